"""A brief's table rows as items: a table whose header names its columns (columns in any
order), a header-less table read cell by cell, a row's figures as claims (metric from the
column header)."""

from __future__ import annotations

import re

import kgraph.extract.recognise as R
from kgraph import patterns as P
from kgraph.extract.cells import is_separator
from kgraph.extract.common import clean, cut_name, figures_in, is_title, status_of
from kgraph.extract.lexicon import Lexicon
from kgraph.extract.readers.base import BaseReader
from kgraph.extract.segment import Line
from kgraph.models import Claim, Mention


def _cells(text: str) -> list[str]:
    return [c.strip() for c in text.strip().strip("|").split("|")]


def table_runs(lines: list[Line], lex: Lexicon) -> list[tuple[list[str], list[Line], list[str]]]:
    """(column roles, data rows) of each table in lines whose header cells the lexicon knows."""
    out: list[tuple[list[str], list[Line], list[str]]] = []
    i = 0
    while i < len(lines):
        text = lines[i].text.strip()
        if text.startswith("|") and not is_separator(text) and not P.find_arxiv(text):  # a header names no work
            roles = [lex.column(c) or "" for c in _cells(text)]
            if sum(1 for r in roles if r) * 2 > len(roles):
                rows = []
                j = i + 1
                while j < len(lines) and lines[j].text.strip().startswith("|"):
                    if not is_separator(lines[j].text):
                        rows.append(lines[j])
                    j += 1
                out.append((roles, rows, _cells(text)))
                i = j
                continue
        i += 1
    return out


# Columns whose cells say what an item is, not what it achieves
_NOT_FIGURE_COLUMNS = frozenset(
    {"number", "id", "name", "section", "status", "date", "source", "file", "risk", "metric", "unit"}
)


# Columns of a table that lists ids only, no name or what a work achieves: the brief's id list
_ID_LIST_COLUMNS = frozenset({"id", "status", "section", "date", "number", ""})


def cell_claims(header: list[str], roles: list[str], cells: list[str], line: int) -> list[Claim]:
    """A row's figures (`| TileServe | … | 2.8× |`) as claims of its item, each figure's metric
    from its column header (`Speedup`) unless the cell names its own."""
    out = []
    metric = next((c.strip() for r, c in zip(roles, cells, strict=False) if r == "metric" and c.strip()), "")
    unit = next((c.strip() for r, c in zip(roles, cells, strict=False) if r == "unit" and c.strip()), "")
    for head, role, cell in zip(header, roles, cells, strict=False):
        if role in _NOT_FIGURE_COLUMNS or not cell.strip():
            continue
        if role == "value" and metric:  # `| 指標 | 數值 |` over `| 虛假尖峰減少 | 41% |`: the metric cell names it
            head = metric
        if role == "value" and unit and re.fullmatch(r"[\d.,]+", cell.strip()):
            cell = f"{cell.strip()} {unit}"  # `| 數值 | 單位 |` over `| 1.6 | DHW |`: one figure
        figures = figures_in(cell, label=head)  # (`| Speedup |` over `2.8×`; a cell that says its own wins)
        if not figures:
            continue
        out.append(Claim(text=clean(f"{head}: {cell}")[:500], line=line, figures=figures))
    return out


def _section_cells(roles: list[str], cells: list[str]) -> str:
    """The section a row names, from every section column (`| 1.2 | Optimizers |` under `§` and
    `section name`): `§1.2 Optimizers`."""
    parts = [c.strip() for r, c in zip(roles, cells, strict=False) if r == "section" and c.strip()]
    text = " ".join(parts)
    return re.sub(r"^\s*(?=\d+\s*\.\s*\d)", "§", text)


def _name_cell(roles: list[str], line: Line) -> str:
    return next((c for r, c in zip(roles, _cells(line.text), strict=False) if r == "name"), "")


def _continues(cell: dict[str, str]) -> bool:
    """A row whose id and name cells are empty but which says something."""
    return not cell.get("id", "").strip() and not cell.get("name", "").strip() and any(v.strip() for v in cell.values())


