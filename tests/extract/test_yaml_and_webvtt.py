"""Documents a pipeline or a meeting writes: a brief dumped as YAML (keys in Chinese, anchors
and aliases, one-line mappings) and a WebVTT transcript of a spoken hand-over, each read for what
it says; and what those showed the readers missed elsewhere (a two-column field table in
traditional Chinese, spoken section numbers and units)."""

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


VTT = """\
WEBVTT ash-plumes hand-over

NOTE
Tidied by kea after the call.

1
00:00:01.000 --> 00:00:03.000
<v Ines Okafor>We're recording. kea, go ahead.</v>

2
00:00:04.000 --> 00:00:08.000
<v kea>This is kea with the ash-plumes brief for March 22, 2033.</v>

3
00:00:10.000 --> 00:00:13.000
<v kea>Net new number one: PlumeLift, arXiv 3303.91234.</v>

4
00:00:13.040 --> 00:00:16.000
<v kea>It goes in section 1.2, Plume Rise Modelling.</v>

5
00:00:16.040 --> 00:00:19.000
<v kea>The injection height shift is 2.4 kilometers.
Sources: inbox/kea/2033-03-22-notes.md.</v>

6
00:00:20.000 --> 00:00:22.000
<v Ines Okafor>Is that 3303.99999 too?</v>

7
00:00:23.000 --> 00:00:26.000
<v kea>No. That's the hand-over from kea.</v>
"""


def test_a_webvtt_transcript_is_what_its_writer_said():
    doc = extract(VTT.encode(), "inbox/kea/2033-03-22-ash-plumes-brief.vtt")
    assert doc.kind == "brief"
    assert "3303.99999" not in {m.key for m in doc.mentions}  # (asked by someone else)
    lift = _works(doc)["3303.91234"]
    assert (lift.name, lift.section) == ("PlumeLift", "1.2")
    assert [(f.value, f.unit) for c in lift.claims for f in c.figures] == [(2.4, "km")]
    assert [s.path for s in lift.sources] == ["inbox/kea/2033-03-22-notes.md"]
    assert doc.taken[8] == ["left out: said by Ines Okafor, not the writer (kea)"]
    assert doc.taken[25] == ["part of line 24"]  # (a cue's payload over two lines: one line said)
    assert detect(VTT.encode(), "call.txt") == "webvtt"


def test_spoken_units_and_section_numbers():
    said = "peak error 0.6 grams per cubic meter, 310 kilotons, 35 hectopascals, 22 percent, 3.8 times."
    assert [(f.value, f.unit) for f in figures_in(said)] == [
        (0.6, "g/m³"),
        (310.0, "kt"),
        (35.0, "hPa"),
        (22.0, "%"),
        (3.8, "×"),
    ]
    assert figures_in("we raised it 3 times in the meeting") == []
    doc = extract(
        "# ash-plumes brief 2033-03-22\n\n## NET-new\n\n- PlumeLift (arXiv 3303.91234), section 1.2 Plume Rise.\n"
        "- VentCam (arXiv 3303.95678), as in section 4.2 of the paper.\n",
        "inbox/kea/2033-03-22-ash-plumes-brief.md",
    )
    works = _works(doc)
    assert (works["3303.91234"].section, works["3303.95678"].section) == ("1.2", None)


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


def _cue(n: int, speaker: str, said: str) -> str:
    start = 10 * n
    return f"{n}\n00:00:{start:02d}.000 --> 00:00:{start + 9:02d}.960\n<v {speaker}>{said}</v>\n\n"


def _transcript(*paragraphs: list[str], speaker: str = "kea") -> str:
    """Cues said one after another, a pause (the gap between a paragraph's last and the next's first
    cue is 1 s; within one, 0.04 s) between paragraphs."""
    out, n = ["WEBVTT\n\n"], 0
    for said in paragraphs:
        for k, sentence in enumerate(said):
            n += 1
            start = 10 * n
            gap = 0.0 if k == 0 else -0.96  # (said right after the cue before)
            first = start + gap if k else start + 1
            out.append(
                f"{n}\n00:{int(first) // 60:02d}:{first % 60:06.3f} --> 00:{(start + 9) // 60:02d}:{(start + 9) % 60:02d}.960\n"
            )
            out.append(f"<v {speaker}>{sentence}</v>\n\n")
    return "".join(out)


