"""A SiYuan (思源笔记) note (`.sy`): the document's syntax tree as SiYuan saves it, read as the
Markdown it shows.

The file is one JSON object, the root `NodeDocument` (its `Properties.title` the note's title),
whose `Children` are blocks: `NodeHeading` (`HeadingLevel`), `NodeParagraph`, `NodeList` of
`NodeListItem`s (`ListData.Typ` 1 numbered, 3 tasks, with a `NodeTaskListItemMarker`),
`NodeBlockquote`, `NodeCallout` (`CalloutType`, `CalloutTitle`), `NodeTable` (a `NodeTableHead`
row, then `NodeTableRow`s of `NodeTableCell`s), `NodeSuperBlock`, `NodeCodeBlock`,
`NodeThematicBreak`; their inline children `NodeText` (`Data`) and `NodeTextMark`
(`TextMarkType` `a` a link to `TextMarkAHref`, `strong`, `em`, `code`, `tag` …, its text in
`TextMarkTextContent`). Ids, update times and styles are SiYuan's. A callout is read as
`> [!WARNING] title`. The whole tree is one line of the file, so the view's lines are cited.
"""

from __future__ import annotations

import json
from typing import Any

from kgraph.errors import DocumentError
from kgraph.extract.formats import markdown
from kgraph.extract.tree import View

MAX_DEPTH = 64  # blocks nested deeper are not read


def view(data: bytes, name: str) -> View:
    """The note's view (see the module's docstring), read as Markdown is."""
    try:
        root = json.loads(data.decode("utf-8-sig"))
    except (ValueError, RecursionError, UnicodeDecodeError) as exc:
        raise DocumentError(name, f"a SiYuan note that is not valid JSON ({type(exc).__name__})") from None
    if not isinstance(root, dict) or root.get("Type") != "NodeDocument":
        raise DocumentError(name, "JSON that is no SiYuan note (its root is no NodeDocument)")
    lines: list[str] = []
    title = (root.get("Properties") or {}).get("title")
    if isinstance(title, str) and title.strip():
        lines += [f"# {title.strip()}", ""]
    for child in _children(root):
        lines += _block(child, 0)
    seen = markdown.view("\n".join(lines), rewrap=False)
    seen.source = list(range(1, len(seen.lines) + 1))
    return seen


def _children(node: dict[str, Any]) -> list[dict[str, Any]]:
    kids = node.get("Children")
    return [k for k in kids if isinstance(k, dict)] if isinstance(kids, list) else []


def _block(node: dict[str, Any], depth: int) -> list[str]:
    """A block's Markdown lines (then a blank line)."""
    if depth > MAX_DEPTH:
        return []
    kind = node.get("Type")
    if kind == "NodeHeading":
        level = node.get("HeadingLevel") if isinstance(node.get("HeadingLevel"), int) else 2
        return ["#" * max(1, min(level, 6)) + " " + _inline(node), ""]
    if kind == "NodeParagraph":
        return [_inline(node), ""]
    if kind == "NodeList":
        return [*(line for item in _children(node) for line in _item(item, node, depth)), ""]
    if kind in ("NodeBlockquote", "NodeCallout"):
        inner = [line for child in _children(node) for line in _block(child, depth + 1)]
        head = []
        if kind == "NodeCallout":
            head = [f"> [!{node.get('CalloutType') or 'NOTE'}] {node.get('CalloutTitle') or ''}".rstrip(), ">"]
        return [*head, *(f"> {line}" if line else ">" for line in inner), ""]
    if kind == "NodeTable":
        return [*_table(node), ""]
    if kind == "NodeThematicBreak":
        return ["---", ""]
    if kind == "NodeCodeBlock":
        code = next((c.get("Data", "") for c in _children(node) if c.get("Type") == "NodeCodeBlockCode"), "")
        return ["```", *str(code).split("\n"), "```", ""]
    return [line for child in _children(node) for line in _block(child, depth + 1)]  # (a super block)


def _item(item: dict[str, Any], parent: dict[str, Any], depth: int) -> list[str]:
    typ = ((parent.get("ListData") or {}).get("Typ")) if isinstance(parent.get("ListData"), dict) else None
    kids = _children(item)
    box = ""
    marker = next((k for k in kids if k.get("Type") == "NodeTaskListItemMarker"), None)
    if marker is not None:
        box = "[x] " if marker.get("TaskListItemChecked") else "[ ] "
    lead = ("1. " if typ == 1 else "- ") + box
    blocks = [k for k in kids if k.get("Type") != "NodeTaskListItemMarker"]
    first, rest = (blocks[0], blocks[1:]) if blocks else (None, [])
    out = [lead + (_inline(first) if first is not None and first.get("Type") == "NodeParagraph" else "")]
    if first is not None and first.get("Type") != "NodeParagraph":
        rest = [first, *rest]
    for block in rest:
        out += ["   " + line if line else "" for line in _block(block, depth + 1) if line]
    return out


def _table(node: dict[str, Any]) -> list[str]:
    rows: list[list[str]] = []
    for part in _children(node):
        for row in _children(part) if part.get("Type") == "NodeTableHead" else [part]:
            if row.get("Type") == "NodeTableRow":
                rows.append([_inline(cell).replace("|", "/") for cell in _children(row)])
    if not rows:
        return []
    lines = ["| " + " | ".join(rows[0]) + " |", "|" + "---|" * len(rows[0])]
    return lines + ["| " + " | ".join(r) + " |" for r in rows[1:]]


def _inline(node: dict[str, Any], depth: int = 0) -> str:
    """A block's text: its inline nodes as Markdown."""
    if depth > MAX_DEPTH:
        return ""
    out = []
    for child in _children(node):
        kind = child.get("Type")
        if kind == "NodeText":
            out.append(str(child.get("Data", "")))
        elif kind == "NodeTextMark":
            out.append(_mark(child))
        elif kind in ("NodeBr", "NodeHardBreak", "NodeSoftBreak"):
            out.append(" ")
        elif kind in ("NodeImage", "NodeKramdownSpanIAL", "NodeKramdownBlockIAL"):
            continue
        else:
            out.append(_inline(child, depth + 1) or str(child.get("Data", "")))
    return " ".join("".join(out).split("\n")).strip()


def _mark(node: dict[str, Any]) -> str:
    text = str(node.get("TextMarkTextContent", ""))
    kinds = str(node.get("TextMarkType", "")).split()
    if "a" in kinds and node.get("TextMarkAHref"):
        href = str(node["TextMarkAHref"])
        return href if text in ("", href) else f"[{text}]({href})"
    if "code" in kinds:
        text = f"`{text}`"
    if "strong" in kinds:
        text = f"**{text}**"
    if "tag" in kinds:
        text = f"#{text}"
    return text
