"""The zoo30 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (the LINE export cut into its days and
messages; the Telegram export read with `json` and every message checked against the exporter's
schema; the Feishu Markdown read through markdown-it-py's tokens; the Word package opened with
`zipfile` and its XML read with `xml.etree`, the text without the reviewer's deletions being what
the key states), and the keys parse."""

from __future__ import annotations

import posixpath
import re
import tomllib
import zipfile
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest

from tests.zoo4 import make as zoo4_make
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo
from .readers import WNS, docx, feishu, hrefs, line_chat, plain, telegram, wq

CARD = r"paper_cards/\d{4}-3301-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (Markdown's and XML's
# marks, the LINE export's quote and tab, JSON's escapes, and the layouts' own joins)
MARKUP = set("|[]<>&*\"{}~\\^_#`@$=+%\t\n；、'·▪｜【】「」／◆▶•!")
SEQUENCES = ("::", ";;", "''", "//", "..", " - ", "> ", "--", ",,", "((", "))", "=>", "```", "://")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("3301.66870", "overnight temperature bias")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["3301.62436"],
        "new-but-anchored": [(facts.B2.stem, "3301.61325")],
        "duplicate-in-list": [(facts.B2.stem, "3301.63547")],
        "repeated-to-verify": {"3301.65769"},
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
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1] and facts.HANDOVER == "17:50"
    assert [b.instance for b in facts.BRIEFS] == ["dugong", "margay", "fossa"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2033 and d.date.month == 1 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "ms", "K", "°C", "W/m²", "km²", "m"} == set(W.UNIT_EN)
    assert set(W.UNIT_EN) == set(W.UNIT_HANS) == set(W.UNIT_HANT)
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    assert all(re.fullmatch(r"3301\.6\d{4}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    assert sum(w.arxiv is not None for w in facts.WORKS.values()) == 9
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem
    adjacent = [(d.stem, m.work) for d in facts.BRIEFS for m in d.mentions if m.status == "adjacent"]
    assert (facts.B3.stem, "3301.68092") in adjacent and all(m.work != "3301.68092" for m in facts.B1.mentions
                                                             + facts.B2.mentions + facts.LIVING.mentions)  # fmt: skip


def test_the_zoo_is_new():
    """Its topic, id prefix, instances, handover, month and works are no other zoo's."""
    others = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].glob("zoo*/facts.py")
                       if int(p.parent.name[3:] or 1) < 30)  # fmt: skip
    assert f'"{facts.TOPIC}"' not in others and '"3301.' not in others and "date(2033, 1" not in others
    assert f'HANDOVER = "{facts.HANDOVER}"' not in others and f'{facts.HANDOVER}")' not in others
    assert not any(f'"{b.instance}"' in others for b in facts.BRIEFS)
    assert not any(w.name in others for w in facts.WORKS.values())


# --- reading each format back (without kgraph: see readers.py) ------------------------------------


def raw(layout: str, d) -> str:
    """The document as written; for the Word package, its word/document.xml (what the key writer reads)."""
    mod = LAYOUTS[layout]
    return mod.text(mod.render(d)) if hasattr(mod, "text") else mod.render(d)


def seen(layout: str, d) -> str:
    out = LAYOUTS[layout].render(d)
    if layout == "telegram_json_en":
        msgs = telegram(out)["messages"]
        return "\n".join(plain(m) for m in msgs) + "\n" + "\n".join(h for m in msgs for h in hrefs(m))
    if layout == "docx_tracked_en":
        doc = docx(out)
        return doc.text + "\n" + "\n".join(target for target, _ in doc.links)
    return out


def _ids(sep: str, fmt: str = "{}"):
    return lambda ids: sep.join(fmt.format(i) for i in ids)


FIG = {
    "line_hant": lambda f: [W.fig_hant(f)],
    "telegram_json_en": lambda f: [W.fig_en(f), f"{f.metric}: {W.value_en(f)}"],
    "feishu_md_hans": lambda f: [W.fig_hans(f)],
    "docx_tracked_en": lambda f: [W.fig_en(f), f"{f.metric}: {W.value_en(f)}"],
}
DATE = {"line_hant": W.zh_date, "telegram_json_en": W.us_en, "feishu_md_hans": W.zh_date, "docx_tracked_en": W.uk_en}
BASE = {"line_hant": W.slash, "telegram_json_en": W.iso, "feishu_md_hans": W.zh_date, "docx_tracked_en": W.uk_en}
ANCHOR = {"line_hant": W.zh_md, "telegram_json_en": W.us_short, "feishu_md_hans": W.zh_md,
          "docx_tracked_en": W.uk_short}  # fmt: skip
