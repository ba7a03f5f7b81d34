"""HTML, org-mode, reStructuredText, LaTeX, docx, ODT, ... through pandoc's JSON AST
(`pypandoc-binary` ships pandoc in its wheel), onto the tree of `kgraph.extract.tree`.

Pandoc's readers do not say which line a block came from; each block is found in the source
text by its first words, searching forward from the block before, so a node cites the line it
was written on (for docx and ODT, which have no lines, a block's place in the document).
"""

from __future__ import annotations

import bisect
import json
import re
from typing import Any

from kgraph import patterns as P
from kgraph.errors import DocumentError
from kgraph.extract.formats import notebook, prepass
from kgraph.extract.formats.pandoc_tables import lays_out, rows_of, short_list
from kgraph.extract.tree import CONCERN_KINDS, Node, View, link, names_a_work, part_of, render

# kgraph format name → pandoc reader
READERS = {
    "html": "html",
    "enex": "html",  # (its notes as HTML: see enex.py)
    "org": "org",
    "rst": "rst",
    "latex": "latex",
    "docx": "docx",
    "odt": "odt",
    "epub": "epub",
    "textile": "textile",
    "mediawiki": "mediawiki",
    "vimwiki": "vimwiki",
    "asciidoc": "asciidoc",
    "typst": "typst",
    "jira": "jira",
    "dokuwiki": "dokuwiki",
    "creole": "creole",
    "muse": "muse",
    "t2t": "t2t",
    "djot": "djot",
    "twiki": "twiki",
    "tikiwiki": "tikiwiki",
    "docbook": "docbook",
    "opml": "opml",
    "rtf": "rtf",
    "man": "man",
    "ipynb": "ipynb",
    "pptx": "pptx",
}
BINARY = frozenset({"docx", "odt", "epub", "pptx"})
TIMEOUT = 60


