"""The zoo31 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (the slide deck and the workbook
opened with `zipfile` and their XML read with `xml.etree`, packages, relationships, slides and
sheets checked; the Discourse raw view cut into posts, its BBCode blocks balanced and its Markdown
read through markdown-it-py's tokens; the e-mail parsed by the `email` package and its HTML part
by `html.parser`), and the keys parse."""

from __future__ import annotations

import posixpath
import re
import tomllib
import zipfile
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path

import pytest

from tests.zoo4 import make as zoo4_make
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo
from .readers import discourse, mail, pptx, q, xlsx

CARD = r"paper_cards/\d{4}-3302-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (XML's and HTML's
# marks, Markdown's and BBCode's, a spreadsheet's formula sign, and the layouts' own joins)
MARKUP = set("|[]<>&*\"{}~\\^_#`@$=+%\t\n；、'·▪｜【】「」／◆▶•!Ø")
SEQUENCES = ("::", ";;", "''", "//", "..", " - ", "> ", "--", ",,", "((", "))", "=>", "```", "://", "——")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("3302.76924", "bleaching threshold shift")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["3302.72570"],
        "new-but-anchored": [(facts.B2.stem, "3302.71469")],
        "duplicate-in-list": [(facts.B2.stem, "3302.73681")],
        "repeated-to-verify": {"3302.75813"},
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
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1] and facts.HANDOVER == "11:25"
    assert [b.instance for b in facts.BRIEFS] == ["remora", "manatee", "blenny"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2033 and d.date.month == 2 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "ms", "°C", "DHW", "km²", "days"} == set(W.UNIT_EN)
    assert set(W.UNIT_EN) == set(W.UNIT_HANS) == set(W.UNIT_HANT)
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    assert all(re.fullmatch(r"3302\.7\d{4}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    assert sum(w.arxiv is not None for w in facts.WORKS.values()) == 9
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem
    adjacent = [(d.stem, m.work) for d in facts.BRIEFS for m in d.mentions if m.status == "adjacent"]
    assert (facts.B3.stem, "3302.78146") in adjacent and all(m.work != "3302.78146" for m in facts.B1.mentions
                                                             + facts.B2.mentions + facts.LIVING.mentions)  # fmt: skip


def test_the_zoo_is_new():
    """Its topic, id prefix, instances, handover, month and works are no other zoo's."""
    others = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].glob("zoo*/facts.py")
                       if int(p.parent.name[3:] or 1) < 31)  # fmt: skip
    assert f'"{facts.TOPIC}"' not in others and '"3302.' not in others and "date(2033, 2" not in others
    assert f'HANDOVER = "{facts.HANDOVER}"' not in others and f'{facts.HANDOVER}")' not in others
    assert not any(f'"{b.instance}"' in others for b in facts.BRIEFS)
    assert not any(w.name in others for w in facts.WORKS.values())


# --- reading each format back (without kgraph: see readers.py) ------------------------------------


def topic_of(d) -> int:
    mod = LAYOUTS["discourse_hans"]
    return mod.topic_id(d) if d.kind == "brief" else mod.LIVING_TOPIC


def raw(layout: str, d) -> str:
    """The document as zoo4's key writer reads it: a package's main XML, the mail's HTML decoded."""
    mod = LAYOUTS[layout]
    return mod.text(mod.render(d)) if hasattr(mod, "text") else mod.render(d)


def seen(layout: str, d) -> str:
    out = LAYOUTS[layout].render(d)
    if layout == "pptx_en":
        deck = pptx(out)
        return deck.text + "\n" + "\n".join(t for s in deck.slides for t, _ in s.links)
    if layout == "xlsx_hant":
        book = xlsx(out)
        return book.text + "\n" + "\n".join(t for s in book.sheets for t in s.links.values())
    if layout == "outlook_eml_hans":
        m = mail(out)
        return m.text + "\n" + "\n".join(h for h, _ in m.links)
    return out


def _ids(sep: str, fmt: str = "{}"):
    return lambda ids: sep.join(fmt.format(i) for i in ids)


def _count_rows(c: dict[str, int]) -> str:
    return "\n".join(f"{what} | {n}" for what, n in W.count_rows_hant(c))


