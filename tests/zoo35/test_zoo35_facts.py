"""The zoo35 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (the notebook loaded with Python's
json module and checked against nbformat 4.5, its DataFrame cut into columns; the wikitext
checked line by line and read as the page shows it; the DingTalk chat cut into messages; the
TaskPaper document cut into projects, tasks and notes; see readers.py), and the keys parse."""

from __future__ import annotations

import re
import tomllib
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest

from tests.zoo4 import make as zoo4_make
from tests.zoo4.facts import Figure
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo
from .readers import dingtalk, frame, md_plain, notebook, results, source, taskpaper, wiki_plain, wikitext

CARD = r"paper_cards/\d{4}-3306-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (JSON's quotes and
# escapes, Markdown's, wikitext's and TaskPaper's marks, the chat's separators and quote marks,
# and the layouts' own joins)
MARKUP = set('"\\<>@#|[]{}()*_`~^!&=\t\n、：；·→§%×｜「」①②③')
SEQUENCES = ("://", "..", "  ", ": ", ",,", "''", " - ")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("3306.46773", "bleached reef area")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["3306.42339"],
        "new-but-anchored": [(facts.B2.stem, "3306.41228")],
        "duplicate-in-list": [(facts.B2.stem, "3306.43440")],
        "repeated-to-verify": {"3306.45662"},
        "stale-anchor": [],
        "malformed-reference": [facts.BAD_CARD],
        "empty-sources": [facts.EMPTY_NOTE],
    }


def _clean(text: str) -> bool:
    return not set(text) & MARKUP and not any(s in text for s in SEQUENCES) and not text.endswith(":")


def test_facts_are_consistent():
    for d in facts.DOCS:
        used = {m.section for m in d.mentions if m.section}
        assert used <= set(d.sections) and (d.kind == "living" or used == set(d.sections)), d.stem
        assert set(d.empty_sources) <= set(d.sources)
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
            assert _clean(e.sentence + e.hans + e.hant) and e.sentence[0].isupper()
        if d.kind == "brief":
            new = [facts.work(m).arxiv for m in d.mentions if m.status == "new" and facts.work(m).arxiv]
            assert sorted(set(d.new_ids)) == sorted(new)
            assert d.window == (f"{d.date - timedelta(days=1)} {facts.HANDOVER}", f"{d.date} {facts.HANDOVER}")
    days = [b.date for b in facts.BRIEFS]
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1] and facts.HANDOVER == "07:50"
    assert [b.instance for b in facts.BRIEFS] == ["nudibranch", "cuttlefish", "wrasse"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2026 and d.date.month == 7 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "km²", "°C", "°C-weeks", "colonies/m²"} == set(W.UNIT_EN)
    assert set(W.UNIT_EN) == set(W.UNIT_HANS) == set(W.UNIT_HANT)
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    ids = [w.arxiv for w in facts.WORKS.values() if w.arxiv]
    assert all(re.fullmatch(r"3306\.\d{5}", i) for i in ids) and len(set(ids)) == len(ids) == 9
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem
    adjacent = [(d.stem, m.work) for d in facts.BRIEFS for m in d.mentions if m.status == "adjacent"]
    assert (facts.B3.stem, "3306.48995") in adjacent and all(m.work != "3306.48995" for m in facts.B1.mentions
                                                             + facts.B2.mentions + facts.LIVING.mentions)  # fmt: skip


def test_the_zoo_is_new():
    """Its topic, id prefix, month, handover, works and new units are no other zoo's; of its
    instances only wrasse was one before (zoo18 and zoo25), never with these two."""
    others = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].glob("zoo*/facts.py")
                       if int(p.parent.name[3:] or 1) < 35)  # fmt: skip
    assert f'"{facts.TOPIC}"' not in others and '"3306.' not in others and "date(2026, 7" not in others
    assert f'HANDOVER = "{facts.HANDOVER}"' not in others and f'{facts.HANDOVER}")' not in others
    assert not any(f'"{i}"' in others for i in ("nudibranch", "cuttlefish"))
    assert not any(w.name in others for w in facts.WORKS.values())
    units = re.findall(r'Figure\([^()]*?"([^"]+)"', others)
    assert not {"°C-weeks", "colonies/m²"} & set(units)


