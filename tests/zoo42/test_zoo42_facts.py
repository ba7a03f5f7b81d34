"""The zoo42 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (the Confluence wiki markup, the
Typora note, the pdftotext pages and the CSV export, each read back by readers.py), and the
keys parse."""

from __future__ import annotations

import re
import tomllib
from datetime import date, timedelta
from pathlib import Path

import pytest

from tests.zoo4 import make as zoo4_make
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo
from .readers import csv_rows, csv_text, pdftext, typora, wiki

CARD = r"paper_cards/\d{4}-3301-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (YAML's, Markdown's,
# Obsidian's and reStructuredText's marks, JSON's quotes and escapes, a table's cell separator, an
# e-mail quote mark, and the layouts' own joins)
MARKUP = set('"\\<>@#|[]{}()*_`~^!&$=+:\t\n、：；·§%×｜')
SEQUENCES = ("://", "..", "  ", "''", " - ", " — ", "::", "-- ")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("3301.86078", "piping frequency error")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["3301.82634"],
        "new-but-anchored": [(facts.B2.stem, "3301.81523")],
        "duplicate-in-list": [(facts.B2.stem, "3301.83745")],
        "repeated-to-verify": {"3301.85967"},
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
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1] and facts.HANDOVER == "16:50"
    assert [b.instance for b in facts.BRIEFS] == ["tarpon", "snook", "halibut"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2026 and d.date.month == 10 and 2 <= d.date.day <= 8 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "kg/day", "mites/100 bees", "Hz", "dB"} == set(W.UNIT_EN)
    assert set(W.UNIT_EN) == set(W.UNIT_HANS) == set(W.UNIT_HANT)
    assert all(re.search("[\u4e00-\u9fff]", W.UNIT_HANS[u] + W.UNIT_HANT[u]) for u in units - {"%"})
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    ids = [w.arxiv for w in facts.WORKS.values() if w.arxiv]
    assert all(re.fullmatch(r"3301\.8\d{4}", i) for i in ids) and len(set(ids)) == len(ids) == 9
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem
    adjacent = [(d.stem, m.work) for d in facts.BRIEFS for m in d.mentions if m.status == "adjacent"]
    assert (facts.B3.stem, "3301.88290") in adjacent and all(m.work != "3301.88290" for m in facts.B1.mentions
                                                             + facts.B2.mentions + facts.LIVING.mentions)  # fmt: skip


def test_the_zoo_is_new():
    """Its topic, id prefix, dates, handover, instances, works and units are no other zoo's."""
    others = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].glob("zoo*/facts.py")
                       if int(p.parent.name[3:] or 1) < 42)  # fmt: skip
    assert f'"{facts.TOPIC}"' not in others and '"3301.8' not in others
    assert not re.search(r"date\(2026, 10, [2-8]\)", others)  # no other zoo has early October
    assert f'HANDOVER = "{facts.HANDOVER}"' not in others and f'{facts.HANDOVER}")' not in others
    assert not any(b.instance in others.lower() for b in facts.BRIEFS)
    assert not any(w.name in others for w in facts.WORKS.values())
    units = re.findall(r'Figure\([^()]*?"([^"]+)"', others)
    assert not {"kg/day", "mites/100 bees", "Hz", "dB"} & set(units)


# --- reading each format back (without kgraph: see readers.py) ------------------------------------


def seen(layout: str, d) -> str:
    """The document as its reader shows it, as text."""
    out = LAYOUTS[layout].render(d)
    if layout == "confluence_wiki_markup_en":
        return wiki(out).text
    if layout == "typora_md_hans":
        note = typora(out)
        return "\n".join([str(v) for v in note.front.values()] + [note.text])
    if layout == "pdf_text_hant":
        return pdftext(out).text
    return csv_text(out)


