"""A TaskPaper outline, a Jupyter notebook's code cells and outputs, a DingTalk chat export, a
MediaWiki table in traditional Chinese: the structures a held-out zoo (zoo35) showed kgraph
misread, each written here in words of its own."""

from __future__ import annotations

import json

from kgraph.extract import extract
from kgraph.extract.common import figures_in
from kgraph.extract.formats import detect
from kgraph.extract.formats.notebook import dataframe


def _works(doc):
    return {m.key: m for m in doc.mentions if m.role in ("increment", "adjacent")}


TASKPAPER = (
    "reef-watch brief 2026-08-02:\n"
    "\tWritten by moray.\n"
    "\tSections §1.1 Heat Forecasts, §1.2 Extent Maps\n"
    "\tNET-new:\n"
    "\t\t- GlowMap @new(§1.2) @confidence(high)\n"
    "\t\t\thttps://arxiv.org/abs/3308.41001\n"
    "\t\t\tBleached area: 120 km²\n"
    "\t\t\tSources: inbox/eel/2026-08-02-notes.md\n"
    "\tCarried over:\n"
    "\t\t- HeatCast @carried-over(§1.1)\n"
    "\t\t\thttps://arxiv.org/abs/3308.41002\n"
    "\t\t\tForecast error: 0.7 °C-weeks\n"
    "\tTo verify:\n"
    "\t\t- GlowMap was checked on one lagoon only @verify @risk(high) @due(2026-08-03)\n"
    "\t\t- The HeatCast grid file was missing @verify @risk(low) @done(2026-08-02)\n"
    "\tSources read:\n"
    "\t\t- inbox/eel/2026-08-02-notes.md @done(2026-08-02)\n"
    "\t\t- work-queue.md @done(2026-08-02)\n"
)


def test_a_taskpaper_outline_is_read_as_its_projects_tasks_tags_and_notes():
    path = "inbox/moray/2026-08-02-reef-watch-brief.taskpaper"
    assert detect(TASKPAPER.encode(), path) == "taskpaper"
    doc = extract(TASKPAPER.encode(), path)
    assert (doc.kind, str(doc.date)) == ("brief", "2026-08-02")
    works = _works(doc)
    glow, heat = works["3308.41001"], works["3308.41002"]
    assert (glow.name, glow.status, glow.section) == ("GlowMap", "new", "1.2")  # (`@new(§1.2)`)
    assert [s.path for s in glow.sources] == ["inbox/eel/2026-08-02-notes.md"]
    assert (heat.name, heat.status, heat.section) == ("HeatCast", "carried-over", "1.1")
    assert [(f.value, f.unit) for c in heat.claims for f in c.figures] == [(0.7, "°C-weeks")]
    assert [(e.risk, e.resolved) for e in doc.entries] == [("high", False), ("low", True)]  # (`@done`: settled)
    assert {s.path for s in doc.sources} >= {"inbox/eel/2026-08-02-notes.md", "work-queue.md"}
    assert ("1.2", "Extent Maps") in {(s.number, s.name) for s in doc.section_names}  # (`Sections §1.1 …`)
    assert doc.taken.get(6)  # each view line cites its line in the file (`GlowMap`'s link, line 6)


def _notebook(cells: list[dict]) -> bytes:
    return json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}, indent=1).encode()


def _markdown(text: str) -> dict:
    return {"cell_type": "markdown", "id": str(abs(hash(text)))[:8], "metadata": {}, "source": text.splitlines(True)}


def _code(source: str, output: str, kind: str = "stream") -> dict:
    out = (
        {"output_type": "stream", "name": "stdout", "text": output.splitlines(True)}
        if kind == "stream"
        else {"output_type": "execute_result", "execution_count": 1, "metadata": {}, "data": {"text/plain": output}}
    )
    return {"cell_type": "code", "execution_count": 1, "id": "c" + str(abs(hash(source)))[:7], "metadata": {},
            "source": source.splitlines(True), "outputs": [out]}  # fmt: skip


FRAME = (
    "       item           metric  value  unit\n"
    "0   GlowMap    bleached area  120.0  km²\n"
    "1  TideNet  forecast error    0.4   °C"
)


