"""An annotated bibliography in BibTeX or biblatex (`.bib`, as JabRef or Zotero save it), read as
the records its entries are, line for line.

An entry (`@misc{key,` … `}`) names one work: its `title` (braces that keep a capital dropped),
its arXiv id (`eprint`, with `archivePrefix = {arXiv}`), its `url`, its `keywords` (a team keeps
a work's status and section there: `net-new, sec:1.2`), its notes (`annote`, `annotation`,
`note`, `addendum`: said as they are, so `Seasonal methane release: 9.7 g/m²` is a figure; an
`annote` or `abstract` its summary) and its files (JabRef's `file = {:path:Type;…}`). Its opening
line is the work's heading, `### Name (arXiv ID) · status · §1.2` (what the entry states of the
work, with its note's first sentence when that gives a date or a section), each other field a line
of its own (`Url: …`, `Sources: a.md, b.md`); the first entry that names no work (no id and no
link: the brief's or the living document's own record) is the document's title over its fields.
An entry never closed (a file cut short) is refused in one line naming its line.
A `@comment{…}` is what it says: one line a heading (`@comment{§1.1 Ebullition Detection}`), more
a heading over its lines (`@comment{To verify` then its entries). TeX's escapes (`\\%`, `\\&`,
`--`) are read as the characters they stand for; `%` comment lines, `@string`/`@preamble` and
JabRef's `jabref-meta` comments are not read.
"""

from __future__ import annotations

import re

from kgraph.errors import DocumentError
from kgraph.extract.formats import markdown
from kgraph.extract.tree import View

_ENTRY = re.compile(r"^\s*@([A-Za-z]+)\s*[{(]\s*([^,\s]*)\s*,?\s*$")
_FIELD = re.compile(r"^\s*([A-Za-z][\w-]*)\s*=\s*(.*?)\s*,?\s*$")
_COMMENT = re.compile(r"^\s*@comment\s*\{(.*)$", re.I)
_BIBLIOGRAPHIC = frozenset(
    {"archiveprefix", "eprinttype", "primaryclass", "year", "month", "version", "urldate", "publisher", "doi"}
)
_NOTES = frozenset({"note", "addendum", "howpublished"})  # (said as they are)
_SUMMARIES = frozenset({"annote", "annotation", "abstract"})  # (what the entry says of its work)
_DATED = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
_SECTION_KEYWORD = re.compile(r"^(?:sec|section|§)\s*[:=]?\s*(\d{1,2}(?:\.\d{1,2})+)$", re.I)


def is_bibtex(text: str) -> bool:
    """Two entries or more among the first lines (`@article{key,`, `@misc{key,`)."""
    return sum(1 for line in text.split("\n")[:400] if _ENTRY.match(line)) >= 2


def view(text: str, name: str) -> View:
    """The bibliography's view (see the module's docstring), read as Markdown is."""
    lines = text.split("\n")
    out = [""] * len(lines)
    dropped: dict[int, str] = {}
    titled = False
    n = 0
    while n < len(lines):
        line = lines[n]
        if (comment := _COMMENT.match(line)) and "jabref-meta" not in line:
            n = _comment(lines, n, comment.group(1), out)
            continue
        if (entry := _ENTRY.match(line)) and entry.group(1).lower() not in ("string", "preamble", "comment"):
            end, fields = _fields(lines, n + 1)
            if end >= len(lines):
                raise DocumentError(
                    name, f"line {n + 1}: the entry @{entry.group(1)}{{{entry.group(2)} is never closed"
                )
            work = bool(fields.get("eprint") or fields.get("url"))
            out[n] = _heading(fields, work) if work or not titled else f"### {fields.get('title', '')}"
            titled = titled or not work
            for at, key, value in fields.get("_lines", []):
                out[at] = _field_line(key, value, fields.get("eprint", ""))
                if not out[at] and lines[at].strip():
                    dropped[at + 1] = "said in its entry's heading, or bibliographic (a year, an archive's class)"
            n = end + 1
            continue
        if line.strip():
            dropped[n + 1] = "a comment or the bibliography's bookkeeping"
        n += 1
    seen = markdown.view("\n".join(out), rewrap=False)
    seen.dropped.update(dropped)
    return seen


