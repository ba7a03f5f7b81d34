"""The zoo45 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, the zoo is new
against every earlier zoo, every layout writes what its key states in a well-formed document of
its format (the Jira XML export, the XMind workbook, the flat ODF text and the man page, each
read back by readers.py), and the keys parse."""

from __future__ import annotations

import io
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
from .readers import fodt, jira, man, xmind

CARD = r"paper_cards/\d{4}-3403-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (XML's and HTML's,
# roff's and tbl's marks, JSON's, and the layouts' own joins)
MARKUP = set('"\\<>@#|[]{}()*_`~^!&$=+:\t\n、：；·§%×｜【】')
SEQUENCES = ("://", "..", "  ", "''", " - ", " — ", "::", "--", "``")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("3403.76074", "penetration rate estimate error")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["3403.72630"],
        "new-but-anchored": [(facts.B2.stem, "3403.71529")],
        "duplicate-in-list": [(facts.B2.stem, "3403.73741")],
        "repeated-to-verify": {"3403.75963"},
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
            assert m.point[:1].islower() and m.point.isascii()  # a sentence once capitalised, plain in roff
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
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1] and facts.HANDOVER == "07:15"
    assert [b.instance for b in facts.BRIEFS] == ["olingo", "tayra", "grison"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2034 and d.date.month == 3 and 10 <= d.date.day <= 13 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "bar", "mm/rev", "MNm", "mm/min"} == set(W.UNIT_EN)
    assert set(W.UNIT_EN) == set(W.UNIT_HANS) == set(W.UNIT_HANT)
    assert all(re.search("[\u4e00-\u9fff]", W.UNIT_HANS[u]) for u in units - {"%"})
    assert {u for u in units if re.search("[\u4e00-\u9fff]", W.UNIT_HANT[u])} == {"×", "mm/rev", "mm/min"}
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    ids = [w.arxiv for w in facts.WORKS.values() if w.arxiv]
    assert all(re.fullmatch(r"3403\.7\d{4}", i) for i in ids) and len(set(ids)) == len(ids) == 9
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem
    adjacent = [(d.stem, m.work) for d in facts.BRIEFS for m in d.mentions if m.status == "adjacent"]
    assert (facts.B3.stem, "3403.78296") in adjacent and all(m.work != "3403.78296" for m in facts.B1.mentions
                                                             + facts.B2.mentions + facts.LIVING.mentions)  # fmt: skip


def test_the_zoo_is_new():
    """Its topic, id prefix, dates, handover, instances, works, sections and units are no earlier
    zoo's (tests/zoo … tests/zoo44)."""
    others = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].glob("zoo*/facts.py")
                       if int(p.parent.name[3:] or 1) < 45)  # fmt: skip
    assert f'"{facts.TOPIC}"' not in others and '"3403.' not in others and "-3403-" not in others
    assert not re.search(r"date\(2034, 3,", others)  # no earlier zoo has March 2034
    assert f'HANDOVER = "{facts.HANDOVER}"' not in others and f'{facts.HANDOVER}")' not in others
    assert not any(b.instance in others.lower() for b in facts.BRIEFS)
    assert not any(w.name in others for w in facts.WORKS.values())
    assert not any(f'"{s}"' in others for s in [*facts.SECTIONS.values(), *facts.DRIFTED.values()])
    units = re.findall(r'Figure\([^()]*?"([^"]+)"', others)
    assert units and not {"bar", "mm/rev", "MNm", "mm/min"} & set(units)
    assert 1 <= int(facts.WORKS["3403.70418"].arxiv[2:4]) <= 12  # a valid arXiv month


# --- reading each format back (without kgraph: see readers.py) ------------------------------------


def seen(layout: str, d) -> str:
    """The document as its reader shows it, as text."""
    out = LAYOUTS[layout].render(d)
    reader = {"jira_xml_en": jira, "xmind_hans": xmind, "fodt_hant": fodt, "man_page_en": man}[layout]
    return reader(out).text


