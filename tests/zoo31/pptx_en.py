"""A PowerPoint slide deck (`.pptx`, ECMA-376 PresentationML), English, written here by hand with
`zipfile` (no office suite or library involved): the team presents the daily brief at the handover
as a short deck. The package: `[Content_Types].xml` (defaults for `rels` and `xml`, an override
for every other part), `_rels/.rels` (the presentation, the core and the extended properties),
`ppt/presentation.xml` (the master, the notes master, the slides in `p:sldIdLst`, the slide and
notes sizes) with its relationships, `ppt/slides/slideN.xml` each with its relationships (its
layout, its notes, one External `hyperlink` relationship per link), one slide master with two
layouts (`Title Slide` with `ctrTitle`/`subTitle`, `Title and Content` with `title` and the body
`idx="1"`), a theme each for the master and the notes master, `ppt/notesSlides/` for the slides
that carry speaker notes, `ppt/presProps.xml`, `ppt/tableStyles.xml`, `docProps/core.xml` and
`docProps/app.xml`.

The brief: a title slide (the topic, the date, the writer and the handover); an "At a glance"
slide (window, baseline with a relative hyperlink to the living deck, declared counts); the sources
as bullets; one slide per NET-new item (its label a hyperlink `a:hlinkClick`, its fields level-0
bullets, figures and sources level-1 bullets under a heading bullet); the carried items a table
(`p:graphicFrame` holding an `a:tbl` whose first row is the header, links in the cells); the
adjacent items bullets with the abstract linked; the register as numbered level-0 bullets with the
entry a level-1 bullet; the arXiv ids and the handover. The living document is a deck of the same
kind: a title slide, then a slide per section whose level-0 bullets are the items."""

from __future__ import annotations

import io
import posixpath
import zipfile
from datetime import datetime, time
from xml.sax.saxutils import escape, quoteattr

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "pptx"
LANG = "en"

S = W.STATUS_EN
APP_NAME = "zoo31-pptx-en/1.0 (Python zipfile)"
A_NS = "http://schemas.openxmlformats.org/drawingml/2006/main"
R_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
P_NS = "http://schemas.openxmlformats.org/presentationml/2006/main"
PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships"
CT_NS = "http://schemas.openxmlformats.org/package/2006/content-types"
REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
PML = "application/vnd.openxmlformats-officedocument.presentationml."
DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
NS = f'xmlns:a="{A_NS}" xmlns:r="{R_NS}" xmlns:p="{P_NS}"'
TABLE_URI = "http://schemas.openxmlformats.org/drawingml/2006/table"
TABLE_STYLE = "{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}"  # Medium Style 2 - Accent 1
SLIDE_W, SLIDE_H = 12192000, 6858000
LAYOUTS = {1: ("Title Slide", "title"), 2: ("Title and Content", "obj")}
NOTES = {
    "glance": "Open with the counts, then say which items you would anchor tonight.",
    "register": "Ask the coordinator whether the open entry stays in the register for another day.",
}


def t(s: str) -> str:
    return escape(s)


# --- one slide ---------------------------------------------------------------------------------


