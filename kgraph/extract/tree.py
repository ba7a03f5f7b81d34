"""The document tree every format adapter gives: nodes with the line span they came from.

A node is a heading (with its level and the fields of its property drawer), a paragraph, a list
item (with its nesting), a table (its header cells and rows), a field (`label`, `value`), a
callout (its kind and title), a link (text and target, kept inline as `text (target)`). The
readers after this stage read the tree through `View`: one line of text per line of the tree,
each knowing the line of the file it came from, so lineage keeps citing file:line whatever
the format was.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from kgraph import patterns as P

# Callout kinds that mark a concern (a to-verify entry), whatever the format calls them.
CONCERN_KINDS = frozenset("warning caution danger important attention question todo error bug".split())


@dataclass
class Node:
    kind: str  # heading, paragraph, item, table, field, callout, code, rule
    line: int = 0  # first line in the file as written (0: not known)
    text: str = ""  # inline text, links as `text (target)`
    level: int = 0  # heading level, list nesting
    children: list[Node] = field(default_factory=list)
    header: list[str] = field(default_factory=list)  # table: header cells
    rows: list[tuple[int, list[str]]] = field(default_factory=list)  # table: (line, cells)
    fields: list[tuple[str, str]] = field(default_factory=list)  # heading: property drawer
    ordered: bool = False


@dataclass
class View:
    """The lines the readers read, each with the line of the file it stands for."""

    lines: list[str]
    source: list[int]  # source[i]: the file's line for view line i + 1
    callouts: list[tuple[int, int]] = field(default_factory=list)  # (first, last) view lines of a concern
    joined: dict[int, int] = field(default_factory=dict)  # view line → the line its text moved to
    continued: dict[int, int] = field(default_factory=dict)  # file line → the file line whose row it continues
    dropped: dict[int, str] = field(default_factory=dict)  # file line → why it is not read (an export's furniture)

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    def line_of(self, view_line: int) -> int:
        if 1 <= view_line <= len(self.source):
            return self.source[view_line - 1]
        return view_line


# a link an editor routes through its own redirect (Google Docs' `https://www.google.com/url?q=…&sa=D…`)
_REDIRECT = re.compile(r"https?://(?:www\.)?google\.[a-z.]{2,6}/url\?(?:[^#\s]*?&)?q=([^&#\s]+)", re.I)


def unwrapped_url(url: str) -> str:
    """The link's own target, not the editor's redirect to it."""
    if m := _REDIRECT.match(url):
        from urllib.parse import unquote

        return unquote(m.group(1))
    return url


def link(text: str, target: str) -> str:
    """A link inline: its text, then its target in brackets, unless the text says it already
    (`<a href=".../2609.05118">2609.05118</a>` is one mention of the id, not two)."""
    text, target = text.strip(), unwrapped_url(target.strip())
    if not target or target.startswith("#") or ("#" in target and text.startswith("§")):
        return text  # (`[§1.2 X](/organized/knowledge/x.md#s1-2)`: the section it points to, not a file read)
    if (ids := {key for key, _, _ in P.find_arxiv(text)}) and ids == {key for key, _, _ in P.find_arxiv(target)}:
        return text  # `[arXiv:2612.20317](https://arxiv.org/abs/2612.20317)`: one mention, the id
    if not text or text == target or (text in target and re.search(r"[./]", text) and " " not in text):
        return target  # the text is the target shortened (`notes.md`, `example.org/x`), not a date or a word
    if _LINK_WORD.fullmatch(text):
        return f"({text} {target})"  # `GridOS Storage 3 [release page](…)`: the text says what the link is, no name
    return f"{text} ({target})"


# A link's text that says what kind of page it leads to, in English or Chinese (either script)
_LINK_WORD = re.compile(
    r"(?:the\s+)?(?:link|here|page|web ?page|pdf|abs|abstract|paper|release(?: page| notes)?|changelog|repo(?:sitory)?|"
    r"code|source|github|blog(?: post)?|post|website|site|homepage|project page|"
    r"链接|連結|连结|这里|這裡|此处|此處|页面|頁面|发行页|發行頁|发布页|發布頁|发行版|發行版|论文|論文|代码|程式碼|代碼|"
    r"仓库|倉庫|主页|主頁|博客|部落格|原文|全文|项目页|專案頁)",
    re.I,
)


def render(nodes: list[Node], meta: list[tuple[str, str]] | None = None) -> tuple[list[str], list[int]]:
    """Lines in the canonical layout (`#` headings, `- ` items, `Label: value` fields, pipe
    tables) with each line's source line."""
    out: list[str] = []
    src: list[int] = []

    def emit(text: str, line: int) -> None:
        for part in text.split("\n"):
            out.append(part)
            src.append(line)

    title = next((v for k, v in meta or [] if k.lower() == "title"), None)
    heading = next((n.text.strip() for n in nodes if n.kind == "heading" and n.level == 1), None)
    if title and not (heading and title.strip().startswith(heading)):  # `<title>` repeating the `<h1>`
        emit(f"# {title}", 1)
    for key, value in meta or []:
        if key.lower() != "title" and value:
            emit(f"{key.capitalize()}: {value}", 1)
    for node in nodes:
        _render(node, emit, 0)
    return out, src


