"""Facts model for the forty-third held-out layout zoo (topic: wind-turbine-blade-icing).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (loris, gecko and civet) and January 2034 dates, with the daily brief
handed over at 20:35. Figures come in the units a wind farm icing team uses (`kg/m` of ice load
along a blade, `m/s` of wind speed, `kW` of power, `rpm` of rotor speed) besides `%` and `×`.
Points are given in English, simplified and traditional Chinese.

Planted faults (see FAULTS):
  new-but-anchored        GlazeScope (3401.51328): anchored 2034-01-09 (living doc, brief 1), called new by brief 2
  anchoring-conflict      ThawCycle (3401.52439): anchored 2034-01-11 per brief 2, 2034-01-12 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives FrostLidar (3401.53540) twice
  divergent-figures       PitchHeat (3401.56873): rotor speed estimate error 0.6 rpm (brief 1) vs 0.9 rpm (brief 2)
  section-name-drift      §1.2 "Rotor Imbalance Detection" (living doc, briefs 1 and 3) vs "Rotor Vibration Analysis" (brief 2)
  repeated-to-verify      IceMassNet's single wind farm, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites IceMassNet's card as paper_cards/9415-3401-5576.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/civet/2034-01-11-notes.md for TurbineTrace 5 and lists it as empty
A second register entry (TurbineTrace 5's missing replay script) is raised by brief 2 and resolved
by brief 3: it is not a fault. Brief 3 also has one adjacent item (ShedWatch), new to the zoo.
"""

from __future__ import annotations

from datetime import date, timedelta

from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "wind-turbine-blade-icing"
LIVING_STEM = f"organized/knowledge/{TOPIC}"
HANDOVER = "20:35"

RELEASE = "TurbineTrace 5"
BLOG = "Notes from the Met Mast"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("3401.50217", "RimeSense", arxiv="3401.50217"),
        Work("3401.51328", "GlazeScope", arxiv="3401.51328"),
        Work("3401.52439", "ThawCycle", arxiv="3401.52439"),
        Work("3401.53540", "FrostLidar", arxiv="3401.53540"),
        Work("3401.54651", "NacelleCam", arxiv="3401.54651"),
        Work("3401.55762", "IceMassNet", arxiv="3401.55762"),
        Work("3401.56873", "PitchHeat", arxiv="3401.56873"),
        Work("3401.57984", "BladeTwin", arxiv="3401.57984"),
        Work("3401.58095", "ShedWatch", arxiv="3401.58095"),
        Work(RELEASE, RELEASE, url="https://github.com/example-turbinetrace/turbinetrace/releases/tag/v5.0.0",
             kind="release"),
        Work(BLOG, BLOG, url="https://metmast.example.org/2034/01/notes-from-the-met-mast/", kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Ice Accretion Sensing",
    "1.2": "Rotor Imbalance Detection",
    "1.3": "Power Loss Estimation",
    "2.1": "Nacelle Camera Monitoring",
    "2.2": "Blade Heating Operations",
}
DRIFTED = {"1.2": "Rotor Vibration Analysis"}

SECTIONS_HANS = {
    "Ice Accretion Sensing": "覆冰感测",
    "Rotor Imbalance Detection": "风轮不平衡检测",
    "Rotor Vibration Analysis": "风轮振动分析",
    "Power Loss Estimation": "功率损失估算",
    "Nacelle Camera Monitoring": "机舱摄像监测",
    "Blade Heating Operations": "叶片加热运维",
}
SECTIONS_HANT = {
    "Ice Accretion Sensing": "覆冰感測",
    "Rotor Imbalance Detection": "風輪不平衡偵測",
    "Rotor Vibration Analysis": "風輪振動分析",
    "Power Loss Estimation": "功率損失估算",
    "Nacelle Camera Monitoring": "機艙攝影監測",
    "Blade Heating Operations": "葉片加熱維運",
}

BAD_CARD = "paper_cards/9415-3401-5576.md"
EMPTY_NOTE = "inbox/civet/2034-01-11-notes.md"


