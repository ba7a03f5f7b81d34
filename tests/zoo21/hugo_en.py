"""A Hugo content page (.md), English, as a Hugo site's author writes it: TOML front matter between
`+++` lines (`title`, `date` as a TOML local date-time, `draft`, `slug`, `categories`, `tags`,
`summary`, then the page's own values under `[params]`: the writing instance, the topic, the window,
the baseline path and version, the declared counts as an inline table), then a Markdown body for
Hugo's Goldmark renderer: `## ` headings with `{#id}` attributes, `[text]({{< ref "..." >}})` links
to other pages of the site (the living document and its sections' anchors), `{{< notice >}}` blocks
(the hugo-notice theme component) for the header and the register, Hugo's built-in
`{{< details >}}` shortcode folding the id list, GFM pipe tables, `- [ ]` task lists, a fenced
code block. The folder the zoo writes is the site's `content/` directory; the files keep the
pipeline's paths. The living document is a Hugo page too, one `## §n.n` heading per section."""

from __future__ import annotations

import json

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "md"
LANG = "en"

LIVING_REF = f"/{F.living_path(EXT)}"


def _s(x: str) -> str:
    return json.dumps(x, ensure_ascii=False)  # a TOML basic string


def ref(path: str, anchor: str | None = None) -> str:
    """`{{< ref "/organized/knowledge/battery-materials.md#s1-2" >}}`."""
    return '{{< ref "' + path + (f"#{anchor}" if anchor else "") + '" >}}'


def title(d: Doc) -> str:
    return f"{F.TOPIC} — living knowledge document" if d.kind == "living" else f"{F.TOPIC} brief — {W.us_short(d.date)}"


def front_matter(d: Doc) -> list[str]:
    L = ["+++", f"title = {_s(title(d))}"]
    if d.kind == "brief":
        L += [
            f"date = {W.iso(d.date)}T{d.window[1][11:]}:00",
            "draft = false",
            f"slug = {_s(d.stem.rsplit('/', 1)[1])}",
            'categories = ["briefs"]',
            f"tags = [{_s(F.TOPIC)}, {_s('daily-brief')}]",
            f"summary = {_s(f'What {d.instance} found for {F.TOPIC} in the last 24 hours.')}",
            "",
            "[params]",
            f"instance = {_s(d.instance)}",
            f"topic = {_s(F.TOPIC)}",
            f"window = [{_s(d.window[0])}, {_s(d.window[1])}]",
            f"baseline = {_s(F.living_path(EXT))}",
            f"baseline_version = {W.iso(d.baseline)}",
            f"counts = {W.counts_hugo(d.counts)}",
        ]
    else:
        L += [
            f"date = {W.iso(d.date)}T23:40:00",
            "draft = false",
            f"slug = {_s(F.TOPIC)}",
            'categories = ["knowledge"]',
            f"tags = [{_s(F.TOPIC)}]",
            "",
            "[params]",
            f"topic = {_s(F.TOPIC)}",
            f"version = {W.iso(d.date)}",
            f"maintained_by = {_s('the nightly relay')}",
        ]
    return L + ["+++", ""]


def _link(m: Mention) -> str:
    return f"[{W.label(m)}]({W.url(m)})"


def _section(d: Doc, num: str) -> str:
    """The suggested section as a link to its anchor in the living document."""
    return f"[{W.section_en(d, num)}]({ref(LIVING_REF, W.anchor(num))})"


def _code(paths: tuple[str, ...] | list[str]) -> str:
    return ", ".join(f"`{s}`" for s in paths[:-1]) + (" and " if len(paths) > 1 else "") + f"`{paths[-1]}`"


def _new(d: Doc, n: int, m: Mention) -> list[str]:
    w = F.work(m)
    L = [f"### {n}. {w.name}", ""]
    L += [f"{_link(m)} · suggested section {_section(d, m.section)} · confidence {W.CONFIDENCE_EN[m.confidence]}", ""]
    L += [W.sentence(m.point), ""]
    if m.figures:
        L += [f"- {W.fig_hugo(f)}" for f in m.figures] + [""]
    return L + [f"Read in {_code(m.sources)}.", ""]


def _carried_table(d: Doc, carried: list[Mention]) -> list[str]:
    L = ["| Item | Link | Section | Status | Note |", "|------|------|---------|--------|------|"]
    for m in carried:
        note = " ".join([W.sentence(m.point)] + [f"({W.fig_hugo(f)})" for f in m.figures])
        L.append(f"| {F.work(m).name} | {_link(m)} | {W.section_en(d, m.section)} | {W.carried_en(m)} | {note} |")
    return L + [""]


def _closing(d: Doc) -> str:
    c = d.counts
    parts = [f"{c['increments']} {W.STATUS_EN['new']}", f"{c['adjacent']} {W.STATUS_EN['adjacent']}"]
    parts.append(f"{c['carried-over']} {W.STATUS_EN['carried-over']}")
    return f"Handed over by {d.instance} at {d.window[1][11:]} for tonight's relay: {', '.join(parts)}."


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = front_matter(d)
    L += [
        "{{< notice info >}}",
        f"**Author:** {d.instance}  ",
        f"**Window:** {d.window[0]} → {d.window[1]}  ",
        f"**Baseline:** [{F.living_path(EXT)}]({ref(LIVING_REF)}), version of {W.us_short(d.baseline)}",
        "{{< /notice >}}",
        "",
        "## Sources checked",
        "",
    ]
    L += [f"- `{s}` — empty, nothing on topic" if W.empty(d, s) else f"- `{s}`" for s in d.sources]
    L += ["", f"## {W.STATUS_EN['new']}", ""]
    for n, m in enumerate(new, 1):
        L += _new(d, n, m)
    L += ["## Carried over and anchored", ""] + _carried_table(d, carried)
    if side:
        L += ["## Adjacent and candidates", ""]
        L += [f"- **{F.work(m).name}** ({_link(m)}), {W.STATUS_EN[m.status]}: {W.sentence(m.point)}" for m in side]
        L.append("")
    L += ["## Contradictions and claims to verify", "", "{{< notice warning >}}"]
    L += [f"- [{'x' if e.resolved else ' '}] {W.sentence(e.sentence)} ({W.RISK_EN[e.risk]})" for e in d.entries]
    L += ["{{< /notice >}}", "", "## Citable arXiv IDs", ""]
    L += ['{{< details summary="NET-new and carried-over IDs" open=true >}}', "", "```text"]
    L.append(f"{W.STATUS_EN['new']}: {', '.join(d.new_ids)}")
    L += [f"{F.work(m).arxiv}  {W.carried_en(m)}  {W.section_en(d, m.section)}" for m in carried if F.work(m).arxiv]
    L += ["```", "", "{{< /details >}}", "", "---", "", _closing(d)]
    return L


def _living(d: Doc) -> list[str]:
    L = front_matter(d)
    L += [f"Kept by the nightly relay from the daily briefs; this version is of {W.us_short(d.date)}."]
    for num in d.sections:
        L += ["", f"## {W.section_en(d, num)} {{#{W.anchor(num)}}}", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L.append("*No items yet.*")
        for m in here:
            L += [f"### {F.work(m).name}", ""]
            L += [f"{_link(m)} · {W.STATUS_EN['anchored']} {W.us_short(m.anchored_on)} · card {_code(m.sources)}", ""]
            L += [W.sentence(m.point), ""] + [f"- {W.fig_hugo(f)}" for f in m.figures]
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
