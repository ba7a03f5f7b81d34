"""A forum post in BBCode (`.txt`), English: the source of a post on the relay's SMF board, as the
writer typed it into the post box and saved it. SMF's BBCode: `[b]`, `[i]`, `[tt]` (teletype),
`[size=14pt]`, `[color=red]`, `[center]`, `[hr]`, `[url=…]text[/url]`, `[list]` with `[*]` items,
`[table]`/`[tr]`/`[td]` (no header cells: the first row is bolded by hand), `[code]` and
`[quote author=… link=msg=… date=…]` as the Quote button inserts it. A newline is a line break.

The writer answers the colleague who asked whose turn it is (quoting them), then posts the brief:
header lines, the sources as a list, the NET-new items as rows of one wide table, the carried
items as list items written as sentences, the adjacent items as a sentence each, the register as
coloured list items and the id list in a code box. The living document is the relay bot's pinned
post, one sized heading per section."""

from __future__ import annotations

from datetime import UTC, datetime, time

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "en"

BOARD = "https://forum.glof-relay.example.org/index.php"
MATE = "Pema Lhamo"
RISK_COLOR = {"high": "red", "medium": "orange", "low": "green"}


def _url(m: Mention) -> str:
    return f"[url={W.url(m)}]{W.label(m)}[/url]"


def _tt(paths) -> str:
    return ", ".join(f"[tt]{s}[/tt]" for s in paths)


def _heading(text: str) -> str:
    return f"[size=12pt][b]{text}[/b][/size]"


def _quote(d: Doc) -> list[str]:
    """The Quote button's tag: author, a link to the quoted message, its time as a Unix timestamp."""
    asked = datetime.combine(d.date, time(13, 12), tzinfo=UTC)
    msg = 48000 + d.date.day * 10 + 3
    return [f"[quote author={MATE} link=msg={msg} date={int(asked.timestamp())}]",
            f"Who has {F.TOPIC} tonight? I can take it if nobody else can.", "[/quote]",
            "Mine tonight. Brief below, shout if anything looks off.", ""]  # fmt: skip


def _sources(d: Doc) -> list[str]:
    L = [_heading("Sources checked"), "[list]"]
    for s in d.sources:
        note = " — [i]empty, nothing on this topic today[/i]" if W.empty(d, s) else ""
        L.append(f"[*][tt]{s}[/tt]{note}")
    return L + ["[/list]", ""]


def _new_table(d: Doc, new: list[Mention]) -> list[str]:
    head = ["#", "Item", "Link", "Section", "Confidence", "Key point", "Figures", "Read in"]
    L = [_heading(W.STATUS_EN["new"]), "[table]", "[tr]" + "".join(f"[td][b]{h}[/b][/td]" for h in head) + "[/tr]"]
    for n, m in enumerate(new, 1):
        figs = "\n".join(W.fig_en(f) for f in m.figures) or "—"
        cells = [str(n), f"[b]{F.work(m).name}[/b]", _url(m), W.section_en(d, m.section),
                 W.CONFIDENCE_EN[m.confidence], W.sentence(m.point), figs, "\n".join(f"[tt]{s}[/tt]" for s in m.sources)]  # fmt: skip
        L.append("[tr]" + "".join(f"[td]{c}[/td]" for c in cells) + "[/tr]")
    return L + ["[/table]", ""]


def _carried(d: Doc, carried: list[Mention]) -> list[str]:
    L = [_heading("Carried over and anchored"), "[list]"]
    for m in carried:
        said = " ".join([W.sentence(m.point)] + [f"Reported {W.fig_en(f)}." for f in m.figures])
        L.append(f"[*][b]{F.work(m).name}[/b] ({_url(m)}) — {W.section_en(d, m.section)} — {W.carried_en(m)}. {said}")
    return L + ["[/list]", ""]


def _side(side: list[Mention]) -> list[str]:
    L = [_heading("Adjacent and candidates")]
    for m in side:
        L.append(
            f"[b]{F.work(m).name}[/b] ({_url(m)}) — {W.STATUS_EN[m.status]}, not a main item yet. {W.sentence(m.point)}"
        )
    return L + [""]


def _register(d: Doc) -> list[str]:
    L = [_heading("To verify"), "[list]"]
    for e in d.entries:
        state = "Resolved" if e.resolved else "Open"
        tag = f"[color={RISK_COLOR[e.risk]}][b]{state}, {W.RISK_EN[e.risk]} risk[/b][/color]"
        L.append(f"[*]{tag} {W.sentence(e.sentence)}")
    return L + ["[/list]", ""]


def _ids(d: Doc, carried: list[Mention]) -> list[str]:
    L = [_heading("Citable arXiv IDs"), "[code]", f"{W.STATUS_EN['new']}: {', '.join(d.new_ids)}"]
    L += [f"{F.work(m).arxiv}   {W.carried_en(m)}   {W.section_en(d, m.section)}" for m in carried if F.work(m).arxiv]
    return L + ["[/code]", ""]


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = _quote(d) + [
        f"[size=14pt][b]{F.TOPIC} brief — {W.us_en(d.date)}[/b][/size]",
        "",
        f"[b]Written by:[/b] {d.instance}",
        f"[b]Window:[/b] {d.window[0]} → {d.window[1]}",
        f"[b]Baseline:[/b] [tt]{F.living_path(EXT)}[/tt] (version of {W.us_en(d.baseline)})",
        f"[b]Declared:[/b] {W.counts_en(d.counts)}",
        "",
        "[hr]",
    ]
    L += _sources(d) + _new_table(d, new) + _carried(d, carried)
    if side:
        L += _side(side)
    L += _register(d) + _ids(d, carried)
    L += [f"Handing over at {d.window[1][11:]}. — {d.instance}"]
    return L


def _living(d: Doc) -> list[str]:
    L = [f"[center][size=16pt][b]{F.TOPIC} — living knowledge document[/b][/size][/center]",
         f"[i]Version of {W.us_en(d.date)}. Kept by the nightly relay from the daily briefs; file "
         f"[tt]{F.living_path(EXT)}[/tt]. Please do not reply here, post in the brief threads.[/i]", "", "[hr]"]  # fmt: skip
    for num in d.sections:
        L.append(_heading(W.section_en(d, num)))
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += ["[i]Nothing anchored here yet.[/i]", ""]
            continue
        L.append("[list]")
        for m in here:
            L += [f"[*][b]{F.work(m).name}[/b] — {_url(m)}",
                  f"Status: {W.STATUS_EN['anchored']} {W.short_en(m.anchored_on)} · card {_tt(m.sources)}"]  # fmt: skip
            L += [W.fig_en(f) for f in m.figures]
            L.append(W.sentence(m.point))
        L += ["[/list]", ""]
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)).rstrip("\n") + "\n"
