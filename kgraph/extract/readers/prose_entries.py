"""A living document's entries written as paragraphs of prose (`§1.1 Vision Encoders holds
GlimpseNet (arXiv 2612.19876), anchored on 29 November 2026. …`) and the paragraphs of fields
right after one (notes.py's LivingReader reads the rest)."""

from __future__ import annotations

import re

import kgraph.extract.recognise as R
from kgraph import patterns as P
from kgraph.extract.common import clean, figures_in, is_title, name_near
from kgraph.extract.readers.base import BaseReader
from kgraph.extract.records import NAME_BEFORE_ID, NAME_BEFORE_URL, per_work
from kgraph.extract.segment import Line
from kgraph.models import Claim, Mention

# a paragraph's line that is a field: `Thaw depth forecast error: 11%`, `Card: paper_cards/…`
_FIELD_LINE = re.compile(r"^\s*[^\s:：|#>(（-][^:：|()（）]{0,40}[:：]\s*\S.{0,120}$")


class ProseEntries(BaseReader):
    """(A part of LivingReader, which gives `section_above`.)"""

    def section_above(self, no: int) -> str | None:  # pragma: no cover - LivingReader's
        raise NotImplementedError

    def prose_entries(self) -> None:
        """A paragraph that names one work no entry holds and says it is anchored (`§1.1 Vision
        Encoders holds GlimpseNet (arXiv 2612.19876), anchored on 29 November 2026. …`, or opens
        with a work named by its link, `SGLang HiCache (https://…): …`): that work's entry, its
        section, date, figures and files from the paragraph."""
        from kgraph.extract.records import paragraphs

        held = {m.key for m in self.doc.mentions if m.role == "living"}
        blocks = paragraphs(self.lines)
        for at, block in enumerate(blocks):
            text = R.canonical_dates(clean(" ".join(line.text.strip() for line in block)))
            ids = {k for k, _, _ in P.find_arxiv(text)}
            linked = NAME_BEFORE_URL.match(text) if not ids else None  # `SGLang HiCache (https://…): …`
            if linked and is_title(linked.group(1)) and len(P.URL.findall(text)) == 1:
                ids = {P.normalise_name(linked.group(1))}
            for key, said in [(next(iter(ids)), text)] if len(ids) == 1 else per_work(text):
                if key not in held:
                    self.prose_entry(key, said, block, linked)
            if len(ids) == 1 and (entry := self._held(next(iter(ids)), block)) is not None:
                self.field_paragraphs(entry, block, blocks[at + 1 :])

    def _held(self, key: str, block: list[Line]) -> Mention | None:
        return next(
            (m for m in self.doc.mentions if m.key == key and m.role == "living" and m.line == block[0].no), None
        )

    def field_paragraphs(self, entry: Mention, block: list[Line], after: list[list[Line]]) -> None:
        """Paragraphs right after a prose entry that are only fields and name no work
        (`Thaw depth forecast error: 11%`, `Card: paper_cards/…`, each a paragraph of a post): its
        figures and files, up to the next heading or paragraph of another kind."""
        last = block[-1].no
        for fields in after:
            # (paragraphs are runs of text lines: a line between two is blank unless it is another kind)
            between = any(line.text.strip() for line in self.lines[last : fields[0].no - 1])
            if between or not all(_FIELD_LINE.match(line.text) and not P.URL.search(line.text) for line in fields):
                return  # (a heading, a list, a table between: the entry has ended)
            if any(P.find_arxiv(line.text.split(":", 1)[-1]) for line in fields if "paper_cards/" not in line.text):
                return
            for line in fields:
                if line.no in self.doc.taken:
                    continue  # (read already: a footnote naming the card, a field of its own)
                if figures := figures_in(line.text):
                    entry.claims.append(Claim(text=clean(line.text)[:500], line=line.no, figures=figures))
                known = {s.path for s in entry.sources}
                paths = [m.group(0) for m in P.PATH.finditer(line.text) if m.group(0) not in (self.doc.path, *known)]
                if paths:
                    entry.sources.extend(self.source_refs(" ; ".join(paths), line.no))
                if figures or paths:
                    self.take(line.no, f"field of {entry.name or entry.key}")
            last = fields[-1].no

    def prose_entry(self, key: str, text: str, block: list[Line], linked: re.Match[str] | None) -> None:
        """One work's entry from the words of a paragraph that are its (see `prose_entries`)."""
        anchored, date = P.anchored_date(text, self.doc.date)
        if not anchored:
            return
        named = NAME_BEFORE_ID.search(text) or linked
        near = ""
        if not named and (at := next((f for f in P.find_arxiv(text) if f[0] == key), None)):
            near = name_near(text, at[1], at[2])  # `ThawCast https://arxiv.org/abs/3304.51327 Anchored Apr 11. …`
        mention = Mention(
            key=key,
            arxiv_id=None if linked else key,
            urls=P.URL.findall(text) if linked else [],
            name=named.group(1) if named and is_title(named.group(1)) else near if is_title(near) else "",
            line=block[0].no,
            status="anchored",
            role="living",
            section=P.section_number(text) or self.section_above(block[0].no),
            status_date=date,
            quote=text[:240],
        )
        if figures := figures_in(text):
            mention.claims.append(Claim(text=text[:500], line=block[0].no, figures=figures))
        if paths := [m.group(0) for m in P.PATH.finditer(text) if m.group(0) != self.doc.path]:
            # (its own files, not through `entry_field`: the line may date other works too)
            mention.sources.extend(self.source_refs(" ; ".join(paths), block[0].no))
        self.doc.mentions.append(mention)
        self.covered.add((key, block[0].no))
        for line in block:
            self.take(line.no, f"record of {mention.name or key}")
