"""The thirty-third held-out layout zoo (topic: permafrost-thaw-monitoring): one facts model
(facts.py) written in four formats no earlier zoo uses (a brief a pipeline emits as JSON, English
keys, `.json`; the same kind of pipeline output as TOML with traditional Chinese keys and values,
`.toml`; the SubRip transcript of the analyst's spoken hand-over at a meeting, in simplified
Chinese, `.srt`; the brief posted as a Mastodon thread and copied as text from the web UI, in
English, `.txt`), each with an answer key (make.py writes key.toml with zoo4's key writer) for
`kgraph eval`.

    python -m tests.zoo33.make /tmp/zoo33        # every layout, one folder each
    pytest tests/zoo33/test_zoo33_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre and each format's own documentation (RFC 8259 and
Python's json module: `json.dumps(obj, indent=2, ensure_ascii=False)`, objects, arrays, `null`,
numbers, no escaped `/`; the TOML v1.0.0 specification and Python's tomllib: bare keys only in
ASCII letters, digits, `_` and `-` so that Chinese keys are quoted, in table headers too, key/value
pairs before the first table, `[table]`s, `[[arrays of tables]]` and nested ones, inline tables,
local dates, local date-times and local times, multi-line basic strings; the SubRip format as the
Matroska subtitle notes and the SubRip descriptions give it: cues numbered from 1, a
`HH:MM:SS,mmm --> HH:MM:SS,mmm` timing with a comma before the milliseconds, text lines, a blank
line after each cue, no header and no voice tags; Mastodon's documentation and web UI: the
500-character limit with every link counted as 23 characters and a remote mention as its user
name, content warnings counted too, hashtags, `@user@server` mentions, the display name, handle and
date line each post shows, links copied whole), without reading kgraph's extractor or the other
zoos' layouts, and without tuning to any score.
"""
