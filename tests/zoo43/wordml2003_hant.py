"""A Word 2003 XML document (WordprocessingML, `.xml`), traditional Chinese.

What Word 2003 (and later Words' "Word 2003 XML Document" save type) writes: the declaration and
`<?mso-application progid="Word.Document"?>`, then the whole `<w:wordDocument>` on one line:
`<o:DocumentProperties>` (title, author, times, counts), `<w:fonts>` (新細明體 as the default
far-east font), `<w:lists>` (list definitions and the `w:ilfo` instances that use them),
`<w:styles>` with the ids a Chinese Word gives its styles (`a` Normal/內文, `1`–`3` heading 1–3,
`a0`… for the rest, each with its English `w:name` and its `wx:uiName`), `<w:docPr>` (footnote
separators, compatibility flags) and `<w:body>` holding one `<wx:sect>` whose headings each open
a nested `<wx:sub-section>`. Paragraphs are `<w:p>` with `<w:pPr>` (`w:pStyle`, a `w:listPr` whose
`wx:t` carries the number or bullet Word shows, `w:jc`), their text in `<w:r><w:t>` runs split
where the script changes (far-east runs marked `<w:rFonts w:hint="eastAsia"/>`) and around
words the spelling checker flagged (`<w:proofErr w:type="spellStart"/>`), hyperlinks as
`<w:hlink w:dest>`, a footnote inline in its run as `<w:footnote>`, and tables as `<w:tbl>` with
`w:tblGrid`, a repeated header row (`w:tblHeader`) and shaded header cells, each followed by an
empty paragraph.
"""

from __future__ import annotations

import re
from xml.sax.saxutils import escape, quoteattr

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "xml"
LANG = "zh-hant"

NS = {
    "w": "http://schemas.microsoft.com/office/word/2003/wordml",
    "v": "urn:schemas-microsoft-com:vml",
    "w10": "urn:schemas-microsoft-com:office:word",
    "sl": "http://schemas.microsoft.com/schemaLibrary/2003/core",
    "aml": "http://schemas.microsoft.com/aml/2001/core",
    "wx": "http://schemas.microsoft.com/office/word/2003/auxHint",
    "o": "urn:schemas-microsoft-com:office:office",
    "dt": "uuid:C2F41010-65B3-11d1-A29F-00AA00C14882",
    "wsp": "http://schemas.microsoft.com/office/word/2003/wordml/sp2",
}
BULLET = "\uf06c"  # the Wingdings bullet Word's default bulleted list shows
NUMBERS = "一二三四五六七八九"
RISK = {"high": "高", "medium": "中", "low": "低"}


def _far_east(ch: str) -> bool:
    return ord(ch) >= 0x2E80 and ch != BULLET


def _segments(text: str) -> list[tuple[bool, str]]:
    """The text cut where the script changes (a space stays with the run before it)."""
    out: list[tuple[bool, str]] = []
    for ch in text:
        fe = _far_east(ch) if ch != " " or not out else out[-1][0]
        if out and out[-1][0] == fe:
            out[-1] = (fe, out[-1][1] + ch)
        else:
            out.append((fe, ch))
    return out


FLAGGED = re.compile(r"\b([A-Za-z]*[a-z][A-Z][A-Za-z]*)\b")


def _r(text: str, *, fe: bool = False, bold: bool = False, style: str | None = None) -> str:
    props = "".join(
        [f'<w:rStyle w:val="{style}"/>' if style else "", '<w:rFonts w:hint="eastAsia"/>' if fe else "",
         "<w:b/>" if bold else ""]
    )  # fmt: skip
    rpr = f"<w:rPr>{props}</w:rPr>" if props else ""
    return f"<w:r>{rpr}<w:t>{escape(text)}</w:t></w:r>"


def _runs(text: str, *, bold: bool = False) -> str:
    """Runs as Word splits them: by script, and around a word its spelling checker flags."""
    out = []
    for fe, seg in _segments(text):
        if fe:
            out.append(_r(seg, fe=True, bold=bold))
            continue
        pos = 0
        for m in FLAGGED.finditer(seg):
            if m.start() > pos:
                out.append(_r(seg[pos : m.start()], bold=bold))
            out += ['<w:proofErr w:type="spellStart"/>', _r(m.group(1), bold=bold), '<w:proofErr w:type="spellEnd"/>']
            pos = m.end()
        if pos < len(seg):
            out.append(_r(seg[pos:], bold=bold))
    return "".join(out)


