"""A Word document (`.docx`, ECMA-376 WordprocessingML), English, written here by hand with
`zipfile` (no office suite or library involved): the brief as its writer drafted it and the
coordinator reviewed it with Track Changes on. The package: `[Content_Types].xml` (defaults for
`rels` and `xml`, an override for every part), `_rels/.rels` (the main document, the core and the
extended properties), `word/document.xml`, `word/_rels/document.xml.rels` (styles, settings,
numbering, comments and one External `hyperlink` relationship per link), `word/styles.xml`
(`Normal`, `Heading1`…`Heading3` with their outline levels, `ListParagraph`, `Hyperlink`,
`CommentText`, `CommentReference`, `TableGrid`), `word/settings.xml` (`w:trackRevisions`),
`word/numbering.xml` (a decimal and a bullet list), `word/comments.xml`, `docProps/core.xml` and
`docProps/app.xml`.

The brief: a `Heading1` title, the header facts as paragraphs (the living document a hyperlink
whose relationship target is relative to the document's folder), the sources a bulleted list
(`w:numPr`), the NET-new items a table whose first row repeats as a header (`w:tblHeader`), the
carried items a numbered list, the adjacent items sentences of one paragraph, the register a
bulleted list, the arXiv ids a paragraph and a bulleted list, the handover a paragraph; `Heading2`
for the parts. The reviewer's tracked changes: a `w:ins` that belongs to the brief (a source line
the writer forgot, a corrected value) and a `w:del` whose `w:delText` is what the writer first typed
and the reviewer struck (an old figure value, an old status, an old count, an entry's old state):
never part of the brief. The reviewer's comments (`w:commentRangeStart`/`End`, a
`w:commentReference` run, the text in comments.xml) sit on the open register entry and the
handover. The living document is a Word file of the same kind, `Heading2` a section and `Heading3`
an item, without revisions or comments."""

from __future__ import annotations

import io
import posixpath
import zipfile
from datetime import datetime, time
from xml.sax.saxutils import escape, quoteattr

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "docx"
LANG = "en"

S = W.STATUS_EN
WRITER_APP = "zoo30-docx-tracked-en/1.0 (Python zipfile)"
REVIEWER = ("Priya Natarajan", "PN")
W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
R_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships"
CT_NS = "http://schemas.openxmlformats.org/package/2006/content-types"
REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml."
DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

# what the writer first typed and the reviewer struck (w:delText): never what the brief says
FIGURE_FIX = {(F.B1.stem, "3301.62436"): "21", (F.B2.stem, F.TILER): "2.9"}
STATUS_FIX = {(F.B2.stem, "3301.63547"): S["adjacent"], (F.B3.stem, "3301.64658"): S["candidate"]}
COUNT_FIX = {F.B3.stem: ("carried-over", "3")}
STATE_FIX = {F.B3.stem: "Open"}  # the resolved entry, first written as open
ADDED_SOURCE = "work-queue.md"  # where a brief read it, the reviewer added its line (a tracked insertion)


def deleted(d: Doc) -> list[str]:
    """The texts the reviewer struck in a document (its w:delText), in no particular order."""
    out = [v for (stem, _), v in FIGURE_FIX.items() if stem == d.stem]
    out += [v for (stem, _), v in STATUS_FIX.items() if stem == d.stem]
    out += [COUNT_FIX[d.stem][1]] if d.stem in COUNT_FIX else []
    return out + ([STATE_FIX[d.stem]] if d.stem in STATE_FIX else [])


def t(s: str) -> str:
    return escape(s)


