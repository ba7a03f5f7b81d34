"""The forty-first held-out layout zoo (topic: groundwater-recharge-estimation): one facts model
(facts.py) written in four formats no earlier zoo uses (the brief as a note in an Obsidian vault,
traditional Chinese, `.md`; as a page of a Sphinx project in reStructuredText, English, `.rst`;
as a Feishu/Lark document exported as docx API JSON blocks, simplified Chinese, `.json`; as a
plain-text format=flowed e-mail replying on the team's thread, the previous message quoted below,
English, `.eml`), each with an answer key (make.py writes key.toml with zoo4's key writer) for
`kgraph eval`.

    python -m tests.zoo41.make /tmp/zoo41        # every layout, one folder each
    pytest tests/zoo41/test_zoo41_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre and each format's own documentation (Obsidian's
help on properties, internal links, callouts, highlights, block references and tasks, and the
Dataview plugin's inline fields; the reStructuredText specification and Sphinx's roles and
directives; the Lark Open Platform's docx block API; RFC 5322, RFC 2045 and RFC 3676 as
Thunderbird writes a reply), without reading kgraph's extractor or the other zoos' layout
modules, and without tuning to any score.
"""
