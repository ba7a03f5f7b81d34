"""A brief as a pipeline emits it in JSON: one object written with Python's
`json.dumps(obj, indent=2, ensure_ascii=False)` and a final newline, as a generator does (RFC 8259
text, UTF-8, non-ASCII such as `×` and `§` left as it is); the brief's metadata first, then its
sections, counts, the sources it read, the items as an array of objects (figures as objects,
`null` where a field has no value), the to-verify register and the id lists. The living document
is written by the same generator as JSON too."""

from __future__ import annotations

import json
from typing import Any

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "json"
LANG = "en"
GENERATOR = {"name": "relay-digest", "version": "0.14.2"}
READ = "read"
EMPTY = "empty"
EMPTY_NOTE = "nothing on this topic today"


def _item(d: Doc, m: Mention) -> dict[str, Any]:
    w = F.work(m)
    return {
        "name": w.name,
        "kind": w.kind,
        "arxiv": w.arxiv,
        "url": W.url(m),
        "status": W.STATUS_JSON[m.status],
        "section": {"id": m.section, "title": d.sections[m.section]} if m.section else None,
        "anchored_on": W.iso(m.anchored_on) if m.anchored_on else None,
        "confidence": m.confidence,
        "summary": W.sentence(m.point),
        "figures": [W.fig_json(f) for f in m.figures],
        "sources": list(m.sources),
    }


def _source(d: Doc, s: str) -> dict[str, str]:
    if W.empty(d, s):
        return {"path": s, "status": EMPTY, "note": EMPTY_NOTE}
    return {"path": s, "status": READ}


def _brief(d: Doc) -> dict[str, Any]:
    new, old, side = F.groups(d)
    return {
        "schema": "relay-brief/3",
        "generator": GENERATOR,
        "generated_at": f"{W.iso(d.date)}T{F.HANDOVER}:07",
        "title": f"{F.TOPIC} daily brief",
        "topic": F.TOPIC,
        "date": W.iso(d.date),
        "author": {"instance": d.instance},
        "window": {"start": W.local_dt(d.window[0]), "end": W.local_dt(d.window[1])},
        "baseline": {"path": F.living_path(EXT), "version": W.iso(d.baseline)},
        "sections": dict(d.sections),
        "counts": W.counts_json(d.counts),
        "sources_checked": [_source(d, s) for s in d.sources],
        "items": [_item(d, m) for m in new + old + side],
        "to_verify": [
            {
                "id": f"V{k}",
                "summary": f"{e.sentence}.",
                "items": list(e.items),
                "risk": e.risk,
                "status": "resolved" if e.resolved else "open",
            }
            for k, e in enumerate(d.entries, 1)
        ],
        "arxiv_ids": {
            "net_new": list(d.new_ids),
            "carried_over": [
                {"id": F.work(m).arxiv, "anchored_on": W.iso(m.anchored_on) if m.anchored_on else None}
                for m in old
                if F.work(m).arxiv
            ],
        },
        "handover": {"instance": d.instance, "at": F.HANDOVER},
    }


def _living(d: Doc) -> dict[str, Any]:
    def entry(m: Mention) -> dict[str, Any]:
        w = F.work(m)
        return {
            "name": w.name,
            "arxiv": w.arxiv,
            "url": W.url(m),
            "anchored_on": W.iso(m.anchored_on),
            "summary": W.sentence(m.point),
            "figures": [W.fig_json(f) for f in m.figures],
            "sources": list(m.sources),
        }

    return {
        "schema": "relay-living/3",
        "generator": GENERATOR,
        "topic": F.TOPIC,
        "path": F.living_path(EXT),
        "version": W.iso(d.date),
        "sections": [
            {"id": k, "title": name, "items": [entry(m) for m in d.mentions if m.section == k]}
            for k, name in d.sections.items()
        ],
    }


def render(d: Doc) -> str:
    obj = _brief(d) if d.kind == "brief" else _living(d)
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"
