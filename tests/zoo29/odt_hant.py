"""An OpenDocument Text file (`.odt`, ODF 1.3), traditional Chinese: the brief as its writer keeps it
in a word processor, written here by hand with `zipfile` (no office suite involved). The package is
a zip whose first member is `mimetype` (`application/vnd.oasis.opendocument.text`, stored, not
compressed), then `META-INF/manifest.xml` (every other member with its media type, the root entry
with the version), `content.xml`, `styles.xml` (the named styles the content refers to: `Text body`,
`Heading 1`…`3` with their outline levels, `Table Contents`, `Table Heading`, `Footnote`, the
character styles `Strong Emphasis`, `Source Text`, `Internet link`) and `meta.xml` (creator, dates,
language, statistics).

The brief in content.xml: `text:h` headings with `text:outline-level` (the title 1, the parts 2),
the header facts as labelled paragraphs (`text:span` in bold), the living document a `text:a` whose
`xlink:href` is relative to the package as ODF wants it (one `../` more than the folder); the
sources a bulleted `text:list` (paths in `Source Text`); the 淨增 items a numbered `text:list`
whose items hold several paragraphs (the first figure with a `text:note` footnote on where it was
read); the carried items and the register each a `table:table` with `table:table-header-rows`;
the adjacent items sentences; the arXiv ids a paragraph and a bulleted list; the handover a
paragraph with the coordinator's `office:annotation`. The living document: a `text:h` level 2 a
section and level 3 an item."""

from __future__ import annotations

import io
import zipfile
from datetime import datetime, time
from xml.sax.saxutils import escape, quoteattr

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "odt"
LANG = "zh-hant"

S = W.STATUS_HANT
MIME = "application/vnd.oasis.opendocument.text"
BOSS = "林佩君"
PARTS = "一二三四五六"

NS = {
    "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
    "style": "urn:oasis:names:tc:opendocument:xmlns:style:1.0",
    "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
    "table": "urn:oasis:names:tc:opendocument:xmlns:table:1.0",
    "fo": "urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0",
    "svg": "urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0",
    "xlink": "http://www.w3.org/1999/xlink",
    "dc": "http://purl.org/dc/elements/1.1/",
    "meta": "urn:oasis:names:tc:opendocument:xmlns:meta:1.0",
    "manifest": "urn:oasis:names:tc:opendocument:xmlns:manifest:1.0",
}
DECL = '<?xml version="1.0" encoding="UTF-8"?>\n'


def xmlns(*prefixes: str) -> str:
    return " ".join(f"xmlns:{p}={quoteattr(NS[p])}" for p in prefixes)


# --- inline and block content -------------------------------------------------------------------


def t(s: str) -> str:
    return escape(s)


def span(style: str, s: str) -> str:
    return f'<text:span text:style-name="{style}">{t(s)}</text:span>'


def bold(s: str) -> str:
    return span("Strong_20_Emphasis", s)


def code(s: str) -> str:
    return span("Source_20_Text", s)


def a(href: str, s: str) -> str:
    return (f'<text:a xlink:type="simple" xlink:href={quoteattr(href)} text:style-name="Internet_20_link" '
            f'text:visited-style-name="Visited_20_Internet_20_Link">{t(s)}</text:a>')  # fmt: skip


def p(inner: str, style: str = "Text_20_body") -> str:
    return f'<text:p text:style-name="{style}">{inner}</text:p>'


def field(name: str, inner: str) -> str:
    """A labelled paragraph: `<bold>建議歸入：</bold>§1.2 析鋰偵測`."""
    return p(bold(f"{name}：") + inner)


def h(level: int, s: str) -> str:
    return f'<text:h text:style-name="Heading_20_{level}" text:outline-level="{level}">{t(s)}</text:h>'


def ul(items: list[str], style: str = "L2") -> str:
    """A list; each item a list of paragraphs (already marked up)."""
    inner = "".join(f"<text:list-item>{''.join(x)}</text:list-item>" for x in items)
    return f'<text:list text:style-name="{style}">{inner}</text:list>'


def note(n: int, s: str) -> str:
    return (f'<text:note text:id="ftn{n}" text:note-class="footnote"><text:note-citation>{n}</text:note-citation>'
            f"<text:note-body>{p(t(s), 'Footnote')}</text:note-body></text:note>")  # fmt: skip


def annotation(who: str, when: datetime, s: str) -> str:
    return (f"<office:annotation><dc:creator>{t(who)}</dc:creator><dc:date>{when:%Y-%m-%dT%H:%M:%S}</dc:date>"
            f"{p(t(s), 'Standard')}</office:annotation>")  # fmt: skip


