"""Issue 13, smaller items: names that would break a line, names that are not UTF-8, standard
output that cannot be written, a read-only store, and undated documents."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from kgraph.cli import cli

from ..conftest import EXAMPLES

KGRAPH = [sys.executable, "-m", "kgraph"]
BRIEF = EXAMPLES / "inbox" / "tom" / "2026-09-01-inference-e1prep.md"


def _kgraph(*args: str, timeout: float = 60, **kw):
    return subprocess.run([*KGRAPH, *args], capture_output=True, timeout=timeout, **kw)


# ---------------------------------------------------------------- names


def test_a_file_name_with_a_newline_cannot_print_a_fake_line(tmp_path):
    """`2026-09-05-x\\nerror: fake.md` used to print a line `error: fake.md ...` of its own in
    `ingest` and `why` output."""
    folder = tmp_path / "docs" / "inbox" / "tom"
    folder.mkdir(parents=True)
    good = folder / "2026-09-05-x\nerror: fake.md"
    shutil.copy(BRIEF, good)
    bad = folder / "2026-09-06-y\nerror: fake.md"
    bad.write_bytes(b"\x00\x01\x02 binary \x00" * 100)
    store = tmp_path / "store"
    proc = _kgraph("--store", str(store), "ingest", str(tmp_path / "docs"))
    err = proc.stderr.decode()
    assert proc.returncode == 1
    assert not [line for line in err.splitlines() if line.startswith("error: fake")]
    assert [line for line in err.splitlines() if line.startswith("error:")] == [
        line for line in err.splitlines() if "2026-09-06-y\\nerror: fake.md" in line
    ]
    assert len(err.splitlines()) == 1
    proc = _kgraph("--store", str(store), "why", "2609.00768")
    out = proc.stdout.decode()
    assert proc.returncode == 0
    assert "inbox/tom/2026-09-05-x\\nerror: fake.md" in out
    assert not [line for line in out.splitlines() if line.startswith("error")]
    proc = _kgraph("--store", str(store), "contradictions")
    assert proc.returncode == 0
    assert not [line for line in proc.stdout.decode().splitlines() if line.startswith("error")]
    # the name itself is kept as it is in the data
    data = json.loads(_kgraph("--store", str(store), "why", "2609.00768", "--format", "json").stdout)
    assert "inbox/tom/2026-09-05-x\nerror: fake.md" in {m["document"] for m in data["mentions"]}


def test_a_file_name_that_is_not_utf8_is_ingested(tmp_path):
    """A file name with the byte 0xff used to fail with UnicodeEncodeError."""
    folder = tmp_path / "docs" / "inbox" / "tom"
    folder.mkdir(parents=True)
    name = os.fsencode(folder) + b"/2026-09-05-caf\xe9.md"
    with open(name, "wb") as handle:
        handle.write(BRIEF.read_bytes())
    store = tmp_path / "store"
    proc = _kgraph("--store", str(store), "ingest", str(tmp_path / "docs"))
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == b""
    proc = _kgraph("--store", str(store), "why", "2609.00768")
    assert proc.returncode == 0 and proc.stderr == b""
    assert b"inbox/tom/2026-09-05-caf\\xe9.md" in proc.stdout
    # the same file read again is the same document: unchanged
    proc = _kgraph("--store", str(store), "ingest", str(tmp_path / "docs"))
    assert proc.stdout == b"0 ingested, 1 unchanged (store: " + os.fsencode(store) + b")\n"
    # and an error about it is printable too
    bad = os.fsencode(folder) + b"/2026-09-06-\xff.md"
    with open(bad, "wb") as handle:
        handle.write(b"")
    proc = _kgraph("--store", str(store), "ingest", os.fsdecode(bad))
    assert b"Traceback" not in proc.stderr and b"2026-09-06-\\xff.md" in proc.stderr


# ---------------------------------------------------------------- standard output


@pytest.mark.parametrize("args", [["why", "2606.01927"], ["export"], ["stats"], ["contradictions"]])
def test_stdout_on_a_full_device_is_one_line(args, examples_store):
    """`kgraph why ... > /dev/full` used to end in a traceback."""
    with open("/dev/full", "wb") as full:
        proc = subprocess.run(
            [*KGRAPH, "--store", str(examples_store), *args], stdout=full, stderr=subprocess.PIPE, timeout=120
        )
    assert proc.returncode == 2
    assert proc.stderr == b"Error: cannot write the output: No space left on device\n"


@pytest.mark.parametrize("args", [["why", "2606.01927"], ["export"]])
def test_stdout_into_a_closed_pipe_is_quiet(args, examples_store):
    """`kgraph why X | head -0` used to end in a BrokenPipeError traceback."""
    read, write = os.pipe()
    os.close(read)
    try:
        proc = subprocess.run(
            [*KGRAPH, "--store", str(examples_store), *args], stdout=write, stderr=subprocess.PIPE, timeout=120
        )
    finally:
        os.close(write)
    assert proc.returncode == 1
    assert proc.stderr == b""


# ---------------------------------------------------------------- a read-only store


def _read_only(store: Path, argv: list[str]) -> list[str]:
    """`argv` run so that `store` is really read-only: permissions for an ordinary user; for root
    (who ignores them, as in CI) a read-only bind mount of the store in a private mount namespace."""
    if os.geteuid() != 0:
        for path in [store, *store.rglob("*")]:
            path.chmod(path.stat().st_mode & ~0o222)
        return argv
    if shutil.which("unshare") is None:
        pytest.skip("running as root (who ignores permissions) and no `unshare` to make a read-only mount")
    probe = subprocess.run(
        ["unshare", "-m", "sh", "-c", f"mount --bind '{store}' '{store}' && mount -o remount,ro,bind '{store}'"],
        capture_output=True,
    )
    if probe.returncode != 0:
        pytest.skip(f"running as root and cannot make a read-only bind mount here: {probe.stderr.decode().strip()}")
    script = 'mount --bind "$0" "$0" && mount -o remount,ro,bind "$0" && exec "$@"'
    return ["unshare", "-m", "sh", "-c", script, str(store), *argv]


@pytest.fixture
def read_only_store(tmp_path, examples_store) -> Path:
    store = tmp_path / "store"
    shutil.copytree(examples_store, store)
    return store


@pytest.mark.parametrize(
    "args",
    [
        ["ingest", str(BRIEF), "--force"],
        ["pull", "{other}"],
        ["sparql", "--allow-update", "INSERT DATA { <http://x/a> <http://x/b> <http://x/c> }"],
    ],
    ids=["ingest", "pull", "sparql-update"],
)
def test_a_read_only_store_is_one_line_on_every_write_command(args, read_only_store, examples_store):
    """A read-only store used to give `OSError ... write.lock` with a traceback."""
    args = [a.replace("{other}", str(examples_store)) for a in args]
    before = sorted((p.relative_to(read_only_store), p.stat().st_size) for p in read_only_store.rglob("*"))
    argv = _read_only(read_only_store, [*KGRAPH, "--store", str(read_only_store), *args])
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr
    assert proc.stderr.startswith(f"Error: {read_only_store}: cannot write to this store (")
    assert proc.stderr.endswith("write.lock); a read-only store can still be queried\n")
    assert proc.stderr.count("\n") == 1
    after = sorted((p.relative_to(read_only_store), p.stat().st_size) for p in read_only_store.rglob("*"))
    assert after == before
    # reading it still works
    argv = _read_only(read_only_store, [*KGRAPH, "--store", str(read_only_store), "why", "2606.01927"])
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and proc.stdout.startswith("2606.01927")


def test_push_into_a_read_only_store_is_one_line(tmp_path, read_only_store, examples_store):
    argv = _read_only(read_only_store, [*KGRAPH, "--store", str(examples_store), "push", str(read_only_store)])
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert proc.stderr.count("\n") == 1 and "cannot write to this store" in proc.stderr


# ---------------------------------------------------------------- undated documents


@pytest.fixture
def with_scratch(tmp_path) -> Path:
    """Two dated briefs and an undated scratch note that mentions their items (and says one is
    anchored)."""
    folder = tmp_path / "docs" / "inbox" / "tom"
    folder.mkdir(parents=True)
    for name in ("2026-09-01-inference-e1prep.md", "2026-09-02-inference-e1prep.md"):
        shutil.copy(EXAMPLES / "inbox" / "tom" / name, folder / name)
    (folder / "scratch.md").write_text(
        "# scratch\n\n- 2609.00768 TokenWeave 看一下\n- 2609.01877 ChunkPilot 8-01 已锚入 §1.3\n", encoding="utf-8"
    )
    store = tmp_path / "store"
    result = CliRunner().invoke(cli, ["--store", str(store), "ingest", str(tmp_path / "docs")])
    assert result.exit_code == 0, result.output
    return store


def test_an_undated_note_is_never_first_seen(with_scratch):
    """An undated scratch note used to become "first seen" of the items it mentions."""
    result = CliRunner().invoke(cli, ["--store", str(with_scratch), "why", "2609.00768", "--format", "json"])
    data = json.loads(result.stdout)
    dated = [m for m in data["mentions"] if m["date"]]
    undated = [m for m in data["mentions"] if not m["date"]]
    assert undated and {m["document"] for m in undated} == {"inbox/tom/scratch.md"}
    assert data["mentions"] == dated + undated  # listed, as undated, after the dated ones
    assert data["first_seen"]["document"] == min(dated, key=lambda m: m["date"])["document"]
    assert data["first_seen"]["date"] == min(m["date"] for m in dated)
    text = CliRunner().invoke(cli, ["--store", str(with_scratch), "why", "2609.00768"]).stdout
    assert "first seen 2026-09-01 in inbox/tom/2026-09-01-inference-e1prep.md" in text
    assert "  undated     tom     mentioned" in text


def test_an_item_only_undated_documents_mention_has_no_first_sighting(tmp_path):
    folder = tmp_path / "inbox" / "tom"
    folder.mkdir(parents=True)
    (folder / "scratch.md").write_text("# scratch\n\n- 2609.55555 Something\n", encoding="utf-8")
    store = tmp_path / "store"
    assert CliRunner().invoke(cli, ["--store", str(store), "ingest", str(folder)]).exit_code == 0
    data = json.loads(CliRunner().invoke(cli, ["--store", str(store), "why", "2609.55555", "--format", "json"]).stdout)
    assert data["first_seen"] == {"document": None, "date": None, "instance": None}
    assert [m["date"] for m in data["mentions"]] == [None]
    text = CliRunner().invoke(cli, ["--store", str(store), "why", "2609.55555"]).stdout
    assert "first seen: no dated document mentions it" in text


def test_an_undated_note_does_not_date_a_new_call(with_scratch):
    """NET-new: an undated note is not "earlier" than any brief, and its anchoring is no evidence."""
    data = json.loads(
        CliRunner()
        .invoke(
            cli, ["--store", str(with_scratch), "new", "inbox/tom/2026-09-01-inference-e1prep.md", "--format", "json"]
        )
        .stdout
    )
    verdicts = {i["item"]: i for i in data["items"]}
    assert verdicts["2609.00768"]["verdict"] == "confirmed-new"
    assert all((i.get("evidence") or {}).get("document") != "inbox/tom/scratch.md" for i in data["items"])