# --- reading each format back (without kgraph: see readers.py) ------------------------------------


def _cells(d) -> dict:
    return notebook(LAYOUTS["jupyter_en"].render(d))


def _frames(data: dict) -> list[tuple[list[str], list[list[str]]]]:
    return [frame(t) for c in data["cells"] if c["cell_type"] == "code" for t in results(c) if "\n" in t.strip()]


def seen(layout: str, d) -> str:
    out = LAYOUTS[layout].render(d)
    if layout == "jupyter_en":
        data = notebook(out)
        parts = []
        for c in data["cells"]:
            if c["cell_type"] == "markdown":
                parts.append(md_plain(source(c)))
            else:
                parts += [source(c)] + results(c)
        for cols, rows in _frames(data):  # a table's rows, read across
            parts += [" | ".join(f"{k} = {v}" for k, v in zip(cols, r, strict=True)) for r in rows]
        return "\n".join(parts)
    if layout == "mediawiki_hant":
        return "\n".join(wiki_plain(wikitext(out)))
    if layout == "dingtalk_hans":
        return "\n".join("\n".join(m.lines) for m in dingtalk(out))
    return "\n".join(x.line.lstrip("\t") for x in taskpaper(out))


def _row(f: Figure) -> str:
    """A figure as a row of the notebook's DataFrame reads across (pandas writes floats with a point)."""
    return f"metric = {f.metric} | value = {float(f.value)} | unit = {f.unit}"


ARROW = lambda d: f"{d.window[0]} → {d.window[1]}"  # noqa: E731
TO = lambda d: f"{d.window[0]} 至 {d.window[1]}"  # noqa: E731
FIG = {
    "jupyter_en": lambda f: [W.fig_en(f), _row(f)],
    "mediawiki_hant": lambda f: [W.fig_hant(f)],
    "dingtalk_hans": lambda f: [W.fig_hans(f)],
    "taskpaper_en": lambda f: [W.fig_en(f)],
}
DATE = {"jupyter_en": W.long_en, "mediawiki_hant": W.zh_date, "dingtalk_hans": W.zh_date, "taskpaper_en": W.iso}
BASE = DATE
ANCHOR = {"jupyter_en": W.iso, "mediawiki_hant": W.zh_date, "dingtalk_hans": W.zh_md, "taskpaper_en": W.iso}
COUNTS = {"jupyter_en": W.counts_en, "mediawiki_hant": W.counts_hant, "dingtalk_hans": W.counts_hans,
          "taskpaper_en": W.counts_en}  # fmt: skip
IDS = {"jupyter_en": ", ", "mediawiki_hant": "、", "dingtalk_hans": " ", "taskpaper_en": ", "}
WINDOW = {"jupyter_en": ARROW, "mediawiki_hant": TO, "dingtalk_hans": TO, "taskpaper_en": ARROW}
EMPTY = {
    "jupyter_en": lambda d, s: f"{s}{LAYOUTS['jupyter_en'].EMPTY}",
    "mediawiki_hant": lambda d, s: f"{s}{LAYOUTS['mediawiki_hant'].EMPTY}",
    "dingtalk_hans": lambda d, s: f"{s}{LAYOUTS['dingtalk_hans'].EMPTY}",
    "taskpaper_en": lambda d, s: f"- {s} @done({W.iso(d.date)}) @empty\n{LAYOUTS['taskpaper_en'].EMPTY}",
}
STATUS = {"jupyter_en": W.STATUS_EN, "mediawiki_hant": W.STATUS_HANT, "dingtalk_hans": W.STATUS_HANS,
          "taskpaper_en": {k: f"@{v}" for k, v in W.STATUS_TAG.items()}}  # fmt: skip
