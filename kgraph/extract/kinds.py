"""What kind of document a text is, by its content (and a user's path rules), never by its
title alone: a brief is a document whose content is a brief's (parts that list items, a
register, sources checked, statuses of items), whatever it is called."""

from __future__ import annotations

import re

from kgraph.extract.lexicon import Lexicon, default

# The words a title gives a digest (a hint, weighed with the content, never enough alone)
DIGEST_TITLE = re.compile(r"简报|日报|周报|预消化|\bbrief\b|\bdigest\b|\bdaily\b|\bweekly\b|\breport\b", re.I)
BRIEF_WORDS = re.compile(r"增量|NET-new|来源|arXiv|\bsources?\b", re.I)
HEADING = re.compile(
    r"^\s{0,3}(?:#{1,6}\s+|[一二三四五六七八九十]{1,3}\s*[、.．]|\*\*|【|\d{1,2}[.)]\s+)?([^\n]{1,80})$", re.M
)
PARTS = ("increments", "register", "sources", "arxiv", "noinc")


def detect_kind(text: str, path: str, lexicon: Lexicon | None = None) -> str:
    """brief, living, paper_card, inbox_note or document."""
    head = text[:2000]
    if path.startswith("paper_cards/") or re.search(r"(^|/)paper_cards/", path):
        return "paper_card"
    if "organized/knowledge/" in path or re.search(
        r"活文档\s*$|living (knowledge )?document", head.split("\n", 1)[0], re.I
    ):
        return "living"
    if is_brief(text, lexicon):
        return "brief"
    if path.startswith("inbox/") or "/inbox/" in path:
        return "inbox_note"
    return "document"


def is_brief(text: str, lexicon: Lexicon | None = None) -> bool:
    """A digest title with a brief's words, or the parts of a brief: two kinds of part among
    items, register, sources and citable ids, and an item said to be new."""
    if DIGEST_TITLE.search(text[:300]) and BRIEF_WORDS.search(text):
        return True
    lex = lexicon or default()
    kinds = set()
    for m in HEADING.finditer(text[:200_000]):
        line = m.group(1)
        if len(line) > 60 or line.rstrip().endswith(("。", ".")) and len(line) > 30:
            continue
        kind = lex.find("parts", line)
        if kind in PARTS:
            kinds.add(kind)
    return len(kinds) >= 2 and bool(lex.regex("status", "new").search(text))


# what a brief's file name calls itself after its date and topic: `2026-09-02-inference-e1prep.md`
_NAME_KIND_WORDS = frozenset({"brief", "briefs", "e1prep", "prep", "digest", "daily", "weekly", "report"})
_TOPIC = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*")


def topic_in_path(path: str, kind: str) -> str | None:
    """The topic the pipeline's file names give, for a document whose text names none: a living
    document's `organized/knowledge/<topic>.md`, a brief's `<date>-<topic>-brief.md`."""
    name = path.rsplit("/", 1)[-1].split(".", 1)[0].lower()
    if kind == "living" and "organized/knowledge/" in path:
        return name if _TOPIC.fullmatch(name) else None
    if kind != "brief" or not (m := re.match(r"\d{4}-\d{2}-\d{2}[-_](.+)", name)):
        return None
    words = re.split(r"[-_]", m.group(1))
    if not words or words[-1] not in _NAME_KIND_WORDS:
        return None  # `2026-09-10-notes.md`: not the name of a brief of a topic
    while words and words[-1] in _NAME_KIND_WORDS:
        words.pop()
    topic = "-".join(words)
    return topic if len(words) <= 5 and _TOPIC.fullmatch(topic) else None  # (more words: a sentence, no slug)
