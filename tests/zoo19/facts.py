"""Facts model for the nineteenth held-out layout zoo (topic: soil-microbiome).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (vole, badger, lark) and April 2026 dates. Everything the layouts
write and everything the key states comes from here. Points are given in English, simplified
Chinese and traditional Chinese (the layouts of this zoo are written in all three).

Planted faults (see FAULTS):
  new-but-anchored        RhizoFormer (2604.11472): anchored 2026-04-08 (living doc, brief 1), called new by brief 2
  anchoring-conflict      NitroSense (2604.12519): anchored 2026-04-09 per brief 2, 2026-04-10 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives SporeCount (2604.13641) twice
  divergent-figures       AmpliconLM (2604.17036): misassignment reduction 27 % (brief 1) vs 19 % (brief 2)
  section-name-drift      §1.2 "Taxonomic Profiling" (living doc, briefs 1 and 3) vs
                          "Amplicon Classification" (brief 2)
  repeated-to-verify      DeepCore's private farm cores, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites DeepCore's card as paper_cards/7217-2604-1586.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/lark/2026-04-10-notes.md for SoilKit 3 and lists it as empty
A second register entry (SoilKit 3's missing reference snapshot) is raised by brief 2 and resolved
by brief 3: it is not a fault. Brief 3 also has one adjacent item (CrustWatch), new to the zoo.
"""

from __future__ import annotations

from datetime import date

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "soil-microbiome"
LIVING_STEM = f"organized/knowledge/{TOPIC}"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("2604.10385", "MycoNet", arxiv="2604.10385"),
        Work("2604.11472", "RhizoFormer", arxiv="2604.11472"),
        Work("2604.12519", "NitroSense", arxiv="2604.12519"),
        Work("2604.13641", "SporeCount", arxiv="2604.13641"),
        Work("2604.14758", "ShotgunBench", arxiv="2604.14758"),
        Work("2604.15863", "DeepCore", arxiv="2604.15863"),
        Work("2604.16927", "PhageTrack", arxiv="2604.16927"),
        Work("2604.17036", "AmpliconLM", arxiv="2604.17036"),
        Work("2604.18142", "CrustWatch", arxiv="2604.18142"),
        Work("SoilKit 3", "SoilKit 3", url="https://github.com/example-soil/soilkit/releases/tag/v3.0", kind="release"),
        Work("What Lives Under a Cornfield", "What Lives Under a Cornfield",
             url="https://blog.example.org/2026/04/what-lives-under-a-cornfield", kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Rhizosphere Modelling",
    "1.2": "Taxonomic Profiling",
    "1.3": "Nutrient Cycling",
    "2.1": "Soil Sequencing Datasets",
    "2.2": "Field Sampling Methods",
}
DRIFTED = {"1.2": "Amplicon Classification"}

SECTIONS_HANS = {
    "Rhizosphere Modelling": "根际建模",
    "Taxonomic Profiling": "分类组成分析",
    "Amplicon Classification": "扩增子分类",
    "Nutrient Cycling": "养分循环",
    "Soil Sequencing Datasets": "土壤测序数据集",
    "Field Sampling Methods": "田间采样方法",
}
SECTIONS_HANT = {
    "Rhizosphere Modelling": "根際建模",
    "Taxonomic Profiling": "分類組成分析",
    "Amplicon Classification": "擴增子分類",
    "Nutrient Cycling": "養分循環",
    "Soil Sequencing Datasets": "土壤定序資料集",
    "Field Sampling Methods": "田間採樣方法",
}

# the malformed card name brief 1 writes for DeepCore (a digit of 2604.15863 lost)
BAD_CARD = "paper_cards/7217-2604-1586.md"
# the note brief 2 cites for SoilKit 3 and lists as empty
EMPTY_NOTE = "inbox/lark/2026-04-10-notes.md"


