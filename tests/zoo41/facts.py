"""Facts model for the forty-first held-out layout zoo (topic: groundwater-recharge-estimation).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (mantis, cicada and weevil) and late September 2026 dates, with the
daily brief handed over at midday (12:05). Figures come in the units a groundwater team uses
(`mm/month` of recharge, `m³/day` of well yield and abstraction, `mS/cm` of electrical
conductivity, `L/s` of spring discharge) besides `%` and `×`. Everything the layouts write and
everything the key states comes from here. Points are given in English, simplified Chinese and
traditional Chinese.

Planted faults (see FAULTS):
  new-but-anchored        InfiltraNet (3312.71529): anchored 2026-09-22 (living doc, brief 1), called new by brief 2
  anchoring-conflict      TracerTally (3312.72630): anchored 2026-09-24 per brief 2, 2026-09-25 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives SalinityStep (3312.73741) twice
  divergent-figures       DrawdownCast (3312.76074): safe yield error 240 m³/day (brief 1) vs 310 m³/day (brief 2)
  section-name-drift      §1.2 "Well Hydrograph Analysis" (living doc, briefs 1 and 3) vs "Water Table Fluctuation" (brief 2)
  repeated-to-verify      BasinBudget's single wet year, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites BasinBudget's card as paper_cards/9115-3312-7596.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/weevil/2026-09-24-notes.md for AquiKit 3 and lists it as empty
A second register entry (AquiKit 3's missing aquifer parameter file) is raised by brief 2 and
resolved by brief 3: it is not a fault. Brief 3 also has one adjacent item (KarstEcho), new to the zoo.
"""

from __future__ import annotations

from datetime import date, timedelta

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "groundwater-recharge-estimation"
LIVING_STEM = f"organized/knowledge/{TOPIC}"
HANDOVER = "12:05"

RELEASE = "AquiKit 3"
BLOG = "Letters from the Observation Well"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("3312.70418", "SpringLine", arxiv="3312.70418"),
        Work("3312.71529", "InfiltraNet", arxiv="3312.71529"),
        Work("3312.72630", "TracerTally", arxiv="3312.72630"),
        Work("3312.73741", "SalinityStep", arxiv="3312.73741"),
        Work("3312.74852", "PiezoFill", arxiv="3312.74852"),
        Work("3312.75963", "BasinBudget", arxiv="3312.75963"),
        Work("3312.76074", "DrawdownCast", arxiv="3312.76074"),
        Work("3312.77185", "WellfieldTwin", arxiv="3312.77185"),
        Work("3312.78296", "KarstEcho", arxiv="3312.78296"),
        Work(RELEASE, RELEASE, url="https://github.com/example-aquikit/aquikit/releases/tag/v3.0.0", kind="release"),
        Work(BLOG, BLOG, url="https://observationwell.example.net/2026/09/letters-from-the-observation-well/",
             kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Diffuse Recharge Estimates",
    "1.2": "Well Hydrograph Analysis",
    "1.3": "Tracer and Isotope Methods",
    "2.1": "Monitoring Well Networks",
    "2.2": "Managed Aquifer Recharge Operations",
}
DRIFTED = {"1.2": "Water Table Fluctuation"}

SECTIONS_HANS = {
    "Diffuse Recharge Estimates": "面状补给估算",
    "Well Hydrograph Analysis": "井水位过程线分析",
    "Water Table Fluctuation": "潜水位波动",
    "Tracer and Isotope Methods": "示踪与同位素方法",
    "Monitoring Well Networks": "监测井网",
    "Managed Aquifer Recharge Operations": "含水层人工补给运行",
}
SECTIONS_HANT = {
    "Diffuse Recharge Estimates": "面狀補注估算",
    "Well Hydrograph Analysis": "井水位歷線分析",
    "Water Table Fluctuation": "地下水位波動",
    "Tracer and Isotope Methods": "示蹤劑與同位素方法",
    "Monitoring Well Networks": "觀測井網",
    "Managed Aquifer Recharge Operations": "含水層人工補注操作",
}

# the malformed card name brief 1 writes for BasinBudget (the last digit of 3312.75963 lost)
BAD_CARD = "paper_cards/9115-3312-7596.md"
# the note brief 2 cites for AquiKit 3 and lists as empty
EMPTY_NOTE = "inbox/weevil/2026-09-24-notes.md"


