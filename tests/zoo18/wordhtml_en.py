"""Microsoft Word "Save as Web Page" (.htm), English, UTF-8: the <html> element with the Office
namespaces (v, o, w, m), ProgId/Generator metas, document properties and Word settings in
`<!--[if gte mso 9]><xml>` conditional comments, the style sheet with font, style and list
definitions (`@list l0` bullets, `@list l1` numbers) and `table.MsoTableGrid` in an
`<!--[if gte mso 10]>` block, then `div.WordSection1` with <h1>/<h2> headings (Word's `_Toc`
bookmarks), `p.MsoNormal` paragraphs ending in <o:p></o:p>, lists as `MsoListParagraphCxSpFirst /
Middle / Last` paragraphs whose markers sit in `<![if !supportLists]>` spans of `mso-list:Ignore`,
bordered `MsoTableGrid` tables, &nbsp; for Word's non-breaking spaces and source lines wrapped
as Word wraps them. Items are rows of a table; figures sit in table cells and in sentences."""

from __future__ import annotations

from datetime import date
from html import escape

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "htm"
LANG = "en"

NBSP = "&nbsp;"
_KEEP = ("<![if !supportLists]>", '"Times New Roman"', '"Courier New"')

STYLE = """<style>
<!--
 /* Font Definitions */
 @font-face
\t{font-family:"Cambria Math";
\tpanose-1:2 4 5 3 5 4 6 3 2 4;
\tmso-font-charset:0;
\tmso-generic-font-family:roman;
\tmso-font-pitch:variable;}
@font-face
\t{font-family:Calibri;
\tpanose-1:2 15 5 2 2 2 4 3 2 4;
\tmso-font-charset:0;
\tmso-generic-font-family:swiss;
\tmso-font-pitch:variable;}
@font-face
\t{font-family:"Calibri Light";
\tpanose-1:2 15 3 2 2 2 4 3 2 4;
\tmso-font-charset:0;
\tmso-generic-font-family:swiss;
\tmso-font-pitch:variable;}
 /* Style Definitions */
 p.MsoNormal, li.MsoNormal, div.MsoNormal
\t{mso-style-unhide:no;
\tmso-style-qformat:yes;
\tmso-style-parent:"";
\tmargin-top:0cm;
\tmargin-right:0cm;
\tmargin-bottom:8.0pt;
\tmargin-left:0cm;
\tline-height:107%;
\tmso-pagination:widow-orphan;
\tfont-size:11.0pt;
\tfont-family:"Calibri",sans-serif;
\tmso-fareast-language:EN-US;}
h1
\t{mso-style-priority:9;
\tmso-style-unhide:no;
\tmso-style-qformat:yes;
\tmso-style-link:"Heading 1 Char";
\tmso-style-next:Normal;
\tmargin-top:12.0pt;
\tmargin-right:0cm;
\tmargin-bottom:0cm;
\tmargin-left:0cm;
\tline-height:107%;
\tmso-pagination:widow-orphan lines-together;
\tpage-break-after:avoid;
\tmso-outline-level:1;
\tfont-size:16.0pt;
\tfont-family:"Calibri Light",sans-serif;
\tcolor:#2F5496;
\tmso-font-kerning:0pt;
\tfont-weight:normal;}
h2
\t{mso-style-priority:9;
\tmso-style-unhide:no;
\tmso-style-qformat:yes;
\tmso-style-link:"Heading 2 Char";
\tmso-style-next:Normal;
\tmargin-top:2.0pt;
\tmargin-right:0cm;
\tmargin-bottom:0cm;
\tmargin-left:0cm;
\tline-height:107%;
\tmso-pagination:widow-orphan lines-together;
\tpage-break-after:avoid;
\tmso-outline-level:2;
\tfont-size:13.0pt;
\tfont-family:"Calibri Light",sans-serif;
\tcolor:#2F5496;
\tfont-weight:normal;}
a:link, span.MsoHyperlink
\t{mso-style-priority:99;
\tcolor:#0563C1;
\tmso-themecolor:hyperlink;
\ttext-decoration:underline;
\ttext-underline:single;}
p.MsoListParagraph, li.MsoListParagraph, div.MsoListParagraph
\t{mso-style-priority:34;
\tmso-style-unhide:no;
\tmso-style-qformat:yes;
\tmargin-top:0cm;
\tmargin-right:0cm;
\tmargin-bottom:8.0pt;
\tmargin-left:36.0pt;
\tmso-add-space:auto;
\tline-height:107%;
\tfont-size:11.0pt;
\tfont-family:"Calibri",sans-serif;}
p.MsoListParagraphCxSpFirst, li.MsoListParagraphCxSpFirst, div.MsoListParagraphCxSpFirst
\t{mso-style-priority:34;
\tmso-style-type:export-only;
\tmargin-top:0cm;
\tmargin-right:0cm;
\tmargin-bottom:0cm;
\tmargin-left:36.0pt;
\tmso-add-space:auto;
\tline-height:107%;}
p.MsoListParagraphCxSpMiddle, li.MsoListParagraphCxSpMiddle, div.MsoListParagraphCxSpMiddle
\t{mso-style-priority:34;
\tmso-style-type:export-only;
\tmargin-top:0cm;
\tmargin-right:0cm;
\tmargin-bottom:0cm;
\tmargin-left:36.0pt;
\tmso-add-space:auto;
\tline-height:107%;}
p.MsoListParagraphCxSpLast, li.MsoListParagraphCxSpLast, div.MsoListParagraphCxSpLast
\t{mso-style-priority:34;
\tmso-style-type:export-only;
\tmargin-top:0cm;
\tmargin-right:0cm;
\tmargin-bottom:8.0pt;
\tmargin-left:36.0pt;
\tmso-add-space:auto;
\tline-height:107%;}
span.Heading1Char
\t{mso-style-name:"Heading 1 Char";
\tmso-style-priority:9;
\tmso-style-unhide:no;
\tmso-style-locked:yes;
\tmso-style-link:"Heading 1";
\tfont-family:"Calibri Light",sans-serif;
\tcolor:#2F5496;}
.MsoChpDefault
\t{mso-style-type:export-only;
\tmso-default-props:yes;
\tfont-family:"Calibri",sans-serif;
\tmso-fareast-language:EN-US;}
@page WordSection1
\t{size:595.3pt 841.9pt;
\tmargin:72.0pt 72.0pt 72.0pt 72.0pt;
\tmso-header-margin:35.4pt;
\tmso-footer-margin:35.4pt;
\tmso-paper-source:0;}
div.WordSection1
\t{page:WordSection1;}
 /* List Definitions */
 @list l0
\t{mso-list-id:1893347711;
\tmso-list-type:hybrid;
\tmso-list-template-ids:-1170227466 134807553 134807555 134807557 134807553 134807555 134807557 134807553 134807555 134807557;}
@list l0:level1
\t{mso-level-number-format:bullet;
\tmso-level-text:\\F0B7;
\tmso-level-tab-stop:none;
\tmso-level-number-position:left;
\ttext-indent:-18.0pt;
\tfont-family:Symbol;}
@list l1
\t{mso-list-id:402064158;
\tmso-list-type:hybrid;
\tmso-list-template-ids:1457396824 134807567 134807577 134807579 134807567 134807577 134807579 134807567 134807577 134807579;}
@list l1:level1
\t{mso-level-tab-stop:none;
\tmso-level-number-position:left;
\ttext-indent:-18.0pt;}
ol
\t{margin-bottom:0cm;}
ul
\t{margin-bottom:0cm;}
-->
</style>
<!--[if gte mso 10]>
<style>
 /* Style Definitions */
 table.MsoNormalTable
\t{mso-style-name:"Table Normal";
\tmso-tstyle-rowband-size:0;
\tmso-tstyle-colband-size:0;
\tmso-style-noshow:yes;
\tmso-style-priority:99;
\tmso-style-parent:"";
\tmso-padding-alt:0cm 5.4pt 0cm 5.4pt;
\tmso-para-margin-top:0cm;
\tmso-para-margin-right:0cm;
\tmso-para-margin-bottom:8.0pt;
\tmso-para-margin-left:0cm;
\tline-height:107%;
\tmso-pagination:widow-orphan;
\tfont-size:11.0pt;
\tfont-family:"Calibri",sans-serif;
\tmso-fareast-language:EN-US;}
table.MsoTableGrid
\t{mso-style-name:"Table Grid";
\tmso-tstyle-rowband-size:0;
\tmso-tstyle-colband-size:0;
\tmso-style-priority:39;
\tmso-style-unhide:no;
\tborder:solid windowtext 1.0pt;
\tmso-border-alt:solid windowtext .5pt;
\tmso-padding-alt:0cm 5.4pt 0cm 5.4pt;
\tmso-border-insideh:.5pt solid windowtext;
\tmso-border-insidev:.5pt solid windowtext;
\tmso-para-margin:0cm;
\tfont-size:11.0pt;
\tfont-family:"Calibri",sans-serif;
\tmso-fareast-language:EN-US;}
</style>
<![endif]-->"""


