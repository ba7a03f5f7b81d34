"""A brief's register (to-verify entries, warnings) and its citable arXiv list."""

from __future__ import annotations

import datetime as dt
import re

import kgraph.extract.recognise as R
from kgraph import patterns as P
from kgraph.extract.cells import is_separator, table_cells
from kgraph.extract.common import bare_title, clean, figures_in, is_title, labelled_ids, name_near, status_of
from kgraph.extract.lexicon import Lexicon
from kgraph.extract.readers.base import BaseReader
from kgraph.extract.records import work_names, works_named
from kgraph.extract.segment import Line
from kgraph.models import (
    Claim,
    Mention,
    RegisterEntry,
)

REGISTER_ITEM = re.compile(
    r"^\s*(?:#{1,6}\s*)?(?:\*\*)?\s*(?:矛盾|待核实|矛盾/待核实|警示|To-verify|(?:To verify|Concern)(?=\s*\d{1,2}\s*(?:[(（][^)）]{0,40}[)）])?\s*[:：]\s*\S))\s*(["
    + P.CIRCLED
    + r"]|\d{1,2})\s*[:：]?\s*(.*)$",
    re.I,
)


# The header of a register table's column that names the works an entry is about
CONCERNS_COLUMN = re.compile(r"涉及|相关条目|关联|涉及条目|items?|works?|concerns?|papers?", re.I)

ENTRY_FIELD = re.compile(r"^\s*(?:[-*•]\s*)?(?:\*\*)?([^:：*|]{1,24}?)(?:\*\*)?\s*[:：]\s*(?:\*\*)?\s*(.+)$")


def row_name(name: str, lex: Lexicon) -> str:
    """A list row's name cell: never a status, markup, an id, a section or a dash (commas are a
    title's own)."""
    if R.status_words(lex).match(name) or re.search(r"[<>\[\]{}`|]", name) or P.find_arxiv(name):
        return ""
    if lex.label(name.strip(" :：")) or lex.find_longest("parts", name) == "arxiv":
        return ""  # `净增 arXiv 号: 2612.20317, …`, `new arXiv ids listed: …`: the list's label, no name
    if not re.search(r"[^\W\d_]{2}", name) or name.lstrip().startswith("§"):
        return ""  # `—`, `§1.2`: an empty cell or the section column, not a name
    said = [m for m in R.status_words(lex).finditer(name) if m.start() >= 2 and name[m.start() - 1].isspace()]
    if said:  # `FlashDecode-X 沿用`, `TokenWeave 10-01 已锚入`: the name, then what the row says of it
        name = re.sub(r"\s+(?:\d{4}-)?\d{1,2}-\d{1,2}\s*$", "", name[: said[0].start()].rstrip())
    return name[:120]


def row_claims(text: str, line: int, arxiv_id: str | None) -> list[Claim]:
    """A list row's figures (`| 2609.01234 | TileServe | … · 吞吐提升 2.8× | §1.1 | 9-6 已锚入 |`)
    as claims of its item, one per cell (or `·`/`—` part) that holds any; the id, section and
    status parts hold none. A citable list cites the paper by its id: that is where the row's
    figures come from (their origin), not the brief restating them."""
    urls = [f"https://arxiv.org/abs/{arxiv_id}"] if arxiv_id else []
    parts = re.split(r"\|" if "|" in text else r"\s[—–·]\s|\s-\s", text)
    out = []
    for part in parts:
        figures = [f for f in figures_in(part) if not P.find_arxiv(f.text)]
        if figures:
            out.append(Claim(text=clean(part)[:500], line=line, figures=figures, urls=urls))
    return out


