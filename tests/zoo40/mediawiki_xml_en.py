"""The brief as a page of the team's MediaWiki, exported with Special:Export as an XML dump of
that one page (its current revision), English, `.xml`.

What MediaWiki's XmlDumpWriter writes (export schema 0.11): the `<mediawiki>` root with its
namespace, schema location, `version="0.11"` and `xml:lang`; `<siteinfo>` (sitename, dbname,
base, generator, case, the namespaces); one `<page>` (title, ns, id) with its `<revision>` (id,
parentid, an ISO timestamp in UTC, the contributor's username and id, the edit summary as
`<comment>`, origin, model, format, and the wikitext in `<text bytes=".." sha1=".."
xml:space="preserve">` with `&`, `<`, `>` and `"` escaped, then `<sha1>`, the base-36 SHA-1 of
the text). The wikitext is written as a team writes a wiki page: an infobox template
(`{{Daily brief | key = value ...}}`), a bold lead, `== headings ==`, a `{| class="wikitable" |}`
table with `!` header cells and `|-` rows, `; term` / `: definition` lines, `*` and `#` lists,
`[[internal links|with text]]` to the living document's sections, `[url text]` external links,
`{{arXiv|...}}`, `<code>` paths, `<ref>` footnotes (named and reused) with `<references />`,
and categories. The team works in Mountain Time: the 16:35 hand-over is saved at 22:35 UTC.
"""

from __future__ import annotations

import hashlib
from datetime import datetime, timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "xml"
LANG = "en"

LIVING_TITLE = "River sediment transport"
UTC_OFFSET = timedelta(hours=-6)  # America/Denver in August (MDT)
NAMESPACES = [
    (-2, "Media"),
    (-1, "Special"),
    (0, ""),
    (1, "Talk"),
    (2, "User"),
    (3, "User talk"),
    (4, "SedLab Wiki"),
    (5, "SedLab Wiki talk"),
    (6, "File"),
    (7, "File talk"),
    (8, "MediaWiki"),
    (9, "MediaWiki talk"),
    (10, "Template"),
    (11, "Template talk"),
    (12, "Help"),
    (13, "Help talk"),
    (14, "Category"),
    (15, "Category talk"),
]


def base36_sha1(text: str) -> str:
    """MediaWiki's revision hash: the SHA-1 of the text in base 36, padded to 31 digits."""
    n = int(hashlib.sha1(text.encode("utf-8")).hexdigest(), 16)
    digits = ""
    while n:
        n, r = divmod(n, 36)
        digits = "0123456789abcdefghijklmnopqrstuvwxyz"[r] + digits
    return digits.rjust(31, "0")


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def _section_link(d: Doc, num: str) -> str:
    s = W.section_en(d, num)
    return f"[[{LIVING_TITLE}#{s}|{s}]]"


def _item(m: Mention) -> str:
    """`'''ChuteShift''' ([https://arxiv.org/abs/3311.96173 arXiv:3311.96173])`."""
    w = F.work(m)
    if w.arxiv:
        return f"'''{w.name}''' ([{W.url(m)} arXiv:{w.arxiv}])"
    return f"'''{w.name}''' ({W.KIND_EN[w.kind]}, [{W.url(m)} {W.url(m).split('//')[1].split('/')[0]}])"


def _figs(m: Mention) -> str:
    return "<br />".join(W.fig_en(f) for f in m.figures)


class _Refs:
    """`<ref>` footnotes for the notes a brief cites: named by the note, reused by name."""

    def __init__(self) -> None:
        self.named: dict[str, str] = {}

    def cite(self, path: str) -> str:
        if path in self.named:
            return f'<ref name="{self.named[path]}" />'
        name = path.split("/")[1] + "-" + path.split("/")[2][5:10]  # saiga-08-25
        self.named[path] = name
        return f'<ref name="{name}">Notes from {path.split("/")[1]}: <code>{path}</code></ref>'


