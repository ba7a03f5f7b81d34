"""Facts model for the twenty-fourth held-out layout zoo (topic: glacier-dynamics).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (marmot, ibex, ptarmigan) and May 2028 dates. Everything the layouts
write and everything the key states comes from here. Points are given in English, simplified
Chinese and traditional Chinese (the layouts of this zoo are written in all three).

Planted faults (see FAULTS):
  new-but-anchored        SurgeSense (2805.62395): anchored 2028-05-03 (living doc, brief 1), called new by brief 2
  anchoring-conflict      BedRough (2805.63406): anchored 2028-05-04 per brief 2, 2028-05-05 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives CrevasseTrack (2805.64517) twice
  divergent-figures       FirnFlow (2805.67840): velocity error reduction 31 % (brief 1) vs 22 % (brief 2)
  section-name-drift      §1.2 "Basal Sliding" (living doc, briefs 1 and 3) vs "Bed Friction" (brief 2)
  repeated-to-verify      MoulinWatch's single melt season, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites MoulinWatch's card as paper_cards/7215-2805-6673.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/ptarmigan/2028-05-05-notes.md for GlaciKit 4 and lists it as empty
A second register entry (GlaciKit 4's missing reference meshes) is raised by brief 2 and resolved
by brief 3: it is not a fault. Brief 3 also has one adjacent item (TillTrace), new to the zoo.
"""

from __future__ import annotations

from datetime import date

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "glacier-dynamics"
LIVING_STEM = f"organized/knowledge/{TOPIC}"

BLOG = "A Summer Listening to Calving Fronts"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("2805.61284", "CalvingNet", arxiv="2805.61284"),
        Work("2805.62395", "SurgeSense", arxiv="2805.62395"),
        Work("2805.63406", "BedRough", arxiv="2805.63406"),
        Work("2805.64517", "CrevasseTrack", arxiv="2805.64517"),
        Work("2805.65628", "MeltBench", arxiv="2805.65628"),
        Work("2805.66739", "MoulinWatch", arxiv="2805.66739"),
        Work("2805.67840", "FirnFlow", arxiv="2805.67840"),
        Work("2805.68951", "IceRover", arxiv="2805.68951"),
        Work("2805.69062", "TillTrace", arxiv="2805.69062"),
        Work("GlaciKit 4", "GlaciKit 4", url="https://github.com/example-ice/glacikit/releases/tag/v4.0.0",
             kind="release"),
        Work(BLOG, BLOG, url="https://icefront.example.net/2028/05/a-summer-listening-to-calving-fronts",
             kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Terminus Monitoring",
    "1.2": "Basal Sliding",
    "1.3": "Ice Flow Modelling",
    "2.1": "Melt Benchmarks",
    "2.2": "Field Instruments",
}
DRIFTED = {"1.2": "Bed Friction"}

SECTIONS_HANS = {
    "Terminus Monitoring": "冰川末端监测",
    "Basal Sliding": "底部滑动",
    "Bed Friction": "冰床摩擦",
    "Ice Flow Modelling": "冰流建模",
    "Melt Benchmarks": "消融评测基准",
    "Field Instruments": "野外观测仪器",
}
SECTIONS_HANT = {
    "Terminus Monitoring": "冰川末端監測",
    "Basal Sliding": "底部滑動",
    "Bed Friction": "冰床摩擦",
    "Ice Flow Modelling": "冰流模擬",
    "Melt Benchmarks": "消融評測基準",
    "Field Instruments": "野外觀測儀器",
}

# the malformed card name brief 1 writes for MoulinWatch (the last digit of 2805.66739 lost)
BAD_CARD = "paper_cards/7215-2805-6673.md"
# the note brief 2 cites for GlaciKit 4 and lists as empty
EMPTY_NOTE = "inbox/ptarmigan/2028-05-05-notes.md"


def _season(n: int, risk: str) -> Entry:
    en = {
        1: "MoulinWatch's meltwater event recall gain comes from a single melt season on one outlet glacier",
        2: "MoulinWatch: still a single melt season; the authors say a second summer of sensor data is being cleaned",
        3: "MoulinWatch single melt season, open since the first brief; the second summer has not been released",
    }[n]
    hans = {
        1: "MoulinWatch 的融水事件召回提升只来自单一融季，而且只有一条溢出冰川",
        2: "MoulinWatch 仍只有单一融季，作者称第二个夏季的传感器数据正在清洗",
        3: "MoulinWatch 单一融季问题从第一期起一直未解决，第二个夏季的数据仍未发布",
    }[n]
    hant = {
        1: "MoulinWatch 的融水事件召回提升只來自單一融季，而且只有一條出口冰川",
        2: "MoulinWatch 仍只有單一融季，作者表示第二個夏季的感測器資料正在清理",
        3: "MoulinWatch 單一融季問題從第一輪起一直沒有解決，第二個夏季的資料仍未公開",
    }[n]
    return Entry("single melt season", en, "单一融季", hans, "單一融季", hant, ("2805.66739",), risk)


