"""An e-mail (`.eml`, RFC 5322 with MIME) sent from Microsoft Outlook, simplified Chinese: the
writer mails the daily brief to the coordinator and the relay's list, answering the coordinator's
morning request. The message is HTML only: `Content-Type: text/html; charset="utf-8"` with
`Content-Transfer-Encoding: quoted-printable` (lines of at most 76 characters, `=` soft breaks, a
character's bytes split across them where they fall), the whole message with CRLF line ends. The
headers are Outlook's through Exchange Online: `From`, `To`, `CC`, `Subject` and `Thread-Topic` as
RFC 2047 `=?utf-8?B?…?=` encoded words (folded when long), `Thread-Index`, `Date` in UTC,
`Message-ID` (and for a reply `In-Reply-To` and `References`), `Accept-Language`,
`Content-Language`, the empty `X-MS-Has-Attach` and `X-MS-TNEF-Correlator`, `MIME-Version`.

The HTML is what Word writes for Outlook ("filtered medium"): the `<html xmlns:v xmlns:o xmlns:w
xmlns:m>` root, the Generator meta, a `<style>` of `@font-face`, `p.MsoNormal` and `@list`
definitions inside an HTML comment, `<!--[if gte mso 9]>` blocks, the body's `div.WordSection1`;
unquoted attribute values (`class=MsoNormal`), single-quoted styles with `mso-` properties; text
split into `<span lang=ZH-CN>` and `<span lang=EN-US>` runs by script; every paragraph closed with
`<o:p></o:p>` (an empty one `<o:p>&nbsp;</o:p>`); list items as `p.MsoListParagraph` with their
bullet or number between `<![if !supportLists]>` and `<![endif]>` (a Symbol `·`, a number, a
Wingdings `Ø` for the second level); tables `class=MsoTableGrid` with `mso-yfti-irow`; links
`<a href=…>`; source lines wrapped at spaces near 76 columns, as Word does.

The brief: a greeting, the header facts as paragraphs with bold labels (window, baseline path,
declared counts), the parts as bold paragraphs (Outlook users seldom use heading styles); the
sources a bulleted list; the 本次新增 items a numbered list whose second-level bullets are the
fields; the carried items a table; the adjacent items paragraphs; the register a table; the
arXiv ids a paragraph and bullets; the handover and a signature; then Outlook's reply header
(`发件人:`/`发送时间:`/`收件人:`/`主题:` under a top border) and the coordinator's request. The living
document is the relay bot's nightly mail of the same kind, a bold paragraph a section."""

from __future__ import annotations

import base64
import hashlib
import quopri
import re
from datetime import UTC, datetime, time, timedelta
from email.utils import format_datetime
from html import escape

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "eml"
LANG = "zh-hans"

S = W.STATUS_HANS
DOMAIN = "reef-relay.example.cn"
BOSS = ("林晓雯", f"lin.xiaowen@{DOMAIN}")
LIST = ("珊瑚礁白化预报接力组", f"reef-relay@{DOMAIN}")
BOT = ("reef-relay-bot", f"relay-bot@{DOMAIN}")
TEAM = "珊瑚礁白化预报接力组"
EMPTY = "——空，今日没有本主题内容"
UTC_OFFSET = timedelta(hours=8)  # the team's clock is Beijing time; Exchange stamps Date in UTC
CJK = re.compile(r"[\u3000-\u9fff\uff00-\uffef]+|[^\u3000-\u9fff\uff00-\uffef]+")
CELL = "border:solid windowtext 1.0pt;mso-border-alt:solid windowtext .5pt;padding:0cm 5.4pt 0cm 5.4pt"
GAP = "<span style='font:7.0pt \"Times New Roman\"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span>"


# --- Word's HTML --------------------------------------------------------------------------------------


def runs(s: str, style: str = "") -> str:
    """Text split into Word's language runs: Chinese (and full-width marks) ZH-CN, the rest EN-US."""
    css = f" style='{style}'" if style else ""
    return "".join(f"<span lang={lang(x)}{css}>{escape(x, quote=False)}</span>" for x in CJK.findall(s))


def lang(run: str) -> str:
    return "ZH-CN" if "\u3000" <= run[0] <= "\uffef" else "EN-US"


def bold(s: str) -> str:
    return f"<b>{runs(s)}</b>"


