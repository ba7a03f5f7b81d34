"""The zoo39 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (the Day One export loaded with json
and its Markdown unescaped; the Messenger export loaded with json and repaired from Facebook's
mojibake; the MHTML file parsed as MIME with the email package and decoded with quopri, its HTML
read with html.parser; the .ods package opened with zipfile and its XML with ElementTree; see
readers.py), and the keys parse."""

from __future__ import annotations

import json
import re
import tomllib
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest

from tests.zoo4 import make as zoo4_make
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo
from .readers import (
    dayone,
    html_rows,
    html_text,
    md_plain,
    md_text,
    messenger,
    messenger_text,
    mhtml,
    ods,
    ods_text,
    unmojibake,
)

CARD = r"paper_cards/\d{4}-3310-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (JSON's quotes and
# escapes, Markdown's marks, HTML's specials, the quoted-printable `=`, and the layouts' own joins)
MARKUP = set('"\\<>@#|[]{}()*_`~^!&$=+:\t\n、：；·§%×')
SEQUENCES = ("://", "..", "  ", "''", " - ", " — ")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("3310.86078", "wind slab depth error")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["3310.82634"],
        "new-but-anchored": [(facts.B2.stem, "3310.81523")],
        "duplicate-in-list": [(facts.B2.stem, "3310.83745")],
        "repeated-to-verify": {"3310.85967"},
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
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1] and facts.HANDOVER == "13:10"
    assert [b.instance for b in facts.BRIEFS] == ["avocet", "shearwater", "dunlin"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2026 and d.date.month == 7 and d.date.day >= 20 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "cm", "kg/m³", "kPa", "°C/m"} == set(W.UNIT_EN)
    assert set(W.UNIT_EN) == set(W.UNIT_HANS) == set(W.UNIT_HANT)
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    ids = [w.arxiv for w in facts.WORKS.values() if w.arxiv]
    assert all(re.fullmatch(r"3310\.8\d{4}", i) for i in ids) and len(set(ids)) == len(ids) == 9
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem
    adjacent = [(d.stem, m.work) for d in facts.BRIEFS for m in d.mentions if m.status == "adjacent"]
    assert (facts.B3.stem, "3310.88290") in adjacent and all(m.work != "3310.88290" for m in facts.B1.mentions
                                                             + facts.B2.mentions + facts.LIVING.mentions)  # fmt: skip


def test_the_zoo_is_new():
    """Its topic, id prefix, dates, handover, instances, works and new units are no other zoo's."""
    others = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].glob("zoo*/facts.py")
                       if int(p.parent.name[3:] or 1) < 39)  # fmt: skip
    assert f'"{facts.TOPIC}"' not in others and '"3310.' not in others and "date(2026, 7, 2" not in others
    assert f'HANDOVER = "{facts.HANDOVER}"' not in others and f'{facts.HANDOVER}")' not in others
    assert not any(f'"{b.instance}"' in others or f"inbox/{b.instance}/" in others for b in facts.BRIEFS)
    assert not any(w.name in others for w in facts.WORKS.values())
    units = re.findall(r'Figure\([^()]*?"([^"]+)"', others)
    assert not {"kg/m³", "kPa", "°C/m"} & set(units)


# --- reading each format back (without kgraph: see readers.py) ------------------------------------


def seen(layout: str, d) -> str:
    """The document as its reader shows it, as text."""
    out = LAYOUTS[layout].render(d)
    if layout == "dayone_json_en":
        entry = dayone(out)
        return "\n".join([*entry["tags"], md_text(entry["text"])])
    if layout == "messenger_json_hant":
        return messenger_text(messenger(out))
    if layout == "mhtml_hans":
        page = mhtml(out)
        return "\n".join([page.subject, html_text(page.html)[0]])
    return ods_text(ods(out))


LANG = {n: LAYOUTS[n].LANG for n in NAMES}
FIG = {"en": W.fig_en, "zh-hans": W.fig_hans, "zh-hant": W.fig_hant}
SECTION = {"en": W.section_en, "zh-hans": W.section_hans, "zh-hant": W.section_hant}
ANCHOR = {"en": W.iso, "zh-hans": W.iso, "zh-hant": W.zh_date}
COUNTS = {"en": W.counts_en, "zh-hans": W.counts_hans, "zh-hant": W.counts_hant}
IDS_SEP = {"dayone_json_en": ", ", "messenger_json_hant": "、", "mhtml_hans": "、", "ods_en": ", "}


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


