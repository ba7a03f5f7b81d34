"""The twenty-seventh held-out layout zoo (topic: peatland-carbon-flux): one facts model (facts.py)
written in four formats no earlier zoo uses (a Microsoft OneNote page saved as HTML, in English; a
Mattermost channel copied from the web app as plain text, in simplified Chinese; a worksheet saved
by Microsoft Excel as a web page, in traditional Chinese; the output of `pandoc -t plain`, in
English), each with an answer key (make.py writes key.toml with zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo27.make /tmp/zoo27        # every layout, one folder each
    pytest tests/zoo27/test_zoo27_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre and each tool's own conventions (OneNote's page HTML
as Microsoft Graph documents it: absolutely positioned note containers, `<p>`s with inline styles,
`data-tag` note tags, bordered tables; Mattermost's web app: a name line and a time line above a
run of posts, its zh-CN strings `(已编辑)`, `评论了 … 的消息： `, `…加入了频道。`, `系统`; Excel's
"Web Page" HTML: the Office namespaces, `<!--[if gte mso 9]><xml>` blocks, `mso-number-format`
classes, `x:str`/`x:num`, `colspan`/`rowspan`, `mso-ignore:colspan`; pandoc 3's plain writer, its
output checked against pandoc itself), without reading kgraph's extractor or the other zoos'
layouts, and without tuning to any score.
"""
