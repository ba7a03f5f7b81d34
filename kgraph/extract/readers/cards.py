"""Paper cards, inbox notes and any other document that is no brief and no living document."""

from __future__ import annotations

import re

import kgraph.extract.recognise as R
from kgraph import patterns as P
from kgraph.extract.common import clean, figures_in, split_bullets
from kgraph.extract.readers.base import BaseReader
from kgraph.extract.segment import Line
from kgraph.models import Claim, Document, Mention


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
