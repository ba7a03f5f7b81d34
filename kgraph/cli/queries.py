"""Commands that ask the graph: `why`, `new`, `contradictions`, `audit`, `lint`, `diff`,
`claims`, `instances`, `map`."""

from __future__ import annotations

import datetime as dt
import re
import sys
from pathlib import Path
from typing import Any

import click

from kgraph.cli.base import (
    EXIT_FOUND_PROBLEMS,
    OUTPUT_SYMLINKS,
    cli,
    fit_line,
    fit_text,
    follow_symlinks_option,
    format_option,
    handle_errors,
    open_graph,
    parse_date,
    plural,
    report_written,
)


@cli.command(short_help="Lineage of an item or a claim.")
@click.argument("item")
@click.option("--as-of", callback=parse_date, help="Use only documents dated on or before this date.")
@format_option("text", "json", "csv", "tsv", "md")
@click.option("--all", "show_all", is_flag=True, help="Text: every mention (default: the first and latest 5).")
@click.pass_context
@handle_errors
def why(ctx: click.Context, item: str, as_of: dt.date | None, fmt: str, show_all: bool) -> None:
    """Lineage of an item: where it was first seen, every later mention, anchoring,
    claims with file:line, register entries and adjacent items.

    ITEM is an arXiv id (2505.11329, arXiv:2505.11329v2), a paper-card name
    (1179-2609-00768), a work's name or alias (FA-4), or a claim id.

    Example: kgraph why 2606.01927 --format json
    """
    from kgraph import text as render
    from kgraph.render.text import lineage_text

    data = open_graph(ctx).why(item, as_of, None if show_all or fmt != "text" else 5)
    if fmt == "json":
        click.echo(render.to_json(data))
    elif fmt == "text":
        click.echo(fit_text(lineage_text(data)))
    else:
        columns = ["date", "document", "line", "instance", "status", "status_date", "section", "role", "name"]
        rows = data.get("mentions") or [data]
        click.echo(render.table(rows, columns, fmt), nl=False)


@cli.command(short_help="NET-new check of a brief (default: the latest).")
@click.argument("document", required=False)
@click.option("--date", "day", callback=parse_date, help="The brief of this date (YYYY-MM-DD).")
@format_option("text", "json", "csv", "tsv", "md", "html")
@click.option(
    "-o", "--output", type=click.Path(dir_okay=False, path_type=Path), help="Write to this file (atomically)."
)
@follow_symlinks_option(OUTPUT_SYMLINKS)
@click.pass_context
@handle_errors
def new(
    ctx: click.Context,
    document: str | None,
    day: dt.date | None,
    fmt: str,
    output: Path | None,
    follow_symlinks: bool,
) -> None:
    """NET-new check of a brief (default: the latest) against every earlier document.

    Each item the brief calls new gets a verdict: confirmed-new, seen-before,
    anchored-before or duplicate; items it does not call new that no earlier document
    mentions are unflagged-new. Declared counts are checked against what it lists.

    Example: kgraph new inbox/tom/2026-09-02-inference-e1prep.md --format md
    """
    from kgraph import text as render

    data = open_graph(ctx).new(document, day)
    for_people = fmt in ("text", "md")
    rows = [
        {
            "verdict": i["verdict"] + (f" (+{i['also']})" if i.get("also") else ""),
            # a work without an id is known by its name: in a table for people, say it once
            "item": "-" if for_people and _is_name_key(i["item"], i["name"]) else i["item"],
            "name": i["name"],
            "line": i["line"],
            "evidence": _evidence_text(i["evidence"]),
        }
        for i in data["items"]
    ]
    columns = ["verdict", "item", "name", "line", "evidence"]
    if fmt == "json":
        text = render.to_json(data)
    elif fmt == "html":
        from kgraph.render.html import render_new_html

        text = render_new_html(data)
    elif fmt == "text":
        text = (
            render.terminal_safe(
                render.one_line_strings(f"{data['document']} ({data['date'] or 'undated'}, {data['instance'] or '-'})")
            )
            + "\n\n"
            + render.table(rows, columns, fmt)
        )
        if data["counts"]:
            text += "\nDeclared counts\n" + render.table(
                [{**c, "ok": "ok" if c["ok"] else "MISMATCH"} for c in data["counts"]],
                ["what", "declared", "listed", "line", "ok"],
                fmt,
            )
    else:
        text = render.table(rows, columns, fmt)
    _emit(text, output, f"{plural(len(rows), 'item')} of {data['document']} ({fmt})", follow_symlinks)