def table(name: str, head: list[str], rows: list[list[str]]) -> str:
    """A table with its header row; the cells' contents already marked up (inline)."""

    def row(cells: list[str], style: str) -> str:
        return "<table:table-row>" + "".join(
            f'<table:table-cell table:style-name="Cell" office:value-type="string">{p(c, style)}</table:table-cell>'
            for c in cells
        ) + "</table:table-row>"  # fmt: skip

    return (f'<table:table table:name={quoteattr(name)} table:style-name="Tbl">'
            f'<table:table-column table:style-name="Col" table:number-columns-repeated="{len(head)}"/>'
            f"<table:table-header-rows>{row([t(x) for x in head], 'Table_20_Heading')}</table:table-header-rows>"
            + "".join(row(r, "Table_20_Contents") for r in rows) + "</table:table>")  # fmt: skip


# --- the brief and the living document -------------------------------------------------------------


def link(m: Mention) -> str:
    return a(W.url(m), W.label_hant(m))


def paths(ps: tuple[str, ...] | list[str]) -> str:
    return "、".join(code(s) for s in ps)


def title(d: Doc) -> str:
    return f"{F.TOPIC} 每日簡報（{W.zh_date(d.date)}）" if d.kind == "brief" else f"{F.TOPIC} 活文件"


def item(d: Doc, n: int, m: Mention) -> list[str]:
    L = [p(bold(F.work(m).name) + t("（") + link(m) + t("）")),
         field("建議歸入", t(W.section_hant(d, m.section))), field("可信度", t(W.CONFIDENCE_ZH[m.confidence])),
         field("重點", t(f"{m.hant}。"))]  # fmt: skip
    for k, f in enumerate(m.figures):
        foot = note(n, "數字取自論文摘要，正文表格尚待核對。") if k == 0 and n == 1 else ""
        L.append(field("數據", t(W.fig_hant(f)) + foot))
    return L + [field("來源", paths(m.sources))]


def carried(d: Doc, m: Mention) -> list[str]:
    said = "".join(f"另報 {W.fig_hant(f)}。" for f in m.figures)
    return [t(F.work(m).name), link(m), t(W.section_hant(d, m.section)), t(W.carried_zh(m, S)), t(f"{m.hant}。{said}")]


def brief(d: Doc) -> list[str]:
    new, old, side = F.groups(d)
    living = F.living_path(EXT)
    href = "../" * (d.stem.count("/") + 1) + living  # relative to the package, as ODF resolves it
    B = [h(1, title(d)), field("撰寫", t(d.instance)), field("時間窗", t(f"{d.window[0]} → {d.window[1]}")),
         field("基線活文件", a(href, living) + t(f"（{W.slash(d.baseline)} 版）")),
         field("增量", t(W.counts_hant(d.counts))), h(2, f"{PARTS[0]}、檢查過的來源")]  # fmt: skip
    B.append(ul([[p(code(s) + (t("（空白，今日無本主題內容）") if W.empty(d, s) else ""), "List_20_Contents")]
                 for s in d.sources]))  # fmt: skip
    B += [h(2, f"{PARTS[1]}、{S['new']}"), ul([item(d, n, m) for n, m in enumerate(new, 1)], "L1")]
    B += [
        h(2, f"{PARTS[2]}、{S['carried-over']}與{S['anchored']}"),
        table(f"{S['carried-over']}條目", ["條目", "連結", "章節", "狀態", "說明"], [carried(d, m) for m in old]),
    ]
    k = 3
    if side:
        B.append(h(2, f"{PARTS[3]}、{S['adjacent']}與{S['candidate']}"))
        B += [p(bold(F.work(m).name) + t(f"（{W.label_hant(m)}）屬{S[m.status]}：{m.hant}。") + a(W.url(m), W.url(m)))
              for m in side]  # fmt: skip
        k = 4
    rows = [[t(str(n)), t(f"風險{W.RISK_ZH[e.risk]}"), t("已解決" if e.resolved else "未解決"), t(f"{e.hant}。")]
            for n, e in enumerate(d.entries, 1)]  # fmt: skip
    B += [h(2, f"{PARTS[k]}、待核實"), table("待核實", ["編號", "風險", "狀態", "內容"], rows)]
    B += [h(2, f"{PARTS[k + 1]}、可引用 arXiv 編號"), field(S["new"], t("、".join(d.new_ids)))]
    keep = [m for m in old if F.work(m).arxiv]
    if keep:
        B.append(ul([[p(t(f"{F.work(m).arxiv}：{W.carried_zh(m, S)}，{W.section_hant(d, m.section)}"),
                        "List_20_Contents")] for m in keep]))  # fmt: skip
    seen = datetime.combine(d.date, time(9, 12))
    B.append(p(t(f"交班：{d.instance} {d.window[1][11:]}。") + annotation(BOSS, seen, "收到，明早接力照此更新。")))
    return B


