"""Facts model for the twenty-fifth held-out layout zoo (topic: coral-reef-monitoring).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (wrasse, grouper, parrotfish) and June 2028 dates. Everything the layouts
write and everything the key states comes from here. Points are given in English, simplified
Chinese and traditional Chinese (the layouts of this zoo are written in all three).

Planted faults (see FAULTS):
  new-but-anchored        BleachCast (2806.72496): anchored 2028-06-09 (living doc, brief 1), called new by brief 2
  anchoring-conflict      LarvaLink (2806.73507): anchored 2028-06-10 per brief 2, 2028-06-11 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives PolypCount (2806.74618) twice
  divergent-figures       ThermoDrift (2806.77941): false alarm reduction 34 % (brief 1) vs 26 % (brief 2)
  section-name-drift      §1.2 "Bleaching Forecasts" (living doc, briefs 1 and 3) vs "Thermal Stress Alerts" (brief 2)
  repeated-to-verify      ReefChorus's single survey site, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites ReefChorus's card as paper_cards/8315-2806-7683.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/parrotfish/2028-06-11-notes.md for ReefKit 3 and lists it as empty
A second register entry (ReefKit 3's missing calibration recordings) is raised by brief 2 and
resolved by brief 3: it is not a fault. Brief 3 also has one adjacent item (CrownWatch), new to the zoo.
"""

from __future__ import annotations

from datetime import date

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "coral-reef-monitoring"
LIVING_STEM = f"organized/knowledge/{TOPIC}"

BLOG = "Night Dives Through a Marine Heatwave"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("2806.71385", "ReefSpectra", arxiv="2806.71385"),
        Work("2806.72496", "BleachCast", arxiv="2806.72496"),
        Work("2806.73507", "LarvaLink", arxiv="2806.73507"),
        Work("2806.74618", "PolypCount", arxiv="2806.74618"),
        Work("2806.75729", "ReefBench", arxiv="2806.75729"),
        Work("2806.76830", "ReefChorus", arxiv="2806.76830"),
        Work("2806.77941", "ThermoDrift", arxiv="2806.77941"),
        Work("2806.78052", "SnorkelBot", arxiv="2806.78052"),
        Work("2806.79163", "CrownWatch", arxiv="2806.79163"),
        Work("ReefKit 3", "ReefKit 3", url="https://github.com/example-reef/reefkit/releases/tag/v3.0.0",
             kind="release"),
        Work(BLOG, BLOG, url="https://saltwater.example.org/2028/06/night-dives-through-a-marine-heatwave",
             kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Benthic Imaging",
    "1.2": "Bleaching Forecasts",
    "1.3": "Reef Acoustics",
    "2.1": "Survey Benchmarks",
    "2.2": "Underwater Robots",
}
DRIFTED = {"1.2": "Thermal Stress Alerts"}

SECTIONS_HANS = {
    "Benthic Imaging": "海底成像",
    "Bleaching Forecasts": "白化预报",
    "Thermal Stress Alerts": "热应力预警",
    "Reef Acoustics": "珊瑚礁声学",
    "Survey Benchmarks": "调查评测基准",
    "Underwater Robots": "水下机器人",
}
SECTIONS_HANT = {
    "Benthic Imaging": "海底影像",
    "Bleaching Forecasts": "白化預報",
    "Thermal Stress Alerts": "熱緊迫預警",
    "Reef Acoustics": "珊瑚礁聲學",
    "Survey Benchmarks": "調查評測基準",
    "Underwater Robots": "水下機器人",
}

# the malformed card name brief 1 writes for ReefChorus (the last digit of 2806.76830 lost)
BAD_CARD = "paper_cards/8315-2806-7683.md"
# the note brief 2 cites for ReefKit 3 and lists as empty
EMPTY_NOTE = "inbox/parrotfish/2028-06-11-notes.md"


def _site(n: int, risk: str) -> Entry:
    en = {
        1: "ReefChorus's reef health classification gain rests on a single survey site off one island",
        2: "ReefChorus: still a single survey site; the authors promise recordings from a second atoll",
        3: "ReefChorus single survey site, open since the first brief; no second atoll has been published",
    }[n]
    hans = {
        1: "ReefChorus 的礁体健康分类提升只来自单一调查点，而且只在一座岛外",
        2: "ReefChorus 仍只有单一调查点，作者承诺补上第二个环礁的录音",
        3: "ReefChorus 单一调查点问题从第一期起一直未解决，第二个环礁的数据仍未发布",
    }[n]
    hant = {
        1: "ReefChorus 的礁體健康分類提升只來自單一調查點，而且只在一座島外",
        2: "ReefChorus 仍只有單一調查點，作者承諾補上第二個環礁的錄音",
        3: "ReefChorus 單一調查點問題從第一輪起一直沒有解決，第二個環礁的資料仍未公開",
    }[n]
    return Entry("single survey site", en, "单一调查点", hans, "單一調查點", hant, ("2806.76830",), risk)


