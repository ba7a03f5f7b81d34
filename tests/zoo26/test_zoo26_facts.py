"""The zoo26 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (the BBCode post's tags balanced and
nested as SMF nests them; the Roam export a tree of `- ` blocks with well-formed attributes, page
links, daily-note dates, tasks and a table; the Google Chat copy a run of name, time and message
lines; the Apple Notes export parsed with `html.parser` into Notes' own element structure), and the
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
from .readers import ROAM_DATE, bbcode, chat_runs, notes, roam_blocks, strip_bbcode

CARD = r"paper_cards/\d{4}-2907-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (BBCode's brackets,
# Roam's attributes, links, tags and emphasis, HTML's, and the layouts' own joins)
MARKUP = set('|[]<>&*"{}~\\^_#`@$=\t\n；、')
SEQUENCES = ("::", "''", "//", "..", " - ", "> ", "--", ",,", "((", "))")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("2907.87830", "false warning reduction")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["2907.83496"],
        "new-but-anchored": [(facts.B2.stem, "2907.82385")],
        "duplicate-in-list": [(facts.B2.stem, "2907.84507")],
        "repeated-to-verify": {"2907.86729"},
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
            assert m.point and m.hans and m.hant and all(f.unit in {"×", "%", "points", "ms"} for f in m.figures)
            assert all(f.metric in facts.METRIC_HANS and f.metric in facts.METRIC_HANT for f in m.figures)
            assert (m.confidence is not None) == (m.status == "new" and d.kind == "brief")
            assert _clean(m.point + m.hans + m.hant) and "'" not in m.point, (d.stem, m.work)
        for e in d.entries:
            assert all(i in {m.work for m in d.mentions} for i in e.items)
            assert e.text in e.sentence and e.hans_text in e.hans and e.hant_text in e.hant
            names = [facts.WORKS[i].name for i in e.items]
            assert all(n in e.sentence and n in e.hans and n in e.hant for n in names)
            assert _clean(e.hans + e.hant) and e.sentence[0].isupper()
            assert not set(e.sentence) & (MARKUP - {"\t"}) and "::" not in e.sentence, e.sentence
        if d.kind == "brief":
            new = [facts.work(m).arxiv for m in d.mentions if m.status == "new" and facts.work(m).arxiv]
            assert sorted(set(d.new_ids)) == sorted(new)
            assert d.window[1] == f"{d.date} 21:30" and d.window[0] == f"{d.date - timedelta(days=1)} 21:30"
    days = [b.date for b in facts.BRIEFS]
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1]
    assert [b.instance for b in facts.BRIEFS] == ["stoat", "curlew", "takin"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2029 and d.date.month == 7 for d in facts.DOCS)
    assert {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures} == {"×", "%", "points", "ms"}
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    assert all(re.fullmatch(r"2907\.8\d{4}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem


def test_the_zoo_is_new():
    """Its topic, id prefix, instances and month are no other zoo's."""
    others = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].glob("zoo*/facts.py")
                       if int(p.parent.name[3:] or 1) < 26)  # fmt: skip
    assert f'"{facts.TOPIC}"' not in others and '"2907.' not in others and "date(2029, 7" not in others
    assert not any(f'"{b.instance}"' in others for b in facts.BRIEFS)


# --- reading each format back (without kgraph: see readers.py) ------------------------------------


def seen(layout: str, d) -> str:
    text = LAYOUTS[layout].render(d)
    if layout == "bbcode_en":
        return text + "\n" + strip_bbcode(text)
    if layout == "applenotes_hans":
        return text + "\n" + "".join(notes(text).text)
    return text