def _farm(n: int, risk: str) -> Entry:
    en = {
        1: "The power curve shift IceMassNet reports rests on a single wind farm observed through one winter",
        2: "IceMassNet still rests on a single wind farm; the authors say records from two coastal farms are being cleaned",
        3: "IceMassNet single wind farm doubt, raised in every brief so far, and still no second farm in the data",
    }[n]
    hans = {
        1: "IceMassNet 报告的功率曲线偏移只依据单一风电场一个冬季的观测",
        2: "IceMassNet 仍只依据单一风电场，作者说两个沿海风电场的记录正在清洗",
        3: "IceMassNet 单一风电场的疑问每期都提，数据里至今仍没有第二个风电场",
    }[n]
    hant = {
        1: "IceMassNet 報告的功率曲線偏移只依據單一風場一個冬季的觀測",
        2: "IceMassNet 仍只依據單一風場，作者說兩個沿海風場的紀錄正在清理",
        3: "IceMassNet 單一風場的疑問每期都提，資料裡至今仍沒有第二個風場",
    }[n]
    return Entry("single wind farm", en, "单一风电场", hans, "單一風場", hant, ("3401.55762",), risk)


SCRIPT_OPEN = Entry(
    "replay script",
    "The TurbineTrace 5 speedup was measured with a SCADA replay script that the release does not ship",
    "回放脚本",
    "TurbineTrace 5 的加速是用一份发布包没有附带的 SCADA 回放脚本测得的",
    "回放腳本",
    "TurbineTrace 5 的加速是用一份釋出包沒有附帶的 SCADA 回放腳本測得的",
    (RELEASE,),
    "low",
)
SCRIPT_CLOSED = Entry(
    "replay script",
    "TurbineTrace 5 replay script, raised yesterday, now ships with the release and the speedup holds on our own turbines",
    "回放脚本",
    "TurbineTrace 5 回放脚本（昨天提出）现已随发布包提供，在我们自己的机组上加速依然成立",
    "回放腳本",
    "TurbineTrace 5 回放腳本（昨天提出）現已隨釋出包提供，在我們自己的機組上加速依然成立",
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
    date=date(2034, 1, 9),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("3401.51328", "anchored", "1.1", date(2034, 1, 9), sources=("paper_cards/9406-3401-51328.md",),
           figures=(Figure(0.35, "kg/m", "ice load per metre error"),),
           point="estimates the ice load on each blade from nacelle vibration and the shortfall against the power curve",
           hans="根据机舱振动和低于功率曲线的差额估算每支叶片上的覆冰载荷",
           hant="根據機艙振動與低於功率曲線的差額估算每支葉片上的覆冰載荷"),
        _m("3401.50217", "anchored", "1.2", date(2034, 1, 6), sources=("paper_cards/9402-3401-50217.md",),
           figures=(Figure(88, "%", "rime onset recall"),),
           point="finds the first rime on a blade from the small imbalance it adds to the spinning rotor",
           hans="根据转动的风轮上出现的微小不平衡发现叶片上最早的雾凇",
           hant="根據轉動的風輪上出現的微小不平衡發現葉片上最早的霧凇"),
    ],
)  # fmt: skip