class Slide:
    """A slide as built: its layout (1 title slide, 2 title and content), shapes, hyperlinks, notes."""

    def __init__(self, layout: int) -> None:
        self.layout = layout
        self.shapes: list[str] = []
        self.links: list[str] = []
        self.notes: str | None = None

    def link(self, target: str) -> str:
        self.links.append(target)
        return f"rId{2 + len(self.links)}"  # rId1 the layout, rId2 the notes

    def run(self, s: str, bold: bool = False, href: str | None = None) -> str:
        attrs = ' b="1"' if bold else ""
        click = f'<a:hlinkClick r:id="{self.link(href)}"/>' if href else ""
        props = (
            f'<a:rPr lang="en-GB"{attrs} dirty="0">{click}</a:rPr>'
            if click
            else f'<a:rPr lang="en-GB"{attrs} dirty="0"/>'
        )
        return f"<a:r>{props}<a:t>{t(s)}</a:t></a:r>"

    def para(self, runs: str, lvl: int = 0) -> str:
        props = f'<a:pPr lvl="{lvl}"/>' if lvl else ""
        return f'<a:p>{props}{runs}<a:endParaRPr lang="en-GB" dirty="0"/></a:p>'

    def placeholder(self, ph: str, name: str, paras: list[str], fit: bool = False) -> None:
        sid = len(self.shapes) + 2
        body = "<a:bodyPr><a:normAutofit/></a:bodyPr>" if fit else "<a:bodyPr/>"
        self.shapes.append(f'<p:sp><p:nvSpPr><p:cNvPr id="{sid}" name="{name} {sid - 1}"/><p:cNvSpPr>'
                           f'<a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr>{ph}</p:nvPr></p:nvSpPr><p:spPr/>'
                           f"<p:txBody>{body}<a:lstStyle/>{''.join(paras)}</p:txBody></p:sp>")  # fmt: skip

    def title(self, s: str) -> None:
        ph = '<p:ph type="ctrTitle"/>' if self.layout == 1 else '<p:ph type="title"/>'
        self.placeholder(ph, "Title", [self.para(self.run(s))])

    def body(self, paras: list[str]) -> None:
        if self.layout == 1:
            self.placeholder('<p:ph type="subTitle" idx="1"/>', "Subtitle", paras)
        else:
            self.placeholder('<p:ph idx="1"/>', "Content Placeholder", paras, fit=True)

    def table(self, head: list[str], rows: list[list[str]], widths: list[int]) -> None:
        """A table whose first row is the header; a body cell is its runs (already marked up)."""
        sid = len(self.shapes) + 2

        def cell(runs: str) -> str:
            return (f"<a:tc><a:txBody><a:bodyPr/><a:lstStyle/>{self.para(runs)}</a:txBody>"
                    '<a:tcPr marL="68580" marR="68580"/></a:tc>')  # fmt: skip

        trs = [f'<a:tr h="370840">{"".join(cell(self.run(h, bold=True)) for h in head)}</a:tr>']
        trs += [f'<a:tr h="370840">{"".join(cell(c) for c in r)}</a:tr>' for r in rows]
        grid = "".join(f'<a:gridCol w="{w}"/>' for w in widths)
        self.shapes.append(
            f'<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="{sid}" name="Table {sid - 1}"/><p:cNvGraphicFramePr>'
            '<a:graphicFrameLocks noGrp="1"/></p:cNvGraphicFramePr><p:nvPr/></p:nvGraphicFramePr>'
            f'<p:xfrm><a:off x="457200" y="1600200"/><a:ext cx="{sum(widths)}" cy="{370840 * len(trs)}"/></p:xfrm>'
            f'<a:graphic><a:graphicData uri="{TABLE_URI}"><a:tbl><a:tblPr firstRow="1" bandRow="1">'
            f"<a:tableStyleId>{TABLE_STYLE}</a:tableStyleId></a:tblPr><a:tblGrid>{grid}</a:tblGrid>{''.join(trs)}"
            "</a:tbl></a:graphicData></a:graphic></p:graphicFrame>")  # fmt: skip

    def xml(self) -> str:
        return (DECL + f"<p:sld {NS}><p:cSld><p:spTree>{GROUP}{''.join(self.shapes)}</p:spTree></p:cSld>"
                "<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>\n")  # fmt: skip


GROUP = ('<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm>'
         '<a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm>'
         "</p:grpSpPr>")  # fmt: skip


# --- the brief and the living document ---------------------------------------------------------------


def opening(title: str, lines: list[str]) -> Slide:
    s = Slide(1)
    s.title(title)
    s.body([s.para(s.run(x)) for x in lines])
    return s


def glance(d: Doc) -> Slide:
    s = Slide(2)
    s.title("At a glance")
    living = F.living_path(EXT)
    href = posixpath.relpath(living, posixpath.dirname(d.stem))  # a file link, relative to this deck's folder
    s.body([s.para(s.run(f"Window: {d.window[0]} → {d.window[1]} (UTC)")),
            s.para(s.run("Baseline: ") + s.run(living, href=href) + s.run(f" (version of {W.us_en(d.baseline)})")),
            s.para(s.run(f"Declared counts: {W.counts_en(d.counts)}")),
            s.para(s.run(f"Written by {d.instance}; the deck is the brief, the notes are only prompts."))])  # fmt: skip
    s.notes = NOTES["glance"]
    return s


