"""The zoo23 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (gh's piped metadata and comment
blocks, the issue body read with markdown-it; the mbox read with Python's `mailbox` and `email`
packages, encoded words decoded and the thread's references checked; the Teams copy message by
message; the HackMD note's YAML metadata with PyYAML, its containers balanced and its Markdown
read with markdown-it), and the keys parse."""

from __future__ import annotations

import mailbox
import re
import tomllib
from datetime import date, datetime, timedelta
from email.header import decode_header, make_header

import pytest
import yaml
from markdown_it import MarkdownIt

from tests.zoo4 import make as zoo4_make
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo

CARD = r"paper_cards/\d{4}-2804-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (Markdown's and
# HackMD's markup, the mbox's quote marker, the layouts' own joins)
MARKUP = set('|[]<>&*"{}~\\^_#`@$=\t\n；、')
SEQUENCES = ("::", "''", "..", " - ", "> ", "--")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("2804.57853", "ignition risk reduction")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["2804.53429"],
        "new-but-anchored": [(facts.B2.stem, "2804.52318")],
        "duplicate-in-list": [(facts.B2.stem, "2804.54530")],
        "repeated-to-verify": {"2804.56742"},
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
            assert _clean(e.hans + e.hant) and e.sentence[0].isupper() and "|" not in e.sentence
        if d.kind == "brief":
            new = [facts.work(m).arxiv for m in d.mentions if m.status == "new" and facts.work(m).arxiv]
            assert sorted(set(d.new_ids)) == sorted(new)
            assert d.window[1] == f"{d.date} 21:00" and d.window[0] == f"{d.date - timedelta(days=1)} 21:00"
    days = [b.date for b in facts.BRIEFS]
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1]
    assert [b.instance for b in facts.BRIEFS] == ["condor", "pika", "wren"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2028 and d.date.month == 4 for d in facts.DOCS)
    assert {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures} == {"×", "%", "points", "ms"}
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    assert all(re.fullmatch(r"2804\.5\d{4}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem


# --- what each layout writes ------------------------------------------------------------------------


def _fig(layout: str):
    return {"gh_issue_en": lambda f: [W.fig_en(f)], "mbox_hans": lambda f: [W.fig_hans(f)],
            "teams_hant": lambda f: [W.fig_hant(f)], "hackmd_en": lambda f: [W.fig_row(f), W.fig_en(f)]}[layout]  # fmt: skip


DATE = {"gh_issue_en": W.long_en, "mbox_hans": W.zh_date, "teams_hant": W.zh_date, "hackmd_en": W.long_en}
BASE = DATE
ANCHOR = {"gh_issue_en": W.short_en, "mbox_hans": W.zh_md, "teams_hant": W.slash_md, "hackmd_en": W.short_en}
COUNTS = {"gh_issue_en": W.counts_en, "mbox_hans": W.counts_hans, "teams_hant": W.counts_hant,
          "hackmd_en": W.counts_en}  # fmt: skip
IDS = {"gh_issue_en": ", ".join, "mbox_hans": "、".join, "teams_hant": "、".join, "hackmd_en": ", ".join}
STATUS = {"en": W.STATUS_EN, "zh-hans": W.STATUS_HANS, "zh-hant": W.STATUS_HANT}
EMPTY = {"en": "empty", "zh-hans": "空，", "zh-hant": "空的"}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"txt", "mbox", "md"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
    lang = mod.LANG
    fig = _fig(layout)
    for d in facts.DOCS:
        seen = mod.render(d)
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
            assert BASE[layout](d.baseline) in seen and f"{d.window[0]} → {d.window[1]}" in seen
            assert IDS[layout](d.new_ids) in seen, (layout, d.stem)  # as written, a repeated id included
            assert all(EMPTY[lang] in seen for _ in d.empty_sources)


# --- gh issue view, piped ---------------------------------------------------------------------------

META = ["title", "state", "author", "labels", "comments", "assignees", "projects", "milestone", "number"]
COMMENT = ["author", "association", "edited", "status"]


def _gh(text: str) -> tuple[dict, str, list[tuple[dict, str]]]:
    """The issue's metadata, its body and its comments, read back from the two outputs."""
    lines = text.rstrip("\n").split("\n")
    meta = dict(x.split(":\t", 1) for x in lines[: len(META)])
    assert list(meta) == META and lines[len(META)] == "--"
    rest = lines[len(META) + 1 :]
    starts = [i for i, x in enumerate(rest) if x.startswith("author:\t") and rest[i + 4] == "--"]
    body = "\n".join(rest[: starts[0]] if starts else rest)
    comments = []
    for a, b in zip(starts, [*starts[1:], len(rest)], strict=True):
        block = rest[a:b]
        head = dict(x.split(":\t", 1) for x in block[:4])
        assert list(head) == COMMENT and block[4] == "--" and block[-1] == "--"
        comments.append((head, "\n".join(block[5:-1])))
    return meta, body, comments


def test_gh_outputs_are_what_gh_prints_when_piped():
    mod = LAYOUTS["gh_issue_en"]
    md = MarkdownIt("commonmark").enable("table")
    for d in facts.DOCS:
        meta, body, comments = _gh(mod.render(d))
        assert meta["title"] == mod.title(d) and int(meta["number"]) == mod.number(d)
        assert int(meta["comments"]) == len(comments) >= 1 and meta["milestone"] == ""
        assert facts.TOPIC in meta["labels"].split(", ")
        for head, text in comments:
            assert head["association"] in {"member", "none"} and head["edited"] in {"true", "false"}
            assert head["status"] == "none" and text.strip()
        tokens = md.parse(body)
        hrefs = [v for t in tokens if t.type == "inline" for c in t.children or [] if c.type == "link_open"
                 for k, v in c.attrs.items() if k == "href"]  # fmt: skip
        assert all(W.url(m) in hrefs for m in d.mentions)
        heads = [tokens[i + 1].content for i, t in enumerate(tokens) if t.type == "heading_open" and t.tag == "h3"]
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert meta["author"] == d.instance and meta["state"] == "CLOSED"
            assert heads == ["Sources read", "NET-new", "Carried over and anchored"] + [
                "Adjacent and candidates"] * bool(side) + ["To verify", "Citable arXiv IDs"]  # fmt: skip
            h4 = [tokens[i + 1].content for i, t in enumerate(tokens) if t.type == "heading_open" and t.tag == "h4"]
            assert h4 == [f"{n}. {facts.work(m).name}" for n, m in enumerate(new, 1)]
            assert sum(t.type == "table_open" for t in tokens) == 1
            (code,) = [t for t in tokens if t.type == "fence"]
            assert code.info == "text" and code.content.split("\n")[0] == f"NET-new: {', '.join(d.new_ids)}"
            assert [h["author"] for h, _ in comments] == [mod.MATE, d.instance, mod.BOT]
        else:
            assert meta["author"] == mod.BOT and meta["state"] == "OPEN"
            h2 = [tokens[i + 1].content for i, t in enumerate(tokens) if t.type == "heading_open" and t.tag == "h2"]
            assert h2 == [W.section_en(d, k) for k in d.sections]


# --- mbox ---------------------------------------------------------------------------------------------


def _text(value: str) -> str:
    return str(make_header(decode_header(value)))


def test_mbox_files_are_mboxes(tmp_path):
    mod = LAYOUTS["mbox_hans"]
    for d in facts.DOCS:
        text = mod.render(d)
        path = tmp_path / f"{d.date}.mbox"
        path.write_text(text, encoding="utf-8")
        box = mailbox.mbox(path, create=False)
        msgs = list(box)
        seps = [x for x in text.split("\n") if x.startswith("From ")]
        assert len(seps) == len(msgs) and all(re.fullmatch(r"From \S+@\S+ \w{3} \w{3} [ \d]\d \d\d:\d\d:\d\d \d{4}", x)
                                              for x in seps)  # fmt: skip
        for msg in msgs:
            assert msg.get_content_type() == "text/plain" and msg.get_content_charset() == "utf-8"
            assert msg["Content-Transfer-Encoding"] == "8bit" and msg["MIME-Version"] == "1.0"
            assert all(msg[h] for h in ("From", "To", "Subject", "Date", "Message-ID"))
            assert all(ord(c) < 128 for k, v in msg.items() for c in v)  # headers stay ASCII
            body = msg.get_payload(decode=True).decode("utf-8")
            assert not any(x.startswith("From ") for x in body.split("\n"))
        ids = [m["Message-ID"] for m in msgs]
        assert len(set(ids)) == len(ids)
        subjects = [_text(m["Subject"]) for m in msgs]
        assert subjects[0] == mod.title(d)
        if d.kind == "brief":
            first = msgs[0]
            assert _text(first["From"]).startswith(d.instance) and first["In-Reply-To"] is None
            assert [m["In-Reply-To"] for m in msgs[1:]] == [ids[0]] * 2
            assert msgs[1]["Auto-Submitted"] == "auto-replied" and subjects[1] == f"自动回复：{mod.title(d)}"
            assert subjects[2] == f"Re: {mod.title(d)}"
            reply = msgs[2].get_payload(decode=True).decode("utf-8")
            quoted = [x for x in reply.split("\n") if x.startswith(">")]
            assert quoted[1] == "> 五、待核实" and all(e.hans in reply for e in d.entries)
            assert "\n-- \n" in first.get_payload(decode=True).decode("utf-8")
        else:
            assert len(msgs) == 1 and msgs[0]["Auto-Submitted"] == "auto-generated"


# --- Teams copy ---------------------------------------------------------------------------------------

HEAD = re.compile(r"^\[(\d{4})/(\d{1,2})/(\d{1,2}) (上午|下午) (\d{1,2}):(\d\d)\] (.+)$")
REACTION = re.compile(r"^\S+ \d+$")


def _messages(text: str) -> list[tuple[datetime, str, str]]:
    out: list[tuple[datetime, str, str]] = []
    body: list[str] = []
    for x in text.rstrip("\n").split("\n"):
        m = HEAD.match(x)
        if m:
            if out:
                out[-1] = (*out[-1][:2], "\n".join(body))
            y, mo, dd, half, h, mi, who = m.groups()
            hour = int(h) % 12 + (12 if half == "下午" else 0)
            out.append((datetime(int(y), int(mo), int(dd), hour, int(mi)), who, ""))
            body = []
        elif x.startswith(" " * 4):
            body.append(x[4:])
        else:
            assert x == "" or REACTION.match(x), x
    out[-1] = (*out[-1][:2], "\n".join(body))
    return out


def test_teams_copies_are_teams_copies():
    mod = LAYOUTS["teams_hant"]
    for d in facts.DOCS:
        msgs = _messages(mod.render(d))
        times = [t for t, _, _ in msgs]
        assert times == sorted(times) and {t.date() for t in times} == {d.date}
        assert "**" not in mod.render(d)
        if d.kind == "brief":
            mine = [b for _, who, b in msgs if who == d.instance]
            posted = [b for b in mine if not b.startswith("> ")]
            assert posted == mod.writer_messages(d)
            assert posted[0].split("\n")[0] == f"{facts.TOPIC} 每日簡報（{W.zh_date(d.date)}）"
            assert {who for _, who, _ in msgs} == {d.instance, mod.HUMAN, mod.BOT}
            quoted = [b for _, _, b in msgs if b.startswith("> ")]
            assert len(quoted) == 2 and quoted[0].split("\n")[1] == "> 【待查證】"
        else:
            assert {who for _, who, _ in msgs} == {mod.BOT} and len(msgs) == 1 + len(d.sections)
            assert [b.split("\n")[0] for _, _, b in msgs[1:]] == [W.section_hant(d, k) for k in d.sections]


# --- HackMD -------------------------------------------------------------------------------------------

CONTAINER = re.compile(r"^:::(info|warning|success|danger|spoiler)$")


def test_hackmd_notes_are_hackmd():
    mod = LAYOUTS["hackmd_en"]
    md = MarkdownIt("commonmark").enable("table")
    for d in facts.DOCS:
        text = mod.render(d)
        assert text.startswith("---\n")
        fm, body = text[4:].split("\n---\n", 1)
        meta = yaml.safe_load(fm)
        assert meta["title"] == mod.title(d) and meta["robots"] == "noindex, nofollow"
        assert facts.TOPIC in [t.strip() for t in meta["tags"].split(",")]
        lines = body.split("\n")
        assert "[TOC]" in lines and lines.count(f"# {mod.title(d)}") == 1
        opened = None
        kinds = []
        for x in lines:
            if x.startswith(":::"):
                if x == ":::":
                    assert opened
                    opened = None
                else:
                    assert opened is None and CONTAINER.match(x), x
                    opened = x
                    kinds.append(x[3:])
        assert opened is None
        tokens = md.parse(body)
        hrefs = [v for t in tokens if t.type == "inline" for c in t.children or [] if c.type == "link_open"
                 for k, v in c.attrs.items() if k == "href"]  # fmt: skip
        assert all(W.url(m) in hrefs for m in d.mentions)
        h2 = [tokens[i + 1].content for i, t in enumerate(tokens) if t.type == "heading_open" and t.tag == "h2"]
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert kinds == ["info"] + ["success" if e.resolved else "warning" for e in d.entries]
            assert h2 == ["Sources read", "NET-new", "Carried over and anchored"] + [
                "Adjacent and candidates"] * bool(side) + ["Claims to verify", "Citable arXiv IDs"]  # fmt: skip
            assert sum(t.type == "table_open" for t in tokens) == 1 + sum(bool(m.figures) for m in new)
            assert [f"=={W.CONFIDENCE_EN[m.confidence]}==" in body for m in new] == [True] * len(new)
            tags = re.findall(r"\[name=([^\]]+)\] \[time=([^\]]+)\]", body)
            assert [n for n, _ in tags] == [d.instance, mod.MATE]
            assert all(re.fullmatch(r"\w{3}, \w{3} \d{1,2}, \d{4} \d{1,2}:\d\d [AP]M", t) for _, t in tags)
            assert body.count("- [ ] ") == sum(not e.resolved for e in d.entries)
        else:
            assert h2 == [W.section_en(d, k) for k in d.sections] and kinds == ["info"]
            assert "{%hackmd @relay/wildfire-glossary %}" in lines


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
    assert entries == {"zh-hans": {"单一火季", "气象站文件"}, "zh-hant": {"單一火季", "氣象站檔案"}}.get(
        LAYOUTS[layout].LANG, {"single fire season", "station weather files"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo23 key for renderer {layout};")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_are_the_zoos_own():
    assert W.long_en(date(2028, 4, 14)) == "14 April 2028" and W.short_en(date(2028, 4, 10)) == "10 Apr 2028"
    assert W.zh_date(date(2028, 4, 14)) == "2028年4月14日" and W.zh_md(date(2028, 4, 13)) == "4月13日"
    assert W.slash_md(date(2028, 4, 13)) == "4/13" and W.iso(date(2028, 4, 14)) == "2028-04-14"
    stamp = LAYOUTS["teams_hant"].stamp
    assert stamp(datetime(2028, 4, 14, 21, 0)) == "2028/4/14 下午 9:00"
    assert stamp(datetime(2028, 4, 14, 0, 5)) == "2028/4/14 上午 12:05"
    assert stamp(datetime(2028, 4, 14, 12, 0)) == "2028/4/14 下午 12:00"
    assert LAYOUTS["mbox_hans"].when(datetime(2028, 4, 14, 21, 2, 11)) == "Fri, 14 Apr 2028 21:02:11 +0800"
    assert LAYOUTS["hackmd_en"].when(datetime(2028, 4, 14, 21, 0)) == "Fri, Apr 14, 2028 9:00 PM"
