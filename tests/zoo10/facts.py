"""Facts model for the tenth held-out layout zoo (topic: robotics / embodied AI).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (heron, mako, quill) and February 2027 dates. Everything the
renderers in layouts.py write and everything the key states comes from here.

Planted faults (see FAULTS):
  new-but-anchored        TactileFormer (2702.03118): anchored 2027-02-02 (living doc, brief 1), called new by brief 2
  anchoring-conflict      SimBridge (2702.04026): anchored 2027-02-03 per brief 2, anchored 2027-02-04 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives NavMem (2702.05290) twice
  divergent-figures       WalkLM (2702.01377): energy per metre reduction 34 % (brief 1) vs 22 % (brief 2)
  section-name-drift      §1.2 "Locomotion and Navigation" (living doc, briefs 1 and 3) vs "Mobile Robots" (brief 2)
  repeated-to-verify      PolicyDistill's unreleased teleoperation dataset, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites PolicyDistill's card as paper_cards/5117-2702-0741.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/quill/2027-02-04-notes.md for OpenArm SDK 2 and lists it as empty
A second register entry (OpenArm SDK 2's unpublished benchmark script) is raised by brief 2 and
resolved by brief 3: it is not a fault.
"""

from __future__ import annotations

from datetime import date

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import carried_ids as _carried_ids
from tests.zoo4.shape import listed as _listed

TOPIC = "robotics"
LIVING_STEM = f"organized/knowledge/{TOPIC}"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("2702.01377", "WalkLM", arxiv="2702.01377"),
        Work("2702.02451", "GraspDiff", arxiv="2702.02451"),
        Work("2702.03118", "TactileFormer", arxiv="2702.03118"),
        Work("2702.04026", "SimBridge", arxiv="2702.04026"),
        Work("2702.05290", "NavMem", arxiv="2702.05290"),
        Work("2702.06633", "ManipBench", arxiv="2702.06633"),
        Work("2702.07415", "PolicyDistill", arxiv="2702.07415"),
        Work("2702.08862", "HandSketch", arxiv="2702.08862"),
        Work(
            "OpenArm SDK 2",
            "OpenArm SDK 2",
            url="https://github.com/example-robotics/openarm/releases/tag/v2.0",
            kind="release",
        ),
        Work(
            "Robots That Fall Well",
            "Robots That Fall Well",
            url="https://blog.example.org/2027/02/robots-that-fall-well",
            kind="blog post",
        ),
    ]
}

SECTIONS = {
    "1.1": "Grasping and Manipulation",
    "1.2": "Locomotion and Navigation",
    "1.3": "Tactile Sensing",
    "2.1": "Robot Benchmarks",
    "2.2": "Sim-to-Real Transfer",
}
DRIFTED = {"1.2": "Mobile Robots"}

SECTIONS_HANS = {
    "Grasping and Manipulation": "抓取与操作",
    "Locomotion and Navigation": "运动与导航",
    "Mobile Robots": "移动机器人",
    "Tactile Sensing": "触觉感知",
    "Robot Benchmarks": "机器人评测基准",
    "Sim-to-Real Transfer": "仿真到现实迁移",
}

# the malformed card name brief 1 writes for PolicyDistill (a digit of 2702.07415 lost)
BAD_CARD = "paper_cards/5117-2702-0741.md"
# the note brief 2 cites for OpenArm SDK 2 and lists as empty
EMPTY_NOTE = "inbox/quill/2027-02-04-notes.md"


def _teleop(n: int, risk: str) -> Entry:
    en = {
        1: "PolicyDistill's success-rate gain rests on a teleoperation dataset that has not been released",
        2: "PolicyDistill: the teleoperation dataset is still not public; the authors promise it after review",
        3: "PolicyDistill teleoperation dataset, open for a third day; no outside lab can rerun the distillation",
    }[n]
    hans = {
        1: "PolicyDistill 的成功率提升依赖一个尚未发布的遥操作数据集",
        2: "PolicyDistill 的遥操作数据集仍未公开，作者称审稿后发布",
        3: "PolicyDistill 遥操作数据集问题已是第三天提出，外部实验室仍无法复现蒸馏",
    }[n]
    return Entry("teleoperation dataset", en, "遥操作数据集", hans, items=("2702.07415",), risk=risk)


SCRIPT_OPEN = Entry(
    "benchmark script",
    "OpenArm SDK 2's 2.4× control loop speedup is only in the release notes; the benchmark script is not published",
    "基准脚本",
    "OpenArm SDK 2 的控制回路加速数字只见于发布说明，基准脚本未公开",
    items=("OpenArm SDK 2",),
    risk="low",
)
SCRIPT_CLOSED = Entry(
    "benchmark script",
    "OpenArm SDK 2 benchmark script (raised 02-04): now published in the repository, speedup reproduced",
    "基准脚本",
    "OpenArm SDK 2 基准脚本（2月4日提出）：已在仓库公开，加速已复现",
    items=("OpenArm SDK 2",),
    risk="low",
    resolved=True,
)

LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2027, 2, 2),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        Mention(
            "2702.02451",
            "anchored",
            "1.1",
            date(2027, 2, 1),
            sources=("paper_cards/5102-2702-02451.md",),
            figures=(Figure(91.5, "%", "grasp success rate"),),
            point="a diffusion policy samples grasp poses for unseen objects",
            hans="扩散策略为未见过的物体采样抓取位姿",
        ),
        Mention(
            "2702.03118",
            "anchored",
            "1.3",
            date(2027, 2, 2),
            sources=("paper_cards/5104-2702-03118.md",),
            figures=(Figure(4.2, "ms", "contact detection latency"),),
            point="a transformer over fingertip taxel arrays",
            hans="在指尖触觉阵列上运行的 Transformer",
        ),
    ],
)

B1 = Doc(
    stem="inbox/heron/2027-02-03-robotics-brief",
    kind="brief",
    date=date(2027, 2, 3),
    instance="heron",
    window=("2027-02-02 22:00", "2027-02-03 22:00"),
    baseline=date(2027, 2, 2),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.2")},
    mentions=[
        Mention(
            "2702.01377",
            "new",
            "1.2",
            sources=("inbox/mako/2027-02-03-notes.md", "paper_cards/5110-2702-01377.md"),
            figures=(Figure(34, "%", "energy per metre reduction"),),  # FAULT divergent-figures (a)
            confidence="high",
            point="a language model plans footstep sequences for a quadruped from terrain descriptions",
            hans="语言模型根据地形描述为四足机器人规划落脚序列",
        ),
        Mention(
            "2702.04026",
            "new",
            "2.2",
            sources=("inbox/quill/2027-02-03-notes.md", "paper_cards/5113-2702-04026.md"),
            figures=(Figure(1.6, "×", "sample efficiency over domain randomisation"),),
            confidence="medium-high",
            point="learns a residual dynamics model from ten minutes of real rollouts",
            hans="用十分钟真实轨迹学习残差动力学模型",
        ),
        Mention(
            "2702.07415",
            "new",
            "1.1",
            sources=("inbox/quill/2027-02-03-notes.md", BAD_CARD),  # FAULT malformed-reference
            figures=(Figure(2.7, "points", "success rate gain over the teacher"),),
            confidence="medium",
            point="distils a large visuomotor policy into a controller that runs on the arm",
            hans="把大型视觉运动策略蒸馏成可在机械臂上运行的控制器",
        ),
        Mention(
            "2702.02451",
            "anchored",
            "1.1",
            date(2027, 2, 1),
            point="already in the living document",
            hans="已在活文档中",
        ),
        Mention(
            "2702.03118",
            "carried-over",
            "1.3",
            date(2027, 2, 2),
            point="the tactile encoder WalkLM's foot sensors reuse",
            hans="WalkLM 足底传感器沿用的触觉编码器",
        ),
        Mention(
            "2702.05290",
            "adjacent",
            point="keeps a topological memory of the rooms a robot has visited",
            hans="为机器人走过的房间保存拓扑记忆",
        ),
    ],
    entries=[_teleop(1, "high")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/mako/2027-02-03-notes.md",
        "inbox/quill/2027-02-03-notes.md",
        "paper_cards/5110-2702-01377.md",
        "paper_cards/5113-2702-04026.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("2702.01377", "2702.04026", "2702.07415"),
)

B2 = Doc(
    stem="inbox/mako/2027-02-04-robotics-brief",
    kind="brief",
    date=date(2027, 2, 4),
    instance="mako",
    window=("2027-02-03 22:00", "2027-02-04 22:00"),
    baseline=date(2027, 2, 3),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"], "2.2": SECTIONS["2.2"]},
    mentions=[
        Mention(
            "2702.03118",
            "new",  # FAULT new-but-anchored
            "1.3",
            sources=("inbox/heron/2027-02-04-notes.md", "paper_cards/5121-2702-03118.md"),
            figures=(Figure(6, "points", "slip detection F1 gain"),),
            confidence="medium",
            point="version 2 adds slip detection from the same taxel stream",
            hans="第二版从同一触觉数据流中增加滑移检测",
        ),
        Mention(
            "2702.05290",
            "new",
            "1.2",
            sources=("inbox/heron/2027-02-04-notes.md", "paper_cards/5124-2702-05290.md"),
            figures=(Figure(41, "ms", "planning latency per step"),),
            confidence="medium-high",
            point="a topological memory of rooms lets the robot replan without a map",
            hans="房间拓扑记忆让机器人无需地图即可重新规划",
        ),
        Mention(
            "OpenArm SDK 2",
            "new",
            "1.1",
            sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (the list calls it empty)
            figures=(Figure(2.4, "×", "control loop speedup"),),
            confidence="medium",
            point="the release moves the arm's control loop onto the real-time core",
            hans="新版把机械臂控制回路移到实时核上",
        ),
        Mention(
            "2702.01377",
            "carried-over",
            "1.2",
            figures=(Figure(22, "%", "energy per metre reduction"),),  # FAULT divergent-figures (b)
            point="the figure as the authors gave it in their workshop talk",
            hans="作者在研讨会报告中给出的数字",
        ),
        Mention(
            "2702.04026",
            "anchored",  # FAULT anchoring-conflict (a)
            "2.2",
            date(2027, 2, 3),
            point="anchored in last night's relay",
            hans="昨晚接力已锚入",
        ),
        Mention(
            "2702.07415",
            "carried-over",
            "1.1",
            point="carried over from 02-03",
            hans="沿用2月3日条目",
        ),
        Mention(
            "2702.06633",
            "candidate",
            point="household manipulation tasks with long horizons",
            hans="长时程的家务操作任务",
        ),
    ],
    entries=[_teleop(2, "medium"), SCRIPT_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/heron/2027-02-04-notes.md",
        EMPTY_NOTE,
        "paper_cards/5121-2702-03118.md",
        "paper_cards/5124-2702-05290.md",
    ],
    new_ids=("2702.03118", "2702.05290", "2702.05290"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)

B3 = Doc(
    stem="inbox/quill/2027-02-05-robotics-brief",
    kind="brief",
    date=date(2027, 2, 5),
    instance="quill",
    window=("2027-02-04 22:00", "2027-02-05 22:00"),
    baseline=date(2027, 2, 4),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "2.1", "2.2")},
    mentions=[
        Mention(
            "2702.06633",
            "new",
            "2.1",
            sources=("inbox/mako/2027-02-05-notes.md", "paper_cards/5130-2702-06633.md"),
            figures=(Figure(18, "points", "human-robot gap"),),
            confidence="high",
            point="household manipulation tasks that need twenty or more steps",
            hans="需要二十步以上的家务操作任务",
        ),
        Mention(
            "2702.08862",
            "new",
            "1.1",
            sources=("inbox/heron/2027-02-05-notes.md", "paper_cards/5134-2702-08862.md"),
            figures=(Figure(12.5, "%", "grasp failure reduction"), Figure(85, "ms", "end-to-end latency")),
            confidence="medium",
            point="a hand-drawn sketch of the goal grasp conditions a dexterous hand policy",
            hans="用手绘的目标抓取草图引导灵巧手策略",
        ),
        Mention(
            "Robots That Fall Well",
            "new",
            "1.2",
            sources=("inbox/mako/2027-02-05-notes.md",),
            confidence="medium",
            point="blog post on teaching legged robots to fall without damage",
            hans="讨论如何让足式机器人安全摔倒的博客文章",
        ),
        Mention(
            "2702.04026",
            "anchored",  # FAULT anchoring-conflict (b)
            "2.2",
            date(2027, 2, 4),
            point="in the living document",
            hans="已在活文档中",
        ),
        Mention(
            "OpenArm SDK 2",
            "carried-over",
            "1.1",
            point="benchmark check closed",
            hans="基准核对已结案",
        ),
        Mention(
            "2702.07415",
            "not-anchored",
            "1.1",
            point="held back until the teleoperation dataset is public",
            hans="遥操作数据集公开前暂缓锚入",
        ),
        Mention(
            "2702.05290",
            "carried-over",
            "1.2",
            point="carried over from 02-04",
            hans="沿用2月4日条目",
        ),
    ],
    entries=[_teleop(3, "high"), SCRIPT_CLOSED],
    counts={"increments": 3, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2 arXiv ids)
    sources=[
        "inbox/mako/2027-02-05-notes.md",
        "inbox/heron/2027-02-05-notes.md",
        "paper_cards/5130-2702-06633.md",
        "paper_cards/5134-2702-08862.md",
        "work-queue.md",
    ],
    new_ids=("2702.06633", "2702.08862"),
)

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "2702.03118"),
    ("anchoring-conflict", "2702.04026"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "2702.05290"),
    ("divergent-figures", "2702.01377"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "2702.07415"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]


