"""Facts model for the forty-second held-out layout zoo (topic: honeybee-colony-health).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (tarpon, snook and halibut) and early October 2026 dates, with the
daily brief handed over at 16:50. Figures come in the units a beekeeping research team uses
(`kg/day` of hive weight gain, `mites/100 bees` of varroa load, `Hz` of colony sound, `dB` of
buzz loudness) besides `%` and `×`. Points are given in English, simplified and traditional Chinese.

Planted faults (see FAULTS):
  new-but-anchored        HiveScale (3301.81523): anchored 2026-10-05 (living doc, brief 1), called new by brief 2
  anchoring-conflict      BroodTherm (3301.82634): anchored 2026-10-07 per brief 2, 2026-10-08 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives SwarmSense (3301.83745) twice
  divergent-figures       QueenCall (3301.86078): piping frequency error 12 Hz (brief 1) vs 19 Hz (brief 2)
  section-name-drift      §1.2 "Brood Temperature Sensing" (living doc, briefs 1 and 3) vs "Colony Thermoregulation" (brief 2)
  repeated-to-verify      MiteCount's single apiary, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites MiteCount's card as paper_cards/7115-3301-8596.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/halibut/2026-10-07-notes.md for BeeLog 4 and lists it as empty
A second register entry (BeeLog 4's missing calibration script) is raised by brief 2 and resolved
by brief 3: it is not a fault. Brief 3 also has one adjacent item (PollenEcho), new to the zoo.
"""

from __future__ import annotations

from datetime import date, timedelta

from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "honeybee-colony-health"
LIVING_STEM = f"organized/knowledge/{TOPIC}"
HANDOVER = "16:50"

RELEASE = "BeeLog 4"
BLOG = "Notes from the Bee Yard"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("3301.80412", "CombCount", arxiv="3301.80412"),
        Work("3301.81523", "HiveScale", arxiv="3301.81523"),
        Work("3301.82634", "BroodTherm", arxiv="3301.82634"),
        Work("3301.83745", "SwarmSense", arxiv="3301.83745"),
        Work("3301.84856", "ForageMap", arxiv="3301.84856"),
        Work("3301.85967", "MiteCount", arxiv="3301.85967"),
        Work("3301.86078", "QueenCall", arxiv="3301.86078"),
        Work("3301.87189", "ApiaryTwin", arxiv="3301.87189"),
        Work("3301.88290", "PollenEcho", arxiv="3301.88290"),
        Work(RELEASE, RELEASE, url="https://github.com/example-beelog/beelog/releases/tag/v4.0.0", kind="release"),
        Work(BLOG, BLOG, url="https://beeyard.example.org/2026/10/notes-from-the-bee-yard/", kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Hive Weight Monitoring",
    "1.2": "Brood Temperature Sensing",
    "1.3": "Varroa Mite Detection",
    "2.1": "Foraging Activity Tracking",
    "2.2": "Apiary Management Operations",
}
DRIFTED = {"1.2": "Colony Thermoregulation"}

SECTIONS_HANS = {
    "Hive Weight Monitoring": "蜂箱称重监测",
    "Brood Temperature Sensing": "子脾温度感测",
    "Colony Thermoregulation": "蜂群温度调节",
    "Varroa Mite Detection": "瓦螨检测",
    "Foraging Activity Tracking": "采集活动追踪",
    "Apiary Management Operations": "蜂场管理作业",
}
SECTIONS_HANT = {
    "Hive Weight Monitoring": "蜂箱秤重監測",
    "Brood Temperature Sensing": "子脾溫度感測",
    "Colony Thermoregulation": "蜂群溫度調節",
    "Varroa Mite Detection": "蜂蟹蟎偵測",
    "Foraging Activity Tracking": "採集活動追蹤",
    "Apiary Management Operations": "蜂場管理作業",
}

BAD_CARD = "paper_cards/7115-3301-8596.md"
EMPTY_NOTE = "inbox/halibut/2026-10-07-notes.md"


