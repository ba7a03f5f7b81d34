"""Reading the zoo41 formats back without kgraph (and without the layouts' own code), each checked
against its own format's rules: the Obsidian note's YAML front matter loaded with PyYAML and its
body parsed with markdown-it (CommonMark with GFM tables), then Obsidian's own syntax read on top
(wikilinks, callouts, highlights, block ids, Dataview inline fields, tasks); the reStructuredText
page parsed by docutils (warnings are errors), with Sphinx's `:doc:` and `:ref:` roles registered
as Sphinx resolves them (a `:ref:` to a label the page defines); the Lark document loaded with
json and its block tree checked (ids, parents and children, each block's body under its type's
key, tables whose cells fill their rows and columns, percent-encoded link urls); the e-mail
parsed by Python's `email` package (RFC 5322 headers, a threaded reply, text/plain UTF-8
format=flowed in 8bit) and its body unflowed by RFC 3676, the reply split from its quote and
its signature."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from email import message_from_bytes, policy
from email.message import EmailMessage
from typing import Any
from urllib.parse import unquote

import yaml
from docutils import nodes
from docutils.core import publish_doctree
from docutils.parsers.rst import roles
from markdown_it import MarkdownIt


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [k for k, _ in pairs]
    assert len(keys) == len(set(keys)), keys
    return dict(pairs)


# --- Obsidian ------------------------------------------------------------------------------------

WIKILINK = re.compile(r"\[\[([^\[\]|#]+)(?:#([^\[\]|]+))?(?:\\?\|([^\[\]]+))?\]\]")
CALLOUT = re.compile(r"> \[!([a-z]+)\]([+-]?) ?(.*)")
FIELD = re.compile(r"(?:- )?([^\s:*\[][^:]*?):: (.+)")
BLOCK_ID = re.compile(r" \^([a-z0-9-]+)$")
TASK = re.compile(r"(?:> )?- \[([ x])\] (.+)")
MD = MarkdownIt("commonmark").enable("table")


@dataclass
class Obsidian:
    front: dict[str, Any]
    body: str
    tokens: list[Any]
    links: list[tuple[str, str | None, str | None]]  # (note, heading, alias)
    callouts: list[tuple[str, bool, str, list[str]]]  # (kind, folded, title, body lines)
    fields: list[tuple[str, str]]
    tasks: list[tuple[bool, str]]
    block_ids: list[str]
    tables: list[list[list[str]]]
    headings: list[tuple[int, str]]
    text: str = ""


def _inline(tok: Any) -> str:
    """An inline token's text, a link's url after its text."""
    out, hrefs = [], []
    for c in tok.children or []:
        if c.type in ("text", "code_inline"):
            out.append(c.content)
        elif c.type in ("softbreak", "hardbreak"):
            out.append("\n")
        elif c.type == "link_open":
            hrefs.append(c.attrs["href"])
        elif c.type == "link_close":
            out.append(f" <{hrefs.pop()}>")
        elif c.type == "html_inline":
            assert c.content == "<br>", c.content
            out.append("\n")
        else:
            assert c.type in ("strong_open", "strong_close", "em_open", "em_close"), c.type
    return "".join(out)


def _obsidian_text(s: str) -> str:
    s = WIKILINK.sub(lambda m: m.group(3) or (f"{m.group(1)}#{m.group(2)}" if m.group(2) else m.group(1)), s)
    s = s.replace("==", "")
    return BLOCK_ID.sub("", s)


def obsidian(raw: str) -> Obsidian:
    """An Obsidian note: front matter between `---` lines that PyYAML loads as a mapping whose
    `tags` and `aliases` are lists of strings (tags without `#` or spaces); every `[[` closed by
    `]]`, a `|` inside a wikilink in a table escaped; callouts whose every line is quoted; `==`
    highlights closed on their line; block ids unique; tables whose rows have the header's cells."""
    assert raw.startswith("---\n"), "no front matter"
    end = raw.index("\n---\n", 4)
    front = yaml.safe_load(raw[4:end])
    assert isinstance(front, dict) and all(isinstance(t, str) for t in front["tags"] + front["aliases"])
    assert all(not t.startswith("#") and " " not in t for t in front["tags"])
    body = raw[end + 5 :]
    lines = body.split("\n")
    links, callouts, fields, tasks, ids = [], [], [], [], []
    for i, x in enumerate(lines):
        assert x.count("[[") == x.count("]]") == len(WIKILINK.findall(x)), x
        assert x.count("==") % 2 == 0, x
        if x.startswith("|"):
            assert all("|" not in (m.group(3) or "").replace("\\|", "") for m in WIKILINK.finditer(x))
            assert all(m.group(0).count("|") == m.group(0).count("\\|") for m in WIKILINK.finditer(x)), x
        for m in WIKILINK.finditer(x):
            links.append((m.group(1), m.group(2), m.group(3)))
        if c := CALLOUT.fullmatch(x):
            assert not lines[i - 1].startswith(">"), "a callout inside a quote"
            rest = []
            for y in lines[i + 1 :]:
                if not y.startswith(">"):
                    break
                assert y.startswith("> "), y
                rest.append(y[2:])
            callouts.append((c.group(1), c.group(2) == "-", c.group(3), rest))
        if f := FIELD.fullmatch(x):
            fields.append((f.group(1), f.group(2)))
        if t := TASK.fullmatch(x):
            tasks.append((t.group(1) == "x", t.group(2)))
        if b := BLOCK_ID.search(x):
            ids.append(b.group(1))
    assert len(ids) == len(set(ids)), ids
    tokens = MD.parse(body)
    tables, headings, text = [], [], []
    row: list[str] = []
    for k, tok in enumerate(tokens):
        if tok.type == "table_open":
            tables.append([])
        elif tok.type == "tr_open":
            row = []
        elif tok.type == "tr_close":
            assert not tables[-1] or len(row) == len(tables[-1][0]), row
            tables[-1].append(row)
        elif tok.type == "inline":
            s = _obsidian_text(_inline(tok))
            if tokens[k - 1].type in ("th_open", "td_open"):
                row.append(s.replace("\\|", "|"))
            if tokens[k - 1].type == "heading_open":
                headings.append((int(tokens[k - 1].tag[1]), s))
            text.append(s)
    return Obsidian(front, body, tokens, links, callouts, fields, tasks, ids, tables, headings, "\n".join(text))


