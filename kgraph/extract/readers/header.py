"""A brief's header and closing lines: author, window, topic, baseline (with the works it lists), declared
counts and the ids a header names."""

from __future__ import annotations

import re

import kgraph.extract.recognise as R
from kgraph import patterns as P
from kgraph.extract.cells import is_separator
from kgraph.extract.common import clean, name_near, status_of
from kgraph.extract.readers.base import BaseReader
from kgraph.extract.readers.register import REGISTER_ITEM
from kgraph.extract.readers.rows import table_runs
from kgraph.extract.segment import Line
from kgraph.models import (
    DeclaredCount,
    Mention,
    SourceRef,
)

# `§1.2: Rerankers`, `§1.2 — Rerankers`: a line that names a section of the living document
SECTION_FIELD = re.compile(
    r"^\s*(?:[-*]\s+)?(§\s*\d+\s*\.\s*\d+)(?:\s*[:：—–=]|\s{2,}|\t)\s*([^\d§].{1,60})$"
    r"|^\s*\|\s*(§\s*\d+\s*\.\s*\d+)\s*\|\s*([^\d§|\s][^|]{0,60}?)\s*\|?\s*$"  # `| §1.2 | Scene Memory |`
    r"|^\s*\|\s*([^\d§|\s][^|]{0,60}?)\s*\|\s*(§\s*\d+\s*\.\s*\d+)\s*\|?\s*$"  # `| Scene Memory | §1.2 |`
)


# `s1.3 = Index Compression`, `sec. 1.3: …`: a section's number written as a key
_SECTION_KEY = re.compile(r"^(\s*(?:[-*]\s+)?)(?:s|sec\.?\s*|section\s*)(?=\d+\.\d+\s*[:：=])", re.I)