def _link(url: str) -> str:
    return f"<w:hlink w:dest={quoteattr(url)}>{_r(url, style='a4')}</w:hlink>"


def _footnote(text: str) -> str:
    inner = (
        '<w:p><w:pPr><w:pStyle w:val="a6"/></w:pPr><w:r><w:rPr><w:rStyle w:val="a7"/></w:rPr><w:footnoteRef/></w:r>'
        f"{_r(' ')}{_runs(text)}</w:p>"
    )
    return f'<w:r><w:rPr><w:rStyle w:val="a7"/></w:rPr><w:footnote>{inner}</w:footnote></w:r>'


def _p(body: str, *, style: str | None = None, ilfo: int | None = None, label: str = "", jc: str | None = None,
       fe: bool = True) -> str:  # fmt: skip
    ppr = f'<w:pStyle w:val="{style}"/>' if style else ""
    if ilfo is not None:
        font = "Wingdings" if label == BULLET else "Times New Roman"
        ppr += (f'<w:listPr><w:ilvl w:val="0"/><w:ilfo w:val="{ilfo}"/><wx:t wx:val={quoteattr(label)}/>'
                f'<wx:font wx:val="{font}"/></w:listPr>')  # fmt: skip
    if jc:
        ppr += f'<w:jc w:val="{jc}"/>'
    if fe:
        ppr += '<w:rPr><w:rFonts w:hint="eastAsia"/></w:rPr>'
    return f"<w:p>{f'<w:pPr>{ppr}</w:pPr>' if ppr else ''}{body}</w:p>"


def _tbl(widths: list[int], head: list[str], rows: list[list[str]]) -> str:
    """A table in the Table Grid style (`a5`), the header row repeated on each page; cells hold
    text with line breaks (`\\n`) or ready-made runs (a string starting with `<`)."""

    def cell(w: int, x: str, shaded: bool) -> str:
        shd = '<w:shd w:val="clear" w:color="auto" w:fill="D9D9D9"/>' if shaded else ""
        if x.startswith("<"):
            runs = x
        else:
            runs = "<w:r><w:br/></w:r>".join(_runs(line, bold=shaded) for line in x.split("\n"))
        return f'<w:tc><w:tcPr><w:tcW w:w="{w}" w:type="dxa"/>{shd}</w:tcPr>{_p(runs)}</w:tc>'

    grid = "".join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    out = [f'<w:tbl><w:tblPr><w:tblStyle w:val="a5"/><w:tblW w:w="0" w:type="auto"/><w:tblLook w:val="04A0"/>'
           f"</w:tblPr><w:tblGrid>{grid}</w:tblGrid>"]  # fmt: skip
    out.append(
        "<w:tr><w:trPr><w:tblHeader/></w:trPr>"
        + "".join(cell(w, h, True) for w, h in zip(widths, head, strict=True))
        + "</w:tr>"
    )
    for r in rows:
        out.append("<w:tr>" + "".join(cell(w, x, False) for w, x in zip(widths, r, strict=True)) + "</w:tr>")
    return "".join(out) + "</w:tbl>" + _p("", fe=False)