def _wrap(block: str, width: int = 76) -> str:
    """A block's source as Word writes it: lines broken at spaces near the 76th column."""
    indent = block[: len(block) - len(block.lstrip(" "))]
    for k in _KEEP:
        block = block.replace(k, k.replace(" ", "\0"))
    lines, line = [], ""
    for word in block.lstrip(" ").split(" "):
        if line and len(indent) + len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return "\n".join(indent + x for x in lines).replace("\0", " ")


def _head(d: Doc, title: str) -> str:
    author = d.instance or "relay"
    saved = f"{d.date.isoformat()}T{d.window[1][11:] if d.window else '21:00'}:00Z"
    return f"""<html xmlns:v="urn:schemas-microsoft-com:vml"
xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word"
xmlns:m="http://schemas.microsoft.com/office/2004/12/omml"
xmlns="http://www.w3.org/TR/REC-html40">

<head>
<meta http-equiv=Content-Type content="text/html; charset=utf-8">
<meta name=ProgId content=Word.Document>
<meta name=Generator content="Microsoft Word 15">
<meta name=Originator content="Microsoft Word 15">
<title>{escape(title)}</title>
<!--[if gte mso 9]><xml>
 <o:DocumentProperties>
  <o:Author>{author}</o:Author>
  <o:LastAuthor>{author}</o:LastAuthor>
  <o:Revision>3</o:Revision>
  <o:TotalTime>17</o:TotalTime>
  <o:Created>{d.date.isoformat()}T19:58:00Z</o:Created>
  <o:LastSaved>{saved}</o:LastSaved>
  <o:Pages>2</o:Pages>
  <o:Version>16.00</o:Version>
 </o:DocumentProperties>
 <o:OfficeDocumentSettings>
  <o:AllowPNG/>
 </o:OfficeDocumentSettings>
</xml><![endif]-->
<!--[if gte mso 9]><xml>
 <w:WordDocument>
  <w:SpellingState>Clean</w:SpellingState>
  <w:GrammarState>Clean</w:GrammarState>
  <w:TrackMoves>false</w:TrackMoves>
  <w:TrackFormatting/>
  <w:PunctuationKerning/>
  <w:ValidateAgainstSchemas/>
  <w:DoNotPromoteQF/>
  <w:LidThemeOther>EN-GB</w:LidThemeOther>
  <w:LidThemeAsian>X-NONE</w:LidThemeAsian>
  <w:LidThemeComplexScript>X-NONE</w:LidThemeComplexScript>
  <w:Compatibility>
   <w:BreakWrappedTables/>
   <w:SnapToGridInCell/>
   <w:WrapTextWithPunct/>
   <w:UseAsianBreakRules/>
   <w:DontGrowAutofit/>
  </w:Compatibility>
 </w:WordDocument>
</xml><![endif]-->
{STYLE}
</head>

<body lang=EN-GB link="#0563C1" vlink="#954F72" style='tab-interval:36.0pt;
word-wrap:break-word'>

<div class=WordSection1>
"""