def _is_name_key(item: str, name: str | None) -> bool:
    """Whether `item` is only the normalised form of `name` (a work without an arXiv id)."""
    from kgraph.patterns import normalise_name

    return bool(name) and (item.lower() == name.lower() or normalise_name(name) == item)


def _evidence_text(ev: dict[str, Any] | None) -> str:
    if not ev:
        return ""
    sec = f" §{ev['section']}" if ev.get("section") else ""
    return f"{ev['document']}:{ev['line']} ({ev.get('date') or 'undated'}){sec}"


def _emit(text: str, output: Path | None, what: str, follow_symlinks: bool = False) -> None:
    """Print `text` (each line fitted to the terminal's width, unless it is HTML, JSON or a table
    for a program), or write it to `output` atomically and say so (`what` it holds)."""
    if output is None:
        if what.endswith("(text)"):
            text = fit_text(text)
        click.echo(text, nl=not text.endswith("\n"))
    else:
        from kgraph.files import write_atomic

        write_atomic(output, text.encode("utf-8"), follow_symlinks=follow_symlinks)
        report_written(output, what)


REGISTER_COLUMNS = [
    "id",
    "kind",
    "severity",
    "status",
    "items",
    "first_seen",
    "last_seen",
    "days_open",
    "sightings",
    "summary",
    "evidence",
]


def _register_rows(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{**e, "evidence": [f"{ev['document']}:{ev['line']}" for ev in e["evidence"]]} for e in entries]


def _register_text(entries: list[dict[str, Any]]) -> str:
    from kgraph import text as render

    entries = render.one_line_strings(entries)
    if not entries:
        return "no entries\n"
    out = []
    for severity in ("high", "medium", "low"):
        mine = [e for e in entries if e["severity"] == severity]
        if not mine:
            continue
        out.append(f"{severity.upper()} ({len(mine)})")
        for e in mine:
            age = f" {e['days_open']} d" if e["status"] == "open" and e["days_open"] is not None else ""
            seen = f"{e['first_seen']}..{e['last_seen']}" if e["first_seen"] != e["last_seen"] else f"{e['first_seen']}"
            out.append(f"  {e['id']}  {e['kind']:<22} {e['status']}{age}  seen {seen} x{e['sightings']}")
            out.append(f"      {e['summary']}")
            for ev in e["evidence"][:6]:
                quote = f"  “{render.clip_words(ev['quote'], 80)}”" if ev.get("quote") else ""
                out.append(f"      - {ev['document']}:{ev['line']} ({ev.get('date') or 'undated'}){quote}")
        out.append("")
    return render.terminal_safe("\n".join(out))


@cli.command(short_help="The contradiction register.")
@click.option("--open", "open_only", is_flag=True, help="Only entries still open.")
@click.option("--kind", help="Only this kind (to-verify, new-but-anchored, anchoring-conflict, ...).")
@click.option("--item", help="Only entries about this item (id, name or alias).")
@click.option("--since", callback=parse_date, help="Only entries seen on or after this date.")
@click.option("--as-of", callback=parse_date, help="The register as it stood on this date.")
@click.option(
    "--severity",
    type=click.Choice(["high", "medium", "low"]),
    help="Only entries at least this severe (high; high and medium; all).",
)
@click.option("--limit", type=click.IntRange(min=1), help="Only the first N entries (most severe first).")
@click.option(
    "--recompute", is_flag=True, help="Run every detector over every document instead of reading the stored findings."
)
@click.option("--no-pager", is_flag=True, help="Print at once, even on a terminal (text is paged there by default).")
@format_option("text", "json", "csv", "tsv", "md", "html")
@click.option(
    "-o", "--output", type=click.Path(dir_okay=False, path_type=Path), help="Write to this file (atomically)."
)
@follow_symlinks_option(OUTPUT_SYMLINKS)
@click.pass_context
@handle_errors
def contradictions(
    ctx: click.Context,
    open_only: bool,
    kind: str | None,
    item: str | None,
    since: dt.date | None,
    as_of: dt.date | None,
    severity: str | None,
    limit: int | None,
    recompute: bool,
    no_pager: bool,
    fmt: str,
    output: Path | None,
    follow_symlinks: bool,
) -> None:
    """The contradiction register: every to-verify entry documents raised (one entry per
    concern, with its sightings and status) and every conflict kgraph detects itself, most
    severe first. On a terminal the text goes through a pager ($PAGER, else less).

    Example: kgraph contradictions --open --severity high --limit 10
    """
    from kgraph import text as render

    entries = open_graph(ctx).contradictions(
        as_of=as_of,
        open_only=open_only,
        kind=kind,
        item=item,
        since=since,
        recompute=recompute,
        severity=severity,
        limit=limit,
    )
    if fmt == "json":
        text = render.to_json(entries)
    elif fmt == "html":
        from kgraph.render.html import render_contradictions_html

        text = render_contradictions_html(entries, as_of=as_of)
    elif fmt == "text":
        text = _register_text(entries)
    else:
        text = render.table(_register_rows(entries), REGISTER_COLUMNS, fmt)
    if output is None and fmt == "text":
        text = fit_text(text)
        if not no_pager and _on_terminal():
            click.echo_via_pager(text)
            return
    _emit(text, output, f"{plural(len(entries), 'register entry', 'register entries')} ({fmt})", follow_symlinks)


