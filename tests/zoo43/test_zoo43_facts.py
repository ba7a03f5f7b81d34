"""The zoo43 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, the zoo is new
against every earlier zoo, every layout writes what its key states in a well-formed document of
its format (the FreeMind map, the QQ chat export, the Word 2003 XML and the groff manuscript,
each read back by readers.py), and the keys parse."""

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
from .readers import freemind, groff_ms, qq, wordml

CARD = r"paper_cards/\d{4}-3401-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (XML's and troff's
# marks, tbl's cell separator, chat and markup marks, and the layouts' own joins)
MARKUP = set('"\\<>@#|[]{}()*_`~^!&$=+:\t\n、：；·§%×｜【】')
SEQUENCES = ("://", "..", "  ", "''", " - ", " — ", "::", "-- ")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("3401.56873", "rotor speed estimate error")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["3401.52439"],
        "new-but-anchored": [(facts.B2.stem, "3401.51328")],
        "duplicate-in-list": [(facts.B2.stem, "3401.53540")],
        "repeated-to-verify": {"3401.55762"},
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
            assert m.point[:1] not in (".", "'") and m.point.isascii()  # a troff text line, an ASCII map
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
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1] and facts.HANDOVER == "20:35"
    assert [b.instance for b in facts.BRIEFS] == ["loris", "gecko", "civet"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2034 and d.date.month == 1 and 9 <= d.date.day <= 12 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "kg/m", "m/s", "kW", "rpm"} == set(W.UNIT_EN)
    assert set(W.UNIT_EN) == set(W.UNIT_HANS) == set(W.UNIT_HANT)
    assert all(re.search("[\u4e00-\u9fff]", W.UNIT_HANS[u] + W.UNIT_HANT[u]) for u in units - {"%"})
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    ids = [w.arxiv for w in facts.WORKS.values() if w.arxiv]
    assert all(re.fullmatch(r"3401\.5\d{4}", i) for i in ids) and len(set(ids)) == len(ids) == 9
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem
    adjacent = [(d.stem, m.work) for d in facts.BRIEFS for m in d.mentions if m.status == "adjacent"]
    assert (facts.B3.stem, "3401.58095") in adjacent and all(m.work != "3401.58095" for m in facts.B1.mentions
                                                             + facts.B2.mentions + facts.LIVING.mentions)  # fmt: skip


def test_the_zoo_is_new():
    """Its topic, id prefix, dates, handover, instances, works, sections and units are no earlier
    zoo's (tests/zoo … tests/zoo42)."""
    others = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].glob("zoo*/facts.py")
                       if int(p.parent.name[3:] or 1) < 43)  # fmt: skip
    assert f'"{facts.TOPIC}"' not in others and '"3401.' not in others and "-3401-" not in others
    assert not re.search(r"date\(2034, ", others)  # no earlier zoo has 2034
    assert f'HANDOVER = "{facts.HANDOVER}"' not in others and f'{facts.HANDOVER}")' not in others
    assert not any(b.instance in others.lower() for b in facts.BRIEFS)
    assert not any(w.name in others for w in facts.WORKS.values())
    assert not any(f'"{s}"' in others for s in [*facts.SECTIONS.values(), *facts.DRIFTED.values()])
    units = re.findall(r'Figure\([^()]*?"([^"]+)"', others)
    assert not {"kg/m", "m/s", "kW", "rpm"} & set(units)


# --- reading each format back (without kgraph: see readers.py) ------------------------------------


def seen(layout: str, d) -> str:
    """The document as its reader shows it, as text."""
    out = LAYOUTS[layout].render(d)
    if layout == "freemind_mm_en":
        return "\n".join(freemind(out).lines())
    if layout == "qq_txt_hans":
        return qq(out).text
    if layout == "wordml2003_hant":
        return wordml(out).text
    return groff_ms(out).text


LANG = {n: LAYOUTS[n].LANG for n in NAMES}
FIG = {"en": W.fig_en, "zh-hans": W.fig_hans, "zh-hant": W.fig_hant}
SECTION = {"en": W.section_en, "zh-hans": W.section_hans, "zh-hant": W.section_hant}
LABEL = {"en": W.label, "zh-hans": W.label_hans, "zh-hant": W.label_hant}
CARRIED_TEXT = {"en": W.carried_en, "zh-hans": W.carried_hans, "zh-hant": W.carried_hant}
ANCHOR = {"en": W.iso, "zh-hans": W.iso, "zh-hant": W.zh_date}  # the living document's dates
COUNTS = {"en": W.counts_en, "zh-hans": W.counts_hans, "zh-hant": W.counts_hant}
IDS_SEP = {"freemind_mm_en": ", ", "qq_txt_hans": "、", "wordml2003_hant": "、", "groff_ms_en": ", "}


