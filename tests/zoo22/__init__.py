"""The twenty-second held-out layout zoo (topic: coastal-erosion): one facts model (facts.py)
written in four formats no earlier zoo uses (a Quarto document in English, a Docusaurus MDX page in
simplified Chinese, a Matrix room exported by Element as plain text in traditional Chinese, an
HTML page dumped by `lynx -dump` in English), each with an answer key (make.py writes key.toml with
zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo22.make /tmp/zoo22        # every layout, one folder each
    pytest tests/zoo22/test_zoo22_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre and each tool's own conventions (Quarto's YAML front
matter, callouts, captioned pipe tables, `{#sec-}` ids and `@` cross-references, code chunks with
`#|` options; Docusaurus's front matter, `import` lines, `<Tabs>`/`<TabItem>`, `<details>`,
`:::warning[...]` admonitions, explicit heading ids; Element's "Export chat" plain-text lines
`<toLocaleString> - <sender>: <body>` with its reply fallback rendering; lynx's dump with indented
paragraphs, `*` bullets, `[n]` link markers and a `References` list), without reading kgraph's
extractor or the other zoos' layouts, and without tuning to any score.
"""
