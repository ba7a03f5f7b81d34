"""The zoo40 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (the Standard Notes backup loaded
with json and its Markdown parsed with markdown-it; the signal-export chat split by its own line
grammar; the AsciiDoc document read by a small Asciidoctor-grammar reader and by pandoc's
AsciiDoc reader; the MediaWiki dump parsed with ElementTree and its wikitext read by a small
reader and by pandoc's MediaWiki reader; see readers.py), and the keys parse."""

from __future__ import annotations

import json
import re
import tomllib
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any
from xml.etree import ElementTree as ET

import pypandoc
import pytest

from tests.zoo4 import make as zoo4_make
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo
from .readers import (
    asciidoc,
    md_headings,
    md_tables,
    md_text,
    md_tokens,
    mediawiki,
    signal,
    signal_text,
    standardnotes,
    wiki,
)

CARD = r"paper_cards/\d{4}-3311-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (JSON's quotes and
# escapes, Markdown's and AsciiDoc's marks, wikitext's and XML's specials, a table's cell
# separator, and the layouts' own joins)
MARKUP = set('"\\<>@#|[]{}()*_`~^!&$=+:\t\n、：；·§%×')
SEQUENCES = ("://", "..", "  ", "''", " - ", " — ", "::")
UTC_OFFSET = timedelta(hours=-6)  # the English team's Mountain Time


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("3311.96173", "chute cutoff discharge error")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["3311.92739"],
        "new-but-anchored": [(facts.B2.stem, "3311.91628")],
        "duplicate-in-list": [(facts.B2.stem, "3311.93840")],
        "repeated-to-verify": {"3311.95062"},
        "stale-anchor": [],
        "malformed-reference": [facts.BAD_CARD],
        "empty-sources": [facts.EMPTY_NOTE],
    }


def _clean(text: str) -> bool:
    return not set(text) & MARKUP and not any(s in text for s in SEQUENCES)


def test_facts_are_consistent():
    for d in facts.DOCS:
        used = {m.section for m in d.mentions if m.section}
        assert used <= set(d.sections) and (d.kind == "living" or used == set(d.sections)), d.stem
        assert set(d.empty_sources) <= set(d.sources)
        assert len({m.work for m in d.mentions}) == len(d.mentions), d.stem
        for m in d.mentions:
            assert (m.anchored_on is not None) == (m.status == "anchored") or m.status == "carried-over"
            assert set(m.sources) <= set(d.sources) or d.kind == "living" or m.status != "new", (d.stem, m.work)
            cards = [s for s in m.sources if s.startswith("paper_cards/") and s != facts.BAD_CARD]
            assert all(re.fullmatch(CARD, s) and facts.card_of(s) == facts.work(m).arxiv for s in cards)
            assert m.point and m.hans and m.hant and all(f.unit in W.UNIT_EN for f in m.figures)
            assert all(f.metric in facts.METRIC_HANS and f.metric in facts.METRIC_HANT for f in m.figures)
            assert (m.confidence is not None) == (m.status == "new" and d.kind == "brief")
            assert _clean(m.point + m.hans + m.hant), (d.stem, m.work)
        for e in d.entries:
            assert all(i in {m.work for m in d.mentions} for i in e.items)
            assert e.text in e.sentence and e.hans_text in e.hans and e.hant_text in e.hant
            names = [facts.WORKS[i].name for i in e.items]
            assert all(n in e.sentence and n in e.hans and n in e.hant for n in names)
            assert _clean(e.sentence.replace(";", "") + e.hans + e.hant) and e.sentence[0].isupper()
        if d.kind == "brief":
            new = [facts.work(m).arxiv for m in d.mentions if m.status == "new" and facts.work(m).arxiv]
            assert sorted(set(d.new_ids)) == sorted(new)
            assert d.window == (f"{d.date - timedelta(days=1)} {facts.HANDOVER}", f"{d.date} {facts.HANDOVER}")
    days = [b.date for b in facts.BRIEFS]
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1] and facts.HANDOVER == "16:35"
    assert [b.instance for b in facts.BRIEFS] == ["dhole", "hyrax", "saiga"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2026 and d.date.month == 8 and d.date.day >= 21 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "mg/L", "m³/s", "t/day", "mm"} == set(W.UNIT_EN)
    assert set(W.UNIT_EN) == set(W.UNIT_HANS) == set(W.UNIT_HANT)
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    ids = [w.arxiv for w in facts.WORKS.values() if w.arxiv]
    assert all(re.fullmatch(r"3311\.9\d{4}", i) for i in ids) and len(set(ids)) == len(ids) == 9
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem
    adjacent = [(d.stem, m.work) for d in facts.BRIEFS for m in d.mentions if m.status == "adjacent"]
    assert (facts.B3.stem, "3311.98395") in adjacent and all(m.work != "3311.98395" for m in facts.B1.mentions
                                                             + facts.B2.mentions + facts.LIVING.mentions)  # fmt: skip