POINT = {"jupyter_en": lambda m: W.sentence(m.point), "mediawiki_hant": lambda m: m.hant,
         "dingtalk_hans": lambda m: m.hans, "taskpaper_en": lambda m: W.sentence(m.point)}  # fmt: skip
ENTRY = {"jupyter_en": lambda e: (e.text, e.sentence), "mediawiki_hant": lambda e: (e.hant_text, e.hant),
         "dingtalk_hans": lambda e: (e.hans_text, e.hans), "taskpaper_en": lambda e: (e.text, e.sentence)}  # fmt: skip
SECTION_NAMES = {"mediawiki_hant": facts.SECTIONS_HANT, "dingtalk_hans": facts.SECTIONS_HANS}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"ipynb", "wiki", "txt", "taskpaper"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
    for d in facts.DOCS:
        text = seen(layout, d)
        for m in d.mentions:
            w = facts.work(m)
            assert w.name in text and W.url(m) in text, (layout, d.stem, m.work)
            assert not w.arxiv or w.arxiv in text
            assert not m.section or f"§{m.section}" in text, (layout, d.stem, m.work)
            assert all(any(x in text for x in FIG[layout](f)) for f in m.figures), (layout, d.stem, m.work)
            assert all(s in text for s in m.sources), (layout, d.stem, m.work)
            assert not m.anchored_on or ANCHOR[layout](m.anchored_on) in text, (layout, d.stem, m.work)
            assert POINT[layout](m) in text, (layout, d.stem, m.work)
            if d.kind == "brief":
                assert STATUS[layout][m.status] in text, (layout, d.stem, m.status)
        assert all(s in text for s in d.sources), (layout, d.stem)
        for e in d.entries:
            words = ENTRY[layout](e)
            assert words[0] in text and words[1] in text, (layout, d.stem, e.text)
        table = SECTION_NAMES.get(layout)
        assert all((table[n] if table else n) in text for n in d.sections.values())
        assert facts.TOPIC in text and DATE[layout](d.date) in text
        if d.kind == "brief":
            assert COUNTS[layout](d.counts) in text, (layout, d.stem)
            assert facts.living_path(mod.EXT) in text and d.instance in text
            assert BASE[layout](d.baseline) in text
            assert WINDOW[layout](d) in text
            assert IDS[layout].join(d.new_ids) in text, (layout, d.stem)  # as written, a repeated id included
            assert all(EMPTY[layout](d, s) in text for s in d.empty_sources)
            # the key's baseline: the path as written in the document zoo4's key writer reads
            assert facts.living_path(mod.EXT) in mod.render(d)


# --- the Jupyter notebook -------------------------------------------------------------------------


