"""The zoo25 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (the e-mail's MIME structure and
quoted-printable bodies decoded with the `email` package; the Atom feed parsed as XML and its
escaped HTML content; the Pandoc page's YAML block, grid tables, fenced divs, footnotes and
citations; the Zulip copy's recipient bar, `sender: ` messages and fences), and the keys parse."""

from __future__ import annotations

import email
import email.policy
import html
import re
import tomllib
import xml.etree.ElementTree as ET
from datetime import date, timedelta
from email.utils import parsedate_to_datetime

import pytest
import yaml

from tests.zoo4 import make as zoo4_make
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo

CARD = r"paper_cards/\d{4}-2806-\d{5}\.md"
ATOM = "{http://www.w3.org/2005/Atom}"
# characters none of the four formats should meet inside a point or an entry (HTML's, Markdown's,
# quoted-printable's and the layouts' own joins)
MARKUP = set('|[]<>&*"{}~\\^_#`@$=\t\n；、')
SEQUENCES = ("::", "''", "//", "..", " - ", "> ", "--", ",,")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("2806.77941", "false alarm reduction")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["2806.73507"],
        "new-but-anchored": [(facts.B2.stem, "2806.72496")],
        "duplicate-in-list": [(facts.B2.stem, "2806.74618")],
        "repeated-to-verify": {"2806.76830"},
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
            assert d.window[1] == f"{d.date} 20:00" and d.window[0] == f"{d.date - timedelta(days=1)} 20:00"
    days = [b.date for b in facts.BRIEFS]
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1]
    assert [b.instance for b in facts.BRIEFS] == ["wrasse", "grouper", "parrotfish"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2028 and d.date.month == 6 for d in facts.DOCS)
    assert {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures} == {"×", "%", "points", "ms"}
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    assert all(re.fullmatch(r"2806\.7\d{4}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem


# --- reading each format back (without kgraph) ------------------------------------------------------


def strip_tags(page: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", page))


def mail_parts(text: str) -> list[tuple[str, str]]:
    """(content type, decoded text) of each leaf part of a message."""
    msg = email.message_from_string(text, policy=email.policy.default)
    return [(p.get_content_type(), p.get_content()) for p in msg.walk() if not p.is_multipart()]


def feed_entries(text: str) -> list[ET.Element]:
    return ET.fromstring(text.encode("utf-8")).findall(f"{ATOM}entry")


def grid_tables(text: str) -> list[list[list[str]]]:
    """Pandoc grid tables: each a list of rows, each row its cells' text joined back."""
    tables, lines, i = [], text.split("\n"), 0
    while i < len(lines):
        if not lines[i].startswith("+-"):
            i += 1
            continue
        cuts = [k for k, c in enumerate(lines[i]) if c == "+"]
        rows, frag = [], []
        while i < len(lines) and lines[i][:1] in {"+", "|"}:
            x = lines[i]
            if x.startswith("+"):
                if frag:
                    cells = [" ".join(f[a + 1 : b].strip() for f in frag if f[a + 1 : b].strip())
                             for a, b in zip(cuts, cuts[1:], strict=False)]  # fmt: skip
                    rows.append(cells)
                frag = []
            else:
                frag.append(x)
            i += 1
        tables.append(rows)
    return tables


def seen(layout: str, d) -> str:
    text = LAYOUTS[layout].render(d)
    if layout == "eml_html_en":
        parts = mail_parts(text)
        return "\n".join(t + ("\n" + strip_tags(t) if ct == "text/html" else "") for ct, t in parts)
    if layout == "atom_hans":
        entry = feed_entries(text)[0]
        page = entry.find(f"{ATOM}content").text
        head = [entry.find(f"{ATOM}title").text, entry.find(f"{ATOM}author/{ATOM}name").text]
        return "\n".join(head + [page, strip_tags(page)])
    if layout == "pandoc_md_en":
        rows = [" | ".join(r) for t in grid_tables(text) for r in t]
        return text + "\n" + "\n".join(rows)
    return text


FIG = {
    "eml_html_en": lambda f: [W.fig_en(f)],
    "atom_hans": lambda f: [W.fig_hans(f)],
    "pandoc_md_en": lambda f: [f"{f.metric} | {W.value_en(f)}", W.fig_en(f)],
    "zulip_hant": lambda f: [W.fig_hant(f)],
}
DATE = {"eml_html_en": W.long_en, "atom_hans": W.zh_date, "pandoc_md_en": W.iso, "zulip_hant": W.zh_md}
BASE = {"eml_html_en": W.long_en, "atom_hans": W.zh_date, "pandoc_md_en": W.long_en, "zulip_hant": W.zh_date}
ANCHOR = {"eml_html_en": W.long_en, "atom_hans": W.zh_md, "pandoc_md_en": W.long_en, "zulip_hant": W.iso}
COUNTS = {"eml_html_en": W.counts_en, "atom_hans": W.counts_hans, "pandoc_md_en": W.counts_en,
          "zulip_hant": W.counts_hant}  # fmt: skip
IDS = {"eml_html_en": ", ".join, "atom_hans": "、".join, "pandoc_md_en": ", ".join, "zulip_hant": " ".join}
STATUS = {"en": W.STATUS_EN, "zh-hans": W.STATUS_HANS, "zh-hant": W.STATUS_HANT}
EMPTY = {"en": "empty", "zh-hans": "空，", "zh-hant": "空白"}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"eml", "xml", "md", "txt"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
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
            # the key's baseline: the path as written in the raw document (not soft-wrapped)
            assert facts.living_path(mod.EXT) in mod.render(d)


# --- e-mail -------------------------------------------------------------------------------------


def test_mails_are_mime_messages_with_quoted_printable_bodies():
    mod = LAYOUTS["eml_html_en"]
    ids = set()
    for d in facts.DOCS:
        text = mod.render(d)
        assert text.isascii()
        msg = email.message_from_string(text, policy=email.policy.default)
        for h in ("From", "To", "Subject", "Date", "Message-ID", "MIME-Version"):
            assert msg[h], (d.stem, h)
        assert parsedate_to_datetime(msg["Date"]).date() == d.date and msg["MIME-Version"] == "1.0"
        ids.add(msg["Message-ID"])
        types = [ct for ct, _ in mail_parts(text)]
        if d.instance in mod.HTML_ONLY:
            assert msg.get_content_type() == "text/html" and types == ["text/html"]
        else:
            assert msg.get_content_type() == "multipart/alternative" and types == ["text/plain", "text/html"]
            b = msg.get_boundary()
            assert text.count(f"\n--{b}\n") == 2 and text.rstrip().endswith(f"--{b}--")
        assert all(p["Content-Transfer-Encoding"] == "quoted-printable" for p in msg.walk() if not p.is_multipart())
        body = text.split("\n\n", 1)[1]
        assert all(len(x) <= 76 for x in body.split("\n")), d.stem
        assert any(x.endswith("=") for x in body.split("\n"))  # soft line breaks
        if d.kind == "brief":
            assert "=E2=86=92" in body and "=C2=A7" in body
            assert (msg["In-Reply-To"] is None) == (d is facts.B1)
        for ct, t in mail_parts(text):
            if ct == "text/html":
                assert t.lstrip().startswith(("<!DOCTYPE html>", "<html>")) and t.rstrip().endswith("</html>")
    assert len(ids) == len(facts.DOCS)


# --- Atom ---------------------------------------------------------------------------------------


def test_feeds_are_atom_with_one_entry_per_document():
    mod = LAYOUTS["atom_hans"]
    names = [w.name for w in facts.WORKS.values()] + [w.arxiv for w in facts.WORKS.values() if w.arxiv]
    for d in facts.DOCS:
        text = mod.render(d)
        assert text.startswith('<?xml version="1.0" encoding="utf-8"?>\n')
        root = ET.fromstring(text.encode("utf-8"))
        assert root.tag == f"{ATOM}feed" and root.get("{http://www.w3.org/XML/1998/namespace}lang") == "zh-CN"
        for tag in ("title", "updated", "id", "author/" + ATOM + "name"):
            assert root.find(ATOM + tag) is not None, tag
        entries = feed_entries(text)
        assert len(entries) == 2
        for e in entries:
            for tag in ("id", "title", "updated", "published", "content"):
                assert e.find(ATOM + tag) is not None and e.find(ATOM + tag).text, tag
            assert e.find(f"{ATOM}author/{ATOM}name").text and e.find(f"{ATOM}content").get("type") == "html"
            assert e.find(f"{ATOM}updated").text >= e.find(f"{ATOM}published").text
        first, older = entries
        assert first.find(f"{ATOM}title").text == mod.title(d)
        assert first.find(f"{ATOM}published").text.startswith(W.iso(d.date))
        assert root.find(f"{ATOM}updated").text == first.find(f"{ATOM}updated").text
        page = first.find(f"{ATOM}content").text
        assert "&lt;" in text and page.count("<h2") >= 3 and "<table>" in page or d.kind == "living"
        old = ET.tostring(older, encoding="unicode")
        assert not any(n in old for n in names) and facts.TOPIC not in old


# --- Pandoc -------------------------------------------------------------------------------------


def test_pandoc_pages_are_pandoc_markdown():
    mod = LAYOUTS["pandoc_md_en"]
    for d in facts.DOCS:
        text = mod.render(d)
        assert text.startswith("---\n")
        fm, body = text[4:].split("\n---\n", 1)
        meta = yaml.safe_load(fm)
        assert meta["date"] == d.date and facts.TOPIC in meta["keywords"] and meta["title"]
        refs = {r["id"] for r in meta["references"]}
        cited = set(re.findall(r"\[@([a-z0-9]+)\]", body))
        assert cited == refs and all(r["URL"].startswith("https://") for r in meta["references"])
        lines = body.split("\n")
        divs = [x for x in lines if x.startswith(":::")]
        assert divs[1::2] == [":::"] * (len(divs) // 2) and all(x != ":::" for x in divs[::2])
        notes = set(re.findall(r"\[\^([a-z]+)\](?!:)", body))
        assert notes == set(re.findall(r"^\[\^([a-z]+)\]: ", body, re.M))
        heads = [x for x in lines if x.startswith("# ")]
        assert all(re.search(r" \{#[a-z0-9-]+( \.unnumbered)?\}$", x) for x in heads)
        for t in re.findall(r"(?m)^(\+-[-+]*\+\n(?:[|+].*\n)+)", text):
            rows = t.rstrip("\n").split("\n")
            assert len({len(x) for x in rows}) == 1 and sum(bool(re.fullmatch(r"\+[=+]+\+", x)) for x in rows) == 1
            cuts = [k for k, c in enumerate(rows[0]) if c == "+"]
            assert all(x[k] in "+|" for x in rows for k in cuts)
        assert grid_tables(text)
        if d.kind == "brief":
            block = [x for x in lines if x.startswith("| ") and not x.endswith("|")]
            assert len(block) == 4 and block[0] == f"| Written by {d.instance}"
            assert lines.count("```") == 2
            new, carried, side = facts.groups(d)
            (table,) = [t for t in grid_tables(text) if t[0][0] == "Item"]
            assert [r[0] for r in table[1:]] == [facts.work(m).name for m in carried]
        else:
            assert [x.split(" {#")[0][2:] for x in heads[:-1]] == [W.section_en(d, k) for k in d.sections]


# --- Zulip --------------------------------------------------------------------------------------


def test_zulip_copies_are_topic_copies():
    mod = LAYOUTS["zulip_hant"]
    senders = {mod.MATE, mod.BOT, *(b.instance for b in facts.BRIEFS)}
    for d in facts.DOCS:
        lines = mod.render(d).rstrip("\n").split("\n")
        assert lines[0] == mod.bar(d) and lines[0].startswith(f"#{mod.STREAM} > ") and lines[1] == ""
        starts = [x for x in lines[2:] if re.match(r"^[a-z-]+: ", x)]
        assert {x.split(": ", 1)[0] for x in starts} <= senders
        fences = [x for x in lines if x.startswith("```")]
        assert fences[1::2] == ["```"] * (len(fences) // 2)
        if d.kind == "brief":
            mine = [x for x in starts if x.startswith(f"{d.instance}: ")]
            assert [x[-5:] for x in mine if x.endswith("/4）")] == ["（1/4）", "（2/4）", "（3/4）", "（4/4）"]
            assert "```quote" in fences and "```text" in fences
            assert starts[-1].startswith(f"{mod.BOT}: ")
            assert re.search(r"@_\*\*[a-z]+\|\d+\*\* \[說\]\(https://[^ )]+/near/\d+\)：", "\n".join(lines))
        else:
            assert [x[len(mod.BOT) + 4 : -2] for x in starts if x.startswith(f"{mod.BOT}: **§")] == [
                W.section_hant(d, k) for k in d.sections
            ]


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
    assert entries == {"zh-hans": {"单一调查点", "校准录音"}, "zh-hant": {"單一調查點", "校準錄音"}}.get(
        LAYOUTS[layout].LANG, {"single survey site", "calibration recordings"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo25 key for renderer {layout};")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_are_the_zoos_own():
    assert W.long_en(date(2028, 6, 10)) == "10 June 2028" and W.zh_date(date(2028, 6, 10)) == "2028年6月10日"
    assert W.zh_md(date(2028, 6, 9)) == "6月9日"
    assert LAYOUTS["eml_html_en"].qp("§1.2 → 4.6×") == "=C2=A71.2 =E2=86=92 4.6=C3=97"
