"""The zoo37 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (the Zoom chat read by Zoom's line
grammar; the Teams transcript opened as an OOXML package and cut into its speaker blocks; the
Element export loaded with Python's json module and its HTML parsed; the BibTeX file parsed
entry by entry; see readers.py), and the keys parse."""

from __future__ import annotations

import io
import re
import tomllib
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import docx
import pytest

from tests.zoo4 import make as zoo4_make
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo
from .readers import bibtex, docx_paragraphs, element, html_text, jabref_files, shown, teams, untex, zoom

CARD = r"paper_cards/\d{4}-3308-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (TeX's specials and
# braces, JSON's quotes and escapes, HTML's and Markdown's marks, the chat's tab, and the
# layouts' own joins)
MARKUP = set('"\\<>@#|[]{}()*_`~^!&$=+:\t\n、：；·§%×')
SEQUENCES = ("://", "..", "  ", ",,", "''", " - ")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("3308.66970", "seasonal methane release")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["3308.62536"],
        "new-but-anchored": [(facts.B2.stem, "3308.61425")],
        "duplicate-in-list": [(facts.B2.stem, "3308.63647")],
        "repeated-to-verify": {"3308.65869"},
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
        assert len({m.work for m in d.mentions}) == len(d.mentions), d.stem  # one entry a work in the .bib
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
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1] and facts.HANDOVER == "09:35"
    assert [b.instance for b in facts.BRIEFS] == ["caribou", "wolverine", "ermine"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2026 and d.date.month == 8 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "g/m²", "ppb", "Tg/yr", "nmol/m²/s"} == set(W.UNIT_EN)
    assert set(W.UNIT_EN) == set(W.UNIT_HANS) == set(W.UNIT_HANT)
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    ids = [w.arxiv for w in facts.WORKS.values() if w.arxiv]
    assert all(re.fullmatch(r"3308\.\d{5}", i) for i in ids) and len(set(ids)) == len(ids) == 9
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem
    adjacent = [(d.stem, m.work) for d in facts.BRIEFS for m in d.mentions if m.status == "adjacent"]
    assert (facts.B3.stem, "3308.68192") in adjacent and all(m.work != "3308.68192" for m in facts.B1.mentions
                                                             + facts.B2.mentions + facts.LIVING.mentions)  # fmt: skip


def test_the_zoo_is_new():
    """Its topic, id prefix, month, handover, instances, works and new units are no other zoo's."""
    others = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].glob("zoo*/facts.py")
                       if int(p.parent.name[3:] or 1) < 37)  # fmt: skip
    assert f'"{facts.TOPIC}"' not in others and '"3308.' not in others and "date(2026, 8" not in others
    assert f'HANDOVER = "{facts.HANDOVER}"' not in others and f'{facts.HANDOVER}")' not in others
    assert not any(f'"{b.instance}"' in others for b in facts.BRIEFS)
    assert not any(w.name in others for w in facts.WORKS.values())
    units = re.findall(r'Figure\([^()]*?"([^"]+)"', others)
    assert not {"g/m²", "ppb", "Tg/yr", "nmol/m²/s"} & set(units)


# --- reading each format back (without kgraph: see readers.py) ------------------------------------


def seen(layout: str, d) -> str:
    """The document as its reader shows it, as text."""
    out = LAYOUTS[layout].render(d)
    if layout == "zoomchat_en":
        return "\n".join(m.text for m in zoom(out))
    if layout == "teams_docx_hant":
        return "\n".join(docx_paragraphs(out))
    if layout == "element_json_hans":
        room = element(out)
        parts = [room["room_name"]]
        for ev in room["messages"]:
            parts.append(shown(ev))
            if "formatted_body" in ev["content"]:
                parts += html_text(ev["content"]["formatted_body"])[1]
        return "\n".join(parts)
    bib = bibtex(out)
    parts = [untex(c) for c in bib.comments]
    for e in bib.entries:
        for name, value in e.fields.items():
            parts += [f"{name}: {p}" for p in jabref_files(value)] if name == "file" else [f"{name}: {untex(value)}"]
    return "\n".join(parts)


