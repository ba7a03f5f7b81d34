"""The zoo27 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (the OneNote page and the Excel sheet
parsed with `html.parser` into their tools' own element structure, the Excel grid's spans adding up
row by row; the pandoc text identical to what pandoc's plain writer makes of its Markdown source,
its tables cut into cells; the Mattermost copy a run of name, time and post lines), and the keys
parse."""

from __future__ import annotations

import re
import shutil
import subprocess
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
from .readers import RULE, grid, page, runs, tables, unfolded

CARD = r"paper_cards/\d{4}-3003-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (HTML's, Markdown's
# as pandoc reads it, a tab-separated table row's, and the layouts' own joins)
MARKUP = set("|[]<>&*\"{}~\\^_#`@$=\t\n；、'")
SEQUENCES = ("::", "''", "//", "..", " - ", "> ", "--", ",,", "((", "))")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("3003.66074", "spurious spike reduction")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["3003.62630"],
        "new-but-anchored": [(facts.B2.stem, "3003.61529")],
        "duplicate-in-list": [(facts.B2.stem, "3003.63741")],
        "repeated-to-verify": {"3003.65963"},
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
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1] and facts.HANDOVER == "06:45"
    assert [b.instance for b in facts.BRIEFS] == ["okapi", "tapir", "quoll"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2030 and d.date.month == 3 for d in facts.DOCS)
    assert {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures} == {"×", "%", "points", "ms"}
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    assert all(re.fullmatch(r"3003\.6\d{4}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem


def test_the_zoo_is_new():
    """Its topic, id prefix, instances and month are no other zoo's."""
    others = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].glob("zoo*/facts.py")
                       if int(p.parent.name[3:] or 1) < 27)  # fmt: skip
    assert f'"{facts.TOPIC}"' not in others and '"3003.' not in others and "date(2030, 3" not in others
    assert not any(f'"{b.instance}"' in others for b in facts.BRIEFS)


# --- reading each format back (without kgraph: see readers.py) ------------------------------------


def seen(layout: str, d) -> str:
    text = LAYOUTS[layout].render(d)
    if layout in {"onenote_html_en", "excel_html_hant"}:
        return text + "\n" + page(text).text
    if layout == "pandoc_plain_en":
        return "\n".join([text, unfolded(text)] + [" | ".join(r) for t in tables(text) for r in t])
    return text


FIG = {
    "onenote_html_en": lambda f: [f"{f.metric} | {W.value_en(f)}", W.fig_en(f)],
    "mattermost_hans": lambda f: [W.fig_hans(f)],
    "excel_html_hant": lambda f: [f"{facts.METRIC_HANT[f.metric]} | {W.value_hant(f)}"],
    "pandoc_plain_en": lambda f: [W.fig_en(f, "x")],
}
DATE = {"onenote_html_en": W.weekday_en, "mattermost_hans": W.zh_date, "excel_html_hant": W.sheet_date,
        "pandoc_plain_en": W.uk_en}  # fmt: skip
BASE = {"onenote_html_en": W.us_en, "mattermost_hans": W.zh_date, "excel_html_hant": W.sheet_date,
        "pandoc_plain_en": W.uk_en}  # fmt: skip
ANCHOR = {"onenote_html_en": W.us_short, "mattermost_hans": W.zh_md, "excel_html_hant": W.sheet_md,
          "pandoc_plain_en": W.uk_short}  # fmt: skip
COUNTS = {"onenote_html_en": lambda c: [W.counts_en(c)], "mattermost_hans": lambda c: [W.counts_hans(c)],
          "excel_html_hant": lambda c: [f"{k} | {n} | " for k, n in W.counts_hant(c)],
          "pandoc_plain_en": lambda c: [W.counts_en(c)]}  # fmt: skip
IDS = {"onenote_html_en": ", ".join, "mattermost_hans": "、".join, "excel_html_hant": "、".join,
       "pandoc_plain_en": ", ".join}  # fmt: skip
