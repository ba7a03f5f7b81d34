"""A SiYuan (思源笔记) document as SiYuan stores it and exports it (`.sy`, simplified Chinese):
the Lute syntax tree of the note as single-line JSON (SiYuan's default "save as a single line"),
the root a `NodeDocument` with `Spec` "2" and its IAL (`id`, `title`, `type`, `updated`, an
icon) as `Properties`, every block a node with an `ID` of a 14-digit creation time and seven
letters or digits, repeated as `Properties.id` beside its `updated` time, and every inline a
node without one: `NodeText`, `NodeTextMark` (`a` links with `TextMarkAHref`, `code`, `strong`,
`tag`), headings with `HeadingLevel`, lists whose `ListData` carries the list type (`Typ` 1
ordered, 3 task list), the bullet as an ASCII code and the marker base64-encoded, task markers,
a blockquote with its marker, a GitHub-style callout, tables with `TableAligns`, a `colgroup`
and `thead`/`tr`/`th`/`td` rows, a thematic break. The map of properties is written with its
keys sorted, and `<`, `>` and `&` escaped, as Go's JSON encoder does.
"""

from __future__ import annotations

import base64
import hashlib
import json
from datetime import datetime, timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "sy"
LANG = "zh-hans"

NUMERALS = "一二三四五六七八九十"
RISK = {"high": "🔴 高", "medium": "🟡 中", "low": "🟢 低"}
ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789"


class _Ids:
    """Block ids as SiYuan makes them: the creation time, a dash, seven random letters or digits."""

    def __init__(self, start: datetime, seed: str):
        self.t = start
        self.seed = seed
        self.n = 0

    def __call__(self) -> tuple[str, str]:
        self.n += 1
        self.t += timedelta(seconds=3 + (self.n * 7) % 11)
        h = hashlib.sha1(f"{self.seed}-{self.n}".encode()).digest()
        tail = "".join(ALNUM[b % 36] for b in h[:7])
        updated = self.t + timedelta(seconds=40 + (self.n * 13) % 300)
        return f"{self.t:%Y%m%d%H%M%S}-{tail}", f"{updated:%Y%m%d%H%M%S}"


def _text(s: str) -> dict:
    return {"Type": "NodeText", "Data": s}


def mark(kind: str, s: str, href: str | None = None) -> dict:
    out = {"Type": "NodeTextMark", "TextMarkType": kind}
    if href is not None:
        out["TextMarkAHref"] = href
    out["TextMarkTextContent"] = s
    return out


def _inline(xs) -> list[dict]:
    """Inline nodes, neighbouring texts merged as Lute merges them."""
    out: list[dict] = []
    for x in xs:
        node = _text(x) if isinstance(x, str) else x
        if out and node["Type"] == out[-1]["Type"] == "NodeText":
            out[-1] = _text(out[-1]["Data"] + node["Data"])
        else:
            out.append(node)
    return out


def link(u: str) -> dict:
    return mark("a", u, u)


def code(s: str) -> dict:
    return mark("code", s)


