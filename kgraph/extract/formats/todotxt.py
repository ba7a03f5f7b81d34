"""A todo.txt list (`todo.txt`, `done.txt`, or any text whose lines are todo.txt tasks), read as
the records its tasks are.

The format (todotxt/todo.txt's specification): one task per line, `x ` first when it is done,
then an optional priority `(A) `, the completion date when done, the creation date, then its
description holding `+project` and `@context` tags and `key:value` pairs anywhere. Read as
Markdown, each line citing its own: the contexts group the tasks (where the first `@context`
changes, its words head a part: `## verify`, `## net-new`; the first line, before any part, is
the header), a task is a list item whose box is ticked when it is done (`- [x]`, a concern
settled), its description then its pairs said as fields (`§1.2` for `sec:1.2`, a value whose key
names a status, a name or a file bare, any other `key value`), its priority, dates, projects and
`due:`/`t:`/`rec:` (when to do it, not what was found) left out.
"""

from __future__ import annotations

import re

from kgraph.extract.tree import View

# `x 2026-09-15 2026-09-11 ` / `(A) 2026-09-15 `: the task's state, priority and dates
_HEAD = re.compile(r"^(x\s+)?(\([A-Z]\)\s+)?(\d{4}-\d{2}-\d{2}\s+)?(\d{4}-\d{2}-\d{2}\s+)?")
_PROJECT = re.compile(r"(?<!\S)\+[^\s]+")
_CONTEXT = re.compile(r"(?<!\S)@([^\s]+)")
_PAIR = re.compile(r"(?<!\S)([A-Za-z][\w-]{0,30}):(?!//)([^\s:]\S*)")
_SCHEDULE = frozenset({"due", "t", "rec", "h", "pri", "threshold"})


def view(text: str) -> View:
    """The list's view (see the module's docstring), read as Markdown is."""
    from kgraph.extract.formats import markdown

    out: list[str] = []
    source: list[int] = []
    part: str | None = None
    for no, raw in enumerate(text.split("\n"), 1):
        line = raw.strip()
        if not line:
            continue
        head = _HEAD.match(line)
        done = bool(head and head.group(1))
        body = line[head.end() :] if head else line
        context = next((m.group(1) for m in _CONTEXT.finditer(body)), "")
        pairs = [(k, v) for k, v in _PAIR.findall(body) if k.lower() not in _SCHEDULE]
        words = _PAIR.sub(lambda m: "" if _is_pair(m.group(1)) else m.group(0), body)
        words = " ".join(_CONTEXT.sub("", _PROJECT.sub("", words)).split())
        if part is None:
            part = context  # (the first task: the list's header)
            said = [words, *(_said(k, v) for k, v in pairs)]
            out += [" · ".join(s for s in said if s), ""]
            source += [no, no]
            continue
        if context != part:
            part = context
            out += ["", f"## {re.sub(r'[-_]+', ' ', context) or 'tasks'}", ""]
            source += [no, no, no]
        said = [words, *(_said(k, v) for k, v in pairs if not (_bare(k) and _said(k, v) in words))]
        out.append(("- [x] " if done else "- ") + " · ".join(s for s in said if s))
        source.append(no)
    seen = markdown.view("\n".join(out))
    seen.source = [source[n - 1] if 0 < n <= len(source) else n for n in seen.source]
    return seen


def _is_pair(key: str) -> bool:
    return bool(re.fullmatch(r"[A-Za-z][\w-]{0,30}", key))


def _bare(key: str) -> bool:
    """A pair whose value is a work's id, link or file (said once: `id:3307.56879` after it)."""
    return key.lower() in ("id", "src", "card", "url", "link", "file", "path", "sec", "section")


def _said(key: str, value: str) -> str:
    from kgraph.extract.formats.frontmatter import _role

    bare = key.lower()
    if bare in _SCHEDULE:
        return ""
    if re.fullmatch(r"sec(?:tion)?|§", bare) and re.fullmatch(r"\d{1,2}(?:\.\d{1,2})+", value):
        return f"§{value}"
    if bare in ("id", "src", "card", "url", "link", "file", "path") or _role(bare) in ("name", "source", "status"):
        return value
    return f"{key} {value}"
