"""The brief as a Facebook Messenger group chat, exported by "Download your information" as JSON
(traditional Chinese, `.json`).

Messenger's export writes a thread as `messages/inbox/<thread>/message_1.json`: an object with
`participants` (each `{"name": ...}`), `messages` newest first (each with `sender_name`,
`timestamp_ms` in milliseconds since the epoch, `content`, sometimes `share` with the `link` a
message previewed and `reactions` with `reaction` and `actor`, and the flags
`is_geoblocked_for_viewer` and `is_unsent_image_by_messenger_kid_parent`), then `title`,
`is_still_participant`, `thread_path`, `magic_words` and `joinable_mode`. It is indented by two
spaces and pure ASCII, every string written the way Facebook's exporter really writes it: each
UTF-8 byte of a non-ASCII character escaped as its own `\\u00XX` code point (so `雪` is
`\\u00e9\\u009b\\u00aa` and must be read back by taking the code points as bytes and decoding
them as UTF-8), line breaks as `\\n`, forward slashes as they are.

Here one analyst of a Taipei team (UTC+8) posts the brief over several messages, one block a
message; a teammate's short replies and a reaction come between them.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "json"
LANG = "zh-hant"

UTC_OFFSET = timedelta(hours=8)
THREAD = "雪崩危險預報小組"
THREAD_PATH = "inbox/xuebengweixianyubaoxiaozu_5839201746381"
POSTER = {"avocet": "林映辰", "shearwater": "張柏宇", "dunlin": "陳姿穎", None: "林映辰"}
REPLIER = {"avocet": "張柏宇", "shearwater": "陳姿穎", "dunlin": "林映辰", None: "張柏宇"}
PEOPLE = ["林映辰", "張柏宇", "陳姿穎"]
S = W.STATUS_HANT


def fb(s: str) -> str:
    """Facebook's mojibake: each UTF-8 byte taken as a Latin-1 code point (JSON then writes `\\u00XX`)."""
    return s.encode("utf-8").decode("latin-1")


def label(m: Mention) -> str:
    """`DriftSlab（arXiv:3310.86078）`, `AvaKit 3（軟體釋出）`."""
    w = F.work(m)
    return f"{w.name}（arXiv:{w.arxiv}）" if w.arxiv else f"{w.name}（{W.KIND_HANT[w.kind]}）"


def _new_item(d: Doc, k: int, n: int, m: Mention) -> str:
    lines = [f"{S['new']} {k}/{n}：{label(m)}", W.url(m), f"小節：{W.section_hant(d, m.section)}"]
    lines += [f"數據：{W.fig_hant(f)}" for f in m.figures]
    lines.append(f"信心：{W.LEVEL_HANT[m.confidence]}")
    lines.append(f"來源：{'、'.join(m.sources)}")
    lines.append(f"重點：{m.hant}")
    return "\n".join(lines)


def _carried(d: Doc, ms: list[Mention]) -> str:
    lines = [f"{S['carried-over']}與錨定（{len(ms)} 項）"]
    for k, m in enumerate(ms, 1):
        lines.append(f"{k}. {label(m)}")
        lines.append(f"狀態：{W.carried_hant(m)}")
        lines.append(f"小節：{W.section_hant(d, m.section)}")
        lines += [f"數據：{W.fig_hant(f)}" for f in m.figures]
        if m.sources:
            lines.append(f"來源：{'、'.join(m.sources)}")
        lines.append(f"說明：{m.hant}")
    return "\n".join(lines)


