"""A Tiki Wiki CMS page (English), as pasted into the topic's wiki: `!`-headings, a `-=…=-` title
bar for the window, `__bold__` labels, `*`/`**` lists, `#` for the adjacent items, `||…||` tables,
`[url|text]` links, `-+…+-` monospace paths, `%%%` line breaks and a `^…^` box per to-verify note."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "tikiwiki"
LANG = "en"


def iso(day) -> str:
    return day.isoformat()


def _link(m: Mention) -> str:
    w = F.work(m)
    return f"[{W.url(m)}|{w.arxiv}]" if w.arxiv else f"[{w.url}]"


def _mono(path: str) -> str:
    return f"-+{path}+-"


def _table(rows: list[list[str]]) -> list[str]:
    """A Tiki table: `||` opens and closes it, `|` splits cells, a newline splits rows."""
    lines = ["|".join(r) for r in rows]
    return ["||" + "\n".join(lines) + "||"]


def _new(d: Doc, n: int, m: Mention) -> list[str]:
    w = F.work(m)
    out = [f"!!! {n}. {w.name}", f"* __Link:__ {_link(m)}" + ("" if w.arxiv else f" ({w.kind})"),
           f"* __Suggested section:__ {W.section_en(d, m.section)}",
           f"* __Confidence:__ {W.CONFIDENCE_EN[m.confidence].lower()}", f"* __Key point:__ {m.point}"]  # fmt: skip
    if m.figures:
        out.append("* __Figures:__")
        out += [f"** {W.fig_en(f)}" for f in m.figures]
    out.append("* __Sources:__ " + ", ".join(_mono(s) for s in m.sources))
    return out + [""]


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    out = [
        f"! {F.TOPIC} daily brief, {iso(d.date)}",
        f"-=Window: {d.window[0]} → {d.window[1]}=-",
        "",
        f"__Author:__ {d.instance}%%%",
        f"__Baseline:__ {_mono(F.living_path(EXT))} (version of {iso(d.baseline)})%%%",
        f"__Declared:__ {W.counts_en(d.counts)}",
        "",
        "!! Sources checked",
    ]
    out += [f"* {_mono(s)}" + (" ''(empty, nothing relevant)''" if W.empty(d, s) else "") for s in d.sources]
    out += ["", f"!! NET-new ({len(new)})", ""]
    for n, m in enumerate(new, 1):
        out += _new(d, n, m)
    out += ["!! Carried over and anchored", ""]
    rows = [["__Item__", "__arXiv__", "__Section__", "__Status__", "__Note__"]]
    rows += [[F.work(m).name, W.ident(m), W.section_en(d, m.section) if m.section else "",
              W.carried_en(m, W.us_short), "; ".join([m.point] + [W.fig_en(f) for f in m.figures])]
             for m in carried]  # fmt: skip
    out += _table(rows) + [""]
    if side:
        out += ["!! Adjacent", ""]
        out += [f"# __{W.label(m)}__ ({W.STATUS_EN[m.status].lower()}): {m.point}. {_link(m)}" for m in side]
        out.append("")
    out += ["!! To verify", ""]
    for e in d.entries:
        state = "RESOLVED" if e.resolved else "OPEN"
        out += [f"^__{state}__ ({W.RISK_EN[e.risk].lower()}): {e.sentence}^", ""]
    out += ["!! arXiv IDs", "", f"__NET-new:__ {', '.join(d.new_ids)}%%%"]
    old = [f"{w.arxiv} (§{m.section}, {W.carried_en(m, W.us_short)})" for m in carried if (w := F.work(m)).arxiv]
    out += [f"__Carried over:__ {'; '.join(old)}", "", "---", ""]
    out.append(f"''{d.instance}, {iso(d.date)} {d.window[1][-5:]}. {W.counts_en(d.counts)}.''")
    return out


def _living(d: Doc) -> list[str]:
    out = [f"! {F.TOPIC}: living knowledge document", f"-=Version of {iso(d.date)}, updated nightly by relay=-", ""]
    out += ["{maketoc}", ""]
    for num in d.sections:
        out += [f"!! {W.section_en(d, num)}", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            out += ["''No entries yet.''", ""]
        for m in here:
            out.append(f"* __{F.work(m).name}__ {_link(m)}, anchored {W.us_short(m.anchored_on)}")
            out += [f"** {m.point}"] + [f"** {W.fig_en(f)}" for f in m.figures]
            out += [f"** card: {_mono(s)}" for s in m.sources]
        if here:
            out.append("")
    return out


def render(d: Doc) -> str:
    lines = _brief(d) if d.kind == "brief" else _living(d)
    return "\n".join(lines).rstrip("\n") + "\n"
