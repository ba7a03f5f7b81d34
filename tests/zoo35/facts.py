"""Facts model for the thirty-fifth held-out layout zoo (topic: coral-bleaching-alerts).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, instances nudibranch, cuttlefish and wrasse (wrasse was an instance in zoo18 and
zoo25 too; the three together are new) and July 2026 dates, with the daily brief handed over
early in the morning (07:50). Figures come in units suited to reef science (`°C-weeks` of degree
heating weeks, `°C` of sea temperature, `km²` of reef, `colonies/m²` of coral colonies) besides
`%` and `×`. Everything the layouts write and everything the key states comes from here.
Points are given in English, simplified Chinese and traditional Chinese.

Planted faults (see FAULTS):
  new-but-anchored        HeatDose (3306.41228): anchored 2026-07-13 (living doc, brief 1), called new by brief 2
  anchoring-conflict      PolypLog (3306.42339): anchored 2026-07-15 per brief 2, 2026-07-16 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives SpawnTrack (3306.43440) twice
  divergent-figures       PaleCover (3306.46773): bleached reef area 410 km² (brief 1) vs 295 km² (brief 2)
  section-name-drift      §1.2 "Bleaching Extent Mapping" (living doc, briefs 1 and 3) vs "Aerial Survey Classification" (brief 2)
  repeated-to-verify      SymbioScan's single reef, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites SymbioScan's card as paper_cards/7315-3306-4566.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/wrasse/2026-07-15-notes.md for ThermoGrid 3 and lists it as empty
A second register entry (ThermoGrid 3's missing land mask file) is raised by brief 2 and resolved
by brief 3: it is not a fault. Brief 3 also has one adjacent item (ParrotCount), new to the zoo.
"""

from __future__ import annotations

from datetime import date, timedelta

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "coral-bleaching-alerts"
LIVING_STEM = f"organized/knowledge/{TOPIC}"
HANDOVER = "07:50"

RELEASE = "ThermoGrid 3"
BLOG = "Snorkel Surveys After the Heatwave"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("3306.40117", "ReefSight", arxiv="3306.40117"),
        Work("3306.41228", "HeatDose", arxiv="3306.41228"),
        Work("3306.42339", "PolypLog", arxiv="3306.42339"),
        Work("3306.43440", "SpawnTrack", arxiv="3306.43440"),
        Work("3306.44551", "BuoyPatch", arxiv="3306.44551"),
        Work("3306.45662", "SymbioScan", arxiv="3306.45662"),
        Work("3306.46773", "PaleCover", arxiv="3306.46773"),
        Work("3306.47884", "AtollTwin", arxiv="3306.47884"),
        Work("3306.48995", "ParrotCount", arxiv="3306.48995"),
        Work(RELEASE, RELEASE, url="https://github.com/example-thermogrid/thermogrid/releases/tag/v3.0.0", kind="release"),
        Work(BLOG, BLOG, url="https://reefnotes.example.org/2026/07/snorkel-surveys-after-the-heatwave/", kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Heat Stress Forecasts",
    "1.2": "Bleaching Extent Mapping",
    "1.3": "Symbiont and Colony Health",
    "2.1": "Ocean Temperature Records",
    "2.2": "Reef Manager Alerts",
}
DRIFTED = {"1.2": "Aerial Survey Classification"}

SECTIONS_HANS = {
    "Heat Stress Forecasts": "热压力预报",
    "Bleaching Extent Mapping": "白化范围制图",
    "Aerial Survey Classification": "航拍调查分类",
    "Symbiont and Colony Health": "共生藻与群体健康",
    "Ocean Temperature Records": "海洋温度记录",
    "Reef Manager Alerts": "礁区管理预警",
}
SECTIONS_HANT = {
    "Heat Stress Forecasts": "熱壓力預報",
    "Bleaching Extent Mapping": "白化範圍製圖",
    "Aerial Survey Classification": "航拍調查分類",
    "Symbiont and Colony Health": "共生藻與群體健康",
    "Ocean Temperature Records": "海洋溫度紀錄",
    "Reef Manager Alerts": "礁區管理預警",
}

# the malformed card name brief 1 writes for SymbioScan (the last digit of 3306.45662 lost)
BAD_CARD = "paper_cards/7315-3306-4566.md"
# the note brief 2 cites for ThermoGrid 3 and lists as empty
EMPTY_NOTE = "inbox/wrasse/2026-07-15-notes.md"


