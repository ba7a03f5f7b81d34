"""What every reader shares: limits, figures, names, statuses, sources' statuses (table cells and
shape warnings: cells.py)."""

from __future__ import annotations

import datetime as dt
import functools
import re

import kgraph.extract.recognise as R
from kgraph import patterns as P
from kgraph.extract.lexicon import Lexicon
from kgraph.extract.metrics import metric_of
from kgraph.extract.units import canonical_unit
from kgraph.models import (
    Document,
    Figure,
)

# ---------------------------------------------------------------- shared machinery


_CLAUSE_SPLIT = re.compile(r"[;；。]|\s\+\s")


# Bounds (issue 13): a line or a document can hold only so much. A brief in the samples has at
# most 9 figures on one line, 40 claims and 150 figures in all; the limits are far above that,
# and each cut is a warning naming the line. Extraction time and memory stay linear in the input.
MAX_FIGURES_PER_LINE = 32
MAX_CLAIMS_PER_LINE = 32
MAX_CLAIMS = 2_000
MAX_FIGURES = 5_000
MAX_MENTIONS = 5_000
MAX_ENTRIES = 1_000
MAX_IDS_PER_LINE = 64


def figures_in(text: str, limit: int = MAX_FIGURES_PER_LINE, label: str = "") -> list[Figure]:
    """The figures in text (at most `limit` + 1, so a caller can tell that the limit cut), each
    with what it measures; `label`: the field or column the text is the value of."""
    out = []
    for m in P.FIGURE.finditer(text):
        raw_value = m.group(1).replace(",", "")
        try:
            value = float(raw_value)
        except ValueError:
            continue
        unit = m.group(3)
        unit = re.sub(r"\s+", " ", unit)
        unit = canonical_unit(unit)
        metric = metric_of(text, m.start(), m.end(), unit, label)
        high = float(m.group(2)) if m.group(2) else None
        out.append(Figure(value=value, value_high=high, unit=unit, metric=metric, text=m.group(0).strip()))
        if len(out) > limit:
            break
    return out


_SPACES = re.compile(r"\s+")


def clean(text: str) -> str:
    return _SPACES.sub(" ", text.replace("**", "")).strip(" -*·|")


def split_bullets(text: str, limit: int = MAX_CLAIMS_PER_LINE) -> list[str]:
    """`- a - b - c` glued on one line, or one bullet: the separate points (at most `limit` + 1)."""
    parts = re.split(r"(?:^|\s)[-•*]\s+(?=\S)", text, maxsplit=limit + 1)
    return [clean(p) for p in parts if clean(p)][: limit + 1]


def bound(doc: Document) -> None:
    """Cut what is over the limits (claims and figures per line and per document, items and
    register entries per document), with a warning naming the first line each limit cut."""
    cuts: dict[str, int] = {}

    def cut(what: str, line: int) -> None:
        cuts.setdefault(what, line)

    per_line: dict[int, int] = {}
    claims = figures = 0
    for m in sorted(doc.mentions, key=lambda m: m.line):
        kept = []
        for c in m.claims:
            if len(c.figures) > MAX_FIGURES_PER_LINE:
                c.figures = c.figures[:MAX_FIGURES_PER_LINE]
                cut(f"more than {MAX_FIGURES_PER_LINE} figures on one line; the rest are not read", c.line)
            per_line[c.line] = per_line.get(c.line, 0) + 1
            if per_line[c.line] > MAX_CLAIMS_PER_LINE:
                cut(f"more than {MAX_CLAIMS_PER_LINE} claims on one line; the rest are not read", c.line)
                continue
            if claims >= MAX_CLAIMS or figures + len(c.figures) > MAX_FIGURES:
                cut(
                    f"over {MAX_CLAIMS:,} claims or {MAX_FIGURES:,} figures in the document; the rest are not read",
                    c.line,
                )
                continue
            claims += 1
            figures += len(c.figures)
            kept.append(c)
        m.claims = kept
    if len(doc.mentions) > MAX_MENTIONS:
        cut(
            f"over {MAX_MENTIONS:,} item mentions in the document; the rest are not read",
            doc.mentions[MAX_MENTIONS].line,
        )
        doc.mentions = doc.mentions[:MAX_MENTIONS]
    if len(doc.entries) > MAX_ENTRIES:
        cut(
            f"over {MAX_ENTRIES:,} register entries in the document; the rest are not read",
            doc.entries[MAX_ENTRIES].line,
        )
        doc.entries = doc.entries[:MAX_ENTRIES]
    for what, line in sorted(cuts.items(), key=lambda kv: kv[1]):
        doc.warnings.append(f"line {line}: {what}")


