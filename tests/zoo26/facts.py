"""Facts model for the twenty-sixth held-out layout zoo (topic: glacier-lake-outburst-monitoring).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (stoat, curlew, takin) and July 2029 dates. Everything the layouts write
and everything the key states comes from here. Points are given in English, simplified Chinese
and traditional Chinese (the layouts of this zoo are written in all three).

Planted faults (see FAULTS):
  new-but-anchored        BreachCast (2907.82385): anchored 2029-07-09 (living doc, brief 1), called new by brief 2
  anchoring-conflict      IceDamNet (2907.83496): anchored 2029-07-10 per brief 2, 2029-07-11 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives SeepSense (2907.84507) twice
  divergent-figures       SurgeTrack (2907.87830): false warning reduction 38 % (brief 1) vs 29 % (brief 2)
  section-name-drift      §1.2 "Outburst Warnings" (living doc, briefs 1 and 3) vs "Flood Alerts" (brief 2)
  repeated-to-verify      RumbleNet's single lake, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites RumbleNet's card as paper_cards/9113-2907-8672.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/takin/2029-07-11-notes.md for LakeKit 2 and lists it as empty
A second register entry (LakeKit 2's missing reference waveforms) is raised by brief 2 and
resolved by brief 3: it is not a fault. Brief 3 also has one adjacent item (SerracWatch), new to the zoo.
"""

from __future__ import annotations

from datetime import date

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "glacier-lake-outburst-monitoring"
LIVING_STEM = f"organized/knowledge/{TOPIC}"

BLOG = "Listening to a Lake Before It Breaks"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("2907.81274", "MoraineMap", arxiv="2907.81274"),
        Work("2907.82385", "BreachCast", arxiv="2907.82385"),
        Work("2907.83496", "IceDamNet", arxiv="2907.83496"),
        Work("2907.84507", "SeepSense", arxiv="2907.84507"),
        Work("2907.85618", "GlofBench", arxiv="2907.85618"),
        Work("2907.86729", "RumbleNet", arxiv="2907.86729"),
        Work("2907.87830", "SurgeTrack", arxiv="2907.87830"),
        Work("2907.88941", "HoverGauge", arxiv="2907.88941"),
        Work("2907.89052", "SerracWatch", arxiv="2907.89052"),
        Work("LakeKit 2", "LakeKit 2", url="https://github.com/example-glof/lakekit/releases/tag/v2.0.0",
             kind="release"),
        Work(BLOG, BLOG, url="https://meltwater.example.org/2029/07/listening-to-a-lake-before-it-breaks",
             kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Lake Mapping",
    "1.2": "Outburst Warnings",
    "1.3": "Infrasound Sensing",
    "2.1": "Hazard Benchmarks",
    "2.2": "Survey Drones",
}
DRIFTED = {"1.2": "Flood Alerts"}

SECTIONS_HANS = {
    "Lake Mapping": "湖泊测绘",
    "Outburst Warnings": "溃决预警",
    "Flood Alerts": "洪水警报",
    "Infrasound Sensing": "次声监测",
    "Hazard Benchmarks": "灾害评测基准",
    "Survey Drones": "测量无人机",
}
SECTIONS_HANT = {
    "Lake Mapping": "湖泊測繪",
    "Outburst Warnings": "潰決預警",
    "Flood Alerts": "洪水警報",
    "Infrasound Sensing": "次聲監測",
    "Hazard Benchmarks": "災害評測基準",
    "Survey Drones": "測量無人機",
}

# the malformed card name brief 1 writes for RumbleNet (the last digit of 2907.86729 lost)
BAD_CARD = "paper_cards/9113-2907-8672.md"
# the note brief 2 cites for LakeKit 2 and lists as empty
EMPTY_NOTE = "inbox/takin/2029-07-11-notes.md"


