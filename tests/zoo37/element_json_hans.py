"""The brief posted to a Matrix room and exported with Element's "Export chat" as JSON,
simplified Chinese: one object with `room_name`, `room_creator`, `topic`, `export_date` and
`exported_by`, and `messages`, the room's events in order as the homeserver gives them (`type`,
`room_id`, `sender`, `content`, `origin_server_ts` in milliseconds, `unsigned.age`, `event_id`,
`user_id`, `age`), written as JSON.stringify(…, null, 2) writes it (two-space indent, UTF-8 as it
is). A text message has `msgtype` `m.text`, the Markdown source in `body` and, where it has
formatting, `format` `org.matrix.custom.html` and the HTML in `formatted_body`; a reply carries
`m.relates_to.m.in_reply_to` and the quoted fallback (`> <@sender> …` in the body, `<mx-reply>`
in the HTML); a reaction is an `m.reaction` event with an `m.annotation` relation."""

from __future__ import annotations

import base64
import hashlib
import html
import json
from datetime import UTC, datetime, timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "json"
LANG = "zh-hans"

SERVER = "matrix.tundra-lab.example.org"
ROOM = f"!qTnHvPzKwLmRsXyA:{SERVER}"
LEAD = f"@lixue:{SERVER}"
EDITOR = f"@zhaoming:{SERVER}"
EXPORTER = LEAD


def _mxid(name: str) -> str:
    return f"@{name}:{SERVER}"


def _event_id(*parts: str) -> str:
    h = hashlib.sha256("|".join(parts).encode()).digest()
    return "$" + base64.urlsafe_b64encode(h).decode().rstrip("=")


def _esc(s: str) -> str:
    return html.escape(s, quote=False)


def _item(d: Doc, m: Mention, head: str) -> tuple[str, str]:
    """(Markdown body, HTML) of one item."""
    w = F.work(m)
    link = W.url(m)
    ident = f"arXiv:{w.arxiv}" if w.arxiv else W.KIND_HANS[w.kind]
    md = [f"**{head}** [{w.name}]({link})（{ident}）"]
    hl = [f'<strong>{_esc(head)}</strong> <a href="{_esc(link)}">{_esc(w.name)}</a>（{_esc(ident)}）']
    facts_md = []
    if m.section and d.kind == "brief":
        facts_md.append(f"章节：{W.section_hans(d, m.section)}")
    if m.status != "new" and d.kind == "brief":
        facts_md.append(f"状态：{W.carried_hans(m)}")
    if d.kind == "living":
        facts_md.append(f"状态：{W.carried_hans(m)}")
    facts_md.append(f"要点：{m.hans}")
    facts_md += [f"数据：{W.fig_hans(f)}" for f in m.figures]
    if m.confidence:
        facts_md.append(f"置信度：{W.LEVEL_HANS[m.confidence]}")
    if m.sources:
        facts_md.append("来源：" + "、".join(f"`{s}`" for s in m.sources))
    md += [f"- {x}" for x in facts_md]
    items = []
    for x in facts_md:
        x = _esc(x)
        while "`" in x:
            x = x.replace("`", "<code>", 1).replace("`", "</code>", 1)
        items.append(f"<li>{x}</li>")
    hl.append("<ul>\n" + "\n".join(items) + "\n</ul>")
    return "\n".join(md), "\n".join(hl)


