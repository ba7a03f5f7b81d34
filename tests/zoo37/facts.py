"""Facts model for the thirty-seventh held-out layout zoo (topic: permafrost-methane-flux).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (caribou, wolverine and ermine) and August 2026 dates, with the daily
brief handed over in the morning (09:35). Figures come in units suited to methane flux work
(`nmol/m²/s` of eddy flux, `g/m²` of seasonal methane release, `Tg/yr` of emissions, `ppb` of
concentration) besides `%` and `×`. Everything the layouts write and everything the key states
comes from here. Points are given in English, simplified Chinese and traditional Chinese.

Planted faults (see FAULTS):
  new-but-anchored        EbulliSift (3308.61425): anchored 2026-08-17 (living doc, brief 1), called new by brief 2
  anchoring-conflict      TalikSonar (3308.62536): anchored 2026-08-19 per brief 2, 2026-08-20 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives ChamberLapse (3308.63647) twice
  divergent-figures       ThawPatch (3308.66970): seasonal methane release 14.6 g/m² (brief 1) vs 9.7 g/m² (brief 2)
  section-name-drift      §1.2 "Thaw Extent Mapping" (living doc, briefs 1 and 3) vs "Thermokarst Outline Tracing" (brief 2)
  repeated-to-verify      MethaneLedger's single tower, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites MethaneLedger's card as paper_cards/9415-3308-6586.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/ermine/2026-08-19-notes.md for FluxPipe 3 and lists it as empty
A second register entry (FluxPipe 3's missing calibration gas certificate) is raised by brief 2
and resolved by brief 3: it is not a fault. Brief 3 also has one adjacent item (LakeDrift), new
to the zoo.
"""

from __future__ import annotations

from datetime import date, timedelta

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "permafrost-methane-flux"
LIVING_STEM = f"organized/knowledge/{TOPIC}"
HANDOVER = "09:35"

RELEASE = "FluxPipe 3"
BLOG = "Counting Bubbles Under Thaw Lake Ice"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("3308.60314", "FluxTrace", arxiv="3308.60314"),
        Work("3308.61425", "EbulliSift", arxiv="3308.61425"),
        Work("3308.62536", "TalikSonar", arxiv="3308.62536"),
        Work("3308.63647", "ChamberLapse", arxiv="3308.63647"),
        Work("3308.64758", "EddyGapFill", arxiv="3308.64758"),
        Work("3308.65869", "MethaneLedger", arxiv="3308.65869"),
        Work("3308.66970", "ThawPatch", arxiv="3308.66970"),
        Work("3308.67081", "TundraWatch", arxiv="3308.67081"),
        Work("3308.68192", "LakeDrift", arxiv="3308.68192"),
        Work(RELEASE, RELEASE, url="https://github.com/example-fluxpipe/fluxpipe/releases/tag/v3.0.0", kind="release"),
        Work(BLOG, BLOG, url="https://thawlakenotes.example.org/2026/08/counting-bubbles-under-thaw-lake-ice/",
             kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Ebullition Detection",
    "1.2": "Thaw Extent Mapping",
    "1.3": "Chamber and Acoustic Flux",
    "2.1": "Eddy Covariance Records",
    "2.2": "Regional Emission Alerts",
}
DRIFTED = {"1.2": "Thermokarst Outline Tracing"}

SECTIONS_HANS = {
    "Ebullition Detection": "冒泡排放探测",
    "Thaw Extent Mapping": "融区范围制图",
    "Thermokarst Outline Tracing": "热喀斯特轮廓追踪",
    "Chamber and Acoustic Flux": "箱式与声学通量",
    "Eddy Covariance Records": "涡度相关记录",
    "Regional Emission Alerts": "区域排放预警",
}
SECTIONS_HANT = {
    "Ebullition Detection": "冒泡排放偵測",
    "Thaw Extent Mapping": "融區範圍製圖",
    "Thermokarst Outline Tracing": "熱喀斯特輪廓追蹤",
    "Chamber and Acoustic Flux": "箱式與聲學通量",
    "Eddy Covariance Records": "渦度相關紀錄",
    "Regional Emission Alerts": "區域排放預警",
}

# the malformed card name brief 1 writes for MethaneLedger (the last digit of 3308.65869 lost)
BAD_CARD = "paper_cards/9415-3308-6586.md"
# the note brief 2 cites for FluxPipe 3 and lists as empty
EMPTY_NOTE = "inbox/ermine/2026-08-19-notes.md"


