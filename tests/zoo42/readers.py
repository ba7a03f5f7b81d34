"""Reading the zoo42 formats back without kgraph (and without the layouts' own code): the
Confluence wiki markup by its own rules (headings, `||`/`|` tables whose rows have the header's
cells, `{panel}`/`{warning}`/`{info}` blocks opened and closed, `[text|url]` links, `*bold*`,
`{{monospace}}`); the Typora note's front matter with PyYAML and its body with markdown-it (GFM
tables), only `<span style>` and `<br/>` as inline HTML, every footnote reference defined, `$$`
blocks closed; the pdftotext pages split at form feeds, their running header and
`第 k 頁，共 n 頁` footers checked and removed, hard line ends joined back; the CSV with the csv
module (BOM, header, five fields a row)."""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass
from typing import Any

import yaml
from markdown_it import MarkdownIt

# --- Confluence wiki markup ----------------------------------------------------------------------

HEADING = re.compile(r"h([1-6])\. (.+)")
LINK = re.compile(r"\[([^\[\]|]+)\|([^\[\]|]+)\]")
MACRO = re.compile(r"\{(panel|warning|info)(?::([^{}]*))?\}")


@dataclass
class Wiki:
    headings: list[tuple[int, str]]
    tables: list[list[list[str]]]
    macros: list[tuple[str, dict[str, str], list[str]]]
    text: str


def _wiki_inline(s: str) -> str:
    s = LINK.sub(lambda m: f"{m.group(1)} <{m.group(2)}>", s)
    s = re.sub(r"\{\{([^{}]+)\}\}", r"\1", s)
    s = re.sub(r"(?<![\w*])\*([^*]+)\*(?![\w*])", r"\1", s)
    return s.replace(" \\\\ ", "\n")


def _cells(row: str, sep: str) -> list[str]:
    assert row.startswith(sep) and row.endswith(sep), row
    parts, depth, cur = [], 0, ""
    inner = row[len(sep) : -len(sep)]
    i = 0
    while i < len(inner):
        c = inner[i]
        depth += c == "["
        depth -= c == "]"
        if depth == 0 and inner.startswith(sep, i):
            parts.append(cur)
            cur, i = "", i + len(sep)
            continue
        cur += c
        i += 1
    return [*parts, cur]


def wiki(raw: str) -> Wiki:
    heads, tables, macros, text = [], [], [], []
    open_macro: tuple[str, dict[str, str], list[str]] | None = None
    for x in raw.split("\n"):
        assert x.count("[") == x.count("]") and x.count("{{") == x.count("}}"), x
        m = MACRO.fullmatch(x)
        if m:
            if open_macro and open_macro[0] == m.group(1) and m.group(2) is None:
                macros.append(open_macro)
                open_macro = None
            else:
                assert open_macro is None, f"nested {m.group(1)}"
                params = dict(p.split("=", 1) for p in (m.group(2) or "").split("|") if p)
                open_macro = (m.group(1), params, [])
                text.append(params.get("title", ""))
            continue
        if open_macro:
            open_macro[2].append(x)
        if h := HEADING.fullmatch(x):
            heads.append((int(h.group(1)), _wiki_inline(h.group(2))))
            text.append(heads[-1][1])
        elif x.startswith("||"):
            tables.append([[_wiki_inline(c) for c in _cells(x, "||")]])
        elif x.startswith("|"):
            row = [_wiki_inline(c) for c in _cells(x, "|")]
            assert len(row) == len(tables[-1][0]), row
            tables[-1].append(row)
            text.append("\n".join(row))
        else:
            s = re.sub(r"^(\*+|#+) ", "", x)
            s = re.sub(r"^_(.+)_$", r"\1", s)
            text.append(_wiki_inline(s))
    assert open_macro is None, "unclosed macro"
    return Wiki(heads, tables, macros, "\n".join(text))


# --- Typora Markdown -----------------------------------------------------------------------------

MD = MarkdownIt("commonmark").enable("table")
SPAN = re.compile(r'<span style="color:#[0-9a-f]{6}">')


@dataclass
class Typora:
    front: dict[str, Any]
    headings: list[tuple[int, str]]
    tables: list[list[list[str]]]
    footnotes: dict[str, str]
    text: str