FIG = {
    "pptx_en": lambda f: [W.fig_en(f), f"{f.metric}: {W.value_en(f)}"],
    "xlsx_hant": lambda f: [f"{facts.METRIC_HANT[f.metric]} | {f.text} | {W.unit_cell_hant(f)}"],
    "discourse_hans": lambda f: [W.fig_hans(f)],
    "outlook_eml_hans": lambda f: [W.fig_hans(f)],
}
DATE = {"pptx_en": W.us_en, "xlsx_hant": W.zh_date, "discourse_hans": W.zh_date, "outlook_eml_hans": W.zh_date}
BASE = {"pptx_en": W.us_en, "xlsx_hant": W.zh_date, "discourse_hans": W.iso, "outlook_eml_hans": W.slash}
ANCHOR = {"pptx_en": W.us_short, "xlsx_hant": W.zh_md, "discourse_hans": W.zh_md, "outlook_eml_hans": W.zh_md}
COUNTS = {"pptx_en": W.counts_en, "xlsx_hant": _count_rows, "discourse_hans": W.counts_hans,
          "outlook_eml_hans": W.counts_mail}  # fmt: skip
IDS = {"pptx_en": _ids(", "), "xlsx_hant": _ids("\n", "{} | 淨增"), "discourse_hans": _ids(", "),
       "outlook_eml_hans": _ids("、")}  # fmt: skip
WINDOW = {"pptx_en": " → ", "xlsx_hant": " 至 ", "discourse_hans": " → ", "outlook_eml_hans": " 至 "}
EMPTY = {"pptx_en": " (empty, nothing on this topic today)", "xlsx_hant": " | 空白，今日無本主題內容",
         "discourse_hans": "`（空，今日无本主题内容）", "outlook_eml_hans": "——空，今日没有本主题内容"}  # fmt: skip
STATUS = {"en": W.STATUS_EN, "zh-hans": W.STATUS_HANS, "zh-hant": W.STATUS_HANT}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"pptx", "xlsx", "md", "eml"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
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
            assert WINDOW[layout].join(d.window) in text
            assert IDS[layout](d.new_ids) in text, (layout, d.stem)  # as written, a repeated id included
            assert all(f"{s}{EMPTY[layout]}" in text for s in d.empty_sources)
            # the key's baseline: the path as written in the document zoo4's key writer reads
            assert facts.living_path(mod.EXT) in raw(layout, d)


# --- PowerPoint ---------------------------------------------------------------------------------


def test_pptx_files_are_presentationml_decks():
    mod = LAYOUTS["pptx_en"]
    for d in facts.DOCS:
        data = mod.render(d)
        deck = pptx(data)
        slides = deck.slides
        assert deck.pkg.members[0] == "[Content_Types].xml" and data[:2] == b"PK"
        assert [s.layout for s in slides] == ["Title Slide"] + ["Title and Content"] * (len(slides) - 1)
        core = deck.pkg.parts["docProps/core.xml"]
        assert core.find(q("dc:creator")).text == (d.instance or "relay")
        app = deck.pkg.parts["docProps/app.xml"]
        ns = "{http://schemas.openxmlformats.org/officeDocument/2006/extended-properties}"
        assert int(app.findtext(f"{ns}Slides")) == len(slides)
        assert int(app.findtext(f"{ns}Notes")) == sum(s.notes is not None for s in slides)
        assert {W.url(m) for m in d.mentions} <= {t for s in slides for t, _ in s.links}
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            titles = [f"{facts.TOPIC} daily brief", "At a glance", "Sources checked"]
            titles += [f"{W.STATUS_EN['new']} {n} of {len(new)}: {facts.work(m).name}" for n, m in enumerate(new, 1)]
            titles += ["Carried over and anchored"] + (["Adjacent, not for the living document yet"] if side else [])
            assert [s.title for s in slides] == titles + ["To verify", "Citable arXiv IDs"]
            assert [s.paras[0][1] for s in slides[:1]] == [W.us_en(d.date)]
            (table,) = [t for s in slides for t in s.tables]
            assert table[0] == ["Item", "Link", "Section", "Status", "Note"]
            assert [r[0] for r in table[1:]] == [facts.work(m).name for m in old]
            assert [r[3] for r in table[1:]] == [W.carried_en(m) for m in old]
            for s, m in zip(slides[3 : 3 + len(new)], new, strict=True):
                assert s.links[0] == (W.url(m), W.label(m))
                level1 = [t for lvl, t in s.paras if lvl == 1]
                assert level1 == [W.fig_en(f) for f in m.figures] + list(m.sources)
            glance = slides[1]
            (living,) = [(t, x) for t, x in glance.links if x == facts.living_path("pptx")]
            assert posixpath.normpath(posixpath.join(posixpath.dirname(d.stem), living[0])) == facts.living_path("pptx")
            assert [n for n, s in enumerate(slides) if s.notes] == [1, len(slides) - 2]
            register = slides[-2]
            heads = [t for lvl, t in register.paras if lvl == 0]
            assert heads == [f"{n}. {'Resolved' if e.resolved else 'Open'}, {W.RISK_EN[e.risk]} risk"
                             for n, e in enumerate(d.entries, 1)]  # fmt: skip
            assert [t for lvl, t in register.paras if lvl == 1] == [f"{e.sentence}." for e in d.entries]
            assert slides[-1].paras[-1] == (0, f"Handover: {d.instance}, {facts.HANDOVER}.")
        else:
            assert [s.title for s in slides] == [f"{facts.TOPIC} living document"] + [
                W.section_en(d, k) for k in d.sections]  # fmt: skip
            names = [t.split(" (")[0] for s in slides[1:] for lvl, t in s.paras if lvl == 0]
            assert [n for n in names if not n.startswith("Nothing")] == [facts.work(m).name for m in d.mentions]
            assert not any(s.tables or s.notes for s in slides)


