"""What a map is made of: its nodes and edges, the kinds and styles they are drawn in, and the
helpers that make document strings safe to draw."""

from __future__ import annotations

import base64
import hashlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from kgraph import vocab as V

ASSETS = Path(__file__).resolve().parent.parent / "assets"
DEFAULT_LIMIT = 2000

# kind -> (legend text, vis-network shape, colour)
NODE_KINDS: dict[str, tuple[str, str, str]] = {
    "brief": ("Brief", "box", "#3b6ea5"),
    "living": ("Living document", "box", "#6a3d9a"),
    "paper_card": ("Paper card", "box", "#8c5a3c"),
    "inbox_note": ("Inbox note", "box", "#2f8f89"),
    "document": ("Other document", "box", "#6b6b6b"),
    "paper": ("Paper (arXiv)", "dot", "#f28e2b"),
    "work": ("Other work", "dot", "#e6c229"),
    "section": ("Section", "hexagon", "#59a14f"),
    "claim": ("Claim", "diamond", "#f4a3b4"),
    "register": ("Register entry", "square", "#e15759"),
    "source": ("Source (not ingested)", "triangle", "#9a9a9a"),
    "instance": ("Instance", "star", "#b07aa1"),
}
PLURALS = {
    "brief": "briefs",
    "living": "living documents",
    "paper_card": "paper cards",
    "inbox_note": "inbox notes",
    "document": "other documents",
    "paper": "papers",
    "work": "other works",
    "section": "sections",
    "claim": "claims",
    "register": "register entries",
    "source": "sources",
    "instance": "instances",
}
DOCUMENT_KINDS = ("brief", "living", "paper_card", "inbox_note", "document")
DOC_TYPES = {V.DOCUMENT_CLASSES[k]: k for k in DOCUMENT_KINDS}

# relation -> vis-network edge style
EDGE_STYLES: dict[str, dict[str, Any]] = {
    "cites": {"color": "#8a9bb0"},
    "anchoredIn": {"color": "#2e9e3e", "width": 2.5},
    "suggestedSection": {"color": "#8fcf98", "dashes": [4, 4]},
    "adjacentTo": {"color": "#c9a93a", "dashes": [2, 4], "arrows": ""},
    "wasDerivedFrom": {"color": "#707070"},
    "references": {"color": "#b0b0b0"},
    "about": {"color": "#e892a6"},
    "document": {"color": "#c8c8c8"},
    "wasQuotedFrom": {"color": "#9a6f96"},
    "wasAttributedTo": {"color": "#b07aa1"},
    "baselineDocument": {"color": "#5b7fb8", "dashes": [6, 3]},
    "concerns": {"color": "#e15759"},
    "cardFor": {"color": "#8c5a3c"},
    "contradicts": {"color": "#d62728", "dashes": [8, 6], "width": 3, "arrows": ""},
}
EDGE_LEGEND = [
    ("cites", "document → work it speaks of"),
    ("anchoredIn", "work → section it is anchored in"),
    ("contradicts", "documents or claims that disagree"),
    ("wasDerivedFrom", "work → source named for it"),
    ("references", "document → source it read"),
    ("about", "claim → its work"),
    ("document", "claim or entry → its document"),
]
# Lineage: for these relations the edge's target is upstream (nearer the documents and
# sources) of its source; for UP_REVERSE the source is upstream of the target.
UP_FORWARD = {
    "wasDerivedFrom",
    "references",
    "wasAttributedTo",
    "baselineDocument",
    "document",
    "wasQuotedFrom",
    "anchoredIn",
}
UP_REVERSE = {"cites", "cardFor"}
WEAK = {"references"}  # followed only from the clicked node itself
# kinds of `kgraph contradictions` entries that are disagreements between documents
CONFLICT_KINDS = (
    "new-but-anchored",
    "anchoring-conflict",
    "section-name-drift",
    "source-status-conflict",
    "divergent-figures",
    "stale-anchor",
)
SHORT_QUOTE = 160
CONFLICT_FANOUT = 6  # a detected conflict links its first document to at most this many others
EDGES_PER_NODE = 8  # default edge budget: this many times the node limit
# which edges to keep first when there are more than the budget
EDGE_PRIORITY = (
    "anchoredIn",
    "contradicts",
    "cites",
    "wasDerivedFrom",
    "about",
    "document",
    "wasQuotedFrom",
    "concerns",
    "cardFor",
    "suggestedSection",
    "adjacentTo",
    "wasAttributedTo",
    "baselineDocument",
    "references",
)


# ---------------------------------------------------------------- small helpers


def item_slug(text: str) -> str:
    """A file-name-safe slug for an item: `map-<slug>.html` (arXiv ids stay as they are)."""
    raw = str(text).strip()
    slug = re.sub(r"[^A-Za-z0-9._-]+", "-", raw).strip("-.").lower()[:60]
    if not slug or slug != raw.lower():
        digest = hashlib.sha1(raw.encode("utf-8")).hexdigest()[:8]
        slug = f"{slug}-{digest}" if slug else digest
    return slug


def safe_url(url: Any) -> str | None:
    """The URL if it is an absolute http(s) URL, else None."""
    if not isinstance(url, str):
        return None
    text = url.strip()
    try:
        parts = urlsplit(text)
    except ValueError:
        return None
    if parts.scheme.lower() not in ("http", "https") or not parts.netloc:
        return None
    if any(c in text for c in "\"'<>` \t\r\n\\"):
        return None
    return text


def short(text: Any, n: int = SHORT_QUOTE) -> str:
    if text is None:
        return ""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= n else flat[: n - 1].rstrip() + "…"


def doc_path_from_iri(iri: str) -> str:
    prefix = V.ID + "doc/"
    return unquote(iri[len(prefix) :]) if iri.startswith(prefix) else iri


def script_json(data: Any) -> str:
    """JSON that is safe inside a <script> element (no `</script>`, no `<!--`)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    for char, escaped in (
        ("<", "\\u003c"),
        (">", "\\u003e"),
        ("&", "\\u0026"),
        ("\u2028", "\\u2028"),
        ("\u2029", "\\u2029"),
    ):
        text = text.replace(char, escaped)
    return text


def csp_hash(script: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii") + "'"


# ---------------------------------------------------------------- the model


@dataclass
class MapNode:
    iri: str
    kind: str
    distance: int = 0
    info: dict[str, Any] = field(default_factory=dict)


@dataclass
class MapEdge:
    source: str
    target: str
    relation: str
    occurrences: list[dict[str, Any]] = field(default_factory=list)


def _shade(hex_colour: str, factor: float) -> str:
    r, g, b = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return "#{:02x}{:02x}{:02x}".format(*(max(0, min(255, int(c * factor))) for c in (r, g, b)))