def typora(raw: str) -> Typora:
    assert raw.startswith("---\n")
    end = raw.index("\n---\n", 4)
    front = yaml.safe_load(raw[4:end])
    assert isinstance(front, dict) and "typora-root-url" in front
    body = raw[end + 5 :]
    assert "\n[TOC]\n" in "\n" + body
    assert body.count("\n$$\n") % 2 == 0 or body.count("$$") % 2 == 0, "unclosed $$"
    notes = dict(re.findall(r"^\[\^(\d+)\]: (.+)$", body, re.M))
    refs = set(re.findall(r"\[\^(\d+)\](?!:)", body))
    assert refs == set(notes), (refs, notes)
    body = re.sub(r"^\[\^\d+\]: .+$", "", body, flags=re.M)
    tokens = MD.parse(body)
    heads, tables, text = [], [], []
    row: list[str] = []
    for k, tok in enumerate(tokens):
        if tok.type == "table_open":
            tables.append([])
        elif tok.type == "tr_open":
            row = []
        elif tok.type == "tr_close":
            assert not tables[-1] or len(row) == len(tables[-1][0]), row
            tables[-1].append(row)
        elif tok.type == "inline":
            out, hrefs = [], []
            for c in tok.children or []:
                if c.type in ("text", "code_inline"):
                    out.append(c.content)
                elif c.type == "softbreak":
                    out.append("\n")
                elif c.type == "link_open":
                    hrefs.append(c.attrs["href"])
                elif c.type == "link_close":
                    out.append(f" <{hrefs.pop()}>")
                elif c.type == "html_inline":
                    assert c.content in ("<br/>", "</span>") or SPAN.fullmatch(c.content), c.content
                    out.append("\n" if c.content == "<br/>" else "")
            s = re.sub(r"\[\^\d+\]", "", "".join(out))
            if tokens[k - 1].type in ("th_open", "td_open"):
                row.append(s)
            if tokens[k - 1].type == "heading_open":
                heads.append((int(tokens[k - 1].tag[1]), s))
            text.append(s)
    return Typora(front, heads, tables, notes, "\n".join([*text, *notes.values()]))


# --- pdftotext -layout ---------------------------------------------------------------------------

FOOTER = re.compile(r" *第 (\d+) 頁，共 (\d+) 頁")


@dataclass
class PdfText:
    header: str
    pages: int
    paragraphs: list[str]
    tables: list[list[list[str]]]
    text: str


def _join(a: str, b: str) -> str:
    if a and b and a[-1].isascii() and b[0].isascii() and a[-1] != " " and b[0] != " ":
        return a + " " + b
    return a + b


def pdftext(raw: str) -> PdfText:
    pages = raw.split("\f")
    n = len(pages)
    bodies, header = [], None
    for k, p in enumerate(pages, 1):
        lines = p.rstrip("\n").split("\n")
        assert header is None or lines[0] == header, "running header differs"
        header = lines[0]
        f = FOOTER.fullmatch(lines[-1])
        assert f and int(f.group(1)) == k and int(f.group(2)) == n, lines[-1]
        assert lines[1] == ""
        bodies.append("\n".join(lines[2:-1]).strip("\n"))
    paras, tables = [], []
    for block in "\n\n".join(bodies).split("\n\n"):
        lines = [x for x in block.split("\n") if x.strip()]
        if not lines:
            continue
        if len(lines) > 1 and all(re.search(r"\S {2,}\S", x.strip()) for x in lines):
            tables.append([re.split(r" {2,}", x.strip()) for x in lines])
            assert all(len(r) == len(tables[-1][0]) for r in tables[-1])
            paras.append("\n".join(" | ".join(r) for r in tables[-1]))
            continue
        out: list[str] = []
        for x in lines:
            s = x.strip()
            if x.startswith("     ") and out:  # a continuation or a field of an item
                if re.match(r"^[^\s：]{1,6}：", s):
                    out.append(s)
                else:
                    out[-1] = _join(out[-1], s)
            elif x.startswith("  ") and not x.startswith("   ") and out and not re.match(r"\d+\. ", s):
                out[-1] = _join(out[-1], s)
            else:
                out.append(s)
        paras.append("\n".join(out))
    return PdfText(header.strip(), n, paras, tables, "\n".join([header.strip(), *paras]))


# --- CSV -------------------------------------------------------------------------------------------

FIELDS = ["record_type", "work", "arxiv_id", "field", "value"]


def csv_rows(raw: str) -> list[dict[str, str]]:
    assert raw.startswith("\ufeff"), "no BOM"
    assert "\n" not in raw.replace("\r\n", ""), "bare LF"
    rows = list(csv.reader(io.StringIO(raw[1:], newline="")))
    assert rows[0] == FIELDS and all(len(r) == 5 for r in rows)
    return [dict(zip(FIELDS, r, strict=True)) for r in rows[1:]]


def csv_text(raw: str) -> str:
    out = []
    for r in csv_rows(raw):
        out += [x for x in (r["work"], r["arxiv_id"], r["value"]) if x]
    return "\n".join(out)
