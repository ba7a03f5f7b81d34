"""The brief as a LibreOffice Calc spreadsheet (OpenDocument, English, `.ods`).

An OpenDocument package (ODF 1.3, part 3): a zip whose first entry is the uncompressed
`mimetype` (`application/vnd.oasis.opendocument.spreadsheet`), then `meta.xml`, `settings.xml`,
`content.xml`, `styles.xml`, `manifest.rdf` and `META-INF/manifest.xml` listing every file with its
media type. `content.xml` holds `office:spreadsheet` with one `table:table` a sheet: column
definitions, rows of `table:table-cell`s, each typed by `office:value-type` (and Calc's own
`calcext:value-type`): `string` with the text in `text:p` paragraphs (a paragraph a line of the
cell, runs of spaces as `text:s`, links as `text:a`), `float` with `office:value`, `date` with
`office:date-value`, `time` with `office:time-value` as an ISO duration, `boolean` with
`office:boolean-value` (shown `TRUE`/`FALSE`); empty cells as `table:table-cell` alone, runs of
them with `table:number-columns-repeated`; the number formats as `number:date-style` and
`number:time-style` among the automatic styles, referred to by cell styles.

The brief is a workbook of three sheets a team keeps for the day: "Brief" (header rows of
label and value, the declared counts as numbers and as the line the brief states, then a table
of items, one row an item), "To verify" (the register) and "Sources read". The living
document is one sheet, "Living document", a block of rows a section.
"""

from __future__ import annotations

import io
import re
import zipfile
from xml.etree import ElementTree as ET
from xml.sax.saxutils import escape, quoteattr

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "ods"
LANG = "en"
MIMETYPE = "application/vnd.oasis.opendocument.spreadsheet"

NS = {
    "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
    "style": "urn:oasis:names:tc:opendocument:xmlns:style:1.0",
    "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
    "table": "urn:oasis:names:tc:opendocument:xmlns:table:1.0",
    "fo": "urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0",
    "xlink": "http://www.w3.org/1999/xlink",
    "dc": "http://purl.org/dc/elements/1.1/",
    "meta": "urn:oasis:names:tc:opendocument:xmlns:meta:1.0",
    "number": "urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0",
    "config": "urn:oasis:names:tc:opendocument:xmlns:config:1.0",
    "calcext": "urn:org:documentfoundation:names:experimental:calc:xmlns:calcext:1.0",
    "loext": "urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0",
}
XMLNS = " ".join(f'xmlns:{k}="{v}"' for k, v in NS.items())
GENERATOR = "LibreOffice/24.2.4.2$Linux_X86_64 LibreOffice_project/420$Build-2"
HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'

ITEM_COLUMNS = ["#", "Group", "Item", "arXiv ID", "Kind", "Status", "Section", "Anchored on", "Figures",
                "Confidence", "Sources", "Link", "Key point"]  # fmt: skip
LIVING_COLUMNS = ["Item", "arXiv ID", "Kind", "Status", "Anchored on", "Figures", "Card", "Link", "Key point"]


# --- cells --------------------------------------------------------------------------------------------


def _para(s: str) -> str:
    """One `text:p`: a space after the first of a run of spaces (or a leading one) as `text:s`."""

    def spaces(m: re.Match) -> str:
        n = len(m[0]) - (0 if m.start() == 0 else 1)
        keep = "" if m.start() == 0 else " "
        return keep + ("<text:s/>" if n == 1 else f'<text:s text:c="{n}"/>')

    return "<text:p>" + re.sub(r"^ +| {2,}", spaces, escape(s)) + "</text:p>"


def string(*lines: str, style: str | None = None) -> str:
    st = f' table:style-name="{style}"' if style else ""
    return (f'<table:table-cell{st} office:value-type="string" calcext:value-type="string">'
            + "".join(_para(x) for x in lines) + "</table:table-cell>")  # fmt: skip


def url(u: str) -> str:
    return ('<table:table-cell office:value-type="string" calcext:value-type="string"><text:p>'
            f'<text:a xlink:href={quoteattr(u)} xlink:type="simple">{escape(u)}</text:a></text:p></table:table-cell>')  # fmt: skip


def number(v: float) -> str:
    s = str(int(v)) if float(v).is_integer() else repr(v)
    return f'<table:table-cell office:value-type="float" office:value="{s}" calcext:value-type="float"><text:p>{s}</text:p></table:table-cell>'