class BriefRows(BaseReader):
    default_status = "new"  # of an item under a part that lists items; `part_known` lists known ones

    def table_items(self, lines: list[Line], role: str) -> set[int]:
        """Each row of a table whose header names its columns is an item (columns in any order).
        Returns the lines of the tables it read (their header too)."""
        read: set[int] = set()
        for roles, rows, header in table_runs(lines, self.lex):
            if "name" not in roles and "id" not in roles and "source" in roles and "entry" not in roles:
                read.update(self.source_rows(rows, roles))
                continue
            if "name" not in roles and "id" not in roles or "entry" in roles:
                continue  # no work named in a column (`| 项目 | 内容 |`: fields), or the register's table
            if (
                set(roles) <= {"section", "name", "number", ""}
                and "section" in roles
                and not any(P.find_arxiv(r.text) for r in rows)
            ):
                for line in rows:  # `| SECTION | NAME |`: the sections' names, no work
                    self.section_names(
                        _section_cells(roles, _cells(line.text)) + " " + _name_cell(roles, line), line.no
                    )
                    self.take(line.no, "section name (table row)")
                read.update(line.no for line in rows)
                continue
            read.update(line.no for line in rows)
            read.update(range(rows[0].no - 2, rows[0].no) if rows else ())
            id_list = "id" in roles and set(roles) <= _ID_LIST_COLUMNS
            last: Mention | None = None
            for line in rows:
                cells = _cells(line.text)
                if len(cells) != len(roles):
                    continue
                cell = dict(zip(roles, cells, strict=True))
                if last is not None and _continues(cell):
                    self.continue_row(last, header, roles, cells, line)
                    continue
                ids = P.find_arxiv(cell.get("id", "")) or P.find_arxiv(line.text)
                name = clean(re.split(r"[:：(（·]", cell.get("name", ""))[0])
                if not ids and not is_title(name):
                    last = None
                    continue
                default_status = "adjacent" if role == "adjacent" else "new"
                status, date = status_of(cell.get("status", line.text), self.doc.date, self.lex, default_status)
                if role == "adjacent" and status in ("mentioned",):
                    status = "adjacent"
                if date is None and status in ("anchored", "carried-over") and (cell.get("date") or cell.get("status")):
                    # a date column, or the date in the status cell (`carried over since 2027-07-14`)
                    date = R.first_date(cell.get("date") or cell["status"], self.doc.date)
                item_role = "adjacent" if status == "adjacent" and role == "increment" else role
                if id_list:  # (`| arxiv_id | list | section | anchored_on |`: the brief's id list)
                    item_role = "arxiv-list"
                key = ids[0][0] if ids else P.normalise_name(name)
                section = None
                if "section" in cell:
                    found = self.section_names(_section_cells(roles, cells), line.no)
                    section = found[0][0] if found else None
                mention = Mention(
                    key=key,
                    arxiv_id=ids[0][0] if ids else None,
                    name=name[:120] if is_title(name) else "",
                    line=line.no,
                    status=status,  # type: ignore[arg-type]
                    status_date=date,
                    role=item_role,
                    label=f"{'邻接' if item_role == 'adjacent' else '增量'} {name or key}",
                    section=section,
                    quote=clean(line.text)[:240],
                )
                said = [cell.get("source", "")] + [  # (a path in a note's cell: `… 2.4×<ref>a.md</ref>`)
                    c for r, c in zip(roles, cells, strict=True) if r != "source" and P.PATH.search(c)
                ]
                for ref in self.source_refs(" ; ".join(said), line.no, "cited"):
                    mention.sources.append(ref)
                    self.doc.sources.append(ref)
                mention.claims.extend(cell_claims(header, roles, cells, line.no))
                self.doc.mentions.append(mention)
                self.covered.add((key, line.no))
                self.take(line.no, f"item {name or key} (table row)")
                last = mention
        return read

    def figure_tables(self) -> None:
        """A table of figures that names works only by name, outside the parts of items (`| item |
        metric | value | unit |` above them, a notebook's DataFrame): each row's figures are claims
        of the one item the document gives that name."""
        named: dict[str, list[Mention]] = {}
        for m in self.doc.mentions:
            if m.role in ("increment", "adjacent") and m.name:
                named.setdefault(P.normalise_name(m.name), []).append(m)
        for roles, rows, header in table_runs(self.lines, self.lex):
            if "name" not in roles or "id" in roles:
                continue
            for line in rows:
                cells = _cells(line.text)
                if line.no in self.doc.taken or len(cells) != len(roles) or P.find_arxiv(line.text):
                    continue
                works = named.get(P.normalise_name(clean(dict(zip(roles, cells, strict=True))["name"])), [])
                claims = [c for c in cell_claims(header, roles, cells, line.no) if c.figures]
                if len(works) == 1 and claims:
                    works[0].claims.extend(claims)
                    self.take(line.no, f"figures of {works[0].name} (table row)")

    def source_rows(self, rows: list[Line], roles: list[str]) -> set[int]:
        """A table of paths (`| path | kind | state |`, wherever it stands): the document's
        sources, each with what its other cells say of it (`read`, `empty file`)."""
        read = set()
        for line in rows:
            cells = _cells(line.text)
            if len(cells) != len(roles):
                continue
            paths = [c for r, c in zip(roles, cells, strict=True) if r == "source"]
            notes = [c for r, c in zip(roles, cells, strict=True) if r != "source"]
            refs = self.source_refs(" | ".join([*paths, *notes]), line.no, "cited")
            if refs:
                self.doc.sources.extend(refs)
                self.take(line.no, "source (table row)")
                read.add(line.no)
        return read

    def continue_row(self, mention: Mention, header: list[str], roles: list[str], cells: list[str], line: Line) -> None:
        """A row with no id and no name under an item's row (a grid table's wrapped cell, a
        second line of sources or figures): more of the same item."""
        cell = dict(zip(roles, cells, strict=True))
        for ref in self.source_refs(cell.get("source", ""), line.no, "cited"):
            mention.sources.append(ref)
            self.doc.sources.append(ref)
        mention.claims.extend(cell_claims(header, roles, cells, line.no))
        self.take(line.no, f"more of item {mention.name or mention.key} (table row)")

    def row_records(self, lines: list[Line], role: str) -> None:
        """Rows of a table without a header: a row that holds an id, or a title and a status, is
        an item; what each cell is comes from the cell (an id, a status, a section, a path, a
        link, a figure), not from a column's name."""
        for line in lines:
            text = line.text.strip()
            if not text.startswith("|") or is_separator(text):
                continue
            cells = [c for c in _cells(text) if c.strip()]
            ids = P.find_arxiv(text)
            kinds = [self.cell_kind(c) for c in cells]
            names = [c for c, k in zip(cells, kinds, strict=True) if k == "text" and is_title(cut_name(c, self.lex))]
            named_ids = [c for c, k in zip(cells, kinds, strict=True) if k == "id" and is_title(cut_name(c, self.lex))]
            names = named_ids + names  # `| FP6-Train · arXiv:2612.13375 | …`: the name the id is written with first
            if not ids and not (names and "status" in kinds):
                continue
            status_cell = next((c for c, k in zip(cells, kinds, strict=True) if k == "status"), "")
            status, date = status_of(
                status_cell, self.doc.date, self.lex, "adjacent" if role == "adjacent" else self.default_status
            )
            name = cut_name(names[0], self.lex) if names else ""
            key = ids[0][0] if ids else P.normalise_name(name)
            numbers = [
                n
                for c, k in zip(cells, kinds, strict=True)
                if k == "section"
                for n, _ in self.section_names(c, line.no, heading=True)
            ]
            section = numbers[0] if numbers else None  # (the cell all its name: `| §1.3 KV Cache 压缩与卸载 |`)
            mention = Mention(
                key=key,
                arxiv_id=ids[0][0] if ids else None,
                name=name[:120],
                line=line.no,
                status=status,
                status_date=date,
                role=role,
                section=section,
                quote=clean(text)[:240],  # type: ignore[arg-type]
                urls=[u for c in cells for u in P.URL.findall(c)],
            )
            for c, k in zip(cells, kinds, strict=True):
                if k == "path":
                    for ref in self.source_refs(c, line.no, "cited"):
                        mention.sources.append(ref)
                        self.doc.sources.append(ref)
                    # `… · data efficiency 2.4× · source: inbox/…`: a note cell's figure, beside its file
                    if figures := figures_in(P.PAPER_CARD.sub("", P.PATH.sub("", c))):
                        mention.claims.append(Claim(text=clean(c)[:500], line=line.no, figures=figures))
                elif k == "figure":
                    mention.claims.append(Claim(text=clean(c)[:500], line=line.no, figures=figures_in(c)))
            self.doc.mentions.append(mention)
            self.covered.add((key, line.no))
            self.take(line.no, f"item {name or key} (table row)")

    def cell_kind(self, cell: str) -> str:
        if P.find_arxiv(cell) and len(cell) < 40 and not P.URL.search(cell):
            return "id"
        if P.PATH.search(cell) or P.PAPER_CARD.search(cell):
            return "path"
        if P.URL.search(cell):
            return "url"
        if cell.strip().startswith("§"):
            return "section"
        if R.status_words(self.lex).match(cell.strip()):
            return "status"
        if P.FIGURE.search(cell):
            return "figure"
        return "text"
