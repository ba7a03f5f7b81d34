"""The zoo36 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (the todo.txt list read by the
todo.txt rules; the JSON Lines log loaded line by line with Python's json module; the
subtitles checked section by section as Aegisub writes them and read as shown; the
DiscordChatExporter page parsed into a tree and cut into its messages; see readers.py), and
the keys parse."""

from __future__ import annotations

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
from .readers import ass, discord, flat, jsonl, todotxt

CARD = r"paper_cards/\d{4}-3307-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (todo.txt's tag and
# add-on marks, JSON's quotes and escapes, the subtitles' override braces and backslash,
# Discord's markdown and HTML's marks, and the layouts' own joins)
MARKUP = set('"\\<>@#|[]{}()*_`~^!&=+:\t\n、：；·→§%×｜「」')
SEQUENCES = ("://", "..", "  ", ",,", "''", " - ")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("3307.56879", "calved ice area")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["3307.52435"],
        "new-but-anchored": [(facts.B2.stem, "3307.51324")],
        "duplicate-in-list": [(facts.B2.stem, "3307.53546")],
        "repeated-to-verify": {"3307.55768"},
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
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1] and facts.HANDOVER == "18:25"
    assert [b.instance for b in facts.BRIEFS] == ["muskox", "walrus", "lemming"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2026 and d.date.month == 9 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "km²", "m/day", "Gt/yr", "false alarms/day"} == set(W.UNIT_EN)
    assert set(W.UNIT_EN) == set(W.UNIT_HANS) == set(W.UNIT_HANT)
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    ids = [w.arxiv for w in facts.WORKS.values() if w.arxiv]
    assert all(re.fullmatch(r"3307\.\d{5}", i) for i in ids) and len(set(ids)) == len(ids) == 9
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem
    adjacent = [(d.stem, m.work) for d in facts.BRIEFS for m in d.mentions if m.status == "adjacent"]
    assert (facts.B3.stem, "3307.58091") in adjacent and all(m.work != "3307.58091" for m in facts.B1.mentions
                                                             + facts.B2.mentions + facts.LIVING.mentions)  # fmt: skip


def test_the_zoo_is_new():
    """Its topic, id prefix, month, handover, instances, works and new units are no other zoo's."""
    others = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].glob("zoo*/facts.py")
                       if int(p.parent.name[3:] or 1) < 36)  # fmt: skip
    assert f'"{facts.TOPIC}"' not in others and '"3307.' not in others and "date(2026, 9" not in others
    assert f'HANDOVER = "{facts.HANDOVER}"' not in others and f'{facts.HANDOVER}")' not in others
    assert not any(f'"{b.instance}"' in others for b in facts.BRIEFS)
    assert not any(w.name in others for w in facts.WORKS.values())
    units = re.findall(r'Figure\([^()]*?"([^"]+)"', others)
    assert not {"m/day", "Gt/yr", "false alarms/day"} & set(units)


# --- reading each format back (without kgraph: see readers.py) ------------------------------------


def seen(layout: str, d) -> str:
    out = LAYOUTS[layout].render(d)
    if layout == "todotxt_en":
        return "\n".join(t.line for t in todotxt(out))
    if layout == "jsonl_hans":
        return "\n".join(x for ev in jsonl(out) for x in flat(ev))
    if layout == "ass_hant":
        return "\n".join(e.plain for e in ass(out).events)
    export = discord(out)
    parts = []
    for m in export.messages:
        parts += [m.display, m.system or m.text] + [f"{link} {title} {desc}" for link, title, desc in m.embeds]
    return "\n".join(parts)


FIG = {"todotxt_en": W.fig_en, "jsonl_hans": W.fig_hans, "ass_hant": W.fig_hant, "discord_html_en": W.fig_en}
SECTION = {"todotxt_en": lambda k: f"sec:{k}", "jsonl_hans": lambda k: f"章节：{k}", "ass_hant": lambda k: f"§{k}",
           "discord_html_en": lambda k: f"§{k}"}  # fmt: skip
