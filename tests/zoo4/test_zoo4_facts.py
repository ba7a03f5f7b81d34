"""The zoo4 corpus itself (no kgraph reading involved): every renderer writes every document,
well-formed in its format; every fact each key states occurs in its document; the planted faults
are really in the facts; the keys load."""

from __future__ import annotations

import io
import re
import subprocess
import tomllib
import unicodedata
import zipfile
from datetime import date
from html.parser import HTMLParser
from pathlib import Path
from xml.etree import ElementTree

import pytest

from kgraph.evaluate.key import load_key

from . import facts
from .make import key_toml, write_all, write_zoo
from .renderers import NAMES, get
from .renderers._common import cn_date, cn_number, long_date, short, word


@pytest.fixture(scope="module")
def zoo(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("zoo4")
    write_all(root)
    return root


def path_of(zoo: Path, renderer: str, doc: facts.Doc) -> Path:
    return zoo / renderer / f"{doc.stem}.{get(renderer).EXT}"


def raw(zoo: Path, renderer: str, doc: facts.Doc) -> str:
    p = path_of(zoo, renderer, doc)
    return p.read_text(encoding="utf-8") if get(renderer).EXT != "odt" else odt_xml(p.read_bytes())


def pandoc(args: list[str], data: bytes) -> subprocess.CompletedProcess:
    pypandoc = pytest.importorskip("pypandoc")
    return subprocess.run([pypandoc.get_pandoc_path(), *args], input=data, capture_output=True, timeout=60)


def odt_xml(data: bytes) -> str:
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        return z.read("content.xml").decode("utf-8")


# --- the text a reader of each format sees ------------------------------------------------------------


class _Text(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        self.skip += tag in ("style", "title", "script")
        self.parts.append(" ")

    def handle_endtag(self, tag):
        self.skip -= tag in ("style", "title", "script")
        self.parts.append(" ")

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def plain(zoo: Path, renderer: str, doc: facts.Doc) -> str:
    if renderer == "odt_document":
        data = path_of(zoo, renderer, doc).read_bytes()
        proc = pandoc(["-f", "odt", "-t", "plain", "--wrap=none"], data)
        hrefs = re.findall(r'xlink:href="([^"]+)"', odt_xml(data))
        text = proc.stdout.decode("utf-8") + "\n" + "\n".join(hrefs)
    elif renderer == "html_static_site":
        p = _Text()
        p.feed(raw(zoo, renderer, doc))
        text = "".join(p.parts)
    else:
        text = raw(zoo, renderer, doc)
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text))


def lang(renderer: str) -> str:
    return getattr(get(renderer), "LANG", "en")


def date_forms(d: date) -> set[str]:
    return {d.isoformat(), long_date(d), short(d), cn_date(d), cn_date(d, year=True)}


def section_stated(renderer: str, text: str, number: str) -> bool:
    """`§1.2` in the text; the front-matter file keys its sections "1.2"."""
    if renderer == "md_front_matter":
        return f'"{number}"' in text
    return f"§{number}" in text


def has_value(text: str, v: float) -> bool:
    s = str(int(v)) if float(v).is_integer() else repr(float(v))
    return re.search(rf"(?<![\d.]){re.escape(s)}(?![\d])", text) is not None


def count_stated(renderer: str, text: str, v: int) -> bool:
    """The plain-text report writes its counts in words, the simplified prose in Chinese numerals."""
    if renderer == "text_report":
        return re.search(rf"\b{word(v)}\b", text, re.I) is not None
    if renderer == "zh_hans_prose":
        return re.search(rf"[{cn_number(v)}{'两' if v == 2 else ''}][条件]", text) is not None
    return has_value(text, v)


# --- every document, every fact ------------------------------------------------------------------------


