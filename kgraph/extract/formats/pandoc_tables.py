"""pandoc's tables (the JSON AST's `Table` blocks): their rows and cells, and whether a table lays out
a page (a mail's, a site's) or holds data (pandoc.py reads each as what it is)."""

from __future__ import annotations

from typing import Any


def rows_of(c: list[Any]) -> list[Any]:
    """A table's rows, head, body and foot."""
    rows = [*(c[3][1] or []), *(r for body in c[4] for r in body[2] + body[3])]
    return rows + (c[5][1] if len(c) > 5 and c[5] else [])


def _cells_of(c: list[Any]) -> list[Any]:
    return [cell for row in rows_of(c) for cell in row[1]]


_BLOCKS_OF_A_PAGE = frozenset({"Table", "Header", "BulletList", "OrderedList", "DefinitionList", "BlockQuote"})


def lays_out(c: list[Any]) -> bool:
    """A table used for layout, not data: marked so (`role="presentation"`), or a cell holds a
    table, a heading or a list (a data table's cell holds text)."""
    if ("role", "presentation") in [tuple(kv) for kv in c[0][2]]:
        return True
    stack = [b for cell in _cells_of(c) for b in cell[4]]
    headed = bool(c[3][1])
    while stack:
        block = stack.pop()
        if headed and short_list(block):
            continue  # (a list of files in a data table's cell: AsciiDoc's `a|` cell, an HTML `<td><ul>`)
        if block.get("t") in _BLOCKS_OF_A_PAGE:
            return True
        if block.get("t") == "Div":
            stack.extend(block["c"][1])
    return False


def short_list(block: dict[str, Any]) -> bool:
    """A list whose items are each one line of text (`* inbox/…/notes.md`)."""
    kind, c = block.get("t"), block.get("c")
    if kind not in ("BulletList", "OrderedList"):
        return False
    items = c if kind == "BulletList" else c[1]
    return all(len(item) == 1 and item[0].get("t") in ("Plain", "Para") for item in items)
