"""`kgraph sparql -f` opens only regular files (or - for standard input) and reads at most the
bound: a FIFO with no writer, a device, an endless pipe or a 300 MB file is refused quickly,
with one line and no traceback."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from ..conftest import ROOT


def kgraph(store, *args, stdin=None, timeout=20):
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "kgraph", "--store", str(store), "sparql", *args],
        stdin=stdin if stdin is not None else subprocess.DEVNULL,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=timeout,
    )
    return done, time.monotonic() - started


def refused_in_one_line(done) -> str:
    assert done.returncode != 0
    assert "Traceback" not in done.stderr, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    return lines[0]


def test_a_regular_file_and_stdin_are_read(examples_store, tmp_path):
    query = tmp_path / "q.rq"
    query.write_text("ASK { ?d kg:path ?p }\n")
    done, _ = kgraph(examples_store, "-f", str(query))
    assert done.returncode == 0 and done.stdout.strip() == "true", done.stderr
    with open(query) as handle:
        done, _ = kgraph(examples_store, "-f", "-", stdin=handle)
    assert done.returncode == 0 and done.stdout.strip() == "true", done.stderr


def test_a_fifo_with_no_writer_is_refused_at_once(examples_store, tmp_path):
    """Before: it hung for ever."""
    fifo = tmp_path / "q.fifo"
    os.mkfifo(fifo)
    done, seconds = kgraph(examples_store, "-f", str(fifo))
    assert "not a regular file" in refused_in_one_line(done)
    assert seconds < 10


def test_a_device_is_refused_without_reading_it(examples_store):
    """Before: /dev/zero was read whole before the 256 KiB check (17 GB in 20 s)."""
    done, _ = kgraph(examples_store, "-f", "/dev/zero")
    assert "not a regular file" in refused_in_one_line(done)


def test_an_endless_pipe_is_read_only_to_the_bound(examples_store):
    producer = subprocess.Popen(["yes", "# a comment"], stdout=subprocess.PIPE)
    try:
        done, seconds = kgraph(examples_store, "-f", "-", stdin=producer.stdout)
    finally:
        producer.kill()
        producer.wait()
    assert "over the limit of 256 KiB" in refused_in_one_line(done)
    assert seconds < 10


@pytest.mark.slow
def test_a_300_mb_file_is_refused_before_it_is_read(examples_store, tmp_path):
    """Before: a 300 MB file cost 614 MB of memory before it was refused."""
    big = tmp_path / "big.rq"
    with open(big, "wb") as handle:
        handle.truncate(300 << 20)  # sparse: nothing is written to disk
    probe = [
        sys.executable,
        "-c",
        "import resource, subprocess, sys; "
        "subprocess.run(sys.argv[1:]); print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)",
    ]
    done = subprocess.run(
        [*probe, sys.executable, "-m", "kgraph", "--store", str(examples_store), "sparql", "-f", str(big)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=30,
    )
    assert "over the limit of 256 KiB" in done.stderr and "Traceback" not in done.stderr, done.stderr
    assert int(done.stdout.strip()) < 200 * 1024  # KB: the peak RSS of the kgraph process
