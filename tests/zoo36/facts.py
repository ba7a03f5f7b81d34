"""Facts model for the thirty-sixth held-out layout zoo (topic: glacier-calving-detection).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (muskox, walrus and lemming; ptarmigan and stoat were taken) and
September 2026 dates, with the daily brief handed over in the early evening (18:25). Figures
come in units suited to glaciology (`m/day` of ice velocity, `km²` of calved ice,
`Gt/yr` of mass loss, `false alarms/day` of a detector) besides `%` and `×`. Everything the
layouts write and everything the key states comes from here. Points are given in English,
simplified Chinese and traditional Chinese.

Planted faults (see FAULTS):
  new-but-anchored        QuakeSift (3307.51324): anchored 2026-09-14 (living doc, brief 1), called new by brief 2
  anchoring-conflict      BergPhone (3307.52435): anchored 2026-09-16 per brief 2, 2026-09-17 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives TideLapse (3307.53546) twice
  divergent-figures       BergArea (3307.56879): calved ice area 12.4 km² (brief 1) vs 8.9 km² (brief 2)
  section-name-drift      §1.2 "Calving Front Mapping" (living doc, briefs 1 and 3) vs "Terminus Outline Tracing" (brief 2)
  repeated-to-verify      IceLedger's single glacier, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites IceLedger's card as paper_cards/8415-3307-5576.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/lemming/2026-09-16-notes.md for GlacioSeis 5 and lists it as empty
A second register entry (GlacioSeis 5's missing station response file) is raised by brief 2 and
resolved by brief 3: it is not a fault. Brief 3 also has one adjacent item (BergDrift), new to the zoo.
"""

from __future__ import annotations

from datetime import date, timedelta

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "glacier-calving-detection"
LIVING_STEM = f"organized/knowledge/{TOPIC}"
HANDOVER = "18:25"

RELEASE = "GlacioSeis 5"
BLOG = "Counting Calving Events from the Fjord Shore"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("3307.50213", "FrontTrace", arxiv="3307.50213"),
        Work("3307.51324", "QuakeSift", arxiv="3307.51324"),
        Work("3307.52435", "BergPhone", arxiv="3307.52435"),
        Work("3307.53546", "TideLapse", arxiv="3307.53546"),
        Work("3307.54657", "VeloGap", arxiv="3307.54657"),
        Work("3307.55768", "IceLedger", arxiv="3307.55768"),
        Work("3307.56879", "BergArea", arxiv="3307.56879"),
        Work("3307.57980", "FjordWatch", arxiv="3307.57980"),
        Work("3307.58091", "BergDrift", arxiv="3307.58091"),
        Work(RELEASE, RELEASE, url="https://github.com/example-glacioseis/glacioseis/releases/tag/v5.0.0", kind="release"),
        Work(BLOG, BLOG, url="https://icefrontnotes.example.org/2026/09/counting-calving-events-from-the-fjord-shore/",
             kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Seismic Calving Signals",
    "1.2": "Calving Front Mapping",
    "1.3": "Acoustic and Camera Detection",
    "2.1": "Ice Velocity Records",
    "2.2": "Fjord Hazard Alerts",
}
DRIFTED = {"1.2": "Terminus Outline Tracing"}

SECTIONS_HANS = {
    "Seismic Calving Signals": "地震崩解信号",
    "Calving Front Mapping": "崩解前缘制图",
    "Terminus Outline Tracing": "冰舌轮廓追踪",
    "Acoustic and Camera Detection": "声学与相机探测",
    "Ice Velocity Records": "冰流速记录",
    "Fjord Hazard Alerts": "峡湾灾害预警",
}
SECTIONS_HANT = {
    "Seismic Calving Signals": "地震崩解訊號",
    "Calving Front Mapping": "崩解前緣製圖",
    "Terminus Outline Tracing": "冰舌輪廓追蹤",
    "Acoustic and Camera Detection": "聲學與相機偵測",
    "Ice Velocity Records": "冰流速紀錄",
    "Fjord Hazard Alerts": "峽灣災害預警",
}

# the malformed card name brief 1 writes for IceLedger (the last digit of 3307.55768 lost)
BAD_CARD = "paper_cards/8415-3307-5576.md"
# the note brief 2 cites for GlacioSeis 5 and lists as empty
EMPTY_NOTE = "inbox/lemming/2026-09-16-notes.md"