FIG = {
    "bbcode_en": lambda f: [W.fig_en(f)],
    "roam_en": lambda f: [f"{f.metric}:: {W.value_en(f)}", W.fig_en(f)],
    "gchat_hant": lambda f: [W.fig_hant(f)],
    "applenotes_hans": lambda f: [W.fig_hans(f)],
}
DATE = {"bbcode_en": W.us_en, "roam_en": W.roam, "gchat_hant": W.zh_date, "applenotes_hans": W.zh_date}
BASE = {"bbcode_en": W.us_en, "roam_en": W.roam, "gchat_hant": W.zh_date, "applenotes_hans": W.iso}
ANCHOR = {"bbcode_en": W.short_en, "roam_en": W.roam, "gchat_hant": W.slash_md, "applenotes_hans": W.dash_md}
COUNTS = {"bbcode_en": W.counts_en, "roam_en": lambda c: "\n".join(f"    - {x}" for x in W.counts_attrs(c)),
          "gchat_hant": W.counts_hant, "applenotes_hans": W.counts_hans}  # fmt: skip
IDS = {"bbcode_en": ", ".join, "roam_en": ", ".join, "gchat_hant": "、".join, "applenotes_hans": " ".join}
STATUS = {"en": W.STATUS_EN, "zh-hans": W.STATUS_HANS, "zh-hant": W.STATUS_HANT}
EMPTY = {"en": "empty", "zh-hans": "空，", "zh-hant": "空白"}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"txt", "md", "html"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
    lang = mod.LANG
    fig = FIG[layout]
    for d in facts.DOCS:
        text = seen(layout, d)
        for m in d.mentions:
            w = facts.work(m)
            assert w.name in text and W.url(m) in text, (layout, d.stem, m.work)
            assert not w.arxiv or w.arxiv in text
            assert not m.section or f"§{m.section}" in text
            assert all(any(x in text for x in fig(f)) for f in m.figures), (layout, d.stem, m.work)
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
        if d.counts:
            assert COUNTS[layout](d.counts) in text, (layout, d.stem)
        table = {"zh-hans": facts.SECTIONS_HANS, "zh-hant": facts.SECTIONS_HANT}.get(lang)
        assert all((table[n] if table else n) in text for n in d.sections.values())
        assert facts.TOPIC in text and DATE[layout](d.date) in text
        if d.kind == "brief":
            assert facts.living_path(mod.EXT) in text and d.instance in text
            assert BASE[layout](d.baseline) in text
            assert f"{d.window[0]} → {d.window[1]}" in text
            assert IDS[layout](d.new_ids) in text, (layout, d.stem)  # as written, a repeated id included
            assert all(EMPTY[lang] in text for _ in d.empty_sources)
            # the key's baseline: the path as written in the raw document
            assert facts.living_path(mod.EXT) in mod.render(d)


# --- BBCode -------------------------------------------------------------------------------------


def test_bbcode_posts_are_smf_bbcode():
    mod = LAYOUTS["bbcode_en"]
    for d in facts.DOCS:
        text = mod.render(d)
        tags = bbcode(text)
        assert all(a.startswith("=https://") for s, n, a in tags if n == "url" and not s)
        assert all(re.fullmatch(r"=\d+pt", a) for s, n, a in tags if n == "size" and not s)
        rows = re.findall(r"\[tr\](.*?)\[/tr\]", text, re.S)
        if d.kind == "brief":
            (quote,) = [a for s, n, a in tags if n == "quote" and not s]
            q = re.fullmatch(rf" author={mod.MATE} link=msg=(\d+) date=(\d+)", quote)
            assert q and datetime.fromtimestamp(int(q.group(2)), UTC).date() == d.date
            new, carried, side = facts.groups(d)
            assert len(rows) == 1 + len(new) and all(r.count("[td]") == r.count("[/td]") == 8 for r in rows)
            assert [re.search(r"\[td\]\[b\](.*?)\[/b\]", r).group(1) for r in rows[1:]] == [
                facts.work(m).name for m in new
            ]
            assert text.count("[code]") == text.count("[/code]") == 1
            assert sum(n == "*" for s, n, a in tags) == len(d.sources) + len(carried) + len(d.entries)
        else:
            heads = re.findall(r"(?m)^\[size=12pt\]\[b\](.*)\[/b\]\[/size\]$", text)
            assert heads == [W.section_en(d, k) for k in d.sections] and not rows