def test_notebooks_are_what_jupyter_saves():
    for d in facts.DOCS:
        raw = LAYOUTS["jupyter_en"].render(d)
        data = notebook(raw)  # nbformat 4.5 and Jupyter's serialisation (see readers.py)
        assert raw.startswith('{\n "cells": [\n  {\n   "cell_type": "markdown",') and "\\u" not in raw
        assert data["metadata"]["kernelspec"]["name"] == "python3"
        md = [source(c) for c in data["cells"] if c["cell_type"] == "markdown"]
        code = [c for c in data["cells"] if c["cell_type"] == "code"]
        heads = [x.split("\n", 1)[0][3:] for x in md if x.startswith("## ")]
        (cols, rows), *more = _frames(data)
        assert not more
        html = "".join(code[0]["outputs"][0]["data"]["text/html"])
        assert html.startswith("<div>\n<style scoped>") and html.count("<tr>") == len(rows)
        assert all(f"<td>{c}</td>" in html for r in rows for c in r)
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert md[0].startswith(f"# Daily brief: {facts.TOPIC}, {W.long_en(d.date)}\n")
            assert heads == [
                "NET-new",
                "Carried over and anchored",
                "Adjacent",
                "To verify",
                "arXiv IDs",
                "Sources read",
            ]
            numbered = [re.match(r"### (\d)\. (.+)", x).groups() for x in md if x.startswith("### ")]
            assert numbered == [(str(k), facts.work(m).name) for k, m in enumerate(new, 1)]
            # a NET-new item's figures are in the DataFrame only, as pandas shows them
            assert cols == ["item", "metric", "value", "unit"]
            assert [(r[0], r[1], float(r[2]), r[3]) for r in rows] == [
                (facts.work(m).name, f.metric, float(f.value), f.unit) for m in new for f in m.figures]  # fmt: skip
            assert len({len(r[2].split(".")[1]) for r in rows}) == 1  # one precision for the column
            assert not any(W.fig_en(f) in "\n".join(md) for m in new for f in m.figures)
            assert [c["execution_count"] for c in code] == [1, 2]
            assert results(code[1]) == [", ".join(d.new_ids) + "\n"]
            literal = ", ".join(f'"{i}"' for i in d.new_ids)  # the list as typed, a repeated id included
            assert f"new_ids = [{literal}]" in source(code[1])
            assert re.findall(r"^\d\. \*\*Risk (\w+) · (~~open~~ resolved|open)\.\*\* ", "\n".join(md), re.M) == [
                (e.risk, "~~open~~ resolved" if e.resolved else "open") for e in d.entries]  # fmt: skip
        else:
            assert md[0].startswith(f"# {facts.TOPIC}: living document\n")
            assert heads == [W.section_en(d, k) for k in d.sections]
            assert cols == ["item", "section", "anchored"] and [len(code)] == [1]
            assert rows == [[facts.work(m).name, m.section, W.iso(m.anchored_on)] for m in d.mentions]


# --- the MediaWiki page -----------------------------------------------------------------------------


def test_wiki_pages_are_wikitext():
    mod = LAYOUTS["mediawiki_hant"]
    for d in facts.DOCS:
        page = wikitext(mod.render(d))  # MediaWiki's wikitext rules (see readers.py)
        h2 = [t for n, t in page.headings if n == 2]
        h3 = [t for n, t in page.headings if n == 3]
        assert h2[-1] == "註腳" and facts.TOPIC in page.categories
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert (
                page.template == "Infobox 每日簡報"
                and f"[[{mod.LIVING_PAGE}]]" in page.lines[page.lines.index("}}") + 1]
            )
            assert page.params["日期"] == W.zh_date(d.date) and page.params["撰寫"] == d.instance
            assert page.params["基準"] == facts.living_path("wiki") and page.params["基準版本"] == W.zh_date(d.baseline)
            assert page.params["計數"] == W.counts_hant(d.counts)
            assert h2 == ["本期章節", "淨新增", "延續與已錨定", "相鄰", "待查核", "新 arXiv 編號", "已讀來源", "註腳"]
            assert h3 == [f"{k}. {facts.work(m).name}" for k, m in enumerate(new, 1)]
            (table,) = page.tables
            assert table["head"] == ["#", "項目", "類型", "章節", "信心", "數據"]
            assert [r[0] for r in table["rows"]] == [str(k) for k in range(1, len(new) + 1)]
            assert [r[1] for r in table["rows"]] == [f"[{W.url(m)} {facts.work(m).name}]" for m in new]
            assert [r[5] for r in table["rows"]] == [
                "<br />".join(W.fig_hant(f) for f in m.figures) or "—" for m in new
            ]
            assert page.refs == ["來源：" + "；".join(f"<code>{s}</code>" for s in m.sources) for m in new]
            register = [x for x in page.lines if x.startswith("# '''風險")]
            assert register == [f"# '''風險{W.RISK_HANT[e.risk]}，{'<s>未解決</s>已解決' if e.resolved else '未解決'}'''："
                                f"{e.hant}。" for e in d.entries]  # fmt: skip
        else:
            assert page.template == "Infobox 活文件" and page.params["版本"] == W.zh_date(d.date)
            assert h2 == [W.section_hant(d, k) for k in d.sections] + ["註腳"] and not page.tables
            assert h3 == [facts.work(m).name for k in d.sections for m in d.mentions if m.section == k]
            assert page.refs == ["論文卡：" + "；".join(f"<code>{s}</code>" for s in m.sources) for m in d.mentions]


