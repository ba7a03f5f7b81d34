"""Stage 3, lexicon: the words that carry meaning, read from ONE data file (`lexicon.toml`).

A user's own phrases (a `lexicon.toml` beside the store, or `--lexicon FILE`) are added to the
package's; `Lexicon.load(user_file)` gives the merged vocabulary with its regular expressions.
"""

from __future__ import annotations

import datetime as dt
import fnmatch
import functools
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from kgraph.errors import DocumentError

PACKAGE_FILE = Path(__file__).with_name("lexicon.toml")
TABLES = ("fields", "status", "risk", "counts", "columns", "parts", "prose", "units")
KINDS = ("brief", "living", "paper_card", "inbox_note", "document")
RULE_KEYS = ("kind", "instance", "topic", "date")


@dataclass(frozen=True)
class PathRule:
    """What a user says of the files under a path glob, for files that say none of it."""

    glob: str
    kind: str | None = None
    instance: str | None = None
    topic: str | None = None
    date: dt.date | None = None

    def matches(self, path: str, file: str = "") -> bool:
        """The glob matches the logical path, or the end of the file's own path."""
        glob = self.glob.removeprefix("**/")
        if fnmatch.fnmatchcase(path, self.glob) or fnmatch.fnmatchcase(path, glob):
            return True
        return bool(file) and fnmatch.fnmatchcase(file.replace("\\", "/"), "*/" + glob)


_SLASH = re.compile(r"\s*/\s*")


def phrase_regex(phrases: list[str]) -> re.Pattern[str]:
    """One alternation, longest phrase first; English words matched as whole words."""
    parts = []
    for phrase in sorted(set(phrases), key=len, reverse=True):
        body = r"\s*".join(re.escape(w) for w in phrase.split())
        if re.match(r"\w", phrase, re.A):
            # not after a letter, checked once the first character matched: a pattern that starts
            # with a literal lets `re` skip ahead to it (3x faster than a leading lookbehind)
            body = body[0] + r"(?<![A-Za-z].)" + body[1:]
        if re.search(r"\w$", phrase, re.A):
            body += r"(?![A-Za-z])"
        parts.append(body)
    return re.compile("|".join(parts) or r"(?!)", re.I)


@dataclass
class Lexicon:
    tables: dict[str, dict[str, list[str]]]
    source: str = "package"
    paths: list[PathRule] = field(default_factory=list)
    _cache: dict[str, re.Pattern[str]] = field(default_factory=dict, repr=False)

    @classmethod
    def load(cls, user_file: Path | None = None, config: Path | None = None) -> Lexicon:
        """The package lexicon, plus the phrases of `user_file` when given; the path rules of
        its `[paths]` table and of `config` (a `kgraph.toml`)."""
        if user_file is None and config is None:
            return default()
        tables = {name: {k: list(v) for k, v in table.items()} for name, table in default().tables.items()}
        rules: list[PathRule] = []
        if user_file is not None:
            for name, table in read_table_file(user_file).items():
                for key, phrases in table.items():
                    tables.setdefault(name, {}).setdefault(key, []).extend(phrases)
            rules += read_path_rules(user_file)
        if config is not None:
            rules += read_path_rules(config)
        return cls(tables, source=str(user_file or "package"), paths=rules)

    def rule_for(self, path: str, file: str = "") -> PathRule | None:
        """The path rule for a document (its logical path, its file): the longest glob that matches."""
        found = [rule for rule in self.paths if rule.matches(path, file)]
        return max(found, key=lambda r: len(r.glob)) if found else None

    def regex(self, table: str, key: str) -> re.Pattern[str]:
        """Any phrase of `table.key`."""
        name = f"{table}.{key}"
        if name not in self._cache:
            self._cache[name] = phrase_regex(self.tables.get(table, {}).get(key, []))
        return self._cache[name]

    def find(self, table: str, text: str) -> str | None:
        """The first key of `table` (in file order) with a phrase in text."""
        for key in self.tables.get(table, {}):
            if self.regex(table, key).search(text):
                return key
        return None

    def find_longest(self, table: str, text: str) -> str | None:
        """The key of `table` whose phrase found in text is the longest (`Sources checked` is
        sources, not a register's `check`); ties go to file order."""
        best: tuple[int, str] | None = None
        for key in self.tables.get(table, {}):
            for m in self.regex(table, key).finditer(text):
                if best is None or len(m.group(0)) > best[0]:
                    best = (len(m.group(0)), key)
        return best[1] if best else None

    def label(self, text: str) -> str | None:
        """The canonical label a field label names (`Key points` → `要点`), or None."""
        bare = " ".join(text.strip().strip("*` ").split()).lower()
        if not bare:
            return None
        index = self._labels()
        for part in [bare, *(_SLASH.split(bare) if "/" in bare else ())]:
            if part in index:
                return index[part]
            if part.replace(" ", "") in index:
                return index[part.replace(" ", "")]
        return None

    def _labels(self) -> dict[str, str]:
        if "labels" not in self._cache:
            index: dict[str, str] = {}
            for canonical, phrases in self.tables.get("fields", {}).items():
                for phrase in [canonical, *phrases]:
                    key = re.sub(r"\s+", " ", phrase.strip()).lower()
                    index.setdefault(key, canonical)
                    index.setdefault(key.replace(" ", ""), canonical)
            self._cache["labels"] = index  # type: ignore[assignment]
        return self._cache["labels"]  # type: ignore[return-value]

    def column(self, header: str) -> str | None:
        """The role of a table column from its header cell (`风险等级` → risk)."""
        cache: dict[str, str | None] = self._cache.setdefault("columns", {})  # type: ignore[assignment,arg-type]
        if header not in cache:
            if len(cache) > 10_000:
                cache.clear()
            cache[header] = self._column(header) if len(header) <= 60 else None
        return cache[header]

    def _column(self, header: str) -> str | None:
        bare = re.sub(r"\s+", " ", header.strip().strip("*` ")).lower()
        best: tuple[int, str] | None = None
        for role, phrases in self.tables.get("columns", {}).items():
            for phrase in phrases:
                p = phrase.lower()
                if bare == p or bare.replace(" ", "") == p.replace(" ", ""):
                    return role
                if len(p) >= 2 and p in bare and (best is None or len(p) > best[0]) and _whole(p, bare):
                    best = (len(p), role)
        return best[1] if best else None


