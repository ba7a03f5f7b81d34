"""Reading the zoo26 formats back without kgraph, each checked as its own tool writes it: SMF's
BBCode (tags, their nesting, the text between them), a Roam Markdown export (its tree of `- `
blocks), a Google Chat plain-text copy (its runs of name, time and messages) and an Apple Notes
HTML export (its elements, through `html.parser`)."""

from __future__ import annotations

import re
from html.parser import HTMLParser

BB = re.compile(r"\[(/?)(\*|b|i|u|s|tt|url|quote|list|table|tr|td|code|size|color|center|hr)((?:=| )[^\]]*)?\]")


def bbcode(text: str) -> list[tuple[str, str, str]]:
    """SMF's BBCode checked as SMF nests it: every tag closed in order, `[*]` only in a list,
    `[tr]` only in a table and `[td]` only in a row, nothing but tags between rows and cells,
    nothing parsed inside `[code]`, no stray bracket. Returns the tags as (slash, name, argument)."""
    stack, tags, pos = [], [], 0
    while pos < len(text):
        m = BB.search(text, pos)
        between = text[pos : m.start() if m else len(text)]
        assert "[" not in between and "]" not in between, between
        assert not stack or stack[-1] not in {"table", "tr"} or not between.strip(), between
        if not m:
            break
        slash, name, arg = m.groups()
        tags.append((slash, name, arg or ""))
        pos = m.end()
        if name == "hr":
            assert not slash and not arg
        elif name == "*":
            if stack and stack[-1] == "*":
                stack.pop()
            assert stack and stack[-1] == "list", "[*] outside a list"
            stack.append("*")
        elif slash:
            if name == "list" and stack and stack[-1] == "*":
                stack.pop()
            assert stack and stack.pop() == name, f"[/{name}] closes {stack}"
        elif name == "code":
            end = text.index("[/code]", pos)
            tags.append(("/", "code", ""))
            pos = end + len("[/code]")
        else:
            assert name != "tr" or stack[-1] == "table"
            assert name != "td" or stack[-1] == "tr"
            stack.append(name)
    assert stack == []
    return tags


def strip_bbcode(text: str) -> str:
    return BB.sub(lambda m: " | " if m.group(0) == "[/td]" else "", text)


def roam_blocks(text: str) -> list[tuple[int, str]]:
    """The export's blocks as (depth, text): every line a `- ` bullet four spaces a level deeper
    than its parent at most."""
    blocks, depth = [], -1
    for line in text.rstrip("\n").split("\n"):
        m = re.fullmatch(r"((?:    )*)- (\S.*)", line)
        assert m, line
        level = len(m.group(1)) // 4
        assert level <= depth + 1, line
        blocks.append((level, m.group(2)))
        depth = level
    return blocks


class Notes(HTMLParser):
    """The elements of an Apple Notes export and its text (a newline after each line or row)."""

    VOID = {"br", "meta"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.seen: list[tuple[str, tuple[str, ...], dict]] = []  # (tag, its ancestors, attributes)
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self.seen.append((tag, tuple(self.stack), dict(attrs)))
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack.pop() == tag, (tag, self.stack)
        self.text.append({"div": "\n", "li": "\n", "tr": "\n", "td": " | "}.get(tag, ""))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def notes(text: str) -> Notes:
    p = Notes()
    p.feed(text)
    p.close()
    assert p.stack == []
    return p


ROAM_DATE = re.compile(r"\[\[([A-Z][a-z]+) (\d{1,2})(st|nd|rd|th), (\d{4})\]\]")


TIME = re.compile(r"(上午|下午)(1[0-2]|[1-9]):[0-5]\d")


def chat_runs(text: str, senders: set[str]) -> list[tuple[str, bool, str, list[str]]]:
    """(sender, is an app, time, lines) of each run: a sender's name, `應用程式` under an app's
    name, a time, then the messages."""
    lines = text.rstrip("\n").split("\n")
    assert lines[:2] == ["今天", ""]
    runs, i = [], 2
    while i < len(lines):
        name = lines[i]
        assert name in senders, name
        app = lines[i + 1] == "應用程式"
        i += 2 if app else 1
        assert TIME.fullmatch(lines[i]), lines[i]
        runs.append((name, app, lines[i], []))
        i += 1
        while i < len(lines) and not (lines[i] in senders and i + 1 < len(lines) and
                                      (TIME.fullmatch(lines[i + 1]) or lines[i + 1] == "應用程式")):  # fmt: skip
            runs[-1][3].append(lines[i])
            i += 1
        assert runs[-1][3] and runs[-1][3][0], runs[-1]
        if runs[-1][3][-1] == "":
            runs[-1][3].pop()
    return runs
