"""Facts model for the twenty-eighth held-out layout zoo (topic: speech-translation).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (wombat, ocelot, caracal) and November 2031 dates, with the handover in
the early afternoon (14:15). Figures come in units the earlier zoos did not use (percentage points
`pp`, `tok/s`, `GB`) besides `×`, `%` and `ms`. Everything the layouts write and everything the key
states comes from here. Points are given in English, simplified Chinese and traditional Chinese.

Planted faults (see FAULTS):
  new-but-anchored        StreamST (3111.41238): anchored 2031-11-19 (living doc, brief 1), called new by brief 2
  anchoring-conflict      ProsodyNet (3111.42349): anchored 2031-11-21 per brief 2, 2031-11-22 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives WhisperLeaf (3111.43450) twice
  divergent-figures       LagCut (3111.46783): word error rate reduction 4.2 pp (brief 1) vs 3.1 pp (brief 2)
  section-name-drift      §1.2 "Latency Control" (living doc, briefs 1 and 3) vs "Streaming Delay Budgets" (brief 2)
  repeated-to-verify      EchoGloss's single language pair, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites EchoGloss's card as paper_cards/8314-3111-4567.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/caracal/2031-11-21-notes.md for Polyglot Kit 5 and lists it as empty
A second register entry (Polyglot Kit 5's missing reference transcripts) is raised by brief 2 and
resolved by brief 3: it is not a fault. Brief 3 also has one adjacent item (CodeSwitchWatch), new to the zoo.
"""

from __future__ import annotations

from datetime import date, timedelta

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "speech-translation"
LIVING_STEM = f"organized/knowledge/{TOPIC}"
HANDOVER = "14:15"

KIT = "Polyglot Kit 5"
BLOG = "What Interpreters Hear That Models Miss"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("3111.40127", "DubAlign", arxiv="3111.40127"),
        Work("3111.41238", "StreamST", arxiv="3111.41238"),
        Work("3111.42349", "ProsodyNet", arxiv="3111.42349"),
        Work("3111.43450", "WhisperLeaf", arxiv="3111.43450"),
        Work("3111.44561", "BabelBench", arxiv="3111.44561"),
        Work("3111.45672", "EchoGloss", arxiv="3111.45672"),
        Work("3111.46783", "LagCut", arxiv="3111.46783"),
        Work("3111.47894", "SubtitleBot", arxiv="3111.47894"),
        Work("3111.48905", "CodeSwitchWatch", arxiv="3111.48905"),
        Work(KIT, KIT, url="https://github.com/example-polyglot/polyglot-kit/releases/tag/v5.0.0", kind="release"),
        Work(BLOG, BLOG, url="https://boothnotes.example.net/2031/11/what-interpreters-hear-that-models-miss/",
             kind="blog post"),
    ]
}  # fmt: skip

SECTIONS = {
    "1.1": "Simultaneous Translation",
    "1.2": "Latency Control",
    "1.3": "Prosody Transfer",
    "2.1": "Translation Benchmarks",
    "2.2": "Subtitle Tooling",
}
DRIFTED = {"1.2": "Streaming Delay Budgets"}

SECTIONS_HANS = {
    "Simultaneous Translation": "同声传译",
    "Latency Control": "延迟控制",
    "Streaming Delay Budgets": "流式延迟预算",
    "Prosody Transfer": "韵律迁移",
    "Translation Benchmarks": "翻译评测基准",
    "Subtitle Tooling": "字幕工具",
}
SECTIONS_HANT = {
    "Simultaneous Translation": "同步口譯",
    "Latency Control": "延遲控制",
    "Streaming Delay Budgets": "串流延遲預算",
    "Prosody Transfer": "韻律轉移",
    "Translation Benchmarks": "翻譯評測基準",
    "Subtitle Tooling": "字幕工具",
}

# the malformed card name brief 1 writes for EchoGloss (the last digit of 3111.45672 lost)
BAD_CARD = "paper_cards/8314-3111-4567.md"
# the note brief 2 cites for Polyglot Kit 5 and lists as empty
EMPTY_NOTE = "inbox/caracal/2031-11-21-notes.md"