# --- Excel --------------------------------------------------------------------------------------


def test_xlsx_files_are_spreadsheetml_workbooks():
    mod = LAYOUTS["xlsx_hant"]
    for d in facts.DOCS:
        book = xlsx(mod.render(d))
        assert book.pkg.members[0] == "[Content_Types].xml"
        assert all(1 in s.bold_rows for s in book.sheets)  # a header row on each sheet
        cells = [c for s in book.sheets for c in s.cells.values()]
        inline = sum(k == "inlineStr" for k, _, _ in cells)
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert [s.name for s in book.sheets] == ["摘要", "來源", "條目", "待核實", "arXiv 編號"]
            summary = {r[0]: r[1:] for r in book.sheet("摘要").rows()}
            assert summary["報告日期"] == [W.zh_date(d.date)] and summary["基線版本"] == [W.zh_date(d.baseline)]
            assert summary["主題"] == [facts.TOPIC] and summary["撰寫"] == [d.instance]
            top = book.sheet("摘要")
            assert {r for r in top.bold_rows} == {1, 10} and top.cells[(3, 2)][0] == "n"
            (target,) = top.links.values()
            assert posixpath.normpath(posixpath.join(posixpath.dirname(d.stem), target)) == facts.living_path("xlsx")
            assert [r[1:] for r in book.sheet("來源").rows()[1:]] == [
                [s, mod.EMPTY if W.empty(d, s) else mod.READ] for s in d.sources]  # fmt: skip
            items = book.sheet("條目")
            rows = [r for r in items.rows()[1:] if r[0]]
            assert [r[1] for r in rows] == [facts.work(m).name for m in new + old + side]
            assert [r[4] for r in rows] == [W.STATUS_HANT[m.status] for m in new + old + side]
            assert [r[7] for r in rows] == [
                W.CONFIDENCE_ZH[m.confidence] if m.confidence else "" for m in new + old + side
            ]
            assert sorted(items.links.values()) == sorted(W.url(m) for m in d.mentions)
            assert all(items.cells[(r, 11)][0] == "n" for r, c in items.cells if c == 11 and r > 1)
            assert items.filter == f"A1:M{len(items.rows())}"
            ((sqref, formula),) = items.validations
            assert sqref.startswith("E2:") and formula.strip('"').split(",") == [
                W.STATUS_HANT[k] for k in ("new", "carried-over", "anchored", "not-anchored", "adjacent", "candidate")]  # fmt: skip
            register = book.sheet("待核實").rows()[1:]
            assert [r[3] for r in register] == ["已解決" if e.resolved else "未解決" for e in d.entries]
            assert [r[4] for r in register] == [f"{e.hant}。" for e in d.entries]
            ids = book.sheet("arXiv 編號").rows()[1:]
            assert [r[0] for r in ids if r[1] == W.STATUS_HANT["new"]] == list(d.new_ids)
            assert inline == len(d.mentions) + len(d.entries)
        else:
            assert [s.name for s in book.sheets] == ["說明", "章節", "條目"]
            assert book.sheet("章節").rows()[1:] == [[f"§{k}", facts.SECTIONS_HANT[v], str(
                sum(m.section == k for m in d.mentions))] for k, v in d.sections.items()]  # fmt: skip
            assert [r[1] for r in book.sheet("條目").rows()[1:]] == [facts.work(m).name for m in d.mentions]
            assert inline == len(d.mentions) and not book.sheet("條目").filter