def sources(d: Doc) -> Slide:
    s = Slide(2)
    s.title("Sources checked")
    s.body([s.para(s.run(x + (" (empty, nothing on this topic today)" if W.empty(d, x) else ""))) for x in d.sources])
    return s


def item(d: Doc, n: int, count: int, m: Mention) -> Slide:
    s = Slide(2)
    s.title(f"{S['new']} {n} of {count}: {F.work(m).name}")
    P = [s.para(s.run(W.label(m), href=W.url(m))),
         s.para(s.run("Suggested section: ", bold=True) + s.run(W.section_en(d, m.section))),
         s.para(s.run("Confidence: ", bold=True) + s.run(W.CONFIDENCE_EN[m.confidence])),
         s.para(s.run(W.sentence(m.point)))]  # fmt: skip
    if m.figures:
        P += [s.para(s.run("Figures", bold=True))] + [s.para(s.run(W.fig_en(f)), 1) for f in m.figures]
    P += [s.para(s.run("Read in", bold=True))] + [s.para(s.run(x), 1) for x in m.sources]
    s.body(P)
    return s


def carried(d: Doc, old: list[Mention]) -> Slide:
    s = Slide(2)
    s.title("Carried over and anchored")
    rows = []
    for m in old:
        said = "".join(f" Reported {f.metric}: {W.value_en(f)}." for f in m.figures)
        rows.append([s.run(F.work(m).name, bold=True), s.run(W.label(m), href=W.url(m)),
                     s.run(W.section_en(d, m.section)), s.run(W.carried_en(m)), s.run(W.sentence(m.point) + said)])  # fmt: skip
    s.table(["Item", "Link", "Section", "Status", "Note"], rows, [1900000, 1900000, 2700000, 2300000, 2477600])
    return s


def adjacent(side: list[Mention]) -> Slide:
    s = Slide(2)
    s.title("Adjacent, not for the living document yet")
    P = []
    for m in side:
        P += [s.para(s.run(F.work(m).name, bold=True) + s.run(f" ({W.label(m)}, {S[m.status]})")),
              s.para(s.run(W.sentence(m.point)), 1), s.para(s.run("Abstract", href=W.url(m)), 1)]  # fmt: skip
    s.body(P)
    return s


def register(d: Doc) -> Slide:
    s = Slide(2)
    s.title("To verify")
    P = []
    for n, e in enumerate(d.entries, 1):
        state = "Resolved" if e.resolved else "Open"
        P += [s.para(s.run(f"{n}. {state}, {W.RISK_EN[e.risk]} risk", bold=True)), s.para(s.run(f"{e.sentence}."), 1)]
    s.body(P)
    s.notes = NOTES["register"]
    return s


def ids(d: Doc, old: list[Mention]) -> Slide:
    s = Slide(2)
    s.title("Citable arXiv IDs")
    P = [s.para(s.run(f"{S['new']}: {', '.join(d.new_ids)}"))]
    keep = [m for m in old if F.work(m).arxiv]
    if keep:
        P.append(s.para(s.run("Carried over and anchored")))
        P += [s.para(s.run(f"{F.work(m).arxiv}: {W.carried_en(m)}, {W.section_en(d, m.section)}"), 1) for m in keep]
    P.append(s.para(s.run(f"Handover: {d.instance}, {d.window[1][11:]}.")))
    s.body(P)
    return s


def brief(d: Doc) -> list[Slide]:
    new, old, side = F.groups(d)
    out = [opening(f"{F.TOPIC} daily brief", [W.us_en(d.date), f"Presented by {d.instance} at the "
                                                               f"{d.window[1][11:]} handover"]),
           glance(d), sources(d)]  # fmt: skip
    out += [item(d, n, len(new), m) for n, m in enumerate(new, 1)]
    out.append(carried(d, old))
    if side:
        out.append(adjacent(side))
    return out + [register(d), ids(d, old)]


