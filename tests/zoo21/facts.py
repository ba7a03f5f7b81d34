"""Facts model for the twenty-first held-out layout zoo (topic: battery-materials).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (egret, puffin, dingo) and November 2027 dates. Everything the layouts
write and everything the key states comes from here. Points are given in English, simplified
Chinese and traditional Chinese (the layouts of this zoo are written in all three).

Planted faults (see FAULTS):
  new-but-anchored        AgeNet-Li (2711.31537): anchored 2027-11-14 (living doc, brief 1), called new by brief 2
  anchoring-conflict      SolvaGraph (2711.32648): anchored 2027-11-15 per brief 2, 2027-11-16 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives DendriteWatch (2711.33759) twice
  divergent-figures       ZincHost (2711.37193): capacity retention gain 18 % (brief 1) vs 11 % (brief 2)
  section-name-drift      §1.2 "Electrolyte Design" (living doc, briefs 1 and 3) vs "Ion Transport" (brief 2)
  repeated-to-verify      SodiumScout's single coin cell, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites SodiumScout's card as paper_cards/9417-2711-3597.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/dingo/2027-11-16-notes.md for PyBatt 3 and lists it as empty
A second register entry (PyBatt 3's missing parameter sets) is raised by brief 2 and resolved
by brief 3: it is not a fault. Brief 3 also has one adjacent item (AnodeAtlas), new to the zoo.
"""

from __future__ import annotations

from datetime import date

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "battery-materials"
LIVING_STEM = f"organized/knowledge/{TOPIC}"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("2711.30412", "CathodeLens", arxiv="2711.30412"),
        Work("2711.31537", "AgeNet-Li", arxiv="2711.31537"),
        Work("2711.32648", "SolvaGraph", arxiv="2711.32648"),
        Work("2711.33759", "DendriteWatch", arxiv="2711.33759"),
        Work("2711.34860", "SolidIon-Bench", arxiv="2711.34860"),
        Work("2711.35971", "SodiumScout", arxiv="2711.35971"),
        Work("2711.36082", "AutoCell", arxiv="2711.36082"),
        Work("2711.37193", "ZincHost", arxiv="2711.37193"),
        Work("2711.38204", "AnodeAtlas", arxiv="2711.38204"),
        Work("PyBatt 3", "PyBatt 3", url="https://github.com/example-battery/pybatt/releases/tag/v3.0",
             kind="release"),
        Work("Notes from a Dry Room", "Notes from a Dry Room",
             url="https://blog.example.org/2027/11/notes-from-a-dry-room", kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Cathode Materials",
    "1.2": "Electrolyte Design",
    "1.3": "Degradation Modelling",
    "2.1": "Materials Benchmarks",
    "2.2": "Autonomous Labs",
}
DRIFTED = {"1.2": "Ion Transport"}

SECTIONS_HANS = {
    "Cathode Materials": "正极材料",
    "Electrolyte Design": "电解质设计",
    "Ion Transport": "离子输运",
    "Degradation Modelling": "衰减建模",
    "Materials Benchmarks": "材料评测基准",
    "Autonomous Labs": "自主实验室",
}
SECTIONS_HANT = {
    "Cathode Materials": "正極材料",
    "Electrolyte Design": "電解質設計",
    "Ion Transport": "離子傳輸",
    "Degradation Modelling": "衰退建模",
    "Materials Benchmarks": "材料評測基準",
    "Autonomous Labs": "自主實驗室",
}

# the malformed card name brief 1 writes for SodiumScout (the last digit of 2711.35971 lost)
BAD_CARD = "paper_cards/9417-2711-3597.md"
# the note brief 2 cites for PyBatt 3 and lists as empty
EMPTY_NOTE = "inbox/dingo/2027-11-16-notes.md"