COUNTS = {"line_hant": W.counts_hant, "telegram_json_en": W.counts_en, "feishu_md_hans": W.counts_hans,
          "docx_tracked_en": W.counts_en}  # fmt: skip
IDS = {"line_hant": _ids("、"), "telegram_json_en": _ids(", "), "feishu_md_hans": _ids("、", "`{}`"),
       "docx_tracked_en": _ids(", ")}  # fmt: skip
WINDOW = {"docx_tracked_en": " to "}
STATUS = {"en": W.STATUS_EN, "zh-hans": W.STATUS_HANS, "zh-hant": W.STATUS_HANT}
EMPTY = {"en": "(empty", "zh-hans": "（空，", "zh-hant": "（空白"}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"txt", "json", "md", "docx"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
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
            assert WINDOW.get(layout, " → ").join(d.window) in text
            assert IDS[layout](d.new_ids) in text, (layout, d.stem)  # as written, a repeated id included
            assert all(EMPTY[lang] in text for _ in d.empty_sources)
            # the key's baseline: the path as written in the raw document
            assert facts.living_path(mod.EXT) in raw(layout, d)


# --- LINE ---------------------------------------------------------------------------------------


def test_line_exports_are_saved_line_chats():
    mod = LAYOUTS["line_hant"]
    ids = set(facts.WORKS)
    for d in facts.DOCS:
        group, saved, got = line_chat(mod.render(d))
        assert group == mod.GROUP and datetime.strptime(saved, "%Y/%m/%d %H:%M")
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert sorted({m.day for m in got}) == [d.date - timedelta(days=1), d.date]
            assert {m.sender for m in got} == {d.instance, mod.BOSS, mod.LAB, ""}
            mine = [m for m in got if m.sender == d.instance]
            assert (
                mine[1].lines[0] == f"【{facts.TOPIC} 每日簡報】{W.zh_date(d.date)}" and mine[1].time == facts.HANDOVER
            )
            starts = [m.lines[0] for m in mine if m.lines[0].startswith("▶ ")]
            assert starts == [f"▶ {W.STATUS_HANT['new']} {n}｜{facts.work(m).name}" for n, m in enumerate(new, 1)]
            posts = [m for m in mine if len(m.lines) > 1]  # header, sources, items, carried, side, register, ids
            assert len(posts) == 2 + len(new) + 1 + bool(side) + 2
            theirs = "\n".join(x for m in got if m.sender != d.instance for x in m.lines)
            assert not any(i in theirs for i in ids)  # the others' messages are not the brief
            assert [m.lines for m in got if not m.sender] == [[f"{mod.LAB}已收回訊息"]]
            kinds = [m.lines[0] for m in got if re.fullmatch(r"\[\w+\]", m.lines[0])]
            assert sorted(kinds) == ["[檔案]", "[照片]", "[貼圖]", "[貼圖]"]
            assert sum(m.lines[0].startswith("☎ 通話時間 ") for m in got) == 1
            links = [m for m in mine if len(m.lines) == 1 and m.lines[0].startswith("https://")]
            assert len(links) == any(facts.work(m).kind == "blog post" for m in new)
        else:
            assert [m.sender for m in got] == [mod.BOT] * (1 + len(d.sections)) + [mod.BOSS] * 2
            assert [m.lines[0] for m in got[1:-2]] == [W.section_hant(d, k) for k in d.sections]


# --- Telegram -----------------------------------------------------------------------------------


