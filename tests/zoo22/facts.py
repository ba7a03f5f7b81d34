"""Facts model for the twenty-second held-out layout zoo (topic: coastal-erosion).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (gannet, otter, heron) and March 2028 dates. Everything the layouts
write and everything the key states comes from here. Points are given in English, simplified
Chinese and traditional Chinese (the layouts of this zoo are written in all three).

Planted faults (see FAULTS):
  new-but-anchored        SurgeCast (2803.42317): anchored 2028-03-07 (living doc, brief 1), called new by brief 2
  anchoring-conflict      GrainFlow (2803.43428): anchored 2028-03-08 per brief 2, 2028-03-09 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives SwashNet (2803.44539) twice
  divergent-figures       DuneGuard (2803.47951): dune loss reduction 23 % (brief 1) vs 16 % (brief 2)
  section-name-drift      §1.2 "Sediment Transport" (living doc, briefs 1 and 3) vs "Longshore Drift" (brief 2)
  repeated-to-verify      CliffScan's single survey flight, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites CliffScan's card as paper_cards/7134-2803-4673.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/heron/2028-03-09-notes.md for CoastKit 2 and lists it as empty
A second register entry (CoastKit 2's missing tide gauge files) is raised by brief 2 and resolved
by brief 3: it is not a fault. Brief 3 also has one adjacent item (KelpShield), new to the zoo.
"""

from __future__ import annotations

from datetime import date

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "coastal-erosion"
LIVING_STEM = f"organized/knowledge/{TOPIC}"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("2803.41206", "ShoreSAT", arxiv="2803.41206"),
        Work("2803.42317", "SurgeCast", arxiv="2803.42317"),
        Work("2803.43428", "GrainFlow", arxiv="2803.43428"),
        Work("2803.44539", "SwashNet", arxiv="2803.44539"),
        Work("2803.45640", "ErosionBench", arxiv="2803.45640"),
        Work("2803.46739", "CliffScan", arxiv="2803.46739"),
        Work("2803.47951", "DuneGuard", arxiv="2803.47951"),
        Work("2803.48062", "TideRover", arxiv="2803.48062"),
        Work("2803.49173", "KelpShield", arxiv="2803.49173"),
        Work("CoastKit 2", "CoastKit 2", url="https://github.com/example-coast/coastkit/releases/tag/v2.0.0",
             kind="release"),
        Work("Field Notes from a Retreating Bluff", "Field Notes from a Retreating Bluff",
             url="https://shorelines.example.net/posts/2028/03/field-notes-from-a-retreating-bluff", kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Shoreline Monitoring",
    "1.2": "Sediment Transport",
    "1.3": "Storm Surge Modelling",
    "2.1": "Coastal Benchmarks",
    "2.2": "Field Robotics",
}
DRIFTED = {"1.2": "Longshore Drift"}

SECTIONS_HANS = {
    "Shoreline Monitoring": "岸线监测",
    "Sediment Transport": "泥沙输运",
    "Longshore Drift": "沿岸输沙",
    "Storm Surge Modelling": "风暴潮建模",
    "Coastal Benchmarks": "海岸评测基准",
    "Field Robotics": "野外机器人",
}
SECTIONS_HANT = {
    "Shoreline Monitoring": "海岸線監測",
    "Sediment Transport": "泥沙運移",
    "Longshore Drift": "沿岸漂沙",
    "Storm Surge Modelling": "暴潮模擬",
    "Coastal Benchmarks": "海岸評測基準",
    "Field Robotics": "野外機器人",
}

# the malformed card name brief 1 writes for CliffScan (the last digit of 2803.46739 lost)
BAD_CARD = "paper_cards/7134-2803-4673.md"
# the note brief 2 cites for CoastKit 2 and lists as empty
EMPTY_NOTE = "inbox/heron/2028-03-09-notes.md"


