"""Facts model for the eighteenth held-out layout zoo (topic: ocean-acoustics).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (gannet, skate, wrasse) and March 2026 dates. Everything the layouts
write and everything the key states comes from here. Points are given in English, simplified
Chinese and traditional Chinese (the layouts of this zoo are written in all three).

Planted faults (see FAULTS):
  new-but-anchored        ArrayFormer (2603.13579): anchored 2026-03-09 (living doc, brief 1), called new by brief 2
  anchoring-conflict      QuietLane (2603.14681): anchored 2026-03-10 per brief 2, 2026-03-11 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives CallSorter (2603.15793) twice
  divergent-figures       ClickNet (2603.11358): false alarm reduction 31 % (brief 1) vs 22 % (brief 2)
  section-name-drift      §1.2 "Marine Mammal Detection" (living doc, briefs 1 and 3) vs
                          "Cetacean Call Classification" (brief 2)
  repeated-to-verify      DeepListen's restricted naval recordings, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites DeepListen's card as paper_cards/6417-2603-1793.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/wrasse/2026-03-11-notes.md for OpenHydro 4 and lists it as empty
A second register entry (OpenHydro 4's missing calibration file) is raised by brief 2 and resolved
by brief 3: it is not a fault. Brief 3 also has one adjacent item (ReefChorus), new to the zoo.
"""

from __future__ import annotations

from datetime import date

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "ocean-acoustics"
LIVING_STEM = f"organized/knowledge/{TOPIC}"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("2603.11358", "ClickNet", arxiv="2603.11358"),
        Work("2603.12468", "ShipNoiseNet", arxiv="2603.12468"),
        Work("2603.13579", "ArrayFormer", arxiv="2603.13579"),
        Work("2603.14681", "QuietLane", arxiv="2603.14681"),
        Work("2603.15793", "CallSorter", arxiv="2603.15793"),
        Work("2603.16824", "SeaSoundBench", arxiv="2603.16824"),
        Work("2603.17935", "DeepListen", arxiv="2603.17935"),
        Work("2603.18146", "EchoDenoise", arxiv="2603.18146"),
        Work("2603.19071", "ReefChorus", arxiv="2603.19071"),
        Work("OpenHydro 4", "OpenHydro 4", url="https://github.com/example-ocean/openhydro/releases/tag/v4.0",
             kind="release"),
        Work("What the Reef Heard at Night", "What the Reef Heard at Night",
             url="https://blog.example.org/2026/03/what-the-reef-heard-at-night", kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Hydrophone Arrays",
    "1.2": "Marine Mammal Detection",
    "1.3": "Underwater Noise Monitoring",
    "2.1": "Acoustic Datasets",
    "2.2": "Sonar Signal Processing",
}
DRIFTED = {"1.2": "Cetacean Call Classification"}

SECTIONS_HANS = {
    "Hydrophone Arrays": "水听器阵列",
    "Marine Mammal Detection": "海洋哺乳动物检测",
    "Cetacean Call Classification": "鲸类叫声分类",
    "Underwater Noise Monitoring": "水下噪声监测",
    "Acoustic Datasets": "声学数据集",
    "Sonar Signal Processing": "声呐信号处理",
}
SECTIONS_HANT = {
    "Hydrophone Arrays": "水下麥克風陣列",
    "Marine Mammal Detection": "海洋哺乳類偵測",
    "Cetacean Call Classification": "鯨豚叫聲分類",
    "Underwater Noise Monitoring": "水下噪音監測",
    "Acoustic Datasets": "聲學資料集",
    "Sonar Signal Processing": "聲納訊號處理",
}

# the malformed card name brief 1 writes for DeepListen (a digit of 2603.17935 lost)
BAD_CARD = "paper_cards/6417-2603-1793.md"
# the note brief 2 cites for OpenHydro 4 and lists as empty
EMPTY_NOTE = "inbox/wrasse/2026-03-11-notes.md"


