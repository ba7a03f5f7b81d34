"""The docs' examples are real: every ```console block of the README and of every page under
docs/ (and ontology/README.md) runs, and shows what kgraph prints.

How console examples are read (follow these when you add one):

- A ```console block is an example that runs. ```sh (or ```bash) blocks are instructions that
  are shown and never run: use them for installing, servers, other machines, long jobs.
- In a console block every command line starts with `$ `; the lines after it, up to the next
  `$ ` line or the end of the block, are its output. Nothing may come before the first `$ `.
- All console blocks of one page are one shell session, in page order, in one fresh
  temporary folder outside the checkout (each page its own), with the installed `kgraph` first on PATH and no
  KGRAPH_STORE: the examples exist there only once the page has run `kgraph examples`,
  and a store made by one block is there for the next. `cd DIR` changes the folder for the
  rest of the session. Each command runs in bash (stderr merged into stdout) and must exit
  0: show a failing one as `kgraph audit || echo "..."`.
- A fenced block whose info string names a file (```toml file=examples/key.toml) is written
  into the session folder before the page's commands run.
- A command shown with no output is only required to succeed. Otherwise its output must
  match the shown lines from the first to the last, with these allowances:
  - a line that is only `...` stands for any number of lines (none included);
  - `...` inside a line (with the blanks around it) stands for any text on that line: write
    it for the rest of a long line, or ids, dates or paths that may change (`…` is not a
    wildcard: kgraph itself prints it);
  - trailing blanks, and blank lines at the end, do not count;
  - `open N d` (days an entry has been open, which grows every day) matches any N;
  - the session's temporary folder is printed as `$TMP`.

The commands table (## Commands) must be one Markdown table naming every command.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from kgraph.cli import cli

from .conftest import ROOT

README = ROOT / "README.md"
PAGES = [README, *sorted((ROOT / "docs").glob("*.md")), ROOT / "ontology" / "README.md"]
TIMEOUT = 120  # seconds per command


# ---------------------------------------------------------------- reading the README


@dataclass
class Example:
    line: int  # README line of the `$ ` command
    command: str
    shown: list[str] = field(default_factory=list)


def console_examples(text: str, name: str = "README.md") -> list[Example]:
    """Every `$ ` command of every ```console block, with the output shown after it."""
    examples: list[Example] = []
    inside, current = False, None
    for number, line in enumerate(text.splitlines(), 1):
        if not inside:
            inside, current = line.strip() == "```console", None
        elif line.strip() == "```":
            inside = False
        elif line.startswith("$ "):
            current = Example(number, line[2:].strip())
            examples.append(current)
        elif current is None:
            raise AssertionError(f"{name}:{number}: a console block must start with a `$ ` command")
        else:
            current.shown.append(line)
    return examples


def commands_tables(text: str) -> list[list[list[str]]]:
    """The Markdown tables of the ## Commands section (rows of cell texts), parsed by
    markdown-it-py as GitHub renders them, and any row that fell out of a table."""
    from markdown_it import MarkdownIt

    section = text.split("\n## Commands\n", 1)[1].split("\n## ", 1)[0]
    tokens = MarkdownIt("commonmark").enable("table").parse(section)
    tables: list[list[list[str]]] = []
    row: list[str] | None = None
    for i, tok in enumerate(tokens):
        if tok.type == "table_open":
            tables.append([])
        elif tok.type == "tr_open":
            row = []
        elif tok.type in ("th_open", "td_open") and row is not None:
            row.append(tokens[i + 1].content)
        elif tok.type == "tr_close" and row is not None:
            tables[-1].append(row)
            row = None
        elif tok.type == "inline" and tok.content.startswith("| `kgraph") and row is None:
            tables.append([["(outside a table)", tok.content.splitlines()[0]]])
    return tables


def check_commands_table(text: str) -> list[str]:
    """Problems with the commands table: [] when it is one table naming every command."""
    tables = commands_tables(text)
    if len(tables) != 1:
        return [f"the Commands section has {len(tables)} tables (a blank line inside one splits it)"]
    header, *rows = tables[0]
    problems = [] if header == ["command", "what it does"] else [f"header {header}"]
    named = {m for r in rows for m in re.findall(r"kgraph (\w+)", r[0])}
    problems += [f"`kgraph {c}` is not in the table" for c in sorted(set(cli.commands) - named)]
    problems += [f"row {r[0]!r} has {len(r)} cells" for r in rows if len(r) != 2]
    return problems


