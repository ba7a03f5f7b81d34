"""Two more exports a team's chat and video tools write, read as what the brief's writer said.

A Discord channel saved as HTML by DiscordChatExporter: the page's style and preamble, each
message's header, embeds, reactions and other members' messages are not the brief; the writer's
messages are, each line citing the page's line that holds it. An Advanced SubStation Alpha
subtitle file (`.ass`): its `Dialogue:` events are cues, their `Name` the speaker, their override
tags dropped; a sign (a subtitle in another style, what a shared screen shows) that names a work
while the writer speaks is the writer's item, and what the writer says while it is shown says more
of that work. Also here: figures in metres a day, gigatonnes a year and false alarms a day keep
their unit; `- §1.2 Name` alone is a section's name; a line a count label opens declares the
counts wherever it stands; a status word before `｜` is not the name.
"""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract
from kgraph.extract.formats import detect


def _group(author: str, stamp: str, messages: list[str]) -> str:
    """One DiscordChatExporter message group, on one line as the exporter writes it."""
    out = ["<div class=chatlog__message-group>"]
    for n, words in enumerate(messages):
        header = (
            f"<div class=chatlog__header><span class=chatlog__author title={author.lower()}>{author}</span> "
            f"<span class=chatlog__timestamp><a href=#m>{stamp}</a></span></div>"
            if n == 0
            else ""
        )
        out.append(
            "<div class=chatlog__message-container><div class=chatlog__message><div class=chatlog__message-primary>"
            f'{header}<div class="chatlog__content chatlog__markdown"><span class=chatlog__markdown-preserve>'
            f"{words}</span></div></div></div></div>"
        )
    out.append("</div>")
    return "".join(out)


def _figures(doc, key: str) -> list[tuple[float, str]]:
    return [(f.value, f.unit) for m in doc.mentions if m.key == key for c in m.claims for f in c.figures]


PAGE = "\n".join(
    [
        "<!DOCTYPE html><html lang=en><head><title>tidal-energy - briefs</title>",
        "<style>.chatlog__message-group{margin:0}</style></head><body>",
        "<div class=preamble><div class=preamble__entry>Tidal energy lab / briefs</div></div>",
        "<div class=chatlog>",
        _group("Petrel", "03/11/2027 21:58", ["anyone seen 2711.04410? looks like a turbine wake paper"]),
        _group(
            "Tern",
            "03/11/2027 22:05",
            [
                "<h1>tidal-energy brief, 3 November 2027</h1>Writer: tern",
                "<strong>WakeNet</strong> (2711.02291) is NET-new, for §1.2 Turbine Wakes.<br>"
                "It cuts the wake deficit error by 18%.",
                "<strong>FlowTrace</strong> (2710.09876) is anchored in §1.1 Resource Maps.",
            ],
        )
        + "<div class=chatlog__embed><div class=chatlog__embed-title>2711.08888 Some preview</div></div>",
        _group("Petrel", "03/11/2027 22:07", ["nice, thanks"]),
        "</div></body></html>",
    ]
)
HTML_PATH = "inbox/tern/2027-11-03-tidal-energy-brief.html"


def test_a_discord_page_is_found_by_its_message_groups():
    assert detect(PAGE.encode(), HTML_PATH) == "discord-html"
    assert detect(b"<html><body><p>WakeNet 2711.02291</p></body></html>", HTML_PATH) == "html"


def test_a_discord_page_is_what_its_writer_posted():
    doc = extract(PAGE.encode(), HTML_PATH)
    assert (doc.kind, doc.instance, doc.date) == ("brief", "tern", dt.date(2027, 11, 3))
    items = {m.key: (m.name, m.status, m.section, m.line) for m in doc.mentions if m.role == "increment"}
    assert items["2711.02291"] == ("WakeNet", "new", "1.2", 6)
    keys = {m.key for m in doc.mentions}
    assert "2711.04410" not in keys, "another member's message is not the brief"
    assert "2711.08888" not in keys, "an embed Discord drew is not the brief"
    anchored = {m.key: (m.status, m.section) for m in doc.mentions if m.key == "2710.09876"}
    assert anchored == {"2710.09876": ("anchored", "1.1")}
    assert _figures(doc, "2711.02291") == [(18.0, "%")]


