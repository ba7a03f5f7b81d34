"""Every read command answers on the examples and the sample briefs as recorded.

The answers were recorded at the point where the store's layout started to change (issue 23),
so a leaner store, digests or a faster `why` must leave every answer as it was. When a change
of extraction changes answers on purpose, check the differences and re-record them, one command:

    python tests/data/answers/record.py          # rewrites tests/data/answers/<set>/*.txt
    python tests/data/answers/record.py --check  # the comparison this test makes, as a script

then review `git diff tests/data/answers` before committing it.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ANSWERS = Path(__file__).resolve().parents[1] / "data" / "answers"
sys.path.insert(0, str(ANSWERS))

import record  # noqa: E402


def _sections(text: str) -> dict[str, str]:
    parts = text.split("### ")[1:]
    return {p.split("\n", 1)[0]: p for p in parts}


def _difference(got: dict[str, str], root: Path) -> str | None:
    """The first answer that differs from the one recorded under `root`, described; None when all equal."""
    for rel, text in sorted(got.items()):
        want = (root / rel).read_text()
        if text == want:
            continue
        old, new = _sections(want), _sections(text)
        changed = [head for head in old if old[head] != new.get(head)]
        first = changed[0] if changed else "(the order of sections)"
        return (
            f"{rel}: {len(changed)} answer(s) changed, first: {first}\n--- recorded\n{old.get(first, '')}\n"
            f"--- now\n{new.get(first, '')}"
        )
    return None


@pytest.mark.parametrize("name", sorted(record.sets()))
def test_every_answer_is_as_recorded(name):
    calls = record.recorded_calls(name)
    assert calls, f"nothing recorded for {name}: run python tests/data/answers/record.py"
    problem = _difference(record.answers(name, record.sets()[name], calls), ANSWERS)
    if problem:
        pytest.fail(problem)


def test_a_changed_answer_is_caught(tmp_path):
    """The comparison can fail: a recorded answer altered by one figure is reported by name."""
    calls = {"other": [["stats", "--format", "json"], ["instances"]]}
    got = record.answers("examples", [record.EXAMPLES], calls)
    assert "triples" not in got["examples/other.txt"]
    (tmp_path / "examples").mkdir()
    (tmp_path / "examples" / "other.txt").write_text(
        got["examples/other.txt"].replace('"documents": ', '"documents": 9')
    )
    assert _difference(got, tmp_path) is None or "first: stats --format json" in _difference(got, tmp_path)
    assert _difference(got, tmp_path) is not None