# ---------------------------------------------------------------- matching output


def _normalise(line: str, tmp: str | None = None) -> str:
    if tmp:
        line = line.replace(tmp, "$TMP")
    return re.sub(r"\bopen \d+ d\b", "open N d", line.rstrip())


def _line_pattern(shown: str) -> re.Pattern[str]:
    return re.compile(".*".join(re.escape(part) for part in re.split(r" *\.\.\. *", _normalise(shown))))


def mismatch(shown: list[str], actual: str, tmp: str | None = None) -> str | None:
    """None when `actual` output matches the `shown` lines (rules in the module docstring),
    else a description of the first shown line that cannot be matched."""
    got = [_normalise(x, tmp) for x in actual.splitlines()]
    want = [x for x in shown]
    while got and not got[-1]:
        got.pop()
    while want and not want[-1].strip():
        want.pop()
    patterns = [None if w.strip() == "..." else _line_pattern(w) for w in want]
    memo: dict[tuple[int, int], bool] = {}
    best = [0]

    def fits(i: int, j: int) -> bool:
        if (i, j) in memo:
            return memo[(i, j)]
        best[0] = max(best[0], i)
        if i == len(patterns):
            ok = j == len(got)
        elif patterns[i] is None:
            ok = any(fits(i + 1, k) for k in range(j, len(got) + 1))
        else:
            ok = j < len(got) and patterns[i].fullmatch(got[j]) is not None and fits(i + 1, j + 1)
        memo[(i, j)] = ok
        return ok

    if fits(0, 0):
        return None
    if best[0] >= len(want):
        return "the output goes on after the last line shown (end the example with `...`)"
    return f"no output line matches {want[best[0]]!r} where it is shown"


# ---------------------------------------------------------------- running them


@dataclass
class Ran:
    example: Example
    output: str
    code: int
    cwd: Path


def run_session(examples: list[Example], folder: Path) -> list[Ran]:
    """Run the examples in order, as one shell session starting in `folder`."""
    scripts = Path(sys.executable).parent
    assert (scripts / "kgraph").exists(), f"no kgraph script beside {sys.executable} (pip install -e .)"
    env = {k: v for k, v in os.environ.items() if not k.startswith("KGRAPH_")}
    env.update({"PATH": f"{scripts}{os.pathsep}{env.get('PATH', '')}", "PYTHONUNBUFFERED": "1", "COLUMNS": "120"})
    cwd = folder
    out: list[Ran] = []
    for ex in examples:
        if cd := re.fullmatch(r"cd (\S+)\s*(#.*)?", ex.command):
            cwd = (cwd / cd.group(1)).resolve()
            out.append(Ran(ex, "", 0 if cwd.is_dir() else 1, cwd))
            continue
        proc = subprocess.run(
            ["bash", "-c", ex.command],
            cwd=cwd,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            timeout=TIMEOUT,
        )
        out.append(Ran(ex, proc.stdout, proc.returncode, cwd))
    return out


def page_name(page: Path) -> str:
    return str(page.relative_to(ROOT))


def doc_files(text: str) -> dict[str, str]:
    """The fenced blocks whose info string names a file (```toml file=examples/key.toml): the
    files a page's console examples read, written into the session folder before they run."""
    return {m.group(1): m.group(2) for m in re.finditer(r"^```\w+ file=(\S+)\n(.*?)^```$", text, re.M | re.S)}


def run_page(page: Path, folder: Path) -> list[Ran]:
    assert ROOT not in folder.resolve().parents, "the examples must run outside the checkout"
    text = page.read_text(encoding="utf-8")
    for name, content in doc_files(text).items():
        target = folder / name
        assert folder.resolve() in target.resolve().parents, f"{page_name(page)}: {name} is outside the session"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(content, encoding="utf-8")
    return run_session(console_examples(text, page_name(page)), folder)


def problems_of(page: Path, folder: Path, ran: list[Ran]) -> list[str]:
    problems = []
    for r in ran:
        where = f"{page_name(page)}:{r.example.line}: $ {r.example.command}"
        if r.code != 0:
            problems.append(f"{where}\n  exit {r.code}\n{r.output}")
        elif r.example.shown and (why := mismatch(r.example.shown, r.output, str(folder))):
            problems.append(f"{where}\n  {why}\n--- it printed:\n{r.output}")
    return problems


