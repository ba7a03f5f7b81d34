"""A thread on Mastodon (or another fediverse server) copied as text from its web page, read as
what its writer posted.

Selected and copied, each post reads as its author's display name, their handle on a line of its
own (`@kakapo@tundra.social`), a content warning if it has one (`CW: …`), the post's text (a
thread numbers its posts `1/9` … `9/9`) and the post's date line (`Apr 12, 2033, 19:40`). As in a
chat, the brief is what its writer (the handle with most posts) wrote: the names, handles, dates,
content warnings, lines of hashtags only and the `n/N` numbering are left out, and so are other
accounts' replies; `kgraph inspect` says why. A post's first line that is a short title is a
heading over the rest of the post, as a chat message's is. Line for line, so every line cites the
file's own.
"""

from __future__ import annotations

import re
from collections import Counter

from kgraph import patterns as P
from kgraph.extract.formats.chats import titled_message
from kgraph.extract.tree import View
from kgraph.files import FEDIVERSE_HANDLE as HANDLE

_DATE_LINE = re.compile(
    r"^\s*(?:[A-Z][a-z]{2}\s+\d{1,2},\s+\d{4}(?:,\s+\d{1,2}:\d{2}(?:\s*[AP]M)?)?|\d{4}[-/年]\d{1,2}[-/月]\d{1,2}日?(?:\s+\d{1,2}:\d{2})?)\s*$"
)
_CW = re.compile(r"^\s*(?:CW|Content warning)\s*:", re.I)
_TAGS_ONLY = re.compile(r"^\s*(?:#\w+\s*)+$")
_NUMBERED = re.compile(r"^\s*\d{1,3}\s*/\s*\d{1,3}\s+(?:🧵\s*)?")


def view(text: str) -> View:
    """The thread's view (see the module's docstring), read as Markdown is."""
    from kgraph.extract.formats import markdown

    lines = text.split("\n")
    starts = [n - 1 for n, line in enumerate(lines) if n and HANDLE.match(line) and lines[n - 1].strip()]
    posts = [(start, starts[k + 1] if k + 1 < len(starts) else len(lines)) for k, start in enumerate(starts)]
    authors = [HANDLE.match(lines[start + 1]).group(0).strip() for start, _ in posts]  # type: ignore[union-attr]
    writer = Counter(authors).most_common(1)[0][0] if authors else ""
    out = [""] * len(lines)
    dropped: dict[int, str] = {}
    for n in range(starts[0] if starts else 0):
        if lines[n].strip():
            dropped[n + 1] = "the page's text before the thread's first post"
    for (start, end), author in zip(posts, authors, strict=False):
        dropped[start + 1] = "a post's author"
        dropped[start + 2] = "a post's author"
        if author != writer:
            for n in range(start + 2, end):
                if lines[n].strip():
                    dropped[n + 1] = f"a post by {author}, not the writer ({writer})"
            continue
        body = []
        for n in range(start + 2, end):
            line = lines[n]
            if _CW.match(line):
                dropped[n + 1] = "the post's content warning"
            elif _DATE_LINE.match(line):
                dropped[n + 1] = "the post's date"
            elif _TAGS_ONLY.match(line):
                dropped[n + 1] = "the post's hashtags"
            elif line.strip():
                body.append(n)
        if not body:
            continue
        said = [lines[n] for n in body]
        said[0] = _NUMBERED.sub("", said[0])  # (`3/9 NET-new 1 of 3: …`: the thread's numbering)
        if len(said) > 1 and not P.find_arxiv(said[0]):  # (`IceWedgeNet https://arxiv.org/abs/…`: a record's line)
            said[:1] = titled_message(said[:2])[:1]
        for n, line in zip(body, said, strict=False):
            out[n] = line
    seen = markdown.view("\n".join(out))
    seen.dropped.update(dropped)
    return seen