def _naval(n: int, risk: str) -> Entry:
    en = {
        1: "DeepListen's localisation gain is measured on naval recordings that the authors are not allowed to release",
        2: "DeepListen: the naval recordings are still restricted; the authors only promise a declassified subset later",
        3: "DeepListen naval recordings, raised for the third brief in a row; the localisation gain still cannot be "
        "reproduced",
    }[n]
    hans = {
        1: "DeepListen 的定位提升是在作者无权公开的海军录音上测得的",
        2: "DeepListen 的海军录音仍受限制，作者只承诺日后放出解密子集",
        3: "DeepListen 海军录音问题已连续第三棒提出，定位提升仍无法复现",
    }[n]
    hant = {
        1: "DeepListen 的定位提升是在作者無權公開的海軍錄音上測得的",
        2: "DeepListen 的海軍錄音仍受管制，作者只承諾日後釋出解密子集",
        3: "DeepListen 海軍錄音問題已連續第三棒提出，定位提升仍無法重現",
    }[n]
    return Entry("naval recordings", en, "海军录音", hans, "海軍錄音", hant, ("2603.17935",), risk)


CALIBRATION_OPEN = Entry(
    "calibration file",
    "OpenHydro 4 reports absolute sound levels, but the hydrophone calibration file they depend on is not in the release",
    "校准文件",
    "OpenHydro 4 给出的是绝对声级，但所依赖的水听器校准文件没有随版本发布",
    "校正檔",
    "OpenHydro 4 給出的是絕對聲壓位準，但所依賴的水下麥克風校正檔沒有隨版本釋出",
    ("OpenHydro 4",),
    "low",
)
CALIBRATION_CLOSED = Entry(
    "calibration file",
    "OpenHydro 4 calibration file (raised yesterday): now among the release assets, the levels check out",
    "校准文件",
    "OpenHydro 4 校准文件（昨天提出）：已加入发布附件，声级核对无误",
    "校正檔",
    "OpenHydro 4 校正檔（昨天提出）：已加入釋出附件，聲壓位準核對無誤",
    ("OpenHydro 4",),
    "low",
    resolved=True,
)


def _m(work: str, status: str, section: str | None = None, anchored: date | None = None, **kw) -> Mention:
    return Mention(work, status, section, anchored, **kw)


LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2026, 3, 9),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("2603.12468", "anchored", "1.3", date(2026, 3, 7), sources=("paper_cards/6391-2603-12468.md",),
           figures=(Figure(1.9, "×", "noise map refresh speedup"),),
           point="maps shipping noise along a coastline from a handful of moored hydrophones",
           hans="用少量锚系水听器绘制沿岸航运噪声地图", hant="以少量錨碇式水下麥克風繪製沿岸航運噪音地圖"),
        _m("2603.13579", "anchored", "1.1", date(2026, 3, 9), sources=("paper_cards/6395-2603-13579.md",),
           figures=(Figure(3.2, "points", "bearing accuracy gain"),),
           point="a transformer that beamforms the channels of a towed hydrophone array",
           hans="用 Transformer 对拖曳水听器阵列的各通道做波束形成",
           hant="以 Transformer 對拖曳式水下麥克風陣列的各通道做波束成形"),
    ],
)  # fmt: skip

