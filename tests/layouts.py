"""Meaning-preserving layout transforms of a document, and the meaning extraction must keep.

Each transform rewrites a text line for line (so line numbers stay put) into another layout a
brief could be written in: other bullet glyphs, numbered lists, pipe tables as whitespace or
tab-separated columns, columns in another order, dates in every supported form, English or
bold field labels, other heading styles, arXiv ids as URLs or with version suffixes, CRLF.
`meaning(doc)` is what must not change.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from kgraph import patterns as P
from kgraph.extract.lexicon import default
from kgraph.models import Document

MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()

# spans no transform may touch: paths, URLs, paper-card names
_PROTECTED = re.compile(P.PATH.pattern + r"|" + P.URL.pattern + r"|\d{1,5}-\d{4}-\d{5}(?:\.md)?")


def _outside_protected(line: str, regex: re.Pattern[str], repl: Callable[[re.Match[str]], str]) -> str:
    out, last = [], 0
    for m in _PROTECTED.finditer(line):
        out.append(regex.sub(repl, line[last : m.start()]))
        out.append(m.group(0))
        last = m.end()
    out.append(regex.sub(repl, line[last:]))
    return "".join(out)


# ---------------------------------------------------------------- glyphs


def bullets_to(glyph: str) -> Callable[[list[str]], list[str]]:
    def transform(lines: list[str]) -> list[str]:
        return [re.sub(r"^(\s*)- (?=\S)", lambda m: m.group(1) + glyph + " ", line) for line in lines]

    return transform


def bullets_to_numbers(lines: list[str]) -> list[str]:
    """Each run of `- ` items at one indentation becomes `1.`, `2.` …"""
    out, counters = [], {}
    for line in lines:
        m = re.match(r"^(\s*)- (?=\S)", line)
        if not m:
            counters = {} if line.strip() else counters
            out.append(line)
            continue
        depth = len(m.group(1))
        counters = {d: n for d, n in counters.items() if d <= depth}
        counters[depth] = counters.get(depth, 0) + 1
        out.append(f"{m.group(1)}{counters[depth]}. {line[m.end() :]}")
    return out


# ---------------------------------------------------------------- tables


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _pipe_tables(lines: list[str]) -> list[tuple[int, int, int]]:
    """(header, first row, end) of each well-formed pipe table: header + separator + rows with
    as many cells as the header, none empty, none holding a run of blanks."""
    sep = re.compile(r"\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*")
    out = []
    for i in range(len(lines) - 1):
        head = lines[i]
        if head.count("|") < 2 or not sep.fullmatch(lines[i + 1]) or sep.fullmatch(head):
            continue
        n = len(_cells(head))
        j = i + 2
        while j < len(lines) and lines[j].strip().startswith("|") and len(_cells(lines[j])) == n:
            j += 1
        rows = lines[i:j]
        if j == i + 2 or (j < len(lines) and lines[j].strip().startswith("|")) or (j < len(lines) and "|" in lines[j]):
            continue  # no rows, or a row that is not well formed (lost pipes): leave the table alone
        cells = [c for k, row in enumerate(rows) if k != 1 for c in _cells(row)]
        if any(not c or re.search(r"\s{2}|\t", c) for c in cells):
            continue
        out.append((i, i + 2, j))
    return out


def _known_header(line: str) -> bool:
    roles = [default().column(c) for c in _cells(line)]
    return sum(1 for r in roles if r) * 2 >= len(roles)


def pipes_to(separator: str) -> Callable[[list[str]], list[str]]:
    """Pipe tables whose header names its columns → columns separated by `separator` (the
    separator row becomes a row of dashes)."""

    def transform(lines: list[str]) -> list[str]:
        lines = list(lines)
        for head, first, end in _pipe_tables(lines):
            if not _known_header(lines[head]):
                continue
            n = len(_cells(lines[head]))
            rows = [_cells(lines[k]) for k in range(head, end) if k != head + 1]
            widths = [max(4, *(len(r[c]) for r in rows)) + 2 for c in range(n)]
            for k in range(head, end):
                cells = ["-" * 4] * n if k == head + 1 else _cells(lines[k])
                if cells and cells[0] == "#":
                    cells[0] = "No."  # (a line opening `#\t` is a Markdown heading, not a header cell)
                if separator == "\t":
                    lines[k] = "\t".join(cells)
                else:
                    lines[k] = "".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)).rstrip()
        return lines

    return transform


def reorder_columns(lines: list[str]) -> list[str]:
    """Pipe tables whose every header cell names a distinct column: columns in reverse order."""
    lines = list(lines)
    for head, _first, end in _pipe_tables(lines):
        roles = [default().column(c) for c in _cells(lines[head])]
        if None in roles or len(set(roles)) != len(roles):
            continue
        for k in range(head, end):
            if k == head + 1:
                continue
            lines[k] = "| " + " | ".join(reversed(_cells(lines[k]))) + " |"
    return lines


# ---------------------------------------------------------------- dates

_FULL = re.compile(r"(?<![\d/])(20\d{2})-(\d{1,2})-(\d{1,2})(?![\d])")
_SHORT = re.compile(
    r"(?<![\d.\-:A-Za-z])(1[0-2]|0?[1-9])-(3[01]|[12]\d|0?[1-9])(?![\d.\-])(?!\s*(?:×|倍|%|ms|GB|tok|x\b|层|张|件|个|条|篇))"
)


def dates_as(form: str) -> Callable[[list[str]], list[str]]:
    """Every date rewritten: `cjk` 2026年9月5日 / 9月5日, `slash` 2026/9/5 / 9/5, `english`
    5 Sep 2026 / Sep 5."""

    def full(m: re.Match[str]) -> str:
        y, mo, d = int(m.group(1)), int(m.group(2)), int(m.group(3))
        return {"cjk": f"{y}年{mo}月{d}日", "slash": f"{y}/{mo}/{d}", "english": f"{d} {MONTHS[mo - 1]} {y}"}[form]

    def short(m: re.Match[str]) -> str:
        mo, d = int(m.group(1)), int(m.group(2))
        text = m.string
        if form == "slash" and ("/" in text[max(0, m.start() - 1) : m.start()] or text[m.end() : m.end() + 1] == "/"):
            return m.group(0)  # `8-17/8-18` as `8/17/8/18` would be ambiguous: left as it is
        return {"cjk": f"{mo}月{d}日", "slash": f"{mo}/{d}", "english": f"{MONTHS[mo - 1]} {d}"}[form]

    def transform(lines: list[str]) -> list[str]:
        out = []
        for line in lines:
            line = _outside_protected(line, _FULL, full)
            out.append(_outside_protected(line, _SHORT, short))
        return out

    return transform


# ---------------------------------------------------------------- labels and headings

LABELS_EN = {
    "来源": "Source",
    "要点": "Key points",
    "警示": "Caveats",
    "可信度": "Confidence",
    "建议归入节": "Suggested section",
    "建议归入章节": "Suggested section",
    "状态": "Status",
    "与活文档现有脉络的关系": "Relation to the living document",
    "执行": "Author",
    "基线活文档": "Baseline",
    "窗口": "Window",
}
_LABEL = re.compile(
    r"^(\s*(?:- )?)(" + "|".join(sorted(map(re.escape, LABELS_EN), key=len, reverse=True)) + r")\s*([:：])"
)


def labels_english(lines: list[str]) -> list[str]:
    return [_LABEL.sub(lambda m: f"{m.group(1)}{LABELS_EN[m.group(2)]}{m.group(3)}", line) for line in lines]


_ANY_LABEL = re.compile(r"^(\s*(?:- )?)([^:：|*`\n]{1,40}?)\s*([:：])\s?")


def labels_bold(lines: list[str]) -> list[str]:
    """`Label: value` → `**Label:** value` for every label the lexicon knows."""

    def bold(line: str) -> str:
        m = _ANY_LABEL.match(line)
        if not m or not default().label(m.group(2)):
            return line
        return f"{m.group(1)}**{m.group(2)}{m.group(3)}** {line[m.end() :]}"

    return [bold(line) for line in lines]


_CN_HEADING = re.compile(r"^([一二三四五六七八九十]{1,3})\s*、\s*(\S.*)$")


def headings_as(style: str) -> Callable[[list[str]], list[str]]:
    """`一、Title` part headings → `**Title**` (bold), `【Title】` (bracket) or `## Title` (hash,
    only in documents without `#` headings of their own)."""

    def transform(lines: list[str]) -> list[str]:
        if style == "hash" and any(re.match(r"\s*#", line) for line in lines):
            return lines
        out = []
        for line in lines:
            m = _CN_HEADING.match(line)
            if m and "】" not in m.group(2) and "**" not in m.group(2) and len(line) < 60:
                title = m.group(2).strip()
                line = {"bold": f"**{title}**", "bracket": f"【{title}】", "hash": f"## {title}"}[style]
            out.append(line)
        return out

    return transform


# ---------------------------------------------------------------- ids

_PREFIXED = re.compile(r"arXiv[:：]?\s?(\d{4}\.\d{4,5})(v\d+)?(?![\d])", re.I)
_BARE = re.compile(r"(?<![\w.\-/:])(\d{4}\.\d{5})(?![\dv])")


_ID_FIELD = re.compile(r"^(\s*(?:- )?arXiv\s*[:：]\s*)(?=\d{4}\.\d)", re.I)


def ids_as_urls(lines: list[str]) -> list[str]:
    """`arXiv:2608.14376` → `https://arxiv.org/abs/2608.14376v2` (an `arXiv:` field keeps its label)."""

    def url(m: re.Match[str]) -> str:
        return f"https://arxiv.org/abs/{m.group(1)}{m.group(2) or 'v2'}"

    out = []
    for line in lines:
        field = _ID_FIELD.match(line)
        head = field.group(1) if field else ""
        rest = line[len(head) :]
        if field:
            rest = re.sub(r"^(\d{4}\.\d{4,5})(v\d+)?", url, rest)
        out.append(head + _outside_protected(rest, _PREFIXED, url))
    return out


def ids_versioned(lines: list[str]) -> list[str]:
    """Bare ids get a version suffix: `2608.14376` → `2608.14376v3`."""
    return [_outside_protected(line, _BARE, lambda m: f"{m.group(1)}v3") for line in lines]


# ---------------------------------------------------------------- the catalogue


@dataclass(frozen=True)
class Transform:
    name: str
    apply: Callable[[list[str]], list[str]]
    kinds: tuple[str, ...] = ("brief", "living", "inbox_note", "paper_card", "document")


def _identity(lines: list[str]) -> list[str]:
    return lines


TRANSFORMS = [
    Transform("crlf", _identity),  # applied when the lines are joined
    Transform("bullets-dot", bullets_to("•")),
    Transform("bullets-star", bullets_to("*")),
    Transform("bullets-middle-dot", bullets_to("◦")),
    Transform("bullets-numbered", bullets_to_numbers, ("brief", "living")),
    Transform("tables-whitespace", pipes_to("  ")),
    Transform("tables-tabs", pipes_to("\t")),
    Transform("tables-reordered", reorder_columns),
    Transform("dates-cjk", dates_as("cjk")),
    Transform("dates-slash", dates_as("slash")),
    Transform("dates-english", dates_as("english")),
    Transform("labels-english", labels_english),
    Transform("labels-bold", labels_bold),
    Transform("headings-bold", headings_as("bold"), ("brief",)),
    Transform("headings-bracket", headings_as("bracket"), ("brief",)),
    Transform("headings-hash", headings_as("hash"), ("brief",)),
    Transform("ids-as-urls", ids_as_urls),
    Transform("ids-versioned", ids_versioned),
]
BY_NAME = {t.name: t for t in TRANSFORMS}


def apply(text: str, names: list[str]) -> str:
    lines = text.replace("\r\n", "\n").split("\n")
    for name in names:
        lines = BY_NAME[name].apply(lines)
    assert len(lines) == len(text.replace("\r\n", "\n").split("\n"))  # line numbers never move
    return ("\r\n" if "crlf" in names else "\n").join(lines)


# ---------------------------------------------------------------- what must not change


def _figures(figures: list) -> tuple:
    return tuple(sorted((f.value, f.value_high, f.unit, f.metric) for f in figures))


def meaning(doc: Document) -> dict:
    """What a document says, with the line each statement is on; free of layout."""
    name = P.normalise_name
    return {
        "doc": (doc.kind, doc.date, doc.topic, doc.instance, doc.window_start, doc.window_end)
        + (doc.baseline_path, doc.baseline_date),
        "items": sorted(
            (
                m.line,
                m.role,
                m.key,
                m.arxiv_id,
                name(m.name),
                m.status,
                m.status_date,
                m.section,
                m.section_name,
                m.confidence,
                tuple(sorted((s.path, s.status, s.line) for s in m.sources)),
                tuple(sorted((c.line, c.kind, _figures(c.figures), tuple(sorted(c.sources))) for c in m.claims)),
            )
            for m in doc.mentions
        ),
        "sources": sorted((s.line, s.path, s.status, s.instance, s.date) for s in doc.sources),
        "entries": sorted((e.line, e.risk, tuple(e.items), e.resolved, e.kind) for e in doc.entries),
        "counts": sorted((c.line, c.what, c.value, c.approximate, c.low, c.high) for c in doc.counts),
        "sections": sorted((s.line, s.number, s.name) for s in doc.section_names),
        "bad": sorted((b.line, b.problem) for b in doc.bad_references),
        # no line end of another system left in what is stored (CRLF, CR)
        "carriage returns": any(
            "\r" in text for m in doc.mentions for text in [m.name, m.quote, *(c.text for c in m.claims)]
        )
        or any("\r" in e.text for e in doc.entries),
    }
