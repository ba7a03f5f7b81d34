"""Facts model for the thirty-third held-out layout zoo (topic: permafrost-thaw-monitoring).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (kakapo, quetzal, kinkajou) and April 2033 dates, with the handover
in the evening (19:40). Figures come in units the earlier zoos did not use (`cm` of active-layer
thickening, `mm/yr` of subsidence, `ppm` of methane and `W/m` of heat taken out per metre of
thermosyphon) besides `%` and `×`. Everything the layouts write and everything the key states
comes from here. Points are given in English, simplified Chinese and traditional Chinese.

Planted faults (see FAULTS):
  new-but-anchored        ThawCast (3304.51327): anchored 2033-04-11 (living doc, brief 1), called new by brief 2
  anchoring-conflict      TalikTrace (3304.52438): anchored 2033-04-13 per brief 2, 2033-04-14 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives IceWedgeNet (3304.53549) twice
  divergent-figures       SubsideNet (3304.56872): subsidence rate 8.5 mm/yr (brief 1) vs 6.2 mm/yr (brief 2)
  section-name-drift      §1.2 "Ground Subsidence Sensing" (living doc, briefs 1 and 3) vs "InSAR Deformation Retrievals" (brief 2)
  repeated-to-verify      PeatFlux's single field season, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites PeatFlux's card as paper_cards/7315-3304-5576.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/kinkajou/2033-04-13-notes.md for FrostSolve 5 and lists it as empty
A second register entry (FrostSolve 5's missing soil property table) is raised by brief 2 and
resolved by brief 3: it is not a fault. Brief 3 also has one adjacent item (LichenShade), new to
the zoo.
"""

from __future__ import annotations

from datetime import date, timedelta

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "permafrost-thaw-monitoring"
LIVING_STEM = f"organized/knowledge/{TOPIC}"
HANDOVER = "19:40"

SOLVER = "FrostSolve 5"
BLOG = "Walking on a Thawing Tundra"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("3304.50213", "FrostLens", arxiv="3304.50213"),
        Work("3304.51327", "ThawCast", arxiv="3304.51327"),
        Work("3304.52438", "TalikTrace", arxiv="3304.52438"),
        Work("3304.53549", "IceWedgeNet", arxiv="3304.53549"),
        Work("3304.54650", "BoreholeGP", arxiv="3304.54650"),
        Work("3304.55761", "PeatFlux", arxiv="3304.55761"),
        Work("3304.56872", "SubsideNet", arxiv="3304.56872"),
        Work("3304.57983", "PermaTwin", arxiv="3304.57983"),
        Work("3304.58094", "LichenShade", arxiv="3304.58094"),
        Work(SOLVER, SOLVER, url="https://github.com/example-frostsolve/frostsolve/releases/tag/v5.0.0", kind="release"),
        Work(BLOG, BLOG, url="https://tundranotes.example.org/2033/04/walking-on-a-thawing-tundra/", kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Active-Layer Forecasting",
    "1.2": "Ground Subsidence Sensing",
    "1.3": "Talik and Ground Ice Mapping",
    "2.1": "Borehole and Field Networks",
    "2.2": "Infrastructure at Risk",
}
DRIFTED = {"1.2": "InSAR Deformation Retrievals"}

SECTIONS_HANS = {
    "Active-Layer Forecasting": "活动层预报",
    "Ground Subsidence Sensing": "地表沉降监测",
    "InSAR Deformation Retrievals": "InSAR 形变反演",
    "Talik and Ground Ice Mapping": "融区与地下冰制图",
    "Borehole and Field Networks": "钻孔与野外观测网",
    "Infrastructure at Risk": "受威胁的基础设施",
}
SECTIONS_HANT = {
    "Active-Layer Forecasting": "活動層預報",
    "Ground Subsidence Sensing": "地表沉陷監測",
    "InSAR Deformation Retrievals": "InSAR 形變反演",
    "Talik and Ground Ice Mapping": "融區與地下冰製圖",
    "Borehole and Field Networks": "鑽孔與野外觀測網",
    "Infrastructure at Risk": "受威脅的基礎設施",
}

# the malformed card name brief 1 writes for PeatFlux (the last digit of 3304.55761 lost)
BAD_CARD = "paper_cards/7315-3304-5576.md"
# the note brief 2 cites for FrostSolve 5 and lists as empty
EMPTY_NOTE = "inbox/kinkajou/2033-04-13-notes.md"


