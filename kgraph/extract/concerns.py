"""Register entries written as prose: a paragraph, a chat line or a labelled sentence run that
says what is still to verify, and at what risk, wherever it stands in the brief.

    Still to verify, at medium risk, about FlashDecode-X (2610.01234): the figure is the authors' own.
    :warning: @nadia: to verify, risk low, LumaVision 3:   (then what it is, on the next line)
    值得警惕的待核实说法：A 的评测集未公开（风险中，尚未解决）。B 的数字只见于发布说明（风险低）。

Each sentence that states a risk is one entry; its items are the ids it gives, or the name its
label gives (`…, risk low, LumaVision 3:`), or (later, `register_name_matches`) the names of
works the document lists.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kgraph import patterns as P
from kgraph.extract.common import clean, is_title
from kgraph.extract.records import paragraphs
from kgraph.models import Document, RegisterEntry

if TYPE_CHECKING:
    from kgraph.extract.lexicon import Lexicon
    from kgraph.extract.segment import Line

# what opens a chat line or a list row before its words: `:warning: @nadia: `, `- `, `⚠️ `
_PREFIX = re.compile(
    r"^(?:\s*(?::[a-z0-9_+-]+:|[-*•>]|\d{1,2}[.)]|[^\w\s(（\[@「【]{1,3})\s*)*(?:@[\w.-]+\s*[:：]\s*)?"
)
_LABEL = re.compile(r"^((?:[^:：。.!?]|\.(?=\S)){3,90}?)\s*[:：]\s*(.*)$", re.S)
_TAG = re.compile(r"[「【\[]([^」】\]\n]{1,24})[」】\]]\s*")
_BRACKETED = re.compile(
    r"\s*[(（【\[][^()（）【】\[\]\n]{1,30}[)）】\]]\s*[:：]?\s*(?=\S)"
)  # the phrase's `（中风险）`
_SENTENCE = re.compile(r"(?<=[。！？])|(?<=[.!?])\s+(?=[A-Z\u4e00-\u9fff])")


def attach_concerns(doc: Document, lines: list[Line], lex: Lexicon) -> None:
    """Entries of paragraphs no reader took whose opening words are a register's (lexicon
    `parts.register`) and that state a risk."""
    read = {e.line for e in doc.entries}
    for block in paragraphs(lines):
        nos = [line.no for line in block]
        if read.intersection(nos) or any(_taken_as_entry(doc.taken.get(no, [])) for no in nos):
            continue
        text = " ".join(line.text.strip() for line in block)
        body = _PREFIX.sub("", text, count=1)
        label, rest = _opening(body, lex)
        if label is None:
            continue
        sentences = [s for s in _SENTENCE.split(rest) if s.strip()] if rest else []
        risky = [s for s in sentences if P.risk_of(s)]
        if len(risky) >= 2 and not P.risk_of(label):  # `待核实说法：A…（风险中）。B…（风险低）。`: one entry each
            parts = [(s, s) for s in risky]
        elif P.risk_of(label) or risky:
            parts = [(rest or label, f"{label} {rest}")]
        else:
            continue
        for said, whole in parts:
            entry = RegisterEntry(
                text=clean(said)[:400],
                line=_line_of(block, said),
                risk=P.risk_of(whole),  # type: ignore[arg-type]
                items=list(dict.fromkeys(k for k, _, _ in P.find_arxiv(whole))),
                label="",
                resolved=bool(P.RESOLVED.search(whole)),
            )
            if not entry.items and (name := _named(label, lex) or _subject(said)):
                entry.items.append(P.normalise_name(name))
            doc.entries.append(entry)
        for no in nos:
            doc.taken.setdefault(no, []).append("register entry written as prose")


def _opening(body: str, lex: Lexicon) -> tuple[str | None, str]:
    """(the words that say what the paragraph is, what it says): a label before a colon, or the
    first clause, when it holds a register phrase; else (None, '')."""
    if (m := _TAG.match(body)) and lex.find("parts", m.group(1)) == "register":
        return clean(m.group(1)), body[m.end() :].strip()  # `「待核实」A 的数字只见于发布说明（风险：低）`
    if (m := lex.regex("parts", "register").match(body)) and (tail := _BRACKETED.match(body, m.end())):
        return clean(body[: tail.end()]), body[tail.end() :].strip()  # `待核实（中风险）A 只来自…，而且…`
    m = _LABEL.match(body)
    if m and lex.find("parts", m.group(1)) == "register" and not P.PATH.search(m.group(1)):
        return clean(m.group(1)), m.group(2).strip()
    first = re.split(r"[,，;；]", body, maxsplit=1)[0]
    if len(first) <= 40 and lex.find("parts", first) == "register":
        return clean(first), body[len(first) :].lstrip(" ,，;；")
    return None, ""


def _named(label: str, lex: Lexicon) -> str:
    """The work a label names without an id (`to verify, risk low, LumaVision 3`): its last
    comma-separated part, when that is a title and no lexicon word."""
    last = clean(re.split(r"[,，、]", label)[-1])
    last = re.sub(r"^(?:about|on|re|for|关于)\s+", "", last, flags=re.I)
    if not last or P.risk_of(last) or lex.find("parts", last) or lex.label(last):
        return ""
    return last if is_title(last) else ""


# a sentence that opens with a work's name: `OmniTok's eval set …`, `LumaVision 3 基准脚本 …`
_SUBJECT = re.compile(r"^\s*([A-Za-z][\w.+-]*(?:\s+[A-Z0-9][\w.+-]*)*)(?=['’]s\b|\s*的|\s+[a-z]|\s*[\u4e00-\u9fff（(])")


def _subject(sentence: str) -> str:
    """The name a sentence opens with, when its first word reads as a name (an inner capital,
    a digit or a hyphen: `OmniTok`, `FP6-Train`), not as a word (`The`, `Hardware`)."""
    m = _SUBJECT.match(sentence)
    if not m or not re.search(r"[A-Z0-9-]", m.group(1).split()[0][1:]):
        return ""
    return m.group(1) if is_title(m.group(1)) else ""


def _taken_as_entry(taken: list[str]) -> bool:
    return any("register" in t for t in taken)


def _line_of(block: list[Line], said: str) -> int:
    """The line a sentence of a paragraph starts on."""
    head = clean(said)[:20]
    for line in block:
        if head and head[:12] in clean(line.text):
            return line.no
    return block[0].no
