"""The output of `pandoc --standalone -t plain` (`.txt`), English: the writer keeps the brief as
Pandoc Markdown (`source(doc)`) and hands the plain-text rendering on. Pandoc's plain writer drops
all markup: the title block becomes the title, author and date lines; headings are bare lines;
paragraphs are filled to 72 columns; bullets are `- `, numbered items `1.  ` with their blocks
nested four spaces; a definition list is the term on a line and the definition nested four spaces;
strong emphasis, code spans and autolink brackets vanish (links keep only their text, so URLs are
written as autolinks or footnotes); footnotes become `[1]` with the notes at the end; a pipe table
whose source is wider than the 72 columns becomes a multiline table (full-width dashed rules above
and below, cells wrapped inside columns sized from the source's dashes, a blank line between rows),
a narrower one a simple table (columns two wider than their widest cell, no rules).

`render` writes that rendering itself, the way pandoc 3's plain writer lays it out;
test_zoo27_facts.py checks it against pandoc's own output for `source`, when pandoc is installed.

The brief has header fields as a definition list, sources as bullets, each NET-new item a numbered
item of paragraphs and a bullet list, the carried items and the register as pipe tables (carried
items' links in footnotes), the adjacent items as sentences and the id list as a simple table. The
living document is the relay's page: one heading per section, each item a definition."""

from __future__ import annotations

import re

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "en"
COLUMNS = 72


def when(d) -> str:
    return W.uk_short(d)


# --- the document as Markdown blocks ------------------------------------------------------------
# ("para", md) ("head", md) ("bullets", [[block, ...], ...]) ("ordered", [[block, ...], ...])
# ("defs", [(term, md), ...]) ("pipe", header, rows, dashes) ("simple", header, rows)


def _note_key(m: Mention) -> str:
    return re.sub(r"[^a-z0-9]", "", F.work(m).name.lower())


def _new(d: Doc, m: Mention) -> list:
    w = F.work(m)
    facts_list = [f"section: {W.section_en(d, m.section)}", f"confidence: {W.CONFIDENCE_EN[m.confidence]}"]
    facts_list += [W.fig_en(f, "x") for f in m.figures]
    facts_list.append("read in: " + ", ".join(f"`{s}`" for s in m.sources))
    return [("para", f"**{w.name}** ({W.label(m)}), <{W.url(m)}>"), ("para", W.sentence(m.point)),
            ("bullets", [[("para", x)] for x in facts_list])]  # fmt: skip


def _brief(d: Doc) -> tuple[list, list]:
    new, carried, side = F.groups(d)
    blocks: list = [("defs", [
        ("Window", f"{d.window[0]} → {d.window[1]}"),
        ("Baseline", f"`{F.living_path(EXT)}`, the version of {W.uk_en(d.baseline)}"),
        ("Declared", W.counts_en(d.counts)),
    ])]  # fmt: skip
    notes = []
    blocks.append(("head", "Sources read"))
    blocks.append(("bullets", [[("para", f"`{s}`" + ("[^empty]" if W.empty(d, s) else ""))] for s in d.sources]))
    if d.empty_sources:
        notes.append(("empty", f"Read, but empty: nothing on {F.TOPIC} in it today."))
    blocks += [("head", W.STATUS_EN["new"]), ("ordered", [_new(d, m) for m in new])]
    rows = []
    for m in carried:
        note = " ".join([W.sentence(m.point)] + [f"Reported {W.fig_en(f, 'x')}." for f in m.figures])
        rows.append([f"{F.work(m).name}[^{_note_key(m)}]", W.section_en(d, m.section), W.carried_en(m, when), note])
        notes.append((_note_key(m), f"<{W.url(m)}>"))
    blocks += [
        ("head", "Carried over and anchored"),
        ("pipe", ["Item", "Section", "Status", "Note"], rows, [18, 16, 16, 30]),
    ]
    if side:
        said = [f"{F.work(m).name} ({W.STATUS_EN[m.status]}, <{W.url(m)}>). {W.sentence(m.point)}" for m in side]
        blocks += [("head", "Adjacent and candidates"), ("para", " ".join(said))]
    reg = [[W.RISK_EN[e.risk], "resolved" if e.resolved else "open", W.sentence(e.sentence)] for e in d.entries]
    blocks += [("head", "To verify"), ("pipe", ["Risk", "State", "Entry"], reg, [8, 10, 60])]
    ids = [[F.work(m).arxiv, W.carried_en(m, when), W.section_en(d, m.section)] for m in carried if F.work(m).arxiv]
    blocks += [("head", "Citable arXiv IDs"), ("para", f"{W.STATUS_EN['new']}: {', '.join(d.new_ids)}"),
               ("simple", ["ID", "Status", "Section"], ids),
               ("para", f"Handed over at {d.window[1][11:]} by {d.instance}.")]  # fmt: skip
    return blocks, notes


