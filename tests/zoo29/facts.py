"""Facts model for the twenty-ninth held-out layout zoo (topic: battery-degradation-modeling).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (numbat, serval, bilby) and December 2032 dates, with the handover early
in the morning (08:40). Figures come in units the earlier zoos did not use (`mAh`, `cycles`, `mV`,
`Wh/kg`, `°C`) besides `×`, `%` and `ms`. Everything the layouts write and everything the key
states comes from here. Points are given in English, simplified Chinese and traditional Chinese.

Planted faults (see FAULTS):
  new-but-anchored        PlateSense (3212.51247): anchored 2032-12-12 (living doc, brief 1), called new by brief 2
  anchoring-conflict      ArrheniusNet (3212.52358): anchored 2032-12-14 per brief 2, 2032-12-15 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives KneePoint (3212.53469) twice
  divergent-figures       ImpedanceFlow (3212.56792): remaining useful life error 86 cycles (brief 1) vs 61 cycles (brief 2)
  section-name-drift      §1.2 "Lithium Plating Detection" (living doc, briefs 1 and 3) vs "Plating Onset Diagnostics" (brief 2)
  repeated-to-verify      SEIScope's single cell chemistry, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites SEIScope's card as paper_cards/5123-3212-5568.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/bilby/2032-12-14-notes.md for CellSim 4 and lists it as empty
A second register entry (CellSim 4's missing parameter files) is raised by brief 2 and resolved by
brief 3: it is not a fault. Brief 3 also has one adjacent item (CalendarWatch), new to the zoo.
"""

from __future__ import annotations

from datetime import date, timedelta

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "battery-degradation-modeling"
LIVING_STEM = f"organized/knowledge/{TOPIC}"
HANDOVER = "08:40"

SIM = "CellSim 4"
BLOG = "Reading the Knee in a Capacity Curve"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("3212.50136", "FadeFormer", arxiv="3212.50136"),
        Work("3212.51247", "PlateSense", arxiv="3212.51247"),
        Work("3212.52358", "ArrheniusNet", arxiv="3212.52358"),
        Work("3212.53469", "KneePoint", arxiv="3212.53469"),
        Work("3212.54570", "CycleVault", arxiv="3212.54570"),
        Work("3212.55681", "SEIScope", arxiv="3212.55681"),
        Work("3212.56792", "ImpedanceFlow", arxiv="3212.56792"),
        Work("3212.57803", "PackTwin", arxiv="3212.57803"),
        Work("3212.58914", "CalendarWatch", arxiv="3212.58914"),
        Work(SIM, SIM, url="https://github.com/example-cellsim/cellsim/releases/tag/v4.0.0", kind="release"),
        Work(BLOG, BLOG, url="https://cyclerlog.example.net/2032/12/reading-the-knee-in-a-capacity-curve/",
             kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Capacity Fade Models",
    "1.2": "Lithium Plating Detection",
    "1.3": "Thermal Ageing",
    "2.1": "Cycling Datasets",
    "2.2": "Simulation Tooling",
}
DRIFTED = {"1.2": "Plating Onset Diagnostics"}

SECTIONS_HANS = {
    "Capacity Fade Models": "容量衰减模型",
    "Lithium Plating Detection": "析锂检测",
    "Plating Onset Diagnostics": "析锂起始诊断",
    "Thermal Ageing": "热老化",
    "Cycling Datasets": "循环测试数据集",
    "Simulation Tooling": "仿真工具",
}
SECTIONS_HANT = {
    "Capacity Fade Models": "容量衰減模型",
    "Lithium Plating Detection": "析鋰偵測",
    "Plating Onset Diagnostics": "析鋰起始診斷",
    "Thermal Ageing": "熱老化",
    "Cycling Datasets": "循環測試資料集",
    "Simulation Tooling": "模擬工具",
}

# the malformed card name brief 1 writes for SEIScope (the last digit of 3212.55681 lost)
BAD_CARD = "paper_cards/5123-3212-5568.md"
# the note brief 2 cites for CellSim 4 and lists as empty
EMPTY_NOTE = "inbox/bilby/2032-12-14-notes.md"


