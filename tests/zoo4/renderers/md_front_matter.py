"""A static-site content file (Eleventy / Hugo habit): YAML front matter holds the data (header,
counts, sources, a works: list with each work's status, section, figures and sources, the
register), the Markdown body is a few sentences of prose."""

from __future__ import annotations

import json

from .. import facts
from ..facts import Doc, Mention
from . import _common as c

EXT = "md"


def _q(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)  # a YAML double-quoted scalar


def _work(m: Mention, living: bool = False) -> list[str]:
    w = facts.work(m)
    L = [f"  - name: {_q(w.name)}"]
    L += [f"    arxiv: {_q(w.arxiv)}"] if w.arxiv else [f"    url: {w.url}", f"    type: {w.kind}"]
    if not living:
        L.append(f"    status: {m.status}")
    if m.section:
        L.append(f"    section: {_q(m.section)}")
    if m.anchored_on:
        L.append(f"    anchored_on: {m.anchored_on.isoformat()}")
    if m.confidence:
        L.append(f"    confidence: {m.confidence}")
    if m.sources:
        L += [f"    {'card' if living else 'sources'}:"] + [f"      - {s}" for s in m.sources]
    if m.figures:
        L.append("    figures:")
        L += [f"      - {{ metric: {_q(f.metric)}, value: {f.text}, unit: {_q(f.unit)} }}" for f in m.figures]
    return L + [f"    note: {_q(m.point)}"]


def _sections(d: Doc) -> list[str]:
    return ["sections:"] + [f"  {_q(k)}: {_q(v)}" for k, v in d.sections.items()]


def _brief(d: Doc) -> list[str]:
    L = ["---", f"title: {_q(f'{facts.TOPIC} brief {d.date.isoformat()}')}", f"date: {d.date.isoformat()}"]
    L += [f"author: {d.instance}", f"topic: {facts.TOPIC}", "tags: [brief, " + facts.TOPIC + "]"]
    L += ["window:", f"  start: {_q(d.window[0])}", f"  end: {_q(d.window[1])}"]
    L += ["baseline:", f"  path: {facts.living_path(EXT)}", f"  version: {d.baseline.isoformat()}"]
    L += ["counts:"] + [f"  {k.replace('-', '_')}: {v}" for k, v in d.counts.items()]
    L += ["sources_checked:"] + [f"  - {s}" for s in d.sources]
    L += _sections(d) + ["works:"]
    for m in d.mentions:
        L += _work(m)
    L.append("register:")
    for e in d.entries:
        L += [f"  - text: {_q(e.sentence)}", f"    items: [{', '.join(_q(facts.WORKS[i].name) for i in e.items)}]"]
        L += [f"    risk: {e.risk}", f"    resolved: {'true' if e.resolved else 'false'}"]
    L += ["arxiv_new: [" + ", ".join(_q(i) for i in d.new_ids) + "]", "---", ""]
    new = c.increments(d)
    lead = new[0]
    L.append(f"{c.cap(c.word(len(new)))} increments today; {facts.work(lead).name} leads "
             f"({lead.point}, §{lead.section}).")  # fmt: skip
    opened = [e for e in d.entries if not e.resolved]
    if opened:
        L.append(f"Still open in the register: {'; '.join(e.text + ' (' + c.item_names(e) + ')' for e in opened)}.")
    closed = [e for e in d.entries if e.resolved]
    if closed:
        L.append(f"Closed today: {'; '.join(e.text + ' (' + c.item_names(e) + ')' for e in closed)}.")
    return L + ["", f"— {d.instance}", ""]


def _living(d: Doc) -> list[str]:
    L = ["---", f"title: {_q(f'{facts.TOPIC}: living knowledge document')}", f"date: {d.date.isoformat()}"]
    L += [f"topic: {facts.TOPIC}", "layout: living"] + _sections(d) + ["works:"]
    for m in d.mentions:
        L += _work(m, living=True)
    L += ["---", ""]
    L.append(f"The {facts.TOPIC} living document: every work anchored by the nightly relay, by section. "
             "Sections without works have nothing anchored yet.")  # fmt: skip
    return L + [""]


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d))