def a(href: str, s: str) -> str:
    return f'<a href="{escape(href)}">{runs(s)}</a>'


def p(inner: str, cls: str = "MsoNormal", style: str = "") -> str:
    css = f" style='{style}'" if style else ""
    close = "<o:p></o:p>"
    if inner.endswith("</span>"):  # Word closes the paragraph inside its last run
        inner = inner[: -len("</span>")] + close + "</span>"
    else:
        inner += close
    return f"<p class={cls}{css}>{inner}</p>"


def blank() -> str:
    return "<p class=MsoNormal><span lang=EN-US><o:p>&nbsp;</o:p></span></p>"


def heading(s: str) -> str:
    """A part's title as Outlook users write it: a bold paragraph in a larger size."""
    return p(f"<b>{runs(s, 'font-size:12.0pt')}</b>")


def li(inner: str, mark: str, lst: str, level: int = 1, font: str = "") -> str:
    indent = 18.0 + 21.0 * (level - 1)
    face = f" style='font-family:{font}'" if font else ""
    label = (
        f"<![if !supportLists]><span lang=EN-US{face}><span style='mso-list:Ignore'>{mark}{GAP}</span></span><![endif]>"
    )
    return p(label + inner, "MsoListParagraph",
             f"margin-left:{indent:.1f}pt;text-indent:-18.0pt;mso-list:{lst} level{level} lfo{lst[1:]}")  # fmt: skip


def table(head: list[str], rows: list[list[str]], widths: list[int]) -> str:
    def tr(n: int, cells: list[str], last: bool) -> str:
        mark = ";mso-yfti-firstrow:yes" if n == 0 else (";mso-yfti-lastrow:yes" if last else "")
        tds = "".join(f"\n  <td width={w} valign=top style='width:{w * 0.75:.1f}pt;{CELL}'>\n  {p(c)}\n  </td>"
                      for c, w in zip(cells, widths, strict=True))  # fmt: skip
        return f"\n <tr style='mso-yfti-irow:{n}{mark}'>{tds}\n </tr>"

    body = tr(0, [bold(h) for h in head], not rows)
    body += "".join(tr(n, r, n == len(rows)) for n, r in enumerate(rows, 1))
    return ("<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;"
            f"border:none;mso-border-alt:solid windowtext .5pt;mso-yfti-tbllook:1184;mso-padding-alt:0cm 5.4pt 0cm 5.4pt'>"
            f"{body}\n</table>")  # fmt: skip


def wrap(line: str, width: int = 76) -> list[str]:
    """Break a long source line at spaces near `width`, as Word does: in text or between a tag's
    attributes, never inside a quoted value, a comment or a conditional `<![…]>`."""
    out, start, last, quote, tag = [], 0, -1, "", ""
    for k, ch in enumerate(line):
        if tag:
            if quote:
                quote = "" if ch == quote else quote
            elif ch in "'\"" and line[k - 1] == "=":
                quote = ch
            elif ch == ">":
                tag = ""
        elif ch == "<":
            tag = line[k + 1 : k + 2] or "x"
        if ch == " " and not quote and tag not in ("!",):
            if k - start > width and last > start:
                out.append(line[start:last])
                start = last + 1
            last = k
    return [*out, line[start:]]


