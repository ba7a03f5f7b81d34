"""The twenty-eighth held-out layout zoo (topic: speech-translation): one facts model (facts.py)
written in four formats no earlier zoo uses (an AsciiDoc file in Asciidoctor syntax, in simplified
Chinese; a WordPress post as the block editor saves it, inside its theme's page with readers'
comments, in English; an Apple Messages group chat exported by imessage-exporter as text, in
traditional Chinese; a plain-text format=flowed e-mail that answers and quotes an earlier message,
in English), each with an answer key (make.py writes key.toml with zoo4's key writer) for
`kgraph eval`.

    python -m tests.zoo28.make /tmp/zoo28        # every layout, one folder each
    pytest tests/zoo28/test_zoo28_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre and each format's own documentation (Asciidoctor's
document header, attribute entries, description lists, tables, admonitions, listing blocks with
callouts, url macros and xrefs; WordPress's serialized block grammar `<!-- wp:name {attrs} -->`
and the markup its core blocks save; imessage-exporter's txt writer: the time line with its read
receipt, the sender, the text, `Reactions:`, attachment paths, link balloons; RFC 5322 headers and
RFC 3676 format=flowed with space-stuffing and a `-- ` signature, Thunderbird's top-posted reply),
without reading kgraph's extractor or the other zoos' layouts, and without tuning to any score.
"""
