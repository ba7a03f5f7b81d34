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


# ---------------------------------------------------------------- docs/eval.md runs as a session


def doc_files(text: str) -> dict[str, str]:
    """The fenced blocks whose info string names a file (```toml file=examples/key.toml): the
    files a doc's console examples read, written into the session folder before they run."""
    return {m.group(1): m.group(2) for m in re.finditer(r"^```\w+ file=(\S+)\n(.*?)^```$", text, re.M | re.S)}


def test_the_eval_guide_runs_and_shows_its_real_output(tmp_path):
    from .test_readme import console_examples, mismatch, run_session

    text = (ROOT / "docs" / "eval.md").read_text(encoding="utf-8")
    files = doc_files(text)
    assert files, "docs/eval.md writes its key from a ```toml file=... block"
    for name, content in files.items():
        target = tmp_path / name
        assert tmp_path in target.resolve().parents
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(content, encoding="utf-8")
    examples = console_examples(text)
    assert any(ex.command.startswith("kgraph eval") for ex in examples)
    problems = []
    for r in run_session(examples, tmp_path):
        where = f"docs/eval.md: $ {r.example.command}"
        if r.code != 0:
            problems.append(f"{where}\n  exit {r.code}\n{r.output}")
        elif r.example.shown and (why := mismatch(r.example.shown, r.output, str(tmp_path))):
            problems.append(f"{where}\n  {why}\n--- it printed:\n{r.output}")
    assert not problems, "\n\n".join(problems)
