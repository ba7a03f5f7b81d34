"""The fifteenth held-out layout zoo (topic: grid-storage): one facts model (facts.py) written in
four formats no earlier zoo uses (an Emacs Muse / Amusewiki text in simplified Chinese, a WikiCreole
page, a Confluence storage-format page export, a traditional-Chinese TWiki topic), each with an
answer key (make.py writes key.toml with zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo15.make /tmp/zoo15        # every layout, one folder each
    pytest tests/zoo15/test_zoo15_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre as ../shared/domain.md describes it and each
format's own conventions, without reading kgraph's extractor or the other zoos' layouts, and
without tuning to any score.
"""
