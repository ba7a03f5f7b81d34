"""A brief typed in LibreOffice Writer in Taiwan (traditional Chinese) and saved as a flat
OpenDocument text (`.fodt`): one XML file, `<office:document>` with `office:mimetype`
`application/vnd.oasis.opendocument.text` and version 1.3, then `office:meta` (generator,
creator, dates, statistics), `office:font-face-decls` (Microsoft JhengHei for the Asian text),
`office:styles` (the named styles: `Title`, `Heading_20_1`, `Text_20_body`, `Table_20_Contents`,
`Internet_20_link` …, with `style:display-name`s), `office:automatic-styles` (tables, columns,
cells, P and T styles, list styles L1 numbered and L2 bulleted, the page layout),
`office:master-styles` and the `office:body` with `text:h` headings, `text:p` paragraphs,
`text:list`s with `xml:id`s, `table:table`s whose rows are as wide as their columns, `text:a`
links, `text:span`s, `text:s` for runs of spaces and `text:line-break`. Dates are typed the
Taiwanese way (`2034/3/12`); full-width punctuation.
"""

from __future__ import annotations

import hashlib

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "fodt"
LANG = "zh-hant"

S = W.STATUS_HANT
LV = W.LEVEL_HANT

NS = {
    "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
    "style": "urn:oasis:names:tc:opendocument:xmlns:style:1.0",
    "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
    "table": "urn:oasis:names:tc:opendocument:xmlns:table:1.0",
    "fo": "urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0",
    "xlink": "http://www.w3.org/1999/xlink",
    "dc": "http://purl.org/dc/elements/1.1/",
    "meta": "urn:oasis:names:tc:opendocument:xmlns:meta:1.0",
    "svg": "urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0",
    "loext": "urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0",
}


def x(s: str) -> str:
    """Text in the XML, a run of spaces as one space and `<text:s/>`."""
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    while "  " in s:
        s = s.replace("  ", " <text:s/>")
    return s


def attr(s: str) -> str:
    return s.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")


def p(body: str, style: str = "Text_20_body") -> str:
    return f'<text:p text:style-name="{style}">{body}</text:p>'


def h(body: str, level: int = 1) -> str:
    return f'<text:h text:style-name="Heading_20_{level}" text:outline-level="{level}">{body}</text:h>'


def a(url: str) -> str:
    return (f'<text:a xlink:type="simple" xlink:href="{attr(url)}" text:style-name="Internet_20_link" '
            f'text:visited-style-name="Visited_20_Internet_20_Link">{x(url)}</text:a>')  # fmt: skip


def strong(s: str) -> str:
    return f'<text:span text:style-name="Strong_20_Emphasis">{x(s)}</text:span>'


def code(s: str) -> str:
    return f'<text:span text:style-name="Source_20_Text">{x(s)}</text:span>'


PARA = {"L1": "P2", "L2": "P3"}  # the automatic paragraph style of each list style


class _Doc:
    def __init__(self, seed: str) -> None:
        self.seed, self.lists, self.tables, self.body = seed, 0, 0, []

    def list_(self, style: str, items: list[str | tuple[str, list[str]]], cont: bool = False) -> None:
        """A list of paragraphs (an item given as (paragraph, sub-items) holds a nested bulleted list)."""
        self.lists += 1
        lid = "list" + str(int(hashlib.sha1(f"{self.seed}{self.lists}".encode()).hexdigest()[:8], 16))
        out = [f'<text:list xml:id="{lid}" text:style-name="{style}">']
        for it in items:
            body, sub = it if isinstance(it, tuple) else (it, [])
            out.append("<text:list-item>" + p(body, PARA[style]))
            if sub:
                out.append('<text:list text:style-name="L2">')
                out += [f"<text:list-item>{p(s_, PARA['L2'])}</text:list-item>" for s_ in sub]
                out.append("</text:list>")
            out.append("</text:list-item>")
        out.append("</text:list>")
        self.body.append("".join(out))

    def table(self, head: list[str], rows: list[list[list[str]]]) -> None:
        self.tables += 1
        n = f"表格{self.tables}"
        out = [f'<table:table table:name="{n}" table:style-name="Table{self.tables}">',
               f'<table:table-column table:style-name="Table{self.tables}.A" '
               f'table:number-columns-repeated="{len(head)}"/>',
               "<table:table-header-rows><table:table-row>"]  # fmt: skip
        out += [f'<table:table-cell table:style-name="Table{self.tables}.A1" office:value-type="string">'
                f'{p(x(c), "Table_20_Heading")}</table:table-cell>' for c in head]  # fmt: skip
        out.append("</table:table-row></table:table-header-rows>")
        for r in rows:
            out.append("<table:table-row>")
            out += [f'<table:table-cell table:style-name="Table{self.tables}.A2" office:value-type="string">'
                    + "".join(p(q, "Table_20_Contents") for q in c) + "</table:table-cell>" for c in r]  # fmt: skip
            out.append("</table:table-row>")
        out.append("</table:table>")
        self.body.append("".join(out))