LANG = {n: LAYOUTS[n].LANG for n in NAMES}
FIG = {"en": W.fig_en, "zh-hans": W.fig_hans, "zh-hant": W.fig_hant}
SECTION = {"en": W.section_en, "zh-hans": W.section_hans, "zh-hant": W.section_hant}
ANCHOR = {"en": W.iso, "zh-hans": W.iso, "zh-hant": W.zh_date}
COUNTS = {"en": W.counts_en, "zh-hans": W.counts_hans, "zh-hant": W.counts_hant}
IDS_SEP = {"zoomchat_en": ", ", "teams_docx_hant": "、", "element_json_hans": "、", "bibtex_en": ", "}


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
        if layout != "teams_docx_hant" and (m.status == "new" or d.kind == "living"):
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


# --- Zoom ---------------------------------------------------------------------------------------------


def test_zoom_chats_are_what_zoom_saves():
    mod = LAYOUTS["zoomchat_en"]
    for d in facts.DOCS:
        raw = mod.render(d)
        msgs = zoom(raw)
        assert all(m.to == "Everyone" for m in msgs)
        heads = [x for x in raw.split("\n") if x and not x.startswith("\t")]
        # two spaces either side of the sender's name and of `to`
        assert heads == [f"{m.at:%H:%M:%S} From  {m.sender}  to  Everyone:" for m in msgs]
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert {m.sender for m in msgs} == {d.instance, mod.LEAD}
            end = datetime.strptime(d.window[1], "%Y-%m-%d %H:%M").time()
            assert msgs[-1].at == end and msgs[-1].text == f"That's the hand-over from {d.instance}, {facts.HANDOVER}"
            assert msgs[0].lines[0] == f"Daily brief: {facts.TOPIC}, {W.long_en(d.date)}"
            assert msgs[0].lines[3] == f"Baseline: {facts.living_path('txt')} (version {W.iso(d.baseline)})"
            (reply,) = [m for m in msgs if m.reply_to is not None]
            assert reply.sender == mod.LEAD and msgs[0].text.startswith(reply.reply_to.removesuffix("..."))
            (react,) = [m for m in msgs if m.reaction is not None]
            assert react.reaction == ("To verify:", "👀")
            heads = [m.lines[0] for m in msgs if m.lines[0].startswith(W.STATUS_EN["new"] + " ")]
            assert [h.split(" · ")[0] for h in heads] == [
                f"{W.STATUS_EN['new']} {k}/{len(new)}: {W.label(m)}" for k, m in enumerate(new, 1)]  # fmt: skip
            (reg,) = [m for m in msgs if m.lines[0] == "To verify:"]
            assert [re.match(r"\d\. Risk (\w+), (open|resolved): ", x).groups() for x in reg.lines[1:]] == [
                (e.risk, "resolved" if e.resolved else "open") for e in d.entries]  # fmt: skip
            (src,) = [m for m in msgs if m.lines[0] == "Sources read:"]
            assert src.lines[1:] == [f"- {s}" + (" (empty)" if s in d.empty_sources else "") for s in d.sources]
        else:
            assert {m.sender for m in msgs} == {mod.EDITOR, mod.LEAD}
            heads = {m.lines[0] for m in msgs if m.lines[0].startswith("§")}
            assert heads == {W.section_en(d, k) for k in d.sections}


# --- Teams ----------------------------------------------------------------------------------------------


def test_teams_transcripts_are_what_teams_downloads():
    mod = LAYOUTS["teams_docx_hant"]
    for d in facts.DOCS:
        raw = mod.render(d)
        assert raw.startswith(b"PK\x03\x04") and raw == mod.render(d)  # a zip; the same facts, the same bytes
        paras = docx_paragraphs(raw)
        assert paras == [p.text for p in docx.Document(io.BytesIO(raw)).paragraphs]  # python-docx reads the same
        assert mod.text(raw) == "\n".join(paras)
        tr = teams(paras)
        core = docx.Document(io.BytesIO(raw)).core_properties
        assert core.title == tr.title and core.created.replace(tzinfo=None) == tr.start
        speakers = {u.speaker for u in tr.utterances}
        if d.kind == "brief":
            assert speakers == {d.instance, mod.LEAD, mod.PEER} and tr.started_by == mod.LEAD
            talk = {n: sum(u.speaker == n for u in tr.utterances) for n in speakers}
            assert max(talk, key=talk.get) == d.instance
            (bye,) = [u for u in tr.utterances if u.text == f"以上，{d.instance} 交接完畢，{facts.HANDOVER}。"]
            said = tr.start + timedelta(seconds=bye.offset)
            assert said == datetime.strptime(d.window[1], "%Y-%m-%d %H:%M")  # the hand-over said on the minute
            new, _, _ = facts.groups(d)
            items = [u.text for u in tr.utterances if u.text.startswith(W.STATUS_HANT["new"] + "第")]
            assert [x.split("：")[1].split("，")[0] for x in items] == [facts.work(m).name for m in new]
            register = [u.text for u in tr.utterances if u.text.startswith("待查核第")]
            assert register == [f"待查核第 {k} 件，風險{W.LEVEL_HANT[e.risk]}，{'已解決' if e.resolved else '未解決'}："
                                f"{e.hant}。" for k, e in enumerate(d.entries, 1)]  # fmt: skip
            assert tr.title.startswith("每日交接-")
        else:
            assert speakers == {mod.EDITOR, mod.LEAD}
            heads = [u.text.split("。")[0] for u in tr.utterances if u.text.startswith("§")]
            assert heads == [W.section_hant(d, k) for k in d.sections]


