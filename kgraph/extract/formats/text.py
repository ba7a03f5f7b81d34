"""Plain text onto the canonical layout, line for line: what a text's layout means.

A text marks its structure with capitals, indentation and column alignment, not syntax: a
flush-left line in capitals between blank lines is a heading; a line with more-indented lines
under it is an item holding them (its fields, its points). Column-aligned tables and
`label ..... value` fields are read by `segment`, whatever the format.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections import Counter

from kgraph import patterns as P
from kgraph.extract.formats import asciitable, chats, keyvalue, markdown, stacked
from kgraph.extract.formats.footnotes import cited, lynx_links, noted
from kgraph.extract.tree import View, link

_SECTION_BRACKET = re.compile(r"\s*[【\[](§\s?\d{1,2}(?:\.\d{1,2}){0,2}[^】\]]{0,60})[】\]]\s*")
_IDEOGRAPHIC_INDENT = re.compile(r"^\u3000+")  # (`　　归入：…`: Chinese indents with full-width spaces)
_CAPS = re.compile(r"[A-Z][^a-z\n]{2,78}")  # capitals (and any script without case), no lower case
_MARKED = re.compile(r"\s*(?:[-*•·◦▪●○+]\s|\d{1,2}[.)）]\s|[(（]\d{1,2}[)）]|#|\||[一二三四五六七八九十]{1,3}[、.．])")


# Slack's link markup: `<https://…|text>`, `<https://…>`
_SLACK_LINK = re.compile(r"<(https?://[^|>\s]{1,500})(?:\|([^>\n]{1,200}))?>")


def _slack_links(lines: list[str]) -> list[str]:
    """A chat transcript pasted as text: Slack's links as links (`<url|2709.01358>` is one
    mention of the id, not two; `PhenoKit 5 <url|PhenoKit 5>` one name)."""
    if any("<http" in line for line in lines):
        lines = [_SLACK_LINK.sub(functools.partial(_slack_link, line=line), line) for line in lines]
    return lines


def _slack_link(m: re.Match[str], line: str) -> str:
    text = (m.group(2) or "").strip()
    if text and line[: m.start()].rstrip().endswith(text):
        return f"({m.group(1)})"  # `PhenoKit 5 <url|PhenoKit 5>`: the name just written, linked
    return link(text, m.group(1))


# a chat message's header: `[9:41 PM] jackal: …`, `[2027-09-15 21:41] jackal: …`, `21:41 jackal: …`
_MESSAGE = re.compile(
    r"^(\s*)(?:\[(?:\d{4}-\d{2}-\d{2}[ T])?\d{1,2}:\d{2}(?::\d{2})?\s?(?:[AaPp]\.?[Mm]\.?)?\]|\d{1,2}:\d{2}(?::\d{2})?)"
    r"\s+@?([^\s:：\[\]]{1,40})[:：]\s?(.*)$"
)


def _messages(lines: list[str]) -> list[str]:
    """A chat transcript pasted as text (at least three messages `[time] author: text`): each
    message a heading over its indented lines (a paragraph when it opens with its title and goes
    on), a reply in its thread an item. The time and author are who said it when, not what the
    brief says, and the others' replies in a thread are what they said to the brief, not the
    brief (their own briefs say what they state)."""
    headers = [_MESSAGE.match(line) for line in lines]
    authors = Counter(m.group(2) for m in headers if m)
    if sum(authors.values()) < 3:
        return lines
    writer = authors.most_common(1)[0][0]  # whose brief it is
    out = list(lines)
    top: int | None = None  # the indent of the top-level message the lines below belong to
    for i, (line, m) in enumerate(zip(lines, headers, strict=True)):
        if m and (top is None or len(m.group(1)) <= top):
            top = len(m.group(1))
            said = m.group(3).strip()
            out[i] = said if _TITLED.match(said) else "## " + said if said else ""
            continue
        if top is None or not line.strip():
            continue
        body = line[top:] if not line[:top].strip() else line
        under = len(body) - len(body.lstrip())
        body = body[min(under, 4) :]  # (a message's lines are indented under its header)
        out[i] = body if not m else "- " + m.group(3).strip() if m.group(2) == writer else ""
    return [_ITALIC.sub(r"*\1*", line) for line in out]


# a message that opens with its title and goes on with a sentence (`:warning: *To verify* (high
# risk): SpectraFuse's figures rest on …`): a paragraph, not a heading
_TITLED = re.compile(r"^(?:[^*\w]|:[\w+-]{2,40}:){0,8}\*[^*\n]{2,40}\*[^:：<\n]{0,30}[:：]\s+(?:\S+\s+){4}")
_ITALIC = re.compile(r"(?<![\w/])_([^_\n]{1,80})_(?![\w/])")  # a chat's `_italic_` (`_adjacent_:` says adjacent)


def view(text: str, written: str | None = None) -> View:
    """The text's lines with capital headings as `##` headings and outline items as `- ` items;
    then what any Markdown syntax in it means (a text file may hold some). `written`: the text
    before its runs of blanks were shortened (`decode.tame`), where a table's columns line up."""
    lines = [_IDEOGRAPHIC_INDENT.sub(lambda m: "  " * len(m.group(0)), line) for line in text.split("\n")]
    chatted = _messages(
        chats.posts(
            chats.irc_log(
                chats.zulip(chats.google_chat(chats.imessage(chats.wechat(chats.line_chat(_slack_links(lines))))))
            )
        )
    )
    left_out = {  # (a chat's headers, reactions and the other members' messages: `inspect` says so)
        n: "a chat's header, reaction or another member's message, not the writer's"
        for n, (was, now) in enumerate(zip(lines, chatted, strict=True), 1)
        if was.strip() and not now.strip()
    }
    lines = chatted
    lines = [_ORG_STAMP.sub(r"\1", line) if "<" in line or "[" in line else line for line in lines]
    lines, multiline = asciitable.multiline_tables(lines, written.split("\n") if written else None)
    lines, source = _unglued(cited(noted(_without_furniture(lynx_links(lines)))))
    lines, grid = asciitable.grid_tables(lines)  # (line for line: `grid` names view lines)
    grid = {source[k - 1]: source[v - 1] for k, v in grid.items()} | multiline
    lines, source = asciitable.pipe_tables(lines, source)
    lines, source = asciitable.ruled_tables(lines, source)
    lines, source, continued = stacked.stacked_tables(lines, source)
    continued.update(grid)
    columns = [_text_column(line) for line in lines]
    signed = _signature(lines)  # (a signature's `※ 發信站: …` lines are no list)
    lines = [_LETTERED.sub(r"\1- ", _BULLET.sub(r"\1- ", line)) if n < signed else line for n, line in enumerate(lines)]
    out = [_EQUALS.sub(r"\1\2: ", line) for line in lines]
    under_part = False  # the last flush-left heading names a part of a brief
    for i, line in enumerate(lines):
        m = _MARK_HEADING.match(line)
        if (
            (marked := m or _MARK_ITEM.match(line))
            and marked.group(1)
            and (_names_a_work(line, text) or _tagged_record(lines, i))
        ):
            out[i] = "- " + marked.group(1).strip()  # `▶ WalkLM ｜ arXiv 2702.01377 ｜ 本棒净增`: a work, an item
        elif bracketed := _SECTION_BRACKET.fullmatch(line):  # `【§1.1 抓取与操作】`: a section's heading
            out[i] = "## " + bracketed.group(1).strip()
        elif m and (m.group(1) or not _NAMES_A_WORK.search(line)):  # `■ 状态`, `◆ Sources`: a heading by its mark
            out[i] = "## " + (m.group(1) or m.group(2)).strip()  # (`§1.1 抓取与操作`: a section, its number kept)
        elif (level := _underlined(lines, i)) is not None:
            # `3.1 SurgeSense` over `──────` (Emacs's text export, reST-like titles): a heading, its
            # outline number its depth, the underline left out
            title = re.sub(r"^\s*\d{1,2}(?:\.\d{1,2})*[.)]?\s+", "", line).strip()
            out[i], out[i + 1] = "#" * level + " " + title, ""
            under_part = _part_named(title)
        elif i and is_layout_heading(lines, i) and _defines_a_work(lines, i):
            # `TowerFlux` over `    https://…/3003.60418, anchored …` (a definition list): one record of the work
            block = list(itertools.takewhile(lambda k: (_indent(lines[k]) or 0) > 0, range(i + 1, len(lines))))
            out[i] = "- " + line.strip() + ": " + " ".join(lines[k].strip() for k in block)
            for k in block:
                out[k] = ""
                continued[source[k]] = source[i]
        elif i and (is_caps_heading(lines, i) or is_layout_heading(lines, i)):
            under_part = _part_named(line)
            # an outline number kept (a living document's `1.1.` is its section) and its depth the level
            number = m.group(0).strip().rstrip(".)）") if (m := _OUTLINE.match(line)) else ""
            out[i] = "#" * min(6, 2 + number.count(".")) + " " + line.strip().rstrip(":：")
        elif (
            re.match(r"[^\W_]", line)  # (flush left, no bullet: `● 来源：` over its items is a field)
            and line.rstrip().endswith((":", "："))
            and _part_named(line.rstrip().rstrip(":："))
            and not P.find_arxiv(line)
            and i + 1 < len(lines)
            and ((_indent(lines[i + 1]) or 0) > 0 or _ONLY_A_PATH.fullmatch(lines[i + 1]))
        ):  # `sources read:` over its indented lines (an IRC brief, a log) or its paths: a part's heading
            out[i] = "## " + line.rstrip().rstrip(":：")
            under_part = True
        elif (part := _CHINESE_PART.match(line)) and _part_named(part.group(1)) and _has_body(lines, i + 1):
            out[i] = "## " + part.group(1).strip()  # `二、本期新增` over its numbered items: a part's heading
            under_part = True
        elif (level := outline_heading(lines, i)) is not None:
            if under_part and level == 2 and not _part_named(_OUTLINE.sub("", line), any_length=True):
                level = 3  # `1. DuneGuard` under `NET-new`: an item of the part, not a part of its own
            out[i] = "#" * level + " " + _OUTLINE.sub("", line).strip()
        elif (m := _CHINESE_SECTION.match(line)) and not _NAMES_A_WORK.search(line) and _has_body(lines, i):
            out[i] = "## " + m.group(1).strip()  # `一、视觉编码器（§1.1）`: a section, numbered as a Chinese outline
        elif (
            (indent := _indent(line)) is not None
            and not _MARKED.match(line)
            and not _continues(lines, i)
            and _has_children(lines, i, indent)
        ):
            out[i] = line[:indent] + "- " + line[indent:]
    continued.update(_rewrapped(lines, out, source, columns))
    continued.update(_han_rewrapped(lines, out, source))
    out, source, joined = keyvalue.records(out, source)
    seen = markdown.view("\n".join(out), rewrap=False)  # (its marked lines are rewrapped above)
    if len(seen.lines) != len(out):  # (lines broken with `<br>`: each stands for the file's line)
        source = [source[n - 1] for n in seen.source]
        joined = {}  # (the text view's joins name lines that have moved)
    return View(seen.lines, source, seen.callouts, {**seen.joined, **joined}, continued, left_out)