def test_the_zoo_is_new():
    """Its topic, id prefix, dates, handover, instances, works and units are no other zoo's."""
    others = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].glob("zoo*/facts.py")
                       if int(p.parent.name[3:] or 1) < 40)  # fmt: skip
    assert f'"{facts.TOPIC}"' not in others and '"3311.' not in others
    assert not re.search(r"date\(2026, 8, (2[1-9]|3[01])\)", others)  # other zoos stop at 20 August
    assert f'HANDOVER = "{facts.HANDOVER}"' not in others and f'{facts.HANDOVER}")' not in others
    assert not any(b.instance in others for b in facts.BRIEFS)
    assert not any(w.name in others for w in facts.WORKS.values())
    units = re.findall(r'Figure\([^()]*?"([^"]+)"', others)
    assert not {"mg/L", "m³/s", "t/day", "mm"} & set(units)


# --- reading each format back (without kgraph: see readers.py) ------------------------------------


def seen(layout: str, d) -> str:
    """The document as its reader shows it, as text."""
    out = LAYOUTS[layout].render(d)
    if layout == "standardnotes_json_en":
        note, tags = standardnotes(out)
        return "\n".join(
            [*(t["content"]["title"] for t in tags), note["content"]["title"], md_text(note["content"]["text"])]
        )
    if layout == "signal_txt_hant":
        return signal_text(signal(out))
    if layout == "asciidoc_hans":
        return asciidoc(out).text
    page = mediawiki(out)
    return "\n".join([page.title, wiki(page.wikitext).text])


LANG = {n: LAYOUTS[n].LANG for n in NAMES}
FIG = {"en": W.fig_en, "zh-hans": W.fig_hans, "zh-hant": W.fig_hant}
SECTION = {"en": W.section_en, "zh-hans": W.section_hans, "zh-hant": W.section_hant}
ANCHOR = {"en": W.iso, "zh-hans": W.iso, "zh-hant": W.zh_date}
COUNTS = {"en": W.counts_en, "zh-hans": W.counts_hans, "zh-hant": W.counts_hant}
IDS_SEP = {"standardnotes_json_en": ", ", "signal_txt_hant": "、", "asciidoc_hans": "、", "mediawiki_xml_en": ", "}


def _point(lang: str, m) -> str:
    return {"en": m.point[1:], "zh-hans": m.hans, "zh-hant": m.hant}[lang]


def _item_facts(lang: str, d) -> list[str]:
    """What a brief or the living document states about its items, in its language."""
    out = [SECTION[lang](d, k) for k in d.sections]
    for m in d.mentions:
        w = facts.work(m)
        out += [w.name, _point(lang, m), *(FIG[lang](f) for f in m.figures), *m.sources]
        out += [w.arxiv] if w.arxiv else []
        out += [ANCHOR[lang](m.anchored_on)] if m.anchored_on else []
    for e in d.entries:
        out.append({"en": e.sentence, "zh-hans": e.hans, "zh-hant": e.hant}[lang])
    return out


@pytest.mark.parametrize("layout", NAMES)
@pytest.mark.parametrize("d", facts.DOCS, ids=[d.stem.split("/")[1] for d in facts.DOCS])
def test_the_document_states_what_its_key_says(layout: str, d):
    text = seen(layout, d)
    lang = LANG[layout]
    for x in _item_facts(lang, d):
        assert x in text, (layout, x)
    for m in d.mentions:
        if m.status == "new" or d.kind == "living":
            assert W.url(m) in text, (layout, m.work)
    if d.kind == "brief":
        assert facts.living_path(LAYOUTS[layout].EXT) in text and d.instance in text
        assert all(x in text for x in d.window)
        assert COUNTS[lang](d.counts) in text
        assert IDS_SEP[layout].join(d.new_ids) in text
        for s in d.sources:
            assert s in text
        assert facts.TOPIC in text and facts.HANDOVER in text
    else:
        assert facts.TOPIC in text and (W.iso(d.date) in text or W.zh_date(d.date) in text)


