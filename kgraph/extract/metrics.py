"""What a figure measures: the noun phrase its clause attaches to it.

A figure's metric is written in one of a few places, in any language: a label before a colon
(`EgoSchema accuracy: 71.4%`, `MFU：52.3%`, a field's or a column's label), the words right
before it (`data efficiency now 2.4×`, `视觉 token 削减 62%`, `a visual token reduction of 62%`),
a bracket after it (`68.9% (Recall@20)`) or the words after it (`41% fewer visual tokens`,
`68.9% on Recall@20`). A metric kgraph knows (`延迟`, `latency`, `TTFT`) is named by its
canonical name so that documents in different languages compare; any other is the phrase as
written, lower-cased. A clause that is a sentence, not a noun phrase, gives `unknown`.
"""

from __future__ import annotations

import re

from kgraph import patterns as P

UNKNOWN = "unknown"

# A clause ends at these (a colon does not: a label before it names the figure after it); an
# opening bracket starts one (`论文给出组合实验（+0.3×）`)
_CLAUSE_END = re.compile(r"[;；。,，、!?！？|\n]|\.(?:\s|$)|\s[-–—·]\s")
_CLAUSE_START = re.compile(r"[;；。,，、!?！？|\n(（\[【]|\.(?:\s|$)|\s[-–—·]\s")
_TOKEN = re.compile(r"[A-Za-z][\w@+\-]*(?:\.\d+)?|[\u3400-\u9fff]+|\S")
# Words of a sentence, not of a metric's name
_FUNCTION = frozenset(
    "the a an of to in on at by for with and or than vs versus from about is are was were be been being "
    "it its this that these those we our my your their which who what as per into over under after before "
    "up down only also still now just nearly roughly around approximately almost about some more less "
    "number numbers figure figures result results value values".split()
)
# Words of a sentence between a metric and its figure (`a reduction of 62%`, `latency is 120 ms`)
_JOINERS = frozenset(
    "of is are was were at to by reaches reached hits hit now only about around roughly nearly".split()
)
# Words that compare a metric with a baseline (`speedup over the cascaded pipeline`)
_COMPARED = frozenset("over than vs versus against compared".split())
# English verbs that state a figure (`it gains 3.1 points`, `needs 38 ms`): the subject is no metric
_VERBS = frozenset(
    "needs need takes take gains gain cuts cut drops drop reaches hits scores improves improve reduces reduce "
    "saves save adds add delivers deliver shows show reports report gets get achieves achieve yields yield "
    "brings bring gives give lowers lower raises raise boosts boost beats beat trails trail arrives arrive "
    "runs run stays stay goes go falls fall rises rise grows grow shrinks shrink "
    "quotes quote quoted cites cite cited claims claim claimed states state stated lists list posts post reported measured observed achieved".split()
)
# English verbs that change a metric, its object (`cuts scan time by 41%`): the metric
_CHANGES = frozenset(
    "cuts cut reduces reduce lowers lower raises raise improves improve boosts boost increases increase "
    "decreases decrease shrinks shrink trims trim slashes slash halves halve lifts lift shortens shorten".split()
)
_PRONOUNS = frozenset("it we they he she you i one model method system".split())
# A Chinese phrase holds no word of a clause; a word of change may end it (`视觉 token 削减 62%`)
_CJK_CLAUSE = re.compile(
    r"[与和及约在为是把将被从对比较于已仅只达均都需同含]|(?<=[降升提增减达高低少多涨跌缩])到|占(?!用)|所有|来自|出现|包括|控制|保持|超过|可能|低于|高于|[下上中后前内外]$|(?<![耗用工计实])时$"
)
_CJK_CHANGE = re.compile(r"(?:降低|下降|提升|提高|减少|削减|缩短|缩小|增加|增长|改善|减半|翻倍)$")
_CJK_REPORTED = re.compile(
    r"(?:文中|论文|作者|实验|结果|官方)?(?:(?:另外?)?(?:报告|报道|宣称|声称|显示|表明|给出)了?|另外?报)"
)
_CJK_ADVERB = re.compile(r"(?:约为|约是|约|仅|达到|达|为|是|高达|共|超过|额外)$")
# Labels that say figures follow, not what they measure (`Key figures:`, `数据：`, `Note:`)
_GENERIC = re.compile(
    r"^(?:key\s+)?(?:figures?|numbers?|results?|metrics?|values?|data|notes?|points?|key points?|highlights?|"
    r"remarks?|comments?|summary|reported|reports|measured|quoted|claimed|claims?|headline|"  # (`Reported: 38% …`)
    r"数据|数字|结果|指标|要点|说明|备注|关键数据|关键数字|报告|自报|实测)$",
    re.I,
)
# a clause that opens by saying a figure follows (`数字是…`, `the figure is …`): what comes after names it
_SAID_FIGURE = re.compile(r"^\s*(?:数字|数据|数值|the (?:figure|number) (?:is|was))\s*(?:是|为)?\s*", re.I)
_MARKUP = re.compile(r"[*_`~]|<[^>]{0,40}>|^[\W_]+|[\W_]+$")


