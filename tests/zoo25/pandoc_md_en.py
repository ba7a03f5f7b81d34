"""Pandoc's Markdown (`.md`), English, as a pandoc user writes a page for `pandoc --citeproc`: a
YAML metadata block (title, author, date, lang, keywords and the cited works as CSL YAML
`references`), line blocks (`| `) for the header lines, ATX headings with `{#id}` attributes,
grid tables (`+---+` borders, `+===+` under the header row, cells wrapped inside their column),
fenced divs (`::: warning` … `:::`) for the register, footnotes (`[^id]` and `[^id]: …`),
citations (`[@key]`), inline links, backticked paths and a fenced code block for the id list. The
living document is the relay's knowledge page in the same dialect, one `# §n.n` heading per
section."""

from __future__ import annotations

import textwrap

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "md"
LANG = "en"


def citekey(m: Mention) -> str:
    """`thermodrift2028`, `reefkit2028`, `heatwave2028`."""
    w = F.work(m)
    if w.kind == "blog post":
        return "heatwave2028"
    return w.name.split(" ")[0].lower() + "2028"


def _cited(d: Doc) -> list[Mention]:
    return [m for m in d.mentions if m.status == "new" or d.kind == "living"]


def front(d: Doc) -> list[str]:
    if d.kind == "brief":
        L = ["---", f'title: "{F.TOPIC} brief, {W.long_en(d.date)}"', f"author: {d.instance}",
             f"date: {W.iso(d.date)}", "lang: en-GB", f"keywords: [brief, {F.TOPIC}, {d.instance}]"]  # fmt: skip
    else:
        L = ["---", f'title: "{F.TOPIC}: living knowledge document"', "author: relay-bot",
             f"date: {W.iso(d.date)}", "lang: en-GB", f"keywords: [knowledge, {F.TOPIC}]"]  # fmt: skip
    L += ["link-citations: true", "references:"]
    for m in _cited(d):
        w = F.work(m)
        kind = {"paper": "article", "release": "software", "blog post": "post-weblog"}[w.kind]
        L += [f"- id: {citekey(m)}", f"  type: {kind}", f'  title: "{w.name}"', f"  URL: {W.url(m)}",
              "  issued: 2028"]  # fmt: skip
    return L + ["---", ""]


def grid(header: list[str], rows: list[list[str]], limits: list[int]) -> list[str]:
    """A pandoc grid table, each cell's text wrapped to its column's width."""
    widths = []
    for i, limit in enumerate(limits):
        cells = [header[i]] + [r[i] for r in rows]
        longest_word = max(len(x) for c in cells for x in c.split(" "))
        widths.append(max(longest_word, min(limit, max(len(c) for c in cells))))

    def rule(c: str) -> str:
        return "+" + "+".join(c * (w + 2) for w in widths) + "+"

    def row(cells: list[str]) -> list[str]:
        parts = [textwrap.wrap(c, w, break_long_words=False, break_on_hyphens=False) or [""] for c, w in
                 zip(cells, widths, strict=True)]  # fmt: skip
        height = max(len(p) for p in parts)
        return ["| " + " | ".join((p[k] if k < len(p) else "").ljust(w) for p, w in zip(parts, widths, strict=True))
                + " |" for k in range(height)]  # fmt: skip

    L = [rule("-")] + row(header) + [rule("=")]
    for r in rows:
        L += row(r) + [rule("-")]
    return L


def _link(m: Mention) -> str:
    return f"[{W.label(m)}]({W.url(m)})"


def _new(d: Doc, n: int, m: Mention) -> list[str]:
    w = F.work(m)
    L = [f"## {n}. {w.name} {{#new-{citekey(m)[:-4]}}}", ""]
    L += [f"{_link(m)} [@{citekey(m)}]. Proposed section: {W.section_en(d, m.section)}. "
          f"Confidence: **{W.CONFIDENCE_EN[m.confidence]}**.[^conf]", "", W.sentence(m.point), ""]  # fmt: skip
    if m.figures:
        L += grid(["Metric", "Value"], [[f.metric, W.value_en(f)] for f in m.figures], [40, 12]) + [""]
    return L + ["Read in " + ", ".join(f"`{s}`" for s in m.sources) + ".", ""]


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = front(d) + [
        f"| Written by {d.instance}",
        f"| Window: {d.window[0]} → {d.window[1]}",
        f"| Baseline: `{F.living_path(EXT)}`, the version of {W.long_en(d.baseline)}",
        f"| Declared: {W.counts_en(d.counts)}",
        "",
        "# Sources read {#sources}",
        "",
    ]
    L += [f"- `{s}`[^empty]" if W.empty(d, s) else f"- `{s}`" for s in d.sources]
    L += ["", f"# {W.STATUS_EN['new']} {{#net-new}}", ""]
    for n, m in enumerate(new, 1):
        L += _new(d, n, m)
    L += ["# Carried over and anchored {#carried}", ""]
    rows = []
    for m in carried:
        note = " ".join([W.sentence(m.point)] + [f"Reported {f.metric}: {W.value_en(f)}." for f in m.figures])
        rows.append([F.work(m).name, _link(m), W.section_en(d, m.section), W.carried_en(m), note])
    L += grid(["Item", "Link", "Section", "Status", "Note"], rows, [12, 20, 18, 22, 34]) + [""]
    if side:
        L += ["# Adjacent and candidates {#adjacent}", ""]
        L += [f"- **{F.work(m).name}** ({_link(m)}), {W.STATUS_EN[m.status]}. {W.sentence(m.point)}" for m in side]
        L.append("")
    L += ["# To verify {#to-verify}", ""]
    for e in d.entries:
        state = "Resolved" if e.resolved else "Open"
        L += ["::: note" if e.resolved else "::: warning", f"**{state}, {W.RISK_EN[e.risk]} risk.** {W.sentence(e.sentence)}",
              ":::", ""]  # fmt: skip
    L += ["# Citable arXiv IDs {#ids}", "", "```", f"{W.STATUS_EN['new']}: {', '.join(d.new_ids)}"]
    L += [f"{F.work(m).arxiv}  {W.carried_en(m)}, {W.section_en(d, m.section)}" for m in carried if F.work(m).arxiv]
    L += ["```", "", f"Handed over at {d.window[1][11:]} by {d.instance}.", "", "# References {#references .unnumbered}",
          "", "::: {#refs}", ":::", ""]  # fmt: skip
    L.append("[^conf]: Confidence as the relay grades it: high, medium-high or medium.")
    if d.empty_sources:
        L.append(f"[^empty]: Read, but empty: nothing on {F.TOPIC} today.")
    return L


def _living(d: Doc) -> list[str]:
    L = front(d) + [f"| Kept by the nightly relay from the daily briefs ({F.living_path(EXT)})",
                    f"| Version of {W.long_en(d.date)}", ""]  # fmt: skip
    for num in d.sections:
        L += [f"# {W.section_en(d, num)} {{#sec-{num.replace('.', '-')}}}", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += ["*Nothing anchored here yet.*", ""]
        for m in here:
            L += [f"## {F.work(m).name}", ""]
            L += [f"- {_link(m)} [@{citekey(m)}]", f"- {W.STATUS_EN['anchored']} {W.long_en(m.anchored_on)}",
                  "- card: " + ", ".join(f"`{s}`" for s in m.sources), ""]  # fmt: skip
            L += grid(["Metric", "Value"], [[f.metric, W.value_en(f)] for f in m.figures], [40, 12]) + [""]
            L += [W.sentence(m.point), ""]
    L += ["# References {#references .unnumbered}", "", "::: {#refs}", ":::"]
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
