"""The fortieth held-out layout zoo (topic: river-sediment-transport): one facts model
(facts.py) written in four formats no earlier zoo uses (the brief as a Standard Notes note in a
decrypted backup, English, `.json`; the brief posted over several messages of a Signal Desktop
group chat exported as text by signal-export, traditional Chinese, `.txt`; the brief as an
AsciiDoc document, simplified Chinese, `.adoc`; the brief as a MediaWiki page exported as an XML
dump, English, `.xml`), each with an answer key (make.py writes key.toml with zoo4's key writer)
for `kgraph eval`.

    python -m tests.zoo40.make /tmp/zoo40        # every layout, one folder each
    pytest tests/zoo40/test_zoo40_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre and each format's own documentation and
conventions (Standard Notes' decrypted backup: `{"version": "004", "items": [...]}` as
`JSON.stringify(data, null, 2)` writes it, a `Note` item with its `content` (title, Markdown
`text`, `references`, `appData` under `org.standardnotes.sn`, `noteType`, `editorIdentifier`)
and `Tag` items referencing it, v4 uuids, ISO instants with milliseconds and microsecond
timestamps; signal-export's `chat.md`: `[YYYY-MM-DD HH:MM:SS] Sender: body  ` a message with a
blank line after it, `Me` for the exporting account, quoted replies as `> ` lines, reactions as
`(- Name: emoji -)`, attachments as Markdown links into `./media/`; Asciidoctor's AsciiDoc: a
header of attribute entries, `==` sections with `[[anchors]]`, `|===` tables with `[cols=...]`,
`a|` cells, description lists, admonition paragraphs and `[WARNING]` blocks, `link:` macros,
`<<xrefs>>`; MediaWiki's export schema 0.11: siteinfo, one page, its revision with the wikitext
escaped as XML and its base-36 SHA-1, the wikitext with an infobox template, wikitables, lists,
links, `<ref>` footnotes and categories), without reading kgraph's extractor or the other zoos'
layout modules, and without tuning to any score.
"""