_ONLY_A_PATH = re.compile(r"\s*[\w.\-/]+\.(?:md|txt|org|html?|rst|pdf)\b.{0,80}")  # `inbox/a/notes.md（空白）`


_PART_HEAD = re.compile(
    r"^\s*[一二三四五六七八九十]{1,3}[、.．]\s*[^\-:：\d]{1,30}?(?=\s+-\s|\s+[^\s:：\-]{2,8}[:：]\s*(?:arXiv\s*[:：]?\s*)?\d{4}\.\d)"
)
_SECTION_GLUED = re.compile(r"^\s*(§\s?\d{1,2}(?:\.\d{1,2}){1,2}[^：:\n]{0,60})：\s*(\S.*)$")
_GLUED_ITEM = re.compile(r"\s+-\s+(?=\S)|\s+(?=[^\s:：\-]{2,8}[:：]\s*(?:arXiv\s*[:：]?\s*)?\d{4}\.\d{4,5})")


def _unglued(lines: list[str]) -> tuple[list[str], list[int]]:
    """A part heading with its list glued onto its line (`三、其余条目 - FlashDecode-X（2610.01234）沿用 …
    - KVShard（2610.02345）…`, a text that lost its line breaks): the heading, then each item
    that names a work on a line of its own, every one standing for the same line of the file."""
    out: list[str] = []
    source: list[int] = []
    for no, line in enumerate(lines, 1):
        if (section := _SECTION_GLUED.match(line)) and _NAMES_A_WORK.search(section.group(2)):
            # `§1.3 KV Cache 管理：PagedKV-Lite（arXiv:…）09-28 锚入 …；SGLang HiCache（https://…）…`: the
            # section's heading, then each entry it holds on a line of its own
            out.append("## " + section.group(1).strip())
            source.append(no)
            for entry in filter(str.strip, section.group(2).split("；")):
                out.append("- " + entry.strip())
                source.append(no)
            continue
        head = _PART_HEAD.match(line)
        parts = _GLUED_ITEM.split(line[head.end() :]) if head else []
        items = [p for p in parts if p.strip()]
        if not head or len(items) < 1 or not any(_NAMES_A_WORK.search(p) for p in items):
            out.append(line)
            source.append(no)
            continue
        out.append(head.group(0).strip())
        source.append(no)
        for part in items:
            if _NAMES_A_WORK.search(part) or not out[-1].startswith("- "):
                out.append("- " + part.strip())
                source.append(no)
            else:
                out[-1] += " - " + part.strip()  # more of the item before (`- 面向长上下文的 split-K 解码内核`)
    return out, source