def test_a_notebook_is_read_by_its_outputs_and_a_dataframe_is_its_table():
    assert dataframe(FRAME) == (
        ["item", "metric", "value", "unit"],
        [["GlowMap", "bleached area", "120.0", "km²"], ["TideNet", "forecast error", "0.4", "°C"]],
    )
    assert dataframe("just a line\nand another") is None
    cells = [
        _markdown("# reef-watch brief, 2 August 2026\n\n**Author:** moray"),
        _code('pd.read_csv("figures.csv")', FRAME, "result"),
        _markdown(
            "## NET-new\n\n### GlowMap\n[arXiv:3308.41001](https://arxiv.org/abs/3308.41001) · §1.2 · **NET-new**"
        ),
        _markdown("### TideNet\n[arXiv:3308.41003](https://arxiv.org/abs/3308.41003) · §1.1 · **NET-new**"),
        _markdown("## arXiv IDs"),
        _code('ids = ["3308.41001", "3308.41003"]\nprint(" ".join(ids))', "3308.41001 3308.41003\n"),
    ]
    doc = extract(_notebook(cells), "inbox/moray/2026-08-02-reef-watch-brief.ipynb")
    works = _works(doc)
    assert [(f.value, f.unit) for c in works["3308.41001"].claims for f in c.figures] == [(120.0, "km²")]
    assert [(f.value, f.unit) for c in works["3308.41003"].claims for f in c.figures] == [(0.4, "°C")]
    listed = [m.key for m in doc.mentions if m.role == "arxiv-list"]
    assert listed == ["3308.41001", "3308.41003"]  # the output, not the code that printed it as well


DINGTALK = """\
珊瑚组 2026-08-02 07:30:05
@moray 早，今天的简报发群里

moray 2026-08-02 07:31:10
【reef-watch 每日简报】2026年8月2日
撰写：moray
计数：净新增1条，相邻1条

moray 2026-08-02 07:32:00
净新增 1/1：GlowMap
arXiv 3308.41001 https://arxiv.org/abs/3308.41001
§1.2 白化范围制图｜置信度 高
数据：群体密度误差 2.4个群体/平方米
来源：inbox/eel/2026-08-02-notes.md

moray 2026-08-02 07:33:00
相邻：
TideNet（arXiv 3308.41003 https://arxiv.org/abs/3308.41003）相邻｜潮汐预报

珊瑚组 2026-08-02 07:40:00
收到
"""


def test_a_dingtalk_export_is_what_its_writer_posted():
    doc = extract(DINGTALK.encode(), "inbox/moray/2026-08-02-reef-watch-brief.txt")
    assert (doc.kind, doc.instance) == ("brief", "moray")
    works = _works(doc)
    glow = works["3308.41001"]
    assert (glow.name, glow.status, glow.section) == ("GlowMap", "new", "1.2")  # (`§1.2 …｜置信度` is no heading)
    assert [(f.value, f.unit) for c in glow.claims for f in c.figures] == [(2.4, "colonies/m²")]
    assert (works["3308.41003"].name, works["3308.41003"].status) == ("TideNet", "adjacent")  # (`相邻：`)
    assert any("left out" in said for said in doc.taken[1])  # (another member's message, its sender and time)


WIKI_TABLE = """\
== 淨新增 ==
{| class="wikitable"
! # !! 項目 !! 類型 !! 章節 !! 數據
|-
| 1 || [https://arxiv.org/abs/3308.41001 GlowMap] || 論文（arXiv:3308.41001） || §1.2 白化範圍 || 預報誤差：1.1 °C-週
|}
"""


def test_a_wiki_table_s_item_column_names_the_work_not_its_kind():
    doc = extract(
        ("'''reef-watch 每日簡報'''\n\n撰寫：moray\n\n計數：淨新增 1 項\n\n" + WIKI_TABLE).encode(),
        "inbox/moray/2026-08-02-reef-watch-brief.wiki",
    )
    glow = _works(doc)["3308.41001"]
    assert (glow.name, glow.section) == ("GlowMap", "1.2")  # (`項目`, not `論文（arXiv:…）`)
    assert [(f.value, f.unit) for c in glow.claims for f in c.figures] == [(1.1, "°C-weeks")]


def test_units_of_coral_reef_monitoring():
    said = "2.4 colonies/m², 3 群體/平方公尺, 0.9 °C-weeks, 1.1 °C-週, 1.2 °C"
    assert [(f.value, f.unit) for f in figures_in(said)] == [
        (2.4, "colonies/m²"),
        (3.0, "colonies/m²"),
        (0.9, "°C-weeks"),
        (1.1, "°C-weeks"),
        (1.2, "°C"),
    ]
