"""The brief as a wiki page saved by the browser as a single file (MHTML), simplified Chinese,
`.mhtml`.

Chrome's "Save page as > Webpage, Single File" writes a MIME message (RFC 2557): the headers
`From: <Saved by Blink>`, `Snapshot-Content-Location` (the page's address), a `Subject` holding
the page's title as RFC 2047 encoded-words (`=?utf-8?Q?...?=`, folded over several lines),
`Date`, `MIME-Version: 1.0` and `Content-Type: multipart/related` with `type="text/html"` and a
`----MultipartBoundary--...----` boundary; then one part a resource, each with its
`Content-Type`, `Content-ID` or `Content-Location`, and `Content-Transfer-Encoding:
quoted-printable` (RFC 2045: `=` and every byte outside printable ASCII as `=XX` with upper case
hex, lines no longer than 76 characters, soft line breaks as a final `=`); lines end in CRLF. The
HTML part is the page's DOM as serialized by the browser, with a `<meta http-equiv="Content-Type"
content="text/html; charset=UTF-8">` put first in the head and the stylesheet turned into a
`cid:` link to a `text/css` part.

The page is a team wiki page of a Beijing team (UTC+8): the brief's header as a table, the new
items as a table, the carried-over and adjacent items as lists, the register as a table, the
sources read as a numbered list.
"""

from __future__ import annotations

import email
import hashlib
from datetime import datetime, timedelta, timezone
from email.utils import format_datetime
from html import escape

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "mhtml"
LANG = "zh-hans"

CST = timezone(timedelta(hours=8))
WIKI = "https://wiki.xuebeng.example.cn"
S = W.STATUS_HANS

CSS = """@charset "utf-8";
body.doc-page { margin: 0; font-family: "PingFang SC", "Microsoft YaHei", sans-serif; color: #1f2329; }
.crumbs { padding: 8px 24px; font-size: 13px; color: #646a73; border-bottom: 1px solid #dee0e3; }
#content { max-width: 960px; margin: 24px auto; padding: 0 24px; line-height: 1.7; }
table { border-collapse: collapse; width: 100%; margin: 12px 0; }
th, td { border: 1px solid #dee0e3; padding: 6px 10px; vertical-align: top; text-align: left; }
th { background: #f5f6f7; white-space: nowrap; }
code { font-family: Menlo, Consolas, monospace; font-size: 12px; background: #f2f3f5; padding: 0 3px; }
.status-open { color: #d83931; } .status-done { color: #2ea121; }
.handover { margin-top: 32px; color: #646a73; font-size: 13px; }
"""


def _ids(d: Doc) -> tuple[str, str, str]:
    h = hashlib.sha1(d.stem.encode()).hexdigest()
    boundary = "----MultipartBoundary--" + "".join(c for c in (h + h.upper()) if c.isalnum())[:42] + "----"
    return boundary, h[:32].upper(), h[8:40].upper()


def _page(d: Doc) -> str:
    return f"{WIKI}/topics/{F.TOPIC}/" + ("living" if d.kind == "living" else f"briefs/{W.iso(d.date)}")


def _title(d: Doc) -> str:
    if d.kind == "living":
        return f"活文档：{F.TOPIC}"
    return f"每日简报：{F.TOPIC}，{W.zh_date(d.date)}"


def _name(m: Mention) -> str:
    """`<a href="https://arxiv.org/abs/3310.86078">DriftSlab</a>（arXiv:3310.86078）`."""
    w = F.work(m)
    tail = f"arXiv:{w.arxiv}" if w.arxiv else W.KIND_HANS[w.kind]
    return f'<a href="{escape(W.url(m))}">{escape(w.name)}</a>（{tail}）'


