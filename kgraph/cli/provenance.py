"""Commands that follow provenance downstream and between nodes: `impact`, `retract`,
`retractions`, `path`, `rank`."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import click

from kgraph.cli.base import (
    OUTPUT_SYMLINKS,
    cli,
    fit_text,
    follow_symlinks_option,
    format_option,
    handle_errors,
    open_graph,
    parse_date,
    report_written,
)


def _emit(text: str, output: Path | None, follow_symlinks: bool = False, what: str = "") -> None:
    """Print `text`, or write it to `output` atomically and say so, as every writer does."""
    if output is None:
        click.echo(text, nl=not text.endswith("\n"))
    else:
        from kgraph.files import write_atomic

        write_atomic(output, text.encode("utf-8"), follow_symlinks=follow_symlinks)
        report_written(output, what or f"{len(text.encode('utf-8')):,} bytes")


@cli.command(short_help="Everything downstream of a source or item.")
@click.argument("target")
@click.option("--depth", type=click.IntRange(0, 100), help="Follow at most this many copy steps (default: all).")
@click.option("--as-of", callback=parse_date, help="Use only documents (and retractions) dated on or before this date.")
@format_option("text", "json", "csv", "tsv", "md", "html")
@click.option(
    "-o", "--output", type=click.Path(dir_okay=False, path_type=Path), help="Write to this file (atomically)."
)
@follow_symlinks_option(OUTPUT_SYMLINKS)
@click.pass_context
@handle_errors
def impact(
    ctx: click.Context,
    target: str,
    depth: int | None,
    as_of: dt.date | None,
    fmt: str,
    output: Path | None,
    follow_symlinks: bool,
) -> None:
    """Everything downstream of a source, in layers: the claims quoted from it (and copied
    on), the documents that carry them, the status assertions, anchorings and register
    entries made on its strength, and the instances that relied on it; for each claim,
    whether another independent origin is left without it.

    TARGET is a source or document path (inbox/…md, paper_cards/…md), a URL, an arXiv id
    or a name, or a claim id.

    Example: kgraph impact inbox/jay/2026-08-31-engineering-e1prep.md --format md
    """
    from kgraph import text as render
    from kgraph.render.impact import IMPACT_COLUMNS, impact_html, impact_rows, impact_text

    data = open_graph(ctx).impact(target, depth=depth, as_of=as_of)
    if fmt == "json":
        text = render.to_json(data)
    elif fmt == "html":
        text = impact_html(data)
    elif fmt == "text":
        text = fit_text(impact_text(data)) if output is None else impact_text(data)
    else:
        text = render.table(impact_rows(data), IMPACT_COLUMNS, fmt)
    _emit(text, output, follow_symlinks, f"impact of {data['target']['kind']} {data['target']['text']} ({fmt})")


@cli.command(short_help="Record that a source or claim is wrong.")
@click.argument("target", required=False)
@click.option("--reason", help="Why it is wrong (required to retract; optional with --undo).")
@click.option("--by", "by", help="Who retracts it (default: the user running kgraph).")
@click.option("--date", "day", callback=parse_date, help="Date of the retraction or undo (default: today).")
@click.option("--undo", "undo", metavar="ID", help="Undo the retraction with this id (R-…) instead.")
@click.option("--wait", type=click.FloatRange(0), default=0.0, help="Seconds to wait for the store's write lock.")
@format_option("text", "json")
@click.pass_context
@handle_errors
def retract(
    ctx: click.Context,
    target: str | None,
    reason: str | None,
    by: str | None,
    day: dt.date | None,
    undo: str | None,
    wait: float,
    fmt: str,
) -> None:
    """Record that a source, document, claim, URL or work is wrong: a dated, attributed
    record of its own (a named graph with PROV terms); nothing is deleted. Claims that
    stood on it alone become `unsupported-claim` (high), those that lost one of several
    independent origins `weakened-claim` (medium). --undo ID takes a retraction back
    (recorded too); --as-of an earlier date still shows the old state.

    Example: kgraph retract inbox/jay/2026-08-31-engineering-e1prep.md --reason "misread table 3" --by alice
    """
    from kgraph import text as render

    graph = open_graph(ctx)
    if undo:
        if target:
            raise click.UsageError("give a TARGET or --undo ID, not both")
        record = graph.undo_retraction(undo, by=by, date=day, reason=reason, wait=wait)
        message = f"undid {record['id']} ({record['target']}) on {record['undone_on']} by {record['undone_by']}"
    else:
        if not target:
            raise click.UsageError("give a TARGET to retract (or --undo ID)")
        if not reason:
            raise click.UsageError("--reason is required: say why it is wrong")
        record = graph.retract(target, reason, by=by, date=day, wait=wait)
        message = (
            f"retracted {record['target_kind']} {record['target']} as {record['id']} "
            f"on {record['date']} by {record['by']}"
        )
    if fmt == "json":
        click.echo(render.to_json(record))
    else:
        click.echo(render.terminal_safe(message))


@cli.command(short_help="Every retraction, active or undone.")
@click.option("--as-of", callback=parse_date, help="The retractions made by this date, with their status then.")
@format_option("text", "json", "csv", "tsv", "md")
@click.pass_context
@handle_errors
def retractions(ctx: click.Context, as_of: dt.date | None, fmt: str) -> None:
    """Every retraction: id, what it retracts, why, by whom, when, whether it was undone,
    and how many claims it retracts, leaves unsupported or weakens.

    Example: kgraph retractions --format md
    """
    from kgraph import text as render

    data = open_graph(ctx).retractions(as_of)
    if fmt == "json":
        click.echo(render.to_json(data))
        return
    columns = [
        "id",
        "status",
        "date",
        "by",
        "target_kind",
        "target",
        "reason",
        "undone_on",
        "undone_by",
        "retracted_claims",
        "unsupported_claims",
        "weakened_claims",
    ]
    if fmt == "text" and not data:
        click.echo("no retractions")
        return
    table = render.table(data, columns, fmt)
    click.echo(fit_text(table) if fmt == "text" else table, nl=False)


@cli.command(short_help="The shortest provenance path between two nodes.")
@click.argument("a")
@click.argument("b")
@click.option("--as-of", callback=parse_date, help="Use only documents dated on or before this date.")
@format_option("text", "json")
@click.pass_context
@handle_errors
def path(ctx: click.Context, a: str, b: str, as_of: dt.date | None, fmt: str) -> None:
    """The shortest provenance path between two nodes (items, claim ids, documents or
    sources, URLs): why they are connected (the same source, the same brief, a claim copied
    between them), hop by hop with file:line.

    Example: kgraph path inbox/jay/2026-08-31-engineering-e1prep.md 2609.01877
    """
    from kgraph import text as render

    data = open_graph(ctx).path(a, b, as_of)
    if fmt == "json":
        click.echo(render.to_json(data))
        return
    from kgraph.query.graphviews import path_text

    click.echo(fit_text(path_text(data)), nl=False)


@cli.command(short_help="Single points of failure and depended-on works.")
@click.argument("what", type=click.Choice(["sources", "works"]))
@click.option("--limit", type=click.IntRange(1, 10_000), default=20, show_default=True, help="Rows to show.")
@click.option("--as-of", callback=parse_date, help="Use only documents and retractions dated on or before this date.")
@format_option("text", "json", "csv", "tsv", "md")
@click.pass_context
@handle_errors
def rank(ctx: click.Context, what: str, limit: int, as_of: dt.date | None, fmt: str) -> None:
    """Single points of failure (`sources`: the sources that are the only independent
    origin of the most claims) or the most depended-on works (`works`), with the measure
    named in the output.

    Example: kgraph rank sources --limit 10
    """
    from kgraph import text as render

    data = open_graph(ctx).rank(what, limit=limit, as_of=as_of)
    if fmt == "json":
        click.echo(render.to_json(data))
        return
    if fmt == "text":
        click.echo(f"{what} ranked by {data['measure']}: {data['description']}\n")
    click.echo(render.table(data["rows"], data["columns"], fmt), nl=False)
