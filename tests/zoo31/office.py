"""Reading the zoo31 Office packages back without kgraph (for readers.py): the PowerPoint and
Excel packages through `zipfile` and `xml.etree`, each checked against ECMA-376 (Open Packaging
Conventions: content types complete and agreeing with the relationships that reach each part,
every relationship resolved, every part reachable; PresentationML: the presentation's slide,
master and layout lists, placeholders present on the layouts, tables as wide as their grids,
hyperlinks through External relationships, notes slides; SpreadsheetML: the workbook's sheets,
shared-string indices and counts, cell references in order and inside the dimension, styles and
number formats, hyperlinks, filters)."""

from __future__ import annotations

import io
import posixpath
import re
import zipfile
from dataclasses import dataclass, field
from datetime import date, timedelta
from xml.etree import ElementTree as ET

NS = {
    "a": "http://schemas.openxmlformats.org/drawingml/2006/main",
    "r": "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
    "p": "http://schemas.openxmlformats.org/presentationml/2006/main",
    "x": "http://schemas.openxmlformats.org/spreadsheetml/2006/main",
    "pr": "http://schemas.openxmlformats.org/package/2006/relationships",
    "ct": "http://schemas.openxmlformats.org/package/2006/content-types",
    "cp": "http://schemas.openxmlformats.org/package/2006/metadata/core-properties",
    "dc": "http://purl.org/dc/elements/1.1/",
}
REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
OOXML = "application/vnd.openxmlformats-officedocument."
# the content type a part reached by a relationship of a given type must have
EXPECTED = {
    "officeDocument": None,  # the main part: presentation or workbook, checked by the reader
    "slide": OOXML + "presentationml.slide+xml",
    "slideLayout": OOXML + "presentationml.slideLayout+xml",
    "slideMaster": OOXML + "presentationml.slideMaster+xml",
    "notesSlide": OOXML + "presentationml.notesSlide+xml",
    "notesMaster": OOXML + "presentationml.notesMaster+xml",
    "theme": OOXML + "theme+xml",
    "presProps": OOXML + "presentationml.presProps+xml",
    "tableStyles": OOXML + "presentationml.tableStyles+xml",
    "worksheet": OOXML + "spreadsheetml.worksheet+xml",
    "sharedStrings": OOXML + "spreadsheetml.sharedStrings+xml",
    "styles": OOXML + "spreadsheetml.styles+xml",
    "extended-properties": OOXML + "extended-properties+xml",
    "core-properties": "application/vnd.openxmlformats-package.core-properties+xml",
}


def q(name: str) -> str:
    """`p:sld` -> `{…presentationml/2006/main}sld`."""
    prefix, local = name.split(":")
    return f"{{{NS[prefix]}}}{local}"


# --- the package both formats share -------------------------------------------------------------------


@dataclass
class Package:
    members: list[str]
    parts: dict[str, ET.Element]
    types: dict[str, str]  # part name -> content type
    rels: dict[str, dict[str, tuple[str, str, bool]]]  # source part -> id -> (type's last word, target, external)

    def related(self, source: str, kind: str) -> list[str]:
        return [t for k, t, ext in self.rels.get(source, {}).values() if k == kind and not ext]


def _rels_of(name: str) -> str:
    """`ppt/_rels/presentation.xml.rels` -> `ppt/presentation.xml` (`_rels/.rels` -> the package, "")."""
    folder, base = posixpath.split(name)
    return posixpath.join(posixpath.dirname(folder), base.removesuffix(".rels"))