LANG = {n: LAYOUTS[n].LANG for n in NAMES}
FIG = {"en": W.fig_en, "zh-hans": W.fig_hans, "zh-hant": W.fig_hant}
SECTION = {"en": W.section_en, "zh-hans": W.section_hans, "zh-hant": W.section_hant}
ANCHOR = {"en": W.iso, "zh-hans": W.iso, "zh-hant": W.zh_date}
COUNTS = {"en": W.counts_en, "zh-hans": W.counts_hans, "zh-hant": W.counts_hant}
IDS_SEP = {"confluence_wiki_markup_en": ", ", "typora_md_hans": "、", "pdf_text_hant": "、", "csv_export_en": ", "}


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
def test_the_key_writer_finds_the_baseline_without_a_text_hook(layout: str):
    """The file itself (what make.py hands the key writer) holds the baseline path exactly when
    the brief, as its reader shows it, does; so no layout gives a `text` hook."""
    mod = LAYOUTS[layout]
    assert not hasattr(mod, "text")
    for d in facts.BRIEFS:
        assert facts.living_path(mod.EXT) in mod.render(d) and facts.living_path(mod.EXT) in seen(layout, d)


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
        "zh-hans": {"单一蜂场", "校准脚本"},
        "zh-hant": {"單一蜂場", "校準腳本"},
    }.get(LAYOUTS[layout].LANG, {"single apiary", "calibration script"})
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo42 key for renderer {layout};")
    brief = (key_path.parent / f"{facts.B1.stem}.{ext}").read_bytes()
    assert brief == LAYOUTS[layout].render(facts.B1).encode("utf-8")  # written as rendered
    assert (b"\r\n" in brief) == (layout == "csv_export_en") == brief.startswith(b"\xef\xbb\xbf")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_each_format_holds_its_own_shape():
    for d in facts.DOCS:
        page = wiki(LAYOUTS["confluence_wiki_markup_en"].render(d))
        note = typora(LAYOUTS["typora_md_hans"].render(d))
        pdf = pdftext(LAYOUTS["pdf_text_hant"].render(d))
        rows = csv_rows(LAYOUTS["csv_export_en"].render(d))
        assert note.front["date"] == d.date
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert pdf.pages >= 2
            assert page.headings[0] == (1, f"Daily brief: {facts.TOPIC}, {W.long_en(d.date)}")
            assert [h for lvl, h in page.headings if lvl == 3] == [f"{k}. {W.label(m)}" for k, m in enumerate(new, 1)]
            ((head, *body),) = page.tables
            assert head == ["Item", "Section", "Status", "Figures", "Note"]
            assert [r[:3] for r in body] == [[W.label(m), W.section_en(d, m.section), W.carried_en(m)] for m in old]
            kinds = [k for k, _, _ in page.macros]
            assert kinds == ["panel"] + ["info" if e.resolved else "warning" for e in d.entries]
            assert [r[2] for r in note.tables[0][1:]] == [W.STATUS_HANS["new"]] * len(new)
            assert [r[7].split("\n") for r in note.tables[0][1:]] == [list(m.sources) for m in new]
            assert note.front["typora-root-url"] == "../.." and len(note.footnotes) >= 1
            names = [f"{facts.work(m).name}（arXiv:{facts.work(m).arxiv}）" if facts.work(m).arxiv
                     else f"{facts.work(m).name}（軟體釋出）" for m in old]  # fmt: skip
            assert [r[0] for r in pdf.tables[0][1:]] == names
            assert [r[1] for r in pdf.tables[1][1:]] == d.sources
            assert [r["value"] for r in rows if r["record_type"] == "source_read"] == d.sources
            empty = [r["value"] for r in rows if r["record_type"] == "source_read" and r["field"] == "empty"]
            assert empty == list(d.empty_sources)
            assert [r["value"] for r in rows if r["field"] == "new_arxiv_ids"] == [", ".join(d.new_ids)]
        else:
            assert [h for lvl, h in page.headings if lvl == 2] == [W.section_en(d, k) for k in d.sections]
            assert [h for lvl, h in note.headings if lvl == 2] == [W.section_hans(d, k) for k in d.sections]
            secs = [r["value"] for r in rows if r["record_type"] == "section"]
            assert secs == [W.section_en(d, k) for k in d.sections]


def test_the_readers_reject_what_their_formats_forbid():
    page = LAYOUTS["confluence_wiki_markup_en"].render(facts.B2)
    note = LAYOUTS["typora_md_hans"].render(facts.B2)
    pdf = LAYOUTS["pdf_text_hant"].render(facts.B2)
    sheet = LAYOUTS["csv_export_en"].render(facts.B2)
    broken = [
        (wiki, page.replace("{panel}\n", "", 1)),  # an unclosed panel
        (wiki, page.replace("|carried over|", "|carried over", 1)),  # a row a cell short
        (typora, note.replace("[^1]: ", "[^9]: ", 1)),  # a footnote with no reference
        (typora, note.replace("<br/>", "<br><div>", 1)),
        (pdftext, pdf.replace("第 2 頁", "第 3 頁", 1)),
        (pdftext, pdf.replace("\f", "\fX", 1)),  # a page without the running header
        (csv_rows, sheet[1:]),  # no BOM
        (csv_rows, sheet.replace('"3301.81523, ', "3301.81523, ", 1)),  # an unquoted comma
    ]
    for read, bad in broken:
        assert bad not in (page, note, pdf, sheet)
        with pytest.raises(Exception):  # noqa: B017
            read(bad)


def test_dates_and_units_are_the_zoos_own():
    assert W.long_en(date(2026, 10, 7)) == "7 October 2026" and W.zh_date(date(2026, 10, 7)) == "2026年10月7日"
    mites = facts.B1.mentions[2].figures[0]
    assert W.fig_en(mites) == "Mite load bias: 2.4 mites/100 bees"
    assert W.value_hans(mites) == "2.4只螨每百只蜂" and W.value_hant(mites) == "2.4 隻蟎/百隻蜂"
    gain = facts.LIVING.mentions[0].figures[0]
    assert W.value_en(gain) == "0.42 kg/day" and W.value_hans(gain) == "0.42千克每日"
    assert W.value_hant(gain) == "0.42 公斤/日"
    assert W.counts_en(facts.B2.counts) == "3 NET-new items; 1 adjacent; 3 carried over"
