"""Briefs: the document split into parts by their headings, each part read by its reader."""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable

import kgraph.extract.recognise as R
from kgraph import patterns as P
from kgraph.extract.cells import is_separator, table_cells
from kgraph.extract.common import (
    SEPARATORS_ONLY,
    clean,
    cut_name,
    is_title,
    kind_bracket,
    labelled_ids,
    source_status,
    tidy_name,
)
from kgraph.extract.lexicon import Lexicon, default
from kgraph.extract.readers.header import BriefHeader, counts_something
from kgraph.extract.readers.items import FIELD, ITEM_START, LIST_ITEM, BriefItems, _indent, field_of
from kgraph.extract.readers.register import REGISTER_ITEM, BriefRegister
from kgraph.extract.segment import Line
from kgraph.models import (
    Document,
    Mention,
)

PART_HEADING = re.compile(
    r"^\s*(?:#{1,6}\s*)?(?:\*\*)?\s*(?:[一二三四五六七八九十]{1,3}\s*[、.．:：]|第[一二三四五六七八九十]+部分|#{1,6}\s)\s*(.*)$"
)


_CARRIED = frozenset({"carried-over", "anchored", "not-anchored"})


def part_kind(heading: str, lex: Lexicon | None = None) -> str:
    """What a part holds, from its heading words (lexicon table `parts`); a link's address is no
    words of it (`### DenseMux (https://arxiv.org/abs/…)` names a work, not the arXiv part)."""
    return (lex or default()).find_longest("parts", P.URL.sub("", heading)) or "other"


# the canonical labels of a brief's header fields (author, window, baseline), wherever they stand
_HEADER_LABELS = frozenset({"执行", "窗口", "基线活文档"})


# `the new arXiv ids in this brief are A, B and C.`: a label, a copula, two ids or more and nothing else
_ID = r"(?:arXiv\s*:?\s*)?\d{4}\.\d{4,5}(?:v\d+)?"
_SENTENCE_IDS = re.compile(
    rf"(?:^|[.。;；]\s+|,\s+)([^.。;；:：,]{{3,80}}?)\s*(?:\bare\b|\bwere\b|为|是)\s*"
    rf"({_ID}(?:\s*(?:,\s*and|,|，|、|\band\b|和|及)\s*{_ID})+)\s*(?:[.。]|$)",
    re.I,
)


# `The sections involved are §1.1 X, §1.2 Y and §1.3 Z.`: the sections a sentence lists by name
_SECTION_ITEM = r"§\s*\d+\.\d+\s+[^§.。;；]{2,40}?"
_SENTENCE_SECTIONS = re.compile(
    rf"(?:^\s*(?:sections?|章节|章節)\s*(?=§)|\b(?:sections?|章节|章節|小节|小節)\b[^.。;；:：§]{{0,30}}?(?:\bare\b|\bwere\b|[:：]|为|是)\s*)"
    rf"({_SECTION_ITEM}(?:\s*(?:,\s*and\b|[,，、·]|\band\b|和|及)\s*{_SECTION_ITEM})+)\s*(?:[.。]|$)",
    re.I,
)


def _joined(block: list[Line]) -> tuple[str, Callable[[int], Line]]:
    """A paragraph's lines as one text, and the line any offset of that text stands on."""
    starts, text = [], ""
    for line in block:
        starts.append(len(text))
        text += line.text.strip() + " "
    return text, lambda at: block[bisect.bisect_right(starts, at) - 1]


_LONE_LABEL = re.compile(r"^[\W_]*([^:：|]{2,40})[:：]\s*$")  # `Sources read:` alone on its line
_LABEL_OPENS = re.compile(r"^[\W_]*([^:：\d]{2,20})[:：]\s*\S")
_COUNT_LABEL = re.compile(r"计数|声明条数|^(?:declared(?: counts)?|counts?|tally|totals)\b", re.I)