def _coin(n: int, risk: str) -> Entry:
    en = {
        1: "SodiumScout's long-cycling gain rests on a single coin cell whose raw cycling logs have not been released",
        2: "SodiumScout: the coin cell logs are still unreleased; the authors say pouch-cell data will follow",
        3: "SodiumScout coin cell question, raised in every brief so far; the retention gain still cannot be checked",
    }[n]
    hans = {
        1: "SodiumScout 的长循环提升只来自一颗扣式电池，原始循环记录尚未公开",
        2: "SodiumScout 的扣式电池记录仍未公开，作者称软包数据随后发布",
        3: "SodiumScout 扣式电池问题每一棒都提出过，循环保持率提升仍无法核实",
    }[n]
    hant = {
        1: "SodiumScout 的長循環提升只來自一顆鈕扣電池，原始循環紀錄尚未公開",
        2: "SodiumScout 的鈕扣電池紀錄仍未公開，作者稱軟包資料隨後釋出",
        3: "SodiumScout 鈕扣電池問題每一棒都提過，循環保持率提升仍無法查核",
    }[n]
    return Entry("coin cell", en, "扣式电池", hans, "鈕扣電池", hant, ("2711.35971",), risk)


PARAMS_OPEN = Entry(
    "parameter sets",
    "PyBatt 3's simulation speedup depends on parameter sets that are not shipped with the release",
    "参数集",
    "PyBatt 3 的模拟加速数字依赖参数集，但发布页未附带",
    "參數集",
    "PyBatt 3 的模擬加速數字依賴參數集，但釋出頁未附上",
    ("PyBatt 3",),
    "low",
)
PARAMS_CLOSED = Entry(
    "parameter sets",
    "PyBatt 3 parameter sets (raised yesterday): now shipped with the release, the speedup reproduces",
    "参数集",
    "PyBatt 3 参数集（昨天提出）：已随发布页附上，加速数字已复现",
    "參數集",
    "PyBatt 3 參數集（昨天提出）：已隨釋出頁附上，加速數字已重現",
    ("PyBatt 3",),
    "low",
    resolved=True,
)


def _m(work: str, status: str, section: str | None = None, anchored: date | None = None, **kw) -> Mention:
    return Mention(work, status, section, anchored, **kw)


LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2027, 11, 14),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("2711.30412", "anchored", "1.1", date(2027, 11, 10), sources=("paper_cards/9388-2711-30412.md",),
           figures=(Figure(2.6, "×", "voltage screening speedup"),),
           point="predicts cathode voltage curves directly from crystal structures",
           hans="直接从晶体结构预测正极电压曲线", hant="直接由晶體結構預測正極電壓曲線"),
        _m("2711.31537", "anchored", "1.3", date(2027, 11, 14), sources=("paper_cards/9402-2711-31537.md",),
           figures=(Figure(9.5, "%", "cycle-life prediction error"),),
           point="forecasts capacity fade from the first hundred charge cycles",
           hans="根据前一百次充放电循环预测容量衰减", hant="依前一百次充放電循環預測容量衰退"),
    ],
)  # fmt: skip

