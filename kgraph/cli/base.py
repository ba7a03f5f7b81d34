"""What every `kgraph` command shares: the group and its global options, exit codes, error
handling, date and format options, and opening the store.

Command modules (`documents`, `queries`, `stores`) import from here and register their
commands on `cli`; imports of the library stay inside the commands so that `kgraph --help`
and `kgraph why` start fast.
"""

from __future__ import annotations

import datetime as dt
import functools
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


def follow_symlinks_option(what: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """`--follow-symlinks`: off by default, so that a link is never followed unasked."""
    return click.option("--follow-symlinks", is_flag=True, help=what)


OUTPUT_SYMLINKS = "Write through a symbolic link given as -o (by default a link is refused)."


def open_graph(ctx: click.Context):  # noqa: ANN201 - kgraph.api.KGraph, imported lazily
    from kgraph.api import KGraph

    return KGraph(ctx.obj["store"])


def store_location(ctx: click.Context | None, param: click.Parameter | None, value: str) -> Path | str:
    """A store folder as a Path, or a SPARQL endpoint (`sparql+http(s)://...`) kept as text."""
    if value.startswith(("sparql+http://", "sparql+https://")):
        from urllib.parse import urlsplit

        if urlsplit(value[len("sparql+") :]).password is not None or "@" in value.split("/")[2]:
            raise click.BadParameter(
                "put store credentials in KGRAPH_STORE_USER / KGRAPH_STORE_PASSWORD or ~/.netrc, not in the URL"
            )
        return value
    path = Path(value)
    if path.is_file():
        raise click.BadParameter(f"{value!r} is a file, not a store folder")
    return path


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="kgraph")
@click.option(
    "--store",
    envvar="KGRAPH_STORE",
    default=".kgraph",
    show_default=True,
    callback=store_location,
    help="Store folder, or a SPARQL store sparql+http://host:port/path (or set KGRAPH_STORE).",
)
@click.pass_context
def cli(ctx: click.Context, store: Path | str) -> None:
    """kgraph: a provenance graph of research briefs.

    Ingest briefs, living documents, paper cards and inbox notes; ask where an item
    came from, what is really new and what disagrees.

    Example: kgraph ingest examples/ && kgraph why 2606.01927
    """
    ctx.ensure_object(dict)
    ctx.obj["store"] = store


def main() -> None:
    """The `kgraph` command. Standard output that cannot be written (a full device, a pipe
    closed by `head`) is one line on stderr (nothing for a closed pipe), never a traceback;
    so is any other OSError that reaches this far."""
    import errno
    import os
    import sys

    try:
        try:
            cli.main(prog_name="kgraph")  # standalone mode: always ends in SystemExit
        except SystemExit:
            sys.stdout.flush()  # what is still buffered must reach its file before we exit 0
            raise
    except OSError as exc:
        try:  # let the interpreter's last flush of stdout go nowhere instead of failing again
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        if exc.errno == errno.EPIPE:
            sys.exit(EXIT_FOUND_PROBLEMS)  # the reader went away (`| head`): nothing to say
        from kgraph.files import printable

        where = f" ({printable(str(exc.filename))})" if exc.filename else ""
        what = "cannot write the output" if exc.filename is None else "cannot open or write a file"
        click.echo(f"Error: {what}: {exc.strerror or exc}{where}", err=True)
        sys.exit(EXIT_ERROR)
