"""The brief as a Feishu/Lark document (docx), simplified Chinese, exported as JSON (`.json`).

Written from the Lark Open Platform's docx API as it returns a document: the document's
metadata (`document_id`, `revision_id`, `title`) and the flat list of its blocks in document
order, each with `block_id`, `parent_id`, `children` and `block_type` (1 page, 2 text, 3–5
heading1–heading3, 12 bullet, 13 ordered, 17 todo, 19 callout, 22 divider, 31 table, 32
table_cell) and the body under the key its type names (`text`, `heading1`, `bullet`, ...), each
a list of `elements` whose `text_run` carries `content` and a `text_element_style` (bold,
inline_code, ..., a `link` whose `url` is percent-encoded, as the API gives it) and a `style`
(`align`, `folded`; `done` for a todo, `sequence` for an ordered item); a table's `cells` are
the ids of its `table_cell` children, row by row, and its `property` gives `row_size`,
`column_size`, `column_width`, `header_row` and `merge_info`; a callout has `background_color`,
`border_color` and `emoji_id` and holds text blocks as children. Written as the API's JSON
(UTF-8, not ASCII-escaped, two-space indent).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any
from urllib.parse import quote

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "json"
LANG = "zh-hans"

TYPES = {"page": 1, "text": 2, "heading1": 3, "heading2": 4, "heading3": 5, "bullet": 12, "ordered": 13,
         "todo": 17, "callout": 19, "divider": 22, "table": 31, "table_cell": 32}  # fmt: skip
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _run(content: str, bold: bool = False, code: bool = False, url: str | None = None) -> dict[str, Any]:
    style: dict[str, Any] = {"bold": bold, "inline_code": code, "italic": False, "strikethrough": False,
                             "underline": False}  # fmt: skip
    if url:
        style["link"] = {"url": quote(url, safe="")}
    return {"text_run": {"content": content, "text_element_style": style}}


class _Doc:
    def __init__(self, seed: str, title: str):
        self.seed, self.n, self.blocks = seed, 0, []
        self.page = self._new("page", None, [_run(title)])

    def _id(self) -> str:
        self.n += 1
        h = int.from_bytes(hashlib.sha256(f"{self.seed}/{self.n}".encode()).digest(), "big")
        out = ""
        for _ in range(27):
            h, r = divmod(h, 62)
            out += B62[r]
        return out

    def _new(self, kind: str, parent: dict | None, elements: list | None = None, **style: Any) -> dict[str, Any]:
        b: dict[str, Any] = {"block_id": self._id(), "block_type": TYPES[kind]}
        if parent is not None:
            b["parent_id"] = parent["block_id"]
            parent.setdefault("children", []).append(b["block_id"])
        if elements is not None:
            b[kind] = {"elements": elements, "style": {"align": 1, "folded": False, **style}}
        self.blocks.append(b)
        return b

    def add(self, kind: str, elements: list, parent: dict | None = None, **style: Any) -> dict[str, Any]:
        return self._new(kind, parent or self.page, elements, **style)

    def callout(self, emoji: str, color: int, lines: list[list]) -> None:
        b = self._new("callout", self.page)
        b["callout"] = {"background_color": color, "border_color": color, "emoji_id": emoji}
        for els in lines:
            self.add("text", els, b)

    def todo(self, elements: list, done: bool, parent: dict | None = None) -> None:
        self.add("todo", elements, parent, done=done)

    def table(self, rows: list[list[list[list]]], widths: list[int]) -> None:
        t = self._new("table", self.page)
        cells = []
        for row in rows:
            for paras in row:
                c = self._new("table_cell", t)
                c["table_cell"] = {}
                cells.append(c["block_id"])
                for els in paras:
                    self.add("text", els, c)
        t["table"] = {
            "cells": cells,
            "property": {"column_size": len(widths), "column_width": widths, "header_row": True,
                         "merge_info": [{"col_span": 1, "row_span": 1} for _ in cells], "row_size": len(rows)},
        }  # fmt: skip

    def divider(self) -> None:
        self._new("divider", self.page)["divider"] = {}

    def dump(self, title: str, revision: int) -> str:
        out = {"document": {"document_id": self.page["block_id"], "revision_id": revision, "title": title},
               "blocks": self.blocks}  # fmt: skip
        return json.dumps(out, ensure_ascii=False, indent=2) + "\n"


def _name(m: Mention) -> list[dict[str, Any]]:
    w = F.work(m)
    tail = [_run("（"), _run(f"arXiv:{w.arxiv}", url=W.url(m)), _run("）")] if w.arxiv else [
        _run("（"), _run(W.KIND_HANS[w.kind], url=W.url(m)), _run("）")]  # fmt: skip
    return [_run(w.name, bold=True), *tail]


def _living(d: Doc) -> str:
    title = f"{F.TOPIC} 活文档"
    doc = _Doc(d.stem, title)
    doc.callout("pushpin", 5, [[_run(f"主题：{F.TOPIC}")], [_run(f"版本：{W.iso(d.date)}")],
                               [_run("每日简报以本文档为基线，已锚定条目按章节列出。")]])  # fmt: skip
    for k in d.sections:
        doc.add("heading2", [_run(W.section_hans(d, k))])
        ms = [m for m in d.mentions if m.section == k]
        if not ms:
            doc.add("text", [_run("暂无条目")])
        for m in ms:
            doc.add("heading3", _name(m))
            doc.add("bullet", [_run(f"状态：{W.carried_hans(m)}")])
            for f in m.figures:
                doc.add("bullet", [_run("数据："), _run(W.fig_hans(f), bold=True)])
            for s in m.sources:
                doc.add("bullet", [_run("论文卡片："), _run(s, code=True)])
            doc.add("text", [_run(f"{m.hans}。")])
    return doc.dump(title, 12)


def _brief(d: Doc) -> str:
    new, old, side = F.groups(d)
    title = f"每日简报：{F.TOPIC}，{W.zh_date(d.date)}"
    doc = _Doc(d.stem, title)
    doc.callout("pushpin", 5, [
        [_run("实例："), _run(d.instance)],
        [_run(f"时间窗：{d.window[0]} 至 {d.window[1]}")],
        [_run("基线："), _run(F.living_path(EXT), code=True), _run(f"（{W.iso(d.baseline)} 版）")],
        [_run(f"计数：{W.counts_hans(d.counts)}")],
        [_run(f"新 arXiv 编号：{'、'.join(d.new_ids)}")],
    ])  # fmt: skip
    doc.add("heading1", [_run(f"一、{W.STATUS_HANS['new']}（{len(new)}）")])
    head = [[[_run(h, bold=True)]] for h in ("序号", "条目", "章节", "要点", "数据", "置信度", "来源")]
    rows = [head]
    for k, m in enumerate(new, 1):
        rows.append([
            [[_run(str(k))]], [_name(m)], [[_run(W.section_hans(d, m.section))]], [[_run(f"{m.hans}。")]],
            [[_run(W.fig_hans(f))] for f in m.figures] or [[_run("无")]], [[_run(W.LEVEL_HANS[m.confidence])]],
            [[_run(s, code=True)] for s in m.sources],
        ])  # fmt: skip
    doc.table(rows, [60, 180, 160, 320, 200, 80, 260])
    doc.add("heading1", [_run(f"二、延续与已锚定（{len(old)}）")])
    for m in old:
        figs = [_run("；"), *(_run(W.fig_hans(f), bold=True) for f in m.figures)] if m.figures else []
        doc.add("bullet", [*_name(m), _run(f"｜{W.section_hans(d, m.section)}｜{W.carried_hans(m)}"), *figs,
                           _run(f"：{m.hans}。")])  # fmt: skip
    doc.add("heading1", [_run(f"三、{W.STATUS_HANS['adjacent']}（{len(side)}）")])
    for m in side:
        doc.add("bullet", [*_name(m), _run(f"｜{W.STATUS_HANS[m.status]}：{m.hans}。")])
    doc.add("heading1", [_run("四、待核实")])
    for e in d.entries:
        line = [_run(f"风险{W.LEVEL_HANS[e.risk]}，{'已解决' if e.resolved else '未解决'}："), _run(f"{e.hans}。")]
        if e.risk == "high" and not e.resolved:
            box = doc._new("callout", doc.page)
            box["callout"] = {"background_color": 1, "border_color": 1, "emoji_id": "warning"}
            doc.todo(line, False, box)
        else:
            doc.todo(line, e.resolved)
    doc.add("heading1", [_run("五、已读来源")])
    for k, s in enumerate(d.sources, 1):
        doc.add("ordered", [_run(s, code=True), *([_run("（空）")] if s in d.empty_sources else [])],
                sequence="1" if k == 1 else "auto")  # fmt: skip
    doc.divider()
    doc.add("text", [_run(f"交接：{d.instance}，{F.HANDOVER}")])
    return doc.dump(title, 20 + d.date.day)


def render(d: Doc) -> str:
    return _living(d) if d.kind == "living" else _brief(d)