MESH_OPEN = Entry(
    "reference meshes",
    "GlaciKit 4's mesh refinement speedup was timed on reference meshes that the release does not ship",
    "参考网格",
    "GlaciKit 4 的网格加密加速是在参考网格上计时的，但发布包里没有这些网格",
    "參考網格",
    "GlaciKit 4 的網格加密加速是在參考網格上計時的，但釋出包裡沒有這些網格",
    ("GlaciKit 4",),
    "low",
)
MESH_CLOSED = Entry(
    "reference meshes",
    "GlaciKit 4 reference meshes (raised yesterday): now uploaded next to the release, the speedup reproduces",
    "参考网格",
    "GlaciKit 4 参考网格（昨天提出）：现已随发布页上传，加速可以复现",
    "參考網格",
    "GlaciKit 4 參考網格（昨天提出）：現已隨釋出頁上傳，加速可以重現",
    ("GlaciKit 4",),
    "low",
    resolved=True,
)


def _m(work: str, status: str, section: str | None = None, anchored: date | None = None, **kw) -> Mention:
    return Mention(work, status, section, anchored, **kw)


LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2028, 5, 3),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("2805.61284", "anchored", "1.1", date(2028, 5, 1), sources=("paper_cards/7190-2805-61284.md",),
           figures=(Figure(3.1, "×", "terminus tracing speedup"),),
           point="traces calving fronts in every radar pass and stitches them into a weekly terminus record",
           hans="在每一轨雷达影像中勾画崩解前缘，并拼接成每周的冰川末端记录",
           hant="在每一軌雷達影像中描出崩解前緣，再拼接成每週的冰川末端紀錄"),
        _m("2805.62395", "anchored", "1.3", date(2028, 5, 3), sources=("paper_cards/7198-2805-62395.md",),
           figures=(Figure(9, "%", "surge onset timing error"),),
           point="predicts when a surge type glacier will start to speed up from velocity and thickness maps",
           hans="根据流速图和厚度图预测跃动型冰川何时开始加速",
           hant="依流速圖與厚度圖預測躍動型冰川何時開始加速"),
    ],
)  # fmt: skip