def status_of(
    text: str, reference: dt.date | None, lex: Lexicon, default: str = "mentioned"
) -> tuple[str, dt.date | None]:
    """What a row or a status field says of an item, from the lexicon's status phrases.

    Extra material outside the NET-new count is adjacent; `NET-new（尚未锚入…）` is new (not yet
    anchored is what new means); not yet anchored alone is not-anchored; then anchored (with its
    date), carried over, adjacent, candidate."""
    if R.has_status(text, "extra", lex):
        return "adjacent", None
    new = R.has_status(text, "new", lex)
    if R.has_status(text, "not-anchored", lex):
        return ("new" if new else "not-anchored"), None
    if new:
        return "new", None
    anchored, date = P.anchored_date(text, reference)
    if anchored or R.has_status(text, "anchored", lex):
        # `沿用（10-28 锚定）`, `carried over, anchored Oct 28`: carried over, with its anchoring date
        return ("carried-over" if R.has_status(text, "carried-over", lex) else "anchored"), date
    if _ADJACENT_CANDIDATE.search(text):
        return "candidate", None  # `列为邻接候选`, not `adjacent, candidate for §1.3`
    for status in ("carried-over", "adjacent", "candidate"):
        if R.has_status(text, status, lex):
            return status, (_carried_on(text, reference) if status == "carried-over" else None)
    return default, None


# `carried over Oct 28`, `carried over since 2026-10-28`, `沿用（10-28）`: the date right after the
# phrase is the carried work's anchoring date (`carried over from the Oct 28 brief`, `沿用12月9日条目`
# name another document's date)
_CARRIED_ON = re.compile(
    r"(?:" + P.CARRIED_EN + r"|沿用|续用|🔄)\s*(?:since\s+|on\s+)?[(（]?\s*"
    r"(?:(\d{4}-\d{1,2}-\d{1,2})|(?<![\d.])(\d{1,2})-(\d{1,2}))(?![\d\-])"
    r"(?!\s*(?:的|条目|条|简报|brief|entry|item|'s))",  # (`沿用12月9日条目`: the entry of that day, carried)
    re.I,
)


def _carried_on(text: str, reference: dt.date | None) -> dt.date | None:
    m = _CARRIED_ON.search(R.canonical_dates(text))
    if not m:
        return None
    return (
        P.parse_full_date(m.group(1))
        if m.group(1)
        else P.resolve_short_date(int(m.group(2)), int(m.group(3)), reference)
    )


_ADJACENT_CANDIDATE = re.compile(r"邻接候选|adjacent[- ]candidate", re.I)
_NAME_STOP = re.compile(
    r"\s+[—–-]\s+|\s*[—–]{1,2}\s*|[|:：(（)）\[\]【】,，;；、/·" + P.CIRCLED + r"]|\s{2,}|\s+(?=§\s*\d)"
    r"|\s+(?=(?:\d{4}-)?\d{1,2}-\d{2}(?![\dA-Za-z]))"
)  # (`SoilKit 3 §1.3 …`: the section after the name; `MuckScope 3-07已锚入`: the date after it)
_NOT_NAME = re.compile(
    r"^(?:arXiv|id|url|link|链接|来源|source|状态|status|new|net-new|本次新增|本棒净增|净增|沿用|续用|邻接|候选|"
    r"anchored|adjacent|candidate|" + P.CARRIED_EN + r"|待核实|无|none|nothing|n/?a|tbd|unknown|v\d+|§.*|\d.*"
    r"|(?:no|none|nothing)(?:\s+(?:items?|entries|works?|papers?|anchored))?(?:\s+(?:yet|here|so far))?\.?"  # `No items yet.`
    r"|[(（]?(?:本节|此节|该节)?(?:暂|尚|还)?(?:无|没有)(?:条目|内容|锚入)?[)）]?)$",  # (`本節尚無已錨入條目。`)
    re.I,
)
MAX_NAME = 80
_STATUS_START = re.compile(r"^(?:沿用|续用|净增|本次新增|本棒净增|邻接|候选|新增|锚定|已锚入|另附|另含|含)")


