"""Gemini capsule pages (gemtext, `.gmi`), written as Markdown line for line.

gemtext is line-oriented (the Gemini protocol's specification, section 5): a line is a link
(`=>` then a URL, then optionally its name), a heading (`#`, `##`, `###`), a list item (`* `), a
quote (`>`), a toggle of preformatted text (```` ``` ```` then optional alt text) or text. Each
kind has the same meaning in Markdown except two: a link line, which becomes `[name](url)` (or
`<url>` when it has no name), and a text line, which is never Markdown syntax (no emphasis, no
code indentation), so it is kept as it is written but for its leading blanks. pandoc has no
gemtext reader. Written line for line, a page keeps its own line numbers.
"""

from __future__ import annotations

import re

from kgraph.extract.formats import markdown
from kgraph.extract.tree import View

_LINK = re.compile(r"^=>[ \t]*(\S+)(?:[ \t]+(.*\S))?[ \t]*$")
_HEADING = re.compile(r"^(#{1,3})[ \t]*(.*)$")


def view(text: str) -> View:
    """The page's view: its lines as Markdown (see the module's docstring), read as Markdown is."""
    return markdown.view("\n".join(as_markdown(text.split("\n"))))


def as_markdown(lines: list[str]) -> list[str]:
    out = []
    preformatted = False
    for line in lines:
        if line.startswith("```"):
            preformatted = not preformatted
            out.append(line)
        elif preformatted:
            out.append(line)
        elif m := _LINK.match(line):
            url, name = m.group(1), m.group(2)
            out.append(f"[{_escaped(name)}]({url})" if name else f"<{url}>")
        elif m := _HEADING.match(line):
            out.append(f"{m.group(1)} {m.group(2)}")
        elif line.startswith(("* ", ">")):
            out.append(line)
        else:
            out.append(line.lstrip())
    return out


def _escaped(name: str) -> str:
    return name.replace("[", r"\[").replace("]", r"\]")
