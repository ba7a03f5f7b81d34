"""Facts model for the forty-fourth held-out layout zoo (topic: railway-track-buckling).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (shrike, jerboa and tenrec) and February 2034 dates, with the daily
brief handed over at 18:05. Figures come in the units a track engineering team uses (`kN` of
rail force, `MPa` of thermal stress, `µε` of rail strain, `km/h` of a speed restriction)
besides `%` and `×`. Points are given in English, simplified and traditional Chinese.

Planted faults (see FAULTS):
  new-but-anchored        NeutralScope (3402.61529): anchored 2034-02-20 (living doc, brief 1), called new by brief 2
  anchoring-conflict      KinkCycle (3402.62630): anchored 2034-02-22 per brief 2, 2034-02-23 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives GaugeLidar (3402.63741) twice
  divergent-figures       RailHeatWatch (3402.66074): rail strain estimate error 38 µε (brief 1) vs 52 µε (brief 2)
  section-name-drift      §1.2 "Lateral Resistance Assessment" (living doc, briefs 1 and 3) vs "Ballast Stability
                          Analysis" (brief 2)
  repeated-to-verify      StressMapNet's single test section, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites StressMapNet's card as paper_cards/7314-3402-6596.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/tenrec/2034-02-22-notes.md for BuckleKit 3 and lists it as empty
A second register entry (BuckleKit 3's missing calibration file) is raised by brief 2 and resolved
by brief 3: it is not a fault. Brief 3 also has one adjacent item (KinkAlert), new to the zoo.
"""

from __future__ import annotations

from datetime import date, timedelta

from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "railway-track-buckling"
LIVING_STEM = f"organized/knowledge/{TOPIC}"
HANDOVER = "18:05"

RELEASE = "BuckleKit 3"
BLOG = "Walking the Four-Foot"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("3402.60418", "BallastPulse", arxiv="3402.60418"),
        Work("3402.61529", "NeutralScope", arxiv="3402.61529"),
        Work("3402.62630", "KinkCycle", arxiv="3402.62630"),
        Work("3402.63741", "GaugeLidar", arxiv="3402.63741"),
        Work("3402.64852", "SleeperCam", arxiv="3402.64852"),
        Work("3402.65963", "StressMapNet", arxiv="3402.65963"),
        Work("3402.66074", "RailHeatWatch", arxiv="3402.66074"),
        Work("3402.67185", "TrackTwin", arxiv="3402.67185"),
        Work("3402.68296", "KinkAlert", arxiv="3402.68296"),
        Work(RELEASE, RELEASE, url="https://github.com/example-bucklekit/bucklekit/releases/tag/v3.0.0",
             kind="release"),
        Work(BLOG, BLOG, url="https://fourfoot.example.net/2034/02/walking-the-four-foot/", kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Rail Temperature Sensing",
    "1.2": "Lateral Resistance Assessment",
    "1.3": "Buckling Risk Prediction",
    "2.1": "Sleeper and Fastening Inspection",
    "2.2": "Speed Restriction Operations",
}
DRIFTED = {"1.2": "Ballast Stability Analysis"}

SECTIONS_HANS = {
    "Rail Temperature Sensing": "钢轨温度感测",
    "Lateral Resistance Assessment": "道床横向阻力评估",
    "Ballast Stability Analysis": "道床稳定性分析",
    "Buckling Risk Prediction": "胀轨风险预测",
    "Sleeper and Fastening Inspection": "轨枕与扣件检查",
    "Speed Restriction Operations": "限速运营管理",
}
SECTIONS_HANT = {
    "Rail Temperature Sensing": "鋼軌溫度感測",
    "Lateral Resistance Assessment": "道床橫向阻力評估",
    "Ballast Stability Analysis": "道床穩定性分析",
    "Buckling Risk Prediction": "脹軌風險預測",
    "Sleeper and Fastening Inspection": "軌枕與扣件檢查",
    "Speed Restriction Operations": "限速營運管理",
}

BAD_CARD = "paper_cards/7314-3402-6596.md"
EMPTY_NOTE = "inbox/tenrec/2034-02-22-notes.md"


