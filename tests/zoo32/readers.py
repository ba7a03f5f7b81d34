"""Reading the zoo32 formats back without kgraph, each checked against its own format's rules:
Jira wiki markup cut into its blocks (headings, list items, table rows, paragraphs, and `{panel}`,
`{quote}` and `{noformat}` blocks opened and closed on lines of their own) and its inline markup
taken off (`{{monospaced}}`, links, mentions, colours, emoticons and text effects, with the
boundaries Jira needs around `*`, `_`, `-` and `+`, so that a stray mark would show); a DokuWiki
page cut into headlines (equal marks on both sides), lists, tables (rows that start and end with
a separator, as wide as their table), paragraphs and the Wrap and Note plugins' blocks, with its
links, monospace, bold, italics, forced newlines, footnotes and tags taken off; the YAML through
PyYAML's safe loader, its node tree checked for repeated keys; the WebVTT transcript cut into its
header, NOTE blocks and cues (identifiers, timings in order, payloads without `-->`, voice spans
and character references)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any

import yaml

# --- Jira wiki markup ----------------------------------------------------------------------------

JIRA_BLOCK = re.compile(r"\{(panel|quote|noformat|code)(:[^{}]*)?\}")
EMOTICON = re.compile(r"\((?:/|!|x|i|\?|on|off|\*|y|n)\) ?")
# a text effect: its mark after a start or a non-word character, before one, and around no space
EFFECT = re.compile(r"(?<![\w\\])([*_+\-^~])(?=\S)(.+?)(?<=\S)\1(?![\w])")


@dataclass
class Jira:
    headings: list[tuple[int, str]] = field(default_factory=list)
    items: list[tuple[str, str]] = field(default_factory=list)  # (marks, text)
    tables: list[list[tuple[bool, list[str]]]] = field(default_factory=list)  # rows: (header, cells)
    blocks: list[tuple[str, str, list[str]]] = field(default_factory=list)  # (macro, parameters, lines)
    paragraphs: list[str] = field(default_factory=list)
    links: list[tuple[str, str]] = field(default_factory=list)  # (url, text)
    mentions: list[str] = field(default_factory=list)
    codes: list[str] = field(default_factory=list)
    rules: int = 0
    lines: list[str] = field(default_factory=list)  # the plain text, line by line

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def _split_cells(row: str, seps: str, opens: dict[str, str]) -> list[tuple[str, str]]:
    """A table row cut at its separators (`seps`), none inside a bracketed span (`opens`: its
    opening and closing marks); each cell with the separator before it."""
    cells: list[tuple[str, str]] = []
    k, sep, buf, closing = 1, row[0], [], None
    while k < len(row):
        if closing:
            if row.startswith(closing, k):
                buf.append(closing)
                k += len(closing)
                closing = None
                continue
        else:
            hit = next((o for o in opens if row.startswith(o, k)), None)
            if hit:
                closing = opens[hit]
                buf.append(hit)
                k += len(hit)
                continue
            if row[k] in seps:
                cells.append((sep, "".join(buf)))
                sep, buf = row[k], []
                k += 1
                continue
        buf.append(row[k])
        k += 1
    assert closing is None and not "".join(buf).strip(), (row, closing)
    return cells


def _jira_inline(s: str, doc: Jira) -> str:
    kept: list[str] = []

    def keep(text: str) -> str:
        kept.append(text)
        return f"\x00{len(kept) - 1}\x00"

    def mono(m: re.Match) -> str:
        doc.codes.append(m.group(1))
        return keep(m.group(1))

    def link(m: re.Match) -> str:
        text, url = m.group(1), m.group(2)
        assert re.fullmatch(r"https?://\S+", url), url
        doc.links.append((url, text))
        return keep(text)

    def mention(m: re.Match) -> str:
        doc.mentions.append(m.group(1))
        return keep(m.group(1))

    assert "**" not in s, s  # Markdown's bold (Jira would show the marks)
    s = re.sub(r"\{\{(.+?)\}\}", mono, s)
    s = re.sub(r"\[~([\w.-]+)\]", mention, s)
    s = re.sub(r"\[([^\[\]|]+)\|([^\[\]|]+)\]", link, s)
    s = re.sub(r"\{color(?::#[0-9a-f]{6}|:[a-z]+)?\}", "", s)
    s = EMOTICON.sub("", s)
    while EFFECT.search(s):
        s = EFFECT.sub(r"\2", s)
    assert not re.search(r"[\[\]{}]", s), s  # no macro or link left unread
    s = s.replace("\\\\", "\n")
    return re.sub("\x00(\\d+)\x00", lambda m: kept[int(m.group(1))], s)


def jira(text: str) -> Jira:
    """Jira wiki markup: `{panel}`, `{quote}`, `{noformat}` and `{code}` blocks on lines of their
    own, closed in order (noformat and code text left as it is); headings `hN. `; list items
    (`*`, `#`, `-` marks, then a space); table rows `||h||` / `|c|`, every row of a table as wide
    as its first; `----` rules; the rest paragraphs. No Markdown (`**` in text, fences, `[t](u)`)."""
    assert text.endswith("\n") and "\r" not in text and "\t" not in text
    doc = Jira()
    block: tuple[str, str, list[str]] | None = None
    table: list[tuple[bool, list[str]]] | None = None
    for line in text[:-1].split("\n"):
        if m := JIRA_BLOCK.fullmatch(line):
            if block and m.group(1) == block[0] and not m.group(2):
                doc.blocks.append(block)
                block = None
            else:
                assert block is None, f"{line} inside {block[0]}"  # none nested here
                block = (m.group(1), (m.group(2) or "")[1:], [])
            table = None
            continue
        if block and block[0] in ("noformat", "code"):
            block[2].append(line)
            doc.lines.append(line)
            continue
        assert "```" not in line and not re.search(r"\]\(", line), line
        if not line.strip():
            table = None
            continue
        if line.startswith("|"):
            head = line.startswith("||")
            assert line.endswith("||" if head else "|"), line
            row = line.replace("||", "|") if head else line
            cells = [c.strip() for _, c in _split_cells(row, "|", {"[": "]", "{{": "}}", "{": "}"})]
            plain = [_jira_inline(c, doc) for c in cells]
            if table is None:
                table = []
                doc.tables.append(table)
            assert not table or len(table[0][1]) == len(plain), line
            table.append((head, plain))
            doc.lines.append(" | ".join(plain))
            continue
        table = None
        if line == "----":
            doc.rules += 1
        elif m := re.fullmatch(r"h([1-6])\. (.+)", line):
            doc.headings.append((int(m.group(1)), _jira_inline(m.group(2), doc)))
            doc.lines.append(doc.headings[-1][1])
        elif m := re.fullmatch(r"([*#-]+) (.+)", line):
            doc.items.append((m.group(1), _jira_inline(m.group(2), doc)))
            doc.lines.append(doc.items[-1][1])
        else:
            assert not re.match(r"h\d\.|#{1,6} ", line), line
            doc.paragraphs.append(_jira_inline(line, doc))
            doc.lines.append(doc.paragraphs[-1])
        if block:
            block[2].append(doc.lines[-1])
    assert block is None, f"{block[0]} left open"
    return doc


# --- DokuWiki ------------------------------------------------------------------------------------


@dataclass
class Doku:
    headings: list[tuple[int, str]] = field(default_factory=list)
    items: list[tuple[int, str, str]] = field(default_factory=list)  # (depth, mark, text)
    tables: list[list[list[tuple[bool, str]]]] = field(default_factory=list)  # rows of (header, text)
    paragraphs: list[str] = field(default_factory=list)
    links: list[tuple[str, str]] = field(default_factory=list)  # (url, title)
    codes: list[str] = field(default_factory=list)
    footnotes: list[str] = field(default_factory=list)
    plugins: list[tuple[str, str]] = field(default_factory=list)  # (tag, attributes), as opened
    tags: list[str] = field(default_factory=list)
    macros: list[str] = field(default_factory=list)
    rules: int = 0
    lines: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n".join(self.lines + self.footnotes)


PLUGIN = re.compile(r"<(WRAP|note)((?: [\w%-]+)*)>|</(WRAP|note)>")


def _doku_inline(s: str, doc: Doku) -> str:
    kept: list[str] = []

    def keep(text: str) -> str:
        kept.append(text)
        return f"\x00{len(kept) - 1}\x00"

    def link(m: re.Match) -> str:
        url, title = m.group(1), m.group(2)
        assert re.fullmatch(r"https?://\S+", url), url
        doc.links.append((url, title))
        return keep(title)

    def mono(m: re.Match) -> str:
        doc.codes.append(m.group(1))
        return keep(m.group(1))

    def note(m: re.Match) -> str:
        doc.footnotes.append(_doku_inline(m.group(1), doc))
        return ""

    s = re.sub(r"%%(.+?)%%", lambda m: keep(m.group(1)), s)
    s = re.sub(r"\[\[([^\[\]|]+)\|([^\[\]|]+)\]\]", link, s)
    s = re.sub(r"''(.+?)''", mono, s)
    s = re.sub(r"\(\((.+?)\)\)", note, s)
    for mark in ("**", "//", "__"):
        s = re.sub(re.escape(mark) + r"(.+?)" + re.escape(mark), r"\1", s)
    assert not re.search(r"\*\*|//|__|''|\[\[|\]\]|\(\(|\)\)|\{\{|\}\}", s), s
    s = re.sub(r" ?\\\\(?: |$)", "\n", s)
    return re.sub("\x00(\\d+)\x00", lambda m: kept[int(m.group(1))], s)


def dokuwiki(text: str) -> Doku:
    """A DokuWiki page's raw text: headlines `====== x ======` (six to two marks, the same on both
    sides), list items indented by two spaces a level with `*` or `-`, table rows starting and
    ending with `^` or `|` (as wide as the table's first row), `----` rules, `~~MACRO~~` lines,
    `{{tag>…}}`, and the Wrap and Note plugins' tags opened and closed in order; no other line
    indented (DokuWiki would show it as preformatted), no Markdown headings."""
    assert text.endswith("\n") and "\r" not in text and "\t" not in text
    doc = Doku()
    stack: list[str] = []
    table: list[list[tuple[bool, str]]] | None = None
    for line in text[:-1].split("\n"):
        for m in PLUGIN.finditer(line):
            if m.group(3):
                assert stack and stack.pop() == m.group(3), line
            else:
                stack.append(m.group(1))
                doc.plugins.append((m.group(1), m.group(2).strip()))
        line = PLUGIN.sub("", line)
        if line and line[0] in "^|":
            assert line[-1] in "^|", line
            cells = [(sep == "^", c.strip()) for sep, c in _split_cells(line, "^|", {"[[": "]]", "((": "))"})]
            plain = [(head, _doku_inline(c, doc)) for head, c in cells]
            if table is None:
                table = []
                doc.tables.append(table)
            assert not table or len(table[0]) == len(plain), line
            table.append(plain)
            doc.lines.append(" | ".join(c for _, c in plain))
            continue
        table = None
        if not line.strip():
            continue
        if m := re.fullmatch(r"(={2,6}) (.+?) (={2,6})", line):
            assert m.group(1) == m.group(3), line
            doc.headings.append((7 - len(m.group(1)), _doku_inline(m.group(2), doc)))
            doc.lines.append(doc.headings[-1][1])
        elif m := re.fullmatch(r"((?:  )+)([*-]) (.+)", line):
            doc.items.append((len(m.group(1)) // 2, m.group(2), _doku_inline(m.group(3), doc)))
            doc.lines.append(doc.items[-1][2])
        elif re.fullmatch(r"-{4,}", line):
            doc.rules += 1
        elif m := re.fullmatch(r"~~([A-Z]+)~~", line):
            doc.macros.append(m.group(1))
        elif m := re.fullmatch(r"\{\{tag>([^{}]+)\}\}", line):
            doc.tags += m.group(1).split()
        else:
            assert not line.startswith("  ") and not re.match(r"#+ ", line), line
            doc.paragraphs.append(_doku_inline(line, doc))
            doc.lines.append(doc.paragraphs[-1])
    assert not stack, f"{stack} left open"
    return doc


# --- YAML ----------------------------------------------------------------------------------------


def _unique_keys(node: yaml.Node) -> None:
    if isinstance(node, yaml.MappingNode):
        keys = [k.value for k, _ in node.value]
        assert len(keys) == len(set(keys)), keys
        for k, v in node.value:
            _unique_keys(k)
            _unique_keys(v)
    elif isinstance(node, yaml.SequenceNode):
        for v in node.value:
            _unique_keys(v)


def yaml_doc(text: str) -> dict[str, Any]:
    """One YAML document (comments before its `---` only), loaded with PyYAML's safe loader, its
    node tree without a repeated key (which the loader itself would let pass)."""
    assert text.endswith("\n") and "\t" not in text and "\r" not in text
    head, sep, _ = text.partition("\n---\n")
    assert sep and all(x.startswith("# ") for x in head.split("\n")), head
    (node,) = list(yaml.compose_all(text, Loader=yaml.SafeLoader))
    _unique_keys(node)
    data = yaml.safe_load(text)
    assert isinstance(data, dict)
    return data


def _scalar(x: Any) -> str:
    return x.isoformat() if isinstance(x, date | datetime) else str(x).rstrip("\n")


def flatten(x: Any) -> list[str]:
    """The loaded YAML as lines of text: a mapping of scalars on one line (`k: v, k: v`), a list of
    scalars joined with `、`, anything else key by key and item by item."""

    def flat(v: Any) -> bool:
        return not isinstance(v, dict | list)

    if isinstance(x, dict):
        if all(flat(v) for v in x.values()):
            return [", ".join(f"{k}: {_scalar(v)}" for k, v in x.items())]
        out = []
        for k, v in x.items():
            if flat(v):
                out.append(f"{k}: {_scalar(v)}")
            elif isinstance(v, list) and all(flat(i) for i in v):
                out.append(f"{k}: " + "、".join(_scalar(i) for i in v))
            elif isinstance(v, dict) and all(flat(i) for i in v.values()):
                out.append(f"{k}: " + flatten(v)[0])
            else:
                out += [f"{k}:"] + flatten(v)
        return out
    if isinstance(x, list):
        if all(flat(i) for i in x):
            return ["、".join(_scalar(i) for i in x)]
        return [line for i in x for line in flatten(i)]
    return [_scalar(x)]


# --- WebVTT --------------------------------------------------------------------------------------

STAMP = r"(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})"
TIMING = re.compile(rf"{STAMP} --> {STAMP}((?:[ \t]+\S+:\S+)*)")
TAG = re.compile(r"<(/?)(c|i|b|u|v|lang|ruby|rt)((?:\.[\w-]+)*)(?: ([^>]*))?>|<(\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}>")
ENTITY = {"&amp;": "&", "&lt;": "<", "&gt;": ">", "&nbsp;": "\xa0", "&lrm;": "\u200e", "&rlm;": "\u200f"}


@dataclass
class Cue:
    ident: str
    start: float
    end: float
    settings: str
    voices: list[str]
    text: str


@dataclass
class Vtt:
    header: str
    notes: list[str]
    cues: list[Cue]

    @property
    def text(self) -> str:
        return "\n".join(c.text for c in self.cues)


def _seconds(groups: tuple[str | None, ...]) -> float:
    h, m, s, ms = groups
    return int(h or 0) * 3600 + int(m) * 60 + int(s) + int(ms) / 1000


def _payload(lines: list[str]) -> tuple[list[str], str]:
    """A cue's text: its tags balanced (a voice span's end tag may be left off), `&` only in the
    character references WebVTT knows, no `<` or `>` outside a tag."""
    text = "\n".join(lines)
    voices, stack, out, k = [], [], [], 0
    for m in TAG.finditer(text):
        out.append(text[k : m.start()])
        k = m.end()
        if m.group(2) is None:
            continue  # a timestamp tag
        if m.group(1):
            assert stack and stack.pop() == m.group(2), (text, m.group(0))
        else:
            stack.append(m.group(2))
            if m.group(2) == "v":
                assert m.group(4) and m.group(4).strip(), text
                voices.append(m.group(4))
    out.append(text[k:])
    assert stack in ([], ["v"]), (text, stack)
    plain = "".join(out)
    assert "<" not in plain and ">" not in plain, plain
    assert all(re.match("|".join(ENTITY), plain[i:]) for i, ch in enumerate(plain) if ch == "&"), plain
    for ref, ch in ENTITY.items():
        plain = plain.replace(ref, ch)
    return voices, plain


def webvtt(text: str) -> Vtt:
    """A WebVTT file: `WEBVTT` (then a space or tab and a header text, no `-->`), blocks after it
    separated by blank lines; `NOTE` blocks without `-->`; cues of an optional identifier (no
    `-->`, none twice), a timing line (end after start, starts never going back) and a payload
    of at least one line, none blank and none with `-->`."""
    assert text.endswith("\n") and "\r" not in text and not text.startswith("\ufeff")
    blocks = re.split(r"\n{2,}", text.rstrip("\n"))
    head = blocks[0]
    assert re.fullmatch(r"WEBVTT(?:[ \t][^\n]*)?", head) and "-->" not in head, head
    notes, cues, seen = [], [], set()
    for b in blocks[1:]:
        lines = b.split("\n")
        if re.match(r"NOTE(?:$|[ \t])", lines[0]):
            assert "-->" not in b, b
            notes.append(b[4:].strip())
            continue
        assert not re.match(r"(STYLE|REGION)(?:$|[ \t])", lines[0]) or not cues, "STYLE/REGION after a cue"
        ident = ""
        if "-->" not in lines[0]:
            ident = lines.pop(0)
            assert ident not in seen, ident
            seen.add(ident)
        m = TIMING.fullmatch(lines[0])
        assert m, lines[0]
        start, end = _seconds(m.groups()[0:4]), _seconds(m.groups()[4:8])
        assert end > start and (not cues or start >= cues[-1].start), lines[0]
        assert lines[1:] and all(x.strip() and "-->" not in x for x in lines[1:]), b
        voices, plain = _payload(lines[1:])
        cues.append(Cue(ident, start, end, m.group(9).strip(), voices, plain))
    return Vtt(head[6:].strip(), notes, cues)