B1 = Doc(
    stem="inbox/egret/2027-11-15-battery-materials-brief",
    kind="brief",
    date=date(2027, 11, 15),
    instance="egret",
    window=("2027-11-14 20:15", "2027-11-15 20:15"),
    baseline=date(2027, 11, 14),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("2711.37193", "new", "1.2", sources=("inbox/puffin/2027-11-15-notes.md", "paper_cards/9411-2711-37193.md"),
           figures=(Figure(18, "%", "capacity retention gain"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="an electrolyte additive that keeps zinc anodes from growing needles in water-based cells",
           hans="一种电解液添加剂，防止水系电池中的锌负极长出枝晶",
           hant="一種電解液添加劑，防止水系電池中的鋅負極長出枝晶"),
        _m("2711.32648", "new", "1.2", sources=("inbox/dingo/2027-11-15-notes.md", "paper_cards/9414-2711-32648.md"),
           figures=(Figure(3.2, "×", "solvent screening speedup"),), confidence="high",
           point="a graph model that ranks electrolyte solvents by how they wrap lithium ions",
           hans="用图模型按溶剂包裹锂离子的方式给电解液溶剂排序",
           hant="以圖模型依溶劑包覆鋰離子的方式為電解液溶劑排序"),
        _m("2711.35971", "new", "1.1", sources=("inbox/dingo/2027-11-15-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(6.1, "points", "long-cycling retention gain"),), confidence="medium",
           point="a search over layered oxides for sodium-ion cathodes that survive long cycling",
           hans="在层状氧化物中搜索能长期循环的钠离子正极", hant="在層狀氧化物中搜尋能長期循環的鈉離子正極"),
        _m("2711.30412", "anchored", "1.1", date(2027, 11, 10), point="already in the living document",
           hans="已在活文档中", hant="已在活文件中"),
        _m("2711.31537", "carried-over", "1.3", date(2027, 11, 14),
           point="the fade model SodiumScout uses to pick candidates", hans="SodiumScout 用来筛选候选的衰减模型",
           hant="SodiumScout 用來篩選候選的衰退模型"),
        _m("2711.33759", "adjacent", point="spots lithium dendrites in microscope video before they short a cell",
           hans="在显微视频中提前发现锂枝晶，避免电池短路", hant="在顯微影片中提前發現鋰枝晶，避免電池短路"),
    ],
    entries=[_coin(1, "high")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/dingo/2027-11-15-notes.md",
        "inbox/puffin/2027-11-15-notes.md",
        "paper_cards/9411-2711-37193.md",
        "paper_cards/9414-2711-32648.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("2711.37193", "2711.32648", "2711.35971"),
)  # fmt: skip

B2 = Doc(
    stem="inbox/puffin/2027-11-16-battery-materials-brief",
    kind="brief",
    date=date(2027, 11, 16),
    instance="puffin",
    window=("2027-11-15 20:15", "2027-11-16 20:15"),
    baseline=date(2027, 11, 15),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("2711.31537", "new", "1.3",  # FAULT new-but-anchored
           sources=("inbox/egret/2027-11-16-notes.md", "paper_cards/9423-2711-31537.md"),
           figures=(Figure(40, "ms", "per-cell forecast latency"),), confidence="medium",
           point="version 2 updates its fade forecast after every cycle instead of once per test",
           hans="第二版每个循环后都更新衰减预测，不再每次测试只算一次",
           hant="第二版每個循環後都更新衰退預測，不再每次測試只算一次"),
        _m("2711.33759", "new", "1.3", sources=("inbox/egret/2027-11-16-notes.md", "paper_cards/9426-2711-33759.md"),
           figures=(Figure(55, "ms", "per-frame detection latency"),), confidence="medium-high",
           point="spots lithium dendrites in microscope video and flags the cell before it shorts",
           hans="在显微视频中发现锂枝晶，并在短路前标记该电池", hant="在顯微影片中發現鋰枝晶，並在短路前標記該電池"),
        _m("PyBatt 3", "new", "1.3", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(3.4, "×", "cycling simulation speedup"),), confidence="medium",
           point="the release simulates a full cycling protocol for a cell in one call",
           hans="新版一次调用即可模拟电池的完整循环流程", hant="新版一次呼叫即可模擬電池的完整循環流程"),
        _m("2711.37193", "carried-over", "1.2",
           figures=(Figure(11, "%", "capacity retention gain"),),  # FAULT divergent-figures (b)
           point="the figure in the authors' talk", hans="作者报告中的数字", hant="作者演講中的數字"),
        _m("2711.32648", "anchored", "1.2", date(2027, 11, 15),  # FAULT anchoring-conflict (a)
           point="anchored in last night's relay", hans="昨晚接力已锚入", hant="昨晚接力已錨入"),
        _m("2711.35971", "carried-over", "1.1", point="carried over from the previous brief",
           hans="沿用上一棒条目", hant="沿用上一棒條目"),
        _m("2711.34860", "candidate", point="a benchmark of ionic conductivity for solid electrolytes",
           hans="固态电解质离子电导率的评测基准", hant="固態電解質離子電導率的評測基準"),
    ],
    entries=[_coin(2, "medium"), PARAMS_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/egret/2027-11-16-notes.md",
        EMPTY_NOTE,
        "paper_cards/9423-2711-31537.md",
        "paper_cards/9426-2711-33759.md",
    ],
    new_ids=("2711.31537", "2711.33759", "2711.33759"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem="inbox/dingo/2027-11-17-battery-materials-brief",
    kind="brief",
    date=date(2027, 11, 17),
    instance="dingo",
    window=("2027-11-16 20:15", "2027-11-17 20:15"),
    baseline=date(2027, 11, 16),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("2711.34860", "new", "2.1", sources=("inbox/puffin/2027-11-17-notes.md", "paper_cards/9431-2711-34860.md"),
           figures=(Figure(12, "points", "conductivity ranking gap"),), confidence="high",
           point="ionic conductivity measured for fifteen hundred solid electrolytes so predictors can be ranked",
           hans="测量一千五百种固态电解质的离子电导率，用来给预测模型排名",
           hant="量測一千五百種固態電解質的離子電導率，用來為預測模型排名"),
        _m("2711.36082", "new", "2.2", sources=("inbox/egret/2027-11-17-notes.md", "paper_cards/9435-2711-36082.md"),
           figures=(Figure(27.5, "%", "cell assembly failure reduction"), Figure(48, "ms", "per-cell scheduling latency")),
           confidence="medium",
           point="a robot line that assembles each batch of test cells and feeds the cycling results back",
           hans="一条机器人产线，组装每批测试电池并回传循环结果", hant="一條機器人產線，組裝每批測試電池並回傳循環結果"),
        _m("Notes from a Dry Room", "new", "2.2", sources=("inbox/puffin/2027-11-17-notes.md",), confidence="medium",
           point="blog post on what a small dry room taught one lab about moisture and electrode yield",
           hans="记录小型干燥间如何影响湿度与电极良率的博客文章",
           hant="記錄小型乾燥室如何影響濕度與電極良率的部落格文章"),
        _m("2711.32648", "anchored", "1.2", date(2027, 11, 16),  # FAULT anchoring-conflict (b)
           point="in the living document", hans="已在活文档中", hant="已在活文件中"),
        _m("PyBatt 3", "carried-over", "1.3", point="parameter set check closed", hans="参数集核对已结案",
           hant="參數集核對已結案"),
        _m("2711.35971", "not-anchored", "1.1", point="held back until the coin cell logs can be checked",
           hans="扣式电池记录可核验之前暂不锚入", hant="鈕扣電池紀錄可查核之前暫不錨入"),
        _m("2711.33759", "carried-over", "1.3", point="carried over from the previous brief",
           hans="沿用上一棒条目", hant="沿用上一棒條目"),
        _m("2711.38204", "adjacent", point="maps which silicon anode coatings last longest under fast charging",
           hans="梳理哪些硅负极涂层在快充下最耐用", hant="整理哪些矽負極塗層在快充下最耐用"),
    ],
    entries=[_coin(3, "high"), PARAMS_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/egret/2027-11-17-notes.md",
        "inbox/puffin/2027-11-17-notes.md",
        "paper_cards/9431-2711-34860.md",
        "paper_cards/9435-2711-36082.md",
        "work-queue.md",
    ],
    new_ids=("2711.34860", "2711.36082"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "2711.31537"),
    ("anchoring-conflict", "2711.32648"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "2711.33759"),
    ("divergent-figures", "2711.37193"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "2711.35971"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "voltage screening speedup": "电压筛选加速",
    "cycle-life prediction error": "循环寿命预测误差",
    "capacity retention gain": "容量保持率提升",
    "solvent screening speedup": "溶剂筛选加速",
    "long-cycling retention gain": "长循环保持率提升",
    "per-cell forecast latency": "单电池预测延迟",
    "per-frame detection latency": "单帧检测延迟",
    "cycling simulation speedup": "循环模拟加速",
    "conductivity ranking gap": "电导率排名差距",
    "cell assembly failure reduction": "电池组装失败率降低",
    "per-cell scheduling latency": "单电池调度延迟",
}
METRIC_HANT = {
    "voltage screening speedup": "電壓篩選加速",
    "cycle-life prediction error": "循環壽命預測誤差",
    "capacity retention gain": "容量保持率提升",
    "solvent screening speedup": "溶劑篩選加速",
    "long-cycling retention gain": "長循環保持率提升",
    "per-cell forecast latency": "單顆電池預測延遲",
    "per-frame detection latency": "單幀偵測延遲",
    "cycling simulation speedup": "循環模擬加速",
    "conductivity ranking gap": "電導率排名差距",
    "cell assembly failure reduction": "電池組裝失敗率降低",
    "per-cell scheduling latency": "單顆電池排程延遲",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