LANG = {n: LAYOUTS[n].LANG for n in NAMES}
FIG = {"en": W.fig_en, "zh-hans": W.fig_hans, "zh-hant": W.fig_hant}
SECTION = {"en": W.section_en, "zh-hans": W.section_hans, "zh-hant": W.section_hant}
LABEL = {"en": W.label, "zh-hans": W.label_hans, "zh-hant": W.label_hant}
COUNTS = {"en": W.counts_en, "zh-hans": W.counts_hans, "zh-hant": W.counts_hant}
CARRIED_TEXT = {"jira_xml_en": W.carried_en, "xmind_hans": W.carried_hans, "fodt_hant": W.carried_hant,
                "man_page_en": W.carried_long}  # fmt: skip
DATE = {"jira_xml_en": W.iso, "xmind_hans": W.zh_date, "fodt_hant": W.slash, "man_page_en": W.long_en}
IDS_SEP = {"jira_xml_en": ", ", "xmind_hans": "、", "fodt_hant": "、", "man_page_en": ", "}


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
def test_the_key_writer_finds_the_baseline_as_the_file_holds_it(layout: str):
    """The Jira XML and the flat ODF text hold the baseline path as it is and give no `text` hook;
    the man page (hyphens as `\\-`) and the XMind zip (its placeholder content.xml) give one, and
    what it gives holds the path exactly when the brief, as its reader shows it, does."""
    mod = LAYOUTS[layout]
    assert hasattr(mod, "text") == (layout in ("man_page_en", "xmind_hans"))
    for d in facts.BRIEFS:
        raw = mod.render(d)
        hooked = mod.text(raw) if hasattr(mod, "text") else raw
        assert facts.living_path(mod.EXT) in hooked and facts.living_path(mod.EXT) in seen(layout, d)
        if layout == "man_page_en":
            assert facts.living_path(mod.EXT) not in raw  # `tunnel\\-boring\\-monitoring`
        if layout == "xmind_hans":
            with zipfile.ZipFile(io.BytesIO(raw)) as z:
                assert facts.living_path(mod.EXT) not in z.read("content.xml").decode("utf-8")


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
        "zh-hans": {"单一掘进段", "传感器映射文件"},
        "zh-hant": {"單一掘進段", "感測器對應檔"},
    }.get(LAYOUTS[layout].LANG, {"single drive", "sensor mapping file"})
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo45 key for renderer {layout};")
    brief = (key_path.parent / f"{facts.B1.stem}.{ext}").read_bytes()
    out = LAYOUTS[layout].render(facts.B1)
    assert brief == (out if isinstance(out, bytes) else out.encode("utf-8"))  # written as rendered
    assert isinstance(out, bytes) == (layout == "xmind_hans")  # the workbook is a zip archive
    if isinstance(out, str):
        assert "\r" not in out and not brief.startswith(b"\xef\xbb\xbf")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


# --- each format's own shape ----------------------------------------------------------------------


