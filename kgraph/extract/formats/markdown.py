"""Markdown of any flavour, and plain text, onto the canonical layout, line for line.

markdown-it-py (CommonMark, tables, front matter) finds the structure: front matter, setext
headings, blockquotes and callouts (`> [!warning] Title`), code blocks. Each line stays the
file's own line (so file:line is exact); what the syntax means is written in the layout the
readers read: front matter as `Label: value` fields under the title, a setext heading as a
`#` heading, a callout that marks a concern as a to-verify entry, a quote without its `>`,
links as `text (target)` (an autolink `<url>` stays: the URL rules read it), wikilinks as their text, tags (`#anchored/2026-08-17`) as words.
"""

from __future__ import annotations

import functools
import re

from kgraph.extract.formats import asciitable, myst, roam
from kgraph.extract.tree import CONCERN_KINDS, View, link, part_of

# Markdown-only syntax: a file without any of it is read as it is, without a parse.
_MAY_NEED = re.compile(
    r"^(?:[-*+]\s.*\n[ \t]+[-*+]\s|---\s*$|\s{0,3}>|\s{0,3}[:~]\s|\s{0,3}(?:=+|-+)\s*$)|^\s{0,3}\[[^\]\n]+\]:\s|^\s{0,3}<(?:details|summary)\b|\[\[|\[\^|\]\(|::|^\s*[-*+]\s+\[[ xX]\]\s|(?:^|\s)#[A-Za-z]|<br\s*/?>|@\{",
    re.M,
)
# an attribute list (Python-Markdown's attr_list, kramdown's `{: …}`, pandoc's header attributes)
_ATTRIBUTE = r'(?:[#.][\w-]+|[\w-]+=(?:"[^"\n]*"|[^\s}"]+))'
ATTRIBUTES = re.compile(rf"\s*\{{:?\s*{_ATTRIBUTE}(?:\s+{_ATTRIBUTE})*\s*\}}")
LINK = re.compile(r"(?<!!)\[([^\]\n]{0,200})\]\(\s*<?([^)\s>]{1,500})>?(?:\s+\"[^\"]*\")?\s*\)")
IMAGE = re.compile(r"!\[([^\]\n]{0,200})\]\([^)\n]{0,500}\)")
# `[text][label]`, `[text][]`, `[label]` (not a definition `[label]:`, not an inline link)
REFERENCE_LINK = re.compile(r"(?<![\]!\\])\[([^\[\]\n]{1,200})\](?:\[([^\[\]\n]{0,200})\]|(?![\[(:]))")
# Hugo's cross-reference shortcodes, as a link's target: `{{< ref "/docs/x.md" >}}`, `{{% relref "x" %}}`
HUGO_REF = re.compile(r'\{\{[<%]\s*(?:rel)?ref\s+"([^"\n]{1,300})"\s*[>%]\}\}')
WIKILINK = re.compile(r"\[\[([^\]|\n]{1,200})(?:\|([^\]\n]{1,200}))?\]\]")
INLINE_FIELD = re.compile(r"^(\s*(?:[-*+]\s+)?)([\w][\w \-]{0,40}?)::\s*")  # Dataview's `key:: value`
TAG = re.compile(r"(?<![\w/#&;:.])#([A-Za-z][\w\-]*(?:/[\w\-.:]+)*)")
# `- ## NET-new`: an outliner's block that is a heading (Logseq writes every block as a list
# item, at any depth); a heading, as a reader sees it
_BULLETED_HEADING = re.compile(r"^\s*[-*+]\s+(#{1,6}\s+\S)")
TAG_STATUS = {"new": "NET-new", "net-new": "NET-new", "netnew": "NET-new"}


