"""Facts model for the twelfth held-out layout zoo (topic: robotics).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (wren, otter, sable) and April 2027 dates. Everything the layouts write
and everything the key states comes from here.

Planted faults (see FAULTS):
  new-but-anchored        MapLoom (2704.03317): anchored 2027-04-08 (living doc, brief 1), called new by brief 2
  anchoring-conflict      ReachCheck (2704.04062): anchored 2027-04-09 per brief 2, anchored 2027-04-10 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives StairWalker (2704.05571) twice
  divergent-figures       TouchWeave (2704.01193): sim-to-real gap reduction 31 % (brief 1) vs 22 % (brief 2)
  section-name-drift      §1.2 "Mapping and Localization" (living doc, briefs 1 and 3) vs "Scene Memory" (brief 2)
  repeated-to-verify      PolicyDistill's unreleased teleoperation dataset, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites PolicyDistill's card as paper_cards/7217-2704-0774.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/sable/2027-04-10-notes.md for ArmOS 5 and lists it as empty
A second register entry (ArmOS 5's unpublished benchmark script) is raised by brief 2 and
resolved by brief 3: it is not a fault.
"""

from __future__ import annotations

from datetime import date

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "robotics"
LIVING_STEM = f"organized/knowledge/{TOPIC}"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("2704.01193", "TouchWeave", arxiv="2704.01193"),
        Work("2704.02458", "KinoDiff", arxiv="2704.02458"),
        Work("2704.03317", "MapLoom", arxiv="2704.03317"),
        Work("2704.04062", "ReachCheck", arxiv="2704.04062"),
        Work("2704.05571", "StairWalker", arxiv="2704.05571"),
        Work("2704.06829", "PickBench-X", arxiv="2704.06829"),
        Work("2704.07745", "PolicyDistill", arxiv="2704.07745"),
        Work("2704.08316", "SwarmLink", arxiv="2704.08316"),
        Work(
            "ArmOS 5",
            "ArmOS 5",
            url="https://github.com/example-robotics/armos/releases/tag/v5.0",
            kind="release",
        ),
        Work(
            "Grasping in the Long Tail",
            "Grasping in the Long Tail",
            url="https://blog.example.org/2027/04/grasping-in-the-long-tail",
            kind="blog post",
        ),
    ]
}

SECTIONS = {
    "1.1": "Manipulation",
    "1.2": "Mapping and Localization",
    "1.3": "Locomotion",
    "2.1": "Robot Benchmarks",
    "2.2": "Safety and Verification",
}
DRIFTED = {"1.2": "Scene Memory"}

SECTIONS_HANS = {
    "Manipulation": "操作与抓取",
    "Mapping and Localization": "建图与定位",
    "Scene Memory": "场景记忆",
    "Locomotion": "运动控制",
    "Robot Benchmarks": "机器人评测基准",
    "Safety and Verification": "安全与验证",
}

# the malformed card name brief 1 writes for PolicyDistill (a digit of 2704.07745 lost)
BAD_CARD = "paper_cards/7217-2704-0774.md"
# the note brief 2 cites for ArmOS 5 and lists as empty
EMPTY_NOTE = "inbox/sable/2027-04-10-notes.md"


def _teleop(n: int, risk: str) -> Entry:
    en = {
        1: "PolicyDistill's success gain rests on a teleoperation dataset that has not been released",
        2: "PolicyDistill: the teleoperation dataset is still not public; the authors cite a consent review",
        3: "PolicyDistill teleoperation dataset, open for a third day; nobody outside the lab can retrain the student policy",
    }[n]
    hans = {
        1: "PolicyDistill 的成功率提升依赖一个尚未发布的遥操作数据集",
        2: "PolicyDistill 的遥操作数据集仍未公开，作者称正在做授权审查",
        3: "PolicyDistill 遥操作数据集问题已是第三天提出，外部仍无法重新训练学生策略",
    }[n]
    return Entry("teleoperation dataset", en, "遥操作数据集", hans, items=("2704.07745",), risk=risk)


SCRIPT_OPEN = Entry(
    "benchmark script",
    "ArmOS 5's motion planning speedup is only in the release notes; the benchmark script is not published",
    "基准脚本",
    "ArmOS 5 的运动规划加速数字只见于发布说明，基准脚本未公开",
    items=("ArmOS 5",),
    risk="low",
)
SCRIPT_CLOSED = Entry(
    "benchmark script",
    "ArmOS 5 benchmark script (raised yesterday): now published in the repository, speedup reproduced",
    "基准脚本",
    "ArmOS 5 基准脚本（昨日提出）：已在仓库公开，加速已复现",
    items=("ArmOS 5",),
    risk="low",
    resolved=True,
)

LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2027, 4, 8),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        Mention(
            "2704.02458",
            "anchored",
            "1.3",
            date(2027, 4, 7),
            sources=("paper_cards/7202-2704-02458.md",),
            figures=(Figure(2.4, "×", "planning throughput"),),
            point="a diffusion planner that samples whole footstep sequences at once",
            hans="一次采样整段落脚序列的扩散规划器",
        ),
        Mention(
            "2704.03317",
            "anchored",
            "1.2",
            date(2027, 4, 8),
            sources=("paper_cards/7204-2704-03317.md",),
            figures=(Figure(18.6, "%", "relocalization error reduction"),),
            point="a map woven from object-level landmarks instead of raw point clouds",
            hans="以物体级地标而非原始点云编织地图",
        ),
    ],
)

B1 = Doc(
    stem="inbox/wren/2027-04-09-robotics-brief",
    kind="brief",
    date=date(2027, 4, 9),
    instance="wren",
    window=("2027-04-08 22:00", "2027-04-09 22:00"),
    baseline=date(2027, 4, 8),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.2")},
    mentions=[
        Mention(
            "2704.01193",
            "new",
            "1.1",
            sources=("inbox/otter/2027-04-09-notes.md", "paper_cards/7210-2704-01193.md"),
            figures=(Figure(31, "%", "sim-to-real gap reduction"),),  # FAULT divergent-figures (a)
            confidence="high",
            point="fuses fingertip tactile images with wrist camera frames in one encoder",
            hans="在同一编码器中融合指尖触觉图像与腕部相机画面",
        ),
        Mention(
            "2704.04062",
            "new",
            "2.2",
            sources=("inbox/sable/2027-04-09-notes.md", "paper_cards/7213-2704-04062.md"),
            figures=(Figure(1.6, "×", "collision-check speedup"),),
            confidence="medium-high",
            point="certifies an arm trajectory against a learned occupancy bound before execution",
            hans="执行前用学习到的占据边界验证机械臂轨迹",
        ),
        Mention(
            "2704.07745",
            "new",
            "1.1",
            sources=("inbox/sable/2027-04-09-notes.md", BAD_CARD),  # FAULT malformed-reference
            figures=(Figure(5.2, "points", "task success gain"),),
            confidence="medium",
            point="distills a large visuomotor policy into a student small enough for the arm controller",
            hans="把大型视觉运动策略蒸馏成可装进机械臂控制器的学生策略",
        ),
        Mention(
            "2704.02458",
            "anchored",
            "1.3",
            date(2027, 4, 7),
            point="already in the living document",
            hans="已在活文档中",
        ),
        Mention(
            "2704.03317",
            "carried-over",
            "1.2",
            date(2027, 4, 8),
            point="the map TouchWeave's grasp targets are looked up in",
            hans="TouchWeave 查找抓取目标时所用的地图",
        ),
        Mention(
            "2704.05571",
            "adjacent",
            point="a quadruped controller trained only on stairs",
            hans="只在楼梯上训练的四足控制器",
        ),
    ],
    entries=[_teleop(1, "high")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/otter/2027-04-09-notes.md",
        "inbox/sable/2027-04-09-notes.md",
        "paper_cards/7210-2704-01193.md",
        "paper_cards/7213-2704-04062.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("2704.01193", "2704.04062", "2704.07745"),
)

B2 = Doc(
    stem="inbox/otter/2027-04-10-robotics-brief",
    kind="brief",
    date=date(2027, 4, 10),
    instance="otter",
    window=("2027-04-09 22:00", "2027-04-10 22:00"),
    baseline=date(2027, 4, 9),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"], "2.2": SECTIONS["2.2"]},
    mentions=[
        Mention(
            "2704.03317",
            "new",  # FAULT new-but-anchored
            "1.2",
            sources=("inbox/wren/2027-04-10-notes.md", "paper_cards/7221-2704-03317.md"),
            figures=(Figure(7, "points", "loop-closure recall gain"),),
            confidence="medium",
            point="version 2 keeps the landmark map up to date while furniture is moved",
            hans="第二版在家具被挪动时仍能持续更新地标地图",
        ),
        Mention(
            "2704.05571",
            "new",
            "1.3",
            sources=("inbox/wren/2027-04-10-notes.md", "paper_cards/7224-2704-05571.md"),
            figures=(Figure(52, "ms", "control-loop latency"),),
            confidence="medium-high",
            point="a quadruped climbs unseen staircases from proprioception alone",
            hans="四足机器人仅凭本体感知攀爬未见过的楼梯",
        ),
        Mention(
            "ArmOS 5",
            "new",
            "1.1",
            sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (the list calls it empty)
            figures=(Figure(2.7, "×", "motion planning speedup"),),
            confidence="medium",
            point="the release moves trajectory optimisation onto the GPU",
            hans="新版把轨迹优化搬到 GPU 上",
        ),
        Mention(
            "2704.01193",
            "carried-over",
            "1.1",
            figures=(Figure(22, "%", "sim-to-real gap reduction"),),  # FAULT divergent-figures (b)
            point="the figure as the authors gave it in their workshop talk",
            hans="作者在研讨会报告中给出的数字",
        ),
        Mention(
            "2704.04062",
            "anchored",  # FAULT anchoring-conflict (a)
            "2.2",
            date(2027, 4, 9),
            point="anchored in last night's relay",
            hans="昨晚接力已锚入",
        ),
        Mention(
            "2704.07745",
            "carried-over",
            "1.1",
            point="carried over from the previous brief",
            hans="沿用上一棒条目",
        ),
        Mention(
            "2704.06829",
            "candidate",
            point="a pick-and-place benchmark built from household clutter",
            hans="以家庭杂物搭建的抓放评测基准",
        ),
    ],
    entries=[_teleop(2, "medium"), SCRIPT_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/wren/2027-04-10-notes.md",
        EMPTY_NOTE,
        "paper_cards/7221-2704-03317.md",
        "paper_cards/7224-2704-05571.md",
    ],
    new_ids=("2704.03317", "2704.05571", "2704.05571"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)

B3 = Doc(
    stem="inbox/sable/2027-04-11-robotics-brief",
    kind="brief",
    date=date(2027, 4, 11),
    instance="sable",
    window=("2027-04-10 22:00", "2027-04-11 22:00"),
    baseline=date(2027, 4, 10),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        Mention(
            "2704.06829",
            "new",
            "2.1",
            sources=("inbox/otter/2027-04-11-notes.md", "paper_cards/7230-2704-06829.md"),
            figures=(Figure(19, "points", "human-robot gap"),),
            confidence="high",
            point="pick-and-place tasks in household clutter scored against human operators",
            hans="在家庭杂物环境中以人类操作员为参照评分的抓放任务",
        ),
        Mention(
            "2704.08316",
            "new",
            "1.2",
            sources=("inbox/wren/2027-04-11-notes.md", "paper_cards/7234-2704-08316.md"),
            figures=(Figure(12.5, "%", "map merge error reduction"), Figure(85, "ms", "end-to-end latency")),
            confidence="medium",
            point="several robots merge their local maps over a lossy radio link",
            hans="多台机器人通过有损无线链路合并各自的局部地图",
        ),
        Mention(
            "Grasping in the Long Tail",
            "new",
            "2.1",
            sources=("inbox/otter/2027-04-11-notes.md",),
            confidence="medium",
            point="blog post on why average grasp success hides failures on rare objects",
            hans="讨论平均抓取成功率为何掩盖罕见物体上失败的博客文章",
        ),
        Mention(
            "2704.04062",
            "anchored",  # FAULT anchoring-conflict (b)
            "2.2",
            date(2027, 4, 10),
            point="in the living document",
            hans="已在活文档中",
        ),
        Mention(
            "ArmOS 5",
            "carried-over",
            "1.1",
            point="benchmark check closed",
            hans="基准核对已结案",
        ),
        Mention(
            "2704.07745",
            "not-anchored",
            "1.1",
            point="held back until the teleoperation dataset is public",
            hans="遥操作数据集公开前暂缓锚入",
        ),
        Mention(
            "2704.05571",
            "carried-over",
            "1.3",
            point="carried over from the previous brief",
            hans="沿用上一棒条目",
        ),
    ],
    entries=[_teleop(3, "high"), SCRIPT_CLOSED],
    counts={"increments": 3, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2 arXiv ids)
    sources=[
        "inbox/otter/2027-04-11-notes.md",
        "inbox/wren/2027-04-11-notes.md",
        "paper_cards/7230-2704-06829.md",
        "paper_cards/7234-2704-08316.md",
        "work-queue.md",
    ],
    new_ids=("2704.06829", "2704.08316"),
)

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "2704.03317"),
    ("anchoring-conflict", "2704.04062"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "2704.05571"),
    ("divergent-figures", "2704.01193"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "2704.07745"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]