class BriefRegister(BaseReader):
    heading_entries: set[int] = frozenset()  # type: ignore[assignment]  # entries that are headings

    def entry_field(self, entry: RegisterEntry, label: str, value: str, line: Line) -> None:
        """A field line under an entry written as a heading: its risk, its items, its state, or
        (any other label) what the entry says."""
        self.take(line.no, f"field of register entry at line {entry.line}")
        canonical = self.lex.label(label) or ""
        for key, _, _ in P.find_arxiv(value):
            if key not in entry.items:
                entry.items.append(key)
            self.covered.add((key, line.no))
        if canonical == "风险" or (P.risk_of(value) and len(value) < 16):
            entry.risk = P.risk_of(value) or entry.risk  # type: ignore[assignment]
        elif P.RESOLVED.search(value) and len(value) < 30:
            entry.resolved = True
        elif not P.find_arxiv(value) and len(value) > 12:
            entry.text = clean(f"{entry.text} — {value}" if entry.text else value)[:400]

    def heading_states_an_entry(self, lines: list[Line]) -> bool:
        """A register part's heading that gives a risk (`To verify (high risk)`, `待核實（🟡 中風險）`),
        with a paragraph under it: one entry, titled by its heading (a chat message's first line)."""
        head = lines[0].text if lines and lines[0].no else ""
        if not head.lstrip().startswith("#") or len(head) > 120 or P.find_arxiv(head) or not P.risk_of(head):
            return False
        below = next((line.text for line in lines[1:] if line.text.strip()), "")
        return bool(below) and not re.match(r"\s*(?:[-*•|#>]|\d{1,2}[.、)])", below) and not REGISTER_ITEM.match(below)

    def part_register(self, lines: list[Line]) -> None:
        entry: RegisterEntry | None = None
        concerns = None  # the column of a register table that names the works an entry concerns
        said = None  # and the column that says the concern
        settled_at = None  # and a checkbox column that says it is settled (`已解決`: Yes)
        wrapped = 0  # the entry's last line of text: the next line, unmarked, goes on with it
        titled: RegisterEntry | None = None  # an entry opened by a title line, its text still to come
        listed: RegisterEntry | None = None  # the last entry a list item opened
        listed_at = 0  # and its item's indent
        listing = next(  # `NET-new arXiv ids: A, B` under the concerns: the id list (read as such); the register ends
            (
                k
                for k, line in enumerate(lines[1:], 1)
                if (ids := labelled_ids(line.text)) and self.lex.find_longest("parts", ids.group(1)) == "arxiv"
            ),
            None,
        )
        lines = lines[:listing] if listing else lines
        filled = {line.no for line in lines if line.text.strip()}
        if self.heading_states_an_entry(lines):  # `### ⚠️ 待核實（🟡 中風險）` over its paragraph
            entry = titled = self.register_entry(lines[0].text.lstrip("# ").strip(), lines[0])
        for line in lines[1:]:
            text = line.text
            if not text.strip() or is_separator(text):
                continue
            if entry is not None and line.no == wrapped + 1 and _wraps(text):
                entry.text = clean(f"{entry.text} {text}")[:400]
                entry.resolved = entry.resolved or bool(P.RESOLVED.search(text))
                entry.risk = entry.risk or P.risk_of(text)  # type: ignore[assignment]
                self.take(line.no, f"text of register entry at line {entry.line}")
                wrapped = line.no
                continue
            wrapped = 0
            rm = REGISTER_ITEM.match(text)
            cells = table_cells(line, self.tables)
            if rm:
                entry = self.register_entry(rm.group(2), line, label=rm.group(1))
                continue
            if cells and len(cells) >= 2:
                if (
                    re.fullmatch(r"#|序号|No\.?|编号", cells[0].strip(), re.I)
                    or any(re.search(r"风险等级|矛盾/待核实项", c) for c in cells)
                    or all(self.lex.column(c) for c in cells if c.strip())
                    or _names_columns(cells, self.lex)
                ):
                    self.take(line.no, "table header")
                    settled_at = next((i for i, c in enumerate(cells) if _SETTLED_COLUMN.fullmatch(c.strip())), None)
                    concerns = next((i for i, c in enumerate(cells) if CONCERNS_COLUMN.fullmatch(c.strip())), None)
                    said_at = [i for i, c in enumerate(cells) if self.lex.column(c) == "entry"]
                    # `| Concerns | Entry |`: the works in one, what is said of them in the other
                    said = next((i for i in said_at if i != concerns), said_at[0] if said_at else None)
                    if (
                        said is None
                    ):  # `| 編號 | 條目 | 風險 | 狀態 | 內容 |`: the work named in one, what is said in the other
                        roles = [self.lex.column(c) for c in cells]
                        said = next((i for i, r in enumerate(roles) if r == "topic"), None)
                        if said is not None and concerns is None:
                            concerns = next((i for i, r in enumerate(roles) if r == "name"), None)
                    continue
                numbered = re.fullmatch(r"\d{1,2}|[" + P.CIRCLED + r"]", cells[0].strip())
                if said is not None and said < len(cells):
                    body = cells[said]  # the header's concern column, wherever it stands
                else:
                    body = (
                        cells[1] if numbered else max(cells, key=lambda c: len(P.URL.sub("", c)))
                    )  # (words, not a link)
                risk = next((r for c in cells if (r := P.risk_of(c))), None)
                entry = self.register_entry(
                    body, line, label=cells[0] if cells[0].isdigit() else "", risk=risk, extra=" | ".join(cells)
                )
                if settled_at is not None and settled_at < len(cells) and _YES.fullmatch(cells[settled_at].strip()):
                    entry.resolved = True  # `| … | 已解決 |` over `| … | Yes |`: a checkbox says it is settled
                named = clean(cells[concerns]) if concerns is not None and concerns < len(cells) else ""
                if is_title(named) and P.normalise_name(named) not in entry.items:
                    entry.items.append(P.normalise_name(named))  # `| … | ZephyrVault-Pro | 🟡 中 |`: a work without id
                continue
            if (
                entry is not None
                and entry.line in self.heading_entries
                and line.no not in self.heading_entries  # (`### Question 2: OPEN`: an entry of its own)
                and (fm := ENTRY_FIELD.match(text))
            ):
                self.entry_field(entry, fm.group(1), fm.group(2), line)  # `- **Risk:** high` under its entry
                continue
            # (`**Concerns:**` is bold and `*Low risk.*` alone emphasis: no bullet; `*Risk high.* X: …` an entry)
            lm = re.match(
                r"^\s*(?:(\d{1,2})[.、)]\s*|[-•](?![*-])\s*|\*\s+|(?=\*[^*\s][^*\n]{0,60}\*\s+\S))(.+)$", text
            )
            if lm and entry is not None and entry is listed and _indent(text) > listed_at:
                # a list under an entry's item (an outliner's child nodes): its fields and its words
                if fm := ENTRY_FIELD.match(text):
                    self.entry_field(entry, fm.group(1), fm.group(2), line)
                else:
                    self.take(line.no, f"text of register entry at line {entry.line}")
                    entry.risk = entry.risk or P.risk_of(text)  # type: ignore[assignment]
                    entry.resolved = entry.resolved or bool(P.RESOLVED.search(text))
                    entry.items += [k for k, _, _ in P.find_arxiv(text) if k not in entry.items]
                continue
            if lm:
                if inner := REGISTER_ITEM.match(lm.group(2)):  # `- 矛盾/待核实 ①：…`: the label is no text
                    entry = self.register_entry(inner.group(2), line, label=inner.group(1))
                else:
                    entry = self.register_entry(lm.group(2), line, label=lm.group(1) or "")
                wrapped, listed, listed_at = line.no, entry, _indent(text)
                continue
            if (nm := _NUMBERED_ROW.match(text)) and P.risk_of(text):
                # `1 吞吐数字来自作者自测 … FlashDecode-X (2610.01234) 🟡 中 未解决`: a table's row, its rules lost
                entry = self.register_entry(nm.group(2), line, label=nm.group(1))
                continue
            if (tm := _TAGGED_ENTRY.match(text)) and _entry_tag(tm.group(1)):
                entry = self.register_entry(tm.group(0).strip(), line)  # ` [high] X single seed, …` (a mail's)
                wrapped = line.no
                continue
            if not text[:1].isspace() and _tagged_opening(text):
                # `OPEN (medium risk): X …`, `RESOLVED (low risk): …`: a paragraph that opens with its
                # state and risk is an entry (a wiki's box, a page's callout written as text)
                entry = listed = self.register_entry(text.strip(), line)
                wrapped = line.no
                continue
            if len(text) < 120 and not P.find_arxiv(text) and _opens_an_entry(text):
                entry = self.register_entry(text.strip(), line)  # a panel's title `Risk high — (!) open` over its text
                titled, wrapped = entry, 0
                continue
            if (
                entry is not None
                and entry is listed
                and entry.text  # (not a heading's bare title, `Check 2`, whose text this is)
                and entry.line not in self.heading_entries
                and line.no - 1 not in filled
                and not text[:1].isspace()
                and (P.RESOLVED.search(text[:60]) or P.risk_of(text[:60]))
            ):  # `Closed since yesterday (low risk): X …`, a paragraph after the list: an entry of its own
                entry = listed = self.register_entry(text.strip(), line)
                wrapped = line.no
                continue
            if (
                (entry is None or (entry.risk is not None and entry is not titled))
                and not text[:1].isspace()
                and P.risk_of(text)
                and _STATE_SAID.search(text)
            ):  # `BubbleEar is still a single bog study; … (high risk, open)`: a paragraph, one concern
                entry = listed = self.register_entry(text.strip(), line)
                wrapped = line.no
                continue
            if entry is not None and entry is titled:  # the titled entry's first line: what it says
                titled = None
                entry.text = clean(f"{entry.text} — {text}")[:400]
                self.take(line.no, f"text of register entry at line {entry.line}")
                entry.items += [k for k, _, _ in P.find_arxiv(text) if k not in entry.items]
                continue
            if entry is not None and _signed(text):
                self.take(line.no, "signature")  # `(kestrel, 2026-12-09)` after the last entry: who wrote it
                entry = None
                continue
            if (
                entry is not None
                and entry.text  # (an entry titled `Check 2` alone: this is what it says)
                and not (entry.line in self.heading_entries and " — " not in entry.text)  # (nor one only titled)
                and not self.only_titled(entry.text)  # (`✅ 待核实 2`, its risk and state apart: nor this)
                and (fm := re.match(r"([^\s:：][^:：]{0,30})[:：]\s*\S", text))
                and not _entry_label(fm.group(1))
            ):
                entry = None  # `Arxiv new: …` at the margin after the entries: a field of the brief, not more of one
            if entry is not None:
                self.take(line.no, f"text of register entry at line {entry.line}")
            if entry is not None and not re.match(r"\s*建议", text):
                # A paragraph under a register heading: more text about the same entry.
                if len(entry.text) < 40 and not P.find_arxiv(text) and not re.match(r"\s*\w{1,20}\s*[:：]", text):
                    entry.text = clean(f"{entry.text} — {text}" if entry.text else text)[
                        :400
                    ]  # its title, then what it says
                    wrapped = line.no  # (and the lines it wraps onto)
                for key, _, _ in P.find_arxiv(text):
                    if key not in entry.items:
                        entry.items.append(key)
                    self.covered.add((key, line.no))
                if P.RESOLVED.search(text):
                    entry.resolved = True
                if entry.risk is None:
                    entry.risk = P.risk_of(text)  # type: ignore[assignment]

    def register_entry(
        self, text: str, line: Line, label: str = "", risk: str | None = None, extra: str = ""
    ) -> RegisterEntry:
        full = extra or text
        resolved = bool(P.RESOLVED.search(text)) or _says_resolved(extra)
        if not extra and bare_title(text, self.lex):  # `### To verify 1`, `Check 2`: its fields say what it is
            label, text = label or clean(text), ""
        entry = RegisterEntry(
            text=clean(text)[:400],
            line=line.no,
            risk=risk or P.risk_of(full),  # type: ignore[arg-type]
            items=[k for k, _, _ in P.find_arxiv(full)],
            label=label,
            resolved=resolved,
        )
        entry.items = list(dict.fromkeys(entry.items))
        for key in entry.items:
            self.covered.add((key, line.no))
        self.doc.entries.append(entry)
        return entry

    def register_name_matches(self) -> None:
        """Register entries that name an item instead of giving its id."""
        names = work_names(self.doc.mentions)
        for entry in self.doc.entries:
            entry.items += [key for key in works_named(entry.text, names) if key not in entry.items]

    # -- arXiv list
    def part_arxiv(self, lines: list[Line]) -> None:
        default = "mentioned"
        pending: Line | None = None
        wrapped = ""  # the label of a row whose list of ids goes on to the next line
        for line in lines[1:]:
            text = line.text
            if not text.strip() or is_separator(text):
                wrapped = ""
                continue
            if wrapped and P.find_arxiv(text) and "|" not in text:
                self.take(line.no, "arXiv-list row (continued)")
                self.arxiv_row(Line(line.no, wrapped + text.strip(), line.raw), default, None)
                wrapped = wrapped if text.rstrip().endswith((",", "，", "、")) else ""
                continue
            if (ids := P.find_arxiv(text)) and "|" not in text and text.rstrip().endswith((",", "，", "、")):
                wrapped = text[: ids[0][1]]  # `New arXiv identifiers: 2612.20317, 2612.22690,` then `2612.25133.`
            if pending is not None and (_BARE_ID.fullmatch(text) or _starts_anew(text, self.lex)):
                self.arxiv_row(pending, default, cells=None)  # `2612.25133`, then another id or `- from earlier briefs`
                pending = None
            if pending is not None:
                merged = Line(pending.no, pending.text.rstrip().rstrip("|") + " | " + text)
                self.take(line.no, f"arXiv-list row (continues line {pending.no})")
                pending = None
                self.arxiv_row(merged, default, cells=None)
                continue
            if _BARE_ID.fullmatch(text):
                pending = line
                continue
            if not P.find_arxiv(text) and not text.strip().startswith("|"):
                before = default
                if R.has_status(text, "extra", self.lex):
                    default = "adjacent"
                elif P.CARRIED.search(text):
                    default = "carried-over"
                elif P.NEW.search(text):
                    default = "new"
                elif re.search(r"邻接|adjacent", text, re.I):
                    default = "adjacent"
                if len(text.strip()) < 40 or text.rstrip().endswith((":", "：")):
                    self.take(line.no, f"rows below: {default}" if default != before else "sub-heading")
                self.declared_counts(line, title_kind="arxiv")
                continue
            cells = table_cells(line, self.tables)
            if (
                cells
                and not P.find_arxiv(text)
                and (
                    any(re.search(r"arXiv\s*号|^标题$|^论文$|^title$", c, re.I) for c in cells)
                    or all(self.lex.column(c) for c in cells if c.strip())
                )
            ):
                self.take(line.no, "table header")
                continue
            self.arxiv_row(line, default, cells)

    def arxiv_row(self, line: Line, default: str, cells: list[str] | None) -> None:
        text = line.text
        listed = P.find_arxiv(text)
        if (
            "|" not in text
            and len(listed) > 1
            and not re.search(
                r"[A-Za-z]{3}", re.sub(r"arXiv|NET-new|new|\d", "", text.split(":")[-1] if ":" in text else "")
            )
        ):
            # `- NET-new: 2610.01234, 2610.02345, 2610.03456`: one status for every id of the line
            label = text[: listed[0][1]]
            for _key, start, end in listed:
                self.arxiv_row(Line(line.no, f"{label}{text[start:end]}", line.raw), default, None)
            return
        if "|" not in text and len(listed) > 1:
            segments = re.split(r"\s+[/·•]\s+|\s*[;；]\s*|\s*[,，、]\s*(?=(?:arXiv\s*:?\s*)?\d{4}\.\d{4,5})", text)
            if len(segments) == len(listed) and all(len(P.find_arxiv(x)) == 1 for x in segments):
                # `此前已列: 2610.01234 FlashDecode-X 沿用 / 2610.02345 KVShard 待锚入`: a row per work
                label = _ROW_LABEL.match(text)
                for i, segment in enumerate(segments):
                    lead = label.group(0) if label and i else ""
                    self.arxiv_row(Line(line.no, lead + segment, line.raw), default, None)
                return
        cells = cells or [c.strip() for c in text.strip().strip("|").split("|")]
        if "|" in text and len(cells) == 2 and not P.find_arxiv(cells[0]) and len(P.find_arxiv(cells[1])) > 1:
            # `| Carried | 2612.21458 (§1.2, anchored …), 2612.19876 (§1.1, …) |`: a label, then its ids
            self.arxiv_row(Line(line.no, f"{cells[0]}: {cells[1]}", line.raw), default, None)
            return
        ids = P.find_arxiv(cells[0]) if cells else []
        if not ids:
            ids = P.find_arxiv(text)[:1]
        name = ""
        if "|" not in text and ids:
            bare = _ROW_LABEL.sub(lambda m: " " * len(m.group(0)), text)  # `此前已列: 2609.18842 …`: a label, no name
            found = P.find_arxiv(bare)
            name = name_near(bare, found[0][1], found[0][2]) if found else ""
        elif len(cells) > 1:
            name = re.split(r"[:：(（]", cells[1])[0].strip() if ids or cells[0] else cells[1]
        status, date = self.row_status(text, default)
        numbers = []
        for part in re.split(r"\|" if "|" in text else r"\s[—–]\s|\s-\s", text):
            named = part.strip().startswith("§") or bool(re.search(r"归入(?:节|章节)?\s*[:：]?\s*§", part))
            numbers += self.section_names(part, line.no, named=named)
        section = numbers[0][0] if numbers else None
        for token, problem in P.find_bad_arxiv(text):
            self.bad(token, line.no, problem)
        if ids:
            key = ids[0][0]
        elif re.search(r"待核实|待确认|unknown|TBD", cells[0] if cells else "", re.I) and len(cells) > 1:
            name = re.split(r"[:：(（]", cells[1])[0].strip()
            key = P.normalise_name(name)
        else:
            return
        self.doc.mentions.append(
            Mention(
                key=key,
                arxiv_id=key if ids else None,
                name=row_name(clean(name), self.lex),
                line=line.no,
                status=status,
                role="arxiv-list",
                section=section,
                status_date=date,
                quote=clean(text)[:240],
                confidence=None,
                claims=row_claims(text, line.no, key if ids else None),
            )
        )
        self.covered.add((key, line.no))

    def only_titled(self, text: str) -> bool:
        """An entry's text that is only the register's name and a number (`✅ 待核实 2`, `Check 3`)."""
        bare = re.sub(r"[\W\d_]+", " ", text).strip()
        return bool(bare) and len(bare) <= 20 and self.lex.find_longest("parts", bare) == "register"

    def row_status(self, text: str, default: str) -> tuple[str, dt.date | None]:
        label = re.match(r"^\W*(?:\d{1,2}[.)、]\s*)?([^:：|\d]{1,60})[:：]\s*\d{4}\.\d", text)
        if label:  # what the row says of itself beats its list's label (`From earlier briefs: … anchored 11-29`)
            own, date = status_of(text[label.end(1) :], self.doc.date, self.lex, "mentioned")
            if own != "mentioned":
                return own, date
        status, date = status_of(text, self.doc.date, self.lex, default)
        if status == "mentioned" and label and P.NEW.search(label.group(1)):
            return "new", date  # `1. new: 2610.04567, 2609.20117`: the row's own label, in the arXiv list
        if status == "mentioned" and label and re.search(r"\bcarried\b|沿用|续用", label.group(1), re.I):
            return "carried-over", date  # `Carried: 2612.20317 (§1.1) · …`
        return status, date

    # -- the rest


