"""Shared fixtures: the bundled examples, the sample briefs in ../shared, ready stores."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from kgraph.api import KGraph

# Text output fits $COLUMNS (kgraph.cli.base.terminal_width): tests compare whole lines unless
# they set COLUMNS themselves, whatever the shell that runs pytest exports. GNU readline, which
# pytest imports, writes COLUMNS and LINES into the C environment when TERM names a terminal
# (os.environ does not see it, but every subprocess a test starts does): import it first, then
# unset both places.
try:
    import readline  # noqa: F401
except ImportError:  # not on every platform
    pass
os.environ.pop("COLUMNS", None)
os.unsetenv("COLUMNS")

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
CLEAN = ROOT / "tests" / "data" / "clean"
# The sample briefs live beside the checkout (../shared/seeds); KGRAPH_SEEDS names another folder.
SEEDS = Path(os.environ.get("KGRAPH_SEEDS") or ROOT.parent / "shared" / "seeds")
SEED_003 = SEEDS / "003_76b220fe62c28838.txt"
# the documents `kgraph ingest examples/` reads (FAULTS.md lists them): 8 briefs, 2 notes, 1 living document, 1 card
N_EXAMPLES = sum(1 for p in EXAMPLES.rglob("*.md") if not (p.stem.isupper() and p.stem.isalpha()))
SEED_004 = SEEDS / "004_c534be5e5b71eb8c.txt"


def needs_seeds() -> None:
    """Skip (with the reason) when the sample briefs are absent; under CI=true they are required."""
    if not SEED_003.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true but the sample briefs are not in {SEEDS}")
        pytest.skip(f"the sample briefs are not present in {SEEDS} (../shared/seeds beside this checkout)")


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture(scope="session")
def examples_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store holding the bundled examples (built once; tests must not write to it)."""
    location = tmp_path_factory.mktemp("examples") / "store"
    report = KGraph(location).ingest([EXAMPLES])
    assert report.ok, report.failed
    return location


@pytest.fixture(scope="session")
def seeds_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    needs_seeds()
    location = tmp_path_factory.mktemp("seeds") / "store"
    report = KGraph(location).ingest([SEEDS])
    assert report.ok, report.failed
    return location


@pytest.fixture
def examples_copy(tmp_path: Path) -> Path:
    """A private copy of the examples folder a test may change."""
    target = tmp_path / "examples"
    shutil.copytree(EXAMPLES, target)
    return target


@pytest.fixture
def kg_examples(examples_store: Path) -> KGraph:
    graph = KGraph(examples_store)
    yield graph
    graph.close()


def _all_documents() -> list:
    from kgraph.extract import extract, logical_path

    docs = []
    for path in sorted(p for p in EXAMPLES.rglob("*.md") if not p.stem.isupper()):
        docs.append((str(path.relative_to(ROOT)), extract(path.read_bytes(), logical_path(path))))
    unseen = ROOT / "tests/data/unseen/inbox/stephen/2026-10-05-inference-brief.md"
    docs.append((str(unseen.relative_to(ROOT)), extract(unseen.read_bytes(), logical_path(unseen))))
    if SEED_003.exists():
        for seed in sorted(SEEDS.glob("*.txt")):
            docs.append((seed.name, extract(seed.read_bytes(), seed.name)))
    elif os.environ.get("CI") == "true":
        pytest.fail(f"CI=true but the sample briefs are not in {SEEDS}")
    return docs


@pytest.fixture(scope="session")
def all_documents() -> list:
    """(name, extracted Document) for every example, the unseen-layout brief and every sample brief."""
    return _all_documents()
