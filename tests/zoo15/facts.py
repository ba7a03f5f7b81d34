"""Facts model for the fifteenth held-out layout zoo (topic: grid-storage).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (quokka, tamarin, pangolin) and July 2027 dates. Everything the layouts
write and everything the key states comes from here. Points are given in English, simplified
Chinese and traditional Chinese (the layouts of this zoo are written in all three).

Planted faults (see FAULTS):
  new-but-anchored        CellScope (2707.03362): anchored 2027-07-14 (living doc, brief 1), called new by brief 2
  anchoring-conflict      PeakShaver (2707.04819): anchored 2027-07-15 per brief 2, 2027-07-16 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives ThermalGuard (2707.05270) twice
  divergent-figures       SoCFormer (2707.01583): state-of-charge error reduction 38 % (brief 1) vs 26 % (brief 2)
  section-name-drift      §1.2 "State Estimation" (living doc, briefs 1 and 3) vs "Charge Modelling" (brief 2)
  repeated-to-verify      SodiumLife's unreleased cycling data, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites SodiumLife's card as paper_cards/6117-2707-0794.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/pangolin/2027-07-16-notes.md for GridOS Storage 3 and lists it as empty
A second register entry (GridOS Storage 3's unpublished solver trace) is raised by brief 2 and
resolved by brief 3: it is not a fault.
"""

from __future__ import annotations

from datetime import date

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "grid-storage"
LIVING_STEM = f"organized/knowledge/{TOPIC}"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("2707.01583", "SoCFormer", arxiv="2707.01583"),
        Work("2707.02147", "FeederGraph", arxiv="2707.02147"),
        Work("2707.03362", "CellScope", arxiv="2707.03362"),
        Work("2707.04819", "PeakShaver", arxiv="2707.04819"),
        Work("2707.05270", "ThermalGuard", arxiv="2707.05270"),
        Work("2707.06631", "StorageBench", arxiv="2707.06631"),
        Work("2707.07948", "SodiumLife", arxiv="2707.07948"),
        Work("2707.08405", "InverterNet", arxiv="2707.08405"),
        Work("GridOS Storage 3", "GridOS Storage 3", url="https://github.com/example-grid/gridos-storage/releases/tag/v3.0",
             kind="release"),
        Work("Batteries in the Cold", "Batteries in the Cold",
             url="https://blog.example.net/2027/07/batteries-in-the-cold", kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Cell Diagnostics",
    "1.2": "State Estimation",
    "1.3": "Dispatch and Markets",
    "2.1": "Storage Benchmarks",
    "2.2": "Field Operations",
}
DRIFTED = {"1.2": "Charge Modelling"}

SECTIONS_HANS = {
    "Cell Diagnostics": "电芯诊断",
    "State Estimation": "状态估计",
    "Charge Modelling": "荷电建模",
    "Dispatch and Markets": "调度与电力市场",
    "Storage Benchmarks": "储能评测基准",
    "Field Operations": "现场运维",
}
SECTIONS_HANT = {
    "Cell Diagnostics": "電芯診斷",
    "State Estimation": "狀態估計",
    "Charge Modelling": "荷電建模",
    "Dispatch and Markets": "調度與電力市場",
    "Storage Benchmarks": "儲能評測基準",
    "Field Operations": "現場維運",
}

# the malformed card name brief 1 writes for SodiumLife (a digit of 2707.07948 lost)
BAD_CARD = "paper_cards/6117-2707-0794.md"
# the note brief 2 cites for GridOS Storage 3 and lists as empty
EMPTY_NOTE = "inbox/pangolin/2027-07-16-notes.md"