# a page's footer (`kestrel      Informational      [Page 2]`) and the next page's running header
_PAGE_FOOTER = re.compile(r"^\S.*\s{3,}\[Page \d+\]\s*$")
_COLUMNS = re.compile(r"\S\s{3,}\S")


def _without_furniture(lines: list[str]) -> list[str]:
    """The text without its page furniture (a footer naming the page, the running header after
    it, form feeds), each such line left blank so every other keeps its number."""
    out = [line.replace("\f", "") for line in lines]
    for i, line in enumerate(out):
        if not _PAGE_FOOTER.match(line):
            continue
        out[i] = ""
        following = next((j for j in range(i + 1, min(len(out), i + 4)) if out[j].strip()), None)
        if following is not None and _COLUMNS.search(out[following]) and not out[following][:1].isspace():
            out[following] = ""
    return out


# a flush-left line opened by a heading mark, or a section's number and name alone (`§1.1 抓取与操作`)
_MARK_HEADING = re.compile(
    r"^(?:[■□◆◇▶►▼§]{1,3}\s+(\S.{0,78})|(§\s?\d{1,2}(?:\.\d{1,2}){0,2}\s+[^\s。.;；:：][^:：|｜]{0,60}))$"
)
_MARK_ITEM = re.compile(r"^[■□◆◇▶►▼]{1,3}\s+(\S.{0,1000})$")  # (a work's line, however long: an item)
# a bullet of another script or typeface (`・`, `▪`, `◦`): a list item, as `- `
_BULLET = re.compile(
    r"^(\s*)(?:[・･◦▪‣∙‧※]\s*|o {2,}|[①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳]\s*)(?=\S)"
)  # (`o  item`: RFCs' bullet; `※`, `‧`: a BBS post's)
# `a)`, `(b)`, `iv)`, `(C)`: an outline's lettered or roman-numbered item, as `- `
_LETTERED = re.compile(r"^(\s*)(?:\((?:[a-zA-Z]|[ivx]{1,4})\)|(?:[a-zA-Z]|[ivx]{1,4})\))[ \t]+(?=\S)")
# `key = value` (INI, TOML-like notes): a field, as `key: value`
_EQUALS = re.compile(r"^(\s*)([A-Za-z\u4e00-\u9fff][\w \-]{0,30}?)\s+=\s+(?=\S)")
# `二、视频理解（§1.2）`: a section's heading numbered the way Chinese documents number their first
# level (`一、总体情况`, naming no section, stays a line: a brief's parts are read by their words)
_CHINESE_SECTION = re.compile(
    r"^[一二三四五六七八九十]{1,3}[、．]\s*(\S[^。；;!！?？§]{0,40}§\s*\d[^。；;!！?？]{0,20})$"
)
# an Org timestamp, as Emacs's text export keeps it: `<2028-05-04 Thu>`, `[2028-05-04 Thu 21:00]`
_ORG_STAMP = re.compile(
    r"[<\[](\d{4}-\d{2}-\d{2})(?: [^\s<>\[\]\d]{1,4}\.?)?(?: \d{1,2}:\d{2}(?:-\d{1,2}:\d{2})?)?[>\]]"
)
_UNDERLINE = re.compile(r"^\s*([═━=─\-~^])\1{2,}\s*$")


