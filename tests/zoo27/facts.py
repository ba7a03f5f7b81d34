"""Facts model for the twenty-seventh held-out layout zoo (topic: peatland-carbon-flux).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (okapi, tapir, quoll) and March 2030 dates, with the handover in the
morning (06:45) rather than the evening. Everything the layouts write and everything the key
states comes from here. Points are given in English, simplified Chinese and traditional Chinese
(the layouts of this zoo are written in all three).

Planted faults (see FAULTS):
  new-but-anchored        MethaneCast (3003.61529): anchored 2030-03-13 (living doc, brief 1), called new by brief 2
  anchoring-conflict      PeatGrid (3003.62630): anchored 2030-03-15 per brief 2, 2030-03-16 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives SphagnumSense (3003.63741) twice
  divergent-figures       EbullitionTrack (3003.66074): spurious spike reduction 41 % (brief 1) vs 33 % (brief 2)
  section-name-drift      §1.2 "Methane Emission Estimates" (living doc, briefs 1 and 3) vs "Wetland Methane Budgets" (brief 2)
  repeated-to-verify      BubbleEar's single bog, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites BubbleEar's card as paper_cards/7219-3003-6596.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/quoll/2030-03-15-notes.md for MireKit 4 and lists it as empty
A second register entry (MireKit 4's missing calibration logs) is raised by brief 2 and resolved
by brief 3: it is not a fault. Brief 3 also has one adjacent item (DrainWatch), new to the zoo.
"""

from __future__ import annotations

from datetime import date, timedelta

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "peatland-carbon-flux"
LIVING_STEM = f"organized/knowledge/{TOPIC}"
HANDOVER = "06:45"

BLOG = "What a Dry Summer Did to the Bog"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("3003.60418", "TowerFlux", arxiv="3003.60418"),
        Work("3003.61529", "MethaneCast", arxiv="3003.61529"),
        Work("3003.62630", "PeatGrid", arxiv="3003.62630"),
        Work("3003.63741", "SphagnumSense", arxiv="3003.63741"),
        Work("3003.64852", "FluxBench", arxiv="3003.64852"),
        Work("3003.65963", "BubbleEar", arxiv="3003.65963"),
        Work("3003.66074", "EbullitionTrack", arxiv="3003.66074"),
        Work("3003.67185", "ChamberBot", arxiv="3003.67185"),
        Work("3003.68296", "DrainWatch", arxiv="3003.68296"),
        Work("MireKit 4", "MireKit 4", url="https://github.com/example-peat/mirekit/releases/tag/v4.0.0",
             kind="release"),
        Work(BLOG, BLOG, url="https://fenland.example.org/2030/03/what-a-dry-summer-did-to-the-bog",
             kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Flux Towers",
    "1.2": "Methane Emission Estimates",
    "1.3": "Field Sensors",
    "2.1": "Flux Benchmarks",
    "2.2": "Chamber Automation",
}
DRIFTED = {"1.2": "Wetland Methane Budgets"}

SECTIONS_HANS = {
    "Flux Towers": "通量塔观测",
    "Methane Emission Estimates": "甲烷排放估算",
    "Wetland Methane Budgets": "湿地甲烷收支",
    "Field Sensors": "野外传感器",
    "Flux Benchmarks": "通量评测基准",
    "Chamber Automation": "箱式自动采样",
}
SECTIONS_HANT = {
    "Flux Towers": "通量塔觀測",
    "Methane Emission Estimates": "甲烷排放估算",
    "Wetland Methane Budgets": "濕地甲烷收支",
    "Field Sensors": "野外感測器",
    "Flux Benchmarks": "通量評測基準",
    "Chamber Automation": "箱式自動採樣",
}

# the malformed card name brief 1 writes for BubbleEar (the last digit of 3003.65963 lost)
BAD_CARD = "paper_cards/7219-3003-6596.md"
# the note brief 2 cites for MireKit 4 and lists as empty
EMPTY_NOTE = "inbox/quoll/2030-03-15-notes.md"


