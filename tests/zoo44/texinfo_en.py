"""A brief written as a GNU Texinfo manual source (English, `.texi`): the `\\input texinfo`
first line, the header between the `%**start of header` and `%**end of header` comments
(`@setfilename`, `@documentencoding`, `@settitle`), a `@copying` block inserted on the title
page and in the Top node, a `@titlepage`, `@contents`, the Top node inside `@ifnottex` with the
master menu, then one `@node` line before every `@chapter` and `@section` (node names kept free
of commas, colons and periods, as Info needs, so a chapter titled `§1.2 …` has a node without
the number), menus whose entries name those nodes, `@table @asis` for field lists, `@itemize`
and `@enumerate` lists, `@multitable` with `@columnfractions`, `@headitem` and `@tab`, inline
`@file`, `@code`, `@uref`, `@strong`, a concept index (`@cindex`, `@printindex`) and `@bye`.
Paragraphs are filled at 72 columns as Emacs's texinfo-mode fills them.
"""

from __future__ import annotations

import textwrap

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "texi"
LANG = "en"


def esc(s: str) -> str:
    return s.replace("@", "@@").replace("{", "@{").replace("}", "@}")


def fill(s: str) -> list[str]:
    return textwrap.wrap(s, 72, break_long_words=False, break_on_hyphens=False) or [""]


def node_name(s: str) -> str:
    """A node name Info can read: no commas, colons, periods or parentheses."""
    return " ".join("".join(c for c in s if c not in ",:.()").split())


class _Texi:
    def __init__(self, setfilename: str, title: str):
        self.lines = [
            "\\input texinfo   @c -*-texinfo-*-",
            "@c %**start of header",
            f"@setfilename {setfilename}",
            "@documentencoding UTF-8",
            "@documentlanguage en",
            f"@settitle {esc(title)}",
            "@c %**end of header",
            "",
        ]

    def add(self, *xs: str) -> None:
        self.lines.extend(xs)

    def para(self, s: str) -> None:
        self.lines.extend(fill(s))
        self.lines.append("")

    def menu(self, entries: list[tuple[str, str]]) -> None:
        width = max(len(n) for n, _ in entries) + 4
        self.add("@menu", *(f"* {n}::".ljust(width + 4) + d if d else f"* {n}::" for n, d in entries), "@end menu", "")

    def node(self, name: str, command: str, title: str) -> None:
        self.add(f"@node {name}", f"@{command} {esc(title)}", "")

    def table(self, rows: list[tuple[str, str]]) -> None:
        self.add("@table @asis")
        for k, v in rows:
            self.add(f"@item {k}", *fill(v))
        self.add("@end table", "")

    def done(self) -> str:
        return "\n".join([*self.lines, "@bye", ""])


def _f(path: str) -> str:
    return f"@file{{{esc(path)}}}"


def _carried_id(m: Mention) -> str:
    w = F.work(m)
    return f"@code{{{w.arxiv}}}, {esc(W.carried_long(m))} (§{m.section})"


