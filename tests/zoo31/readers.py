"""Reading the zoo31 formats back without kgraph, each checked against its own format's rules: the
PowerPoint and Excel packages through `zipfile` and `xml.etree` (office.py: content types complete,
relationships resolved, namespaces, the slide and sheet structures, shared-string indices, cell
references in order); the Discourse raw view cut into its posts, every `[quote]`, `[details]` and
`[poll]` opened and closed, the Markdown through markdown-it-py's tokens; the e-mail through the
`email` package (headers, encoded words, quoted-printable lines, CRLF) and its HTML part decoded
and read with `html.parser`, its tags balanced."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from email import message_from_string, policy
from email.header import decode_header, make_header
from email.utils import parsedate_to_datetime
from html.parser import HTMLParser
from typing import Any

from markdown_it import MarkdownIt

from .office import NS, Book, Deck, SheetText, SlideText, pptx, q, xlsx  # noqa: F401 - read through here

# --- Discourse ----------------------------------------------------------------------------------------

RULE = "-" * 25
HEADER = re.compile(r"([A-Za-z0-9_][A-Za-z0-9_.-]*) \| (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) UTC \| #(\d+)")
OPEN = re.compile(r"\[(quote|details|poll)([= ].*)?\]")
CLOSE = re.compile(r"\[/(quote|details|poll)\]")
QUOTE = re.compile(r'="([A-Za-z0-9_.-]+), post:(\d+), topic:(\d+)"')
LOCAL_DATE = re.compile(r'\[date=(\d{4}-\d\d-\d\d) time=(\d\d:\d\d:\d\d) timezone="([\w/]+)"\]')
MENTION = re.compile(r"(?<![A-Za-z0-9_.@/])@([A-Za-z0-9_][A-Za-z0-9_.-]*[A-Za-z0-9_])")


@dataclass
class Post:
    user: str
    when: datetime  # UTC
    number: int
    raw: str
    headings: list[tuple[int, str]] = field(default_factory=list)
    paragraphs: list[str] = field(default_factory=list)  # outside lists, tables and BBCode blocks
    bullets: list[str] = field(default_factory=list)  # list items outside BBCode blocks (tasks included)
    tasks: list[tuple[bool, str]] = field(default_factory=list)
    tables: list[list[list[str]]] = field(default_factory=list)
    links: list[tuple[str, str]] = field(default_factory=list)  # (href, text)
    codes: list[str] = field(default_factory=list)
    images: list[str] = field(default_factory=list)  # upload:// sources
    oneboxes: list[str] = field(default_factory=list)  # URLs alone on their line
    mentions: list[str] = field(default_factory=list)
    dates: list[tuple[str, str, str]] = field(default_factory=list)
    quotes: list[tuple[str, int, int, str]] = field(default_factory=list)  # (user, post, topic, text)
    details: list[tuple[str, str]] = field(default_factory=list)  # (title, text)
    polls: list[tuple[str, list[str]]] = field(default_factory=list)  # (attributes, options)

    @property
    def own(self) -> str:
        """The post's raw text without the posts it quotes."""
        return re.sub(r"\[quote=[^\]]*\]\n.*?\n\[/quote\]", "", self.raw, flags=re.S)


def _md_inline(tok: Any, post: Post) -> str:
    out, href, start = [], None, 0
    for c in tok.children or []:
        assert c.type != "html_inline", c.content
        if c.type == "link_open":
            href, start = c.attrs["href"], len(out)
        elif c.type == "link_close":
            post.links.append((str(href), "".join(out[start:])))
        elif c.type == "code_inline":
            post.codes.append(c.content)
            out.append(c.content)
        elif c.type == "image":
            src, alt = str(c.attrs["src"]), c.content
            assert src.startswith("upload://") and re.fullmatch(r"[\w.-]+\|\d+x\d+", alt), (src, alt)
            post.images.append(src)
        elif c.type in ("text", "softbreak"):
            out.append(c.content if c.type == "text" else "\n")
            post.mentions += MENTION.findall(c.content)
    return "".join(out)


def _blocks(post: Post, lines: list[str], topic: int, authors: dict[int, str]) -> set[int]:
    """Every BBCode block opened on a line of its own and closed in order; returns the lines inside
    a quote or a poll (not the post's own Markdown)."""
    stack: list[tuple[str, str, int]] = []
    foreign: set[int] = set()
    for k, x in enumerate(lines):
        if m := OPEN.fullmatch(x):
            stack.append((m.group(1), m.group(2) or "", k))
        elif m := CLOSE.fullmatch(x):
            kind, attrs, start = stack.pop()
            assert kind == m.group(1), (post.number, kind, m.group(1))
            inner = "\n".join(lines[start + 1 : k])
            if kind == "quote":
                who, n, t = QUOTE.fullmatch(attrs).groups()
                assert int(n) < post.number and authors[int(n)] == who and int(t) == topic, attrs
                post.quotes.append((who, int(n), int(t), inner))
                foreign |= set(range(start, k + 1))
            elif kind == "details":
                post.details.append((re.fullmatch(r'="([^"]+)"', attrs).group(1), inner))
            else:
                assert re.fullmatch(r"( \w+=\w+)+", attrs) and all(y.startswith("* ") for y in lines[start + 1 : k])
                post.polls.append((attrs.strip(), [y[2:] for y in lines[start + 1 : k]]))
                foreign |= set(range(start, k + 1))
        else:
            assert not re.search(r"\[/?(quote|details|poll)\b", x), x  # no block tag inside a line
    assert not stack, f"post {post.number}: {stack} left open"
    return foreign


