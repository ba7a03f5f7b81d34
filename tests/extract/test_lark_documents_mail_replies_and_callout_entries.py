"""A Feishu / Lark document exported as JSON blocks, a plain-text reply whose subject names the
message it answers (not what this one is), a callout that is one concern (its title the state,
its one task line the text), a label that is a noun phrase holding a verb-like word (`Safe yield
error:`), and units per month and per centimetre (`mm/month`, `mS/cm`)."""

from __future__ import annotations

import json

import pytest

from kgraph.errors import DocumentError
from kgraph.extract import extract
from kgraph.extract.common import figures_in
from kgraph.extract.formats import detect

# -- Lark


def _run(text: str, **style: object) -> dict:
    return {"text_run": {"content": text, "text_element_style": {"bold": False, "inline_code": False, **style}}}


def _lark() -> bytes:
    page, callout, heading, table, bullet = "P" * 27, "C" * 27, "H" * 27, "T" * 27, "B" * 27
    cells = [f"c{i:026d}" for i in range(6)]
    texts = [f"t{i:026d}" for i in range(6)]
    contents = ["条目", "小节", "数据", "ScourMap（arXiv:3311.40217）", "§1.2 河岸侵蚀", "悬沙浓度误差 38毫克/升"]
    blocks = [
        {
            "block_id": page,
            "block_type": 1,
            "page": {"elements": [_run("泥沙每日简报（2027年5月2日）")]},
            "children": [callout, heading, table, bullet],
        },
        {
            "block_id": callout,
            "block_type": 19,
            "parent_id": page,
            "callout": {"emoji_id": "pushpin"},
            "children": ["X" * 27],
        },
        {
            "block_id": "X" * 27,
            "block_type": 2,
            "parent_id": callout,
            "text": {"elements": [_run("基线："), _run("organized/knowledge/sediment.md", inline_code=True)]},
        },
        {"block_id": heading, "block_type": 3, "parent_id": page, "heading1": {"elements": [_run("净新增")]}},
        {
            "block_id": table,
            "block_type": 31,
            "parent_id": page,
            "table": {"cells": cells, "property": {"row_size": 2, "column_size": 3, "header_row": True}},
            "children": cells,
        },
        *(
            {"block_id": c, "block_type": 32, "parent_id": table, "table_cell": {}, "children": [t]}
            for c, t in zip(cells, texts, strict=True)
        ),
        *(
            {"block_id": t, "block_type": 2, "parent_id": c, "text": {"elements": [_run(x)]}}
            for c, t, x in zip(cells, texts, contents, strict=True)
        ),
        {
            "block_id": bullet,
            "block_type": 12,
            "parent_id": page,
            "bullet": {
                "elements": [
                    _run("相邻："),
                    _run("BarWalk", link={"url": "https%3A%2F%2Farxiv.org%2Fabs%2F3311.40328"}),
                ]
            },
        },
    ]
    return json.dumps(
        {"document": {"document_id": page, "revision_id": 7, "title": "泥沙每日简报"}, "blocks": blocks}
    ).encode()


LARK_PATH = "inbox/otter/2027-05-02-sediment-brief.json"


def test_a_lark_document_is_read_as_the_markdown_its_blocks_stand_for():
    data = _lark()
    assert detect(data, LARK_PATH) == "lark"
    doc = extract(data, LARK_PATH)
    scour = next(m for m in doc.mentions if m.key == "3311.40217" and m.role == "increment")
    assert (scour.name, scour.status, scour.section) == ("ScourMap", "new", "1.2")
    assert [(f.value, f.unit) for c in scour.claims for f in c.figures] == [(38.0, "mg/L")]
    assert doc.baseline_path == "organized/knowledge/sediment.md"
    bar = next(m for m in doc.mentions if m.name == "BarWalk")  # (its link, percent-encoded, decoded)
    assert (bar.key, bar.status) == ("3311.40328", "adjacent")


def test_a_lark_document_cut_short_is_refused_in_one_line():
    with pytest.raises(DocumentError, match="a Lark document that is not valid JSON"):
        extract(_lark()[:-25], LARK_PATH)


# -- a reply


REPLY = """\
From: otter <otter@lab.example.org>
Date: Sun, 2 May 2027 08:10:00 +0100
Subject: Re: [briefs] sediment: living document, version 2027-05-01
In-Reply-To: <abc@lab.example.org>
Content-Type: text/plain; charset=UTF-8

Daily brief: sediment, 2 May 2027.

Baseline: organized/knowledge/sediment.md (version 2027-05-01)

NET-NEW
-------

1. ScourMap (arXiv:3311.40217)
Section: §1.2 Bank Erosion

On 01/05/2027 21:00, heron wrote:
> Living document: sediment, version 2027-05-01
> BarWalk (arXiv:3311.40328) anchored 2027-04-30 in §1.3.
"""


def test_a_replys_subject_is_no_title_and_the_quoted_message_is_not_read():
    doc = extract(REPLY.encode(), "inbox/otter/2027-05-02-sediment-brief.eml")
    assert doc.kind == "brief" and str(doc.date) == "2027-05-02"
    assert {m.key for m in doc.mentions if m.role == "increment"} == {"3311.40217"}
    assert "3311.40328" not in {m.key for m in doc.mentions}


# -- a callout that is one concern

CALLOUT = """\
# 泥沙簡報 2027-05-02

## 淨新增

- **ScourMap**（arXiv:3311.40217）：§1.2 河岸侵蝕

## 待查核

> [!warning] 風險中，未解決
> - [ ] ScourMap 報告的懸沙濃度只依據單一豐水年的紀錄
"""


def test_a_callout_titled_with_its_state_over_one_task_is_one_entry_as_written():
    doc = extract(CALLOUT.encode(), "inbox/otter/2027-05-02-sediment-brief.md")
    assert [(e.text, e.items, e.risk, e.resolved) for e in doc.entries] == [
        ("ScourMap 報告的懸沙濃度只依據單一豐水年的紀錄", ["3311.40217"], "medium", False)
    ]


# -- labels and units


@pytest.mark.parametrize(
    ("text", "unit", "metric"),
    [
        ("Safe yield error: 310 m³/day", "m³/day", "safe yield error"),
        ("Recharge error: 9.5 mm/month", "mm/month", "recharge error"),
        ("電導率誤差：0.35 毫西門子/公分", "mS/cm", None),
        ("抽水量误差 4.2升每秒", "L/s", None),
    ],
)
def test_a_labels_figure_keeps_its_compound_unit_and_its_label(text, unit, metric):
    (figure,) = figures_in(text, label="Figures")
    assert figure.unit == unit
    assert metric is None or figure.metric == metric


def test_a_date_before_each_day_is_no_unit():
    assert figures_in("9月每天都测一次") == []