B1 = Doc(
    stem=f"inbox/loris/2034-01-10-{TOPIC}-brief",
    kind="brief",
    date=date(2034, 1, 10),
    instance="loris",
    window=_window(date(2034, 1, 10)),
    baseline=date(2034, 1, 9),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("3401.56873", "new", "1.2", sources=("inbox/civet/2034-01-10-notes.md", "paper_cards/9412-3401-56873.md"),
           figures=(Figure(0.6, "rpm", "rotor speed estimate error"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="reads an iced blade from the extra pitch the controller needs to hold rated power",
           hans="根据控制器为保持额定功率而多出的变桨角判断叶片结冰",
           hant="根據控制器為維持額定功率而多出的變槳角判斷葉片結冰"),
        _m("3401.52439", "new", "1.3", sources=("inbox/gecko/2034-01-10-notes.md", "paper_cards/9409-3401-52439.md"),
           figures=(Figure(42, "kW", "iced power loss error"),), confidence="high",
           point="models how much power an iced rotor loses and how long the ice takes to shed once the thaw begins",
           hans="模拟覆冰风轮损失多少功率，以及解冻开始后冰层要多久才脱落",
           hant="模擬覆冰風輪損失多少功率，以及解凍開始後冰層要多久才脫落"),
        _m("3401.55762", "new", "1.3", sources=("inbox/civet/2034-01-10-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(1.8, "m/s", "power curve shift bias"),), confidence="medium",
           point="turns the drop below the warranted power curve into an ice mass for each blade",
           hans="把低于保证功率曲线的落差换算成每支叶片的覆冰质量",
           hant="把低於保證功率曲線的落差換算成每支葉片的覆冰質量"),
        _m("3401.50217", "anchored", "1.2", date(2034, 1, 6),
           point="in the living document since it was anchored, with nothing new this round",
           hans="自锚入以来一直在活文档中，本轮没有新内容", hant="自錨入以來一直在活文件中，本輪沒有新內容"),
        _m("3401.51328", "carried-over", "1.1", date(2034, 1, 9),
           point="the ice load curves PitchHeat uses to tell icing from a pitch fault",
           hans="PitchHeat 用来区分结冰和变桨故障的覆冰载荷曲线",
           hant="PitchHeat 用來區分結冰與變槳故障的覆冰載荷曲線"),
        _m("3401.53540", "adjacent", point="spots icing clouds upwind of the rotor with a lidar on the nacelle",
           hans="用机舱上的激光雷达发现风轮上风处的结冰云", hant="用機艙上的光達發現風輪上風處的結冰雲"),
    ],
    entries=[_farm(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/civet/2034-01-10-notes.md",
        "inbox/gecko/2034-01-10-notes.md",
        "paper_cards/9409-3401-52439.md",
        "paper_cards/9412-3401-56873.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("3401.56873", "3401.52439", "3401.55762"),
)  # fmt: skip

B2 = Doc(
    stem=f"inbox/gecko/2034-01-11-{TOPIC}-brief",
    kind="brief",
    date=date(2034, 1, 11),
    instance="gecko",
    window=_window(date(2034, 1, 11)),
    baseline=date(2034, 1, 10),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("3401.51328", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/loris/2034-01-11-notes.md", "paper_cards/9421-3401-51328.md"),
           figures=(Figure(81, "%", "glaze event detection rate"),), confidence="medium",
           point="the second version adds a heated anemometer and catches the glaze events the first version missed",
           hans="第二版加入加热风速计，能捕捉到第一版漏掉的雨凇事件",
           hant="第二版加入加熱風速計，能捕捉到第一版漏掉的雨凇事件"),
        _m("3401.53540", "new", "1.3", sources=("inbox/loris/2034-01-11-notes.md", "paper_cards/9424-3401-53540.md"),
           figures=(Figure(76, "%", "icing cloud warning recall"),), confidence="medium-high",
           point="warns of icing clouds with a nacelle lidar and checks each warning against the power loss that follows",
           hans="用机舱激光雷达预警结冰云，并对照随后的功率损失核对每次预警",
           hant="用機艙光達預警結冰雲，並對照隨後的功率損失核對每次預警"),
        _m(RELEASE, "new", "1.1", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(4.2, "×", "SCADA log decoding speedup"),), confidence="medium",
           point="the release decodes a winter of SCADA and blade sensor logs on a single board computer",
           hans="新版在单板计算机上解码一整个冬季的 SCADA 和叶片传感器记录",
           hant="新版在單板電腦上解碼一整個冬季的 SCADA 與葉片感測器紀錄"),
        _m("3401.56873", "carried-over", "1.2",
           figures=(Figure(0.9, "rpm", "rotor speed estimate error"),),  # FAULT divergent-figures (b)
           point="the figure the authors gave in their talk at the winter wind workshop",
           hans="作者在冬季风能研讨会报告中给出的数值",
           hant="作者在冬季風能研討會報告中給出的數值"),
        _m("3401.52439", "anchored", "1.3", date(2034, 1, 11),  # FAULT anchoring-conflict (a)
           point="merged into the living document in the overnight run", hans="已在夜间运行中并入活文档",
           hant="已在夜間執行時併入活文件"),
        _m("3401.55762", "carried-over", "1.3", point="still waiting, as it has been since the first brief",
           hans="从第一期起一直在等", hant="從第一期起一直在等"),
        _m("3401.54651", "candidate",
           point="counts iced blades in the frames of a camera on the nacelle roof",
           hans="在机舱顶部摄像头的画面中清点覆冰叶片", hant="在機艙頂部攝影機的畫面中清點覆冰葉片"),
    ],
    entries=[_farm(2, "high"), SCRIPT_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/loris/2034-01-11-notes.md",
        EMPTY_NOTE,
        "paper_cards/9421-3401-51328.md",
        "paper_cards/9424-3401-53540.md",
    ],
    new_ids=("3401.51328", "3401.53540", "3401.53540"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem=f"inbox/civet/2034-01-12-{TOPIC}-brief",
    kind="brief",
    date=date(2034, 1, 12),
    instance="civet",
    window=_window(date(2034, 1, 12)),
    baseline=date(2034, 1, 11),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("3401.54651", "new", "2.1", sources=("inbox/gecko/2034-01-12-notes.md", "paper_cards/9431-3401-54651.md"),
           figures=(Figure(0.22, "kg/m", "gap filled ice load error"),), confidence="medium-high",
           point="reads blade ice from nacelle camera frames and fills the hours an ice detector went offline",
           hans="从机舱摄像头画面读出叶片覆冰，并补齐结冰探测器离线的时段",
           hant="從機艙攝影機畫面讀出葉片覆冰，並補齊結冰偵測器離線的時段"),
        _m("3401.57984", "new", "2.2", sources=("inbox/loris/2034-01-12-notes.md", "paper_cards/9436-3401-57984.md"),
           figures=(Figure(35, "kW", "heating power forecast error"),
                    Figure(27, "%", "unplanned stop reduction")),
           confidence="medium",
           point="a digital twin of one wind farm that forecasts each turbine's icing hours and decides when to run blade heating",
           hans="一个风电场的数字孪生，预报每台机组的结冰时数，并决定何时启动叶片加热",
           hant="一個風場的數位孿生，預報每部機組的結冰時數，並決定何時啟動葉片加熱"),
        _m(BLOG, "new", "1.2", sources=("inbox/loris/2034-01-12-notes.md",), confidence="medium",
           point="blog post by a site technician on how she hears an unbalanced iced rotor from the foot of the tower before any alarm",
           hans="一位现场技术员写的博客文章，讲她如何在报警之前就在塔筒底下听出覆冰风轮的不平衡",
           hant="一位現場技術員寫的部落格文章，談她如何在警報之前就在塔架底下聽出覆冰風輪的不平衡"),
        _m("3401.52439", "anchored", "1.3", date(2034, 1, 12),  # FAULT anchoring-conflict (b)
           point="entered the living document with the morning merge", hans="随早间合并进入活文档",
           hant="隨早上合併進入活文件"),
        _m(RELEASE, "carried-over", "1.1", point="the replay script question is settled",
           hans="回放脚本的疑问已经解决", hant="回放腳本的疑問已經解決"),
        _m("3401.55762", "not-anchored", "1.3", point="kept out until records from a second wind farm back it up",
           hans="等第二个风电场的记录佐证后再锚入", hant="等第二個風場的紀錄佐證後再錨入"),
        _m("3401.53540", "carried-over", "1.3", point="nothing new on it since the previous brief",
           hans="上一期之后没有新进展", hant="上一期之後沒有新進展"),
        _m("3401.58095", "adjacent",
           point="tells ice thrown from a stopped rotor apart from normal idling in the SCADA records",
           hans="在 SCADA 记录中把停机风轮的甩冰与正常空转区分开", hant="在 SCADA 紀錄中把停機風輪的甩冰與正常空轉區分開"),
    ],
    entries=[_farm(3, "high"), SCRIPT_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/gecko/2034-01-12-notes.md",
        "inbox/loris/2034-01-12-notes.md",
        "paper_cards/9431-3401-54651.md",
        "paper_cards/9436-3401-57984.md",
        "work-queue.md",
    ],
    new_ids=("3401.54651", "3401.57984"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "3401.51328"),
    ("anchoring-conflict", "3401.52439"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "3401.53540"),
    ("divergent-figures", "3401.56873"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "3401.55762"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "ice load per metre error": "每米覆冰载荷误差",
    "rime onset recall": "雾凇起始召回率",
    "rotor speed estimate error": "风轮转速估计误差",
    "iced power loss error": "覆冰功率损失误差",
    "power curve shift bias": "功率曲线偏移偏差",
    "glaze event detection rate": "雨凇事件检出率",
    "icing cloud warning recall": "结冰云预警召回率",
    "SCADA log decoding speedup": "SCADA记录解码加速",
    "gap filled ice load error": "补缺后覆冰载荷误差",
    "heating power forecast error": "加热功率预报误差",
    "unplanned stop reduction": "非计划停机减少",
}
METRIC_HANT = {
    "ice load per metre error": "每公尺覆冰載荷誤差",
    "rime onset recall": "霧凇起始召回率",
    "rotor speed estimate error": "風輪轉速估計誤差",
    "iced power loss error": "覆冰功率損失誤差",
    "power curve shift bias": "功率曲線偏移偏差",
    "glaze event detection rate": "雨凇事件偵測率",
    "icing cloud warning recall": "結冰雲預警召回率",
    "SCADA log decoding speedup": "SCADA 紀錄解碼加速",
    "gap filled ice load error": "補缺後覆冰載荷誤差",
    "heating power forecast error": "加熱功率預報誤差",
    "unplanned stop reduction": "非計畫停機減少",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
