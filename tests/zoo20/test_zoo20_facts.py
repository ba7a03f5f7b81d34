"""The zoo20 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (read back with pandoc's vimwiki, gfm
and markdown readers and small readers written from each format's own rules), and the keys parse."""

from __future__ import annotations

import json
import posixpath
import re
import tomllib
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta, timezone

import pypandoc
import pytest

from tests.zoo4 import make as zoo4_make
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo

CARD = r"paper_cards/\d{4}-2611-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (Vimwiki's markup,
# tags, math and table cells, WhatsApp's markup, Joplin's Markdown and KaTeX, Bear's tags and
# highlights, the layouts' own joins)
MARKUP = set('|[]<>&=*%"{}~\\^+_#`@/$\t\n；｜')
SEQUENCES = ("::", "''", "((", "//", "__", ",,", "==")
VIMWIKI_TAG = re.compile(r"(^|\s):([^:\s]+:)+(\s|$)")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    found = faults_in(facts, CARD)
    assert found == {
        "divergent-figures": [("2611.27105", "native sequence recovery gain")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["2611.22649"],
        "new-but-anchored": [(facts.B2.stem, "2611.21537")],
        "duplicate-in-list": [(facts.B2.stem, "2611.23761")],
        "repeated-to-verify": {"2611.25982"},
        "stale-anchor": [],
        "malformed-reference": [facts.BAD_CARD],
        "empty-sources": [facts.EMPTY_NOTE],
    }


def _clean(text: str) -> bool:
    return not set(text) & MARKUP and not any(s in text for s in SEQUENCES) and not VIMWIKI_TAG.search(text)


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
            assert _clean(m.point + m.hans + m.hant), (d.stem, m.work)
        for e in d.entries:
            assert all(i in {m.work for m in d.mentions} for i in e.items)
            assert e.text in e.sentence and e.hans_text in e.hans and e.hant_text in e.hant
            names = [facts.WORKS[i].name for i in e.items]
            assert all(n in e.sentence and n in e.hans and n in e.hant for n in names)
            assert _clean(e.sentence + e.hans + e.hant)
            assert e.sentence[0].isupper()  # written as its own sentence without changing a word
        if d.kind == "brief":
            new = [facts.work(m).arxiv for m in d.mentions if m.status == "new" and facts.work(m).arxiv]
            assert sorted(set(d.new_ids)) == sorted(new)
            assert d.window[1].startswith(d.date.isoformat()) and d.window[1].endswith("21:40")
            assert d.window[0] == f"{d.date - timedelta(days=1)} 21:40"
    days = [b.date for b in facts.BRIEFS]
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1]
    assert [b.instance for b in facts.BRIEFS] == ["heron", "otter", "finch"]
    assert all(b.baseline < b.date for b in facts.BRIEFS)
    assert all(d.date.year == 2026 and d.date.month == 11 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "points", "ms"}
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    assert all(re.fullmatch(r"2611\.2\d{4}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    # every instance a source path names is one of the three, and none cites its own notes
    for b in facts.BRIEFS:
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem


# --- what each layout writes ------------------------------------------------------------------------

DATE = {"vimwiki_en": W.iso, "whatsapp_hant": W.zh_date, "joplin_hans": W.zh_date, "bear_en": W.us_short}
ANCHOR = {"vimwiki_en": W.iso, "whatsapp_hant": W.slash_md, "joplin_hans": W.zh_md, "bear_en": W.us_md}
FIGURE = {
    "vimwiki_en": lambda f: (W.fig_vimwiki(f),),
    "whatsapp_hant": lambda f: (W.fig_hant(f),),
    "joplin_hans": lambda f: (W.fig_hans(f),),
    "bear_en": lambda f: (W.fig_bear(f),),
}
COUNTS = {"vimwiki_en": W.counts_vimwiki, "whatsapp_hant": W.counts_hant, "joplin_hans": W.counts_hans,
          "bear_en": W.counts_bear}  # fmt: skip
ID_SEP = {"vimwiki_en": ", ", "whatsapp_hant": "、", "joplin_hans": "、", "bear_en": ", "}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"wiki", "txt", "md"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
    lang = mod.LANG
    for d in facts.DOCS:
        seen = mod.render(d)
        for m in d.mentions:
            w = facts.work(m)
            assert w.name in seen and (w.arxiv or w.url) in seen, (layout, d.stem, m.work)
            assert W.url(m) in seen, (layout, d.stem, m.work)
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
    if t == "RawInline":
        return " " if c[1] == "<br>" else ""  # a line break inside a table cell
    if t in {"Span", "Link", "Quoted", "Image"}:
        return _plain(c[1])
    return _plain(c)


def _links(ast) -> list[str]:
    return [lk["c"][2][0] for lk in _walk(ast, "Link")]


def _ast(text: str, fmt: str) -> dict:
    return json.loads(pypandoc.convert_text(text, "json", format=fmt))


def _heads(ast: dict, level: int) -> list[str]:
    return [_plain(h["c"][2]) for h in _walk(ast["blocks"], "Header") if h["c"][0] == level]


def _rows(table: dict) -> list[list[str]]:
    """A pandoc table's body rows as the plain text of their cells."""
    return [[_plain(cell[4]) for cell in row[1]] for body in table["c"][4] for row in body[3]]


# --- Vimwiki ------------------------------------------------------------------------------------

# vimwiki's syntax/vimwiki_default.vim: a heading is a symmetric run of "=" around its text, a
# definition "Term:: text", a list item "* ", a checkbox "[ ]" to "[X]", a table row "|...|"
HEADING = re.compile(r"(=+) (\S.*?) (=+)")
DEFINITION = re.compile(r"([A-Za-z][A-Za-z ]*):: (\S.*)")
TAGLINE = re.compile(r":(?:[^:\s]+:)+")
WIKILINK = re.compile(r"\[\[([^\]|]+)(?:\|([^\]]+))?\]\]")


@dataclass
class Wiki:
    placeholders: dict
    headings: list
    definitions: list
    tables: list
    pre: list
    boxes: list
    tags: list


def _vimwiki(text: str) -> Wiki:
    """A Vimwiki page read by Vimwiki's block rules, every line accounted for."""
    lines = text.split("\n")
    assert lines[-1] == ""
    w = Wiki({}, [], [], [], [], [], [])
    i = 0
    while lines[i].startswith("%") and not lines[i].startswith("%%"):
        k, v = lines[i][1:].split(" ", 1)
        w.placeholders[k] = v
        i += 1
    while i < len(lines) - 1:
        x = lines[i]
        if x == "{{{":
            j = lines.index("}}}", i + 1)
            w.pre.append(lines[i + 1 : j])
            i = j + 1
            continue
        if x.startswith("|"):
            rows = [x]
            while lines[i + 1].startswith("|"):
                i += 1
                rows.append(lines[i])
            assert re.fullmatch(r"\|(-+\|)+", rows[1]) and len(rows) > 2, rows
            cells = [r[1:-1].split("|") for r in rows]
            assert all(r.endswith("|") for r in rows) and len({len(c) for c in cells}) == 1, rows
            w.tables.append([[c.strip() for c in r] for r in [cells[0]] + cells[2:]])
        elif x.startswith("="):
            m = HEADING.fullmatch(x)
            assert m and m[1] == m[3] and len(m[1]) <= 6, x
            w.headings.append((len(m[1]), m[2]))
        elif TAGLINE.fullmatch(x):
            w.tags.append(x.strip(":").split(":"))
        elif m := DEFINITION.fullmatch(x):
            w.definitions.append((m[1], m[2]))
        elif m := re.fullmatch(r"\* \[([ .oOX])\] (.*)", x):
            w.boxes.append(m[1])
        else:
            assert not x.startswith((" ", "\t", "{{{", "}}}")), x  # nothing indented by accident
            assert "::" not in x or x.startswith("%%"), x
        i += 1
    return w


def _bold_ok(x: str) -> bool:
    """Vimwiki's `*bold*` balanced on a line once a list marker, links and code are set aside."""
    x = re.sub(r"^\* ", "", x)
    x = WIKILINK.sub("", x)
    x = re.sub(r"`[^`]*`", "", x)
    return x.count("*") % 2 == 0 and x.count("`") == 0


def test_vimwiki_pages_keep_vimwiki_syntax():
    mod = LAYOUTS["vimwiki_en"]
    for d in facts.DOCS:
        text = mod.render(d)
        page = _vimwiki(text)
        assert page.placeholders["date"] == W.iso(d.date) and facts.TOPIC in page.placeholders["title"]
        assert list(page.placeholders) == ["title", "date"] and text.split("\n")[2] == ""
        verbatim = {y for p in page.pre for y in p}
        assert all(_bold_ok(x) for x in text.split("\n") if x not in verbatim), d.stem
        heads = [h for lv, h in page.headings if lv == 3]
        folder = posixpath.dirname(d.stem)
        for target, _ in WIKILINK.findall(text):
            if target.startswith("diary:"):
                assert date.fromisoformat(target[6:]).month in {10, 11}
            elif target.startswith("file:"):
                path = posixpath.normpath(posixpath.join(folder, target[5:]))
                assert path in d.sources, target
            elif target.startswith("#"):
                assert target[1:] in heads, target
            else:
                assert target.startswith(("https://", "/")), target
        for cell in (c for t in page.tables for r in t for c in r):
            assert "[[" not in cell or "|" not in cell  # a link's "|" would split the cell
        ast = _ast(text, "vimwiki")
        assert _plain(ast["meta"]["date"]["c"]) == W.iso(d.date)
        assert all(W.url(m) in _links(ast["blocks"]) for m in d.mentions)
        assert len(_heads(ast, 1)) == 1 and facts.TOPIC in _heads(ast, 1)[0]
        tags = [s["c"][1][0]["c"] for s in _walk(ast["blocks"], "Span") if "tag" in s["c"][0][1]]
        assert tags == [t for group in page.tags for t in group] + [
            t for x in text.split("\n") if x.startswith("* *") for t in re.findall(r" :([^:\s]+):$", x)
        ]
        terms = [_plain(t) for dl in _walk(ast["blocks"], "DefinitionList") for t, _ in dl["c"]]
        assert terms == [t for t, _ in page.definitions]
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            names = ["Sources checked", "NET-new", "Carried over and anchored"]
            names += ["Adjacent and candidates"] * bool(side) + ["Contradictions and claims to verify"]
            assert _heads(ast, 2) == names + ["Citable arXiv IDs"]
            assert _heads(ast, 3) == [f"{n}. {facts.work(m).name}" for n, m in enumerate(new, 1)]
            assert page.tags[1:] == [["net-new"]] * len(new)
            fields = dict(page.definitions[:4])
            assert list(fields) == ["Author", "Window", "Baseline", "Declared"]
            assert fields["Declared"] == W.counts_vimwiki(d.counts)
            assert f"[[/{facts.LIVING_STEM}|{facts.living_path('wiki')}]]" in fields["Baseline"]
            per_item = [t for t, _ in page.definitions[4:]]
            assert per_item == [
                x
                for m in new
                for x in (
                    "arXiv" if facts.work(m).arxiv else facts.work(m).kind.capitalize(),
                    "Section",
                    "Confidence",
                    "Read in",
                )
            ]
            assert page.boxes == ["X" if e.resolved else " " for e in d.entries]
            boxes = [
                s["c"][0][1][0] for s in _walk(ast["blocks"], "Span") if s["c"][0][1][:1] in (["done0"], ["done4"])
            ]
            assert boxes == ["done4" if e.resolved else "done0" for e in d.entries]
            (table,) = page.tables
            assert [r[0] for r in table[1:]] == [facts.work(m).name for m in carried]
            (ids,) = page.pre
            assert ids[0] == f"NET-new: {', '.join(d.new_ids)}"
            assert [x.split("  ")[0] for x in ids[1:]] == [facts.work(m).arxiv for m in carried if facts.work(m).arxiv]
            (code,) = list(_walk(ast["blocks"], "CodeBlock"))
            assert code["c"][1].split("\n") == ids
        else:
            assert _heads(ast, 2) == [W.section_en(d, k) for k in d.sections]
            assert _heads(ast, 3) == [facts.work(m).name for k in d.sections for m in d.mentions if m.section == k]
            anchored = [v for t, v in page.definitions if t == "Anchored"]
            assert anchored == [f"[[diary:{W.iso(m.anchored_on)}]]" for k in d.sections
                                for m in d.mentions if m.section == k]  # fmt: skip
            assert not page.tables and not page.pre and not page.boxes


# --- WhatsApp -------------------------------------------------------------------------------------

# Android's export, zh-TW: "2026/11/03 下午9:40 - 名字: 訊息"; a line without "名字: " is a system line
LINE = re.compile(r"(\d{4})/(\d\d)/(\d\d) (上午|下午)([1-9]\d?):(\d\d) - (.*)")
SENDER = re.compile(r"([^:\n]+?): (.*)")


@dataclass
class Message:
    at: datetime
    author: str | None  # None for a system line
    text: str


def _when(m: re.Match) -> datetime:
    y, mo, d, half, h, mi = m.groups()[:6]
    assert 1 <= int(h) <= 12
    return datetime(int(y), int(mo), int(d), int(h) % 12 + (12 if half == "下午" else 0), int(mi))


def _whatsapp(text: str) -> list[Message]:
    """An exported chat read the way WhatsApp writes it: a stamped line starts a message (or is a
    system line), any other line continues the message before it."""
    lines = text.split("\n")
    assert lines[-1] == ""
    out: list[Message] = []
    for x in lines[:-1]:
        if m := LINE.fullmatch(x):
            s = SENDER.fullmatch(m[7])
            out.append(Message(_when(m), s[1] if s else None, s[2] if s else m[7]))
        else:
            assert out and out[-1].author is not None, x  # system lines are one line
            out[-1].text += "\n" + x
    return out


def test_whatsapp_exports_are_android_chat_text():
    mod = LAYOUTS["whatsapp_hant"]
    for d in facts.DOCS:
        text = mod.render(d)
        msgs = _whatsapp(text)
        assert msgs[0].author is None and msgs[0].text == mod.NOTICE
        times = [m.at for m in msgs]
        assert times == sorted(times) and {t.date() for t in times} == {d.date}
        system = [m for m in msgs if m.author is None]
        assert all("建立了群組「" in m.text or "已新增" in m.text for m in system[1:])
        posts = [m for m in msgs if m.author is not None]
        for p in posts:
            assert p.text.count("```") % 2 == 0, p.text
            outside = re.sub(r"```.*?```", "", p.text, flags=re.S)
            assert all(x.count("*") % 2 == 0 for x in outside.split("\n")), p.text
            assert not p.text.startswith(" ") and "\n\n" not in p.text
        assert any(p.text == mod.MEDIA for p in posts)
        urls = re.findall(r"https://\S+", text)
        assert all(W.url(m) in urls for m in d.mentions)
        authors = {p.author for p in posts}
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert authors == {mod.HUMAN} | {b.instance for b in facts.BRIEFS}
            assert system[1].text.startswith(f"{d.instance} 建立了群組「")
            mine = [p for p in posts if p.author == d.instance]
            head = mine[0].text.split("\n")
            assert head[0] == f"*{facts.TOPIC} · 每日簡報（{W.zh_date(d.date)}）*"
            assert head[1:] == [f"撰寫：{d.instance}", f"時間窗：{d.window[0]} → {d.window[1]}",
                                f"基線活文件：{facts.living_path('txt')}（{W.zh_date(d.baseline)}版）",
                                f"本棒申報：{W.counts_hant(d.counts)}"]  # fmt: skip
            assert mine[1].text.split("\n")[0] == "*檢查過的來源*"
            assert [x[2:].split("（")[0] for x in mine[1].text.split("\n")[1:]] == d.sources
            items = [p for p in mine if p.text.startswith(f"*{W.STATUS_HANT['new']} ")]
            assert [p.text.split("\n")[0] for p in items] == [
                f"*{W.STATUS_HANT['new']} {n}｜{facts.work(m).name}*" for n, m in enumerate(new, 1)
            ]
            assert [p.text.split("\n")[-1] for p in items] == [W.url(m) for m in new]
            flags = [p.text.split("\n")[0] for p in mine if p.text.startswith(("⚠️", "✅"))]
            assert flags == [("✅ *已結案*" if e.resolved else "⚠️ *待核實*") + f"（{W.RISK_HANT[e.risk]}）"
                             for e in d.entries]  # fmt: skip
            (ids,) = [p for p in mine if "```" in p.text]
            block = ids.text.split("```")[1].split("\n")
            assert block[0] == f"{W.STATUS_HANT['new']}：{'、'.join(d.new_ids)}"
            assert [x.split(" ")[0] for x in block[1:]] == [facts.work(m).arxiv for m in carried if facts.work(m).arxiv]
        else:
            assert authors == {mod.BOT, mod.HUMAN}
            heads = [p.text.split("\n")[0] for p in posts if p.text.startswith("*§")]
            assert heads == [f"*{W.section_hant(d, k)}*" for k in d.sections]


# --- Joplin ---------------------------------------------------------------------------------------

# the properties Joplin's raw export writes under a note (BaseItem.serialize), in its order
JOPLIN_KEYS = ["id", "parent_id", "created_time", "updated_time", "is_conflict", "latitude", "longitude",
               "altitude", "author", "source_url", "is_todo", "todo_due", "todo_completed", "source",
               "source_application", "application_data", "order", "user_created_time", "user_updated_time",
               "encryption_cipher_text", "encryption_applied", "markup_language", "is_shared", "share_id",
               "conflict_original_id", "master_key_id", "user_data", "deleted_time", "type_"]  # fmt: skip
JOPLIN_TIME = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z")


def _joplin(text: str) -> tuple[str, str, dict[str, str]]:
    """A raw-export note: its title, its Markdown body and its properties."""
    head, props = text.rsplit("\n\n", 1)
    title, blank, body = head.split("\n", 2)
    assert blank == "" and not text.endswith("\n")
    meta = {}
    for x in props.split("\n"):
        k, v = re.fullmatch(r"([a-z_]+): (.*)", x).groups()
        meta[k] = v
    assert list(meta) == JOPLIN_KEYS
    return title, body, meta


def _jtime(s: str) -> datetime:
    assert JOPLIN_TIME.fullmatch(s), s
    return datetime.strptime(s, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)


def test_joplin_notes_are_raw_export_items():
    mod = LAYOUTS["joplin_hans"]
    ids = {d.stem: mod.note_id(d) for d in facts.DOCS}
    assert len(set(ids.values())) == len(ids)
    for d in facts.DOCS:
        text = mod.render(d)
        title, body, meta = _joplin(text)
        assert facts.TOPIC in title and not title.startswith("#")
        assert meta["id"] == ids[d.stem] and re.fullmatch(r"[0-9a-f]{32}", meta["id"])
        assert re.fullmatch(r"[0-9a-f]{32}", meta["parent_id"]) and meta["parent_id"] not in ids.values()
        made, changed = _jtime(meta["created_time"]), _jtime(meta["updated_time"])
        assert made <= changed and (meta["user_created_time"], meta["user_updated_time"]) == (
            meta["created_time"], meta["updated_time"])  # fmt: skip
        assert made.astimezone(timezone(timedelta(hours=8))).date() == d.date
        assert (meta["is_todo"], meta["type_"], meta["markup_language"], meta["source"]) == ("0", "1", "1",
                                                                                             "joplin-desktop")  # fmt: skip
        assert meta["author"] == (d.instance or "")
        assert "$" not in body  # Joplin renders $...$ as KaTeX
        ast = _ast(body, "gfm")
        assert not _heads(ast, 1)
        links = _links(ast["blocks"])
        assert all(W.url(m) in links for m in d.mentions)
        assert all(x.startswith(("https://", ":/")) for x in links)
        tables = list(_walk(ast["blocks"], "Table"))
        for t in tables:
            width = len(t["c"][2])
            assert all(len(r) == width for r in _rows(t))
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert [x for x in links if x.startswith(":/")] == [f":/{ids[facts.LIVING.stem]}"]
            parts = ["检查过的来源", W.STATUS_HANS["new"], "续用与已锚定"] + ["邻接与候选"] * bool(side)
            parts += ["矛盾与待核实", "可引用 arXiv 号"]
            assert _heads(ast, 2) == [f"{W.HANS_ORDINAL[n]}、{p}" for n, p in enumerate(parts, 1)]
            fields = [_plain(b[0]) for b in ast["blocks"][0]["c"]]
            assert fields == [f"撰写实例：{d.instance}", f"时间窗：{d.window[0]} → {d.window[1]}",
                              f"基线活文档：{facts.living_path('md')}（{W.zh_date(d.baseline)}版）",
                              f"申报条数：{W.counts_hans(d.counts)}"]  # fmt: skip
            first, second = tables
            assert [r[1] for r in _rows(first)] == [facts.work(m).name for m in new]
            assert [r[7].split() for r in _rows(first)] == [list(m.sources) for m in new]
            assert [r[0] for r in _rows(second)] == [facts.work(m).name for m in carried]
            assert [r[3] for r in _rows(second)] == [W.carried_hans(m) for m in carried]
            checks = [_plain(b[0])[:1] for bl in _walk(ast["blocks"], "BulletList") for b in bl["c"]
                      if _plain(b[0])[:1] in {"☐", "☒"}]  # fmt: skip
            assert checks == ["☒" if e.resolved else "☐" for e in d.entries]
            (code,) = list(_walk(ast["blocks"], "CodeBlock"))
            assert code["c"][1].split("\n")[0] == f"{W.STATUS_HANS['new']}：{'、'.join(d.new_ids)}"
        else:
            assert _heads(ast, 2) == [W.section_hans(d, k) for k in d.sections]
            rows = [r for t in tables for r in _rows(t)]
            assert [(r[0], r[2]) for r in rows] == [(facts.work(m).name, W.zh_md(m.anchored_on))
                                                    for k in d.sections for m in d.mentions if m.section == k]  # fmt: skip


# --- Bear -----------------------------------------------------------------------------------------

# Bear's tags: "#" then no space, nested with "/", ended by whitespace (not in code)
BEAR_TAG = re.compile(r"(?<!\S)#([^\s#][^\s#]*)")


def test_bear_notes_are_bear_markdown():
    mod = LAYOUTS["bear_en"]
    titles = {mod.title(d) for d in facts.DOCS}
    assert len(titles) == len(facts.DOCS) and mod.LIVING_TITLE == mod.title(facts.LIVING)
    for d in facts.DOCS:
        text = mod.render(d)
        lines = text.split("\n")
        assert lines[0] == f"# {mod.title(d)}" and lines[-1] == "" and lines[2] == ""
        assert text.count("```") == (2 if d.kind == "brief" else 0)
        prose = re.sub(r"```.*?```", "", text, flags=re.S)
        prose = re.sub(r"`[^`\n]*`", "", prose)
        prose = re.sub(r"https?://\S+?(?=\))", "", prose)
        tags = BEAR_TAG.findall(prose)
        assert all(t.startswith(("briefs/", "instances/", "kb/")) for t in tags), tags
        assert BEAR_TAG.findall(lines[1]) == lines[1].replace("#", "").split()
        for x in prose.split("\n"):
            assert x.count("==") % 2 == 0 and x.count("**") % 2 == 0, x
            assert not x.startswith(" "), x  # Bear nests lists with tabs
        for i, x in enumerate(lines):
            if x.startswith("\t"):
                assert x.startswith("\t- ") and lines[i - 1].startswith(("- ", "\t- ")), x
        wikis = re.findall(r"\[\[([^\]]+)\]\]", text)
        ast = _ast(text, "markdown+mark+wikilinks_title_after_pipe-tex_math_dollars-citations")
        assert _heads(ast, 1) == [mod.title(d)] and ast["blocks"][0]["t"] == "Header"
        links = _links(ast["blocks"])
        assert all(W.url(m) in links for m in d.mentions)
        marks = [_plain(s) for s in _walk(ast["blocks"], "Span") if "mark" in s["c"][0][1]]
        figures = [W.value_en(f) for m in d.mentions for f in m.figures]
        assert [x for x in marks if x in figures] == figures
        lists = {h: None for h in _heads(ast, 2)}
        blocks = ast["blocks"]
        for i, b in enumerate(blocks[:-1]):
            if b["t"] == "Header" and blocks[i + 1]["t"] == "BulletList":
                lists[_plain(b["c"][2])] = blocks[i + 1]["c"]
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert tags[:2] == [f"briefs/{facts.TOPIC}", f"instances/{d.instance}"]
            assert set(wikis) == {d.instance, mod.LIVING_TITLE}
            names = ["Sources checked", "NET-new", "Carried over and anchored"]
            names += ["Adjacent and candidates"] * bool(side) + ["Contradictions and claims to verify"]
            assert list(lists) == names + ["Citable arXiv IDs"]
            assert [_plain(i[0]).split(" · ")[0] for i in lists["NET-new"]] == [facts.work(m).name for m in new]
            assert [_plain(i[0]).split(" · ")[0] for i in lists["Carried over and anchored"]] == [
                facts.work(m).name for m in carried
            ]
            assert [t for t in tags[2:] if t.startswith("kb/")] == [W.TAG_BEAR[m.status] for m in new + carried + side]
            todo = [_plain(i[0])[:1] for i in lists["Contradictions and claims to verify"]]
            assert todo == ["☒" if e.resolved else "☐" for e in d.entries]
            assert [_plain(i[0]) for i in lists["Sources checked"]] == [
                f"{s} — empty, nothing on topic" if W.empty(d, s) else s for s in d.sources
            ]
            (code,) = list(_walk(ast["blocks"], "CodeBlock"))
            assert code["c"][1].split("\n")[0] == f"NET-new: {', '.join(d.new_ids)}"
        else:
            assert tags[0] == f"kb/{facts.TOPIC}" and not wikis
            assert list(lists) == [W.section_en(d, k) for k in d.sections]
            items = [_plain(i[0]).split(" · ")[0] for v in lists.values() if v for i in v]
            assert items == [facts.work(m).name for k in d.sections for m in d.mentions if m.section == k]


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
    assert entries == {"zh-hans": {"检测板", "权重文件"}, "zh-hant": {"檢測板", "權重檔"}}.get(
        LAYOUTS[layout].LANG, {"assay panel", "weight files"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo20 key for renderer {layout};")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_are_the_zoos_own():
    assert W.us_short(date(2026, 11, 3)) == "Nov 3, 2026" and W.us_md(date(2026, 10, 30)) == "Oct 30"
    assert W.zh_date(date(2026, 11, 3)) == "2026年11月3日" and W.zh_md(date(2026, 11, 2)) == "11月2日"
    stamp = LAYOUTS["whatsapp_hant"].stamp
    assert stamp(datetime(2026, 11, 3, 21, 40)) == "2026/11/03 下午9:40"
    assert stamp(datetime(2026, 11, 3, 0, 5)) == "2026/11/03 上午12:05"
    assert stamp(datetime(2026, 11, 3, 12, 30)) == "2026/11/03 下午12:30"
    cst = timezone(timedelta(hours=8))
    assert LAYOUTS["joplin_hans"].joplin_time(datetime(2026, 11, 3, 21, 40, tzinfo=cst)) == "2026-11-03T13:40:00.000Z"
