"""The zoo15 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format, and the keys parse."""

from __future__ import annotations

import json
import re
import tomllib
import xml.etree.ElementTree as ET
from datetime import UTC, date, datetime

import pypandoc
import pytest

from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, write_zoo

CARD = r"paper_cards/\d{4}-2707-\d{5}\.md"
MARKUP = set('|[]<>&=*%"{}~\\')  # characters none of the four formats should meet inside a point or an entry


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    found = faults_in(facts, CARD)
    assert found == {
        "divergent-figures": [("2707.01583", "state-of-charge error reduction")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["2707.04819"],
        "new-but-anchored": [(facts.B2.stem, "2707.03362")],
        "duplicate-in-list": [(facts.B2.stem, "2707.05270")],
        "repeated-to-verify": {"2707.07948"},
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
    assert [b.instance for b in facts.BRIEFS] == ["quokka", "tamarin", "pangolin"]
    assert all(b.baseline < b.date for b in facts.BRIEFS)
    assert all(d.date.year == 2027 and d.date.month == 7 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "points", "ms"}
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    assert all(re.fullmatch(r"2707\.0\d{4}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)


# --- the layouts ------------------------------------------------------------------------------

DATE = {"muse_hans": W.zh_date, "creole_en": W.long_en, "confluence_storage": date.isoformat,
        "twiki_hant": W.zh_date}  # fmt: skip
ANCHOR = {"muse_hans": W.dash_md, "creole_en": W.short_en, "confluence_storage": date.isoformat,
          "twiki_hant": W.zh_md}  # fmt: skip
FIGURE = {"muse_hans": W.fig_hans, "creole_en": W.fig_en, "confluence_storage": W.fig_en, "twiki_hant": W.fig_hant}
FORMAT = {"muse_hans": "muse", "creole_en": "creole", "twiki_hant": "twiki"}


def _seen(layout: str, text: str) -> str:
    """The text as its reader sees the words: TWiki's `!` before a WikiWord is an escape."""
    return re.sub(r"!(?=[A-Z])", "", text) if layout == "twiki_hant" else text


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"muse", "creole", "html", "twiki"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
    lang = mod.LANG
    for d in facts.DOCS:
        text = mod.render(d)
        assert isinstance(text, str)
        seen = _seen(layout, text)
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
            ids = ("、" if lang.startswith("zh") else ", ").join(d.new_ids)
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
    if t in {"Space", "SoftBreak", "LineBreak"}:
        return " "
    if t in {"Code", "Math"}:
        return c[1]
    if t in {"Span", "Link", "Quoted", "Image"}:
        return _plain(c[1])
    return _plain(c)


def _heads(ast: dict, level: int) -> list[str]:
    return [_plain(h["c"][2]) for h in _walk(ast["blocks"], "Header") if h["c"][0] == level]


def _parts(ast: dict, level: int) -> dict[str, list[dict]]:
    """The top-level blocks under each heading of `level`, by the heading's text."""
    parts: dict[str, list[dict]] = {}
    cur = None
    for b in ast["blocks"]:
        if b["t"] == "Header" and b["c"][0] <= level:
            cur = _plain(b["c"][2]) if b["c"][0] == level else None
            parts[cur] = []
        elif cur is not None:
            parts[cur].append(b)
    return parts


def _rows(table: dict) -> int:
    return len(table["c"][4][0][3])


@pytest.mark.parametrize("layout", ["muse_hans", "creole_en", "twiki_hant"])
def test_the_wiki_texts_parse_and_carry_the_ids(layout: str):
    for d in facts.DOCS:
        text = LAYOUTS[layout].render(d)
        _ast(text, FORMAT[layout])  # the reader takes it without error
        plain = pypandoc.convert_text(text, "plain", format=FORMAT[layout], extra_args=["--wrap=none"])
        for m in d.mentions:
            assert (facts.work(m).arxiv or facts.work(m).name) in plain, (layout, d.stem, m.work)
        for i in d.new_ids:
            assert i in plain


def test_muse_texts_are_amusewiki_muse():
    mod = LAYOUTS["muse_hans"]
    for d in facts.DOCS:
        text = mod.render(d)
        lines = text.split("\n")
        head = lines[: lines.index("")]
        assert all(re.fullmatch(r"#[a-z]+ \S.*", x) for x in head) and head[0].startswith("#title ")
        assert f"#pubdate {d.date.isoformat()}" in head and "#lang zh" in head
        assert not re.search(r"\[\d+\]", text)  # Muse would take it for a footnote
        ast = _ast(text, "muse")
        assert _plain(ast["meta"]["title"]) == head[0].removeprefix("#title ")
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert _plain(ast["meta"]["author"]) == d.instance
            names = [f"{w.name}（{w.arxiv}）" if w.arxiv else w.name for w in map(facts.work, new)]
            assert _heads(ast, 2) == [f"净增 {n}：{x}" for n, x in enumerate(names, 1)]
            (table,) = list(_walk(ast["blocks"], "Table"))
            assert _rows(table) == len(carried)
            (register,) = list(_walk(ast["blocks"], "OrderedList"))
            assert len(register["c"][1]) == len(d.entries)
            (code,) = list(_walk(ast["blocks"], "CodeBlock"))
            assert code["c"][1] == "、".join(d.new_ids)
            defs = list(_walk(ast["blocks"], "DefinitionList"))
            assert len(defs) == 1 + len(new)
        else:
            assert _heads(ast, 1) == [W.section_hans(d, k) for k in d.sections]


def test_creole_pages_are_wikicreole():
    mod = LAYOUTS["creole_en"]
    for d in facts.DOCS:
        text = mod.render(d)
        ast = _ast(text, "creole")
        assert len(_heads(ast, 1)) == 1 and text.startswith("= ")
        links = [lk["c"][2][0] for lk in _walk(ast["blocks"], "Link")]
        assert all(W.url(m) in links for m in d.mentions)
        parts = _parts(ast, 2)
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            (lst,) = parts[f"NET-new ({len(new)})"]
            assert lst["t"] == "BulletList" and len(lst["c"]) == len(new)
            assert all(item[-1]["t"] == "BulletList" for item in lst["c"])  # each item's details nested
            assert [b["t"] for b in parts["Carried over and anchored"]] == ["Para"] * len(carried)
            (table,) = parts["To verify"]
            assert table["t"] == "Table" and _rows(table) == len(d.entries)
            if side:
                (adj,) = parts["Adjacent"]
                assert adj["t"] == "OrderedList" and len(adj["c"][1]) == len(side)
            assert "----" in text.split("\n")
        else:
            assert _heads(ast, 2) == [W.section_en(d, k) for k in d.sections]
            tables = [t for p in parts.values() for t in p if t["t"] == "Table"]
            assert sum(_rows(t) for t in tables) == len(d.mentions)


AC = "http://atlassian.com/content"
RI = "http://atlassian.com/resource/identifier"


def _macros(el: ET.Element, name: str) -> list[ET.Element]:
    return [m for m in el.iter(f"{{{AC}}}structured-macro") if m.get(f"{{{AC}}}name") == name]


def _param(m: ET.Element, name: str) -> str | None:
    for p in m.findall(f"{{{AC}}}parameter"):
        if p.get(f"{{{AC}}}name") == name:
            return p.text
    return None


def test_confluence_pages_are_storage_format():
    mod = LAYOUTS["confluence_storage"]
    for d in facts.DOCS:
        text = mod.render(d)
        assert text.startswith("<html><head><title>") and text.rstrip().endswith("</body></html>")
        root = ET.fromstring(f'<root xmlns:ac="{AC}" xmlns:ri="{RI}">{text}</root>')
        html = root.find("html")
        title, body = html.findtext("head/title"), html.find("body")
        assert facts.TOPIC in title and d.date.isoformat() in title
        assert "".join(body.find("h1").itertext()).startswith(facts.TOPIC)
        words = "".join(body.itertext())
        assert all((facts.work(m).arxiv or facts.work(m).name) in words for m in d.mentions)
        for lz in _macros(body, "status"):
            assert _param(lz, "colour") in {"Grey", "Red", "Yellow", "Green", "Blue", "Purple"} and _param(lz, "title")
        times = [t.get("datetime") for t in body.iter("time")]
        assert times and all(date.fromisoformat(t) for t in times)
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert len(_macros(body, "details")) == 1
            h3 = body.findall("h3")
            assert [h.text.strip() for h in h3] == [facts.work(m).name for m in new]
            assert all(_param(_macros(h, "status")[0], "title") == "NET-new" for h in h3)
            (table,) = body.findall("table")
            rows = table.findall("tbody/tr")
            assert [th.text for th in rows[0]] == ["Item", "Link", "Section", "Status", "Note"]
            assert len(rows) - 1 == len(carried)
            panels = [m for m in body if m.get(f"{{{AC}}}name") in {"info", "warning"}]
            assert len(panels) == len(d.entries)
            states = [_param(_macros(p, "status")[0], "title") for p in panels]
            assert states == ["RESOLVED" if e.resolved else "OPEN" for e in d.entries]
            assert len(_macros(body, "expand")) == bool(side)
            links = [a.get("href") for a in body.iter("a")]
            assert f"../../{facts.living_path('html')}" in links and all(W.url(m) in links for m in d.mentions)
        else:
            assert ["".join(h.itertext()) for h in body.findall("h2")] == [W.section_en(d, k) for k in d.sections]


def test_twiki_topics_are_twiki_markup():
    mod = LAYOUTS["twiki_hant"]
    for d in facts.DOCS:
        text = mod.render(d)
        lines = text.rstrip("\n").split("\n")
        info = re.fullmatch(r'%META:TOPICINFO\{author="([^"]+)" comment="" date="(\d+)" format="1.1" version="1"\}%',
                            lines[0])  # fmt: skip
        assert info and datetime.fromtimestamp(int(info.group(2)), UTC).date() == d.date
        assert lines[2].startswith("---+ ") and re.fullmatch(r"%META:FIELD\{.*\}%", lines[-1])
        bullets = [x for x in lines if x.lstrip().startswith(("* ", "1. ", "$ "))]
        assert all(re.match(r"(   )+(\* |1\. |\$ )", x) for x in bullets)  # three-space indents
        bare = re.sub(r"\[\[[^\]]*\]\[[^\]]*\]\]|=[^=\s][^=]*=|^%META.*$", "", text, flags=re.M)
        assert not re.search(r"(?<![!\w/.])[A-Z]+[a-z0-9]+[A-Z]", bare)  # every WikiWord escaped
        ast = _ast(text, "twiki")
        assert len(_heads(ast, 1)) == 1
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert f'%META:FIELD{{name="Author" attributes="" title="Author" value="{d.instance}"}}%' in lines
            (table,) = list(_walk(ast["blocks"], "Table"))
            assert _rows(table) == len(new)
            (register,) = list(_walk(ast["blocks"], "OrderedList"))
            assert len(register["c"][1]) == len(d.entries)
            assert '%STARTSECTION{"verify"}%' in lines and '%ENDSECTION{"verify"}%' in lines
        else:
            assert _heads(ast, 2) == [W.section_hant(d, k) for k in d.sections]


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
    assert entries == {"zh-hans": {"循环测试数据", "求解器日志"}, "zh-hant": {"循環測試資料", "求解器日誌"}}.get(
        LAYOUTS[layout].LANG, {"cycling data", "solver trace"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
