"""Facts model for the thirty-second held-out layout zoo (topic: volcanic-ash-dispersion).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (potoroo, tarsier, axolotl) and March 2033 dates, with the handover
in the afternoon (15:05). Figures come in units the earlier zoos did not use (`km` of plume
height, `g/m³` of ash concentration, `kt` of erupted mass and `hPa` of injection level) besides
`%` and `×`. Everything the layouts write and everything the key states comes from here. Points
are given in English, simplified Chinese and traditional Chinese.

Planted faults (see FAULTS):
  new-but-anchored        EjectaCast (3303.81528): anchored 2033-03-20 (living doc, brief 1), called new by brief 2
  anchoring-conflict      TephraTrace (3303.82639): anchored 2033-03-22 per brief 2, 2033-03-23 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives CeiloAsh (3303.83741) twice
  divergent-figures       StratoLoft (3303.86074): injection height shift 2.4 km (brief 1) vs 1.9 km (brief 2)
  section-name-drift      §1.2 "Plume Rise Modelling" (living doc, briefs 1 and 3) vs "Injection Height Estimates" (brief 2)
  repeated-to-verify      GrainSpec's single eruption, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites GrainSpec's card as paper_cards/8515-3303-8596.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/axolotl/2033-03-22-notes.md for AshFlow 4 and lists it as empty
A second register entry (AshFlow 4's missing wind fields) is raised by brief 2 and resolved by
brief 3: it is not a fault. Brief 3 also has one adjacent item (RimeVeil), new to the zoo.
"""

from __future__ import annotations

from datetime import date, timedelta

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "volcanic-ash-dispersion"
LIVING_STEM = f"organized/knowledge/{TOPIC}"
HANDOVER = "15:05"

SOLVER = "AshFlow 4"
BLOG = "An Ash Cloud from the Flight Deck"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("3303.80417", "VentSight", arxiv="3303.80417"),
        Work("3303.81528", "EjectaCast", arxiv="3303.81528"),
        Work("3303.82639", "TephraTrace", arxiv="3303.82639"),
        Work("3303.83741", "CeiloAsh", arxiv="3303.83741"),
        Work("3303.84852", "CinderNet", arxiv="3303.84852"),
        Work("3303.85963", "GrainSpec", arxiv="3303.85963"),
        Work("3303.86074", "StratoLoft", arxiv="3303.86074"),
        Work("3303.87185", "ShardTwin", arxiv="3303.87185"),
        Work("3303.88296", "RimeVeil", arxiv="3303.88296"),
        Work(SOLVER, SOLVER, url="https://github.com/example-ashflow/ashflow/releases/tag/v4.0.0", kind="release"),
        Work(BLOG, BLOG, url="https://skyash.example.org/2033/03/an-ash-cloud-from-the-flight-deck/",
             kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Eruption Source Parameters",
    "1.2": "Plume Rise Modelling",
    "1.3": "Ash Transport and Deposition",
    "2.1": "Satellite and Ground Observations",
    "2.2": "Aviation Ash Advisories",
}
DRIFTED = {"1.2": "Injection Height Estimates"}

SECTIONS_HANS = {
    "Eruption Source Parameters": "喷发源参数",
    "Plume Rise Modelling": "烟柱抬升模拟",
    "Injection Height Estimates": "注入高度估计",
    "Ash Transport and Deposition": "火山灰输送与沉降",
    "Satellite and Ground Observations": "卫星与地面观测",
    "Aviation Ash Advisories": "航空火山灰预警",
}
SECTIONS_HANT = {
    "Eruption Source Parameters": "噴發源參數",
    "Plume Rise Modelling": "煙柱抬升模擬",
    "Injection Height Estimates": "注入高度估計",
    "Ash Transport and Deposition": "火山灰輸送與沉降",
    "Satellite and Ground Observations": "衛星與地面觀測",
    "Aviation Ash Advisories": "航空火山灰預警",
}

# the malformed card name brief 1 writes for GrainSpec (the last digit of 3303.85963 lost)
BAD_CARD = "paper_cards/8515-3303-8596.md"
# the note brief 2 cites for AshFlow 4 and lists as empty
EMPTY_NOTE = "inbox/axolotl/2033-03-22-notes.md"


