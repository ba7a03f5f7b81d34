"""Facts model for the twentieth held-out layout zoo (topic: protein-design).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (heron, otter, finch) and November 2026 dates. Everything the layouts
write and everything the key states comes from here. Points are given in English, simplified
Chinese and traditional Chinese (the layouts of this zoo are written in all three).

Planted faults (see FAULTS):
  new-but-anchored        BinderForge (2611.21537): anchored 2026-11-02 (living doc, brief 1), called new by brief 2
  anchoring-conflict      EnzyScope (2611.22649): anchored 2026-11-03 per brief 2, 2026-11-04 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives LoopGraft (2611.23761) twice
  divergent-figures       SeqDiff-P (2611.27105): native sequence recovery gain 31 % (brief 1) vs 24 % (brief 2)
  section-name-drift      §1.2 "Sequence Design" (living doc, briefs 1 and 3) vs "Inverse Folding" (brief 2)
  repeated-to-verify      HelixPrior's in-house assay panel, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites HelixPrior's card as paper_cards/8329-2611-2598.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/finch/2026-11-04-notes.md for DesignKit 2 and lists it as empty
A second register entry (DesignKit 2's missing weight files) is raised by brief 2 and resolved
by brief 3: it is not a fault. Brief 3 also has one adjacent item (AntibodyAtlas), new to the zoo.
"""

from __future__ import annotations

from datetime import date

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "protein-design"
LIVING_STEM = f"organized/knowledge/{TOPIC}"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("2611.20418", "FoldSketch", arxiv="2611.20418"),
        Work("2611.21537", "BinderForge", arxiv="2611.21537"),
        Work("2611.22649", "EnzyScope", arxiv="2611.22649"),
        Work("2611.23761", "LoopGraft", arxiv="2611.23761"),
        Work("2611.24873", "StabiliBench", arxiv="2611.24873"),
        Work("2611.25982", "HelixPrior", arxiv="2611.25982"),
        Work("2611.26094", "WetLabLoop", arxiv="2611.26094"),
        Work("2611.27105", "SeqDiff-P", arxiv="2611.27105"),
        Work("2611.28216", "AntibodyAtlas", arxiv="2611.28216"),
        Work("DesignKit 2", "DesignKit 2", url="https://github.com/example-protein/designkit/releases/tag/v2.0",
             kind="release"),
        Work("What a Binder Hackathon Taught Us", "What a Binder Hackathon Taught Us",
             url="https://blog.example.org/2026/11/what-a-binder-hackathon-taught-us", kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Backbone Generation",
    "1.2": "Sequence Design",
    "1.3": "Structure Prediction",
    "2.1": "Design Benchmarks",
    "2.2": "Wet-Lab Validation",
}
DRIFTED = {"1.2": "Inverse Folding"}

SECTIONS_HANS = {
    "Backbone Generation": "骨架生成",
    "Sequence Design": "序列设计",
    "Inverse Folding": "逆折叠",
    "Structure Prediction": "结构预测",
    "Design Benchmarks": "设计评测基准",
    "Wet-Lab Validation": "湿实验验证",
}
SECTIONS_HANT = {
    "Backbone Generation": "骨架生成",
    "Sequence Design": "序列設計",
    "Inverse Folding": "逆摺疊",
    "Structure Prediction": "結構預測",
    "Design Benchmarks": "設計評測基準",
    "Wet-Lab Validation": "濕實驗驗證",
}

# the malformed card name brief 1 writes for HelixPrior (the last digit of 2611.25982 lost)
BAD_CARD = "paper_cards/8329-2611-2598.md"
# the note brief 2 cites for DesignKit 2 and lists as empty
EMPTY_NOTE = "inbox/finch/2026-11-04-notes.md"


