"""Facts model for the second held-out layout zoo (topic: retrieval).

Everything the renderers write and everything the key states comes from here.
Planted faults (see FAULTS):
  new-but-anchored    ShardQ (2611.03579): anchored 2026-10-30 (living doc, brief 1), called new by brief 2
  anchoring-conflict  RerankLite (2611.02468): anchored 2026-11-02 per brief 2, not anchored per brief 3
  count-mismatch      brief 3 declares 2 new arXiv ids, lists 1
  divergent-figures   HopRAG-X (2611.04680): Recall@20 71.4 % (brief 2) vs 68.9 % (brief 3)
  section-name-drift  §1.3 "Index Compression" vs "Vector Quantization" (brief 3)
  repeated-to-verify  RerankLite single-GPU speedup, raised in all 3 briefs, never resolved
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

TOPIC = "retrieval"
LIVING_STEM = f"organized/knowledge/{TOPIC}"


@dataclass(frozen=True)
class Work:
    key: str  # id for arXiv works, name otherwise
    name: str
    arxiv: str | None = None
    url: str | None = None
    kind: str = "paper"  # paper | release | leaderboard


@dataclass(frozen=True)
class Figure:
    value: float
    unit: str
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
    point: str = ""  # one key point in English (renderers translate via POINTS_ZH)


@dataclass(frozen=True)
class Entry:
    text: str  # the words the key matches on (English)
    zh: str  # the same concern in Chinese (renderers embed `text` too)
    items: tuple[str, ...]
    risk: str  # high | medium | low
    resolved: bool = False


@dataclass
class Doc:
    stem: str  # path without extension
    kind: str  # brief | living
    date: date
    instance: str | None
    sections: dict[str, str]  # number -> name as this document gives it
    mentions: list[Mention]
    entries: list[Entry] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)  # declared
    sources: list[str] = field(default_factory=list)
    window: tuple[str, str] | None = None
    baseline: date | None = None


WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("2611.01234", "PolarEmbed", arxiv="2611.01234"),
        Work("2611.02468", "RerankLite", arxiv="2611.02468"),
        Work("2611.03579", "ShardQ", arxiv="2611.03579"),
        Work("2611.04680", "HopRAG-X", arxiv="2611.04680"),
        Work("2611.05791", "QueryDistill", arxiv="2611.05791"),
        Work(
            "ColBERT-Serve v0.4",
            "ColBERT-Serve v0.4",
            url="https://github.com/example-org/colbert-serve/releases/tag/v0.4",
            kind="release",
        ),
        Work(
            "MTEB-Lite leaderboard",
            "MTEB-Lite leaderboard",
            url="https://example.org/mteb-lite/leaderboard",
            kind="leaderboard",
        ),
    ]
}

SECTIONS = {
    "1.1": "Dense Retrievers",
    "1.2": "Rerankers",
    "1.3": "Index Compression",
    "2.1": "Evaluation Benchmarks",
}

SINGLE_GPU = Entry("single GPU", "RerankLite 的 2.3× 提速只在 single GPU 上测过，未见多卡复现", ("2611.02468",), "high")

LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2026, 11, 1),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        Mention(
            "2611.01234",
            "anchored",
            "1.1",
            date(2026, 10, 28),
            figures=(Figure(41.2, "%", "MRR@10"),),
            point="dual-tower encoder with polar-coordinate normalisation",
        ),
        Mention(
            "2611.03579", "anchored", "1.3", date(2026, 10, 30), point="sharded product quantisation of the ANN index"
        ),
    ],
)

B1 = Doc(
    stem="inbox/ada/2026-11-02-retrieval-brief",
    kind="brief",
    date=date(2026, 11, 2),
    instance="ada",
    window=("2026-11-01 22:00", "2026-11-02 22:00"),
    baseline=date(2026, 11, 1),
    sections={"1.1": "Dense Retrievers", "1.2": "Rerankers", "1.3": "Index Compression"},
    mentions=[
        Mention(
            "2611.02468",
            "new",
            "1.2",
            sources=("inbox/kim/2026-11-02T0930-rerank-notes.md", "paper_cards/2041-2611-02468.md"),
            figures=(Figure(2.3, "×", "latency speedup"), Figure(1.8, "points", "nDCG@10")),
            confidence="high",
            point="distilled cross-encoder reranker",
        ),
        Mention(
            "ColBERT-Serve v0.4",
            "new",
            "1.2",
            sources=("inbox/lee/2026-11-01T2210-index-notes.md",),
            figures=(Figure(41, "ms", "p99 latency"),),
            confidence="medium-high",
            point="late-interaction serving release",
        ),
        Mention("2611.01234", "carried-over", "1.1", date(2026, 10, 28), point="baseline dense retriever"),
        Mention("2611.03579", "anchored", "1.3", date(2026, 10, 30), point="index compression baseline"),
        Mention("2611.05791", "adjacent", point="query rewriting by distillation"),
    ],
    entries=[SINGLE_GPU],
    counts={"increments": 2, "adjacent": 1, "new-arxiv": 1},
    sources=[
        "inbox/kim/2026-11-02T0930-rerank-notes.md",
        "inbox/lee/2026-11-01T2210-index-notes.md",
        "paper_cards/2041-2611-02468.md",
        "work-queue.md",
    ],
)

B2 = Doc(
    stem="inbox/kim/2026-11-03-retrieval-brief",
    kind="brief",
    date=date(2026, 11, 3),
    instance="kim",
    window=("2026-11-02 22:00", "2026-11-03 22:00"),
    baseline=date(2026, 11, 2),
    sections={"1.2": "Rerankers", "1.3": "Index Compression", "2.1": "Evaluation Benchmarks"},
    mentions=[
        Mention(
            "2611.03579",
            "new",
            "1.3",  # FAULT new-but-anchored
            sources=("inbox/ada/2026-11-03T0815-compression-notes.md", "paper_cards/2057-2611-03579.md"),
            figures=(Figure(8, "×", "compression ratio"),),
            confidence="medium",
            point="sharded product quantisation",
        ),
        Mention(
            "MTEB-Lite leaderboard",
            "new",
            "2.1",
            sources=("inbox/lee/2026-11-03T1400-bench-notes.md",),
            figures=(Figure(56, "tasks", "task count"),),
            confidence="high",
            point="reduced embedding benchmark",
        ),
        Mention("2611.02468", "anchored", "1.2", date(2026, 11, 2), point="anchored last night"),
        Mention(
            "2611.04680",
            "adjacent",
            figures=(Figure(71.4, "%", "Recall@20"),),  # FAULT divergent-figures (a)
            point="multi-hop graph RAG",
        ),
    ],
    entries=[
        Entry("single GPU", "RerankLite 提速仍只有 single GPU 数据", ("2611.02468",), "medium"),
        Entry("abstract only", "ShardQ 的 8× 压缩比只见于 abstract only，需 PDF 核验", ("2611.03579",), "low"),
    ],
    counts={"increments": 2, "adjacent": 1, "new-arxiv": 1},
    sources=[
        "inbox/ada/2026-11-03T0815-compression-notes.md",
        "paper_cards/2057-2611-03579.md",
        "inbox/lee/2026-11-03T1400-bench-notes.md",
    ],
)

B3 = Doc(
    stem="inbox/lee/2026-11-04-retrieval-brief",
    kind="brief",
    date=date(2026, 11, 4),
    instance="lee",
    window=("2026-11-03 22:00", "2026-11-04 22:00"),
    baseline=date(2026, 11, 3),
    sections={
        "1.2": "Rerankers",
        "1.3": "Vector Quantization",  # FAULT section-name-drift
        "2.1": "Evaluation Benchmarks",
    },
    mentions=[
        Mention(
            "2611.04680",
            "new",
            "2.1",
            sources=("inbox/kim/2026-11-04T0700-multihop-notes.md", "paper_cards/2063-2611-04680.md"),
            figures=(Figure(68.9, "%", "Recall@20"),),  # FAULT divergent-figures (b)
            confidence="medium-high",
            point="multi-hop graph RAG",
        ),
        Mention("2611.02468", "not-anchored", "1.2", point="still waiting for relay"),  # FAULT anchoring-conflict
        Mention("2611.03579", "carried-over", "1.3", point="carried over"),
        Mention("2611.05791", "candidate", point="query rewriting candidate"),
    ],
    entries=[Entry("single GPU", "RerankLite 的 single GPU 提速第三次提出，仍无人核验", ("2611.02468",), "high")],
    counts={"increments": 1, "adjacent": 1, "new-arxiv": 2},  # FAULT count-mismatch (lists 1)
    sources=["inbox/kim/2026-11-04T0700-multihop-notes.md", "paper_cards/2063-2611-04680.md", "work-queue.md"],
)

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "2611.03579"),
    ("anchoring-conflict", "2611.02468"),
    ("count-mismatch", B3.stem),
    ("divergent-figures", "2611.04680"),
    ("section-name-drift", "1.3"),
    ("repeated-to-verify", "2611.02468"),
]


def work(m: Mention) -> Work:
    return WORKS[m.work]


def n_facts() -> int:
    """Number of atomic facts the key states (works, statuses, sections, dates, figures, entries, counts, sources)."""
    n = 0
    for d in DOCS:
        n += 3  # kind, date, instance/topic
        for m in d.mentions:
            n += 2 + (m.section is not None) + (m.anchored_on is not None) + len(m.sources) + len(m.figures)
        n += len(d.entries) + len(d.counts) + len(d.sources)
    return n