def _underlined(lines: list[str], i: int) -> int | None:
    """The level of a title line underlined by a rule of one character at least three long
    (`═` or `=` 2, `─` or `-` 3, `~` and `^` 4; an outline number `3.1` its own depth), or None."""
    line = lines[i]
    if i + 1 >= len(lines) or not line.strip() or len(line.strip()) > 80 or _UNDERLINE.match(line):
        return None
    if not (m := _UNDERLINE.match(lines[i + 1])) or (i and lines[i - 1].strip() and not _UNDERLINE.match(lines[i - 1])):
        return None
    if number := re.match(r"\s*(\d{1,2}(?:\.\d{1,2})+)\s", line):
        return min(6, 2 + number.group(1).count("."))
    return {"═": 2, "━": 2, "=": 2, "─": 3, "-": 3}.get(m.group(1), 4)


# `二、本期新增`: a Chinese outline's first level naming a part of a brief
_CHINESE_PART = re.compile(r"^[一二三四五六七八九十]{1,3}[、．]\s*([^。；;!！?？§\d\s][^。；;!！?？§\d]{0,19})$")
# `1) Declared counts`, `4.1) RerankLite`, `2. Sources`: an outline number opening a line
_NAMES_A_WORK = P.NAMES_A_WORK
_OUTLINE = re.compile(r"^\s*\d{1,2}(?:\.\d{1,2}){0,2}[.)）]\s+")
# a title in title case (`Identifier Summary`, `Items Already Known to the Living Document`)
_TITLE = re.compile(
    r"[A-Z][\w'’-]*(?:\s+(?:[A-Z][\w'’-]*|\d{1,3}(?:\.\d{1,2})*|of|and|or|the|to|for|from|at|in|on|into|over|a|an|by|with))*"
)  # (`FireKit 3`)


