"""The eval key: the documents, what each says, and the faults the store should find.

Loaded from TOML (tomllib) or YAML (PyYAML, imported only for a YAML key) and validated with
strict pydantic models; every problem is one line `KEYFILE: location: message`. Document paths
are relative to the key's folder and must stay inside it (no `..`, no absolute path, no symbolic
link that leads out).
"""

from __future__ import annotations

import datetime as dt
import os
import re
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, field_validator, model_validator

from kgraph import patterns as P
from kgraph.errors import KGraphError
from kgraph.models import DocKind, Risk, Status

FaultKind = Literal[
    "new-but-anchored",
    "anchoring-conflict",
    "count-mismatch",
    "duplicate-in-list",
    "divergent-figures",
    "section-name-drift",
    "repeated-to-verify",
    # the other detectors' kinds (kgraph.query.detect.KINDS), for keys that want them
    "source-status-conflict",
    "malformed-reference",
    "stale-anchor",
    "unsupported-claim",
    "weakened-claim",
]
CountWhat = Literal["increments", "adjacent", "new-arxiv", "new-items", "carried-over"]
MAX_KEY_BYTES = 4 * 1024 * 1024
ARXIV_ID = re.compile(r"(?:arxiv:\s*)?(\d{4})\.(\d{4,5})(?:v\d+)?", re.I)


class KeyFileError(KGraphError):
    """The key cannot be used: `KEYFILE: problem` (one line)."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class ExpectedFigure(_Strict):
    value: float
    unit: str = ""
    metric: str = ""

    @field_validator("unit")
    @classmethod
    def _one_word_for_points(cls, value: str) -> str:
        """`pp`, `percentage points`, `pts` are kgraph's `points` (as `个百分点` is); any other unit in
        the form kgraph writes it (`µm` → `μm`, `hours` → `h`), as a document's units are read."""
        import unicodedata

        from kgraph.extract.units import canonical_unit

        if value.strip().lower() in ("pp", "pts", "point", "percentage points"):
            return "points"
        return canonical_unit(unicodedata.normalize("NFKC", value.strip()))


class ExpectedWork(_Strict):
    id: str | None = None
    name: str | None = None
    status: Status | None = None
    section: str | None = None
    anchored_on: dt.date | None = None
    sources: list[str] = Field(default_factory=list)
    figures: list[ExpectedFigure] = Field(default_factory=list)

    @field_validator("id")
    @classmethod
    def _arxiv_id(cls, value: str | None) -> str | None:
        """`2609.00768` (an `arXiv:` prefix and a version are allowed and dropped)."""
        if value is None:
            return None
        m = ARXIV_ID.fullmatch(value.strip())
        key = P.arxiv_key(m.group(1), m.group(2)) if m else None
        if key is None:
            raise ValueError(f"{value!r} is not an arXiv id (2609.00768); give a work without one by its name")
        return key

    @model_validator(mode="after")
    def _named(self) -> ExpectedWork:
        if not (self.id or "").strip() and not (self.name or "").strip():
            raise ValueError("a work needs an id or a name")
        return self


class ExpectedEntry(_Strict):
    text: str = Field(min_length=1)
    items: list[str] = Field(default_factory=list)
    risk: Risk | None = None
    resolved: bool = False


class ExpectedCount(_Strict):
    what: CountWhat
    value: int


class ExpectedSource(_Strict):
    path: str = Field(min_length=1)


class ExpectedDocument(_Strict):
    path: str = Field(min_length=1)
    kind: DocKind | None = None
    date: dt.date | None = None
    instance: str | None = None
    topic: str | None = None
    baseline: str | None = None  # the living document the brief starts from (its path)
    works: list[ExpectedWork] = Field(default_factory=list)
    entries: list[ExpectedEntry] = Field(default_factory=list)
    counts: list[ExpectedCount] = Field(default_factory=list)
    sources: list[ExpectedSource] = Field(default_factory=list)


