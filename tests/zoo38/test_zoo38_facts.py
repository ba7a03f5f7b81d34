"""The zoo38 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (the Keep note loaded with json; the
Joplin note's front matter with PyYAML; the Notion CSV with the csv module; the iCalendar file
unfolded, split into content lines and unescaped by an RFC 5545 reader; see readers.py), and the
keys parse."""

from __future__ import annotations

import re
import tomllib
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from tests.zoo4 import make as zoo4_make
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo
from .readers import (
    NOTION_DATE,
    NOTION_RELATION,
    ical,
    joplin,
    keep,
    keep_text,
    notion,
    split_list,
    unescape,
    unfold,
)

CARD = r"paper_cards/\d{4}-3309-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (JSON's quotes and
# escapes, Markdown's marks, CSV's comma and quote, iCalendar's escaped specials, and the
# layouts' own joins)
MARKUP = set('"\\<>@#|[]{}()*_`~^!&$=+:\t\n、：；·§%×')
SEQUENCES = ("://", "..", "  ", "''", " - ", " — ")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("3309.76071", "fog lead time")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["3309.72637"],
        "new-but-anchored": [(facts.B2.stem, "3309.71526")],
        "duplicate-in-list": [(facts.B2.stem, "3309.73748")],
        "repeated-to-verify": {"3309.75960"},
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
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1] and facts.HANDOVER == "10:20"
    assert [b.instance for b in facts.BRIEFS] == ["cormorant", "petrel", "kittiwake"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2026 and d.date.month == 6 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "m", "µm", "g/kg", "h"} == set(W.UNIT_EN)
    assert set(W.UNIT_EN) == set(W.UNIT_HANS) == set(W.UNIT_HANT)
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    ids = [w.arxiv for w in facts.WORKS.values() if w.arxiv]
    assert all(re.fullmatch(r"3309\.\d{5}", i) for i in ids) and len(set(ids)) == len(ids) == 9
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem
    adjacent = [(d.stem, m.work) for d in facts.BRIEFS for m in d.mentions if m.status == "adjacent"]
    assert (facts.B3.stem, "3309.78293") in adjacent and all(m.work != "3309.78293" for m in facts.B1.mentions
                                                             + facts.B2.mentions + facts.LIVING.mentions)  # fmt: skip


def test_the_zoo_is_new():
    """Its topic, id prefix, month, handover, instances, works and new units are no other zoo's."""
    others = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].glob("zoo*/facts.py")
                       if int(p.parent.name[3:] or 1) < 38)  # fmt: skip
    assert f'"{facts.TOPIC}"' not in others and '"3309.' not in others and "date(2026, 6" not in others
    assert f'HANDOVER = "{facts.HANDOVER}"' not in others and f'{facts.HANDOVER}")' not in others
    assert not any(f'"{b.instance}"' in others for b in facts.BRIEFS)
    assert not any(w.name in others for w in facts.WORKS.values())
    units = re.findall(r'Figure\([^()]*?"([^"]+)"', others)
    assert not {"µm", "g/kg", "h"} & set(units)


# --- reading each format back (without kgraph: see readers.py) ------------------------------------

ICS_TEXT = {"SUMMARY", "DESCRIPTION", "X-WR-CALNAME", "LOCATION", "COMMENT"}


def seen(layout: str, d) -> str:
    """The document as its reader shows it, as text."""
    out = LAYOUTS[layout].render(d)
    if layout == "keep_json_en":
        return keep_text(keep(out))
    if layout == "joplin_md_hans":
        note = joplin(out)
        return "\n".join([note.meta["title"], note.meta["author"], *note.meta["tags"], note.body])
    if layout == "notion_csv_hant":
        return "\n".join(f"{k}: {v}" for row in notion(out) for k, v in row.items() if v)
    cal = ical(out)
    parts = [unfold_text(p.name, p.value) for p in cal.props]
    for c in cal.children:
        parts += [unfold_text(p.name, p.value) for p in c.props]
    return "\n".join(parts)


def unfold_text(name: str, value: str) -> str:
    if name in ICS_TEXT:
        return unescape(value)
    if name == "CATEGORIES":
        return ", ".join(split_list(value))
    return value


LANG = {n: LAYOUTS[n].LANG for n in NAMES}
FIG = {"en": W.fig_en, "zh-hans": W.fig_hans, "zh-hant": W.fig_hant}
SECTION = {"en": W.section_en, "zh-hans": W.section_hans, "zh-hant": W.section_hant}
ANCHOR = {"en": W.iso, "zh-hans": W.iso, "zh-hant": W.zh_date}
COUNTS = {"en": W.counts_en, "zh-hans": W.counts_hans, "zh-hant": W.counts_hant}
IDS_SEP = {"keep_json_en": ", ", "joplin_md_hans": "、", "notion_csv_hant": "、", "ics_en": ", "}