def _cores(n: int, risk: str) -> Entry:
    en = {
        1: "DeepCore's carbon gain is measured on farm cores whose owners have not agreed to release the data",
        2: "DeepCore: the farm cores are still private; the authors hope to publish a subset after harvest",
        3: "DeepCore farm cores, raised in every brief so far; the carbon gain still cannot be reproduced",
    }[n]
    hans = {
        1: "DeepCore 的碳储量提升是在农场土芯上测得的，农场主尚未同意公开数据",
        2: "DeepCore 的农场土芯数据仍未公开，作者希望收获后放出一个子集",
        3: "DeepCore 农场土芯问题每一棒都提出过，碳储量提升仍无法复现",
    }[n]
    hant = {
        1: "DeepCore 的碳儲量提升是在農場土芯上測得的，農場主尚未同意公開資料",
        2: "DeepCore 的農場土芯資料仍未公開，作者希望收成後釋出一個子集",
        3: "DeepCore 農場土芯問題每一棒都提過，碳儲量提升仍無法重現",
    }[n]
    return Entry("farm cores", en, "农场土芯", hans, "農場土芯", hant, ("2604.15863",), risk)


SNAPSHOT_OPEN = Entry(
    "reference snapshot",
    "SoilKit 3 assigns taxonomy against a reference snapshot that is not among the release files",
    "参考库快照",
    "SoilKit 3 的分类结果依赖一个参考库快照，但该快照不在发布文件中",
    "參考庫快照",
    "SoilKit 3 的分類結果依賴一個參考庫快照，但該快照不在釋出檔案中",
    ("SoilKit 3",),
    "low",
)
SNAPSHOT_CLOSED = Entry(
    "reference snapshot",
    "SoilKit 3 reference snapshot (raised yesterday): now attached to the release, the taxonomy tables match",
    "参考库快照",
    "SoilKit 3 参考库快照（昨天提出）：已附在发布页，分类表核对一致",
    "參考庫快照",
    "SoilKit 3 參考庫快照（昨天提出）：已附於釋出頁，分類表核對一致",
    ("SoilKit 3",),
    "low",
    resolved=True,
)


def _m(work: str, status: str, section: str | None = None, anchored: date | None = None, **kw) -> Mention:
    return Mention(work, status, section, anchored, **kw)


LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2026, 4, 8),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("2604.11472", "anchored", "1.1", date(2026, 4, 8), sources=("paper_cards/7192-2604-11472.md",),
           figures=(Figure(6.3, "points", "community prediction gain"),),
           point="predicts which microbes settle around a root from the chemicals the root releases",
           hans="根据根系分泌物预测哪些微生物会在根周定殖", hant="依根系分泌物預測哪些微生物會在根周定殖"),
        _m("2604.10385", "anchored", "1.3", date(2026, 4, 6), sources=("paper_cards/7188-2604-10385.md",),
           figures=(Figure(2.1, "×", "network mapping speedup"),),
           point="maps fungal networks between plant roots from soil DNA samples",
           hans="从土壤 DNA 样本绘制植物根系之间的真菌网络", hant="從土壤 DNA 樣本繪製植物根系之間的真菌網絡"),
    ],
)  # fmt: skip