class _Tree:
    def __init__(self, d: Doc):
        start = datetime(d.date.year, d.date.month, d.date.day, 17, 47, 4) if d.kind == "brief" else datetime(
            d.date.year, d.date.month, d.date.day, 7, 2, 51)  # fmt: skip
        self.ids = _Ids(start, d.stem)
        self.root_id, self.root_updated = self.ids()

    def block(self, kind: str, children: list | None = None, *, data: str | None = None, extra: dict | None = None,
              props: dict | None = None) -> dict:  # fmt: skip
        """A block; its id and times are given in document order by `number`."""
        out: dict = {"ID": None, "Type": kind}
        if data is not None:
            out["Data"] = data
        out.update(extra or {})
        out["Properties"] = dict(props or {})
        if children is not None:
            out["Children"] = children
        return out

    def number(self, node: dict) -> None:
        if "ID" in node:
            ident, updated = self.ids()
            node["ID"] = ident
            node["Properties"] = dict(sorted({"id": ident, "updated": updated, **node["Properties"]}.items()))
        for c in node.get("Children", []):
            self.number(c)

    def para(self, *inline: dict | str) -> dict:
        return self.block("NodeParagraph", _inline(inline))

    def heading(self, level: int, *inline: dict | str) -> dict:
        return self.block("NodeHeading", _inline(inline), extra={"HeadingLevel": level})

    def bullets(self, items: list[list[dict | str]]) -> dict:
        li = [self.block("NodeListItem", [self.para(*x)], extra={"ListData": {"BulletChar": 42, "Marker": "Kg=="}})
              for x in items]  # fmt: skip
        return self.block("NodeList", li, extra={"ListData": {}})

    def numbered(self, items: list[list[dict | str]]) -> dict:
        li = []
        for k, x in enumerate(items, 1):
            ld = {"Typ": 1, "Tight": True, "Start": 1, "Delimiter": 46, "Padding": 3,
                  "Marker": base64.b64encode(f"{k}.".encode()).decode(), "Num": k}  # fmt: skip
            li.append(self.block("NodeListItem", [self.para(*x)], extra={"ListData": ld}))
        return self.block("NodeList", li, extra={"ListData": {"Typ": 1}})

    def tasks(self, items: list[list[dict | str]], done: list[bool]) -> dict:
        li = []
        for x, checked in zip(items, done, strict=True):
            ld = {"Typ": 3, "Tight": True, "BulletChar": 45, "Padding": 2, "Marker": "LQ==", "Num": -1}
            marker = {"Type": "NodeTaskListItemMarker", "TaskListItemChecked": True, "TaskListItemMarker": 88} if checked \
                else {"Type": "NodeTaskListItemMarker", "TaskListItemMarker": 32}  # fmt: skip
            li.append(self.block("NodeListItem", [marker, self.para(*x)], extra={"ListData": ld}))
        return self.block("NodeList", li, extra={"ListData": {"Typ": 3}})

    def table(self, head: list[str], rows: list[list[list[dict | str]]]) -> dict:
        def row(cells: list[list[dict | str]], tag: str) -> dict:
            return {"Type": "NodeTableRow", "Data": "tr", "Children": [
                {"Type": "NodeTableCell", "Data": tag, "Children": _inline(c)}
                for c in cells]}  # fmt: skip

        kids = [{"Type": "NodeTableHead", "Data": "thead", "Children": [row([[h] for h in head], "th")]}]
        kids += [row(r, "td") for r in rows]
        return self.block("NodeTable", kids, extra={"TableAligns": [0] * len(head)},
                          props={"colgroup": "|" * (len(head) - 1)})  # fmt: skip

    def quote(self, *paras: dict) -> dict:
        return self.block("NodeBlockquote", [{"Type": "NodeBlockquoteMarker", "Data": ">"}, *paras])

    def callout(self, title: str, *blocks: dict) -> dict:
        extra = {"CalloutType": "WARNING", "CalloutTitle": title, "CalloutIcon": "⚠️"}
        return self.block("NodeCallout", list(blocks), extra=extra)

    def document(self, title: str, children: list[dict]) -> dict:
        for c in children:
            self.number(c)
        props = {"icon": "1f6e4", "id": self.root_id, "title": title, "type": "doc", "updated": self.ids()[1]}
        return {"ID": self.root_id, "Spec": "2", "Type": "NodeDocument", "Properties": dict(sorted(props.items())),
                "Children": children}  # fmt: skip


def _joined(paths: tuple[str, ...] | list[str]) -> list[dict | str]:
    out: list[dict | str] = []
    for k, p in enumerate(paths):
        out += (["、"] if k else []) + [code(p)]
    return out


def _note(m: Mention) -> str:
    return m.hans + "".join(f"；{W.fig_hans(f)}" for f in m.figures)


