"""The zoo2 corpus itself: every rendering is well-formed in its format, carries every fact, has a valid key."""

from __future__ import annotations

import re
import tomllib
from html.parser import HTMLParser
from pathlib import Path

import pytest

from . import facts
from .make import key_toml, write_all, write_zoo
from .renderers import NAMES, get

FORMAT = {
    "md_narrative": "md",
    "md_table_deflist": "md",
    "txt_numbered_kv": "txt",
    "html_ul_span": "html",
    "rst_grid": "rst",
    "org_todo": "org",
    "zh_hans_brackets": "zh_hans",
    "zh_hant_table": "zh_hant",
}


@pytest.fixture(scope="module")
def zoo(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("zoo2")
    write_all(root)
    return root


def texts(zoo: Path, renderer: str):
    ext = get(renderer).EXT
    for d in facts.DOCS:
        yield d, (zoo / renderer / f"{d.stem}.{ext}").read_text(encoding="utf-8")


# --- format checks ---------------------------------------------------------------------------------

VOID = {"meta", "br", "hr", "img", "link", "input", "wbr", "source", "col", "area", "base"}


class _Balance(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.seen: set[str] = set()
        self.status_spans = 0

    def handle_starttag(self, tag, attrs):
        self.seen.add(tag)
        if tag == "span" and ("class", "status") in attrs:
            self.status_spans += 1
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"unexpected </{tag}> with open {self.stack[-3:]}")
        else:
            self.stack.pop()


def _table_cells(line: str) -> int:
    return len(re.split(r"(?<!\\)\|", line.strip())) - 2


def check_md_tables(text: str) -> None:
    rows = [ln for ln in text.splitlines() if ln.startswith("|")]
    blocks, cur = [], []
    for ln in text.splitlines() + [""]:
        if ln.startswith("|"):
            cur.append(ln)
        elif cur:
            blocks.append(cur)
            cur = []
    for b in blocks:
        assert len(b) >= 2 and re.fullmatch(r"\|(\s*:?-+:?\s*\|)+", b[1].replace(" ", "")), b[:2]
        n = _table_cells(b[0])
        assert all(_table_cells(r) == n for r in b), b
    assert all(r.endswith("|") for r in rows)


def check_md(text: str, renderer: str) -> None:
    assert text.lstrip("-\n").startswith(("#", "topic:")), text[:40]
    check_md_tables(text)
    assert text.count("`") % 2 == 0 and text.count("**") % 2 == 0
    if renderer == "md_table_deflist":
        assert text.startswith("---\n") and "\n---\n" in text[4:]
        assert re.search(r"^\S.*\n: \S", text, re.M), "no definition list"
    if renderer == "md_narrative":
        assert "|" not in text and re.search(r"^\*\*[^*]+\*\* \(", text, re.M)


def check_txt(text: str) -> None:
    ok = re.compile(r"^(|[A-Z ]+|=+|\s*\d+(\.\d+)?\) \S.*|\s*[\w.@-]+ = \S.*)$")
    bad = [ln for ln in text.splitlines() if not ok.match(ln)]
    assert not bad, bad
    assert re.search(r"^1\) ", text, re.M) and re.search(r"^2\) ", text, re.M)


def check_html(text: str) -> None:
    p = _Balance()
    p.feed(text)
    p.close()
    assert not p.errors and not p.stack, (p.errors, p.stack)
    assert {"html", "ul", "li", "span"} <= p.seen
    assert p.status_spans >= 1


def check_rst(text: str) -> None:
    docutils = pytest.importorskip("docutils.core")
    doctree = docutils.publish_doctree(
        text, settings_overrides={"halt_level": 2, "report_level": 5, "input_encoding": "unicode"}
    )
    kinds = {n.tagname for n in doctree.findall()}
    assert "table" in kinds and "system_message" not in kinds


def check_org(text: str) -> None:
    lines = text.splitlines()
    assert lines[0].startswith("#+TITLE: ")
    drawer = False
    for ln in lines:
        if ln.startswith("*"):
            assert re.match(r"^\*+ \S", ln), ln
        if ln.strip() == ":PROPERTIES:":
            assert not drawer
            drawer = True
        elif ln.strip() == ":END:":
            assert drawer
            drawer = False
        elif drawer:
            assert re.match(r"^\s*:[A-Z]+:\s+\S", ln), ln
    assert not drawer
    tbl = [ln for ln in lines if ln.startswith("|")]
    assert tbl and re.fullmatch(r"\|[-+]+\|", tbl[1])
    n = tbl[0].count("|")
    assert all(r.count("|") == n for r in tbl if not r.startswith("|-"))
    assert re.search(r"^\*\* TODO \[#[ABC]\] ", text, re.M) or "* Register" not in text


def check_zh(text: str, hant: bool, doc) -> None:
    for ln in text.splitlines():
        assert ln.count("【") == ln.count("】"), ln
    assert "：" in text
    if hant:
        check_md_tables(text)
        simplified = set("简报档锚净条来执验实风险节")
        assert not simplified & set(text), simplified & set(text)
        assert "|" in text
    else:
        assert "|" not in text
        if doc.kind == "brief":
            assert "【增量 1" in text and "净增" in text


@pytest.mark.parametrize("renderer", NAMES)
def test_parses_in_its_format(zoo, renderer):
    fmt = FORMAT[renderer]
    for d, t in texts(zoo, renderer):
        if fmt == "md":
            check_md(t, renderer)
        elif fmt == "txt":
            check_txt(t)
        elif fmt == "html":
            check_html(t)
        elif fmt == "rst":
            check_rst(t)
        elif fmt == "org":
            check_org(t)
        else:
            check_zh(t, fmt == "zh_hant", d)


# --- facts ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("renderer", NAMES)
def test_every_fact_occurs(zoo, renderer):
    for d, t in texts(zoo, renderer):
        for m in d.mentions:
            w = facts.work(m)
            assert w.name in t, (d.stem, w.name)
            if w.arxiv:
                assert w.arxiv in t, (d.stem, w.arxiv)
            if w.url:
                assert w.url in t, (d.stem, w.url)
            for f in m.figures:
                assert re.search(rf"(?<![\d.]){re.escape(f.text)}(?![\d])", t), (d.stem, f)
                assert f.metric in t, (d.stem, f.metric)
            for s in m.sources:
                assert s in t, (d.stem, s)
            if m.section:
                assert m.section in t
        for num, name in d.sections.items():
            assert num in t and name in t, (d.stem, num, name)
        for s in d.sources:
            assert s in t, (d.stem, s)
        for e in d.entries:
            assert e.text.lower() in t.lower(), (d.stem, e.text)
        for v in d.counts.values():
            assert str(v) in t
        if d.instance:
            assert d.instance in t


def test_planted_faults_are_in_the_model():
    b1, b2, b3 = facts.BRIEFS
    st = {(d.stem, m.work): m for d in facts.DOCS for m in d.mentions}
    assert st[(b1.stem, "2611.03579")].anchored_on < b2.date and st[(b2.stem, "2611.03579")].status == "new"
    assert st[(b2.stem, "2611.02468")].status == "anchored" and st[(b3.stem, "2611.02468")].status == "not-anchored"
    listed_new = sum(1 for m in b3.mentions if m.status == "new" and facts.work(m).arxiv)
    assert b3.counts["new-arxiv"] != listed_new
    for d in (b1, b2):
        assert d.counts["new-arxiv"] == sum(1 for m in d.mentions if m.status == "new" and facts.work(m).arxiv)
    assert st[(b2.stem, "2611.04680")].figures[0].value != st[(b3.stem, "2611.04680")].figures[0].value
    assert b1.sections["1.3"] != b3.sections["1.3"]
    assert all(any("2611.02468" in e.items and not e.resolved for e in d.entries) for d in facts.BRIEFS)
    assert {k for k, _ in facts.FAULTS} == {
        "new-but-anchored",
        "anchoring-conflict",
        "count-mismatch",
        "divergent-figures",
        "section-name-drift",
        "repeated-to-verify",
    }


# --- key ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("renderer", NAMES)
def test_key_parses_and_points_at_files(zoo, renderer):
    kp = zoo / renderer / "key.toml"
    key = tomllib.loads(kp.read_text(encoding="utf-8"))
    assert len(key["documents"]) == len(facts.DOCS)
    for kd, d in zip(key["documents"], facts.DOCS):
        assert (kp.parent / kd["path"]).is_file()
        assert kd["kind"] in {"brief", "living"} and kd["date"] == d.date
        assert len(kd["works"]) == len(d.mentions)
        for kw in kd["works"]:
            assert kw["status"] in {"new", "anchored", "not-anchored", "carried-over", "adjacent", "candidate"}
            for f in kw.get("figures", []):
                assert set(f) == {"value", "unit", "metric"} and isinstance(f["value"], float)
        for e in kd.get("entries", []):
            assert e["risk"] in {"high", "medium", "low"} and e["resolved"] is False
        for c in kd.get("counts", []):
            assert c["what"] in {"increments", "adjacent", "new-arxiv", "new-items", "carried-over"}
    assert len(key["faults"]) == 6
    cm = [f["item"] for f in key["faults"] if f["kind"] == "count-mismatch"]
    assert cm and (kp.parent / cm[0]).is_file()


def test_make_is_deterministic(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    write_all(a)
    write_all(b)
    fa = sorted(p.relative_to(a) for p in a.rglob("*") if p.is_file())
    fb = sorted(p.relative_to(b) for p in b.rglob("*") if p.is_file())
    assert fa == fb and len(fa) == len(NAMES) * (len(facts.DOCS) + 1)
    assert all((a / p).read_bytes() == (b / p).read_bytes() for p in fa)
    assert write_zoo(tmp_path / "c", NAMES[0]).read_text(encoding="utf-8") == key_toml(NAMES[0])
