"""The reader every document kind starts from: canonical lines, header facts, the sweep for ids and
paper cards anywhere, sources and section names."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import kgraph.extract.recognise as R
from kgraph import patterns as P
from kgraph.extract.cells import markdown_table_rows, shape_warnings
from kgraph.extract.common import MAX_IDS_PER_LINE, clean, source_status
from kgraph.extract.lexicon import Lexicon, default
from kgraph.extract.segment import canonical_lines
from kgraph.models import (
    BadReference,
    Document,
    Mention,
    SectionName,
    SourceRef,
)

# `paper_cards/5117-2702-0741.md`: a paper card's name whose arXiv part is a digit short
_CARD_LOOKALIKE = re.compile(r"(?<![\w\-/])(paper_cards/)?(\d{1,5})-(\d{4})-(\d{3,4})(\.md)?(?![\w\-])")


_LABEL_BEFORE = re.compile(r"(?:^|[\s,，、;；·|])([^\s,，、;；·|:：]{1,12})\s*[:：]\s*[`*_]*\s*$")


class BaseReader:
    def __init__(self, text: str, path: str, kind: str, digest: str, lexicon: Lexicon | None = None):
        self.lex = lexicon or default()
        self.lines = canonical_lines(text, kind, self.lex)
        text = "\n".join(line.text for line in self.lines)
        self.text = text
        self.doc = Document(path=path, kind=kind, content_hash=digest)  # type: ignore[arg-type]
        self.taken = self.doc.taken
        self.tables = markdown_table_rows(text) if re.search(r"^\s*\|?\s*:?-{3,}", text, re.M) else {}
        self._seen_bad: set[tuple[str, int]] = set()
        self.defaulted: dict[int, str] = {}  # id() of a mention whose status is only its part's default
        self.doc.warnings.extend(shape_warnings(self.lines))

    # -- small helpers
    def date_of(self, short: str) -> dt.date | None:
        m = re.match(r"(\d{1,2})-(\d{1,2})", short)
        return P.resolve_short_date(int(m.group(1)), int(m.group(2)), self.doc.date) if m else None

    def take(self, line: int, what: str) -> None:
        """Record what a line gave (for `kgraph inspect`)."""
        if line:
            got = self.taken.setdefault(line, [])
            if what not in got and len(got) < 8:
                got.append(what)

    def warn(self, line: int, message: str) -> None:
        self.doc.warnings.append(f"line {line}: {message}")

    fallback_date: dt.date | None = None  # a user's path rule gives it, for files that say none
    topic_guessed: bool = False  # the topic is a guess from the title line's words, not a field

    def _title_lines(self) -> str:
        return "\n".join([line.text for line in self.lines if line.text.strip()][:3])

    def header_facts(self) -> None:
        first = "\n".join(line.text for line in self.lines[:12])
        m = (
            re.search(r"[（(](\d{4}-\d{1,2}-\d{1,2})[）)]", self.lines[0].text)
            or _DATE_FIELD.search(first)  # `Date: 2026-10-05` beats `Baseline: … as of 2026-10-04` above it
            or P.DATE_FULL.search(first)
        )
        raw = m.group(1) if m and m.lastindex == 1 else (m.group(0) if m else None)
        if raw:
            try:
                y, mo, d = (int(x) for x in raw.split("-"))
                self.doc.date = dt.date(y, mo, d)
                at = (  # the line the date was read from (`Date:` under a subject that names it too)
                    self.lines[first.count("\n", 0, m.start())].no  # type: ignore[union-attr]
                    if m.string is first  # type: ignore[union-attr]
                    else next((line.no for line in self.lines[:12] if raw in line.text), 1)
                )
                if at > 1:
                    self.take(at, f"date {self.doc.date}")
            except ValueError:
                self.warn(1, f"nonsense date {raw!r}; the date is taken from the file name if it has one")
        if self.doc.date is None:
            name_date = P.parse_full_date(Path(self.doc.path).name)
            if name_date:
                self.doc.date = name_date
            elif fallback := self.fallback_date or (None if raw else R.date_in_words(self._title_lines())):
                self.doc.date = fallback
            else:
                self.warn(1, "no date found; anchoring dates without a year cannot be resolved")
        title = next((line.text for line in self.lines if line.text.strip()), "")
        self.doc.title = clean(title.lstrip("#"))[:200]
        self.take(1, f"title, date {self.doc.date}" if self.doc.date else "title")
        for line in self.lines[1:8]:
            if am := re.match(r"\s*(?:- )?执行\s*:\s*(?!(?i:the|a|an)\s)([A-Za-z][\w-]*)", line.text):
                self.take(line.no, f"author {am.group(1).lower()}")
        m = re.match(r"inbox/([^/]+)/", self.doc.path)
        if m:
            self.doc.instance = m.group(1).lower()
        if self.doc.date and self.doc.date > dt.date.today() + dt.timedelta(days=2):
            self.warn(1, f"date {self.doc.date} is in the future")

    def sweep_references(self, covered: set[tuple[str, int]]) -> None:
        """Every arXiv id, paper card and malformed reference anywhere in the text."""
        crowded: list[int] = []
        self._sweep(covered, crowded)
        if crowded:
            more = f" (and {len(crowded) - 1} more lines)" if len(crowded) > 1 else ""
            self.warn(crowded[0], f"more than {MAX_IDS_PER_LINE} arXiv ids on one line{more}; the rest are not read")

    def _sweep(self, covered: set[tuple[str, int]], crowded: list[int]) -> None:
        for line in self.lines:
            if "." in line.text:
                found = P.find_arxiv(line.text)
                for n, (key, start, end) in enumerate(found):
                    if n >= MAX_IDS_PER_LINE:
                        crowded.append(line.no)
                        break
                    if (key, line.no) not in covered:
                        # what follows the id, up to the next id (`a, b (anchored Apr 13)`: b's, not a's)
                        upto = found[n + 1][1] if n + 1 < len(found) else len(line.text)
                        status, date = self.local_status(line.text[start : min(start + 60, upto)])
                        self.doc.mentions.append(
                            Mention(
                                key=key,
                                arxiv_id=key,
                                line=line.no,
                                status=status,
                                status_date=date,
                                role="text",
                                quote=clean(line.text[max(0, start - 60) : end + 60])[:240],
                            )
                        )
                        covered.add((key, line.no))
                for token, problem in P.find_bad_arxiv(line.text):
                    self.bad(token, line.no, problem)
                for um in re.finditer(
                    r"arxiv\.org/(?:abs|pdf|html)/([0-9O]{4}\.[0-9O]{3,6})(?![0-9])", line.text, re.I
                ):
                    for token, problem in P.find_bad_arxiv(um.group(1)):
                        self.bad(token, line.no, problem)
            if "-" in line.text:
                for m in _CARD_LOOKALIKE.finditer(line.text):
                    if m.group(1) or m.group(5):  # (`paper_cards/` or `.md`: a card, not a phone number)
                        for _token, problem in P.find_bad_arxiv(f"{m.group(3)}.{m.group(4)}"):
                            self.bad(m.group(0), line.no, f"paper card: {problem}")
                for m in P.PAPER_CARD.finditer(line.text):
                    key = P.arxiv_key(m.group(2), m.group(3))
                    if key and (key, line.no) not in covered:
                        self.doc.mentions.append(
                            Mention(
                                key=key,
                                arxiv_id=key,
                                line=line.no,
                                role="card-ref",
                                quote=clean(line.text[max(0, m.start() - 40) : m.end() + 60])[:240],
                            )
                        )
                        covered.add((key, line.no))

    def local_status(self, text: str) -> tuple[str, dt.date | None]:
        anchored, date = P.anchored_date(text, self.doc.date)
        if anchored and date is not None:
            return "anchored", date
        return "mentioned", None

    def bad(self, token: str, line: int, problem: str) -> None:
        bare = re.sub(r"^arXiv[:\s]*", "", token, flags=re.I)
        if (bare, line) not in self._seen_bad:
            self._seen_bad.add((bare, line))
            self.doc.bad_references.append(BadReference(text=token, line=line, problem=problem))

    def source_refs(self, text: str, line: int, default: str = "cited") -> list[SourceRef]:
        """Paths and paper-card names in text, with what the text says of each."""
        refs: list[SourceRef] = []
        spans = [(m.start(), m.end(), m.group(0)) for m in P.PATH.finditer(text)]
        taken = [(s, e) for s, e, _ in spans]
        for m in P.PAPER_CARD.finditer(text):
            if not any(s <= m.start() < e for s, e in taken):
                spans.append((m.start(), m.end(), f"paper_cards/{m.group(1)}-{m.group(2)}-{m.group(3)}.md"))
        spans.sort()
        for i, (start, end, path) in enumerate(spans):
            following = text[end : spans[i + 1][0] if i + 1 < len(spans) else len(text)]
            ref = self.make_source(path, line, following, default)
            before = text[spans[i - 1][1] if i else 0 : start]
            if (
                ref.status == default
                and (said := _LABEL_BEFORE.search(before))
                and source_status(said.group(1)) == "empty-missing"
            ):
                ref.status = "empty-missing"  # `空的：inbox/…/notes.md`, `empty: a.md`: its label says it is empty
            refs.append(ref)
        return refs

    def make_source(self, path: str, line: int, note: str, default: str) -> SourceRef:
        locator = ""
        m = re.match(
            r"\s*[（(]([^）)]{1,30})[）)]|\s*(§[^\s;；+,，]{1,12}(?:\s*["
            + P.CIRCLED
            + r"])?)|\s*((?:条目|增量|item)\s*\d+)",
            note,
        )
        if m:
            locator = (m.group(1) or m.group(2) or m.group(3) or "").strip()
        status = source_status(note, default)
        instance = None
        date = None
        im = re.match(r"inbox/([^/]+)/", path)
        if im:
            instance = im.group(1).lower()
        date = P.parse_full_date(path.rsplit("/", 1)[-1])
        arxiv_id = None
        cm = P.PAPER_CARD.search(path)
        if cm:
            arxiv_id = P.arxiv_key(cm.group(2), cm.group(3))
        return SourceRef(
            path=path,
            line=line,
            status=status,
            note=clean(note)[:200],
            locator=locator,
            instance=instance,
            date=date,
            arxiv_id=arxiv_id,
        )

    SUBPART = re.compile(r"(?:段落|子节|小节|脚注|paragraph|subsection|footnote)$", re.I)

    def section_names(self, text: str, line: int, named: bool = True, heading: bool = False) -> list[tuple[str, str]]:
        """(number, name) of each `§1.3 Name` in text. A name is recorded only where a section is
        named (`named`: a heading, a section field or column, an item's section bracket), not
        where prose mentions one (`§1.1 vLLM/SGLang 安全段落` is a paragraph of §1.1); a heading's
        words after the number are all the name (`§1.1 抓取与操作`)."""
        found = []
        for number, name, _ in P.sections_with_names(text, heading):
            found.append((number, name))
            said = any(s.line == line and (s.number, s.name) == (number, name) for s in self.doc.section_names)
            if named and name and len(name) >= 2 and not self.SUBPART.search(name) and not said:
                self.doc.section_names.append(SectionName(number=number, name=name, line=line, quote=clean(text)[:160]))
        return found


# a date field among the header lines (`Date: 2026-10-05`, `日期：2026-10-05`, `date = 2026-10-05`)
_DATE_FIELD = re.compile(r"^\s*(?:[-*]\s+)?(?:date|日期)\s*[:：=]\s*(\d{4}-\d{1,2}-\d{1,2})\b", re.I | re.M)
