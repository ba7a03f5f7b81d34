"""Layout: a TWiki/Foswiki topic (.twiki, the topic's raw text), traditional Chinese, as a team
member in Taiwan writes the daily brief as a wiki topic.

`%META:TOPICINFO%` opens the topic and `%META:FORM%`/`%META:FIELD%` lines close it (the brief's form
fields); `---+` headings, three-space `   * ` bullets, `=fixed=` paths, `[[url][text]]` links and
`%BR%` line breaks inside table cells.
The NET-new items are rows of a `| *header* |` table; carried-over and adjacent items are bullets;
the register of claims to check is a numbered list (`   1. `) inside `%STARTSECTION%`. CamelCase
work names are escaped with `!` so that TWiki does not turn them into topic links. The living
document gives each work as a `   $ term: definition` line under its section heading.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "twiki"
LANG = "zh-hant"

WIKIWORD = re.compile(r"(?<![!\w/.])([A-Z]+[a-z0-9]+[A-Z][A-Za-z0-9]*)")


def nop(s: str) -> str:
    """The text with every WikiWord escaped (`!SodiumLife`)."""
    return WIKIWORD.sub(r"!\1", s)


def _epoch(d: date) -> int:
    return int(datetime(d.year, d.month, d.day, 21, 30, tzinfo=UTC).timestamp())


def _link(m: Mention, text: str | None = None) -> str:
    w = F.work(m)
    return f"[[{W.url(m)}][{text or w.arxiv or w.name}]]"


def _paths(paths, sep: str = " ") -> str:
    return sep.join(f"={p}=" for p in paths)


def _figs(m: Mention) -> str:
    return "；".join(W.fig_hant(f) for f in m.figures)


def _meta_head(d: Doc, author: str) -> list[str]:
    return [f'%META:TOPICINFO{{author="{author}" comment="" date="{_epoch(d.date)}" format="1.1" version="1"}}%',
            '%META:TOPICPARENT{name="GridStorageBriefs"}%']  # fmt: skip


def _fields(form: str, pairs: list[tuple[str, str]]) -> list[str]:
    L = [f'%META:FORM{{name="{form}"}}%']
    L += [f'%META:FIELD{{name="{k}" attributes="" title="{k}" value="{v}"}}%' for k, v in pairs]
    return L


def _new_row(n: int, m: Mention, d: Doc) -> str:
    w = F.work(m)
    kind = "" if w.arxiv else ("（發行版）" if w.kind == "release" else "（部落格）")
    cells = [str(n), nop(w.name) + kind, _link(m), W.section_hant(d, m.section), nop(m.hant),
             _figs(m) or "—", W.CONFIDENCE_HANT[m.confidence], _paths(m.sources, " %BR% ")]  # fmt: skip
    return "| " + " | ".join(cells) + " |"


def _carried(m: Mention, d: Doc) -> str:
    w = F.work(m)
    ref = _link(m) if w.arxiv else _link(m, "發行頁")
    figs = f"；新數字：{_figs(m)}" if m.figures else ""
    return f"   * {nop(w.name)} {ref} — {W.section_hant(d, m.section)}；{W.carried_hant(m)}。{nop(m.hant)}{figs}"


def _short(m: Mention) -> str:
    """The status the id list gives a carried-over id: its anchoring date where known."""
    return f"{W.zh_md(m.anchored_on)}已錨入" if m.anchored_on else W.STATUS_HANT[m.status]


def _brief(d: Doc) -> str:
    new, carried, side = F.groups(d)
    base = F.living_path(EXT)
    L = _meta_head(d, d.instance)
    L += [f"---+ {F.TOPIC} 預消化簡報（{W.zh_date(d.date)}）", "", '%TOC{depth="2"}%', "", "---++ 基本資料", ""]
    L.append(f"   * 執筆：{d.instance}")
    L.append(f"   * 時間窗：{d.window[0]} → {d.window[1]}")
    L.append(f"   * 基線活文件：[[{base}][{base}]]（{W.zh_date(d.baseline)}版）")
    L.append(f"   * 申報數量：{W.counts_hant(d.counts)}")
    L.append(f"   * 涉及章節：{'、'.join(W.section_hant(d, k) for k in d.sections)}")
    L += ["", "---++ 一、本棒檢查過的來源", ""]
    L += [f"   * ={s}=" + (" （列為空檔：無新內容）" if W.empty(d, s) else "") for s in d.sources]
    L += ["", "---++ 二、本棒淨增", ""]
    L.append("| *#* | *條目* | *arXiv／連結* | *建議歸入章節* | *重點* | *數據* | *可信度* | *來源* |")
    L += [_new_row(n, m, d) for n, m in enumerate(new, 1)]
    L += ["", "---++ 三、沿用與已錨入", ""]
    L += [_carried(m, d) for m in carried]
    if side:
        L += ["", "---++ 四、鄰接預備", ""]
        L += [f"   * {nop(F.work(m).name)} {_link(m)} — {W.STATUS_HANT[m.status]}：{nop(m.hant)}" for m in side]
    L += ["", "---++ 五、矛盾與待核實", "", '%STARTSECTION{"verify"}%']
    for e in d.entries:
        tag = W.RISK_HANT[e.risk] + ("，已解決" if e.resolved else "")
        L.append(f"   1. 【{tag}】{nop(e.hant)}")
    L += ['%ENDSECTION{"verify"}%', "", "---++ 六、可引用 arXiv 號", ""]
    L.append(f"   * 本棒淨增：{'、'.join(d.new_ids)}")
    olds = [f"{F.work(m).arxiv}（{_short(m)}）" for m in carried if F.work(m).arxiv]
    L.append(f"   * 沿用：{'、'.join(olds)}")
    L += ["", f"-- {d.instance} - {d.date.day} {d.date:%b %Y}（{d.window[1][-5:]} 交棒）", ""]
    L += _fields("BriefForm", [("Topic", F.TOPIC), ("BriefDate", d.date.isoformat()), ("Author", d.instance)])
    return "\n".join(L) + "\n"


def _living(d: Doc) -> str:
    L = _meta_head(d, "relay")
    L += [f"---+ {F.TOPIC} 活文件", "", f"本文件由每晚接力依各棒簡報更新，目前版本：{W.zh_date(d.date)}。", ""]
    for k in d.sections:
        L += [f"---++ {W.section_hant(d, k)}", ""]
        here = [m for m in d.mentions if m.section == k]
        if not here:
            L += ["（本節暫無條目）", ""]
        for m in here:
            w = F.work(m)
            figs = f"；{_figs(m)}" if m.figures else ""
            L.append(f"   $ {nop(w.name)}（{w.arxiv}）: {_link(m, 'arXiv')} ；{nop(m.hant)}{figs}；"
                     f"{W.zh_md(m.anchored_on)}已錨入；卡片 {_paths(m.sources)}")  # fmt: skip
        if here:
            L.append("")
    L += _fields("KnowledgeForm", [("Topic", F.TOPIC), ("Version", d.date.isoformat())])
    return "\n".join(L) + "\n"


def render(d: Doc) -> str:
    return _living(d) if d.kind == "living" else _brief(d)
