"""The brief as a pipeline's event log in JSON Lines (simplified Chinese, `.jsonl`): one JSON
object a line (UTF-8, not ASCII-escaped, `\\n` after every line, as Python's json module writes
it), each an event with its time (ISO 8601, China Standard Time), a level, its name
(`brief_started`, `section_declared`, `source_read`, `item_found`, `figure_reported`,
`verify_raised`, `verify_resolved`, `ids_listed`, `counts_declared`, `brief_done`) and its
fields under Chinese keys, with a human-readable `消息` last. A figure is a number and a unit
in fields of their own. The living document is a log of its own (`document_loaded`, `section`,
`entry`, `figure`)."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from typing import Any

from tests.zoo4.facts import Doc, Entry, Figure, Mention

from . import facts as F
from . import wording as W

EXT = "jsonl"
LANG = "zh-hans"
TZ = "+08:00"
EMPTY = "，文件为空"


def _work(m: Mention) -> dict[str, Any]:
    w = F.work(m)
    out: dict[str, Any] = {"条目": w.name, "类型": W.KIND_HANS[w.kind]}
    if w.arxiv:
        out["arXiv"] = w.arxiv
    out["链接"] = W.url(m)
    return out


def _item(d: Doc, m: Mention, k: int = 0, of: int = 0) -> dict[str, Any]:
    w = F.work(m)
    ev: dict[str, Any] = {"事件": "item_found", **_work(m), "状态": W.STATUS_HANS[m.status]}
    if m.status == "new":
        ev["序号"] = f"{k}/{of}"
    if m.section:
        ev["章节"] = m.section
    if m.anchored_on:
        ev["锚定日期"] = W.iso(m.anchored_on)
    if m.confidence:
        ev["置信度"] = W.CONFIDENCE_HANS[m.confidence]
    ev["要点"] = m.hans
    if m.sources:
        ev["来源"] = list(m.sources)
    label = f"{W.STATUS_HANS['new']} {k}/{of}" if m.status == "new" else W.STATUS_HANS[m.status]
    where = f"（§{m.section}）" if m.section else ""
    ev["消息"] = f"{label}：{w.name}{where}"
    return ev


def _figure(m: Mention, f: Figure, name: str = "figure_reported") -> dict[str, Any]:
    w = F.work(m)
    return {"事件": name, "条目": w.name, "指标": F.METRIC_HANS[f.metric], "数值": f.value,
            "单位": W.UNIT_HANS[f.unit], "消息": f"{w.name} {W.fig_hans(f)}"}  # fmt: skip


def _entry(d: Doc, e: Entry, k: int) -> dict[str, Any]:
    ev: dict[str, Any] = {
        "事件": "verify_resolved" if e.resolved else "verify_raised",
        # a concern keeps the number it was raised under: a resolved one was raised the day before
        "编号": f"核实-{d.date - timedelta(days=1 if e.resolved else 0):%m%d}-{k}",
        "风险": W.RISK_HANS[e.risk],
        "涉及": list(e.items),
        "状态": "已解决" if e.resolved else "未解决",
    }
    if e.resolved:
        ev["提出日期"] = W.iso(d.date - timedelta(days=1))
    ev["内容"] = e.hans
    ev["消息"] = f"{'已解决' if e.resolved else '待核实'}：{e.hans}"
    return ev


def _brief(d: Doc) -> list[dict[str, Any]]:
    new, old, side = F.groups(d)
    start, end = d.window
    evs: list[dict[str, Any]] = [
        {
            "事件": "brief_started",
            "主题": F.TOPIC,
            "日期": W.iso(d.date),
            "实例": d.instance,
            "窗口": {"开始": start, "结束": end},
            "基准": {"路径": F.living_path(EXT), "版本": W.iso(d.baseline)},
            "消息": f"开始撰写 {F.TOPIC} 每日简报（{W.zh_date(d.date)}），交接窗口 {start} 至 {end}",
        }
    ]
    for k, name in d.sections.items():
        evs.append({"事件": "section_declared", "章节": k, "名称": F.SECTIONS_HANS[name],
                    "消息": f"本期章节 §{k} {F.SECTIONS_HANS[name]}"})  # fmt: skip
    for s in d.sources:
        empty = W.empty(d, s)
        evs.append({"事件": "source_read", "路径": s, "结果": "空文件" if empty else "已读",
                    "消息": f"已读取 {s}{EMPTY if empty else ''}"})  # fmt: skip
    numbered = [(m, k) for k, m in enumerate(new, 1)] + [(m, 0) for m in old + side]
    for m, k in numbered:
        evs.append(_item(d, m, k, len(new)))
        evs += [_figure(m, f) for f in m.figures]
    evs += [_entry(d, e, k) for k, e in enumerate(d.entries, 1)]
    evs.append({"事件": "ids_listed", "新arXiv编号": list(d.new_ids),
                "消息": f"新 arXiv 编号：{'、'.join(d.new_ids)}"})  # fmt: skip
    counts = {v: d.counts[k] for k, v in W.COUNT_KEYS_HANS.items() if k in d.counts}
    evs.append({"事件": "counts_declared", "计数": counts, "消息": W.counts_hans(d.counts)})
    evs.append({"事件": "brief_done", "实例": d.instance, "交接时间": F.HANDOVER,
                "消息": f"{d.instance} 交接完毕 {F.HANDOVER}"})  # fmt: skip
    return evs


def _living(d: Doc) -> list[dict[str, Any]]:
    evs: list[dict[str, Any]] = [
        {
            "事件": "document_loaded",
            "主题": F.TOPIC,
            "类型": "活文档",
            "版本": W.iso(d.date),
            "路径": F.living_path(EXT),
            "消息": f"活文档 {F.TOPIC}（{W.zh_date(d.date)}版）",
        }
    ]
    for k, name in d.sections.items():
        evs.append({"事件": "section", "章节": k, "名称": F.SECTIONS_HANS[name],
                    "消息": f"§{k} {F.SECTIONS_HANS[name]}"})  # fmt: skip
        for m in (m for m in d.mentions if m.section == k):
            w = F.work(m)
            evs.append({"事件": "entry", **_work(m), "状态": W.STATUS_HANS[m.status], "章节": k,
                        "锚定日期": W.iso(m.anchored_on), "要点": m.hans, "论文卡": list(m.sources),
                        "消息": f"§{k} {w.name} {W.STATUS_HANS['anchored']}（{W.iso(m.anchored_on)}）"})  # fmt: skip
            evs += [_figure(m, f, "figure") for f in m.figures]
    return evs


def _stamp(evs: list[dict[str, Any]], first: datetime, last: datetime) -> list[dict[str, Any]]:
    """Times in order, a few seconds apart, the last event at `last`."""
    step = (last - first) / len(evs)
    out = []
    for i, ev in enumerate(evs):
        t = last if i == len(evs) - 1 else first + step * i + timedelta(seconds=(i * 7) % 5)
        out.append({"时间": t.replace(microsecond=0).isoformat() + TZ, "级别": "INFO", **ev})
    return out


def events(d: Doc) -> list[dict[str, Any]]:
    if d.kind == "brief":
        end = datetime.strptime(d.window[1], "%Y-%m-%d %H:%M")
        return _stamp(_brief(d), end - timedelta(minutes=21, seconds=40), end)
    night = datetime(d.date.year, d.date.month, d.date.day, 2, 10)
    return _stamp(_living(d), night, night + timedelta(seconds=48))


def render(d: Doc) -> str:
    return "".join(json.dumps(ev, ensure_ascii=False) + "\n" for ev in events(d))
