"""The zoo29 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (the gemtext page typed line by line
as the Gemini specification says; the WeChat export cut into its header and messages; the ODT
package opened with `zipfile` and its XML read with `xml.etree`; the Textile page through a
structure checker), and the keys parse."""

from __future__ import annotations

import io
import posixpath
import re
import tomllib
import zipfile
from datetime import date, timedelta
from pathlib import Path

import pytest

from tests.zoo4 import make as zoo4_make
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo
from .readers import ODF, RULE, chat, gemtext, odt, q, textile

CARD = r"paper_cards/\d{4}-3212-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (XML's, Textile's
# inline marks and list markers, gemtext's line prefixes, and the layouts' own joins)
MARKUP = set("|[]<>&*\"{}~\\^_#`@$=+%\t\n；、'·▪｜【】「」")
SEQUENCES = ("::", ";;", "''", "//", "..", " - ", "> ", "--", ",,", "((", "))", "=>", "```", "://")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("3212.56792", "remaining useful life error")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["3212.52358"],
        "new-but-anchored": [(facts.B2.stem, "3212.51247")],
        "duplicate-in-list": [(facts.B2.stem, "3212.53469")],
        "repeated-to-verify": {"3212.55681"},
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
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1] and facts.HANDOVER == "08:40"
    assert [b.instance for b in facts.BRIEFS] == ["numbat", "serval", "bilby"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2032 and d.date.month == 12 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "ms", "mAh", "cycles", "mV", "Wh/kg", "°C"} == set(W.UNIT_EN)
    assert set(W.UNIT_EN) == set(W.UNIT_HANS) == set(W.UNIT_HANT)
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    assert all(re.fullmatch(r"3212\.5\d{4}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    assert sum(w.arxiv is not None for w in facts.WORKS.values()) == 9
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem
    adjacent = [(d.stem, m.work) for d in facts.BRIEFS for m in d.mentions if m.status == "adjacent"]
    assert (facts.B3.stem, "3212.58914") in adjacent and all(m.work != "3212.58914" for m in facts.B1.mentions
                                                             + facts.B2.mentions + facts.LIVING.mentions)  # fmt: skip


def test_the_zoo_is_new():
    """Its topic, id prefix, instances and month are no other zoo's."""
    others = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].glob("zoo*/facts.py")
                       if int(p.parent.name[3:] or 1) < 29)  # fmt: skip
    assert f'"{facts.TOPIC}"' not in others and '"3212.' not in others and "date(2032, 12" not in others
    assert not any(f'"{b.instance}"' in others for b in facts.BRIEFS)
    assert not any(w.name in others for w in facts.WORKS.values())


# --- reading each format back (without kgraph: see readers.py) ------------------------------------


def raw(layout: str, d) -> str:
    """The document as written; for the zipped ODT, its content.xml (what zoo4's key writer reads)."""
    out = LAYOUTS[layout].render(d)
    if isinstance(out, bytes):
        with zipfile.ZipFile(io.BytesIO(out)) as z:
            return z.read("content.xml").decode("utf-8")
    return out


def seen(layout: str, d) -> str:
    if layout == "odt_hant":
        doc = odt(LAYOUTS[layout].render(d))
        return doc.text + "\n" + "\n".join(href for href, _ in doc.links)
    return LAYOUTS[layout].render(d)


def _ids(sep: str, fmt: str = "{}"):
    return lambda ids: sep.join(fmt.format(i) for i in ids)


def _count_table(c: dict[str, int]) -> str:
    cols = W.count_columns_hans(c)
    return "|_. " + " |_. ".join(k for k, _ in cols) + " |\n| " + " | ".join(str(v) for _, v in cols) + " |"


FIG = {
    "gemtext_en": lambda f: [W.fig_en(f), f"{f.metric}: {W.value_en(f)}"],
    "wechat_hans": lambda f: [W.fig_hans(f)],
    "odt_hant": lambda f: [W.fig_hant(f)],
    "textile_hans": lambda f: [W.fig_hans(f)],
}
DATE = {"gemtext_en": W.uk_en, "wechat_hans": W.zh_date, "odt_hant": W.zh_date, "textile_hans": W.iso}
BASE = {"gemtext_en": W.uk_en, "wechat_hans": W.zh_date, "odt_hant": W.slash, "textile_hans": W.iso}
ANCHOR = {"gemtext_en": W.uk_short, "wechat_hans": W.zh_md, "odt_hant": W.zh_md, "textile_hans": W.iso}
COUNTS = {"gemtext_en": W.counts_en, "wechat_hans": W.counts_hans, "odt_hant": W.counts_hant,
          "textile_hans": _count_table}  # fmt: skip
