"""The zoo44 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, the zoo is new
against every earlier zoo, every layout writes what its key states in a well-formed document of
its format (the Skype export, the SiYuan document, the TextEdit RTF and the Texinfo source, each
read back by readers.py), and the keys parse."""

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
from .readers import rtf, siyuan, skype, texinfo

CARD = r"paper_cards/\d{4}-3402-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (JSON's, Skype's,
# RTF's and Texinfo's marks, markup and chat marks, and the layouts' own joins)
MARKUP = set('"\\<>@#|[]{}()*_`~^!&$=+:\t\n、：；·§%×｜【】')
SEQUENCES = ("://", "..", "  ", "''", " - ", " — ", "::", "--", "``")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("3402.66074", "rail strain estimate error")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["3402.62630"],
        "new-but-anchored": [(facts.B2.stem, "3402.61529")],
        "duplicate-in-list": [(facts.B2.stem, "3402.63741")],
        "repeated-to-verify": {"3402.65963"},
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
            assert m.point[:1].islower() and m.point.isascii()  # a sentence once capitalised, plain in Texinfo
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
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1] and facts.HANDOVER == "18:05"
    assert [b.instance for b in facts.BRIEFS] == ["shrike", "jerboa", "tenrec"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2034 and d.date.month == 2 and 20 <= d.date.day <= 23 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "kN", "MPa", "µε", "km/h"} == set(W.UNIT_EN)
    assert set(W.UNIT_EN) == set(W.UNIT_HANS) == set(W.UNIT_HANT)
    assert all(re.search("[\u4e00-\u9fff]", W.UNIT_HANS[u]) for u in units - {"%"})
    assert {u for u in units if re.search("[\u4e00-\u9fff]", W.UNIT_HANT[u])} == {"×", "µε", "km/h"}
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    ids = [w.arxiv for w in facts.WORKS.values() if w.arxiv]
    assert all(re.fullmatch(r"3402\.6\d{4}", i) for i in ids) and len(set(ids)) == len(ids) == 9
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem
    adjacent = [(d.stem, m.work) for d in facts.BRIEFS for m in d.mentions if m.status == "adjacent"]
    assert (facts.B3.stem, "3402.68296") in adjacent and all(m.work != "3402.68296" for m in facts.B1.mentions
                                                             + facts.B2.mentions + facts.LIVING.mentions)  # fmt: skip


def test_the_zoo_is_new():
    """Its topic, id prefix, dates, handover, instances, works, sections and units are no earlier
    zoo's (tests/zoo … tests/zoo43)."""
    others = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].glob("zoo*/facts.py")
                       if int(p.parent.name[3:] or 1) < 44)  # fmt: skip
    assert f'"{facts.TOPIC}"' not in others and '"3402.' not in others and "-3402-" not in others
    assert not re.search(r"date\(2034, 2,", others)  # no earlier zoo has February 2034
    assert f'HANDOVER = "{facts.HANDOVER}"' not in others and f'{facts.HANDOVER}")' not in others
    assert not any(b.instance in others.lower() for b in facts.BRIEFS)
    assert not any(w.name in others for w in facts.WORKS.values())
    assert not any(f'"{s}"' in others for s in [*facts.SECTIONS.values(), *facts.DRIFTED.values()])
    units = re.findall(r'Figure\([^()]*?"([^"]+)"', others)
    assert units and not {"kN", "MPa", "µε", "km/h"} & set(units)
    assert 1 <= int(facts.WORKS["3402.60418"].arxiv[2:4]) <= 12  # a valid arXiv month


# --- reading each format back (without kgraph: see readers.py) ------------------------------------


def seen(layout: str, d) -> str:
    """The document as its reader shows it, as text."""
    out = LAYOUTS[layout].render(d)
    if layout == "skype_json_en":
        return skype(out).text
    if layout == "siyuan_sy_hans":
        return siyuan(out).text
    if layout == "textedit_rtf_hant":
        return rtf(out).text
    return texinfo(out).text


