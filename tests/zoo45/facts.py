"""Facts model for the forty-fifth held-out layout zoo (topic: tunnel-boring-monitoring).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (olingo, tayra and grison) and March 2034 dates, with the daily
brief handed over at 07:15. Figures come in the units a tunnelling team reads off a tunnel
boring machine (`bar` of face pressure, `mm/rev` of penetration, `MNm` of cutterhead torque,
`mm/min` of advance speed) besides `%` and `×`. Points are given in English, simplified and
traditional Chinese.

Planted faults (see FAULTS):
  new-but-anchored        FaceGuard (3403.71529): anchored 2034-03-10 (living doc, brief 1), called new by brief 2
  anchoring-conflict      DiscWear (3403.72630): anchored 2034-03-12 per brief 2, 2034-03-13 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives GroutTrace (3403.73741) twice
  divergent-figures       ThrustLens (3403.76074): penetration rate estimate error 0.6 mm/rev (brief 1) vs
                          0.9 mm/rev (brief 2)
  section-name-drift      §1.2 "Ground Condition Classification" (living doc, briefs 1 and 3) vs "Geology Ahead
                          of the Face" (brief 2)
  repeated-to-verify      TorqueMapNet's single drive, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites TorqueMapNet's card as paper_cards/8314-3403-7596.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/grison/2034-03-12-notes.md for BoreLog 4 and lists it as empty
A second register entry (BoreLog 4's missing sensor mapping file) is raised by brief 2 and resolved
by brief 3: it is not a fault. Brief 3 also has one adjacent item (BoulderAlert), new to the zoo.
"""

from __future__ import annotations

from datetime import date, timedelta

from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "tunnel-boring-monitoring"
LIVING_STEM = f"organized/knowledge/{TOPIC}"
HANDOVER = "07:15"

RELEASE = "BoreLog 4"
BLOG = "Notes from the Cutterhead"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("3403.70418", "MuckScope", arxiv="3403.70418"),
        Work("3403.71529", "FaceGuard", arxiv="3403.71529"),
        Work("3403.72630", "DiscWear", arxiv="3403.72630"),
        Work("3403.73741", "GroutTrace", arxiv="3403.73741"),
        Work("3403.74852", "SegmentEye", arxiv="3403.74852"),
        Work("3403.75963", "TorqueMapNet", arxiv="3403.75963"),
        Work("3403.76074", "ThrustLens", arxiv="3403.76074"),
        Work("3403.77185", "ChainageTwin", arxiv="3403.77185"),
        Work("3403.78296", "BoulderAlert", arxiv="3403.78296"),
        Work(RELEASE, RELEASE, url="https://github.com/example-borelog/borelog/releases/tag/v4.0.0", kind="release"),
        Work(BLOG, BLOG, url="https://cutterhead.example.org/2034/03/notes-from-the-cutterhead/", kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Face Pressure Control",
    "1.2": "Ground Condition Classification",
    "1.3": "Cutter Wear Prediction",
    "2.1": "Segment Lining Inspection",
    "2.2": "Advance Rate Planning",
}
DRIFTED = {"1.2": "Geology Ahead of the Face"}

SECTIONS_HANS = {
    "Face Pressure Control": "掌子面压力控制",
    "Ground Condition Classification": "地层条件分类",
    "Geology Ahead of the Face": "掌子面前方地质",
    "Cutter Wear Prediction": "刀具磨损预测",
    "Segment Lining Inspection": "管片衬砌检查",
    "Advance Rate Planning": "掘进速度规划",
}
SECTIONS_HANT = {
    "Face Pressure Control": "開挖面壓力控制",
    "Ground Condition Classification": "地層條件分類",
    "Geology Ahead of the Face": "開挖面前方地質",
    "Cutter Wear Prediction": "刀具磨耗預測",
    "Segment Lining Inspection": "環片襯砌檢查",
    "Advance Rate Planning": "掘進速率規劃",
}

BAD_CARD = "paper_cards/8314-3403-7596.md"
EMPTY_NOTE = "inbox/grison/2034-03-12-notes.md"


