"""A Unix mbox (.mbox), simplified Chinese, as a mail client saves a mailing-list thread: each
message starts with a `From <address> <asctime>` separator line, then RFC 5322 headers (`From`,
`To`, `Subject`, `Date`, `Message-ID`, `In-Reply-To`/`References` for replies, `MIME-Version`,
`Content-Type: text/plain; charset=utf-8`, `Content-Transfer-Encoding: 8bit`), non-ASCII display
names and subjects as RFC 2047 encoded words, a blank line and the body (8-bit UTF-8, a `-- `
signature line), and a blank line before the next separator. The brief is the writer's message to
the relay list; a colleague replies quoting the to-verify part with `> ` lines, and a member's
out-of-office auto-reply (`Auto-Submitted: auto-replied`) answers the list too. The living document
is one message the relay's bot sends to the list after the nightly merge."""

from __future__ import annotations

from datetime import datetime, time, timedelta, timezone
from email.header import Header
from email.utils import format_datetime, formataddr

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "mbox"
LANG = "zh-hans"

DOMAIN = "relay.example.cn"
LIST = f"wildfire-relay@lists.{DOMAIN}"
LIST_NAME = "火情预报接力"
MATE = ("周蔚", "zhouwei")
AWAY = ("梁思远", "liangsiyuan")
BOT = ("接力机器人", "relay-bot")
TZ = timedelta(hours=8)


def addr(name: str, local: str) -> str:
    """`=?utf-8?b?...?= <local@relay.example.cn>` for a Chinese display name."""
    display = Header(name, "utf-8").encode() if not name.isascii() else name
    return formataddr((display, f"{local}@{DOMAIN}"))


def list_addr() -> str:
    return formataddr((Header(LIST_NAME, "utf-8").encode(), LIST))


def subject(text: str) -> str:
    return Header(text, "utf-8", maxlinelen=76).encode() if not text.isascii() else text


def when(t: datetime) -> str:
    """`Fri, 14 Apr 2028 21:02:11 +0800`."""
    return format_datetime(t.replace(tzinfo=timezone(TZ)))


def separator(local: str, t: datetime) -> str:
    """The mbox `From ` line: sender and the delivery time in asctime form, UTC."""
    u = t - TZ
    return f"From {local}@{DOMAIN} {u:%a %b} {u.day:>2} {u:%H:%M:%S %Y}"


def msgid(d: Doc, what: str) -> str:
    return f"<{d.date:%Y%m%d}.{what}.{F.TOPIC}@{DOMAIN}>"


def message(sep: str, headers: list[tuple[str, str]], body: list[str]) -> list[str]:
    L = [sep] + [f"{k}: {v}" for k, v in headers]
    L += ["MIME-Version: 1.0", "Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: 8bit", ""]
    return L + body + [""]


def title(d: Doc) -> str:
    if d.kind == "living":
        return f"[{F.TOPIC}] 知识活文档（{W.zh_date(d.date)}版）"
    return f"[{F.TOPIC}] 每日简报 {W.zh_date(d.date)}"


def _new(d: Doc, n: int, m: Mention) -> list[str]:
    w = F.work(m)
    L = [f"  {n}. {w.name}", f"     {W.label_hans(m)} <{W.url(m)}>"]
    L.append(f"     建议章节：{W.section_hans(d, m.section)}；把握：{W.CONFIDENCE_ZH[m.confidence]}")
    L.append(f"     要点：{m.hans}。")
    if m.figures:
        L.append("     数据：" + "；".join(W.fig_hans(f) for f in m.figures))
    L.append(f"     来源：{'，'.join(m.sources)}")
    return L + [""]


def register(d: Doc) -> list[str]:
    L = ["五、待核实", ""]
    for e in d.entries:
        flag = f"[已解决·{W.RISK_HANS[e.risk]}]" if e.resolved else f"[{W.RISK_HANS[e.risk]}]"
        L.append(f"  {flag} {e.hans}。")
    return L + [""]


