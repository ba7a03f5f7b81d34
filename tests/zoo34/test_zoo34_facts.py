"""The zoo34 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (the Obsidian canvas and the Trello
export loaded with Python's json module and checked against their formats' rules, the Reddit
post's Markdown checked and read as plain text, the SubViewer captions cut into their cues; see
readers.py), and the keys parse."""

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
from .readers import (
    BYLINE,
    WIKI,
    canvas,
    canvas_text,
    oid_time,
    reddit,
    reddit_plain,
    sbv,
    trello,
    trello_text,
    trello_time,
)

CARD = r"paper_cards/\d{4}-3305-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (JSON's quotes and
# escapes, Markdown's and Reddit's marks, the captions' speaker mark, and the layouts' own joins)
MARKUP = set('"\\<>@#|[]{}()*_`~^!&\t\n、：；·→§%×')
SEQUENCES = (">>", "://", "..", "  ", ": ", ",,", "''", "&nbsp;")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("3305.67860", "restored canopy area")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["3305.63426"],
        "new-but-anchored": [(facts.B2.stem, "3305.62315")],
        "duplicate-in-list": [(facts.B2.stem, "3305.64537")],
        "repeated-to-verify": {"3305.66759"},
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
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1] and facts.HANDOVER == "21:15"
    assert [b.instance for b in facts.BRIEFS] == ["mudskipper", "kingfisher", "archerfish"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2033 and d.date.month == 5 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "ha", "t C/ha", "seedlings/m²", "psu"} == set(W.UNIT_EN)
    assert set(W.UNIT_EN) == set(W.UNIT_HANS) == set(W.UNIT_SPOKEN)
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    ids = [w.arxiv for w in facts.WORKS.values() if w.arxiv]
    assert all(re.fullmatch(r"3305\.\d{5}", i) for i in ids) and len(set(ids)) == len(ids) == 9
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem
    adjacent = [(d.stem, m.work) for d in facts.BRIEFS for m in d.mentions if m.status == "adjacent"]
    assert (facts.B3.stem, "3305.69082") in adjacent and all(m.work != "3305.69082" for m in facts.B1.mentions
                                                             + facts.B2.mentions + facts.LIVING.mentions)  # fmt: skip


def test_the_zoo_is_new():
    """Its topic, id prefix, instances, handover, month, works and units are no other zoo's."""
    others = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].glob("zoo*/facts.py")
                       if int(p.parent.name[3:] or 1) < 34)  # fmt: skip
    assert f'"{facts.TOPIC}"' not in others and '"3305.' not in others and "date(2033, 5" not in others
    assert f'HANDOVER = "{facts.HANDOVER}"' not in others and f'{facts.HANDOVER}")' not in others
    assert not any(f'"{b.instance}"' in others for b in facts.BRIEFS)
    assert not any(w.name in others for w in facts.WORKS.values())
    units = re.findall(r'Figure\([^()]*?"([^"]+)"', others)
    assert not {"ha", "t C/ha", "seedlings/m²", "psu"} & set(units)


# --- reading each format back (without kgraph: see readers.py) ------------------------------------


def seen(layout: str, d) -> str:
    out = LAYOUTS[layout].render(d)
    if layout == "canvas_en":
        return "\n".join(canvas_text(canvas(out)))
    if layout == "trello_hans":
        return "\n".join(trello_text(trello(out)))
    if layout == "reddit_en":
        post = reddit(out)
        return "\n".join([post.title, post.byline] + reddit_plain(post.body))
    return "\n".join(c.text for c in sbv(out))


def _start(d) -> date:
    return date.fromisoformat(d.window[0].split(" ")[0])


ARROW = lambda d: f"{d.window[0]} → {d.window[1]}"  # noqa: E731
FIG = {
    "canvas_en": lambda f: [W.fig_en(f)],
    "trello_hans": lambda f: [W.fig_hans(f)],
    "reddit_en": lambda f: [W.fig_en(f), f"{W.metric_en(f)} | {W.value_en(f)}"],
    "sbv_hant": lambda f: [W.fig_spoken(f)],
}
DATE = {"canvas_en": W.iso, "trello_hans": W.iso, "reddit_en": W.us_en, "sbv_hant": W.zh_spoken}
BASE = DATE
ANCHOR = {"canvas_en": W.iso, "trello_hans": W.iso, "reddit_en": W.us_short, "sbv_hant": W.zh_spoken_md}
COUNTS = {"canvas_en": W.counts_en, "trello_hans": W.counts_hans, "reddit_en": W.counts_en,
          "sbv_hant": W.counts_spoken}  # fmt: skip
