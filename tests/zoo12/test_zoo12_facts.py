"""The zoo12 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format, and the keys parse."""

from __future__ import annotations

import re
import tomllib

import pytest
from markdown_it import MarkdownIt

from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, write_zoo

CARD = r"paper_cards/\d{4}-2704-\d{5}\.md"


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    found = faults_in(facts, CARD)
    assert found == {
        "divergent-figures": [("2704.01193", "sim-to-real gap reduction")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["2704.04062"],
        "new-but-anchored": [(facts.B2.stem, "2704.03317")],
        "duplicate-in-list": [(facts.B2.stem, "2704.05571")],
        "repeated-to-verify": {"2704.07745"},
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
            assert m.point and m.hans and all(f.unit in {"×", "%", "points", "ms"} for f in m.figures)
            assert all(f.metric in facts.METRIC_HANS for f in m.figures)
            assert (m.confidence is not None) == (m.status == "new" and d.kind == "brief")
        for e in d.entries:
            assert all(i in {m.work for m in d.mentions} for i in e.items)
            assert e.text in e.sentence and e.hans_text in e.hans
            assert all(facts.WORKS[i].name in e.sentence and facts.WORKS[i].name in e.hans for i in e.items)
        if d.kind == "brief":
            new = [facts.work(m).arxiv for m in d.mentions if m.status == "new" and facts.work(m).arxiv]
            assert sorted(set(d.new_ids)) == sorted(new)
            assert d.window[1].startswith(d.date.isoformat())
    days = [b.date for b in facts.BRIEFS]
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1]
    assert [b.instance for b in facts.BRIEFS] == ["wren", "otter", "sable"]
    assert all(b.baseline < b.date for b in facts.BRIEFS)
    assert all(d.date.year == 2027 and d.date.month == 4 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "points", "ms"}
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    assert all(re.fullmatch(r"2704\.\d{5}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS)


# --- the layouts ------------------------------------------------------------------------------


def _visible(layout: str, text: str) -> str:
    """What a reader of the document sees, near enough to check that a fact is written."""
    if layout == "typst_doc":
        text = re.sub(r"\\(.)", r"\1", text)
    return " ".join(text.split()) if layout == "outline_txt" else text


def _date_written(layout: str, day) -> str:
    if layout == "outline_txt":
        return W.us_date(day)
    return W.long_date(day) if layout == "typst_doc" else day.isoformat()


def _count_written(layout: str, v: int) -> str:
    return W.word(v) if layout == "outline_txt" else str(v)


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT and mod.LANG in {"en", "zh-hans"}
    hans = mod.LANG == "zh-hans"
    for d in facts.DOCS:
        out = mod.render(d)
        assert isinstance(out, str)
        seen = _visible(layout, out)
        for m in d.mentions:
            w = facts.work(m)
            assert w.name in seen and (w.arxiv or w.url) in seen, (layout, d.stem, m.work)
            assert not m.section or f"§{m.section}" in seen
            for f in m.figures:
                assert f.text in seen, (layout, d.stem, m.work, f)
            for s in m.sources:
                assert s in seen, (layout, d.stem, s)
            if m.anchored_on:
                day = W.zh_md(m.anchored_on) if hans else W.us_date(m.anchored_on, year=False)
                assert (day if layout in {"hans_wide_table", "outline_txt"} else m.anchored_on.isoformat()) in seen
        for s in d.sources:
            assert s in seen, (layout, d.stem, s)
        for e in d.entries:
            assert (e.hans_text if hans else e.text) in seen, (layout, d.stem, e.text)
        for k, v in d.counts.items():
            assert _count_written(layout, v) in seen, (layout, d.stem, k)
        for name in d.sections.values():
            assert (facts.SECTIONS_HANS[name] if hans else name) in seen
        if d.kind == "brief":
            assert facts.living_path(mod.EXT) in seen and d.instance in seen
            assert _date_written(layout, d.date) in seen and _date_written(layout, d.baseline) in seen
            ids = ("、" if hans else ", ").join(d.new_ids)
            assert ids in seen, (layout, d.stem)  # the list as written, a repeated id included


def test_marp_decks_are_marp_markdown():
    md = MarkdownIt("commonmark").enable("table")
    for d in facts.DOCS:
        deck = LAYOUTS["marp_slides"].render(d)
        head, _, body = deck.partition("\n---\n\n")
        assert head.split("\n")[:2] == ["---", "marp: true"] and "\ntitle: " in head
        slides = body.split("\n\n---\n\n")
        assert all(re.search(r"^#{1,3} |^\S", s, re.M) for s in slides)
        assert body.count("<!--") == body.count("-->")
        titles = [t for s in slides for t in re.findall(r"^## (.+)$", s, re.M)]
        if d.kind == "brief":
            for m in d.mentions:  # one slide per item, titled with its name
                assert titles.count(facts.work(m).name) == 1, m.work
            register = next(s for s in slides if s.startswith("## To verify"))
            tokens = md.parse(register)
            assert sum(t.type == "tr_open" for t in tokens) == len(d.entries) + 1
            assert sum(t.type == "th_open" for t in tokens) == 2
            notes = [s for s in slides if re.search(r"<!--\n(?!\s*_)", s)]
            assert len(notes) >= len(d.mentions)
        for s in slides:
            for line in s.split("\n"):
                assert len(line) <= 120 or line.startswith("|"), line


def _typst_markup(text: str) -> str:
    """A Typst document with raw spans, string literals and escapes removed."""
    text = re.sub(r"`[^`\n]*`", "", text)
    text = re.sub(r'"(?:\\.|[^"\\])*"', '""', text)
    return re.sub(r"\\.", "", text)


def test_typst_documents_are_balanced_markup():
    for d in facts.DOCS:
        src = LAYOUTS["typst_doc"].render(d)
        assert src.startswith("#set document(title: ") and "\n= " in src
        bare = _typst_markup(src)
        for o, c in ("[]", "()"):
            depth = 0
            for ch in bare:
                depth += (ch == o) - (ch == c)
                assert depth >= 0
            assert depth == 0, (d.stem, o)
        for line in bare.split("\n"):
            if line.startswith("#"):
                continue
            assert line.count("_") % 2 == 0 and line.count("*") % 2 == 0, line
            assert "@" not in line and "$" not in line, line
        for i in re.findall(r"\b2704\.\d{5}\b", src):
            assert f'#link("https://arxiv.org/abs/{i}")[{i}]' in src
        if d.kind == "brief":
            assert re.search(r"^/ Baseline: `", src, re.M) and "#table(" in src and "table.header(" in src


def _cells(row: str) -> list[str]:
    return [c.strip() for c in re.split(r"(?<!\\)\|", row.strip())[1:-1]]


def test_hans_brief_body_is_one_wide_table():
    md = MarkdownIt("commonmark").enable("table")
    mod = LAYOUTS["hans_wide_table"]
    for d in facts.DOCS:
        text = mod.render(d)
        rows = [line for line in text.split("\n") if line.startswith("|")]
        assert _cells(rows[0]) == mod.COLUMNS and set(_cells(rows[1])) == {"---"}
        body = [_cells(r) for r in rows[2:]]
        assert all(len(r) == len(mod.COLUMNS) for r in body)
        tokens = md.parse(text)
        assert sum(t.type == "table_open" for t in tokens) == 1
        assert sum(t.type == "tr_open" for t in tokens) == len(rows) - 1
        kinds = [r[0] for r in body]
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert kinds.count("增量") == len(new) and kinds.count("沿用") == len(carried)
            assert kinds.count("邻接") == len(side) and kinds.count("来源") == len(d.sources)
            assert kinds.count("待核实") == len(d.entries)
            head = text.split("\n|", 1)[0]
            assert d.date.isoformat() in head and d.instance in head and "基线活文档" in head
            assert all(f" {v} " in head for v in d.counts.values())
        else:
            assert kinds.count("章节") == len(d.sections) and kinds.count("已锚入") == len(d.mentions)


def test_outline_memos_use_legal_numbering_and_hanging_indents():
    mod = LAYOUTS["outline_txt"]
    mark = re.compile(r"^( *)(\d+|[a-z]|[ivx]+)\) +(\S.*)$")
    for d in facts.DOCS:
        text = mod.render(d)
        lines = text.split("\n")
        assert all(len(x) <= mod.WIDTH for x in lines)
        text_col = None
        levels = []
        for line in lines[lines.index("-" * mod.WIDTH) + 1 :]:
            if not line.strip():
                text_col = None
                continue
            if m := mark.match(line):
                level = len(m.group(1)) // mod.STEP
                assert len(m.group(1)) % mod.STEP == 0 and level <= 2
                assert not levels or level <= levels[-1] + 1
                levels.append(level)
                text_col = line.index(m.group(3))
                assert text_col == mod.STEP * (level + 1)
            elif text_col is not None:  # a wrapped line hangs under the paragraph's text
                assert len(line) - len(line.lstrip()) == text_col, line
        if d.kind == "brief":
            assert re.search(r"^Re: +", text, re.M) and re.search(r"^From: +" + d.instance + "$", text, re.M)
            assert re.search(r"^Date: +" + re.escape(W.us_date(d.date)) + "$", text, re.M)
            summary = text.split("1)", 1)[1].split("2)", 1)[0]
            assert not re.search(r"\b\d+ (increments|adjacent|carried|NET-new)", summary)


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
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
