"""An Excel workbook (`.xlsx`, ECMA-376 SpreadsheetML), traditional Chinese, written here by hand
with `zipfile` (no spreadsheet library involved): the team in Taiwan keeps the daily brief as a
tracker workbook, one sheet per part. The package: `[Content_Types].xml` (defaults for `rels` and
`xml`, an override for every other part), `_rels/.rels`, `xl/workbook.xml` (the sheets by name
with their relationship ids, the hidden `_xlnm._FilterDatabase` name of the item sheet's filter)
with `xl/_rels/workbook.xml.rels`, `xl/worksheets/sheetN.xml` (a `dimension`, a frozen header row,
column widths, `sheetData` with `row r=` and `c r="A1"` cells, an `autoFilter`, a list
`dataValidation` on the status column, `hyperlinks` whose relationships are External), their own
relationships where a sheet has links, `xl/sharedStrings.xml` (`count` and `uniqueCount`),
`xl/styles.xml` (two custom date formats, a bold filled header style, a wrapping style),
`docProps/core.xml` and `docProps/app.xml`.

Cells: labels and short texts are shared strings (`t="s"`), the long free texts (points, register
entries) inline strings (`t="inlineStr"`), numbers plain `<v>` values, and dates Excel date
serials styled `yyyy"年"m"月"d"日"` or `m"月"d"日"` (what a reader sees is the formatted date).

The brief's sheets: 摘要 (header fields as 項目/內容 rows, the date cells serials, the baseline a
cell linked to the living workbook by a relative path, then a 計數 block of one row per declared
count); 來源 (one row per source with its state); 條目 (one row per item: name, kind, link,
status, section, anchoring date, confidence, point, metric, value, unit, sources; a second figure
on a row of its own); 待核實 (one row per register entry); arXiv 編號 (one row per new id as
written, a repeated id twice, then the carried ids with status, section and date). The living
document is a workbook of the same kind: 說明, 章節 (one row per section) and 條目."""

from __future__ import annotations

import io
import posixpath
import zipfile
from datetime import datetime, time
from xml.sax.saxutils import escape, quoteattr

from tests.zoo4.facts import Doc

from . import facts as F
from . import wording as W

EXT = "xlsx"
LANG = "zh-hant"

S = W.STATUS_HANT
APP_NAME = "zoo31-xlsx-hant/1.0 (Python zipfile)"
MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
R_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships"
CT_NS = "http://schemas.openxmlformats.org/package/2006/content-types"
REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
SML = "application/vnd.openxmlformats-officedocument.spreadsheetml."
DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
KIND = {"paper": "論文", **W.KIND_HANT}
READ = "已讀"
EMPTY = "空白，今日無本主題內容"

# cellXfs: 0 default, 1 header (bold, filled), 2 full date, 3 month and day, 4 wrapped text
HEAD, FULL_DATE, MONTH_DAY, WRAP = 1, 2, 3, 4
DATE_FORMATS = {176: 'yyyy"年"m"月"d"日"', 177: 'm"月"d"日"'}


def col(n: int) -> str:
    """1 -> A, 13 -> M, 27 -> AA."""
    s = ""
    while n:
        n, r = divmod(n - 1, 26)
        s = chr(65 + r) + s
    return s


class Strings:
    """The shared string table: each text once, in the order first used, with every use counted."""

    def __init__(self) -> None:
        self.index: dict[str, int] = {}
        self.uses = 0

    def __call__(self, s: str) -> int:
        self.uses += 1
        return self.index.setdefault(s, len(self.index))

    def xml(self) -> str:
        def si(s: str) -> str:
            keep = ' xml:space="preserve"' if s != s.strip() or "\n" in s else ""
            return f"<si><t{keep}>{escape(s)}</t></si>"

        return (DECL + f'<sst xmlns="{MAIN_NS}" count="{self.uses}" uniqueCount="{len(self.index)}">'
                + "".join(si(s) for s in self.index) + "</sst>\n")  # fmt: skip


# a cell value: a str (shared), ("inline", str), an int or float, ("date", date, style)
Cell = str | int | float | tuple | None


