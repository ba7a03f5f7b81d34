"""An item's fields: `Label: value` lines by the lexicon's canonical labels (FIELD_OF_LABEL), and
fields written inline on one line after an item's name (`inline_fields`)."""

from __future__ import annotations

import re

from kgraph import patterns as P
from kgraph.extract.lexicon import Lexicon, phrase_regex

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
    "锚入日期": "anchored",
    "出处": "venue",
    "与活文档现有脉络的关系": "relation",
}


# fields whose value is one line: a bullet after one of them is not more of it
ONE_LINE_FIELDS = frozenset({"arxiv", "confidence", "section", "status", "venue"})


_INLINE_FIELD = re.compile(
    r"(?:^|(?<=[.;])\s+|(?<=[。；])\s*|\s+[—–·]\s+)([^\s:：.;。；][^:：.;。；]{0,30}?)\s*[:：]\s*"
)


_SENTENCE_MARK = re.compile(r"[。，；,;]")


def inline_fields(text: str, lex: Lexicon) -> list[tuple[str, str]]:
    """`Label: value.` sentences written on one line after an item's name, by the labels the
    lexicon knows: (field, value) each (`Source: a.md, b.md.` → ("sources", "a.md, b.md"))."""
    every = [(m, field_of(lex.label(m.group(1)) or "")) for m in _INLINE_FIELD.finditer(text)]
    found = [(m, name) for m, name in every if name]
    if found:  # a label kgraph has no name for (`关键数据：吞吐 2.8×`) holding a figure: a point of the item
        found = [(m, name or "points") for m, name in every if name or _figure_before(text, m, every)]
    if len(found) < 2 and re.search(r"\S\s+[^\s:：]{1,12}\s*[:：]", text):
        # `… KV 复用 来源: a.md URL: https://… 要点: …`: labels the lexicon knows, after a space only
        known = [(m, field_of(lex.label(m.group(1)) or "")) for m in _known_labels(lex).finditer(text)]
        known = [(m, name) for m, name in known if name]
        if len(known) >= 2 or (known and known[0][1] in ("sources", "urls", "section", "status")):
            found = known
    out = []
    for i, (m, name) in enumerate(found):
        end = found[i + 1][0].start() if i + 1 < len(found) else len(text)
        out.append((name, text[m.end() : end].strip().rstrip(".;。；")))
    return out


def _section_said(text: str, lex: Lexicon) -> str:
    """The section a sentence gives after a section field's phrase, without its colon
    (`本棒净增，建议归入 §1.1 视觉编码器。`): `§1.1 视觉编码器`, or ''."""
    cache = lex._cache  # noqa: SLF001 - one compiled pattern per lexicon
    if "section-said" not in cache:
        phrases = [
            p
            for canonical, more in lex.tables.get("fields", {}).items()
            if field_of(canonical) == "section"
            for p in [canonical, *more]
        ]
        cache["section-said"] = re.compile(
            rf"(?:{phrase_regex(phrases).pattern})\s*[:：]?\s*(§\s*\d+\s*\.\s*\d+[^。；;.，,]*)", re.I
        )  # type: ignore[assignment]
    m = cache["section-said"].search(text)  # type: ignore[union-attr]
    return m.group(1).strip() if m else ""


def _metric_label(label: str) -> bool:
    """A label short enough to name a measure (`visual token reduction`), not a sentence."""
    if P.GENERIC_METRIC.search(label):
        return False  # `关键数据：…`, `Part I 结果：…`: says figures follow, not what they measure
    return len(label.split()) <= 6 and len(re.findall(r"[\u4e00-\u9fff]", label)) <= 6 and not P.find_arxiv(label)


def _figure_before(text: str, m: re.Match[str], every: list) -> bool:
    """Does the value of the field `m` opens (up to the next label) hold a figure?"""
    later = [n.start() for n, _ in every if n.start() > m.start()]
    return bool(P.FIGURE.search(text[m.end() : later[0] if later else len(text)]))


def _known_labels(lex: Lexicon) -> re.Pattern[str]:
    """A label of the lexicon's fields with its colon, at the start or after a space."""
    cache = lex._cache  # noqa: SLF001 - one compiled pattern per lexicon
    if "inline-labels" not in cache:
        phrases = [p for canonical, more in lex.tables.get("fields", {}).items() for p in [canonical, *more]]
        body = "|".join(re.escape(p) for p in sorted(set(phrases), key=len, reverse=True))
        cache["inline-labels"] = re.compile(rf"(?:^|(?<=\s))({body})\s*[:：]\s*", re.I)  # type: ignore[assignment]
    return cache["inline-labels"]  # type: ignore[return-value]


def field_of(label: str) -> str | None:
    """The field a canonical label names (`来源` → sources), or None for an ordinary line."""
    for part in re.split(r"\s*/\s*", label.strip()):
        if part.startswith("与活文档") and part.endswith("关系"):
            return "relation"
        name = FIELD_OF_LABEL.get(part)
        if name:
            return name
    return None
