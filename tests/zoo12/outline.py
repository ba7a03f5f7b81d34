"""An English plain-text memo in legal-outline numbering: `Re:` / `From:` / `To:` / `Date:` header
lines, then `1)`, `a)`, `i)` levels with hanging indentation (wrapped lines align under the text,
not under the number), dates written `April 9th, 2027`, counts spelled out in words."""

from __future__ import annotations

import textwrap

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "en"
WIDTH = 78
STEP = 5
ROMAN = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"]


def _para(level: int, mark: str, text: str) -> list[str]:
    """One outline paragraph: `mark)` under its parent's text (5 columns a level), the text in a
    hanging indent."""
    lead = " " * (STEP * level)
    head = f"{lead}{mark})".ljust(len(lead) + STEP)
    return textwrap.wrap(
        text,
        WIDTH,
        initial_indent=head,
        subsequent_indent=" " * len(head),
        break_long_words=False,
        break_on_hyphens=False,
    )


def _letter(i: int) -> str:
    return "abcdefghijklmnopqrstuvwxyz"[i]


def _header(pairs: list[tuple[str, str]]) -> list[str]:
    width = max(len(k) for k, _ in pairs) + 2
    return [f"{k + ':':<{width}}{v}" for k, v in pairs]


def _cap(s: str) -> str:
    return s[0].upper() + s[1:]


def _where(d: Doc, m: Mention) -> str:
    return f"§{m.section} {W.section_name(d, m)}" if m.section else "no section yet"


def _ident(m: Mention) -> str:
    w = F.work(m)
    if w.arxiv:
        return f"{w.name}, arXiv {w.arxiv} (https://arxiv.org/abs/{w.arxiv})"
    return f"{w.name}, a {w.kind} ({w.url})"


def _new(d: Doc, m: Mention, i: int) -> list[str]:
    L = _para(1, _letter(i), _ident(m) + ".")
    parts = [f"Status: {F.STATUS_EN['new']}; proposed for {_where(d, m)}.", f"Finding: {_cap(m.point)}."]
    if m.figures:
        parts.append("Figures: " + "; ".join(W.fig_en(f) for f in m.figures) + ".")
    parts.append("Sources: " + "; ".join(m.sources) + ".")
    parts.append(f"Confidence: {F.CONFIDENCE_EN[m.confidence]}.")
    for j, p in enumerate(parts):
        L += _para(2, ROMAN[j], p)
    return L


def _carried(d: Doc, m: Mention, i: int) -> list[str]:
    status = W.carried_en(m, lambda x: W.us_date(x, year=False))
    text = f"{_ident(m)}: {status}; {_where(d, m)}. {_cap(m.point)}."
    if m.figures:
        text += " Figure now quoted: " + "; ".join(W.fig_en(f) for f in m.figures) + "."
    return _para(1, _letter(i), text)


def _brief(d: Doc) -> str:
    new, carried, side = F.groups(d)
    start, end = d.window
    L = ["MEMORANDUM", ""]
    L += _header(
        [
            ("Re", f"{_cap(F.TOPIC)} brief for {W.us_date(d.date)}"),
            ("From", d.instance),
            ("To", f"{F.TOPIC} relay"),
            ("Date", W.us_date(d.date)),
            ("Window", f"{W.us_stamp(start)} to {W.us_stamp(end)}"),
            ("Baseline", f"{F.living_path(EXT)}, version of {W.us_date(d.baseline)}"),
        ]
    )
    L += ["", "-" * WIDTH, ""]
    n = 0

    def top(title: str) -> None:
        nonlocal n
        n += 1
        L.extend(["", *_para(0, str(n), title)] if n > 1 else _para(0, str(n), title))

    summary = f"Summary. This brief reports {W.counts_en(d.counts, W.word)}."
    summary += f" The NET-new arXiv IDs, as listed: {', '.join(d.new_ids)}."
    top(summary)
    top("Sources read.")
    for i, s in enumerate(d.sources):
        L += _para(1, _letter(i), s + (" (empty; nothing on robotics in it)" if s in d.empty_sources else ""))
    top("New items.")
    for i, m in enumerate(new):
        L += _new(d, m, i)
    top("Carried over.")
    for i, m in enumerate(carried):
        L += _carried(d, m, i)
    if side:
        top("Adjacent items (not increments).")
        for i, m in enumerate(side):
            L += _para(1, _letter(i), f"{_ident(m)}: {F.STATUS_EN[m.status].lower()}. {_cap(m.point)}.")
    top("Open questions (to verify).")
    for i, e in enumerate(d.entries):
        state = "Resolved" if e.resolved else "Open"
        L += _para(1, _letter(i), f"{e.sentence}. Risk: {F.RISK_EN[e.risk]}. {state}.")
    hh, mm = W.closing(d).split()[1].split(":")
    L += ["", "", d.instance, f"{W.us_date(d.date)}, {int(hh) - 12}:{mm} p.m.", ""]
    return "\n".join(L)


def _living(d: Doc) -> str:
    L = [f"{F.TOPIC.upper()}: LIVING KNOWLEDGE DOCUMENT", ""]
    L += _header([("Re", F.living_path(EXT)), ("Date", f"{W.us_date(d.date)} (version)")])
    L += ["", "-" * WIDTH, ""]
    for n, (k, v) in enumerate(d.sections.items(), 1):
        if n > 1:
            L.append("")
        L += _para(0, str(n), f"§{k} {v}.")
        here = [m for m in d.mentions if m.section == k]
        if not here:
            L += _para(1, "a", "Nothing anchored yet.")
        for i, m in enumerate(here):
            L += _para(1, _letter(i), f"{_ident(m)}: anchored {W.us_date(m.anchored_on)}.")
            parts = [f"{_cap(m.point)}.", "; ".join(_cap(W.fig_en(f)) for f in m.figures) + "."]
            parts.append("Card: " + "; ".join(m.sources) + ".")
            for j, p in enumerate(parts):
                L += _para(2, ROMAN[j], p)
    return "\n".join(L) + "\n"


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