SUBTITLES = """\
[Script Info]
Title: tidal-energy brief
ScriptType: v4.00+

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, Bold, Italic, Alignment, MarginL, MarginR, MarginV, Encoding
Style: Default,Noto Sans TC,48,&H00FFFFFF,0,0,2,10,10,10,1
Style: Screen,Noto Sans TC,36,&H00FFFF00,0,0,8,10,10,10,1

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:00.50,0:00:04.00,Default,小燕,0,0,0,,{\\i1}潮汐能簡報，2027年11月3日，執筆小燕。{\\i0}
Dialogue: 0,0:00:04.20,0:00:06.00,Default,阿傑,0,0,0,,我先去倒杯水。
Dialogue: 0,0:00:06.20,0:00:08.00,Screen,,0,0,0,,本期章節\\N§1.1 資源地圖\\N§1.2 渦輪尾流
Dialogue: 0,0:00:06.20,0:00:08.00,Default,小燕,0,0,0,,先講淨增，這次一共1項。
Dialogue: 0,0:00:08.50,0:00:16.00,Screen,,0,0,0,,淨增｜WakeNet｜arXiv 2711.02291\\N§1.2 渦輪尾流
Dialogue: 0,0:00:09.00,0:00:12.00,Default,小燕,0,0,0,,這篇的尾流誤差降低了18%。
Dialogue: 0,0:00:16.50,0:00:18.00,Default,小燕,0,0,0,,接著是已錨定的。
Dialogue: 0,0:00:18.50,0:00:22.00,Default,小燕,0,0,0,,FlowTrace，arXiv 2710.09876，已錨定在1.1節。
Dialogue: 0,0:00:22.50,0:00:25.00,Default,阿傑,0,0,0,,順便看一下 2711.04410 吧。
"""
ASS_PATH = "inbox/xiaoyan/2027-11-03-tidal-energy-brief.ass"


def _ass_line(text: str) -> int:
    return next(n for n, line in enumerate(SUBTITLES.splitlines(), 1) if text in line)


def test_an_ass_file_is_read_as_its_writers_cues():
    assert detect(SUBTITLES.encode(), ASS_PATH) == "ass"
    doc = extract(SUBTITLES.encode(), ASS_PATH)
    assert (doc.kind, doc.date) == ("brief", dt.date(2027, 11, 3))
    works = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.key}
    assert works["2711.02291"] == ("WakeNet", "new", "1.2")
    assert works["2710.09876"][1:] == ("anchored", "1.1")
    assert "2711.04410" not in works, "another speaker's cue is not the brief"
    (wake,) = [m for m in doc.mentions if m.key == "2711.02291"]
    assert wake.line == _ass_line("淨增｜WakeNet")


def test_what_the_writer_says_under_a_sign_is_said_of_its_work():
    doc = extract(SUBTITLES.encode(), ASS_PATH)
    (wake,) = [m for m in doc.mentions if m.key == "2711.02291"]
    said = [(f.value, f.unit, c.line) for c in wake.claims for f in c.figures]
    assert said == [(18.0, "%", _ass_line("尾流誤差"))]


def test_each_line_of_a_sign_is_a_line_of_its_own():
    doc = extract(SUBTITLES.encode(), ASS_PATH)
    named = {(s.number, s.name, s.line) for s in doc.section_names}
    assert {("1.1", "資源地圖", _ass_line("本期章節")), ("1.2", "渦輪尾流", _ass_line("本期章節"))} <= named


def test_figures_in_rates_keep_their_unit():
    brief = """\
# glacier brief 2027-11-03
Writer: tern

## NET-new
- **IceRate** (2711.01111), §1.1 Flow: surface speed 4.2 m/day, mass loss 12 Gt/yr, 3 false alarms per day
"""
    doc = extract(brief.encode(), "inbox/tern/2027-11-03-glacier-brief.md")
    assert _figures(doc, "2711.01111") == [(4.2, "m/day"), (12.0, "Gt/yr"), (3.0, "false alarms/day")]


def test_a_list_item_of_a_section_number_and_name_names_the_section():
    brief = """\
# glacier brief 2027-11-03
Writer: tern

## Sections touched
- §1.1 Seismic Calving Signals

## NET-new
- **QuakeSift** (2711.03333), §1.1
"""
    doc = extract(brief.encode(), "inbox/tern/2027-11-03-glacier-brief.md")
    assert [(s.number, s.name) for s in doc.section_names] == [("1.1", "Seismic Calving Signals")]
    assert {m.key for m in doc.mentions if m.key} == {"2711.03333"}


def test_a_count_label_declares_counts_after_the_register():
    brief = """\
# glacier brief 2027-11-03
Writer: tern

## NET-new
- **QuakeSift** (2711.03333), §1.1
- **IceRate** (2711.01111), §1.2

## To verify
- IceRate's 12 Gt/yr is higher than the 9 Gt/yr in 2710.05555.

Tally: 2 NET-new, 0 adjacent.
"""
    doc = extract(brief.encode(), "inbox/tern/2027-11-03-glacier-brief.md")
    assert {(c.what, c.value) for c in doc.counts} >= {("increments", 2), ("adjacent", 0)}


def test_a_status_before_a_bar_is_not_part_of_the_name():
    from kgraph.extract.common import cut_name
    from kgraph.extract.fold import fold

    assert cut_name(fold("已錨定｜FrontTrace", simplify=True)) == "FrontTrace"
    assert cut_name("anchored | FrontTrace | 3307.50213") == "FrontTrace"
    assert cut_name("anchored FrontTrace") != "FrontTrace", "a status word is skipped only before a bar"