@pytest.mark.parametrize("layout", NAMES)
def test_the_text_hook_shows_what_a_reader_sees(layout: str):
    """What make.py hands the key writer (a layout's `text`, or the file itself) holds the
    baseline path exactly when the brief, as its reader shows it, does."""
    mod = LAYOUTS[layout]
    for d in facts.BRIEFS:
        hooked = mod.text(mod.render(d)) if hasattr(mod, "text") else mod.render(d)
        assert facts.living_path(mod.EXT) in hooked and facts.living_path(mod.EXT) in seen(layout, d)
    assert hasattr(mod, "text") == (layout != "messenger_json_hant")


# --- Day One ---------------------------------------------------------------------------------------------


def test_dayone_entries_are_what_day_one_exports():
    mod = LAYOUTS["dayone_json_en"]
    raw = mod.render(facts.B1)
    assert "\\/" in raw and "2026\\\\-07\\\\-21" in raw  # slashes escaped by Apple's writer, dashes by Day One
    for d in facts.DOCS:
        e = dayone(mod.render(d))
        lines = e["text"].split("\n")
        plain = md_plain(e["text"]).split("\n")
        assert e["timeZone"] == "Pacific/Auckland" and facts.TOPIC in e["tags"]
        modified = datetime.strptime(e["modifiedDate"], "%Y-%m-%dT%H:%M:%SZ")
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert modified + timedelta(hours=12) == datetime.strptime(d.window[1], "%Y-%m-%d %H:%M")
            assert e["location"]["timeZoneName"] == "Pacific/Auckland" and d.instance in e["tags"]
            assert lines[0] == "# " + f"Daily brief: {facts.TOPIC}, {W.long_en(d.date)}".replace("-", "\\-")
            assert f"Baseline: {facts.living_path('json')} (version {W.iso(d.baseline)})" in plain
            assert plain[-1] == f"Hand-over from {d.instance}, {facts.HANDOVER}"
            heads = [x for x in lines if x.startswith("### ")]
            assert [md_plain(x) for x in heads] == [f"{k}. {W.label(m)}" for k, m in enumerate(new, 1)]
            assert all(re.match(r"### \d\\\. ", x) for x in heads)
            boxes = [x for x in lines if x.startswith("- [")]
            assert [(x[3] == "x", md_plain(x)) for x in boxes] == [
                (e.resolved, f"Risk {e.risk}, {'resolved' if e.resolved else 'open'}: {e.sentence}.")
                for e in d.entries]  # fmt: skip
            numbered = [md_plain(x) for x in lines if re.match(r"\d+\. ", x)]
            assert numbered == [s + (" (empty)" if s in d.empty_sources else "") for s in d.sources]
            rich = json.loads(e["richText"])["contents"]
            assert [c["attributes"]["line"]["checked"] for c in rich
                    if c.get("attributes", {}).get("line", {}).get("listStyle") == "checkbox"] == [
                x.resolved for x in d.entries]  # fmt: skip
        else:
            assert "location" not in e and e["isPinned"]
            heads = [md_plain(x) for x in lines if x.startswith("## ")]
            assert heads == [W.section_en(d, k) for k in d.sections]


# --- Messenger ---------------------------------------------------------------------------------------------