def _cycling(n: int, risk: str) -> Entry:
    en = {
        1: "SodiumLife's cycle-life gain rests on cycling data that has not been released",
        2: "SodiumLife: the cycling data is still unreleased; the cell maker has to sign off before it can be shared",
        3: "SodiumLife cycling data, raised for the third day running; the cycle-life gain cannot be checked from outside",
    }[n]
    hans = {
        1: "SodiumLife 的循环寿命提升依赖尚未公开的循环测试数据",
        2: "SodiumLife 的循环测试数据仍未公开，需电芯厂商签字同意后才能共享",
        3: "SodiumLife 循环测试数据已连续第三天提出，外部仍无法核验循环寿命提升",
    }[n]
    hant = {
        1: "SodiumLife 的循環壽命提升仰賴尚未公開的循環測試資料",
        2: "SodiumLife 的循環測試資料仍未公開，須經電芯廠商簽核後才能分享",
        3: "SodiumLife 循環測試資料已連續第三天提出，外部仍無法驗證循環壽命提升",
    }[n]
    return Entry("cycling data", en, "循环测试数据", hans, "循環測試資料", hant, ("2707.07948",), risk)


TRACE_OPEN = Entry(
    "solver trace",
    "GridOS Storage 3's scheduler speedup appears only in the changelog; the solver trace behind it is not published",
    "求解器日志",
    "GridOS Storage 3 的调度加速只写在更新日志里，背后的求解器日志没有公开",
    "求解器日誌",
    "GridOS Storage 3 的排程加速只寫在更新日誌裡，背後的求解器日誌沒有公開",
    ("GridOS Storage 3",),
    "low",
)
TRACE_CLOSED = Entry(
    "solver trace",
    "GridOS Storage 3 solver trace (raised yesterday): now attached to the release, speedup confirmed",
    "求解器日志",
    "GridOS Storage 3 求解器日志（昨天提出）：已随发布附上，加速已确认",
    "求解器日誌",
    "GridOS Storage 3 求解器日誌（昨天提出）：已隨發行版附上，加速已確認",
    ("GridOS Storage 3",),
    "low",
    resolved=True,
)


def _m(work: str, status: str, section: str | None = None, anchored: date | None = None, **kw) -> Mention:
    return Mention(work, status, section, anchored, **kw)


LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2027, 7, 14),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("2707.02147", "anchored", "1.3", date(2027, 7, 12), sources=("paper_cards/6102-2707-02147.md",),
           figures=(Figure(2.1, "×", "dispatch planning speedup"),),
           point="treats a distribution feeder as a graph and plans when each battery charges",
           hans="把配电馈线当成图，规划每组电池何时充电", hant="把配電饋線當成圖，規劃每組電池何時充電"),
        _m("2707.03362", "anchored", "1.1", date(2027, 7, 14), sources=("paper_cards/6105-2707-03362.md",),
           figures=(Figure(4.8, "points", "capacity fade prediction accuracy gain"),),
           point="reads cell health from impedance spectra taken during normal operation",
           hans="从正常运行中采集的阻抗谱读出电芯健康状态", hant="從正常運轉中量測的阻抗譜讀出電芯健康狀態"),
    ],
)  # fmt: skip

