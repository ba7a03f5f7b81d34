"""The zoo3 corpus itself (no kgraph reading involved): every renderer writes every document,
well-formed in its format; every fact each key states occurs in its document; the planted faults
are really in the facts; the keys load."""

from __future__ import annotations

import csv
import email
import io
import json
import re
import tomllib
import unicodedata
from datetime import date
from email.utils import parsedate_to_datetime
from html import unescape
from html.parser import HTMLParser
from pathlib import Path

import pytest

from kgraph.evaluate.key import load_key

from . import facts
from .make import key_toml, write_all, write_zoo
from .renderers import NAMES, get
from .renderers._common import MONTHS, long_date, short_date
from .renderers.csv_sheet import dmy
from .renderers.logseq_outline import journal
from .renderers.zh_hant_fullwidth import cn_date, fw


@pytest.fixture(scope="module")
def zoo(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("zoo3")
    write_all(root)
    return root


def raw(zoo: Path, renderer: str, doc: facts.Doc) -> str:
    return (zoo / renderer / f"{doc.stem}.{get(renderer).EXT}").read_bytes().decode("utf-8")


# --- the text a reader of each format sees ------------------------------------------------------------


class _Text(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        self.skip += tag in ("style", "title")
        self.parts.append("\n" if tag in ("br", "p", "td", "tr", "h1", "h2") else "")

    def handle_endtag(self, tag):
        self.skip -= tag in ("style", "title")

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def unlatex(t: str) -> str:
    for a, b in [(r"$\times$", "×"), (r"\_", "_"), (r"\%", "%"), (r"\&", "&"), (r"\,", ""), ("~", " "), ("--", "–")]:
        t = t.replace(a, b)
    return re.sub(r"\\S(?=\d)", "§", t)


def plain(renderer: str, text: str) -> str:
    if renderer == "ipynb_cells":
        text = "\n".join("".join(c["source"]) for c in json.loads(text)["cells"])
    elif renderer == "html_wordproc":
        p = _Text()
        p.feed(text)
        text = unescape("".join(p.parts))
    elif renderer == "latex_article":
        text = unlatex(text)
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text))


def date_forms(d: date) -> set[str]:
    return {d.isoformat(), long_date(d), short_date(d), f"{short_date(d)} {d.year}", journal(d)[2:-2], dmy(d),
            f"{d.day:02d} {MONTHS[d.month - 1][:3]} {d.year}", cn_date(d), cn_date(d, year=True)}  # fmt: skip


def section_stated(renderer: str, text: str, number: str) -> bool:
    """`§1.2` in the text; the spreadsheet has a `§` column holding `1.2`."""
    if renderer == "csv_sheet":
        return re.search(rf"(^|[,\s]){re.escape(number)},", text) is not None
    return f"§{number}" in text


def has_value(text: str, v: float) -> bool:
    s = str(int(v)) if float(v).is_integer() else repr(float(v))
    return re.search(rf"(?<![\d.]){re.escape(s)}(?![\d])", text) is not None


# --- every document, every fact ------------------------------------------------------------------------


def test_every_renderer_writes_every_document(zoo):
    for n in NAMES:
        for d in facts.DOCS:
            p = zoo / n / f"{d.stem}.{get(n).EXT}"
            assert p.is_file() and p.stat().st_size > 200, p
        assert (zoo / n / "key.toml").is_file()


@pytest.mark.parametrize("renderer", NAMES)
def test_key_loads_and_points_at_files(zoo, renderer):
    kp = zoo / renderer / "key.toml"
    load_key(kp)
    key = tomllib.loads(kp.read_text(encoding="utf-8"))
    assert [kd["path"] for kd in key["documents"]] == [f"{d.stem}.{get(renderer).EXT}" for d in facts.DOCS]
    for kd, d in zip(key["documents"], facts.DOCS, strict=True):
        assert (kp.parent / kd["path"]).is_file() and kd["date"] == d.date and kd["kind"] == d.kind
        assert len(kd["works"]) == len(d.mentions)
        assert ("baseline" in kd) == (d.kind == "brief")
        for f in (f for w in kd["works"] for f in w.get("figures", [])):
            assert set(f) == {"value", "unit", "metric"} and isinstance(f["value"], float)
    assert sorted(f["kind"] for f in key["faults"]) == sorted(k for k, _ in facts.FAULTS)
    cm = [f["item"] for f in key["faults"] if f["kind"] == "count-mismatch"]
    assert len(cm) == 1 and (kp.parent / cm[0]).is_file()