def living(d: Doc) -> list[str]:
    B = [
        h(1, title(d)),
        p(t(f"{W.zh_date(d.date)}版，路徑 ") + code(F.living_path(EXT)) + t("。夜間接力依每日簡報更新本文件。")),
    ]
    for num in d.sections:
        B.append(h(2, W.section_hant(d, num)))
        here = [m for m in d.mentions if m.section == num]
        if not here:
            B.append(p(t(f"本節尚無{S['anchored']}條目。")))
        for m in here:
            B += [h(3, F.work(m).name), field("連結", link(m)), field("狀態", t(W.carried_zh(m, S))),
                  field("重點", t(f"{m.hant}。"))]  # fmt: skip
            B += [field("數據", t(W.fig_hant(f))) for f in m.figures]
            B.append(field("卡片", paths(m.sources)))
    return B


# --- the package -------------------------------------------------------------------------------------

AUTOMATIC = (
    '<style:style style:name="Tbl" style:family="table"><style:table-properties style:width="17cm" '
    'table:align="margins"/></style:style>'
    '<style:style style:name="Col" style:family="table-column"><style:table-column-properties '
    'style:use-optimal-column-width="true"/></style:style>'
    '<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.1cm" '
    'fo:border="0.5pt solid #000000"/></style:style>'
    '<text:list-style style:name="L1"><text:list-level-style-number text:level="1" style:num-suffix="." '
    'style:num-format="1"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment">'
    '<style:list-level-label-alignment text:label-followed-by="listtab" fo:text-indent="-0.635cm" '
    'fo:margin-left="1.27cm"/></style:list-level-properties></text:list-level-style-number></text:list-style>'
    '<text:list-style style:name="L2"><text:list-level-style-bullet text:level="1" text:bullet-char="•">'
    '<style:list-level-properties text:list-level-position-and-space-mode="label-alignment">'
    '<style:list-level-label-alignment text:label-followed-by="listtab" fo:text-indent="-0.635cm" '
    'fo:margin-left="1.27cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>'
)
FONTS = (
    '<office:font-face-decls><style:font-face style:name="Noto Serif CJK TC" svg:font-family="&apos;Noto Serif CJK '
    'TC&apos;" style:font-family-generic="roman"/><style:font-face style:name="Noto Sans Mono CJK TC" '
    'svg:font-family="&apos;Noto Sans Mono CJK TC&apos;" style:font-pitch="fixed"/></office:font-face-decls>'
)


def content(d: Doc) -> str:
    body = "\n".join(brief(d) if d.kind == "brief" else living(d))
    return (DECL + f'<office:document-content {xmlns("office", "style", "text", "table", "fo", "svg", "xlink", "dc")} '
            f'office:version="1.3">{FONTS}<office:automatic-styles>{AUTOMATIC}</office:automatic-styles>'
            f"<office:body><office:text>\n{body}\n</office:text></office:body></office:document-content>\n")  # fmt: skip


def _ps(name: str, shown: str, cls: str, props: str, extra: str = "") -> str:
    return (f'<style:style style:name="{name}" style:display-name="{shown}" style:family="paragraph" '
            f'style:parent-style-name="{"Standard" if name in ("Heading", "Text_20_body") else "Text_20_body"}" '
            f'style:class="{cls}"{extra}>{props}</style:style>')  # fmt: skip


def _heading(n: int, size: str) -> str:
    return (f'<style:style style:name="Heading_20_{n}" style:display-name="Heading {n}" style:family="paragraph" '
            f'style:parent-style-name="Heading" style:next-style-name="Text_20_body" style:default-outline-level="{n}" '
            f'style:class="text"><style:text-properties fo:font-size="{size}" fo:font-weight="bold" '
            f'style:font-size-asian="{size}" style:font-weight-asian="bold"/></style:style>')  # fmt: skip


def _cs(name: str, shown: str, props: str) -> str:
    return f'<style:style style:name="{name}" style:display-name="{shown}" style:family="text">{props}</style:style>'