def _pair(n: int, risk: str) -> Entry:
    en = {
        1: "The glossary gain of EchoGloss was measured on a single language pair, English into German medical talks",
        2: "EchoGloss is still a single language pair result; the authors promise Japanese and Swahili test sets",
        3: "EchoGloss single language pair, open since the first brief, and no second pair has been released",
    }[n]
    hans = {
        1: "EchoGloss 的术语准确率提升只在单一语对上测得，即英译德的医学讲座",
        2: "EchoGloss 仍是单一语对的结果，作者承诺补上日语和斯瓦希里语测试集",
        3: "EchoGloss 单一语对问题从第一期起一直未解决，第二个语对仍未发布",
    }[n]
    hant = {
        1: "EchoGloss 的術語準確率提升只在單一語對上測得，即英譯德的醫學講座",
        2: "EchoGloss 仍是單一語對的結果，作者承諾補上日語與斯瓦希里語測試集",
        3: "EchoGloss 單一語對問題從第一輪起一直沒有解決，第二個語對仍未公開",
    }[n]
    return Entry("single language pair", en, "单一语对", hans, "單一語對", hant, ("3111.45672",), risk)


REF_OPEN = Entry(
    "reference transcripts",
    "The peak GPU memory of Polyglot Kit 5 was measured with reference transcripts the release does not ship",
    "参考转写",
    "Polyglot Kit 5 的显存峰值是配合参考转写测得的，但发布包里没有这些参考转写",
    "參考轉寫",
    "Polyglot Kit 5 的顯示記憶體峰值是搭配參考轉寫測得的，但釋出包裡沒有這些參考轉寫",
    (KIT,),
    "low",
)
REF_CLOSED = Entry(
    "reference transcripts",
    "Polyglot Kit 5 reference transcripts, raised yesterday, are now attached to the release and the memory figure reproduces",
    "参考转写",
    "Polyglot Kit 5 参考转写（昨天提出）：现已附在发布页上，显存数字可以复现",
    "參考轉寫",
    "Polyglot Kit 5 參考轉寫（昨天提出）：現已附在釋出頁上，顯示記憶體數字可以重現",
    (KIT,),
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
    date=date(2031, 11, 19),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("3111.40127", "anchored", "1.1", date(2031, 11, 17), sources=("paper_cards/8291-3111-40127.md",),
           figures=(Figure(3.1, "×", "alignment speedup"),),
           point="aligns dubbed speech with the source video so that each translated line starts when the speaker opens their mouth",
           hans="把配音语音与原视频对齐，让每句译文在说话人开口时开始",
           hant="把配音語音與原影片對齊，讓每句譯文在說話者開口時開始"),
        _m("3111.41238", "anchored", "1.2", date(2031, 11, 19), sources=("paper_cards/8297-3111-41238.md",),
           figures=(Figure(240, "ms", "average lagging"),),
           point="translates live speech as a stream and waits only as long as the next phrase needs",
           hans="对实时语音做流式翻译，只等待下一个短语所需的时间",
           hant="對即時語音做串流翻譯，只等待下一個片語所需的時間"),
    ],
)  # fmt: skip

