"""Crash safety: `kgraph ingest` killed with SIGKILL at random moments leaves every document
either fully as before or fully as after; a second writer is turned away with the PID of
the first; an output file (`-o`) is never left half-written."""

from __future__ import annotations

import datetime as dt
import os
import random
import resource
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from pyoxigraph import DefaultGraph, NamedNode

from kgraph import vocab as V
from kgraph.api import BATCH, KGraph
from kgraph.cli import cli
from kgraph.query import register as R
from kgraph.store.local import GraphStore

from ..conftest import EXAMPLES, N_EXAMPLES

KGRAPH = [sys.executable, "-m", "kgraph.cli"]


def corpus(root: Path, copies: int, edit: bool) -> list[str]:
    """`copies` copies of the example documents under different instances (so their logical
    paths differ); with `edit`, every document is changed (a date, and one more line)."""
    logical = []
    for n in range(copies):
        for file in sorted(EXAMPLES.rglob("*.md")):
            rel = file.relative_to(EXAMPLES)
            if rel.parts[0] != "inbox":
                continue
            target = root / "inbox" / f"{rel.parts[1]}{n}" / Path(*rel.parts[2:])
            target.parent.mkdir(parents=True, exist_ok=True)
            text = file.read_text(encoding="utf-8")
            if edit:
                text = text.replace("8-19", "8-18") + f"\n参考 arXiv:2609.{90000 + n} 补记\n"
            target.write_text(text, encoding="utf-8")
            logical.append(target.relative_to(root).as_posix())
    return logical


def register_is_consistent(store: Path) -> bool:
    """The stored register is the one computed from scratch, or marked not current (readers
    then compute it from scratch); whether it was current."""
    from kgraph.query.detectors import register

    today = dt.date(2026, 12, 1)
    with GraphStore(store) as s:
        stored = R.materialised(s, today=today)
        if stored is not None:
            assert stored == register(s, today=today)
    return stored is not None


def snapshot(store: Path, logical: list[str]) -> dict[str, frozenset[str]]:
    """Each document's named graph and metadata, as a set of quads."""
    out = {}
    with GraphStore(store) as s:
        for path in logical:
            node = NamedNode(V.doc_iri(path))
            quads = {str(q) for q in s.quads_for_pattern(None, None, None, node)}
            quads |= {str(q) for q in s.quads_for_pattern(node, None, None, DefaultGraph())}
            out[path] = frozenset(quads)
    return out