def _single(n: int, risk: str) -> Entry:
    en = {
        1: "The grain size split of GrainSpec was calibrated against deposit samples from a single eruption, a basaltic fissure eruption in one winter",
        2: "GrainSpec has still only been calibrated on a single eruption; the authors say samples from two older eruptions are being sieved",
        3: "GrainSpec single eruption doubt, raised in each brief so far, with no deposit samples from any other eruption yet",
    }[n]
    hans = {
        1: "GrainSpec 的粗细灰划分只用单次喷发的沉积物样本校准过，即一个冬季的一次玄武岩裂隙喷发",
        2: "GrainSpec 至今只在单次喷发上校准过，作者说两次更早喷发的样本正在筛分",
        3: "GrainSpec 单次喷发的疑问每期都提，至今没有任何其他喷发的沉积物样本",
    }[n]
    hant = {
        1: "GrainSpec 的粗細灰劃分只以單次噴發的沉積物樣本校準過，即一個冬季的一次玄武岩裂隙噴發",
        2: "GrainSpec 至今只在單次噴發上校準過，作者說兩次更早噴發的樣本正在篩分",
        3: "GrainSpec 單次噴發的疑問每輪都提，至今沒有任何其他噴發的沉積物樣本",
    }[n]
    return Entry("single eruption", en, "单次喷发", hans, "單次噴發", hant, ("3303.85963",), risk)


WINDS_OPEN = Entry(
    "wind fields",
    "The AshFlow 4 speedup was timed with reanalysis wind fields that the release does not ship",
    "风场文件",
    "AshFlow 4 的加速是配合一组发布包里没有的再分析风场文件测出来的",
    "風場檔案",
    "AshFlow 4 的加速是搭配一組釋出包裡沒有的再分析風場檔案量出來的",
    (SOLVER,),
    "low",
)
WINDS_CLOSED = Entry(
    "wind fields",
    "AshFlow 4 wind fields, flagged yesterday, now ship with the release and the speedup holds on our own cluster",
    "风场文件",
    "AshFlow 4 风场文件（昨天提出）已并入发布包，在我们自己的集群上加速依然成立",
    "風場檔案",
    "AshFlow 4 風場檔案（昨天提出）已併入釋出包，在我們自己的叢集上加速依然成立",
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
    date=date(2033, 3, 20),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("3303.81528", "anchored", "1.1", date(2033, 3, 20), sources=("paper_cards/8406-3303-81528.md",),
           figures=(Figure(22, "%", "mass eruption rate error"),),
           point="forecasts the mass eruption rate for the next six hours from seismic tremor and infrasound",
           hans="根据地震颤动与次声预报未来六小时的喷发质量速率",
           hant="依地震顫動與次聲波預報未來六小時的噴發質量速率"),
        _m("3303.80417", "anchored", "1.2", date(2033, 3, 17), sources=("paper_cards/8402-3303-80417.md",),
           figures=(Figure(0.4, "km", "plume top height error"),),
           point="estimates plume top height from webcam images of the vent every ten minutes",
           hans="每十分钟根据火山口的网络摄像头图像估算烟柱顶高",
           hant="每十分鐘依火山口的網路攝影機影像估算煙柱頂高"),
    ],
)  # fmt: skip