def _figs(m: Mention) -> list[str]:
    return [x(W.fig_hant(f)) for f in m.figures]


def _living(d: Doc, doc: _Doc) -> None:
    doc.body += [p(x(f"{F.TOPIC} 知識庫活文件"), "Title"),
                 p(f"路徑：{code(F.living_path(EXT))}"), p(f"版本：{W.slash(d.date)}　由每晚的接力更新")]  # fmt: skip
    for num in d.sections:
        doc.body.append(h(x(W.section_hant(d, num))))
        here = [m for m in d.mentions if m.section == num]
        if not here:
            doc.body.append(p("（本節尚無錨入項目）"))
        for m in here:
            doc.body += [h(x(W.label_hant(m)), 2), p(x(m.hant)), *(p(f) for f in _figs(m)),
                         p(f"{W.slash(m.anchored_on)} 錨入"), p("卡片：" + "、".join(code(s) for s in m.sources)),
                         p("連結：" + a(W.url(m)))]  # fmt: skip


def _brief(d: Doc, doc: _Doc) -> None:
    new, old, side = F.groups(d)
    doc.body += [
        p(x(f"{F.TOPIC} 每日簡報"), "Title"),
        p(x(W.slash(d.date)), "Subtitle"),
        p(f"撰寫：{d.instance}<text:tab/>交接時間：{F.HANDOVER}"),
        p(f"時間窗口：{x(d.window[0])} → {x(d.window[1])}"),
        p(f"基線活文件：{code(F.living_path(EXT))}（{W.slash(d.baseline)} 版）"),
        p(x(W.counts_hant(d.counts))),
        h("一、本期淨增"),
    ]
    doc.list_("L1", [
        (strong(W.label_hant(m)), [f"章節：{x(W.section_hant(d, m.section))}", f"可信度：{LV[m.confidence]}",
                                   f"連結：{a(W.url(m))}", x(m.hant), *_figs(m),
                                   *(f"來源：{code(s)}" for s in m.sources)])
        for m in new
    ])  # fmt: skip
    doc.body.append(h("二、沿用與已錨入"))
    doc.table(["項目", "章節", "狀態", "說明"], [
        [[x(W.label_hant(m))], [x(W.section_hant(d, m.section))], [x(W.carried_hant(m))], [x(m.hant), *_figs(m)]]
        for m in old
    ])  # fmt: skip
    doc.body.append(h("三、鄰接與候選"))
    doc.list_("L2", [f"{x(W.label_hant(m))}（{S[m.status]}）：{x(m.hant)}" for m in side])
    doc.body.append(h("四、矛盾與待核實"))
    doc.table(["編號", "風險", "狀態", "內容"], [
        [[str(k)], [LV[e.risk]], ["已解決" if e.resolved else "待核實"], [x(e.hant)]]
        for k, e in enumerate(d.entries, 1)
    ])  # fmt: skip
    doc.body.append(h("五、可引用 arXiv 編號"))
    doc.body.append(p(f"本期淨增：{'、'.join(d.new_ids)}"))
    doc.body += [p(f"{F.work(m).arxiv}<text:tab/>{x(F.work(m).name)}<text:tab/>{x(W.carried_hant(m))}")
                 for m in old if F.work(m).arxiv]  # fmt: skip
    doc.body.append(h("六、本期檢查過的來源"))
    doc.list_("L2", [code(s) + ("（空白，沒有內容）" if s in d.empty_sources else "") for s in d.sources])
    doc.body.append(p(f"{d.instance}<text:line-break/>{W.slash(d.date)} {F.HANDOVER}", "P1"))


