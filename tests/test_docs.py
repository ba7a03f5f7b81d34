"""The README documents every command, and its examples are real."""

from __future__ import annotations

import re

from kgraph.cli import cli

from .conftest import ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_every_command_is_in_the_readme():
    missing = [name for name in cli.commands if f"`kgraph {name}" not in README]
    assert not missing, f"undocumented commands: {missing}"


def test_every_command_help_ends_with_an_example():
    for name, command in cli.commands.items():
        assert "Example: kgraph" in (command.help or ""), name


def test_first_screen_has_the_two_commands():
    first_screen = "\n".join(README.splitlines()[:30])
    assert "kgraph demo" in first_screen and "bash .ci/run" in first_screen
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert re.search(r"^pytest\b", ci, re.M), ".ci/run must run the README's test command"