@pytest.fixture(scope="module")
def session(tmp_path_factory):
    folder = tmp_path_factory.mktemp("readme-session")
    ran = run_page(README, folder)
    yield folder, ran
    shutil.rmtree(folder, ignore_errors=True)


def test_every_console_example_runs_and_shows_its_real_output(session):
    folder, ran = session
    assert len(ran) >= 8, "the README has console examples"
    problems = problems_of(README, folder, ran)
    assert not problems, "\n\n".join(problems)


@pytest.mark.parametrize("page", [p for p in PAGES[1:] if "```console" in p.read_text(encoding="utf-8")], ids=page_name)
def test_every_page_s_console_examples_run(page, tmp_path):
    folder = tmp_path / "session"
    folder.mkdir()
    ran = run_page(page, folder)
    assert ran
    problems = problems_of(page, folder, ran)
    assert not problems, "\n\n".join(problems)


def test_the_examples_were_written_out_the_way_a_user_gets_them(session):
    folder, ran = session
    assert ran[0].example.command.startswith("kgraph examples"), "the first example gets the examples"
    assert (folder / "examples" / "inbox").is_dir() and (folder / ".kgraph").is_dir()
    assert not (folder / "examples" / "pyproject.toml").exists()


def test_the_matcher_fails_when_an_example_stops_matching(session):
    folder, ran = session
    shown = [r for r in ran if len([s for s in r.example.shown if s.strip() != "..."]) >= 3]
    assert shown
    for r in shown:
        ex = r.example
        assert mismatch(ex.shown, r.output, str(folder)) is None
        literal = [i for i, s in enumerate(ex.shown) if s.strip() and "..." not in s]
        i = literal[len(literal) // 2]
        changed = ex.shown[i].replace(ex.shown[i].strip()[-1], "#", 1) if ex.shown[i].strip() else "x"
        altered = ex.shown[:i] + [changed] + ex.shown[i + 1 :]
        assert mismatch(altered, r.output, str(folder)), (ex.command, changed)
        # a line kgraph no longer prints, and output the README does not show, both fail
        assert mismatch(ex.shown[:i] + ["a line kgraph never prints"] + ex.shown[i:], r.output, str(folder))
        if ex.shown[-1].strip() != "...":
            assert mismatch(ex.shown, r.output + "\none more line\n", str(folder))
    # the allowances, each hit once
    assert (
        mismatch(
            ["  C-902b18  anchoring-conflict     open 1 d  seen"], "  C-902b18  anchoring-conflict     open 93 d  seen"
        )
        is None
    )
    assert mismatch(["a", "...", "z"], "a\nb\nc\nz\n") is None and mismatch(["a", "...", "z"], "a\nz") is None
    assert mismatch(["wrote ...: 10 files"], "wrote /x/y: 10 files") is None
    assert mismatch(["wrote ...: 10 files"], "wrote /x/y: 11 files")
    assert mismatch(["cut…"], "cut and more") and mismatch(["a"], "a\n\n\n") is None


def test_the_commands_table_is_one_table_naming_every_command():
    text = README.read_text(encoding="utf-8")
    assert check_commands_table(text) == []
    # a blank line inside it (how it broke once) is caught
    rows = [line for line in text.splitlines() if line.startswith("| `kgraph map")]
    broken = text.replace(rows[0] + "\n", rows[0] + "\n\n", 1)
    assert any("tables" in p for p in check_commands_table(broken))
    dropped = text.replace(next(line for line in text.splitlines() if line.startswith("| `kgraph lint")) + "\n", "")
    assert check_commands_table(dropped) == ["`kgraph lint` is not in the table"]


def test_console_blocks_follow_the_convention():
    bad = "intro\n\n```console\nkgraph why x\n```\n"
    with pytest.raises(AssertionError, match="must start with a `\\$ ` command"):
        console_examples(bad)
    good = "```console\n$ kgraph why x\nout\n```\n```sh\n$ kgraph serve\n```\n"
    (ex,) = console_examples(good)
    assert ex.command == "kgraph why x" and ex.shown == ["out"]