def view(text: str, lexicon: object | None = None, rewrap: bool = True) -> View:
    """The document's lines with the meaning of its markdown syntax written plainly; `rewrap`:
    a paragraph an editor wrapped is one line again (the text view joins its own)."""
    if text.startswith("+++"):
        from kgraph.extract.formats.frontmatter import toml_as_yaml

        text = toml_as_yaml(text)  # Hugo's TOML front matter, read as YAML front matter is
    lines, grid = asciitable.grid_tables(text.split("\n")) if "+=" in text else (text.split("\n"), {})
    lines, continued = rewrapped(lines) if rewrap else (lines, {})
    continued.update(grid)
    lines = _bulleted_headings(lines)
    roamed = "{{" in text and (marked := roam.roam_marks(lines)) != lines
    lines = marked if roamed else lines  # (Roam's task macros and tables: roam.py)
    blocks = ("!!!" in text or "???" in text or "===" in text) and _blocks_by_indent(lines)
    if blocks and blocks != lines:
        lines = blocks
    if ("```{" in text or ":::{" in text) and (directed := myst.directives(lines)) != lines:
        lines, blocks = directed, directed  # MyST's directives (myst.py)
    if ":::" in text and (fenced := _fenced_admonitions(lines)) != lines:
        lines, blocks = fenced, fenced
    if continued or blocks or roamed:
        text = "\n".join(lines)
    if not _MAY_NEED.search(text):
        return View(lines, list(range(1, len(lines) + 1)), continued=continued)
    out = list(lines)
    code: set[int] = set()
    cells: set[int] = set()
    env: dict = {}
    tokens = _parser().parse(text, env)
    references = {label: ref["href"] for label, ref in env.get("references", {}).items()}
    callouts: list[tuple[int, int]] = []
    joined: dict[int, int] = {}  # a line whose text moved to another (0-based): a definition's term
    levels = [1, 1]  # the last heading's level, and the last part heading's
    concerns = False  # under a part that lists concerns (`## To verify`): a quote there is one
    for i, token in enumerate(tokens):
        if not token.map:
            continue
        start, end = token.map
        if token.type == "heading_open" and token.tag[1:].isdigit():
            levels[0] = int(token.tag[1:])
            if _names_part(tokens[i + 1].content):
                levels[1] = levels[0]
            if int(token.tag[1:]) <= levels[1]:
                concerns = part_of(tokens[i + 1].content) == "register"
        if token.type == "html_block":
            _html_block(out, start, end, levels)
        elif token.type == "front_matter":
            _front_matter(out, start, end, token.content)
        elif token.type in ("fence", "code_block"):
            code.update(range(start, end))
        elif token.type == "table_open":
            cells.update(range(start, end))  # (a `<br>` in a table's cell breaks the cell, not the row)
        elif token.type == "heading_open" and token.markup in ("=", "-"):
            level = 1 if token.markup == "=" else 2
            out[start] = "#" * level + " " + tokens[i + 1].content.replace("\n", " ")
            for k in range(start + 1, end):
                out[k] = ""
        elif (
            token.type == "blockquote_open"
            and token.level == 0
            and _quote(out, start, end, len(callouts) + 1, concerns)
        ):
            callouts.append((start + 1, end))
        elif token.type == "dt_open":
            _definition(out, tokens, i, joined)
        elif token.type == "list_item_open" and token.level == 1 and _heads_a_list(tokens, i):
            out[start] = "## " + tokens[i + 2].content.strip()  # an outliner's `- Increments` over its items
    _footnotes(out, code, joined)
    for no, line in enumerate(out):
        if no not in code and (m := _TASK.match(line)):  # `- [ ] card`, `- [x] done`: a list item, done or not
            out[no] = m.group(1) + m.group(3) + (" (resolved)" if m.group(2) in "xX" else "")
    used: set[str] = set()
    for no, line in enumerate(out):
        if no not in code and ("[" in line or "#" in line or "::" in line or "@{" in line):
            out[no] = inline(line, references, used)
    for label, ref in env.get("references", {}).items():
        if label in used and ref.get("map"):  # a link's target, now written where the link is
            first, end = ref["map"]
            at = next(
                (n for n, line in enumerate(lines) if not first <= n < end and f"[{label.lower()}]" in line.lower()),
                None,
            )
            for k in range(first, end):
                out[k] = ""
                if at is not None:
                    joined.setdefault(k, at)
    return _line_breaks(
        View(out, list(range(1, len(lines) + 1)), callouts, {k + 1: v + 1 for k, v in joined.items()}, continued),
        code | cells,
    )