_SHORTCODE = re.compile(rf"(?<![\w:]){P.SHORTCODE}(?![\w:])")


def metric_of(text: str, start: int, end: int, unit: str = "", label: str = "") -> str:
    """The metric of the figure at text[start:end]; `label`: the field or column it stands under,
    when the text is only its value."""
    if ":" in text:  # a chat's emoji shortcodes (`:paperclip:`) are no words (blanked: offsets stay)
        text = _SHORTCODE.sub(lambda m: " " * len(m.group(0)), text)
    written_before = text[max(0, start - 160) : start]
    before = _CLAUSE_START.split(written_before)[-1]
    before = _SAID_FIGURE.sub(lambda m: " " * len(m.group(0)), before)  # `数字是季节甲烷释放量 14.6 …`
    rest = text[end : end + 160]
    after = _CLAUSE_END.split(rest, maxsplit=1)[0]
    after = _AND.split(after, maxsplit=1)[0]  # `drops by 9.4% and end-to-end latency is …`: another figure's
    if known := _known(" ".join(_adjacent(after)), last=True):
        return known  # `1.28× 端到端延迟降低`, `1.21× end-to-end latency reduction`: a known metric right after
    labelled = _LABEL.search(before)
    found, last = (_labelled(labelled.group(1)) if labelled else None), True
    phrase_before = None if labelled else _before(before)
    if found is None and not _known(before) and (found := _bracket(after)):
        last = False  # `68.9% (Recall@20)`, but not `P99 延迟降低 51%（v2 修订）`
    if found is None:
        found = phrase_before
    if found is None and (known := _known(before, last=True)):
        return known  # `P99 TBT 控制在 38 ms 以内`: the known metric of the clause
    if found is None and (found := _after(after) or _beside(written_before, rest)):
        last = False  # after the figure: the known metric nearest it is the first
    if found is None and not labelled and (opening := _OPENING_LABEL.match(before)):
        found = _labelled(opening.group(1))  # `构建速度: A 比 full 快 3.8×`: the clause's label
    if found is None and label and not _GENERIC.match(_tidy(label)):
        found = _phrase(_tokens(_tidy(label)))
    if found:
        return _known(found, last) or found
    return (_known(after) if unit in ("×", "%") else None) or _known(unit) or UNKNOWN  # `2,800 tok/s`


def _known(text: str, last: bool = False) -> str | None:
    """The canonical name of a metric kgraph knows named in text: the one nearest the figure."""
    found = [(m.start(), -n, name) for n, (name, regex) in enumerate(P.METRICS) for m in regex.finditer(text)]
    if not found:
        return None
    return (max(found) if last else min(found))[2]


def _tidy(text: str) -> str:
    return _MARKUP.sub("", text.strip()).strip()


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


_LABEL = re.compile(r"([^:：=]{0,60})[:：=]\s*(?:[~≈约]\s*)?[*_`]*\s*$")
_OPENING_LABEL = re.compile(r"\s*([^:：=]{2,40}?)\s*[:：]")
_AND = re.compile(r"\b(?:and|or|but|while|whereas)\b|[和而但]")


def _labelled(label: str) -> str | None:
    """The label right before the figure (`EgoSchema accuracy: `), when it names a measure."""
    label = _tidy(label)
    if _GENERIC.match(label):
        return None
    tokens = _tokens(label)
    while len(tokens) > 1 and tokens[0].lower() in _VERBS:
        tokens = tokens[1:]  # `Reported velocity error reduction: 22%`: what was reported
    return _phrase(tokens, whole=True)


def _adjacent(after: str) -> list[str]:
    """The first words after the figure, up to a word of a sentence: where a known metric is its own."""
    words = []
    for token in _tokens(after)[:3]:
        if not (re.match(r"[A-Za-z\u3400-\u9fff]", token)) or token.lower() in _FUNCTION - {"on", "in", "for"}:
            break
        words.append(token)
    return words


def _bracket(after: str) -> str | None:
    """`68.9% (Recall@20)`: the bracket names what the figure measures (not a setting: `(8×H100)`)."""
    m = re.match(r"\s*[(（]([^()（）]{2,40})[)）]", after)
    if not m or P.FIGURE.search(m.group(1)):
        return None
    return _phrase(_tokens(_tidy(m.group(1))), whole=True)