def _on_terminal() -> bool:
    return sys.stdin.isatty() and sys.stdout.isatty()


@cli.command(short_help="Every detector, summarised; exit 1 on findings.")
@click.option(
    "--fail-on",
    type=click.Choice(["high", "medium", "low"]),
    default="high",
    show_default=True,
    help="Exit 1 when an open entry is at least this severe.",
)
@click.option("--as-of", callback=parse_date, help="Audit the state of knowledge on this date.")
@click.option("--recompute", is_flag=True, help="Run every detector instead of reading the stored findings.")
@format_option("text", "json", "csv", "tsv", "md")
@click.pass_context
@handle_errors
def audit(ctx: click.Context, fail_on: str, as_of: dt.date | None, recompute: bool, fmt: str) -> None:
    """Run every detector and print a summary. Exit 0 when nothing open reaches the
    threshold, 1 when something does, 2 on error: a pipeline can gate on it.

    Example: kgraph audit --fail-on medium
    """
    from kgraph import text as render

    data = open_graph(ctx).audit(fail_on, as_of, recompute=recompute)
    if fmt == "json":
        click.echo(render.to_json(data))
    else:
        click.echo(render.table(data["summary"], ["kind", "high", "medium", "low", "resolved"], fmt), nl=False)
        if fmt == "text":
            verdict = "FAIL" if data["failed"] else "OK"
            click.echo(
                f"\n{verdict}: {plural(data['failing'], 'open entry', 'open entries')} at or above {fail_on} "
                f"({data['open']} open in all)"
            )
    if data["failed"]:
        sys.exit(EXIT_FOUND_PROBLEMS)


@cli.command(short_help="Check one brief before it is published.")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "--fail-on",
    type=click.Choice(["high", "medium", "low"]),
    default="medium",
    show_default=True,
    help="Exit 1 when a finding is at least this severe.",
)
@format_option("text", "json")
@click.pass_context
@handle_errors
def lint(ctx: click.Context, file: Path, fail_on: str, fmt: str) -> None:
    """Check one brief against the store before it is published, without ingesting it.
    Exit 1 when a finding is at least as severe as --fail-on.

    Example: kgraph lint inbox/tom/2026-09-06-inference-e1prep.md
    """
    from kgraph import text as render
    from kgraph.files import printable
    from kgraph.query.detectors import SEVERITY_ORDER

    data = open_graph(ctx).lint(file)
    if fmt == "json":
        click.echo(render.to_json(data))
    else:
        for warning in data["warnings"]:
            click.echo(printable(f"warning: {file}: {warning}"))
        click.echo(_register_text(data["entries"]), nl=False)
    if any(SEVERITY_ORDER[e["severity"]] >= SEVERITY_ORDER[fail_on] for e in data["entries"]):
        sys.exit(EXIT_FOUND_PROBLEMS)