def living(d: Doc) -> list[Slide]:
    out = [opening(f"{F.TOPIC} living document", [f"Version of {W.us_en(d.date)}",
                                                  f"Kept at {F.living_path(EXT)}; the nightly relay rebuilds this deck "
                                                  "from the daily briefs."])]  # fmt: skip
    for num in d.sections:
        s = Slide(2)
        s.title(W.section_en(d, num))
        here = [m for m in d.mentions if m.section == num]
        P = [] if here else [s.para(s.run(f"Nothing {S['anchored']} in this section yet."))]
        for m in here:
            P += [s.para(s.run(F.work(m).name, bold=True) + s.run(" (") + s.run(W.label(m), href=W.url(m)) + s.run(")")),
                  s.para(s.run(f"Status: {W.carried_en(m)}"), 1), s.para(s.run(W.sentence(m.point)), 1)]  # fmt: skip
            P += [s.para(s.run(W.fig_en(f)), 1) for f in m.figures]
            P.append(s.para(s.run("Card: " + ", ".join(m.sources)), 1))
        s.body(P)
        out.append(s)
    return out


# --- masters, layouts, themes ------------------------------------------------------------------------


def _ph_shape(sid: int, name: str, ph: str, x: int, y: int, cx: int, cy: int) -> str:
    return (f'<p:sp><p:nvSpPr><p:cNvPr id="{sid}" name="{name}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr>'
            f'<p:nvPr>{ph}</p:nvPr></p:nvSpPr><p:spPr><a:xfrm><a:off x="{x}" y="{y}"/><a:ext cx="{cx}" cy="{cy}"/>'
            '</a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr/><a:lstStyle/>'
            '<a:p><a:endParaRPr lang="en-GB"/></a:p></p:txBody></p:sp>')  # fmt: skip


def _level(n: int, size: int, indent: int) -> str:
    return (f'<a:lvl{n}pPr marL="{indent}" indent="-228600"><a:buFont typeface="Arial"/><a:buChar char="•"/>'
            f'<a:defRPr sz="{size}"><a:solidFill><a:schemeClr val="tx1"/></a:solidFill><a:latin typeface="+mn-lt"/>'
            f"</a:defRPr></a:lvl{n}pPr>")  # fmt: skip


CLR_MAP = ('bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" '
           'accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"')  # fmt: skip
MASTER = (DECL + f"<p:sldMaster {NS}><p:cSld><p:bg><p:bgRef idx=\"1001\"><a:schemeClr val=\"bg1\"/></p:bgRef></p:bg>"
          f"<p:spTree>{GROUP}"
          + _ph_shape(2, "Title Placeholder 1", '<p:ph type="title"/>', 838200, 365125, 10515600, 1325563)
          + _ph_shape(3, "Text Placeholder 2", '<p:ph type="body" idx="1"/>', 838200, 1825625, 10515600, 4351338)
          + f"</p:spTree></p:cSld><p:clrMap {CLR_MAP}/><p:sldLayoutIdLst>"
          '<p:sldLayoutId id="2147483649" r:id="rId1"/><p:sldLayoutId id="2147483650" r:id="rId2"/></p:sldLayoutIdLst>'
          '<p:txStyles><p:titleStyle><a:lvl1pPr algn="l"><a:defRPr sz="4000" b="1"><a:solidFill><a:schemeClr val="tx1"/>'
          '</a:solidFill><a:latin typeface="+mj-lt"/></a:defRPr></a:lvl1pPr></p:titleStyle><p:bodyStyle>'
          + _level(1, 2400, 228600) + _level(2, 2000, 685800)
          + '</p:bodyStyle><p:otherStyle><a:lvl1pPr><a:defRPr sz="1800"/></a:lvl1pPr></p:otherStyle></p:txStyles>'
          "</p:sldMaster>\n")  # fmt: skip


def layout_xml(n: int) -> str:
    name, kind = LAYOUTS[n]
    if n == 1:
        shapes = (_ph_shape(2, "Title 1", '<p:ph type="ctrTitle"/>', 1524000, 1122363, 9144000, 2387600)
                  + _ph_shape(3, "Subtitle 2", '<p:ph type="subTitle" idx="1"/>', 1524000, 3602038, 9144000, 1655762))  # fmt: skip
    else:
        shapes = (_ph_shape(2, "Title 1", '<p:ph type="title"/>', 838200, 365125, 10515600, 1325563)
                  + _ph_shape(3, "Content Placeholder 2", '<p:ph idx="1"/>', 838200, 1825625, 10515600, 4351338))  # fmt: skip
    return (DECL + f'<p:sldLayout {NS} type="{kind}" preserve="1"><p:cSld name="{name}"><p:spTree>{GROUP}{shapes}'
            "</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>\n")  # fmt: skip