# --- the DingTalk chat ------------------------------------------------------------------------------


def test_dingtalk_chats_are_saved_messages():
    mod = LAYOUTS["dingtalk_hans"]
    members = {mod.LEAD, mod.EDITOR} | {b.instance for b in facts.BRIEFS}
    for d in facts.DOCS:
        msgs = dingtalk(mod.render(d))  # cut into messages (see readers.py)
        assert all(set(m.mentions) <= members for m in msgs)
        assert sum(bool(m.mentions) for m in msgs) >= (4 if d.kind == "brief" else 1)
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            end = datetime.strptime(d.window[1], "%Y-%m-%d %H:%M")
            assert {m.sender for m in msgs} == {d.instance, mod.LEAD}
            assert all(end - timedelta(minutes=15) <= m.time <= end + timedelta(minutes=5) for m in msgs)
            mine = [m for m in msgs if m.sender == d.instance]
            assert mine[0].lines[0] == f"【{facts.TOPIC} 每日简报】{W.zh_date(d.date)}"
            assert mine[-1].lines == [f"以上，{d.instance} 交接完毕 {facts.HANDOVER}"] and mine[-1].time == end
            items = [m.lines[0] for m in mine if m.lines[0].startswith(W.STATUS_HANS["new"] + " ")]
            assert items == [
                f"{W.STATUS_HANS['new']} {k}/{len(new)}：{facts.work(m).name}" for k, m in enumerate(new, 1)
            ]
            quotes = [m.quote for m in msgs if m.quote]
            assert len(quotes) == 1 and quotes[0][0] == d.instance and quotes[0][1] in items
            cards = [m.card for m in msgs if m.card]
            # a pasted link card before each NET-new item that is not a paper
            assert [c[1] for c in cards] == [W.url(m) for m in new if not facts.work(m).arxiv]
            register = next(m for m in mine if m.lines[0] == "待核实：").lines[1:]
            assert [x.split("｜")[:2] for x in register] == [
                [f"{mod.CIRCLED[k]} 风险{W.RISK_HANS[e.risk]}", "已解决" if e.resolved else "未解决"]
                for k, e in enumerate(d.entries)]  # fmt: skip
        else:
            assert {m.sender for m in msgs} == {mod.EDITOR, mod.LEAD}
            assert msgs[0].lines[0].startswith("【群公告】") and msgs[0].sender == mod.EDITOR
            assert [m.lines[0] for m in msgs[1:-1]] == [W.section_hans(d, k) for k in d.sections]


# --- the TaskPaper document ---------------------------------------------------------------------------