def _whole(phrase: str, text: str) -> bool:
    """`no` is in `note` but names no column there: a phrase of letters is found as whole words."""
    if not re.search(r"[a-z]", phrase):
        return True
    return bool(re.search(r"(?<![a-z])" + re.escape(phrase) + r"(?:e?s)?(?![a-z])", text))  # `works`: a work column


def read_table_file(file: Path) -> dict[str, dict[str, list[str]]]:
    """A user lexicon: DocumentError (one line naming the file and the problem) when unusable."""
    try:
        data = tomllib.loads(file.read_text(encoding="utf-8"))
    except OSError as exc:
        raise DocumentError(str(file), f"cannot read the lexicon: {exc.strerror or exc}") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise DocumentError(str(file), f"not a valid lexicon (TOML): {exc}") from None
    out: dict[str, dict[str, list[str]]] = {}
    for name, table in data.items():
        if name == "paths":
            continue  # path rules: `read_path_rules`
        if name not in TABLES or not isinstance(table, dict):
            raise DocumentError(str(file), f"unknown lexicon table [{name}]; known: {', '.join(TABLES)}")
        for key, phrases in table.items():
            if not isinstance(phrases, list) or not all(isinstance(p, str) and p.strip() for p in phrases):
                raise DocumentError(str(file), f"[{name}] {key} must be a list of non-empty strings")
            if len(phrases) > 1000 or any(len(p) > 200 for p in phrases):
                raise DocumentError(str(file), f"[{name}] {key}: at most 1000 phrases of 200 characters")
            out.setdefault(name, {})[key] = [p.strip() for p in phrases]
    return out


def read_path_rules(file: Path) -> list[PathRule]:
    """The `[paths."GLOB"]` tables of a config or lexicon file: kind, instance, topic, date
    for the files under GLOB (DocumentError, one line, when a value is unusable)."""
    try:
        data = tomllib.loads(file.read_text(encoding="utf-8"))
    except OSError as exc:
        raise DocumentError(str(file), f"cannot read the config: {exc.strerror or exc}") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise DocumentError(str(file), f"not valid TOML: {exc}") from None
    table = data.get("paths", {})
    if not isinstance(table, dict):
        raise DocumentError(str(file), '[paths] must be a table of `"glob" = { kind = ..., instance = ... }`')
    rules = []
    for glob, values in table.items():
        if not isinstance(values, dict) or not values or set(values) - set(RULE_KEYS):
            raise DocumentError(str(file), f"[paths] {glob!r}: give some of {', '.join(RULE_KEYS)}")
        kind = values.get("kind")
        if kind is not None and kind not in KINDS:
            raise DocumentError(str(file), f"[paths] {glob!r}: kind must be one of {', '.join(KINDS)}")
        date = values.get("date")
        if isinstance(date, str):
            try:
                date = dt.date.fromisoformat(date)
            except ValueError:
                raise DocumentError(str(file), f"[paths] {glob!r}: date {date!r} is not YYYY-MM-DD") from None
        if date is not None and not isinstance(date, dt.date):
            raise DocumentError(str(file), f"[paths] {glob!r}: date must be a date (YYYY-MM-DD)")
        for key in ("instance", "topic"):
            if key in values and not (isinstance(values[key], str) and values[key].strip()):
                raise DocumentError(str(file), f"[paths] {glob!r}: {key} must be a non-empty string")
        rules.append(PathRule(glob, kind, values.get("instance"), values.get("topic"), date))
    return rules


@functools.cache
def default() -> Lexicon:
    """The package lexicon (read once)."""
    return Lexicon(read_table_file(PACKAGE_FILE))
