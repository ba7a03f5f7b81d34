"""Living documents: their sections and entries (paper cards, inbox notes and any other
document: cards.py)."""

from __future__ import annotations

import datetime as dt
import re

import kgraph.extract.recognise as R
from kgraph import patterns as P
from kgraph.extract.cells import is_separator
from kgraph.extract.common import clean, cut_name, figures_in, is_title, status_of
from kgraph.extract.readers.fields import _metric_label
from kgraph.extract.readers.items import FIELD, _indent, field_of, inline_fields
from kgraph.extract.readers.prose_entries import ProseEntries
from kgraph.extract.readers.rows import _section_cells, cell_claims, table_runs
from kgraph.extract.segment import Line
from kgraph.models import (
    Claim,
    Document,
    Mention,
)

# ---------------------------------------------------------------- living document


_BARE_SECTION = re.compile(r"§\s*\d{1,2}\.\d{1,2}\s+[^\s:：。.,，(（|][^:：。.|]{0,40}")


def section_bare(text: str) -> bool:
    """A line that is only a section's number and name: no id, no status, no figure."""
    return not P.find_arxiv(text) and not P.FIGURE.search(text.split(None, 1)[-1]) and not R.status_words().search(text)


class LivingReader(ProseEntries):
    """Sections (`§1.3 …` headings) and their entries: list items, table rows, or headings
    under the section; an entry's field lines (`arXiv:`, `URL:`, `Anchored:` …) and indented
    lines are more about it."""

    HEADING = re.compile(r"^\s*(#{1,6})\s*(.*)$")

    def entry_line(self, entry: Mention, line: Line) -> bool:
        """A line more indented than an entry that is one of its facts (`source paper_cards/…`,
        `anchored 2026-11-29`): read as the entry's."""
        if not self.goes_on(entry, line) or len(line.text.strip()) > 80:
            return False
        text = line.text.strip()
        if P.PATH.search(text) and not P.FIGURE.search(text):
            self.entry_field(entry, "sources", text, line)
            return True
        anchored, date = P.anchored_date(text, self.doc.date)
        if anchored and date and not P.find_arxiv(text) and entry.status in ("anchored", "carried-over"):
            entry.status_date = entry.status_date or date
            self.take(line.no, f"anchored date of {entry.name or entry.key}")
            return not P.FIGURE.search(text)  # (`3/9 已錨定；…；準確率提升 3.2 個百分點`: its figure is read too)
        return False

    def dated(self, entry: Mention, line: Line) -> bool:
        """A short paragraph under an entry's heading that dates its anchoring (`2034/3/10 錨入`)."""
        text = line.text.strip()
        if len(text) > 40 or P.find_arxiv(text) or P.FIGURE.search(text) or not self.follows(entry, line):
            return False
        anchored, date = P.anchored_date(text, self.doc.date)
        if not (anchored and date and entry.status in ("anchored", "carried-over")):
            return False
        entry.status_date = entry.status_date or date
        self.take(line.no, f"anchored date of {entry.name or entry.key}")
        return True

    def goes_on(self, entry: Mention, line: Line) -> bool:
        """Is `line` more of `entry`: indented under it, or in its paragraph (no blank line
        between: a quote under `:white_check_mark: X (id) anchored …`)?"""
        if _indent(line.text) > _indent(self.lines[entry.line - 1].text):
            return True
        return line.no > entry.line and all(x.text.strip() for x in self.lines[entry.line : line.no - 1])

    def follows(self, entry: Mention, line: Line) -> bool:
        """Does `line` come right after `entry`'s line or a line read as its (its field), with
        only blank lines between? (A word processor's export drops the indentation that says so.)"""
        above = line.no - 1
        headed = self.lines[entry.line - 1].text.lstrip().startswith("#")
        while above > entry.line:
            if any((entry.name or entry.key) in t for t in self.doc.taken.get(above, [])):
                return True  # (a line read as the entry's)
            if self.lines[above - 1].text.strip() and not (headed and self._prose(above)):
                return False
            above -= 1  # (a blank; under an entry's heading, its paragraphs of prose are its too)
        return True

    def _prose(self, no: int) -> bool:
        """A paragraph line that is only words: no heading, list item, table row, id or link."""
        text = self.lines[no - 1].text
        return (
            not re.match(r"\s*(?:#|[-*•|]\s|\d+[.)、]\s)", text) and not P.find_arxiv(text) and not P.URL.search(text)
        )

    def read(self) -> Document:
        self.header_facts()
        for line in self.lines[:20]:  # (a front matter or an issue header first)
            if m := re.search(
                r"(?:版本|version|更新|updated)\s*(?:of\s+|[:：]\s*)?(\d{4}-\d{1,2}-\d{1,2})|(\d{4}-\d{1,2}-\d{1,2})\s*版",
                line.text,
                re.I,
            ):  # (`version 2026-09-28`, `the version of 13 April 2028`, `（2028年4月13日版）`)
                self.doc.date = P.parse_full_date(m.group(1) or m.group(2)) or self.doc.date
                self.take(line.no, f"version {self.doc.date}")
            if self.doc.topic is None and (
                m := re.search(r"(?:topic|主题)\s*[:：]\s*([A-Za-z][\w\-]*)", line.text, re.I)
            ):
                self.doc.topic = m.group(1).lower()
        if self.doc.topic is None and (
            m := re.match(r"\s*#*\s*([a-z][\w\-]*)\s+(?:活文档|living)", self.lines[0].text, re.I)
        ):
            self.doc.topic = m.group(1).lower()
        self.covered: set[tuple[str, int]] = set()
        self.columns = {
            row.no: (header, roles) for roles, rows, header in table_runs(self.lines, self.lex) for row in rows
        }
        section, level = None, 0
        listed = False  # the section was named by a list item over its entries
        previous: Mention | None = None
        headed: Mention | None = None  # the entry a heading opened
        dated: dt.date | None = None  # the date a heading outside sections gives (`## [2026-12-01]`)
        for line in self.lines:
            hm = self.HEADING.match(line.text)
            if (
                not hm
                and _BARE_SECTION.fullmatch(line.text)
                and section_bare(line.text)
                and P.section_number(line.text) != section  # (a card repeating its section: no new one)
            ):
                # `§1.1 海表温度产品` alone on its line (a Word paragraph in bold, its bold lost): a section
                section = self.section_names(line.text.strip(), line.no, heading=True)[0][0]
                level, previous, listed = 0, None, False
                continue
            if hm and (heading := _section_heading(hm.group(2))):
                found = self.section_names(heading, line.no, heading=True)
                section = found[0][0] if found else section
                level, previous, listed = len(hm.group(1)), None, False
                continue
            if hm:
                deeper = section is not None and len(hm.group(1)) > level
                previous = self.entry(line, hm.group(2), section) if deeper or self.heads_a_record(line) else None
                headed = previous  # (the list under an entry's heading is its fields)
                if section is None and (day := R.first_date(hm.group(2), self.doc.date)):
                    dated = day
                    self.take(line.no, f"entries below anchored {day}")
                continue
            if (section is None or listed) and (number := self.section_item(line, listed)) is not None:
                # `- §1.1 Cathodes` over `- CathodeLens (arXiv …) …` in one list (a checklist's
                # export): the section of the items below it, as a heading would be
                section, listed, previous = number, True, None
                continue
            if section is None and previous is None and line.no not in self.columns and not _section_cell(line.text):
                if re.match(r"\s*[-*]\s+§\s*\d", line.text):
                    # `- §1.2 Video Understanding`, `- §1.2: Video Understanding`: a list of the
                    # sections, each line all its name
                    named = re.sub(r"^\s*[-*]\s+(§\s*\d+\s*\.\s*\d+)\s*[:：]?", r"\1 ", line.text)
                    self.section_names(named, line.no, heading=True)
                elif (own := self.own_section(line)) is not None:
                    previous = self.entry(line, clean(line.text), own)  # `- X (id) anchored in §1.2 …`
                    if previous is not None and previous.status_date is None:
                        previous.status_date = dated
                continue
            fm = FIELD.match(line.text)
            if previous is not None and fm and (name := field_of(fm.group(1))):
                self.entry_field(previous, name, fm.group(2), line)
                continue
            if previous is not None and re.match(r"\s*[-*]\s+\*\*[^*]{1,40}(?:\*\*\s*[:：]|[:：]\*\*)", line.raw or ""):
                value = fm.group(2) if fm else line.text  # a field kgraph has no name for: a file, or what it says
                filed = (P.PATH.search(value) or P.PAPER_CARD.search(value)) and not P.FIGURE.search(value)
                self.entry_field(previous, "sources" if filed else "", value, line)
                continue
            if (
                previous is not None
                and fm
                and not P.find_arxiv(line.text)
                and not P.URL.search(line.text)
                and not re.match(r"\s*(?:[-*•]|\d+[.)、])\s", line.text)  # a list item is an entry of its own
            ):
                # `MFU: 52.3%`, `Card: paper_cards/…` under an entry: a figure or a file of it
                if P.FIGURE.search(fm.group(2)) or P.PATH.search(fm.group(2)) or P.PAPER_CARD.search(fm.group(2)):
                    kind = "" if P.FIGURE.search(fm.group(2)) else "sources"
                    self.entry_field(previous, kind, fm.group(2), line)
                    continue
            if not re.match(r"\s*(?:[-*•](?=\s)|\d+[.)、]|\|)", line.text):  # (`**X**（id）` is no list item)
                if previous is not None and self.entry_line(previous, line):
                    continue
                if previous is not None and self.dated(previous, line):
                    continue
                if (
                    previous is not None
                    and (self.goes_on(previous, line) or self.follows(previous, line))
                    and not P.find_arxiv(line.text)
                    and (figures := figures_in(clean(line.text)))
                ):  # `  grasp success rate 91.5%` under a card: a line more of it
                    previous.claims.append(
                        Claim(text=clean(line.text)[:500], line=line.no, figures=figures, urls=previous.urls)
                    )
                    self.take(line.no, f"detail of {previous.name or previous.key}")
                    continue
                below = self.lines[line.no].text if line.no < len(self.lines) else ""
                after = next(  # (a link alone on the line under an entry's name is the entry's: past it)
                    (
                        x.text
                        for x in self.lines[line.no : line.no + 3]
                        if x.text.strip() and not P.URL.fullmatch(x.text.strip())
                    ),
                    "",
                )
                if (
                    section is not None
                    and P.find_arxiv(line.text)
                    and (
                        P.anchored_date(line.text, None)[0]
                        or re.match(r"\s*[-*•]\s", below)
                        or (
                            (previous is None or previous is not headed)  # (under `### X`, its link line is no entry)
                            and (fa := FIELD.match(after))
                            and field_of(fa.group(1)) == "status"
                        )
                    )
                ):  # (`**MycoNet**（arXiv 2604.10385）` over its list of fields; a slide's `X (arXiv:…)` over `Status: …`)
                    if (opened := self.entry(line, clean(line.text), section)) is not None:
                        previous = headed = opened  # `X (id) was anchored …`; the list right under it is its fields
                elif line.text.strip() and not (
                    previous is not None and previous is headed and self.follows(previous, line)
                ):
                    headed = None  # (its description right under it keeps the list below it the entry's)
                continue
            if line.text.lstrip().startswith("|"):
                filled = [c.strip() for c in line.text.strip().strip("|").split("|") if c.strip()]
                if len(filled) == 1 and _section_cell(filled[0]) and not P.find_arxiv(filled[0]):
                    # `| §1.1 Weak Layer Detection |  |  |`: a row naming the section of the rows below it
                    if found := self.section_names(filled[0], line.no, heading=True):
                        section, previous = found[0][0], None
                        continue
                previous = self.row_entry(line, section) or previous
                continue
            body = clean(line.text)
            sibling = previous is not None and _indent(line.text) <= _indent(self.lines[previous.line - 1].text)
            own = previous is not None and all(k == previous.key for k, _, _ in P.find_arxiv(body))
            under = (_indent(line.text) and not sibling) or (previous is headed and not P.URL.search(body))
            if previous is not None and own and under:
                # a line under an entry (indented, or in the list under its heading; its own id's link
                # too): more about it, not a work of its own
                anchored, day = P.anchored_date(R.canonical_dates(body), self.doc.date)
                if anchored and day and previous.status_date is None:
                    previous.status_date = day  # `- Anchored 2027-06-08` under it (an outliner's child node)
                if P.PATH.search(body) and not P.FIGURE.search(body):
                    self.entry_field(previous, "sources", body, line)  # `- sources ::` then `  - [card](paper_cards/…)`
                    continue
                figures = figures_in(body)
                if figures:
                    previous.claims.append(Claim(text=body[:500], line=line.no, figures=figures, urls=previous.urls))
                self.take(line.no, f"detail of {previous.name or previous.key}")
                continue
            if (
                previous is not None
                and (fm := FIELD.match(line.text))
                and len(fm.group(1).split()) <= 6
                and not P.find_arxiv(body)
                and not P.URL.search(body)
                and (figures := figures_in(fm.group(2)))
            ):  # `- encoder throughput: 2.3×` in a card's list of figures: the entry's figure, no work
                previous.claims.append(Claim(text=body[:500], line=line.no, figures=figures, urls=previous.urls))
                self.take(line.no, f"detail of {previous.name or previous.key}")
                continue
            # outside sections, every item names its own (`- ShardQ (id) anchored … §1.3 …`), not only the first
            placed = section if section is not None else self.own_section(line)
            previous = self.entry(line, body, placed) or previous
        self.prose_entries()
        self.sweep_references(self.covered)
        return self.doc

    def section_item(self, line: Line, listed: bool) -> str | None:
        """The number of the section a list item names (all its text: `- §1.1 Cathodes`) when the
        list's next item is an entry (it names a work by its id or link), or when sections named
        so already head the entries (`listed`: an empty one); None for any other line."""
        if not _SECTION_ITEM.match(line.text) or P.find_arxiv(line.text) or P.URL.search(line.text):
            return None
        following = next((x.text for x in self.lines[line.no :] if x.text.strip()), "")
        entry = (
            re.match(r"\s*[-*]\s", following)
            and not _SECTION_ITEM.match(following)
            and (P.find_arxiv(following) or P.URL.search(following))
        )
        if not (entry or listed):
            return None
        named = re.sub(r"^\s*[-*]\s+(§\s*\d+\s*\.\s*\d+)\s*[:：]?", r"\1 ", line.text)
        found = self.section_names(named, line.no, heading=True)
        return found[0][0] if found else None

    def section_above(self, no: int) -> str | None:
        """The section of the nearest heading above line `no` that numbers one."""
        for line in reversed([x for x in self.lines if x.no < no]):
            if (m := self.HEADING.match(line.text)) and (heading := _section_heading(m.group(2))):
                return P.section_number(heading)
        return None

    def entry(self, line: Line, body: str, section: str | None) -> Mention | None:
        body = clean(body)
        ids = P.find_arxiv(body)
        name = cut_name(body, self.lex)
        if self.lex.label(name.strip(" :：")):
            name = ""  # (`要点：Anchored 2026-08-17 …`: a field's label is no work's name)
        if not ids and not is_title(name):
            return None
        if ids and not is_title(name) and (after := _NAME_AFTER_ID.match(body[ids[0][2] :])):
            name = cut_name(after.group(1), self.lex)  # `2612.19876 — GlimpseNet`: the name after the id
        key = ids[0][0] if ids else P.normalise_name(name)
        anchored, date = P.anchored_date(body, self.doc.date)
        mention = Mention(
            key=key,
            arxiv_id=ids[0][0] if ids else None,
            name=name[:120] if is_title(name) else "",
            line=line.no,
            status="anchored",
            role="living",
            section=section,
            status_date=date,
            urls=P.URL.findall(body),
            quote=body[:240],
        )
        fields = inline_fields(body[len(name) :] if name and body.startswith(name) else body, self.lex)
        for label, value in fields:  # `… Anchored on 2026-10-01. Source: x.md.` on the entry's line
            self.entry_field(mention, label, value, line)
        paths = [m.group(0) for m in P.PATH.finditer(body) if m.group(0) != self.doc.path]
        if paths and not mention.sources:  # `… MFU: 52.3%. (paper_cards/3102-….md)`: a footnote naming its file
            self.entry_field(mention, "sources", " ; ".join(paths), line)
        figures = figures_in(body)
        if figures and not any(P.FIGURE.search(value) for _, value in fields):  # (a field's figure is its own)
            mention.claims.append(Claim(text=body[:500], line=line.no, figures=figures, urls=mention.urls))
        self.doc.mentions.append(mention)
        self.covered.add((key, line.no))
        return mention

    def own_section(self, line: Line) -> str | None:
        """The section a list item outside sections names for the work it names (`- **X**
        (2612.21458) anchored in §1.2 Video: …`), or None."""
        if not re.match(r"\s*(?:[-*•]|\d+[.)、])\s", line.text) or not P.find_arxiv(line.text):
            return None
        found = self.section_names(line.text, line.no, named=False)
        if not found:
            return self.section_field_under(line)
        return found[0][0] if len({n for n, _ in found}) == 1 else None

    def section_field_under(self, line: Line) -> str | None:
        """The section a list item's own field lines give (`- GlimpseNet (arXiv:…)`, then
        `  - section: 1.1 (Vision Encoders)`): the item is an entry of that section."""
        indent = len(line.text) - len(line.text.lstrip())
        at = next((i for i, x in enumerate(self.lines) if x.no == line.no), len(self.lines))
        for below in self.lines[at + 1 : at + 16]:
            if not below.text.strip():
                continue
            if len(below.text) - len(below.text.lstrip()) <= indent:
                return None
            fm = FIELD.match(below.text)
            if fm and field_of(fm.group(1)) == "section":
                value = fm.group(2).strip()  # (`§1.1 Vision Encoders`, or the number alone: `1.1 (…)`)
                if number := P.section_number(value) or P.section_number("§" + value):
                    return number
        return None

    def row_entry(self, line: Line, section: str | None) -> Mention | None:
        """A table row under a section: an entry if a cell holds an id or the row a title; each
        cell read by what it is (id, date, figure, path, link), whatever its column is called."""
        cells = [c.strip() for c in line.text.strip().strip("|").split("|")]
        columns = self.columns.get(line.no)
        named = _named_cell(columns, cells) if columns else ""
        said = [c for c in cells if R.status_words(self.lex).match(c) or P.PATH.search(c) or P.URL.search(c)]
        if not columns and _section_cell(line.text) and said:
            # a headerless row that says a status, a file or a link: its first title cell names its work
            # (`| §1.1 | Inference kernels |` names a section, no work)
            named = next((c for c in cells if is_title(c) and not R.status_words(self.lex).match(c)), "")
        if is_separator(line.text) or not (P.find_arxiv(line.text) or named):
            return None  # a row without id is an entry when its table's name column names a work
        ids = P.find_arxiv(line.text)
        cell = next((c for r, c in zip(columns[1], cells, strict=False) if r == "name"), "") if columns else ""
        name = cut_name(cell, self.lex) if P.find_arxiv(cell) else ""  # `| StomaScan（arXiv:…） |` in the name column
        name = (
            name
            if is_title(name)
            else next(
                (c for c in cells if not P.find_arxiv(c) and is_title(c) and not R.status_words(self.lex).match(c)), ""
            )
        )
        date = next(
            (d for c in cells if re.fullmatch(r"\d{4}-\d{1,2}-\d{1,2}", c) and (d := P.parse_full_date(c))), None
        )
        mention = Mention(
            key=ids[0][0] if ids else P.normalise_name(named),
            arxiv_id=ids[0][0] if ids else None,
            name=(name if ids else named)[:120],
            line=line.no,
            status="anchored",
            role="living",
            section=section,
            status_date=date,
            urls=P.URL.findall(line.text),
            quote=clean(line.text)[:240],
        )
        if (columns := self.columns.get(line.no)) and len(columns[1]) == len(cells):
            self.by_columns(mention, *columns, cells)
        else:  # a row without header: each cell by what it holds, its section from a `§1.3 Name` cell
            numbers = {n for c in cells if _section_cell(c) for n, _ in self.section_names(c, line.no, heading=True)}
            mention.section = mention.section or (numbers.pop() if len(numbers) == 1 else None)
            mention.status_date = mention.status_date or P.anchored_date(line.text, self.doc.date)[1]
            for cell in cells:
                if P.PATH.search(cell) or P.PAPER_CARD.search(cell):
                    mention.sources.extend(self.source_refs(cell, line.no))
                elif (figures := figures_in(cell)) and not P.find_arxiv(cell):
                    mention.claims.append(Claim(text=cell[:500], line=line.no, figures=figures, urls=mention.urls))
        self.doc.mentions.append(mention)
        self.covered.add((mention.key, line.no))
        return mention

    def by_columns(self, mention: Mention, header: list[str], roles: list[str], cells: list[str]) -> None:
        """A row read by its table's header (`| work | arXiv | § | anchored on | figures |`): the
        name, section, anchoring date, sources and figures from the columns that hold them."""
        cell = dict(zip(roles, cells, strict=True))
        name = clean(cell.get("name", "").strip("* "))
        if name and is_title(name):
            mention.name = name[:120]
        if mention.section is None and (found := self.section_names(_section_cells(roles, cells), mention.line)):
            mention.section = found[0][0]
        if cell.get("date") and (date := R.first_date(cell["date"], self.doc.date)):
            mention.status_date = date
        elif mention.status_date is None and cell.get("status"):  # `anchored (10-28)`
            said = cell["status"]
            mention.status_date = status_of(said, self.doc.date, self.lex, "anchored")[1] or R.first_date(
                said, self.doc.date
            )
        for role, text in zip(roles, cells, strict=True):  # the sources column, and a paper card's anywhere
            if role == "source" or P.PATH.search(text) or P.PAPER_CARD.search(text):
                mention.sources.extend(self.source_refs(text, mention.line))
        mention.claims.extend(cell_claims(header, roles, cells, mention.line))

    def heads_a_record(self, heading: Line) -> bool:
        """A heading outside any section whose next line is an id or a section field: a work's
        record that says its own section (`### GlimpseNet` / `Arxiv: …` / `Section: §1.1`)."""
        if P.find_arxiv(heading.text):
            return True  # `### 2612.19876 — GlimpseNet` under `## Works`: the heading names its work
        following = next((line for line in self.lines[heading.no :] if line.text.strip()), None)
        fm = FIELD.match(following.text) if following is not None else None
        return bool(fm and field_of(fm.group(1)) in ("arxiv", "urls", "section"))

    def entry_field(self, mention: Mention, name: str, value: str, line: Line) -> None:
        """`- arXiv: 2609.18842`, `- URL: …`, `- Anchored: 2026-10-01`, `- Key figures: 1.28×` under an entry."""
        self.take(line.no, f"field {name} of {mention.name or mention.key}")
        ids = P.find_arxiv(value)
        if name == "arxiv" and ids and not mention.arxiv_id:
            mention.arxiv_id = mention.key = ids[0][0]
        elif name == "urls" or name == "sources":
            urls = P.URL.findall(value)
            mention.urls.extend(urls)
            for ref in self.source_refs(value, line.no) if name == "sources" else []:
                mention.sources.append(ref)  # the entry's source (the document itself read none)
            if not mention.arxiv_id and ids:
                mention.arxiv_id = mention.key = ids[0][0]
        elif name == "section" and (number := P.section_number(re.sub(r"^\s*(?=\d+\s*\.\s*\d)", "§", value))):
            mention.section = number
        elif name != "arxiv" and (P.PATH.search(value) or P.PAPER_CARD.search(value)):
            # `Summary: Counts leaf pores … (Paper card paper_cards/….md)`: a footnote's file, inlined
            mention.sources.extend(
                r for r in self.source_refs(value, line.no) if r.path not in {s.path for s in mention.sources}
            )
        if name == "arxiv" and re.search(r"\s[·｜|]\s", value) and (P.PATH.search(value) or P.PAPER_CARD.search(value)):
            # `arXiv: … · anchored 3 Mar 2028 · card paper_cards/….md`: the id's line of tags names its card
            mention.sources.extend(
                r for r in self.source_refs(value, line.no) if r.path not in {s.path for s in mention.sources}
            )
        anchored, date = P.anchored_date(line.text, self.doc.date)
        if date is None and re.search(r"anchored|锚入|锚定", fm_label(line.text), re.I):
            date = R.first_date(value, self.doc.date)
        if date is not None:
            mention.status_date = date
        for key, _, _ in ids:
            self.covered.add((key, line.no))
        figures = figures_in(value)
        label = fm_label(line.text)
        if label and _metric_label(label) and not self.lex.label(label):
            for figure in figures:  # `Seismic false alarm rate: 1.5 false alarms/day`: the label names it
                figure.metric = figure.metric if figure.metric not in ("", "unknown") else clean(label).lower()[:40]
        if figures and (name not in ("arxiv", "urls", "section") or len(P.URL.sub("", value).split()) > 6):
            # (`arXiv:2612.10423, anchored … Fully sharded …; MFU 52.3 %.`: a field that goes on)
            mention.claims.append(Claim(text=clean(value)[:500], line=line.no, figures=figures, urls=mention.urls))


