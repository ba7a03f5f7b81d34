"""Forum posts in BBCode (phpBB, SMF, vBulletin, XenForo, MyBB), written as Markdown line for line.

A post copied from a forum's editor is its BBCode source: `[b]…[/b]`, `[i]`, `[u]`, `[s]`,
`[color=…]`, `[size=…]`, `[center]`, `[url=…]text[/url]`, `[tt]`/`[icode]` code, `[list]` with
`[*]` items (`[list=1]` numbered), `[table]` rows `[tr]` of cells `[td]`/`[th]`, `[code]`
blocks and `[quote author=…]` quotes. pandoc has no BBCode reader. Written as Markdown line for
line, a post keeps its own line numbers: a line set in a larger size and nothing else is a
heading (the largest size the highest level), a list item's `[*]` its bullet (the item's other
lines its sub-items), a table row one pipe row on its first line (its other lines rows that
no reader reads, `| --- |`, so the table stays one block; a first row all bold or `[th]` the
header), a `[code]` block a fenced block. A quote is another member's post, not the brief:
its lines are left out, and `inspect` says why.
"""

from __future__ import annotations

import re

from kgraph.extract.formats import markdown
from kgraph.extract.tree import View

_NAMES = (
    "b|i|u|s|strike|color|colour|size|font|center|left|right|justify|indent|url|email|img|tt|icode|c|"
    "code|php|html|quote|spoiler|list|ul|ol|li|table|tr|td|th|hr|sup|sub|highlight|plain|noparse|h|heading"
)
MAX_DEPTH = 8  # list levels kept apart; deeper ones are read at the eighth
MAX_TABLE_LINES = 2_000  # a [table] closes within this many lines, else it is read as lines (bounded work)
_SIZED = re.compile(r"\[size=\"?([\d.]+)(pt|px|em)?\"?\](.*?)\[/size\]", re.I)
_QUOTE_OPEN = re.compile(r"\[quote(?:=([^\]\n]*)|\s+author=([^\]\n]*?)(?:\s+\w+=[^\]\n]*)*)?\]", re.I)
_QUOTE_CLOSE = re.compile(r"\[/quote\]", re.I)
_CODE_OPEN = re.compile(r"^\s*\[(?:code|php|html|noparse)(?:=[^\]\n]*)?\]\s*$", re.I)
_CODE_CLOSE = re.compile(r"^\s*\[/(?:code|php|html|noparse)\]\s*$", re.I)
_LIST_OPEN = re.compile(r"\[(?:list|ul|ol)(?:=([^\]\n]*))?\]", re.I)
_LIST_CLOSE = re.compile(r"\[/(?:list|ul|ol)\]", re.I)
_ITEM = re.compile(r"^\s*\[(?:\*|li)\]\s*", re.I)
_ROW = re.compile(r"\[tr\](.*?)\[/tr\]", re.I | re.S)
_CELL = re.compile(r"\[(td|th)(?:\s[^\]\n]*)?\](.*?)\[/\1\]", re.I | re.S)
_URL = re.compile(r"\[url=\"?([^\]\"\n]+)\"?\](.*?)\[/url\]", re.I)
_BARE_URL = re.compile(r"\[url\](.*?)\[/url\]", re.I)
_CODE = re.compile(r"\[(tt|icode|c|code|font=monospace)\](.*?)\[/(?:tt|icode|c|code|font)\]", re.I)
_BOLD = re.compile(r"\[b\](.*?)\[/b\]", re.I)
_ITALIC = re.compile(r"\[i\](.*?)\[/i\]", re.I)
_DROP = re.compile(r"\[img(?:=[^\]\n]*)?\].*?\[/img\]|\[hr\]|\[br\]", re.I)
_ANY = re.compile(rf"\[/?(?:{_NAMES})(?:=[^\]\n]*)?(?:\s[^\]\n]*)?\]", re.I)


def view(text: str) -> View:
    """The post's view: its lines as Markdown (see the module's docstring), read as Markdown is."""
    lines, dropped = as_markdown(text.split("\n"))
    seen = markdown.view("\n".join(lines))
    seen.dropped.update(dropped)
    return seen


def as_markdown(lines: list[str]) -> tuple[list[str], dict[int, str]]:
    """The lines as Markdown, and the lines left out (1-based) with why."""
    out = list(lines)
    dropped = _quotes(out)
    code = _code_blocks(out)
    _tables(out, code)
    levels = _heading_levels(out, code)
    depth: list[str] = []  # the open lists, innermost last: "-" or "1."
    for n, line in enumerate(out):
        if n in code or n + 1 in dropped:
            continue
        opened = [m.group(1) for m in _LIST_OPEN.finditer(line)]
        line = _LIST_OPEN.sub("", line)
        depth += ["1." if kind and kind.strip("\"'") in ("1", "a", "A", "i", "I") else "-" for kind in opened]
        depth = depth[:MAX_DEPTH]  # (lists nested deeper are read at this depth: bounded indents)
        closes = len(_LIST_CLOSE.findall(line))
        line = _LIST_CLOSE.sub("", line)
        if depth and (item := _ITEM.match(line)):
            line = "  " * (len(depth) - 1) + depth[-1] + " " + inline(line[item.end() :])
        elif depth and line.strip() and not line.lstrip().startswith("|"):
            line = "  " * len(depth) + "- " + inline(line.strip())  # more of the item: its sub-item
        elif level := levels.get(n):
            line = "#" * level + " " + _ANY.sub("", line).strip()
        else:
            line = inline(line)
        out[n] = line.rstrip()
        del depth[len(depth) - min(closes, len(depth)) :]
    return out, dropped