def _jira_shape(d) -> None:
    exp = jira(LAYOUTS["jira_xml_en"].render(d))
    if d.kind == "living":
        (doc,) = exp.issues
        assert doc.kind == "Document" and doc.summary == f"{facts.TOPIC} living document"
        assert doc.custom == {"Living document": facts.living_path("xml"), "Version": W.iso(d.date)}
        assert all(W.section_en(d, k) in doc.description.split("\n") for k in d.sections)
        assert exp.links == [W.url(m) for m in d.mentions]
        return
    new, old, side = facts.groups(d)
    brief, *subs = exp.issues
    assert brief.kind == "Task" and brief.summary == f"{facts.TOPIC} daily brief {W.iso(d.date)}"
    assert brief.assignee == d.instance and brief.labels == ["daily-brief", facts.TOPIC]
    assert brief.subtasks == [s.key for s in subs] and all(s.parent == brief.key for s in subs)
    assert [s.summary for s in subs] == [f"NET-new {k}/{len(new)} {W.label(m)}" for k, m in enumerate(new, 1)]
    assert [s.custom for s in subs] == [{"Suggested section": W.section_en(d, m.section), "Confidence": m.confidence}
                                        for m in new]  # fmt: skip
    assert [s.links for s in subs] == [[W.url(m)] for m in new]
    assert [s.attachments for s in subs] == [[x.split("/")[1] for x in m.sources if x.startswith("paper_cards/")]
                                             for m in new]  # fmt: skip
    lines = brief.description.split("\n")
    assert f"Counts: {W.counts_en(d.counts)}" in lines and f"Window: {d.window[0]} → {d.window[1]}" in lines
    rows = [x for x in lines if x.startswith(" | ")]
    assert rows[0] == " | Item | Section | Status | Note"
    assert [r.split(" | ")[1:4] for r in rows[1:]] == [[W.label(m), W.section_en(d, m.section), W.carried_en(m)]
                                                        for m in old]  # fmt: skip
    register = [
        x for x in lines if "risk " in x and ": " in x and x.split(": ")[0].endswith(tuple(["high", "medium", "low"]))
    ]
    assert register == [("resolved " if e.resolved else "") + f"risk {e.risk}: {e.sentence}" for e in d.entries]
    empty = [x.removesuffix(" (empty, nothing in it)") for x in lines if x.endswith(" (empty, nothing in it)")]
    assert empty == list(d.empty_sources) and brief.links == [W.url(m) for m in side]
    assert [a for a, _ in brief.comments][-1] == "j.okafor"


def _xmind_shape(d) -> None:
    mind = xmind(LAYOUTS["xmind_hans"].render(d))
    assert mind.sheet == "画布 1" and all(t.depth <= 4 for t in mind.topics)
    if d.kind == "living":
        assert mind.root.title == f"{facts.TOPIC} 活文档" and f"路径：{facts.living_path('xmind')}" in mind.root.notes
        assert [k.title for k in mind.root.kids] == [W.section_hans(d, k) for k in d.sections]
        assert [t.title for k in mind.root.kids for t in k.kids] == [W.label_hans(m) for m in d.mentions]
        assert mind.links == [W.url(m) for m in d.mentions]
        return
    new, old, side = facts.groups(d)
    assert mind.root.title == f"{facts.TOPIC} 日报 {W.iso(d.date)}"
    assert [k.title for k in mind.root.kids] == ["概况", "一、本棒净增", "二、沿用与已锚入", "三、邻接预备",
                                                 "四、值得警惕的矛盾或待核实说法", "五、可引用 arXiv 号",
                                                 "六、本棒检查过的来源"]  # fmt: skip
    assert [t.title for t in mind.branch("概况").kids][-1] == W.counts_hans(d.counts)
    fresh = mind.branch("一、本棒净增").kids
    assert [(t.title, t.href) for t in fresh] == [(W.label_hans(m), W.url(m)) for m in new]
    assert [t.labels for t in fresh] == [["净增", f"可信度 {W.LEVEL_HANS[m.confidence]}"] for m in new]
    assert [t.kids[0].title for t in fresh] == [f"建议归入 {W.section_hans(d, m.section)}" for m in new]
    assert [[s.title for s in t.kids[-1].kids] for t in fresh] == [list(m.sources) for m in new]
    carried = mind.branch("二、沿用与已锚入").kids
    assert [(t.title, t.labels, t.kids[0].title) for t in carried] == [
        (W.label_hans(m), [W.carried_hans(m)], W.section_hans(d, m.section)) for m in old
    ]
    assert [(t.title, t.labels) for t in mind.branch("三、邻接预备").kids] == [(W.label_hans(m), [W.STATUS_HANS[m.status]])
                                                                           for m in side]  # fmt: skip
    register = mind.branch("四、值得警惕的矛盾或待核实说法").kids
    assert [(t.title, t.labels) for t in register] == [
        (e.hans, [f"风险 {W.LEVEL_HANS[e.risk]}"] + (["已解决"] if e.resolved else [])) for e in d.entries
    ]
    assert [t.markers == ["task-done"] for t in register] == [e.resolved for e in d.entries]
    read = mind.branch("六、本棒检查过的来源").kids
    assert [t.title for t in read] == d.sources
    assert [t.title for t in read if t.labels == ["空文件，没有内容"]] == list(d.empty_sources)


