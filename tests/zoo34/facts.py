"""Facts model for the thirty-fourth held-out layout zoo (topic: mangrove-restoration-tracking).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (mudskipper, kingfisher, archerfish) and May 2033 dates, with the
handover late in the evening (21:15). Figures come in units the earlier zoos did not use (`ha` of
canopy, `t C/ha` of carbon stock, `seedlings/m²` of planting density and `psu` of salinity)
besides `%` and `×`. Everything the layouts write and everything the key states comes from here.
Points are given in English, simplified Chinese and traditional Chinese.

Planted faults (see FAULTS):
  new-but-anchored        SproutCast (3305.62315): anchored 2033-05-20 (living doc, brief 1), called new by brief 2
  anchoring-conflict      BlueLedger (3305.63426): anchored 2033-05-22 per brief 2, 2033-05-23 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives PropaguleNet (3305.64537) twice
  divergent-figures       CanopyDelta (3305.67860): restored canopy area 340 ha (brief 1) vs 265 ha (brief 2)
  section-name-drift      §1.2 "Canopy Extent Mapping" (living doc, briefs 1 and 3) vs "Drone Orthomosaic Classification" (brief 2)
  repeated-to-verify      CoreStock's single estuary, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites CoreStock's card as paper_cards/8415-3305-6675.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/archerfish/2033-05-22-notes.md for OrthoStitch 4 and lists it as empty
A second register entry (OrthoStitch 4's missing lens calibration file) is raised by brief 2 and
resolved by brief 3: it is not a fault. Brief 3 also has one adjacent item (BurrowCount), new to
the zoo.
"""

from __future__ import annotations

from datetime import date, timedelta

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "mangrove-restoration-tracking"
LIVING_STEM = f"organized/knowledge/{TOPIC}"
HANDOVER = "21:15"

RELEASE = "OrthoStitch 4"
BLOG = "Counting Seedlings at Low Tide"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("3305.61204", "RootMapper", arxiv="3305.61204"),
        Work("3305.62315", "SproutCast", arxiv="3305.62315"),
        Work("3305.63426", "BlueLedger", arxiv="3305.63426"),
        Work("3305.64537", "PropaguleNet", arxiv="3305.64537"),
        Work("3305.65648", "CreekFill", arxiv="3305.65648"),
        Work("3305.66759", "CoreStock", arxiv="3305.66759"),
        Work("3305.67860", "CanopyDelta", arxiv="3305.67860"),
        Work("3305.68971", "EstuaryTwin", arxiv="3305.68971"),
        Work("3305.69082", "BurrowCount", arxiv="3305.69082"),
        Work(RELEASE, RELEASE, url="https://github.com/example-orthostitch/orthostitch/releases/tag/v4.0.0", kind="release"),
        Work(BLOG, BLOG, url="https://mudflatjournal.example.org/2033/05/counting-seedlings-at-low-tide/", kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Seedling Survival Forecasts",
    "1.2": "Canopy Extent Mapping",
    "1.3": "Blue Carbon Accounting",
    "2.1": "Hydrology and Salinity Monitoring",
    "2.2": "Community Planting Programmes",
}
DRIFTED = {"1.2": "Drone Orthomosaic Classification"}

SECTIONS_HANS = {
    "Seedling Survival Forecasts": "幼苗存活预报",
    "Canopy Extent Mapping": "冠层范围制图",
    "Drone Orthomosaic Classification": "无人机正射影像分类",
    "Blue Carbon Accounting": "蓝碳核算",
    "Hydrology and Salinity Monitoring": "水文与盐度监测",
    "Community Planting Programmes": "社区种植项目",
}
SECTIONS_HANT = {
    "Seedling Survival Forecasts": "幼苗存活預報",
    "Canopy Extent Mapping": "冠層範圍製圖",
    "Drone Orthomosaic Classification": "無人機正射影像分類",
    "Blue Carbon Accounting": "藍碳核算",
    "Hydrology and Salinity Monitoring": "水文與鹽度監測",
    "Community Planting Programmes": "社區植栽計畫",
}

# the malformed card name brief 1 writes for CoreStock (the last digit of 3305.66759 lost)
BAD_CARD = "paper_cards/8415-3305-6675.md"
# the note brief 2 cites for OrthoStitch 4 and lists as empty
EMPTY_NOTE = "inbox/archerfish/2033-05-22-notes.md"