def _section(n: int, risk: str) -> Entry:
    en = {
        1: "The compressive stress maps StressMapNet reports come from a single test section measured through one summer",
        2: "StressMapNet still rests on a single test section; the authors say data from two mountain lines are being cleaned",
        3: "StressMapNet single test section doubt, raised in every brief so far, and still no second section in the data",
    }[n]
    hans = {
        1: "StressMapNet 报告的压应力分布图只来自单一试验段一个夏季的测量",
        2: "StressMapNet 仍只依据单一试验段，作者说两条山区线路的数据正在清洗",
        3: "StressMapNet 单一试验段的疑问每期都提，数据里至今仍没有第二个试验段",
    }[n]
    hant = {
        1: "StressMapNet 報告的壓應力分布圖只來自單一試驗段一個夏季的量測",
        2: "StressMapNet 仍只依據單一試驗段，作者說兩條山區路線的資料正在清理",
        3: "StressMapNet 單一試驗段的疑問每期都提，資料裡至今仍沒有第二個試驗段",
    }[n]
    return Entry("single test section", en, "单一试验段", hans, "單一試驗段", hant, ("3402.65963",), risk)


CAL_OPEN = Entry(
    "calibration file",
    "The BuckleKit 3 speedup was measured with a track geometry calibration file that the release does not ship",
    "标定文件",
    "BuckleKit 3 的加速是用一份发布包没有附带的轨道几何标定文件测得的",
    "校正檔案",
    "BuckleKit 3 的加速是用一份釋出包沒有附帶的軌道幾何校正檔案測得的",
    (RELEASE,),
    "low",
)
CAL_CLOSED = Entry(
    "calibration file",
    "BuckleKit 3 calibration file, raised yesterday, now ships with the release and the speedup holds on our own recordings",
    "标定文件",
    "BuckleKit 3 标定文件（昨天提出）现已随发布包提供，在我们自己的记录上加速依然成立",
    "校正檔案",
    "BuckleKit 3 校正檔案（昨天提出）現已隨釋出包提供，在我們自己的紀錄上加速依然成立",
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
    date=date(2034, 2, 20),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("3402.61529", "anchored", "1.1", date(2034, 2, 20), sources=("paper_cards/7302-3402-61529.md",),
           figures=(Figure(2.4, "MPa", "thermal stress estimate error"),),
           point="estimates the stress-free temperature of continuous welded rail from strain gauges and the daily swing "
                 "of rail temperature",
           hans="根据应变计和每日钢轨温度的起伏估算无缝线路的锁定轨温",
           hant="根據應變計與每日鋼軌溫度的起伏估算無縫線路的鎖定軌溫"),
        _m("3402.60418", "anchored", "1.2", date(2034, 2, 17), sources=("paper_cards/7297-3402-60418.md",),
           figures=(Figure(91, "%", "weak crib detection recall"),),
           point="finds cribs with too little ballast from the way the track answers a passing train",
           hans="根据列车通过时轨道的响应找出道砟不足的轨枕盒",
           hant="根據列車通過時軌道的響應找出道碴不足的軌枕盒"),
    ],
)  # fmt: skip