def outline_heading(lines: list[str], i: int) -> int | None:
    """The level of an outline-numbered line with more-indented lines under it (`1) Items`: 2,
    `4.1) RerankLite`: 3): a heading of the outline, its number the depth."""
    line = lines[i]
    if not (m := _OUTLINE.match(line)) or len(line) > 120:
        return None
    number = m.group(0).strip()
    nested = "." in number.rstrip(".)）")  # `4.1.`: a numbered outline's part, not a list's item
    if _NAMES_A_WORK.search(line) and not nested:
        return None  # `1) MuonLite -- arXiv:2612.11834, NET-new`: an item of a list, not a heading
    indent = _indent(line) or 0
    following = next((lines[j] for j in range(i + 1, min(len(lines), i + 12)) if lines[j].strip()), None)
    if following is None:
        return None
    own = number.rstrip(".)）")
    if _wraps_onto(line, following):
        return None  # `1. OmniTok's gain … internal eval` then `   set the authors …`: its text, wrapped
    if (_indent(following) or 0) <= indent and not re.match(rf"\s*{re.escape(own)}\.\d", following):
        return None  # (`4.  Adjacent Items`, then `4.1.  SkipLM`: its first part, flush left)
    if (
        not nested
        and _NAMES_A_WORK.search(following)
        and not _MARKED.match(following)
        and not _TITLE.fullmatch(line[m.end() :].strip())
    ):
        return None  # a list's item whose id is on its next line (`3) ShardKit v2.1 --`, then its link)
    return min(6, 2 + number.rstrip(".)）").count("."))