class Sheet:
    def __init__(self, name: str, head: list[str], widths: list[int], status_col: int | None = None) -> None:
        self.name = name
        self.rows: list[list[Cell]] = [list(head)]
        self.widths = widths
        self.links: list[tuple[str, str]] = []  # (cell ref, target)
        self.status_col = status_col
        self.heads = {1}  # rows styled as headers
        self.filter = False

    def add(self, cells: list[Cell], head: bool = False) -> int:
        self.rows.append(cells)
        if head:
            self.heads.add(len(self.rows))
        return len(self.rows)

    def link(self, row: int, column: int, target: str) -> None:
        self.links.append((f"{col(column)}{row}", target))

    def cell(self, ref: str, v: Cell, row: int, sst: Strings) -> str:
        if isinstance(v, str):
            style = f' s="{HEAD}"' if row in self.heads else (f' s="{WRAP}"' if "\n" in v else "")
            return f'<c r="{ref}"{style} t="s"><v>{sst(v)}</v></c>'
        if isinstance(v, tuple) and v[0] == "inline":
            return f'<c r="{ref}" s="{WRAP}" t="inlineStr"><is><t>{escape(v[1])}</t></is></c>'
        if isinstance(v, tuple) and v[0] == "date":
            return f'<c r="{ref}" s="{v[2]}"><v>{W.serial(v[1])}</v></c>'
        return f'<c r="{ref}"><v>{v}</v></c>'

    def last(self) -> str:
        width = max(max((k for k, v in enumerate(r, 1) if v is not None), default=1) for r in self.rows)
        return f"{col(width)}{len(self.rows)}"

    def xml(self, sst: Strings, selected: bool) -> str:
        rows = []
        for n, r in enumerate(self.rows, 1):
            cells = [self.cell(f"{col(k)}{n}", v, n, sst) for k, v in enumerate(r, 1) if v is not None]
            if cells:
                used = [k for k, v in enumerate(r, 1) if v is not None]
                rows.append(f'<row r="{n}" spans="{used[0]}:{used[-1]}">{"".join(cells)}</row>')
        ref = f"A1:{self.last()}"
        view = ' tabSelected="1"' if selected else ""
        out = (DECL + f'<worksheet xmlns="{MAIN_NS}" xmlns:r="{R_NS}"><dimension ref="{ref}"/><sheetViews>'
               f'<sheetView workbookViewId="0"{view}><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" '
               'state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>'
               '<sheetFormatPr defaultRowHeight="16.5"/><cols>'
               + "".join(f'<col min="{k}" max="{k}" width="{w}" customWidth="1"/>' for k, w in enumerate(self.widths, 1))
               + f"</cols><sheetData>{''.join(rows)}</sheetData>")  # fmt: skip
        if self.filter:
            out += f'<autoFilter ref="{ref}"/>'
        if self.status_col:
            c = col(self.status_col)
            choices = ",".join(
                S[k] for k in ("new", "carried-over", "anchored", "not-anchored", "adjacent", "candidate")
            )
            out += (f'<dataValidations count="1"><dataValidation type="list" allowBlank="1" showInputMessage="1" '
                    f'showErrorMessage="1" sqref="{c}2:{c}200"><formula1>"{choices}"</formula1></dataValidation>'
                    "</dataValidations>")  # fmt: skip
        if self.links:
            out += "<hyperlinks>" + "".join(f'<hyperlink ref="{ref}" r:id="rId{k}"/>'
                                            for k, (ref, _) in enumerate(self.links, 1)) + "</hyperlinks>"  # fmt: skip
        return (
            out
            + '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>\n'
        )


# --- the brief and the living document -------------------------------------------------------------


def summary(d: Doc) -> Sheet:
    sh = Sheet("摘要", ["項目", "內容"], [14, 60])
    living = F.living_path(EXT)
    sh.add(["主題", F.TOPIC])
    sh.add(["報告日期", ("date", d.date, FULL_DATE)])
    sh.add(["撰寫", d.instance])
    sh.add(["時間窗", f"{d.window[0]} 至 {d.window[1]}"])
    row = sh.add(["基線活文件", living])
    sh.link(row, 2, posixpath.relpath(living, posixpath.dirname(d.stem)))  # a file link, relative to this workbook
    sh.add(["基線版本", ("date", d.baseline, FULL_DATE)])
    sh.add(["交班", f"{d.instance} {d.window[1][11:]}"])
    sh.add([])
    sh.add(["計數", "則數"], head=True)
    for what, n in W.count_rows_hant(d.counts):
        sh.add([what, n])
    return sh


