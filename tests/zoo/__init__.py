"""The layout zoo: one facts model (facts.py) written in many layouts (renderers/), each with an
answer key (make.py writes key.toml) for `kgraph eval`.

    python -m tests.zoo.make /tmp/zoo            # every layout, one folder each
    pytest tests/zoo/test_facts.py               # the zoo is sound (no kgraph needed)
    pytest tests/zoo/test_zoo.py                 # kgraph reads every layout (needs `kgraph eval`)

Written without reading kgraph's extractor, its layout tests or its lexicon: from the brief genre
as domain.md describes it and each format's own syntax.
"""
