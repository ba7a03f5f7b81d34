"""The thirty-second held-out layout zoo (topic: volcanic-ash-dispersion): one facts model
(facts.py) written in four formats no earlier zoo uses (a Jira issue description in Jira's wiki
markup, in English, saved as `.txt`; a DokuWiki page's raw wiki text, in traditional Chinese,
saved as DokuWiki keeps it, `.txt`; a brief a pipeline dumps as YAML with PyYAML, in simplified
Chinese; the WebVTT transcript of the spoken hand-over at a video call, in English), each with an
answer key (make.py writes key.toml with zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo32.make /tmp/zoo32        # every layout, one folder each
    pytest tests/zoo32/test_zoo32_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre and each format's own documentation (Atlassian's
text formatting notation for Jira: `h2.` headings, `*strong*`, `_emphasis_`, `{{monospaced}}`,
`[text|url]` links and `[~user]` mentions, `*`/`#` lists and `#*` mixed ones, `||heading||` and
`|cell|` tables, `{panel}`, `{quote}`, `{noformat}` and `{color}` blocks, emoticons; DokuWiki's
wiki:syntax page: `======` headline levels, two-space indented `*`/`-` lists, `^`/`|` tables with
vertical headers, `[[url|title]]` links, `''monospaced''`, forced newlines, footnotes in double
parentheses, `~~NOTOC~~`, and the Wrap, Note and Tag plugins' syntax; the YAML 1.1 specification
and PyYAML's documentation: block and flow collections, literal block scalars, the emitter's
quoting of scalars that would resolve to floats, sexagesimal integers or directives, timestamps,
anchors and aliases; the W3C WebVTT specification and MDN's page on it: the `WEBVTT` header,
`NOTE` blocks, cue identifiers, `-->` timings, voice spans and character references), without
reading kgraph's extractor or the other zoos' layouts, and without tuning to any score.
"""