def _bulleted_headings(lines: list[str]) -> list[str]:
    """An outliner's heading blocks (`- ## NET-new`) as headings, the blocks under each moved out
    by one level (else four blanks under a heading would make them a code block)."""
    if not any(_BULLETED_HEADING.match(line) for line in lines):
        return lines
    out = list(lines)
    n = 0
    while n < len(out):
        if not _BULLETED_HEADING.match(out[n]):
            n += 1
            continue
        own = _indent_of(out[n])
        out[n] = _BULLETED_HEADING.sub(r"\1", out[n])
        k = n + 1
        shift = None
        while k < len(out) and (not out[k].strip() or _indent_of(out[k]) > own):
            if out[k].strip():
                shift = _indent_of(out[k]) - own if shift is None else shift
                out[k] = out[k][min(shift, _indent_of(out[k])) :]
            k += 1
        n += 1
    return out


# Python-Markdown's admonitions (`!!! warning "Title"`, `??? note` collapsed) and content tabs
# (`=== "Tab"`), their bodies indented four blanks under them
_ADMONITION = re.compile(r'^(\s*)(?:!!!|\?\?\?\+?)\s+([A-Za-z][\w-]*)(?:\s+[^"\n]*)?(?:\s+"([^"\n]*)")?\s*$')
_TAB = re.compile(r'^(\s*)===\+?\s+"([^"\n]*)"\s*$')


def _blocks_by_indent(lines: list[str]) -> list[str]:
    """An admonition as the callout it is (`> [!warning] Title` over its body as quoted lines),
    a content tab as a bold line over its body; each body dedented, line for line."""
    out = list(lines)
    n = 0
    while n < len(out):
        admonition, tab = _ADMONITION.match(out[n]), _TAB.match(out[n])
        if not (admonition or tab):
            n += 1
            continue
        pad = (admonition or tab).group(1)  # type: ignore[union-attr]
        body = pad + "    "
        if admonition:
            out[n] = f"{pad}> [!{admonition.group(2)}] {admonition.group(3) or ''}".rstrip()
        else:
            out[n] = f"{pad}**{tab.group(2)}**"  # type: ignore[union-attr]
        k = n + 1
        while k < len(out) and (not out[k].strip() or out[k].startswith(body)):
            if not out[k].strip() and (k + 1 >= len(out) or not out[k + 1].startswith(body)):
                break  # (a blank line, then a line not in the body: the block has ended)
            inner = out[k][len(body) :] if out[k].strip() else ""
            out[k] = (f"{pad}> {inner}".rstrip() if admonition else pad + inner) if out[k].strip() or admonition else ""
            k += 1
        n = k
    return out


# Docusaurus's admonitions (and remark-directive containers): `:::warning[Title]` or `:::tip Title`
# over their body, closed by a line of colons
# and pandoc's fenced divs (`::: warning`, `::: {.warning title="…"}`; `::: {#refs}`, no class, is no callout)
_FENCED_ADMONITION = re.compile(
    r"^(\s*):{3,}[ \t]*(?:\{?([A-Za-z][\w-]*)\}?|\{[^}\n]*?\.([A-Za-z][\w-]*)[^}\n]*\}|(\{[^}\n]*\}))"
    r"(?:\[([^\]\n]*)\]|[ \t]+([^{\s][^\n]*))?\s*$"
)
_FENCE_CLOSE = re.compile(r"^\s*:{3,}\s*$")