def _flight(n: int, risk: str) -> Entry:
    en = {
        1: "CliffScan's retreat detection gain comes from one survey flight over a single stretch of chalk cliff",
        2: "CliffScan: still one survey flight; the authors promise a second site after the spring storms",
        3: "CliffScan survey flight question, open since the first brief; no second site has been flown yet",
    }[n]
    hans = {
        1: "CliffScan 的崖线后退检测提升只来自单次航测，且只覆盖一段白垩崖",
        2: "CliffScan 仍只有单次航测，作者承诺春季风暴后补测第二个地点",
        3: "CliffScan 单次航测问题从第一棒起一直未决，第二个地点仍未补测",
    }[n]
    hant = {
        1: "CliffScan 的崖線後退偵測提升只來自單次航測，而且只涵蓋一段白堊海崖",
        2: "CliffScan 仍只有單次航測，作者承諾春季風暴後補測第二個地點",
        3: "CliffScan 單次航測問題從第一棒起一直懸而未決，第二個地點仍未補測",
    }[n]
    return Entry("survey flight", en, "单次航测", hans, "單次航測", hant, ("2803.46739",), risk)


GAUGE_OPEN = Entry(
    "tide gauge files",
    "CoastKit 2's profile fitting speedup was measured on tide gauge files that the release does not include",
    "潮位站文件",
    "CoastKit 2 的剖面拟合加速是在潮位站文件上测得的，但发布包里没有这些文件",
    "潮位站檔案",
    "CoastKit 2 的剖面擬合加速是用潮位站檔案量出來的，但釋出包裡沒有這些檔案",
    ("CoastKit 2",),
    "low",
)
GAUGE_CLOSED = Entry(
    "tide gauge files",
    "CoastKit 2 tide gauge files (raised yesterday): added to the release assets, the speedup holds",
    "潮位站文件",
    "CoastKit 2 潮位站文件（昨天提出）：已补进发布附件，加速数字成立",
    "潮位站檔案",
    "CoastKit 2 潮位站檔案（昨天提出）：已補進釋出附件，加速數字成立",
    ("CoastKit 2",),
    "low",
    resolved=True,
)


def _m(work: str, status: str, section: str | None = None, anchored: date | None = None, **kw) -> Mention:
    return Mention(work, status, section, anchored, **kw)


LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2028, 3, 7),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("2803.41206", "anchored", "1.1", date(2028, 3, 3), sources=("paper_cards/7102-2803-41206.md",),
           figures=(Figure(1.9, "×", "shoreline mapping speedup"),),
           point="traces the waterline on every cloud-free satellite pass and stitches the tracings into yearly shorelines",
           hans="在每次无云卫星过境时描出水边线，并拼接成逐年岸线",
           hant="在每次無雲衛星過境時描出水線，再拼接成逐年海岸線"),
        _m("2803.42317", "anchored", "1.3", date(2028, 3, 7), sources=("paper_cards/7109-2803-42317.md",),
           figures=(Figure(14, "%", "peak surge error"),),
           point="predicts storm surge heights along a coast two days ahead from wind and pressure fields",
           hans="根据风场和气压场提前两天预测沿岸风暴潮高度",
           hant="依風場與氣壓場提前兩天預測沿岸暴潮高度"),
    ],
)  # fmt: skip