def _messages(d: Doc) -> list[tuple[str, str, str | None]]:
    """(sender, markdown, html) in order; markdown `\\x00R<k>` a reaction to message k, `\\x00P<k>` a reply."""
    living = F.living_path(EXT)
    out: list[tuple[str, str, str | None]] = []
    if d.kind == "living":
        out.append((EDITOR, f"### 活文档：{F.TOPIC}（{W.iso(d.date)} 版）\n文件：`{living}`",
                    f"<h3>活文档：{F.TOPIC}（{W.iso(d.date)} 版）</h3>\n<p>文件：<code>{living}</code></p>"))  # fmt: skip
        for k in d.sections:
            out.append((EDITOR, f"### {W.section_hans(d, k)}", f"<h3>{_esc(W.section_hans(d, k))}</h3>"))
            for m in (m for m in d.mentions if m.section == k):
                out.append((EDITOR, *_item(d, m, W.STATUS_HANS["anchored"])))
        out.append((LEAD, "\x00R0👍", None))
        return out
    new, old, side = F.groups(d)
    who = _mxid(d.instance)
    head_md = (f"### 每日简报：{F.TOPIC}（{W.zh_date(d.date)}）\n"
               f"- 实例：{d.instance}\n- 时间窗口：{d.window[0]} 至 {d.window[1]}\n"
               f"- 基线：`{living}`（{W.iso(d.baseline)} 版）")  # fmt: skip
    head_html = (f"<h3>每日简报：{F.TOPIC}（{W.zh_date(d.date)}）</h3>\n<ul>\n<li>实例：{d.instance}</li>\n"
                 f"<li>时间窗口：{d.window[0]} 至 {d.window[1]}</li>\n"
                 f"<li>基线：<code>{living}</code>（{W.iso(d.baseline)} 版）</li>\n</ul>")  # fmt: skip
    out.append((who, head_md, head_html))
    out.append((LEAD, "\x00P0收到，开始吧", None))
    for k, m in enumerate(new, 1):
        out.append((who, *_item(d, m, f"{W.STATUS_HANS['new']} {k}/{len(new)}")))
    for m in old:
        out.append((who, *_item(d, m, W.STATUS_HANS[m.status])))
    for m in side:
        out.append((who, *_item(d, m, W.STATUS_HANS[m.status])))
    reg = [f"{k}. 风险{W.LEVEL_HANS[e.risk]}，{'已解决' if e.resolved else '未解决'}：{e.hans}"
           for k, e in enumerate(d.entries, 1)]  # fmt: skip
    out.append((who, "**待核实**\n\n" + "\n".join(reg),
                "<p><strong>待核实</strong></p>\n<ol>\n" + "\n".join(f"<li>{_esc(x.split('. ', 1)[1])}</li>"
                                                                   for x in reg) + "\n</ol>"))  # fmt: skip
    out.append((LEAD, f"\x00R{len(out) - 1}👀", None))
    ids = "、".join(d.new_ids)
    out.append((who, f"计数：{W.counts_hans(d.counts)}\n新arXiv编号：{ids}",
                f"计数：{W.counts_hans(d.counts)}<br>\n新arXiv编号：{ids}"))  # fmt: skip
    src = [f"- `{s}`" + ("（空）" if s in d.empty_sources else "") for s in d.sources]
    out.append((who, "**已读来源**\n" + "\n".join(src),
                "<p><strong>已读来源</strong></p>\n<ul>\n" + "\n".join(
                    f"<li><code>{s}</code>{'（空）' if s in d.empty_sources else ''}</li>" for s in d.sources)
                + "\n</ul>"))  # fmt: skip
    out.append((who, f"{d.instance} 交接完毕，{F.HANDOVER}", None))
    return out


def export(d: Doc) -> dict:
    msgs = _messages(d)
    if d.kind == "brief":
        end = datetime.strptime(d.window[1], "%Y-%m-%d %H:%M").replace(tzinfo=UTC)
    else:
        end = datetime.combine(d.date, datetime.min.time(), UTC) + timedelta(hours=15, minutes=10)
    gaps = [29 + (k * 37) % 71 for k in range(len(msgs) - 1)]
    t = end - timedelta(seconds=sum(gaps))
    exported = end + timedelta(hours=2, minutes=13, seconds=7)
    events: list[dict] = []
    for k, (sender, md, htm) in enumerate(msgs):
        ts = int(t.timestamp() * 1000) + (k * 137) % 1000
        eid = _event_id(d.stem, str(k))
        if md.startswith("\x00R"):
            target = events[int(md[2:-1])]
            ev = {"type": "m.reaction", "content": {"m.relates_to": {"rel_type": "m.annotation",
                                                                     "event_id": target["event_id"], "key": md[-1]}}}  # fmt: skip
        elif md.startswith("\x00P"):
            target = events[int(md[2])]
            text = md[3:]
            quoted = target["content"]["body"].split("\n")
            body = "\n".join([f"> <{target['sender']}> {quoted[0]}"] + [f"> {q}" for q in quoted[1:]]) + f"\n\n{text}"
            fb = (f'<mx-reply><blockquote><a href="https://matrix.to/#/{ROOM}/{target["event_id"]}">In reply to</a> '
                  f'<a href="https://matrix.to/#/{target["sender"]}">{target["sender"]}</a><br>'
                  f"{target['content'].get('formatted_body', _esc(target['content']['body']))}</blockquote></mx-reply>"
                  f"{_esc(text)}")  # fmt: skip
            ev = {"type": "m.room.message", "content": {"msgtype": "m.text", "body": body,
                                                        "format": "org.matrix.custom.html", "formatted_body": fb,
                                                        "m.relates_to": {"m.in_reply_to": {"event_id": target["event_id"]}}}}  # fmt: skip
        else:
            content = {"msgtype": "m.text", "body": md}
            if htm is not None:
                content |= {"format": "org.matrix.custom.html", "formatted_body": htm}
            ev = {"type": "m.room.message", "content": content}
        age = int((exported - t).total_seconds() * 1000)
        events.append({"type": ev["type"], "room_id": ROOM, "sender": sender, "content": ev["content"],
                       "origin_server_ts": ts, "unsigned": {"age": age}, "event_id": eid, "user_id": sender,
                       "age": age})  # fmt: skip
        if k < len(gaps):
            t += timedelta(seconds=gaps[k])
    name = f"{F.TOPIC} 每日简报" if d.kind == "brief" else f"{F.TOPIC} 活文档"
    return {
        "room_name": name,
        "room_creator": LEAD,
        "topic": "多年冻土甲烷通量：每日交接与活文档",
        "export_date": f"{exported:%a, %d %b %Y %H:%M:%S} GMT",
        "exported_by": EXPORTER,
        "messages": events,
    }


def render(d: Doc) -> str:
    return json.dumps(export(d), ensure_ascii=False, indent=2)