CALIB_OPEN = Entry(
    "calibration recordings",
    "ReefKit 3's spectrogram batch speedup was timed on calibration recordings the release does not ship",
    "校准录音",
    "ReefKit 3 的声谱图批处理加速是在校准录音上计时的，但发布包里没有这些录音",
    "校準錄音",
    "ReefKit 3 的聲譜圖批次處理加速是在校準錄音上計時的，但釋出包裡沒有這些錄音",
    ("ReefKit 3",),
    "low",
)
CALIB_CLOSED = Entry(
    "calibration recordings",
    "ReefKit 3 calibration recordings (raised yesterday): now attached to the release, the speedup reproduces",
    "校准录音",
    "ReefKit 3 校准录音（昨天提出）：现已附在发布页上，加速可以复现",
    "校準錄音",
    "ReefKit 3 校準錄音（昨天提出）：現已附在釋出頁上，加速可以重現",
    ("ReefKit 3",),
    "low",
    resolved=True,
)


def _m(work: str, status: str, section: str | None = None, anchored: date | None = None, **kw) -> Mention:
    return Mention(work, status, section, anchored, **kw)


LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2028, 6, 9),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("2806.71385", "anchored", "1.1", date(2028, 6, 7), sources=("paper_cards/8290-2806-71385.md",),
           figures=(Figure(2.4, "×", "mosaic stitching speedup"),),
           point="stitches diver photo transects into one georeferenced mosaic of the reef floor",
           hans="把潜水员拍摄的样带照片拼接成一张带地理坐标的礁底镶嵌图",
           hant="把潛水員拍攝的樣帶照片拼接成一張帶地理座標的礁底鑲嵌圖"),
        _m("2806.72496", "anchored", "1.2", date(2028, 6, 9), sources=("paper_cards/8298-2806-72496.md",),
           figures=(Figure(11, "%", "bleaching onset timing error"),),
           point="forecasts the week a reef starts to bleach from sea surface temperature and light",
           hans="根据海表温度和光照预报珊瑚礁开始白化的那一周",
           hant="依海面溫度與光照預報珊瑚礁開始白化的那一週"),
    ],
)  # fmt: skip

