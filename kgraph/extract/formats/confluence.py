"""A Confluence page in its storage format (XHTML with `ac:`/`ri:` elements), as plain HTML.

pandoc's HTML reader drops the `ac:` elements and keeps the text inside them, so a status
lozenge reads `GreenNET-new` (its colour parameter glued to its title), a warning panel's title
is loose text and a link to a page keeps no target. Here each macro becomes the HTML that says
the same: a lozenge its title, a panel a `<div class="warning">` whose first paragraph is its
title, an expand a disclosure block, page properties their table, a code block `<pre>`, a task
list a list of `[x]` items, a page link a link. Line breaks are kept, so lines still cite the
file as written.

Macros are replaced innermost first, in one pass over their tags.
"""

from __future__ import annotations

import html
import re

_MACRO_TAG = re.compile(rb"<(/?)ac:structured-macro\b([^>]{0,400}?)(/?)>")
_NAME = re.compile(rb"""\bac:name\s*=\s*["']([^"']{1,60})["']""")
_PARAMETER = re.compile(
    rb"""<ac:parameter\b[^>]{0,200}?ac:name\s*=\s*["']([^"']{0,60})["'][^>]{0,200}>(.*?)</ac:parameter\s*>""", re.S
)
_RICH_BODY = re.compile(rb"<ac:rich-text-body\s*>(.*)</ac:rich-text-body\s*>", re.S)
_PLAIN_BODY = re.compile(rb"<ac:plain-text-body\s*>\s*<!\[CDATA\[(.*?)\]\]>\s*</ac:plain-text-body\s*>", re.S)
_LINK = re.compile(rb"<ac:link\b[^>]{0,200}>(.*?)</ac:link\s*>", re.S)
_LINK_TARGET = re.compile(
    rb"""<ri:(?:url\s[^>]{0,50}?ri:value|page\s[^>]{0,200}?ri:content-title|attachment\s[^>]{0,50}?ri:filename)\s*=\s*["']([^"']{1,500})["']"""
)
_LINK_BODY = re.compile(
    rb"<ac:(?:plain-text-)?link-body\s*>(?:<!\[CDATA\[)?(.*?)(?:\]\]>)?</ac:(?:plain-text-)?link-body\s*>", re.S
)
_TASK = re.compile(
    rb"<ac:task\s*>\s*(?:<ac:task-id>[^<]{0,40}</ac:task-id>\s*)?<ac:task-status>\s*(\w{1,20})\s*</ac:task-status>\s*"
    rb"<ac:task-body>(.*?)</ac:task-body>\s*</ac:task\s*>",
    re.S,
)
_TASK_LIST = re.compile(rb"<(/?)ac:task-list\s*>")
_EMOTICON = re.compile(rb"""<ac:emoticon\b[^>]{0,200}?ac:name\s*=\s*["'](\w{1,30})["'][^>]{0,200}/>""")
_OTHER_TAG = re.compile(rb"</?(?:ac|ri):[\w-]{1,40}\b[^>]{0,500}>")

# panels a page writes as callouts: their kind is their name
_PANELS = frozenset({b"info", b"note", b"tip", b"warning", b"panel", b"error", b"success"})
# macros that only hold their body (page properties, layout, excerpts): the body is the page's text
_HOLDERS = frozenset({b"details", b"section", b"column", b"excerpt", b"div", b"span", b"excerpt-include"})
_EMOTICONS = {b"tick": "✅", b"cross": "❌", b"warning": "⚠️", b"information": "ℹ️", b"question": "❓"}


def is_storage_format(data: bytes) -> bool:
    """A page in Confluence's storage format (it holds `ac:` elements)."""
    return b"<ac:" in data


def plain_html(data: bytes) -> bytes:
    """The page with its Confluence elements written as the HTML that says the same."""
    data = _macros(data)
    data = _LINK.sub(_link, data)
    data = _TASK.sub(_task, _TASK_LIST.sub(lambda m: b"</ul>" if m.group(1) else b"<ul>", data))
    data = _EMOTICON.sub(lambda m: _EMOTICONS.get(m.group(1), "").encode(), data)
    return _OTHER_TAG.sub(b"", data)


def _kept_lines(old: bytes, new: bytes) -> bytes:
    """`new` with as many line breaks as the markup it replaces, so later lines keep their numbers."""
    return new + b"\n" * max(0, old.count(b"\n") - new.count(b"\n"))


def _macros(data: bytes) -> bytes:
    """Every macro replaced, innermost first (a stack of the open ones' text)."""
    stack: list[list[bytes]] = [[]]
    pos = 0
    for tag in _MACRO_TAG.finditer(data):
        stack[-1].append(data[pos : tag.start()])
        pos = tag.end()
        if tag.group(3):  # `<ac:structured-macro … />`: a macro with nothing in it
            continue
        if not tag.group(1):
            stack.append([tag.group(0)])
        elif len(stack) > 1:
            opened, *inner = stack.pop()
            stack[-1].append(_macro(opened, b"".join(inner), tag.group(0)))
    stack[-1].append(data[pos:])
    while len(stack) > 1:  # opened, never closed: its text stays
        _, *inner = stack.pop()
        stack[-1].extend(inner)
    return b"".join(stack[0])


def _macro(opened: bytes, inner: bytes, closed: bytes) -> bytes:
    name_m = _NAME.search(opened)
    name = name_m.group(1).lower() if name_m else b""
    params = {k.lower(): v for k, v in _PARAMETER.findall(inner)}
    body_m = _RICH_BODY.search(inner)
    body = body_m.group(1) if body_m else b""
    title = params.get(b"title", b"").strip()
    if name == b"status":
        new = b" " + (title or params.get(b"colour", b"")) + b" "
    elif name in _PANELS or name == b"expand":
        kind = b"details" if name == b"expand" else name
        head = b"<p>" + title + b"</p>" if title else b""
        new = b'<div class="' + kind + b'">' + head + body + b"</div>"
    elif name in _HOLDERS:
        new = body
    elif (plain := _PLAIN_BODY.search(inner)) is not None:  # code, noformat: its text as written
        new = b"<pre>" + html.escape(plain.group(1).decode("utf-8", "replace"), quote=False).encode() + b"</pre>"
    elif name == b"jira":
        new = b" " + params.get(b"key", b"") + b" "
    else:  # a table of contents, an anchor, a chart: nothing of the brief's
        new = body
    return _kept_lines(opened + inner + closed, new)


def _link(m: re.Match[bytes]) -> bytes:
    target = _LINK_TARGET.search(m.group(1))
    body = _LINK_BODY.search(m.group(1))
    text = (body.group(1) if body else b"") or (target.group(1) if target else b"")
    if not target:
        return _kept_lines(m.group(0), text)
    href = html.escape(target.group(1).decode("utf-8", "replace")).encode()
    return _kept_lines(m.group(0), b'<a href="' + href + b'">' + text + b"</a>")


def _task(m: re.Match[bytes]) -> bytes:
    done = m.group(1).lower() == b"complete"
    return _kept_lines(m.group(0), b"<li>" + (b"[x] " if done else b"[ ] ") + m.group(2) + b"</li>")
