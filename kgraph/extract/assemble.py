"""Stage 5, assemble: items, fields, claims, sources, register entries and counts from the
canonical lines of `segment` and the recognisers of `recognise`, into `models.Document`.

The readers work on the canonical layout, so the glyphs a brief uses (bullets, bold labels,
English or Chinese labels, heading styles, date forms, column order) do not reach them.
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import kgraph.extract.recognise as R
from kgraph import patterns as P
from kgraph.extract.lexicon import Lexicon, default
from kgraph.extract.segment import Line, canonical_lines
from kgraph.models import (
    BadReference,
    Claim,
    DeclaredCount,
    Document,
    Figure,
    Mention,
    RegisterEntry,
    SectionName,
    SourceRef,
)


def detect_kind(text: str, path: str) -> str:
    head = text[:2000]
    if path.startswith("paper_cards/") or re.search(r"(^|/)paper_cards/", path):
        return "paper_card"
    if "organized/knowledge/" in path or re.search(
        r"活文档\s*$|living (knowledge )?document", head.split("\n", 1)[0], re.I
    ):
        return "living"
    if re.search(r"简报|\bbrief\b|预消化", head[:300], re.I) and re.search(r"增量|NET-new|来源|arXiv", text, re.I):
        return "brief"
    if path.startswith("inbox/"):
        return "inbox_note"
    return "document"


# ---------------------------------------------------------------- shared machinery


_CLAUSE_SPLIT = re.compile(r"[;；。]|\s\+\s")


# Bounds (issue 13): a line or a document can hold only so much. A brief in the samples has at
# most 9 figures on one line, 40 claims and 150 figures in all; the limits are far above that,
# and each cut is a warning naming the line. Extraction time and memory stay linear in the input.
MAX_FIGURES_PER_LINE = 32
MAX_CLAIMS_PER_LINE = 32
MAX_CLAIMS = 2_000
MAX_FIGURES = 5_000
MAX_MENTIONS = 5_000
MAX_ENTRIES = 1_000
MAX_IDS_PER_LINE = 64


def figures_in(text: str, limit: int = MAX_FIGURES_PER_LINE) -> list[Figure]:
    """The figures in text (at most `limit` + 1, so a caller can tell that the limit cut)."""
    out = []
    for m in P.FIGURE.finditer(text):
        raw_value = m.group(1).replace(",", "")
        try:
            value = float(raw_value)
        except ValueError:
            continue
        unit = m.group(3)
        unit = {"x": "×", "X": "×", "倍": "×"}.get(unit, unit)
        before = text[max(0, m.start() - 24) : m.start()]
        before = re.split(r"[,，;；:：+|(（]", before)[-1]
        after = text[m.end() : m.end() + 12]
        after = re.split(r"[,，;；:：+|)）(（]", after)[0]
        metric = R.metric_of(before, after, unit)
        high = float(m.group(2)) if m.group(2) else None
        out.append(Figure(value=value, value_high=high, unit=unit, metric=metric, text=m.group(0).strip()))
        if len(out) > limit:
            break
    return out


_SPACES = re.compile(r"\s+")


def clean(text: str) -> str:
    return _SPACES.sub(" ", text.replace("**", "")).strip(" -*·|")


def split_bullets(text: str, limit: int = MAX_CLAIMS_PER_LINE) -> list[str]:
    """`- a - b - c` glued on one line, or one bullet: the separate points (at most `limit` + 1)."""
    parts = re.split(r"(?:^|\s)[-•*]\s+(?=\S)", text, maxsplit=limit + 1)
    return [clean(p) for p in parts if clean(p)][: limit + 1]


def bound(doc: Document) -> None:
    """Cut what is over the limits (claims and figures per line and per document, items and
    register entries per document), with a warning naming the first line each limit cut."""
    cuts: dict[str, int] = {}

    def cut(what: str, line: int) -> None:
        cuts.setdefault(what, line)

    per_line: dict[int, int] = {}
    claims = figures = 0
    for m in sorted(doc.mentions, key=lambda m: m.line):
        kept = []
        for c in m.claims:
            if len(c.figures) > MAX_FIGURES_PER_LINE:
                c.figures = c.figures[:MAX_FIGURES_PER_LINE]
                cut(f"more than {MAX_FIGURES_PER_LINE} figures on one line; the rest are not read", c.line)
            per_line[c.line] = per_line.get(c.line, 0) + 1
            if per_line[c.line] > MAX_CLAIMS_PER_LINE:
                cut(f"more than {MAX_CLAIMS_PER_LINE} claims on one line; the rest are not read", c.line)
                continue
            if claims >= MAX_CLAIMS or figures + len(c.figures) > MAX_FIGURES:
                cut(
                    f"over {MAX_CLAIMS:,} claims or {MAX_FIGURES:,} figures in the document; the rest are not read",
                    c.line,
                )
                continue
            claims += 1
            figures += len(c.figures)
            kept.append(c)
        m.claims = kept
    if len(doc.mentions) > MAX_MENTIONS:
        cut(
            f"over {MAX_MENTIONS:,} item mentions in the document; the rest are not read",
            doc.mentions[MAX_MENTIONS].line,
        )
        doc.mentions = doc.mentions[:MAX_MENTIONS]
    if len(doc.entries) > MAX_ENTRIES:
        cut(
            f"over {MAX_ENTRIES:,} register entries in the document; the rest are not read",
            doc.entries[MAX_ENTRIES].line,
        )
        doc.entries = doc.entries[:MAX_ENTRIES]
    for what, line in sorted(cuts.items(), key=lambda kv: kv[1]):
        doc.warnings.append(f"line {line}: {what}")


def status_of(
    text: str, reference: dt.date | None, lex: Lexicon, default: str = "mentioned"
) -> tuple[str, dt.date | None]:
    """What a row or a status field says of an item, from the lexicon's status phrases.

    Extra material outside the NET-new count is adjacent; `NET-new（尚未锚入…）` is new (not yet
    anchored is what new means); not yet anchored alone is not-anchored; then anchored (with its
    date), carried over, adjacent, candidate."""
    if R.has_status(text, "extra", lex):
        return "adjacent", None
    new = R.has_status(text, "new", lex)
    if R.has_status(text, "not-anchored", lex):
        return ("new" if new else "not-anchored"), None
    if new:
        return "new", None
    anchored, date = P.anchored_date(text, reference)
    if anchored or R.has_status(text, "anchored", lex):
        return "anchored", date
    for status in ("carried-over", "adjacent", "candidate"):
        if R.has_status(text, status, lex):
            return status, None
    return default, None


_NAME_STOP = re.compile(r"\s+[—–-]\s+|\s*[—–]{1,2}\s*|[|:：(（)）\[\]【】,，;；、/·" + P.CIRCLED + r"]|\s{2,}")
_NOT_NAME = re.compile(
    r"^(?:arXiv|id|url|link|链接|来源|source|状态|status|new|net-new|本次新增|本棒净增|净增|沿用|续用|邻接|候选|"
    r"anchored|adjacent|candidate|carried[- ]over|待核实|无|none|tbd|unknown|v\d+|§.*|\d.*)$",
    re.I,
)
MAX_NAME = 80
_STATUS_START = re.compile(r"^(?:沿用|续用|净增|本次新增|本棒净增|邻接|候选|新增|锚定|已锚入|另附|另含|含)")


def tidy_name(name: str) -> str:
    """`⑤ When2Think` → `When2Think`; `StealingRT 等` → `StealingRT`."""
    name = re.sub(r"^[" + P.CIRCLED + r"\s]+", "", name)
    return re.sub(r"\s*(?:等|etc\.?)$", "", name).strip()


def is_title(name: str) -> bool:
    """A real title: words, not digits, a date, a status word, a sentence or text holding an id."""
    name = name.strip()
    if not name or len(name) > MAX_NAME or len(name.split()) > 10:
        return False
    if not re.search(r"[A-Za-z\u4e00-\u9fff]{2}", name) or _NOT_NAME.match(name):
        return False
    if _STATUS_START.match(name) or re.search(r"\d+\s*\+?\s*(?:件|个|条|篇)", name):
        return False  # `沿用 5 件`, `续用锚定 6 个`: a count, not a title
    if P.find_arxiv(name) or P.URL.search(name) or P.PATH.search(name) or re.search(r"[。；;，,]", name):
        return False
    return not R.has_status(name, "new") or len(name) > 12


def name_near(text: str, start: int, end: int) -> str:
    """The title next to an id: `Name arXiv:ID`, `ID — Name`, `Name（…arXiv:ID）`, `Name (https://…ID)`."""
    end = _url_end(text, start, end)
    after = re.sub(r"^(?:v\d+)?(?:\.pdf)?[\s)）\]】*`|:：·]*", "", text[end:])
    after = re.sub(r"^[—–-]+\s*", "", after)
    after_name = clean(_NAME_STOP.split(after, maxsplit=1)[0])
    before = text[:start]
    opened = max(before.rfind("（"), before.rfind("("))
    closed = max(before.rfind("）"), before.rfind(")"))
    inside = opened > closed  # `Name（…arXiv:ID）`: the id in brackets after its name
    if inside:
        before = before[:opened]
    before = re.sub(r"(?:https?://\S*|arXiv[:\s]*|[\s(（\[【*`:：—–·-])*$", "", before, flags=re.I)
    before_name = clean(re.split(r"[|:：)）\]】,，;；、/·" + P.CIRCLED + r"]|\s[—–-]\s|[—–]{2}|\s{2,}", before)[-1])
    before_name = re.sub(r"^(?:增量|邻接|Increment|Adjacent|NET-new)\s*\w{0,2}\s*", "", before_name, flags=re.I)
    before_name = clean(re.sub(r"^\s*(?:[-*•]|\d{1,2}[.)])\s+", "", before_name))
    # `Name（arXiv:ID）` / `Name (https://…)`: the id in brackets after its name; else `ID Name`, `ID — Name`
    bracketed = inside or re.search(r"[(（\[【]\s*(?:https?://\S*|arXiv[:\s]*)?$", text[:start], re.I)
    for candidate in (before_name, after_name) if bracketed else (after_name, before_name):
        candidate = tidy_name(candidate.strip(" *`\"'“”"))
        if is_title(candidate):
            return candidate
    return ""


def _url_end(text: str, start: int, end: int) -> int:
    """Past the URL an id sits in, if it does."""
    for m in P.URL.finditer(text):
        if m.start() <= start < m.end():
            return m.end()
    return end


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

    def header_facts(self) -> None:
        first = "\n".join(line.text for line in self.lines[:8])
        m = re.search(r"[（(](\d{4}-\d{1,2}-\d{1,2})[）)]", self.lines[0].text) or P.DATE_FULL.search(first)
        raw = m.group(1) if m and m.lastindex == 1 else (m.group(0) if m else None)
        if raw:
            try:
                y, mo, d = (int(x) for x in raw.split("-"))
                self.doc.date = dt.date(y, mo, d)
            except ValueError:
                self.warn(1, f"nonsense date {raw!r}; the date is taken from the file name if it has one")
        if self.doc.date is None:
            name_date = P.parse_full_date(Path(self.doc.path).name)
            if name_date:
                self.doc.date = name_date
            else:
                self.warn(1, "no date found; anchoring dates without a year cannot be resolved")
        self.doc.title = clean(self.lines[0].text.lstrip("#"))[:200]
        self.take(1, f"title, date {self.doc.date}" if self.doc.date else "title")
        for line in self.lines[1:8]:
            if am := re.match(r"\s*(?:- )?执行\s*:\s*([A-Za-z][\w-]*)", line.text):
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
                for n, (key, start, end) in enumerate(P.find_arxiv(line.text)):
                    if n >= MAX_IDS_PER_LINE:
                        crowded.append(line.no)
                        break
                    if (key, line.no) not in covered:
                        status, date = self.local_status(line.text[start : start + 60])
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
        for i, (_start, end, path) in enumerate(spans):
            following = text[end : spans[i + 1][0] if i + 1 < len(spans) else len(text)]
            refs.append(self.make_source(path, line, following, default))
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

    def section_names(self, text: str, line: int, named: bool = True) -> list[tuple[str, str]]:
        """(number, name) of each `§1.3 Name` in text. A name is recorded only where a section is
        named (`named`: a heading, a section field or column, an item's section bracket), not
        where prose mentions one (`§1.1 vLLM/SGLang 安全段落` is a paragraph of §1.1)."""
        found = []
        for number, name, _ in P.sections_with_names(text):
            found.append((number, name))
            if named and name and len(name) >= 2 and not self.SUBPART.search(name):
                self.doc.section_names.append(SectionName(number=number, name=name, line=line, quote=clean(text)[:160]))
        return found


def source_status(note: str, default: str = "cited") -> str:
    if re.search(r"空文件|缺失|不存在|missing|empty", note, re.I):
        return "empty-missing"
    if re.search(r"基线|baseline", note, re.I):
        return "baseline"
    if re.search(
        r"无\s*\S{0,12}(?:直接)?\s*新增|无显著|no (?:new )?increment|nothing new|非 ?inference|无关", note, re.I
    ):
        return "no-increment"
    if re.search(r"核心来源|相关度最高|⭐⭐⭐|\|\s*高\s*\|?\s*$|relevant|主力", note, re.I):
        return "relevant"
    if re.search(r"参考|邻接|reference", note, re.I):
        return "reference"
    return default


@functools.cache
def _block_parser():  # noqa: ANN202 - markdown_it.MarkdownIt, imported lazily
    """markdown-it-py for block structure only: cells are the `content` of the inline tokens the
    table rule makes, so the inline pass (half the parse time) is switched off."""
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark").enable("table").disable(["inline", "text_join"])


def markdown_table_rows(text: str) -> dict[int, list[str]]:
    """Line number → cells, for every pipe-table row markdown-it-py recognises."""
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


def is_separator(text: str) -> bool:
    return bool(re.fullmatch(r"\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*", text))


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


# ---------------------------------------------------------------- briefs

PART_HEADING = re.compile(
    r"^\s*(?:#{1,6}\s*)?(?:\*\*)?\s*(?:[一二三四五六七八九十]{1,3}\s*[、.．:：]|第[一二三四五六七八九十]+部分|#{1,6}\s)\s*(.*)$"
)
ITEM_START = re.compile(
    r"^\s*(?:#{1,6}\s*)?(?:[-*]\s*)?(?:\*\*)?\s*"
    r"(增量|邻接|NET-new|Net-new|Increment|Adjacent|新增)\s*([0-9]{1,2}|[A-Z])(?![0-9])\s*(?:\*\*)?\s*([【\[:：—\-(（\s].*|)$"
)
REGISTER_ITEM = re.compile(
    r"^\s*(?:#{1,6}\s*)?(?:\*\*)?\s*(?:矛盾|待核实|矛盾/待核实|警示|To-verify)\s*(["
    + P.CIRCLED
    + r"]|\d{1,2})\s*[:：]?\s*(.*)$",
    re.I,
)
FIELD = re.compile(
    r"^\s*(?:[-*]\s*)?(?:\*\*)?\s*([^:：*`|]{1,48}?)\s*(?:[(（][^)）]{0,40}[)）])?\s*(?:\*\*)?\s*[:：]\s*(?:\*\*)?\s*(.*)$"
)
# The field each canonical label of the lexicon's `fields` table names. The labels a brief may
# write (Chinese, English, a user's own) are phrases of lexicon.toml only: `segment` rewrites
# each of them to its canonical label (`Key points:` → `要点:`), which is all assemble reads.
FIELD_OF_LABEL = {
    "来源": "sources",
    "URL": "urls",
    "arXiv": "arxiv",
    "要点": "points",
    "警示": "caveats",
    "可信度": "confidence",
    "建议归入节": "section",
    "状态": "status",
    "出处": "venue",
    "与活文档现有脉络的关系": "relation",
}


def field_of(label: str) -> str | None:
    """The field a canonical label names (`来源` → sources), or None for an ordinary line."""
    for part in re.split(r"\s*/\s*", label.strip()):
        if part.startswith("与活文档") and part.endswith("关系"):
            return "relation"
        name = FIELD_OF_LABEL.get(part)
        if name:
            return name
    return None


def part_kind(heading: str, lex: Lexicon | None = None) -> str:
    """What a part holds, from its heading words (lexicon table `parts`)."""
    return (lex or default()).find("parts", heading) or "other"


LIST_ITEM = re.compile(r"^\s*- (.*\S)")


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip())


def _cells(text: str) -> list[str]:
    return [c.strip() for c in text.strip().strip("|").split("|")]


def item_title(text: str, lex: Lexicon) -> bool:
    """Does a list item start an item: an id, or a title (not a field line, not a sentence)?"""
    fm = FIELD.match(text)
    if fm and field_of(fm.group(1)):
        return False
    if P.find_arxiv(text):
        return True
    head = clean(re.split(r"\s*(?:[(（:：]|——|\s[—–-]\s)", text, maxsplit=1)[0])
    return is_title(head) and len(head) <= 48


def table_runs(lines: list[Line], lex: Lexicon) -> list[tuple[list[str], list[Line]]]:
    """(column roles, data rows) of each table in lines whose header cells the lexicon knows."""
    out: list[tuple[list[str], list[Line]]] = []
    i = 0
    while i < len(lines):
        text = lines[i].text.strip()
        if text.startswith("|") and not is_separator(text):
            roles = [lex.column(c) or "" for c in _cells(text)]
            if sum(1 for r in roles if r) * 2 > len(roles):
                rows = []
                j = i + 1
                while j < len(lines) and lines[j].text.strip().startswith("|"):
                    if not is_separator(lines[j].text):
                        rows.append(lines[j])
                    j += 1
                out.append((roles, rows))
                i = j
                continue
        i += 1
    return out


@dataclass
class Block:
    kind: str  # increments, adjacent ...
    start: Line
    label: str
    lines: list[Line] = field(default_factory=list)


class BriefReader(BaseReader):
    def read(self) -> Document:
        self.header_facts()
        self.covered: set[tuple[str, int]] = set()
        part = "header"
        level = 0
        block: list[Line] = []
        parts: list[tuple[str, list[Line]]] = []
        for line in self.lines:
            if line.no > 1 and ITEM_START.match(line.text) and part not in ("increments", "register", "arxiv"):
                # an increment heading under a part we did not recognise: the part lists items
                parts.append((part, block))
                part, block = "increments", [Line(line.no, "")]
                level = max(level, 1) if line.text.lstrip().startswith("#") else level
            if line.no > 1 and not ITEM_START.match(line.text) and not REGISTER_ITEM.match(line.text):
                m = PART_HEADING.match(line.text)
                hashes = len(line.text) - len(line.text.lstrip("#"))
                if part == "increments" and level and hashes > level:
                    block.append(Line(line.no, "### 增量 0 " + line.text.lstrip("# ")))  # an item under its part
                    continue
                if m and hashes and not level and part != "header" and part_kind(m.group(1), self.lex) == "other":
                    m = None  # a stray `# comment` (e.g. in a pasted shell snippet) inside a part
                if m and len(line.text) < 90 and not is_separator(line.text):
                    parts.append((part, block))
                    part, block, level = part_kind(m.group(1), self.lex), [line], hashes
                    self.take(line.no, f"part {part}")
                    self.declared_counts(line, title_kind=part)
                    continue
            block.append(line)
        parts.append((part, block))
        # Header facts also sit in the lines before the first real part, whatever they are called.
        structured = ("sources", "increments", "register", "arxiv", "noinc")
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
        self.closing_facts()
        self.sweep_references(self.covered)
        self.register_name_matches()
        self.names_to_ids()
        return self.doc

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
    def part_header(self, lines: list[Line]) -> None:
        for line in lines:
            text = line.text
            if m := re.search(r"(?:执行|作者|Author|By)\s*[:：]\s*([A-Za-z][\w-]*)", text):
                self.doc.instance = m.group(1).lower()
                self.take(line.no, f"author {self.doc.instance}")
            if m := re.search(
                r"(\d{4}-\d{2}-\d{2}[ T]\d{1,2}:\d{2})\s*(?:→|->|~|～|至|to)\s*(\d{4}-\d{2}-\d{2}[ T]\d{1,2}:\d{2})",
                text,
            ):
                self.doc.window_start, self.doc.window_end = m.group(1), m.group(2)
                self.take(line.no, f"window {m.group(1)} → {m.group(2)}")
            if (
                re.search(r"基线活文档|baseline", text, re.I)
                and self.doc.baseline_path is None
                and (m := P.PATH.search(text))
            ):
                self.baseline(line, m)
            if self.doc.topic is None and line.no == 1:
                tm = re.match(r"\s*#*\s*(?!daily\b)([A-Za-z][\w\-]*)(?:\s+daily)?\s+(?:brief|简报)\b", text, re.I)
                tm = tm or re.match(r"\s*#*\s*([A-Za-z][\w\- ]*?)\s*[·|:]", text)
                words = [w.strip().lower() for w in re.split(r"\s[—·|-]\s", text.lstrip("# "))]
                if tm:
                    self.doc.topic = tm.group(1).strip().lower()
                elif len(words) > 1 and (w := next((w for w in words if re.fullmatch(r"[a-z][a-z\-]{2,30}", w)), None)):
                    self.doc.topic = w
            if m := re.search(r"(?:topic|主题)\s*[:：]\s*([A-Za-z][\w\-]*)", text, re.I):
                self.doc.topic = self.doc.topic or m.group(1).lower()
            self.declared_counts(line)
            self.header_ids(line)
            if re.search(r"paper_cards|\d{3,5}-\d{4}-\d{5}", text):
                status = "relevant" if re.search(r"相关|relevant|核心", text) else "cited"
                for ref in self.source_refs(text, line.no, status):
                    ref.status = status if ref.status in ("cited", "reference") else ref.status
                    self.doc.sources.append(ref)

    def baseline(self, line: Line, m: re.Match[str]) -> None:
        self.doc.baseline_path = m.group(0)
        self.take(line.no, f"baseline {m.group(0)}")
        rest = line.text[m.end() :]
        dm = re.match(r"\s*[（(]\s*(\d{4}-\d{1,2}-\d{1,2})", rest)
        if dm:
            self.doc.baseline_date = P.parse_full_date(dm.group(1))
        self.doc.sources.append(SourceRef(path=m.group(0), line=line.no, status="baseline", note=clean(rest)[:200]))
        inner = re.search(r"版\s*[·:：]?\s*(.*?)[)）]?\s*$", rest)
        if not inner:
            return
        for raw in re.split(r"\s*[/;；]\s*", inner.group(1)):
            name = clean(raw)
            name = re.sub(
                r"^(?:另含|含|以及|及)?\s*(?:\d{1,2}-\d{1,2}(?:\s*[~～\-]\s*\d{1,2}-\d{1,2})?\s*)?(?:接力件?|relay)?\s*",
                "",
                name,
            )
            if not re.search(r"[A-Za-z\u4e00-\u9fff]{2}", name) or len(name) > 60:
                continue
            ids = P.find_arxiv(name)
            key = ids[0][0] if ids else P.normalise_name(name)
            self.doc.mentions.append(
                Mention(
                    key=key,
                    arxiv_id=ids[0][0] if ids else None,
                    name=name,
                    line=line.no,
                    status="anchored",
                    role="baseline",
                    status_date=self.doc.baseline_date,
                    quote=name,
                )
            )
            self.covered.add((key, line.no))

    COUNT_RULES: tuple[tuple[str, re.Pattern[str]], ...] = (
        ("increments", re.compile(r"(?:增量条数|增量条目|increments?)\s*[:：]?\s*(?:约)?\s*(\d+)\s*\+?\s*条", re.I)),
        ("increments", re.compile(r"(?<![\d.])(\d+)\s*\+?\s*条\s*主(?:线|增量)")),
        ("adjacent", re.compile(r"(?<![\d.])(\d+)\s*\+?\s*条\s*邻接|邻接\s*(?:约)?(\d+)\s*条")),
        (
            "new-arxiv",
            re.compile(
                r"(?:净增|本次新增|本棒净增|新增)\s*(?:约)?\s*(\d+)\s*\+?\s*(?:件|个|篇)|(?<![\d.])(\d+)\s*\+?\s*(?:件|个|篇)\s*净增"
                r"|净增 arXiv 号\s*[:：]\s*(?:约)?\s*(\d+)"
            ),
        ),
        ("carried-over", re.compile(r"(?:沿用|续用)\S{0,6}?\s*(?:约)?\s*(\d+)\s*\+?\s*(?:件|个|篇)")),
        ("increments", re.compile(r"(?<![\d.])(\d+)\s+(?:main\s+)?increments?\b", re.I)),
        ("adjacent", re.compile(r"(?<![\d.])(\d+)\s+adjacent\b", re.I)),
        ("new-arxiv", re.compile(r"NET-new\s*[:：]?\s*(?:about\s+)?(\d+)\s*(?:papers?|ids?|arXiv)", re.I)),
        ("carried-over", re.compile(r"carried[- ]over\s*[:：]?\s*(?:about\s+)?(\d+)", re.I)),
    )

    def declared_counts(self, line: Line, title_kind: str | None = None) -> None:
        """The counts a line declares: ranges when approximate, and only the clauses that speak
        of this document (`承接 8-19 棒（5 条…）` is another brief's count)."""
        text = line.text
        if title_kind and (
            m := re.search(r"[（(]\s*(?:约)?\s*(\d+)\s*\+?\s*(?:件|个|条|篇|items?|increments?|ids?)\s*[)）]", text)
        ):
            what = {"arxiv": "new-arxiv", "increments": "increments"}.get(title_kind)
            if what == "new-arxiv" and not R.has_status(text, "new", self.lex):
                what = "carried-over" if R.has_status(text, "carried-over", self.lex) else None
            if what:
                self.add_count(what, int(m.group(1)), line, text[: m.start(1)], text[m.end(1) :])
        if not re.search(r"arXiv|净增|增量|邻接|沿用|续用|主线|increment|adjacent|NET-new|carried", text, re.I):
            return
        clauses = re.split(r"(?<=[;；。])|(?<=[)）])\s*[,，;；]", text)
        for clause in clauses:
            if R.speaks_of_other_document(clause, self.doc.date, self.lex):
                continue
            for what, regex in self.COUNT_RULES:
                m = regex.search(clause)
                if not m:
                    continue
                group = next(i for i in range(1, (m.lastindex or 0) + 1) if m.group(i))
                after = clause[m.end(group) : m.end(group) + 40]
                if re.match(r"\s*\+?\s*(?:件|个|篇)?\s*(?:候选|candidates?)", after, re.I):
                    continue  # candidates looked at, not items listed
                self.add_count(what, int(m.group(group)), line, clause[: m.start(group)], clause[m.end(group) :])

    def add_count(self, what: str, value: int, line: Line, before: str, after: str) -> None:
        if any(c.what == what and c.line == line.no for c in self.doc.counts):
            return
        rng = R.count_range(value, before, after, self.lex)
        self.doc.counts.append(
            DeclaredCount(
                what=what,  # type: ignore[arg-type]
                value=value,
                approximate=rng.approximate,
                low=rng.low,
                high=rng.high,
                line=line.no,
                quote=clean(line.text)[:200],
            )
        )
        self.take(line.no, f"count {what} {value}" + (" (approximate)" if rng.approximate else ""))

    def header_ids(self, line: Line) -> None:
        text = line.text
        if not re.search(r"arXiv", text, re.I) or not P.find_arxiv(text):
            return
        split = re.search(r"沿用|续用|carried", text, re.I)
        for key, start, end in P.find_arxiv(text):
            carried = bool(split and start > split.start())
            status = "carried-over" if carried else ("new" if P.NEW.search(text[:start]) else "mentioned")
            clause_start = max(text.rfind(c, 0, start) for c in ";；。")
            ends = [i for i in (text.find(c, end) for c in ";；。") if i >= 0]
            if R.has_status(text[clause_start + 1 : min(ends, default=len(text))], "extra", self.lex):
                status = "adjacent"  # `另附邻接预备 1 件（不计入净增）：…`: extra material, not new
            name = name_near(text, start, end)
            self.doc.mentions.append(
                Mention(
                    key=key,
                    arxiv_id=key,
                    name=name,
                    line=line.no,
                    status=status,
                    role="header",
                    quote=clean(text[max(0, start - 20) : start + 60])[:200],
                )
            )
            self.covered.add((key, line.no))

    def closing_facts(self) -> None:
        for line in self.lines[-6:]:
            if m := re.search(r"本报告由\s*([A-Za-z][\w-]*)\s*实例", line.text):
                self.doc.instance = self.doc.instance or m.group(1).lower()
            if m := re.match(r"\s*([A-Za-z][\w-]*)\s*·\s*\d{4}-\d{2}-\d{2}", line.text):
                self.doc.instance = self.doc.instance or m.group(1).lower()
                self.take(line.no, f"closing line: author {m.group(1).lower()}")
            if line.no > len(self.lines) - 3 and len(self.lines) > 12:
                self.declared_counts(line)

    # -- sources
    def part_sources(self, lines: list[Line]) -> None:
        for line in lines[1:]:
            cells = table_cells(line, self.tables)
            if cells and not is_separator(line.text):
                joined = self.joined_table_path(cells)
                if joined:
                    note = " | ".join(cells[1:])
                    self.doc.sources.append(self.make_source(joined, line.no, note, "cited"))
                    continue
            for ref in self.source_refs(line.text, line.no, "cited"):
                self.doc.sources.append(ref)

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
    def part_increments(self, lines: list[Line]) -> None:
        """Items under a part: `增量 1…`/`Increment 1…` lines, or else the part's top-level list
        items that start with a title and/or an id (their child lines are their fields), and the
        rows of its tables."""
        heading = lines[0].text if lines else ""
        adjacent_part = bool(re.search(r"邻接|adjacent|候选|candidate", heading, re.I))
        blocks: list[Block] = []
        words = any(ITEM_START.match(line.text) for line in lines[1:])
        tops = [line for line in lines[1:] if LIST_ITEM.match(line.text)]
        indent = min((_indent(line.text) for line in tops), default=0)
        for line in lines[1:]:
            m = ITEM_START.match(line.text)
            lm = LIST_ITEM.match(line.text) if not words else None
            if m:
                word = m.group(1)
                kind = "adjacent" if re.match(r"邻接|adjacent", word, re.I) else "increment"
                blocks.append(Block(kind=kind, start=line, label=f"{word} {m.group(2)}"))
            elif lm and _indent(line.text) == indent and item_title(lm.group(1), self.lex):
                kind = "adjacent" if adjacent_part else "increment"
                n = sum(1 for b in blocks if b.kind == kind)
                label = f"邻接 {chr(ord('A') + n) if n < 26 else n + 1}" if adjacent_part else f"增量 {n + 1}"
                blocks.append(Block(kind=kind, start=line, label=label))
            elif blocks and not (line.text.strip().startswith("|") and not words):
                blocks[-1].lines.append(line)
            elif not line.text.strip().startswith("|"):
                self.part_other([line])
        for block in blocks:
            self.item_block(block)
        self.table_items(lines[1:], "adjacent" if adjacent_part else "increment")

    def table_items(self, lines: list[Line], role: str) -> None:
        """Each row of a table whose header names its columns is an item (columns in any order)."""
        for roles, rows in table_runs(lines, self.lex):
            if "name" not in roles and "id" not in roles:
                continue
            for line in rows:
                cells = _cells(line.text)
                if len(cells) != len(roles):
                    continue
                cell = dict(zip(roles, cells, strict=True))
                ids = P.find_arxiv(cell.get("id", "")) or P.find_arxiv(line.text)
                name = clean(re.split(r"[:：(（]", cell.get("name", ""))[0])
                if not ids and not is_title(name):
                    continue
                default_status = "adjacent" if role == "adjacent" else "new"
                status, date = status_of(cell.get("status", line.text), self.doc.date, self.lex, default_status)
                if role == "adjacent" and status in ("mentioned",):
                    status = "adjacent"
                key = ids[0][0] if ids else P.normalise_name(name)
                section = None
                if "section" in cell:
                    found = self.section_names(cell["section"], line.no)
                    section = found[0][0] if found else None
                mention = Mention(
                    key=key,
                    arxiv_id=ids[0][0] if ids else None,
                    name=name[:120] if is_title(name) else "",
                    line=line.no,
                    status=status,  # type: ignore[arg-type]
                    status_date=date,
                    role=role,
                    label=f"{'邻接' if role == 'adjacent' else '增量'} {name or key}",
                    section=section,
                    quote=clean(line.text)[:240],
                )
                for ref in self.source_refs(cell.get("source", ""), line.no, "cited"):
                    mention.sources.append(ref)
                    self.doc.sources.append(ref)
                self.doc.mentions.append(mention)
                self.covered.add((key, line.no))
                self.take(line.no, f"item {name or key} (table row)")

    part_noinc_items = part_increments

    def item_block(self, block: Block) -> None:
        title = block.start.text
        m = ITEM_START.match(title)
        rest = m.group(3) if m else title
        section = None
        section_name = None
        carried = False
        for number, _name in self.section_names(rest, block.start.no):
            section = section or number
        bracket = re.match(r"\s*[【\[]([^】\]]*)[】\]]\s*(.*)$", rest)
        headline = bracket.group(2) if bracket else rest.lstrip(":：—- ")
        headline = re.sub(r"^[\s🔴🟠🟡🟢⚪️🆕🔄]+", "", headline)
        headline = re.sub(
            r"^/\s*(?:增量|邻接|NET-new|Adjacent|Increment)\s*\w{1,2}\s*", "", headline, flags=re.I
        ).lstrip(":：—- ")
        label_m = re.match(r"([^:：]{1,40}?)\s*[:：]\s*(\S.*)$", headline)
        if label_m and re.search(
            r"update|更新|沿用|续用|carried|邻接|adjacent|候选|candidate|增量|NET-new", label_m.group(1), re.I
        ):
            if P.CARRIED.search(label_m.group(1)):
                carried = True
            headline = label_m.group(2)
        name = re.split(r"\s*(?:[(（:：]|——|\s—\s|\s-\s|\s–\s)", headline, maxsplit=1)[0]
        name = clean(name.replace("★", ""))
        venue = None
        vm = re.match(r"[^(（]*[(（]([^)）]*)[)）]", headline)
        if vm and not P.find_arxiv(vm.group(1)) and vm.group(1).strip("⭐★ "):
            venue = clean(vm.group(1))[:80]
        ids = P.find_arxiv(title)
        status = "adjacent" if block.kind == "adjacent" else "new"
        if carried:
            status = "carried-over"
        mention = Mention(
            key="",
            name=name,
            line=block.start.no,
            status=status,
            role=block.kind,
            label=block.label,
            section=section,
            venue=venue,
            quote=clean(title)[:240],
        )
        if re.search(r"候选|candidate", title, re.I) and block.kind == "adjacent":
            mention.status = "candidate"
        field_name = "intro"
        self.block_entries: list[RegisterEntry] = []
        all_ids = [i[0] for i in ids]
        fields: list[tuple[int, str]] = []
        for line in block.lines:
            fm = FIELD.match(line.text)
            content = line.text
            if fm and (named := field_of(fm.group(1))):
                field_name = named
                content = fm.group(2)
            self.item_field(mention, field_name, content, line, all_ids)
            if line.text.strip():
                fields.append((line.no, field_name))
        if not all_ids:
            mention.key = P.normalise_name(name) if name else f"{self.doc.path}#{block.label}"
        else:
            mention.key = all_ids[0]
            mention.arxiv_id = all_ids[0]
        if section_name is None and mention.section:
            mention.section_name = next((s.name for s in self.doc.section_names if s.number == mention.section), None)
        for cid in set(all_ids):
            self.covered.add((cid, block.start.no))
        for claim in mention.claims:
            if not claim.sources:
                claim.sources = [s.path + (f" {s.locator}" if s.locator else "") for s in mention.sources]
            if not claim.urls:
                claim.urls = list(mention.urls)
        mention.related = [k for k in dict.fromkeys(mention.related) if k != mention.key]
        for entry in self.block_entries:
            entry.items.insert(0, mention.key)
        self.doc.mentions.append(mention)
        for no, name in fields:
            self.take(no, f"field {name} of {mention.label or mention.key}")

    def item_field(self, mention: Mention, field_name: str, content: str, line: Line, ids: list[str]) -> None:
        found = P.find_arxiv(content)
        if field_name == "arxiv":
            if found and not ids:
                ids.append(found[0][0])
            for key, _, _ in found:
                self.covered.add((key, line.no))
            for token, problem in P.find_bad_arxiv(content):
                self.bad(token, line.no, problem)
            return
        if field_name == "sources":
            for ref in self.source_refs(content, line.no, "cited"):
                ref.status = "cited" if ref.status in ("reference",) else ref.status
                mention.sources.append(ref)
                self.doc.sources.append(ref)
            mention.urls.extend(P.URL.findall(content))
            for key, _, _ in found:
                if not ids:
                    ids.append(key)
                self.covered.add((key, line.no))
            return
        if field_name == "urls":
            mention.urls.extend(u.rstrip(".,") for u in P.URL.findall(content))
            if not ids:
                for u in mention.urls:
                    um = re.search(r"arxiv\.org/(?:abs|pdf)/(\d{4})\.(\d{4,5})", u)
                    if um and (key := P.arxiv_key(um.group(1), um.group(2))):
                        ids.append(key)
            return
        if field_name == "confidence":
            if mention.confidence:
                return
            cm = re.search(r"极高|中高|高|中|低|very high|high|medium|low", content, re.I)
            mention.confidence = cm.group(0) if cm else clean(content)[:20]
            return
        if field_name == "section":
            for number, name in self.section_names(content, line.no):
                if mention.section is None or mention.section != number:
                    mention.section = number
                    mention.section_name = name or None
                break
            return
        if field_name == "venue":
            mention.venue = clean(content)[:80]
            return
        if field_name == "status":
            status, date = status_of(content, self.doc.date, self.lex, "")
            if not status and re.search(r"\bnew\b", content, re.I):
                status = "new"
            if status and not (status in ("adjacent", "candidate") and mention.role == "adjacent"):
                mention.status, mention.status_date = status, date  # type: ignore[assignment]
            elif status == "candidate":
                mention.status = "candidate"
            self.take(line.no, f"status {mention.status}")
            self.section_names(content, line.no, named=False)
            if (number := P.section_number(content)) and mention.section is None:
                mention.section = number
            return
        if field_name in ("points", "caveats", "intro"):
            if field_name == "intro" and not content.strip():
                return
            for key, _, _ in found:
                if not ids and field_name == "intro":
                    ids.append(key)
                    self.covered.add((key, line.no))
                mention.related.append(key)
            mention.urls.extend(u.rstrip(".,") for u in P.URL.findall(content))
            for point in split_bullets(content):
                if len(point) < 4:
                    continue
                if field_name != "caveats" and re.search(
                    r"^(?:⚠️?\s*)?(?:待核实|需核实)|(?:待核实|需核实)\s*[)）]?$", point
                ):
                    entry = RegisterEntry(
                        text=point[:300], line=line.no, items=[], kind="to-verify", risk=P.risk_of(point)
                    )  # type: ignore[arg-type]
                    self.doc.entries.append(entry)
                    self.block_entries.append(entry)
                kind = "caveat" if field_name == "caveats" else "point"
                figures = figures_in(point)
                if kind == "point" and not figures and field_name == "intro":
                    continue
                mention.claims.append(Claim(text=point[:500], line=line.no, figures=figures, kind=kind))  # type: ignore[arg-type]
            return
        # relation to the living document: related items (section names there are prose)
        for key, _, _ in found:
            mention.related.append(key)

    # -- register
    def part_register(self, lines: list[Line]) -> None:
        entry: RegisterEntry | None = None
        for line in lines[1:]:
            text = line.text
            if not text.strip() or is_separator(text):
                continue
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
                ):
                    self.take(line.no, "table header")
                    continue
                body = (
                    cells[1] if re.fullmatch(r"\d{1,2}|[" + P.CIRCLED + r"]", cells[0].strip()) else max(cells, key=len)
                )
                risk = next((r for c in cells if (r := P.risk_of(c))), None)
                entry = self.register_entry(
                    body, line, label=cells[0] if cells[0].isdigit() else "", risk=risk, extra=" ".join(cells)
                )
                continue
            lm = re.match(r"^\s*(?:(\d{1,2})[.、)]|[-*•])\s*(.+)$", text)
            if lm:
                entry = self.register_entry(lm.group(2), line, label=lm.group(1) or "")
                continue
            if entry is not None:
                self.take(line.no, f"text of register entry at line {entry.line}")
            if entry is not None and not re.match(r"\s*建议", text):
                # A paragraph under a register heading: more text about the same entry.
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
        entry = RegisterEntry(
            text=clean(text)[:400],
            line=line.no,
            risk=risk or P.risk_of(full),  # type: ignore[arg-type]
            items=[k for k, _, _ in P.find_arxiv(full)],
            label=label,
            resolved=bool(P.RESOLVED.search(text)),
        )
        entry.items = list(dict.fromkeys(entry.items))
        for key in entry.items:
            self.covered.add((key, line.no))
        self.doc.entries.append(entry)
        return entry

    def register_name_matches(self) -> None:
        """Register entries that name an item instead of giving its id."""
        names = {}
        for m in self.doc.mentions:
            if m.name and len(m.name) >= 4 and m.role in ("increment", "adjacent", "arxiv-list"):
                names.setdefault(m.name.lower(), m.key)
                first = re.split(r"[\s:：(（]", m.name)[0].lower()
                if len(first) >= 4 and first not in ("sglang", "vllm", "nvidia", "tensorrt-llm", "the", "arxiv"):
                    names.setdefault(first, m.key)
        for entry in self.doc.entries:
            lowered = entry.text.lower()
            for name, key in names.items():
                if name in lowered and key not in entry.items:
                    entry.items.append(key)

    # -- arXiv list
    def part_arxiv(self, lines: list[Line]) -> None:
        default = "mentioned"
        pending: Line | None = None
        for line in lines[1:]:
            text = line.text
            if not text.strip() or is_separator(text):
                continue
            if pending is not None:
                merged = Line(pending.no, pending.text.rstrip().rstrip("|") + " | " + text)
                self.take(line.no, f"arXiv-list row (continues line {pending.no})")
                pending = None
                self.arxiv_row(merged, default, cells=None)
                continue
            if re.fullmatch(r"\s*\|?\s*(?:arXiv:?)?\s*\d{4}\.\d{4,5}(?:v\d+)?\s*\|?\s*", text, re.I):
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
        cells = cells or [c.strip() for c in text.strip().strip("|").split("|")]
        ids = P.find_arxiv(cells[0]) if cells else []
        if not ids:
            ids = P.find_arxiv(text)[:1]
        name = ""
        if "|" not in text and ids:
            found = P.find_arxiv(text)
            name = name_near(text, found[0][1], found[0][2]) if found else ""
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
                name=clean(name)[:120],
                line=line.no,
                status=status,
                role="arxiv-list",
                section=section,
                status_date=date,
                quote=clean(text)[:240],
                confidence=None,
            )
        )
        self.covered.add((key, line.no))

    def row_status(self, text: str, default: str) -> tuple[str, dt.date | None]:
        return status_of(text, self.doc.date, self.lex, default)

    # -- the rest
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
        for line in lines:
            self.declared_counts(line)
            if REGISTER_ITEM.match(line.text):
                self.part_register([Line(0, ""), line])


