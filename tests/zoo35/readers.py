"""Reading the zoo35 formats back without kgraph (and without the layouts' own code), each checked
against its own format's rules: the Jupyter notebook through Python's json module, no key
repeated in an object, against nbformat 4.5 (cell ids, sources as lists of lines, code cells'
execution counts and outputs) and Jupyter's serialisation, a DataFrame's repr cut into its
columns; the MediaWiki page's wikitext checked line by line (the template call, headings,
wikitables, lists, links, `<ref>` footnotes and `<references />`) and read as the page shows it;
the DingTalk chat cut into its messages (sender and time, then the lines), quotes, mentions and
link cards picked out; the TaskPaper document cut into projects, tasks and notes by its own
rules (tab nesting, `- ` tasks, `:`-ended projects, `@tag(value)` tags)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

# --- JSON ----------------------------------------------------------------------------------------


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [k for k, _ in pairs]
    assert len(keys) == len(set(keys)), keys
    return dict(pairs)


def _json(text: str) -> Any:
    assert "\r" not in text and not text.startswith("\ufeff")
    return json.loads(text, object_pairs_hook=_no_repeats)


# --- a Jupyter notebook ---------------------------------------------------------------------------

CELL_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
CELL_KEYS = {
    "markdown": {"cell_type", "id", "metadata", "source"},
    "raw": {"cell_type", "id", "metadata", "source"},
    "code": {"cell_type", "execution_count", "id", "metadata", "outputs", "source"},
}


def _multiline(lines: Any) -> str:
    """nbformat's multi-line string as a list: every line but the last ends in its newline."""
    assert isinstance(lines, list) and all(isinstance(x, str) for x in lines), lines
    for k, x in enumerate(lines):
        assert "\n" not in x[:-1] and (x.endswith("\n") or k == len(lines) - 1), (k, x)
    return "".join(lines)


def notebook(text: str) -> dict[str, Any]:
    """An nbformat 4.5 notebook as Jupyter saves it (indent 1, sorted keys, UTF-8, final newline)."""
    data = _json(text)
    assert text == json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    assert set(data) == {"cells", "metadata", "nbformat", "nbformat_minor"}
    assert data["nbformat"] == 4 and data["nbformat_minor"] >= 5
    spec = data["metadata"]["kernelspec"]
    assert {"name", "display_name"} <= set(spec) and data["metadata"]["language_info"]["name"] == "python"
    ids = [c["id"] for c in data["cells"]]
    assert len(ids) == len(set(ids)) and all(CELL_ID.fullmatch(i) for i in ids)
    last = 0
    for c in data["cells"]:
        assert set(c) == CELL_KEYS[c["cell_type"]] and isinstance(c["metadata"], dict), c
        _multiline(c["source"])
        if c["cell_type"] != "code":
            continue
        n = c["execution_count"]
        assert isinstance(n, int) and n > last, n
        last = n
        for o in c["outputs"]:
            if o["output_type"] == "stream":
                assert set(o) == {"name", "output_type", "text"} and o["name"] in {"stdout", "stderr"}
                assert _multiline(o["text"]).endswith("\n")
            else:
                assert o["output_type"] == "execute_result", o["output_type"]
                assert set(o) == {"data", "execution_count", "metadata", "output_type"}
                assert o["execution_count"] == n and "text/plain" in o["data"]
                assert all(_multiline(v) is not None for v in o["data"].values())
    return data


def source(cell: dict) -> str:
    return "".join(cell["source"])


def results(cell: dict) -> list[str]:
    """A code cell's outputs as the notebook shows them in plain text: printed text, `text/plain` results."""
    out = []
    for o in cell["outputs"]:
        out.append("".join(o["text"]) if o["output_type"] == "stream" else "".join(o["data"]["text/plain"]))
    return out


def frame(text: str) -> tuple[list[str], list[list[str]]]:
    """A pandas DataFrame's repr cut into its columns: the header names and each row's cells (the
    index left-aligned, every column right-aligned so that all lines are as long as the header)."""
    lines = text.split("\n")
    assert len({len(x) for x in lines}) == 1, lines
    head = lines[0]
    iw = max(len(re.match(r"\S+", x).group()) for x in lines[1:])
    assert not head[:iw].strip()
    ends = [m.end() for m in re.finditer(r"\S+", head)]
    starts = [iw, *ends[:-1]]
    columns = [head[a:b].strip() for a, b in zip(starts, ends, strict=True)]
    rows = []
    for k, line in enumerate(lines[1:]):
        assert line[:iw].rstrip() == str(k), line
        cells = [line[a:b] for a, b in zip(starts, ends, strict=True)]
        assert all(c.startswith("  ") and not c.endswith(" ") for c in cells), line  # right-aligned, apart
        rows.append([c.strip() for c in cells])
    return columns, rows


