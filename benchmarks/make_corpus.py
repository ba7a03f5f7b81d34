"""Generate a synthetic corpus shaped like the pipeline's documents, for benchmarks and detector tests.

    python benchmarks/make_corpus.py --docs 1000 --seed 7 --out benchmarks/corpus-1000

The corpus has the folder layout kgraph reads (`inbox/<instance>/<date>-...md`,
`paper_cards/NNNN-YYMM-NNNNN.md`, `organized/knowledge/<topic>.md`) and the document kinds of
the real pipeline:

* daily briefs per topic in four layouts seen in the pipeline's history: intact pipe tables;
  tables whose pipes were lost (`2608.14376 |` alone on a line, the rest on the next line, the
  sources list glued into one line); numbered `增量 N：` / `矛盾/待核实 ①` headings with glued
  bullet runs; and plain Markdown headings;
* inbox notes by the analyst instances, paper cards, and one living document per topic;
* items that recur the way they do in real briefs: first NET-new, then carried over with the
  date they were anchored and their section; figures repeated and sometimes revised; register
  entries raised again and again, and sometimes resolved (已核实);
* every kind of fault the detectors look for, planted at realistic rates (and each at least once).

`<out>/.corpus.json` records the parameters, the planted faults (kind, item, file:line) and, per
brief, what a correct reader must find there (new ids, anchoring dates, counts); `--check K`
extracts K briefs with kgraph and compares. All text is template text written for this
generator; the same `--seed` and `--docs` give the same bytes.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path

END = dt.date(2026, 9, 30)  # the corpus ends around here (kgraph warns about dates in the future)
CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"
LETTERS = "ABCDEFGH"
FAULT_KINDS = (
    "new-but-anchored",
    "anchoring-conflict",
    "duplicate-in-list",
    "count-mismatch",
    "section-name-drift",
    "source-status-conflict",
    "malformed-card-name",
    "malformed-arxiv-id",
    "divergent-figures",
)
# what the manifest records: the planted kinds and the faults they make on their own (a figure
# revised after the item was anchored is also a stale anchor; a concern raised again and never
# resolved is a repeated to-verify entry)
RECORDED_KINDS = (*FAULT_KINDS, "stale-anchor", "repeated-to-verify")


@dataclass
class Topic:
    name: str
    author: str
    sections: dict[str, str]
    drift: dict[str, str]  # another name the same section number is sometimes given
    terms: list[str]


TOPICS = [
    Topic(
        "inference",
        "tom",
        {
            "1.1": "推理引擎",
            "1.2": "推理调度",
            "1.3": "KV Cache 管理",
            "1.5": "投机解码",
            "1.6": "推理经济学",
            "1.13": "推理引擎可复现性",
        },
        {
            "1.1": "框架格局",
            "1.2": "请求调度",
            "1.3": "分布式推理",
            "1.5": "Speculative Decoding",
            "1.6": "成本模型",
            "1.13": "确定性推理",
        },
        [
            "KV cache",
            "prefill",
            "decode",
            "AllReduce",
            "CUDA Graph",
            "draft model",
            "paged attention",
            "MoE 路由",
            "continuous batching",
            "NVLink",
            "HBM",
            "chunked prefill",
        ],
    ),
    Topic(
        "rag",
        "tom",
        {"1.1": "检索器", "1.2": "切块与索引", "1.3": "重排序", "1.4": "生成侧融合", "1.7": "评测与观测"},
        {"1.1": "Dense Retrieval", "1.2": "文档切分", "1.3": "Rerank 模型", "1.4": "上下文压缩", "1.7": "线上观测"},
        [
            "embedding",
            "chunk size",
            "reranker",
            "BM25",
            "hybrid search",
            "query rewrite",
            "向量索引",
            "citation",
            "context window",
            "HNSW",
        ],
    ),
    Topic(
        "evaluation",
        "tom",
        {"1.1": "基准设计", "1.2": "LLM-as-judge", "1.3": "污染检测", "1.5": "Agent 评测", "1.8": "可复现性审计"},
        {"1.1": "Benchmark 构造", "1.2": "裁判模型", "1.3": "数据泄漏", "1.5": "工具调用评测", "1.8": "复现审计"},
        [
            "judge model",
            "pass@k",
            "contamination",
            "rubric",
            "pairwise 偏好",
            "held-out split",
            "seed 方差",
            "tool trace",
            "leaderboard",
            "评分一致性",
        ],
    ),
    Topic(
        "multimodal",
        "flyp",
        {"1.1": "视觉编码器", "1.2": "视频理解", "1.3": "多模态推理", "1.4": "语音与音频", "1.6": "多模态部署"},
        {"1.1": "Vision Backbone", "1.2": "长视频", "1.3": "视觉推理", "1.4": "Speech LLM", "1.6": "端侧部署"},
        [
            "vision encoder",
            "patch token",
            "视频帧采样",
            "音频 codec",
            "OCR",
            "grounding",
            "token 压缩",
            "跨模态对齐",
            "image tiling",
        ],
    ),
]
NOTE_WRITERS = [  # instance, area, file slugs
    ("jay", "engineering", ["engineering-filter", "csdn-benchmark-notes", "blog-digest", "infra-reading"]),
    ("spark", "llm-infra", ["llm-infra-radar", "rerun-log", "kernel-watch"]),
    ("stephen", "ai-industry", ["industry-scan", "funding-notes"]),
    ("flyp", "risk", ["risk-scan", "vision-reading"]),
]

NAME_HEADS = (
    "KV Shard Spec Flash Pipe Token Prefill Route Chunk Quant Sparse Stream Lazy Tile Warp Fuse Page Radix Hydra "
    "Lumen Orbit Vector Echo Prism Delta Nimbus Atlas Cobalt Ember Helix Quill Relay Sieve Tandem Umbra Vortex "
    "Zephyr Mosaic Lattice Cascade Beacon Canopy Drift Fathom Glide Harbor Ion Jade Kite"
).split()
NAME_TAILS = (
    "Loom Bridge Weave Guard Pilot Share Mux Forge Lens Sched Cache Flow Gate Nest Swap Scope Mint Lift Pack Bench "
    "Judge Probe Sense Frame Stitch Tide Vault Wing Spark Trace Shift Hop Link Sync"
).split()
NAME_SUFFIXES = ["", "", "", "", "-2", "++", "-Lite", "X", "-Pro", "Net", "-R", "-Zero", "-Max", "-V"]

METRICS = [  # label before the number, unit, value range, formatting
    ("吞吐提升", "×", (1.2, 3.8), 2),
    ("端到端延迟降低", "×", (1.1, 2.6), 2),
    ("TTFT 降低", "%", (12, 58), 0),
    ("P99 延迟降低", "%", (9, 47), 0),
    ("显存占用降低", "%", (14, 62), 0),
    ("成本下降", "%", (11, 45), 0),
    ("accuracy 提升", "%", (2, 19), 1),
    ("接受长度提升", "%", (8, 40), 0),
    ("throughput", "tok/s", (800, 9800), 0),
    ("P99 TBT", "ms", (18, 95), 0),
]
PROBLEMS = [
    "{a} 与 {b} 串行执行，高并发下 {a} 约占单步时长的两到三成",
    "固定的 {a} 策略在突发流量下要么拖慢 {b}，要么拉长排队时间",
    "{a} 的容量随上下文线性增长，单卡放不下时只能降 batch",
    "现有方案把 {a} 当黑盒处理，{b} 侧的结构信息完全没有被利用",
    "long-context 请求下 {a} 的开销压过了 {b} 带来的收益",
    "多租户场景里 {a} 互相干扰，尾延迟不可控",
]
METHODS = [
    "按 {a} 粒度切分，计算 {b} 的同时异步预取下一段",
    "把 {a} 与 {b} 融合成单个 kernel，只占用少量 SM",
    "以队列长度和 {a} 为输入，每个调度周期在线重算 {b}",
    "为 {a} 建一层轻量索引，命中时直接复用 {b} 的中间结果",
    "用小模型先估计 {a} 的难度，再决定 {b} 的预算",
    "offline 统计 {a} 的分布，线上按分位数选择 {b} 配置",
]
CAVEATS = [
    "数字来自作者自评测，硬件与 baseline 细节需 PDF 核验",
    "只覆盖单机 8 卡，跨节点场景没有数据",
    "baseline 是否开启 prefix cache 未说明",
    "代码尚未放出，复现脚本只在 README 里有描述",
    "评测模型只有两档，MoE 架构下效果未知",
    "对比对象不是最新版本，差距可能被高估",
]
CONCERN_ASPECTS = [
    ("GitHub 开源状态需确认", "论文页仍无代码链接，若一直不开源则工程价值需降级"),
    ("baseline 配置需核实", "对比的 baseline 版本与默认参数未完整披露"),
    ("跨节点数字缺失需核实", "只报告了单机结果，跨节点是否成立没有证据"),
    ("评测硬件不一致需核实", "正文与附录给出的 GPU 型号不一致"),
    ("复现脚本待确认", "作者 README 承诺的脚本尚未放出"),
    ("数字只见作者 README", "论文正文只给平均值，分项细表只在 README 中"),
    ("与同期工作是否重复需核实", "两篇工作方法描述高度相似，是否同一团队未知"),
]
RESOLUTIONS = [
    "仓库已公开并附复现脚本",
    "作者邮件回复确认了 baseline 配置",
    "附录更新后硬件描述一致",
    "复现脚本已放出，本地复跑结果一致",
]
VENUES = ["cs.LG", "cs.DC", "cs.CL", "cs.CV", "cs.IR", "cs.AR"]
CONFIDENCE = ["高", "中高", "中", "中高", "高"]
SETUPS = [
    "Llama-3.3-70B，8×H100，输入 2K / 输出 256",
    "Qwen3-32B，4×H200，batch 64",
    "7B 与 70B 两档稠密模型",
    "MoE 235B，两机 16 卡，NVLink + IB",
    "单卡 A100 80GB，开源数据集三个",
    "内部线上流量回放，1% 采样",
]
DELIVERY = [
    "以 vLLM 补丁形式发布",
    "开源原型，附复现脚本",
    "只有论文，代码承诺九月放出",
    "官方博客 + 配置样例",
    "SGLang backend 已合入",
    "作者 README 给出细表",
]
MEANINGS = [
    "可以直接进生产配置",
    "更像学术解法，落地尚远",
    "与现有路线可叠加",
    "需要第二来源再锚入",
    "补上了活文档缺的一层",
]


# ---------------------------------------------------------------- the world the documents talk about


@dataclass(eq=False)
class Work:
    key: str
    arxiv: str | None
    name: str
    topic: str
    section: str
    url: str
    theme: str
    figures: list[tuple[str, float, str]]
    born: dt.date
    card: str | None = None  # card file stem, e.g. 1179-2609-00768
    card_missing: bool = False
    anchored: dt.date | None = None
    notes: list[tuple[str, str]] = field(default_factory=list)  # (note path, locator)
    evergreen: bool = False
    revised: bool = False
    first_figures: list[tuple[str, float, str]] = field(default_factory=list)  # as first reported


@dataclass(eq=False)
class Concern:
    title: str
    detail: str
    work: Work
    risk: str
    raised: dt.date
    times: int = 0
    raised_in: list[str] = field(default_factory=list)  # the briefs that list it, in order
    resolved_in: str | None = None


@dataclass
class Doc:
    path: str
    lines: list[str] = field(default_factory=list)

    def add(self, text: str = "") -> int:
        self.lines.append(text)
        return len(self.lines)

    @property
    def text(self) -> str:
        return "\n".join(self.lines) + "\n"


def md(day: dt.date) -> str:
    """`9-2`: how briefs write a date of the same year."""
    return f"{day.month}-{day.day}"


def short_or_full(day: dt.date, ref: dt.date) -> str:
    """Short dates for recent days (as the briefs write them), full dates for old ones."""
    return md(day) if (ref - day).days < 200 else day.isoformat()


def fmt(value: float, digits: int) -> str:
    if digits == 0:
        text = f"{int(round(value)):,}" if value >= 1000 else str(int(round(value)))
        return text
    return f"{value:.{digits}f}"


class World:
    def __init__(self, rng: random.Random, start: dt.date):
        self.rng = rng
        self.start = start
        self.names: set[str] = set()
        self.arxiv_used: set[str] = set()
        self.card_no = 1000 + rng.randrange(200)
        self.works: dict[str, list[Work]] = {t.name: [] for t in TOPICS}
        self.concerns: dict[str, list[Concern]] = {t.name: [] for t in TOPICS}
        self.faults: list[dict] = []
        self.expect: dict[str, dict] = {}  # briefs
        self.expect_other: dict[str, dict] = {}  # notes, cards, living documents
        self.docs: list[Doc] = []

    # -- naming
    def new_name(self) -> str:
        r = self.rng
        for _ in range(50):
            name = r.choice(NAME_HEADS) + r.choice(NAME_TAILS) + r.choice(NAME_SUFFIXES)
            if name.lower() not in self.names:
                self.names.add(name.lower())
                return name
        n = len(self.names)
        name = f"{r.choice(NAME_HEADS)}{r.choice(NAME_TAILS)}-{n}"
        self.names.add(name.lower())
        return name

    def new_arxiv(self, day: dt.date) -> str:
        yymm = f"{day.year % 100:02d}{day.month:02d}"
        while True:
            ident = f"{yymm}.{self.rng.randrange(10, 29999):05d}"
            if ident not in self.arxiv_used:
                self.arxiv_used.add(ident)
                return ident

    def new_work(self, topic: Topic, day: dt.date, paper: bool = True) -> Work:
        r = self.rng
        name = self.new_name()
        arxiv = self.new_arxiv(day) if paper else None
        if arxiv:
            url = f"https://arxiv.org/abs/{arxiv}"
        else:
            host = r.choice(
                ["blog.example-lab.ai", "github.com/open-infra", "www.lmsys.org/blog", "engineering.example.com"]
            )
            url = f"https://{host}/{day.isoformat()}-{name.lower().replace('+', 'p')}"
        a, b = r.sample(topic.terms, 2)
        figures = []
        for metric, unit, (lo, hi), digits in r.sample(METRICS, r.choice([1, 2, 2, 3])):
            figures.append((metric, round(r.uniform(lo, hi), digits), unit))
        work = Work(
            key=arxiv or name.lower(),
            arxiv=arxiv,
            name=name,
            topic=topic.name,
            section=r.choice(list(topic.sections)),
            url=url,
            theme=f"{a} × {b}",
            figures=figures,
            born=day,
            first_figures=list(figures),
        )
        self.works[topic.name].append(work)
        return work

    def fig(self, w: Work, i: int = 0) -> str:
        metric, value, unit = w.figures[i % len(w.figures)]
        digits = next(d for m, u, _, d in METRICS if m == metric)
        return f"{metric} {fmt(value, digits)}{unit}"

    def figs(self, w: Work) -> str:
        return "；".join(self.fig(w, i) for i in range(len(w.figures)))

    def sentence(self, bank: list[str], topic: Topic) -> str:
        a, b = self.rng.sample(topic.terms, 2)
        return self.rng.choice(bank).format(a=a, b=b)

    def fault(self, kind: str, work: Work | None, where: list[tuple[str, int]], note: str) -> None:
        self.faults.append(
            {
                "kind": kind,
                "item": (work.arxiv or work.key) if work else None,
                "name": work.name if work else None,
                "where": [f"{p}:{n}" for p, n in where],
                "note": note,
            }
        )


# ---------------------------------------------------------------- one brief's plan


@dataclass
class Plan:
    topic: Topic
    day: dt.date
    path: str
    layout: str
    main: list[Work]
    adjacent: list[Work]
    carried: list[Work]
    concerns: list[Concern]
    resolved: list[Concern]
    notes: list[str]  # paths of notes read
    other_notes: list[str]  # read, nothing for this topic
    prev_brief: str | None
    cards: list[Work]
    missing_cards: list[Work]
    faults: set[str] = field(default_factory=set)
    # per-plan fault details
    fake_new: Work | None = None
    duplicate: Work | None = None
    conflict: tuple[Work, dt.date | None] | None = None
    drift_section: str | None = None
    bad_card: Work | None = None
    bad_arxiv: Work | None = None
    revised: Work | None = None
    count_delta: int = 0
    conflict_card: Work | None = None
    extra_entries: int = 0

    @property
    def new_rows(self) -> list[Work]:
        rows = [w for w in self.main if w.arxiv]
        if self.fake_new:
            rows.append(self.fake_new)
        if self.duplicate:
            rows.append(self.duplicate)
        return rows


class Generator:
    def __init__(self, docs: int, seed: int):
        self.target = docs
        self.seed = seed
        self.rng = random.Random(seed)
        per_day = 12.5
        days = max(1, int((docs - len(TOPICS)) / per_day) + 1)
        self.start = END - dt.timedelta(days=days)
        self.w = World(self.rng, self.start)
        self.pending_faults = list(FAULT_KINDS)
        self.prev_brief: dict[str, str] = {}
        self.brief_count = 0
        self.all_concerns: list[Concern] = []

    def sentence(self, bank: list[str], topic: Topic) -> str:
        return self.w.sentence(bank, topic)

    # -- the run
    def run(self) -> World:
        w, r = self.w, self.rng
        topics = TOPICS if self.target >= 12 else TOPICS[: max(1, min(len(TOPICS), self.target // 3))]
        self.topics = topics
        for topic in topics:  # history before the corpus starts: what the living document already holds
            for i in range(10):
                day = self.start - dt.timedelta(days=r.randrange(5, 60))
                work = w.new_work(topic, day, paper=r.random() < 0.85)
                work.anchored = day + dt.timedelta(days=r.randrange(0, 3))
                work.evergreen = i < 3
        budget = self.target - len(topics)
        day = self.start
        while len(w.docs) < budget:
            for doc in self.one_day(day, topics):
                if len(w.docs) < budget:
                    w.docs.append(doc)
            day += dt.timedelta(days=1)
        self.last_day = day - dt.timedelta(days=1)
        present = {doc.path for doc in w.docs}  # the last day is cut at the budget
        w.expect = {p: e for p, e in w.expect.items() if p in present}
        w.expect_other = {p: e for p, e in w.expect_other.items() if p in present}
        w.faults = [f for f in w.faults if all(x.rsplit(":", 1)[0] in present for x in f["where"])]
        self.repeated_concerns(present)
        for topic in topics:
            w.docs.append(self.living(topic))
        return w

    def repeated_concerns(self, present: set[str]) -> None:
        """A to-verify entry raised in two briefs or more and never resolved is a fault too."""
        docs = {doc.path: doc for doc in self.w.docs}
        # one concern raised anew later with the same words is, in the text, the same concern
        same: dict[tuple[str, str], list[Concern]] = {}
        for c in self.all_concerns:
            same.setdefault((c.work.topic, c.title), []).append(c)
        for group in same.values():
            c = group[0]
            raised = sorted({p for x in group for p in x.raised_in if p in present})
            if len(raised) < 2 or any(x.resolved_in in present for x in group):
                continue
            where = [(p, n) for p in raised for n, text in enumerate(docs[p].lines, 1) if c.title in text][:1]
            note = f"raised in {len(raised)} briefs, never resolved"
            self.w.fault("repeated-to-verify", c.work, where + [(raised[-1], 1)] * (not where), note)
            self.w.faults[-1]["item"] = c.work.arxiv or c.work.name

    def one_day(self, day: dt.date, topics: list[Topic]) -> list[Doc]:
        w, r = self.w, self.rng
        docs: list[Doc] = []
        fresh: dict[str, list[Work]] = {}
        fresh_adj: dict[str, list[Work]] = {}
        for topic in topics:
            fresh[topic.name] = [
                w.new_work(topic, day, paper=r.random() < 0.8) for _ in range(r.choice([2, 3, 3, 4, 4, 5, 6]))
            ]
            fresh_adj[topic.name] = [
                w.new_work(topic, day, paper=r.random() < 0.7) for _ in range(r.choice([0, 1, 1, 2]))
            ]
        # inbox notes: each new item is first written up by an analyst instance
        writers = [nw for nw in NOTE_WRITERS if r.random() < 0.75] or [NOTE_WRITERS[0]]
        notes: list[tuple[Doc, list[Work], str, str]] = []
        for inst, area, slugs in writers:
            for k in range(1 if r.random() < 0.7 else 2):
                hhmm = f"{r.randrange(8, 23):02d}{r.choice(['05', '20', '35', '50'])}"
                name = (
                    f"{day.isoformat()}-{area}-e1prep.md"
                    if k == 0
                    else f"{day.isoformat()}T{hhmm}-{inst}-{r.choice(slugs)}.md"
                )
                notes.append((Doc(f"inbox/{inst}/{name}"), [], inst, area))
        everything = [x for t in topics for x in fresh[t.name] + fresh_adj[t.name]]
        for work in everything:
            for note in r.sample(notes, 1 if r.random() < 0.7 or len(notes) == 1 else 2):
                note[1].append(work)
        for doc, items, inst, area in notes:
            self.note(doc, items, inst, area, day)
            docs.append(doc)
        # paper cards
        for work in everything:
            if work.arxiv and r.random() < 0.4:
                w.card_no += 1
                work.card = f"{w.card_no}-{work.arxiv.replace('.', '-')}"
                if r.random() < 0.05:
                    work.card_missing = True  # listed by the briefs, but the file is empty / was never written
                else:
                    docs.append(self.card(work, day, r.choice(["spark", "jay", "tom"])))
        # one brief per topic
        for topic in topics:
            docs.append(self.brief(topic, day, fresh[topic.name], fresh_adj[topic.name], notes))
        # the nightly relay anchors the main increments (adjacent ones sometimes, later)
        for topic in topics:
            for work in fresh[topic.name]:
                work.anchored = day
            for work in w.works[topic.name]:
                if work.anchored is None and work.born < day and r.random() < 0.2:
                    work.anchored = day
        r.shuffle(docs)
        return docs

    # ---------------------------------------------------------------- inbox notes and cards

    def note(self, doc: Doc, items: list[Work], inst: str, area: str, day: dt.date) -> None:
        r, w = self.rng, self.w
        topic = next(t for t in TOPICS if t.name == (items[0].topic if items else "inference"))
        doc.add(f"# {area} · E1 预备笔记（{day.isoformat()}）")
        doc.add(f"实例: {inst} · 写于 {day.isoformat()} {r.randrange(8, 23):02d}:{r.randrange(60):02d} CST")
        doc.add(
            f"范围: {r.choice(['arXiv 当日列表', 'GitHub trending', '官方博客', '社区实测帖'])}、"
            f"{r.choice(['作者主页', 'release notes', '会议论文集', 'issue 讨论'])}（{area} 相关）"
        )
        doc.add("")
        doc.add("## 一、今日扫描说明")
        doc.add(f"- 有实质内容的条目 {len(items)} 条，其余转交对应主题")
        doc.add(f"- {self.sentence(PROBLEMS, topic)}")
        doc.add("")
        doc.add(f"## 二、{area} 条目")
        w.expect_other[doc.path] = {"kind": "inbox_note", "ids": [x.arxiv for x in items[:20] if x.arxiv]}
        for i, work in enumerate(items[:20]):
            t = next(t for t in TOPICS if t.name == work.topic)
            ref = f"arXiv:{work.arxiv}" if work.arxiv else "无 arXiv"
            doc.add(f"{CIRCLED[i]} {work.name}（{ref}）")
            work.notes.append((doc.path, f"§二 {CIRCLED[i]}"))
            doc.add(f"   - URL: {work.url}")
            doc.add(f"   - {self.sentence(METHODS, t)}")
            doc.add(f"   - 报告 {w.figs(work)}")
            if r.random() < 0.5:
                doc.add(f"   - {r.choice(CAVEATS)}")
            doc.add(f"   - 主分类建议 {work.topic}")
        doc.add("")
        doc.add("## 三、待跟进")
        missing = [x for x in items if x.card_missing]
        for work in missing:
            doc.add(f"- {work.name}（{work.arxiv}）卡片 {work.card} 今天写入失败，文件为空，明天重建")
        doc.add(f"- {self.sentence(PROBLEMS, topic)}，等作者回复")

    def card(self, work: Work, day: dt.date, inst: str) -> Doc:
        r, w = self.rng, self.w
        t = next(t for t in TOPICS if t.name == work.topic)
        doc = Doc(f"paper_cards/{work.card}.md")
        w.expect_other[doc.path] = {"kind": "paper_card", "ids": [work.arxiv]}
        doc.add(
            f"# {work.name}: {r.choice(['Efficient', 'Scalable', 'Adaptive', 'Robust'])} {r.choice(t.terms)} "
            f"{r.choice(['for LLM Serving', 'at Scale', 'without Retraining', 'in Practice'])}"
        )
        doc.add(f"卡号: {work.card.split('-')[0]}")
        doc.add(f"arXiv: {work.arxiv}")
        doc.add(f"URL: {work.url}")
        doc.add(f"主分类: {work.topic}")
        doc.add(f"副分类: {r.choice(['llm-infra', 'engineering', 'agent', 'systems'])}")
        doc.add(f"日期: {day.isoformat()}")
        doc.add(f"建卡实例: {inst}")
        doc.add("")
        doc.add("## 一句话")
        doc.add(self.sentence(METHODS, t) + "。")
        doc.add("")
        doc.add("## 要点")
        doc.add(f"- 问题: {self.sentence(PROBLEMS, t)}")
        doc.add(f"- 方法: {self.sentence(METHODS, t)}")
        for i in range(len(work.figures)):
            doc.add(
                f"- {w.fig(work, i)}（{r.choice(['Llama-3.3-70B，8×H100', 'Qwen3-32B，4×H200', '7B 稠密模型，单卡 A100'])}）"
            )
        doc.add("")
        doc.add("## 局限")
        doc.add(f"- {r.choice(CAVEATS)}")
        return doc

    # ---------------------------------------------------------------- briefs

    def brief(self, topic: Topic, day: dt.date, main: list[Work], adj: list[Work], notes: list) -> Doc:
        w, r = self.w, self.rng
        anchored = [x for x in w.works[topic.name] if x.anchored and x.anchored < day]
        recent = [x for x in anchored if (day - x.anchored).days <= 12 and not x.evergreen]
        carried = r.sample(recent, min(len(recent), r.randrange(5, 16)))
        evergreen = [x for x in anchored if x.evergreen]
        carried += [x for x in evergreen if r.random() < 0.45]
        carried = [x for x in carried if x.arxiv]
        carried.sort(key=lambda x: (x.anchored, x.key))
        older_adj = [x for x in w.works[topic.name] if x.anchored is None and x.born < day and x not in adj]
        adjacent = adj + r.sample(older_adj, min(len(older_adj), r.choice([0, 0, 1])))
        # register: open concerns come back, some are resolved, new ones are raised
        open_ = w.concerns[topic.name]
        again = [c for c in open_ if r.random() < 0.55][:4]
        resolved = [c for c in open_ if (day - c.raised).days >= 2 and r.random() < 0.12][:1]
        again = [c for c in again if c not in resolved]
        for c in resolved:
            open_.remove(c)
        new_concerns = []
        for work in r.sample(main + adjacent, min(len(main + adjacent), r.choice([1, 1, 2, 3]))):
            title, detail = r.choice(CONCERN_ASPECTS)
            new_concerns.append(
                Concern(f"{work.name} {title}", detail, work, r.choice(["high", "medium", "medium", "low"]), day)
            )
        open_.extend(new_concerns)
        if len(open_) > 12:
            del open_[: len(open_) - 12]
        read = [n[0].path for n in notes if any(x in n[1] for x in main + adjacent)]
        other = [n[0].path for n in notes if n[0].path not in read]
        cards = [x for x in main + adjacent if x.card]
        missing = [x for x in w.works[topic.name] if x.card_missing and 0 <= (day - x.born).days <= 3]
        self.brief_count += 1
        layout = self.layout_for(day)
        path = f"inbox/{topic.author}/{day.isoformat()}-{topic.name}-e1prep.md"
        plan = Plan(
            topic,
            day,
            path,
            layout,
            main,
            adjacent,
            carried,
            again + new_concerns,
            resolved,
            read,
            other,
            self.prev_brief.get(topic.name),
            cards,
            missing,
        )
        self.plant_faults(plan, anchored)
        for c in plan.concerns:
            c.times += 1
            c.raised_in.append(path)
        for c in resolved:
            c.resolved_in = path
        self.all_concerns.extend(new_concerns)
        doc = {
            "pipes": self.brief_pipes,
            "lost": self.brief_pipes,
            "numbered": self.brief_numbered,
            "markdown": self.brief_markdown,
        }[layout](plan)
        self.prev_brief[topic.name] = path
        return doc

    def layout_for(self, day: dt.date) -> str:
        """The pipeline changed layout over time; every era still has some of the others."""
        era = (day - self.start).days * 4 // max(1, (END - self.start).days + 1)
        main = ["lost", "pipes", "numbered", "markdown"][min(era, 3)]
        if self.rng.random() < 0.6:
            return main
        return self.rng.choice(["lost", "pipes", "numbered", "numbered", "markdown"])

    def plant_faults(self, plan: Plan, anchored: list[Work]) -> None:
        r = self.rng
        chance = {
            "new-but-anchored": 0.07,
            "anchoring-conflict": 0.08,
            "duplicate-in-list": 0.04,
            "count-mismatch": 0.06,
            "section-name-drift": 0.08,
            "source-status-conflict": 0.04,
            "malformed-card-name": 0.04,
            "malformed-arxiv-id": 0.04,
            "divergent-figures": 0.08,
        }
        wanted = {k for k, p in chance.items() if r.random() < p}
        if self.pending_faults:
            wanted.add(self.pending_faults[0])
        old = [
            x for x in anchored if x.arxiv and x.anchored and (plan.day - x.anchored).days >= 2 and x not in plan.main
        ]
        papers = [x for x in plan.main if x.arxiv]
        for kind in sorted(wanted):
            ok = False
            if kind == "new-but-anchored" and old:
                plan.fake_new = r.choice(old)
                ok = True
            elif kind == "anchoring-conflict" and plan.carried:
                work = r.choice(plan.carried)
                other = (
                    None if r.random() < 0.35 else work.anchored + dt.timedelta(days=r.choice([-6, -3, -2, 2, 4, 8]))
                )
                plan.conflict = (work, other)
                ok = True
            elif kind == "duplicate-in-list" and papers:
                plan.duplicate = r.choice(papers)
                ok = True
            elif kind == "count-mismatch" and papers:
                plan.count_delta = r.choice([1, 1, 2, -1]) if len(papers) > 1 else 1
                ok = True
            elif kind == "section-name-drift":
                sections = [x.section for x in plan.main if x.section in plan.topic.drift]
                if sections:
                    plan.drift_section = sections[0]
                    ok = True
            elif kind == "source-status-conflict":
                # not the work whose card name loses a digit: its source line would cite another name
                candidates = [x for x in plan.main if x.card and not x.card_missing and x is not plan.bad_card]
                if candidates:
                    plan.conflict_card = r.choice(candidates)
                    ok = True
            elif kind == "malformed-card-name":
                candidates = [x for x in plan.main + plan.adjacent if x.card and len(x.card.split("-")[0]) >= 4]
                if candidates:
                    plan.bad_card = r.choice(candidates)
                    ok = True
            elif kind == "malformed-arxiv-id":
                candidates = [x for x in plan.main if x.arxiv]
                if candidates:
                    plan.bad_arxiv = r.choice(candidates)
                    ok = True
            elif kind == "divergent-figures":
                candidates = [x for x in plan.carried if not x.revised]
                if candidates:
                    work = r.choice(candidates)
                    plan.revised = work
                    ok = True
            if ok:
                plan.faults.add(kind)
                if kind in self.pending_faults:
                    self.pending_faults.remove(kind)

    # -- pieces shared by the layouts
    def source_line(self, plan: Plan, work: Work) -> str:
        parts = [f"{p} {loc}" for p, loc in work.notes[:2]]
        if work.card:
            card = work.card
            if plan.bad_card is work:
                num, rest = card.split("-", 1)
                card = f"{num[:-1]}-{rest}"
            note = "（核心来源）" if plan.conflict_card is work else ""
            parts.append(f"paper_cards/{card}.md{note}")
        return " + ".join(parts) or work.url

    def carried_status(self, plan: Plan, work: Work, style: str) -> str:
        date = work.anchored
        if plan.conflict and plan.conflict[0] is work:
            if plan.conflict[1] is None:
                return "尚未锚入（" + self.rng.choice(["争议未决", "等待第二来源", "接力时漏写"]) + "）"
            date = plan.conflict[1]
        text = short_or_full(date, plan.day)
        return {"table": f"{text} 已锚入", "glued": f"{text}锚定"}.get(style, f"{text} 已锚入")

    def carried_theme(self, plan: Plan, work: Work) -> str:
        if plan.revised is work:
            metric, value, unit = work.figures[0]
            digits = next(d for m, u, _, d in METRICS if m == metric)
            new_value = round(value * self.rng.choice([0.8, 0.85, 1.15, 1.3]), digits)
            work.figures[0] = (metric, new_value, unit)
            work.revised = True
            return f"{work.theme} · {metric} {fmt(new_value, digits)}{unit}（v2 修订）"
        return f"{work.theme} · {self.w.fig(work)}"

    def record(self, plan: Plan, doc: Doc, where: dict[str, list[int]]) -> None:
        """What a correct reader finds in this brief; and the faults planted in it, with lines."""
        w = self.w
        new_ids = list(dict.fromkeys(x.arxiv for x in plan.new_rows))
        anchored = {}
        not_anchored = []
        for work in plan.carried:
            if plan.conflict and plan.conflict[0] is work:
                if plan.conflict[1] is None:
                    not_anchored.append(work.arxiv)
                    continue
                anchored[work.arxiv] = plan.conflict[1].isoformat()
            else:
                anchored[work.arxiv] = work.anchored.isoformat()
        w.expect[doc.path] = {
            "layout": plan.layout,
            "topic": plan.topic.name,
            "date": plan.day.isoformat(),
            "new": new_ids,
            "anchored": anchored,
            "not_anchored": not_anchored,
            "increments": [x.key for x in plan.main],
            "adjacent": [x.key for x in plan.adjacent],
            "register": len(plan.concerns) + len(plan.resolved) + plan.extra_entries,
            "resolved": len(plan.resolved),
        }

        def at(key: str) -> list[tuple[str, int]]:
            return [(doc.path, n) for n in where.get(key, [])]

        if plan.fake_new:
            x = plan.fake_new
            w.fault("new-but-anchored", x, at("fake_new"), f"listed as new on {plan.day}, anchored {x.anchored}")
        if plan.conflict:
            x, other = plan.conflict
            said = "not anchored" if other is None else f"anchored {other}"
            w.fault("anchoring-conflict", x, at("conflict"), f"{said}; anchored {x.anchored} by the relay")
        if plan.duplicate:
            w.fault("duplicate-in-list", plan.duplicate, at("duplicate"), "listed twice among the new rows")
        if plan.count_delta:
            w.fault(
                "count-mismatch",
                None,
                at("count"),
                f"declares {len(new_ids) + plan.count_delta} new arXiv ids, lists {len(new_ids)}",
            )
        if plan.drift_section:
            w.fault(
                "section-name-drift",
                None,
                at("drift"),
                f"§{plan.drift_section} called {plan.topic.drift[plan.drift_section]!r}, "
                f"elsewhere {plan.topic.sections[plan.drift_section]!r}",
            )
        if plan.conflict_card:
            w.fault(
                "source-status-conflict",
                plan.conflict_card,
                at("conflict_card"),
                f"paper_cards/{plan.conflict_card.card}.md is 核心来源 and 空文件/缺失 in the same brief",
            )
        for x in plan.main + plan.adjacent:
            # an item whose card is listed as empty/missing, its source line citing that card
            if x.card_missing and x in plan.missing_cards and x is not plan.bad_card:
                lines = [n for n, text in enumerate(doc.lines, 1) if f"{x.card}.md" in text]
                w.fault(
                    "source-status-conflict",
                    x,
                    [(doc.path, n) for n in lines],
                    f"paper_cards/{x.card}.md is cited for {x.name} and 空文件/缺失 in the same brief",
                )
        if plan.bad_card:
            w.fault(
                "malformed-card-name",
                plan.bad_card,
                at("bad_card"),
                f"card {plan.bad_card.card} written with a digit missing",
            )
        if plan.bad_arxiv:
            w.fault(
                "malformed-arxiv-id",
                plan.bad_arxiv,
                at("bad_arxiv"),
                f"{plan.bad_arxiv.arxiv} written with a digit missing",
            )
        if plan.revised:
            w.fault(
                "divergent-figures",
                plan.revised,
                at("revised"),
                "figure revised after the item was anchored; earlier documents carry the old value",
            )
            w.fault(
                "stale-anchor",
                plan.revised,
                at("revised"),
                "figure stated after anchoring differs from the anchored one",
            )

    def section_label(self, plan: Plan, work: Work) -> str:
        name = plan.topic.sections[work.section]
        if plan.drift_section == work.section and work is next(
            (x for x in plan.main if x.section == plan.drift_section), None
        ):
            name = plan.topic.drift[work.section]
        return f"§{work.section} {name}"

    def header_counts(self, plan: Plan, sep: str = "/") -> tuple[str, str, int]:
        new = list(dict.fromkeys(plan.new_rows))
        declared = len(new) + plan.count_delta
        new_text = f" {sep} ".join(f"{x.arxiv} {x.name}" for x in new)
        carried_text = f" {sep} ".join(f"{x.arxiv} {x.name}" for x in plan.carried[:12])
        return new_text, carried_text, declared

    # -- layout 1 and 2: pipe tables (intact or with lost pipes)
    def brief_pipes(self, plan: Plan) -> Doc:
        r, w = self.rng, self.w
        lost = plan.layout == "lost"
        t, day = plan.topic, plan.day
        doc = Doc(plan.path)
        where: dict[str, list[int]] = {}
        mark = where.setdefault
        prev = day - dt.timedelta(days=1)
        doc.add(f"{t.name} · E1 预消化简报{'(' if lost else '（'}{day.isoformat()}{')' if lost else '）'}")
        doc.add(
            f"执行: {t.author.capitalize()} · {t.name} 主题 E1 日间预消化轮 · 窗口:{prev.isoformat()} 22:20 → "
            f"{day.isoformat()} 22:20（约 24h）"
        )
        base = [x.name for x in plan.carried[-6:]]
        doc.add(f"基线活文档: organized/knowledge/{t.name}.md({prev.isoformat()} 版 · {'/'.join(base)})")
        doc.add(
            f"本棒性质: 只列窗口内新硬增量，不改写活文档；{r.choice(['供今晚接力决定是否锚入', '承接昨日棒之后只看近 24h'])}"
        )
        doc.add("状态" if lost else "状态摘要")
        doc.add(
            f"- 增量条数：{len(plan.main)} 条主增量 + {len(plan.adjacent)} 条邻接（{r.choice(['jay/spark 笔记为主要输入', '窗口内密度中等'])}）"
        )
        doc.add("- 核心新增：" + " ".join(f"{CIRCLED[i]} {x.name} {x.theme}" for i, x in enumerate(plan.main)))
        new_text, carried_text, declared = self.header_counts(plan)
        n = doc.add(f"- 涉及 arXiv 号：净增 {declared} 件（{new_text}）；沿用 {len(plan.carried)} 件（{carried_text}）")
        mark("count", []).append(n)
        if plan.fake_new:
            mark("fake_new", []).append(n)
        # the older layout lists its sources after the arXiv list, glued into one line
        numbers = "四一二三五六" if lost else "一二三四五六"
        if not lost:
            self.pipes_sources(plan, doc, where, numbers[0])
        doc.add(f"{numbers[1]}、最重要的 {len(plan.main)} 条增量" if lost else f"{numbers[1]}、增量条目")
        for i, x in enumerate(plan.main, 1):
            self.pipes_item(plan, doc, where, f"增量 {i}", x, main=True)
        for i, x in enumerate(plan.adjacent):
            self.pipes_item(plan, doc, where, f"邻接 {LETTERS[i % len(LETTERS)]}", x, main=False)
        # register
        doc.add(f"{numbers[2]}、值得警惕的矛盾或待核实说法")
        doc.add("| # | 矛盾/待核实项 | 涉及 | 风险等级 |")
        doc.add("|---|---|---|---|")
        risk_cell = {"high": "🔴 高", "medium": "🟡 中", "low": "🟢 低"}
        k = 0
        for c in plan.resolved:
            k += 1
            doc.add(
                f"| {k} | {c.title}：已核实，{day.isoformat()} {r.choice(RESOLUTIONS)}（已解决） | "
                f"{'arXiv:' + c.work.arxiv if c.work.arxiv else c.work.name} | {risk_cell['low']} |"
            )
        for c in plan.concerns:
            k += 1
            ref = f"arXiv:{c.work.arxiv}" if c.work.arxiv else c.work.name
            if plan.bad_arxiv is c.work:
                ref = f"arXiv:{c.work.arxiv[:-1]}"
            again = f"已连续 {c.times} 棒未能确认；" if c.times > 1 else ""
            n = doc.add(f"| {k} | {c.title} —— {again}{c.detail} | {ref} | {risk_cell[c.risk]} |")
            if plan.bad_arxiv is c.work:
                mark("bad_arxiv", []).append(n)
        if plan.bad_arxiv and not where.get("bad_arxiv"):
            k += 1
            n = doc.add(
                f"| {k} | {plan.bad_arxiv.name} 附录数字需核实 —— 只见作者 README | "
                f"arXiv:{plan.bad_arxiv.arxiv[:-1]} | 🟢 低 |"
            )
            mark("bad_arxiv", []).append(n)
            plan.extra_entries += 1
        # arXiv list
        doc.add(f"{numbers[3]}、可引用 arXiv 号列表")
        doc.add(f"🆕 本棒净增（{declared} 件）：")
        doc.add("| arXiv 号 | 论文 | 主题 | 建议节 | 状态 |")
        doc.add("|---|---|---|---|---|")
        for x in plan.new_rows:
            card = f"已建卡 {x.card.split('-')[0]}" if x.card else "paper_cards 未建"
            cells = [x.name, f"{x.theme} · {w.fig(x)}", f"§{x.section}", f"本棒净增 · {card}"]
            n = self.table_row(doc, lost, x.arxiv, cells)
            if x is plan.fake_new:
                mark("fake_new", []).append(n)
            if x is plan.duplicate:
                mark("duplicate", []).append(n)
        doc.add(f"🔄 沿用（{len(plan.carried)} 件，{md(day - dt.timedelta(days=1))} 版活文档已锚入）：")
        doc.add("| arXiv 号 | 论文 | 主题 | 归入活文档节 | 状态 |")
        doc.add("|---|---|---|---|---|")
        for x in plan.carried:
            status = self.carried_status(plan, x, "table")
            n = self.table_row(doc, lost, x.arxiv, [x.name, self.carried_theme(plan, x), f"§{x.section}", status])
            if plan.conflict and plan.conflict[0] is x:
                mark("conflict", []).append(n)
            if plan.revised is x:
                mark("revised", []).append(n)
        adj = [x for x in plan.adjacent if x.arxiv]
        if adj:
            doc.add(f"🔸 邻接预备（{len(adj)} 件）：")
            doc.add("| arXiv 号 | 论文 | 建议节 | 状态 |")
            doc.add("|---|---|---|---|")
            for x in adj:
                self.table_row(doc, lost, x.arxiv, [x.name, f"§{x.section}", "邻接预备"])
        if lost:
            self.pipes_sources(plan, doc, where, numbers[0])
        doc.add(f"{numbers[4]}、本棒无显著新增量的来源说明")
        for x in plan.carried[:6]:
            if x is not plan.revised and not (plan.conflict and plan.conflict[0] is x):
                doc.add(f"- {x.name}({x.arxiv}) —— {short_or_full(x.anchored, plan.day)} 版已锚入;本棒无新数据")
        for p in plan.other_notes[:4]:
            doc.add(
                f"- {p}：{r.choice(['非本主题主轴', '行业动态，无技术细节', '已在活文档覆盖'])}；无 {t.name} 直接新增"
            )
        doc.add(f"{numbers[5]}、建议今晚接力重点")
        doc.add(
            f"本轮为{r.choice(['中等密度', '低密度', '中等偏高密度'])}棒：{len(plan.main)} 条主增量"
            f"（{' / '.join(x.name for x in plan.main)}）。{self.sentence(PROBLEMS, t)}；{self.sentence(METHODS, t)}。"
        )
        for x in plan.main:
            doc.add(f"- §{x.section} 新增 {x.name}（{w.fig(x)}）")
        n = doc.add(
            f"{t.author.capitalize()} · {day.isoformat()} 22:20 CST · E1 日间预消化 · {t.name} · "
            f"{len(plan.main)} 条主增量 + {len(plan.adjacent)} 条邻接 · 净增 {declared} 件 · 沿用 {len(plan.carried)} 件"
        )
        mark("count", []).append(n)
        self.record(plan, doc, where)
        return doc

    def pipes_sources(self, plan: Plan, doc: Doc, where: dict, number: str) -> None:
        source_rows = self.source_rows(plan)
        if plan.layout == "lost":
            doc.add(f"{number}、检查过的来源清单")
            n = doc.add("".join(f"{p}→ {note}" for p, note in source_rows))
            if plan.conflict_card:
                where.setdefault("conflict_card", []).append(n)
            return
        doc.add(f"{number}、检查过的来源清单")
        doc.add(f"| 来源 | 关键内容 | {plan.topic.name} 相关度 |")
        doc.add("|---|---|---|")
        for p, note in source_rows:
            rel = "空文件/缺失" if "空文件" in note else ("高" if "核心" in note else "参考")
            n = doc.add(f"| {p} | {note} | {rel} |")
            if plan.conflict_card and plan.conflict_card.card in p:
                where.setdefault("conflict_card", []).append(n)

    def table_row(self, doc: Doc, lost: bool, ident: str, cells: list[str]) -> int:
        if lost:
            n = doc.add(f"{ident} |")
            doc.add(" | ".join(cells))
            return n
        return doc.add("| " + " | ".join([ident, *cells]) + " |")

    def source_rows(self, plan: Plan) -> list[tuple[str, str]]:
        r = self.rng
        rows = []
        for p in plan.notes:
            names = [x.name for x in plan.main + plan.adjacent if any(n == p for n, _ in x.notes)]
            rows.append((p, f"⭐⭐⭐⭐ 核心来源:{'+'.join(names)}"))
        if plan.prev_brief:
            rows.append((plan.prev_brief, "昨夜简报（基线）"))
        for p in plan.other_notes[:3]:
            rows.append((p, r.choice(["主轴不同；无直接新增", "参考，非本棒新增"])))
        for x in plan.cards:
            if not x.card_missing and x is not plan.conflict_card:
                rows.append((f"paper_cards/{x.card}.md", f"{x.name} · {x.topic} 主分类 · 已建卡"))
        for x in plan.missing_cards:
            rows.append((f"paper_cards/{x.card}.md", "空文件/缺失"))
        if plan.conflict_card:
            rows.append((f"paper_cards/{plan.conflict_card.card}.md", "空文件/缺失"))
        rows.append((f"organized/knowledge/{plan.topic.name}.md", "活文档基线"))
        return rows

    def pipes_item(self, plan: Plan, doc: Doc, where: dict, label: str, x: Work, main: bool) -> None:
        r, w, t = self.rng, self.w, plan.topic
        ref = f"（arXiv:{x.arxiv}）" if x.arxiv else f"（无 arXiv · {x.url.split('/')[2]}）"
        dot = r.choice(["🟢", "🟡", "🔴"]) if main else "🟡"
        stars = "★" * r.randrange(1, 4)
        n = doc.add(
            f"{label}【{self.section_label(plan, x)} · {plan.day.isoformat()}】{dot} {x.name}{ref}："
            f"{self.sentence(METHODS, t)} ★{stars}"
        )
        if plan.drift_section and self.section_label(plan, x).endswith(t.drift.get(x.section, "\0")):
            where.setdefault("drift", []).append(n)
        n = doc.add(f"来源: {self.source_line(plan, x)}")
        if plan.bad_card is x:
            where.setdefault("bad_card", []).append(n)
        if plan.conflict_card is x:
            where.setdefault("conflict_card", []).append(n)
        doc.add(f"URL: {x.url}")
        if x.arxiv:
            doc.add(f"arXiv: {x.arxiv}（{r.choice(VENUES)} · {x.born.isoformat()[:7]} · {x.theme}）")
        doc.add("要点:")
        points = [
            f"痛点: {self.sentence(PROBLEMS, t)}",
            f"做法: {self.sentence(METHODS, t)}",
            f"数字: {w.figs(x)}",
            f"评测: {r.choice(SETUPS)}",
            f"交付: {r.choice(DELIVERY)}",
        ]
        if main:
            points.append(f"工程意义: {self.sentence(PROBLEMS, t)}；{x.name} {r.choice(MEANINGS)}")
        if r.random() < 0.5:
            doc.add(" ".join(f"- {p}" for p in points))  # a glued bullet run
        else:
            for p in points:
                doc.add(f"- {p}")
        if main:
            doc.add(f"警示: - {r.choice(CAVEATS)} - {r.choice(CAVEATS)}")
            doc.add(f"可信度: {r.choice(CONFIDENCE)}（{r.choice(['论文自评测', '有开源原型', '官方博客'])}）")
            others = [y for y in plan.carried if y.section == x.section][:2]
            rel = "、".join(y.name for y in others) or "暂无同类锚点"
            doc.add(
                f"与活文档现有脉络的关系: - §{x.section} 现有 {rel}；{x.name} {r.choice(['补上另一条路线', '与之正交', '可叠加使用'])} "
                f"- {self.sentence(PROBLEMS, t)}，{x.name} 给出的是{r.choice(['调度层', 'kernel 层', '系统层', '数据层'])}解法"
            )
        n = doc.add(
            f"建议归入节: {self.section_label(plan, x)}（{r.choice(['新开子轴', '补脚注', '邻接预备，待第二来源'])}）"
        )
        if plan.drift_section and self.section_label(plan, x).endswith(t.drift.get(x.section, "\0")):
            where.setdefault("drift", []).append(n)

    # -- layout 3: numbered headings, glued bullet runs
    def brief_numbered(self, plan: Plan) -> Doc:
        r, w = self.rng, self.w
        t, day = plan.topic, plan.day
        doc = Doc(plan.path)
        where: dict[str, list[int]] = {}
        mark = where.setdefault
        prev = day - dt.timedelta(days=1)
        doc.add(f"{t.name} · E1 预消化简报（{day.isoformat()}）")
        doc.add("状态摘要")
        doc.add(f"- 增量条数：{len(plan.main)} 条主增量（{prev.isoformat()} 22:00 ~ {day.isoformat()} 22:00 滑动窗口）")
        doc.add("- 核心新增：" + " ".join(f"{CIRCLED[i]} {x.name} {x.theme}" for i, x in enumerate(plan.main)))
        new_text, carried_text, declared = self.header_counts(plan)
        n = doc.add(
            f"- 涉及 arXiv 号：本次新增 {declared} 个（{new_text}）；续用锚定约 {len(plan.carried)} 个（{carried_text} 等）"
        )
        mark("count", []).append(n)
        if plan.fake_new:
            mark("fake_new", []).append(n)
        doc.add("一、检查过的来源清单")
        doc.add(f"| 来源目录 | 关键文件 | {t.name} 相关度 |")
        doc.add("|---|---|---|")
        for p, note in self.source_rows(plan):
            folder, _, file = p.rpartition("/")
            if p.startswith("organized/"):
                folder, file = "organized/knowledge", f"{t.name}.md"
            rel = (
                "空文件/缺失"
                if "空文件" in note
                else ("高" if "核心" in note else ("基线" if "基线" in note else "参考"))
            )
            n = doc.add(f"| {folder} | {file}（{note}） | {rel} |")
            if plan.conflict_card and plan.conflict_card.card in file:
                mark("conflict_card", []).append(n)
        doc.add("二、增量条目")
        for i, x in enumerate(plan.main, 1):
            self.numbered_item(plan, doc, where, f"增量 {i}", x, main=True)
        for i, x in enumerate(plan.adjacent):
            self.numbered_item(plan, doc, where, f"邻接 {LETTERS[i % len(LETTERS)]}", x, main=False)
        doc.add("三、值得警惕的矛盾或待核实说法")
        risk_word = {"high": "高风险", "medium": "中等风险", "low": "低风险"}
        k = 0
        for c in plan.resolved:
            doc.add(f"矛盾/待核实 {CIRCLED[k]}：{c.title}：已核实，{day.isoformat()} {r.choice(RESOLUTIONS)}（已解决）")
            doc.add(f"{c.times} 棒前提出的这一项今天有了答案，本项关闭。")
            k += 1
        for c in plan.concerns:
            ref = f"（arXiv:{c.work.arxiv}）" if c.work.arxiv else ""
            if plan.bad_arxiv is c.work:
                ref = f"（arXiv:{c.work.arxiv[:-1]}）"
            n = doc.add(f"矛盾/待核实 {CIRCLED[k % 20]}：{c.title}{ref} —— {c.detail}（{risk_word[c.risk]}）")
            if plan.bad_arxiv is c.work:
                mark("bad_arxiv", []).append(n)
            doc.add(
                f"{'自 ' + md(c.raised) + ' 起每棒都列出此项，' if c.times > 1 else ''}{self.sentence(PROBLEMS, t)}。"
            )
            doc.add(f"建议：入库时保留\u201c{c.title}\u201d标注，不删除。")
            k += 1
        if plan.bad_arxiv and not where.get("bad_arxiv"):
            n = doc.add(
                f"矛盾/待核实 {CIRCLED[k % 20]}：{plan.bad_arxiv.name}（arXiv:{plan.bad_arxiv.arxiv[:-1]}）分项细表只见 README（低风险）"
            )
            mark("bad_arxiv", []).append(n)
            plan.extra_entries += 1
        doc.add("四、可引用 arXiv 号列表")
        doc.add(f"| arXiv 号 | 标题 | 可信度 | 与 {t.name}.md 关系 |")
        doc.add("|---|---|---|---|")
        for x in plan.new_rows:
            n = doc.add(
                f"| {x.arxiv} | {x.name}: {x.theme} | {r.choice(CONFIDENCE)} | 本次新增 → 建议归入 §{x.section} "
                f"{t.sections[x.section]} |"
            )
            if x is plan.fake_new:
                mark("fake_new", []).append(n)
            if x is plan.duplicate:
                mark("duplicate", []).append(n)
        for x in plan.carried:
            status = self.carried_status(plan, x, "glued")
            theme = self.carried_theme(plan, x)
            n = doc.add(
                f"| {x.arxiv} | {x.name}: {theme} | {r.choice(CONFIDENCE)} | {status}；建议归入 §{x.section} "
                f"{t.sections[x.section]} |"
            )
            if plan.conflict and plan.conflict[0] is x:
                mark("conflict", []).append(n)
            if plan.revised is x:
                mark("revised", []).append(n)
        doc.add("五、本次无显著新增量的来源说明")
        doc.add("以下来源已检查，但无本主题净增量：")
        for p in plan.other_notes[:4]:
            doc.add(f"- {p}：{self.sentence(PROBLEMS, t)}，非 {t.name} 核心")
        doc.add("六、建议今晚 E2 活文档更新优先级")
        doc.add("| 优先级 | 内容 | 动作 |")
        doc.add("|---|---|---|")
        for x in plan.main:
            doc.add(f"| {r.choice(['🔴 最高', '🟡 中', '🟢 低'])} | {x.name}（{w.fig(x)}） | 写入 §{x.section} |")
        new_ids = " / ".join(x.arxiv for x in plan.new_rows)
        n = doc.add(
            f"本报告由 {t.author.capitalize()} 实例自动生成 · {day.isoformat()} 22:20 CST 增量条目：{len(plan.main)} 条"
            f"（{' / '.join(x.name for x in plan.main)}） 涉及 arXiv 号：{declared} 个（本次新增：{new_ids}）"
        )
        mark("count", []).append(n)
        self.record(plan, doc, where)
        return doc

    def numbered_item(self, plan: Plan, doc: Doc, where: dict, label: str, x: Work, main: bool) -> None:
        r, w, t = self.rng, self.w, plan.topic
        ref = f"arXiv {x.arxiv}，" if x.arxiv else ""
        n = doc.add(f"{label}：{x.name} — {self.sentence(METHODS, t)}（{ref}{'⭐' * r.randrange(2, 6)}）")
        n = doc.add(f"来源：{self.source_line(plan, x)}")
        if plan.bad_card is x:
            where.setdefault("bad_card", []).append(n)
        if plan.conflict_card is x:
            where.setdefault("conflict_card", []).append(n)
        doc.add(f"URL：{x.url}")
        points = [
            f"核心技术：{self.sentence(METHODS, t)}",
            f"效果：{w.figs(x)}",
            f"评测：{r.choice(SETUPS)}",
            f"工程意义：{self.sentence(PROBLEMS, t)}；{r.choice(MEANINGS)}",
            f"交付：{r.choice(DELIVERY)}",
        ]
        if r.random() < 0.5:
            doc.add("要点： " + " ".join(f"- {p}" for p in points))
        else:
            doc.add("要点：")
            for p in points:
                doc.add(f"- {p}")
        doc.add(f"可信度：{r.choice(CONFIDENCE)}（{r.choice(CAVEATS)}）")
        others = [y.name for y in plan.carried if y.section == x.section][:3]
        doc.add(
            f"与活文档 {t.name}.md 现有脉络的关系：{t.name}.md §{x.section} 已有 {'、'.join(others) or '同类条目'}；本条"
            f"{r.choice(['补充新路径', '与之互补', '丰富该子轴'])}，{self.sentence(PROBLEMS, t)}"
        )
        n = doc.add(f"建议归入章节：{self.section_label(plan, x)}（{x.name} 案例）")
        if plan.drift_section and self.section_label(plan, x).endswith(t.drift.get(x.section, "\0")):
            where.setdefault("drift", []).append(n)

    # -- layout 4: Markdown headings
    def brief_markdown(self, plan: Plan) -> Doc:
        r = self.rng
        t, day = plan.topic, plan.day
        doc = Doc(plan.path)
        where: dict[str, list[int]] = {}
        mark = where.setdefault
        prev = day - dt.timedelta(days=1)
        doc.add(f"# {t.name} · E1 预消化简报（{day.isoformat()}）")
        doc.add("")
        doc.add(f"- Author / 执行: {t.author.capitalize()}")
        doc.add(f"- Window / 窗口: {prev.isoformat()} 22:20 → {day.isoformat()} 22:20")
        doc.add(
            f"- 基线活文档: organized/knowledge/{t.name}.md({prev.isoformat()} 版 · "
            f"{'/'.join(x.name for x in plan.carried[-5:])})"
        )
        doc.add("- Scope / 本棒性质: NET-new only; the living document is not rewritten here")
        doc.add("")
        doc.add("## Summary / 状态摘要")
        doc.add("")
        doc.add(f"- 增量条数：{len(plan.main)} 条主增量 + {len(plan.adjacent)} 条邻接")
        new_text, carried_text, declared = self.header_counts(plan)
        n = doc.add(f"- 涉及 arXiv 号：净增 {declared} 件（{new_text}）；沿用 {len(plan.carried)} 件（{carried_text}）")
        mark("count", []).append(n)
        if plan.fake_new:
            mark("fake_new", []).append(n)
        doc.add("")
        doc.add("## Sources checked / 检查过的来源")
        doc.add("")
        for p, note in self.source_rows(plan):
            tag = "empty / 空文件/缺失" if "空文件" in note else ("relevant" if "核心" in note else "reference")
            n = doc.add(f"- `{p}` — {note} ({tag})")
            if plan.conflict_card and plan.conflict_card.card in p:
                mark("conflict_card", []).append(n)
        doc.add("")
        doc.add("## Increments / 增量")
        for i, x in enumerate(plan.main, 1):
            self.markdown_item(plan, doc, where, f"NET-new {i}", x)
        for i, x in enumerate(plan.adjacent):
            self.markdown_item(
                plan, doc, where, f"Adjacent {LETTERS[i % len(LETTERS)]} / 邻接 {LETTERS[i % len(LETTERS)]}", x
            )
        doc.add("")
        doc.add("## Contradictions & to-verify / 值得警惕的矛盾或待核实说法")
        doc.add("")
        risk_word = {"high": "高风险", "medium": "中等风险", "low": "低风险"}
        for c in plan.resolved:
            doc.add(f"- {c.title}：已核实，{day.isoformat()} {r.choice(RESOLUTIONS)}（已解决）")
        for c in plan.concerns:
            ref = f" (arXiv:{c.work.arxiv})" if c.work.arxiv else ""
            if plan.bad_arxiv is c.work:
                ref = f" (arXiv:{c.work.arxiv[:-1]})"
            n = doc.add(f"- {c.title}{ref}：{c.detail}（{risk_word[c.risk]}）")
            if plan.bad_arxiv is c.work:
                mark("bad_arxiv", []).append(n)
        if plan.bad_arxiv and not where.get("bad_arxiv"):
            n = doc.add(f"- {plan.bad_arxiv.name} (arXiv:{plan.bad_arxiv.arxiv[:-1]}) 分项细表只见 README（低风险）")
            mark("bad_arxiv", []).append(n)
            plan.extra_entries += 1
        doc.add("")
        doc.add("## arXiv list / 可引用 arXiv 号列表")
        doc.add("")
        doc.add(f"NET-new / 本棒净增（{declared} 件）:")
        doc.add("")
        for x in plan.new_rows:
            n = doc.add(f"- {x.arxiv} — {x.name} · {x.theme} · §{x.section} · 本棒净增")
            if x is plan.fake_new:
                mark("fake_new", []).append(n)
            if x is plan.duplicate:
                mark("duplicate", []).append(n)
        doc.add("")
        doc.add(f"Carried-over / 沿用（{len(plan.carried)} 件）:")
        doc.add("")
        for x in plan.carried:
            status = self.carried_status(plan, x, "table")
            n = doc.add(f"- {x.arxiv} — {x.name} · {self.carried_theme(plan, x)} · {status} · §{x.section}")
            if plan.conflict and plan.conflict[0] is x:
                mark("conflict", []).append(n)
            if plan.revised is x:
                mark("revised", []).append(n)
        doc.add("")
        doc.add("## Closing / 收尾")
        doc.add("")
        doc.add(
            "Priority for tonight's relay / 今晚接力建议: "
            + "；".join(f"§{x.section} 写入 {x.name}" for x in plan.main)
        )
        doc.add("")
        n = doc.add(
            f"{t.author.capitalize()} · {day.isoformat()} 22:20 CST · E1 预消化 · {t.name} · {len(plan.main)} 条主增量 + "
            f"{len(plan.adjacent)} 条邻接 · 净增 {declared} 件 · 沿用 {len(plan.carried)} 件"
        )
        mark("count", []).append(n)
        self.record(plan, doc, where)
        return doc

    def markdown_item(self, plan: Plan, doc: Doc, where: dict, label: str, x: Work) -> None:
        r, w, t = self.rng, self.w, plan.topic
        doc.add("")
        doc.add(f"### {label}: {x.name} — {self.sentence(METHODS, t)}")
        doc.add("")
        if x.arxiv:
            doc.add(f"- **arXiv**: {x.arxiv}")
        doc.add(f"- **URL**: {x.url}")
        n = doc.add(f"- **Source / 来源**: {self.source_line(plan, x)}")
        if plan.bad_card is x:
            where.setdefault("bad_card", []).append(n)
        if plan.conflict_card is x:
            where.setdefault("conflict_card", []).append(n)
        doc.add("- **Key points / 要点**:")
        doc.add(f"  - {self.sentence(PROBLEMS, t)}")
        doc.add(f"  - {w.figs(x)}")
        doc.add(f"- **Confidence / 可信度**: {r.choice(CONFIDENCE)}（{r.choice(CAVEATS)}）")
        n = doc.add(f"- **Suggested section / 建议归入节**: {self.section_label(plan, x)}")
        if plan.drift_section and self.section_label(plan, x).endswith(t.drift.get(x.section, "\0")):
            where.setdefault("drift", []).append(n)

    # ---------------------------------------------------------------- the living document

    def living(self, topic: Topic) -> Doc:
        r, w = self.rng, self.w
        day = self.last_day
        doc = Doc(f"organized/knowledge/{topic.name}.md")
        anchored: dict[str, str] = {}
        w.expect_other[doc.path] = {"kind": "living", "anchored": anchored}
        doc.add(f"# {topic.name} 活文档")
        doc.add(f"版本: {day.isoformat()}")
        doc.add(
            f"维护: 夜间接力（relay）· 上一版 {(day - dt.timedelta(days=1)).isoformat()} · 每条末尾为该条首次写入本文档的日期"
        )
        for number in sorted(topic.sections, key=lambda s: [int(p) for p in s.split(".")]):
            doc.add("")
            doc.add(f"## §{number} {topic.sections[number]}")
            entries = [x for x in w.works[topic.name] if x.section == number and x.anchored and x.anchored <= day]
            for x in sorted(entries, key=lambda x: x.anchored):
                ref = f"(arXiv:{x.arxiv})" if x.arxiv else f"（无 arXiv，{x.url}）"
                # the living document keeps the figures as first anchored: a revised one is stale here
                first = Work(**{**x.__dict__, "figures": x.first_figures})
                doc.add(f"- {x.name} {ref}：{x.theme}，{w.figs(first)} · {short_or_full(x.anchored, day)} 锚入")
                if x.arxiv:
                    anchored[x.arxiv] = x.anchored.isoformat()
                if r.random() < 0.08:
                    doc.add(f"  - {r.choice(CAVEATS)}")
        return doc


# ---------------------------------------------------------------- writing and checking


def generate(docs: int, seed: int, out: Path) -> dict:
    """Write the corpus into `out` (replacing it) and return its manifest."""
    if docs < 5:
        raise SystemExit("--docs must be at least 5")
    gen = Generator(docs, seed)
    world = gen.run()
    if out.exists():
        shutil.rmtree(out)
    total = 0
    for doc in world.docs:
        path = out / doc.path
        path.parent.mkdir(parents=True, exist_ok=True)
        data = doc.text.encode("utf-8")
        path.write_bytes(data)
        total += len(data)
    kinds = {"brief": 0, "inbox_note": 0, "paper_card": 0, "living": 0}
    for doc in world.docs:
        if doc.path in world.expect:
            kinds["brief"] += 1
        elif doc.path.startswith("paper_cards/"):
            kinds["paper_card"] += 1
        elif doc.path.startswith("organized/"):
            kinds["living"] += 1
        else:
            kinds["inbox_note"] += 1
    fault_counts: dict[str, int] = {}
    for f in world.faults:
        fault_counts[f["kind"]] = fault_counts.get(f["kind"], 0) + 1
    manifest = {
        "generator": "benchmarks/make_corpus.py",
        "docs": len(world.docs),
        "seed": seed,
        "bytes": total,
        "first_day": gen.start.isoformat(),
        "last_day": gen.last_day.isoformat(),
        "documents_by_kind": kinds,
        "fault_counts": fault_counts,
        "faults": world.faults,
        "briefs": world.expect,
        "documents": world.expect_other,
        "popular": popular(world),
    }
    (out / ".corpus.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    return manifest


def popular(world: World) -> dict[str, str]:
    """Ids the benchmark asks `why` about: the most-carried paper and an ordinary one."""
    works = [x for t in world.works.values() for x in t if x.arxiv]
    evergreen = [x for x in works if x.evergreen]
    ordinary = [x for x in works if not x.evergreen and x.anchored]
    return {
        "most_mentioned": evergreen[0].arxiv if evergreen else works[0].arxiv,
        "typical": ordinary[len(ordinary) // 2].arxiv if ordinary else works[-1].arxiv,
    }


def check(out: Path, manifest: dict, count: int, seed: int = 0) -> list[str]:
    """Extract `count` briefs (at least one per layout), a quarter as many notes and cards, and
    the living documents, and compare with what was generated; the differences, one a line."""
    from kgraph.extract import extract

    rng = random.Random(seed)
    briefs = manifest["briefs"]
    by_layout: dict[str, list[str]] = {}
    for path, exp in briefs.items():
        by_layout.setdefault(exp["layout"], []).append(path)
    chosen = [rng.choice(sorted(paths)) for _, paths in sorted(by_layout.items())]
    rest = sorted(set(briefs) - set(chosen))
    chosen += rng.sample(rest, max(0, min(len(rest), count - len(chosen))))
    problems = []
    for path in chosen:
        exp = briefs[path]
        doc = extract((out / path).read_bytes(), path)
        rows = [m for m in doc.mentions if m.role == "arxiv-list"]
        got_new = list(dict.fromkeys(m.key for m in rows if m.status == "new"))
        got_anchored = {m.key: m.status_date.isoformat() for m in rows if m.status == "anchored" and m.status_date}
        got_not = [m.key for m in rows if m.status == "not-anchored"]
        items = [m.key for m in doc.mentions if m.role == "increment"]
        adjacent = [m.key for m in doc.mentions if m.role == "adjacent"]
        where = f"{path} ({exp['layout']})"
        if doc.kind != "brief" or doc.date is None or doc.date.isoformat() != exp["date"]:
            problems.append(f"{where}: kind {doc.kind}, date {doc.date}")
        if sorted(got_new) != sorted(exp["new"]):
            problems.append(f"{where}: new {sorted(got_new)} != {sorted(exp['new'])}")
        if got_anchored != exp["anchored"]:
            problems.append(f"{where}: anchored {got_anchored} != {exp['anchored']}")
        if sorted(got_not) != sorted(exp["not_anchored"]):
            problems.append(f"{where}: not anchored {got_not} != {exp['not_anchored']}")
        if items != exp["increments"]:
            problems.append(f"{where}: increments {items} != {exp['increments']}")
        if adjacent != exp["adjacent"]:
            problems.append(f"{where}: adjacent {adjacent} != {exp['adjacent']}")
        if len(doc.entries) != exp["register"] or sum(e.resolved for e in doc.entries) != exp["resolved"]:
            problems.append(
                f"{where}: register {len(doc.entries)} ({sum(e.resolved for e in doc.entries)} resolved) "
                f"!= {exp['register']} ({exp['resolved']})"
            )
        if doc.warnings:
            problems.append(f"{where}: warnings {doc.warnings}")
    return problems + check_others(out, manifest.get("documents", {}), max(1, count // 4), rng)


def check_others(out: Path, expected: dict, count: int, rng: random.Random) -> list[str]:
    from kgraph.extract import extract

    def of(kind: str) -> list[str]:
        return sorted(p for p, e in expected.items() if e["kind"] == kind)

    notes, cards = of("inbox_note"), of("paper_card")
    chosen = rng.sample(notes, min(len(notes), count)) + rng.sample(cards, min(len(cards), count)) + of("living")
    problems = []
    for path in chosen:
        exp = expected[path]
        doc = extract((out / path).read_bytes(), path)
        if doc.kind != exp["kind"] or doc.warnings:
            problems.append(f"{path}: kind {doc.kind}, warnings {doc.warnings}")
        if exp["kind"] == "living":
            got = {m.arxiv_id: m.status_date.isoformat() for m in doc.mentions if m.role == "living" and m.arxiv_id}
            if got != exp["anchored"]:
                problems.append(f"{path}: anchored {len(got)} items, {len(exp['anchored'])} expected")
        else:
            ids = list(dict.fromkeys(m.arxiv_id for m in doc.mentions if m.role in ("note", "card") and m.arxiv_id))
            if ids != exp["ids"]:
                problems.append(f"{path}: items {ids} != {exp['ids']}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--docs", type=int, default=1000, help="number of documents (default 1000)")
    parser.add_argument("--seed", type=int, default=7, help="random seed (default 7)")
    parser.add_argument("--out", type=Path, help="output folder (default benchmarks/corpus-N)")
    parser.add_argument("--check", type=int, default=0, metavar="K", help="extract K briefs and compare")
    args = parser.parse_args(argv)
    out = args.out or Path(__file__).parent / f"corpus-{args.docs}"
    manifest = generate(args.docs, args.seed, out)
    kinds = ", ".join(f"{v} {k}" for k, v in manifest["documents_by_kind"].items())
    print(
        f"{manifest['docs']} documents ({kinds}), {manifest['bytes'] / 1e6:.1f} MB, "
        f"{manifest['first_day']} .. {manifest['last_day']} -> {out}"
    )
    print("planted faults: " + ", ".join(f"{k} {v}" for k, v in sorted(manifest["fault_counts"].items())))
    if args.check:
        problems = check(out, manifest, args.check, args.seed)
        for p in problems:
            print("check:", p)
        print(
            f"check: {args.check} briefs and {max(1, args.check // 4)} notes and cards extracted, "
            f"{len(problems)} differences"
        )
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
