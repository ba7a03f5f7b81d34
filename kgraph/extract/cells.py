"""Table cells and a document's shape, as every reader sees them: the rows of pipe tables
(markdown-it-py's reading, with a fast path for plain runs), a line's cells, separator rows, and
warnings about rows whose cell counts disagree."""

from __future__ import annotations

import functools
import re

from kgraph.extract.segment import Line


@functools.cache
def _block_parser():  # noqa: ANN202 - markdown_it.MarkdownIt, imported lazily
    """markdown-it-py for block structure only: cells are the `content` of the inline tokens the
    table rule makes, so the inline pass (half the parse time) is switched off."""
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark").enable("table").disable(["inline", "text_join"])


def markdown_table_rows(text: str) -> dict[int, list[str]]:
    """Line number → cells, for every pipe-table row markdown-it-py recognises. Only the runs of
    lines holding a `|` are parsed (a table is nothing else): the rest of a long brief, its lists
    above all, would cost most of the parse for no table."""
    rows: dict[int, list[str]] = {}
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        if "|" not in lines[i]:
            i += 1
            continue
        j = i
        while j < len(lines) and "|" in lines[j]:
            j += 1
        if j - i >= 2:
            run = lines[i:j]
            indent = min(len(line) - len(line.lstrip()) for line in run)
            run = [line[indent:] for line in run]
            found = _plain_pipe_table(run)
            for no, cells in (found if found is not None else _table_rows("\n".join(run))).items():
                rows[no + i] = cells
        i = j
    return rows


_DELIMITER_CELL = re.compile(r":?-+:?")


def _plain_pipe_table(run: list[str]) -> dict[int, list[str]] | None:
    """The rows markdown-it reads in a run of lines each `| … |` (a header, a delimiter row,
    then rows, as the format stage writes every table), without parsing; None for any other
    run (an escape, a code span, a missing delimiter row), which markdown-it then reads. The
    second parse was a tenth of extraction; `tests/extract/test_tables.py` checks both agree."""
    if len(run) < 2 or not all(_plain_row(line) for line in run):
        return None
    split = [[cell.strip() for cell in line.strip()[1:-1].split("|")] for line in run]
    header, delimiter = split[0], split[1]
    if len(header) != len(delimiter) or not all(_DELIMITER_CELL.fullmatch(c) for c in delimiter):
        return None
    width = len(header)
    rows = {1: header}
    for no, cells in enumerate(split[2:], 3):
        rows[no] = (cells + [""] * width)[:width]
    return rows


def _plain_row(line: str) -> bool:
    bare = line.strip()
    return (
        len(line) - len(line.lstrip()) < 4  # four spaces in: code, not a table
        and len(bare) >= 2
        and bare[0] == bare[-1] == "|"
        and "`" not in bare
        and "\\" not in bare
    )


def _table_rows(text: str) -> dict[int, list[str]]:
    rows: dict[int, list[str]] = {}
    current: list[str] | None = None
    row_line = 0
    for token in _block_parser().parse(text):
        if token.type == "tr_open":
            current = []
            row_line = (token.map[0] + 1) if token.map else 0
        elif token.type == "inline" and current is not None:
            current.append(token.content.strip())
        elif token.type == "tr_close" and current is not None:
            if row_line:
                rows[row_line] = current
            current = None
    return rows


def table_cells(line: Line, tables: dict[int, list[str]]) -> list[str] | None:
    if line.no in tables:
        return tables[line.no]
    if line.text.count("|") >= 2:
        cells = [c.strip() for c in line.text.strip().strip("|").split("|")]
        return cells
    return None


_SEPARATOR_ROW = re.compile(r"\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*")


def is_separator(text: str) -> bool:
    return "--" in text and bool(_SEPARATOR_ROW.fullmatch(text))


def shape_warnings(lines: list[Line]) -> list[str]:
    """Signs that the reading is partial: pipe-table rows with more or fewer cells than their
    header (columns may be shifted), and a file that looks cut off (a code block never
    closed, a last table row never closed)."""
    out = []
    header = 0
    for i, line in enumerate(lines):
        text = line.text.strip()
        following = lines[i + 1].text if i + 1 < len(lines) else ""
        if "|" in text and "|" in following and "-" in following and is_separator(following):
            header = _cell_count(text)
        elif header and text.startswith("|") and not is_separator(text):
            if (n := _cell_count(text)) != header:
                out.append(f"line {line.no}: table row has {n} cells, its header {header}; cells may be shifted")
        elif not is_separator(text):
            header = 0
    fences = [line.no for line in lines if line.text.lstrip().startswith("```")]
    if len(fences) % 2:
        out.append(f"line {fences[-1]}: code block never closed (file cut off?)")
    filled = [line for line in lines if line.text.strip()]
    if len(filled) >= 2:
        last, before = filled[-1].text.strip(), filled[-2].text.strip()
        if last.startswith("|") and not last.endswith("|") and before.startswith("|") and before.endswith("|"):
            out = [w for w in out if not w.startswith(f"line {filled[-1].no}: table row has")]
            out.append(f"line {filled[-1].no}: the last table row is not closed (file cut off?)")
    return out


def _cell_count(row: str) -> int:
    body = row.replace("\\|", "").strip()
    return body.removeprefix("|").removesuffix("|").count("|") + 1
