"""The eighteenth held-out layout zoo (topic: ocean-acoustics): one facts model (facts.py) written
in four formats no earlier zoo uses (a txt2tags document in English, an EPUB 3 e-book in simplified
Chinese, a Telegram Desktop chat export in traditional Chinese, a Microsoft Word "Save as Web Page"
file in English), each with an answer key (make.py writes key.toml with zoo4's key writer) for
`kgraph eval`.

    python -m tests.zoo18.make /tmp/zoo18        # every layout, one folder each
    pytest tests/zoo18/test_zoo18_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre as ../shared/domain.md describes it and each tool's
own conventions, without reading kgraph's extractor or the other zoos' layouts, and without tuning
to any score.
"""