def _fill(alpha: str = "") -> str:
    return f'<a:solidFill><a:schemeClr val="phClr">{alpha}</a:schemeClr></a:solidFill>'


def theme(name: str) -> str:
    colors = {"dk2": "0E2841", "lt2": "E8E8E8", "accent1": "156082", "accent2": "E97132", "accent3": "196B24",
              "accent4": "0F9ED5", "accent5": "A02B93", "accent6": "4EA72E", "hlink": "467886", "folHlink": "96607D"}  # fmt: skip
    scheme = ('<a:dk1><a:sysClr val="windowText" lastClr="000000"/></a:dk1><a:lt1><a:sysClr val="window" '
              'lastClr="FFFFFF"/></a:lt1>' + "".join(f'<a:{k}><a:srgbClr val="{v}"/></a:{k}>' for k, v in colors.items()))  # fmt: skip
    fonts = "".join(f'<a:{k}Font><a:latin typeface="{f}"/><a:ea typeface=""/><a:cs typeface=""/></a:{k}Font>'
                    for k, f in (("major", "Aptos Display"), ("minor", "Aptos")))  # fmt: skip
    lines = "".join(f'<a:ln w="{w}">{_fill()}</a:ln>' for w in (12700, 19050, 25400))
    return (DECL + f'<a:theme xmlns:a="{A_NS}" name="{name}"><a:themeElements><a:clrScheme name="Office">{scheme}'
            f'</a:clrScheme><a:fontScheme name="Office">{fonts}</a:fontScheme><a:fmtScheme name="Office">'
            f"<a:fillStyleLst>{_fill() * 3}</a:fillStyleLst><a:lnStyleLst>{lines}</a:lnStyleLst>"
            f"<a:effectStyleLst>{'<a:effectStyle><a:effectLst/></a:effectStyle>' * 3}</a:effectStyleLst>"
            f"<a:bgFillStyleLst>{_fill() * 3}</a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>\n")  # fmt: skip


NOTES_MASTER = (DECL + f"<p:notesMaster {NS}><p:cSld><p:spTree>{GROUP}"
                + _ph_shape(2, "Slide Image Placeholder 1", '<p:ph type="sldImg" idx="2"/>', 685800, 1143000, 5486400,
                            3086100)
                + _ph_shape(3, "Notes Placeholder 2", '<p:ph type="body" idx="1"/>', 685800, 4400550, 5486400, 3600450)
                + f"</p:spTree></p:cSld><p:clrMap {CLR_MAP}/></p:notesMaster>\n")  # fmt: skip


def notes_xml(said: str) -> str:
    return (DECL + f"<p:notes {NS}><p:cSld><p:spTree>{GROUP}"
            '<p:sp><p:nvSpPr><p:cNvPr id="2" name="Slide Image Placeholder 1"/><p:cNvSpPr><a:spLocks noGrp="1" '
            'noRot="1" noChangeAspect="1"/></p:cNvSpPr><p:nvPr><p:ph type="sldImg"/></p:nvPr></p:nvSpPr><p:spPr/></p:sp>'
            '<p:sp><p:nvSpPr><p:cNvPr id="3" name="Notes Placeholder 2"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr>'
            '<p:nvPr><p:ph type="body" idx="1"/></p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/>'
            f'<a:p><a:r><a:rPr lang="en-GB" dirty="0"/><a:t>{t(said)}</a:t></a:r></a:p></p:txBody></p:sp>'
            "</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:notes>\n")  # fmt: skip


PRES_PROPS = DECL + f"<p:presentationPr {NS}/>\n"
TABLE_STYLES = DECL + f'<a:tblStyleLst xmlns:a="{A_NS}" def="{TABLE_STYLE}"/>\n'


# --- the package -------------------------------------------------------------------------------------


def rels(items: list[tuple[str, str, str, bool]]) -> str:
    mode = {True: ' TargetMode="External"', False: ""}
    return (DECL + f'<Relationships xmlns="{PKG_REL}">' + "".join(
        f'<Relationship Id="{i}" Type="{kind}" Target={quoteattr(target)}{mode[ext]}/>'
        for i, kind, target, ext in items) + "</Relationships>\n")  # fmt: skip


