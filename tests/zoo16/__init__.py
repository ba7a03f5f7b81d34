"""The sixteenth held-out layout zoo (topic: urban-air-quality): one facts model (facts.py) written
in four formats no earlier zoo uses (a Notion "Export as HTML" page, a Google Docs "Web page (.html)"
download in simplified Chinese, a Tiki Wiki page, a traditional-Chinese tracker sheet saved as
tab-separated values), each with an answer key (make.py writes key.toml with zoo4's key writer) for
`kgraph eval`.

    python -m tests.zoo16.make /tmp/zoo16        # every layout, one folder each
    pytest tests/zoo16/test_zoo16_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre as ../shared/domain.md describes it and each tool's
own export conventions, without reading kgraph's extractor or the other zoos' layouts, and without
tuning to any score.
"""
