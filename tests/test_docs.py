"""The README's commands table lists every command with its one-line purpose, and every command's help ends with an example."""

from __future__ import annotations

import re

from kgraph.cli import cli

from .conftest import ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")


COMMANDS = README.split("\n## Commands\n", 1)[1].split("\n## ", 1)[0]


def test_the_commands_table_lists_every_command_with_its_purpose():
    table = dict(re.findall(r"^\| `kgraph (\S+)` \| (.+?) \|$", COMMANDS, re.M))
    assert sorted(table) == sorted(cli.commands), "the README's commands table and the CLI disagree on the commands"
    for name, command in cli.commands.items():
        assert table[name] == command.get_short_help_str(200), f"{name}: the table's purpose is not its --help's"


def test_every_command_help_ends_with_an_example():
    for name, command in cli.commands.items():
        assert "Example: kgraph" in (command.help or ""), name


def test_first_screen_has_the_two_commands():
    first_screen = "\n".join(README.splitlines()[:30])
    assert "kgraph demo" in first_screen and "bash .ci/run" in first_screen
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert re.search(r"^pytest\b", ci, re.M), ".ci/run must run the README's test command"
