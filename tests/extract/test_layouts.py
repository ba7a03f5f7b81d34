"""Metamorphic tests: a brief rewritten in another layout says the same, so extraction must
read the same from it (items with names, statuses, dates, sections, sources, claims with
figures, register entries with risk, counts, each on the same line).

Every example document, every sample brief in ../shared/seeds (skipped when absent, required
when CI=true) and the unseen-layout brief, under every transform of `tests/layouts.py` and
random compositions of them (hypothesis).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kgraph.extract import detect_kind, extract, logical_path

from .. import layouts as L
from ..conftest import EXAMPLES, ROOT, SEEDS, needs_seeds

DOCS = sorted(p for p in EXAMPLES.rglob("*.md") if not p.stem.isupper())
DOCS.append(ROOT / "tests/data/unseen/inbox/stephen/2026-10-05-inference-brief.md")
SEED_NAMES = ["003_76b220fe62c28838.txt", "004_c534be5e5b71eb8c.txt"]


def _source(name: str):
    if name.startswith("seed:"):
        needs_seeds()
        path = SEEDS / name[5:]
        return path.read_text(encoding="utf-8"), path.name
    path = ROOT / name
    return path.read_text(encoding="utf-8"), logical_path(path)


ALL = [str(p.relative_to(ROOT)) for p in DOCS] + [f"seed:{n}" for n in SEED_NAMES]
_CACHE: dict[str, dict] = {}


def _original(name: str) -> tuple[str, str, dict]:
    text, path = _source(name)
    if name not in _CACHE:
        _CACHE[name] = L.meaning(extract(text, path))
    return text, path, _CACHE[name]


def _applies(transform: L.Transform, text: str, path: str) -> bool:
    return detect_kind(text, path) in transform.kinds


@pytest.mark.parametrize("transform", L.TRANSFORMS, ids=lambda t: t.name)
@pytest.mark.parametrize("name", ALL)
def test_transform_keeps_meaning(name, transform):
    text, path, original = _original(name)
    if not _applies(transform, text, path):
        pytest.skip(f"{transform.name} does not apply to a {detect_kind(text, path)}")
    changed = L.apply(text, [transform.name])
    assert L.meaning(extract(changed, path)) == original


@pytest.mark.parametrize("transform", L.TRANSFORMS, ids=lambda t: t.name)
def test_every_transform_changes_some_brief(transform):
    """A transform that changes nothing would prove nothing: each one rewrites some brief."""
    changed = [
        n for n in ALL if not n.startswith("seed:") and L.apply(_source(n)[0], [transform.name]) != _source(n)[0]
    ]
    assert changed, transform.name


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=st.sampled_from([n for n in ALL if "inbox/" in n or n.startswith("seed:")]),
    names=st.lists(st.sampled_from([t.name for t in L.TRANSFORMS]), min_size=2, max_size=5, unique=True),
)
def test_compositions_keep_meaning(name, names):
    if name.startswith("seed:") and not (SEEDS / name[5:]).exists():
        needs_seeds()
    text, path, original = _original(name)
    names = [n for n in names if _applies(L.BY_NAME[n], text, path)]
    assert L.meaning(extract(L.apply(text, names), path)) == original, names


# ---------------------------------------------------------------- each transform needs its handling


def _without(monkeypatch, name: str) -> None:
    """Switch off the part of extraction that handles one transform."""
    import re

    from kgraph import patterns as P
    from kgraph.extract import decode, segment
    from kgraph.extract.readers import brief  # the part-heading rule lives with the brief reader
    from kgraph.extract.readers import items as assemble  # the field rule lives with the item reader

    never = re.compile(r"(?!)")
    patches = {
        "crlf": (decode, "newlines", lambda text: text),
        "bullets-dot": (segment, "BULLET", re.compile(r"^(\s*)-\s+(?=\S)")),
        "bullets-star": [
            (segment, "BULLET", re.compile(r"^(\s*)-\s+(?=\S)")),
            # the field rule reads a `*` bullet by itself too
            (assemble, "FIELD", re.compile(assemble.FIELD.pattern.replace("(?:[-*]\\s*)?", "(?:-\\s*)?", 1))),
        ],
        "bullets-middle-dot": (segment, "BULLET", re.compile(r"^(\s*)-\s+(?=\S)")),
        "bullets-numbered": (segment, "NUMBERED", never),
        "tables-whitespace": (segment, "CELL_SPLIT", re.compile(r"\t")),
        "tables-tabs": (segment, "CELL_SPLIT", re.compile(r"\s{2,}")),
        "tables-reordered": (segment, "_reorder", lambda lines, lex: None),
        "dates-cjk": (segment, "canonical_dates", lambda text: text),
        "dates-slash": (segment, "canonical_dates", lambda text: text),
        "dates-english": (segment, "canonical_dates", lambda text: text),
        "labels-english": (segment, "_label", lambda text, lex: text),
        "labels-bold": (segment, "_label", lambda text, lex: text),
        "headings-bold": (segment, "_heading", lambda text: text),
        "headings-bracket": (segment, "_heading", lambda text: text),
        "headings-hash": (
            brief,
            "PART_HEADING",
            re.compile(
                r"^\s*(?:\*\*)?\s*(?:[一二三四五六七八九十]{1,3}\s*[、.．:：]|第[一二三四五六七八九十]+部分)\s*(.*)$"
            ),
        ),
        "ids-as-urls": (
            P,
            "ARXIV",
            re.compile(r"(?<![\w.\-/])(?:arXiv[:\s]*)?(\d{4})\.(\d{4,5})(v\d+)?(?![\d])", re.I),
        ),
        "ids-versioned": (P, "ARXIV", re.compile(r"(?<![\w.\-])(?:arXiv[:\s]*)?(\d{4})\.(\d{4,5})()(?![\dv])", re.I)),
    }
    found = patches[name]
    for module, attr, value in found if isinstance(found, list) else [found]:
        monkeypatch.setattr(module, attr, value)


@pytest.mark.parametrize("transform", L.TRANSFORMS, ids=lambda t: t.name)
def test_removing_a_transforms_handling_changes_what_is_read(monkeypatch, transform):
    """The metamorphic test of each transform can fail: without its handling, some example
    brief reads differently once rewritten."""
    if transform.name == "crlf":
        pytest.skip(
            "CRLF has two handlers: the decoder's newline normalisation and the rules themselves (every "
            "rule reads `\\s`, every stored text is whitespace-normalised); removing one leaves the other"
        )
    _without(monkeypatch, transform.name)
    for name in [n for n in ALL if not n.startswith("seed:")]:
        text, path = _source(name)
        if not _applies(transform, text, path):
            continue
        if L.meaning(extract(L.apply(text, [transform.name]), path)) != L.meaning(extract(text, path)):
            return
    pytest.fail(f"{transform.name}: no example reads differently without its handling")
