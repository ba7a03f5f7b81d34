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

from . import layouts as L
from .conftest import EXAMPLES, ROOT, SEEDS, needs_seeds

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