_NAME_END = re.compile(
    r"\s*(?:[(（:：|\[【#·•<]|——|\s[—–-]\s|\s(?=§\s*\d)|https?://|(?<![\w.])(?:arXiv[:\s]*)?\d{4}\.\d{4,5}"
    r"|[,，]\s*(?=arXiv(?![A-Za-z])|\d{4}\.\d{4,5})"  # `ClipStream, arXiv 2612.21458, belongs in …`, `ThawCast，arXiv号…`
    r"|(?<![\w.\-])\d{4}-\d{2}-\d{2}(?![\d\-]))",  # `**OpenArm SDK 2** 2027-02-04 NET-new`: a card's date
    re.I,
)


def cut_name(text: str, lex: Lexicon | None = None) -> str:
    """The words a title line opens with, before the first id, link, bracket, separator or
    status phrase: `RingSpec · 2609.05118 NET-new — …` → `RingSpec`."""
    text = P.without_icons(text.replace("★", ""))  # `:white_check_mark: PickNet (…)`, `⚓ PickNet`
    # `1. Name`, `*1. Name*`: its number is not its name
    text = re.sub(r"^\s*([*_]{0,2})\s*(?:\d{1,2}[.)]\s|[-*•]\s|[" + P.CIRCLED + r"])\s*", r"\1", text)
    text = re.sub(r"^\s*【[^】\n]{0,120}】\s*(?=\S)", "", text)  # `【已锚入｜§1.1 …】PolarEmbed`: tags, then the name
    if (said := R.status_words(lex).match(text.lstrip())) and (
        bar := re.match(r"\s*[|｜·]\s*", text.lstrip()[said.end() :])
    ):
        text = text.lstrip()[said.end() + bar.end() :]  # `已錨定｜FrontTrace｜3307.50213`: the status, then the name
    if (marked := MARKED_LABEL.match(text)) and R.status_words(lex).fullmatch(marked.group(2).strip()):
        text = text[marked.end() :]  # `**延续** ThawPatch (https://…)`: the status in bold, then the name
    elif (said := R.status_words(lex).match(text.lstrip())) and not said.group(0).isascii():
        if re.match(r"\s+[A-Za-z]", text.lstrip()[said.end() :]):
            text = text.lstrip()[said.end() :]  # `已锚定 EbulliSift (https://…)`: a Chinese status, then a Latin name
    m = _NAME_END.search(text)
    head = text[: m.start()] if m and m.start() > 0 else (text if not m else "")
    sm = R.status_words(lex).search(head)
    if sm and sm.start() > 0:
        head = head[: sm.start()]
    head = clean(_kind_apposition(lex).sub("", head)).rstrip(",，;；:：")  # (`GliderPath, adjacent: …`)
    if (kind := _kind_apposition(lex, after=True).search(head)) and (
        re.search(r"[\u4e00-\u9fff]", kind.group(0))
        or (kind.group(0).islower() and " " in kind.group(0).strip() and is_title(head[: kind.start()]))
    ):  # `LakeKit 2　軟體釋出 https://…`, `GlacioSeis 5 software release https://…`: a name, then what kind
        head = head[: kind.start()]  # of work it is (`Foo Library` and `vLLM v0.31.0 release` are names)
    head = re.sub(r"^_+(?=\w)|(?<=\w)_+$", "", head)  # `_nothing anchored yet_`: emphasis, not the name's
    if (described := _DESCRIBED.match(head)) and is_title(described.group(1)):
        head = described.group(1)  # `WaxScan, reads comb from above`: the name, then what it does
    if (owner := _LATIN_POSSESSIVE.match(head)) and is_title(owner.group(1)):
        head = owner.group(1)  # `ReefMemory 的要点与来源` (ReefMemory's points and sources): the work's name
    return head


