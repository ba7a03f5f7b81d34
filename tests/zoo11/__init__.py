"""The eleventh held-out layout zoo (topic: retrieval): one facts model (facts.py) written in four
formats no earlier zoo uses (layouts.py: a word-processor RTF export, a Google Docs plain-text
download, hand-written semantic HTML5, traditional-Chinese Markdown with reference links and
footnotes), each with an answer key (make.py writes key.toml with zoo4's key writer) for
`kgraph eval`.

    python -m tests.zoo11.make /tmp/zoo11        # every layout, one folder each
    pytest tests/zoo11/test_zoo11_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre as ../shared/domain.md describes it and each
format's own conventions, without reading kgraph's extractor or the other zoos' renderers, and
without tuning to any score.
"""
