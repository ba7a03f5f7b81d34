"""The thirteenth held-out layout zoo (topic: protein-design): one facts model (facts.py) written in
four formats no earlier zoo uses (a Djot document, a DocBook 5 article, a traditional-Chinese
plain-text post in the style of a BBS board, a tracking-spreadsheet export as CSV), each with an
answer key (make.py writes key.toml with zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo13.make /tmp/zoo13        # every layout, one folder each
    pytest tests/zoo13/test_zoo13_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre as ../shared/domain.md describes it and each
format's own conventions, without reading kgraph's extractor or the other zoos' layouts, and
without tuning to any score.
"""
