"""The fourth held-out layout zoo (topic: multimodal): one facts model (facts.py) written in twelve
formats no earlier zoo uses (renderers/: DokuWiki, Jira wiki markup, ODT, GitHub-issue Markdown,
a Notion export, YAML front matter, ...), each with an answer key (make.py writes key.toml) for
`kgraph eval`.

    python -m tests.zoo4.make /tmp/zoo4          # every layout, one folder each
    pytest tests/zoo4/test_zoo4_facts.py         # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre as /work/shared/domain.md describes it and each
format's own documentation, without reading kgraph's extractor, its patterns, its lexicon, its
layout tests or the other zoos' renderers, and without tuning to any score.
"""
