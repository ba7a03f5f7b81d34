"""The twenty-third held-out layout zoo (topic: wildfire-forecasting): one facts model (facts.py)
written in four formats no earlier zoo uses (the text GitHub CLI prints for an issue and its
comments in English, a Unix mbox of a mailing-list thread in simplified Chinese, a Microsoft Teams
conversation copied out as plain text in traditional Chinese, a HackMD note in English), each with
an answer key (make.py writes key.toml with zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo23.make /tmp/zoo23        # every layout, one folder each
    pytest tests/zoo23/test_zoo23_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre and each tool's own conventions (`gh issue view`'s
piped output: `title:`/`state:`/`author:`/`labels:`/`comments:` lines, `--`, the issue's Markdown
body, then each comment's `author:`/`association:`/`edited:`/`status:` block between `--` lines;
an mbox's `From ` separators and RFC 5322 headers with RFC 2047 encoded words, `> ` quoting and an
auto-reply; Teams' copied `[date time] Name` lines with indented message bodies, quoted replies and
reaction counts; HackMD's YAML metadata, `[TOC]`, `:::info`/`:::warning`/`:::success` containers,
`==mark==`, task lists and `[name=] [time=]` comment tags), without reading kgraph's extractor or
the other zoos' layouts, and without tuning to any score.
"""
