"""The seventeenth held-out layout zoo (topic: crop-phenotyping): one facts model (facts.py) written
in four formats no earlier zoo uses (an org-roam note in simplified Chinese, a Slack channel export
pasted into a text file, an AsciiDoc document in traditional Chinese, Pandoc-flavoured Markdown),
each with an answer key (make.py writes key.toml with zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo17.make /tmp/zoo17        # every layout, one folder each
    pytest tests/zoo17/test_zoo17_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre as ../shared/domain.md describes it and each tool's
own conventions, without reading kgraph's extractor or the other zoos' layouts, and without tuning
to any score.
"""