def _apiary(n: int, risk: str) -> Entry:
    en = {
        1: "The mite load bias MiteCount reports rests on a single apiary sampled in one autumn",
        2: "MiteCount still rests on a single apiary; the authors say spring counts from two more yards are being scored",
        3: "MiteCount single apiary doubt, raised in every brief so far, and still no second yard in the data",
    }[n]
    hans = {
        1: "MiteCount 报告的螨负荷偏差只依据单一蜂场在一个秋季的采样",
        2: "MiteCount 仍只依据单一蜂场，作者说另外两个蜂场的春季计数正在评分",
        3: "MiteCount 单一蜂场的疑问每期都提，数据里至今仍没有第二个蜂场",
    }[n]
    hant = {
        1: "MiteCount 報告的蟎負荷偏差只依據單一蜂場在一個秋季的採樣",
        2: "MiteCount 仍只依據單一蜂場，作者說另外兩個蜂場的春季計數正在評分",
        3: "MiteCount 單一蜂場的疑問每期都提，資料裡至今仍沒有第二個蜂場",
    }[n]
    return Entry("single apiary", en, "单一蜂场", hans, "單一蜂場", hant, ("3301.85967",), risk)


SCRIPT_OPEN = Entry(
    "calibration script",
    "The BeeLog 4 speedup was measured with a load cell calibration script that the release does not ship",
    "校准脚本",
    "BeeLog 4 的加速是用一份发布包没有附带的称重传感器校准脚本测得的",
    "校準腳本",
    "BeeLog 4 的加速是用一份釋出包沒有附帶的秤重感測器校準腳本測得的",
    (RELEASE,),
    "low",
)
SCRIPT_CLOSED = Entry(
    "calibration script",
    "BeeLog 4 calibration script, raised yesterday, now ships with the release and the speedup holds on our own loggers",
    "校准脚本",
    "BeeLog 4 校准脚本（昨天提出）现已随发布包提供，在我们自己的记录器上加速依然成立",
    "校準腳本",
    "BeeLog 4 校準腳本（昨天提出）現已隨釋出包提供，在我們自己的記錄器上加速依然成立",
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
    date=date(2026, 10, 5),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("3301.81523", "anchored", "1.1", date(2026, 10, 5), sources=("paper_cards/7106-3301-81523.md",),
           figures=(Figure(0.42, "kg/day", "daily weight gain error"),),
           point="reads nectar intake and water loss apart from the weight curve of a hive on a load cell",
           hans="从称重平台上蜂箱的重量曲线中把采蜜进量和失水量分开",
           hant="從秤重平台上蜂箱的重量曲線中把採蜜進量和失水量分開"),
        _m("3301.80412", "anchored", "1.2", date(2026, 10, 2), sources=("paper_cards/7102-3301-80412.md",),
           figures=(Figure(91, "%", "capped brood cell recall"),),
           point="counts capped brood cells in frame photos taken at each inspection",
           hans="在每次开箱检查拍摄的巢脾照片中清点封盖子脾巢房",
           hant="在每次開箱檢查拍攝的巢脾照片中清點封蓋子脾巢房"),
    ],
)  # fmt: skip