def _estuary(n: int, risk: str) -> Entry:
    en = {
        1: "The carbon stock CoreStock reports rests on sediment cores from a single estuary, all taken in the dry season",
        2: "CoreStock still rests on a single estuary; the authors say cores from two more river mouths are in the lab",
        3: "CoreStock single estuary doubt, raised in every brief so far, and still no cores from any other river mouth",
    }[n]
    hans = {
        1: "CoreStock 报告的碳储量只依据单一河口的沉积物岩芯，而且全是旱季采的",
        2: "CoreStock 仍只依据单一河口，作者说另外两个河口的岩芯正在实验室处理",
        3: "CoreStock 单一河口的疑问每期都提，至今仍没有任何其他河口的岩芯",
    }[n]
    hant = {
        1: "CoreStock 報告的碳儲量只依據單一河口的沉積物岩芯，而且全是旱季採的",
        2: "CoreStock 仍只依據單一河口，作者說另外兩個河口的岩芯正在實驗室處理",
        3: "CoreStock 單一河口的疑問每輪都提，至今仍沒有任何其他河口的岩芯",
    }[n]
    return Entry("single estuary", en, "单一河口", hans, "單一河口", hant, ("3305.66759",), risk)


LENS_OPEN = Entry(
    "lens calibration file",
    "The OrthoStitch 4 speedup was timed with a lens calibration file that is missing from the release",
    "镜头标定文件",
    "OrthoStitch 4 的加速是用一份发布包里缺少的镜头标定文件测出来的",
    "鏡頭校正檔",
    "OrthoStitch 4 的加速是用一份釋出包裡缺少的鏡頭校正檔量出來的",
    (RELEASE,),
    "low",
)
LENS_CLOSED = Entry(
    "lens calibration file",
    "OrthoStitch 4 lens calibration file, flagged yesterday, is now part of the release and the speedup holds on our own workstation",
    "镜头标定文件",
    "OrthoStitch 4 镜头标定文件（昨天提出）已补进发布包，在我们自己的工作站上加速依然成立",
    "鏡頭校正檔",
    "OrthoStitch 4 鏡頭校正檔（昨天提出）已補進釋出包，在我們自己的工作站上加速依然成立",
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
    date=date(2033, 5, 20),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("3305.62315", "anchored", "1.1", date(2033, 5, 20), sources=("paper_cards/8406-3305-62315.md",),
           figures=(Figure(14, "%", "seedling survival forecast error"),),
           point="forecasts which planted seedlings survive their first year from tide height and soil salinity",
           hans="根据潮位和土壤盐度预报哪些种下的幼苗能活过第一年",
           hant="依潮位與土壤鹽度預報哪些種下的幼苗能活過第一年"),
        _m("3305.61204", "anchored", "1.2", date(2033, 5, 17), sources=("paper_cards/8402-3305-61204.md",),
           figures=(Figure(12, "ha", "canopy extent error"),),
           point="maps mangrove canopy edges from radar and optical satellite images taken at low tide",
           hans="根据低潮时拍摄的雷达和光学卫星图像绘制红树林冠层边界",
           hant="依低潮時拍攝的雷達與光學衛星影像繪製紅樹林冠層邊界"),
    ],
)  # fmt: skip

