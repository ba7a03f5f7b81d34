"""The zoo17 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format, and the keys parse."""

from __future__ import annotations

import json
import re
import tomllib

import pypandoc
import pytest

from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, write_zoo

CARD = r"paper_cards/\d{4}-2709-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (org, Slack mrkdwn,
# AsciiDoc and Pandoc Markdown markup, table cells, the notes' own joins)
MARKUP = set('|[]<>&=*%"{}~\\^+_#`@\t\n；')


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    found = faults_in(facts, CARD)
    assert found == {
        "divergent-figures": [("2709.01358", "leaf area estimation error reduction")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["2709.04681"],
        "new-but-anchored": [(facts.B2.stem, "2709.03579")],
        "duplicate-in-list": [(facts.B2.stem, "2709.05793")],
        "repeated-to-verify": {"2709.07935"},
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
            assert m.point and m.hans and m.hant and all(f.unit in {"×", "%", "points", "ms"} for f in m.figures)
            assert all(f.metric in facts.METRIC_HANS and f.metric in facts.METRIC_HANT for f in m.figures)
            assert (m.confidence is not None) == (m.status == "new" and d.kind == "brief")
            assert not set(m.point + m.hans + m.hant) & MARKUP
        for e in d.entries:
            assert all(i in {m.work for m in d.mentions} for i in e.items)
            assert e.text in e.sentence and e.hans_text in e.hans and e.hant_text in e.hant
            names = [facts.WORKS[i].name for i in e.items]
            assert all(n in e.sentence and n in e.hans and n in e.hant for n in names)
            assert not set(e.sentence + e.hans + e.hant) & MARKUP
        if d.kind == "brief":
            new = [facts.work(m).arxiv for m in d.mentions if m.status == "new" and facts.work(m).arxiv]
            assert sorted(set(d.new_ids)) == sorted(new)
            assert d.window[1].startswith(d.date.isoformat())
    days = [b.date for b in facts.BRIEFS]
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1]
    assert [b.instance for b in facts.BRIEFS] == ["jackal", "plover", "newt"]
    assert all(b.baseline < b.date for b in facts.BRIEFS)
    assert all(d.date.year == 2027 and d.date.month == 9 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "points", "ms"}
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    assert all(re.fullmatch(r"2709\.0\d{4}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)


# --- the layouts ------------------------------------------------------------------------------

DATE = {"orgroam_hans": W.zh_date, "slack_export": lambda d: d.isoformat(), "asciidoc_hant": W.zh_date,
        "pandoc_md_en": W.uk_date}  # fmt: skip
ANCHOR = {"orgroam_hans": W.zh_md, "slack_export": W.us_short, "asciidoc_hant": W.zh_md, "pandoc_md_en": W.uk_short}
FIGURE = {"orgroam_hans": W.fig_hans, "slack_export": W.fig_en, "asciidoc_hant": W.fig_hant, "pandoc_md_en": W.fig_en}
ID_SEP = {"orgroam_hans": "、", "slack_export": ", ", "asciidoc_hant": "、", "pandoc_md_en": ", "}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"org", "txt", "adoc", "md"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
    lang = mod.LANG
    for d in facts.DOCS:
        seen = mod.render(d)
        assert isinstance(seen, str)
        for m in d.mentions:
            w = facts.work(m)
            assert w.name in seen and (w.arxiv or w.url) in seen, (layout, d.stem, m.work)
            assert not m.section or f"§{m.section}" in seen
            for f in m.figures:
                assert FIGURE[layout](f) in seen, (layout, d.stem, m.work, f)
            for s in m.sources:
                assert s in seen, (layout, d.stem, s)
            if m.anchored_on:
                assert ANCHOR[layout](m.anchored_on) in seen, (layout, d.stem, m.work)
        for s in d.sources:
            assert s in seen, (layout, d.stem, s)
        for e in d.entries:
            words = {"zh-hans": (e.hans_text, e.hans), "zh-hant": (e.hant_text, e.hant)}.get(lang, (e.text, e.sentence))
            assert words[0] in seen and words[1] in seen, (layout, d.stem, e.text)
        for k, v in d.counts.items():
            assert str(v) in seen, (layout, d.stem, k)
        table = {"zh-hans": facts.SECTIONS_HANS, "zh-hant": facts.SECTIONS_HANT}.get(lang)
        for name in d.sections.values():
            assert (table[name] if table else name) in seen
        assert facts.TOPIC in seen and DATE[layout](d.date) in seen
        if d.kind == "brief":
            assert facts.living_path(mod.EXT) in seen and d.instance in seen
            assert DATE[layout](d.baseline) in seen
            assert ID_SEP[layout].join(d.new_ids) in seen, (layout, d.stem)  # as written, a repeated id included


def _ast(text: str, fmt: str) -> dict:
    return json.loads(pypandoc.convert_text(text, "json", format=fmt))


def _walk(blocks, kind: str):
    """Every element of type `kind` in a pandoc AST, depth first."""
    if isinstance(blocks, dict):
        if blocks.get("t") == kind:
            yield blocks
        yield from _walk(blocks.get("c"), kind)
    elif isinstance(blocks, list):
        for b in blocks:
            yield from _walk(b, kind)


def _plain(x) -> str:
    if isinstance(x, list):
        return "".join(_plain(i) for i in x)
    if not isinstance(x, dict):
        return ""
    t, c = x.get("t"), x.get("c")
    if t == "Str":
        return c
    if t in {"Space", "SoftBreak", "LineBreak"}:
        return " "
    if t == "Code":
        return c[1]
    if t in {"Span", "Link", "Quoted", "Image"}:
        return _plain(c[1])
    return _plain(c)


def _heads(ast: dict, level: int) -> list[dict]:
    return [h for h in _walk(ast["blocks"], "Header") if h["c"][0] == level]


def _links(ast: dict) -> list[str]:
    return [lk["c"][2][0] for lk in _walk(ast["blocks"], "Link")]


def _rows(table: dict) -> int:
    """Header, body and foot rows of a pandoc table."""
    c = table["c"]
    return len(c[3][1]) + sum(len(b[2]) + len(b[3]) for b in c[4]) + len(c[5][1])


UUID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"


def test_org_notes_are_org_roam_nodes():
    mod = LAYOUTS["orgroam_hans"]
    for d in facts.DOCS:
        text = mod.render(d)
        assert re.match(rf":PROPERTIES:\n:ID: +{UUID}\n:END:\n#\+title: .*{facts.TOPIC}", text)
        assert f"#+date: {W.org_ts(d.date)}\n" in text
        assert re.search(r"^#\+filetags: :(brief|knowledge):$", text, re.M)
        lines = text.split("\n")
        for i, line in enumerate(lines):  # every drawer closed before the next heading
            if line == ":PROPERTIES:":
                end = lines.index(":END:", i)
                assert all(re.fullmatch(r":[A-Z_]+: +\S.*", p) for p in lines[i + 1 : end])
            if re.match(r"\*\* (TODO|DONE) ", line):
                assert lines[i + 1] == ":PROPERTIES:" and re.fullmatch(rf":ID: +{UUID}", lines[i + 2])
        assert all(re.fullmatch(r"\|-+(\+-+)*\|", r) for r in lines if r.startswith("|-"))
        ast = _ast(text, "org")
        assert facts.TOPIC in _plain(ast["meta"]["title"]) and ast["meta"]["id"]["c"] == W.node_id(d.stem)
        links = _links(ast)
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert _plain(ast["meta"]["author"]) == d.instance
            items = _heads(ast, 2)
            assert [_plain(h["c"][2]) for h in items] == [
                f"TODO 增量 {n}：{facts.work(m).name}" + (f"（{facts.work(m).arxiv}）" if facts.work(m).arxiv else "")
                for n, m in enumerate(new, 1)
            ]
            assert [dict(h["c"][1][2])["status"] for h in items] == [W.STATUS_HANS["new"]] * len(new)
            assert [dict(h["c"][1][2])["section"] for h in items] == [W.section_hans(d, m.section) for m in new]
            assert len(list(_walk(ast["blocks"], "BlockQuote"))) == len(new)
            (table,) = list(_walk(ast["blocks"], "Table"))
            assert _rows(table) == 1 + len(carried)
            assert all(W.url(m) in links for m in new + side)
            assert f"id:{W.node_id(facts.LIVING_STEM)}" in links
            assert {f"id:{W.node_id(m.work)}" for m in carried} <= set(links)
            boxes = re.findall(r"^- \[( |X)\] ", text, re.M)
            assert boxes == ["X" if e.resolved else " " for e in d.entries]
        else:
            assert [_plain(h["c"][2]) for h in _heads(ast, 1)] == [W.section_hans(d, k) for k in d.sections]
            done = _heads(ast, 2)
            assert [h["c"][1][0] for h in done] == [W.node_id(m.work) for m in sorted(
                d.mentions, key=lambda m: list(d.sections).index(m.section))]  # fmt: skip
            assert all(_plain(h["c"][2]).startswith("DONE ") for h in done)
            assert all(W.url(m) in links for m in d.mentions)


MESSAGE = re.compile(r"\[(1[0-2]|[1-9]):[0-5]\d (AM|PM)\] [a-z]+: \S.*")


def test_slack_exports_are_channel_transcripts():
    mod = LAYOUTS["slack_export"]
    for d in facts.DOCS:
        lines = mod.render(d).rstrip("\n").split("\n")
        assert re.fullmatch(rf"#{facts.TOPIC}-briefs · exported {d.date.isoformat()}", lines[0])
        assert lines[2] == f"——— {W.slack_day(d.date)} ———" and lines[1] == lines[3] == ""
        fence = False
        for line in lines[4:]:
            if line.strip() == "```":
                fence = not fence
                continue
            if fence:
                assert line.startswith("    "), line
            elif line.startswith("    "):
                body = line[4:]
                assert MESSAGE.fullmatch(body) or body.startswith(("• ", "  ")) or not body[0].isspace(), line
            else:
                assert MESSAGE.fullmatch(line), line
        assert not fence
        top = [MESSAGE.fullmatch(x) for x in lines if MESSAGE.fullmatch(x)]
        authors = {x.group(0).split("] ")[1].split(":")[0] for x in top}
        text = "\n".join(lines)
        links = re.findall(r"<(https://[^|>]+)\|([^>]+)>", text)
        assert all((W.url(m), facts.work(m).arxiv or facts.work(m).name) in links for m in d.mentions)
        assert text.count("*") % 2 == 0 and all(s in text for s in d.sources)
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert authors == {d.instance}
            assert len(re.findall(r"^\[[^]]+\] \w+: :new: \*\d\. ", text, re.M)) == len(new)
            assert text.count(":warning:") == sum(not e.resolved for e in d.entries)
            assert text.count(":white_check_mark:") == sum(e.resolved for e in d.entries)
            code = text.split("```")[1]
            assert f"NET-new: {', '.join(d.new_ids)}" in code
            assert all(facts.work(m).arxiv in code for m in carried if facts.work(m).arxiv)
            empties = [x for x in lines if "_empty" in x]
            assert [s for s in d.sources if any(f"`{s}`" in x for x in empties)] == list(d.empty_sources)
        else:
            assert authors == {"relaybot"}
            assert [re.search(r"\*(§[^*]+)\*", x.group(0)).group(1) for x in top[1:-1]] == [
                W.section_en(d, k) for k in d.sections
            ]


def test_asciidoc_documents_parse_and_are_asciidoc():
    mod = LAYOUTS["asciidoc_hant"]
    for d in facts.DOCS:
        text = mod.render(d)
        assert text.startswith(f"= {facts.TOPIC} ")
        assert f"\n:revdate: {d.date.isoformat()}\n" in text and re.search(r"^:author: \S+$", text, re.M)
        anchors = set(re.findall(r"\[\[([a-z0-9-]+)\]\]", text))
        assert set(re.findall(r"<<([a-z0-9-]+)>>", text)) <= anchors
        ast = _ast(text, "asciidoc")
        assert facts.TOPIC in _plain(ast["meta"]["title"])
        links = _links(ast)
        assert all(W.url(m) in links for m in d.mentions)
        tables = list(_walk(ast["blocks"], "Table"))
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert facts.living_path(mod.EXT) in links
            assert [_plain(h["c"][2]).split("（")[0] for h in _heads(ast, 2)] == [
                f"增量 {n}：{facts.work(m).name}" for n, m in enumerate(new, 1)
            ]
            assert [h["c"][1][0] for h in _heads(ast, 1)][:3] == ["meta", "sources", "new"]
            (table,) = tables
            assert _rows(table) == 1 + len(carried)
            assert len(list(_walk(ast["blocks"], "DefinitionList"))) >= len(new)
            divs = [c for dv in _walk(ast["blocks"], "Div") for c in dv["c"][0][1]]
            admonitions = [c for c in divs if c in {"note", "warning", "caution"}]
            assert len(admonitions) == len(d.entries)
            assert admonitions.count("note") == sum(e.resolved for e in d.entries)
        else:
            assert [_plain(h["c"][2]) for h in _heads(ast, 1)] == [W.section_hant(d, k) for k in d.sections]
            assert len(tables) == len({m.section for m in d.mentions})
            assert sum(_rows(t) - 1 for t in tables) == len(d.mentions)


def test_pandoc_markdown_parses_with_its_extensions():
    mod = LAYOUTS["pandoc_md_en"]
    for d in facts.DOCS:
        text = mod.render(d)
        assert text.startswith("---\ntitle: ")
        ast = _ast(text, "markdown")
        meta = ast["meta"]
        assert {"title", "author", "date", "abstract", "topic"} <= set(meta)
        assert _plain(meta["date"]["c"]) == W.uk_date(d.date) and facts.TOPIC in _plain(meta["title"]["c"])
        links = _links(ast)
        assert all(W.url(m) in links for m in d.mentions)
        notes = list(_walk(ast["blocks"], "Note"))
        assert len(list(_walk(ast["blocks"], "DefinitionList"))) > 0
        spans = [s for s in _walk(ast["blocks"], "Span") if "status" in s["c"][0][1]]
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert _plain(meta["author"]["c"]) == d.instance
            assert all(h["c"][1][0].startswith("sec-") for h in _heads(ast, 1))
            assert [_plain(h["c"][2]).split(" (")[0] for h in _heads(ast, 3)] == [
                f"{n}. {facts.work(m).name}" for n, m in enumerate(new, 1)
            ]
            assert len(notes) == len(new)
            assert all(s in _plain(n["c"]) for m, n in zip(new, notes, strict=True) for s in m.sources)
            (table,) = list(_walk(ast["blocks"], "Table"))
            assert _rows(table) == 1 + len(carried) and _plain(table["c"][1][1]).startswith("Items carried over")
            examples = [x for x in _walk(ast["blocks"], "OrderedList") if x["c"][0][1]["t"] == "Example"]
            assert sum(len(x["c"][1]) for x in examples) == len(side)
            divs = [dv["c"][0] for dv in _walk(ast["blocks"], "Div")]
            assert [c[1] for c in divs] == [["note"] if e.resolved else ["warning"] for e in d.entries]
            assert [dict(c[2])["risk"] for c in divs] == [e.risk for e in d.entries]
            assert len(spans) == len(new) + len(carried) + len(side)
        else:
            heads = _heads(ast, 1)
            assert [h["c"][1][0] for h in heads] == [f"sec-{k}" for k in d.sections]
            assert [_plain(h["c"][2]) for h in heads] == [W.section_en(d, k) for k in d.sections]
            assert len(notes) == len(spans) == len(d.mentions)


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
    entries = {e["text"] for doc in key["documents"] for e in doc.get("entries", [])}
    assert entries == {"zh-hans": {"育种试验数据", "计时日志"}, "zh-hant": {"育種試驗資料", "計時紀錄"}}.get(
        LAYOUTS[layout].LANG, {"breeder trial data", "timing log"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
