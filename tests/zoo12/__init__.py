"""The twelfth held-out layout zoo (topic: robotics): one facts model (facts.py) written in four
formats no earlier zoo uses (a Marp slide deck in Markdown, a Typst document, a simplified-Chinese
brief whose body is one wide table, a plain-text memo in legal-outline numbering), each with an
answer key (make.py writes key.toml with zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo12.make /tmp/zoo12        # every layout, one folder each
    pytest tests/zoo12/test_zoo12_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre as ../shared/domain.md describes it and each
format's own conventions, without reading kgraph's extractor or the other zoos' layouts, and
without tuning to any score.
"""
