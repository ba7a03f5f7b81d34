"""The zoo41 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (the Obsidian note's front matter
loaded with PyYAML and its body parsed with markdown-it; the rST page parsed by docutils with
Sphinx's roles, and by pandoc's rST reader; the Lark export loaded with json and its block tree
checked; the e-mail parsed by Python's `email` package and unflowed; see readers.py), and the
keys parse."""

from __future__ import annotations

import json
import re
import tomllib
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pypandoc
import pytest

from tests.zoo4 import make as zoo4_make
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo
from .readers import lark, mail, obsidian, rst, unflow

CARD = r"paper_cards/\d{4}-3312-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (YAML's, Markdown's,
# Obsidian's and reStructuredText's marks, JSON's quotes and escapes, a table's cell separator, an
# e-mail quote mark, and the layouts' own joins)
MARKUP = set('"\\<>@#|[]{}()*_`~^!&$=+:\t\n、：；·§%×｜')
SEQUENCES = ("://", "..", "  ", "''", " - ", " — ", "::", "-- ")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("3312.76074", "safe yield error")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["3312.72630"],
        "new-but-anchored": [(facts.B2.stem, "3312.71529")],
        "duplicate-in-list": [(facts.B2.stem, "3312.73741")],
        "repeated-to-verify": {"3312.75963"},
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
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1] and facts.HANDOVER == "12:05"
    assert [b.instance for b in facts.BRIEFS] == ["mantis", "cicada", "weevil"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2026 and d.date.month == 9 and d.date.day >= 19 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "mm/month", "m³/day", "mS/cm", "L/s"} == set(W.UNIT_EN)
    assert set(W.UNIT_EN) == set(W.UNIT_HANS) == set(W.UNIT_HANT)
    assert all(re.search("[\u4e00-\u9fff]", W.UNIT_HANS[u] + W.UNIT_HANT[u]) for u in units - {"%"})
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    ids = [w.arxiv for w in facts.WORKS.values() if w.arxiv]
    assert all(re.fullmatch(r"3312\.7\d{4}", i) for i in ids) and len(set(ids)) == len(ids) == 9
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem
    adjacent = [(d.stem, m.work) for d in facts.BRIEFS for m in d.mentions if m.status == "adjacent"]
    assert (facts.B3.stem, "3312.78296") in adjacent and all(m.work != "3312.78296" for m in facts.B1.mentions
                                                             + facts.B2.mentions + facts.LIVING.mentions)  # fmt: skip


def test_the_zoo_is_new():
    """Its topic, id prefix, dates, handover, instances, works and units are no other zoo's."""
    others = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].glob("zoo*/facts.py")
                       if int(p.parent.name[3:] or 1) < 41)  # fmt: skip
    assert f'"{facts.TOPIC}"' not in others and '"3312.7' not in others
    assert not re.search(r"date\(2026, 9, (19|2\d|30)\)", others)  # other zoos stop at 17 September
    assert f'HANDOVER = "{facts.HANDOVER}"' not in others and f'{facts.HANDOVER}")' not in others
    assert not any(b.instance in others.lower() for b in facts.BRIEFS)
    assert not any(w.name in others for w in facts.WORKS.values())
    units = re.findall(r'Figure\([^()]*?"([^"]+)"', others)
    assert not {"mm/month", "m³/day", "mS/cm", "L/s"} & set(units)


# --- reading each format back (without kgraph: see readers.py) ------------------------------------


def seen(layout: str, d) -> str:
    """The document as its reader shows it, as text (for the e-mail, the reply without its quote)."""
    out = LAYOUTS[layout].render(d)
    if layout == "obsidian_md_hant":
        note = obsidian(out)
        return "\n".join([*note.front["tags"], *note.front["aliases"], note.text])
    if layout == "rst_sphinx_en":
        return rst(out).text
    if layout == "lark_json_hans":
        return lark(out).text
    return mail(out).text


LANG = {n: LAYOUTS[n].LANG for n in NAMES}
FIG = {"en": W.fig_en, "zh-hans": W.fig_hans, "zh-hant": W.fig_hant}
SECTION = {"en": W.section_en, "zh-hans": W.section_hans, "zh-hant": W.section_hant}
ANCHOR = {"en": W.iso, "zh-hans": W.iso, "zh-hant": W.zh_date}
COUNTS = {"en": W.counts_en, "zh-hans": W.counts_hans, "zh-hant": W.counts_hant}
IDS_SEP = {"obsidian_md_hant": "、", "rst_sphinx_en": ", ", "lark_json_hans": "、", "plain_email_reply_en": ", "}


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