B1 = Doc(
    stem=f"inbox/potoroo/2033-03-21-{TOPIC}-brief",
    kind="brief",
    date=date(2033, 3, 21),
    instance="potoroo",
    window=_window(date(2033, 3, 21)),
    baseline=date(2033, 3, 20),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("3303.86074", "new", "1.2", sources=("inbox/axolotl/2033-03-21-notes.md", "paper_cards/8413-3303-86074.md"),
           figures=(Figure(2.4, "km", "injection height shift"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="learns how wind shear bends a rising ash column and how much lower it injects ash than a calm air model says",
           hans="学习风切变如何压弯上升的火山灰柱，以及它比静风模型所估的注入高度低多少",
           hant="學習風切變如何壓彎上升的火山灰柱，以及它比靜風模型所估的注入高度低多少"),
        _m("3303.82639", "new", "1.3", sources=("inbox/tarsier/2033-03-21-notes.md", "paper_cards/8410-3303-82639.md"),
           figures=(Figure(0.6, "g/m³", "peak ash concentration error"),), confidence="high",
           point="tracks ash particles through a regional wind model and corrects their paths with satellite ash retrievals every hour",
           hans="在区域风场模型中追踪火山灰颗粒，并每小时用卫星火山灰反演结果校正其轨迹",
           hant="在區域風場模型中追蹤火山灰顆粒，並每小時以衛星火山灰反演結果校正其軌跡"),
        _m("3303.85963", "new", "1.1", sources=("inbox/axolotl/2033-03-21-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(310, "kt", "fine ash mass estimate"),), confidence="medium",
           point="infers the grain size distribution at the vent from deposit samples and splits the erupted mass into fine and coarse ash",
           hans="根据沉积物样本反推火山口处的粒径分布，并把喷发质量分成细灰与粗灰",
           hant="依沉積物樣本反推火山口處的粒徑分布，並把噴發質量分成細灰與粗灰"),
        _m("3303.80417", "anchored", "1.2", date(2033, 3, 17), point="already in the living document, nothing new since",
           hans="早前已锚定，此后无新内容", hant="早前已錨入，此後無新內容"),
        _m("3303.81528", "carried-over", "1.1", date(2033, 3, 20),
           point="the eruption rate forecast that StratoLoft takes as input",
           hans="StratoLoft 用作输入的喷发速率预报",
           hant="StratoLoft 用作輸入的噴發速率預報"),
        _m("3303.83741", "adjacent", point="reads ash layers from the backscatter of ceilometers at airports",
           hans="从机场云高仪的后向散射中读出火山灰层", hant="從機場雲高儀的後向散射中讀出火山灰層"),
    ],
    entries=[_single(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/axolotl/2033-03-21-notes.md",
        "inbox/tarsier/2033-03-21-notes.md",
        "paper_cards/8410-3303-82639.md",
        "paper_cards/8413-3303-86074.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("3303.86074", "3303.82639", "3303.85963"),
)  # fmt: skip

B2 = Doc(
    stem=f"inbox/tarsier/2033-03-22-{TOPIC}-brief",
    kind="brief",
    date=date(2033, 3, 22),
    instance="tarsier",
    window=_window(date(2033, 3, 22)),
    baseline=date(2033, 3, 21),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("3303.81528", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/potoroo/2033-03-22-notes.md", "paper_cards/8421-3303-81528.md"),
           figures=(Figure(35, "hPa", "injection level error"),), confidence="medium",
           point="the second version also forecasts the pressure level at which the umbrella cloud spreads, from the same tremor and infrasound",
           hans="第二版还能根据同样的颤动与次声预报伞状云扩散所在的气压层",
           hant="第二版還能依同樣的顫動與次聲波預報傘狀雲擴散所在的氣壓層"),
        _m("3303.83741", "new", "1.3", sources=("inbox/potoroo/2033-03-22-notes.md", "paper_cards/8424-3303-83741.md"),
           figures=(Figure(81, "%", "ash layer detection rate"),), confidence="medium-high",
           point="reads ash layers from the backscatter of ceilometers at airports and hands their heights to the transport model",
           hans="从机场云高仪的后向散射中读出火山灰层，并把层高交给输送模型",
           hant="從機場雲高儀的後向散射中讀出火山灰層，並把層高交給輸送模型"),
        _m(SOLVER, "new", "1.2", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(3.8, "×", "plume rise solver speedup"),), confidence="medium",
           point="the release solves the plume rise equations for many eruption scenarios at once on graphics cards",
           hans="新版在显卡上同时求解多种喷发情景的烟柱抬升方程",
           hant="新版在顯示卡上同時求解多種噴發情境的煙柱抬升方程"),
        _m("3303.86074", "carried-over", "1.2",
           figures=(Figure(1.9, "km", "injection height shift"),),  # FAULT divergent-figures (b)
           point="the value the authors gave in their conference talk", hans="作者在会议报告中给出的数值",
           hant="作者在會議報告中給出的數值"),
        _m("3303.82639", "anchored", "1.3", date(2033, 3, 22),  # FAULT anchoring-conflict (a)
           point="merged into the living document during the night", hans="已于夜间并入活文档",
           hant="已於夜間併入活文件"),
        _m("3303.85963", "carried-over", "1.1", point="kept open since the first brief",
           hans="自第一期起一直保留", hant="自第一輪起一直保留"),
        _m("3303.84852", "candidate", point="ash cloud outlines drawn by forecasters at nine advisory centres",
           hans="九个航空火山灰咨询中心预报员手绘的火山灰云轮廓",
           hant="九個航空火山灰諮詢中心預報員手繪的火山灰雲輪廓"),
    ],
    entries=[_single(2, "high"), WINDS_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/potoroo/2033-03-22-notes.md",
        EMPTY_NOTE,
        "paper_cards/8421-3303-81528.md",
        "paper_cards/8424-3303-83741.md",
    ],
    new_ids=("3303.81528", "3303.83741", "3303.83741"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem=f"inbox/axolotl/2033-03-23-{TOPIC}-brief",
    kind="brief",
    date=date(2033, 3, 23),
    instance="axolotl",
    window=_window(date(2033, 3, 23)),
    baseline=date(2033, 3, 22),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("3303.84852", "new", "2.1", sources=("inbox/tarsier/2033-03-23-notes.md", "paper_cards/8431-3303-84852.md"),
           figures=(Figure(9, "%", "outline rejection rate"),), confidence="high",
           point="seven thousand ash cloud outlines drawn by forecasters at nine advisory centres, filtered so that outlines without a satellite image behind them are dropped",
           hans="九个咨询中心预报员绘制的七千个火山灰云轮廓，经过筛选，去掉了没有卫星影像依据的轮廓",
           hant="九個諮詢中心預報員繪製的七千個火山灰雲輪廓，經過篩選，去掉了沒有衛星影像依據的輪廓"),
        _m("3303.87185", "new", "2.2", sources=("inbox/potoroo/2033-03-23-notes.md", "paper_cards/8436-3303-87185.md"),
           figures=(Figure(0.2, "g/m³", "24-hour concentration error"), Figure(1.5, "km", "flight level boundary error")),
           confidence="medium",
           point="a digital twin of one flight information region that forecasts ash concentration for the next day and redraws the no fly boundaries",
           hans="一个飞行情报区的数字孪生，预报未来一天的火山灰浓度并重划禁飞边界",
           hant="一個飛航情報區的數位孿生，預報未來一天的火山灰濃度並重劃禁飛邊界"),
        _m(BLOG, "new", "1.2", sources=("inbox/tarsier/2033-03-23-notes.md",), confidence="medium",
           point="blog post by an airline pilot on what an ash cloud looks like from the flight deck at night",
           hans="一位航空公司机长写的博客文章，讲夜间从驾驶舱看火山灰云是什么样子",
           hant="一位航空公司機長寫的部落格文章，談夜間從駕駛艙看火山灰雲是什麼樣子"),
        _m("3303.82639", "anchored", "1.3", date(2033, 3, 23),  # FAULT anchoring-conflict (b)
           point="added to the living document at the morning merge", hans="已在早间合并时加入活文档",
           hant="已在早間合併時加入活文件"),
        _m(SOLVER, "carried-over", "1.2", point="the wind field question is settled", hans="风场文件的疑问已了结",
           hant="風場檔案的疑問已了結"),
        _m("3303.85963", "not-anchored", "1.1", point="held back until a second eruption confirms it",
           hans="等第二次喷发证实后再锚入", hant="等第二次噴發證實後再錨入"),
        _m("3303.83741", "carried-over", "1.3", point="no change since the previous brief",
           hans="与上一期相比无变化", hant="與上一輪相比無變化"),
        _m("3303.88296", "adjacent", point="estimates how ice coating on ash particles speeds up their fall in wet plumes",
           hans="估算潮湿烟柱中火山灰颗粒的覆冰如何加快其沉降", hant="估算潮濕煙柱中火山灰顆粒的覆冰如何加快其沉降"),
    ],
    entries=[_single(3, "high"), WINDS_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/tarsier/2033-03-23-notes.md",
        "inbox/potoroo/2033-03-23-notes.md",
        "paper_cards/8431-3303-84852.md",
        "paper_cards/8436-3303-87185.md",
        "work-queue.md",
    ],
    new_ids=("3303.84852", "3303.87185"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "3303.81528"),
    ("anchoring-conflict", "3303.82639"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "3303.83741"),
    ("divergent-figures", "3303.86074"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "3303.85963"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "mass eruption rate error": "喷发质量速率误差",
    "plume top height error": "烟柱顶高误差",
    "injection height shift": "注入高度偏移",
    "peak ash concentration error": "峰值火山灰浓度误差",
    "fine ash mass estimate": "细灰质量估计",
    "injection level error": "注入气压层误差",
    "ash layer detection rate": "火山灰层检出率",
    "plume rise solver speedup": "烟柱抬升求解加速",
    "outline rejection rate": "轮廓剔除率",
    "24-hour concentration error": "24 小时浓度误差",
    "flight level boundary error": "飞行高度层边界误差",
}
METRIC_HANT = {
    "mass eruption rate error": "噴發質量速率誤差",
    "plume top height error": "煙柱頂高誤差",
    "injection height shift": "注入高度偏移",
    "peak ash concentration error": "峰值火山灰濃度誤差",
    "fine ash mass estimate": "細灰質量估計",
    "injection level error": "注入氣壓層誤差",
    "ash layer detection rate": "火山灰層檢出率",
    "plume rise solver speedup": "煙柱抬升求解加速",
    "outline rejection rate": "輪廓剔除率",
    "24-hour concentration error": "24 小時濃度誤差",
    "flight level boundary error": "飛行高度層邊界誤差",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
