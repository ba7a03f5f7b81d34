"""Facts model for the eleventh held-out layout zoo (topic: retrieval).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (ibis, yarrow, pike) and March 2027 dates. Everything the layouts in
layouts.py write and everything the key states comes from here.

Planted faults (see FAULTS):
  new-but-anchored        ChunkWise (2703.03374): anchored 2027-03-09 (living doc, brief 1), called new by brief 2
  anchoring-conflict      CiteCheck (2703.04182): anchored 2027-03-10 per brief 2, anchored 2027-03-11 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives HopIndex (2703.05517) twice
  divergent-figures       DenseMux (2703.01846): index memory reduction 27 % (brief 1) vs 19 % (brief 2)
  section-name-drift      §1.2 "Chunking and Indexing" (living doc, briefs 1 and 3) vs "Document Segmentation" (brief 2)
  repeated-to-verify      QueryForge's unreleased click-log training set, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites QueryForge's card as paper_cards/6217-2703-0773.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/pike/2027-03-11-notes.md for VecStore 4 and lists it as empty
A second register entry (VecStore 4's unpublished benchmark script) is raised by brief 2 and
resolved by brief 3: it is not a fault.
"""

from __future__ import annotations

from datetime import date

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import carried_ids as _carried_ids
from tests.zoo4.shape import listed as _listed

TOPIC = "retrieval"
LIVING_STEM = f"organized/knowledge/{TOPIC}"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("2703.01846", "DenseMux", arxiv="2703.01846"),
        Work("2703.02519", "LateRank", arxiv="2703.02519"),
        Work("2703.03374", "ChunkWise", arxiv="2703.03374"),
        Work("2703.04182", "CiteCheck", arxiv="2703.04182"),
        Work("2703.05517", "HopIndex", arxiv="2703.05517"),
        Work("2703.06948", "NeedleShelf", arxiv="2703.06948"),
        Work("2703.07731", "QueryForge", arxiv="2703.07731"),
        Work("2703.08390", "SparseLex", arxiv="2703.08390"),
        Work(
            "VecStore 4",
            "VecStore 4",
            url="https://github.com/example-retrieval/vecstore/releases/tag/v4.0",
            kind="release",
        ),
        Work(
            "Why Recall Lies",
            "Why Recall Lies",
            url="https://blog.example.org/2027/03/why-recall-lies",
            kind="blog post",
        ),
    ]
}

SECTIONS = {
    "1.1": "Dense Retrieval",
    "1.2": "Chunking and Indexing",
    "1.3": "Reranking",
    "2.1": "Retrieval Benchmarks",
    "2.2": "Attribution and Citation",
}
DRIFTED = {"1.2": "Document Segmentation"}

SECTIONS_HANS = {
    "Dense Retrieval": "稠密检索",
    "Chunking and Indexing": "分块与索引",
    "Document Segmentation": "文档切分",
    "Reranking": "重排序",
    "Retrieval Benchmarks": "检索评测基准",
    "Attribution and Citation": "溯源与引用",
}
SECTIONS_HANT = {
    "Dense Retrieval": "稠密檢索",
    "Chunking and Indexing": "分塊與索引",
    "Document Segmentation": "文件切分",
    "Reranking": "重排序",
    "Retrieval Benchmarks": "檢索評測基準",
    "Attribution and Citation": "溯源與引用",
}

# the malformed card name brief 1 writes for QueryForge (a digit of 2703.07731 lost)
BAD_CARD = "paper_cards/6217-2703-0773.md"
# the note brief 2 cites for VecStore 4 and lists as empty
EMPTY_NOTE = "inbox/pike/2027-03-11-notes.md"


def _clicklog(n: int, risk: str) -> Entry:
    en = {
        1: "QueryForge's rewrite gain rests on a click-log training set that has not been released",
        2: "QueryForge: the click-log training set is still not public; the authors cite a privacy review",
        3: "QueryForge click-log training set, open for a third day; nobody outside the company can retrain the rewriter",
    }[n]
    hans = {
        1: "QueryForge 的改写增益依赖一个尚未发布的点击日志训练集",
        2: "QueryForge 的点击日志训练集仍未公开，作者称正在做隐私审查",
        3: "QueryForge 点击日志训练集问题已是第三天提出，外部仍无法重新训练改写器",
    }[n]
    hant = {
        1: "QueryForge 的改寫增益仰賴一個尚未釋出的點擊日誌訓練集",
        2: "QueryForge 的點擊日誌訓練集仍未公開，作者稱正在進行隱私審查",
        3: "QueryForge 點擊日誌訓練集問題已是第三天提出，外部仍無法重新訓練改寫器",
    }[n]
    return Entry("click-log training set", en, "点击日志训练集", hans, "點擊日誌訓練集", hant, ("2703.07731",), risk)


