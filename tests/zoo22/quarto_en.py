"""A Quarto document (.qmd), English, as a Quarto user writes a report: YAML front matter between
`---` lines (`title`, `author`, `date` and `date-format`, `categories`, `format: html` options,
`params` for the writing window and the baseline, and a custom `declared:` map the team's
listing page reads), then Pandoc Markdown as Quarto extends it: `## ` headings with `{#sec-…}`
ids (Quarto's cross-reference prefix) referred to as `@sec-…`, callouts as fenced divs
(`::: {.callout-note}` with a `## ` title inside, `.callout-warning`, `.callout-tip`), pipe tables
with a caption line below (`: Caption {#tbl-…}`) referred to as `@tbl-…`, links to the living
document's sections (`../../organized/knowledge/coastal-erosion.qmd#sec-…`) and a `{python}` code
chunk with `#|` options holding the list of citable ids. The living document is a Quarto document
too, one `## §n.n` heading per section, each with a `#sec-` id."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "qmd"
LANG = "en"

LIVING_LINK = f"../../{F.living_path(EXT)}"


def sec_id(d: Doc, num: str) -> str:
    """The living document's id for a section: `sec-sediment-transport`."""
    return f"sec-{W.slug(F.SECTIONS[num])}"


def title(d: Doc) -> str:
    if d.kind == "living":
        return f"{F.TOPIC}: living knowledge document"
    return f"{F.TOPIC} daily brief, {W.long_en(d.date)}"


def front_matter(d: Doc) -> list[str]:
    L = ["---", f'title: "{title(d)}"']
    if d.kind == "brief":
        L += [
            f"author: {d.instance}",
            f"date: {W.iso(d.date)}",
            "date-format: long",
            f"categories: [brief, {F.TOPIC}]",
            "format:",
            "  html:",
            "    toc: true",
            "    number-sections: false",
            "params:",
            f"  topic: {F.TOPIC}",
            f'  window-start: "{d.window[0]}"',
            f'  window-end: "{d.window[1]}"',
            f"  baseline: {F.living_path(EXT)}",
            f"  baseline-version: {W.iso(d.baseline)}",
        ]
        L += W.counts_quarto(d.counts)
    else:
        L += [
            "author: the nightly relay",
            f"date: {W.iso(d.date)}",
            "date-format: long",
            f"categories: [knowledge, {F.TOPIC}]",
            "format:",
            "  html:",
            "    toc: true",
            "    toc-depth: 3",
            "params:",
            f"  topic: {F.TOPIC}",
            f"  version: {W.iso(d.date)}",
        ]
    return L + ["---", ""]


def _link(m: Mention) -> str:
    return f"[{W.label(m)}]({W.url(m)})"


def _section(d: Doc, num: str) -> str:
    return f"[{W.section_en(d, num)}]({LIVING_LINK}#{sec_id(d, num)})"


def _code(paths) -> str:
    return ", ".join(f"`{s}`" for s in paths)


def _figures(m: Mention, caption: str, label: str) -> list[str]:
    L = ["| Metric | Value |", "|:-------|------:|"]
    L += [W.fig_row(f) for f in m.figures]
    return L + ["", f": {caption} {{#{label}}}", ""]


def _new(d: Doc, n: int, m: Mention) -> list[str]:
    w = F.work(m)
    L = [f"### {n}. {w.name} {{#sec-new-{n}}}", ""]
    L += [f"{_link(m)} · proposed section {_section(d, m.section)} · confidence: {W.CONFIDENCE_EN[m.confidence]}", ""]
    L += [W.sentence(m.point), ""]
    if m.figures:
        L += _figures(m, f"Figures reported for {w.name}", f"tbl-new-{n}")
    return L + [f"Read in {_code(m.sources)}.", ""]


def _carried_table(d: Doc, carried: list[Mention]) -> list[str]:
    L = ["| Item | Link | Section | Status | Note |", "|------|------|---------|--------|------|"]
    for m in carried:
        note = " ".join([W.sentence(m.point)] + [f"Reported: {W.fig_en(f)}." for f in m.figures])
        L.append(f"| {F.work(m).name} | {_link(m)} | {W.section_en(d, m.section)} | {W.carried_en(m)} | {note} |")
    return L + ["", ": Items carried over from earlier briefs or already anchored {#tbl-carried}", ""]


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = front_matter(d)
    L += [
        '::: {.callout-note appearance="simple"}',
        "## Relay header",
        "",
        f"Written by **{d.instance}** for the window {d.window[0]} → {d.window[1]}.",
        f"Baseline: [`{F.living_path(EXT)}`]({LIVING_LINK}), version of {W.long_en(d.baseline)}.",
        f"Declared for this relay: {W.counts_en(d.counts)}.",
        ":::",
        "",
        "## Sources read {#sec-sources}",
        "",
    ]
    L += [f"- `{s}` (empty: nothing on this topic today)" if W.empty(d, s) else f"- `{s}`" for s in d.sources]
    L += ["", f"## {W.STATUS_EN['new']} {{#sec-new}}", ""]
    L += ["Each item below is new since the baseline; @sec-ids lists their IDs and @tbl-carried what stays.", ""]
    for n, m in enumerate(new, 1):
        L += _new(d, n, m)
    L += ["## Carried over and anchored {#sec-carried}", ""] + _carried_table(d, carried)
    if side:
        L += ["## Adjacent and candidates {#sec-adjacent}", ""]
        L += [f"- **{F.work(m).name}** ({_link(m)}), {W.STATUS_EN[m.status]}. {W.sentence(m.point)}" for m in side]
        L.append("")
    L += ["## Claims to verify {#sec-verify}", ""]
    for e in d.entries:
        kind, head = ("callout-tip", "Resolved") if e.resolved else ("callout-warning", "To verify")
        L += [f"::: {{.{kind}}}", f"## {head} ({W.RISK_EN[e.risk]} risk)", "", W.sentence(e.sentence), ":::", ""]
    L += ["## Citable arXiv IDs {#sec-ids}", "", "```{python}", "#| label: citable-ids", "#| echo: true",
          "#| eval: false"]  # fmt: skip
    L.append("net_new = [" + ", ".join(f'"{i}"' for i in d.new_ids) + "]")
    L.append("carried = {")
    L += [f'    "{F.work(m).arxiv}": "{W.carried_en(m)}, {W.section_en(d, m.section)}",' for m in carried
          if F.work(m).arxiv]  # fmt: skip
    L += ["}", "```", "", f"*{d.instance}, handing over at {d.window[1][11:]}.*"]
    return L


def _living(d: Doc) -> list[str]:
    L = front_matter(d)
    L += [f"Kept by the nightly relay from the daily briefs; this is the version of {W.long_en(d.date)}."]
    for num in d.sections:
        L += ["", f"## {W.section_en(d, num)} {{#{sec_id(d, num)}}}", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L.append("Nothing anchored here yet.")
        for m in here:
            w = F.work(m)
            L += [f"### {w.name}", ""]
            L += [f"{_link(m)} · {W.STATUS_EN['anchored']} {W.short_en(m.anchored_on)} · card {_code(m.sources)}", ""]
            L += [W.sentence(m.point), ""]
            L += _figures(m, f"{w.name}, figures as anchored", f"tbl-{W.slug(w.name.lower())}")
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)).rstrip("\n") + "\n"
