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


def _size(node: Any) -> int:
    """The nodes the mapping holds as it is read, an alias's node counted each time it is used
    (`&id001` / `*id001`, as PyYAML writes a date it meets twice); the count stops past
    MAX_NODES, so aliases nested to explode (a billion laughs) cost no more than that."""
    import yaml

    count = 0
    stack = [node]
    while stack and count <= MAX_NODES:
        item = stack.pop()
        count += 1
        if isinstance(item, yaml.MappingNode):
            for k, v in item.value:
                stack += (k, v)
        elif isinstance(item, yaml.SequenceNode):
            stack += item.value
    return count


def _scalar(node: Any) -> str:
    import yaml

    if isinstance(node, yaml.ScalarNode):
        if node.tag.endswith(":null") or (node.style is None and node.value in ("null", "~", "Null", "NULL")):
            return ""  # (`"anchored_on": null`: nothing said)
        value = str(node.value).strip()
        # an enumeration's value (`carried_over`, `not_anchored`) said in words
        return value.replace("_", " ") if _SNAKE.fullmatch(value) else value
    if isinstance(node, yaml.SequenceNode):
        return ", ".join(t for v in node.value if isinstance(v, yaml.ScalarNode) and (t := _scalar(v)))
    if isinstance(node, yaml.MappingNode):
        if len(node.value) == 1 and isinstance(node.value[0][1], yaml.ScalarNode):
            return _scalar(node.value[0][1])  # `author: {instance: quetzal}`: its one value
        parts = []
        for k, v in node.value:
            key, value = _scalar(k), _scalar(v)
            if key.lower() in _QUIET_KEYS or _role(key) in ("name", "source", "status"):
                parts.append(value)
            elif value.isdigit() and key.isascii():  # `increments: 3` → `3 increments`, as a sentence counts
                parts.append(f"{value} {key.replace('_', ' ')}")
            else:  # (`本次新增: 3` → `本次新增 3`, as Chinese counts)
                parts.append(f"{key.replace('_', ' ')} {value}")
        return " · ".join(p for p in parts if p.strip())
    return ""


_SNAKE = re.compile(r"[a-z]+(?:_[a-z]+)+")


def _role(key: str) -> str | None:
    """What a key names, in any language the lexicon's columns know (`名称`, `標題` → name;
    `指标` → metric, `数值` → value, `单位` → unit; `路径` → source)."""
    from kgraph.extract.fold import fold
    from kgraph.extract.lexicon import default

    bare = key.strip().lower()
    if bare in _NAME_KEYS:
        return "name"
    if bare in ("metric", "value", "unit"):
        return bare
    return default().column(fold(bare, simplify=True)) if len(bare) <= 40 else None


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


_SECTION_KEY = re.compile(r"§?\s*\d+(?:\.\d+)+")


def _top(out: dict[int, str], key: Any, value: Any) -> None:
    import yaml

    label, at = _label(_scalar(key)), _line(key)
    if (
        isinstance(value, yaml.MappingNode)
        and value.value
        and all(isinstance(v, yaml.ScalarNode) and _SECTION_KEY.fullmatch(_scalar(k)) for k, v in value.value)
    ):  # `sections: {"1.1": "Vision Encoders"}`: section names, one per line as a brief writes them
        out[at] = f"{label}:"
        for k, v in value.value:
            out[_line(k)] = f"- §{_scalar(k).lstrip('§ ')}: {_scalar(v)}"
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
    head_key = head_key or next(
        (k for k, v in fields.items() if isinstance(v, yaml.ScalarNode) and _role(k) == "name"), None
    )
    if _flat(node) and ((head_key is None and len(node.value) <= 3) or node.end_mark.line == _line(node)):
        out[_line(node)] = f"- {_scalar(node)}"  # `{path: a.md, status: read}`: a list's item, its values
        return
    if head_key is None:  # its sentence (a concern, a note) names it, else its first value
        said = [_scalar(v) for _, v in node.value if isinstance(v, yaml.ScalarNode)]
        head_key = next((_scalar(k).lower() for k, v in node.value if _scalar(v) == max(said, key=len)), None)
        head_key = head_key if said and _sentence(max(said, key=len)) else _scalar(node.value[0][0]).lower()
    head = _scalar(fields[head_key])
    if _sentence(head):  # a sentence (a concern, a note), not a name: one list item with its fields
        said = [_entry_field(_scalar(k), v) for k, v in node.value if _scalar(k).lower() != head_key]
        out[_line(node)] = f"- {head}" + (f" ({'; '.join(s for s in said if s)})" if any(said) else "")
        return
    if number := _section_number(node, head_key):  # `{编号: §1.1, 名称: X, 条目: [...]}`: a section
        head_key2, number = number
        head = f"§{number} {head}"
    else:
        head_key2 = None
    out[_line(node)] = f"{'#' * level} {head}"
    # the record's first key shares the heading's line (`- kind: paper`): it takes the name's line
    spare = next(_line(k) for k, _ in node.value if _scalar(k).lower() == head_key)
    for k, v in node.value:
        if _scalar(k).lower() not in (head_key, head_key2):
            _field(out, k, v, (_line(node), spare), level)