# ---------------------------------------------------------------- living document


class LivingReader(BaseReader):
    HEADING = re.compile(r"^\s*#{1,6}\s*(.*)$")

    def read(self) -> Document:
        self.header_facts()
        for line in self.lines[:10]:
            if m := re.search(r"(?:版本|version|更新|updated)\s*[:：]?\s*(\d{4}-\d{1,2}-\d{1,2})", line.text, re.I):
                self.doc.date = P.parse_full_date(m.group(1)) or self.doc.date
                self.take(line.no, f"version {self.doc.date}")
        covered: set[tuple[str, int]] = set()
        section = None
        previous: Mention | None = None
        for line in self.lines:
            hm = self.HEADING.match(line.text)
            if hm and "§" in hm.group(1):
                found = self.section_names(hm.group(1), line.no)
                section = found[0][0] if found else section
                continue
            if section is None or not re.match(r"\s*(?:[-*•]|\d+[.)、]|\|)", line.text):
                continue
            body = clean(line.text)
            ids = P.find_arxiv(body)
            name = clean(re.split(r"[(（:：]|\s—\s|——", body, maxsplit=1)[0])
            if _indent(line.text) and previous is not None and not ids:
                # an indented line under an entry: more about that entry, not a work of its own
                figures = figures_in(body)
                if figures:
                    previous.claims.append(Claim(text=body[:500], line=line.no, figures=figures, urls=previous.urls))
                self.take(line.no, f"detail of {previous.name or previous.key}")
                continue
            if not ids and not is_title(name):
                continue
            key = ids[0][0] if ids else P.normalise_name(name)
            anchored, date = P.anchored_date(body, self.doc.date)
            mention = Mention(
                key=key,
                arxiv_id=ids[0][0] if ids else None,
                name=name[:120],
                line=line.no,
                status="anchored",
                role="living",
                section=section,
                status_date=date,
                urls=P.URL.findall(body),
                quote=body[:240],
            )
            figures = figures_in(body)
            if figures:
                mention.claims.append(Claim(text=body[:500], line=line.no, figures=figures, urls=mention.urls))
            self.doc.mentions.append(mention)
            covered.add((key, line.no))
            previous = mention
        self.sweep_references(covered)
        return self.doc