def md_plain(text: str) -> str:
    """Markdown as read: links as `text (url)`, emphasis and code marks off, struck text gone."""
    text = re.sub(r"~~.*?~~ ?", "", text)
    text = re.sub(r"\[([^\]]+)\]\(([^)\s]+)\)", r"\1 (\2)", text)
    text = re.sub(r"^#{1,6} |^- |^\d+\. ", "", text, flags=re.M)
    text = text.replace("**", "").replace("`", "")
    return re.sub(r"(?<!\w)\*([^*\n]+)\*(?!\w)", r"\1", text).replace("  \n", "\n")


# --- a MediaWiki page's wikitext -----------------------------------------------------------------------

HEADING = re.compile(r"(={2,4}) (\S.*?) \1")
TAGS = {"code", "ref", "references", "s", "br"}
EXTERNAL = re.compile(r"\[(https?://[^\s\]]+) ([^\]]+)\]")
INTERNAL = re.compile(r"\[\[([^\]|]+)(?:\|([^\]]+))?\]\]")


@dataclass
class Page:
    template: str
    params: dict[str, str]
    headings: list[tuple[int, str]]
    tables: list[dict[str, Any]]
    refs: list[str]
    categories: list[str]
    lines: list[str]


def wikitext(text: str) -> Page:
    """The page's wikitext by MediaWiki's rules: a template call first (`{{Name`, `| key = value`
    lines, `}}`), `==` headings with a space inside the marks, wikitables (`{|`, an optional `|+`
    caption, one `!` header line, `|-` before every `|` row of as many cells), lists, balanced
    links, bold marks and `<ref>`s, only a few HTML tags, and `<references />` after the last ref."""
    assert text.endswith("\n") and not text.endswith("\n\n") and "\r" not in text and "\t" not in text
    assert not text.startswith("\ufeff")
    lines = text[:-1].split("\n")
    assert lines[0].startswith("{{") and "}}" in lines, lines[0]
    close = lines.index("}}")
    params = {}
    for line in lines[1:close]:
        m = re.fullmatch(r"\| (\S+) = (.+)", line)
        assert m and m.group(1) not in params, line
        params[m.group(1)] = m.group(2)
    headings, tables, table = [], [], None
    for line in lines[close + 1 :]:
        assert line == line.rstrip(), line
        assert line.count("[[") == line.count("]]") and line.count("{{") == line.count("}}") == 0, line
        assert line.count("'''") % 2 == 0 and line.count("<ref>") == line.count("</ref>"), line
        assert set(re.findall(r"</?([a-z]+)", line)) <= TAGS, line
        if line.startswith("="):
            m = HEADING.fullmatch(line)
            assert m, line
            headings.append((len(m.group(1)), m.group(2)))
        elif line.startswith("{|"):
            assert table is None
            table = {"caption": None, "head": None, "rows": [], "open": False}
        elif line == "|}":
            assert table is not None and not table["open"]
            tables.append(table)
            table = None
        elif table is not None:
            if line.startswith("|+ "):
                assert table["head"] is None
                table["caption"] = line[3:]
            elif line.startswith("! "):
                assert table["head"] is None
                table["head"] = line[2:].split(" !! ")
            elif line == "|-":
                assert table["head"] is not None and not table["open"]
                table["open"] = True
            else:
                assert line.startswith("| ") and table["open"], line
                cells = line[2:].split(" || ")
                assert len(cells) == len(table["head"]), line
                table["rows"].append(cells)
                table["open"] = False
    assert table is None
    refs = re.findall(r"<ref>(.*?)</ref>", text)
    assert not refs or "<references />" in lines and text.rindex("</ref>") < text.index("<references />")
    categories = re.findall(r"^\[\[Category:([^\]]+)\]\]$", text, re.M)
    return Page(lines[0][2:], params, headings, tables, refs, categories, lines)


def _wiki_inline(s: str) -> str:
    s = re.sub(r"<s>.*?</s>", "", s)
    s = EXTERNAL.sub(r"\2 (\1)", s)
    s = INTERNAL.sub(lambda m: m.group(2) or m.group(1), s)
    s = re.sub(r"</?code>", "", s).replace("<br />", " / ")
    return s.replace("'''", "").replace("''", "")


