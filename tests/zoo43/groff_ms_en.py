"""A groff manuscript in the `-ms` macros with tbl tables (`.ms`), English.

What a writer of an ms document types (groff_ms(7), tbl(1)): comment lines `.\\"`, the page
strings LH/CH/RH and LF/CF/RF set with `.ds`, then `.TL` title, `.AU` author, `.AI` institution
and `.AB no` … `.AE` abstract, numbered headings `.NH 1`/`.NH 2` (the brief) or `.SH 1` ones
carrying their own section numbers (the living document), paragraphs `.PP`/`.LP`, indented items
`.IP \\(bu 3` or `.IP 1. 4`, `.RS`/`.RE`, one sentence a line as troff wants, special characters
as escapes (`\\(sc` §, `\\(mu` ×, `\\(em`, `\\(->`), fonts switched with `\\fB`, `\\fI`,
`\\f(CW` … `\\fP`, URLs given break points with `\\:`, and tables between `.TS H` and `.TE`
(an options line ending in `;`, format lines ending in `.`, `@`-separated cells, long cells
in `T{` … `T}` blocks, `.TH` closing the running header of a table that may break across pages).
"""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "ms"
LANG = "en"

_CHARS = {"§": r"\(sc", "×": r"\(mu", "—": r"\(em", "→": r"\(->"}


def _t(s: str) -> str:
    """Text as troff input: escapes for the backslash and special characters, `\\&` before a
    leading control character."""
    s = s.replace("\\", r"\e")
    for ch, esc in _CHARS.items():
        s = s.replace(ch, esc)
    assert s.isascii(), s
    return r"\&" + s if s[:1] in (".", "'") else s


def _cw(s: str) -> str:
    return rf"\f(CW{_t(s)}\fP"


def _url(u: str) -> str:
    scheme, rest = u.split("://", 1)
    return rf"\f(CW{scheme}://\:" + rest.replace("/", r"/\:") + r"\fP"


def _head(d: Doc, title: str, author: str | None) -> list[str]:
    who = f", written by {author}" if author else ""
    out = [
        rf".\" {F.TOPIC}: {title.lower()} for {W.iso(d.date)}{who}",
        r".\" typeset with: groff -ms -t -Tutf8 (or -Tpdf)",
        ".nr PS 10",
        ".nr LL 6.5i",
        ".nr VS 12",
        ".nr PD 0.4v",
        f".ds LH {F.TOPIC}",
        f".ds CH {title.lower()}",
        f".ds RH {W.long_en(d.date)}",
        f".ds LF {author or 'relay'}",
        r".ds CF \- % \-",
        f".ds RF handed over {F.HANDOVER}" if author else ".ds RF",
    ]
    return out


def _item(d: Doc, m: Mention) -> list[str]:
    w = F.work(m)
    out = [".NH 2", _t(W.label(m)), ".PP", _t(W.sentence(m.point))]
    for f in m.figures:
        metric, value = W.fig_en(f).split(": ", 1)
        out += [r".IP \(bu 3", rf"\fI{_t(metric)}\fP: {_t(value)}"]
    out += [r".IP \(bu 3", f"Suggested section: {_t(W.section_en(d, m.section))}"]
    out += [r".IP \(bu 3", f"Status: {W.STATUS_EN['new']}; confidence: {m.confidence}"]
    out += [r".IP \(bu 3", f"{'Abstract' if w.arxiv else 'Link'}: {_url(W.url(m))}"]
    out += [r".IP \(bu 3", "Sources: " + ", ".join(_cw(s) for s in m.sources)]
    return out


def _brief(d: Doc) -> str:
    new, old, side = F.groups(d)
    L = _head(d, "Daily brief", d.instance)
    L += [".TL", f"Daily brief: {F.TOPIC}", ".AU", str(d.instance), ".AI", "Blade icing reading group"]
    L += [
        ".AB no",
        f"This brief covers the window from {d.window[0]} to {d.window[1]}.",
        "It starts from the living document",
        _cw(F.living_path(EXT)),
        f"as of {W.iso(d.baseline)}.",
        f"Declared: {_t(W.counts_en(d.counts))}.",
        ".AE",
    ]
    L += [".NH 1", "NET-new items"]
    for m in new:
        L += _item(d, m)
    L += [".NH 1", "Carried over and anchored", ".LP", ".TS H", "box tab(@);", "cb | cb | cb | cb"]
    L += ["lw(1.4i) | lw(1.2i) | lw(1.1i) | lw(1.9i) .", "Item@Section@Status@Note", "_", ".TH"]
    for m in old:
        note = [_t(W.sentence(m.point))]
        for f in m.figures:
            note += [".br", _t(W.fig_en(f))]
        L += ["T{", _t(W.label(m)), "T}@T{", _t(W.section_en(d, m.section)), "T}@T{", W.carried_en(m), "T}@T{"]
        L += [*note, "T}"]
    L += [".TE"]
    L += [".NH 1", "Adjacent and candidates"]
    for m in side:
        w = F.work(m)
        L += [r".IP \(bu 3", rf"\fI{_t(w.name)}\fP (arXiv:{w.arxiv}), {W.STATUS_EN[m.status]}: {_t(m.point)}."]
    L += [".NH 1", "To verify"]
    for k, e in enumerate(d.entries, 1):
        head = rf"\fBResolved\fP (risk: {e.risk})." if e.resolved else rf"\fBRisk: {e.risk}.\fP"
        L += [f".IP {k}. 4", head, _t(f"{e.sentence}.")]
    L += [".NH 1", "Citable arXiv IDs", ".LP", f"New in this brief: {', '.join(d.new_ids)}."]
    L += [".NH 1", "Sources read", ".LP", ".TS", "tab(@);", "r l l ."]
    for k, s in enumerate(d.sources, 1):
        L.append(f"{k}.@{_cw(s)}@{'(empty: nothing in it)' if s in d.empty_sources else ''}")
    L += [".TE", ".sp", ".ce", rf"\(em {d.instance}, {W.iso(d.date)} {F.HANDOVER} \(em"]
    return "\n".join(L) + "\n"


def _living(d: Doc) -> str:
    L = _head(d, "Living document", None)
    L += [".TL", F.TOPIC, ".br", "living document", ".AB no"]
    L += [f"Version of {W.long_en(d.date)} ({W.iso(d.date)}).", "Relayed every night from the daily briefs.", ".AE"]
    for num in d.sections:
        L += [".SH 1", _t(W.section_en(d, num))]
        inside = [m for m in d.mentions if m.section == num]
        if not inside:
            L += [".PP", r"\fINo entries yet.\fP"]
        for m in inside:
            w = F.work(m)
            L += [
                ".PP",
                rf"\fB{_t(w.name)}\fP (arXiv:{w.arxiv}), anchored {W.iso(m.anchored_on)}.",
                _t(W.sentence(m.point)),
            ]
            L += [".RS"]
            for f in m.figures:
                L += [r".IP \(bu 3", _t(W.fig_en(f))]
            L += [r".IP \(bu 3", "Card: " + ", ".join(_cw(s) for s in m.sources)]
            L += [r".IP \(bu 3", _url(W.url(m)), ".RE"]
    return "\n".join(L) + "\n"


def render(d: Doc) -> str:
    return _living(d) if d.kind == "living" else _brief(d)
