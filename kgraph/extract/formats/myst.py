"""MyST Markdown's directives (Jupyter Book, Sphinx): what each means, written line for line.

A directive is a fence, of backticks or colons, named in braces: ```` ```{note} ````,
```` ```{admonition} Title ```` with `:class: warning`, `:::{seealso}`; `:key: value` option
lines open its body. An admonition is a callout (`> [!warning] Title` over its body quoted,
as the Markdown view reads `> [!warning]`); a `{list-table}` (`* - a` / `  - b` rows,
`:header-rows: 1`) a pipe table, each row on its first line; other directives (`{code-cell}`,
`{figure}`, …) are left as they are. Every other line keeps its place.
"""

from __future__ import annotations

import re

_OPEN = re.compile(r"^(\s*)(`{3,}|:{3,})\{([\w-]+)\}\s*(.*)$")
_OPTION = re.compile(r"^\s*:[\w-]+:(?:\s.*)?$")
_ADMONITIONS = frozenset(
    "admonition attention caution danger error hint important note seealso tip warning todo".split()
)
_ROW = re.compile(r"^\s*\*\s+-\s+(.*)$")
_CELL = re.compile(r"^\s+-\s+(.*)$")


def directives(lines: list[str]) -> list[str]:
    """The lines with each admonition and list-table directive written as what it means."""
    out = list(lines)
    n = 0
    while n < len(out):
        m = _OPEN.match(out[n])
        if not m or m.group(3) not in _ADMONITIONS | {"list-table"}:
            n += 1
            continue
        pad, fence, name, title = m.groups()
        end = next((k for k in range(n + 1, len(out)) if out[k].strip() == fence), None)
        if end is None:
            n += 1
            continue
        body = n + 1
        options: dict[str, str] = {}
        while body < end and _OPTION.match(out[body]):
            key, _, value = out[body].strip()[1:].partition(":")
            options[key] = value.strip()
            out[body] = ""
            body += 1
        if name == "list-table":
            _table(out, n, body, end, int(options.get("header-rows", "0") or 0))
        else:
            kind = options.get("class", "").split()[0] if name == "admonition" and options.get("class") else name
            out[n] = f"{pad}> [!{kind}] {title}".rstrip()
            for k in range(n + 1, end):  # (its option lines too: the quote goes on over them)
                out[k] = f"{pad}> {out[k].strip()}".rstrip()
        out[end] = ""
        n = end + 1
    return out


def _table(out: list[str], at: int, body: int, end: int, header_rows: int) -> None:
    """`* - a` / `  - b` rows as pipe rows, each on its first line."""
    rows: list[tuple[int, list[str]]] = []
    for k in range(body, end):
        if m := _ROW.match(out[k]):
            rows.append((k, [m.group(1).strip()]))
        elif rows and (m := _CELL.match(out[k])):
            rows[-1][1].append(m.group(1).strip())
        out[k] = ""
    out[at] = ""  # (its title a caption: the heading above says what the table holds)
    width = max((len(cells) for _, cells in rows), default=0)
    if rows:  # (a row's other lines hold empty cells: the table stays one table, line for line)
        for k in range(rows[0][0], end):
            out[k] = "|" + " |" * width
    for i, (k, cells) in enumerate(rows):
        out[k] = "| " + " | ".join(c.replace("|", "/") for c in cells + [""] * (width - len(cells))) + " |"
        if i + 1 == header_rows and k + 1 < end:
            out[k + 1] = "|" + "---|" * width  # (the header's second line, now free)
