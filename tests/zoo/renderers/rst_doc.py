"""reStructuredText: over/underlined title, docinfo field list, section underlines, field lists,
list-table and simple-table directives, admonitions for the register, `text <url>`__ links."""

from __future__ import annotations

import unicodedata

from ..facts import Brief, Facts, Living
from ._common import (
    conf_text,
    count_text,
    entry_items,
    figs_text,
    filename,
    living_sections,
    parts,
    sec,
    status_word,
    window_text,
)

NAME, LANG, EXT = "rst_doc", "en", "rst"


def width(s: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in s)


def title(text: str, char: str, over: bool = False) -> list[str]:
    line = char * (width(text) + 2)
    return ([line] if over else []) + [text, line, ""]


def link(text: str, url: str) -> str:
    return f"`{text} <{url}>`__"


def fields(pairs: list[tuple[str, str]], indent: str = "") -> list[str]:
    return [f"{indent}:{k}: {v}" for k, v in pairs if v]


def work_fields(w, doc) -> list[tuple[str, str]]:
    return [
        ("arXiv", link(w.id, w.url) if w.id else ""),
        ("URL", "" if w.id else link(w.name, w.url)),
        ("Status", status_word(w, "en")),
        ("Anchored", w.anchored_on.isoformat() if w.anchored_on else ""),
        ("Section", sec(doc, w.section, "en")),
        ("Figures", figs_text(w, "en")),
        ("Confidence", conf_text(w, "en")),
        ("Sources", ", ".join(f"``{s}``" for s in w.sources)),
    ]


def list_table(header: list[str], rows: list[list[str]]) -> list[str]:
    out = [".. list-table::", "   :header-rows: 1", ""]
    for r in [header, *rows]:
        out.append(f"   * - {r[0] or '..'}")
        out += [f"     - {c}" if c else "     -" for c in r[1:]]
    return out + [""]


def simple_table(header: list[str], rows: list[list[str]]) -> list[str]:
    widths = [max(width(r[i]) for r in [header, *rows]) for i in range(len(header))]
    rule = "  ".join("=" * w for w in widths)

    def line(r):
        return "  ".join(c + " " * (widths[i] - width(c)) for i, c in enumerate(r)).rstrip()

    return [rule, line(header), rule, *[line(r) for r in rows], rule, ""]


def render_living(doc: Living) -> str:
    out = title(f"Living knowledge document: {doc.topic}", "=", True)
    out += fields([("Topic", doc.topic), ("Version", doc.date.isoformat()), ("Kind", "living document")]) + [""]
    for number, works in living_sections(doc):
        out += title(sec(doc, number, "en"), "=")
        if not works:
            out += ["Nothing anchored yet.", ""]
        for w in works:
            out += title(w.name, "-")
            out += [w.gist["en"][0].upper() + w.gist["en"][1:] + ".", ""]
            out += fields(work_fields(w, doc)) + [""]
    return "\n".join(out)


def render_brief(b: Brief) -> str:
    p = parts(b)
    out = title(f"{b.topic} · daily brief ({b.date.isoformat()})", "=", True)
    out += fields(
        [
            ("Author", b.instance),
            ("Date", b.date.isoformat()),
            ("Topic", b.topic),
            ("Window", window_text(b)),
            ("Baseline", f"``organized/knowledge/inference.md``, version {b.baseline.isoformat()}"),
        ]
    ) + [""]
    out += title("Declared counts", "=") + [f"- {count_text(c, 'en')}" for c in b.counts] + [""]
    out += title("Sources checked", "=") + [f"#. ``{s}``" for s in b.sources] + [""]
    if p["new"]:
        out += title("NET-new items", "=")
        for w in p["new"]:
            out += title(w.name, "-") + [w.gist["en"][0].upper() + w.gist["en"][1:] + ".", ""]
            out += fields(work_fields(w, b)) + [""]
    if p["follow"]:
        out += title("Items seen before", "=")
        out += list_table(
            ["arXiv", "Name", "Status", "Anchored", "Section", "Figures", "Sources"],
            [
                [
                    link(w.id, w.url) if w.id else link(w.name, w.url),
                    w.name,
                    status_word(w, "en"),
                    w.anchored_on.isoformat() if w.anchored_on else "",
                    sec(b, w.section, "en"),
                    figs_text(w, "en"),
                    ", ".join(f"``{s}``" for s in w.sources),
                ]
                for w in p["follow"]
            ],
        )
    if p["adjacent"]:
        out += title("Adjacent candidates", "=")
        for w in p["adjacent"]:
            out += [
                f"{w.name} ({status_word(w, 'en')})",
                f"   {w.gist['en']}; see {link('link', w.url)}.",
                "",
                *fields(work_fields(w, b), "   "),
                "",
            ]
    out += title("To verify", "=")
    for e in b.entries:
        kind = "note" if e.resolved else "warning"
        out += [
            f".. {kind}::",
            "",
            f"   {e.text['en']}",
            "",
            *fields(
                [("Concerns", entry_items(e, b)), ("Risk", e.risk), ("State", "resolved" if e.resolved else "open")],
                "   ",
            ),
            "",
        ]
    out += title("Citable arXiv ids", "=")
    rows = [[i, "NET-new", "", ""] for i in b.listed_new()]
    rows += [
        [w.id, status_word(w, "en"), w.anchored_on.isoformat() if w.anchored_on else "", f"§{w.section}"]
        for w in b.listed_carried()
    ]
    out += simple_table(["arXiv id", "status", "anchored", "section"], rows)
    return "\n".join(out)


def render(doc: Brief | Living, facts: Facts) -> tuple[str, bytes]:
    text = render_living(doc) if isinstance(doc, Living) else render_brief(doc)
    return filename(doc, EXT), text.encode("utf-8")
