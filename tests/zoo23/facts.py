"""Facts model for the twenty-third held-out layout zoo (topic: wildfire-forecasting).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (condor, pika, wren) and April 2028 dates. Everything the layouts
write and everything the key states comes from here. Points are given in English, simplified
Chinese and traditional Chinese (the layouts of this zoo are written in all three).

Planted faults (see FAULTS):
  new-but-anchored        PlumeCast (2804.52318): anchored 2028-04-13 (living doc, brief 1), called new by brief 2
  anchoring-conflict      FuelNet (2804.53429): anchored 2028-04-14 per brief 2, 2028-04-15 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives SpotFire (2804.54530) twice
  divergent-figures       CanopyGuard (2804.57853): ignition risk reduction 27 % (brief 1) vs 19 % (brief 2)
  section-name-drift      §1.2 "Fuel Moisture" (living doc, briefs 1 and 3) vs "Vegetation Dryness" (brief 2)
  repeated-to-verify      SmokeScan's single fire season, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites SmokeScan's card as paper_cards/8134-2804-5674.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/wren/2028-04-15-notes.md for FireKit 3 and lists it as empty
A second register entry (FireKit 3's missing station weather files) is raised by brief 2 and
resolved by brief 3: it is not a fault. Brief 3 also has one adjacent item (SoilDry), new to the zoo.
"""

from __future__ import annotations

from datetime import date

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "wildfire-forecasting"
LIVING_STEM = f"organized/knowledge/{TOPIC}"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("2804.51207", "EmberMap", arxiv="2804.51207"),
        Work("2804.52318", "PlumeCast", arxiv="2804.52318"),
        Work("2804.53429", "FuelNet", arxiv="2804.53429"),
        Work("2804.54530", "SpotFire", arxiv="2804.54530"),
        Work("2804.55641", "BurnBench", arxiv="2804.55641"),
        Work("2804.56742", "SmokeScan", arxiv="2804.56742"),
        Work("2804.57853", "CanopyGuard", arxiv="2804.57853"),
        Work("2804.58964", "RidgeRover", arxiv="2804.58964"),
        Work("2804.59075", "SoilDry", arxiv="2804.59075"),
        Work("FireKit 3", "FireKit 3", url="https://github.com/example-fire/firekit/releases/tag/v3.0.0",
             kind="release"),
        Work("Notes from a Night on the Fire Line", "Notes from a Night on the Fire Line",
             url="https://emberlog.example.org/2028/04/notes-from-a-night-on-the-fire-line", kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Satellite Detection",
    "1.2": "Fuel Moisture",
    "1.3": "Fire Spread Modelling",
    "2.1": "Forecast Benchmarks",
    "2.2": "Ground Sensing",
}
DRIFTED = {"1.2": "Vegetation Dryness"}

SECTIONS_HANS = {
    "Satellite Detection": "卫星火点探测",
    "Fuel Moisture": "可燃物含水率",
    "Vegetation Dryness": "植被干燥度",
    "Fire Spread Modelling": "火势蔓延建模",
    "Forecast Benchmarks": "预报评测基准",
    "Ground Sensing": "地面感知",
}
SECTIONS_HANT = {
    "Satellite Detection": "衛星火點偵測",
    "Fuel Moisture": "燃料含水率",
    "Vegetation Dryness": "植被乾燥度",
    "Fire Spread Modelling": "火勢蔓延模擬",
    "Forecast Benchmarks": "預報評測基準",
    "Ground Sensing": "地面感測",
}

# the malformed card name brief 1 writes for SmokeScan (the last digit of 2804.56742 lost)
BAD_CARD = "paper_cards/8134-2804-5674.md"
# the note brief 2 cites for FireKit 3 and lists as empty
EMPTY_NOTE = "inbox/wren/2028-04-15-notes.md"


def _season(n: int, risk: str) -> Entry:
    en = {
        1: "SmokeScan's smoke plume recall gain rests on a single fire season in one mountain range",
        2: "SmokeScan: still a single fire season; the authors say a second range is being labelled",
        3: "SmokeScan single fire season, open since the first brief; the second range has not appeared",
    }[n]
    hans = {
        1: "SmokeScan 的烟羽召回提升只基于单一火季，而且只覆盖一条山脉",
        2: "SmokeScan 仍只有单一火季，作者称第二条山脉的数据正在标注",
        3: "SmokeScan 单一火季问题自第一期起一直未决，第二条山脉的数据仍未出现",
    }[n]
    hant = {
        1: "SmokeScan 的煙羽召回提升只根據單一火季，而且只涵蓋一條山脈",
        2: "SmokeScan 仍只有單一火季，作者表示第二條山脈的資料正在標註",
        3: "SmokeScan 單一火季問題從第一輪起一直懸而未決，第二條山脈的資料仍未出現",
    }[n]
    return Entry("single fire season", en, "单一火季", hans, "單一火季", hant, ("2804.56742",), risk)


