"""Facts model for the fortieth held-out layout zoo (topic: river-sediment-transport).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (dhole, hyrax and saiga) and late August 2026 dates, with the daily
brief handed over in the afternoon (16:35). Figures come in the units a river sediment team
uses (`mg/L` of suspended sediment concentration, `m³/s` of discharge, `t/day` of sediment load,
`mm` of median grain size) besides `%` and `×`. Everything the layouts write and everything the
key states comes from here. Points are given in English, simplified Chinese and traditional
Chinese.

Planted faults (see FAULTS):
  new-but-anchored        TurbiSieve (3311.91628): anchored 2026-08-24 (living doc, brief 1), called new by brief 2
  anchoring-conflict      TrapTally (3311.92739): anchored 2026-08-26 per brief 2, 2026-08-27 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives DuneLapse (3311.93840) twice
  divergent-figures       ChuteShift (3311.96173): chute cutoff discharge error 22 m³/s (brief 1) vs 31 m³/s (brief 2)
  section-name-drift      §1.2 "Channel Change Mapping" (living doc, briefs 1 and 3) vs "Bank Line Tracing" (brief 2)
  repeated-to-verify      ReachLedger's single gauging station, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites ReachLedger's card as paper_cards/8115-3311-9506.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/saiga/2026-08-26-notes.md for SedKit 4 and lists it as empty
A second register entry (SedKit 4's missing rating curve file) is raised by brief 2 and resolved
by brief 3: it is not a fault. Brief 3 also has one adjacent item (SiltCam), new to the zoo.
"""

from __future__ import annotations

from datetime import date, timedelta

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "river-sediment-transport"
LIVING_STEM = f"organized/knowledge/{TOPIC}"
HANDOVER = "16:35"

RELEASE = "SedKit 4"
BLOG = "Notes from the Gauging Cableway"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("3311.90517", "BankTrace", arxiv="3311.90517"),
        Work("3311.91628", "TurbiSieve", arxiv="3311.91628"),
        Work("3311.92739", "TrapTally", arxiv="3311.92739"),
        Work("3311.93840", "DuneLapse", arxiv="3311.93840"),
        Work("3311.94951", "GaugeGapFill", arxiv="3311.94951"),
        Work("3311.95062", "ReachLedger", arxiv="3311.95062"),
        Work("3311.96173", "ChuteShift", arxiv="3311.96173"),
        Work("3311.97284", "FlushWatch", arxiv="3311.97284"),
        Work("3311.98395", "SiltCam", arxiv="3311.98395"),
        Work(RELEASE, RELEASE, url="https://github.com/example-sedkit/sedkit/releases/tag/v4.0.0", kind="release"),
        Work(BLOG, BLOG, url="https://cablewaynotes.example.org/2026/08/notes-from-the-gauging-cableway/",
             kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Turbidity and Suspended Load",
    "1.2": "Channel Change Mapping",
    "1.3": "Bed Load Sampling",
    "2.1": "Gauging Station Records",
    "2.2": "Reservoir Flushing Bulletins",
}
DRIFTED = {"1.2": "Bank Line Tracing"}

SECTIONS_HANS = {
    "Turbidity and Suspended Load": "浊度与悬移质",
    "Channel Change Mapping": "河道变化制图",
    "Bank Line Tracing": "岸线追踪",
    "Bed Load Sampling": "推移质采样",
    "Gauging Station Records": "水文站记录",
    "Reservoir Flushing Bulletins": "水库冲沙公告",
}
SECTIONS_HANT = {
    "Turbidity and Suspended Load": "濁度與懸浮載",
    "Channel Change Mapping": "河道變遷製圖",
    "Bank Line Tracing": "岸線追蹤",
    "Bed Load Sampling": "河床載採樣",
    "Gauging Station Records": "水文站紀錄",
    "Reservoir Flushing Bulletins": "水庫排砂公告",
}

# the malformed card name brief 1 writes for ReachLedger (the last digit of 3311.95062 lost)
BAD_CARD = "paper_cards/8115-3311-9506.md"
# the note brief 2 cites for SedKit 4 and lists as empty
EMPTY_NOTE = "inbox/saiga/2026-08-26-notes.md"