def _brief(d: Doc) -> list[tuple[str, str, dict]]:
    """The chat in the order it was posted: (sender, content, extra fields)."""
    new, carried, side = F.groups(d)
    me, you = POSTER[d.instance], REPLIER[d.instance]
    head = "\n".join([
        f"每日簡報：{F.TOPIC}，{W.zh_date(d.date)}",
        f"主題：{F.TOPIC}",
        f"交接：{d.instance}，{F.HANDOVER}",
        f"時間窗：{d.window[0]} 至 {d.window[1]}",
        f"基線：{F.living_path(EXT)}（{W.zh_date(d.baseline)}版）",
    ])  # fmt: skip
    summary = "\n".join([
        f"計數：{W.counts_hant(d.counts)}",
        f"新的 arXiv 編號：{'、'.join(d.new_ids)}",
        f"本期小節：{'、'.join(W.section_hant(d, k) for k in d.sections)}",
    ])  # fmt: skip
    msgs: list[tuple[str, str, dict]] = [
        (me, head, {"reactions": [{"reaction": "👍", "actor": you}]}),
        (you, "收到", {}),
        (me, summary, {}),
    ]
    for k, m in enumerate(new, 1):
        msgs.append((me, _new_item(d, k, len(new), m), {"share": {"link": W.url(m)}}))
        if k == 2:
            msgs.append((you, "好，卡片我晚點看", {}))
    msgs.append((me, _carried(d, carried), {}))
    adj = [f"{S['adjacent']}（{len(side)} 項）"]
    for m in side:
        adj.append(f"{label(m)}，{S[m.status]}：{m.hant}")
    msgs.append((me, "\n".join(adj), {}))
    reg = ["待查核"]
    for k, e in enumerate(d.entries, 1):
        reg.append(f"{k}. 風險{W.LEVEL_HANT[e.risk]}，{'已解決' if e.resolved else '未解決'}：{e.hant}")
    msgs.append((me, "\n".join(reg), {}))
    msgs.append((you, "👍", {}))
    src = ["已讀來源"] + [s + ("（空的）" if s in d.empty_sources else "") for s in d.sources]
    msgs.append((me, "\n".join(src), {}))
    msgs.append((me, f"以上是 {d.instance} 的交接，{F.HANDOVER}", {}))
    msgs.append((you, "辛苦了", {}))
    return msgs


def _living(d: Doc) -> list[tuple[str, str, dict]]:
    me, you = POSTER[None], REPLIER[None]
    msgs: list[tuple[str, str, dict]] = [(me, f"活文件：{F.TOPIC}\n版本：{W.zh_date(d.date)}", {})]
    for k in d.sections:
        here = [m for m in d.mentions if m.section == k]
        lines = [W.section_hant(d, k)]
        if not here:
            lines.append("（尚無錨定項目）")
        for m in here:
            lines += [label(m), W.url(m), f"狀態：{W.carried_hant(m)}"]
            lines += [f"數據：{W.fig_hant(f)}" for f in m.figures]
            lines += [f"來源：{'、'.join(m.sources)}", f"重點：{m.hant}"]
        extra = {"share": {"link": W.url(here[0])}} if len(here) == 1 else {}
        msgs.append((me, "\n".join(lines), extra))
    msgs.append((you, "已更新，謝謝", {}))
    return msgs


def _start(d: Doc) -> datetime:
    """When the first message went out, in UTC: the hand-over, or the morning for the living doc."""
    if d.kind == "brief":
        return datetime.strptime(d.window[1], "%Y-%m-%d %H:%M") - UTC_OFFSET
    return datetime(d.date.year, d.date.month, d.date.day, 9, 5) - UTC_OFFSET


def render(d: Doc) -> str:
    posted = _brief(d) if d.kind == "brief" else _living(d)
    epoch = datetime(1970, 1, 1)
    t = _start(d)
    out = []
    for k, (who, content, extra) in enumerate(posted):
        t += timedelta(seconds=17 + (k * 23) % 41, milliseconds=(k * 337) % 1000)
        msg: dict = {"sender_name": fb(who), "timestamp_ms": int((t - epoch).total_seconds() * 1000),
                     "content": fb(content)}  # fmt: skip
        if "share" in extra:
            msg["share"] = extra["share"]
        if "reactions" in extra:
            msg["reactions"] = [{"reaction": fb(r["reaction"]), "actor": fb(r["actor"])} for r in extra["reactions"]]
        msg["is_geoblocked_for_viewer"] = False
        msg["is_unsent_image_by_messenger_kid_parent"] = False
        out.append(msg)
    thread = {
        "participants": [{"name": fb(p)} for p in PEOPLE],
        "messages": out[::-1],  # newest first
        "title": fb(THREAD),
        "is_still_participant": True,
        "thread_path": THREAD_PATH,
        "magic_words": [],
        "joinable_mode": {"mode": 1, "link": ""},
    }
    return json.dumps(thread, indent=2, ensure_ascii=True)