LANG = {n: LAYOUTS[n].LANG for n in NAMES}
FIG = {"en": W.fig_en, "zh-hans": W.fig_hans, "zh-hant": W.fig_hant}
SECTION = {"en": W.section_en, "zh-hans": W.section_hans, "zh-hant": W.section_hant}
LABEL = {"en": W.label, "zh-hans": W.label_hans, "zh-hant": W.label_hant}
COUNTS = {"en": W.counts_en, "zh-hans": W.counts_hans, "zh-hant": W.counts_hant}
CARRIED_TEXT = {"skype_json_en": W.carried_en, "siyuan_sy_hans": W.carried_hans, "textedit_rtf_hant": W.carried_hant,
                "texinfo_en": W.carried_long}  # fmt: skip
DATE = {"skype_json_en": W.iso, "siyuan_sy_hans": W.iso, "textedit_rtf_hant": W.slash, "texinfo_en": W.long_en}
IDS_SEP = {"skype_json_en": ", ", "siyuan_sy_hans": "、", "textedit_rtf_hant": "、", "texinfo_en": ", "}


def _point(lang: str, m) -> str:
    return {"en": m.point[1:], "zh-hans": m.hans, "zh-hant": m.hant}[lang]


def _item_facts(layout: str, d) -> list[str]:
    """What a brief or the living document states about its items, in its language."""
    lang = LANG[layout]
    out = [SECTION[lang](d, k) for k in d.sections]
    for m in d.mentions:
        w = facts.work(m)
        out += [w.name, LABEL[lang](m), _point(lang, m), *(FIG[lang](f) for f in m.figures), *m.sources]
        out += [w.arxiv] if w.arxiv else []
        if d.kind == "living":
            out.append(DATE[layout](m.anchored_on))
        elif m.status in facts.CARRIED:
            out.append(CARRIED_TEXT[layout](m))
    for e in d.entries:
        out.append({"en": e.sentence, "zh-hans": e.hans, "zh-hant": e.hant}[lang])
    return out


@pytest.mark.parametrize("layout", NAMES)
@pytest.mark.parametrize("d", facts.DOCS, ids=[d.stem.split("/")[1] for d in facts.DOCS])
def test_the_document_states_what_its_key_says(layout: str, d):
    text = seen(layout, d)
    lang = LANG[layout]
    for x in _item_facts(layout, d):
        assert x in text, (layout, x)
    for m in d.mentions:
        if m.status == "new" or d.kind == "living":
            assert W.url(m) in text, (layout, m.work)
        if m.status == "new" and d.kind == "brief":
            level = {"en": m.confidence}.get(lang) or (W.LEVEL_HANS if lang == "zh-hans" else W.LEVEL_HANT)[
                m.confidence
            ]
            assert level in text
    if d.kind == "brief":
        assert facts.living_path(LAYOUTS[layout].EXT) in text and d.instance in text
        assert all(x in text for x in d.window)
        assert COUNTS[lang](d.counts) in text
        assert IDS_SEP[layout].join(d.new_ids) in text
        for s in d.sources:
            assert s in text
        assert facts.TOPIC in text and facts.HANDOVER in text
    else:
        assert facts.TOPIC in text and DATE[layout](d.date) in text and facts.living_path(LAYOUTS[layout].EXT) in text


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
        "zh-hans": {"单一试验段", "标定文件"},
        "zh-hant": {"單一試驗段", "校正檔案"},
    }.get(LAYOUTS[layout].LANG, {"single test section", "calibration file"})
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo44 key for renderer {layout};")
    brief = (key_path.parent / f"{facts.B1.stem}.{ext}").read_bytes()
    assert brief == LAYOUTS[layout].render(facts.B1).encode("utf-8")  # written as rendered
    assert b"\r" not in brief and not brief.startswith(b"\xef\xbb\xbf")
    assert brief.isascii() == (layout == "textedit_rtf_hant")  # Cocoa escapes every other character


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


# --- each format's own shape ----------------------------------------------------------------------