def _brief(t: _Tree, d: Doc) -> list[dict]:
    new, old, side = F.groups(d)
    out = [
        t.quote(
            t.para(f"作者：{d.instance}　交棒时间：{W.iso(d.date)} {F.HANDOVER}"),
            t.para(f"窗口：{d.window[0]} → {d.window[1]}"),
            t.para("基线活文档：", code(F.living_path(EXT)), f"（{W.iso(d.baseline)} 版）"),
            t.para("增量统计：", W.counts_hans(d.counts)),
        ),
        t.heading(2, "一、本棒净增"),
    ]
    for k, m in enumerate(new, 1):
        w = F.work(m)
        out.append(t.heading(3, f"净增 {k}　", mark("strong", w.name), W.label_hans(m)[len(w.name) :]))
        items: list[list[dict | str]] = [
            [f"建议归入节：{W.section_hans(d, m.section)}"],
            ["链接：", link(W.url(m))],
            [f"要点：{m.hans}"],
            *([[f"数据：{'；'.join(W.fig_hans(f) for f in m.figures)}"]] if m.figures else []),
            [f"可信度：{W.LEVEL_HANS[m.confidence]}"],
            ["来源：", *_joined(m.sources)],
        ]
        out.append(t.bullets(items))
    out.append(t.heading(2, "二、沿用与已锚入"))
    rows = [[[W.label_hans(m)], [W.section_hans(d, m.section)], [W.carried_hans(m)], [_note(m)]] for m in old]
    out.append(t.table(["条目", "章节", "状态", "备注"], rows))
    out.append(t.heading(2, "三、邻接预备"))
    out.append(t.tasks([[f"{W.label_hans(m)}　{W.STATUS_HANS[m.status]}　{m.hans}"] for m in side],
                       [False] * len(side)))  # fmt: skip
    register = []
    for e in d.entries:
        head: list[dict | str] = [mark("tag", "已解决"), " "] if e.resolved else []
        register.append([*head, f"风险 {RISK[e.risk]}　", e.hans])
    out.append(t.heading(2, "四、值得警惕的矛盾或待核实说法"))
    out.append(t.callout("待核实", t.numbered(register)))
    out.append(t.heading(2, "五、可引用 arXiv 号"))
    out.append(t.para("本棒净增：", "、".join(d.new_ids)))
    ids = [[code(F.work(m).arxiv), f"　{W.carried_hans(m)}　§{m.section}"] for m in old if F.work(m).arxiv]
    out.append(t.bullets(ids))
    out.append(t.heading(2, "六、本棒检查过的来源"))
    out.append(t.bullets([[code(s), *(["（空文件，没有内容）"] if s in d.empty_sources else [])] for s in d.sources]))
    out.append(t.block("NodeThematicBreak"))
    out.append(t.para(f"{d.instance} 于 {W.iso(d.date)} {F.HANDOVER} 交棒，下一棒请接力。"))
    return out


def _living(t: _Tree, d: Doc) -> list[dict]:
    out = [t.para(f"{F.TOPIC} 活文档，版本 {W.iso(d.date)}（夜间接力后）。文件：", code(F.living_path(EXT)))]
    for num in d.sections:
        out.append(t.heading(2, W.section_hans(d, num)))
        here = [m for m in d.mentions if m.section == num]
        if not here:
            out.append(t.para("（暂无条目）"))
        for m in here:
            out.append(t.heading(3, W.label_hans(m)))
            out.append(t.bullets([
                ["链接：", link(W.url(m))],
                [f"要点：{m.hans}"],
                [f"数据：{'；'.join(W.fig_hans(f) for f in m.figures)}"],
                [f"锚入日期：{W.iso(m.anchored_on)}"],
                ["卡片：", *_joined(m.sources)],
            ]))  # fmt: skip
    return out


def render(d: Doc) -> str:
    t = _Tree(d)
    if d.kind == "living":
        doc = t.document(f"{F.TOPIC} 活文档", _living(t, d))
    else:
        doc = t.document(f"{F.TOPIC} 日报 {W.iso(d.date)}", _brief(t, d))
    raw = json.dumps(doc, ensure_ascii=False, separators=(",", ":"))
    return raw.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
