"""The facts model of the layout zoo: one topic, one living document, four daily briefs.

Every renderer under ``renderers/`` writes exactly these facts, each in its own layout, and
``make.py`` derives the answer key (``key.toml``) from them.  Nothing here is taken from
kgraph's extractor; the model follows the brief genre as ``/work/shared/domain.md`` describes it.

Planted faults (see ``FAULTS`` at the bottom, and the comments marked FAULT):

* new-but-anchored: PagedKV-Lite (2609.20117) is anchored in the living document on 2026-09-28
  and called NET-new by jay's brief of 2026-10-06; "SGLang HiCache" (no arXiv id) is anchored
  on 2026-10-02 and called new by stephen's brief of 2026-10-08.
* anchoring-conflict: TokenWeave (2609.18842) anchored on 2026-10-01 (living document, tom,
  spark) but on 2026-09-30 according to stephen.
* count-mismatch: spark's brief of 2026-10-07 declares 3 NET-new arXiv ids and lists 2.
* duplicate-in-list: stephen's list of new arXiv ids names 2610.08901 twice.
* divergent-figures: FlashDecode-X (2610.01234) throughput 2.2x (tom) vs 2.8x (jay).
* section-name-drift: section 1.3 is "KV Cache 管理" everywhere except jay's brief, which calls
  it "KV Cache 压缩与卸载".
* repeated-to-verify: the GitHub release of KVShard (2610.02345) is questioned in all four
  briefs and never resolved.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime

TOPIC = "inference"
STATUSES = ("new", "anchored", "not-anchored", "carried-over", "adjacent", "candidate", "mentioned")
LANGS = ("en", "zh", "zht")  # English, simplified Chinese, traditional Chinese

# The living document's sections, by number.  Names are data (they are what the document
# calls its sections), given per script: simplified (also used by the English renderers) and
# traditional.
SECTIONS: dict[str, dict[str, str]] = {
    "1.1": {"zh": "推理引擎内核 / Inference kernels", "zht": "推理引擎內核 / Inference kernels"},
    "1.2": {"zh": "推理调度 / Scheduling", "zht": "推理調度 / Scheduling"},
    "1.3": {"zh": "KV Cache 管理", "zht": "KV Cache 管理"},
    "1.4": {"zh": "投机解码 / Speculative decoding", "zht": "投機解碼 / Speculative decoding"},
}
# FAULT section-name-drift: the name jay's brief gives section 1.3
DRIFTED_13 = {"zh": "KV Cache 压缩与卸载", "zht": "KV Cache 壓縮與卸載"}

# canonical metric (as in the key) -> the words each language writes
METRICS: dict[str, dict[str, str]] = {
    "throughput": {"en": "throughput", "zh": "吞吐", "zht": "吞吐"},
    "latency": {"en": "latency", "zh": "延迟", "zht": "延遲"},
    "TTFT": {"en": "TTFT", "zh": "TTFT", "zht": "TTFT"},
    "memory": {"en": "KV memory", "zh": "KV 显存", "zht": "KV 顯存"},
}


@dataclass(frozen=True)
class Figure:
    text: str  # the value as written: "2.2"
    unit: str  # "×", "%", "ms"
    metric: str  # a key of METRICS

    @property
    def value(self) -> float:
        return float(self.text)


@dataclass
class Work:
    name: str
    id: str | None  # arXiv id without version; None for a work known by name and URL
    status: str
    section: str  # number, "1.3"
    gist: dict[str, str]  # a few words per language: what the work is
    url: str = ""
    anchored_on: date | None = None  # only for status "anchored"
    sources: tuple[str, ...] = ()
    figures: tuple[Figure, ...] = ()
    confidence: str = "high"  # high | medium-high | medium

    def __post_init__(self) -> None:
        assert self.status in STATUSES, self.status
        if not self.url:
            assert self.id, self.name
            self.url = f"https://arxiv.org/abs/{self.id}"
        assert (self.anchored_on is not None) == (self.status == "anchored"), self.name

    @property
    def ref(self) -> str:
        """How the key and the registers name the work: its id, else its name."""
        return self.id or self.name


@dataclass
class Entry:
    """One to-verify / warning register entry."""

    text: dict[str, str]  # the full text per language
    key: dict[str, str]  # a few words the text contains, per language (what the key asks for)
    items: tuple[str, ...]  # refs of the works concerned (all listed in the same brief)
    risk: str  # high | medium | low
    resolved: bool = False

    def __post_init__(self) -> None:
        for lang in LANGS:
            assert self.key[lang].lower() in self.text[lang].lower(), (lang, self.key[lang])


@dataclass(frozen=True)
class Count:
    what: str  # increments | adjacent | new-arxiv | new-items | carried-over
    value: int


@dataclass
class Brief:
    stem: str  # path without extension, relative to the zoo folder
    date: date
    instance: str
    window: tuple[datetime, datetime]
    baseline: date  # the version of the living document the brief starts from
    works: list[Work]
    entries: list[Entry]
    counts: list[Count]
    sources: list[str]
    new_list: list[str] | None = None  # the arXiv ids its list of new ones names, if not derived
    section_names: dict[str, dict[str, str]] = field(default_factory=dict)  # overrides
    topic: str = TOPIC
    kind: str = "brief"

    def listed_new(self) -> list[str]:
        if self.new_list is not None:
            return list(self.new_list)
        return [w.id for w in self.works if w.status == "new" and w.id]

    def listed_carried(self) -> list[Work]:
        """Works with an id the arXiv list names as not new (anchored, carried over, ...)."""
        return [w for w in self.works if w.id and w.status in ("anchored", "carried-over", "not-anchored")]

    def section_name(self, number: str, lang: str) -> str:
        script = "zht" if lang == "zht" else "zh"
        names = self.section_names.get(number) or SECTIONS[number]
        return names[script]


@dataclass
class Living:
    stem: str
    date: date  # version
    works: list[Work]
    topic: str = TOPIC
    kind: str = "living"
    instance: str | None = None
    section_names: dict[str, dict[str, str]] = field(default_factory=dict)

    def section_name(self, number: str, lang: str) -> str:
        return SECTIONS[number]["zht" if lang == "zht" else "zh"]


@dataclass(frozen=True)
class Fault:
    kind: str
    item: str  # id, name, section number; for count-mismatch the brief's stem (the path minus extension)


@dataclass
class Facts:
    topic: str
    living: Living
    briefs: list[Brief]
    faults: list[Fault]

    def documents(self) -> list[Brief | Living]:
        return [self.living, *self.briefs]


def _g(en: str, zh: str, zht: str) -> dict[str, str]:
    return {"en": en, "zh": zh, "zht": zht}


def F(text: str, unit: str, metric: str) -> Figure:
    return Figure(text, unit, metric)


D = date
HICACHE_URL = "https://lmsys.org/blog/2026-10-01-hicache/"

# ---- the living document, version 2026-10-04 (the baseline of the first brief) ----------------

LIVING = Living(
    stem="organized/knowledge/inference",
    date=D(2026, 10, 4),
    works=[
        Work(
            "TokenWeave",
            "2609.18842",
            "anchored",
            "1.1",
            _g("fuses communication into attention kernels", "通信与注意力内核融合", "通信與注意力內核融合"),
            anchored_on=D(2026, 10, 1),
            sources=("paper_cards/1188-2609-18842.md",),
            figures=(F("1.28", "×", "latency"),),
        ),
        Work(
            "PagedKV-Lite",
            "2609.20117",
            "anchored",
            "1.3",
            _g("a page-table-free KV cache allocator", "免页表的 KV cache 分配器", "免頁表的 KV cache 分配器"),
            anchored_on=D(2026, 9, 28),
            sources=("paper_cards/1176-2609-20117.md",),
            figures=(F("31", "%", "memory"),),
        ),
        Work(
            "SGLang HiCache",
            None,
            "anchored",
            "1.3",
            _g(
                "hierarchical KV cache over GPU, host and SSD",
                "GPU、主机与 SSD 分层 KV cache",
                "GPU、主機與 SSD 分層 KV cache",
            ),
            url=HICACHE_URL,
            anchored_on=D(2026, 10, 2),
            sources=("inbox/jay/2026-10-02-notes.md",),
        ),
        Work(
            "DraftLoop",
            "2610.00412",
            "anchored",
            "1.4",
            _g("a self-drafting speculative decoding loop", "自草稿投机解码循环", "自草稿投機解碼循環"),
            anchored_on=D(2026, 10, 3),
            sources=("inbox/spark/2026-10-03-llm-infra.md",),
        ),
    ],
)

# ---- the recurring register entry (FAULT repeated-to-verify) ----------------------------------


def _kvshard_release() -> Entry:
    return Entry(
        _g(
            "The GitHub release of KVShard is still unconfirmed; its engineering value depends on it.",
            "KVShard 的 GitHub 开源状态仍未确认，工程价值取决于此。",
            "KVShard 的 GitHub 開源狀態仍未確認，工程價值取決於此。",
        ),
        _g("GitHub release", "GitHub 开源状态", "GitHub 開源狀態"),
        ("2610.02345",),
        "high",
        False,
    )


KV_GIST = _g(
    "shards the KV cache across tensor-parallel ranks", "跨张量并行 rank 分片 KV cache", "跨張量並行 rank 分片 KV cache"
)
TW_GIST = LIVING.works[0].gist
HC_GIST = LIVING.works[2].gist

B1 = Brief(
    stem="inbox/tom/2026-10-05-inference-brief",
    date=D(2026, 10, 5),
    instance="tom",
    window=(datetime(2026, 10, 4, 22, 20), datetime(2026, 10, 5, 22, 20)),
    baseline=D(2026, 10, 4),
    works=[
        Work(
            "FlashDecode-X",
            "2610.01234",
            "new",
            "1.1",
            _g(
                "a split-K decode kernel for long contexts",
                "面向长上下文的 split-K 解码内核",
                "面向長上下文的 split-K 解碼內核",
            ),
            sources=("inbox/jay/2026-10-05-notes.md", "paper_cards/1201-2610-01234.md"),
            figures=(F("2.2", "×", "throughput"),),
            confidence="high",
        ),
        Work(
            "KVShard",
            "2610.02345",
            "new",
            "1.3",
            KV_GIST,
            sources=("inbox/spark/2026-10-05-llm-infra.md",),
            figures=(F("38", "%", "memory"),),
            confidence="medium-high",
        ),
        Work(
            "SpecRelay",
            "2610.03456",
            "new",
            "1.4",
            _g("relays draft tokens between replicas", "在副本之间接力草稿 token", "在副本之間接力草稿 token"),
            sources=("paper_cards/1203-2610-03456.md", "inbox/jay/2026-10-05-notes.md"),
            figures=(F("41", "ms", "TTFT"),),
            confidence="medium",
        ),
        Work(
            "TokenWeave",
            "2609.18842",
            "anchored",
            "1.1",
            TW_GIST,
            anchored_on=D(2026, 10, 1),
            sources=("inbox/jay/2026-10-05-notes.md",),
        ),
        Work(
            "vLLM v0.31.0 release",
            None,
            "adjacent",
            "1.1",
            _g("ships a split-K decode path", "发布 split-K 解码路径", "發佈 split-K 解碼路徑"),
            url="https://github.com/vllm-project/vllm/releases/tag/v0.31.0",
            sources=("inbox/tom/2026-10-05-radar.md",),
            confidence="medium",
        ),
    ],
    entries=[
        Entry(
            _g(
                "The throughput figure comes from the authors' own benchmark; hardware details need a PDF check.",
                "吞吐数字来自作者自测，硬件细节需 PDF 核验。",
                "吞吐數字來自作者自測，硬體細節需 PDF 核驗。",
            ),
            _g("own benchmark", "作者自测", "作者自測"),
            ("2610.01234",),
            "medium",
        ),
        _kvshard_release(),
    ],
    counts=[Count("new-arxiv", 3), Count("adjacent", 1)],
    sources=[
        "inbox/jay/2026-10-05-notes.md",
        "inbox/spark/2026-10-05-llm-infra.md",
        "inbox/tom/2026-10-05-radar.md",
        "paper_cards/1201-2610-01234.md",
        "paper_cards/1203-2610-03456.md",
    ],
)

B2 = Brief(
    stem="inbox/jay/2026-10-06-inference-brief",
    date=D(2026, 10, 6),
    instance="jay",
    window=(datetime(2026, 10, 5, 22, 20), datetime(2026, 10, 6, 22, 20)),
    baseline=D(2026, 10, 5),
    works=[
        Work(
            "PrefixFlow",
            "2610.04567",
            "new",
            "1.3",
            _g("prefix-aware KV reuse across requests", "跨请求的前缀感知 KV 复用", "跨請求的前綴感知 KV 復用"),
            sources=("inbox/jay/2026-10-06-notes.md", "paper_cards/1207-2610-04567.md"),
            figures=(F("27", "%", "TTFT"),),
            confidence="high",
        ),
        # FAULT new-but-anchored: the living document anchored it on 2026-09-28
        Work(
            "PagedKV-Lite",
            "2609.20117",
            "new",
            "1.3",
            LIVING.works[1].gist,
            sources=("inbox/spark/2026-10-06-llm-infra.md",),
            confidence="medium-high",
        ),
        # FAULT divergent-figures: tom wrote 2.2x
        Work(
            "FlashDecode-X",
            "2610.01234",
            "carried-over",
            "1.1",
            B1.works[0].gist,
            sources=("inbox/jay/2026-10-06-notes.md",),
            figures=(F("2.8", "×", "throughput"),),
            confidence="medium-high",
        ),
        Work(
            "KVShard",
            "2610.02345",
            "not-anchored",
            "1.3",
            KV_GIST,
            sources=("inbox/spark/2026-10-06-llm-infra.md",),
            confidence="medium",
        ),
        Work(
            "Dynamo KV-aware routing",
            None,
            "candidate",
            "1.2",
            _g(
                "a write-up on KV-aware request routing",
                "关于 KV 感知请求路由的实践文章",
                "關於 KV 感知請求路由的實踐文章",
            ),
            url="https://developer.nvidia.com/blog/dynamo-kv-aware-routing/",
            sources=("inbox/jay/2026-10-06-notes.md",),
            confidence="medium",
        ),
    ],
    entries=[
        _kvshard_release(),
        Entry(
            _g(
                "The FlashDecode-X throughput differs from the earlier brief; which setup is right is unclear.",
                "FlashDecode-X 的吞吐与前一棒不一致，哪种配置正确尚不清楚。",
                "FlashDecode-X 的吞吐與前一棒不一致，哪種配置正確尚不清楚。",
            ),
            _g("differs from the earlier brief", "与前一棒不一致", "與前一棒不一致"),
            ("2610.01234",),
            "medium",
        ),
    ],
    counts=[Count("new-arxiv", 2), Count("adjacent", 1)],
    sources=[
        "inbox/jay/2026-10-06-notes.md",
        "inbox/spark/2026-10-06-llm-infra.md",
        "paper_cards/1207-2610-04567.md",
        "work-queue.md",
    ],
    # FAULT section-name-drift
    section_names={"1.3": DRIFTED_13},
)

B3 = Brief(
    stem="inbox/spark/2026-10-07-inference-brief",
    date=D(2026, 10, 7),
    instance="spark",
    window=(datetime(2026, 10, 6, 22, 20), datetime(2026, 10, 7, 22, 20)),
    baseline=D(2026, 10, 6),
    works=[
        Work(
            "BatchPilot",
            "2610.05678",
            "new",
            "1.2",
            _g("an SLO-aware batch scheduler", "SLO 感知的批调度器", "SLO 感知的批調度器"),
            sources=("inbox/spark/2026-10-07-llm-infra.md", "paper_cards/1211-2610-05678.md"),
            figures=(F("1.6", "×", "throughput"), F("95", "ms", "TTFT")),
            confidence="medium-high",
        ),
        Work(
            "QuantServe",
            "2610.06789",
            "new",
            "1.1",
            _g("low-bit serving kernels", "低比特推理内核", "低比特推理內核"),
            sources=("inbox/stephen/2026-10-07-notes.md",),
            figures=(F("12", "%", "latency"),),
            confidence="medium",
        ),
        Work(
            "PrefixFlow",
            "2610.04567",
            "anchored",
            "1.3",
            B2.works[0].gist,
            anchored_on=D(2026, 10, 7),
            sources=("inbox/spark/2026-10-07-llm-infra.md",),
        ),
        Work(
            "TokenWeave",
            "2609.18842",
            "anchored",
            "1.1",
            TW_GIST,
            anchored_on=D(2026, 10, 1),
            sources=("inbox/stephen/2026-10-07-notes.md",),
        ),
        Work(
            "KVShard",
            "2610.02345",
            "not-anchored",
            "1.3",
            KV_GIST,
            sources=("inbox/spark/2026-10-07-llm-infra.md",),
            confidence="medium",
        ),
        Work(
            "SGLang HiCache",
            None,
            "adjacent",
            "1.3",
            HC_GIST,
            url=HICACHE_URL,
            sources=("inbox/jay/2026-10-07-notes.md",),
            confidence="medium",
        ),
    ],
    entries=[
        _kvshard_release(),
        Entry(
            _g(
                "PrefixFlow artifact check: the code is public, closed.",
                "PrefixFlow 代码已公开，核验结束。",
                "PrefixFlow 代碼已公開，核驗結束。",
            ),
            _g("artifact check", "代码已公开", "代碼已公開"),
            ("2610.04567",),
            "low",
            True,
        ),
    ],
    # FAULT count-mismatch: 3 declared, 2 listed
    counts=[Count("new-arxiv", 3), Count("adjacent", 1)],
    sources=[
        "inbox/spark/2026-10-07-llm-infra.md",
        "inbox/stephen/2026-10-07-notes.md",
        "inbox/jay/2026-10-07-notes.md",
        "paper_cards/1211-2610-05678.md",
    ],
)

B4 = Brief(
    stem="inbox/stephen/2026-10-08-inference-brief",
    date=D(2026, 10, 8),
    instance="stephen",
    window=(datetime(2026, 10, 7, 22, 20), datetime(2026, 10, 8, 22, 20)),
    baseline=D(2026, 10, 7),
    works=[
        Work(
            "MoEGate-Serve",
            "2610.07890",
            "new",
            "1.2",
            _g("expert-parallel gating for MoE serving", "面向 MoE 推理的专家并行门控", "面向 MoE 推理的專家並行門控"),
            sources=("inbox/stephen/2026-10-08-notes.md", "paper_cards/1215-2610-07890.md"),
            figures=(F("2.4", "×", "throughput"),),
            confidence="high",
        ),
        Work(
            "RingPrefill",
            "2610.08901",
            "new",
            "1.1",
            _g(
                "ring-attention prefill for very long prompts",
                "超长提示的环形注意力预填充",
                "超長提示的環形注意力預填充",
            ),
            sources=("inbox/jay/2026-10-08-notes.md",),
            figures=(F("220", "ms", "TTFT"),),
            confidence="medium-high",
        ),
        # FAULT new-but-anchored (by name): the living document anchored it on 2026-10-02
        Work(
            "SGLang HiCache",
            None,
            "new",
            "1.3",
            HC_GIST,
            url=HICACHE_URL,
            sources=("inbox/jay/2026-10-08-notes.md",),
            confidence="medium",
        ),
        # FAULT anchoring-conflict: everyone else says 2026-10-01
        Work(
            "TokenWeave",
            "2609.18842",
            "anchored",
            "1.1",
            TW_GIST,
            anchored_on=D(2026, 9, 30),
            sources=("inbox/stephen/2026-10-08-notes.md",),
        ),
        Work(
            "KVShard",
            "2610.02345",
            "not-anchored",
            "1.3",
            KV_GIST,
            sources=("inbox/spark/2026-10-08-llm-infra.md",),
            confidence="medium",
        ),
    ],
    entries=[
        _kvshard_release(),
        Entry(
            _g(
                "RingPrefill TTFT was measured on a single node only.",
                "RingPrefill 的 TTFT 仅在单节点测得。",
                "RingPrefill 的 TTFT 僅在單節點測得。",
            ),
            _g("single node", "单节点", "單節點"),
            ("2610.08901",),
            "low",
        ),
    ],
    counts=[Count("new-arxiv", 2), Count("new-items", 3)],
    sources=[
        "inbox/stephen/2026-10-08-notes.md",
        "inbox/jay/2026-10-08-notes.md",
        "inbox/spark/2026-10-08-llm-infra.md",
        "paper_cards/1215-2610-07890.md",
    ],
    # FAULT duplicate-in-list
    new_list=["2610.07890", "2610.08901", "2610.08901"],
)

BRIEFS = [B1, B2, B3, B4]

FAULTS = [
    Fault("new-but-anchored", "2609.20117"),
    Fault("new-but-anchored", "SGLang HiCache"),
    Fault("anchoring-conflict", "2609.18842"),
    Fault("count-mismatch", B3.stem),
    Fault("duplicate-in-list", "2610.08901"),
    Fault("divergent-figures", "2610.01234"),
    Fault("section-name-drift", "1.3"),
    Fault("repeated-to-verify", "2610.02345"),
]


def facts() -> Facts:
    return Facts(TOPIC, LIVING, BRIEFS, FAULTS)


def fact_count(f: Facts | None = None) -> dict[str, int]:
    """How many facts the model holds, by field (what the report quotes)."""
    f = f or facts()
    docs = f.documents()
    works = [w for d in docs for w in d.works]
    return {
        "documents": len(docs),
        "works": len(works),
        "figures": sum(len(w.figures) for w in works),
        "sources": sum(len(w.sources) for w in works) + sum(len(b.sources) for b in f.briefs),
        "entries": sum(len(b.entries) for b in f.briefs),
        "counts": sum(len(b.counts) for b in f.briefs),
        "faults": len(f.faults),
    }