@pytest.mark.slow
def test_sigkill_during_ingest_leaves_each_document_old_or_new(tmp_path):
    old_dir, new_dir = tmp_path / "old", tmp_path / "new"
    logical = corpus(old_dir, 10, edit=False)
    assert corpus(new_dir, 10, edit=True) == logical
    assert len(logical) > BATCH  # two transactions per run
    expected = {}
    for name, folder in (("old", old_dir), ("new", new_dir)):
        scratch = tmp_path / f"expected-{name}"
        assert KGraph(scratch).ingest([folder]).ok
        expected[name] = snapshot(scratch, logical)
    assert all(expected["old"][p] and expected["old"][p] != expected["new"][p] for p in logical)

    store = tmp_path / "store"
    assert KGraph(store).ingest([old_dir]).ok
    started = time.monotonic()
    full = subprocess.run(
        [*KGRAPH, "--store", str(store), "ingest", "--force", "--replace", "-q", str(new_dir)], timeout=300
    )
    duration = time.monotonic() - started
    assert full.returncode == 0
    assert snapshot(store, logical) == expected["new"]

    seed = int(os.environ.get("KGRAPH_CRASH_SEED", random.randrange(1 << 30)))
    rng = random.Random(seed)
    killed = mixed = 0
    for round_no in range(10):
        folder = old_dir if round_no % 2 == 0 else new_dir
        proc = subprocess.Popen(
            [*KGRAPH, "--store", str(store), "ingest", "--force", "--replace", "-q", str(folder)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        time.sleep(rng.uniform(0.1, duration))
        proc.send_signal(signal.SIGKILL)
        _, err = proc.communicate(timeout=60)
        killed += proc.returncode == -signal.SIGKILL
        assert proc.returncode in (0, -signal.SIGKILL), err.decode()
        state = snapshot(store, logical)  # the store opens after a kill
        versions = set()
        for path in logical:
            if state[path] == expected["old"][path]:
                versions.add("old")
            elif state[path] == expected["new"][path]:
                versions.add("new")
            else:
                pytest.fail(f"seed {seed}, round {round_no}: {path} is neither the old nor the new version")
        mixed += len(versions) == 2
        register_is_consistent(store)
    assert killed >= 5, f"seed {seed}: only {killed} of 10 runs were killed before they finished"
    # and the store is still a good writer: a full run completes and gives the new version
    done = subprocess.run(
        [*KGRAPH, "--store", str(store), "ingest", "--force", "--replace", "-q", str(new_dir)], timeout=300
    )
    assert done.returncode == 0
    assert snapshot(store, logical) == expected["new"]
    assert register_is_consistent(store)
    print(f"seed {seed}: {killed} runs killed, {mixed} left a mix of old and new documents, full run {duration:.1f} s")


@pytest.mark.slow
def test_sigkill_during_a_first_ingest_leaves_the_empty_store_or_the_complete_one(tmp_path):
    """A first ingest into an empty store (many files: bulk-loaded into a new database beside
    the old one, extraction in worker processes, findings at the end, then swapped in) killed
    at any moment: the store is the old empty one or the complete new one, never a part, the
    register is current whenever documents are there, and a rerun completes it."""
    folder = tmp_path / "docs"
    logical = corpus(folder, 19, edit=False)
    expected_store = tmp_path / "expected"
    report = KGraph(expected_store).ingest([folder])
    assert report.ok and report.write == "bulk"
    assert report.path == ("parallel" if (os.cpu_count() or 1) > 1 else "sequential")
    expected = snapshot(expected_store, logical)
    empty = dict.fromkeys(logical, frozenset())
    seed = int(os.environ.get("KGRAPH_CRASH_SEED", random.randrange(1 << 30)))
    rng = random.Random(seed)
    durations = []
    for timed in ("timed", "timed-again"):  # the second run is warm, as the killed ones are
        started = time.monotonic()
        assert subprocess.run([*KGRAPH, "--store", str(tmp_path / timed), "ingest", "-q", str(folder)]).returncode == 0
        durations.append(time.monotonic() - started)
    duration = min(durations)
    killed = complete = 0
    for round_no in range(5):
        store = tmp_path / f"store{round_no}"
        if round_no % 2:
            with GraphStore(store, write=True):  # an empty store made beforehand (`kgraph ingest` of nothing)
                pass
        proc = subprocess.Popen([*KGRAPH, "--store", str(store), "ingest", "-q", str(folder)], stderr=subprocess.PIPE)
        time.sleep(rng.uniform(0.1, duration * 0.9))  # within the run: a kill after it ends tests nothing
        proc.send_signal(signal.SIGKILL)
        _, err = proc.communicate(timeout=60)
        killed += proc.returncode == -signal.SIGKILL
        assert proc.returncode in (0, -signal.SIGKILL), f"seed {seed}, round {round_no}: {err.decode()}"
        if (store / "oxigraph").exists() or (store / "oxigraph.ready").exists():  # else killed before any
            state = snapshot(store, logical)  # opens the database (or a complete one not yet swapped in)
            assert state in (empty, expected), f"seed {seed}, round {round_no}: a part of the documents"
            if state == expected:
                complete += 1
                assert register_is_consistent(store), f"seed {seed}, round {round_no}: register not current"
        where = f"seed {seed}, round {round_no}"
        rerun = subprocess.run([*KGRAPH, "--store", str(store), "ingest", "-q", str(folder)], capture_output=True)
        assert rerun.returncode == 0, f"{where}: {rerun.stderr.decode()}"
        assert snapshot(store, logical) == expected, where
        assert register_is_consistent(store), where
        assert sorted(p.name for p in store.iterdir()) == ["oxigraph", "write.lock"], where  # nothing left over
    assert killed >= 2, f"seed {seed}: only {killed} of 5 runs were killed before they finished"
    print(f"seed {seed}: {killed} of 5 runs killed, {complete} found complete after the kill")


@pytest.mark.slow
def test_a_swap_interrupted_between_its_renames_is_finished_by_the_next_writer(tmp_path):
    """Killed after the new database was complete but before it replaced the old one: readers
    see the complete one, and the next writer finishes the swap."""
    folder = tmp_path / "docs"
    logical = corpus(folder, 14, edit=False)
    done = tmp_path / "done"
    assert KGraph(done).ingest([folder]).write == "bulk"
    expected = snapshot(done, logical)
    store = tmp_path / "store"
    with GraphStore(store, write=True):
        pass
    shutil.copytree(done / "oxigraph", store / "oxigraph.ready")  # the state between the two renames
    shutil.copytree(done / "oxigraph", store / "oxigraph.loading")  # and a leftover of another run
    assert snapshot(store, logical) == {p: frozenset() for p in logical}  # the old store is still there
    with GraphStore(store, write=True):
        pass
    assert sorted(p.name for p in store.iterdir()) == ["oxigraph", "write.lock"]
    assert snapshot(store, logical) == expected


def test_a_database_killed_while_it_was_created_is_replaced_by_a_new_one(tmp_path):
    """RocksDB writes a new database's files one by one: killed part-way, it left `oxigraph/`
    that no one could open (CI: "Column family not found: id2str"). It is now built under
    another name; a leftover of that is deleted and the store is created anew."""
    store = tmp_path / "store"
    (store / "oxigraph.new").mkdir(parents=True)
    (store / "oxigraph.new" / "CURRENT").write_text("MANIFEST-0000\n")  # what a kill leaves
    runner = CliRunner()
    result = runner.invoke(cli, ["--store", str(store), "ingest", str(EXAMPLES)])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in store.iterdir()) == ["oxigraph", "write.lock"]
    with GraphStore(store) as s:
        assert not s.is_empty()


@pytest.mark.parametrize("write", [False, True])
def test_a_damaged_database_is_one_line_naming_the_store(tmp_path, write):
    store = tmp_path / "store"
    (store / "oxigraph").mkdir(parents=True)
    (store / "oxigraph" / "CURRENT").write_text("garbage\n")
    command = ["ingest", str(EXAMPLES / "inbox")] if write else ["stats"]
    proc = subprocess.run([*KGRAPH, "--store", str(store), *command], capture_output=True, text=True)
    assert proc.returncode != 0
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and str(store) in lines[0] and "damaged" in lines[0], proc.stderr
    assert (store / "oxigraph" / "CURRENT").read_text() == "garbage\n"  # left for the user to look at


@pytest.mark.slow
def test_a_bulk_first_ingest_stores_what_transactions_store(tmp_path):
    folder = tmp_path / "docs"
    corpus(folder, 14, edit=False)
    stores = {}
    for name, bulk in (("transactions", False), ("bulk", True)):
        report = KGraph(tmp_path / name).ingest([folder], bulk=bulk)
        assert report.ok and report.write == name
        with GraphStore(tmp_path / name) as s:
            stores[name] = {str(q) for q in s.quads_for_pattern()}
    assert stores["bulk"] == stores["transactions"] and len(stores["bulk"]) > 10_000
    # a second ingest into the now non-empty store goes through transactions
    (folder / "inbox" / "extra.md").write_text("# 2026-09-30 补记\n- arXiv:2609.00001 新论文\n", encoding="utf-8")
    again = KGraph(tmp_path / "bulk").ingest([folder])
    assert again.write == "transactions" and len(again.ingested) == 1


HOLDER = """
import sys, time
from kgraph.store.local import GraphStore
store = GraphStore(sys.argv[1], write=True)
print("holding", flush=True)
time.sleep(float(sys.argv[2]))
store.close()
"""


def test_second_writer_is_turned_away_with_the_first_ones_pid(tmp_path):
    store = tmp_path / "store"
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(store), "60"], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "holding"
        second = subprocess.run(
            [*KGRAPH, "--store", str(store), "ingest", str(EXAMPLES)], capture_output=True, text=True, timeout=60
        )
        assert second.returncode == 2
        assert second.stderr == (f"Error: {store}: store is in use by PID {holder.pid} (another kgraph is writing)\n")
        assert "ingested" not in second.stdout
        # readers are never blocked by the writer
        reader = subprocess.run([*KGRAPH, "--store", str(store), "stats"], capture_output=True, text=True, timeout=60)
        assert reader.returncode == 0, reader.stderr
    finally:
        holder.kill()  # SIGKILL: the kernel releases the lock of a dead process
        holder.wait()
    third = subprocess.run(
        [*KGRAPH, "--store", str(store), "ingest", str(EXAMPLES)], capture_output=True, text=True, timeout=120
    )
    assert third.returncode == 0, third.stderr
    assert f"{N_EXAMPLES} ingested" in third.stdout


