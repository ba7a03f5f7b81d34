"""Commands that bring documents in and out: `ingest`, `remove`, `inspect`, `stats`, `export`, `demo`,
`examples`."""

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
    fit_text,
    follow_symlinks_option,
    format_option,
    handle_errors,
    open_graph,
    plural,
    report_written,
    wrap_text,
)
from kgraph.errors import KGraphError

LEXICON_HELP = "Extra lexicon phrases (TOML); default: lexicon.toml beside the store, if there is one."


@cli.command(short_help="Read files and folders into the store.")
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--strict", is_flag=True, help="Treat extraction warnings as errors.")
@click.option("--force", is_flag=True, help="Re-ingest files even when unchanged.")
@click.option("--wait", type=float, default=0.0, show_default=True, help="Seconds to wait for another writer.")
@click.option("-q", "--quiet", is_flag=True, help="Print only errors.")
@click.option("--lexicon", type=click.Path(dir_okay=False, path_type=Path), help=LEXICON_HELP)
@follow_symlinks_option("Inside folders, also read symbolic links that lead out of the folder (skipped by default).")
@click.option(
    "--replace",
    is_flag=True,
    help="Let a file replace a document of the same logical path that came from another file.",
)
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
    replace: bool,
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
            replace=replace,
        )
    finally:
        finish()
    from kgraph.files import printable  # a file name with a newline must not start a fake line

    if not quiet:
        for file, warning in report.warnings:
            click.echo(printable(f"warning: {file}: {warning}"), err=True)
    for _, error in report.failed:
        click.echo(printable(f"error: {error}"), err=True)
    if any(p.name == "examples" and not p.exists() for p in paths):
        click.echo("hint: `kgraph examples` writes the bundled examples into ./examples", err=True)
    if not quiet:
        for line in ingest_summary(report, ctx.obj["store"]):
            click.echo(wrap_text(printable(line)))
    if report.failed:
        sys.exit(EXIT_FOUND_PROBLEMS)


def ingest_summary(report: Any, store: Path | str, shown: str | None = None) -> list[str]:
    """What `ingest` and `demo` print after an ingest (`shown`: the store as named): the
    counts, and the documents with lines nothing read."""
    parts = [f"{len(report.ingested)} ingested"]
    if report.reread:
        parts.append(f"{len(report.reread)} read again (the extractor or lexicon changed)")
    parts.append(f"{len(report.unchanged)} unchanged")
    if report.imported:
        parts.append(plural(len(report.imported), "RDF file") + " imported")
    if report.failed:
        parts.append(f"{len(report.failed)} failed")
    created = str(store).startswith("sparql+") or (Path(store) / "oxigraph").exists()
    shown = shown or str(store)
    lines = [", ".join(parts) + (f" (store: {shown})" if created else f" (no store created at {shown})")]
    if report.unattached:
        listed = ", ".join(f"{file} ({n})" for file, n in report.unattached[:5])
        more = f" and {len(report.unattached) - 5} more" if len(report.unattached) > 5 else ""
        n = len(report.unattached)
        lines.append(
            f"{plural(n, 'document')} {'has' if n == 1 else 'have'} lines with an id, date, figure, path or status word "
            f"that nothing read: {listed}{more}; `kgraph inspect FILE` shows them"
        )
    return lines


def _graph(ctx: click.Context, lexicon: Path | None):  # noqa: ANN202 - kgraph.api.KGraph, imported lazily
    from kgraph.api import KGraph

    return KGraph(ctx.obj["store"], lexicon=lexicon)


@cli.command(short_help="Take documents out of the store.")
@click.argument("documents", nargs=-1, required=True)
@click.option(
    "--wait", type=click.FloatRange(0), default=0.0, show_default=True, help="Seconds to wait for another writer."
)
@click.pass_context
@handle_errors
def remove(ctx: click.Context, documents: tuple[str, ...], wait: float) -> None:
    """Take documents out of the store: each one's statements, its metadata and the register
    entries only it raised. DOCUMENT is a path as `ingest` printed it, a logical path
    (inbox/…md) or an absolute path; the file itself is not touched (`kgraph ingest` it again
    to bring it back). Every DOCUMENT is checked before anything is removed.

    Example: kgraph remove inbox/tom/2026-09-01-inference-e1prep.md
    """
    from kgraph.files import printable

    graph = open_graph(ctx)
    paths = [graph.document_path(d) for d in documents]  # all found, or nothing removed
    for path in dict.fromkeys(paths):
        graph.remove(path, wait=wait)
        click.echo(printable(f"removed {path}"))


@cli.command(short_help="Show what kgraph reads in a file, line by line.")
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
    # lines with text that gave nothing, holding nothing kgraph recognises: said, never hidden
    quiet = sum(1 for line in report["lines"] if line["text"].strip() and not line["taken"] and not line["unattached"])
    if quiet and not every:
        click.echo(f"{quiet} other line{'s' if quiet != 1 else ''} with text gave nothing (--all lists them)")
    click.echo(f"{n} unattached line{'s' if n != 1 else ''}")


def _short(text: str, width: int = 100) -> str:
    from kgraph.text import terminal_safe

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


@cli.command(short_help="Counts of documents, works, claims and triples.")
@format_option("text", "json")
@click.pass_context
@handle_errors
def stats(ctx: click.Context, fmt: str) -> None:
    """Counts of documents (per kind), works, claims, register entries and triples.

    Example: kgraph stats --format json
    """
    from kgraph import text as render
    from kgraph.render.text import stats_text

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
@follow_symlinks_option(OUTPUT_SYMLINKS)
@click.pass_context
@handle_errors
def export(ctx: click.Context, fmt: str, output: Path | None, follow_symlinks: bool) -> None:
    """Write the whole graph as RDF. trig (the default), nquads and jsonld keep the named
    graphs, so `kgraph ingest FILE` restores a store from them; turtle merges the graphs (for
    tools that read plain triples) and cannot be ingested back.

    Example: kgraph export --format trig -o graph.trig
    """
    from kgraph.graph.rdfio import RESTORING

    if fmt not in RESTORING:
        click.echo(
            f"note: {fmt} merges the named graphs: `kgraph ingest` cannot restore a store from it "
            f"(use {', '.join(RESTORING)})",
            err=True,
        )
    data = open_graph(ctx).export(fmt, output, follow_symlinks=follow_symlinks)
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
    from kgraph.render.text import lineage_text, stats_text

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
        inside = str(folder).rstrip("/") + "/"  # paths as seen from the demo folder
        summary = ingest_summary(report, folder / ".kgraph", ".kgraph")
        click.echo("\n".join(wrap_text(x.replace(inside, "")) for x in summary) + "\n")
        click.echo("$ kgraph why 2606.01927")
        click.echo(fit_text(lineage_text(graph.why("2606.01927"))))
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
    from kgraph.files import write_atomic

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
