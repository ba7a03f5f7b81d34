"""TiddlyWiki tiddler files (`.tid`), English, as a TiddlyWiki on Node.js saves them in its
`tiddlers/` folder: `name: value` header fields in alphabetical order (`created`/`modified` as
17-digit UTC stamps, `creator`/`modifier`, `tags` with `[[…]]` around a tag holding a space, `title`,
`type: text/vnd.tiddlywiki`, and the relay's custom fields), a blank line, then WikiText: `!`/`!!`/
`!!!` headings, `*` and `#` lists, `''bold''`, `//italic//`, backticked code, `[[links]]` to other
tiddlers, `[ext[label|url]]` external links, tables of `|cell|` rows with a `|…|h` header row, a
`<<tag>>` macro call, a fenced code block and, in the living document, a `<$list>` widget listing
the briefs that fed it."""

from __future__ import annotations

from datetime import datetime, time

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "tid"
LANG = "en"


def stamp(t: datetime) -> str:
    """`20280504210000000`: TiddlyWiki's UTC date field."""
    return f"{t:%Y%m%d%H%M%S}000"


def title(d: Doc) -> str:
    if d.kind == "living":
        return F.LIVING_STEM
    return f"{F.TOPIC} brief {W.iso(d.date)}"


def fields(d: Doc) -> list[str]:
    if d.kind == "brief":
        made = datetime.combine(d.date, time(20, 52, 17))
        f = {"created": stamp(made), "creator": d.instance, "modified": stamp(datetime.combine(d.date, time(21, 0))),
             "modifier": d.instance, "relay-baseline": F.living_path(EXT), "relay-instance": d.instance,
             "tags": f"[[{F.TOPIC}]] brief [[daily relay]]", "title": title(d), "type": "text/vnd.tiddlywiki"}  # fmt: skip
    else:
        made = datetime.combine(d.date, time(23, 40, 5))
        f = {"created": "20280420093012000", "creator": "relay-bot", "modified": stamp(made), "modifier": "relay-bot",
             "tags": f"[[{F.TOPIC}]] knowledge", "title": title(d), "type": "text/vnd.tiddlywiki"}  # fmt: skip
    return [f"{k}: {v}" for k, v in sorted(f.items())] + [""]


def _link(m: Mention) -> str:
    return f"[ext[{W.label(m)}|{W.url(m)}]]"


def _code(paths) -> str:
    return ", ".join(f"`{s}`" for s in paths)


def _section(d: Doc, num: str) -> str:
    return f"[[{W.section_en(d, num)}|{F.LIVING_STEM}]]"


def _new(d: Doc, n: int, m: Mention) -> list[str]:
    L = [f"!!! {n}. {F.work(m).name}", ""]
    L += [f"{_link(m)} · proposed section {_section(d, m.section)} · confidence ''{W.CONFIDENCE_EN[m.confidence]}''",
          "", W.sentence(m.point), ""]  # fmt: skip
    if m.figures:
        L += ["|Metric|Value|h"] + [W.fig_row(f) for f in m.figures] + [""]
    return L + [f"Read in {_code(m.sources)}.", ""]


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = fields(d) + [f"! {F.TOPIC} brief, {W.long_en(d.date)}", ""]
    L += [
        f'<<tag "{F.TOPIC}">> written by [[{d.instance}]]',
        "",
        f"* ''Window:'' {d.window[0]} → {d.window[1]}",
        f"* ''Baseline:'' `{F.living_path(EXT)}`, the version of {W.long_en(d.baseline)} ([[{F.LIVING_STEM}]])",
        f"* ''Declared:'' {W.counts_en(d.counts)}",
        "",
        "!! Sources read",
        "",
    ]
    L += [f"* `{s}` //(empty: nothing on {F.TOPIC} today)//" if W.empty(d, s) else f"* `{s}`" for s in d.sources]
    L += ["", f"!! {W.STATUS_EN['new']}", ""]
    for n, m in enumerate(new, 1):
        L += _new(d, n, m)
    L += ["!! Carried over and anchored", "", "|Item|Link|Section|Status|Note|h"]
    for m in carried:
        note = " ".join([W.sentence(m.point)] + [f"Reported {f.metric}: {W.value_en(f)}." for f in m.figures])
        L.append(f"|{F.work(m).name}|{_link(m)}|{W.section_en(d, m.section)}|{W.carried_en(m)}|{note}|")
    L.append("")
    if side:
        L += ["!! Adjacent and candidates", ""]
        L += [f"* ''{F.work(m).name}'' ({_link(m)}), {W.STATUS_EN[m.status]}. {W.sentence(m.point)}" for m in side]
        L.append("")
    L += ["!! To verify", "", "|Risk|State|Claim|h"]
    for e in d.entries:
        L.append(f"|{W.RISK_EN[e.risk]}|{'resolved' if e.resolved else 'open'}|{W.sentence(e.sentence)}|")
    L += ["", "!! Citable arXiv IDs", "", "```", f"{W.STATUS_EN['new']}: {', '.join(d.new_ids)}"]
    L += [f"{F.work(m).arxiv}  {W.carried_en(m)}, {W.section_en(d, m.section)}" for m in carried if F.work(m).arxiv]
    L += ["```", "", f"//Handed over at {d.window[1][11:]} by [[{d.instance}]].//"]
    return L


def _living(d: Doc) -> list[str]:
    L = fields(d) + [f"! {F.TOPIC}: living knowledge document", ""]
    L += [f"Kept by the nightly relay from the daily briefs; this is the version of {W.long_en(d.date)}.", ""]
    L += ['<<toc-selective-expandable "' + F.LIVING_STEM + '">>', ""]
    for num in d.sections:
        L += [f"!! {W.section_en(d, num)}", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += ["//Nothing anchored here yet.//", ""]
        for m in here:
            L += [f"!!! {F.work(m).name}", ""]
            L += [f"* {_link(m)}", f"* {W.STATUS_EN['anchored']} {W.long_en(m.anchored_on)}",
                  f"* card: {_code(m.sources)}"]  # fmt: skip
            L += ["", "|Metric|Value|h"] + [W.fig_row(f) for f in m.figures]
            L += ["", W.sentence(m.point), ""]
    L += ["!! Briefs merged so far", "", f"<$list filter=\"[tag[{F.TOPIC}]tag[brief]!sort[created]]\">",
          "* <$link/>", "</$list>"]  # fmt: skip
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