@pytest.mark.parametrize("renderer", NAMES)
def test_every_fact_the_key_states_is_in_its_document(zoo, renderer):
    key = tomllib.loads((zoo / renderer / "key.toml").read_text(encoding="utf-8"))
    zh = getattr(get(renderer), "LANG", "en") == "zh"
    for kd, d in zip(key["documents"], facts.DOCS, strict=True):
        t = plain(renderer, raw(zoo, renderer, d))
        lower = t.casefold()
        assert kd["topic"] in lower and (kd.get("instance") or "") in t
        assert any(f in t for f in date_forms(kd["date"])), (d.stem, kd["date"])
        if "baseline" in kd:
            assert kd["baseline"] in t
        for w in kd["works"]:
            assert w["name"] in t and w.get("id", "") in t, (d.stem, w)
            if "section" in w:
                assert section_stated(renderer, t, w["section"]), (d.stem, w["section"])
            if "anchored_on" in w:
                assert any(f in t for f in date_forms(w["anchored_on"])), (d.stem, w["name"], w["anchored_on"])
            for s in w.get("sources", []):
                assert s in t, (d.stem, s)
            for f in w.get("figures", []):
                assert has_value(t, f["value"]), (d.stem, f)
                assert zh or f["metric"].casefold() in lower, (d.stem, f["metric"])
        for e in kd.get("entries", []):
            assert e["text"].casefold() in lower, (d.stem, e["text"])
            assert all(facts.WORKS[i].name in t for i in e["items"])
        for c in kd.get("counts", []):
            assert has_value(t, c["value"]), (d.stem, c)
        for s in kd.get("sources", []):
            assert s["path"] in t, (d.stem, s)
        named = [s["path"] for s in kd.get("sources", [])] + [s for w in kd["works"] for s in w.get("sources", [])]
        for s in set(named):  # each work's sources are written with that work, not only in the list of all
            assert t.count(s) >= named.count(s), (d.stem, s, t.count(s), named.count(s))


@pytest.mark.parametrize("renderer", NAMES)
def test_section_names_and_urls_are_written(zoo, renderer):
    zh = getattr(get(renderer), "LANG", "en") == "zh"
    for d in facts.DOCS:
        t = plain(renderer, raw(zoo, renderer, d))
        for number, name in d.sections.items():
            assert section_stated(renderer, t, number), (d.stem, number)
            assert (facts.SECTIONS_ZH[name] if zh else name) in t, (d.stem, name)
        for m in d.mentions:
            if facts.work(m).url:
                assert facts.work(m).url in t


# --- each format as its own tools see it ---------------------------------------------------------------

VOID = {"meta", "br", "hr", "img", "link", "input", "col"}