_ROW_LABEL = re.compile(
    r"^[\W_]*(?:\d{1,2}[.)、]\s*)?[^\s:：|\d][^:：|\d]{0,39}[:：]\s*(?=[`*]{0,2}(?:arXiv\s*[:：]?\s*)?\d{4}\.\d)", re.I
)


_BARE_ID = re.compile(r"\s*\|?\s*(?:arXiv:?)?\s*\d{4}\.\d{4,5}(?:v\d+)?\s*\|?\s*", re.I)


_STATE_SAID = re.compile(r"\b(?:open|resolved|closed|unresolved)\b|未解决|已解决|尚未解决", re.I)


def _starts_anew(text: str, lex: Lexicon) -> bool:
    """A list's sub-heading (`- from earlier briefs`): a short line without an id that opens
    with a status, not the rest of the row above."""
    words = text.strip().lstrip("-*• ").rstrip(":：")
    return len(words) < 40 and not P.find_arxiv(words) and bool(R.status_words(lex).match(words))


# a line that opens with a bracketed tag: `[high] …`, `[resolved] …`, `【待核实】…`
_TAGGED_ENTRY = re.compile(
    r"^\s*(?:[!*>•]{1,3}\s*)?[\[【]\s*([^\]】\n]{1,30}?)\s*[\]】]\s*\S.{4,}"
)  # (`!! [medium] …`)
_NUMBERED_ROW = re.compile(r"^\s*(\d{1,2})\s+(\S.{8,})$")  # a row numbered without a mark (`1 …`)
_OPEN_WORDS = r"open|todo|to verify|to-verify|unresolved|待核实|未解决|待确认"
_OPEN = re.compile(rf"^(?:{_OPEN_WORDS})$", re.I)
_SETTLED_COLUMN = re.compile(r"已解决|已结案|resolved|settled|closed|done", re.I)  # (a checkbox column's header)
_YES = re.compile(r"yes|y|true|✓|✔|☑|x|是|已解决", re.I)
_STATE = re.compile(rf"{_OPEN_WORDS}|resolved|closed|settled|done|已解决|已核实", re.I)  # a state, open or not