STATUS = {"en": W.STATUS_EN, "zh-hans": W.STATUS_HANS, "zh-hant": W.STATUS_HANT}
EMPTY = {"en": "empty", "zh-hans": "空，", "zh-hant": "空白"}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"txt", "html", "htm"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
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
        assert all(x in text for x in COUNTS[layout](d.counts)), (layout, d.stem)
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


# --- OneNote ------------------------------------------------------------------------------------

ONENOTE_TAGS = {"html", "head", "title", "meta", "body", "div", "p", "span", "h2", "h3", "ul", "li", "table", "tr",
                "td", "a", "br"}  # fmt: skip


def test_onenote_pages_are_onenote_page_html():
    mod = LAYOUTS["onenote_html_en"]
    for d in facts.DOCS:
        text = mod.render(d)
        p = page(text)
        assert text.startswith('<html lang="en-US">\n<head>\n<title>') and {t for t, _, _ in p.seen} <= ONENOTE_TAGS
        assert p.all("body") == [
            (("html",), {"data-absolute-enabled": "true", "style": "font-family:Calibri;font-size:11pt"})
        ]
        created = [a["content"] for _, a in p.all("meta") if a.get("name") == "created"]
        assert created == [f"{mod.created(d):%Y-%m-%dT%H:%M:%S}.0000000"] and created[0].startswith(W.iso(d.date))
        divs = p.all("div")
        assert all(anc == ("html", "body") for anc, _ in divs)  # containers: direct children of the body
        places = [
            re.fullmatch(r"position:absolute;left:(\d+)px;top:(\d+)px;width:(\d+)px", a["style"]) for _, a in divs
        ]
        assert all(places) and [int(x.group(2)) for x in places[:-1]] == sorted(int(x.group(2)) for x in places[:-1])
        assert all(t in {"div", "br"} for t, anc, _ in p.seen if anc == ("html", "body"))
        assert all(a["style"].startswith("margin-top:0pt;margin-bottom:0pt") for _, a in p.all("p"))
        assert all(anc[-1] in {"li", "td", "p", "h2", "h3"} for anc, _ in p.all("span"))
        assert all(anc[-1] in {"ul"} for anc, _ in p.all("li")) and all(anc[-1] == "td" or anc[-1] == "div"
                                                                       for anc, _ in p.all("table"))  # fmt: skip
        assert all(a == {"border": "1", "cellpadding": "0", "cellspacing": "0", "style": "border-collapse:collapse"}
                   for _, a in p.all("table"))  # fmt: skip
        cells = [t for t, anc, _ in p.seen if anc and anc[-1] == "td"]
        assert cells and set(cells) == {"p"}
        assert all(a["href"].startswith("https://") for _, a in p.all("a"))
        lines = p.text.split("\n")
        assert lines[1:4] == [mod.title(d), W.weekday_en(d.date), f"{mod.created(d):%-I:%M %p}"], lines[:4]
        tags = [a["data-tag"] for _, a in p.all("p") if "data-tag" in a]
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert tags == ["to-do:completed" if e.resolved else "to-do" for e in d.entries]
            assert [x for x in re.findall(r"<h3[^>]*>(.*?)</h3>", text)] == [facts.work(m).name for m in new]
            assert int(places[-1].group(1)) > int(places[1].group(1)) + int(places[1].group(3))  # to the right
        else:
            assert not tags and re.findall(r"<h2[^>]*>(.*?)</h2>", text) == [W.section_en(d, k) for k in d.sections]


# --- Excel --------------------------------------------------------------------------------------


