"""YAML front matter as the records it holds, through PyYAML's composer (each node keeps its line).

A scalar field is `Label: value` on its own line; a mapping of scalars (`baseline: {path, version}`)
is one field whose value is its values (`Baseline: organized/… · version 2026-12-08`); a list of
scalars is a field with its values; a list of mappings under a key (`works:`, `register:`) is a
part headed by the key, each mapping a record: a heading naming it (its `name`/`title`, or its
first value) over its own fields, a list of mappings inside it (`figures: [{metric, value, unit}]`)
one field each (`visual token reduction: 62%`). Lines a record does not use are left blank, so
every line read is still the file's own line.
"""

from __future__ import annotations

import re
from typing import Any

MAX_NODES = 20_000  # a front matter is a header, not a database: beyond this it is read as lines
_NAME_KEYS = ("name", "title", "work", "paper", "label", "text", "summary", "concern")
_SETTLED = frozenset({"resolved", "closed", "done", "settled", "verified", "fixed"})
_QUIET_KEYS = frozenset({"path", "value", "name", "title", "text", "file", "url", "id"})


def records(content: str) -> dict[int, str] | None:
    """Lines (0-based, within the front matter's content) and the canonical text for each, or
    None when the content is no YAML mapping kgraph can walk."""
    import yaml

    try:
        root = yaml.compose(content, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return None
    if not isinstance(root, yaml.MappingNode) or _size(root) > MAX_NODES:
        return None
    out: dict[int, str] = {}
    for key, value in root.value:
        _top(out, key, value)
    return out


def _size(node: Any, seen: set[int] | None = None) -> int:
    import yaml

    seen = set() if seen is None else seen
    if id(node) in seen:  # an alias: YAML may share one node many times (a billion laughs)
        return MAX_NODES + 1
    seen.add(id(node))
    if isinstance(node, yaml.MappingNode):
        return 1 + sum(_size(k, seen) + _size(v, seen) for k, v in node.value)
    if isinstance(node, yaml.SequenceNode):
        return 1 + sum(_size(v, seen) for v in node.value)
    return 1


def _scalar(node: Any) -> str:
    import yaml

    if isinstance(node, yaml.ScalarNode):
        return str(node.value).strip()
    if isinstance(node, yaml.SequenceNode):
        return ", ".join(_scalar(v) for v in node.value if isinstance(v, yaml.ScalarNode))
    if isinstance(node, yaml.MappingNode):
        parts = []
        for k, v in node.value:
            key, value = _scalar(k), _scalar(v)
            if key.lower() in _QUIET_KEYS:
                parts.append(value)
            elif value.isdigit():  # `increments: 3` → `3 increments`, as a sentence counts
                parts.append(f"{value} {key.replace('_', ' ')}")
            else:
                parts.append(f"{key.replace('_', ' ')} {value}")
        return " · ".join(p for p in parts if p.strip())
    return ""


def _label(key: str) -> str:
    text = key.replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def _line(node: Any) -> int:
    return node.start_mark.line


def _flat(node: Any) -> bool:
    import yaml

    if isinstance(node, yaml.ScalarNode):
        return True
    if isinstance(node, yaml.SequenceNode):
        return all(isinstance(v, yaml.ScalarNode) for v in node.value)
    return isinstance(node, yaml.MappingNode) and all(isinstance(v, yaml.ScalarNode) for _, v in node.value)


def _top(out: dict[int, str], key: Any, value: Any) -> None:
    import yaml

    label, at = _label(_scalar(key)), _line(key)
    if (
        isinstance(value, yaml.MappingNode)
        and value.value
        and all(isinstance(v, yaml.ScalarNode) and re.fullmatch(r"\d+(?:\.\d+)+", _scalar(k)) for k, v in value.value)
    ):  # `sections: {"1.1": "Vision Encoders"}`: section names, one per line as a brief writes them
        out[at] = f"{label}:"
        for k, v in value.value:
            out[_line(k)] = f"- §{_scalar(k)}: {_scalar(v)}"
        return
    if _flat(value):
        if isinstance(value, yaml.SequenceNode) and _line(value) > at:  # `key:` then `- value` lines
            _field(out, key, value)
        else:
            out[at] = f"{label}: {_scalar(value)}"
        return
    out[at] = f"## {label}"
    if isinstance(value, yaml.SequenceNode):
        for record in value.value:
            _record(out, record, 3)
    elif isinstance(value, yaml.MappingNode):
        for k, v in value.value:
            _field(out, k, v)


def _record(out: dict[int, str], node: Any, level: int) -> None:
    import yaml

    if isinstance(node, yaml.ScalarNode):
        out[_line(node)] = f"- {_scalar(node)}"
        return
    if not isinstance(node, yaml.MappingNode) or not node.value:
        return
    fields = {_scalar(k).lower(): v for k, v in node.value}
    head_key = next((k for k in _NAME_KEYS if isinstance(fields.get(k), yaml.ScalarNode)), None)
    head = _scalar(fields[head_key]) if head_key else _scalar(node.value[0][1])
    if len(head.split()) > 8:  # a sentence (a concern, a note), not a name: one list item with its fields
        said = [_entry_field(_scalar(k), v) for k, v in node.value if _scalar(k).lower() != head_key]
        out[_line(node)] = f"- {head}" + (f" ({'; '.join(s for s in said if s)})" if any(said) else "")
        return
    out[_line(node)] = f"{'#' * level} {head}"
    for k, v in node.value:
        if _scalar(k).lower() != head_key:
            _field(out, k, v)


def _field(out: dict[int, str], key: Any, value: Any) -> None:
    import yaml

    label, at = _label(_scalar(key)), _line(key)
    if isinstance(value, yaml.SequenceNode) and not _line(value) > at:
        out[at] = f"{label}: {_scalar(value)}"  # `items: [a, b]` on the key's line
    elif isinstance(value, yaml.SequenceNode) and all(isinstance(v, yaml.ScalarNode) for v in value.value):
        out[at] = f"{label}: {_scalar(value)}"  # a record's list (`sources:`, `card:`): one field, its values
    elif isinstance(value, yaml.SequenceNode):
        for v in value.value:  # `figures: [{metric, value, unit}]`: one field each
            if isinstance(v, yaml.MappingNode):
                out[_line(v)] = _measure(v) or f"{label}: {_scalar(v)}"
    else:
        text = _scalar(value)
        if re.search(r"section|节|章", label, re.I) and re.fullmatch(r"\d+(?:\.\d+)+", text):
            text = "§" + text  # `section: "1.1"`: the section, as a brief writes it
        out[at] = f"{label}: {text}"


def _entry_field(key: str, value: Any) -> str:
    text = _scalar(value)
    if text.lower() in ("true", "false", "yes", "no"):  # `resolved: false`: the state it names
        if text.lower() in ("true", "yes"):
            return key.replace("_", " ")
        return "open" if key.lower() in _SETTLED else f"not {key.replace('_', ' ')}"
    return f"{key.replace('_', ' ')}: {text}" if text else ""


def _measure(node: Any) -> str:
    """`{metric: "speedup", value: 1.8, unit: "×"}` → `speedup: 1.8×`."""
    fields = {_scalar(k).lower(): _scalar(v) for k, v in node.value}
    value = fields.get("value")
    if value is None:
        return ""
    label = fields.get("metric") or fields.get("name") or fields.get("label") or "figure"
    unit = fields.get("unit", "")
    return f"{label}: {value}{'' if unit in ('%', '×', 'x') or not unit else ' '}{unit}"


# Hugo's TOML front matter: `+++` … `+++` around `key = value` lines and `[table]` headers
_TOML_FENCE = re.compile(r"\+\+\+[ \t]*")
_TOML_TABLE = re.compile(r"\s*\[\s*([\w.\-\"]{1,80})\s*\]\s*(?:#.*)?")
_TOML_ARRAY_TABLE = re.compile(r"\s*\[\[\s*([\w.\-\"]{1,80})\s*\]\]\s*(?:#.*)?")
_TOML_KEY = re.compile(r"(\s*)([\w\-]{1,80}|\"[^\"\n]{1,80}\")\s*=\s*(.*)")
_INLINE_KEY = re.compile(r"([{,]\s*)([\w\-]{1,80}|\"[^\"\n]{1,80}\")\s*=\s*")


def toml_as_yaml(text: str) -> str:
    """A document opening with TOML front matter (Hugo's `+++` fences) with it written as the
    YAML front matter it means, line for line (`key = value` → `key: value`, a `[params]` table
    a mapping, `[[works]]` tables a list of mappings, `{ a = 1 }` → `{ a: 1 }`), so it is read
    as YAML front matter is; any other text as it is."""
    lines = text.split("\n")
    if not lines or not _TOML_FENCE.fullmatch(lines[0]):
        return text
    end = next((n for n in range(1, min(len(lines), 2000)) if _TOML_FENCE.fullmatch(lines[n])), None)
    if end is None:
        return text
    out = ["---"]
    indent, tables = "", set()
    first_of_item = False
    for line in lines[1:end]:
        if m := _TOML_ARRAY_TABLE.fullmatch(line):
            name = m.group(1).split(".")[-1].strip('"')
            out.append("" if name in tables else f"{name}:")
            tables.add(name)
            indent, first_of_item = "    ", True
        elif m := _TOML_TABLE.fullmatch(line):
            out.append(f"{m.group(1).strip(chr(34)).replace('.', '_')}:")
            indent, first_of_item = "  ", False
        elif m := _TOML_KEY.fullmatch(line):
            value = _INLINE_KEY.sub(r"\1\2: ", m.group(3)) if "{" in m.group(3) else m.group(3)
            lead = "  - " if first_of_item else indent
            out.append(f"{lead}{m.group(2)}: {value}")
            first_of_item = False
        else:
            out.append(line)
    return "\n".join([*out, "---", *lines[end + 1 :]])
