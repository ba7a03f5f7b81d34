"""A Feishu / Lark document exported as JSON blocks (the docx API's `{"document": …, "blocks": [...]}`),
read as the Markdown its blocks stand for.

Each block has its `block_id`, `parent_id`, `children` and a `block_type` with a body named after
it: 1 the page (its title), 2 text, 3–11 headings of levels 1–9, 12 a bullet, 13 an ordered item,
14 code, 15 a quote, 17 a to-do (`done` in its style), 19 a callout (its children inside), 22 a
divider, 31 a table (`property.column_size`, `header_row`; its `cells` row by row), 32 a table
cell (its children the cell's text), 34 a quote container. A body's `elements` are text runs
(`text_run.content`, a link's `text_element_style.link.url` percent-encoded), mentions and
equations. The tree is walked from the page in the order of `children`; each block is a line
of Markdown (a callout's lines a quote, a table's rows a pipe table), read as Markdown is. A
document has no lines of its own here, so each line cites the view's own line.
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import unquote

from kgraph.errors import DocumentError
from kgraph.extract.tree import View

MAX_BLOCKS = 100_000
MAX_DEPTH = 64
_HEADINGS = {n: "#" * (n - 2) for n in range(3, 12)}
_BODY = {2: "text", 12: "bullet", 13: "ordered", 14: "code", 15: "quote", 17: "todo", 1: "page"}
_BODY.update({n: f"heading{n - 2}" for n in range(3, 12)})


def view(text: str, name: str) -> View:
    """The document's view (see the module's docstring)."""
    from kgraph.extract.formats.markdown import view as markdown_view

    try:
        export = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise DocumentError(name, f"a Lark document that is not valid JSON ({exc})") from None
    blocks = export.get("blocks") if isinstance(export, dict) else None
    if not isinstance(blocks, list) or len(blocks) > MAX_BLOCKS:
        raise DocumentError(name, f"a Lark document must hold a list of at most {MAX_BLOCKS:,} blocks")
    by_id = {b["block_id"]: b for b in blocks if isinstance(b, dict) and isinstance(b.get("block_id"), str)}
    roots = [b for b in by_id.values() if b.get("block_type") == 1] or [
        b for b in by_id.values() if b.get("parent_id") not in by_id
    ]
    lines: list[str] = []
    for root in roots:
        _walk(root, by_id, lines, 0, "")
    seen = markdown_view("\n".join(lines))
    seen.source = list(range(1, len(seen.lines) + 1))  # (no lines of its own: the view's are cited)
    return seen


def _walk(block: dict[str, Any], by_id: dict[str, dict[str, Any]], out: list[str], depth: int, quote: str) -> None:
    if depth > MAX_DEPTH:
        return
    kind = block.get("block_type")
    children = [by_id[c] for c in block.get("children") or [] if isinstance(c, str) and c in by_id]
    if kind == 31:
        out += [quote + row for row in _table(block, by_id)] + [quote]
        return
    if kind == 19 or kind == 34:  # a callout, a quote container: its children inside a quote
        out.append(quote)
        for child in children:
            _walk(child, by_id, out, depth + 1, quote + "> ")
        out.append(quote)
        return
    said = _text(block)
    if kind == 1:
        out += [f"# {said}", ""] if said else []
    elif kind in _HEADINGS:
        out += ["", quote + f"{_HEADINGS[kind]} {said}", ""]
    elif kind in (12, 13, 17):
        indent = "  " * _list_depth(block, by_id)
        mark = {12: "- ", 13: "1. ", 17: "- [x] " if _done(block) else "- [ ] "}[kind]
        out.append(quote + indent + mark + said)
    elif kind == 22:
        out += [quote, quote + "---", quote]
    elif said:
        out += [quote + said, quote]
    for child in children if kind != 1 else children:
        _walk(child, by_id, out, depth + 1, quote)


def _list_depth(block: dict[str, Any], by_id: dict[str, dict[str, Any]]) -> int:
    depth, parent = 0, by_id.get(block.get("parent_id", ""))
    while parent is not None and parent.get("block_type") in (12, 13, 17) and depth < MAX_DEPTH:
        depth += 1
        parent = by_id.get(parent.get("parent_id", ""))
    return depth


def _table(block: dict[str, Any], by_id: dict[str, dict[str, Any]]) -> list[str]:
    table = block.get("table") or {}
    cells = [c for c in table.get("cells") or block.get("children") or [] if isinstance(c, str)]
    columns = (table.get("property") or {}).get("column_size") or len(cells) or 1
    texts = [" ".join(_cell_text(by_id.get(c), by_id)).replace("|", "\\|") for c in cells]
    rows = [texts[i : i + columns] for i in range(0, len(texts), columns)]
    out = ["| " + " | ".join(row) + " |" for row in rows]
    if out and (table.get("property") or {}).get("header_row", True):
        out.insert(1, "|" + "---|" * columns)
    return out


def _cell_text(cell: dict[str, Any] | None, by_id: dict[str, dict[str, Any]]) -> list[str]:
    if cell is None:
        return []
    parts = []
    for child in cell.get("children") or []:
        block = by_id.get(child) if isinstance(child, str) else None
        if block is not None and (said := _text(block)):
            parts.append(said)
    return [" · ".join(parts)] if parts else []


def _text(block: dict[str, Any]) -> str:
    body = block.get(_BODY.get(block.get("block_type"), "text")) or {}
    out = []
    for element in body.get("elements") or []:
        if not isinstance(element, dict):
            continue
        run = element.get("text_run") or {}
        content = str(run.get("content", ""))
        style = run.get("text_element_style") or {}
        link = (style.get("link") or {}).get("url")
        if link:
            target = unquote(str(link))
            content = content if target in content else f"[{content}]({target})"
        elif style.get("inline_code"):
            content = f"`{content}`"
        elif style.get("bold") and content.strip():
            content = f"**{content}**"
        if mention := element.get("mention_doc") or element.get("mention_user"):
            content = str(mention.get("title") or mention.get("name") or "")
        if equation := element.get("equation"):
            content = str(equation.get("content", ""))
        out.append(content)
    return "".join(out).replace("\n", " ").strip()


def _done(block: dict[str, Any]) -> bool:
    return bool(((block.get("todo") or {}).get("style") or {}).get("done"))