DATE = {"todotxt_en": W.iso, "jsonl_hans": W.iso, "ass_hant": W.zh_date, "discord_html_en": W.long_en}
BASE = DATE
ANCHOR = {"todotxt_en": W.iso, "jsonl_hans": W.iso, "ass_hant": W.zh_date, "discord_html_en": W.iso}
COUNTS = {"todotxt_en": W.counts_en, "jsonl_hans": W.counts_hans, "ass_hant": W.counts_hant,
          "discord_html_en": W.counts_en}  # fmt: skip
IDS = {"todotxt_en": ", ", "jsonl_hans": "、", "ass_hant": "、", "discord_html_en": ", "}
WINDOW = {
    "todotxt_en": lambda d: f"{d.window[0]} to {d.window[1]}",
    "jsonl_hans": lambda d: f"{d.window[0]} 至 {d.window[1]}",
    "ass_hant": lambda d: f"{d.window[0]} 至 {d.window[1]}",
    "discord_html_en": lambda d: f"{d.window[0]} → {d.window[1]}",
}
EMPTY = {
    "todotxt_en": lambda s: f"Read {s}{LAYOUTS['todotxt_en'].EMPTY}",
    "jsonl_hans": lambda s: f"已读取 {s}{LAYOUTS['jsonl_hans'].EMPTY}",
    "ass_hant": lambda s: f"{s}{LAYOUTS['ass_hant'].EMPTY}",
    "discord_html_en": lambda s: f"{s}{LAYOUTS['discord_html_en'].EMPTY}",
}
STATUS = {"todotxt_en": {k: f"status:{v}" for k, v in W.STATUS_KEY.items()},
          "jsonl_hans": {k: f"状态：{v}" for k, v in W.STATUS_HANS.items()},
          "ass_hant": W.STATUS_HANT, "discord_html_en": W.STATUS_EN}  # fmt: skip
POINT = {"todotxt_en": lambda m: W.sentence(m.point), "jsonl_hans": lambda m: m.hans,
         "ass_hant": lambda m: m.hant, "discord_html_en": lambda m: W.sentence(m.point)}  # fmt: skip
ENTRY = {"todotxt_en": lambda e: (e.text, e.sentence), "jsonl_hans": lambda e: (e.hans_text, e.hans),
         "ass_hant": lambda e: (e.hant_text, e.hant), "discord_html_en": lambda e: (e.text, e.sentence)}  # fmt: skip
SECTION_NAMES = {"jsonl_hans": facts.SECTIONS_HANS, "ass_hant": facts.SECTIONS_HANT}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"txt", "jsonl", "ass", "html"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
    for d in facts.DOCS:
        text = seen(layout, d)
        for m in d.mentions:
            w = facts.work(m)
            assert w.name in text and W.url(m) in text, (layout, d.stem, m.work)
            assert not w.arxiv or w.arxiv in text
            assert not m.section or SECTION[layout](m.section) in text, (layout, d.stem, m.work)
            assert all(FIG[layout](f) in text for f in m.figures), (layout, d.stem, m.work)
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
            assert all(EMPTY[layout](s) in text for s in d.empty_sources)
            # the key's baseline: the path as written in the document zoo4's key writer reads
            assert facts.living_path(mod.EXT) in mod.render(d)


# --- the todo.txt list ---------------------------------------------------------------------------


