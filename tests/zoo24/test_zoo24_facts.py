"""The zoo24 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (the WeeChat log line by line; the
MyST page's front matter with PyYAML, its fences balanced and its Markdown read with markdown-it;
the Org export's title block, headline underlines, tables and filled text; the tiddler's header
fields and WikiText), and the keys parse."""

from __future__ import annotations

import re
import tomllib
from datetime import date, datetime, timedelta

import pytest
import yaml
from markdown_it import MarkdownIt

from tests.zoo4 import make as zoo4_make
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo

CARD = r"paper_cards/\d{4}-2805-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (WikiText's, MyST's
# and Org's markup, the layouts' own joins)
MARKUP = set('|[]<>&*"{}~\\^_#`@$=\t\n；、')
SEQUENCES = ("::", "''", "//", "..", " - ", "> ", "--", ",,")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("2805.67840", "velocity error reduction")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["2805.63406"],
        "new-but-anchored": [(facts.B2.stem, "2805.62395")],
        "duplicate-in-list": [(facts.B2.stem, "2805.64517")],
        "repeated-to-verify": {"2805.66739"},
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
            assert _clean(e.hans + e.hant) and e.sentence[0].isupper() and "|" not in e.sentence
        if d.kind == "brief":
            new = [facts.work(m).arxiv for m in d.mentions if m.status == "new" and facts.work(m).arxiv]
            assert sorted(set(d.new_ids)) == sorted(new)
            assert d.window[1] == f"{d.date} 21:00" and d.window[0] == f"{d.date - timedelta(days=1)} 21:00"
    days = [b.date for b in facts.BRIEFS]
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1]
    assert [b.instance for b in facts.BRIEFS] == ["marmot", "ibex", "ptarmigan"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2028 and d.date.month == 5 for d in facts.DOCS)
    assert {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures} == {"×", "%", "points", "ms"}
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    assert all(re.fullmatch(r"2805\.6\d{4}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem


# --- what each layout writes ------------------------------------------------------------------------


def unfill(text: str) -> str:
    """The Org export's filled lines joined back (no space between two wide characters)."""
    out = ""
    for x in text.split("\n"):
        x = x.strip()
        if not x:
            out += "\n"
        elif out and not out.endswith("\n") and W.wide(out[-1]) and W.wide(x[0]):
            out += x
        elif out and not out.endswith("\n"):
            out += " " + x
        else:
            out += x
    return out


def _seen(layout: str, d) -> str:
    text = LAYOUTS[layout].render(d)
    return text + "\n" + unfill(text) if layout == "org_ascii_hant" else text


FIG = {
    "irc_log_en": lambda f: [W.fig_irc(f)],
    "myst_hans": lambda f: [W.fig_hans(f)],
    "org_ascii_hant": lambda f: [W.fig_hant(f)],
    "tiddlywiki_en": lambda f: [W.fig_row(f), f"{f.metric}: {W.value_en(f)}"],
}
# the Org export gives its date (#+DATE) in the title block
DATE = {"irc_log_en": W.iso, "myst_hans": W.zh_date, "org_ascii_hant": W.iso, "tiddlywiki_en": W.long_en}
BASE = {**DATE, "org_ascii_hant": W.zh_date}
ANCHOR = {"irc_log_en": W.iso, "myst_hans": W.zh_md, "org_ascii_hant": W.org_stamp, "tiddlywiki_en": W.long_en}
COUNTS = {"irc_log_en": W.counts_en, "myst_hans": W.counts_hans, "org_ascii_hant": W.counts_hant,
          "tiddlywiki_en": W.counts_en}  # fmt: skip
IDS = {"irc_log_en": ", ".join, "myst_hans": "、".join, "org_ascii_hant": " ".join, "tiddlywiki_en": ", ".join}
ARROW = {"irc_log_en": "->", "myst_hans": "→", "org_ascii_hant": "→", "tiddlywiki_en": "→"}
STATUS = {"en": W.STATUS_EN, "zh-hans": W.STATUS_HANS, "zh-hant": W.STATUS_HANT}
EMPTY = {"en": "empty", "zh-hans": "空，", "zh-hant": "空白"}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"log", "md", "txt", "tid"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
    lang = mod.LANG
    fig = FIG[layout]
    for d in facts.DOCS:
        seen = _seen(layout, d)
        for m in d.mentions:
            w = facts.work(m)
            assert w.name in seen and W.url(m) in seen, (layout, d.stem, m.work)
            assert not w.arxiv or w.arxiv in seen
            assert not m.section or f"§{m.section}" in seen
            assert all(any(x in seen for x in fig(f)) for f in m.figures), (layout, d.stem, m.work)
            assert all(s in seen for s in m.sources), (layout, d.stem, m.work)
            assert not m.anchored_on or ANCHOR[layout](m.anchored_on) in seen, (layout, d.stem, m.work)
            point = {"zh-hans": m.hans, "zh-hant": m.hant}.get(lang, W.sentence(m.point))
            assert point in seen, (layout, d.stem, m.work)
            if d.kind == "brief":
                assert STATUS[lang][m.status] in seen, (layout, d.stem, m.status)
        assert all(s in seen for s in d.sources), (layout, d.stem)
        for e in d.entries:
            words = {"zh-hans": (e.hans_text, e.hans), "zh-hant": (e.hant_text, e.hant)}.get(lang, (e.text, e.sentence))
            assert words[0] in seen and words[1] in seen, (layout, d.stem, e.text)
        if d.counts:
            assert COUNTS[layout](d.counts) in seen, (layout, d.stem)
        table = {"zh-hans": facts.SECTIONS_HANS, "zh-hant": facts.SECTIONS_HANT}.get(lang)
        assert all((table[n] if table else n) in seen for n in d.sections.values())
        assert facts.TOPIC in seen and DATE[layout](d.date) in seen
        if d.kind == "brief":
            assert facts.living_path(mod.EXT) in seen and d.instance in seen
            assert BASE[layout](d.baseline) in seen
            assert f"{d.window[0]} {ARROW[layout]} {d.window[1]}" in seen
            assert IDS[layout](d.new_ids) in seen, (layout, d.stem)  # as written, a repeated id included
            assert all(EMPTY[lang] in seen for _ in d.empty_sources)


# --- WeeChat log --------------------------------------------------------------------------------

LINE = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)\t([^\t]*)\t(.*)$")


def test_irc_logs_are_weechat_logs():
    mod = LAYOUTS["irc_log_en"]
    for d in facts.DOCS:
        rows = [LINE.match(x) for x in mod.render(d).rstrip("\n").split("\n")]
        assert all(rows)
        times = [datetime.fromisoformat(r[1]) for r in rows]
        assert times == sorted(times) and {t.date() for t in times} == {d.date}
        assert all(len(r[3].encode()) < 400 for r in rows)  # an IRC message fits in one line
        prefixes = {r[2] for r in rows}
        assert prefixes <= {"--", "-->", "<--", " *", mod.MATE, f"@{mod.BOT}", *(b.instance for b in facts.BRIEFS)}
        if d.kind == "brief":
            mine = [r[3] for r in rows if r[2] == d.instance]
            assert mine[1 : 1 + len(mod.brief_lines(d))] == mod.brief_lines(d)
            assert mine[1].startswith(f"--- {facts.TOPIC} brief for {W.iso(d.date)}")
            assert times[[r[3] for r in rows].index(mine[1])].time().hour == 21
        else:
            assert {r[2] for r in rows if r[2] not in {"--", mod.MATE}} == {f"@{mod.BOT}"}


# --- MyST ---------------------------------------------------------------------------------------


def test_myst_pages_are_myst():
    mod = LAYOUTS["myst_hans"]
    md = MarkdownIt("commonmark")
    for d in facts.DOCS:
        text = mod.render(d)
        assert text.startswith("---\n")
        fm, body = text[4:].split("\n---\n", 1)
        meta = yaml.safe_load(fm)
        assert meta["title"] == mod.title(d) and facts.TOPIC in meta["tags"] and meta["date"] == d.date
        lines = body.split("\n")
        colon = [x for x in lines if x.startswith(":::")]
        assert colon[::2] == [x for x in colon if x != ":::"] and colon[1::2] == [":::"] * (len(colon) // 2)
        tokens = md.parse(body)
        fences = [t for t in tokens if t.type == "fence"]
        assert all(re.fullmatch(r"\{[a-z-]+\}.*|text", t.info) for t in fences)
        for t in fences:
            opts = [x for x in t.content.split("\n") if x.startswith(":")]
            assert all(re.fullmatch(r":[a-z-]+:( .+)?", x) for x in opts), opts
        labels = [x for x in lines if re.fullmatch(r"\([a-z0-9-]+\)=", x)]
        assert all(lines[lines.index(x) + 1].startswith("#") for x in labels)
        h2 = [tokens[i + 1].content for i, t in enumerate(tokens) if t.type == "heading_open" and t.tag == "h2"]
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert h2 == ["已读来源", "本期新增", "延续与已锚定"] + ["相邻与候选"] * bool(side) + [
                "待核实", "可引用的 arXiv 编号"]  # fmt: skip
            (table,) = [t for t in fences if t.info.startswith("{list-table}")]
            assert ":header-rows: 1" in table.content and table.content.count("\n* - ") == len(carried) + 1
            adm = [t for t in fences if t.info.startswith("{admonition}")]
            assert [":class: tip" in t.content for t in adm] == [e.resolved for e in d.entries]
        else:
            assert h2 == [W.section_hans(d, k) for k in d.sections]


# --- Org UTF-8 export ---------------------------------------------------------------------------


def test_org_exports_are_what_ox_ascii_writes():
    mod = LAYOUTS["org_ascii_hant"]
    for d in facts.DOCS:
        lines = mod.render(d).rstrip("\n").split("\n")
        rules = [i for i, x in enumerate(lines[:8]) if x.strip() and set(x.strip()) == {"━"}]
        assert len(rules) == 2 and lines[rules[0] + 1].strip() == lines[rules[0] + 1].strip().upper()
        assert lines[7].strip() == W.iso(d.date)
        heads = []
        for i, x in enumerate(lines[1:], 1):
            if x and set(x) <= {"═", "─"} and not lines[i - 1].startswith(" "):
                assert W.width(lines[i - 1]) == len(x), lines[i - 1]
                heads.append((lines[i - 1], x[0]))
        numbered = [h for h, _ in heads if h != "Footnotes"]
        assert all(re.match(r"\d+(\.\d+)? ", h) for h in numbered)
        assert all((c == "═") == ("." not in h.split(" ")[0]) for h, c in heads if h != "Footnotes")
        body = [x for x in lines[11:] if x and not x.startswith(" ")]
        assert all(x in {h for h, _ in heads} or set(x) <= {"═", "─"} or x.startswith("[1] ") for x in body), body
        # filled to the text width, but a line with an unbreakable path or link may run over
        assert all(W.width(x) <= mod.WIDTH or set(x) & set("│━─`<") for x in lines)
        if d.kind == "brief":
            assert heads[-1] == ("Footnotes", "─") and "[1]" in lines[-1]
            boxes = [x.strip() for x in lines if "┍" in x or "┕" in x or "├" in x]
            assert len(boxes) == 3
        else:
            assert [h.split(" ", 1)[1] for h, c in heads if c == "═"] == [W.section_hant(d, k) for k in d.sections]


def test_fill_breaks_only_where_emacs_would():
    text = "MoulinWatch 的融水事件召回提升只來自單一融季，而且只有一條出口冰川。" * 3
    lines = LAYOUTS["org_ascii_hant"].fill(text, 30)
    assert all(W.width(x) <= 30 for x in lines) and not any(x[0] in "，。" for x in lines)
    assert unfill("\n".join(lines)) == text


# --- TiddlyWiki ---------------------------------------------------------------------------------


def test_tiddlers_are_tid_files():
    mod = LAYOUTS["tiddlywiki_en"]
    for d in facts.DOCS:
        head, body = mod.render(d).split("\n\n", 1)
        fields = dict(x.split(": ", 1) for x in head.split("\n"))
        assert list(fields) == sorted(fields) and fields["type"] == "text/vnd.tiddlywiki"
        assert all(re.fullmatch(r"\d{17}", fields[k]) for k in ("created", "modified"))
        assert fields["created"] <= fields["modified"] and f"[[{facts.TOPIC}]]" in fields["tags"]
        assert all(re.fullmatch(r"[a-z0-9-]+", k) for k in fields)
        lines = body.split("\n")
        rows = [x for x in lines if x.startswith("|")]
        assert all(x.endswith(("|", "|h")) for x in rows)
        assert len(re.findall(r"\[ext\[[^\]|]+\|https://[^\]]+\]\]", body)) == body.count("[ext[") > 0
        if d.kind == "brief":
            assert fields["relay-baseline"] == facts.living_path(mod.EXT) and fields["creator"] == d.instance
            h2 = [x[3:] for x in lines if x.startswith("!! ")]
            new, carried, side = facts.groups(d)
            assert h2 == ["Sources read", "NET-new", "Carried over and anchored"] + [
                "Adjacent and candidates"] * bool(side) + ["To verify", "Citable arXiv IDs"]  # fmt: skip
            assert lines.count("```") == 2
        else:
            assert (
                fields["title"] == facts.LIVING_STEM and "<$list filter=" in body and body.rstrip().endswith("</$list>")
            )


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
    assert entries == {"zh-hans": {"单一融季", "参考网格"}, "zh-hant": {"單一融季", "參考網格"}}.get(
        LAYOUTS[layout].LANG, {"single melt season", "reference meshes"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo24 key for renderer {layout};")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_are_the_zoos_own():
    assert W.long_en(date(2028, 5, 4)) == "4 May 2028" and W.zh_date(date(2028, 5, 4)) == "2028年5月4日"
    assert W.zh_md(date(2028, 5, 3)) == "5月3日" and W.org_stamp(date(2028, 5, 1)) == "<2028-05-01 Mon>"
    assert LAYOUTS["tiddlywiki_en"].stamp(datetime(2028, 5, 4, 21, 0)) == "20280504210000000"