def _fodt_shape(d) -> None:
    doc = fodt(LAYOUTS["fodt_hant"].render(d))
    assert doc.creator == (d.instance or "kb-relay") and doc.paras[0].style == "Title"
    if d.kind == "living":
        assert doc.paras[0].text == f"{facts.TOPIC} 知識庫活文件" and doc.title == doc.paras[0].text
        assert doc.headings(1) == [W.section_hant(d, k) for k in d.sections]
        assert doc.headings(2) == [W.label_hant(m) for m in d.mentions]
        assert doc.links == [W.url(m) for m in d.mentions] and not doc.tables
        return
    new, old, side = facts.groups(d)
    assert doc.paras[0].text == f"{facts.TOPIC} 每日簡報" and doc.paras[1].text == W.slash(d.date)
    assert doc.headings(1) == ["一、本期淨增", "二、沿用與已錨入", "三、鄰接與候選", "四、矛盾與待核實",
                               "五、可引用 arXiv 編號", "六、本期檢查過的來源"]  # fmt: skip
    items = [p for p in doc.paras if p.list_style == "L1"]
    assert [p.text for p in items] == [W.label_hant(m) for m in new] and {p.level for p in items} == {1}
    details = [p.text for p in doc.paras if p.list_style == "L2" and p.level == 2]
    assert [x for x in details if x.startswith("章節：")] == [f"章節：{W.section_hant(d, m.section)}" for m in new]
    assert [x for x in details if x.startswith("可信度：")] == [f"可信度：{W.LEVEL_HANT[m.confidence]}" for m in new]
    assert doc.links == [W.url(m) for m in new]
    carried, register = doc.tables
    assert carried[0] == ["項目", "章節", "狀態", "說明"]
    assert [r[:3] for r in carried[1:]] == [[W.label_hant(m), W.section_hant(d, m.section), W.carried_hant(m)]
                                            for m in old]  # fmt: skip
    assert register[0] == ["編號", "風險", "狀態", "內容"]
    assert register[1:] == [[str(k), W.LEVEL_HANT[e.risk], "已解決" if e.resolved else "待核實", e.hant]
                            for k, e in enumerate(d.entries, 1)]  # fmt: skip
    read = [p.text for p in doc.paras if p.list_style == "L2" and p.level == 1][len(side) :]
    assert [x.removesuffix("（空白，沒有內容）") for x in read] == d.sources
    assert [x for x in read if x.endswith("（空白，沒有內容）")] == [f"{s}（空白，沒有內容）" for s in d.empty_sources]
    assert doc.paras[-1].style == "P1" and doc.paras[-1].text.startswith(d.instance)


