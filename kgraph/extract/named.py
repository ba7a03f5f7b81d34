"""Works a paragraph of prose names without an id: by its link after a bold name, as the subject
of its status and section, after an item's label said aloud, with its kind in apposition, or as a
label opening the paragraph that names a work the document lists (records.attach_paragraphs)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kgraph import patterns as P
from kgraph.extract.common import clean, is_title
from kgraph.models import Document, Mention

if TYPE_CHECKING:
    from kgraph.extract.lexicon import Lexicon


# a paragraph that opens by naming its work in bold, then links it: `**X**, a release (https://…)`
_BOLD_LINKED = re.compile(r"^\s*\*\*([^*]{2,60})\*\*[^.。;；]{0,40}?\(?(https?://[^\s)]+)")


def named_by_link(text: str, lex: Lexicon) -> Mention | None:
    """A work without an id a prose paragraph names first, in bold, with its link
    (`**X**, a release (https://…)`), when the paragraph gives it a status."""
    from kgraph.extract.recognise import status_words

    if P.find_arxiv(text):
        return None
    if m := _BOLD_LINKED.match(text):
        name, url = clean(m.group(1)), m.group(2)
    else:
        return None
    if not is_title(name) or lex.label(name) or len(name.split()) > 6 or not status_words(lex).search(text[:300]):
        return None
    return Mention(key=P.normalise_name(name), name=name, line=0, role="text", urls=[url])


_OPENING_LABEL = re.compile(r"^\s*(?:\*\*)?([^*:：\n]{2,40}?)(?:\*\*)?\s*[:：]\s")


def known_name_opens(text: str, doc: Document) -> Mention | None:
    """A paragraph that opens with the name of a work the document names elsewhere, as a label
    (`DataMixer-2: v2 of the paper reports …`): a note on that work."""
    if not (m := _OPENING_LABEL.match(text)):
        return None
    wanted = P.normalise_name(clean(m.group(1)))
    for other in doc.mentions:
        if other.name and P.normalise_name(other.name) == wanted and other.role in ("increment", "adjacent"):
            return Mention(key=other.key, arxiv_id=other.arxiv_id, name=other.name, line=0, role="text")
    return None


# a sentence that names its work, then says its status and section: `LumaVision 3 carried over, §1.1 …`
_NAME_BEFORE = r"(?:^|[:：]\s+)([^\s:：,，.。;；()（）][^:：,，.。;；()（）]{1,60}?)\s+("
_THEN_SECTION = r")[^.。;；§]{0,20}§\s*\d"


def named_by_status(text: str, lex: Lexicon) -> Mention | None:
    """A work without an id or link a short paragraph names as the subject of its status and
    section (`:repeat: @ravi: LumaVision 3 carried over, §1.1 Vision Encoders.`)."""
    from kgraph.extract.recognise import status_words

    if P.find_arxiv(text) or P.URL.search(text):
        return None
    if "name-status-section" not in lex._cache:
        lex._cache["name-status-section"] = re.compile(_NAME_BEFORE + status_words(lex).pattern + _THEN_SECTION, re.I)
    if not (m := lex._cache["name-status-section"].search(text)):
        return None
    name = clean(m.group(1)).strip(" *`")
    if not is_title(name) or lex.label(name) or len(name.split()) > 6 or not re.match(r"[A-Z0-9]", name):
        return None
    if (said := status_words(lex).match(text, m.start(1))) and said.end() > m.end(1):
        return None  # (`Not yet anchored in §1.3 …`: the status phrase itself, no name before it)
    return Mention(key=P.normalise_name(name), name=name, line=0, role="text")


# a paragraph that opens with an item's label and number, then its name (`NET-new 3: AshFlow 4, the
# software release. It goes in §1.2 …`, a transcript's item said without its id)
_LABEL_THEN_NAME = re.compile(
    r"^\s*(增量|邻接|NET-new|Increment|Adjacent|新增|净增|净新增)\s*(?:第\s*)?(?:\d{1,2}|[一二三四五六七八九十]{1,2})\s*[条项]?"
    r"(?:\s*[,，]?\s*共\s*\d{1,2}\s*[条项])?\s*[:：,，]"  # (`净新增第 3 项，共 3 项：FluxPipe 3，…`: the third of three)
    r"\s*([^,，.。;；:：()（）]{2,60}?)\s*[,，.。;；]",
    re.I,
)  # (`净增第三条，FrostSolve 5，这是一个软件发布…`, said in Chinese)


def named_by_kind(text: str, lex: Lexicon) -> Mention | None:
    """A work without an id or link a paragraph opens with, then says what kind of work it is as
    an apposition, its section and its status (`AshFlow 4, the software release, §1.2 …, carried
    over.`): an item."""
    from kgraph.extract.recognise import status_words

    if P.find_arxiv(text):
        return None
    lead = re.match(r"\s*([^:：,，]{1,20})[:：]\s*", text)  # (`延續：FluxPipe 3，軟體釋出，…`: its status first)
    labelled = bool(lead and status_words(lex).fullmatch(lead.group(1).strip()))
    body = text[lead.end() :] if labelled and lead else text
    kinds = lex.regex("prose", "kind").pattern
    m = re.match(
        rf"\s*([^,，:：.。;；()（）]{{2,60}}?)\s*[,，]\s*(?:the\s+|a\s+|an\s+|(?:是|这是)(?:一个|一款|一篇|一则)?)?(?:{kinds})\s*[,，]",
        body,
        re.I,
    )
    first = re.split(r"(?<=[.。!?！？])\s|(?<=[。！？])", body, maxsplit=1)[0]
    if not m or "§" not in first or not (labelled or status_words(lex).search(first[m.end() :])):
        return None
    name = clean(m.group(1)).strip(" *`")
    if not is_title(name) or lex.label(name) or len(name.split()) > 6:
        return None
    urls = [u.rstrip(".,。，") for u in P.URL.findall(text)][:1]  # (`OrthoStitch 4，是軟體釋出，網址…：https://…`)
    return Mention(key=P.normalise_name(name), name=name, line=0, role="text", urls=urls)


def named_by_label(text: str, lex: Lexicon) -> Mention | None:
    """A work without an id or link a paragraph names after an item's label (`NET-new 3: X, …`):
    an item, its status the label's."""
    if P.find_arxiv(text) or not (m := _LABEL_THEN_NAME.match(text)):
        return None  # (a link is the work's own: `…，链接贴在聊天里了：https://…`)
    name = clean(m.group(2)).strip(" *`")
    if not is_title(name) or lex.label(name) or len(name.split()) > 6:
        return None
    status = "adjacent" if re.match(r"邻接|adjacent", m.group(1), re.I) else "new"
    urls = [u.rstrip(".,。，") for u in P.URL.findall(text)][:1]
    return Mention(key=P.normalise_name(name), name=name, line=0, role="text", status=status, urls=urls)