class _Body:
    """Paragraphs and tables, with each heading opening a `wx:sub-section` nested by level."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.depth = 0

    def add(self, xml: str) -> None:
        self.parts.append(xml)

    def heading(self, level: int, body: str, **kw) -> None:
        while self.depth >= level:
            self.parts.append("</wx:sub-section>")
            self.depth -= 1
        while self.depth < level:
            self.parts.append("<wx:sub-section>")
            self.depth += 1
        self.parts.append(_p(body, style=str(level), **kw))

    def xml(self) -> str:
        return "".join(self.parts) + "</wx:sub-section>" * self.depth


def _item_paragraphs(b: _Body, d: Doc, m: Mention) -> None:
    b.add(_p(_runs("要點：" + m.hant + "。")))
    if m.figures:
        b.add(_p(_runs("數據：" + "；".join(W.fig_hant(f) for f in m.figures))))
    b.add(_p(_runs("建議歸入：" + W.section_hant(d, m.section))))
    b.add(_p(_runs(f"狀態：{W.STATUS_HANT['new']}　可信度：{W.LEVEL_HANT[m.confidence]}")))
    b.add(_p(_runs("連結：") + _link(W.url(m))))
    b.add(_p(_runs("來源：")))
    for s in m.sources:
        b.add(_p(_runs(s), ilfo=2, label=BULLET, fe=False))


def _brief(d: Doc) -> tuple[str, str]:
    new, old, side = F.groups(d)
    b = _Body()
    b.add(_p(_runs(f"{F.TOPIC} 每日簡報"), style="a3"))
    b.add(_p(_runs(W.zh_date(d.date)), jc="center"))
    b.add(_p(_runs(f"撰寫：{d.instance}　交棒時間：{F.HANDOVER}")))
    b.add(_p(_runs(f"時間窗：{d.window[0]} 至 {d.window[1]}")))
    note = _footnote("活文件每晚依各期簡報接力更新，版本以檔案日期為準。")
    b.add(_p(_runs("基準活文件：") + _r(F.living_path(EXT)) + _runs(f"（{W.zh_date(d.baseline)}版）") + note))
    b.add(_p(_runs("宣告數量：" + W.counts_hant(d.counts))))
    heads = iter(f"{n}、" for n in NUMBERS)
    b.heading(1, _runs(next(heads) + "本期淨增"))
    for k, m in enumerate(new, 1):
        b.heading(2, _runs(W.label_hant(m)), ilfo=1, label=f"{k}.")
        _item_paragraphs(b, d, m)
    b.heading(1, _runs(next(heads) + "沿用與已錨入"))
    rows = []
    for m in old:
        note_text = "\n".join([m.hant + "。", *(W.fig_hant(f) for f in m.figures)])
        rows.append([W.label_hant(m), W.section_hant(d, m.section), W.carried_hant(m), note_text])
    b.add(_tbl([2400, 1900, 1900, 2600], ["項目", "章節", "狀態", "說明"], rows))
    b.heading(1, _runs(next(heads) + "鄰接與候選"))
    for m in side:
        b.add(_p(_runs(f"{W.label_hant(m)}　{W.STATUS_HANT[m.status]}：{m.hant}"), ilfo=2, label=BULLET))
    b.heading(1, _runs(next(heads) + "矛盾與待核實"))
    for k, e in enumerate(d.entries, 1):
        text = f"已解決　{e.hant}（風險：{RISK[e.risk]}）" if e.resolved else f"風險：{RISK[e.risk]}　{e.hant}"
        b.add(_p(_runs(text), ilfo=3, label=f"({k})"))
    b.heading(1, _runs(next(heads) + "可引用 arXiv 編號"))
    b.add(_p(_runs("本期淨增：" + "、".join(d.new_ids))))
    b.heading(1, _runs(next(heads) + "本期檢查過的來源"))
    rows = [[str(k), s, "空白，無內容" if s in d.empty_sources else ""] for k, s in enumerate(d.sources, 1)]
    b.add(_tbl([700, 5600, 2500], ["序號", "路徑", "備註"], rows))
    b.add(_p(_runs(f"{d.instance}　{W.iso(d.date)} {F.HANDOVER}"), jc="right"))
    return f"{F.TOPIC} 每日簡報", b.xml()


def _living(d: Doc) -> tuple[str, str]:
    b = _Body()
    b.add(_p(_runs(f"{F.TOPIC} 活文件"), style="a3"))
    b.add(_p(_runs(f"版本：{W.zh_date(d.date)}　每晚由各期簡報接力更新")))
    for num in d.sections:
        b.heading(1, _runs(W.section_hant(d, num)))
        inside = [m for m in d.mentions if m.section == num]
        if not inside:
            b.add(_p(_runs("（暫無條目）")))
        for m in inside:
            b.heading(2, _runs(W.label_hant(m)))
            b.add(_p(_runs(f"錨入日期：{W.zh_date(m.anchored_on)}")))
            b.add(_p(_runs(m.hant + "。")))
            b.add(_p(_runs("數據：" + "；".join(W.fig_hant(f) for f in m.figures))))
            b.add(_p(_runs("卡片：" + "、".join(m.sources))))
            b.add(_p(_runs("連結：") + _link(W.url(m))))
    return f"{F.TOPIC} 活文件", b.xml()


FONTS = (
    '<w:fonts><w:defaultFonts w:ascii="Times New Roman" w:fareast="新細明體" w:h-ansi="Times New Roman" '
    'w:cs="Times New Roman"/><w:font w:name="新細明體"><w:altName w:val="PMingLiU"/>'
    '<w:panose-1 w:val="02020500000000000000"/><w:charset w:val="88"/><w:family w:val="Roman"/>'
    '<w:pitch w:val="variable"/><w:sig w:usb-0="00000003" w:usb-1="082E0000" w:usb-2="00000016" w:usb-3="00000000" '
    'w:csb-0="00100001" w:csb-1="00000000"/></w:font><w:font w:name="Wingdings"><w:panose-1 w:val="05000000000000000000"/>'
    '<w:charset w:val="02"/><w:family w:val="Auto"/><w:pitch w:val="variable"/><w:sig w:usb-0="00000000" '
    'w:usb-1="10000000" w:usb-2="00000000" w:usb-3="00000000" w:csb-0="80000000" w:csb-1="00000000"/></w:font>'
    '<w:font w:name="@新細明體"><w:panose-1 w:val="02020500000000000000"/><w:charset w:val="88"/>'
    '<w:family w:val="Roman"/><w:pitch w:val="variable"/><w:sig w:usb-0="00000003" w:usb-1="082E0000" '
    'w:usb-2="00000016" w:usb-3="00000000" w:csb-0="00100001" w:csb-1="00000000"/></w:font></w:fonts>'
)


def _lvl(tplc: str, text: str, nfc: int | None = None, wingdings: bool = False) -> str:
    nfc_xml = f'<w:nfc w:val="{nfc}"/>' if nfc is not None else ""
    rpr = '<w:rPr><w:rFonts w:ascii="Wingdings" w:h-ansi="Wingdings" w:hint="default"/></w:rPr>' if wingdings else ""
    return (f'<w:lvl w:ilvl="0" w:tplc="{tplc}"><w:start w:val="1"/>{nfc_xml}<w:lvlText w:val={quoteattr(text)}/>'
            f'<w:lvlJc w:val="left"/><w:pPr><w:ind w:left="480" w:hanging="480"/></w:pPr>{rpr}</w:lvl>')  # fmt: skip


LISTS = (
    "<w:lists>"
    '<w:listDef w:listDefId="0"><w:lsid w:val="0B7E5A21"/><w:plt w:val="HybridMultilevel"/><w:tmpl w:val="6A3C1E0C"/>'
    + _lvl("0409000F", "%1.")
    + "</w:listDef>"
    '<w:listDef w:listDefId="1"><w:lsid w:val="3F1D28C4"/><w:plt w:val="HybridMultilevel"/><w:tmpl w:val="D2F4B5A6"/>'
    + _lvl("04090001", BULLET, nfc=23, wingdings=True)
    + "</w:listDef>"
    '<w:listDef w:listDefId="2"><w:lsid w:val="5C90E7B3"/><w:plt w:val="HybridMultilevel"/><w:tmpl w:val="91A8C3D2"/>'
    + _lvl("0409000F", "(%1)")
    + "</w:listDef>"
    '<w:list w:ilfo="1"><w:ilst w:val="0"/></w:list><w:list w:ilfo="2"><w:ilst w:val="1"/></w:list>'
    '<w:list w:ilfo="3"><w:ilst w:val="2"/></w:list></w:lists>'
)

_LANG = '<w:lang w:val="EN-US" w:fareast="ZH-TW" w:bidi="AR-SA"/>'


def _heading_style(n: int, size: int) -> str:
    return (f'<w:style w:type="paragraph" w:styleId="{n}"><w:name w:val="heading {n}"/><wx:uiName wx:val="標題 {n}"/>'
            f'<w:basedOn w:val="a"/><w:next w:val="a"/><w:pPr><w:pStyle w:val="{n}"/><w:keepNext/>'
            f'<w:spacing w:before="180" w:after="180" w:line="{size * 10}" w:line-rule="at-least"/>'
            f'<w:outlineLvl w:val="{n - 1}"/></w:pPr><w:rPr><w:rFonts w:ascii="Arial" w:h-ansi="Arial"/>'
            f'<wx:font wx:val="Arial"/><w:b/><w:b-cs/><w:kern w:val="{size}"/><w:sz w:val="{size}"/>'
            f'<w:sz-cs w:val="{size}"/></w:rPr></w:style>')  # fmt: skip


STYLES = (
    '<w:styles><w:versionOfBuiltInStylenames w:val="4"/><w:latentStyles w:defLockedState="off" w:latentStyleCount="156"/>'
    '<w:style w:type="paragraph" w:default="on" w:styleId="a"><w:name w:val="Normal"/><wx:uiName wx:val="內文"/>'
    '<w:pPr><w:widowControl w:val="off"/></w:pPr><w:rPr><wx:font wx:val="Times New Roman"/><w:kern w:val="2"/>'
    f'<w:sz w:val="24"/><w:sz-cs w:val="24"/>{_LANG}</w:rPr></w:style>'
    + _heading_style(1, 52)
    + _heading_style(2, 48)
    + _heading_style(3, 36)
    + '<w:style w:type="character" w:default="on" w:styleId="a0"><w:name w:val="Default Paragraph Font"/>'
    '<wx:uiName wx:val="預設段落字型"/></w:style>'
    '<w:style w:type="table" w:default="on" w:styleId="a1"><w:name w:val="Normal Table"/><wx:uiName wx:val="表格內文"/>'
    f'<w:rPr><wx:font wx:val="Times New Roman"/>{_LANG}</w:rPr><w:tblPr><w:tblInd w:w="0" w:type="dxa"/>'
    '<w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/>'
    '<w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>'
    '<w:style w:type="list" w:default="on" w:styleId="a2"><w:name w:val="No List"/><wx:uiName wx:val="無清單"/></w:style>'
    '<w:style w:type="paragraph" w:styleId="a3"><w:name w:val="Title"/><wx:uiName wx:val="標題"/><w:basedOn w:val="a"/>'
    '<w:next w:val="a"/><w:pPr><w:pStyle w:val="a3"/><w:spacing w:before="240" w:after="60"/><w:jc w:val="center"/>'
    '<w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:rFonts w:ascii="Arial" w:h-ansi="Arial"/><wx:font wx:val="Arial"/>'
    '<w:b/><w:b-cs/><w:sz w:val="32"/><w:sz-cs w:val="32"/></w:rPr></w:style>'
    '<w:style w:type="character" w:styleId="a4"><w:name w:val="Hyperlink"/><wx:uiName wx:val="超連結"/>'
    '<w:basedOn w:val="a0"/><w:rPr><w:color w:val="0000FF"/><w:u w:val="single"/></w:rPr></w:style>'
    '<w:style w:type="table" w:styleId="a5"><w:name w:val="Table Grid"/><wx:uiName wx:val="表格格線"/>'
    '<w:basedOn w:val="a1"/><w:pPr><w:widowControl w:val="off"/></w:pPr><w:rPr><wx:font wx:val="Times New Roman"/></w:rPr>'
    '<w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblBorders><w:top w:val="single" w:sz="4" wx:bdrwidth="10" '
    'w:space="0" w:color="auto"/><w:left w:val="single" w:sz="4" wx:bdrwidth="10" w:space="0" w:color="auto"/>'
    '<w:bottom w:val="single" w:sz="4" wx:bdrwidth="10" w:space="0" w:color="auto"/><w:right w:val="single" w:sz="4" '
    'wx:bdrwidth="10" w:space="0" w:color="auto"/><w:insideH w:val="single" w:sz="4" wx:bdrwidth="10" w:space="0" '
    'w:color="auto"/><w:insideV w:val="single" w:sz="4" wx:bdrwidth="10" w:space="0" w:color="auto"/></w:tblBorders>'
    '<w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/>'
    '<w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>'
    '<w:style w:type="paragraph" w:styleId="a6"><w:name w:val="footnote text"/><wx:uiName wx:val="註腳文字"/>'
    '<w:basedOn w:val="a"/><w:pPr><w:pStyle w:val="a6"/><w:snapToGrid w:val="off"/></w:pPr><w:rPr>'
    '<wx:font wx:val="Times New Roman"/><w:sz w:val="20"/><w:sz-cs w:val="20"/></w:rPr></w:style>'
    '<w:style w:type="character" w:styleId="a7"><w:name w:val="footnote reference"/><wx:uiName wx:val="註腳參照"/>'
    '<w:basedOn w:val="a0"/><w:rPr><w:vertAlign w:val="superscript"/></w:rPr></w:style></w:styles>'
)

DOC_PR = (
    '<w:docPr><w:view w:val="print"/><w:zoom w:percent="100"/><w:proofState w:grammar="clean"/>'
    '<w:defaultTabStop w:val="480"/><w:displayHorizontalDrawingGridEvery w:val="0"/>'
    '<w:displayVerticalDrawingGridEvery w:val="2"/><w:punctuationKerning/>'
    '<w:characterSpacingControl w:val="CompressPunctuation"/><w:optimizeForBrowser/><w:validateAgainstSchema/>'
    '<w:saveInvalidXML w:val="off"/><w:ignoreMixedContent w:val="off"/><w:alwaysShowPlaceholderText w:val="off"/>'
    '<w:footnotePr><w:footnote w:type="separator"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>'
    '<w:footnote w:type="continuation-separator"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>'
    '</w:footnotePr><w:endnotePr><w:endnote w:type="separator"><w:p><w:r><w:separator/></w:r></w:p></w:endnote>'
    '<w:endnote w:type="continuation-separator"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:endnote>'
    "</w:endnotePr><w:compat><w:spaceForUL/><w:balanceSingleByteDoubleByteWidth/><w:doNotLeaveBackslashAlone/>"
    "<w:ulTrailSpace/><w:doNotExpandShiftReturn/><w:adjustLineHeightInTable/><w:breakWrappedTables/>"
    "<w:snapToGridInCell/><w:wrapTextWithPunct/><w:useAsianBreakRules/><w:dontGrowAutofit/><w:useFELayout/>"
    "</w:compat></w:docPr>"
)

SECT_PR = (
    '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1800" w:bottom="1440" '
    'w:left="1800" w:header="851" w:footer="992" w:gutter="0"/><w:cols w:space="425"/>'
    '<w:docGrid w:type="lines" w:line-pitch="360"/></w:sectPr>'
)


def _props(d: Doc, title: str, body: str) -> str:
    hh, mm = (int(x) for x in F.HANDOVER.split(":"))
    saved = f"{W.iso(d.date)}T{hh - 8:02d}:{mm:02d}:00Z"  # written in Taipei (UTC+8)
    created = f"{W.iso(d.date)}T{hh - 8:02d}:{mm - 31:02d}:00Z" if mm >= 31 else saved
    text = re.sub(r"<[^>]+>", "", body)
    chars = len(text.replace(" ", ""))
    words = len(re.findall(r"[A-Za-z0-9.:/_-]+", text)) + sum(_far_east(c) for c in text)
    author = d.instance or "relay"
    return (
        f"<o:DocumentProperties><o:Title>{escape(title)}</o:Title><o:Author>{author}</o:Author>"
        f"<o:LastAuthor>{author}</o:LastAuthor><o:Revision>4</o:Revision><o:TotalTime>31</o:TotalTime>"
        f"<o:Created>{created}</o:Created><o:LastSaved>{saved}</o:LastSaved><o:Pages>{2 if d.kind == 'brief' else 1}"
        f"</o:Pages><o:Words>{words}</o:Words><o:Characters>{chars}</o:Characters>"
        f"<o:Lines>{chars // 38 + 1}</o:Lines><o:Paragraphs>{body.count('</w:p>')}</o:Paragraphs>"
        f"<o:CharactersWithSpaces>{len(text)}</o:CharactersWithSpaces><o:Version>11.8169</o:Version>"
        "</o:DocumentProperties>"
    )


def render(d: Doc) -> str:
    title, body = _living(d) if d.kind == "living" else _brief(d)
    ns = " ".join(f'xmlns:{k}="{v}"' for k, v in NS.items())
    root = (f'<w:wordDocument {ns} w:macrosPresent="no" w:embeddedObjPresent="no" w:ocxPresent="no" '
            'xml:space="preserve">')  # fmt: skip
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<?mso-application progid="Word.Document"?>\n'
        + root
        + f'<w:ignoreSubtree w:val="{NS["wsp"]}"/>'
        + _props(d, title, body)
        + FONTS
        + LISTS
        + STYLES
        + DOC_PR
        + f"<w:body><wx:sect>{body}{SECT_PR}</wx:sect></w:body></w:wordDocument>"
    )