class _Doc:
    """The body of one Word document: blocks, bookmarks and list overrides numbered as Word does."""

    def __init__(self) -> None:
        self.blocks: list[str] = []
        self.toc = 0
        self.lfo = 0

    def p(self, inner: str, style: str = "") -> None:
        attr = f" style='{style}'" if style else ""
        self.blocks.append(_wrap(f"<p class=MsoNormal{attr}>{inner}<o:p></o:p></p>"))

    def blank(self) -> None:
        self.blocks.append(f"<p class=MsoNormal><o:p>{NBSP}</o:p></p>")

    def h(self, level: int, text: str) -> None:
        self.toc += 1
        self.blocks.append(
            _wrap(f'<h{level}><a name="_Toc19{self.toc:02d}4736{level}">{text}</a><o:p></o:p></h{level}>')
        )

    def items(self, texts: list[str], numbered: bool = False) -> None:
        """A list, one MsoListParagraph per item, its marker in an Ignore span."""
        self.lfo += 1
        lst = "l1" if numbered else "l0"
        for i, text in enumerate(texts):
            cls = "MsoListParagraph" if len(texts) == 1 else "MsoListParagraphCxSp" + (
                "First" if i == 0 else "Last" if i == len(texts) - 1 else "Middle")  # fmt: skip
            if numbered:
                marker = (f"<span style='mso-fareast-font-family:Calibri;mso-bidi-font-family:Calibri'><span "
                          f"style='mso-list:Ignore'>{i + 1}.<span style='font:7.0pt \"Times New Roman\"'>"
                          f"{NBSP * 5} </span></span></span>")  # fmt: skip
            else:
                marker = ("<span style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:"
                          "Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt \"Times New Roman\"'>"
                          f"{NBSP * 7} </span></span></span>")  # fmt: skip
            self.blocks.append(_wrap(f"<p class={cls} style='text-indent:-18.0pt;mso-list:{lst} level1 lfo{self.lfo}'>"
                                     f"<![if !supportLists]>{marker}<![endif]>{text}<o:p></o:p></p>"))  # fmt: skip

    def table(self, rows: list[list[list[str]]], widths: list[int]) -> None:
        """A Table Grid table; each cell a list of paragraphs, the first row a bold header."""
        L = ["<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0",
             " style='border-collapse:collapse;border:none;mso-border-alt:solid windowtext .5pt;",
             " mso-yfti-tbllook:1184;mso-padding-alt:0cm 5.4pt 0cm 5.4pt'>"]  # fmt: skip
        for r, row in enumerate(rows):
            flags = ";mso-yfti-firstrow:yes" if r == 0 else ""
            flags += ";mso-yfti-lastrow:yes" if r == len(rows) - 1 else ""
            L.append(f" <tr style='mso-yfti-irow:{r}{flags}'>")
            for c, (cell, pt) in enumerate(zip(row, widths, strict=True)):
                border = "border:solid windowtext 1.0pt"
                border += ";border-left:none;mso-border-left-alt:solid windowtext .5pt" if c else ""
                border += ";border-top:none;mso-border-top-alt:solid windowtext .5pt" if r else ""
                L.append(_wrap(f"  <td width={round(pt * 4 / 3)} valign=top style='width:{pt}.0pt;{border};"
                               "mso-border-alt:solid windowtext .5pt;padding:0cm 5.4pt 0cm 5.4pt'>"))  # fmt: skip
                for para in cell:
                    para = f"<b>{para}</b>" if r == 0 else para
                    L.append(_wrap(f"  <p class=MsoNormal style='margin-bottom:0cm;line-height:normal'>{para}"
                                   "<o:p></o:p></p>"))  # fmt: skip
                L.append("  </td>")
            L.append(" </tr>")
        self.blocks.append("\n".join(L + ["</table>"]))

    def html(self, head: str) -> str:
        return head + "\n\n".join(self.blocks) + "\n\n</div>\n\n</body>\n\n</html>\n"


