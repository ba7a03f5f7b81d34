"""The twenty-fifth held-out layout zoo (topic: coral-reef-monitoring): one facts model (facts.py)
written in four formats no earlier zoo uses (e-mail messages as a mail client sends them, with
quoted-printable `multipart/alternative` or HTML-only bodies, in English; an Atom feed per document as
a static blog generator writes it, in simplified Chinese; Pandoc's Markdown with a YAML title
block, grid tables, fenced divs, footnotes, citations and line blocks, in English; a Zulip topic
copied as text, in traditional Chinese), each with an answer key (make.py writes key.toml with
zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo25.make /tmp/zoo25        # every layout, one folder each
    pytest tests/zoo25/test_zoo25_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre and each tool's own conventions (RFC 2045/2046 MIME
as Python's `email` package and a mail client build it; RFC 4287 Atom with `<content type="html">`;
Pandoc's Markdown manual; Zulip's message formatting and its copy handler, which prefixes each
copied message with `Sender: `), without reading kgraph's extractor or the other zoos' layouts,
and without tuning to any score.
"""
