"""An OpenDocument text file (.odt), as a team writing its brief in LibreOffice Writer saves it:
title block, headings, a two-column field table per increment, tables for carried items and the
register. Built by pandoc from a Markdown draft this module writes; SOURCE_DATE_EPOCH keeps the
zip's timestamps fixed so the bytes are the same on every run."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from .. import facts
from ..facts import Doc, Mention
from . import _common as c

EXT = "odt"
EPOCH = "1796083200"  # 2026-12-01T00:00:00Z


def _link(m: Mention) -> str:
    w = facts.work(m)
    return f"[arXiv:{w.arxiv}]({c.abs_url(w.arxiv)})" if w.arxiv else f"[{w.kind}]({w.url})"


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    L = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    return L + ["| " + " | ".join(r) + " |" for r in rows] + [""]


def _meta(title: str, author: str | None, when: str) -> list[str]:
    L = ["---", f'title: "{title}"']
    if author:
        L.append(f'author: "{author}"')
    return L + [f'date: "{when}"', "---", ""]


def _increment(i: int, m: Mention, d: Doc) -> list[str]:
    w = facts.work(m)
    rows = [["Link", _link(m)], ["Section", f"§{m.section} {d.sections[m.section]}"], ["Status", "NET-new"]]
    rows += [[c.cap(f.metric), c.fig(f)] for f in m.figures]
    rows += [["Confidence", m.confidence], ["Sources", "; ".join(m.sources)]]
    return [f"## Increment {i}: {w.name}", "", c.cap(m.point) + ".", ""] + _table(["Field", "Value"], rows)


def _brief(d: Doc) -> list[str]:
    L = _meta(f"{facts.TOPIC} daily brief", d.instance, d.date.isoformat())
    L += ["# Header", ""]
    L += [
        f"Window: {d.window[0]} → {d.window[1]}  ",
        f"Baseline: {facts.living_path(EXT)}, version {d.baseline.isoformat()}  ",
    ]
    L += [f"Declared: {c.count_phrase(d)}", ""]
    L += ["# Sources checked", ""] + [f"- {s}" for s in d.sources] + [""]
    L += ["# Increments", ""]
    for i, m in enumerate(c.increments(d), 1):
        L += _increment(i, m, d)
    L += ["# Carried over and anchored", ""]
    rows = []
    for m in c.carried(d):
        figs = "; ".join(f"{f.metric} {c.fig(f)}" for f in m.figures)
        note = m.point + (f" ({figs})" if figs else "")
        rows.append([facts.work(m).name, _link(m), f"§{m.section} {d.sections[m.section]}", c.status_en(m), note])
    L += _table(["Work", "Link", "Section", "Status", "Note"], rows)
    L += ["# Adjacent and candidates", ""]
    L += [f"- **{facts.work(m).name}** ({_link(m)}), {m.status}: {m.point}" for m in c.adjacent(d)] + [""]
    L += ["# To verify", ""]
    rows = [[str(i), e.sentence, c.item_names(e), e.risk, "resolved" if e.resolved else "open"]
            for i, e in enumerate(d.entries, 1)]  # fmt: skip
    L += _table(["No.", "Claim", "Concerns", "Risk", "State"], rows)
    L += ["# arXiv ids", "", "New in this brief: " + ", ".join(d.new_ids), "", "Carried over:", ""]
    L += [f"1. {c.carried_id_line(m, d)}" for m in facts.carried_ids(d)] + [""]
    L += [f"*{d.instance}, {d.window[1]}: {c.count_phrase(d)}.*", ""]
    return L


def _living(d: Doc) -> list[str]:
    L = _meta(f"{facts.TOPIC}: living knowledge document", None, d.date.isoformat())
    for number, name, ms in c.by_section(d):
        L += [f"# §{number} {name}", ""]
        if not ms:
            L += ["*Nothing anchored yet.*", ""]
            continue
        rows = []
        for m in ms:
            figs = "; ".join(f"{f.metric} {c.fig(f)}" for f in m.figures)
            rows.append([facts.work(m).name, _link(m), m.anchored_on.isoformat(), m.point, figs, ", ".join(m.sources)])
        L += _table(["Work", "Link", "Anchored", "Key point", "Figures", "Card"], rows)
    return L


def draft(d: Doc) -> str:
    """The Markdown the .odt is made from."""
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d))


def render(d: Doc) -> bytes:
    import pypandoc

    old = os.environ.get("SOURCE_DATE_EPOCH")
    os.environ["SOURCE_DATE_EPOCH"] = EPOCH
    try:
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "brief.odt"
            pypandoc.convert_text(draft(d), "odt", format="markdown", outputfile=str(out))
            return out.read_bytes()
    finally:
        if old is None:
            del os.environ["SOURCE_DATE_EPOCH"]
        else:
            os.environ["SOURCE_DATE_EPOCH"] = old