# `**延续** ThawPatch`: a label in bold before a name
MARKED_LABEL = re.compile(r"\s*(\*\*|__)([^*_\n]{1,30})\1\s+(?=\S)")
_DESCRIBED = re.compile(r"([^,，]{2,60}?)\s*[,，]\s+[a-z]")
_LATIN_POSSESSIVE = re.compile(r"([A-Za-z][\w.+\-]*(?: [\w.+\-]+){0,11}?)\s*的[\u4e00-\u9fff]")


@functools.cache
def _kind_apposition_for(words: str, after: bool = False) -> re.Pattern[str]:
    if after:  # `LakeKit 2 软体释出`: the kind right after a Latin name
        return re.compile(rf"(?<=[A-Za-z0-9.)])\s+(?:{words})$", re.I)
    return re.compile(rf"\s*[,，]\s*(?:(?:a|an|the)\s+)?(?:{words})\s*[.,;:]?\s*$", re.I)


@functools.cache
def _kind_lead_for(words: str) -> re.Pattern[str]:
    return re.compile(rf"\s*(?:{words})(?=\s)", re.I)


def kind_bracket(lex: Lexicon | None = None) -> re.Pattern[str]:
    """`(software release)`, `（版本发布）`: what kind of work a name is, in brackets after it."""
    from kgraph.extract.lexicon import default

    return _kind_bracket_for((lex or default()).regex("prose", "kind").pattern)


@functools.cache
def _kind_bracket_for(words: str) -> re.Pattern[str]:
    return re.compile(rf"\s*[(（]\s*(?:{words})\s*[)）]", re.I)


def _kind_apposition(lex: Lexicon | None, after: bool = False) -> re.Pattern[str]:
    """`ArmOS 5, a release`: what kind of work a name is, said after it (lexicon `[prose] kind`)."""
    from kgraph.extract.lexicon import default

    return _kind_apposition_for((lex or default()).regex("prose", "kind").pattern, after)


# what is left of a line once its paths (or ids) are taken out, when it lists nothing else
SEPARATORS_ONLY = re.compile(r"[\s,，、;；.。`*-]*|[\s,，、;；.。`*-]*(?:and|和)[\s,，、;；.。`*-]*")
_LABELLED = re.compile(r"^[\W_]*([^:：|]{2,60})[:：]\s*(\S.*)$")  # (`The new arXiv IDs, as pasted in the chat:`)


def labelled_ids(text: str) -> re.Match[str] | None:
    """`NET-new IDs: 2704.01193, 2704.04062`: a label, then two ids or more and nothing else (an
    id list, not a work; one id after a label is a field, `arXiv: 2704.01193`); the match (label,
    list) or None."""
    m = _LABELLED.match(text)
    if not m or len(P.find_arxiv(m.group(2))) < 2 or P.find_arxiv(m.group(1)):
        return None
    rest = re.sub(r"\s*[(（][^()（）]{0,200}[)）]\s*$", "", m.group(2))  # (`… (same list at https://…)`: a note)
    for _key, start, end in reversed(P.find_arxiv(rest)):
        rest = rest[:start] + rest[end:]
    return m if SEPARATORS_ONLY.fullmatch(re.sub(r"arXiv\s*:?", "", rest)) else None