IDS = {"gemtext_en": _ids(", "), "wechat_hans": _ids("、"), "odt_hant": _ids("、"), "textile_hans": _ids(", ", "@{}@")}
STATUS = {"en": W.STATUS_EN, "zh-hans": W.STATUS_HANS, "zh-hant": W.STATUS_HANT}
EMPTY = {"en": "(empty", "zh-hans": "（空，", "zh-hant": "（空白"}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"gmi", "txt", "odt", "textile"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
    lang = mod.LANG
    for d in facts.DOCS:
        text = seen(layout, d)
        for m in d.mentions:
            w = facts.work(m)
            assert w.name in text and W.url(m) in text, (layout, d.stem, m.work)
            assert not w.arxiv or w.arxiv in text
            assert not m.section or f"§{m.section}" in text
            assert all(any(x in text for x in FIG[layout](f)) for f in m.figures), (layout, d.stem, m.work)
            assert all(s in text for s in m.sources), (layout, d.stem, m.work)
            assert not m.anchored_on or ANCHOR[layout](m.anchored_on) in text, (layout, d.stem, m.work)
            point = {"zh-hans": m.hans, "zh-hant": m.hant}.get(lang, W.sentence(m.point))
            assert point in text, (layout, d.stem, m.work)
            if d.kind == "brief":
                assert STATUS[lang][m.status] in text, (layout, d.stem, m.status)
        assert all(s in text for s in d.sources), (layout, d.stem)
        for e in d.entries:
            words = {"zh-hans": (e.hans_text, e.hans), "zh-hant": (e.hant_text, e.hant)}.get(lang, (e.text, e.sentence))
            assert words[0] in text and words[1] in text, (layout, d.stem, e.text)
        table = {"zh-hans": facts.SECTIONS_HANS, "zh-hant": facts.SECTIONS_HANT}.get(lang)
        assert all((table[n] if table else n) in text for n in d.sections.values())
        assert facts.TOPIC in text and DATE[layout](d.date) in text
        if d.kind == "brief":
            assert COUNTS[layout](d.counts) in text, (layout, d.stem)
            assert facts.living_path(mod.EXT) in text and d.instance in text
            assert BASE[layout](d.baseline) in text
            assert " → ".join(d.window) in text
            assert IDS[layout](d.new_ids) in text, (layout, d.stem)  # as written, a repeated id included
            assert all(EMPTY[lang] in text for _ in d.empty_sources)
            # the key's baseline: the path as written in the raw document
            assert facts.living_path(mod.EXT) in raw(layout, d)


# --- gemtext ------------------------------------------------------------------------------------


def test_gemtext_pages_type_every_line():
    mod = LAYOUTS["gemtext_en"]
    for d in facts.DOCS:
        g = gemtext(mod.render(d))
        assert g.headings[0][0] == 1 and [n for n, _ in g.headings].count(1) == 1
        urls = {u for u, _ in g.links}
        assert {W.url(m) for m in d.mentions} <= urls and all(label for _, label in g.links)
        assert all(re.fullmatch(r"(https|gemini)://\S+|/\S*", u) for u in urls)
        assert not any(t.startswith((" ", "#", "*", ">", "=>")) for t in g.texts)
        level2 = [t for n, t in g.headings if n == 2]
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert f"/{facts.living_path('gmi')}" in urls
            assert [t for n, t in g.headings if n == 3] == [f"{i}. {facts.work(m).name}" for i, m in enumerate(new, 1)]
            assert len(level2) == (6 if side else 5) and len(g.quotes) == len(d.entries)
            assert all(f"* {s}" in mod.render(d) for s in d.sources)
            keep = [m for m in old if facts.work(m).arxiv]
            ((alt, table),) = g.pre
            assert alt and len({len(x) for x in table}) == 1 and len(table) == 4 + len(keep)
            assert [x.split("|")[1].strip() for x in table[3:-1]] == [facts.work(m).arxiv for m in keep]
        else:
            assert level2 == [W.section_en(d, k) for k in d.sections] and not g.pre and not g.quotes
            assert [t for n, t in g.headings if n == 3] == [facts.work(m).name for m in d.mentions]