def _lake(n: int, risk: str) -> Entry:
    en = {
        1: "RumbleNet's outburst detection gain rests on recordings from a single lake in one valley",
        2: "RumbleNet: still a single lake; the authors promise recordings from a second basin",
        3: "RumbleNet single lake, open since the first brief; no second basin has been published",
    }[n]
    hans = {
        1: "RumbleNet 的溃决检测提升只来自单一湖泊的录音，而且只在一条山谷",
        2: "RumbleNet 仍只有单一湖泊，作者承诺补上第二个流域的录音",
        3: "RumbleNet 单一湖泊问题从第一期起一直未解决，第二个流域的数据仍未发布",
    }[n]
    hant = {
        1: "RumbleNet 的潰決偵測提升只來自單一湖泊的錄音，而且只在一條山谷",
        2: "RumbleNet 仍只有單一湖泊，作者承諾補上第二個流域的錄音",
        3: "RumbleNet 單一湖泊問題從第一輪起一直沒有解決，第二個流域的資料仍未公開",
    }[n]
    return Entry("single lake", en, "单一湖泊", hans, "單一湖泊", hant, ("2907.86729",), risk)


WAVE_OPEN = Entry(
    "reference waveforms",
    "LakeKit 2's waveform batch speedup was timed on reference waveforms the release does not ship",
    "参考波形",
    "LakeKit 2 的波形批处理加速是在参考波形上计时的，但发布包里没有这些波形",
    "參考波形",
    "LakeKit 2 的波形批次處理加速是在參考波形上計時的，但釋出包裡沒有這些波形",
    ("LakeKit 2",),
    "low",
)
WAVE_CLOSED = Entry(
    "reference waveforms",
    "LakeKit 2 reference waveforms (raised yesterday): now attached to the release, the speedup reproduces",
    "参考波形",
    "LakeKit 2 参考波形（昨天提出）：现已附在发布页上，加速可以复现",
    "參考波形",
    "LakeKit 2 參考波形（昨天提出）：現已附在釋出頁上，加速可以重現",
    ("LakeKit 2",),
    "low",
    resolved=True,
)


def _m(work: str, status: str, section: str | None = None, anchored: date | None = None, **kw) -> Mention:
    return Mention(work, status, section, anchored, **kw)


LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2029, 7, 9),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("2907.81274", "anchored", "1.1", date(2029, 7, 7), sources=("paper_cards/9088-2907-81274.md",),
           figures=(Figure(3.1, "×", "lake outline extraction speedup"),),
           point="maps moraine dammed lakes from radar scenes that see through monsoon cloud",
           hans="利用能穿透季风云层的雷达影像绘制冰碛坝湖泊",
           hant="利用能穿透季風雲層的雷達影像繪製冰磧壩湖泊"),
        _m("2907.82385", "anchored", "1.2", date(2029, 7, 9), sources=("paper_cards/9096-2907-82385.md",),
           figures=(Figure(13, "%", "breach timing error"),),
           point="forecasts the day a moraine dam is likely to breach from lake level and rainfall",
           hans="根据湖水位和降雨预报冰碛坝可能溃决的日子",
           hant="依湖水位與降雨預報冰磧壩可能潰決的日子"),
    ],
)  # fmt: skip

