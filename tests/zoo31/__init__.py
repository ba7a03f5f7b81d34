"""The thirty-first held-out layout zoo (topic: coral-reef-bleaching-forecasts): one facts model
(facts.py) written in four formats no earlier zoo uses (a PowerPoint slide deck written by hand
with zipfile, in English; an Excel tracker workbook written by hand with zipfile, in traditional
Chinese; a Discourse forum topic saved from its raw view, in simplified Chinese; an e-mail sent
from Microsoft Outlook with an HTML-only body, in simplified Chinese), each with an answer key
(make.py writes key.toml with zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo31.make /tmp/zoo31        # every layout, one folder each
    pytest tests/zoo31/test_zoo31_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre and each format's own documentation (ECMA-376
PresentationML: the package's content types and relationships, `p:sldIdLst`, slide masters and
layouts, title and body placeholders, `a:pPr lvl` bullet levels, `p:graphicFrame` tables,
`a:hlinkClick` hyperlinks and notes slides; ECMA-376 SpreadsheetML: the workbook and its sheets,
`row`/`c` cells with shared and inline strings, number formats for dates, hyperlinks, autofilters
and data validation; Discourse's raw topic view: `username | updated_at | #n` post headers and the
rule between posts, its Markdown with `[quote]`, `[details]`, `[poll]` and local dates, mentions,
task lists, pipe tables, oneboxes and uploads; RFC 5322 and MIME with RFC 2047 encoded words and
quoted-printable, and the HTML Word writes for Outlook with its `mso-` styles, `<o:p>`, list
paragraphs and `MsoTableGrid` tables), without reading kgraph's extractor or the other zoos'
layouts, and without tuning to any score.
"""
