"""Facts model for the thirty-eighth held-out layout zoo (topic: coastal-fog-forecasting).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (cormorant, petrel and kittiwake) and June 2026 dates, with the daily
brief handed over in the morning (10:20). Figures come in units suited to sea fog work (`m` of
visibility, `µm` of droplet radius, `g/kg` of humidity mixing ratio, `h` of forecast lead time)
besides `%` and `×`. Everything the layouts write and everything the key states comes from here.
Points are given in English, simplified Chinese and traditional Chinese.

Planted faults (see FAULTS):
  new-but-anchored        MistSieve (3309.71526): anchored 2026-06-09 (living doc, brief 1), called new by brief 2
  anchoring-conflict      HaarBuoy (3309.72637): anchored 2026-06-11 per brief 2, 2026-06-12 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives DripLapse (3309.73748) twice
  divergent-figures       StratusPatch (3309.76071): fog lead time 3.4 h (brief 1) vs 2.1 h (brief 2)
  section-name-drift      §1.2 "Visibility Mapping" (living doc, briefs 1 and 3) vs "Fog Bank Outline Tracing" (brief 2)
  repeated-to-verify      FogLedger's single ceilometer, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites FogLedger's card as paper_cards/7215-3309-7596.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/kittiwake/2026-06-11-notes.md for FogKit 2 and lists it as empty
A second register entry (FogKit 2's missing radiosonde calibration file) is raised by brief 2
and resolved by brief 3: it is not a fault. Brief 3 also has one adjacent item (SeaSmokeDrift),
new to the zoo.
"""

from __future__ import annotations

from datetime import date, timedelta

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "coastal-fog-forecasting"
LIVING_STEM = f"organized/knowledge/{TOPIC}"
HANDOVER = "10:20"

RELEASE = "FogKit 2"
BLOG = "Reading the Fog Bank from the Lighthouse"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("3309.70415", "FogLine", arxiv="3309.70415"),
        Work("3309.71526", "MistSieve", arxiv="3309.71526"),
        Work("3309.72637", "HaarBuoy", arxiv="3309.72637"),
        Work("3309.73748", "DripLapse", arxiv="3309.73748"),
        Work("3309.74859", "NightGapFill", arxiv="3309.74859"),
        Work("3309.75960", "FogLedger", arxiv="3309.75960"),
        Work("3309.76071", "StratusPatch", arxiv="3309.76071"),
        Work("3309.77182", "HarborWatch", arxiv="3309.77182"),
        Work("3309.78293", "SeaSmokeDrift", arxiv="3309.78293"),
        Work(RELEASE, RELEASE, url="https://github.com/example-fogkit/fogkit/releases/tag/v2.0.0", kind="release"),
        Work(BLOG, BLOG, url="https://lighthousefog.example.org/2026/06/reading-the-fog-bank-from-the-lighthouse/",
             kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Fog Onset Detection",
    "1.2": "Visibility Mapping",
    "1.3": "Buoy and Ceilometer Profiles",
    "2.1": "Coastal Station Records",
    "2.2": "Harbor Fog Alerts",
}
DRIFTED = {"1.2": "Fog Bank Outline Tracing"}

SECTIONS_HANS = {
    "Fog Onset Detection": "雾生成探测",
    "Visibility Mapping": "能见度制图",
    "Fog Bank Outline Tracing": "雾堤轮廓追踪",
    "Buoy and Ceilometer Profiles": "浮标与云高仪廓线",
    "Coastal Station Records": "沿岸站点记录",
    "Harbor Fog Alerts": "港口雾情预警",
}
SECTIONS_HANT = {
    "Fog Onset Detection": "霧生成偵測",
    "Visibility Mapping": "能見度製圖",
    "Fog Bank Outline Tracing": "霧堤輪廓追蹤",
    "Buoy and Ceilometer Profiles": "浮標與雲幂儀剖面",
    "Coastal Station Records": "沿岸測站紀錄",
    "Harbor Fog Alerts": "港口霧況預警",
}

# the malformed card name brief 1 writes for FogLedger (the last digit of 3309.75960 lost)
BAD_CARD = "paper_cards/7215-3309-7596.md"
# the note brief 2 cites for FogKit 2 and lists as empty
EMPTY_NOTE = "inbox/kittiwake/2026-06-11-notes.md"


