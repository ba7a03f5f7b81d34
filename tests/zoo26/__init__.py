"""The twenty-sixth held-out layout zoo (topic: glacier-lake-outburst-monitoring): one facts model
(facts.py) written in four formats no earlier zoo uses (a forum post in BBCode as an SMF board
stores it, in English; a Roam Research page exported as Markdown, in English; a Google Chat
conversation copied from the browser as plain text, in traditional Chinese; an Apple Notes note
exported as HTML, in simplified Chinese), each with an answer key (make.py writes key.toml with
zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo26.make /tmp/zoo26        # every layout, one folder each
    pytest tests/zoo26/test_zoo26_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre and each tool's own conventions (BBCode as SMF
documents it: `[b]`, `[url=…]`, `[list][*]`, `[table][tr][td]`, `[quote author=… link=… date=…]`,
`[tt]`, `[code]`; Roam's block syntax: `- ` blocks nested four spaces a level, `attr:: value`,
`[[page]]`, `#tag`, `{{[[TODO]]}}`, `{{[[table]]}}`; Google Chat's web view: a name line and a
time line above each run of messages, apps marked `應用程式`; Apple Notes' note body: a `<div>` a
line, `<h1>` for the Title style, `<ul class="Apple-dash-list">`, `<tt>`, `<object><table>`),
without reading kgraph's extractor or the other zoos' layouts, and without tuning to any score.
"""