def _single_reef(n: int, risk: str) -> Entry:
    en = {
        1: "The symbiont loss SymbioScan reports rests on tissue samples from a single reef, all taken at the peak of the heatwave",
        2: "SymbioScan still rests on a single reef; the authors say samples from two more atolls are being sequenced",
        3: "SymbioScan single reef doubt, raised in every brief so far, and still no samples from any other reef",
    }[n]
    hans = {
        1: "SymbioScan 报告的共生藻流失只依据单一礁区的组织样本，而且都是在热浪高峰时采的",
        2: "SymbioScan 仍只依据单一礁区，作者说另外两个环礁的样本正在测序",
        3: "SymbioScan 单一礁区的疑问每期都提，至今仍没有任何其他礁区的样本",
    }[n]
    hant = {
        1: "SymbioScan 報告的共生藻流失只依據單一礁區的組織樣本，而且都是在熱浪高峰時採的",
        2: "SymbioScan 仍只依據單一礁區，作者說另外兩個環礁的樣本正在定序",
        3: "SymbioScan 單一礁區的疑問每期都提，至今仍沒有任何其他礁區的樣本",
    }[n]
    return Entry("single reef", en, "单一礁区", hans, "單一礁區", hant, ("3306.45662",), risk)


MASK_OPEN = Entry(
    "land mask file",
    "The ThermoGrid 3 speedup was measured with a land mask file that the release does not ship",
    "陆地掩膜文件",
    "ThermoGrid 3 的加速是用一份发布包没有附带的陆地掩膜文件测得的",
    "陸地遮罩檔",
    "ThermoGrid 3 的加速是用一份釋出包沒有附帶的陸地遮罩檔測得的",
    (RELEASE,),
    "low",
)
MASK_CLOSED = Entry(
    "land mask file",
    "ThermoGrid 3 land mask file, raised yesterday, now ships with the release and the speedup holds on our own workstation",
    "陆地掩膜文件",
    "ThermoGrid 3 陆地掩膜文件（昨天提出）现已随发布包提供，在我们自己的工作站上加速依然成立",
    "陸地遮罩檔",
    "ThermoGrid 3 陸地遮罩檔（昨天提出）現已隨釋出包提供，在我們自己的工作站上加速依然成立",
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
    date=date(2026, 7, 13),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("3306.41228", "anchored", "1.1", date(2026, 7, 13), sources=("paper_cards/7306-3306-41228.md",),
           figures=(Figure(0.9, "°C-weeks", "degree heating week forecast error"),),
           point="forecasts degree heating weeks for every reef pixel two weeks ahead from satellite sea temperature and ocean model runs",
           hans="根据卫星海温和海洋模式结果，提前两周预报每个礁区像元的度加热周",
           hant="依衛星海溫與海洋模式結果，提前兩週預報每個礁區像元的度加熱週"),
        _m("3306.40117", "anchored", "1.2", date(2026, 7, 10), sources=("paper_cards/7302-3306-40117.md",),
           figures=(Figure(6, "km²", "reef extent error"),),
           point="maps bleached and healthy reef from high resolution satellite images taken on calm mornings",
           hans="根据平静早晨拍摄的高分辨率卫星图像绘制白化礁区与健康礁区",
           hant="依平靜早晨拍攝的高解析度衛星影像繪製白化礁區與健康礁區"),
    ],
)  # fmt: skip