B1 = Doc(
    stem=f"inbox/stoat/2029-07-10-{TOPIC}-brief",
    kind="brief",
    date=date(2029, 7, 10),
    instance="stoat",
    window=("2029-07-09 21:30", "2029-07-10 21:30"),
    baseline=date(2029, 7, 9),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("2907.87830", "new", "1.2", sources=("inbox/curlew/2029-07-10-notes.md", "paper_cards/9105-2907-87830.md"),
           figures=(Figure(38, "%", "false warning reduction"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="follows meltwater surges down a chain of lakes so that warnings stop firing on ordinary daily melt pulses",
           hans="沿着串联湖泊追踪融水涌浪，预警不再因日常融水脉冲而误报",
           hant="沿著串聯湖泊追蹤融水湧浪，預警不再因日常融水脈衝而誤報"),
        _m("2907.83496", "new", "1.1", sources=("inbox/takin/2029-07-10-notes.md", "paper_cards/9109-2907-83496.md"),
           figures=(Figure(5.2, "×", "lake inventory update speedup"),), confidence="high",
           point="updates a regional inventory of glacial lakes every time a new satellite pass arrives",
           hans="每有新的卫星过境就更新一次区域冰湖清单",
           hant="每有新的衛星過境就更新一次區域冰湖清單"),
        _m("2907.86729", "new", "1.3", sources=("inbox/takin/2029-07-10-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(7.4, "points", "outburst detection F1 gain"),), confidence="medium",
           point="hears the low rumble of a failing dam on an infrasound array hours before the flood wave arrives",
           hans="用次声阵列在洪峰到来前数小时听到坝体失稳的低沉轰鸣",
           hant="用次聲陣列在洪峰抵達前數小時聽到壩體失穩的低沉轟鳴"),
        _m("2907.81274", "anchored", "1.1", date(2029, 7, 7), point="already in the living document",
           hans="已在活文档中", hant="已在活文件中"),
        _m("2907.82385", "carried-over", "1.2", date(2029, 7, 9),
           point="the forecast SurgeTrack passes its surge tracks to", hans="SurgeTrack 输出的涌浪轨迹所接入的预报模型",
           hant="SurgeTrack 輸出的湧浪軌跡所接入的預報模型"),
        _m("2907.84507", "adjacent", point="reads seepage through a moraine dam from fibre optic temperature lines",
           hans="通过光纤测温线读出冰碛坝的渗流", hant="透過光纖測溫線讀出冰磧壩的滲流"),
    ],
    entries=[_lake(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/curlew/2029-07-10-notes.md",
        "inbox/takin/2029-07-10-notes.md",
        "paper_cards/9105-2907-87830.md",
        "paper_cards/9109-2907-83496.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("2907.87830", "2907.83496", "2907.86729"),
)  # fmt: skip

B2 = Doc(
    stem=f"inbox/curlew/2029-07-11-{TOPIC}-brief",
    kind="brief",
    date=date(2029, 7, 11),
    instance="curlew",
    window=("2029-07-10 21:30", "2029-07-11 21:30"),
    baseline=date(2029, 7, 10),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("2907.82385", "new", "1.2",  # FAULT new-but-anchored
           sources=("inbox/stoat/2029-07-11-notes.md", "paper_cards/9118-2907-82385.md"),
           figures=(Figure(85, "ms", "per-basin warning latency"),), confidence="medium",
           point="the second version issues a warning for each basin so that one valley can be rerun on its own",
           hans="第二版为每个流域单独发出预警，单条山谷可以单独重算",
           hant="第二版為每個流域單獨發出預警，單一山谷可以單獨重算"),
        _m("2907.84507", "new", "1.3", sources=("inbox/stoat/2029-07-11-notes.md", "paper_cards/9121-2907-84507.md"),
           figures=(Figure(47, "ms", "per-sample seepage detection latency"),), confidence="medium-high",
           point="reads seepage through a moraine dam from fibre optic temperature lines and flags wet spots before they grow",
           hans="通过光纤测温线读出冰碛坝的渗流，并在湿点扩大之前标出",
           hant="透過光纖測溫線讀出冰磧壩的滲流，並在濕點擴大之前標出"),
        _m("LakeKit 2", "new", "1.3", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(2.8, "×", "waveform batch speedup"),), confidence="medium",
           point="the release turns a month of infrasound recordings into labelled event lists in one command",
           hans="新版用一条命令就能把一个月的次声录音转成带标注的事件列表",
           hant="新版用一條指令就能把一個月的次聲錄音轉成帶標註的事件清單"),
        _m("2907.87830", "carried-over", "1.2",
           figures=(Figure(29, "%", "false warning reduction"),),  # FAULT divergent-figures (b)
           point="the figure on the authors workshop poster", hans="作者研讨会海报上的数字",
           hant="作者研討會海報上的數字"),
        _m("2907.83496", "anchored", "1.1", date(2029, 7, 10),  # FAULT anchoring-conflict (a)
           point="anchored in last night relay", hans="昨晚接力已锚入", hant="昨晚接力已錨入"),
        _m("2907.86729", "carried-over", "1.3", point="carried over from the previous brief",
           hans="沿用上一期条目", hant="續用上一輪條目"),
        _m("2907.85618", "candidate", point="a benchmark of outburst hazard models over forty surveyed lakes",
           hans="覆盖四十个实测湖泊的溃决灾害模型评测基准", hant="涵蓋四十個實測湖泊的潰決災害模型評測基準"),
    ],
    entries=[_lake(2, "high"), WAVE_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/stoat/2029-07-11-notes.md",
        EMPTY_NOTE,
        "paper_cards/9118-2907-82385.md",
        "paper_cards/9121-2907-84507.md",
    ],
    new_ids=("2907.82385", "2907.84507", "2907.84507"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem=f"inbox/takin/2029-07-12-{TOPIC}-brief",
    kind="brief",
    date=date(2029, 7, 12),
    instance="takin",
    window=("2029-07-11 21:30", "2029-07-12 21:30"),
    baseline=date(2029, 7, 11),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("2907.85618", "new", "2.1", sources=("inbox/curlew/2029-07-12-notes.md", "paper_cards/9130-2907-85618.md"),
           figures=(Figure(12, "points", "cross-basin score spread"),), confidence="high",
           point="forty surveyed lakes held out one mountain range at a time so that hazard models can be ranked fairly",
           hans="四十个实测湖泊按山脉轮流留出，用来公平地给灾害模型排名",
           hant="四十個實測湖泊按山脈輪流留出，用來公平地為災害模型排名"),
        _m("2907.88941", "new", "2.2", sources=("inbox/stoat/2029-07-12-notes.md", "paper_cards/9133-2907-88941.md"),
           figures=(Figure(27.5, "%", "survey time reduction"), Figure(64, "ms", "per-waypoint planning latency")),
           confidence="medium",
           point="a drone that measures lake depth with a dangling sonar and keeps clear of hanging ice",
           hans="一架吊挂声呐测量湖深的无人机，会避开悬冰",
           hant="一架吊掛聲納測量湖深的無人機，會避開懸冰"),
        _m(BLOG, "new", "1.2", sources=("inbox/curlew/2029-07-12-notes.md",),
           confidence="medium",
           point="blog post on what a season of listening to one lake taught a field team about outburst warnings",
           hans="记录一个野外小组整季监听同一座湖泊后如何重新认识溃决预警的博客文章",
           hant="記錄一個野外小組整季監聽同一座湖泊後如何重新認識潰決預警的部落格文章"),
        _m("2907.83496", "anchored", "1.1", date(2029, 7, 11),  # FAULT anchoring-conflict (b)
           point="in the living document", hans="已在活文档中", hant="已在活文件中"),
        _m("LakeKit 2", "carried-over", "1.3", point="reference waveform check closed", hans="参考波形核对已结案",
           hant="參考波形核對已結案"),
        _m("2907.86729", "not-anchored", "1.3", point="held back until a second lake is published",
           hans="第二座湖泊数据发布前暂不锚入", hant="第二座湖泊資料公開前暫緩錨入"),
        _m("2907.84507", "carried-over", "1.3", point="carried over from the previous brief",
           hans="沿用上一期条目", hant="續用上一輪條目"),
        _m("2907.89052", "adjacent", point="spots ice avalanches falling into lakes from webcam time lapses",
           hans="从网络摄像头延时影像中发现坠入湖中的冰崩", hant="從網路攝影機縮時影像中發現墜入湖中的冰崩"),
    ],
    entries=[_lake(3, "high"), WAVE_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/curlew/2029-07-12-notes.md",
        "inbox/stoat/2029-07-12-notes.md",
        "paper_cards/9130-2907-85618.md",
        "paper_cards/9133-2907-88941.md",
        "work-queue.md",
    ],
    new_ids=("2907.85618", "2907.88941"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "2907.82385"),
    ("anchoring-conflict", "2907.83496"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "2907.84507"),
    ("divergent-figures", "2907.87830"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "2907.86729"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "lake outline extraction speedup": "湖泊轮廓提取加速",
    "breach timing error": "溃决时间误差",
    "false warning reduction": "误报减少",
    "lake inventory update speedup": "冰湖清单更新加速",
    "outburst detection F1 gain": "溃决检测 F1 提升",
    "per-basin warning latency": "单流域预警延迟",
    "per-sample seepage detection latency": "单样本渗流检测延迟",
    "waveform batch speedup": "波形批处理加速",
    "cross-basin score spread": "跨流域评分差距",
    "survey time reduction": "测量耗时缩短",
    "per-waypoint planning latency": "单航点规划延迟",
}
METRIC_HANT = {
    "lake outline extraction speedup": "湖泊輪廓擷取加速",
    "breach timing error": "潰決時間誤差",
    "false warning reduction": "誤報減少",
    "lake inventory update speedup": "冰湖清單更新加速",
    "outburst detection F1 gain": "潰決偵測 F1 提升",
    "per-basin warning latency": "單流域預警延遲",
    "per-sample seepage detection latency": "單樣本滲流偵測延遲",
    "waveform batch speedup": "波形批次處理加速",
    "cross-basin score spread": "跨流域分數差距",
    "survey time reduction": "測量耗時縮短",
    "per-waypoint planning latency": "單航點規劃延遲",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