def test_excel_pages_are_excel_web_pages():
    mod = LAYOUTS["excel_html_hant"]
    for d in facts.DOCS:
        text = mod.render(d)
        p = page(text)
        (html,) = [a for t, _, a in p.seen if t == "html"]
        assert html["xmlns:x"] == "urn:schemas-microsoft-com:office:excel" and "xmlns:o" in html and "xmlns:v" in html
        assert {"name": "ProgId", "content": "Excel.Sheet"} in [a for _, a in p.all("meta")]
        xml = [c for c in p.comments if c.startswith("[if gte mso 9]><xml>") and c.endswith("</xml><![endif]")]
        assert len(xml) == 2 and "<x:ExcelWorksheet>" in xml[1] and "<o:DocumentProperties>" in xml[0]
        assert p.marked == ["if supportMisalignedColumns", "endif"]
        (table,) = p.all("table")
        assert table[1]["x:str"] is None and table[1]["border"] == "0" and table[1]["cellspacing"] == "0"
        assert len(p.all("col")) == mod.NCOL and all(len(x) <= 80 or " " not in x.strip() for x in text.split("\n")
                                                     if x.startswith(" "))  # fmt: skip
        rows = grid(p)  # every row's cells and spans come to the sheet's width
        assert len(rows) == len([1 for t, _, _ in p.seen if t == "tr"])
        classes = {m.group(1) for m in re.finditer(r"^\.(xl\d+)$", text, re.M)}
        for m in re.finditer(r"<td([^>]*)>([^<]*)</td>", text):
            attrs, shown = m.group(1), m.group(2)
            cls = re.search(r"class=(xl\d+)", attrs)
            assert not cls or cls.group(1) in classes, attrs
            num = re.search(r'x:num(?:="([^"]*)")?', attrs)
            if not num:
                continue
            if cls.group(1) in {mod.DATE, mod.MD}:
                day = date(1899, 12, 30) + timedelta(days=int(num.group(1)))
                assert shown == (W.sheet_date(day) if cls.group(1) == mod.DATE else W.sheet_md(day))
            elif cls.group(1) in {mod.PCT, mod.PCT1}:
                assert float(num.group(1)) * 100 == pytest.approx(float(shown.rstrip("%")))
            elif cls.group(1) == mod.CLOCK:
                assert float(num.group(1)) * 1440 == int(shown[:2]) * 60 + int(shown[3:])
            else:
                assert float(num.group(1) or shown) == float(re.match(r"[\d.]+", shown).group(0)), (attrs, shown)
        cells = p.text.split("\n")
        assert cells[0] == f"{mod.title(d)} |"
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert any("rowspan" in a for _, a in p.all("td")) == any(len(m.figures) > 1 for m in new)
            assert [x.split(" | ")[1] for x in cells if re.match(r"\d \| ", x)][: len(new)] == [
                facts.work(m).name for m in new
            ]
        else:
            merged = [x for x in cells if x.startswith("§")]
            assert merged == [f"{W.section_hant(d, k)} |" for k in d.sections]


# --- pandoc -------------------------------------------------------------------------------------


def _pandoc() -> str | None:
    try:
        import pypandoc
    except ImportError:
        return shutil.which("pandoc")
    return pypandoc.get_pandoc_path()


@pytest.mark.skipif(_pandoc() is None, reason="pandoc is not installed")
def test_the_plain_text_is_what_pandoc_writes():
    mod = LAYOUTS["pandoc_plain_en"]
    for d in facts.DOCS:
        out = subprocess.run([_pandoc(), "-f", "markdown", "-t", "plain", "--standalone"], input=mod.source(d),
                             capture_output=True, text=True, check=True, encoding="utf-8").stdout  # fmt: skip
        assert mod.render(d) == out, d.stem


def test_plain_texts_are_pandoc_plain_output():
    mod = LAYOUTS["pandoc_plain_en"]
    for d in facts.DOCS:
        text = mod.render(d)
        lines = text.rstrip("\n").split("\n")
        assert lines[:4] == [*mod.title(d), ""]
        assert not any(x in text for x in ("**", "`", "<https", "[^", "](", "\t"))
        found = tables(text)
        ruled = [k for k, x in enumerate(lines) if RULE.match(x)]
        under = [k for k, x in enumerate(lines) if re.fullmatch(r"  -+( -+)+", x)]
        in_table = {k for a, b in zip(ruled[::2], ruled[1::2], strict=True) for k in range(a, b + 1)}
        in_table |= {k for u in under for k in range(u - 1, lines.index("", u))}  # simple tables: never filled
        assert all(len(x) <= mod.COLUMNS or k in in_table or " " not in x.strip() for k, x in enumerate(lines))
        refs = set(re.findall(r"\S\[(\d+)\]", text))
        notes = re.findall(r"^\[(\d+)\] ", text, re.M)
        assert notes == sorted(notes, key=int) and set(notes) == refs
        src = mod.source(d)
        assert src.startswith("---\ntitle: ") and src.count("\n---\n") == 1
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            carried_rows, register, ids = found
            assert [re.sub(r"\[\d+\]$", "", r[0]) for r in carried_rows[1:]] == [facts.work(m).name for m in carried]
            assert [r[1] for r in register[1:]] == ["resolved" if e.resolved else "open" for e in d.entries]
            assert [r[0] for r in ids[1:]] == [facts.work(m).arxiv for m in carried if facts.work(m).arxiv]
            assert re.findall(r"^(\d)\.  (\S+)", text, re.M) == [(str(n), facts.work(m).name.split()[0])
                                                                 for n, m in enumerate(new, 1)]  # fmt: skip
        else:
            assert [x for x in lines if x.startswith("§")] == [W.section_en(d, k) for k in d.sections] and not found


