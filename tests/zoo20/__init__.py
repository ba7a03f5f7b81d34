"""The twentieth held-out layout zoo (topic: protein-design): one facts model (facts.py) written in
four formats no earlier zoo uses (a Vimwiki page in English, a WhatsApp "Export chat" text file in
traditional Chinese, a Joplin raw-export note in simplified Chinese, a Bear Markdown export in
English), each with an answer key (make.py writes key.toml with zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo20.make /tmp/zoo20        # every layout, one folder each
    pytest tests/zoo20/test_zoo20_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre as ../shared/domain.md describes it and each tool's
own conventions (Vimwiki's default wiki syntax and placeholders, WhatsApp's Android chat export
with its zh-TW clock and system lines, Joplin's raw export serialisation of a note, Bear 2's
Markdown with nested tags, highlights and wiki links), without reading kgraph's extractor or the
other zoos' layouts, and without tuning to any score.
"""
