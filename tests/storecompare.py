"""Compare what kgraph prints on two stores (an embedded one and a remote one)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from click.testing import CliRunner

from kgraph.cli import cli

# The commands whose output must not depend on the store.
WHY_COMMANDS: list[tuple[str, ...]] = [
    ("why", "2606.01927"),
    ("why", "2609.00768"),
    ("why", "fa-4"),
    ("why", "1179-2609-00768"),
    ("why", "2606.01927", "--as-of", "2026-09-02"),
    ("why", "2606.01928"),
    ("why", "tom"),
    ("why", "2609.00768", "--format", "json"),
    ("why", "2606.01927", "--format", "csv"),
    ("new",),
    ("new", "inbox/tom/2026-09-02-inference-e1prep.md", "--format", "json"),
    ("new", "--date", "2026-09-03"),
    ("contradictions", "--format", "json", "--as-of", "2026-09-05"),
    ("contradictions", "--kind", "anchoring-conflict", "--as-of", "2026-09-05"),
    ("audit", "--as-of", "2026-09-05"),
    ("claims", "2609.00768", "--format", "json"),
    ("diff", "2026-09-01..2026-09-05", "--format", "json"),
]


# impact, retractions and what they do to the register (tests/test_virtuoso.py retracts on both
# stores first with RETRACT, then compares these, then undoes it).
SPARK_NOTE = "inbox/spark/2026-09-02-llm-infra-e1prep.md"
RETRACT: tuple[str, ...] = (
    "retract",
    SPARK_NOTE,
    "--reason",
    "re-run used another batch size",
    "--by",
    "ci",
    "--date",
    "2026-09-10",
)
PROVENANCE_COMMANDS: list[tuple[str, ...]] = [
    ("impact", SPARK_NOTE),
    ("impact", SPARK_NOTE, "--format", "json"),
    ("impact", "2609.00768", "--depth", "1", "--format", "csv"),
    ("impact", "inbox/jay/2026-08-31-engineering-e1prep.md", "--as-of", "2026-09-01"),
    ("retractions",),
    ("retractions", "--format", "json"),
    ("contradictions", "--kind", "unsupported-claim", "--as-of", "2026-09-30"),
    ("contradictions", "--kind", "weakened-claim", "--format", "json", "--as-of", "2026-09-30"),
    ("why", "2608.14376@2026-09-02~bb464f"),
    ("claims", "2608.14376", "--format", "json"),
    ("audit", "--as-of", "2026-09-30"),
]


def output(store: Path | str, args: Sequence[str]) -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["--store", str(store), *args])
    text = result.output
    if "--format" in args and "json" in args and result.exit_code == 0:
        # Parsed, so that Virtuoso's 29 (it stores a whole xsd:decimal as an integer) equals 29.0.
        text = json.loads(text)
    return result.exit_code, text


def assert_same_output(embedded: Path | str, remote: Path | str, commands: Sequence[Sequence[str]]) -> None:
    """Every command exits and prints the same on both stores."""
    differences = []
    for args in commands:
        a, b = output(embedded, args), output(remote, args)
        if a != b:
            differences.append(f"kgraph {' '.join(args)}:\n  embedded: {a!r:.400}\n  remote:   {b!r:.400}")
    assert not differences, "\n".join(differences)
