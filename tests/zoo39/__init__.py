"""The thirty-ninth held-out layout zoo (topic: avalanche-hazard-forecasting): one facts model
(facts.py) written in four formats no earlier zoo uses (the brief as a Day One journal entry
exported as JSON, English, `.json`; the brief posted over several messages of a Facebook
Messenger group chat exported as JSON, traditional Chinese, `.json`; the brief as a wiki page
saved by the browser as a single MHTML file, simplified Chinese, `.mhtml`; the brief as a
LibreOffice Calc workbook, English, `.ods`), each with an answer key (make.py writes key.toml with
zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo39.make /tmp/zoo39        # every layout, one folder each
    pytest tests/zoo39/test_zoo39_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre and each format's own documentation and
conventions (Day One's JSON export: `{"metadata": {"version": "1.0"}, "entries": [...]}` pretty
printed by Apple's JSON writer with `"key" : value` and `\\/`, an entry's `uuid`,
`creationDate`/`modifiedDate` in UTC, device fields, `timeZone`, `tags`, `location`, `weather`,
`richText` and the body as Markdown in `text` with Day One's backslash escapes (`\\.`, `\\-`,
`\\(` ...); Messenger's `message_1.json`: `participants`, `messages` newest first with
`sender_name`, `timestamp_ms`, `content`, `share`, `reactions`, then `title`, `thread_path` and
the rest, every non-ASCII character written as the `\\u00XX` escapes of its UTF-8 bytes, as
Facebook's exporter really does; Blink's MHTML: a `multipart/related` MIME message with
`Snapshot-Content-Location`, an RFC 2047 `Subject`, the HTML and CSS parts in quoted-printable with
76-character lines, `=` soft breaks and CRLF; OpenDocument's spreadsheet package: an uncompressed
`mimetype` first, `META-INF/manifest.xml`, `content.xml` with typed `table:table-cell`s (string,
float, date, time, boolean), repeated empty cells, `text:a` links, number styles), without
reading kgraph's extractor or the other zoos' layout modules, and without tuning to any score.
"""