def _before(before: str) -> str | None:
    """The noun phrase right before the figure (`data efficiency now 2.4×`, `a visual token
    reduction of 62%`, `视觉 token 削减 62%`), past a word that joins it to the figure."""
    tokens = _tokens(_tidy(before) if before.strip() else "")
    if tokens and re.fullmatch(r"[\u3400-\u9fff]+", tokens[-1]):
        if stripped := _CJK_ADVERB.sub("", tokens[-1]):
            tokens[-1] = stripped
        else:
            tokens.pop()  # `CUDA graphs 额外 1-3 GiB`: the adverb alone
    skipped = 0
    while tokens and tokens[-1].lower() in _JOINERS and skipped < 2:
        joiner = tokens.pop().lower()
        skipped += 1
        if joiner == "by":
            changed = [i for i, t in enumerate(tokens) if t.lower() in _CHANGES and len(tokens) - i <= 6]
            if tokens and tokens[-1].lower() not in _VERBS and changed:
                object_ = [t for t in tokens[changed[-1] + 1 :] if t.lower() not in ("the", "a", "an", "its", "their")]
                return _phrase(object_, whole=True)  # `cuts scan time by 41%`: what it changes
            if not tokens or tokens[-1].lower() not in _VERBS:
                return None  # `beat models by 21 points`: what was beaten, no metric
            tokens.pop()  # `the word error rate drops by 9.4%`: what drops
    if (
        tokens
        and tokens[-1].lower() in _VERBS
        and (tokens[-1].lower().endswith("s") or len(tokens) < 2 or tokens[-2].lower() in _FUNCTION | _PRONOUNS)
    ):
        return None  # `it gains 3.1 points`: a sentence, its subject no metric (`F1 gain 6 points`: a noun)
    phrase = _phrase(tokens, backwards=True)
    stop = len(tokens) - len(phrase.split()) - 1 if phrase else -1
    if stop >= 0 and tokens[stop].lower() in ("the", "a", "an") and stop > 0:
        stop -= 1
    if phrase and stop >= 0 and re.search(r"比$|相比$|较$", tokens[stop]):
        return None  # `A 比 full 快 3.8×`: what is compared, no metric
    if phrase and stop >= 0 and tokens[stop].lower() in _COMPARED:
        return _phrase(tokens[:stop], backwards=True)  # `a speedup over the cascaded pipeline of 1.8×`: before `over`
    return phrase


def _after(after: str) -> str | None:
    """The noun phrase right after the figure (`41% fewer visual tokens`, `68.9% on Recall@20`)."""
    tokens = _tokens(_tidy(after) if after.strip() else "")
    if tokens and tokens[0].lower() in ("on", "in", "for"):
        tokens = tokens[1:]
    return _phrase(tokens)


def _beside(before: str, rest: str) -> str | None:
    """`figure: 62% | visual token reduction`: a value alone in its clause, the metric in the next."""
    cell = text_cell(before)
    if (
        _tokens(_tidy(cell.split(":")[-1].split("：")[-1]))
        or P.FIGURE.search(cell)
        or not (m := re.match(r"\s*[|—–]\s*([^|\n]{2,60})", rest))
    ):
        return None
    return _phrase(_tokens(_tidy(m.group(1))), whole=True)


def text_cell(before: str) -> str:
    """The table cell (or line) the text before a figure ends in."""
    return re.split(r"[|\n]", before)[-1]


def _phrase(tokens: list[str], backwards: bool = False, whole: bool = False) -> str | None:
    """Up to four words of a noun phrase from the start of tokens (from their end, `backwards`),
    lower-cased; `whole`: all of tokens must be one. None when there is none."""
    seq = list(reversed(tokens)) if backwards else tokens
    words: list[str] = []
    changed: tuple[int, str] | None = None  # a word of two characters that lost its word of change
    for n, token in enumerate(seq):
        if re.fullmatch(r"[\u3400-\u9fff]+", token):
            token = token.rsplit("的", 1)[-1]  # `人与模型的差距`: the noun after 的
            reported = _CJK_REPORTED.match(token)  # `文中报告抓取成功率`: what is reported, not that it is
            token = token[reported.end() :] if reported else token
            boundary = (n == 0 and backwards) or (n == len(seq) - 1 and not backwards)
            core = _CJK_CHANGE.sub("", token) if boundary else token
            if not token or len(token) > 10 or _CJK_CLAUSE.search(core if core else token):
                break
            if not core:
                continue  # `延迟 降低 1.28×`: the word of change alone
            changed = (len(words), token) if len(core) < 3 else changed  # (`误报降低 34%`: see below)
            token = core  # `代码量减少 75%`: what changed, not that it did
        elif token.lower() == "per" and words and n + 1 < len(seq) and re.match(r"[A-Za-z]{2}", seq[n + 1]):
            pass  # `energy per metre`, `tokens per second`: one phrase
        elif (
            not re.match(r"[A-Za-z]", token)
            or token.lower() in _FUNCTION
            or (token.lower() in _VERBS and not (backwards and n == 0) and not (whole and n > 0))
            # (a label is a noun phrase: `recovery gain:`, `safe yield error:`; its first word a verb was cut)
        ):
            break
        words.append(token)
        if len(words) == 4 or (re.match(r"[\u3400-\u9fff]", token) and reported):
            break
    if not words or (whole and len(words) < len(seq)):
        return None
    if changed and len(words) == 1 and changed[0] == 0:
        words = [changed[1]]  # `误报降低 34%` alone: both words name it, two characters say too little
    if backwards:
        words.reverse()
    phrase = " ".join(w if re.match(r"[\u3400-\u9fff]", w) else w.lower() for w in words)
    if len(phrase) < 2 or len(phrase) > 40 or _GENERIC.match(phrase):
        return None
    return phrase
