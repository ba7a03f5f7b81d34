"""The zoo19 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (read back with pandoc, xml.etree and
small readers written from each format's own rules), and the keys parse."""

from __future__ import annotations

import json
import re
import tomllib
import uuid
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta, timezone
from xml.etree import ElementTree as ET

import pypandoc
import pytest

from tests.zoo4 import make as zoo4_make
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo

CARD = r"paper_cards/\d{4}-2604-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (Logseq links, tags and
# code, Zim's markup, tags and table cells, Discord's markdown, ENML's XML, the layouts' own joins)
MARKUP = set('|[]<>&=*%"{}~\\^+_#`@/\t\n；')
SEQUENCES = ("::", "''", "((", "//", "__")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    found = faults_in(facts, CARD)
    assert found == {
        "divergent-figures": [("2604.17036", "misassignment reduction")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["2604.12519"],
        "new-but-anchored": [(facts.B2.stem, "2604.11472")],
        "duplicate-in-list": [(facts.B2.stem, "2604.13641")],
        "repeated-to-verify": {"2604.15863"},
        "stale-anchor": [],
        "malformed-reference": [facts.BAD_CARD],
        "empty-sources": [facts.EMPTY_NOTE],
    }


def test_facts_are_consistent():
    for d in facts.DOCS:
        used = {m.section for m in d.mentions if m.section}
        assert used <= set(d.sections) and (d.kind == "living" or used == set(d.sections)), d.stem
        assert set(d.empty_sources) <= set(d.sources)
        for m in d.mentions:
            assert (m.anchored_on is not None) == (m.status == "anchored") or m.status == "carried-over"
            assert set(m.sources) <= set(d.sources) or d.kind == "living" or m.status != "new", (d.stem, m.work)
            cards = [s for s in m.sources if s.startswith("paper_cards/") and s != facts.BAD_CARD]
            assert all(re.fullmatch(CARD, s) for s in cards)
            assert all(facts.card_of(s) == facts.work(m).arxiv for s in cards)
            assert m.point and m.hans and m.hant and all(f.unit in {"×", "%", "points", "ms"} for f in m.figures)
            assert all(f.metric in facts.METRIC_HANS and f.metric in facts.METRIC_HANT for f in m.figures)
            assert (m.confidence is not None) == (m.status == "new" and d.kind == "brief")
            text = m.point + m.hans + m.hant
            assert not set(text) & MARKUP and not any(s in text for s in SEQUENCES), (d.stem, m.work)
        for e in d.entries:
            assert all(i in {m.work for m in d.mentions} for i in e.items)
            assert e.text in e.sentence and e.hans_text in e.hans and e.hant_text in e.hant
            names = [facts.WORKS[i].name for i in e.items]
            assert all(n in e.sentence and n in e.hans and n in e.hant for n in names)
            text = e.sentence + e.hans + e.hant
            assert not set(text) & MARKUP and not any(s in text for s in SEQUENCES)
            assert e.sentence[0].isupper()  # written as its own sentence without changing a word
        if d.kind == "brief":
            new = [facts.work(m).arxiv for m in d.mentions if m.status == "new" and facts.work(m).arxiv]
            assert sorted(set(d.new_ids)) == sorted(new)
            assert d.window[1].startswith(d.date.isoformat()) and d.window[1].endswith("21:30")
            assert d.window[0] == f"{d.date - timedelta(days=1)} 21:30"
    days = [b.date for b in facts.BRIEFS]
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1]
    assert [b.instance for b in facts.BRIEFS] == ["vole", "badger", "lark"]
    assert all(b.baseline < b.date for b in facts.BRIEFS)
    assert all(d.date.year == 2026 and d.date.month == 4 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "points", "ms"}
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    assert all(re.fullmatch(r"2604\.1\d{4}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    # every instance a source path names is one of the three, and none cites its own notes
    for b in facts.BRIEFS:
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem


# --- reading the documents back -----------------------------------------------------------------


def _flat(s: str) -> str:
    return re.sub(r"\s+", " ", s.replace("\xa0", " ")).strip()


ENML_BLOCK = {"div", "p", "li", "td", "th", "tr", "h1", "h2", "h3", "h4", "ul", "ol", "table", "pre", "br"}


def _enml_text(e: ET.Element) -> str:
    out = [e.text or ""]
    for k in e:
        out.append(_enml_text(k) + ("\n" if k.tag in ENML_BLOCK else ""))
        out.append(k.tail or "")
    return "".join(out)


def _enex(text: str) -> tuple[ET.Element, ET.Element]:
    """The export's root and its note's ENML root."""
    root = ET.fromstring(text.encode("utf-8"))
    return root, ET.fromstring(LAYOUTS["enex_en"].enml(text).encode("utf-8"))


def _seen(layout: str, d) -> str:
    """What a reader of the document reads: the text itself, or (an Evernote export) the note's
    title, tags and author and the visible text of its ENML."""
    out = LAYOUTS[layout].render(d)
    if layout != "enex_en":
        return out
    root, note = _enex(out)
    head = [root.findtext("note/title"), *[t.text for t in root.findall("note/tag")]]
    return "\n".join(head + [root.findtext("note/note-attributes/author"), _flat(_enml_text(note))])


DATE = {"logseq_en": W.journal, "zim_hans": W.zh_date, "discord_hant": W.slash_date, "enex_en": W.us_long}
ANCHOR = {"logseq_en": W.journal, "zim_hans": W.zh_md, "discord_hant": W.slash_md, "enex_en": W.us_md}
FIGURE = {
    "logseq_en": lambda f: (W.fig_logseq(f),),
    "zim_hans": lambda f: (f"|{facts.METRIC_HANS[f.metric]}|{W.value_hans(f)}|", W.fig_hans(f),
                           f"**{facts.METRIC_HANS[f.metric]}：**{W.value_hans(f)}"),
    "discord_hant": lambda f: (W.fig_hant(f),),
    "enex_en": lambda f: (W.fig_enex(f),),
}  # fmt: skip
COUNTS = {"logseq_en": W.counts_logseq, "zim_hans": W.counts_hans, "discord_hant": W.counts_hant,
          "enex_en": W.counts_enex}  # fmt: skip
ID_SEP = {"logseq_en": ", ", "zim_hans": "、", "discord_hant": "、", "enex_en": ", "}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"md", "txt", "enex"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
    lang = mod.LANG
    for d in facts.DOCS:
        seen = _seen(layout, d)
        for m in d.mentions:
            w = facts.work(m)
            assert w.name in seen and (w.arxiv or w.url) in seen, (layout, d.stem, m.work)
            assert W.url(m) in seen or layout == "enex_en", (layout, d.stem, m.work)  # a note shows a link's text
            assert not m.section or f"§{m.section}" in seen
            for f in m.figures:
                assert any(x in seen for x in FIGURE[layout](f)), (layout, d.stem, m.work, f)
            for s in m.sources:
                assert s in seen, (layout, d.stem, s)
            if m.anchored_on:
                assert ANCHOR[layout](m.anchored_on) in seen, (layout, d.stem, m.work)
            point = {"zh-hans": m.hans, "zh-hant": m.hant}.get(lang, W.sentence(m.point))
            assert point in seen, (layout, d.stem, m.work)
        for s in d.sources:
            assert s in seen, (layout, d.stem, s)
        for e in d.entries:
            words = {"zh-hans": (e.hans_text, e.hans), "zh-hant": (e.hant_text, e.hant)}.get(lang, (e.text, e.sentence))
            assert words[0] in seen and words[1] in seen, (layout, d.stem, e.text)
        if d.counts:
            assert COUNTS[layout](d.counts) in seen, (layout, d.stem)
        for k, v in d.counts.items():
            assert str(v) in seen, (layout, d.stem, k)
        table = {"zh-hans": facts.SECTIONS_HANS, "zh-hant": facts.SECTIONS_HANT}.get(lang)
        for name in d.sections.values():
            assert (table[name] if table else name) in seen
        assert facts.TOPIC in seen and DATE[layout](d.date) in seen
        if d.kind == "brief":
            assert facts.living_path(mod.EXT) in seen and d.instance in seen
            assert DATE[layout](d.baseline) in seen
            assert ID_SEP[layout].join(d.new_ids) in seen, (layout, d.stem)  # as written, a repeated id included
            assert f"{d.window[0]} → {d.window[1]}" in seen


def _walk(blocks, kind: str):
    """Every element of type `kind` in a pandoc AST, depth first."""
    if isinstance(blocks, dict):
        if blocks.get("t") == kind:
            yield blocks
        yield from _walk(blocks.get("c"), kind)
    elif isinstance(blocks, list):
        for b in blocks:
            yield from _walk(b, kind)


def _plain(x) -> str:
    if isinstance(x, list):
        return "".join(_plain(i) for i in x)
    if not isinstance(x, dict):
        return ""
    t, c = x.get("t"), x.get("c")
    if t == "Str":
        return c
    if t in {"Space", "SoftBreak", "LineBreak"}:
        return " "
    if t == "Code":
        return c[1]
    if t in {"Span", "Link", "Quoted", "Image"}:
        return _plain(c[1])
    return _plain(c)


def _links(ast) -> list[str]:
    return [lk["c"][2][0] for lk in _walk(ast, "Link")]


# --- Logseq ---------------------------------------------------------------------------------------

PROPERTY = re.compile(r"([a-z][a-z0-9-]*):: (\S.*)")
JOURNAL = re.compile(r"\[\[([A-Z][a-z]{2}) (\d{1,2})(st|nd|rd|th), (\d{4})\]\]")


@dataclass
class Block:
    depth: int
    first: str
    props: dict[str, str] = field(default_factory=dict)
    body: list[str] = field(default_factory=list)


def _outline(text: str) -> tuple[dict[str, str], list[Block]]:
    """A Logseq page as its page properties and its blocks in order, every line checked: a block
    starts with tabs and `- `; its properties come right after its first line, then its other lines,
    all indented by the block's tabs and two spaces; a block nests at most one level deeper."""
    lines = text.split("\n")
    assert lines[-1] == "" and "" not in lines[lines.index("") + 1 : -1]
    top = lines[: lines.index("")]
    page = {}
    for x in top:
        k, v = PROPERTY.fullmatch(x).groups()
        assert k not in page
        page[k] = v
    blocks: list[Block] = []
    for x in lines[len(top) + 1 : -1]:
        if m := re.fullmatch(r"(\t*)- (\S.*)", x):
            depth = len(m[1])
            assert depth <= (blocks[-1].depth + 1 if blocks else 0), x
            blocks.append(Block(depth, m[2]))
            continue
        m = re.fullmatch(r"(\t*)  (\S.*)", x)
        assert m and len(m[1]) == blocks[-1].depth, x
        b = blocks[-1]
        if (p := PROPERTY.fullmatch(m[2])) and not b.body:
            assert p[1] not in b.props
            b.props[p[1]] = p[2]
        else:
            b.body.append(m[2])
    return page, blocks


def _children(blocks: list[Block], parent: Block) -> list[Block]:
    i = blocks.index(parent)
    out = []
    for b in blocks[i + 1 :]:
        if b.depth <= parent.depth:
            break
        if b.depth == parent.depth + 1:
            out.append(b)
    return out


def test_logseq_pages_are_logseq_outlines():
    mod = LAYOUTS["logseq_en"]
    ordinal = {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd", 31: "st"}
    for d in facts.DOCS:
        text = mod.render(d)
        page, blocks = _outline(text)
        assert page["topic"] == f"[[{facts.TOPIC}]]"
        for mon, day, suffix, year in JOURNAL.findall(text):
            assert suffix == ordinal.get(int(day), "th")
            assert datetime.strptime(f"{mon} {day} {year}", "%b %d %Y").date().month == 4
        ids = [b.props["id"] for b in blocks if "id" in b.props]
        assert len(set(ids)) == len(ids) and all(str(uuid.UUID(i)) == i for i in ids)
        assert set(re.findall(r"\(\(([0-9a-f-]{36})\)\)", text)) == set(ids)
        heads = [b.first[3:] for b in blocks if b.depth == 0 and b.first.startswith("## ")]
        ast = json.loads(pypandoc.convert_text(text, "json", format="gfm"))
        kinds = [b["t"] for b in ast["blocks"]]
        assert kinds == ["Para", "BulletList"]  # the page properties, then the outline
        assert len(ast["blocks"][1]["c"]) == sum(b.depth == 0 for b in blocks)
        links = _links(ast["blocks"])
        assert all(W.url(m) in links for m in d.mentions)
        tables = list(_walk(ast["blocks"], "Table"))
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert page["author"] == f"[[{d.instance}]]" and page["date"] == f"[[{W.journal(d.date)}]]"
            assert page["baseline"] == f"`{facts.living_path('md')}` as of [[{W.journal(d.baseline)}]]"
            assert page["declared"] == W.counts_logseq(d.counts)
            names = ["Sources checked", "NET-new", "Carried over and anchored"]
            names += ["Adjacent and candidates"] * bool(side) + ["Contradictions and claims to verify"]
            assert heads == names + ["Citable arXiv IDs"]
            (sec_new,) = [b for b in blocks if b.first == "## NET-new"]
            items = _children(blocks, sec_new)
            assert [b.first.split("** ")[0] for b in items] == [
                f"**{n}. {facts.work(m).name}" for n, m in enumerate(new, 1)
            ]
            assert all(b.first.endswith(" #NET-new") for b in items)
            assert [b.props["read-in"] for b in items] == [", ".join(f"`{s}`" for s in m.sources) for m in new]
            assert [b.props["section"] for b in items] == [W.section_en(d, m.section) for m in new]
            todo = [b for b in blocks if b.first.startswith(("TODO ", "DONE "))]
            assert [(b.first[:4], b.props["risk"]) for b in todo] == [
                ("DONE" if e.resolved else "TODO", e.risk) for e in d.entries
            ]
            (table,) = tables
            assert len(table["c"][4][0][3]) == len(carried)
            (code,) = list(_walk(ast["blocks"], "CodeBlock"))
            assert code["c"][1].split("\n")[0] == f"NET-new: {', '.join(d.new_ids)}"
        else:
            assert page["version"] == f"[[{W.journal(d.date)}]]" and not tables
            assert heads == [W.section_en(d, k) for k in d.sections]
            anchored = [b for b in blocks if "anchored" in b.props]
            assert [b.props["anchored"] for b in anchored] == [
                f"[[{W.journal(m.anchored_on)}]]" for k in d.sections for m in d.mentions if m.section == k
            ]


# --- Zim --------------------------------------------------------------------------------------------

# zim/formats/wiki.py: bullets, checkboxes and numbers; a heading's level from its run of "="
BULLET = re.compile(r"^(\t*)((?:[\*\u2022]|\[[ \*x><]\]|\d+\.|[a-zA-Z]\.)[ \t]+)(.*)$")
HEADING = re.compile(r"^(==+)[ \t]+(\S.*?)[ \t]*(=*)$")
ALIGN = re.compile(r"^\|(?:[ \-:]+\|)+$")


def _zim(text: str) -> dict:
    """A Zim page read by Zim's own block rules: header, verbatim blocks, headings (level 7 - run),
    tables (a header row, an alignment row, body rows), horizontal lines, bullet lines, paragraphs."""
    lines = text.split("\n")
    assert lines[-1] == ""
    header = lines[:3]
    assert header[:2] == ["Content-Type: text/x-zim-wiki", "Wiki-Format: zim 0.6"] and lines[3] == ""
    out = {"created": header[2], "headings": [], "tables": [], "bullets": [], "verbatim": [], "lines": [],
           "text": []}  # fmt: skip
    i = 4
    while i < len(lines) - 1:
        x = lines[i]
        if x == "'''":
            j = lines.index("'''", i + 1)
            out["verbatim"].append(lines[i + 1 : j])
            i = j + 1
            continue
        if m := HEADING.fullmatch(x):
            assert len(m[1]) == len(m[3]), x  # written symmetric
            out["headings"].append((7 - min(6, len(m[1])), m[2]))
        elif x.startswith("|"):
            rows = [x]
            while lines[i + 1].startswith("|"):
                i += 1
                rows.append(lines[i])
            assert ALIGN.fullmatch(rows[1]) and len(rows) > 2, rows
            cells = [r.strip("|").split("|") for r in rows]
            assert all(r.endswith("|") for r in rows) and len({len(c) for c in cells}) == 1, rows
            out["tables"].append([cells[0]] + cells[2:])
        elif re.fullmatch(r"-{5,}", x):
            out["lines"].append(x)
        elif m := BULLET.fullmatch(x):
            out["bullets"].append((m[2].strip(), m[3]))
        elif x:
            out["text"].append(x)
        i += 1
    return out


def _inline_ok(x: str) -> bool:
    """Zim's inline markup balanced on a line, once links and URLs (which hold "//") are set aside."""
    x = re.sub(r"\[\[[^\]]*\]\]", "", x)
    x = re.sub(r"https?://\S+", "", x)
    return x.count("**") % 2 == 0 and x.count("''") % 2 == 0 and x.count("//") % 2 == 0 and "[[" not in x


def test_zim_pages_keep_zim_wiki_syntax():
    mod = LAYOUTS["zim_hans"]
    expected = {facts.LIVING.stem: "创建日期 星期三 08 四月 2026", facts.B1.stem: "创建日期 星期四 09 四月 2026",
                facts.B2.stem: "创建日期 星期五 10 四月 2026", facts.B3.stem: "创建日期 星期六 11 四月 2026"}  # fmt: skip
    for d in facts.DOCS:
        text = mod.render(d)
        lines = text.split("\n")
        page = _zim(text)
        stamp = datetime.fromisoformat(page["created"].removeprefix("Creation-Date: "))
        assert stamp.utcoffset() == timedelta(hours=8) and stamp.date() == d.date
        assert lines[4].startswith("====== ") and lines[5] == expected[d.stem]
        body = [x for x in lines[6:] if x not in {"'''"}]
        verbatim = {y for v in page["verbatim"] for y in v}
        assert all(_inline_ok(x) for x in body if x not in verbatim), d.stem
        for target in re.findall(r"\[\[([^\]|]+)\|[^\]]+\]\]", text):
            assert target.startswith(("https://", ":")), target
        for cell in (c for t in page["tables"] for r in t for c in r):
            assert "[[" not in cell  # a link's "|" would split the cell
        heads = page["headings"]
        assert heads[0][0] == 1 and [h for h in heads if h[0] == 1] == heads[:1] and facts.TOPIC in heads[0][1]
        urls = re.findall(r"https://[^\s|\]]+", text)
        assert all(W.url(m) in urls for m in d.mentions)
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            tops = [h[1].split("、", 1)[1] for h in heads if h[0] == 2]
            assert tops == ["检查过的来源", "净增条目", "沿用与已锚入"] + ["邻接与候选"] * bool(side) + [
                "矛盾与待核实",
                "可引用 arXiv 号",
            ]
            assert [h[1] for h in heads if h[0] == 3] == [
                f"增量{W.HANS_ORDINAL[n]}：{facts.work(m).name}" for n, m in enumerate(new, 1)
            ]
            boxes = [b for b, _ in page["bullets"] if b.startswith("[")]
            assert boxes == ["[*]" if e.resolved else "[ ]" for e in d.entries]
            sources = [t for b, t in page["bullets"] if b == "*" and t.startswith("''")]
            assert [s.split("''")[1] for s in sources] == d.sources
            assert [s for s in sources if "空" in s] == [f"''{s}'' —— 空，无相关内容" for s in d.empty_sources]
            assert [len(t) - 1 for t in page["tables"]] == [len(m.figures) for m in new if m.figures] + [len(carried)]
            (ids,) = page["verbatim"]
            assert ids[0] == f"净增：{'、'.join(d.new_ids)}"
            assert [x.split("  ")[0] for x in ids[1:]] == [facts.work(m).arxiv for m in carried if facts.work(m).arxiv]
            assert f"@简报 @{d.instance}" in page["text"] and page["lines"] == ["-----"]
        else:
            assert [h[1] for h in heads if h[0] == 2] == [W.section_hans(d, k) for k in d.sections]
            assert [h[1] for h in heads if h[0] == 3] == [
                facts.work(m).name for k in d.sections for m in d.mentions if m.section == k
            ]
            assert not page["tables"] and not page["verbatim"]


# --- DiscordChatExporter ------------------------------------------------------------------------

STAMP = re.compile(r"(\d{4})/(\d{1,2})/(\d{1,2}) (上午|下午) (\d\d):(\d\d)")
HEADER = re.compile(rf"\[({STAMP.pattern})\] (\S+)( \(pinned\))?")
REACTIONS = re.compile(r"\S+( \(\d+\))?( \S+( \(\d+\))?)*")


def _when(s: str) -> datetime:
    y, mo, d, half, h, mi = STAMP.fullmatch(s).groups()
    assert 1 <= int(h) <= 12
    return datetime(int(y), int(mo), int(d), int(h) % 12 + (12 if half == "下午" else 0), int(mi))


@dataclass
class Post:
    at: datetime
    author: str
    pinned: bool
    content: str
    sections: dict[str, list[str]] = field(default_factory=dict)


def _discord(text: str) -> tuple[dict[str, str], list[Post]]:
    """A plain-text export read by the writer's own layout (PlainTextMessageWriter)."""
    lines = text.split("\n")
    rule = "=" * 62
    assert lines[0] == rule and lines[-4:] == [rule, lines[-3], rule, ""]
    end = lines.index(rule, 1)
    pre = dict(x.split(": ", 1) for x in lines[1:end])
    assert list(pre) == ["Guild", "Channel", "Topic", "After", "Before"] and lines[end + 1] == ""
    posts, i = [], end + 2
    while i < len(lines) - 4:
        m = HEADER.fullmatch(lines[i])
        assert m, lines[i]
        j = lines.index("", i + 1)
        post = Post(_when(m[1]), m[8], bool(m[9]), "\n".join(lines[i + 1 : j]))
        i = j + 1
        while lines[i] in {"{Attachments}", "{Embed}", "{Stickers}"}:
            j = lines.index("", i + 1)
            post.sections.setdefault(lines[i], []).extend(lines[i + 1 : j])
            i = j + 1
        if lines[i] == "{Reactions}":
            assert REACTIONS.fullmatch(lines[i + 1]), lines[i + 1]
            post.sections["{Reactions}"] = [lines[i + 1]]
            i += 2
        assert lines[i] == "", lines[i]
        posts.append(post)
        i += 1
    assert lines[-3] == f"Exported {len(posts):,} message(s)"
    return pre, posts


def test_discord_exports_are_discordchatexporter_text():
    mod = LAYOUTS["discord_hant"]
    for d in facts.DOCS:
        text = mod.render(d)
        pre, posts = _discord(text)
        assert pre["Guild"] == mod.GUILD and " / " in pre["Channel"]
        after, before = _when(pre["After"]), _when(pre["Before"])
        times = [p.at for p in posts]
        assert times == sorted(times) and after <= times[0] and times[-1] <= before
        assert {t.date() for t in times} == {d.date}
        assert all(len(p.content) <= 2000 for p in posts)
        assert all(p.content.count("```") % 2 == 0 and p.content.count("**") % 2 == 0 for p in posts)
        (pinned,) = [p for p in posts if p.pinned]
        assert pinned.content.startswith("# ")
        for p in posts:
            for a in p.sections.get("{Attachments}", []):
                assert re.fullmatch(r"https://cdn\.discordapp\.com/attachments/\d{19}/\d{19}/[\w.-]+\.png", a)
        urls = re.findall(r"https://[^\s>]+", text)
        assert all(W.url(m) in urls for m in d.mentions)
        authors = {p.author for p in posts}
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert (
                d.instance in authors
                and mod.HUMAN in authors
                and authors <= {mod.HUMAN} | {b.instance for b in facts.BRIEFS}
            )
            mine = [p for p in posts if p.author == d.instance]
            assert mine[1].pinned and f"**基線活文件**：`{facts.living_path('txt')}`" in mine[1].content
            items = [p for p in mine if p.content.startswith("🆕")]
            assert [p.content.split("\n")[0] for p in items] == [
                f"🆕 **{W.STATUS_HANT['new']} {n}｜{facts.work(m).name}**（"
                f"{'arXiv ' + facts.work(m).arxiv if facts.work(m).arxiv else W.KIND_HANT[facts.work(m).kind]}）"
                for n, m in enumerate(new, 1)
            ]
            assert [p.sections["{Embed}"][0] for p in items] == [W.url(m) for m in new]
            assert [p.content.split("\n")[-1] for p in items] == [W.url(m) for m in new]
            flags = [p.content.split("\n")[0] for p in mine if p.content.startswith(("⚠️", "✅"))]
            assert flags == [("✅ **已結案**" if e.resolved else "⚠️ **待核實**") + f"（{W.RISK_HANT[e.risk]}）"
                             for e in d.entries]  # fmt: skip
            (ids,) = [p for p in mine if "```" in p.content]
            block = ids.content.split("```")[1].strip().split("\n")
            assert block[0] == f"{W.STATUS_HANT['new']}：{'、'.join(d.new_ids)}"
            assert len(block) == 1 + len([m for m in carried if facts.work(m).arxiv])
            (src,) = [p for p in mine if p.content.startswith("## 檢查過的來源")]
            assert [x[3:].split("`")[0] for x in src.content.split("\n")[1:]] == d.sources
        else:
            assert authors == {mod.BOT, mod.HUMAN} and re.fullmatch(r".+#\d{4}", mod.BOT)
            sections = [p.content.split("\n")[0] for p in posts if p.content.startswith("## ")]
            assert sections == [f"## {W.section_hant(d, k)}" for k in d.sections]


# --- Evernote -------------------------------------------------------------------------------------

# ENML 2: the XHTML elements the DTD allows, Evernote's own, and the attributes it prohibits
ENML = {"a", "abbr", "acronym", "address", "area", "b", "bdo", "big", "blockquote", "br", "caption", "center",
        "cite", "code", "col", "colgroup", "dd", "del", "dfn", "div", "dl", "dt", "em", "font", "h1", "h2", "h3",
        "h4", "h5", "h6", "hr", "i", "img", "ins", "kbd", "li", "map", "ol", "p", "pre", "q", "s", "samp", "small",
        "span", "strike", "strong", "sub", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr",
        "tt", "u", "ul", "var", "xmp", "en-note", "en-media", "en-crypt", "en-todo"}  # fmt: skip
PROHIBITED = {"id", "class", "accesskey", "data", "dynsrc", "tabindex"}
TS = re.compile(r"\d{8}T\d{6}Z")


def _ts(s: str) -> datetime:
    assert TS.fullmatch(s), s
    return datetime.strptime(s, "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC)


def test_enex_exports_are_evernote_xml_with_valid_enml():
    mod = LAYOUTS["enex_en"]
    for d in facts.DOCS:
        text = mod.render(d)
        assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE en-export SYSTEM '
                               '"http://xml.evernote.com/pub/evernote-export4.dtd">\n<en-export ')  # fmt: skip
        root, note = _enex(text)
        assert root.tag == "en-export" and root.get("application") == "Evernote"
        assert re.fullmatch(r"10\.\d+\.\d+", root.get("version"))
        (n,) = list(root)
        kids = [k.tag for k in n]
        tags = kids.count("tag")
        assert kids == ["title", "created", "updated"] + ["tag"] * tags + ["note-attributes", "content"]
        created, updated, exported = (
            _ts(n.findtext("created")),
            _ts(n.findtext("updated")),
            _ts(root.get("export-date")),
        )
        assert created <= updated <= exported
        assert created.astimezone(timezone(timedelta(hours=8))).date() == d.date
        assert [a.tag for a in n.find("note-attributes")] == ["author"]
        assert facts.TOPIC in [t.text for t in n.findall("tag")]
        enml = mod.enml(text)
        assert enml.startswith('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!DOCTYPE en-note SYSTEM '
                               '"http://xml.evernote.com/pub/enml2.dtd"><en-note>')  # fmt: skip
        assert note.tag == "en-note"
        for e in note.iter():
            assert e.tag in ENML, e.tag
            assert not set(e.attrib) & PROHIBITED and not any(a.startswith("on") for a in e.attrib)
            if e.tag == "en-todo":
                assert set(e.attrib) == {"checked"} and e.get("checked") in {"true", "false"} and not len(e)
            if e.tag == "a":
                assert e.get("href").startswith("https://") and e.get("rev") == "en_rl_none"
        html = enml.split("<en-note>", 1)[1].rsplit("</en-note>", 1)[0].replace("<en-todo", "<span").replace(
            'checked="true"/>', "></span>").replace('checked="false"/>', "></span>")  # fmt: skip
        ast = json.loads(pypandoc.convert_text(html, "json", format="html"))
        links = _links(ast["blocks"])
        assert all(W.url(m) in links for m in d.mentions)
        heads = {lv: [_plain(h["c"][2]) for h in _walk(ast["blocks"], "Header") if h["c"][0] == lv] for lv in (2, 3)}
        tables = list(_walk(ast["blocks"], "Table"))
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert [a.text for a in n.find("note-attributes")] == [d.instance] and d.instance in [
                t.text for t in n.findall("tag")
            ]
            names = ["Sources checked", W.STATUS_ENEX["new"], "Carried over and anchored"]
            names += ["Adjacent and candidates"] * bool(side) + ["Contradictions and claims to verify"]
            assert heads[2] == names + ["Citable arXiv IDs"]
            assert heads[3] == [f"{n}. {facts.work(m).name}" for n, m in enumerate(new, 1)]
            assert len(tables) == len(new) + 1
            boxes = [t.get("checked") for t in note.iter("en-todo")]
            assert boxes == ["true" if e.resolved else "false" for e in d.entries]
            assert f"{W.STATUS_ENEX['new']}: {', '.join(d.new_ids)}" in _flat(_enml_text(note))
        else:
            assert heads[2] == [W.section_en(d, k) for k in d.sections] and not tables
            assert heads[3] == [facts.work(m).name for k in d.sections for m in d.mentions if m.section == k]


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
    assert entries == {"zh-hans": {"农场土芯", "参考库快照"}, "zh-hant": {"農場土芯", "參考庫快照"}}.get(
        LAYOUTS[layout].LANG, {"farm cores", "reference snapshot"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo19 key for renderer {layout};")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_are_the_zoos_own():
    assert W.journal(date(2026, 4, 1)) == "Apr 1st, 2026" and W.journal(date(2026, 4, 22)) == "Apr 22nd, 2026"
    assert W.journal(date(2026, 4, 13)) == "Apr 13th, 2026" and W.journal(date(2026, 4, 9)) == "Apr 9th, 2026"
    assert LAYOUTS["discord_hant"].stamp(datetime(2026, 4, 9, 21, 30)) == "2026/4/9 下午 09:30"
    assert LAYOUTS["discord_hant"].stamp(datetime(2026, 4, 9, 0, 5)) == "2026/4/9 上午 12:05"
    assert LAYOUTS["enex_en"].utc(date(2026, 4, 9), datetime(2026, 4, 9, 21, 30).time()) == "20260409T133000Z"
