"""Stage 2, segment: text → lines in one canonical layout, and a tree of blocks with line numbers.

Layout is a detail: whatever glyphs a brief uses, each line is rewritten (one line for one line,
so line numbers never move) into the layout the assembler reads:

- list items (`-`, `*`, `•`, `·`, `◦`, `+`, `1.`, `1)`, `(1)`, indentation) → `- item` (numbered
  items keep their number where the document kind gives numbers a meaning, i.e. notes);
- field lines (`Label：value`, `Label: value`, `**Label:** value`, `- Label — value`) with a label
  the lexicon knows → `Label: value` under the canonical label;
- headings (`#`, `一、`, `【…】` alone on a line, a lone `**bold**` line, `Part 2`) → `#`-headings
  keep their level, the others become `一、title` (one part level);
- tables (pipe tables, whitespace-aligned columns under a header row, tab-separated) → pipe rows,
  with the columns of a table whose header words the lexicon knows put in one canonical order;
- dates in any form → `2026-09-05`, or `9-05` when the year is left out.

`segment()` also returns the block tree (`Block`): what each line is, and what it belongs to.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from kgraph import patterns as P
from kgraph.extract.lexicon import Lexicon, default
from kgraph.extract.recognise import canonical_dates

BULLET = re.compile(r"^(\s*)(?:[•·◦▪●○∙‣+*]|-(?!-))\s+(?=\S)")
NUMBERED = re.compile(r"^(\s*)(?:(\d{1,2})[.)）](?!\d)|[(（](\d{1,2}|[一二三四五六七八九十]{1,3})[)）])\s*(?=\S)")
OUTLINE_HEADING = re.compile(r"^(#{1,6}\s+)(\d{1,2}(?:\.\d{1,2})+)\.?\s+(?=[^\W\d_])")
NUMBERED_ITEM = re.compile(r"^(\s*- )[(（](?:\d{1,2}|[一二三四五六七八九十]{1,3})[)）]\s*(?=\S)")
# 壹、贰、参 (numerals as cheques write them) number parts as 一、二、三 do
FORMAL_NUMERALS = str.maketrans("壹贰貳叁参參肆伍陆陸柒捌玖拾", "一二二三三三四五六六七八九十")
FORMAL_HEADING = re.compile(r"^\s*[壹贰貳叁参參肆伍陆陸柒捌玖拾]{1,2}(?=\s*[、.．])")
BOLD_LABEL = re.compile(r"^(\s*(?:- )?)\*\*\s*([^*\n]{1,48}?)\s*([:：])?\s*\*\*\s*([:：])?\s*")
PLAIN_LABEL = re.compile(r"^(\s*(?:- )?)([^:：|*`\n]{1,48}?)\s*([:：])\s*")
LEADER_LABEL = re.compile(r"^(\s*(?:- )?)([^.:：|\n]{1,40}?)(?:\s*\.{2,}|\s+\.)\s+(?=\S)")  # `status ..... NET-new`
DASH_LABEL = re.compile(r"^(\s*- )([^—–|\n]{1,40}?)\s+[—–]\s+(?=\S)")
HASH_HEADING = re.compile(r"^\s*(#{1,6})\s*(.*)$")
CN_HEADING = re.compile(r"^\s*(?:[一二三四五六七八九十]{1,3}\s*[、.．:：]|第[一二三四五六七八九十]+部分)\s*(.*)$")
BRACKET_HEADING = re.compile(r"^\s*【([^】]{1,40})】\s*$")
BOLD_HEADING = re.compile(r"^\s*\*\*([^*]{1,60})\*\*\s*[:：]?\s*$")
PART_HEADING = re.compile(r"^\s*Part\s+(?:\d{1,2}|[IVX]{1,4})\s*[.:：—–-]?\s*(.*)$", re.I)
ITEM_WORD = re.compile(
    r"^\s*(?:[-*]\s*)?(?:\*\*)?\s*(?:增量|邻接|NET-new|Increment|Adjacent|新增)\s*(?:\d{1,2}|[A-Z])(?!\w)", re.I
)
# `【增量 2】KVShard`, `[Increment 2] X`: an item's word and number in brackets
ITEM_BRACKET = re.compile(
    r"^(\s*(?:[-*]\s+)?)[【\[]\s*((?:增量|邻接|NET-new|Increment|Adjacent|新增)\s*(?:\d{1,2}|[A-Z]))\s*[】\]]\s*(?=\S)",
    re.I,
)
# `【已知 1】FlashDecode-X`, `[Follow-up 2] X`: an item the brief knows already (its fields say more)
KNOWN_BRACKET = re.compile(
    r"^(\s*(?:[-*]\s+)?)[【\[]\s*(?:已知|沿用|续用|跟进|known|follow-?up|"
    + P.CARRIED_EN
    + r")(?:件|条目)?\s*(?:\d{1,2}|[A-Z])?\s*[】\]]\s*(?=\S)",
    re.I,
)
# `【增量 1｜§1.2 Rerankers｜本棒净增】RerankLite`: the item's word and number, then its tags in the
# same bracket; `【沿用件｜§1.1 …｜沿用（10-28 锚定）】PolarEmbed`: an item known already, its tags
ITEM_TAGGED = re.compile(
    r"^(\s*(?:[-*]\s+)?)[【\[]\s*(?:((?:增量|邻接|NET-new|Increment|Adjacent|新增)\s*(?:\d{1,2}|[A-Z]))"
    r"|((?:沿用|续用)件?|" + P.CARRIED_EN + r"(?: item)?))\s*[｜|]\s*([^】\]]{1,120})[】\]]\s*(?=\S)",
    re.I,
)
CELL_SPLIT = re.compile(r"\t|\s{2,}")
SEPARATOR = re.compile(r"\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*")
ROLE_ORDER = (
    "number",
    "id",
    "name",
    "entry",
    "source",
    "file",
    "topic",
    "confidence",
    "relevance",
    "date",
    "section",
    "status",
    "relation",
    "risk",
    "metric",
    "value",
    "unit",
)


@dataclass
class Line:
    no: int
    text: str  # canonical
    raw: str = ""  # as written
    kind: str = "text"  # blank, heading, item, field, table-row, table-header, separator, text


@dataclass
class Block:
    """A heading with what is under it, a list item with its sub-items and field lines, a table."""

    kind: str
    line: int
    title: str
    level: int = 0
    children: list[Block] = field(default_factory=list)
    lines: list[int] = field(default_factory=list)


def canonical_lines(text: str, kind: str = "brief", lexicon: Lexicon | None = None) -> list[Line]:
    """One canonical line per line of text (see the module docstring)."""
    lex = lexicon or default()
    raw = text.split("\n")
    out = [
        Line(no, canonical_line(t, kind, lex, own_line=no == 1 or _stands_alone(raw[no - 2])), t)
        for no, t in enumerate(raw, 1)
    ]
    _tables(out, lex)
    for line in out:
        line.kind = line_kind(line.text)
    return out


def _stands_alone(above: str) -> bool:
    """Can the line below `above` be a heading written as plain text? Not when it goes on a
    paragraph or a quote (`> already in the living document` under an item's line)."""
    return not above.strip() or bool(_RULE_OR_HEADING.match(above))


_RULE_OR_HEADING = re.compile(r"\s*(?:#{1,6}\s|[-=_*~]{3,}\s*$)")


def canonical_line(text: str, kind: str, lex: Lexicon, own_line: bool = True) -> str:
    if not text.strip():
        return text
    if kind == "brief" and (m := _COUNTED_TITLE.match(text)) and (part := lex.find_longest("parts", m.group(2))):
        if part == "increments":  # `## 本棒淨增 1/3：TideNet` (a slide's title, a sign's line): one of the part's items
            word = "邻接" if re.search(r"邻接|adjacent", m.group(2), re.I) else "增量"
            text = f"{m.group(1)}{word} {m.group(3)}：{m.group(4)}"
    text = canonical_dates(text)  # (after: `1/3` there is no date)
    if "ection" in text or "ec." in text:
        text = _SECTION_WORD.sub("§", text)  # `in section 1.2` (said, not written): `§1.2`
    if "节" in text:
        text = _SECTION_JIE.sub(r"§\1", text)  # `建议归到1.2节` (said): `§1.2`
    if "每年" in text:
        text = _PER_YEAR.sub(r"\1 \2/年", text)  # `每年8.5毫米`: `8.5 毫米/年`
    if "每" in text:
        text = _PER_AREA.sub(_per_area, text)  # `每公顷4.8吨碳`: `4.8 t C/ha`, `每米4.5瓦`: `4.5 W/m` (said)
    if text.lstrip().startswith("第") and (m := _ORDINAL_OPENS.match(text)):
        text = m.group(1) + "- " + text[m.end() :]  # `第一条，风险中，…：…` (said): a list's item
    if "umber" in text:
        text = _NUMBERED_SAID.sub(_numbered_said, text, count=1)  # `Net new number 3:` → `NET-new 3:`
    text = _COUNTER.sub("条", text)  # `3 笔`, `2 项`: items counted, as `3 条` (`件` counts arXiv ids)
    if (m := _DIALOGUE.match(text)) and lex.regex("prose", "dialogue").fullmatch(m.group(2)):
        text = m.group(1) + text[m.end() :]  # `### 问：X 是什么？`, `答：…`: the question, the answer
        if m.group(1) and (q := _QUESTION.match(text[len(m.group(1)) :])):
            words = lex.regex("prose", "question")
            asked = q.group(1)
            asked = asked[w.end() :].lstrip() if (w := words.match(asked)) else asked
            asked = asked[: w.start()].rstrip() if (w := re.search(f"(?:{words.pattern})$", asked, re.I)) else asked
            text = m.group(1) + asked  # what it asks about: `LumaVision 3`, `X（2612.20317）`
    if m := FORMAL_HEADING.match(text):
        text = m.group(0).translate(FORMAL_NUMERALS) + text[m.end() :]
    if kind in ("brief", "living"):
        if (m := HAN_NUMBERED_PARAGRAPH.match(text)) and _is_paragraph_item(text[m.end() :]):
            text = m.group(1) + "- " + text[m.end() :]  # `二、SimBridge（arXiv …）属本次净增。…`: an item
        text = NUMBERED.sub(lambda m: m.group(1) + "- ", text, count=1)
    else:
        text = NUMBERED.sub(lambda m: f"{m.group(1)}{_number(m.group(2) or m.group(3))}. ", text, count=1)
    text = BULLET.sub(lambda m: m.group(1) + "- ", text, count=1)
    if kind in ("brief", "living"):
        text = NUMBERED_ITEM.sub(r"\1", text, count=1)  # `- （一）X`: the list item's own numbering
    if text.startswith("#") and (m := OUTLINE_HEADING.match(text)):
        # `## 4.1.  PatchMerge-V`: a brief's outline number is its own; a living document's `1.1.` is a section
        text = m.group(1) + (f"§{m.group(2)} " if kind == "living" else "") + text[m.end() :]
    if "】" in text[:40] or "]" in text[:40]:
        text = ITEM_BRACKET.sub(lambda m: f"{m.group(1)}{m.group(2)}：", text, count=1)
        text = KNOWN_BRACKET.sub(lambda m: f"{m.group(1)}增量 0【沿用件】", text, count=1)
    if "｜" in text[:60] or "|" in text[:60]:
        text = ITEM_TAGGED.sub(_tagged_item, text, count=1)
    if _MAY_LABEL.search(text[:120]):
        text = _label(text, lex)
    if kind == "living" and (m := BOLD_HEADING.match(text)) and "§" in m.group(1):
        return "## " + m.group(1).strip()  # `**§1.1 Vision Encoders**` alone on its line: a section's heading
    if kind == "brief" and len(text) < 200 and _MAY_HEADING.match(text):
        text = _heading(text)
    elif kind == "brief" and own_line and _plain_heading(text, lex):
        text = "一、" + text.strip()
    return text


_ORDINAL_OPENS = re.compile(r"^(\s*)第\s*(?:[一二三四五六七八九十]{1,3}|\d{1,3})\s*[条條项項点點][，,、:：]\s*(?=\S)")
_SECTION_JIE = re.compile(r"(?<!论文)(?<!论文的)(?<!文章)第?\s*(\d{1,2}\.\d{1,2})\s*节")
_PER_AREA = re.compile(r"每\s*(公顷|平方公尺|平方米|米)\s*(\d+(?:\.\d+)?)\s*(吨碳|株|棵|瓦)")


def _per_area(m: re.Match[str]) -> str:
    unit = "t C/ha" if m.group(3) == "吨碳" and m.group(1) == "公顷" else None
    if m.group(1) in ("平方公尺", "平方米") and m.group(3) in ("株", "棵"):
        unit = "seedlings/m²"
    if m.group(1) == "米" and m.group(3) == "瓦":
        unit = "W/m"  # `每米4.5瓦`: watts per metre (a thermosyphon's heat extraction)
    return f"{m.group(2)} {unit}" if unit else m.group(0)


_PER_YEAR = re.compile(r"每年\s*(\d+(?:\.\d+)?)\s*(毫米|厘米|公分|米)")
# an item numbered aloud after its status (`Net new number 3: AshFlow 4`, `adjacent number 1:`)
_SAID_NUMBERS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
_NUMBERED_SAID = re.compile(
    r"(?i)\b(net[- ]new|adjacent|increment)\s+(?:item\s+)?number\s+(\d{1,2}|"
    + "|".join(_SAID_NUMBERS)
    + r")(?=\s*[:：])"
)


def _numbered_said(m: re.Match[str]) -> str:
    word = m.group(1).lower().replace(" ", "-")
    said = m.group(2).lower()
    number = str(_SAID_NUMBERS.index(said) + 1) if said in _SAID_NUMBERS else said
    return f"{'NET-new' if word == 'net-new' else word.capitalize()} {number}"


_COUNTER = re.compile(r"(?<=\d)\s*[笔项](?!目)")
# a section of the living document said in words (a transcript, prose): not `Section: 1.2` (a
# field's label) nor `section 4.2 of the paper` (the paper's own)
_SECTION_WORD = re.compile(r"(?<![\w§])(?:[Ss]ection|[Ss]ec\.)\s+(?=\d{1,2}\.\d{1,2}(?![\d.]\d)(?![^.;,]{0,12}\bof\b))")
# a heading that counts a part's items and names one: `## 本棒淨增 1/3：TideNet`, `## NET-new 2/3: X`, `NET-new 1/3 · X`
_COUNTED_TITLE = re.compile(
    r"^(#{1,6}\s*|\s*[-*]\s+)([^\d#:：|｜]{1,24}?)\s*(\d{1,2})\s*/\s*\d{1,2}(?:\*\*|__)?\s*(?:[:：|｜·•—–]\s*|\s+(?=[A-Z\u4e00-\u9fff\[]))(\S.*)$"
)
HAN_NUMBERED_PARAGRAPH = re.compile(r"^(\s*)[一二三四五六七八九十]{1,3}\s*[、．](?=\S)")
_SENTENCE_END = re.compile(r"[。！？]|[.!?](?:\s|$)")


def _is_paragraph_item(rest: str) -> bool:
    """What follows a Han numeral (`一、`) is a list's item, not a part's title, when it is a
    paragraph of sentences that names a work near its start."""
    named = P.NAMES_A_WORK.search(rest)
    return bool(named and named.start() <= 60 and _SENTENCE_END.search(rest, named.end()) and " - " not in rest)


def _number(numeral: str) -> str:
    if numeral.isdigit():
        return numeral
    from kgraph.extract.recognise import chinese_numeral

    return str(chinese_numeral(numeral) or numeral)


def _tagged_item(m: re.Match[str]) -> str:
    """`【增量 1｜tags】Name` → `增量 1【tags】Name`; `【沿用件｜tags】Name` → `增量 0【沿用件｜tags】Name`
    (an item; its tags say it is carried over)."""
    if m.group(2):
        return f"{m.group(1)}{m.group(2)}【{m.group(4)}】"
    return f"{m.group(1)}增量 0【{m.group(3)}｜{m.group(4)}】"


def _plain_heading(text: str, lex: Lexicon) -> bool:
    """A short line of its own, flush left, with no glyph, label or id, that starts with the
    words of a part (`NET-NEW (2 items)`, `To verify`): a heading written as plain text."""
    if len(text) > 40 or text[:1].isspace() or _NOT_PLAIN_HEADING.search(text) or P.PATH.fullmatch(text.strip()):
        return False  # (`work-queue.md` alone is a file read, not a part named `work`)
    return any(lex.regex("parts", key).match(text) for key in lex.tables.get("parts", {}))


_NOT_PLAIN_HEADING = re.compile(r"^[-#|>*]|[:：。；;]|\d{4}\.\d{4,5}|[.．]\s*$")


_QUESTION = re.compile(r"^(.+?)\s*[?？]\s*$")
_DIALOGUE = re.compile(r"^(#{1,6}\s+|)(\w{1,8})\s*[:：]\s*(?=\S)")
_MAY_LABEL = re.compile(r"[:：—–]|\.\.|\s\.\s")
_MAY_HEADING = re.compile(r"\s*(?:【|\*\*|Part\s)", re.I)


def _label(text: str, lex: Lexicon) -> str:
    for regex in (BOLD_LABEL, DASH_LABEL, PLAIN_LABEL, LEADER_LABEL):
        m = regex.match(text)
        if not m:
            continue
        if regex is BOLD_LABEL and not (m.group(3) or m.group(4)):
            continue  # `**Title**` with no colon is a title, not a label
        canonical = lex.label(m.group(2))
        if canonical and "/" in m.group(2) and not text[m.end() :].strip() and lex.find_longest("parts", m.group(2)):
            return text  # `续用/已锚入：` over the works it heads: a part's title, not a field's label
        if canonical:
            return f"{m.group(1)}{canonical}: {text[m.end() :]}"
    return text


def _heading(text: str) -> str:
    if HASH_HEADING.match(text) or CN_HEADING.match(text) or ITEM_WORD.match(text):
        return text
    for regex in (BRACKET_HEADING, BOLD_HEADING, PART_HEADING):
        m = regex.match(text)
        if m and m.group(1).strip():
            return "一、" + m.group(1).strip()
    return text


def _cells(text: str) -> list[str]:
    return [c.strip() for c in text.strip().strip("|").split("|")]


_DASHED_RULE = re.compile(r"\s*-{2,}(?:\s+-{2,})+\s*")


def _tables(lines: list[Line], lex: Lexicon) -> None:
    """Whitespace-aligned and tab-separated tables → pipe rows; known columns → canonical order."""
    i = 0
    while i < len(lines):
        text = lines[i].text
        if (bars := _bar_rows(lines, i, lex)) > 1:
            # `Item | Link | Section` over `X | arXiv:… | §1.1 …` (a table typed in a mail, no outer
            # bars, no rule): pipe rows under a virtual separator
            width = text.count(" | ") + 1
            for k in range(i, i + bars):
                lines[k].text = "| " + lines[k].text.strip() + " |"
            lines.insert(i + 1, Line(0, "|" + "---|" * width))
            i += bars + 1
            continue
        if "|" not in text and not re.match(r"\s*(?:-\s|#{1,6}(?:\s?\S|$))", text) and text.strip():
            header = CELL_SPLIT.split(text.strip())
            if 2 <= len(header) <= 12 and all(len(c) <= 40 for c in header):
                ruled = i + 1 < len(lines) and bool(_DASHED_RULE.fullmatch(lines[i + 1].text))  # `---- ------ ---`
                j = i + 1 + ruled
                while j < len(lines) and lines[j].text.strip() and "|" not in lines[j].text:
                    if len(_row_cells(text, lines[j].text, lex)) != len(header):
                        break
                    j += 1
                named = sum(1 for c in header if lex.column(c) and len(c) <= 24 and not re.search(r"\d", c))
                # (two cells, one a value: `标题  [日报] …`, a field written with blanks, not a header)
                known = named * 2 >= len(header) and (len(header) > 2 or named == 2)
                if j - i - ruled >= 2 and (known or "\t" in text):
                    for k in range(i, j):
                        lines[k].text = "| " + " | ".join(_row_cells(text, lines[k].text, lex)) + " |"
                    if ruled:
                        lines[i + 1].text = "|" + "---|" * len(header)  # the text's own rule is the separator
                        i = j
                    else:
                        lines.insert(i + 1, Line(0, "|" + "---|" * len(header)))  # a virtual separator
                        i = j + 1
                    continue
        i += 1
    # drop the virtual separators again, after reordering (they keep line numbers out of step)
    _reorder(lines, lex)
    lines[:] = [line for line in lines if line.no]


def _bar_rows(lines: list[Line], i: int, lex: Lexicon) -> int:
    """How many lines from `i` form a table typed with inner bars only (`a | b | c`, its first
    line a header of column names the lexicon knows), or 0."""
    text = lines[i].text.strip()
    if text.startswith("|") or text.count(" | ") < 2 or P.find_arxiv(text):
        return 0
    cells = text.split(" | ")
    if sum(1 for c in cells if lex.column(c.strip())) * 2 < len(cells):
        return 0
    j = i + 1
    while (
        j < len(lines)
        and lines[j].text.strip().count(" | ") == len(cells) - 1
        and not lines[j].text.strip().startswith("|")
    ):
        j += 1
    return j - i


def _row_cells(header: str, row: str, lex: Lexicon) -> list[str]:
    """A row's cells: split where blanks set them apart, or else, under a header naming a work,
    a section and a status (`Item  Section  Status`), cut before the section's `§` and before
    the status phrase (`CoastKit 2 §1.3 Storm Surge carried over`: a cell that filled its column,
    one blank after it)."""
    cells = CELL_SPLIT.split(row.strip())
    names = CELL_SPLIT.split(header.strip())
    if len(cells) == len(names) or [lex.column(c) for c in names] != ["name", "section", "status"]:
        return cells
    from kgraph.extract.recognise import status_words

    text = row.strip()
    section = re.search(r"\s(§\s*\d)", text)
    status = [m for m in status_words(lex).finditer(text) if section and m.start() > section.end()]
    if not section or not status:
        return cells
    at = status[-1].start() if len(status) == 1 else status[0].start()
    return [text[: section.start()].strip(), text[section.start() : at].strip(), text[at:].strip()]


def _reorder(lines: list[Line], lex: Lexicon) -> None:
    for i in range(len(lines) - 1):
        head, sep = lines[i].text, lines[i + 1].text
        if head.count("|") < 2 or not SEPARATOR.fullmatch(sep):
            continue
        cells = _cells(head)
        roles = [lex.column(c) for c in cells]
        if None in roles or len(set(roles)) != len(roles) or not set(roles) <= set(ROLE_ORDER):
            continue
        order = sorted(range(len(cells)), key=lambda k: ROLE_ORDER.index(roles[k]))  # type: ignore[arg-type]
        if order == list(range(len(cells))):
            continue
        lines[i].text = "| " + " | ".join(cells[k] for k in order) + " |"
        j = i + 2
        while j < len(lines) and lines[j].text.strip().startswith("|"):
            row = _cells(lines[j].text)
            if len(row) == len(cells):
                lines[j].text = "| " + " | ".join(row[k] for k in order) + " |"
            j += 1


def line_kind(text: str) -> str:
    stripped = text.strip()
    if not stripped:
        return "blank"
    if SEPARATOR.fullmatch(stripped):
        return "separator"
    if stripped.startswith("|") or (stripped.count("|") >= 2 and not BULLET.match(text)):
        return "table-row"  # (`- X（id）§1.3 …|5-10 已锚定|…`: a list item, its tags apart)
    if HASH_HEADING.match(text) or CN_HEADING.match(text):
        return "heading"
    if ITEM_WORD.match(text):
        return "item"
    if PLAIN_LABEL.match(text) and default().label(PLAIN_LABEL.match(text).group(2)):  # type: ignore[union-attr]
        return "field"
    if BULLET.match(text) or NUMBERED.match(text):
        return "list-item"
    return "text"


def tree(lines: list[Line]) -> list[Block]:
    """Headings hold what follows them down to the next heading of their level or above; an item
    holds its field lines and list items; a run of table rows is one table block."""
    roots: list[Block] = []
    stack: list[Block] = []
    for line in lines:
        if line.kind == "blank":
            continue
        if line.kind == "heading":
            hm = HASH_HEADING.match(line.text)
            level = len(hm.group(1)) if hm else 1
            block = Block("heading", line.no, line.text.strip("# "), level)
            while stack and (stack[-1].kind != "heading" or stack[-1].level >= level):
                stack.pop()
            (stack[-1].children if stack else roots).append(block)
            stack.append(block)
            continue
        if line.kind == "item":
            while stack and stack[-1].kind != "heading":
                stack.pop()
            block = Block("item", line.no, line.text.strip(), 9)
            (stack[-1].children if stack else roots).append(block)
            stack.append(block)
            continue
        if line.kind in ("table-row", "separator"):
            parent = stack[-1] if stack else None
            last = parent.children[-1] if parent and parent.children else (roots[-1] if roots and not parent else None)
            if last is not None and last.kind == "table" and last.lines and last.lines[-1] == line.no - 1:
                last.lines.append(line.no)
                continue
            block = Block("table", line.no, line.text.strip(), 10, lines=[line.no])
            (parent.children if parent else roots).append(block)
            continue
        target = stack[-1] if stack else None
        if target is None:
            roots.append(Block(line.kind, line.no, line.text.strip(), 10, lines=[line.no]))
        else:
            target.lines.append(line.no)
    return roots


def segment(text: str, kind: str = "brief", lexicon: Lexicon | None = None) -> tuple[list[Line], list[Block]]:
    """Canonical lines and the block tree of a document's text."""
    lines = canonical_lines(text, kind, lexicon)
    return lines, tree(lines)