STYLE = """<style><!--
/* Font Definitions */
@font-face
	{font-family:等线;
	panose-1:2 1 6 0 3 1 1 1 1 1;}
@font-face
	{font-family:Consolas;
	panose-1:2 11 6 9 2 2 4 3 2 4;}
/* Style Definitions */
p.MsoNormal, li.MsoNormal, div.MsoNormal
	{margin:0cm;
	text-align:justify;
	text-justify:inter-ideograph;
	font-size:10.5pt;
	font-family:等线;}
a:link, span.MsoHyperlink
	{mso-style-priority:99;
	color:#0563C1;
	text-decoration:underline;}
p.MsoListParagraph, li.MsoListParagraph, div.MsoListParagraph
	{mso-style-priority:34;
	margin:0cm;
	text-align:justify;
	text-justify:inter-ideograph;
	text-indent:21.0pt;
	font-size:10.5pt;
	font-family:等线;}
span.EmailStyle20
	{mso-style-type:personal-reply;
	font-family:等线;
	color:windowtext;}
.MsoChpDefault
	{mso-style-type:export-only;
	font-size:10.0pt;}
@page WordSection1
	{size:612.0pt 792.0pt;
	margin:72.0pt 90.0pt 72.0pt 90.0pt;}
div.WordSection1
	{page:WordSection1;}
/* List Definitions */
@list l0
	{mso-list-id:1183545129;
	mso-list-type:hybrid;
	mso-list-template-ids:-1590433618 67698689 67698691 67698693 67698689 67698691 67698693 67698689 67698691 67698693;}
@list l0:level1
	{mso-level-number-format:bullet;
	mso-level-text:;
	mso-level-tab-stop:none;
	mso-level-number-position:left;
	margin-left:18.0pt;
	text-indent:-18.0pt;
	font-family:Symbol;}
@list l1
	{mso-list-id:640156734;
	mso-list-type:hybrid;
	mso-list-template-ids:1734553982 67698703 67698713 67698715 67698703 67698713 67698715 67698703 67698713 67698715;}
@list l1:level1
	{mso-level-tab-stop:none;
	mso-level-number-position:left;
	margin-left:18.0pt;
	text-indent:-18.0pt;}
@list l1:level2
	{mso-level-number-format:bullet;
	mso-level-text:Ø;
	mso-level-tab-stop:none;
	mso-level-number-position:left;
	margin-left:39.0pt;
	text-indent:-18.0pt;
	font-family:Wingdings;}
@list l2
	{mso-list-id:2011452271;
	mso-list-type:hybrid;
	mso-list-template-ids:-1866129406 67698689 67698691 67698693 67698689 67698691 67698693 67698689 67698691 67698693;}
@list l2:level1
	{mso-level-number-format:bullet;
	mso-level-text:;
	mso-level-tab-stop:none;
	mso-level-number-position:left;
	margin-left:18.0pt;
	text-indent:-18.0pt;
	font-family:Symbol;}
ol
	{margin-bottom:0cm;}
ul
	{margin-bottom:0cm;}
--></style><!--[if gte mso 9]><xml>
<o:shapedefaults v:ext="edit" spidmax="1026" />
</xml><![endif]--><!--[if gte mso 9]><xml>
<o:shapelayout v:ext="edit">
<o:idmap v:ext="edit" data="1" />
</o:shapelayout></xml><![endif]-->"""

ROOT = ('<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" '
        'xmlns:w="urn:schemas-microsoft-com:office:word" xmlns:m="http://schemas.microsoft.com/office/2004/12/omml" '
        'xmlns="http://www.w3.org/TR/REC-html40">')  # fmt: skip


def page(blocks: list[str]) -> str:
    head = ['<head>', '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">',
            '<meta name="Generator" content="Microsoft Word 15 (filtered medium)">', STYLE, "</head>",
            "<body lang=ZH-CN link=\"#0563C1\" vlink=\"#954F72\" style='text-justify-trim:punctuation'>",
            "<div class=WordSection1>"]  # fmt: skip
    lines = [x for b in blocks for x in b.split("\n")]
    return "\n".join([ROOT, *head, *[w for x in lines for w in wrap(x)], "</div>", "</body>", "</html>"]) + "\n"


# --- the brief and the living document -------------------------------------------------------------


def code(s: str) -> str:
    return runs(s, "font-family:Consolas")


def label_line(name: str, inner: str) -> str:
    return p(bold(f"{name}：") + inner)


def item(d: Doc, n: int, m: Mention) -> list[str]:
    w = F.work(m)
    L = [li(bold(w.name) + runs("（") + a(W.url(m), W.label_hans(m)) + runs("）"), f"{n}.", "l1")]
    fields = [
        f"建议归入：{W.section_hans(d, m.section)}",
        f"可信度：{W.CONFIDENCE_ZH[m.confidence]}",
        f"要点：{m.hans}。",
    ]
    fields += [f"数据：{W.fig_hans(f)}" for f in m.figures]
    L += [li(runs(x), "Ø", "l1", 2, "Wingdings") for x in fields]
    return L + [li(runs("来源：") + "、".join(code(s) for s in m.sources), "Ø", "l1", 2, "Wingdings")]