def _opens_an_entry(text: str) -> bool:
    """A short line under the register's heading that states a risk first and says more
    (`Risk high — (!) open`): the title of the entry below it. `Risk: high` alone, or indented
    under an entry, is that entry's field."""
    if text[:1].isspace():
        return False
    m = re.match(
        r"[\W_]*(?:(?:risk|风险)\s*[:：]?\s*(?:high|medium|low|高|中|低)|(?:high|medium|low)\s+risk|[高中低]风险)",
        text,
        re.I,
    )
    return bool(m and re.search(r"\w", text[m.end() :]))


_STATE_WORDS = re.compile(
    r"open|still open|resolved|closed|unresolved|settled|todo|done|high|medium|low|risk|"
    r"待核实|未解决|已解决|已核实|高风险|中风险|低风险|风险|高|中|低|[\s()（）\[\]【】,，·/|*_~-]",
    re.I,
)


def _tagged_opening(text: str) -> bool:
    """A line whose words before its first colon are only a state and a risk (`OPEN (medium
    risk): …`, `已解决（低风险）：…`), with a sentence after the colon (not `Open: 2`)."""
    m = re.match(r"\s*([^:：]{1,40})[:：]\s*(\S.*)$", text)
    if not m or _STATE_WORDS.sub("", m.group(1)):
        return False  # other words: a field's label, a work's name
    said = m.group(2)
    if len(said.split()) < 3 and len(re.findall(r"[\u4e00-\u9fff]", said)) < 6:
        return False
    return bool(P.risk_of(m.group(1)) or _STATE.search(m.group(1)))


