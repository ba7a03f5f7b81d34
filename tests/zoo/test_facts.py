"""The zoo itself is sound: every renderer writes parseable output in its format, every fact of the
model appears in every rendering, the key is valid TOML that says what the model says, the planted
faults are exactly the ones the model holds, and make.py is deterministic.

These tests do not use kgraph; they pass without its ``eval`` command."""

from __future__ import annotations

import email.policy
import io
import re
import tomllib
import zipfile
from collections import defaultdict
from email.parser import BytesParser
from email.utils import parsedate_to_datetime
from html.parser import HTMLParser
from pathlib import Path

import pytest

from .facts import FAULTS, LANGS, SECTIONS, STATUSES, Brief, Living, facts
from .make import main, write_zoo
from .renderers import REQUIRES, available, load, usable

RENDERERS = available()
PARAMS = [
    pytest.param(n, marks=pytest.mark.skipif(not usable(n), reason=f"needs {REQUIRES.get(n)}")) for n in RENDERERS
]
USABLE = [n for n in RENDERERS if usable(n)]
KINDS = {"brief", "living", "paper_card", "inbox_note", "document"}
FAULT_KINDS = {
    "new-but-anchored",
    "anchoring-conflict",
    "count-mismatch",
    "duplicate-in-list",
    "divergent-figures",
    "section-name-drift",
    "repeated-to-verify",
}
COUNT_KINDS = {"increments", "adjacent", "new-arxiv", "new-items", "carried-over"}
ID = re.compile(r"^\d{4}\.\d{5}$")


@pytest.fixture(scope="module")
def zoo(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("zoo")
    for name in USABLE:
        write_zoo(root, name)
    return root


# ---- reading each format back --------------------------------------------------------------------

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class _StrictHTML(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.text: list[str] = []
        self.tags: set[str] = set()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.add(tag)
        if tag == "a":
            self.hrefs += [v for k, v in attrs if k == "href"]
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:]}")
        else:
            self.stack.pop()

    def handle_data(self, data):
        self.text.append(data)


def html_text(data: bytes) -> str:
    p = _StrictHTML()
    p.feed(data.decode("utf-8"))
    p.close()
    assert not p.errors and not p.stack, (p.errors, p.stack)
    assert {"html", "head", "body", "h1", "h2"} <= p.tags
    return " ".join(p.text) + " " + " ".join(p.hrefs)


def docx_text(data: bytes) -> str:
    docx = pytest.importorskip("docx")
    assert zipfile.ZipFile(io.BytesIO(data)).testzip() is None
    d = docx.Document(io.BytesIO(data))
    parts = [p.text for p in d.paragraphs]
    for t in d.tables:
        for r in t.rows:
            parts += [c.text for c in r.cells]
    assert any(p.style.name.startswith("Heading") or p.style.name == "Title" for p in d.paragraphs)
    return "\n".join(parts)


def rst_check(text: str) -> None:
    try:
        import docutils.core as core
    except ImportError:  # test_rst_parses says so; the text checks still run
        return
    doctree = core.publish_doctree(
        text, settings_overrides={"report_level": 5, "halt_level": 2, "warning_stream": io.StringIO()}
    )
    assert doctree.astext()


def org_check(text: str) -> None:
    lines = text.splitlines()
    assert lines[0].startswith("#+TITLE: ")
    assert any(ln.startswith("#+DATE: <") for ln in lines)
    for i, ln in enumerate(lines):
        if ln == ":PROPERTIES:":  # a drawer sits right under its heading and is closed
            assert lines[i - 1].startswith("*"), lines[i - 1]
            end = lines.index(":END:", i)
            assert all(re.match(r"^:[A-Z_]+: +\S", x) for x in lines[i + 1 : end]), lines[i + 1 : end]
        if ln.startswith("*"):
            assert re.match(r"^\*+ \S", ln), ln
            tag = re.search(r"\s(:[\w@#%:]+:)$", ln)
            if re.search(r"\s:\S+:$", ln):
                assert tag, f"malformed tags: {ln}"


def eml_text(data: bytes) -> str:
    msg = BytesParser(policy=email.policy.default).parsebytes(data)
    assert not msg.defects, msg.defects
    for header in ("From", "To", "Date", "Subject", "Message-ID"):
        assert msg[header], header
    assert parsedate_to_datetime(msg["Date"]).tzinfo is not None
    assert msg.get_content_type() == "text/plain"
    return f"From: {msg['From']}\nDate: {msg['Date']}\nSubject: {msg['Subject']}\n\n{msg.get_content()}"


