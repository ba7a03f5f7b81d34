"""The thirtieth held-out layout zoo (topic: urban-heat-island-mapping): one facts model (facts.py)
written in four formats no earlier zoo uses (a LINE group chat saved as text, in traditional
Chinese; a Telegram Desktop chat export in its machine-readable JSON, in English; a Feishu document
exported as Markdown, in simplified Chinese; a Word document reviewed with tracked changes and
comments, written by hand with zipfile, in English), each with an answer key (make.py writes
key.toml with zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo30.make /tmp/zoo30        # every layout, one folder each
    pytest tests/zoo30/test_zoo30_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre and each format's own documentation (LINE's saved
chat: the `[LINE]` title line, `儲存日期`, day lines, `time<TAB>sender<TAB>text` messages, quoted
multi-line messages, `[貼圖]`/`[照片]`/`[檔案]` placeholders, calls and system lines; Telegram
Desktop's result.json: the chat object, messages and service messages, `text` as a string or a list
of strings and entities, `text_entities`, replies, forwards, photos, files, stickers, edits and
pins; Feishu's Markdown export: callouts as emoji-led quotes, flattened grids, @mentions, task
lists, pipe tables for tables and Base views; ECMA-376 WordprocessingML: the package's content
types and relationships, `w:pStyle` headings, `w:numPr` lists, `w:tbl` with `w:tblHeader`,
`w:hyperlink` with External relationships, comments, and `w:ins`/`w:del` revisions), without
reading kgraph's extractor or the other zoos' layouts, and without tuning to any score.
"""
