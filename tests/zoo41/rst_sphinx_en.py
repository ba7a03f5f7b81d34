"""The brief as a page of a Sphinx project, English reStructuredText (`.rst`).

Written from the reStructuredText specification and Sphinx's documentation of what a project's
pages use: a label (`.. _name:`) before the title, the title with an overline and underline, a
docinfo field list (`:author:`, `:date:` and the project's own fields) right after it, `.. meta::`,
section titles underlined (`=`, `-`), field lists, `.. list-table::` with `:header-rows: 1` and
`:widths:`, `.. admonition::` and `.. warning::` directives, Sphinx's `:ref:` and `:doc:` roles,
`` `text <url>`_ `` hyperlinks, inline literals, auto-numbered footnotes (`[#]_`) and
auto-enumerated lists (`#.`).
"""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "rst"
LANG = "en"


def _title(text: str, ch: str, over: bool = False) -> list[str]:
    rule = ch * (len(text) + 2)
    return [rule, text, rule, ""] if over else [text, rule, ""]


def _lit(s: str) -> str:
    return f"``{s}``"


def _link(m: Mention) -> str:
    w = F.work(m)
    text = f"arXiv:{w.arxiv}" if w.arxiv else f"{w.name} {W.KIND_EN[w.kind]}"
    return f"`{text} <{W.url(m)}>`_"


def _label(d: Doc, part: str) -> str:
    return f"brief-{W.iso(d.date)}-{part}" if d.kind == "brief" else f"{F.TOPIC}-{part}"


def _living(d: Doc) -> str:
    L = [f".. _{F.TOPIC}:", "", *_title(f"Living document: {F.TOPIC}", "=", over=True)]
    L += [":author: knowledge desk", f":date: {W.iso(d.date)}", f":topic: {F.TOPIC}", ":status: living document", ""]
    L += [".. meta::", f"   :description: The living document on {F.TOPIC}, version {W.iso(d.date)}", ""]
    L += ["Every daily brief starts from this page. Anchored items are listed under their sections.", ""]
    for k in d.sections:
        L += [f".. _{_label(d, k.replace('.', '-'))}:", "", *_title(W.section_en(d, k), "=")]
        ms = [m for m in d.mentions if m.section == k]
        if not ms:
            L += ["*No items yet.*", ""]
        for m in ms:
            L += _title(W.label(m), "-")
            L += [f":Status: {W.carried_en(m)}", f":Link: {_link(m)}"]
            L += [f":Paper card: {', '.join(_lit(s) for s in m.sources)}", ""]
            L += [W.sentence(m.point), "", *(f"* {W.fig_en(f)}" for f in m.figures), ""]
    return "\n".join(L).rstrip("\n") + "\n"


def _brief(d: Doc) -> str:
    new, old, side = F.groups(d)
    living = F.living_path(EXT).removesuffix(".rst")
    L = [f".. _{_label(d, 'top')}:", "", *_title(f"Daily brief: {F.TOPIC}, {W.long_en(d.date)}", "=", over=True)]
    L += [f":author: {d.instance}", f":date: {W.iso(d.date)}", f":topic: {F.TOPIC}"]
    L += [f":window: {d.window[0]} to {d.window[1]}", f":handover: {d.instance}, {F.HANDOVER}"]
    L += [f":baseline: {_lit(F.living_path(EXT))} (version {W.iso(d.baseline)})", ""]
    L += [".. meta::", f"   :description: Daily brief on {F.TOPIC} for {W.long_en(d.date)}"]
    L += [f"   :keywords: {F.TOPIC}, daily brief, {d.instance}", ""]
    L += [f"This brief starts from :doc:`the living document </{living}>` as of {W.iso(d.baseline)}; "
          f"open questions are under :ref:`{_label(d, 'register')}`.", ""]  # fmt: skip
    L += [f":Counts: {W.counts_en(d.counts)} [#]_", f":New arXiv IDs: {', '.join(d.new_ids)}", ""]
    L += [".. [#] Counted by the instance when the brief was written.", ""]
    L += [f".. _{_label(d, 'new')}:", "", *_title(f"NET-new ({len(new)})", "=")]
    for k, m in enumerate(new, 1):
        L += _title(f"{k}. {W.label(m)}", "-")
        L += [f":Section: {W.section_en(d, m.section)}", f":Confidence: {m.confidence}", f":Link: {_link(m)}"]
        L += [f":Sources: {', '.join(_lit(s) for s in m.sources)}", ""]
        L += [W.sentence(m.point), "", *(f"* {W.fig_en(f)}" for f in m.figures), ""]
    L += [f".. _{_label(d, 'carried')}:", "", *_title(f"Carried over and anchored ({len(old)})", "=")]
    L += [".. list-table:: Carried over and anchored items", "   :header-rows: 1", "   :widths: 25 25 20 15 40", ""]
    L += ["   * - Item", "     - Section", "     - Status", "     - Figures", "     - Note"]
    for m in old:
        figs = "; ".join(W.fig_en(f) for f in m.figures) or "none"
        L += [f"   * - {W.label(m)}", f"     - {W.section_en(d, m.section)}", f"     - {W.carried_en(m)}"]
        L += [f"     - {figs}", f"     - {W.sentence(m.point)}"]
    L += ["", f".. _{_label(d, 'adjacent')}:", "", *_title(f"Adjacent ({len(side)})", "=")]
    for m in side:
        L.append(f"* **{W.label(m)}**, {W.STATUS_EN[m.status]}: {W.sentence(m.point)}")
    L += ["", f".. _{_label(d, 'register')}:", "", *_title("To verify", "=")]
    for e in d.entries:
        if e.resolved:
            L += [f".. admonition:: Resolved (risk {e.risk})", "   :class: note", ""]
        elif e.risk == "high":
            L += [".. warning::", ""]
        else:
            L += [f".. admonition:: Open (risk {e.risk})", "   :class: attention", ""]
        state = "resolved" if e.resolved else "open"
        L += [f"   Risk {e.risk}, {state}: {e.sentence}.", ""]
    L += [f".. _{_label(d, 'sources')}:", "", *_title("Sources read", "=")]
    L += [f"#. {_lit(s)}" + (" (empty)" if s in d.empty_sources else "") for s in d.sources]
    L += ["", f"*Hand-over from {d.instance}, {F.HANDOVER}.*"]
    return "\n".join(L) + "\n"


def render(d: Doc) -> str:
    return _living(d) if d.kind == "living" else _brief(d)