# --- Roam ---------------------------------------------------------------------------------------


def test_roam_exports_are_block_trees():
    mod = LAYOUTS["roam_en"]
    for d in facts.DOCS:
        text = mod.render(d)
        blocks = roam_blocks(text)
        for _, t in blocks:
            assert t.count("[[") == t.count("]]") and t.count("{{") == t.count("}}") and t.count("`") % 2 == 0, t
            assert t.count("**") % 2 == 0 and t.count("__") % 2 == 0
            assert t.count("::") <= 1 and ("::" not in t or re.match(r"[^:\[\]`{}]+:: |[^:\[\]`{}]+::$", t)), t
            assert "{{[[" not in t or re.match(r"\{\{\[\[(TODO|DONE|table)\]\]\}\}", t), t
            assert all(u.startswith("https://") for u in re.findall(r"\]\(([^)]+)\)", t))
        for mo in ROAM_DATE.finditer(text):  # daily note titles: `July 10th, 2029`
            day = datetime.strptime(f"{mo.group(1)} {mo.group(2)} {mo.group(4)}", "%B %d %Y").date()
            assert W.ordinal(day.day) == mo.group(2) + mo.group(3)
        attrs = {t.split("::")[0] for n, t in blocks if n == 0 and "::" in t}
        heads = [t[3:] for n, t in blocks if n == 0 and t.startswith("## ")]
        if d.kind == "brief":
            assert attrs == {"type", "topic", "author", "date", "window", "baseline", "declared"}
            assert f"date:: [[{W.roam(d.date)}]]" in [t for _, t in blocks]
            tasks = [t[:12] for _, t in blocks if t.startswith("{{[[")]
            assert tasks.count("{{[[TODO]]}}") == sum(not e.resolved for e in d.entries)
            assert tasks.count("{{[[DONE]]}}") == sum(e.resolved for e in d.entries)
            # the table: a block per row, each further cell the only child of the cell before it
            k, carried = [t for _, t in blocks].index("{{[[table]]}}"), facts.groups(d)[1]
            top, end = blocks[k][0], k + 1 + 5 * (1 + len(carried))
            assert [n - top for n, _ in blocks[k + 1 : end]] == [1, 2, 3, 4, 5] * (1 + len(carried))
            assert blocks[end][0] <= top and [t for _, t in blocks[k + 6 : end : 5]] == [
                f"[[{facts.work(m).name}]]" for m in carried
            ]
        else:
            assert attrs == {"type", "topic", "version", "file"}
            assert heads == [W.section_en(d, k) for k in d.sections]


# --- Google Chat --------------------------------------------------------------------------------


def test_chat_copies_are_google_chat_runs():
    mod = LAYOUTS["gchat_hant"]
    senders = {mod.MATE, mod.BOT, *(b.instance for b in facts.BRIEFS)}
    for d in facts.DOCS:
        text = mod.render(d)
        runs = chat_runs(text, senders)
        assert "*" not in text and "](" not in text  # a plain-text copy keeps no markup
        minutes = [(int(t[2:].split(":")[0]) % 12 + 12 * (t[:2] == "下午")) * 60 + int(t[-2:]) for _, _, t, _ in runs]
        assert minutes == sorted(minutes)
        assert all(app == (s == mod.BOT) for s, app, _, _ in runs)
        if d.kind == "brief":
            assert [s for s, _, _, _ in runs] == [mod.MATE, d.instance, d.instance, mod.MATE, d.instance, mod.BOT]
            body = runs[2][3]
            assert body[0].startswith(f"【{facts.TOPIC} 每日簡報】") and body.count("已編輯") == 1
            assert [x for x in body if x.startswith("【")][1:] == ["【本次新增】", "【續用與已錨入】"] + (
                ["【鄰接與候選】"] if facts.groups(d)[2] else []) + ["【待核實】", "【可引用 arXiv 編號】"]  # fmt: skip
            assert runs[3][3][0].startswith(f"@{d.instance} ")
        else:
            assert [s for s, _, _, _ in runs] == [mod.BOT, mod.MATE]
            assert [x for x in runs[0][3] if x.startswith("§")] == [W.section_hant(d, k) for k in d.sections]


