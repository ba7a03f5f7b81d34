"""Facts model for the thirty-first held-out layout zoo (topic: coral-reef-bleaching-forecasts).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (remora, manatee, blenny) and February 2033 dates, with the handover
just before noon (11:25). Figures come in units the earlier zoos did not use (`DHW`, degree
heating weeks, and `days`) besides `°C`, `km²`, `%`, `×` and `ms`. Everything the layouts write
and everything the key states comes from here. Points are given in English, simplified Chinese
and traditional Chinese.

Planted faults (see FAULTS):
  new-but-anchored        DoldrumCast (3302.71469): anchored 2033-02-14 (living doc, brief 1), called new by brief 2
  anchoring-conflict      SymbioSense (3302.72570): anchored 2033-02-16 per brief 2, 2033-02-17 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives CoralHue (3302.73681) twice
  divergent-figures       ReefMemory (3302.76924): bleaching threshold shift 1.6 DHW (brief 1) vs 1.2 DHW (brief 2)
  section-name-drift      §1.2 "Heat Stress Accumulation" (living doc, briefs 1 and 3) vs "Degree Heating Week Metrics" (brief 2)
  repeated-to-verify      TideMix's single reef system, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites TideMix's card as paper_cards/7215-3302-7581.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/blenny/2033-02-16-notes.md for ReefGrid 5 and lists it as empty
A second register entry (ReefGrid 5's missing climatology files) is raised by brief 2 and resolved
by brief 3: it is not a fault. Brief 3 also has one adjacent item (CloudVeil), new to the zoo.
"""

from __future__ import annotations

from datetime import date, timedelta

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "coral-reef-bleaching-forecasts"
LIVING_STEM = f"organized/knowledge/{TOPIC}"
HANDOVER = "11:25"

GRID = "ReefGrid 5"
BLOG = "A Reef After Eight Degree Heating Weeks"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("3302.70358", "ShoalSharp", arxiv="3302.70358"),
        Work("3302.71469", "DoldrumCast", arxiv="3302.71469"),
        Work("3302.72570", "SymbioSense", arxiv="3302.72570"),
        Work("3302.73681", "CoralHue", arxiv="3302.73681"),
        Work("3302.74792", "PolypPulse", arxiv="3302.74792"),
        Work("3302.75813", "TideMix", arxiv="3302.75813"),
        Work("3302.76924", "ReefMemory", arxiv="3302.76924"),
        Work("3302.77035", "LagoonTwin", arxiv="3302.77035"),
        Work("3302.78146", "CloudVeil", arxiv="3302.78146"),
        Work(GRID, GRID, url="https://github.com/example-reefgrid/reefgrid/releases/tag/v5.0.0", kind="release"),
        Work(BLOG, BLOG, url="https://reefnotes.example.org/2033/02/a-reef-after-eight-degree-heating-weeks/",
             kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Sea Surface Temperature Products",
    "1.2": "Heat Stress Accumulation",
    "1.3": "Symbiont and Host Physiology",
    "2.1": "Reef Observation Networks",
    "2.2": "Seasonal Bleaching Outlooks",
}
DRIFTED = {"1.2": "Degree Heating Week Metrics"}

SECTIONS_HANS = {
    "Sea Surface Temperature Products": "海表温度产品",
    "Heat Stress Accumulation": "热压力累积",
    "Degree Heating Week Metrics": "周热度指标",
    "Symbiont and Host Physiology": "共生藻与宿主生理",
    "Reef Observation Networks": "礁区观测网络",
    "Seasonal Bleaching Outlooks": "季节性白化展望",
}
SECTIONS_HANT = {
    "Sea Surface Temperature Products": "海表溫度產品",
    "Heat Stress Accumulation": "熱壓力累積",
    "Degree Heating Week Metrics": "週熱度指標",
    "Symbiont and Host Physiology": "共生藻與宿主生理",
    "Reef Observation Networks": "礁區觀測網路",
    "Seasonal Bleaching Outlooks": "季節性白化展望",
}

# the malformed card name brief 1 writes for TideMix (the last digit of 3302.75813 lost)
BAD_CARD = "paper_cards/7215-3302-7581.md"
# the note brief 2 cites for ReefGrid 5 and lists as empty
EMPTY_NOTE = "inbox/blenny/2033-02-16-notes.md"


