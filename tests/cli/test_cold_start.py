"""Cold start (issue 23, item 3): a fresh `kgraph why ID` or `kgraph new` imports only what it
needs. Read from `python -X importtime` in a real process, so that every module the interpreter
imports counts; `--help`, completion and did-you-mean still see every command."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from kgraph.cli import cli
from kgraph.cli.base import COMMAND_MODULES

from ..conftest import EXAMPLES

ITEM = "2606.01927"  # an arXiv id the bundled examples mention

# Never on the fast paths (HELPERS.md): third-party libraries, then kgraph's own heavy stages.
HEAVY_LIBRARIES = [
    "rdflib",
    "networkx",
    "pyvis",
    "pydantic",
    "markdown_it",
    "pandoc",
    "opencc",
    "dateparser",
    "requests",
]
HEAVY_KGRAPH = [
    "kgraph.extract",
    "kgraph.api.ingest",
    "kgraph.graph",
    "kgraph.render.map",
    "kgraph.serve",
    "kgraph.evaluate",
]
IMPORT_LINE = re.compile(r"^import time:\s+\d+ \|\s+\d+ \| *(\S+)$", re.MULTILINE)


def kgraph(*args: str, importtime: bool = False, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    flags = ["-X", "importtime"] if importtime else []
    return subprocess.run(
        [sys.executable, *flags, "-m", "kgraph", *args],
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=120,
    )


def imported_modules(stderr: str) -> set[str]:
    return set(IMPORT_LINE.findall(stderr))


def heavy_among(modules: set[str]) -> list[str]:
    """The modules of `modules` that are, or are inside, one of the heavy packages."""
    return sorted(m for m in modules if any(m == h or m.startswith(h + ".") for h in HEAVY_LIBRARIES + HEAVY_KGRAPH))


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store of the bundled examples, made with `kgraph ingest` as a user makes it."""
    location = tmp_path_factory.mktemp("cold") / "store"
    done = kgraph("--store", str(location), "ingest", str(EXAMPLES))
    assert done.returncode == 0, done.stderr
    return location


def test_the_importtime_reader_sees_heavy_modules():
    """The check can fail: a process that imports the ingest path is caught."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", "import kgraph.api.ingest, kgraph.graph.build"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    found = heavy_among(imported_modules(done.stderr))
    assert "kgraph.api.ingest" in found and "kgraph.graph" in found


@pytest.mark.parametrize("command", [["why", ITEM], ["new"]], ids=["why", "new"])
def test_a_cold_lookup_imports_nothing_heavy(store: Path, command: list[str]):
    done = kgraph("--store", str(store), *command, importtime=True)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip(), "the command printed nothing: the check would be vacuous"
    modules = imported_modules(done.stderr)
    assert "kgraph.cli.queries" in modules  # the reader sees the command's own module
    assert heavy_among(modules) == []
    other_commands = {f"kgraph.cli.{m}" for m in COMMAND_MODULES.values()} - {"kgraph.cli.queries"}
    assert sorted(modules & other_commands) == []


def test_the_table_names_every_command_where_it_is_defined():
    """`COMMAND_MODULES` is what makes `kgraph NAME` import one module: it must be complete."""
    registered = cli.commands  # reading it imports every command module
    assert sorted(registered) == sorted(COMMAND_MODULES)
    for name, command in registered.items():
        assert command.callback is not None
        assert command.callback.__module__ == f"kgraph.cli.{COMMAND_MODULES[name]}", name


def listed_commands(help_text: str) -> dict[str, str]:
    """The `Commands:` section of a help page: name -> short help."""
    section = help_text.split("Commands:", 1)[1]
    return dict(re.findall(r"^  (\S+)\s+(.+)$", section, re.MULTILINE))


@pytest.mark.parametrize("args", [["--help"], []], ids=["--help", "bare"])
def test_help_lists_every_command_with_its_summary(args: list[str]):
    done = kgraph(*args, env={"COLUMNS": "200"})
    assert done.returncode == 0, done.stderr
    listed = listed_commands(done.stdout)
    assert sorted(listed) == sorted(cli.commands)
    for name, summary in listed.items():
        assert summary == cli.commands[name].short_help, name


def test_a_mistyped_command_gets_a_suggestion():
    done = kgraph("whyy", ITEM)
    assert done.returncode == 2
    assert "No such command 'whyy'" in done.stderr and "Did you mean 'why'?" in done.stderr
    assert "Traceback" not in done.stderr


def test_shell_completion_completes_command_names():
    done = kgraph(env={"_KGRAPH_COMPLETE": "bash_complete", "COMP_WORDS": "kgraph re", "COMP_CWORD": "1"})
    assert done.returncode == 0, done.stderr
    names = {line.split(",", 1)[1] for line in done.stdout.splitlines()}
    assert names == {n for n in cli.commands if n.startswith("re")}
    assert {"remove", "retract", "retractions"} <= names


def test_the_ingest_names_stay_in_the_api():
    """`kgraph.api` imports `kgraph.api.ingest` only when asked for one of its names."""
    import kgraph.api as api
    from kgraph.api import BATCH, IngestReport
    from kgraph.api.ingest import BATCH as batch
    from kgraph.api.ingest import IngestReport as report

    assert (BATCH, IngestReport) == (batch, report)
    assert api.RDF_SUFFIXES and api.REFUSED_RDF_SUFFIXES
    with pytest.raises(AttributeError, match="no_such_name"):
        api.no_such_name  # noqa: B018