# --- Obsidian --------------------------------------------------------------------------------------


def test_obsidian_notes_are_what_an_obsidian_vault_holds():
    mod = LAYOUTS["obsidian_md_hant"]
    for d in facts.DOCS:
        note = obsidian(mod.render(d))
        fields = dict(note.fields)
        assert note.headings[0][0] == 1 and [lvl for lvl, _ in note.headings].count(1) == 1
        assert any(t.type == "blockquote_open" for t in note.tokens)  # a callout is a quote to CommonMark
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert note.front["tags"] == ["每日簡報", facts.TOPIC, f"instance/{d.instance}"]
            assert note.front["aliases"][0] == f"每日簡報 {W.iso(d.date)}" and note.front["instance"] == d.instance
            assert note.headings[0][1] == f"每日簡報：{facts.TOPIC}，{W.zh_date(d.date)}"
            assert fields["實例"] == d.instance and fields["時間窗"] == f"{d.window[0]} → {d.window[1]}"
            assert fields["計數"] == W.counts_hant(d.counts) and fields["新的 arXiv 編號"] == "、".join(d.new_ids)
            assert f"`{facts.living_path('md')}`" in fields["基線"] and W.zh_date(d.baseline) in fields["基線"]
            assert [h for lvl, h in note.headings if lvl == 3] == [
                f"{k}. {facts.work(m).name}" for k, m in enumerate(new, 1)]  # fmt: skip
            assert [v for k, v in note.fields if k == "章節"] == [f"[[{facts.TOPIC}#{x}|{x}]]" for x in
                                                                 (W.section_hant(d, m.section) for m in new)]  # fmt: skip
            (table,) = note.tables
            assert table[0] == ["條目", "章節", "狀態", "數據", "說明"] and len(table) == len(old) + 1
            assert [r[1] for r in table[1:]] == [W.section_hant(d, m.section) for m in old]
            assert [r[2] for r in table[1:]] == [W.carried_hant(m) for m in old]
            open_ = [(c[0], c[2]) for c in note.callouts if not c[1]]
            assert open_ == [("success" if e.resolved else "warning",
                              f"風險{W.LEVEL_HANT[e.risk]}，{'已解決' if e.resolved else '未解決'}") for e in d.entries]  # fmt: skip
            assert note.tasks == [(e.resolved, e.hant) for e in d.entries]
            (folded,) = [c for c in note.callouts if c[1]]
            assert folded[0] == "note" and f"交接：{d.instance}，{facts.HANDOVER}" in folded[3]
            assert note.block_ids == [facts.work(m).name.lower().replace(" ", "-") for m in new]
            cited = [(t, a) for t, h, a in note.links if a and a.endswith(".md") and not h]
            assert all(a == t + ".md" for t, a in cited) and set(d.sources) <= {a for _, a in cited}
        else:
            assert note.front["tags"] == ["活文件", facts.TOPIC] and note.front["updated"] == d.date
            assert [h for lvl, h in note.headings if lvl == 2] == [W.section_hant(d, k) for k in d.sections]
            assert fields["版本"] == W.zh_date(d.date)


# --- reStructuredText ----------------------------------------------------------------------------------


def test_rst_pages_are_what_a_sphinx_project_holds():
    mod = LAYOUTS["rst_sphinx_en"]
    for d in facts.DOCS:
        page = rst(mod.render(d))
        assert page.docinfo["date"] == W.iso(d.date) and page.docinfo["topic"] == facts.TOPIC
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert page.title == f"Daily brief: {facts.TOPIC}, {W.long_en(d.date)}"
            assert page.docinfo["author"] == d.instance
            assert page.docinfo["window"] == f"{d.window[0]} to {d.window[1]}"
            assert page.docinfo["baseline"] == f"{facts.living_path('rst')} (version {W.iso(d.baseline)})"
            assert page.fields["Counts"].startswith(W.counts_en(d.counts))
            assert page.fields["New arXiv IDs"] == ", ".join(d.new_ids)
            assert [h for lvl, h in page.sections if lvl == 1] == [
                f"NET-new ({len(new)})", f"Carried over and anchored ({len(old)})", f"Adjacent ({len(side)})",
                "To verify", "Sources read"]  # fmt: skip
            assert [h for lvl, h in page.sections if lvl == 2] == [f"{k}. {W.label(m)}" for k, m in enumerate(new, 1)]
            ((caption, rows),) = page.tables
            assert caption == "Carried over and anchored items" and rows[0] == [
                "Item", "Section", "Status", "Figures", "Note"]  # fmt: skip
            assert [tuple(r[:3]) for r in rows[1:]] == [
                (W.label(m), W.section_en(d, m.section), W.carried_en(m)) for m in old]  # fmt: skip
            kinds = ["note" if e.resolved else "warning" if e.risk == "high" else "attention" for e in d.entries]
            assert [k for k, _ in page.admonitions] == kinds
            assert all(e.sentence in t for e, (_, t) in zip(d.entries, page.admonitions, strict=True))
            assert page.text.rstrip().endswith(f"Hand-over from {d.instance}, {facts.HANDOVER}.")
        else:
            assert page.title == f"Living document: {facts.TOPIC}"
            assert [h for lvl, h in page.sections if lvl == 1] == [W.section_en(d, k) for k in d.sections]