def adoc_check(text: str) -> None:
    lines = text.splitlines()
    assert lines[0].startswith("= ") and lines[1] and lines[2].startswith("v")  # title, author, revision
    assert lines.count("|===") % 2 == 0
    for i, ln in enumerate(lines):
        if ln == "|===" and lines[i - 1].startswith("[%header"):
            assert lines[i + 1].startswith("|") and lines[i + 2] == ""  # the header row, then a blank line
        if ln.startswith("="):
            assert re.match(r"^=+ \S", ln), ln


def md_check(name: str, text: str) -> None:
    if name == "md_obsidian":
        assert text.startswith("---\n")
        header = text.split("---\n")[1]
        try:
            import yaml
        except ImportError:
            assert re.search(r"(?m)^topic: inference$", header)
        else:
            assert yaml.safe_load(header)["topic"] == "inference"
    try:
        from markdown_it import MarkdownIt
    except ImportError:
        return
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    types = {t.type for t in tokens}
    if name == "md_tables":
        assert "table_open" in types
    if name in ("md_atx", "md_fields", "md_tables"):
        assert "heading_open" in types


def readable(name: str, path: Path) -> str:
    """The text of one rendered file, after checking that it parses in its format."""
    data = path.read_bytes()
    ext = load(name).EXT
    if ext == "eml":
        return eml_text(data)
    if ext == "html":
        return html_text(data)
    if ext == "docx":
        return docx_text(data)
    text = data.decode("utf-8")
    if ext == "rst":
        rst_check(text)
    elif ext == "org":
        org_check(text)
    elif ext == "md":
        md_check(name, text)
    elif ext == "adoc":
        adoc_check(text)
    return text


def norm(s: str) -> str:
    return re.sub(r"\s+", " ", s)


# ---- the tests -----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", PARAMS)
def test_key_is_valid_toml_and_says_what_the_model_says(zoo, name):
    key = tomllib.loads((zoo / name / "key.toml").read_text("utf-8"))
    f = facts()
    docs = key["documents"]
    assert len(docs) == len(f.documents())
    lang = load(name).LANG
    for d, model in zip(docs, f.documents()):
        assert (zoo / name / d["path"]).is_file()
        assert d["kind"] in KINDS and d["kind"] == model.kind
        assert d["date"] == model.date
        assert d.get("instance") == model.instance
        assert [w.get("id") for w in d["works"]] == [w.id for w in model.works]
        for w, mw in zip(d["works"], model.works):
            assert w["status"] in STATUSES and w["status"] == mw.status
            assert w["name"] == mw.name
            assert w["section"] in SECTIONS
            assert "id" not in w or ID.match(w["id"])
            assert w.get("anchored_on") == mw.anchored_on
            for fig in w.get("figures", []):
                assert set(fig) == {"value", "unit", "metric"} and isinstance(fig["value"], float)
        if isinstance(model, Brief):
            assert [e["text"] for e in d["entries"]] == [e.key[lang] for e in model.entries]
            assert all(c["what"] in COUNT_KINDS for c in d["counts"])
            assert [s["path"] for s in d["sources"]] == model.sources
    paths = {d["path"] for d in docs}
    assert {x["kind"] for x in key["faults"]} == FAULT_KINDS
    for fault in key["faults"]:
        if fault["kind"] == "count-mismatch":
            assert fault["item"] in paths


@pytest.mark.parametrize("name", PARAMS)
def test_every_fact_appears_in_every_rendering(zoo, name):
    key = tomllib.loads((zoo / name / "key.toml").read_text("utf-8"))
    f = facts()
    for d, model in zip(key["documents"], f.documents()):
        text = norm(readable(name, zoo / name / d["path"]))
        missing = []

        def need(s: str, what: str) -> None:
            if norm(s).lower() not in text.lower():
                missing.append(f"{what}: {s!r}")

        need(model.topic, "topic")
        if model.instance:
            need(model.instance, "instance")
        for w in model.works:
            need(w.name, "name")
            if w.id:
                need(w.id, "id")
            else:
                need(w.url, "url")
            need(f"§{w.section}", "section")
            for fig in w.figures:
                need(fig.text, "figure")
            for s in w.sources:
                need(s[:-3] if s.endswith(".md") else s, "source")
        if isinstance(model, Brief):
            for e in model.entries:
                need(e.key[load(name).LANG], "entry")
                for item in e.items:
                    need(item, "entry item")
            for c in model.counts:
                need(str(c.value), "count")
            for s in model.sources:
                need(s[:-3] if s.endswith(".md") else s, "source")
            listed = model.listed_new()
            for i in listed:  # the work itself, then each time the list of new ids names it
                if text.count(i) < 1 + listed.count(i):
                    missing.append(f"arXiv list: {i!r} x{listed.count(i)}")
        assert not missing, f"{d['path']}: {missing}"


