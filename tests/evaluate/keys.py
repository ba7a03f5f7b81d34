"""Helpers for the eval tests: the keys under tests/data/keys and private copies to change."""

from __future__ import annotations

import shutil
from pathlib import Path

from ..conftest import EXAMPLES, ROOT

KEYS = ROOT / "tests" / "data" / "keys"
SMALL = KEYS / "small"  # two small documents and a key that states every fact they give
EXAMPLES_KEY = KEYS / "examples.toml"  # three bundled examples, written from the documents


def small_copy(tmp_path: Path, edit: tuple[str, str] | None = None, append: str = "") -> Path:
    """A copy of the small key's folder; the key edited (`edit`: replace once, must match) or extended."""
    folder = tmp_path / "small"
    shutil.copytree(SMALL, folder)
    key = folder / "key.toml"
    text = key.read_text(encoding="utf-8")
    if edit:
        assert text.count(edit[0]) >= 1, f"the key has no {edit[0]!r}"
        text = text.replace(edit[0], edit[1], 1)
    key.write_text(text + append, encoding="utf-8")
    return key


def examples_copy_with_key(tmp_path: Path) -> Path:
    """The bundled examples with the examples key at their top (its paths are relative to it)."""
    folder = tmp_path / "examples"
    shutil.copytree(EXAMPLES, folder)
    shutil.copyfile(EXAMPLES_KEY, folder / "key.toml")
    return folder / "key.toml"
