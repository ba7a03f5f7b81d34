"""The twenty-ninth held-out layout zoo (topic: battery-degradation-modeling): one facts model
(facts.py) written in four formats no earlier zoo uses (a Gemini capsule page in gemtext, in
English; a WeChat group chat exported as text by a chat-history tool, in simplified Chinese; an
OpenDocument Text file written by hand with zipfile, in traditional Chinese; a Redmine wiki page in
Textile markup, in simplified Chinese), each with an answer key (make.py writes key.toml with
zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo29.make /tmp/zoo29        # every layout, one folder each
    pytest tests/zoo29/test_zoo29_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre and each format's own documentation (the gemtext
specification's line types: text, `=>` link lines, `#` headings, `* ` list items, `>` quotes and
```` ``` ```` preformatting toggles with alt text; a WeChat export's header, its
`date time nickname` message lines, `[图片]`/`[文件]`/`[链接]` placeholders, recall notices and
quoted replies; ODF 1.3's package (an uncompressed `mimetype` first, the manifest) and its
`text:h`, `text:list`, `table:table` with header rows, `text:a`, `text:span`, `text:note` and
`office:annotation`; Textile's block signatures, lists, `|_.` tables, `"text":url` links and
Redmine's macros), without reading kgraph's extractor or the other zoos' layouts, and without
tuning to any score.
"""