def _pandoc_text(node: Any) -> str:
    out = []

    def walk(n: Any) -> None:
        if isinstance(n, list):
            for x in n:
                walk(x)
        elif isinstance(n, dict):
            t, c = n.get("t"), n.get("c")
            if t == "Str":
                out.append(c)
            elif t in ("Space", "SoftBreak", "LineBreak"):
                out.append(" ")
            elif t == "Code":
                out.append(c[1])
            elif t == "Link":
                walk(c[1])
                out.append(f" <{c[2][0]}>")
            elif t in ("Para", "Plain", "Header"):
                walk(c)
                out.append("\n")
            else:
                walk(c)

    walk(node)
    return re.sub(r"[ \t]+", " ", "".join(out))


@pytest.mark.parametrize("d", facts.DOCS, ids=[d.stem.split("/")[1] for d in facts.DOCS])
def test_pandoc_reads_the_rst_as_docutils_does(d):
    raw = LAYOUTS["rst_sphinx_en"].render(d)
    page = rst(raw)
    ast = json.loads(pypandoc.convert_text(raw, "json", format="rst"))
    text = _pandoc_text(ast["blocks"]) + _pandoc_text(ast["meta"])
    for x in _item_facts("en", d):
        assert x in text, x
    heads = []

    def walk(n: Any) -> None:
        if isinstance(n, list):
            for x in n:
                walk(x)
        elif isinstance(n, dict):
            if n.get("t") == "Header":
                heads.append(_pandoc_text(n["c"][2]).strip())
            for v in n.values():
                walk(v)

    walk(ast["blocks"])
    # pandoc promotes no title that a label precedes (docutils and Sphinx do): it is the first header
    assert heads == [page.title, *(h for _, h in page.sections)]


# --- Lark --------------------------------------------------------------------------------------------


def test_lark_exports_are_what_the_docx_api_returns():
    mod = LAYOUTS["lark_json_hans"]
    raw = mod.render(facts.B1)
    assert raw.startswith('{\n  "document": {\n    "document_id": ') and "\\u" not in raw and "%3A%2F%2F" in raw
    for d in facts.DOCS:
        doc = lark(mod.render(d))
        kinds = [b["block_type"] for _, b in doc.order]
        heads = [doc.text.split("\n")[i] for i in range(len(doc.text.split("\n")))]
        assert kinds[0] == 1 and heads[0] == doc.title
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert doc.title == f"每日简报：{facts.TOPIC}，{W.zh_date(d.date)}"
            h1 = [b for _, b in doc.order if b["block_type"] == 3]
            assert [x["heading1"]["elements"][0]["text_run"]["content"] for x in h1] == [
                f"一、净新增（{len(new)}）", f"二、延续与已锚定（{len(old)}）", f"三、相邻（{len(side)}）",
                "四、待核实", "五、已读来源"]  # fmt: skip
            (table,) = doc.tables
            assert table[0] == ["序号", "条目", "章节", "要点", "数据", "置信度", "来源"]
            assert [r[2] for r in table[1:]] == [W.section_hans(d, m.section) for m in new]
            assert [r[5] for r in table[1:]] == [W.LEVEL_HANS[m.confidence] for m in new]
            assert [r[6].split("\n") for r in table[1:]] == [list(m.sources) for m in new]
            todos = [b["todo"]["style"]["done"] for _, b in doc.order if b["block_type"] == 17]
            assert todos == [e.resolved for e in d.entries]
            ordered = [b for _, b in doc.order if b["block_type"] == 13]
            assert [b["ordered"]["style"]["sequence"] for b in ordered] == ["1"] + ["auto"] * (len(d.sources) - 1)
            assert f"基线：{facts.living_path('json')}（{W.iso(d.baseline)} 版）" in doc.text
            assert doc.text.split("\n")[-1] == f"交接：{d.instance}，{facts.HANDOVER}"
        else:
            h2 = [b["heading2"]["elements"][0]["text_run"]["content"] for _, b in doc.order if b["block_type"] == 4]
            assert h2 == [W.section_hans(d, k) for k in d.sections]