def _render(node: Node, emit, depth: int) -> None:  # noqa: ANN001 - emit: (text, line) -> None
    pad = "  " * depth
    if node.kind == "heading":
        emit("#" * max(1, min(node.level, 6)) + " " + node.text, node.line)
        for key, value in node.fields:
            emit(f"{key.capitalize()}: {value}", node.line)
    elif node.kind == "paragraph":
        emit("\n".join(pad + part if depth else part for part in node.text.split("\n")), node.line)
    elif node.kind == "item":
        first, *rest = node.children or [Node("paragraph", node.line, "")]
        lead = "1. " if node.ordered else "- "
        if first.kind == "paragraph":
            lines = first.text.split("\n")
            if box := _BOX.match(lines[0]):  # `☐ …`, `☑ …` (pandoc's task items, a checklist's export)
                lines[0] = lines[0][box.end() :] + (" (resolved)" if box.group(1) != "☐" else "")
            emit(pad + lead + lines[0], first.line or node.line)
            for more in lines[1:]:
                emit(pad + "  " + more, first.line or node.line)
        else:
            emit(pad + lead.rstrip(), node.line)
            rest = [first, *rest]
        for child in rest:
            _render(child, emit, depth + 1)
    elif node.kind == "field":
        emit(f"{pad}{node.header[0] if node.header else ''}: {node.text}", node.line)
    elif node.kind == "table":
        width = max([len(node.header)] + [len(r) for _, r in node.rows] or [0])
        if node.header:
            emit("| " + " | ".join(_cell(c) for c in node.header) + " |", node.line)
            emit("|" + "---|" * width, node.line)
        for line, cells in node.rows:
            emit("| " + " | ".join(_cell(c) for c in cells) + " |", line or node.line)
    elif node.kind == "callout":
        kind = node.header[0] if node.header else ""
        lead = f"待核实 {node.level or 1}: " if kind.lower() in CONCERN_KINDS else ""
        emit(pad + lead + node.text, node.line)
        for child in node.children:
            _render(child, emit, depth)
    elif node.kind == "block":
        for child in node.children:
            _render(child, emit, depth)
    emit_blank = node.kind in ("heading", "paragraph", "table", "callout") and depth == 0
    if emit_blank:
        emit("", node.line)


# a checkbox before an item's text, as `- [ ]` / `- [x]` in Markdown: open, or done
_BOX = re.compile(r"\s*([☐☑☒✅])\ufe0f?\s*")


def _cell(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("|", "/")).strip()


def part_of(heading: str) -> str | None:
    """What part a heading names by the lexicon's `parts` (`To verify` → register), or None."""
    from kgraph.extract.lexicon import default

    return default().find_longest("parts", heading)


def names_a_work(term: str, definition: str) -> bool:
    """A definition list's term is a work's name when its definition links or cites one and
    the term is no label the lexicon knows (`Baseline`, `Status`)."""
    from kgraph import patterns as P
    from kgraph.extract.lexicon import default

    if len(term) > 80 or re.search(r"\d{4}\.\d{4,5}|^§", term) or default().label(term):
        return False
    return bool(P.find_arxiv(definition[:300]) or P.URL.search(definition[:300]))