# --- reStructuredText (Sphinx) -------------------------------------------------------------------

TITLED = re.compile(r"(.*?)\s*<([^<>]+)>", re.S)
_labels: set[str] = set()


def _sphinx_role(name: str, rawtext: str, text: str, lineno: int, inliner: Any, options=None, content=None):
    m = TITLED.fullmatch(text)
    title, target = (m.group(1), m.group(2)) if m else (text, text)
    if name == "ref":
        assert target in _labels, f"undefined label: {target}"
        title = title if m else target
    else:
        assert target.startswith("/") and not target.endswith(".rst"), target
    node = nodes.reference(rawtext, title, refuri=f"{name}:{target}")
    return [node], []


@contextmanager
def _sphinx_roles() -> Iterator[None]:
    """Sphinx's `:doc:` and `:ref:` roles, registered with docutils for one parse only (docutils'
    registry is global: left registered, they would change how other tests parse their pages)."""
    saved = {k: roles._roles.get(k) for k in ("doc", "ref")}
    roles.register_local_role("doc", _sphinx_role)
    roles.register_local_role("ref", _sphinx_role)
    try:
        yield
    finally:
        for k, role in saved.items():
            if role is None:
                roles._roles.pop(k, None)
            else:
                roles._roles[k] = role


@dataclass
class Rst:
    tree: Any
    title: str
    docinfo: dict[str, str]
    fields: dict[str, str]
    sections: list[tuple[int, str]]
    tables: list[tuple[str, list[list[str]]]]  # (title, rows with the header row first)
    admonitions: list[tuple[str, str]]  # (class, text)
    text: str = ""