def _skype_shape(d) -> None:
    mod = LAYOUTS["skype_json_en"]
    chat = skype(mod.render(d))
    cet = timedelta(hours=1)
    if d.kind == "living":
        assert chat.name == f"{facts.TOPIC} knowledge base" and chat.exporter == f"8:{mod.mri(mod.LEAD)}"
        posts = [m for m in chat.messages if m.sender == "kb-relay"]
        assert [m.text.split("\n")[0] for m in posts] == [f"{facts.TOPIC} living document",
                                                          *(W.section_en(d, k) for k in d.sections)]  # fmt: skip
        assert [x for m in posts for x in m.links] == [W.url(m) for m in d.mentions]
        return
    new, old, side = facts.groups(d)
    assert chat.name == "Track buckling reading group" and chat.exporter == f"8:{mod.mri(d.instance)}"
    assert len(chat.members) == 4 and all(f"8:{mod.mri(b.instance)}" in chat.members for b in facts.BRIEFS)
    local = [m.time + cet for m in chat.messages]
    assert all(t.date() == d.date and 17 <= t.hour <= 18 for t in local)
    mine = [m for m in chat.messages if m.sender == d.instance and m.kind == "RichText"]
    head = mine[0]
    assert head.text.split("\n")[0] == f"{facts.TOPIC} · daily brief · {W.long_en(d.date)}" and head.edited
    items = [m for m in mine if m.text.startswith("NET-new ")]
    assert [m.text.split("\n")[0] for m in items] == [f"NET-new {k}/{len(new)} · {W.label(m)}"
                                                      for k, m in enumerate(new, 1)]  # fmt: skip
    assert [m.links for m in items] == [[W.url(m)] for m in new]
    assert [m.text.split("\n")[1] for m in items] == [f"Section: {W.section_en(d, m.section)}" for m in new]
    (quote,) = [m for m in chat.messages if m.sender == mod.LEAD and m.text.startswith("NET-new 2/")]
    assert quote.text.endswith("can you drop the card here? I'd like it for tomorrow's call")
    files = [m for m in chat.messages if m.kind == "RichText/Media_GenericFile"]
    cards = [s.split("/")[1] for s in new[1].sources if s.startswith("paper_cards/")]
    assert len(files) == len(cards) and all(c in f.text for f, c in zip(files, cards, strict=True))
    (carried,) = [m for m in mine if m.text.startswith("Carried over and anchored\n")]
    assert carried.text.split("\n")[1:] == [
        f"• {W.label(m)}, {W.section_en(d, m.section)}: {W.carried_en(m)}. {W.sentence(m.point)}"
        + "".join(f" ({W.fig_en(f)})" for f in m.figures)
        for m in old
    ]
    (register,) = [m for m in mine if m.text.startswith("To verify\n")]
    assert register.text.split("\n")[1:] == [
        f"{k}. [risk: {e.risk}] {'resolved ✅ ' if e.resolved else ''}{e.sentence}" for k, e in enumerate(d.entries, 1)
    ]
    (read,) = [m for m in mine if m.text.startswith("Sources read (")]
    assert [x.removesuffix(" (empty, nothing in it)") for x in read.text.split("\n")[1:]] == d.sources
    assert [x for x in read.text.split("\n")[1:] if x.endswith(" (empty, nothing in it)")] == [
        f"{s} (empty, nothing in it)" for s in d.empty_sources
    ]
    calls = [m for m in chat.messages if m.kind == "Event/Call"]
    assert len(calls) == (2 if d is facts.B2 else 0)
    assert chat.messages[-1].sender == mod.LEAD and chat.messages[-1].text == "Thanks, reading it now (y)"


