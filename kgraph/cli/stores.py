"""The commands about stores and queries: `sparql`, `serve`, `push`, `pull`.

Registered on the `kgraph` group by importing this module; imports stay inside the commands.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from kgraph.cli.base import (
    EXIT_ERROR,
    EXIT_FOUND_PROBLEMS,
    KGraphCommandError,
    cli,
    handle_errors,
    memory_limit_option,
    open_graph,
    plural,
    store_location,
)


@click.command(short_help="Run a SPARQL query (or one kgraph ships).")
@click.argument("query", required=False)
@click.option(
    "-f",
    "--file",
    "query_file",
    metavar="FILE",
    help="Read the query from FILE (a regular file, or - for standard input).",
)
@click.option("--name", help="Run a query shipped with kgraph (see --list).")
@click.option("--list", "list_queries", is_flag=True, help="List the shipped queries meant for users and exit.")
@click.option("--all", "list_all", is_flag=True, help="With --list: also the queries kgraph's own commands run.")
@click.option(
    "--union-default-graph",
    "union",
    is_flag=True,
    help="Query without GRAPH: the default graph is also the union of every document's graph.",
)
@click.option(
    "--bind",
    multiple=True,
    metavar="VAR=VALUE",
    help='Bind ?VAR: an IRI, a YYYY-MM-DD date, "quoted text", or for ?work/?claim/?doc... '
    "an arXiv id, claim id, document path or name.",
)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json", "csv", "tsv"]),
    default="text",
    show_default=True,
    help="SELECT output (json is the SPARQL 1.1 JSON results format).",
)
@click.option(
    "--limit", type=click.IntRange(min=1), default=10_000, show_default=True, help="Stop after this many rows."
)
@click.option(
    "--timeout", type=click.FloatRange(min=0, min_open=True), default=30.0, show_default=True, help="Seconds."
)
@memory_limit_option("Address space of the query's worker process, in MB (an idle one takes ~330).")
@click.option("--allow-update", is_flag=True, help="Allow SPARQL Update (takes the store's write lock).")
@click.pass_context
@handle_errors
def sparql(
    ctx: click.Context,
    query: str | None,
    query_file: str | None,
    name: str | None,
    list_queries: bool,
    list_all: bool,
    union: bool,
    bind: tuple[str, ...],
    fmt: str,
    limit: int,
    timeout: float,
    memory_mb: int,
    allow_update: bool,
) -> None:
    """Run a SPARQL query on the store: SELECT as a table (or --format json/csv/tsv),
    ASK as true/false, CONSTRUCT/DESCRIBE as Turtle.

    kgraph's prefixes (kg:, kgid:, prov:, cito:, dcterms:, rdf:, rdfs:, xsd:) are declared.
    Refused before anything runs: updates (unless --allow-update), SERVICE, LOAD, and
    queries over the size or nesting bounds. The query runs in a worker process stopped at
    --timeout and --memory-limit. Document metadata is in the default graph, each
    document's statements in the named graph kgid:doc/PATH (GRAPH ?g sees documents and
    retractions; kgraph's derived graphs only when named); --union-default-graph lets a
    query without GRAPH see them all.

    Example: kgraph sparql --name lineage-mentions --bind work=2606.01927
    """
    from kgraph.query import named as queries
    from kgraph.query import sparql as S

    if list_queries:
        _list_queries(list_all)
        return
    given = [x for x in (query, query_file, name) if x is not None]
    if len(given) != 1:
        raise KGraphCommandError("give one query: QUERY, -f FILE or --name NAME (see --list)")
    if name is not None:
        try:
            text = queries.load(name)
        except KeyError:
            raise KGraphCommandError(
                f"no shipped query {name!r} (see kgraph sparql --list)", EXIT_FOUND_PROBLEMS
            ) from None
    elif query_file is not None:
        text = read_query_file(query_file, S.MAX_UPDATE_CHARS if allow_update else S.MAX_QUERY_CHARS)
    else:
        text = query or ""
    graph = open_graph(ctx)
    bindings = S.resolve_bindings(graph.store, text, bind) if bind else {}
    if name is not None:
        missing = [v for v in S.query_parameters(text) if v not in bindings]
        if missing:
            needed = " ".join(f"--bind {v}=VALUE" for v in missing)
            raise KGraphCommandError(f"query {name} needs {needed} (missing: {', '.join('?' + v for v in missing)})")
    view = None if name is not None and name not in queries.FOR_USERS else "union" if union else "documents"
    result = graph.sparql(
        text,
        bindings=bindings or None,
        limit=limit,
        timeout=timeout,
        allow_update=allow_update,
        memory_mb=memory_mb,
        view=view,
    )
    out = S.render_result(result, fmt)
    if isinstance(out, bytes):
        sys.stdout.buffer.write(out)
        sys.stdout.flush()
    else:
        click.echo(out, nl=False)
    if result.truncated:
        if isinstance(result.truncated, str):
            click.echo(f"note: results cut: {result.truncated}", err=True)
        else:
            click.echo(f"note: stopped after {limit} results (--limit); the store holds more", err=True)
    if view == "documents" and _found_nothing(result) and "graph" not in text.lower():
        click.echo(
            "note: the default graph holds only the documents' metadata; their statements are in named graphs: "
            "use GRAPH ?g { ... } or --union-default-graph",
            err=True,
        )


def _found_nothing(result: object) -> bool:
    form = getattr(result, "form", "")
    if form == "ASK":
        return not getattr(result, "boolean", True)
    return not (getattr(result, "rows", None) or getattr(result, "triples", None))


def _list_queries(every: bool) -> None:
    """The shipped queries meant for users, with the variables they need, each on one line of
    the terminal's width (`--all`: kgraph's own too)."""
    from kgraph.cli.base import fit_line
    from kgraph.query import named as queries
    from kgraph.query import sparql as S

    mine = queries.user_names()
    internal = [n for n in queries.names() if n not in mine]
    shown = mine + (internal if every else [])
    width = max(len(n) for n in shown)
    click.echo("Queries for users (kgraph sparql --name NAME --bind VAR=VALUE):")
    for n in shown:
        if n == (internal[0] if every and internal else None):
            click.echo("\nQueries kgraph's own commands run (their building blocks):")
        needs = " ".join(f"?{v}" for v in S.query_parameters(queries.load(n)))
        click.echo(fit_line(f"  {n:<{width}}  {queries.description(n)}" + (f" [{needs}]" if needs else "")))
    if not every:
        click.echo(f"\n{len(internal)} more that kgraph's own commands run: kgraph sparql --list --all")


def read_query_file(name: str, max_bytes: int) -> str:
    """The text of `sparql -f NAME`: a regular file (checked before it is opened, opened
    non-blocking: a FIFO with no writer cannot hang us) or `-` for standard input, read to at
    most `max_bytes` (a device or an endless pipe is refused once past it, never read whole)."""
    from kgraph.errors import DocumentError
    from kgraph.files import open_regular, printable

    shown = "standard input" if name == "-" else printable(name)
    too_big = f"{shown}: over the limit of {max_bytes // 1024} KiB for a query"
    try:
        if name == "-":
            data = sys.stdin.buffer.read(max_bytes + 1)
        else:
            with open_regular(Path(name), max_bytes) as handle:
                data = handle.read(max_bytes + 1)
    except DocumentError as exc:
        message = str(exc)
        raise KGraphCommandError(too_big if "limit" in message else message) from None
    except OSError as exc:
        raise KGraphCommandError(f"{shown}: {exc.strerror or exc}") from None
    if len(data) > max_bytes:
        raise KGraphCommandError(too_big)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise KGraphCommandError(f"{shown}: not UTF-8 text (byte {exc.start})") from None


@click.command(short_help="Serve the store: SPARQL endpoint and pages.")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", type=click.IntRange(0, 65535), default=7878, show_default=True, help="Port (0: any free port).")
@click.option("--allow-update", is_flag=True, help="Accept SPARQL Update on /sparql (holds the store's write lock).")
@click.option(
    "--timeout", type=click.FloatRange(min=0, min_open=True), default=30.0, show_default=True, help="Seconds per query."
)
@click.option("--limit", type=click.IntRange(min=1), default=10_000, show_default=True, help="Rows per answer.")
@memory_limit_option("Address space of each query worker process, in MB (an idle one takes ~330).")
@click.option("--workers", type=click.IntRange(min=1), default=4, show_default=True, help="Queries evaluated at once.")
@click.option(
    "--per-client",
    type=click.IntRange(min=1),
    default=2,
    show_default=True,
    help="Queries evaluated at once for one client address (more wait, then get 429).",
)
@click.option("--cors", is_flag=True, help="Let web pages of any origin send read-only queries (CORS).")
@click.option(
    "--allow-host",
    "allow_hosts",
    multiple=True,
    metavar="NAME",
    help="Also answer requests whose Host is NAME (refused otherwise: DNS rebinding).",
)
@click.option("--get", "get_path", metavar="PATH", help="Print the body of one page (e.g. /item/2606.01927) and exit.")
@click.option("-q", "--quiet", is_flag=True, help="Do not log requests.")
@click.pass_context
@handle_errors
def serve(
    ctx: click.Context,
    host: str,
    port: int,
    allow_update: bool,
    timeout: float,
    limit: int,
    memory_mb: int,
    workers: int,
    per_client: int,
    cors: bool,
    allow_hosts: tuple[str, ...],
    get_path: str | None,
    quiet: bool,
) -> None:
    """Serve the store: the SPARQL 1.1 Protocol at /sparql (read-only unless
    --allow-update) and pages for people: search, /item/ID (as `kgraph why`),
    /new/PATH, /contradictions, /map/ID.

    Example: kgraph serve --port 7878   (then open http://127.0.0.1:7878/)
    """
    from kgraph.serve import app as srv

    app = srv.App(
        ctx.obj["store"],
        allow_update=allow_update,
        timeout=timeout,
        limit=limit,
        host=host,
        port=port,
        memory_mb=memory_mb,
        workers=workers,
        per_client=per_client,
        cors=cors,
        allow_hosts=allow_hosts,
    )
    try:
        if get_path is not None:
            response = srv.get(app, get_path if get_path.startswith("/") else "/" + get_path)
            sys.stdout.buffer.write(response.body)
            sys.stdout.flush()
            if response.status >= 400:
                click.echo(f"HTTP {response.status}", err=True)
                sys.exit(EXIT_FOUND_PROBLEMS if response.status == 404 else EXIT_ERROR)
            return
        warning = srv.warn_exposed(host)
        if warning:
            click.echo(warning, err=True)
        try:
            server = srv.make_server(app, host, port, quiet=quiet)
        except OSError as exc:
            raise KGraphCommandError(f"cannot listen on {host}:{port} ({exc.strerror or exc})") from None
        bound_host, bound_port = server.server_address[:2]
        app.port = bound_port
        mode = "read-write" if allow_update else "read-only"
        click.echo(
            f"kgraph: serving {ctx.obj['store']} ({mode}) on {srv.describe_bind(bound_host, bound_port)}", err=True
        )
        _stop_on_sigterm()  # `kill PID` closes the store and removes the query snapshots, as Ctrl-C does
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            server.server_close()
    finally:
        app.close()


def _stop_on_sigterm() -> None:
    import signal

    def stop(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, stop)


@click.command(short_help="Copy changed documents to another store.")
@click.argument("destination")
@click.option("--wait", type=float, default=0.0, show_default=True, help="Seconds to wait for another writer.")
@click.pass_context
@handle_errors
def push(ctx: click.Context, destination: str, wait: float) -> None:
    """Copy this store's documents to another store (a folder or sparql+http://...);
    only documents whose content hash differs are sent, each replaced atomically.

    Example: kgraph push sparql+http://127.0.0.1:8890/sparql
    """
    report = open_graph(ctx).push(_check_location(destination), wait=wait)
    click.echo(_sync_summary(report, "pushed"))


@click.command(short_help="Copy changed documents from another store.")
@click.argument("source")
@click.option("--wait", type=float, default=0.0, show_default=True, help="Seconds to wait for another writer.")
@click.pass_context
@handle_errors
def pull(ctx: click.Context, source: str, wait: float) -> None:
    """Copy another store's documents (a folder or sparql+http://...) into this store;
    only documents whose content hash differs are copied.

    Example: kgraph pull sparql+http://127.0.0.1:8890/sparql
    """
    report = open_graph(ctx).pull(_check_location(source), wait=wait)
    click.echo(_sync_summary(report, "pulled"))


def _sync_summary(report: dict[str, list[str]], verb: str) -> str:
    line = f"{plural(len(report['copied']), 'document')} {verb}, {len(report['unchanged'])} unchanged"
    if report["records_copied"] or report["records_unchanged"]:
        line += f"; {plural(len(report['records_copied']), 'retraction record')} {verb}"
        line += f", {len(report['records_unchanged'])} unchanged"
    return line


def _check_location(value: str) -> str | Path:
    try:
        return store_location(None, None, value)
    except click.BadParameter as exc:
        raise KGraphCommandError(exc.message) from None


for _command in (sparql, serve, push, pull):
    cli.add_command(_command)