def test_messenger_threads_are_what_facebook_exports():
    mod = LAYOUTS["messenger_json_hant"]
    raw = mod.render(facts.B1)
    assert "\\u00e9\\u009b\\u00aa" in raw and "雪" not in raw  # 雪 as its three UTF-8 bytes
    assert unmojibake("\u00e5\u00b7\u00b2") == "已"
    for d in facts.DOCS:
        t = messenger(mod.render(d))
        msgs = t["messages"][::-1]  # oldest first
        assert t["title"] == "雪崩危險預報小組" and {p["name"] for p in t["participants"]} == set(mod.PEOPLE)
        senders = [m["sender_name"] for m in msgs]
        assert len(set(senders)) == 2  # one analyst posts, a teammate replies
        poster = senders[0]
        first = datetime(1970, 1, 1) + timedelta(milliseconds=msgs[0]["timestamp_ms"], hours=8)  # Taipei
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            start = datetime.strptime(d.window[1], "%Y-%m-%d %H:%M")
            assert start < first < start + timedelta(minutes=1)
            head = msgs[0]["content"].split("\n")
            assert head[0] == f"每日簡報：{facts.TOPIC}，{W.zh_date(d.date)}"
            assert f"基線：{facts.living_path('json')}（{W.zh_date(d.baseline)}版）" in head
            assert msgs[0]["reactions"] == [{"reaction": "👍", "actor": senders[1]}]
            items = [m for m in msgs if re.match(rf"{W.STATUS_HANT['new']} \d/\d：", m["content"])]
            assert [m["share"]["link"] for m in items] == [W.url(m) for m in new]
            assert all(m["sender_name"] == poster for m in items)
            replies = [k for k, s in enumerate(senders) if s != poster]
            assert 0 < replies[1] < len(msgs) - 2  # a reply comes between the brief's messages
            reg = next(m["content"] for m in msgs if m["content"].startswith("待查核")).split("\n")[1:]
            assert reg == [f"{k}. 風險{W.LEVEL_HANT[e.risk]}，{'已解決' if e.resolved else '未解決'}：{e.hant}"
                           for k, e in enumerate(d.entries, 1)]  # fmt: skip
            src = next(m["content"] for m in msgs if m["content"].startswith("已讀來源")).split("\n")[1:]
            assert src == [s + ("（空的）" if s in d.empty_sources else "") for s in d.sources]
        else:
            blocks = [m["content"].split("\n")[0] for m in msgs if m["sender_name"] == poster][1:]
            assert blocks == [W.section_hant(d, k) for k in d.sections]


# --- MHTML ---------------------------------------------------------------------------------------------------


def test_mhtml_pages_are_what_the_browser_saves():
    mod = LAYOUTS["mhtml_hans"]
    for d in facts.DOCS:
        raw = mod.render(d)
        assert re.search(r"=\r\n", raw) and "=E9=9B=AA" in raw  # soft line breaks; 雪 escaped
        page = mhtml(raw)
        text, heads = html_text(page.html)
        assert page.subject.endswith(" - 雪崩组知识库") and page.location.startswith("https://")
        assert "border-collapse" in page.css
        assert heads[0][0] == "h1" and heads[0][1] == page.subject.removesuffix(" - 雪崩组知识库")
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert heads[0][1] == f"每日简报：{facts.TOPIC}，{W.zh_date(d.date)}"
            assert [h for _, h in heads[1:]] == ["净新增", "延续与锚定", "相邻", "待核实", "已读来源"]
            meta = dict(r for r in html_rows(page.html, "meta"))
            assert meta["基线"] == f"{facts.living_path('mhtml')}（{W.iso(d.baseline)} 版）"
            assert meta["计数"] == W.counts_hans(d.counts) and meta["新arXiv编号"].split("、") == list(d.new_ids)
            rows = html_rows(page.html, "items")
            assert [r[0] for r in rows] == [str(k) for k in range(1, len(new) + 1)]
            assert [r[1].split(" <")[0] for r in rows] == [facts.work(m).name for m in new]
            assert [r[4] for r in rows] == [W.LEVEL_HANS[m.confidence] for m in new]
            assert [r[5].split("\n") for r in rows] == [list(m.sources) for m in new]
            reg = html_rows(page.html, "register")
            assert [(r[1], r[2], r[3]) for r in reg] == [
                (W.LEVEL_HANS[e.risk], "已解决" if e.resolved else "未解决", e.hans) for e in d.entries]  # fmt: skip
            assert text.rstrip().endswith(f"交接：{d.instance}，{facts.HANDOVER}")
        else:
            assert [h for t, h in heads if t == "h2"] == [W.section_hans(d, k) for k in d.sections]


# --- OpenDocument spreadsheet --------------------------------------------------------------------------------