def test_taskpaper_documents_follow_taskpaper():
    for d in facts.DOCS:
        items = taskpaper(LAYOUTS["taskpaper_en"].render(d))  # TaskPaper's rules (see readers.py)
        projects = [x.text for x in items if x.kind == "project" and x.depth == 1]

        def tasks(project: str) -> list:
            return [x for x in items if x.kind == "task" and x.parents[-1:] == (project,)]

        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert items[0].text == f"{facts.TOPIC} brief {W.iso(d.date)}" and items[0].tags == []
            assert projects == ["NET-new", "Carried over and anchored", "Adjacent", "To verify", "arXiv IDs",
                                "Sources read"]  # fmt: skip
            for name, group in zip(projects, (new, old, side), strict=False):
                got = tasks(name)
                assert [x.text for x in got] == [facts.work(m).name for m in group]
                for x, m in zip(got, group, strict=True):
                    tag = W.STATUS_TAG[m.status]
                    assert x.tags[0] == (tag, f"§{m.section}" if m.section else None)
                    assert dict(x.tags).get("confidence") == m.confidence
            register = tasks("To verify")
            assert [x.text for x in register] == [e.sentence for e in d.entries]
            after = (d.date + timedelta(days=1)).isoformat()
            assert [x.tags for x in register] == [
                [("verify", None), ("risk", e.risk), ("done", W.iso(d.date)) if e.resolved else ("due", after)]
                for e in d.entries]  # fmt: skip
            read = tasks("Sources read")
            assert [(x.text, x.tags) for x in read] == [
                (s, [("done", W.iso(d.date))] + ([("empty", None)] if W.empty(d, s) else [])) for s in d.sources
            ]
        else:
            assert items[0].text == f"{facts.TOPIC} living document"
            assert projects == [W.section_en(d, k) for k in d.sections]
            for k in d.sections:
                got = tasks(W.section_en(d, k))
                assert [(x.text, x.tags) for x in got] == [
                    (facts.work(m).name, [("anchored", f"§{k}")]) for m in d.mentions if m.section == k]  # fmt: skip


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
    assert entries == {"zh-hans": {"单一礁区", "陆地掩膜文件"}, "zh-hant": {"單一礁區", "陸地遮罩檔"}}.get(
        LAYOUTS[layout].LANG, {"single reef", "land mask file"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo35 key for renderer {layout};")
    brief = (key_path.parent / f"{facts.B1.stem}.{ext}").read_bytes()
    assert brief.decode("utf-8") == LAYOUTS[layout].render(facts.B1)  # written as rendered, UTF-8
    assert b"\r" not in brief and not brief.startswith(b"\xef\xbb\xbf")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_and_units_are_the_zoos_own():
    assert W.long_en(date(2026, 7, 15)) == "15 July 2026" and W.iso(date(2026, 7, 5)) == "2026-07-05"
    assert W.zh_date(date(2026, 7, 15)) == "2026年7月15日" and W.zh_md(date(2026, 7, 10)) == "7月10日"
    area = facts.B1.mentions[0].figures[0]
    assert W.value_en(area) == "410 km²" and W.fig_en(area) == "Bleached reef area: 410 km²"
    assert W.fig_hant(area) == "白化礁區面積：410 平方公里" and W.fig_hans(area) == "白化礁区面积 410平方公里"
    density = facts.B1.mentions[1].figures[0]
    assert W.value_en(density) == "2.4 colonies/m²" and W.value_hant(density) == "2.4 群體/平方公尺"
    assert W.value_hans(density) == "2.4个群体/平方米"
    dhw = facts.LIVING.mentions[0].figures[0]
    assert W.value_en(dhw) == "0.9 °C-weeks" and W.value_hant(dhw) == "0.9 °C-週" and W.value_hans(dhw) == "0.9°C-周"
    sst = facts.B2.mentions[0].figures[0]
    assert W.value_en(sst) == "0.4 °C" and W.value_hans(sst) == "0.4°C"
    speed = facts.B2.mentions[2].figures[0]
    assert W.value_en(speed) == "6.1×" and W.value_hant(speed) == "6.1 倍" and W.value_hans(speed) == "6.1倍"
    assert W.counts_en(facts.B1.counts) == "3 NET-new items, of which 3 new arXiv IDs; 1 adjacent; 2 carried over"
    assert W.counts_en(facts.B2.counts) == "3 NET-new items; 1 adjacent; 3 carried over"
    assert W.counts_hant(facts.B1.counts) == "淨新增 3 項（其中新 arXiv 編號 3 個）、相鄰 1 項、延續 2 項"
    assert W.counts_hans(facts.B3.counts) == "净新增3条（新arXiv号3个），相邻1条，延续4条"