def title_status(rest: str, reference: dt.date | None, lex: Lexicon) -> tuple[str, dt.date | None]:
    """What the rest of a title line says of its item's status: a `Status:` label anywhere, or
    a short tail without a sentence (`· 2609.05118 NET-new`, `- already anchored on Aug 17`);
    ("", None) when it says nothing (a description's words are not the item's status)."""
    label = re.search(r"(?:status|状态)\s*[:：]\s*(.{1,60})", rest, re.I)
    if label:
        return status_of(label.group(1), reference, lex, "")
    rest = R.canonical_dates(re.sub(r"<https?://[^\s>]+>", "", rest))  # (an autolink: its `https:` is no clause)
    kind = _kind_lead_for(lex.regex("prose", "kind").pattern).match(rest)
    after = rest[kind.end() :] if kind else rest
    if (refs := _LEADING_REFS.match(after)) and R.status_words(lex).match(after[refs.end() :]):
        rest = after[refs.end() :]  # `FrontTrace 3307.50213 https://… carried over. …`, `GlacioSeis 5 software
        # release https://… carried over.`: its kind, id and link, then its status
    if kind := kind_bracket(lex).match(rest):
        rest = rest[kind.end() :]  # `DesignKit 2（釋出版本）沿用，…`: what kind of work it is, then its status
    if len(rest) <= 60 and not re.search(r"[，。；;,]", rest):
        return status_of(rest, reference, lex, "")
    clauses = re.split(
        r"[,，;；:：|｜]|\s[–—·-]\s", rest
    )  # (`｜沿用｜`, `§1.3 X – Carried forward.`, `· §1.3 X · anchored Sep 16 …`: tags are clauses too)
    for at, clause in enumerate(clauses):  # `-- arXiv:…, NET-new, suggest §1.2`: a status among the tags
        head = _SENTENCE_END.split(clause.strip(), maxsplit=1)[0]  # `…: anchored in §1.2 X on 12-01. It …`
        head = _COPULA.sub(
            "", _ID_BRACKET.sub("", head).strip().lstrip("*_ ")
        )  # (`(id) was anchored …`, `: still not anchored, …`)
        tags = P.section_number(head) or _LEADING_DATE.search(head)
        said = head[dated.end() :] if (dated := _LEADING_DATE.match(head)) else head  # (`；7-12 已锚入`)
        if not R.status_words(lex).match(said):
            said = P.without_icons(said)  # `…: ⚓ anchored Nov 16.` (an icon no phrase of the lexicon)
        if len(head) <= (60 if tags else 40) and R.status_words(lex).match(said):
            # `carried over, §1.1 X, anchored 11-29`: the date a few clauses on
            return _dated(*status_of(head, reference, lex, ""), ",".join(clauses[at:]), reference)
        bare = P.URL.sub("", head).strip()
        if P.section_number(head) and _ends_with_status(lex).search(_BRACKET_AT_END.sub("", bare)):
            # `https://… §1.3 韵律转移 11-21 已锚入：…`, `… §1.2 X 續用（11/19 已錨入）：…`: a tag line's
            # link and section, then its status (and its bracket)
            return _dated(*status_of(bare, reference, lex, ""), ",".join(clauses[at:]), reference)
    tail = _ID_BRACKET.sub("", rest.lstrip("*_ ")).strip().lstrip(":：—– ")  # (`（id）：10-01 已锚入 …`)
    tail = _COPULA.sub("", tail)  # `(id) was anchored in …`, `（id）列为邻接预备`, `（id）已于2-01锚入`
    dated = _LEADING_DATE.match(tail)
    words = tail[dated.end() :] if dated else tail
    words = _COPULA.sub("", words)
    if (m := R.status_words(lex).match(words)) and _ends_word(words, m.end()):
        # `（2610.01234）沿用 建议归入节 …`, `（2609.18842）10-01 已锚入 §1.1 …`: the word it opens with
        phrase = m.group(0) + (_HAN_RUN.match(words, m.end()).group(0) if not m.group(0)[-1:].isascii() else "")  # type: ignore[union-attr]
        status, date = status_of((dated.group(0) if dated else "") + phrase, reference, lex, "")  # (`邻接候选`)
        return _dated(status, date, words, reference)  # `anchored in §2.2 on 12-01; …`
    return "", None


def _dated(status: str, date: dt.date | None, text: str, reference: dt.date | None) -> tuple[str, dt.date | None]:
    """An anchored or carried-over status with the anchoring date its sentence gives, when the
    status phrase itself gave none."""
    if status in ("anchored", "carried-over") and date is None:
        date = P.anchored_date(_SENTENCE_STOP.split(text, maxsplit=1)[0][:160], reference)[1]
    return status, date


def _ends_word(text: str, at: int) -> bool:
    """A phrase matched up to `at` is a whole word: a space or the end after it, or (Chinese
    writes no spaces) a phrase that ends in a Han character (`沿用前棒条目`)."""
    return at >= len(text) or text[at].isspace() or not text[at - 1].isascii() or not text[at].isalnum()