def _single_tower(n: int, risk: str) -> Entry:
    en = {
        1: "The annual methane emission MethaneLedger reports rests on flux records from a single tower, all taken in one thaw season",
        2: "MethaneLedger still rests on a single tower; the authors say records from two more tundra towers are being processed",
        3: "MethaneLedger single tower doubt, raised in every brief so far, and still no record from any other tower",
    }[n]
    hans = {
        1: "MethaneLedger 报告的年甲烷排放只依据单一通量塔的记录，而且全部来自同一个融化季",
        2: "MethaneLedger 仍只依据单一通量塔，作者说另外两座苔原通量塔的记录正在处理",
        3: "MethaneLedger 单一通量塔的疑问每期都提，至今仍没有任何其他通量塔的记录",
    }[n]
    hant = {
        1: "MethaneLedger 報告的年甲烷排放只依據單一通量塔的紀錄，而且全部來自同一個融化季",
        2: "MethaneLedger 仍只依據單一通量塔，作者說另外兩座苔原通量塔的紀錄正在處理",
        3: "MethaneLedger 單一通量塔的疑問每期都提，至今仍沒有任何其他通量塔的紀錄",
    }[n]
    return Entry("single tower", en, "单一通量塔", hans, "單一通量塔", hant, ("3308.65869",), risk)


CERT_OPEN = Entry(
    "calibration gas certificate",
    "The FluxPipe 3 speedup was measured against a calibration gas certificate that the release does not ship",
    "标定气体证书",
    "FluxPipe 3 的加速是对照一份发布包没有附带的标定气体证书测得的",
    "標定氣體證書",
    "FluxPipe 3 的加速是對照一份釋出包沒有附帶的標定氣體證書測得的",
    (RELEASE,),
    "low",
)
CERT_CLOSED = Entry(
    "calibration gas certificate",
    "FluxPipe 3 calibration gas certificate, raised yesterday, now ships with the release and the speedup holds on our own cluster",
    "标定气体证书",
    "FluxPipe 3 标定气体证书（昨天提出）现已随发布包提供，在我们自己的集群上加速依然成立",
    "標定氣體證書",
    "FluxPipe 3 標定氣體證書（昨天提出）現已隨釋出包提供，在我們自己的叢集上加速依然成立",
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
    date=date(2026, 8, 17),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("3308.61425", "anchored", "1.1", date(2026, 8, 17), sources=("paper_cards/9406-3308-61425.md",),
           figures=(Figure(1.5, "ppb", "methane concentration error"),),
           point="picks ebullition events out of continuous methane analyser records over thaw lakes and tells them apart from wind gusts",
           hans="从热融湖上方甲烷分析仪的连续记录中挑出冒泡事件，并把它们和阵风区分开",
           hant="從熱融湖上方甲烷分析儀的連續紀錄中挑出冒泡事件，並把它們和陣風區分開"),
        _m("3308.60314", "anchored", "1.2", date(2026, 8, 14), sources=("paper_cards/9402-3308-60314.md",),
           figures=(Figure(0.8, "g/m²", "lake emission mapping error"),),
           point="traces the edge of thawed ground around tundra lakes in every radar image the satellites take, cloud or no cloud",
           hans="在卫星拍摄的每一幅雷达影像中描出苔原湖泊周围融化地面的边界，不受云层影响",
           hant="在衛星拍攝的每一幅雷達影像中描出苔原湖泊周圍融化地面的邊界，不受雲層影響"),
    ],
)  # fmt: skip