# --- Element ---------------------------------------------------------------------------------------------


def test_element_exports_are_what_element_writes():
    mod = LAYOUTS["element_json_hans"]
    for d in facts.DOCS:
        room = element(mod.render(d))
        msgs = room["messages"]
        assert room["exported_by"] == room["room_creator"] == mod.LEAD
        exported = datetime.strptime(room["export_date"], "%a, %d %b %Y %H:%M:%S GMT")
        for ev in msgs:  # age: milliseconds from the event to the export (export_date is to the second)
            assert ev["unsigned"]["age"] == ev["age"] > 0
            lag = exported.replace(tzinfo=UTC).timestamp() * 1000 - ev["origin_server_ts"] - ev["age"]
            assert -1000 < lag <= 0
        reactions = [ev for ev in msgs if ev["type"] == "m.reaction"]
        assert len(reactions) == 1
        if d.kind == "brief":
            new, _, _ = facts.groups(d)
            me = f"@{d.instance}:{mod.SERVER}"
            assert {ev["sender"] for ev in msgs} == {me, mod.LEAD}
            replies = [ev for ev in msgs if "m.relates_to" in ev["content"] and ev["type"] == "m.room.message"]
            assert [r["content"]["m.relates_to"]["m.in_reply_to"]["event_id"] for r in replies] == [msgs[0]["event_id"]]
            assert reactions[0]["content"]["m.relates_to"]["key"] == "👀"
            target = next(ev for ev in msgs if ev["event_id"] == reactions[0]["content"]["m.relates_to"]["event_id"])
            assert target["content"]["body"].startswith("**待核实**")
            items = [ev for ev in msgs if ev["content"].get("body", "").startswith(f"**{W.STATUS_HANS['new']} ")]
            assert [html_text(ev["content"]["formatted_body"])[1][0] for ev in items] == [W.url(m) for m in new]
            end = datetime.strptime(d.window[1], "%Y-%m-%d %H:%M")
            assert abs(msgs[-1]["origin_server_ts"] / 1000 - (end - datetime(1970, 1, 1)).total_seconds()) < 1
            assert msgs[-1]["content"]["body"] == f"{d.instance} 交接完毕，{facts.HANDOVER}"
            assert f"<code>{facts.living_path('json')}</code>" in msgs[0]["content"]["formatted_body"]
        else:
            heads = [shown(ev) for ev in msgs if ev["content"].get("body", "").startswith("### §")]
            assert heads == [W.section_hans(d, k) for k in d.sections]


# --- BibTeX ------------------------------------------------------------------------------------------------