def sources(d: Doc) -> Sheet:
    sh = Sheet("來源", ["序", "路徑", "讀後狀態"], [5, 44, 26])
    for n, s in enumerate(d.sources, 1):
        sh.add([n, s, EMPTY if W.empty(d, s) else READ])
    return sh


ITEM_HEAD = ["序", "條目", "類型", "連結", "狀態", "章節", "錨入日期", "可信度", "重點", "指標", "數值", "單位", "來源"]


def items(d: Doc) -> Sheet:
    sh = Sheet("條目", ITEM_HEAD, [5, 22, 12, 18, 10, 26, 11, 8, 48, 22, 8, 10, 40], status_col=5)
    sh.filter = True
    new, old, side = F.groups(d)
    for n, m in enumerate(new + old + side, 1):
        w = F.work(m)
        first = m.figures[0] if m.figures else None
        row = sh.add([n, w.name, KIND[w.kind], W.label_hant(m), S[m.status],
                      W.section_hant(d, m.section) if m.section else None,
                      ("date", m.anchored_on, MONTH_DAY) if m.anchored_on else None,
                      W.CONFIDENCE_ZH[m.confidence] if m.confidence else None, ("inline", f"{m.hant}。"),
                      F.METRIC_HANT[first.metric] if first else None, first.value if first else None,
                      W.unit_cell_hant(first) if first else None, "\n".join(m.sources) or None])  # fmt: skip
        sh.link(row, 4, W.url(m))
        for f in m.figures[1:]:  # a further figure: a row of its own under the item
            sh.add([None] * 9 + [F.METRIC_HANT[f.metric], f.value, W.unit_cell_hant(f)])
    return sh


def register(d: Doc) -> Sheet:
    sh = Sheet("待核實", ["編號", "條目", "風險", "狀態", "內容"], [6, 16, 6, 8, 70])
    for n, e in enumerate(d.entries, 1):
        names = "、".join(F.WORKS[i].name for i in e.items)
        sh.add([n, names, W.RISK_ZH[e.risk], "已解決" if e.resolved else "未解決", ("inline", f"{e.hant}。")])
    return sh


def arxiv(d: Doc) -> Sheet:
    sh = Sheet("arXiv 編號", ["arXiv 編號", "類別", "章節", "錨入日期"], [14, 10, 26, 11])
    for i in d.new_ids:  # as written, a repeated id included
        sh.add([i, S["new"]])
    for m in [m for m in F.groups(d)[1] if F.work(m).arxiv]:
        sh.add([str(F.work(m).arxiv), S[m.status], W.section_hant(d, m.section),
                ("date", m.anchored_on, MONTH_DAY) if m.anchored_on else None])  # fmt: skip
    return sh


def brief(d: Doc) -> list[Sheet]:
    return [summary(d), sources(d), items(d), register(d), arxiv(d)]


def living(d: Doc) -> list[Sheet]:
    about = Sheet("說明", ["項目", "內容"], [12, 70])
    about.add(["主題", F.TOPIC])
    about.add(["版本日期", ("date", d.date, FULL_DATE)])
    about.add(["路徑", F.living_path(EXT)])
    about.add(["更新方式", "夜間接力依每日簡報重建本活文件，請勿手動編輯"])
    parts = Sheet("章節", ["章節", "名稱", f"{S['anchored']}條目數"], [8, 30, 12])
    for num, name in d.sections.items():
        parts.add([f"§{num}", F.SECTIONS_HANT[name], sum(m.section == num for m in d.mentions)])
    sh = Sheet("條目", ["章節", "條目", "連結", "狀態", "錨入日期", "重點", "指標", "數值", "單位", "卡片"],
               [26, 16, 18, 10, 11, 48, 22, 8, 10, 36])  # fmt: skip
    for m in d.mentions:
        first = m.figures[0] if m.figures else None
        row = sh.add([W.section_hant(d, m.section), F.work(m).name, W.label_hant(m), S[m.status],
                      ("date", m.anchored_on, MONTH_DAY) if m.anchored_on else None, ("inline", f"{m.hant}。"),
                      F.METRIC_HANT[first.metric] if first else None, first.value if first else None,
                      W.unit_cell_hant(first) if first else None, "\n".join(m.sources) or None])  # fmt: skip
        sh.link(row, 3, W.url(m))
        for f in m.figures[1:]:
            sh.add([None] * 6 + [F.METRIC_HANT[f.metric], f.value, W.unit_cell_hant(f)])
    return [about, parts, sh]


