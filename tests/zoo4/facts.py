"""Facts model for the fourth held-out layout zoo (topic: multimodal).

Everything the renderers write and everything the key states comes from here.
Planted faults (see FAULTS):
  new-but-anchored    ClipStream (2612.21458): anchored 2026-12-01 (living doc, brief 1), called new by brief 2
  anchoring-conflict  AudioBridge (2612.22690): anchored 2026-12-09 per brief 2, anchored 2026-12-10 per brief 3
  count-mismatch      brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list   brief 2's list of new arXiv ids gives FrameSkip-LM (2612.24581) twice
  divergent-figures   PatchMerge-V (2612.20317): visual token reduction 62 % (brief 1) vs 48 % (brief 2)
  section-name-drift  §1.2 "Video Understanding" (living doc, briefs 1 and 3) vs "Long-Video Models" (brief 2)
  repeated-to-verify  OmniTok's internal eval set, raised in all 3 briefs, never resolved
A second register entry (LumaVision 3's unpublished benchmark script) is raised by brief 2 and
resolved by brief 3: it is not a fault.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

TOPIC = "multimodal"
LIVING_STEM = f"organized/knowledge/{TOPIC}"


@dataclass(frozen=True)
class Work:
    key: str  # the arXiv id for papers, the name otherwise
    name: str
    arxiv: str | None = None
    url: str | None = None
    kind: str = "paper"  # paper | release | blog post


@dataclass(frozen=True)
class Figure:
    value: float
    unit: str  # × | % | points | ms
    metric: str

    @property
    def text(self) -> str:
        v = self.value
        return str(int(v)) if float(v).is_integer() else repr(v)


@dataclass(frozen=True)
class Mention:
    work: str  # Work.key
    status: str  # new | anchored | not-anchored | carried-over | adjacent | candidate
    section: str | None = None
    anchored_on: date | None = None
    sources: tuple[str, ...] = ()
    figures: tuple[Figure, ...] = ()
    confidence: str | None = None  # high | medium-high | medium
    point: str = ""  # one key point in English
    hans: str = ""  # the same point in simplified Chinese
    hant: str = ""  # the same point in traditional Chinese


@dataclass(frozen=True)
class Entry:
    text: str  # words the English text contains (what the key matches on)
    sentence: str  # the whole entry in English
    hans_text: str  # words the simplified Chinese text contains
    hans: str
    hant_text: str = ""  # words the traditional Chinese text contains
    hant: str = ""
    items: tuple[str, ...] = ()
    risk: str = "medium"  # high | medium | low
    resolved: bool = False


@dataclass
class Doc:
    stem: str  # path without extension
    kind: str  # brief | living
    date: date
    instance: str | None
    sections: dict[str, str]  # number -> name, as this document gives it
    mentions: list[Mention]
    entries: list[Entry] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)  # declared
    sources: list[str] = field(default_factory=list)
    window: tuple[str, str] | None = None
    baseline: date | None = None  # version date of the living document the brief starts from
    new_ids: tuple[str, ...] = ()  # the brief's own list of new arXiv ids, as written (may repeat one)
    empty_sources: tuple[str, ...] = ()  # sources the brief lists as read but says are empty


WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("2612.19876", "GlimpseNet", arxiv="2612.19876"),
        Work("2612.20317", "PatchMerge-V", arxiv="2612.20317"),
        Work("2612.21458", "ClipStream", arxiv="2612.21458"),
        Work("2612.22690", "AudioBridge", arxiv="2612.22690"),
        Work("2612.23014", "ChartQA-Pro", arxiv="2612.23014"),
        Work("2612.24581", "FrameSkip-LM", arxiv="2612.24581"),
        Work("2612.25133", "OmniTok", arxiv="2612.25133"),
        Work("2612.26340", "SpeakSee", arxiv="2612.26340"),
        Work(
            "LumaVision 3",
            "LumaVision 3",
            url="https://github.com/example-vision/lumavision/releases/tag/v3.0",
            kind="release",
        ),
        Work(
            "Seeing in Stereo",
            "Seeing in Stereo",
            url="https://blog.example.org/2026/12/seeing-in-stereo",
            kind="blog post",
        ),
    ]
}

SECTIONS = {
    "1.1": "Vision Encoders",
    "1.2": "Video Understanding",
    "1.3": "Audio-Language Models",
    "2.1": "Multimodal Benchmarks",
    "2.2": "Serving Multimodal Models",
}
DRIFTED = {"1.2": "Long-Video Models"}

SECTIONS_HANS = {
    "Vision Encoders": "视觉编码器",
    "Video Understanding": "视频理解",
    "Long-Video Models": "长视频模型",
    "Audio-Language Models": "音频语言模型",
    "Multimodal Benchmarks": "多模态评测基准",
    "Serving Multimodal Models": "多模态模型部署",
}
SECTIONS_HANT = {
    "Vision Encoders": "視覺編碼器",
    "Video Understanding": "影片理解",
    "Long-Video Models": "長影片模型",
    "Audio-Language Models": "音訊語言模型",
    "Multimodal Benchmarks": "多模態評測基準",
    "Serving Multimodal Models": "多模態模型部署",
}


def _internal(n: int, risk: str) -> Entry:
    en = {
        1: "OmniTok's audio captioning gain is measured on an internal eval set that has not been released",
        2: "OmniTok: the internal eval set is still not public; the authors say a release is planned",
        3: "OmniTok internal eval set, open for a third day; no one outside the lab can reproduce the gain",
    }[n]
    hans = {
        1: "OmniTok 的音频描述提升来自未公开的内部评测集",
        2: "OmniTok 的内部评测集仍未公开，作者称计划发布",
        3: "OmniTok 内部评测集问题已是第三天提出，外部仍无法复现",
    }[n]
    hant = {
        1: "OmniTok 的音訊描述提升來自未公開的內部評測集",
        2: "OmniTok 的內部評測集仍未公開，作者稱計畫釋出",
        3: "OmniTok 內部評測集問題已是第三天提出，外部仍無法重現",
    }[n]
    return Entry("internal eval set", en, "内部评测集", hans, "內部評測集", hant, ("2612.25133",), risk)


SCRIPT_OPEN = Entry(
    "benchmark script",
    "LumaVision 3's 2.1× decode speedup comes from the release notes; the benchmark script is not published",
    "基准脚本",
    "LumaVision 3 的解码加速数字只见于发布说明，基准脚本未公开",
    "基準腳本",
    "LumaVision 3 的解碼加速數字只見於發布說明，基準腳本未公開",
    ("LumaVision 3",),
    "low",
)
SCRIPT_CLOSED = Entry(
    "benchmark script",
    "LumaVision 3 benchmark script (raised 12-10): now published in the repository, speedup reproduced",
    "基准脚本",
    "LumaVision 3 基准脚本（12月10日提出）：已在仓库公开，加速已复现",
    "基準腳本",
    "LumaVision 3 基準腳本（12月10日提出）：已在倉庫公開，加速已重現",
    ("LumaVision 3",),
    "low",
    resolved=True,
)

LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2026, 12, 8),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        Mention(
            "2612.19876",
            "anchored",
            "1.1",
            date(2026, 11, 29),
            sources=("paper_cards/4198-2612-19876.md",),
            figures=(Figure(2.3, "×", "encoder throughput"),),
            point="sparse glimpses replace the dense patch grid",
            hans="以稀疏注视取代稠密补丁网格",
            hant="以稀疏注視取代稠密區塊網格",
        ),
        Mention(
            "2612.21458",
            "anchored",
            "1.2",
            date(2026, 12, 1),
            sources=("paper_cards/4203-2612-21458.md",),
            figures=(Figure(71.4, "%", "EgoSchema accuracy"),),
            point="memory bank of clip summaries for hour-long video",
            hans="用片段摘要记忆库处理小时级视频",
            hant="以片段摘要記憶庫處理小時級影片",
        ),
    ],
)

B1 = Doc(
    stem="inbox/kestrel/2026-12-09-multimodal-brief",
    kind="brief",
    date=date(2026, 12, 9),
    instance="kestrel",
    window=("2026-12-08 22:00", "2026-12-09 22:00"),
    baseline=date(2026, 12, 8),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        Mention(
            "2612.20317",
            "new",
            "1.1",
            sources=("inbox/nadia/2026-12-09-notes.md", "paper_cards/4212-2612-20317.md"),
            figures=(Figure(62, "%", "visual token reduction"),),  # FAULT divergent-figures (a)
            confidence="high",
            point="merges similar patches inside the encoder before the language model sees them",
            hans="在编码器内部合并相似补丁，再交给语言模型",
            hant="在編碼器內部合併相似區塊，再交給語言模型",
        ),
        Mention(
            "2612.22690",
            "new",
            "1.3",
            sources=("inbox/ravi/2026-12-09-notes.md", "paper_cards/4215-2612-22690.md"),
            figures=(Figure(1.8, "×", "speedup over the cascaded pipeline"),),
            confidence="medium-high",
            point="speech goes straight into the language model without a separate recogniser",
            hans="语音直接输入语言模型，不再经过独立识别器",
            hant="語音直接輸入語言模型，不再經過獨立辨識器",
        ),
        Mention(
            "2612.25133",
            "new",
            "1.3",
            sources=("inbox/ravi/2026-12-09-notes.md", "paper_cards/4219-2612-25133.md"),
            figures=(Figure(3.1, "points", "AudioCaps CIDEr gain"),),
            confidence="medium",
            point="one tokenizer for image, audio and video frames",
            hans="图像、音频与视频帧共用一个分词器",
            hant="影像、音訊與影格共用一個分詞器",
        ),
        Mention(
            "2612.21458",
            "anchored",
            "1.2",
            date(2026, 12, 1),
            point="already in the living document",
            hans="已在活文档中",
            hant="已在活文件中",
        ),
        Mention(
            "2612.19876",
            "carried-over",
            "1.1",
            date(2026, 11, 29),
            point="the encoder PatchMerge-V compares against",
            hans="PatchMerge-V 对比的编码器",
            hant="PatchMerge-V 對比的編碼器",
        ),
        Mention(
            "2612.24581",
            "adjacent",
            point="skips redundant frames by motion score",
            hans="按运动分数跳过冗余帧",
            hant="依運動分數跳過冗餘影格",
        ),
    ],
    entries=[_internal(1, "high")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/nadia/2026-12-09-notes.md",
        "inbox/ravi/2026-12-09-notes.md",
        "paper_cards/4212-2612-20317.md",
        "paper_cards/4215-2612-22690.md",
        "paper_cards/4219-2612-25133.md",
        "work-queue.md",
    ],
    new_ids=("2612.20317", "2612.22690", "2612.25133"),
)

B2 = Doc(
    stem="inbox/nadia/2026-12-10-multimodal-brief",
    kind="brief",
    date=date(2026, 12, 10),
    instance="nadia",
    window=("2026-12-09 22:00", "2026-12-10 22:00"),
    baseline=date(2026, 12, 9),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        Mention(
            "2612.21458",
            "new",  # FAULT new-but-anchored
            "1.2",
            sources=("inbox/kestrel/2026-12-10-notes.md", "paper_cards/4224-2612-21458.md"),
            figures=(Figure(180, "ms", "first-token latency"),),
            confidence="medium",
            point="version 2 accepts a live stream instead of a finished file",
            hans="第二版支持实时流输入，不必等文件结束",
            hant="第二版支援即時串流輸入，不必等檔案結束",
        ),
        Mention(
            "2612.24581",
            "new",
            "1.2",
            sources=("inbox/ravi/2026-12-10-notes.md", "paper_cards/4227-2612-24581.md"),
            figures=(Figure(38, "ms", "per-frame latency"),),
            confidence="medium-high",
            point="skips redundant frames by motion score before encoding",
            hans="编码前按运动分数跳过冗余帧",
            hant="編碼前依運動分數跳過冗餘影格",
        ),
        Mention(
            "LumaVision 3",
            "new",
            "1.1",
            sources=("inbox/kestrel/2026-12-10-notes.md",),
            figures=(Figure(2.1, "×", "decode speedup"),),
            confidence="medium",
            point="release ships a quantised vision tower",
            hans="新版附带量化后的视觉塔",
            hant="新版附帶量化後的視覺塔",
        ),
        Mention(
            "2612.20317",
            "carried-over",
            "1.1",
            figures=(Figure(48, "%", "visual token reduction"),),  # FAULT divergent-figures (b)
            point="the figure as the authors quoted it in their talk",
            hans="作者在报告中给出的数字",
            hant="作者在演講中給出的數字",
        ),
        Mention(
            "2612.22690",
            "anchored",  # FAULT anchoring-conflict (a)
            "1.3",
            date(2026, 12, 9),
            point="anchored in last night's relay",
            hans="昨晚接力已锚入",
            hant="昨晚接力已錨入",
        ),
        Mention(
            "2612.25133",
            "carried-over",
            "1.3",
            point="carried over from 12-09",
            hans="沿用12月9日条目",
            hant="沿用12月9日條目",
        ),
        Mention(
            "2612.23014",
            "candidate",
            point="chart questions that need several reasoning steps",
            hans="需要多步推理的图表问答",
            hant="需要多步推理的圖表問答",
        ),
    ],
    entries=[_internal(2, "medium"), SCRIPT_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/kestrel/2026-12-10-notes.md",
        "inbox/ravi/2026-12-10-notes.md",
        "paper_cards/4224-2612-21458.md",
        "paper_cards/4227-2612-24581.md",
    ],
    new_ids=("2612.21458", "2612.24581", "2612.24581"),  # FAULT duplicate-in-list
)

B3 = Doc(
    stem="inbox/ravi/2026-12-11-multimodal-brief",
    kind="brief",
    date=date(2026, 12, 11),
    instance="ravi",
    window=("2026-12-10 22:00", "2026-12-11 22:00"),
    baseline=date(2026, 12, 10),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1")},
    mentions=[
        Mention(
            "2612.23014",
            "new",
            "2.1",
            sources=("inbox/nadia/2026-12-11-notes.md", "paper_cards/4231-2612-23014.md"),
            figures=(Figure(21, "points", "human-model gap"),),
            confidence="high",
            point="chart questions that need three or more reasoning steps",
            hans="需要三步以上推理的图表问答",
            hant="需要三步以上推理的圖表問答",
        ),
        Mention(
            "2612.26340",
            "new",
            "1.3",
            sources=("inbox/kestrel/2026-12-11-notes.md", "paper_cards/4236-2612-26340.md"),
            figures=(Figure(9.4, "%", "word error rate reduction"), Figure(120, "ms", "end-to-end latency")),
            confidence="medium",
            point="lip video helps speech recognition in noisy rooms",
            hans="唇部视频帮助嘈杂环境下的语音识别",
            hant="唇部影片協助嘈雜環境下的語音辨識",
        ),
        Mention(
            "Seeing in Stereo",
            "new",
            "1.1",
            sources=("inbox/nadia/2026-12-11-notes.md",),
            confidence="medium",
            point="blog post on depth cues in vision encoders",
            hans="讨论视觉编码器中深度线索的博客文章",
            hant="討論視覺編碼器中深度線索的部落格文章",
        ),
        Mention(
            "2612.22690",
            "anchored",  # FAULT anchoring-conflict (b)
            "1.3",
            date(2026, 12, 10),
            point="in the living document",
            hans="已在活文档中",
            hant="已在活文件中",
        ),
        Mention(
            "LumaVision 3",
            "carried-over",
            "1.1",
            point="benchmark check closed",
            hans="基准核对已结案",
            hant="基準核對已結案",
        ),
        Mention(
            "2612.25133",
            "not-anchored",
            "1.3",
            point="held back until the eval set is public",
            hans="评测集公开前暂缓锚入",
            hant="評測集公開前暫緩錨入",
        ),
        Mention(
            "2612.24581",
            "carried-over",
            "1.2",
            point="carried over from 12-10",
            hans="沿用12月10日条目",
            hant="沿用12月10日條目",
        ),
    ],
    entries=[_internal(3, "high"), SCRIPT_CLOSED],
    counts={"increments": 3, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2 arXiv ids)
    sources=[
        "inbox/nadia/2026-12-11-notes.md",
        "inbox/kestrel/2026-12-11-notes.md",
        "paper_cards/4231-2612-23014.md",
        "paper_cards/4236-2612-26340.md",
        "work-queue.md",
    ],
    new_ids=("2612.23014", "2612.26340"),
)

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "2612.21458"),
    ("anchoring-conflict", "2612.22690"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "2612.24581"),
    ("divergent-figures", "2612.20317"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "2612.25133"),
]

NEW = "new"
CARRIED = {"carried-over", "anchored", "not-anchored"}
ADJACENT = {"adjacent", "candidate"}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return {
        "increments": sum(m.status == NEW for m in d.mentions),
        "adjacent": sum(m.status in ADJACENT for m in d.mentions),
        "new-arxiv": sum(m.status == NEW and work(m).arxiv is not None for m in d.mentions),
        "carried-over": sum(m.status in CARRIED for m in d.mentions),
    }


def carried_ids(d: Doc) -> list[Mention]:
    """The carried-over arXiv ids a brief's id list gives (with their anchoring date where known)."""
    return [m for m in d.mentions if m.status in CARRIED and work(m).arxiv]


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
