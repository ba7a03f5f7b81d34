"""A document written as data (a brief or a living document a pipeline dumps as YAML, JSON or
TOML: `.yaml`, `.yml`, `.json`, `.toml`), read as its records, line for line.

The file is one YAML mapping, read as YAML front matter is (frontmatter.py, through PyYAML's
composer, each node keeping its line): a scalar field is `Label: value`, a list of mappings under
a key a part headed by the key with a record per mapping, a mapping written on one line
(`- {arXiv: '3303.80417', 章节: §1.2, 状态: 已锚定}`) one list item. Keys are read in any
language the lexicon's columns know (`名称`/`標題` name a record, `指标`/`数值`/`单位` a figure).
Anchors and aliases are followed (PyYAML writes `&id001` for a date it meets twice); a mapping
of more than 20,000 nodes, counting each use of an alias, is refused, so nested aliases cannot
blow up. The first top-level field that names the document (`title:`, `标题:`) is its title.

JSON is YAML's flow style, so a JSON object is read by the same composer, each key on its line.
TOML is written as the YAML it means, line for line (`key = value` → `key: value`, `[table]` a
mapping, `[[items]]` a list of mappings and `[[items.figures]]` one inside the current item,
`{ a = 1 }` → `{ a: 1 }`), after tomllib has checked that it is TOML: a file tomllib refuses is
refused in one line.
"""

from __future__ import annotations

import re

from kgraph.errors import DocumentError
from kgraph.extract.formats import markdown
from kgraph.extract.formats.frontmatter import MAX_NODES, _role, records
from kgraph.extract.tree import View

_FIELD = re.compile(r"^([^\s:#-][^:]{0,30}):\s+(\S.*)$")


def view(text: str, name: str, fmt: str = "yaml") -> View:
    """The document's view (see the module's docstring), read as Markdown is."""
    if fmt == "toml":
        text = toml_as_yaml_lines(text, name)
    elif fmt == "json":
        import json

        try:
            json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise DocumentError(name, f"JSON kgraph cannot parse ({exc})") from None
        text = text.replace("\t", " ")  # (valid JSON has tabs only between tokens, which YAML refuses)
    read = records(text)
    if read is None:
        what = {"json": "JSON", "toml": "TOML"}.get(fmt, "YAML")
        raise DocumentError(
            name,
            f"{what} that is not one mapping of fields (or holds more than {MAX_NODES:,} nodes), so not a document",
        )
    lines = [read.get(n, "") for n in range(text.count("\n") + 1)]
    for n, line in enumerate(lines):
        if line.startswith("#"):
            break  # (the title is a field before the first part)
        if (m := _FIELD.match(line)) and _role(m.group(1)) == "name":
            lines[n] = f"# {m.group(2)}"
            break
    seen = markdown.view("\n".join(lines))
    written = text.split("\n")
    last = 0
    for n, line in enumerate(seen.lines, 1):  # a value's other lines (a block scalar, a mapping's keys)
        if line.strip():
            last = n
        elif last and n <= len(written) and _PART_OF_VALUE.match(written[n - 1]):
            seen.joined.setdefault(n, last)  # (`inspect` says `part of line N`, not unattached)
    return seen


_PART_OF_VALUE = re.compile(r"^\s*(?!#|---|\.\.\.)[^\s{}\[\],]")  # (not a JSON object's or list's brackets alone)

_TOML_HEADER = re.compile(
    r"\s*(\[\[?)\s*((?:[\w-]+|\"[^\"\n]{1,80}\")(?:\s*\.\s*(?:[\w-]+|\"[^\"\n]{1,80}\"))*)\s*\]\]?\s*(?:#.*)?"
)
_TOML_KEY = re.compile(r"(\s*)([\w-]{1,80}|\"[^\"\n]{1,80}\")\s*=\s*(.*)")
_INLINE_KEY = re.compile(r"([{,]\s*)([\w-]{1,80}|\"[^\"\n]{1,80}\")\s*=\s*")


_MULTILINE = re.compile(r'"""|\'\'\'')


def _escaped(text: str) -> str:
    """Text inside a double-quoted YAML string."""
    return text.replace("\\", "\\\\").replace('"', '\\"')


def toml_as_yaml_lines(text: str, name: str) -> str:
    """A TOML document as the YAML it means, line for line (see the module's docstring)."""
    import tomllib

    try:
        tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DocumentError(name, f"TOML kgraph cannot parse ({exc})") from None
    out: list[str] = []
    arrays: set[tuple[str, ...]] = set()  # the paths declared `[[…]]`
    started: set[tuple[tuple[str, ...], int]] = set()  # (an array, its parent's item) whose key is written
    items: dict[tuple[str, ...], int] = {}  # each array's current item
    indent, first = "", False
    closing = ""  # inside a multi-line string: the quotes that close it
    for line in text.split("\n"):
        if closing:  # a multi-line string's line: more of a double-quoted YAML string, line for line
            body, shut, _ = line.partition(closing)
            out.append(f"{indent}    {_escaped(body.strip().rstrip(chr(92)).rstrip())}{chr(34) if shut else ''}")
            closing = "" if shut else closing
            continue
        if (m := _TOML_KEY.fullmatch(line)) and (quotes := _MULTILINE.match(m.group(3))):
            # `"說明" = """` then its lines: a double-quoted YAML string over the same lines (folded)
            lead = f"{indent[:-2]}- " if first else indent
            first = False
            body, shut, _ = m.group(3)[len(quotes.group(0)) :].partition(quotes.group(0))
            out.append(
                f'{lead}{m.group(2)}: "{_escaped(body.strip().rstrip(chr(92)).rstrip())}{chr(34) if shut else ""}'
            )
            closing = "" if shut else quotes.group(0)
            continue
        if (m := _TOML_HEADER.fullmatch(line)) and not _TOML_KEY.fullmatch(line):
            path = tuple(p.strip().strip('"') for p in re.findall(r'"[^"]*"|[^.]+', m.group(2)))
            depth = 0
            for k in range(1, len(path)):  # the indent of the content its parents hold
                depth += 4 if path[:k] in arrays else 2
            key = f'"{path[-1]}"' if not re.fullmatch(r"[\w-]+", path[-1]) else path[-1]
            parent = items.get(path[:-1], -1)
            if m.group(1) == "[[":
                arrays.add(path)
                items[path] = items.get(path, -1) + 1
                out.append("" if (path, parent) in started else " " * depth + f"{key}:")
                started.add((path, parent))
                indent, first = " " * (depth + 4), True
            else:
                out.append(" " * depth + f"{key}:")
                indent, first = " " * (depth + 2), False
        elif m := _TOML_KEY.fullmatch(line):
            value = _INLINE_KEY.sub(r"\1\2: ", m.group(3)) if "{" in m.group(3) else m.group(3)
            out.append(f"{indent[:-2]}- {m.group(2)}: {value}" if first else f"{indent}{m.group(2)}: {value}")
            first = False
        else:
            out.append(f"{indent}  {line.strip()}" if line.strip() and not line.lstrip().startswith("#") else line)
    return "\n".join(out)
