"""The forty-third held-out layout zoo (topic: wind-turbine-blade-icing): one facts model
(facts.py) written in four formats no earlier zoo uses (a FreeMind 1.0 mind map, English, `.mm`;
a QQ group chat history exported as text, simplified Chinese, `.txt`; a Word 2003 XML document
(WordprocessingML), traditional Chinese, `.xml`; a groff `-ms` manuscript with tbl tables,
English, `.ms`), each with an answer key (make.py writes key.toml with zoo4's key writer).

    python -m tests.zoo43.make /tmp/zoo43
    pytest tests/zoo43/test_zoo43_facts.py

Written from the facts model and each format's own documentation, without reading kgraph's
extractor or the other zoos' layout modules, and without tuning to any score.
"""