def package(data: bytes, main: str) -> Package:
    """An OPC package: `[Content_Types].xml` first, every part given a type (an override, or a
    default for `.rels`), no override for a missing part; every relationships part's targets
    resolved against its source part (internal ones present, external ones hyperlinks), each part's
    type the one its relationship type wants, every part reachable from the package relationships,
    and the main part the given one."""
    assert data[:2] == b"PK"
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        assert z.testzip() is None
        names = z.namelist()
        assert len(names) == len(set(names))
        parts = {n: ET.fromstring(z.read(n)) for n in names}
    assert names[0] == "[Content_Types].xml"
    ct = parts["[Content_Types].xml"]
    assert ct.tag == q("ct:Types")
    defaults = {e.get("Extension"): e.get("ContentType") for e in ct.findall(q("ct:Default"))}
    overrides = {e.get("PartName"): e.get("ContentType") for e in ct.findall(q("ct:Override"))}
    assert defaults["rels"] == "application/vnd.openxmlformats-package.relationships+xml"
    assert set(overrides) <= {f"/{n}" for n in names}, "an override for a missing part"
    types = {}
    for n in names[1:]:
        types[n] = overrides.get(f"/{n}") or defaults.get(n.rsplit(".", 1)[-1])
        assert types[n], f"no content type for {n}"
        assert n.endswith(".rels") or f"/{n}" in overrides, f"{n} has only a default type"
    rels: dict[str, dict[str, tuple[str, str, bool]]] = {}
    for n in names:
        if not n.endswith(".rels"):
            continue
        root, source = parts[n], _rels_of(n)
        assert root.tag == q("pr:Relationships") and (source == "" or source in parts), n
        out: dict[str, tuple[str, str, bool]] = {}
        for r in root:
            rid, kind, target, mode = r.get("Id"), r.get("Type"), r.get("Target"), r.get("TargetMode")
            assert rid not in out and kind and target and mode in (None, "External"), r.attrib
            word = kind.rsplit("/", 1)[-1]
            if mode == "External":
                assert kind == REL + "hyperlink", (n, kind)
                out[rid] = (word, target, True)
                continue
            full = posixpath.normpath(posixpath.join(posixpath.dirname(source), target))
            assert full in parts, (n, target)
            want = EXPECTED[word]
            assert want is None or types[full] == want, (full, types[full], word)
            out[rid] = (word, full, False)
        rels[source] = out
    pkg = Package(names, parts, types, rels)
    assert pkg.related("", "officeDocument") == [main]
    seen, todo = set(), [""]
    while todo:
        at = todo.pop()
        for _, target, ext in rels.get(at, {}).values():
            if not ext and target not in seen:
                seen.add(target)
                todo.append(target)
    assert {n for n in names if not n.endswith(".rels")} - {"[Content_Types].xml"} == seen, "an unreachable part"
    return pkg


# --- PowerPoint --------------------------------------------------------------------------------------


@dataclass
class SlideText:
    layout: str  # the layout's name
    title: str
    paras: list[tuple[int, str]]  # the body placeholders' paragraphs: (level, text)
    tables: list[list[list[str]]]  # rows of cells, the header row first
    links: list[tuple[str, str]]  # (relationship target, linked text)
    notes: str | None


@dataclass
class Deck:
    pkg: Package
    slides: list[SlideText] = field(default_factory=list)

    @property
    def text(self) -> str:
        """A line for the title, one per paragraph, one per table row (cells joined by ` | `)."""
        out = []
        for s in self.slides:
            out += [s.title] + [t for _, t in s.paras] + [" | ".join(r) for tb in s.tables for r in tb]
        return "\n".join(out)


def _para(p: ET.Element, rids: dict[str, tuple[str, str, bool]], links: list[tuple[str, str]]) -> str:
    out = []
    for r in p:
        if r.tag == q("a:r"):
            s = r.findtext(q("a:t")) or ""
            click = r.find(f"{q('a:rPr')}/{q('a:hlinkClick')}")
            if click is not None:
                kind, target, ext = rids[click.get(q("r:id"))]
                assert kind == "hyperlink" and ext, (kind, target)
                links.append((target, s))
            out.append(s)
        elif r.tag == q("a:br"):
            out.append("\n")
        else:
            assert r.tag in (q("a:pPr"), q("a:endParaRPr"), q("a:fld")), r.tag
    return "".join(out)


def _placeholders(tree: ET.Element) -> list[tuple[str, str | None]]:
    return [(ph.get("type", "obj"), ph.get("idx")) for ph in tree.iter(q("p:ph"))]


def _on_layout(ph: tuple[str, str | None], layout: list[tuple[str, str | None]]) -> bool:
    kind, idx = ph
    if idx is not None:
        return any(i == idx for _, i in layout)
    return any(k == kind for k, _ in layout)


