"""`kgraph eval` as a user runs it: CliRunner and a real subprocess."""

from __future__ import annotations

import json
import subprocess
import sys

from kgraph.cli import cli

from .keys import SMALL, examples_copy_with_key, small_copy


def invoke(runner, *args):
    return runner.invoke(cli, ["eval", *map(str, args)])


def test_text_output_is_the_table_then_the_problems(runner, tmp_path):
    result = invoke(runner, SMALL / "key.toml")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].split() == ["field", "precision", "recall", "expected", "found"]
    assert lines[1].split() == ["kind", "1.000", "1.000", "2", "2"]
    assert lines[-1] == "no misses, no false items, no false findings"
    key = small_copy(tmp_path, ('status = "new"\n  section = "1.3"', 'status = "adjacent"\n  section = "1.3"'))
    result = invoke(runner, key)
    problems = [line for line in result.output.splitlines() if line.startswith(("miss ", "false "))]
    assert problems[0] == "miss  statuses: inbox/tom/2026-10-05-inference-brief.md: 2610.02222 adjacent"
    assert problems[1].startswith("false statuses: inbox/tom/2026-10-05-inference-brief.md:") and problems[1].endswith(
        ": 2610.02222 new"
    )
    assert len(problems) == 2


def test_json_has_the_contract_shape(runner):
    result = invoke(runner, SMALL / "key.toml", "--format", "json")
    data = json.loads(result.output)
    assert {"fields", "documents", "misses", "false", "faults"} <= set(data)
    assert set(data["fields"]["works"]) == {"precision", "recall", "expected", "found"}
    assert {
        "kind",
        "date",
        "instance",
        "works",
        "names",
        "statuses",
        "sections",
        "sources",
        "figures",
        "entries",
        "counts",
    } <= set(data["fields"])
    assert {"precision", "recall", "missed", "false"} <= set(data["faults"])
    assert [d["path"] for d in data["documents"]] == [
        "organized/knowledge/inference.md",
        "inbox/tom/2026-10-05-inference-brief.md",
    ]
    assert "instance" not in data["documents"][0]["fields"]  # nothing expected, nothing found


def test_min_exits_one_below_it_and_zero_at_or_above(runner, tmp_path):
    assert invoke(runner, SMALL / "key.toml", "--min", "1.0").exit_code == 0
    key = small_copy(tmp_path, ('status = "new"\n  section = "1.3"', 'status = "adjacent"\n  section = "1.3"'))
    assert invoke(runner, key, "--min", "0.6").exit_code == 0  # statuses at 2/3
    below = invoke(runner, key, "--min", "0.7")
    assert below.exit_code == 1 and "statuses precision 0.667 < 0.7" in below.output
    assert invoke(runner, key).exit_code == 0  # without --min the scores are only reported
    no_fault = small_copy(tmp_path / "f", ('[[faults]]\nkind = "new-but-anchored"\nitem = "RingSpec"\n', ""))
    assert invoke(runner, no_fault, "--min", "0").exit_code == 1  # a false finding fails any --min


def test_bad_keys_are_one_line_errors_with_exit_two(runner, tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text("[[documents]\n", encoding="utf-8")
    escaping = small_copy(tmp_path, ('path = "organized/knowledge/inference.md"', 'path = "../../etc/passwd"'))
    unknown = small_copy(tmp_path / "u", ('kind = "living"', 'kind = "living"\nauthor = "x"'))
    for key, words in (
        (bad, "TOML syntax error"),
        (escaping, "must not leave the key's folder"),
        (unknown, "documents.0.author: unknown field"),
        (tmp_path / "none.toml", "no such key file"),
    ):
        result = invoke(runner, key)
        assert result.exit_code == 2, (key, result.output)
        (line,) = result.output.strip().splitlines()
        assert line.startswith(f"Error: {key}: ") and words in line, line


def test_a_real_subprocess_with_a_yaml_key_and_the_examples(tmp_path):
    import tomllib

    import yaml

    key = small_copy(tmp_path)
    yaml_key = key.with_suffix(".yml")
    yaml_key.write_text(yaml.safe_dump(tomllib.loads(key.read_text(encoding="utf-8"))), encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "kgraph.cli", "eval", str(yaml_key), "--min", "1", "--format", "json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["faults"]["recall"] == 1.0
    proc = subprocess.run(
        [sys.executable, "-m", "kgraph.cli", "eval", str(examples_copy_with_key(tmp_path))],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    assert proc.stdout.splitlines()[0].split()[0] == "field"
    bad = subprocess.run(
        [sys.executable, "-m", "kgraph.cli", "eval", str(tmp_path / "missing.yaml")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr


def test_a_bad_lexicon_is_a_one_line_error(runner, tmp_path):
    lexicon = tmp_path / "lexicon.toml"
    lexicon.write_text("not = [toml\n", encoding="utf-8")
    result = invoke(runner, SMALL / "key.toml", "--lexicon", lexicon)
    assert result.exit_code == 2 and result.output.count("\n") == 1
    assert result.output.startswith(f"Error: {lexicon}: ")