class Body:
    """The document's body, its relationships (hyperlinks) and the reviewer's comments as built."""

    def __init__(self, d: Doc) -> None:
        self.d = d
        self.links: list[str] = []
        self.comments: list[tuple[int, str]] = []
        self.revision = 100
        self.when = datetime.combine(d.date, time(18, 4))

    def mark(self) -> str:
        self.revision += 1
        return f'w:id="{self.revision}" w:author={quoteattr(REVIEWER[0])} w:date="{self.when:%Y-%m-%dT%H:%M:%SZ}"'

    def run(self, s: str, bold: bool = False, style: str | None = None) -> str:
        props = (f'<w:rStyle w:val="{style}"/>' if style else "") + ("<w:b/>" if bold else "")
        return f'<w:r>{f"<w:rPr>{props}</w:rPr>" if props else ""}<w:t xml:space="preserve">{t(s)}</w:t></w:r>'

    def ins(self, runs: str) -> str:
        return f"<w:ins {self.mark()}>{runs}</w:ins>"

    def delete(self, s: str) -> str:
        return f'<w:del {self.mark()}><w:r><w:delText xml:space="preserve">{t(s)}</w:delText></w:r></w:del>'

    def fix(self, old: str, new: str, bold: bool = False) -> str:
        return self.delete(old) + self.ins(self.run(new, bold))

    def link(self, target: str, s: str) -> str:
        self.links.append(target)
        rid = f"rId{10 + len(self.links)}"
        return f'<w:hyperlink r:id="{rid}" w:history="1">{self.run(s, style="Hyperlink")}</w:hyperlink>'

    def comment(self, inner: str, said: str) -> str:
        n = len(self.comments)
        self.comments.append((n, said))
        return (f'<w:commentRangeStart w:id="{n}"/>{inner}<w:commentRangeEnd w:id="{n}"/>'
                f'<w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr><w:commentReference w:id="{n}"/></w:r>')  # fmt: skip

    def p(self, inner: str, style: str | None = None, num: int | None = None, inserted: bool = False) -> str:
        props = f'<w:pStyle w:val="{style or ("ListParagraph" if num else "Normal")}"/>'
        props += f'<w:numPr><w:ilvl w:val="0"/><w:numId w:val="{num}"/></w:numPr>' if num else ""
        props += f"<w:rPr><w:ins {self.mark()}/></w:rPr>" if inserted else ""
        return f"<w:p><w:pPr>{props}</w:pPr>{self.ins(inner) if inserted else inner}</w:p>"

    def h(self, level: int, s: str) -> str:
        return self.p(self.run(s), f"Heading{level}")

    def table(self, head: list[str], rows: list[list[list[str]]], widths: list[int]) -> str:
        """A table whose first row repeats as a header; a cell is a list of paragraphs (marked up)."""

        def cells(row: list[list[str]]) -> str:
            return "".join(f'<w:tc><w:tcPr><w:tcW w:w="{w}" w:type="dxa"/></w:tcPr>{"".join(ps)}</w:tc>'
                           for ps, w in zip(row, widths, strict=True))  # fmt: skip

        top = [[self.p(self.run(x, bold=True))] for x in head]
        return ('<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/>'
                '<w:tblLook w:val="04A0" w:firstRow="1" w:lastRow="0" w:firstColumn="1" w:lastColumn="0" '
                'w:noHBand="0" w:noVBand="1"/></w:tblPr><w:tblGrid>'
                + "".join(f'<w:gridCol w:w="{w}"/>' for w in widths) + "</w:tblGrid>"
                + f"<w:tr><w:trPr><w:tblHeader/></w:trPr>{cells(top)}</w:tr>"
                + "".join(f"<w:tr>{cells(r)}</w:tr>" for r in rows) + "</w:tbl>")  # fmt: skip


# --- the brief and the living document -------------------------------------------------------------


def figure(b: Body, m: Mention, k: int) -> str:
    f = m.figures[k]
    old = FIGURE_FIX.get((b.d.stem, m.work)) if k == 0 else None
    if old is None:
        return b.run(W.fig_en(f))
    return b.run(W.fig_en(f).removesuffix(W.value_en(f))) + b.fix(old, f.text) + b.run(W.UNIT_EN[f.unit])


def new_row(b: Body, n: int, m: Mention) -> list[list[str]]:
    d = b.d
    old = STATUS_FIX.get((d.stem, m.work))
    status = b.fix(old, S["new"]) if old else b.run(S["new"])
    return [[b.p(b.run(str(n)))], [b.p(b.run(F.work(m).name, bold=True)), b.p(b.link(W.url(m), W.label(m)))],
            [b.p(status)], [b.p(b.run(W.section_en(d, m.section)))], [b.p(b.run(W.CONFIDENCE_EN[m.confidence]))],
            [b.p(b.run(W.sentence(m.point)))], [b.p(figure(b, m, k)) for k in range(len(m.figures))] or [b.p("")],
            [b.p(b.run(s)) for s in m.sources]]  # fmt: skip


def counts(b: Body) -> str:
    s = W.counts_en(b.d.counts)
    if b.d.stem not in COUNT_FIX:
        return b.run(s)
    what, old = COUNT_FIX[b.d.stem]
    new = str(b.d.counts[what])
    at = s.rindex(f"{new} {S[what]}")
    return b.run(s[:at]) + b.fix(old, new) + b.run(s[at + len(new) :])