# --- WeChat -------------------------------------------------------------------------------------


def test_wechat_exports_are_message_logs():
    mod = LAYOUTS["wechat_hans"]
    ids = set(facts.WORKS)
    for d in facts.DOCS:
        head, got = chat(mod.render(d))
        assert head["群聊"] == mod.GROUP and re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", head["导出时间"])
        assert int(head["消息条数"]) == len(got) and head["导出时间"] > got[-1].time
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert {m.sender for m in got} == {d.instance, mod.BOSS, mod.LAB, mod.SYSTEM}
            mine = [m for m in got if m.sender == d.instance]
            assert mine[1].lines[0] == f"【{facts.TOPIC} 每日简报】{W.zh_date(d.date)}"
            starts = [m.lines[0] for m in mine if m.lines[0].startswith(f"【{W.STATUS_HANS['new']} ")]
            assert starts == [f"【{W.STATUS_HANS['new']} {mod.CIRCLED[i]}】{facts.work(m).name}" for i, m in
                              enumerate(new)]  # fmt: skip
            theirs = "\n".join(x for m in got if m.sender != d.instance for x in m.lines)
            assert not any(i in theirs for i in ids)  # the others' messages are not the brief
            assert [m.lines for m in got if m.sender == mod.SYSTEM] == [[f'"{mod.LAB}"撤回了一条消息']]
            assert (
                sum(m.lines == ["[图片]"] for m in got) == 1 and sum(m.lines[0].startswith("[文件] ") for m in got) == 1
            )
            cards = [m for m in got if m.lines[0].startswith("[链接] ")]
            assert len(cards) == any(facts.work(m).kind == "blog post" for m in new)
            (reply,) = [m for m in got if m.lines[0].startswith("「")]
            assert (
                reply.sender == mod.BOSS and reply.lines[0].startswith(f"「{d.instance}：") and reply.lines[1] == RULE
            )
        else:
            assert [m.sender for m in got] == [mod.BOT] * (1 + len(d.sections)) + [mod.BOSS]
            assert [m.lines[0] for m in got[1:-1]] == [W.section_hans(d, k) for k in d.sections]


# --- OpenDocument -------------------------------------------------------------------------------


def test_odt_files_are_odf_packages():
    mod = LAYOUTS["odt_hant"]
    for d in facts.DOCS:
        data = mod.render(d)
        doc = odt(data)
        assert doc.members == ["mimetype", "META-INF/manifest.xml", "content.xml", "styles.xml", "meta.xml"]
        assert data[30:38] == b"mimetype" and data[38 : 38 + len(mod.MIME)] == mod.MIME.encode()  # readable by magic
        meta = doc.meta.find(q("office:meta"))
        assert meta.find(q("dc:language")).text == "zh-TW" and meta.find(q("dc:title")).text.startswith(facts.TOPIC)
        paras = len(list(doc.content.iter(q("text:p"))))
        stat = meta.find(q("meta:document-statistic"))
        assert int(stat.get(f"{{{ODF['meta']}}}paragraph-count")) == paras
        levels = {
            s.get(q("style:name")): s.get(q("style:default-outline-level")) for s in doc.styles.iter(q("style:style"))
        }
        for h in doc.content.iter(q("text:h")):
            assert levels[h.get(q("text:style-name"))] == h.get(q("text:outline-level"))
        heads = [x for k, x in doc.blocks if k == "h"]
        assert heads[0][0] == 1 and [n for n, _ in heads].count(1) == 1
        tables = [x for k, x in doc.blocks if k == "table"]
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert meta.find(q("dc:creator")).text == d.instance
            assert len([n for n, _ in heads if n == 2]) == (6 if side else 5)
            numbered = [x for k, x in doc.blocks if k == "list" and x[0][0].startswith(facts.work(new[0]).name)]
            assert [item[0].split("（")[0] for item in numbered[0]] == [facts.work(m).name for m in new]
            (h1, r1), (h2, r2) = tables
            assert h1 == [["條目", "連結", "章節", "狀態", "說明"]] and [r[0] for r in r1] == [
                facts.work(m).name for m in old
            ]
            assert h2 == [["編號", "風險", "狀態", "內容"]] and [r[2] for r in r2] == [
                "已解決" if e.resolved else "未解決" for e in d.entries]  # fmt: skip
            assert len(doc.notes) == 1 and [a for a, _, _ in doc.annotations] == [mod.BOSS]
            here = f"{d.stem}.odt"  # ODF resolves a relative link against the package itself
            hrefs = [h for h, text in doc.links if text == facts.living_path("odt")]
            assert [posixpath.normpath(posixpath.join(here, h)) for h in hrefs] == [facts.living_path("odt")]
        else:
            assert [t for n, t in heads if n == 2] == [W.section_hant(d, k) for k in d.sections]
            assert [t for n, t in heads if n == 3] == [facts.work(m).name for m in d.mentions] and not tables