def core(d: Doc) -> str:
    who = d.instance or "relay"
    made = datetime.combine(d.date, time(10, 48) if d.instance else time(23, 36))
    saved = datetime.combine(d.date, time(11, 21) if d.instance else time(23, 41))
    title = f"{F.TOPIC} daily brief" if d.instance else f"{F.TOPIC} living document"
    return (DECL + '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/'
            'core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" '
            'xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
            f"<dc:title>{t(title)}</dc:title><dc:subject>{F.TOPIC}</dc:subject><dc:creator>{who}</dc:creator>"
            f"<cp:lastModifiedBy>{who}</cp:lastModifiedBy><cp:revision>{3 if d.instance else 1}</cp:revision>"
            f'<dcterms:created xsi:type="dcterms:W3CDTF">{made:%Y-%m-%dT%H:%M:%SZ}</dcterms:created>'
            f'<dcterms:modified xsi:type="dcterms:W3CDTF">{saved:%Y-%m-%dT%H:%M:%SZ}</dcterms:modified>'
            "</cp:coreProperties>\n")  # fmt: skip


def app(slides: list[Slide]) -> str:
    notes = sum(s.notes is not None for s in slides)
    return (DECL + '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" '
            'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">'
            f"<Application>{APP_NAME}</Application><PresentationFormat>Widescreen</PresentationFormat>"
            f"<Slides>{len(slides)}</Slides><Notes>{notes}</Notes><HiddenSlides>0</HiddenSlides></Properties>\n")  # fmt: skip