def _point(lang: str, m) -> str:
    return {"en": m.point[1:], "zh-hans": m.hans, "zh-hant": m.hant}[lang]


def _item_facts(lang: str, d) -> list[str]:
    """What a brief or the living document states about its items, in its language."""
    out = [SECTION[lang](d, k) for k in d.sections]
    for m in d.mentions:
        w = facts.work(m)
        out += [w.name, LABEL[lang](m), _point(lang, m), *(FIG[lang](f) for f in m.figures), *m.sources]
        out += [w.arxiv] if w.arxiv else []
        if d.kind == "living":
            out.append(ANCHOR[lang](m.anchored_on))
        elif m.status in facts.CARRIED:
            out.append(CARRIED_TEXT[lang](m))
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
        "zh-hans": {"单一风电场", "回放脚本"},
        "zh-hant": {"單一風場", "回放腳本"},
    }.get(LAYOUTS[layout].LANG, {"single wind farm", "replay script"})
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo43 key for renderer {layout};")
    brief = (key_path.parent / f"{facts.B1.stem}.{ext}").read_bytes()
    assert brief == LAYOUTS[layout].render(facts.B1).encode("utf-8")  # written as rendered
    assert (b"\r\n" in brief) == (layout == "qq_txt_hans") == brief.startswith(b"\xef\xbb\xbf")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def _freemind_shape(d) -> None:
    raw = LAYOUTS["freemind_mm_en"].render(d)
    root = freemind(raw)
    assert root.text.split("\n")[0] == facts.TOPIC and "&#xa;" in raw and "&#xa7;" in raw
    if d.kind == "living":
        assert [c.text for c in root.children] == [W.section_en(d, k) for k in d.sections]
        assert [c.position for c in root.children] == ["right" if k < "2" else "left" for k in d.sections]
        for m in d.mentions:
            node = root.child(W.section_en(d, m.section)).child(W.label(m))
            assert node.link == W.url(m) and node.attr("Anchored") == W.iso(m.anchored_on)
        return
    new, old, side = facts.groups(d)
    right = ["About this brief", "NET-new", "Carried over and anchored"]
    left = ["Adjacent and candidates", "To verify", "arXiv IDs", "Sources read"]
    assert [(c.text, c.position) for c in root.children] == [(x, "right") for x in right] + [(x, "left") for x in left]
    items = root.child("NET-new").children
    assert [(n.text, n.link, n.icons) for n in items] == [(W.label(m), W.url(m), [f"full-{k}"])
                                                          for k, m in enumerate(new, 1)]  # fmt: skip
    assert [n.attr("Section") for n in items] == [W.section_en(d, m.section) for m in new]
    assert [[s.text for s in n.child("Sources").children] for n in items] == [list(m.sources) for m in new]
    assert [n.attr("Status") for n in root.child("Carried over and anchored").children] == [
        W.carried_en(m) for m in old
    ]
    register = root.child("To verify").children
    assert [n.icons for n in register] == [["button_ok" if e.resolved else "messagebox_warning"] for e in d.entries]
    assert [n.attr("Risk") for n in register] == [e.risk for e in d.entries]
    sources = root.child("Sources read")
    assert sources.folded and [s.text for s in sources.children] == d.sources
    assert [s.text for s in sources.children if s.attr("Read") == "empty"] == list(d.empty_sources)


def _qq_shape(d) -> None:
    chat = qq(LAYOUTS["qq_txt_hans"].render(d))
    assert chat.folder == "我的QQ群" and chat.group == "风机叶片结冰文献组"
    if d.kind == "living":
        posts = [m for m in chat.messages if m.sender == "活文档同步"]
        assert [m.lines[0] for m in posts[1:]] == [W.section_hans(d, k) for k in d.sections]
        assert chat.messages[0].time.hour == 8
        return
    new, old, side = facts.groups(d)
    mine = [m for m in chat.messages if m.sender == d.instance]
    assert {m.number for m in mine} == {LAYOUTS["qq_txt_hans"].QQ[d.instance]}
    assert all(m.time.date() == d.date for m in chat.messages)
    assert mine[0].lines[0] == f"【{facts.TOPIC} 日报 {W.iso(d.date)}】"
    heads = [m.lines[0] for m in mine if m.lines[0].startswith("净增")]
    assert heads == [f"净增{k}【{W.section_hans(d, m.section)}】{W.label_hans(m)}" for k, m in enumerate(new, 1)]
    (carried,) = [m for m in mine if m.lines[0] == "沿用/已锚入："]
    assert len(carried.lines) == 1 + len(old)
    (register,) = [m for m in mine if m.lines[0] == "⚠️待核实："]
    assert [x[0] for x in register.lines[1:]] == list("①②③"[: len(d.entries)])
    (read,) = [m for m in mine if m.lines[0] == "本棒检查过的来源："]
    assert [x.removesuffix("（空的，没内容）") for x in read.lines[1:]] == d.sources
    assert [x for x in read.lines[1:] if x.endswith("（空的，没内容）")] == [
        f"{s}（空的，没内容）" for s in d.empty_sources
    ]
    assert chat.messages[-1].lines == ["收到[表情]"] and chat.messages[-1].sender != d.instance