B1 = Doc(
    stem=f"inbox/wombat/2031-11-20-{TOPIC}-brief",
    kind="brief",
    date=date(2031, 11, 20),
    instance="wombat",
    window=_window(date(2031, 11, 20)),
    baseline=date(2031, 11, 19),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("3111.46783", "new", "1.2", sources=("inbox/ocelot/2031-11-20-notes.md", "paper_cards/8305-3111-46783.md"),
           figures=(Figure(4.2, "pp", "word error rate reduction"),),  # FAULT divergent-figures (a)
           confidence="medium-high",
           point="cuts the wait of a simultaneous interpreting model by predicting the verb at the end of a German sentence",
           hans="通过预测德语句末的动词，缩短同声传译模型的等待时间",
           hant="透過預測德語句末的動詞，縮短同步口譯模型的等待時間"),
        _m("3111.42349", "new", "1.3", sources=("inbox/caracal/2031-11-20-notes.md", "paper_cards/8309-3111-42349.md"),
           figures=(Figure(18, "%", "pitch contour error reduction"),), confidence="high",
           point="carries the rise and fall of the speaker voice over into the translated speech",
           hans="把说话人语调的起伏带到译文语音中",
           hant="把說話者語調的起伏帶到譯文語音中"),
        _m("3111.45672", "new", "1.1", sources=("inbox/caracal/2031-11-20-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(6.8, "pp", "glossary term accuracy gain"),), confidence="medium",
           point="keeps names and technical terms from a conference glossary intact in live subtitles",
           hans="让会议术语表中的人名与专业术语在实时字幕里保持原样",
           hant="讓會議詞彙表中的人名與專業術語在即時字幕裡保持原樣"),
        _m("3111.40127", "anchored", "1.1", date(2031, 11, 17), point="already in the living document",
           hans="已在活文档中", hant="已在活文件中"),
        _m("3111.41238", "carried-over", "1.2", date(2031, 11, 19),
           point="the streaming model LagCut plugs its verb predictor into",
           hans="LagCut 的动词预测器所接入的流式模型",
           hant="LagCut 的動詞預測器所接入的串流模型"),
        _m("3111.43450", "adjacent", point="translates whispered speech and keeps the translation whispered",
           hans="翻译耳语并让译文同样以耳语输出", hant="翻譯耳語並讓譯文同樣以耳語輸出"),
    ],
    entries=[_pair(1, "medium")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/ocelot/2031-11-20-notes.md",
        "inbox/caracal/2031-11-20-notes.md",
        "paper_cards/8305-3111-46783.md",
        "paper_cards/8309-3111-42349.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("3111.46783", "3111.42349", "3111.45672"),
)  # fmt: skip

B2 = Doc(
    stem=f"inbox/ocelot/2031-11-21-{TOPIC}-brief",
    kind="brief",
    date=date(2031, 11, 21),
    instance="ocelot",
    window=_window(date(2031, 11, 21)),
    baseline=date(2031, 11, 20),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("3111.41238", "new", "1.2",  # FAULT new-but-anchored
           sources=("inbox/wombat/2031-11-21-notes.md", "paper_cards/8318-3111-41238.md"),
           figures=(Figure(310, "tok/s", "decoding throughput"),), confidence="medium",
           point="the second version decodes several candidate phrases at once so that a slow speaker no longer stalls the stream",
           hans="第二版同时解码多个候选短语，说话慢的人不再让整个流停顿",
           hant="第二版同時解碼多個候選片語，說話慢的人不再讓整個串流停頓"),
        _m("3111.43450", "new", "1.3", sources=("inbox/wombat/2031-11-21-notes.md", "paper_cards/8322-3111-43450.md"),
           figures=(Figure(45, "ms", "per-chunk latency"),), confidence="medium-high",
           point="translates whispered speech and keeps the translation whispered, running on a phone without a network",
           hans="翻译耳语并让译文同样以耳语输出，可在无网络的手机上运行",
           hant="翻譯耳語並讓譯文同樣以耳語輸出，可在無網路的手機上執行"),
        _m(KIT, "new", "1.1", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(11.5, "GB", "peak GPU memory"),), confidence="medium",
           point="the release transcribes and translates a whole folder of lecture recordings with one command",
           hans="新版一条命令即可转写并翻译整个文件夹的讲座录音",
           hant="新版一個指令即可轉寫並翻譯整個資料夾的講座錄音"),
        _m("3111.46783", "carried-over", "1.2",
           figures=(Figure(3.1, "pp", "word error rate reduction"),),  # FAULT divergent-figures (b)
           point="the figure in the authors workshop talk", hans="作者研讨会报告中的数字",
           hant="作者研討會報告中的數字"),
        _m("3111.42349", "anchored", "1.3", date(2031, 11, 21),  # FAULT anchoring-conflict (a)
           point="anchored in last night relay", hans="昨晚接力已锚入", hant="昨晚接力已錨入"),
        _m("3111.45672", "carried-over", "1.1", point="carried over from the previous brief",
           hans="沿用上一期条目", hant="續用上一輪條目"),
        _m("3111.44561", "candidate", point="a benchmark of speech translation across forty language pairs",
           hans="覆盖四十个语对的语音翻译评测基准", hant="涵蓋四十個語對的語音翻譯評測基準"),
    ],
    entries=[_pair(2, "high"), REF_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/wombat/2031-11-21-notes.md",
        EMPTY_NOTE,
        "paper_cards/8318-3111-41238.md",
        "paper_cards/8322-3111-43450.md",
    ],
    new_ids=("3111.41238", "3111.43450", "3111.43450"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem=f"inbox/caracal/2031-11-22-{TOPIC}-brief",
    kind="brief",
    date=date(2031, 11, 22),
    instance="caracal",
    window=_window(date(2031, 11, 22)),
    baseline=date(2031, 11, 21),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("3111.44561", "new", "2.1", sources=("inbox/ocelot/2031-11-22-notes.md", "paper_cards/8331-3111-44561.md"),
           figures=(Figure(12, "pp", "cross-language score spread"),), confidence="high",
           point="forty language pairs held out one language family at a time so that speech translation models can be ranked fairly",
           hans="四十个语对按语系轮流留出，用来公平地给语音翻译模型排名",
           hant="四十個語對按語系輪流留出，用來公平地為語音翻譯模型排名"),
        _m("3111.47894", "new", "2.2", sources=("inbox/wombat/2031-11-22-notes.md", "paper_cards/8336-3111-47894.md"),
           figures=(Figure(27.5, "%", "subtitle timing error reduction"),
                    Figure(850, "tok/s", "subtitle generation throughput")),
           confidence="medium",
           point="a tool that writes translated subtitles straight from the audio track and keeps each line on screen long enough to read",
           hans="直接从音轨生成译文字幕，并让每行在屏幕上停留足够阅读时间的工具",
           hant="直接從音軌產生譯文字幕，並讓每行在螢幕上停留足夠閱讀時間的工具"),
        _m(BLOG, "new", "1.2", sources=("inbox/ocelot/2031-11-22-notes.md",), confidence="medium",
           point="blog post by a conference interpreter on the pauses a human waits for and a model does not",
           hans="一位会议口译员写的博客文章，讲人会等待而模型不会等待的停顿",
           hant="一位會議口譯員寫的部落格文章，談人會等待而模型不會等待的停頓"),
        _m("3111.42349", "anchored", "1.3", date(2031, 11, 22),  # FAULT anchoring-conflict (b)
           point="in the living document", hans="已在活文档中", hant="已在活文件中"),
        _m(KIT, "carried-over", "1.1", point="reference transcript check closed", hans="参考转写核对已结案",
           hant="參考轉寫核對已結案"),
        _m("3111.45672", "not-anchored", "1.1", point="held back until a second language pair is released",
           hans="第二个语对发布前暂不锚入", hant="第二個語對公開前暫緩錨入"),
        _m("3111.43450", "carried-over", "1.3", point="carried over from the previous brief",
           hans="沿用上一期条目", hant="續用上一輪條目"),
        _m("3111.48905", "adjacent", point="detects when a speaker switches language in the middle of a sentence",
           hans="检测说话人在句子中途切换语言的时刻", hant="偵測說話者在句子中途切換語言的時刻"),
    ],
    entries=[_pair(3, "high"), REF_CLOSED],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2)
    sources=[
        "inbox/ocelot/2031-11-22-notes.md",
        "inbox/wombat/2031-11-22-notes.md",
        "paper_cards/8331-3111-44561.md",
        "paper_cards/8336-3111-47894.md",
        "work-queue.md",
    ],
    new_ids=("3111.44561", "3111.47894"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "3111.41238"),
    ("anchoring-conflict", "3111.42349"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "3111.43450"),
    ("divergent-figures", "3111.46783"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "3111.45672"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]

METRIC_HANS = {
    "alignment speedup": "对齐加速",
    "average lagging": "平均滞后",
    "word error rate reduction": "词错误率降低",
    "pitch contour error reduction": "音高轮廓误差降低",
    "glossary term accuracy gain": "术语准确率提升",
    "decoding throughput": "解码吞吐",
    "per-chunk latency": "单片段延迟",
    "peak GPU memory": "显存峰值",
    "cross-language score spread": "跨语言得分差距",
    "subtitle timing error reduction": "字幕时间轴误差降低",
    "subtitle generation throughput": "字幕生成吞吐",
}
METRIC_HANT = {
    "alignment speedup": "對齊加速",
    "average lagging": "平均延滯",
    "word error rate reduction": "詞錯誤率降低",
    "pitch contour error reduction": "音高輪廓誤差降低",
    "glossary term accuracy gain": "術語準確率提升",
    "decoding throughput": "解碼吞吐量",
    "per-chunk latency": "單片段延遲",
    "peak GPU memory": "顯示記憶體峰值",
    "cross-language score spread": "跨語言分數差距",
    "subtitle timing error reduction": "字幕時間軸誤差降低",
    "subtitle generation throughput": "字幕產生吞吐量",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
