"""The nineteenth held-out layout zoo (topic: soil-microbiome): one facts model (facts.py) written
in four formats no earlier zoo uses (a Logseq outliner page in English, a Zim Desktop Wiki page in
simplified Chinese, a DiscordChatExporter plain-text channel export in traditional Chinese, an
Evernote .enex export in English), each with an answer key (make.py writes key.toml with zoo4's key
writer) for `kgraph eval`.

    python -m tests.zoo19.make /tmp/zoo19        # every layout, one folder each
    pytest tests/zoo19/test_zoo19_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre as ../shared/domain.md describes it and each tool's
own conventions (Logseq's file format, Zim's wiki syntax and page template, DiscordChatExporter's
PlainTextMessageWriter, the ENEX and ENML 2 DTDs), without reading kgraph's extractor or the other
zoos' layouts, and without tuning to any score.
"""
