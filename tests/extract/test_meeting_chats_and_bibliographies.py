"""Where else a brief gets written: a Matrix room exported by Element as JSON, a Zoom meeting's
saved chat, a Teams meeting transcript downloaded as Word, an annotated BibTeX file. Each is read
as what its writer said, its furniture (headers, speakers and times, replies' quotes, reactions,
other members' words, bibliographic bookkeeping) left out. Also here: figures in g/m², Tg/yr and
nmol/m²/s (and their Chinese names), a bold status before a name (`**延续** ThawPatch`), a Chinese
status before a Latin name, `**净新增 1/3** Name`, and a heading naming a work with its kind in
brackets and its status (`FluxPipe 3 (software release), carried over`) is an item.
"""

from __future__ import annotations

import datetime as dt
import io
import json

from kgraph.extract import extract
from kgraph.extract.common import figures_in
from kgraph.extract.formats import detect


def _event(sender: str, body: str, **more) -> dict:
    return {
        "type": "m.room.message",
        "sender": sender,
        "content": {"msgtype": "m.text", "body": body, **more},
        "origin_server_ts": 1800000000000,
    }


ELEMENT = json.dumps(
    {
        "room_name": "tidal-energy briefs",
        "room_creator": "@mei:lab.example.org",
        "topic": "nightly hand-over",
        "export_date": "Wed, 03 Nov 2027 22:00:00 GMT",
        "exported_by": "@mei:lab.example.org",
        "messages": [
            _event("@tern:lab.example.org", "### 潮汐能简报（2027年11月3日）\n- 执笔：tern"),
            _event(
                "@mei:lab.example.org",
                "> <@tern:lab.example.org> ### 潮汐能简报（2027年11月3日）\n\n收到，请继续 2711.09999",
                **{"m.relates_to": {"m.in_reply_to": {"event_id": "$a"}}},
            ),
            _event(
                "@tern:lab.example.org",
                "**净新增 1/1** [WakeNet](https://arxiv.org/abs/2711.02291)（arXiv:2711.02291）\n"
                "- 章节：§1.2 涡轮尾流\n- 数据：尾流亏损误差 18%",
            ),
            _event(
                "@tern:lab.example.org",
                "**延续** [FlowTrace](https://arxiv.org/abs/2710.09876)（arXiv:2710.09876）\n- 章节：§1.1 资源地图",
            ),
            {"type": "m.reaction", "sender": "@mei:lab.example.org", "content": {"m.relates_to": {"key": "👍"}}},
        ],
    },
    ensure_ascii=False,
    indent=2,
)
ELEMENT_PATH = "inbox/tern/2027-11-03-tidal-energy-brief.json"


def test_an_element_export_is_what_its_writer_posted():
    assert detect(ELEMENT.encode(), ELEMENT_PATH) == "element"
    doc = extract(ELEMENT.encode(), ELEMENT_PATH)
    assert (doc.kind, doc.instance, doc.date) == ("brief", "tern", dt.date(2027, 11, 3))
    works = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert works == {"2711.02291": ("WakeNet", "new", "1.2"), "2710.09876": ("FlowTrace", "carried-over", "1.1")}
    assert "2711.09999" not in {m.key for m in doc.mentions}, "another member's reply is not the brief"
    body_line = next(n for n, line in enumerate(ELEMENT.splitlines(), 1) if "净新增 1/1" in line)
    assert next(m.line for m in doc.mentions if m.key == "2711.02291" and m.role == "increment") == body_line


ZOOM = (
    "21:58:02 From  Petrel Ames  to  Everyone:\n"
    "\tshall we start?\n"
    "22:01:10 From  tern  to  Everyone:\n"
    "\tTidal energy brief, 3 November 2027\n"
    "\tInstance: tern\n"
    "22:02:40 From  tern  to  Everyone:\n"
    "\tNET-new 1/2: WakeNet (arXiv:2711.02291) · §1.2 Turbine Wakes\n"
    "\tWake deficit error: 18%\n"
    "22:03:05 From  Petrel Ames  to  Everyone:\n"
    '\tReplying to "NET-new 1/2: WakeNet..."\n'
    "\t\n"
    "\tsee also 2711.09999\n"
    "22:03:30 From  tern  to  Everyone:\n"
    "\tNET-new 2/2: TideKit 2 (software release), NET-new · §1.1 Resource Maps\n"
    "\thttps://example.org/tidekit/v2\n"
    "22:04:00 From  Petrel Ames  to  Everyone:\n"
    '\tReacted to "NET-new 2/2: TideKit..." with 👍\n'
)
ZOOM_PATH = "inbox/tern/2027-11-03-tidal-energy-brief.txt"


