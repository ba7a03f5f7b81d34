"""Tables drawn in plain text as the pipe tables markdown-it reads.

Query tools and report writers draw tables with characters: psql's `a | b` over `---+---`,
MySQL's and PrettyTable's bordered `+---+---+` tables, box-drawing `│ a │ b │` under
`├───┼───┤`, and psql's expanded records (`-[ RECORD 1 ]-+-` over `label | value` lines). A
header row followed by a drawn rule is a table (a GFM table is left as written): the rule becomes a GFM delimiter row, its borders
and the rules between rows go, and each row keeps the file's line. An expanded record's lines
become `label: value` fields.
"""

from __future__ import annotations

import re

_BOX = str.maketrans(dict.fromkeys("│┃║┆┊╎", "|"))
_DASHES = frozenset("-=─━═")
_JOINS = frozenset("+|┼╪╫╬┿╋├┤┌┐└┘┬┴╞╡╒╕╘╛╤╧╔╗╚╝╠╣╦╩")
_RULE_CHARS = _DASHES | _JOINS | frozenset(": ")
_RECORD = re.compile(r"^\s*[-─]*\[\s*[^\[\]]{1,40}\]\s*[-─+┼|]*\s*$")  # `-[ RECORD 1 ]----+----`
_PAIR = re.compile(r"^\s*([A-Za-z\u4e00-\u9fff][\w .\-/]{0,40}?)\s*\|\s?(.*)$")
MAX_CELLS = 64


def pipe_tables(lines: list[str], source: list[int]) -> tuple[list[str], list[int]]:
    """The lines with every drawn table as a pipe table (see the module), and their file lines."""
    if not any("|" in line or "│" in line for line in lines):
        return lines, source
    out: list[str] = []
    src: list[int] = []
    i, n = 0, len(lines)
    while i < n:
        line = lines[i].translate(_BOX)
        if _RECORD.match(line) and i + 1 < n and _PAIR.match(lines[i + 1].translate(_BOX)):
            out.append("")
            src.append(source[i])
            i += 1
            while i < n and (pair := _PAIR.match(lines[i].translate(_BOX))):
                out.append(f"{pair.group(1).strip()}: {pair.group(2).strip()}")
                src.append(source[i])
                i += 1
            continue
        bordered = line.strip().startswith("|")
        cells = _cells(line, bordered)
        if 2 <= len(cells) <= MAX_CELLS and i + 1 < n and _drawn_rule(lines[i + 1]):
            if out and is_rule(out[-1].translate(_BOX)):
                out[-1] = ""  # the top border
            out += ["| " + " | ".join(cells) + " |", "|" + " --- |" * len(cells)]
            src += [source[i], source[i + 1]]
            i += 2
            while i < n:
                row = lines[i].translate(_BOX)
                if is_rule(row):
                    i += 1  # a rule between rows, or the bottom border
                    continue
                if "|" not in row:
                    break
                out.append("| " + " | ".join(_cells(row, bordered)) + " |")
                src.append(source[i])
                i += 1
            out.append("")
            src.append(source[i - 1])
            continue
        out.append(lines[i])
        src.append(source[i])
        i += 1
    return out, src


def is_rule(line: str) -> bool:
    """A line drawn only of rule characters, with dashes and at least one join (`---+---`)."""
    text = line.strip()
    return (
        len(text) >= 3
        and set(text) <= _RULE_CHARS
        and sum(c in _DASHES for c in text) >= 3
        and any(c in _JOINS for c in text)
    )


def _drawn_rule(line: str) -> bool:
    """A rule under a header that is not already a GFM delimiter row (`|---|---|`, which
    markdown-it reads as written)."""
    return is_rule(line.translate(_BOX)) and not re.fullmatch(r"[|\-: ]+", line.strip())


def _cells(line: str, bordered: bool) -> list[str]:
    """A row's cells; an unbordered row's last cell may be empty (psql's ` a | b | `)."""
    text = line.strip()
    if "|" not in text:
        return []
    if bordered:
        text = text[1:] if text.startswith("|") else text
        text = text[:-1] if text.endswith("|") else text
    return [cell.strip() for cell in text.split("|")]


# a rule of dash runs under a header: `-----------  ---------  ----` (the columns' extents)
_DASH_RUNS = re.compile(r"[ \t]*[-=]{2,}(?:[ \t]+[-=]{2,})+[ \t]*")