class ExpectedFault(_Strict):
    kind: FaultKind
    item: str = Field(min_length=1)


class Key(_Strict):
    documents: list[ExpectedDocument] = Field(min_length=1)
    faults: list[ExpectedFault] = Field(default_factory=list)
    _file: Path = PrivateAttr(default=Path("key"))  # set by load_key

    @property
    def file(self) -> Path:
        return self._file

    def folder(self) -> Path:
        return self._file.parent

    def document_file(self, doc: ExpectedDocument) -> Path:
        return self.folder() / doc.path


def load_key(file: str | Path) -> Key:
    """Read and validate a key file (TOML, or YAML for .yaml/.yml); KeyFileError on any problem."""
    path = Path(file)
    if not path.is_file():
        raise KeyFileError(f"{path}: no such key file" if not path.exists() else f"{path}: not a file")
    if path.stat().st_size > MAX_KEY_BYTES:
        raise KeyFileError(f"{path}: larger than {MAX_KEY_BYTES // (1024 * 1024)} MB")
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise KeyFileError(f"{path}: not UTF-8 text (byte {exc.start})") from None
    except OSError as exc:
        raise KeyFileError(f"{path}: cannot read ({exc.strerror or exc})") from None
    data = _parse(path, text)
    if not isinstance(data, dict):
        raise KeyFileError(f"{path}: the key must be a table (mapping) with `documents`")
    try:
        key = Key.model_validate(data)
    except ValidationError as exc:
        raise KeyFileError(f"{path}: {_flatten(exc)}") from None
    key._file = path
    _check_paths(key, path)
    return key


def _parse(path: Path, text: str) -> object:
    if path.suffix.lower() in (".yaml", ".yml"):
        import yaml  # only a YAML key needs it

        try:
            return yaml.safe_load(text)
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            where = f"line {mark.line + 1}: " if mark is not None else ""
            problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
            raise KeyFileError(f"{path}: {where}YAML syntax error: {problem}") from None
    import tomllib

    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise KeyFileError(f"{path}: TOML syntax error: {str(exc).splitlines()[0]}") from None


def _flatten(exc: ValidationError) -> str:
    """Pydantic's errors as `location: message`, joined on one line."""
    parts = []
    for err in exc.errors():
        where = ".".join(str(p) for p in err["loc"]) or "key"
        message = err["msg"].removeprefix("Value error, ")
        if err["type"] == "extra_forbidden":
            message = "unknown field"
        elif err["type"] in ("literal_error", "enum"):
            message = f"{message} (got {err.get('input')!r})"
        parts.append(f"{where}: {message}")
    more = f" (and {len(parts) - 3} more)" if len(parts) > 3 else ""
    return "; ".join(parts[:3]) + more


def _check_paths(key: Key, file: Path) -> None:
    """Every document path is relative, without `..`, and resolves to a file inside the key's folder."""
    folder = os.path.realpath(key.folder())
    seen: dict[str, int] = {}
    for n, doc in enumerate(key.documents):
        where = f"{file}: documents.{n}.path {doc.path!r}"
        parts = Path(doc.path).parts
        if Path(doc.path).is_absolute() or doc.path.startswith(("/", "\\")) or ":" in (parts[0] if parts else ""):
            raise KeyFileError(f"{where}: must be relative to the key's folder")
        if ".." in parts or "\\" in doc.path:
            raise KeyFileError(f"{where}: must not leave the key's folder (`..`)")
        target = key.document_file(doc)
        real = os.path.realpath(target)
        if os.path.commonpath([folder, real]) != folder:
            raise KeyFileError(f"{where}: a symbolic link leads out of the key's folder")
        if not os.path.isfile(real):
            raise KeyFileError(f"{where}: no such file" if not os.path.exists(real) else f"{where}: not a file")
        if doc.path in seen:
            raise KeyFileError(f"{where}: listed twice (also documents.{seen[doc.path]})")
        seen[doc.path] = n
