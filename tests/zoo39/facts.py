"""Facts model for the thirty-ninth held-out layout zoo (topic: avalanche-hazard-forecasting).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (avocet, shearwater and dunlin) and July 2026 dates (a southern winter),
with the daily brief handed over after lunch (13:10). Figures come in units suited to snowpack
work (`cm` of slab depth, `kg/m³` of snow density, `kPa` of shear strength, `°C/m` of snow
temperature gradient) besides `%` and `×`. Everything the layouts write and everything the key
states comes from here. Points are given in English, simplified Chinese and traditional Chinese.

Planted faults (see FAULTS):
  new-but-anchored        HoarSieve (3310.81523): anchored 2026-07-20 (living doc, brief 1), called new by brief 2
  anchoring-conflict      PitProbe (3310.82634): anchored 2026-07-22 per brief 2, 2026-07-23 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives GlideLapse (3310.83745) twice
  divergent-figures       DriftSlab (3310.86078): wind slab depth error 22 cm (brief 1) vs 31 cm (brief 2)
  section-name-drift      §1.2 "Release Area Mapping" (living doc, briefs 1 and 3) vs "Crown Line Tracing" (brief 2)
  repeated-to-verify      SlopeLedger's single study plot, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites SlopeLedger's card as paper_cards/7415-3310-8596.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/dunlin/2026-07-22-notes.md for AvaKit 3 and lists it as empty
A second register entry (AvaKit 3's missing meteorological forcing file) is raised by brief 2
and resolved by brief 3: it is not a fault. Brief 3 also has one adjacent item (SpindriftCam),
new to the zoo.
"""

from __future__ import annotations

from datetime import date, timedelta

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "avalanche-hazard-forecasting"
LIVING_STEM = f"organized/knowledge/{TOPIC}"
HANDOVER = "13:10"

RELEASE = "AvaKit 3"
BLOG = "Notes from the Ski Patrol Hut"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("3310.80412", "SlabOutline", arxiv="3310.80412"),
        Work("3310.81523", "HoarSieve", arxiv="3310.81523"),
        Work("3310.82634", "PitProbe", arxiv="3310.82634"),
        Work("3310.83745", "GlideLapse", arxiv="3310.83745"),
        Work("3310.84856", "RimeGapFill", arxiv="3310.84856"),
        Work("3310.85967", "SlopeLedger", arxiv="3310.85967"),
        Work("3310.86078", "DriftSlab", arxiv="3310.86078"),
        Work("3310.87189", "PassWatch", arxiv="3310.87189"),
        Work("3310.88290", "SpindriftCam", arxiv="3310.88290"),
        Work(RELEASE, RELEASE, url="https://github.com/example-avakit/avakit/releases/tag/v3.0.0", kind="release"),
        Work(BLOG, BLOG, url="https://skipatrolnotes.example.org/2026/07/notes-from-the-ski-patrol-hut/",
             kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Weak Layer Detection",
    "1.2": "Release Area Mapping",
    "1.3": "Snow Pit and Penetrometer Profiles",
    "2.1": "Weather Station Records",
    "2.2": "Road Closure Bulletins",
}
DRIFTED = {"1.2": "Crown Line Tracing"}

SECTIONS_HANS = {
    "Weak Layer Detection": "弱层探测",
    "Release Area Mapping": "释放区制图",
    "Crown Line Tracing": "断裂冠线追踪",
    "Snow Pit and Penetrometer Profiles": "雪坑与穿透仪剖面",
    "Weather Station Records": "气象站记录",
    "Road Closure Bulletins": "封路公告",
}
SECTIONS_HANT = {
    "Weak Layer Detection": "弱層偵測",
    "Release Area Mapping": "釋放區製圖",
    "Crown Line Tracing": "斷裂冠線追蹤",
    "Snow Pit and Penetrometer Profiles": "雪坑與貫入儀剖面",
    "Weather Station Records": "氣象站紀錄",
    "Road Closure Bulletins": "封路公告",
}

# the malformed card name brief 1 writes for SlopeLedger (the last digit of 3310.85967 lost)
BAD_CARD = "paper_cards/7415-3310-8596.md"
# the note brief 2 cites for AvaKit 3 and lists as empty
EMPTY_NOTE = "inbox/dunlin/2026-07-22-notes.md"