STYLES = (
    DECL + f'<office:document-styles {xmlns("office", "style", "text", "table", "fo", "svg")} office:version="1.3">'
    + FONTS + "<office:styles>"
    '<style:default-style style:family="paragraph"><style:paragraph-properties fo:hyphenation-ladder-count="no-limit"'
    ' style:writing-mode="page"/><style:text-properties style:font-name-asian="Noto Serif CJK TC" fo:font-size="12pt"'
    ' style:font-size-asian="12pt" fo:language="en" fo:country="US" style:language-asian="zh" '
    'style:country-asian="TW"/></style:default-style>'
    '<style:style style:name="Standard" style:family="paragraph" style:class="text"/>'
    + _ps("Text_20_body", "Text body", "text", '<style:paragraph-properties fo:margin-bottom="0.247cm"/>')
    + _ps("Heading", "Heading", "text", '<style:paragraph-properties fo:margin-top="0.423cm" fo:keep-with-next="always"/>',
          ' style:next-style-name="Text_20_body"')
    + _heading(1, "18pt") + _heading(2, "15pt") + _heading(3, "13pt")
    + _ps("List_20_Contents", "List Contents", "list", "")
    + _ps("Table_20_Contents", "Table Contents", "extra", "")
    + _ps("Table_20_Heading", "Table Heading", "extra", '<style:text-properties fo:font-weight="bold" '
          'style:font-weight-asian="bold"/>')
    + _ps("Footnote", "Footnote", "extra", '<style:text-properties fo:font-size="10pt" style:font-size-asian="10pt"/>')
    + _cs("Strong_20_Emphasis", "Strong Emphasis", '<style:text-properties fo:font-weight="bold" '
          'style:font-weight-asian="bold"/>')
    + _cs("Source_20_Text", "Source Text", '<style:text-properties style:font-name="Noto Sans Mono CJK TC" '
          'style:font-name-asian="Noto Sans Mono CJK TC"/>')
    + _cs("Internet_20_link", "Internet link", '<style:text-properties fo:color="#000080" style:text-underline-style='
          '"solid" style:text-underline-width="auto" style:text-underline-color="font-color"/>')
    + _cs("Visited_20_Internet_20_Link", "Visited Internet Link", '<style:text-properties fo:color="#800000"/>')
    + '<text:outline-style style:name="Outline">'
    + "".join(f'<text:outline-level-style text:level="{n}" style:num-format=""/>' for n in range(1, 4))
    + '</text:outline-style><text:notes-configuration text:note-class="footnote" style:num-format="1" '
    'text:start-value="0" text:footnotes-position="page" text:start-numbering-at="document"/>'
    "</office:styles><office:automatic-styles>"
    '<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21.001cm" '
    'fo:page-height="29.7cm" style:print-orientation="portrait" fo:margin-top="2cm" fo:margin-bottom="2cm" '
    'fo:margin-left="2cm" fo:margin-right="2cm"/></style:page-layout></office:automatic-styles>'
    '<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"/>'
    "</office:master-styles></office:document-styles>\n"
)  # fmt: skip


def meta(d: Doc) -> str:
    who = d.instance or "relay"
    made = datetime.combine(d.date, time(8, 2) if d.instance else time(23, 38))
    saved = datetime.combine(d.date, time(8, 39, 41) if d.instance else time(23, 40, 5))
    tables = 2 if d.kind == "brief" else 0
    return (DECL + f'<office:document-meta {xmlns("office", "meta", "dc")} office:version="1.3"><office:meta>'
            f"<meta:generator>zoo29-odt-hant/1.0 (Python zipfile)</meta:generator><dc:title>{t(title(d))}</dc:title>"
            f"<dc:subject>{F.TOPIC}</dc:subject><meta:initial-creator>{who}</meta:initial-creator>"
            f"<meta:creation-date>{made:%Y-%m-%dT%H:%M:%S}</meta:creation-date><dc:creator>{who}</dc:creator>"
            f"<dc:date>{saved:%Y-%m-%dT%H:%M:%S}</dc:date><dc:language>zh-TW</dc:language>"
            f"<meta:editing-cycles>3</meta:editing-cycles>"
            f'<meta:document-statistic meta:table-count="{tables}" meta:paragraph-count="{content(d).count("<text:p ")}"/>'
            "</office:meta></office:document-meta>\n")  # fmt: skip


MANIFEST = (
    DECL + f'<manifest:manifest {xmlns("manifest")} manifest:version="1.3">\n'
    f' <manifest:file-entry manifest:full-path="/" manifest:version="1.3" manifest:media-type="{MIME}"/>\n'
    + "".join(f' <manifest:file-entry manifest:full-path="{n}" manifest:media-type="text/xml"/>\n'
              for n in ("content.xml", "styles.xml", "meta.xml"))
    + "</manifest:manifest>\n"
)  # fmt: skip


def render(d: Doc) -> bytes:
    when = (d.date.year, d.date.month, d.date.day, 8 if d.instance else 23, 39, 40)
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        members = [("mimetype", MIME), ("META-INF/manifest.xml", MANIFEST), ("content.xml", content(d)),
                   ("styles.xml", STYLES), ("meta.xml", meta(d))]  # fmt: skip
        for name, text in members:
            info = zipfile.ZipInfo(name, date_time=when)
            info.compress_type = zipfile.ZIP_STORED if name == "mimetype" else zipfile.ZIP_DEFLATED
            z.writestr(info, text.encode("utf-8"))
    return buf.getvalue()