# --- Discourse ----------------------------------------------------------------------------------


def test_discourse_files_are_raw_topic_views():
    mod = LAYOUTS["discourse_hans"]
    arxiv = re.compile(r"3302\.\d{5}")
    for d in facts.DOCS:
        posts = discourse(mod.render(d), topic_of(d))
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert [p.user for p in posts] == [mod.BOSS, d.instance, d.instance, mod.LAB, d.instance, mod.BOSS]
            handover = datetime.combine(d.date, time.fromisoformat(facts.HANDOVER)) - mod.UTC_OFFSET
            assert posts[1].when.replace(tzinfo=None) - handover < timedelta(minutes=1)  # shown in UTC
            assert posts[0].dates == [(d.date.isoformat(), f"{facts.HANDOVER}:00", "Asia/Shanghai")]
            first, second = posts[1], posts[2]
            assert first.headings[0] == (1, f"{facts.TOPIC} 每日简报 · {W.zh_date(d.date)}")
            assert first.tasks == [(True, s + ("（空，今日无本主题内容）" if W.empty(d, s) else "")) for s in d.sources]
            table = first.tables[0]
            assert table[0] == ["#", "条目", "链接", "建议归入", "可信度", "数据"]
            assert [r[1] for r in table[1:]] == [facts.work(m).name for m in new]
            folds = [t for t, _ in first.details]
            assert folds[: len(new)] == [f"{n}. {facts.work(m).name} 的要点与来源" for n, m in enumerate(new, 1)]
            assert len(folds) == len(new) + bool(side)
            assert first.oneboxes == [W.url(m) for m in new if facts.work(m).kind == "blog post"]
            assert {W.url(m) for m in d.mentions} <= {h for p in posts for h, _ in p.links} | set(first.oneboxes)
            assert second.tasks == [(e.resolved, f"待核实 {n}（风险{W.RISK_ZH[e.risk]}，{'已解决' if e.resolved else '未解决'}）"
                                                 f"：{e.hans}。") for n, e in enumerate(d.entries, 1)]  # fmt: skip
            keep = [m for m in old if facts.work(m).arxiv]
            assert [r[0] for r in second.tables[0][1:]] == [facts.work(m).arxiv for m in keep]
            assert set(d.sources) | {facts.living_path("md")} <= set(first.codes)
            ((who, n, t, said),) = posts[3].quotes
            open_entry = next(e for e in d.entries if not e.resolved)
            assert (who, n, t) == (d.instance, 3, topic_of(d)) and open_entry.hans.startswith(said)
            assert [q_[:2] for q_ in posts[4].quotes] == [(mod.LAB, 4)]
            assert posts[3].images and posts[3].mentions == [d.instance] and mod.BOSS in second.mentions
            assert [len(o) for _, o in posts[5].polls] == [2]
            theirs = "\n".join(p.own for p in posts if p.user != d.instance)
            assert not arxiv.search(theirs) and not any(k in theirs for k in facts.WORKS)  # not the brief
        else:
            assert [p.user for p in posts] == [mod.BOT, mod.BOSS]
            living = posts[0]
            assert [t for n, t in living.headings if n == 2] == [W.section_hans(d, k) for k in d.sections]
            assert [t for n, t in living.headings if n == 3] == [facts.work(m).name for m in d.mentions]
            assert [t for t, _ in living.details] == ["关于本帖"] and not living.tables


# --- e-mail -------------------------------------------------------------------------------------


