"""The brief kept as an annotated BibTeX bibliography (biblatex flavour, as JabRef saves it),
English: a `% Encoding: UTF-8` first line; one entry per work, `@misc` for an arXiv preprint as
arXiv's own "Export BibTeX citation" writes it (`eprint`, `archivePrefix = {arXiv}`,
`primaryClass`, `url`), `@software` for a release (`version`, `url`) and `@online` for a blog post
(`url`, `urldate`); the team's reading notes in the fields a bibliography keeps them in:
`keywords` (status and `sec:` section), `annote` (the status in words, the section and the key
point), `note` (the figures) and JabRef's `file` field (`description:path:type`, `;` between
files) for the source files; the brief's header as an `@misc` entry (its window, its baseline,
the sources it read), and the register and the counts as `@comment` blocks; a
`@Comment{jabref-meta: …}` last. Field values in braces, TeX's special characters (`%`, `&`,
`#`, `_`, `$`) escaped with a backslash except in `url` and `file`; UTF-8 as it is."""

from __future__ import annotations

import re

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "bib"
LANG = "en"

SPECIAL = re.compile(r"([%&#_$])")


def tex(s: str) -> str:
    return SPECIAL.sub(r"\\\1", s)


def files(paths: tuple[str, ...] | list[str]) -> str:
    """JabRef's file field: `:path:Type` for each file (no description), `;` between, `:` escaped."""
    return ";".join(f":{p.replace(':', chr(92) + ':')}:Markdown" for p in paths)


def entry(kind: str, key: str, fields: list[tuple[str, str]]) -> str:
    width = max(len(k) for k, _ in fields)
    body = ",\n".join(f"  {k.ljust(width)} = {{{v}}}" for k, v in fields)
    return f"@{kind}{{{key},\n{body},\n}}"


def _key(m: Mention, year: int) -> str:
    w = F.work(m)
    words = re.findall(r"[A-Za-z0-9]+", w.name)
    return ("".join(words[:2]) if w.kind == "blog post" else "".join(words)) + str(year)


def _status(d: Doc, m: Mention, k: int = 0, of: int = 0) -> tuple[str, str]:
    """(keyword, words) of a mention's status."""
    if m.status == "new":
        return "net-new", f"{W.STATUS_EN['new']} {k}/{of}"
    word = W.carried_en(m)
    return m.status, word[0].upper() + word[1:]


def work_entry(d: Doc, m: Mention, k: int = 0, of: int = 0) -> str:
    w = F.work(m)
    kw, said = _status(d, m, k, of)
    keywords = [kw] + ([f"sec:{m.section}"] if m.section else [])
    annote = said + (f" in {W.section_en(d, m.section)}" if m.section else "") + f". {W.sentence(m.point)}"
    if m.confidence:
        annote += f" Confidence: {m.confidence}."
    fields = [("title", f"{{{w.name}}}")]
    if w.arxiv:
        fields += [("eprint", w.arxiv), ("archivePrefix", "arXiv"), ("primaryClass", "physics.ao-ph"),
                   ("url", W.url(m)), ("year", str(d.date.year))]  # fmt: skip
        kind = "misc"
    elif w.kind == "release":
        fields += [("version", w.name.rsplit(" ", 1)[1] + ".0.0"), ("url", str(w.url)), ("year", str(d.date.year))]
        kind = "software"
    else:
        fields += [("url", str(w.url)), ("urldate", W.iso(d.date)), ("year", str(d.date.year))]
        kind = "online"
    fields += [("keywords", ", ".join(keywords)), ("annote", tex(annote))]
    if m.figures:
        fields.append(("note", tex("; ".join(W.fig_en(f) for f in m.figures))))
    if m.sources:
        fields.append(("file", files(m.sources)))
    return entry(kind, _key(m, d.date.year), fields)


def render(d: Doc) -> str:
    living = F.living_path(EXT)
    parts = ["% Encoding: UTF-8"]
    if d.kind == "living":
        parts.append(entry("misc", f"living:{F.TOPIC}", [
            ("title", f"Living document: {F.TOPIC}"), ("date", W.iso(d.date)),
            ("keywords", f"living, {F.TOPIC}"), ("note", f"Version {W.iso(d.date)}; this file is {living}")]))  # fmt: skip
        for k in d.sections:
            parts.append(f"@comment{{{W.section_en(d, k)}}}")
            parts += [work_entry(d, m) for m in d.mentions if m.section == k]
    else:
        new, old, side = F.groups(d)
        head = [
            ("title", f"Daily brief: {F.TOPIC}, {W.long_en(d.date)}"),
            ("author", d.instance),
            ("date", W.iso(d.date)),
            ("keywords", f"brief, {F.TOPIC}"),
            ("howpublished", f"Window: {d.window[0]} to {d.window[1]}"),
            ("note", f"Baseline: {living} (version {W.iso(d.baseline)})"),
            ("file", files(d.sources)),
        ]
        if d.empty_sources:
            head.append(("addendum", tex("Read but empty: " + ", ".join(d.empty_sources))))
        parts.append(entry("misc", f"brief:{W.iso(d.date)}:{d.instance}", head))
        parts += [work_entry(d, m, k, len(new)) for k, m in enumerate(new, 1)]
        parts += [work_entry(d, m) for m in old + side]
        reg = [f"  {k}. Risk {e.risk}, {'resolved' if e.resolved else 'open'}: {tex(e.sentence)}"
               for k, e in enumerate(d.entries, 1)]  # fmt: skip
        parts.append("@comment{To verify\n" + "\n".join(reg) + "\n}")
        parts.append(f"@comment{{Counts: {W.counts_en(d.counts)}\n  New arXiv IDs: {', '.join(d.new_ids)}\n}}")
    parts.append("@Comment{jabref-meta: databaseType:biblatex;}")
    return "\n\n".join(parts) + "\n"