def _reef(n: int, risk: str) -> Entry:
    en = {
        1: "The tidal correction of TideMix was checked against loggers on a single reef system, the southern Great Barrier Reef in one summer",
        2: "TideMix has still only been tested on a single reef system; the authors say runs for the Red Sea and New Caledonia are in progress",
        3: "TideMix single reef system doubt, raised in each brief so far, with no check outside the southern Great Barrier Reef yet",
    }[n]
    hans = {
        1: "TideMix 的潮汐校正只在单一礁区系统上用温度记录仪核对过，即大堡礁南部的一个夏季",
        2: "TideMix 至今只在单一礁区系统上测试过，作者说红海和新喀里多尼亚的计算正在进行",
        3: "TideMix 单一礁区系统的疑问每期都提，大堡礁南部以外至今没有任何核对",
    }[n]
    hant = {
        1: "TideMix 的潮汐校正只在單一礁區系統上以溫度記錄器核對過，即大堡礁南部的一個夏季",
        2: "TideMix 至今只在單一礁區系統上測試過，作者說紅海與新喀里多尼亞的計算正在進行",
        3: "TideMix 單一礁區系統的疑問每輪都提，大堡礁南部以外至今沒有任何核對",
    }[n]
    return Entry("single reef system", en, "单一礁区系统", hans, "單一礁區系統", hant, ("3302.75813",), risk)


FILES_OPEN = Entry(
    "climatology files",
    "The DHW speedup of ReefGrid 5 was timed with climatology files that the release does not ship",
    "气候态文件",
    "ReefGrid 5 的 DHW 加速是配合一组发布包里没有的气候态文件测出来的",
    "氣候態檔案",
    "ReefGrid 5 的 DHW 加速是搭配一組釋出包裡沒有的氣候態檔案量出來的",
    (GRID,),
    "low",
)
FILES_CLOSED = Entry(
    "climatology files",
    "ReefGrid 5 climatology files, flagged yesterday, are now part of the release and the speedup holds on our own cluster",
    "气候态文件",
    "ReefGrid 5 气候态文件（昨天提出）已并入发布包，在我们自己的集群上加速依然成立",
    "氣候態檔案",
    "ReefGrid 5 氣候態檔案（昨天提出）已併入釋出包，在我們自己的叢集上加速依然成立",
    (GRID,),
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
    date=date(2033, 2, 14),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("3302.70358", "anchored", "1.1", date(2033, 2, 12), sources=("paper_cards/7201-3302-70358.md",),
           figures=(Figure(0.3, "°C", "sea surface temperature RMSE"),),
           point="sharpens five kilometre satellite sea surface temperature to one hundred metres over shallow reef flats using tide and bathymetry",
           hans="借助潮位与水深数据，把五公里分辨率的卫星海表温度细化到礁坪上一百米的网格",
           hant="藉助潮位與水深資料，把五公里解析度的衛星海表溫度細化到礁坪上一百公尺的網格"),
        _m("3302.71469", "anchored", "1.2", date(2033, 2, 14), sources=("paper_cards/7204-3302-71469.md",),
           figures=(Figure(14, "days", "calm spell lead time"),),
           point="forecasts the windless calm spells that let shallow water heat up, two weeks ahead",
           hans="提前两周预报让浅水升温的无风平静期",
           hant="提前兩週預報讓淺水升溫的無風平靜期"),
    ],
)  # fmt: skip