SCRIPT_OPEN = Entry(
    "benchmark script",
    "VecStore 4's 3.2× index build speedup is only in the release notes; the benchmark script is not published",
    "基准脚本",
    "VecStore 4 的索引构建加速数字只见于发布说明，基准脚本未公开",
    "基準腳本",
    "VecStore 4 的索引建置加速數字只見於發行說明，基準腳本未公開",
    ("VecStore 4",),
    "low",
)
SCRIPT_CLOSED = Entry(
    "benchmark script",
    "VecStore 4 benchmark script (raised 03-11): now published in the repository, speedup reproduced",
    "基准脚本",
    "VecStore 4 基准脚本（3月11日提出）：已在仓库公开，加速已复现",
    "基準腳本",
    "VecStore 4 基準腳本（3月11日提出）：已在儲存庫公開，加速已重現",
    ("VecStore 4",),
    "low",
    resolved=True,
)

LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2027, 3, 9),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        Mention(
            "2703.02519",
            "anchored",
            "1.3",
            date(2027, 3, 8),
            sources=("paper_cards/6202-2703-02519.md",),
            figures=(Figure(1.9, "×", "reranking throughput"),),
            point="a late-interaction reranker that caches token vectors per passage",
            hans="按段落缓存词向量的延迟交互重排器",
            hant="依段落快取詞向量的延遲互動重排器",
        ),
        Mention(
            "2703.03374",
            "anchored",
            "1.2",
            date(2027, 3, 9),
            sources=("paper_cards/6204-2703-03374.md",),
            figures=(Figure(11.2, "%", "passage recall gain"),),
            point="chunk boundaries follow discourse structure instead of a fixed token count",
            hans="按语篇结构而非固定词数切分文本块",
            hant="依語篇結構而非固定詞數切分文字區塊",
        ),
    ],
)

