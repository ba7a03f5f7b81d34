"""Stage 4, recognise: ids, dates, statuses, risks, figures and counts in a span of text.

Every recogniser reads meaning, not layout: an arXiv id is the same whether it is written
`2505.11329`, `arXiv:2505.11329v2` or as an `arxiv.org/abs|pdf|html/…` URL; a date the same in
every form the briefs use, with the year taken from the document when it is left out.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from kgraph import patterns as P
from kgraph.extract.lexicon import Lexicon, default

# ---------------------------------------------------------------- ids

ARXIV_URL = re.compile(r"arxiv\.org/(?:abs|pdf|html)/(\d{4})\.(\d{4,5})(?:v\d+)?", re.I)


def arxiv_ids(text: str) -> list[tuple[str, int, int]]:
    """(id, start, end) for every arXiv id, bare, prefixed, versioned or inside an arxiv.org URL."""
    return P.find_arxiv(text)


def arxiv_in_url(url: str) -> str | None:
    m = ARXIV_URL.search(url)
    return P.arxiv_key(m.group(1), m.group(2)) if m else None


# ---------------------------------------------------------------- dates

MONTHS = {
    m: i
    for i, names in enumerate(
        (
            "jan january",
            "feb february",
            "mar march",
            "apr april",
            "may",
            "jun june",
            "jul july",
            "aug august",
            "sep sept september",
            "oct october",
            "nov november",
            "dec december",
        ),
        1,
    )
    for m in names.split()
}
_MONTH = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
# Each form → (year, month, day) groups by name; the year may be missing.
DATE_FORMS = (
    re.compile(r"(?<!\d)(?P<y>\d{4})\s*年\s*(?P<m>\d{1,2})\s*月\s*(?P<d>\d{1,2})\s*[日号]"),
    re.compile(r"(?<![\d/])(?P<y>20\d{2})/(?P<m>\d{1,2})/(?P<d>\d{1,2})(?![\d/])"),
    # 5/13/2027 (a spreadsheet's US date: month first, as `9/5` below)
    re.compile(r"(?<![\d/])(?P<m>1[0-2]|0?[1-9])/(?P<d>3[01]|[12]\d|0?[1-9])/(?P<y>20\d{2})(?![\d/])"),
    re.compile(r"(?<![\d年])(?P<m>\d{1,2})\s*月\s*(?P<d>\d{1,2})\s*[日号](?![码碼])"),
    re.compile(rf"(?<![A-Za-z\d])(?P<d>\d{{1,2}})[\s\-]+(?P<mn>{_MONTH})\.?,?[\s\-]+(?P<y>\d{{4}})(?!\d)", re.I),
    # `8 Mar`, `9 March` (the year from the document): a capital month, so `3 may` stays a verb
    re.compile(
        r"(?<![A-Za-z\d.])(?P<d>\d{1,2})\s+(?P<mn>(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*)\.?(?![A-Za-z\d])"
    ),
    # 十二月三日, 十一月三十日 (month and day in Chinese numerals; the year from the document)
    re.compile(
        r"(?<![〇一二三四五六七八九十年])(?P<mc>十[一二]?|[一二三四五六七八九])月(?P<dc>[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九])[日号]"
    ),
    re.compile(
        rf"(?<![A-Za-z])(?P<mn>{_MONTH})\.?\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?(?:,?\s+(?P<y>\d{{4}}))?(?![\d:])", re.I
    ),
    # 9/5 (not inside a path, URL, fraction of a figure or a longer number)
    # 9/5, but not a fraction (`3/4 的请求`, `1/2×`) and not inside a path or a longer number
    re.compile(
        r"(?<![A-Za-z0-9_/.:%])(?P<m>1[0-2]|0?[1-9])/(?P<d>3[01]|[12]\d|0?[1-9])"
        r"(?![A-Za-z0-9_/%.]|\s*(?:[的之个件条张篇份倍×%]|x\b|of\b))"
    ),
)


@dataclass(frozen=True)
class DateSpan:
    start: int
    end: int
    year: int | None
    month: int
    day: int


# cheap first passes (most lines hold no date); without re.I, which makes `re` three times slower
_MAY_HOLD_DATE = re.compile(r"\d\s*[年月]|\d/\d|[一二三四五六七八九十]月[一二三四五六七八九十]")
_MAY_HOLD_MONTH = re.compile(
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?[\s\-]+\d|\d\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
)


def date_spans(text: str) -> list[DateSpan]:
    """Dates written in forms other than `2026-09-05` and `9-05` (which the rules read directly)."""
    out: list[DateSpan] = []
    if not _MAY_HOLD_DATE.search(text) and not _MAY_HOLD_MONTH.search(text.lower()):
        return out
    taken: list[tuple[int, int]] = []
    for regex in DATE_FORMS:
        for m in regex.finditer(text):
            if any(s < m.end() and m.start() < e for s, e in taken):
                continue
            groups = m.groupdict()
            month = MONTHS.get((groups.get("mn") or "").lower().rstrip(".")) if groups.get("mn") else None
            if groups.get("mc"):
                month, day = chinese_numeral(groups["mc"]) or 0, chinese_numeral(groups["dc"]) or 0
            else:
                month = month or int(groups.get("m") or 0)
                day = int(groups["d"])
            year = int(groups["y"]) if groups.get("y") else None
            if not (1 <= month <= 12 and 1 <= day <= 31):
                continue
            taken.append((m.start(), m.end()))
            out.append(DateSpan(m.start(), m.end(), year, month, day))
    return sorted(out, key=lambda s: s.start)


def canonical_dates(text: str) -> str:
    """Text with every date written `2026-09-05` (year given) or `9-05` (year left out)."""
    spans = date_spans(text)
    if not spans:
        return text
    out, last = [], 0
    for s in spans:
        out.append(text[last : s.start])
        out.append(f"{s.year:04d}-{s.month:02d}-{s.day:02d}" if s.year else f"{s.month}-{s.day:02d}")
        last = s.end
    out.append(text[last:])
    return "".join(out)


def first_date(text: str, reference: dt.date | None = None) -> dt.date | None:
    """The first full date in text (any form), or a short one resolved against `reference`."""
    text = canonical_dates(text)
    full = P.parse_full_date(text)
    if full:
        return full
    m = re.search(r"(?<![\d.\-])(\d{1,2})-(\d{1,2})(?![\d])", text)
    return P.resolve_short_date(int(m.group(1)), int(m.group(2)), reference) if m else None


_CN_NUMBER = re.compile(r"[〇零一二三四五六七八九十百两]+(?=\s*(?:件|个|条|篇|项|张|份|年|月|日|号))")
_EN_NUMBER = re.compile(
    r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
    r"sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty)\b",
    re.I,
)


def number_words(text: str) -> str:
    """Numbers written in words as digits: `净增两件` → `净增2件`, `Four new papers` →
    `4 new papers` (text2num); text without number words is returned as it is, untouched."""
    if _CN_NUMBER.search(text):
        text = _CN_NUMBER.sub(lambda m: _cn_digits(m.group(0)), text)
    if _EN_NUMBER.search(text):
        try:
            from text_to_num import alpha2digit
        except ImportError:  # pragma: no cover - a dependency
            return text
        text = alpha2digit(text, "en", threshold=0)
    return text


def _cn_digits(numeral: str) -> str:
    value = chinese_numeral(numeral)
    return numeral if value is None else str(value)


_CN_DIGITS = {
    "〇": 0,
    "零": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
_CN_UNITS = {"十": 10, "百": 100}


def chinese_numeral(numeral: str) -> int | None:
    """A Chinese numeral below a thousand as a number: `十二` 12, `一百零五` 105, `两百` 200, the
    colloquial `二百二` 220, digit by digit `二〇二六` 2026; None for what is not a well-formed
    numeral (`十十`, `百二`), which is left as written. Where this gives a number, cn2an's
    "smart" mode gives the same (tests/extract/test_numerals.py); written here because importing
    cn2an costs 0.6 s in every process that reads one Chinese count."""
    if not numeral:
        return None
    if all(c in _CN_DIGITS for c in numeral):
        return int("".join(str(_CN_DIGITS[c]) for c in numeral))
    total, digit, last_unit, zero = 0, None, None, False
    for c in numeral:
        if c in _CN_UNITS:
            unit = _CN_UNITS[c]
            if last_unit is not None and unit >= last_unit:
                return None
            if digit == 0:
                return None
            if digit is None:
                if unit != 10 or zero or (total and last_unit != 100):
                    return None
                digit = 1  # `十二`, and `三百十六` after hundreds
            total += digit * unit
            digit, last_unit = None, unit
        elif c in ("零", "〇") and last_unit is not None:
            if zero or digit is not None or last_unit != 100:
                return None
            zero = True
        elif c in _CN_DIGITS:
            if digit is not None:
                return None
            digit = _CN_DIGITS[c]
        else:
            return None
    if zero and digit is None:
        return None
    if digit is not None:
        total += digit if zero or last_unit is None or last_unit == 10 else digit * (last_unit // 10)
    return total


def date_in_words(text: str) -> dt.date | None:
    """A full date written in words in any language (`October 5th, 2026`, `二〇二六年十月五日`),
    by dateparser: the slow path, for a document whose date no fast rule found."""
    text = number_words(text)
    if (full := P.parse_full_date(canonical_dates(text))) is not None:
        return full
    if not re.search(r"(?<!\d)(?:19|20)\d{2}(?!\d)", text):
        return None  # a date without a year cannot date a document
    try:
        from dateparser.search import search_dates
    except ImportError:  # pragma: no cover - a dependency
        return None
    try:
        found = search_dates(
            text[:600],
            languages=["en", "zh", "de", "fr", "es", "ja"],
            settings={"REQUIRE_PARTS": ["day", "month", "year"], "RETURN_AS_TIMEZONE_AWARE": False},
        )
    except Exception:  # noqa: BLE001 - a third-party parser must not stop a document
        return None
    # only a date whose text gives its year (dateparser fills a missing one with this year's)
    found = [(said, when) for said, when in found or [] if re.search(r"(?:19|20)\d{2}", said)]
    return found[0][1].date() if found else None


# ---------------------------------------------------------------- statuses and risks

STATUS_ORDER = ("not-anchored", "new", "anchored", "carried-over", "adjacent", "candidate")


def status_words(lexicon: Lexicon | None = None) -> re.Pattern[str]:
    """Any status phrase of the lexicon (built once per lexicon)."""
    lex = lexicon or default()
    if "status-words" not in lex._cache:
        from kgraph.extract.lexicon import phrase_regex

        phrases = [p for key in STATUS_ORDER for p in lex.tables["status"].get(key, [])]
        lex._cache["status-words"] = phrase_regex(phrases)
    return lex._cache["status-words"]


def has_status(text: str, status: str, lexicon: Lexicon | None = None) -> bool:
    return bool((lexicon or default()).regex("status", status).search(text))


def risk_of(text: str, lexicon: Lexicon | None = None) -> str | None:
    """high / medium / low from the risk words of the lexicon (or a lone 高/中/低 cell)."""
    lex = lexicon or default()
    for risk in ("high", "medium", "low"):
        if lex.regex("risk", risk).search(text):
            return risk
    return P.risk_of(text)


# ---------------------------------------------------------------- figures


def known_metric(text: str) -> str | None:
    """The canonical name of the first metric kgraph knows that text names (`延迟` → latency)."""
    for name, regex in P.METRICS:
        if regex.search(text):
            return name
    return None


# ---------------------------------------------------------------- counts


@dataclass(frozen=True)
class CountRange:
    value: int
    approximate: bool
    low: int | None
    high: int | None


def count_range(value: int, before: str, after: str, lexicon: Lexicon | None = None) -> CountRange:
    """`约 3` / `about 3` a band around 3; `3+`, `3 余`, `至少 3`, `3 个（…等）` 3 or more; `3` exactly 3.

    `before` and `after` are the text of the clause before and after the number."""
    lex = lexicon or default()
    tail, head = before.rstrip(), after.lstrip()

    def ends_with(key: str) -> bool:
        end = tail[-16:]
        return any(m.end() == len(end) for m in lex.regex("counts", key).finditer(end))

    starts = lex.regex("counts", "at_least_after").match(head)
    clause_rest = re.split(r"[;；。]", after, maxsplit=1)[0][:80]
    if ends_with("at_least_before") or starts or lex.regex("counts", "and_others").search(clause_rest):
        return CountRange(value, True, value, None)
    if ends_with("about"):
        spread = max(1, value // 2)
        return CountRange(value, True, max(0, value - spread), value + spread)
    return CountRange(value, False, value, value)


def speaks_of_other_document(clause: str, own_date: dt.date | None, lexicon: Lexicon | None = None) -> bool:
    """A clause naming another brief (`承接 8-19 棒`, `previous brief`) or another date's brief."""
    lex = lexicon or default()
    if lex.regex("counts", "other_document").search(clause):
        return True
    clause = canonical_dates(clause)
    for m in re.finditer(
        r"(?<![\d.\-])(?:(\d{4})-)?(\d{1,2})-(\d{1,2})(?![\d])\s*(?:版|E1)?\s*(?:棒|brief|简报)", clause, re.I
    ):
        if own_date is None:
            return True
        try:
            date = dt.date(int(m.group(1)) if m.group(1) else own_date.year, int(m.group(2)), int(m.group(3)))
        except ValueError:
            continue
        if date != own_date:
            return True
    return False


_SHORT_DATE = re.compile(r"(?<![\d.\-/])\d{1,2}-\d{1,2}(?![\d.])")


def significant(text: str, lexicon: Lexicon | None = None) -> list[str]:
    """Why a line matters: it holds an id, a path, a date, a figure or a status word."""
    why = []
    canonical = canonical_dates(text)
    if P.find_arxiv(text) or P.PAPER_CARD.search(text):
        why.append("id")
    if P.PATH.search(text):
        why.append("path")
    if P.DATE_FULL.search(canonical) or _SHORT_DATE.search(canonical):
        why.append("date")
    if P.FIGURE.search(text):
        why.append("figure")
    if status_words(lexicon or default()).search(text):
        why.append("status")
    return why