def test_every_renderer_writes_every_document(zoo):
    for n in NAMES:
        for d in facts.DOCS:
            p = path_of(zoo, n, d)
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
    zh = lang(renderer) != "en"
    for kd, d in zip(key["documents"], facts.DOCS, strict=True):
        t = plain(zoo, renderer, d)
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
            assert count_stated(renderer, t, c["value"]), (d.stem, c)
        for s in kd.get("sources", []):
            assert s["path"] in t, (d.stem, s)
        named = [s["path"] for s in kd.get("sources", [])] + [s for w in kd["works"] for s in w.get("sources", [])]
        for s in set(named):  # each work's sources are written with that work, not only in the list of all
            assert t.count(s) >= named.count(s), (d.stem, s, t.count(s), named.count(s))


@pytest.mark.parametrize("renderer", NAMES)
def test_section_names_urls_and_the_duplicate_are_written(zoo, renderer):
    names = {"zh-hans": facts.SECTIONS_HANS, "zh-hant": facts.SECTIONS_HANT}.get(lang(renderer))
    for d in facts.DOCS:
        t = plain(zoo, renderer, d)
        for number, name in d.sections.items():
            assert section_stated(renderer, t, number), (d.stem, number)
            assert (names[name] if names else name) in t, (d.stem, name)
        for m in d.mentions:
            if facts.work(m).url:
                assert facts.work(m).url in t
        for i in set(d.new_ids):  # the brief's own list of new ids, with its repetition
            assert t.count(i) >= d.new_ids.count(i) + 1, (d.stem, i)


# --- each format as its own tools see it ---------------------------------------------------------------


def check_dokuwiki(text: str, doc: facts.Doc) -> None:
    assert pandoc(["-f", "dokuwiki", "-t", "json"], text.encode()).returncode == 0
    for ln in text.splitlines():
        if ln.startswith("="):
            m = re.fullmatch(r"(={2,6}) \S.* (={2,6})", ln)
            assert m and m.group(1) == m.group(2), ln
        if ln.startswith(("^", "|")):
            assert ln.rstrip()[-1] in "^|", ln
    assert re.search(r"^====== ", text, re.M) and ("''" in text)
    assert not re.search(r"^#|^\*\*\*", text, re.M)  # no Markdown headings


def check_jira(text: str, doc: facts.Doc) -> None:
    assert pandoc(["-f", "jira", "-t", "json"], text.encode()).returncode == 0
    assert text.startswith("h1. ") and not re.search(r"^#{2,} ", text, re.M)  # '# ' is Jira's numbered list
    opened = len(re.findall(r"\{panel:", text))
    assert opened == text.count("{panel}")
    if doc.kind == "brief":
        assert re.search(r"^\|\|\w+\|\|", text, re.M) and "{{" in text


def check_rst(text: str, doc: facts.Doc) -> None:
    import docutils.core

    err = io.StringIO()
    docutils.core.publish_doctree(text, settings_overrides={"warning_stream": err, "report_level": 1})
    assert err.getvalue() == ""
    if doc.kind == "brief":
        assert ".. list-table::" in text and re.search(r"^\.\. (warning|caution|note)::", text, re.M)
        assert re.search(r"^:Author: ", text, re.M)


def check_odt(data: bytes, doc: facts.Doc) -> None:
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        assert z.namelist()[0] == "mimetype" and z.read("mimetype") == b"application/vnd.oasis.opendocument.text"
        ElementTree.fromstring(z.read("content.xml"))
        assert "META-INF/manifest.xml" in z.namelist()
    assert pandoc(["-f", "odt", "-t", "json"], data).returncode == 0
    assert ("table:table " in odt_xml(data)) is True


def check_gfm(text: str, doc: facts.Doc) -> None:
    assert pandoc(["-f", "gfm", "-t", "json"], text.encode()).returncode == 0
    assert text.count("<details>") == text.count("</details>") == text.count("<summary>")
    for ref in set(re.findall(r"\[\^(\d+)\](?!:)", text)):
        assert f"[^{ref}]: " in text
    for ref in set(re.findall(r"\]\[([\d.]+)\]", text)):
        assert f"\n[{ref}]: https://arxiv.org/abs/{ref}" in text
    if doc.kind == "brief":
        boxes = re.findall(r"^- \[([ x])\] ", text, re.M)
        assert boxes == ["x" if e.resolved else " " for e in doc.entries]