def _entry_tag(tag: str) -> bool:
    """A tag that says an entry's risk or state (`high`, `resolved`, `open`), not a link's text."""
    return bool(P.risk_of(tag) or P.RESOLVED.fullmatch(tag.strip()) or _OPEN.match(tag.strip()))


def _wraps(text: str) -> bool:
    """A line that is only more words of the line above: no mark, no label, no id, lower case."""
    text = text.lstrip()
    return text[:1].islower() and not re.match(r"[\w ]{1,30}[:：]", text) and not P.find_arxiv(text)


def _signed(text: str) -> bool:
    """A line that is only a bracketed signature with a date: `（kestrel，2026-12-09）`, `— nadia, 2026-12-10`."""
    return bool(
        re.fullmatch(r"\s*(?:[(（][^()（）]{0,60}[)）]|[—–-]{1,2}\s*[^—–]{1,60})\s*", text)
        and P.DATE_FULL.search(text)
        and len(P.DATE_FULL.sub("", text)) < 40
    )


def _entry_label(label: str) -> bool:
    """A label that says more about a register entry (its risk, state, works, evidence)."""
    return bool(
        re.fullmatch(
            r"(?:risk|风险|status|state|状态|items?|works?|concerns?|涉及|条目|resolved|resolution|note|notes|"
            r"evidence|source|sources|来源|证据|备注|说明|why|reason|原因|建议|advice|suggestion|recommendation|action|next steps?)",
            re.sub(r"^[\W_]+|[\W_]+$", "", label).lower(),
        )
    )


