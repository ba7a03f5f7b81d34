"""A FreeMind 1.0.1 mind map (`.mm`), English.

What FreeMind writes when a map is saved: `<map version="1.0.1">`, its comment line, then one
`<node>` element per node with its XML attributes in alphabetical order (COLOR, CREATED, FOLDED,
ID, LINK, MODIFIED, POSITION, TEXT; CREATED and MODIFIED in milliseconds since the epoch, IDs
`ID_` and a number), the node text in TEXT written by NanoXML's encoder (`&apos;`, `&quot;`,
every character outside printable ASCII as a hex reference such as `&#xa7;` or `&#xa;`), child
elements `<font>`, `<icon BUILTIN>`, `<hook>`, `<attribute NAME VALUE>` and a note as
`<richcontent TYPE="NOTE">` holding the HTML Swing's writer produced (a head left empty, the text
in `<p>` wrapped at 80 columns, non-ASCII as decimal references), then the child nodes; only the
root's children carry POSITION (right or left). A brief is a map whose root is the topic and date,
with branches for the header, the NET-new items, the carried-over ones (right) and the adjacent
ones, the to-verify register, the new arXiv ids and the sources read (left); the living document
is a map of its sections.
"""

from __future__ import annotations

import textwrap
import zlib
from datetime import UTC, datetime

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "mm"
LANG = "en"


def _enc(s: str) -> str:
    """NanoXML's XMLElement.writeEncoded, as FreeMind saves attribute values."""
    out = []
    for ch in s:
        if ch == "<":
            out.append("&lt;")
        elif ch == ">":
            out.append("&gt;")
        elif ch == "&":
            out.append("&amp;")
        elif ch == '"':
            out.append("&quot;")
        elif ch == "'":
            out.append("&apos;")
        elif ord(ch) < 32 or ord(ch) > 126:
            out.append(f"&#x{ord(ch):x};")
        else:
            out.append(ch)
    return "".join(out)


def _html(s: str) -> str:
    """Text as Swing's HTMLWriter writes it into a note."""
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    return "".join(ch if ord(ch) < 128 else f"&#{ord(ch)};" for ch in s)


class _Map:
    def __init__(self, d: Doc) -> None:
        self.d = d
        hh, mm = (int(x) for x in F.HANDOVER.split(":"))
        start = datetime(d.date.year, d.date.month, d.date.day, hh, mm, tzinfo=UTC)
        self.clock = int(start.timestamp() * 1000) - 41 * 60 * 1000
        self.count = 0
        self.lines: list[str] = []

    def _stamp(self) -> tuple[str, str, str]:
        self.count += 1
        created = self.clock + self.count * 7919
        ident = zlib.crc32(f"{self.d.stem}#{self.count}".encode()) % 2_000_000_000
        return str(created), f"ID_{ident}", str(created + (self.count % 5) * 60_013)

    def open(self, text: str, *, link: str | None = None, position: str | None = None, folded: bool = False,
             color: str | None = None, bold: bool = False, icons: tuple[str, ...] = (),
             attrs: tuple[tuple[str, str], ...] = (), note: str | None = None, hook: str | None = None,
             leaf: bool = False) -> None:  # fmt: skip
        created, ident, modified = self._stamp()
        a = {"CREATED": created, "ID": ident, "MODIFIED": modified, "TEXT": text}
        if color:
            a["COLOR"] = color
        if folded:
            a["FOLDED"] = "true"
        if link:
            a["LINK"] = link
        if position:
            a["POSITION"] = position
        head = "<node " + " ".join(f'{k}="{_enc(a[k])}"' for k in sorted(a))
        inner: list[str] = []
        if bold:
            inner.append('<font BOLD="true" NAME="SansSerif" SIZE="12"/>')
        inner += [f'<icon BUILTIN="{i}"/>' for i in icons]
        if hook:
            inner.append(f'<hook NAME="{hook}"/>')
        inner += [f'<attribute NAME="{_enc(k)}" VALUE="{_enc(v)}"/>' for k, v in attrs]
        if note:
            body = textwrap.wrap(_html(note), width=74, break_long_words=False, break_on_hyphens=False)
            inner += [
                '<richcontent TYPE="NOTE"><html>',
                "  <head>",
                "    ",
                "  </head>",
                "  <body>",
                "    <p>",
                *(f"      {x}" for x in body),
                "    </p>",
                "  </body>",
                "</html>",
                "</richcontent>",
            ]
        if leaf and not inner:
            self.lines.append(head + "/>")
        else:
            self.lines += [head + ">", *inner]
            if leaf:
                self.close()

    def leaf(self, text: str, **kw) -> None:
        self.open(text, leaf=True, **kw)

    def close(self) -> None:
        self.lines.append("</node>")


