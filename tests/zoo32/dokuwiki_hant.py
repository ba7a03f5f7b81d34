"""A brief as a DokuWiki page in traditional Chinese, the raw wiki text DokuWiki keeps for a page
(`data/pages/<namespace>/<page>.txt`), so saved as `.txt`.

Written from DokuWiki's own formatting syntax page (wiki:syntax): headlines of six down to two
equals signs (five levels), `~~NOTOC~~`, `**bold**`, `//italic//` and `''monospaced''`, forced
newlines as two backslashes followed by a space or the end of the line, external links as
`[[url|title]]`, lists indented by two spaces per level with `*` (unordered) or `-` (ordered),
tables whose rows start and end with `|` (or `^` for a header cell, the separator before a cell
deciding its kind, so a first column of `^` cells makes vertical headers), footnotes in double
parentheses, and `----` rules; and from the plugins a DokuWiki site commonly has: the Wrap
plugin's `<WRAP round box>` … `</WRAP>`, the Note plugin's `<note warning>` … `</note>` and the
Tag plugin's `{{tag>…}}`.

The living document is the topic's own wiki page, one level-2 headline per section and a
level-3 headline per item.
"""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "zh-hant"

S = W.STATUS_HANT
EMPTY = "（空白，今日無本主題內容）"
NUMERALS = "一二三四五六七八九"


def mono(s: str) -> str:
    return f"''{s}''"


def link(m: Mention) -> str:
    return f"[[{W.url(m)}|{W.label_hant(m)}]]"


def h(level: int, text: str) -> str:
    """A headline of `level` (1 to 5): six equals signs for level 1, two for level 5."""
    marks = "=" * (7 - level)
    return f"{marks} {text} {marks}"


def _new_item(d: Doc, n: int, m: Mention) -> list[str]:
    out = [h(3, f"{n}. {F.work(m).name}"), ""]
    out.append(f"^ 連結 | {link(m)} |")
    out.append(f"^ 建議歸入 | {W.section_hant(d, m.section)} |")
    out.append(f"^ 可信度 | {W.CONFIDENCE_ZH[m.confidence]} |")
    if m.figures:
        out.append("^ 數據 | " + " \\\\ ".join(W.fig_hant(f) for f in m.figures) + " |")
    out.append("^ 來源 | " + " \\\\ ".join(mono(s) for s in m.sources) + " |")
    return out + ["", f"要點：{m.hant}。", ""]


def _carried_row(d: Doc, m: Mention) -> str:
    note = "。".join([m.hant] + [W.fig_hant(f) for f in m.figures])
    cells = [F.work(m).name, link(m), W.section_hant(d, m.section), W.carried_zh(m, S), note]
    return "| " + " | ".join(cells) + " |"


def _brief(d: Doc) -> str:
    new, carried, side = F.groups(d)
    parts = ["本輪讀過的來源", S["new"], f"{S['carried-over']}與{S['anchored']}"]
    parts += ["鄰接（暫不進活文件）"] if side else []
    parts += ["待核實", "可引用 arXiv 編號"]
    head = {p: f"{NUMERALS[k]}、{p}" for k, p in enumerate(parts)}
    L = ["~~NOTOC~~", "", h(1, f"{F.TOPIC} 每日簡報"), "", "<WRAP round box>"]
    L += [
        f"**日期：** {W.zh_date(d.date)} \\\\",
        f"**撰寫：** {d.instance} \\\\",
        f"**時間窗：** {d.window[0]} 至 {d.window[1]} \\\\",
        f"**基線：** {mono(F.living_path(EXT))}（{W.zh_date(d.baseline)}版） \\\\",
        f"**計數：** {W.counts_hant(d.counts)}",
        "</WRAP>",
        "",
        h(2, head[parts[0]]),
        "",
    ]
    L += [f"  * {mono(s)}{EMPTY if W.empty(d, s) else ''}" for s in d.sources]
    L += ["", h(2, head[S["new"]]), ""]
    for n, m in enumerate(new, 1):
        L += _new_item(d, n, m)
    L += [h(2, head[parts[2]]), "", "^ 條目 ^ 連結 ^ 章節 ^ 狀態 ^ 說明 ^"]
    L += [_carried_row(d, m) for m in carried] + [""]
    if side:
        L += [h(2, head["鄰接（暫不進活文件）"]), ""]
        L += [f"  * **{F.work(m).name}**（{link(m)}）{S[m.status]}：{m.hant}" for m in side] + [""]
    L += [h(2, head["待核實"]), "", "^ 編號 ^ 風險 ^ 狀態 ^ 內容 ^"]
    for n, e in enumerate(d.entries, 1):
        risk = f"**{W.RISK_ZH[e.risk]}**" if e.risk == "high" else W.RISK_ZH[e.risk]
        L.append(f"| {n} | {risk} | {'已解決' if e.resolved else '未解決'} | {e.hant}。 |")
    L += [
        "",
        h(2, head["可引用 arXiv 編號"]),
        "",
        f"  * {S['new']}：" + "、".join(d.new_ids),
        f"  * {S['carried-over']}：",
    ]
    L += [f"    * {F.work(m).arxiv}，§{m.section}，{W.carried_zh(m, S)}" for m in carried if F.work(m).arxiv]
    L += ["", "----", "", f"<note>交接：{d.instance}，{F.HANDOVER}。((交接時間為本地時間，與接力排程一致。))</note>"]
    L += ["", "{{tag>" + F.TOPIC + " 每日簡報 接力}}"]
    return "\n".join(L) + "\n"


def _living(d: Doc) -> str:
    L = ["~~NOTOC~~", "", h(1, f"{F.TOPIC} 活文件"), ""]
    L += [f"最後更新：{W.zh_date(d.date)}（夜間接力）((本頁由每晚的接力依每日簡報更新，請勿直接修改。))", ""]
    for k in d.sections:
        L += [h(2, W.section_hant(d, k)), ""]
        items = [m for m in d.mentions if m.section == k]
        if not items:
            L += ["//此節暫無錨入條目。//", ""]
        for m in items:
            L += [h(3, F.work(m).name), ""]
            L.append(f"  * 連結：{link(m)}")
            L.append(f"  * {W.carried_zh(m, S)}")
            L.append(f"  * {m.hant}")
            L += [f"  * {W.fig_hant(f)}" for f in m.figures]
            L.append("  * 卡片：" + "、".join(mono(s) for s in m.sources))
            L.append("")
    L += ["{{tag>" + F.TOPIC + " 活文件}}"]
    return "\n".join(L) + "\n"


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