STYLES = """ <office:font-face-decls>
  <style:font-face style:name="Liberation Sans" svg:font-family="&apos;Liberation Sans&apos;" style:font-family-generic="swiss" style:font-pitch="variable"/>
  <style:font-face style:name="Liberation Mono" svg:font-family="&apos;Liberation Mono&apos;" style:font-family-generic="modern" style:font-pitch="fixed"/>
  <style:font-face style:name="Microsoft JhengHei" svg:font-family="&apos;Microsoft JhengHei&apos;" style:font-family-generic="swiss" style:font-pitch="variable"/>
 </office:font-face-decls>
 <office:styles>
  <style:default-style style:family="paragraph">
   <style:paragraph-properties fo:hyphenation-ladder-count="no-limit" style:writing-mode="page"/>
   <style:text-properties style:font-name="Liberation Sans" fo:font-size="12pt" fo:language="en" fo:country="US" style:font-name-asian="Microsoft JhengHei" style:font-size-asian="12pt" style:language-asian="zh" style:country-asian="TW"/>
  </style:default-style>
  <style:style style:name="Standard" style:family="paragraph" style:class="text"/>
  <style:style style:name="Heading" style:family="paragraph" style:parent-style-name="Standard" style:next-style-name="Text_20_body" style:class="text">
   <style:paragraph-properties fo:margin-top="0.423cm" fo:margin-bottom="0.212cm" fo:keep-with-next="always"/>
   <style:text-properties fo:font-size="14pt" style:font-size-asian="14pt"/>
  </style:style>
  <style:style style:name="Text_20_body" style:display-name="Text body" style:family="paragraph" style:parent-style-name="Standard" style:class="text">
   <style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.247cm" fo:line-height="115%"/>
  </style:style>
  <style:style style:name="Title" style:family="paragraph" style:parent-style-name="Heading" style:next-style-name="Subtitle" style:class="chapter">
   <style:paragraph-properties fo:text-align="center"/>
   <style:text-properties fo:font-size="28pt" fo:font-weight="bold" style:font-size-asian="28pt" style:font-weight-asian="bold"/>
  </style:style>
  <style:style style:name="Subtitle" style:family="paragraph" style:parent-style-name="Heading" style:next-style-name="Text_20_body" style:class="chapter">
   <style:paragraph-properties fo:text-align="center"/>
  </style:style>
  <style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph" style:parent-style-name="Heading" style:next-style-name="Text_20_body" style:default-outline-level="1" style:class="text">
   <style:text-properties fo:font-size="130%" fo:font-weight="bold" style:font-size-asian="130%" style:font-weight-asian="bold"/>
  </style:style>
  <style:style style:name="Heading_20_2" style:display-name="Heading 2" style:family="paragraph" style:parent-style-name="Heading" style:next-style-name="Text_20_body" style:default-outline-level="2" style:class="text">
   <style:text-properties fo:font-size="115%" fo:font-weight="bold" style:font-size-asian="115%" style:font-weight-asian="bold"/>
  </style:style>
  <style:style style:name="Table_20_Contents" style:display-name="Table Contents" style:family="paragraph" style:parent-style-name="Standard" style:class="extra"/>
  <style:style style:name="Table_20_Heading" style:display-name="Table Heading" style:family="paragraph" style:parent-style-name="Table_20_Contents" style:class="extra">
   <style:paragraph-properties fo:text-align="center"/>
   <style:text-properties fo:font-weight="bold" style:font-weight-asian="bold"/>
  </style:style>
  <style:style style:name="Internet_20_link" style:display-name="Internet link" style:family="text">
   <style:text-properties fo:color="#000080" style:text-underline-style="solid" style:text-underline-width="auto" style:text-underline-color="font-color"/>
  </style:style>
  <style:style style:name="Visited_20_Internet_20_Link" style:display-name="Visited Internet Link" style:family="text">
   <style:text-properties fo:color="#800000" style:text-underline-style="solid" style:text-underline-width="auto" style:text-underline-color="font-color"/>
  </style:style>
  <style:style style:name="Strong_20_Emphasis" style:display-name="Strong Emphasis" style:family="text">
   <style:text-properties fo:font-weight="bold" style:font-weight-asian="bold"/>
  </style:style>
  <style:style style:name="Source_20_Text" style:display-name="Source Text" style:family="text">
   <style:text-properties style:font-name="Liberation Mono" style:font-name-asian="Liberation Mono"/>
  </style:style>
 </office:styles>
"""


