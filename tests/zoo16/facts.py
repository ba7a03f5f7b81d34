"""Facts model for the sixteenth held-out layout zoo (topic: urban-air-quality).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (heron, marmot, ibis) and August 2027 dates. Everything the layouts
write and everything the key states comes from here. Points are given in English, simplified
Chinese and traditional Chinese (the layouts of this zoo are written in all three).

Planted faults (see FAULTS):
  new-but-anchored        DriftFix (2708.03518): anchored 2027-08-10 (living doc, brief 1), called new by brief 2
  anchoring-conflict      RushHourNOx (2708.04677): anchored 2027-08-11 per brief 2, 2027-08-12 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives OzoneSentry (2708.05102) twice
  divergent-figures       PlumeCast (2708.01264): PM2.5 forecast error reduction 31 % (brief 1) vs 22 % (brief 2)
  section-name-drift      §1.2 "Pollution Forecasting" (living doc, briefs 1 and 3) vs "Dispersion Modelling" (brief 2)
  repeated-to-verify      SourceSplit's restricted monitor-station data, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites SourceSplit's card as paper_cards/7217-2708-0743.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/ibis/2027-08-12-notes.md for AirMesh 4 and lists it as empty
A second register entry (AirMesh 4's unpublished co-location log) is raised by brief 2 and
resolved by brief 3: it is not a fault.
"""

from __future__ import annotations

from datetime import date

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "urban-air-quality"
LIVING_STEM = f"organized/knowledge/{TOPIC}"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("2708.01264", "PlumeCast", arxiv="2708.01264"),
        Work("2708.02391", "StreetGraph", arxiv="2708.02391"),
        Work("2708.03518", "DriftFix", arxiv="2708.03518"),
        Work("2708.04677", "RushHourNOx", arxiv="2708.04677"),
        Work("2708.05102", "OzoneSentry", arxiv="2708.05102"),
        Work("2708.06259", "AirBench-City", arxiv="2708.06259"),
        Work("2708.07436", "SourceSplit", arxiv="2708.07436"),
        Work("2708.08813", "CanyonFlow", arxiv="2708.08813"),
        Work("AirMesh 4", "AirMesh 4", url="https://github.com/example-air/airmesh/releases/tag/v4.0", kind="release"),
        Work("Breathing Through the Smoke Season", "Breathing Through the Smoke Season",
             url="https://blog.example.com/2027/08/breathing-through-the-smoke-season", kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Sensor Calibration",
    "1.2": "Pollution Forecasting",
    "1.3": "Traffic and Emissions",
    "2.1": "Air Quality Benchmarks",
    "2.2": "Public Health Alerts",
}
DRIFTED = {"1.2": "Dispersion Modelling"}

SECTIONS_HANS = {
    "Sensor Calibration": "传感器校准",
    "Pollution Forecasting": "污染预报",
    "Dispersion Modelling": "扩散建模",
    "Traffic and Emissions": "交通与排放",
    "Air Quality Benchmarks": "空气质量评测基准",
    "Public Health Alerts": "公共健康预警",
}
SECTIONS_HANT = {
    "Sensor Calibration": "感測器校正",
    "Pollution Forecasting": "污染預報",
    "Dispersion Modelling": "擴散建模",
    "Traffic and Emissions": "交通與排放",
    "Air Quality Benchmarks": "空氣品質評測基準",
    "Public Health Alerts": "公共健康警示",
}

# the malformed card name brief 1 writes for SourceSplit (a digit of 2708.07436 lost)
BAD_CARD = "paper_cards/7217-2708-0743.md"
# the note brief 2 cites for AirMesh 4 and lists as empty
EMPTY_NOTE = "inbox/ibis/2027-08-12-notes.md"


