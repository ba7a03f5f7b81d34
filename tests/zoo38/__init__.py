"""The thirty-eighth held-out layout zoo (topic: coastal-fog-forecasting): one facts model
(facts.py) written in four formats no earlier zoo uses (the brief as a Google Keep note exported
by Google Takeout, English, `.json`; the brief as a Joplin note exported as "Markdown + Front
Matter", simplified Chinese, `.md`; the brief as a Notion database exported as CSV, traditional
Chinese, `.csv`; the brief as an iCalendar file of to-dos, English, `.ics`), each with an answer
key (make.py writes key.toml with zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo38.make /tmp/zoo38        # every layout, one folder each
    pytest tests/zoo38/test_zoo38_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre and each format's own documentation and
conventions (Google Takeout's Keep note: one compact JSON object a note, `color`, `isTrashed`,
`isPinned`, `isArchived`, `textContent` with `\\n` line breaks or `listContent` checklist items
with `textHtml`, `text` and `isChecked`, `title`, `userEditedTimestampUsec` and
`createdTimestampUsec` in microseconds, `labels` and `WEBLINK` `annotations`; Joplin's Markdown +
Front Matter export: a YAML block with `title`, `updated` and `created` as UTC times, `author`
and a `tags` list, then the body in Markdown with Joplin's `:/<32 hex id>` note and resource
links and `- [ ]`/`- [x]` checklists; Notion's database CSV: a byte order mark, a header row of
property names with the title first, a row a page, selects and multi-selects (joined with `, `),
dates as `2026年6月10日`, `Yes`/`No` checkboxes, URLs and relations as `Title (URL)`, fields
quoted only when they must be; iCalendar per RFC 5545: a VCALENDAR with a hand-over VEVENT and a
VTODO an item or a concern, TEXT values escaped (`\\n`, `\\,`, `\\;`), `STATUS:COMPLETED` for a
settled concern, CATEGORIES, URL, PRIORITY, UTC times, content lines folded at 75 octets with
CRLF and a space), without reading kgraph's extractor or the other zoos' layout modules, and
without tuning to any score.
"""