B1 = Doc(
    stem="inbox/wrasse/2028-06-10-coral-reef-monitoring-brief",
    kind="brief",
    date=date(2028, 6, 10),
    instance="wrasse",
    window=("2028-06-09 20:00", "2028-06-10 20:00"),
    baseline=date(2028, 6, 9),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("2806.77941", "new", "1.2", sources=("inbox/grouper/2028-06-10-notes.md", "paper_cards/8307-2806-77941.md"),
           figures=(Figure(34, "%", "false alarm reduction"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="tracks warm water drifting between reefs so that heat alerts stop firing on passing eddies",
           hans="追踪在礁体之间漂移的暖水团，热预警不再因路过的涡旋而误报",
           hant="追蹤在礁體之間漂移的暖水團，熱預警不再因路過的渦旋而誤報"),
        _m("2806.73507", "new", "1.1", sources=("inbox/parrotfish/2028-06-10-notes.md", "paper_cards/8311-2806-73507.md"),
           figures=(Figure(4.6, "×", "settlement census speedup"),), confidence="high",
           point="counts coral larvae settling on tiles from macro photos as fast as a diver can swap the tiles",
           hans="从微距照片中清点附着在瓷砖上的珊瑚幼虫，速度与潜水员更换瓷砖相当",
           hant="從微距照片中清點附著在磁磚上的珊瑚幼蟲，速度與潛水員更換磁磚相當"),
        _m("2806.76830", "new", "1.3", sources=("inbox/parrotfish/2028-06-10-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(6.8, "points", "reef health classification gain"),), confidence="medium",
           point="tells a healthy reef from a degraded one by the crackle of snapping shrimp on a cheap hydrophone",
           hans="用廉价水听器里枪虾的噼啪声分辨健康礁体和退化礁体",
           hant="用廉價水聽器裡槍蝦的劈啪聲分辨健康礁體與退化礁體"),
        _m("2806.71385", "anchored", "1.1", date(2028, 6, 7), point="already in the living document",
           hans="已在活文档中", hant="已在活文件中"),
        _m("2806.72496", "carried-over", "1.2", date(2028, 6, 9),
           point="the forecast ThermoDrift feeds its drift tracks into", hans="ThermoDrift 输出的漂移轨迹所接入的预报模型",
           hant="ThermoDrift 輸出的漂移軌跡所接入的預報模型"),
        _m("2806.74618", "adjacent", point="counts open and closed polyps on night time close ups",
           hans="在夜间特写照片上清点张开和闭合的珊瑚虫", hant="在夜間特寫照片上清點張開與閉合的珊瑚蟲"),
    ],
    entries=[_site(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/grouper/2028-06-10-notes.md",
        "inbox/parrotfish/2028-06-10-notes.md",
        "paper_cards/8307-2806-77941.md",
        "paper_cards/8311-2806-73507.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("2806.77941", "2806.73507", "2806.76830"),
)  # fmt: skip

B2 = Doc(
    stem="inbox/grouper/2028-06-11-coral-reef-monitoring-brief",
    kind="brief",
    date=date(2028, 6, 11),
    instance="grouper",
    window=("2028-06-10 20:00", "2028-06-11 20:00"),
    baseline=date(2028, 6, 10),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("2806.72496", "new", "1.2",  # FAULT new-but-anchored
           sources=("inbox/wrasse/2028-06-11-notes.md", "paper_cards/8319-2806-72496.md"),
           figures=(Figure(92, "ms", "per-tile alert latency"),), confidence="medium",
           point="the second version issues an alert for each reef tile so that one lagoon can be rerun alone",
           hans="第二版为每个礁区图块单独发出预警，单个潟湖可以单独重算",
           hant="第二版為每個礁區圖塊單獨發出預警，單一潟湖可以單獨重算"),
        _m("2806.74618", "new", "1.1", sources=("inbox/wrasse/2028-06-11-notes.md", "paper_cards/8322-2806-74618.md"),
           figures=(Figure(54, "ms", "per-frame polyp counting latency"),), confidence="medium-high",
           point="counts open and closed polyps on night time close ups and flags colonies that stop feeding",
           hans="在夜间特写照片上清点张开和闭合的珊瑚虫，并标出停止摄食的珊瑚群体",
           hant="在夜間特寫照片上清點張開與閉合的珊瑚蟲，並標出停止攝食的珊瑚群體"),
        _m("ReefKit 3", "new", "1.3", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(3.2, "×", "spectrogram batch speedup"),), confidence="medium",
           point="the release turns a week of hydrophone recordings into labelled spectrograms in one command",
           hans="新版用一条命令就能把一周的水听器录音转成带标注的声谱图",
           hant="新版用一條指令就能把一週的水聽器錄音轉成帶標註的聲譜圖"),
        _m("2806.77941", "carried-over", "1.2",
           figures=(Figure(26, "%", "false alarm reduction"),),  # FAULT divergent-figures (b)
           point="the figure on the authors workshop slides", hans="作者研讨会幻灯片上的数字",
           hant="作者研討會投影片上的數字"),
        _m("2806.73507", "anchored", "1.1", date(2028, 6, 10),  # FAULT anchoring-conflict (a)
           point="anchored in last night relay", hans="昨晚接力已锚定", hant="昨晚接力已錨定"),
        _m("2806.76830", "carried-over", "1.3", point="carried over from the previous brief",
           hans="沿用上一期条目", hant="延用上一輪條目"),
        _m("2806.75729", "candidate", point="a benchmark of reef survey models over thirty monitored sites",
           hans="覆盖三十个长期监测站点的珊瑚礁调查模型评测基准", hant="涵蓋三十個長期監測站點的珊瑚礁調查模型評測基準"),
    ],
    entries=[_site(2, "high"), CALIB_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/wrasse/2028-06-11-notes.md",
        EMPTY_NOTE,
        "paper_cards/8319-2806-72496.md",
        "paper_cards/8322-2806-74618.md",
    ],
    new_ids=("2806.72496", "2806.74618", "2806.74618"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem="inbox/parrotfish/2028-06-12-coral-reef-monitoring-brief",
    kind="brief",
    date=date(2028, 6, 12),
    instance="parrotfish",
    window=("2028-06-11 20:00", "2028-06-12 20:00"),
    baseline=date(2028, 6, 11),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("2806.75729", "new", "2.1", sources=("inbox/grouper/2028-06-12-notes.md", "paper_cards/8331-2806-75729.md"),
           figures=(Figure(15, "points", "cross-site score spread"),), confidence="high",
           point="thirty monitored sites held out one region at a time so that survey models can be ranked fairly",
           hans="三十个长期监测站点按海区轮流留出，用来公平地给调查模型排名",
           hant="三十個長期監測站點按海區輪流留出，用來公平地為調查模型排名"),
        _m("2806.78052", "new", "2.2", sources=("inbox/wrasse/2028-06-12-notes.md", "paper_cards/8334-2806-78052.md"),
           figures=(Figure(31.5, "%", "transect time reduction"), Figure(71, "ms", "per-waypoint planning latency")),
           confidence="medium",
           point="a surface robot that tows a camera along transects and steers around snorkellers",
           hans="一台水面机器人，沿样带拖曳相机，并会绕开浮潜者",
           hant="一台水面機器人，沿樣帶拖曳相機，並會繞開浮潛者"),
        _m(BLOG, "new", "1.2", sources=("inbox/grouper/2028-06-12-notes.md",),
           confidence="medium",
           point="blog post on what a month of night dives during a marine heatwave taught one lab about bleaching alerts",
           hans="记录一个实验室在海洋热浪期间连续一个月夜潜后如何重新认识白化预警的博客文章",
           hant="記錄一個實驗室在海洋熱浪期間連續一個月夜潛後如何重新認識白化預警的部落格文章"),
        _m("2806.73507", "anchored", "1.1", date(2028, 6, 11),  # FAULT anchoring-conflict (b)
           point="in the living document", hans="已在活文档中", hant="已在活文件中"),
        _m("ReefKit 3", "carried-over", "1.3", point="calibration recording check closed", hans="校准录音核对已结案",
           hant="校準錄音核對已結案"),
        _m("2806.76830", "not-anchored", "1.3", point="held back until a second atoll is published",
           hans="第二个环礁数据发布前暂不锚定", hant="第二個環礁資料公開前暫緩錨定"),
        _m("2806.74618", "carried-over", "1.1", point="carried over from the previous brief",
           hans="沿用上一期条目", hant="延用上一輪條目"),
        _m("2806.79163", "adjacent", point="spots crown of thorns starfish outbreaks from tow board videos",
           hans="从拖板潜水视频中发现棘冠海星暴发", hant="從拖板潛水影片中發現棘冠海星爆發"),
    ],
    entries=[_site(3, "high"), CALIB_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/grouper/2028-06-12-notes.md",
        "inbox/wrasse/2028-06-12-notes.md",
        "paper_cards/8331-2806-75729.md",
        "paper_cards/8334-2806-78052.md",
        "work-queue.md",
    ],
    new_ids=("2806.75729", "2806.78052"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "2806.72496"),
    ("anchoring-conflict", "2806.73507"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "2806.74618"),
    ("divergent-figures", "2806.77941"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "2806.76830"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "mosaic stitching speedup": "镶嵌图拼接加速",
    "bleaching onset timing error": "白化起始时间误差",
    "false alarm reduction": "误报降低",
    "settlement census speedup": "附着计数加速",
    "reef health classification gain": "礁体健康分类提升",
    "per-tile alert latency": "单图块预警延迟",
    "per-frame polyp counting latency": "单帧珊瑚虫计数延迟",
    "spectrogram batch speedup": "声谱图批处理加速",
    "cross-site score spread": "跨站点评分差距",
    "transect time reduction": "样带耗时缩短",
    "per-waypoint planning latency": "单航点规划延迟",
}
METRIC_HANT = {
    "mosaic stitching speedup": "鑲嵌圖拼接加速",
    "bleaching onset timing error": "白化起始時間誤差",
    "false alarm reduction": "誤報降低",
    "settlement census speedup": "附著計數加速",
    "reef health classification gain": "礁體健康分類提升",
    "per-tile alert latency": "單圖塊預警延遲",
    "per-frame polyp counting latency": "單幀珊瑚蟲計數延遲",
    "spectrogram batch speedup": "聲譜圖批次處理加速",
    "cross-site score spread": "跨站點分數差距",
    "transect time reduction": "樣帶耗時縮短",
    "per-waypoint planning latency": "單航點規劃延遲",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