STATUS_EN = {
    "new": "NET-new",
    "anchored": "anchored",
    "not-anchored": "not yet anchored",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
STATUS_HANS = {
    "new": "本次新增",
    "anchored": "已锚入",
    "not-anchored": "尚未锚入",
    "carried-over": "沿用",
    "adjacent": "邻接",
    "candidate": "候选",
}
CONFIDENCE_HANS = {"high": "高", "medium-high": "中高", "medium": "中"}
RISK_HANS = {"high": "高", "medium": "中", "low": "低"}
METRIC_HANS = {
    "grasp success rate": "抓取成功率",
    "contact detection latency": "接触检测延迟",
    "energy per metre reduction": "每米能耗降低",
    "sample efficiency over domain randomisation": "相对域随机化的样本效率",
    "success rate gain over the teacher": "相对教师策略的成功率提升",
    "slip detection F1 gain": "滑移检测 F1 提升",
    "planning latency per step": "每步规划延迟",
    "control loop speedup": "控制回路加速",
    "human-robot gap": "人机差距",
    "grasp failure reduction": "抓取失败率降低",
    "end-to-end latency": "端到端延迟",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def carried_ids(d: Doc) -> list[Mention]:
    """The carried-over arXiv ids a brief's id list gives."""
    return _carried_ids(d, work)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