def register(b: Body) -> list[str]:
    out = []
    for n, e in enumerate(b.d.entries):
        state = "Resolved" if e.resolved else "Open"
        head = b.fix(STATE_FIX[b.d.stem], state, bold=True) if e.resolved and b.d.stem in STATE_FIX else b.run(
            state, bold=True)  # fmt: skip
        inner = head + b.run(f", {W.RISK_EN[e.risk]} risk: {e.sentence}.")
        if n == 0:  # the concern raised every day
            inner = b.comment(inner, "Keep this in the register until the authors show a second city.")
        out.append(b.p(inner, num=2))
    return out


def brief(b: Body) -> list[str]:
    d = b.d
    new, old, side = F.groups(d)
    living = F.living_path(EXT)
    href = posixpath.relpath(living, posixpath.dirname(d.stem))
    B = [b.h(1, f"{F.TOPIC} daily brief, {W.uk_en(d.date)}"),
         b.p(b.run(f"Prepared by {d.instance} for the {d.window[1][11:]} handover. Window: {d.window[0]} to "
                   f"{d.window[1]} (UTC).")),
         b.p(b.run("Baseline: ") + b.link(href, living) + b.run(f" (version of {W.uk_en(d.baseline)}).")),
         b.p(b.run("Declared counts: ") + counts(b) + b.run(".")), b.h(2, "Sources checked")]  # fmt: skip
    for s in d.sources:
        said = " (empty, nothing on this topic today)" if W.empty(d, s) else ""
        B.append(b.p(b.run(s + said), num=2, inserted=s == ADDED_SOURCE))
    B.append(b.h(2, f"{S['new']} items"))
    head = ["#", "Item", "Status", "Suggested section", "Confidence", "What it does", "Figures", "Read in"]
    B.append(b.table(head, [new_row(b, n, m) for n, m in enumerate(new, 1)],
                     [400, 1500, 900, 1500, 900, 2400, 1500, 1900]))  # fmt: skip
    B.append(b.h(2, "Carried over and anchored"))
    for m in old:
        said = "".join(f" Reported {f.metric}: {W.value_en(f)}." for f in m.figures)
        B.append(b.p(b.run(F.work(m).name, bold=True) + b.run(" (") + b.link(W.url(m), W.label(m))
                     + b.run(f"), {W.section_en(d, m.section)}: {W.carried_en(m, W.uk_short)}. "
                             f"{W.sentence(m.point)}{said}"), num=1))  # fmt: skip
    if side:
        B.append(b.h(2, "Adjacent and candidates"))
        runs = b.run("Seen today but not for the living document yet. ")
        for m in side:
            runs += b.run(F.work(m).name, bold=True) + b.run(f" ({W.label(m)}, {S[m.status]}). {W.sentence(m.point)} ")
            runs += b.run("See ") + b.link(W.url(m), "the abstract") + b.run(". ")
        B.append(b.p(runs))
    B += [b.h(2, "To verify"), *register(b), b.h(2, "Citable arXiv IDs")]
    B.append(b.p(b.run(f"{S['new']}: {', '.join(d.new_ids)}")))
    B += [b.p(b.run(f"{F.work(m).arxiv}: {W.carried_en(m, W.uk_short)}, {W.section_en(d, m.section)}"), num=2)
          for m in old if F.work(m).arxiv]  # fmt: skip
    B.append(b.p(b.comment(b.run(f"Handover: {d.instance}, {d.window[1][11:]}."), "Read and accepted, thanks.")))
    return B


def living(b: Body) -> list[str]:
    d = b.d
    B = [b.h(1, f"{F.TOPIC} living document"),
         b.p(b.run(f"Version of {W.uk_en(d.date)}, kept at {F.living_path(EXT)}. The nightly relay rewrites this "
                   "file from the daily briefs; please do not edit it by hand."))]  # fmt: skip
    for num in d.sections:
        B.append(b.h(2, W.section_en(d, num)))
        here = [m for m in d.mentions if m.section == num]
        if not here:
            B.append(b.p(b.run(f"Nothing {S['anchored']} in this section yet.")))
        for m in here:
            B += [b.h(3, F.work(m).name), b.p(b.run("Link: ") + b.link(W.url(m), W.label(m))),
                  b.p(b.run(f"Status: {W.carried_en(m, W.uk_short)}")), b.p(b.run(W.sentence(m.point)))]  # fmt: skip
            B += [b.p(b.run(W.fig_en(f))) for f in m.figures]
            B.append(b.p(b.run("Card: " + ", ".join(m.sources))))
    return B


# --- the package -------------------------------------------------------------------------------------

SECT = ('<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" '
        'w:left="1440" w:header="708" w:footer="708" w:gutter="0"/><w:cols w:space="708"/></w:sectPr>')  # fmt: skip


