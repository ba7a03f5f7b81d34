"""An Atom feed (`.xml`, RFC 4287), simplified Chinese, as a static blog generator (jekyll-feed)
writes it for the relay's blog: `<?xml …?>`, `<feed xmlns="http://www.w3.org/2005/Atom"
xml:lang="zh-CN">` with generator, self and alternate links, updated, id, title, subtitle and the
feed's author, then `<entry>` elements (title, link, published, updated, id, `<content
type="html">` holding the post as escaped HTML, author/name, category, summary). Each document is
its own feed file holding the post of that day (the brief, or the living knowledge page) and,
after it, one older unrelated post (a dive-log note that names no work)."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta, timezone
from xml.sax.saxutils import escape

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "xml"
LANG = "zh-hans"

SITE = "https://reef-relay.example.cn"
TZ = timezone(timedelta(hours=8))


def stamp(t: datetime) -> str:
    """`2028-06-10T20:00:00+08:00`."""
    return t.isoformat()


def title(d: Doc) -> str:
    if d.kind == "living":
        return f"{F.TOPIC} 活文档（{W.zh_date(d.date)}版）"
    return f"{F.TOPIC} 每日简报（{W.zh_date(d.date)}）"


def permalink(d: Doc) -> str:
    slug = "knowledge" if d.kind == "living" else f"{F.TOPIC}-brief"
    return f"{SITE}/{d.date:%Y/%m/%d}/{slug}.html"


def _link(m: Mention) -> str:
    return f'<a href="{W.url(m)}">{W.label_hans(m)}</a>'


def _code(paths) -> str:
    return "、".join(f"<code>{s}</code>" for s in paths)


def brief_html(d: Doc) -> str:
    new, carried, side = F.groups(d)
    L = [f"<p>撰写：{d.instance}</p>", "<ul>", f"<li>时间窗：{d.window[0]} → {d.window[1]}</li>",
         f"<li>基线：<code>{F.living_path(EXT)}</code>（{W.zh_date(d.baseline)}版）</li>",
         f"<li>申报：{W.counts_hans(d.counts)}</li>", "</ul>", '<h2 id="sources">已读来源</h2>', "<ul>"]  # fmt: skip
    L += [f"<li><code>{s}</code>（空，今天没有本主题内容）</li>" if W.empty(d, s) else f"<li><code>{s}</code></li>"
          for s in d.sources]  # fmt: skip
    L += ["</ul>", f'<h2 id="new">{W.STATUS_HANS["new"]}</h2>']
    for n, m in enumerate(new, 1):
        L += [f"<h3>{n}. {F.work(m).name}</h3>", "<dl>", f"<dt>链接</dt><dd>{_link(m)}</dd>",
              f"<dt>建议章节</dt><dd>{W.section_hans(d, m.section)}</dd>",
              f"<dt>信心</dt><dd>{W.CONFIDENCE_ZH[m.confidence]}</dd>", f"<dt>要点</dt><dd>{m.hans}。</dd>"]  # fmt: skip
        if m.figures:
            L += ["<dt>数据</dt>"] + [f"<dd>{W.fig_hans(f)}</dd>" for f in m.figures]
        L += [f"<dt>阅读来源</dt><dd>{_code(m.sources)}</dd>", "</dl>"]
    L += ['<h2 id="carried">延续与已锚定</h2>', "<table>", "<thead>",
          "<tr><th>条目</th><th>链接</th><th>章节</th><th>状态</th><th>说明</th></tr>", "</thead>", "<tbody>"]  # fmt: skip
    for m in carried:
        note = m.hans + "。" + "".join(f"报告值：{W.fig_hans(f)}。" for f in m.figures)
        L.append(f"<tr><td>{F.work(m).name}</td><td>{_link(m)}</td><td>{W.section_hans(d, m.section)}</td>"
                 f"<td>{W.carried_hans(m)}</td><td>{note}</td></tr>")  # fmt: skip
    L += ["</tbody>", "</table>"]
    if side:
        L += ['<h2 id="adjacent">相邻与候选</h2>', "<ul>"]
        L += [f"<li><strong>{F.work(m).name}</strong>（{_link(m)}），{W.STATUS_HANS[m.status]}：{m.hans}。</li>"
              for m in side]  # fmt: skip
        L.append("</ul>")
    L += ['<h2 id="verify">待核实</h2>']
    for ent in d.entries:
        kind, head = ("tip", "已解决") if ent.resolved else ("warning", "待核实")
        L.append(f'<blockquote class="{kind}"><p><strong>{head}（{W.RISK_ZH[ent.risk]}风险）</strong>'
                 f"{ent.hans}。</p></blockquote>")  # fmt: skip
    L += ['<h2 id="ids">可引用的 arXiv 编号</h2>', f"<pre><code>{W.STATUS_HANS['new']}：{'、'.join(d.new_ids)}"]
    L += [f"{F.work(m).arxiv}  {W.carried_hans(m)}  {W.section_hans(d, m.section)}" for m in carried
          if F.work(m).arxiv]  # fmt: skip
    L += ["</code></pre>", f"<p>交班时间 {d.window[1][11:]}，交班人 {d.instance}。</p>"]
    return "\n".join(L) + "\n"


def living_html(d: Doc) -> str:
    L = [f"<p>由夜间接力根据每日简报维护，本页为 {W.zh_date(d.date)} 版（{F.TOPIC}，"
         f"<code>{F.living_path(EXT)}</code>）。</p>"]  # fmt: skip
    for num in d.sections:
        L.append(f'<h2 id="sec-{num.replace(".", "-")}">{W.section_hans(d, num)}</h2>')
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L.append("<p>本节尚无已锚定条目。</p>")
        for m in here:
            L += [f"<h3>{F.work(m).name}</h3>", "<ul>", f"<li>链接：{_link(m)}</li>",
                  f"<li>状态：{W.zh_md(m.anchored_on)}{W.STATUS_HANS['anchored']}</li>",
                  f"<li>卡片：{_code(m.sources)}</li>"]  # fmt: skip
            L += [f"<li>{W.fig_hans(f)}</li>" for f in m.figures]
            L += ["</ul>", f"<p>{m.hans}。</p>"]
    return "\n".join(L) + "\n"


OLD_DAY = date(2028, 5, 28)
OLD_TITLE = "潜水日志：五月底的海况"
OLD_HTML = ("<p>本周东北风偏强，外礁能见度只有八米左右，周六的样带调查改到周日上午。</p>\n"
            "<p>新来的两位志愿者已经完成浮力控制训练，下周起可以跟队记录。</p>\n")  # fmt: skip


def _entry(t: str, link: str, published: datetime, updated: datetime, author: str, tags: list[str], page: str,
           summary: str) -> list[str]:  # fmt: skip
    L = ["<entry>", f'<title type="html">{escape(t)}</title>',
         f'<link href="{link}" rel="alternate" type="text/html" title="{escape(t)}" />',
         f"<published>{stamp(published)}</published>", f"<updated>{stamp(updated)}</updated>",
         f"<id>{link}</id>", f'<content type="html" xml:base="{link}">{escape(page)}</content>',
         "<author>", f"<name>{author}</name>", "</author>"]  # fmt: skip
    L += [f'<category term="{x}" />' for x in tags]
    return L + [f'<summary type="html">{escape(summary)}</summary>', "</entry>"]


def render(d: Doc) -> str:
    if d.kind == "brief":
        pub = datetime.combine(d.date, time(20, 0), tzinfo=TZ)
        upd = pub + timedelta(minutes=7)
        author, page, tags = d.instance, brief_html(d), ["brief", F.TOPIC, d.instance]
        summary = f"{d.instance} 的 {F.TOPIC} 每日简报：{W.counts_hans(d.counts)}。"
    else:
        pub = datetime.combine(d.date, time(23, 40), tzinfo=TZ)
        upd = pub
        author, page, tags = "relay-bot", living_html(d), ["knowledge", F.TOPIC]
        summary = f"{F.TOPIC} 活文档，{W.zh_date(d.date)}版。"
    old = datetime.combine(OLD_DAY, time(9, 30), tzinfo=TZ)
    L = ['<?xml version="1.0" encoding="utf-8"?>',
         '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="zh-CN">',
         '<generator uri="https://jekyllrb.com/" version="4.3.4">Jekyll</generator>',
         f'<link href="{SITE}/feed.xml" rel="self" type="application/atom+xml" />',
         f'<link href="{SITE}/" rel="alternate" type="text/html" hreflang="zh-CN" />',
         f"<updated>{stamp(upd)}</updated>", f"<id>{SITE}/feed.xml</id>",
         '<title type="html">珊瑚礁监测接力</title>', "<subtitle>夜间接力的每日简报与活文档</subtitle>",
         "<author>", "<name>reef-relay</name>", "</author>"]  # fmt: skip
    L += _entry(title(d), permalink(d), pub, upd, author, tags, page, summary)
    L += _entry(OLD_TITLE, f"{SITE}/2028/05/28/dive-log.html", old, old, "reef-relay", ["dive-log"], OLD_HTML,
                "五月底的海况与志愿者训练。")  # fmt: skip
    return "\n".join(L + ["</feed>"]) + "\n"