def _item(mp: _Map, d: Doc, m: Mention, k: int | None = None) -> None:
    attrs: list[tuple[str, str]] = []
    if m.section:
        attrs.append(("Section", W.section_en(d, m.section)))
    if d.kind == "living":
        attrs.append(("Anchored", W.iso(m.anchored_on)))
    elif m.status == "new":
        attrs += [("Status", W.STATUS_EN["new"]), ("Confidence", str(m.confidence))]
    else:
        attrs.append(("Status", W.carried_en(m) if m.status in F.CARRIED else W.STATUS_EN[m.status]))
    icons = (f"full-{k}",) if k else ()
    mp.open(W.label(m), link=W.url(m), icons=icons, attrs=tuple(attrs), note=W.sentence(m.point))
    for f in m.figures:
        mp.leaf(W.fig_en(f))
    if m.sources:
        mp.open("Sources", folded=True)
        for s in m.sources:
            mp.leaf(s)
        mp.close()
    mp.close()


def _living(d: Doc) -> str:
    mp = _Map(d)
    mp.open(f"{F.TOPIC}\nliving document", bold=True, hook="accessories/plugins/AutomaticLayout.properties",
            note=f"Version of {W.long_en(d.date)} ({W.iso(d.date)}). Relayed every night from the daily briefs.")  # fmt: skip
    for num in d.sections:
        side = "right" if num.startswith("1.") else "left"
        inside = [m for m in d.mentions if m.section == num]
        mp.open(W.section_en(d, num), position=side, color="#990000", leaf=not inside)
        if inside:
            for m in inside:
                _item(mp, d, m)
            mp.close()
    mp.close()
    return _wrap(mp)


def _brief(d: Doc) -> str:
    new, old, side = F.groups(d)
    mp = _Map(d)
    mp.open(f"{F.TOPIC}\ndaily brief, {W.long_en(d.date)}", bold=True,
            hook="accessories/plugins/AutomaticLayout.properties")  # fmt: skip
    mp.open("About this brief", position="right", color="#0033ff")
    mp.leaf(f"Written by {d.instance}, handed over at {F.HANDOVER}")
    mp.leaf(f"Window: {d.window[0]} to {d.window[1]}")
    mp.leaf(f"Baseline: {F.living_path(EXT)}, version of {W.iso(d.baseline)}")
    mp.leaf(f"Declared: {W.counts_en(d.counts)}")
    mp.close()
    mp.open("NET-new", position="right", color="#006633", icons=("idea",))
    for k, m in enumerate(new, 1):
        _item(mp, d, m, k)
    mp.close()
    mp.open("Carried over and anchored", position="right", color="#666600")
    for m in old:
        _item(mp, d, m)
    mp.close()
    mp.open("Adjacent and candidates", position="left", color="#996600")
    for m in side:
        _item(mp, d, m)
    mp.close()
    mp.open("To verify", position="left", color="#cc0000", icons=("help",))
    for e in d.entries:
        names = ", ".join(F.WORKS[i].name for i in e.items)
        attrs = (("Risk", e.risk), ("Concerns", names)) + ((("Resolved", "yes"),) if e.resolved else ())
        mp.leaf(f"{e.sentence}.", icons=("button_ok",) if e.resolved else ("messagebox_warning",), attrs=attrs)
    mp.close()
    mp.open("arXiv IDs", position="left", color="#006699")
    mp.leaf(f"New in this brief: {', '.join(d.new_ids)}")
    mp.close()
    mp.open("Sources read", position="left", folded=True, color="#333333")
    for s in d.sources:
        if s in d.empty_sources:
            mp.leaf(s, icons=("button_cancel",), attrs=(("Read", "empty"),))
        else:
            mp.leaf(s)
    mp.close()
    mp.close()
    return _wrap(mp)


def _wrap(mp: _Map) -> str:
    head = [
        '<map version="1.0.1">',
        "<!-- To view this file, download free mind mapping software FreeMind from http://freemind.sourceforge.net -->",
    ]
    return "\n".join([*head, *mp.lines, "</map>"]) + "\n"


def render(d: Doc) -> str:
    return _living(d) if d.kind == "living" else _brief(d)
