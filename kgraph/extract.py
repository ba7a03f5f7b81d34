"""Read briefs, living documents, paper cards and inbox notes into `models.Document`.

Briefs are LLM-written and come in many layouts (pipe tables, tables whose pipes were
lost, numbered headings, bullet runs glued onto one line, plain Markdown). The reader
works line by line with rules that do not depend on one layout; markdown-it-py is used
for pipe tables where the text has them.
"""

from __future__ import annotations

import datetime as dt
import functools
import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path

from kgraph import patterns as P
from kgraph.errors import DocumentError
from kgraph.files import MAX_BYTES, iter_files, logical_path, read_bytes  # noqa: F401 - part of this module's API
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

# A brief is tens of KB (the largest sample is 28 KB). Reading 8 MB takes about 9 s and
# 600 MB and makes ~750k quads, all replaced in one transaction: anything bigger is not one
# document (a log, a dump, several briefs pasted together) and is refused unread.
# Characters of one line the rules read (the longest line in the samples has 2,800); the rest
# of a longer line is dropped with a warning, so no line can make the line rules slow.
MAX_LINE = 20_000

# ---------------------------------------------------------------- decoding

_BOMS = (
    (b"\xff\xfe\x00\x00", "utf-32", "UTF-32"),
    (b"\x00\x00\xfe\xff", "utf-32", "UTF-32"),
    (b"\xff\xfe", "utf-16", "UTF-16"),
    (b"\xfe\xff", "utf-16", "UTF-16"),
)


def decode(data: bytes, path: str) -> tuple[str, list[str]]:
    """Text of a file, with warnings; DocumentError when it is not text.

    UTF-8 (with or without a byte-order mark) is read as it is. UTF-16 and UTF-32 with a
    byte-order mark, UTF-16 without one (told by where its NUL bytes sit) and GB18030/GBK
    (bytes that are not UTF-8 but are clean GBK) are decoded with a warning saying so.
    Anything else that is not UTF-8 is read with U+FFFD for the bad bytes, and the warning
    gives the line of the first one.
    """
    warnings: list[str] = []
    if not data.strip():
        raise DocumentError(path, "file is empty")
    for bom, codec, name in _BOMS:
        if data.startswith(bom):
            text = _decode_wide(data, codec, name, warnings)
            break
    else:
        if data.startswith(b"\xef\xbb\xbf"):
            data = data[3:]
        if b"\x00" in data[:8192]:
            codec = _utf16_without_bom(data)
            if codec is None:
                raise DocumentError(path, "binary file (NUL bytes), not a text document")
            text = _decode_wide(data, codec, f"{codec.upper()} without a byte-order mark", warnings)
        else:
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError as exc:
                text = _decode_other(data, exc, warnings)
    if not text.strip():
        raise DocumentError(path, "file is empty")
    if len(_NOT_TEXT.findall(text, 0, 4096)) > 64 or len(_NOT_TEXT.findall(text)) > max(64, len(text) // 50):
        raise DocumentError(path, "binary file, not a text document")
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text, warnings


# U+FFFD and control characters other than tab, newline and carriage return
_NOT_TEXT = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffd]")


def _decode_wide(data: bytes, codec: str, name: str, warnings: list[str]) -> str:
    try:
        text = data.decode(codec)
        warnings.append(f"decoded as {name}")
    except UnicodeDecodeError:
        text = data.decode(codec, errors="replace")
        warnings.append(f"decoded as {name}; invalid or cut-off bytes replaced with U+FFFD")
    return text.lstrip("\ufeff")


def _utf16_without_bom(data: bytes) -> str | None:
    """`utf-16-le`/`utf-16-be` when the NUL bytes sit on one side of the byte pairs (the high
    byte of ASCII characters) and the start decodes cleanly; None for a binary file."""
    sample = data[:8192]
    even, odd = sample[0::2].count(0), sample[1::2].count(0)
    pairs = len(sample) // 2
    if odd >= pairs // 10 and even * 20 <= odd:
        codec = "utf-16-le"
    elif even >= pairs // 10 and odd * 20 <= even:
        codec = "utf-16-be"
    else:
        return None
    if sample[: len(sample) & ~3].decode(codec, errors="replace").count("\ufffd") > 2:
        return None
    return codec