def _point(lang: str, m) -> str:
    return {"en": m.point[1:], "zh-hans": m.hans, "zh-hant": m.hant}[lang]


@pytest.mark.parametrize("layout", NAMES)
@pytest.mark.parametrize("d", facts.DOCS, ids=[d.stem.split("/")[1] for d in facts.DOCS])
def test_the_document_states_what_its_key_says(layout: str, d):
    text = seen(layout, d)
    lang = LANG[layout]
    for k in d.sections:
        assert SECTION[lang](d, k) in text, (layout, k)
    for m in d.mentions:
        w = facts.work(m)
        assert w.name in text and (w.arxiv is None or w.arxiv in text)
        assert _point(lang, m) in text, (layout, m.work)
        for f in m.figures:
            assert FIG[lang](f) in text, (layout, f)
        if m.anchored_on:
            assert ANCHOR[lang](m.anchored_on) in text
        for s in m.sources:
            assert s in text
        if m.status == "new" or d.kind == "living":
            assert W.url(m) in text, (layout, m.work)
    if d.kind == "brief":
        assert facts.living_path(LAYOUTS[layout].EXT) in text and d.instance in text
        assert all(x in text for x in d.window)
        assert COUNTS[lang](d.counts) in text
        assert IDS_SEP[layout].join(d.new_ids) in text
        for s in d.sources:
            assert s in text
        for e in d.entries:
            said = {"en": e.sentence, "zh-hans": e.hans, "zh-hant": e.hant}[lang]
            assert said in text
        assert facts.TOPIC in text and facts.HANDOVER in text


# --- Google Keep -----------------------------------------------------------------------------------------


def test_keep_notes_are_what_takeout_exports():
    mod = LAYOUTS["keep_json_en"]
    for d in facts.DOCS:
        n = keep(mod.render(d))
        links = [m for m in d.mentions if m.status == "new" or d.kind == "living"]
        assert [a["url"] for a in n["annotations"]] == [W.url(m) for m in links]
        assert {x["name"] for x in n["labels"]} >= {facts.TOPIC}
        edited = datetime.fromtimestamp(n["userEditedTimestampUsec"] / 1e6, UTC).replace(tzinfo=None)
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert n["isPinned"] and not n["isArchived"] and "listContent" not in n
            assert edited == datetime.strptime(d.window[1], "%Y-%m-%d %H:%M")
            assert n["title"] == f"Daily brief: {facts.TOPIC}, {W.long_en(d.date)}"
            lines = n["textContent"].split("\n")
            assert lines[2] == f"Baseline: {facts.living_path('json')} (version {W.iso(d.baseline)})"
            assert lines[-1] == f"Hand-over from {d.instance}, {facts.HANDOVER}"
            block = lines[lines.index(W.STATUS_EN["new"]) + 1 : lines.index("Carried over")]
            heads = [x.split(", ")[0] for x in block if re.match(r"\d\. ", x)]
            assert heads == [f"{k}. {W.label(m)}" for k, m in enumerate(new, 1)]
            reg = lines[lines.index("To verify") + 1 : lines.index("Sources read") - 1]
            assert [re.match(r"\d\. Risk (\w+), (open|resolved): ", x).groups() for x in reg] == [
                (e.risk, "resolved" if e.resolved else "open") for e in d.entries]  # fmt: skip
            src = lines[lines.index("Sources read") + 1 : -2]
            assert src == [f"- {s}" + (" (empty)" if s in d.empty_sources else "") for s in d.sources]
        else:
            assert n["isArchived"] and "textContent" not in n
            items = n["listContent"]
            assert [i["text"] for i in items if i["text"].startswith("§")] == [W.section_en(d, k) for k in d.sections]
            assert sum(i["isChecked"] for i in items) == sum(m.status == "anchored" for m in d.mentions)


# --- Joplin -------------------------------------------------------------------------------------------------


