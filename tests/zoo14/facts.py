"""Facts model for the fourteenth held-out layout zoo (topic: ocean-sensing).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (gannet, selkie, narwhal) and June 2027 dates. Everything the layouts
write and everything the key states comes from here. Points are given in English and traditional
Chinese (the layouts of this zoo are English or traditional Chinese).

Planted faults (see FAULTS):
  new-but-anchored        SonarLens (2706.03915): anchored 2027-06-08 (living doc, brief 1), called new by brief 2
  anchoring-conflict      CurrentMapper (2706.04461): anchored 2027-06-09 per brief 2, 2027-06-10 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives GliderPath (2706.05127) twice
  divergent-figures       TideNet (2706.01342): salinity error reduction 41 % (brief 1) vs 29 % (brief 2)
  section-name-drift      §1.2 "Ocean State Estimation" (living doc, briefs 1 and 3) vs "Data Assimilation" (brief 2)
  repeated-to-verify      PlanktoCount's unreleased cruise data, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites PlanktoCount's card as paper_cards/5417-2706-0720.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/narwhal/2027-06-10-notes.md for SeaState 2 and lists it as empty
A second register entry (SeaState 2's unpublished calibration log) is raised by brief 2 and
resolved by brief 3: it is not a fault.
"""

from __future__ import annotations

from datetime import date

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "ocean-sensing"
LIVING_STEM = f"organized/knowledge/{TOPIC}"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("2706.01342", "TideNet", arxiv="2706.01342"),
        Work("2706.02758", "BuoyGraph", arxiv="2706.02758"),
        Work("2706.03915", "SonarLens", arxiv="2706.03915"),
        Work("2706.04461", "CurrentMapper", arxiv="2706.04461"),
        Work("2706.05127", "GliderPath", arxiv="2706.05127"),
        Work("2706.06384", "ReefBench", arxiv="2706.06384"),
        Work("2706.07209", "PlanktoCount", arxiv="2706.07209"),
        Work("2706.08876", "HydroPhone", arxiv="2706.08876"),
        Work("SeaState 2", "SeaState 2", url="https://github.com/example-ocean/seastate/releases/tag/v2.0",
             kind="release"),
        Work("Listening to the Abyss", "Listening to the Abyss",
             url="https://blog.example.org/2027/06/listening-to-the-abyss", kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "In-Situ Sensors",
    "1.2": "Ocean State Estimation",
    "1.3": "Autonomous Platforms",
    "2.1": "Sensing Benchmarks",
    "2.2": "Field Deployments",
}
DRIFTED = {"1.2": "Data Assimilation"}

SECTIONS_HANT = {
    "In-Situ Sensors": "現場感測器",
    "Ocean State Estimation": "海洋狀態估計",
    "Data Assimilation": "資料同化",
    "Autonomous Platforms": "自主載具平台",
    "Sensing Benchmarks": "感測評測基準",
    "Field Deployments": "野外佈放",
}

# the malformed card name brief 1 writes for PlanktoCount (a digit of 2706.07209 lost)
BAD_CARD = "paper_cards/5417-2706-0720.md"
# the note brief 2 cites for SeaState 2 and lists as empty
EMPTY_NOTE = "inbox/narwhal/2027-06-10-notes.md"


def _cruise(n: int, risk: str) -> Entry:
    en = {
        1: "PlanktoCount's species gain is measured on cruise data that has not been released",
        2: "PlanktoCount: the cruise data is still unreleased; the authors say the survey agency has to approve it",
        3: "PlanktoCount cruise data, raised for the third day running; the species gain cannot be checked outside the lab",
    }[n]
    hant = {
        1: "PlanktoCount 的物種辨識提升是用尚未公開的航次資料量出來的",
        2: "PlanktoCount 的航次資料仍未公開，作者表示須經調查機關核准",
        3: "PlanktoCount 航次資料已連續第三天提出，實驗室外仍無法檢驗物種辨識提升",
    }[n]
    return Entry("cruise data", en, "", "", "航次資料", hant, ("2706.07209",), risk)


LOG_OPEN = Entry(
    "calibration log",
    "SeaState 2's ensemble speedup is stated only in the release notes; the calibration log behind it is not published",
    "",
    "",
    "校準紀錄",
    "SeaState 2 的系集預報加速只出現在發行說明，背後的校準紀錄沒有公開",
    ("SeaState 2",),
    "low",
)
LOG_CLOSED = Entry(
    "calibration log",
    "SeaState 2 calibration log (raised yesterday): now attached to the release, speedup confirmed",
    "",
    "",
    "校準紀錄",
    "SeaState 2 校準紀錄（昨天提出）：已附在發行版中，加速已確認",
    ("SeaState 2",),
    "low",
    resolved=True,
)