# --- the package -------------------------------------------------------------------------------------

STYLES = (
    DECL + f'<styleSheet xmlns="{MAIN_NS}"><numFmts count="{len(DATE_FORMATS)}">'
    + "".join(f"<numFmt numFmtId={quoteattr(str(k))} formatCode={quoteattr(v)}/>" for k, v in DATE_FORMATS.items())
    + '</numFmts><fonts count="2"><font><sz val="12"/><color theme="1"/><name val="新細明體"/><family val="1"/>'
    '<charset val="136"/><scheme val="minor"/></font><font><b/><sz val="12"/><color theme="1"/><name val="新細明體"/>'
    '<family val="1"/><charset val="136"/><scheme val="minor"/></font></fonts><fills count="3"><fill><patternFill '
    'patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid">'
    '<fgColor rgb="FFDDEBF7"/><bgColor indexed="64"/></patternFill></fill></fills><borders count="1"><border><left/>'
    '<right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" '
    'fillId="0" borderId="0"><alignment vertical="center"/></xf></cellStyleXfs><cellXfs count="5">'
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"><alignment vertical="center"/></xf>'
    '<xf numFmtId="0" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1"><alignment '
    'vertical="center"/></xf>'
    '<xf numFmtId="176" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"><alignment '
    'vertical="center"/></xf>'
    '<xf numFmtId="177" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"><alignment '
    'vertical="center"/></xf>'
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top" '
    'wrapText="1"/></xf></cellXfs><cellStyles count="1"><cellStyle name="一般" xfId="0" builtinId="0"/></cellStyles>'
    "</styleSheet>\n"
)  # fmt: skip


def rels(items: list[tuple[str, str, str, bool]]) -> str:
    mode = {True: ' TargetMode="External"', False: ""}
    return (DECL + f'<Relationships xmlns="{PKG_REL}">' + "".join(
        f'<Relationship Id="{i}" Type="{kind}" Target={quoteattr(target)}{mode[ext]}/>'
        for i, kind, target, ext in items) + "</Relationships>\n")  # fmt: skip


def workbook(sheets: list[Sheet]) -> str:
    names = "".join(f'<sheet name={quoteattr(s.name)} sheetId="{n}" r:id="rId{n}"/>' for n, s in enumerate(sheets, 1))
    defined = "".join(f'<definedName name="_xlnm._FilterDatabase" localSheetId="{n}" hidden="1">'
                      f"'{escape(s.name)}'!$A$1:${s.last().rstrip('0123456789')}${len(s.rows)}</definedName>"
                      for n, s in enumerate(sheets) if s.filter)  # fmt: skip
    return (DECL + f'<workbook xmlns="{MAIN_NS}" xmlns:r="{R_NS}"><workbookPr defaultThemeVersion="164011"/>'
            f'<bookViews><workbookView xWindow="0" yWindow="0" windowWidth="28800" windowHeight="12300" activeTab="0"/>'
            f"</bookViews><sheets>{names}</sheets>"
            + (f"<definedNames>{defined}</definedNames>" if defined else "")
            + '<calcPr calcId="191029"/></workbook>\n')  # fmt: skip


def core(d: Doc) -> str:
    who = d.instance or "relay"
    made = datetime.combine(d.date, time(10, 40) if d.instance else time(23, 35))
    saved = datetime.combine(d.date, time(11, 24) if d.instance else time(23, 39))
    title = f"{F.TOPIC} 每日簡報" if d.instance else f"{F.TOPIC} 活文件"
    return (DECL + '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/'
            'core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" '
            'xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
            f"<dc:title>{escape(title)}</dc:title><dc:creator>{who}</dc:creator><cp:lastModifiedBy>{who}"
            f'</cp:lastModifiedBy><dcterms:created xsi:type="dcterms:W3CDTF">{made:%Y-%m-%dT%H:%M:%SZ}</dcterms:created>'
            f'<dcterms:modified xsi:type="dcterms:W3CDTF">{saved:%Y-%m-%dT%H:%M:%SZ}</dcterms:modified>'
            "</cp:coreProperties>\n")  # fmt: skip


