"""Records: what the readers' items gather from the rest of the document.

A figure is a claim of the work it is written beside, wherever it is written: an item's
title, a table cell (its metric from the column header), a `## Figures` list, a summary line
naming several works (each figure goes to the work named just before it). A concern written
as a callout keeps the ids its body names.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kgraph import patterns as P
from kgraph.extract.common import bare_title, clean, figures_in, is_title, name_near
from kgraph.extract.named import (
    known_name_opens,
    named_by_kind,
    named_by_label,
    named_by_link,
    named_by_status,
    subject_names,
)
from kgraph.extract.segment import Line
from kgraph.models import Claim, Document, Mention, RegisterEntry, SectionName, SourceRef

if TYPE_CHECKING:
    from kgraph.extract.lexicon import Lexicon

ITEM_ROLES = ("increment", "adjacent", "arxiv-list", "living", "card", "note")


def attach_figures(doc: Document, lines: list[Line]) -> None:
    """Figures on lines no claim, register entry or count took: claims of the work named
    nearest before them on the line (or just after, when none is before)."""
    works = _works(doc)
    if not works:
        return
    busy = {c.line for m in doc.mentions for c in m.claims}
    busy |= {e.line for e in doc.entries} | {c.line for c in doc.counts} | {s.line for s in doc.sources}
    busy |= {m.line for m in doc.mentions if m.role in ("increment", "adjacent")}  # an item's title: its reader decided
    names = [(name, m) for name, m in works.items() if not re.fullmatch(r"\d{4}\.\d{4,5}", name)]
    for line in lines:
        text = line.text
        if line.no in busy or not P.FIGURE.search(text) or _read_as_field(doc.taken.get(line.no, [])):
            continue
        places = _places(text, works, names)
        if not places:
            continue
        label = re.match(r"\s*(?:[-*]\s+)?([^:：|]{1,40})[:：]", text)
        for figure_text, start in _figure_spans(text):
            before = [p for p in places if p[0] <= start]
            work = (before[-1] if before else places[0])[1]
            figures = figures_in(figure_text)
            if not figures:
                continue
            metric = clean(label.group(1)).lower() if label else ""
            if figures[0].metric == "unknown" and _noun(metric) and metric not in works and not lex_label(metric):
                figures[0].metric = metric  # `- Speedup: 2.2×`: the label names the metric
            sources = [s.path + (f" {s.locator}" if s.locator else "") for s in work.sources]
            claim = Claim(
                text=clean(text)[:500], line=line.no, figures=figures[:1], urls=list(work.urls), sources=sources
            )
            work.claims.append(claim)
        doc.taken.setdefault(line.no, []).append("figures of the works it names")


def lex_label(text: str) -> bool:
    from kgraph.extract.lexicon import default

    return default().label(text) is not None


def _read_as_field(taken: list[str]) -> bool:
    """A line a reader took as a field, a source, a count or a register entry's text: what it
    says of figures was decided there (a relation field's figures are other works')."""
    return any(
        t.startswith(("field ", "text of register", "count ", "source", "detail of", "status ", "record of"))
        for t in taken
    )


def _noun(text: str) -> bool:
    """A short label without digits or a sentence: a metric's name."""
    return 2 <= len(text) <= 24 and not re.search(r"[\d，。,;；]", text) and len(text.split()) <= 3


def _works(doc: Document) -> dict[str, Mention]:
    """name or id (lower case) → the mention that carries the work's claims (an item first)."""
    out: dict[str, Mention] = {}
    for m in sorted((m for m in doc.mentions if m.role in ITEM_ROLES), key=lambda m: ITEM_ROLES.index(m.role)):
        for key in (m.arxiv_id, m.name):
            if key and len(key) >= 3:
                out.setdefault(key.lower(), m)
    return out


def _places(text: str, works: dict[str, Mention], names: list[tuple[str, Mention]]) -> list[tuple[int, Mention]]:
    lowered = text.lower()
    places = [(start, works[key]) for key, start, _ in P.find_arxiv(text) if key in works]
    for name, m in names:
        at = lowered.find(name)
        if at >= 0 and _whole(lowered, at, len(name)):
            places.append((at, m))
    return sorted(places, key=lambda p: p[0])