B1 = Doc(
    stem="inbox/vole/2026-04-09-soil-microbiome-brief",
    kind="brief",
    date=date(2026, 4, 9),
    instance="vole",
    window=("2026-04-08 21:30", "2026-04-09 21:30"),
    baseline=date(2026, 4, 8),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("2604.17036", "new", "1.2", sources=("inbox/lark/2026-04-09-notes.md", "paper_cards/7210-2604-17036.md"),
           figures=(Figure(27, "%", "misassignment reduction"),),  # FAULT divergent-figures (a)
           confidence="high",
           point="a language model that assigns amplicon reads to taxa without a reference alignment step",
           hans="用语言模型直接把扩增子读段归到分类单元，省去参考比对",
           hant="以語言模型直接把擴增子讀段歸入分類單元，省去參考比對"),
        _m("2604.12519", "new", "1.3", sources=("inbox/badger/2026-04-09-notes.md", "paper_cards/7213-2604-12519.md"),
           figures=(Figure(2.6, "×", "flux estimate speedup"),), confidence="medium-high",
           point="estimates nitrous oxide flux from microbial gene counts instead of field chambers",
           hans="用微生物基因丰度估算氧化亚氮通量，不再依赖田间气室",
           hant="以微生物基因豐度估算氧化亞氮通量，不再依賴田間氣室"),
        _m("2604.15863", "new", "1.1", sources=("inbox/badger/2026-04-09-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(4.8, "points", "carbon stock prediction gain"),), confidence="medium",
           point="profiles microbes in soil cores down to two metres and links them to stored carbon",
           hans="对深至两米的土芯做微生物谱分析，并与储存的碳关联",
           hant="對深達兩公尺的土芯做微生物譜分析，並與儲存的碳連結"),
        _m("2604.10385", "anchored", "1.3", date(2026, 4, 6), point="already in the living document",
           hans="已在活文档中", hant="已在活文件中"),
        _m("2604.11472", "carried-over", "1.1", date(2026, 4, 8),
           point="the root model DeepCore builds on", hans="DeepCore 所依托的根际模型",
           hant="DeepCore 所依據的根際模型"),
        _m("2604.13641", "adjacent", point="counts fungal spores in microscope images of soil washes",
           hans="在土壤洗液显微图像中计数真菌孢子", hant="在土壤洗液顯微影像中計數真菌孢子"),
    ],
    entries=[_cores(1, "high")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/badger/2026-04-09-notes.md",
        "inbox/lark/2026-04-09-notes.md",
        "paper_cards/7210-2604-17036.md",
        "paper_cards/7213-2604-12519.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("2604.17036", "2604.12519", "2604.15863"),
)  # fmt: skip

B2 = Doc(
    stem="inbox/badger/2026-04-10-soil-microbiome-brief",
    kind="brief",
    date=date(2026, 4, 10),
    instance="badger",
    window=("2026-04-09 21:30", "2026-04-10 21:30"),
    baseline=date(2026, 4, 9),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("2604.11472", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/vole/2026-04-10-notes.md", "paper_cards/7220-2604-11472.md"),
           figures=(Figure(85, "ms", "per-sample inference latency"),), confidence="medium",
           point="version 2 runs on a field laptop and scores exudate readings as they come in",
           hans="第二版可在野外笔记本上运行，分泌物读数随到随算",
           hant="第二版可在野外筆電上執行，分泌物讀數隨到隨算"),
        _m("2604.13641", "new", "1.2", sources=("inbox/vole/2026-04-10-notes.md", "paper_cards/7223-2604-13641.md"),
           figures=(Figure(40, "ms", "per-image counting latency"),), confidence="medium-high",
           point="counts and sorts fungal spores in microscope images of soil washes",
           hans="在土壤洗液显微图像中计数并分拣真菌孢子",
           hant="在土壤洗液顯微影像中計數並分揀真菌孢子"),
        _m("SoilKit 3", "new", "1.3", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(3.4, "×", "pipeline throughput speedup"),), confidence="medium",
           point="the release runs quality control, taxonomy and nitrogen gene tables in one pass",
           hans="新版一次跑完质控、分类注释和氮循环基因表",
           hant="新版一次跑完品質控管、分類註解與氮循環基因表"),
        _m("2604.17036", "carried-over", "1.2",
           figures=(Figure(19, "%", "misassignment reduction"),),  # FAULT divergent-figures (b)
           point="the figure on the authors' workshop slides", hans="作者研讨会幻灯片上的数字",
           hant="作者工作坊投影片上的數字"),
        _m("2604.12519", "anchored", "1.3", date(2026, 4, 9),  # FAULT anchoring-conflict (a)
           point="anchored in last night's relay", hans="昨晚接力已锚入", hant="昨晚接力已錨入"),
        _m("2604.15863", "carried-over", "1.1", point="carried over from the previous brief",
           hans="沿用上一棒条目", hant="沿用上一棒條目"),
        _m("2604.14758", "candidate", point="a benchmark of shotgun sequencing runs from forty farm soils",
           hans="来自四十块农田土壤的宏基因组测序评测基准", hant="來自四十塊農地土壤的宏基因體定序評測基準"),
    ],
    entries=[_cores(2, "medium"), SNAPSHOT_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/vole/2026-04-10-notes.md",
        EMPTY_NOTE,
        "paper_cards/7220-2604-11472.md",
        "paper_cards/7223-2604-13641.md",
    ],
    new_ids=("2604.11472", "2604.13641", "2604.13641"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem="inbox/lark/2026-04-11-soil-microbiome-brief",
    kind="brief",
    date=date(2026, 4, 11),
    instance="lark",
    window=("2026-04-10 21:30", "2026-04-11 21:30"),
    baseline=date(2026, 4, 10),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("2604.14758", "new", "2.1", sources=("inbox/badger/2026-04-11-notes.md", "paper_cards/7231-2604-14758.md"),
           figures=(Figure(12, "points", "assembly agreement gap"),), confidence="high",
           point="forty farm soils sequenced with both short and long reads so assemblers can be scored "
           "against each other",
           hans="四十块农田土壤同时做短读长和长读长测序，用来互评组装工具",
           hant="四十塊農地土壤同時做短讀長與長讀長定序，用來互評組裝工具"),
        _m("2604.16927", "new", "2.2", sources=("inbox/vole/2026-04-11-notes.md", "paper_cards/7234-2604-16927.md"),
           figures=(Figure(17.5, "%", "contamination rate reduction"), Figure(46, "ms", "per-read classification latency")),
           confidence="medium", point="a field protocol that keeps phage DNA from being lost when soil samples are frozen",
           hans="一套田间采样规程，避免土样冷冻时丢失噬菌体 DNA",
           hant="一套田間採樣流程，避免土樣冷凍時流失噬菌體 DNA"),
        _m("What Lives Under a Cornfield", "new", "2.1", sources=("inbox/badger/2026-04-11-notes.md",),
           confidence="medium", point="blog post on a season of sampling one cornfield every week",
           hans="记录一整季每周采样同一块玉米田的博客文章",
           hant="記錄一整季每週採樣同一塊玉米田的部落格文章"),
        _m("2604.12519", "anchored", "1.3", date(2026, 4, 10),  # FAULT anchoring-conflict (b)
           point="in the living document", hans="已在活文档中", hant="已在活文件中"),
        _m("SoilKit 3", "carried-over", "1.3", point="reference snapshot check closed", hans="参考库快照核对已结案",
           hant="參考庫快照核對已結案"),
        _m("2604.15863", "not-anchored", "1.1", point="held back until the farm cores can be checked",
           hans="农场土芯可核验之前暂不锚入", hant="農場土芯可查核之前暫不錨入"),
        _m("2604.13641", "carried-over", "1.2", point="carried over from the previous brief",
           hans="沿用上一棒条目", hant="沿用上一棒條目"),
        _m("2604.18142", "adjacent", point="tracks biological soil crusts from drone images after rain",
           hans="用雨后无人机影像追踪生物结皮", hant="以雨後無人機影像追蹤生物結皮"),
    ],
    entries=[_cores(3, "high"), SNAPSHOT_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/badger/2026-04-11-notes.md",
        "inbox/vole/2026-04-11-notes.md",
        "paper_cards/7231-2604-14758.md",
        "paper_cards/7234-2604-16927.md",
        "work-queue.md",
    ],
    new_ids=("2604.14758", "2604.16927"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "2604.11472"),
    ("anchoring-conflict", "2604.12519"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "2604.13641"),
    ("divergent-figures", "2604.17036"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "2604.15863"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "community prediction gain": "群落预测准确率提升",
    "network mapping speedup": "真菌网络绘制加速",
    "misassignment reduction": "分类错配率降低",
    "flux estimate speedup": "通量估算加速",
    "carbon stock prediction gain": "碳储量预测准确率提升",
    "per-sample inference latency": "单样本推理延迟",
    "per-image counting latency": "单张图像计数延迟",
    "pipeline throughput speedup": "流程吞吐加速",
    "assembly agreement gap": "组装结果一致性差距",
    "contamination rate reduction": "污染率降低",
    "per-read classification latency": "单条读段分类延迟",
}
METRIC_HANT = {
    "community prediction gain": "群落預測準確率提升",
    "network mapping speedup": "真菌網絡繪製加速",
    "misassignment reduction": "分類錯配率降低",
    "flux estimate speedup": "通量估算加速",
    "carbon stock prediction gain": "碳儲量預測準確率提升",
    "per-sample inference latency": "單一樣本推論延遲",
    "per-image counting latency": "單張影像計數延遲",
    "pipeline throughput speedup": "流程吞吐量加速",
    "assembly agreement gap": "組裝結果一致性差距",
    "contamination rate reduction": "汙染率降低",
    "per-read classification latency": "單條讀段分類延遲",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