# --- Textile ------------------------------------------------------------------------------------


def test_textile_pages_are_redmine_wiki_pages():
    mod = LAYOUTS["textile_hans"]
    for d in facts.DOCS:
        doc = textile(mod.render(d))
        assert doc.macros == ["{{>toc}}"] and [n for n, _ in doc.headings].count(1) == 1
        assert {W.url(m) for m in d.mentions} <= {u for _, u in doc.links}
        level2 = [t for n, t in doc.headings if n == 2]
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert len(level2) == (6 if side else 5)
            keep = [m for m in old if facts.work(m).arxiv]
            facts_table, counts, items, *rest = doc.tables
            assert [c[0] for _, c in facts_table] == ["撰写", "时间窗", "基线活文档"]
            assert [h for h, _ in counts] == [True, False] and [h for h, _ in items] == [True] + [False] * len(new)
            assert [c[1] for _, c in items[1:]] == [f"*{facts.work(m).name}*" for m in new]
            assert len(rest) == (1 if keep else 0) and all(len(r) == 1 + len(keep) for r in rest)
            assert set(d.sources) <= set(doc.codes) and set(d.new_ids) <= set(doc.codes)
            numbered = [x for kind, x in doc.lists if kind == "number"]
            assert numbered == [[f"{facts.work(m).name}：{m.hans}。" for m in new]]
            signs = [s for s, _ in doc.signed]
            assert signs.count("bq") == sum(not e.resolved for e in d.entries)
            assert signs.count("p(note)") == sum(e.resolved for e in d.entries) + 1
        else:
            assert level2 == [W.section_hans(d, k) for k in d.sections] and not doc.tables
            assert [t for n, t in doc.headings if n == 3] == [facts.work(m).name for m in d.mentions]


# --- keys ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("layout", NAMES)
def test_the_key_parses_and_names_the_written_documents(layout: str, tmp_path):
    key_path = write_zoo(tmp_path, layout)
    assert zoo4_make.get.__module__ == "tests.zoo4.renderers"  # the layout lookup is put back
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
    assert entries == {"zh-hans": {"单一电池化学体系", "参数文件"}, "zh-hant": {"單一電池化學體系", "參數檔"}}.get(
        LAYOUTS[layout].LANG, {"single cell chemistry", "parameter files"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo29 key for renderer {layout};")
    if ext == "odt":  # the written file is the package itself
        brief = key_path.parent / f"{facts.B1.stem}.odt"
        assert zipfile.is_zipfile(brief) and odt(brief.read_bytes()).members[0] == "mimetype"


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_and_units_are_the_zoos_own():
    assert W.uk_en(date(2032, 12, 13)) == "13 December 2032" and W.uk_short(date(2032, 12, 9)) == "9 Dec"
    assert W.zh_date(date(2032, 12, 13)) == "2032年12月13日" and W.zh_md(date(2032, 12, 9)) == "12月9日"
    assert W.slash(date(2032, 12, 13)) == "2032/12/13" and W.iso(date(2032, 12, 9)) == "2032-12-09"
    fig = facts.B1.mentions[0].figures[0]
    assert W.value_en(fig) == "86 cycles" and W.value_hans(fig) == "86 次循环" and W.value_hant(fig) == "86 次循環"
    assert W.fig_en(fig) == "Remaining useful life error: 86 cycles"