def _section_number(node: Any, head_key: str) -> tuple[str, str] | None:
    """A record that holds a list of records and a field that is only a section's number
    (`编号: §1.1` beside `条目: [...]`) is that section: its key and number, else None."""
    import yaml

    lists = [
        v
        for _, v in node.value
        if isinstance(v, yaml.SequenceNode)
        and all(isinstance(x, yaml.MappingNode) for x in v.value)
        and not any(_measure(x) for x in v.value)  # (an item's `figures: [{metric, value}]` are no records)
    ]
    if not lists:
        return None
    for k, v in node.value:
        key, text = _scalar(k), _scalar(v)
        if key.lower() == head_key or not isinstance(v, yaml.ScalarNode) or not _SECTION_NUMBER.fullmatch(text):
            continue
        if text.startswith("§") or (_role(key) in ("number", "id") and any(x.value for x in lists)):
            return key.lower(), text.lstrip("§ ")  # (`section: "1.1"` of an item is its field)
    return None


# a section's number alone (`§1.1`, `1.2`; never an arXiv id)
_SECTION_NUMBER = re.compile(r"§?\s*\d{1,2}(?:\.\d{1,2}){1,3}")


def _sentence(text: str) -> bool:
    """More words than a name has: over eight, or twenty Chinese characters."""
    return len(text.split()) > 8 or len(re.findall(r"[\u3400-\u9fff]", text)) >= 20


def _field(out: dict[int, str], key: Any, value: Any, moved: tuple[int, int] = (-1, -1), level: int = 3) -> None:
    """`moved`: a field on the first line goes on the second instead (a record's heading holds
    the line of its first key; the name's own line is free)."""
    import yaml

    label, at = _label(_scalar(key)), _line(key)
    at = moved[1] if at == moved[0] else at
    if isinstance(value, (yaml.SequenceNode, yaml.MappingNode)) and not value.value:
        return  # `条目: []`: nothing to read
    one_line = isinstance(value, yaml.SequenceNode) and value.end_mark.line == _line(key)
    if isinstance(value, yaml.SequenceNode) and not _line(value) > _line(key) and (one_line or _flat(value)):
        measures = [m for v in value.value if isinstance(v, yaml.MappingNode) and (m := _measure(v))]
        # `items: [a, b]` on the key's line; `figures: [{metric: …, value: …}]`, its figures
        out[at] = "; ".join(measures) if measures else f"{label}: {_scalar(value)}"
    elif isinstance(value, yaml.SequenceNode) and all(isinstance(v, yaml.ScalarNode) for v in value.value):
        out[at] = f"{label}: {_scalar(value)}"  # a record's list (`sources:`, `card:`): one field, its values
    elif isinstance(value, yaml.SequenceNode):
        for v in value.value:  # `figures: [{metric, value, unit}]`: one field each; records under it
            if isinstance(v, yaml.MappingNode) and (measure := _measure(v)):
                out[_line(v)] = measure
            elif isinstance(v, yaml.MappingNode) and not _flat(v):
                _record(out, v, min(level + 1, 6))  # (`条目:` in a section: its entries, each a record)
            elif isinstance(v, yaml.MappingNode):
                out[_line(v)] = f"{label}: {_scalar(v)}"
    else:
        text = _scalar(value)
        if not text:
            return  # (`confidence: null`: nothing said)
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
    import yaml

    fields = {
        _role(_scalar(k)) or _scalar(k).lower(): _scalar(v) for k, v in node.value if isinstance(v, yaml.ScalarNode)
    }  # (a record's `figures: [...]` is no value of its own)
    value = fields.get("value")
    if not value:
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
