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