def _brief(d: Doc) -> str:
    new, old, side = F.groups(d)
    t = _Texi(f"{d.stem.rsplit('/', 1)[1]}.info", f"Daily brief: {F.TOPIC}, {W.long_en(d.date)}")
    copying = (f"Daily brief on {F.TOPIC} for the window from {d.window[0]} to {d.window[1]}, written by {d.instance} "
               f"and handed over at {F.HANDOVER}.")  # fmt: skip
    t.add("@copying", *fill(esc(copying)), "@end copying", "")
    t.add("@titlepage", f"@title {F.TOPIC}", f"@subtitle Daily brief, {W.long_en(d.date)}", f"@author {d.instance}",
          "@page", "@vskip 0pt plus 1filll", "@insertcopying", "@end titlepage", "", "@contents", "")  # fmt: skip
    t.add("@ifnottex", "@node Top", f"@top Daily brief: {F.TOPIC}", "", "@insertcopying", "@end ifnottex", "")
    chapters = [("About this brief", "Window, baseline and counts."), ("NET-new items", "What this brief adds."),
                ("Carried over", "Items already in the living document."),
                ("Adjacent", "Adjacent items and candidates."), ("To verify", "Contradictions and claims to check."),
                ("arXiv IDs", "IDs that can be cited."), ("Sources read", "Files this brief read."),
                ("Index", "")]  # fmt: skip
    t.menu(chapters)
    t.node("About this brief", "chapter", "About this brief")
    t.table([
        ("Topic", F.TOPIC),
        ("Window", f"{d.window[0]} to {d.window[1]}"),
        ("Author", f"{d.instance}, handed over at {F.HANDOVER}"),
        ("Baseline", f"{_f(F.living_path(EXT))}, version of {W.long_en(d.baseline)}"),
        ("Sections", "; ".join(esc(W.section_en(d, k)) for k in d.sections)),
        ("Counts", esc(W.counts_en(d.counts))),
    ])  # fmt: skip
    t.node("NET-new items", "chapter", "NET-new items")
    t.menu([(node_name(F.work(m).name), "") for m in new])
    for m in new:
        w = F.work(m)
        t.node(node_name(w.name), "section", W.label(m))
        t.add(f"@cindex {esc(w.name)}", "")
        kind = "" if w.arxiv else f"A {W.KIND_EN[w.kind]} without an arXiv ID. "
        t.para(f"{kind}Suggested section: {esc(W.section_en(d, m.section))}.  URL: @uref{{{W.url(m)}}}.")
        t.para(esc(W.sentence(m.point)))
        t.add("@itemize @bullet", *(x for f in m.figures for x in ("@item", esc(W.fig_en(f)))))
        t.add("@item", f"Confidence: {m.confidence}", "@end itemize", "")
        t.para("Sources: " + ", ".join(_f(s) for s in m.sources) + ".")
    t.node("Carried over", "chapter", "Carried over and anchored")
    t.add("@multitable @columnfractions .26 .28 .22 .24", "@headitem Item @tab Section @tab Status @tab Note")
    for m in old:
        note = esc(W.sentence(m.point)) + "".join(f" ({esc(W.fig_en(f))})" for f in m.figures)
        t.add(
            f"@item {esc(W.label(m))} @tab {esc(W.section_en(d, m.section))} @tab {esc(W.carried_long(m))} @tab {note}"
        )
    t.add("@end multitable", "")
    t.node("Adjacent", "chapter", "Adjacent and candidates")
    t.add("@itemize @minus")
    for m in side:
        t.add("@item", *fill(esc(f"{W.label(m)}, {W.STATUS_EN[m.status]}: {m.point}.")))
    t.add("@end itemize", "")
    t.node("To verify", "chapter", "To verify")
    t.add("@enumerate")
    for e in d.entries:
        head = f"Risk: {e.risk}, resolved." if e.resolved else f"Risk: {e.risk}."
        t.add("@item", *fill(f"@strong{{{head}}}  {esc(e.sentence)}."))
    t.add("@end enumerate", "")
    t.node("arXiv IDs", "chapter", "arXiv IDs")
    t.para("New in this brief: " + ", ".join(d.new_ids) + ".")
    t.add("Carried over:", "", "@itemize @bullet")
    for m in old:
        if F.work(m).arxiv:
            t.add("@item", _carried_id(m))
    t.add("@end itemize", "")
    t.node("Sources read", "chapter", "Sources read")
    t.add("@enumerate")
    for s in d.sources:
        t.add("@item", _f(s) + (" (empty: nothing in it)" if s in d.empty_sources else ""))
    t.add("@end enumerate", "")
    t.node("Index", "unnumbered", "Index")
    t.add("@printindex cp", "")
    return t.done()


def _living(d: Doc) -> str:
    t = _Texi(f"{F.TOPIC}.info", f"{F.TOPIC}: living document")
    copying = f"The living document on {F.TOPIC}, version of {W.long_en(d.date)}, updated every night from the briefs."
    t.add("@copying", *fill(esc(copying)), "@end copying", "")
    t.add("@titlepage", f"@title {F.TOPIC}", "@subtitle Living document", f"@subtitle {W.long_en(d.date)}",
          "@page", "@vskip 0pt plus 1filll", "@insertcopying", "@end titlepage", "", "@contents", "")  # fmt: skip
    t.add("@ifnottex", "@node Top", f"@top {F.TOPIC}", "", "@insertcopying", "", f"This file: {_f(F.living_path(EXT))}.",
          "@end ifnottex", "")  # fmt: skip
    t.menu([(node_name(d.sections[k]), "") for k in d.sections])
    for num in d.sections:
        t.node(node_name(d.sections[num]), "chapter", W.section_en(d, num))
        here = [m for m in d.mentions if m.section == num]
        if not here:
            t.para("No items yet.")
            continue
        t.menu([(node_name(F.work(m).name), "") for m in here])
        for m in here:
            t.node(node_name(F.work(m).name), "section", W.label(m))
            t.para(esc(W.sentence(m.point)))
            t.table([
                ("URL", f"@uref{{{W.url(m)}}}"),
                *(("Figure", esc(W.fig_en(f))) for f in m.figures),
                ("Anchored", W.long_en(m.anchored_on)),
                ("Card", ", ".join(_f(s) for s in m.sources)),
            ])  # fmt: skip
    return t.done()


def render(d: Doc) -> str:
    return _living(d) if d.kind == "living" else _brief(d)