_LEADING_REFS = re.compile(
    r"(?:\s*(?:(?:arXiv\s*:?\s*)?\d{4}\.\d{4,5}(?:v\d+)?|https?://[^\s<>()（）]+)(?=\s))+\s*", re.I
)
_LEADING_DATE = re.compile(r"(?:\d{4}-)?\d{1,2}-\d{1,2}\s*")
_HAN_RUN = re.compile(r"[\u4e00-\u9fff]{0,8}")  # the rest of a Chinese phrase: no space ends it
# the words that join an item to its status (`is`, `was`, `属`, `列为`, `已于`): not the status
_BRACKET_AT_END = re.compile(r"\s*[(（][^()（）]{1,30}[)）]\s*$")


def _ends_with_status(lex: Lexicon) -> re.Pattern[str]:
    """A status phrase that ends a clause (`§1.3 韵律转移 11-21 已锚入`)."""
    if "ends-with-status" not in lex._cache:
        lex._cache["ends-with-status"] = re.compile(rf"(?:{R.status_words(lex).pattern})\s*$", re.I)
    return lex._cache["ends-with-status"]


_COPULA = re.compile(
    r"^(?:(?:(?:it|they)\s+)?(?:was|were|is|are|has been|have been)(?:\s+still)?\s+|(?:it|they)'s\s+|still\s+|(?:属于|属|列为|归为|已于|于|已在|仍)\s*)(?=\S)",
    re.I,
)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|。")
_SENTENCE_STOP = re.compile(r"[;；。]|(?<=[.!?])\s")  # where a clause's sentence (and its date) ends
_ID_BRACKET = re.compile(
    r"^[\s(（\[【]*(?:arXiv\s*[:：]?\s*)?\d{4}\.\d{4,5}(?:v\d+)?[)）\]】]*"
    r"|^\s*[(（\[【][^()（）\[\]【】]{0,40}https?://[^\s()（）\[\]【】]{1,200}[)）\]】]",  # `（版本发布，https://…）`
    re.I,
)


def tidy_name(name: str) -> str:
    """`⑤ When2Think` → `When2Think`; `StealingRT 等` → `StealingRT`."""
    name = re.sub(r"^[" + P.CIRCLED + r"\s]+", "", name)
    return re.sub(r"\s*(?:等|etc\.?)$", "", name).strip()


def is_title(name: str) -> bool:
    """A real title: words, not digits, a date, a status word, a sentence or text holding an id."""
    name = name.strip()
    if not name or len(name) > MAX_NAME or len(name.split()) > 10:
        return False
    if name.endswith((".", "!", "?")) and len(name.split()) >= 4:
        return False  # `A benchmark of hazard models over forty lakes.`: a sentence
    if not re.search(r"[A-Za-z\u4e00-\u9fff]{2}", name) or _NOT_NAME.match(name):
        return False
    if _STATUS_START.match(name) or re.search(r"\d+\s*\+?\s*(?:件|个|条|篇)", name):
        return False  # `沿用 5 件`, `续用锚定 6 个`: a count, not a title
    if P.find_arxiv(name) or P.URL.search(name) or P.PATH.search(name) or re.search(r"[。；;，,<>\[\]{}`*|§]", name):
        return False  # an id, a link, a path, a sentence, markup or a section: not a title
    if R.status_words().match(name) or re.search(r"\d{4}-\d{2}-\d{2}|\d+\s*(?:items?|papers?|ids?)\b", name, re.I):
        return False  # `anchored on 2026-10-01 in …`, `Four new papers`: field text or a count
    if name.isascii() and name == name.lower() and " " in name and _names_a_part(name):
        return False  # `new arxiv list: 2612.20317, …`: a field's label in lower case, not a title
    if _ID_LIST_WORDS.search(name) and not _ID_LIST_WORDS.sub("", name).strip(" -_:：·、/"):
        return False  # `Citable ids`, `可引用 arXiv 号列表`: the label of a list of ids
    return not R.has_status(name, "new") or len(name) > 12


