"""A worksheet saved by Microsoft Excel as "Web Page" (`.htm`), traditional Chinese (Excel for
Windows, zh-TW, the web options' encoding set to UTF-8). Excel's own HTML: the `<html>` element
declaring the `v:`, `o:` and `x:` namespaces; `<meta name=ProgId content=Excel.Sheet>`; document
properties and the workbook's settings in `<!--[if gte mso 9]><xml>…</xml><![endif]-->` blocks; a
`<style>` of `mso-` properties, one `.xlNN` class a cell format (the number formats of the cells
among them: `General"倍"`, `0%`, `yyyy/m/d`, `m/d`, `hh:mm`); then one `<table x:str border=0
cellpadding=0 cellspacing=0 …>` with a `<col>` a column and a `<tr>` a row, `<td class=xlNN>`
cells, numbers with `x:num` (the stored value when the shown text differs: `x:num="0.41"` shown as
`41%`, dates as day serials), merged cells as `colspan`/`rowspan`, the unused rest of a row as one
`<td colspan=N style='mso-ignore:colspan'>`, in-cell line breaks as `<br>`, URLs Excel made into
links as `<a href>`, and the hidden row of column widths in `<![if supportMisalignedColumns]>`.
Attribute-heavy lines are folded at about 80 columns as Excel folds them.

The brief is one sheet of blocks apart by empty rows: the title merged across the sheet, header
fields as label/value rows, the declared counts a row each, the sources, then the items as table
rows under a header row (本輪新增, 沿用與已錨入, 鄰接預備與候選), the register and the id list. The
living document is the relay's sheet: one merged row a section, its items under a header row."""

from __future__ import annotations

from datetime import datetime, timedelta
from html import escape

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "htm"
LANG = "zh-hant"

COLS = [70, 130, 250, 150, 80, 150, 90, 330, 260]  # px: A … I
NCOL = len(COLS)
# cell formats (class: number format or style, as the <style> block states them)
TITLE, LABEL, HEAD, TEXT, LINK, DATE, MD, PCT, PCT1, TIMES, POINTS, MS, INT, CLOCK = (
    "xl65", "xl66", "xl67", "xl68", "xl69", "xl70", "xl71", "xl72", "xl73", "xl74", "xl75", "xl76", "xl77", "xl78")  # fmt: skip
FORMATS = {DATE: r'"yyyy\/m\/d"', MD: r'"m\/d"', PCT: "0%", PCT1: r'"0\.0%"', TIMES: r'"General\0022倍\0022"',
           POINTS: r'"General\0022 個百分點\0022"', MS: r'"General\0022 毫秒\0022"', INT: "General",
           CLOCK: r'"hh\:mm"'}  # fmt: skip
BORDER = ".5pt solid windowtext"


def e(s: str) -> str:
    return escape(s, quote=False)


def fold(line: str, indent: str) -> list[str]:
    """Excel's folding: a line longer than 80 columns broken at a space, the rest indented."""
    out = []
    while len(line) > 80 and " " in line[len(indent) + 1 : 80]:
        cut = line.rindex(" ", len(indent) + 1, 80)
        out.append(line[:cut])
        line = indent + line[cut + 1 :]
    return out + [line]


class Cell:
    def __init__(self, html: str, cls: str | None = TEXT, span: int = 1, rows: int = 1, num: str | None = None):
        self.html, self.cls, self.span, self.rows, self.num = html, cls, span, rows, num

    def td(self, height: int | None, filler: bool = False) -> str:
        attrs = [f"rowspan={self.rows}"] if self.rows > 1 else []
        attrs += [f"colspan={self.span}"] if self.span > 1 else []
        attrs += [f"height={height}"] if height else []
        attrs += [f"class={self.cls}"] if self.cls else []
        if self.num is not None:
            attrs += ["align=right", "x:num" if self.num == "" else f'x:num="{self.num}"']
        style = ([f"height:{height * 0.75:.1f}pt"] if height else []) + (["mso-ignore:colspan"] if filler else [])
        attrs += [f"style='{';'.join(style)}'"] if style else []
        return f"<td{''.join(' ' + a for a in attrs)}>{self.html}</td>"


def text(s: str, cls: str = TEXT, span: int = 1, rows: int = 1) -> Cell:
    return Cell(e(s), cls, span, rows)


def link(m: Mention, rows: int = 1) -> Cell:
    u = e(W.url(m))
    return Cell(f'<a href="{u}">{u}</a>', LINK, rows=rows)


def day(d, cls: str = DATE) -> Cell:
    return Cell(W.sheet_date(d) if cls == DATE else W.sheet_md(d), cls, num=str(W.serial(d)))