IDS = {"canvas_en": ", ", "trello_hans": "、", "reddit_en": ", ", "sbv_hant": "、"}
WINDOW = {"canvas_en": ARROW, "trello_hans": ARROW, "reddit_en": ARROW,
          "sbv_hant": lambda d: f"從{W.zh_spoken_md(_start(d))}{W.HANDOVER_SPOKEN}到今天{W.HANDOVER_SPOKEN}"}  # fmt: skip
EMPTY = {"canvas_en": " (empty, nothing on this topic today)", "trello_hans": "（空，今天没有本主题的内容）",
         "reddit_en": " (empty, nothing on this topic today)", "sbv_hant": " 是空的，今天沒有這個主題的內容"}  # fmt: skip
STATUS = {"canvas_en": W.STATUS_EN, "trello_hans": W.STATUS_HANS, "reddit_en": W.STATUS_EN,
          "sbv_hant": W.STATUS_SPOKEN}  # fmt: skip
SECTION = {"canvas_en": "§{}", "trello_hans": "§{}", "reddit_en": "§{}", "sbv_hant": "{}節"}
POINT = {"canvas_en": lambda m: W.sentence(m.point), "trello_hans": lambda m: m.hans,
         "reddit_en": lambda m: W.sentence(m.point), "sbv_hant": lambda m: m.hant}  # fmt: skip
ENTRY = {"canvas_en": lambda e: (e.text, e.sentence), "trello_hans": lambda e: (e.hans_text, e.hans),
         "reddit_en": lambda e: (e.text, e.sentence), "sbv_hant": lambda e: (e.hant_text, e.hant)}  # fmt: skip
SECTION_NAMES = {"trello_hans": facts.SECTIONS_HANS, "sbv_hant": facts.SECTIONS_HANT}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"canvas", "json", "md", "sbv"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
    for d in facts.DOCS:
        text = seen(layout, d)
        for m in d.mentions:
            w = facts.work(m)
            assert w.name in text, (layout, d.stem, m.work)
            # a spoken arXiv link is only its id, pasted in the chat
            assert (layout == "sbv_hant" and w.arxiv) or W.url(m) in text, (layout, d.stem, m.work)
            assert not w.arxiv or w.arxiv in text
            assert not m.section or SECTION[layout].format(m.section) in text, (layout, d.stem, m.work)
            assert all(any(x in text for x in FIG[layout](f)) for f in m.figures), (layout, d.stem, m.work)
            assert all(s in text for s in m.sources), (layout, d.stem, m.work)
            assert not m.anchored_on or ANCHOR[layout](m.anchored_on) in text, (layout, d.stem, m.work)
            assert POINT[layout](m) in text, (layout, d.stem, m.work)
            if d.kind == "brief":
                assert STATUS[layout][m.status] in text, (layout, d.stem, m.status)
        assert all(s in text for s in d.sources), (layout, d.stem)
        for e in d.entries:
            words = ENTRY[layout](e)
            assert words[0] in text and words[1] in text, (layout, d.stem, e.text)
        table = SECTION_NAMES.get(layout)
        assert all((table[n] if table else n) in text for n in d.sections.values())
        assert facts.TOPIC in text and DATE[layout](d.date) in text
        if d.kind == "brief":
            assert COUNTS[layout](d.counts) in text, (layout, d.stem)
            assert facts.living_path(mod.EXT) in text and d.instance in text
            assert BASE[layout](d.baseline) in text
            assert WINDOW[layout](d) in text
            assert IDS[layout].join(d.new_ids) in text, (layout, d.stem)  # as written, a repeated id included
            assert all(f"{s}{EMPTY[layout]}" in text for s in d.empty_sources)
            # the key's baseline: the path as written in the document zoo4's key writer reads
            assert facts.living_path(mod.EXT) in mod.render(d)


# --- the Obsidian canvas ------------------------------------------------------------------------