def ruled_tables(lines: list[str], source: list[int]) -> tuple[list[str], list[int]]:
    """Tables whose columns a rule of dash runs marks under the header (as `SELECT` results,
    `ls -l`-style reports and pandoc's simple tables are written), as pipe tables: each row cut
    where the rule's columns start, so a cell may hold blanks and a lone `-` stays a cell."""
    if not any(_DASH_RUNS.fullmatch(line) for line in lines):
        return lines, source
    out: list[str] = []
    src: list[int] = []
    i, n = 0, len(lines)
    while i < n:
        starts = _column_starts(lines[i + 1]) if i + 1 < n and _DASH_RUNS.fullmatch(lines[i + 1]) else []
        header = _cells_of(lines[i], starts) if starts and lines[i].strip() else []
        if len(header) < 2 or sum(1 for c in header if c) < len(header) - 1:
            out.append(lines[i])
            src.append(source[i])
            i += 1
            continue
        out += ["| " + " | ".join(header) + " |", "|" + " --- |" * len(header)]
        src += [source[i], source[i + 1]]
        i += 2
        while i < n and _row_like(lines[i]):
            cells = _cells_of(lines[i], starts)
            out.append("| " + " | ".join(c.replace("|", "/") for c in cells) + " |")
            src.append(source[i])
            i += 1
        out.append("")
        src.append(source[i - 1])
    return out, src


def _row_like(line: str) -> bool:
    """A line that goes on with the table: cells apart by blanks, no pipe, no rule (a heading
    or a sentence after the table, with no blank line between, ends it)."""
    return (
        bool(line.strip())
        and "|" not in line
        and not _DASH_RUNS.fullmatch(line)
        and len(re.split(r"\s{2,}|\t", line.strip())) >= 2
    )


def _cells_of(line: str, starts: list[int]) -> list[str]:
    """A row's cells: apart by two blanks or more when that gives one per column (long runs of
    blanks may have been shortened, `decode.tame`), else cut where the columns start."""
    cells = re.split(r"\s{2,}|\t", line.strip())
    return cells if len(cells) == len(starts) else _cut(line, starts)


def _column_starts(rule: str) -> list[int]:
    return [m.start() for m in re.finditer(r"[-=]{2,}", rule)]


def _cut(line: str, starts: list[int]) -> list[str]:
    """The line's cells between the column starts (the last cell runs to the line's end). A
    cell that spills over into the next column moves that column's start to the next blank."""
    cells: list[str] = []
    at = starts[0] if line[: starts[0]].strip() == "" else 0
    for k in range(len(starts)):
        end = starts[k + 1] if k + 1 < len(starts) else len(line)
        if end < len(line) and end > 0 and not line[end - 1].isspace() and not line[end].isspace():
            spill = line.find(" ", end)  # a long cell runs on into the next column
            end = spill if spill != -1 else len(line)
        cells.append(line[at:end].strip())
        at = end
    return cells


_GRID_RULE = re.compile(r"\s*\+(?:[-=:]+\+)+\s*")  # `+------+-----+`, `+======+=====+`, `+:----+`


def grid_tables(lines: list[str]) -> tuple[list[str], dict[int, int]]:
    """Pandoc's grid tables (`+---+---+` borders, `+===+` under the header, a row's cells
    wrapped over lines between rules) as pipe tables, line for line: a row's cells joined onto
    its first line, the rules between rows and the row's other lines GFM delimiter rows (which
    no reader reads as a row, and which keep the table one block). Returns the lines and each
    taken line (1-based) → the line its text moved to. Cells are cut at the bars, not at the
    border's columns (runs of blanks may have been shortened, `decode.tame`). A table without
    a `+===+` header rule is left as written (its rows are read one by one)."""
    if not any(_GRID_RULE.fullmatch(line) and "=" in line for line in lines):
        return lines, {}
    out = list(lines)
    moved: dict[int, int] = {}
    n = 0
    while n < len(lines):
        end, reach = _grid_end(lines, n)
        if end is None:
            n = max(n + 1, reach)  # (no grid table starts inside a run that holds none: each line looked at once)
            continue
        delimiter = "|" + " --- |" * (lines[n].count("+") - 1)
        row: list[int] = []  # the lines of the row being read
        for k in range(n, end + 1):
            if not _GRID_RULE.fullmatch(lines[k]):
                row.append(k)
                continue
            if len(row) > 1 and "=" not in lines[k] and all(_id_first(lines[r]) for r in row):
                for r in row:  # each line names its own work (a table drawn as psql or MySQL draw one)
                    out[r] = "| " + " | ".join(_grid_cells(lines[r])) + " |"
            elif row:
                cells = [
                    " ".join(filter(None, parts)) for parts in zip(*(_grid_cells(lines[r]) for r in row), strict=False)
                ]
                at = row[-1] if "=" in lines[k] else row[0]  # (a header just above its `+===+` rule)
                out[at] = "| " + " | ".join(cells) + " |"
                for r in row:
                    if r != at:
                        out[r] = "" if "=" in lines[k] else delimiter
                        moved[r + 1] = at + 1
            out[k] = "" if k in (n, end) else delimiter
            row = []
        n = end + 1
    return out, moved


_ARXIV_ID = re.compile(r"(?<![\w.])\d{4}\.\d{4,5}(?:v\d+)?(?![\w.])")


def _id_first(line: str) -> bool:
    """A grid line whose first cell holds an arXiv id: a row of its own, whatever pandoc would join."""
    cells = _grid_cells(line)
    return bool(cells and _ARXIV_ID.search(cells[0]))