def test_writer_waits_for_the_lock_with_wait(tmp_path):
    store = tmp_path / "store"
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(store), "1.5"], stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "holding"
    waited = subprocess.run(
        [*KGRAPH, "--store", str(store), "ingest", "--wait", "30", str(EXAMPLES)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    holder.wait(timeout=30)
    assert waited.returncode == 0, waited.stderr


# ---------------------------------------------------------------- output files


def _file_size_limit(limit: int):  # noqa: ANN202 - a preexec_fn
    def apply() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    return apply


@pytest.mark.parametrize(
    "args, name, limit",
    [
        (["export", "--format", "nquads"], "graph.nq", 4096),
        (["export", "--format", "trig"], "graph.trig", 4096),
        (["map", "2606.01927"], "map.html", 4096),
        (["new"], "new.txt", 200),
        (["contradictions"], "register.txt", 4096),
    ],
)
def test_output_file_failing_mid_write_is_left_as_it_was(args, name, limit, tmp_path, examples_store):
    """A real process whose writes fail part-way (the file-size limit): the old file is
    intact, no temporary file is left beside it, and the error is one line."""
    out = tmp_path / name
    out.write_text("the previous version\n", encoding="utf-8")
    proc = subprocess.run(
        [*KGRAPH, "--store", str(examples_store), *args, "-o", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
        preexec_fn=_file_size_limit(limit),
    )
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr == f"Error: {out}: cannot write (File too large); left unchanged\n"
    assert out.read_text(encoding="utf-8") == "the previous version\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == [name]
    # and without the limit the same command replaces the file
    ok = subprocess.run([*KGRAPH, "--store", str(examples_store), *args, "-o", str(out)], timeout=120)
    assert ok.returncode == 0 and out.read_text(encoding="utf-8") != "the previous version\n"


class _FailingHandle:
    """A file whose write puts half the bytes down, then fails as a full disk does."""

    def __init__(self, handle):
        self.handle = handle

    def write(self, data: bytes) -> int:
        self.handle.write(data[: len(data) // 2])
        self.handle.flush()
        raise OSError(28, "No space left on device")

    def __getattr__(self, name):
        return getattr(self.handle, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.handle.close()


def test_export_failing_mid_write_keeps_the_old_file(tmp_path, examples_store, monkeypatch):
    from kgraph import files

    out = tmp_path / "graph.trig"
    out.write_bytes(b"old export\n")
    real_fdopen = os.fdopen
    monkeypatch.setattr(files.os, "fdopen", lambda fd, mode: _FailingHandle(real_fdopen(fd, mode)))
    result = CliRunner().invoke(cli, ["--store", str(examples_store), "export", "-o", str(out)])
    assert result.exit_code == 2
    assert result.stderr == f"Error: {out}: cannot write (No space left on device); left unchanged\n"
    assert out.read_bytes() == b"old export\n"
    assert [p.name for p in tmp_path.iterdir()] == ["graph.trig"]


def test_output_into_a_missing_folder_is_one_line(tmp_path, examples_store):
    target = tmp_path / "no" / "such" / "folder" / "graph.trig"
    result = CliRunner().invoke(cli, ["--store", str(examples_store), "export", "-o", str(target)])
    assert result.exit_code == 2
    assert result.stderr == f"Error: {target}: cannot write (No such file or directory)\n"


def test_killed_export_leaves_no_partial_file(tmp_path, examples_store):
    """SIGKILL while exporting: the target is the old file or the whole new one, never a part."""
    big = tmp_path / "bigstore"
    shutil.copytree(examples_store, big)
    out = tmp_path / "graph.nq"
    out.write_bytes(b"old\n")
    full = subprocess.run(
        [*KGRAPH, "--store", str(big), "export", "--format", "nquads"], capture_output=True, timeout=120
    ).stdout
    rng = random.Random(7)
    for _ in range(5):
        proc = subprocess.Popen([*KGRAPH, "--store", str(big), "export", "--format", "nquads", "-o", str(out)])
        time.sleep(rng.uniform(0.05, 0.6))
        proc.kill()
        proc.wait()
        assert out.read_bytes() in (b"old\n", full)
