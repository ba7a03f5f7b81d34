"""A brief's items: `增量 N`/`Increment N` blocks, a part's top-level list items, rows of tables whose
header names the columns; each item's fields."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field

import kgraph.extract.recognise as R
from kgraph import patterns as P
from kgraph.extract.common import (
    MARKED_LABEL,
    clean,
    cut_name,
    figures_in,
    is_title,
    name_near,
    split_bullets,
    status_of,
    title_status,
)
from kgraph.extract.lexicon import Lexicon
from kgraph.extract.readers.fields import (  # noqa: F401 - FIELD_OF_LABEL, inline_fields: re-exported
    _SENTENCE_MARK,
    FIELD,
    FIELD_OF_LABEL,
    ONE_LINE_FIELDS,
    _metric_label,
    _section_said,
    field_of,
    inline_fields,
)
from kgraph.extract.readers.register import REGISTER_ITEM
from kgraph.extract.readers.rows import BriefRows, table_runs  # noqa: F401 - table_runs: re-exported
from kgraph.extract.segment import Line
from kgraph.models import (
    Claim,
    Mention,
    RegisterEntry,
    SourceRef,
)

# ---------------------------------------------------------------- briefs

ITEM_START = re.compile(
    r"^\s*(?:#{1,6}\s*)?(?:[-*]\s*)?(?:[^\x00-\x7f\w\s【（［]{1,3}\s*)?(?:\*\*?)?\s*"  # (`### 🆕 淨增 1｜…`: an icon first; `🆕 *NET-new 1 · X*`)
    r"[【\[]?(?:本次|本棒|本期|本轮)?"  # (`本次新增 1｜AmpliconLM`, `【本棒新增 1/3】DuneGuard`)
    r"(增量|邻接|NET-new|Net-new|Increment|Adjacent|新增|净增(?=\s*\d{1,2}\s*(?:\*\*)?\s*[【\[:：—|｜\u3000]))"  # (`净增 1：X`, `净增 1　X`, not `净增 3 条`)
    r"\s*([0-9]{1,2}|[A-Z]|[一二三四五六七八九十]{1,3}|[①-⑳])(?![0-9一二三四五六七八九十])(?:(?:\s*[/／-]\s*|\s+of\s+)\d{1,2}(?=\s*[】\]:：]))?"  # (`增量一`, `【…1/3】`, `NET-new 1/3:`)
    r"(?!\s*(?:条|件|个|篇|项|筆|笔|則|则|items?\b|papers?\b|ids?\b))"  # (`邻接 1 条`: a count)
    r"\s*(?:\*\*)?\s*([【\[:：—\-(（|｜\s】\]].*|)$"
)
LIST_ITEM = re.compile(r"^\s*- (.*\S)")
_NAME_ID_OPENS = re.compile(
    r"^ {0,3}[A-Z0-9][\w.+-]*(?: [A-Z0-9][\w.+-]*){0,4}\s*[(（]\s*(?i:arxiv)\s*[:：]?\s*\d{4}\.\d{4,5}"
)


# `NET-new; proposed for §1.2 Scene Memory`: the section the status proposes, named as its writer calls it
_PROPOSED_SECTION = re.compile(
    r"(?:propos|suggest)\w*\s+(?:for|in|under|section)\s+§|(?:goes|belongs|fits)\s+(?:in|under|into)\s+§|建议归入\s*§|(?:归入|归到|归在|放到|放在)\s*§",
    re.I,
)  # (`It goes in section 1.2, Plume Rise Modelling.`, said)


def _proposed_section(text: str) -> str:
    """The section a status proposes (`NET-new · suggested for §1.3 KV Cache 管理`), or ''."""
    m = _PROPOSED_SECTION.search(text)
    # (a comma right after the number goes on to its name: `§1.2, Plume Rise Modelling`)
    return re.split(r"[。；;]|(?<!\d)[，,]|\.(?!\d)", text[m.end() - 1 :], maxsplit=1)[0].strip() if m else ""


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
    head = P.without_icons(cut_name(text, lex)).strip()  # (`🆕 **LumaVision 3** · release <…>`)
    return is_title(head) and len(head) <= 48


@dataclass
class Block:
    kind: str  # increments, adjacent ...
    start: Line
    label: str
    lines: list[Line] = field(default_factory=list)


class BriefItems(BriefRows):
    def part_increments(self, lines: list[Line]) -> None:
        """Items under a part: `增量 1…`/`Increment 1…` lines, or else the part's top-level list
        items that start with a title and/or an id (their child lines are their fields), and the
        rows of its tables."""
        heading = lines[0].text if lines else ""
        adjacent_part = bool(re.search(r"邻接|adjacent|候选|candidate", heading, re.I)) or any(
            R.has_status(heading, s, self.lex) for s in ("adjacent", "candidate")
        )  # (a writer's own word for it, in the lexicon: `## 邻近与备选`)
        blocks: list[Block] = []
        words = any(ITEM_START.match(line.text) for line in lines[1:])
        tops = [line for line in lines[1:] if LIST_ITEM.match(line.text)]
        indent = min((_indent(line.text) for line in tops), default=0)
        concern: list[Line] = []  # a to-verify entry (a callout) between items, and its lines
        for line in lines[1:]:
            m = ITEM_START.match(line.text)
            lm = LIST_ITEM.match(line.text) if not words else None
            if REGISTER_ITEM.match(line.text) and not _indent(line.text):
                concern = [Line(0, ""), line]
                continue
            if concern and not m and not (lm and _indent(line.text) == indent) and line.text.strip():
                concern.append(line)
                continue
            if concern:
                self.part_register(concern)
                concern = []
            if m:
                word = m.group(1)
                kind = "adjacent" if re.match(r"邻接|adjacent", word, re.I) else "increment"
                blocks.append(Block(kind=kind, start=line, label=f"{word} {m.group(2)}"))
            elif (lm and _indent(line.text) == indent and item_title(lm.group(1), self.lex)) or (
                not words and not tops and _NAME_ID_OPENS.match(line.text)
            ):  # (a part's paragraph that opens with a work's name and id: `KneePoint（arXiv …）属邻接：…`)
                kind = "adjacent" if adjacent_part else "increment"
                n = sum(1 for b in blocks if b.kind == kind)
                label = f"邻接 {chr(ord('A') + n) if n < 26 else n + 1}" if adjacent_part else f"增量 {n + 1}"
                blocks.append(Block(kind=kind, start=line, label=label))
            elif blocks and not (line.text.strip().startswith("|") and not words):
                blocks[-1].lines.append(line)
            elif not line.text.strip().startswith("|"):
                self.part_other([line])
        if concern:
            self.part_register(concern)
        for block in blocks:
            self.item_block(block)
        role = "adjacent" if adjacent_part else "increment"
        read = self.table_items(lines[1:], role)
        self.row_records([line for line in lines[1:] if line.no not in read], role)

    part_noinc_items = part_increments

    def item_block(self, block: Block) -> None:
        title = block.start.text
        m = ITEM_START.match(title)
        rest = re.sub(r"^\s*[】\]]", "", m.group(3)) if m else title  # (`【本棒新增 1/3】X`: its bracket closed)
        section = None
        section_name = None
        carried = False
        for number, _name in self.section_names(rest, block.start.no):
            section = section or number
        bracket = re.match(r"\s*[【\[]([^】\]]*)[】\]]\s*(.*)$", rest)
        headline = bracket.group(2) if bracket else rest.lstrip(":：—-·| ")
        icons = re.match(r"^[\s🔴🟠🟡🟢⚪️🆕🔄]*", headline).group(0)  # type: ignore[union-attr]
        headline = headline[len(icons) :]
        headline = re.sub(
            r"^/\s*(?:增量|邻接|NET-new|Adjacent|Increment)\s*\w{1,2}\s*", "", headline, flags=re.I
        ).lstrip(":：—- ")
        label_m = re.match(r"([^:：]{1,40}?)\s*[:：](?!//)\s*(\S.*)$", headline)  # (not a link's `https:`)
        labelled = ""
        if (
            label_m
            and (
                re.search(
                    r"update|更新|沿用|续用|carried|邻接|adjacent|候选|candidate|增量|NET-new", label_m.group(1), re.I
                )
                or R.status_words(self.lex).fullmatch(label_m.group(1).strip("*_ "))  # (`Anchored: HaarBuoy …`)
            )
            and not P.find_arxiv(label_m.group(1))  # `**X** (2612.24581) (adjacent): …` names its work first
            and not re.search(r"arXiv$", label_m.group(1), re.I)  # (`X (candidate) arXiv:…`: an id's label)
            and not (  # (`GliderPath, adjacent: …`, `DendriteWatch（邻接预备）：…`: a name, then what it is)
                re.search(r"\S\s*(?:[,，]\s*\S|[(（][^()（）]{1,24}[)）]\s*$)", label_m.group(1))
                and is_title(cut_name(label_m.group(1), self.lex))
            )
        ):
            if P.CARRIED.search(label_m.group(1)):
                carried = True
            labelled = label_m.group(1)  # (`adjacent: LesionMap …`: the label states the status)
            headline = label_m.group(2)
        elif (mk := MARKED_LABEL.match(headline)) and R.status_words(self.lex).fullmatch(mk.group(2).strip()):
            carried = carried or bool(P.CARRIED.search(mk.group(2)))
            labelled, headline = mk.group(2), headline[mk.end() :]  # (`**延续** ThawPatch (…)`: its status in bold)
        name = cut_name(headline, self.lex)
        if not name and (lead := P.find_arxiv(headline[:24])) and not headline[: lead[0][1]].strip("([【 "):
            name = name_near(headline, lead[0][1], lead[0][2])  # `### 2612.20317 — PatchMerge-V`: the id first
        at = headline.find(name) if name else -1
        rest = headline[at + len(name) :] if at >= 0 else ""
        explicit, explicit_date = title_status(rest, self.doc.date, self.lex)
        for said in (labelled.strip("*_ "), icons.strip()):  # (`🔄 HiveMind …`: the icon states it)
            if not explicit and said:
                explicit, explicit_date = title_status(said, self.doc.date, self.lex)
        if not explicit and bracket:  # `增量 1【§1.2 Rerankers｜沿用（10-28 锚定）】Name`: the bracket's tags
            explicit, explicit_date = self.tags_status(bracket.group(1))
        venue = None
        vm = re.match(r"[^(（]*[(（]([^)）]*)[)）]", headline)
        if vm and not P.find_arxiv(vm.group(1)) and vm.group(1).strip("⭐★ "):
            venue = clean(vm.group(1))[:80]
        ids = P.find_arxiv(title)
        status = "adjacent" if block.kind == "adjacent" else self.default_status
        if carried:
            status = "carried-over"
        elif explicit and explicit != "mentioned" and not (block.kind == "adjacent" and explicit == "new"):
            status = explicit
        mention = Mention(
            key="",
            name=name,
            line=block.start.no,
            status=status,
            role=block.kind,
            label=block.label,
            section=section,
            venue=venue,
            status_date=explicit_date if status == explicit else None,
            quote=clean(block.start.raw or title)[:240],  # the line as written, not a heading made of it
        )
        if (
            re.search(r"候选|candidate", title, re.I) or R.has_status(title, "candidate", self.lex)
        ) and block.kind == "adjacent":
            mention.status = "candidate"
        elif not carried and status != explicit:
            self.defaulted[id(mention)] = status
        field_name = "intro"
        self.block_entries: list[RegisterEntry] = []
        all_ids = [i[0] for i in ids]
        fields: list[tuple[int, str]] = []
        said = False  # the field line being read had its value on it
        for label, value in inline_fields(rest, self.lex):  # `… Status: NET-new. Source: x.md.` on the title line
            if label != "status" or not explicit:
                self.item_field(mention, label, value, block.start, all_ids)
        by_fields = len(mention.claims)
        if P.FIGURE.search(rest):  # `- **X** (id) in §1.1: what it does; **62%** token reduction.`
            self.item_field(mention, "intro", rest, block.start, all_ids)
        if not mention.sources and P.PATH.search(rest):  # `… now 2.4x (see inbox/mira/notes.md)`: its source
            self.item_field(mention, "sources", rest, block.start, all_ids)
        on_title = len(mention.claims)
        for line in block.lines:
            fm = own = FIELD.match(line.text)  # `own`: the line's field as written, whatever fm becomes
            content = line.text
            if figure := row_figure(line.text):  # `| speedup vs AdamW | 1.35 | × |` under the item
                field_name, content, fm = "points", figure, None
            if fm and (named := field_of(fm.group(1))):
                field_name = named
                content = fm.group(2)
                said = bool(content.strip())
            elif (
                (field_name in ONE_LINE_FIELDS or (field_name in ("sources", "urls") and said))
                and (LIST_ITEM.match(line.text) or not fm)
                and not P.URL.search(line.text)
                and not P.PATH.search(line.text)
            ):
                field_name = (
                    "points"  # a bullet or paragraph after `arXiv: …` (or a full `Sources: …`, `URL: …`): a point
                )
            elif (
                fm
                and P.FIGURE.search(fm.group(2))
                and not P.PATH.search(fm.group(2))
                and not _SENTENCE_MARK.search(fm.group(1))  # (`沿用前一棒的条目，…。要点：…`: a sentence, no label)
            ):
                field_name = "points"  # `Speedup vs AdamW: 1.35×` after any field: a figure of the item
            self.item_field(mention, field_name, content, line, all_ids)
            if field_name in ("intro", "points", "arxiv", "confidence") or not (own and field_of(own.group(1))):
                # `… allocator. Status: NET-new. Suggested section: §1.3 …`: fields inside a sentence run
                for label, value in inline_fields(content, self.lex):
                    if label in ("section", "status", "anchored", "confidence") and label != field_name:
                        self.item_field(mention, label, value, line, all_ids)
                if mention.section is None and (said := _section_said(content, self.lex)):
                    self.item_field(mention, "section", said, line, all_ids)  # `本棒净增，建议归入 §1.1 X。要点：…`
            # `confidence high; from a.md; b.md`, `URL: arXiv:… (来源：a.md、b.md)` (an e-book's footnote inlined)
            named = P.URL.sub(" ", content) if field_name in ("urls", "arxiv") else content
            if field_name != "sources" and P.PATH.search(named):
                for ref in self.source_refs(named, line.no, "cited"):
                    cited_for_item(ref)
                    mention.sources.append(ref)
                    self.doc.sources.append(ref)
            if line.text.strip():
                fields.append((line.no, field_name))
        fielded = mention.claims[:by_fields] + mention.claims[on_title:]
        said = {(f.value, f.unit) for c in fielded for f in c.figures}
        mention.claims[by_fields:on_title] = [  # a title's figure that a field states too is one claim
            c for c in mention.claims[by_fields:on_title] if not {(f.value, f.unit) for f in c.figures} <= said
        ]
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

    def tags_status(self, bracket: str) -> tuple[str, dt.date | None]:
        """The status an item's bracket of tags gives: what a tag says (`10-30 已锚入`) before the
        kind of item the bracket opens with (`沿用件`)."""
        tags = [t for t in re.split(r"\s*[｜|·]\s*", bracket) if not P.section_number(t)]
        kind = [t for t in tags if re.fullmatch(r"(?:沿用|续用)件?|" + P.CARRIED_EN + r"(?: item)?", t, re.I)]
        for said in ([t for t in tags if t not in kind], kind):
            status, date = title_status("｜".join(said), self.doc.date, self.lex)
            if status:
                return status, date
        return "", None

    def intro_facts(self, mention: Mention, content: str, line: Line) -> None:
        """A line under an item that opens with a status (`- NET-new · suggested for §1.3 …`,
        `- anchored on Oct 1 in §1.1`) gives the item's status and its suggested section."""
        text = R.canonical_dates(content.strip().lstrip("-*• "))
        if (
            mention.section is None
            and (said := _proposed_section(text))
            and (found := self.section_names(said, line.no, heading=True))
        ):
            mention.section = found[0][0]  # `arXiv:… | suggested section §1.2 Sediment Transport |`, its line wrapped
        if len(text) <= 60 and re.fullmatch(r"§\s*\d+\s*\.\s*\d+[^§]*", text):  # a line that is a section
            found = self.section_names(text, line.no)
            mention.section = mention.section or (found[0][0] if found else None)
            return
        tags = re.split(r"\s+[·｜|]\s+", text)
        if len(tags) >= 3 and len(P.URL.sub("", text)) <= 200 and all(len(P.URL.sub("", t)) <= 60 for t in tags):
            # `2705.01287 · §1.1 Structure Prediction · NET-new · confidence high`: the item's tag line
            section = next((t for t in tags if re.fullmatch(r"§\s*\d+\s*\.\s*\d+[^§]*", t)), None) or next(
                (said for t in tags if (said := _proposed_section(t))), None
            )  # (`proposed section §1.2 Sediment Transport` among the tags)
            if section and mention.section is None and (found := self.section_names(section, line.no, heading=True)):
                mention.section = found[0][0]
            status, date = self.tags_status(text)
            if status and status != "mentioned" and not (mention.role == "adjacent" and status == "new"):
                self.defaulted.pop(id(mention), None)
                mention.status, mention.status_date = status, date  # type: ignore[assignment]
            return
        if mention.status in ("anchored", "carried-over") and mention.status_date is None and len(text) <= 20:
            mention.status_date = R.first_date(text, self.doc.date)  # `Oct 28` alone: when it was anchored
            return
        if not R.status_words(self.lex).match(text):
            first = re.split(r"(?<=[。！？])|(?<=[.!?])\s", text, maxsplit=1)[0]
            if mention.status != "mentioned" or len(first) > 80 or not R.status_words(self.lex).search(first):
                return
            text = first  # `不是新的：已于 12-01 锚入 §1.2 …。`: what nothing else said of the item, its first sentence says
        status, date = status_of(text[:80], self.doc.date, self.lex, "")
        if status:
            self.defaulted.pop(id(mention), None)  # its status is said, not only its part's
        if status and status != "mentioned" and not (mention.role == "adjacent" and status == "new"):
            if status == mention.status and date is None:
                date = mention.status_date  # (`anchored last night` under `… anchored Nov 02`: the date stays)
            mention.status, mention.status_date = status, date  # type: ignore[assignment]
            if status in ("adjacent", "candidate") and mention.role == "increment":
                mention.role = "adjacent"  # an item that says it is adjacent is one, whatever its part
        if mention.section is None and (number := P.section_number(text)):
            if said := _section_said(text, self.lex) or _proposed_section(text):
                # `本棒净增，建议归入 §1.2 长影片模型。`: the section as the brief names it, all its
                # words up to the clause's end (`§1.3 KV Cache 压缩与卸载`) or a bracket's note
                # (`§1.3（TokenWeave 条目补…）` names no section)
                self.section_names(re.split(r"[（(]", said, maxsplit=1)[0], line.no, heading=True)
            mention.section = number

    def item_field(self, mention: Mention, field_name: str, content: str, line: Line, ids: list[str]) -> None:
        found = P.find_arxiv(content)
        if field_name == "arxiv":
            if found and not ids:
                ids.append(found[0][0])
            for key, _, _ in found:
                self.covered.add((key, line.no))
            for token, problem in P.find_bad_arxiv(content):
                self.bad(token, line.no, problem)
            if re.search(r"\s[·｜|]\s", content) and found and found[0][0] in ids:
                self.intro_facts(mention, content, line)  # `arXiv: … · proposed section §1.2 X · confidence: …`
            return
        if field_name == "sources":
            for ref in self.source_refs(content, line.no, "cited"):
                cited_for_item(ref)
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
            if not ids and found and not P.URL.search(content):
                ids.append(found[0][0])  # `链接：arXiv:2612.11834`: the link is the id
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
            content = re.sub(r"^\s*(?=\d+\s*\.\s*\d)", "§", content)  # `Section: 1.2`
            content = re.sub(
                r"^(§\s*\d+\s*\.\s*\d+)\s*[(（]([^()（）\"“”「」'。，,;；:：]{2,40})[)）]\s*$", r"\1 \2", content
            )  # `1.2 (Name)`; not a note in brackets (`§1.3（TokenWeave 条目补"已进 vLLM 上游"）`)
            for number, name in self.section_names(content, line.no):
                if mention.section is None or mention.section != number:
                    mention.section = number
                    mention.section_name = name or None
                break
            return
        if field_name == "anchored":  # `Anchored: 2026-10-01`
            if date := R.first_date(content, self.doc.date):
                if mention.status in ("new", "mentioned"):
                    mention.status = "anchored"
                mention.status_date = date
            return
        if field_name == "venue":
            mention.venue = clean(content)[:80]
            return
        if field_name == "status":
            status, date = status_of(content, self.doc.date, self.lex, "")
            if not status and re.search(r"\bnew\b", content, re.I):
                status = "new"
            if status:
                self.defaulted.pop(id(mention), None)
            if status and not (status in ("adjacent", "candidate") and mention.role == "adjacent"):
                if status == mention.status and date is None:
                    date = mention.status_date  # (`昨晚接力已锚入。` under `状态：已锚入（3-10）`: said again, undated)
                mention.status, mention.status_date = status, date  # type: ignore[assignment]
                if status in ("adjacent", "candidate") and mention.role == "increment":
                    mention.role = "adjacent"  # an item that says it is adjacent is one, whatever its part
            elif status == "candidate":
                mention.status = "candidate"
            self.take(line.no, f"status {mention.status}")
            self.section_names(content, line.no, named=bool(_PROPOSED_SECTION.search(content)))
            if (number := P.section_number(content)) and mention.section is None:
                mention.section = number
            return
        if field_name in ("points", "caveats", "intro"):
            if field_name == "intro" and not content.strip():
                return
            if field_name == "intro" and not (found and ids and found[0][0] not in ids):
                self.intro_facts(mention, content, line)  # (not a line about another work: `Adjacent: X (2612.…)`)
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
                labelled = re.match(r"\W*([^:：\d]{3,60}?)\W*[:：]\s*\S", point)
                named = labelled and _metric_label(labelled.group(1)) and not self.lex.label(labelled.group(1))
                for figure in figures if named else ():
                    if figure.metric in ("", "unknown"):  # `visual token reduction: 62%`: the label names it
                        figure.metric = clean(labelled.group(1)).lower()[:40]
                mention.claims.append(Claim(text=point[:500], line=line.no, figures=figures, kind=kind))  # type: ignore[arg-type]
            return
        # relation to the living document: related items (section names there are prose)
        for key, _, _ in found:
            mention.related.append(key)

    # -- register


