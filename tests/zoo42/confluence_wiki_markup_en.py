"""The brief as a Confluence page written in the legacy wiki markup (what the old editor's
"Wiki Markup" dialog and the Confluence 3 storage held), saved as `.txt`: `h1.` headings,
`||header||` tables, `{panel:title=…}` for the run's metadata, `{warning}` and `{info}` for the
register, `[text|url]` links, `*bold*`, `#` ordered lists and `{{monospace}}` paths."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "en"
BREAK = " \\\\ "  # a forced line break


def _link(m: Mention) -> str:
    return f"[{W.label(m)}|{W.url(m)}]"


def _figs(m: Mention) -> str:
    return "; ".join(W.fig_en(f) for f in m.figures) or "-"


def _brief(d: Doc) -> list[str]:
    new, old, side = F.groups(d)
    L = [f"h1. Daily brief: {F.TOPIC}, {W.long_en(d.date)}", ""]
    L += [
        "{panel:title=Run details|borderStyle=solid|titleBGColor=#F4F5F7}",
        f"*Instance:* {d.instance}",
        f"*Window:* {d.window[0]} to {d.window[1]}",
        f"*Baseline:* {{{{{F.living_path(EXT)}}}}} (version {W.iso(d.baseline)})",
        f"*Topic:* {F.TOPIC}",
        f"*Counts:* {W.counts_en(d.counts)}",
        f"*New arXiv IDs:* {', '.join(d.new_ids)}",
        "{panel}",
        "",
        f"h2. NET-new ({len(new)})",
        "",
    ]
    for k, m in enumerate(new, 1):
        L += [f"h3. {k}. {W.label(m)}", "",
              f"*Link:* {_link(m)}",
              f"*Section:* {W.section_en(d, m.section)}",
              f"*Point:* {W.sentence(m.point)}",
              f"*Figures:* {_figs(m)}",
              f"*Confidence:* {m.confidence}",
              "*Sources:* " + BREAK.join("{{" + s + "}}" for s in m.sources), ""]  # fmt: skip
    L += [f"h2. Carried over and anchored ({len(old)})", "", "||Item||Section||Status||Figures||Note||"]
    for m in old:
        L.append(f"|{W.label(m)}|{W.section_en(d, m.section)}|{W.carried_en(m)}|{_figs(m)}|{W.sentence(m.point)}|")
    L += ["", f"h2. Adjacent ({len(side)})", ""]
    for m in side:
        L.append(f"* {_link(m)} ({W.STATUS_EN[m.status]}): {W.sentence(m.point)}")
    L += ["", "h2. To verify", ""]
    for e in d.entries:
        box = "info" if e.resolved else "warning"
        state = "resolved" if e.resolved else "open"
        L += [f"{{{box}:title={state}, risk {e.risk}}}", f"{e.sentence}.", f"{{{box}}}", ""]
    L += ["h2. Sources read", ""]
    for s in d.sources:
        L.append(f"# {{{{{s}}}}}" + (" (empty)" if s in d.empty_sources else ""))
    L += ["", "----", f"_Hand-over from {d.instance}, {F.HANDOVER}._", ""]
    return L


def _living(d: Doc) -> list[str]:
    L = [f"h1. Living document: {F.TOPIC}", "", f"*Version:* {W.iso(d.date)}", f"*Topic:* {F.TOPIC}", ""]
    for k in d.sections:
        L += [f"h2. {W.section_en(d, k)}", ""]
        ms = [m for m in d.mentions if m.section == k]
        if not ms:
            L += ["_Nothing anchored yet._", ""]
        for m in ms:
            L += [f"* *{_link(m)}* ({W.carried_en(m)}): {W.sentence(m.point)}",
                  f"** Figures: {_figs(m)}",
                  f"** Sources: {', '.join('{{' + s + '}}' for s in m.sources)}", ""]  # fmt: skip
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d))
