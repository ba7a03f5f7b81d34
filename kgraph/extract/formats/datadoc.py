"""A document written as YAML (`.yaml`, `.yml`: a brief a pipeline dumps with PyYAML, a living
document kept as data), read as its records, line for line.

The file is one YAML mapping, read as YAML front matter is (frontmatter.py, through PyYAML's
composer, each node keeping its line): a scalar field is `Label: value`, a list of mappings under
a key a part headed by the key with a record per mapping, a mapping written on one line
(`- {arXiv: '3303.80417', 章节: §1.2, 状态: 已锚定}`) one list item. Keys are read in any
language the lexicon's columns know (`名称`/`標題` name a record, `指标`/`数值`/`单位` a figure).
Anchors and aliases are followed (PyYAML writes `&id001` for a date it meets twice); a mapping
of more than 20,000 nodes, counting each use of an alias, is refused, so nested aliases cannot
blow up. The first top-level field that names the document (`title:`, `标题:`) is its title.
"""

from __future__ import annotations

import re

from kgraph.errors import DocumentError
from kgraph.extract.formats import markdown
from kgraph.extract.formats.frontmatter import MAX_NODES, _role, records
from kgraph.extract.tree import View

_FIELD = re.compile(r"^([^\s:#-][^:]{0,30}):\s+(\S.*)$")


def view(text: str, name: str) -> View:
    """The document's view (see the module's docstring), read as Markdown is."""
    read = records(text)
    if read is None:
        raise DocumentError(
            name, f"YAML that is not one mapping of fields (or holds more than {MAX_NODES:,} nodes), so not a document"
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


_PART_OF_VALUE = re.compile(r"^\s*(?!#|---|\.\.\.)\S")
