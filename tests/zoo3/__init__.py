"""The third held-out layout zoo (topic: training): one facts model (facts.py) written in formats
the first two zoos do not use (renderers/: LaTeX, MediaWiki, Jupyter, Textile, Setext Markdown,
...), each with an answer key (make.py writes key.toml) for `kgraph eval`.

    python -m tests.zoo3.make /tmp/zoo3          # every layout, one folder each
    pytest tests/zoo3/test_zoo3_facts.py         # the zoo is sound (no kgraph needed)

Written from the facts model, the brief genre as /work/shared/domain.md describes it and each
format's own documentation and syntax, without reading kgraph's extractor, its patterns, its
lexicon, its layout tests or the other zoos' renderers, and without looking at any score.
"""