# ---------------------------------------------------------------- notes and cards


class NoteReader(BaseReader):
    """Paper cards, inbox notes and any other document: items, their claims and sources."""

    ITEM = re.compile(
        r"^\s*(?:#{1,6}\s*)?(?:[-*]\s*)?(?:\*\*)?\s*([" + P.CIRCLED + r"]|条目\s*\d+|增量\s*\d+|\d{1,2}[.、)])\s*(.*)$"
    )

    def read(self) -> Document:
        self.header_facts()
        covered: set[tuple[str, int]] = set()
        card_id = None
        if self.doc.kind == "paper_card":
            cm = P.PAPER_CARD.search(self.doc.path)
            card_id = P.arxiv_key(cm.group(2), cm.group(3)) if cm else None
        if card_id:
            title = re.sub(r"^\s*#+\s*", "", self.lines[0].text)
            card = Mention(
                key=card_id,
                arxiv_id=card_id,
                name=clean(re.split(r"[:：(（]|\s—\s", title)[0])[:120],
                line=1,
                role="card",
                quote=clean(title)[:240],
            )
            for line in self.lines[1:]:
                self.note_line(card, line)
            self.doc.mentions.append(card)
            covered.update((card_id, line.no) for line in self.lines)
        else:
            part = ""
            current: Mention | None = None
            circled: dict[str, Mention] = {}
            for line in self.lines[1:]:
                if hm := re.match(r"^\s*#{1,6}\s*([一二三四五六七八九十]+)[、.．]", line.text):
                    part = hm.group(1)
                im = self.ITEM.match(line.text)
                ids = P.find_arxiv(line.text)
                body = clean(im.group(2)) if im else ""
                name = clean(re.split(r"[(（:：]|\s—\s|——|\s-\s", body, maxsplit=1)[0])[:120]
                if lead := re.match(r"([A-Za-z][\w.+\-]*(?:\s+[A-Za-z0-9][\w.+\-]*)*)\s*(?=[\u4e00-\u9fff])", name):
                    name = lead.group(1)  # `vToken 作者在 issue 区表示…`: the work is vToken, the rest is news
                titled = bool(name) and len(name) <= 48 and not re.search(r"[，。,;；]", name)
                if im and not ids and im.group(1) in circled:
                    # `- ⑤ 落在 …` later in the note: more about item ⑤, not a work of its own
                    self.note_line(circled[im.group(1)], line)
                    continue
                if im and (ids or titled) and (ids or im.group(1) in P.CIRCLED or len(name) > 2):
                    label = f"{part} {im.group(1)}".strip() if part else im.group(1)
                    current = Mention(
                        key=ids[0][0] if ids else P.normalise_name(name),
                        arxiv_id=ids[0][0] if ids else None,
                        name=name,
                        line=line.no,
                        role="note",
                        label=label,
                        quote=body[:240],
                    )
                    self.doc.mentions.append(current)
                    covered.add((current.key, line.no))
                    circled.setdefault(im.group(1), current)
                    self.note_line(current, line, title=True)
                    continue
                if current is not None and line.text.strip():
                    if re.match(r"^\s*#{1,6}\s", line.text):
                        current = None
                        continue
                    self.note_line(current, line)
        self.sweep_references(covered)
        return self.doc

    def note_line(self, mention: Mention, line: Line, title: bool = False) -> None:
        text = line.text
        if text.strip():
            self.take(line.no, f"{'title' if title else 'line'} of {mention.label or mention.name or mention.key}")
        urls = [u.rstrip(".,") for u in P.URL.findall(text)]
        mention.urls.extend(urls)
        if not mention.arxiv_id:
            for u in urls:
                if key := R.arxiv_in_url(u):
                    mention.arxiv_id = key
            pm = re.search(r"arXiv[:：\s]*(\d{4})\.(\d{4,5})", text, re.I)
            if not mention.arxiv_id and pm and (key := P.arxiv_key(pm.group(1), pm.group(2))):
                mention.arxiv_id = key  # `- 论文 arXiv:2608.13263` under the item
        for ref in self.source_refs(text, line.no):
            mention.sources.append(ref)
            self.doc.sources.append(ref)
        for point in split_bullets(text) if not title else [clean(text)]:
            if re.match(r"(?:URLs?|链接|arXiv|来源|Source)\s*[:：]", point, re.I):
                continue  # a field of the item, not a statement about it
            figures = figures_in(point)
            if figures or (not title and re.match(r"\s*[-*•]", text) and len(point) > 8):
                mention.claims.append(Claim(text=point[:500], line=line.no, figures=figures, urls=list(mention.urls)))


