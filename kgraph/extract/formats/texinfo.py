"""A GNU Texinfo manual (`.texi`, `.texinfo`), read as the text it typesets.

Texinfo (the GNU manual, "Texinfo: The GNU Documentation Format") is line-oriented: a line that
opens with an @-command is a command. `@settitle` is the title, `@author` the author,
`@chapter`/`@unnumbered` (`@section`, `@subsection` …) headings, `@itemize`/`@enumerate` lists
whose `@item`s are items, `@table` a two-column list whose `@item` is a term over its text (read
`- term: text`), `@multitable` a table whose `@headitem` is its header and whose `@item … @tab …`
lines are its rows. Text is filled, as Texinfo fills it: a paragraph's lines are one line, the
others `part of` the first. `@menu`, `@ignore`, `@tex`, index entries (`@cindex`), `@node`
lines and the page layout (`@page`, `@vskip`) draw nothing to read. In-line commands are what
they print: `@file{a.md}` and `@code{x}` their text, `@uref{URL, text}` a link, `@strong{x}`
emphasis, `@@` an `@`. pandoc writes Texinfo but has no reader for it.
"""

from __future__ import annotations

import re

from kgraph.extract.formats import markdown
from kgraph.extract.tree import View

_HEADINGS = {
    "chapter": 2, "unnumbered": 2, "appendix": 2, "majorheading": 2, "chapheading": 2,
    "section": 3, "unnumberedsec": 3, "appendixsec": 3, "heading": 3,
    "subsection": 4, "unnumberedsubsec": 4, "appendixsubsec": 4, "subheading": 4,
    "subsubsection": 5, "unnumberedsubsubsec": 5, "subsubheading": 5,
}  # fmt: skip
_SKIPPED_BLOCKS = frozenset({"menu", "ignore", "tex", "iftex", "direntry", "detailmenu", "html", "docbook", "latex"})
_LITERAL_BLOCKS = frozenset({"example", "smallexample", "verbatim", "display", "smalldisplay", "format", "lisp"})
_COMMAND = re.compile(r"^@([a-zA-Z]+)(?![{a-zA-Z])\s*(.*)$")  # (`@file{a.md} …` opens text, no command)
_BRACED = re.compile(r"@([a-zA-Z]+)\{([^{}]*)\}")
_SYMBOLS = {"@": "@", "{": "{", "}": "}", "*": " ", ".": ".", "!": "!", "?": "?", ":": "", "-": "", " ": " ", "/": ""}
_GLYPHS = {"dots": "…", "enddots": "…", "minus": "-", "result": "⇒", "expansion": "→", "equiv": "≡", "copyright": "©",
           "registeredsymbol": "®", "tie": " ", "bullet": "•", "TeX": "TeX", "LaTeX": "LaTeX", "arrow": "→",
           "today": "", "error": "error→", "print": "-|", "point": "∗", "geq": "≥", "leq": "≤"}  # fmt: skip
_LISTS = frozenset({"itemize", "enumerate", "table", "ftable", "vtable"})


def view(text: str) -> View:
    """The manual's view (see the module's docstring), read as Markdown is."""
    lines, source, continued = as_markdown(text.split("\n"))
    seen = markdown.view("\n".join(lines), rewrap=False)
    seen.source = [source[n - 1] if 0 < n <= len(source) else n for n in seen.source]
    seen.continued.update(continued)
    return seen


