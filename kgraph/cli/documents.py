"""Commands that bring documents in and out: `ingest`, `stats`, `export`, `demo`, `examples`."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from kgraph.cli.base import (
    EXIT_FOUND_PROBLEMS,
    cli,
    format_option,
    handle_errors,
    open_graph,
    plural,
    report_written,
)
from kgraph.errors import KGraphError


@cli.command(short_help="Read files and folders into the store.")
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
    if any(p.name == "examples" and not p.exists() for p in paths):
        click.echo("hint: `kgraph examples` writes the bundled examples into ./examples", err=True)
    if not quiet:
        click.echo(ingest_summary(report, ctx.obj["store"]))
    if report.failed:
        sys.exit(EXIT_FOUND_PROBLEMS)


def ingest_summary(report: Any, store: Path | str, shown: str | None = None) -> str:
    """The one line `ingest` and `demo` print after an ingest (`shown`: the store as named)."""
    parts = [f"{len(report.ingested)} ingested", f"{len(report.unchanged)} unchanged"]
    if report.imported:
        parts.append(plural(len(report.imported), "RDF file") + " imported")
    if report.failed:
        parts.append(f"{len(report.failed)} failed")
    created = str(store).startswith("sparql+") or (Path(store) / "oxigraph").exists()
    shown = shown or str(store)
    return ", ".join(parts) + (f" (store: {shown})" if created else f" (no store created at {shown})")


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


@cli.command(short_help="Counts of documents, works, claims and triples.")
@format_option("text", "json")
@click.pass_context
@handle_errors
def stats(ctx: click.Context, fmt: str) -> None:
    """Counts of documents (per kind), works, claims, register entries and triples.

    Example: kgraph stats --format json
    """
    from kgraph import render
    from kgraph.textviews import stats_text

    data = open_graph(ctx).stats()
    if fmt == "json":
        click.echo(render.to_json(data))
        return
    click.echo(stats_text(data), nl=False)


@cli.command(short_help="Write the whole graph as RDF.")
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
    elif output is not None:
        report_written(output, f"{output.stat().st_size:,} bytes of {fmt}")


@cli.command(short_help="Try kgraph on the bundled examples (store kept).")
@click.argument("directory", default="kgraph-demo", type=click.Path(file_okay=False, path_type=Path))
@click.option("--temporary", is_flag=True, help="Use a temporary folder and delete it afterwards.")
@handle_errors
def demo(directory: Path, temporary: bool) -> None:
    """Write the bundled examples into DIRECTORY/examples (default kgraph-demo), ingest them
    into the store DIRECTORY/.kgraph, show `why` for one paper and the store's statistics,
    and print the commands to try next. The folder is kept (unless --temporary); running
    the demo again reuses it.

    Example: kgraph demo && cd kgraph-demo && kgraph new
    """
    import shutil
    import tempfile

    from kgraph.api import KGraph
    from kgraph.textviews import lineage_text, stats_text

    tmp = Path(tempfile.mkdtemp(prefix="kgraph-demo-")) if temporary else None
    folder = tmp / "kgraph-demo" if tmp else directory
    try:
        # what it does, as the commands that would do it in that folder
        written = write_examples(folder / "examples")
        click.echo(f"$ cd {folder}")
        click.echo("$ kgraph examples")
        report_written("examples", examples_detail(written))
        graph = KGraph(folder / ".kgraph")
        report = graph.ingest([folder / "examples"])
        click.echo("$ kgraph ingest examples/")
        click.echo(ingest_summary(report, folder / ".kgraph", ".kgraph") + "\n")
        click.echo("$ kgraph why 2606.01927")
        click.echo(lineage_text(graph.why("2606.01927")))
        click.echo("$ kgraph stats")
        click.echo(stats_text(graph.stats()))
        graph.close()
        if tmp:
            click.echo("(--temporary: the demo folder is deleted now)")
            return
        click.echo(f"The folder {folder}/ keeps the examples and their store. Try next:")
        click.echo(f"  cd {folder}")
        for command, what in DEMO_NEXT:
            click.echo(f"  {command:<30}# {what}")
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)


DEMO_NEXT = [
    ("kgraph new", "the latest brief's NET-new check"),
    ("kgraph contradictions --open", "where the briefs disagree, still open"),
    ("kgraph map 2606.01927", "an HTML map of one paper's lineage, in time"),
]


@cli.command(short_help="Write the bundled examples into a folder.")
@click.argument("directory", default="examples", type=click.Path(file_okay=False, path_type=Path))
@click.option("--force", is_flag=True, help="Overwrite files that differ from the bundled ones.")
@handle_errors
def examples(directory: Path, force: bool) -> None:
    """Write the bundled example briefs, living document, paper card and inbox notes into
    DIRECTORY (default: examples), as `inbox/`, `organized/` and `paper_cards/`, the way the
    pipeline lays them out. Files already there with the same content are left alone; a file
    that differs is an error unless --force.

    Example: kgraph examples && kgraph ingest examples/
    """
    written = write_examples(directory, force=force)
    report_written(directory, examples_detail(written))


def examples_detail(written: dict[str, int]) -> str:
    detail = plural(written["written"], "file")
    if written["unchanged"]:
        detail += f" ({written['unchanged']} already there)"
    return detail


def write_examples(directory: Path, force: bool = False) -> dict[str, int]:
    """Copy the bundled examples into `directory`; refuse (before writing anything) to
    overwrite a file that differs unless `force`."""
    from kgraph.rdfio import write_atomic

    source = find_examples()
    files = sorted(p for p in source.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    plan: list[tuple[Path, bytes]] = []
    unchanged = 0
    for file in files:
        target = directory / file.relative_to(source)
        data = file.read_bytes()
        if target.is_dir():
            raise KGraphError(f"{target}: is a folder, where the example file should go")
        if target.exists():
            if target.read_bytes() == data:
                unchanged += 1
                continue
            if not force:
                raise KGraphError(
                    f"{target}: exists and differs from the bundled example (use --force, or another folder)"
                )
        plan.append((target, data))
    for target, data in plan:
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise KGraphError(f"{target.parent}: cannot create ({exc.strerror or exc})") from None
        write_atomic(target, data)
    return {"written": len(plan), "unchanged": unchanged}


def find_examples() -> Path:
    """The bundled examples: installed with the package, or beside it in a checkout."""
    here = Path(__file__).resolve().parent.parent  # the kgraph package
    for candidate in (here / "examples", here.parent / "examples"):
        if (candidate / "inbox").is_dir():
            return candidate
    raise KGraphError("the bundled examples are missing from this installation")