class _Balance(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.tags: set[str] = set()

    def handle_starttag(self, tag, attrs):
        self.tags.add(tag)
        if tag == "td" and not dict(attrs).get("style"):
            self.errors.append("td without inline style")
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if self.stack and self.stack[-1] == tag:
            self.stack.pop()
        else:
            self.errors.append(f"</{tag}> with {self.stack[-3:]} open")


def check_latex(text: str, doc: facts.Doc) -> None:
    body = re.sub(r"\\[{}%_&#]", "", text)
    assert body.count("{") == body.count("}")
    envs = re.findall(r"\\(begin|end)\{(\w+)\}", text)
    stack = []
    for kind, name in envs:
        if kind == "begin":
            stack.append(name)
        else:
            assert stack.pop() == name
    assert not stack and text.rstrip().endswith(r"\end{document}")
    for spec, rows in re.findall(r"\\begin\{tabular\}\{(\w+)\}(.*?)\\end\{tabular\}", text, re.S):
        for row in [r for r in rows.split("\n") if r.rstrip().endswith("\\\\")]:
            assert row.count("&") == len(spec) - 1, row
    verbatim = re.sub(r"\\(path|url|href)\{[^}]*\}", "", text)  # these take a file name or URL as it is
    assert re.search(r"(?<!\\)[%_]", verbatim) is None


def check_mediawiki(text: str, doc: facts.Doc) -> None:
    assert text.count("{|") == text.count("|}") and text.count("{{") == text.count("}}")
    for ln in text.splitlines():
        if ln.startswith("="):
            m = re.fullmatch(r"(=+) (.+) (=+)", ln)
            assert m and m.group(1) == m.group(3), ln
    assert text.count("<ref>") == text.count("</ref>")
    if doc.kind == "brief":
        assert text.startswith("{{Brief\n") and "! " in text and "||" in text


def check_ipynb(text: str, doc: facts.Doc) -> None:
    nb = json.loads(text)
    assert nb["nbformat"] == 4 and nb["nbformat_minor"] == 5 and "kernelspec" in nb["metadata"]
    ids = [c["id"] for c in nb["cells"]]
    assert len(set(ids)) == len(ids) and all(re.fullmatch(r"[A-Za-z0-9_-]{1,64}", i) for i in ids)
    for c in nb["cells"]:
        assert c["cell_type"] in {"markdown", "code"} and all(isinstance(s, str) for s in c["source"])
        assert all(s.endswith("\n") for s in c["source"][:-1])
        if c["cell_type"] == "code":
            assert c["outputs"] == [] and c["execution_count"] is None
            compile("".join(c["source"]), "cell", "exec")


def check_textile(text: str, doc: facts.Doc) -> None:
    for ln in text.splitlines():
        if ln.startswith("|"):
            assert ln.endswith("|"), ln
        assert not re.match(r"h\d\.\S", ln)
    textile = pytest.importorskip("textile")
    html = textile.textile(text)
    assert "<h1>" in html and ("<table" in html) == (doc.kind == "brief")
    assert ("<dl>" in html) == (doc.kind == "brief")


def check_setext(text: str, doc: facts.Doc) -> None:
    lines = text.splitlines()
    assert not any(re.match(r"#{1,2} ", ln) for ln in lines)
    underlines = [i for i, ln in enumerate(lines) if re.fullmatch(r"=+|-+", ln)]
    assert lines[1].startswith("===") and len(underlines) >= 3
    for i in underlines:
        assert i > 0 and lines[i - 1] and len(lines[i]) == len(lines[i - 1]), lines[i - 1]
        assert i == 1 or lines[i - 2] == "", lines[i - 2]
    assert re.search(r"^### \S", text, re.M)


def check_logseq(text: str, doc: facts.Doc) -> None:
    head, _, body = text.partition("\n\n")
    assert all(re.fullmatch(r"[a-z-]+:: \S.*", ln) for ln in head.splitlines())
    depth = -1
    for ln in body.splitlines():
        if not ln:
            continue
        m = re.fullmatch(r"(\t*)- \S.*", ln)
        if m:
            assert len(m.group(1)) <= depth + 1, ln
            depth = len(m.group(1))
        else:
            assert re.fullmatch("\t" * depth + r"  [a-z-]+:: \S.*", ln), ln


def check_html(text: str, doc: facts.Doc) -> None:
    p = _Balance()
    p.feed(text)
    p.close()
    assert not p.errors and not p.stack, (p.errors, p.stack)
    assert "th" not in p.tags and "Microsoft Word" in text and "class=MsoNormal" in text
    assert ("td" in p.tags) == (doc.kind == "brief")
    assert max(len(ln) for ln in text.splitlines() if "href" not in ln) <= 80


def check_email(text: str, doc: facts.Doc) -> None:
    msg = email.message_from_string(text)
    assert msg["Subject"] and msg["From"] and msg["Message-ID"] and msg.get_content_type() == "text/plain"
    assert parsedate_to_datetime(msg["Date"]).date() == doc.date
    body = msg.get_payload()
    assert all(len(ln) <= 72 or " " not in ln.strip() for ln in body.splitlines())
    if doc.kind == "brief":
        assert re.search(r"^   > \S", body, re.M) and "\n-- \n" in body


def check_csv(text: str, doc: facts.Doc) -> None:
    rows = list(csv.reader(io.StringIO(text, newline="")))
    assert len({len(r) for r in rows}) == 1 and text.endswith("\r\n")
    assert len(rows) == text.count("\r\n")  # a line break inside a cell is a bare LF
    if doc.kind == "brief":
        assert ["id or url", "work", "status"] == rows[rows.index([""] * len(rows[0])) + 1][:3]


def check_zh_hant(text: str, doc: facts.Doc) -> None:
    assert not set("简报档锚净条来执验实风险节态") & set(text)
    for m in doc.mentions:
        for f in m.figures:
            assert fw(str(int(f.value)) if float(f.value).is_integer() else repr(f.value)) in text
    for v in doc.counts.values():
        assert f"：{fw(str(v))} " in text
    assert not re.search(r"20\d\d-\d\d-\d\d \d", text) and cn_date(doc.date, year=True) in text


def check_zh_mixed(text: str, doc: facts.Doc) -> None:
    for ln in text.splitlines():
        if m := re.match(r"\s*- ([^：:]+)：", ln):
            assert re.fullmatch(r"[\u4e00-\u9fff]+", m.group(1)), ln
    rows = [ln for ln in text.splitlines() if ln.startswith("|")]
    assert all(r.count("|") == rows[0].count("|") for r in rows) and (not rows or "作品" in rows[0])


CHECKS = {"latex_article": check_latex, "mediawiki": check_mediawiki, "ipynb_cells": check_ipynb,
          "textile": check_textile, "md_setext_kv": check_setext, "logseq_outline": check_logseq,
          "html_wordproc": check_html, "email_digest": check_email, "csv_sheet": check_csv,
          "zh_hant_fullwidth": check_zh_hant, "zh_en_mixed": check_zh_mixed}  # fmt: skip


@pytest.mark.parametrize("renderer", NAMES)
def test_well_formed_in_its_format(zoo, renderer):
    for d in facts.DOCS:
        CHECKS[renderer](raw(zoo, renderer, d), d)


def test_every_renderer_has_a_format_check():
    assert set(CHECKS) == set(NAMES) and len(NAMES) >= 8


# --- the facts model -------------------------------------------------------------------------------------


def test_planted_faults_are_in_the_facts():
    b1, b2, b3 = facts.BRIEFS
    st = {(d.stem, m.work): m for d in facts.DOCS for m in d.mentions}
    fp6 = "2612.13375"
    assert st[(facts.LIVING.stem, fp6)].anchored_on < b2.date and st[(b1.stem, fp6)].anchored_on < b2.date
    assert st[(b2.stem, fp6)].status == "new"
    muon = "2612.11834"
    a, b = st[(b2.stem, muon)], st[(b3.stem, muon)]
    assert a.status == b.status == "anchored" and a.anchored_on != b.anchored_on
    assert b2.counts["increments"] != facts.listed(b2)["increments"]
    for d in facts.BRIEFS:  # the only mismatch is the planted one
        bad = {k for k, v in d.counts.items() if v != facts.listed(d)[k]}
        assert bad == ({"increments"} if d is b2 else set()), (d.stem, bad)
    mixer = "2612.14510"
    f2, f3 = st[(b2.stem, mixer)].figures[0], st[(b3.stem, mixer)].figures[0]
    assert f2.metric == f3.metric and f2.unit == f3.unit and f2.value != f3.value
    names = {d.sections["2.1"] for d in facts.DOCS if "2.1" in d.sections}
    assert len(names) == 2 and b2.sections["2.1"] != facts.LIVING.sections["2.1"]
    seed = [e for d in facts.BRIEFS for e in d.entries if "2612.12096" in e.items]
    assert len(seed) == 3 and not any(e.resolved for e in seed)
    assert {k for k, _ in facts.FAULTS} == {"new-but-anchored", "anchoring-conflict", "count-mismatch",
                                             "divergent-figures", "section-name-drift", "repeated-to-verify"}  # fmt: skip


def test_no_unplanted_fault_of_the_same_kinds():
    figures: dict[tuple[str, str], set[float]] = {}
    for d in facts.DOCS:
        for m in d.mentions:
            for f in m.figures:
                figures.setdefault((m.work, f.metric), set()).add(f.value)
    assert [k for k, v in figures.items() if len(v) > 1] == [("2612.14510", "data efficiency")]
    names: dict[str, set[str]] = {}
    for d in facts.DOCS:
        for k, v in d.sections.items():
            names.setdefault(k, set()).add(v)
    assert [k for k, v in names.items() if len(v) > 1] == ["2.1"]
    anchored: dict[str, set[date]] = {}
    for d in facts.DOCS:
        for m in d.mentions:
            if m.anchored_on:
                anchored.setdefault(m.work, set()).add(m.anchored_on)
    assert [k for k, v in anchored.items() if len(v) > 1] == ["2612.11834"]


def test_facts_are_consistent():
    for d in facts.DOCS:
        used = {m.section for m in d.mentions if m.section}
        assert used <= set(d.sections) and (d.kind == "living" or used == set(d.sections)), d.stem
        for m in d.mentions:
            assert (m.anchored_on is not None) == (m.status == "anchored") or m.status == "carried-over"
            assert set(m.sources) <= set(d.sources) or d.kind == "living" or m.status != "new", (d.stem, m.work)
            assert all(re.fullmatch(r"paper_cards/\d{4}-2612-\d{5}\.md", s) for s in m.sources if "cards" in s)
            cards = [s for s in m.sources if s.startswith("paper_cards/")]
            assert all(s.split("-", 1)[1].replace("-", ".")[:10] == facts.work(m).arxiv for s in cards)
        for e in d.entries:
            assert all(i in {m.work for m in d.mentions} for i in e.items)
            assert e.text in e.sentence and e.zh_text in e.zh
    days = [b.date for b in facts.BRIEFS]
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1]
    assert len({b.instance for b in facts.BRIEFS}) == 3
    assert all(b.baseline < b.date for b in facts.BRIEFS)


def test_make_is_deterministic(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    write_all(a)
    write_all(b)
    fa = sorted(p.relative_to(a) for p in a.rglob("*") if p.is_file())
    fb = sorted(p.relative_to(b) for p in b.rglob("*") if p.is_file())
    assert fa == fb and len(fa) == len(NAMES) * (len(facts.DOCS) + 1)
    assert all((a / p).read_bytes() == (b / p).read_bytes() for p in fa)
    assert write_zoo(tmp_path / "c", NAMES[0]).read_text(encoding="utf-8") == key_toml(NAMES[0])