def inline(text: str) -> str:
    """A line's inline tags as Markdown: links, code, bold, italic; colours, sizes and fonts dropped."""
    if "[" not in text:
        return text
    text = _DROP.sub("", text)
    text = _URL.sub(lambda m: f"[{_ANY.sub('', m.group(2)).strip() or m.group(1)}]({m.group(1).strip()})", text)
    text = _BARE_URL.sub(lambda m: f"<{m.group(1).strip()}>", text)
    text = _CODE.sub(lambda m: f"`{m.group(2)}`", text)
    text = _BOLD.sub(lambda m: f"**{m.group(1).strip()}**" if m.group(1).strip() else "", text)
    text = _ITALIC.sub(lambda m: f"*{m.group(1).strip()}*" if m.group(1).strip() else "", text)
    return _ANY.sub("", text).replace("[*]", "")


def _quotes(out: list[str]) -> dict[int, str]:
    """Blank each quote of another member's post; its lines (1-based) → why they are left out."""
    dropped: dict[int, str] = {}
    n = 0
    while n < len(out):
        m = _QUOTE_OPEN.search(out[n])
        if not m:
            n += 1
            continue
        who = (m.group(1) or m.group(2) or "").split(" link=")[0].strip().strip("\"'")
        why = f"a quote of {who}'s post, not the writer's" if who else "a quote of another post, not the writer's"
        end = next((k for k in range(n, len(out)) if _QUOTE_CLOSE.search(out[k], m.end() if k == n else 0)), None)
        if end is None:
            n += 1
            continue
        before = out[n][: m.start()]
        after = _QUOTE_CLOSE.split(out[end], maxsplit=1)[1] if end != n else out[n][m.end() :].split("[/quote]", 1)[-1]
        for k in range(n, end + 1):
            if out[k].strip():
                dropped[k + 1] = why
            out[k] = ""
        if before.strip() or after.strip():  # (words of the writer's own on the quote's first or last line)
            out[end] = (before + " " + after).strip()
            dropped.pop(end + 1, None)
        n = end + 1
    return dropped


def _code_blocks(out: list[str]) -> set[int]:
    """`[code]` … `[/code]` on lines of their own as fences; the lines inside (0-based), kept."""
    inside: set[int] = set()
    n = 0
    while n < len(out):
        if _CODE_OPEN.match(out[n]):
            end = next((k for k in range(n + 1, len(out)) if _CODE_CLOSE.match(out[k])), None)
            if end is not None:
                out[n] = out[end] = "```"
                inside.update(range(n, end + 1))
                n = end + 1
                continue
        n += 1
    return inside


def _tables(out: list[str], code: set[int]) -> None:
    """Each `[table]`'s rows as pipe rows, line for line (see the module's docstring)."""
    n = 0
    while n < len(out):
        start = out[n].lower().find("[table")
        if start < 0 or n in code:
            n += 1
            continue
        end = next((k for k in range(n, min(len(out), n + MAX_TABLE_LINES)) if "[/table]" in out[k].lower()), None)
        if end is None:
            n += 1  # (no end within reach: left as written, its tags dropped line by line)
            continue
        offsets = [0]
        for k in range(n, end + 1):
            offsets.append(offsets[-1] + len(out[k]) + 1)
        body = "\n".join(out[n : end + 1])
        rows = []
        for m in _ROW.finditer(body):
            first = next(k for k in range(len(offsets) - 1) if offsets[k + 1] > m.start())
            last = next(k for k in range(len(offsets) - 1) if offsets[k + 1] > m.end() - 1)
            cells = [(kind.lower(), c) for kind, c in _CELL.findall(m.group(1))]
            rows.append((n + first, n + last, cells))
        for k in range(n, end + 1):
            out[k] = ""
        if rows:
            width = max(len(cells) for _, _, cells in rows)
            delimiter = "|" + " --- |" * width
            for first, last, cells in rows:
                texts = [inline(" ".join(c.split())).replace("|", "/") for _, c in cells]
                out[first] = "| " + " | ".join(t.replace("**", "") if first == rows[0][0] else t for t in texts) + " |"
                for k in range(first + 1, last + 1):
                    out[k] = delimiter
            top, bottom, cells = rows[0]
            header = all(kind == "th" or re.fullmatch(r"\s*\[b\].*\[/b\]\s*", c, re.I | re.S) for kind, c in cells)
            if header and bottom == top and top > n:
                out[top - 1], out[top] = out[top], delimiter  # (the header a line up, over its delimiter)
        n = end + 1


def _heading_levels(out: list[str], code: set[int]) -> dict[int, int]:
    """Lines (0-based) that are a sized text and nothing else → their heading level, the largest
    size the highest (1)."""
    sized: dict[int, float] = {}
    for n, line in enumerate(out):
        if n in code or not (m := _SIZED.search(line)):
            continue
        text = _ANY.sub("", m.group(3)).strip()
        if text and len(text) <= 120 and text == _ANY.sub("", line).strip():
            sized[n] = float(m.group(1)) * (1 if m.group(2) else 4)  # (`[size=5]` on phpBB's 1–7 scale)
    ranks = sorted(set(sized.values()), reverse=True)
    return {n: min(6, ranks.index(value) + 1) for n, value in sized.items()}