B1 = Doc(
    stem="inbox/gannet/2028-03-08-coastal-erosion-brief",
    kind="brief",
    date=date(2028, 3, 8),
    instance="gannet",
    window=("2028-03-07 19:30", "2028-03-08 19:30"),
    baseline=date(2028, 3, 7),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("2803.47951", "new", "1.2", sources=("inbox/otter/2028-03-08-notes.md", "paper_cards/7128-2803-47951.md"),
           figures=(Figure(23, "%", "dune loss reduction"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="plans where to plant marram grass so that foredunes lose less sand in winter storms",
           hans="规划滨草的种植位置，让前丘在冬季风暴中少流失沙量",
           hant="規劃濱草的種植位置，讓前丘在冬季風暴中少流失沙量"),
        _m("2803.43428", "new", "1.2", sources=("inbox/heron/2028-03-08-notes.md", "paper_cards/7131-2803-43428.md"),
           figures=(Figure(4.5, "×", "sediment simulation speedup"),), confidence="high",
           point="a learned surrogate that moves sand grains along a beach profile as fast as a coarse model",
           hans="一个学习得到的代理模型，沿海滩剖面搬运沙粒，速度与粗网格模型相当",
           hant="一個學習而得的代理模型，沿海灘剖面搬運沙粒，速度與粗網格模型相當"),
        _m("2803.46739", "new", "1.1", sources=("inbox/heron/2028-03-08-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(7.2, "points", "retreat detection F1 gain"),), confidence="medium",
           point="detects cliff top retreat by comparing drone point clouds flown a season apart",
           hans="比较相隔一季飞行的无人机点云，检测崖顶后退",
           hant="比對相隔一季飛行的無人機點雲，偵測崖頂後退"),
        _m("2803.41206", "anchored", "1.1", date(2028, 3, 3), point="already in the living document",
           hans="已在活文档中", hant="已在活文件中"),
        _m("2803.42317", "carried-over", "1.3", date(2028, 3, 7),
           point="the surge model GrainFlow takes its storm forcing from", hans="GrainFlow 取用风暴强迫的风暴潮模型",
           hant="GrainFlow 取用風暴強迫的暴潮模型"),
        _m("2803.44539", "adjacent", point="measures wave runup on beach webcams frame by frame",
           hans="逐帧测量海滩摄像头画面中的波浪上冲", hant="逐幀量測海灘攝影機畫面中的波浪溯升"),
    ],
    entries=[_flight(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/heron/2028-03-08-notes.md",
        "inbox/otter/2028-03-08-notes.md",
        "paper_cards/7128-2803-47951.md",
        "paper_cards/7131-2803-43428.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("2803.47951", "2803.43428", "2803.46739"),
)  # fmt: skip

B2 = Doc(
    stem="inbox/otter/2028-03-09-coastal-erosion-brief",
    kind="brief",
    date=date(2028, 3, 9),
    instance="otter",
    window=("2028-03-08 19:30", "2028-03-09 19:30"),
    baseline=date(2028, 3, 8),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("2803.42317", "new", "1.3",  # FAULT new-but-anchored
           sources=("inbox/gannet/2028-03-09-notes.md", "paper_cards/7140-2803-42317.md"),
           figures=(Figure(65, "ms", "per-tile forecast latency"),), confidence="medium",
           point="the second version runs the surge forecast on map tiles so a harbour can be refreshed alone",
           hans="第二版按地图瓦片运行风暴潮预报，单个港口可以单独刷新",
           hant="第二版依地圖圖塊執行暴潮預報，單一港口可以單獨更新"),
        _m("2803.44539", "new", "1.3", sources=("inbox/gannet/2028-03-09-notes.md", "paper_cards/7143-2803-44539.md"),
           figures=(Figure(38, "ms", "per-frame runup latency"),), confidence="medium-high",
           point="measures wave runup on beach webcams and raises an alarm when the berm is overtopped",
           hans="在海滩摄像头画面中测量波浪上冲，滩肩被越浪时发出警报",
           hant="在海灘攝影機畫面中量測波浪溯升，灘肩被越波時發出警報"),
        _m("CoastKit 2", "new", "1.3", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(2.8, "×", "profile fitting speedup"),), confidence="medium",
           point="the release fits equilibrium beach profiles to a whole survey campaign in one command",
           hans="新版一条命令即可为整次测量拟合平衡海滩剖面",
           hant="新版一道指令即可為整次測量擬合平衡海灘剖面"),
        _m("2803.47951", "carried-over", "1.2",
           figures=(Figure(16, "%", "dune loss reduction"),),  # FAULT divergent-figures (b)
           point="the figure in the authors' poster", hans="作者海报上的数字", hant="作者海報上的數字"),
        _m("2803.43428", "anchored", "1.2", date(2028, 3, 8),  # FAULT anchoring-conflict (a)
           point="anchored in last night's relay", hans="昨晚接力已锚入", hant="昨晚接力已錨入"),
        _m("2803.46739", "carried-over", "1.1", point="carried over from the previous brief",
           hans="沿用上一棒条目", hant="沿用上一棒條目"),
        _m("2803.45640", "candidate", point="a benchmark of shoreline change predictions at forty beaches",
           hans="覆盖四十处海滩的岸线变化预测评测基准", hant="涵蓋四十處海灘的海岸線變化預測評測基準"),
    ],
    entries=[_flight(2, "high"), GAUGE_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/gannet/2028-03-09-notes.md",
        EMPTY_NOTE,
        "paper_cards/7140-2803-42317.md",
        "paper_cards/7143-2803-44539.md",
    ],
    new_ids=("2803.42317", "2803.44539", "2803.44539"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem="inbox/heron/2028-03-10-coastal-erosion-brief",
    kind="brief",
    date=date(2028, 3, 10),
    instance="heron",
    window=("2028-03-09 19:30", "2028-03-10 19:30"),
    baseline=date(2028, 3, 9),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("2803.45640", "new", "2.1", sources=("inbox/otter/2028-03-10-notes.md", "paper_cards/7152-2803-45640.md"),
           figures=(Figure(9, "points", "model ranking gap"),), confidence="high",
           point="twenty years of surveyed shorelines at forty beaches, held out so that change models can be ranked",
           hans="四十处海滩二十年的实测岸线，留作保留集来给岸线变化模型排名",
           hant="四十處海灘二十年的實測海岸線，留作保留集來為海岸線變化模型排名"),
        _m("2803.48062", "new", "2.2", sources=("inbox/gannet/2028-03-10-notes.md", "paper_cards/7155-2803-48062.md"),
           figures=(Figure(31.5, "%", "survey time reduction"), Figure(52, "ms", "per-waypoint planning latency")),
           confidence="medium",
           point="a tracked rover that surveys the intertidal zone between tides and replans around standing water",
           hans="一台履带式漫游车，在两次潮水之间测量潮间带，并绕开积水重新规划路线",
           hant="一台履帶式漫遊車，在兩次潮水之間測量潮間帶，並繞開積水重新規劃路線"),
        _m("Field Notes from a Retreating Bluff", "new", "2.2", sources=("inbox/otter/2028-03-10-notes.md",),
           confidence="medium",
           point="blog post on what a year of weekly walks taught one team about measuring a crumbling bluff",
           hans="记录一年每周步行测量如何改变一个团队观测崩塌海崖方式的博客文章",
           hant="記錄一年每週步行測量如何改變一個團隊觀測崩塌海崖方式的部落格文章"),
        _m("2803.43428", "anchored", "1.2", date(2028, 3, 9),  # FAULT anchoring-conflict (b)
           point="in the living document", hans="已在活文档中", hant="已在活文件中"),
        _m("CoastKit 2", "carried-over", "1.3", point="tide gauge check closed", hans="潮位站文件核对已结案",
           hant="潮位站檔案核對已結案"),
        _m("2803.46739", "not-anchored", "1.1", point="held back until a second survey flight is flown",
           hans="补测第二次航测之前暂不锚入", hant="補測第二次航測之前暫不錨入"),
        _m("2803.44539", "carried-over", "1.3", point="carried over from the previous brief",
           hans="沿用上一棒条目", hant="沿用上一棒條目"),
        _m("2803.49173", "adjacent", point="tests whether kelp farms offshore soften the waves reaching a beach",
           hans="检验近海海带养殖场能否削弱抵达海滩的波浪", hant="檢驗近海昆布養殖場能否削弱抵達海灘的波浪"),
    ],
    entries=[_flight(3, "high"), GAUGE_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/gannet/2028-03-10-notes.md",
        "inbox/otter/2028-03-10-notes.md",
        "paper_cards/7152-2803-45640.md",
        "paper_cards/7155-2803-48062.md",
        "work-queue.md",
    ],
    new_ids=("2803.45640", "2803.48062"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "2803.42317"),
    ("anchoring-conflict", "2803.43428"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "2803.44539"),
    ("divergent-figures", "2803.47951"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "2803.46739"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "shoreline mapping speedup": "岸线制图加速",
    "peak surge error": "峰值潮位误差",
    "dune loss reduction": "沙丘流失减少",
    "sediment simulation speedup": "泥沙模拟加速",
    "retreat detection F1 gain": "后退检测 F1 提升",
    "per-tile forecast latency": "单瓦片预报延迟",
    "per-frame runup latency": "单帧上冲测量延迟",
    "profile fitting speedup": "剖面拟合加速",
    "model ranking gap": "模型排名差距",
    "survey time reduction": "测量时间缩短",
    "per-waypoint planning latency": "单航点规划延迟",
}
METRIC_HANT = {
    "shoreline mapping speedup": "海岸線製圖加速",
    "peak surge error": "峰值潮位誤差",
    "dune loss reduction": "沙丘流失減少",
    "sediment simulation speedup": "泥沙模擬加速",
    "retreat detection F1 gain": "後退偵測 F1 提升",
    "per-tile forecast latency": "單圖塊預報延遲",
    "per-frame runup latency": "單幀溯升量測延遲",
    "profile fitting speedup": "剖面擬合加速",
    "model ranking gap": "模型排名差距",
    "survey time reduction": "測量時間縮短",
    "per-waypoint planning latency": "單航點規劃延遲",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