# the words a list of ids is labelled with, and nothing else (`arXiv-Bench` keeps `Bench`: a name)
_ID_LIST_WORDS = re.compile(
    r"(?i)\b(?:arxiv|ids?|identifiers?|numbers?|lists?|papers?|citable|cited|new|net-new|all|the|of)\b"
    r"|可引用|引用|列表|清单|编号|号码|号|净增|新增|论文|的"
)


def _names_a_part(text: str) -> bool:
    from kgraph.extract.lexicon import default

    return default().find("parts", text) is not None


def name_near(text: str, start: int, end: int) -> str:
    """The title next to an id: `Name arXiv:ID`, `ID — Name`, `Name（…arXiv:ID）`, `Name (https://…ID)`."""
    end = _url_end(text, start, end)
    after = re.sub(r"^(?:v\d+)?(?:\.pdf)?[\s)）\]】*`|:：·]*", "", text[end:])
    after = re.sub(
        r"^<?https?://[^\s>]*>?[\s)）,，]*", "", after
    )  # (`arXiv:… <https://arxiv.org/abs/…>`: its link, no name)
    after = re.sub(r"^[—–-]+\s*", "", after)
    after_name = "" if re.match(r"[.。!?！？;；](?:\s|$)", after) else clean(_NAME_STOP.split(after, maxsplit=1)[0])
    before = text[:start]
    opened = max(before.rfind("（"), before.rfind("("))
    closed = max(before.rfind("）"), before.rfind(")"))
    inside = opened > closed  # `Name（…arXiv:ID）`: the id in brackets after its name
    if inside:
        before = before[:opened]
    # (`PlumeLift, arXiv 3303.91234`: a comma between the name and its id, as a sentence says it)
    before = re.sub(
        r"(?:https?://\S*|arXiv\s*(?:号|編號|编号)?[:：\s]*|[\s(（\[【*`:：—–·-])*$", "", before, flags=re.I
    )
    said = re.search(r"[,，]\s*(?:arXiv\s*(?:号|编号)?[:：\s]*)?$", text[:start], re.I)
    before = re.sub(r"(?<=\w)\s*[,，]$", "", before) if said else before  # (`SubsideNet，arXiv号3304.56872`)
    if not inside:  # `GlofBench (candidate) arXiv:…`: a short note in brackets between the name and its id
        before = re.sub(r"\s*[(（][^()（）:/]{1,24}[)）]$", "", before)
    before_name = clean(
        re.split(r"https?://\S+|[|:：)）\]】,，;；、/·。！？" + P.CIRCLED + r"]|\s[—–-]\s|[—–]{2}|\s{2,}", before)[-1]
    )
    before_name = re.sub(r"^(?:增量|邻接|Increment|Adjacent|NET-new)\s*\w{0,2}\s*", "", before_name, flags=re.I)
    before_name = clean(re.sub(r"^\s*(?:[-*•]|\d{1,2}[.)])\s+", "", before_name))
    # `Name（arXiv:ID）` / `Name (https://…)`: the id in brackets after its name; else `ID Name`, `ID — Name`
    bracketed = inside or re.search(r"[(（\[【]\s*(?:https?://\S*|arXiv[:\s]*)?$", text[:start], re.I)
    before_name = name_after_sentence(before_name)
    spoken = before_name and not re.search(r"[A-Za-z]", before_name) and _latin_clause_before(before)
    if spoken:  # `邻接一条，BurrowCount，是论文，编号在聊天室：ID 在泥滩…`: the name said before, not the words after
        before_name = spoken
    for candidate in (before_name, after_name) if bracketed or spoken else (after_name, before_name):
        candidate = tidy_name(candidate.strip(" *`\"'“”"))
        if is_title(candidate):
            return candidate
    return ""


def _latin_clause_before(before: str) -> str:
    """`净增第一条，CanopyDelta，是论文，编号在聊天室：` (said): the Latin-script name a clause or two
    of Chinese words before the id, each short (`是论文`, `编号在聊天室`), or ''."""
    clauses = re.split(r"[，,、]", before)
    for k in range(len(clauses) - 1, max(len(clauses) - 4, 0), -1):
        piece = clauses[k - 1].strip()
        between = [c.strip() for c in clauses[k:]]
        if all(c and len(c) <= 10 and not re.search(r"[A-Za-z0-9]", c) for c in between) and re.fullmatch(
            r"[A-Za-z][\w.+\-]*(?: [A-Za-z0-9][\w.+\-]*){0,3}", piece
        ):
            return piece
    return ""