def parts(d: Doc) -> list[tuple[str, str]]:
    """The package's parts in the order they are zipped: (name, XML)."""
    slides = brief(d) if d.kind == "brief" else living(d)
    P = "ppt/"
    out: list[tuple[str, str]] = []
    over: list[tuple[str, str]] = [(f"/{P}presentation.xml", PML + "presentation.main+xml")]
    top = [("rId1", REL + "slideMaster", "slideMasters/slideMaster1.xml", False),
           ("rId2", REL + "notesMaster", "notesMasters/notesMaster1.xml", False),
           ("rId3", REL + "theme", "theme/theme1.xml", False), ("rId4", REL + "presProps", "presProps.xml", False),
           ("rId5", REL + "tableStyles", "tableStyles.xml", False)]  # fmt: skip
    ids = "".join(f'<p:sldId id="{256 + n}" r:id="rId{6 + n}"/>' for n in range(len(slides)))
    pres = (DECL + f'<p:presentation {NS} saveSubsetFonts="1"><p:sldMasterIdLst><p:sldMasterId id="2147483648" '
            'r:id="rId1"/></p:sldMasterIdLst><p:notesMasterIdLst><p:notesMasterId r:id="rId2"/></p:notesMasterIdLst>'
            f'<p:sldIdLst>{ids}</p:sldIdLst><p:sldSz cx="{SLIDE_W}" cy="{SLIDE_H}"/><p:notesSz cx="6858000" '
            'cy="9144000"/></p:presentation>\n')  # fmt: skip
    out += [(f"{P}presentation.xml", pres)]
    notes_n = 0
    for n, s in enumerate(slides, 1):
        top.append((f"rId{5 + n}", REL + "slide", f"slides/slide{n}.xml", False))
        over.append((f"/{P}slides/slide{n}.xml", PML + "slide+xml"))
        srels = [("rId1", REL + "slideLayout", f"../slideLayouts/slideLayout{s.layout}.xml", False)]
        if s.notes is not None:
            notes_n += 1
            srels.append(("rId2", REL + "notesSlide", f"../notesSlides/notesSlide{notes_n}.xml", False))
        srels += [(f"rId{3 + k}", REL + "hyperlink", target, True) for k, target in enumerate(s.links)]
        out += [(f"{P}slides/slide{n}.xml", s.xml()), (f"{P}slides/_rels/slide{n}.xml.rels", rels(srels))]
        if s.notes is not None:
            over.append((f"/{P}notesSlides/notesSlide{notes_n}.xml", PML + "notesSlide+xml"))
            out += [(f"{P}notesSlides/notesSlide{notes_n}.xml", notes_xml(s.notes)),
                    (f"{P}notesSlides/_rels/notesSlide{notes_n}.xml.rels",
                     rels([("rId1", REL + "notesMaster", "../notesMasters/notesMaster1.xml", False),
                           ("rId2", REL + "slide", f"../slides/slide{n}.xml", False)]))]  # fmt: skip
    out.insert(1, (f"{P}_rels/presentation.xml.rels", rels(top)))
    master_rels = [(f"rId{k}", REL + "slideLayout", f"../slideLayouts/slideLayout{k}.xml", False) for k in LAYOUTS]
    master_rels.append(("rId3", REL + "theme", "../theme/theme1.xml", False))
    out += [(f"{P}slideMasters/slideMaster1.xml", MASTER), (f"{P}slideMasters/_rels/slideMaster1.xml.rels",
                                                            rels(master_rels))]  # fmt: skip
    over.append((f"/{P}slideMasters/slideMaster1.xml", PML + "slideMaster+xml"))
    for k in LAYOUTS:
        out += [(f"{P}slideLayouts/slideLayout{k}.xml", layout_xml(k)),
                (f"{P}slideLayouts/_rels/slideLayout{k}.xml.rels",
                 rels([("rId1", REL + "slideMaster", "../slideMasters/slideMaster1.xml", False)]))]  # fmt: skip
        over.append((f"/{P}slideLayouts/slideLayout{k}.xml", PML + "slideLayout+xml"))
    out += [(f"{P}notesMasters/notesMaster1.xml", NOTES_MASTER),
            (f"{P}notesMasters/_rels/notesMaster1.xml.rels", rels([("rId1", REL + "theme", "../theme/theme2.xml",
                                                                    False)])),
            (f"{P}theme/theme1.xml", theme("Reef Relay")), (f"{P}theme/theme2.xml", theme("Office Theme")),
            (f"{P}presProps.xml", PRES_PROPS), (f"{P}tableStyles.xml", TABLE_STYLES),
            ("docProps/core.xml", core(d)), ("docProps/app.xml", app(slides))]  # fmt: skip
    over += [(f"/{P}notesMasters/notesMaster1.xml", PML + "notesMaster+xml"),
             (f"/{P}theme/theme1.xml", "application/vnd.openxmlformats-officedocument.theme+xml"),
             (f"/{P}theme/theme2.xml", "application/vnd.openxmlformats-officedocument.theme+xml"),
             (f"/{P}presProps.xml", PML + "presProps+xml"), (f"/{P}tableStyles.xml", PML + "tableStyles+xml"),
             ("/docProps/core.xml", "application/vnd.openxmlformats-package.core-properties+xml"),
             ("/docProps/app.xml", "application/vnd.openxmlformats-officedocument.extended-properties+xml")]  # fmt: skip
    types = (DECL + f'<Types xmlns="{CT_NS}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-'
             'package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
             + "".join(f'<Override PartName="{n}" ContentType="{c}"/>' for n, c in over) + "</Types>\n")  # fmt: skip
    package = [("rId1", REL + "officeDocument", "ppt/presentation.xml", False),
               ("rId2", PKG_REL + "/metadata/core-properties", "docProps/core.xml", False),
               ("rId3", REL + "extended-properties", "docProps/app.xml", False)]  # fmt: skip
    return [("[Content_Types].xml", types), ("_rels/.rels", rels(package)), *out]


def render(d: Doc) -> bytes:
    when = (d.date.year, d.date.month, d.date.day, 11 if d.instance else 23, 21 if d.instance else 41, 0)
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, xml in parts(d):
            z.writestr(zipfile.ZipInfo(name, date_time=when), xml.encode("utf-8"), zipfile.ZIP_DEFLATED)
    return buf.getvalue()


def text(data: bytes) -> str:
    """What zoo4's key writer reads of the package: the slides' XML, in the order the deck shows them."""
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        names = sorted((n for n in z.namelist() if n.startswith("ppt/slides/slide")),
                       key=lambda n: int(n.removeprefix("ppt/slides/slide").removesuffix(".xml")))  # fmt: skip
        return "\n".join(z.read(n).decode("utf-8") for n in names)