# a sentence that opens with a work's Latin name, then says (in Chinese, or with a verb) where it
# stands: `OmniTok 仍在 §1.3 之下尚未锚入`, `OmniTok remains under §1.3, not yet anchored`
_SUBJECT_OPENS = re.compile(
    r"\s*([A-Z][A-Za-z0-9.\-]*(?:\s[A-Z0-9][A-Za-z0-9.\-]*){0,3})\s*(?=[\u4e00-\u9fff]|\s(?:is|was|remains|stays|still)\b)"
)


def subject_names(text: str, starts: list[int], lex: Lexicon, known: set[str]) -> list[tuple[Mention, int]]:
    """(work, where its sentence starts) for the sentences of a paragraph that name a work by its
    name alone as their subject, give it a section and a status, and name no id or link: a work
    the paragraph speaks of among others that have their ids (`… FrameSkip-LM（arXiv …）沿用。
    OmniTok 仍在 §1.3 之下尚未锚入。`)."""
    from kgraph.extract.recognise import status_words

    out: list[tuple[Mention, int]] = []
    for i, start in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else len(text)
        sentence = text[start:end]
        if "§" not in sentence or P.find_arxiv(sentence) or P.URL.search(sentence):
            continue
        if not (m := _SUBJECT_OPENS.match(sentence)) or not status_words(lex).search(sentence, m.end()):
            continue
        name = m.group(1).strip()
        key = P.normalise_name(name)
        if key in known or not is_title(name) or lex.label(name) or status_words(lex).match(name):
            continue
        known.add(key)
        out.append((Mention(key=key, name=name, line=0, role="text"), start))
    return out


def pair_unnamed(doc: Document) -> None:
    """A work a document names without an id or link, and an id it gives without a name, that it
    places in the same section with the same status, each the only one of its kind to do so: one
    work (`OmniTok 仍在 §1.3 … 尚未锚入` in prose; `2612.25133（尚未锚入，§1.3）` in the id list)."""
    named_ids = {m.arxiv_id for m in doc.mentions if m.arxiv_id and m.name}
    unnamed = [m for m in doc.mentions if m.arxiv_id and m.arxiv_id not in named_ids and m.section]
    bare = [
        m
        for m in doc.mentions
        if not m.arxiv_id and m.name and m.section and not m.urls and m.role in ("text", "increment", "adjacent")
    ]
    ids_of: dict[tuple[str, str], set[str]] = {}
    for m in unnamed:
        ids_of.setdefault((m.section, m.status), set()).add(m.arxiv_id)  # type: ignore[arg-type]
    names_of: dict[tuple[str, str], set[str]] = {}
    for m in bare:
        names_of.setdefault((m.section, m.status), set()).add(m.key)  # type: ignore[arg-type]
    pairs: dict[str, str] = {}
    for place, keys in names_of.items():
        ids = ids_of.get(place, set())
        if len(keys) == 1 and len(ids) == 1:
            pairs[next(iter(keys))] = next(iter(ids))
    if not pairs:
        return
    for m in doc.mentions:
        if not m.arxiv_id and m.key in pairs:
            m.arxiv_id = m.key = pairs[m.key]
    for entry in doc.entries:
        entry.items = list(dict.fromkeys(pairs.get(k, k) for k in entry.items))