def _season(n: int, risk: str) -> Entry:
    en = {
        1: "The methane calibration of PeatFlux rests on a single field season of chamber readings at one fen, in a summer warmer than usual",
        2: "PeatFlux is still calibrated on a single field season; the authors say readings from a second summer are being cleaned",
        3: "PeatFlux single field season doubt, raised in each brief so far, with no readings from any other summer yet",
    }[n]
    hans = {
        1: "PeatFlux 的甲烷校准只依据一个沼泽在单个观测季的箱式测量，而且那年夏天比往年暖",
        2: "PeatFlux 至今仍只用单个观测季校准，作者说第二个夏季的读数正在清洗",
        3: "PeatFlux 单个观测季的疑问每期都提，至今没有任何其他夏季的读数",
    }[n]
    hant = {
        1: "PeatFlux 的甲烷校準只依據一處沼澤在單一觀測季的箱式量測，而且那年夏天比往年暖",
        2: "PeatFlux 至今仍只以單一觀測季校準，作者說第二個夏季的讀數正在清理",
        3: "PeatFlux 單一觀測季的疑問每輪都提，至今沒有任何其他夏季的讀數",
    }[n]
    return Entry("single field season", en, "单个观测季", hans, "單一觀測季", hant, ("3304.55761",), risk)


SOIL_OPEN = Entry(
    "soil property table",
    "The FrostSolve 5 speedup was measured with a soil property table that the release does not ship",
    "土壤参数表",
    "FrostSolve 5 的加速是配合一份发布包里没有的土壤参数表测出来的",
    "土壤參數表",
    "FrostSolve 5 的加速是搭配一份釋出包裡沒有的土壤參數表量出來的",
    (SOLVER,),
    "low",
)
SOIL_CLOSED = Entry(
    "soil property table",
    "FrostSolve 5 soil property table, flagged yesterday, now ships with the release and the speedup holds on our own nodes",
    "土壤参数表",
    "FrostSolve 5 土壤参数表（昨天提出）已并入发布包，在我们自己的节点上加速依然成立",
    "土壤參數表",
    "FrostSolve 5 土壤參數表（昨天提出）已併入釋出包，在我們自己的節點上加速依然成立",
    (SOLVER,),
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
    date=date(2033, 4, 11),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("3304.51327", "anchored", "1.1", date(2033, 4, 11), sources=("paper_cards/7306-3304-51327.md",),
           figures=(Figure(11, "%", "thaw depth forecast error"),),
           point="forecasts how deep the ground thaws by the end of summer from air temperature and the timing of snow melt",
           hans="根据气温和融雪时间预报夏末地面的融化深度",
           hant="依氣溫與融雪時間預報夏末地面的融化深度"),
        _m("3304.50213", "anchored", "1.2", date(2033, 4, 8), sources=("paper_cards/7302-3304-50213.md",),
           figures=(Figure(6, "cm", "active-layer thickness error"),),
           point="reads active-layer thickness from ground penetrating radar towed along survey lines every week",
           hans="每周从沿测线拖行的探地雷达中读出活动层厚度",
           hant="每週從沿測線拖行的透地雷達中讀出活動層厚度"),
    ],
)  # fmt: skip