def _says_resolved(row: str) -> bool:
    """A table row with a cell that is only a resolved state (`| … | resolved |`, `| 已解决 |`), or
    one that says so in brackets (`| 【待核实】（已解决）风险：低 | …`)."""
    return " | " in row and (
        any(len(c) <= 30 and _states_resolved(c) for c in row.split(" | "))
        or any(P.RESOLVED.fullmatch(b.strip()) for b in re.findall(r"[(（\[【]([^()（）\[\]【】]{1,12})[)）\]】]", row))
    )


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip())


def _states_resolved(cell: str) -> bool:
    """A cell that says only where an entry stands, and that it is resolved: `resolved`,
    `low · ✅ resolved` (a risk and a state in one column)."""
    parts = [P.without_icons(p).strip() for p in re.split(r"\s*[·/,;，；]\s*", cell.strip())]
    parts = [p for p in parts if p]
    return any(P.RESOLVED.fullmatch(p) for p in parts) and all(
        P.RESOLVED.fullmatch(p) or P.risk_of(p) or _OPEN.match(p) for p in parts
    )


def _names_columns(cells: list[str], lex: Lexicon) -> bool:
    """A header row: most cells name columns and none holds an id, a number or a date."""
    filled = [c for c in cells if c.strip()]
    known = sum(1 for c in filled if lex.column(c))
    return known * 2 > len(filled) and not any(re.search(r"\d", c) for c in filled)