def _sources_cell(m: Mention, refs: _Refs) -> str:
    cards = [f"<code>{s}</code>" for s in m.sources if not s.startswith("inbox/")]
    notes = "".join(refs.cite(s) for s in m.sources if s.startswith("inbox/"))
    return "<br />".join(cards) + notes


def _brief(d: Doc) -> str:
    new, old, side = F.groups(d)
    refs = _Refs()
    L = [
        "{{Daily brief",
        f"| topic    = {F.TOPIC}",
        f"| date     = {W.iso(d.date)}",
        f"| instance = {d.instance}",
        f"| window   = {d.window[0]} – {d.window[1]}",
        f"| handover = {F.HANDOVER}",
        f"| baseline = <code>{F.living_path(EXT)}</code> (version {W.iso(d.baseline)})",
        "}}",
        f"'''Daily brief: {F.TOPIC}, {W.long_en(d.date)}.''' Written by {d.instance} for the window from "
        f"{d.window[0]} to {d.window[1]} and handed over at {F.HANDOVER}. It starts from the "
        f"[[{LIVING_TITLE}|living document]] as exported on {W.iso(d.baseline)}.",
        "",
        "== Summary ==",
        "; Declared counts",
        f": {W.counts_en(d.counts)}",
        "; New arXiv IDs",
        f": {', '.join(d.new_ids)}",
        "",
        "== NET-new ==",
        '{| class="wikitable sortable"',
        "|+ NET-new items",
        "! # !! Item !! Section !! Key point !! Figures !! Confidence !! Sources",
    ]
    for k, m in enumerate(new, 1):
        L += [
            "|-",
            f"| {k}",
            f"| {_item(m)}",
            f"| {_section_link(d, m.section)}",
            f"| {W.sentence(m.point)}",
            f"| {_figs(m) or '—'}",
            f"| {m.confidence}",
            f"| {_sources_cell(m, refs)}",
        ]
    L += ["|}", "", "== Carried over and anchored =="]
    for m in old:
        s = f"* {_item(m)}, {_section_link(d, m.section)}, {W.carried_en(m)}: {W.sentence(m.point)}"
        L.append(s + (f" ({'; '.join(W.fig_en(f) for f in m.figures)})" if m.figures else ""))
    L += ["", "== Adjacent =="]
    for m in side:
        L.append(f"* '''{F.work(m).name}''' ({{{{arXiv|{F.work(m).arxiv}}}}}), {W.STATUS_EN[m.status]}: "
                 f"{W.sentence(m.point)}")  # fmt: skip
    L += ["", "== To verify ==", '{| class="wikitable"', "! Risk !! State !! Concern"]
    for e in d.entries:
        L += ["|-", f"| {e.risk} || {'resolved' if e.resolved else 'open'} || {e.sentence}."]
    L += ["|}", "", "== Sources read =="]
    L += [f"# <code>{s}</code>" + (" (empty)" if s in d.empty_sources else "") for s in d.sources]
    L += [
        "",
        f"Hand-over from {d.instance}, {F.HANDOVER}.",
        "",
        "== References ==",
        "<references />",
        "",
        "[[Category:Daily briefs]]",
        f"[[Category:{LIVING_TITLE}]]",
    ]
    return "\n".join(L)


PARTS = {"1": "Part 1: Transport processes", "2": "Part 2: Observations and operations"}


def _living(d: Doc) -> str:
    L = [
        "{{Living document",
        f"| topic   = {F.TOPIC}",
        f"| version = {W.iso(d.date)}",
        "}}",
        f"'''{LIVING_TITLE}''' is the team's living document for the topic ''{F.TOPIC}''. Every daily brief "
        "starts from it, and items are anchored here once a brief has checked them.",
        "",
        "__TOC__",
    ]
    part = None
    for num in d.sections:
        if num.split(".")[0] != part:
            part = num.split(".")[0]
            L += ["", f"== {PARTS[part]} =="]
        L += ["", f"=== {W.section_en(d, num)} ==="]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L.append("Nothing anchored yet.")
            continue
        L += ['{| class="wikitable"', "! Work !! Status !! Key point !! Figures !! Card"]
        for m in here:
            cards = "<br />".join(f"<code>{s}</code>" for s in m.sources)
            L += ["|-", f"| {_item(m)} || {W.carried_en(m)} || {W.sentence(m.point)} || {_figs(m)} || {cards}"]
        L.append("|}")
    L += ["", "[[Category:Living documents]]", f"[[Category:{LIVING_TITLE}]]"]
    return "\n".join(L)