def _chemistry(n: int, risk: str) -> Entry:
    en = {
        1: "The interphase thickness estimate of SEIScope was validated on a single cell chemistry, NMC811 pouch cells from one supplier",
        2: "SEIScope remains a single cell chemistry result; the authors write that LFP and sodium ion cells are on the cycler now",
        3: "SEIScope single cell chemistry, open since the first brief, and still no result on a second chemistry",
    }[n]
    hans = {
        1: "SEIScope 的界面膜厚度估计只在单一电池化学体系上验证过，即同一供应商的 NMC811 软包电池",
        2: "SEIScope 仍是单一电池化学体系的结果，作者称磷酸铁锂和钠离子电池正在循环测试中",
        3: "SEIScope 单一电池化学体系问题从第一期起一直悬而未决，第二种化学体系仍无结果",
    }[n]
    hant = {
        1: "SEIScope 的界面膜厚度估計只在單一電池化學體系上驗證過，即同一供應商的 NMC811 軟包電池",
        2: "SEIScope 仍是單一電池化學體系的結果，作者表示磷酸鐵鋰與鈉離子電池正在循環測試中",
        3: "SEIScope 單一電池化學體系問題從第一輪起一直懸而未決，第二種化學體系仍無結果",
    }[n]
    return Entry("single cell chemistry", en, "单一电池化学体系", hans, "單一電池化學體系", hant, ("3212.55681",), risk)


PARAMS_OPEN = Entry(
    "parameter files",
    "The pack simulation speedup of CellSim 4 depends on parameter files that were left out of the release",
    "参数文件",
    "CellSim 4 的电池包仿真加速依赖一组没有随版本发布的参数文件",
    "參數檔",
    "CellSim 4 的電池組模擬加速仰賴一組沒有隨版本釋出的參數檔",
    (SIM,),
    "low",
)
PARAMS_CLOSED = Entry(
    "parameter files",
    "CellSim 4 parameter files, raised yesterday, are now among the release assets and the speedup reproduces on our laptop",
    "参数文件",
    "CellSim 4 参数文件（昨天提出）：已补进发布附件，加速结果在我们的笔记本电脑上可以复现",
    "參數檔",
    "CellSim 4 參數檔（昨天提出）：已補進釋出附件，加速結果在我們的筆記型電腦上可以重現",
    (SIM,),
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
    date=date(2032, 12, 12),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("3212.50136", "anchored", "1.1", date(2032, 12, 10), sources=("paper_cards/5102-3212-50136.md",),
           figures=(Figure(1.8, "%", "capacity forecast error"),),
           point="forecasts how much capacity a cell will lose over its whole life from its first hundred cycles",
           hans="仅凭电池最初一百次循环，预测它整个寿命中会损失多少容量",
           hant="僅憑電池最初一百次循環，預測它整個壽命中會損失多少容量"),
        _m("3212.51247", "anchored", "1.2", date(2032, 12, 12), sources=("paper_cards/5108-3212-51247.md",),
           figures=(Figure(12, "mV", "plating detection threshold"),),
           point="flags lithium plating during a fast charge from small bumps in the voltage curve",
           hans="从电压曲线上的微小鼓包识别快充过程中的析锂",
           hant="從電壓曲線上的微小隆起辨識快充過程中的析鋰"),
    ],
)  # fmt: skip

