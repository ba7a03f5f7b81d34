"""The forty-second held-out layout zoo (topic: honeybee-colony-health): one facts model
(facts.py) written in four formats no earlier zoo uses (a Confluence page in legacy wiki markup,
English, `.txt`; a Typora Markdown note, simplified Chinese, `.md`; the `pdftotext -layout` text
of a PDF report, traditional Chinese, `.txt`; a long-format spreadsheet CSV export, English,
`.csv`), each with an answer key (make.py writes key.toml with zoo4's key writer).

    python -m tests.zoo42.make /tmp/zoo42
    pytest tests/zoo42/test_zoo42_facts.py

Written from the facts model and each format's own documentation, without reading kgraph's
extractor or the other zoos' layout modules, and without tuning to any score.
"""