READERS = {"brief": "BriefReader", "living": "LivingReader"}


def read_document(text: str, path: str, digest: str, lexicon: Lexicon | None = None, with_lines: bool = False) -> Any:
    """The `Document` of one decoded text (and its canonical lines, `with_lines`)."""
    kind = detect_kind(text, path)
    reader = {"brief": BriefReader, "living": LivingReader}.get(kind, NoteReader)
    instance = reader(text, path, kind, digest, lexicon)
    doc = instance.read()
    as_written(doc, instance.lines)
    bound(doc)
    return (doc, instance.lines) if with_lines else doc


def as_written(doc: Document, lines: list[Line]) -> None:
    """Quotes of whole lines as the document wrote them, not in the canonical layout the rules
    read (`2026年9月3日`, not `2026-09-03`; `• 来源：`, not `- 来源:`)."""
    by_no = {line.no: line for line in lines}

    def raw(no: int, quote: str, width: int) -> str:
        line = by_no.get(no)
        if line is None or line.raw == line.text or quote != clean(line.text)[:width]:
            return quote
        return clean(line.raw)[:width]

    for m in doc.mentions:
        m.quote = raw(m.line, m.quote, 240)
    for n in doc.section_names:
        n.quote = raw(n.line, n.quote, 160)
    for c in doc.counts:
        c.quote = raw(c.line, c.quote, 200)
