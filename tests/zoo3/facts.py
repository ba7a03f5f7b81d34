"""Facts model for the third held-out layout zoo (topic: training).

Everything the renderers write and everything the key states comes from here.
Planted faults (see FAULTS):
  new-but-anchored    FP6-Train (2612.13375): anchored 2026-11-30 (living doc, brief 1), called new by brief 2
  anchoring-conflict  MuonLite (2612.11834): anchored 2026-12-03 per brief 2, anchored 2026-12-04 per brief 3
  count-mismatch      brief 2 declares 4 increments, lists 3
  divergent-figures   DataMixer-2 (2612.14510): data efficiency 1.9 × (brief 2) vs 2.4 × (brief 3)
  section-name-drift  §2.1 "Data Curation" (living doc, briefs 1 and 3) vs "Data Mixtures" (brief 2)
  repeated-to-verify  CurriculumDrop single-seed result, raised in all 3 briefs, never resolved
A second register entry (FP6-Train throughput seen in the abstract only) is raised by brief 2 and
resolved by brief 3: it is not a fault.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

TOPIC = "training"
LIVING_STEM = f"organized/knowledge/{TOPIC}"


@dataclass(frozen=True)
class Work:
    key: str  # the arXiv id for papers, the name otherwise
    name: str
    arxiv: str | None = None
    url: str | None = None
    kind: str = "paper"  # paper | release | blog post


@dataclass(frozen=True)
class Figure:
    value: float
    unit: str  # × | % | points
    metric: str

    @property
    def text(self) -> str:
        v = self.value
        return str(int(v)) if float(v).is_integer() else repr(v)


@dataclass(frozen=True)
class Mention:
    work: str  # Work.key
    status: str  # new | anchored | not-anchored | carried-over | adjacent | candidate
    section: str | None = None
    anchored_on: date | None = None
    sources: tuple[str, ...] = ()
    figures: tuple[Figure, ...] = ()
    confidence: str | None = None  # high | medium-high | medium
    point: str = ""  # one key point in English
    point_zh: str = ""  # the same point in traditional Chinese


@dataclass(frozen=True)
class Entry:
    text: str  # words the English text contains (what the key matches on)
    sentence: str  # the whole entry in English
    zh_text: str  # words the Chinese text contains
    zh: str  # the whole entry in traditional Chinese
    items: tuple[str, ...]
    risk: str  # high | medium | low
    resolved: bool = False


@dataclass
class Doc:
    stem: str  # path without extension
    kind: str  # brief | living
    date: date
    instance: str | None
    sections: dict[str, str]  # number -> name, as this document gives it
    mentions: list[Mention]
    entries: list[Entry] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)  # declared
    sources: list[str] = field(default_factory=list)
    window: tuple[str, str] | None = None
    baseline: date | None = None  # version date of the living document the brief starts from


WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("2612.10423", "FlowShard", arxiv="2612.10423"),
        Work("2612.11834", "MuonLite", arxiv="2612.11834"),
        Work("2612.12096", "CurriculumDrop", arxiv="2612.12096"),
        Work("2612.13375", "FP6-Train", arxiv="2612.13375"),
        Work("2612.14510", "DataMixer-2", arxiv="2612.14510"),
        Work("2612.15002", "RouteBalance", arxiv="2612.15002"),
        Work(
            "ShardKit v2.1",
            "ShardKit v2.1",
            url="https://github.com/example-labs/shardkit/releases/tag/v2.1",
            kind="release",
        ),
        Work(
            "Warmup Notes",
            "Warmup Notes",
            url="https://blog.example.net/2026/12/warmup-notes",
            kind="blog post",
        ),
    ]
}

SECTIONS = {
    "1.1": "Parallelism",
    "1.2": "Optimizers",
    "1.3": "Low-Precision Training",
    "2.1": "Data Curation",
    "2.2": "Training Benchmarks",
}
DRIFTED = {"2.1": "Data Mixtures"}

# traditional Chinese names of the sections (the zh_hant renderer's own wording)
SECTIONS_ZH = {
    "Parallelism": "並行策略",
    "Optimizers": "優化器",
    "Low-Precision Training": "低精度訓練",
    "Data Curation": "資料篩選",
    "Data Mixtures": "資料配比",
    "Training Benchmarks": "訓練基準",
}


def _seed(n: int, risk: str) -> Entry:
    en = {
        1: "CurriculumDrop's MMLU gain comes from a single seed; no variance reported",
        2: "CurriculumDrop still rests on a single seed; the authors promised more runs",
        3: "CurriculumDrop single seed, raised a third time; nobody has rerun it",
    }[n]
    zh = {
        1: "CurriculumDrop 的 MMLU 提升只有單一種子，未報告方差",
        2: "CurriculumDrop 仍只有單一種子，作者說會補跑",
        3: "CurriculumDrop 單一種子問題第三次提出，仍無人重跑",
    }[n]
    return Entry("single seed", en, "單一種子", zh, ("2612.12096",), risk)


ABSTRACT_ONLY = Entry(
    "abstract only",
    "FP6-Train's 1.6× throughput is quoted from the abstract only; check the PDF",
    "僅見於摘要",
    "FP6-Train 的吞吐數字僅見於摘要，需核對 PDF",
    ("2612.13375",),
    "low",
)
ABSTRACT_CHECKED = Entry(
    "abstract only",
    "FP6-Train throughput (abstract only, raised 12-04): confirmed in Table 3 of the PDF",
    "僅見於摘要",
    "FP6-Train 吞吐（十二月四日提出，僅見於摘要）：已在 PDF 表 3 核實",
    ("2612.13375",),
    "low",
    resolved=True,
)

LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2026, 12, 2),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        Mention(
            "2612.10423",
            "anchored",
            "1.1",
            date(2026, 11, 28),
            sources=("paper_cards/3102-2612-10423.md",),
            figures=(Figure(52.3, "%", "MFU"),),
            point="fully sharded optimizer state with overlapped gathers",
            point_zh="優化器狀態全分片，gather 與計算重疊",
        ),
        Mention(
            "2612.13375",
            "anchored",
            "1.3",
            date(2026, 11, 30),
            sources=("paper_cards/3117-2612-13375.md",),
            figures=(Figure(38, "%", "activation memory reduction"),),
            point="FP6 weights and activations with per-block scaling",
            point_zh="FP6 權重與激活，逐塊縮放",
        ),
    ],
)

B1 = Doc(
    stem="inbox/mira/2026-12-03-training-brief",
    kind="brief",
    date=date(2026, 12, 3),
    instance="mira",
    window=("2026-12-02 21:00", "2026-12-03 21:00"),
    baseline=date(2026, 12, 2),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1")},
    mentions=[
        Mention(
            "2612.11834",
            "new",
            "1.2",
            sources=("inbox/otto/2026-12-03-notes.md", "paper_cards/3121-2612-11834.md"),
            figures=(Figure(1.35, "×", "speedup vs AdamW"),),
            confidence="high",
            point="orthogonalised momentum at a tenth of Muon's cost",
            point_zh="以 Muon 十分之一的開銷做動量正交化",
        ),
        Mention(
            "2612.12096",
            "new",
            "2.1",
            sources=("inbox/zed/2026-12-03-notes.md", "paper_cards/3124-2612-12096.md"),
            figures=(Figure(2.7, "points", "MMLU gain"),),
            confidence="medium",
            point="drops easy documents as training proceeds",
            point_zh="隨訓練進度丟棄簡單文件",
        ),
        Mention(
            "ShardKit v2.1",
            "new",
            "1.1",
            sources=("inbox/otto/2026-12-03-notes.md",),
            figures=(Figure(19, "%", "step time reduction"),),
            confidence="medium-high",
            point="release adds pipeline-aware checkpoint sharding",
            point_zh="新版加入感知流水線的檢查點分片",
        ),
        Mention(
            "2612.13375",
            "anchored",
            "1.3",
            date(2026, 11, 30),
            point="already in the living document",
            point_zh="已在活文件中",
        ),
        Mention(
            "2612.10423",
            "carried-over",
            "1.1",
            date(2026, 11, 28),
            point="baseline for ShardKit's comparison",
            point_zh="ShardKit 對比的基線",
        ),
        Mention("2612.14510", "adjacent", point="learned data-mixture weights", point_zh="學習得到的資料配比權重"),
    ],
    entries=[_seed(1, "high")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 2, "carried-over": 2},
    sources=[
        "inbox/otto/2026-12-03-notes.md",
        "inbox/zed/2026-12-03-notes.md",
        "paper_cards/3121-2612-11834.md",
        "paper_cards/3124-2612-12096.md",
        "work-queue.md",
    ],
)

B2 = Doc(
    stem="inbox/otto/2026-12-04-training-brief",
    kind="brief",
    date=date(2026, 12, 4),
    instance="otto",
    window=("2026-12-03 21:00", "2026-12-04 21:00"),
    baseline=date(2026, 12, 3),
    sections={"1.2": SECTIONS["1.2"], "1.3": SECTIONS["1.3"], "2.1": DRIFTED["2.1"]},
    mentions=[
        Mention(
            "2612.13375",
            "new",  # FAULT new-but-anchored
            "1.3",
            sources=("inbox/mira/2026-12-04-notes.md", "paper_cards/3133-2612-13375.md"),
            figures=(Figure(1.6, "×", "throughput vs BF16"),),
            confidence="medium",
            point="FP6 recipe now covers the optimizer states",
            point_zh="FP6 方案擴展到優化器狀態",
        ),
        Mention(
            "2612.14510",
            "new",
            "2.1",
            sources=("inbox/zed/2026-12-04-notes.md", "paper_cards/3136-2612-14510.md"),
            figures=(Figure(1.9, "×", "data efficiency"),),  # FAULT divergent-figures (a)
            confidence="medium-high",
            point="learned data-mixture weights from small proxy runs",
            point_zh="用小型代理訓練學習資料配比權重",
        ),
        Mention(
            "Warmup Notes",
            "new",
            "1.2",
            sources=("inbox/mira/2026-12-04-notes.md",),
            confidence="medium",
            point="blog post on learning-rate warmup length at scale",
            point_zh="討論大規模訓練預熱長度的部落格文章",
        ),
        Mention(
            "2612.11834",
            "anchored",  # FAULT anchoring-conflict (a)
            "1.2",
            date(2026, 12, 3),
            point="anchored in last night's relay",
            point_zh="昨晚接力已錨入",
        ),
        Mention("2612.12096", "carried-over", "2.1", point="carried over from 12-03", point_zh="沿用十二月三日"),
        Mention("2612.15002", "candidate", point="MoE router load balancing", point_zh="MoE 路由負載均衡"),
    ],
    entries=[_seed(2, "medium"), ABSTRACT_ONLY],
    counts={"increments": 4, "adjacent": 1, "new-arxiv": 2, "carried-over": 2},  # FAULT count-mismatch (lists 3)
    sources=[
        "inbox/mira/2026-12-04-notes.md",
        "inbox/zed/2026-12-04-notes.md",
        "paper_cards/3133-2612-13375.md",
        "paper_cards/3136-2612-14510.md",
    ],
)

B3 = Doc(
    stem="inbox/zed/2026-12-05-training-brief",
    kind="brief",
    date=date(2026, 12, 5),
    instance="zed",
    window=("2026-12-04 21:00", "2026-12-05 21:00"),
    baseline=date(2026, 12, 4),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1")},
    mentions=[
        Mention(
            "2612.15002",
            "new",
            "1.1",
            sources=("inbox/otto/2026-12-05-notes.md", "paper_cards/3142-2612-15002.md"),
            figures=(Figure(0.8, "%", "token drop rate"), Figure(11, "%", "step time reduction")),
            confidence="high",
            point="auxiliary-loss-free MoE router balancing",
            point_zh="無輔助損失的 MoE 路由均衡",
        ),
        Mention(
            "2612.14510",
            "carried-over",
            "2.1",
            sources=("inbox/mira/2026-12-05-notes.md",),
            figures=(Figure(2.4, "×", "data efficiency"),),  # FAULT divergent-figures (b)
            point="v2 of the paper reports a larger gain",
            point_zh="論文第二版報告了更大的增益",
        ),
        Mention(
            "2612.11834",
            "anchored",  # FAULT anchoring-conflict (b)
            "1.2",
            date(2026, 12, 4),
            point="in the living document",
            point_zh="已在活文件中",
        ),
        Mention("2612.13375", "carried-over", "1.3", point="throughput check closed", point_zh="吞吐核對已結案"),
        Mention("2612.12096", "not-anchored", "2.1", point="still waiting for the relay", point_zh="仍待接力錨入"),
    ],
    entries=[_seed(3, "high"), ABSTRACT_CHECKED],
    counts={"increments": 1, "new-arxiv": 1, "carried-over": 4},
    sources=[
        "inbox/otto/2026-12-05-notes.md",
        "inbox/mira/2026-12-05-notes.md",
        "paper_cards/3142-2612-15002.md",
        "work-queue.md",
    ],
)

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "2612.13375"),
    ("anchoring-conflict", "2612.11834"),
    ("count-mismatch", B2.stem),
    ("divergent-figures", "2612.14510"),
    ("section-name-drift", "2.1"),
    ("repeated-to-verify", "2612.12096"),
]

CARRIED = {"carried-over", "anchored", "not-anchored"}
ADJACENT = {"adjacent", "candidate"}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return {
        "increments": sum(m.status == "new" for m in d.mentions),
        "adjacent": sum(m.status in ADJACENT for m in d.mentions),
        "new-arxiv": sum(m.status == "new" and work(m).arxiv is not None for m in d.mentions),
        "carried-over": sum(m.status in CARRIED for m in d.mentions),
    }


def section_label(d: Doc, number: str) -> str:
    return f"§{number} {d.sections[number]}"


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