def _single_ceilometer(n: int, risk: str) -> Entry:
    en = {
        1: "The harbor visibility bias FogLedger reports rests on cloud base records from a single ceilometer, all taken in one summer",
        2: "FogLedger still rests on a single ceilometer; the authors say records from two more harbor ceilometers are being processed",
        3: "FogLedger single ceilometer doubt, raised in every brief so far, and still no record from any other ceilometer",
    }[n]
    hans = {
        1: "FogLedger 报告的港口能见度偏差只依据单一云高仪的云底记录，而且全部来自同一个夏季",
        2: "FogLedger 仍只依据单一云高仪，作者说另外两台港口云高仪的记录正在处理",
        3: "FogLedger 单一云高仪的疑问每期都提，至今仍没有任何其他云高仪的记录",
    }[n]
    hant = {
        1: "FogLedger 報告的港口能見度偏差只依據單一雲幂儀的雲底紀錄，而且全部來自同一個夏季",
        2: "FogLedger 仍只依據單一雲幂儀，作者說另外兩台港口雲幂儀的紀錄正在處理",
        3: "FogLedger 單一雲幂儀的疑問每期都提，至今仍沒有任何其他雲幂儀的紀錄",
    }[n]
    return Entry("single ceilometer", en, "单一云高仪", hans, "單一雲幂儀", hant, ("3309.75960",), risk)


CAL_OPEN = Entry(
    "radiosonde calibration file",
    "The FogKit 2 speedup was measured against a radiosonde calibration file that the release does not ship",
    "探空标定文件",
    "FogKit 2 的加速是对照一份发布包没有附带的探空标定文件测得的",
    "探空標定檔",
    "FogKit 2 的加速是對照一份釋出包沒有附帶的探空標定檔測得的",
    (RELEASE,),
    "low",
)
CAL_CLOSED = Entry(
    "radiosonde calibration file",
    "FogKit 2 radiosonde calibration file, raised yesterday, now ships with the release and the speedup holds on our own cluster",
    "探空标定文件",
    "FogKit 2 探空标定文件（昨天提出）现已随发布包提供，在我们自己的集群上加速依然成立",
    "探空標定檔",
    "FogKit 2 探空標定檔（昨天提出）現已隨釋出包提供，在我們自己的叢集上加速依然成立",
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
    date=date(2026, 6, 9),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("3309.71526", "anchored", "1.1", date(2026, 6, 9), sources=("paper_cards/7206-3309-71526.md",),
           figures=(Figure(1.5, "µm", "droplet radius error"),),
           point="picks the onset of sea fog out of continuous visibility sensor records along the coast and tells it apart from rain",
           hans="从沿岸能见度传感器的连续记录中挑出海雾的生成时刻，并把它和降雨区分开",
           hant="從沿岸能見度感測器的連續紀錄中挑出海霧的生成時刻，並把它和降雨區分開"),
        _m("3309.70415", "anchored", "1.2", date(2026, 6, 6), sources=("paper_cards/7202-3309-70415.md",),
           figures=(Figure(120, "m", "visibility mapping error"),),
           point="traces the edge of the fog bank over the bay in every satellite image taken by day and by night",
           hans="在白天和夜间拍摄的每一幅卫星影像中描出海湾上空雾堤的边界",
           hant="在白天和夜間拍攝的每一幅衛星影像中描出海灣上空霧堤的邊界"),
    ],
)  # fmt: skip