def _single_plot(n: int, risk: str) -> Entry:
    en = {
        1: "The snowpack density bias SlopeLedger reports rests on profiles from a single study plot, all dug in one winter",
        2: "SlopeLedger still rests on a single study plot; the authors say profiles from two more plots in the range are being processed",
        3: "SlopeLedger single study plot doubt, raised in every brief so far, and still no profile from any other plot",
    }[n]
    hans = {
        1: "SlopeLedger 报告的雪层密度偏差只依据单一观测场的剖面，而且全部挖于同一个冬季",
        2: "SlopeLedger 仍只依据单一观测场，作者说山脉中另外两个观测场的剖面正在处理",
        3: "SlopeLedger 单一观测场的疑问每期都提，至今仍没有任何其他观测场的剖面",
    }[n]
    hant = {
        1: "SlopeLedger 報告的雪層密度偏差只依據單一觀測場的剖面，而且全部挖於同一個冬季",
        2: "SlopeLedger 仍只依據單一觀測場，作者說山脈中另外兩個觀測場的剖面正在處理",
        3: "SlopeLedger 單一觀測場的疑問每期都提，至今仍沒有任何其他觀測場的剖面",
    }[n]
    return Entry("single study plot", en, "单一观测场", hans, "單一觀測場", hant, ("3310.85967",), risk)


FORCING_OPEN = Entry(
    "meteorological forcing file",
    "The AvaKit 3 speedup was measured against a meteorological forcing file that the release does not ship",
    "气象驱动文件",
    "AvaKit 3 的加速是对照一份发布包没有附带的气象驱动文件测得的",
    "氣象驅動檔",
    "AvaKit 3 的加速是對照一份釋出包沒有附帶的氣象驅動檔測得的",
    (RELEASE,),
    "low",
)
FORCING_CLOSED = Entry(
    "meteorological forcing file",
    "AvaKit 3 meteorological forcing file, raised yesterday, now ships with the release and the speedup holds on our own cluster",
    "气象驱动文件",
    "AvaKit 3 气象驱动文件（昨天提出）现已随发布包提供，在我们自己的集群上加速依然成立",
    "氣象驅動檔",
    "AvaKit 3 氣象驅動檔（昨天提出）現已隨釋出包提供，在我們自己的叢集上加速依然成立",
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
    date=date(2026, 7, 20),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("3310.81523", "anchored", "1.1", date(2026, 7, 20), sources=("paper_cards/7406-3310-81523.md",),
           figures=(Figure(18, "kg/m³", "weak layer density error"),),
           point="picks buried surface hoar layers out of continuous snow micropenetrometer profiles and tells them apart from crusts",
           hans="从连续的雪微穿透仪剖面中挑出被埋藏的表面霜层，并把它和冰壳区分开",
           hant="從連續的雪微貫入儀剖面中挑出被埋藏的表面霜層，並把它和冰殼區分開"),
        _m("3310.80412", "anchored", "1.2", date(2026, 7, 17), sources=("paper_cards/7402-3310-80412.md",),
           figures=(Figure(14, "cm", "crown depth error"),),
           point="traces the crown line of every slab release in the drone and satellite images taken after each storm",
           hans="在每场风暴之后拍摄的无人机和卫星影像中描出每次板状雪崩释放的断裂冠线",
           hant="在每場風暴之後拍攝的無人機與衛星影像中描出每次板狀雪崩釋放的斷裂冠線"),
    ],
)  # fmt: skip

