"""The thirty-sixth held-out layout zoo (topic: glacier-calving-detection): one facts model
(facts.py) written in four formats no earlier zoo uses (the brief kept as a todo.txt list,
English, `.txt`; the brief as a pipeline's JSON Lines event log, simplified Chinese, `.jsonl`;
the brief as the Aegisub subtitles of a spoken hand-over meeting, traditional Chinese, `.ass`;
the brief posted to a Discord channel and exported by DiscordChatExporter, English, `.html`),
each with an answer key (make.py writes key.toml with zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo36.make /tmp/zoo36        # every layout, one folder each
    pytest tests/zoo36/test_zoo36_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre and each format's own documentation and
conventions (todo.txt: one task a line, `x ` and a completion date for done tasks, `(A)`
priorities, creation dates, `+project` and `@context` tags, `key:value` add-ons; JSON Lines:
one JSON object a line, UTF-8, each an event with a timestamp; Advanced SubStation Alpha as
Aegisub saves it: a UTF-8 BOM, `[Script Info]`, `[Aegisub Project Garbage]`, `[V4+ Styles]`
and `[Events]` with their `Format:` lines, `Dialogue:` lines with the speaker in the Name field,
`\\N` breaks and `{\\i1}` override tags; DiscordChatExporter's HTML export: minified message
groups with `chatlog__author`, `chatlog__timestamp` and `chatlog__content`, Discord markdown
rendered to HTML with non-ASCII Latin-1 characters as numeric references, link embeds,
reactions, a reply, pins and their system notifications), without reading kgraph's extractor
or the other zoos' layouts, and without tuning to any score.
"""