B1 = Doc(
    stem="inbox/marmot/2028-05-04-glacier-dynamics-brief",
    kind="brief",
    date=date(2028, 5, 4),
    instance="marmot",
    window=("2028-05-03 21:00", "2028-05-04 21:00"),
    baseline=date(2028, 5, 3),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("2805.67840", "new", "1.2", sources=("inbox/ibex/2028-05-04-notes.md", "paper_cards/7207-2805-67840.md"),
           figures=(Figure(31, "%", "velocity error reduction"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="couples firn compaction to basal sliding so that summer speedups are no longer blamed on the bed alone",
           hans="把粒雪压实与底部滑动耦合起来，夏季加速不再全部归因于冰床",
           hant="把粒雪壓實與底部滑動耦合起來，夏季加速不再全部歸因於冰床"),
        _m("2805.63406", "new", "1.2", sources=("inbox/ptarmigan/2028-05-04-notes.md", "paper_cards/7211-2805-63406.md"),
           figures=(Figure(5.2, "×", "inversion speedup"),), confidence="high",
           point="a learned inversion that recovers bed roughness from surface velocity as fast as a linear solve",
           hans="一种学习得到的反演方法，从表面流速恢复冰床粗糙度，速度与线性求解相当",
           hant="一種學習而得的反演方法，從表面流速還原冰床粗糙度，速度與線性求解相當"),
        _m("2805.66739", "new", "1.1", sources=("inbox/ptarmigan/2028-05-04-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(7.4, "points", "meltwater event recall gain"),), confidence="medium",
           point="hears meltwater draining into moulins with cheap geophones before any satellite sees the lake drop",
           hans="用廉价检波器听到融水灌入冰川锅穴，早于任何卫星看到冰面湖水位下降",
           hant="用廉價檢波器聽到融水灌入冰川壺穴，早於任何衛星看到冰面湖水位下降"),
        _m("2805.61284", "anchored", "1.1", date(2028, 5, 1), point="already in the living document",
           hans="已在活文档中", hant="已在活文件中"),
        _m("2805.62395", "carried-over", "1.3", date(2028, 5, 3),
           point="the surge model BedRough feeds its roughness maps into", hans="BedRough 输出的粗糙度图所接入的跃动模型",
           hant="BedRough 輸出的粗糙度圖所接入的躍動模型"),
        _m("2805.64517", "adjacent", point="follows crevasse fields opening on drone orthophotos week by week",
           hans="在无人机正射影像上逐周追踪冰裂隙区的张开", hant="在無人機正射影像上逐週追蹤冰裂隙區的張開"),
    ],
    entries=[_season(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/ibex/2028-05-04-notes.md",
        "inbox/ptarmigan/2028-05-04-notes.md",
        "paper_cards/7207-2805-67840.md",
        "paper_cards/7211-2805-63406.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("2805.67840", "2805.63406", "2805.66739"),
)  # fmt: skip

B2 = Doc(
    stem="inbox/ibex/2028-05-05-glacier-dynamics-brief",
    kind="brief",
    date=date(2028, 5, 5),
    instance="ibex",
    window=("2028-05-04 21:00", "2028-05-05 21:00"),
    baseline=date(2028, 5, 4),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("2805.62395", "new", "1.3",  # FAULT new-but-anchored
           sources=("inbox/marmot/2028-05-05-notes.md", "paper_cards/7219-2805-62395.md"),
           figures=(Figure(85, "ms", "per-tile surge inference latency"),), confidence="medium",
           point="the second version scores each glacier tile on its own so that one basin can be rerun alone",
           hans="第二版对每个冰川图块单独评分，单个流域可以单独重算",
           hant="第二版對每個冰川圖塊單獨評分，單一流域可以單獨重算"),
        _m("2805.64517", "new", "1.3", sources=("inbox/marmot/2028-05-05-notes.md", "paper_cards/7222-2805-64517.md"),
           figures=(Figure(47, "ms", "per-frame crevasse detection latency"),), confidence="medium-high",
           point="detects crevasses opening on drone orthophotos and warns field teams before a route is crossed",
           hans="在无人机正射影像上发现新张开的冰裂隙，并在野外队伍通过路线前发出警告",
           hant="在無人機正射影像上發現新張開的冰裂隙，並在野外隊伍通過路線前發出警告"),
        _m("GlaciKit 4", "new", "1.3", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(2.7, "×", "mesh refinement speedup"),), confidence="medium",
           point="the release refines an ice sheet mesh around fast outlets from one configuration file",
           hans="新版用一个配置文件即可在快速溢出冰川周围加密冰盖网格",
           hant="新版用一個設定檔即可在快速出口冰川周圍加密冰蓋網格"),
        _m("2805.67840", "carried-over", "1.2",
           figures=(Figure(22, "%", "velocity error reduction"),),  # FAULT divergent-figures (b)
           point="the figure in the authors conference poster", hans="作者会议海报上的数字",
           hant="作者研討會海報上的數字"),
        _m("2805.63406", "anchored", "1.2", date(2028, 5, 4),  # FAULT anchoring-conflict (a)
           point="anchored in last night relay", hans="昨晚接力已锚定", hant="昨晚接力已錨定"),
        _m("2805.66739", "carried-over", "1.1", point="carried over from the previous brief",
           hans="沿用上一期条目", hant="延用上一輪條目"),
        _m("2805.65628", "candidate", point="a benchmark of surface melt models over forty instrumented glaciers",
           hans="覆盖四十条有观测仪器冰川的表面消融模型评测基准", hant="涵蓋四十條有觀測儀器冰川的表面消融模型評測基準"),
    ],
    entries=[_season(2, "high"), MESH_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/marmot/2028-05-05-notes.md",
        EMPTY_NOTE,
        "paper_cards/7219-2805-62395.md",
        "paper_cards/7222-2805-64517.md",
    ],
    new_ids=("2805.62395", "2805.64517", "2805.64517"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem="inbox/ptarmigan/2028-05-06-glacier-dynamics-brief",
    kind="brief",
    date=date(2028, 5, 6),
    instance="ptarmigan",
    window=("2028-05-05 21:00", "2028-05-06 21:00"),
    baseline=date(2028, 5, 5),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("2805.65628", "new", "2.1", sources=("inbox/ibex/2028-05-06-notes.md", "paper_cards/7231-2805-65628.md"),
           figures=(Figure(13, "points", "skill score spread"),), confidence="high",
           point="forty instrumented glaciers held out season by season so that melt models can be ranked fairly",
           hans="四十条有观测仪器的冰川按季节留出，用来公平地给消融模型排名",
           hant="四十條有觀測儀器的冰川按季節留出，用來公平地為消融模型排名"),
        _m("2805.68951", "new", "2.2", sources=("inbox/marmot/2028-05-06-notes.md", "paper_cards/7234-2805-68951.md"),
           figures=(Figure(28.5, "%", "survey time reduction"), Figure(63, "ms", "per-waypoint planning latency")),
           confidence="medium",
           point="a sledge robot that drags a radar across the ice and replans around crevasse warnings",
           hans="一台雪橇机器人，拖着雷达横越冰面，并根据冰裂隙警告重新规划路线",
           hant="一台雪橇機器人，拖著雷達橫越冰面，並依冰裂隙警告重新規劃路線"),
        _m(BLOG, "new", "2.2", sources=("inbox/ibex/2028-05-06-notes.md",),
           confidence="medium",
           point="blog post on what a summer of hydrophones at a calving front taught one lab about field instruments",
           hans="记录一个实验室在崩解前缘布放一整个夏季水听器后如何重新认识野外仪器的博客文章",
           hant="記錄一個實驗室在崩解前緣布放一整個夏季水聽器後如何重新認識野外儀器的部落格文章"),
        _m("2805.63406", "anchored", "1.2", date(2028, 5, 5),  # FAULT anchoring-conflict (b)
           point="in the living document", hans="已在活文档中", hant="已在活文件中"),
        _m("GlaciKit 4", "carried-over", "1.3", point="reference mesh check closed", hans="参考网格核对已结案",
           hant="參考網格核對已結案"),
        _m("2805.66739", "not-anchored", "1.1", point="held back until a second melt season is released",
           hans="第二个融季数据发布前暂不锚定", hant="第二個融季資料公開前暫緩錨定"),
        _m("2805.64517", "carried-over", "1.3", point="carried over from the previous brief",
           hans="沿用上一期条目", hant="延用上一輪條目"),
        _m("2805.69062", "adjacent", point="tests whether till grain sizes from borehole cores predict sliding speed",
           hans="检验钻孔岩芯中冰碛物的粒径能否预测滑动速度", hant="檢驗鑽孔岩芯中冰磧物的粒徑能否預測滑動速度"),
    ],
    entries=[_season(3, "high"), MESH_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/ibex/2028-05-06-notes.md",
        "inbox/marmot/2028-05-06-notes.md",
        "paper_cards/7231-2805-65628.md",
        "paper_cards/7234-2805-68951.md",
        "work-queue.md",
    ],
    new_ids=("2805.65628", "2805.68951"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "2805.62395"),
    ("anchoring-conflict", "2805.63406"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "2805.64517"),
    ("divergent-figures", "2805.67840"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "2805.66739"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "terminus tracing speedup": "末端勾画加速",
    "surge onset timing error": "跃动起始时间误差",
    "velocity error reduction": "流速误差降低",
    "inversion speedup": "反演加速",
    "meltwater event recall gain": "融水事件召回提升",
    "per-tile surge inference latency": "单图块跃动推理延迟",
    "per-frame crevasse detection latency": "单帧冰裂隙检测延迟",
    "mesh refinement speedup": "网格加密加速",
    "skill score spread": "技巧评分差距",
    "survey time reduction": "测线耗时缩短",
    "per-waypoint planning latency": "单航点规划延迟",
}
METRIC_HANT = {
    "terminus tracing speedup": "末端描繪加速",
    "surge onset timing error": "躍動起始時間誤差",
    "velocity error reduction": "流速誤差降低",
    "inversion speedup": "反演加速",
    "meltwater event recall gain": "融水事件召回提升",
    "per-tile surge inference latency": "單圖塊躍動推論延遲",
    "per-frame crevasse detection latency": "單幀冰裂隙偵測延遲",
    "mesh refinement speedup": "網格加密加速",
    "skill score spread": "技巧分數差距",
    "survey time reduction": "測線耗時縮短",
    "per-waypoint planning latency": "單航點規劃延遲",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