def test_a_spoken_brief_s_titles_items_without_ids_register_and_id_list():
    said = _transcript(
        ["Hi all, this is kea with the ash-plumes brief for March 22, 2033."],
        ["Net new number one: PlumeLift, arXiv 3303.91234.", "It goes in section 1.2, Plume Rise Modelling."],
        ["Net new number two: AshFlow 4, the software release.", "It goes in section 1.2, Plume Rise Modelling.",
         "The solver speedup is 3.8 times.", "Source: inbox/kea/2033-03-22-notes.md."],
        ["Now the items carried over and anchored."],
        ["AshKit 2, the software release, section 1.1, Eruption Source Parameters, carried over."],
        ["To verify, one entry."],
        ["Number one, high risk, still open.", "PlumeLift was only checked on one winter eruption."],
        ["The new arXiv IDs, as I pasted them in the chat: 3303.91234, 3303.91234."],
    )  # fmt: skip
    doc = extract(said.encode(), "inbox/kea/2033-03-22-ash-plumes-brief.vtt")
    works = _works(doc)
    assert works["3303.91234"].section == "1.2"
    assert ("1.2", "Plume Rise Modelling") in {(s.number, s.name) for s in doc.section_names}
    flow = works["ashflow 4"]
    assert (flow.name, flow.status, flow.section) == ("AshFlow 4", "new", "1.2")
    assert [(f.value, f.unit) for c in flow.claims for f in c.figures] == [(3.8, "×")]
    assert [s.path for s in flow.sources] == ["inbox/kea/2033-03-22-notes.md"]
    kit = works["ashkit 2"]
    assert (kit.name, kit.status, kit.section) == ("AshKit 2", "carried-over", "1.1")
    (entry,) = doc.entries
    assert (entry.risk, entry.resolved, entry.items) == ("high", False, ["3303.91234"])
    listed = [m.key for m in doc.mentions if m.role == "arxiv-list"]
    assert listed == ["3303.91234", "3303.91234"]  # (said twice: a duplicate the store finds)


def test_a_spoken_walk_through_of_the_living_document_has_its_sections():
    said = _transcript(
        ["This is the walk-through of the ash-plumes living document, the version of March 20, 2033."],
        ["First, section 1.1, Eruption Source Parameters."],
        ["VentCam, arXiv 3303.95678, anchored March 17.", "The plume top height error is 0.4 kilometers."],
        ["Next, section 1.2, Plume Rise Modelling.", "Nothing anchored there yet."],
    )
    doc = extract(said.encode(), "organized/knowledge/ash-plumes.vtt")
    assert doc.kind == "living"
    (vent,) = [m for m in doc.mentions if m.key == "3303.95678"]
    assert (vent.name, vent.section, str(vent.status_date)) == ("VentCam", "1.1", "2033-03-17")
    assert {(s.number, s.name) for s in doc.section_names} >= {
        ("1.1", "Eruption Source Parameters"),
        ("1.2", "Plume Rise Modelling"),
    }


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


SRT = """\
1
00:00:01,000 --> 00:00:03,000
张伟：好，人到齐了，你开始吧。

2
00:00:04,000 --> 00:00:07,000
kea：大家好，我是kea，今天是2033年4月12号，我来交接ash-plumes这个主题的简报。

3
00:00:07,400 --> 00:00:10,000
kea：净增第一条，PlumeLift，arXiv号3304.91234。

4
00:00:10,450 --> 00:00:12,000
kea：沉降速率是每年8.5毫米。

5
00:00:12,300 --> 00:00:15,000
kea：建议归到1.2节，地表沉降监测，可信度中高。

6
00:00:15,500 --> 00:00:18,000
kea：来源是inbox/kea/2033-04-12-notes.md。

7
00:00:18,400 --> 00:00:21,000
kea：VentCam，arXiv号3304.95678，1.1节，活动层预报，4月8号已经锚定。

8
00:00:21,300 --> 00:00:24,000
kea：早前已锚定，此后没有新内容。
"""


def test_a_subrip_transcript_in_chinese_is_what_its_writer_said():
    doc = extract(SRT.encode(), "inbox/kea/2033-04-12-ash-plumes-brief.srt")
    assert (doc.kind, str(doc.date)) == ("brief", "2033-04-12")
    assert doc.taken[3][0].startswith("left out: said by") and "not the writer (kea)" in doc.taken[3][0]
    works = _works(doc)
    lift = works["3304.91234"]
    assert (lift.name, lift.section) == ("PlumeLift", "1.2")
    assert [(f.value, f.unit) for c in lift.claims for f in c.figures] == [(8.5, "mm/yr")]
    assert [s.path for s in lift.sources] == ["inbox/kea/2033-04-12-notes.md"]
    vent = works["3304.95678"]
    assert (vent.name, vent.status, str(vent.status_date), vent.section) == ("VentCam", "anchored", "2033-04-08", "1.1")


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