# --- e-mail ----------------------------------------------------------------------------------------


def test_emails_are_replies_in_one_thread():
    mod = LAYOUTS["plain_email_reply_en"]
    msgs = [mail(mod.render(d)) for d in facts.DOCS]
    ids = [m.msg["Message-ID"] for m in msgs]
    assert len(set(ids)) == 4 and msgs[0].msg["In-Reply-To"] is None and msgs[0].attribution is None
    subject = msgs[0].msg["Subject"]
    for k, (d, m) in enumerate(zip(facts.DOCS, msgs, strict=True)):
        local = m.msg["Date"].datetime
        assert local.strftime("%Y-%m-%d %H:%M") == f"{W.iso(d.date)} {facts.HANDOVER}"
        raw = mod.render(d)
        assert any(x.endswith(" ") for x in raw.split("\n")) and max(len(x) for x in raw.split("\n")) <= 78
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert m.msg["Subject"] == f"Re: {subject}" and m.msg["In-Reply-To"] == ids[k - 1]
            assert m.msg["References"].split() == ids[:k] and m.msg["From"].addresses[0].username == d.instance
            prev = msgs[k - 1]
            assert m.attribution.endswith(f", {prev.msg['From'].addresses[0].display_name} wrote:")
            assert m.quoted == [*prev.own, "-- ", *prev.signature]  # the previous message, its own quote trimmed
            lines = m.own
            assert lines[lines.index("NET-NEW (" + str(len(new)) + ")") + 3] == f"1. {W.label(new[0])}"
            heads = [x for x in lines if re.fullmatch(r"[A-Z][A-Z -]+( \(\d\))?", x)]
            assert heads == [f"NET-NEW ({len(new)})", f"CARRIED OVER AND ANCHORED ({len(old)})",
                             f"ADJACENT ({len(side)})", "TO VERIFY", "SOURCES READ"]  # fmt: skip
            reg = [x for x in lines if x.startswith(("[open", "[resolved"))]
            assert reg == [f"[{'resolved' if e.resolved else 'open'}, risk {e.risk}] {e.sentence}." for e in d.entries]
            listed = [x.split(". ", 1)[1] for x in lines if re.match(r"\d+\. [a-z]", x)]
            assert listed == [s + (" (empty)" if s in d.empty_sources else "") for s in d.sources]
            assert f"Baseline: {facts.living_path('eml')} (version {W.iso(d.baseline)})" in lines
            assert m.signature[0] == d.instance
        else:
            assert m.signature[0] == "Knowledge desk"
            assert [x for x in m.own if x.startswith("§")] == [W.section_en(d, k) for k in d.sections]


def test_the_quoted_message_is_not_the_briefs_own():
    """A reply quotes the previous message: its facts are in the file, but not in the reply a
    reader takes as the brief (the facts a brief shares with its predecessor aside)."""
    mod = LAYOUTS["plain_email_reply_en"]
    for prev, d in zip(facts.DOCS, facts.BRIEFS, strict=False):
        raw, own = mod.render(d), mail(mod.render(d)).text
        quoted_only = [x for x in _item_facts("en", prev) if x not in own]
        assert quoted_only and all(x in unflowed(raw) for x in quoted_only)


def unflowed(raw: str) -> str:
    return "\n".join(s for _, s in unflow(raw.split("\n\n", 1)[1]))


# --- the readers hold the formats' rules ------------------------------------------------------------