def _nb(s: str) -> str:
    """Word's non-breaking spaces: after §1.2 and between a number and its unit."""
    s = escape(s, quote=False)
    for unit in (" ms", " points"):
        s = s.replace(unit, NBSP + unit[1:])
    if s.startswith("§"):
        s = s.replace(" ", NBSP, 1)
    return s


def _a(m: Mention) -> str:
    w = F.work(m)
    u = W.url(m)
    return f'<a href="{u}">{w.arxiv or u}</a>'


def _path(s: str) -> str:
    return f"<span style='font-family:\"Courier New\"'>{escape(s)}</span>"


def _section(d: Doc, num: str) -> str:
    return _nb(W.section_en(d, num))


def _day(d: date) -> str:
    return f"{d:%A}, {W.uk_long(d)}"


def _brief(d: Doc) -> str:
    new, carried, side = F.groups(d)
    title = f"{F.TOPIC} brief, {W.uk_long(d.date)}"
    doc = _Doc()
    doc.h(1, f"Daily brief: {F.TOPIC}")
    doc.p(f"<b>Prepared by:</b> {d.instance}")
    doc.p(f"<b>Date:</b> {_day(d.date)}")
    doc.p(f"<b>Window:</b> {d.window[0]} → {d.window[1]}")
    doc.p(f"<b>Baseline:</b> {_path(F.living_path(EXT))} (version of {W.uk_long(d.baseline)})")
    doc.p(f"This brief declares {W.counts_word(d.counts)}.")
    doc.h(2, "Sources checked")
    doc.items([_path(s) + (" (empty – nothing on topic)" if W.empty(d, s) else "") for s in d.sources])
    doc.h(2, "New this brief")
    rows = [[["No."], ["Item"], ["Section"], ["What it does"], ["Figures"], ["Read in"]]]
    for n, m in enumerate(new, 1):
        w = F.work(m)
        item = [escape(w.name), _a(m), f"<i>{w.kind.capitalize()}</i>" if not w.arxiv else "",
                f"Confidence: {W.CONFIDENCE_EN[m.confidence]}"]  # fmt: skip
        figs = [_nb(W.fig_en(f)) for f in m.figures] or ["–"]
        rows.append([[f"{n}."], [x for x in item if x], [_section(d, m.section)], [escape(W.sentence(m.point))],
                     figs, [_path(s) for s in m.sources]])  # fmt: skip
    doc.table(rows, [24, 92, 84, 120, 90, 110])
    doc.h(2, "Carried forward and anchored")
    texts = []
    for m in carried:
        said = "".join(f" The figure now quoted: {_nb(W.fig_en(f))}." for f in m.figures)
        texts.append(f"<b>{escape(F.work(m).name)}</b> ({_a(m)}), {_section(d, m.section)} – "
                     f"{W.carried_word(m)}. {escape(W.sentence(m.point))}{said}")  # fmt: skip
    doc.items(texts)
    if side:
        doc.h(2, "Adjacent and candidates")
        for m in side:
            doc.p(f"<i>{W.STATUS_WORD[m.status]}:</i> <b>{escape(F.work(m).name)}</b> ({_a(m)}) – "
                  f"{escape(W.sentence(m.point))}")  # fmt: skip
    doc.h(2, "Contradictions and claims to verify")
    doc.items([f"<b>{'Resolved' if e.resolved else 'To verify'}</b> ({W.RISK_WORD[e.risk]}): "
               f"{escape(W.sentence(e.sentence))}" for e in d.entries], numbered=True)  # fmt: skip
    doc.h(2, "Citable arXiv IDs")
    doc.p(f"<b>New this brief:</b> {', '.join(d.new_ids)}")
    ids = [m for m in carried if F.work(m).arxiv]
    doc.table([[["arXiv ID"], ["Status"], ["Section"]]] + [[[F.work(m).arxiv], [W.carried_word(m)],
              [_section(d, m.section)]] for m in ids], [90, 170, 160])  # fmt: skip
    doc.blank()
    doc.p(f"<i>{d.instance}, {W.uk_long(d.date)}, {d.window[1][11:]}</i>", "text-align:right")
    return doc.html(_head(d, title))


def _living(d: Doc) -> str:
    doc = _Doc()
    doc.h(1, f"Living document: {F.TOPIC}")
    doc.p(f"<i>Version of {W.uk_long(d.date)}. Updated every night by the relay from the daily briefs.</i>")
    for num in d.sections:
        doc.h(2, _section(d, num))
        here = [m for m in d.mentions if m.section == num]
        if not here:
            doc.p("<i>No items yet.</i>")
        for m in here:
            figs = "".join(f" Figure: {_nb(W.fig_en(f))}." for f in m.figures)
            doc.p(f"<b>{escape(F.work(m).name)}</b> ({_a(m)}) – {W.carried_word(m)}. "
                  f"{escape(W.sentence(m.point))}{figs}")  # fmt: skip
            doc.p(f"Paper card: {', '.join(_path(s) for s in m.sources)}", "margin-left:18.0pt")
    return doc.html(_head(d, f"{F.TOPIC} living document, {W.uk_long(d.date)}"))


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