def _fields(lines: list[str], n: int) -> tuple[int, dict]:
    """The entry's fields from line n to its closing brace: (last line, {key: value, "_lines": …})."""
    fields: dict = {"_lines": []}
    depth = 1  # (the entry's own brace, opened on its first line)
    while n < len(lines):
        if lines[n].strip() in ("}", ")"):
            return n, fields
        at = n
        if m := _FIELD.match(lines[n]):
            key, value = m.group(1).lower(), m.group(2)
            while _depth(value) > 0 and n + 1 < len(lines):
                n += 1  # (a value over several lines: read whole, on its first line)
                value += " " + lines[n].strip().rstrip(",")
            if _depth(value) < 0:
                value = value[: value.rstrip().rfind("}")]  # (`year = {2020}}`: the entry closes on its line)
            value = _plain(value)
            fields[key] = value
            fields["_lines"].append((at, key, value))
        depth += sum(_depth(lines[k]) for k in range(at, n + 1))
        if depth <= 0:
            return n, fields
        n += 1
    return n, fields


def _depth(text: str) -> int:
    """Braces opened less braces closed (TeX's `\\{`, `\\}` are characters, not braces)."""
    bare = re.sub(r"\\[{}]", "", text)
    return bare.count("{") - bare.count("}")


def _heading(fields: dict, work: bool) -> str:
    title = fields.get("title", "")
    if not work:
        return f"# {title}" if title else ""
    said = [title]
    if fields.get("eprint"):
        said[0] += f" (arXiv {fields['eprint']})"  # (as a work's id is written after its name)
    elif fields.get("url"):
        said.append(fields["url"])
    for keyword in re.split(r"\s*[,;]\s*", fields.get("keywords", "")):
        if m := _SECTION_KEYWORD.match(keyword):
            said.append(f"§{m.group(1)}")
        elif keyword:
            said.append(keyword.replace("-", " ") if keyword.lower() not in ("net-new",) else keyword)
    summary = next((fields[k] for k in _SUMMARIES if fields.get(k)), "")
    first = re.split(r"(?<=[.。])\s", summary, maxsplit=1)[0]
    if len(first) <= 90 and (_DATED.search(first) or "§" in first):
        said.append(
            first.rstrip(".")
        )  # (`Anchored 2026-08-14 in §1.2 Thaw …`: its status, date and section, said in the note)
    return "### " + " · ".join(s for s in said if s)


def _field_line(key: str, value: str, fields_eprint: str = "") -> str:
    if not value or key in _BIBLIOGRAPHIC or key in ("title", "keywords", "eprint"):
        return ""
    if key in _NOTES:
        return value
    if key in _SUMMARIES:
        return f"Summary: {value}"
    if key == "url" and fields_eprint and fields_eprint in value:
        return ""  # (the arXiv page of the id the heading gives: said once)
    if key == "file":
        paths = [part.split(":")[1] if part.count(":") >= 2 else part for part in value.split(";")]
        return "Sources: " + ", ".join(p.strip() for p in paths if p.strip())
    return f"{key[:1].upper()}{key[1:]}: {value}"


def _comment(lines: list[str], n: int, first: str, out: list[str]) -> int:
    """A `@comment{…}` from line n: its lines as a heading and what it says; the next line's index."""
    body = [first]
    depth = first.count("{") - first.count("}") + 1
    at = n
    while depth > 0 and at + 1 < len(lines) and not body[-1].rstrip().endswith("}"):
        at += 1
        body.append(lines[at])
        depth += lines[at].count("{") - lines[at].count("}")
    body[-1] = re.sub(r"\}\s*$", "", body[-1])
    texts = [_plain(b).strip() for b in body]
    if texts and texts[0]:
        out[n] = "## " + texts[0]
    for k, said in enumerate(texts[1:], 1):
        out[n + k] = said
    return at + 1


def _plain(value: str) -> str:
    """A field's value without its braces or quotes, TeX's escapes as the characters they stand for."""
    value = value.strip().rstrip(",").strip()
    if value[:1] in '{"' and value[-1:] in '}"':
        value = value[1:-1]
    value = re.sub(r"\\([%&$#_{}])", r"\1", value)
    value = value.replace("---", "—").replace("--", "–").replace("~", " ")
    return re.sub(r"(?<!\\)[{}]", "", value).strip()