B1 = Doc(
    stem="inbox/ibis/2027-03-10-retrieval-brief",
    kind="brief",
    date=date(2027, 3, 10),
    instance="ibis",
    window=("2027-03-09 22:00", "2027-03-10 22:00"),
    baseline=date(2027, 3, 9),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.2")},
    mentions=[
        Mention(
            "2703.01846",
            "new",
            "1.1",
            sources=("inbox/yarrow/2027-03-10-notes.md", "paper_cards/6210-2703-01846.md"),
            figures=(Figure(27, "%", "index memory reduction"),),  # FAULT divergent-figures (a)
            confidence="high",
            point="one dense index serves several embedding models through learned adapters",
            hans="通过学习到的适配器让一个稠密索引服务多个嵌入模型",
            hant="透過學習而得的轉接器讓單一稠密索引服務多個嵌入模型",
        ),
        Mention(
            "2703.04182",
            "new",
            "2.2",
            sources=("inbox/pike/2027-03-10-notes.md", "paper_cards/6213-2703-04182.md"),
            figures=(Figure(1.7, "×", "attribution checking speedup"),),
            confidence="medium-high",
            point="checks each generated sentence against the passage it cites",
            hans="逐句核对生成内容与其引用段落是否一致",
            hant="逐句核對生成內容與其引用段落是否一致",
        ),
        Mention(
            "2703.07731",
            "new",
            "1.1",
            sources=("inbox/pike/2027-03-10-notes.md", BAD_CARD),  # FAULT malformed-reference
            figures=(Figure(4.3, "points", "nDCG@10 gain"),),
            confidence="medium",
            point="rewrites a user query into several retriever-specific queries",
            hans="把用户查询改写成多条面向不同检索器的查询",
            hant="把使用者查詢改寫成多條針對不同檢索器的查詢",
        ),
        Mention(
            "2703.02519",
            "anchored",
            "1.3",
            date(2027, 3, 8),
            point="already in the living document",
            hans="已在活文档中",
            hant="已在活文件中",
        ),
        Mention(
            "2703.03374",
            "carried-over",
            "1.2",
            date(2027, 3, 9),
            point="the chunker DenseMux builds its index with",
            hans="DenseMux 建索引时所用的分块器",
            hant="DenseMux 建立索引時所用的分塊器",
        ),
        Mention(
            "2703.05517",
            "adjacent",
            point="an index of passage links for multi-hop questions",
            hans="为多跳问题建立段落链接索引",
            hant="為多跳問題建立段落連結索引",
        ),
    ],
    entries=[_clicklog(1, "high")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/yarrow/2027-03-10-notes.md",
        "inbox/pike/2027-03-10-notes.md",
        "paper_cards/6210-2703-01846.md",
        "paper_cards/6213-2703-04182.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("2703.01846", "2703.04182", "2703.07731"),
)

B2 = Doc(
    stem="inbox/yarrow/2027-03-11-retrieval-brief",
    kind="brief",
    date=date(2027, 3, 11),
    instance="yarrow",
    window=("2027-03-10 22:00", "2027-03-11 22:00"),
    baseline=date(2027, 3, 10),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "2.2": SECTIONS["2.2"]},
    mentions=[
        Mention(
            "2703.03374",
            "new",  # FAULT new-but-anchored
            "1.2",
            sources=("inbox/ibis/2027-03-11-notes.md", "paper_cards/6221-2703-03374.md"),
            figures=(Figure(8, "points", "answer F1 gain"),),
            confidence="medium",
            point="version 2 adapts the chunk size to the question type at query time",
            hans="第二版在查询时按问题类型调整块大小",
            hant="第二版在查詢時依問題類型調整區塊大小",
        ),
        Mention(
            "2703.05517",
            "new",
            "1.2",
            sources=("inbox/ibis/2027-03-11-notes.md", "paper_cards/6224-2703-05517.md"),
            figures=(Figure(46, "ms", "query latency per hop"),),
            confidence="medium-high",
            point="passage links let a multi-hop question be answered without querying the retriever again",
            hans="段落链接让多跳问题无需再次查询检索器",
            hant="段落連結讓多跳問題無須再次查詢檢索器",
        ),
        Mention(
            "VecStore 4",
            "new",
            "1.2",
            sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (the list calls it empty)
            figures=(Figure(3.2, "×", "index build speedup"),),
            confidence="medium",
            point="the release builds its HNSW graphs on the GPU",
            hans="新版在 GPU 上构建 HNSW 图",
            hant="新版在 GPU 上建置 HNSW 圖",
        ),
        Mention(
            "2703.01846",
            "carried-over",
            "1.1",
            figures=(Figure(19, "%", "index memory reduction"),),  # FAULT divergent-figures (b)
            point="the figure as the authors gave it in their meetup talk",
            hans="作者在技术分享会上给出的数字",
            hant="作者在技術分享會上給出的數字",
        ),
        Mention(
            "2703.04182",
            "anchored",  # FAULT anchoring-conflict (a)
            "2.2",
            date(2027, 3, 10),
            point="anchored in last night's relay",
            hans="昨晚接力已锚入",
            hant="昨晚接力已錨入",
        ),
        Mention(
            "2703.07731",
            "carried-over",
            "1.1",
            point="carried over from 03-10",
            hans="沿用3月10日条目",
            hant="沿用3月10日條目",
        ),
        Mention(
            "2703.06948",
            "candidate",
            point="long-document questions whose answer sits in one short passage",
            hans="答案只在一小段中的长文档问答",
            hant="答案只在一小段中的長文件問答",
        ),
    ],
    entries=[_clicklog(2, "medium"), SCRIPT_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/ibis/2027-03-11-notes.md",
        EMPTY_NOTE,
        "paper_cards/6221-2703-03374.md",
        "paper_cards/6224-2703-05517.md",
    ],
    new_ids=("2703.03374", "2703.05517", "2703.05517"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)

B3 = Doc(
    stem="inbox/pike/2027-03-12-retrieval-brief",
    kind="brief",
    date=date(2027, 3, 12),
    instance="pike",
    window=("2027-03-11 22:00", "2027-03-12 22:00"),
    baseline=date(2027, 3, 11),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        Mention(
            "2703.06948",
            "new",
            "2.1",
            sources=("inbox/yarrow/2027-03-12-notes.md", "paper_cards/6230-2703-06948.md"),
            figures=(Figure(23, "points", "human-system gap"),),
            confidence="high",
            point="questions over 500-page documents whose answer sits in a single passage",
            hans="答案只在一个段落中的五百页长文档问答",
            hant="答案只在一個段落中的五百頁長文件問答",
        ),
        Mention(
            "2703.08390",
            "new",
            "1.3",
            sources=("inbox/ibis/2027-03-12-notes.md", "paper_cards/6234-2703-08390.md"),
            figures=(Figure(14.5, "%", "reranking cost reduction"), Figure(62, "ms", "end-to-end latency")),
            confidence="medium",
            point="a learned sparse first stage prunes candidates before the cross-encoder",
            hans="学习型稀疏首阶段在交叉编码器之前裁剪候选",
            hant="學習式稀疏首階段在交叉編碼器之前裁剪候選",
        ),
        Mention(
            "Why Recall Lies",
            "new",
            "2.1",
            sources=("inbox/yarrow/2027-03-12-notes.md",),
            confidence="medium",
            point="blog post on why recall@k overstates retrieval quality for RAG",
            hans="讨论 recall@k 为何高估 RAG 检索质量的博客文章",
            hant="討論 recall@k 為何高估 RAG 檢索品質的部落格文章",
        ),
        Mention(
            "2703.04182",
            "anchored",  # FAULT anchoring-conflict (b)
            "2.2",
            date(2027, 3, 11),
            point="in the living document",
            hans="已在活文档中",
            hant="已在活文件中",
        ),
        Mention(
            "VecStore 4",
            "carried-over",
            "1.2",
            point="benchmark check closed",
            hans="基准核对已结案",
            hant="基準核對已結案",
        ),
        Mention(
            "2703.07731",
            "not-anchored",
            "1.1",
            point="held back until the click-log training set is public",
            hans="点击日志训练集公开前暂缓锚入",
            hant="點擊日誌訓練集公開前暫緩錨入",
        ),
        Mention(
            "2703.05517",
            "carried-over",
            "1.2",
            point="carried over from 03-11",
            hans="沿用3月11日条目",
            hant="沿用3月11日條目",
        ),
    ],
    entries=[_clicklog(3, "high"), SCRIPT_CLOSED],
    counts={"increments": 3, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2 arXiv ids)
    sources=[
        "inbox/yarrow/2027-03-12-notes.md",
        "inbox/ibis/2027-03-12-notes.md",
        "paper_cards/6230-2703-06948.md",
        "paper_cards/6234-2703-08390.md",
        "work-queue.md",
    ],
    new_ids=("2703.06948", "2703.08390"),
)

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "2703.03374"),
    ("anchoring-conflict", "2703.04182"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "2703.05517"),
    ("divergent-figures", "2703.01846"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "2703.07731"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]