def _single_station(n: int, risk: str) -> Entry:
    en = {
        1: "The daily sediment load bias ReachLedger reports rests on samples from a single gauging station, all taken in one flood season",
        2: "ReachLedger still rests on a single gauging station; the authors say samples from two more stations in the basin are being processed",
        3: "ReachLedger single gauging station doubt, raised in every brief so far, and still no sample from any other station",
    }[n]
    hans = {
        1: "ReachLedger 报告的日输沙量偏差只依据单一水文站的样本，而且全部取自同一个汛期",
        2: "ReachLedger 仍只依据单一水文站，作者说流域内另外两个水文站的样本正在处理",
        3: "ReachLedger 单一水文站的疑问每期都提，至今仍没有任何其他水文站的样本",
    }[n]
    hant = {
        1: "ReachLedger 報告的日輸砂量偏差只依據單一水文站的樣本，而且全部取自同一個汛期",
        2: "ReachLedger 仍只依據單一水文站，作者說流域內另外兩個水文站的樣本正在處理",
        3: "ReachLedger 單一水文站的疑問每期都提，至今仍沒有任何其他水文站的樣本",
    }[n]
    return Entry("single gauging station", en, "单一水文站", hans, "單一水文站", hant, ("3311.95062",), risk)


RATING_OPEN = Entry(
    "rating curve file",
    "The SedKit 4 speedup was measured against a rating curve file that the release does not ship",
    "水位流量关系曲线文件",
    "SedKit 4 的加速是对照一份发布包没有附带的水位流量关系曲线文件测得的",
    "水位流量率定曲線檔",
    "SedKit 4 的加速是對照一份釋出包沒有附帶的水位流量率定曲線檔測得的",
    (RELEASE,),
    "low",
)
RATING_CLOSED = Entry(
    "rating curve file",
    "SedKit 4 rating curve file, raised yesterday, now ships with the release and the speedup holds on our own cluster",
    "水位流量关系曲线文件",
    "SedKit 4 水位流量关系曲线文件（昨天提出）现已随发布包提供，在我们自己的集群上加速依然成立",
    "水位流量率定曲線檔",
    "SedKit 4 水位流量率定曲線檔（昨天提出）現已隨釋出包提供，在我們自己的叢集上加速依然成立",
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
    date=date(2026, 8, 24),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("3311.91628", "anchored", "1.1", date(2026, 8, 24), sources=("paper_cards/8106-3311-91628.md",),
           figures=(Figure(42, "mg/L", "suspended sediment concentration error"),),
           point="converts continuous turbidity sensor records into suspended sediment concentration and tells clay wash load apart from sand",
           hans="把连续的浊度传感器记录换算成悬移质浓度，并把黏土冲泻质和沙区分开",
           hant="把連續的濁度感測器紀錄換算成懸浮質濃度，並把黏土沖洗載和砂區分開"),
        _m("3311.90517", "anchored", "1.2", date(2026, 8, 21), sources=("paper_cards/8102-3311-90517.md",),
           figures=(Figure(91, "%", "bank line detection recall"),),
           point="traces the bank line of every reach in the drone and satellite images taken after each flood",
           hans="在每场洪水之后拍摄的无人机和卫星影像中描出每个河段的岸线",
           hant="在每場洪水之後拍攝的無人機與衛星影像中描出每個河段的岸線"),
    ],
)  # fmt: skip

