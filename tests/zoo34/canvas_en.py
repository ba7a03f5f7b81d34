"""zoo34 layout `canvas_en`: the analyst lays the brief out on an Obsidian canvas (English), as
Obsidian writes a `.canvas` file (JSON Canvas 1.0: top-level `nodes` and `edges`; text nodes
holding Markdown, `file` nodes pointing at notes in the vault, `link` nodes for pasted URLs,
`group` nodes with a `label`; edges with `fromNode`/`fromSide`/`toNode`/`toSide` and an optional
`label`; 16-hex-digit ids; Obsidian's own serialisation: tab-indented, one node or edge per line).

A brief: a header card (topic, date, author, window, baseline, counts, sections), a group of
NET-new cards each with its link node beside it, a group of carried-over and anchored cards, a
group of adjacent cards, a group of the source notes dropped onto the canvas (file nodes, with
edges to the cards that cite them) and a checklist card of what was read, the register card
(to verify), the arXiv ID card and the handover card. The living document: a header card and one
group per section, each item a card with its paper card file node beside it."""

from __future__ import annotations

import hashlib
import json
import math

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "canvas"
LANG = "en"

CARD_W = 440
LINK_W = 320
FILE_W = 400
GAP = 30
PAD = 30
HEAD = 50  # room under a group's label


def _height(text: str, width: int) -> int:
    """A card tall enough for its Markdown at Obsidian's default size (about 8.5 px a
    character, 26 px a line, a heading taller)."""
    per = max(1, int((width - 40) / 8.5))
    lines = 0.0
    for line in text.split("\n"):
        lines += 1.4 if line.startswith("#") else max(1, math.ceil(len(line) / per))
    return int(math.ceil((lines * 26 + 40) / 10) * 10)


class Canvas:
    def __init__(self, seed: str):
        self.seed = seed
        self.nodes: list[dict] = []
        self.edges: list[dict] = []

    def _id(self) -> str:
        n = len(self.nodes) + len(self.edges)
        return hashlib.sha1(f"{self.seed}#{n}".encode()).hexdigest()[:16]

    def _add(self, node: dict) -> str:
        self.nodes.append(node)
        return node["id"]

    def text(self, text: str, x: int, y: int, w: int, color: str | None = None) -> tuple[str, int]:
        h = _height(text, w)
        node = {"id": self._id(), "type": "text", "text": text, "x": x, "y": y, "width": w, "height": h}
        if color:
            node["color"] = color
        return self._add(node), h

    def file(self, path: str, x: int, y: int, w: int = FILE_W, h: int = 60) -> str:
        return self._add({"id": self._id(), "type": "file", "file": path, "x": x, "y": y, "width": w, "height": h})

    def link(self, url: str, x: int, y: int, w: int = LINK_W, h: int = 180) -> str:
        return self._add({"id": self._id(), "type": "link", "url": url, "x": x, "y": y, "width": w, "height": h})

    def group(self, label: str, x: int, y: int, w: int, h: int, color: str | None = None) -> str:
        node = {"id": self._id(), "type": "group", "x": x, "y": y, "width": w, "height": h, "label": label}
        if color:
            node["color"] = color
        return self._add(node)

    def edge(self, a: str, a_side: str, b: str, b_side: str, label: str | None = None) -> None:
        e = {"id": self._id(), "fromNode": a, "fromSide": a_side, "toNode": b, "toSide": b_side}
        if label:
            e["label"] = label
        self.edges.append(e)

    def dumps(self) -> str:
        """What Obsidian writes: the two arrays tab-indented, each node and edge on one line."""

        def one(x: dict) -> str:
            return json.dumps(x, ensure_ascii=False, separators=(",", ":"))

        def arr(name: str, xs: list[dict]) -> str:
            if not xs:
                return f'\t"{name}":[]'
            return f'\t"{name}":[\n' + ",\n".join(f"\t\t{one(x)}" for x in xs) + "\n\t]"

        return "{\n" + arr("nodes", self.nodes) + ",\n" + arr("edges", self.edges) + "\n}"


# --- cards ------------------------------------------------------------------------------------


def _figures(m: Mention) -> list[str]:
    return [f"- {W.fig_en(f)}" for f in m.figures]


def _new_card(d: Doc, m: Mention) -> str:
    w = F.work(m)
    L = [f"### {w.name}", f"arXiv {w.arxiv}" if w.arxiv else W.KIND_EN[w.kind].capitalize()]
    L += [f"**Status:** {W.STATUS_EN['new']}", f"**Section:** {W.section_en(d, m.section)}"]
    L += [f"**Confidence:** {m.confidence}", "", W.sentence(m.point)]
    if m.figures:
        L += [""] + _figures(m)
    return "\n".join(L)


def _old_card(d: Doc, m: Mention, day=W.iso) -> str:
    w = F.work(m)
    label = f"arXiv {w.arxiv}" if w.arxiv else W.KIND_EN[w.kind]
    L = [f"### {w.name}", f"[{label}]({W.url(m)})", f"**Status:** {W.carried_en(m, day)}"]
    if m.section:
        L.append(f"**Section:** {W.section_en(d, m.section)}")
    L += ["", W.sentence(m.point)]
    if m.figures:
        L += [""] + _figures(m)
    return "\n".join(L)


def _header(d: Doc) -> str:
    L = [f"# {F.TOPIC} · brief {W.iso(d.date)}", "", f"**Author:** {d.instance}"]
    L.append(f"**Window:** {d.window[0]} → {d.window[1]}")
    L.append(f"**Baseline:** [[{F.living_path(EXT)}]] (version {W.iso(d.baseline)})")
    L += ["", f"**Counts:** {W.counts_en(d.counts)}", "", "**Sections**"]
    L += [f"- {W.section_en(d, k)}" for k in d.sections]
    return "\n".join(L)


