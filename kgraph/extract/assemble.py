"""Stage 5, assemble: the reader of the document's kind → `models.Document`, bounded, quotes as written."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from kgraph import patterns as P
from kgraph.extract.common import (  # noqa: F401 - re-exported: the limits and rules tests pin
    MAX_CLAIMS,
    MAX_CLAIMS_PER_LINE,
    MAX_ENTRIES,
    MAX_FIGURES,
    MAX_FIGURES_PER_LINE,
    MAX_IDS_PER_LINE,
    MAX_MENTIONS,
    bound,
    clean,
    figures_in,
    name_near,
)
from kgraph.extract.concerns import attach_concerns
from kgraph.extract.kinds import detect_kind, topic_in_path
from kgraph.extract.lexicon import Lexicon, default
from kgraph.extract.named import pair_unnamed
from kgraph.extract.readers.brief import BriefReader
from kgraph.extract.readers.cards import NoteReader
from kgraph.extract.readers.items import FIELD, FIELD_OF_LABEL, field_of  # noqa: F401
from kgraph.extract.readers.notes import LivingReader
from kgraph.extract.records import attach_figures, attach_paragraphs
from kgraph.extract.segment import Line
from kgraph.extract.tree import View
from kgraph.models import (
    Document,
)

# the parts whose figures are claims (not the register's, the sources', the relay advice's)
FIGURE_PARTS = frozenset({"increments", "known", "other"})
READERS = {"brief": BriefReader, "living": LivingReader}


def read_document(
    text: str,
    path: str,
    digest: str,
    lexicon: Lexicon | None = None,
    with_lines: bool = False,
    raw: list[str] | None = None,
    file: str = "",
    joined: frozenset[int] = frozenset(),
) -> Any:
    """The `Document` of one folded text (and its canonical lines, `with_lines`); `raw`: the
    document's own text of each line (names, quotes and display keep it); `joined`: the lines the
    view joined onto the line above (a wrapped paragraph's)."""
    rule = (lexicon or default()).rule_for(path, file)
    kind = rule.kind if rule and rule.kind else detect_kind(text, path, lexicon)
    instance = READERS.get(kind, NoteReader)(text, path, kind, digest, lexicon)
    if rule and rule.date:
        instance.fallback_date = rule.date  # the file's own date (its text, then its name) comes first
    if raw is not None:
        for line in instance.lines:
            if 0 < line.no <= len(raw):
                line.raw = raw[line.no - 1]
    doc = instance.read()
    if kind == "brief":
        part_of = getattr(instance, "part_of", {})
        attach_paragraphs(doc, instance.lines, instance.lex, joined)
        attach_concerns(doc, instance.lines, instance.lex)
        pair_unnamed(doc)  # (after the concerns: their entries name works too)
        attach_figures(doc, [line for line in instance.lines if part_of.get(line.no) in FIGURE_PARTS])
        instance.register_name_matches()  # (works a paragraph named, for entries that name them)
        instance.defaults_yield()  # (and the statuses paragraphs state, for rows that state none)
    if rule:
        doc.instance = doc.instance or rule.instance
        doc.topic = doc.topic or rule.topic
    if not doc.topic or instance.topic_guessed:  # the file name beats a title's guess
        doc.topic = topic_in_path(path, doc.kind) or doc.topic
    as_written(doc, instance.lines)
    bound(doc)
    return (doc, instance.lines) if with_lines else doc


def as_written(doc: Document, lines: list[Line]) -> None:
    """Quotes of whole lines as the document wrote them, not in the canonical layout the rules
    read (`2026年9月3日`, not `2026-09-03`; `• 来源：`, not `- 来源:`)."""
    by_no = {line.no: line for line in lines}
    script = written_script(lines)

    def raw(no: int, quote: str, width: int) -> str:
        line = by_no.get(no)
        if line is None or line.raw == line.text or quote != clean(line.text)[:width]:
            return quote
        return clean(line.raw)[:width]

    for m in doc.mentions:
        m.quote = raw(m.line, m.quote, 240)
        m.name = P.without_icons(own_text(by_no.get(m.line), m.name, script))
    for e in doc.entries:
        e.text = own_text(by_no.get(e.line), e.text, script)
    for n in doc.section_names:
        n.quote = raw(n.line, n.quote, 160)
        n.name = own_text(by_no.get(n.line), n.name, script)  # (`蜂蟹蟎偵測`, not its folded `蜂蟹螨侦测`)
    for m in doc.mentions:
        if m.section_name:
            m.section_name = own_text(by_no.get(m.line), m.section_name, script)
    for c in doc.counts:
        c.quote = raw(c.line, c.quote, 200)


_LINE_WARNING = re.compile(r"^line (\d+):")
_LINE_NAMED = re.compile(r"\b(at|of) line (\d+)\b")


def remap(doc: Document, view: View) -> None:
    """Every line number of the document from its view's lines to the lines of the file."""
    at = view.line_of
    done: set[int] = set()  # (an item's source is often the document's too: one object, mapped once)

    def move(obj: Any) -> None:
        if id(obj) not in done:
            done.add(id(obj))
            obj.line = at(obj.line)

    for m in doc.mentions:
        move(m)
        for c in m.claims:
            move(c)
        for s in m.sources:
            move(s)
    for group in (doc.sources, doc.entries, doc.counts, doc.section_names, doc.bad_references):
        for item in group:
            move(item)
    taken: dict[int, list[str]] = {}
    for no, what in doc.taken.items():
        got = taken.setdefault(at(no), [])
        # (`text of register entry at line 91`: the line it names is a view line too)
        what = [_LINE_NAMED.sub(lambda m: f"{m.group(1)} line {at(int(m.group(2)))}", w) for w in what]
        got.extend(w for w in what if w not in got)
    doc.taken = taken
    doc.warnings = [_LINE_WARNING.sub(lambda m: f"line {at(int(m.group(1)))}:", w) for w in doc.warnings]


def source_lines(text: str | None, lines: list[Line], view: View) -> list[Line]:
    """The lines a coverage report shows: the file's own (for a format with lines), or the
    view's (docx, ODT: a block's place is its line)."""
    if text is None:
        return lines
    kinds: dict[int, str] = {}
    for line in lines:
        kinds.setdefault(view.line_of(line.no), line.kind)
    return [Line(no, raw, raw, kinds.get(no, "text")) for no, raw in enumerate(text.split("\n"), 1)]


def written_script(lines: list[Line]) -> dict[str, str]:
    """Each folded (simplified) character to the one the document wrote, from its lines that fold
    character for character; a character written two ways in the document is left out."""
    from kgraph.extract.fold import fold

    seen: dict[str, set[str]] = {}
    for line in lines:
        if line.raw == line.text or len(folded := fold(line.raw)) != len(line.raw):
            continue
        for a, b in zip(folded, line.raw, strict=True):
            if a != b and a >= "\u3400" and b >= "\u3400":
                seen.setdefault(a, set()).add(b)
    return {a: next(iter(b)) for a, b in seen.items() if len(b) == 1}


def own_text(line: Line | None, text: str, script: dict[str, str] | None = None) -> str:
    """`text` as the document wrote it: where folding (traditional → simplified Chinese) changed
    the line but not its length, the same characters of the line as written; otherwise (text
    joined from several lines) each character as the document writes it elsewhere."""
    if not text:
        return text
    if line is not None:
        if line.raw == line.text and text in clean(line.text):
            return text
        if line.raw != line.text and (written := _on_line(line, text)) is not None:
            return written
    return "".join(script.get(ch, ch) for ch in text) if script else text


def _on_line(line: Line, text: str) -> str | None:
    folded, written = clean(line.text), clean(line.raw)
    at = folded.find(text)
    if at < 0 or len(folded) != len(written):
        from kgraph.extract.fold import fold

        folded = fold(written)  # the line as written, only folded (its layout, bullets and dates kept)
        at = folded.find(text)
        if at < 0 or len(folded) != len(written):
            return None
    # only where the two differ by folded Chinese characters alone (not a reordered table)
    if any(
        a != b and not (a >= "\u3400" and b >= "\u3400") and unicodedata.normalize("NFKC", b) != a
        for a, b in zip(folded, written, strict=True)
    ):
        return None
    return written[at : at + len(text)]
