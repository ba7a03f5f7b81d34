"""A Zim Desktop Wiki page (`Content-Type: text/x-zim-wiki`), written as Markdown line for line.

Zim keeps each page as a text file: three header lines (`Content-Type`, `Wiki-Format`,
`Creation-Date`), headings between runs of `=` (six for the page's title, fewer deeper),
`**bold**`, `//italic//`, `''verbatim''`, `[[target|text]]` links (a page by its namespace path
`:a:b:c`), `[ ]` / `[*]` / `[x]` checkboxes (open, done, dropped), `@tags` and `'''` verbatim
blocks. pandoc has no Zim reader, and its DokuWiki reader (the nearest) reads Zim's unindented
`* ` lists as paragraphs and a verbatim block as one. Written as Markdown line for line, the page
keeps its own line numbers; a verbatim block's lines stay lines of text, read as the page shows
them.
"""

from __future__ import annotations

import re

from kgraph.extract.formats import markdown
from kgraph.extract.tree import View

_HEADER = re.compile(r"(?:Content-Type|Wiki-Format):\s")
_HEADING = re.compile(r"^(={2,6})\s+(.*?)\s+={2,6}\s*$")
_VERBATIM_FENCE = re.compile(r"^\s*'''\s*$")
_LINK = re.compile(r"\[\[([^\]|\n]{1,500})(?:\|([^\]\n]{1,200}))?\]\]")
_CHECKBOX = re.compile(r"^(\s*)\[([ *x>])\]\s+")
_ITALIC = re.compile(r"(?<![:/])//(?=\S)(.+?)(?<=\S)//")
_CODE = re.compile(r"''(?=\S)(.+?)(?<=\S)''")
_TAG = re.compile(r"(?<![\w@])@(\w[\w\-]*)")


def view(text: str) -> View:
    """The page's view: its lines as Markdown (see the module's docstring), read as Markdown is."""
    return markdown.view("\n".join(as_markdown(text.split("\n"))))


def as_markdown(lines: list[str]) -> list[str]:
    out = []
    verbatim = False
    for n, line in enumerate(lines):
        if _VERBATIM_FENCE.match(line):
            verbatim = not verbatim
            out.append("")
            continue
        if verbatim or (n < 4 and _HEADER.match(line)):
            out.append("" if not verbatim else line)
            continue
        if m := _HEADING.match(line):
            out.append("#" * (7 - len(m.group(1))) + " " + m.group(2))
            continue
        line = _LINK.sub(_link, line)
        line = _CHECKBOX.sub(_checkbox, line)
        line = _CODE.sub(r"`\1`", _ITALIC.sub(r"*\1*", line))
        out.append(_TAG.sub(r"\1", line))
    return out


def _link(m: re.Match[str]) -> str:
    target, text = m.group(1).strip(), (m.group(2) or "").strip()
    if re.match(r"[a-z][a-z0-9+.\-]*://", target, re.I):
        return f"[{text or target}]({target})"
    return text or target.strip(":").replace(":", " ")  # another page of the wiki: what it is called


def _checkbox(m: re.Match[str]) -> str:
    return f"{m.group(1)}- [{'x' if m.group(2) == '*' else ' '}] "  # (`[x]` dropped, `[>]` moved: not done)