def check_notion(text: str, doc: facts.Doc) -> None:
    lines = text.splitlines()
    assert lines[0].startswith("# ") and lines[2] == "| Property | Value |"
    assert long_date(doc.date) in text
    if doc.kind == "brief":
        assert re.search(r"^> \S+ \*\*", text, re.M)  # a callout
        assert re.search(r"^- \S+ \S.*\n {4}- \*\*", text, re.M)  # a toggle with indented children
        assert not re.search(r"\b2026-\d\d-\d\d \d\d:\d\d", text)  # Notion writes date-times in words


def check_org(text: str, doc: facts.Doc) -> None:
    assert pandoc(["-f", "org", "-t", "json"], text.encode()).returncode == 0
    assert text.startswith("#+TITLE: ") and text.count("#+begin_quote") == text.count("#+end_quote") > 0
    for ln in text.splitlines():
        if re.match(r"\*+ ", ln) and re.search(r":\w+:$", ln):
            assert re.search(r"\s:[\w@]+(:[\w@]+)*:$", ln), ln
    anchored = [m for m in doc.mentions if m.anchored_on]
    assert text.count("   CLOSED: [") >= len(anchored)
    if doc.kind == "brief":
        assert re.search(r"^\*\* (TODO|DONE) \[#[ABC]\] ", text, re.M) and ":new:" in text


def check_text(text: str, doc: facts.Doc) -> None:
    lines = text.splitlines()
    assert all(len(ln) <= 72 or " " not in ln.strip().split(":", 1)[-1].strip() for ln in lines), [
        ln for ln in lines if len(ln) > 72
    ]
    for i, ln in enumerate(lines):
        if ln and set(ln) <= set("=-") and len(ln) > 2:
            assert len(ln) == len(lines[i - 1]), lines[i - 1]
    assert not re.search(r"^#|^\||<\w+>", text, re.M)
    if doc.kind == "brief":
        assert re.search(r"^\* \S", text, re.M)
        assert not any(f"{v} increments" in text for v in doc.counts.values())  # counts in words


VOID = {"meta", "br", "hr", "img", "link", "input"}