@cli.command(short_help="What changed between two dates.")
@click.argument("dates", metavar="DATE1..DATE2")
@format_option("text", "json")
@click.pass_context
@handle_errors
def diff(ctx: click.Context, dates: str, fmt: str) -> None:
    """What changed in the knowledge between two dates: items first seen, items anchored,
    register entries opened and resolved (after DATE1, up to and including DATE2).
    DATE1.. runs up to today, ..DATE2 from the beginning, and one DATE is that day alone.

    Example: kgraph diff 2026-09-01..2026-09-05
    """
    from kgraph import text as render
    from kgraph.files import printable

    first, last = _date_range(dates)
    data = open_graph(ctx).diff(first, last)
    if fmt == "json":
        click.echo(render.to_json(data))
        return
    _say(render.terminal_safe(f"{data['from'] or '(the beginning)'} .. {data['to'] or '(today)'}"))
    _say(render.terminal_safe(f"\nFirst seen ({len(data['first_seen'])})"))
    for x in data["first_seen"]:
        _say(render.terminal_safe(f"  {x['date']}  {_item_text(x)}"))
    _say(render.terminal_safe(f"\nAnchored ({len(data['anchored'])})"))
    for x in data["anchored"]:
        sec = f" §{x['section']}" if x["section"] else ""
        _say(printable(f"  {x['date']}  {_item_text(x)}{sec}  ({x['document']})"))
    _say(render.terminal_safe(f"\nRegister entries opened ({len(data['opened'])})"))
    for x in data["opened"]:
        _say(
            render.terminal_safe(
                f"  {x['first_seen']}  {x['id']} {x['kind']} [{x['severity']}] {render.clip_words(x['summary'], 110)}"
            )
        )
    _say(render.terminal_safe(f"\nRegister entries resolved ({len(data['resolved'])})"))
    for x in data["resolved"]:
        _say(render.terminal_safe(f"  {x['resolved_on']}  {x['id']} {render.clip_words(x['summary'], 110)}"))


def _say(line: str) -> None:
    click.echo(fit_line(line))


def _date_range(text: str) -> tuple[dt.date | None, dt.date | None]:
    """DATE1..DATE2, DATE1.. (to today), ..DATE2 (from the beginning) or DATE (that day alone)."""

    def day(value: str) -> dt.date | None:
        return dt.date.fromisoformat(value) if value else None

    try:
        if ".." not in text:
            one = dt.date.fromisoformat(text)
            return one - dt.timedelta(days=1), one
        first, last = (day(part.strip()) for part in text.split(".."))
    except ValueError:
        raise click.BadParameter(
            f"{text!r} is not DATE1..DATE2, DATE1.., ..DATE2 or DATE (dates as YYYY-MM-DD)"
        ) from None
    if first is None and last is None:
        raise click.BadParameter("give at least one date: DATE1.., ..DATE2 or DATE1..DATE2")
    if first and last and first > last:
        raise click.BadParameter(f"{text!r} is reversed: {first} comes after {last}")
    return first, last


def _item_text(x: dict[str, Any]) -> str:
    """An item as a person reads it: `2606.01927  Albireo` for a paper, its name for a work."""
    name = x.get("name")
    if not name:
        return x["item"]
    if name.lower() == x["item"].lower() or not re.fullmatch(r"\d{4}\.\d{4,5}", x["item"]):
        return _cut_name(name)
    return f"{x['item']}  {_cut_name(name)}"


def _cut_name(name: str, n: int = 60) -> str:
    from kgraph.text import clip_words

    return clip_words(name, n)


@cli.command(short_help="Claims about an item, with their support.")
@click.argument("item")
@format_option("text", "json", "csv", "tsv", "md")
@click.pass_context
@handle_errors
def claims(ctx: click.Context, item: str, fmt: str) -> None:
    """Claims about an item: text, figures, document, date, file:line, status, and how
    many documents state each figure against how many independent sources stand behind it.

    Example: kgraph claims 2608.14376 --format md
    """
    from kgraph import text as render
    from kgraph.files import printable
    from kgraph.render.text import figure_text

    data = open_graph(ctx).claims(item)
    rows = [
        {
            "claim": c["id"],
            "date": c["date"],
            "where": f"{c['document']}:{c['line']}",
            "status": c["status"],
            "figures": ", ".join(figure_text(f) for f in c["figures"]),
            "documents": (c["support"] or {}).get("documents", ""),
            "independent": (c["support"] or {}).get("independent", ""),
            "sources": [f"{q['path']} {q['locator']}".strip() for q in c["quoted_from"]] + c["primary_sources"],
            "text": c["text"],
            "retraction": c.get("retraction"),
        }
        for c in data["claims"]
    ]
    if fmt == "json":
        click.echo(render.to_json(data))
        return
    columns = ["claim", "date", "where", "status", "figures", "documents", "independent", "sources", "text"]
    if fmt == "text":
        _say(f"{data['item']}: {plural(len(rows), 'claim')}\n")
        for r in rows:
            support = (
                f"  [{plural(r['documents'], 'document')}, {r['independent']} independent]"
                if r["documents"] != ""
                else ""
            )
            _say(printable(f"{r['claim']}  {r['where']}  ({r['date']}, {r['status'] or '-'}){support}"))
            _say(render.terminal_safe(f"    {r['text'][:200]}"))
            if r["figures"]:
                _say(f"    figures: {r['figures']}")
            for s in r["sources"]:
                _say(printable(f"    from {s}"))
            if r["retraction"]:
                from kgraph.query.retract import retraction_note

                _say(printable(f"    {retraction_note(r['retraction'])}"))
        return
    click.echo(render.table(rows, columns, fmt), nl=False)


