"""Facts model for the seventeenth held-out layout zoo (topic: crop-phenotyping).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (jackal, plover, newt) and September 2027 dates. Everything the layouts
write and everything the key states comes from here. Points are given in English, simplified
Chinese and traditional Chinese (the layouts of this zoo are written in all three).

Planted faults (see FAULTS):
  new-but-anchored        StomaScan (2709.03579): anchored 2027-09-14 (living doc, brief 1), called new by brief 2
  anchoring-conflict      HeatStrike (2709.04681): anchored 2027-09-15 per brief 2, 2027-09-16 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives LesionMap (2709.05793) twice
  divergent-figures       CanopyNet (2709.01358): leaf area estimation error reduction 27 % (brief 1) vs 19 % (brief 2)
  section-name-drift      §1.2 "Trait Extraction" (living doc, briefs 1 and 3) vs "Trait Segmentation" (brief 2)
  repeated-to-verify      SpectraFuse's proprietary breeder trial data, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites SpectraFuse's card as paper_cards/8317-2709-0793.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/newt/2027-09-16-notes.md for PhenoKit 5 and lists it as empty
A second register entry (PhenoKit 5's unpublished timing log) is raised by brief 2 and resolved by
brief 3: it is not a fault.
"""

from __future__ import annotations

from datetime import date

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "crop-phenotyping"
LIVING_STEM = f"organized/knowledge/{TOPIC}"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("2709.01358", "CanopyNet", arxiv="2709.01358"),
        Work("2709.02467", "WiltSense", arxiv="2709.02467"),
        Work("2709.03579", "StomaScan", arxiv="2709.03579"),
        Work("2709.04681", "HeatStrike", arxiv="2709.04681"),
        Work("2709.05793", "LesionMap", arxiv="2709.05793"),
        Work("2709.06824", "PhenoBench-Field", arxiv="2709.06824"),
        Work("2709.07935", "SpectraFuse", arxiv="2709.07935"),
        Work("2709.08146", "SpikeletSeg", arxiv="2709.08146"),
        Work("PhenoKit 5", "PhenoKit 5", url="https://github.com/example-agri/phenokit/releases/tag/v5.0", kind="release"),
        Work("Counting Kernels at Dawn", "Counting Kernels at Dawn",
             url="https://blog.example.org/2027/09/counting-kernels-at-dawn", kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Imaging Platforms",
    "1.2": "Trait Extraction",
    "1.3": "Stress Detection",
    "2.1": "Phenotyping Benchmarks",
    "2.2": "Breeding Decisions",
}
DRIFTED = {"1.2": "Trait Segmentation"}

SECTIONS_HANS = {
    "Imaging Platforms": "成像平台",
    "Trait Extraction": "性状提取",
    "Trait Segmentation": "性状分割",
    "Stress Detection": "胁迫检测",
    "Phenotyping Benchmarks": "表型评测基准",
    "Breeding Decisions": "育种决策",
}
SECTIONS_HANT = {
    "Imaging Platforms": "成像平台",
    "Trait Extraction": "性狀擷取",
    "Trait Segmentation": "性狀分割",
    "Stress Detection": "逆境偵測",
    "Phenotyping Benchmarks": "表型評測基準",
    "Breeding Decisions": "育種決策",
}

# the malformed card name brief 1 writes for SpectraFuse (a digit of 2709.07935 lost)
BAD_CARD = "paper_cards/8317-2709-0793.md"
# the note brief 2 cites for PhenoKit 5 and lists as empty
EMPTY_NOTE = "inbox/newt/2027-09-16-notes.md"