STATUS_EN = {
    "new": "NET-new",
    "anchored": "Anchored",
    "not-anchored": "Not yet anchored",
    "carried-over": "Carried over",
    "adjacent": "Adjacent",
    "candidate": "Candidate",
}
STATUS_HANS = {
    "new": "本次新增",
    "anchored": "已锚入",
    "not-anchored": "尚未锚入",
    "carried-over": "沿用",
    "adjacent": "邻接",
    "candidate": "候选",
}
STATUS_HANT = {
    "new": "淨增",
    "anchored": "已錨入",
    "not-anchored": "尚未錨入",
    "carried-over": "沿用",
    "adjacent": "鄰接",
    "candidate": "候選",
}
CONFIDENCE_EN = {"high": "High", "medium-high": "Medium-high", "medium": "Medium"}
CONFIDENCE_HANS = {"high": "高", "medium-high": "中高", "medium": "中"}
CONFIDENCE_HANT = CONFIDENCE_HANS
RISK_EN = {"high": "High", "medium": "Medium", "low": "Low"}
RISK_HANS = {"high": "高", "medium": "中", "low": "低"}
RISK_HANT = RISK_HANS
METRIC_HANS = {
    "reranking throughput": "重排吞吐",
    "passage recall gain": "段落召回提升",
    "index memory reduction": "索引内存降低",
    "attribution checking speedup": "溯源核对加速",
    "nDCG@10 gain": "nDCG@10 提升",
    "answer F1 gain": "答案 F1 提升",
    "query latency per hop": "每跳查询延迟",
    "index build speedup": "索引构建加速",
    "human-system gap": "人机差距",
    "reranking cost reduction": "重排成本降低",
    "end-to-end latency": "端到端延迟",
}
METRIC_HANT = {
    "reranking throughput": "重排吞吐量",
    "passage recall gain": "段落召回提升",
    "index memory reduction": "索引記憶體降低",
    "attribution checking speedup": "溯源核對加速",
    "nDCG@10 gain": "nDCG@10 提升",
    "answer F1 gain": "答案 F1 提升",
    "query latency per hop": "每跳查詢延遲",
    "index build speedup": "索引建置加速",
    "human-system gap": "人機差距",
    "reranking cost reduction": "重排成本降低",
    "end-to-end latency": "端對端延遲",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def carried_ids(d: Doc) -> list[Mention]:
    """The carried-over arXiv ids a brief's id list gives."""
    return _carried_ids(d, work)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
