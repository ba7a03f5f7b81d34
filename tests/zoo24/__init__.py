"""The twenty-fourth held-out layout zoo (topic: glacier-dynamics): one facts model (facts.py)
written in four formats no earlier zoo uses (a WeeChat IRC channel log in English, MyST Markdown as
Jupyter Book writes it in simplified Chinese, an Org-mode file exported to UTF-8 plain text with
`C-c C-e t u` in traditional Chinese, TiddlyWiki `.tid` tiddler files in English), each with an
answer key (make.py writes key.toml with zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo24.make /tmp/zoo24        # every layout, one folder each
    pytest tests/zoo24/test_zoo24_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre and each tool's own conventions (WeeChat's logger:
`YYYY-MM-DD HH:MM:SS<TAB>prefix<TAB>message` lines with `-->`/`<--`/`--` prefixes for joins, parts
and topic changes, one IRC message per line; MyST's YAML front matter, `(label)=` targets, backtick
and colon-fenced directives with `:class:`/`:header-rows:` options, `{ref}`/`{doc}` roles and
`{list-table}` tables; ox-ascii's UTF-8 output: centred title block between `━` rules, numbered
headlines underlined with `═`/`─`, a two-space inner margin, text filled at 72 columns, `•`/`☐`/`☑`
list bullets, box-drawn tables, links as `<url>` or `[desc]` with a note, verbatim as `` `x' `` and
footnotes at the end; TiddlyWiki's `.tid` header fields, a blank line and WikiText with `!` headings,
`''bold''`, `[ext[…]]` links, `|…|h` header rows, `<<macro>>` calls and a `<$list>` widget), without
reading kgraph's extractor or the other zoos' layouts, and without tuning to any score.
"""