def _trials(n: int, risk: str) -> Entry:
    en = {
        1: "SpectraFuse's nitrogen estimates rest on breeder trial data owned by a seed company and not released",
        2: "SpectraFuse: the breeder trial data is still proprietary; the seed company has to approve any release",
        3: "SpectraFuse breeder trial data, raised for the third day running; the nitrogen estimates cannot be checked",
    }[n]
    hans = {
        1: "SpectraFuse 的氮含量估计依赖种业公司所有、尚未公开的育种试验数据",
        2: "SpectraFuse 的育种试验数据仍属专有，须经种业公司同意才能公开",
        3: "SpectraFuse 育种试验数据已连续第三天提出，外部仍无法核验氮含量估计",
    }[n]
    hant = {
        1: "SpectraFuse 的氮含量估計仰賴種苗公司所有、尚未公開的育種試驗資料",
        2: "SpectraFuse 的育種試驗資料仍屬專有，須經種苗公司同意才能公開",
        3: "SpectraFuse 育種試驗資料已連續第三天提出，外部仍無法驗證氮含量估計",
    }[n]
    return Entry("breeder trial data", en, "育种试验数据", hans, "育種試驗資料", hant, ("2709.07935",), risk)


LOG_OPEN = Entry(
    "timing log",
    "PhenoKit 5's trait table speedup appears only in the release notes; the timing log behind it is not published",
    "计时日志",
    "PhenoKit 5 的性状表加速只写在发布说明里，背后的计时日志没有公开",
    "計時紀錄",
    "PhenoKit 5 的性狀表加速只寫在發行說明裡，背後的計時紀錄沒有公開",
    ("PhenoKit 5",),
    "low",
)
LOG_CLOSED = Entry(
    "timing log",
    "PhenoKit 5 timing log (raised yesterday): now attached to the release, the speedup checks out",
    "计时日志",
    "PhenoKit 5 计时日志（昨天提出）：已随发布附上，加速已确认",
    "計時紀錄",
    "PhenoKit 5 計時紀錄（昨天提出）：已隨發行版附上，加速已確認",
    ("PhenoKit 5",),
    "low",
    resolved=True,
)


def _m(work: str, status: str, section: str | None = None, anchored: date | None = None, **kw) -> Mention:
    return Mention(work, status, section, anchored, **kw)


LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2027, 9, 14),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("2709.02467", "anchored", "1.3", date(2027, 9, 12), sources=("paper_cards/8302-2709-02467.md",),
           figures=(Figure(2.1, "×", "thermal screening speedup"),),
           point="flags drought wilting plot by plot from thermal images taken at noon",
           hans="根据正午拍摄的热成像逐个小区标出干旱萎蔫", hant="依正午拍攝的熱影像逐一小區標出乾旱萎凋"),
        _m("2709.03579", "anchored", "1.1", date(2027, 9, 14), sources=("paper_cards/8305-2709-03579.md",),
           figures=(Figure(4.6, "points", "pore count agreement gain"),),
           point="counts leaf pores in the field from handheld microscope images",
           hans="在田间根据手持显微镜图像计数叶片气孔", hant="在田間依手持顯微鏡影像計數葉片氣孔"),
    ],
)  # fmt: skip