STATION_OPEN = Entry(
    "station weather files",
    "FireKit 3's ensemble run speedup was measured with station weather files that the release leaves out",
    "气象站文件",
    "FireKit 3 的集合运行加速是用气象站文件测得的，但发布包没有附上这些文件",
    "氣象站檔案",
    "FireKit 3 的系集執行加速是用氣象站檔案量測的，但釋出包沒有附上這些檔案",
    ("FireKit 3",),
    "low",
)
STATION_CLOSED = Entry(
    "station weather files",
    "FireKit 3 station weather files (raised yesterday): now attached to the release, the speedup holds",
    "气象站文件",
    "FireKit 3 气象站文件（昨天提出）：现已附在发布页，加速数字成立",
    "氣象站檔案",
    "FireKit 3 氣象站檔案（昨天提出）：現已附在釋出頁，加速數字成立",
    ("FireKit 3",),
    "low",
    resolved=True,
)


def _m(work: str, status: str, section: str | None = None, anchored: date | None = None, **kw) -> Mention:
    return Mention(work, status, section, anchored, **kw)


LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2028, 4, 13),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("2804.51207", "anchored", "1.1", date(2028, 4, 10), sources=("paper_cards/8102-2804-51207.md",),
           figures=(Figure(2.6, "×", "hotspot mapping speedup"),),
           point="flags new hotspots on every geostationary scan and merges them into fire perimeters",
           hans="在每次静止卫星扫描中标出新热点，并合并成火场边界",
           hant="在每次同步衛星掃描中標出新熱點，再合併成火場邊界"),
        _m("2804.52318", "anchored", "1.3", date(2028, 4, 13), sources=("paper_cards/8109-2804-52318.md",),
           figures=(Figure(12, "%", "plume height error"),),
           point="forecasts smoke plume heights a day ahead from fire power and wind profiles",
           hans="根据火辐射功率和风廓线提前一天预报烟羽高度",
           hant="依火輻射功率與風剖面提前一天預報煙羽高度"),
    ],
)  # fmt: skip