class BriefHeader(BaseReader):
    def part_header(self, lines: list[Line]) -> None:
        own = [line for line in lines if getattr(self, "part_of", {}).get(line.no, "header") == "header"]
        tables = self.table_items(own, "increment")  # a table of items before any part (a sheet's)
        for roles, rows, _ in table_runs(own, self.lex):
            if "entry" in roles and rows:  # the register's table before any part
                by_no = {line.no: line for line in own}
                self.part_register(
                    [Line(0, "")] + [by_no[n] for n in range(rows[0].no - 2, rows[-1].no + 1) if n in by_no]
                )
                tables.update(line.no for line in rows)
        for line in lines:
            if line.no in tables:
                continue
            text = line.text
            if m := re.search(r"(?:执行|作者|Author|By)\s*[:：]\s*(?!(?i:the|a|an)\s)([A-Za-z][\w-]*)", text):
                self.doc.instance = m.group(1).lower()
                self.take(line.no, f"author {self.doc.instance}")
            if m := re.search(
                r"(\d{4}-\d{2}-\d{2}[ T]\d{1,2}:\d{2})\s*(?:→|->|~|～|至|to)\s*(\d{4}-\d{2}-\d{2}[ T]\d{1,2}:\d{2})",
                text,
            ):
                self.doc.window_start, self.doc.window_end = m.group(1), m.group(2)
                self.take(line.no, f"window {m.group(1)} → {m.group(2)}")
            if (
                self.doc.baseline_path is None
                and (m := P.PATH.search(text))
                and (
                    re.search(r"基线|baseline|活文档|living (?:knowledge )?document", text, re.I)
                    or m.group(0).startswith("organized/knowledge/")  # `written against organized/knowledge/x.md`
                )
            ):
                self.baseline(line, m)
            if self.doc.topic is None and line.no == 1:
                tm = re.match(r"\s*#*\s*(?!daily\b)([A-Za-z][\w\-]*)(?:\s+daily)?\s+(?:brief|简报)\b", text, re.I)
                tm = tm or re.match(r"\s*#*\s*([A-Za-z][\w\- ]*?)\s*[·|:]", text)
                words = [w.strip().lower() for w in re.split(r"\s[—·|-]\s", text.lstrip("# "))]
                if tm:
                    self.doc.topic = tm.group(1).strip().lower()
                elif len(words) > 1 and (w := next((w for w in words if re.fullmatch(r"[a-z][a-z\-]{2,30}", w)), None)):
                    self.doc.topic = w
                self.topic_guessed = self.doc.topic is not None
            if m := re.match(r"\s*(?:[-*|]\s*)?(?:topic|主题)\s*[:：=]\s*([A-Za-z][\w\-]*)", text, re.I):
                self.doc.topic = m.group(1).lower()  # said in a field: it wins over a title's guess
                self.topic_guessed = False
            elif (m := re.search(r"(?:topic|主题)\s*[:：]\s*([A-Za-z][\w\-]*)", text, re.I)) and (
                self.doc.topic is None or self.topic_guessed
            ):
                self.doc.topic, self.topic_guessed = m.group(1).lower(), False
            self.declared_counts(line)
            self.section_field(line)
            in_header = getattr(self, "part_of", {}).get(line.no, "header") == "header"  # not also a part's
            if in_header and REGISTER_ITEM.match(line.text):  # `To verify 1 (risk: high): …` before any part
                self.part_register([Line(0, ""), line])
                continue
            self.header_ids(line)
            if re.search(r"paper_cards|\d{3,5}-\d{4}-\d{5}", text):
                status = "relevant" if re.search(r"相关|relevant|核心", text) else "cited"
                for ref in self.source_refs(text, line.no, status):
                    ref.status = status if ref.status in ("cited", "reference") else ref.status
                    self.doc.sources.append(ref)

    def section_field(self, line: Line) -> bool:
        """`§1.2: Rerankers`, `- §1.2 — Rerankers`: a line that names a section of the living document;
        `- §1.2 Rerankers`, a list item that is only a section's number and name (no work, no status)."""
        if not (m := SECTION_FIELD.match(_SECTION_KEY.sub(r"\1§", line.text)) or self.section_item(line)):
            return False
        g = m.groups()
        number, name = (g[0], g[1]) if g[0] else (g[2], g[3]) if g[2] else (g[5], g[4])
        self.section_names(f"{number} {name}", line.no, heading=True)  # (all its words: `§1.1 操作与抓取`)
        self.take(line.no, f"section name {number}")
        return True

    def section_item(self, line: Line) -> re.Match[str] | None:
        """`- §1.1 Seismic Calving Signals` in a list that a line naming the sections heads
        (`Sections this time:`, `## 本期章节`); not `- §1.13 无变动` in a relay's advice."""
        m = _SECTION_ITEM.match(line.text)
        if not m or P.find_arxiv(line.text) or P.URL.search(line.text) or R.status_words(self.lex).search(m.group(2)):
            return None
        at = next((n for n, x in enumerate(self.lines) if x.no == line.no), 0)
        above = next(
            (x.text for x in reversed(self.lines[:at]) if x.text.strip() and not _SECTION_ITEM.match(x.text)), ""
        )
        return m if _SECTIONS_LABEL.search(above) and len(above) <= 60 else None

    def baseline(self, line: Line, m: re.Match[str]) -> None:
        self.doc.baseline_path = m.group(0)
        self.take(line.no, f"baseline {m.group(0)}")
        rest = line.text[m.end() :]
        dm = re.match(r"\s*[（(]\s*(\d{4}-\d{1,2}-\d{1,2})", rest) or re.match(
            r"[^.。;；]{0,30}?(\d{4}-\d{1,2}-\d{1,2})\s*(?:版|version|edition)", rest, re.I
        )  # (`… in its 2026-12-09 version`)
        if dm:
            self.doc.baseline_date = P.parse_full_date(dm.group(1))
        self.doc.sources.append(SourceRef(path=m.group(0), line=line.no, status="baseline", note=clean(rest)[:200]))
        inner = re.search(
            r"[(（][^)）]*?版\s*[·:：]?\s*(?![，,；;]|(?:见|参见|see|cf\.?)\s)([^)）]*)", rest, re.I
        )  # `（8-17 版 · A / B）`: names inside the bracket (not `（4月8日版，见 活文档）`: a pointer to it)
        if not inner:
            return
        for raw in re.split(r"\s*[/;；]\s*", inner.group(1)):
            name = clean(raw)
            name = re.sub(
                r"^(?:另含|含|以及|及)?\s*(?:\d{1,2}-\d{1,2}(?:\s*[~～\-]\s*\d{1,2}-\d{1,2})?\s*)?(?:接力件?|relay)?\s*",
                "",
                name,
            )
            if not re.search(r"[A-Za-z\u4e00-\u9fff]{2}", name) or len(name) > 60:
                continue
            ids = P.find_arxiv(name)
            key = ids[0][0] if ids else P.normalise_name(name)
            self.doc.mentions.append(
                Mention(
                    key=key,
                    arxiv_id=ids[0][0] if ids else None,
                    name=name,
                    line=line.no,
                    status="anchored",
                    role="baseline",
                    status_date=self.doc.baseline_date,
                    quote=name,
                )
            )
            self.covered.add((key, line.no))

    COUNT_RULES: tuple[tuple[str, re.Pattern[str]], ...] = (
        ("increments", re.compile(r"(?:增量条数|增量条目|increments?)\s*[:：]?\s*(?:约)?\s*(\d+)\s*\+?\s*条", re.I)),
        ("increments", re.compile(r"(?<![\d.])(\d+)\s*\+?\s*条\s*主(?:线|增量)")),
        ("increments", re.compile(r"(?<!邻接)(?:本期|本次|本棒)?增量\s*(?:约)?\s*(\d+)\s*\+?\s*条")),  # `本期增量 3 条`
        (
            "increments",
            re.compile(r"^\s*(?:[-*]\s+)?增量条数\s*[:：]\s*(?:约)?\s*(\d+)\s*$"),
        ),  # the field `Increments: 2`
        (
            "increments",
            re.compile(r"^\s*(?:[-*]\s+)?主(?:线|增量)\s*[:：]\s*(?:约)?\s*(\d+)\s*条?\s*$"),
        ),  # `主增量：3 条`
        # `声明条数：主增量 3 · 邻接 1 · 净增 arXiv 2 · 沿用 2`: each word, then its number
        ("increments", re.compile(r"主(?:线|增量)\s*(\d+)(?![\d.\-])")),
        ("adjacent", re.compile(r"邻接\s*(\d+)(?![\d.\-])(?!\s*[条件个])")),
        ("new-arxiv", re.compile(r"净增\s*arXiv\s*号?\s*(\d+)(?![\d.\-])(?!\s*[条件个篇])")),
        ("carried-over", re.compile(r"(?:沿用|续用|延续)\s*(\d+)(?![\d.\-+])(?!\s*[条件个篇项则])")),
        (
            "adjacent",
            re.compile(
                r"(?<![\d.])(\d+)\s*\+?\s*[条项则]\s*(?:邻接|相邻|邻近)|(?:邻接|相邻|邻近)(?:预备|候选)?\s*(?:约)?(\d+)\s*[条项则]"
            ),
        ),  # (`邻接预备 1 条`)
        (
            "increments",
            re.compile(r"(?:本棒|本次|本期)?(?:新增|净增)\s*(?:约)?(\d+)\s*[条项则]"),
        ),  # `本棒新增 3 笔`, `净增 3 条` (items; `件` counts ids)
        ("new-arxiv", re.compile(r"arXiv\s*(?:新号|新编号|号|编号)\s*(?:约)?(\d+)\s*[件个]")),  # `其中 arXiv 新號 3 件`
        (
            "new-arxiv",
            re.compile(r"其中\s*(?:新\s*)?arXiv\s*(?:论文|文章|号|编号)?\s*(?:约)?(\d+)\s*[件个篇]"),
        ),  # `其中 arXiv 论文 3 篇`
        (
            "new-arxiv",
            re.compile(
                r"(?:净增|本次新增|本棒净增|新增)\s*(?:约)?\s*(\d+)\s*\+?\s*(?:件|个|篇)|(?<![\d.])(\d+)\s*\+?\s*(?:件|个|篇)\s*净增"
                r"|净增 arXiv 号\s*[:：]\s*(?:约)?\s*(\d+)"
            ),
        ),
        (
            "carried-over",
            re.compile(r"(?:沿用|续用|延续)[^\d\s]{0,6}?\s*(?:约)?\s*(\d+)\s*\+?\s*(?:件|个|篇|条|项|则)"),
        ),  # (not `沿用12-09条目`)
        (
            "new-arxiv",
            re.compile(r"(?:净增|新增)\s*arXiv\s*(?:号|编号)?\s*[:：]?\s*(?:约)?\s*(\d+)\s*\+?\s*(?:件|个|篇)"),
        ),
        ("increments", re.compile(r"(?<![\d.])(\d+)\s+(?:main\s+|NET-new\s+)?increments?\b", re.I)),
        # `declared:: 3 NET-new (3 new arXiv IDs), 1 adjacent`: NET-new alone counts the items
        (
            "increments",
            re.compile(r"(?<![\d.])(\d+)\s+NET[- ]new\b(?![-\w]|\s+(?:arXiv|ids?|papers?|items?|increments?)\b)", re.I),
        ),
        ("new-arxiv", re.compile(r"(?<![\d.])(\d+)\s+(?:NET[- ])?new\s+(?:papers?|arXiv|ids?)\b", re.I)),
        # `three net new, three of them with new arXiv IDs` (said), `3 of them new arXiv IDs`
        (
            "new-arxiv",
            re.compile(
                r"(?<![\d.])(\d+)\s+of\s+them\s+(?:(?:with|having|carrying|are|being)\s+)?(?:NET-)?new\s+arXiv\b", re.I
            ),
        ),
        # `3 new items (3 new arXiv IDs), 1 adjacent`: the items listed as new (`3 new items in all`
        # counts every new item, ids or not: below)
        ("increments", re.compile(r"(?<![\d.])(\d+)\s+(?:NET-)?new\s+items?\b(?!\s+in\s+(?:all|total))", re.I)),
        (
            "new-arxiv",
            re.compile(
                r"(?:NET-)?new\s+(?:arXiv\s+)?(?:ids?|papers?)(?:\s+(?:cited|listed|named))?\s*[:：=]\s*(\d+)", re.I
            ),
        ),  # (`New arXiv ids cited: three`)
        ("adjacent", re.compile(r"(?<![\d.])(\d+)\s+adjacent\b", re.I)),
        (
            "carried-over",
            re.compile(r"(?<![\d.])(\d+)\s+(?:items?\s+|works?\s+|ids?\s+)?" + P.CARRIED_EN + r"\b", re.I),
        ),
        ("new-arxiv", re.compile(r"NET-new\s*[:：]?\s*(?:about\s+)?(\d+)\s*(?:papers?|ids?|arXiv)", re.I)),
        ("carried-over", re.compile(P.CARRIED_EN + r"\s*[:：]?\s*(?:about\s+)?(\d+)", re.I)),
        # `adjacent items: 1`, `increments: 3`, `new items — 2`: a count label and its number
        (
            "adjacent",
            re.compile(r"(?:adjacent|邻接)\s*(?:items?|candidates?|works?|条目|件|条)?\s*[:：=—-]\s*(\d+)", re.I),
        ),
        ("increments", re.compile(r"(?:main\s+)?increments?\s*[:：=—-]\s*(\d+)(?!\s*\.\d)", re.I)),
        # `NET-new items: 3`: the items listed as new, as `3 NET-new items` is (not `NET-new items in total: 4`)
        ("increments", re.compile(r"NET[- ]new[\s_]+items?\s*[:：=—-]\s*(\d+)", re.I)),
        (
            "new-items",
            re.compile(
                r"(?:(?<!NET-)(?<!NET )new[\s_]+items?|(?:NET-)?new[\s_]+items?(?:[\s_]+in[\s_]+total|[\s_]+total))"
                r"\s*[:：=—-]\s*(\d+)",
                re.I,
            ),
        ),
        # `the number of new arXiv ids is 1`, `the number of increments is 2`
        (
            "new-arxiv",
            re.compile(r"number\s+of\s+(?:NET-)?new\s+(?:arXiv\s+)?(?:ids?|papers?)\s+(?:is|was|=|:)\s*(\d+)", re.I),
        ),
        ("increments", re.compile(r"number\s+of\s+(?:main\s+)?increments\s+(?:is|was|=|:)\s*(\d+)", re.I)),
        ("adjacent", re.compile(r"number\s+of\s+adjacent\s+(?:items?|works?)\s+(?:is|was|=|:)\s*(\d+)", re.I)),
        # `本次新增条目共 3 条`, `3 new items in all`: how many new items, ids or not
        (
            "new-items",
            re.compile(r"新增条目\s*共?\s*(\d+)\s*条|(?<![\d.])(\d+)\s+new\s+items?\s+in\s+(?:all|total)\b", re.I),
        ),
        ("new-arxiv", re.compile(r"(?:NET-)?new[-_ ]arXiv(?:\s+ids?)?\s*[:：=—-]\s*(\d+)", re.I)),
    )

    def declared_counts(self, line: Line, title_kind: str | None = None) -> None:
        """The counts a line declares: ranges when approximate, and only the clauses that speak
        of this document (`承接 8-19 棒（5 条…）` is another brief's count)."""
        text = R.number_words(line.text)
        if _COUNT_TAIL.search(text) and (goes_on := self.wrapped_onto(line)):
            # `… one adjacent item and two` / `items carried over from earlier briefs. …`: a sentence
            # the text wrapped; its count is read whole (to the sentence's end), on this line
            text += " " + re.split(r"(?<=[.;。；])\s", R.number_words(goes_on), maxsplit=1)[0]
        if (
            row := re.fullmatch(r"\s*\|([^|]{1,60})\|\s*(?:约\s*)?(\d{1,4})\s*([条件个篇]|items?)?\s*\|\s*", text)
        ) and not P.find_arxiv(text):
            text = (
                f"{row.group(1).strip()}: {row.group(2)} {row.group(3) or ''}".rstrip()
            )  # `| adjacent items | 1 |`, `| 沿用 | 2 件 |`
        if title_kind and (
            m := re.search(r"[（(]\s*(?:约)?\s*(\d+)\s*\+?\s*(?:件|个|条|篇|items?|increments?|ids?)\s*[)）]", text)
        ):
            what = {"arxiv": "new-arxiv", "increments": "increments"}.get(title_kind)
            if what == "increments" and R.has_status(text[: m.start()], "adjacent", self.lex):
                what = "adjacent"  # `## 相鄰（1 項）`: the part of adjacent items, counted in its title
            if what == "new-arxiv" and not R.has_status(text, "new", self.lex):
                what = "carried-over" if R.has_status(text, "carried-over", self.lex) else None
            if what:
                self.add_count(what, int(m.group(1)), line, text[: m.start(1)], text[m.end(1) :])
        if not re.search(
            r"arXiv|净增|新增|增量|邻接|沿用|续用|主线|increment|adjacent|NET-new|carried|\bnew(?:\b|_)", text, re.I
        ):
            return
        if (labelled := _COUNT_LABEL.fullmatch(text)) and (what := _count_kind(labelled.group(1))):
            # `o  items carried over from earlier briefs: 2`: the label is this count's own, whatever it says
            self.add_count(what, int(labelled.group(2)), line, "", "")
            return
        segments = re.split(r"\s+[·|]\s+", text)
        for segment in segments if len(segments) >= 2 else []:
            # `Declared: 增量 increments 3 · 邻接 adjacent 1 · 沿用 3`: each a label and its number
            segment = re.sub(r"^.*[:：]\s*", "", segment)
            if (m := re.fullmatch(r"\s*([^\d:：]{2,40}?)\s*(\d{1,4})\s*", segment)) and (
                what := _count_kind(m.group(1))
            ):
                self.add_count(what, int(m.group(2)), line, "", "")
        clauses = re.split(r"(?<=[;；。])|(?<=[)）])\s*[,，;；]", text)
        for clause in clauses:
            if R.speaks_of_other_document(_CARRIED_FROM.sub("carried over", clause), self.doc.date, self.lex):
                continue  # (`two items carried over from earlier briefs` is this brief's count)
            for what, regex in self.COUNT_RULES:
                m = regex.search(clause)
                if not m:
                    continue
                group = next(i for i in range(1, (m.lastindex or 0) + 1) if m.group(i))
                after = clause[m.end(group) : m.end(group) + 40]
                if re.match(r"\s*\+?\s*(?:件|个|篇)?\s*(?:候选|candidates?)", after, re.I):
                    continue  # candidates looked at, not items listed
                self.add_count(what, int(m.group(group)), line, clause[: m.start(group)], clause[m.end(group) :])

    def wrapped_onto(self, line: Line) -> str:
        """The next line's text when a paragraph of plain text wraps onto it mid-sentence, or ''."""
        if (
            line.no >= len(self.lines)
            or self.lines[line.no - 1] is not line
            or re.search(r"[.;:。；：]\s*$", line.text)
        ):
            return ""
        following = self.lines[line.no].text
        if len(line.text.strip()) < _WRAPPED or not following.strip():
            return ""  # (a short line is ended, not wrapped)
        if re.match(r"\s*(?:[-*•#>|]|\d{1,3}[.)]\s)", following) or _LABEL_OPENS.match(following):
            return ""  # a list item, a heading, a table row or a field of its own (`NET-new arXiv ids: 3`)
        return following

    def add_count(self, what: str, value: int, line: Line, before: str, after: str) -> None:
        if any(c.what == what and c.line == line.no for c in self.doc.counts):
            return
        if re.match(r"\.\d{4,5}", after) or re.search(r"\b[A-Z][a-z]+[A-Z0-9][\w.-]*\s$", before):
            return  # `ids: 2612.20317` is an id, not 2612 of them; `LumaVision 3 carried over` is a name
        if re.search(r"[A-Za-z]$", before):
            return  # (`v3`, `Llama3`: part of a word)
        if value >= 1000 and re.match(r"\s*(?:[-/.]\d{1,2}\b|年)", after):
            return  # `carried over 2027-07-14`: a date's year, not 2027 of them
        rng = R.count_range(value, before, after, self.lex)
        self.doc.counts.append(
            DeclaredCount(
                what=what,  # type: ignore[arg-type]
                value=value,
                approximate=rng.approximate,
                low=rng.low,
                high=rng.high,
                line=line.no,
                quote=clean(line.text)[:200],
            )
        )
        self.take(line.no, f"count {what} {value}" + (" (approximate)" if rng.approximate else ""))

    def header_ids(self, line: Line) -> None:
        text = line.text
        if not re.search(r"arXiv", text, re.I) or not P.find_arxiv(text):
            return
        split = re.search(r"沿用|续用|carried", text, re.I)
        for key, start, end in P.find_arxiv(text):
            opens = _sentence_start(text, start)  # (`… two carried over. The NET-new IDs: A, B`: not carried)
            carried = bool(split and opens <= split.start() < start)
            status = "carried-over" if carried else ("new" if P.NEW.search(text[opens:start]) else "mentioned")
            clause_start = max(text.rfind(c, 0, start) for c in ";；。")
            ends = [i for i in (text.find(c, end) for c in ";；。") if i >= 0]
            if R.has_status(text[clause_start + 1 : min(ends, default=len(text))], "extra", self.lex):
                status = "adjacent"  # `另附邻接预备 1 件（不计入净增）：…`: extra material, not new
            date = None
            if (own := re.match(r"\s*[(（]([^()（）]{1,30})[)）]", text[end:])) and (
                said := status_of(own.group(1), self.doc.date, self.lex, "")
            )[0]:
                status, date = said  # `沿用：2702.02451（2月1日锚定）`: the id's own word over its list's
            name = name_near(text, start, end).lstrip("#").strip()  # (`### ThawPatch (arXiv …)`: no heading marks)
            if self.lex.label(name.strip(" :：")) or self.lex.find_longest("parts", name) == "arxiv":
                name = ""  # `new arXiv ids listed: 2612.21458, …`: the list's label, no name
            elif _in_id_list(text, opens, start):
                name = ""  # `The NET-new arXiv IDs, as listed: 2704.01193, …`: ids after a label, no names
            self.doc.mentions.append(
                Mention(
                    key=key,
                    arxiv_id=key,
                    name=name,
                    line=line.no,
                    status=status,
                    status_date=date,
                    role="header",
                    quote=clean(text[max(0, start - 20) : start + 60])[:200],
                )
            )
            self.covered.add((key, line.no))

    def count_tables(self) -> None:
        """A table whose header cells are counts' labels over one row of numbers (`| 本次新增 | 其中新
        arXiv 号 | 邻接预备 | 沿用 |` over `| 3 | 3 | 1 | 2 |`): each column one count, on the row's line."""
        declared = {c.line for c in self.doc.counts}
        for at, line in enumerate(self.lines[:-2]):
            header, rule, row = line, self.lines[at + 1], self.lines[at + 2]
            if not (header.text.lstrip().startswith("|") and is_separator(rule.text)) or row.no in declared:
                continue
            if at + 3 < len(self.lines) and self.lines[at + 3].text.lstrip().startswith("|"):
                continue  # (more rows: a table of records, not one row of totals)
            labels, values = _row_cells(header.text), _row_cells(row.text)
            pairs = list(zip(labels, values, strict=False))
            if len(labels) != len(values) or not all(re.fullmatch(r"\d{1,4}", v) for v in values):
                continue
            if not all(counts_something(f"{label}: {value}") for label, value in pairs):
                continue
            for label, value in pairs:
                self.declared_counts(Line(row.no, f"{label}: {value}", row.raw))
            self.take(header.no, "counts' labels (a table of totals)")

    def closing_facts(self) -> None:
        for line in self.lines[-6:]:
            if m := re.search(r"本报告由\s*([A-Za-z][\w-]*)\s*实例", line.text):
                self.doc.instance = self.doc.instance or m.group(1).lower()
            if m := re.match(r"\s*([A-Za-z][\w-]*)\s*·\s*\d{4}-\d{2}-\d{2}", line.text):
                self.doc.instance = self.doc.instance or m.group(1).lower()
                self.take(line.no, f"closing line: author {m.group(1).lower()}")
            if line.no > len(self.lines) - 3 and len(self.lines) > 12:
                self.declared_counts(line)

    # -- sources