def number(n: int) -> Cell:
    return Cell(str(n), INT, num="")


def value(f) -> Cell:
    if f.unit == "%":
        return Cell(W.value_hant(f), PCT if float(f.value).is_integer() else PCT1, num=f"{round(f.value / 100, 6):g}")
    return Cell(W.value_hant(f), {"×": TIMES, "points": POINTS, "ms": MS}[f.unit], num=f.text)


class Sheet:
    def __init__(self) -> None:
        self.rows: list[tuple[int, list[Cell]]] = []

    def row(self, *cells: Cell, height: int = 22) -> None:
        self.rows.append((height, list(cells)))

    def blank(self) -> None:
        self.row()

    def html(self) -> list[str]:
        width = sum(COLS)
        L = fold(f"<table x:str border=0 cellpadding=0 cellspacing=0 width={width} style='border-collapse: "
                 f"collapse;table-layout:fixed;width:{width * 3 // 4}pt'>", " ")  # fmt: skip
        for px in COLS:
            L += fold(
                f" <col width={px} style='mso-width-source:userset;mso-width-alt:{px * 36 + 16};width:{px * 3 // 4}pt'>",
                " ",
            )
        spanned: dict[int, int] = {}  # column -> rows below still covered by a rowspan
        for height, cells in self.rows:
            L.append(f" <tr height={height} style='height:{height * 0.75:.1f}pt'>")
            used = sum(c.span for c in cells) + len(spanned)
            tds = [(c, False) for c in cells] + (
                [(Cell("", None, NCOL - used), NCOL - used > 1)] if used < NCOL else []
            )
            for k, (c, filler) in enumerate(tds):
                L += fold("  " + c.td(height if k == 0 else None, filler), "  ")
            spanned = {k: n - 1 for k, n in spanned.items() if n > 1}
            col = 0
            for c in cells:
                while col in spanned:
                    col += 1
                if c.rows > 1:
                    spanned[col] = c.rows - 1
                col += c.span
            L.append(" </tr>")
        L += [" <![if supportMisalignedColumns]>", " <tr height=0 style='display:none'>"]
        L += [f"  <td width={px} style='width:{px * 3 // 4}pt'></td>" for px in COLS]
        return L + [" </tr>", " <![endif]>", "</table>"]


def title(d: Doc) -> str:
    if d.kind == "living":
        return f"{F.TOPIC} 活文件（{W.sheet_date(d.date)} 版）"
    return f"{F.TOPIC} 每日簡報（{W.sheet_date(d.date)}）"


def _head(s: Sheet, d: Doc) -> None:
    s.row(text(title(d), TITLE, NCOL), height=30)
    s.blank()