def document(body: list[str]) -> str:
    return (DECL + f'<w:document xmlns:w="{W_NS}" xmlns:r="{R_NS}"><w:body>\n' + "\n".join(body)
            + f"\n{SECT}</w:body></w:document>\n")  # fmt: skip


def _style(kind: str, sid: str, name: str, inner: str = "", default: bool = False) -> str:
    on = ' w:default="1"' if default else ""
    return f'<w:style w:type="{kind}"{on} w:styleId="{sid}"><w:name w:val="{name}"/>{inner}</w:style>'


def _heading(n: int, size: int) -> str:
    return _style("paragraph", f"Heading{n}", f"heading {n}",
                  f'<w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:uiPriority w:val="9"/><w:qFormat/>'
                  f'<w:pPr><w:keepNext/><w:spacing w:before="240" w:after="80"/><w:outlineLvl w:val="{n - 1}"/></w:pPr>'
                  f'<w:rPr><w:b/><w:sz w:val="{size}"/></w:rPr>')  # fmt: skip


STYLES = (
    DECL + f'<w:styles xmlns:w="{W_NS}"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" '
    'w:hAnsi="Calibri" w:eastAsia="Calibri" w:cs="Calibri"/><w:sz w:val="22"/><w:lang w:val="en-GB"/></w:rPr>'
    '</w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="259" w:lineRule="auto"/></w:pPr>'
    "</w:pPrDefault></w:docDefaults>"
    + _style("paragraph", "Normal", "Normal", "<w:qFormat/>", default=True)
    + _heading(1, 32) + _heading(2, 26) + _heading(3, 24)
    + _style("character", "DefaultParagraphFont", "Default Paragraph Font", '<w:uiPriority w:val="1"/>', default=True)
    + _style("table", "TableNormal", "Normal Table", '<w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar>'
             '<w:left w:w="108" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr>', default=True)
    + _style("numbering", "NoList", "No List", '<w:uiPriority w:val="99"/>', default=True)
    + _style("paragraph", "ListParagraph", "List Paragraph", '<w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720"/>'
             "<w:contextualSpacing/></w:pPr>")
    + _style("character", "Hyperlink", "Hyperlink", '<w:basedOn w:val="DefaultParagraphFont"/><w:rPr>'
             '<w:color w:val="0563C1"/><w:u w:val="single"/></w:rPr>')
    + _style("paragraph", "CommentText", "annotation text", '<w:basedOn w:val="Normal"/><w:rPr><w:sz w:val="20"/>'
             "</w:rPr>")
    + _style("character", "CommentReference", "annotation reference", '<w:basedOn w:val="DefaultParagraphFont"/>'
             '<w:rPr><w:sz w:val="16"/></w:rPr>')
    + _style("table", "TableGrid", "Table Grid", '<w:basedOn w:val="TableNormal"/><w:tblPr><w:tblBorders>'
             + "".join(f'<w:{s} w:val="single" w:sz="4" w:space="0" w:color="auto"/>'
                       for s in ("top", "left", "bottom", "right", "insideH", "insideV"))
             + "</w:tblBorders></w:tblPr>")
    + "</w:styles>\n"
)  # fmt: skip


def _level(fmt: str, text: str) -> str:
    return (f'<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="{fmt}"/><w:lvlText w:val="{text}"/>'
            '<w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl>')  # fmt: skip


NUMBERING = (
    DECL + f'<w:numbering xmlns:w="{W_NS}">'
    f'<w:abstractNum w:abstractNumId="0"><w:multiLevelType w:val="singleLevel"/>{_level("decimal", "%1.")}</w:abstractNum>'
    f'<w:abstractNum w:abstractNumId="1"><w:multiLevelType w:val="singleLevel"/>{_level("bullet", "•")}</w:abstractNum>'
    '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>'
    "</w:numbering>\n"
)  # fmt: skip
SETTINGS = (DECL + f'<w:settings xmlns:w="{W_NS}"><w:trackRevisions/><w:defaultTabStop w:val="720"/>'
            '<w:characterSpacingControl w:val="doNotCompress"/><w:compat><w:compatSetting w:name="compatibilityMode" '
            'w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat></w:settings>\n')  # fmt: skip


def comments_xml(b: Body) -> str:
    when = f"{b.when:%Y-%m-%dT%H:%M:%SZ}"
    return (DECL + f'<w:comments xmlns:w="{W_NS}">' + "".join(
        f'<w:comment w:id="{n}" w:author={quoteattr(REVIEWER[0])} w:date="{when}" w:initials="{REVIEWER[1]}">'
        '<w:p><w:pPr><w:pStyle w:val="CommentText"/></w:pPr><w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr>'
        f'<w:annotationRef/></w:r><w:r><w:t xml:space="preserve">{t(said)}</w:t></w:r></w:p></w:comment>'
        for n, said in b.comments) + "</w:comments>\n")  # fmt: skip