def old_table(d: Doc, old: list[Mention]) -> str:
    rows = []
    for m in old:
        said = "".join(f"另报 {W.fig_hans(f)}。" for f in m.figures)
        rows.append([bold(F.work(m).name), a(W.url(m), W.label_hans(m)), runs(W.section_hans(d, m.section)),
                     runs(W.carried_zh(m, S)), runs(f"{m.hans}。{said}")])  # fmt: skip
    return table(["条目", "链接", "节", "状态", "说明"], rows, [110, 130, 150, 120, 260])


def register(d: Doc) -> str:
    rows = [[runs(str(n)), runs(f"风险{W.RISK_ZH[e.risk]}"), runs("已解决" if e.resolved else "未解决"), runs(f"{e.hans}。")]
            for n, e in enumerate(d.entries, 1)]  # fmt: skip
    return table(["编号", "风险", "状态", "内容"], rows, [50, 60, 70, 390])


def reply_header(d: Doc, asked: datetime) -> list[str]:
    sent = f"{W.zh_date(asked.date())} {asked.hour}:{asked.minute:02d}"
    rows = [("发件人", f"{BOSS[0]} <{BOSS[1]}>"), ("发送时间", sent),
            ("收件人", f"{d.instance} <{d.instance}@{DOMAIN}>"), ("主题", subject(d, reply=False))]  # fmt: skip
    inner = "<br>".join(bold(f"{k}:") + runs(f" {v}") for k, v in rows)
    return ["<div>", "<div style='border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm'>",
            p(inner, style="text-align:left"), "</div>", "</div>", blank()]  # fmt: skip


def brief(d: Doc) -> list[str]:
    new, old, side = F.groups(d)
    B = [p(runs("各位好：")), blank(),
         p(runs(f"以下是 {F.TOPIC} 每日简报（{W.zh_date(d.date)}），由 {d.instance} 在 {d.window[1][11:]} 交班时整理。")),
         blank(), label_line("时间窗", runs(f"{d.window[0]} 至 {d.window[1]}")),
         label_line("基线活文档", code(F.living_path(EXT)) + runs(f"（{W.slash(d.baseline)} 版）")),
         label_line("声明计数", runs(W.counts_mail(d.counts))), blank(), heading("一、今日读过的来源")]  # fmt: skip
    B += [li(code(s) + (runs(EMPTY) if W.empty(d, s) else ""), "·", "l0", font="Symbol") for s in d.sources]
    B += [blank(), heading(f"二、{S['new']}")]
    for n, m in enumerate(new, 1):
        B += item(d, n, m)
    B += [blank(), heading(f"三、{S['carried-over']}与{S['anchored']}"), old_table(d, old), blank()]
    k = 3
    if side:
        B.append(heading(f"四、{S['adjacent']}（暂不进活文档）"))
        B += [p(bold(F.work(m).name) + runs(f"（{W.label_hans(m)}，{S[m.status]}）：{m.hans}。") + a(W.url(m), "摘要"))
              for m in side]  # fmt: skip
        B.append(blank())
        k = 4
    B += [heading(f"{'一二三四五六七'[k]}、待核实"), register(d), blank(), heading(f"{'一二三四五六七'[k + 1]}、可引用 arXiv 号"),
          p(runs(f"{S['new']}：{'、'.join(d.new_ids)}"))]  # fmt: skip
    B += [li(runs(f"{F.work(m).arxiv}：{W.carried_zh(m, S)}，{W.section_hans(d, m.section)}"), "·", "l2", font="Symbol")
          for m in old if F.work(m).arxiv]  # fmt: skip
    B += [blank(), p(runs(f"交班：{d.instance} {d.window[1][11:]}。如有问题请直接回复本邮件。")), blank(),
          p(runs(d.instance)), p(runs(TEAM, "font-size:9.0pt;color:#7F7F7F")), blank()]  # fmt: skip
    asked = datetime.combine(d.date, time(9, 2))
    return B + reply_header(d, asked) + [p(runs(f"{d.instance}：")), blank(),
                                         p(runs(f"今天的简报请你来写，{F.HANDOVER} 交班前发到组里，抄送我。谢谢！")),
                                         blank(), p(runs(BOSS[0]))]  # fmt: skip


