"""A Trello board exported as JSON (Board menu → Print, export and share → Export as JSON), read as
the board its members see.

The export is one object: the board's `name` and `desc`, its `lists` (`id`, `name`, `closed`,
`pos`), its `cards` (`name`, `desc` in Markdown, `idList`, `labels`, `due`, `closed`, `pos`,
`isTemplate`, `attachments`) and the board's bookkeeping (`actions`, `members`, `prefs`,
`checklists`, `pluginData` …). Read as Markdown: the board's name is the title and its description
the text under it; each open list is a heading (`## 本次新增`), in the board's order, over its open
cards, each card a heading of its own (`### CanopyDelta`) over its description, its labels
(`Labels: …`), its due date and its attachments' links. Archived lists and cards, templates and
the bookkeeping are left out. Every line cites the file line where its card (or list) is
written; an export is often one line, so lineage can only cite that line.
"""

from __future__ import annotations

import json
from typing import Any

from kgraph.errors import DocumentError
from kgraph.extract.tree import View

MAX_CARDS = 50_000  # a board's whole history of cards; more is no export


def view(text: str, name: str) -> View:
    """The board's view (see the module's docstring), read as Markdown is."""
    try:
        board = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise DocumentError(name, f"a Trello export that is not valid JSON ({exc})") from None
    if not isinstance(board, dict) or not isinstance(board.get("cards"), list) or len(board["cards"]) > MAX_CARDS:
        raise DocumentError(name, f"a Trello export must hold a list of at most {MAX_CARDS:,} cards")
    lists = sorted((x for x in board.get("lists") or [] if isinstance(x, dict) and not x.get("closed")), key=_position)
    cards = [c for c in board["cards"] if isinstance(c, dict) and not c.get("closed") and not c.get("isTemplate")]
    out: list[str] = []
    source: list[int] = []

    def say(said: str, at: str) -> None:
        line = _line_of(text, at)
        for part in said.split("\n"):
            out.append(part)
            source.append(line)
        out.append("")
        source.append(line)

    say(f"# {str(board.get('name') or '').strip()}", '"name"')
    if str(board.get("desc") or "").strip():
        say(str(board["desc"]), '"desc"')
    for listed in lists:
        say(f"## {str(listed.get('name') or '').strip()}", f'"{listed.get("id")}"')
        for card in sorted((c for c in cards if c.get("idList") == listed.get("id")), key=_position):
            said = [f"### {str(card.get('name') or '').strip()}", str(card.get("desc") or "").strip()]
            labels = [str(x.get("name")) for x in card.get("labels") or [] if isinstance(x, dict) and x.get("name")]
            if labels:
                said.append(f"Labels: {', '.join(labels)}")
            if card.get("due"):
                said.append(f"Due: {card['due']}")
            for attachment in card.get("attachments") or []:
                if isinstance(attachment, dict) and attachment.get("url"):
                    said.append(f"- [{attachment.get('name') or attachment['url']}]({attachment['url']})")
            say("\n".join(s for s in said if s), f'"{card.get("id")}"')
    from kgraph.extract.formats import markdown

    seen = markdown.view("\n".join(out))
    seen.source = [source[n - 1] if 0 < n <= len(source) else n for n in seen.source]
    return seen


def _position(item: dict[str, Any]) -> float:
    pos = item.get("pos")
    return float(pos) if isinstance(pos, (int, float)) else 0.0


def _line_of(text: str, quoted: str) -> int:
    at = text.find(quoted)
    return text.count("\n", 0, at) + 1 if at >= 0 else 1