def day(iso: str) -> str:
    return (f'<table:table-cell table:style-name="ce3" office:value-type="date" office:date-value="{iso}" '
            f'calcext:value-type="date"><text:p>{iso}</text:p></table:table-cell>')  # fmt: skip


def moment(stamp: str) -> str:
    """`2026-07-20 13:10` as a date-time cell."""
    iso = stamp.replace(" ", "T") + ":00"
    return (f'<table:table-cell table:style-name="ce4" office:value-type="date" office:date-value="{iso}" '
            f'calcext:value-type="date"><text:p>{stamp}</text:p></table:table-cell>')  # fmt: skip


def clock(hhmm: str) -> str:
    h, m = hhmm.split(":")
    return (f'<table:table-cell table:style-name="ce5" office:value-type="time" office:time-value="PT{h}H{m}M00S" '
            f'calcext:value-type="time"><text:p>{hhmm}</text:p></table:table-cell>')  # fmt: skip


def boolean(v: bool) -> str:
    word = "TRUE" if v else "FALSE"
    return (f'<table:table-cell table:style-name="ce6" office:value-type="boolean" office:boolean-value="{str(v).lower()}" '
            f'calcext:value-type="boolean"><text:p>{word}</text:p></table:table-cell>')  # fmt: skip


def empty(n: int = 1) -> str:
    return "<table:table-cell/>" if n == 1 else f'<table:table-cell table:number-columns-repeated="{n}"/>'


def row(*cells: str, style: str = "ro1") -> str:
    return f'<table:table-row table:style-name="{style}">' + "".join(cells) + "</table:table-row>"


def blank_row(width: int) -> str:
    return row(empty(width))


def sheet(name: str, widths: list[str], rows: list[str]) -> str:
    cols = "".join(f'<table:table-column table:style-name="{w}" table:default-cell-style-name="Default"/>'
                   for w in widths)  # fmt: skip
    return (f'<table:table table:name={quoteattr(name)} table:style-name="ta1">{cols}' + "".join(rows)
            + "</table:table>")  # fmt: skip


# --- the sheets ---------------------------------------------------------------------------------------------


def _kind(m: Mention) -> str:
    return W.KIND_EN[F.work(m).kind]


def _item_row(d: Doc, k: int, group: str, m: Mention) -> str:
    w = F.work(m)
    return row(
        number(k),
        string(group),
        string(w.name),
        string(w.arxiv) if w.arxiv else empty(),
        string(_kind(m)),
        string(W.STATUS_EN[m.status] if m.status != "carried-over" or not m.anchored_on else W.carried_en(m)),
        string(W.section_en(d, m.section)) if m.section else empty(),
        day(W.iso(m.anchored_on)) if m.anchored_on else empty(),
        string(*[W.fig_en(f) for f in m.figures]) if m.figures else empty(),
        string(m.confidence) if m.confidence else empty(),
        string(*m.sources) if m.sources else empty(),
        url(W.url(m)),
        string(W.sentence(m.point)),
    )


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    width = len(ITEM_COLUMNS)
    head = [
        row(string(f"Daily brief: {F.TOPIC}, {W.long_en(d.date)}", style="ce1"), empty(width - 1), style="ro2"),
        row(string("Topic", style="ce2"), string(F.TOPIC), empty(width - 2)),
        row(string("Instance", style="ce2"), string(d.instance), empty(width - 2)),
        row(string("Window from", style="ce2"), moment(d.window[0]), empty(width - 2)),
        row(string("Window to", style="ce2"), moment(d.window[1]), empty(width - 2)),
        row(string("Hand-over", style="ce2"), clock(F.HANDOVER), string(f"Hand-over from {d.instance}, {F.HANDOVER}"),
            empty(width - 3)),
        row(string("Baseline", style="ce2"), string(F.living_path(EXT)), string("version"), day(W.iso(d.baseline)),
            empty(width - 4)),
        row(string("Declared counts", style="ce2"), string(W.counts_en(d.counts)), empty(width - 2)),
    ]  # fmt: skip
    labels = {"increments": "NET-new items", "new-arxiv": "new arXiv IDs", "adjacent": "adjacent",
              "carried-over": "carried over"}  # fmt: skip
    for k, v in d.counts.items():
        head.append(row(empty(), string(labels[k]), number(v), empty(width - 3)))
    head.append(row(string("New arXiv IDs", style="ce2"), string(", ".join(d.new_ids)), empty(width - 2)))
    secs = [string(W.section_en(d, k)) for k in d.sections]
    head.append(row(string("Sections", style="ce2"), *secs, empty(width - 1 - len(secs))))
    head.append(blank_row(width))
    head.append(row(*[string(c, style="ce2") for c in ITEM_COLUMNS]))
    k = 0
    for group, ms in ((W.STATUS_EN["new"], new), ("Carried over", carried), ("Adjacent", side)):
        for m in ms:
            k += 1
            head.append(_item_row(d, k, group, m))
    return head