def _fenced_admonitions(lines: list[str]) -> list[str]:
    """A `:::kind[Title]` … `:::` admonition as the callout it is (`> [!kind] Title` over its body
    as quoted lines), line for line."""
    out = list(lines)
    n = 0
    while n < len(out):
        m = _FENCED_ADMONITION.match(out[n])
        end = next((k for k in range(n + 1, len(out)) if _FENCE_CLOSE.match(out[k])), None) if m else None
        if m is None or end is None:
            n += 1
            continue
        pad, kind, title = m.group(1), m.group(2) or m.group(3), (m.group(5) or m.group(6) or "").strip()
        if kind is None:  # a div with no class: its fences only
            out[n] = out[end] = ""
            n += 1
            continue
        kind = kind.removeprefix("callout-")  # Quarto's `::: {.callout-warning}`
        if not title and (said := re.search(r'\btitle="([^"\n]{1,200})"', out[n])):
            title = said.group(1)
        first = next((k for k in range(n + 1, end) if out[k].strip()), None)
        if not title and first is not None and (heading := re.match(r"\s*#{1,6}\s+(.+?)\s*#*\s*$", out[first])):
            title, out[first] = heading.group(1), ""  # (Quarto's title as the callout's first heading)
        out[n] = f"{pad}> [!{kind}] {title}".rstrip()
        for k in range(n + 1, end):
            out[k] = f"{pad}> {out[k][len(pad) :] if out[k].startswith(pad) else out[k].lstrip()}".rstrip()
        out[end] = ""
        n = end + 1
    return out


WRAPPED = 56  # a line this long, then more of its text under it: wrapped by an editor, not ended
# what opens a line of its own: a heading, a list mark, a table, a quote, HTML, a fence, a term
_OPENS_A_BLOCK = re.compile(r"\s*(?:#|[-*+•]\s|\d{1,3}[.)]\s|\||>|<|```|~~~|:{3}|:\s|\[\^?[^\]]*\]:|[=\-_*]{3,}\s*$)")
# `Status: NET-new`, `**Risk:** high`: a field's label opening a line
_LABEL_OPENS = re.compile(r"\s*(?:\*\*)?[^\s:：*][^:：]{0,30}?(?:\*\*)?(?:：|::?(?:\s|$))")  # (`tags:: a, b`)
_FENCE = re.compile(r"\s{0,3}(?:```|~~~)")
# a line broken mid-sentence by a wrap: it ends in a word, a number or a comma (a Chinese line, or
# one that ends a sentence or a clause, ends where its writer ended it)
_MID_SENTENCE = re.compile(r"[A-Za-z0-9,)'’\"”%×-]\s*$")
_COLUMNS = re.compile(r"\S(?:\s{3,}|\t)\S")
_HAN = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff01-\uff5e]")
_CELL_BAR = re.compile(r"(?:^|\s)\|(?:\s|$)")  # a table cell's bar, not `abs|pdf` in a path
_GOES_ON = re.compile(r"\s*[A-Za-z0-9(\"“'‘`]")
_WORDS = re.compile(r"[A-Za-z]{2,}\s+[A-Za-z]{2,}")  # (a line of ids or numbers is no prose)
JOINED_MAX = 2000  # a rewrapped paragraph's length at most (a rule's cost grows with a line's)