def pptx(data: bytes) -> Deck:
    """A PresentationML package (see `package`): presentation.xml lists its master (id from
    2147483648), its notes master and its slides (`p:sldId`, ids from 256, unique, each a slide
    relationship), with the slide and notes sizes in the schema's order; the master lists its
    layouts (ids above the master's, each a layout relationship) and has a theme; each layout
    points back at the master; each slide has one layout, every placeholder it uses present on that
    layout, unique shape ids, hyperlinks that are External relationships, tables whose rows are as
    wide as their grid and whose first row is marked the header, and at most one notes slide that
    points back at it."""
    pkg = package(data, "ppt/presentation.xml")
    P = pkg.parts
    pres = P["ppt/presentation.xml"]
    assert pres.tag == q("p:presentation")
    order = [c.tag.split("}")[1] for c in pres]
    assert order == ["sldMasterIdLst", "notesMasterIdLst", "sldIdLst", "sldSz", "notesSz"][: len(order)], order
    prel = pkg.rels["ppt/presentation.xml"]
    masters = pres.findall(f"{q('p:sldMasterIdLst')}/{q('p:sldMasterId')}")
    assert [int(m.get("id")) for m in masters] == [2147483648]
    master_name = prel[masters[0].get(q("r:id"))][1]
    assert prel[masters[0].get(q("r:id"))][0] == "slideMaster"
    nm = pres.find(f"{q('p:notesMasterIdLst')}/{q('p:notesMasterId')}")
    assert nm is None or prel[nm.get(q("r:id"))][0] == "notesMaster"
    master = P[master_name]
    assert master.tag == q("p:sldMaster") and pkg.related(master_name, "theme")
    mrel = pkg.rels[master_name]
    layouts = {}
    for lid in master.findall(f"{q('p:sldLayoutIdLst')}/{q('p:sldLayoutId')}"):
        assert int(lid.get("id")) > 2147483648
        kind, name, _ = mrel[lid.get(q("r:id"))]
        assert kind == "slideLayout" and pkg.related(name, "slideMaster") == [master_name]
        layouts[name] = P[name]
    ids = [int(s.get("id")) for s in pres.findall(f"{q('p:sldIdLst')}/{q('p:sldId')}")]
    assert len(set(ids)) == len(ids) and all(256 <= i < 2147483648 for i in ids)
    deck = Deck(pkg)
    for s in pres.findall(f"{q('p:sldIdLst')}/{q('p:sldId')}"):
        kind, name, _ = prel[s.get(q("r:id"))]
        assert kind == "slide"
        deck.slides.append(_slide(pkg, name, layouts))
    return deck


def _slide(pkg: Package, name: str, layouts: dict[str, ET.Element]) -> SlideText:
    tree, rids = pkg.parts[name], pkg.rels[name]
    assert tree.tag == q("p:sld") and all(e.tag.split("}")[0][1:] in (NS["a"], NS["p"]) for e in tree.iter())
    (layout,) = pkg.related(name, "slideLayout")
    assert layout in layouts and all(_on_layout(ph, _placeholders(layouts[layout])) for ph in _placeholders(tree))
    shape_ids = [c.get("id") for c in tree.iter(q("p:cNvPr"))]
    assert len(shape_ids) == len(set(shape_ids))
    used = {e.get(q("r:id")) for e in tree.iter() if e.get(q("r:id"))}
    assert used <= set(rids) and all(rids[r][0] == "hyperlink" for r in used), used
    links: list[tuple[str, str]] = []
    title, paras, tables = "", [], []
    for sp in tree.find(f"{q('p:cSld')}/{q('p:spTree')}"):
        ph = sp.find(f".//{q('p:nvPr')}/{q('p:ph')}")
        if sp.tag == q("p:sp"):
            body = [(int((p.find(q("a:pPr")).get("lvl") if p.find(q("a:pPr")) is not None else 0) or 0),
                     _para(p, rids, links)) for p in sp.iter(q("a:p"))]  # fmt: skip
            if ph is not None and ph.get("type") in ("title", "ctrTitle"):
                assert not title and len(body) == 1
                title = body[0][1]
            else:
                paras += body
        elif sp.tag == q("p:graphicFrame"):
            data = sp.find(f"{q('a:graphic')}/{q('a:graphicData')}")
            assert data.get("uri") == "http://schemas.openxmlformats.org/drawingml/2006/table"
            tbl = data.find(q("a:tbl"))
            assert tbl.find(q("a:tblPr")).get("firstRow") == "1", "the first row is the header"
            width = len(tbl.findall(f"{q('a:tblGrid')}/{q('a:gridCol')}"))
            rows = []
            for tr in tbl.findall(q("a:tr")):
                cells = tr.findall(q("a:tc"))
                assert len(cells) == width, "a row as wide as the grid"
                rows.append([" ".join(_para(p, rids, links) for p in c.iter(q("a:p"))) for c in cells])
            tables.append(rows)
        else:
            assert sp.tag in (q("p:nvGrpSpPr"), q("p:grpSpPr")), sp.tag
    notes = None
    for n in pkg.related(name, "notesSlide"):
        assert notes is None and pkg.related(n, "slide") == [name] and pkg.related(n, "notesMaster")
        notes = "".join(t.text or "" for t in pkg.parts[n].iter(q("a:t")))
    return SlideText(layouts[layout].find(q("p:cSld")).get("name"), title, paras, tables, links, notes)


