"""A Roam Research page exported as Markdown (`.md`), English. Everything in Roam is a block, so
every line of the export is a `- ` bullet, children indented four spaces a level; heading blocks
keep their `## `; attributes are blocks of the form `name:: value`; other pages are `[[linked]]`
(daily note pages by their title, `[[July 10th, 2029]]`); tags are `#tag` or `#[[two words]]`;
tasks start with `{{[[TODO]]}}` or `{{[[DONE]]}}`; a table is a `{{[[table]]}}` block whose
children are its rows, each cell the single child of the cell before it; italics are `__…__`,
bold `**…**`, inline code in backticks, links `[text](url)`.

The brief page opens with its attributes (type, topic, author, date, window, baseline, the
declared counts as nested attributes), then one heading block per part: each NET-new item a
`[[page]]` block with its fields as attribute children, the carried items as a Roam table, the
adjacent items as tagged blocks, the register as TODO/DONE tasks. The living document is the
relay's page in the same graph, one heading block per section."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "md"
LANG = "en"


def b(depth: int, text: str) -> str:
    """One exported block."""
    return f"{'    ' * depth}- {text}"


def day(d) -> str:
    return f"[[{W.roam(d)}]]"


def _link(m: Mention) -> str:
    return f"[{W.label(m)}]({W.url(m)})"


def _code(paths) -> str:
    return ", ".join(f"`{s}`" for s in paths)


def _when(d) -> str:
    return day(d)


def _new(d: Doc, m: Mention) -> list[str]:
    L = [b(1, f"[[{F.work(m).name}]]"), b(2, f"link:: {_link(m)}"), b(2, f"section:: [[{W.section_en(d, m.section)}]]"),
         b(2, f"confidence:: {W.CONFIDENCE_EN[m.confidence]}")]  # fmt: skip
    L += [b(2, f"{f.metric}:: {W.value_en(f)}") for f in m.figures]
    return L + [b(2, W.sentence(m.point)), b(2, f"read in:: {_code(m.sources)}")]


def _table(d: Doc, carried: list[Mention]) -> list[str]:
    """A Roam table: a row is a block, each further cell nested under the cell before it."""
    rows = [["**Item**", "**Link**", "**Section**", "**Status**", "**Note**"]]
    for m in carried:
        note = " ".join([W.sentence(m.point)] + [f"Reported {W.fig_en(f)}." for f in m.figures])
        rows.append([f"[[{F.work(m).name}]]", _link(m), W.section_en(d, m.section), W.carried_en(m, _when), note])
    L = [b(1, "{{[[table]]}}")]
    for row in rows:
        L += [b(2 + k, cell) for k, cell in enumerate(row)]
    return L


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = [b(0, "type:: [[brief]]"), b(0, f"topic:: [[{F.TOPIC}]]"), b(0, f"author:: [[{d.instance}]]"),
         b(0, f"date:: {day(d.date)}"), b(0, f"window:: {d.window[0]} → {d.window[1]}"),
         b(0, f"baseline:: `{F.living_path(EXT)}`, version of {day(d.baseline)}"), b(0, "declared::")]  # fmt: skip
    L += [b(1, x) for x in W.counts_attrs(d.counts)]
    L.append(b(0, "## Sources read"))
    for s in d.sources:
        L.append(b(1, f"`{s}` — __empty, nothing on this topic today__ #empty" if W.empty(d, s) else f"`{s}`"))
    L.append(b(0, f"## {W.STATUS_EN['new']}"))
    for m in new:
        L += _new(d, m)
    L += [b(0, "## Carried over and anchored")] + _table(d, carried)
    if side:
        L.append(b(0, "## Adjacent and candidates"))
        L += [b(1, f"[[{F.work(m).name}]] #{W.STATUS_EN[m.status]} {_link(m)} {W.sentence(m.point)}") for m in side]
    L.append(b(0, "## To verify"))
    for e in d.entries:
        task = "{{[[DONE]]}}" if e.resolved else "{{[[TODO]]}}"
        L.append(b(1, f"{task} {W.sentence(e.sentence)} #[[{W.RISK_EN[e.risk]} risk]]"))
    L += [b(0, "## Citable arXiv IDs"), b(1, f"{W.STATUS_EN['new']}:: {', '.join(d.new_ids)}")]
    L += [b(1, f"{F.work(m).arxiv} {W.carried_en(m, _when)}, [[{W.section_en(d, m.section)}]]") for m in carried
          if F.work(m).arxiv]  # fmt: skip
    L.append(b(0, f"Handed over at {d.window[1][11:]} by [[{d.instance}]] #handover"))
    return L


def _living(d: Doc) -> list[str]:
    L = [b(0, "type:: [[knowledge]]"), b(0, f"topic:: [[{F.TOPIC}]]"), b(0, f"version:: {day(d.date)}"),
         b(0, f"file:: `{F.living_path(EXT)}`"), b(0, "Kept by the nightly relay from the daily briefs.")]  # fmt: skip
    for num in d.sections:
        L.append(b(0, f"## {W.section_en(d, num)}"))
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L.append(b(1, "__Nothing anchored here yet.__"))
        for m in here:
            L += [b(1, f"[[{F.work(m).name}]]"), b(2, f"link:: {_link(m)}"),
                  b(2, f"status:: {W.STATUS_EN['anchored']} {day(m.anchored_on)}"), b(2, f"card:: {_code(m.sources)}")]  # fmt: skip
            L += [b(2, f"{f.metric}:: {W.value_en(f)}") for f in m.figures]
            L.append(b(2, W.sentence(m.point)))
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
