"""The brief as a MediaWiki page (traditional Chinese, `.wiki`): the page's wikitext as the wiki's
editor saves it, the brief's metadata in an `{{Infobox ...}}` template call with one `| name =
value` parameter a line, `== headings ==`, `{| class="wikitable"` tables with a `|+` caption, `!`
header cells and `|-` rows, `*` and `#` lists, `'''bold'''`, `[[internal links]]` to the living
document's page and its sections, `[https://... text]` external links, sources cited in `<ref>`
footnotes gathered by `<references />`, and category links at the foot. The living document is a
page with one `==` heading per section and one `===` heading per anchored item."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "wiki"
LANG = "zh-hant"

LIVING_PAGE = f"{F.TOPIC} 活文件"
EMPTY = "（空白，今天沒有本主題的內容）"


def _link(m: Mention) -> str:
    w = F.work(m)
    label = f"arXiv:{w.arxiv}" if w.arxiv else W.KIND_HANT[w.kind]
    return f"[{W.url(m)} {label}]"


def _point(m: Mention) -> str:
    return f"{m.hant}。"


def _code(s: str) -> str:
    return f"<code>{s}</code>"


def _ref(m: Mention, label: str = "來源") -> str:
    return f"<ref>{label}：{'；'.join(_code(s) for s in m.sources)}</ref>" if m.sources else ""


def _section_link(d: Doc, num: str) -> str:
    name = W.section_hant(d, num)
    return f"[[{LIVING_PAGE}#{name}|{name}]]"


def _brief(d: Doc) -> list[str]:
    new, old, side = F.groups(d)
    living = F.living_path(EXT)
    L = [
        "{{Infobox 每日簡報",
        f"| 主題 = {F.TOPIC}",
        f"| 日期 = {W.zh_date(d.date)}",
        f"| 撰寫 = {d.instance}",
        f"| 交接 = {F.HANDOVER}",
        f"| 時間窗 = {d.window[0]} 至 {d.window[1]}",
        f"| 基準 = {living}",
        f"| 基準版本 = {W.zh_date(d.baseline)}",
        f"| 計數 = {W.counts_hant(d.counts)}",
        "}}",
        f"'''{F.TOPIC} 每日簡報'''由 {d.instance} 於{W.zh_date(d.date)} {F.HANDOVER} 交接，以 [[{LIVING_PAGE}]] "
        f"{W.zh_date(d.baseline)}版（{_code(living)}）為基準。",
        "",
        "== 本期章節 ==",
    ]  # fmt: skip
    L += [f"* {_section_link(d, k)}" for k in d.sections]
    L += ["", f"== {W.STATUS_HANT['new']} ==", '{| class="wikitable"', f"|+ 本期{W.STATUS_HANT['new']}",
          "! # !! 項目 !! 類型 !! 章節 !! 信心 !! 數據"]  # fmt: skip
    for k, m in enumerate(new, 1):
        w = F.work(m)
        kind = f"{W.KIND_HANT[w.kind]}（arXiv:{w.arxiv}）" if w.arxiv else W.KIND_HANT[w.kind]
        figs = "<br />".join(W.fig_hant(f) for f in m.figures) or "—"
        L += ["|-", f"| {k} || [{W.url(m)} {w.name}] || {kind} || {W.section_hant(d, m.section)} || "
              f"{W.CONFIDENCE_HANT[m.confidence]} || {figs}"]  # fmt: skip
    L.append("|}")
    for k, m in enumerate(new, 1):
        L += ["", f"=== {k}. {F.work(m).name} ===", f"{_point(m)}{_ref(m)}"]
    L += ["", "== 延續與已錨定 =="]
    for m in old:
        figs = "".join(f"{W.fig_hant(f)}。" for f in m.figures)
        L.append(f"* '''{F.work(m).name}'''（{_link(m)}），{W.section_hant(d, m.section)}：{W.carried_hant(m)}。"
                 f"{_point(m)}{figs}")  # fmt: skip
    L += ["", "== 相鄰 =="]
    L += [f"* '''{F.work(m).name}'''（{_link(m)}）：{W.STATUS_HANT[m.status]}。{_point(m)}" for m in side]
    L += ["", "== 待查核 =="]
    for e in d.entries:
        state = "<s>未解決</s>已解決" if e.resolved else "未解決"
        L.append(f"# '''風險{W.RISK_HANT[e.risk]}，{state}'''：{e.hant}。")
    L += ["", "== 新 arXiv 編號 ==", "、".join(d.new_ids)]
    L += ["", "== 已讀來源 =="]
    L += [f"# {_code(s)}{EMPTY if W.empty(d, s) else ''}" for s in d.sources]
    L += ["", "== 註腳 ==", "<references />", "", f"[[Category:{F.TOPIC}]]", "[[Category:每日簡報]]"]
    return L


def _living(d: Doc) -> list[str]:
    L = [
        "{{Infobox 活文件",
        f"| 主題 = {F.TOPIC}",
        f"| 版本 = {W.zh_date(d.date)}",
        "| 維護 = 知識庫編輯組",
        "}}",
        f"'''{LIVING_PAGE}'''收錄本主題已錨定的研究，依章節編號排列，每項都記下錨定日期。",
        "__TOC__",
    ]
    for num in d.sections:
        L += ["", f"== {W.section_hant(d, num)} =="]
        inside = [m for m in d.mentions if m.section == num]
        for m in inside:
            L += [f"=== {F.work(m).name} ===", f"* 連結：{_link(m)}", f"* 狀態：{W.carried_hant(m)}"]
            L += [f"* {W.fig_hant(f)}" for f in m.figures]
            L.append(f"{_point(m)}{_ref(m, '論文卡')}")
        if not inside:
            L.append("''本節尚無已錨定項目。''")
    L += ["", "== 註腳 ==", "<references />", "", f"[[Category:{F.TOPIC}]]"]
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