def _page(d: Doc) -> tuple[str, int, int, str, int, str]:
    """Title, page id, revision id, contributor, contributor id, edit summary."""
    if d.kind == "brief":
        k = F.BRIEFS.index(d)
        user = d.instance[0].upper() + d.instance[1:]
        return f"Daily briefs/{W.iso(d.date)}", 2217 + k, 18604 + 9 * k, user, 41 + k, "daily brief"
    return LIVING_TITLE, 2093, 18597, "KnowledgeBot", 7, "anchor TurbiSieve in §1.1"


def render(d: Doc) -> str:
    wikitext = _brief(d) if d.kind == "brief" else _living(d)
    title, page_id, rev, user, uid, summary = _page(d)
    if d.kind == "brief":
        h, m = (int(x) for x in F.HANDOVER.split(":"))
        local = datetime(d.date.year, d.date.month, d.date.day, h, m, 52)
    else:
        local = datetime(d.date.year, d.date.month, d.date.day, 11, 20, 18)
    stamp = (local - UTC_OFFSET).strftime("%Y-%m-%dT%H:%M:%SZ")
    sha1 = base36_sha1(wikitext)
    L = [
        '<mediawiki xmlns="http://www.mediawiki.org/xml/export-0.11/" '
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
        'xsi:schemaLocation="http://www.mediawiki.org/xml/export-0.11/ '
        'http://www.mediawiki.org/xml/export-0.11.xsd" version="0.11" xml:lang="en">',
        "  <siteinfo>",
        "    <sitename>SedLab Wiki</sitename>",
        "    <dbname>sedlabwiki</dbname>",
        "    <base>https://wiki.sedlab.example.org/wiki/Main_Page</base>",
        "    <generator>MediaWiki 1.42.3</generator>",
        "    <case>first-letter</case>",
        "    <namespaces>",
    ]
    for key, name in NAMESPACES:
        if name:
            L.append(f'      <namespace key="{key}" case="first-letter">{name}</namespace>')
        else:
            L.append(f'      <namespace key="{key}" case="first-letter" />')
    L += [
        "    </namespaces>",
        "  </siteinfo>",
        "  <page>",
        f"    <title>{_esc(title)}</title>",
        "    <ns>0</ns>",
        f"    <id>{page_id}</id>",
        "    <revision>",
        f"      <id>{rev}</id>",
        f"      <parentid>{rev - 3}</parentid>",
        f"      <timestamp>{stamp}</timestamp>",
        "      <contributor>",
        f"        <username>{_esc(user)}</username>",
        f"        <id>{uid}</id>",
        "      </contributor>",
        f"      <comment>{_esc(summary)}</comment>",
        f"      <origin>{rev}</origin>",
        "      <model>wikitext</model>",
        "      <format>text/x-wiki</format>",
        f'      <text bytes="{len(wikitext.encode("utf-8"))}" sha1="{sha1}" xml:space="preserve">{_esc(wikitext)}</text>',
        f"      <sha1>{sha1}</sha1>",
        "    </revision>",
        "  </page>",
        "</mediawiki>",
        "",
    ]
    return "\n".join(L)


def wikitext(out: str) -> str:
    """The page's wikitext, unescaped from the dump."""
    start = out.index('xml:space="preserve">') + len('xml:space="preserve">')
    body = out[start : out.index("</text>", start)]
    return body.replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def text(out: str) -> str:
    """The page's title and wikitext as its editor shows them (what make.py hands the key writer
    instead of the XML with its escapes)."""
    title = out.split("<title>", 1)[1].split("</title>", 1)[0]
    return title + "\n\n" + wikitext(out)