@pytest.mark.parametrize("layout", NAMES)
def test_the_text_hook_shows_what_a_reader_sees(layout: str):
    """What make.py hands the key writer (a layout's `text`, or the file itself) holds the
    baseline path exactly when the brief, as its reader shows it, does."""
    mod = LAYOUTS[layout]
    for d in facts.BRIEFS:
        hooked = mod.text(mod.render(d)) if hasattr(mod, "text") else mod.render(d)
        assert facts.living_path(mod.EXT) in hooked and facts.living_path(mod.EXT) in seen(layout, d)
    assert hasattr(mod, "text") == (layout in ("standardnotes_json_en", "mediawiki_xml_en"))


# --- pandoc's own readers agree ------------------------------------------------------------------------


def _pandoc(text: str, fmt: str) -> dict[str, Any]:
    return json.loads(pypandoc.convert_text(text, "json", format=fmt))


def _inlines(xs: list[dict[str, Any]]) -> str:
    out = []
    for x in xs:
        t, c = x["t"], x.get("c")
        if t == "Str":
            out.append(c)
        elif t in ("Space", "SoftBreak"):
            out.append(" ")
        elif t == "LineBreak":
            out.append("\n")
        elif t == "Code":
            out.append(c[1])
        elif t == "Link":
            out.append(_inlines(c[1]) + f" <{c[2][0]}>")
        elif t in ("Strong", "Emph", "Underline", "SmallCaps"):
            out.append(_inlines(c))
        elif t == "Span":
            out.append(_inlines(c[1]))
        elif t == "Note":
            out.append(" [" + " ".join(_lines(c)) + "]")
        elif t != "RawInline":
            raise AssertionError(f"an inline pandoc gave that this test does not read: {t}")
    return "".join(out)


def _lines(node: Any) -> list[str]:
    """Every paragraph, heading, definition term and table cell pandoc read, as text."""
    if isinstance(node, list):
        return [x for n in node for x in _lines(n)]
    if not isinstance(node, dict) or "t" not in node:
        return []
    t, c = node["t"], node.get("c")
    if t in ("Para", "Plain"):
        return [_inlines(c)]
    if t == "Header":
        return [_inlines(c[2])]
    if t == "DefinitionList":
        return [x for term, defs in c for x in [_inlines(term), *_lines(defs)]]
    return _lines(c)


def _blocks(ast: dict[str, Any], kind: str) -> list[Any]:
    found = []

    def walk(n: Any) -> None:
        if isinstance(n, list):
            for x in n:
                walk(x)
        elif isinstance(n, dict):
            if n.get("t") == kind:
                found.append(n["c"])
            for v in n.values():
                walk(v)

    walk(ast["blocks"])
    return found


def _norm(s: str) -> str:
    return re.sub(r"\s+", " ", s)


@pytest.mark.parametrize("d", facts.DOCS, ids=[d.stem.split("/")[1] for d in facts.DOCS])
def test_pandoc_reads_the_asciidoc_as_this_zoos_reader_does(d):
    raw = LAYOUTS["asciidoc_hans"].render(d)
    mine = asciidoc(raw)
    ast = _pandoc(raw, "asciidoc")
    meta = ast["meta"]
    assert meta["revdate"]["c"] == W.iso(d.date) and meta["lang"]["c"] == "zh-CN"
    # a section without an anchor gets an id made from its title (`_第一部分_输沙过程`), as in Asciidoctor
    assert [(c[0], _inlines(c[2]), c[1][0]) for c in _blocks(ast, "Header")] == [
        (lvl, t, a or "_" + t.replace(" ", "_")) for lvl, t, a in mine.sections]  # fmt: skip
    assert len(_blocks(ast, "Table")) == len(mine.tables)
    links = [c[2][0] for c in _blocks(ast, "Link")]
    assert [x for x in links if x.startswith("http")] == [t for t, _ in mine.links]
    assert [x.removeprefix("#") for x in links if not x.startswith("http")] == [t for t, _ in mine.xrefs]
    divs = [c[0][1] for c in _blocks(ast, "Div") if c[0][1] not in (["lead"], ["title"])]  # not a block's title
    assert divs == [[k.lower()] for k, _, _ in mine.admonitions]
    text = _norm("\n".join(_lines(ast["blocks"])))
    for x in _item_facts("zh-hans", d):
        assert _norm(x) in text, x
    if d.kind == "brief":
        assert _norm(W.counts_hans(d.counts)) in text and "、".join(d.new_ids) in text
        assert all(s in text for s in d.sources) and facts.living_path("adoc") in text


