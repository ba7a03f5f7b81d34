"""Facts model for the thirtieth held-out layout zoo (topic: urban-heat-island-mapping).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (dugong, margay, fossa) and January 2033 dates, with the handover late
in the afternoon (17:50). Figures come in units the earlier zoos did not use (`K`, `W/m²`, `km²`,
`m`) besides `°C`, `×`, `%` and `ms`. Everything the layouts write and everything the key states
comes from here. Points are given in English, simplified Chinese and traditional Chinese.

Planted faults (see FAULTS):
  new-but-anchored        DuskTrace (3301.61325): anchored 2033-01-17 (living doc, brief 1), called new by brief 2
  anchoring-conflict      FluxLattice (3301.62436): anchored 2033-01-19 per brief 2, 2033-01-20 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives AlbedoAtlas (3301.63547) twice
  divergent-figures       NightMass (3301.66870): overnight temperature bias 0.8 K (brief 1) vs 0.5 K (brief 2)
  section-name-drift      §1.2 "Nocturnal Heat Retention" (living doc, briefs 1 and 3) vs "Night-time Cooling Deficit" (brief 2)
  repeated-to-verify      SkyViewFuse's single city, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites SkyViewFuse's card as paper_cards/6215-3301-6576.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/fossa/2033-01-19-notes.md for ThermoTiler 3 and lists it as empty
A second register entry (ThermoTiler 3's missing emissivity tables) is raised by brief 2 and
resolved by brief 3: it is not a fault. Brief 3 also has one adjacent item (ShadeWatch), new to the zoo.
"""

from __future__ import annotations

from datetime import date, timedelta

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "urban-heat-island-mapping"
LIVING_STEM = f"organized/knowledge/{TOPIC}"
HANDOVER = "17:50"

TILER = "ThermoTiler 3"
BLOG = "What a Thermal Drone Sees After Sunset"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("3301.60214", "HeatGrain", arxiv="3301.60214"),
        Work("3301.61325", "DuskTrace", arxiv="3301.61325"),
        Work("3301.62436", "FluxLattice", arxiv="3301.62436"),
        Work("3301.63547", "AlbedoAtlas", arxiv="3301.63547"),
        Work("3301.64658", "CanopyCrowd", arxiv="3301.64658"),
        Work("3301.65769", "SkyViewFuse", arxiv="3301.65769"),
        Work("3301.66870", "NightMass", arxiv="3301.66870"),
        Work("3301.67981", "HeatTwin", arxiv="3301.67981"),
        Work("3301.68092", "ShadeWatch", arxiv="3301.68092"),
        Work(TILER, TILER, url="https://github.com/example-thermotiler/thermotiler/releases/tag/v3.0.0",
             kind="release"),
        Work(BLOG, BLOG, url="https://heatwalk.example.net/2033/01/what-a-thermal-drone-sees-after-sunset/",
             kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Land Surface Temperature Downscaling",
    "1.2": "Nocturnal Heat Retention",
    "1.3": "Surface Energy Balance",
    "2.1": "Street-Level Sensor Networks",
    "2.2": "Heat Mapping Pipelines",
}
DRIFTED = {"1.2": "Night-time Cooling Deficit"}

SECTIONS_HANS = {
    "Land Surface Temperature Downscaling": "地表温度降尺度",
    "Nocturnal Heat Retention": "夜间热滞留",
    "Night-time Cooling Deficit": "夜间降温亏缺",
    "Surface Energy Balance": "地表能量平衡",
    "Street-Level Sensor Networks": "街道级传感网络",
    "Heat Mapping Pipelines": "热力制图流程",
}
SECTIONS_HANT = {
    "Land Surface Temperature Downscaling": "地表溫度降尺度",
    "Nocturnal Heat Retention": "夜間熱滯留",
    "Night-time Cooling Deficit": "夜間降溫虧缺",
    "Surface Energy Balance": "地表能量平衡",
    "Street-Level Sensor Networks": "街道級感測網路",
    "Heat Mapping Pipelines": "熱力製圖流程",
}

# the malformed card name brief 1 writes for SkyViewFuse (the last digit of 3301.65769 lost)
BAD_CARD = "paper_cards/6215-3301-6576.md"
# the note brief 2 cites for ThermoTiler 3 and lists as empty
EMPTY_NOTE = "inbox/fossa/2033-01-19-notes.md"