def _register(d: Doc) -> list[str]:
    cols = ["#", "Concern", "Items", "Risk", "Resolved", "Entry"]
    rows = [row(*[string(c, style="ce2") for c in cols])]
    for k, e in enumerate(d.entries, 1):
        names = ", ".join(F.WORKS[i].name for i in e.items)
        state = "resolved" if e.resolved else "open"
        rows.append(row(number(k), string(e.text), string(names), string(e.risk), boolean(e.resolved),
                        string(f"Risk {e.risk}, {state}: {e.sentence}.")))  # fmt: skip
    return rows


def _sources(d: Doc) -> list[str]:
    rows = [row(string("#", style="ce2"), string("Path", style="ce2"), string("Note", style="ce2"))]
    for k, s in enumerate(d.sources, 1):
        rows.append(row(number(k), string(s), string("empty") if s in d.empty_sources else empty()))
    return rows


def _living(d: Doc) -> list[str]:
    width = len(LIVING_COLUMNS)
    rows = [
        row(string(f"Living document: {F.TOPIC}", style="ce1"), empty(width - 1), style="ro2"),
        row(string("Version", style="ce2"), day(W.iso(d.date)), empty(width - 2)),
        blank_row(width),
        row(*[string(c, style="ce2") for c in LIVING_COLUMNS]),
    ]
    for k in d.sections:
        rows.append(row(string(W.section_en(d, k), style="ce7"), empty(width - 1)))
        here = [m for m in d.mentions if m.section == k]
        if not here:
            rows.append(row(string("(nothing anchored yet)"), empty(width - 1)))
        for m in here:
            w = F.work(m)
            rows.append(row(
                string(w.name), string(w.arxiv) if w.arxiv else empty(), string(_kind(m)),
                string(W.STATUS_EN[m.status]), day(W.iso(m.anchored_on)),
                string(*[W.fig_en(f) for f in m.figures]) if m.figures else empty(),
                string(*m.sources) if m.sources else empty(), url(W.url(m)), string(W.sentence(m.point)),
            ))  # fmt: skip
    return rows


AUTOMATIC = (
    "<office:automatic-styles>"
    '<style:style style:name="co1" style:family="table-column"><style:table-column-properties fo:break-before="auto" style:column-width="0.889in"/></style:style>'
    '<style:style style:name="co2" style:family="table-column"><style:table-column-properties fo:break-before="auto" style:column-width="1.778in"/></style:style>'
    '<style:style style:name="co3" style:family="table-column"><style:table-column-properties fo:break-before="auto" style:column-width="3.5in"/></style:style>'
    '<style:style style:name="ro1" style:family="table-row"><style:table-row-properties style:row-height="0.178in" fo:break-before="auto" style:use-optimal-row-height="true"/></style:style>'
    '<style:style style:name="ro2" style:family="table-row"><style:table-row-properties style:row-height="0.278in" fo:break-before="auto" style:use-optimal-row-height="true"/></style:style>'
    '<style:style style:name="ta1" style:family="table" style:master-page-name="Default"><style:table-properties table:display="true" style:writing-mode="lr-tb"/></style:style>'
    '<number:date-style style:name="N121"><number:year number:style="long"/><number:text>-</number:text><number:month number:style="long"/><number:text>-</number:text><number:day number:style="long"/></number:date-style>'
    '<number:date-style style:name="N122"><number:year number:style="long"/><number:text>-</number:text><number:month number:style="long"/><number:text>-</number:text><number:day number:style="long"/><number:text> </number:text><number:hours number:style="long"/><number:text>:</number:text><number:minutes number:style="long"/></number:date-style>'
    '<number:time-style style:name="N123"><number:hours number:style="long"/><number:text>:</number:text><number:minutes number:style="long"/></number:time-style>'
    '<number:boolean-style style:name="N99"><number:boolean/></number:boolean-style>'
    '<style:style style:name="ce1" style:family="table-cell" style:parent-style-name="Default"><style:text-properties fo:font-size="14pt" fo:font-weight="bold"/></style:style>'
    '<style:style style:name="ce2" style:family="table-cell" style:parent-style-name="Default"><style:table-cell-properties fo:background-color="#dee6ef"/><style:text-properties fo:font-weight="bold"/></style:style>'
    '<style:style style:name="ce3" style:family="table-cell" style:parent-style-name="Default" style:data-style-name="N121"/>'
    '<style:style style:name="ce4" style:family="table-cell" style:parent-style-name="Default" style:data-style-name="N122"/>'
    '<style:style style:name="ce5" style:family="table-cell" style:parent-style-name="Default" style:data-style-name="N123"/>'
    '<style:style style:name="ce6" style:family="table-cell" style:parent-style-name="Default" style:data-style-name="N99"/>'
    '<style:style style:name="ce7" style:family="table-cell" style:parent-style-name="Default"><style:text-properties fo:font-style="italic" fo:font-weight="bold"/></style:style>'
    "</office:automatic-styles>"
)  # fmt: skip


