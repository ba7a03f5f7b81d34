"""The brief kept as a todo.txt list (English, `.txt`), by the format's own rules: one task a
line; a done task starts `x `, its completion date and then its creation date; an open one may
start with a priority `(A)` and a creation date; `+project` and `@context` tags and
`key:value` add-ons (neither side with a colon or a space) anywhere after that. Every line
carries `+glacier-calving-detection` and `+brief` (or `+living`); the item lines are
prioritised A (NET-new, to verify), B (carried over) and C (adjacent); what is settled (an
anchored item, a source read, a resolved concern) is ticked off with the day it was done."""

from __future__ import annotations

from datetime import timedelta

from tests.zoo4.facts import Doc, Entry, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "en"
EMPTY = ", empty file"


def _tags(d: Doc, context: str, *addons: str) -> str:
    kind = "+brief" if d.kind == "brief" else "+living"
    return " ".join([f"+{F.TOPIC}", kind, f"@{context}", *[a for a in addons if a]])


def _open(d: Doc, pri: str | None, text: str) -> str:
    return f"{f'({pri}) ' if pri else ''}{W.iso(d.date)} {text}"


def _done(done, created, text: str) -> str:
    return f"x {W.iso(done)} {W.iso(created)} {text}"


def _label(m: Mention) -> str:
    """`QuakeSift 3307.51324 https://arxiv.org/abs/3307.51324`, or the kind for a non-paper."""
    w = F.work(m)
    return f"{w.name} {w.arxiv if w.arxiv else W.KIND_EN[w.kind]} {W.url(m)}"


def _figures(m: Mention) -> str:
    return "".join(f" {W.fig_en(f)}." for f in m.figures)


def _item(d: Doc, m: Mention, k: int = 0, of: int = 0) -> str:
    w = F.work(m)
    addons = [f"status:{W.STATUS_KEY[m.status]}", f"sec:{m.section}" if m.section else ""]
    if w.arxiv:
        addons.append(f"id:{w.arxiv}")
    if m.anchored_on:
        addons.append(f"anchored:{W.iso(m.anchored_on)}")
    if m.confidence:
        addons.append(f"conf:{m.confidence}")
    addons += [f"{'card' if s.startswith('paper_cards/') else 'src'}:{s}" for s in m.sources]
    if m.status == "new":
        head = f"NET-new {k}/{of} {_label(m)}"
        return _open(d, "A", f"{head} {W.sentence(m.point)}{_figures(m)} {_tags(d, 'net-new', *addons)}")
    if m.status in F.CARRIED:
        where = "carried" if d.kind == "brief" else "anchored"
        text = f"{_label(m)} {W.carried_en(m)}. {W.sentence(m.point)}{_figures(m)} {_tags(d, where, *addons)}"
        if m.status == "anchored":  # merged into the living document: ticked off that day
            return _done(m.anchored_on, m.anchored_on, text)
        return _open(d, "B", text)
    text = f"{_label(m)} {W.STATUS_EN[m.status]}. {W.sentence(m.point)} {_tags(d, 'adjacent', *addons)}"
    return _open(d, "C", text)


def _entry(d: Doc, e: Entry) -> str:
    text = f"Verify, risk {e.risk}. {W.sentence(e.sentence)} {_tags(d, 'verify', f'risk:{e.risk}')}"
    if e.resolved:  # raised the day before, ticked off today
        return _done(d.date, d.date - timedelta(days=1), text)
    return _open(d, "A", f"{text} due:{W.iso(d.date + timedelta(days=1))}")


def _brief(d: Doc) -> list[str]:
    new, old, side = F.groups(d)
    base = F.living_path(EXT)
    head = (f"Daily brief {F.TOPIC} {W.iso(d.date)} by {d.instance}, hand-over window {d.window[0]} to "
            f"{d.window[1]}, baseline version {W.iso(d.baseline)}")  # fmt: skip
    L = [_open(d, "A", f"{head} {_tags(d, d.instance, f'baseline:{base}', f'due:{W.iso(d.date)}')}")]
    L += [_open(d, None, f"{W.section_en(d, k)} {_tags(d, 'sections', f'sec:{k}')}") for k in d.sections]
    L += [_item(d, m, k, len(new)) for k, m in enumerate(new, 1)]
    L += [_item(d, m) for m in old + side]
    L += [_entry(d, e) for e in d.entries]
    L.append(_open(d, None, f"New arXiv IDs {', '.join(d.new_ids)} {_tags(d, 'ids')}"))
    L.append(_open(d, None, f"Counts {W.counts_en(d.counts)} {_tags(d, 'counts')}"))
    for s in d.sources:
        L.append(_done(d.date, d.date, f"Read {s}{EMPTY if W.empty(d, s) else ''} {_tags(d, 'sources')}"))
    return L


def _living(d: Doc) -> list[str]:
    L = [_open(d, None, f"Living document {F.TOPIC}, version {W.iso(d.date)} {_tags(d, 'version')}")]
    for k in d.sections:
        L.append(_open(d, None, f"{W.section_en(d, k)} {_tags(d, 'sections', f'sec:{k}')}"))
        L += [_item(d, m) for m in d.mentions if m.section == k]
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