B1 = Doc(
    stem="inbox/quokka/2027-07-15-grid-storage-brief",
    kind="brief",
    date=date(2027, 7, 15),
    instance="quokka",
    window=("2027-07-14 21:30", "2027-07-15 21:30"),
    baseline=date(2027, 7, 14),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("2707.01583", "new", "1.2", sources=("inbox/pangolin/2027-07-15-notes.md", "paper_cards/6111-2707-01583.md"),
           figures=(Figure(38, "%", "state-of-charge error reduction"),),  # FAULT divergent-figures (a)
           confidence="high", point="a transformer that estimates state of charge from voltage and temperature traces",
           hans="从电压和温度曲线估计荷电状态的 Transformer 模型",
           hant="從電壓與溫度曲線估計荷電狀態的 Transformer 模型"),
        _m("2707.04819", "new", "1.3", sources=("inbox/tamarin/2027-07-15-notes.md", "paper_cards/6114-2707-04819.md"),
           figures=(Figure(2.7, "×", "bid optimisation speedup"),), confidence="medium-high",
           point="plans day-ahead market bids for a battery fleet so that evening peaks are shaved",
           hans="为电池群规划日前市场报价，以削减傍晚尖峰", hant="為電池群規劃日前市場報價，以削減傍晚尖峰"),
        _m("2707.07948", "new", "1.1", sources=("inbox/tamarin/2027-07-15-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(6.1, "points", "remaining-life ranking accuracy gain"),), confidence="medium",
           point="predicts how many cycles a sodium-ion cell has left from its first hundred cycles",
           hans="根据前一百次循环预测钠离子电芯剩余的循环次数", hant="依前一百次循環預測鈉離子電芯剩餘的循環次數"),
        _m("2707.02147", "anchored", "1.3", date(2027, 7, 12), point="already in the living document",
           hans="已在活文档中", hant="已在活文件中"),
        _m("2707.03362", "carried-over", "1.1", date(2027, 7, 14),
           point="the diagnostic baseline SodiumLife is compared with", hans="SodiumLife 用来对比的诊断基线",
           hant="SodiumLife 拿來對比的診斷基線"),
        _m("2707.05270", "adjacent", point="warns of thermal runaway from rack sensor readings",
           hans="根据机架传感器读数预警热失控", hant="依機櫃感測器讀數預警熱失控"),
    ],
    entries=[_cycling(1, "high")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/tamarin/2027-07-15-notes.md",
        "inbox/pangolin/2027-07-15-notes.md",
        "paper_cards/6111-2707-01583.md",
        "paper_cards/6114-2707-04819.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("2707.01583", "2707.04819", "2707.07948"),
)  # fmt: skip

B2 = Doc(
    stem="inbox/tamarin/2027-07-16-grid-storage-brief",
    kind="brief",
    date=date(2027, 7, 16),
    instance="tamarin",
    window=("2027-07-15 21:30", "2027-07-16 21:30"),
    baseline=date(2027, 7, 15),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("2707.03362", "new", "1.1",  # FAULT new-but-anchored
           sources=("inbox/quokka/2027-07-16-notes.md", "paper_cards/6121-2707-03362.md"),
           figures=(Figure(42, "ms", "per-cell diagnosis latency"),), confidence="medium",
           point="version 2 runs on the battery management controller instead of a cloud server",
           hans="第二版直接在电池管理控制器上运行，不再依赖云端服务器",
           hant="第二版直接在電池管理控制器上執行，不再依賴雲端伺服器"),
        _m("2707.05270", "new", "1.3", sources=("inbox/quokka/2027-07-16-notes.md", "paper_cards/6124-2707-05270.md"),
           figures=(Figure(61, "ms", "per-rack warning latency"),), confidence="medium-high",
           point="flags thermal runaway risk from rack sensor readings and derates the rack before it overheats",
           hans="根据机架传感器读数标出热失控风险，并在过热前降低机架功率",
           hant="依機櫃感測器讀數標出熱失控風險，並在過熱前降低機櫃功率"),
        _m("GridOS Storage 3", "new", "1.2", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(2.6, "×", "scheduler solve speedup"),), confidence="medium",
           point="the release feeds state-of-charge estimates straight into its scheduler",
           hans="新版把荷电状态估计直接送入调度器", hant="新版把荷電狀態估計直接送進排程器"),
        _m("2707.01583", "carried-over", "1.2",
           figures=(Figure(26, "%", "state-of-charge error reduction"),),  # FAULT divergent-figures (b)
           point="the figure given in the authors' workshop slides", hans="作者在研讨会幻灯片上给出的数字",
           hant="作者在研討會投影片上給出的數字"),
        _m("2707.04819", "anchored", "1.3", date(2027, 7, 15),  # FAULT anchoring-conflict (a)
           point="anchored in last night's relay", hans="昨晚接力已锚入", hant="昨晚接力已錨入"),
        _m("2707.07948", "carried-over", "1.1", point="carried over from the previous brief",
           hans="沿用上一棒条目", hant="沿用上一棒條目"),
        _m("2707.06631", "candidate", point="a benchmark built from storage fleet operating logs",
           hans="由储能电站运行日志构建的评测基准", hant="由儲能案場運轉日誌建構的評測基準"),
    ],
    entries=[_cycling(2, "medium"), TRACE_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/quokka/2027-07-16-notes.md",
        EMPTY_NOTE,
        "paper_cards/6121-2707-03362.md",
        "paper_cards/6124-2707-05270.md",
    ],
    new_ids=("2707.03362", "2707.05270", "2707.05270"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem="inbox/pangolin/2027-07-17-grid-storage-brief",
    kind="brief",
    date=date(2027, 7, 17),
    instance="pangolin",
    window=("2027-07-16 21:30", "2027-07-17 21:30"),
    baseline=date(2027, 7, 16),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("2707.06631", "new", "2.1", sources=("inbox/tamarin/2027-07-17-notes.md", "paper_cards/6130-2707-06631.md"),
           figures=(Figure(11, "points", "human-model forecasting gap"),), confidence="high",
           point="fleet operating logs where models forecast next-day degradation, scored against plant engineers",
           hans="用储能电站运行日志让模型预测次日衰减，并与电站工程师的判断比较",
           hant="以儲能案場運轉日誌讓模型預測隔日衰退，並與案場工程師的判斷比較"),
        _m("2707.08405", "new", "1.1", sources=("inbox/quokka/2027-07-17-notes.md", "paper_cards/6133-2707-08405.md"),
           figures=(Figure(17.5, "%", "false trip reduction"), Figure(95, "ms", "end-to-end latency")),
           confidence="medium", point="detects inverter faults on a low-power edge controller",
           hans="在低功耗边缘控制器上检测逆变器故障", hant="在低功耗邊緣控制器上偵測變流器故障"),
        _m("Batteries in the Cold", "new", "2.2", sources=("inbox/tamarin/2027-07-17-notes.md",),
           confidence="medium", point="blog post on keeping container batteries warm through a northern winter",
           hans="讨论集装箱储能如何熬过北方冬季的博客文章", hant="討論貨櫃式儲能如何撐過北方冬季的部落格文章"),
        _m("2707.04819", "anchored", "1.3", date(2027, 7, 16),  # FAULT anchoring-conflict (b)
           point="in the living document", hans="已在活文档中", hant="已在活文件中"),
        _m("GridOS Storage 3", "carried-over", "1.2", point="solver trace check closed", hans="求解器日志核对已结案",
           hant="求解器日誌核對已結案"),
        _m("2707.07948", "not-anchored", "1.1", point="held back until the cycling data is public",
           hans="循环数据公开前暂不锚入", hant="循環資料公開前暫不錨入"),
        _m("2707.05270", "carried-over", "1.3", point="carried over from the previous brief",
           hans="沿用上一棒条目", hant="沿用上一棒條目"),
    ],
    entries=[_cycling(3, "high"), TRACE_CLOSED],
    counts={"increments": 3, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2 arXiv ids)
    sources=[
        "inbox/tamarin/2027-07-17-notes.md",
        "inbox/quokka/2027-07-17-notes.md",
        "paper_cards/6130-2707-06631.md",
        "paper_cards/6133-2707-08405.md",
        "work-queue.md",
    ],
    new_ids=("2707.06631", "2707.08405"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "2707.03362"),
    ("anchoring-conflict", "2707.04819"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "2707.05270"),
    ("divergent-figures", "2707.01583"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "2707.07948"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "dispatch planning speedup": "调度规划加速",
    "capacity fade prediction accuracy gain": "容量衰减预测准确率提升",
    "state-of-charge error reduction": "荷电状态误差降低",
    "bid optimisation speedup": "报价优化加速",
    "remaining-life ranking accuracy gain": "剩余寿命排序准确率提升",
    "per-cell diagnosis latency": "单电芯诊断延迟",
    "per-rack warning latency": "单机架预警延迟",
    "scheduler solve speedup": "调度求解加速",
    "human-model forecasting gap": "人与模型预测差距",
    "false trip reduction": "误跳闸降低",
    "end-to-end latency": "端到端延迟",
}
METRIC_HANT = {
    "dispatch planning speedup": "調度規劃加速",
    "capacity fade prediction accuracy gain": "容量衰退預測準確率提升",
    "state-of-charge error reduction": "荷電狀態誤差降低",
    "bid optimisation speedup": "報價最佳化加速",
    "remaining-life ranking accuracy gain": "剩餘壽命排序準確率提升",
    "per-cell diagnosis latency": "單電芯診斷延遲",
    "per-rack warning latency": "單機櫃預警延遲",
    "scheduler solve speedup": "排程求解加速",
    "human-model forecasting gap": "人與模型預測差距",
    "false trip reduction": "誤跳脫降低",
    "end-to-end latency": "端到端延遲",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