def _word_shape(d) -> None:
    doc = wordml(LAYOUTS["wordml2003_hant"].render(d))
    assert doc.paragraphs[0].style == "Title" and doc.props["Version"].startswith("11.")
    if d.kind == "living":
        assert [p.text for p in doc.headings(1)] == [W.section_hant(d, k) for k in d.sections]
        assert [p.text for p in doc.headings(2)] == [W.label_hant(m) for m in d.mentions]
        assert doc.links == [W.url(m) for m in d.mentions] and not doc.tables
        return
    new, old, side = facts.groups(d)
    assert doc.props["Author"] == d.instance and doc.footnotes == ["活文件每晚依各期簡報接力更新，版本以檔案日期為準。"]
    assert [p.text[2:] for p in doc.headings(1)] == ["本期淨增", "沿用與已錨入", "鄰接與候選", "矛盾與待核實",
                                                     "可引用 arXiv 編號", "本期檢查過的來源"]  # fmt: skip
    assert [(p.label, p.text) for p in doc.headings(2)] == [(f"{k}.", W.label_hant(m)) for k, m in enumerate(new, 1)]
    assert doc.links == [W.url(m) for m in new]
    carried, read = doc.tables
    assert carried[0] == ["項目", "章節", "狀態", "說明"]
    assert [r[:3] for r in carried[1:]] == [[W.label_hant(m), W.section_hant(d, m.section), W.carried_hant(m)]
                                             for m in old]  # fmt: skip
    assert [r[1] for r in read[1:]] == d.sources
    assert [r[1] for r in read[1:] if r[2] == "空白，無內容"] == list(d.empty_sources)
    register = [p for p in doc.paragraphs if p.label.startswith("(")]
    assert [p.label for p in register] == [f"({k})" for k in range(1, len(d.entries) + 1)]
    assert doc.paragraphs[-1].jc == "right"


def _ms_shape(d) -> None:
    ms = groff_ms(LAYOUTS["groff_ms_en"].render(d))
    assert ms.strings["LH"] == facts.TOPIC and ms.strings["RH"] == W.long_en(d.date)
    if d.kind == "living":
        assert ms.title == f"{facts.TOPIC}\nliving document" and not ms.tables
        assert ms.headings == [(1, "", W.section_en(d, k)) for k in d.sections]
        return
    new, old, side = facts.groups(d)
    assert ms.title == f"Daily brief: {facts.TOPIC}" and ms.authors == [d.instance]
    assert ms.abstract.startswith(f"This brief covers the window from {d.window[0]} to {d.window[1]}.")
    assert [h for h in ms.headings if h[0] == 2] == [(2, f"1.{k}.", W.label(m)) for k, m in enumerate(new, 1)]
    assert [n for lvl, n, _ in ms.headings if lvl == 1] == [f"{k}." for k in range(1, 7)]
    carried, read = ms.tables
    assert carried[0] == ["Item", "Section", "Status", "Note"]
    assert [r[:3] for r in carried[1:]] == [[W.label(m), W.section_en(d, m.section), W.carried_en(m)] for m in old]
    assert [r[1] for r in read] == d.sources and [r[0] for r in read] == [f"{k}." for k in range(1, len(read) + 1)]
    assert [r[1] for r in read if r[2]] == list(d.empty_sources)
    register = [(tag, t) for tag, t in ms.paragraphs if re.fullmatch(r"\d\.", tag)]
    assert len(register) == len(d.entries)
    assert all(t.endswith(f"{e.sentence}.") for (_, t), e in zip(register, d.entries, strict=True))


@pytest.mark.parametrize("d", facts.DOCS, ids=[d.stem.split("/")[1] for d in facts.DOCS])
def test_each_format_holds_its_own_shape(d):
    _freemind_shape(d)
    _qq_shape(d)
    _word_shape(d)
    _ms_shape(d)


