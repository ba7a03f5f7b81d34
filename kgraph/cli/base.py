"""What every `kgraph` command shares: the group and its global options, exit codes, error
handling, date and format options, and opening the store.

Command modules (`documents`, `queries`, `stores`, ...) import from here and register their
commands on `cli` when imported; `cli` imports a command's module only when that command is
asked for (`COMMAND_MODULES`), and imports of the library stay inside the commands, so that
`kgraph why` starts fast.
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
from kgraph.text import plural  # noqa: F401 - shared by the command modules

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


def memory_limit_option(help_text: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """`--memory-limit MB` for the commands that run SPARQL queries in worker processes."""
    return click.option(
        "--memory-limit", "memory_mb", type=click.IntRange(min=512), default=2048, show_default=True, help=help_text
    )


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


def terminal_width() -> int | None:
    """The width text output fits: $COLUMNS when set, else the terminal's; None (no limit) when
    the output is neither (a pipe, a file: whole lines, as scripts expect)."""
    import os
    import shutil
    import sys

    columns = os.environ.get("COLUMNS", "")
    if columns.isdigit() and int(columns) > 0:
        return max(int(columns), 20)
    if sys.stdout.isatty():
        return max(shutil.get_terminal_size().columns, 20)
    return None


def display_width(text: str) -> int:
    """Columns `text` takes on a terminal: wide (CJK) characters take two."""
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 0 if unicodedata.combining(ch) else 1 for ch in text)


def fit_line(line: str, width: int | None = None) -> str:
    """`line` cut to the terminal's width with `…` (the whole value is in --format json)."""
    width = terminal_width() if width is None else width
    if width is None or display_width(line) <= width:
        return line
    out, used = [], 0
    for ch in line:
        w = display_width(ch)
        if used + w > width - 1:
            break
        out.append(ch)
        used += w
    return "".join(out) + "…"


def fit_text(text: str, width: int | None = None) -> str:
    """Every line of `text` cut to the terminal's width (see `fit_line`)."""
    width = terminal_width() if width is None else width
    if width is None:
        return text
    return "\n".join(fit_line(line, width) for line in text.split("\n"))


def wrap_text(text: str, width: int | None = None, indent: str = "  ") -> str:
    """A prose line (a summary) wrapped at the terminal's width, later lines indented."""
    import textwrap

    width = terminal_width() if width is None else width
    if width is None or display_width(text) <= width:
        return text
    return "\n".join(textwrap.wrap(text, width=width, subsequent_indent=indent, break_on_hyphens=False))


def report_written(path: Path | str, detail: str) -> None:
    """What every command that writes a file (`-o FILE`, `map`, `examples`) prints: one line."""
    from kgraph.files import printable  # a file name with a newline must not start a fake line

    click.echo(f"wrote {printable(str(path))}: {detail}")


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
    if value.lower().startswith(("http://", "https://")):
        raise click.BadParameter(f"{value!r} is a URL, not a store folder: a SPARQL store is written sparql+{value}")
    path = Path(value)
    if path.is_file():
        raise click.BadParameter(f"{value!r} is a file, not a store folder")
    return path


STORE_HELP = "Store folder, or a SPARQL store sparql+http://host:port/path (or set KGRAPH_STORE)."


def _subcommand_store(ctx: click.Context, param: click.Parameter, value: str | None) -> None:
    """`--store` given after the subcommand overrides the one before it (or KGRAPH_STORE)."""
    if value is not None:
        ctx.ensure_object(dict)["store"] = store_location(ctx, param, value)


#: The module of `kgraph.cli` that defines each command: `kgraph why` imports `queries` alone.
#: A command missing here still works (every module is then imported), only slower to start.
COMMAND_MODULES: dict[str, str] = {
    **dict.fromkeys(["ingest", "remove", "inspect", "stats", "export", "demo", "examples"], "documents"),
    "eval": "evaluate",
    **dict.fromkeys(["impact", "retract", "retractions", "path", "rank"], "provenance"),
    **dict.fromkeys(["why", "new", "contradictions", "audit", "lint", "diff", "claims", "instances", "map"], "queries"),
    "site": "site",
    **dict.fromkeys(["sparql", "serve", "push", "pull"], "stores"),
}


def _import(name: str) -> Any:
    """Import module `name` through the `import` statement's machinery (`importlib.import_module`
    would hide it from `python -X importtime`, which the cold-start test and benchmark read)."""
    __import__(name)
    return sys.modules[name]


class KGraphGroup(click.Group):
    """The `kgraph` group: the global options (`--store`) are accepted before or after the
    subcommand, so `kgraph --store S why X` and `kgraph why X --store S` are the same.

    Commands are registered lazily: `get_command` imports only the module `COMMAND_MODULES`
    names; listing them (`--help`, completion, did-you-mean, reading `commands`) imports all."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._commands: dict[str, click.Command] = {}
        super().__init__(*args, **kwargs)

    @property
    def commands(self) -> dict[str, click.Command]:  # type: ignore[override]
        """Every command (all the command modules imported)."""
        self.load_all()
        return self._commands

    @commands.setter
    def commands(self, value: dict[str, click.Command]) -> None:
        self._commands = dict(value)

    def load_all(self) -> None:
        """Import every command module, so that every command is registered."""
        for module in sorted(set(COMMAND_MODULES.values())):
            _import(f"kgraph.cli.{module}")

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        module = COMMAND_MODULES.get(cmd_name)
        if module is not None:
            _import(f"kgraph.cli.{module}")
        if cmd_name not in self._commands:
            self.load_all()
        return self._commands.get(cmd_name)

    def list_commands(self, ctx: click.Context) -> list[str]:
        self.load_all()
        return sorted(self._commands)

    def add_command(self, cmd: click.Command, name: str | None = None) -> None:
        if not any(p.name == "store_override" for p in cmd.params):
            cmd.params.append(
                click.Option(
                    ["--store", "store_override"],
                    metavar="PATH",
                    expose_value=False,
                    is_eager=True,
                    callback=_subcommand_store,
                    help="Store folder or sparql+http://... URL (as before the command).",
                )
            )
        name = name or cmd.name
        if name is None:
            raise TypeError("Command has no name.")
        # Not click's add_command: it writes `self.commands`, which would import every module.
        self._commands[name] = cmd


@click.group(
    cls=KGraphGroup,
    invoke_without_command=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)
@click.version_option(__version__, prog_name="kgraph")
@click.option(
    "--store",
    envvar="KGRAPH_STORE",
    default=".kgraph",
    show_default=True,
    metavar="PATH",
    callback=store_location,
    help=STORE_HELP + " Also accepted after the command.",
)
@click.pass_context
def cli(ctx: click.Context, store: Path | str) -> None:
    """kgraph: a provenance graph of research briefs.

    Ingest briefs, living documents, paper cards and inbox notes; ask where an item
    came from, what is really new and what disagrees.

    Start with `kgraph demo`, or `kgraph examples DIR` to get the bundled examples.

    Shell completion (bash): eval "$(_KGRAPH_COMPLETE=bash_source kgraph)"
    (zsh: zsh_source, fish: fish_source).

    Example: kgraph ingest examples/ && kgraph why 2606.01927
    """
    ctx.ensure_object(dict)
    ctx.obj["store"] = store
    if ctx.invoked_subcommand is None:
        click.echo(ctx.get_help())
        ctx.exit(0)


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