def test_telegram_exports_are_telegram_desktop_json():
    mod = LAYOUTS["telegram_json_en"]
    ids = set(facts.WORKS)
    for d in facts.DOCS:
        chat = telegram(mod.render(d))
        msgs = chat["messages"]
        codes = {e["text"] for m in msgs for e in m["text_entities"] if e["type"] == "code"}
        links = {e["text"] for m in msgs for e in m["text_entities"] if e["type"] == "link"}
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert (chat["name"], chat["type"], chat["id"]) == mod.GROUP
            mine = [m for m in msgs if m.get("from") == d.instance]
            assert {m["from_id"] for m in mine} == {mod.WRITERS[d.instance]}
            head = mine[1]
            assert head["text"][0] == {"type": "bold", "text": f"{facts.TOPIC} daily brief, {W.us_en(d.date)}"}
            assert "edited" in head and sum("edited" in m for m in msgs) == 1
            assert set(d.sources) | {facts.living_path("json")} <= codes
            firsts = [m["text_entities"][0] for m in mine]
            titles = [e["text"] for e in firsts if e["type"] == "bold" and e["text"].startswith(W.STATUS_EN["new"])]
            assert [t.split(": ", 1)[1].split(" (")[0] for t in titles] == [facts.work(m).name if
                                                                            facts.work(m).kind != "blog post" else ""
                                                                            for m in new]  # fmt: skip
            blog = [m for m in new if facts.work(m).kind == "blog post"]
            text_links = [e for m in msgs for e in m["text_entities"] if e["type"] == "text_link"]
            assert [(e["text"], e["href"]) for e in text_links] == [(facts.work(m).name, W.url(m)) for m in blog]
            assert {W.url(m) for m in d.mentions if facts.work(m).kind != "blog post"} <= links
            (pin,) = [m for m in msgs if m["type"] == "service"]
            register = next(m for m in msgs if m["id"] == pin["message_id"])
            assert register["from"] == d.instance and plain(register).startswith("To verify\n")
            replies = [m for m in msgs if m.get("reply_to_message_id") == register["id"]]
            assert len(replies) == 1 and replies[0]["from"] == mod.BOSS[0]
            pre = [e["text"] for m in msgs for e in m["text_entities"] if e["type"] == "pre"]
            keep = [facts.work(m).arxiv for m in old if facts.work(m).arxiv]
            assert [[x.split()[0] for x in p.split("\n")] for p in pre] == ([keep] if keep else [])
            assert sum("forwarded_from" in m for m in msgs) == 1 and sum("photo" in m for m in msgs) == 1
            (pdf,) = [m for m in msgs if m.get("mime_type") == "application/pdf"]
            assert pdf["file_name"] == mod.LEAD and pdf["text"] == ""
            assert [m["sticker_emoji"] for m in msgs if m.get("media_type") == "sticker"] == ["👍"]
            theirs = "\n".join(plain(m) + m.get("file", "") for m in msgs if m.get("from") != d.instance)
            assert not any(i in theirs for i in ids)  # the others' messages are not the brief
        else:
            assert (chat["name"], chat["type"], chat["id"]) == mod.CHANNEL
            assert {m["from_id"] for m in msgs} == {f"channel{mod.CHANNEL[2]}"}
            assert [m["text"][0]["text"] for m in msgs[1:]] == [W.section_en(d, k) for k in d.sections]
            assert facts.living_path("json") in codes


# --- Feishu -------------------------------------------------------------------------------------


def test_feishu_exports_are_feishu_markdown():
    mod = LAYOUTS["feishu_md_hans"]
    for d in facts.DOCS:
        doc = feishu(mod.render(d))
        assert [n for n, _ in doc.headings].count(1) == 1 and doc.headings[0][0] == 1
        assert {W.url(m) for m in d.mentions} <= {h for h, _ in doc.links}
        level2 = [t for n, t in doc.headings if n == 2]
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert len(level2) == (6 if side else 5)
            assert [t for n, t in doc.headings if n == 3] == [
                f"{i}. {facts.work(m).name}" for i, m in enumerate(new, 1)
            ]
            assert doc.tasks == [(True, s + ("（空，今日无本主题内容）" if W.empty(d, s) else "")) for s in d.sources]
            (table,) = doc.tables
            assert table[0] == ["条目", "链接", "节", "状态", "说明"] and [r[0] for r in table[1:]] == [
                facts.work(m).name for m in old]  # fmt: skip
            assert [e for e, _ in doc.callouts] == ["📌"] + ["✅" if e.resolved else "⚠️" for e in d.entries]
            assert [ps[1] for _, ps in doc.callouts[1:]] == [f"{e.hans}。" for e in d.entries]
            assert mod.BOSS in doc.mentions and d.instance in doc.mentions
            assert doc.rules == 1 and doc.images == [mod.SHOT]
            assert set(d.sources) | set(d.new_ids) | {facts.living_path("md")} <= set(doc.codes)
        else:
            assert level2 == [W.section_hans(d, k) for k in d.sections] and not doc.tables and not doc.tasks
            assert [t for n, t in doc.headings if n == 3] == [facts.work(m).name for m in d.mentions]
            assert [e for e, _ in doc.callouts] == ["💡"] and not doc.rules