def _grid_end(lines: list[str], n: int) -> tuple[int | None, int]:
    """The last line (the bottom border) of a grid table whose top border is line `n`, with a
    `+===+` header rule and every line between a rule or a row of as many cells, or None; and
    the line the run of rules and rows from `n` ends before."""
    if not _GRID_RULE.fullmatch(lines[n]) or "=" in lines[n]:
        return None, n + 1
    bars = lines[n].count("+")
    header = False
    k = n + 1
    while k < len(lines):
        line = lines[k].strip()
        if _GRID_RULE.fullmatch(line):
            header = header or "=" in line
        elif not (line.startswith("|") and line.endswith("|") and line.count("|") == bars):
            break
        k += 1
    last = k - 1
    return (last if header and last > n + 2 and _GRID_RULE.fullmatch(lines[last]) else None), k


def _grid_cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip()[1:-1].split("|")]


MAX_WIDTH = 2_000  # a table row's characters read at most (a row of a multiline table is no paragraph)
_FULL_RULE = re.compile(r"\s*-{10,}\s*")  # a multiline table's top and bottom rule: one run of dashes


def multiline_tables(lines: list[str], written: list[str] | None = None) -> tuple[list[str], dict[int, int]]:
    """Pandoc's multiline tables (a rule of one dash run above and below, the header over a rule
    of dash runs marking the columns, rows apart by blank lines, a row's cells wrapped over lines)
    as pipe tables, line for line: a row's cells joined onto its first line (the header onto the
    line above its rule), its other lines and the blanks between rows delimiter rows. Returns the
    lines and each taken line (1-based) → the line its text moved to. `written`: the lines as the
    file has them, runs of blanks not shortened (cells are cut there when given; their text is
    put on the line with single blanks)."""
    if not any(_FULL_RULE.fullmatch(line) for line in lines):
        return lines, {}
    aligned = written if written is not None and len(written) == len(lines) else None
    out = list(lines)
    moved: dict[int, int] = {}
    n = 0
    while n < len(lines):
        found = _multiline(lines, n)
        if found is None:
            n += 1
            continue
        rule, end = found
        starts = _column_starts(lines[rule])
        delimiter = "|" + " --- |" * len(starts)
        groups: list[list[int]] = [[k for k in range(n + 1, rule) if lines[k].strip()], []]  # the header, the rows
        for k in range(rule + 1, end):
            if lines[k].strip():
                groups[-1].append(k)
            elif groups[-1]:
                groups.append([])
        for k in range(n, end + 1):
            out[k] = delimiter if rule < k < end else ""
        for number, group in enumerate(g for g in groups if g):
            cut = [_cut(aligned[k][:MAX_WIDTH], starts) if aligned else _cut_shortened(lines[k], starts) for k in group]
            cells = [" ".join(filter(None, parts)) for parts in zip(*cut, strict=False)]
            at = group[-1] if number == 0 else group[0]
            out[at] = "| " + " | ".join(" ".join(c.replace("|", "/").split()) for c in cells) + " |"
            for k in group:
                if k != at:
                    moved[k + 1] = at + 1
        out[rule] = delimiter
        n = end + 1
    return out, moved


def _multiline(lines: list[str], n: int) -> tuple[int, int] | None:
    """(the rule under the header, the bottom rule) of a multiline table whose top rule is line
    `n`, or None."""
    if not _FULL_RULE.fullmatch(lines[n]):
        return None
    rule = next((k for k in range(n + 1, min(n + 6, len(lines))) if _DASH_RUNS.fullmatch(lines[k])), None)
    if rule is None or not all(lines[k].strip() for k in range(n + 1, rule)) or rule == n + 1:
        return None
    end = next((k for k in range(rule + 1, min(rule + 400, len(lines))) if _FULL_RULE.fullmatch(lines[k])), None)
    return (rule, end) if end is not None else None


_CHUNK = re.compile(r"\S+(?: \S+)*")  # words apart by single blanks: one cell's text on a line


def _cut_shortened(line: str, starts: list[int]) -> list[str]:
    """A row's cells, cut where the rule's columns start, in a line whose runs of blanks may have
    been shortened to four (`decode.tame`): a run shorter than four is as written, so the text
    after it stands where it did; after a run of four the text opens the next column (pandoc
    sets a cell's text at its column's start)."""
    cells = [""] * len(starts)
    at = end = 0  # where the last text ended, in the line as written (estimated) and as read
    for m in _CHUNK.finditer(line):
        gap = m.start() - end
        place = at + gap
        if gap >= 4:
            place = next((s for s in starts if s >= place), starts[-1])
        column = max((k for k, s in enumerate(starts) if s <= place), default=0)
        cells[column] = (cells[column] + " " + m.group(0)).strip()
        at, end = place + len(m.group(0)), m.end()
    return cells