def test_the_readers_reject_what_their_formats_forbid():
    mm = LAYOUTS["freemind_mm_en"].render(facts.B2)
    chat = LAYOUTS["qq_txt_hans"].render(facts.B2)
    living_chat = LAYOUTS["qq_txt_hans"].render(facts.LIVING)
    word = LAYOUTS["wordml2003_hant"].render(facts.B2)
    ms = LAYOUTS["groff_ms_en"].render(facts.B2)
    first_id = re.search(r'ID="(ID_\d+)"', mm).group(1)
    broken = [
        (freemind, mm.replace("&#xa7;", "§", 1)),  # a character FreeMind would have encoded
        (freemind, mm.replace(' POSITION="right"', "", 1)),  # a child of the root without a side
        (freemind, mm.replace('TEXT="Window', 'POSITION="left" TEXT="Window', 1)),  # a side below the root
        (freemind, re.sub(r'ID="ID_\d+"', f'ID="{first_id}"', mm, count=2)),  # one id twice
        (freemind, mm.replace('BUILTIN="idea"', 'BUILTIN="lightbulb"', 1)),  # no such icon
        (qq, chat[1:]),  # no BOM
        (qq, chat.replace("\r\n", "\n", 3)),  # bare line ends
        (qq, chat.replace(" 20:31:49 ", " 20:41:49 ", 1)),  # a message out of order
        (qq, living_chat.replace(" 8:12:05 ", " 08:12:05 ", 1)),  # an hour QQ does not pad
        (qq, chat.replace("\r\n\r\n2034-01-11 20:35:35", "\r\n2034-01-11 20:35:35", 1)),  # no empty line
        (wordml, word.replace('<?mso-application progid="Word.Document"?>\n', "", 1)),
        (
            wordml,
            word.replace('<w:p><w:pPr><w:pStyle w:val="1"/>', '<w:p><w:pPr><w:pStyle w:val="9"/>', 1),
        ),  # an undefined style
        (wordml, word.replace('<w:gridCol w:w="1900"/>', "", 1)),  # a row wider than the grid
        (wordml, word.replace('<w:proofErr w:type="spellEnd"/>', "", 1)),  # a spelling mark left open
        (wordml, word.replace('<w:ilfo w:val="3"/>', '<w:ilfo w:val="7"/>', 1)),  # an undefined list
        (wordml, word.replace('<w:rStyle w:val="a4"/>', '<w:rStyle w:val="a9"/>', 1)),  # an undefined link style
        (groff_ms, ms.replace(".AE\n", "", 1)),  # an abstract never closed
        (groff_ms, ms.replace(r"\(sc", r"\(zz", 1)),  # no such special character
        (groff_ms, ms.replace("notes.md\\fP@\n", "notes.md\\fP@@more\n", 1)),  # excess data entry
        (groff_ms, ms.replace("\nT}\n", "\n", 1)),  # a T{ block never closed
        (groff_ms, ms.replace(".NH 1\nTo verify", ".XH 1\nTo verify", 1)),  # no such macro
        (groff_ms, ms.replace(".TE\n", "", 1)),  # a table never closed
    ]
    for read, bad in broken:
        assert bad not in (mm, chat, living_chat, word, ms)
        with pytest.raises(Exception):  # noqa: B017
            read(bad)


def test_dates_and_units_are_the_zoos_own():
    assert W.long_en(date(2034, 1, 11)) == "11 January 2034" and W.zh_date(date(2034, 1, 11)) == "2034年1月11日"
    assert W.md(date(2034, 1, 6)) == "1-6" and W.carried_hans(facts.B1.mentions[3]) == "1-6已锚入"
    pitch = facts.B1.mentions[0].figures[0]
    assert W.fig_en(pitch) == "Rotor speed estimate error: 0.6 rpm"
    assert W.value_hans(pitch) == "0.6转/分" and W.value_hant(pitch) == "0.6 轉/分"
    load = facts.LIVING.mentions[0].figures[0]
    assert W.value_en(load) == "0.35 kg/m" and W.value_hans(load) == "0.35千克/米"
    assert W.value_hant(load) == "0.35 公斤/公尺"
    shift = facts.B1.mentions[2].figures[0]
    assert W.fig_hans(shift) == "功率曲线偏移偏差 1.8米/秒" and W.value_en(facts.B1.mentions[1].figures[0]) == "42 kW"
    assert W.counts_en(facts.B2.counts) == "3 NET-new items, 1 adjacent, 3 carried over"
    assert W.carried_hant(facts.B1.mentions[4]) == "沿用，2034年1月9日錨入"