def test_todo_lists_follow_todotxt():
    for d in facts.DOCS:
        tasks = todotxt(LAYOUTS["todotxt_en"].render(d))  # todo.txt's rules (see readers.py)
        kind = "brief" if d.kind == "brief" else "living"
        assert all(t.projects == [facts.TOPIC, kind] for t in tasks)
        assert all(t.created == d.date for t in tasks if not t.done)
        sections = [t for t in tasks if t.contexts == ["sections"]]
        assert [(t.get("sec"), t.text.split(" +")[0]) for t in sections] == [
            ([k], W.section_en(d, k)) for k in d.sections]  # fmt: skip
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            head = tasks[0]
            assert head.priority == "A" and head.contexts == [d.instance]
            assert head.get("baseline") == [facts.living_path("txt")] and head.get("due") == [W.iso(d.date)]
            items = [t for t in tasks if t.contexts[0] in {"net-new", "carried", "adjacent"}]
            assert [t.priority for t in items] == (["A"] * len(new) + [None if m.status == "anchored" else "B"
                                                   for m in old] + ["C"] * len(side))  # fmt: skip
            for t, m in zip(items, new + old + side, strict=True):
                w = facts.work(m)
                assert t.text.split(" ")[:1] == (["NET-new"] if m.status == "new" else [w.name.split(" ")[0]])
                assert t.get("status") == [W.STATUS_KEY[m.status]] and t.get("id") == ([w.arxiv] if w.arxiv else [])
                assert t.get("sec") == ([m.section] if m.section else []) and t.get("conf") == (
                    [m.confidence] if m.confidence else []
                )
                assert t.get("src") + t.get("card") == [s for s in m.sources if not s.startswith("paper_cards/")] + [
                    s for s in m.sources if s.startswith("paper_cards/")
                ]
                assert t.done == (m.status == "anchored") and (not t.done or t.completed == m.anchored_on)
            register = [t for t in tasks if t.contexts == ["verify"]]
            assert [(t.get("risk"), t.done) for t in register] == [([e.risk], e.resolved) for e in d.entries]
            assert all(t.get("due") == [W.iso(d.date + timedelta(days=1))] for t in register if not t.done)
            assert all(t.completed == d.date and t.created == d.date - timedelta(days=1) for t in register if t.done)
            (ids,) = [t for t in tasks if t.contexts == ["ids"]]
            assert ids.text.startswith(f"New arXiv IDs {', '.join(d.new_ids)} +")
            read = [t for t in tasks if t.contexts == ["sources"]]
            assert [t.text.split(" +")[0] for t in read] == [
                f"Read {s}{', empty file' if W.empty(d, s) else ''}" for s in d.sources]  # fmt: skip
            assert all(t.done and t.completed == t.created == d.date for t in read)
        else:
            assert tasks[0].text.startswith(f"Living document {facts.TOPIC}, version {W.iso(d.date)} +")
            anchored = [t for t in tasks if t.contexts == ["anchored"]]
            assert [(t.done, t.completed, t.get("sec"), t.get("card")) for t in anchored] == [
                (True, m.anchored_on, [m.section], list(m.sources)) for k in d.sections for m in d.mentions
                if m.section == k]  # fmt: skip


# --- the JSON Lines log ---------------------------------------------------------------------------