def _stations(n: int, risk: str) -> Entry:
    en = {
        1: "SourceSplit's source shares rest on monitor-station data held under a sharing agreement and not released",
        2: "SourceSplit: the monitor-station data is still restricted; the city agency has to approve any release",
        3: "SourceSplit monitor-station data, raised for the third day running; the source shares cannot be checked",
    }[n]
    hans = {
        1: "SourceSplit 的污染源占比依赖按共享协议持有、尚未公开的监测站数据",
        2: "SourceSplit 的监测站数据仍受限制，须经市环保部门批准才能公开",
        3: "SourceSplit 监测站数据已连续第三天提出，外部仍无法核验污染源占比",
    }[n]
    hant = {
        1: "SourceSplit 的污染源占比仰賴依共享協議持有、尚未公開的監測站資料",
        2: "SourceSplit 的監測站資料仍受限制，須經市環保機關核准才能公開",
        3: "SourceSplit 監測站資料已連續第三天提出，外部仍無法驗證污染源占比",
    }[n]
    return Entry("monitor-station data", en, "监测站数据", hans, "監測站資料", hant, ("2708.07436",), risk)


LOG_OPEN = Entry(
    "co-location log",
    "AirMesh 4's drift correction gain appears only in the release notes; the co-location log behind it is not published",
    "共址比对日志",
    "AirMesh 4 的漂移校正提升只写在发布说明里，背后的共址比对日志没有公开",
    "共址比對紀錄",
    "AirMesh 4 的漂移校正提升只寫在發行說明裡，背後的共址比對紀錄沒有公開",
    ("AirMesh 4",),
    "low",
)
LOG_CLOSED = Entry(
    "co-location log",
    "AirMesh 4 co-location log (raised yesterday): now attached to the release, the gain checks out",
    "共址比对日志",
    "AirMesh 4 共址比对日志（昨天提出）：已随发布附上，提升已确认",
    "共址比對紀錄",
    "AirMesh 4 共址比對紀錄（昨天提出）：已隨發行版附上，提升已確認",
    ("AirMesh 4",),
    "low",
    resolved=True,
)


def _m(work: str, status: str, section: str | None = None, anchored: date | None = None, **kw) -> Mention:
    return Mention(work, status, section, anchored, **kw)


LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2027, 8, 10),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("2708.02391", "anchored", "1.3", date(2027, 8, 8), sources=("paper_cards/7202-2708-02391.md",),
           figures=(Figure(1.9, "×", "street-level mapping speedup"),),
           point="treats the street network as a graph and maps traffic exhaust block by block",
           hans="把街道网络当成图，逐个街区估算交通尾气", hant="把街道網路當成圖，逐個街廓估算交通廢氣"),
        _m("2708.03518", "anchored", "1.1", date(2027, 8, 10), sources=("paper_cards/7205-2708-03518.md",),
           figures=(Figure(5.4, "points", "calibration agreement gain"),),
           point="recalibrates low-cost particle sensors against a nearby reference monitor every night",
           hans="每晚以附近的参考监测站重新校准低成本颗粒物传感器",
           hant="每晚以鄰近的參考測站重新校正低成本懸浮微粒感測器"),
    ],
)  # fmt: skip