B1 = Doc(
    stem="inbox/jackal/2027-09-15-crop-phenotyping-brief",
    kind="brief",
    date=date(2027, 9, 15),
    instance="jackal",
    window=("2027-09-14 21:30", "2027-09-15 21:30"),
    baseline=date(2027, 9, 14),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("2709.01358", "new", "1.2", sources=("inbox/newt/2027-09-15-notes.md", "paper_cards/8311-2709-01358.md"),
           figures=(Figure(27, "%", "leaf area estimation error reduction"),),  # FAULT divergent-figures (a)
           confidence="high", point="estimates leaf area index for each plot from drone images taken twice a week",
           hans="根据每周两次的无人机图像估计每个小区的叶面积指数",
           hant="依每週兩次的無人機影像估計每個小區的葉面積指數"),
        _m("2709.04681", "new", "1.3", sources=("inbox/plover/2027-09-15-notes.md", "paper_cards/8314-2709-04681.md"),
           figures=(Figure(2.6, "×", "stress map update speedup"),), confidence="medium-high",
           point="detects heat stress in wheat from canopy temperature time series",
           hans="根据冠层温度时间序列检测小麦的高温胁迫",
           hant="依冠層溫度時間序列偵測小麥的高溫逆境"),
        _m("2709.07935", "new", "1.1", sources=("inbox/plover/2027-09-15-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(6.8, "points", "nitrogen estimation accuracy gain"),), confidence="medium",
           point="fuses hyperspectral and colour images to estimate the nitrogen content of leaves",
           hans="融合高光谱与彩色图像估计叶片氮含量",
           hant="融合高光譜與彩色影像估計葉片氮含量"),
        _m("2709.02467", "anchored", "1.3", date(2027, 9, 12), point="already in the living document",
           hans="已在活文档中", hant="已在活文件中"),
        _m("2709.03579", "carried-over", "1.1", date(2027, 9, 14),
           point="the imaging baseline SpectraFuse builds on", hans="SpectraFuse 所依据的成像基线",
           hant="SpectraFuse 所依據的成像基線"),
        _m("2709.05793", "adjacent", point="scores disease lesions on leaves and reports severity per plot",
           hans="给叶片病斑打分并按小区报告病情严重度", hant="為葉片病斑評分並按小區回報病情嚴重度"),
    ],
    entries=[_trials(1, "high")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/plover/2027-09-15-notes.md",
        "inbox/newt/2027-09-15-notes.md",
        "paper_cards/8311-2709-01358.md",
        "paper_cards/8314-2709-04681.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("2709.01358", "2709.04681", "2709.07935"),
)  # fmt: skip

B2 = Doc(
    stem="inbox/plover/2027-09-16-crop-phenotyping-brief",
    kind="brief",
    date=date(2027, 9, 16),
    instance="plover",
    window=("2027-09-15 21:30", "2027-09-16 21:30"),
    baseline=date(2027, 9, 15),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("2709.03579", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/jackal/2027-09-16-notes.md", "paper_cards/8321-2709-03579.md"),
           figures=(Figure(42, "ms", "per-image counting latency"),), confidence="medium",
           point="version 2 counts the pores on the phone itself instead of on a lab workstation",
           hans="第二版直接在手机上计数气孔，不再依赖实验室工作站",
           hant="第二版直接在手機上計數氣孔，不再依賴實驗室工作站"),
        _m("2709.05793", "new", "1.2", sources=("inbox/jackal/2027-09-16-notes.md", "paper_cards/8324-2709-05793.md"),
           figures=(Figure(57, "ms", "per-plot scoring latency"),), confidence="medium-high",
           point="segments disease lesions on leaf images and reports a severity score for every plot",
           hans="在叶片图像上分割病斑，并为每个小区给出病情严重度评分",
           hant="在葉片影像上分割病斑，並為每個小區給出病情嚴重度評分"),
        _m("PhenoKit 5", "new", "1.2", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(3.4, "×", "trait table refresh speedup"),), confidence="medium",
           point="the release feeds segmented leaf masks straight into its nightly trait table",
           hans="新版把分割好的叶片掩膜直接送入每晚的性状表", hant="新版把分割好的葉片遮罩直接送進每晚的性狀表"),
        _m("2709.01358", "carried-over", "1.2",
           figures=(Figure(19, "%", "leaf area estimation error reduction"),),  # FAULT divergent-figures (b)
           point="the figure given in the authors' field day slides", hans="作者在田间开放日幻灯片上给出的数字",
           hant="作者在田間觀摩日投影片上給出的數字"),
        _m("2709.04681", "anchored", "1.3", date(2027, 9, 15),  # FAULT anchoring-conflict (a)
           point="anchored in last night's relay", hans="昨晚接力已锚入", hant="昨晚接力已錨入"),
        _m("2709.07935", "carried-over", "1.1", point="carried over from the previous brief",
           hans="沿用上一棒条目", hant="沿用上一棒條目"),
        _m("2709.06824", "candidate", point="a benchmark built from three seasons of field trial images",
           hans="由三个季节的田间试验图像构建的评测基准", hant="由三個季節的田間試驗影像建構的評測基準"),
    ],
    entries=[_trials(2, "medium"), LOG_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/jackal/2027-09-16-notes.md",
        EMPTY_NOTE,
        "paper_cards/8321-2709-03579.md",
        "paper_cards/8324-2709-05793.md",
    ],
    new_ids=("2709.03579", "2709.05793", "2709.05793"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem="inbox/newt/2027-09-17-crop-phenotyping-brief",
    kind="brief",
    date=date(2027, 9, 17),
    instance="newt",
    window=("2027-09-16 21:30", "2027-09-17 21:30"),
    baseline=date(2027, 9, 16),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("2709.06824", "new", "2.1", sources=("inbox/plover/2027-09-17-notes.md", "paper_cards/8330-2709-06824.md"),
           figures=(Figure(11, "points", "model-breeder scoring gap"),), confidence="high",
           point="three seasons of field trial images where models score plots, compared against breeders",
           hans="用三个季节的田间试验图像让模型给小区打分，并与育种家比较",
           hant="以三個季節的田間試驗影像讓模型為小區評分，並與育種家比較"),
        _m("2709.08146", "new", "1.1", sources=("inbox/jackal/2027-09-17-notes.md", "paper_cards/8333-2709-08146.md"),
           figures=(Figure(12.5, "%", "spikelet count error reduction"), Figure(91, "ms", "end-to-end latency")),
           confidence="medium", point="counts wheat spikelets on an edge camera mounted on the field robot",
           hans="在田间机器人搭载的边缘相机上计数小麦小穗", hant="在田間機器人搭載的邊緣相機上計數小麥小穗"),
        _m("Counting Kernels at Dawn", "new", "2.2", sources=("inbox/plover/2027-09-17-notes.md",),
           confidence="medium", point="blog post on how a breeding program chose lines from overnight kernel counts",
           hans="讨论一个育种项目如何依据通宵的籽粒计数选择品系的博客文章",
           hant="討論一個育種計畫如何依據通宵的籽粒計數選擇品系的部落格文章"),
        _m("2709.04681", "anchored", "1.3", date(2027, 9, 16),  # FAULT anchoring-conflict (b)
           point="in the living document", hans="已在活文档中", hant="已在活文件中"),
        _m("PhenoKit 5", "carried-over", "1.2", point="timing log check closed", hans="计时日志核对已结案",
           hant="計時紀錄核對已結案"),
        _m("2709.07935", "not-anchored", "1.1", point="held back until the breeder trial data is public",
           hans="育种试验数据公开前暂不锚入", hant="育種試驗資料公開前暫不錨入"),
        _m("2709.05793", "carried-over", "1.2", point="carried over from the previous brief",
           hans="沿用上一棒条目", hant="沿用上一棒條目"),
    ],
    entries=[_trials(3, "high"), LOG_CLOSED],
    counts={"increments": 3, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2 arXiv ids)
    sources=[
        "inbox/plover/2027-09-17-notes.md",
        "inbox/jackal/2027-09-17-notes.md",
        "paper_cards/8330-2709-06824.md",
        "paper_cards/8333-2709-08146.md",
        "work-queue.md",
    ],
    new_ids=("2709.06824", "2709.08146"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "2709.03579"),
    ("anchoring-conflict", "2709.04681"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "2709.05793"),
    ("divergent-figures", "2709.01358"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "2709.07935"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "thermal screening speedup": "热成像筛查加速",
    "pore count agreement gain": "气孔计数一致性提升",
    "leaf area estimation error reduction": "叶面积估计误差降低",
    "stress map update speedup": "胁迫图更新加速",
    "nitrogen estimation accuracy gain": "氮含量估计准确率提升",
    "per-image counting latency": "单张图像计数延迟",
    "per-plot scoring latency": "单小区评分延迟",
    "trait table refresh speedup": "性状表刷新加速",
    "model-breeder scoring gap": "模型与育种家评分差距",
    "spikelet count error reduction": "小穗计数误差降低",
    "end-to-end latency": "端到端延迟",
}
METRIC_HANT = {
    "thermal screening speedup": "熱影像篩檢加速",
    "pore count agreement gain": "氣孔計數一致性提升",
    "leaf area estimation error reduction": "葉面積估計誤差降低",
    "stress map update speedup": "逆境圖更新加速",
    "nitrogen estimation accuracy gain": "氮含量估計準確率提升",
    "per-image counting latency": "單張影像計數延遲",
    "per-plot scoring latency": "單小區評分延遲",
    "trait table refresh speedup": "性狀表更新加速",
    "model-breeder scoring gap": "模型與育種家評分差距",
    "spikelet count error reduction": "小穗計數誤差降低",
    "end-to-end latency": "端到端延遲",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