_SENTENCE_END = re.compile(r"[.!?](?=\s+[A-Z\u4e00-\u9fff])|[。！？]")
_ID = re.compile(r"(?:arXiv\s*:?\s*)?\d{4}\.\d{4,5}(?:v\d+)?", re.I)
_LIST_SEPARATORS = re.compile(r"[\s,，、;；`*]*(?:(?:and|和|及)[\s,，、`*]*)?")

# `- §1.1 Seismic Calving Signals`: a list item that is a section's number and its name
_SECTIONS_LABEL = re.compile(r"sections?\b|章节|节次|涉及的?节", re.I)
_SECTION_ITEM = re.compile(r"^\s*[-*]\s+(§\s*\d+\s*\.\s*\d+)\s+([A-Za-z\u4e00-\u9fff][^§|:：]{1,60})$")


def _sentence_start(text: str, at: int) -> int:
    """Where the sentence holding `at` starts (after the last full stop before it)."""
    return max((m.end() for m in _SENTENCE_END.finditer(text, 0, at)), default=0)


def _in_id_list(text: str, opens: int, start: int) -> bool:
    """Whether the id at `start` is one of a list of ids after a label's colon (`IDs, as listed:
    A, B, C`): nothing but ids and separators between the colon and the end of the list."""
    colon = max(text.rfind(":", opens, start), text.rfind("：", opens, start))
    if colon < 0:
        return False
    rest = _SENTENCE_END.split(text[colon + 1 :], maxsplit=1)[0]
    ids = _ID.findall(rest)
    return len(ids) >= 2 and bool(_LIST_SEPARATORS.fullmatch(_ID.sub(" ", rest).rstrip(".")))