B1 = Doc(
    stem="inbox/heron/2027-08-11-urban-air-quality-brief",
    kind="brief",
    date=date(2027, 8, 11),
    instance="heron",
    window=("2027-08-10 21:00", "2027-08-11 21:00"),
    baseline=date(2027, 8, 10),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("2708.01264", "new", "1.2", sources=("inbox/ibis/2027-08-11-notes.md", "paper_cards/7211-2708-01264.md"),
           figures=(Figure(31, "%", "PM2.5 forecast error reduction"),),  # FAULT divergent-figures (a)
           confidence="high", point="forecasts next-day PM2.5 for each district from weather and sensor histories",
           hans="根据气象与传感器历史数据预报各区次日 PM2.5",
           hant="依氣象與感測器歷史資料預報各區隔日 PM2.5"),
        _m("2708.04677", "new", "1.3", sources=("inbox/marmot/2027-08-11-notes.md", "paper_cards/7214-2708-04677.md"),
           figures=(Figure(2.4, "×", "emission inventory update speedup"),), confidence="medium-high",
           point="estimates rush-hour nitrogen oxide emissions from traffic camera counts",
           hans="根据交通摄像头车流计数估算早晚高峰氮氧化物排放",
           hant="依交通攝影機車流計數估算尖峰時段氮氧化物排放"),
        _m("2708.07436", "new", "1.1", sources=("inbox/marmot/2027-08-11-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(7.2, "points", "source attribution accuracy gain"),), confidence="medium",
           point="splits measured particle pollution into traffic, heating and dust shares",
           hans="把实测颗粒物污染拆分为交通、供暖与扬尘三部分",
           hant="把實測懸浮微粒污染拆分為交通、供暖與揚塵三部分"),
        _m("2708.02391", "anchored", "1.3", date(2027, 8, 8), point="already in the living document",
           hans="已在活文档中", hant="已在活文件中"),
        _m("2708.03518", "carried-over", "1.1", date(2027, 8, 10),
           point="the calibration baseline SourceSplit builds on", hans="SourceSplit 所依据的校准基线",
           hant="SourceSplit 所依據的校正基線"),
        _m("2708.05102", "adjacent", point="warns of ozone episodes a day ahead from rooftop sensors",
           hans="根据屋顶传感器提前一天预警臭氧污染过程", hant="依屋頂感測器提前一天預警臭氧污染事件"),
    ],
    entries=[_stations(1, "high")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/marmot/2027-08-11-notes.md",
        "inbox/ibis/2027-08-11-notes.md",
        "paper_cards/7211-2708-01264.md",
        "paper_cards/7214-2708-04677.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("2708.01264", "2708.04677", "2708.07436"),
)  # fmt: skip

B2 = Doc(
    stem="inbox/marmot/2027-08-12-urban-air-quality-brief",
    kind="brief",
    date=date(2027, 8, 12),
    instance="marmot",
    window=("2027-08-11 21:00", "2027-08-12 21:00"),
    baseline=date(2027, 8, 11),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("2708.03518", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/heron/2027-08-12-notes.md", "paper_cards/7221-2708-03518.md"),
           figures=(Figure(38, "ms", "per-sensor correction latency"),), confidence="medium",
           point="version 2 corrects sensor drift on the sensor board itself instead of on a server",
           hans="第二版直接在传感器主板上校正漂移，不再依赖服务器",
           hant="第二版直接在感測器主機板上校正漂移，不再依賴伺服器"),
        _m("2708.05102", "new", "1.2", sources=("inbox/heron/2027-08-12-notes.md", "paper_cards/7224-2708-05102.md"),
           figures=(Figure(54, "ms", "per-district alert latency"),), confidence="medium-high",
           point="forecasts ozone episodes from rooftop sensor readings and issues district alerts a day ahead",
           hans="根据屋顶传感器读数预报臭氧污染过程，并提前一天发布分区预警",
           hant="依屋頂感測器讀數預報臭氧污染事件，並提前一天發布分區警示"),
        _m("AirMesh 4", "new", "1.2", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(3.1, "×", "forecast refresh speedup"),), confidence="medium",
           point="the release feeds calibrated sensor readings straight into its hourly forecast",
           hans="新版把校准后的传感器读数直接送入逐小时预报", hant="新版把校正後的感測器讀數直接送進逐時預報"),
        _m("2708.01264", "carried-over", "1.2",
           figures=(Figure(22, "%", "PM2.5 forecast error reduction"),),  # FAULT divergent-figures (b)
           point="the figure given in the authors' conference poster", hans="作者在会议海报上给出的数字",
           hant="作者在會議海報上給出的數字"),
        _m("2708.04677", "anchored", "1.3", date(2027, 8, 11),  # FAULT anchoring-conflict (a)
           point="anchored in last night's relay", hans="昨晚接力已锚入", hant="昨晚接力已錨入"),
        _m("2708.07436", "carried-over", "1.1", point="carried over from the previous brief",
           hans="沿用上一棒条目", hant="沿用上一棒條目"),
        _m("2708.06259", "candidate", point="a benchmark built from a year of city sensor network readings",
           hans="由城市传感器网络一整年读数构建的评测基准", hant="由城市感測器網路一整年讀數建構的評測基準"),
    ],
    entries=[_stations(2, "medium"), LOG_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/heron/2027-08-12-notes.md",
        EMPTY_NOTE,
        "paper_cards/7221-2708-03518.md",
        "paper_cards/7224-2708-05102.md",
    ],
    new_ids=("2708.03518", "2708.05102", "2708.05102"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem="inbox/ibis/2027-08-13-urban-air-quality-brief",
    kind="brief",
    date=date(2027, 8, 13),
    instance="ibis",
    window=("2027-08-12 21:00", "2027-08-13 21:00"),
    baseline=date(2027, 8, 12),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("2708.06259", "new", "2.1", sources=("inbox/marmot/2027-08-13-notes.md", "paper_cards/7230-2708-06259.md"),
           figures=(Figure(9, "points", "model-forecaster accuracy gap"),), confidence="high",
           point="a year of city sensor readings where models forecast the next day, scored against duty forecasters",
           hans="用城市传感器一整年的读数让模型预报次日空气质量，并与值班预报员比较",
           hant="以城市感測器一整年的讀數讓模型預報隔日空氣品質，並與值班預報員比較"),
        _m("2708.08813", "new", "1.1", sources=("inbox/heron/2027-08-13-notes.md", "paper_cards/7233-2708-08813.md"),
           figures=(Figure(14.5, "%", "street canyon error reduction"), Figure(88, "ms", "end-to-end latency")),
           confidence="medium", point="models pollution trapped in street canyons on a low-power roadside unit",
           hans="在低功耗路侧设备上模拟街谷中滞留的污染", hant="在低功耗路側設備上模擬街谷中滯留的污染"),
        _m("Breathing Through the Smoke Season", "new", "2.2", sources=("inbox/marmot/2027-08-13-notes.md",),
           confidence="medium", point="blog post on how cities warned residents during a long wildfire smoke season",
           hans="讨论城市如何在漫长的野火烟雾季向居民发布预警的博客文章",
           hant="討論城市如何在漫長的野火煙霧季向居民發布警示的部落格文章"),
        _m("2708.04677", "anchored", "1.3", date(2027, 8, 12),  # FAULT anchoring-conflict (b)
           point="in the living document", hans="已在活文档中", hant="已在活文件中"),
        _m("AirMesh 4", "carried-over", "1.2", point="co-location log check closed", hans="共址比对日志核对已结案",
           hant="共址比對紀錄核對已結案"),
        _m("2708.07436", "not-anchored", "1.1", point="held back until the monitor-station data is public",
           hans="监测站数据公开前暂不锚入", hant="監測站資料公開前暫不錨入"),
        _m("2708.05102", "carried-over", "1.2", point="carried over from the previous brief",
           hans="沿用上一棒条目", hant="沿用上一棒條目"),
    ],
    entries=[_stations(3, "high"), LOG_CLOSED],
    counts={"increments": 3, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2 arXiv ids)
    sources=[
        "inbox/marmot/2027-08-13-notes.md",
        "inbox/heron/2027-08-13-notes.md",
        "paper_cards/7230-2708-06259.md",
        "paper_cards/7233-2708-08813.md",
        "work-queue.md",
    ],
    new_ids=("2708.06259", "2708.08813"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "2708.03518"),
    ("anchoring-conflict", "2708.04677"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "2708.05102"),
    ("divergent-figures", "2708.01264"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "2708.07436"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "street-level mapping speedup": "街区级制图加速",
    "calibration agreement gain": "校准一致性提升",
    "PM2.5 forecast error reduction": "PM2.5 预报误差降低",
    "emission inventory update speedup": "排放清单更新加速",
    "source attribution accuracy gain": "源解析准确率提升",
    "per-sensor correction latency": "单传感器校正延迟",
    "per-district alert latency": "单区预警延迟",
    "forecast refresh speedup": "预报刷新加速",
    "model-forecaster accuracy gap": "模型与预报员准确率差距",
    "street canyon error reduction": "街谷误差降低",
    "end-to-end latency": "端到端延迟",
}
METRIC_HANT = {
    "street-level mapping speedup": "街廓級製圖加速",
    "calibration agreement gain": "校正一致性提升",
    "PM2.5 forecast error reduction": "PM2.5 預報誤差降低",
    "emission inventory update speedup": "排放清冊更新加速",
    "source attribution accuracy gain": "污染源解析準確率提升",
    "per-sensor correction latency": "單感測器校正延遲",
    "per-district alert latency": "單區警示延遲",
    "forecast refresh speedup": "預報更新加速",
    "model-forecaster accuracy gap": "模型與預報員準確率差距",
    "street canyon error reduction": "街谷誤差降低",
    "end-to-end latency": "端到端延遲",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