def _whole(text: str, at: int, size: int) -> bool:
    before = text[at - 1] if at else " "
    after = text[at + size] if at + size < len(text) else " "
    return not (before.isascii() and before.isalnum()) and not (after.isascii() and after.isalnum())


def _figure_spans(text: str) -> list[tuple[str, int]]:
    out = []
    for m in P.FIGURE.finditer(text):
        start = max(0, m.start() - 24)
        out.append((text[start : m.end() + 12], m.start()))
    return out


def attach_callouts(doc: Document, spans: list[tuple[int, int]], lines: list[Line], lex: Lexicon) -> None:
    """A register entry on the first line of a callout: its text goes on with the callout's
    body (or is the body, when the title only says where it stands: `To verify · risk
    medium`), its items are the ids the body names, its risk the one the body gives."""
    by_no = {line.no: line for line in lines}
    starts = dict(spans)
    ids = {P.normalise_name(m.name): m.arxiv_id for m in doc.mentions if m.name and m.arxiv_id}
    named = work_names(doc.mentions)
    stated: set[int] = set()  # the entries whose callout's title only says where they stand
    for entry in doc.entries:
        end = starts.get(entry.line)
        if end is None:
            continue
        body = [
            by_no[no].text.strip() for no in range(entry.line + 1, end + 1) if no in by_no and by_no[no].text.strip()
        ]
        if body and bare_title(entry.text, lex):
            entry.label, entry.text = entry.label or clean(entry.text), ""
            stated.add(id(entry))
        said = clean(" ".join(body))
        if said and said[:60] not in entry.text:  # (the register reader may have read the body already)
            entry.text = clean(f"{entry.text} — {said}" if entry.text else said)[:400]
        elif said:
            stated.add(id(entry))  # (it did: the title's entry is the body's)
        for no in range(entry.line + 1, end + 1):
            line = by_no.get(no)
            if line is None or not line.text.strip():
                continue
            for key, _, _ in P.find_arxiv(line.text):
                if key not in entry.items:
                    entry.items.append(key)
            for name in _concerned(line.text):  # `**Concerns:** OmniTok`: the works it names
                name = ids.get(name, name)
                if name not in entry.items:
                    entry.items.append(name)
            doc.taken.setdefault(no, []).append(f"text of register entry at line {entry.line}")
        if entry.risk is None:
            entry.risk = P.risk_of(" ".join(body)) or None  # type: ignore[assignment]
        entry.items += [key for key in works_named(said, named) if key not in entry.items]  # `CliffScan: still …`
    _one_entry_per_callout(doc, starts, stated)


def _one_entry_per_callout(doc: Document, starts: dict[int, int], stated: set[int]) -> None:
    """A callout whose title is an entry and whose body holds one entry line (`> [!warning] 風險中，
    未解決` over `> - [ ] BasinBudget …`) says one concern: the title's entry, its text the body's;
    one whose title only says where they stand over several entries holds those, no more."""
    from kgraph.extract.fold import fold

    inner: dict[int, list[RegisterEntry]] = {}
    for entry in doc.entries:
        for start, end in starts.items():
            if start < entry.line <= end:
                inner.setdefault(start, []).append(entry)
    merged: set[int] = set()
    for entry in doc.entries:
        body = inner.get(entry.line, [])
        if len(body) >= 2 and (
            id(entry) in stated or all(fold(clean(b.text), True)[:40] in fold(clean(entry.text), True) for b in body)
        ):
            merged.add(id(entry))  # (`> [!warning] 待核实` over a list of entries: each is one, the title none)
            continue
        if len(body) != 1 or entry.line not in starts:
            continue
        said, own = fold(clean(body[0].text), True), fold(clean(entry.text), True)
        if said == own or (id(entry) in stated and said[:60] in own):
            entry.text = body[0].text  # (as the body writes it)
            entry.items += [k for k in body[0].items if k not in entry.items]
            entry.resolved = entry.resolved or body[0].resolved
            merged.add(id(body[0]))
    doc.entries = [e for e in doc.entries if id(e) not in merged]


