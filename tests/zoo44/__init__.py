"""The forty-fourth held-out layout zoo (topic: railway-track-buckling): one facts model
(facts.py) written in four formats no earlier zoo uses (a Skype chat history export, the
`messages.json` of Skype's data export, English, `.json`; a SiYuan document as SiYuan stores
and exports it, simplified Chinese, `.sy`; an RTF file saved by macOS TextEdit on a Taiwanese
Mac, traditional Chinese, `.rtf`; a GNU Texinfo manual source, English, `.texi`), each with an
answer key (make.py writes key.toml with zoo4's key writer).

    python -m tests.zoo44.make /tmp/zoo44
    pytest tests/zoo44/test_zoo44_facts.py

Written from the facts model and each format's own documentation, without reading kgraph's
extractor or the other zoos' layout modules, and without tuning to any score.
"""