def wiki_plain(page: Page) -> list[str]:
    """The page as it reads: the infobox's rows as `key：value`, headings, table captions and rows
    (cells joined by ` | `), list items, paragraphs; footnotes where `<references />` stands;
    categories left off."""
    out = [f"{k}：{_wiki_inline(v)}" for k, v in page.params.items()]
    notes: list[str] = []
    for line in page.lines[page.lines.index("}}") + 1 :]:
        if line.startswith("[[Category:") or line in {"{|", "|}", "|-", "__TOC__", ""} or line.startswith("{|"):
            continue
        if line == "<references />":
            out += [f"↑ {_wiki_inline(n)}" for n in notes]
            continue
        notes += re.findall(r"<ref>(.*?)</ref>", line)
        line = re.sub(r"<ref>.*?</ref>", "", line)
        if m := HEADING.fullmatch(line):
            line = m.group(2)
        elif line.startswith(("! ", "| ")):
            line = " | ".join(line[2:].replace(" !! ", " || ").split(" || "))
        line = re.sub(r"^(?:\|\+|[*#]) ", "", line)
        out.append(_wiki_inline(line))
    return out


# --- a DingTalk chat saved as text ------------------------------------------------------------------

HEAD = re.compile(r"(\S+) (\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})")
QUOTE = re.compile(r"「([^：」]+)：(.+)」")
MENTION = re.compile(r"@([^\s@，。？！、]+)")


@dataclass
class Message:
    sender: str
    time: datetime
    lines: list[str]
    quote: tuple[str, str] | None = None  # (quoted sender, quoted line)
    card: tuple[str, str] | None = None  # (title, link)
    mentions: list[str] = field(default_factory=list)


def dingtalk(text: str) -> list[Message]:
    """The chat: messages one blank line apart, each its `sender yyyy-MM-dd HH:mm:ss` line and at
    least one line of text (none blank, none with space around it), in time order; a quoted reply
    quotes the first line of an earlier message of the quoted sender."""
    assert text.endswith("\n") and not text.endswith("\n\n") and "\r" not in text and "\t" not in text
    assert not text.startswith("\ufeff")
    out: list[Message] = []
    for block in text[:-1].split("\n\n"):
        head, *body = block.split("\n")
        m = HEAD.fullmatch(head)
        assert m and body and all(x and x == x.strip() for x in body), block
        msg = Message(m.group(1), datetime.strptime(m.group(2), "%Y-%m-%d %H:%M:%S"), body)
        assert not out or out[-1].time <= msg.time, head
        if q := QUOTE.fullmatch(body[0]):
            msg.quote = (q.group(1), q.group(2))
            assert any(x.sender == q.group(1) and x.lines[0] == q.group(2) for x in out), body[0]
        if body[0].startswith("[链接] "):
            assert len(body) == 2 and re.fullmatch(r"https://\S+", body[1]), body
            msg.card = (body[0][5:], body[1])
        msg.mentions = MENTION.findall("\n".join(body[1:] if msg.quote else body))
        out.append(msg)
    return out


# --- a TaskPaper document ------------------------------------------------------------------------------

TAG = re.compile(r"(?<!\S)@([A-Za-z][\w.-]*)(?:\(([^()]*)\))?")


@dataclass
class Item:
    depth: int
    kind: str  # project | task | note
    text: str  # without the task's `- `, the project's `:` and trailing tags
    tags: list[tuple[str, str | None]]
    parents: tuple[str, ...]  # the projects it sits in, outermost first
    line: str


def taskpaper(text: str) -> list[Item]:
    """TaskPaper's rules: nesting by tabs (one deeper at most than the line before), a line that
    begins `- ` is a task, one that ends in `:` (before any tags) is a project, any other a note;
    tags are `@name` or `@name(value)` at the end of the line, a date value as YYYY-MM-DD."""
    assert text.endswith("\n") and not text.endswith("\n\n") and "\r" not in text and not text.startswith("\ufeff")
    out: list[Item] = []
    stack: list[tuple[int, str]] = []
    prev = -1
    for line in text[:-1].split("\n"):
        body = line.lstrip("\t")
        depth = len(line) - len(body)
        assert body and body == body.strip() and depth <= prev + 1, repr(line)
        prev = depth
        tags = []
        rest = body
        while m := re.search(r"\s@[A-Za-z][\w.-]*(?:\([^()]*\))?$", rest):
            name, value = TAG.fullmatch(m.group().strip()).groups()
            tags.insert(0, (name, value))
            rest = rest[: m.start()]
        dates = [v for k, v in tags if k in {"done", "due"}]
        assert all(re.fullmatch(r"\d{4}-\d{2}-\d{2}", v or "") for v in dates), line
        assert not TAG.search(rest), line  # tags only at the end
        if body.startswith("- "):
            kind, rest = "task", rest[2:]
        elif rest.endswith(":"):
            kind, rest = "project", rest[:-1]
        else:
            kind = "note"
        stack = [(d, t) for d, t in stack if d < depth]
        out.append(Item(depth, kind, rest, tags, tuple(t for _, t in stack), line))
        if kind == "project":
            stack.append((depth, rest))
    assert out and out[0].kind == "project" and out[0].depth == 0
    return out