def content(d: Doc) -> str:
    if d.kind == "brief":
        tables = [
            sheet("Brief", ["co1", "co2", "co2", "co1", "co1", "co2", "co2", "co1", "co2", "co1", "co3", "co2", "co3"],
                  _brief(d)),
            sheet("To verify", ["co1", "co2", "co1", "co1", "co1", "co3"], _register(d)),
            sheet("Sources read", ["co1", "co3", "co1"], _sources(d)),
        ]  # fmt: skip
    else:
        tables = [sheet("Living document", ["co2", "co1", "co1", "co1", "co1", "co2", "co2", "co2", "co3"],
                        _living(d))]  # fmt: skip
    return (HEAD + f'<office:document-content {XMLNS} office:version="1.3">'
            '<office:scripts/><office:font-face-decls><style:font-face style:name="Liberation Sans" '
            'svg:font-family="&apos;Liberation Sans&apos;" style:font-family-generic="swiss" style:font-pitch="variable" '
            'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"/></office:font-face-decls>'
            + AUTOMATIC + "<office:body><office:spreadsheet><table:calculation-settings table:automatic-find-labels=\"false\" "
            'table:use-regular-expressions="false" table:use-wildcards="true"/>' + "".join(tables)
            + "<table:named-expressions/></office:spreadsheet></office:body></office:document-content>")  # fmt: skip


def meta(d: Doc) -> str:
    if d.kind == "brief":
        created, saved = f"{W.iso(d.date)}T12:31:08.214000000", d.window[1].replace(" ", "T") + ":00"
        title, who = f"Daily brief: {F.TOPIC}, {W.long_en(d.date)}", d.instance
    else:
        created, saved = f"{W.iso(d.date)}T08:02:44.120000000", f"{W.iso(d.date)}T08:57:13"
        title, who = f"Living document: {F.TOPIC}", "avalanche desk"
    return (HEAD + f'<office:document-meta {XMLNS} xmlns:ooo="http://openoffice.org/2004/office" office:version="1.3">'
            f"<office:meta><meta:creation-date>{created}</meta:creation-date><dc:date>{saved}</dc:date>"
            f"<meta:editing-duration>PT27M41S</meta:editing-duration><meta:editing-cycles>4</meta:editing-cycles>"
            f"<meta:generator>{GENERATOR}</meta:generator><dc:title>{escape(title)}</dc:title>"
            f"<dc:creator>{escape(who)}</dc:creator><meta:keyword>{F.TOPIC}</meta:keyword>"
            '<meta:document-statistic meta:table-count="{n}" meta:cell-count="0" meta:object-count="0"/>'
            "</office:meta></office:document-meta>").replace("{n}", "3" if d.kind == "brief" else "1")  # fmt: skip


STYLES = (
    HEAD + f'<office:document-styles {XMLNS} office:version="1.3"><office:styles>'
    '<style:default-style style:family="table-cell"><style:paragraph-properties style:tab-stop-distance="0.5in"/>'
    '<style:text-properties style:font-name="Liberation Sans" fo:language="en" fo:country="NZ"/></style:default-style>'
    '<number:number-style style:name="N0"><number:number number:min-integer-digits="1"/></number:number-style>'
    '<style:style style:name="Default" style:family="table-cell"/>'
    "</office:styles><office:automatic-styles>"
    '<style:page-layout style:name="pm1"><style:page-layout-properties style:writing-mode="lr-tb"/></style:page-layout>'
    "</office:automatic-styles><office:master-styles>"
    '<style:master-page style:name="Default" style:page-layout-name="pm1"/>'
    "</office:master-styles></office:document-styles>"
)  # fmt: skip