_UNIT_CELL = re.compile(r"×|x|%|ms|s|GB|GiB|MB|TB|tok/s|tokens/s|points?|pts|pp|倍")


def cited_for_item(ref: SourceRef) -> None:
    """A file under an item is cited for it, whatever its note says of the file (`a.md (empty:
    nothing new)`: an empty file cited for an item is what source-status-conflict finds)."""
    if ref.status in ("reference", "empty-missing"):
        ref.status = "cited"


_VALUE_CELL = re.compile(rf"[-+−]?\d+(?:\.\d+)?\s?(?:{_UNIT_CELL.pattern})")


def row_figure(text: str) -> str | None:
    """A table row that states a figure in cells (`| metric | 1.35 | × |`, `| metric | 38% |`):
    `metric: 1.35×`, the text a figure is read from; None for any other line."""
    stripped = text.strip()
    if not stripped.startswith("|") or stripped.count("|") < 3:
        return None
    cells = [c.strip() for c in stripped.strip("|").split("|")]
    for i in range(1, len(cells)):
        if len(cells) == 2 and _VALUE_CELL.fullmatch(cells[1]) and re.search(r"[A-Za-z\u4e00-\u9fff]", cells[0]):
            return f"{cells[0]}: {cells[1]}"  # `| false alarm reduction | 34% |`
        if not re.fullmatch(r"\d+(?:\.\d+)?", cells[i]):
            continue
        unit = cells[i + 1] if i + 1 < len(cells) and _UNIT_CELL.fullmatch(cells[i + 1]) else ""
        if not unit:
            continue
        metric = cells[i - 1] if re.search(r"[A-Za-z\u4e00-\u9fff]", cells[i - 1]) else ""
        return f"{metric}: {cells[i]}{'' if unit in ('×', '%', '倍') else ' '}{unit}" if metric else None
    return None
