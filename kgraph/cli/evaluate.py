"""`kgraph eval KEY`: score kgraph's reading of documents against a hand-written key."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from kgraph.cli.base import EXIT_FOUND_PROBLEMS, cli, format_option, handle_errors

LEXICON_HELP = "Extra lexicon phrases (TOML) to extract with."


@cli.command("eval", short_help="Score extraction and detection against a key file.")
@click.argument("key", type=click.Path(path_type=Path))
@format_option("text", "json")
@click.option(
    "--min",
    "minimum",
    type=click.FloatRange(0.0, 1.0),
    default=None,
    help="Exit 1 when any field's precision or recall is below this, or any finding is false.",
)
@click.option("--lexicon", type=click.Path(dir_okay=False, path_type=Path), help=LEXICON_HELP)
@handle_errors
def eval_(key: Path, fmt: str, minimum: float | None, lexicon: Path | None) -> None:
    """Read the documents a KEY file (TOML or YAML) lists, as `kgraph ingest` would, into a store
    in memory, and compare with what the key says they contain: precision and recall per field
    (kind, date, works, names, statuses, sections, sources, figures, entries, counts, ...) and for
    the faults the store should find; every miss and every false item, one per line.
    Nothing is written to any store. The key format is in docs/eval.md. Exit 1 with --min when a
    precision or recall is below it, a document cannot be read or a finding is false; exit 2 when
    the key cannot be used.

    Example: kgraph eval key.toml --min 0.98
    """
    from kgraph.evaluate import evaluate
    from kgraph.evaluate.report import to_json, to_text
    from kgraph.files import printable

    result = evaluate(key, lexicon=lexicon)
    click.echo(to_json(result) if fmt == "json" else "\n".join(map(printable, to_text(result).splitlines())))
    if minimum is not None:
        failing = result.below(minimum)
        if failing:
            if fmt == "text":
                click.echo(f"below --min {minimum:g}: " + "; ".join(failing), err=True)
            sys.exit(EXIT_FOUND_PROBLEMS)
