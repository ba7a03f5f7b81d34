"""Four more exports, each read as what it shows, and what reading them taught.

- A Skype data export (`messages.json`): the writer's messages, oldest first, Skype's markup as
  Markdown; others' messages, quotes and emoticons not read.
- A SiYuan note (`.sy`): its JSON syntax tree as Markdown; a callout over a list of entries is
  those entries, no more.
- A GNU Texinfo manual (`.texi`): commands as headings, lists, `- term: text` tables and pipe
  tables; filled text one line.
- An RTF in an East Asian code page (`\\ansicpg950`, Big5 as TextEdit writes it): its characters
  as Unicode, which pandoc alone garbles.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from kgraph.cli import cli
from kgraph.errors import DocumentError
from kgraph.extract import extract
from kgraph.extract.formats import detect


def _figures(doc, key: str) -> list[tuple[float, str]]:
    return sorted({(f.value, f.unit) for m in doc.mentions if m.key == key for c in m.claims for f in c.figures})


def _items(doc) -> dict[str, tuple[str, str, str | None]]:
    return {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role in ("increment", "adjacent")}


# -- Skype

TERN, SKUA = "8:live:.cid.aa11", "8:live:.cid.bb22"


def _skype(messages: list[tuple[str, str, str, str]]) -> bytes:
    listed = [
        {
            "id": str(n),
            "displayName": "tern" if who == TERN else "skua",
            "originalarrivaltime": at,
            "messagetype": kind,
            "content": content,
            "from": who,
        }
        for n, (who, at, kind, content) in enumerate(messages)
    ]
    export = {
        "userId": TERN,
        "exportDate": "2027-11-03T20:00",
        "conversations": [{"id": "19:x@thread.skype", "displayName": "Tidal group", "MessageList": listed[::-1]}],
    }
    return json.dumps(export, ensure_ascii=False).encode()


SKYPE = _skype(
    [
        (TERN, "2027-11-03T19:01:00.000Z", "RichText", '<b raw_pre="*" raw_post="*">tidal-energy · daily brief · 3 November 2027</b>\nCounts: 1 NET-new item; 1 adjacent'),
        (SKUA, "2027-11-03T19:01:30.000Z", "RichText", 'Nice <ss type="yes">(y)</ss> WakeNet 2711.09999 is NET-new too'),
        (TERN, "2027-11-03T19:02:00.000Z", "RichText", '<b raw_pre="*" raw_post="*">NET-new 1/1 · WakeNet (arXiv:2711.02291)</b>\nSection: §1.2 Turbine Wakes\n<a href="https://arxiv.org/abs/2711.02291">https://arxiv.org/abs/2711.02291</a>\nwake deficit error: 18%'),
        (TERN, "2027-11-03T19:03:00.000Z", "RichText/Media_GenericFile", '<URIObject uri="https://x">card.md</URIObject>'),
        (TERN, "2027-11-03T19:04:00.000Z", "RichText", '<b raw_pre="*" raw_post="*">Adjacent</b>\n• FlowTrace (arXiv:2710.09876), adjacent: flow sensing on the seabed'),
        (TERN, "2027-11-03T19:05:00.000Z", "RichText", "New arXiv IDs: 2711.02291\nHanded over to <at id=\"8:live:.cid.bb22\">skua</at>."),
    ]
)  # fmt: skip
SKYPE_PATH = "inbox/tern/2027-11-03-tidal-energy-brief.json"


def test_a_skype_export_is_read_as_its_writers_messages_in_order():
    assert detect(SKYPE, SKYPE_PATH) == "skype"
    doc = extract(SKYPE, SKYPE_PATH)
    assert _items(doc) == {
        "2711.02291": ("WakeNet", "new", "1.2"),
        "2710.09876": ("FlowTrace", "adjacent", None),
    }
    assert _figures(doc, "2711.02291") == [(18.0, "%")]
    assert "2711.09999" not in {m.key for m in doc.mentions}  # (another member's message)
    assert sorted((c.what, c.value) for c in doc.counts) == [("adjacent", 1), ("increments", 1)]
    listed = [m.key for m in doc.mentions if m.role == "arxiv-list"]
    assert listed == ["2711.02291"]  # (`New arXiv IDs: …` is a field listing ids, no title)


def test_a_skype_export_that_is_no_json_is_refused_in_one_line():
    with pytest.raises(DocumentError, match="Skype export"):
        extract(SKYPE[:300], SKYPE_PATH)


# -- SiYuan


def _text(data: str) -> dict:
    return {"Type": "NodeText", "Data": data}


def _block(kind: str, *children: dict, **fields: object) -> dict:
    return {"ID": "20271103190000-abcdefg", "Type": kind, "Properties": {}, "Children": list(children), **fields}


SIYUAN = {
    "ID": "20271103190000-root000",
    "Spec": "2",
    "Type": "NodeDocument",
    "Properties": {"title": "tidal-energy 日报 2027-11-03", "type": "doc"},
    "Children": [
        _block("NodeParagraph", _text("作者：tern")),
        _block("NodeHeading", _text("一、本棒净增"), HeadingLevel=2),
        _block(
            "NodeHeading",
            _text("净增 1　"),
            {"Type": "NodeTextMark", "TextMarkType": "strong", "TextMarkTextContent": "WakeNet"},
            _text("（arXiv:2711.02291）"),
            HeadingLevel=3,
        ),
        _block(
            "NodeList",
            _block("NodeListItem", _block("NodeParagraph", _text("建议归入节：§1.2 涡轮尾流"))),
            _block("NodeListItem", _block("NodeParagraph", _text("数据：尾流亏损误差 18%"))),
            ListData={},
        ),
        _block("NodeHeading", _text("二、待核实"), HeadingLevel=2),
        _block(
            "NodeCallout",
            _block(
                "NodeList",
                _block("NodeListItem", _block("NodeParagraph", _text("风险 🔴 高　WakeNet 只在一条水道上测过"))),
                _block("NodeListItem", _block("NodeParagraph", _text("风险 🟢 低　WakeNet 的代码尚未公开"))),
                ListData={"Typ": 1},
            ),
            CalloutType="WARNING",
            CalloutTitle="待核实",
        ),
    ],
}
SIYUAN_PATH = "inbox/tern/2027-11-03-tidal-energy-brief.sy"


def test_a_siyuan_note_is_read_as_the_markdown_it_shows():
    data = json.dumps(SIYUAN, ensure_ascii=False, separators=(",", ":")).encode()
    assert detect(data, SIYUAN_PATH) == "siyuan"
    doc = extract(data, SIYUAN_PATH)
    assert _items(doc) == {"2711.02291": ("WakeNet", "new", "1.2")}
    assert _figures(doc, "2711.02291") == [(18.0, "%")]
    # a callout over two entries holds those two, not a third made of both
    assert sorted((e.risk, e.items) for e in doc.entries) == [("high", ["2711.02291"]), ("low", ["2711.02291"])]


def test_a_sy_file_that_is_no_siyuan_note_is_refused_in_one_line():
    with pytest.raises(DocumentError, match="no SiYuan note"):
        detect(b'{"name": "a config"}', SIYUAN_PATH)


# -- Texinfo

TEXINFO = """\\input texinfo   @c -*-texinfo-*-
@setfilename brief.info
@settitle Daily brief: tidal-energy, 3 November 2027