B1 = Doc(
    stem=f"inbox/numbat/2032-12-13-{TOPIC}-brief",
    kind="brief",
    date=date(2032, 12, 13),
    instance="numbat",
    window=_window(date(2032, 12, 13)),
    baseline=date(2032, 12, 12),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("3212.56792", "new", "1.2", sources=("inbox/bilby/2032-12-13-notes.md", "paper_cards/5115-3212-56792.md"),
           figures=(Figure(86, "cycles", "remaining useful life error"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="reads an impedance spectrum taken after every fast charge to catch plating early and estimate how many cycles a cell has left",
           hans="在每次快充后测一次阻抗谱，及早发现析锂并估计电池还剩多少次循环",
           hant="在每次快充後量測一次阻抗譜，及早發現析鋰並估計電池還剩多少次循環"),
        _m("3212.52358", "new", "1.3", sources=("inbox/serval/2032-12-13-notes.md", "paper_cards/5119-3212-52358.md"),
           figures=(Figure(22, "%", "calendar fade prediction error reduction"),), confidence="high",
           point="learns how storage temperature speeds up calendar ageing from tests at four temperatures instead of assuming one fixed law",
           hans="从四个温度下的存储测试中学习温度如何加快日历老化，而不是套用一条固定定律",
           hant="從四個溫度下的儲存測試中學習溫度如何加快日曆老化，而不是套用一條固定定律"),
        _m("3212.55681", "new", "1.1", sources=("inbox/serval/2032-12-13-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(38, "mAh", "capacity estimation error"),), confidence="medium",
           point="infers how thick the solid electrolyte interphase has grown from the shape of a slow charge curve",
           hans="根据慢充曲线的形状推断固体电解质界面膜已经长到多厚",
           hant="根據慢充曲線的形狀推斷固體電解質界面膜已經長到多厚"),
        _m("3212.50136", "anchored", "1.1", date(2032, 12, 10), point="already part of the living document",
           hans="已写入活文档", hant="已寫入活文件"),
        _m("3212.51247", "carried-over", "1.2", date(2032, 12, 12),
           point="the plating detector that ImpedanceFlow is measured against",
           hans="ImpedanceFlow 用来对比的析锂检测器",
           hant="ImpedanceFlow 用來對比的析鋰偵測器"),
        _m("3212.53469", "adjacent", point="predicts the cycle at which capacity fade suddenly speeds up",
           hans="预测容量衰减突然加快的那一次循环", hant="預測容量衰減突然加快的那一次循環"),
    ],
    entries=[_chemistry(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/bilby/2032-12-13-notes.md",
        "inbox/serval/2032-12-13-notes.md",
        "paper_cards/5115-3212-56792.md",
        "paper_cards/5119-3212-52358.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("3212.56792", "3212.52358", "3212.55681"),
)  # fmt: skip

B2 = Doc(
    stem=f"inbox/serval/2032-12-14-{TOPIC}-brief",
    kind="brief",
    date=date(2032, 12, 14),
    instance="serval",
    window=_window(date(2032, 12, 14)),
    baseline=date(2032, 12, 13),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("3212.51247", "new", "1.2",  # FAULT new-but-anchored
           sources=("inbox/numbat/2032-12-14-notes.md", "paper_cards/5131-3212-51247.md"),
           figures=(Figure(40, "ms", "detection latency"),), confidence="medium",
           point="the second version listens to the voltage relaxation after each charge and warns before the next cycle begins",
           hans="第二版监听每次充电后的电压弛豫，在下一次循环开始前就发出预警",
           hant="第二版監聽每次充電後的電壓弛豫，在下一次循環開始前就發出預警"),
        _m("3212.53469", "new", "1.1", sources=("inbox/numbat/2032-12-14-notes.md", "paper_cards/5134-3212-53469.md"),
           figures=(Figure(150, "cycles", "knee warning lead"),), confidence="medium-high",
           point="predicts the cycle at which capacity fade suddenly speeds up, using only the first fifty cycles of a cell",
           hans="只用电池最初五十次循环，预测容量衰减突然加快的那一次循环",
           hant="只用電池最初五十次循環，預測容量衰減突然加快的那一次循環"),
        _m(SIM, "new", "1.3", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(2.7, "×", "pack simulation speedup"),), confidence="medium",
           point="the release simulates a whole pack of cells ageing together, each at its own temperature, on a laptop",
           hans="新版能在笔记本电脑上仿真整个电池包里各电芯在各自温度下一起老化",
           hant="新版能在筆記型電腦上模擬整個電池組裡各電芯在各自溫度下一起老化"),
        _m("3212.56792", "carried-over", "1.2",
           figures=(Figure(61, "cycles", "remaining useful life error"),),  # FAULT divergent-figures (b)
           point="the figure printed on the authors poster", hans="作者海报上印的数字",
           hant="作者海報上印的數字"),
        _m("3212.52358", "anchored", "1.3", date(2032, 12, 14),  # FAULT anchoring-conflict (a)
           point="anchored by the overnight relay", hans="昨夜接力时已锚定", hant="昨夜接力時已錨入"),
        _m("3212.55681", "carried-over", "1.1", point="kept from yesterday",
           hans="保留自昨天的简报", hant="保留自昨天的簡報"),
        _m("3212.54570", "candidate", point="an open dataset of cells cycled to failure under sixty charging protocols",
           hans="在六十种充电协议下循环至失效的电池公开数据集",
           hant="在六十種充電協定下循環至失效的電池公開資料集"),
    ],
    entries=[_chemistry(2, "high"), PARAMS_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/numbat/2032-12-14-notes.md",
        EMPTY_NOTE,
        "paper_cards/5131-3212-51247.md",
        "paper_cards/5134-3212-53469.md",
    ],
    new_ids=("3212.51247", "3212.53469", "3212.53469"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem=f"inbox/bilby/2032-12-15-{TOPIC}-brief",
    kind="brief",
    date=date(2032, 12, 15),
    instance="bilby",
    window=_window(date(2032, 12, 15)),
    baseline=date(2032, 12, 14),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("3212.54570", "new", "2.1", sources=("inbox/serval/2032-12-15-notes.md", "paper_cards/5142-3212-54570.md"),
           figures=(Figure(11, "%", "end-of-life capacity spread"),), confidence="high",
           point="three hundred cells cycled to failure under sixty charging protocols, split so that no protocol is in both the training and the test set",
           hans="三百个电芯在六十种充电协议下循环至失效，按协议划分，使同一协议不会同时出现在训练集和测试集",
           hant="三百個電芯在六十種充電協定下循環至失效，按協定劃分，使同一協定不會同時出現在訓練集與測試集"),
        _m("3212.57803", "new", "2.2", sources=("inbox/numbat/2032-12-15-notes.md", "paper_cards/5147-3212-57803.md"),
           figures=(Figure(6.5, "Wh/kg", "usable energy estimate error"),
                    Figure(1.2, "°C", "hot spot temperature error")),
           confidence="medium",
           point="a digital twin of a battery pack that keeps estimating usable energy and hot spots while the pack is in service",
           hans="电池包的数字孪生，在电池包服役期间持续估计可用能量和热点",
           hant="電池組的數位孿生，在電池組服役期間持續估計可用能量與熱點"),
        _m(BLOG, "new", "1.2", sources=("inbox/serval/2032-12-15-notes.md",), confidence="medium",
           point="blog post by a cell test engineer on the first signs of plating she looks for in a capacity curve",
           hans="一位电芯测试工程师写的博客文章，讲她在容量曲线里寻找的最早析锂迹象",
           hant="一位電芯測試工程師寫的部落格文章，談她在容量曲線裡尋找的最早析鋰跡象"),
        _m("3212.52358", "anchored", "1.3", date(2032, 12, 15),  # FAULT anchoring-conflict (b)
           point="now part of the living document", hans="已写入活文档", hant="已寫入活文件"),
        _m(SIM, "carried-over", "1.3", point="parameter file check closed", hans="参数文件核对已结案",
           hant="參數檔核對已結案"),
        _m("3212.55681", "not-anchored", "1.1", point="held back until a second cell chemistry is tested",
           hans="测试第二种电池化学体系之前暂不锚定", hant="測試第二種電池化學體系之前暫緩錨入"),
        _m("3212.53469", "carried-over", "1.1", point="kept from the previous brief",
           hans="保留自上一期简报", hant="保留自上一輪簡報"),
        _m("3212.58914", "adjacent", point="tracks the capacity cells lose while they sit unused in a warehouse",
           hans="追踪电芯在仓库中闲置期间损失的容量", hant="追蹤電芯在倉庫中閒置期間損失的容量"),
    ],
    entries=[_chemistry(3, "high"), PARAMS_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/serval/2032-12-15-notes.md",
        "inbox/numbat/2032-12-15-notes.md",
        "paper_cards/5142-3212-54570.md",
        "paper_cards/5147-3212-57803.md",
        "work-queue.md",
    ],
    new_ids=("3212.54570", "3212.57803"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "3212.51247"),
    ("anchoring-conflict", "3212.52358"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "3212.53469"),
    ("divergent-figures", "3212.56792"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "3212.55681"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "capacity forecast error": "容量预测误差",
    "plating detection threshold": "析锂检测阈值",
    "remaining useful life error": "剩余寿命误差",
    "calendar fade prediction error reduction": "日历衰减预测误差降低",
    "capacity estimation error": "容量估计误差",
    "detection latency": "检测延迟",
    "knee warning lead": "拐点预警提前量",
    "pack simulation speedup": "电池包仿真加速",
    "end-of-life capacity spread": "寿命终点容量离散度",
    "usable energy estimate error": "可用能量估计误差",
    "hot spot temperature error": "热点温度误差",
}
METRIC_HANT = {
    "capacity forecast error": "容量預測誤差",
    "plating detection threshold": "析鋰偵測閾值",
    "remaining useful life error": "剩餘壽命誤差",
    "calendar fade prediction error reduction": "日曆衰減預測誤差降低",
    "capacity estimation error": "容量估計誤差",
    "detection latency": "偵測延遲",
    "knee warning lead": "拐點預警提前量",
    "pack simulation speedup": "電池組模擬加速",
    "end-of-life capacity spread": "壽命終點容量離散度",
    "usable energy estimate error": "可用能量估計誤差",
    "hot spot temperature error": "熱點溫度誤差",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
