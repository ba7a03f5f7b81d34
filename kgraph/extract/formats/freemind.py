"""A FreeMind or Freeplane mind map (`.mm`), read with the standard library's expat parser as the
nested list it is.

A map (`<map version=…>`) is one root `<node>` whose `TEXT` is the map's title; every `<node>`
under it is a list item at its depth: its `TEXT` (or, when it has none, the HTML of its
`<richcontent TYPE="NODE">`), then its `LINK`. Its `<attribute NAME VALUE>`s are its fields
(`- Status: NET-new` under it) and its note (`<richcontent TYPE="NOTE">`, HTML) is its first
child's text, one per paragraph. Icons, fonts, edges, clouds and hooks draw nothing to read. Read
then as Markdown is (a node that names a part and holds a list is that part's heading); each line
keeps the line of its node in the file. A DOCTYPE (and so any entity) is refused, as are nodes
nested deeper than MAX_DEPTH.
"""

from __future__ import annotations

from xml.parsers import expat

from kgraph.errors import DocumentError
from kgraph.extract.formats import markdown
from kgraph.extract.tree import View

MAX_DEPTH = 40
_BLOCKS = frozenset({"p", "li", "div", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "br"})


class _Refused(ValueError):
    pass


def view(text: str, path: str) -> View:
    """The map as Markdown list lines, each with the line of its node in the file (DocumentError
    when the file is no map kgraph reads: malformed, a DOCTYPE, too deep)."""
    reader = _Map()
    parser = expat.ParserCreate()
    reader.parser = parser

    def refuse(*_args: object) -> None:
        raise _Refused("a DOCTYPE (kgraph reads no XML entities)")

    parser.StartDoctypeDeclHandler = refuse
    parser.EntityDeclHandler = refuse
    parser.StartElementHandler = reader.start
    parser.EndElementHandler = reader.end
    parser.CharacterDataHandler = reader.chars
    try:
        parser.Parse(text, True)
    except expat.ExpatError as exc:
        raise DocumentError(
            path, f"not a well-formed mind map: {expat.errors.messages[exc.code]} at line {exc.lineno}"
        ) from None
    except _Refused as exc:
        raise DocumentError(path, f"not read as a mind map: {exc}") from None
    seen = markdown.view("\n".join(reader.lines), rewrap=False)
    return View(seen.lines, [reader.source[n - 1] for n in seen.source], seen.callouts, seen.joined)


class _Map:
    """The expat handlers: what the map says, as lines, with the line each stands for."""

    def __init__(self) -> None:
        self.parser: expat.XMLParserType | None = None
        self.lines: list[str] = []
        self.source: list[int] = []
        self.depth = -2  # (the root node, at -1, is the title; its children are the items at depth 0)
        self.pending: tuple[str, str, int] | None = None  # a node's text and link, not yet written
        self.fields: list[str] = []  # the open node's attributes, not yet written
        self.rich: str | None = None  # the type of the richcontent being read
        self.paragraphs: list[str] = []

    def line(self) -> int:
        return self.parser.CurrentLineNumber if self.parser is not None else 0

    def write(self, text: str, at: int, depth: int) -> None:
        text = " ".join(text.split())
        if not text:
            return
        self.lines.append("  " * depth + "- " + text)
        self.source.append(at)

    def flush(self, leaf: bool = False) -> None:
        """Write the open node's line, once its first child node or note starts or it ends (its
        text and attributes are known then): a leaf's attributes in brackets after its text
        (`notes.md (Read: empty)`), another's as its first children (`- Status: NET-new`)."""
        if self.pending is not None:
            text, link, at = self.pending
            if link and link not in text:
                text = f"{text} ({link})" if text.strip() else link
            if leaf and self.fields and text.strip():
                text, self.fields = f"{text} ({'; '.join(self.fields)})", []
            if self.depth < 0:
                self.write_root(text, at)
            else:
                self.write(text, at, self.depth)
            self.pending = None
        for field in self.fields:
            self.write(field, self.source[-1] if self.source else 1, self.depth + 1)
        self.fields = []

    def write_root(self, text: str, at: int) -> None:
        """The root's text: the map's title (its first line), then what else it says."""
        first, *rest = [" ".join(part.split()) for part in text.split("\n") if part.strip()] or [""]
        self.lines += [f"# {first}", *rest, ""]
        self.source += [at] * (len(rest) + 2)

    def start(self, name: str, attrs: dict[str, str]) -> None:
        if self.rich is not None:
            if name in _BLOCKS:
                self.paragraphs.append("")
            return
        if name == "node":
            self.flush()
            self.depth += 1
            if self.depth >= MAX_DEPTH:
                raise _Refused(f"nodes nested deeper than {MAX_DEPTH}")
            self.pending = (attrs.get("TEXT", ""), attrs.get("LINK", ""), self.line())
        elif name == "attribute" and attrs.get("NAME"):
            self.fields.append(f"{attrs['NAME']}: {attrs.get('VALUE', '')}")
        elif name == "richcontent":
            self.rich = (attrs.get("TYPE") or "NOTE").upper()
            self.paragraphs = [""]

    def end(self, name: str) -> None:
        if name == "richcontent" and self.rich is not None:
            said = [" ".join(p.split()) for p in self.paragraphs if p.strip()]
            if self.rich == "NODE" and self.pending is not None and not self.pending[0].strip():
                self.pending = ("\n".join(said), self.pending[1], self.pending[2])
            elif self.rich != "NODE":
                self.flush()
                for paragraph in said:
                    self.write(paragraph, self.line(), self.depth + 1)
            self.rich = None
        elif self.rich is not None:
            return
        elif name == "node":
            self.flush(leaf=True)
            self.depth -= 1

    def chars(self, data: str) -> None:
        if self.rich is not None and self.paragraphs:
            self.paragraphs[-1] += data