def test_canvas_is_what_obsidian_saves():
    for d in facts.DOCS:
        raw = LAYOUTS["canvas_en"].render(d)
        data = canvas(raw)  # JSON Canvas 1.0 and Obsidian's serialisation (see readers.py)
        assert raw.startswith('{\n\t"nodes":[\n\t\t{"id":"') and raw.endswith("\n\t]\n}") and "\\u" not in raw
        nodes = {n["id"]: n for n in data["nodes"]}
        groups = [n for n in data["nodes"] if n["type"] == "group"]
        texts = [n for n in data["nodes"] if n["type"] == "text"]

        def within(label: str) -> list[dict]:
            g = next(x for x in groups if x["label"] == label)
            return [n for n in data["nodes"] if n["type"] != "group" and g["x"] <= n["x"] < g["x"] + g["width"]
                    and g["y"] <= n["y"] < g["y"] + g["height"]]  # fmt: skip

        def titled(ns: list[dict]) -> list[str]:
            return [n["text"].split("\n", 1)[0][4:] for n in ns if n["type"] == "text" and n["text"].startswith("### ")]

        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert [g["label"] for g in groups] == ["NET-new", "Carried over & anchored", "Adjacent", "Source notes"]
            assert texts[0]["text"].startswith(f"# {facts.TOPIC} · brief {W.iso(d.date)}\n")
            assert f"[[{facts.living_path('canvas')}]]" in texts[0]["text"]  # a wikilink into the vault
            assert titled(within("NET-new")) == [facts.work(m).name for m in new]
            assert titled(within("Carried over & anchored")) == [facts.work(m).name for m in old]
            assert titled(within("Adjacent")) == [facts.work(m).name for m in side]
            links = {nodes[e["fromNode"]]["text"].split("\n", 1)[0][4:]: nodes[e["toNode"]]["url"]
                     for e in data["edges"] if nodes[e["toNode"]]["type"] == "link"}  # fmt: skip
            assert links == {facts.work(m).name: W.url(m) for m in new}
            assert [n["file"] for n in within("Source notes") if n["type"] == "file"] == d.sources
            cited = sorted((nodes[e["fromNode"]]["file"], titled([nodes[e["toNode"]]])[0])
                           for e in data["edges"] if e.get("label") == "source")  # fmt: skip
            assert cited == sorted((s, facts.work(m).name) for m in new for s in m.sources)
            flagged = [(e["label"], titled([nodes[e["toNode"]]])[0]) for e in data["edges"]
                       if e.get("label") in {"to verify", "resolved"}]  # fmt: skip
            assert flagged == [("resolved" if e.resolved else "to verify", facts.WORKS[i].name)
                               for e in d.entries for i in e.items]  # fmt: skip
        else:
            assert [g["label"] for g in groups] == [W.section_en(d, k) for k in d.sections]
            for k in d.sections:
                inside = within(W.section_en(d, k))
                assert titled(inside) == [facts.work(m).name for m in d.mentions if m.section == k]
                assert [n["file"] for n in inside if n["type"] == "file"] == [
                    s for m in d.mentions if m.section == k for s in m.sources]  # fmt: skip


# --- the Trello export --------------------------------------------------------------------------


def test_trello_boards_are_trello_exports():
    mod = LAYOUTS["trello_hans"]
    for d in facts.DOCS:
        raw = mod.render(d)
        data = trello(raw)  # Trello's objects (see readers.py)
        assert raw.startswith('{"id":"') and "\n" not in raw and "\\u" not in raw and "\\/" not in raw
        lists = sorted((x for x in data["lists"] if not x["closed"]), key=lambda x: x["pos"])
        cards = {x["id"]: [c for c in data["cards"] if c["idList"] == x["id"] and not c["isTemplate"]] for x in lists}
        assert {m["username"] for m in data["members"]} >= {b.instance for b in facts.BRIEFS}
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            author = next(m["id"] for m in data["members"] if m["username"] == d.instance)
            assert [x["name"] for x in lists] == ["本次新增", "沿用与已锚入", "邻接", "待核实", "来源"]
            assert any(x["closed"] for x in data["lists"]) and sum(c["isTemplate"] for c in data["cards"]) == 1
            named = [[c["name"] for c in cards[x["id"]]] for x in lists[:3]]
            assert named == [[facts.work(m).name for m in g] for g in (new, old, side)]
            for c, m in zip([c for x in lists[:3] for c in cards[x["id"]]], new + old + side, strict=True):
                status = W.STATUS_HANS["new"] if m.status == "new" else W.carried_hans(m)
                assert f"**状态：** {status}\n" in c["desc"] and [a["url"] for a in c["attachments"]] == [W.url(m)]
                assert c["idMembers"] == [author]
            register = cards[lists[3]["id"]]
            assert [(c["dueComplete"], "已解决" in [x["name"] for x in c["labels"]]) for c in register] == [
                (e.resolved, e.resolved) for e in d.entries]  # fmt: skip
            assert all(c["due"] == W.trello_stamp(d.date, facts.HANDOVER) for c in register)
            assert [c["labels"][0]["name"] for c in register] == [f"风险 {W.RISK_HANS[e.risk]}" for e in d.entries]
            checked = next(c for c in cards[lists[4]["id"]] if c["idChecklists"])
            items = [i["name"] for k in data["checklists"] if k["idCard"] == checked["id"] for i in k["checkItems"]]
            assert items == [s + mod.EMPTY if W.empty(d, s) else s for s in d.sources]
            # made during the window (UTC+8), newest action first
            start, end = (datetime.fromisoformat(x).replace(tzinfo=UTC) - timedelta(hours=8) for x in d.window)
            assert all(start <= oid_time(c["id"]) <= end for c in data["cards"])
            assert start <= trello_time(data["actions"][-1]["date"]) and trello_time(data["dateLastActivity"]) <= end
            moved = [a["data"]["card"]["name"] for a in data["actions"] if a["type"] == "updateCard"]
            earlier = {
                m.work for b in facts.BRIEFS if b.date < d.date for m in b.mentions if m.status in facts.ADJACENT
            }
            assert moved == [facts.work(m).name for m in new if m.work in earlier]
            assert [a["type"] for a in data["actions"]].count("commentCard") == 1
        else:
            assert [x["name"] for x in lists] == [W.section_hans(d, k) for k in d.sections]
            assert [[c["name"] for c in cards[x["id"]]] for x in lists] == [
                [facts.work(m).name for m in d.mentions if m.section == k] for k in d.sections]  # fmt: skip


