"""Pandoc-flavoured Markdown (.md), English, by someone who loves Pandoc's extensions: a YAML
metadata block (title, author, date, abstract), `{#sec-…}` heading identifiers, bracketed spans,
definition lists, footnotes for sources, a pipe table with a `Table:` caption, example lists for
adjacent items and fenced divs (`::: {.warning}`) for the register."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "md"
LANG = "en"


def _q(s: str) -> str:
    return '"' + s.replace('"', '\\"') + '"'


def _link(m: Mention) -> str:
    w = F.work(m)
    return f"[{w.arxiv}](https://arxiv.org/abs/{w.arxiv})" if w.arxiv else f"<{w.url}>"


def _ident(m: Mention) -> str:
    return "".join(c if c.isalnum() else "-" for c in F.work(m).name.lower())


def _yaml(d: Doc, title: str, author: str, abstract: str) -> list[str]:
    return ["---", f"title: {_q(title)}", f"author: {author}", f"date: {W.uk_date(d.date)}", "abstract: |",
            f"  {abstract}", f"topic: {F.TOPIC}", "lang: en-GB", "---", ""]  # fmt: skip


class _Notes:
    """Numbered footnotes, written at the end of the document."""

    def __init__(self) -> None:
        self.defs: list[str] = []

    def __call__(self, text: str) -> str:
        self.defs.append(f"[^{len(self.defs) + 1}]: {text}")
        return f"[^{len(self.defs)}]"


def _paths(paths: tuple[str, ...] | list[str]) -> str:
    return ", ".join(f"`{s}`" for s in paths)


def _new(d: Doc, n: int, m: Mention, note: _Notes) -> list[str]:
    w = F.work(m)
    head = f"{w.name} ({w.arxiv})" if w.arxiv else f"{w.name} ({w.kind})"
    L = [f"### {n}. {head} {{#{_ident(m)}}}", ""]
    L += [f"[{W.STATUS_EN['new']}]{{.status}} · suggested section {W.section_en(d, m.section)} · "
          f"confidence [{W.CONFIDENCE_EN[m.confidence]}]{{.confidence}}", ""]  # fmt: skip
    L += ["Key point", f":   {m.point[0].upper()}{m.point[1:]}.{note(f'Read in {_paths(m.sources)}.')}", ""]
    if m.figures:
        L += ["Figures", f":   {'; '.join(W.fig_en(f) for f in m.figures)}", ""]
    return L + ["Link", f":   {_link(m)}", ""]


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    note = _Notes()
    abstract = f"Daily brief on {F.TOPIC} by {d.instance}. Declared: {W.counts_en(d.counts)}."
    L = _yaml(d, f"{F.TOPIC} daily brief, {W.uk_date(d.date)}", d.instance, abstract)
    L += ["# Header {#sec-header}", "", "Window", f":   {d.window[0]} → {d.window[1]}", ""]
    L += ["Baseline", f":   `{F.living_path(EXT)}`, version of {W.uk_date(d.baseline)}", ""]
    L += ["Declared counts", f":   {W.counts_en(d.counts)}", ""]
    L += ["# Sources checked {#sec-sources}", ""]
    for s in d.sources:
        L.append(f"- `{s}` [empty]{{.empty}}: nothing on topic" if W.empty(d, s) else f"- `{s}`")
    L += ["", "# NET-new increments {#sec-new}", ""]
    for n, m in enumerate(new, 1):
        L += _new(d, n, m, note)
    L += ["# Carried over and anchored {#sec-carried}", ""]
    L += ["| Item | ID | Section | Status | Note |", "|:-----|:---|:--------|:-------|:-----|"]
    for m in carried:
        w = F.work(m)
        text = "; ".join([m.point] + [W.fig_en(f) for f in m.figures])
        status = W.carried_en(m, W.uk_short)
        L.append(f"| {w.name} | {_link(m)} | {W.section_en(d, m.section)} | [{status}]{{.status}} | {text} |")
    L += ["", f"Table: Items carried over from earlier briefs ({len(carried)}).", ""]
    if side:
        L += ["# Adjacent and candidates {#sec-adjacent}", ""]
        for m in side:
            L.append(f"(@{_ident(m)}) {F.work(m).name} ({_link(m)}), [{W.STATUS_EN[m.status]}]{{.status}}: {m.point}.")
        L.append("")
    L += ["# Contradictions and to-verify {#sec-register}", ""]
    for e in d.entries:
        kind, word = ("note", "Resolved") if e.resolved else ("warning", "To verify")
        L += [f'::: {{.{kind} risk="{e.risk}"}}', f"**{word}** ({W.RISK_EN[e.risk]}): {e.sentence}", ":::", ""]
    L += ["# Citable arXiv IDs {#sec-ids}", "", "NET-new in this brief", f":   {', '.join(d.new_ids)}", ""]
    for m in (m for m in carried if F.work(m).arxiv):
        L += [F.work(m).arxiv, f":   {W.carried_en(m, W.uk_short)}, {W.section_en(d, m.section)}", ""]
    L += [f"*Written by {d.instance}, {W.uk_date(d.date)} {d.window[1][11:]}.*", ""]
    return L + note.defs


def _living(d: Doc) -> list[str]:
    note = _Notes()
    L = _yaml(d, f"{F.TOPIC}: living document", "nightly relay", f"The {F.TOPIC} knowledge base, version of "
              f"{W.uk_date(d.date)}.")  # fmt: skip
    for num in d.sections:
        L += [f"# {W.section_en(d, num)} {{#sec-{num}}}", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += ["*No items yet.*", ""]
        for m in here:
            w = F.work(m)
            L += [f"## {w.name} {{#{_ident(m)}}}", ""]
            L += [f"[{W.carried_en(m, W.uk_short)}]{{.status}} · {_link(m)}", ""]
            L += ["Summary", f":   {m.point[0].upper()}{m.point[1:]}.{note(f'Paper card {_paths(m.sources)}.')}"]
            L += [f":   {W.fig_en(f)}" for f in m.figures] + [""]
    return L + note.defs


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