def _man_shape(d) -> None:
    page = man(LAYOUTS["man_page_en"].render(d))
    assert page.th[1:] == ["7", W.iso(d.date), "kgraph briefs", "Daily Research Briefs"]
    heads = [h for h, _ in page.sections]
    if d.kind == "living":
        assert page.th[0] == facts.TOPIC.upper()
        assert heads == ["NAME", "DESCRIPTION", *(W.section_en(d, k) for k in d.sections), "SEE ALSO"]
        assert page.subsections == [W.label(m) for m in d.mentions]
        assert page.links == [W.url(m) for m in d.mentions] and not page.tables
        return
    new, old, side = facts.groups(d)
    assert page.th[0] == f"{facts.TOPIC}-brief".upper()
    assert heads == ["NAME", "SYNOPSIS", "DESCRIPTION", "NET-NEW ITEMS", "CARRIED OVER AND ANCHORED",
                     "ADJACENT AND CANDIDATES", "TO VERIFY", "ARXIV IDS", "FILES", "AUTHORS", "SEE ALSO"]  # fmt: skip
    syn = page.section("SYNOPSIS")
    assert syn[syn.index("Counts:") + 1] == W.counts_en(d.counts)
    assert syn[syn.index("Baseline:") + 1] == facts.living_path("7")
    assert page.subsections == [f"{k}. {W.label(m)}" for k, m in enumerate(new, 1)]
    assert page.links == [W.url(m) for m in new]
    (carried,) = page.tables
    assert carried[0] == ["Item", "Section", "Status", "Note"]
    assert [r[:3] for r in carried[1:]] == [[W.label(m), W.section_en(d, m.section), W.carried_long(m)] for m in old]
    verify = page.section("TO VERIFY")
    assert verify[::3] == [f"{k}." for k in range(1, len(d.entries) + 1)]
    assert verify[1::3] == [f"Risk: {e.risk}{', resolved' if e.resolved else ''}." for e in d.entries]
    files = page.section("FILES")
    assert files[0::2] == d.sources
    assert [f for f, s in zip(files[0::2], files[1::2], strict=True) if s == "empty: nothing in it"] == list(
        d.empty_sources
    )


@pytest.mark.parametrize("d", facts.DOCS, ids=[d.stem.split("/")[1] for d in facts.DOCS])
def test_each_format_holds_its_own_shape(d):
    _jira_shape(d)
    _xmind_shape(d)
    _fodt_shape(d)
    _man_shape(d)


def _rezip(raw: bytes, change) -> bytes:
    with zipfile.ZipFile(io.BytesIO(raw)) as z:
        files = {n: z.read(n) for n in z.namelist()}
    change(files)
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for n, data in files.items():
            z.writestr(n, data)
    return buf.getvalue()