@cli.command(short_help="Each analyst instance's track record.")
@format_option("text", "json", "csv", "tsv", "md")
@click.pass_context
@handle_errors
def instances(ctx: click.Context, fmt: str) -> None:
    """Each analyst instance's track record, as counts and ratios: the documents (and briefs)
    it wrote; the items it was first to mention; how many items its briefs called NET-new and
    how many of those calls held (confirmed-new); the to-verify entries raised about its items
    and how many were resolved; and how many of its figures a later document contradicted
    (divergent-figures or stale-anchor entries).

    Example: kgraph instances --format csv
    """
    from kgraph import text as render

    data = open_graph(ctx).instances()
    if fmt == "json":
        click.echo(render.to_json(data))
        return
    columns = [
        "instance",
        "documents",
        "briefs",
        "items_introduced",
        "new_calls",
        "new_held",
        "new_held_ratio",
        "register_entries",
        "register_resolved",
        "figures_contradicted",
    ]
    table = render.table(data, columns, "text" if fmt == "text" else fmt)
    click.echo(fit_text(table) if fmt == "text" else table, nl=False)


@cli.command(name="map", short_help="An HTML provenance map of an item, or of everything.")
@click.argument("item", required=False)
@click.option("--all", "whole", is_flag=True, help="Map the whole graph instead of one item's neighbourhood.")
@click.option("--depth", type=click.IntRange(0, 10), default=2, show_default=True, help="Steps out from the item.")
@click.option("--as-of", callback=parse_date, help="Draw the state on this date (documents dated on or before it).")
@click.option(
    "--limit", type=click.IntRange(1), default=2000, show_default=True, help="Most nodes to draw (the most connected)."
)
@click.option(
    "--conflicts/--no-conflicts",
    default=True,
    show_default=True,
    help="Also draw the conflicts `kgraph contradictions` detects (slower on big stores).",
)
@click.option(
    "--layout",
    type=click.Choice(["time", "force"]),
    help="time: documents left to right by date (default for an item); force: force-directed (default for --all).",
)
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    help="HTML file to write (default: map-<item>.html or map-all.html; - for stdout).",
)
@follow_symlinks_option(OUTPUT_SYMLINKS)
@click.option(
    "--downstream",
    is_flag=True,
    help="Draw what depends on ITEM (the layers of `kgraph impact`; --depth counts copy steps) instead.",
)
@click.pass_context
@handle_errors
def map_command(
    ctx: click.Context,
    item: str | None,
    whole: bool,
    depth: int,
    as_of: dt.date | None,
    limit: int,
    conflicts: bool,
    layout: str | None,
    output: Path | None,
    follow_symlinks: bool,
    downstream: bool = False,
) -> None:
    """An HTML provenance map (one self-contained page that works offline) of an item's
    lineage neighbourhood, or of the whole graph with --all. An item's map reads in time:
    documents left to right by date under a date axis, the sources they read before them,
    claims and register entries beside their documents (--layout force for the
    force-directed layout). Hover a node for document, date, line and quote; click it to
    highlight its lineage.

    ITEM is what `kgraph why` takes, or a document path.

    Example: kgraph map 2609.00768 --depth 2 -o tokenweave.html
    """
    from kgraph.files import write_atomic

    if bool(item) == whole:
        raise click.UsageError("give an ITEM or --all (one of the two)")
    if downstream and whole:
        raise click.UsageError("--downstream maps what depends on one ITEM, not --all")
    if downstream:
        data = open_graph(ctx).downstream_map(item, depth=depth, as_of=as_of, limit=limit)
    else:
        data = open_graph(ctx).map(
            None if whole else item, depth=depth, as_of=as_of, limit=limit, conflicts=conflicts, layout=layout
        )
    if output is not None and str(output) == "-":
        click.echo(data.html, nl=False)
        return
    target = output or Path(f"map-{data.slug}.html")
    write_atomic(target, data.html.encode("utf-8"), follow_symlinks=follow_symlinks)
    left = sum(data.omitted.values())
    note = f"; {left} more nodes left out (--limit {limit})" if left else ""
    note += f"; {data.omitted_edges} edges left out" if data.omitted_edges else ""
    report_written(target, f"{data.node_count} nodes, {data.edge_count} edges{note}")