def rst(raw: str) -> Rst:
    """A Sphinx page: docutils parses it with no warning; its title and docinfo are promoted; every
    `:ref:` names a label the page defines, every `:doc:` an absolute document name; every
    footnote is referenced; a list-table's rows have its header's cells."""
    _labels.clear()
    _labels.update(re.findall(r"^\.\. _([a-z0-9-]+):$", raw, re.M))
    with _sphinx_roles():
        tree = publish_doctree(raw, settings_overrides={"halt_level": 2, "report_level": 5, "input_encoding": "utf-8",
                                                        "_disable_config": True})  # fmt: skip
    title = tree.get("title", "")
    assert title and isinstance(tree[0], nodes.title | nodes.target), "no document title"
    info = tree.next_node(nodes.docinfo)
    docinfo = {}
    for child in info.children if info else []:
        if isinstance(child, nodes.field):
            docinfo[child[0].astext()] = child[1].astext()
        else:
            docinfo[child.tagname] = child.astext()
    fields = {
        f[0].astext(): f[1].astext() for f in tree.findall(nodes.field) if not isinstance(f.parent, nodes.docinfo)
    }
    refs = [r for r in tree.findall(nodes.footnote_reference)]
    notes = [n for n in tree.findall(nodes.footnote)]
    assert len(refs) == len(notes) and all(r["refid"] in {i for n in notes for i in n["ids"]} for r in refs)
    sections = []
    for s in tree.findall(nodes.section):
        depth, p = 0, s.parent
        while p is not None:
            depth += isinstance(p, nodes.section)
            p = p.parent
        sections.append((depth + 1, s[0].astext()))
    tables = []
    for t in tree.findall(nodes.table):
        rows = [[e.astext() for e in r.findall(nodes.entry)] for r in t.findall(nodes.row)]
        assert t.next_node(nodes.thead) is not None and all(len(r) == len(rows[0]) for r in rows)
        tables.append((t[0].astext() if isinstance(t[0], nodes.title) else "", rows))
    adm = [(a.tagname if not isinstance(a, nodes.admonition) else " ".join(a["classes"]), a.astext())
           for a in tree.findall(nodes.Admonition)]  # fmt: skip
    for r in list(tree.findall(nodes.reference)):
        if r.get("refuri", "").startswith("http"):
            r.append(nodes.Text(f" <{r['refuri']}>"))
    return Rst(tree, title, docinfo, fields, sections, tables, adm, tree.astext())


# --- Lark / Feishu docx JSON -------------------------------------------------------------------

LARK_TYPES = {1: "page", 2: "text", 3: "heading1", 4: "heading2", 5: "heading3", 12: "bullet", 13: "ordered",
              17: "todo", 19: "callout", 22: "divider", 31: "table", 32: "table_cell"}  # fmt: skip
LARK_ID = re.compile(r"[0-9A-Za-z]{27}")
RUN_STYLE = {"bold", "inline_code", "italic", "strikethrough", "underline"}


@dataclass
class Lark:
    title: str
    blocks: dict[str, dict[str, Any]]
    order: list[tuple[int, dict[str, Any]]]  # (depth, block) in document order
    tables: list[list[list[str]]] = field(default_factory=list)
    text: str = ""


def lark_runs(b: dict[str, Any]) -> str:
    """A text-like block's elements as text, a link's url (decoded) after its text."""
    out = []
    for e in b[LARK_TYPES[b["block_type"]]]["elements"]:
        run = e["text_run"]
        style = run["text_element_style"]
        assert isinstance(run["content"], str) and run["content"], run
        assert RUN_STYLE <= set(style) <= RUN_STYLE | {"link"}, style
        out.append(run["content"])
        if "link" in style:
            url = style["link"]["url"]
            assert "/" not in url and ":" not in url, f"a link url not percent-encoded: {url}"
            out.append(f" <{unquote(url)}>")
    return "".join(out)


def lark(raw: str) -> Lark:
    """A Lark docx export: `document` (id, revision, title) and `blocks`, the first the page whose
    id is the document's; ids unique; each child's `parent_id` its parent and each block but the
    page some block's child, in the order the page's tree gives; each block's body under its type's
    key; tables whose `cells` are their children and fill `row_size` × `column_size`."""
    doc = json.loads(raw, object_pairs_hook=_no_repeats)
    assert set(doc) == {"document", "blocks"} and set(doc["document"]) == {"document_id", "revision_id", "title"}
    blocks = {b["block_id"]: b for b in doc["blocks"]}
    assert len(blocks) == len(doc["blocks"]) and all(LARK_ID.fullmatch(i) for i in blocks)
    page = doc["blocks"][0]
    assert page["block_type"] == 1 and page["block_id"] == doc["document"]["document_id"]
    for b in doc["blocks"]:
        kind = LARK_TYPES[b["block_type"]]
        assert kind in b and set(b) <= {"block_id", "block_type", "parent_id", "children", kind}, b
        if kind in ("page", "text", "heading1", "heading2", "heading3", "bullet", "ordered", "todo"):
            style = b[kind]["style"]
            assert style["align"] in (1, 2, 3) and isinstance(style["folded"], bool)
            assert ("done" in style) == (kind == "todo") and ("sequence" in style) == (kind == "ordered")
            lark_runs(b)
        for c in b.get("children", []):
            assert blocks[c]["parent_id"] == b["block_id"], c
    order: list[tuple[int, dict[str, Any]]] = []

    def walk(b: dict[str, Any], depth: int) -> None:
        order.append((depth, b))
        for c in b.get("children", []):
            walk(blocks[c], depth + 1)

    walk(page, 0)
    assert [b["block_id"] for _, b in order] == [b["block_id"] for b in doc["blocks"]], "blocks out of order"
    tables, text = [], []
    for _, b in order:
        kind = LARK_TYPES[b["block_type"]]
        if kind == "table":
            p = b["table"]["property"]
            cells = b["table"]["cells"]
            assert cells == b["children"] and len(cells) == p["row_size"] * p["column_size"]
            assert len(p["column_width"]) == p["column_size"] and len(p["merge_info"]) == len(cells)
            cols = p["column_size"]
            rows = []
            for r in range(p["row_size"]):
                row = []
                for c in cells[r * cols : (r + 1) * cols]:
                    kids = [blocks[k] for k in blocks[c]["children"]]
                    assert kids and all(k["block_type"] == 2 for k in kids)
                    row.append("\n".join(lark_runs(k) for k in kids))
                rows.append(row)
            tables.append(rows)
        elif kind == "callout":
            assert set(b["callout"]) == {"background_color", "border_color", "emoji_id"}
        elif kind not in ("divider", "table_cell"):
            text.append(lark_runs(b))
    return Lark(doc["document"]["title"], blocks, order, tables, "\n".join(text))