B1 = Doc(
    stem=f"inbox/kakapo/2033-04-12-{TOPIC}-brief",
    kind="brief",
    date=date(2033, 4, 12),
    instance="kakapo",
    window=_window(date(2033, 4, 12)),
    baseline=date(2033, 4, 11),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("3304.56872", "new", "1.2", sources=("inbox/kinkajou/2033-04-12-notes.md", "paper_cards/7312-3304-56872.md"),
           figures=(Figure(8.5, "mm/yr", "subsidence rate"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="separates seasonal heave and settlement from the long term sinking of the ground in radar interferograms",
           hans="在雷达干涉图中把季节性冻胀和融沉与地面的长期下沉分开",
           hant="在雷達干涉圖中把季節性凍脹與融沉和地面的長期下沉分開"),
        _m("3304.52438", "new", "1.3", sources=("inbox/quetzal/2033-04-12-notes.md", "paper_cards/7309-3304-52438.md"),
           figures=(Figure(87, "%", "talik detection rate"),), confidence="high",
           point="maps unfrozen ground beneath thaw lakes from electrical resistivity surveys and checks the maps against drilled holes",
           hans="根据电阻率测量绘制热融湖下方的未冻土，并用钻孔核对所绘结果",
           hant="依電阻率量測繪製熱融湖下方的未凍土，並以鑽孔核對所繪結果"),
        _m("3304.55761", "new", "1.1", sources=("inbox/kinkajou/2033-04-12-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(0.05, "ppm", "methane mixing ratio error"),), confidence="medium",
           point="estimates methane release from thawing peat with a model fitted to chamber readings and eddy towers",
           hans="用一个拟合箱式测量和涡度塔数据的模型估算融化泥炭的甲烷释放",
           hant="以一個擬合箱式量測與渦度塔資料的模型估算融化泥炭的甲烷釋放"),
        _m("3304.50213", "anchored", "1.2", date(2033, 4, 8), point="already in the living document, nothing new since",
           hans="早前已锚定，此后无新内容", hant="早前已錨入，此後無新內容"),
        _m("3304.51327", "carried-over", "1.1", date(2033, 4, 11),
           point="the thaw depth forecast that SubsideNet takes as a prior",
           hans="SubsideNet 用作先验的融化深度预报",
           hant="SubsideNet 用作先驗的融化深度預報"),
        _m("3304.53549", "adjacent", point="finds ice wedge troughs in aerial images of polygonal tundra",
           hans="在多边形冻原的航拍图像中找出冰楔槽", hant="在多邊形凍原的航拍影像中找出冰楔槽"),
    ],
    entries=[_season(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/kinkajou/2033-04-12-notes.md",
        "inbox/quetzal/2033-04-12-notes.md",
        "paper_cards/7309-3304-52438.md",
        "paper_cards/7312-3304-56872.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("3304.56872", "3304.52438", "3304.55761"),
)  # fmt: skip

B2 = Doc(
    stem=f"inbox/quetzal/2033-04-13-{TOPIC}-brief",
    kind="brief",
    date=date(2033, 4, 13),
    instance="quetzal",
    window=_window(date(2033, 4, 13)),
    baseline=date(2033, 4, 12),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("3304.51327", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/kakapo/2033-04-13-notes.md", "paper_cards/7321-3304-51327.md"),
           figures=(Figure(3.5, "cm", "active-layer thickening error"),), confidence="medium",
           point="the second version also forecasts how much thicker the active layer grows each year, from the same air temperature and snow data",
           hans="第二版还能根据同样的气温与积雪数据预报活动层每年增厚多少",
           hant="第二版還能依同樣的氣溫與積雪資料預報活動層每年增厚多少"),
        _m("3304.53549", "new", "1.3", sources=("inbox/kakapo/2033-04-13-notes.md", "paper_cards/7324-3304-53549.md"),
           figures=(Figure(78, "%", "ice wedge trough recall"),), confidence="medium-high",
           point="finds ice wedge troughs in aerial images of polygonal tundra and flags the ones that deepened since the last flight",
           hans="在多边形冻原的航拍图像中找出冰楔槽，并标出自上次航拍以来加深的那些",
           hant="在多邊形凍原的航拍影像中找出冰楔槽，並標出自上次航拍以來加深的那些"),
        _m(SOLVER, "new", "1.2", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(4.6, "×", "heat conduction solver speedup"),), confidence="medium",
           point="the release runs the freezing and thawing heat equations for thousands of soil columns at once on graphics cards",
           hans="新版在显卡上同时计算数千个土柱的冻融热传导方程",
           hant="新版在顯示卡上同時計算數千個土柱的凍融熱傳導方程"),
        _m("3304.56872", "carried-over", "1.2",
           figures=(Figure(6.2, "mm/yr", "subsidence rate"),),  # FAULT divergent-figures (b)
           point="the value the authors gave in their workshop talk", hans="作者在研讨会报告中给出的数值",
           hant="作者在研討會報告中給出的數值"),
        _m("3304.52438", "anchored", "1.3", date(2033, 4, 13),  # FAULT anchoring-conflict (a)
           point="merged into the living document during the night", hans="已于夜间并入活文档",
           hant="已於夜間併入活文件"),
        _m("3304.55761", "carried-over", "1.1", point="kept open since the first brief",
           hans="自第一期起一直保留", hant="自第一輪起一直保留"),
        _m("3304.54650", "candidate", point="fills gaps in borehole temperature records from a hundred and forty sites",
           hans="补齐一百四十个站点钻孔温度记录中的缺口",
           hant="補齊一百四十個站點鑽孔溫度紀錄中的缺口"),
    ],
    entries=[_season(2, "high"), SOIL_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/kakapo/2033-04-13-notes.md",
        EMPTY_NOTE,
        "paper_cards/7321-3304-51327.md",
        "paper_cards/7324-3304-53549.md",
    ],
    new_ids=("3304.51327", "3304.53549", "3304.53549"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem=f"inbox/kinkajou/2033-04-14-{TOPIC}-brief",
    kind="brief",
    date=date(2033, 4, 14),
    instance="kinkajou",
    window=_window(date(2033, 4, 14)),
    baseline=date(2033, 4, 13),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("3304.54650", "new", "2.1", sources=("inbox/quetzal/2033-04-14-notes.md", "paper_cards/7331-3304-54650.md"),
           figures=(Figure(31, "%", "gap filling error reduction"),), confidence="high",
           point="fills gaps in borehole temperature records from a hundred and forty sites with a Gaussian process that knows the depth of each sensor",
           hans="用一个知道每个传感器深度的高斯过程补齐一百四十个站点钻孔温度记录中的缺口",
           hant="以一個知道每個感測器深度的高斯過程補齊一百四十個站點鑽孔溫度紀錄中的缺口"),
        _m("3304.57983", "new", "2.2", sources=("inbox/kakapo/2033-04-14-notes.md", "paper_cards/7336-3304-57983.md"),
           figures=(Figure(9, "cm", "thaw settlement forecast error"),
                    Figure(4.5, "W/m", "thermosyphon heat extraction error")),
           confidence="medium",
           point="a digital twin of one pipeline corridor that forecasts thaw settlement for the coming season and how much heat its thermosyphons take out",
           hans="一条管道走廊的数字孪生，预报下一季的融沉以及热虹吸管带走的热量",
           hant="一條管線走廊的數位孿生，預報下一季的融沉以及熱虹吸管帶走的熱量"),
        _m(BLOG, "new", "1.2", sources=("inbox/quetzal/2033-04-14-notes.md",), confidence="medium",
           point="blog post by a field technician on how the boardwalks at a research station sink a little more every spring",
           hans="一位野外技术员写的博客文章，讲研究站的木栈道每年春天都再下沉一点",
           hant="一位野外技術員寫的部落格文章，談研究站的木棧道每年春天都再下沉一點"),
        _m("3304.52438", "anchored", "1.3", date(2033, 4, 14),  # FAULT anchoring-conflict (b)
           point="added to the living document at the morning merge", hans="已在早间合并时加入活文档",
           hant="已在早間合併時加入活文件"),
        _m(SOLVER, "carried-over", "1.2", point="the soil property question is settled", hans="土壤参数表的疑问已了结",
           hant="土壤參數表的疑問已了結"),
        _m("3304.55761", "not-anchored", "1.1", point="held back until a second field season confirms it",
           hans="等第二个观测季证实后再锚入", hant="等第二個觀測季證實後再錨入"),
        _m("3304.53549", "carried-over", "1.3", point="no change since the previous brief",
           hans="与上一期相比无变化", hant="與上一輪相比無變化"),
        _m("3304.58094", "adjacent", point="estimates how much lichen cover shades the ground and slows its summer thaw",
           hans="估算地衣覆盖给地面遮了多少阴，让夏季融化慢了多少", hant="估算地衣覆蓋替地面遮了多少陰，讓夏季融化慢了多少"),
    ],
    entries=[_season(3, "high"), SOIL_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/quetzal/2033-04-14-notes.md",
        "inbox/kakapo/2033-04-14-notes.md",
        "paper_cards/7331-3304-54650.md",
        "paper_cards/7336-3304-57983.md",
        "work-queue.md",
    ],
    new_ids=("3304.54650", "3304.57983"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "3304.51327"),
    ("anchoring-conflict", "3304.52438"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "3304.53549"),
    ("divergent-figures", "3304.56872"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "3304.55761"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "thaw depth forecast error": "融化深度预报误差",
    "active-layer thickness error": "活动层厚度误差",
    "subsidence rate": "沉降速率",
    "talik detection rate": "融区检出率",
    "methane mixing ratio error": "甲烷混合比误差",
    "active-layer thickening error": "活动层增厚误差",
    "ice wedge trough recall": "冰楔槽召回率",
    "heat conduction solver speedup": "热传导求解加速",
    "gap filling error reduction": "补缺误差降低",
    "thaw settlement forecast error": "融沉预报误差",
    "thermosyphon heat extraction error": "热虹吸管取热误差",
}
METRIC_HANT = {
    "thaw depth forecast error": "融化深度預報誤差",
    "active-layer thickness error": "活動層厚度誤差",
    "subsidence rate": "沉陷速率",
    "talik detection rate": "融區檢出率",
    "methane mixing ratio error": "甲烷混合比誤差",
    "active-layer thickening error": "活動層增厚誤差",
    "ice wedge trough recall": "冰楔槽召回率",
    "heat conduction solver speedup": "熱傳導求解加速",
    "gap filling error reduction": "補缺誤差降低",
    "thaw settlement forecast error": "融沉預報誤差",
    "thermosyphon heat extraction error": "熱虹吸管取熱誤差",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