def test_ods_workbooks_are_what_calc_saves():
    mod = LAYOUTS["ods_en"]
    for d in facts.DOCS:
        book = ods(mod.render(d))
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert list(book) == ["Brief", "To verify", "Sources read"]
            rows = book["Brief"]
            info = {r[0].text: r[1:] for r in rows if r and r[0].kind == "string"}
            assert info["Topic"][0].value == facts.TOPIC and info["Instance"][0].value == d.instance
            assert [info["Window from"][0].value, info["Window to"][0].value] == [
                datetime.strptime(x, "%Y-%m-%d %H:%M") for x in d.window]  # fmt: skip
            assert info["Hand-over"][0].value == (13, 10, 0)
            assert info["Baseline"][0].value == facts.living_path("ods")
            assert info["Baseline"][2].value == datetime.combine(d.baseline, datetime.min.time())
            assert info["Declared counts"][0].value == W.counts_en(d.counts)
            numbers = [r[2].value for r in rows if r and r[0].kind is None and len(r) == 3]
            assert numbers == [float(v) for v in d.counts.values()]
            head = next(k for k, r in enumerate(rows) if r and r[0].text == "#")
            items = rows[head + 1 :]
            assert [r[1].text for r in rows[head : head + 1]] == ["Group"]
            assert [r[2].value for r in items] == [facts.work(m).name for m in new + old + side]
            assert [r[11].links for r in items] == [[W.url(m)] for m in new + old + side]
            assert [r[7].value.date() if r[7].kind else None for r in items] == [
                m.anchored_on for m in new + old + side
            ]
            reg = book["To verify"][1:]
            assert [(r[3].value, r[4].value) for r in reg] == [(e.risk, e.resolved) for e in d.entries]
            src = book["Sources read"][1:]
            assert [r[1].value for r in src] == d.sources
            assert [len(r) == 3 for r in src] == [s in d.empty_sources for s in d.sources]
        else:
            assert list(book) == ["Living document"]
            secs = [r[0].text for r in book["Living document"] if r and r[0].text.startswith("§")]
            assert secs == [W.section_en(d, k) for k in d.sections]


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
    assert entries == {"zh-hans": {"单一观测场", "气象驱动文件"}, "zh-hant": {"單一觀測場", "氣象驅動檔"}}.get(
        LAYOUTS[layout].LANG, {"single study plot", "meteorological forcing file"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo39 key for renderer {layout};")
    brief = (key_path.parent / f"{facts.B1.stem}.{ext}").read_bytes()
    out = LAYOUTS[layout].render(facts.B1)
    assert brief == (out if isinstance(out, bytes) else out.encode("utf-8"))  # written as rendered
    if layout == "ods_en":
        assert brief.startswith(b"PK\x03\x04\x14\x00\x00\x00\x00\x00") and brief[30:38] == b"mimetype"
    else:
        assert (b"\r\n" in brief) == (layout == "mhtml_hans") and (b"\r" not in brief.replace(b"\r\n", b""))
        assert not brief.startswith(b"\xef\xbb\xbf")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_and_units_are_the_zoos_own():
    assert W.long_en(date(2026, 7, 22)) == "22 July 2026" and W.iso(date(2026, 7, 5)) == "2026-07-05"
    assert W.zh_date(date(2026, 7, 22)) == "2026年7月22日"
    slab = facts.B1.mentions[0].figures[0]
    assert W.value_en(slab) == "22 cm" and W.fig_en(slab) == "Wind slab depth error: 22 cm"
    assert W.fig_hant(slab) == "風板厚度誤差 22 公分" and W.fig_hans(slab) == "风板厚度误差 22厘米"
    shear = facts.B1.mentions[1].figures[0]
    assert W.value_en(shear) == "0.4 kPa" and W.value_hant(shear) == "0.4 千帕" and W.value_hans(shear) == "0.4千帕"
    bias = facts.B1.mentions[2].figures[0]
    assert (
        W.value_en(bias) == "40 kg/m³"
        and W.value_hant(bias) == "40 公斤/立方公尺"
        and W.value_hans(bias) == "40千克/立方米"
    )
    speed = facts.B2.mentions[2].figures[0]
    assert W.value_en(speed) == "6.2×" and W.value_hant(speed) == "6.2 倍" and W.value_hans(speed) == "6.2倍"
    grad = facts.B3.mentions[0].figures[0]
    assert W.value_en(grad) == "1.5 °C/m" and W.value_hans(grad) == "1.5℃/米" and W.value_hant(grad) == "1.5 °C/公尺"
    assert W.counts_en(facts.B1.counts) == "3 NET-new items, of which 3 new arXiv IDs; 1 adjacent; 2 carried over"
    assert W.counts_en(facts.B2.counts) == "3 NET-new items; 1 adjacent; 3 carried over"
    assert W.counts_hant(facts.B1.counts) == "淨新增 3 項，其中新的 arXiv 編號 3 個；相鄰 1 項；延續 2 項"
    assert W.counts_hans(facts.B3.counts) == "净新增3条（新arXiv编号3个），相邻1条，延续4条"