def is_caps_heading(lines: list[str], i: int) -> bool:
    line = lines[i]
    if line[:1].isspace() or not _CAPS.fullmatch(line.rstrip()) or sum("A" <= c <= "Z" for c in line) < 4:
        return False
    if line.rstrip().endswith((".", ",", ";")) or re.search(r"\S(?:\s{2,}|\t)\S", line):
        return False  # a sentence, or a table's header row (columns apart)
    before = lines[i - 1].strip() if i else ""
    after = lines[i + 1].strip() if i + 1 < len(lines) else ""
    return not before or not after


def _defines_a_work(lines: list[str], i: int) -> bool:
    """A short title over an indented block that opens with a work's id or link (a definition
    list, as pandoc's plain text writes one): the title names the work, no heading (a block that
    opens with a name, `PatchMerge-V  arXiv …`, is an outline's item under its heading)."""
    line = lines[i].strip()
    below = lines[i + 1] if i + 1 < len(lines) else ""
    return (
        len(line) <= 60
        and len(line.split()) <= 6
        and re.search(r"[A-Za-z\u4e00-\u9fff]{2}", line) is not None
        and not re.search(r"[.;,。；，:：§]|\d{4}\.\d", line)
        and not _part_named(line)
        and re.match(r"\s+(?:<?https?://|arXiv\s*:?\s*\d|\d{4}\.\d{4,5})", below) is not None
        and bool(P.find_arxiv(below[:120]))
    )


def is_layout_heading(lines: list[str], i: int) -> bool:
    """A short flush-left line alone between a blank line and an indented block (or a blank
    line and then one): `SECTION 1.1: Kernels`, `Files read:`."""
    line = lines[i].rstrip()
    if not line or line[:1].isspace() or len(line) > 80 or _MARKED.match(line) or re.search(r"[.;,。；，]$", line):
        return False
    if re.match(r"[【\[][^】\]]{1,16}[】\]]", line):
        return False  # `【增量 2】PagedKV-Lite`: an item, tagged, with its fields under it
    if lines[i - 1].strip():
        return False
    following = [j for j in range(i + 1, min(len(lines), i + 3)) if lines[j].strip()]
    if (
        following
        and line.endswith((":", "："))
        and len(line) <= 60
        and (_MARKED.match(lines[following[0]]) or lines[following[0]].lstrip().startswith(("```", "~~~")))
    ):
        return True  # `What is new:` between blank lines, then a list (or a fenced block): its heading
    if following and _part_named(line) and outline_heading(lines, following[0]) is not None:
        return True  # `NET-new`, then `1. DuneGuard` over its indented text: the heading over the outline
    if following and _part_named(line) and not P.find_arxiv(line) and P.find_arxiv(lines[following[0]]):
        return True  # `Citable arXiv IDs`, then `NET-new: 2803.47951, …` flush left: the list's heading
    return bool(following) and (_indent(lines[following[0]]) or 0) > 0


def _part_named(text: str, any_length: bool = False) -> bool:
    """A short line that names a part of a brief (the lexicon's `parts`: `NET-new`, `Sources`);
    `any_length`: a heading's title of any length (`Items Already Known to the Living Document`)."""
    from kgraph.extract.fold import fold
    from kgraph.extract.lexicon import default

    if not any_length and len(text.strip()) > 40:
        return False
    return default().find("parts", fold(text.strip(), simplify=True)) is not None  # (`已讀來源` as `已读来源`)


@functools.lru_cache(maxsize=4)
def _simplifies(text: str) -> bool:
    """Whether the document is traditional Chinese (asked once per document, not once per line:
    a string's hash is kept, so a repeated call costs nothing)."""
    from kgraph.extract.fold import needs_simplifying

    return needs_simplifying(text)