def _label_of(lex: object, text: str) -> str | None:
    """The lexicon's label for a cell or a line of the view, which is not folded yet (`連結`, `來源`
    are `链接`, `来源`)."""
    from kgraph.extract.fold import fold

    if found := lex.label(text):  # type: ignore[attr-defined]
        return found
    folded = fold(text, simplify=True)
    return lex.label(folded) if folded != text else None  # type: ignore[attr-defined]


def field_tables(view: View, lexicon: object | None = None) -> None:
    """A two-column table whose first column holds field labels (`| Section | §1.1 … |`,
    `^ Status | NET-new |`: a record written as a table) is that record's fields: each row
    becomes `Label: value` on its own line; a header that labels the columns (`| Field | Value |`)
    says nothing more."""
    from kgraph.extract.lexicon import default

    lex = lexicon or default()
    lines = view.lines
    i = 0
    while i < len(lines):
        if not lines[i].lstrip().startswith("|"):
            i += 1
            continue
        j = i
        while j < len(lines) and lines[j].lstrip().startswith("|"):
            j += 1
        rows = [(k, _pair(lines[k])) for k in range(i, j) if not _SEPARATOR.fullmatch(lines[k].strip())]
        if len(rows) >= 2 and all(pair for _, pair in rows):
            labels = [pair[0] for _, pair in rows]  # type: ignore[index]
            known = [bool(_label_of(lex, a) and not P.find_arxiv(a)) for a in labels]
            if _NAMES_PAIRS.fullmatch(" | ".join(rows[0][1]).lower()):  # type: ignore[arg-type]
                known = [False] + [not P.find_arxiv(a) for a in labels[1:]]  # `| metric | value |`: a field a row
            if sum(known[1:]) * 2 >= len(known) - 1 and sum(known) >= 2 or (not known[0] and all(known[1:])):
                for n, (k, pair) in enumerate(rows):
                    a, b = pair  # type: ignore[misc]
                    lines[k] = "" if n == 0 and not known[0] else f"{a}: {b}"
                for k in range(i, j):
                    if _SEPARATOR.fullmatch(lines[k].strip()):
                        lines[k] = ""
        i = j


def label_over_paths(view: View, lexicon: object | None = None) -> None:
    """A line that is only a sources label (`Read in`, `來源：`) over lines that are only file
    paths (a slide's bullets, which pandoc gives as paragraphs) is one field: `Read in: a.md, b.md`
    on the label's line, the paths' lines joined onto it."""
    from kgraph.extract.lexicon import default

    lex = lexicon or default()
    lines = view.lines
    for i, line in enumerate(lines):
        label = line.strip().rstrip(":：").strip("*_ ")
        if not label or len(label) > 30 or _label_of(lex, label) != "来源":
            continue
        paths: list[int] = []
        for k in range(i + 1, min(len(lines), i + 40)):
            text = lines[k].strip().lstrip("-*• ").strip("`")
            if not text:
                continue
            if not P.PATH.fullmatch(text):
                break
            paths.append(k)
        if paths:
            lines[i] = f"{label}: " + ", ".join(lines[k].strip().lstrip("-*• ").strip("`") for k in paths)
            for k in paths:
                lines[k] = ""
                view.joined[k + 1] = i + 1


# a header that says its rows are label/value pairs
_NAMES_PAIRS = re.compile(
    r"\s*(?:metric|measure|figure|field|key|property|指标|项目|字段|名称|name|label)\s*\|\s*"
    r"(?:value|values|result|figure|数值|值|结果|内容|数据)\s*"
)
_SEPARATOR = re.compile(r"\|?(?:\s*:?-{2,}:?\s*\|)+\s*:?-*:?\s*")


def _pair(line: str) -> tuple[str, str] | None:
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    if len(cells) != 2 or not cells[0] or len(cells[0]) > 40:
        return None
    return cells[0], cells[1]
