"""TaskPaper documents (`.taskpaper`), read as the outline they are.

TaskPaper's format (its user's guide, "TaskPaper file format"): every line is one item, nested by
its tabs. A line that starts with `- ` is a task, a line that ends with `:` (before any tags) a
project, any other line a note; a tag is `@name` or `@name(value)`, anywhere in the line. A line
never wraps (the editor wraps it on screen), so each note is a paragraph of its own. Read as
Markdown: a project is a heading, one level below the project that holds it; a task a list item
nested under the task that holds it, `@done` its box ticked (`- [x]`) and its other tags said after
its text (`PaleCover · new §1.2 · confidence medium-high`); a note a paragraph of the task or
project above it. Every line of the view cites its line in the file.
"""

from __future__ import annotations

import re

from kgraph.extract.tree import View

_TAG = re.compile(r"(?<!\S)@([\w.\-]+)(?:\(([^()\n]*)\))?")
_PROJECT = re.compile(r"^(?!- )(.*\S)\s*:$")


def view(text: str) -> View:
    """The document's view (see the module's docstring), read as Markdown is."""
    out: list[str] = []
    source: list[int] = []
    projects: list[int] = []  # the indentation of each project holding this line
    tasks: list[int] = []  # the indentation of each task holding this line

    def say(line: str, no: int) -> None:
        out.append(line)
        source.append(no)

    for no, raw in enumerate(text.split("\n"), 1):
        if not raw.strip():
            continue
        indent = len(raw) - len(raw.lstrip("\t "))
        depth = raw[:indent].count("\t") + (raw[:indent].count(" ") // 4)
        while projects and projects[-1] >= depth:
            projects.pop()
        while tasks and tasks[-1] >= depth:
            tasks.pop()
        line = raw.strip()
        tags = [(m.group(1), (m.group(2) or "").strip()) for m in _TAG.finditer(line)]
        bare = _TAG.sub("", line).strip()
        if line.startswith("- "):
            done = any(name.lower() == "done" for name, _ in tags)
            said = [f"{name} {value}" if value else name for name, value in tags if name.lower() != "done" or value]
            item = bare[2:].strip()
            say("", no)
            say("  " * len(tasks) + ("- [x] " if done else "- ") + " · ".join([item, *said]), no)
            tasks.append(depth)
        elif (m := _PROJECT.match(bare)) and not tasks:
            say("", no)
            say("#" * min(len(projects) + 1, 6) + " " + m.group(1), no)
            say("", no)
            projects.append(depth)
        else:  # a note: a paragraph of the task above it, or of its project
            said = [f"{name}: {value}" if value else f"@{name}" for name, value in tags]
            say("", no)
            say("  " * len(tasks) + " · ".join([bare, *said] if bare else said), no)
    from kgraph.extract.formats import markdown

    seen = markdown.view("\n".join(out))
    seen.source = [source[n - 1] if 0 < n <= len(source) else n for n in seen.source]
    return seen