def _wet_year(n: int, risk: str) -> Entry:
    en = {
        1: "The spring discharge bias BasinBudget reports rests on a single wet year of records from one karst basin",
        2: "BasinBudget still rests on a single wet year; the authors say two dry years of spring records are being digitised",
        3: "BasinBudget single wet year doubt, raised in every brief so far, and still no dry year in the record",
    }[n]
    hans = {
        1: "BasinBudget 报告的泉流量偏差只依据一个岩溶流域单一丰水年的记录",
        2: "BasinBudget 仍只依据单一丰水年，作者说两个枯水年的泉水记录正在数字化",
        3: "BasinBudget 单一丰水年的疑问每期都提，记录里至今仍没有任何枯水年",
    }[n]
    hant = {
        1: "BasinBudget 報告的泉水流量偏差只依據一個岩溶流域單一豐水年的紀錄",
        2: "BasinBudget 仍只依據單一豐水年，作者說兩個枯水年的泉水紀錄正在數位化",
        3: "BasinBudget 單一豐水年的疑問每期都提，紀錄裡至今仍沒有任何枯水年",
    }[n]
    return Entry("single wet year", en, "单一丰水年", hans, "單一豐水年", hant, ("3312.75963",), risk)


PARAMS_OPEN = Entry(
    "aquifer parameter file",
    "The AquiKit 3 speedup was measured with an aquifer parameter file that the release does not ship",
    "含水层参数文件",
    "AquiKit 3 的加速是用一份发布包没有附带的含水层参数文件测得的",
    "含水層參數檔",
    "AquiKit 3 的加速是用一份釋出包沒有附帶的含水層參數檔測得的",
    (RELEASE,),
    "low",
)
PARAMS_CLOSED = Entry(
    "aquifer parameter file",
    "AquiKit 3 aquifer parameter file, raised yesterday, now ships with the release and the speedup holds on our own cluster",
    "含水层参数文件",
    "AquiKit 3 含水层参数文件（昨天提出）现已随发布包提供，在我们自己的集群上加速依然成立",
    "含水層參數檔",
    "AquiKit 3 含水層參數檔（昨天提出）現已隨釋出包提供，在我們自己的叢集上加速依然成立",
    (RELEASE,),
    "low",
    resolved=True,
)


def _m(work: str, status: str, section: str | None = None, anchored: date | None = None, **kw) -> Mention:
    return Mention(work, status, section, anchored, **kw)


def _window(d: date) -> tuple[str, str]:
    return (f"{d - timedelta(days=1)} {HANDOVER}", f"{d} {HANDOVER}")


LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2026, 9, 22),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("3312.71529", "anchored", "1.1", date(2026, 9, 22), sources=("paper_cards/9106-3312-71529.md",),
           figures=(Figure(9.5, "mm/month", "monthly recharge error"),),
           point="estimates monthly diffuse recharge from soil moisture probes and tells deep drainage apart from lateral flow",
           hans="根据土壤水分探头估算逐月面状补给，并把深层渗漏和侧向流区分开",
           hant="根據土壤水分探針估算逐月面狀補注，並把深層滲漏與側向流區分開"),
        _m("3312.70418", "anchored", "1.2", date(2026, 9, 19), sources=("paper_cards/9102-3312-70418.md",),
           figures=(Figure(88, "%", "recharge event detection recall"),),
           point="finds every recharge event in the hydrographs of shallow observation wells after each storm",
           hans="在每场降雨之后的浅层观测井水位过程线中找出每一次补给事件",
           hant="在每場降雨之後的淺層觀測井水位歷線中找出每一次補注事件"),
    ],
)  # fmt: skip