_CONCERNS_FIELD = re.compile(r"^[\W_]*(?:concerns?|items?|works?|papers?|涉及|相关条目)[\W_]*[:：]\s*(.+)$", re.I)


def _concerned(text: str) -> list[str]:
    """The works a `Concerns: A, B` line names without their ids (by their names' keys)."""
    m = _CONCERNS_FIELD.match(text.strip())
    if not m:
        return []
    names = [clean(n) for n in re.split(r"\s*[,，、;；/]\s*", m.group(1))]
    return [P.normalise_name(n) for n in names if is_title(n) and not P.find_arxiv(n)]


# a status word that opens a compound noun (`候选短语`, candidate phrases; `候选模型`): no status
_COMPOUND = re.compile(
    r"候选(?=[\u4e00-\u9fff])(?![一二三四五六七八九十两]*[项条件篇作])"
)  # (`候选一条`: one candidate)
_FIELD_LINE = re.compile(r"^\s*[^\s:：|][^:：|]{0,15}[:：]\s*\S")


def attach_paragraphs(doc: Document, lines: list[Line], lex: Lexicon, joined: frozenset[int] = frozenset()) -> None:
    """A paragraph of prose that names one work is that work's record: its status, section,
    figures and source files come from the paragraph's sentences when no reader gave the work
    any (`The second NET-new item is KVShard (arXiv 2610.02345) … for §1.3 … 38% KV memory …
    Our notes on it are in inbox/spark/….md`). A paragraph that names several works, each in
    sentences of its own (`第一条增量是 A（arXiv …）…。第二条增量是 B …`), is one record per work:
    the sentences from the one that names it up to the next work's. `joined`: the lines a wrapped
    paragraph's view joined onto the line above (blank now, still the paragraph's)."""
    for block in paragraphs(lines, joined):
        # (a line that is only a link ends its sentence: `https://…/2711.32648` then `PyBatt 3（…）：續用`)
        text = " ".join(s + (";" if P.URL.fullmatch(s) else "") for s in (line.text.strip() for line in block))
        nos = {line.no for line in block}
        if (_words(text) < 8 and not _status_labelled(text, lex)) or not _has_sentence(text, block):
            continue  # not prose: a list, a table, a heading, a lone line (but `Adjacent: X (id) -- …`)
        if len(block) > 1 and all(_FIELD_LINE.match(line.text) for line in block):
            continue  # `链接: …` / `要点: …` / `数据: …`: an item's fields, read as its fields, not prose
        items = {
            m.key for m in doc.mentions if m.role in ("increment", "adjacent") and block[0].no - 1 <= m.line <= max(nos)
        }
        here = [
            m
            for m in doc.mentions
            if m.line in nos and m.role not in ("card-ref",) and not (m.role in ("header", "text") and m.key in items)
        ]  # (the work of an item this paragraph is part of, named again by its link: no record of its own)
        if not here and (known := known_name_opens(text, doc)) is not None:
            known.line = block[0].no  # `**DataMixer-2**: v2 … 2.4× (source: inbox/…)` under a table naming it
            doc.mentions.append(known)
            here = [known]
        if not here and (
            named := named_by_link(text, lex)
            or named_by_status(text, lex)
            or named_by_label(text, lex)
            or named_by_kind(text, lex)
        ):
            named.line = block[0].no  # `**LumaVision 3**, a release (https://…), is new today; …`
            doc.mentions.append(named)
            here = [named]
        for named in _linked_names(text, lex, here):
            named.line = _line_with(block, named.name)  # `… is vLLM v0.31.0 release (https://…), near §1.1`
            doc.mentions.append(named)
            here.append(named)
        if here:  # (a work said by its name alone, among works the paragraph gives ids or links)
            known = {m.key for m in here} | {P.normalise_name(m.name) for m in here if m.name}
            starts = [0, *(m.end() for m in _SENTENCE_START.finditer(text))]
            for named, _ in subject_names(text, starts, lex, known):
                named.line = _line_with(block, named.name)
                doc.mentions.append(named)
                here.append(named)
        lead = _lead(text)  # (`接着说另外几件本棒净增。A（id）：… B（https://…）：…`: said of each)
        for mention, record in _records(text, here):
            _attach(doc, mention, record, nos, lex, lead, _line_metrics(block))