def rewrapped(lines: list[str]) -> tuple[list[str], dict[int, int]]:
    """A paragraph an editor wrapped (`It was anchored here on` then `Oct 1. It reports 1.28×`):
    its lines one again, so that a date, a count or a name split by the wrap reads whole. A line
    joins the one above when that one is long (wrapped, not ended) and it opens no block of its
    own (a heading, a list item, a table row, a field `Label: value`); the lines it took are left
    blank. Returns the lines and each taken line (1-based) → the line it joined."""
    if not any(len(line) >= WRAPPED for line in lines):
        return lines, {}
    out = list(lines)
    continued: dict[int, int] = {}
    fenced = False
    at: int | None = None  # the line being joined onto
    for n, line in enumerate(lines):
        if _FENCE.match(line):
            fenced, at = not fenced, None
            continue
        if fenced or not line.strip():
            at = None
            continue
        above = lines[n - 1] if n else ""
        if (
            at is not None
            and len(above.rstrip()) >= WRAPPED
            and _MID_SENTENCE.search(above)
            and _GOES_ON.match(line)
            and _WORDS.search(above)
            and len(out[at]) + len(line) < JOINED_MAX
            and not _opens_a_block(line, lines[at])
            and not _LABEL_OPENS.match(line)
            and "\t" not in line[: len(line) - len(line.lstrip())]
            and len(_HAN.findall(above)) * 3 < len(above.strip())  # (Chinese is not wrapped at a width)
            and not _COLUMNS.search(above.strip())
            and not _COLUMNS.search(line.strip())  # (columns set apart by blanks: a table's rows)
            and not _CELL_BAR.search(above)
            and not _CELL_BAR.search(line)  # (a table's rows broken over lines: `2609.11728 |` under a row)
            and _indent_of(line) == _text_start(lines[at])
        ):
            out[at] = out[at].rstrip() + " " + line.strip()
            out[n] = ""
            continued[n + 1] = at + 1
            continue
        at = (
            n
            if not re.match(r"\s*(?:#|\||>|<|[=\-_*]{3,}\s*$)", line) and _indent_of(line) < 4 or _MARKER.match(line)
            else None
        )
    return out, continued


def _opens_a_block(line: str, paragraph: str) -> bool:
    """Whether `line` opens a block of its own under `paragraph`: a numbered line opens a list
    there only when it is numbered 1 or the paragraph is itself an item (CommonMark: `28. It
    reports …`, the rest of `… anchored here on Sep` wrapped, goes on with the paragraph)."""
    if not _OPENS_A_BLOCK.match(line):
        return False
    if (m := _NUMBERED.match(line)) and m.group(1) != "1" and not _MARKER.match(paragraph):
        return False
    return True


_NUMBERED = re.compile(r"\s*(\d{1,3})[.)]\s")