B1 = Doc(
    stem="inbox/condor/2028-04-14-wildfire-forecasting-brief",
    kind="brief",
    date=date(2028, 4, 14),
    instance="condor",
    window=("2028-04-13 21:00", "2028-04-14 21:00"),
    baseline=date(2028, 4, 13),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("2804.57853", "new", "1.2", sources=("inbox/pika/2028-04-14-notes.md", "paper_cards/8128-2804-57853.md"),
           figures=(Figure(27, "%", "ignition risk reduction"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="schedules canopy thinning so that dry stands near villages carry less ignition risk in summer",
           hans="安排林冠疏伐的时间，使村庄附近的干燥林分在夏季的起火风险降低",
           hant="安排林冠疏伐的時程，讓村莊附近的乾燥林分在夏季的起火風險降低"),
        _m("2804.53429", "new", "1.2", sources=("inbox/wren/2028-04-14-notes.md", "paper_cards/8131-2804-53429.md"),
           figures=(Figure(4.5, "×", "moisture retrieval speedup"),), confidence="high",
           point="a learned emulator that retrieves live fuel moisture from radar backscatter as fast as a lookup table",
           hans="一个学习得到的仿真器，从雷达后向散射反演活可燃物含水率，速度与查表法相当",
           hant="一個學習而得的模擬器，從雷達回波反演活燃料含水率，速度與查表法相當"),
        _m("2804.56742", "new", "1.1", sources=("inbox/wren/2028-04-14-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(6.8, "points", "smoke plume recall gain"),), confidence="medium",
           point="detects young smoke plumes in lookout tower cameras before any satellite sees heat",
           hans="在瞭望塔摄像头画面中发现初起烟羽，早于任何卫星探测到热信号",
           hant="在瞭望塔攝影機畫面中發現初起煙羽，早於任何衛星偵測到熱訊號"),
        _m("2804.51207", "anchored", "1.1", date(2028, 4, 10), point="already in the living document",
           hans="已在活文档中", hant="已在活文件中"),
        _m("2804.52318", "carried-over", "1.3", date(2028, 4, 13),
           point="the plume model FuelNet hands its moisture fields to", hans="FuelNet 输出含水率场所接入的烟羽模型",
           hant="FuelNet 輸出含水率場所接入的煙羽模型"),
        _m("2804.54530", "adjacent", point="tracks embers carried ahead of the front in thermal drone footage",
           hans="在热成像无人机画面中追踪被风带到火线前方的飞火", hant="在熱影像無人機畫面中追蹤被風帶到火線前方的飛火"),
    ],
    entries=[_season(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/pika/2028-04-14-notes.md",
        "inbox/wren/2028-04-14-notes.md",
        "paper_cards/8128-2804-57853.md",
        "paper_cards/8131-2804-53429.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("2804.57853", "2804.53429", "2804.56742"),
)  # fmt: skip

B2 = Doc(
    stem="inbox/pika/2028-04-15-wildfire-forecasting-brief",
    kind="brief",
    date=date(2028, 4, 15),
    instance="pika",
    window=("2028-04-14 21:00", "2028-04-15 21:00"),
    baseline=date(2028, 4, 14),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("2804.52318", "new", "1.3",  # FAULT new-but-anchored
           sources=("inbox/condor/2028-04-15-notes.md", "paper_cards/8140-2804-52318.md"),
           figures=(Figure(70, "ms", "per-cell forecast latency"),), confidence="medium",
           point="the second version forecasts plumes cell by cell so one valley can be refreshed on its own",
           hans="第二版逐网格预报烟羽，单个山谷可以单独刷新",
           hant="第二版逐網格預報煙羽，單一山谷可以單獨更新"),
        _m("2804.54530", "new", "1.3", sources=("inbox/condor/2028-04-15-notes.md", "paper_cards/8143-2804-54530.md"),
           figures=(Figure(41, "ms", "per-frame ember tracking latency"),), confidence="medium-high",
           point="tracks embers in thermal drone footage and warns crews when spot fires start behind the line",
           hans="在热成像无人机画面中追踪飞火，火线后方出现飞火点时提醒扑火队",
           hant="在熱影像無人機畫面中追蹤飛火，火線後方出現飛火點時提醒打火隊"),
        _m("FireKit 3", "new", "1.3", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(3.2, "×", "ensemble run speedup"),), confidence="medium",
           point="the release runs a whole spread ensemble for a county from one configuration file",
           hans="新版用一个配置文件即可为整个县跑完蔓延集合预报",
           hant="新版用一個設定檔即可為整個縣跑完蔓延系集預報"),
        _m("2804.57853", "carried-over", "1.2",
           figures=(Figure(19, "%", "ignition risk reduction"),),  # FAULT divergent-figures (b)
           point="the figure in the authors' workshop slides", hans="作者研讨会幻灯片上的数字",
           hant="作者研討會投影片上的數字"),
        _m("2804.53429", "anchored", "1.2", date(2028, 4, 14),  # FAULT anchoring-conflict (a)
           point="anchored in last night's relay", hans="昨晚接力已锚入", hant="昨晚接力已錨定"),
        _m("2804.56742", "carried-over", "1.1", point="carried over from the previous brief",
           hans="沿用上一期条目", hant="沿用上一輪條目"),
        _m("2804.55641", "candidate", point="a benchmark of next day spread forecasts over sixty past fires",
           hans="覆盖六十场历史火灾的次日蔓延预报评测基准", hant="涵蓋六十場歷史火災的次日蔓延預報評測基準"),
    ],
    entries=[_season(2, "high"), STATION_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/condor/2028-04-15-notes.md",
        EMPTY_NOTE,
        "paper_cards/8140-2804-52318.md",
        "paper_cards/8143-2804-54530.md",
    ],
    new_ids=("2804.52318", "2804.54530", "2804.54530"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem="inbox/wren/2028-04-16-wildfire-forecasting-brief",
    kind="brief",
    date=date(2028, 4, 16),
    instance="wren",
    window=("2028-04-15 21:00", "2028-04-16 21:00"),
    baseline=date(2028, 4, 15),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("2804.55641", "new", "2.1", sources=("inbox/pika/2028-04-16-notes.md", "paper_cards/8152-2804-55641.md"),
           figures=(Figure(11, "points", "model ranking gap"),), confidence="high",
           point="sixty mapped fire perimeters held out day by day so that spread models can be ranked fairly",
           hans="六十个逐日测绘的火场边界作为保留集，用来公平地给蔓延模型排名",
           hant="六十個逐日測繪的火場邊界作為保留集，用來公平地為蔓延模型排名"),
        _m("2804.58964", "new", "2.2", sources=("inbox/condor/2028-04-16-notes.md", "paper_cards/8155-2804-58964.md"),
           figures=(Figure(34.5, "%", "sensor placement time reduction"), Figure(58, "ms", "per-waypoint planning latency")),
           confidence="medium",
           point="a tracked robot that places fuel moisture probes on steep slopes and replans around fallen logs",
           hans="一台履带式机器人，在陡坡上布设可燃物含水率探针，并绕开倒木重新规划路线",
           hant="一台履帶式機器人，在陡坡上布設燃料含水率探針，並繞開倒木重新規劃路線"),
        _m("Notes from a Night on the Fire Line", "new", "2.2", sources=("inbox/pika/2028-04-16-notes.md",),
           confidence="medium",
           point="blog post on what a night shift with a hand crew taught one lab about reading ground sensors",
           hans="记录一个实验室跟随扑火班组值一夜班后如何重新解读地面传感器的博客文章",
           hant="記錄一個實驗室跟著打火班值一夜班後如何重新解讀地面感測器的部落格文章"),
        _m("2804.53429", "anchored", "1.2", date(2028, 4, 15),  # FAULT anchoring-conflict (b)
           point="in the living document", hans="已在活文档中", hant="已在活文件中"),
        _m("FireKit 3", "carried-over", "1.3", point="station file check closed", hans="气象站文件核对已结案",
           hant="氣象站檔案核對已結案"),
        _m("2804.56742", "not-anchored", "1.1", point="held back until a second fire season is labelled",
           hans="第二个火季标注完成前暂不锚入", hant="第二個火季標註完成前暫不錨定"),
        _m("2804.54530", "carried-over", "1.3", point="carried over from the previous brief",
           hans="沿用上一期条目", hant="沿用上一輪條目"),
        _m("2804.59075", "adjacent", point="tests whether soil drying curves from cheap probes predict grass curing",
           hans="检验廉价探针测得的土壤变干曲线能否预测草地枯黄", hant="檢驗廉價探針測得的土壤變乾曲線能否預測草地枯黃"),
    ],
    entries=[_season(3, "high"), STATION_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/condor/2028-04-16-notes.md",
        "inbox/pika/2028-04-16-notes.md",
        "paper_cards/8152-2804-55641.md",
        "paper_cards/8155-2804-58964.md",
        "work-queue.md",
    ],
    new_ids=("2804.55641", "2804.58964"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "2804.52318"),
    ("anchoring-conflict", "2804.53429"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "2804.54530"),
    ("divergent-figures", "2804.57853"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "2804.56742"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "hotspot mapping speedup": "热点制图加速",
    "plume height error": "烟羽高度误差",
    "ignition risk reduction": "起火风险降低",
    "moisture retrieval speedup": "含水率反演加速",
    "smoke plume recall gain": "烟羽召回提升",
    "per-cell forecast latency": "单网格预报延迟",
    "per-frame ember tracking latency": "单帧飞火追踪延迟",
    "ensemble run speedup": "集合运行加速",
    "model ranking gap": "模型排名差距",
    "sensor placement time reduction": "探针布设时间缩短",
    "per-waypoint planning latency": "单航点规划延迟",
}
METRIC_HANT = {
    "hotspot mapping speedup": "熱點製圖加速",
    "plume height error": "煙羽高度誤差",
    "ignition risk reduction": "起火風險降低",
    "moisture retrieval speedup": "含水率反演加速",
    "smoke plume recall gain": "煙羽召回提升",
    "per-cell forecast latency": "單網格預報延遲",
    "per-frame ember tracking latency": "單幀飛火追蹤延遲",
    "ensemble run speedup": "系集執行加速",
    "model ranking gap": "模型排名差距",
    "sensor placement time reduction": "探針布設時間縮短",
    "per-waypoint planning latency": "單航點規劃延遲",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