B1 = Doc(
    stem=f"inbox/cormorant/2026-06-10-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 6, 10),
    instance="cormorant",
    window=_window(date(2026, 6, 10)),
    baseline=date(2026, 6, 9),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("3309.76071", "new", "1.2", sources=("inbox/kittiwake/2026-06-10-notes.md", "paper_cards/7212-3309-76071.md"),
           figures=(Figure(3.4, "h", "fog lead time"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="forecasts how long each patch of low stratus will sit over the harbor by pairing satellite loops with buoy humidity",
           hans="把卫星动画和浮标湿度配对，预报每片低层云会在港口上空停留多久",
           hant="把衛星動畫和浮標濕度配對，預報每片低層雲會在港口上空停留多久"),
        _m("3309.72637", "new", "1.3", sources=("inbox/petrel/2026-06-10-notes.md", "paper_cards/7209-3309-72637.md"),
           figures=(Figure(0.6, "g/kg", "humidity mixing ratio error"),), confidence="high",
           point="measures the cool moist layer over the sea from sensors hung at several heights on moored buoys",
           hans="用挂在锚定浮标不同高度上的传感器测量海面上方又冷又湿的气层",
           hant="以掛在錨定浮標不同高度上的感測器量測海面上方又冷又濕的氣層"),
        _m("3309.75960", "new", "1.3", sources=("inbox/kittiwake/2026-06-10-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(240, "m", "harbor visibility bias"),), confidence="medium",
           point="turns the cloud base one ceilometer records into a yearly ledger of fog hours for the whole harbor",
           hans="把一台云高仪记录的云底高度换算成整个港口全年的雾时数账本",
           hant="把一台雲幂儀記錄的雲底高度換算成整個港口全年的霧時數帳本"),
        _m("3309.70415", "anchored", "1.2", date(2026, 6, 6),
           point="in the living document since it was anchored, with nothing new this round",
           hans="自锚定以来一直在活文档中，本轮没有新内容", hant="自錨定以來一直在活文件中，本輪沒有新內容"),
        _m("3309.71526", "carried-over", "1.1", date(2026, 6, 9),
           point="the fog onset picks StratusPatch uses to decide when a stratus patch has reached the shore",
           hans="StratusPatch 用来判断低层云何时到达岸边的雾生成拾取结果",
           hant="StratusPatch 用來判斷低層雲何時到達岸邊的霧生成拾取結果"),
        _m("3309.73748", "adjacent", point="picks drip pulses out of time lapse fog collector readings on the cliffs",
           hans="从悬崖上延时集雾器读数中挑出滴水脉冲", hant="從懸崖上縮時集霧器讀數中挑出滴水脈衝"),
    ],
    entries=[_single_ceilometer(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/kittiwake/2026-06-10-notes.md",
        "inbox/petrel/2026-06-10-notes.md",
        "paper_cards/7209-3309-72637.md",
        "paper_cards/7212-3309-76071.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("3309.76071", "3309.72637", "3309.75960"),
)  # fmt: skip

B2 = Doc(
    stem=f"inbox/petrel/2026-06-11-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 6, 11),
    instance="petrel",
    window=_window(date(2026, 6, 11)),
    baseline=date(2026, 6, 10),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("3309.71526", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/cormorant/2026-06-11-notes.md", "paper_cards/7221-3309-71526.md"),
           figures=(Figure(88, "%", "fog onset detection rate"),), confidence="medium",
           point="the second version adds harbor webcams to the visibility sensors and catches thin fog the first version missed",
           hans="第二版在能见度传感器之外加入港口网络摄像头，能捕捉到第一版漏掉的薄雾",
           hant="第二版在能見度感測器之外加入港口網路攝影機，能捕捉到第一版漏掉的薄霧"),
        _m("3309.73748", "new", "1.3", sources=("inbox/cormorant/2026-06-11-notes.md", "paper_cards/7224-3309-73748.md"),
           figures=(Figure(76, "%", "drip pulse recall"),), confidence="medium-high",
           point="picks drip pulses out of time lapse fog collector readings and times each one to the second against the buoy record",
           hans="从延时集雾器读数中挑出滴水脉冲，并对照浮标记录把每次脉冲的时间精确到秒",
           hant="從縮時集霧器讀數中挑出滴水脈衝，並對照浮標紀錄把每次脈衝的時間精確到秒"),
        _m(RELEASE, "new", "1.1", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(5.4, "×", "forecast processing speedup"),), confidence="medium",
           point="the release runs the fog model ensemble over years of coastal station records on graphics cards",
           hans="新版在显卡上对多年的沿岸站点记录运行雾模式集合",
           hant="新版在顯示卡上對多年的沿岸測站紀錄執行霧模式系集"),
        _m("3309.76071", "carried-over", "1.2",
           figures=(Figure(2.1, "h", "fog lead time"),),  # FAULT divergent-figures (b)
           point="the figure the authors gave in their talk at the coastal meteorology workshop",
           hans="作者在海岸气象研讨会报告中给出的数值",
           hant="作者在海岸氣象研討會報告中給出的數值"),
        _m("3309.72637", "anchored", "1.3", date(2026, 6, 11),  # FAULT anchoring-conflict (a)
           point="merged into the living document in the overnight run", hans="已在夜间运行中并入活文档",
           hant="已在夜間執行時併入活文件"),
        _m("3309.75960", "carried-over", "1.3", point="still waiting, as it has been since the first brief",
           hans="从第一期起一直在等", hant="從第一期起一直在等"),
        _m("3309.74859", "candidate", point="fills the gaps that salt spray on the sensors and power cuts leave in station series",
           hans="补齐传感器盐雾沉积和断电在站点序列中留下的缺口", hant="補齊感測器鹽霧沉積與斷電在測站序列中留下的缺口"),
    ],
    entries=[_single_ceilometer(2, "high"), CAL_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/cormorant/2026-06-11-notes.md",
        EMPTY_NOTE,
        "paper_cards/7221-3309-71526.md",
        "paper_cards/7224-3309-73748.md",
    ],
    new_ids=("3309.71526", "3309.73748", "3309.73748"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem=f"inbox/kittiwake/2026-06-12-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 6, 12),
    instance="kittiwake",
    window=_window(date(2026, 6, 12)),
    baseline=date(2026, 6, 11),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("3309.74859", "new", "2.1", sources=("inbox/petrel/2026-06-12-notes.md", "paper_cards/7231-3309-74859.md"),
           figures=(Figure(0.35, "g/kg", "overnight humidity gap filling error"),), confidence="medium-high",
           point="fills the gaps salt spray on the sensors and power cuts leave in station series with a model that knows the tide cycle",
           hans="用一个了解潮汐周期的模型补齐传感器盐雾沉积和断电在站点序列中留下的缺口",
           hant="以一個了解潮汐週期的模型補齊感測器鹽霧沉積與斷電在測站序列中留下的缺口"),
        _m("3309.77182", "new", "2.2", sources=("inbox/cormorant/2026-06-12-notes.md", "paper_cards/7236-3309-77182.md"),
           figures=(Figure(45, "m", "harbor visibility forecast error"),
                    Figure(27, "%", "missed closure reduction")),
           confidence="medium",
           point="a digital twin of one harbor that forecasts fog from sea temperature and wind and decides when to warn the pilots",
           hans="一个港口的数字孪生，根据海温和风预报雾情，并决定何时向引航员发出警告",
           hant="一個港口的數位孿生，依海溫與風預報霧況，並決定何時向引水人發出警告"),
        _m(BLOG, "new", "1.2", sources=("inbox/cormorant/2026-06-12-notes.md",), confidence="medium",
           point="blog post by a lighthouse keeper on how the station logs fog bank distance against fixed marks on the shore",
           hans="一位灯塔看守人写的博客文章，讲灯塔如何对照岸上固定标志记录雾堤距离",
           hant="一位燈塔看守人寫的部落格文章，談燈塔如何對照岸上固定標誌記錄霧堤距離"),
        _m("3309.72637", "anchored", "1.3", date(2026, 6, 12),  # FAULT anchoring-conflict (b)
           point="entered the living document with the morning merge", hans="随早间合并进入活文档",
           hant="隨早上合併進入活文件"),
        _m(RELEASE, "carried-over", "1.1", point="the calibration file question is settled",
           hans="探空标定文件的疑问已经解决", hant="探空標定檔的疑問已經解決"),
        _m("3309.75960", "not-anchored", "1.3", point="kept out until records from a second ceilometer back it up",
           hans="等第二台云高仪的记录佐证后再锚入", hant="等第二台雲幂儀的紀錄佐證後再錨入"),
        _m("3309.73748", "carried-over", "1.3", point="nothing new on it since the previous brief",
           hans="上一期之后没有新进展", hant="上一期之後沒有新進展"),
        _m("3309.78293", "adjacent", point="tracks sea smoke drifting across the bay in drone camera sweeps",
           hans="在无人机相机扫描中追踪飘过海湾的海烟", hant="在無人機相機掃描中追蹤飄過海灣的海煙"),
    ],
    entries=[_single_ceilometer(3, "high"), CAL_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/petrel/2026-06-12-notes.md",
        "inbox/cormorant/2026-06-12-notes.md",
        "paper_cards/7231-3309-74859.md",
        "paper_cards/7236-3309-77182.md",
        "work-queue.md",
    ],
    new_ids=("3309.74859", "3309.77182"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "3309.71526"),
    ("anchoring-conflict", "3309.72637"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "3309.73748"),
    ("divergent-figures", "3309.76071"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "3309.75960"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "droplet radius error": "雾滴半径误差",
    "visibility mapping error": "能见度制图误差",
    "fog lead time": "雾预报提前量",
    "humidity mixing ratio error": "湿度混合比误差",
    "harbor visibility bias": "港口能见度偏差",
    "fog onset detection rate": "雾生成检出率",
    "drip pulse recall": "滴水脉冲召回率",
    "forecast processing speedup": "预报处理加速",
    "overnight humidity gap filling error": "夜间湿度补缺误差",
    "harbor visibility forecast error": "港口能见度预报误差",
    "missed closure reduction": "漏报封港减少",
}
METRIC_HANT = {
    "droplet radius error": "霧滴半徑誤差",
    "visibility mapping error": "能見度製圖誤差",
    "fog lead time": "霧預報提前量",
    "humidity mixing ratio error": "濕度混合比誤差",
    "harbor visibility bias": "港口能見度偏差",
    "fog onset detection rate": "霧生成檢出率",
    "drip pulse recall": "滴水脈衝召回率",
    "forecast processing speedup": "預報處理加速",
    "overnight humidity gap filling error": "夜間濕度補值誤差",
    "harbor visibility forecast error": "港口能見度預報誤差",
    "missed closure reduction": "漏報封港減少",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