B1 = Doc(
    stem=f"inbox/caribou/2026-08-18-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 8, 18),
    instance="caribou",
    window=_window(date(2026, 8, 18)),
    baseline=date(2026, 8, 17),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("3308.66970", "new", "1.2", sources=("inbox/ermine/2026-08-18-notes.md", "paper_cards/9412-3308-66970.md"),
           figures=(Figure(14.6, "g/m²", "seasonal methane release"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="estimates how much methane each newly thawed patch releases in a season by pairing radar subsidence maps with chamber readings",
           hans="把雷达沉降图和箱式读数配对，估算每块新融化地块在一个季节里释放的甲烷量",
           hant="把雷達沉陷圖和箱式讀數配對，估算每塊新融化地塊在一個季節裡釋放的甲烷量"),
        _m("3308.62536", "new", "1.3", sources=("inbox/wolverine/2026-08-18-notes.md", "paper_cards/9409-3308-62536.md"),
           figures=(Figure(0.9, "ppb", "dissolved methane detection limit"),), confidence="high",
           point="listens for rising bubbles through hydrophones frozen into lake ice and flags each burst of methane",
           hans="通过冻在湖冰里的水听器监听上升的气泡，并标记每一次甲烷喷发",
           hant="透過凍在湖冰裡的水聽器監聽上升的氣泡，並標記每一次甲烷噴發"),
        _m("3308.65869", "new", "1.3", sources=("inbox/ermine/2026-08-18-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(2.3, "Tg/yr", "annual methane emission error"),), confidence="medium",
           point="scales the methane one flux tower measures up to the whole lowland, calibrated on a few lakes sampled by boat",
           hans="把一座通量塔测得的甲烷推算到整个低地，并用乘船采样的少数湖泊校准",
           hant="把一座通量塔測得的甲烷推算到整個低地，並以乘船採樣的少數湖泊校準"),
        _m("3308.60314", "anchored", "1.2", date(2026, 8, 14),
           point="in the living document since it was anchored, with nothing new this round",
           hans="自锚定以来一直在活文档中，本轮没有新内容", hant="自錨定以來一直在活文件中，本輪沒有新內容"),
        _m("3308.61425", "carried-over", "1.1", date(2026, 8, 17),
           point="the ebullition picks ThawPatch uses to decide which chamber readings bracket a release",
           hans="ThawPatch 用来判断哪些箱式读数夹住了一次释放的冒泡拾取结果",
           hant="ThawPatch 用來判斷哪些箱式讀數夾住了一次釋放的冒泡拾取結果"),
        _m("3308.63647", "adjacent", point="picks flux pulses out of time lapse chamber readings on the tundra",
           hans="从苔原上延时箱式读数中挑出通量脉冲", hant="從苔原上縮時箱式讀數中挑出通量脈衝"),
    ],
    entries=[_single_tower(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/ermine/2026-08-18-notes.md",
        "inbox/wolverine/2026-08-18-notes.md",
        "paper_cards/9409-3308-62536.md",
        "paper_cards/9412-3308-66970.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("3308.66970", "3308.62536", "3308.65869"),
)  # fmt: skip

B2 = Doc(
    stem=f"inbox/wolverine/2026-08-19-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 8, 19),
    instance="wolverine",
    window=_window(date(2026, 8, 19)),
    baseline=date(2026, 8, 18),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("3308.61425", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/caribou/2026-08-19-notes.md", "paper_cards/9421-3308-61425.md"),
           figures=(Figure(91, "%", "ebullition event detection rate"),), confidence="medium",
           point="the second version adds lake ice cameras to the analysers and catches small bursts the first version missed",
           hans="第二版在分析仪之外加入湖冰相机，能捕捉到第一版漏掉的小型喷发",
           hant="第二版在分析儀之外加入湖冰相機，能捕捉到第一版漏掉的小型噴發"),
        _m("3308.63647", "new", "1.3", sources=("inbox/caribou/2026-08-19-notes.md", "paper_cards/9424-3308-63647.md"),
           figures=(Figure(79, "%", "chamber flux pulse recall"),), confidence="medium-high",
           point="picks flux pulses out of time lapse chamber readings and times each one to the second against the tower record",
           hans="从延时箱式读数中挑出通量脉冲，并对照通量塔记录把每次脉冲的时间精确到秒",
           hant="從縮時箱式讀數中挑出通量脈衝，並對照通量塔紀錄把每次脈衝的時間精確到秒"),
        _m(RELEASE, "new", "1.1", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(6.2, "×", "flux processing speedup"),), confidence="medium",
           point="the release computes half hourly fluxes over years of raw analyser records on graphics cards",
           hans="新版在显卡上对多年的原始分析仪记录计算半小时通量",
           hant="新版在顯示卡上對多年的原始分析儀紀錄計算半小時通量"),
        _m("3308.66970", "carried-over", "1.2",
           figures=(Figure(9.7, "g/m²", "seasonal methane release"),),  # FAULT divergent-figures (b)
           point="the figure the authors gave in their talk at the permafrost carbon workshop",
           hans="作者在多年冻土碳研讨会报告中给出的数值",
           hant="作者在永凍土碳研討會報告中給出的數值"),
        _m("3308.62536", "anchored", "1.3", date(2026, 8, 19),  # FAULT anchoring-conflict (a)
           point="merged into the living document in the overnight run", hans="已在夜间运行中并入活文档",
           hant="已在夜間執行時併入活文件"),
        _m("3308.65869", "carried-over", "1.3", point="still waiting, as it has been since the first brief",
           hans="从第一期起一直在等", hant="從第一期起一直在等"),
        _m("3308.64758", "candidate", point="fills the gaps that frost on the sensors and power cuts leave in eddy flux series",
           hans="补齐传感器结霜和断电在涡度通量序列中留下的缺口", hant="補齊感測器結霜與斷電在渦度通量序列中留下的缺口"),
    ],
    entries=[_single_tower(2, "high"), CERT_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/caribou/2026-08-19-notes.md",
        EMPTY_NOTE,
        "paper_cards/9421-3308-61425.md",
        "paper_cards/9424-3308-63647.md",
    ],
    new_ids=("3308.61425", "3308.63647", "3308.63647"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem=f"inbox/ermine/2026-08-20-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 8, 20),
    instance="ermine",
    window=_window(date(2026, 8, 20)),
    baseline=date(2026, 8, 19),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("3308.64758", "new", "2.1", sources=("inbox/wolverine/2026-08-20-notes.md", "paper_cards/9431-3308-64758.md"),
           figures=(Figure(0.42, "nmol/m²/s", "eddy flux gap filling error"),), confidence="medium-high",
           point="fills the gaps frost on the sensors and power cuts leave in eddy flux series with a model that knows the soil freeze cycle",
           hans="用一个了解土壤冻融周期的模型补齐传感器结霜和断电在涡度通量序列中留下的缺口",
           hant="以一個了解土壤凍融週期的模型補齊感測器結霜與斷電在渦度通量序列中留下的缺口"),
        _m("3308.67081", "new", "2.2", sources=("inbox/caribou/2026-08-20-notes.md", "paper_cards/9436-3308-67081.md"),
           figures=(Figure(0.5, "Tg/yr", "regional emission forecast error"),
                    Figure(31, "%", "false alert reduction")),
           confidence="medium",
           point="a digital twin of one tundra lowland that forecasts methane pulses from soil temperature and snow melt and decides when to alert the monitoring network",
           hans="一个苔原低地的数字孪生，根据土壤温度和融雪预报甲烷脉冲，并决定何时向监测网络发出警报",
           hant="一個苔原低地的數位孿生，依土壤溫度與融雪預報甲烷脈衝，並決定何時向監測網路發出警報"),
        _m(BLOG, "new", "1.2", sources=("inbox/caribou/2026-08-20-notes.md",), confidence="medium",
           point="blog post by a field technician on how a lake team counts frozen bubbles along a fixed transect on the ice",
           hans="一位野外技术员写的博客文章，讲湖上小组如何沿冰面上固定的样线数冻结的气泡",
           hant="一位野外技術員寫的部落格文章，談湖上小組如何沿冰面上固定的樣線數凍結的氣泡"),
        _m("3308.62536", "anchored", "1.3", date(2026, 8, 20),  # FAULT anchoring-conflict (b)
           point="entered the living document with the morning merge", hans="随早间合并进入活文档",
           hant="隨早上合併進入活文件"),
        _m(RELEASE, "carried-over", "1.1", point="the calibration gas question is settled",
           hans="标定气体证书的疑问已经解决", hant="標定氣體證書的疑問已經解決"),
        _m("3308.65869", "not-anchored", "1.3", point="kept out until records from a second tower back it up",
           hans="等第二座通量塔的记录佐证后再锚入", hant="等第二座通量塔的紀錄佐證後再錨入"),
        _m("3308.63647", "carried-over", "1.3", point="nothing new on it since the previous brief",
           hans="上一期之后没有新进展", hant="上一期之後沒有新進展"),
        _m("3308.68192", "adjacent", point="tracks methane plumes drifting across thaw lakes in drone spectrometer sweeps",
           hans="在无人机光谱仪扫描中追踪飘过热融湖的甲烷羽流", hant="在無人機光譜儀掃描中追蹤飄過熱融湖的甲烷羽流"),
    ],
    entries=[_single_tower(3, "high"), CERT_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/wolverine/2026-08-20-notes.md",
        "inbox/caribou/2026-08-20-notes.md",
        "paper_cards/9431-3308-64758.md",
        "paper_cards/9436-3308-67081.md",
        "work-queue.md",
    ],
    new_ids=("3308.64758", "3308.67081"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "3308.61425"),
    ("anchoring-conflict", "3308.62536"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "3308.63647"),
    ("divergent-figures", "3308.66970"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "3308.65869"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "methane concentration error": "甲烷浓度误差",
    "lake emission mapping error": "湖泊排放制图误差",
    "seasonal methane release": "季节甲烷释放量",
    "dissolved methane detection limit": "溶解甲烷检出限",
    "annual methane emission error": "年甲烷排放误差",
    "ebullition event detection rate": "冒泡事件检出率",
    "chamber flux pulse recall": "箱式通量脉冲召回率",
    "flux processing speedup": "通量处理加速",
    "eddy flux gap filling error": "涡度通量补缺误差",
    "regional emission forecast error": "区域排放预报误差",
    "false alert reduction": "误警减少",
}
METRIC_HANT = {
    "methane concentration error": "甲烷濃度誤差",
    "lake emission mapping error": "湖泊排放製圖誤差",
    "seasonal methane release": "季節甲烷釋放量",
    "dissolved methane detection limit": "溶解甲烷偵測極限",
    "annual methane emission error": "年甲烷排放誤差",
    "ebullition event detection rate": "冒泡事件檢出率",
    "chamber flux pulse recall": "箱式通量脈衝召回率",
    "flux processing speedup": "通量處理加速",
    "eddy flux gap filling error": "渦度通量補值誤差",
    "regional emission forecast error": "區域排放預報誤差",
    "false alert reduction": "誤警減少",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