B1 = Doc(
    stem=f"inbox/remora/2033-02-15-{TOPIC}-brief",
    kind="brief",
    date=date(2033, 2, 15),
    instance="remora",
    window=_window(date(2033, 2, 15)),
    baseline=date(2033, 2, 14),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("3302.76924", "new", "1.2", sources=("inbox/blenny/2033-02-15-notes.md", "paper_cards/7213-3302-76924.md"),
           figures=(Figure(1.6, "DHW", "bleaching threshold shift"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="learns how the heat history of a reef over past summers moves the heat stress at which it starts to bleach",
           hans="学习礁体过去几个夏季的受热史如何改变其开始白化的热压力阈值",
           hant="學習礁體過去幾個夏季的受熱史如何改變其開始白化的熱壓力門檻"),
        _m("3302.72570", "new", "1.3", sources=("inbox/manatee/2033-02-15-notes.md", "paper_cards/7210-3302-72570.md"),
           figures=(Figure(74, "%", "bleaching onset hit rate"),), confidence="high",
           point="reads symbiont stress from the fluorescence of coral fragments in a tank and predicts which colonies will bleach first",
           hans="根据水缸中珊瑚断片的荧光读出共生藻的胁迫，预测哪些群体最先白化",
           hant="依水槽中珊瑚斷片的螢光讀出共生藻的逆境，預測哪些群體最先白化"),
        _m("3302.75813", "new", "1.1", sources=("inbox/blenny/2033-02-15-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(2300, "km²", "reef area mapped"),), confidence="medium",
           point="models how tidal flushing mixes cooler water over a reef and corrects satellite heat stress maps for it",
           hans="模拟潮汐冲刷如何把较冷的海水混入礁区，并据此校正卫星热压力图",
           hant="模擬潮汐沖刷如何把較冷的海水混入礁區，並據此校正衛星熱壓力圖"),
        _m("3302.70358", "anchored", "1.1", date(2033, 2, 12), point="already in the living document, nothing new since",
           hans="早前已锚定，此后无新内容", hant="早前已錨入，此後無新內容"),
        _m("3302.71469", "carried-over", "1.2", date(2033, 2, 14),
           point="the calm spell forecast that ReefMemory takes as input",
           hans="ReefMemory 用作输入的平静期预报",
           hant="ReefMemory 用作輸入的平靜期預報"),
        _m("3302.73681", "adjacent", point="flags bleached patches from the colour of reefs in satellite images",
           hans="根据卫星影像中礁体的颜色标出白化斑块", hant="依衛星影像中礁體的顏色標出白化斑塊"),
    ],
    entries=[_reef(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/blenny/2033-02-15-notes.md",
        "inbox/manatee/2033-02-15-notes.md",
        "paper_cards/7210-3302-72570.md",
        "paper_cards/7213-3302-76924.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("3302.76924", "3302.72570", "3302.75813"),
)  # fmt: skip

B2 = Doc(
    stem=f"inbox/manatee/2033-02-16-{TOPIC}-brief",
    kind="brief",
    date=date(2033, 2, 16),
    instance="manatee",
    window=_window(date(2033, 2, 16)),
    baseline=date(2033, 2, 15),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("3302.71469", "new", "1.2",  # FAULT new-but-anchored
           sources=("inbox/remora/2033-02-16-notes.md", "paper_cards/7222-3302-71469.md"),
           figures=(Figure(40, "ms", "on-buoy inference latency"),), confidence="medium",
           point="the second version runs on a buoy computer and issues calm spell warnings for each reef without a shore link",
           hans="第二版在浮标计算机上运行，不依赖岸基链路即可为每片礁区发出平静期预警",
           hant="第二版在浮標電腦上執行，不仰賴岸基鏈路即可為每片礁區發出平靜期預警"),
        _m("3302.73681", "new", "1.1", sources=("inbox/remora/2033-02-16-notes.md", "paper_cards/7225-3302-73681.md"),
           figures=(Figure(88, "%", "bleached patch precision"),), confidence="medium-high",
           point="flags bleached patches from the colour of reefs in satellite images and ranks them for diver surveys",
           hans="根据卫星影像中礁体的颜色标出白化斑块，并排出潜水调查的先后顺序",
           hant="依衛星影像中礁體的顏色標出白化斑塊，並排出潛水調查的先後順序"),
        _m(GRID, "new", "1.2", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(5.2, "×", "DHW computation speedup"),), confidence="medium",
           point="the release computes degree heating weeks for a whole ocean basin in chunks spread over many processor cores",
           hans="新版把整个洋盆的周热度累积分块计算，分摊到多个处理器核心上",
           hant="新版把整個洋盆的週熱度累積分塊計算，分攤到多個處理器核心上"),
        _m("3302.76924", "carried-over", "1.2",
           figures=(Figure(1.2, "DHW", "bleaching threshold shift"),),  # FAULT divergent-figures (b)
           point="the value the authors quoted in their poster session", hans="作者在墙报环节给出的数值",
           hant="作者在海報場次給出的數值"),
        _m("3302.72570", "anchored", "1.3", date(2033, 2, 16),  # FAULT anchoring-conflict (a)
           point="merged into the living document during the night", hans="已于夜间并入活文档",
           hant="已於夜間併入活文件"),
        _m("3302.75813", "carried-over", "1.1", point="kept open since the first brief",
           hans="自第一期起一直保留", hant="自第一輪起一直保留"),
        _m("3302.74792", "candidate", point="bleaching reports logged by recreational divers across nine reef regions",
           hans="九个礁区的休闲潜水员记录的白化报告",
           hant="九個礁區的休閒潛水員記錄的白化報告"),
    ],
    entries=[_reef(2, "high"), FILES_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/remora/2033-02-16-notes.md",
        EMPTY_NOTE,
        "paper_cards/7222-3302-71469.md",
        "paper_cards/7225-3302-73681.md",
    ],
    new_ids=("3302.71469", "3302.73681", "3302.73681"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem=f"inbox/blenny/2033-02-17-{TOPIC}-brief",
    kind="brief",
    date=date(2033, 2, 17),
    instance="blenny",
    window=_window(date(2033, 2, 17)),
    baseline=date(2033, 2, 16),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("3302.74792", "new", "2.1", sources=("inbox/manatee/2033-02-17-notes.md", "paper_cards/7231-3302-74792.md"),
           figures=(Figure(11, "%", "report rejection rate"),), confidence="high",
           point="six thousand bleaching reports from recreational divers across nine reef regions, filtered so that reports without a depth or a photo are dropped",
           hans="九个礁区休闲潜水员提交的六千份白化报告，经过筛选，去掉了没有深度或照片的报告",
           hant="九個礁區休閒潛水員提交的六千份白化報告，經過篩選，去掉了沒有深度或照片的報告"),
        _m("3302.77035", "new", "2.2", sources=("inbox/remora/2033-02-17-notes.md", "paper_cards/7236-3302-77035.md"),
           figures=(Figure(0.4, "°C", "7-day lagoon temperature error"), Figure(6, "days", "bleaching alert lead time")),
           confidence="medium",
           point="a digital twin of one lagoon that forecasts water temperature for the next week and raises bleaching alerts",
           hans="一个潟湖的数字孪生，预报未来一周的水温并发出白化预警",
           hant="一個潟湖的數位孿生，預報未來一週的水溫並發出白化預警"),
        _m(BLOG, "new", "1.2", sources=("inbox/manatee/2033-02-17-notes.md",), confidence="medium",
           point="blog post by a reef guide on how a reef looks after eight degree heating weeks",
           hans="一位礁区向导写的博客文章，讲累积八个周热度之后礁体是什么样子",
           hant="一位礁區嚮導寫的部落格文章，談累積八個週熱度之後礁體是什麼樣子"),
        _m("3302.72570", "anchored", "1.3", date(2033, 2, 17),  # FAULT anchoring-conflict (b)
           point="added to the living document at the morning merge", hans="已在早间合并时加入活文档",
           hant="已在早間合併時加入活文件"),
        _m(GRID, "carried-over", "1.2", point="the climatology file question is settled", hans="气候态文件的疑问已了结",
           hant="氣候態檔案的疑問已了結"),
        _m("3302.75813", "not-anchored", "1.1", point="held back until a second reef system confirms it",
           hans="等第二个礁区系统证实后再锚入", hant="等第二個礁區系統證實後再錨入"),
        _m("3302.73681", "carried-over", "1.1", point="no change since the previous brief",
           hans="与上一期相比无变化", hant="與上一輪相比無變化"),
        _m("3302.78146", "adjacent", point="estimates how much passing cloud shades a reef during the hottest weeks",
           hans="估算最热的几周里过境云层为礁区遮挡了多少阳光", hant="估算最熱的幾週裡過境雲層為礁區遮擋了多少陽光"),
    ],
    entries=[_reef(3, "high"), FILES_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/manatee/2033-02-17-notes.md",
        "inbox/remora/2033-02-17-notes.md",
        "paper_cards/7231-3302-74792.md",
        "paper_cards/7236-3302-77035.md",
        "work-queue.md",
    ],
    new_ids=("3302.74792", "3302.77035"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "3302.71469"),
    ("anchoring-conflict", "3302.72570"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "3302.73681"),
    ("divergent-figures", "3302.76924"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "3302.75813"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "sea surface temperature RMSE": "海表温度均方根误差",
    "calm spell lead time": "平静期预报提前量",
    "bleaching threshold shift": "白化阈值偏移",
    "bleaching onset hit rate": "白化起始命中率",
    "reef area mapped": "已制图礁区面积",
    "on-buoy inference latency": "浮标端推理延迟",
    "bleached patch precision": "白化斑块精确率",
    "DHW computation speedup": "DHW 计算加速",
    "report rejection rate": "报告剔除率",
    "7-day lagoon temperature error": "7 天潟湖水温误差",
    "bleaching alert lead time": "白化预警提前量",
}
METRIC_HANT = {
    "sea surface temperature RMSE": "海表溫度均方根誤差",
    "calm spell lead time": "平靜期預報提前量",
    "bleaching threshold shift": "白化門檻偏移",
    "bleaching onset hit rate": "白化起始命中率",
    "reef area mapped": "已製圖礁區面積",
    "on-buoy inference latency": "浮標端推論延遲",
    "bleached patch precision": "白化斑塊精確率",
    "DHW computation speedup": "DHW 計算加速",
    "report rejection rate": "報告剔除率",
    "7-day lagoon temperature error": "7 天潟湖水溫誤差",
    "bleaching alert lead time": "白化預警提前量",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
