"""A Gemini capsule page in gemtext (`.gmi`, text/gemini), English: the brief as its writer
publishes it on the relay's capsule. Gemtext is line-oriented and has no inline markup: every line
is one of text (a whole paragraph, left to the client to wrap), a link line `=> URL label` (one
link a line, the URL relative to the page or absolute), a heading `#`/`##`/`###`, a list item
`* `, a quote line `>`, or a preformatting toggle ```` ``` ```` whose opening line carries alt text.

The brief: a prose paragraph with the writer, window and baseline (then a link line to the living
document), the declared counts a line of text, the sources `*` items; each NET-new item a `###`
heading, its point a paragraph, its link a link line and its fields `*` items; each carried item a
link line followed by one line of text; the adjacent items `*` items, each followed by its link
line; the register quote lines; the carried arXiv ids an ASCII table inside a preformatted block
(alt text naming it); the handover a line, then the capsule's footer links. The living document
is a page of the same capsule, a `##` heading a section and a `###` heading an item."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "gmi"
LANG = "en"

S = W.STATUS_EN
CAPSULE = "gemini://relay.example.org"


def link(target: str, text: str = "") -> str:
    """A link line: `=>`, a space, the URL, and the label after a space (when there is one)."""
    return f"=> {target} {text}" if text else f"=> {target}"


def named(m: Mention) -> str:
    """`ImpedanceFlow (arXiv:3212.56792)`, `CellSim 4 (software release)`."""
    return f"{F.work(m).name} ({W.label(m)})"


def grid(head: list[str], rows: list[list[str]]) -> list[str]:
    """An ASCII table as a monospace font shows it: `+---+` rules, `| cell |` rows."""
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]
    rule = "+" + "+".join("-" * (w + 2) for w in widths) + "+"

    def row(cells: list[str]) -> str:
        return "|" + "|".join(f" {c.ljust(w)} " for c, w in zip(cells, widths, strict=True)) + "|"

    return [rule, row(head), rule.replace("-", "="), *[row(r) for r in rows], rule]


def item(d: Doc, n: int, m: Mention) -> list[str]:
    L = [f"### {n}. {F.work(m).name}", "", W.sentence(m.point), "", link(W.url(m), named(m))]
    L += [f"* Status: {S['new']}, suggested for {W.section_en(d, m.section)}",
          f"* Confidence: {W.CONFIDENCE_EN[m.confidence]}"]  # fmt: skip
    L += [f"* {W.fig_en(f)}" for f in m.figures]
    return L + ["* Read in: " + ", ".join(m.sources), ""]


def carried(d: Doc, m: Mention) -> list[str]:
    said = "".join(f" Reported {f.metric}: {W.value_en(f)}." for f in m.figures)
    return [link(W.url(m), named(m)),
            f"{W.section_en(d, m.section)}: {W.carried_en(m)}. {W.sentence(m.point)}{said}", ""]  # fmt: skip


def ids(d: Doc, old: list[Mention]) -> list[str]:
    L = ["## Citable arXiv IDs", "", f"{S['new']}: {', '.join(d.new_ids)}", ""]
    keep = [m for m in old if F.work(m).arxiv]
    if keep:
        rows = [[str(F.work(m).arxiv), W.carried_en(m), W.section_en(d, m.section)] for m in keep]
        L += ["``` table: carried-over and anchored arXiv IDs, with status and section"]
        L += grid(["arXiv ID", "Status", "Section"], rows) + ["```", ""]
    return L


def brief(d: Doc) -> list[str]:
    new, old, side = F.groups(d)
    living = F.living_path(EXT)
    L = [f"# {F.TOPIC} daily brief, {W.uk_en(d.date)}", "",
         f"{d.instance} wrote this brief at the {d.window[1][11:]} handover. It covers the window "
         f"{d.window[0]} → {d.window[1]} (UTC) and starts from the living document {living} as it stood on "
         f"{W.uk_en(d.baseline)}.", "",
         link(f"/{living}", f"Living document, version of {W.uk_en(d.baseline)}"), "",
         f"Declared counts: {W.counts_en(d.counts)}.", "", "## Sources checked", ""]  # fmt: skip
    L += [f"* {s} (empty, nothing on this topic today)" if W.empty(d, s) else f"* {s}" for s in d.sources]
    L += ["", f"## {S['new']}", ""]
    for n, m in enumerate(new, 1):
        L += item(d, n, m)
    L += ["## Carried over and anchored", ""]
    for m in old:
        L += carried(d, m)
    if side:
        L += ["## Adjacent and candidates", ""]
        for m in side:
            L += [f"* {named(m)}, {S[m.status]}. {W.sentence(m.point)}", link(W.url(m), f"{F.work(m).name} on arXiv")]
        L.append("")
    L += ["## To verify", ""]
    for n, e in enumerate(d.entries, 1):
        L.append(f"> {n}. {'Resolved' if e.resolved else 'Open'}, {W.RISK_EN[e.risk]} risk. {e.sentence}.")
    L += [""] + ids(d, old)
    L += [f"Handover: {d.instance}, {d.window[1][11:]}.", "",
          link("/inbox/", "All briefs"), link(f"/{living}", "Living document"),
          link(f"{CAPSULE}/", "Relay capsule home")]  # fmt: skip
    return L


def living(d: Doc) -> list[str]:
    L = [f"# {F.TOPIC} living document", "",
         f"Version of {W.uk_en(d.date)}, kept at {F.living_path(EXT)}. The nightly relay rewrites this page from "
         "the daily briefs; please do not edit it by hand.", ""]  # fmt: skip
    for num in d.sections:
        L += [f"## {W.section_en(d, num)}", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += [f"Nothing {S['anchored']} in this section yet.", ""]
        for m in here:
            L += [f"### {F.work(m).name}", "", link(W.url(m), named(m)), W.sentence(m.point), "",
                  f"* Status: {W.carried_en(m)}"]  # fmt: skip
            L += [f"* {W.fig_en(f)}" for f in m.figures]
            L += ["* Card: " + ", ".join(m.sources), ""]
    return L + [link("/inbox/", "Daily briefs"), link(f"{CAPSULE}/", "Relay capsule home")]


def render(d: Doc) -> str:
    return "\n".join(brief(d) if d.kind == "brief" else living(d)) + "\n"