def _city(n: int, risk: str) -> Entry:
    en = {
        1: "The pedestrian air temperature maps of SkyViewFuse were checked against stations in a single city, Phoenix over one summer",
        2: "SkyViewFuse has still only been tested in a single city; its authors say the Singapore and Madrid runs are under way",
        3: "SkyViewFuse single city concern, raised in every brief so far, with no validation outside Phoenix yet",
    }[n]
    hans = {
        1: "SkyViewFuse 的行人高度气温图只在单一城市用站点核对过，即凤凰城的一个夏季",
        2: "SkyViewFuse 至今只在单一城市测试过，作者说新加坡和马德里的计算正在进行",
        3: "SkyViewFuse 单一城市的疑问每期都提，凤凰城以外至今没有任何验证",
    }[n]
    hant = {
        1: "SkyViewFuse 的行人高度氣溫圖只在單一城市以測站核對過，即鳳凰城的一個夏季",
        2: "SkyViewFuse 至今只在單一城市測試過，作者說新加坡與馬德里的計算正在進行",
        3: "SkyViewFuse 單一城市的疑問每輪都提，鳳凰城以外至今沒有任何驗證",
    }[n]
    return Entry("single city", en, "单一城市", hans, "單一城市", hant, ("3301.65769",), risk)


TABLES_OPEN = Entry(
    "emissivity tables",
    "The tiling speedup of ThermoTiler 3 was measured with emissivity tables that the release does not include",
    "发射率表",
    "ThermoTiler 3 的分块加速是配合一组发布包里没有的发射率表测出来的",
    "發射率表",
    "ThermoTiler 3 的分塊加速是搭配一組釋出包裡沒有的發射率表量出來的",
    (TILER,),
    "low",
)
TABLES_CLOSED = Entry(
    "emissivity tables",
    "ThermoTiler 3 emissivity tables, raised yesterday, now ship with the release and the speedup holds on our workstation",
    "发射率表",
    "ThermoTiler 3 发射率表（昨天提出）：现已随版本发布，加速在我们的工作站上也成立",
    "發射率表",
    "ThermoTiler 3 發射率表（昨天提出）：現已隨版本釋出，加速在我們的工作站上也成立",
    (TILER,),
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
    date=date(2033, 1, 17),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("3301.60214", "anchored", "1.1", date(2033, 1, 15), sources=("paper_cards/6201-3301-60214.md",),
           figures=(Figure(1.4, "K", "land surface temperature RMSE"),),
           point="sharpens one kilometre satellite land surface temperature into a thirty metre grid using land cover and building height",
           hans="借助土地覆盖和建筑高度，把一公里分辨率的卫星地表温度细化到三十米网格",
           hant="借助土地覆蓋與建築高度，把一公里解析度的衛星地表溫度細化到三十公尺網格"),
        _m("3301.61325", "anchored", "1.2", date(2033, 1, 17), sources=("paper_cards/6204-3301-61325.md",),
           figures=(Figure(2.1, "°C", "night-time street temperature excess"),),
           point="measures how slowly each street cools after sunset from repeated thermal drone passes",
           hans="用多次热红外无人机航拍，测出每条街道日落后降温有多慢",
           hant="以多次熱紅外線無人機航拍，量出每條街道日落後降溫有多慢"),
    ],
)  # fmt: skip