def _single_glacier(n: int, risk: str) -> Entry:
    en = {
        1: "The annual calving loss IceLedger reports rests on hydrophone records from a single glacier, all taken in one melt season",
        2: "IceLedger still rests on a single glacier; the authors say records from two more outlet glaciers are being processed",
        3: "IceLedger single glacier doubt, raised in every brief so far, and still no record from any other glacier",
    }[n]
    hans = {
        1: "IceLedger 报告的年崩解损失只依据单一冰川的水听器记录，而且全部来自同一个融化季",
        2: "IceLedger 仍只依据单一冰川，作者说另外两条溢出冰川的记录正在处理",
        3: "IceLedger 单一冰川的疑问每期都提，至今仍没有任何其他冰川的记录",
    }[n]
    hant = {
        1: "IceLedger 報告的年崩解損失只依據單一冰川的水聽器紀錄，而且全部來自同一個融化季",
        2: "IceLedger 仍只依據單一冰川，作者說另外兩條出口冰川的紀錄正在處理",
        3: "IceLedger 單一冰川的疑問每期都提，至今仍沒有任何其他冰川的紀錄",
    }[n]
    return Entry("single glacier", en, "单一冰川", hans, "單一冰川", hant, ("3307.55768",), risk)


RESPONSE_OPEN = Entry(
    "station response file",
    "The GlacioSeis 5 speedup was measured with a station response file that the release does not ship",
    "台站响应文件",
    "GlacioSeis 5 的加速是用一份发布包没有附带的台站响应文件测得的",
    "測站響應檔",
    "GlacioSeis 5 的加速是用一份釋出包沒有附帶的測站響應檔測得的",
    (RELEASE,),
    "low",
)
RESPONSE_CLOSED = Entry(
    "station response file",
    "GlacioSeis 5 station response file, raised yesterday, now ships with the release and the speedup holds on our own cluster",
    "台站响应文件",
    "GlacioSeis 5 台站响应文件（昨天提出）现已随发布包提供，在我们自己的集群上加速依然成立",
    "測站響應檔",
    "GlacioSeis 5 測站響應檔（昨天提出）現已隨釋出包提供，在我們自己的叢集上加速依然成立",
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
    date=date(2026, 9, 14),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("3307.51324", "anchored", "1.1", date(2026, 9, 14), sources=("paper_cards/8406-3307-51324.md",),
           figures=(Figure(1.5, "false alarms/day", "seismic false alarm rate"),),
           point="picks calving events out of the continuous records of regional seismometers and tells them apart from tectonic earthquakes",
           hans="从区域地震仪的连续记录中挑出崩解事件，并把它们和构造地震区分开",
           hant="從區域地震儀的連續紀錄中挑出崩解事件，並把它們和構造地震區分開"),
        _m("3307.50213", "anchored", "1.2", date(2026, 9, 11), sources=("paper_cards/8402-3307-50213.md",),
           figures=(Figure(0.8, "km²", "calving front area error"),),
           point="traces the calving front of tidewater glaciers in every radar image the satellites take, cloud or no cloud",
           hans="在卫星拍摄的每一幅雷达影像中描出入海冰川的崩解前缘，不受云层影响",
           hant="在衛星拍攝的每一幅雷達影像中描出入海冰川的崩解前緣，不受雲層影響"),
    ],
)  # fmt: skip