# a line that is a count's label and its number (`- adjacent or candidate items: 1`)
# `increments: 3`, and in a column of totals `increments    3` (the label, blanks, its number)
_LABEL_OPENS = re.compile(r"\s*[^\s:：][^:：]{0,40}[:：](?:\s|$)")
_WRAPPED = 56  # a line this long that ends mid-sentence was wrapped (the Markdown view's measure too)
# a line that ends on a number and a word or two (`… and two`, `… and four works`): its count may go on
_COUNT_TAIL = re.compile(r"(?<![\w.])\d{1,4}(?:\s+[A-Za-z]+){0,2}\s*$")
_COUNT_LABEL = re.compile(
    r"\s*(?:[-*•]\s+)?([A-Za-z\u4e00-\u9fff][A-Za-z\u4e00-\u9fff \-/・·]{1,60}?)(?:\s*[:：=]|\s{2,}|\t|\s(?=\d))\s*(\d{1,4})\s*\.?\s*"
)  # (`items carried over: 2`, a sheet's `申報・淨增條數  3`)


# where carried-over items come from: no other document's count
_CARRIED_FROM = re.compile(
    P.CARRIED_EN
    + r" from (?:the |an? )?(?:earlier|previous|last|yesterday's) briefs?|沿用(?:自)?(?:上一棒|前一棒|上棒)",
    re.I,
)


