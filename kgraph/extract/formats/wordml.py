"""A Word 2003 XML document (WordprocessingML, `<w:wordDocument>`, "Save as XML Document"), read as
the document it shows.

Word writes the whole body on one line: `wx:sect` and nested `wx:sub-section`s holding paragraphs
(`w:p`: runs of `w:t` text, `w:hlink` links, `w:footnote`s inline) and tables (`w:tbl`). A
paragraph's style is an id whose meaning is in `w:styles` (a Chinese Word names its heading styles
`1`, `2`, its title `a3`): a style named `heading N` makes a heading of level N, `Title` the
document's title. A paragraph with `w:listPr` is a list item (`wx:t` is the number or bullet Word
shows; a heading's number is its outline's, not read). A footnote is read as a Markdown footnote.
Deleted text (`w:delText`) and field codes are not read. No XML entity is expanded: a document
declaring any is refused. Lines are the view's own (the file has its body on one line).
"""

from __future__ import annotations

import re
from xml.etree import ElementTree as ET

from kgraph.errors import DocumentError
from kgraph.extract.tree import Node, View, render

W = "{http://schemas.microsoft.com/office/word/2003/wordml}"
WX = "{http://schemas.microsoft.com/office/word/2003/auxHint}"
OFFICE = "{urn:schemas-microsoft-com:office:office}"
MAX_DEPTH = 64  # sub-sections and tables nested deeper are not read
_HEADING = re.compile(r"^heading\s+([1-9])$", re.I)


def view(data: bytes, name: str) -> View:
    """The document's headings, paragraphs, lists and tables (see the module's docstring)."""
    if re.search(rb"<!(?:DOCTYPE|ENTITY)", data[:65536], re.I):
        raise DocumentError(name, "a Word XML document that declares a DTD or entities (not read)")
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        raise DocumentError(name, f"a Word XML document that is not well-formed XML ({exc})") from None
    body = root.find(W + "body")
    if root.tag != W + "wordDocument" or body is None:
        raise DocumentError(name, "XML that is not a Word 2003 document (no w:wordDocument with a w:body)")
    reader = _Reader(_styles(root))
    reader.blocks(body, 0)
    title = root.findtext(f"{OFFICE}DocumentProperties/{OFFICE}Title") or ""
    nodes = reader.nodes + [Node("paragraph", 0, f"[^{n}]: {note}") for n, note in enumerate(reader.notes, 1)]
    lines, _ = render(nodes, [("title", title.strip())] if title.strip() and not reader.titled else None)
    return View(lines, list(range(1, len(lines) + 1)))


def _styles(root: ET.Element) -> dict[str, str]:
    """Paragraph style ids → `title`, `heading N`, or their name."""
    out: dict[str, str] = {}
    for style in root.iter(W + "style"):
        name = style.find(W + "name")
        if name is not None and style.get(W + "styleId"):
            out[style.get(W + "styleId", "")] = (name.get(W + "val") or "").strip().lower()
    return out


class _Reader:
    def __init__(self, styles: dict[str, str]) -> None:
        self.styles = styles
        self.nodes: list[Node] = []
        self.notes: list[str] = []
        self.titled = False

    def blocks(self, parent: ET.Element, depth: int) -> None:
        if depth > MAX_DEPTH:
            return
        for child in parent:
            if child.tag == W + "p":
                self.paragraph(child)
            elif child.tag == W + "tbl":
                self.table(child, depth)
            elif child.tag in (WX + "sect", WX + "sub-section", W + "body"):
                self.blocks(child, depth + 1)

    def paragraph(self, p: ET.Element) -> None:
        text = self.inline(p).strip()
        if not text:
            return
        props = p.find(W + "pPr")
        style = props.find(W + "pStyle") if props is not None else None
        named = self.styles.get(style.get(W + "val", "")) if style is not None else None
        listed = props.find(W + "listPr") if props is not None else None
        if named == "title":
            self.titled = True
            self.nodes.append(Node("heading", 0, text, level=1))
        elif named and (m := _HEADING.match(named)):
            self.nodes.append(Node("heading", 0, text, level=min(6, int(m.group(1)) + 1)))
        elif listed is not None:
            level = listed.find(W + "ilvl")
            shown = listed.find(WX + "t")
            number = (shown.get(WX + "val") or "") if shown is not None else ""
            self.nodes.append(
                Node(
                    "item",
                    0,
                    level=int(level.get(W + "val", "0"))
                    if level is not None and level.get(W + "val", "").isdigit()
                    else 0,
                    children=[Node("paragraph", 0, text)],
                    ordered=bool(re.fullmatch(r"\(?\w{1,4}[.)、]", number)),
                )
            )
        else:
            self.nodes.append(Node("paragraph", 0, text))

    def inline(self, element: ET.Element) -> str:
        """A paragraph's text: its runs', a link as `text (target)`, a footnote as `[^N]`."""
        out: list[str] = []
        for child in element:
            if child.tag == W + "r":
                for part in child:
                    if part.tag == W + "t":
                        out.append(part.text or "")
                    elif part.tag in (W + "tab", W + "br", W + "cr"):
                        out.append(" ")
                    elif part.tag == W + "footnote":
                        note = " ".join(self.inline(q).strip() for q in part.iter(W + "p")).strip()
                        if note:
                            self.notes.append(note)
                            out.append(f"[^{len(self.notes)}]")
            elif child.tag == W + "hlink":
                shown, target = self.inline(child).strip(), (child.get(W + "dest") or "").strip()
                out.append(shown if not target or target == shown else f"[{shown}]({target})")
            elif child.tag in (W + "fldSimple", W + "smartTag", WX + "sub-section") or child.tag.endswith(
                "}annotation"
            ):
                out.append(self.inline(child))
        return "".join(out)

    def table(self, table: ET.Element, depth: int) -> None:
        rows: list[list[str]] = []
        for tr in table.findall(W + "tr"):
            cells = []
            for tc in tr.findall(W + "tc"):
                cells.append(" ".join(t for p in tc.iter(W + "p") if (t := self.inline(p).strip())).replace("|", "/"))
            if any(cells):
                rows.append(cells)
        if not rows:
            return
        width = max(len(r) for r in rows)
        rows = [r + [""] * (width - len(r)) for r in rows]
        self.nodes.append(Node("table", 0, header=rows[0], rows=[(0, r) for r in rows[1:]]))
