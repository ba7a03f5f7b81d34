"""The thirty-fourth held-out layout zoo (topic: mangrove-restoration-tracking): one facts model
(facts.py) written in four formats no earlier zoo uses (the brief laid out as cards on an Obsidian
canvas, English, `.canvas`; the brief kept on a Trello board and exported as JSON, simplified
Chinese, `.json`; the brief posted to a subreddit and saved as its Markdown source, English,
`.md`; the YouTube SubViewer captions of the analyst's spoken hand-over at a recorded meeting,
traditional Chinese, `.sbv`), each with an answer key (make.py writes key.toml with zoo4's key
writer) for `kgraph eval`.

    python -m tests.zoo34.make /tmp/zoo34        # every layout, one folder each
    pytest tests/zoo34/test_zoo34_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre and each format's own documentation (the JSON
Canvas 1.0 specification and Obsidian's own `.canvas` files: top-level `nodes` and `edges`, `text`
nodes holding Markdown, `file`, `link` and `group` nodes, edges with sides and labels, 16-hex-digit
ids, tab indentation with one node or edge a line; Trello's REST API objects as the board's
"Export as JSON" gives them: the board with `desc`, `prefs` and `labelNames`, `actions` newest
first, `cards` with `desc`, `labels`, `attachments`, `due`/`dueComplete` and `isTemplate`,
`lists` with `pos` and `closed`, `checklists`, `members`, 24-hex-digit object ids that begin with
their creation time, compact UTF-8 JSON; old Reddit's Markdown: `^(superscript)`, `>!spoiler!<`,
`~~strike~~`, tables with an alignment row, `* ` lists nested by four spaces, two trailing spaces
for a line break, `&nbsp;` spacers, `---` rules, no raw HTML; YouTube's SubViewer caption format:
`H:MM:SS.mmm,H:MM:SS.mmm` then the caption, a blank line between cues, `>> NAME:` where the
speaker changes), without reading kgraph's extractor or the other zoos' layouts, and without tuning
to any score.
"""