def test_joplin_notes_are_what_joplin_exports():
    mod = LAYOUTS["joplin_md_hans"]
    for d in facts.DOCS:
        note = joplin(mod.render(d))
        assert facts.TOPIC in note.meta["tags"]
        assert note.meta["updated"] - note.meta["created"] == timedelta(minutes=23)
        if d.kind == "brief":
            assert note.meta["author"] == d.instance
            end = datetime.strptime(d.window[1], "%Y-%m-%d %H:%M") - timedelta(hours=8)  # UTC+8
            assert note.meta["updated"].replace(tzinfo=None) == end
            assert [x[0] for x in note.links] == ["", "!"] and note.links[0][1] == "活文档"
            assert note.checks == [(e.resolved, f"风险{W.LEVEL_HANS[e.risk]}，{'已解决' if e.resolved else '未解决'}："
                                    f"{e.hans}") for e in d.entries]  # fmt: skip
            assert f"- 基线：`{facts.living_path('md')}`" in note.body
            new, _, _ = facts.groups(d)
            heads = re.findall(r"^### \d\. (.+?)（", note.body, re.M)
            assert heads == [facts.work(m).name for m in new]
        else:
            assert not note.checks and not note.links
            heads = re.findall(r"^## (§.+)$", note.body, re.M)
            assert heads == [W.section_hans(d, k) for k in d.sections]


# --- Notion -------------------------------------------------------------------------------------------------


def test_notion_csvs_are_what_notion_exports():
    mod = LAYOUTS["notion_csv_hant"]
    for d in facts.DOCS:
        rows = notion(mod.render(d))
        assert list(rows[0]) == mod.COLUMNS and mod.COLUMNS[0] == "名稱"
        (page,) = {r["簡報"] for r in rows}
        assert NOTION_RELATION.fullmatch(page)
        for r in rows:
            assert not r["錨定日期"] or NOTION_DATE.fullmatch(r["錨定日期"])
            assert r["已解決"] in {"", "Yes", "No"} and (not r["網址"] or r["網址"].startswith("https://"))
        works = [r for r in rows if r["類型"] in W.KIND_HANT.values()]
        order = [m for k in d.sections for m in d.mentions if m.section == k] if d.kind == "living" else \
            sum(facts.groups(d), [])  # fmt: skip
        assert [r["狀態"] for r in works] == [W.STATUS_HANT[m.status] for m in order]
        assert [r["來源"].split(", ") if r["來源"] else [] for r in works] == [list(m.sources) for m in order]
        sections = [r["名稱"] for r in rows if r["類型"] == "小節"]
        assert sections == [W.section_hant(d, k) for k in d.sections]
        if d.kind == "brief":
            info = {r["名稱"]: r for r in rows if r["類型"] == "簡報資訊"}
            assert info["計數"]["重點"] == W.counts_hant(d.counts)
            assert info["新的 arXiv 編號"]["重點"].split("、") == list(d.new_ids)
            assert info["已讀來源"]["來源"].split(", ") == d.sources
            assert info["基線"]["來源"] == facts.living_path("csv")
            reg = [r for r in rows if r["類型"] == "待查核"]
            assert [(r["風險"], r["已解決"]) for r in reg] == [
                (W.LEVEL_HANT[e.risk], "Yes" if e.resolved else "No") for e in d.entries]  # fmt: skip


# --- iCalendar ----------------------------------------------------------------------------------------------


def test_ics_files_are_what_rfc_5545_asks():
    mod = LAYOUTS["ics_en"]
    for d in facts.DOCS:
        raw = mod.render(d)
        physical = raw.split("\r\n")[:-1]
        assert any(x.startswith(" ") for x in physical)  # long lines really are folded
        for x, y in zip(physical, physical[1:], strict=False):  # folded only when the next character won't fit
            if y.startswith(" "):
                assert len(x.encode("utf-8")) + len(y[1].encode("utf-8")) > 75, (x, y)
        cal = ical(raw)
        assert cal.get("METHOD") == "PUBLISH" and cal.get("CALSCALE") == "GREGORIAN"
        (event,) = [c for c in cal.children if c.name == "VEVENT"]
        todos = [c for c in cal.children if c.name == "VTODO"]
        assert all(c.get("STATUS") in {"NEEDS-ACTION", "COMPLETED"} for c in todos)
        assert all((c.get("STATUS") == "COMPLETED") == (c.get("COMPLETED") is not None) for c in todos)
        works = [c for c in todos if split_list(c.get("CATEGORIES"))[0] != "To verify"]
        assert len(works) == len(d.mentions)
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            start = datetime.strptime(event.get("DTSTART"), "%Y%m%dT%H%M%SZ")
            assert start == datetime.strptime(d.window[1], "%Y-%m-%d %H:%M") + timedelta(hours=7)  # UTC-7
            assert event.get("ATTACH") == facts.living_path("ics")
            desc = event.text("DESCRIPTION").split("\n")
            assert desc[3] == f"Baseline: {facts.living_path('ics')} (version {W.iso(d.baseline)})"
            assert desc[-1] == f"Hand-over from {d.instance}, {facts.HANDOVER}"
            assert [c.text("SUMMARY") for c in works[: len(new)]] == [
                f"NET-new {k}/{len(new)}: {W.label(m)}" for k, m in enumerate(new, 1)]  # fmt: skip
            assert [c.get("URL") for c in works[: len(new)]] == [W.url(m) for m in new]
            reg = [c for c in todos if c.get("CATEGORIES") == "To verify"]
            assert [(c.get("PRIORITY"), c.get("STATUS")) for c in reg] == [
                (str(mod.PRIORITY[e.risk]), "COMPLETED" if e.resolved else "NEEDS-ACTION") for e in d.entries]  # fmt: skip
            assert [c.text("DESCRIPTION") for c in reg] == [
                f"Risk {e.risk}, {'resolved' if e.resolved else 'open'}: {e.sentence}." for e in d.entries]  # fmt: skip
        else:
            desc = event.text("DESCRIPTION").split("\n")
            assert desc[2:] == [W.section_en(d, k) for k in d.sections]
            assert all(c.get("STATUS") == "COMPLETED" for c in works)