def _m(work: str, status: str, section: str | None = None, anchored: date | None = None, **kw) -> Mention:
    return Mention(work, status, section, anchored, **kw)


LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2027, 6, 8),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("2706.02758", "anchored", "1.3", date(2027, 6, 6), sources=("paper_cards/5402-2706-02758.md",),
           figures=(Figure(1.9, "×", "drift forecast speedup"),),
           point="treats a buoy array as a graph and forecasts where each buoy drifts next",
           hant="把浮標陣列當成圖，預測每個浮標接下來漂往何處"),
        _m("2706.03915", "anchored", "1.1", date(2027, 6, 8), sources=("paper_cards/5405-2706-03915.md",),
           figures=(Figure(6.2, "points", "target classification accuracy gain"),),
           point="a learned beamformer for towed sonar arrays",
           hant="用於拖曳式聲納陣列的學習式波束成形器"),
    ],
)  # fmt: skip

B1 = Doc(
    stem="inbox/gannet/2027-06-09-ocean-sensing-brief",
    kind="brief",
    date=date(2027, 6, 9),
    instance="gannet",
    window=("2027-06-08 22:00", "2027-06-09 22:00"),
    baseline=date(2027, 6, 8),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("2706.01342", "new", "1.2", sources=("inbox/narwhal/2027-06-09-notes.md", "paper_cards/5411-2706-01342.md"),
           figures=(Figure(41, "%", "salinity error reduction"),),  # FAULT divergent-figures (a)
           confidence="high", point="a neural emulator that corrects coastal salinity forecasts with satellite passes",
           hant="以衛星過境資料校正沿岸鹽度預報的神經模擬器"),
        _m("2706.04461", "new", "1.3", sources=("inbox/selkie/2027-06-09-notes.md", "paper_cards/5414-2706-04461.md"),
           figures=(Figure(2.4, "×", "surface current mapping speedup"),), confidence="medium-high",
           point="maps surface currents from a swarm of low-cost drifters",
           hant="用一群低成本漂流浮標繪製表層洋流圖"),
        _m("2706.07209", "new", "1.1", sources=("inbox/selkie/2027-06-09-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(5.3, "points", "species identification F1 gain"),), confidence="medium",
           point="counts plankton in frames from an in-situ camera and names the species",
           hant="從現場攝影機畫面計數浮游生物並辨識物種"),
        _m("2706.02758", "anchored", "1.3", date(2027, 6, 6), point="already in the living document",
           hant="已在活文件中"),
        _m("2706.03915", "carried-over", "1.1", date(2027, 6, 8),
           point="the sonar front end PlanktoCount is compared with", hant="PlanktoCount 拿來比較的聲納前端"),
        _m("2706.05127", "adjacent", point="plans glider dives around forecast currents",
           hant="依預報洋流規劃滑翔機下潛路線"),
    ],
    entries=[_cruise(1, "high")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/selkie/2027-06-09-notes.md",
        "inbox/narwhal/2027-06-09-notes.md",
        "paper_cards/5411-2706-01342.md",
        "paper_cards/5414-2706-04461.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("2706.01342", "2706.04461", "2706.07209"),
)  # fmt: skip

B2 = Doc(
    stem="inbox/selkie/2027-06-10-ocean-sensing-brief",
    kind="brief",
    date=date(2027, 6, 10),
    instance="selkie",
    window=("2027-06-09 22:00", "2027-06-10 22:00"),
    baseline=date(2027, 6, 9),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("2706.03915", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/gannet/2027-06-10-notes.md", "paper_cards/5421-2706-03915.md"),
           figures=(Figure(35, "ms", "per-ping processing latency"),), confidence="medium",
           point="version 2 runs on the glider's own processor instead of a ship server",
           hant="第二版直接在滑翔機的處理器上執行，不再依賴船上伺服器"),
        _m("2706.05127", "new", "1.3", sources=("inbox/gannet/2027-06-10-notes.md", "paper_cards/5424-2706-05127.md"),
           figures=(Figure(52, "ms", "per-dive planning latency"),), confidence="medium-high",
           point="plans glider dive paths around forecast currents to save battery",
           hant="依預報洋流規劃滑翔機下潛路徑以節省電力"),
        _m("SeaState 2", "new", "1.2", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(3.2, "×", "ensemble forecast speedup"),), confidence="medium",
           point="the release assimilates glider profiles into its ensemble forecast",
           hant="新版把滑翔機剖面資料同化進系集預報"),
        _m("2706.01342", "carried-over", "1.2",
           figures=(Figure(29, "%", "salinity error reduction"),),  # FAULT divergent-figures (b)
           point="the figure printed on the authors' conference poster", hant="作者在研討會海報上印的數字"),
        _m("2706.04461", "anchored", "1.3", date(2027, 6, 9),  # FAULT anchoring-conflict (a)
           point="anchored in last night's relay", hant="昨晚接力已錨入"),
        _m("2706.07209", "carried-over", "1.1", point="carried over from the previous brief",
           hant="沿用上一棒條目"),
        _m("2706.06384", "candidate", point="a benchmark of labelled coral-reef sound recordings",
           hant="已標註珊瑚礁錄音的評測基準"),
    ],
    entries=[_cruise(2, "medium"), LOG_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/gannet/2027-06-10-notes.md",
        EMPTY_NOTE,
        "paper_cards/5421-2706-03915.md",
        "paper_cards/5424-2706-05127.md",
    ],
    new_ids=("2706.03915", "2706.05127", "2706.05127"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem="inbox/narwhal/2027-06-11-ocean-sensing-brief",
    kind="brief",
    date=date(2027, 6, 11),
    instance="narwhal",
    window=("2027-06-10 22:00", "2027-06-11 22:00"),
    baseline=date(2027, 6, 10),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("2706.06384", "new", "2.1", sources=("inbox/selkie/2027-06-11-notes.md", "paper_cards/5430-2706-06384.md"),
           figures=(Figure(14, "points", "human-model labelling gap"),), confidence="high",
           point="reef recordings where models must name the species calling, scored against marine biologists",
           hant="要模型辨認發聲物種的珊瑚礁錄音，並與海洋生物學家的標註比較"),
        _m("2706.08876", "new", "1.1", sources=("inbox/gannet/2027-06-11-notes.md", "paper_cards/5433-2706-08876.md"),
           figures=(Figure(12.5, "%", "false detection reduction"), Figure(80, "ms", "end-to-end latency")),
           confidence="medium", point="detects whale calls on a low-power hydrophone buoy",
           hant="在低功耗水聽器浮標上偵測鯨魚叫聲"),
        _m("Listening to the Abyss", "new", "2.2", sources=("inbox/selkie/2027-06-11-notes.md",), confidence="medium",
           point="blog post on keeping deep-sea microphones alive through a winter deployment",
           hant="討論深海麥克風如何撐過整個冬季佈放的部落格文章"),
        _m("2706.04461", "anchored", "1.3", date(2027, 6, 10),  # FAULT anchoring-conflict (b)
           point="in the living document", hant="已在活文件中"),
        _m("SeaState 2", "carried-over", "1.2", point="calibration check closed", hant="校準核對已結案"),
        _m("2706.07209", "not-anchored", "1.1", point="held back until the cruise data is public",
           hant="航次資料公開前暫不錨入"),
        _m("2706.05127", "carried-over", "1.3", point="carried over from the previous brief",
           hant="沿用上一棒條目"),
    ],
    entries=[_cruise(3, "high"), LOG_CLOSED],
    counts={"increments": 3, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2 arXiv ids)
    sources=[
        "inbox/selkie/2027-06-11-notes.md",
        "inbox/gannet/2027-06-11-notes.md",
        "paper_cards/5430-2706-06384.md",
        "paper_cards/5433-2706-08876.md",
        "work-queue.md",
    ],
    new_ids=("2706.06384", "2706.08876"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "2706.03915"),
    ("anchoring-conflict", "2706.04461"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "2706.05127"),
    ("divergent-figures", "2706.01342"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "2706.07209"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]


METRIC_HANT = {
    "drift forecast speedup": "漂移預報加速",
    "target classification accuracy gain": "目標分類準確率提升",
    "salinity error reduction": "鹽度誤差降低",
    "surface current mapping speedup": "表層洋流繪圖加速",
    "species identification F1 gain": "物種辨識 F1 提升",
    "per-ping processing latency": "單次聲脈衝處理延遲",
    "per-dive planning latency": "單次下潛規劃延遲",
    "ensemble forecast speedup": "系集預報加速",
    "human-model labelling gap": "人類與模型標註差距",
    "false detection reduction": "誤報率降低",
    "end-to-end latency": "端到端延遲",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
