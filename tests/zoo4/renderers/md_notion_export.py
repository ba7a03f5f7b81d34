"""Markdown as Notion exports a database page: the page's properties as a Property | Value table
at the top, callouts as blockquotes with an emoji and bold labels, toggles as list items whose
children are indented, dates written "December 9, 2026"."""

from __future__ import annotations

from datetime import datetime

from .. import facts
from ..facts import Doc, Mention
from . import _common as c

EXT = "md"
STATUS_EMOJI = {"new": "🆕", "anchored": "⚓", "carried-over": "↪️", "not-anchored": "⏳", "adjacent": "🔗",
                "candidate": "🔗"}  # fmt: skip
RISK_EMOJI = {"high": "🚨", "medium": "⚠️", "low": "💬"}


def _when(stamp: str) -> str:
    """2026-12-08 22:00 -> December 8, 2026 10:00 PM (Notion's date-time property)"""
    t = datetime.strptime(stamp, "%Y-%m-%d %H:%M")
    hour = t.hour % 12 or 12
    return f"{c.long_date(t.date())} {hour}:{t.minute:02d} {'PM' if t.hour >= 12 else 'AM'}"


def _status(m: Mention) -> str:
    if m.status == "anchored":
        return f"Anchored on {c.long_date(m.anchored_on)}"
    if m.status == "carried-over" and m.anchored_on:
        return f"Carried over (anchored {c.long_date(m.anchored_on)})"
    return {"new": "NET-new", "carried-over": "Carried over", "not-anchored": "Not yet anchored",
            "adjacent": "Adjacent", "candidate": "Candidate"}[m.status]  # fmt: skip


def _link(m: Mention) -> str:
    w = facts.work(m)
    return f"[{w.arxiv}]({c.abs_url(w.arxiv)})" if w.arxiv else f"[{w.url}]({w.url})"


def _props(rows: list[tuple[str, str]]) -> list[str]:
    return ["| Property | Value |", "| --- | --- |"] + [f"| {k} | {v} |" for k, v in rows] + [""]


def _toggle(m: Mention, d: Doc) -> list[str]:
    w = facts.work(m)
    L = [f"- {STATUS_EMOJI[m.status]} {w.name}", f"    - **{'arXiv' if w.arxiv else 'Link'}:** {_link(m)}"]
    if m.section:
        L.append(f"    - **Section:** §{m.section} {d.sections[m.section]}")
    L.append(f"    - **Status:** {_status(m)}")
    L += [f"    - **{c.cap(f.metric)}:** {c.fig(f)}" for f in m.figures]
    return L + [f"    - {c.cap(m.point)}"]


def _brief(d: Doc) -> list[str]:
    L = [f"# {c.cap(facts.TOPIC)} brief — {c.long_date(d.date)}", ""]
    rows = [("Topic", facts.TOPIC), ("Author", d.instance), ("Date", c.long_date(d.date)),
            ("Window", f"{_when(d.window[0])} → {_when(d.window[1])}"),
            ("Baseline", f"{facts.living_path(EXT)} ({c.long_date(d.baseline)})")]  # fmt: skip
    rows += [(c.cap(k.replace("-", " ").replace("arxiv", "arXiv ids")), str(v)) for k, v in d.counts.items()]
    L += _props(rows)
    L += [f"> 💡 **Summary:** {c.count_phrase(d)}.", ""]
    L += ["## Sources checked", ""] + [f"- {s}" for s in d.sources] + [""]
    L += ["## Increments", ""]
    for m in c.increments(d):
        w = facts.work(m)
        L += [f"### {w.name}", ""]
        L += [f"> {STATUS_EMOJI['new']} **Status:** NET-new · **Section:** §{m.section} {d.sections[m.section]} · "
              f"**Confidence:** {c.cap(m.confidence)}", ""]  # fmt: skip
        L += [f"- **{'arXiv' if w.arxiv else 'Link'}:** {_link(m)}", f"- **Key point:** {c.cap(m.point)}"]
        L += [f"- **{c.cap(f.metric)}:** {c.fig(f)}" for f in m.figures]
        L += [f"- **Sources:** {', '.join(m.sources)}", ""]
    L += ["## Carried over", ""]
    for m in c.carried(d):
        L += _toggle(m, d)
    L.append("")
    if c.adjacent(d):
        L += ["## Adjacent & candidates", ""]
        for m in c.adjacent(d):
            L += _toggle(m, d)
        L.append("")
    L += ["## To verify", ""]
    for e in d.entries:
        state = "✅ Resolved" if e.resolved else "Open"
        L += [f"> {RISK_EMOJI[e.risk]} **Risk: {c.cap(e.risk)}** · **{state}**", ">", f"> {e.sentence}", ">",
              f"> **Concerns:** {c.item_names(e)}", ""]  # fmt: skip
    L += ["## arXiv ids", "", f"**New:** {', '.join(d.new_ids)}", "", "**Carried over:**", ""]
    L += [f"- {c.carried_id_line(m, d)}" for m in facts.carried_ids(d)] + [""]
    return L


def _living(d: Doc) -> list[str]:
    L = [f"# {c.cap(facts.TOPIC)} — living knowledge document", ""]
    L += _props([("Topic", facts.TOPIC), ("Last edited", c.long_date(d.date)), ("Type", "Living document")])
    for number, name, ms in c.by_section(d):
        L += [f"## §{number} {name}", ""]
        if not ms:
            L += ["*Nothing anchored yet.*", ""]
            continue
        for m in ms:
            L += _toggle(m, d) + [f"    - **Card:** {', '.join(m.sources)}"]
        L.append("")
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d))