B1 = Doc(
    stem=f"inbox/muskox/2026-09-15-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 9, 15),
    instance="muskox",
    window=_window(date(2026, 9, 15)),
    baseline=date(2026, 9, 14),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("3307.56879", "new", "1.2", sources=("inbox/lemming/2026-09-15-notes.md", "paper_cards/8412-3307-56879.md"),
           figures=(Figure(12.4, "km²", "calved ice area"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="measures how much ice area each calving event removes by differencing radar images taken a few days apart",
           hans="通过对相隔数天的雷达影像作差，测出每次崩解事件带走的冰面面积",
           hant="透過對相隔數天的雷達影像作差，測出每次崩解事件帶走的冰面面積"),
        _m("3307.52435", "new", "1.3", sources=("inbox/walrus/2026-09-15-notes.md", "paper_cards/8409-3307-52435.md"),
           figures=(Figure(0.7, "false alarms/day", "hydrophone false alarm rate"),), confidence="high",
           point="listens for calving through hydrophones moored near the glacier front and flags the crack of ice hitting the water",
           hans="通过锚系在冰川前缘附近的水听器监听崩解，并标记冰块落水的声响",
           hant="透過錨繫在冰川前緣附近的水聽器監聽崩解，並標記冰塊落水的聲響"),
        _m("3307.55768", "new", "1.3", sources=("inbox/lemming/2026-09-15-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(1.8, "Gt/yr", "annual calving loss error"),), confidence="medium",
           point="estimates the ice mass each calving event sheds from the underwater sound it makes, calibrated on a few events seen by camera",
           hans="根据每次崩解事件发出的水下声音估算它失去的冰量，并用相机看到的少数事件校准",
           hant="依每次崩解事件發出的水下聲音估算它失去的冰量，並以相機看到的少數事件校準"),
        _m("3307.50213", "anchored", "1.2", date(2026, 9, 11),
           point="in the living document since it was anchored, with nothing new this round",
           hans="自锚定以来一直在活文档中，本轮没有新内容", hant="自錨定以來一直在活文件中，本輪沒有新內容"),
        _m("3307.51324", "carried-over", "1.1", date(2026, 9, 14),
           point="the seismic picks BergArea uses to decide which image pairs bracket a calving event",
           hans="BergArea 用来判断哪些影像对夹住了一次崩解事件的地震拾取结果",
           hant="BergArea 用來判斷哪些影像對夾住了一次崩解事件的地震拾取結果"),
        _m("3307.53546", "adjacent", point="picks calving events out of time lapse camera frames of the glacier front",
           hans="从冰川前缘的延时相机画面中挑出崩解事件", hant="從冰川前緣的縮時相機畫面中挑出崩解事件"),
    ],
    entries=[_single_glacier(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/lemming/2026-09-15-notes.md",
        "inbox/walrus/2026-09-15-notes.md",
        "paper_cards/8409-3307-52435.md",
        "paper_cards/8412-3307-56879.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("3307.56879", "3307.52435", "3307.55768"),
)  # fmt: skip

B2 = Doc(
    stem=f"inbox/walrus/2026-09-16-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 9, 16),
    instance="walrus",
    window=_window(date(2026, 9, 16)),
    baseline=date(2026, 9, 15),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("3307.51324", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/muskox/2026-09-16-notes.md", "paper_cards/8421-3307-51324.md"),
           figures=(Figure(88, "%", "calving event detection rate"),), confidence="medium",
           point="the second version adds infrasound stations to the seismometers and catches small calving events the first version missed",
           hans="第二版在地震仪之外加入次声台站，能捕捉到第一版漏掉的小型崩解事件",
           hant="第二版在地震儀之外加入次聲測站，能捕捉到第一版漏掉的小型崩解事件"),
        _m("3307.53546", "new", "1.3", sources=("inbox/muskox/2026-09-16-notes.md", "paper_cards/8424-3307-53546.md"),
           figures=(Figure(82, "%", "time lapse calving recall"),), confidence="medium-high",
           point="picks calving events out of time lapse camera frames and times each one to the second against the seismic record",
           hans="从延时相机画面中挑出崩解事件，并对照地震记录把每次事件的时间精确到秒",
           hant="從縮時相機畫面中挑出崩解事件，並對照地震紀錄把每次事件的時間精確到秒"),
        _m(RELEASE, "new", "1.1", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(7.4, "×", "template matching speedup"),), confidence="medium",
           point="the release runs template matching over years of continuous seismic records on graphics cards",
           hans="新版在显卡上对多年的连续地震记录做模板匹配",
           hant="新版在顯示卡上對多年的連續地震紀錄做模板比對"),
        _m("3307.56879", "carried-over", "1.2",
           figures=(Figure(8.9, "km²", "calved ice area"),),  # FAULT divergent-figures (b)
           point="the figure the authors gave in their talk at the fjord hazard workshop",
           hans="作者在峡湾灾害研讨会报告中给出的数值",
           hant="作者在峽灣災害研討會報告中給出的數值"),
        _m("3307.52435", "anchored", "1.3", date(2026, 9, 16),  # FAULT anchoring-conflict (a)
           point="merged into the living document in the overnight run", hans="已在夜间运行中并入活文档",
           hant="已在夜間執行時併入活文件"),
        _m("3307.55768", "carried-over", "1.3", point="still waiting, as it has been since the first brief",
           hans="从第一期起一直在等", hant="從第一期起一直在等"),
        _m("3307.54657", "candidate", point="fills the gaps that clouds and orbit changes leave in ice velocity time series",
           hans="补齐云层和轨道变化在冰流速时间序列中留下的缺口", hant="補齊雲層與軌道變化在冰流速時間序列中留下的缺口"),
    ],
    entries=[_single_glacier(2, "high"), RESPONSE_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/muskox/2026-09-16-notes.md",
        EMPTY_NOTE,
        "paper_cards/8421-3307-51324.md",
        "paper_cards/8424-3307-53546.md",
    ],
    new_ids=("3307.51324", "3307.53546", "3307.53546"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem=f"inbox/lemming/2026-09-17-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 9, 17),
    instance="lemming",
    window=_window(date(2026, 9, 17)),
    baseline=date(2026, 9, 16),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("3307.54657", "new", "2.1", sources=("inbox/walrus/2026-09-17-notes.md", "paper_cards/8431-3307-54657.md"),
           figures=(Figure(0.35, "m/day", "ice velocity gap filling error"),), confidence="medium-high",
           point="fills the gaps clouds and orbit changes leave in ice velocity time series with a model that knows the seasonal speed up",
           hans="用一个了解季节性加速的模型补齐云层和轨道变化在冰流速时间序列中留下的缺口",
           hant="以一個了解季節性加速的模型補齊雲層與軌道變化在冰流速時間序列中留下的缺口"),
        _m("3307.57980", "new", "2.2", sources=("inbox/muskox/2026-09-17-notes.md", "paper_cards/8436-3307-57980.md"),
           figures=(Figure(0.6, "Gt/yr", "fjord ice discharge forecast error"),
                    Figure(27, "%", "false warning reduction")),
           confidence="medium",
           point="a digital twin of one fjord that forecasts calving from ice speed and water temperature and decides when to warn the harbour and tour boats",
           hans="一个峡湾的数字孪生，根据冰流速和水温预报崩解，并决定何时向港口和游船发出警告",
           hant="一個峽灣的數位孿生，依冰流速與水溫預報崩解，並決定何時向港口與遊船發出警告"),
        _m(BLOG, "new", "1.2", sources=("inbox/muskox/2026-09-17-notes.md",), confidence="medium",
           point="blog post by a field technician on how a shore team logs calving events against a fixed line of sight to the front",
           hans="一位野外技术员写的博客文章，讲岸上小组如何对着固定视线记录冰川前缘的崩解事件",
           hant="一位野外技術員寫的部落格文章，談岸上小組如何對著固定視線記錄冰川前緣的崩解事件"),
        _m("3307.52435", "anchored", "1.3", date(2026, 9, 17),  # FAULT anchoring-conflict (b)
           point="entered the living document with the evening merge", hans="随傍晚合并进入活文档",
           hant="隨傍晚合併進入活文件"),
        _m(RELEASE, "carried-over", "1.1", point="the station response question is settled",
           hans="台站响应文件的疑问已经解决", hant="測站響應檔的疑問已經解決"),
        _m("3307.55768", "not-anchored", "1.3", point="kept out until records from a second glacier back it up",
           hans="等第二条冰川的记录佐证后再锚入", hant="等第二條冰川的紀錄佐證後再錨入"),
        _m("3307.53546", "carried-over", "1.3", point="nothing new on it since the previous brief",
           hans="上一期之后没有新进展", hant="上一期之後沒有新進展"),
        _m("3307.58091", "adjacent", point="tracks icebergs drifting down the fjord after calving in ship radar sweeps",
           hans="在船载雷达扫描中追踪崩解后顺峡湾漂流的冰山", hant="在船載雷達掃描中追蹤崩解後順峽灣漂流的冰山"),
    ],
    entries=[_single_glacier(3, "high"), RESPONSE_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/walrus/2026-09-17-notes.md",
        "inbox/muskox/2026-09-17-notes.md",
        "paper_cards/8431-3307-54657.md",
        "paper_cards/8436-3307-57980.md",
        "work-queue.md",
    ],
    new_ids=("3307.54657", "3307.57980"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "3307.51324"),
    ("anchoring-conflict", "3307.52435"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "3307.53546"),
    ("divergent-figures", "3307.56879"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "3307.55768"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "seismic false alarm rate": "地震误报率",
    "calving front area error": "崩解前缘面积误差",
    "calved ice area": "崩解冰面积",
    "hydrophone false alarm rate": "水听器误报率",
    "annual calving loss error": "年崩解损失误差",
    "calving event detection rate": "崩解事件检出率",
    "time lapse calving recall": "延时相机崩解召回率",
    "template matching speedup": "模板匹配加速",
    "ice velocity gap filling error": "冰流速补缺误差",
    "fjord ice discharge forecast error": "峡湾冰排放预报误差",
    "false warning reduction": "误警减少",
}
METRIC_HANT = {
    "seismic false alarm rate": "地震誤報率",
    "calving front area error": "崩解前緣面積誤差",
    "calved ice area": "崩解冰面積",
    "hydrophone false alarm rate": "水聽器誤報率",
    "annual calving loss error": "年崩解損失誤差",
    "calving event detection rate": "崩解事件檢出率",
    "time lapse calving recall": "縮時相機崩解召回率",
    "template matching speedup": "模板比對加速",
    "ice velocity gap filling error": "冰流速補值誤差",
    "fjord ice discharge forecast error": "峽灣冰排放預報誤差",
    "false warning reduction": "誤警減少",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
