"""The zoo13 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format, and the keys parse."""

from __future__ import annotations

import csv
import json
import re
import tomllib
from datetime import date
from pathlib import Path

import pypandoc
import pytest
from lxml import etree

from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, write_zoo

CARD = r"paper_cards/\d{4}-2705-\d{5}\.md"
DOCBOOK_RNG = Path("/usr/share/xml/docbook/schema/rng/5.0/docbook.rng")  # Debian's docbook5-xml, if installed
DB = "{http://docbook.org/ns/docbook}"


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    found = faults_in(facts, CARD)
    assert found == {
        "divergent-figures": [("2705.01287", "backbone RMSD reduction")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["2705.04409"],
        "new-but-anchored": [(facts.B2.stem, "2705.03176")],
        "duplicate-in-list": [(facts.B2.stem, "2705.05832")],
        "repeated-to-verify": {"2705.07718"},
        "stale-anchor": [],
        "malformed-reference": [facts.BAD_CARD],
        "empty-sources": [facts.EMPTY_NOTE],
    }


def test_facts_are_consistent():
    for d in facts.DOCS:
        used = {m.section for m in d.mentions if m.section}
        assert used <= set(d.sections) and (d.kind == "living" or used == set(d.sections)), d.stem
        assert set(d.empty_sources) <= set(d.sources)
        for m in d.mentions:
            assert (m.anchored_on is not None) == (m.status == "anchored") or m.status == "carried-over"
            assert set(m.sources) <= set(d.sources) or d.kind == "living" or m.status != "new", (d.stem, m.work)
            cards = [s for s in m.sources if s.startswith("paper_cards/") and s != facts.BAD_CARD]
            assert all(re.fullmatch(CARD, s) for s in cards)
            assert all(facts.card_of(s) == facts.work(m).arxiv for s in cards)
            assert m.point and m.hant and all(f.unit in {"×", "%", "points", "ms"} for f in m.figures)
            assert all(f.metric in facts.METRIC_HANT for f in m.figures)
            assert (m.confidence is not None) == (m.status == "new" and d.kind == "brief")
        for e in d.entries:
            assert all(i in {m.work for m in d.mentions} for i in e.items)
            assert e.text in e.sentence and e.hant_text and e.hant_text in e.hant
            assert all(facts.WORKS[i].name in e.sentence and facts.WORKS[i].name in e.hant for i in e.items)
        if d.kind == "brief":
            new = [facts.work(m).arxiv for m in d.mentions if m.status == "new" and facts.work(m).arxiv]
            assert sorted(set(d.new_ids)) == sorted(new)
            assert d.window[1].startswith(d.date.isoformat())
    days = [b.date for b in facts.BRIEFS]
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1]
    assert [b.instance for b in facts.BRIEFS] == ["lynx", "marten", "tern"]
    assert all(b.baseline < b.date for b in facts.BRIEFS)
    assert all(d.date.year == 2027 and d.date.month == 5 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "points", "ms"}
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    assert all(re.fullmatch(r"2705\.\d{5}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANT)


# --- the layouts ------------------------------------------------------------------------------

DATE = {"djot_doc": date.isoformat, "docbook_xml": date.isoformat, "hant_bbs_txt": W.slash_date,
        "csv_tracker": W.us_numeric}  # fmt: skip
ANCHOR = {**DATE, "hant_bbs_txt": W.slash_md}


def _section_written(layout: str, d, num: str) -> str:
    if layout == "csv_tracker":
        return f",{num},"
    if layout == "docbook_xml" and d.kind == "living":
        return f'label="{num}"'
    return f"§{num}"


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT and mod.LANG in {"en", "zh-hant"}
    hant = mod.LANG == "zh-hant"
    for d in facts.DOCS:
        seen = mod.render(d)
        assert isinstance(seen, str)
        for m in d.mentions:
            w = facts.work(m)
            assert w.name in seen and (w.arxiv or w.url) in seen, (layout, d.stem, m.work)
            assert not m.section or _section_written(layout, d, m.section) in seen
            for f in m.figures:
                assert (W.fig_hant(f) if hant else W.fig_en(f)) in seen, (layout, d.stem, m.work, f)
            for s in m.sources:
                assert s in seen, (layout, d.stem, s)
            if m.anchored_on:
                assert ANCHOR[layout](m.anchored_on) in seen, (layout, d.stem, m.work)
        for s in d.sources:
            assert s in seen, (layout, d.stem, s)
        for e in d.entries:
            assert (e.hant_text if hant else e.text) in seen, (layout, d.stem, e.text)
            assert (e.hant if hant else e.sentence) in seen.replace("&amp;", "&")
        for k, v in d.counts.items():
            assert str(v) in seen, (layout, d.stem, k)
        for name in d.sections.values():
            assert (facts.SECTIONS_HANT[name] if hant else name) in seen
        assert facts.TOPIC in seen and DATE[layout](d.date) in seen
        if d.kind == "brief":
            assert facts.living_path(mod.EXT) in seen and d.instance in seen
            assert DATE[layout](d.baseline) in seen
            ids = ("、" if hant else ", ").join(d.new_ids)
            assert ids in seen, (layout, d.stem)  # the list as written, a repeated id included


def _pandoc(doc: str) -> list:
    return json.loads(pypandoc.convert_text(doc, "json", format="djot"))["blocks"]


def _walk(blocks, kind: str):
    """Every element of type `kind` in a pandoc AST, depth first."""
    if isinstance(blocks, dict):
        if blocks.get("t") == kind:
            yield blocks
        yield from _walk(blocks.get("c"), kind)
    elif isinstance(blocks, list):
        for b in blocks:
            yield from _walk(b, kind)


def _plain(inlines: list) -> str:
    return "".join(i["c"] if i["t"] == "Str" else " " if i["t"] == "Space" else _plain(i["c"][-1]) for i in inlines)


def test_djot_documents_parse_as_djot():
    mod = LAYOUTS["djot_doc"]
    for d in facts.DOCS:
        ast = _pandoc(mod.render(d))
        heads = [(h["c"][0], _plain(h["c"][2])) for h in _walk(ast, "Header")]
        assert heads[0][0] == 1 and len(list(_walk(ast, "DefinitionList"))) >= 1
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert [t for lvl, t in heads if lvl == 3] == [facts.work(m).name for m in new]
            (table,) = list(_walk(ast, "Table"))
            assert len(table["c"][4][0][3]) == len(carried)  # one body row per carried-over item
            (register,) = list(_walk(ast, "OrderedList"))
            assert len(register["c"][1]) == len(d.entries)
            spans = [s["c"][0][1] for s in _walk(ast, "Span")]
            assert spans.count(["status"]) == len(new) + len(side)
        else:
            assert [t for lvl, t in heads if lvl == 2] == [f"§{k} {v}" for k, v in d.sections.items()]


def test_docbook_articles_are_docbook_5():
    mod = LAYOUTS["docbook_xml"]
    rng = etree.RelaxNG(etree.parse(str(DOCBOOK_RNG))) if DOCBOOK_RNG.is_file() else None
    for d in facts.DOCS:
        root = etree.fromstring(mod.render(d).encode("utf-8"))
        assert root.tag == f"{DB}article" and root.get("version") == "5.0"
        assert root.findtext(f"{DB}info/{DB}date") == d.date.isoformat()
        if rng is not None:
            assert rng.validate(root), rng.error_log.filter_from_errors()[:3]
        if d.kind == "brief":
            new, carried, _ = facts.groups(d)
            assert root.findtext(f"{DB}info/{DB}author/{DB}personname") == d.instance
            items = root.findall(f"{DB}section/{DB}section[@role='net-new']")
            assert [s.findtext(f"{DB}title") for s in items] == [facts.work(m).name for m in new]
            assert len(root.findall(f".//{DB}informaltable/{DB}tgroup/{DB}tbody/{DB}row")) == len(carried)
            assert len(root.findall(f"{DB}section[@{{http://www.w3.org/XML/1998/namespace}}id='register']"
                                    f"/{DB}orderedlist/{DB}listitem")) == len(d.entries)  # fmt: skip
            for link in root.iter(f"{DB}olink"):
                num = link.get("targetptr").removeprefix("sec-")
                assert link.text == f"§{num} {d.sections[num]}"
        else:
            labels = [(s.get("label"), s.findtext(f"{DB}title")) for s in root.findall(f"{DB}section")]
            assert labels == list(d.sections.items())


def test_bbs_posts_have_the_board_header_and_labels():
    mod = LAYOUTS["hant_bbs_txt"]
    for d in facts.DOCS:
        lines = mod.render(d).split("\n")
        assert lines[0].startswith("作者  ") and lines[0].endswith(f"看板  {mod.BOARD}")
        assert lines[1].startswith("標題  [") and lines[2] == f"時間  {W.ctime(d.date, lines[2][-13:-5])}"
        assert set(lines[3]) == {"─"} and "--" in lines
        labels = [x for x in lines if x.startswith("【")]
        assert all(x.endswith("】") for x in labels)
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert lines[0].startswith(f"作者  {d.instance} (")
            assert sum(x.startswith("◆ ") for x in lines) == len(new)
            assert sum(x.startswith("※ ") and "｜" in x for x in lines) == len(carried)
            assert sum(bool(re.match(r" \(\d\) \[", x)) for x in lines) == len(d.entries)
            assert re.match(r"【[一二三四五六七八]、", labels[0])
        else:
            assert labels == [f"【§{k} {facts.SECTIONS_HANT[v]}】" for k, v in d.sections.items()]


def test_csv_exports_are_rectangular_sheets():
    mod = LAYOUTS["csv_tracker"]
    for d in facts.DOCS:
        rows = list(csv.reader(mod.render(d).splitlines()))
        assert {len(r) for r in rows} == {len(mod.COLUMNS)}
        head = rows.index(mod.COLUMNS)
        table = [dict(zip(mod.COLUMNS, r, strict=True)) for r in rows[head + 1 :] if any(r)]
        table = [r for r in table if r["Type"] in {"Source", "Work", "To verify", "Count", "Section"}]
        works = [r for r in table if r["Type"] == "Work"]
        assert sorted(r["Item"] for r in works) == sorted(facts.work(m).name for m in d.mentions)
        by_name = {r["Item"]: r for r in works}
        for m in d.mentions:
            r = by_name[facts.work(m).name]
            assert r["Section"] == (m.section or "") and r["Status"] == mod.STATUS[m.status]
            assert r["Anchored"] == (W.us_numeric(m.anchored_on) if m.anchored_on else "")
        if d.kind == "brief":
            assert [r["Item"] for r in table if r["Type"] == "Source"] == d.sources
            assert sum(r["Type"] == "To verify" for r in table) == len(d.entries)
            counts = {r["Item"]: r["Count"] for r in table if r["Type"] == "Count"}
            assert {k: counts[mod.COUNT_NAMES[k]] for k in d.counts} == {k: str(v) for k, v in d.counts.items()}
        else:
            assert [(r["Section"], r["Section title"]) for r in table if r["Type"] == "Section"] == list(
                d.sections.items()
            )


@pytest.mark.parametrize("layout", NAMES)
def test_the_key_parses_and_names_the_written_documents(layout: str, tmp_path):
    key_path = write_zoo(tmp_path, layout)
    key = tomllib.loads(key_path.read_text(encoding="utf-8"))
    ext = LAYOUTS[layout].EXT
    assert [d["path"] for d in key["documents"]] == [f"{d.stem}.{ext}" for d in facts.DOCS]
    for doc in key["documents"]:
        assert (key_path.parent / doc["path"]).is_file()
        if doc["kind"] == "brief":
            assert doc["baseline"] == facts.living_path(ext)
    works = sum(len(doc.get("works", [])) for doc in key["documents"])
    assert works == sum(len(d.mentions) for d in facts.DOCS)
    entries = [e["text"] for doc in key["documents"] for e in doc.get("entries", [])]
    assert set(entries) == ({"量測資料", "基準測試腳本"} if LAYOUTS[layout].LANG == "zh-hant" else
                            {"wet-lab assay data", "benchmark script"})  # fmt: skip
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