def _bog(n: int, risk: str) -> Entry:
    en = {
        1: "The ebullition gain of BubbleEar rests on hydrophone recordings from a single bog over one summer",
        2: "BubbleEar is still a single bog study; the authors promise recordings from an upland blanket bog",
        3: "BubbleEar single bog, open since the first brief, and no second site has been published",
    }[n]
    hans = {
        1: "BubbleEar 的气泡检测提升只来自单一泥炭地一个夏季的水听器录音",
        2: "BubbleEar 仍是单一泥炭地研究，作者承诺补上高地覆被泥炭地的录音",
        3: "BubbleEar 单一泥炭地问题从第一期起一直未解决，第二个站点的数据仍未发布",
    }[n]
    hant = {
        1: "BubbleEar 的氣泡偵測提升只來自單一泥炭地一個夏季的水聽器錄音",
        2: "BubbleEar 仍是單一泥炭地研究，作者承諾補上高地毯狀泥炭地的錄音",
        3: "BubbleEar 單一泥炭地問題從第一輪起一直沒有解決，第二個站點的資料仍未公開",
    }[n]
    return Entry("single bog", en, "单一泥炭地", hans, "單一泥炭地", hant, ("3003.65963",), risk)


LOG_OPEN = Entry(
    "calibration logs",
    "The chamber log batch speedup of MireKit 4 was timed on calibration logs the release does not ship",
    "校准日志",
    "MireKit 4 的采样箱日志批处理加速是在校准日志上计时的，但发布包里没有这些日志",
    "校準日誌",
    "MireKit 4 的採樣箱日誌批次處理加速是在校準日誌上計時的，但釋出包裡沒有這些日誌",
    ("MireKit 4",),
    "low",
)
LOG_CLOSED = Entry(
    "calibration logs",
    "MireKit 4 calibration logs, raised yesterday, are now attached to the release and the speedup reproduces",
    "校准日志",
    "MireKit 4 校准日志（昨天提出）：现已附在发布页上，加速可以复现",
    "校準日誌",
    "MireKit 4 校準日誌（昨天提出）：現已附在釋出頁上，加速可以重現",
    ("MireKit 4",),
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
    date=date(2030, 3, 13),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("3003.60418", "anchored", "1.1", date(2030, 3, 11), sources=("paper_cards/7188-3003-60418.md",),
           figures=(Figure(2.6, "×", "gap-filling speedup"),),
           point="fills the night time gaps in peatland flux tower records from soil temperature and water table depth",
           hans="利用土壤温度和地下水位填补泥炭地通量塔夜间记录的缺口",
           hant="利用土壤溫度與地下水位填補泥炭地通量塔夜間紀錄的缺口"),
        _m("3003.61529", "anchored", "1.2", date(2030, 3, 13), sources=("paper_cards/7196-3003-61529.md",),
           figures=(Figure(17, "%", "flux forecast error"),),
           point="forecasts the week ahead methane flux of a bog from water table depth and peat temperature",
           hans="根据地下水位和泥炭温度预报沼泽未来一周的甲烷通量",
           hant="依地下水位與泥炭溫度預報沼澤未來一週的甲烷通量"),
    ],
)  # fmt: skip

