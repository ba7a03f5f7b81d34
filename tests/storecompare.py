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
