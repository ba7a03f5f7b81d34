"""An outliner's export (OPML 2.0: OmniOutliner, Workflowy, Dynalist …) read with the standard
library's expat parser, as the nested list it is.

pandoc's OPML reader makes every node a heading, so that an item's `Status: NET-new` child is a
heading of its own; here each `<outline>` is a list item at its depth (its `_note` its first
child, a link node's `url` after its text, a completed node `[x]`), read then as Markdown
(whose outline rules make a node that names a part and holds a list the part's heading). The
`<head>`'s title, owner and date are the header's fields. Each line keeps the line of its
`<outline>` in the file. A DOCTYPE (and so any entity) is refused, as are outlines nested
deeper than MAX_DEPTH.
"""

from __future__ import annotations

import email.utils
import re
from xml.parsers import expat

from kgraph.errors import DocumentError
from kgraph.extract.formats import markdown
from kgraph.extract.tree import View

MAX_DEPTH = 40
_TAGS = re.compile(r"<[^>]{0,200}>")  # (a node's text may hold HTML: `<b>TideNet</b>`)


class _Refused(ValueError):
    pass


def view(text: str, path: str) -> View:
    """The outline as Markdown list lines, each with the line of its node in the file
    (DocumentError when the file is no outline kgraph reads: malformed, a DOCTYPE, too deep)."""
    lines: list[str] = []
    source: list[int] = []
    head: dict[str, str] = {}
    stack: list[str] = []  # open elements
    depth = 0
    parser = expat.ParserCreate()

    def refuse(*_args: object) -> None:
        raise _Refused("a DOCTYPE (kgraph reads no XML entities)")

    def start(name: str, attrs: dict[str, str]) -> None:
        nonlocal depth
        stack.append(name)
        if name != "outline":
            return
        if depth >= MAX_DEPTH:
            raise _Refused(f"outlines nested deeper than {MAX_DEPTH}")
        words = " ".join(_TAGS.sub("", attrs.get("text") or attrs.get("title") or "").split())
        url = attrs.get("url") or attrs.get("htmlUrl") or ""
        if url and url not in words:
            words = f"{words} ({url})" if words else url
        done = "[x] " if attrs.get("_complete", "").lower() == "true" else ""
        pad = "  " * depth
        lines.append(f"{pad}- {done}{words}")
        source.append(parser.CurrentLineNumber)
        for note in (attrs.get("_note") or "").splitlines() if depth else ():  # (a top node's: a part's caption)
            if note.strip():  # (its first child: what a note says is no more of its node's title)
                lines.append(f"{pad}  - {' '.join(_TAGS.sub('', note).split())}")
                source.append(parser.CurrentLineNumber)
        depth += 1

    def end(name: str) -> None:
        nonlocal depth
        stack.pop()
        if name == "outline":
            depth -= 1

    def chars(data: str) -> None:
        if len(stack) >= 2 and stack[-2] == "head":
            head[stack[-1]] = head.get(stack[-1], "") + data

    parser.StartDoctypeDeclHandler = refuse
    parser.EntityDeclHandler = refuse
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = chars
    try:
        parser.Parse(text, True)
    except expat.ExpatError as exc:
        raise DocumentError(
            path, f"not well-formed OPML: {expat.errors.messages[exc.code]} at line {exc.lineno}"
        ) from None
    except _Refused as exc:
        raise DocumentError(path, f"not read as OPML: {exc}") from None
    header, at = _header(head, text)
    seen = markdown.view("\n".join(header + lines), rewrap=False)
    numbers = at + source
    return View(
        seen.lines,
        [numbers[n - 1] for n in seen.source],
        seen.callouts,
        seen.joined,
    )


def _header(head: dict[str, str], text: str) -> tuple[list[str], list[int]]:
    """The `<head>`'s title, owner and date as a title and fields, each at its line."""
    out: list[str] = []
    at: list[int] = []

    def line_of(tag: str) -> int:
        found = text.find(f"<{tag}")
        return text.count("\n", 0, found) + 1 if found >= 0 else 1

    if title := " ".join(head.get("title", "").split()):
        out.append(f"# {title}")
        at.append(line_of("title"))
    if owner := " ".join(head.get("ownerName", "").split()):
        out.append(f"Author: {owner}")
        at.append(line_of("ownerName"))
    for tag in ("dateModified", "dateCreated"):
        if (value := head.get(tag, "").strip()) and (day := _date(value)):
            out.append(f"Date: {day}")
            at.append(line_of(tag))
            break
    if out:
        out.append("")
        at.append(at[-1])
    return out, at


def _date(value: str) -> str | None:
    try:
        return email.utils.parsedate_to_datetime(value).date().isoformat()
    except (TypeError, ValueError, IndexError):
        return value if re.fullmatch(r"\d{4}-\d{2}-\d{2}", value) else None