def _brief(d: Doc, s: Sheet) -> None:
    new, carried, side = F.groups(d)
    _head(s, d)
    s.row(text("日期", LABEL), day(d.date))
    s.row(text("撰寫", LABEL), text(d.instance))
    s.row(text("時間窗", LABEL), text(f"{d.window[0]} → {d.window[1]}", span=2))
    s.row(text("基線活文件", LABEL), text(F.living_path(EXT), span=2))
    s.row(text("基線版本", LABEL), day(d.baseline))
    s.blank()
    s.row(text("申報條數", LABEL))
    for what, n in W.counts_hant(d.counts):
        s.row(text(what, LABEL), number(n))
    s.blank()
    s.row(text("已讀來源", HEAD, 3), text("備註", HEAD))
    for src in d.sources:
        s.row(text(src, span=3), text("空白，今日無本主題內容" if W.empty(d, src) else ""))
    s.blank()
    s.row(text(W.STATUS_HANT["new"], LABEL))
    s.row(*(text(h, HEAD) for h in ["編號", "條目", "連結", "建議歸入", "信心", "指標", "數值", "要點", "來源"]))
    for n, m in enumerate(new, 1):
        figs = list(m.figures) or [None]
        k = len(figs)
        lines = max(2, len(m.sources), len(m.hant) // 18 + 1)
        first = [number(n), text(F.work(m).name, rows=k), link(m, k), text(W.section_hant(d, m.section), rows=k),
                 text(W.CONFIDENCE_ZH[m.confidence], rows=k)]  # fmt: skip
        first[0].rows = k
        cells = [text(F.METRIC_HANT[figs[0].metric]), value(figs[0])] if figs[0] else [text(""), text("")]
        rest = [text(f"{m.hant}。", rows=k), Cell("<br>".join(e(x) for x in m.sources), TEXT, rows=k)]
        s.row(*first, *cells, *rest, height=22 * lines // k)
        for f in figs[1:]:
            s.row(text(F.METRIC_HANT[f.metric]), value(f), height=22 * lines // k)
    s.blank()
    s.row(text("沿用與已錨入", LABEL))
    s.row(*(text(h, HEAD) for h in ["條目", "連結", "節", "狀態", "錨入日期", "指標", "數值", "說明"]))
    for m in carried:
        status = W.STATUS_HANT["anchored" if m.status == "anchored" else m.status]
        when = day(m.anchored_on, MD) if m.anchored_on else text("")
        figs = [text(F.METRIC_HANT[m.figures[0].metric]), value(m.figures[0])] if m.figures else [text(""), text("")]
        s.row(text(F.work(m).name), link(m), text(W.section_hant(d, m.section)), text(status), when, *figs,
              text(f"{m.hant}。"))  # fmt: skip
    if side:
        s.blank()
        s.row(text("鄰接預備與候選", LABEL))
        s.row(*(text(h, HEAD) for h in ["條目", "連結", "狀態", "說明"]))
        for m in side:
            s.row(text(F.work(m).name), link(m), text(W.STATUS_HANT[m.status]), text(f"{m.hant}。", span=3))
    s.blank()
    s.row(text("待核實", LABEL))
    s.row(*(text(h, HEAD) for h in ["編號", "風險", "狀態", "內容"]))
    for n, ent in enumerate(d.entries, 1):
        s.row(number(n), text(W.RISK_ZH[ent.risk]), text("已解決" if ent.resolved else "未解決"),
              text(f"{ent.hant}。", span=5), height=44)  # fmt: skip
    s.blank()
    s.row(text("可引用 arXiv 編號", LABEL))
    s.row(text(W.STATUS_HANT["new"], HEAD), text("、".join(d.new_ids), span=3))
    for m in carried:
        if F.work(m).arxiv:
            when = day(m.anchored_on, MD) if m.anchored_on else text("")
            status = W.STATUS_HANT["anchored" if m.status == "anchored" else m.status]
            s.row(text(F.work(m).arxiv), text(status), when, text(W.section_hant(d, m.section)))
    s.blank()
    hh, mm = (int(x) for x in d.window[1][11:].split(":"))
    s.row(text("交班", LABEL), text(d.instance), Cell(d.window[1][11:], CLOCK, num=f"{(hh * 60 + mm) / 1440:g}"))


def _living(d: Doc, s: Sheet) -> None:
    _head(s, d)
    s.row(text("檔案", LABEL), text(F.living_path(EXT), span=2))
    s.row(text("版本日期", LABEL), day(d.date))
    s.row(text("說明", LABEL), text("由夜間接力依每日簡報維護。", span=2))
    for num in d.sections:
        s.blank()
        s.row(text(W.section_hant(d, num), LABEL, NCOL))
        here = [m for m in d.mentions if m.section == num]
        if not here:
            s.row(text("本節尚無已錨入條目。", span=3))
            continue
        s.row(*(text(h, HEAD) for h in ["條目", "連結", "狀態", "錨入日期", "卡片", "指標", "數值", "要點"]))
        for m in here:
            f = m.figures[0]
            s.row(text(F.work(m).name), link(m), text(W.STATUS_HANT["anchored"]), day(m.anchored_on, MD),
                  text("、".join(m.sources)), text(F.METRIC_HANT[f.metric]), value(f), text(f"{m.hant}。"), height=44)  # fmt: skip


def _style() -> list[str]:
    base = ["<style>", "<!--table", '\t{mso-displayed-decimal-separator:"\\.";', '\tmso-displayed-thousand-separator:"\\,";}',
            "@page", "\t{margin:.75in .7in .75in .7in;", "\tmso-header-margin:.3in;", "\tmso-footer-margin:.3in;}",
            "tr", "\t{mso-height-source:auto;", "\tmso-ruby-visibility:none;}", "col", "\t{mso-width-source:auto;",
            "\tmso-ruby-visibility:none;}", "br", "\t{mso-data-placement:same-cell;}", ".style0",
            "\t{mso-number-format:General;", "\ttext-align:general;", "\tvertical-align:middle;", "\twhite-space:nowrap;",
            "\tcolor:black;", "\tfont-size:12.0pt;", "\tfont-weight:400;", "\tfont-family:新細明體, serif;",
            "\tmso-font-charset:136;", "\tborder:none;", "\tmso-style-name:一般;", "\tmso-style-id:0;}", "td",
            "\t{mso-style-parent:style0;", "\tpadding-top:1px;", "\tpadding-right:1px;", "\tpadding-left:1px;",
            "\tmso-ignore:padding;", "\tfont-size:12.0pt;", "\tfont-family:新細明體, serif;", "\tmso-font-charset:136;",
            "\tmso-number-format:General;", "\tvertical-align:middle;", "\twhite-space:nowrap;}"]  # fmt: skip
    own = {TITLE: ["font-size:16.0pt;", "font-weight:700;"], LABEL: ["font-weight:700;"],
           HEAD: ["font-weight:700;", f"border:{BORDER};", "background:#DDEBF7;", "mso-pattern:black none;"],
           TEXT: [f"border:{BORDER};", "white-space:normal;", "vertical-align:top;"],
           LINK: ["color:#0563C1;", "text-decoration:underline;", f"border:{BORDER};", "vertical-align:top;"]}  # fmt: skip
    for cls in [TITLE, LABEL, HEAD, TEXT, LINK, *FORMATS]:
        props = own.get(cls, [f"mso-number-format:{FORMATS.get(cls, 'General')};", "text-align:right;",
                              f"border:{BORDER};", "vertical-align:top;"])  # fmt: skip
        base += [f".{cls}", "\t{mso-style-parent:style0;"] + [f"\t{p}" for p in props[:-1]] + [f"\t{props[-1][:-1]};}}"]
    return base + ["-->", "</style>"]


def render(d: Doc) -> str:
    s = Sheet()
    (_brief if d.kind == "brief" else _living)(d, s)
    author = d.instance or "relay"
    saved = datetime.fromisoformat(d.window[1]) if d.window else datetime(d.date.year, d.date.month, d.date.day, 23, 40)
    saved = saved + timedelta(minutes=14) - timedelta(hours=8)  # Taipei time, stored as UTC
    name = d.stem.rsplit("/", 1)[-1]
    head = ['<html xmlns:v="urn:schemas-microsoft-com:vml"', 'xmlns:o="urn:schemas-microsoft-com:office:office"',
            'xmlns:x="urn:schemas-microsoft-com:office:excel"', 'xmlns="http://www.w3.org/TR/REC-html40">', "", "<head>",
            '<meta http-equiv=Content-Type content="text/html; charset=utf-8">', "<meta name=ProgId content=Excel.Sheet>",
            '<meta name=Generator content="Microsoft Excel 15">', f'<link rel=File-List href="{name}.files/filelist.xml">',
            "<!--[if gte mso 9]><xml>", " <o:DocumentProperties>", f"  <o:Author>{author}</o:Author>",
            f"  <o:LastAuthor>{author}</o:LastAuthor>", f"  <o:Created>{saved - timedelta(minutes=9):%Y-%m-%dT%H:%M:%SZ}</o:Created>",
            f"  <o:LastSaved>{saved:%Y-%m-%dT%H:%M:%SZ}</o:LastSaved>", "  <o:Version>16.00</o:Version>",
            " </o:DocumentProperties>", " <o:OfficeDocumentSettings>", "  <o:AllowPNG/>", " </o:OfficeDocumentSettings>",
            "</xml><![endif]-->", *_style(), "<!--[if gte mso 9]><xml>", " <x:ExcelWorkbook>", "  <x:ExcelWorksheets>",
            "   <x:ExcelWorksheet>", f"    <x:Name>{'活文件' if d.kind == 'living' else '簡報'}</x:Name>",
            "    <x:WorksheetOptions>", "     <x:DefaultRowHeight>330</x:DefaultRowHeight>", "     <x:Selected/>",
            "     <x:ProtectContents>False</x:ProtectContents>", "     <x:ProtectObjects>False</x:ProtectObjects>",
            "     <x:ProtectScenarios>False</x:ProtectScenarios>", "    </x:WorksheetOptions>", "   </x:ExcelWorksheet>",
            "  </x:ExcelWorksheets>", "  <x:WindowHeight>11020</x:WindowHeight>", "  <x:WindowWidth>28800</x:WindowWidth>",
            "  <x:WindowTopX>32767</x:WindowTopX>", "  <x:WindowTopY>32767</x:WindowTopY>",
            "  <x:ProtectStructure>False</x:ProtectStructure>", "  <x:ProtectWindows>False</x:ProtectWindows>",
            " </x:ExcelWorkbook>", "</xml><![endif]-->", "</head>", "", '<body link="#0563C1" vlink="#954F72">', ""]  # fmt: skip
    return "\n".join(head + s.html() + ["", "</body>", "", "</html>"]) + "\n"