def test_the_readers_reject_what_their_formats_forbid():
    xml = LAYOUTS["jira_xml_en"].render(facts.B2)
    mm = LAYOUTS["xmind_hans"].render(facts.B2)
    odt = LAYOUTS["fodt_hant"].render(facts.B2)
    page = LAYOUTS["man_page_en"].render(facts.B2)
    with zipfile.ZipFile(io.BytesIO(mm)) as z:
        content = z.read("content.json").decode("utf-8")
    ids = re.findall(r'"id":"([0-9a-v]{26})"', content)

    def content_to(new: str):
        return lambda f: f.__setitem__("content.json", new.encode("utf-8"))

    broken = [
        (jira, xml.replace("RSS generated by JIRA", "RSS generated by Jira", 1)),  # not Jira's header
        (jira, xml.replace("<environment></environment>", "", 1)),  # a field missing
        (jira, re.sub(r"(<summary>[^<]*)</summary>", r"\1 (copy)</summary>", xml, count=1)),  # title and summary differ
        (jira, xml.replace("&lt;/li&gt;", "", 1)),  # an element of the description never closed
        (jira, xml.replace("&lt;tt&gt;", "&lt;code&gt;", 1)),  # not Jira's rendered HTML
        (
            jira,
            xml.replace('rel="nofollow"&gt;https://arxiv', 'rel="nofollow"&gt;arXiv https://arxiv', 1),
        ),  # not its own text
        (jira, xml.replace('total="4"', 'total="5"', 1)),  # a count the items do not give
        (jira, re.sub(r"<parent id=\"(\d+)\">TBM-\d+", r'<parent id="\1">TBM-9999', xml, count=1)),  # no such parent
        (xmind, _rezip(mm, lambda f: f.pop("Thumbnails/thumbnail.png"))),  # an entry the manifest names is missing
        (xmind, _rezip(mm, content_to(content.replace(ids[3], ids[2])))),  # one topic id twice
        (xmind, _rezip(mm, content_to(content.replace('"markerId":"priority-1"', '"markerId":"urgent"', 1)))),
        (xmind, _rezip(mm, content_to(content.replace('"labels":', '"tags":', 1)))),  # no such topic key
        (xmind, _rezip(mm, content_to(content.replace("</div><div>", "</div><p>", 1)))),  # notes disagree
        (fodt, odt.replace('office:version="1.3"', 'office:version="1.1"', 1)),  # not the version LibreOffice writes
        (
            fodt,
            re.sub(r" <office:font-face-decls>.*?</office:font-face-decls>\n", "", odt, count=1, flags=re.S),
        ),  # no fonts
        (
            fodt,
            odt.replace('text:style-name="Strong_20_Emphasis"', 'text:style-name="Strong"', 1),
        ),  # an undefined style
        (
            fodt,
            odt.replace('table:number-columns-repeated="4"', 'table:number-columns-repeated="3"', 1),
        ),  # rows too wide
        (fodt, odt.replace('style:font-name-asian="Microsoft JhengHei"', 'style:font-name-asian="PMingLiU"', 1)),
        (fodt, odt.replace("<text:tab/>", "<text:tabulator/>", 1)),  # no such element
        (man, page.replace("'\\\" t\n", "", 1)),  # tbl not asked for
        (man, page.replace(".SS ", ".SUB ", 1)),  # no such macro
        (man, page.replace("\\(sc", "\\(zz", 1)),  # no such glyph
        (man, page.replace("tunnel\\-boring", "tunnel-boring", 1)),  # a bare hyphen
        (man, page.replace(".UE\n", "", 1)),  # a link never closed
        (man, page.replace("T};T{", "T};T{\nextra\nT};T{", 1)),  # a row wider than the format
        (man, page.replace(".TE\n", "", 1)),  # a table never ended
    ]
    for read, bad in broken:
        assert bad not in (xml, mm, odt, page)
        with pytest.raises(Exception):  # noqa: B017
            read(bad)
    for read, good in [(jira, xml), (xmind, mm), (fodt, odt), (man, page)]:
        read(good)


def test_dates_and_units_are_the_zoos_own():
    assert W.long_en(date(2034, 3, 12)) == "12 March 2034" and W.zh_date(date(2034, 3, 12)) == "2034年3月12日"
    assert W.slash(date(2034, 3, 7)) == "2034/3/7" and W.carried_hans(facts.B1.mentions[3]) == "3月7日已锚入"
    pen = facts.B1.mentions[0].figures[0]
    assert W.fig_en(pen) == "penetration rate estimate error: 0.6 mm/rev"
    assert W.value_hans(pen) == "0.6毫米/转" and W.value_hant(pen) == "0.6 公釐/轉"
    press = facts.LIVING.mentions[0].figures[0]
    assert W.value_en(press) == "0.18 bar" and W.value_hans(press) == "0.18巴" and W.value_hant(press) == "0.18 bar"
    torque = facts.B1.mentions[1].figures[0]
    assert W.fig_hans(torque) == "刀盘扭矩误差 0.35兆牛·米" and W.value_en(torque) == "0.35 MNm"
    assert W.value_hant(torque) == "0.35 MN·m"
    speed = facts.B3.mentions[1].figures[0]
    assert W.value_en(speed) == "6.5 mm/min" and W.value_hant(speed) == "6.5 公釐/分"
    assert W.counts_en(facts.B2.counts) == "3 NET-new items; 1 adjacent; 3 carried over"
    assert W.carried_hant(facts.B1.mentions[4]) == "沿用，2034/3/10 錨入"
    assert W.carried_long(facts.B1.mentions[3]) == "anchored on 7 March 2034"