# --- Apple Notes --------------------------------------------------------------------------------


def test_notes_exports_are_apple_notes_html():
    mod = LAYOUTS["applenotes_hans"]
    for d in facts.DOCS:
        text = mod.render(d)
        p = notes(text)
        assert text.startswith('<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf-8">')
        top = [t for t, anc, _ in p.seen if anc == ("html", "body")]
        assert set(top) <= {"div", "ul", "ol"} and top[0] == "div"
        h1 = [anc for t, anc, _ in p.seen if t == "h1"]
        assert h1 == [("html", "body", "div")] and text.index("<h1>") < text.index("</div>")
        assert all(a.get("class") in (None, "Apple-dash-list") for t, _, a in p.seen if t == "ul")
        assert all(anc[-1] in {"ul", "ol"} for t, anc, _ in p.seen if t in {"li"})
        assert all(anc[-1] in {"body", "ul", "ol"} for t, anc, _ in p.seen if t in {"ul", "ol"})  # Notes' nesting
        assert all(anc[-2:] == ("div", "object") for t, anc, _ in p.seen if t == "table")
        assert all(a.get("valign") == "top" and "border-style: solid" in a["style"] for t, _, a in p.seen if t == "td")
        assert all(a["href"].startswith("https://") for t, _, a in p.seen if t == "a")
        assert not any(t in {"p", "span", "h3", "strong", "em", "code", "pre", "section"} for t, _, _ in p.seen)
        assert re.search(r"<title>(.*)</title>", text).group(1) == mod.title(d)
        h2 = re.findall(r"<div><h2>(.*?)</h2></div>", text)
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert not h2 and sum(t == "table" for t, _, _ in p.seen) == 1
            assert sum(t == "tr" for t, _, _ in p.seen) == 1 + len(carried)
            assert [x for x in re.findall(r"<div><b>(\d)\. (.*?)</b></div>", text)] == [
                (str(n), facts.work(m).name) for n, m in enumerate(new, 1)
            ]
        else:
            assert h2 == [W.section_hans(d, k) for k in d.sections]


# --- keys ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("layout", NAMES)
def test_the_key_parses_and_names_the_written_documents(layout: str, tmp_path):
    key_path = write_zoo(tmp_path, layout)
    assert zoo4_make.get.__module__ == "tests.zoo4.renderers"  # the layout lookup is put back
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
    assert entries == {"zh-hans": {"单一湖泊", "参考波形"}, "zh-hant": {"單一湖泊", "參考波形"}}.get(
        LAYOUTS[layout].LANG, {"single lake", "reference waveforms"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo26 key for renderer {layout};")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_are_the_zoos_own():
    assert [W.roam(date(2029, 7, n)) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31)] == [
        f"July {x}, 2029" for x in ("1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "31st")
    ]
    assert W.us_en(date(2029, 7, 10)) == "July 10, 2029" and W.short_en(date(2029, 7, 9)) == "Jul 9"
    assert W.zh_date(date(2029, 7, 10)) == "2029年7月10日" and W.slash_md(date(2029, 7, 9)) == "7/9"
    assert W.dash_md(date(2029, 7, 9)) == "7-9"
    clock = LAYOUTS["gchat_hant"].clock
    assert clock("21:31") == "下午9:31" and clock("09:05") == "上午9:05"
    assert clock("12:10") == "下午12:10" and clock("00:10") == "上午12:10"
