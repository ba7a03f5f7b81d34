"""The zoo11 word-processor exports: an RTF file as Word writes it, a Google Docs document
downloaded as plain text (see layouts.py)."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from .wording import _closing, _counts_en, _fig_en, _fig_hans, _groups, _long, _short, _zh

# ---------------------------------------------------------------------------------------------
# rtf: a word-processor export

_RTF_WORDS = {"–": "\\endash ", "—": "\\emdash ", "‘": "\\lquote ", "’": "\\rquote ", "“": "\\ldblquote ",
              "”": "\\rdblquote ", "\t": "\\tab ", "\n": "\\line "}  # fmt: skip


def _r(s: str) -> str:
    """Plain text as RTF: the three special characters escaped, non-ASCII as \\uN? (UTF-16 units)."""
    out = []
    for ch in s:
        if ch in "\\{}":
            out.append("\\" + ch)
        elif ch in _RTF_WORDS:
            out.append(_RTF_WORDS[ch])
        elif ord(ch) < 128:
            out.append(ch)
        else:
            b = ch.encode("utf-16-le")
            for i in range(0, len(b), 2):
                n = int.from_bytes(b[i : i + 2], "little")
                out.append(f"\\u{n - 65536 if n > 32767 else n}?")
    return "".join(out)


def _rlink(url: str, text: str) -> str:
    return f'{{\\field{{\\*\\fldinst{{HYPERLINK "{url}"}}}}{{\\fldrslt{{\\cs15\\ul\\cf2 {_r(text)}}}}}}}'


def _rwork(m: Mention) -> str:
    w = F.work(m)
    return _rlink(w.url, w.name) if w.url else _r(w.name)


def _rid(m: Mention) -> str:
    w = F.work(m)
    if w.arxiv:
        return _rlink(f"https://arxiv.org/abs/{w.arxiv}", f"arXiv:{w.arxiv}")
    return _r(f"n/a ({w.kind})")


_RTF_HEAD = r"""{\rtf1\ansi\ansicpg1252\uc1\deff1\deflang2057\deflangfe2057
{\fonttbl{\f0\froman\fcharset0\fprq2 Times New Roman;}{\f1\fswiss\fcharset0\fprq2 Calibri;}{\f2\fswiss\fcharset0\fprq2 Calibri Light;}{\f3\fbidi\froman\fcharset2\fprq2 Symbol;}}
{\colortbl;\red0\green0\blue0;\red5\green99\blue193;\red31\green56\blue100;}
{\stylesheet{\ql\sa160\sl259\slmult1\f1\fs22\lang2057 \snext0 Normal;}{\s1\ql\sb240\sa0\keepn\outlinelevel0\f2\fs32\cf3 \sbasedon0\snext0 heading 1;}{\s2\ql\sb40\sa0\keepn\outlinelevel1\f2\fs26\cf3 \sbasedon0\snext0 heading 2;}{\s3\ql\sa0\fi-360\li720\f1\fs22 \sbasedon0\snext3 List Paragraph;}{\*\cs15\ul\cf2 \sbasedon10 Hyperlink;}{\*\ts11\tsrowd\trgaph108\trleft0 \snext11 Table Grid;}}
{\*\listtable{\list\listtemplateid1\listhybrid{\listlevel\levelnfc23\levelnfcn23\leveljc0\leveljcn0\levelfollow0\levelstartat1\levelspace0\levelindent0{\leveltext\leveltemplateid134807553\'01\u-3913 ?;}{\levelnumbers;}\f3\fbias0 \fi-360\li720\lin720 }{\listname ;}\listid1}{\list\listtemplateid2{\listlevel\levelnfc0\levelnfcn0\leveljc0\leveljcn0\levelfollow0\levelstartat1{\leveltext\'02\'00.;}{\levelnumbers\'01;}\fi-432\li432\lin432 }{\listlevel\levelnfc0\levelnfcn0\leveljc0\leveljcn0\levelfollow0\levelstartat1{\leveltext\'04\'00.\'01;}{\levelnumbers\'01\'03;}\fi-576\li576\lin576 }{\listname ;}\listid2}}
{\*\listoverridetable{\listoverride\listid1\listoverridecount0\ls1}{\listoverride\listid2\listoverridecount0\ls2}}
"""


def _rinfo(title: str, author: str | None, d: date) -> str:
    who = f"{{\\author {author}}}{{\\operator {author}}}" if author else "{\\author relay}{\\operator relay}"
    return (
        f"{{\\info{{\\title {_r(title)}}}{who}"
        f"{{\\creatim\\yr{d.year}\\mo{d.month}\\dy{d.day}\\hr22\\min5}}"
        f"{{\\revtim\\yr{d.year}\\mo{d.month}\\dy{d.day}\\hr22\\min5}}{{\\version3}}}}\n"
        "{\\*\\generator Microsoft Word 16.0;}\\paperw11906\\paperh16838\\margl1440\\margr1440"
        "\\margt1440\\margb1440\\viewkind1\\uc1\n"
    )


def _rp(body: str, extra: str = "") -> str:
    return f"\\pard\\plain\\ql\\sa160\\sl259\\slmult1{extra}\\f1\\fs22 {body}\\par"


def _rh1(text: str) -> str:
    return f"\\pard\\plain\\s1\\ql\\sb240\\sa0\\keepn\\outlinelevel0\\f2\\fs32\\cf3 {_r(text)}\\par"


def _rh2(body: str) -> str:
    return f"\\pard\\plain\\s2\\ql\\sb40\\sa0\\keepn\\outlinelevel1\\f2\\fs26\\cf3 {body}\\par"


def _rnum_h2(number: str, text: str) -> str:
    """A heading numbered by Word's multilevel list: the number lives only in \\listtext."""
    return (
        f"{{\\listtext\\pard\\plain\\f2\\fs26\\cf3 {number}\\tab}}\\pard\\plain\\s2\\ql\\fi-576\\li576\\sb40\\sa0"
        f"\\keepn\\outlinelevel1\\ls2\\ilvl1\\f2\\fs26\\cf3 {_r(text)}\\par"
    )


def _rbullet(body: str) -> str:
    return (
        "{\\listtext\\pard\\plain\\f3\\fs22 \\'b7\\tab}\\pard\\plain\\s3\\ql\\fi-360\\li720\\sa0\\ls1\\f1\\fs22 "
        f"{body}\\par"
    )


def _rtable(widths: list[int], rows: list[list[str]]) -> list[str]:
    brd = "\\brdrs\\brdrw10 "
    out = []
    for i, row in enumerate(rows):
        x, cells = 0, []
        for w in widths:
            x += w
            cells.append(
                f"\\clvertalt\\clbrdrt{brd}\\clbrdrl{brd}\\clbrdrb{brd}\\clbrdrr{brd}\\cltxlrtb\\clftsWidth3\\clwWidth{w}\\cellx{x}"
            )
        hdr = "\\trhdr" if i == 0 else ""
        out.append(
            f"\\trowd\\irow{i}\\irowband{i}\\ts11\\trgaph108\\trleft0{hdr}\\trbrdrt{brd}\\trbrdrl{brd}\\trbrdrb{brd}"
            f"\\trbrdrr{brd}\\trbrdrh{brd}\\trbrdrv{brd}" + "".join(cells)
        )
        content = "".join((f"{{\\b {c}}}" if i == 0 else c) + "\\cell " for c in row)
        out.append(f"\\pard\\plain\\ql\\sa0\\intbl\\f1\\fs20 {content}\\row")
    out.append(_rp(""))
    return out


def _rtf_living(d: Doc) -> str:
    L = [_RTF_HEAD + _rinfo("Retrieval - living knowledge document", None, d.date)]
    L.append(_rh1("Retrieval – Living Knowledge Document"))
    L.append(_rp(f"{{\\b Version:}} {_r(_long(d.date))}. Updated every night by the relay from the daily briefs."))
    for num, name in d.sections.items():
        L.append(_rnum_h2(num, name))
        ms = [m for m in d.mentions if m.section == num]
        if not ms:
            L.append(_rp("{\\i No entries yet.}"))
        for m in ms:
            L.append(_rp(f"{{\\b {_r(F.work(m).name)}}} ({_rid(m)}) {_r('— anchored ' + _long(m.anchored_on))}."))
            figs = "; ".join(_fig_en(f) for f in m.figures)
            L.append(_rp(_r(f"{m.point[0].upper()}{m.point[1:]}. Key figure: {figs}."), "\\li360"))
            L.append(_rp(_r("Paper card: " + ", ".join(m.sources)), "\\li360"))
    return "\n".join(L) + "\n}"


def _rtf_brief(d: Doc) -> str:
    new, carried, side = _groups(d)
    L = [_RTF_HEAD + _rinfo(f"Retrieval brief {_long(d.date)}", d.instance, d.date)]
    L.append(_rh1(f"Retrieval – Daily Brief, {_long(d.date)}"))
    L.append(_rp(f"{{\\b Author:}} {_r(d.instance)}\\tab {{\\b Topic:}} retrieval"))
    a, b = d.window
    L.append(_rp(f"{{\\b Window:}} {_r(a + ' → ' + b)}"))
    L.append(_rp(f"{{\\b Baseline:}} {_r(F.living_path('rtf'))} (version of {_r(_long(d.baseline))})"))
    L.append(_rp(f"{{\\b In this brief:}} {_r(_counts_en(d.counts))}."))

    L.append(_rh2("1. Sources checked"))
    for s in d.sources:
        note = " – empty, nothing in the window" if s in d.empty_sources else ""
        L.append(_rbullet(_r(s + note)))
    L.append(_rp(""))

    L.append(_rh2("2. NET-new increments"))
    rows = [["#", "Work", "arXiv", "Status", "Suggested section", "Confidence", "Key figures", "Sources"]]
    for i, m in enumerate(new, 1):
        rows.append([
            str(i), _rwork(m), _rid(m), _r(F.STATUS_EN[m.status]), _r(f"§{m.section} {d.sections[m.section]}"),
            _r(F.CONFIDENCE_EN[m.confidence]), _r("\n".join(_fig_en(f) for f in m.figures) or "–"),
            _r("\n".join(m.sources)),
        ])  # fmt: skip
    L += _rtable([400, 1300, 1500, 900, 1600, 1000, 1700, 2600], rows)
    for m in new:
        L.append(_rp(f"{{\\b {_r(F.work(m).name)}.}} {_r(m.point[0].upper() + m.point[1:])}."))

    L.append(_rh2("3. Carried over and anchored"))
    rows = [["Work", "arXiv", "Section", "Status", "Anchored", "Note"]]
    for m in carried:
        note = "; ".join([_fig_en(f) for f in m.figures] + [m.point])
        when = _short(m.anchored_on) if m.anchored_on else "—"
        rows.append([_rwork(m), _rid(m), _r(f"§{m.section} {d.sections[m.section]}"), _r(F.STATUS_EN[m.status]),
                     _r(when), _r(note)])  # fmt: skip
    L += _rtable([1400, 1600, 2000, 1400, 1000, 3600], rows)

    if side:
        L.append(_rh2("4. Adjacent and candidates"))
        for m in side:
            L.append(_rbullet(f"{_rwork(m)} ({_rid(m)}) {_r('– ' + F.STATUS_EN[m.status].lower() + ': ' + m.point)}"))
        L.append(_rp(""))

    L.append(_rh2(f"{5 if side else 4}. Citable arXiv IDs"))
    L.append(_rp(f"{{\\b NET-new:}} {_r(', '.join(d.new_ids))}"))
    parts = []
    for m in F.carried_ids(d):
        how = f"anchored {_short(m.anchored_on)}" if m.anchored_on else F.STATUS_EN[m.status].lower()
        parts.append(f"{F.work(m).arxiv} ({how}, §{m.section})")
    L.append(_rp(f"{{\\b Carried over:}} {_r('; '.join(parts))}"))

    L.append(_rh2(f"{6 if side else 5}. Contradictions and claims to verify"))
    rows = [["#", "Claim", "Concerns", "Risk", "State"]]
    for i, e in enumerate(d.entries, 1):
        concerns = ", ".join(F.WORKS[k].name + (f" ({F.WORKS[k].arxiv})" if F.WORKS[k].arxiv else "") for k in e.items)
        rows.append([str(i), _r(e.sentence), _r(concerns), _r(F.RISK_EN[e.risk]), "Resolved" if e.resolved else "Open"])
    L += _rtable([400, 5000, 2000, 900, 1000], rows)

    L.append(_rp(f"{{\\i Prepared by {_r(d.instance)}, {_r(_closing(d))}. Totals: {_r(_counts_en(d.counts))}.}}"))
    return "\n".join(L) + "\n}"


def render_rtf(d: Doc) -> str:
    return _rtf_living(d) if d.kind == "living" else _rtf_brief(d)


# ---------------------------------------------------------------------------------------------
# gdocs_txt: Google Docs, File > Download > Plain text (.txt)

_BULLETS = ["●", "○", "■"]


def _gb(level: int, text: str) -> str:
    return "   " * level + f"{_BULLETS[level]} {text}"


def _gsec(d: Doc, num: str) -> str:
    return f"§{num} {F.SECTIONS_HANS[d.sections[num]]}"


def _gid(m: Mention) -> str:
    w = F.work(m)
    return w.arxiv or w.url


def _gdocs_living(d: Doc) -> list[str]:
    L = ["retrieval · 活文档", "", f"版本：{d.date.isoformat()}（每晚由接力根据简报更新）", ""]
    for num in d.sections:
        L.append(_gsec(d, num))
        ms = [m for m in d.mentions if m.section == num]
        if not ms:
            L.append("（暂无条目）")
        for m in ms:
            w = F.work(m)
            L += [
                _gb(0, f"{w.name}（arXiv {w.arxiv}）"),
                _gb(1, f"锚入日期：{m.anchored_on.isoformat()}"),
                _gb(1, f"要点：{m.hans}"),
                _gb(1, "关键数字：" + "；".join(_fig_hans(f) for f in m.figures)),
                _gb(1, "论文卡片：" + "、".join(m.sources)),
            ]
        L.append("")
    return L


def _gdocs_brief(d: Doc) -> list[str]:
    new, carried, side = _groups(d)
    comments: list[str] = []
    c = d.counts
    a, b = d.window
    L = [
        f"retrieval · 每日简报（{d.date.year}年{_zh(d.date)}）",
        "",
        f"作者：{d.instance}",
        f"时间窗：{a} → {b}",
        f"基线活文档：{F.living_path('txt')}（{d.baseline.isoformat()} 版）",
        "",
        "概览",
    ]
    if "increments" in c:
        L.append(_gb(0, f"本期增量：{c['increments']} 条"))
    if "new-arxiv" in c:
        L.append(_gb(0, f"净增 arXiv 编号：{c['new-arxiv']} 个"))
    if "adjacent" in c:
        L.append(_gb(0, f"邻接：{c['adjacent']} 条"))
    if "carried-over" in c:
        L.append(_gb(0, f"沿用：{c['carried-over']} 条"))
    k = 0

    def h(title: str) -> str:
        nonlocal k
        k += 1
        return f"{'一二三四五六七'[k - 1]}、{title}"

    L += ["", h("已读来源")]
    for s in d.sources:
        L.append(_gb(0, s + ("（空文件，本时间窗无内容）" if s in d.empty_sources else "")))
    L += ["", h("增量")]
    for i, m in enumerate(new, 1):
        w = F.work(m)
        L.append(f"增量 {i}：{w.name}")
        L.append(_gb(0, f"状态：{F.STATUS_HANS[m.status]}"))
        if w.arxiv:
            L.append(_gb(0, f"arXiv：{w.arxiv}"))
        else:
            L.append(_gb(0, f"类型：{'发布' if w.kind == 'release' else '博客文章'}，链接：{w.url}"))
        L += [
            _gb(0, f"建议归入章节：{_gsec(d, m.section)}"),
            _gb(0, f"可信度：{F.CONFIDENCE_HANS[m.confidence]}"),
            _gb(0, f"要点：{m.hans}"),
        ]
        if m.figures:
            L.append(_gb(0, "关键数字："))
            L += [_gb(1, _fig_hans(f)) for f in m.figures]
        L.append(_gb(0, "来源："))
        L += [_gb(1, s) for s in m.sources]
        L.append("")
    # a table, flattened by the export: one cell a line, row after row
    L.append(h("沿用与锚入"))
    L += ["条目", "编号", "章节", "状态", "锚入日期", "备注"]
    for m in carried:
        note = "；".join([_fig_hans(f) for f in m.figures] + [m.hans])
        if m.figures:
            note = note.replace(_fig_hans(m.figures[0]), _fig_hans(m.figures[0]) + "[a]", 1)
            comments.append(f"[a]{d.instance}：此数字照作者分享会幻灯片录入。")
        L += [F.work(m).name, _gid(m), _gsec(d, m.section), F.STATUS_HANS[m.status],
              _zh(m.anchored_on) if m.anchored_on else "—", note]  # fmt: skip
    L.append("")
    if side:
        L.append(h("邻接与候选"))
        for m in side:
            L.append(_gb(0, f"{F.work(m).name}（{_gid(m)}）：{F.STATUS_HANS[m.status]} —— {m.hans}"))
        L.append("")
    L.append(h("可引用 arXiv 编号"))
    L.append(_gb(0, "净增：" + "、".join(d.new_ids)))
    L.append(_gb(0, "沿用："))
    for m in F.carried_ids(d):
        how = f"{_zh(m.anchored_on)}已锚入" if m.anchored_on else F.STATUS_HANS[m.status]
        L.append(_gb(1, f"{F.work(m).arxiv}（{how}，§{m.section}）"))
    L += ["", h("矛盾与待核实")]
    # the register table, flattened the same way
    L += ["编号", "事项", "涉及", "风险", "状态"]
    for i, e in enumerate(d.entries, 1):
        who = "、".join(F.WORKS[k].name + (f"（{F.WORKS[k].arxiv}）" if F.WORKS[k].arxiv else "") for k in e.items)
        L += [str(i), e.hans, who, F.RISK_HANS[e.risk], "已结案" if e.resolved else "待核实"]
    L += ["", f"—— {d.instance}，{_closing(d)}", ""]
    if comments:
        L += comments[:1]
    return L


def render_gdocs_txt(d: Doc) -> str:
    L = _gdocs_living(d) if d.kind == "living" else _gdocs_brief(d)
    return "\ufeff" + "\r\n".join(L) + "\r\n"