@titlepage
@title tidal-energy
@author tern
@end titlepage

@menu
* NET-new items::
@end menu

@node About
@chapter About this brief

@table @asis
@item Baseline
@file{organized/knowledge/tidal-energy.texi}, version of 2
November 2027
@item Counts
1 NET-new item, 1 of them new arXiv IDs; 1 carried over
@end table

@node NET-new items
@chapter NET-new items

@node WakeNet
@section WakeNet (arXiv:2711.02291)

Suggested section: §1.2 Turbine Wakes.  URL:
@uref{https://arxiv.org/abs/2711.02291}.

@itemize @bullet
@item
wake deficit error: 18%
@end itemize

@node Carried over
@chapter Carried over

@multitable @columnfractions .4 .3 .3
@headitem Item @tab Section @tab Status
@item FlowTrace (arXiv:2710.09876) @tab §1.1 Flow Sensing @tab carried over
@end multitable

@bye
"""
TEXINFO_PATH = "inbox/tern/2027-11-03-tidal-energy-brief.texi"


def test_a_texinfo_manual_is_read_as_what_it_typesets():
    assert detect(TEXINFO.encode(), TEXINFO_PATH) == "texinfo"
    doc = extract(TEXINFO, TEXINFO_PATH)
    assert _items(doc) == {
        "2711.02291": ("WakeNet", "new", "1.2"),
        "2710.09876": ("FlowTrace", "carried-over", "1.1"),
    }
    assert _figures(doc, "2711.02291") == [(18.0, "%")]
    assert doc.baseline_path == "organized/knowledge/tidal-energy.texi" and doc.instance == "tern"
    assert sorted((c.what, c.value) for c in doc.counts) == [("carried-over", 1), ("increments", 1), ("new-arxiv", 1)]


def test_a_texinfo_definition_over_lines_is_part_of_its_term(tmp_path):
    (tmp_path / "inbox" / "tern").mkdir(parents=True)
    (tmp_path / TEXINFO_PATH).write_text(TEXINFO, encoding="utf-8")
    result = CliRunner().invoke(cli, ["inspect", str(tmp_path / TEXINFO_PATH)])
    assert result.exit_code == 0, result.output
    said = {int(line.split()[0]): line for line in result.output.splitlines()[1:] if line.strip()[:1].isdigit()}
    assert "baseline" in said[18] and "part of line 18" in said[19] and "part of line 18" in said[20]


# -- RTF in Big5


def _big5_rtf(lines: list[str]) -> bytes:
    """An RTF as TextEdit writes it on a Mac set to Taiwan: each Big5 byte over 0x7F as `\\'hh`."""

    def escaped(line: str) -> str:
        out = []
        for byte in line.encode("cp950"):
            ch = chr(byte)
            out.append(f"\\'{byte:02x}" if byte > 0x7F else "\\" + ch if ch in "\\{}" else ch)
        return "".join(out)

    body = "\\\n".join(escaped(line) for line in lines)
    return ("{\\rtf1\\ansi\\ansicpg950\\cocoartf2822\n{\\fonttbl\\f0\\fnil\\fcharset136 PingFangTC-Regular;}\n"
            "\\pard\\f0 " + body + "}").encode()  # fmt: skip


BIG5_RTF = _big5_rtf(
    ["作者：tern", "一、本期淨增", "1. WakeNet（arXiv:2711.02291）", "章節：§1.2 渦輪尾流", "狀態：淨增"]
)


def test_an_rtf_in_big5_reads_as_its_chinese():
    from kgraph.extract.formats.rtfcodepage import unicode_escaped

    assert b"\\u20316\\'3f" in unicode_escaped(BIG5_RTF)  # 作
    assert (
        unicode_escaped(b"{\\rtf1\\ansicpg950 \\'a1G}") == b"{\\rtf1\\ansicpg950 {\\uc1\\u-230\\'3f}}"
    )  # (a trail byte as it is)
    doc = extract(BIG5_RTF, "inbox/tern/2027-11-03-tidal-energy-brief.rtf")
    assert _items(doc) == {"2711.02291": ("WakeNet", "new", "1.2")}


def test_an_rtf_in_a_single_byte_code_page_is_left_as_it_is():
    from kgraph.extract.formats.rtfcodepage import unicode_escaped

    latin = b"{\\rtf1\\ansi\\ansicpg1252 caf\\'e9}"
    assert unicode_escaped(latin) == latin