def test_logs_are_json_lines():
    for d in facts.DOCS:
        evs = jsonl(LAYOUTS["jsonl_hans"].render(d))  # one JSON object a line (see readers.py)
        names = [e["事件"] for e in evs]
        assert all(e["级别"] == "INFO" and e["时间"].endswith("+08:00") for e in evs)
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            end = datetime.fromisoformat(f"{d.date}T{facts.HANDOVER}:00+08:00")
            times = [datetime.fromisoformat(e["时间"]) for e in evs]
            assert times[-1] == end and all(end - timedelta(minutes=30) <= t < end for t in times[:-1])
            start = evs[0]
            assert names[0] == "brief_started" and names[-1] == "brief_done" and evs[-1]["实例"] == d.instance
            assert start["日期"] == W.iso(d.date) and start["实例"] == d.instance
            assert start["窗口"] == {"开始": d.window[0], "结束": d.window[1]}
            assert start["基准"] == {"路径": facts.living_path("jsonl"), "版本": W.iso(d.baseline)}
            assert [(e["章节"], e["名称"]) for e in evs if e["事件"] == "section_declared"] == [
                (k, facts.SECTIONS_HANS[n]) for k, n in d.sections.items()]  # fmt: skip
            assert [(e["路径"], e["结果"]) for e in evs if e["事件"] == "source_read"] == [
                (s, "空文件" if W.empty(d, s) else "已读") for s in d.sources]  # fmt: skip
            items = [e for e in evs if e["事件"] == "item_found"]
            assert [e["条目"] for e in items] == [facts.work(m).name for m in new + old + side]
            for e, m in zip(items, new + old + side, strict=True):
                w = facts.work(m)
                assert e.get("arXiv") == w.arxiv and e["链接"] == W.url(m) and e["状态"] == W.STATUS_HANS[m.status]
                assert e.get("章节") == m.section and e.get("锚定日期") == (m.anchored_on and W.iso(m.anchored_on))
                assert e.get("来源", []) == list(m.sources) and e["要点"] == m.hans
            figs = [(e["条目"], e["指标"], e["数值"], e["单位"]) for e in evs if e["事件"] == "figure_reported"]
            assert figs == [(facts.work(m).name, facts.METRIC_HANS[f.metric], f.value, W.UNIT_HANS[f.unit])
                            for m in new + old + side for f in m.figures]  # fmt: skip
            register = [e for e in evs if e["事件"].startswith("verify_")]
            assert [(e["事件"], e["风险"], e["涉及"], e["内容"]) for e in register] == [
                ("verify_resolved" if x.resolved else "verify_raised", W.RISK_HANS[x.risk], list(x.items), x.hans)
                for x in d.entries]  # fmt: skip
            (ids,) = [e for e in evs if e["事件"] == "ids_listed"]
            assert ids["新arXiv编号"] == list(d.new_ids)  # as listed, a repeated id included
            (counts,) = [e for e in evs if e["事件"] == "counts_declared"]
            assert counts["计数"] == {W.COUNT_KEYS_HANS[k]: v for k, v in d.counts.items()}
        else:
            assert names[0] == "document_loaded" and evs[0]["版本"] == W.iso(d.date)
            assert [(e["章节"], e["名称"]) for e in evs if e["事件"] == "section"] == [
                (k, facts.SECTIONS_HANS[n]) for k, n in d.sections.items()]  # fmt: skip
            entries = [e for e in evs if e["事件"] == "entry"]
            assert [(e["条目"], e["章节"], e["锚定日期"], e["论文卡"]) for e in entries] == [
                (facts.work(m).name, m.section, W.iso(m.anchored_on), list(m.sources)) for m in d.mentions]  # fmt: skip
            assert [(e["条目"], e["数值"]) for e in evs if e["事件"] == "figure"] == [
                (facts.work(m).name, f.value) for m in d.mentions for f in m.figures]  # fmt: skip


# --- the subtitles --------------------------------------------------------------------------------