def test_bibtex_files_are_what_jabref_saves():
    mod = LAYOUTS["bibtex_en"]
    for d in facts.DOCS:
        raw = mod.render(d)
        bib = bibtex(raw)
        assert bib.preamble == ["% Encoding: UTF-8"] and bib.comments[-1] == "jabref-meta: databaseType:biblatex;"
        head, works = bib.entries[0], bib.entries[1:]
        assert head.kind == "misc" and len(works) == len(d.mentions)
        for e, m in zip(works, sorted(d.mentions, key=_order(d)), strict=True):
            w = facts.work(m)
            assert untex(e.fields["title"]) == w.name
            if w.arxiv:
                assert e.kind == "misc" and e.fields["eprint"] == w.arxiv and e.fields["archiveprefix"] == "arXiv"
                assert e.fields["url"] == f"https://arxiv.org/abs/{w.arxiv}"
            else:
                assert e.kind == {"release": "software", "blog post": "online"}[w.kind] and e.fields["url"] == w.url
            kw = e.fields["keywords"].split(", ")
            assert (f"sec:{m.section}" in kw) == (m.section is not None)
            assert kw[0] == {"new": "net-new"}.get(m.status, m.status)
            if m.section:
                assert f" in {W.section_en(d, m.section)}. " in untex(e.fields["annote"])
            assert untex(e.fields.get("note", "")) == "; ".join(W.fig_en(f) for f in m.figures)
            assert jabref_files(e.fields["file"]) == list(m.sources) if m.sources else "file" not in e.fields
            assert "%" not in e.fields.get("note", "").replace("\\%", "")  # TeX's comment char escaped
        if d.kind == "brief":
            assert head.key == f"brief:{W.iso(d.date)}:{d.instance}" and head.fields["author"] == d.instance
            assert head.fields["note"] == f"Baseline: {facts.living_path('bib')} (version {W.iso(d.baseline)})"
            assert jabref_files(head.fields["file"]) == d.sources
            assert ("addendum" in head.fields) == bool(d.empty_sources)
            (reg,) = [c for c in bib.comments if c.startswith("To verify\n")]
            states = re.findall(r"^  \d\. Risk (\w+), (open|resolved): ", reg, re.M)
            assert states == [(e.risk, "resolved" if e.resolved else "open") for e in d.entries]
            (counts,) = [c for c in bib.comments if c.startswith("Counts: ")]
            assert counts.split("\n")[0] == f"Counts: {W.counts_en(d.counts)}"
        else:
            heads = [c for c in bib.comments if c.startswith("§")]
            assert heads == [W.section_en(d, k) for k in d.sections]


def _order(d):
    new, old, side = facts.groups(d)
    if d.kind == "living":
        order = [m for k in d.sections for m in d.mentions if m.section == k]
    else:
        order = new + old + side
    return order.index


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
    assert entries == {"zh-hans": {"单一通量塔", "标定气体证书"}, "zh-hant": {"單一通量塔", "標定氣體證書"}}.get(
        LAYOUTS[layout].LANG, {"single tower", "calibration gas certificate"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo37 key for renderer {layout};")
    brief = (key_path.parent / f"{facts.B1.stem}.{ext}").read_bytes()
    out = LAYOUTS[layout].render(facts.B1)
    assert brief == (out if isinstance(out, bytes) else out.encode("utf-8"))  # written as rendered
    if layout != "teams_docx_hant":
        assert b"\r" not in brief and not brief.startswith(b"\xef\xbb\xbf")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_and_units_are_the_zoos_own():
    assert W.long_en(date(2026, 8, 19)) == "19 August 2026" and W.iso(date(2026, 8, 5)) == "2026-08-05"
    assert W.zh_date(date(2026, 8, 19)) == "2026年8月19日"
    release = facts.B1.mentions[0].figures[0]
    assert W.value_en(release) == "14.6 g/m²" and W.fig_en(release) == "Seasonal methane release: 14.6 g/m²"
    assert (
        W.fig_hant(release) == "季節甲烷釋放量 14.6 公克/平方公尺"
        and W.fig_hans(release) == "季节甲烷释放量 14.6克/平方米"
    )
    limit = facts.B1.mentions[1].figures[0]
    assert W.value_en(limit) == "0.9 ppb" and W.value_hant(limit) == "0.9 ppb" and W.value_hans(limit) == "0.9ppb"
    loss = facts.B1.mentions[2].figures[0]
    assert (
        W.value_en(loss) == "2.3 Tg/yr" and W.value_hant(loss) == "2.3 兆克/年" and W.value_hans(loss) == "2.3太克/年"
    )
    speed = facts.B2.mentions[2].figures[0]
    assert W.value_en(speed) == "6.2×" and W.value_hant(speed) == "6.2 倍" and W.value_hans(speed) == "6.2倍"
    flux = facts.B3.mentions[0].figures[0]
    assert W.value_en(flux) == "0.42 nmol/m²/s" and W.value_hans(flux) == "0.42纳摩尔/平方米/秒"
    assert W.value_hant(flux) == "0.42 奈莫耳/平方公尺/秒"
    assert W.counts_en(facts.B1.counts) == "3 NET-new items, of which 3 new arXiv IDs; 1 adjacent; 2 carried over"
    assert W.counts_en(facts.B2.counts) == "3 NET-new items; 1 adjacent; 3 carried over"
    assert W.counts_hant(facts.B1.counts) == "淨新增 3 項，其中新的 arXiv 編號 3 個；相鄰 1 項；延續 2 項"
    assert W.counts_hans(facts.B3.counts) == "净新增3条（新arXiv编号3个），相邻1条，延续4条"