# --- Word ---------------------------------------------------------------------------------------


def test_docx_files_are_wordprocessingml_packages():
    mod = LAYOUTS["docx_tracked_en"]
    for d in facts.DOCS:
        data = mod.render(d)
        doc = docx(data)
        brief = d.kind == "brief"
        extra = ["word/numbering.xml", "word/comments.xml"] if brief else []
        assert doc.members == ["[Content_Types].xml", "_rels/.rels", "word/document.xml",
                               "word/_rels/document.xml.rels", "word/styles.xml", "word/settings.xml", *extra,
                               "docProps/core.xml", "docProps/app.xml"]  # fmt: skip
        assert data[:2] == b"PK" and doc.parts["word/settings.xml"].find(wq("w:trackRevisions")) is not None
        core = doc.parts["docProps/core.xml"]
        assert core.find(f"{{{WNS['dc']}}}creator").text == (d.instance or "relay")
        heads = [x for k, x in doc.blocks if k == "h"]
        assert heads[0][0] == "Heading1" and [s for s, _ in heads].count("Heading1") == 1
        outline = {s.get(wq("w:styleId")): s.find(f"{wq('w:pPr')}/{wq('w:outlineLvl')}")
                   for s in doc.parts["word/styles.xml"].findall(wq("w:style"))}  # fmt: skip
        assert all(outline[s].get(wq("w:val")) == str(int(s[-1]) - 1) for s, _ in heads)
        assert {t for t, _ in doc.links} >= {W.url(m) for m in d.mentions}
        tables = [x for k, x in doc.blocks if k == "table"]
        if brief:
            new, old, side = facts.groups(d)
            assert len([s for s, _ in heads if s == "Heading2"]) == (6 if side else 5)
            (table,) = tables
            assert [c[0] for c in table[0]] == ["#", "Item", "Status", "Suggested section", "Confidence",
                                                "What it does", "Figures", "Read in"]  # fmt: skip
            assert [r[1][0] for r in table[1:]] == [facts.work(m).name for m in new]
            assert all(r[2] == [W.STATUS_EN["new"]] for r in table[1:])
            numbered = [x[2] for k, x in doc.blocks if k == "li" and x[1] == "1"]
            assert [s.split(" (")[0] for s in numbered] == [facts.work(m).name for m in old]
            bullets = [x[2] for k, x in doc.blocks if k == "li" and x[1] == "2"]
            assert bullets[: len(d.sources)] == [s + (" (empty, nothing on this topic today)" if W.empty(d, s) else "")
                                                 for s in d.sources]  # fmt: skip
            authors = {a for a, _, _ in doc.comments.values()}
            marked = [m for _, _, m in doc.comments.values()]
            assert authors == {mod.REVIEWER[0]} and len(marked) == 2
            assert marked[0].startswith("Open, ") and d.entries[0].sentence in marked[0]
            assert marked[1] == f"Handover: {d.instance}, {facts.HANDOVER}."
            here = f"{d.stem}.docx"  # a relative hyperlink resolves against the document's folder
            hrefs = [t for t, text in doc.links if text == facts.living_path("docx")]
            assert [posixpath.normpath(posixpath.join(posixpath.dirname(here), h)) for h in hrefs] == [
                facts.living_path("docx")]  # fmt: skip
        else:
            assert [t for s, t in heads if s == "Heading2"] == [W.section_en(d, k) for k in d.sections]
            assert [t for s, t in heads if s == "Heading3"] == [facts.work(m).name for m in d.mentions]
            assert not tables and not doc.comments and not doc.deleted and not doc.inserted


