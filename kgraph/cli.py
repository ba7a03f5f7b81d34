"""The `kgraph` command: parses arguments, calls the library (`kgraph.api`), prints.

Imports stay inside the commands so that `kgraph --help` and `kgraph why` start fast.
"""

from __future__ import annotations

import datetime as dt
import functools
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from kgraph import __version__
from kgraph.errors import KGraphError, NotFound

EXIT_FOUND_PROBLEMS = 1
EXIT_ERROR = 2


class KGraphCommandError(click.ClickException):
    def __init__(self, message: str, code: int = EXIT_ERROR):
        super().__init__(message)
        self.exit_code = code


def handle_errors(func: Callable[..., Any]) -> Callable[..., Any]:
    """Library errors become one line on stderr and an exit code, never a traceback."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except NotFound as exc:
            message = str(exc)
            if exc.suggestions:
                message += " (did you mean: " + ", ".join(exc.suggestions) + "?)"
            raise KGraphCommandError(message, EXIT_FOUND_PROBLEMS) from None
        except KGraphError as exc:
            raise KGraphCommandError(str(exc)) from None

    return wrapper


def parse_date(ctx: click.Context, param: click.Parameter, value: str | None) -> dt.date | None:
    if value is None:
        return None
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise click.BadParameter(f"{value!r} is not a date (YYYY-MM-DD)") from None


def format_option(*choices: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """The one set of output formats every listing command shares."""
    return click.option(
        "--format",
        "fmt",
        type=click.Choice(choices or ("text", "json", "csv", "tsv", "md")),
        default="text",
        show_default=True,
        help="Output format.",
    )


def open_graph(ctx: click.Context):  # noqa: ANN201 - kgraph.api.KGraph, imported lazily
    from kgraph.api import KGraph

    return KGraph(ctx.obj["store"])


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="kgraph")
@click.option(
    "--store",
    envvar="KGRAPH_STORE",
    default=".kgraph",
    show_default=True,
    type=click.Path(file_okay=False, path_type=Path),
    help="Store folder (or set KGRAPH_STORE).",
)
@click.pass_context
def cli(ctx: click.Context, store: Path) -> None:
    """kgraph: a provenance graph of research briefs.

    Ingest briefs, living documents, paper cards and inbox notes; ask where an item
    came from, what is really new and what disagrees.

    Example: kgraph ingest examples/ && kgraph why 2606.01927
    """
    ctx.ensure_object(dict)
    ctx.obj["store"] = store


@cli.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--strict", is_flag=True, help="Treat extraction warnings as errors.")
@click.option("--force", is_flag=True, help="Re-ingest files even when unchanged.")
@click.option("--wait", type=float, default=0.0, show_default=True, help="Seconds to wait for another writer.")
@click.option("-q", "--quiet", is_flag=True, help="Print only errors.")
@click.pass_context
@handle_errors
def ingest(ctx: click.Context, paths: tuple[Path, ...], strict: bool, force: bool, wait: float, quiet: bool) -> None:
    """Read documents (files or folders) into the store.

    Unchanged files are skipped; a changed file replaces its own named graph.
    A file that cannot be read is reported and the others are ingested.
    Exit code 1 when any file failed.

    Example: kgraph ingest examples/
    """
    progress, finish = _progress_bar(quiet)
    try:
        report = open_graph(ctx).ingest(list(paths), strict=strict, force=force, wait=wait, progress=progress)
    finally:
        finish()
    if not quiet:
        for file, warning in report.warnings:
            click.echo(f"warning: {file}: {warning}", err=True)
    for _, error in report.failed:
        click.echo(f"error: {error}", err=True)
    if not quiet:
        parts = [f"{len(report.ingested)} ingested", f"{len(report.unchanged)} unchanged"]
        if report.imported:
            parts.append(f"{len(report.imported)} RDF files imported")
        if report.failed:
            parts.append(f"{len(report.failed)} failed")
        click.echo(", ".join(parts) + f" (store: {ctx.obj['store']})")
    if report.failed:
        sys.exit(EXIT_FOUND_PROBLEMS)


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
@click.argument("item")
@click.option("--as-of", callback=parse_date, help="Use only documents dated on or before this date.")
@format_option("text", "json", "csv", "tsv", "md")
@click.pass_context
@handle_errors
def why(ctx: click.Context, item: str, as_of: dt.date | None, fmt: str) -> None:
    """Lineage of an item: where it was first seen, every later mention, anchoring,
    claims with file:line, register entries and adjacent items.

    ITEM is an arXiv id (2505.11329, arXiv:2505.11329v2), a paper-card name
    (1179-2609-00768), a work's name or alias (FA-4), or a claim id.

    Example: kgraph why 2606.01927 --format json
    """
    from kgraph import render
    from kgraph.textviews import lineage_text

    data = open_graph(ctx).why(item, as_of)
    if fmt == "json":
        click.echo(render.to_json(data))
    elif fmt == "text":
        click.echo(lineage_text(data))
    else:
        columns = ["date", "document", "line", "instance", "status", "status_date", "section", "role", "name"]
        rows = data.get("mentions") or [data]
        click.echo(render.table(rows, columns, fmt), nl=False)


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
@click.pass_context
@handle_errors
def export(ctx: click.Context, fmt: str, output: Path | None) -> None:
    """Write the whole graph as RDF. trig, nquads and jsonld keep the named graphs;
    turtle merges them. `kgraph ingest FILE` reads an export back.

    Example: kgraph export --format trig -o graph.trig
    """
    data = open_graph(ctx).export(fmt, output)
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
    here = Path(__file__).resolve().parent
    for candidate in (here / "examples", here.parent / "examples"):
        if (candidate / "inbox").is_dir():
            return candidate
    raise KGraphError("the bundled examples are missing from this installation")


def main() -> None:
    cli(prog_name="kgraph")


if __name__ == "__main__":
    main()
