"""The forty-fifth held-out layout zoo (topic: tunnel-boring-monitoring): one facts model
(facts.py) written in four formats no earlier zoo uses (a Jira issue search exported as XML,
English, `.xml`; an XMind mind map workbook, simplified Chinese, `.xmind`; a LibreOffice flat
OpenDocument text typed in Taiwan, traditional Chinese, `.fodt`; a Unix manual page in the man
macros with a tbl table, English, `.7`), each with an answer key (make.py writes key.toml with
zoo4's key writer).

    python -m tests.zoo45.make /tmp/zoo45
    pytest tests/zoo45/test_zoo45_facts.py

Written from the facts model and each format's own documentation, without reading kgraph's
extractor or the other zoos' layout modules, and without tuning to any score.
"""