def test_eml_files_are_outlook_html_messages():
    mod = LAYOUTS["outlook_eml_hans"]
    for d in facts.DOCS:
        m = mail(mod.render(d))
        names = [k for k, _ in m.headers]
        brief = d.kind == "brief"
        assert names[:2] == ["From", "To"] and names[-3:] == [
            "MIME-Version",
            "Content-Type",
            "Content-Transfer-Encoding",
        ]
        assert ("CC" in names) == brief and ("In-Reply-To" in names) == brief
        assert m.header("In-Reply-To") == m.header("References")
        assert m.subject == mod.subject(d) and m.header("Thread-Topic").startswith("=?utf-8?B?")
        local = datetime.combine(d.date, time(11, 25, 41) if brief else time(23, 38, 20))
        assert m.date == (local - mod.UTC_OFFSET).replace(tzinfo=UTC)
        assert m.meta["Generator"] == "Microsoft Word 15 (filtered medium)"
        paras = [x for k, x in m.blocks if k == "p"]
        tables = [x for k, x in m.blocks if k == "table"]
        assert {c for c, _, _, _ in paras} == {"MsoNormal", "MsoListParagraph"} or not brief
        assert re.findall(r"<table class=(\w+)", m.html) == ["MsoTableGrid"] * len(tables)
        heads = [t for _, b, _, t in paras if b]
        assert {W.url(x) for x in d.mentions} <= {h for h, _ in m.links}
        if brief:
            new, old, side = facts.groups(d)
            k = 4 if side else 3
            assert heads == ["一、今日读过的来源", f"二、{W.STATUS_HANS['new']}", "三、沿用与已锚定",
                             *(["四、邻接预备（暂不进活文档）"] if side else []), f"{'一二三四五六'[k]}、待核实",
                             f"{'一二三四五六'[k + 1]}、可引用 arXiv 号"]  # fmt: skip
            marks = [mark.strip() for _, _, mark, _ in paras if mark]
            keep = [x for x in old if facts.work(x).arxiv]
            assert marks.count("·") == len(d.sources) + len(keep)
            assert [x for x in marks if x.endswith(".")] == [f"{n}." for n in range(1, len(new) + 1)]
            assert marks.count("Ø") == sum(4 + len(x.figures) for x in new)
            numbered = [t for _, _, mark, t in paras if mark and mark.strip().endswith(".")]
            assert [t.split(" ", 1)[1].split("（")[0] for t in numbered] == [facts.work(x).name for x in new]
            carried, register = tables
            assert carried[0] == ["条目", "链接", "节", "状态", "说明"] and [r[0] for r in carried[1:]] == [
                facts.work(x).name for x in old]  # fmt: skip
            assert [r[2] for r in register[1:]] == ["已解决" if e.resolved else "未解决" for e in d.entries]
            (reply,) = [t for _, _, _, t in paras if t.startswith("发件人:")]
            assert reply.split("\n")[0] == f"发件人: {mod.BOSS[0]} <{mod.BOSS[1]}>" and len(reply.split("\n")) == 4
        else:
            assert heads == [W.section_hans(d, k) for k in d.sections] and not tables


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
    assert entries == {"zh-hans": {"单一礁区系统", "气候态文件"}, "zh-hant": {"單一礁區系統", "氣候態檔案"}}.get(
        LAYOUTS[layout].LANG, {"single reef system", "climatology files"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo31 key for renderer {layout};")
    brief = key_path.parent / f"{facts.B1.stem}.{ext}"
    if ext in ("pptx", "xlsx"):  # the written file is the package itself
        assert zipfile.is_zipfile(brief)
        assert (pptx if ext == "pptx" else xlsx)(brief.read_bytes()).pkg.members[0] == "[Content_Types].xml"
    if ext == "eml":  # written as it travels: CRLF line ends, ASCII only
        data = brief.read_bytes()
        assert data.isascii() and data.count(b"\n") == data.count(b"\r\n")
        assert mail(data.decode("ascii")).subject == LAYOUTS[layout].subject(facts.B1)


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_and_units_are_the_zoos_own():
    assert W.us_en(date(2033, 2, 15)) == "February 15, 2033" and W.us_short(date(2033, 2, 9)) == "Feb 9"
    assert W.zh_date(date(2033, 2, 15)) == "2033年2月15日" and W.zh_md(date(2033, 2, 9)) == "2月9日"
    assert W.slash(date(2033, 2, 15)) == "2033/2/15" and W.iso(date(2033, 2, 9)) == "2033-02-09"
    assert W.serial(date(2033, 2, 15)) == 48625 and W.serial(date(1900, 3, 1)) == 61  # Excel's 1900 system
    area = facts.B1.mentions[2].figures[0]
    assert W.value_en(area) == "2300 km²" and W.fig_en(area) == "Reef area mapped: 2300 km²"
    assert W.fig_hans(area) == "已制图礁区面积 2300 平方公里" and W.fig_hant(area) == "已製圖礁區面積 2300 平方公里"
    heat = facts.B1.mentions[0].figures[0]
    assert W.value_en(heat) == "1.6 DHW" and W.value_hans(heat) == "1.6 DHW" and W.unit_cell_hant(heat) == "DHW"
    calm = facts.LIVING.mentions[1].figures[0]
    assert W.value_en(calm) == "14 days" and W.value_hans(calm) == "14 天" and W.unit_cell_hant(calm) == "天"
    speed = facts.B2.mentions[2].figures[0]
    assert W.value_en(speed) == "5.2×" and W.value_hans(speed) == "5.2倍" and W.value_hant(speed) == "5.2 倍"