class _Balance(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.tags: dict[str, int] = {}

    def handle_starttag(self, tag, attrs):
        self.tags[tag] = self.tags.get(tag, 0) + 1
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if self.stack and self.stack[-1] == tag:
            self.stack.pop()
        else:
            self.errors.append(f"</{tag}> with {self.stack[-3:]} open")


def check_html(text: str, doc: facts.Doc) -> None:
    p = _Balance()
    p.feed(text)
    p.close()
    assert not p.errors and not p.stack, (p.errors, p.stack)
    assert text.startswith("<!DOCTYPE html>") and {"header", "nav", "footer", "main", "article"} <= set(p.tags)
    assert p.tags["dl"] == len(doc.mentions)
    assert p.tags.get("table", 0) == (doc.kind == "brief")


HANT_ONLY = set("簡檔錨淨條來驗實險節態")
HANS_ONLY = set("简档锚净条来验实险节态")


def check_zh_hans(text: str, doc: facts.Doc) -> None:
    assert not HANT_ONLY & set(text)
    assert not re.search(r"^\s*([-*+|]|\d+\.) ", text, re.M)  # paragraphs, not lists or tables
    paras = [p for p in text.split("\n\n") if p and not p.startswith("#")]
    assert all("\n" not in p.strip() for p in paras)
    if doc.kind == "brief":
        assert f"{'两' if doc.counts['increments'] == 2 else cn_number(doc.counts['increments'])}条主增量" in text
        assert cn_date(doc.date, year=True) in text


def check_zh_hant(text: str, doc: facts.Doc) -> None:
    assert not HANS_ONLY & set(text)
    rows = [ln for ln in text.splitlines() if ln.startswith("|")]
    assert rows and "「" in text and "」" in text and "（" in text
    tables = re.split(r"\n(?!\|)", text)
    for t in (t for t in tables if t.startswith("|")):
        widths = {ln.count("|") for ln in t.splitlines()}
        assert len(widths) == 1, t
    if doc.kind == "brief":
        assert all(re.search(rf"^## {n}、", text, re.M) for n in "一二三四五")


def check_front_matter(text: str, doc: facts.Doc) -> None:
    import yaml

    _, front, body = text.split("---\n", 2)
    meta = yaml.safe_load(front)
    assert meta["topic"] == facts.TOPIC and meta["date"] == doc.date
    assert [w["name"] for w in meta["works"]] == [facts.work(m).name for m in doc.mentions]
    assert all(isinstance(w.get("arxiv", ""), str) for w in meta["works"])
    assert 0 < len(body.strip()) < 600
    if doc.kind == "brief":
        assert meta["arxiv_new"] == list(doc.new_ids) and meta["counts"]["increments"] == doc.counts["increments"]
        assert [r["resolved"] for r in meta["register"]] == [e.resolved for e in doc.entries]


CHECKS = {"dokuwiki_page": check_dokuwiki, "jira_wiki": check_jira, "rst_fieldlists": check_rst,
          "md_github_issue": check_gfm, "md_notion_export": check_notion, "org_tagged": check_org,
          "text_report": check_text, "html_static_site": check_html, "zh_hans_prose": check_zh_hans,
          "zh_hant_tables": check_zh_hant, "md_front_matter": check_front_matter}  # fmt: skip


@pytest.mark.parametrize("renderer", NAMES)
def test_well_formed_in_its_format(zoo, renderer):
    for d in facts.DOCS:
        if renderer == "odt_document":
            check_odt(path_of(zoo, renderer, d).read_bytes(), d)
        else:
            CHECKS[renderer](raw(zoo, renderer, d), d)


def test_every_renderer_has_a_format_check():
    assert set(CHECKS) | {"odt_document"} == set(NAMES) and len(NAMES) == 12


# --- the facts model -------------------------------------------------------------------------------------


def test_planted_faults_are_in_the_facts():
    b1, b2, b3 = facts.BRIEFS
    st = {(d.stem, m.work): m for d in facts.DOCS for m in d.mentions}
    clip = "2612.21458"
    assert st[(facts.LIVING.stem, clip)].anchored_on < b2.date and st[(b1.stem, clip)].anchored_on < b2.date
    assert st[(b2.stem, clip)].status == "new"
    bridge = "2612.22690"
    a, b = st[(b2.stem, bridge)], st[(b3.stem, bridge)]
    assert a.status == b.status == "anchored" and a.anchored_on != b.anchored_on
    assert st[(b1.stem, bridge)].status == "new" and a.anchored_on >= b1.date  # not also new-but-anchored
    assert b3.counts["new-arxiv"] != facts.listed(b3)["new-arxiv"]
    for d in facts.BRIEFS:  # the only mismatch is the planted one
        bad = {k for k, v in d.counts.items() if v != facts.listed(d)[k]}
        assert bad == ({"new-arxiv"} if d is b3 else set()), (d.stem, bad)
    assert b2.new_ids.count("2612.24581") == 2 and "new-arxiv" not in b2.counts
    merge = "2612.20317"
    f1, f2 = st[(b1.stem, merge)].figures[0], st[(b2.stem, merge)].figures[0]
    assert f1.metric == f2.metric and f1.unit == f2.unit and f1.value != f2.value
    names = {d.sections["1.2"] for d in facts.DOCS if "1.2" in d.sections}
    assert len(names) == 2 and b2.sections["1.2"] != facts.LIVING.sections["1.2"]
    internal = [e for d in facts.BRIEFS for e in d.entries if "2612.25133" in e.items]
    assert len(internal) == 3 and not any(e.resolved for e in internal)
    script = [e for d in facts.BRIEFS for e in d.entries if "LumaVision 3" in e.items]
    assert [e.resolved for e in script] == [False, True]
    assert [k for k, _ in facts.FAULTS] == ["new-but-anchored", "anchoring-conflict", "count-mismatch",
                                            "duplicate-in-list", "divergent-figures", "section-name-drift",
                                            "repeated-to-verify"]  # fmt: skip


def test_no_unplanted_fault_of_the_same_kinds():
    figures: dict[tuple[str, str], set[float]] = {}
    for d in facts.DOCS:
        for m in d.mentions:
            for f in m.figures:
                figures.setdefault((m.work, f.metric), set()).add(f.value)
    assert [k for k, v in figures.items() if len(v) > 1] == [("2612.20317", "visual token reduction")]
    names: dict[str, set[str]] = {}
    for d in facts.DOCS:
        for k, v in d.sections.items():
            names.setdefault(k, set()).add(v)
    assert [k for k, v in names.items() if len(v) > 1] == ["1.2"]
    anchored: dict[str, set[date]] = {}
    for d in facts.DOCS:
        for m in d.mentions:
            if m.anchored_on:
                anchored.setdefault(m.work, set()).add(m.anchored_on)
    assert [k for k, v in anchored.items() if len(v) > 1] == ["2612.22690"]
    early = {w: min(v) for w, v in anchored.items()}
    late_new = [(d.stem, m.work) for d in facts.BRIEFS for m in d.mentions if m.status == "new"
                and m.work in early and early[m.work] < d.date]  # fmt: skip
    assert late_new == [(facts.B2.stem, "2612.21458")]
    dups = [(d.stem, i) for d in facts.BRIEFS for i in set(d.new_ids) if d.new_ids.count(i) > 1]
    assert dups == [(facts.B2.stem, "2612.24581")]
    repeated = {i for d in facts.BRIEFS for e in d.entries if not e.resolved for i in e.items}
    assert {i for i in repeated if sum(i in e.items for d in facts.BRIEFS for e in d.entries) > 2} == {"2612.25133"}


def test_facts_are_consistent():
    for d in facts.DOCS:
        used = {m.section for m in d.mentions if m.section}
        assert used <= set(d.sections) and (d.kind == "living" or used == set(d.sections)), d.stem
        for m in d.mentions:
            assert (m.anchored_on is not None) == (m.status == "anchored") or m.status == "carried-over"
            assert set(m.sources) <= set(d.sources) or d.kind == "living" or m.status != "new", (d.stem, m.work)
            cards = [s for s in m.sources if s.startswith("paper_cards/")]
            assert all(re.fullmatch(r"paper_cards/\d{4}-2612-\d{5}\.md", s) for s in cards)
            assert all(s.split("-", 1)[1].replace("-", ".")[:10] == facts.work(m).arxiv for s in cards)
            assert m.hans and m.hant and all(f.unit in {"×", "%", "points", "ms"} for f in m.figures)
        for e in d.entries:
            assert all(i in {m.work for m in d.mentions} for i in e.items)
            assert e.text in e.sentence and e.hans_text in e.hans and e.hant_text in e.hant
        if d.kind == "brief":
            new = [facts.work(m).arxiv for m in d.mentions if m.status == "new" and facts.work(m).arxiv]
            assert sorted(set(d.new_ids)) == sorted(new)
    days = [b.date for b in facts.BRIEFS]
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1]
    assert len({b.instance for b in facts.BRIEFS}) == 3 and all(b.baseline < b.date for b in facts.BRIEFS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "points", "ms"}
    assert any(w.arxiv is None for w in facts.WORKS.values())


def test_make_is_deterministic(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    write_all(a)
    write_all(b)
    fa = sorted(p.relative_to(a) for p in a.rglob("*") if p.is_file())
    fb = sorted(p.relative_to(b) for p in b.rglob("*") if p.is_file())
    assert fa == fb and len(fa) == len(NAMES) * (len(facts.DOCS) + 1)
    assert all((a / p).read_bytes() == (b / p).read_bytes() for p in fa)
    assert write_zoo(tmp_path / "c", NAMES[0]).read_text(encoding="utf-8") == key_toml(NAMES[0])
