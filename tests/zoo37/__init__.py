"""The thirty-seventh held-out layout zoo (topic: permafrost-methane-flux): one facts model
(facts.py) written in four formats no earlier zoo uses (the brief posted in a Zoom meeting's
chat and saved by Zoom, English, `.txt`; the brief as a Microsoft Teams meeting transcript
downloaded as a Word document, traditional Chinese, `.docx`; the brief posted to a Matrix room
and exported by Element's "Export chat" as JSON, simplified Chinese, `.json`; the brief kept as
an annotated BibTeX bibliography, English, `.bib`), each with an answer key (make.py writes
key.toml with zoo4's key writer) for `kgraph eval`.

    python -m tests.zoo37.make /tmp/zoo37        # every layout, one folder each
    pytest tests/zoo37/test_zoo37_facts.py       # the zoo is sound (no kgraph reading needed)

Written from the facts model, the brief genre and each format's own documentation and
conventions (Zoom's saved chat, `meeting_saved_chat.txt`: a `HH:MM:SS From  <sender>  to
Everyone:` header line and the message's lines under it indented with a tab, `Replying to "…"`
and `Reacted to "…" with 👀`; a Teams transcript downloaded as .docx: the meeting's title, date
and length, `<name> 已開始轉錄`, then the speaker's name and the offset (`caribou   3:05`) above
each utterance, `<name> 已停止轉錄` last, written with python-docx; Element's JSON export:
`room_name`, `room_creator`, `topic`, `export_date`, `exported_by` and `messages`, the Matrix
events with `m.text` bodies in Markdown and `org.matrix.custom.html` formatted bodies, a reply's
`m.in_reply_to` with its fallback, an `m.reaction` annotation, two-space JSON; BibTeX as JabRef
saves a biblatex file: `% Encoding: UTF-8`, `@misc` entries with `eprint`, `archivePrefix =
{arXiv}`, `primaryClass` and `url` as arXiv's own export writes them, `@software` and `@online`
for the release and the blog post, the notes in `keywords`, `annote`, `note` and JabRef's `file`
field, the header as an `@misc` entry, the register and the counts as `@comment` blocks, TeX's
specials escaped), without reading kgraph's extractor or the other zoos' layout modules, and
without tuning to any score.
"""
