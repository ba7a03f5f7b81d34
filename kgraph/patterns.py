"""Regular expressions and small text rules shared by the extractor and the detectors.

Only the standard library: the detectors and `lint` use these too.
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata

# arXiv identifiers: new-style YYMM.NNNNN (5 digits since 2015), optional version.
# (an id may follow a Chinese word directly: `arXiv号3304.56872`, `编号2612.20317`)
ARXIV = re.compile(r"(?<![A-Za-z0-9_.\-])(?:arXiv[:\s]*)?(\d{4})\.(\d{4,5})(v\d+)?(?![\d])", re.I)
# Near-misses that a reader would take for an arXiv id: letter O for zero, too few digits.
ARXIV_LOOKALIKE = re.compile(r"(?<![A-Za-z0-9_.\-/])(?:arXiv[:\s]*)?([0-9O]{4})\.([0-9O]{3,6})(?![A-Za-z0-9_])", re.I)
PAPER_CARD = re.compile(r"(?<![\w\-])(?:paper_cards/)?(\d{1,5})-(\d{4})-(\d{5})(?:\.md)?(?![\d])")
# a document a team writes: every extension kgraph.extract.formats reads (a test holds them equal)
DOC_EXT = (
    r"\.(?:md|markdown|mdown|mkd|qmd|rmd|mdx|txt|text|org|rst|rest|html?|xhtml|adoc|asciidoc|docx|odt|epub|pptx|xlsx|tex|latex|textile"
    r"|wiki|mediawiki|typ|ipynb|csv|tsv|jira|dokuwiki|creole|muse|t2t|djot|dj|twiki|tikiwiki|dbk|opml|rtf|eml|enex|json|mbox|tid|bbcode|gmi|gemini|log|xml|atom|rss|yaml|yml|vtt|toml|srt|sbv|canvas|taskpaper|ass|ssa|jsonl|ndjson|bib|ics|ical|mhtml|mht|ods|ms|mm|texi|texinfo|sy|fodt|xmind|man|[1-9])"
    r"(?![A-Za-z0-9])"
)
PATH = re.compile(
    r"(?:inbox/[A-Za-z0-9_.\-]+/[A-Za-z0-9_.\-]+?" + DOC_EXT + r"|paper_cards/[A-Za-z0-9_.\-]+?\.md"
    r"|organized/[A-Za-z0-9_./\-]+?" + DOC_EXT + r"|work-queue\.md)"
)
URL = re.compile(r"https?://[^\s)）(（|,，;；<>\"'\]】`]+")
# an id or a link somewhere in a line: the line may name a work (a cheap first test)
NAMES_A_WORK = re.compile(r"\d{4}\.\d{4,5}|https?://")
SECTION = re.compile(r"§\s*(\d+)\s*\.\s*\(?\s*(\d+)\s*\)?")
DATE_FULL = re.compile(r"(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)")
CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"

# Status vocabulary (order matters: "not yet anchored" contains "anchored").
NOT_ANCHORED = re.compile(r"待锚入|尚未锚入|仍未锚入|未锚入|未锚定|not (?:yet )?anchored", re.I)
ANCHORED_DATED = re.compile(
    r"(?:(\d{4}-\d{1,2}-\d{1,2})|(?<![\d.\-])(\d{1,2})(?:[-/]|\s*月\s*)(\d{1,2})(?:\s*日)?(?![\d]))\s*版?\s*"
    r"(?:已(?:经)?\s*)?(?:锚入|锚定|入库|anchored)",
    re.I,
)
ANCHORED_AFTER = re.compile(
    r"(?:已锚入|锚定|anchored)\s*(?:in\s+(?:(?:§\s*|section\s+)?\d+(?:\.\d+)+[^,;，；.。\n]{0,60}?|this\s+section|the\s+living\s+doc(?:ument)?)\s+|(?:there|here)\s+)?"  # `anchored in §1.2 Video on …`, `anchored here on …`
    r"(?:on|since|于|:|：|[(（])?\s*(?:(\d{4}-\d{1,2}-\d{1,2})|(\d{1,2})(?:-|\s*月\s*)(\d{1,2})(?![\d]))",  # (`已锚入（3-10）`, `（7月12日）`)
    re.I,
)
ANCHORED = re.compile(r"已锚入|已锚定|已入库|已在\s*\S*inference\.md|已在活文档|(?<!首度)锚入|锚定|\banchored\b", re.I)
NEW = re.compile(r"净增|本次新增|本棒净增|首度锚入|NET-new|net new|\bnew\b|🆕", re.I)
# the English words for a carried-over item, shared by every pattern that reads them
CARRIED_EN = r"carried[- ](?:over|forward)"
CARRIED = re.compile(r"沿用|续用|" + CARRIED_EN + r"|🔄", re.I)
ADJACENT = re.compile(r"邻接|adjacent", re.I)
CANDIDATE = re.compile(r"候选|预备|candidate", re.I)
RESOLVED = re.compile(
    r"已(?:经)?(?:核实|确认|解决|撤回|澄清|结案)|"
    r"(?<!\bnot )(?<!\bnot yet )(?<!\bnever )\b(?:resolved|settled|withdrawn|verified|closed(?![-\w]))\b|"
    r"^\s*(?-i:DONE)\b|^\s*(?:[-*•]\s*)?[☑☒✅]\ufe0f?\s*[^\s☑☒✅]",  # (a ticked box first: `☑ 風險：低｜…`, a checklist's done item)
    re.I,
)  # DONE: an outliner's or org's done task; `not yet resolved` is not

RISK_WORDS = (
    (re.compile(r"🔴|高风险|风险\s*[:：]?\s*高|\bhigh\b|\[高", re.I), "high"),
    (re.compile(r"🟡|🟠|中等风险|中风险|风险\s*[:：]?\s*中|\bmedium\b|\[中", re.I), "medium"),
    (re.compile(r"🟢|低风险|风险\s*[:：]?\s*低|\blow\b|\[低", re.I), "low"),
)
RISK_CELL = {"高": "high", "中": "medium", "低": "low"}

# the units a compound unit is made of, as written → as stored: `18 千克/立方米` is `kg/m³`,
# `1.5℃/米` (folded `°C/米`) is `°C/m`, `2.1 m/s` is `m/s` (units.py composes them)
UNIT_ATOMS = {
    "千克": "kg", "公斤": "kg", "克": "g", "公克": "g", "kg": "kg", "g": "g",
    "立方米": "m³", "立方公尺": "m³", "m³": "m³", "m3": "m³",
    "平方米": "m²", "平方公尺": "m²", "m²": "m²", "m2": "m²",
    "千帕": "kPa", "kPa": "kPa", "百帕": "hPa", "hPa": "hPa",
    "°C": "°C", "℃": "°C", "摄氏度": "°C",
    "千米": "km", "公里": "km", "km": "km", "厘米": "cm", "公分": "cm", "cm": "cm",
    "毫米": "mm", "mm": "mm", "米": "m", "公尺": "m", "m": "m",
    "秒": "s", "s": "s", "小时": "h", "小時": "h", "h": "h",
    "毫克": "mg", "mg": "mg", "升": "L", "公升": "L", "L": "L",
    "吨": "t", "噸": "t", "公吨": "t", "公噸": "t", "t": "t",
    "日": "day", "天": "day", "day": "day", "公釐": "mm", "公厘": "mm",
    "月": "month", "month": "month", "mS": "mS", "毫西门子": "mS", "毫西門子": "mS", "μS": "μS", "µS": "μS",
    "微西门子": "μS", "微西門子": "μS",
    "rev": "rev", "转": "rev", "轉": "rev", "min": "min", "分钟": "min", "分鐘": "min", "分": "min",
}  # fmt: skip
_ATOM = "|".join(re.escape(a) for a in sorted(UNIT_ATOMS, key=len, reverse=True))
# (a day or month is only ever what a unit is per: `9月每天` is a date and words, no unit; so are a
# revolution and a minute: `mm/rev`, `公釐/分`)
_PER_ONLY = frozenset({"月", "日", "天", "rev", "转", "轉", "min", "分钟", "分鐘", "分"})
_OVER = "|".join(re.escape(a) for a in sorted(set(UNIT_ATOMS) - _PER_ONLY, key=len, reverse=True))
COMPOUND_UNIT = rf"(?:{_OVER})\s?(?:/|每)\s?(?:{_ATOM})(?![A-Za-z0-9²³])"
# a count of things per a number of other things: `2.4 mites/100 bees`, `3 cases per 1,000 people`,
# `2.4只螨每百只蜂` (a measure word, then the thing; units.py names the Chinese things)
_MEASURE = "只|隻|个|個|头|頭|粒|颗|顆|株|例|名|位|尾|条|條"
RATE_UNIT = (
    r"[A-Za-z]{3,}\s?(?:/|\s+per\s+)\s?(?:\d{1,3}(?:,\d{3})+|\d+)\s+[A-Za-z]{2,}\b"
    rf"|(?:{_MEASURE})[\u4e00-\u9fff]{{1,2}}?\s?(?:/|每)\s?(?:百|千|万|萬|\d+)\s?(?:{_MEASURE})?[\u4e00-\u9fff]{{1,2}}"
)
FIGURE = re.compile(
    r"(?<![A-Za-z0-9_.§/\-])(?<!\d,)(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)"  # (`检出率是87%`: after a Chinese word)
    r"(?:\s*[–\-~～]\s*(\d+(?:\.\d+)?))?"
    r"\s*("
    + RATE_UNIT
    + "|"
    + COMPOUND_UNIT
    + r"|×(?![A-Za-z0-9])|倍|%|ms|GB|GiB|MB|TB|tok/s|tokens/s(?:/GPU)?|TPS|CPG|年|毫秒|个百分点|百分点|个点|分(?![\u4e00-\u9fff])|(?:percentage\s+)?points?\b|pts\b|pp\b|x(?![A-Za-z])|X(?![A-Za-z])"
    r"|(?:tasks|languages)\b"  # what a count of a work's scale counts (`56 tasks`; not `on 8 GPUs`, a setup)
    # physical units (a battery's, a sensor's): energy, charge, potential, power, temperature, frequency, cycles
    r"|(?:Wh|W)/(?:kg|L)\b|kWh\b|Wh\b|mAh\b|Ah\b|[mk]V\b|V(?!\w|\.\w)|[kmM]W\b|°C[- ]weeks?\b|°C-?[周週]|°C|°F|[kMG]?Hz\b|dB\b|mΩ|Ω|rpm\b|r/min\b|转(?:/|每)分钟?|千瓦时|千瓦"
    # force, stress and strain (a track's, a structure's)
    r"|[kM]N[·⋅]?m\b|兆牛[·⋅]?米|千牛[·⋅]?米|[kM]N\b|[MG]Pa\b|[µμ]ε|microstrain\b|微应变|千牛|兆帕|bar\b|(?<=[\d ])巴(?![\u4e00-\u9fff])"
    r"|(?<=\d )K(?!\w|\.\w)"  # kelvin, set apart from its number (`1.4 K`; `128K` is thousands)
    r"|W/m(?:²|2\b)|W/m\b|[mμµ]?g/m(?:³|3\b)|nmol/m(?:²|2)/s\b|g/m(?:²|2\b)|Tg\s?/\s?(?:yr|year|a)\b|Tg\s+per\s+year\b|(?:太克|兆克)/年|(?:纳摩尔|奈莫耳|奈莫尔)/(?:平方米|平方公尺)/秒|公?克/(?:平方米|平方公尺)|(?:km|m)(?:²|2\b)|(?:[mc]m|m)/(?:yr|year|a)\b|(?:k?m)/(?:day|d)\b|m\s+per\s+day\b|Gt\s?/\s?(?:yr|year|a)\b|Gt\s+per\s+year\b|false\s+alarms?\s?(?:/|per)\s?day\b|(?:十亿|吉)吨/年|次误报/[日天]|(?:公尺|米)/[日天]|km\b|[cm]m\b|m(?![\w/²³]|\.\w)"
    r"|pp[mb]\b|(?:厘米|毫米|公分|米)/年|厘米|毫米|公分|公釐|公厘|赫兹|赫茲|分贝|分貝"
    # land, carbon per area, plants per area, salinity (a restoration's, a wetland's)
    r"|t\s?C/ha\b|ha\b|公顷|公頃|(?:seedlings?|plants?|株)\s?/\s?m(?:²|2\b)|colon(?:y|ies)\s?/\s?m(?:²|2\b)|个?(?:群体|群體|株|棵)\s?/\s?(?:平方公尺|平方米)|群体/m²|psu\b"
    # pressure, mass (kilotonnes), and their Chinese words: an eruption's, the air's
    r"|[hk]Pa\b|mbar\b|kt\b|Mt\b|百帕|千帕|千吨|万吨|毫克/立方米|微克/立方米|克/立方米"
    # units said in words (a transcript): `2.4 kilometers`, `0.6 grams per cubic meter`, `3.8 times.`
    r"|(?:kilo|centi|milli)?met(?:er|re)s\b|(?:micro|milli)?grams?\s+per\s+cubic\s+met(?:er|re)\b"
    r"|kilo\s?ton(?:ne)?s\b|hectopascals?\b|per\s?cent\b|times(?=\s*(?:[.,;:)]|$|faster|slower|higher|lower|more|less|larger|smaller))"
    r"|cycles?\b|hours?\b(?!\s+(?:running|in a row|ago|later|earlier|before|after|old))|(?<=\d )h\b(?![\w/])(?!\s+[a-z])|小时(?![\u4e00-\u9fff])|小時(?![\u4e00-\u9fff])|[μµ]m\b|微米|g/kg\b|(?:公?克)/(?:千克|公斤)|days?\b(?!\s+(?:running|in a row|ago|later|earlier|before|after|old))|DHW\b|(?<=\d )天(?![\u4e00-\u9fff])|次循环|循环|毫安时|毫伏|摄氏度|平方公里|平方千米|平方公尺|公里|千米|公尺|米(?![\u4e00-\u9fff])|开尔文)"
)
METRICS = (
    ("throughput", re.compile(r"吞吐|throughput|tok/s|tokens/s|TPS", re.I)),
    ("ttft", re.compile(r"TTFT", re.I)),
    ("latency", re.compile(r"延迟|latency|时延", re.I)),
    ("compression", re.compile(r"压缩|compression", re.I)),
    ("cost", re.compile(r"成本|cost", re.I)),
    ("memory", re.compile(r"内存|显存|memory|容量", re.I)),
    ("speedup", re.compile(r"加速|speed-?up|faster", re.I)),
    ("accuracy", re.compile(r"精度|准确率|accuracy", re.I)),
    ("concurrency", re.compile(r"并发|concurrency", re.I)),
    ("acceptance", re.compile(r"接受长度|接受率|acceptance", re.I)),  # speculative decoding's accepted tokens
    ("tbt", re.compile(r"\bTBT\b|time between tokens", re.I)),
)

ALIASES = {
    "fa-4": "flashattention-4",
    "fa4": "flashattention-4",
    "flash attention 4": "flashattention-4",
    "flashattention 4": "flashattention-4",
    "fa-3": "flashattention-3",
    "fa3": "flashattention-3",
    "trt-llm": "tensorrt-llm",
}

FIGURE_TOLERANCE = 0.05  # relative difference under which two figures agree (detectors, claims)


def _half_step(x: float) -> float:
    """Half the last written step of a value (`68.9` -> 0.05, `41` -> 0.5, `6000` -> 500)."""
    written = repr(abs(x))
    if "e" in written:
        return 0.0
    whole, _, decimals = written.partition(".")
    if decimals.strip("0"):
        return 0.5 * 10.0 ** -len(decimals)
    return 0.5 * 10.0 ** (len(whole) - len(whole.rstrip("0")) if whole.strip("0") else 0)


def values_agree(x: float, y: float) -> bool:
    """Two statements of one figure agree when they round alike at the coarser one's precision
    (`2.8×` and `2.83×`, `41%` and `41.2%`, `6,000` and `6,026 tok/s`), and never when they are
    FIGURE_TOLERANCE apart or more: `71.4%` and `68.9%` are two figures, not one rounded."""
    gap = abs(x - y)
    return gap <= min(max(_half_step(x), _half_step(y)) + 1e-9, FIGURE_TOLERANCE * max(abs(x), abs(y), 1e-9))


def without_icons(name: str) -> str:
    """A name without the icons a page puts before or after it (`⚓ GlimpseNet`, `↪️ OmniTok`):
    symbols, emoji and their joiners are not words of a name, nor are a chat's emoji shortcodes
    (`:white_check_mark: GlimpseNet`)."""
    name = _SHORTCODES.sub("", name)
    start, end = 0, len(name)
    while start < end and (_icon(name[start]) or name[start].isspace()):
        start += 1
    while end > start and (_icon(name[end - 1]) or name[end - 1].isspace()):
        end -= 1
    return name[start:end]


# a chat's emoji shortcode: `:paperclip:`, `:white_check_mark:`
SHORTCODE = r":[a-z0-9_+\-]{1,40}:"
_SHORTCODES = re.compile(rf"^(?:\s*{SHORTCODE})+\s*|(?:\s*{SHORTCODE})+\s*$")


def _icon(char: str) -> bool:
    return unicodedata.category(char) in ("So", "Sk") or char in "\ufe0f\u200d\u20e3"


def normalise_name(name: str) -> str:
    """The key a work without an arXiv id is known by across documents."""
    text = without_icons(unicodedata.normalize("NFKC", name)).strip().lower()
    text = re.sub(r"[\s_]+", " ", text)
    text = text.strip(" -—:：·,，.。*`'\"“”")
    text = re.sub(r"\s*-\s*", "-", text)
    return ALIASES.get(text, text)


def arxiv_key(yymm: str, number: str) -> str | None:
    """`2608.14376`, or None when the digits cannot be an arXiv id."""
    month = int(yymm[2:])
    if not 1 <= month <= 12:
        return None
    if int(yymm) >= 1501 and len(number) != 5:
        return None
    if int(yymm) < 1501 and len(number) != 4:
        return None
    return f"{yymm}.{number}"


def find_arxiv(text: str) -> list[tuple[str, int, int]]:
    """(id, start, end) for every well-formed arXiv id in text."""
    found = []
    for m in ARXIV.finditer(text):
        key = arxiv_key(m.group(1), m.group(2))
        if key:
            found.append((key, m.start(), m.end()))
    return found


def find_bad_arxiv(text: str) -> list[tuple[str, str]]:
    """(as written, problem) for tokens shaped almost like an arXiv id."""
    bad = []
    for m in ARXIV_LOOKALIKE.finditer(text):
        yymm, number = m.group(1), m.group(2)
        token = m.group(0)
        if "O" in (yymm + number).upper() and not (yymm + number).isdigit():
            bad.append((token, "letter O in place of a zero in an arXiv id"))
        elif yymm.isdigit() and number.isdigit() and arxiv_key(yymm, number) is None:
            month = int(yymm[2:])
            if 1 <= month <= 12 and int(yymm) >= 1501 and len(number) in (3, 4):
                bad.append((token, f"arXiv id needs 5 digits after the dot, has {len(number)}"))
            elif not 1 <= month <= 12 and len(number) in (4, 5) and int(yymm[:2]) >= 7:
                bad.append((token, f"arXiv id has month {month:02d}"))
    return bad


def section_number(text: str) -> str | None:
    m = SECTION.search(text)
    return f"{int(m.group(1))}.{int(m.group(2))}" if m else None


_SECTION_STOP = re.compile(
    r"[（(·;；,，、:：】\]）)+。|→\n\t]|\.(?=\s|$)|\s{3,}|新增|已有|暂无|邻接|的|与|形成|和|中|为|是|已|有|尚|并列|标注|子节|写入|建议|—|--"
)  # (three spaces or a tab: the next column of a fixed-width table)


_PROSE_AFTER_SECTION = re.compile(
    r"(?:on|for|in|at|by|as|since|until|from|to|and|or|but|with|because|when|if|so|now|today|yet|too)(?:\s|$)"
)


_HEADING_STOP = re.compile(r"[（(·;；,，:：】\]）)。|→\n\t§]|\.(?=\s|$)|\s{3,}|\s[—–-]{1,2}\s")


_NAME_BEFORE_NUMBER = re.compile(r"[#*_\s]*([^\s()（）§#*][^()（）§]{1,38}?)\s*[(（]\s*")


# a comma after a section's number, then its name in title case or Chinese (never one word: `§1.1,
# NET-new` gives a status, not a name)
_COMMA_THEN_NAME = re.compile(
    r"，\s*(?=[\u4e00-\u9fff]{2}|[A-Za-z][\w-]{1,20} ?[\u4e00-\u9fff]{2})|,\s+(?=[A-Z][a-z]+(?:\s+(?:[A-Z][A-Za-z-]*|and|of|for|the|in|on|to|&)){1,6}\s*(?:[,.;:]|$)|[\u4e00-\u9fff]{2})"
)


def sections_with_names(text: str, heading: bool = False) -> list[tuple[str, str, int]]:
    """(number, name, offset) for each `§1.3 Name` in text; name may be empty. In a heading
    (`heading`) that opens with the number, only punctuation ends the name (`§1.1 抓取与操作`)."""
    out = []
    for m in SECTION.finditer(text):
        number = f"{int(m.group(1))}.{int(m.group(2))}"
        rest = text[m.end() :]
        if named := _COMMA_THEN_NAME.match(rest):
            rest = rest[named.end() :]  # `section 1.2, Plume Rise Modelling` (said): the name after a comma
        whole = heading and not text[: m.start()].strip("#*_ ")
        stop = (_HEADING_STOP if whole else _SECTION_STOP).search(rest)
        name = rest[: stop.start()] if stop else rest
        name = name.strip(" *`")
        if re.match(r"[.。]", name) or _PROSE_AFTER_SECTION.match(name):
            name = ""  # `in §1.1. Suggested section`, `belongs in §1.3 for now`: the sentence goes on, no name
        if (
            heading
            and (before := _NAME_BEFORE_NUMBER.fullmatch(text[: m.start()]))
            and re.fullmatch(r"\s*[)）]?\s*", rest)
        ):
            name = before.group(1)  # `视觉编码器（§1.1）`: a heading that names the section before its number
        if len(name) > 40:
            name = name[:40]
        out.append((number, name.strip(), m.start()))
    return out


def resolve_short_date(month: int, day: int, reference: dt.date | None) -> dt.date | None:
    """`9-2` in a brief dated 2026-09-19 is 2026-09-02; a December date in January is last year."""
    if reference is None:
        return None
    try:
        candidate = dt.date(reference.year, month, day)
    except ValueError:
        return None
    if (candidate - reference).days > 60:
        try:
            candidate = dt.date(reference.year - 1, month, day)
        except ValueError:
            return None
    return candidate


def parse_full_date(text: str) -> dt.date | None:
    m = DATE_FULL.search(text)
    if not m:
        return None
    try:
        return dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return None


def anchored_date(text: str, reference: dt.date | None) -> tuple[bool, dt.date | None]:
    """Does text say anchored (and on which date)? Not-anchored phrases say no."""
    if NOT_ANCHORED.search(text):
        return False, None
    for regex in (ANCHORED_DATED, ANCHORED_AFTER):
        m = regex.search(text)
        if m:
            if m.group(1):
                return True, parse_full_date(m.group(1))
            return True, resolve_short_date(int(m.group(2)), int(m.group(3)), reference)
    if ANCHORED.search(text):
        return True, None
    return False, None


def risk_of(text: str) -> str | None:
    for regex, risk in RISK_WORDS:
        if regex.search(text):
            return risk
    stripped = text.strip()
    return RISK_CELL.get(stripped[:1]) if stripped[:1] in RISK_CELL and len(stripped) <= 12 else None


GENERIC_METRIC = re.compile(
    r"(?:结果|数据|数字|results?|figures?|numbers?|data|key points?|notes?|comments?|remarks?|备注|说明)\s*$", re.I
)


# `recall@20`, `nDCG@10`, `pass@1`: a ranking metric at a cutoff names what it measures in one word
_AT_CUTOFF = re.compile(r"[a-z][a-z0-9\-]{0,15}@\d{1,4}", re.I)


def is_named_metric(metric: str) -> bool:
    """A metric the document names in words of its own (`data efficiency`, `visual token
    reduction`, `每米能耗`): two words or more (three Han characters or more), short, not a known
    metric and not a generic label (`key figures`, `关键数据`) that says figures follow rather
    than what they measure."""
    metric = metric.strip()
    known = {name for name, _ in METRICS}
    words = " " in metric or len(re.findall(r"[\u4e00-\u9fff]", metric)) >= 3 or bool(_AT_CUTOFF.fullmatch(metric))
    return words and len(metric) <= 40 and metric not in known and not GENERIC_METRIC.search(metric)


def metric_of(context: str) -> str:
    for name, regex in METRICS:
        if regex.search(context):
            return name
    words = re.findall(r"[A-Za-z][A-Za-z0-9\-]+|[\u4e00-\u9fff]+", context)
    return words[-1].lower() if words else ""


_STATE_LABEL = re.compile(
    r"^[\W_]*(?:(?:high|medium|low|高|中等|中|低)\s*(?:risk|风险)?|risk|风险|open|still open|resolved|closed|"
    r"未解决|已解决|待核实|[,，/·|\s*_])+\s*[:：]\s*(?=\S)"
)


def concern_key(text: str) -> str:
    """Normalised text of a register entry, used to see the same concern in later documents."""
    text = unicodedata.normalize("NFKC", text).lower()
    text = _STATE_LABEL.sub("", text)  # `medium risk, open: …`: the label says how bad, not what
    text = re.split(r"\s*(?:——|—|--| - |:|：)\s*", text, maxsplit=1)[0]
    text = RESOLVED.sub("", text)
    text = re.sub(r"[\s\"'“”‘’()（）\[\]【】,，。.;；!?！？、]+", "", text)
    text = re.sub(r"需|待|核实|确认|需要|状态$", "", text)
    return text[:60]


def with_unit(value: str, unit: str | None) -> str:
    """A figure as shown: `2.2×`, `38%`, `41ms`; a unit that is a word apart (`0.3 points`)."""
    unit = unit or ""
    return f"{value} {unit}" if unit in ("points", "pp") or len(unit) > 3 and unit.isalpha() else f"{value}{unit}"