def test_subtitles_are_what_aegisub_saves():
    mod = LAYOUTS["ass_hant"]
    for d in facts.DOCS:
        script = ass(mod.render(d))  # Aegisub's ASS (see readers.py)
        assert set(script.styles) == {"Default", "Screen"} and script.garbage["Audio File"].endswith(".m4a")
        assert facts.TOPIC in script.info["Title"] and W.zh_date(d.date) in script.info["Title"]
        note, *said = script.events
        assert note.kind == "Comment" and all(e.kind == "Dialogue" for e in said)
        assert [e.start for e in said] == sorted(e.start for e in said)
        voice = [e for e in said if e.style == "Default"]
        screen = [e for e in said if e.style == "Screen"]
        assert all(e.name == mod.SCREEN for e in screen) and all(e.name != mod.SCREEN for e in voice)
        # a screen line shows while the lines said with it are said
        assert all(any(v.start == s.start for v in voice) and any(v.end == s.end for v in voice) for s in screen)
        speakers = {e.name for e in voice}
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert speakers == {d.instance, mod.LEAD, mod.PEER}
            talk = {n: sum(e.name == n for e in voice) for n in speakers}
            assert max(talk, key=talk.get) == d.instance
            cards = [e.plain.split("\n")[0] for e in screen if e.plain.startswith(W.STATUS_HANT["new"] + " ")]
            assert [c.split("｜")[:2] for c in cards] == [
                [f"{W.STATUS_HANT['new']} {k}/{len(new)}", facts.work(m).name] for k, m in enumerate(new, 1)]  # fmt: skip
            register = [e.plain for e in voice if re.match(r"第 \d 件，風險", e.plain)]
            assert register == [f"第 {k} 件，風險{W.RISK_HANT[x.risk]}，{'已解決' if x.resolved else '未解決'}：{x.hant}。"
                                for k, x in enumerate(d.entries, 1)]  # fmt: skip
            assert voice[-2].plain == f"以上，{d.instance} 交接完畢，{facts.HANDOVER}。" and voice[-1].name == mod.LEAD
            assert any(e.plain == f"新 arXiv 編號：{'、'.join(d.new_ids)}" for e in screen)
            italic = re.findall(r"\{\\i1\}(.+?)\{\\i0\}", "".join(e.text for e in voice))
            assert set(italic) == {facts.work(m).name for m in d.mentions}
        else:
            assert speakers == {mod.EDITOR, mod.LEAD}
            heads = [e.plain for e in screen if e.plain.startswith("§")]
            assert heads == [W.section_hant(d, k) for k in d.sections]


# --- the Discord export --------------------------------------------------------------------------