@pytest.mark.parametrize("d", facts.DOCS, ids=[d.stem.split("/")[1] for d in facts.DOCS])
def test_pandoc_reads_the_wikitext_as_this_zoos_reader_does(d):
    page = mediawiki(LAYOUTS["mediawiki_xml_en"].render(d))
    mine = wiki(page.wikitext)
    ast = _pandoc(page.wikitext, "mediawiki")
    assert [(c[0], _inlines(c[2])) for c in _blocks(ast, "Header")] == mine.headings
    assert len(_blocks(ast, "Table")) == len(mine.tables)
    links = [c[2][0] for c in _blocks(ast, "Link")]
    assert [x for x in links if x.startswith("http")] == [u for u, _ in mine.external]
    wikilinks = [x for x in links if not x.startswith("http")]
    assert wikilinks == [t.replace(" ", "_") for t, _ in mine.links] + [
        f"Category:{c.replace(' ', '_')}" for c in mine.categories]  # fmt: skip
    text = _norm("\n".join(_lines(ast["blocks"])))
    templated = " ".join(v for _, params in mine.templates for v in params.values())
    for x in _item_facts("en", d):  # templates (the infobox, {{arXiv|...}}) pandoc leaves unexpanded
        assert _norm(x) in text or x in templated, x
    if d.kind == "brief":
        assert W.counts_en(d.counts) in text and ", ".join(d.new_ids) in text
        assert all(s in text for s in d.sources) and all(x in text for x in d.window)


# --- Standard Notes ---------------------------------------------------------------------------------------