def _drive(n: int, risk: str) -> Entry:
    en = {
        1: "The torque maps TorqueMapNet reports come from a single drive through one clay stratum",
        2: "TorqueMapNet still rests on a single drive; the authors say logs from two rock drives are being cleaned",
        3: "TorqueMapNet single drive doubt, raised in every brief so far, and still no second drive in the data",
    }[n]
    hans = {
        1: "TorqueMapNet 报告的扭矩分布图只来自穿越同一黏土层的单一掘进段",
        2: "TorqueMapNet 仍只依据单一掘进段，作者说两条岩石隧道的记录正在清洗",
        3: "TorqueMapNet 单一掘进段的疑问每期都提，数据里至今仍没有第二个掘进段",
    }[n]
    hant = {
        1: "TorqueMapNet 報告的扭矩分布圖只來自穿越同一黏土層的單一掘進段",
        2: "TorqueMapNet 仍只依據單一掘進段，作者說兩條岩石隧道的紀錄正在清理",
        3: "TorqueMapNet 單一掘進段的疑問每期都提，資料裡至今仍沒有第二個掘進段",
    }[n]
    return Entry("single drive", en, "单一掘进段", hans, "單一掘進段", hant, ("3403.75963",), risk)


MAP_OPEN = Entry(
    "sensor mapping file",
    "The BoreLog 4 speedup was measured with a sensor mapping file for the machine that the release does not ship",
    "传感器映射文件",
    "BoreLog 4 的加速是用一份发布包没有附带的盾构机传感器映射文件测得的",
    "感測器對應檔",
    "BoreLog 4 的加速是用一份釋出包沒有附帶的潛盾機感測器對應檔測得的",
    (RELEASE,),
    "low",
)
MAP_CLOSED = Entry(
    "sensor mapping file",
    "BoreLog 4 sensor mapping file, raised yesterday, now ships with the release and the speedup holds on our own ring logs",
    "传感器映射文件",
    "BoreLog 4 传感器映射文件（昨天提出）现已随发布包提供，在我们自己的环号记录上加速依然成立",
    "感測器對應檔",
    "BoreLog 4 感測器對應檔（昨天提出）現已隨釋出包提供，在我們自己的環號紀錄上加速依然成立",
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
    date=date(2034, 3, 10),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("3403.71529", "anchored", "1.1", date(2034, 3, 10), sources=("paper_cards/8302-3403-71529.md",),
           figures=(Figure(0.18, "bar", "face pressure deviation"),),
           point="holds the support pressure at the face of a slurry machine from the readings of the bulkhead "
                 "pressure cells",
           hans="根据隔板压力传感器的读数保持泥水盾构掌子面的支护压力",
           hant="根據隔板壓力感測器的讀數維持泥水潛盾開挖面的支撐壓力"),
        _m("3403.70418", "anchored", "1.2", date(2034, 3, 7), sources=("paper_cards/8297-3403-70418.md",),
           figures=(Figure(89, "%", "mixed face detection recall"),),
           point="finds mixed ground at the face from the grain of the muck on the screw conveyor belt",
           hans="根据螺旋输送机皮带上渣土的颗粒判断掌子面是否为复合地层",
           hant="根據螺旋輸送機皮帶上渣土的顆粒判斷開挖面是否為複合地層"),
    ],
)  # fmt: skip