def _siyuan_shape(d) -> None:
    doc = siyuan(LAYOUTS["siyuan_sy_hans"].render(d))
    assert doc.props["icon"] == "1f6e4" and doc.props["updated"].startswith(d.date.strftime("%Y%m%d"))
    if d.kind == "living":
        assert doc.title == f"{facts.TOPIC} 活文档"
        assert doc.headings(2) == [W.section_hans(d, k) for k in d.sections]
        assert doc.headings(3) == [W.label_hans(m) for m in d.mentions]
        assert doc.links == [W.url(m) for m in d.mentions] and not doc.tables
        return
    new, old, side = facts.groups(d)
    assert doc.title == f"{facts.TOPIC} 日报 {W.iso(d.date)}"
    assert [b.text for b in doc.blocks if b.path == ("NodeBlockquote",)][0].startswith(f"作者：{d.instance}")
    assert doc.headings(2) == ["一、本棒净增", "二、沿用与已锚入", "三、邻接预备", "四、值得警惕的矛盾或待核实说法",
                               "五、可引用 arXiv 号", "六、本棒检查过的来源"]  # fmt: skip
    assert doc.headings(3) == [f"净增 {k}　{W.label_hans(m)}" for k, m in enumerate(new, 1)]
    assert doc.links == [W.url(m) for m in new]
    (carried,) = doc.tables
    assert carried[0] == ["条目", "章节", "状态", "备注"]
    assert [r[:3] for r in carried[1:]] == [[W.label_hans(m), W.section_hans(d, m.section), W.carried_hans(m)]
                                            for m in old]  # fmt: skip
    tasks = [b for b in doc.blocks if b.label in ("[ ]", "[X]")]
    assert [(b.label, b.text.split("　")[0]) for b in tasks] == [("[ ]", W.label_hans(m)) for m in side]
    register = [b for b in doc.blocks if b.path == ("NodeCallout",) and b.kind == "item"]
    assert [b.label for b in register] == [f"{k}." for k in range(1, len(d.entries) + 1)]
    risk = {"high": "🔴 高", "medium": "🟡 中", "low": "🟢 低"}
    assert [b.text for b in register] == [("已解决 " if e.resolved else "") + f"风险 {risk[e.risk]}　{e.hans}"
                                          for e in d.entries]  # fmt: skip
    read = [b.text for b in doc.blocks if b.kind == "item" and b.text.split("（")[0] in d.sources]
    assert [x.removesuffix("（空文件，没有内容）") for x in read] == d.sources
    assert [x for x in read if x.endswith("（空文件，没有内容）")] == [
        f"{s}（空文件，没有内容）" for s in d.empty_sources
    ]


def _rtf_shape(d) -> None:
    raw = LAYOUTS["textedit_rtf_hant"].render(d)
    doc = rtf(raw)
    assert doc.fonts[0] == ("Helvetica", 0) and doc.fonts[1] == ("PingFangTC-Regular", 136)
    assert "\\f1 \\'a1\\'47" in raw or "\\'a1\\'47" in raw  # a full-width colon in Big5
    assert doc.paragraphs[0].bold and doc.paragraphs[0].size == 36
    if d.kind == "living":
        assert doc.paragraphs[0].text == f"{facts.TOPIC} 知識庫（活文件）"
        assert doc.headings(28) == [W.section_hant(d, k) for k in d.sections]
        assert doc.links == [W.url(m) for m in d.mentions] and not doc.tables
        return
    new, old, side = facts.groups(d)
    assert doc.paragraphs[0].text == f"{facts.TOPIC} 每日簡報" and "\\uc0\\u9888 \\u65039 " in raw
    assert doc.headings(28) == ["一、本期淨增", "二、沿用與已錨入", "三、鄰接與候選", "四、⚠️ 矛盾與待核實",
                                "五、可引用 arXiv 編號", "六、本期檢查過的來源"]  # fmt: skip
    items = [p for p in doc.paragraphs if p.list_id == 1 and p.level == 0]
    assert [(p.label, p.text) for p in items] == [(f"{k}.", W.label_hant(m)) for k, m in enumerate(new, 1)]
    details = [p for p in doc.paragraphs if p.list_id == 1 and p.level == 1]
    assert {p.label for p in details} == {"◦"} and doc.links == [W.url(m) for m in new]
    assert [p.text for p in details if p.text.startswith("章節：")] == [
        f"章節：{W.section_hant(d, m.section)}" for m in new
    ]
    carried, read = doc.tables
    assert carried[0] == ["項目", "章節", "狀態", "說明"]
    assert [r[:3] for r in carried[1:]] == [[W.label_hant(m), W.section_hant(d, m.section), W.carried_hant(m)]
                                            for m in old]  # fmt: skip
    assert [r[1] for r in read[1:]] == d.sources and [r[0] for r in read[1:]] == [str(k) for k in range(1, len(read))]
    assert [r[1] for r in read[1:] if r[2] == "空白，無內容"] == list(d.empty_sources)
    side_ps = [p for p in doc.paragraphs if p.list_id == 2]
    assert [(p.label, p.text.split("：")[0]) for p in side_ps] == [("•", W.label_hant(m)) for m in side]
    register = [p for p in doc.paragraphs if p.list_id == 3]
    assert [p.label for p in register] == [f"{k}." for k in range(1, len(d.entries) + 1)]
    assert [p.text.split("】")[0] for p in register] == [
        f"【風險：{W.LEVEL_HANT[e.risk]}" + ("｜已解決" if e.resolved else "") for e in d.entries
    ]
    assert doc.paragraphs[-1].align == "r" and doc.paragraphs[-1].text.startswith(d.instance)


