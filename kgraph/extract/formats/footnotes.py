"""Marks a text export puts beside what it refers to, resolved where they are marked: a page
dumped by lynx (`Name[3]` with its `References` list of targets at the end) and pandoc's plain
text (`TowerFlux[1]` with `[1] https://…` notes, prose footnotes `notes.md[2]`)."""

from __future__ import annotations

import re

from kgraph import patterns as P

_NAMES_A_WORK = P.NAMES_A_WORK


# a page dumped by `lynx -dump`: `[4]arXiv:2803.47951` in the text, `   4. https://…` under `References`
_LYNX_MARK = re.compile(r"\[\d{1,4}\](?=\S)")
_LYNX_TARGET = re.compile(r"^\s{0,4}\d{1,4}\.\s+(?:[a-z][a-z0-9+.-]{1,20}:\S*|file:\S*)\s*$")


def lynx_links(lines: list[str]) -> list[str]:
    """A text `lynx -dump` wrote: each link's `[n]` mark dropped from its text, and the
    `References` list of the links' targets at the end left blank (the text says what it links;
    the list would name every work again), line for line."""
    at = next((i for i in range(len(lines) - 1, -1, -1) if lines[i].strip() == "References"), None)
    if at is None:
        return lines
    targets = [i for i in range(at + 1, len(lines)) if lines[i].strip()]
    if not targets or not all(_LYNX_TARGET.match(lines[i]) for i in targets):
        return lines
    out = [_LYNX_MARK.sub("", line) for line in lines[:at]]
    return out + [""] * (len(lines) - at)


# `[REF1]   PatchMerge-V, arXiv:2612.20317.`: a reference list's entry, its tag and what it names
_REFERENCE = re.compile(r"^\s{0,8}\[([A-Za-z][\w.-]{0,15}|\d{1,3})\]\s+(\S.*)$")
_TAG = re.compile(r"\[([A-Za-z][\w.-]{0,15}|\d{1,3})\](?!\s*[:(])")


_NOTE = re.compile(r"^\[(\d{1,3})\]\s+(\S.*)$")


def noted(lines: list[str]) -> list[str]:
    """Footnotes at the end of a text (`[1] Read, but empty: nothing on it today.`, as pandoc's
    plain text writes them) that name no work, written where they are marked: `notes.md[1]` reads
    `notes.md (Read, but empty: …)`; the notes' lines are left blank (a note that names a work
    or a link is a reference, `_cited`'s)."""
    notes: dict[str, tuple[str, int, int]] = {}  # mark → (its text, its first line, the line after it)
    end = len(lines)
    for i in range(len(lines) - 1, -1, -1):
        if not lines[i].strip() or lines[i][:1].isspace():
            continue  # (a blank between notes, a note's indented lines)
        m = _NOTE.match(lines[i])
        if not m:
            break
        body = " ".join([m.group(2), *(lines[k].strip() for k in range(i + 1, end) if lines[k].strip())])
        if not _NAMES_A_WORK.search(body) and not P.URL.search(body):
            notes[m.group(1)] = (body, i, end)
        end = i
    if not notes:
        return lines
    out = list(lines)
    for _, first, after in notes.values():
        out[first:after] = [""] * (after - first)
    marks = re.compile(r"(?<=\S)\[(" + "|".join(notes) + r")\]")
    return [marks.sub(lambda m: f" ({notes[m.group(1)][0]})", line) if line.strip() else line for line in out]


def cited(lines: list[str]) -> list[str]:
    """Citation tags resolved by the text's own reference list: `PatchMerge-V [REF1]` with
    `[REF1]  PatchMerge-V, arXiv:2612.20317.` below reads `PatchMerge-V [REF1] (arXiv:2612.20317)`,
    and `Concerns: [REF3]` names the work (`OmniTok (arXiv:2612.25133)`)."""
    references: dict[str, tuple[str, str]] = {}
    entries: set[int] = set()
    for i, line in enumerate(lines):
        m = _REFERENCE.match(line)
        if not m or not (target := _NAMES_A_WORK.search(m.group(2))):
            continue
        body = m.group(2)
        ids = re.search(r"(?:arXiv\s*:?\s*)?\d{4}\.\d{4,5}", body, re.I)
        cited = ids.group(0) if ids else re.search(r"https?://[^\s>)\]]+", body).group(0)  # type: ignore[union-attr]
        name = re.split(r"\s*[,，(（<]", body[: target.start()].strip(), maxsplit=1)[0].strip().rstrip(",.")
        references[m.group(1)] = (name, cited if ids is None or "arxiv" in cited.lower() else f"arXiv:{cited}")
        entries.add(i)
    if len(references) < 2:
        return lines  # a bracket or two is no reference list

    def resolve(m: re.Match[str], line: str) -> str:
        found = references.get(m.group(1))
        if found is None:
            return m.group(0)
        name, cited = found
        if not name:  # `TowerFlux[1]` with `[1] https://…` below (pandoc's plain text): the link, not its mark
            return f" ({cited})"
        said = name.lower() in line[: m.start()].lower()
        return f"{m.group(0)} ({cited})" if said else f"{name} ({cited})"

    notes = {i for i in entries if _LINK_NOTE.match(lines[i])}  # (said where they are marked: no list of works)
    return [
        "" if i in notes else line if i in entries else _TAG.sub(lambda m, line=line: resolve(m, line), line)
        for i, line in enumerate(lines)
    ]


_LINK_NOTE = re.compile(r"^\s{0,8}\[\d{1,3}\]\s+<?https?://\S+>?\s*$")  # `[1] https://arxiv.org/abs/…`