# --- the Reddit post ----------------------------------------------------------------------------


def test_reddit_posts_are_old_reddit_markdown():
    for d in facts.DOCS:
        raw = LAYOUTS["reddit_en"].render(d)
        post = reddit(raw)  # Reddit's Markdown rules (see readers.py)
        body = post.body.split("\n")
        heads = [x[3:] for x in body if x.startswith("## ")]
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert post.title == f"[Brief] {facts.TOPIC}, {W.us_en(d.date)}"
            assert BYLINE.fullmatch(post.byline).groups() == (d.instance, "MangroveDesk")
            assert body[0].startswith("**TL;DR:** ") and body[-1].startswith("**Edit:** ")
            assert "&nbsp;" in body and "---" in body and "  \n" in post.body
            assert heads == ["NET-new", "Carried over / anchored", "Adjacent", "To verify", "arXiv IDs",
                             "Sources checked"]  # fmt: skip
            numbered = [re.match(r"### (\d)\. (.+) \^\((.+)\)$", x).groups() for x in body if x.startswith("### ")]
            assert numbered == [(str(k), facts.work(m).name, f"arXiv {facts.work(m).arxiv}" if facts.work(m).arxiv
                                 else W.KIND_EN[facts.work(m).kind]) for k, m in enumerate(new, 1)]  # fmt: skip
            rows = [x for x in body if re.match(r"\| [^|]+ \| \[", x)]
            assert [x.split(" | ")[0][2:] for x in rows] == [facts.work(m).name for m in old]
            assert re.findall(r"^(\d)\. \*\*(\w+) risk, (~~open~~ resolved|open)\.\*\* ", post.body, re.M) == [
                (str(k), e.risk.capitalize(), "~~open~~ resolved" if e.resolved else "open")
                for k, e in enumerate(d.entries, 1)]  # fmt: skip
        else:
            assert post.title == f"{facts.TOPIC} (living document)"
            assert WIKI.fullmatch(post.byline).groups() == ("MangroveDesk", W.us_en(d.date), "mangrovedesk")
            assert heads == [W.section_en(d, k) for k in d.sections]
            assert sum(x.startswith("    * Card: `") for x in body) == sum(len(m.sources) for m in d.mentions)


# --- the SubViewer captions ---------------------------------------------------------------------