def _codes(paths: tuple[str, ...] | list[str]) -> str:
    return "<br>".join(f"<code>{escape(s)}</code>" for s in paths)


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    h = [
        f'<p class="byline">{escape(d.instance)} 于 {W.iso(d.date)} {F.HANDOVER} 交接 · 最后编辑 {F.HANDOVER}</p>',
        '<table class="meta">',
        "<tbody>",
        f"<tr><th>主题</th><td>{F.TOPIC}</td></tr>",
        f"<tr><th>交接</th><td>{escape(d.instance)}，{F.HANDOVER}</td></tr>",
        f"<tr><th>时间窗</th><td>{d.window[0]} 至 {d.window[1]}（北京时间）</td></tr>",
        f"<tr><th>基线</th><td><code>{F.living_path(EXT)}</code>（{W.iso(d.baseline)} 版）</td></tr>",
        f"<tr><th>计数</th><td>{W.counts_hans(d.counts)}</td></tr>",
        f"<tr><th>新arXiv编号</th><td>{'、'.join(d.new_ids)}</td></tr>",
        "<tr><th>涉及小节</th><td><ul>" + "".join(f"<li>{escape(W.section_hans(d, k))}</li>" for k in d.sections)
        + "</ul></td></tr>",
        "</tbody>",
        "</table>",
        f'<h2 id="new">{S["new"]}</h2>',
        '<table class="items">',
        "<thead><tr><th>#</th><th>条目</th><th>小节</th><th>数据</th><th>置信度</th><th>来源</th><th>要点</th></tr></thead>",
        "<tbody>",
    ]  # fmt: skip
    for k, m in enumerate(new, 1):
        figs = "<br>".join(escape(W.fig_hans(f)) for f in m.figures)
        h.append(f"<tr><td>{k}</td><td>{_name(m)}</td><td>{escape(W.section_hans(d, m.section))}</td>"
                 f"<td>{figs}</td><td>{W.LEVEL_HANS[m.confidence]}</td><td>{_codes(m.sources)}</td>"
                 f"<td>{escape(m.hans)}</td></tr>")  # fmt: skip
    h += ["</tbody>", "</table>", f'<h2 id="carried">{S["carried-over"]}与锚定</h2>', "<ul>"]
    for m in carried:
        parts = [W.carried_hans(m), W.section_hans(d, m.section)] + [W.fig_hans(f) for f in m.figures]
        h.append(f"<li><strong>{_name(m)}</strong>：{escape('；'.join(parts))}。{escape(m.hans)}</li>")
    h += ["</ul>", f'<h2 id="adjacent">{S["adjacent"]}</h2>', "<ul>"]
    for m in side:
        h.append(f"<li>{_name(m)}，{S[m.status]}：{escape(m.hans)}</li>")
    h += ["</ul>", '<h2 id="verify">待核实</h2>', '<table class="register">',
          "<thead><tr><th>#</th><th>风险</th><th>状态</th><th>内容</th></tr></thead>", "<tbody>"]  # fmt: skip
    for k, e in enumerate(d.entries, 1):
        state = '<span class="status-done">已解决</span>' if e.resolved else '<span class="status-open">未解决</span>'
        h.append(f"<tr><td>{k}</td><td>{W.LEVEL_HANS[e.risk]}</td><td>{state}</td><td>{escape(e.hans)}</td></tr>")
    h += ["</tbody>", "</table>", '<h2 id="sources">已读来源</h2>', "<ol>"]
    for s in d.sources:
        h.append(f"<li><code>{escape(s)}</code>" + ("（空）" if s in d.empty_sources else "") + "</li>")
    h += ["</ol>", f'<p class="handover">交接：{escape(d.instance)}，{F.HANDOVER}</p>']
    return h


def _living(d: Doc) -> list[str]:
    h = [f'<p class="byline">版本 {W.iso(d.date)} · 雪崩组维护</p>']
    for k in d.sections:
        h.append(f'<h2 id="s{k}">{escape(W.section_hans(d, k))}</h2>')
        here = [m for m in d.mentions if m.section == k]
        if not here:
            h.append('<p class="empty">暂无已锚定条目。</p>')
            continue
        h += ['<table class="items">',
              "<thead><tr><th>条目</th><th>状态</th><th>数据</th><th>卡片</th><th>要点</th></tr></thead>", "<tbody>"]  # fmt: skip
        for m in here:
            figs = "<br>".join(escape(W.fig_hans(f)) for f in m.figures)
            h.append(f"<tr><td>{_name(m)}</td><td>{escape(W.carried_hans(m))}</td><td>{figs}</td>"
                     f"<td>{_codes(m.sources)}</td><td>{escape(m.hans)}</td></tr>")  # fmt: skip
        h += ["</tbody>", "</table>"]
    return h