# the bracket after a work's name that holds its link: `(https://…)`, `（版本发布，https://…）`,
# `(release page https://…)` (a link whose text says what it leads to)
_LINK_BRACKET = re.compile(r"[(（]\s*(?:[^()（）:：]{0,20}?(?:[,，]\s*|\s))?(https?://[^\s)）]+)\s*[)）]")


def _linked_names(text: str, lex: Lexicon, here: list[Mention]) -> list[Mention]:
    """Works without an id a paragraph names just before their link in brackets, in a sentence
    that gives a status (`Adjacent to the topic … is vLLM v0.31.0 release (https://…)`,
    `第三条增量是 LumaVision 3（版本发布，https://…），…属本次净增`)."""
    from kgraph.extract.recognise import status_words

    known = {m.key for m in here} | {P.normalise_name(m.name) for m in here if m.name}
    starts = [0, *(m.end() for m in _SENTENCE_START.finditer(text))]
    out: list[Mention] = []
    kinds = _kind_bracket(lex)
    brackets = sorted([*_LINK_BRACKET.finditer(text), *kinds.finditer(text)], key=lambda m: m.start())
    for m in brackets:
        if P.find_arxiv(m.group(0)):
            continue  # a paper's own link: the id names it
        begin = max(s for s in starts if s <= m.start())
        # its record: up to the next sentence that names another work (an id, a link)
        later = [s for s in starts if s > m.end() and (P.find_arxiv(text[s:]) or _LINK_BRACKET.search(text[s:]))]
        nxt = [s for s in later if _names_at(text, s, starts)]
        end = min(nxt, default=len(text))
        before = text[begin : m.start()].rstrip(" (（")  # (`X ((release page https://…), §1.2 …)`)
        clause = re.split(r"[,，。;；:：()（）\]】]|\s[—–-]\s", before)[-1].strip(" *`")
        name = _name_of_clause(clause)
        sentence = text[begin:end]
        if (
            not name
            or P.normalise_name(name) in known
            or P.find_arxiv(sentence)
            or lex.label(name)
            or not (status_words(lex).search(sentence) or status_words(lex).search(_lead(text)))
        ):
            continue
        known.add(P.normalise_name(name))
        url = m.group(1) if m.re is _LINK_BRACKET else next(iter(P.URL.findall(sentence)), None)
        out.append(Mention(key=P.normalise_name(name), name=name, line=0, role="text", urls=[url] if url else []))
    return out


def _kind_bracket(lex: Lexicon) -> re.Pattern[str]:
    """The bracket after a work's name that says what kind of work it is: `LumaVision 3 (release)`,
    `Seeing in Stereo (blog post)`, `X（版本发布）` (lexicon `[prose] kind`)."""
    words = lex.regex("prose", "kind").pattern
    return re.compile(rf"[(（]\s*(?:a\s+|an\s+)?(?:{words})\s*[)）]", re.I)


def _lead(text: str) -> str:
    """The sentences of a paragraph before the first that names a work: what it says of them all."""
    starts = [0, *(m.end() for m in _SENTENCE_START.finditer(text))]
    return text[: next((s for s in starts if _names_at(text, s, starts)), 0)]


def _names_at(text: str, start: int, starts: list[int]) -> bool:
    """Whether the sentence at `start` names a work (an id or a bracketed link)."""
    end = min((s for s in starts if s > start), default=len(text))
    sentence = text[start:end]
    return bool(P.find_arxiv(sentence) or _LINK_BRACKET.search(sentence))


def _name_of_clause(clause: str) -> str:
    """The name a clause ends with: after Han words (`第三条增量是 LumaVision 3`), or from its first
    word that reads as a name (`is vLLM v0.31.0 release`: a capital, a digit or a hyphen)."""
    from kgraph.extract.common import name_after_sentence
    from kgraph.extract.lexicon import default

    if re.search(r"[\u4e00-\u9fff]", clause):
        name = name_after_sentence(clause)
        return name if name != clause and is_title(name) else ""
    words = clause.split()
    sentence = default().tables.get("prose", {}).get("sentence", [])
    verb = max(  # `A candidate … is`; a capital word is a title's (`Robots That Fall Well`)
        (i + 1 for i, w in enumerate(words) if w.lower() in sentence and (w.islower() or i == 0)), default=0
    )
    first = next((i for i, w in enumerate(words) if i >= verb and re.search(r"[A-Z0-9]", w)), None)
    if first is None or len(words) - first > 6:
        return ""
    name = " ".join(words[first:])
    return name if is_title(name) else ""