def test_the_readers_reject_what_their_formats_forbid():
    """Each reader fails on a document that breaks its format's rules (so the tests above that
    pass through it check something)."""
    note = LAYOUTS["obsidian_md_hant"].render(facts.B1)
    page = LAYOUTS["rst_sphinx_en"].render(facts.B1)
    blocks = LAYOUTS["lark_json_hans"].render(facts.B1)
    eml = LAYOUTS["plain_email_reply_en"].render(facts.B2)
    ids = re.findall(r" \^([a-z0-9-]+)$", note, re.M)
    first = re.search(r'"block_id": "(\w+)"', blocks[blocks.index('"blocks"') :]).group(1)
    broken = [
        (obsidian, note.replace("tags:\n  - ", "tags:\n  - #", 1)),  # a tag written as in the body
        (obsidian, note.replace("\\|", "|", 1)),  # a wikilink's | splitting a table cell
        (obsidian, note.replace(f"^{ids[1]}\n", f"^{ids[0]}\n", 1)),  # a block id given twice
        (obsidian, note.replace("==", "", 1)),  # an unclosed highlight
        (rst, page.replace("-----\n", "--\n", 1)),  # an underline shorter than its title
        (rst, page.replace(":ref:`brief-2026-09-23-register`", ":ref:`brief-register`")),
        (rst, page.replace(".. [#] ", ".. ", 1)),  # a footnote reference with no footnote
        (rst, page.replace("     - Note\n", "", 1)),  # a list-table row a cell short
        (lark, blocks.replace("https%3A%2F%2F", "https://", 1)),
        (lark, blocks.replace(f'"document_id": "{first}"', '"document_id": "x"', 1)),
        (lark, re.sub(r'"row_size": \d+', '"row_size": 9', blocks, count=1)),
        (mail, eml.replace("Subject: Re: ", "Subject: ", 1)),
        (mail, eml.replace("format=flowed", "format=fixed", 1)),
        (mail, eml.replace("\n-- \n", "\n--\n", 1)),  # a signature without its separator
        (mail, eml.replace("Reply \n", "Reply \n> ", 1)),  # a flowed line continued in the quote
    ]
    for read, bad in broken:
        assert bad not in (note, page, blocks, eml)  # the change was made
        with pytest.raises(Exception):  # noqa: B017 - docutils, json and the readers raise their own
            read(bad)


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
        "zh-hans": {"单一丰水年", "含水层参数文件"},
        "zh-hant": {"單一豐水年", "含水層參數檔"},
    }.get(LAYOUTS[layout].LANG, {"single wet year", "aquifer parameter file"})
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo41 key for renderer {layout};")
    brief = (key_path.parent / f"{facts.B1.stem}.{ext}").read_bytes()
    assert brief == LAYOUTS[layout].render(facts.B1).encode("utf-8")  # written as rendered
    assert b"\r" not in brief and not brief.startswith(b"\xef\xbb\xbf")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_and_units_are_the_zoos_own():
    assert W.long_en(date(2026, 9, 24)) == "24 September 2026" and W.iso(date(2026, 9, 5)) == "2026-09-05"
    assert W.zh_date(date(2026, 9, 24)) == "2026年9月24日"
    yield_ = facts.B1.mentions[0].figures[0]
    assert W.value_en(yield_) == "240 m³/day" and W.fig_en(yield_) == "Safe yield error: 240 m³/day"
    assert (
        W.fig_hant(yield_) == "安全出水量誤差 240 立方公尺/日" and W.fig_hans(yield_) == "安全开采量误差 240立方米每日"
    )
    ec = facts.B1.mentions[1].figures[0]
    assert W.value_en(ec) == "0.35 mS/cm" and W.value_hant(ec) == "0.35 毫西門子/公分"
    assert W.value_hans(ec) == "0.35毫西门子每厘米"
    spring = facts.B1.mentions[2].figures[0]
    assert (
        W.value_en(spring) == "6.2 L/s"
        and W.value_hant(spring) == "6.2 公升/秒"
        and W.value_hans(spring) == "6.2升每秒"
    )
    speed = facts.B2.mentions[2].figures[0]
    assert W.value_en(speed) == "4.6×" and W.value_hant(speed) == "4.6 倍" and W.value_hans(speed) == "4.6倍"
    rech = facts.LIVING.mentions[0].figures[0]
    assert (
        W.value_en(rech) == "9.5 mm/month"
        and W.value_hans(rech) == "9.5毫米每月"
        and W.value_hant(rech) == "9.5 公釐/月"
    )
    assert W.counts_en(facts.B1.counts) == "3 NET-new items, of which 3 new arXiv IDs; 1 adjacent; 2 carried over"
    assert W.counts_en(facts.B2.counts) == "3 NET-new items; 1 adjacent; 3 carried over"
    assert W.counts_hant(facts.B1.counts) == "淨新增 3 項，其中新的 arXiv 編號 3 個；相鄰 1 項；延續 2 項"
    assert W.counts_hans(facts.B3.counts) == "净新增3条（新arXiv编号3个），相邻1条，延续4条"