def discourse(text: str, topic: int) -> list[Post]:
    """A Discourse topic's raw view: posts `user | YYYY-MM-DD HH:MM:SS UTC | #n`, a blank line, the
    raw text, a blank line, 25 dashes, a blank line; numbered from 1 without a gap, in time order;
    each post's BBCode blocks balanced (see `_blocks`), a quote naming an earlier post of this topic
    by its author; its Markdown (CommonMark and pipe tables) read through markdown-it-py's tokens
    with the BBCode lines blanked: no raw HTML, tables as wide as their header, task items
    `[x] `/`[ ] ` read as such, uploads named `name|WxH`, a bare URL paragraph a onebox."""
    sep = f"\n\n{RULE}\n\n"
    assert text.endswith(sep) and "\r" not in text
    chunks = text[: -len(sep)].split(sep)
    posts: list[Post] = []
    authors: dict[int, str] = {}
    md = MarkdownIt("commonmark").enable("table")
    for n, chunk in enumerate(chunks, 1):
        head, _, raw = chunk.partition("\n\n")
        m = HEADER.fullmatch(head)
        assert m and int(m.group(3)) == n and raw.strip() == raw and raw, head
        post = Post(m.group(1), datetime.fromisoformat(m.group(2)).replace(tzinfo=UTC), n, raw)
        assert not posts or post.when >= posts[-1].when
        lines = raw.split("\n")
        foreign = _blocks(post, lines, topic, authors)
        authors[n] = post.user
        post.dates = LOCAL_DATE.findall(raw)
        own = [("" if k in foreign or OPEN.fullmatch(x) or CLOSE.fullmatch(x) else x) for k, x in enumerate(lines)]
        stack: list[str] = []
        table: list[list[str]] | None = None
        level = 0
        for tok in md.parse("\n".join(own)):
            assert tok.type != "html_block", tok.content
            if tok.type.endswith("_open"):
                stack.append(tok.type[:-5])
            elif tok.type.endswith("_close"):
                assert stack.pop() == tok.type[:-6]
            if tok.type == "heading_open":
                level = int(tok.tag[1])
            elif tok.type == "table_open":
                table = []
            elif tok.type == "tr_open":
                table.append([])
            elif tok.type == "table_close":
                assert table and len({len(r) for r in table}) == 1
                post.tables.append(table)
            elif tok.type == "inline":
                s = _md_inline(tok, post)
                if stack[-1] == "heading":
                    post.headings.append((level, s))
                elif stack[-1] in ("th", "td"):
                    table[-1].append(s)
                elif "list_item" in stack:
                    if t := re.fullmatch(r"\[([ x])\] (.+)", s, re.S):
                        post.tasks.append((t.group(1) == "x", t.group(2)))
                    post.bullets.append(s)
                elif re.fullmatch(r"https?://\S+", s):
                    post.oneboxes.append(s)
                else:
                    post.paragraphs.append(s)
        assert not stack
        posts.append(post)
    return posts


# --- e-mail -------------------------------------------------------------------------------------------

VOID = {"meta", "br", "img", "hr", "link", "col", "input"}


