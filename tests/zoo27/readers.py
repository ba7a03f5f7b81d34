"""Reading the zoo27 formats back without kgraph, each checked as its own tool writes it: the
OneNote and Excel pages through `html.parser` (their elements, nesting and text, a cell's text
followed by ` | `), pandoc's plain text (its paragraphs unfolded, its multiline and simple tables
cut into cells at the columns the dashes give) and a Mattermost copy (its runs of name, time and
posts)."""

from __future__ import annotations

import re
from html.parser import HTMLParser


class Page(HTMLParser):
    """Elements (tag, ancestors, attributes) of an HTML page, its marked sections and its text:
    whitespace runs as one space, a newline after each block, ` | ` after each cell."""

    VOID = {"br", "meta", "link", "col", "img"}
    BLOCK = {"p", "li", "tr", "h1", "h2", "h3", "div", "title"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.seen: list[tuple[str, tuple[str, ...], dict]] = []
        self.marked: list[str] = []
        self.comments: list[str] = []
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self.seen.append((tag, tuple(self.stack), dict(attrs)))
        if tag == "br":
            self.parts.append("\n")
        elif tag not in self.VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list) -> None:
        assert tag in self.VOID, tag
        self.seen.append((tag, tuple(self.stack), dict(attrs)))
        self.parts.append("\n" if tag == "br" else "")

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack.pop() == tag, (tag, self.stack)
        inside_cell = bool(self.stack) and self.stack[-1] == "td"  # a cell's own paragraph: no new line
        self.parts.append(" | " if tag == "td" else "\n" if tag in self.BLOCK and not inside_cell else "")

    def handle_data(self, data: str) -> None:
        if "style" not in self.stack:
            self.parts.append(re.sub(r"\s+", " ", data))

    def handle_comment(self, data: str) -> None:
        self.comments.append(data)

    def unknown_decl(self, data: str) -> None:
        self.marked.append(data)

    @property
    def text(self) -> str:
        return re.sub(r" *\n *", "\n", re.sub(r" {2,}", " ", "".join(self.parts))).strip()

    def all(self, tag: str) -> list[tuple[tuple[str, ...], dict]]:
        return [(anc, a) for t, anc, a in self.seen if t == tag]


def page(html: str) -> Page:
    p = Page()
    p.feed(html)
    p.close()
    assert p.stack == [], p.stack
    return p


def grid(p: Page) -> list[list[int]]:
    """An Excel table's rows as the sheet columns each cell starts at, spans and merges resolved:
    every row must come to the same number of columns."""
    rows, below, width = [], {}, None
    trs = [i for i, (t, _, _) in enumerate(p.seen) if t == "tr"] + [len(p.seen)]
    for a, b in zip(trs, trs[1:], strict=False):
        cells = [attrs for t, _, attrs in p.seen[a + 1 : b] if t == "td"]
        col, starts, spans = 0, [], {}
        for attrs in cells:
            while col in below:
                col += 1
            starts.append(col)
            span = int(attrs.get("colspan", 1))
            for k in range(col, col + span):
                if int(attrs.get("rowspan", 1)) > 1:
                    spans[k] = int(attrs["rowspan"]) - 1
            col += span
        while col in below:
            col += 1
        width = width or col
        assert col == width, (col, width, cells)
        below = {k: n - 1 for k, n in below.items() if n > 1} | spans
        rows.append(starts)
    return rows


# --- pandoc's plain text ------------------------------------------------------------------------

RULE = re.compile(r"^  -{8,}$")


def unfolded(text: str) -> str:
    """Each paragraph (a run of non-blank lines) on one line, its indentation gone."""
    return "\n".join(" ".join(x.strip() for x in block.split("\n")) for block in text.split("\n\n"))


def _columns(under: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in re.finditer(r"-+", under)]


def _cells(group: list[str], cols: list[tuple[int, int]]) -> list[str]:
    """A row's cells: each column's slice of every line of the row, joined by spaces."""
    ends = [a for a, _ in cols[1:]] + [None]
    return [" ".join(x[a:z].strip() for x in group if x[a:z].strip()) for (a, _), z in zip(cols, ends, strict=True)]


def tables(text: str) -> list[list[list[str]]]:
    """Pandoc's multiline tables (between full-width rules, rows apart by blank lines) and simple
    tables (a header, a line of dash runs, a line a row): each a list of rows of cell texts."""
    lines, out, i = text.split("\n"), [], 0
    while i < len(lines):
        if RULE.match(lines[i]) and i + 2 < len(lines) and lines[i + 1].strip() and not RULE.match(lines[i + 1]):
            end = next(k for k in range(i + 1, len(lines)) if lines[k] == lines[i])
            under = next(k for k in range(i + 1, end) if re.fullmatch(r"  -+( -+)+", lines[k]))
            cols = _columns(lines[under])
            groups: list[list[str]] = [[]]
            for x in lines[under + 1 : end]:
                if x.strip():
                    groups[-1].append(x)
                elif groups[-1]:
                    groups.append([])
            rows = [_cells(g, cols) for g in [lines[i + 1 : under], *groups] if g]
            out.append(rows)
            i = end + 1
        elif re.fullmatch(r"  -+( -+)+", lines[i]) and i > 0 and lines[i - 1].strip():
            cols = _columns(lines[i])
            rows = []
            for x in [lines[i - 1]] + lines[i + 1 :]:
                if not x.strip():
                    break
                rows.append(_cells([x], cols))
            out.append(rows)
            i += len(rows)
        else:
            i += 1
    return out


# --- a Mattermost copy ---------------------------------------------------------------------------

CLOCK = re.compile(r"(?:[01]\d|2[0-3]):[0-5]\d")


def runs(text: str, senders: set[str]) -> list[tuple[str, str, list[str]]]:
    """(author, time, lines) of each run of posts: a blank line, the author, the time, the posts."""
    lines = text.rstrip("\n").split("\n")
    assert re.fullmatch(r"\d{1,2}月\d{1,2}日周[一二三四五六日]", lines[0]) and lines[1] == "", lines[:2]
    out, i = [], 2
    while i < len(lines):
        assert lines[i] in senders and CLOCK.fullmatch(lines[i + 1]), lines[i : i + 2]
        name, hhmm, i, body = lines[i], lines[i + 1], i + 2, []
        while i < len(lines) and not (lines[i - 1] == "" and lines[i] in senders and i + 1 < len(lines)
                                      and CLOCK.fullmatch(lines[i + 1])):  # fmt: skip
            body.append(lines[i])
            i += 1
        while body and body[-1] == "":
            body.pop()
        assert body and body[0], (name, hhmm)
        out.append((name, hhmm, body))
    return out