@pytest.mark.parametrize("name", PARAMS)
def test_brief_and_living_document_are_told_apart_by_content(zoo, name):
    """The kind shows in the content (title, front matter, labels), not only in the file name."""
    key = tomllib.loads((zoo / name / "key.toml").read_text("utf-8"))
    words = {"living": ("living", "活文档", "活文件"), "brief": ("brief", "简报", "簡報")}
    for d in key["documents"]:
        head = readable(name, zoo / name / d["path"])[:200].lower()
        assert any(w in head for w in words[d["kind"]]), (d["path"], head)


def test_the_model_holds_exactly_the_planted_faults():
    """Derive the faults from the facts model by the definitions in domain.md; they must be FAULTS."""
    f = facts()
    docs = sorted(f.documents(), key=lambda d: d.date)
    found: set[tuple[str, str]] = set()
    anchored: dict[str, set] = defaultdict(set)
    for d in docs:
        for w in d.works:
            if w.anchored_on:
                anchored[w.ref].add(w.anchored_on)
    for d in docs:
        for w in d.works:
            if w.status == "new" and any(a < d.date for a in anchored[w.ref]):
                found.add(("new-but-anchored", w.ref))
    found |= {("anchoring-conflict", r) for r, dates in anchored.items() if len(dates) > 1}
    figures: dict[tuple[str, str], set] = defaultdict(set)
    names: dict[str, set] = defaultdict(set)
    concerns: dict[tuple[str, tuple], list] = defaultdict(list)
    for d in docs:
        for w in d.works:
            for x in w.figures:
                figures[(w.ref, x.metric)].add((x.value, x.unit))
        numbers = set(SECTIONS) if isinstance(d, Living) else {w.section for w in d.works}
        for n in numbers:
            names[n].add(d.section_name(n, "zh"))
        if isinstance(d, Brief):
            listed = d.listed_new()
            found |= {("duplicate-in-list", i) for i in listed if listed.count(i) > 1}
            actual = {
                "new-arxiv": len(set(listed)),
                "new-items": sum(w.status == "new" for w in d.works),
                "adjacent": sum(w.status in ("adjacent", "candidate") for w in d.works),
            }
            if any(c.value != actual[c.what] for c in d.counts):
                found.add(("count-mismatch", d.stem))
            for e in d.entries:
                concerns[(e.key["en"], e.items)].append(e.resolved)
    found |= {("divergent-figures", r) for (r, _), vals in figures.items() if len(vals) > 1}
    found |= {("section-name-drift", n) for n, ns in names.items() if len(ns) > 1}
    found |= {
        ("repeated-to-verify", i)
        for (_, items), states in concerns.items()
        if len(states) >= 3 and not any(states)
        for i in items
    }
    assert found == {(x.kind, x.item) for x in FAULTS}


def test_rst_parses():
    core = pytest.importorskip("docutils.core")
    f = facts()
    for doc in f.documents():
        text = load("rst_doc").render(doc, f)[1].decode("utf-8")
        tree = core.publish_doctree(
            text, settings_overrides={"report_level": 5, "halt_level": 2, "warning_stream": io.StringIO()}
        )
        assert "section" in {n.tagname for n in tree.findall()}


def test_every_language_is_complete():
    f = facts()
    for b in f.briefs:
        for e in b.entries:
            assert set(e.text) == set(LANGS)
        for w in b.works:
            assert set(w.gist) == set(LANGS)
            assert w.id is None or ID.match(w.id)
            assert not re.search(r"\d", w.gist["en"]), w.gist  # no stray numbers that read as figures


def test_renderers_are_many_and_distinct():
    assert len(RENDERERS) >= 12
    f = facts()
    outputs = {name: load(name).render(f.briefs[0], f)[1] for name in USABLE}
    assert len(set(outputs.values())) == len(USABLE)
    assert {load(n).LANG for n in RENDERERS} == set(LANGS)


def test_make_is_deterministic(zoo, tmp_path):
    """main() (the command line) writes the same bytes as write_zoo did for the other tests."""
    assert main([str(tmp_path / "b")]) == 0
    a = {p.relative_to(zoo): p.read_bytes() for p in zoo.rglob("*") if p.is_file()}
    b = {p.relative_to(tmp_path / "b"): p.read_bytes() for p in (tmp_path / "b").rglob("*") if p.is_file()}
    assert a.keys() == b.keys() and len(a) == len(USABLE) * (len(facts().documents()) + 1)
    assert [k for k in a if a[k] != b[k]] == []
