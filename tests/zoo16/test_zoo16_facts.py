"""The zoo16 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format, and the keys parse."""

from __future__ import annotations

import csv
import html
import io
import json
import re
import tomllib
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from urllib.parse import parse_qs, urlsplit

import pypandoc
import pytest

from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, write_zoo

CARD = r"paper_cards/\d{4}-2708-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (HTML, Tiki markup, cell splits)
MARKUP = set('|[]<>&=*%"{}~\\^+_\t\n；')


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    found = faults_in(facts, CARD)
    assert found == {
        "divergent-figures": [("2708.01264", "PM2.5 forecast error reduction")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["2708.04677"],
        "new-but-anchored": [(facts.B2.stem, "2708.03518")],
        "duplicate-in-list": [(facts.B2.stem, "2708.05102")],
        "repeated-to-verify": {"2708.07436"},
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
    assert [b.instance for b in facts.BRIEFS] == ["heron", "marmot", "ibis"]
    assert all(b.baseline < b.date for b in facts.BRIEFS)
    assert all(d.date.year == 2027 and d.date.month == 8 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "points", "ms"}
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    assert all(re.fullmatch(r"2708\.0\d{4}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)


# --- the layouts ------------------------------------------------------------------------------

DATE = {"notion_html": W.notion_date, "gdocs_html": W.zh_date, "tikiwiki_en": lambda d: d.isoformat(),
        "tsv_hant": W.sheet_date}  # fmt: skip
ANCHOR = {"notion_html": W.notion_date, "gdocs_html": W.zh_md, "tikiwiki_en": W.us_short, "tsv_hant": W.sheet_md}
FIGURE = {"notion_html": W.fig_en, "gdocs_html": W.fig_hans, "tikiwiki_en": W.fig_en, "tsv_hant": W.fig_hant}
ID_SEP = {"notion_html": ", ", "gdocs_html": "、", "tikiwiki_en": ", ", "tsv_hant": "；"}


def _seen(layout: str, text: str) -> str:
    """The text as its reader sees the words: HTML entities decoded."""
    return html.unescape(text) if LAYOUTS[layout].EXT == "html" else text


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"html", "tikiwiki", "tsv"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
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
            assert ID_SEP[layout].join(d.new_ids) in seen, (layout, d.stem)  # as written, a repeated id included


def _text(el: ET.Element) -> str:
    return "".join(el.itertext())


def _cls(el: ET.Element) -> list[str]:
    return (el.get("class") or "").split()


def test_notion_pages_are_notion_html_exports():
    mod = LAYOUTS["notion_html"]
    for d in facts.DOCS:
        root = ET.fromstring(mod.render(d))
        (art,) = [a for a in root.iter("article") if "page" in _cls(a)]
        header = art.find("header")
        assert header.find("h1").get("class") == "page-title" and facts.TOPIC in _text(header.find("h1"))
        props = {_text(tr.find("th")): tr.find("td") for tr in header.find("table/tbody")}
        assert header.find("table").get("class") == "properties" and "Topic" in props
        assert _text(props["Date" if d.kind == "brief" else "Version"]) == f"@{W.notion_date(d.date)}"
        body = art.find("div")
        assert body.get("class") == "page-body"
        bullets = [u for u in body.iter("ul") if "bulleted-list" in _cls(u)]
        assert bullets and all(len(u.findall("li")) == 1 for u in bullets)  # one <ul> per bullet, as Notion writes
        for fig in (f for f in body.iter("figure") if "callout" in _cls(f)):
            icon, content = fig.findall("div")
            assert icon.get("style") == "font-size:1.5em" and icon.find("span").get("class") == "icon"
            assert content.get("style") == "width:100%"
        toggles = [u for u in body.iter("ul") if "toggle" in _cls(u)]
        assert all(u.find("li/details/summary") is not None for u in toggles)
        words = _text(body)
        assert all((facts.work(m).arxiv or facts.work(m).name) in words for m in d.mentions)
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert _text(props["Author"]) == d.instance
            assert [_text(u.find("li/details/summary/strong")) for u in toggles] == [
                f"{n}. {facts.work(m).name}" for n, m in enumerate(new, 1)
            ]
            (db,) = [t for t in body.iter("table") if "collection-content" in _cls(t)]
            assert [_text(th) for th in db.find("thead/tr")] == ["Name", "ID", "Section", "Status", "Anchored", "Note"]
            assert len(db.findall("tbody/tr")) == len(carried)
            icons = [_text(f.find("div/span")) for f in body.iter("figure")][1:]
            assert icons == ["✅" if e.resolved else "⚠️" for e in d.entries]
            links = [a.get("href") for a in body.iter("a")]
            assert all(W.url(m) in links for m in d.mentions)
        else:
            assert [_text(h) for h in body.findall("h2")] == [W.section_en(d, k) for k in d.sections]
            assert len(toggles) == len(d.mentions)


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


def test_gdocs_pages_are_google_docs_html_downloads():
    mod = LAYOUTS["gdocs_html"]
    for d in facts.DOCS:
        text = mod.render(d)
        assert text.startswith('<html><head><meta content="text/html; charset=UTF-8" http-equiv="content-type">')
        parser = _Tags()
        parser.feed(text)
        tags = parser.tags
        assert not {t for t, _ in tags} & {"b", "strong", "em", "i", "tbody", "br"}
        style = re.search(r'<style type="text/css">(.*?)</style>', text).group(1)
        classes = {c for _, a in tags for c in (a.get("class") or "").split()}
        generated = {c for c in classes if re.fullmatch(r"c\d+", c)}
        assert generated and all(f".{c}{{" in style for c in generated)
        assert all(re.fullmatch(r"c\d+ lst-kix_q1-\d( start)?", a["class"]) for t, a in tags if t == "ul")
        assert all(re.fullmatch(r"c\d+ li-bullet-\d", a["class"]) for t, a in tags if t == "li")
        assert all(re.fullmatch(r"h\.[0-9a-f]{12}", a["id"]) for t, a in tags if t in {"h1", "h2"})
        assert all(a.get("colspan") == "1" and a.get("rowspan") == "1" for t, a in tags if t == "td")
        hrefs = [a["href"] for t, a in tags if t == "a"]
        assert hrefs and all(h.startswith("https://www.google.com/url?q=") for h in hrefs)
        targets = [parse_qs(urlsplit(h).query)["q"][0] for h in hrefs]
        assert all(W.url(m) in targets for m in d.mentions)
        body = ET.fromstring(re.sub(r"(<meta[^>]*)>", r"\1/>", text)).find("body")
        assert all(p.get("class") and all(c.tag in {"span"} for c in p) for p in body.iter("p"))
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert [_text(h) for h in body.findall("h2")] == [
                f"新增 {n}：{W.label(m).replace(' (', '（').replace(')', '）')}" for n, m in enumerate(new, 1)
            ]
            carried_table, register = body.findall("table")
            assert len(carried_table.findall("tr")) == 1 + len(carried)
            assert [_text(tr[-1]) for tr in register.findall("tr")[1:]] == [
                "已解决" if e.resolved else "待核实" for e in d.entries
            ]
            assert [t for t, a in tags if t == "ul" and a["class"].endswith("start")] != []
        else:
            assert [_text(h) for h in body.findall("h1")] == [W.section_hans(d, k) for k in d.sections]


def _ast(doc: str) -> dict:
    return json.loads(pypandoc.convert_text(doc, "json", format="tikiwiki"))


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


def _heads(ast: dict, level: int) -> list[str]:
    return [_plain(h["c"][2]) for h in _walk(ast["blocks"], "Header") if h["c"][0] == level]


def test_tikiwiki_pages_parse_and_are_tiki_markup():
    mod = LAYOUTS["tikiwiki_en"]
    for d in facts.DOCS:
        text = mod.render(d)
        ast = _ast(text)
        plain = pypandoc.convert_text(text, "plain", format="tikiwiki", extra_args=["--wrap=none"])
        for m in d.mentions:
            assert (facts.work(m).arxiv or facts.work(m).name) in plain, (d.stem, m.work)
        assert len(_heads(ast, 1)) == 1 and text.startswith("! ")
        assert re.search(r"^-=.+=-$", text, re.M)
        links = [lk["c"][2][0] for lk in _walk(ast["blocks"], "Link")]
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            for i in d.new_ids:
                assert i in plain
            assert _heads(ast, 3) == [f"{n}. {facts.work(m).name}" for n, m in enumerate(new, 1)]
            assert all(W.url(m) in links for m in new + side)
            (table,) = list(_walk(ast["blocks"], "Table"))
            assert len(table["c"][4][0][3]) == 1 + len(carried)  # pandoc: an empty head, every row in the body
            assert len(re.findall(r"^\^__(OPEN|RESOLVED)__ .+\^$", text, re.M)) == len(d.entries)
            lists = list(_walk(ast["blocks"], "OrderedList"))
            assert sum(len(x["c"][1]) for x in lists) == len(side)
            assert "---" in text.split("\n")
        else:
            assert _heads(ast, 2) == [W.section_en(d, k) for k in d.sections]
            assert all(W.url(m) in links for m in d.mentions)


def _blocks(text: str) -> list[list[list[str]]]:
    rows = list(csv.reader(io.StringIO(text, newline=""), delimiter="\t"))
    assert len({len(r) for r in rows}) == 1  # every row padded to the sheet's width
    blocks: list[list[list[str]]] = [[]]
    for r in rows:
        if any(r):
            blocks[-1].append([c for c in r])
        else:
            blocks.append([])
    return blocks


def test_tsv_sheets_are_tab_separated_trackers():
    mod = LAYOUTS["tsv_hant"]
    for d in facts.DOCS:
        text = mod.render(d)
        assert text.endswith("\r\n") and '"' not in text
        blocks = _blocks(text)
        assert all(blocks)
        meta = {r[0]: r[1] for r in blocks[0]}
        assert meta["日期"] == W.sheet_date(d.date) and facts.TOPIC in meta["標題"]
        for b in blocks[1:]:
            width = max(i for r in b for i, c in enumerate(r, 1) if c)
            assert all(c == "" for r in b for c in r[width:])
            assert all(r[0] for r in b)
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert meta["執筆"] == d.instance and meta["本棒淨增 arXiv 號"] == "；".join(d.new_ids)
            _meta, items, register, sources = blocks
            assert items[0][:10] == mod.ITEM_HEAD and len(items) - 1 == len(d.mentions)
            assert [r[1] for r in items[1:]] == [facts.work(m).name for m in new + carried + side]
            assert [r[9].split("；") if r[9] else [] for r in items[1 : 1 + len(new)]] == [list(m.sources) for m in new]
            assert [r[4] for r in register[1:]] == ["已解決" if e.resolved else "待核實" for e in d.entries]
            assert [r[0] for r in sources[1:]] == d.sources
            assert [r[1].startswith("空") for r in sources[1:]] == [s in d.empty_sources for s in d.sources]
        else:
            _meta, sections, items = blocks
            assert [f"{r[0]} {r[1]}" for r in sections[1:]] == [W.section_hant(d, k) for k in d.sections]
            assert len(items) - 1 == len(d.mentions)


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
    assert entries == {"zh-hans": {"监测站数据", "共址比对日志"}, "zh-hant": {"監測站資料", "共址比對紀錄"}}.get(
        LAYOUTS[layout].LANG, {"monitor-station data", "co-location log"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