# --- Excel --------------------------------------------------------------------------------------------

EXCEL_EPOCH = date(1899, 12, 30)
CELL_REF = re.compile(r"([A-Z]{1,3})([1-9]\d*)")
BUILTIN_DATES = {14: "yyyy/m/d"}


def col_number(letters: str) -> int:
    n = 0
    for ch in letters:
        n = n * 26 + ord(ch) - 64
    return n


def show_date(code: str, serial: float) -> str:
    """A date serial as the format code shows it (`yyyy`, `m`, `d`, `mm`, `dd`, quoted literals)."""
    d = EXCEL_EPOCH + timedelta(days=int(serial))
    parts = {"yyyy": f"{d.year}", "yy": f"{d.year % 100:02d}", "mm": f"{d.month:02d}", "m": str(d.month),
             "dd": f"{d.day:02d}", "d": str(d.day)}  # fmt: skip
    return "".join(parts.get(t, t.strip('"')) for t in re.findall(r'"[^"]*"|yyyy|yy|mm|m|dd|d|.', code))


def _is_date(code: str) -> bool:
    return bool(re.search(r"[ymd]", re.sub(r'"[^"]*"', "", code)))


@dataclass
class SheetText:
    name: str
    cells: dict[tuple[int, int], tuple[str, str, int]]  # (row, column) -> (type, shown value, style)
    links: dict[str, str]  # cell ref -> target
    bold_rows: set[int]  # rows every cell of which is in a bold font
    filter: str | None
    validations: list[tuple[str, str]]  # (sqref, formula)

    def rows(self) -> list[list[str]]:
        """Each written row's shown values, from column A to its last cell (gaps empty)."""
        out = []
        for r in sorted({r for r, _ in self.cells}):
            last = max(c for rr, c in self.cells if rr == r)
            out.append([self.cells.get((r, c), ("", "", 0))[1] for c in range(1, last + 1)])
        return out


@dataclass
class Book:
    pkg: Package
    sheets: list[SheetText] = field(default_factory=list)
    strings: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n".join(" | ".join(r) for s in self.sheets for r in s.rows())

    def sheet(self, name: str) -> SheetText:
        return next(s for s in self.sheets if s.name == name)


def xlsx(data: bytes) -> Book:
    """A SpreadsheetML package (see `package`): the workbook's sheets uniquely named (at most 31
    characters, none of `[]:*?/\\`), each a worksheet relationship; the shared strings' `count` the
    number of cells that use them and `uniqueCount` their number, every index valid and every
    string used; the styles' `cellXfs` as many as counted, their number formats built in or
    defined; in each sheet rows in rising order, each cell's reference in its row and its columns
    rising, the `dimension` the cells' bounding box, a cell's style defined, an inline string with
    `is` and no `v`, a number a number; hyperlinks on written cells through External
    relationships; a sheet's filter the workbook's `_xlnm._FilterDatabase` for it."""
    pkg = package(data, "xl/workbook.xml")
    P = pkg.parts
    wb = P["xl/workbook.xml"]
    assert wb.tag == q("x:workbook")
    wrel = pkg.rels["xl/workbook.xml"]
    sst = P["xl/sharedStrings.xml"]
    assert sst.tag == q("x:sst") and P["xl/styles.xml"].tag == q("x:styleSheet")
    strings = ["".join(t.text or "" for t in si.iter(q("x:t"))) for si in sst.findall(q("x:si"))]
    assert int(sst.get("uniqueCount")) == len(strings)
    styles = P["xl/styles.xml"]
    formats = {int(f.get("numFmtId")): f.get("formatCode") for f in styles.iter(q("x:numFmt"))}
    fonts = styles.findall(f"{q('x:fonts')}/{q('x:font')}")
    xfs = styles.findall(f"{q('x:cellXfs')}/{q('x:xf')}")
    assert int(styles.find(q("x:cellXfs")).get("count")) == len(xfs)
    assert all(int(x.get("numFmtId")) < 164 or int(x.get("numFmtId")) in formats for x in xfs)
    book = Book(pkg, strings=strings)
    used: list[int] = []
    filters = {int(n.get("localSheetId")): n.text for n in wb.iter(q("x:definedName"))
               if n.get("name") == "_xlnm._FilterDatabase"}  # fmt: skip
    names = []
    for k, sh in enumerate(wb.findall(f"{q('x:sheets')}/{q('x:sheet')}")):
        name = sh.get("name")
        assert name not in names and len(name) <= 31 and not set(name) & set("[]:*?/\\"), name
        names.append(name)
        kind, part, _ = wrel[sh.get(q("r:id"))]
        assert kind == "worksheet"
        view = _sheet(pkg, part, name, strings, used, formats, fonts, xfs)
        assert (view.filter is None) == (k not in filters)
        if view.filter:
            absolute = ":".join(
                "".join(f"${x}" for x in CELL_REF.fullmatch(e).groups()) for e in view.filter.split(":")
            )
            assert filters[k] == f"'{name}'!{absolute}", (filters[k], view.filter)
        book.sheets.append(view)
    assert int(sst.get("count")) == len(used) and set(used) == set(range(len(strings)))
    return book