B1 = Doc(
    stem=f"inbox/olingo/2034-03-11-{TOPIC}-brief",
    kind="brief",
    date=date(2034, 3, 11),
    instance="olingo",
    window=_window(date(2034, 3, 11)),
    baseline=date(2034, 3, 10),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("3403.76074", "new", "1.2", sources=("inbox/grison/2034-03-11-notes.md", "paper_cards/8311-3403-76074.md"),
           figures=(Figure(0.6, "mm/rev", "penetration rate estimate error"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="reads the rock ahead of the face from the thrust each disc cutter needs for every millimetre of "
                 "penetration",
           hans="根据每把滚刀每毫米贯入所需的推力判断掌子面前方的岩体",
           hant="根據每把滾刀每毫米貫入所需的推力判斷開挖面前方的岩體"),
        _m("3403.72630", "new", "1.3", sources=("inbox/tayra/2034-03-11-notes.md", "paper_cards/8309-3403-72630.md"),
           figures=(Figure(0.35, "MNm", "cutterhead torque error"),), confidence="high",
           point="models how disc cutters wear ring by ring and when the cutterhead torque says a change is due",
           hans="模拟滚刀逐环磨损的过程，以及刀盘扭矩何时提示需要换刀",
           hant="模擬滾刀逐環磨耗的過程，以及刀盤扭矩何時提示需要換刀"),
        _m("3403.75963", "new", "1.3", sources=("inbox/grison/2034-03-11-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(0.42, "MNm", "torque map bias"),), confidence="medium",
           point="turns the cutterhead motor currents into a map of torque over each sector of the face",
           hans="把刀盘电机电流转换成掌子面各扇区的扭矩分布图",
           hant="把刀盤馬達電流轉換成開挖面各扇區的扭矩分布圖"),
        _m("3403.70418", "anchored", "1.2", date(2034, 3, 7),
           point="unchanged in the living document since it was anchored",
           hans="锚入后在活文档中没有变动", hant="錨入後在活文件中沒有變動"),
        _m("3403.71529", "carried-over", "1.1", date(2034, 3, 10),
           point="the face pressure readings ThrustLens is checked against",
           hans="ThrustLens 用作对照的掌子面压力读数",
           hant="ThrustLens 用作對照的開挖面壓力讀數"),
        _m("3403.73741", "adjacent",
           point="follows the grout injected behind each ring and flags voids in the annular gap",
           hans="追踪每环背后注入的浆液并标出盾尾间隙中的空洞", hant="追蹤每環背後注入的漿液並標出盾尾間隙中的空洞"),
    ],
    entries=[_drive(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/grison/2034-03-11-notes.md",
        "inbox/tayra/2034-03-11-notes.md",
        "paper_cards/8309-3403-72630.md",
        "paper_cards/8311-3403-76074.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("3403.76074", "3403.72630", "3403.75963"),
)  # fmt: skip

B2 = Doc(
    stem=f"inbox/tayra/2034-03-12-{TOPIC}-brief",
    kind="brief",
    date=date(2034, 3, 12),
    instance="tayra",
    window=_window(date(2034, 3, 12)),
    baseline=date(2034, 3, 11),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("3403.71529", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/olingo/2034-03-12-notes.md", "paper_cards/8320-3403-71529.md"),
           figures=(Figure(86, "%", "settlement warning detection rate"),), confidence="medium",
           point="the second version adds surface settlement markers and catches the overcut after a cutter change that "
                 "the first version missed",
           hans="第二版加入地表沉降观测点，能捕捉到第一版漏掉的换刀后超挖",
           hant="第二版加入地表沉陷觀測點，能捕捉到第一版漏掉的換刀後超挖"),
        _m("3403.73741", "new", "1.3", sources=("inbox/olingo/2034-03-12-notes.md", "paper_cards/8323-3403-73741.md"),
           figures=(Figure(71, "%", "void warning recall"),), confidence="medium-high",
           point="warns of voids behind the lining from grout volumes and checks each warning against later core holes",
           hans="根据注浆量预警衬砌背后的空洞，并对照之后的取芯孔核对每次预警",
           hant="根據注漿量預警襯砌背後的空洞，並對照之後的取心孔核對每次預警"),
        _m(RELEASE, "new", "1.1", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(4.2, "×", "ring log decoding speedup"),), confidence="medium",
           point="the release decodes a whole drive of machine PLC logs and ring build records on a laptop",
           hans="新版在笔记本电脑上解码整条隧道的盾构机 PLC 记录和拼装环记录",
           hant="新版在筆記型電腦上解碼整條隧道的潛盾機 PLC 紀錄與組裝環紀錄"),
        _m("3403.76074", "carried-over", "1.2",
           figures=(Figure(0.9, "mm/rev", "penetration rate estimate error"),),  # FAULT divergent-figures (b)
           point="the figure the authors gave in their talk at the tunnelling congress",
           hans="作者在隧道大会报告中给出的数值",
           hant="作者在隧道年會報告中給出的數值"),
        _m("3403.72630", "anchored", "1.3", date(2034, 3, 12),  # FAULT anchoring-conflict (a)
           point="merged into the living document by last night's relay", hans="已由昨晚的接力并入活文档",
           hant="已由昨晚的接力併入活文件"),
        _m("3403.75963", "carried-over", "1.3", point="still open, as it has been since the first brief",
           hans="从第一期起一直悬而未决", hant="從第一期起一直懸而未決"),
        _m("3403.74852", "candidate",
           point="spots cracked segment corners in frames from a camera on the erector arm",
           hans="在拼装机机械臂摄像头的画面中找出破损的管片边角", hant="在組裝機機械臂攝影機的畫面中找出破損的環片邊角"),
    ],
    entries=[_drive(2, "high"), MAP_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/olingo/2034-03-12-notes.md",
        EMPTY_NOTE,
        "paper_cards/8320-3403-71529.md",
        "paper_cards/8323-3403-73741.md",
    ],
    new_ids=("3403.71529", "3403.73741", "3403.73741"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem=f"inbox/grison/2034-03-13-{TOPIC}-brief",
    kind="brief",
    date=date(2034, 3, 13),
    instance="grison",
    window=_window(date(2034, 3, 13)),
    baseline=date(2034, 3, 12),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("3403.74852", "new", "2.1", sources=("inbox/tayra/2034-03-13-notes.md", "paper_cards/8331-3403-74852.md"),
           figures=(Figure(0.25, "bar", "grout pressure estimate error"),), confidence="medium-high",
           point="reads grout pressure behind each ring from erector camera frames and fills the rings a manual survey "
                 "skipped",
           hans="从拼装机摄像头画面读出每环背后的注浆压力，并补齐人工巡检漏掉的环号",
           hant="從組裝機攝影機畫面讀出每環背後的注漿壓力，並補齊人工巡檢漏掉的環號"),
        _m("3403.77185", "new", "2.2", sources=("inbox/olingo/2034-03-13-notes.md", "paper_cards/8336-3403-77185.md"),
           figures=(Figure(6.5, "mm/min", "advance speed forecast error"),
                    Figure(27, "%", "unplanned stoppage reduction")),
           confidence="medium",
           point="a digital twin of one drive that forecasts the advance speed of each shift and decides when to stop "
                 "for cutter changes",
           hans="一条隧道掘进的数字孪生，预报每个班次的掘进速度，并决定何时停机换刀",
           hant="一條隧道掘進的數位孿生，預報每個班次的掘進速率，並決定何時停機換刀"),
        _m(BLOG, "new", "1.2", sources=("inbox/olingo/2034-03-13-notes.md",), confidence="medium",
           point="blog post by a shift engineer on how she hears the ground change in the cutterhead before any sensor "
                 "shows it",
           hans="一位值班工程师写的博客文章，讲她如何在任何传感器显示之前就从刀盘的声音听出地层变化",
           hant="一位值班工程師寫的部落格文章，談她如何在任何感測器顯示之前就從刀盤的聲音聽出地層變化"),
        _m("3403.72630", "anchored", "1.3", date(2034, 3, 13),  # FAULT anchoring-conflict (b)
           point="went into the living document with this morning's merge", hans="随今早的合并进入活文档",
           hant="隨今早的合併進入活文件"),
        _m(RELEASE, "carried-over", "1.1", point="the sensor mapping file question is settled",
           hans="传感器映射文件的疑问已经解决", hant="感測器對應檔的疑問已經解決"),
        _m("3403.75963", "not-anchored", "1.3", point="kept out until torque maps from a second drive back it up",
           hans="等第二个掘进段的扭矩图佐证后再锚入", hant="等第二個掘進段的扭矩圖佐證後再錨入"),
        _m("3403.73741", "carried-over", "1.3", point="no news on it since the previous brief",
           hans="上一期之后没有新进展", hant="上一期之後沒有新進展"),
        _m("3403.78296", "adjacent",
           point="tells a boulder striking the cutterhead apart from a jammed disc in the torque and vibration logs",
           hans="在扭矩和振动记录中区分撞上刀盘的孤石和卡死的滚刀",
           hant="在扭矩與振動紀錄中區分撞上刀盤的孤石與卡死的滾刀"),
    ],
    entries=[_drive(3, "high"), MAP_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/olingo/2034-03-13-notes.md",
        "inbox/tayra/2034-03-13-notes.md",
        "paper_cards/8331-3403-74852.md",
        "paper_cards/8336-3403-77185.md",
        "work-queue.md",
    ],
    new_ids=("3403.74852", "3403.77185"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "3403.71529"),
    ("anchoring-conflict", "3403.72630"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "3403.73741"),
    ("divergent-figures", "3403.76074"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "3403.75963"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "face pressure deviation": "掌子面压力偏差",
    "mixed face detection recall": "复合地层识别召回率",
    "penetration rate estimate error": "贯入度估计误差",
    "cutterhead torque error": "刀盘扭矩误差",
    "torque map bias": "扭矩图偏差",
    "settlement warning detection rate": "沉降预警检出率",
    "void warning recall": "空洞预警召回率",
    "ring log decoding speedup": "环号记录解码加速",
    "grout pressure estimate error": "注浆压力估计误差",
    "advance speed forecast error": "掘进速度预报误差",
    "unplanned stoppage reduction": "计划外停机减少",
}
METRIC_HANT = {
    "face pressure deviation": "開挖面壓力偏差",
    "mixed face detection recall": "複合地層辨識召回率",
    "penetration rate estimate error": "貫入度估計誤差",
    "cutterhead torque error": "刀盤扭矩誤差",
    "torque map bias": "扭矩圖偏差",
    "settlement warning detection rate": "沉陷預警偵測率",
    "void warning recall": "空洞預警召回率",
    "ring log decoding speedup": "環號紀錄解碼加速",
    "grout pressure estimate error": "注漿壓力估計誤差",
    "advance speed forecast error": "掘進速率預報誤差",
    "unplanned stoppage reduction": "非計畫停機減少",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