def _living(d: Doc) -> tuple[list, list]:
    blocks: list = [("para", f"Kept by the nightly relay from the daily briefs. This is the version of "
                             f"{W.uk_en(d.date)}, stored as `{F.living_path(EXT)}`.")]  # fmt: skip
    for num in d.sections:
        blocks.append(("head", W.section_en(d, num)))
        here = [m for m in d.mentions if m.section == num]
        if not here:
            blocks.append(("para", "Nothing anchored here yet."))
        for m in here:
            said = "; ".join(W.fig_en(f, "x") for f in m.figures)
            card = ", ".join(f"`{s}`" for s in m.sources)
            text = f"<{W.url(m)}>, {W.STATUS_EN['anchored']} {when(m.anchored_on)}, card {card}; {said}. {W.sentence(m.point)}"
            blocks.append(("defs", [(F.work(m).name, text)]))
    return blocks, []


def title(d: Doc) -> tuple[str, str, str]:
    if d.kind == "living":
        return f"{F.TOPIC}: living knowledge document", "relay", W.iso(d.date)
    return f"{F.TOPIC} brief for {W.uk_en(d.date)}", str(d.instance), W.iso(d.date)


def document(d: Doc) -> tuple[list, list]:
    return _brief(d) if d.kind == "brief" else _living(d)


# --- the Markdown source ------------------------------------------------------------------------


def _md(block, indent: str = "") -> list[str]:
    kind = block[0]
    if kind == "para":
        return [indent + block[1]]
    if kind == "head":
        return [f"# {block[1]}"]
    if kind in {"bullets", "ordered"}:
        L = []
        loose = any(len(item) > 1 for item in block[1])
        for n, item in enumerate(block[1], 1):
            marker = "-   " if kind == "bullets" else f"{n}.".ljust(4)
            for k, b in enumerate(item):
                lines = _md(b, indent + "    ")
                if k == 0:
                    lines[0] = indent + marker + lines[0][len(indent) + 4 :]
                L += lines + ([""] if loose or k < len(item) - 1 else [])
        return L[:-1] if L and L[-1] == "" else L
    if kind == "defs":
        L = []
        for term, text in block[1]:
            L += [term, f":   {text}", ""]
        return L[:-1]
    header, rows = block[1], block[2]
    if kind == "pipe":
        cells = [header, ["-" * n for n in block[3]], *rows]
        return ["| " + " | ".join(r) + " |" for r in cells]
    widths = [max(len(r[k]) for r in [header, *rows]) for k in range(len(header))]
    line = lambda r: "  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip()  # noqa: E731
    return [line(header), "  ".join("-" * w for w in widths)] + [line(r) for r in rows]


def source(d: Doc) -> str:
    """The brief as its writer keeps it: Pandoc Markdown with a YAML title block."""
    blocks, notes = document(d)
    head, author, day = title(d)
    L = ["---", f'title: "{head}"', f"author: {author}", f"date: {day}", "---", ""]
    for b in blocks:
        L += _md(b) + [""]
    L += [f"[^{k}]: {text}" for k, text in notes]
    return "\n".join(L).rstrip("\n") + "\n"


# --- the plain-text rendering, as pandoc's plain writer lays it out -----------------------------


def _plain(md: str, numbers: dict[str, int]) -> str:
    text = re.sub(r"\[\^([a-z0-9]+)\]", lambda x: f"[{numbers[x.group(1)]}]", md)
    text = re.sub(r"<(https://[^>]+)>", r"\1", text)
    return text.replace("**", "").replace("`", "")


