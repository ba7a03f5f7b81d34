"""Which view reads a document of each format: a table (VIEWS) instead of a branch per format."""

from __future__ import annotations

import importlib

from kgraph.extract.tree import View

# The formats kgraph reads with a view of its own (formats/<module>.py) and what each view takes:
# "text" the decoded, tamed text; "named" the text as written and the file's name; "bytes" the
# file's bytes and its name; "typed" the text as written, the name and the format. Any other
# format is pandoc's (pandoc.py); Markdown and plain text have their own entries in `view_of`.
VIEWS: dict[str, tuple[str, str]] = {
    "zim": ("zim", "text"),
    "bbcode": ("bbcode", "text"),
    "gemtext": ("gemtext", "text"),
    "ms": ("roff", "text"),
    "texinfo": ("texinfo", "text"),
    "freemind": ("freemind", "text+name"),
    "discord": ("discord", "text"),
    "whatsapp": ("whatsapp", "text"),
    "mastodon": ("mastodon", "text"),
    "webvtt": ("webvtt", "text"),
    "taskpaper": ("taskpaper", "text"),
    "todotxt": ("todotxt", "text"),
    "zoom": ("zoom", "text"),
    "bibtex": ("bibtex", "text+name"),
    "ical": ("ical", "text+name"),
    "ass": ("ass", "text"),
    "tiddlywiki": ("tiddlywiki", "text"),
    "mbox": ("mbox", "text"),
    "email": ("mail", "text"),
    "excel": ("excel", "text"),
    "feed": ("feed", "text+name"),
    "wikidump": ("wikidump", "text+name"),
    "wordml": ("wordml", "bytes"),
    "siyuan": ("siyuan", "bytes"),
    "skype": ("skype", "bytes"),
    "xmind": ("xmind", "bytes"),
    "opml": ("opml", "text+name"),
    "canvas": ("canvas", "named"),
    "trello": ("trello", "named"),
    "discord-html": ("discord_html", "bytes"),
    "slack": ("slack", "named"),
    "telegram-json": ("telegram_json", "named"),
    "element": ("element", "named"),
    "keep": ("keep", "named"),
    "dayone": ("dayone", "named"),
    "lark": ("lark", "named"),
    "standardnotes": ("standardnotes", "named"),
    "messenger": ("messenger", "named"),
    "yaml": ("datadoc", "typed"),
    "json": ("datadoc", "typed"),
    "toml": ("datadoc", "typed"),
    "jsonl": ("jsonl", "named"),
    "xlsx": ("xlsx", "bytes"),
    "ods": ("ods", "bytes"),
}


def view_of(fmt: str, data: bytes, text: str | None, written: str | None, name: str) -> View:
    """The view of a document in `fmt` (see VIEWS): its lines as the readers read them."""
    if fmt == "markdown":
        from kgraph.extract.formats import discourse, markdown

        return discourse.view(text or "") if discourse.is_discourse(text or "") else markdown.view(text or "")
    if fmt == "text":
        from kgraph.extract.formats.text import view as text_view

        return text_view(text or "", written)
    if fmt in ("csv", "tsv"):
        from kgraph.extract.formats.sheet import view as sheet_view

        return sheet_view(text or "", "\t" if fmt == "tsv" else ",")
    if fmt == "fodt":  # a flat ODF text: the package it stands for, read as an .odt
        from kgraph.extract.formats.flatodf import as_package

        data, fmt, text = as_package(data, name), "odt", None
    if fmt not in VIEWS:
        from kgraph.extract.formats.pandoc import view as pandoc_view

        seen = pandoc_view(data, text, fmt, name)
        if fmt == "docx":
            from kgraph.extract.formats.teams import spoken

            return spoken(seen)  # (a Teams meeting transcript downloaded as Word: teams.py)
        return seen
    module, takes = VIEWS[fmt]
    view = importlib.import_module(f"kgraph.extract.formats.{module}").view
    if takes == "text":
        return view(text or "")
    if takes == "text+name":
        return view(text or "", name)
    if takes == "named":
        return view(written or "", name)
    if takes == "typed":
        return view(written or "", name, fmt)
    return view(data, name)  # ("bytes")