B1 = Doc(
    stem=f"inbox/shrike/2034-02-21-{TOPIC}-brief",
    kind="brief",
    date=date(2034, 2, 21),
    instance="shrike",
    window=_window(date(2034, 2, 21)),
    baseline=date(2034, 2, 20),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("3402.66074", "new", "1.2", sources=("inbox/tenrec/2034-02-21-notes.md", "paper_cards/7311-3402-66074.md"),
           figures=(Figure(38, "µε", "rail strain estimate error"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="reads the lateral stability of a curve from rail strain logged while the afternoon sun heats it",
           hans="根据午后日晒升温时记录的钢轨应变判断曲线段的横向稳定性",
           hant="根據午後日曬升溫時記錄的鋼軌應變判斷曲線段的橫向穩定性"),
        _m("3402.62630", "new", "1.3", sources=("inbox/jerboa/2034-02-21-notes.md", "paper_cards/7309-3402-62630.md"),
           figures=(Figure(6.5, "kN", "longitudinal rail force error"),), confidence="high",
           point="models how the longitudinal force in a rail builds over a hot week and when a kink is likely to form",
           hans="模拟炎热的一周里钢轨纵向力如何累积，以及何时可能出现胀轨",
           hant="模擬炎熱的一週裡鋼軌縱向力如何累積，以及何時可能出現脹軌"),
        _m("3402.65963", "new", "1.3", sources=("inbox/tenrec/2034-02-21-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(1.9, "MPa", "stress map bias"),), confidence="medium",
           point="turns trackside thermal camera frames into a map of the compressive stress along each rail",
           hans="把轨旁热成像画面转换成沿每根钢轨的压应力分布图",
           hant="把軌旁熱影像畫面轉換成沿每根鋼軌的壓應力分布圖"),
        _m("3402.60418", "anchored", "1.2", date(2034, 2, 17),
           point="unchanged in the living document since it was anchored",
           hans="锚入后在活文档中没有变动", hant="錨入後在活文件中沒有變動"),
        _m("3402.61529", "carried-over", "1.1", date(2034, 2, 20),
           point="the stress-free temperature estimates RailHeatWatch compares against",
           hans="RailHeatWatch 用作对照的锁定轨温估算",
           hant="RailHeatWatch 用作對照的鎖定軌溫估算"),
        _m("3402.63741", "adjacent",
           point="measures track alignment with a lidar on a service train and flags lateral shifts",
           hans="用检测列车上的激光雷达测量轨向并标出横向位移", hant="用檢測列車上的光達量測軌向並標出橫向位移"),
    ],
    entries=[_section(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/jerboa/2034-02-21-notes.md",
        "inbox/tenrec/2034-02-21-notes.md",
        "paper_cards/7309-3402-62630.md",
        "paper_cards/7311-3402-66074.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("3402.66074", "3402.62630", "3402.65963"),
)  # fmt: skip

B2 = Doc(
    stem=f"inbox/jerboa/2034-02-22-{TOPIC}-brief",
    kind="brief",
    date=date(2034, 2, 22),
    instance="jerboa",
    window=_window(date(2034, 2, 22)),
    baseline=date(2034, 2, 21),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("3402.61529", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/shrike/2034-02-22-notes.md", "paper_cards/7320-3402-61529.md"),
           figures=(Figure(84, "%", "neutral temperature drift detection rate"),), confidence="medium",
           point="the second version adds rail surface thermometers and catches the drift after track work that the first "
                 "version missed",
           hans="第二版加入轨面温度计，能捕捉到第一版漏掉的养护作业后的锁定轨温漂移",
           hant="第二版加入軌面溫度計，能捕捉到第一版漏掉的養護作業後的鎖定軌溫漂移"),
        _m("3402.63741", "new", "1.3", sources=("inbox/shrike/2034-02-22-notes.md", "paper_cards/7323-3402-63741.md"),
           figures=(Figure(73, "%", "misalignment warning recall"),), confidence="medium-high",
           point="warns of growing misalignment from lidar runs and checks each warning against the buckles that followed",
           hans="根据激光雷达巡检预警逐渐扩大的轨向不良，并对照随后的胀轨核对每次预警",
           hant="根據光達巡檢預警逐漸擴大的軌向不良，並對照隨後的脹軌核對每次預警"),
        _m(RELEASE, "new", "1.1", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(3.8, "×", "track recording decoding speedup"),), confidence="medium",
           point="the release decodes a summer of track recording car and rail thermometer logs on a laptop",
           hans="新版在笔记本电脑上解码整个夏季的轨检车和轨温计记录",
           hant="新版在筆記型電腦上解碼整個夏季的軌檢車與軌溫計紀錄"),
        _m("3402.66074", "carried-over", "1.2",
           figures=(Figure(52, "µε", "rail strain estimate error"),),  # FAULT divergent-figures (b)
           point="the figure the authors gave in their talk at the track engineering forum",
           hans="作者在轨道工程论坛报告中给出的数值",
           hant="作者在軌道工程論壇報告中給出的數值"),
        _m("3402.62630", "anchored", "1.3", date(2034, 2, 22),  # FAULT anchoring-conflict (a)
           point="merged into the living document by last night's relay", hans="已由昨晚的接力并入活文档",
           hant="已由昨晚的接力併入活文件"),
        _m("3402.65963", "carried-over", "1.3", point="still open, as it has been since the first brief",
           hans="从第一期起一直悬而未决", hant="從第一期起一直懸而未決"),
        _m("3402.64852", "candidate",
           point="counts broken fastening clips in frames from a camera under a service train",
           hans="在检测列车底部摄像头的画面中清点断裂的扣件弹条", hant="在檢測列車底部攝影機的畫面中清點斷裂的扣件彈條"),
    ],
    entries=[_section(2, "high"), CAL_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/shrike/2034-02-22-notes.md",
        EMPTY_NOTE,
        "paper_cards/7320-3402-61529.md",
        "paper_cards/7323-3402-63741.md",
    ],
    new_ids=("3402.61529", "3402.63741", "3402.63741"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem=f"inbox/tenrec/2034-02-23-{TOPIC}-brief",
    kind="brief",
    date=date(2034, 2, 23),
    instance="tenrec",
    window=_window(date(2034, 2, 23)),
    baseline=date(2034, 2, 22),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("3402.64852", "new", "2.1", sources=("inbox/jerboa/2034-02-23-notes.md", "paper_cards/7331-3402-64852.md"),
           figures=(Figure(4.5, "kN", "clamp force estimate error"),), confidence="medium-high",
           point="reads fastening clamp force from under-train camera frames and fills the stretches a track recording car "
                 "skipped",
           hans="从车底摄像头画面读出扣件扣压力，并补齐轨检车漏检的区段",
           hant="從車底攝影機畫面讀出扣件扣壓力，並補齊軌檢車漏檢的區段"),
        _m("3402.67185", "new", "2.2", sources=("inbox/shrike/2034-02-23-notes.md", "paper_cards/7336-3402-67185.md"),
           figures=(Figure(15, "km/h", "restriction speed forecast error"),
                    Figure(31, "%", "unneeded slow order reduction")),
           confidence="medium",
           point="a digital twin of one main line that forecasts rail stress on hot days and decides where to impose speed "
                 "restrictions",
           hans="一条干线的数字孪生，预报高温日的钢轨应力，并决定在哪里实施限速",
           hant="一條幹線的數位孿生，預報高溫日的鋼軌應力，並決定在哪裡實施限速"),
        _m(BLOG, "new", "1.2", sources=("inbox/shrike/2034-02-23-notes.md",), confidence="medium",
           point="blog post by a track walker on how she sees a curve losing lateral resistance at the ballast shoulder "
                 "before any alarm",
           hans="一位巡道工写的博客文章，讲她如何在报警之前就从道床肩部看出曲线正在失去横向阻力",
           hant="一位巡道員寫的部落格文章，談她如何在警報之前就從道床肩部看出曲線正在失去橫向阻力"),
        _m("3402.62630", "anchored", "1.3", date(2034, 2, 23),  # FAULT anchoring-conflict (b)
           point="went into the living document with this morning's merge", hans="随今早的合并进入活文档",
           hant="隨今早的合併進入活文件"),
        _m(RELEASE, "carried-over", "1.1", point="the calibration file question is settled",
           hans="标定文件的疑问已经解决", hant="校正檔案的疑問已經解決"),
        _m("3402.65963", "not-anchored", "1.3", point="kept out until stress maps from a second test section back it up",
           hans="等第二个试验段的应力图佐证后再锚入", hant="等第二個試驗段的應力圖佐證後再錨入"),
        _m("3402.63741", "carried-over", "1.3", point="no news on it since the previous brief",
           hans="上一期之后没有新进展", hant="上一期之後沒有新進展"),
        _m("3402.68296", "adjacent",
           point="tells a kink forming under traffic apart from a rail joint gap in track recording car data",
           hans="在轨检车数据中区分行车中正在形成的胀轨和钢轨接头轨缝",
           hant="在軌檢車資料中區分行車中正在形成的脹軌與鋼軌接頭軌縫"),
    ],
    entries=[_section(3, "high"), CAL_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/jerboa/2034-02-23-notes.md",
        "inbox/shrike/2034-02-23-notes.md",
        "paper_cards/7331-3402-64852.md",
        "paper_cards/7336-3402-67185.md",
        "work-queue.md",
    ],
    new_ids=("3402.64852", "3402.67185"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "3402.61529"),
    ("anchoring-conflict", "3402.62630"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "3402.63741"),
    ("divergent-figures", "3402.66074"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "3402.65963"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "thermal stress estimate error": "温度应力估计误差",
    "weak crib detection recall": "道砟不足轨枕盒召回率",
    "rail strain estimate error": "钢轨应变估计误差",
    "longitudinal rail force error": "钢轨纵向力误差",
    "stress map bias": "应力图偏差",
    "neutral temperature drift detection rate": "锁定轨温漂移检出率",
    "misalignment warning recall": "轨向不良预警召回率",
    "track recording decoding speedup": "轨检记录解码加速",
    "clamp force estimate error": "扣压力估计误差",
    "restriction speed forecast error": "限速值预报误差",
    "unneeded slow order reduction": "不必要限速令减少",
}
METRIC_HANT = {
    "thermal stress estimate error": "溫度應力估計誤差",
    "weak crib detection recall": "道碴不足軌枕盒召回率",
    "rail strain estimate error": "鋼軌應變估計誤差",
    "longitudinal rail force error": "鋼軌縱向力誤差",
    "stress map bias": "應力圖偏差",
    "neutral temperature drift detection rate": "鎖定軌溫漂移偵測率",
    "misalignment warning recall": "軌向不良預警召回率",
    "track recording decoding speedup": "軌檢紀錄解碼加速",
    "clamp force estimate error": "扣壓力估計誤差",
    "restriction speed forecast error": "限速值預報誤差",
    "unneeded slow order reduction": "不必要慢行令減少",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