def _signature(lines: list[str]) -> int:
    """Where a closing signature starts (after a `--` line among the last lines, as mail and BBS
    posts sign off), or the number of lines when there is none."""
    for n in range(len(lines) - 1, max(-1, len(lines) - 12), -1):
        if lines[n].rstrip() == "--":
            return n + 1
    return len(lines)


def _names_a_work(line: str, text: str) -> bool:
    """An id or a link, or a name with its kind in brackets (`ProtoFold 4（發行版）`, lexicon `[prose]
    kind`; the line folded as its document is, so that one lexicon reads both scripts)."""
    if _NAMES_A_WORK.search(line):
        return True
    if "(" not in line and "（" not in line:
        return False
    from kgraph.extract.fold import fold
    from kgraph.extract.lexicon import default

    folded = fold(line, simplify=_simplifies(text))
    kinds = default().regex("prose", "kind").pattern
    return bool(re.search(rf"[(（]\s*(?:an?\s+)?(?:{kinds})\s*[)）]", folded, re.I))


def _tagged_record(lines: list[str], i: int) -> bool:
    """`▶ OpenArm SDK 2 ｜ 版本发布 ｜ 本棒净增` over indented lines: a record's title and tags, not a heading."""
    return "｜" in lines[i] and _has_children(lines, i, _indent(lines[i]) or 0)


# an outline's or a list's mark (`1)`, `a)`, `(iv)`, `-`, `•`) and the blanks after it
_ITEM_MARK = re.compile(
    r"^\s*(?:\((?:[a-zA-Z]|[ivx]{1,4}|\d{1,2})\)|(?:[a-zA-Z]|[ivx]{1,4}|\d{1,2}(?:\.\d{1,2}){0,2})[.)]|[-*•·◦▪+])[ \t]+(?=\S)"
)
# `Status: NET-new`, `Risk: high`: a field's label opening a line (a field, never a wrapped line)
_LABEL_OPENS = re.compile(r"^\s*[^\s:：]{1,30}(?:\s[^\s:：]{1,20}){0,2}[:：](?:\s|$)")


_WRAPPED = 56  # a line this long or longer, then more text under it: wrapped, not ended


def _text_column(line: str) -> int | None:
    """Where the text of a marked line starts (`a)   TouchWeave`: 10, its mark's width and blanks)."""
    m = _ITEM_MARK.match(line)
    return m.end() if m else None


def _wraps_onto(line: str, following: str) -> bool:
    """Whether `following` is `line`'s text wrapped under a hanging indent (see `_rewrapped`)."""
    column = _text_column(line)
    return (
        column is not None
        and len(line.rstrip()) >= _WRAPPED
        and len(following) - len(following.lstrip(" ")) == column
        and _text_column(following) is None
        and not _LABEL_OPENS.match(following)
    )


def _rewrapped(marked: list[str], out: list[str], source: list[int], columns: list[int | None]) -> dict[int, int]:
    """A marked line's text wrapped onto the lines under it, each indented to where its text starts
    (a hanging indent: `1)   Summary. This brief reports three increments, four carried` then
    `     over.`): one line again, so that a phrase or a list split by the wrap reads whole. The
    lines it took are left blank; returns each one's file line → the file line it joined."""
    joined: dict[int, int] = {}
    width = max(60, max((len(line.rstrip()) for line in marked), default=0))  # the width the text is wrapped at

    def broke(above: str, below: str) -> bool:
        """The line above was full, or the next word would not have fitted on it (a long link)."""
        words = below.split()
        return len(above.rstrip()) >= _WRAPPED or (bool(words) and len(above.rstrip()) + 1 + len(words[0]) > width)

    for i, column in enumerate(columns):
        if column is None or not out[i].strip():
            continue
        j = i + 1
        while (
            j < len(out)
            and broke(marked[j - 1], marked[j])  # the wrap broke the line above
            and out[j].strip()
            and len(marked[j]) - len(marked[j].lstrip(" ")) == column
            and columns[j] is None
            and not _LABEL_OPENS.match(out[j])
            and "|" not in marked[j]
        ):
            out[i] = out[i].rstrip() + " " + out[j].strip()
            out[j] = ""
            joined[source[j]] = source[i]
            j += 1
    return joined


