"""The file-system policy: `-o FILE` writes only regular files (issue 13, "safe output files"),
and ingest reads only what was asked ("ingest reads only what was asked")."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from kgraph.cli import cli

KGRAPH = [sys.executable, "-m", "kgraph"]

# every command with -o, with arguments that give it something to write
OUTPUT_COMMANDS = [
    ["export", "--format", "nquads"],
    ["new"],
    ["contradictions"],
    ["map", "2606.01927"],
]


def _run(store: Path, *args: str):
    return CliRunner().invoke(cli, ["--store", str(store), *args])


def _device(path: Path) -> None:
    """A character device like /dev/full (1, 7), made here so that no real device is at risk."""
    try:
        os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(1, 7))
    except (PermissionError, OSError) as exc:
        pytest.skip(f"cannot make a device node here ({exc.strerror}): needs root or CAP_MKNOD")


@pytest.mark.parametrize("args", OUTPUT_COMMANDS, ids=lambda a: a[0])
def test_output_onto_a_device_is_refused_and_the_device_stays(args, tmp_path, examples_store):
    """`export -o /dev/full` as root used to rename a regular file over the device node, exit 0."""
    dev = tmp_path / "full"
    _device(dev)
    proc = subprocess.run(
        [*KGRAPH, "--store", str(examples_store), *args, "-o", str(dev)], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr == f"Error: {dev}: is not a regular file (a device, FIFO or socket); not written\n"
    assert stat.S_ISCHR(os.lstat(dev).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["full"]  # no temporary file left


@pytest.mark.parametrize("args", OUTPUT_COMMANDS, ids=lambda a: a[0])
def test_output_onto_a_fifo_or_a_folder_is_refused(args, tmp_path, examples_store):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    result = _run(examples_store, *args, "-o", str(fifo))
    assert result.exit_code == 2
    assert result.stderr == f"Error: {fifo}: is not a regular file (a device, FIFO or socket); not written\n"
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    folder = tmp_path / "folder"
    folder.mkdir()
    result = _run(examples_store, *args, "-o", str(folder))
    assert result.exit_code == 2
    assert "Traceback" not in result.output
    assert folder.is_dir() and not list(folder.iterdir())


@pytest.mark.parametrize("args", OUTPUT_COMMANDS, ids=lambda a: a[0])
def test_output_onto_a_symlink_needs_follow_symlinks(args, tmp_path, examples_store):
    """`-o` onto a symlink used to replace the link itself with a regular file."""
    target = tmp_path / "real.out"
    target.write_text("old\n", encoding="utf-8")
    link = tmp_path / "link.out"
    link.symlink_to(target)
    result = _run(examples_store, *args, "-o", str(link))
    assert result.exit_code == 2
    assert result.stderr == (
        f"Error: {link}: is a symbolic link; not written (--follow-symlinks writes to the file it points to)\n"
    )
    assert link.is_symlink() and target.read_text(encoding="utf-8") == "old\n"
    result = _run(examples_store, *args, "-o", str(link), "--follow-symlinks")
    assert result.exit_code == 0, result.output
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_text(encoding="utf-8") != "old\n" and target.stat().st_size > 100
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.out", "real.out"]


def test_a_symlink_to_a_device_is_refused_even_when_followed(tmp_path, examples_store):
    dev = tmp_path / "full"
    _device(dev)
    link = tmp_path / "out.trig"
    link.symlink_to(dev)
    result = _run(examples_store, "export", "-o", str(link), "--follow-symlinks")
    assert result.exit_code == 2
    assert result.stderr == f"Error: {link}: is not a regular file (a device, FIFO or socket); not written\n"
    assert stat.S_ISCHR(os.lstat(dev).st_mode) and link.is_symlink()


@pytest.mark.parametrize("args", OUTPUT_COMMANDS, ids=lambda a: a[0])
def test_an_existing_file_keeps_its_mode(args, tmp_path, examples_store):
    """A 0600 target used to become 0644."""
    out = tmp_path / "private.out"
    out.write_text("old\n", encoding="utf-8")
    out.chmod(0o600)
    assert _run(examples_store, *args, "-o", str(out)).exit_code == 0
    assert stat.S_IMODE(out.stat().st_mode) == 0o600
    assert out.read_text(encoding="utf-8") != "old\n"
    out.chmod(0o640)
    assert _run(examples_store, *args, "-o", str(out)).exit_code == 0
    assert stat.S_IMODE(out.stat().st_mode) == 0o640


def test_a_new_file_gets_the_umask_mode(tmp_path, examples_store):
    out = tmp_path / "new.trig"
    old = os.umask(0o027)
    try:
        assert _run(examples_store, "export", "-o", str(out)).exit_code == 0
    finally:
        os.umask(old)
    assert stat.S_IMODE(out.stat().st_mode) == 0o640


def test_library_export_follows_the_same_policy(tmp_path, examples_store):
    from kgraph.api import KGraph
    from kgraph.errors import KGraphError

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with KGraph(examples_store) as kg, pytest.raises(KGraphError, match="not a regular file"):
        kg.export("trig", fifo)
    link = tmp_path / "map.html"
    link.symlink_to(tmp_path / "target.html")
    with KGraph(examples_store) as kg:
        with pytest.raises(KGraphError, match="symbolic link"):
            kg.map("2606.01927", output=link)
        kg.map("2606.01927", output=link, follow_symlinks=True)
    assert (tmp_path / "target.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


# ---------------------------------------------------------------- ingest reads only what was asked

BRIEF = """# inference · E1 预消化简报（2026-09-02）