def _panel(n: int, risk: str) -> Entry:
    en = {
        1: "HelixPrior's expression gain comes from an in-house assay panel whose raw plate reads have not been released",
        2: "HelixPrior: the assay panel data are still unreleased; the authors promise them with the camera-ready version",
        3: "HelixPrior assay panel, raised in every brief so far; the expression gain still cannot be checked",
    }[n]
    hans = {
        1: "HelixPrior 的表达成功率提升来自内部检测板，原始读数尚未公开",
        2: "HelixPrior 的检测板数据仍未公开，作者承诺随终稿一并发布",
        3: "HelixPrior 检测板问题每一棒都提出过，表达提升仍无法核实",
    }[n]
    hant = {
        1: "HelixPrior 的表現成功率提升來自內部檢測板，原始讀值尚未公開",
        2: "HelixPrior 的檢測板資料仍未公開，作者承諾隨定稿一併釋出",
        3: "HelixPrior 檢測板問題每一棒都提過，表現提升仍無法查核",
    }[n]
    return Entry("assay panel", en, "检测板", hans, "檢測板", hant, ("2611.25982",), risk)


WEIGHTS_OPEN = Entry(
    "weight files",
    "DesignKit 2's throughput figure depends on model weight files that are not attached to the release",
    "权重文件",
    "DesignKit 2 的吞吐数字依赖模型权重文件，但发布页未附该文件",
    "權重檔",
    "DesignKit 2 的吞吐量數字依賴模型權重檔，但釋出頁未附上該檔案",
    ("DesignKit 2",),
    "low",
)
WEIGHTS_CLOSED = Entry(
    "weight files",
    "DesignKit 2 weight files (raised yesterday): now attached to the release, the throughput figure reproduces",
    "权重文件",
    "DesignKit 2 权重文件（昨天提出）：已附在发布页，吞吐数字已复现",
    "權重檔",
    "DesignKit 2 權重檔（昨天提出）：已附於釋出頁，吞吐量數字已重現",
    ("DesignKit 2",),
    "low",
    resolved=True,
)


def _m(work: str, status: str, section: str | None = None, anchored: date | None = None, **kw) -> Mention:
    return Mention(work, status, section, anchored, **kw)


LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2026, 11, 2),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("2611.21537", "anchored", "1.1", date(2026, 11, 2), sources=("paper_cards/8312-2611-21537.md",),
           figures=(Figure(8.4, "points", "binder hit-rate gain"),),
           point="generates small binders against a chosen surface patch of a target protein",
           hans="针对靶蛋白选定的表面区域生成小型结合蛋白", hant="針對標靶蛋白選定的表面區域生成小型結合蛋白"),
        _m("2611.20418", "anchored", "1.3", date(2026, 10, 30), sources=("paper_cards/8301-2611-20418.md",),
           figures=(Figure(1.9, "×", "structure prediction speedup"),),
           point="predicts a folded structure from a rough hand-drawn contact map",
           hans="从手绘的粗略接触图预测折叠结构", hant="從手繪的粗略接觸圖預測摺疊結構"),
    ],
)  # fmt: skip