def _register(d: Doc) -> str:
    L = ["## To verify", ""]
    for k, e in enumerate(d.entries, 1):
        state = "resolved" if e.resolved else "open"
        L.append(f"{k}. **{e.risk.capitalize()} risk, {state}.** {e.sentence}.")
    return "\n".join(L)


def _ids(d: Doc) -> str:
    _, old, _ = F.groups(d)
    keep = []
    for m in old:
        if F.work(m).arxiv:
            keep.append(F.work(m).arxiv + (f" (anchored {W.iso(m.anchored_on)})" if m.anchored_on else ""))
    return "\n".join(["## arXiv IDs", f"NET-new: {', '.join(d.new_ids)}", f"Carried over: {', '.join(keep)}"])


def _checked(d: Doc) -> str:
    L = ["## Sources checked", ""]
    for s in d.sources:
        L.append(f"- [x] {s} (empty, nothing on this topic today)" if W.empty(d, s) else f"- [x] {s}")
    return "\n".join(L)


# --- the two documents ------------------------------------------------------------------------


def _stack(c: Canvas, label: str, x: int, y: int, cards: list[tuple[str, str | None]], color: str | None = None):
    """A group of cards one under another, each with its link node (if any) to its right.
    Returns the card ids and the group's bottom edge."""
    inner: list[tuple[int, str, str | None]] = []
    cy = y + HEAD
    for text, link in cards:
        inner.append((cy, text, link))
        cy += max(_height(text, CARD_W), 180) + GAP
    width = PAD + CARD_W + (GAP + LINK_W if any(u for _, u in cards) else 0) + PAD
    height = max(cy - y + PAD - GAP, 160)
    c.group(label, x, y, width, height, color)
    ids = []
    for cy, text, u in inner:
        cid, _h = c.text(text, x + PAD, cy, CARD_W)
        ids.append(cid)
        if u:
            lid = c.link(u, x + PAD + CARD_W + GAP, cy)
            c.edge(cid, "right", lid, "left")
    return ids, y + height


def _brief(d: Doc) -> str:
    c = Canvas(d.stem)
    new, old, side = F.groups(d)
    head, hh = c.text(_header(d), 0, 0, 560, color="6")
    ids, ih = c.text(_ids(d), 0, hh + 60, 560)
    reg, rh = c.text(_register(d), 0, hh + ih + 120, 560, color="1")
    c.text(f"Handed over by {d.instance} at {F.HANDOVER} on {W.iso(d.date)}.", 0, hh + ih + rh + 180, 560)
    c.edge(head, "bottom", ids, "top")
    x1 = 700
    new_ids, _ = _stack(c, "NET-new", x1, 0, [(_new_card(d, m), W.url(m)) for m in new], color="4")
    x2 = x1 + PAD + CARD_W + GAP + LINK_W + PAD + 100
    old_ids, bottom = _stack(c, "Carried over & anchored", x2, 0, [(_old_card(d, m), None) for m in old])
    side_ids, _ = _stack(c, "Adjacent", x2, bottom + 80, [(_old_card(d, m), None) for m in side], color="3")
    card_of = dict(zip([m.work for m in new + old + side], new_ids + old_ids + side_ids, strict=True))
    x3 = x2 + PAD + CARD_W + PAD + 100
    paths = list(d.sources)
    top = HEAD + _height(_checked(d), FILE_W) + GAP
    c.group("Source notes", x3, 0, PAD + FILE_W + PAD, top + len(paths) * (60 + GAP) + PAD - GAP)
    c.text(_checked(d), x3 + PAD, HEAD, FILE_W)
    files = {s: c.file(s, x3 + PAD, top + k * (60 + GAP)) for k, s in enumerate(paths)}
    for m in new:
        for s in m.sources:
            c.edge(files[s], "left", card_of[m.work], "right", "source")
    for e in d.entries:
        for i in e.items:
            c.edge(reg, "right", card_of[i], "left", "resolved" if e.resolved else "to verify")
    return c.dumps()


def _living(d: Doc) -> str:
    c = Canvas(d.stem)
    text = "\n".join([f"# {F.TOPIC}", f"Living document · version {W.iso(d.date)}",
                      f"Path: {F.living_path(EXT)}"])  # fmt: skip
    c.text(text, 0, 0, 560, color="6")
    y = 0
    x = 700
    for k in d.sections:
        ms = [m for m in d.mentions if m.section == k]
        label = W.section_en(d, k)
        if not ms:
            c.group(label, x, y, PAD + CARD_W + PAD, 160)
            c.text("_Nothing anchored yet._", x + PAD, y + HEAD, CARD_W)
            y += 160 + 80
            continue
        cards = [(_old_card(d, m), None) for m in ms]
        width = PAD + CARD_W + GAP + FILE_W + PAD
        cy = y + HEAD
        rows = []
        for t, _ in cards:
            rows.append((cy, t))
            cy += max(_height(t, CARD_W), 60 * 2) + GAP
        c.group(label, x, y, width, cy - y + PAD - GAP)
        for (ry, t), m in zip(rows, ms, strict=True):
            cid, _h = c.text(t, x + PAD, ry, CARD_W)
            for j, s in enumerate(m.sources):
                fid = c.file(s, x + PAD + CARD_W + GAP, ry + j * (60 + GAP))
                c.edge(cid, "right", fid, "left", "card")
        y = cy + PAD - GAP + 80
    return c.dumps()


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