B1 = Doc(
    stem=f"inbox/avocet/2026-07-21-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 7, 21),
    instance="avocet",
    window=_window(date(2026, 7, 21)),
    baseline=date(2026, 7, 20),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("3310.86078", "new", "1.2", sources=("inbox/dunlin/2026-07-21-notes.md", "paper_cards/7412-3310-86078.md"),
           figures=(Figure(22, "cm", "wind slab depth error"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="forecasts where wind slabs will build on lee slopes by pairing ridge top wind records with webcam loops",
           hans="把山脊风速记录和网络摄像头动画配对，预报风板会在哪些背风坡上堆积",
           hant="把山脊風速紀錄和網路攝影機動畫配對，預報風板會在哪些背風坡上堆積"),
        _m("3310.82634", "new", "1.3", sources=("inbox/shearwater/2026-07-21-notes.md", "paper_cards/7409-3310-82634.md"),
           figures=(Figure(0.4, "kPa", "shear strength error"),), confidence="high",
           point="measures the shear strength of buried layers from extended column tests repeated at several depths in one pit",
           hans="通过在同一雪坑不同深度重复进行的扩展柱试验测量埋藏层的剪切强度",
           hant="透過在同一雪坑不同深度重複進行的延伸柱試驗量測埋藏層的剪力強度"),
        _m("3310.85967", "new", "1.3", sources=("inbox/dunlin/2026-07-21-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(40, "kg/m³", "snowpack density bias"),), confidence="medium",
           point="turns the profiles one study plot records into a season ledger of avalanche days for the whole range",
           hans="把一个观测场记录的剖面换算成整个山脉整季的雪崩日账本",
           hant="把一個觀測場記錄的剖面換算成整個山脈整季的雪崩日帳本"),
        _m("3310.80412", "anchored", "1.2", date(2026, 7, 17),
           point="in the living document since it was anchored, with nothing new this round",
           hans="自锚定以来一直在活文档中，本轮没有新内容", hant="自錨定以來一直在活文件中，本輪沒有新內容"),
        _m("3310.81523", "carried-over", "1.1", date(2026, 7, 20),
           point="the weak layer picks DriftSlab uses to decide which buried layer a wind slab rests on",
           hans="DriftSlab 用来判断风板压在哪一层埋藏层上的弱层拾取结果",
           hant="DriftSlab 用來判斷風板壓在哪一層埋藏層上的弱層拾取結果"),
        _m("3310.83745", "adjacent", point="picks glide crack openings out of time lapse camera frames on grassy slopes",
           hans="从草坡上延时相机画面中挑出滑移裂缝的张开", hant="從草坡上縮時相機畫面中挑出滑移裂縫的張開"),
    ],
    entries=[_single_plot(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/dunlin/2026-07-21-notes.md",
        "inbox/shearwater/2026-07-21-notes.md",
        "paper_cards/7409-3310-82634.md",
        "paper_cards/7412-3310-86078.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("3310.86078", "3310.82634", "3310.85967"),
)  # fmt: skip

B2 = Doc(
    stem=f"inbox/shearwater/2026-07-22-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 7, 22),
    instance="shearwater",
    window=_window(date(2026, 7, 22)),
    baseline=date(2026, 7, 21),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("3310.81523", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/avocet/2026-07-22-notes.md", "paper_cards/7421-3310-81523.md"),
           figures=(Figure(84, "%", "weak layer detection rate"),), confidence="medium",
           point="the second version adds near infrared photographs of the pit wall and catches thin layers the first version missed",
           hans="第二版在穿透仪之外加入雪坑壁的近红外照片，能捕捉到第一版漏掉的薄层",
           hant="第二版在貫入儀之外加入雪坑壁的近紅外照片，能捕捉到第一版漏掉的薄層"),
        _m("3310.83745", "new", "1.3", sources=("inbox/avocet/2026-07-22-notes.md", "paper_cards/7424-3310-83745.md"),
           figures=(Figure(71, "%", "glide crack opening recall"),), confidence="medium-high",
           point="picks glide crack openings out of time lapse camera frames and times each one to the minute against the snow temperature record",
           hans="从延时相机画面中挑出滑移裂缝的张开，并对照雪温记录把每次张开的时间精确到分钟",
           hant="從縮時相機畫面中挑出滑移裂縫的張開，並對照雪溫紀錄把每次張開的時間精確到分鐘"),
        _m(RELEASE, "new", "1.1", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(6.2, "×", "snowpack model processing speedup"),), confidence="medium",
           point="the release runs the snowpack model ensemble over years of weather station records on graphics cards",
           hans="新版在显卡上对多年的气象站记录运行雪层模式集合",
           hant="新版在顯示卡上對多年的氣象站紀錄執行雪層模式系集"),
        _m("3310.86078", "carried-over", "1.2",
           figures=(Figure(31, "cm", "wind slab depth error"),),  # FAULT divergent-figures (b)
           point="the figure the authors gave in their talk at the snow science workshop",
           hans="作者在雪科学研讨会报告中给出的数值",
           hant="作者在雪科學研討會報告中給出的數值"),
        _m("3310.82634", "anchored", "1.3", date(2026, 7, 22),  # FAULT anchoring-conflict (a)
           point="merged into the living document in the overnight run", hans="已在夜间运行中并入活文档",
           hant="已在夜間執行時併入活文件"),
        _m("3310.85967", "carried-over", "1.3", point="still waiting, as it has been since the first brief",
           hans="从第一期起一直在等", hant="從第一期起一直在等"),
        _m("3310.84856", "candidate", point="fills the gaps that rime on the sensors and power cuts leave in station series",
           hans="补齐传感器结霜和断电在站点序列中留下的缺口", hant="補齊感測器結霜與斷電在測站序列中留下的缺口"),
    ],
    entries=[_single_plot(2, "high"), FORCING_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/avocet/2026-07-22-notes.md",
        EMPTY_NOTE,
        "paper_cards/7421-3310-81523.md",
        "paper_cards/7424-3310-83745.md",
    ],
    new_ids=("3310.81523", "3310.83745", "3310.83745"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem=f"inbox/dunlin/2026-07-23-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 7, 23),
    instance="dunlin",
    window=_window(date(2026, 7, 23)),
    baseline=date(2026, 7, 22),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("3310.84856", "new", "2.1", sources=("inbox/shearwater/2026-07-23-notes.md", "paper_cards/7431-3310-84856.md"),
           figures=(Figure(1.5, "°C/m", "overnight snow temperature gradient error"),), confidence="medium-high",
           point="fills the gaps rime on the sensors and power cuts leave in station series with a model that knows the daily melt and freeze cycle",
           hans="用一个了解昼夜融冻周期的模型补齐传感器结霜和断电在站点序列中留下的缺口",
           hant="以一個了解晝夜融凍週期的模型補齊感測器結霜與斷電在測站序列中留下的缺口"),
        _m("3310.87189", "new", "2.2", sources=("inbox/avocet/2026-07-23-notes.md", "paper_cards/7436-3310-87189.md"),
           figures=(Figure(6, "cm", "new snow forecast error"),
                    Figure(31, "%", "unplanned closure reduction")),
           confidence="medium",
           point="a digital twin of one mountain pass road that forecasts avalanche hazard from snowfall and wind and decides when to close the road",
           hans="一条山口公路的数字孪生，根据降雪和风预报雪崩危险，并决定何时封路",
           hant="一條山口公路的數位孿生，依降雪與風預報雪崩危險，並決定何時封路"),
        _m(BLOG, "new", "1.2", sources=("inbox/avocet/2026-07-23-notes.md",), confidence="medium",
           point="blog post by a ski patroller on how the hut logs each slide crown against fixed marker poles on the slope",
           hans="一位滑雪巡逻员写的博客文章，讲巡逻小屋如何对照坡上的固定标杆记录每次雪崩的断裂冠",
           hant="一位滑雪巡邏員寫的部落格文章，談巡邏小屋如何對照坡上的固定標竿記錄每次雪崩的斷裂冠"),
        _m("3310.82634", "anchored", "1.3", date(2026, 7, 23),  # FAULT anchoring-conflict (b)
           point="entered the living document with the morning merge", hans="随早间合并进入活文档",
           hant="隨早上合併進入活文件"),
        _m(RELEASE, "carried-over", "1.1", point="the forcing file question is settled",
           hans="气象驱动文件的疑问已经解决", hant="氣象驅動檔的疑問已經解決"),
        _m("3310.85967", "not-anchored", "1.3", point="kept out until profiles from a second study plot back it up",
           hans="等第二个观测场的剖面佐证后再锚入", hant="等第二個觀測場的剖面佐證後再錨入"),
        _m("3310.83745", "carried-over", "1.3", point="nothing new on it since the previous brief",
           hans="上一期之后没有新进展", hant="上一期之後沒有新進展"),
        _m("3310.88290", "adjacent", point="tracks spindrift plumes blowing off the ridges in drone camera sweeps",
           hans="在无人机相机扫描中追踪从山脊吹起的雪烟", hant="在無人機相機掃描中追蹤從山脊吹起的雪煙"),
    ],
    entries=[_single_plot(3, "high"), FORCING_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/shearwater/2026-07-23-notes.md",
        "inbox/avocet/2026-07-23-notes.md",
        "paper_cards/7431-3310-84856.md",
        "paper_cards/7436-3310-87189.md",
        "work-queue.md",
    ],
    new_ids=("3310.84856", "3310.87189"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "3310.81523"),
    ("anchoring-conflict", "3310.82634"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "3310.83745"),
    ("divergent-figures", "3310.86078"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "3310.85967"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "weak layer density error": "弱层密度误差",
    "crown depth error": "断裂冠深度误差",
    "wind slab depth error": "风板厚度误差",
    "shear strength error": "剪切强度误差",
    "snowpack density bias": "雪层密度偏差",
    "weak layer detection rate": "弱层检出率",
    "glide crack opening recall": "滑移裂缝张开召回率",
    "snowpack model processing speedup": "雪层模式处理加速",
    "overnight snow temperature gradient error": "夜间雪温梯度误差",
    "new snow forecast error": "新雪预报误差",
    "unplanned closure reduction": "计划外封路减少",
}
METRIC_HANT = {
    "weak layer density error": "弱層密度誤差",
    "crown depth error": "斷裂冠深度誤差",
    "wind slab depth error": "風板厚度誤差",
    "shear strength error": "剪力強度誤差",
    "snowpack density bias": "雪層密度偏差",
    "weak layer detection rate": "弱層檢出率",
    "glide crack opening recall": "滑移裂縫張開召回率",
    "snowpack model processing speedup": "雪層模式處理加速",
    "overnight snow temperature gradient error": "夜間雪溫梯度誤差",
    "new snow forecast error": "新雪預報誤差",
    "unplanned closure reduction": "計畫外封路減少",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