B1 = Doc(
    stem=f"inbox/tarpon/2026-10-06-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 10, 6),
    instance="tarpon",
    window=_window(date(2026, 10, 6)),
    baseline=date(2026, 10, 5),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("3301.86078", "new", "1.2", sources=("inbox/halibut/2026-10-06-notes.md", "paper_cards/7112-3301-86078.md"),
           figures=(Figure(12, "Hz", "piping frequency error"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="hears a queen piping in the hive sound and warns the beekeeper before the colony swarms",
           hans="在蜂箱声音中听出蜂王的鸣叫，并在蜂群分蜂前提醒养蜂人",
           hant="在蜂箱聲音中聽出蜂王的鳴叫，並在蜂群分蜂前提醒養蜂人"),
        _m("3301.82634", "new", "1.3", sources=("inbox/snook/2026-10-06-notes.md", "paper_cards/7109-3301-82634.md"),
           figures=(Figure(3.5, "dB", "buzz loudness error"),), confidence="high",
           point="tracks the warmth and buzz of the brood nest to tell when mites breed in capped cells",
           hans="跟踪育虫巢的温度和嗡鸣声，判断瓦螨何时在封盖巢房中繁殖",
           hant="追蹤育蟲巢的溫度和嗡鳴聲，判斷蜂蟹蟎何時在封蓋巢房中繁殖"),
        _m("3301.85967", "new", "1.3", sources=("inbox/halibut/2026-10-06-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(2.4, "mites/100 bees", "mite load bias"),), confidence="medium",
           point="counts mites on sticky boards from phone photos and turns them into a colony mite load",
           hans="用手机照片清点粘板上的螨，并换算成整群的螨负荷",
           hant="用手機照片清點黏板上的蟎，並換算成整群的蟎負荷"),
        _m("3301.80412", "anchored", "1.2", date(2026, 10, 2),
           point="in the living document since it was anchored, with nothing new this round",
           hans="自锚定以来一直在活文档中，本轮没有新内容", hant="自錨定以來一直在活文件中，本輪沒有新內容"),
        _m("3301.81523", "carried-over", "1.1", date(2026, 10, 5),
           point="the weight curves QueenCall uses to tell a swarm from a robbing raid",
           hans="QueenCall 用来区分分蜂和盗蜂的重量曲线",
           hant="QueenCall 用來區分分蜂和盜蜂的重量曲線"),
        _m("3301.83745", "adjacent", point="warns of swarming from the rise in hive entrance traffic",
           hans="根据巢门进出流量的上升预警分蜂", hant="根據巢門進出流量的上升預警分蜂"),
    ],
    entries=[_apiary(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/halibut/2026-10-06-notes.md",
        "inbox/snook/2026-10-06-notes.md",
        "paper_cards/7109-3301-82634.md",
        "paper_cards/7112-3301-86078.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("3301.86078", "3301.82634", "3301.85967"),
)  # fmt: skip

B2 = Doc(
    stem=f"inbox/snook/2026-10-07-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 10, 7),
    instance="snook",
    window=_window(date(2026, 10, 7)),
    baseline=date(2026, 10, 6),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("3301.81523", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/tarpon/2026-10-07-notes.md", "paper_cards/7121-3301-81523.md"),
           figures=(Figure(84, "%", "nectar flow onset detection rate"),), confidence="medium",
           point="the second version adds entrance counters and catches the first day of a nectar flow the first version missed",
           hans="第二版加入巢门计数器，能捕捉到第一版漏掉的流蜜期第一天",
           hant="第二版加入巢門計數器，能捕捉到第一版漏掉的流蜜期第一天"),
        _m("3301.83745", "new", "1.3", sources=("inbox/tarpon/2026-10-07-notes.md", "paper_cards/7124-3301-83745.md"),
           figures=(Figure(73, "%", "swarm warning recall"),), confidence="medium-high",
           point="warns of swarming from entrance traffic and checks each warning against the weight drop that follows",
           hans="根据巢门流量预警分蜂，并对照随后的重量下降核对每次预警",
           hant="根據巢門流量預警分蜂，並對照隨後的重量下降核對每次預警"),
        _m(RELEASE, "new", "1.1", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(3.8, "×", "sensor log decoding speedup"),), confidence="medium",
           point="the release decodes a season of hive scale and sensor logs on a single board computer",
           hans="新版在单板计算机上解码一整季的蜂箱称重和传感器记录",
           hant="新版在單板電腦上解碼一整季的蜂箱秤重與感測器紀錄"),
        _m("3301.86078", "carried-over", "1.2",
           figures=(Figure(19, "Hz", "piping frequency error"),),  # FAULT divergent-figures (b)
           point="the figure the authors gave in their talk at the national beekeeping convention",
           hans="作者在全国养蜂大会报告中给出的数值",
           hant="作者在全國養蜂大會報告中給出的數值"),
        _m("3301.82634", "anchored", "1.3", date(2026, 10, 7),  # FAULT anchoring-conflict (a)
           point="merged into the living document in the overnight run", hans="已在夜间运行中并入活文档",
           hant="已在夜間執行時併入活文件"),
        _m("3301.85967", "carried-over", "1.3", point="still waiting, as it has been since the first brief",
           hans="从第一期起一直在等", hant="從第一期起一直在等"),
        _m("3301.84856", "candidate",
           point="maps where foragers fly from the waggle dances filmed on the comb",
           hans="根据巢脾上拍到的摇摆舞绘制采集蜂的飞行去向", hant="根據巢脾上拍到的搖擺舞繪製採集蜂的飛行去向"),
    ],
    entries=[_apiary(2, "high"), SCRIPT_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/tarpon/2026-10-07-notes.md",
        EMPTY_NOTE,
        "paper_cards/7121-3301-81523.md",
        "paper_cards/7124-3301-83745.md",
    ],
    new_ids=("3301.81523", "3301.83745", "3301.83745"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem=f"inbox/halibut/2026-10-08-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 10, 8),
    instance="halibut",
    window=_window(date(2026, 10, 8)),
    baseline=date(2026, 10, 7),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("3301.84856", "new", "2.1", sources=("inbox/snook/2026-10-08-notes.md", "paper_cards/7131-3301-84856.md"),
           figures=(Figure(0.18, "kg/day", "gap filled weight error"),), confidence="medium-high",
           point="maps where foragers fly from filmed waggle dances and fills the days a hive scale went offline",
           hans="根据拍到的摇摆舞绘制采集蜂的飞行去向，并补齐蜂箱秤离线的日子",
           hant="根據拍到的搖擺舞繪製採集蜂的飛行去向，並補齊蜂箱秤離線的日子"),
        _m("3301.87189", "new", "2.2", sources=("inbox/tarpon/2026-10-08-notes.md", "paper_cards/7136-3301-87189.md"),
           figures=(Figure(0.9, "kg/day", "feeding forecast error"),
                    Figure(31, "%", "colony loss alarm reduction")),
           confidence="medium",
           point="a digital twin of one apiary that forecasts each colony's winter stores and decides when to feed syrup",
           hans="一个蜂场的数字孪生，预报每群蜂的越冬储蜜，并决定何时喂糖浆",
           hant="一個蜂場的數位孿生，預報每群蜂的越冬儲蜜，並決定何時餵糖漿"),
        _m(BLOG, "new", "1.2", sources=("inbox/tarpon/2026-10-08-notes.md",), confidence="medium",
           point="blog post by a bee inspector on how she reads brood warmth with the back of her hand before opening a hive",
           hans="一位蜂群检查员写的博客文章，讲她如何在开箱前用手背感觉子脾的温度",
           hant="一位蜂群檢查員寫的部落格文章，談她如何在開箱前用手背感覺子脾的溫度"),
        _m("3301.82634", "anchored", "1.3", date(2026, 10, 8),  # FAULT anchoring-conflict (b)
           point="entered the living document with the morning merge", hans="随早间合并进入活文档",
           hant="隨早上合併進入活文件"),
        _m(RELEASE, "carried-over", "1.1", point="the calibration script question is settled",
           hans="校准脚本的疑问已经解决", hant="校準腳本的疑問已經解決"),
        _m("3301.85967", "not-anchored", "1.3", point="kept out until counts from a second apiary back it up",
           hans="等第二个蜂场的计数佐证后再锚入", hant="等第二個蜂場的計數佐證後再錨入"),
        _m("3301.83745", "carried-over", "1.3", point="nothing new on it since the previous brief",
           hans="上一期之后没有新进展", hant="上一期之後沒有新進展"),
        _m("3301.88290", "adjacent", point="identifies the flowers a colony visits from the pollen loads filmed at the entrance",
           hans="根据巢门拍到的花粉团识别蜂群采访的花种", hant="根據巢門拍到的花粉團辨識蜂群採訪的花種"),
    ],
    entries=[_apiary(3, "high"), SCRIPT_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/snook/2026-10-08-notes.md",
        "inbox/tarpon/2026-10-08-notes.md",
        "paper_cards/7131-3301-84856.md",
        "paper_cards/7136-3301-87189.md",
        "work-queue.md",
    ],
    new_ids=("3301.84856", "3301.87189"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "3301.81523"),
    ("anchoring-conflict", "3301.82634"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "3301.83745"),
    ("divergent-figures", "3301.86078"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "3301.85967"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "daily weight gain error": "日增重误差",
    "capped brood cell recall": "封盖子脾巢房召回率",
    "piping frequency error": "蜂王鸣叫频率误差",
    "buzz loudness error": "嗡鸣响度误差",
    "mite load bias": "螨负荷偏差",
    "nectar flow onset detection rate": "流蜜期起始检出率",
    "swarm warning recall": "分蜂预警召回率",
    "sensor log decoding speedup": "传感器记录解码加速",
    "gap filled weight error": "补缺后重量误差",
    "feeding forecast error": "喂饲预报误差",
    "colony loss alarm reduction": "蜂群损失警报减少",
}
METRIC_HANT = {
    "daily weight gain error": "日增重誤差",
    "capped brood cell recall": "封蓋子脾巢房召回率",
    "piping frequency error": "蜂王鳴叫頻率誤差",
    "buzz loudness error": "嗡鳴響度誤差",
    "mite load bias": "蟎負荷偏差",
    "nectar flow onset detection rate": "流蜜期起始偵測率",
    "swarm warning recall": "分蜂預警召回率",
    "sensor log decoding speedup": "感測器紀錄解碼加速",
    "gap filled weight error": "補缺後重量誤差",
    "feeding forecast error": "餵飼預報誤差",
    "colony loss alarm reduction": "蜂群損失警報減少",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