_HAN_CHAR = re.compile(r"[\u3400-\u9fff]")
_GAP = re.compile(r"\S(?:\s{3,}|\t)\S")  # columns set apart by blanks: a table's row
_PAGE_WIDTH = 100  # a page's or a terminal's text is wrapped this wide or narrower: a longer line was never wrapped
_HAN_LABEL = re.compile(
    r"^\s*(?!https?:|ftp:)[^\s:：，,。；]{1,12}[:：]"
)  # `数据：…`: a field (no blank after its colon)


def _han_rewrapped(lines: list[str], out: list[str], source: list[int]) -> dict[int, int]:
    """Chinese text wrapped at a width (a PDF's or a terminal's text: `…蜂王鸣叫频率误` then
    `差 19 赫兹`): a line no wider than a page that stops mid-clause (after `，`/`、`, or between
    two characters of a line about as wide as the text's widest) and the line under it at the same indent, opening nothing of its own, are one
    line again, joined without a blank. Returns each taken file line → the line it joined."""
    joined: dict[int, int] = {}
    at: int | None = None  # the line the paragraph's lines are joined onto
    # the width the text is wrapped at: its widest Chinese line no wider than a page; a line
    # broken between two characters is full, or nearly (a chat's lines are broken at will)
    page = max((w for line in lines if _HAN_CHAR.search(line) and (w := _width(line)) <= _PAGE_WIDTH), default=0)
    for j in range(1, len(lines)):
        above, line = lines[j - 1], lines[j]
        if out[j - 1] == above and above.strip():
            at = j - 1
        elif out[j - 1] or not above.strip():
            at = None  # (a blank, or a line the view made a heading or an item: no paragraph goes on)
        if (
            at is not None
            and out[j] == line
            and line.strip()
            and source[j] == source[j - 1] + 1  # (lines of the file as written, not a glued line's parts)
            and _HAN_CHAR.search(above)
            and _indent(line) == _indent(lines[at])
            and not _MARKED.match(line)
            and not _LABEL_OPENS.match(line)
            and not _HAN_LABEL.match(line)
            and not _GAP.search(above.strip())
            and not _GAP.search(line.strip())
            and _width(above) <= _PAGE_WIDTH
            and (
                above.rstrip().endswith(("，", "、", ","))
                or (
                    _HAN_CHAR.match(above.rstrip()[-1])
                    and _HAN_CHAR.match(line.lstrip())
                    and _width(above) >= max(40, page - 12)
                )
            )
            and len(out[at]) + len(line) < markdown.JOINED_MAX
        ):
            out[at] = out[at].rstrip() + line.strip()
            out[j] = ""
            joined[source[j]] = source[at]
    return joined


def _width(line: str) -> int:
    """A line's width on screen: a Chinese character is two columns."""
    return len(line.rstrip()) + len(_HAN_CHAR.findall(line))


def _indent(line: str) -> int | None:
    if not line.strip():
        return None
    return len(line) - len(line.lstrip(" \t"))


def _continues(lines: list[str], i: int) -> bool:
    """A line in lower case right under a list item's line: the item's text, wrapped."""
    return i > 0 and bool(_MARKED.match(lines[i - 1])) and lines[i][:1].islower()


def _has_body(lines: list[str], i: int) -> bool:
    """Whether a line has text under it before the next blank line or the file's end."""
    return i + 1 < len(lines) and bool(lines[i + 1].strip())


def _has_children(lines: list[str], i: int, indent: int) -> bool:
    """The next non-blank line is more indented, and so is the line after it or a field."""
    gaps = 1 if _NAMES_A_WORK.search(lines[i]) else 0  # `GlimpseNet (arXiv:…) was anchored …`, a blank, its fields
    for j in range(i + 1, min(len(lines), i + 3 + gaps)):
        deeper = _indent(lines[j])
        if deeper is None:
            if gaps:
                gaps -= 1
                continue
            return False
        return deeper > indent
    return False