def brief_body(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    st = W.STATUS_HANS
    L = [
        "各位好，",
        "",
        f"以下是 {F.TOPIC} 的每日简报（{W.zh_date(d.date)}）。",
        "",
        f"撰写：{d.instance}",
        f"时间窗：{d.window[0]} → {d.window[1]}",
        f"基线：{F.living_path(EXT)}（{W.zh_date(d.baseline)}版）",
        f"申报：{W.counts_hans(d.counts)}",
        "",
        "一、已读来源",
        "",
    ]
    L += [f"  * {s}（空，今天没有本主题内容）" if W.empty(d, s) else f"  * {s}" for s in d.sources]
    L += ["", f"二、{st['new']}", ""]
    for n, m in enumerate(new, 1):
        L += _new(d, n, m)
    L += [f"三、{st['carried-over']}与{st['anchored']}", ""]
    for m in carried:
        s = f"  - {F.work(m).name}（{W.label_hans(m)}）{W.carried_hans(m)}，{W.section_hans(d, m.section)}：{m.hans}。"
        s += "".join(f"{W.fig_hans(f)}。" for f in m.figures)
        L += [s, f"    <{W.url(m)}>"]
    L.append("")
    L += [f"四、{st['adjacent']}与{st['candidate']}", ""]
    if side:
        for m in side:
            L += [f"  - {F.work(m).name}（{W.label_hans(m)}），{st[m.status]}：{m.hans}。", f"    <{W.url(m)}>"]
    else:
        L.append("  （无）")
    L.append("")
    L += register(d)
    L += ["六、可引用 arXiv 编号", "", f"  {st['new']}：{'、'.join(d.new_ids)}"]
    L += [
        f"  {F.work(m).arxiv} {W.carried_hans(m)}，{W.section_hans(d, m.section)}" for m in carried if F.work(m).arxiv
    ]
    return L + ["", "-- ", d.instance, f"{LIST_NAME} · 交班时间 {d.window[1][11:]}"]


DOUBT = {
    14: "只有一个火季的话，我倾向先不锚入，等第二条山脉的数据。",
    15: "气象站文件那条我去问维护者，有消息回在这个线程里。",
    16: "同意继续挂着，明天的接力再追一次作者。",
}


def _brief(d: Doc) -> list[str]:
    hh, mm = map(int, d.window[1][11:].split(":"))
    t = datetime.combine(d.date, time(hh, mm)) + timedelta(minutes=2, seconds=11)
    me = d.instance
    subj = title(d)
    first = msgid(d, me)
    L = message(
        separator(me, t),
        [("From", addr(me, me)), ("To", list_addr()),
         ("Subject", subject(subj)), ("Date", when(t)), ("Message-ID", first)],
        brief_body(d),
    )  # fmt: skip
    t2 = t + timedelta(seconds=54)
    L += message(
        separator(AWAY[1], t2),
        [("From", addr(AWAY[0], AWAY[1])), ("To", addr(me, me)), ("Subject", subject(f"自动回复：{subj}")),
         ("Date", when(t2)), ("Message-ID", msgid(d, "auto." + AWAY[1])), ("In-Reply-To", first),
         ("References", first), ("Auto-Submitted", "auto-replied"), ("X-Autoreply", "yes")],
        ["您好，我 4 月 13 日至 4 月 20 日休假，期间不查看邮件。", "急事请联系值班同事。", "", "梁思远"],
    )  # fmt: skip
    t3 = t + timedelta(minutes=17, seconds=40)
    quoted = [f"在 {W.zh_date(d.date)} {d.window[1][11:]}，{me} 写道：", ">"]
    quoted += [f"> {x}".rstrip() for x in register(d)[:-1]]
    L += message(
        separator(MATE[1], t3),
        [("From", addr(MATE[0], MATE[1])), ("To", list_addr()), ("Cc", addr(me, me)), ("Subject", subject(f"Re: {subj}")),
         ("Date", when(t3)), ("Message-ID", msgid(d, "re." + MATE[1])), ("In-Reply-To", first),
         ("References", first)],
        [f"{me}，辛苦了。", "", *quoted, "", DOUBT[d.date.day], "", "-- ", "周蔚"],
    )  # fmt: skip
    return L


def _living(d: Doc) -> list[str]:
    t = datetime.combine(d.date, time(23, 40, 3))
    body = [f"{F.TOPIC} 知识活文档，{W.zh_date(d.date)}版，由夜间接力根据每日简报维护。", ""]
    for num in d.sections:
        body += [W.section_hans(d, num), ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            body += ["  （本节暂无锚入条目）", ""]
        for m in here:
            body += [
                f"  * {F.work(m).name}（{W.label_hans(m)}）{W.zh_md(m.anchored_on)}{W.STATUS_HANS['anchored']}",
                f"    卡片：{'，'.join(m.sources)}",
                f"    {m.hans}。{'；'.join(W.fig_hans(f) for f in m.figures)}",
                f"    <{W.url(m)}>",
                "",
            ]
    body += ["-- ", f"{BOT[0]}（自动发送，请勿直接回复）"]
    return message(
        separator(BOT[1], t),
        [("From", addr(BOT[0], BOT[1])), ("To", list_addr()), ("Subject", subject(title(d))), ("Date", when(t)),
         ("Message-ID", msgid(d, "living")), ("Auto-Submitted", "auto-generated")],
        body,
    )  # fmt: skip


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d))
