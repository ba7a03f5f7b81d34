"""Layout `notion_csv_hant`: each document as a Notion database exported with "Export → Markdown &
CSV" (traditional Chinese, `.csv`), the database's CSV as it comes out of the export.

Notion writes the CSV in UTF-8 with a byte order mark, a header row of the database's property
names (the title property first), then one row a page; every field quoted only when it has to
be (a comma, a quote or a line break in it); a select its option's name, a multi-select its
options joined with `, `, a date in the workspace's date format (`2026年6月10日`), a checkbox
`Yes` or `No`, a URL as it is, a relation the related page's title followed by its Notion URL in
brackets. The team keeps a brief as a database whose rows are its items (類型 論文, 軟體釋出,
部落格文章), with rows of type 簡報資訊 for the brief's own facts (hand-over, window, baseline,
counts, new ids, sources read), 待查核 for the register (風險 a select, 已解決 a checkbox) and 小節
for the section names; the living document is a database of the same shape.
"""

from __future__ import annotations

import csv
import hashlib
import io

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "csv"
LANG = "zh-hant"
S = W.STATUS_HANT
COLUMNS = ["名稱", "類型", "狀態", "小節", "錨定日期", "重點", "數字", "信心", "來源", "網址", "風險", "已解決", "簡報"]
INFO, REGISTER, SECTION = "簡報資訊", "待查核", "小節"


def _page(title: str) -> str:
    """A Notion page URL: the title's ASCII words and the page's 32 hex digit id."""
    slug = "-".join(x for x in title.split() if x.isascii())
    return f"https://www.notion.so/{slug}-{hashlib.md5(title.encode('utf-8')).hexdigest()}"


def _title(d: Doc) -> str:
    if d.kind == "brief":
        return f"每日簡報 {F.TOPIC} {W.iso(d.date)} {d.instance}"
    return f"{F.TOPIC} 活文件 {W.iso(d.date)}"


def _row(**kw: str) -> dict[str, str]:
    return {c: kw.get(c, "") for c in COLUMNS}


def _work(m: Mention, d: Doc) -> dict[str, str]:
    w = F.work(m)
    name = f"{w.name}（arXiv:{w.arxiv}）" if w.arxiv else w.name
    return _row(
        名稱=name,
        類型=W.KIND_HANT[w.kind],
        狀態=S[m.status],
        小節=W.section_hant(d, m.section) if m.section else "",
        錨定日期=W.zh_date(m.anchored_on) if m.anchored_on else "",
        重點=m.hant,
        數字="；".join(W.fig_hant(f) for f in m.figures),
        信心=W.LEVEL_HANT[m.confidence] if m.confidence else "",
        來源=", ".join(m.sources),
        網址=W.url(m) if m.status == "new" or d.kind == "living" else "",
        簡報=f"{_title(d)} ({_page(_title(d))})",
    )


def rows(d: Doc) -> list[dict[str, str]]:
    brief = f"{_title(d)} ({_page(_title(d))})"
    out = [_row(名稱=W.section_hant(d, k), 類型=SECTION, 小節=W.section_hant(d, k), 簡報=brief) for k in d.sections]
    if d.kind == "brief":
        new, old, side = F.groups(d)
        out = [
            _row(名稱=f"交接：{d.instance}", 類型=INFO, 錨定日期=W.zh_date(d.date),
                 重點=f"{F.TOPIC} 每日簡報，{d.instance} 交接，{F.HANDOVER}", 簡報=brief),
            _row(名稱="時間窗", 類型=INFO, 重點=f"{d.window[0]} 至 {d.window[1]}", 簡報=brief),
            _row(名稱="基線", 類型=INFO, 錨定日期=W.zh_date(d.baseline),
                 重點=f"活文件 {F.living_path(EXT)}，版本 {W.iso(d.baseline)}", 來源=F.living_path(EXT), 簡報=brief),
            _row(名稱="計數", 類型=INFO, 重點=W.counts_hant(d.counts), 簡報=brief),
            _row(名稱="新的 arXiv 編號", 類型=INFO, 重點="、".join(d.new_ids), 簡報=brief),
            _row(名稱="已讀來源", 類型=INFO, 來源=", ".join(d.sources),
                 重點="空的：" + "、".join(d.empty_sources) if d.empty_sources else "", 簡報=brief),
            *out,
        ]  # fmt: skip
        out += [_work(m, d) for m in new + old + side]
        for k, e in enumerate(d.entries, 1):
            out.append(_row(名稱=f"待查核 {k}：{e.hant_text}", 類型=REGISTER, 重點=e.hant,
                            風險=W.LEVEL_HANT[e.risk], 已解決="Yes" if e.resolved else "No", 簡報=brief))  # fmt: skip
    else:
        out = [_row(名稱="版本", 類型=INFO, 錨定日期=W.zh_date(d.date), 重點=f"{F.TOPIC} 活文件，版本 {W.iso(d.date)}",
                    簡報=brief)] + out  # fmt: skip
        out += [_work(m, d) for k in d.sections for m in d.mentions if m.section == k]
    return out


def render(d: Doc) -> str:
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n", quoting=csv.QUOTE_MINIMAL)
    w.writeheader()
    w.writerows(rows(d))
    return "\ufeff" + buf.getvalue()