def living(d: Doc) -> list[str]:
    B = [p(runs(f"{F.TOPIC} 活文档 {W.zh_date(d.date)}版")),
         p(runs("路径：") + code(F.living_path(EXT)) + runs("。本邮件由夜间接力根据每日简报自动生成，请勿直接回复。")), blank()]  # fmt: skip
    for num in d.sections:
        B.append(heading(W.section_hans(d, num)))
        here = [m for m in d.mentions if m.section == num]
        if not here:
            B.append(p(runs(f"本节暂无{S['anchored']}条目。")))
        for m in here:
            B += [p(bold(F.work(m).name) + runs("（") + a(W.url(m), W.label_hans(m)) + runs("）")),
                  label_line("状态", runs(W.carried_zh(m, S))), label_line("要点", runs(f"{m.hans}。"))]  # fmt: skip
            B += [label_line("数据", runs(W.fig_hans(f))) for f in m.figures]
            B.append(label_line("卡片", "、".join(code(s) for s in m.sources)))
        B.append(blank())
    return B


# --- the message ------------------------------------------------------------------------------------


def subject(d: Doc, reply: bool = True) -> str:
    if d.kind == "living":
        return f"【活文档】{F.TOPIC} {W.zh_date(d.date)}版"
    return f"{'答复: ' if reply else ''}{F.TOPIC} 每日简报 {W.zh_date(d.date)}"


def words(s: str) -> list[str]:
    """RFC 2047 `=?utf-8?B?…?=` encoded words of at most 45 bytes each, never a character split."""
    out, chunk = [], b""
    for ch in s:
        b = ch.encode("utf-8")
        if len(chunk) + len(b) > 45:
            out.append(chunk)
            chunk = b""
        chunk += b
    return [f"=?utf-8?B?{base64.b64encode(w).decode('ascii')}?=" for w in [*out, chunk]]


def encoded(s: str, name: str) -> str:
    """An unstructured header as Outlook writes it: its encoded words one per line after the first."""
    return f"{name}: " + "\n\t".join(words(s))


def address(who: tuple[str, str]) -> str:
    return f"{who[0]} <{who[1]}>" if who[0].isascii() else f"{' '.join(words(who[0]))} <{who[1]}>"


def ident(d: Doc, salt: str) -> bytes:
    return hashlib.sha256(f"{d.stem}/{salt}".encode()).digest()


def hexid(d: Doc, salt: str, n: int) -> str:
    return ident(d, salt).hex().upper()[:n]


def headers(d: Doc, sent: datetime) -> list[str]:
    me = (d.instance, f"{d.instance}@{DOMAIN}") if d.instance else BOT
    mid = f"<SEZPR06MB{hexid(d, 'mid', 26)}@SEZPR06MB{hexid(d, 'box', 4)}.apcprd06.prod.outlook.com>"
    index = base64.b64encode(ident(d, "thread")[: 27 if d.instance else 22]).decode()  # a reply adds 5 bytes
    H = [f"From: {address(me)}", f"To: {address(BOSS if d.instance else LIST)}"]
    H += [f"CC: {address(LIST)}"] if d.instance else []
    H += [encoded(subject(d), "Subject"), encoded(subject(d, reply=False), "Thread-Topic"), f"Thread-Index: {index}",
          f"Date: {format_datetime(sent.replace(tzinfo=UTC))}", f"Message-ID: {mid}"]  # fmt: skip
    if d.instance:
        asked = f"<SEZPR06MB{hexid(d, 'ask', 26)}@SEZPR06MB{hexid(d, 'boss', 4)}.apcprd06.prod.outlook.com>"
        H += [f"References: {asked}", f"In-Reply-To: {asked}"]
    return H + ["Accept-Language: zh-CN, en-US", "Content-Language: zh-CN", "X-MS-Has-Attach:", "X-MS-TNEF-Correlator:",
                "MIME-Version: 1.0", 'Content-Type: text/html; charset="utf-8"',
                "Content-Transfer-Encoding: quoted-printable"]  # fmt: skip


def render(d: Doc) -> str:
    local = datetime.combine(d.date, time(11, 25, 41) if d.instance else time(23, 38, 20))
    html = page(brief(d) if d.kind == "brief" else living(d))
    body = quopri.encodestring(html.encode("utf-8")).decode("ascii")
    assert all(len(x) <= 76 for x in body.split("\n"))
    text = "\n".join(headers(d, local - UTC_OFFSET)) + "\n\n" + body
    return text.replace("\n", "\r\n")


def text(raw: str) -> str:
    """What zoo4's key writer reads of the message: its HTML part, decoded."""
    from email import message_from_string, policy

    return message_from_string(raw, policy=policy.default).get_content()