def test_a_zoom_chat_is_what_its_writer_posted():
    assert detect(ZOOM.encode(), ZOOM_PATH) == "zoom"
    doc = extract(ZOOM.encode(), ZOOM_PATH)
    assert (doc.kind, doc.date) == ("brief", dt.date(2027, 11, 3))
    works = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert works == {"2711.02291": ("WakeNet", "new", "1.2"), "tidekit 2": ("TideKit 2", "new", "1.1")}
    assert "2711.09999" not in {m.key for m in doc.mentions}
    line = next(n for n, text in enumerate(ZOOM.splitlines(), 1) if "Wake deficit" in text)
    (wake,) = [m for m in doc.mentions if m.key == "2711.02291" and m.role == "increment"]
    assert [(f.value, c.line) for c in wake.claims for f in c.figures] == [(18.0, line)]


def test_flux_units_are_read_in_both_languages():
    said = "释放量 9.7克/平方米，排放误差 2.3 Tg/yr，通量误差 0.42 nmol/m²/s，另 14.6 公克/平方公尺、2.3 兆克/年"
    assert [(f.value, f.unit) for f in figures_in(said)] == [
        (9.7, "g/m²"),
        (2.3, "Tg/yr"),
        (0.42, "nmol/m²/s"),
        (14.6, "g/m²"),
        (2.3, "Tg/yr"),
    ]


def _docx(paragraphs: list[str]) -> bytes:
    import docx

    document = docx.Document()
    for text in paragraphs:
        document.add_paragraph(text)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


TEAMS = [
    "每日交接-20271103_220000-會議錄製",
    "2027年11月3日 下午 10:00:00",
    "4分鐘 2秒",
    "小燕 已開始轉錄",
    "阿傑   0:03",
    "開始吧，順便看 2711.09999。",
    "小燕   0:10",
    "潮汐能簡報，2027年11月3日，執筆小燕。",
    "小燕   0:20",
    "先講淨增，一共 1 項。",
    "小燕   0:25",
    "WakeNet，arXiv 2711.02291，放在1.2節，渦輪尾流，淨增。",
    "小燕 已停止轉錄",
]


def test_a_teams_transcript_is_what_its_writer_said():
    data = _docx(TEAMS)
    path = "inbox/xiaoyan/2027-11-03-tidal-energy-brief.docx"
    doc = extract(data, path)
    assert (doc.kind, doc.date) == ("brief", dt.date(2027, 11, 3))
    works = {m.key: (m.status, m.section) for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert works == {"2711.02291": ("new", "1.2")}
    assert "2711.09999" not in {m.key for m in doc.mentions}, "what another speaker said is not the brief"


BIB = r"""% Encoding: UTF-8

@misc{brief:2027-11-03:tern,
  title    = {Tidal energy brief, 3 November 2027},
  author   = {tern},
  date     = {2027-11-03},
  keywords = {brief, tidal-energy},
}

@misc{WakeNet2027,
  title         = {{WakeNet}},
  eprint        = {2711.02291},
  archivePrefix = {arXiv},
  url           = {https://arxiv.org/abs/2711.02291},
  year          = {2027},
  keywords      = {net-new, sec:1.2},
  annote        = {NET-new in §1.2 Turbine Wakes. Cuts the wake deficit error.},
  note          = {Wake deficit error: 18\%},
  file          = {:inbox/petrel/2027-11-03-notes.md:Markdown},
}

@software{TideKit2,
  title    = {{TideKit 2}},
  url      = {https://example.org/tidekit/v2},
  keywords = {carried-over, sec:1.1},
}

@comment{To verify
  1. Risk high, open: WakeNet was measured in one flume only
}
"""


def test_a_bibliography_is_read_as_its_entries():
    path = "inbox/tern/2027-11-03-tidal-energy-brief.bib"
    assert detect(BIB.encode(), path) == "bibtex"
    doc = extract(BIB.encode(), path)
    assert (doc.kind, doc.date) == ("brief", dt.date(2027, 11, 3))
    works = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert works == {"2711.02291": ("WakeNet", "new", "1.2"), "tidekit 2": ("TideKit 2", "carried-over", "1.1")}
    (wake,) = [m for m in doc.mentions if m.key == "2711.02291" and m.role == "increment"]
    assert [(f.value, f.unit) for c in wake.claims for f in c.figures] == [(18.0, "%")]
    assert [s.path for s in wake.sources] == ["inbox/petrel/2027-11-03-notes.md"]
    assert [(e.risk, e.resolved) for e in doc.entries] == [("high", False)]


def test_an_entry_may_close_on_its_last_field_and_one_never_closed_is_refused():
    import pytest

    from kgraph.errors import DocumentError

    path = "inbox/tern/2027-11-03-tidal-energy-brief.bib"
    compact = BIB.replace("  keywords = {carried-over, sec:1.1},\n}", "  keywords = {carried-over, sec:1.1}}")
    assert compact != BIB
    doc = extract(compact.encode(), path)
    assert {m.key for m in doc.mentions if m.role == "increment"} == {"2711.02291", "tidekit 2"}
    cut = BIB[: BIB.index("@software")] + "@software{TideKit2,\n  title = {{TideKit 2}},\n"
    with pytest.raises(DocumentError, match=r"line \d+: the entry @software\{TideKit2 is never closed"):
        extract(cut.encode(), path)