def _line_with(block: list[Line], name: str) -> int:
    return next((line.no for line in block if name.split()[0] in line.text), block[0].no)


def _status_labelled(text: str, lex: Lexicon) -> bool:
    """`Adjacent: DataMixer-2 (arXiv:…) -- …`: a paragraph a status labels, or one that gives a
    work's id, section and status, however short."""
    from kgraph.extract.recognise import status_words

    m = re.match(r"\s*([^:：]{2,20})[:：]\s*\S", text)
    if m and status_words(lex).fullmatch(m.group(1).strip()):
        return True
    # `VentCam，arXiv号3304.95678，§1.1，活动层预报，4-08 已经锚定。` (one cue, said): a work's id, its
    # section and its status, in few words because Chinese is not spaced
    return len(P.find_arxiv(text)) == 1 and "§" in text and status_words(lex).search(text) is not None


_SENTENCE_END = re.compile(r"[^\s\d][.。](?:\s|$)|§\d{1,2}(?:\.\d{1,2})?。")  # (`…已锚定在§1.1。`)
_SENTENCE_START = re.compile(r"(?<=[。！？；])|(?<=[.!?;])\s+")


def _has_sentence(text: str, block: list[Line]) -> bool:
    """A sentence ends in the paragraph: a full stop after a word, or one that ends a line of
    several words after a figure or date (`…, anchored 11-29.`; not `3.5` nor a lone `2.`)."""
    return bool(_SENTENCE_END.search(text)) or any(
        _ENDS_AFTER_FIGURE.search(line.text) and len(line.text.split()) > 3 for line in block
    )


# a full stop after a date or figure that ends a line (`anchored 11-29.`), not after an id
# (`沿用 2612.19876。` closes a list of ids)
_ENDS_AFTER_FIGURE = re.compile(r"(?<![\d.])\d{1,4}(?:[-/]\d{1,2})?\s*[%×x]?[.。]\s*$")


def _records(text: str, here: list[Mention]) -> list[tuple[Mention, str]]:
    """(mention, its sentences) for each work of a paragraph that has a sentence of its own."""
    first: dict[str, Mention] = {}
    read = {m.key for m in here if m.section or m.claims or m.sources}  # a reader gave it a record
    for m in sorted(here, key=lambda m: m.line):
        first.setdefault(m.key, m)
    if len(first) == 1:
        return [] if read else [(next(iter(first.values())), text)]
    names = {key: m.name for key, m in first.items() if not P.find_arxiv(key)}
    places = sorted((at, key) for key, at, _ in _first_places(text, set(first), names))
    if len(places) != len(first):
        return []
    starts = [0, *(m.end() for m in _SENTENCE_START.finditer(text))]
    sentence_of = [max(s for s in starts if s <= at) for at, _ in places]
    out = []
    for i, (_, key) in enumerate(places):
        if sentence_of.count(sentence_of[i]) > 1 or key in read or places[i][0] - sentence_of[i] > 80:
            continue  # several works in one sentence (`本次净增 A、B、C`): a list; or not about it
        end = sentence_of[i + 1] if i + 1 < len(places) else len(text)
        out.append((first[key], text[sentence_of[i] : end]))
    return out


def _first_places(text: str, keys: set[str], names: dict[str, str] | None = None) -> list[tuple[str, int, int]]:
    """Where each work is first named: its id, or (a work without one) its name."""
    seen: dict[str, tuple[str, int, int]] = {}
    for key, start, end in P.find_arxiv(text):
        if key in keys:
            seen.setdefault(key, (key, start, end))
    for key, name in (names or {}).items():
        if key in keys and key not in seen and name and (at := text.find(name)) >= 0:
            seen[key] = (key, at, at + len(name))
    return list(seen.values())