def ast(data: bytes, fmt: str, path: str) -> dict[str, Any]:
    """Pandoc's JSON AST of a document (DocumentError when pandoc cannot read it)."""
    try:
        import pypandoc
    except ImportError:  # pragma: no cover - a dependency, but say what is missing
        raise DocumentError(path, f"{fmt} needs pandoc: pip install pypandoc-binary") from None
    import subprocess

    try:
        binary = pypandoc.get_pandoc_path()
        done = subprocess.run(
            [binary, "-f", READERS[fmt], "-t", "json", "--quiet"],
            input=data,
            capture_output=True,
            timeout=TIMEOUT,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise DocumentError(path, f"pandoc could not read it as {fmt}: {exc}") from None
    if done.returncode != 0:
        problem = " ".join(done.stderr.decode("utf-8", "replace").split())[:200]
        raise DocumentError(path, f"not readable as {fmt} ({problem or 'pandoc failed'})")
    return json.loads(done.stdout)


def view(data: bytes, text: str | None, fmt: str, path: str) -> View:
    """The document's view: its tree rendered in the canonical layout, each line knowing the
    line of `text` (the decoded source; None for docx/ODT) it came from."""
    data = prepass.restored(data, fmt)
    doc = ast(data, fmt, path)
    html = fmt in ("html", "enex")  # (an Evernote export is read as the HTML of its notes)
    if html:  # a line break in HTML source is a space (`<br>` breaks a line)
        doc = _unwrapped(doc)
    locate = Locator(text)
    meta = [(key, _meta_text(value)) for key, value in doc.get("meta", {}).items()]
    # The header holds the metadata: each value where the text first writes it, and the body
    # read from the last of those (searched one after another, `Date: 2026-10-05` found the
    # date again in a path further down and put the whole body lines too low).
    # A value counts where its line also names its key (`#+DATE:`, `:Date:`, `date: datetime(…)`)
    # or in the first lines (`% Title` blocks): a value found further down, with no key beside it,
    # is the body's (`Window: 2027-04-09 22:00` after a date written as `datetime(year: 2027, …)`).
    header = (0, 1)
    source_lines = (text or "").split("\n")
    for key, value in meta:
        first = Locator(text)
        at = first.find(value or key)
        near = at <= 10 + 3 * len(meta)  # (`:toc: true`: a short value found far below)
        if near and (at <= len(meta) + 2 or key.lower() in source_lines[at - 1].lower()):
            header = max(header, (first.pos, first.line))
    locate.pos, locate.line = header
    reader = Blocks(locate, joined=html)
    nodes = reader.blocks(doc.get("blocks", []))
    lines, source = render(nodes, meta)
    if text is None:  # no lines of its own: a block's place in the rendering is its line
        source = list(range(1, len(lines) + 1))
    return View(lines, source, continued=reader.continued)


# tags that shorten a status (`:new:`, `:carried:`): the status they stand for
_TAG_WORDS = {
    "new": "NET-new",
    "net new": "NET-new",
    "netnew": "NET-new",
    "carried": "carried over",
    "carry": "carried over",
}


class Locator:
    """The line a piece of text is on in the source, searching forward."""

    def __init__(self, text: str | None):
        self.text = text or ""
        self.pos = 0
        self.line = 1
        self._starts = [0] + [m.end() for m in re.finditer("\n", self.text)]
        self._lines: list[str] | None = None
        self._lower: str | None = None

    def find(self, words: str) -> int:
        if not self.text:
            return 0
        probe = _probe(words)
        if probe:
            if self._lower is None:
                self._lower = self.text.lower()
            # the nearest, whatever its case (a tag `:net-new:` is shown as `NET-new`, which the
            # source may write further on)
            at = self._lower.find(probe.lower(), self.pos)
            if at >= 0:
                self.pos = at
                self.line = bisect.bisect_right(self._starts, at)
        return self.line

    def last_line(self, words: str) -> int:
        """The line the end of `words` is on, searching from where they start (the search goes on
        from the start: a paragraph's end is no place to find the next block from)."""
        tokens = re.findall(r"[\w.\-/]{3,}|[\u4e00-\u9fff]{2,}", words[-120:])
        if not self.text or not tokens:
            return self.line
        at = self.text.find(max(tokens[-4:], key=len), self.pos)
        if at < 0:
            return self.line
        return bisect.bisect_right(self._starts, at)

    def row_lines(self, row: int) -> dict[int, int]:
        """The lines after a grid table's row line that are more of the same row, up to its
        `+---+` rule: {line: row}. (Other tables write a row on one line.)"""
        if not self.text or row < 2:
            return {}
        if self._lines is None:
            self._lines = self.text.split("\n")
        lines = self._lines
        if row > len(lines) or not _GRID_RULE.fullmatch(lines[row - 2]):
            return {}
        out = {}
        for n in range(row, min(len(lines), row + 40)):
            if not lines[n].lstrip().startswith(("|", "│")):
                break
            out[n + 1] = row
        return out


_GRID_RULE = re.compile(r"\s*\+[-=:+]{3,}\+\s*")


def _probe(words: str) -> str:
    """The first run of text the source writes just so: the longest of the first few words."""
    tokens = re.findall(r"[\w.\-/]{3,}|[\u4e00-\u9fff]{2,}", words[:120])
    return max(tokens[:4], key=len) if tokens else ""


def _meta_text(value: dict[str, Any]) -> str:
    kind, content = value.get("t"), value.get("c")
    if kind in ("MetaInlines",):
        return inline(content)
    if kind == "MetaBlocks":
        return " ".join(inline(b.get("c", [])) for b in content if isinstance(b.get("c"), list))
    if kind == "MetaString":
        return str(content)
    if kind == "MetaList":
        return ", ".join(_meta_text(v) for v in content)
    if kind == "MetaMap":
        return "; ".join(f"{k}: {_meta_text(v)}" for k, v in content.items())
    if kind == "MetaBool":
        return str(content).lower()
    return ""


def _names_itself(term: str) -> bool:
    """A term that names a work and gives its id (`PatchMerge-V arXiv:2612.20317`), not an id alone."""
    rest = re.sub(r"(?:arXiv\s*:?\s*)?\d{4}\.\d{4,5}(?:v\d+)?|https?://\S+", "", term, flags=re.I)
    return bool(P.find_arxiv(term)) and bool(re.search(r"[A-Za-z\u4e00-\u9fff]{2}", rest)) and len(term) <= 120


def _class_words(c: list[Any]) -> str:
    """Textile reads `_(resolved)_` as emphasis holding nothing but the class `resolved`: the
    words the text wrote, in their brackets."""
    if len(c) == 1 and c[0].get("t") == "Span" and not c[0]["c"][1] and c[0]["c"][0][1]:
        return "(" + " ".join(c[0]["c"][0][1]) + ")"
    return ""


def _link_text(c: list[Any]) -> str:
    """A link's text. pandoc's AsciiDoc reader takes `[2610.01234]` for the text `2610` with the
    role `01234`; a number cut that way is put back together."""
    text, classes = inline(c[1]), c[0][1]
    if classes and text.isdigit() and all(k.isdigit() for k in classes):
        return ".".join([text, *classes])
    return text


def inline(items: list[Any]) -> str:
    """Inline elements as text; links as `text (target)`; line breaks kept."""
    out: list[str] = []
    for item in items or []:
        kind, c = item.get("t"), item.get("c")
        if kind == "Str":
            out.append(c)
        elif kind in ("Space",):
            out.append(" ")
        elif kind in ("SoftBreak", "LineBreak"):
            out.append("\n")
        elif kind in ("Emph", "Underline", "SmallCaps", "Strikeout", "Superscript", "Subscript", "Strong"):
            out.append(_class_words(c) or inline(c))
        elif kind in ("Code",):
            out.append(c[1])
        elif kind == "Link":
            out.append(link(_link_text(c), c[2][0]))
        elif kind == "Image":
            out.append(inline(c[1]))
        elif kind == "Span":
            classes = c[0][1]
            if "tag" in classes:  # an org or Obsidian tag: `:new:` says NET-new
                word = inline(c[1]).strip().lower().replace("_", " ").replace("-", " ")
                out.append(" · " + _TAG_WORDS.get(word, word))
            elif not {"todo", "done"} & set(classes):  # an org TODO keyword is a task's state
                out.append(inline(c[1]))
        elif kind == "Quoted":
            out.append("“" + inline(c[1]) + "”")
        elif kind == "Cite":
            out.append(inline(c[1]))
        elif kind == "Math":
            out.append(_math(c[1]))
        elif kind == "Note":
            out.append(" (" + " ".join(_plain(b) for b in c) + ")")
    return "".join(out)


# TeX math a brief writes figures with (`1.35$\times$`, `$\sim$3`, `52.3\,\%`): the signs it means
_TEX_SIGNS = {
    r"\times": "×",
    r"\%": "%",
    r"\sim": "~",
    r"\approx": "≈",
    r"\pm": "±",
    r"\,": " ",
    r"\leq": "≤",
    r"\geq": "≥",
    r"\cdot": "·",
    r"\to": "→",
    r"\rightarrow": "→",
    r"\mu": "µ",
}


def _math(tex: str) -> str:
    for command, sign in _TEX_SIGNS.items():
        tex = tex.replace(command, sign)
    return re.sub(r"[{}^_]", "", tex).strip()


def _unwrapped(node: Any, soft_break: str = "Space") -> Any:
    """Pandoc nodes with soft line breaks (where the source wrapped a line) as spaces: in a
    cell only hard breaks and paragraphs part its text (`soft_break="LineBreak"`: as hard ones)."""
    if isinstance(node, list):
        return [_unwrapped(n, soft_break) for n in node]
    if isinstance(node, dict):
        if node.get("t") == "SoftBreak":
            return {"t": soft_break}
        return {k: _unwrapped(v, soft_break) for k, v in node.items()}
    return node


# a block holding nothing but arXiv ids and what separates them
_ONLY_IDS = re.compile(r"(?:\s|[,，、;；/|·]|(?:arXiv\s*[:：]?\s*)?\d{4}\.\d{4,5}(?:v\d{1,2})?){1,2000}", re.I)
_ENUMERATOR = re.compile(r"\(?\d{1,3}[.)）、]?|[•·*\-–]|[①-⑳]")


def _quoted_paths(code: str) -> list[str]:
    """The file paths a block of code quotes (`["inbox/a.md", "work-queue.md"]`), when every string
    it quotes is one; else none."""
    quoted = re.findall(r"[\"']([^\"'\n]{1,300})[\"']", code[:20_000])
    return quoted if quoted and all(P.PATH.fullmatch(q) for q in quoted) else []


def _said(text: str) -> bool:
    """A sentence, not a title: it ends as one does."""
    return text.rstrip().endswith((".", "。", "!", "！", "?", "？"))


def _plain(block: dict[str, Any]) -> str:
    kind, c = block.get("t"), block.get("c")
    if kind in ("Plain", "Para"):
        return inline(c)
    if kind == "LineBlock":
        return "\n".join(inline(x) for x in c)
    if kind == "Div":
        return " ".join(_plain(b) for b in c[1])
    return ""


_ADMONITIONS = frozenset("note tip hint info admonition important attention caution seealso details".split())


def _text_of(node: Node) -> str:
    return " ".join(filter(None, [node.text.strip(), *(_text_of(c) for c in node.children)])).strip()


class Blocks:
    def __init__(self, locate: Locator, joined: bool = False):
        self.locate = locate
        self.continued: dict[int, int] = {}  # a grid table's lines that are more of a row: {line: row}
        self.joined = joined  # soft breaks are spaces (HTML): a paragraph's lines are one line
        self.callouts = 0
        self.concerns = False  # under a part that lists concerns
        self.level = 1  # the level of the last heading
        self.part: str | None = None  # and the part it names

    def blocks(self, items: list[Any], depth: int = 0) -> list[Node]:
        out: list[Node] = []
        for block in items or []:
            out.extend(self.block(block, depth))
        return out

    def block(self, block: dict[str, Any], depth: int) -> list[Node]:
        kind, c = block.get("t"), block.get("c")
        if kind in ("Para", "Plain"):
            text = inline(c).strip()
            if not text:
                return []
            line = self.locate.find(text)
            if self.joined and (end := self.locate.last_line(text)) - line <= 40:
                for n in range(line + 1, end + 1):  # the source lines an HTML paragraph runs over
                    self.continued.setdefault(n, line)
            return [Node("paragraph", line, text)]
        if kind == "LineBlock":
            text = "\n".join(inline(x) for x in c)
            return [Node("paragraph", self.locate.find(text), text)]
        if kind == "Header":
            text = re.sub(r"^\[#[A-Z]\]\s*", "", inline(c[2]).strip())  # org's priority cookie
            fields = [(k, v) for k, v in c[1][2] if k not in ("id", "custom_id")]
            if any(i.get("t") == "Span" and "done" in i["c"][0][1] for i in c[2]):
                fields.append(("state", "DONE"))  # org's DONE keyword: the task (a concern) is settled
            if (part := part_of(text)) is not None:
                self.concerns = part == "register"
            self.level, self.part = c[0], part
            return [Node("heading", self.locate.find(text), text, level=c[0], fields=fields)]
        if kind in ("BulletList", "OrderedList"):
            entries = c if kind == "BulletList" else c[1]
            return [self.item(entry, depth, kind == "OrderedList") for entry in entries]
        if kind == "DefinitionList":
            out = []
            for term, definitions in c:
                label = inline(term).strip()
                value = " ".join(_plain(b) for d in definitions for b in d).strip()
                line = self.locate.find(label)
                firsts = [_plain(d[0]).strip() if d else "" for d in definitions]
                if self.concerns and len(definitions) > 1 and not P.find_arxiv(firsts[0][:14]):
                    # under a register part, `<dt>1. OmniTok (2612.25133)</dt>` and its `<dd>`s: an
                    # entry, its term the title, each definition said of it
                    out.append(Node("heading", line, label, level=self.level + 1))
                    for d in definitions:
                        out += self.blocks(d, depth)
                elif len(definitions) > 1 and all(P.find_arxiv(f[:14]) for f in firsts):
                    # `<dt>From earlier briefs</dt><dd>2612.20317 §1.1</dd>…`: the term labels each row
                    for d in definitions:
                        text = " ".join(_plain(b) for b in d).strip()
                        out.append(Node("field", self.locate.find(text), text, header=[label]))
                elif _names_itself(label) and (len(definitions) > 1 or re.match(r"[^:：]{1,30}[:：]", value)):
                    # `<dt>PatchMerge-V arXiv:…</dt><dd>Status: new</dd><dd>Figure: 62%</dd>`: the
                    # term is the work, each definition one of its fields (a list in one its list)
                    children = [Node("paragraph", line, label)]
                    for d in definitions:
                        children += self.blocks(d, depth + 1)
                    out.append(Node("item", line, level=depth, children=children))
                elif names_a_work(label, value):  # `TokenWeave:: arXiv:… — …`: an item, its term the name
                    para = Node("paragraph", line, f"**{label}** — {' '.join(value.split())}")
                    # (an rST field list under the text, `:Status: adjacent`: the item's fields)
                    more = [
                        b for d in definitions for b in d if b.get("t") not in ("Plain", "Para", "LineBlock", "Div")
                    ]
                    out.append(Node("item", line, level=depth, children=[para, *self.blocks(more, depth + 1)]))
                else:
                    out.append(Node("field", line, value, header=[label]))
            return out
        if kind == "Table":
            if lays_out(c):  # a mail's or page's layout table: what its cells hold, in reading order
                return [*self.caption(c[1]), *(n for row in rows_of(c) for n in self.layout_row(row[1], depth))]
            return [*self.caption(c[1]), self.table(c)]
        if kind == "BlockQuote":
            return self.quote(c, depth)
        if kind == "Div":
            classes = [cl.lower() for cl in c[0][1]]
            if "output" in classes:  # a notebook cell's output: what its reader sees (notebook.py)
                return [n for text in notebook.output_texts(c[1]) for n in notebook.output(text, self.locate.find)]
            if "cell" in classes and "code" in classes:
                return self.blocks(notebook.shown(c[1]), depth)
            concern = next((cl for cl in classes if cl in CONCERN_KINDS), None)
            if concern is None and self.concerns and any(cl in _ADMONITIONS for cl in classes):
                concern = "todo"  # `.. note::` under `To verify`: an entry all the same
            if concern:
                return self.callout(concern, c[1], depth)
            return self.blocks(c[1], depth)
        if kind == "Figure":
            return self.blocks(c[2], depth)
        if kind == "CodeBlock" and (_ONLY_IDS.fullmatch(c[1]) or self.part == "arxiv") and P.find_arxiv(c[1]):
            # a list of ids set off as an example block (Muse's `<example>`, a verbatim block under
            # `Citable arXiv IDs`): data, not code
            return [
                Node("paragraph", self.locate.find(line.strip()), line.strip())
                for line in c[1].split("\n")
                if line.strip()
            ]
        if kind == "CodeBlock" and self.part == "sources" and (paths := _quoted_paths(c[1])):
            # `sources_checked = ["inbox/a.md", …]` in a notebook's cell under `Sources checked`: the files
            return [
                Node("item", line, level=depth, children=[Node("paragraph", line, path)])
                for path in paths
                for line in [self.locate.find(path)]
            ]  # (a list of them: a line that is only `work-queue.md` would read as a part's title)
        return []  # code, raw blocks, rules: not read

    def layout_row(self, cells: list[Any], depth: int) -> list[Node]:
        """A layout table's row: a label beside its value is a field (`Topic | robotics`); a row
        that names one work is its record, the line naming it first (a badge cell saying
        `NET-new` beside a card); a row of one short line naming a part, that part's heading."""
        boxes = [self.blocks(cell[4], depth) for cell in cells]
        nodes = [n for box in boxes for n in box]
        if not nodes:
            return []
        if len(boxes) >= 2 and len(boxes[0]) == 1 and _ENUMERATOR.fullmatch(boxes[0][0].text.strip()):
            rest = [n for box in boxes[1:] for n in box]  # `1. | PolicyDistill: …`: a list's item, laid out
            return [Node("item", rest[0].line, level=depth, children=rest, ordered=True)] if rest else []
        if len(boxes) == 2 and all(len(b) == 1 and b[0].kind == "paragraph" for b in boxes):
            label, value = boxes[0][0].text.strip().rstrip(":："), boxes[1][0].text.strip()
            if len(label) <= 60 and re.search(r"[^\W\d_]", label) and value and not P.find_arxiv(label):
                return [Node("paragraph", boxes[0][0].line, f"{label}: {value}")]
        if (
            len(boxes) == 2
            and len(boxes[0]) == 1
            and boxes[0][0].kind == "paragraph"
            and boxes[1]
            and all(n.kind == "item" for n in boxes[1])
        ):
            label = boxes[0][0].text.strip().rstrip(":：")
            if len(label) <= 40 and re.search(r"[^\W\d_]", label) and not P.find_arxiv(label) and not _said(label):
                # `| Sources a| * a.md * b.md |`: a label beside a list is the list's field
                return [Node("paragraph", boxes[0][0].line, f"{label}:"), *boxes[1]]
        if len(nodes) == 1 and nodes[0].kind == "paragraph" and len(nodes[0].text) < 60 and not _said(nodes[0].text):
            if (part := part_of(nodes[0].text)) is not None:
                self.concerns, self.part = part == "register", part
                return [Node("heading", nodes[0].line, nodes[0].text, level=min(6, self.level + 1))]
        texts = [_text_of(n) for n in nodes]
        works = {key for t in texts for key, _, _ in P.find_arxiv(t)} or {u for t in texts for u in P.URL.findall(t)}
        if len(works) == 1 and len(nodes) > 1 and all(n.kind in ("paragraph", "field") for n in nodes):
            first = next(i for i, t in enumerate(texts) if P.find_arxiv(t) or P.URL.search(t))
            children = [nodes[first], *nodes[:first], *nodes[first + 1 :]]
            return [Node("item", nodes[first].line, level=depth, children=children)]
        return nodes

    def item(self, blocks: list[Any], depth: int, ordered: bool) -> Node:
        children = self.blocks(blocks, depth + 1)
        line = children[0].line if children else self.locate.line
        return Node("item", line, level=depth, children=children, ordered=ordered)

    def quote(self, blocks: list[Any], depth: int) -> list[Node]:
        """A blockquote; `> [!warning] Title` (a callout written as a quote) is a callout."""
        first = _plain(blocks[0]) if blocks else ""
        m = re.match(r"\s*\[!(\w+)\][+-]?\s*", first)
        if m and m.group(1).lower() in CONCERN_KINDS:
            return self.callout(m.group(1).lower(), blocks, depth, strip=m.end())
        return self.blocks(blocks, depth)

    def callout(self, kind: str, blocks: list[Any], depth: int, strip: int = 0) -> list[Node]:
        self.callouts += 1
        body = self.blocks(blocks, depth)
        if not body:
            return []
        if (
            len(body) > 1
            and body[0].kind == "paragraph"
            and body[0].text.strip().lower() in (kind, *_ADMONITIONS, *CONCERN_KINDS)
        ):
            body = body[1:]  # rST's `.. warning::` title, which pandoc writes as its first paragraph
        head = body[0]
        if head.kind == "paragraph":
            text = head.text[strip:].replace("\n", " ").strip()
            rest = body[1:]
        else:
            text, rest = "", body
        text = " ".join([text] + [n.text.replace("\n", " ") for n in rest if n.kind == "paragraph"]).strip()
        fields = [
            f"{n.header[0]}: {n.text}" if n.kind == "field" else _text_of(n)
            for n in rest
            if n.kind in ("field", "item")
        ]
        fields = [f for f in fields if f.strip()]
        if fields:  # `:Concerns: KVShard (2610.02345)`, `:Risk: high`: the entry's fields, after its text
            text = f"{text} ({'; '.join(fields)})"
        return [Node("callout", head.line, text, level=self.callouts, header=[kind])]

    def caption(self, caption: list[Any]) -> list[Node]:
        """A table's caption: the heading of its part when it names one (`<caption>Net-new
        items</caption>`), under the heading above it; else a line of text."""
        text = " ".join(_plain(b) for b in (caption[1] if len(caption) > 1 else [])).strip()
        if not text:
            return []
        pos, at = self.locate.pos, self.locate.line
        line = self.locate.find(text)
        self.locate.pos, self.locate.line = pos, at  # (a caption may be written after its table: Djot's `^ …`)
        sentence = len(text) > 60 or text.endswith((".", "。"))
        if re.match(r"\s*§\s*\d{1,2}\.\d{1,2}", text) and not sentence:  # `<caption>§1.1 X</caption>`: its section
            return [Node("heading", line, text, level=min(6, self.level + 1))]
        if (part := part_of(text)) is None or part == self.part or sentence:  # (the heading above says it already)
            return [Node("paragraph", line, text)]
        self.concerns, self.part = part == "register", part
        return [Node("heading", line, text, level=min(6, self.level + 1))]

    def table(self, c: list[Any]) -> Node:
        head_rows = c[3][1]
        header = [self.cell(cell) for cell in head_rows[0][1]] if head_rows else []
        line = self.locate.find(" ".join(header)) if header else self.locate.line
        rows: list[tuple[int, list[str]]] = []
        foot = c[5][1] if len(c) > 5 and c[5] else []  # (pandoc's AsciiDoc reader makes the last row a foot)
        for row in [r for body in c[4] for r in body[2] + body[3]] + foot:
            cells = [self.cell(cell) for cell in row[1]]
            probe = next((x for x in cells if _probe(x)), "")
            rows.append((self.locate.find(probe) if probe else self.locate.line, cells))
            self.continued.update(self.locate.row_lines(rows[-1][0]))
        return Node("table", line, header=header, rows=rows)

    @staticmethod
    def cell(cell: list[Any]) -> str:
        """A cell's text; its paragraphs and line breaks kept apart (`MuonLite · arXiv:2612.11834`),
        and lines that wrap one sentence joined, unless each holds a figure of its own (a grid
        table's `grasp failure reduction 12.5 %` over `end-to-end latency 85 ms`)."""
        parts = []
        for block in cell[4]:
            if short_list(block):  # (a list of files in the cell: its items, one part each)
                items = block["c"] if block["t"] == "BulletList" else block["c"][1]
                parts.extend(inline(_unwrapped(item[0])["c"]).strip() for item in items)
                continue
            lines = [x.strip() for x in _plain(_unwrapped(block)).split("\n")]
            soft = [x.strip() for x in _plain(_unwrapped(block, "LineBreak")).split("\n")]
            if len(soft) > len(lines) and all(P.FIGURE.search(x) for x in soft):
                lines = soft
            parts.extend(lines)
        return " · ".join(part for part in parts if part)