def as_markdown(lines: list[str]) -> tuple[list[str], list[int], dict[int, int]]:
    """The view's lines, the file line each stands for, and each file line filled onto another."""
    out: list[str] = []
    source: list[int] = []
    continued: dict[int, int] = {}
    blocks: list[str] = []  # the environments open (`itemize`, `table`, `multitable`, `menu` …)
    titled = False
    filled: int | None = None  # the line a paragraph's text is filled onto

    def emit(text: str, no: int, fill: bool = False) -> None:
        nonlocal filled
        out.append(text)
        source.append(no)
        filled = len(out) - 1 if fill and text.strip() else None

    for no, raw in enumerate(lines, 1):
        line = raw.rstrip("\r")
        skipping = any(b in _SKIPPED_BLOCKS for b in blocks)
        literal = any(b in _LITERAL_BLOCKS for b in blocks)
        command = _COMMAND.match(line) if line.startswith("@") or line.startswith("\\input") else None
        if line.startswith("\\input"):
            emit("", no)
            continue
        if command and command.group(1) == "end":
            ended = command.group(2).split()[0] if command.group(2).split() else ""
            if ended in blocks:
                while blocks and blocks.pop() != ended:
                    pass
            emit("", no)
            continue
        if skipping:
            if command and command.group(1) in _SKIPPED_BLOCKS:
                blocks.append(command.group(1))
            emit("", no)
            continue
        if literal:
            emit(_inline(line), no)
            continue
        if not command or line.startswith(("@{", "@}", "@@", "@*")) or command.group(1) in _GLYPHS:
            text = _inline(line)
            if filled is not None and text.strip():  # the paragraph (an item's, a row's) goes on
                at = filled
                if blocks[-1:] == ["multitable"]:
                    out[at] = out[at].rstrip().rstrip("|").rstrip() + " " + text.strip() + " |"
                else:
                    out[at] = out[at].rstrip() + " " + text.strip()
                out.append("")
                source.append(no)
                continued[no] = source[at]
                continue
            emit(("  " if blocks and blocks[-1] in _LISTS else "") + text, no, fill=True)
            continue
        name, rest = command.group(1), _inline(command.group(2)).strip()
        if name in _SKIPPED_BLOCKS or name in _LITERAL_BLOCKS or name in _LISTS or name == "multitable":
            blocks.append(name)  # (an environment: its `@end` closes it)
            emit("", no)
        elif name == "settitle" or (name == "title" and not titled) or (name == "top" and not titled):
            titled = True
            emit(f"# {rest}", no)
        elif name in _HEADINGS:
            emit("#" * _HEADINGS[name] + " " + rest, no)
        elif name == "author":
            emit(f"Author: {rest}", no)
        elif name == "subtitle":
            emit(rest, no)
        elif name in ("item", "itemx", "headitem") and blocks:
            where = blocks[-1]
            if where == "multitable":
                cells = [c.strip() for c in re.split(r"\s*@tab\b\s*", command.group(2))]
                cells = [_inline(c) for c in cells]
                emit("| " + " | ".join(c.replace("|", "/") for c in cells) + " |", no)
                filled = len(out) - 1
                if name == "headitem":
                    emit("|" + "---|" * len(cells), no)
                    filled = len(out) - 2
            elif where in ("table", "ftable", "vtable"):
                if name == "itemx" and filled is not None:
                    out[filled] = out[filled].rstrip(":") + f", {rest}:"
                    emit("", no)
                    continued[no] = source[filled]
                else:
                    emit(f"- {rest}:", no, fill=True)
            else:
                emit(("1. " if where == "enumerate" else "- ") + rest, no, fill=True)
        else:
            emit("", no)  # (`@node`, `@cindex`, `@page`, … : nothing to read)
    return out, source, continued


def _inline(text: str) -> str:
    """A line as it prints: in-line commands their text, innermost first."""
    if "@" not in text:
        return text
    text = re.sub(r"@c(?:omment)?\b.*$", "", text)
    for _ in range(8):  # (nested commands: `@strong{@file{a}}`)
        changed = _BRACED.sub(_braced, text)
        if changed == text:
            break
        text = changed
    return re.sub(r"@([@{}*.!?: /-])", lambda m: _SYMBOLS[m.group(1)], text)


def _braced(m: re.Match[str]) -> str:
    name, body = m.group(1), m.group(2)
    if name in _GLYPHS:
        return _GLYPHS[name]
    if name in ("uref", "url"):
        return _link(body)
    if name == "email":
        address, _, shown = body.partition(",")
        return shown.strip() or address.strip()
    if name in ("strong", "b"):
        return f"**{body}**" if body.strip() else body
    if name in ("footnote",):
        return f" ({body.strip()})"
    if name in ("abbr", "acronym"):
        return body.split(",")[0].strip()
    if name in ("xref", "pxref", "ref", "inforef"):
        return body.split(",")[0].strip()
    if name in ("anchor", "indexterm", "cindex"):
        return ""
    return body  # `@file`, `@code`, `@samp`, `@var`, `@emph`, `@i`, `@t` …: their text


def _link(body: str) -> str:
    """`@uref{URL, text, replacement}`: the replacement, else the text, as a link to URL."""
    parts = [p.strip() for p in body.split(",")]
    url = parts[0]
    text = parts[2] if len(parts) > 2 and parts[2] else (parts[1] if len(parts) > 1 else "")
    return f"[{text}]({url})" if text and text != url else url
