"""The zoo11 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format, and the keys parse."""

from __future__ import annotations

import re
import tomllib
from html.parser import HTMLParser

import pytest

from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from .layouts import LAYOUTS
from .make import NAMES, write_zoo

CARD = r"paper_cards/\d{4}-2703-\d{5}\.md"


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    found = faults_in(facts, CARD)
    assert found == {
        "divergent-figures": [("2703.01846", "index memory reduction")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["2703.04182"],
        "new-but-anchored": [(facts.B2.stem, "2703.03374")],
        "duplicate-in-list": [(facts.B2.stem, "2703.05517")],
        "repeated-to-verify": {"2703.07731"},
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
        for e in d.entries:
            assert all(i in {m.work for m in d.mentions} for i in e.items)
            assert e.text in e.sentence and e.hans_text in e.hans and e.hant_text in e.hant
        if d.kind == "brief":
            new = [facts.work(m).arxiv for m in d.mentions if m.status == "new" and facts.work(m).arxiv]
            assert sorted(set(d.new_ids)) == sorted(new)
            assert d.window[1].startswith(d.date.isoformat())
    days = [b.date for b in facts.BRIEFS]
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1]
    assert [b.instance for b in facts.BRIEFS] == ["ibis", "yarrow", "pike"]
    assert all(b.baseline < b.date for b in facts.BRIEFS)
    assert all(d.date.year == 2027 and d.date.month == 3 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "points", "ms"}
    assert any(w.arxiv is None for w in facts.WORKS.values())
    assert all(re.fullmatch(r"2703\.\d{5}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)


# --- the layouts ------------------------------------------------------------------------------


def _entry_text(layout: str, e: facts.Entry) -> str:
    return {"zh-hans": e.hans_text, "zh-hant": e.hant_text}.get(LAYOUTS[layout].LANG, e.text)


def _visible(layout: str, text: str) -> str:
    """What a reader of the document sees, near enough to check that a fact is written."""
    if layout == "rtf":
        text = re.sub(r"\\u(-?\d+)\?", lambda m: chr(int(m.group(1)) % 65536), text)
        text = text.replace("\\endash ", "–").replace("\\emdash ", "—").replace("\\line ", "\n")
    if layout == "html_semantic":
        import html

        text = html.unescape(re.sub(r"<[^>]+>", "", text))
    return text


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT and mod.LANG in {"en", "zh-hans", "zh-hant"}
    for d in facts.DOCS:
        out = mod.render(d)
        assert isinstance(out, str)
        seen = _visible(layout, out)
        for m in d.mentions:
            w = facts.work(m)
            # an id may be written only in a link target (an adjacent card's href)
            assert (w.arxiv or w.name) in seen + out and w.name in seen, (layout, d.stem, m.work)
            assert not m.section or f"§{m.section}" in seen or f"{m.section}\\tab" in seen
            for f in m.figures:
                assert f.text in seen, (layout, d.stem, m.work, f)
            for s in m.sources:
                assert s in seen, (layout, d.stem, s)
        for s in d.sources:
            assert s in seen, (layout, d.stem, s)
        for e in d.entries:
            assert _entry_text(layout, e) in seen, (layout, d.stem, e.text)
        for v in d.counts.values():
            assert str(v) in seen
        if d.kind == "brief":
            assert facts.living_path(mod.EXT) in seen and d.instance in seen
            assert d.date.isoformat() in seen or f"{d.date.day} March {d.date.year}" in seen
            ids = ("、" if mod.LANG != "en" else ", ").join(d.new_ids)
            assert ids in seen, (layout, d.stem)  # the list as written, a repeated id included
        for name in d.sections.values():
            local = {"zh-hans": facts.SECTIONS_HANS, "zh-hant": facts.SECTIONS_HANT}.get(mod.LANG)
            assert (local[name] if local else name) in seen


class _Tags(HTMLParser):
    VOID = {"meta", "link", "br", "img", "hr", "input"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.bad: list[str] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack.pop() != tag:
            self.bad.append(tag)


def _rtf_balanced(text: str) -> bool:
    depth = 0
    for tok in re.findall(r"\\[\\{}]|[{}]", text):
        depth += {"{": 1, "}": -1}.get(tok, 0)
        if depth < 0:
            return False
    return depth == 0


@pytest.mark.parametrize("d", facts.DOCS, ids=lambda d: d.stem)
def test_each_document_is_well_formed_in_its_format(d):
    rtf = LAYOUTS["rtf"].render(d)
    assert rtf.startswith("{\\rtf1\\ansi") and rtf.rstrip().endswith("}") and rtf.isascii() and _rtf_balanced(rtf)
    assert "\\fonttbl" in rtf and "\\listtext" in rtf and ("\\trowd" in rtf) == (d.kind == "brief")
    txt = LAYOUTS["gdocs_txt"].render(d)
    assert txt.startswith("\ufeff") and "\n" not in txt.replace("\r\n", "") and "●" in txt
    page = LAYOUTS["html_semantic"].render(d)
    p = _Tags()
    p.feed(page)
    p.close()
    assert not p.bad and not p.stack and page.startswith("<!DOCTYPE html>")
    for i in re.findall(r"\b2703\.\d{5}\b", page):
        assert f"https://arxiv.org/abs/{i}" in page
    md = LAYOUTS["hant_md_refs"].render(d)
    used = set(re.findall(r"\]\[(\d+)\]", md))
    defined = set(re.findall(r"^\[(\d+)\]: \S+$", md, re.M))
    assert used == defined and used
    notes = set(re.findall(r"\[\^(\d+)\](?!:)", md))
    assert notes == set(re.findall(r"^\[\^(\d+)\]:", md, re.M))
    if d.kind == "brief":
        assert "<thead>" in page and "<time datetime=" in page
        assert re.search(r"^- \[ \] 待核實：", md, re.M) and re.search(r"^> 狀態：", md, re.M)
        assert any(e.resolved for e in d.entries) == bool(re.search(r"^- \[x\] .*已結案", md, re.M))


@pytest.mark.parametrize("layout", NAMES)
def test_the_key_parses_and_names_the_written_documents(layout: str, tmp_path):
    key_path = write_zoo(tmp_path, layout)
    key = tomllib.loads(key_path.read_text(encoding="utf-8"))
    ext = LAYOUTS[layout].EXT
    assert [d["path"] for d in key["documents"]] == [f"{d.stem}.{ext}" for d in facts.DOCS]
    for doc in key["documents"]:
        assert (key_path.parent / doc["path"]).is_file()
        if doc["kind"] == "brief":
            assert doc["baseline"] == facts.living_path(ext)
    works = sum(len(doc.get("works", [])) for doc in key["documents"])
    assert works == sum(len(d.mentions) for d in facts.DOCS)
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