class BriefReader(BriefHeader, BriefItems, BriefRegister):
    def names_adjacent(self, title: str) -> bool:
        """A part's title that says its items are adjacent or candidates (`Adjacent`, `邻近与备选`)."""
        return any(R.has_status(title, s, self.lex) for s in ("adjacent", "candidate"))

    def read(self) -> Document:
        self.header_facts()
        self.covered: set[tuple[str, int]] = set()
        part = "header"
        level = 0
        block: list[Line] = []
        parts: list[tuple[str, list[Line]]] = []
        headed = 0
        item_level = 0  # the level of the headings that open items (`## 🆕 本次新增 1｜X`)
        for line in self.lines:
            if part == "sources" and line.kind == "list-item" and self.names_a_paper(line.text):
                # `- StreamST（arXiv 3111.41238）` after the list of files read (a chat's next message): an
                # item, so the files' part has ended
                parts.append((part, block))
                part, block = "increments", [Line(line.no, "")]
            if line.no > 1 and ITEM_START.match(line.text) and part not in ("increments", "register", "arxiv"):
                # an increment heading under a part we did not recognise: the part lists items
                parts.append((part, block))
                part, block = "increments", [Line(line.no, "")]
                level = max(level, 1) if line.text.lstrip().startswith("#") else level
            if ITEM_START.match(line.text):
                item_level = len(line.text) - len(line.text.lstrip("#"))
            if line.no > 1 and not ITEM_START.match(line.text) and not REGISTER_ITEM.match(line.text):
                m = PART_HEADING.match(line.text)
                hashes = len(line.text) - len(line.text.lstrip("#"))
                deeper = level and hashes > level and m
                if (
                    deeper
                    and hashes == item_level
                    and (
                        part_kind(m.group(1), self.lex) not in ("other", "increments")
                        or (part_kind(m.group(1), self.lex) == "increments" and self.names_adjacent(m.group(1)))
                    )
                    and not re.search(r"[:：]\s*\S", m.group(1))  # (`### 沿用件更新: TokenWeave` names its work)
                ):
                    deeper = None  # `## ♻️ 續用` (`## Adjacent`) after `## 🆕 本次新增 2｜X`: the next part
                if deeper and part in ("increments", "known") and self.groups_items(line, hashes):
                    block.append(line)  # `### Notes on the items` over a list of the part's works: no item
                    continue
                if deeper and part in ("increments", "known", "other") and self.opens_register(m.group(1)):
                    deeper = None  # `## To verify` under `# Adjacent` (a slide deck's titles): the register, no item
                if deeper and (part in ("increments", "known") or (part == "other" and self.heads_an_item(line))):
                    headed += 1  # an item under its part, numbered in the document's order
                    block.append(Line(line.no, f"### 增量 {headed} " + line.text.lstrip("# "), line.raw))
                    continue
                if deeper and part == "register":
                    block.append(Line(line.no, "- " + line.text.lstrip("# ")))  # an entry under its part
                    self.heading_entries = {*self.heading_entries, line.no}
                    continue
                if m and hashes and part not in ("register", "arxiv") and self.states_a_work(m.group(1)):
                    parts.append((part, block))  # `## 🆕 CanopyNet (2709.01358)`: an item wherever it stands
                    part, block, level = "increments", [Line(line.no, "")], hashes
                    headed += 1
                    block.append(Line(line.no, f"### 增量 {headed} " + line.text.lstrip("# "), line.raw))
                    continue
                if m and hashes and not level and part != "header" and part_kind(m.group(1), self.lex) == "other":
                    m = None  # a stray `# comment` (e.g. in a pasted shell snippet) inside a part
                if m and not hashes and part == "register" and part_kind(m.group(1), self.lex) == "other":
                    m = None  # `**Complete**` over the entries under `## Verified`: a label in the register
                if m and len(line.text) < 90 and not is_separator(line.text):
                    parts.append((part, block))
                    part, block, level = part_kind(m.group(1), self.lex), [line], hashes
                    self.take(line.no, f"part {part}")
                    self.declared_counts(line, title_kind=part)
                    continue
            block.append(line)
        parts.append((part, block))
        self.part_of = {line.no: kind for kind, lines in parts for line in lines if line.no}
        # Header facts also sit in the lines before the first real part, whatever they are called.
        structured = ("sources", "increments", "known", "register", "arxiv", "noinc")
        first_part = next((bl[0].no for kind, bl in parts if kind in structured and bl), len(self.lines) + 1)
        in_header = {line.no for kind, bl in parts if kind == "header" for line in bl}
        self.part_header([line for line in self.lines[: first_part - 1] if line.no not in in_header])
        # Briefs that never announce a register heading still mark items to verify inline.
        for kind, lines in parts:
            handler = getattr(self, f"part_{kind}", None)
            if handler:
                handler(lines)
            else:
                self.part_other(lines)
            if kind == "header" and (listed := self.listed_works(lines)):
                self.part_known([Line(0, ""), *listed])  # a brief without parts (a mail): its list of works
        self.closing_facts()
        self.count_tables()
        self.labelled_sources()
        self.sources_said_empty()
        self.labelled_id_lists()
        self.labelled_counts()
        self.sentence_id_lists()
        self.sentence_section_lists()
        self.sweep_references(self.covered)
        self.register_name_matches()
        self.names_to_ids()
        self.figure_tables()
        return self.doc

    @staticmethod
    def names_a_paper(text: str) -> bool:
        """A list item that names a paper by its id and holds no path (`- StreamST（arXiv 3111.41238）`):
        a work, not a file read."""
        return bool(P.find_arxiv(text)) and not P.PATH.search(text) and not P.URL.search(text.split("arXiv")[0])

    def defaults_yield(self) -> None:
        """An item whose status is only its part's default (`* **ManipBench** — …` under
        `Adjacent candidates`) takes the status the document states for the same work elsewhere
        (its table row says `candidate`), when every such item or row agrees (an id list's row
        says less: its status may be its sub-heading's)."""
        stated: dict[str, set[tuple[str, object]]] = {}
        for m in self.doc.mentions:
            if (
                self.defaulted.get(id(m)) != m.status
                and m.status != "mentioned"
                and m.role in ("increment", "adjacent")
            ):
                stated.setdefault(m.key, set()).add((m.status, m.status_date))
        for m in self.doc.mentions:
            said = stated.get(m.key, set())
            unsaid = self.defaulted.get(id(m)) == m.status or (m.role == "arxiv-list" and m.status == "mentioned")
            if unsaid and len(said) == 1:  # (an id list's row that states nothing: what the item states)
                m.status, m.status_date = next(iter(said))  # type: ignore[assignment]
            elif m.role == "arxiv-list" and m.status in _CARRIED and len(said) == 1:
                # `沿用：2703.02519（3-08锚入 …）` sums up what the item says: anchored, carried over or
                # not yet anchored is the item's word (the list writes every carried work alike)
                status, date = next(iter(said))
                if status in _CARRIED:
                    m.status, m.status_date = status, date or m.status_date  # type: ignore[assignment]
        named: dict[str, set[tuple[str, object]]] = {}
        for m in self.doc.mentions:
            if m.name and m.status in _CARRIED and m.role in ("increment", "adjacent"):
                named.setdefault(m.key, set()).add((m.status, m.status_date))
        for m in self.doc.mentions:
            if not m.name and m.status in _CARRIED and len(said := named.get(m.key, set())) == 1:
                # a row giving only the id (`2702.07415 | carried over | §1.1`) sums up what the
                # work's own named record says (`PolicyDistill | 2702.07415 | not yet anchored`)
                status, date = next(iter(said))
                m.status, m.status_date = status, date or m.status_date  # type: ignore[assignment]

    def labelled_id_lists(self) -> None:
        """A line anywhere whose label names a list of ids (`new arXiv ids listed: 2612.21458,
        2612.24581, 2612.24581` under `TOTALS`) is the brief's id list, whatever part it stands in."""
        listed = {m.line for m in self.doc.mentions if m.role == "arxiv-list"}
        for line in self.lines:
            if line.no in listed or not (m := labelled_ids(line.text)):
                continue  # (ids among words, `本次净增 A、B；沿用 C。`, are a sentence, not the list)
            if self.lex.find_longest("parts", m.group(1)) == "arxiv" and self.part_of.get(line.no) != "arxiv":
                self.arxiv_row(line, "mentioned", None)
                self.take(line.no, "arXiv-list row")

    def labelled_counts(self) -> None:
        """A line anywhere that a count label opens (`計數是：淨新增 3 項，…`, `Declared: 3 NET-new`,
        said after the register) declares the brief's counts, whatever part it stands in."""
        counted = {c.line for c in self.doc.counts}
        for line in self.lines:
            m = _LABEL_OPENS.match(line.text)
            if m and line.no not in counted and line.no not in self.doc.taken and _COUNT_LABEL.search(m.group(1)):
                self.declared_counts(line)

    def sentence_id_lists(self) -> None:
        """A sentence that says which ids are the brief's list (`For the record, the new arXiv ids in
        this brief are 2612.21458, 2612.24581 and 2612.24581.`), over as many lines as it runs: the
        brief's id list, each id on its own line."""
        from kgraph.extract.records import paragraphs

        listed = {m.line for m in self.doc.mentions if m.role == "arxiv-list"}
        for block in paragraphs(self.lines):
            if any(line.no in listed for line in block) or len(P.find_arxiv(" ".join(x.text for x in block))) < 2:
                continue
            text, line_at = _joined(block)
            for m in _SENTENCE_IDS.finditer(text):
                label = m.group(1).strip()
                if self.lex.find_longest("parts", label) != "arxiv":
                    continue
                for _key, start, end in P.find_arxiv(m.group(2)):
                    at = m.start(2) + start
                    line = line_at(at)
                    self.arxiv_row(
                        Line(line.no, f"{label}: {text[at : m.start(2) + end]}", line.raw), "mentioned", None
                    )
                    self.take(line.no, "arXiv-list row")

    def sentence_section_lists(self) -> None:
        """A sentence that names the living document's sections (`The sections involved are §1.1
        Vision Encoders, §1.2 Video Understanding and §1.3 Audio-Language Models.`, a note `Sections
        §1.1 …, §1.2 …`), over as many lines as it runs: each section's name."""
        from kgraph.extract.records import paragraphs

        for block in paragraphs(self.lines):
            if sum(line.text.count("§") for line in block) < 2:
                continue
            text, line_at = _joined(block)
            for m in _SENTENCE_SECTIONS.finditer(text):
                for piece in re.finditer(r"§[^§]+?(?=\s*(?:,\s*and\b|[,，、;；·]|\band\b|和|及)\s*§|\s*$)", m.group(1)):
                    at = m.start(1) + piece.start()
                    line = line_at(at)
                    self.section_names(piece.group(0).rstrip(" .。"), line.no, heading=True)

    def sources_said_empty(self) -> None:
        """A sentence that says a file the brief read is empty (`其中inbox/…/notes.md是空的，…`, `inbox/…
        turned out to be empty`): that file, empty."""
        read = {s.path for s in self.doc.sources}
        for line in self.lines:
            paths = P.PATH.findall(line.text)
            if line.no in self.doc.taken or len(paths) != 1 or paths[0] not in read:
                continue
            if source_status(P.PATH.sub("", line.text)) == "empty-missing":
                refs = [r for r in self.source_refs(line.text, line.no, "cited") if r.status == "empty-missing"]
                self.doc.sources.extend(refs)
                if refs:
                    self.take(line.no, "source said empty")

    def labelled_sources(self) -> None:
        """A line anywhere whose label names what was read (`What I read today: `a`, `b``,
        `Files read: …`) lists the document's sources, whatever part it stands in."""
        cited = {s.line for s in self.doc.sources}
        for at, line in enumerate(self.lines):
            if (lone := _LONE_LABEL.match(line.text)) and self.lex.find("parts", lone.group(1)) == "sources":
                self.listed_sources(at)  # `Sources read:` over a list of the files
                continue
            m = re.match(r"^[\W_]*([^:：|]{2,40})[:：]\s*(\S.*)$", line.text)
            if not m or line.no in cited or not P.PATH.search(m.group(2)) or P.find_arxiv(m.group(1)):
                continue
            if self.lex.find("parts", m.group(1)) == "sources":
                said = "empty-missing" if source_status(m.group(1)) == "empty-missing" else "cited"
                refs = self.source_refs(m.group(2), line.no, said)  # (`Read but empty: inbox/…`: empty)
                self.doc.sources.extend(refs)
                if refs:
                    self.take(line.no, "sources read")
                for more in self.lines[line.no :]:  # the list wrapped onto lines of paths only
                    if (
                        more.no in cited
                        or not SEPARATORS_ONLY.fullmatch(P.PATH.sub("", more.text))
                        or not P.PATH.search(more.text)
                    ):
                        break
                    self.doc.sources.extend(self.source_refs(more.text, more.no, "cited"))
                    self.take(more.no, "sources read")

    def listed_sources(self, at: int) -> None:
        """The list under a label of the files read (`Sources read:` then `- work-queue.md`): each
        file a source, read or said empty as its item says."""
        said = {(s.path, s.line) for s in self.doc.sources}
        for more in self.lines[at + 1 :]:
            if not more.text.strip():
                continue
            if not (LIST_ITEM.match(more.text) and (P.PATH.search(more.text) or P.PAPER_CARD.search(more.text))):
                break
            refs = [r for r in self.source_refs(more.text, more.no, "cited") if (r.path, r.line) not in said]
            self.doc.sources.extend(refs)
            if refs:
                self.take(more.no, "sources read")

    def names_to_ids(self) -> None:
        """A work named without its id (`Albireo` in the baseline list) is the paper the same
        document gives that name with an id."""
        ids: dict[str, str] = {}
        for m in self.doc.mentions:
            if m.arxiv_id and m.name:
                ids.setdefault(P.normalise_name(m.name), m.arxiv_id)
        for m in self.doc.mentions:
            if not m.arxiv_id and m.key in ids:
                m.arxiv_id = m.key = ids[m.key]
        for entry in self.doc.entries:
            entry.items = list(dict.fromkeys(ids.get(k, k) for k in entry.items))

    # -- header

    def part_known(self, lines: list[Line]) -> None:
        """Items the brief lists as known already (follow-ups, carried over): items whose
        status is what each says, not new."""
        self.default_status = "mentioned"
        try:
            self.part_increments(lines)
        finally:
            self.default_status = "new"

    def part_sources(self, lines: list[Line]) -> None:
        items = {m.key: m for m in self.doc.mentions if m.role in ("increment", "adjacent")}
        for line in lines[1:]:
            fm = FIELD.match(line.text)
            if fm and self.lex.label(fm.group(1)) in _HEADER_LABELS:
                self.part_header([line])  # `# 简报概要与来源` over the header's fields: the baseline is no source read
                continue
            if not P.PATH.search(line.text) and not P.PAPER_CARD.search(line.text):
                self.declared_counts(line)  # (`申报条数：增量 3 条 …` among them)
            cells = table_cells(line, self.tables)
            if cells and not is_separator(line.text):
                joined = self.joined_table_path(cells)
                if joined:
                    note = " | ".join(cells[1:])
                    self.doc.sources.append(self.make_source(joined, line.no, note, "cited"))
                    continue
            refs = self.source_refs(line.text, line.no, "cited")
            self.doc.sources.extend(refs)
            if refs and (item := self.item_named(line.text, items)) is not None:
                item.sources.extend(r for r in refs if r.path not in {s.path for s in item.sources})

    def item_named(self, text: str, items: dict[str, Mention]) -> Mention | None:
        """The item a sources line is about (`| 2610.04567 | inbox/jay/notes.md |`, `Dynamo KV-aware
        routing  inbox/…`): the id or name its first cell is, before the paths it lists."""
        head = clean(re.split(r"\s*\|\s*|\s{2,}|\t", text.strip().strip("|-* "), maxsplit=1)[0])
        if not head or P.PATH.search(head) or P.PAPER_CARD.search(head):
            return None
        ids = P.find_arxiv(head)
        if ids:
            return items.get(ids[0][0]) if len(ids) == 1 and len(head) <= 40 else None
        return items.get(P.normalise_name(head))

    @staticmethod
    def joined_table_path(cells: list[str]) -> str | None:
        """`| inbox/jay | 2026-09-19-notes.md（...） |`: a folder cell and a file cell."""
        if len(cells) < 2:
            return None
        folder = re.fullmatch(r"\s*(inbox/[A-Za-z0-9_.\-]+|paper_cards|organized/[A-Za-z0-9_.\-]+)\s*/?\s*", cells[0])
        file = re.match(r"\s*([A-Za-z0-9_.\-]{6,}?)(\.md)?(?=[\s（(]|$)", cells[1])
        if folder and file and (re.search(r"\d", file.group(1)) or folder.group(1).startswith("organized/")):
            return f"{folder.group(1)}/{file.group(1)}.md"
        return None

    # -- increments

    def part_noinc(self, lines: list[Line]) -> None:
        """Sources with no increment, and notes on works already in the baseline (by name)."""
        for line in lines[1:]:
            refs = self.source_refs(line.text, line.no, "no-increment")
            for ref in refs:
                self.doc.sources.append(ref)
            lm = LIST_ITEM.match(line.text)
            if not refs and line.text.strip():
                self.take(line.no, "no-increment note")
            if refs or not lm or P.find_arxiv(line.text):
                continue
            head = re.split(r"\s*(?:——|—|:|：|\s-\s)\s*", lm.group(1), maxsplit=1)
            if len(head) < 2:
                continue
            anchored, date = P.anchored_date(head[1], self.doc.date)
            if not anchored or re.match(r"\s*(?:paper_cards|paper cards|inbox)", head[0], re.I):
                continue  # only works the note says are already in the living document
            if len(re.findall(r"(?<![\d.\-])\d{1,2}-\d{1,2}(?![\d])|\d{4}-\d{2}-\d{2}", head[1])) != 1:
                date = None  # `8-17/8-18 版已锚入`: which date is whose is not said
            if re.search("[" + P.CIRCLED + "]|§", head[0]):
                continue  # `spark ② CoRun`: an item of a source, not a work
            for raw in re.split(r"\s*/\s*", head[0]):
                name = tidy_name(clean(re.sub(r"[(（].*$", "", raw)))
                if not is_title(name) or len(name) > 48:
                    continue
                self.doc.mentions.append(
                    Mention(
                        key=P.normalise_name(name),
                        name=name,
                        line=line.no,
                        status="anchored",
                        status_date=date,
                        role="baseline",
                        quote=clean(line.text)[:240],
                    )
                )
                self.take(line.no, f"baseline note {name}")

    def part_other(self, lines: list[Line]) -> None:
        """A part whose heading says nothing kgraph knows: its counts and concerns; and if its
        top-level list items name works (an id, or a title with a status), those items, each
        with the status it states (a part's name is no reason to drop what it lists)."""
        tops = [line for line in lines[1:] if LIST_ITEM.match(line.text)]
        indent = min((_indent(line.text) for line in tops), default=0)
        # (`- 申报数量：本棒淨增 3 筆`, already read as the header's count, names no work)
        works = any(
            self.names_a_work(line) for line in tops if _indent(line.text) == indent and line.no not in self.doc.taken
        )
        works = works or any(self.row_names_a_work(line) for line in lines[1:])
        if lines and lines[0].no > 1 and (works or any(ITEM_START.match(line.text) for line in lines[1:])):
            self.part_known(lines)
            return
        for line in lines:
            self.declared_counts(line)
            if self.section_field(line):
                continue
            if REGISTER_ITEM.match(line.text):
                self.part_register([Line(0, ""), line])
            elif self.states_a_risk(line):
                self.register_entry(re.sub(r"^\s*(?:[-*•]|\d{1,2}[.)]|\[[!xX ]\])?\s*", "", line.text), line)

    def listed_works(self, lines: list[Line]) -> list[Line]:
        """The lines from the first top-level list item on, when two or more of a part's top-level
        list items name a work with its status (`1) MuonLite -- arXiv:2612.11834, NET-new`), or one
        does in a brief that declares how many increments it has."""
        tops = [line for line in lines if LIST_ITEM.match(line.text)]
        indent = min((_indent(line.text) for line in tops), default=0)
        tops = [line for line in tops if _indent(line.text) == indent]
        naming = [
            line
            for line in tops
            if line.no not in self.doc.taken  # not a header fact (`- 增量条数：3 条主增量`)
            and not (
                (fm := FIELD.match(LIST_ITEM.match(line.text).group(1)))
                and (field_of(fm.group(1)) or self.lex.label(fm.group(1)))
            )  # type: ignore[union-attr]
            and (P.find_arxiv(line.text) or P.URL.search(line.text))
            and self.names_a_work(line)
            and R.status_words(self.lex).search(line.text)
        ]
        declared = any(c.what == "increments" and c.value for c in self.doc.counts)
        if len(naming) < 2 and not (naming and declared):  # (one, when the brief declared its increments)
            return []
        return [line for line in lines if line.no >= naming[0].no]

    def states_a_risk(self, line: Line) -> bool:
        """`[!] high risk, open: …`, `- 高风险：…`: a sentence that opens with its risk level is a
        concern, whatever its part is called."""
        head = re.sub(r"^\s*(?:[-*•]|\d{1,2}[.)]|\[[!xX ]\])?\s*", "", line.text)[:30]
        return bool(
            len(line.text) > 30
            and re.match(r"(?:\W{0,3})(?:high|medium|low|高|中|低)(?:等)?\s*(?:risk|风险)", head, re.I)
        )

    def states_a_work(self, heading: str) -> bool:
        """A heading that names a work by its id or link and states its status (`🆕 CanopyNet
        2709.01358`, `Adjacent: LesionMap (2709.05793)`): an item, whatever part it follows."""
        if not R.status_words(self.lex).search(heading):
            return False
        if P.find_arxiv(heading) or P.URL.search(heading):
            return True
        # `FluxPipe 3 (software release), carried over · §1.1 …`: a name with its kind in brackets
        kind = kind_bracket(self.lex).search(heading)
        return bool(kind) and is_title(cut_name(heading[: kind.start()], self.lex))

    def opens_register(self, heading: str) -> bool:
        """A heading that names the register and no work (`To verify`, `Open questions`)."""
        return (
            len(heading) <= 40
            and part_kind(heading, self.lex) == "register"
            and not P.find_arxiv(heading)
            and not P.URL.search(heading)
        )

    def heads_an_item(self, heading: Line) -> bool:
        """A heading whose next line is an id or a status field: the heading names a work."""
        following = next((line for line in self.lines[heading.no :] if line.text.strip()), None)
        if following is None:
            return False
        fm = FIELD.match(following.text)
        return bool(fm and field_of(fm.group(1)) in ("arxiv", "status", "urls"))

    def groups_items(self, heading: Line, level: int) -> bool:
        """A heading with no id over a list or table of two or more works (each with its id, or
        named with an id elsewhere in the document): it groups items, it is no item itself."""
        if P.find_arxiv(heading.text) or P.URL.search(heading.text):
            return False
        named = 0
        for line in self.lines[heading.no :]:
            hashes = len(line.text) - len(line.text.lstrip("#"))
            if hashes and hashes <= level:
                break
            if line.text.lstrip().startswith("|") and P.find_arxiv(line.text):
                named += 1  # a table's row of a work (a database view under its title)
                continue
            lm = LIST_ITEM.match(line.text)
            if not lm or ((fm := FIELD.match(lm.group(1))) and field_of(fm.group(1))):
                continue
            name = cut_name(lm.group(1), self.lex)
            if P.find_arxiv(lm.group(1)) or (name and self.named_with_id(name, line.no)):
                named += 1
        return named >= 2

    def named_with_id(self, name: str, no: int) -> bool:
        """Another line of the document gives this name with an id."""
        return any(line.no != no and name in line.text and P.find_arxiv(line.text) for line in self.lines)

    def row_names_a_work(self, line: Line) -> bool:
        """A header-less table row with an id and a status cell."""
        text = line.text.strip()
        if not text.startswith("|") or not P.find_arxiv(text):
            return False
        return any(self.cell_kind(c) == "status" for c in text.strip("|").split("|"))

    def names_a_work(self, line: Line) -> bool:
        text = LIST_ITEM.match(line.text).group(1)  # type: ignore[union-attr]
        if labelled_ids(text):
            return False  # `- NET-new IDs: A, B, C`: the id list, read as such (`labelled_id_lists`)
        if P.find_arxiv(text) and not P.PATH.search(text):
            return True
        if counts_something(text):
            return False  # `- adjacent or candidate items: 1`: a declared count
        return bool(is_title(cut_name(text, self.lex)) and self.states_a_status(text))

    def states_a_status(self, text: str) -> bool:
        """A status word that is no count's (`Declared: 3 increments, 1 adjacent, 2 carried over`
        counts items; it states no work's status)."""
        return any(
            not re.search(r"\d\s*$", text[max(0, m.start() - 4) : m.start()])
            for m in R.status_words(self.lex).finditer(text)
        )