class _Html(HTMLParser):
    """Word's HTML: tags balanced (void elements aside), the head's style skipped; paragraphs (their
    class, whether all their text is bold, the list mark Word puts between `<![if
    !supportLists]>` and `<![endif]>`), tables of cells of paragraphs, and links."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, dict[str, str | None]]] = []
        self.blocks: list[tuple[str, Any]] = []  # ("p", (class, bold, mark, text)) or ("table", rows)
        self.links: list[tuple[str, str]] = []
        self.root: dict[str, str | None] = {}
        self.meta: dict[str, str | None] = {}
        self.para: list[tuple[str, bool]] | None = None  # (text, bold) pieces
        self.cls: str | None = None
        self.mark: str | None = None
        self.in_mark = False
        self.table: list[list[list[str]]] | None = None
        self.href: tuple[str, int] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "html":
            self.root = a
        elif tag == "meta" and a.get("name"):
            self.meta[str(a["name"])] = a.get("content")
        if tag not in VOID:
            self.stack.append((tag, a))
        if tag == "p":
            assert self.para is None, "a paragraph inside a paragraph"
            self.para, self.mark, self.cls = [], None, a.get("class")
        elif tag == "br" and self.para is not None:
            self.para.append(("\x00", True))  # a line break, kept through the whitespace collapse
        elif tag == "table":
            self.table = []
        elif tag == "tr":
            self.table.append([])
        elif tag == "td":
            self.table[-1].append([])
        elif tag == "a" and a.get("href"):
            self.href = (str(a["href"]), len(self.para or []))

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        open_tag, _ = self.stack.pop()
        assert open_tag == tag, (open_tag, tag)
        if tag == "p":
            text = re.sub(r"[ \t\r\n\xa0]+", " ", "".join(s for s, _ in self.para)).strip()
            text = re.sub(r" ?\x00 ?", "\n", text)
            bold = any(s.strip() for s, _ in self.para) and all(b for s, b in self.para if s.strip())
            if self.table is not None:
                self.table[-1][-1].append(text)
            else:
                self.blocks.append(("p", (self.cls, bold, self.mark, text)))
            self.para = None
        elif tag == "table":
            self.blocks.append(("table", [[" / ".join(c) for c in r] for r in self.table]))
            self.table = None
        elif tag == "a" and self.href:
            href, start = self.href
            self.links.append((href, re.sub(r"\s+", " ", "".join(s for s, _ in self.para[start:])).strip()))
            self.href = None

    def handle_data(self, data: str) -> None:
        tags = [t for t, _ in self.stack]
        if "style" in tags or "head" in tags or self.para is None:
            assert "body" not in tags or not data.strip() or self.para is not None, data  # no text outside a paragraph
            return
        if self.in_mark:
            self.mark = (self.mark or "") + data.replace("\xa0", " ")
        self.para.append((data, "b" in tags))

    def unknown_decl(self, data: str) -> None:
        assert data in ("if !supportLists", "endif"), data
        self.in_mark = data.startswith("if")


@dataclass
class Mail:
    headers: list[tuple[str, str]]  # (name, raw value unfolded), in order
    subject: str
    date: datetime
    html: str
    blocks: list[tuple[str, Any]]
    links: list[tuple[str, str]]
    root: dict[str, str | None]
    meta: dict[str, str | None]

    def header(self, name: str) -> str | None:
        return next((v for k, v in self.headers if k.lower() == name.lower()), None)

    @property
    def text(self) -> str:
        out = []
        for kind, x in self.blocks:
            out += [" | ".join(r) for r in x] if kind == "table" else [x[3]]
        return "\n".join(out)


def mail(raw: str) -> Mail:
    """An RFC 5322 message: CRLF line ends only, header lines within 998 characters, unstructured
    non-ASCII headers as `=?utf-8?B?…?=` words of at most 75 characters, a parseable `Date`,
    `Message-ID` (and `In-Reply-To`) as `<id@host>`, MIME 1.0 with one `text/html; charset="utf-8"`
    part in quoted-printable (body lines within 76 characters, ASCII only); the decoded HTML read
    by `_Html`, its root the Office one."""
    assert "\n" not in raw.replace("\r\n", "") and raw.endswith("\r\n")
    head, _, body = raw.partition("\r\n\r\n")
    headers: list[tuple[str, str]] = []
    for line in head.split("\r\n"):
        assert len(line) <= 998 and line.isascii()
        if line[:1] in (" ", "\t"):
            headers[-1] = (headers[-1][0], headers[-1][1] + " " + line.strip())
        else:
            name, _, value = line.partition(":")
            assert re.fullmatch(r"[A-Za-z][A-Za-z0-9-]*", name), line
            headers.append((name, value.strip()))
    assert body.isascii() and all(len(x) <= 76 for x in body.split("\r\n"))
    msg = message_from_string(raw, policy=policy.default)
    assert msg["MIME-Version"] == "1.0" and not msg.is_multipart() and msg.get_content_type() == "text/html"
    assert msg.get_content_charset() == "utf-8" and msg["Content-Transfer-Encoding"] == "quoted-printable"
    raw_subject = dict(headers)["Subject"]
    for word in raw_subject.split(" "):
        assert re.fullmatch(r"=\?utf-8\?B\?[A-Za-z0-9+/]+=*\?=", word) and len(word) <= 75, word
    subject = str(make_header(decode_header(raw_subject)))
    assert subject == msg["Subject"]
    for key in ("Message-ID", "In-Reply-To"):
        assert msg[key] is None or re.fullmatch(r"<[^<>@\s]+@[^<>@\s]+>", msg[key]), msg[key]
    when = parsedate_to_datetime(msg["Date"])
    html = msg.get_content()
    parser = _Html()
    parser.feed(html)
    parser.close()
    assert not parser.stack, parser.stack
    assert parser.root.get("xmlns:o") == "urn:schemas-microsoft-com:office:office"
    return Mail(headers, subject, when, html, parser.blocks, parser.links, parser.root, parser.meta)