def test_standardnotes_backups_are_what_standard_notes_writes():
    mod = LAYOUTS["standardnotes_json_en"]
    raw = mod.render(facts.B1)
    assert "\\n" in raw and "\\/" not in raw and "→" in raw and raw.startswith('{\n  "version": "004",\n  "items": [')
    for d in facts.DOCS:
        note, tags = standardnotes(mod.render(d))
        md = note["content"]["text"]
        heads = md_headings(md)
        created = datetime.strptime(note["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ") + UTC_OFFSET
        titles = {t["content"]["title"] for t in tags}
        assert note["content"]["noteType"] == "markdown" and heads[0][0] == 1
        assert not any(t.type == "html_block" or t.type == "code_block" for t in md_tokens(md))
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert (
                titles == {facts.TOPIC, "daily-brief"}
                and not note["content"]["appData"]["org.standardnotes.sn"]["pinned"]
            )
            assert created.strftime("%Y-%m-%d %H:%M") == d.window[1]
            assert heads[0][1] == note["content"]["title"] == f"Daily brief: {facts.TOPIC}, {W.long_en(d.date)}"
            assert [h for lvl, h in heads if lvl == 2] == [
                f"NET-new ({len(new)})", f"Carried over and anchored ({len(old)})", f"Adjacent ({len(side)})",
                "To verify", "Sources read"]  # fmt: skip
            assert [h for lvl, h in heads if lvl == 3] == [f"{k}. {W.label(m)}" for k, m in enumerate(new, 1)]
            (table,) = md_tables(md)
            assert table[0] == ["Item", "Section", "Status", "Figures", "Note"]
            assert [(r[0], r[1], r[2]) for r in table[1:]] == [
                (W.label(m), W.section_en(d, m.section), W.carried_en(m)) for m in old]  # fmt: skip
            lines = md.split("\n")
            boxes = [x for x in lines if re.match(r"- \[[ x]\] ", x)]
            assert [x[3] == "x" for x in boxes] == [e.resolved for e in d.entries]
            numbered = [x.split(". ", 1)[1] for x in lines if re.match(r"\d+\. `", x)]
            assert numbered == [f"`{s}`" + (" (empty)" if s in d.empty_sources else "") for s in d.sources]
            assert f"**Baseline:** `{facts.living_path('json')}` (version {W.iso(d.baseline)})" in md
            assert lines[-1] == f"*Hand-over from {d.instance}, {facts.HANDOVER}.*"
        else:
            assert (
                titles == {facts.TOPIC, "living-document"}
                and note["content"]["appData"]["org.standardnotes.sn"]["pinned"]
            )
            assert [h for lvl, h in heads if lvl == 2] == [W.section_en(d, k) for k in d.sections]


# --- Signal ------------------------------------------------------------------------------------------------


def test_signal_chats_are_what_signal_export_writes():
    mod = LAYOUTS["signal_txt_hant"]
    for d in facts.DOCS:
        raw = mod.render(d)
        msgs = signal(raw)
        senders = [m.sender for m in msgs]
        assert set(senders) == set(mod.PEOPLE) and senders[0] == "Me"
        # the chat is Markdown too: an attached image is an image markdown-it reads
        images = [c.attrs["src"] for t in md_tokens(raw) for c in (t.children or []) if c.type == "image"]
        assert images == [f"./media/{a}" for m in msgs for a in m.attachments]
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            start = datetime.strptime(d.window[1], "%Y-%m-%d %H:%M")
            assert start <= msgs[0].at < start + timedelta(minutes=1)
            head = msgs[0].body.split("\n")
            assert head[0] == f"每日簡報：{facts.TOPIC}，{W.zh_date(d.date)}"
            assert f"基線：{facts.living_path('txt')}（{W.zh_date(d.baseline)}版）" in head
            assert msgs[0].reactions == [(mod.MATE, "👍")]
            items = [m for m in msgs if re.match(rf"{W.STATUS_HANT['new']} \d/\d：", m.body)]
            assert [m.body.split("\n")[-2] for m in items] == [f"連結：{W.url(m)}" for m in new]
            assert all(m.sender == "Me" for m in items) and len(items[0].attachments) == 1
            reply = next(m for m in msgs if m.quote)
            assert reply.sender == mod.MATE and reply.quote == [items[0].body.split("\n")[0]]
            assert msgs.index(items[0]) < msgs.index(reply) < msgs.index(items[-1])
            reg = next(m.body for m in msgs if m.body.startswith("待查核")).split("\n")[1:]
            assert reg == [f"{k}. 風險{W.LEVEL_HANT[e.risk]}，{'已解決' if e.resolved else '未解決'}：{e.hant}"
                           for k, e in enumerate(d.entries, 1)]  # fmt: skip
            src = next(m.body for m in msgs if m.body.startswith("已讀來源")).split("\n")[1:]
            assert src == [f"- {s}" + ("（空的）" if s in d.empty_sources else "") for s in d.sources]
            assert msgs[-2].body == f"交接：{d.instance}，{facts.HANDOVER}"
        else:
            blocks = [m.body.split("\n")[0] for m in msgs if m.sender == "Me"][1:]
            assert blocks == [W.section_hant(d, k) for k in d.sections]


# --- AsciiDoc ----------------------------------------------------------------------------------------------


def test_asciidoc_documents_are_what_asciidoctor_users_write():
    mod = LAYOUTS["asciidoc_hans"]
    for d in facts.DOCS:
        doc = asciidoc(mod.render(d))
        assert doc.attributes["revdate"] == W.iso(d.date) and doc.attributes["lang"] == "zh-CN"
        assert doc.attributes["topic"] == facts.TOPIC
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert (
                doc.title == f"每日简报：{facts.TOPIC}，{W.zh_date(d.date)}" and doc.attributes["author"] == d.instance
            )
            assert [(lvl, a) for lvl, _, a in doc.sections] == [
                (1, "new"), (1, "carried"), (1, "side"), (1, "register"), (1, "sources")]  # fmt: skip
            meta = dict(doc.dlists[0][1])
            assert doc.dlists[0][0] == "horizontal" and meta["实例"] == d.instance
            assert meta["时间窗"] == f"{d.window[0]} 至 {d.window[1]}" and meta["计数"] == W.counts_hans(d.counts)
            assert meta["基线"] == f"{facts.living_path('adoc')}（{W.iso(d.baseline)} 版）"
            items, carried = doc.tables
            assert items.cols == 7 and items.header[:3] == ["序号", "条目", "章节"] and items.title == "净新增条目"
            assert [r[1].split("\n")[0] for r in items.rows] == [facts.work(m).name for m in new]
            assert [r[2] for r in items.rows] == [W.section_hans(d, m.section) for m in new]
            assert [r[5] for r in items.rows] == [W.LEVEL_HANS[m.confidence] for m in new]
            assert [r[6].split("\n") for r in items.rows] == [list(m.sources) for m in new]
            assert [r[2] for r in carried.rows] == [W.carried_hans(m) for m in old]
            kinds = [("NOTE", None) if e.resolved else ("WARNING", "风险高，未解决" if e.risk == "high" else None)
                     for e in d.entries]  # fmt: skip
            assert [(k, t) for k, t, _ in doc.admonitions] == kinds
            assert doc.olists[-1] == [s + ("（空）" if s in d.empty_sources else "") for s in d.sources]
            assert doc.lines[-1] == f"交接：{d.instance}，{facts.HANDOVER}"
        else:
            assert [t for lvl, t, _ in doc.sections if lvl == 2] == [W.section_hans(d, k) for k in d.sections]
            assert [a for lvl, _, a in doc.sections if lvl == 2] == ["s" + k.replace(".", "-") for k in d.sections]


# --- MediaWiki ---------------------------------------------------------------------------------------------


def test_mediawiki_dumps_are_what_special_export_writes():
    mod = LAYOUTS["mediawiki_xml_en"]
    raw = mod.render(facts.B1)
    assert "class=&quot;wikitable sortable&quot;" in raw and "&lt;ref name=&quot;" in raw
    for d in facts.DOCS:
        page = mediawiki(mod.render(d))
        w = wiki(page.wikitext)
        local = page.timestamp + UTC_OFFSET
        assert page.sitename == "SedLab Wiki" and w.categories[-1] == mod.LIVING_TITLE
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert local.strftime("%Y-%m-%d %H:%M") == d.window[1] and page.user == d.instance.capitalize()
            name, box = w.templates[0]
            assert name == "Daily brief" and box["instance"] == d.instance and box["topic"] == facts.TOPIC
            assert box["window"] == f"{d.window[0]} – {d.window[1]}" and box["handover"] == facts.HANDOVER
            assert box["baseline"] == f"{facts.living_path('xml')} (version {W.iso(d.baseline)})"
            assert [h for _, h in w.headings] == [
                "Summary", "NET-new", "Carried over and anchored", "Adjacent", "To verify", "Sources read",
                "References"]  # fmt: skip
            (caption, rows), (_, register) = w.tables
            assert caption == "NET-new items" and rows[0][:3] == ["#", "Item", "Section"]
            assert [r[2] for r in rows[1:]] == [W.section_en(d, m.section) for m in new]
            assert [r[5] for r in rows[1:]] == [m.confidence for m in new]
            assert [tuple(r) for r in register[1:]] == [
                (e.risk, "resolved" if e.resolved else "open", e.sentence + ".") for e in d.entries]  # fmt: skip
            notes = {s for m in new for s in m.sources if s.startswith("inbox/")}
            assert sorted(w.refs.values()) == sorted(f"Notes from {s.split('/')[1]}: {s}" for s in notes)
            listed = [x[2:] for x in w.lines if x.startswith("# ")]
            assert listed == [s + (" (empty)" if s in d.empty_sources else "") for s in d.sources]
        else:
            assert page.title == mod.LIVING_TITLE and w.templates[0][0] == "Living document"
            assert [h for lvl, h in w.headings if lvl == 3] == [W.section_en(d, k) for k in d.sections]


# --- the readers hold the formats' rules ------------------------------------------------------------


def test_the_readers_reject_what_their_formats_forbid():
    """Each reader fails on a document that breaks its format's rules (so the tests above that
    pass through it check something)."""
    note = LAYOUTS["standardnotes_json_en"].render(facts.B1)
    chat = LAYOUTS["signal_txt_hant"].render(facts.B1)
    adoc = LAYOUTS["asciidoc_hans"].render(facts.B1)
    dump = LAYOUTS["mediawiki_xml_en"].render(facts.B1)
    broken = [
        (standardnotes, note.replace("/", "\\/")),  # PHP's or Apple's escaping, not JSON.stringify's
        (standardnotes, note.replace('"version": "004"', '"version": "003"')),
        (standardnotes, re.sub(r'"created_at_timestamp": \d+', '"created_at_timestamp": 1', note, count=1)),
        (signal, chat.replace("  \n\n[", "\n\n[", 1)),  # a body without its two-space end
        (signal, chat.replace("[2026-08-25 16:37:", "[2026-08-25 16:30:", 1)),  # a message back in time
        (asciidoc, adoc.replace("|中高\n", "", 1)),  # a row one cell short
        (asciidoc, adoc.replace("<<register>>", "<<registry>>")),  # a cross reference to no anchor
        (asciidoc, adoc.replace(":revdate:", ":date:")),
        (mediawiki, dump.replace("<sha1>", "<sha1>0", 1)),
        (mediawiki, dump.replace("&quot;wikitable sortable&quot;", '"wikitable sortable"')),
        (
            lambda x: wiki(mediawiki(x).wikitext),
            dump.replace("&lt;ref name=&quot;saiga-08-25&quot; /&gt;", "&lt;ref name=&quot;x&quot; /&gt;"),
        ),
    ]
    for read, bad in broken:
        assert bad not in (note, chat, adoc, dump)  # the change was made
        with pytest.raises((AssertionError, ValueError, ET.ParseError)):
            read(bad)


# --- keys ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("layout", NAMES)
def test_the_key_parses_and_names_the_written_documents(layout: str, tmp_path):
    key_path = write_zoo(tmp_path, layout)
    assert zoo4_make.get.__module__ == "tests.zoo4.renderers"  # the layout lookup is put back
    assert zoo4_make.rendered.__module__ == "tests.zoo4.make"  # and the document reader
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
    assert entries == {
        "zh-hans": {"单一水文站", "水位流量关系曲线文件"},
        "zh-hant": {"單一水文站", "水位流量率定曲線檔"},
    }.get(LAYOUTS[layout].LANG, {"single gauging station", "rating curve file"})
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo40 key for renderer {layout};")
    brief = (key_path.parent / f"{facts.B1.stem}.{ext}").read_bytes()
    assert brief == LAYOUTS[layout].render(facts.B1).encode("utf-8")  # written as rendered
    assert b"\r" not in brief and not brief.startswith(b"\xef\xbb\xbf")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_and_units_are_the_zoos_own():
    assert W.long_en(date(2026, 8, 26)) == "26 August 2026" and W.iso(date(2026, 8, 5)) == "2026-08-05"
    assert W.zh_date(date(2026, 8, 26)) == "2026年8月26日"
    chute = facts.B1.mentions[0].figures[0]
    assert W.value_en(chute) == "22 m³/s" and W.fig_en(chute) == "Chute cutoff discharge error: 22 m³/s"
    assert (
        W.fig_hant(chute) == "串溝切穿流量誤差 22 立方公尺/秒" and W.fig_hans(chute) == "串沟切穿流量误差 22立方米每秒"
    )
    grain = facts.B1.mentions[1].figures[0]
    assert W.value_en(grain) == "1.8 mm" and W.value_hant(grain) == "1.8 公釐" and W.value_hans(grain) == "1.8毫米"
    load = facts.B1.mentions[2].figures[0]
    assert W.value_en(load) == "140 t/day" and W.value_hant(load) == "140 公噸/日" and W.value_hans(load) == "140吨/日"
    speed = facts.B2.mentions[2].figures[0]
    assert W.value_en(speed) == "5.4×" and W.value_hant(speed) == "5.4 倍" and W.value_hans(speed) == "5.4倍"
    ssc = facts.LIVING.mentions[0].figures[0]
    assert W.value_en(ssc) == "42 mg/L" and W.value_hans(ssc) == "42毫克/升" and W.value_hant(ssc) == "42 毫克/公升"
    assert W.counts_en(facts.B1.counts) == "3 NET-new items, of which 3 new arXiv IDs; 1 adjacent; 2 carried over"
    assert W.counts_en(facts.B2.counts) == "3 NET-new items; 1 adjacent; 3 carried over"
    assert W.counts_hant(facts.B1.counts) == "淨新增 3 項，其中新的 arXiv 編號 3 個；相鄰 1 項；延續 2 項"
    assert W.counts_hans(facts.B3.counts) == "净新增3条（新arXiv编号3个），相邻1条，延续4条"