增量 1【§1.1 推理引擎内核 · 2026-09-02】TokenWeave (arXiv:2609.00768)：通信重叠 29% 吞吐提升
"""


def _folder(tmp_path: Path) -> Path:
    folder = tmp_path / "docs" / "inbox" / "tom"
    folder.mkdir(parents=True)
    (folder / "2026-09-02-inference-e1prep.md").write_text(BRIEF, encoding="utf-8")
    return tmp_path / "docs"


def _paths(store: Path) -> list[str]:
    from kgraph.store.local import GraphStore

    with GraphStore(store) as s:
        return sorted(s.document_hashes())


def _kgraph(*args: str, timeout: float = 60):
    return subprocess.run([*KGRAPH, *args], capture_output=True, text=True, timeout=timeout)


def test_a_symlink_out_of_the_folder_is_skipped_with_a_warning(tmp_path):
    """A folder holding `shadow.txt -> /etc/shadow` used to ingest it (exit 0), and its first
    line was served as a title."""
    folder = _folder(tmp_path)
    secret = tmp_path / "secret" / "credentials.md"
    secret.parent.mkdir()
    secret.write_text("# hunter2 is the password\n", encoding="utf-8")
    link = folder / "inbox" / "tom" / "shadow.txt"
    link.symlink_to(secret)
    store = tmp_path / "store"
    proc = _kgraph("--store", str(store), "ingest", str(folder))
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == (
        f"warning: {link}: symbolic link to {secret}, outside {folder}: skipped (--follow-symlinks reads it)\n"
    )
    assert _paths(store) == ["inbox/tom/2026-09-02-inference-e1prep.md"]
    export = _kgraph("--store", str(store), "export", "--format", "nquads").stdout
    assert "hunter2" not in export
    # asked for: read
    proc = _kgraph("--store", str(store), "ingest", "--follow-symlinks", str(folder))
    assert proc.returncode == 0 and "outside" not in proc.stderr
    assert "hunter2" in _kgraph("--store", str(store), "export", "--format", "nquads").stdout


def test_a_linked_folder_out_of_the_folder_is_skipped_too(tmp_path):
    folder = _folder(tmp_path)
    outside = tmp_path / "elsewhere" / "inbox" / "jay"
    outside.mkdir(parents=True)
    (outside / "2026-09-01-note.md").write_text("# note\n\n- 2609.00768 TokenWeave\n", encoding="utf-8")
    link = folder / "inbox" / "jay"
    link.symlink_to(outside, target_is_directory=True)
    store = tmp_path / "store"
    result = CliRunner().invoke(cli, ["--store", str(store), "ingest", str(folder)])
    assert result.exit_code == 0
    assert result.stderr == (
        f"warning: {link}: symbolic link to {outside}, outside {folder}: skipped (--follow-symlinks reads it)\n"
    )
    assert _paths(store) == ["inbox/tom/2026-09-02-inference-e1prep.md"]
    result = CliRunner().invoke(cli, ["--store", str(store), "ingest", "--follow-symlinks", str(folder)])
    assert result.exit_code == 0 and result.stderr == ""
    assert _paths(store) == ["inbox/jay/2026-09-01-note.md", "inbox/tom/2026-09-02-inference-e1prep.md"]


def test_a_symlink_inside_the_folder_and_an_explicit_file_are_read(tmp_path):
    folder = _folder(tmp_path)
    (folder / "inbox" / "tom" / "latest.md").symlink_to(folder / "inbox" / "tom" / "2026-09-02-inference-e1prep.md")
    store = tmp_path / "store"
    result = CliRunner().invoke(cli, ["--store", str(store), "ingest", str(folder)])
    assert result.exit_code == 0 and "outside" not in result.stderr
    # a file named on the command line is read as given, even through a link leading elsewhere
    elsewhere = tmp_path / "elsewhere" / "inbox" / "jay" / "2026-09-01-note.md"
    elsewhere.parent.mkdir(parents=True)
    elsewhere.write_text("# note\n\n- 2609.00768 TokenWeave\n", encoding="utf-8")
    named = tmp_path / "named.md"
    named.symlink_to(elsewhere)
    result = CliRunner().invoke(cli, ["--store", str(store), "ingest", str(named)])
    assert result.exit_code == 0 and result.stderr == ""
    assert "inbox/jay/2026-09-01-note.md" in _paths(store)


@pytest.mark.skipif(not Path("/proc/kmsg").exists(), reason="no /proc/kmsg on this system")
def test_a_link_to_proc_kmsg_cannot_hang_ingest(tmp_path):
    """`kmsg.md -> /proc/kmsg` used to hang the ingest for ever, holding the write lock: /proc
    files claim to be regular files of size 0, and reading /proc/kmsg blocks."""
    folder = _folder(tmp_path)
    link = folder / "inbox" / "tom" / "kmsg.md"
    link.symlink_to("/proc/kmsg")
    store = tmp_path / "store"
    proc = _kgraph("--store", str(store), "ingest", str(folder), timeout=60)
    assert proc.returncode == 0
    assert proc.stderr.startswith(f"warning: {link}: symbolic link to /proc/kmsg, outside {folder}: skipped")
    proc = _kgraph("--store", str(store), "ingest", "--follow-symlinks", str(folder), timeout=60)
    assert proc.returncode == 1
    assert proc.stderr == f"error: {link}: a file of /proc, /sys or another kernel file system, not a document\n"
    proc = _kgraph("--store", str(store), "ingest", "/proc/kmsg", "/proc/self/environ", timeout=60)
    assert proc.returncode == 1
    assert proc.stderr.splitlines() == [
        "error: /proc/kmsg: a file of /proc, /sys or another kernel file system, not a document",
        "error: /proc/self/environ: a file of /proc, /sys or another kernel file system, not a document",
    ]
    assert _paths(store) == ["inbox/tom/2026-09-02-inference-e1prep.md"]


def test_a_fifo_swapped_in_after_the_check_cannot_block_the_reader(tmp_path, monkeypatch):
    """The file is opened non-blocking and checked again once open: a FIFO put in place of a
    regular file between the two looks is refused, never read."""
    from kgraph import files
    from kgraph.errors import DocumentError

    fifo = tmp_path / "swapped.md"
    os.mkfifo(fifo)
    regular = tmp_path / "regular.md"
    regular.write_text("x\n", encoding="utf-8")
    real_stat = Path.stat
    monkeypatch.setattr(Path, "stat", lambda self, **kw: real_stat(regular if self == fifo else self, **kw))
    with pytest.raises(DocumentError, match="not a regular file"):
        files.read_bytes(fifo)


def test_an_rdf_file_that_is_a_fifo_or_a_proc_file_is_refused_unread(tmp_path):
    """RDF imports are not bound by the 8 MB document limit, but they read only regular files:
    a FIFO named graph.ttl would block the import for ever, holding the write lock."""
    fifo = tmp_path / "graph.ttl"
    os.mkfifo(fifo)
    environ = tmp_path / "environ.nt"
    environ.symlink_to("/proc/self/environ")
    store = tmp_path / "store"
    proc = _kgraph("--store", str(store), "ingest", str(fifo), str(environ), timeout=60)
    assert proc.returncode == 1
    assert proc.stderr.splitlines() == [
        f"error: {fifo}: not a regular file",
        f"error: {environ}: a file of /proc, /sys or another kernel file system, not a document",
    ]


def test_a_store_inside_the_folder_ingested_is_not_read(tmp_path):
    """`kgraph ingest .` with the store at `./store`: the store's own files (Oxigraph's `.log`
    files, which it rotates while it runs) are never taken for documents."""
    from kgraph.files import iter_files

    (tmp_path / "inbox").mkdir()
    (tmp_path / "inbox" / "2026-08-17-inference-brief.md").write_text("# brief 2026-08-17\n", encoding="utf-8")
    run = [*KGRAPH, "--store", str(tmp_path / "store"), "ingest", str(tmp_path)]
    for _ in range(2):
        done = subprocess.run(run, capture_output=True, text=True, cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        assert "store" + os.sep not in done.stderr
    assert list((tmp_path / "store" / "oxigraph").glob("*.log")), "the store keeps logs a walk would meet"
    found = [file.relative_to(tmp_path).as_posix() for file, _ in iter_files([tmp_path])]
    assert found == ["inbox/2026-08-17-inference-brief.md"]