def app(sheets: list[Sheet]) -> str:
    titles = "".join(f"<vt:lpstr>{escape(s.name)}</vt:lpstr>" for s in sheets)
    return (DECL + '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" '
            'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">'
            f"<Application>{APP_NAME}</Application><DocSecurity>0</DocSecurity><HeadingPairs><vt:vector size=\"2\" "
            f'baseType="variant"><vt:variant><vt:lpstr>工作表</vt:lpstr></vt:variant><vt:variant><vt:i4>{len(sheets)}'
            f'</vt:i4></vt:variant></vt:vector></HeadingPairs><TitlesOfParts><vt:vector size="{len(sheets)}" '
            f'baseType="lpstr">{titles}</vt:vector></TitlesOfParts></Properties>\n')  # fmt: skip


def parts(d: Doc) -> list[tuple[str, str]]:
    """The package's parts in the order they are zipped: (name, XML)."""
    sheets = brief(d) if d.kind == "brief" else living(d)
    sst = Strings()
    body = [(f"xl/worksheets/sheet{n}.xml", s.xml(sst, n == 1)) for n, s in enumerate(sheets, 1)]
    links = [(f"xl/worksheets/_rels/sheet{n}.xml.rels",
              rels([(f"rId{k}", REL + "hyperlink", target, True) for k, (_, target) in enumerate(s.links, 1)]))
             for n, s in enumerate(sheets, 1) if s.links]  # fmt: skip
    k = len(sheets)
    inner = [(f"rId{n}", REL + "worksheet", f"worksheets/sheet{n}.xml", False) for n in range(1, k + 1)]
    inner += [(f"rId{k + 1}", REL + "styles", "styles.xml", False),
              (f"rId{k + 2}", REL + "sharedStrings", "sharedStrings.xml", False)]  # fmt: skip
    over = [("/xl/workbook.xml", SML + "sheet.main+xml")]
    over += [(f"/{name}", SML + "worksheet+xml") for name, _ in body]
    over += [("/xl/styles.xml", SML + "styles+xml"), ("/xl/sharedStrings.xml", SML + "sharedStrings+xml"),
             ("/docProps/core.xml", "application/vnd.openxmlformats-package.core-properties+xml"),
             ("/docProps/app.xml", "application/vnd.openxmlformats-officedocument.extended-properties+xml")]  # fmt: skip
    types = (DECL + f'<Types xmlns="{CT_NS}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-'
             'package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
             + "".join(f'<Override PartName="{n}" ContentType="{c}"/>' for n, c in over) + "</Types>\n")  # fmt: skip
    top = [("rId1", REL + "officeDocument", "xl/workbook.xml", False),
           ("rId2", PKG_REL + "/metadata/core-properties", "docProps/core.xml", False),
           ("rId3", REL + "extended-properties", "docProps/app.xml", False)]  # fmt: skip
    return [("[Content_Types].xml", types), ("_rels/.rels", rels(top)), ("xl/workbook.xml", workbook(sheets)),
            ("xl/_rels/workbook.xml.rels", rels(inner)), *body, *links, ("xl/styles.xml", STYLES),
            ("xl/sharedStrings.xml", sst.xml()), ("docProps/core.xml", core(d)), ("docProps/app.xml", app(sheets))]  # fmt: skip


def render(d: Doc) -> bytes:
    when = (d.date.year, d.date.month, d.date.day, 11 if d.instance else 23, 24 if d.instance else 39, 0)
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, xml in parts(d):
            z.writestr(zipfile.ZipInfo(name, date_time=when), xml.encode("utf-8"), zipfile.ZIP_DEFLATED)
    return buf.getvalue()


def text(data: bytes) -> str:
    """What zoo4's key writer reads of the workbook: its shared strings, then its sheets' XML."""
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        names = ["xl/sharedStrings.xml"] + sorted(n for n in z.namelist() if n.startswith("xl/worksheets/sheet"))
        return "\n".join(z.read(n).decode("utf-8") for n in names)
