"""An Obsidian canvas (`.canvas`, the JSON Canvas 1.0 format), read as the cards it lays out.

The file is one object: `nodes` (each with `id`, `type`, `x`, `y`, `width`, `height`: a `text`
card holding Markdown, a `file` card pointing at a file of the vault, a `link` card holding a
`url`, a `group` with its `label`) and `edges` (`fromNode`, `toNode`, an optional `label`). Read
as Markdown: a group is a heading (`## NET-new`) over the cards inside its rectangle, and every
text card's Markdown is a block of its own, in the file's order, a group's cards after it. A file
or link card is said where it belongs: after each text card an edge joins it to (`Source: path`,
with the edge's label), else after the text card beside it in its group, else on its own. Every
line of a card cites the file line its node is written on (Obsidian writes one node per line).
"""

from __future__ import annotations

import json
from typing import Any

from kgraph.errors import DocumentError
from kgraph.extract.tree import View

MAX_NODES = 20_000  # a canvas of a brief holds tens of cards; more is no document


def view(text: str, name: str) -> View:
    """The canvas's view (see the module's docstring), read as Markdown is."""
    try:
        canvas = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise DocumentError(name, f"a canvas that is not valid JSON ({exc})") from None
    nodes = canvas.get("nodes") if isinstance(canvas, dict) else None
    if not isinstance(nodes, list) or len(nodes) > MAX_NODES:
        raise DocumentError(name, f"a canvas must hold a list of at most {MAX_NODES:,} nodes")
    nodes = [n for n in nodes if isinstance(n, dict) and isinstance(n.get("id"), str)]
    edges = [e for e in canvas.get("edges") or [] if isinstance(e, dict)]
    lines_of = _node_lines(text, nodes)
    groups = [n for n in nodes if n.get("type") == "group"]
    cards = [n for n in nodes if n.get("type") == "text"]
    extras = _placed(nodes, edges, cards, groups)
    out: list[str] = []
    source: list[int] = []

    def say(said: str, node: dict[str, Any]) -> None:
        for line in said.split("\n"):
            out.append(line)
            source.append(lines_of.get(node["id"], 1))
        out.append("")
        source.append(lines_of.get(node["id"], 1))

    inside = {c["id"]: _group_of(c, groups) for c in cards}
    for group in [None, *groups]:
        if group is not None:
            say(f"## {str(group.get('label') or '').strip() or 'Group'}", group)
        for card in cards:
            if (inside[card["id"]] or {}).get("id") != (group or {}).get("id"):
                continue
            said = str(card.get("text") or "")
            for extra in extras.get(card["id"], []):
                said += "\n" + _said_of(extra[0], extra[1])
            say(said, card)
    for node, label in extras.get("", []):
        say(_said_of(node, label), node)
    from kgraph.extract.formats import markdown

    seen = markdown.view("\n".join(out))
    seen.source = [source[n - 1] if 0 < n <= len(source) else n for n in seen.source]
    return seen


def _node_lines(text: str, nodes: list[dict[str, Any]]) -> dict[str, int]:
    """Each node's line in the file: where its id is written."""
    out: dict[str, int] = {}
    for node in nodes:
        at = text.find(f'"{node["id"]}"')
        out[node["id"]] = text.count("\n", 0, at) + 1 if at >= 0 else 1
    return out


def _box(node: dict[str, Any]) -> tuple[float, float, float, float]:
    def number(key: str) -> float:
        value = node.get(key)
        return float(value) if isinstance(value, (int, float)) else 0.0

    return number("x"), number("y"), number("x") + number("width"), number("y") + number("height")


def _group_of(node: dict[str, Any], groups: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The smallest group whose rectangle holds the node's, or None."""
    x0, y0, x1, y1 = _box(node)
    holding = [g for g in groups if (b := _box(g))[0] <= x0 and b[1] <= y0 and x1 <= b[2] and y1 <= b[3]]
    return min(holding, key=lambda g: (_box(g)[2] - _box(g)[0]) * (_box(g)[3] - _box(g)[1]), default=None)


def _placed(
    nodes: list[dict[str, Any]],
    edges: list[dict[str, Any]],
    cards: list[dict[str, Any]],
    groups: list[dict[str, Any]],
) -> dict[str, list[tuple[dict[str, Any], str]]]:
    """Each file and link card under the text card it belongs to (by an edge, else beside it in
    its group), or under '' when it belongs to none. A card joined to several text cards is under
    each of them."""
    by_id = {n["id"]: n for n in nodes}
    text_ids = {c["id"] for c in cards}
    out: dict[str, list[tuple[dict[str, Any], str]]] = {}
    for node in nodes:
        if node.get("type") not in ("file", "link"):
            continue
        joined = [
            (e.get("toNode") if e.get("fromNode") == node["id"] else e.get("fromNode"), str(e.get("label") or ""))
            for e in edges
            if node["id"] in (e.get("fromNode"), e.get("toNode"))
        ]
        # a card joined to several text cards belongs to each (one notes file behind two works)
        targets = list(dict.fromkeys((t, label) for t, label in joined if t in text_ids))
        if not targets:
            group = _group_of(node, groups)
            y = _box(node)[1]
            beside = [c for c in cards if _group_of(c, groups) is group and abs(_box(c)[1] - y) < 60]
            targets = [(beside[0]["id"], "") if beside else ("", "")]
        for target, label in targets:
            out.setdefault(target, []).append((by_id[node["id"]], label))
    return out


def _said_of(node: dict[str, Any], label: str) -> str:
    """A file or link card as a line of the text card it belongs to."""
    what = str(node.get("file") or node.get("url") or "").strip()
    said = label.strip().rstrip(":：") or ("Source" if node.get("type") == "file" else "Link")
    return f"{said[:1].upper()}{said[1:]}: {what}"