_LATIN_AFTER_HAN = re.compile(
    r"[\u4e00-\u9fff\u3040-\u30ff][\s]*([A-Za-z][A-Za-z0-9.+\-]*(?: [A-Za-z0-9][A-Za-z0-9.+\-]*){0,4})$"
)


def name_after_sentence(text: str) -> str:
    """`The first NET-new item is FlashDecode-X` → `FlashDecode-X`: when the words before an id
    read as a sentence (words of the lexicon's `[prose] sentence`), the name is the run of
    name-like words (a capital, a digit or a hyphen in each) that ends it; else the text."""
    from kgraph.extract.lexicon import default

    if (m := _LATIN_AFTER_HAN.search(text)) and re.search(r"[A-Za-z]{2}", m.group(1)):
        return m.group(
            1
        ).strip()  # `第一条增量是 PatchMerge-V`, `另有邻接预备 FrameSkip-LM`: the name the sentence ends with
    words = text.split()
    sentence = default().tables.get("prose", {}).get("sentence", [])
    if len(words) < 3 or not any(w.lower() in sentence for w in words[:-1]):
        return text
    run: list[str] = []
    for word in reversed(words):
        if word.lower() in sentence or not re.search(r"[A-Z0-9\-]", word):
            break
        run.insert(0, word)
    return " ".join(run)


def _url_end(text: str, start: int, end: int) -> int:
    """Past the URL an id sits in, if it does."""
    for m in P.URL.finditer(text):
        if m.start() <= start < m.end():
            return m.end()
    return end


def source_status(note: str, default: str = "cited") -> str:
    if re.search(
        r"空文件|空档案?|空白|空的|缺失|不存在|missing|empty|blank|(?:^|[|｜(（—–·-]\s*)空(?=\s*(?:[|｜:：(（)）,，、;；]|$))",
        note,
        re.I,
    ):
        return "empty-missing"
    if re.search(r"基线|baseline", note, re.I):
        return "baseline"
    if re.search(
        r"无\s*\S{0,12}(?:直接)?\s*新增|无显著|no (?:new )?increment|nothing new|非 ?inference|无关", note, re.I
    ):
        return "no-increment"
    if re.search(r"核心来源|相关度最高|⭐⭐⭐|\|\s*高\s*\|?\s*$|relevant|主力", note, re.I):
        return "relevant"
    if re.search(r"参考|邻接|reference", note, re.I):
        return "reference"
    return default


# what a register entry's title may say besides what it is about: its risk and state
_TITLE_STATE = re.compile(
    r"(?:\b(?:high|medium|low)\b(?:\s*risk\b)?|\brisk\b|\b(?:still\s+)?open\b|\bresolved\b|\bclosed\b|\bDONE\b|"
    r"\bTODO\b|[高中低]风险|风险\s*[:：]?\s*[高中低]?|未解决|已解决|[^\w#" + P.CIRCLED + r"])+",
    re.I,
)
_NUMBERED = re.compile(
    r"(?:[A-Za-z]+[ /-]?){0,3}\s*(?:#?\d{1,2}|["
    + P.CIRCLED
    + r"])|[\u4e00-\u9fff/ ]{1,8}\s*(?:\d{1,2}|["
    + P.CIRCLED
    + r"])"
)


def bare_title(text: str, lex: Lexicon) -> bool:
    """A register entry's title that says only where it stands, not what it is about: `To
    verify 1`, `Check 2`, `To verify · risk medium`, `待核实 ①`."""
    text = clean(text)
    if not text or len(text) > 40:
        return False
    rest = " ".join(_TITLE_STATE.sub(" ", text).split())
    if not rest or _NUMBERED.fullmatch(rest):
        return True
    said = lex.regex("parts", "register").search(rest)
    return bool(said and said.group(0).strip(" _-").lower() == rest.strip(" _-").lower())