def _line_metrics(block: list[Line]) -> dict[str, str]:
    """{figure as written: metric} for the lines of a paragraph that are a metric and its figure
    alone (`> visual token reduction 62%` under a record's line): the words of the line above are
    not the metric's. A line the one above runs into (`… cuts KV memory by` / `38% …`) is not alone."""
    out: dict[str, str] = {}
    for above, line in zip([None, *block], block, strict=False):
        text = line.text.strip()
        if len(text) > 48 or (above is not None and _RUNS_ON.search(above.text)):
            continue
        figures = figures_in(text, limit=1)
        metric = figures[0].metric if len(figures) == 1 else ""
        if len(metric.split()) >= 2 and metric != "unknown" and text.endswith(figures[0].text):
            out[figures[0].text] = figures[0].metric
    return out


# a line that ends inside a phrase: the next line goes on with it
_RUNS_ON = re.compile(r"\b(?:by|of|to|the|a|an|and|or|at|in|on|with|from|for|than|vs\.?)\s*$", re.I)


def _attach(
    doc: Document,
    mention: Mention,
    text: str,
    nos: set[int],
    lex: Lexicon,
    lead: str = "",
    alone: dict[str, str] | None = None,
) -> None:
    from kgraph.extract.common import status_of
    from kgraph.extract.recognise import first_date

    if mention.section or mention.claims or mention.sources or mention.role not in ("header", "text"):
        return
    if mention.status == "mentioned":
        # the sentence that names it first (`LumaVision 3 (…) 沿用，… OmniTok 尚未锚入`), then the record
        first = text[: next((m.end() for m in _SENTENCE_START.finditer(text)), len(text))]
        first, lead, plain = (_COMPOUND.sub("", t) for t in (first, lead, text))  # (`候选短语`: no status)
        said = status_of(first, doc.date, lex, "mentioned")
        if said[0] == "mentioned" and lead:
            said = status_of(lead, doc.date, lex, "mentioned")  # the paragraph's opening says it of all
        mention.status, mention.status_date = said if said[0] != "mentioned" else status_of(plain, doc.date, lex)  # type: ignore[assignment]
    elif mention.status == "anchored" and mention.status_date is None:
        mention.status_date = status_of(text, doc.date, lex, "mentioned")[1]
    if mention.status in ("anchored", "carried-over") and mention.status_date is None:
        at = re.search(r"anchored|filed (?:under|in)|锚入|锚定", text, re.I)
        mention.status_date = first_date(text[at.start() : at.start() + 60], doc.date) if at else None
    if mention.status != "mentioned":  # a record of the work, as a part's item is
        mention.role = "adjacent" if mention.status in ("adjacent", "candidate") else "increment"
        if not mention.name and (at := next((f for f in P.find_arxiv(text) if f[0] == mention.key), None)):
            name = name_near(text, at[1], at[2])  # `@kestrel: PatchMerge-V (2612.20317) is new, …`
            mention.name = "" if lex.label(name) else name  # (`Section: …` before the id is a field)
    mention.section = P.section_number(text)
    if mention.section and (named := _section_named(text, mention.section)):
        doc.section_names.append(
            SectionName(number=mention.section, name=named, line=mention.line, quote=clean(text)[:160])
        )
    figures = [
        f.model_copy(update={"metric": alone[f.text]}) if f.text in (alone or {}) else f for f in figures_in(text)
    ]
    if figures:
        mention.claims.append(Claim(text=clean(text)[:500], line=mention.line, figures=figures))
    for m in P.PATH.finditer(text):
        if m.group(0) != doc.path and not m.group(0).startswith("organized/"):
            mention.sources.append(SourceRef(path=m.group(0), line=mention.line))
            if not any(s.path == m.group(0) and s.line == mention.line for s in doc.sources):
                doc.sources.append(SourceRef(path=m.group(0), line=mention.line))  # (read for it, as a list item's)
    for no in nos:
        doc.taken.setdefault(no, []).append(f"record of {mention.name or mention.key}")


