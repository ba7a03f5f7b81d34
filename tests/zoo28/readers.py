"""Reading the zoo28 formats back without kgraph, each checked against its own format's rules:
the WordPress page through `html.parser` (its elements and nesting, its text, its block comments
opened and closed in order), the e-mail through the `email` package and RFC 3676 unfolding, the
AsciiDoc file through a small structure checker (Asciidoctor is not a Python package), and the
iMessage export cut into its messages."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser


class Page(HTMLParser):
    """Elements (tag, ancestors, attributes) of an HTML page, its comments and its text: whitespace
    runs as one space, a newline after each block, ` | ` after each table cell."""

    VOID = {"br", "meta", "link", "hr", "img"}
    BLOCK = {"p", "li", "tr", "h1", "h2", "h3", "div", "title", "summary", "figure", "header", "footer"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.seen: list[tuple[str, tuple[str, ...], dict]] = []
        self.comments: list[str] = []
        self.decls: list[str] = []
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self.seen.append((tag, tuple(self.stack), dict(attrs)))
        if tag == "br":
            self.parts.append("\n")
        elif tag not in self.VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list) -> None:
        assert tag in self.VOID, tag
        self.seen.append((tag, tuple(self.stack), dict(attrs)))

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack.pop() == tag, (tag, self.stack)
        self.parts.append(" | " if tag in {"td", "th"} else "\n" if tag in self.BLOCK else "")

    def handle_data(self, data: str) -> None:
        self.parts.append(re.sub(r"\s+", " ", data))

    def handle_comment(self, data: str) -> None:
        self.comments.append(data)

    def handle_decl(self, decl: str) -> None:
        self.decls.append(decl)

    @property
    def text(self) -> str:
        return re.sub(r" *\n[ \n]*", "\n", re.sub(r" {2,}", " ", "".join(self.parts))).strip()

    def all(self, tag: str) -> list[tuple[tuple[str, ...], dict]]:
        return [(anc, a) for t, anc, a in self.seen if t == tag]


def page(text: str) -> Page:
    p = Page()
    p.feed(text)
    p.close()
    assert not p.stack, p.stack
    return p


BLOCK_COMMENT = re.compile(r" (/?)wp:([a-z][a-z0-9-]*)(?: (\{.*\}))? (/?)")


def blocks(comments: list[str]) -> list[tuple[str, int]]:
    """The serialized blocks, (name, depth) in document order; every opener closed in order."""
    stack: list[str] = []
    out = []
    for c in comments:
        m = BLOCK_COMMENT.fullmatch(c)
        if not m:
            continue
        closing, name, _, void = m.groups()
        if closing:
            assert stack and stack.pop() == name, (name, stack)
        else:
            out.append((name, len(stack)))
            if not void:
                stack.append(name)
    assert not stack, stack
    return out


def unflow(body: str) -> str:
    """A format=flowed body (RFC 3676) unfolded: quote depth read and the stuffing space dropped,
    soft breaks (a trailing space) joined, the signature separator `-- ` left as it is."""
    out: list[tuple[int, str]] = []
    joining = False
    for raw in body.replace("\r\n", "\n").split("\n"):
        depth = len(raw) - len(raw.lstrip(">"))
        line = raw[depth:]
        line = line[1:] if line.startswith(" ") else line
        if joining and out and out[-1][0] == depth:
            out[-1] = (depth, out[-1][1] + line)
        else:
            out.append((depth, line))
        joining = line.endswith(" ") and line != "-- "
    return "\n".join(">" * d + (" " if d and x else "") + x for d, x in out)


@dataclass
class Adoc:
    title: str = ""
    author: str = ""
    revision: str = ""
    attributes: dict[str, str] = field(default_factory=dict)
    sections: list[tuple[int, str]] = field(default_factory=list)
    tables: list[list[list[str]]] = field(default_factory=list)
    blocks: list[tuple[str, list[str]]] = field(default_factory=list)  # (delimiter, lines)
    admonitions: list[tuple[str, str]] = field(default_factory=list)  # (label, title or text)
    dlist: list[tuple[str, str]] = field(default_factory=list)
    callouts: list[tuple[list[int], list[int]]] = field(default_factory=list)  # (markers, list numbers)


def adoc(text: str) -> Adoc:
    """Check an AsciiDoc document's structure the way Asciidoctor reads it: the header (title,
    author, revision, attribute entries up to the first blank line), section levels that never
    skip one, delimited blocks closed by the same delimiter, table rows as wide as the `cols`
    attribute, callout lists that number the markers of the listing just above."""
    doc = Adoc()
    lines = text.split("\n")
    assert lines[0].startswith("= ") and not text.startswith("= \n")
    doc.title, doc.author, doc.revision = lines[0][2:], lines[1], lines[2]
    assert re.fullmatch(r"[^<>]+ <[^@ ]+@[^> ]+>", doc.author), doc.author
    assert re.fullmatch(r"v[\d.]+, \d{4}-\d\d-\d\d: .+", doc.revision), doc.revision
    k = 3
    while lines[k]:
        m = re.fullmatch(r":([\w-]+!?):(?: (.*))?", lines[k])
        assert m, lines[k]
        doc.attributes[m.group(1)] = m.group(2) or ""
        k += 1
    level, pending, cols, markers = 0, None, None, []
    while k < len(lines):
        x = lines[k]
        k += 1
        if x in {"|===", "====", "----"}:
            end = lines.index(x, k)
            inner = lines[k:end]
            if x == "|===":
                assert cols, "a table without its cols attribute"
                cells = [c.strip() for c in "\n".join(inner).split("|")[1:]]
                rows = [cells[i : i + cols] for i in range(0, len(cells), cols)]
                assert all(len(r) == cols for r in rows) and all("\n" not in c for c in cells)
                doc.tables.append(rows)
                cols = None
            else:
                doc.blocks.append((x, inner))
                assert x != "====" or pending, "an example block where only admonitions are written"
                markers = [int(n) for y in inner for n in re.findall(r" <(\d+)>$", y)] if x == "----" else []
            pending = None
            k = end + 1
            continue
        if m := re.fullmatch(r"(=+) (.+)", x):
            depth = len(m.group(1)) - 1
            assert 1 <= depth <= level + 1, (x, level)
            level = depth
            doc.sections.append((depth, m.group(2)))
        elif m := re.fullmatch(r'\[cols="([\d,]+)",options="header"\]', x):
            cols = len(m.group(1).split(","))
        elif x in {"[WARNING]", "[NOTE]", "[CAUTION]", "[TIP]", "[IMPORTANT]"}:
            pending = x[1:-1]
            doc.admonitions.append((pending, lines[k][1:] if lines[k].startswith(".") else ""))
        elif m := re.fullmatch(r"(NOTE|TIP|WARNING|CAUTION|IMPORTANT): (.+)", x):
            doc.admonitions.append((m.group(1), m.group(2)))
        elif m := re.fullmatch(r"(.+?)::(?: (.*))?", x):
            doc.dlist.append((m.group(1), m.group(2) or lines[k]))
        elif m := re.fullmatch(r"<(\d+)> .+", x):
            if not re.match(r"<\d+> ", lines[k - 2]):
                doc.callouts.append((markers, []))
            doc.callouts[-1][1].append(int(m.group(1)))
    assert all(a == b for a, b in doc.callouts), doc.callouts
    return doc


@dataclass
class Msg:
    time: str
    read: str
    sender: str
    lines: list[str]
    reactions: list[str]


STAMP = re.compile(r"([A-Z][a-z]{2} \d\d, \d{4} [ \d]\d:\d\d:\d\d [AP]M)(?: \(Read by (?:you|them) after (.+)\))?")


def messages(text: str) -> list[Msg]:
    """An imessage-exporter txt file cut into its messages: a time line, a sender line, the text
    lines, then `Reactions:` and its lines (followed by a blank line), then a blank line."""
    out: list[Msg] = []
    lines = text.split("\n")
    k = 0
    while k < len(lines) and lines[k]:
        m = STAMP.fullmatch(lines[k])
        assert m, lines[k]
        end = lines.index("", k)
        body = lines[k + 2 : end]
        reactions: list[str] = []
        if "Reactions:" in body:
            at = body.index("Reactions:")
            body, reactions = body[:at], body[at + 1 :]
            assert lines[end + 1] == "", lines[end + 1]  # the reactions' own blank line
            end += 1
        out.append(Msg(m.group(1), m.group(2) or "", lines[k + 1], body, reactions))
        k = end + 1
    assert k >= len(lines) - 1, lines[k:]
    return out