# the name just before a work's bracketed id: `holds GlimpseNet (arXiv 2612.19876)`
_NAME_AFTER_ID = re.compile(r"\s*[)）\]]?\s*[—–:：|·-]{1,2}\s*(\S.*)$")


def _named_cell(columns: tuple[list[str], list[str]], cells: list[str]) -> str:
    """The work a row's name column names (`| — | SGLang HiCache | anchored | … |`), if a title."""
    _, roles = columns
    if len(roles) != len(cells) or set(roles) <= {"section", "name", "number", ""}:
        return ""  # `| 章节 | 名称 |`: the sections' names, no work
    name = clean(next((c for r, c in zip(roles, cells, strict=True) if r == "name"), "").strip("* "))
    if P.URL.search(name) and not re.match(r"[(（\[]", name):
        name = cut_name(name)  # `SGLang HiCache (https://lmsys.org/…)`: a linked name, its link written after it
    if re.match(r"[(（\[]", name) or R.status_words().search(name):
        return ""  # `(nothing anchored yet)`: a note in the name column
    return name if is_title(name) else ""


_SECTION_ITEM = re.compile(r"\s*[-*]\s+§\s*\d+\s*\.\s*\d+\b")


def _section_cell(text: str) -> bool:
    """A table cell, or a row with a cell, that is a section and its name (`| §1.3 KV Cache |`)."""
    return bool(re.search(r"(?:^|\|)\s*§\s*\d{1,2}\s*\.\s*\d", text))


def _section_heading(text: str) -> str | None:
    """A heading that numbers a section: `§1.3 KV Cache`, `SECTION 1.3: KV Cache`, `1.3 节`
    (written the `§` way, which the section rules read)."""
    if "§" in text:
        before = text.split("§", 1)[0]  # (`EbulliSift (arXiv …) · anchored · §1.1`: an entry naming its section)
        return None if P.find_arxiv(before) or P.URL.search(before) else text
    m = re.match(r"\s*(?:section|sec\.?|节|章节|第)\s*(\d{1,2}\.\d{1,2})\s*[节:：.\-—–]?\s*(.*)$", text, re.I)
    return f"§{m.group(1)} {m.group(2)}" if m else None


def fm_label(text: str) -> str:
    m = FIELD.match(text)
    return m.group(1) if m else ""


# ---------------------------------------------------------------- notes and cards