B1 = Doc(
    stem=f"inbox/nudibranch/2026-07-14-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 7, 14),
    instance="nudibranch",
    window=_window(date(2026, 7, 14)),
    baseline=date(2026, 7, 13),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("3306.46773", "new", "1.2", sources=("inbox/wrasse/2026-07-14-notes.md", "paper_cards/7312-3306-46773.md"),
           figures=(Figure(410, "km²", "bleached reef area"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="separates freshly bleached coral from dead coral overgrown by algae in weekly satellite composites of the lagoon",
           hans="在潟湖的逐周卫星合成图中把新近白化的珊瑚和已被藻类覆盖的死珊瑚分开",
           hant="在潟湖的逐週衛星合成影像中把新近白化的珊瑚與已被藻類覆蓋的死珊瑚分開"),
        _m("3306.42339", "new", "1.3", sources=("inbox/cuttlefish/2026-07-14-notes.md", "paper_cards/7309-3306-42339.md"),
           figures=(Figure(2.4, "colonies/m²", "colony density error"),), confidence="high",
           point="keeps a colony by colony log of bleaching and recovery that divers and reef managers can both audit line by line",
           hans="逐个珊瑚群体记录白化与恢复的日志，潜水员和礁区管理者都可以逐行核查",
           hant="逐一珊瑚群體記錄白化與恢復的日誌，潛水員與礁區管理者都可以逐行查核"),
        _m("3306.45662", "new", "1.3", sources=("inbox/wrasse/2026-07-14-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(18, "%", "symbiont loss estimate error"),), confidence="medium",
           point="estimates how much of its symbiotic algae a coral has lost from a few tissue samples and underwater light spectra",
           hans="用少量组织样本和水下光谱估算珊瑚失去了多少共生藻",
           hant="以少量組織樣本和水下光譜估算珊瑚失去了多少共生藻"),
        _m("3306.40117", "anchored", "1.2", date(2026, 7, 10),
           point="already anchored in the living document and unchanged since",
           hans="早已锚入活文档，之后没有变化", hant="早已錨入活文件，之後沒有變化"),
        _m("3306.41228", "carried-over", "1.1", date(2026, 7, 13),
           point="the heat stress forecast PaleCover uses to decide which weeks go into a composite",
           hans="PaleCover 用来决定哪几周影像进入合成图的热压力预报",
           hant="PaleCover 用來決定哪幾週影像進入合成影像的熱壓力預報"),
        _m("3306.43440", "adjacent", point="spots coral spawning slicks on the water surface in drone photos",
           hans="在无人机照片中找出水面上的珊瑚产卵浮膜", hant="在無人機照片中找出水面上的珊瑚產卵浮膜"),
    ],
    entries=[_single_reef(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/wrasse/2026-07-14-notes.md",
        "inbox/cuttlefish/2026-07-14-notes.md",
        "paper_cards/7309-3306-42339.md",
        "paper_cards/7312-3306-46773.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("3306.46773", "3306.42339", "3306.45662"),
)  # fmt: skip

B2 = Doc(
    stem=f"inbox/cuttlefish/2026-07-15-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 7, 15),
    instance="cuttlefish",
    window=_window(date(2026, 7, 15)),
    baseline=date(2026, 7, 14),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("3306.41228", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/nudibranch/2026-07-15-notes.md", "paper_cards/7321-3306-41228.md"),
           figures=(Figure(0.4, "°C", "sea surface temperature anomaly error"),), confidence="medium",
           point="the second version also forecasts the daily sea surface temperature anomaly a week ahead from the same satellite record",
           hans="第二版还能根据同一份卫星记录提前一周预报每日海表温度距平",
           hant="第二版還能依同一份衛星紀錄提前一週預報每日海表溫度距平"),
        _m("3306.43440", "new", "1.3", sources=("inbox/nudibranch/2026-07-15-notes.md", "paper_cards/7324-3306-43440.md"),
           figures=(Figure(77, "%", "spawning slick recall"),), confidence="medium-high",
           point="spots coral spawning slicks in drone photos and marks the reefs that have spawned since the last flight",
           hans="在无人机照片中找出珊瑚产卵浮膜，并标出自上次飞行以来已经产卵的礁区",
           hant="在無人機照片中找出珊瑚產卵浮膜，並標出自上次飛行以來已經產卵的礁區"),
        _m(RELEASE, "new", "1.1", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(6.1, "×", "sea temperature regridding speedup"),), confidence="medium",
           point="the release regrids years of satellite sea temperature maps onto reef pixels on graphics cards",
           hans="新版在显卡上把多年的卫星海温图重新网格化到礁区像元上",
           hant="新版在顯示卡上把多年的衛星海溫圖重新網格化到礁區像元上"),
        _m("3306.46773", "carried-over", "1.2",
           figures=(Figure(295, "km²", "bleached reef area"),),  # FAULT divergent-figures (b)
           point="the figure the authors showed in their webinar for reef managers",
           hans="作者在面向礁区管理者的网络研讨会上给出的数值",
           hant="作者在面向礁區管理者的線上研討會上給出的數值"),
        _m("3306.42339", "anchored", "1.3", date(2026, 7, 15),  # FAULT anchoring-conflict (a)
           point="folded into the living document during the night merge", hans="已在夜间合并时并入活文档",
           hant="已在夜間合併時併入活文件"),
        _m("3306.45662", "carried-over", "1.3", point="still open from the first brief",
           hans="从第一期起一直挂着", hant="從第一期起一直掛著"),
        _m("3306.44551", "candidate", point="fills gaps in moored buoy temperature logs on the reef slope",
           hans="补齐礁坡锚系浮标温度记录中的缺口", hant="補齊礁坡錨繫浮標溫度紀錄中的缺口"),
    ],
    entries=[_single_reef(2, "high"), MASK_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/nudibranch/2026-07-15-notes.md",
        EMPTY_NOTE,
        "paper_cards/7321-3306-41228.md",
        "paper_cards/7324-3306-43440.md",
    ],
    new_ids=("3306.41228", "3306.43440", "3306.43440"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem=f"inbox/wrasse/2026-07-16-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 7, 16),
    instance="wrasse",
    window=_window(date(2026, 7, 16)),
    baseline=date(2026, 7, 15),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("3306.44551", "new", "2.1", sources=("inbox/cuttlefish/2026-07-16-notes.md", "paper_cards/7331-3306-44551.md"),
           figures=(Figure(0.3, "°C", "buoy temperature gap filling error"),), confidence="medium-high",
           point="fills gaps in moored buoy temperature logs with a model that knows the tides and the satellite record",
           hans="用一个了解潮汐和卫星记录的模型补齐锚系浮标温度记录中的缺口",
           hant="以一個了解潮汐與衛星紀錄的模型補齊錨繫浮標溫度紀錄中的缺口"),
        _m("3306.47884", "new", "2.2", sources=("inbox/nudibranch/2026-07-16-notes.md", "paper_cards/7336-3306-47884.md"),
           figures=(Figure(1.1, "°C-weeks", "lagoon heat stress forecast error"),
                    Figure(31, "%", "false alert reduction")),
           confidence="medium",
           point="a digital twin of one atoll that forecasts lagoon heat stress and decides when to send bleaching alerts to reef managers",
           hans="一个环礁的数字孪生，预报潟湖热压力并决定何时向礁区管理者发送白化预警",
           hant="一個環礁的數位孿生，預報潟湖熱壓力並決定何時向礁區管理者發送白化預警"),
        _m(BLOG, "new", "1.2", sources=("inbox/cuttlefish/2026-07-16-notes.md",), confidence="medium",
           point="blog post by a dive instructor on how snorkel groups record bleached colonies along a rope transect",
           hans="一位潜水教练写的博客文章，讲浮潜团队如何沿绳索样线记录白化的珊瑚群体",
           hant="一位潛水教練寫的部落格文章，談浮潛團隊如何沿繩索樣線記錄白化的珊瑚群體"),
        _m("3306.42339", "anchored", "1.3", date(2026, 7, 16),  # FAULT anchoring-conflict (b)
           point="entered the living document with the morning merge", hans="随早间合并进入活文档",
           hant="隨早間合併進入活文件"),
        _m(RELEASE, "carried-over", "1.1", point="the land mask question is closed", hans="陆地掩膜文件的疑问已经了结",
           hant="陸地遮罩檔的疑問已經了結"),
        _m("3306.45662", "not-anchored", "1.3", point="kept out until samples from a second reef back it up",
           hans="等第二个礁区的样本佐证后再锚入", hant="等第二個礁區的樣本佐證後再錨入"),
        _m("3306.43440", "carried-over", "1.3", point="unchanged since the last brief",
           hans="与上一期相比没有变化", hant="與上一期相比沒有變化"),
        _m("3306.48995", "adjacent", point="counts grazing parrotfish in reef videos as a sign that bleached reef can recover",
           hans="在礁区视频中清点啃食的鹦嘴鱼，作为白化礁区能够恢复的迹象",
           hant="在礁區影片中清點啃食的鸚哥魚，當作白化礁區能夠恢復的跡象"),
    ],
    entries=[_single_reef(3, "high"), MASK_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/cuttlefish/2026-07-16-notes.md",
        "inbox/nudibranch/2026-07-16-notes.md",
        "paper_cards/7331-3306-44551.md",
        "paper_cards/7336-3306-47884.md",
        "work-queue.md",
    ],
    new_ids=("3306.44551", "3306.47884"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "3306.41228"),
    ("anchoring-conflict", "3306.42339"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "3306.43440"),
    ("divergent-figures", "3306.46773"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "3306.45662"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "degree heating week forecast error": "度加热周预报误差",
    "reef extent error": "礁区范围误差",
    "bleached reef area": "白化礁区面积",
    "colony density error": "群体密度误差",
    "symbiont loss estimate error": "共生藻流失估算误差",
    "sea surface temperature anomaly error": "海表温度距平误差",
    "spawning slick recall": "产卵浮膜召回率",
    "sea temperature regridding speedup": "海温重网格化加速",
    "buoy temperature gap filling error": "浮标温度补缺误差",
    "lagoon heat stress forecast error": "潟湖热压力预报误差",
    "false alert reduction": "误报减少",
}
METRIC_HANT = {
    "degree heating week forecast error": "度加熱週預報誤差",
    "reef extent error": "礁區範圍誤差",
    "bleached reef area": "白化礁區面積",
    "colony density error": "群體密度誤差",
    "symbiont loss estimate error": "共生藻流失估算誤差",
    "sea surface temperature anomaly error": "海表溫度距平誤差",
    "spawning slick recall": "產卵浮膜召回率",
    "sea temperature regridding speedup": "海溫重網格化加速",
    "buoy temperature gap filling error": "浮標溫度補缺誤差",
    "lagoon heat stress forecast error": "潟湖熱壓力預報誤差",
    "false alert reduction": "誤報減少",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