def _auto(tables: int) -> str:
    out = [" <office:automatic-styles>"]
    for k in range(1, tables + 1):
        out += [
            f'  <style:style style:name="Table{k}" style:family="table">',
            '   <style:table-properties style:width="17cm" table:align="margins"/>',
            "  </style:style>",
            f'  <style:style style:name="Table{k}.A" style:family="table-column">',
            '   <style:table-column-properties style:column-width="4.25cm" style:rel-column-width="16383*"/>',
            "  </style:style>",
            f'  <style:style style:name="Table{k}.A1" style:family="table-cell">',
            '   <style:table-cell-properties fo:padding="0.097cm" fo:border="0.5pt solid #000000"/>',
            "  </style:style>",
            f'  <style:style style:name="Table{k}.A2" style:family="table-cell">',
            '   <style:table-cell-properties fo:padding="0.097cm" fo:border-left="0.5pt solid #000000" '
            'fo:border-right="0.5pt solid #000000" fo:border-top="none" fo:border-bottom="0.5pt solid #000000"/>',
            "  </style:style>",
        ]
    out += [
        '  <style:style style:name="P1" style:family="paragraph" style:parent-style-name="Text_20_body">',
        '   <style:paragraph-properties fo:text-align="end" style:justify-single-word="false"/>',
        "  </style:style>",
        '  <style:style style:name="P2" style:family="paragraph" style:parent-style-name="Text_20_body" '
        'style:list-style-name="L1"/>',
        '  <style:style style:name="P3" style:family="paragraph" style:parent-style-name="Text_20_body" '
        'style:list-style-name="L2"/>',
        '  <text:list-style style:name="L1">',
        '   <text:list-level-style-number text:level="1" style:num-suffix="." style:num-format="1">',
        '    <style:list-level-properties text:list-level-position-and-space-mode="label-alignment">',
        '     <style:list-level-label-alignment text:label-followed-by="listtab" fo:text-indent="-0.635cm" '
        'fo:margin-left="1.27cm"/>',
        "    </style:list-level-properties>",
        "   </text:list-level-style-number>",
        "  </text:list-style>",
        '  <text:list-style style:name="L2">',
        '   <text:list-level-style-bullet text:level="1" text:bullet-char="•">',
        '    <style:list-level-properties text:list-level-position-and-space-mode="label-alignment">',
        '     <style:list-level-label-alignment text:label-followed-by="listtab" fo:text-indent="-0.635cm" '
        'fo:margin-left="1.27cm"/>',
        "    </style:list-level-properties>",
        "   </text:list-level-style-bullet>",
        "  </text:list-style>",
        '  <style:page-layout style:name="pm1">',
        '   <style:page-layout-properties fo:page-width="21.001cm" fo:page-height="29.7cm" '
        'style:print-orientation="portrait" fo:margin-top="2cm" fo:margin-bottom="2cm" fo:margin-left="2cm" '
        'fo:margin-right="2cm"/>',
        "  </style:page-layout>",
        " </office:automatic-styles>",
        " <office:master-styles>",
        '  <style:master-page style:name="Standard" style:page-layout-name="pm1"/>',
        " </office:master-styles>",
    ]
    return "\n".join(out)


def render(d: Doc) -> str:
    doc = _Doc(d.stem)
    (_living if d.kind == "living" else _brief)(d, doc)
    who = d.instance or "kb-relay"
    paras = sum(b.count("<text:p ") + b.count("<text:h ") for b in doc.body)
    title = f"{F.TOPIC} 知識庫活文件" if d.kind == "living" else f"{F.TOPIC} 每日簡報 {W.slash(d.date)}"
    head = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        "",
        "<office:document " + " ".join(f'xmlns:{k}="{v}"' for k, v in NS.items())
        + ' office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">',
        f" <office:meta><meta:creation-date>{d.date.isoformat()}T06:48:31.415000000</meta:creation-date>"
        f"<dc:date>{d.date.isoformat()}T{F.HANDOVER}:02.271000000</dc:date>"
        "<meta:editing-duration>PT26M14S</meta:editing-duration><meta:editing-cycles>4</meta:editing-cycles>"
        "<meta:generator>LibreOffice/7.6.5.2$Windows_X86_64 LibreOffice_project/38d5f62f85355c192ef5f1dd47c5c0c0c6d6598b"
        f"</meta:generator><dc:title>{x(title)}</dc:title><dc:creator>{who}</dc:creator>"
        f'<meta:document-statistic meta:table-count="{doc.tables}" meta:image-count="0" meta:object-count="0" '
        f'meta:page-count="{1 + paras // 40}" meta:paragraph-count="{paras}"/></office:meta>',
        STYLES + _auto(doc.tables),
        " <office:body>",
        "  <office:text>",
        '   <text:sequence-decls><text:sequence-decl text:display-outline-level="0" text:name="Table"/>'
        "</text:sequence-decls>",
    ]  # fmt: skip
    return "\n".join(head + ["   " + b for b in doc.body] + ["  </office:text>", " </office:body>",
                                                             "</office:document>", ""])  # fmt: skip