B1 = Doc(
    stem=f"inbox/dhole/2026-08-25-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 8, 25),
    instance="dhole",
    window=_window(date(2026, 8, 25)),
    baseline=date(2026, 8, 24),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("3311.96173", "new", "1.2", sources=("inbox/saiga/2026-08-25-notes.md", "paper_cards/8112-3311-96173.md"),
           figures=(Figure(22, "m³/s", "chute cutoff discharge error"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="forecasts where chute channels will cut across point bars by pairing upstream discharge records with webcam loops",
           hans="把上游流量记录和网络摄像头动画配对，预报串沟会在哪些边滩上切穿",
           hant="把上游流量紀錄和網路攝影機動畫配對，預報串溝會在哪些邊灘上切穿"),
        _m("3311.92739", "new", "1.3", sources=("inbox/hyrax/2026-08-25-notes.md", "paper_cards/8109-3311-92739.md"),
           figures=(Figure(1.8, "mm", "median grain size error"),), confidence="high",
           point="measures bed load from pit traps emptied at several points across one riffle after each freshet",
           hans="通过在每次涨水之后清空同一浅滩横断面上多个坑式采样器来测量推移质",
           hant="透過在每次漲水之後清空同一淺灘橫斷面上多個坑式採樣器來量測河床載"),
        _m("3311.95062", "new", "1.3", sources=("inbox/saiga/2026-08-25-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(140, "t/day", "daily sediment load bias"),), confidence="medium",
           point="turns the samples one gauging station records into a season ledger of sediment load for the whole basin",
           hans="把一个水文站记录的样本换算成整个流域整季的输沙量账本",
           hant="把一個水文站記錄的樣本換算成整個流域整季的輸砂量帳本"),
        _m("3311.90517", "anchored", "1.2", date(2026, 8, 21),
           point="in the living document since it was anchored, with nothing new this round",
           hans="自锚定以来一直在活文档中，本轮没有新内容", hant="自錨定以來一直在活文件中，本輪沒有新內容"),
        _m("3311.91628", "carried-over", "1.1", date(2026, 8, 24),
           point="the suspended load estimates ChuteShift uses to decide how much sand a chute flow can carry",
           hans="ChuteShift 用来判断串沟水流能携带多少沙的悬移质估算",
           hant="ChuteShift 用來判斷串溝水流能攜帶多少砂的懸浮載估算"),
        _m("3311.93840", "adjacent", point="picks dune migration out of time lapse sonar sweeps on sandy reaches",
           hans="从沙质河段的延时声呐扫描中挑出沙丘的迁移", hant="從砂質河段的縮時聲納掃描中挑出沙丘的遷移"),
    ],
    entries=[_single_station(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/saiga/2026-08-25-notes.md",
        "inbox/hyrax/2026-08-25-notes.md",
        "paper_cards/8109-3311-92739.md",
        "paper_cards/8112-3311-96173.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("3311.96173", "3311.92739", "3311.95062"),
)  # fmt: skip

B2 = Doc(
    stem=f"inbox/hyrax/2026-08-26-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 8, 26),
    instance="hyrax",
    window=_window(date(2026, 8, 26)),
    baseline=date(2026, 8, 25),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("3311.91628", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/dhole/2026-08-26-notes.md", "paper_cards/8121-3311-91628.md"),
           figures=(Figure(86, "%", "sand fraction detection rate"),), confidence="medium",
           point="the second version adds acoustic backscatter from a side looking profiler and catches sand pulses the first version missed",
           hans="第二版在浊度计之外加入侧视剖面仪的声学后向散射，能捕捉到第一版漏掉的沙脉冲",
           hant="第二版在濁度計之外加入側視剖面儀的聲學回散射，能捕捉到第一版漏掉的砂脈衝"),
        _m("3311.93840", "new", "1.3", sources=("inbox/dhole/2026-08-26-notes.md", "paper_cards/8124-3311-93840.md"),
           figures=(Figure(73, "%", "dune migration recall"),), confidence="medium-high",
           point="picks dune migration out of time lapse sonar sweeps and times each crest step to the minute against the stage record",
           hans="从延时声呐扫描中挑出沙丘的迁移，并对照水位记录把每次沙丘顶移动的时间精确到分钟",
           hant="從縮時聲納掃描中挑出沙丘的遷移，並對照水位紀錄把每次沙丘頂移動的時間精確到分鐘"),
        _m(RELEASE, "new", "1.1", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(5.4, "×", "sediment routing model speedup"),), confidence="medium",
           point="the release runs the sediment routing model over decades of gauging station records on graphics cards",
           hans="新版在显卡上对几十年的水文站记录运行泥沙演进模型",
           hant="新版在顯示卡上對數十年的水文站紀錄執行泥砂演算模式"),
        _m("3311.96173", "carried-over", "1.2",
           figures=(Figure(31, "m³/s", "chute cutoff discharge error"),),  # FAULT divergent-figures (b)
           point="the figure the authors gave in their talk at the river sedimentation symposium",
           hans="作者在河流泥沙研讨会报告中给出的数值",
           hant="作者在河川泥砂研討會報告中給出的數值"),
        _m("3311.92739", "anchored", "1.3", date(2026, 8, 26),  # FAULT anchoring-conflict (a)
           point="merged into the living document in the overnight run", hans="已在夜间运行中并入活文档",
           hant="已在夜間執行時併入活文件"),
        _m("3311.95062", "carried-over", "1.3", point="still waiting, as it has been since the first brief",
           hans="从第一期起一直在等", hant="從第一期起一直在等"),
        _m("3311.94951", "candidate",
           point="fills the gaps that ice on the sensors and power cuts leave in gauging station series",
           hans="补齐传感器结冰和断电在水文站序列中留下的缺口", hant="補齊感測器結冰與斷電在水文站序列中留下的缺口"),
    ],
    entries=[_single_station(2, "high"), RATING_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/dhole/2026-08-26-notes.md",
        EMPTY_NOTE,
        "paper_cards/8121-3311-91628.md",
        "paper_cards/8124-3311-93840.md",
    ],
    new_ids=("3311.91628", "3311.93840", "3311.93840"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem=f"inbox/saiga/2026-08-27-{TOPIC}-brief",
    kind="brief",
    date=date(2026, 8, 27),
    instance="saiga",
    window=_window(date(2026, 8, 27)),
    baseline=date(2026, 8, 26),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("3311.94951", "new", "2.1", sources=("inbox/hyrax/2026-08-27-notes.md", "paper_cards/8131-3311-94951.md"),
           figures=(Figure(38, "m³/s", "peak discharge error"),), confidence="medium-high",
           point="fills the gaps ice on the sensors and power cuts leave in gauging station series with a model that knows the daily snowmelt cycle",
           hans="用一个了解每日融雪周期的模型补齐传感器结冰和断电在水文站序列中留下的缺口",
           hant="以一個了解每日融雪週期的模型補齊感測器結冰與斷電在水文站序列中留下的缺口"),
        _m("3311.97284", "new", "2.2", sources=("inbox/dhole/2026-08-27-notes.md", "paper_cards/8136-3311-97284.md"),
           figures=(Figure(450, "t/day", "inflow sediment load error"),
                    Figure(29, "%", "unplanned intake shutdown reduction")),
           confidence="medium",
           point="a digital twin of one reservoir that forecasts the sediment arriving from upstream and decides when to open the flushing gates",
           hans="一座水库的数字孪生，预报从上游到来的泥沙，并决定何时开启冲沙闸门",
           hant="一座水庫的數位孿生，預報從上游到來的泥砂，並決定何時開啟排砂閘門"),
        _m(BLOG, "new", "1.2", sources=("inbox/dhole/2026-08-27-notes.md",), confidence="medium",
           point="blog post by a hydrographer on how the cableway crew logs each bank collapse against fixed survey pins on the bank",
           hans="一位水文测量员写的博客文章，讲缆道班组如何对照岸上的固定测桩记录每次塌岸",
           hant="一位水文測量員寫的部落格文章，談纜道班組如何對照岸上的固定測樁記錄每次崩岸"),
        _m("3311.92739", "anchored", "1.3", date(2026, 8, 27),  # FAULT anchoring-conflict (b)
           point="entered the living document with the morning merge", hans="随早间合并进入活文档",
           hant="隨早上合併進入活文件"),
        _m(RELEASE, "carried-over", "1.1", point="the rating curve file question is settled",
           hans="水位流量关系曲线文件的疑问已经解决", hant="水位流量率定曲線檔的疑問已經解決"),
        _m("3311.95062", "not-anchored", "1.3", point="kept out until samples from a second gauging station back it up",
           hans="等第二个水文站的样本佐证后再锚入", hant="等第二個水文站的樣本佐證後再錨入"),
        _m("3311.93840", "carried-over", "1.3", point="nothing new on it since the previous brief",
           hans="上一期之后没有新进展", hant="上一期之後沒有新進展"),
        _m("3311.98395", "adjacent", point="tracks sediment plumes at tributary confluences in drone camera sweeps",
           hans="在无人机相机扫描中追踪支流汇口的泥沙羽流", hant="在無人機相機掃描中追蹤支流匯口的泥砂羽流"),
    ],
    entries=[_single_station(3, "high"), RATING_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/hyrax/2026-08-27-notes.md",
        "inbox/dhole/2026-08-27-notes.md",
        "paper_cards/8131-3311-94951.md",
        "paper_cards/8136-3311-97284.md",
        "work-queue.md",
    ],
    new_ids=("3311.94951", "3311.97284"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "3311.91628"),
    ("anchoring-conflict", "3311.92739"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "3311.93840"),
    ("divergent-figures", "3311.96173"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "3311.95062"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "suspended sediment concentration error": "悬移质浓度误差",
    "bank line detection recall": "岸线检出召回率",
    "chute cutoff discharge error": "串沟切穿流量误差",
    "median grain size error": "中值粒径误差",
    "daily sediment load bias": "日输沙量偏差",
    "sand fraction detection rate": "沙组分检出率",
    "dune migration recall": "沙丘迁移召回率",
    "sediment routing model speedup": "泥沙演进模型加速",
    "peak discharge error": "洪峰流量误差",
    "inflow sediment load error": "入库输沙量误差",
    "unplanned intake shutdown reduction": "计划外取水口停运减少",
}
METRIC_HANT = {
    "suspended sediment concentration error": "懸浮質濃度誤差",
    "bank line detection recall": "岸線偵測召回率",
    "chute cutoff discharge error": "串溝切穿流量誤差",
    "median grain size error": "中值粒徑誤差",
    "daily sediment load bias": "日輸砂量偏差",
    "sand fraction detection rate": "砂組分偵測率",
    "dune migration recall": "沙丘遷移召回率",
    "sediment routing model speedup": "泥砂演算模式加速",
    "peak discharge error": "洪峰流量誤差",
    "inflow sediment load error": "入庫輸砂量誤差",
    "unplanned intake shutdown reduction": "計畫外取水口停機減少",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
