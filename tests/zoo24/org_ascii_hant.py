"""An Org-mode file exported to UTF-8 plain text with `C-c C-e t u` (ox-ascii, `.txt`),
traditional Chinese, as the exporter writes it with its defaults: the title block (a `━` rule, the
title upcased, the author, a second rule, the date, all centred on the 72-column text width),
`#+OPTIONS: toc:nil`, numbered headlines (`1 …`, `1.1 …`) underlined with `═` (level 1) and `─`
(level 2), one blank line after a headline and two after its contents, section contents indented
by the two-column inner margin and filled to the text width (wide characters counting two columns,
lines broken at spaces or between CJK characters but not before closing punctuation), `-` items as
`•`, checkboxes as `☐`/`☑`, a described link as `[desc]` with `[desc] <url>` in the notes at the
end of its section, a bare link as `<url>`, `~verbatim~` as `` `x' ``, active timestamps as
`<2028-05-01 Mon>`, an example block kept verbatim, a table with column groups drawn with
`┍━┯━┑`/`│`/`├─┼─┤`/`┕━┷━┙`, and the footnotes under a `Footnotes` title at the end."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "zh-hant"

WIDTH = 72
MARGIN = 2
NO_START = set("，。、；：）」』！？％")
NO_END = set("（「『")


def fill(text: str, width: int) -> list[str]:
    """`fill-region` on one paragraph: break at a space, or between two wide characters."""
    out: list[str] = []
    line = ""
    i = 0
    while i < len(text):
        # the next unit: a space-free run of narrow characters, or one wide character
        if text[i] == " ":
            j = i
            while j < len(text) and text[j] == " ":
                j += 1
            sep, i = " ", j
            continue_sep = True
        else:
            continue_sep = False
            sep = ""
        if continue_sep and i >= len(text):
            break
        j = i + 1
        if not W.wide(text[i]):
            while j < len(text) and text[j] != " " and not W.wide(text[j]):
                j += 1
        unit = text[i:j]
        breakable = bool(line) and (sep == " " or (W.wide(line[-1]) and W.wide(unit[0])))
        breakable = breakable and unit[0] not in NO_START and line[-1] not in NO_END
        if breakable and W.width(line + sep + unit) > width:
            out.append(line)
            line = unit
        elif W.width(line + sep + unit) > width and unit[0] in NO_START and not sep and len(line) > 1:
            # kinsoku: closing punctuation may not start a line, so the character before it moves down
            out.append(line[:-1])
            line = line[-1] + unit
        else:
            line += sep + unit
        i = j
    return out + [line]


def para(text: str, indent: int = MARGIN) -> list[str]:
    return [" " * indent + x for x in fill(text, WIDTH - indent)]


def item(text: str, bullet: str = "•", indent: int = MARGIN) -> list[str]:
    lead = f"{bullet} "
    lines = fill(text, WIDTH - indent - W.width(lead))
    return [" " * indent + lead + lines[0]] + [" " * (indent + W.width(lead)) + x for x in lines[1:]]


def headline(numbers: str, text: str, level: int) -> list[str]:
    t = f"{numbers} {text}"
    return [t, ("═" if level == 1 else "─") * W.width(t), ""]


def center(s: str) -> str:
    return " " * ((WIDTH - W.width(s)) // 2) + s if s else ""


def title_block(title: str, author: str, day: str) -> list[str]:
    rule = "━" * min(W.width(title) + 2, WIDTH)
    return [center(x) for x in [rule, title.upper(), "", author, rule, "", "", day]] + ["", "", ""]


def table(rows: list[list[str]], indent: int = MARGIN) -> list[str]:
    widths = [max(W.width(r[c]) for r in rows) for c in range(len(rows[0]))]

    def rule(a: str, h: str, v: str, b: str) -> str:
        return a + v.join(h * (w + 2) for w in widths) + b

    def row(r: list[str]) -> str:
        return "│" + "│".join(f" {x}{' ' * (w - W.width(x))} " for x, w in zip(r, widths, strict=True)) + "│"

    L = [rule("┍", "━", "┯", "┑"), row(rows[0]), rule("├", "─", "┼", "┤")] + [row(r) for r in rows[1:]]
    return [" " * indent + x for x in L + [rule("┕", "━", "┷", "┙")]]


def code(s: str) -> str:
    return f"`{s}'"


def _desc(m: Mention) -> str:
    return f"[{W.label_hant(m)}]"


def notes(ms: list[Mention]) -> list[str]:
    return [x for m in ms for x in para(f"{_desc(m)} <{W.url(m)}>")] + [""]


def _new(d: Doc, num: str, m: Mention) -> list[str]:
    w = F.work(m)
    L = headline(num, w.name, 2)
    L += item(f"連結：{_desc(m)}")
    L += item(f"建議章節：{W.section_hant(d, m.section)}")
    L += item(f"信心：{W.CONFIDENCE_ZH[m.confidence]}")
    L += [x for f in m.figures for x in item(f"數據：{W.fig_hant(f)}")]
    L += item(f"來源：{'、'.join(code(s) for s in m.sources)}") + [""]
    L += para(f"{m.hant}。") + [""]
    return L + notes([m]) + [""]


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = title_block(f"{F.TOPIC} 每日簡報", d.instance, W.iso(d.date))
    L += headline("1", "摘要", 1)
    L += para(f"{F.TOPIC} 主題 {W.zh_date(d.date)} 的接力簡報，由 {d.instance} 撰寫。") + [""]
    L += item(f"時間窗：{d.window[0]} → {d.window[1]}")
    L += item(f"基線：{code(F.living_path(EXT))}（{W.zh_date(d.baseline)}版）")
    L += item(f"本輪申報：{W.counts_hant(d.counts)}") + ["", ""]
    L += headline("2", "已讀來源", 1)
    for s in d.sources:
        L += item(f"☑ {code(s)}" + ("：空白，今天沒有本主題的內容" if W.empty(d, s) else ""))
    L += ["", ""] + headline("3", f"{W.STATUS_HANT['new']}條目", 1)
    L += para(f"本輪{W.STATUS_HANT['new']} {len(new)} 條，依建議章節排列。") + ["", ""]
    for n, m in enumerate(new, 1):
        L += _new(d, f"3.{n}", m)
    L += headline("4", "沿用與已錨定", 1)
    rows = [["項目", "章節", "狀態", "說明"]]
    for m in carried:
        note = m.hant + "。" + "".join(f"回報數據：{W.fig_hant(f)}。" for f in m.figures)
        rows.append([F.work(m).name, W.section_hant(d, m.section), W.carried_hant(m), note])
    L += table(rows) + [""]
    L += [x for m in carried for x in item(f"{F.work(m).name}：<{W.url(m)}>")] + ["", ""]
    n = 5
    if side:
        L += headline(str(n), "相鄰與候選", 1)
        for m in side:
            L += item(f"{F.work(m).name}（{_desc(m)}），{W.STATUS_HANT[m.status]}：{m.hant}。")
        L += [""] + notes(side) + [""]
        n += 1
    L += headline(str(n), "待查證", 1)
    for e in d.entries:
        box = "☑ 已解決" if e.resolved else "☐ 未解決"
        L += item(f"{box}（風險：{W.RISK_HANT[e.risk]}）{e.hant}。" + ("" if e.resolved else "[1]"))
    L += ["", ""] + headline(str(n + 1), "可引用 arXiv 編號", 1)
    L += [f"  {W.STATUS_HANT['new']}：{' '.join(d.new_ids)}"]
    L += [f"  {F.work(m).arxiv} {W.carried_hant(m)} {W.section_hant(d, m.section)}" for m in carried
          if F.work(m).arxiv]  # fmt: skip
    L += ["", "", "", "Footnotes", "─────────", ""]
    L += fill(f"[1] 風險等級採接力小組的三級定義（高、中、低），交班時間 {d.window[1][11:]}。", WIDTH)
    return L


def _living(d: Doc) -> list[str]:
    L = title_block(f"{F.TOPIC} 活文件", "relay-bot", W.iso(d.date))
    L += para(f"{F.TOPIC} 活文件由夜間接力依每日簡報維護。本版日期：{W.zh_date(d.date)}。") + ["", ""]
    for i, num in enumerate(d.sections, 1):
        L += headline(str(i), W.section_hant(d, num), 1)
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += para("本節尚無錨定條目。") + ["", ""]
        for j, m in enumerate(here, 1):
            L += headline(f"{i}.{j}", F.work(m).name, 2)
            L += item(f"連結：{_desc(m)}")
            L += item(f"{W.STATUS_HANT['anchored']}：{W.org_stamp(m.anchored_on)}")
            L += item(f"卡片：{'、'.join(code(s) for s in m.sources)}")
            L += [x for f in m.figures for x in item(f"數據：{W.fig_hant(f)}")] + [""]
            L += para(f"{m.hant}。") + [""] + notes([m]) + [""]
    return L


def render(d: Doc) -> str:
    return "\n".join(x.rstrip() for x in (_brief(d) if d.kind == "brief" else _living(d))) + "\n"