def test_sbv_captions_are_subviewer():
    mod = LAYOUTS["sbv_hant"]
    arxiv = re.compile(r"3305\.\d{5}")
    for d in facts.DOCS:
        raw = mod.render(d)
        cues = sbv(raw)  # cut into cues (see readers.py)
        assert raw.startswith("0:00:01.480,0:00:04.172\n>> ") and all(c.end - c.start < 15 for c in cues)
        # the speaker is marked exactly where it changes
        assert [c.marked for c in cues] == [k == 0 or cues[k - 1].speaker != c.speaker for k, c in enumerate(cues)]
        lead = "\n".join(c.text for c in cues if c.speaker == mod.LEAD)
        assert lead and not arxiv.search(lead) and not any(w.name in lead for w in facts.WORKS.values())
        assert sum(c.speaker == mod.LEAD for c in cues) == 3
        text = "\n".join(c.text for c in cues)
        # pasted from the chat: paths and links whole, set off from the words around them
        paths = set(re.findall(r"(?:inbox|paper_cards|organized)/[^\s、，。]+", text)) | set(
            re.findall(r"(?<![/\w])work-queue\.md", text))  # fmt: skip
        cited = {s for m in d.mentions for s in m.sources} | set(d.sources) | {facts.living_path("sbv")}
        assert paths == cited
        urls = set(re.findall(r"https?://\S+", text))
        assert urls == {W.url(m) for m in d.mentions if not facts.work(m).arxiv}
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert {c.speaker for c in cues} == {d.instance, mod.LEAD}
            said = [c.text for c in cues if c.speaker == d.instance]
            assert said[0] == (f"好的。大家好，我是{d.instance}，今天是{W.zh_spoken(d.date)}，"
                               f"我來交接{facts.TOPIC}這個主題的簡報。")  # fmt: skip
            numbered = [t for t in said if t.startswith("淨增第")]
            assert numbered == [t for k, m in enumerate(new, 1) for t in said
                                if t.startswith(f"淨增第{W.ZH_ORDINAL[k]}條，{facts.work(m).name}，")]  # fmt: skip
            assert len(numbered) == len(new)
            assert said[-1] == f"我這邊就這些，{d.instance}交接完畢，{W.HANDOVER_SPOKEN}。"
            assert [t.split("：", 1)[0] for t in said if re.match(r"第[一二三]條，風險", t)] == [
                f"第{W.ZH_ORDINAL[k]}條，風險{W.RISK_HANT[e.risk]}，{'已經解決了' if e.resolved else '還沒解決'}"
                for k, e in enumerate(d.entries, 1)]  # fmt: skip
        else:
            assert {c.speaker for c in cues} == {mod.EDITOR, mod.LEAD}
            heads = [c.text for c in cues if re.match(r"(先看|接下來是)\d\.\d節", c.text)]
            assert heads == [
                f"{'接下來是' if k else '先看'}{W.section_spoken(d, n)}。" for k, n in enumerate(d.sections)
            ]


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
    assert entries == {"zh-hans": {"单一河口", "镜头标定文件"}, "zh-hant": {"單一河口", "鏡頭校正檔"}}.get(
        LAYOUTS[layout].LANG, {"single estuary", "lens calibration file"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo34 key for renderer {layout};")
    brief = (key_path.parent / f"{facts.B1.stem}.{ext}").read_bytes()
    assert brief.decode("utf-8") == LAYOUTS[layout].render(facts.B1)  # written as rendered, UTF-8
    assert b"\r" not in brief and not brief.startswith(b"\xef\xbb\xbf")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_and_units_are_the_zoos_own():
    assert W.us_en(date(2033, 5, 22)) == "May 22, 2033" and W.us_short(date(2033, 5, 17)) == "May 17"
    assert W.zh_spoken(date(2033, 5, 22)) == "2033年5月22號" and W.zh_spoken_md(date(2033, 5, 17)) == "5月17號"
    assert W.iso(date(2033, 5, 7)) == "2033-05-07" and W.trello_stamp(date(2033, 5, 22), "21:15") == (
        "2033-05-22T13:15:00.000Z")  # fmt: skip
    assert W.trello_stamp(date(2033, 5, 22), "06:30") == "2033-05-21T22:30:00.000Z"
    area = facts.B1.mentions[0].figures[0]
    assert W.value_en(area) == "340 ha" and W.fig_en(area) == "Restored canopy area: 340 ha"
    assert W.fig_hans(area) == "恢复冠层面积：340 公顷" and W.fig_spoken(area) == "復育冠層面積是340公頃"
    stock = facts.B1.mentions[1].figures[0]
    assert W.value_en(stock) == "4.8 t C/ha" and W.value_spoken(stock) == "每公頃4.8噸碳"
    density = facts.B2.mentions[0].figures[0]
    assert W.value_en(density) == "3.2 seedlings/m²" and W.value_hans(density) == "3.2 株/m²"
    assert W.value_spoken(density) == "每平方公尺3.2株"
    speed = facts.B2.mentions[2].figures[0]
    assert W.value_en(speed) == "5.2×" and W.value_hans(speed) == "5.2 倍" and W.value_spoken(speed) == "5.2倍"
    salt = facts.B3.mentions[0].figures[0]
    assert W.value_en(salt) == "0.6 psu" and W.value_spoken(salt) == "0.6 psu"
    assert W.counts_spoken(facts.B1.counts) == "淨增三條，其中新的arXiv編號三個，鄰接一條，沿用兩條"
    assert W.counts_en(facts.B2.counts) == "3 NET-new, 1 adjacent, 3 carried over"
    assert W.counts_hans(facts.B1.counts) == "本次新增 3 条（其中 arXiv 号 3 个），邻接 1 条，沿用 2 条"
