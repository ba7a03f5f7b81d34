"""The zoo14 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format, and the keys parse."""

from __future__ import annotations

import json
import re
import tomllib
import xml.etree.ElementTree as ET
from datetime import date
from email.utils import parsedate_to_datetime

import pypandoc
import pytest
import yaml

from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, write_zoo

CARD = r"paper_cards/\d{4}-2706-\d{5}\.md"


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    found = faults_in(facts, CARD)
    assert found == {
        "divergent-figures": [("2706.01342", "salinity error reduction")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["2706.04461"],
        "new-but-anchored": [(facts.B2.stem, "2706.03915")],
        "duplicate-in-list": [(facts.B2.stem, "2706.05127")],
        "repeated-to-verify": {"2706.07209"},
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
            assert not set(m.hant) & set("%&#_$\\{}")  # written into LaTeX as they are
        for e in d.entries:
            assert all(i in {m.work for m in d.mentions} for i in e.items)
            assert e.text in e.sentence and e.hant_text and e.hant_text in e.hant
            assert all(facts.WORKS[i].name in e.sentence and facts.WORKS[i].name in e.hant for i in e.items)
            assert not set(e.hant) & set("%&#_$\\{}") and not set(e.sentence) & set('&<>"')
        if d.kind == "brief":
            new = [facts.work(m).arxiv for m in d.mentions if m.status == "new" and facts.work(m).arxiv]
            assert sorted(set(d.new_ids)) == sorted(new)
            assert d.window[1].startswith(d.date.isoformat())
    days = [b.date for b in facts.BRIEFS]
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1]
    assert [b.instance for b in facts.BRIEFS] == ["gannet", "selkie", "narwhal"]
    assert all(b.baseline < b.date for b in facts.BRIEFS)
    assert all(d.date.year == 2027 and d.date.month == 6 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "points", "ms"}
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    assert all(re.fullmatch(r"2706\.0\d{4}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANT)


# --- the layouts ------------------------------------------------------------------------------

DATE = {"opml_outline": date.isoformat, "t2t_doc": date.isoformat, "mkdocs_material": date.isoformat,
        "hant_beamer": W.hant_date}  # fmt: skip
ANCHOR = {**DATE, "t2t_doc": W.short_en, "hant_beamer": W.hant_md}
FIGURE = {"opml_outline": W.fig_en, "t2t_doc": W.fig_en, "mkdocs_material": W.fig_en, "hant_beamer": W.fig_tex}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"opml", "t2t", "md", "tex"} and mod.LANG in {"en", "zh-hant"}
    hant = mod.LANG == "zh-hant"
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
            assert (e.hant_text if hant else e.text) in seen, (layout, d.stem, e.text)
            assert (e.hant if hant else e.sentence) in seen
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


def _ast(doc: str, fmt: str) -> dict:
    return json.loads(pypandoc.convert_text(doc, "json", format=fmt, extra_args=["--standalone"]))


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
    """The text of a pandoc inline list (or meta value), markup dropped."""
    if isinstance(x, list):
        return "".join(_plain(i) for i in x)
    if not isinstance(x, dict):
        return ""
    t, c = x.get("t"), x.get("c")
    if t in {"Str", "MetaString"}:
        return c
    if t in {"Space", "SoftBreak"}:
        return " "
    if t in {"Code", "Math"}:
        return c[1]
    if t in {"Span", "Link", "Quoted", "Image"}:
        return _plain(c[1] if t != "Quoted" else c[1])
    return _plain(c)


def _heads(ast: dict, level: int) -> list[str]:
    return [_plain(h["c"][2]) for h in _walk(ast["blocks"], "Header") if h["c"][0] == level]


def _group(body: ET.Element, prefix: str) -> list[ET.Element]:
    found = [o for o in body.findall("outline") if o.get("text").startswith(prefix)]
    return list(found[0]) if found else []


def test_opml_outlines_are_opml_2():
    mod = LAYOUTS["opml_outline"]
    for d in facts.DOCS:
        text = mod.render(d)
        root = ET.fromstring(text.encode("utf-8"))
        assert root.tag == "opml" and root.get("version") == "2.0"
        head, body = root.find("head"), root.find("body")
        assert head.findtext("title") and parsedate_to_datetime(head.findtext("dateCreated")).date() == d.date
        assert parsedate_to_datetime(head.findtext("dateModified")).date() == d.date
        assert all(o.get("text") for o in body.iter("outline"))
        assert all(o.get("url", "").startswith("https://") for o in body.iter("outline") if o.get("type") == "link")
        top = [o.get("text") for o in body.findall("outline")]
        assert _heads(_ast(text, "opml"), 1) == top  # pandoc reads the same outline
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert head.findtext("ownerName") == d.instance
            assert [o.get("text") for o in _group(body, "NET-new")] == [W.label(m) for m in new]
            assert [o.get("text") for o in _group(body, "Carried over")] == [W.label(m) for m in carried]
            assert len(_group(body, "Adjacent")) == len(side)
            register = _group(body, "To verify")
            assert [o.get("text") for o in register] == [e.sentence for e in d.entries]
            assert [o.get("_complete") == "true" for o in register] == [e.resolved for e in d.entries]
        else:
            assert top[1:] == [W.section_en(d, k) for k in d.sections]


def test_t2t_documents_parse_as_txt2tags():
    mod = LAYOUTS["t2t_doc"]
    for d in facts.DOCS:
        text = mod.render(d)
        lines = text.split("\n")
        assert lines[2] == d.date.isoformat() and lines[3] == ""  # the three header lines, then the config area
        assert all(x.startswith("%") for x in lines[4:7])
        ast = _ast(text, "t2t")
        meta = ast["meta"]
        assert _plain(meta["title"]) == lines[0] and _plain(meta["date"]) == lines[2]
        assert _plain(meta["author"]) == lines[1] == (d.instance or "relay")
        assert len(_heads(ast, 1)) == 1
        if d.kind == "brief":
            new, carried, _ = facts.groups(d)
            assert _heads(ast, 3) == [W.label(m) for m in new]
            (table,) = list(_walk(ast["blocks"], "Table"))
            assert len(table["c"][4][0][3]) == len(carried)  # one body row per carried-over item
            (register,) = list(_walk(ast["blocks"], "OrderedList"))
            assert len(register["c"][1]) == len(d.entries)
            links = [lk["c"][2][0] for lk in _walk(ast["blocks"], "Link")]
            assert all(W.url(m) in links for m in d.mentions)
        else:
            assert _heads(ast, 2) == [W.section_en(d, k) for k in d.sections]


ADMONITION = re.compile(r'^(!!!|\?\?\?) (note|abstract|info|success|warning|danger)( "[^"]+")?$')


def test_mkdocs_pages_are_material_markdown():
    mod = LAYOUTS["mkdocs_material"]
    for d in facts.DOCS:
        text = mod.render(d)
        front, body = re.fullmatch(r"---\n(.*?)\n---\n(.*)", text, re.S).groups()
        meta = yaml.safe_load(front)
        assert meta["date"] == d.date and facts.TOPIC in meta["tags"] and facts.TOPIC in meta["title"]
        lines = body.split("\n")
        blocks = [i for i, x in enumerate(lines) if x.startswith(("!!!", "???", "==="))]
        for i in blocks:  # a blank line, then a body indented by four spaces
            assert ADMONITION.match(lines[i]) or re.fullmatch(r'=== "[^"]+"', lines[i]), lines[i]
            assert lines[i + 1] == "" and lines[i + 2].startswith("    ") and lines[i + 2].strip()
        abbr = [x for x in lines if x.startswith("*[")]
        assert abbr and all(re.fullmatch(r"\*\[[^\]]+\]: \S.*", x) for x in abbr)
        ast = _ast(text, "markdown")
        assert _plain(ast["meta"]["title"]) == meta["title"] and len(_heads(ast, 1)) == 1
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            heads = [h for h in _walk(ast["blocks"], "Header") if h["c"][0] == 3]
            assert [_plain(h["c"][2]) for h in heads] == [facts.work(m).name for m in new]
            assert all("net-new" in h["c"][1][1] for h in heads)  # the attribute list was read
            assert len([x for x in lines if x.startswith("=== ")]) == 1 + bool(side)
            register = lines[lines.index("## To verify") : lines.index("## arXiv IDs")]
            assert len([x for x in register if x.startswith("!!! ")]) == len(d.entries)
            assert f"](../../{facts.living_path('md')})" in text
        else:
            assert _heads(ast, 2) == [W.section_en(d, k) for k in d.sections]


def _balanced(tex: str) -> None:
    """Every \\begin has its \\end in order, and the braces pair up (escaped ones aside)."""
    stack = []
    for kind, name in re.findall(r"\\(begin|end)\{(\w+\*?)\}", tex):
        if kind == "begin":
            stack.append(name)
        else:
            assert stack and stack.pop() == name, name
    assert not stack
    depth = 0
    for c in re.sub(r"\\[{}%]", "", re.sub(r"(?<!\\)%.*", "", tex)):
        depth += {"{": 1, "}": -1}.get(c, 0)
        assert depth >= 0
    assert depth == 0


def test_beamer_decks_are_xelatex_beamer():
    mod = LAYOUTS["hant_beamer"]
    for d in facts.DOCS:
        text = mod.render(d)
        _balanced(text)
        code = [x for x in text.split("\n") if x and not x.startswith("%")]
        assert re.fullmatch(r"\\documentclass(\[[^\]]*\])?\{beamer\}", code[0]) and r"\usepackage{xeCJK}" in code
        assert rf"\date{{{W.hant_date(d.date)}}}" in code and code[-1] == r"\end{document}"
        ast = _ast(text, "latex")
        frames = [b for b in ast["blocks"] if b["t"] == "Div" and "frame" in b["c"][0][1]]
        assert len(frames) == text.count(r"\begin{frame}") == text.count(r"\end{frame}")
        titles = re.findall(r"\\begin\{frame\}\{([^\n]*)\}$", text, re.M)
        assert len(titles) == len(frames) - 1  # all but the title frame
        labels = set(re.findall(r"\\item\[([^\]]+)\]", text))
        if d.kind == "brief":
            new, carried, _ = facts.groups(d)
            assert [t for t in titles if t.startswith("本棒淨增")] == [
                f"本棒淨增 {n}/{len(new)}：{facts.work(m).name}" for n, m in enumerate(new, 1)
            ]
            (table,) = list(_walk(ast["blocks"], "Table"))
            assert len(table["c"][4][0][3]) == len(carried)
            (register,) = list(_walk(ast["blocks"], "OrderedList"))
            assert len(register["c"][1]) == len(d.entries)
            assert rf"\author{{{d.instance}}}" in code
            assert labels <= {"arXiv", "連結", "狀態", "章節", "重點", "數據", "可信度", "來源", "時間窗", "執筆",
                              "基線活文件", "申報數量", "本棒淨增", "沿用"}  # fmt: skip
        else:
            assert titles[1:] == [W.section_hant(d, k) for k in d.sections]


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
    assert set(entries) == ({"航次資料", "校準紀錄"} if LAYOUTS[layout].LANG == "zh-hant" else
                            {"cruise data", "calibration log"})  # fmt: skip
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