STATUS_EN = {
    "new": "NET-new",
    "anchored": "Anchored",
    "not-anchored": "Not yet anchored",
    "carried-over": "Carried over",
    "adjacent": "Adjacent",
    "candidate": "Candidate",
}
STATUS_HANS = {
    "new": "本棒净增",
    "anchored": "已锚入",
    "not-anchored": "尚未锚入",
    "carried-over": "沿用",
    "adjacent": "邻接",
    "candidate": "候选",
}
CONFIDENCE_EN = {"high": "high", "medium-high": "medium-high", "medium": "medium"}
CONFIDENCE_HANS = {"high": "高", "medium-high": "中高", "medium": "中"}
RISK_EN = {"high": "high", "medium": "medium", "low": "low"}
RISK_HANS = {"high": "🔴 高", "medium": "🟡 中", "low": "🟢 低"}
METRIC_HANS = {
    "planning throughput": "规划吞吐",
    "relocalization error reduction": "重定位误差降低",
    "sim-to-real gap reduction": "仿真到实机差距缩小",
    "collision-check speedup": "碰撞检测加速",
    "task success gain": "任务成功率提升",
    "loop-closure recall gain": "回环召回提升",
    "control-loop latency": "控制环延迟",
    "motion planning speedup": "运动规划加速",
    "human-robot gap": "人机差距",
    "map merge error reduction": "地图合并误差降低",
    "end-to-end latency": "端到端延迟",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
