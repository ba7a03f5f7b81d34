"""Org-mode as an Emacs user keeps a daily brief: #+ keywords, headlines tagged :new: :anchored:
:carried: :adjacent:, anchoring as a CLOSED timestamp, the register as TODO/DONE headlines with
SCHEDULED dates, figures in org tables and key points in #+begin_quote blocks."""

from __future__ import annotations

from datetime import date, datetime

from .. import facts
from ..facts import Doc, Mention
from . import _common as c

EXT = "org"
TAG = {"new": "new", "anchored": "anchored", "carried-over": "carried", "not-anchored": "not_anchored",
       "adjacent": "adjacent", "candidate": "candidate"}  # fmt: skip
PRIORITY = {"high": "A", "medium": "B", "low": "C"}


def ts(d: date, active: bool = False, clock: str | None = None) -> str:
    body = f"{d.isoformat()} {d.strftime('%a')}" + (f" {clock}" if clock else "")
    return f"<{body}>" if active else f"[{body}]"


def _stamp(s: str) -> str:
    t = datetime.strptime(s, "%Y-%m-%d %H:%M")
    return ts(t.date(), clock=t.strftime("%H:%M"))


def _headline(stars: str, title: str, tags: list[str]) -> str:
    tagtext = ":" + ":".join(tags) + ":"
    return f"{stars} {title}".ljust(max(len(stars) + len(title) + 2, 77 - len(tagtext))) + tagtext


def _link(m: Mention) -> str:
    w = facts.work(m)
    return f"[[{c.abs_url(w.arxiv)}][arXiv:{w.arxiv}]]" if w.arxiv else f"[[{w.url}][{w.kind}]]"


def _work(m: Mention, d: Doc) -> list[str]:
    w = facts.work(m)
    title = w.name + (f" — §{m.section} {d.sections[m.section]}" if m.section else "")
    L = [_headline("**", title, [TAG[m.status]])]
    if m.anchored_on:
        L.append(f"   CLOSED: {ts(m.anchored_on)}")
    L += ["   :PROPERTIES:"]
    L += [f"   :ARXIV: {w.arxiv}"] if w.arxiv else [f"   :URL: {w.url}"]
    if m.confidence:
        L.append(f"   :CONFIDENCE: {m.confidence}")
    L += ["   :END:", f"   {_link(m)}"]
    if m.status == "not-anchored":
        L.append("   Not yet anchored in the living document.")
    if m.sources:
        L += ["   Sources:"] + [f"   - [[file:{s}]]" for s in m.sources]
    if m.figures:
        L += ["   | metric | value |", "   |--------+-------|"] + [f"   | {f.metric} | {c.fig(f)} |" for f in m.figures]
    return L + ["   #+begin_quote", f"   {c.cap(m.point)}.", "   #+end_quote", ""]


def _brief(d: Doc) -> list[str]:
    L = [f"#+TITLE: {facts.TOPIC} daily brief {d.date.isoformat()}", f"#+AUTHOR: {d.instance}"]
    L += [f"#+DATE: {ts(d.date, active=True)}", f"#+FILETAGS: :{facts.TOPIC}:brief:", ""]
    L += [_headline("*", "Header", ["meta"])]
    L += [f"  - Window :: {_stamp(d.window[0])}--{_stamp(d.window[1])}"]
    L += [f"  - Baseline :: [[file:{facts.living_path(EXT)}]] (version {ts(d.baseline)})"]
    L += [f"  - Declared :: {c.count_phrase(d)}", ""]
    L += ["* Sources checked"] + [f"  - [[file:{s}]]" for s in d.sources] + [""]
    L += ["* Increments"]
    for m in c.increments(d):
        L += _work(m, d)
    L += ["* Carried over and anchored"]
    for m in c.carried(d):
        L += _work(m, d)
    if c.adjacent(d):
        L += ["* Adjacent and candidates"]
        for m in c.adjacent(d):
            L += _work(m, d)
    L += ["* To verify"]
    for e in d.entries:
        kw = "DONE" if e.resolved else "TODO"
        L.append(_headline("**", f"{kw} [#{PRIORITY[e.risk]}] {e.text} ({c.item_names(e)})", [f"risk_{e.risk}"]))
        L.append(
            f"   CLOSED: {ts(d.date, clock='10:15')}" if e.resolved else f"   SCHEDULED: {ts(d.date, active=True)}"
        )
        L += [f"   Risk: {e.risk}. {e.sentence}", ""]
    L += ["* arXiv ids", "  - New :: " + ", ".join(d.new_ids), "  - Carried over ::"]
    L += [f"    - {c.carried_id_line(m, d)}" for m in facts.carried_ids(d)]
    L += ["", f"# {d.instance}, {d.window[1]}: {c.count_phrase(d)}", ""]
    return L


def _living(d: Doc) -> list[str]:
    L = [f"#+TITLE: {facts.TOPIC} — living knowledge document", f"#+DATE: {ts(d.date, active=True)}"]
    L += [f"#+FILETAGS: :{facts.TOPIC}:living:", ""]
    for number, name, ms in c.by_section(d):
        L.append(f"* §{number} {name}")
        if not ms:
            L += ["  /Nothing anchored yet./", ""]
        for m in ms:
            w = facts.work(m)
            L += [_headline("**", w.name, ["anchored"]), f"   CLOSED: {ts(m.anchored_on)}", "   :PROPERTIES:"]
            L += [f"   :ARXIV: {w.arxiv}", f"   :CARD: [[file:{m.sources[0]}]]", "   :END:", f"   {_link(m)}"]
            L += ["   | metric | value |", "   |--------+-------|"] + [
                f"   | {f.metric} | {c.fig(f)} |" for f in m.figures
            ]
            L += ["   #+begin_quote", f"   {c.cap(m.point)}.", "   #+end_quote", ""]
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d))
