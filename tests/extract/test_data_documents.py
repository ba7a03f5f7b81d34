"""Documents a pipeline writes as data (YAML, JSON, TOML, an Obsidian canvas, a Trello board's
export), each read as its records; and what those showed the readers missed elsewhere (a DokuWiki
field table in traditional Chinese, ids and figures right after a Chinese word, units of the
zoos' topics, a living entry named before its link)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kgraph.errors import DocumentError
from kgraph.extract import extract
from kgraph.extract.common import figures_in
from kgraph.extract.formats import detect
from kgraph.extract.formats.frontmatter import MAX_NODES
from kgraph.files import iter_files

YAML_BRIEF = """\
# written by relay-digest 3.2, do not edit
---
标题: ash-plumes 每日简报
日期: 2033-03-22
撰写: &who
  实例: tarsier
计数:
  本次新增: 1
  沿用: 1
读过的来源:
- 路径: inbox/kea/2033-03-22-notes.md
  状态: 已读
- 路径: inbox/ruru/2033-03-22-notes.md
  状态: 空（今日无本主题内容）
条目:
- 类型: 论文
  名称: PlumeLift
  arXiv: '3303.91234'
  状态: 本次新增
  建议归入: §1.2 烟柱抬升模拟
  数据:
  - {指标: 注入高度偏移, 数值: 2.4, 单位: km}
  来源: [inbox/kea/2033-03-22-notes.md]
- 名称: VentCam
  arXiv: '3303.95678'
  状态: 沿用
  章节: §1.1 喷发源参数
  锚定日期: &day 2033-03-17
待核实:
- 编号: 1
  风险: 中
  状态: 未解决
  说明: |
    PlumeLift 的注入高度只在一次冬季裂隙喷发上验证过，其他喷发类型的误差尚不清楚。
沿用arXiv号:
- {arXiv: '3303.95678', 章节: §1.1, 锚定日期: *day}
交接: *who
"""


def _works(doc):
    return {m.key: m for m in doc.mentions if m.role in ("increment", "adjacent")}


def test_a_yaml_brief_is_read_as_its_records():
    doc = extract(YAML_BRIEF.encode(), "inbox/tarsier/2033-03-22-ash-plumes-brief.yaml")
    assert doc.kind == "brief"
    works = _works(doc)
    lift = works["3303.91234"]
    assert (lift.name, lift.status, lift.section) == ("PlumeLift", "new", "1.2")
    assert [(f.value, f.unit) for c in lift.claims for f in c.figures] == [(2.4, "km")]
    assert [s.path for s in lift.sources] == ["inbox/kea/2033-03-22-notes.md"]
    vent = works["3303.95678"]
    assert (vent.name, vent.status, vent.section, str(vent.status_date)) == (
        "VentCam",
        "carried-over",
        "1.1",
        "2033-03-17",
    )
    assert {(c.what, c.value) for c in doc.counts} >= {("increments", 1), ("carried-over", 1)}
    statuses = {s.path: s.status for s in doc.sources}
    assert statuses["inbox/ruru/2033-03-22-notes.md"] == "empty-missing"
    assert [(e.risk, e.resolved) for e in doc.entries] == [("medium", False)]


def test_a_living_document_in_yaml_has_its_sections_and_entries():
    living = """\
标题: ash-plumes 活文档
版本: 2033-03-20
章节:
- 编号: §1.1
  名称: 喷发源参数
  条目:
  - 名称: VentCam
    arXiv: '3303.95678'
    状态: 已锚定
    锚定日期: 2033-03-17
    数据:
    - {指标: 烟柱顶高误差, 数值: 0.4, 单位: km}
- 编号: §1.2
  名称: 烟柱抬升模拟
  条目: []
"""
    doc = extract(living.encode(), "organized/knowledge/ash-plumes.yaml")
    assert doc.kind == "living"
    (vent,) = [m for m in doc.mentions if m.key == "3303.95678"]
    assert (vent.name, vent.section, vent.status, str(vent.status_date)) == ("VentCam", "1.1", "anchored", "2033-03-17")
    assert {(s.number, s.name) for s in doc.section_names} >= {("1.1", "喷发源参数"), ("1.2", "烟柱抬升模拟")}


def test_yaml_that_is_no_mapping_or_aliases_that_explode_are_refused_in_one_line():
    with pytest.raises(DocumentError, match="notes.yaml: YAML that is not one mapping"):
        extract(b"- just\n- a list\n", "inbox/x/notes.yaml")
    laughs = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{c}: &{c} [{', '.join(['*' + p] * 10)}]\n" for p, c in zip("abcdefgh", "bcdefghi", strict=False)
    )
    with pytest.raises(DocumentError, match=f"more than {MAX_NODES:,} nodes"):
        extract(laughs.encode(), "inbox/x/laughs.yaml")


def test_a_folder_s_yaml_is_a_document_only_when_it_names_papers(tmp_path: Path):
    (tmp_path / "brief.yaml").write_text(YAML_BRIEF, encoding="utf-8")
    (tmp_path / "mkdocs.yml").write_text("site_name: notes\nnav:\n- index.md\n", encoding="utf-8")
    found = {p.name for p, _ in iter_files([tmp_path])}
    assert found == {"brief.yaml"}
    assert detect(YAML_BRIEF.encode(), "brief.yaml") == "yaml"


def test_a_dokuwiki_field_table_with_traditional_labels_is_the_item_s_fields():
    page = """\
