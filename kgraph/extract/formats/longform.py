"""A sheet in long form: one fact per row (`record_type, work, arxiv_id, field, value`), as a
database or a script exports it. The rows of one record (the same cells in every column but the
field and its value) are gathered back into that record: one row of a table per record, its
fields as the table's columns, one table per run of a record type under that type as heading;
a record that names nothing (the brief's own facts, a list of files read) is its fields, one
line each. Every line stands for the record's first row; its other rows are part of it.

Numbered fields (`entry_1`, `risk_1`, `entry_2`, …) are records of their own, one per number.
"""

from __future__ import annotations

import re

from kgraph.extract.tree import Node, View, render

MIN_ROWS = 4  # fewer facts than this are a table's own business
_NUMBERED = re.compile(r"^(.*?)[_\s-]?(\d{1,3})$")


def pivot(rows: list[tuple[int, list[str]]], lexicon: object | None = None) -> View | None:
    """The sheet's records as a view, or None when the sheet is not in long form."""
    from kgraph.extract.lexicon import default

    lex = lexicon or default()
    if len(rows) < MIN_ROWS + 1:
        return None
    (_, head), body = rows[0], rows[1:]
    head = [" ".join(c.replace("\ufeff", "").split()) for c in head]
    names = {w.lower() for w in lex.tables.get("prose", {}).get("field_name", [])}  # type: ignore[attr-defined]
    field_at = next((n for n, c in enumerate(head) if c.lower().replace("_", " ") in names), None)
    value_at = next((n for n, c in enumerate(head) if lex.column(c) == "value"), None)  # type: ignore[attr-defined]
    if field_at is None or value_at is None or field_at == value_at:
        return None
    type_words = {w.lower() for w in lex.tables.get("prose", {}).get("record_type", [])}  # type: ignore[attr-defined]
    type_at = next((n for n, c in enumerate(head) if c.lower().replace("_", " ") in type_words), None)
    keys = [n for n in range(len(head)) if n not in (field_at, value_at)]
    width = len(head)
    records: list[tuple[tuple[str, ...], int, list[tuple[str, str, int]]]] = []  # (key, first line, fields)
    for line, row in body:
        cells = [" ".join(c.split()) for c in (row + [""] * width)[:width]]
        name, value = cells[field_at], cells[value_at]
        if not name and not value:
            continue
        key = tuple(cells[n] for n in keys)
        label, number = name, ""
        if (m := _NUMBERED.match(name)) and m.group(1) and not re.fullmatch(r"[\d.]+", name):
            label, number = m.group(1), m.group(2)  # (`entry_1`: the first entry's text)
        label = label.replace("_", " ").strip()
        if records and records[-1][0] == (*key, number):
            records[-1][2].append((label, value, line))
        else:
            records.append(((*key, number), line, [(label, value, line)]))
    if len(records) * 2 > len(body):
        return None  # (a record a row: a table in wide form, read as one)
    return _view(records, keys, head, type_at, lex)


def _view(
    records: list[tuple[tuple[str, ...], int, list[tuple[str, str, int]]]],
    keys: list[int],
    head: list[str],
    type_at: int | None,
    lex: object,
) -> View:
    nodes: list[Node] = []
    continued: dict[int, int] = {}
    type_of = keys.index(type_at) if type_at is not None else None
    named = [n for n, k in enumerate(keys) if k != type_at]  # the key columns that name a record
    run: list[tuple[tuple[str, ...], int, list[tuple[str, str, int]]]] = []

    def flush() -> None:
        if not run:
            return
        kind = (run[0][0][type_of] if type_of is not None else "").replace("_", " ")
        first = run[0][1]
        nameless = all(not any(key[n] for n in named) for key, _, _ in run)
        if kind and not nameless and not lex.find_longest("parts", kind):  # type: ignore[attr-defined]
            kind += " · works"  # (`item` rows: works, each with the status its row gives)
        if kind:
            nodes.append(Node("heading", first, kind, level=2))
        if nameless:
            for _, _, fields in run:  # the record names nothing: its fields, a line each
                for label, value, line, more in _ranges(fields):
                    nodes.append(Node("field", line, value, header=[label]))
                    continued.update(dict.fromkeys(more, line))
            return
        columns = [head[keys[n]] for n in named]
        labels = list(dict.fromkeys(label for _, _, fields in run for label, _, _ in fields))
        table_rows = []
        for key, line, fields in run:
            values = {label: "; ".join(v for lab, v, _ in fields if lab == label and v) for label in labels}
            table_rows.append((line, [key[n] for n in named] + [values[label] for label in labels]))
            for _, _, more in fields:
                if more != line:
                    continued[more] = line
        nodes.append(Node("table", first, header=columns + labels, rows=table_rows))

    for record in records:
        if run and type_of is not None and record[0][type_of] != run[0][0][type_of]:
            flush()
            run = []
        run.append(record)
    flush()
    lines, source = render(nodes)
    return View(lines, source, continued=continued)


_ENDS = re.compile(r"^(.+?)[\s_-]+(start|from|begin|end|to|until)$", re.I)
_STARTS = ("start", "from", "begin")


def _ranges(fields: list[tuple[str, str, int]]) -> list[tuple[str, str, int, list[int]]]:
    """`window start`, `window end` → `window: a → b` (a range in two fields); others as they are,
    each with the lines it took."""
    starts: dict[str, int] = {}
    ends: dict[str, int] = {}
    for i, (label, _, _) in enumerate(fields):
        if m := _ENDS.match(label):
            (starts if m.group(2).lower() in _STARTS else ends).setdefault(m.group(1).lower(), i)
    paired = {starts[k]: ends[k] for k in starts if k in ends}  # a start's field → its end's
    out: list[tuple[str, str, int, list[int]]] = []
    for i, (label, value, line) in enumerate(fields):
        if i in paired:
            _, end, at = fields[paired[i]]
            out.append((_ENDS.match(label).group(1), f"{value} → {end}", line, [at]))  # type: ignore[union-attr]
        elif i not in paired.values():
            out.append((label, value, line, []))
    return out
