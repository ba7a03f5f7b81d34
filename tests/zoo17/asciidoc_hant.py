"""An AsciiDoc document (.adoc), traditional Chinese: a `= Title` header with `:author:` and
`:revdate:` attributes, `==` sections with anchors, `term:: definition` lists for each item,
`|===` tables with header rows, admonitions (`WARNING:`, `[CAUTION]`, `NOTE:`) for the register,
`link:` and bare-URL links and `<<anchor>>` cross-references."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "adoc"
LANG = "zh-hant"


def _link(m: Mention, text: str | None = None) -> str:
    w = F.work(m)
    return f"{W.url(m)}[{text or (f'arXiv:{w.arxiv}' if w.arxiv else w.name)}]"


def _anchor(m: Mention) -> str:
    return "item-" + "".join(c if c.isalnum() else "-" for c in F.work(m).name.lower())


def _head(d: Doc, title: str, author: str) -> list[str]:
    return [f"= {title}", f":author: {author}", f":revdate: {d.date.isoformat()}", ":lang: zh-Hant", ":toc:",
            ":sectanchors:", ""]  # fmt: skip


def _new(d: Doc, n: int, m: Mention) -> list[str]:
    w = F.work(m)
    title = f"{w.name}（{w.arxiv}）" if w.arxiv else f"{w.name}（{'發行版' if w.kind == 'release' else '部落格文章'}）"
    L = [f"[[{_anchor(m)}]]", f"=== 增量 {n}：{title}", ""]
    L.append(f"狀態:: {W.STATUS_HANT['new']}")
    L.append(f"arXiv 號:: {_link(m)}" if w.arxiv else f"連結:: link:{W.url(m)}[{w.name}]")
    L += [f"建議歸入章節:: {W.section_hant(d, m.section)}", f"可信度:: {W.CONFIDENCE_ZH[m.confidence]}"]
    L.append(f"要點:: {m.hant}")
    if m.figures:
        L.append(f"數據:: {'；'.join(W.fig_hant(f) for f in m.figures)}")
    return L + [f"來源:: {'、'.join(f'`{s}`' for s in m.sources)}", ""]


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = _head(d, f"{F.TOPIC} 每日簡報（{W.zh_date(d.date)}）", d.instance)
    L += ["[[meta]]", "== 本棒概要", "", f"主題:: {F.TOPIC}", f"執筆:: {d.instance}"]
    L.append(f"時間窗:: {d.window[0]} → {d.window[1]}")
    L.append(f"基線活文件:: link:{F.living_path(EXT)}[{F.living_path(EXT)}]（{W.zh_date(d.baseline)} 版）")
    L += [f"申報數字:: {W.counts_hant(d.counts)}", ""]
    L += ["[[sources]]", "== 本棒檢查過的來源", ""]
    for s in d.sources:
        L.append(f"* `{s}`（空：無相關內容）" if W.empty(d, s) else f"* `{s}`")
    L += ["", "[[new]]", "== 本棒新增", ""]
    for n, m in enumerate(new, 1):
        L += _new(d, n, m)
    L += ["[[carried]]", "== 續用與已錨入條目", "", '[cols="2,2,2,2,3",options="header"]', "|==="]
    L += ["|條目 |arXiv |章節 |狀態 |備註", ""]
    for m in carried:
        w = F.work(m)
        note = "；".join([m.hant] + [W.fig_hant(f) for f in m.figures])
        ref = _link(m) if w.arxiv else f"link:{W.url(m)}[發行頁]"
        L.append(f"|[[{_anchor(m)}]]{w.name} |{ref} |{W.section_hant(d, m.section)} |{W.carried_hant(m)} |{note}")
    L += ["|===", ""]
    if side:
        L += ["[[adjacent]]", "== 鄰接預備", ""]
        for m in side:
            w = F.work(m)
            L.append(f"* [[{_anchor(m)}]]{_link(m, w.name)}（{w.arxiv}）— {W.STATUS_HANT[m.status]}：{m.hant}")
        L.append("")
    L += ["[[register]]", "== 矛盾與待核實", ""]
    for e in d.entries:
        ref = f"（見 <<{_anchor(next(m for m in d.mentions if m.work == e.items[0]))}>>）"
        if e.resolved:
            L += [f"NOTE: 已解決（{W.RISK_HANT[e.risk]}）——{e.hant}", ""]
        elif e.risk == "high":
            L += ["[CAUTION]", f".待核實：{e.hant_text}（{W.RISK_HANT[e.risk]}）", "====", e.hant, "", ref, "===="]
            L.append("")
        else:
            L += [f"WARNING: 待核實（{W.RISK_HANT[e.risk]}）：{e.hant} {ref}", ""]
    L += ["[[ids]]", "== 可引用 arXiv 號", "", f"本棒淨增:: {'、'.join(d.new_ids)}"]
    for m in (m for m in carried if F.work(m).arxiv):
        L.append(f"{F.work(m).arxiv}:: {W.carried_hant(m)}，{W.section_hant(d, m.section)}")
    L += ["", "本棒新增條目見 <<new>>，來源見 <<sources>>。", "", "'''", "",
          f"{d.instance} 執筆，{W.zh_date(d.date)} {d.window[1][11:]}。"]  # fmt: skip
    return L


def _living(d: Doc) -> list[str]:
    L = _head(d, f"{F.TOPIC} 活文件", "relay")
    L += [f"本文件為 {F.TOPIC} 主題的活文件，{W.zh_date(d.date)} 版，每晚由接力更新。", ""]
    for num in d.sections:
        L += [f"[[sec-{num.replace('.', '-')}]]", f"== {W.section_hant(d, num)}", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += ["_（尚無條目）_", ""]
            continue
        L += ['[cols="2,2,3,3",options="header"]', "|===", "|條目 |錨入 |要點 |數據與卡片", ""]
        for m in here:
            w = F.work(m)
            data = " +\n".join([W.fig_hant(f) for f in m.figures] + [f"`{s}`" for s in m.sources])
            L.append(f"|{w.name}（{_link(m)}） |{W.carried_hant(m)} |{m.hant} |{data}")
        L += ["|===", ""]
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