B1 = Doc(
    stem=f"inbox/mudskipper/2033-05-21-{TOPIC}-brief",
    kind="brief",
    date=date(2033, 5, 21),
    instance="mudskipper",
    window=_window(date(2033, 5, 21)),
    baseline=date(2033, 5, 20),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("3305.67860", "new", "1.2", sources=("inbox/archerfish/2033-05-21-notes.md", "paper_cards/8412-3305-67860.md"),
           figures=(Figure(340, "ha", "restored canopy area"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="separates newly planted canopy from natural regrowth in yearly satellite composites of the delta",
           hans="在三角洲的逐年卫星合成图中把新种的冠层和自然再生的冠层分开",
           hant="在三角洲的逐年衛星合成影像中把新種的冠層與自然再生的冠層分開"),
        _m("3305.63426", "new", "1.3", sources=("inbox/kingfisher/2033-05-21-notes.md", "paper_cards/8409-3305-63426.md"),
           figures=(Figure(4.8, "t C/ha", "carbon stock error"),), confidence="high",
           point="keeps a plot by plot ledger of blue carbon gains that a carbon registry can audit line by line",
           hans="逐个样地记录蓝碳增量的账本，碳登记机构可以逐行审核",
           hant="逐一樣區記錄藍碳增量的帳本，碳登記機構可以逐行稽核"),
        _m("3305.66759", "new", "1.3", sources=("inbox/archerfish/2033-05-21-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(21, "%", "soil carbon estimate error"),), confidence="medium",
           point="estimates the carbon held in mangrove soil from a few sediment cores and a map of ground elevation",
           hans="用少量沉积物岩芯和一张地面高程图估算红树林土壤中的碳",
           hant="以少量沉積物岩芯和一張地面高程圖估算紅樹林土壤中的碳"),
        _m("3305.61204", "anchored", "1.2", date(2033, 5, 17), point="already in the living document, nothing new since",
           hans="早前已锚入，此后无新内容", hant="早前已錨入，此後無新內容"),
        _m("3305.62315", "carried-over", "1.1", date(2033, 5, 20),
           point="the survival forecast that CanopyDelta uses to weight its planted plots",
           hans="CanopyDelta 用来给种植样地加权的存活预报",
           hant="CanopyDelta 用來替種植樣區加權的存活預報"),
        _m("3305.64537", "adjacent", point="counts propagules stranded on the mudflat in drone photos",
           hans="在无人机照片中清点搁浅在泥滩上的胚轴", hant="在無人機照片中清點擱淺在泥灘上的胚軸"),
    ],
    entries=[_estuary(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/archerfish/2033-05-21-notes.md",
        "inbox/kingfisher/2033-05-21-notes.md",
        "paper_cards/8409-3305-63426.md",
        "paper_cards/8412-3305-67860.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("3305.67860", "3305.63426", "3305.66759"),
)  # fmt: skip

B2 = Doc(
    stem=f"inbox/kingfisher/2033-05-22-{TOPIC}-brief",
    kind="brief",
    date=date(2033, 5, 22),
    instance="kingfisher",
    window=_window(date(2033, 5, 22)),
    baseline=date(2033, 5, 21),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("3305.62315", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/mudskipper/2033-05-22-notes.md", "paper_cards/8421-3305-62315.md"),
           figures=(Figure(3.2, "seedlings/m²", "seedling density error"),), confidence="medium",
           point="the second version also forecasts how densely seedlings stand after a year, from the same tide and salinity data",
           hans="第二版还能根据同样的潮位和盐度数据预报一年后幼苗的密度",
           hant="第二版還能依同樣的潮位與鹽度資料預報一年後幼苗的密度"),
        _m("3305.64537", "new", "1.1", sources=("inbox/mudskipper/2033-05-22-notes.md", "paper_cards/8424-3305-64537.md"),
           figures=(Figure(81, "%", "propagule count recall"),), confidence="medium-high",
           point="counts propagules stranded on the mudflat in drone photos and marks the ones that have rooted since the last flight",
           hans="在无人机照片中清点搁浅在泥滩上的胚轴，并标出自上次飞行以来已经扎根的那些",
           hant="在無人機照片中清點擱淺在泥灘上的胚軸，並標出自上次飛行以來已經紮根的那些"),
        _m(RELEASE, "new", "1.2", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(5.2, "×", "orthomosaic stitching speedup"),), confidence="medium",
           point="the release stitches thousands of drone photos of planting plots into one orthomosaic on graphics cards",
           hans="新版在显卡上把数千张种植样地的无人机照片拼成一张正射影像",
           hant="新版在顯示卡上把數千張種植樣區的無人機照片拼成一張正射影像"),
        _m("3305.67860", "carried-over", "1.2",
           figures=(Figure(265, "ha", "restored canopy area"),),  # FAULT divergent-figures (b)
           point="the value the authors gave in their field day slides", hans="作者在野外开放日的幻灯片中给出的数值",
           hant="作者在野外開放日的投影片中給出的數值"),
        _m("3305.63426", "anchored", "1.3", date(2033, 5, 22),  # FAULT anchoring-conflict (a)
           point="merged into the living document during the night", hans="已于夜间并入活文档",
           hant="已於夜間併入活文件"),
        _m("3305.66759", "carried-over", "1.3", point="kept open since the first brief",
           hans="自第一期起一直保留", hant="自第一輪起一直保留"),
        _m("3305.65648", "candidate", point="fills gaps in water level and salinity logger records from tidal creeks",
           hans="补齐潮沟水位和盐度记录仪数据中的缺口",
           hant="補齊潮溝水位與鹽度記錄器資料中的缺口"),
    ],
    entries=[_estuary(2, "high"), LENS_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/mudskipper/2033-05-22-notes.md",
        EMPTY_NOTE,
        "paper_cards/8421-3305-62315.md",
        "paper_cards/8424-3305-64537.md",
    ],
    new_ids=("3305.62315", "3305.64537", "3305.64537"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem=f"inbox/archerfish/2033-05-23-{TOPIC}-brief",
    kind="brief",
    date=date(2033, 5, 23),
    instance="archerfish",
    window=_window(date(2033, 5, 23)),
    baseline=date(2033, 5, 22),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("3305.65648", "new", "2.1", sources=("inbox/kingfisher/2033-05-23-notes.md", "paper_cards/8431-3305-65648.md"),
           figures=(Figure(0.6, "psu", "salinity gap filling error"),), confidence="high",
           point="fills gaps in water level and salinity logger records from tidal creeks with a model that knows the tide table",
           hans="用一个知道潮汐表的模型补齐潮沟水位和盐度记录仪数据中的缺口",
           hant="以一個知道潮汐表的模型補齊潮溝水位與鹽度記錄器資料中的缺口"),
        _m("3305.68971", "new", "2.2", sources=("inbox/mudskipper/2033-05-23-notes.md", "paper_cards/8436-3305-68971.md"),
           figures=(Figure(1.8, "psu", "porewater salinity forecast error"),
                    Figure(27, "%", "seedling loss reduction")),
           confidence="medium",
           point="a digital twin of one estuary that forecasts porewater salinity and ranks sites for village planting days",
           hans="一个河口的数字孪生，预报孔隙水盐度并为村民种植日给候选地点排序",
           hant="一個河口的數位孿生，預報孔隙水鹽度並替村民植栽日替候選地點排序"),
        _m(BLOG, "new", "1.2", sources=("inbox/kingfisher/2033-05-23-notes.md",), confidence="medium",
           point="blog post by a volunteer coordinator on how school groups count seedlings along transects at low tide",
           hans="一位志愿者协调人写的博客文章，讲学校团体如何在低潮时沿样线清点幼苗",
           hant="一位志工協調人寫的部落格文章，談學校團體如何在低潮時沿樣線清點幼苗"),
        _m("3305.63426", "anchored", "1.3", date(2033, 5, 23),  # FAULT anchoring-conflict (b)
           point="added to the living document at the morning merge", hans="已在早间合并时加入活文档",
           hant="已在早間合併時加入活文件"),
        _m(RELEASE, "carried-over", "1.2", point="the calibration question is settled", hans="镜头标定文件的疑问已了结",
           hant="鏡頭校正檔的疑問已了結"),
        _m("3305.66759", "not-anchored", "1.3", point="held back until cores from a second estuary confirm it",
           hans="等第二个河口的岩芯证实后再锚入", hant="等第二個河口的岩芯證實後再錨入"),
        _m("3305.64537", "carried-over", "1.1", point="no change since the previous brief",
           hans="与上一期相比无变化", hant="與上一輪相比無變化"),
        _m("3305.69082", "adjacent", point="counts crab burrows in mudflat photos as a sign that the planted soil is alive",
           hans="在泥滩照片中清点蟹洞，作为种植土壤有生气的迹象", hant="在泥灘照片中清點蟹洞，當作植栽土壤有生氣的跡象"),
    ],
    entries=[_estuary(3, "high"), LENS_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/kingfisher/2033-05-23-notes.md",
        "inbox/mudskipper/2033-05-23-notes.md",
        "paper_cards/8431-3305-65648.md",
        "paper_cards/8436-3305-68971.md",
        "work-queue.md",
    ],
    new_ids=("3305.65648", "3305.68971"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "3305.62315"),
    ("anchoring-conflict", "3305.63426"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "3305.64537"),
    ("divergent-figures", "3305.67860"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "3305.66759"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "seedling survival forecast error": "幼苗存活预报误差",
    "canopy extent error": "冠层范围误差",
    "restored canopy area": "恢复冠层面积",
    "carbon stock error": "碳储量误差",
    "soil carbon estimate error": "土壤碳估算误差",
    "seedling density error": "幼苗密度误差",
    "propagule count recall": "胚轴计数召回率",
    "orthomosaic stitching speedup": "正射影像拼接加速",
    "salinity gap filling error": "盐度补缺误差",
    "porewater salinity forecast error": "孔隙水盐度预报误差",
    "seedling loss reduction": "幼苗损失降低",
}
METRIC_HANT = {
    "seedling survival forecast error": "幼苗存活預報誤差",
    "canopy extent error": "冠層範圍誤差",
    "restored canopy area": "復育冠層面積",
    "carbon stock error": "碳儲量誤差",
    "soil carbon estimate error": "土壤碳估算誤差",
    "seedling density error": "幼苗密度誤差",
    "propagule count recall": "胚軸計數召回率",
    "orthomosaic stitching speedup": "正射影像拼接加速",
    "salinity gap filling error": "鹽度補缺誤差",
    "porewater salinity forecast error": "孔隙水鹽度預報誤差",
    "seedling loss reduction": "幼苗損失降低",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
