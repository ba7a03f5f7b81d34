"""The twenty-first held-out layout zoo (topic: battery-materials): one facts model (facts.py)
written in four formats no earlier zoo uses (a Hugo content page in English, a Sphinx project's
reStructuredText page in simplified Chinese, a Slack workspace export's day file in English, a
Google Keep note as Google Takeout exports it in traditional Chinese), each with an answer key
(make.py writes key.toml with zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo21.make /tmp/zoo21        # every layout, one folder each
    pytest tests/zoo21/test_zoo21_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre as ../shared/domain.md describes it and each tool's
own conventions (Hugo's TOML front matter, `ref` and `details` shortcodes and a theme's `notice`;
Sphinx's field lists, `list-table`, `todo`, `:doc:` and `:ref:`; Slack's export message objects with
mrkdwn, rich_text blocks, threads and join messages; Keep's Takeout HTML with text and list notes
and label chips), without reading kgraph's extractor or the other zoos' layouts, and without tuning
to any score.
"""