def _section_named(text: str, number: str) -> str:
    """The name a sentence gives a section, between its number and the clause's end (`it
    belongs in §1.2 Long-Video Models.`, `建议归入 §1.2 长影片模型。`, `(§1.3 Vector Quantization)`): a
    title, or ''."""
    major, minor = number.split(".")
    m = re.search(rf"§\s*{major}\s*\.\s*{minor}\s+([^.;,，。；:：()（）]{{2,40}}?)\s*(?:[.;,，。；)）]|$)", text)
    name = m.group(1).strip() if m else ""
    if not name and re.search(rf"§\s*{major}\s*\.\s*{minor}\s*[,，]", text):
        # `沿用，在§1.2，冠层范围制图。`, `goes in §1.2, Plume Rise Modelling` (said): the name after a comma
        name = next((n for num, n, _ in P.sections_with_names(text) if num == number and n), "")
    return name if name and is_title(name) and (name[0].isupper() or not name[0].isascii()) else ""


def _words(text: str) -> int:
    """Words of a sentence, two Han characters counting as one (Chinese is not spaced)."""
    han = len(_HAN.findall(text))
    return len(_HAN.sub("", text).split()) + han // 2


_HAN = re.compile(r"[\u4e00-\u9fff]")
_TAGGED = re.compile(r"\s*[「【][^」】\n]{1,20}[」】]")  # a line opening with a tag in corner brackets


def paragraphs(lines: list[Line], joined: frozenset[int] = frozenset()) -> list[list[Line]]:
    out: list[list[Line]] = []
    run: list[Line] = []
    for line in [*lines, Line(0, "")]:
        if run and line.no in joined and not line.text.strip():
            continue  # (a wrapped line the view joined onto the one above: the paragraph goes on)
        if line.text.strip() and line.kind in ("text", "field"):
            if run and _TAGGED.match(line.text):  # `「待核实」…` under `「待核实」…`: a paragraph each
                out.append(run)
                run = []
            run.append(line)
            continue
        if run:
            out.append(run)
        run = []
    return out


def per_work(text: str) -> list[tuple[str, str]]:
    """A paragraph naming several works, each once (`已锚入条目：A（id）于2月1日锚入 §1.1 …。B（id）…`):
    each work's words, from its name up to the next work's name; [] when a work is named twice."""
    found = P.find_arxiv(text)
    if len({k for k, _, _ in found}) != len(found):
        return []
    names = {m.end(): m.start(1) for m in NAME_BEFORE_ID.finditer(text)}
    starts = []
    for _, start, _ in found:
        opened = max((at for end, at in names.items() if end > start - 12 and at <= start), default=start)
        starts.append(opened)
    return [
        (k, text[s : (starts[i + 1] if i + 1 < len(starts) else len(text))])
        for i, ((k, _, _), s) in enumerate(zip(found, starts, strict=True))
    ]


NAME_BEFORE_ID = re.compile(r"([A-Z][\w.\-]*(?:\s+[A-Z0-9][\w.\-]*){0,3})\s*[(（]\s*(?:arXiv[:\s]*)?\d{4}\.\d{4,5}")
NAME_BEFORE_URL = re.compile(
    r"([A-Z][\w.\-]*(?:\s+[A-Z0-9][\w.\-]*){0,3})\s*[(（]\s*https?://[^\s()（）]{1,300}\s*[)）]"
)


def work_names(mentions: list) -> dict[str, str]:
    """The names (and a long first word: `CliffScan` of `CliffScan Pro`) of the works a brief
    lists, lowercased, each → its key: how a register entry names a work without its id."""
    names: dict[str, str] = {}
    for m in mentions:
        if m.name and len(m.name) >= 4 and m.role in ("increment", "adjacent", "arxiv-list"):
            names.setdefault(m.name.lower(), m.key)
            first = re.split(r"[\s:：(（]", m.name)[0].lower()
            if len(first) >= 4 and first not in ("sglang", "vllm", "nvidia", "tensorrt-llm", "the", "arxiv"):
                names.setdefault(first, m.key)
    return names


def works_named(text: str, names: dict[str, str]) -> list[str]:
    """The keys of the works `names` (see work_names) that the text names."""
    lowered = text.lower()
    return list(dict.fromkeys(key for name, key in names.items() if name in lowered))
