"""A Bear note exported as Markdown (.md), English, as Bear 2 writes it: the note's title as a
`# ` heading on the first line, the note's tags on the next line (`#briefs/protein-design`, nested
with `/`, no space after `#`), `## ` headings, `**bold**` labels, `==highlight==` (here: a figure's
value), `[[Note title]]` wiki links to other notes, `[text](url)` links, `- ` lists nested by tabs,
`- [ ]` and `- [x]` todos, inline `` `code` ``, a fenced code block and a `---` rule. Each item is a
list item whose nested items carry its fields; an item's status is a tag on its line
(`#kb/net-new`, `#kb/anchored`)."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "md"
LANG = "en"

LIVING_TITLE = f"{F.TOPIC} knowledge base"


def title(d: Doc) -> str:
    return LIVING_TITLE if d.kind == "living" else f"{F.TOPIC} brief — {W.us_short(d.date)}"


def _ref(m: Mention) -> str:
    w = F.work(m)
    return f"[arXiv {w.arxiv}]({W.url(m)})" if w.arxiv else f"[{w.kind}]({w.url})"


def _code(paths: tuple[str, ...] | list[str]) -> str:
    return ", ".join(f"`{s}`" for s in paths)


def _new(d: Doc, m: Mention) -> list[str]:
    L = [f"- **{F.work(m).name}** · {_ref(m)} #{W.TAG_BEAR['new']}"]
    L += [f"\t- Section: {W.section_en(d, m.section)}", f"\t- Confidence: {W.CONFIDENCE_EN[m.confidence]}",
          f"\t- Read in: {_code(m.sources)}", f"\t- {W.sentence(m.point)}"]  # fmt: skip
    return L + [f"\t- {W.fig_bear(f)}" for f in m.figures]


def _carried(d: Doc, m: Mention) -> list[str]:
    L = [f"- **{F.work(m).name}** · {_ref(m)} · {W.section_en(d, m.section)} · {W.carried_bear(m)} "
         f"#{W.TAG_BEAR[m.status]}"]  # fmt: skip
    return L + [f"\t- {W.sentence(m.point)}"] + [f"\t- {W.fig_bear(f)}" for f in m.figures]


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = [f"# {title(d)}", f"#briefs/{F.TOPIC} #instances/{d.instance}", ""]
    L += [
        f"**Author:** [[{d.instance}]]",
        f"**Window:** {d.window[0]} → {d.window[1]}",
        f"**Baseline:** [[{LIVING_TITLE}]] (`{F.living_path(EXT)}`, version of {W.us_short(d.baseline)})",
        f"**Declared:** {W.counts_bear(d.counts)}",
        "",
        "## Sources checked",
    ]
    L += [f"- `{s}` — empty, nothing on topic" if W.empty(d, s) else f"- `{s}`" for s in d.sources]
    L += ["", "## NET-new"]
    for m in new:
        L += _new(d, m)
    L += ["", "## Carried over and anchored"]
    for m in carried:
        L += _carried(d, m)
    if side:
        L += ["", "## Adjacent and candidates"]
        for m in side:
            L += [f"- **{F.work(m).name}** · {_ref(m)} #{W.TAG_BEAR[m.status]}", f"\t- {W.sentence(m.point)}"]
    L += ["", "## Contradictions and claims to verify"]
    L += [f"- [{'x' if e.resolved else ' '}] {W.sentence(e.sentence)} =={W.RISK_EN[e.risk]}==" for e in d.entries]
    L += ["", "## Citable arXiv IDs", "```", f"NET-new: {', '.join(d.new_ids)}"]
    L += [f"{F.work(m).arxiv}  {W.carried_bear(m)}  {W.section_en(d, m.section)}" for m in carried if F.work(m).arxiv]
    L += ["```", "", "---", f"Handed over by [[{d.instance}]] at {d.window[1][11:]} on {W.us_short(d.date)}."]
    return L


def _living(d: Doc) -> list[str]:
    L = [f"# {title(d)}", f"#kb/{F.TOPIC}", ""]
    L += [f"**Version:** {W.us_short(d.date)} · kept by the nightly relay"]
    for num in d.sections:
        L += ["", f"## {W.section_en(d, num)}"]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L.append("*No items yet.*")
        for m in here:
            L += [f"- **{F.work(m).name}** · {_ref(m)} #{W.TAG_BEAR['anchored']}"]
            L += [f"\t- Anchored: {W.us_short(m.anchored_on)}", f"\t- Card: {_code(m.sources)}"]
            L += [f"\t- {W.sentence(m.point)}"] + [f"\t- {W.fig_bear(f)}" for f in m.figures]
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
