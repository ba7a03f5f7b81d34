"""scripts/system-deps.sh on a minimal Debian: run with a PATH that has none of the tools and a
stub apt-get that records what it is asked to install."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _minimal_path(tmp_path: Path, python_has_venv: bool) -> Path:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("bash", "date", "chmod", "rm", "env", "cat"):
        os.symlink(shutil.which(tool), bin_dir / tool)
    log = tmp_path / "apt.log"
    (bin_dir / "apt-get").write_text(f'#!{shutil.which("bash")}\necho "$*" >> {log}\n')
    (bin_dir / "python3").write_text(f"#!{shutil.which('bash')}\nexit {0 if python_has_venv else 1}\n")
    for stub in ("apt-get", "python3"):
        (bin_dir / stub).chmod(0o755)
    return bin_dir


def _run(tmp_path: Path, python_has_venv: bool) -> list[str]:
    bin_dir = _minimal_path(tmp_path, python_has_venv)
    env = {"PATH": str(bin_dir), "KGRAPH_POLICY_RC_D": str(tmp_path / "policy-rc.d")}
    done = subprocess.run(
        [str(bin_dir / "bash"), str(ROOT / "scripts/system-deps.sh")], env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert not (tmp_path / "policy-rc.d").exists()  # removed again on exit
    return (tmp_path / "apt.log").read_text().splitlines()


def test_a_minimal_debian_gets_venv_and_curl_as_well(tmp_path):
    installs = [line.split()[-1] for line in _run(tmp_path, python_has_venv=False) if line.startswith("install")]
    # the CJK font: the site screenshots show the briefs' Chinese text (no fc-list on a minimal PATH)
    assert installs == ["python3-venv", "curl", "chromium", "virtuoso-opensource", "fonts-wqy-microhei"]


def test_python3_venv_is_not_asked_for_when_venv_works(tmp_path):
    installs = [line.split()[-1] for line in _run(tmp_path, python_has_venv=True) if line.startswith("install")]
    assert "python3-venv" not in installs and "curl" in installs
