"""Tables whose rows say what each is: one column names the row's kind (`| 类型 | 名称 | … |` with
rows typed 增量, 沿用, 来源, 待核实, 章节; a tracker sheet's `Type` column with Work, Source, To
verify, Count). Each run of rows of one kind is read as the part that kind names, as if the
document had written one table per part under its heading; section rows name the sections, count
rows are count lines. Every line written stands for the row it came from.
"""

from __future__ import annotations

import re

from kgraph import patterns as P
from kgraph.extract.tree import View

_SEPARATOR = re.compile(r"\|?(?:\s*:?-{2,}:?\s*\|)+\s*:?-*:?\s*")
_NUMBER = re.compile(r"\d{1,4}")
MIN_ROWS = 3  # fewer typed rows than this are a table's own business


def typed_tables(view: View, lexicon: object | None = None) -> View:
    """The view with every typed table split into its parts (the view itself when it has none)."""
    from kgraph.extract.lexicon import default

    lex = lexicon or default()
    lines = view.lines
    if not any(line.lstrip().startswith("|") for line in lines):
        return view
    out: list[str] = []
    source: list[int] = []
    at: dict[int, int] = {}  # view line (1-based) → its line in the new view
    i = 0
    while i < len(lines):
        split = _split(lines, i, lex)
        if split is None:
            at[i + 1] = len(out) + 1
            out.append(lines[i])
            source.append(view.source[i])
            i += 1
            continue
        end, written = split
        for text, row in written:
            at.setdefault(row + 1, len(out) + 1)
            out.append(text)
            source.append(view.source[row])
        for k in range(i, end):
            at.setdefault(k + 1, at.get(i + 3, len(out)))  # (the header and its rule: the first row's place)
        i = end
    if len(out) == len(lines) and out == lines:
        return view
    return View(
        out,
        source,
        [(at.get(a, a), at.get(b, b)) for a, b in view.callouts],
        {at.get(k, k): at.get(v, v) for k, v in view.joined.items()},
        view.continued,
    )


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _row(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def _split(lines: list[str], i: int, lex: object) -> tuple[int, list[tuple[str, int]]] | None:
    """(the end of the table at `i`, the lines it becomes, each with its row), or None when no
    typed table starts at `i`."""
    if not lines[i].lstrip().startswith("|") or i + 1 >= len(lines) or not _SEPARATOR.fullmatch(lines[i + 1].strip()):
        return None
    from kgraph.extract.fold import fold

    header = _cells(lines[i])
    words = set(lex.tables.get("prose", {}).get("record_type", []))  # type: ignore[attr-defined]
    column = next((n for n, c in enumerate(header) if fold(c, simplify=True).lower() in words), None)
    if column is None or len(header) < 3:
        return None
    end = i + 2
    while end < len(lines) and lines[end].lstrip().startswith("|") and any(_cells(lines[end])):
        end += 1  # (a row of empty cells ends the table: a sheet's next table starts under it)
    rows = [(k, _cells(lines[k])) for k in range(i + 2, end)]
    kinds = [_kind(cells[column], lex) if column < len(cells) else None for _, cells in rows]
    typed = [k for k in kinds if k]
    if len(typed) < MIN_ROWS or len(typed) * 5 < len(rows) * 4 or len(set(typed)) < 2:
        return None
    import kgraph.extract.recognise as R

    said = [fold(cells[column], simplify=True).strip() for _, cells in rows if column < len(cells)]
    if all(R.status_words(lex).fullmatch(s) for s in said if s):  # type: ignore[arg-type]
        return None  # (`| arXiv 編號 | 類別 |` over `淨增`, `已錨入`, `續用`: each row's status, one list)
    # a column that says the same in every row (a Notion relation to the page they all belong to)
    # says nothing of any row
    same = {n for n in range(len(header)) if n != column and len({c[n] for _, c in rows if n < len(c)}) == 1}
    same = same if len(rows) >= MIN_ROWS else set()
    rest = [c for n, c in enumerate(header) if n != column and n not in same]
    written: list[tuple[str, int]] = []
    previous: tuple[str | None, str] | None = None
    for (k, cells), kind in zip(rows, kinds, strict=True):
        label = cells[column] if column < len(cells) else ""
        others = [c for n, c in enumerate(cells) if n != column and n not in same]
        line = _section_line(others) if kind == "section" else _count_line(others) if kind == "count" else None
        shape = "line" if line else "row"
        if (kind, shape) != previous:
            # (rows of a kind of work, `論文`, `軟體釋出`: works, each with the status its row gives)
            written += [("", k), (f"## {label} · works" if kind == "works" else f"## {label}", k)]
            if line is None:
                written += [(_row(rest), k), ("|" + "---|" * len(rest), k)]
        written += [(text, k) for text in (line or _row(others)).split("\n")]
        previous = (kind, shape)
    written.append(("", end - 1))
    after = next((k for k in range(end, min(end + 3, len(lines))) if lines[k].strip()), None)
    if after is not None and lines[after].lstrip().startswith("|"):
        # the table under it is no more of its last part: one whose header names the register
        # (`| 編號 | 待核實／矛盾 | … |`) is the register's
        said = next(
            (c for c in _cells(lines[after]) if lex.find_longest("parts", fold(c, simplify=True)) == "register"), None
        )  # type: ignore[attr-defined]
        if said:
            written += [(f"## {said}", end - 1), ("", end - 1)]
    return end, written


def _kind(value: str, lex: object) -> str | None:
    """What a row's type cell says the row is: a part of a brief, the sections, a count, or None."""
    from kgraph.extract.fold import fold

    word = fold(re.sub(r"[*_`]", "", value), simplify=True).strip()  # (`類型`, `論文`: one word in either script)
    if not word or len(word) > 30 or P.find_arxiv(word) or P.URL.search(word):
        return None  # (`論文（arXiv:3306.41228）`: a work's kind and its id, a field of its row)
    if lex.label(word) == "建议归入节" or lex.column(word) == "section":  # type: ignore[attr-defined]
        return "section"
    part = lex.find_longest("parts", word)  # type: ignore[attr-defined]
    if part == "header":
        return "count"
    if part:
        return part
    if lex.regex("prose", "kind").fullmatch(word) or word.lower() in _WORK_KINDS:  # type: ignore[attr-defined]
        return "works"
    import kgraph.extract.recognise as R

    return "status" if R.status_words(lex).fullmatch(word) else None


_WORK_KINDS = frozenset({"论文", "paper", "papers", "preprint", "article", "论文预印本", "预印本"})


def _section_line(cells: list[str]) -> str | None:
    """`- §1.1  操作与抓取`: a section row's number and name, as a line of the section list."""
    number = next((P.section_number(c) for c in cells if P.section_number(c)), None)
    if number is None:
        number = next((c for c in cells if re.fullmatch(r"\d{1,2}\.\d{1,2}", c)), None)
    names = [
        c
        for c in cells
        if c.strip("—–-· ") and not P.section_number(c) and not re.fullmatch(r"[\d.]+", c) and not P.find_arxiv(c)
    ]
    if number is not None and not names:  # `| §1.1 霧生成偵測 | … |`: the number and the name in one cell
        named = next((c for c in cells if P.section_number(c)), "")
        names = [n] if (n := re.sub(r"^\s*§?\s*\d{1,2}\.\d{1,2}\s*", "", named).strip()) else []
    if number is None or not names:
        return None
    return f"- §{number}  {names[0]}"


def _count_line(cells: list[str]) -> str | None:
    """`- Increments: 3`, `- NET-new arXiv IDs: A, B`: a count row's label and what it counts
    (one line, or two: the count and the list)."""
    filled = [c for c in cells if c.strip("—–-· ")]
    if len(filled) < 2:
        return None
    label, values = filled[0], filled[1:]
    number = next((v for v in values if _NUMBER.fullmatch(v)), None)
    listed = next((v for v in values if P.find_arxiv(v)), None)
    if listed is not None:  # the ids it lists, and how many it says there are when it says so
        return f"- {label}: {number}\n- {label}: {listed}" if number else f"- {label}: {listed}"
    if number:
        return f"- {label}: {number}"
    return f"- {label}: {' · '.join(values)}"  # (a header's row: `時間窗 | 2026-06-09 10:20 至 …`, its field)