def _decode_other(data: bytes, exc: UnicodeDecodeError, warnings: list[str]) -> str:
    """Bytes that are not UTF-8: GBK when they decode cleanly as GB18030 and fail as UTF-8 at
    most of their high bytes (a UTF-8 file with a few broken bytes does not), else UTF-8 with
    U+FFFD for the bad bytes."""
    import codecs

    utf8 = codecs.getincrementaldecoder("utf-8")(errors="replace")
    text = utf8.decode(data, final=False)
    cut = utf8.getstate()[0]  # the bytes of a character the file ends inside
    bad = text.count("\ufffd")
    high = len(data) - len(data.translate(None, bytes(range(0x80, 0x100))))
    if bad >= max(2, high // 8):
        try:
            gbk = data.decode("gb18030")
        except UnicodeDecodeError:
            pass
        else:
            warnings.append("decoded as GB18030 (GBK), not UTF-8")
            return gbk
    if bad:
        line = data[: exc.start].count(b"\n") + 1
        warnings.append(
            f"line {line}: not valid UTF-8 (nor recognisably GBK or UTF-16): "
            f"{bad} invalid byte sequence{'s' if bad > 1 else ''} replaced with U+FFFD"
        )
    if cut:
        line = text.count("\n") + 1
        warnings.append(
            f"line {line}: the file ends in the middle of a character (cut off?); the partial character is dropped"
        )
    return text


_LONG_SPACE = re.compile(r"[^\S\n]{5,}")


def _tame(text: str, warnings: list[str]) -> str:
    """Lines cut to MAX_LINE characters and runs of blanks to four, so that the line rules
    (regular expressions with several optional blanks in a row) take linear time on any
    input. No stored field keeps a run of blanks: quotes and claims are whitespace-normalised."""
    lines = text.split("\n")
    long = [no for no, line in enumerate(lines, 1) if len(line) > MAX_LINE]
    if long:
        more = f" (and {len(long) - 1} more line{'s' if len(long) > 2 else ''})" if len(long) > 1 else ""
        warnings.append(
            f"line {long[0]}: {len(lines[long[0] - 1]):,} characters long; only the first {MAX_LINE:,} are read{more}"
        )
        text = "\n".join(line[:MAX_LINE] for line in lines)
    return _LONG_SPACE.sub(lambda m: m.group(0)[:4], text)


def read_file(file: Path, root: Path | None = None) -> Document:
    return extract(read_bytes(file), logical_path(file, root), display=str(file))


def extract(data: bytes | str, path: str, display: str | None = None) -> Document:
    """Extract one document. `path` is its logical path (its identity in the store).

    Raises DocumentError (and nothing else) when the data is not a readable document."""
    if isinstance(data, str):
        data = data.encode("utf-8", errors="surrogatepass")  # lone surrogates become bad bytes
    text, warnings = decode(data, display or path)
    text = _tame(text, warnings)
    digest = hashlib.sha256(data).hexdigest()
    kind = detect_kind(text, path)
    reader = {"brief": BriefReader, "living": LivingReader}.get(kind, NoteReader)
    doc = reader(text, path, kind, digest).read()
    doc.warnings[:0] = warnings
    return doc


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


@dataclass
class Line:
    no: int
    text: str


_CLAUSE_SPLIT = re.compile(r"[;；。]|\s\+\s")


def figures_in(text: str) -> list[Figure]:
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
        metric = P.metric_of(after) if unit in ("×", "%") and P.metric_of(after) in dict(P.METRICS) else ""
        metric = metric or P.metric_of(before) or P.metric_of(after)
        high = float(m.group(2)) if m.group(2) else None
        out.append(Figure(value=value, value_high=high, unit=unit, metric=metric, text=m.group(0).strip()))
    return out


_SPACES = re.compile(r"\s+")


def clean(text: str) -> str:
    return _SPACES.sub(" ", text.replace("**", "")).strip(" -*·|")


def split_bullets(text: str) -> list[str]:
    """`- a - b - c` glued on one line, or one bullet: the separate points."""
    parts = re.split(r"(?:^|\s)[-•*]\s+(?=\S)", text)
    return [clean(p) for p in parts if clean(p)]


class BaseReader:
    def __init__(self, text: str, path: str, kind: str, digest: str):
        self.text = text
        self.lines = [Line(i + 1, t) for i, t in enumerate(text.split("\n"))]
        self.doc = Document(path=path, kind=kind, content_hash=digest)  # type: ignore[arg-type]
        self.tables = markdown_table_rows(text) if re.search(r"^\s*\|?\s*:?-{3,}", text, re.M) else {}
        self._seen_bad: set[tuple[str, int]] = set()
        self.doc.warnings.extend(shape_warnings(self.lines))

    # -- small helpers
    def date_of(self, short: str) -> dt.date | None:
        m = re.match(r"(\d{1,2})-(\d{1,2})", short)
        return P.resolve_short_date(int(m.group(1)), int(m.group(2)), self.doc.date) if m else None

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
        m = re.match(r"inbox/([^/]+)/", self.doc.path)
        if m:
            self.doc.instance = m.group(1).lower()
        if self.doc.date and self.doc.date > dt.date.today() + dt.timedelta(days=2):
            self.warn(1, f"date {self.doc.date} is in the future")

    def sweep_references(self, covered: set[tuple[str, int]]) -> None:
        """Every arXiv id, paper card and malformed reference anywhere in the text."""
        for line in self.lines:
            if "." in line.text:
                for key, start, end in P.find_arxiv(line.text):
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

    def section_names(self, text: str, line: int) -> list[tuple[str, str]]:
        found = []
        for number, name, _ in P.sections_with_names(text):
            found.append((number, name))
            if name and len(name) >= 2:
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
FIELD_NAMES = {
    "来源": "sources",
    "sources": "sources",
    "source": "sources",
    "url": "urls",
    "urls": "urls",
    "链接": "urls",
    "arxiv": "arxiv",
    "arxiv id": "arxiv",
    "arxivid": "arxiv",
    "要点": "points",
    "key points": "points",
    "警示": "caveats",
    "可信度": "confidence",
    "confidence": "confidence",
    "建议归入": "section",
    "建议归入节": "section",
    "建议归入章节": "section",
    "suggested section": "section",
    "status": "status",
    "状态": "status",
    "venue": "venue",
    "出处": "venue",
    "relation": "relation",
}


def field_of(label: str) -> str | None:
    """The field a label names (`Source / 来源` → sources), or None for an ordinary line."""
    for part in re.split(r"\s*/\s*", label.strip().lower()):
        part = part.strip()
        if part.startswith("与活文档") and part.endswith("关系"):
            return "relation"
        name = FIELD_NAMES.get(part) or FIELD_NAMES.get(re.sub(r"\s", "", part))
        if name:
            return name
    return None


def part_kind(heading: str) -> str:
    h = heading
    if re.search(r"无显著|无新增|no (?:significant )?increment", h, re.I):
        return "noinc"
    if re.search(r"矛盾|待核实|警惕|to[- ]verify|contradiction|register|open questions", h, re.I):
        return "register"
    if re.search(r"arXiv", h, re.I):
        return "arxiv"
    if re.search(r"来源|sources", h, re.I):
        return "sources"
    if re.search(r"增量|条目|NET-new|increment|邻接|adjacent|新发现|new items|新增", h, re.I):
        return "increments"
    if re.search(r"状态|status", h, re.I):
        return "header"
    return "other"


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
                if m and hashes and not level and part != "header" and part_kind(m.group(1)) == "other":
                    m = None  # a stray `# comment` (e.g. in a pasted shell snippet) inside a part
                if m and len(line.text) < 90 and not is_separator(line.text):
                    parts.append((part, block))
                    part, block, level = part_kind(m.group(1)), [line], hashes
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
            if m := re.search(
                r"(\d{4}-\d{2}-\d{2}[ T]\d{1,2}:\d{2})\s*(?:→|->|~|～|至|to)\s*(\d{4}-\d{2}-\d{2}[ T]\d{1,2}:\d{2})",
                text,
            ):
                self.doc.window_start, self.doc.window_end = m.group(1), m.group(2)
            if (
                re.search(r"基线活文档|baseline", text, re.I)
                and self.doc.baseline_path is None
                and (m := P.PATH.search(text))
            ):
                self.baseline(line, m)
            if self.doc.topic is None and line.no == 1:
                tm = re.match(r"\s*#*\s*([A-Za-z][\w\- ]*?)\s*[·|:]", text)
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

    def declared_counts(self, line: Line) -> None:
        text = line.text
        if not re.search(r"arXiv|净增|增量|邻接|沿用|续用|increment|adjacent|NET-new|carried", text, re.I):
            return
        counts: list[tuple[str, re.Match[str] | None]] = [
            ("increments", re.search(r"(?:增量条数|增量条目|increments?)\s*[:：]?\s*(约)?\s*(\d+)\s*条", text, re.I)),
            ("adjacent", re.search(r"(约)?(\d+)\s*条\s*邻接|邻接\s*(约)?(\d+)\s*条", text)),
            (
                "new-arxiv",
                re.search(
                    r"(?:净增|本次新增|本棒净增|新增)\s*(约)?\s*(\d+)\s*(?:件|个|篇)|(约)?(\d+)\s*(?:件|个|篇)\s*净增",
                    text,
                ),
            ),
            ("carried-over", re.search(r"(?:沿用|续用)\S{0,6}?\s*(约)?\s*(\d+)\s*\+?\s*(?:件|个|篇)", text)),
        ]
        english = [
            ("increments", re.search(r"(about )?(\d+)\s+(?:main\s+)?increments?\b", text, re.I)),
            ("adjacent", re.search(r"(about )?(\d+)\s+adjacent\b", text, re.I)),
            ("new-arxiv", re.search(r"NET-new\s*[:：]?\s*(about )?(\d+)\s*(?:papers?|ids?|arXiv)", text, re.I)),
            ("carried-over", re.search(r"carried[- ]over\s*[:：]?\s*(about )?(\d+)", text, re.I)),
        ]
        counts += [(w, m) for w, m in english if m and not any(c[0] == w and c[1] for c in counts)]
        for what, m in counts:
            if not m:
                continue
            groups = [g for g in m.groups()]
            digits = next(g for g in groups if g and g.isdigit())
            approx = any(g in ("约", "about ") for g in groups) or bool(re.search(re.escape(digits) + r"\s*\+", text))
            if any(c.what == what and c.line == line.no for c in self.doc.counts):
                continue
            self.doc.counts.append(
                DeclaredCount(what=what, value=int(digits), approximate=approx, line=line.no, quote=clean(text)[:200])  # type: ignore[arg-type]
            )

    def header_ids(self, line: Line) -> None:
        text = line.text
        if not re.search(r"arXiv", text, re.I) or not P.find_arxiv(text):
            return
        split = re.search(r"沿用|续用|carried", text, re.I)
        for key, start, _ in P.find_arxiv(text):
            carried = bool(split and start > split.start())
            status = "carried-over" if carried else ("new" if P.NEW.search(text[:start]) else "mentioned")
            name = self.name_after(text, start)
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

    @staticmethod
    def name_after(text: str, start: int) -> str:
        m = re.match(r"\S*?\d{4}\.\d{4,5}(?:v\d+)?\s*([^/、,，;；()（）|]{0,40})", text[start:])
        return clean(m.group(1)) if m else ""

    def closing_facts(self) -> None:
        for line in self.lines[-6:]:
            if m := re.search(r"本报告由\s*([A-Za-z][\w-]*)\s*实例", line.text):
                self.doc.instance = self.doc.instance or m.group(1).lower()
            if m := re.match(r"\s*([A-Z][\w-]*)\s*·\s*\d{4}-\d{2}-\d{2}", line.text):
                self.doc.instance = self.doc.instance or m.group(1).lower()
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
        folder = re.fullmatch(r"\s*(inbox/[A-Za-z0-9_.\-]+|paper_cards)\s*/?\s*", cells[0])
        file = re.match(r"\s*([A-Za-z0-9_.\-]{6,}?)(\.md)?(?=[\s（(]|$)", cells[1])
        if folder and file and re.search(r"\d", file.group(1)):
            return f"{folder.group(1)}/{file.group(1)}.md"
        return None

    # -- increments
    def part_increments(self, lines: list[Line]) -> None:
        blocks: list[Block] = []
        for line in lines[1:]:
            m = ITEM_START.match(line.text)
            if m:
                word = m.group(1)
                kind = "adjacent" if re.match(r"邻接|adjacent", word, re.I) else "increment"
                blocks.append(Block(kind=kind, start=line, label=f"{word} {m.group(2)}"))
            elif blocks:
                blocks[-1].lines.append(line)
            else:
                self.part_other([line])
        for block in blocks:
            self.item_block(block)

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
        for line in block.lines:
            fm = FIELD.match(line.text)
            content = line.text
            if fm and (named := field_of(fm.group(1))):
                field_name = named
                content = fm.group(2)
            self.item_field(mention, field_name, content, line, all_ids)
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
            anchored, date = P.anchored_date(content, self.doc.date)
            if P.NOT_ANCHORED.search(content):
                mention.status = "not-anchored"
            elif anchored:
                mention.status, mention.status_date = "anchored", date
            elif P.CARRIED.search(content):
                mention.status = "carried-over"
            elif P.NEW.search(content):
                mention.status = "new"
            self.section_names(content, line.no)
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
                if re.fullmatch(r"#|序号|No\.?|编号", cells[0].strip(), re.I) or any(
                    re.search(r"风险等级|矛盾/待核实项", c) for c in cells
                ):
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
                pending = None
                self.arxiv_row(merged, default, cells=None)
                continue
            if re.fullmatch(r"\s*\|?\s*(?:arXiv:?)?\s*\d{4}\.\d{4,5}(?:v\d+)?\s*\|?\s*", text, re.I):
                pending = line
                continue
            if not P.find_arxiv(text) and not text.strip().startswith("|"):
                if P.CARRIED.search(text):
                    default = "carried-over"
                elif P.NEW.search(text):
                    default = "new"
                elif re.search(r"邻接|adjacent", text, re.I):
                    default = "adjacent"
                self.declared_counts(line)
                continue
            cells = table_cells(line, self.tables)
            if (
                cells
                and any(re.search(r"arXiv\s*号|^标题$|^论文$|^title$", c, re.I) for c in cells)
                and not P.find_arxiv(text)
            ):
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
            after = text[ids[0][2] :] if P.find_arxiv(text) else ""
            name = re.split(r"\s+[—–-]\s+|[:：(（|·]", after.strip(" *-—–·"), maxsplit=1)[0].strip()
        elif len(cells) > 1:
            name = re.split(r"[:：(（]", cells[1])[0].strip() if ids or cells[0] else cells[1]
        status, date = self.row_status(text, default)
        numbers = self.section_names(text, line.no)
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
        if P.NOT_ANCHORED.search(text):
            return "not-anchored", None
        if re.search(r"本次新增|本棒净增|净增|首度锚入|NET-new|🆕", text, re.I):
            return "new", None
        anchored, date = P.anchored_date(text, self.doc.date)
        if anchored:
            return "anchored", date
        if P.CARRIED.search(text):
            return "carried-over", None
        if re.search(r"邻接|adjacent", text, re.I):
            return "adjacent", None
        if re.search(r"候选|candidate", text, re.I):
            return "candidate", None
        return default, None

    # -- the rest
    def part_noinc(self, lines: list[Line]) -> None:
        for line in lines[1:]:
            for ref in self.source_refs(line.text, line.no, "no-increment"):
                self.doc.sources.append(ref)

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
        covered: set[tuple[str, int]] = set()
        section = None
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
            if not ids and not name:
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
            for line in self.lines[1:]:
                if hm := re.match(r"^\s*#{1,6}\s*([一二三四五六七八九十]+)[、.．]", line.text):
                    part = hm.group(1)
                im = self.ITEM.match(line.text)
                ids = P.find_arxiv(line.text)
                body = clean(im.group(2)) if im else ""
                name = clean(re.split(r"[(（:：]|\s—\s|——|\s-\s", body, maxsplit=1)[0])[:120]
                titled = bool(name) and len(name) <= 48 and not re.search(r"[，。,;；]", name)
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
        urls = [u.rstrip(".,") for u in P.URL.findall(text)]
        mention.urls.extend(urls)
        if not mention.arxiv_id:
            for u in urls:
                um = re.search(r"arxiv\.org/(?:abs|pdf)/(\d{4})\.(\d{4,5})", u)
                if um and (key := P.arxiv_key(um.group(1), um.group(2))):
                    mention.arxiv_id = key
        for ref in self.source_refs(text, line.no):
            mention.sources.append(ref)
            self.doc.sources.append(ref)
        for point in split_bullets(text) if not title else [clean(text)]:
            if re.match(r"(?:URLs?|链接|arXiv|来源|Source)\s*[:：]", point, re.I):
                continue  # a field of the item, not a statement about it
            figures = figures_in(point)
            if figures or (not title and re.match(r"\s*[-*•]", text) and len(point) > 8):
                mention.claims.append(Claim(text=point[:500], line=line.no, figures=figures, urls=list(mention.urls)))