def test_docx_tracked_changes_strike_only_what_the_key_does_not_state():
    """The text without w:del is the brief the key states; the w:delText runs hold the values the
    reviewer corrected away (old figures, statuses, a count, an entry's state), none the key's."""
    mod = LAYOUTS["docx_tracked_en"]
    for d in facts.BRIEFS:
        doc = docx(mod.render(d))
        assert sorted(doc.deleted) == sorted(mod.deleted(d)) and doc.deleted
        assert (mod.ADDED_SOURCE in doc.inserted) == (mod.ADDED_SOURCE in d.sources)
        xml = mod.text(mod.render(d))
        for (stem, item), old in mod.FIGURE_FIX.items():
            if stem != d.stem:
                continue
            f = next(m for m in d.mentions if m.work == item).figures[0]
            assert f.text != old and f.text in doc.inserted and W.fig_en(f) in doc.text
            assert W.fig_en(f).replace(W.value_en(f), old + W.UNIT_EN[f.unit]) not in doc.text
            assert f'<w:delText xml:space="preserve">{old}</w:delText>' in xml
        for (stem, item), old in mod.STATUS_FIX.items():
            if stem == d.stem:
                m = next(m for m in d.mentions if m.work == item)
                assert m.status == "new" and W.STATUS_EN[m.status] != old and old not in doc.text.split(" | ")
        if d.stem in mod.COUNT_FIX:
            what, old = mod.COUNT_FIX[d.stem]
            assert str(d.counts[what]) != old and W.counts_en(d.counts) in doc.text
            assert W.counts_en({**d.counts, what: int(old)}) not in doc.text
        if d.stem in mod.STATE_FIX:
            assert [e.resolved for e in d.entries] == [False, True]
            assert "\nResolved, low risk: " in doc.text and f"\n{mod.STATE_FIX[d.stem]}, low risk: " not in doc.text
        naive = "".join(t.text or "" for t in doc.parts["word/document.xml"].iter() if t.tag in (wq("w:t"),
                                                                                                 wq("w:delText")))  # fmt: skip
        assert all(old in naive for old in doc.deleted)  # what a reader that keeps deletions would see


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
    assert entries == {"zh-hans": {"单一城市", "发射率表"}, "zh-hant": {"單一城市", "發射率表"}}.get(
        LAYOUTS[layout].LANG, {"single city", "emissivity tables"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo30 key for renderer {layout};")
    if ext == "docx":  # the written file is the package itself
        brief = key_path.parent / f"{facts.B1.stem}.docx"
        assert zipfile.is_zipfile(brief) and docx(brief.read_bytes()).members[0] == "[Content_Types].xml"


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_and_units_are_the_zoos_own():
    assert W.us_en(date(2033, 1, 18)) == "January 18, 2033" and W.us_short(date(2033, 1, 9)) == "Jan 9"
    assert W.uk_en(date(2033, 1, 18)) == "18 January 2033" and W.uk_short(date(2033, 1, 9)) == "9 Jan"
    assert W.zh_date(date(2033, 1, 18)) == "2033年1月18日" and W.zh_md(date(2033, 1, 9)) == "1月9日"
    assert W.slash(date(2033, 1, 18)) == "2033/1/18" and W.iso(date(2033, 1, 9)) == "2033-01-09"
    assert (
        W.line_day(date(2033, 1, 18)) == "2033/01/18（週二）" and W.line_day(date(2033, 1, 16)) == "2033/01/16（週日）"
    )
    fig = facts.B1.mentions[1].figures[0]
    assert W.value_en(fig) == "18 W/m²" and W.fig_en(fig) == "Sensible heat flux error: 18 W/m²"
    assert W.fig_hans(fig) == "显热通量误差 18 W/m²" and W.fig_hant(fig) == "顯熱通量誤差 18 W/m²"
    area = facts.B2.mentions[1].figures[0]
    assert (
        W.value_en(area) == "410 km²" and W.value_hans(area) == "410 平方公里" and W.value_hant(area) == "410 平方公里"
    )
