"""A Jupyter notebook's code cells as pandoc gives them: what a reader of the notebook sees.

pandoc's ipynb reader writes a code cell as a Div (classes `cell code`) holding the cell's
source as a code block, then one Div per output (classes `output` and the output's type:
`stream`, `execute_result`, `display_data`) holding its text as a code block. A reader sees the
outputs as the notebook's content and the source as the code that made them: a cell that has an
output is read by its output (`print(", ".join(new_ids))` is not a second list of the ids it
prints). An output's text is lines of text, but for a pandas DataFrame's text (a header of column
names over rows that each open with their index), which is the table it shows.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from kgraph.extract.tree import Node

_COLUMNS = re.compile(r"\s{2,}")
MAX_ROWS = 2_000  # a DataFrame shown in a brief is a few rows; pandas itself cuts at 60


def shown(blocks: list[Any]) -> list[Any]:
    """A code cell's blocks as its reader sees them: its outputs when it has any, else all of it."""
    outputs = [b for b in blocks if b.get("t") == "Div" and "output" in b["c"][0][1]]
    return outputs if any(_text_of(o) for o in outputs) else blocks


def output_texts(blocks: list[Any]) -> list[str]:
    """The texts an output Div shows (its code blocks)."""
    return [b["c"][1] for b in blocks if b.get("t") == "CodeBlock" and b["c"][1].strip()]


def dataframe(text: str) -> tuple[list[str], list[list[str]]] | None:
    """(header, rows) of a pandas DataFrame's text (`   item  value` over `0  PaleCover  410.0`,
    each row's index left out), or None when the text is not one."""
    lines = [line for line in text.split("\n") if line.strip()]
    if len(lines) < 2 or len(lines) > MAX_ROWS:
        return None
    header = _COLUMNS.split(lines[0].strip())
    rows = []
    for line in lines[1:]:
        cells = _COLUMNS.split(line.strip())
        if len(cells) != len(header) + 1 or not re.fullmatch(r"[\w.\-]{1,40}", cells[0]):
            return None  # (every row opens with its index, one cell more than the header)
        rows.append(cells[1:])
    return (header, rows) if len(header) >= 2 else None


def output(text: str, find: Callable[[str], int]) -> list[Node]:
    """An output's text as nodes, each at the file line `find` gives: a DataFrame's table, else
    its lines."""
    if frame := dataframe(text):
        rows = [(find(next((x for x in r if re.search(r"[^\W\d_]{3}", x)), r[0])), r) for r in frame[1]]
        return [Node("table", find(text.split("\n", 1)[0].strip()), header=frame[0], rows=rows)]
    return [Node("paragraph", find(x.strip()), x.strip()) for x in text.split("\n") if x.strip()]


def _text_of(div: dict[str, Any]) -> str:
    return "".join(output_texts(div["c"][1]))