B1 = Doc(
    stem="inbox/heron/2026-11-03-protein-design-brief",
    kind="brief",
    date=date(2026, 11, 3),
    instance="heron",
    window=("2026-11-02 21:40", "2026-11-03 21:40"),
    baseline=date(2026, 11, 2),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("2611.27105", "new", "1.2", sources=("inbox/otter/2026-11-03-notes.md", "paper_cards/8324-2611-27105.md"),
           figures=(Figure(31, "%", "native sequence recovery gain"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="a diffusion model that writes amino acid sequences for a fixed backbone",
           hans="用扩散模型为固定骨架生成氨基酸序列", hant="以擴散模型為固定骨架生成胺基酸序列"),
        _m("2611.22649", "new", "1.3", sources=("inbox/finch/2026-11-03-notes.md", "paper_cards/8327-2611-22649.md"),
           figures=(Figure(2.4, "×", "active-site search speedup"),), confidence="high",
           point="searches for catalytic site placements across thousands of scaffolds at once",
           hans="一次在数千个骨架上搜索催化位点的摆放", hant="一次在數千個骨架上搜尋催化位點的擺放"),
        _m("2611.25982", "new", "1.1", sources=("inbox/finch/2026-11-03-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(5.2, "points", "expression success gain"),), confidence="medium",
           point="a prior over helical bundles that raises the share of designs that express in cells",
           hans="螺旋束先验，提高设计在细胞中成功表达的比例", hant="螺旋束先驗，提高設計在細胞中成功表現的比例"),
        _m("2611.20418", "anchored", "1.3", date(2026, 10, 30), point="already in the living document",
           hans="已在活文档中", hant="已在活文件中"),
        _m("2611.21537", "carried-over", "1.1", date(2026, 11, 2),
           point="the binder generator HelixPrior is compared with", hans="HelixPrior 所对比的结合蛋白生成器",
           hant="HelixPrior 所比較的結合蛋白生成器"),
        _m("2611.23761", "adjacent", point="grafts loops from natural proteins onto designed scaffolds",
           hans="把天然蛋白的环区嫁接到设计骨架上", hant="把天然蛋白的環區嫁接到設計骨架上"),
    ],
    entries=[_panel(1, "high")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/finch/2026-11-03-notes.md",
        "inbox/otter/2026-11-03-notes.md",
        "paper_cards/8324-2611-27105.md",
        "paper_cards/8327-2611-22649.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("2611.27105", "2611.22649", "2611.25982"),
)  # fmt: skip

B2 = Doc(
    stem="inbox/otter/2026-11-04-protein-design-brief",
    kind="brief",
    date=date(2026, 11, 4),
    instance="otter",
    window=("2026-11-03 21:40", "2026-11-04 21:40"),
    baseline=date(2026, 11, 3),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("2611.21537", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/heron/2026-11-04-notes.md", "paper_cards/8340-2611-21537.md"),
           figures=(Figure(95, "ms", "per-design scoring latency"),), confidence="medium",
           point="version 2 scores each design while it is being generated instead of afterwards",
           hans="第二版在生成过程中就给每个设计打分，不再事后评分",
           hant="第二版在生成過程中就為每個設計評分，不再事後評分"),
        _m("2611.23761", "new", "1.2", sources=("inbox/heron/2026-11-04-notes.md", "paper_cards/8343-2611-23761.md"),
           figures=(Figure(42, "ms", "per-loop sampling latency"),), confidence="medium-high",
           point="grafts loops from natural proteins onto designed scaffolds and checks they still fold",
           hans="把天然蛋白的环区嫁接到设计骨架上，并检查其仍能折叠",
           hant="把天然蛋白的環區嫁接到設計骨架上，並檢查其仍能摺疊"),
        _m("DesignKit 2", "new", "1.3", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(3.1, "×", "design pipeline throughput speedup"),), confidence="medium",
           point="the release runs backbone sampling, sequence design and filtering in one command",
           hans="新版用一条命令完成骨架采样、序列设计和筛选",
           hant="新版以一個指令完成骨架取樣、序列設計與篩選"),
        _m("2611.27105", "carried-over", "1.2",
           figures=(Figure(24, "%", "native sequence recovery gain"),),  # FAULT divergent-figures (b)
           point="the figure on the authors' poster", hans="作者海报上的数字", hant="作者海報上的數字"),
        _m("2611.22649", "anchored", "1.3", date(2026, 11, 3),  # FAULT anchoring-conflict (a)
           point="anchored in last night's relay", hans="昨晚接力已锚入", hant="昨晚接力已錨入"),
        _m("2611.25982", "carried-over", "1.1", point="carried over from the previous brief",
           hans="沿用上一棒条目", hant="沿用上一棒條目"),
        _m("2611.24873", "candidate", point="a benchmark of melting temperatures for designed proteins",
           hans="设计蛋白熔解温度的评测基准", hant="設計蛋白熔解溫度的評測基準"),
    ],
    entries=[_panel(2, "medium"), WEIGHTS_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/heron/2026-11-04-notes.md",
        EMPTY_NOTE,
        "paper_cards/8340-2611-21537.md",
        "paper_cards/8343-2611-23761.md",
    ],
    new_ids=("2611.21537", "2611.23761", "2611.23761"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem="inbox/finch/2026-11-05-protein-design-brief",
    kind="brief",
    date=date(2026, 11, 5),
    instance="finch",
    window=("2026-11-04 21:40", "2026-11-05 21:40"),
    baseline=date(2026, 11, 4),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("2611.24873", "new", "2.1", sources=("inbox/otter/2026-11-05-notes.md", "paper_cards/8351-2611-24873.md"),
           figures=(Figure(14, "points", "stability ranking gap"),), confidence="high",
           point="melting temperatures measured for two thousand designed proteins so stability predictors "
           "can be ranked",
           hans="测量两千个设计蛋白的熔解温度，用来给稳定性预测器排名",
           hant="量測兩千個設計蛋白的熔解溫度，用來為穩定性預測器排名"),
        _m("2611.26094", "new", "2.2", sources=("inbox/heron/2026-11-05-notes.md", "paper_cards/8355-2611-26094.md"),
           figures=(Figure(22.5, "%", "assay failure reduction"), Figure(38, "ms", "per-plate scheduling latency")),
           confidence="medium",
           point="a robot protocol that sends each round of designs to the bench and feeds the results back",
           hans="一套机器人规程，把每轮设计送去湿实验并回传结果",
           hant="一套機器人流程，把每輪設計送去濕實驗並回傳結果"),
        _m("What a Binder Hackathon Taught Us", "new", "2.1", sources=("inbox/otter/2026-11-05-notes.md",),
           confidence="medium", point="blog post on what a weekend hackathon learned about designing binders",
           hans="记录一次周末黑客松设计结合蛋白心得的博客文章",
           hant="記錄一次週末黑客松設計結合蛋白心得的部落格文章"),
        _m("2611.22649", "anchored", "1.3", date(2026, 11, 4),  # FAULT anchoring-conflict (b)
           point="in the living document", hans="已在活文档中", hant="已在活文件中"),
        _m("DesignKit 2", "carried-over", "1.3", point="weight files check closed", hans="权重文件核对已结案",
           hant="權重檔核對已結案"),
        _m("2611.25982", "not-anchored", "1.1", point="held back until the assay panel can be checked",
           hans="检测板可核验之前暂不锚入", hant="檢測板可查核之前暫不錨入"),
        _m("2611.23761", "carried-over", "1.2", point="carried over from the previous brief",
           hans="沿用上一棒条目", hant="沿用上一棒條目"),
        _m("2611.28216", "adjacent", point="maps which antibody families bind which viral surface proteins",
           hans="梳理哪些抗体家族结合哪些病毒表面蛋白", hant="整理哪些抗體家族結合哪些病毒表面蛋白"),
    ],
    entries=[_panel(3, "high"), WEIGHTS_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/heron/2026-11-05-notes.md",
        "inbox/otter/2026-11-05-notes.md",
        "paper_cards/8351-2611-24873.md",
        "paper_cards/8355-2611-26094.md",
        "work-queue.md",
    ],
    new_ids=("2611.24873", "2611.26094"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "2611.21537"),
    ("anchoring-conflict", "2611.22649"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "2611.23761"),
    ("divergent-figures", "2611.27105"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "2611.25982"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "binder hit-rate gain": "结合蛋白命中率提升",
    "structure prediction speedup": "结构预测加速",
    "native sequence recovery gain": "天然序列恢复率提升",
    "active-site search speedup": "活性位点搜索加速",
    "expression success gain": "表达成功率提升",
    "per-design scoring latency": "单个设计评分延迟",
    "per-loop sampling latency": "单个环区采样延迟",
    "design pipeline throughput speedup": "设计流程吞吐加速",
    "stability ranking gap": "稳定性排名差距",
    "assay failure reduction": "实验失败率降低",
    "per-plate scheduling latency": "单块孔板调度延迟",
}
METRIC_HANT = {
    "binder hit-rate gain": "結合蛋白命中率提升",
    "structure prediction speedup": "結構預測加速",
    "native sequence recovery gain": "天然序列恢復率提升",
    "active-site search speedup": "活性位點搜尋加速",
    "expression success gain": "表現成功率提升",
    "per-design scoring latency": "單一設計評分延遲",
    "per-loop sampling latency": "單一環區取樣延遲",
    "design pipeline throughput speedup": "設計流程吞吐量加速",
    "stability ranking gap": "穩定性排名差距",
    "assay failure reduction": "實驗失敗率降低",
    "per-plate scheduling latency": "單片孔盤排程延遲",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