def _texi_shape(d) -> None:
    t = texinfo(LAYOUTS["texinfo_en"].render(d))
    chapters = [h for c, _, h in t.headings if c == "chapter"]
    sections = [(n, h) for c, n, h in t.headings if c == "section"]
    assert facts.living_path("texi") in t.files
    if d.kind == "living":
        assert t.filename == f"{facts.TOPIC}.info" and t.title == f"{facts.TOPIC}: living document"
        assert chapters == [W.section_en(d, k) for k in d.sections]
        assert [n for c, n, _ in t.headings if c == "chapter"] == list(d.sections.values())
        assert sections == [(facts.work(m).name, W.label(m)) for m in d.mentions]
        assert t.links == [W.url(m) for m in d.mentions] and not t.tables
        return
    new, old, side = facts.groups(d)
    assert (
        t.filename == f"{d.stem.split('/')[-1]}.info" and t.title == f"Daily brief: {facts.TOPIC}, {W.long_en(d.date)}"
    )
    assert chapters == ["About this brief", "NET-new items", "Carried over and anchored", "Adjacent and candidates",
                        "To verify", "arXiv IDs", "Sources read"]  # fmt: skip
    assert sections == [(facts.work(m).name, W.label(m)) for m in new] and t.links == [W.url(m) for m in new]
    (carried,) = t.tables
    assert carried[0] == ["Item", "Section", "Status", "Note"]
    assert [r[:3] for r in carried[1:]] == [[W.label(m), W.section_en(d, m.section), W.carried_long(m)] for m in old]
    fields = dict(t.paragraphs[: [tag for tag, _ in t.paragraphs].index("Counts") + 1])
    assert fields["Window"] == f"{d.window[0]} to {d.window[1]}" and fields["Counts"] == W.counts_en(d.counts)
    register = [x for tag, x in t.paragraphs if tag == "#" and x.startswith("Risk: ")]
    assert register == [f"Risk: {e.risk}{', resolved' if e.resolved else ''}. {e.sentence}." for e in d.entries]
    read = [x for tag, x in t.paragraphs if tag == "#" and not x.startswith("Risk: ")]
    assert [x.removesuffix(" (empty: nothing in it)") for x in read] == d.sources
    assert [x for x in read if x.endswith("(empty: nothing in it)")] == [f"{s} (empty: nothing in it)"
                                                                         for s in d.empty_sources]  # fmt: skip


@pytest.mark.parametrize("d", facts.DOCS, ids=[d.stem.split("/")[1] for d in facts.DOCS])
def test_each_format_holds_its_own_shape(d):
    _skype_shape(d)
    _siyuan_shape(d)
    _rtf_shape(d)
    _texi_shape(d)