====== ash-plumes 每日簡報 ======

**日期：** 2033年3月22日 \\\\
**撰寫：** kea

===== 二、淨增 =====

==== 1. PlumeLift ====

^ 連結 | [[https://arxiv.org/abs/3303.91234|arXiv 3303.91234]] |
^ 建議歸入 | §1.2 煙柱抬升模擬 |
^ 數據 | 注入高度偏移 2.4 公里 |
^ 來源 | ''inbox/kea/2033-03-22-notes.md'' |
"""
    lift = _works(extract(page.encode(), "inbox/kea/2033-03-22-ash-plumes-brief.txt"))["3303.91234"]
    assert (lift.name, lift.section) == ("PlumeLift", "1.2")
    assert [s.path for s in lift.sources] == ["inbox/kea/2033-03-22-notes.md"]


JSON_BRIEF = """{
  "title": "permafrost brief 2033-04-02",
  "date": "2033-04-02",
  "author": "kakapo",
  "items": [
    {
      "name": "ThawNet",
      "arxiv": "3304.12345",
      "status": "NET-new",
      "section": "§1.2 Active Layer",
      "figures": [{"metric": "active layer thickening", "value": 4.2, "unit": "cm"}],
      "sources": ["inbox/kakapo/2033-04-02-notes.md"]
    }
  ]
}
"""


TOML_BRIEF = """\
"標題" = "permafrost 每日簡報"
"日期" = 2033-04-02

[["條目"]]
"名稱" = "ThawNet"
arXiv = "3304.12345"
"狀態" = "本輪淨增"
"建議歸入" = "§1.2 活動層"
"來源" = [
  "inbox/kakapo/2033-04-02-notes.md",
]

[["條目"."數據"]]
"指標" = "活動層增厚"
"數值" = 4.2
"單位" = "公分"

[["條目"]]
"名稱" = "IceLens"
arXiv = "3304.23456"
"數據" = [{ "指標" = "沉降", "數值" = 3, "單位" = "mm/yr" }]
"""


@pytest.mark.parametrize(("name", "text"), [("brief.json", JSON_BRIEF), ("brief.toml", TOML_BRIEF)])
def test_a_json_or_toml_brief_is_read_as_its_records(name: str, text: str):
    doc = extract(text.encode(), f"inbox/kakapo/2033-04-02-permafrost-{name}")
    assert doc.kind == "brief"
    thaw = _works(doc)["3304.12345"]
    assert (thaw.name, thaw.status, thaw.section) == ("ThawNet", "new", "1.2")
    assert [(f.value, f.unit) for c in thaw.claims for f in c.figures] == [(4.2, "cm")]
    assert [s.path for s in thaw.sources] == ["inbox/kakapo/2033-04-02-notes.md"]
    if name.endswith(".toml"):  # (a figure in an inline table on the key's line)
        ice = _works(doc)["3304.23456"]
        assert [(f.value, f.unit) for c in ice.claims for f in c.figures] == [(3.0, "mm/yr")]


def test_data_files_that_are_no_documents(tmp_path: Path):
    (tmp_path / "brief.json").write_text(JSON_BRIEF, encoding="utf-8")
    (tmp_path / "brief.toml").write_text(TOML_BRIEF, encoding="utf-8")
    (tmp_path / "package.json").write_text('{"name": "x", "note": "2604.12345"}', encoding="utf-8")
    (tmp_path / "settings.json").write_text('{"theme": "dark"}', encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\n', encoding="utf-8")
    (tmp_path / "kgraph.toml").write_text('[[path]]\nglob = "inbox/**"\n', encoding="utf-8")
    assert {p.name for p, _ in iter_files([tmp_path])} == {"brief.json", "brief.toml"}
    with pytest.raises(DocumentError, match=r"notes.toml: TOML kgraph cannot parse \(.*line 1"):
        extract(b"[[\xe6\xa2\x9d]]\n", "inbox/x/notes.toml")
    with pytest.raises(DocumentError, match=r"notes.json: JSON kgraph cannot parse \(Expecting"):
        extract(b'{"a": [1, 2', "inbox/x/notes.json")
    huge = "{" + ", ".join(f'"k{n}": {n}' for n in range(MAX_NODES // 2 + 1)) + "}"
    with pytest.raises(
        DocumentError, match=f"notes.json: JSON that is not one mapping .*more than {MAX_NODES:,} nodes"
    ):
        extract(huge.encode(), "inbox/x/notes.json")
    tabbed = JSON_BRIEF.replace("  ", "\t")  # (indented with tabs, as json.dumps(indent="\t") writes it)
    assert (
        _works(extract(tabbed.encode(), "inbox/kakapo/2033-04-02-permafrost-brief.json"))["3304.12345"].name
        == "ThawNet"
    )


def test_ids_and_figures_right_after_a_chinese_word():
    from kgraph import patterns as P

    assert [k for k, _, _ in P.find_arxiv("arXiv号3304.56872，编号2612.20317")] == ["3304.56872", "2612.20317"]
    assert P.find_arxiv("v2612.20317") == []  # (a Latin letter before it still makes it no id)
    assert [(f.value, f.unit) for f in figures_in("融区检出率是87%，误差是0.05ppm")] == [(87.0, "%"), (0.05, "ppm")]


def test_json_nulls_and_enumerations_and_toml_multiline_strings():
    brief = """{
  "title": "permafrost brief 2033-04-13",
  "date": "2033-04-13",
  "author": {"instance": "quetzal"},
  "items": [
    {
      "name": "SubsideNet",
      "arxiv": "3304.56872",
      "status": "carried_over",
      "section": {"id": "1.2", "title": "InSAR Deformation Retrievals"},
      "anchored_on": null,
      "figures": [],
      "sources": []
    }
  ]
}
"""
    doc = extract(brief.encode(), "inbox/quetzal/2033-04-13-permafrost-brief.json")
    subside = _works(doc)["3304.56872"]
    assert (subside.status, subside.status_date, subside.section) == ("carried-over", None, "1.2")
    assert doc.instance == "quetzal"
    toml = (
        TOML_BRIEF
        + '\n[["待核實"]]\n"風險" = "中"\n"說明" = """\nThawNet 只在一個鑽孔、一個夏季量過，\n其他地點尚無資料。\n"""\n'
    )
    doc = extract(toml.encode(), "inbox/kakapo/2033-04-02-permafrost-brief.toml")
    (entry,) = doc.entries
    assert entry.risk == "medium" and "其他地點尚無資料" in entry.text  # (the text as written, its lines joined)
    assert entry.items == ["3304.12345"]


def test_a_living_entry_named_before_its_link():
    text = (
        "# permafrost living document\n\n## §1.1 Active-Layer Forecasting\n\n"
        "ThawCast https://arxiv.org/abs/3304.51327\nAnchored Apr 11. Forecasts how deep the ground thaws.\n\n"
        "Thaw depth forecast error: 11%\n\nCard: paper_cards/7306-3304-51327.md\n\n## §1.2 Subsidence\n\nError: 9%\n"
    )
    (thaw,) = [m for m in extract(text, "organized/knowledge/permafrost.md").mentions if m.role == "living"]
    assert (thaw.name, thaw.section, thaw.status) == ("ThawCast", "1.1", "anchored")
    # its fields written as paragraphs of their own, up to the next heading
    assert [(f.value, f.unit) for c in thaw.claims for f in c.figures] == [(11.0, "%")]
    assert [s.path for s in thaw.sources] == ["paper_cards/7306-3304-51327.md"]


CANVAS = """{
\t"nodes":[
\t\t{"id":"h1","type":"text","text":"# mangrove · brief 2033-05-21\\n\\n**Author:** kea\\n**Counts:** 1 NET-new","x":0,"y":0,"width":500,"height":300},
\t\t{"id":"g1","type":"group","x":700,"y":0,"width":900,"height":600,"label":"NET-new"},
\t\t{"id":"c1","type":"text","text":"### CanopyDelta\\narXiv 3305.67860\\n**Section:** §1.2 Canopy Extent Mapping\\n\\n- Restored canopy area: 340 ha","x":730,"y":50,"width":440,"height":300},
\t\t{"id":"l1","type":"link","url":"https://arxiv.org/abs/3305.67860","x":1200,"y":50,"width":300,"height":160},
\t\t{"id":"f1","type":"file","file":"inbox/kea/2033-05-21-notes.md","x":1200,"y":400,"width":300,"height":100}
\t],
\t"edges":[
\t\t{"id":"e1","fromNode":"f1","fromSide":"left","toNode":"c1","toSide":"right","label":"source"}
\t]
}"""


def test_an_obsidian_canvas_is_read_as_its_cards():
    doc = extract(CANVAS.encode(), "inbox/kea/2033-05-21-mangrove-brief.canvas")
    assert (doc.kind, str(doc.date)) == ("brief", "2033-05-21")
    canopy = _works(doc)["3305.67860"]
    assert (canopy.name, canopy.status, canopy.section) == ("CanopyDelta", "new", "1.2")
    assert [(f.value, f.unit) for c in canopy.claims for f in c.figures] == [(340.0, "ha")]
    assert [s.path for s in canopy.sources] == ["inbox/kea/2033-05-21-notes.md"]  # (by the edge)
    assert {m.line for m in doc.mentions if m.key == "3305.67860"} <= {4, 5}  # (its card's line, its link's)


def test_a_canvas_file_card_joined_to_two_cards_is_a_source_of_both():
    import json as _json

    canvas = _json.loads(CANVAS)
    canvas["nodes"].append(
        {
            "id": "c2",
            "type": "text",
            "text": "### CoreStock\narXiv 3305.66759\n**Section:** §1.3",
            "x": 730,
            "y": 400,
            "width": 440,
            "height": 150,
        }
    )
    canvas["edges"].append({"id": "e2", "fromNode": "f1", "toNode": "c2", "label": "source"})
    doc = extract(_json.dumps(canvas, indent=1).encode(), "inbox/kea/2033-05-21-mangrove-brief.canvas")
    works = _works(doc)
    assert [s.path for s in works["3305.67860"].sources] == ["inbox/kea/2033-05-21-notes.md"]
    assert [s.path for s in works["3305.66759"].sources] == ["inbox/kea/2033-05-21-notes.md"]


def test_a_trello_board_export_is_read_as_its_lists_and_cards():
    import json as _json

    board = {
        "id": "b1", "name": "mangrove 简报 2033-05-21", "desc": "**撰写：** kea", "closed": False,
        "shortLink": "x1", "labelNames": {"green": ""}, "prefs": {"background": "blue"},
        "lists": [
            {"id": "L2", "name": "沿用与已锚入", "closed": False, "pos": 2},
            {"id": "L1", "name": "本次新增", "closed": False, "pos": 1},
            {"id": "L9", "name": "草稿", "closed": True, "pos": 9},
        ],
        "cards": [
            {"id": "C1", "name": "CanopyDelta", "idList": "L1", "pos": 1, "closed": False,
             "desc": "arXiv 3305.67860\\n**建议归入章节：** §1.2 冠层范围制图\\n- 恢复冠层面积：340 公顷"},
            {"id": "C2", "name": "RootMapper", "idList": "L2", "pos": 1, "closed": False,
             "desc": "arXiv 3305.61204\\n**状态：** 5月17日已锚入"},
            {"id": "C3", "name": "TemplateCard", "idList": "L1", "pos": 2, "closed": False, "isTemplate": True,
             "desc": "arXiv 3305.99999"},
            {"id": "C4", "name": "OldIdea", "idList": "L9", "pos": 1, "closed": True, "desc": "arXiv 3305.88888"},
        ],
        "actions": [{"type": "commentCard", "data": {"text": "3305.77777 看看？"}}],
    }  # fmt: skip
    text = _json.dumps(board, ensure_ascii=False).replace("\\\\n", "\\n")
    assert detect(text.encode(), "board.json") == "trello"
    doc = extract(text.encode(), "inbox/kea/2033-05-21-mangrove-brief.json")
    works = _works(doc)
    assert set(works) == {"3305.67860", "3305.61204"}  # (no template, archived card or comment)
    assert (works["3305.67860"].name, works["3305.67860"].status, works["3305.67860"].section) == (
        "CanopyDelta",
        "new",
        "1.2",
    )
    assert [(f.value, f.unit) for c in works["3305.67860"].claims for f in c.figures] == [(340.0, "ha")]
    assert (works["3305.61204"].status, str(works["3305.61204"].status_date)) == ("anchored", "2033-05-17")


def test_restoration_units():
    said = "340 公顷, 4.8 t C/ha, 3.2 seedlings/m², 3.2 株/m², 0.6 psu"
    assert [(f.value, f.unit) for f in figures_in(said)] == [
        (340.0, "ha"),
        (4.8, "t C/ha"),
        (3.2, "seedlings/m²"),
        (3.2, "seedlings/m²"),
        (0.6, "psu"),
    ]
    assert figures_in("5 hats and 2 chapters") == []


def test_a_figure_value_table_under_an_item_names_each_figure_by_its_row():
    text = (
        "# mangrove brief 2033-05-21\n\n## NET-new\n\n### 1. CanopyDelta ^(arXiv 3305.67860)\n\n"
        "* Section: §1.2 Canopy Extent Mapping\n\n| Figure | Value |\n|:--|--:|\n| Restored canopy area | 340 ha |\n"
    )
    canopy = _works(extract(text, "inbox/kea/2033-05-21-mangrove-brief.md"))["3305.67860"]
    assert [(f.value, f.unit, f.metric) for c in canopy.claims for f in c.figures] == [
        (340.0, "ha", "restored canopy area")
    ]