B1 = Doc(
    stem="inbox/gannet/2026-03-10-ocean-acoustics-brief",
    kind="brief",
    date=date(2026, 3, 10),
    instance="gannet",
    window=("2026-03-09 20:45", "2026-03-10 20:45"),
    baseline=date(2026, 3, 9),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("2603.11358", "new", "1.2", sources=("inbox/wrasse/2026-03-10-notes.md", "paper_cards/6410-2603-11358.md"),
           figures=(Figure(31, "%", "false alarm reduction"),),  # FAULT divergent-figures (a)
           confidence="high", point="detects dolphin echolocation clicks in long recordings from seabed loggers",
           hans="在海底记录仪的长时录音中检测海豚的回声定位咔嗒声",
           hant="在海底記錄器的長時間錄音中偵測海豚的回聲定位喀嚓聲"),
        _m("2603.14681", "new", "1.3", sources=("inbox/skate/2026-03-10-notes.md", "paper_cards/6413-2603-14681.md"),
           figures=(Figure(2.4, "×", "noise forecast speedup"),), confidence="medium-high",
           point="forecasts where slowing ships would cut the most noise in a busy strait",
           hans="预测在繁忙海峡中让船只减速能最多降低噪声的区域",
           hant="預測在繁忙海峽中讓船隻減速最能降低噪音的區域"),
        _m("2603.17935", "new", "1.1", sources=("inbox/skate/2026-03-10-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(5.7, "points", "localisation accuracy gain"),), confidence="medium",
           point="an underwater glider carries a small array and localises calling whales while it drifts",
           hans="水下滑翔机携带小型阵列，在漂流中定位发声的鲸",
           hant="水下滑翔機搭載小型陣列，在漂流中定位發聲的鯨"),
        _m("2603.12468", "anchored", "1.3", date(2026, 3, 7), point="already in the living document",
           hans="已在活文档中", hant="已在活文件中"),
        _m("2603.13579", "carried-over", "1.1", date(2026, 3, 9),
           point="the array processing DeepListen compares against", hans="DeepListen 对比的阵列处理方法",
           hant="DeepListen 對照的陣列處理方法"),
        _m("2603.15793", "adjacent", point="sorts humpback whale song into unit types",
           hans="把座头鲸的歌声切分并归入单元类型", hant="把大翅鯨的歌聲切分並歸入單元類型"),
    ],
    entries=[_naval(1, "high")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/skate/2026-03-10-notes.md",
        "inbox/wrasse/2026-03-10-notes.md",
        "paper_cards/6410-2603-11358.md",
        "paper_cards/6413-2603-14681.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("2603.11358", "2603.14681", "2603.17935"),
)  # fmt: skip

B2 = Doc(
    stem="inbox/skate/2026-03-11-ocean-acoustics-brief",
    kind="brief",
    date=date(2026, 3, 11),
    instance="skate",
    window=("2026-03-10 20:45", "2026-03-11 20:45"),
    baseline=date(2026, 3, 10),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("2603.13579", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/gannet/2026-03-11-notes.md", "paper_cards/6420-2603-13579.md"),
           figures=(Figure(64, "ms", "per-window beamforming latency"),), confidence="medium",
           point="version 2 beamforms on the towing vessel in real time instead of after the survey",
           hans="第二版在拖船上实时完成波束形成，不必等勘测结束",
           hant="第二版在拖船上即時完成波束成形，不必等探測結束"),
        _m("2603.15793", "new", "1.2", sources=("inbox/gannet/2026-03-11-notes.md", "paper_cards/6423-2603-15793.md"),
           figures=(Figure(48, "ms", "per-clip classification latency"),), confidence="medium-high",
           point="splits humpback whale song into units and labels each unit type",
           hans="把座头鲸的歌声切分成单元，并标注每个单元的类型",
           hant="把大翅鯨的歌聲切分成單元，並標註每個單元的類型"),
        _m("OpenHydro 4", "new", "1.3", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(2.8, "×", "spectrogram batch speedup"),), confidence="medium",
           point="the release computes calibrated spectrograms for a whole deployment in one pass",
           hans="新版一次处理整个布放期，直接算出校准后的频谱图",
           hant="新版一次處理整個佈放期，直接算出校正後的頻譜圖"),
        _m("2603.11358", "carried-over", "1.2",
           figures=(Figure(22, "%", "false alarm reduction"),),  # FAULT divergent-figures (b)
           point="the figure printed on the authors' conference poster", hans="作者会议海报上印出的数字",
           hant="作者研討會海報上印出的數字"),
        _m("2603.14681", "anchored", "1.3", date(2026, 3, 10),  # FAULT anchoring-conflict (a)
           point="anchored in last night's relay", hans="昨晚接力已锚入", hant="昨晚接力已錨入"),
        _m("2603.17935", "carried-over", "1.1", point="carried over from the previous brief",
           hans="沿用上一棒条目", hant="沿用上一棒條目"),
        _m("2603.16824", "candidate", point="a benchmark cut from four years of seafloor recorder data",
           hans="从四年海底记录仪数据中整理出的评测基准", hant="從四年海底記錄器資料中整理出的評測基準"),
    ],
    entries=[_naval(2, "medium"), CALIBRATION_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/gannet/2026-03-11-notes.md",
        EMPTY_NOTE,
        "paper_cards/6420-2603-13579.md",
        "paper_cards/6423-2603-15793.md",
    ],
    new_ids=("2603.13579", "2603.15793", "2603.15793"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem="inbox/wrasse/2026-03-12-ocean-acoustics-brief",
    kind="brief",
    date=date(2026, 3, 12),
    instance="wrasse",
    window=("2026-03-11 20:45", "2026-03-12 20:45"),
    baseline=date(2026, 3, 11),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("2603.16824", "new", "2.1", sources=("inbox/skate/2026-03-12-notes.md", "paper_cards/6431-2603-16824.md"),
           figures=(Figure(14, "points", "model-analyst labelling gap"),), confidence="high",
           point="four years of seafloor recordings labelled by analysts, with models scored against them",
           hans="四年海底录音由分析员标注，并以此为模型打分",
           hant="四年海底錄音由分析師標註，並以此為模型評分"),
        _m("2603.18146", "new", "2.2", sources=("inbox/gannet/2026-03-12-notes.md", "paper_cards/6434-2603-18146.md"),
           figures=(Figure(17.5, "%", "clutter false alarm reduction"), Figure(73, "ms", "end-to-end latency")),
           confidence="medium", point="removes seabed clutter from active sonar returns before target detection",
           hans="在目标检测之前去除主动声呐回波中的海底杂波",
           hant="在目標偵測之前去除主動聲納回波中的海床雜波"),
        _m("What the Reef Heard at Night", "new", "2.1", sources=("inbox/skate/2026-03-12-notes.md",),
           confidence="medium", point="blog post on what a month of night-time reef recordings revealed",
           hans="讲述一个月夜间珊瑚礁录音有何发现的博客文章",
           hant="講述一個月夜間珊瑚礁錄音有何發現的部落格文章"),
        _m("2603.14681", "anchored", "1.3", date(2026, 3, 11),  # FAULT anchoring-conflict (b)
           point="in the living document", hans="已在活文档中", hant="已在活文件中"),
        _m("OpenHydro 4", "carried-over", "1.3", point="calibration file check closed", hans="校准文件核对已结案",
           hant="校正檔核對已結案"),
        _m("2603.17935", "not-anchored", "1.1", point="held back until the naval recordings can be checked",
           hans="海军录音可核验之前暂不锚入", hant="海軍錄音可查核之前暫不錨入"),
        _m("2603.15793", "carried-over", "1.2", point="carried over from the previous brief",
           hans="沿用上一棒条目", hant="沿用上一棒條目"),
        _m("2603.19071", "adjacent", point="picks out the dawn chorus of reef fish in long recordings",
           hans="在长时录音中找出珊瑚礁鱼类的黎明合唱", hant="在長時間錄音中找出珊瑚礁魚類的黎明合唱"),
    ],
    entries=[_naval(3, "high"), CALIBRATION_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/skate/2026-03-12-notes.md",
        "inbox/gannet/2026-03-12-notes.md",
        "paper_cards/6431-2603-16824.md",
        "paper_cards/6434-2603-18146.md",
        "work-queue.md",
    ],
    new_ids=("2603.16824", "2603.18146"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "2603.13579"),
    ("anchoring-conflict", "2603.14681"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "2603.15793"),
    ("divergent-figures", "2603.11358"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "2603.17935"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "noise map refresh speedup": "噪声地图刷新加速",
    "bearing accuracy gain": "方位估计准确率提升",
    "false alarm reduction": "虚警率降低",
    "noise forecast speedup": "噪声预报加速",
    "localisation accuracy gain": "定位准确率提升",
    "per-window beamforming latency": "单窗口波束形成延迟",
    "per-clip classification latency": "单片段分类延迟",
    "spectrogram batch speedup": "频谱图批处理加速",
    "model-analyst labelling gap": "模型与分析员标注差距",
    "clutter false alarm reduction": "杂波虚警降低",
    "end-to-end latency": "端到端延迟",
}
METRIC_HANT = {
    "noise map refresh speedup": "噪音地圖更新加速",
    "bearing accuracy gain": "方位估計準確率提升",
    "false alarm reduction": "誤報率降低",
    "noise forecast speedup": "噪音預報加速",
    "localisation accuracy gain": "定位準確率提升",
    "per-window beamforming latency": "單一視窗波束成形延遲",
    "per-clip classification latency": "單一片段分類延遲",
    "spectrogram batch speedup": "頻譜圖批次處理加速",
    "model-analyst labelling gap": "模型與分析師標註差距",
    "clutter false alarm reduction": "雜波誤報降低",
    "end-to-end latency": "端到端延遲",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