def html(d: Doc) -> str:
    _, css_id, _ = _ids(d)
    title = _title(d)
    body = _brief(d) if d.kind == "brief" else _living(d)
    return "\n".join([
        '<!DOCTYPE html><html lang="zh-CN"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">'
        f'<link rel="stylesheet" type="text/css" href="cid:css-{css_id}@mhtml.blink" />',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)} - 雪崩组知识库</title>",
        "</head>",
        '<body class="doc-page">',
        f'<nav class="crumbs"><a href="{WIKI}/">知识库</a> / <a href="{WIKI}/topics/{F.TOPIC}/">{F.TOPIC}</a> / '
        f"<span>{'活文档' if d.kind == 'living' else '每日简报'}</span></nav>",
        '<article id="content">',
        f"<h1>{escape(title)}</h1>",
        *body,
        "</article>",
        "</body></html>",
    ])  # fmt: skip


def qp(text: str) -> str:
    """Quoted-printable (RFC 2045 §6.7) as Blink writes it: CRLF line ends, soft breaks at 76."""
    out = []
    for line in text.split("\n"):
        data = line.encode("utf-8")
        tokens = []
        for i, byte in enumerate(data):
            ch = chr(byte)
            if byte in (0x20, 0x09) and i == len(data) - 1:
                tokens.append(f"={byte:02X}")
            elif (33 <= byte <= 126 and ch != "=") or byte in (0x20, 0x09):
                tokens.append(ch)
            else:
                tokens.append(f"={byte:02X}")
        cur = ""
        for tok in tokens:
            if len(cur) + len(tok) > 75:
                out.append(cur + "=")
                cur = ""
            cur += tok
        out.append(cur)
    return "\r\n".join(out)


def _subject(title: str) -> str:
    """The title as RFC 2047 Q encoded-words of whole characters, one a line, at most 75 characters each."""
    words, cur = [], ""
    for ch in title:
        enc = "".join(c if c.isascii() and (c.isalnum() or c in "!*+-/") else f"={b:02X}"
                      for c, b in ((chr(x), x) for x in ch.encode("utf-8")))  # fmt: skip
        enc = "_" if ch == " " else enc
        if len("=?utf-8?Q?" + cur + enc + "?=") > 75:
            words.append(cur)
            cur = ""
        cur += enc
    words.append(cur)
    return "\r\n ".join(f"=?utf-8?Q?{w}?=" for w in words)


def render(d: Doc) -> str:
    boundary, css_id, frame_id = _ids(d)
    if d.kind == "brief":
        saved = datetime.strptime(d.window[1], "%Y-%m-%d %H:%M").replace(tzinfo=CST) + timedelta(minutes=3, seconds=41)
    else:
        saved = datetime(d.date.year, d.date.month, d.date.day, 9, 12, 7, tzinfo=CST)
    head = [
        "From: <Saved by Blink>",
        f"Snapshot-Content-Location: {_page(d)}",
        f"Subject: {_subject(_title(d) + ' - 雪崩组知识库')}",
        f"Date: {format_datetime(saved)}",
        "MIME-Version: 1.0",
        "Content-Type: multipart/related;",
        '\ttype="text/html";',
        f'\tboundary="{boundary}"',
        "",
        "",
    ]
    html_part = [
        f"--{boundary}",
        "Content-Type: text/html",
        f"Content-ID: <frame-{frame_id}@mhtml.blink>",
        "Content-Transfer-Encoding: quoted-printable",
        f"Content-Location: {_page(d)}",
        "",
        qp(html(d)),
    ]
    css_part = [
        f"--{boundary}",
        "Content-Type: text/css",
        "Content-Transfer-Encoding: quoted-printable",
        f"Content-Location: cid:css-{css_id}@mhtml.blink",
        "",
        qp(CSS),
    ]
    return "\r\n".join(head + html_part + css_part + [f"--{boundary}--", ""])


def text(out: str) -> str:
    """The page's HTML, its quoted-printable taken off (what the browser shows the page from)."""
    msg = email.message_from_string(out)
    part = next(p for p in msg.walk() if p.get_content_type() == "text/html")
    return part.get_payload(decode=True).decode("utf-8")