def test_the_ics_reader_unfolds_and_unescapes():
    raw = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nX-A:a\\, b\\;\r\n  c\\nd\r\nEND:VCALENDAR\r\n"
    assert unfold(raw)[3] == "X-A:a\\, b\\; c\\nd"
    assert unescape("a\\, b\\; c\\nd\\\\") == "a, b; c\nd\\"
    with pytest.raises(AssertionError):
        unescape("a, b")
    with pytest.raises(AssertionError):
        ical(raw.replace("\r\n", "\n"))


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
    assert entries == {"zh-hans": {"单一云高仪", "探空标定文件"}, "zh-hant": {"單一雲幂儀", "探空標定檔"}}.get(
        LAYOUTS[layout].LANG, {"single ceilometer", "radiosonde calibration file"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo38 key for renderer {layout};")
    brief = (key_path.parent / f"{facts.B1.stem}.{ext}").read_bytes()
    out = LAYOUTS[layout].render(facts.B1)
    assert brief == out.encode("utf-8")  # written as rendered
    assert (b"\r\n" in brief) == (layout == "ics_en") and (b"\r" not in brief.replace(b"\r\n", b""))
    assert brief.startswith(b"\xef\xbb\xbf") == (layout == "notion_csv_hant")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_and_units_are_the_zoos_own():
    assert W.long_en(date(2026, 6, 11)) == "11 June 2026" and W.iso(date(2026, 6, 5)) == "2026-06-05"
    assert W.zh_date(date(2026, 6, 11)) == "2026年6月11日"
    lead = facts.B1.mentions[0].figures[0]
    assert W.value_en(lead) == "3.4 h" and W.fig_en(lead) == "Fog lead time: 3.4 h"
    assert W.fig_hant(lead) == "霧預報提前量 3.4 小時" and W.fig_hans(lead) == "雾预报提前量 3.4小时"
    mix = facts.B1.mentions[1].figures[0]
    assert W.value_en(mix) == "0.6 g/kg" and W.value_hant(mix) == "0.6 公克/公斤" and W.value_hans(mix) == "0.6克/千克"
    bias = facts.B1.mentions[2].figures[0]
    assert W.value_en(bias) == "240 m" and W.value_hant(bias) == "240 公尺" and W.value_hans(bias) == "240米"
    speed = facts.B2.mentions[2].figures[0]
    assert W.value_en(speed) == "5.4×" and W.value_hant(speed) == "5.4 倍" and W.value_hans(speed) == "5.4倍"
    drop = facts.LIVING.mentions[0].figures[0]
    assert W.value_en(drop) == "1.5 µm" and W.value_hans(drop) == "1.5微米" and W.value_hant(drop) == "1.5 微米"
    assert W.counts_en(facts.B1.counts) == "3 NET-new items, of which 3 new arXiv IDs; 1 adjacent; 2 carried over"
    assert W.counts_en(facts.B2.counts) == "3 NET-new items; 1 adjacent; 3 carried over"
    assert W.counts_hant(facts.B1.counts) == "淨新增 3 項，其中新的 arXiv 編號 3 個；相鄰 1 項；延續 2 項"
    assert W.counts_hans(facts.B3.counts) == "净新增3条（新arXiv编号3个），相邻1条，延续4条"