def _indent_of(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _text_start(line: str) -> int:
    """Where a line's text starts: after its list mark, if it has one."""
    m = _MARKER.match(line)
    return len(m.group(0)) if m else _indent_of(line)


_BREAK = re.compile(r"<br\s*/?>", re.I)
_MARKER = re.compile(r"^\s*(?:[-*+]|\d{1,3}[.)])\s+")


def _line_breaks(view: View, kept: set[int]) -> View:
    """`- **Card** (id)<br>§1.3 …<br>sources: a.md`: a line broken with `<br>` (a Kanban card, a
    table-less note) is that many lines, the ones after the first more of the same item; each
    stands for the file's line."""
    if not any("<br" in line.lower() for line in view.lines):
        return view
    lines: list[str] = []
    source: list[int] = []
    first: list[int] = []  # view line (0-based) → its first line now
    for no, line in enumerate(view.lines):
        first.append(len(lines))
        parts = [line] if no in kept else _BREAK.split(line)
        lines.append(parts[0])
        source.append(view.source[no])
        marker = _MARKER.match(parts[0])
        pad = " " * (len(marker.group(0)) if marker else len(parts[0]) - len(parts[0].lstrip()))
        for part in parts[1:]:
            if part.strip():
                lines.append(pad + part.strip())
                source.append(view.source[no])
    first.append(len(lines))

    def start(line: int) -> int:  # 1-based, as View's callouts and joined are
        return first[line - 1] + 1

    def end(line: int) -> int:
        return first[line]

    callouts = [(start(a), end(b)) for a, b in view.callouts]
    joined = {start(k): start(v) for k, v in view.joined.items()}
    return View(lines, source, callouts, joined, view.continued)


_KANBAN_DATE = re.compile(r"@@?\{([^{}\n]{1,40})\}")
_TASK = re.compile(r"^(\s*[-*+]\s+)\[([ xX])\]\s+(.*)$")
_FOOTNOTE = re.compile(r"^\[\^([^\]\s]{1,40})\]:\s*(\S.*)$")


def _footnotes(out: list[str], code: set[int], joined: dict[int, int]) -> None:
    """`…sees them[^1]` with `[^1]: Sources: a.md, b.md` below: the note's text written where it is
    referenced (it is about that line's record), its definition line then says nothing more."""
    notes = {m.group(1): (no, m.group(2).strip()) for no, line in enumerate(out) if (m := _FOOTNOTE.match(line))}
    if not notes:
        return
    placed: dict[str, int] = {}
    for no, line in enumerate(out):
        if no in code or "[^" not in line or _FOOTNOTE.match(line):
            continue

        def place(m: re.Match[str], no: int = no) -> str:
            if m.group(1) not in notes:
                return m.group(0)
            placed.setdefault(m.group(1), no)
            return f" ({notes[m.group(1)][1]})"

        out[no] = re.sub(r"\[\^([^\]\s]{1,40})\]", place, line)
    for label, at in placed.items():
        out[notes[label][0]] = ""
        joined[notes[label][0]] = at


@functools.cache
def _parser():  # noqa: ANN202 - markdown_it.MarkdownIt, imported lazily
    from markdown_it import MarkdownIt
    from mdit_py_plugins.deflist import deflist_plugin
    from mdit_py_plugins.front_matter import front_matter_plugin

    return (
        MarkdownIt("commonmark")
        .enable("table")
        .use(front_matter_plugin)
        .use(deflist_plugin)
        .disable(["inline", "text_join"])
    )


def _front_matter(out: list[str], start: int, end: int, content: str) -> None:
    """`---` … `---`: the title (if it names one) on the opening line, each `key: value` a field."""
    title = next(
        (m.group(1).strip(" \"'") for m in re.finditer(r"^title\s*:\s*(.+)$", content, re.M | re.I)),
        "",
    )
    out[start] = f"# {title}" if title else ""
    from kgraph.extract.formats.frontmatter import records

    if (read := records(content)) is not None:
        for k in range(start + 1, end):
            out[k] = read.get(k - start - 1, "")
        if any(text.startswith("#") for text in read.values()) and end - 1 > start:
            out[end - 1] = "## Body"  # the text after a front matter's parts is none of them
        return
    for k in range(start + 1, end):
        line = out[k]
        if k == end - 1 and re.fullmatch(r"\s*(?:---|\.\.\.)\s*", line):
            out[k] = ""
            continue
        m = re.match(r"^(\s*)([\w\- ]{1,40}):\s*(.*)$", line)
        if m:
            value = m.group(3).strip().strip("\"'")
            value = re.sub(r"^\[(.*)\]$", r"\1", value)  # `tags: [a, b]`
            out[k] = f"{m.group(1)}{m.group(2).replace('_', ' ')}: {value}"


def _definition(out: list[str], tokens: list, at: int, joined: dict[int, int]) -> None:  # noqa: ANN001
    """`Term` then `: definition` lines (a definition list). A term that names a part of a brief
    (`Sources checked`) with several definitions is that part: a heading and one list item per
    definition. Any other term is a field: `Term: definition; definition` on the first
    definition's line."""
    term_line = tokens[at].map[0]
    term = tokens[at + 1].content.strip()
    values: list[tuple[int, str]] = []
    for token in tokens[at + 2 :]:
        if token.type in ("dt_open", "dl_close"):
            break
        if token.type == "paragraph_open" and token.map:
            first, last = token.map
            text = " ".join(re.sub(r"^\s{0,3}[:~]?\s+", "", out[k]).strip() for k in range(first, last))
            values.append((first, text))
            for k in range(first + 1, last):
                out[k] = ""
    if not values or term_line >= len(out):
        return
    if len(values) > 1 and _names_part(term):
        out[term_line] = f"###### {term}"
        for line, text in values:
            out[line] = f"- {text}"
        return
    out[values[0][0]] = f"{term}: {'; '.join(text for _, text in values)}"
    for line, _ in values[1:]:
        out[line] = ""
        joined[line] = values[0][0]
    out[term_line] = ""
    joined[term_line] = values[0][0]


_SUMMARY = re.compile(r"<summary[^>]*>(.*?)</summary>", re.I | re.S)
_TAGS_ONLY = re.compile(r"\s*(?:</?[A-Za-z][\w-]*(?:\s[^<>]*)?/?>\s*)+")


def _html_block(out: list[str], start: int, end: int, levels: list[int]) -> None:
    """HTML inside Markdown: a `<details>` block's `<summary>` is a heading (GitHub shows it as the
    title of what it folds): a part's level when it names a part, else one below the last
    heading; lines of tags only (`<details>`, `</div>`) say nothing, nor does a comment (a slide's
    speaker notes, an editor's remark: not shown, and not part of what is around it)."""
    if out[start].lstrip().startswith("<!--"):
        for k in range(start, min(end, len(out))):
            out[k] = ""
        return
    for k in range(start, min(end, len(out))):
        line = out[k]
        if m := _SUMMARY.search(line):
            title = re.sub(r"<[^>]+>", "", m.group(1)).strip()
            rest = _SUMMARY.sub("", line)
            if title and (not rest.strip() or _TAGS_ONLY.fullmatch(rest)):
                level = levels[1] if _names_part(re.sub(r"\s*[(（]\d+[)）]\s*$", "", title)) else levels[0] + 1
                out[k] = "#" * min(6, level) + " " + title
                if _FOLD_LABEL.search(title):
                    out[k] = ""  # `展开 1 项邻近条目`, `Show 3 items`: what folds the list, not a part or an item
        elif (titled := _TITLED.match(line)) and _TAGS_ONLY.fullmatch(line):
            # an MDX component that titles what it holds (`<TabItem value="a" label="1. DuneGuard">`,
            # `<Accordion title="…">`): a heading one below the last, as a `<summary>` is
            title = titled.group(1).strip()
            level = levels[1] if _names_part(title) else levels[0] + 1
            out[k] = "#" * min(6, level) + " " + title
        elif _TAGS_ONLY.fullmatch(line):
            out[k] = ""


# a `<summary>` that only says how many items it folds: `展开 1 项…`, `Show 3 items`, `(2 entries)`
_FOLD_LABEL = re.compile(
    r"^(?:展开|展開|显示|顯示|查看|show|expand|see)\b.{0,6}?\d+\s*(?:项|項|条|條|个|個|items?|entries|works?)", re.I
)
# an MDX (JSX) component's opening tag with a title: `<TabItem value="x" label="Title" default>`
_TITLED = re.compile(r"""\s*<[A-Z][\w.]*\b[^<>]*?\b(?:label|title)\s*=\s*["']([^"'<>]{1,120})["'][^<>]*>\s*$""")


def _heads_a_list(tokens: list, at: int) -> bool:  # noqa: ANN001 - markdown-it tokens
    """A top-level list item whose one short line names a part of a brief (or a section of the
    living document) and which holds a list of its own (an outline's `- Increments` with the
    items under it)."""
    if at + 4 >= len(tokens) or tokens[at + 1].type != "paragraph_open" or tokens[at + 3].type != "paragraph_close":
        return False
    text = tokens[at + 2].content.strip()
    nested = tokens[at + 4].type in ("bullet_list_open", "ordered_list_open")
    if not nested or "\n" in text or len(text) > 60 or ":" in text or re.search(r"\d{4}\.\d{4,5}|\[\[", text):
        return False
    if re.match(r"§\s*\d{1,2}\.\d{1,2}\s+\S", text):
        return True  # `- §1.3 Autonomous Platforms` over its works: a living document's section
    from kgraph.extract.lexicon import default

    return default().find_longest("parts", text) is not None


def _names_part(term: str) -> bool:
    from kgraph.extract.lexicon import default

    lex = default()
    return not re.search(r"\d", term) and any(
        lex.regex("parts", key).match(term) for key in lex.tables.get("parts", {})
    )


def _quote(out: list[str], start: int, end: int, number: int, concern: bool = False) -> int:
    """A blockquote without its `>`; a callout that marks a concern (`> [!warning] Title`), or
    any quote under a part of concerns, as a to-verify entry. Returns 1 for a concern, else 0."""
    for k in range(start, end):
        out[k] = re.sub(r"^\s{0,3}(?:>\s?)+", "", out[k])
    m = re.match(r"\s*\[!(\w+)\][+-]?\s*(.*)$", out[start])
    if m and m.group(1).lower() not in CONCERN_KINDS and not concern:
        out[start] = m.group(2)
        return 0
    if not m and not concern:
        return 0
    title = (m.group(2) if m else out[start]).strip()
    out[start] = f"待核实 {number}: {title}" if title else f"待核实 {number}:"
    if not title and start + 1 < end:  # no title: the first line of the body is the entry's text
        out[start] = f"待核实 {number}: {out[start + 1].strip()}"
        out[start + 1] = ""
    return 1


def inline(line: str, references: dict[str, str] | None = None, used: set[str] | None = None) -> str:
    """Links (inline and by reference: `[text][label]`, `[label]`), wikilinks and tags of one
    line written plainly; `used` collects the reference labels the line's links name."""
    if "{" in line:
        line = ATTRIBUTES.sub("", line)  # `### SonarLens { #sonarlens .net-new }`: how a page styles it
    if "[" in line:
        if "{{" in line:
            line = HUGO_REF.sub(r"\1", line)  # `[§1.2 X]({{< ref "/organized/knowledge/x.md#s1-2" >}})`
        line = IMAGE.sub(lambda m: m.group(1), line)
        line = LINK.sub(lambda m: link(m.group(1), m.group(2)), line)
        line = WIKILINK.sub(_wikilink, line)
        if references:
            line = REFERENCE_LINK.sub(lambda m: _reference(m, references, used), line)
    if "::" in line:
        line = INLINE_FIELD.sub(r"\1\2: ", line)
    if "@{" in line:
        line = _KANBAN_DATE.sub(r"\1", line)  # Obsidian Kanban's `@{2027-02-03}` and `@@{22:00}`
    if "#" in line:
        first = len(line) - len(line.lstrip())
        line = TAG.sub(lambda m: _tag(m, at_start=m.start() == first), line)
    return line


def _reference(m: re.Match[str], references: dict[str, str], used: set[str] | None) -> str:
    text = m.group(1)
    label = " ".join((m.group(2) or text).split()).upper()  # markdown-it's normalised label
    if label not in references:
        return m.group(0)
    if used is not None:
        used.add(label)
    return link(text, references[label])


def _wikilink(m: re.Match[str]) -> str:
    """`[[target|text]]` → `text (target)`; `[[folder/note]]` names the note's file (`.md`), as
    `[[work-queue]]` names the pipeline's `work-queue.md`."""
    target, text = m.group(1).strip(), (m.group(2) or "").strip()
    if not re.search(r"\.\w{1,5}$", target) and "#" not in target and ("/" in target or target == "work-queue"):
        target += ".md"  # (`[[work-queue]]`: the pipeline's queue file, as `[[inbox/x/notes]]` is a note's)
    return link(text, target) if text else target


def _tag(m: re.Match[str], at_start: bool) -> str:
    """`#anchored/2026-08-17` → `anchored 2026-08-17`, `#new` → `NET-new`; a `#Word` opening a
    line is left alone (older readers take it for a heading) unless it is a status tag."""
    head, *rest = m.group(1).split("/")
    if at_start and not rest and head.lower() not in TAG_STATUS:
        return m.group(0)
    word = TAG_STATUS.get(head.lower(), head.replace("-", " ").replace("_", " "))
    if not at_start and not rest and head.lower() in _STATUS_TAGS:
        return f"({word})"  # `[[GlofBench]] #candidate [arXiv:…](…) A benchmark …`: the name's status, apart
    return " ".join([word, *rest])


_STATUS_TAGS = frozenset({"new", "net-new", "netnew", "adjacent", "candidate", "anchored", "carried-over", "carried"})