THREAD = """\
Kea 🐦
@kea@tundra.social
CW: long thread

1/3 Daily brief for permafrost, April 12, 2033, from kea 🧵

Today: 1 NET-new (1 new arXiv ID).

#PermafrostThaw #DailyBrief

Apr 12, 2033, 19:40

Kea 🐦
@kea@tundra.social

2/3 NET-new 1 of 1: SubsideNet https://arxiv.org/abs/3304.56872
§1.2 Ground Subsidence Sensing · confidence medium-high

Subsidence rate: 8.5 mm/yr

Sources: inbox/kea/2033-04-12-notes.md

Apr 12, 2033, 19:40

Ruru 🦉
@ruru@birds.example
@kea@tundra.social is 3304.99999 related?

Apr 12, 2033, 19:41

Kea 🐦
@kea@tundra.social

3/3 NET-new arXiv IDs: 3304.56872

Apr 12, 2033, 19:42
"""


def test_a_mastodon_thread_copied_as_text_is_what_its_writer_posted():
    assert detect(THREAD.encode(), "thread.txt") == "mastodon"
    doc = extract(THREAD.encode(), "inbox/kea/2033-04-12-permafrost-brief.txt")
    assert (doc.kind, str(doc.date)) == ("brief", "2033-04-12")
    assert "3304.99999" not in {m.key for m in doc.mentions}  # (another account's reply)
    subside = _works(doc)["3304.56872"]
    assert (subside.name, subside.status, subside.section) == ("SubsideNet", "new", "1.2")
    assert [(f.value, f.unit) for c in subside.claims for f in c.figures] == [(8.5, "mm/yr")]
    assert doc.taken[2] == ["left out: a post's author"] and doc.taken[3] == ["left out: the post's content warning"]
    assert doc.taken[27] == ["left out: a post by @ruru@birds.example, not the writer (@kea@tundra.social)"]


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


def test_an_id_s_status_runs_to_the_next_id_and_spoken_register_entries():
    doc = extract(
        "# brief 2033-04-13\n\nCarried over: 3304.56872, 3304.52438 (anchored Apr 13), 3304.55761\n",
        "inbox/kea/2033-04-13-permafrost-brief.md",
    )
    said = {m.key: (m.status, str(m.status_date)) for m in doc.mentions if m.role == "text"}
    assert said["3304.52438"] == ("anchored", "2033-04-13") and said["3304.56872"][1] == "None"
    text = (
        "# 简报 2033-04-12\n\n净增第一条，PeatFlux，arXiv号3304.55761。\n\n## 待核实\n\n"
        "第一条，风险中，还没解决：PeatFlux 的甲烷校准只依据一个沼泽在单个观测季的箱式测量。\n\n"
        "第二条，风险低，已经解决了：FrostSolve 5 的土壤参数表已并入发布包。\n"
    )
    entries = extract(text, "inbox/kea/2033-04-12-x-brief.md").entries
    assert [(e.risk, e.resolved) for e in entries] == [("medium", False), ("low", True)]


SBV = """\
0:00:01.480,0:00:04.172
>> 佩君：好，錄影開始了，交給你。

0:00:04.262,0:00:09.762
>> kea：好的。大家好，我是kea，今天是2033年5月21號，我來交接mangrove這個主題的簡報。

0:00:09.862,0:00:13.652
淨增第一條，CanopyDelta，是論文，編號在聊天室：3305.67860

0:00:13.802,0:00:17.982
建議歸入1.2節，冠層範圍製圖，可信度中高。

0:00:18.142,0:00:22.602
來源我貼在聊天室：inbox/kea/2033-05-21-notes.md

0:00:22.700,0:00:24.000
>> 佩君：3305.99999 也要看嗎？

0:00:24.100,0:00:27.000
>> kea：不用。我這邊就這些。
"""


def test_youtube_captions_mark_a_new_speaker_and_name_a_work_said_before_its_id():
    doc = extract(SBV.encode(), "inbox/kea/2033-05-21-mangrove-brief.sbv")
    assert (doc.kind, str(doc.date)) == ("brief", "2033-05-21")
    assert "3305.99999" not in {m.key for m in doc.mentions}  # (佩君's question)
    canopy = _works(doc)["3305.67860"]
    assert (canopy.name, canopy.section) == ("CanopyDelta", "1.2")
    assert [s.path for s in canopy.sources] == ["inbox/kea/2033-05-21-notes.md"]
    assert doc.taken[17][0] == "left out: said by 佩君, not the writer (kea)"