SETTINGS = (
    HEAD + f'<office:document-settings {XMLNS} office:version="1.3"><office:settings>'
    '<config:config-item-set config:name="ooo:view-settings">'
    '<config:config-item config:name="VisibleAreaTop" config:type="int">0</config:config-item>'
    "</config:config-item-set></office:settings></office:document-settings>"
)  # fmt: skip

MANIFEST_RDF = (
    HEAD + '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
    '<rdf:Description rdf:about="content.xml"><rdf:type rdf:resource="http://docs.oasis-open.org/ns/office/1.2/meta/odf#ContentFile"/></rdf:Description>'
    '<rdf:Description rdf:about="styles.xml"><rdf:type rdf:resource="http://docs.oasis-open.org/ns/office/1.2/meta/odf#StylesFile"/></rdf:Description>'
    '<rdf:Description rdf:about=""><ns0:hasPart xmlns:ns0="http://docs.oasis-open.org/ns/office/1.2/meta/pkg#" rdf:resource="content.xml"/></rdf:Description>'
    '<rdf:Description rdf:about=""><ns0:hasPart xmlns:ns0="http://docs.oasis-open.org/ns/office/1.2/meta/pkg#" rdf:resource="styles.xml"/></rdf:Description>'
    '<rdf:Description rdf:about=""><rdf:type rdf:resource="http://docs.oasis-open.org/ns/office/1.2/meta/pkg#Document"/></rdf:Description>'
    "</rdf:RDF>\n"
)  # fmt: skip

MANIFEST = (
    HEAD + '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3" '
    'xmlns:loext="urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0">\n'
    f' <manifest:file-entry manifest:full-path="/" manifest:version="1.3" manifest:media-type="{MIMETYPE}"/>\n'
    ' <manifest:file-entry manifest:full-path="manifest.rdf" manifest:media-type="application/rdf+xml"/>\n'
    ' <manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/>\n'
    ' <manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>\n'
    ' <manifest:file-entry manifest:full-path="settings.xml" manifest:media-type="text/xml"/>\n'
    ' <manifest:file-entry manifest:full-path="meta.xml" manifest:media-type="text/xml"/>\n'
    "</manifest:manifest>\n"
)  # fmt: skip


def render(d: Doc) -> bytes:
    stamp = (d.date.year, d.date.month, d.date.day, 13 if d.kind == "brief" else 8, 10, 0)
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        parts = [("mimetype", MIMETYPE, zipfile.ZIP_STORED), ("settings.xml", SETTINGS, zipfile.ZIP_DEFLATED),
                 ("content.xml", content(d), zipfile.ZIP_DEFLATED), ("meta.xml", meta(d), zipfile.ZIP_DEFLATED),
                 ("styles.xml", STYLES, zipfile.ZIP_DEFLATED), ("manifest.rdf", MANIFEST_RDF, zipfile.ZIP_DEFLATED),
                 ("META-INF/manifest.xml", MANIFEST, zipfile.ZIP_DEFLATED)]  # fmt: skip
        for name, data, how in parts:
            info = zipfile.ZipInfo(name, date_time=stamp)
            info.compress_type = how
            z.writestr(info, data.encode("utf-8"))
    return buf.getvalue()


def text(out: bytes) -> str:
    """The workbook as Calc shows it: a line a row, its cells' text (a cell's paragraphs on lines of
    their own) separated by tabs, the sheets one after the other."""
    with zipfile.ZipFile(io.BytesIO(out)) as z:
        root = ET.fromstring(z.read("content.xml"))
    t, tx = f"{{{NS['table']}}}", f"{{{NS['text']}}}"
    lines = []
    for tab in root.iter(f"{t}table"):
        lines.append(tab.get(f"{t}name"))
        for r in tab.iter(f"{t}table-row"):
            cells = ["\n".join("".join(p.itertext()) for p in c.iter(f"{tx}p")) for c in r.iter(f"{t}table-cell")]
            lines.append("\t".join(cells).rstrip("\t"))
    return "\n".join(lines)