def _sheet(pkg: Package, part: str, name: str, strings: list[str], used: list[int], formats: dict[int, str],
           fonts: list[ET.Element], xfs: list[ET.Element]) -> SheetText:  # fmt: skip
    ws = pkg.parts[part]
    assert ws.tag == q("x:worksheet") and all(e.tag.split("}")[0][1:] == NS["x"] for e in ws.iter()), part
    cells: dict[tuple[int, int], tuple[str, str, int]] = {}
    last_row = 0
    for row in ws.find(q("x:sheetData")):
        r = int(row.get("r"))
        assert r > last_row, (name, r)
        last_row, last_col = r, 0
        for c in row:
            letters, number = CELL_REF.fullmatch(c.get("r")).groups()
            col = col_number(letters)
            assert int(number) == r and col > last_col, (name, c.get("r"))
            last_col = col
            style, kind, v = int(c.get("s", "0")), c.get("t", "n"), c.findtext(q("x:v"))
            assert style < len(xfs) and kind in ("s", "inlineStr", "n", "str", "b"), (name, c.get("r"))
            if kind == "s":
                used.append(int(v))
                shown = strings[int(v)]
            elif kind == "inlineStr":
                assert v is None and c.find(q("x:is")) is not None
                shown = "".join(t.text or "" for t in c.find(q("x:is")).iter(q("x:t")))
            else:
                fmt = int(xfs[style].get("numFmtId"))
                code = formats.get(fmt) or BUILTIN_DATES.get(fmt, "General")
                number_v = float(v)
                shown = (
                    show_date(code, number_v)
                    if _is_date(code)
                    else (v if not number_v.is_integer() else str(int(number_v)))
                )
            cells[(r, col)] = (kind, shown, style)
        if row.get("spans"):
            lo, hi = map(int, row.get("spans").split(":"))
            assert all(lo <= c <= hi for rr, c in cells if rr == r)
    top, bottom = min(r for r, _ in cells), max(r for r, _ in cells)
    left, right = min(c for _, c in cells), max(c for _, c in cells)
    dim = ws.find(q("x:dimension")).get("ref")
    assert dim == f"{_letters(left)}{top}:{_letters(right)}{bottom}", (name, dim)
    links = {}
    srels = pkg.rels.get(part, {})
    for h in ws.iter(q("x:hyperlink")):
        letters, number = CELL_REF.fullmatch(h.get("ref")).groups()
        assert (int(number), col_number(letters)) in cells, h.get("ref")
        kind, target, ext = srels[h.get(q("r:id"))]
        assert kind == "hyperlink" and ext
        links[h.get("ref")] = target
    bold = {xf_n for xf_n, xf in enumerate(xfs) if fonts[int(xf.get("fontId"))].find(q("x:b")) is not None}
    bold_rows = {r for r in {r for r, _ in cells} if all(s in bold for (rr, _), (_, _, s) in cells.items() if rr == r)}
    af = ws.find(q("x:autoFilter"))
    validations = [(v.get("sqref"), v.findtext(q("x:formula1"))) for v in ws.iter(q("x:dataValidation"))]
    return SheetText(name, cells, links, bold_rows, af.get("ref") if af is not None else None, validations)


def _letters(n: int) -> str:
    s = ""
    while n:
        n, r = divmod(n - 1, 26)
        s = chr(65 + r) + s
    return s