B1 = Doc(
    stem=f"inbox/okapi/2030-03-14-{TOPIC}-brief",
    kind="brief",
    date=date(2030, 3, 14),
    instance="okapi",
    window=_window(date(2030, 3, 14)),
    baseline=date(2030, 3, 13),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("3003.66074", "new", "1.2", sources=("inbox/tapir/2030-03-14-notes.md", "paper_cards/7205-3003-66074.md"),
           figures=(Figure(41, "%", "spurious spike reduction"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="separates bursts of methane bubbles from steady diffusion so that flux records stop showing spikes from passing wind gusts",
           hans="把甲烷气泡的突发释放与稳定扩散区分开，通量记录不再因阵风出现尖峰",
           hant="把甲烷氣泡的突發釋放與穩定擴散區分開，通量紀錄不再因陣風出現尖峰"),
        _m("3003.62630", "new", "1.1", sources=("inbox/quoll/2030-03-14-notes.md", "paper_cards/7209-3003-62630.md"),
           figures=(Figure(4.4, "×", "inventory refresh speedup"),), confidence="high",
           point="updates a national map of peat depth every time a new airborne radar survey arrives",
           hans="每有新的航空雷达测量就更新一次全国泥炭厚度图",
           hant="每有新的航空雷達測量就更新一次全國泥炭厚度圖"),
        _m("3003.65963", "new", "1.3", sources=("inbox/quoll/2030-03-14-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(6.3, "points", "ebullition event F1 gain"),), confidence="medium",
           point="hears methane bubbles rising through pore water with a buried hydrophone string",
           hans="用埋设的水听器串听到甲烷气泡穿过孔隙水上升",
           hant="用埋設的水聽器串聽到甲烷氣泡穿過孔隙水上升"),
        _m("3003.60418", "anchored", "1.1", date(2030, 3, 11), point="already in the living document",
           hans="已在活文档中", hant="已在活文件中"),
        _m("3003.61529", "carried-over", "1.2", date(2030, 3, 13),
           point="the forecast EbullitionTrack hands its cleaned flux series to",
           hans="EbullitionTrack 清洗后的通量序列所接入的预报模型",
           hant="EbullitionTrack 清洗後的通量序列所接入的預報模型"),
        _m("3003.63741", "adjacent", point="reads moss moisture from cheap capacitive probes pushed into the hummocks",
           hans="用插进藓丘的廉价电容探针读取泥炭藓含水量", hant="用插進蘚丘的廉價電容探針讀取泥炭蘚含水量"),
    ],
    entries=[_bog(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/tapir/2030-03-14-notes.md",
        "inbox/quoll/2030-03-14-notes.md",
        "paper_cards/7205-3003-66074.md",
        "paper_cards/7209-3003-62630.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("3003.66074", "3003.62630", "3003.65963"),
)  # fmt: skip

B2 = Doc(
    stem=f"inbox/tapir/2030-03-15-{TOPIC}-brief",
    kind="brief",
    date=date(2030, 3, 15),
    instance="tapir",
    window=_window(date(2030, 3, 15)),
    baseline=date(2030, 3, 14),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("3003.61529", "new", "1.2",  # FAULT new-but-anchored
           sources=("inbox/okapi/2030-03-15-notes.md", "paper_cards/7221-3003-61529.md"),
           figures=(Figure(92, "ms", "per-site forecast latency"),), confidence="medium",
           point="the second version issues a forecast for each monitoring site so that one bog can be rerun on its own",
           hans="第二版为每个监测站点单独出预报，单个沼泽可以单独重算",
           hant="第二版為每個監測站點單獨出預報，單一沼澤可以單獨重算"),
        _m("3003.63741", "new", "1.3", sources=("inbox/okapi/2030-03-15-notes.md", "paper_cards/7224-3003-63741.md"),
           figures=(Figure(38, "ms", "per-reading anomaly latency"),), confidence="medium-high",
           point="reads moss moisture from cheap capacitive probes pushed into the hummocks and flags drying patches before they crack",
           hans="用插进藓丘的廉价电容探针读取泥炭藓含水量，并在干燥斑块开裂之前标出",
           hant="用插進蘚丘的廉價電容探針讀取泥炭蘚含水量，並在乾燥斑塊龜裂之前標出"),
        _m("MireKit 4", "new", "1.3", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(3.7, "×", "chamber log batch speedup"),), confidence="medium",
           point="the release turns a season of chamber logs into cleaned flux tables in one command",
           hans="新版用一条命令就能把一整季的采样箱日志转成清洗后的通量表",
           hant="新版用一條指令就能把一整季的採樣箱日誌轉成清洗後的通量表"),
        _m("3003.66074", "carried-over", "1.2",
           figures=(Figure(33, "%", "spurious spike reduction"),),  # FAULT divergent-figures (b)
           point="the figure on the authors conference poster", hans="作者会议海报上的数字",
           hant="作者會議海報上的數字"),
        _m("3003.62630", "anchored", "1.1", date(2030, 3, 15),  # FAULT anchoring-conflict (a)
           point="anchored in last night relay", hans="昨晚接力已锚入", hant="昨晚接力已錨入"),
        _m("3003.65963", "carried-over", "1.3", point="carried over from the previous brief",
           hans="沿用上一期条目", hant="續用上一輪條目"),
        _m("3003.64852", "candidate", point="a benchmark of methane flux models over thirty instrumented bogs",
           hans="覆盖三十块仪器化泥炭地的甲烷通量模型评测基准", hant="涵蓋三十塊儀器化泥炭地的甲烷通量模型評測基準"),
    ],
    entries=[_bog(2, "high"), LOG_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/okapi/2030-03-15-notes.md",
        EMPTY_NOTE,
        "paper_cards/7221-3003-61529.md",
        "paper_cards/7224-3003-63741.md",
    ],
    new_ids=("3003.61529", "3003.63741", "3003.63741"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem=f"inbox/quoll/2030-03-16-{TOPIC}-brief",
    kind="brief",
    date=date(2030, 3, 16),
    instance="quoll",
    window=_window(date(2030, 3, 16)),
    baseline=date(2030, 3, 15),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("3003.64852", "new", "2.1", sources=("inbox/tapir/2030-03-16-notes.md", "paper_cards/7233-3003-64852.md"),
           figures=(Figure(9, "points", "cross-site score spread"),), confidence="high",
           point="thirty instrumented bogs held out one climate zone at a time so that flux models can be ranked fairly",
           hans="三十块仪器化泥炭地按气候带轮流留出，用来公平地给通量模型排名",
           hant="三十塊儀器化泥炭地按氣候帶輪流留出，用來公平地為通量模型排名"),
        _m("3003.67185", "new", "2.2", sources=("inbox/okapi/2030-03-16-notes.md", "paper_cards/7236-3003-67185.md"),
           figures=(Figure(31.5, "%", "sampling time reduction"), Figure(58, "ms", "per-chamber scheduling latency")),
           confidence="medium",
           point="a rover that closes and opens soil chambers on a schedule and keeps off the wettest hollows",
           hans="一台按时开合土壤采样箱的巡检车，会避开最湿的洼地",
           hant="一台按時開合土壤採樣箱的巡檢車，會避開最濕的窪地"),
        _m(BLOG, "new", "1.2", sources=("inbox/tapir/2030-03-16-notes.md",), confidence="medium",
           point="blog post on what a dry summer taught a field team about methane from drained peat",
           hans="记录一个野外小组在干旱夏季重新认识排水泥炭甲烷排放的博客文章",
           hant="記錄一個野外小組在乾旱夏季重新認識排水泥炭甲烷排放的部落格文章"),
        _m("3003.62630", "anchored", "1.1", date(2030, 3, 16),  # FAULT anchoring-conflict (b)
           point="in the living document", hans="已在活文档中", hant="已在活文件中"),
        _m("MireKit 4", "carried-over", "1.3", point="calibration log check closed", hans="校准日志核对已结案",
           hant="校準日誌核對已結案"),
        _m("3003.65963", "not-anchored", "1.3", point="held back until a second bog is published",
           hans="第二块泥炭地数据发布前暂不锚入", hant="第二塊泥炭地資料公開前暫緩錨入"),
        _m("3003.63741", "carried-over", "1.3", point="carried over from the previous brief",
           hans="沿用上一期条目", hant="續用上一輪條目"),
        _m("3003.68296", "adjacent", point="spots blocked drainage ditches in peatland from satellite radar time series",
           hans="从卫星雷达时间序列中发现泥炭地里被堵塞的排水沟", hant="從衛星雷達時間序列中發現泥炭地裡被堵塞的排水溝"),
    ],
    entries=[_bog(3, "high"), LOG_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/tapir/2030-03-16-notes.md",
        "inbox/okapi/2030-03-16-notes.md",
        "paper_cards/7233-3003-64852.md",
        "paper_cards/7236-3003-67185.md",
        "work-queue.md",
    ],
    new_ids=("3003.64852", "3003.67185"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "3003.61529"),
    ("anchoring-conflict", "3003.62630"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "3003.63741"),
    ("divergent-figures", "3003.66074"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "3003.65963"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "gap-filling speedup": "补缺加速",
    "flux forecast error": "通量预报误差",
    "spurious spike reduction": "虚假尖峰减少",
    "inventory refresh speedup": "泥炭图更新加速",
    "ebullition event F1 gain": "气泡事件 F1 提升",
    "per-site forecast latency": "单站点预报延迟",
    "per-reading anomaly latency": "单次读数异常检测延迟",
    "chamber log batch speedup": "采样箱日志批处理加速",
    "cross-site score spread": "跨站点评分差距",
    "sampling time reduction": "采样耗时缩短",
    "per-chamber scheduling latency": "单采样箱调度延迟",
}
METRIC_HANT = {
    "gap-filling speedup": "補缺加速",
    "flux forecast error": "通量預報誤差",
    "spurious spike reduction": "虛假尖峰減少",
    "inventory refresh speedup": "泥炭圖更新加速",
    "ebullition event F1 gain": "氣泡事件 F1 提升",
    "per-site forecast latency": "單站點預報延遲",
    "per-reading anomaly latency": "單次讀數異常偵測延遲",
    "chamber log batch speedup": "採樣箱日誌批次處理加速",
    "cross-site score spread": "跨站點分數差距",
    "sampling time reduction": "採樣耗時縮短",
    "per-chamber scheduling latency": "單採樣箱排程延遲",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