def fill(text: str, width: int) -> list[str]:
    """Greedy filling at spaces; a word longer than the width keeps a line of its own."""
    lines: list[str] = []
    for word in text.split(" "):
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def _table(header: list[str], rows: list[list[str]], widths: list[int] | None) -> list[str]:
    cols = list(zip(header, *rows, strict=True))
    if widths is None:  # a simple table: each column two wider than its widest cell
        widths = [max(len(c) for c in col) + 2 for col in cols]
        wrap = lambda c, w: [c]  # noqa: E731
    else:
        wrap = fill

    def row(cells: list[str]) -> list[str]:
        """A row's lines: every cell but the last padded to its column (pandoc keeps the padding)."""
        parts = [wrap(c, w) for c, w in zip(cells, widths, strict=True)]
        at = lambda p, k: p[k] if k < len(p) else ""  # noqa: E731
        return ["".join(at(p, k).ljust(w) + " " for p, w in zip(parts[:-1], widths, strict=False)) + at(parts[-1], k)
                for k in range(max(len(p) for p in parts))]  # fmt: skip

    under = " ".join("-" * w for w in widths)
    if rows and len(widths) and wrap is fill:
        rule = "-" * (sum(widths) + len(widths) - 1)
        body = []
        for r in rows:
            body += row(r) + [""]
        # rows apart by blank lines; a single row keeps its blank line too
        L = [rule, *row(header), under, *(body if len(rows) == 1 else body[:-1]), rule]
    else:
        L = [*row(header), under] + [x for r in rows for x in row(r)]
    return ["  " + x if x else "" for x in L]


def _widths(block, numbers: dict[str, int]) -> list[int] | None:
    """A pipe table's column widths: none (a simple table) unless a source line is wider than
    the page; else each column its share of the dashes, at least its longest word and two."""
    if max(len(x) for x in _md(block)) <= COLUMNS:
        return None
    dashes = block[3]
    cols = list(zip(block[1], *block[2], strict=True))
    words = [max(len(w) for c in col for w in _plain(c, numbers).split(" ")) for col in cols]
    return [max((COLUMNS - 1) * n // sum(dashes), word + 2) for n, word in zip(dashes, words, strict=True)]


def _block(block, numbers: dict[str, int], width: int) -> list[str]:
    kind = block[0]
    if kind == "para":
        return fill(_plain(block[1], numbers), width)
    if kind == "head":
        return [_plain(block[1], numbers)]
    if kind in {"bullets", "ordered"}:
        loose = any(len(item) > 1 for item in block[1])
        L: list[str] = []
        for n, item in enumerate(block[1], 1):
            marker = "- " if kind == "bullets" else f"{n}.".ljust(4)
            inner: list[str] = []
            for b in item:
                inner += _block(b, numbers, width - len(marker)) + [""]
            inner = inner[:-1]
            L += [(marker if k == 0 else " " * len(marker)) + x if x else "" for k, x in enumerate(inner)]
            L += [""] if loose else []
        return L[:-1] if loose else L
    if kind == "defs":
        L = []
        for term, text in block[1]:
            L += [_plain(term, numbers)] + ["    " + x for x in fill(_plain(text, numbers), width - 4)] + [""]
        return L[:-1]
    header = [_plain(c, numbers) for c in block[1]]
    rows = [[_plain(c, numbers) for c in r] for r in block[2]]
    return _table(header, rows, _widths(block, numbers) if kind == "pipe" else None)


def render(d: Doc) -> str:
    blocks, notes = document(d)
    refs = re.findall(r"\[\^([a-z0-9]+)\]", "\n".join(x for b in blocks for x in _md(b)))
    numbers = {k: n for n, k in enumerate(dict.fromkeys(refs), 1)}
    L = list(title(d)) + [""]
    for b in blocks:
        L += _block(b, numbers, COLUMNS) + [""]
    for k, text in sorted(notes, key=lambda kt: numbers[kt[0]]):
        L += fill(f"[{numbers[k]}] {_plain(text, numbers)}", COLUMNS) + [""]
    return "\n".join(L).rstrip("\n") + "\n"
