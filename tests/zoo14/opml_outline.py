"""An OPML 2.0 outline, as an outliner (OmniOutliner, Workflowy, Dynalist) exports one: a <head>
with title, dateCreated, dateModified and ownerName, and a body of nested <outline> elements
whose `text` is the line the user typed and `_note` the note under it. Each item is a node with
its fields as child nodes; a closed to-verify entry is ticked off (`_complete="true"`, as
Workflowy writes it); links are `type="link"` nodes with a `url`."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from tests.zoo4.facts import Doc, Entry, Mention

from . import facts as F
from . import wording as W

EXT = "opml"
LANG = "en"


def _node(parent: ET.Element, text: str, note: str | None = None, **attrs: str) -> ET.Element:
    el = ET.SubElement(parent, "outline", {"text": text})
    if note:
        el.set("_note", note)
    for k, v in attrs.items():
        el.set(k, v)
    return el


def _link(parent: ET.Element, m: Mention) -> None:
    w = F.work(m)
    text = f"arXiv {w.arxiv}" if w.arxiv else f"{w.kind.capitalize()} page"
    _node(parent, text, type="link", url=W.url(m))


def _sources(parent: ET.Element, d: Doc, paths: list[str] | tuple[str, ...], title: str = "Sources") -> None:
    node = _node(parent, title)
    for s in paths:
        _node(node, W.source_note_en(d, s))


def _item(parent: ET.Element, d: Doc, m: Mention) -> None:
    node = _node(parent, W.label(m), m.point)
    if m.status == F.NEW:
        _node(node, f"Status: {W.STATUS_EN['new']}")
    elif m.status in F.CARRIED:
        _node(node, f"Status: {W.carried_en(m, lambda x: x.isoformat())}")
    else:
        _node(node, f"Status: {W.STATUS_EN[m.status]}")
    if m.section:
        _node(node, f"Section: {W.section_en(d, m.section)}")
    _link(node, m)
    for f in m.figures:
        _node(node, f"Figure: {W.fig_en(f)}")
    if m.confidence:
        _node(node, f"Confidence: {W.CONFIDENCE_EN[m.confidence]}")
    if m.sources:
        _sources(node, d, m.sources)


def _entry(parent: ET.Element, e: Entry) -> None:
    names = ", ".join(F.WORKS[i].name for i in e.items)
    note = f"{W.RISK_EN[e.risk].capitalize()} · concerns {names}"
    attrs = {"_complete": "true"} if e.resolved else {}
    node = _node(parent, e.sentence, note, **attrs)
    _node(node, "State: resolved" if e.resolved else "State: open")


def _head(root: ET.Element, title: str, d: Doc, owner: str) -> None:
    head = ET.SubElement(root, "head")
    ET.SubElement(head, "title").text = title
    ET.SubElement(head, "dateCreated").text = W.rfc822(d.date, "21:40")
    ET.SubElement(head, "dateModified").text = W.rfc822(d.date, "22:05")
    ET.SubElement(head, "ownerName").text = owner


def _brief(body: ET.Element, d: Doc) -> None:
    new, carried, side = F.groups(d)
    _node(body, f"Window: {d.window[0]} → {d.window[1]}")
    base = F.living_path(EXT)
    _node(body, f"Baseline: {base} (version {d.baseline.isoformat()})")
    _node(body, f"Declared: {W.counts_en(d.counts)}")
    src = _node(body, f"Sources checked ({len(d.sources)})")
    for s in d.sources:
        _node(src, W.source_note_en(d, s))
    group = _node(body, f"NET-new increments ({len(new)})")
    for m in new:
        _item(group, d, m)
    group = _node(body, f"Carried over ({len(carried)})")
    for m in carried:
        _item(group, d, m)
    if side:
        group = _node(body, f"Adjacent candidates ({len(side)})")
        for m in side:
            _item(group, d, m)
    group = _node(body, f"To verify ({len(d.entries)})", "contradictions and claims still to check")
    for e in d.entries:
        _entry(group, e)
    ids = _node(body, "arXiv IDs")
    _node(ids, f"NET-new: {', '.join(d.new_ids)}")
    kept = [f"{m.work} ({W.carried_en(m, lambda x: x.isoformat())}, §{m.section})" for m in carried if F.work(m).arxiv]
    _node(ids, f"Carried over: {'; '.join(kept)}")
    _node(body, f"Filed by {d.instance}, {d.date.isoformat()} 22:05")


def _living(body: ET.Element, d: Doc) -> None:
    _node(body, f"Version of {d.date.isoformat()}", "updated every night by the relay from the day's briefs")
    for num in d.sections:
        sec = _node(body, W.section_en(d, num))
        items = [m for m in d.mentions if m.section == num]
        if not items:
            _node(sec, "nothing anchored yet")
        for m in items:
            node = _node(sec, W.label(m), m.point)
            _node(node, f"Anchored {m.anchored_on.isoformat()}")
            _link(node, m)
            for f in m.figures:
                _node(node, f"Figure: {W.fig_en(f)}")
            _sources(node, d, m.sources, "Card")


def render(d: Doc) -> str:
    root = ET.Element("opml", {"version": "2.0"})
    if d.kind == "brief":
        _head(root, f"{F.TOPIC} brief {d.date.isoformat()}", d, d.instance)
    else:
        _head(root, f"{F.TOPIC}: living knowledge document", d, "relay")
    body = ET.SubElement(root, "body")
    (_brief if d.kind == "brief" else _living)(body, d)
    ET.indent(root, space="  ")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