B1 = Doc(
    stem=f"inbox/dugong/2033-01-18-{TOPIC}-brief",
    kind="brief",
    date=date(2033, 1, 18),
    instance="dugong",
    window=_window(date(2033, 1, 18)),
    baseline=date(2033, 1, 17),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("3301.66870", "new", "1.2", sources=("inbox/fossa/2033-01-18-notes.md", "paper_cards/6213-3301-66870.md"),
           figures=(Figure(0.8, "K", "overnight temperature bias"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="infers how much heat the buildings of a block store by day and give back at night",
           hans="推断一个街区的建筑白天储存多少热量，夜里又放出多少",
           hant="推斷一個街區的建築白天儲存多少熱量，夜裡又放出多少"),
        _m("3301.62436", "new", "1.3", sources=("inbox/margay/2033-01-18-notes.md", "paper_cards/6210-3301-62436.md"),
           figures=(Figure(18, "W/m²", "sensible heat flux error"),), confidence="high",
           point="estimates the sensible heat a street canyon gives off from its geometry and surface temperatures, without a flux tower",
           hans="不依赖通量塔，仅凭街谷的几何形状和表面温度估算它释放的显热",
           hant="不仰賴通量塔，僅憑街谷的幾何形狀與表面溫度估算它釋放的顯熱"),
        _m("3301.65769", "new", "1.1", sources=("inbox/fossa/2033-01-18-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(30, "m", "output grid spacing"),), confidence="medium",
           point="combines sky view factors taken from street photographs with satellite temperatures to map air temperature at pedestrian height",
           hans="把街景照片算出的天空可视因子与卫星温度结合，绘制行人高度的气温分布",
           hant="把街景照片算出的天空可視因子與衛星溫度結合，繪製行人高度的氣溫分布"),
        _m("3301.60214", "anchored", "1.1", date(2033, 1, 15), point="anchored earlier and unchanged since",
           hans="早前已锚定，内容未变", hant="早前已錨入，內容未變"),
        _m("3301.61325", "carried-over", "1.2", date(2033, 1, 17),
           point="the cooling rate map that NightMass is compared with",
           hans="NightMass 用来对比的降温速率图",
           hant="NightMass 用來對比的降溫速率圖"),
        _m("3301.63547", "adjacent", point="maps the reflectivity of every roof in a city from aerial images",
           hans="根据航拍影像绘制全市每个屋顶的反照率", hant="依航拍影像繪製全市每個屋頂的反照率"),
    ],
    entries=[_city(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/fossa/2033-01-18-notes.md",
        "inbox/margay/2033-01-18-notes.md",
        "paper_cards/6210-3301-62436.md",
        "paper_cards/6213-3301-66870.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("3301.66870", "3301.62436", "3301.65769"),
)  # fmt: skip

B2 = Doc(
    stem=f"inbox/margay/2033-01-19-{TOPIC}-brief",
    kind="brief",
    date=date(2033, 1, 19),
    instance="margay",
    window=_window(date(2033, 1, 19)),
    baseline=date(2033, 1, 18),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("3301.61325", "new", "1.2",  # FAULT new-but-anchored
           sources=("inbox/dugong/2033-01-19-notes.md", "paper_cards/6222-3301-61325.md"),
           figures=(Figure(35, "ms", "tile inference latency"),), confidence="medium",
           point="the second version runs on the drone itself and sends cooling maps down while it is still flying",
           hans="第二版直接在无人机上运行，边飞边把降温图传回地面",
           hant="第二版直接在無人機上執行，邊飛邊把降溫圖傳回地面"),
        _m("3301.63547", "new", "1.1", sources=("inbox/dugong/2033-01-19-notes.md", "paper_cards/6225-3301-63547.md"),
           figures=(Figure(410, "km²", "roof area mapped"),), confidence="medium-high",
           point="maps the reflectivity of every roof in a city from aerial images and marks the roofs where a white coating would help most",
           hans="根据航拍影像绘制全市每个屋顶的反照率，并标出刷白色涂层收益最大的屋顶",
           hant="依航拍影像繪製全市每個屋頂的反照率，並標出塗白色塗層效益最大的屋頂"),
        _m(TILER, "new", "1.3", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(3.4, "×", "tiling speedup"),), confidence="medium",
           point="the release cuts a city scene into tiles and processes them on several graphics cards at once",
           hans="新版把整幅城市影像切成小块，在多块显卡上同时处理",
           hant="新版把整幅城市影像切成小塊，在多張顯示卡上同時處理"),
        _m("3301.66870", "carried-over", "1.2",
           figures=(Figure(0.5, "K", "overnight temperature bias"),),  # FAULT divergent-figures (b)
           point="the value the authors gave in their conference talk", hans="作者在会议报告里给出的数值",
           hant="作者在研討會報告中給出的數值"),
        _m("3301.62436", "anchored", "1.3", date(2033, 1, 19),  # FAULT anchoring-conflict (a)
           point="moved into the living document last night", hans="昨晚已并入活文档", hant="昨晚已併入活文件"),
        _m("3301.65769", "carried-over", "1.1", point="kept open from the first brief",
           hans="从第一期起保留至今", hant="從第一輪起保留至今"),
        _m("3301.64658", "candidate", point="readings from crowd-sourced home weather stations across twelve cities",
           hans="十二座城市中众包家用气象站的读数",
           hant="十二座城市中群眾外包家用氣象站的讀數"),
    ],
    entries=[_city(2, "high"), TABLES_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/dugong/2033-01-19-notes.md",
        EMPTY_NOTE,
        "paper_cards/6222-3301-61325.md",
        "paper_cards/6225-3301-63547.md",
    ],
    new_ids=("3301.61325", "3301.63547", "3301.63547"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem=f"inbox/fossa/2033-01-20-{TOPIC}-brief",
    kind="brief",
    date=date(2033, 1, 20),
    instance="fossa",
    window=_window(date(2033, 1, 20)),
    baseline=date(2033, 1, 19),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("3301.64658", "new", "2.1", sources=("inbox/margay/2033-01-20-notes.md", "paper_cards/6231-3301-64658.md"),
           figures=(Figure(9, "%", "station rejection rate"),), confidence="high",
           point="four thousand home weather stations across twelve cities, cleaned so that stations in sun traps or on balconies are dropped",
           hans="十二座城市的四千个家用气象站，经过清洗，去掉了放在阳光死角或阳台上的站点",
           hant="十二座城市的四千個家用氣象站，經過清理，去掉了放在日照死角或陽台上的測站"),
        _m("3301.67981", "new", "2.2", sources=("inbox/dugong/2033-01-20-notes.md", "paper_cards/6236-3301-67981.md"),
           figures=(Figure(1.1, "°C", "48-hour forecast error"), Figure(12, "%", "cooling demand estimate error")),
           confidence="medium",
           point="a digital twin of one district that forecasts street temperatures and cooling demand for the next two days",
           hans="一个城区的数字孪生，预报未来两天的街道气温和制冷需求",
           hant="一個城區的數位孿生，預報未來兩天的街道氣溫與冷房需求"),
        _m(BLOG, "new", "1.2", sources=("inbox/margay/2033-01-20-notes.md",), confidence="medium",
           point="blog post by a drone pilot on what thermal footage of a city looks like an hour after sunset",
           hans="一位无人机飞手写的博客文章，讲日落一小时后城市的热成像画面是什么样子",
           hant="一位無人機飛手寫的部落格文章，談日落一小時後城市的熱影像畫面是什麼樣子"),
        _m("3301.62436", "anchored", "1.3", date(2033, 1, 20),  # FAULT anchoring-conflict (b)
           point="entered the living document this morning", hans="今早已进入活文档", hant="今早已進入活文件"),
        _m(TILER, "carried-over", "1.3", point="the emissivity table question is closed", hans="发射率表的疑问已结案",
           hant="發射率表的疑問已結案"),
        _m("3301.65769", "not-anchored", "1.1", point="waits for a second city before it goes in",
           hans="等第二座城市验证后再放入", hant="等第二座城市驗證後再放入"),
        _m("3301.63547", "carried-over", "1.1", point="unchanged since the previous brief",
           hans="与上一期相比没有变化", hant="與上一輪相比沒有變化"),
        _m("3301.68092", "adjacent", point="tracks how much shade street trees cast over a summer day",
           hans="追踪行道树在夏日里投下多少树荫", hant="追蹤行道樹在夏日裡投下多少樹蔭"),
    ],
    entries=[_city(3, "high"), TABLES_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/margay/2033-01-20-notes.md",
        "inbox/dugong/2033-01-20-notes.md",
        "paper_cards/6231-3301-64658.md",
        "paper_cards/6236-3301-67981.md",
        "work-queue.md",
    ],
    new_ids=("3301.64658", "3301.67981"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "3301.61325"),
    ("anchoring-conflict", "3301.62436"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "3301.63547"),
    ("divergent-figures", "3301.66870"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "3301.65769"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "land surface temperature RMSE": "地表温度均方根误差",
    "night-time street temperature excess": "夜间街道温度超出值",
    "overnight temperature bias": "夜间温度偏差",
    "sensible heat flux error": "显热通量误差",
    "output grid spacing": "输出网格间距",
    "tile inference latency": "单块推理延迟",
    "roof area mapped": "已绘制屋顶面积",
    "tiling speedup": "分块加速",
    "station rejection rate": "站点剔除率",
    "48-hour forecast error": "48 小时预报误差",
    "cooling demand estimate error": "制冷需求估计误差",
}
METRIC_HANT = {
    "land surface temperature RMSE": "地表溫度均方根誤差",
    "night-time street temperature excess": "夜間街道溫度超出值",
    "overnight temperature bias": "夜間溫度偏差",
    "sensible heat flux error": "顯熱通量誤差",
    "output grid spacing": "輸出網格間距",
    "tile inference latency": "單塊推論延遲",
    "roof area mapped": "已繪製屋頂面積",
    "tiling speedup": "分塊加速",
    "station rejection rate": "測站剔除率",
    "48-hour forecast error": "48 小時預報誤差",
    "cooling demand estimate error": "冷房需求估計誤差",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