def test_discord_exports_are_what_discordchatexporter_writes():
    mod = LAYOUTS["discord_html_en"]
    for d in facts.DOCS:
        raw = mod.render(d)
        export = discord(raw)  # a DiscordChatExporter page (see readers.py)
        msgs = export.messages
        assert raw.startswith("<!doctype html><html lang=en><head><title>Ice Front Lab - ")
        # the preamble, each message group and the postamble each written as one line
        assert raw.count("\n<div class=chatlog__message-group>") == len({m.group for m in msgs})
        assert raw.endswith("\n</div><div class=postamble>" + raw.rsplit("<div class=postamble>", 1)[1])
        assert export.postamble == [f"Exported {len(msgs)} message(s)", "Timezone: UTC+0"]
        assert [m.id for m in msgs] == sorted(m.id for m in msgs)
        # a snowflake's top bits are its milliseconds since Discord's epoch, within the minute shown
        assert all(0 <= (m.id >> 22) / 1000 - (m.time - datetime(2015, 1, 1)).total_seconds() < 60 for m in msgs)
        # the grouping: one author, under seven minutes apart, a reply first in its group
        for a, b in zip(msgs, msgs[1:], strict=False):
            same = b.group == a.group
            assert same == (b.reply_to is None and (a.system is None) == (b.system is None) and
                            (b.system is not None or (a.author == b.author and b.time - a.time <= timedelta(minutes=7))))  # fmt: skip
        assert "&#178;" in raw or "&#167;" in raw  # Latin-1 characters as .NET's encoder writes them
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            end = datetime.strptime(d.window[1], "%Y-%m-%d %H:%M")
            assert {m.author for m in msgs} == {d.instance, mod.LEAD} and msgs[-1].time == end
            assert export.entries[1] == "research / calving-briefs"
            assert msgs[0].text.startswith(f"Daily brief: {facts.TOPIC}, {W.long_en(d.date)}\n")
            replies = [m for m in msgs if m.reply_to is not None]
            assert [(m.author, m.reply_to) for m in replies] == [(mod.LEAD, msgs[0].id)]
            items = [m for m in msgs if re.match(rf"(?:{W.STATUS_EN['new']}\n)?{W.STATUS_EN['new']} \d/", m.text)]
            assert [m.embeds[0][0] for m in items] == [W.url(m) for m in new]
            assert all(len(m.embeds) == 1 for m in items) and not any(m.embeds for m in msgs if m not in items)
            (register,) = [m for m in msgs if m.text.startswith("To verify\n")]
            assert register.reactions == [("👀", 2)]
            states = re.findall(r"^- Risk (\w+) · (open|\s?resolved): ", register.text, re.M)
            assert [(r, s.strip()) for r, s in states] == [(e.risk, "resolved" if e.resolved else "open")
                                                           for e in d.entries]  # fmt: skip
            assert msgs[-1].text == f"That's the hand-over from {d.instance}, {facts.HANDOVER} 👋"
        else:
            posts = [m for m in msgs if m.system is None and m.author == mod.EDITOR]
            pins = [m for m in msgs if m.system is not None]
            assert all(m.pinned for m in posts) and len(posts) == len(d.sections) + 1
            assert [m.system for m in pins] == ["pinned a message to this channel."] * len(posts)
            assert all(f"#chatlog__message-container-{p.id}" in raw for p in posts)
            heads = [m.text.split("\n")[0] for m in posts[1:]]
            assert heads == [W.section_en(d, k) for k in d.sections]
            assert [e[0] for m in posts for e in m.embeds] == [W.url(m) for k in d.sections for m in d.mentions
                                                               if m.section == k]  # fmt: skip


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
    assert entries == {"zh-hans": {"单一冰川", "台站响应文件"}, "zh-hant": {"單一冰川", "測站響應檔"}}.get(
        LAYOUTS[layout].LANG, {"single glacier", "station response file"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo36 key for renderer {layout};")
    brief = (key_path.parent / f"{facts.B1.stem}.{ext}").read_bytes()
    assert brief.decode("utf-8") == LAYOUTS[layout].render(facts.B1)  # written as rendered, UTF-8
    assert b"\r" not in brief and brief.startswith(b"\xef\xbb\xbf") == (layout == "ass_hant")  # Aegisub's BOM


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_and_units_are_the_zoos_own():
    assert W.long_en(date(2026, 9, 16)) == "16 September 2026" and W.iso(date(2026, 9, 5)) == "2026-09-05"
    assert W.zh_date(date(2026, 9, 16)) == "2026年9月16日"
    area = facts.B1.mentions[0].figures[0]
    assert W.value_en(area) == "12.4 km²" and W.fig_en(area) == "Calved ice area: 12.4 km²"
    assert W.fig_hant(area) == "崩解冰面積 12.4 平方公里" and W.fig_hans(area) == "崩解冰面积 12.4平方公里"
    alarms = facts.B1.mentions[1].figures[0]
    assert W.value_en(alarms) == "0.7 false alarms/day" and W.value_hant(alarms) == "0.7 次誤報/日"
    assert W.value_hans(alarms) == "0.7次误报/天"
    loss = facts.B1.mentions[2].figures[0]
    assert (
        W.value_en(loss) == "1.8 Gt/yr" and W.value_hant(loss) == "1.8 十億噸/年" and W.value_hans(loss) == "1.8吉吨/年"
    )
    speed = facts.B2.mentions[2].figures[0]
    assert W.value_en(speed) == "7.4×" and W.value_hant(speed) == "7.4 倍" and W.value_hans(speed) == "7.4倍"
    velocity = facts.B3.mentions[0].figures[0]
    assert W.value_en(velocity) == "0.35 m/day" and W.value_hans(velocity) == "0.35米/天"
    assert W.value_hant(velocity) == "0.35 公尺/日"
    assert W.counts_en(facts.B1.counts) == "3 NET-new items, of which 3 new arXiv IDs; 1 adjacent; 2 carried over"
    assert W.counts_en(facts.B2.counts) == "3 NET-new items; 1 adjacent; 3 carried over"
    assert W.counts_hant(facts.B1.counts) == "淨新增 3 項，其中新的 arXiv 編號 3 個；相鄰 1 項；延續 2 項"
    assert W.counts_hans(facts.B3.counts) == "净新增3条（新arXiv编号3个），相邻1条，延续4条"