def rels(items: list[tuple[str, str, str, bool]]) -> str:
    mode = {True: ' TargetMode="External"', False: ""}
    return (DECL + f'<Relationships xmlns="{PKG_REL}">' + "".join(
        f'<Relationship Id="{i}" Type="{kind}" Target={quoteattr(target)}{mode[ext]}/>'
        for i, kind, target, ext in items) + "</Relationships>\n")  # fmt: skip


def core(d: Doc) -> str:
    who = d.instance or "relay"
    made = datetime.combine(d.date, time(17, 2) if d.instance else time(23, 38))
    saved = datetime.combine(d.date, time(18, 6) if d.instance else time(23, 41))
    title = f"{F.TOPIC} daily brief" if d.instance else f"{F.TOPIC} living document"
    return (DECL + '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/'
            'core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" '
            'xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
            f"<dc:title>{t(title)}</dc:title><dc:subject>{F.TOPIC}</dc:subject><dc:creator>{who}</dc:creator>"
            f"<cp:lastModifiedBy>{REVIEWER[0] if d.instance else who}</cp:lastModifiedBy>"
            f"<cp:revision>{4 if d.instance else 1}</cp:revision><dc:language>en-GB</dc:language>"
            f'<dcterms:created xsi:type="dcterms:W3CDTF">{made:%Y-%m-%dT%H:%M:%SZ}</dcterms:created>'
            f'<dcterms:modified xsi:type="dcterms:W3CDTF">{saved:%Y-%m-%dT%H:%M:%SZ}</dcterms:modified>'
            "</cp:coreProperties>\n")  # fmt: skip


APP = (DECL + '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" '
       'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">'
       f"<Application>{WRITER_APP}</Application><DocSecurity>0</DocSecurity></Properties>\n")  # fmt: skip


def parts(d: Doc) -> list[tuple[str, str]]:
    """The package's parts in the order they are zipped: (name, XML)."""
    b = Body(d)
    body = brief(b) if d.kind == "brief" else living(b)
    main = [("styles", "styles.xml", "styles+xml", STYLES), ("settings", "settings.xml", "settings+xml", SETTINGS)]
    if d.kind == "brief":
        main += [("numbering", "numbering.xml", "numbering+xml", NUMBERING),
                 ("comments", "comments.xml", "comments+xml", comments_xml(b))]  # fmt: skip
    over = [("/word/document.xml", MAIN + "document.main+xml")]
    over += [(f"/word/{name}", MAIN + ct) for _, name, ct, _ in main]
    over += [("/docProps/core.xml", "application/vnd.openxmlformats-package.core-properties+xml"),
             ("/docProps/app.xml", "application/vnd.openxmlformats-officedocument.extended-properties+xml")]  # fmt: skip
    types = (DECL + f'<Types xmlns="{CT_NS}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-'
             'package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
             + "".join(f'<Override PartName="{n}" ContentType="{c}"/>' for n, c in over) + "</Types>\n")  # fmt: skip
    top = [("rId1", REL + "officeDocument", "word/document.xml", False),
           ("rId2", PKG_REL + "/metadata/core-properties", "docProps/core.xml", False),
           ("rId3", REL + "extended-properties", "docProps/app.xml", False)]  # fmt: skip
    inner = [(f"rId{n}", REL + kind, name, False) for n, (kind, name, _, _) in enumerate(main, 1)]
    inner += [(f"rId{11 + n}", REL + "hyperlink", target, True) for n, target in enumerate(b.links)]
    return [("[Content_Types].xml", types), ("_rels/.rels", rels(top)), ("word/document.xml", document(body)),
            ("word/_rels/document.xml.rels", rels(inner))] + [(f"word/{name}", xml) for _, name, _, xml in main] + [
            ("docProps/core.xml", core(d)), ("docProps/app.xml", APP)]  # fmt: skip


def render(d: Doc) -> bytes:
    when = (d.date.year, d.date.month, d.date.day, 18 if d.instance else 23, 6, 0)
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, xml in parts(d):
            z.writestr(zipfile.ZipInfo(name, date_time=when), xml.encode("utf-8"), zipfile.ZIP_DEFLATED)
    return buf.getvalue()


def text(data: bytes) -> str:
    """What zoo4's key writer reads of the package: the main document part's XML."""
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        return z.read("word/document.xml").decode("utf-8")
