"""The fourteenth held-out layout zoo (topic: ocean-sensing): one facts model (facts.py) written in
four formats no earlier zoo uses (an OPML 2.0 outliner export, a txt2tags document, an MkDocs
Material page, a traditional-Chinese LaTeX beamer deck), each with an answer key (make.py writes
key.toml with zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo14.make /tmp/zoo14        # every layout, one folder each
    pytest tests/zoo14/test_zoo14_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre as ../shared/domain.md describes it and each
format's own conventions, without reading kgraph's extractor or the other zoos' layouts, and
without tuning to any score.
"""