B1 = Doc(
    stem=f"inbox/mantis/2026-09-23-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 9, 23),
    instance="mantis",
    window=_window(date(2026, 9, 23)),
    baseline=date(2026, 9, 22),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("3312.76074", "new", "1.2", sources=("inbox/weevil/2026-09-23-notes.md", "paper_cards/9112-3312-76074.md"),
           figures=(Figure(240, "m³/day", "safe yield error"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="forecasts the drawdown cone around a pumping well by pairing abstraction logs with nearby well hydrographs",
           hans="把抽水记录和附近观测井的水位过程线配对，预报抽水井周围的降落漏斗",
           hant="把抽水紀錄和附近觀測井的水位歷線配對，預報抽水井周圍的洩降錐"),
        _m("3312.72630", "new", "1.3", sources=("inbox/cicada/2026-09-23-notes.md", "paper_cards/9109-3312-72630.md"),
           figures=(Figure(0.35, "mS/cm", "conductivity tracer error"),), confidence="high",
           point="measures recharge from the chloride and conductivity of water sampled at several depths below one field",
           hans="通过同一块农田下方不同深度水样的氯离子和电导率来测量补给",
           hant="透過同一塊農田下方不同深度水樣的氯離子與電導度來量測補注"),
        _m("3312.75963", "new", "1.3", sources=("inbox/weevil/2026-09-23-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(6.2, "L/s", "spring discharge bias"),), confidence="medium",
           point="turns the discharge one spring records into a yearly water budget for the whole karst basin",
           hans="把一处泉水记录的流量换算成整个岩溶流域的年度水量平衡",
           hant="把一處泉水紀錄的流量換算成整個岩溶流域的年度水平衡"),
        _m("3312.70418", "anchored", "1.2", date(2026, 9, 19),
           point="in the living document since it was anchored, with nothing new this round",
           hans="自锚定以来一直在活文档中，本轮没有新内容", hant="自錨定以來一直在活文件中，本輪沒有新內容"),
        _m("3312.71529", "carried-over", "1.1", date(2026, 9, 22),
           point="the recharge estimates DrawdownCast uses to decide how fast a pumped aquifer refills",
           hans="DrawdownCast 用来判断被抽取的含水层多快回补的补给估算",
           hant="DrawdownCast 用來判斷被抽取的含水層多快回補的補注估算"),
        _m("3312.73741", "adjacent", point="picks the saline front out of repeated conductivity logs in coastal wells",
           hans="从沿海井反复测得的电导率测井曲线中找出咸水界面", hant="從沿海井反覆量測的電導度測井曲線中找出鹹水界面"),
    ],
    entries=[_wet_year(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/weevil/2026-09-23-notes.md",
        "inbox/cicada/2026-09-23-notes.md",
        "paper_cards/9109-3312-72630.md",
        "paper_cards/9112-3312-76074.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("3312.76074", "3312.72630", "3312.75963"),
)  # fmt: skip

B2 = Doc(
    stem=f"inbox/cicada/2026-09-24-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 9, 24),
    instance="cicada",
    window=_window(date(2026, 9, 24)),
    baseline=date(2026, 9, 23),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("3312.71529", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/mantis/2026-09-24-notes.md", "paper_cards/9121-3312-71529.md"),
           figures=(Figure(81, "%", "deep drainage detection rate"),), confidence="medium",
           point="the second version adds fibre optic soil temperature profiles and catches drainage pulses the first version missed",
           hans="第二版加入光纤土壤温度剖面，能捕捉到第一版漏掉的渗漏脉冲",
           hant="第二版加入光纖土壤溫度剖面，能捕捉到第一版漏掉的滲漏脈衝"),
        _m("3312.73741", "new", "1.3", sources=("inbox/mantis/2026-09-24-notes.md", "paper_cards/9124-3312-73741.md"),
           figures=(Figure(69, "%", "saline front recall"),), confidence="medium-high",
           point="picks the saline front out of repeated conductivity logs and dates each step inland against the tide record",
           hans="从反复测得的电导率测井曲线中找出咸水界面，并对照潮位记录确定它每次向内陆推进的时间",
           hant="從反覆量測的電導度測井曲線中找出鹹水界面，並對照潮位紀錄確定它每次向內陸推進的時間"),
        _m(RELEASE, "new", "1.1", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(4.6, "×", "groundwater flow model speedup"),), confidence="medium",
           point="the release runs the groundwater flow model over decades of monitoring well records on graphics cards",
           hans="新版在显卡上对几十年的监测井记录运行地下水流模型",
           hant="新版在顯示卡上對數十年的觀測井紀錄執行地下水流模式"),
        _m("3312.76074", "carried-over", "1.2",
           figures=(Figure(310, "m³/day", "safe yield error"),),  # FAULT divergent-figures (b)
           point="the figure the authors gave in their talk at the regional hydrogeology meeting",
           hans="作者在区域水文地质会议报告中给出的数值",
           hant="作者在區域水文地質會議報告中給出的數值"),
        _m("3312.72630", "anchored", "1.3", date(2026, 9, 24),  # FAULT anchoring-conflict (a)
           point="merged into the living document in the overnight run", hans="已在夜间运行中并入活文档",
           hant="已在夜間執行時併入活文件"),
        _m("3312.75963", "carried-over", "1.3", point="still waiting, as it has been since the first brief",
           hans="从第一期起一直在等", hant="從第一期起一直在等"),
        _m("3312.74852", "candidate",
           point="fills the gaps that logger failures and flooded wellheads leave in monitoring well series",
           hans="补齐记录仪故障和井口被淹在监测井序列中留下的缺口", hant="補齊記錄器故障與井口淹水在觀測井序列中留下的缺口"),
    ],
    entries=[_wet_year(2, "high"), PARAMS_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/mantis/2026-09-24-notes.md",
        EMPTY_NOTE,
        "paper_cards/9121-3312-71529.md",
        "paper_cards/9124-3312-73741.md",
    ],
    new_ids=("3312.71529", "3312.73741", "3312.73741"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem=f"inbox/weevil/2026-09-25-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 9, 25),
    instance="weevil",
    window=_window(date(2026, 9, 25)),
    baseline=date(2026, 9, 24),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("3312.74852", "new", "2.1", sources=("inbox/cicada/2026-09-25-notes.md", "paper_cards/9131-3312-74852.md"),
           figures=(Figure(3.1, "mm/month", "gap filled recharge error"),), confidence="medium-high",
           point="fills the gaps logger failures and flooded wellheads leave in monitoring well series with a model that knows the barometric response",
           hans="用一个了解气压响应的模型补齐记录仪故障和井口被淹在监测井序列中留下的缺口",
           hant="以一個了解氣壓響應的模型補齊記錄器故障與井口淹水在觀測井序列中留下的缺口"),
        _m("3312.77185", "new", "2.2", sources=("inbox/mantis/2026-09-25-notes.md", "paper_cards/9136-3312-77185.md"),
           figures=(Figure(520, "m³/day", "abstraction forecast error"),
                    Figure(27, "%", "wellhead salinity alarm reduction")),
           confidence="medium",
           point="a digital twin of one wellfield that forecasts the water each infiltration basin adds and decides when to switch the pumps",
           hans="一个井田的数字孪生，预报每个入渗池补入的水量，并决定何时切换水泵",
           hant="一個井田的數位孿生，預報每個入滲池補入的水量，並決定何時切換抽水機"),
        _m(BLOG, "new", "1.2", sources=("inbox/mantis/2026-09-25-notes.md",), confidence="medium",
           point="blog post by a driller on how the field crew reads each water level against a fixed datum on the well casing",
           hans="一位钻井工写的博客文章，讲野外班组如何对照井管上的固定基准读取每次水位",
           hant="一位鑽井工寫的部落格文章，談野外班組如何對照井管上的固定基準讀取每次水位"),
        _m("3312.72630", "anchored", "1.3", date(2026, 9, 25),  # FAULT anchoring-conflict (b)
           point="entered the living document with the morning merge", hans="随早间合并进入活文档",
           hant="隨早上合併進入活文件"),
        _m(RELEASE, "carried-over", "1.1", point="the aquifer parameter file question is settled",
           hans="含水层参数文件的疑问已经解决", hant="含水層參數檔的疑問已經解決"),
        _m("3312.75963", "not-anchored", "1.3", point="kept out until a dry year of spring records backs it up",
           hans="等枯水年的泉水记录佐证后再锚入", hant="等枯水年的泉水紀錄佐證後再錨入"),
        _m("3312.73741", "carried-over", "1.3", point="nothing new on it since the previous brief",
           hans="上一期之后没有新进展", hant="上一期之後沒有新進展"),
        _m("3312.78296", "adjacent", point="maps karst conduits from the echoes of seismic noise recorded in boreholes",
           hans="根据钻孔中记录的地震噪声回波绘制岩溶管道", hant="根據鑽孔中記錄的地震雜訊回波繪製岩溶管道"),
    ],
    entries=[_wet_year(3, "high"), PARAMS_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/cicada/2026-09-25-notes.md",
        "inbox/mantis/2026-09-25-notes.md",
        "paper_cards/9131-3312-74852.md",
        "paper_cards/9136-3312-77185.md",
        "work-queue.md",
    ],
    new_ids=("3312.74852", "3312.77185"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "3312.71529"),
    ("anchoring-conflict", "3312.72630"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "3312.73741"),
    ("divergent-figures", "3312.76074"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "3312.75963"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "monthly recharge error": "逐月补给误差",
    "recharge event detection recall": "补给事件检出召回率",
    "safe yield error": "安全开采量误差",
    "conductivity tracer error": "电导率示踪误差",
    "spring discharge bias": "泉流量偏差",
    "deep drainage detection rate": "深层渗漏检出率",
    "saline front recall": "咸水界面召回率",
    "groundwater flow model speedup": "地下水流模型加速",
    "gap filled recharge error": "补缺后补给误差",
    "abstraction forecast error": "开采量预报误差",
    "wellhead salinity alarm reduction": "井口盐度警报减少",
}
METRIC_HANT = {
    "monthly recharge error": "逐月補注誤差",
    "recharge event detection recall": "補注事件偵測召回率",
    "safe yield error": "安全出水量誤差",
    "conductivity tracer error": "電導度示蹤誤差",
    "spring discharge bias": "泉水流量偏差",
    "deep drainage detection rate": "深層滲漏偵測率",
    "saline front recall": "鹹水界面召回率",
    "groundwater flow model speedup": "地下水流模式加速",
    "gap filled recharge error": "補缺後補注誤差",
    "abstraction forecast error": "抽水量預報誤差",
    "wellhead salinity alarm reduction": "井口鹽度警報減少",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