# --- e-mail (RFC 5322, format=flowed) ------------------------------------------------------------

ATTRIBUTION = re.compile(r"On \d\d/\d\d/\d{4} \d\d:\d\d, (.+) wrote:")


@dataclass
class Mail:
    msg: EmailMessage
    own: list[str]  # the reply, unflowed, without its signature
    signature: list[str]
    attribution: str | None
    quoted: list[str]  # the quoted message, unflowed, one quote level removed
    text: str = ""


def unflow(body: str) -> list[tuple[int, str]]:
    """RFC 3676: (quote depth, logical line); a line ending in a space continues on the next line
    of the same depth (and must have one); one stuffed space after the quote marks is removed."""
    out: list[tuple[int, str]] = []
    joining = False
    for x in body.split("\n"):
        depth = len(x) - len(x.lstrip(">"))
        s = x[depth:]
        s = s[1:] if s.startswith(" ") else s
        if joining:
            assert out[-1][0] == depth, f"a flowed line continues at another quote depth: {x!r}"
            out[-1] = (depth, out[-1][1] + s)
        else:
            out.append((depth, s))
        joining = s.endswith(" ") and s != "-- "
    assert not joining
    return out


def mail(raw: str) -> Mail:
    """A plain-text e-mail: RFC 5322 headers the `email` package parses without defects, a single
    text/plain UTF-8 format=flowed part in 7bit or 8bit, no line over 998 octets; a reply (with
    `In-Reply-To`, the last of its `References`) has a `Re:` subject and quotes the previous
    message under an attribution line; the sender's own part ends with a `-- ` signature."""
    msg = message_from_bytes(raw.encode("utf-8"), policy=policy.default)  # as a mail store holds it
    assert not msg.defects and all(not h.defects for _, h in msg.items()), msg.defects
    for h in ("Message-ID", "Date", "From", "To", "Subject", "MIME-Version"):
        assert msg[h] is not None and len(msg.get_all(h)) == 1, h
    assert msg.get_content_type() == "text/plain" and msg.get_content_charset() == "utf-8"
    assert msg.get_param("format") == "flowed" and msg["Content-Transfer-Encoding"] in ("7bit", "8bit")
    assert all(len(x.encode()) <= 998 for x in raw.split("\n"))
    assert re.fullmatch(r"<[^<>@\s]+@[^<>@\s]+>", msg["Message-ID"])
    reply = msg["In-Reply-To"]
    if reply:
        assert msg["Subject"].startswith("Re: ") and msg["References"].split()[-1] == reply
    lines = unflow(msg.get_content().rstrip("\n"))
    own = [s for d, s in lines if d == 0]
    quoted = [(">" * (d - 1) + " " + s).lstrip() if d > 1 else s for d, s in lines if d >= 1]
    attribution = None
    if reply:
        assert quoted and ATTRIBUTION.fullmatch(own[-1]), own[-1]
        attribution = own.pop()
        assert own[-1] == ""
        own.pop()
    else:
        assert not quoted
    assert own.count("-- ") == 1, "no signature"
    cut = own.index("-- ")
    mine, sig = own[:cut], own[cut + 1 :]
    headers = "\n".join(f"{k}: {v}" for k, v in msg.items())
    return Mail(msg, mine, sig, attribution, quoted, headers + "\n\n" + "\n".join(mine))