def test_the_readers_reject_what_their_formats_forbid():
    chat = LAYOUTS["skype_json_en"].render(facts.B2)
    sy = LAYOUTS["siyuan_sy_hans"].render(facts.B2)
    doc = LAYOUTS["textedit_rtf_hant"].render(facts.B2)
    texi = LAYOUTS["texinfo_en"].render(facts.B2)
    data = json.loads(chat)
    data["conversations"][0]["MessageList"].reverse()
    oldest_first = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    ids = re.findall(r'"ID":"(\d{14}-[a-z0-9]{7})"', sy)
    broken = [
        (skype, oldest_first),  # the export lists the newest message first
        (skype, chat.replace('"amsreferences":null', '"amsreferences":null,"pinned":true', 1)),  # no such field
        (skype, chat.replace("Thanks, reading it now", "Thanks, reading <it now", 1)),  # markup not well-formed
        (skype, chat.replace('">https://arxiv.org/abs/', '">arXiv ', 1)),  # a link that is not auto-linked
        (skype, chat.replace('"from":"8:live:.cid.', '"from":"8:live:.cid.0', 1)),  # a sender not in the thread
        (skype, re.sub(r'("originalarrivaltime":"[^"]+:\d\d)\.\d{3}Z', r"\1Z", chat, count=1)),  # no milliseconds
        (siyuan, sy.replace(ids[2], ids[1])),  # one block id twice
        (siyuan, sy.replace('"Type":"NodeListItem"', '"Type":"NodeParagraph"', 1)),  # a paragraph right in a list
        (siyuan, sy.replace('"Marker":"Kg=="', '"Marker":"*"', 1)),  # a list marker not base64-encoded
        (siyuan, sy.replace("\\u003e", ">", 1)),  # not as Go's encoder writes it
        (siyuan, sy.replace('"TableAligns":[0,0,0,0]', '"TableAligns":[0,0,0,0,0]', 1)),  # a table wider than its rows
        (siyuan, sy.replace('"Spec":"2"', '"Spec":"1"', 1)),  # an old file format
        (rtf, doc.replace("\\ansicpg950", "\\ansicpg1252", 1)),  # not a Taiwanese Mac's code page
        (rtf, doc.replace("\\pardirnatural", "\\pardirnaturel", 1)),  # no such control word
        (rtf, doc.replace("\\f4\\fnil\\fcharset0 AppleColorEmoji;", "", 1)),  # a font used but not defined
        (rtf, doc.replace("\\'a1\\'47", "\\'ff\\'ff", 1)),  # bytes Big5 does not have
        (rtf, doc.replace("{\\listtext\t1.\t}", "{\\listtext\t1.\t", 1)),  # a group never closed
        (rtf, doc.replace("\\gaph\\cellx4300\n", "\n", 1)),  # a row wider than its cell definitions
        (rtf, doc.replace("\\ls3\\ilvl0", "\\ls7\\ilvl0", 1)),  # a list not in the override table
        (texinfo, texi.replace("@end itemize\n", "", 1)),  # a list never ended
        (texinfo, texi.replace("@file{", "@fil{", 1)),  # no such command
        (texinfo, texi.replace("@node Carried over\n", "@node Carried over.\n", 1)),  # a node name Info cannot read
        (texinfo, texi.replace("@node NeutralScope\n", "", 1)),  # a section without its node
        (texinfo, texi.replace("@tab Note\n", "@tab Note @tab Extra\n", 1)),  # a row wider than the column fractions
        (texinfo, texi.replace("@uref{", "@uref{{", 1)),  # a brace left open
        (texinfo, texi.replace("@bye\n", "", 1)),  # no @bye
    ]
    for read, bad in broken:
        assert bad not in (chat, sy, doc, texi)
        with pytest.raises(Exception):  # noqa: B017
            read(bad)


def test_dates_and_units_are_the_zoos_own():
    assert W.long_en(date(2034, 2, 22)) == "22 February 2034" and W.zh_date(date(2034, 2, 22)) == "2034年2月22日"
    assert W.slash(date(2034, 2, 17)) == "2034/2/17" and W.carried_hans(facts.B1.mentions[3]) == "2月17日已锚入"
    strain = facts.B1.mentions[0].figures[0]
    assert W.fig_en(strain) == "rail strain estimate error: 38 µε"
    assert W.value_hans(strain) == "38微应变" and W.value_hant(strain) == "38 微應變"
    stress = facts.LIVING.mentions[0].figures[0]
    assert W.value_en(stress) == "2.4 MPa" and W.value_hans(stress) == "2.4兆帕" and W.value_hant(stress) == "2.4 MPa"
    force = facts.B1.mentions[1].figures[0]
    assert W.fig_hans(force) == "钢轨纵向力误差 6.5千牛" and W.value_en(force) == "6.5 kN"
    speed = facts.B3.mentions[1].figures[0]
    assert W.value_en(speed) == "15 km/h" and W.value_hant(speed) == "15 公里/小時"
    assert W.counts_en(facts.B2.counts) == "3 NET-new items; 1 adjacent; 3 carried over"
    assert W.carried_hant(facts.B1.mentions[4]) == "沿用，2034/2/20 錨入"
    assert W.carried_long(facts.B1.mentions[3]) == "anchored on 17 February 2034"
    assert datetime(2034, 2, 22, 17, 5) + timedelta(hours=1) == datetime(2034, 2, 22, 18, 5)  # the export's UTC
