"""The thirty-fifth held-out layout zoo (topic: coral-bleaching-alerts): one facts model
(facts.py) written in four formats no earlier zoo uses (the brief kept in a Jupyter notebook,
English, `.ipynb`; the brief as a MediaWiki page's wikitext, traditional Chinese, `.wiki`; the
brief posted to a DingTalk group and saved as plain text, simplified Chinese, `.txt`; the brief
kept as a TaskPaper list, English, `.taskpaper`), each with an answer key (make.py writes
key.toml with zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo35.make /tmp/zoo35        # every layout, one folder each
    pytest tests/zoo35/test_zoo35_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre and each format's own documentation and
conventions (the Jupyter notebook format, nbformat 4.5: top-level `cells`, `metadata` with
`kernelspec` and `language_info`, `nbformat` and `nbformat_minor`, cells with an `id`, `metadata`
and `source` as a list of lines, code cells with `execution_count` and `outputs` of type
`execute_result` (a MIME bundle: pandas' `text/plain` repr and `text/html` table) or `stream`,
saved with one-space indentation and sorted keys; MediaWiki's wikitext: templates with named
parameters, section headings, wikitables, lists, bold, internal and external links, `<ref>`
footnotes and `<references />`, categories; DingTalk's group chat as its messages read when
saved as text: sender and send time, the message, `@` mentions, a quoted reply, a link card;
TaskPaper's plain-text format: projects ending in `:`, tasks beginning `- `, notes, tab
indentation, `@tag(value)` tags with `@done` and `@due` dates), without reading kgraph's
extractor or the other zoos' layouts, and without tuning to any score.
"""