def counts_something(text: str) -> bool:
    """Whether a line is a count's label and its number."""
    return bool((m := _COUNT_LABEL.fullmatch(text)) and _count_kind(m.group(1)))


def _count_kind(label: str) -> str | None:
    """What a count's label counts, by its words: carried over, adjacent, new arXiv ids,
    increments or new items; None for a label that counts something else."""
    if P.CARRIED.search(label):
        return "carried-over"
    if re.search(r"\b(?:adjacent|candidates?)\b|邻接|相邻|邻近", label, re.I):
        return "adjacent"
    if re.search(r"\bnew\b|净增|新号|新编号|新\s*arXiv", label, re.I) and re.search(
        r"\b(?:arXiv|ids?|identifiers?|papers?)\b|编号|号", label, re.I
    ):
        return "new-arxiv"
    if re.search(r"^其中\s*(?:新\s*)?arXiv", label, re.I):
        return "new-arxiv"  # `淨增 3` over `其中 arXiv 編號 3`: of the new ones, those with ids
    if re.search(
        r"\bincrements?\b|增量|净增条|新增条|^\W*NET[- ]new(?:\s+items?)?\W*$|^(?:本[轮期次棒])?(?:新增|净增|净新增)$",
        label,
        re.I,
    ):  # (`NET-new: 3`, as `3 NET-new`)
        return "increments"
    if re.search(r"\bnew\s+items?\b", label, re.I):
        return "new-items"
    return None


def _row_cells(text: str) -> list[str]:
    return [c.strip() for c in text.strip().strip("|").split("|")]