# --- Mattermost ---------------------------------------------------------------------------------


def test_mattermost_copies_are_channel_copies():
    mod = LAYOUTS["mattermost_hans"]
    senders = {mod.MATE, mod.SYSTEM, *(b.instance for b in facts.BRIEFS)}
    for d in facts.DOCS:
        text = mod.render(d)
        got = runs(text, senders)
        assert text.split("\n")[0] == mod.separator(d.date)
        assert [t for _, t, _ in got] == sorted(t for _, t, _ in got)
        assert not any(x in text for x in ("**", "`", "| ", "#", "（已编辑）"))
        if d.kind == "brief":
            me = d.instance
            assert [n for n, _, _ in got] == [mod.MATE, me, mod.SYSTEM, me, mod.MATE, me]
            assert (
                got[1][2][0].startswith(f"评论了 {mod.MATE} 的消息： ")
                and got[5][2][0] == f"评论了 {mod.MATE} 的消息： " + got[4][2][0]
            )
            assert re.fullmatch(r"@\S+?(加入了频道。| 被 @\S+ 添加到此频道。|离开了频道。)", got[2][2][0])
            body = got[3][2]
            assert body[0] == f"【{facts.TOPIC} 每日简报】{W.zh_date(d.date)}"
            parts = [x[0] for x in body if re.match(r"[一二三四五六]、", x)]
            assert parts == list("一二三四五六"[: len(parts)]) and len(parts) == (6 if facts.groups(d)[2] else 5)
            assert text.count(" (已编辑)") == 1 and [x for x in body if x.endswith(" (已编辑)")]
            rows = [x for x in body if "\t" in x]
            assert len(rows) == 1 + len(facts.groups(d)[1]) and all(x.count("\t") == 4 for x in rows)
        else:
            assert [n for n, _, _ in got] == [mod.MATE, "okapi"]
            assert [x for x in got[0][2] if x.startswith("§")] == [W.section_hans(d, k) for k in d.sections]


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
    assert entries == {"zh-hans": {"单一泥炭地", "校准日志"}, "zh-hant": {"單一泥炭地", "校準日誌"}}.get(
        LAYOUTS[layout].LANG, {"single bog", "calibration logs"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo27 key for renderer {layout};")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_are_the_zoos_own():
    assert W.weekday_en(date(2030, 3, 14)) == "Thursday, March 14, 2030" and W.us_short(date(2030, 3, 9)) == "Mar 9"
    assert W.uk_en(date(2030, 3, 14)) == "14 March 2030" and W.uk_short(date(2030, 3, 9)) == "9 Mar"
    assert W.zh_date(date(2030, 3, 14)) == "2030年3月14日" and W.zh_md(date(2030, 3, 9)) == "3月9日"
    assert W.sheet_date(date(2030, 3, 14)) == "2030/3/14" and W.sheet_md(date(2030, 3, 9)) == "3/9"
    assert W.serial(date(2030, 3, 14)) == 47556 and W.serial(date(1900, 3, 1)) == 61  # Excel's own serials
    assert LAYOUTS["mattermost_hans"].separator(date(2030, 3, 16)) == "3月16日周六"
