"""Commands that bring documents in and out: `ingest`, `inspect`, `stats`, `export`, `demo`."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from kgraph.cli.base import (
    EXIT_FOUND_PROBLEMS,
    OUTPUT_SYMLINKS,
    cli,
    follow_symlinks_option,
    format_option,
    handle_errors,
    open_graph,
)
from kgraph.errors import KGraphError

LEXICON_HELP = "Extra lexicon phrases (TOML); default: lexicon.toml beside the store, if there is one."


@cli.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--strict", is_flag=True, help="Treat extraction warnings as errors.")
@click.option("--force", is_flag=True, help="Re-ingest files even when unchanged.")
@click.option("--wait", type=float, default=0.0, show_default=True, help="Seconds to wait for another writer.")
@click.option("-q", "--quiet", is_flag=True, help="Print only errors.")
@click.option("--lexicon", type=click.Path(dir_okay=False, path_type=Path), help=LEXICON_HELP)
@follow_symlinks_option("Inside folders, also read symbolic links that lead out of the folder (skipped by default).")
@click.option(
    "--replace-graphs",
    is_flag=True,
    help="Let an RDF file replace documents the store already holds (refused by default).",
)
@click.pass_context
@handle_errors
def ingest(
    ctx: click.Context,
    paths: tuple[Path, ...],
    strict: bool,
    force: bool,
    wait: float,
    quiet: bool,
    lexicon: Path | None,
    follow_symlinks: bool,
    replace_graphs: bool,
) -> None:
    """Read documents (files or folders) into the store.

    Unchanged files are skipped; a changed file replaces its own named graph.
    A file that cannot be read is reported and the others are ingested.
    Exit code 1 when any file failed.

    Example: kgraph ingest examples/
    """
    progress, finish = _progress_bar(quiet)
    try:
        report = _graph(ctx, lexicon).ingest(
            list(paths),
            strict=strict,
            force=force,
            wait=wait,
            progress=progress,
            follow_symlinks=follow_symlinks,
            replace_graphs=replace_graphs,
        )
    finally:
        finish()
    from kgraph.files import printable  # a file name with a newline must not start a fake line

    if not quiet:
        for file, warning in report.warnings:
            click.echo(printable(f"warning: {file}: {warning}"), err=True)
    for _, error in report.failed:
        click.echo(printable(f"error: {error}"), err=True)
    if not quiet:
        parts = [f"{len(report.ingested)} ingested", f"{len(report.unchanged)} unchanged"]
        if report.imported:
            parts.append(f"{len(report.imported)} RDF files imported")
        if report.failed:
            parts.append(f"{len(report.failed)} failed")
        click.echo(printable(", ".join(parts) + f" (store: {ctx.obj['store']})"))
        if report.unattached:
            listed = ", ".join(f"{file} ({n})" for file, n in report.unattached[:5])
            more = f" and {len(report.unattached) - 5} more" if len(report.unattached) > 5 else ""
            click.echo(
                printable(
                    f"{len(report.unattached)} document(s) have lines with an id, date, figure, path or status word "
                    f"that nothing read: {listed}{more}; `kgraph inspect FILE` shows them"
                )
            )
    if report.failed:
        sys.exit(EXIT_FOUND_PROBLEMS)


def _graph(ctx: click.Context, lexicon: Path | None):  # noqa: ANN202 - kgraph.api.KGraph, imported lazily
    from kgraph.api import KGraph

    return KGraph(ctx.obj["store"], lexicon=lexicon)


@cli.command()
@click.argument("file", type=click.Path(path_type=Path))
@format_option("text", "json")
@click.option("--all", "every", is_flag=True, help="List every line, also those that gave nothing.")
@click.option("--lexicon", type=click.Path(dir_okay=False, path_type=Path), help=LEXICON_HELP)
@click.pass_context
@handle_errors
def inspect(ctx: click.Context, file: Path, fmt: str, every: bool, lexicon: Path | None) -> None:
    """Show what kgraph reads in FILE, line by line, and the lines it did not read.

    Each line is listed with what extraction took from it (item, field, status, claim,
    source, register entry, count). Unattached lines hold an id, a date, a figure, a path or
    a status word that nothing took: what kgraph missed. Nothing is stored.

    Example: kgraph inspect examples/inbox/tom/2026-09-02-inference-e1prep.md
    """
    import json

    report = _graph(ctx, lexicon).inspect(file)
    if fmt == "json":
        click.echo(json.dumps(report, ensure_ascii=False, indent=2))
        return
    counts = ", ".join(f"{n} {what}" for what, n in report["extracted"].items())
    click.echo(f"{file} ({report['kind']}): {counts}")
    for line in report["lines"]:
        if line["taken"]:
            click.echo(f"{line['line']:>5}  {'; '.join(line['taken'])}")
        elif line["unattached"]:
            click.echo(f"{line['line']:>5}  UNATTACHED ({', '.join(line['significant'])}): {_short(line['text'])}")
        elif every and line["text"].strip():
            click.echo(f"{line['line']:>5}  -  {_short(line['text'])}")
    n = len(report["unattached"])
    click.echo(
        f"{n} unattached line{'s' if n != 1 else ''}" + (": kgraph read everything it recognised" if not n else "")
    )


def _short(text: str, width: int = 100) -> str:
    from kgraph.render import terminal_safe

    text = " ".join(text.split())
    return terminal_safe(text[:width] + ("…" if len(text) > width else ""))


def _progress_bar(quiet: bool) -> tuple[Callable[[int, int], None] | None, Callable[[], None]]:
    """A rich progress bar on a terminal for runs of more than a few files."""
    if quiet or not sys.stderr.isatty():
        return None, lambda: None
    state: dict[str, Any] = {}

    def update(done: int, total: int) -> None:
        if total < 20:
            return
        if "bar" not in state:
            from rich.progress import Progress

            state["bar"] = Progress(transient=True)
            state["bar"].start()
            state["task"] = state["bar"].add_task("ingesting", total=total)
        state["bar"].update(state["task"], completed=done)

    def finish() -> None:
        if "bar" in state:
            state["bar"].stop()

    return update, finish


@cli.command()
@format_option("text", "json")
@click.pass_context
@handle_errors
def stats(ctx: click.Context, fmt: str) -> None:
    """Counts of documents (per kind), works, claims, register entries and triples.

    Example: kgraph stats --format json
    """
    from kgraph import render

    data = open_graph(ctx).stats()
    if fmt == "json":
        click.echo(render.to_json(data))
        return
    for key, value in data.items():
        if isinstance(value, dict):
            click.echo(f"{key}:")
            for k, v in value.items():
                click.echo(f"  {k:<14} {v}")
        else:
            click.echo(f"{key:<16} {value}")


@cli.command()
@click.option(
    "--format", "fmt", type=click.Choice(["turtle", "trig", "nquads", "jsonld"]), default="trig", show_default=True
)
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), help="File to write (atomically).")
@follow_symlinks_option(OUTPUT_SYMLINKS)
@click.pass_context
@handle_errors
def export(ctx: click.Context, fmt: str, output: Path | None, follow_symlinks: bool) -> None:
    """Write the whole graph as RDF. trig, nquads and jsonld keep the named graphs;
    turtle merges them. `kgraph ingest FILE` reads an export back.

    Example: kgraph export --format trig -o graph.trig
    """
    data = open_graph(ctx).export(fmt, output, follow_symlinks=follow_symlinks)
    if data is not None:
        sys.stdout.buffer.write(data)


@cli.command()
@click.option("--keep", type=click.Path(file_okay=False, path_type=Path), help="Keep the demo store in this folder.")
@handle_errors
def demo(keep: Path | None) -> None:
    """Ingest the bundled examples into a temporary store, then show `why` for one
    paper and the store's statistics.

    Example: kgraph demo
    """
    import tempfile

    from kgraph.api import KGraph
    from kgraph.textviews import lineage_text

    examples = find_examples()
    with tempfile.TemporaryDirectory(prefix="kgraph-demo-") as tmp:
        location = keep or Path(tmp) / "store"
        graph = KGraph(location)
        report = graph.ingest([examples])
        click.echo(f"$ kgraph ingest {examples}")
        click.echo(f"{len(report.ingested)} documents ingested into {location}\n")
        click.echo("$ kgraph why 2606.01927")
        click.echo(lineage_text(graph.why("2606.01927")))
        click.echo("$ kgraph stats")
        for key, value in graph.stats().items():
            click.echo(f"{key:<16} {value}")
        graph.close()


def find_examples() -> Path:
    """The bundled examples: installed with the package, or beside it in a checkout."""
    here = Path(__file__).resolve().parent.parent  # the kgraph package
    for candidate in (here / "examples", here.parent / "examples"):
        if (candidate / "inbox").is_dir():
            return candidate
    raise KGraphError("the bundled examples are missing from this installation")
