"""The zoo18 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (read back with pandoc, zipfile,
xml.etree and html.parser), and the keys parse."""

from __future__ import annotations

import io
import json
import re
import tomllib
import zipfile
from html.parser import HTMLParser
from xml.etree import ElementTree as ET

import pypandoc
import pytest

from tests.zoo4 import make as zoo4_make
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo

CARD = r"paper_cards/\d{4}-2603-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (txt2tags markup and
# table cells, XHTML and HTML markup, the layouts' own joins)
MARKUP = set('|[]<>&=*%"{}~\\^+_#`@/\t\n；')


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    found = faults_in(facts, CARD)
    assert found == {
        "divergent-figures": [("2603.11358", "false alarm reduction")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["2603.14681"],
        "new-but-anchored": [(facts.B2.stem, "2603.13579")],
        "duplicate-in-list": [(facts.B2.stem, "2603.15793")],
        "repeated-to-verify": {"2603.17935"},
        "stale-anchor": [],
        "malformed-reference": [facts.BAD_CARD],
        "empty-sources": [facts.EMPTY_NOTE],
    }


def test_facts_are_consistent():
    for d in facts.DOCS:
        used = {m.section for m in d.mentions if m.section}
        assert used <= set(d.sections) and (d.kind == "living" or used == set(d.sections)), d.stem
        assert set(d.empty_sources) <= set(d.sources)
        for m in d.mentions:
            assert (m.anchored_on is not None) == (m.status == "anchored") or m.status == "carried-over"
            assert set(m.sources) <= set(d.sources) or d.kind == "living" or m.status != "new", (d.stem, m.work)
            cards = [s for s in m.sources if s.startswith("paper_cards/") and s != facts.BAD_CARD]
            assert all(re.fullmatch(CARD, s) for s in cards)
            assert all(facts.card_of(s) == facts.work(m).arxiv for s in cards)
            assert m.point and m.hans and m.hant and all(f.unit in {"×", "%", "points", "ms"} for f in m.figures)
            assert all(f.metric in facts.METRIC_HANS and f.metric in facts.METRIC_HANT for f in m.figures)
            assert (m.confidence is not None) == (m.status == "new" and d.kind == "brief")
            assert not set(m.point + m.hans + m.hant) & MARKUP and "''" not in m.point
        for e in d.entries:
            assert all(i in {m.work for m in d.mentions} for i in e.items)
            assert e.text in e.sentence and e.hans_text in e.hans and e.hant_text in e.hant
            names = [facts.WORKS[i].name for i in e.items]
            assert all(n in e.sentence and n in e.hans and n in e.hant for n in names)
            assert not set(e.sentence + e.hans + e.hant) & MARKUP
        if d.kind == "brief":
            new = [facts.work(m).arxiv for m in d.mentions if m.status == "new" and facts.work(m).arxiv]
            assert sorted(set(d.new_ids)) == sorted(new)
            assert d.window[1].startswith(d.date.isoformat()) and d.window[1].endswith("20:45")
    days = [b.date for b in facts.BRIEFS]
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1]
    assert [b.instance for b in facts.BRIEFS] == ["gannet", "skate", "wrasse"]
    assert all(b.baseline < b.date for b in facts.BRIEFS)
    assert all(d.date.year == 2026 and d.date.month == 3 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "points", "ms"}
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    assert all(re.fullmatch(r"2603\.1\d{4}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    assert all(max(d.counts.values()) <= max(W.EN_WORDS) for d in facts.BRIEFS)  # the layouts spell them out


# --- reading the documents back -----------------------------------------------------------------

VOID = {"meta", "link", "br", "img", "hr", "input", "col", "area", "base", "wbr"}
BLOCK = {"p", "div", "li", "td", "th", "tr", "h1", "h2", "h3", "dt", "dd", "pre", "section", "aside", "table",
         "caption", "nav", "ol", "ul", "dl", "br"}  # fmt: skip


class Node:
    def __init__(self, tag: str, attrs: dict) -> None:
        self.tag, self.attrs, self.kids = tag, attrs, []

    @property
    def classes(self) -> list[str]:
        return (self.attrs.get("class") or "").split()

    def all(self, tag: str | None = None, cls: str | None = None):
        for k in self.kids:
            if isinstance(k, Node):
                if (tag is None or k.tag == tag) and (cls is None or cls in k.classes):
                    yield k
                yield from k.all(tag, cls)

    def text(self) -> str:
        out = []
        for k in self.kids:
            if isinstance(k, str):
                out.append(k)
            elif k.tag not in {"head", "style", "script", "title"}:
                out.append(k.text() + ("\n" if k.tag in BLOCK else ""))
        return "".join(out)


class Tree(HTMLParser):
    """An HTML document as a tree; every element closed where it should be (else AssertionError)."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", {})
        self.stack, self.comments, self.decls = [self.root], [], []
        self.feed(text)
        self.close()
        assert [n.tag for n in self.stack] == ["#document"], [n.tag for n in self.stack]

    def handle_starttag(self, tag, attrs):
        node = Node(tag, dict(attrs))
        self.stack[-1].kids.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_startendtag(self, tag, attrs):
        self.stack[-1].kids.append(Node(tag, dict(attrs)))

    def handle_endtag(self, tag):
        assert self.stack[-1].tag == tag, (tag, [n.tag for n in self.stack])
        self.stack.pop()

    def handle_data(self, data):
        self.stack[-1].kids.append(data)

    def handle_comment(self, data):
        self.comments.append(data)

    def unknown_decl(self, data):
        self.decls.append(data)


def _flat(s: str) -> str:
    return re.sub(r"\s+", " ", s.replace("\xa0", " ")).strip()


def _epub_docs(data: bytes) -> dict[str, str]:
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        return {n: z.read(n).decode("utf-8") for n in z.namelist() if n.endswith(".xhtml")}


def _seen(layout: str, d) -> str:
    """What a reader of the document reads: the text itself, or the visible text of its (X)HTML."""
    out = LAYOUTS[layout].render(d)
    if layout == "t2t_en":
        return out
    if layout == "epub_hans":
        return " ".join(_flat(Tree(x).root.text()) for x in _epub_docs(out).values())
    return _flat(Tree(out).root.text())


DATE = {"t2t_en": W.iso, "epub_hans": W.zh_date, "telegram_hant": W.slash_date, "wordhtml_en": W.uk_long}
ANCHOR = {"t2t_en": W.us_md, "epub_hans": W.zh_md, "telegram_hant": W.slash_md, "wordhtml_en": W.uk_dm}
FIGURE = {
    "t2t_en": lambda f: (f"| {f.metric} | {W.value_en(f)} |", f"{f.metric}: {W.value_en(f)}"),
    "epub_hans": lambda f: (W.fig_hans(f),),
    "telegram_hant": lambda f: (W.fig_hant(f),),
    "wordhtml_en": lambda f: (W.fig_en(f),),
}
COUNTS = {"t2t_en": W.counts_t2t, "epub_hans": W.counts_hans, "telegram_hant": W.counts_hant,
          "wordhtml_en": W.counts_word}  # fmt: skip
NUMBER = {"t2t_en": W.EN_WORDS.get, "epub_hans": str, "telegram_hant": W.HANT_WORDS.get, "wordhtml_en": str}
ID_SEP = {"t2t_en": ", ", "epub_hans": "、", "telegram_hant": "、", "wordhtml_en": ", "}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"t2t", "epub", "html", "htm"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
    lang = mod.LANG
    for d in facts.DOCS:
        seen = _seen(layout, d)
        for m in d.mentions:
            w = facts.work(m)
            assert w.name in seen and (w.arxiv or w.url) in seen, (layout, d.stem, m.work)
            assert not m.section or f"§{m.section}" in seen
            for f in m.figures:
                assert any(x in seen for x in FIGURE[layout](f)), (layout, d.stem, m.work, f)
            for s in m.sources:
                assert s in seen, (layout, d.stem, s)
            if m.anchored_on:
                assert ANCHOR[layout](m.anchored_on) in seen, (layout, d.stem, m.work)
        for s in d.sources:
            assert s in seen, (layout, d.stem, s)
        for e in d.entries:
            words = {"zh-hans": (e.hans_text, e.hans), "zh-hant": (e.hant_text, e.hant)}.get(lang, (e.text, e.sentence))
            assert words[0] in seen and words[1] in seen, (layout, d.stem, e.text)
        if d.counts:
            assert COUNTS[layout](d.counts) in seen, (layout, d.stem)
        for k, v in d.counts.items():
            assert NUMBER[layout](v) in seen, (layout, d.stem, k)
        table = {"zh-hans": facts.SECTIONS_HANS, "zh-hant": facts.SECTIONS_HANT}.get(lang)
        for name in d.sections.values():
            assert (table[name] if table else name) in seen
        assert facts.TOPIC in seen and DATE[layout](d.date) in seen
        if d.kind == "brief":
            assert facts.living_path(mod.EXT) in seen and d.instance in seen
            assert DATE[layout](d.baseline) in seen
            assert ID_SEP[layout].join(d.new_ids) in seen, (layout, d.stem)  # as written, a repeated id included


def _walk(blocks, kind: str):
    """Every element of type `kind` in a pandoc AST, depth first."""
    if isinstance(blocks, dict):
        if blocks.get("t") == kind:
            yield blocks
        yield from _walk(blocks.get("c"), kind)
    elif isinstance(blocks, list):
        for b in blocks:
            yield from _walk(b, kind)


def _plain(x) -> str:
    if isinstance(x, list):
        return "".join(_plain(i) for i in x)
    if not isinstance(x, dict):
        return ""
    t, c = x.get("t"), x.get("c")
    if t == "Str":
        return c
    if t in {"Space", "SoftBreak", "LineBreak"}:
        return " "
    if t == "Code":
        return c[1]
    if t in {"Span", "Link", "Quoted", "Image"}:
        return _plain(c[1])
    return _plain(c)


def _heads(ast: dict, level: int) -> list[dict]:
    return [h for h in _walk(ast["blocks"], "Header") if h["c"][0] == level]


def _links(ast: dict) -> list[str]:
    return [lk["c"][2][0] for lk in _walk(ast["blocks"], "Link")]


def _rows(table: dict) -> int:
    """Header, body and foot rows of a pandoc table."""
    c = table["c"]
    return len(c[3][1]) + sum(len(b[2]) + len(b[3]) for b in c[4]) + len(c[5][1])


def test_txt2tags_documents_parse_and_keep_txt2tags_conventions():
    mod = LAYOUTS["t2t_en"]
    for d in facts.DOCS:
        text = mod.render(d)
        lines = text.split("\n")
        assert all(lines[:3]) and lines[2] == d.date.isoformat() and lines[3] == ""
        body = next(i for i, x in enumerate(lines[4:], 4) if x and not x.startswith("%"))
        assert all(re.fullmatch(r"%!\w+(\(html\))?: \S.*", x) for x in lines[4:body] if x.startswith("%!"))
        assert not any(x.startswith("%!") for x in lines[body:])
        verbatim = False
        for i, x in enumerate(lines[body:], body):
            if x == "```":
                verbatim = not verbatim
            if verbatim or x == "```":
                continue
            if x.startswith("|"):
                assert x.endswith(" |") and (x.startswith("|| ") or x.startswith("| "))
            if re.match(r"=+ ", x):
                n = len(x) - len(x.lstrip("="))
                assert re.fullmatch(rf"={{{n}}} \S.* ={{{n}}}\[[a-z0-9-]+\]", x), x
            assert x.count("**") % 2 == 0 and x.count("``") % 2 == 0 and "--" not in x.replace(SEP, "")
            if x.startswith(("- ", "+ ", ": ")) and not lines[i + 1].startswith(("- ", "+ ", ": ", "  ")):
                assert lines[i + 1 : i + 3] == ["", ""], (d.stem, x)  # a list is closed by two blank lines
        assert not verbatim
        ast = json.loads(pypandoc.convert_text(text, "json", format="t2t", extra_args=["-s"]))
        meta = ast["meta"]
        assert facts.TOPIC in _plain(meta["title"]) and _plain(meta["date"]) == d.date.isoformat()
        links = _links(ast)
        assert all(W.url(m) in links for m in d.mentions)
        tables = list(_walk(ast["blocks"], "Table"))
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert _plain(meta["author"]) == d.instance
            ids = [h["c"][1][0] for h in _heads(ast, 1)]
            assert ids == ["header", "sources", "new", "carried"] + ["adjacent"] * bool(side) + ["register", "ids"]
            assert [_plain(h["c"][2]).split(" (")[0] for h in _heads(ast, 2)] == [
                f"{n}. {facts.work(m).name}" for n, m in enumerate(new, 1)
            ]
            assert [_rows(t) for t in tables] == [1 + len(m.figures) for m in new if m.figures] + [1 + len(carried)]
            (register,) = list(_walk(ast["blocks"], "OrderedList"))
            assert len(register["c"][1]) == len(d.entries)
            (code,) = list(_walk(ast["blocks"], "CodeBlock"))
            assert f"NET-new:  {', '.join(d.new_ids)}" in code["c"][1]
            assert all(facts.work(m).arxiv in code["c"][1] for m in carried if facts.work(m).arxiv)
            terms = [_plain(t[0]) for dl in _walk(ast["blocks"], "DefinitionList") for t in dl["c"]]
            assert terms[:4] == ["Topic", "Window", "Baseline", "Declared"]
            assert [t.split(",")[0] for t in terms[4:]] == [facts.work(m).name for m in side]
            sources = [_plain(i) for i in next(_walk(ast["blocks"], "BulletList"))["c"]]
            assert [s.split(" ")[0] for s in sources] == d.sources
            assert [s for s in sources if "empty" in s] == [f"{s} (empty: nothing on topic)" for s in d.empty_sources]
        else:
            assert _plain(meta["author"]) == "nightly relay" and not tables
            heads = _heads(ast, 1)
            assert [h["c"][1][0] for h in heads] == [f"sec-{k.replace('.', '-')}" for k in d.sections]
            assert [_plain(h["c"][2]) for h in heads] == [W.section_en(d, k) for k in d.sections]
            assert [_plain(h["c"][2]) for h in _heads(ast, 2)] == [
                facts.work(m).name for k in d.sections for m in d.mentions if m.section == k
            ]


SEP = "-" * 20
XHTML = "{http://www.w3.org/1999/xhtml}"
OPS = "{http://www.idpf.org/2007/ops}"


def test_epub_books_are_epub3_containers_pandoc_reads(tmp_path):
    mod = LAYOUTS["epub_hans"]
    for d in facts.DOCS:
        data = mod.render(d)
        z = zipfile.ZipFile(io.BytesIO(data))
        first = z.infolist()[0]
        assert first.filename == "mimetype" and first.compress_type == zipfile.ZIP_STORED and not first.extra
        assert z.read("mimetype") == b"application/epub+zip" and data[30:38] == b"mimetype"
        container = ET.fromstring(z.read("META-INF/container.xml"))
        (root,) = container.iter("{urn:oasis:names:tc:opendocument:xmlns:container}rootfile")
        opf_path = root.get("full-path")
        assert root.get("media-type") == "application/oebps-package+xml"
        opf = ET.fromstring(z.read(opf_path))
        base = opf_path.rsplit("/", 1)[0] + "/"
        ns = {"o": "http://www.idpf.org/2007/opf", "dc": "http://purl.org/dc/elements/1.1/"}
        assert opf.get("version") == "3.0"
        ident = opf.find("o:metadata/dc:identifier", ns)
        assert ident.get("id") == opf.get("unique-identifier") and ident.text.startswith("urn:uuid:")
        assert opf.find("o:metadata/dc:language", ns).text == "zh-CN"
        assert opf.find("o:metadata/dc:date", ns).text == d.date.isoformat()
        assert facts.TOPIC in opf.find("o:metadata/dc:title", ns).text
        assert opf.find("o:metadata/dc:creator", ns).text == (d.instance or "夜间接力")
        (modified,) = [m for m in opf.findall("o:metadata/o:meta", ns) if m.get("property") == "dcterms:modified"]
        assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", modified.text)
        items = {i.get("id"): i for i in opf.findall("o:manifest/o:item", ns)}
        assert all(base + i.get("href") in z.namelist() for i in items.values())
        assert [i.get("id") for i in items.values() if i.get("properties") == "nav"] == ["nav"]
        spine = [r.get("idref") for r in opf.findall("o:spine/o:itemref", ns)]
        assert set(spine) <= set(items) and opf.find("o:spine", ns).get("toc") == "ncx"
        assert {n for n in z.namelist() if n.endswith(".xhtml")} == {
            base + i.get("href") for i in items.values() if i.get("media-type") == "application/xhtml+xml"
        }
        docs = {n: ET.fromstring(z.read(n)) for n in z.namelist() if n.endswith(".xhtml")}
        for name, doc in docs.items():
            assert doc.tag == f"{XHTML}html" and doc.get("lang") == "zh-CN"
            ids = {e.get("id") for e in doc.iter() if e.get("id")}
            for a in doc.iter(f"{XHTML}a"):
                href = a.get("href")
                if href.startswith("#"):
                    assert href[1:] in ids, (name, href)
                elif not href.startswith("https://"):
                    assert base + href.split("#")[0] in z.namelist(), (name, href)
            refs = [a.get("href")[1:] for a in doc.iter(f"{XHTML}a") if a.get(f"{OPS}type") == "noteref"]
            asides = [x.get("id") for x in doc.iter(f"{XHTML}aside") if x.get(f"{OPS}type") == "footnote"]
            assert refs == asides
        (toc,) = [n for n in docs[base + "nav.xhtml"].iter(f"{XHTML}nav") if n.get(f"{OPS}type") == "toc"]
        chapters = [base + a.get("href") for a in toc.iter(f"{XHTML}a")]
        assert chapters == [base + items[i].get("href") for i in spine if i.startswith("ch")]
        heads = [docs[c].find(f".//{XHTML}h1").text for c in chapters]
        path = tmp_path / f"{d.stem.replace('/', '_')}.epub"
        path.write_bytes(data)
        ast = json.loads(pypandoc.convert_file(str(path), "json", format="epub"))
        links = _links(ast)
        assert all(W.url(m) in links for m in d.mentions)
        tables = list(_walk(ast["blocks"], "Table"))
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert heads == ["简报概要与来源", "本棒净增", "续用、锚定与邻接", "矛盾与待核实", "可引用 arXiv 号"]
            incs = [x for x in _heads(ast, 2) if _plain(x["c"][2]).startswith("增量")]
            assert [_plain(h["c"][2]).split("（")[0] for h in incs] == [
                f"增量{W.HANS_ORDINAL[n]} · {facts.work(m).name}" for n, m in enumerate(new, 1)
            ]
            (table,) = tables
            assert _rows(table) == 1 + len(carried) and _plain(table["c"][1][1]) == "续用与已锚定条目"
            body = docs[base + "text/ch002.xhtml"]
            notes = [_flat("".join(x.itertext())) for x in body.iter(f"{XHTML}aside")]
            assert notes == ["来源：" + "、".join(m.sources) for m in new]
            register = docs[base + "text/ch004.xhtml"].find(f".//{XHTML}ol")
            assert [li.get("class") for li in register] == ["resolved" if e.resolved else "open" for e in d.entries]
            empties = [
                li for li in docs[base + "text/ch001.xhtml"].iter(f"{XHTML}li") if "（空" in "".join(li.itertext())
            ]
            assert [li.find(f"{XHTML}code").text for li in empties] == list(d.empty_sources)
        else:
            assert heads == [W.section_hans(d, k) for k in d.sections] and not tables
            assert [_plain(h["c"][2]) for h in _heads(ast, 2)] == [
                facts.work(m).name for k in d.sections for m in d.mentions if m.section == k
            ]


STAMP = re.compile(r"(\d\d)\.(\d\d)\.(\d{4}) (\d\d):(\d\d):(\d\d) UTC\+08:00")


def test_telegram_exports_are_telegram_desktop_pages():
    mod = LAYOUTS["telegram_hant"]
    for d in facts.DOCS:
        text = mod.render(d)
        assert text.startswith("<!DOCTYPE html>\n<html>\n") and "<title>Exported Data</title>" in text
        tree = Tree(text)
        (header,) = tree.root.all("div", "page_header")
        assert _flat(next(header.all("div", "text")).text()) == mod.GROUP
        (history,) = tree.root.all("div", "history")
        msgs = [k for k in history.kids if isinstance(k, Node)]
        assert all(m.tag == "div" and "message" in m.classes for m in msgs)
        assert msgs[0].classes == ["message", "service"] and _flat(msgs[0].text()) == f"{d.date.day} {d.date:%B %Y}"
        posts = msgs[1:]
        ids = [int(m.attrs["id"].removeprefix("message")) for m in posts]
        assert ids == list(range(ids[0], ids[0] + len(ids)))
        authors, times, replies, sender = [], [], [], None
        for m in posts:
            assert m.classes[:3] == ["message", "default", "clearfix"]
            (body,) = [k for k in m.kids if isinstance(k, Node) and k.classes == ["body"]]
            names = [k for k in body.kids if isinstance(k, Node) and k.classes == ["from_name"]]
            if "joined" in m.classes:
                assert not names and not list(m.all("div", "userpic_wrap"))
            else:
                (name,) = names
                sender = _flat(name.text())
                assert _flat(next(m.all("div", "initials")).text()) == sender[0].upper()
            authors.append(sender)
            (stamp,) = [k for k in body.kids if isinstance(k, Node) and "date" in k.classes]
            dd, mm, yyyy, hh, mi, _ = STAMP.fullmatch(stamp.attrs["title"]).groups()
            assert (int(yyyy), int(mm), int(dd)) == (d.date.year, d.date.month, d.date.day)
            assert _flat(stamp.text()) == f"{hh}:{mi}"
            times.append(f"{hh}:{mi}")
            for r in m.all("div", "reply_to"):
                (a,) = r.all("a")
                target = int(a.attrs["href"].removeprefix("#go_to_message"))
                assert (
                    target in ids[: ids.index(int(m.attrs["id"][7:]))]
                    and f"GoToMessage({target})" in a.attrs["onclick"]
                )
                replies.append(target)
            for f in m.all("div", "forwarded"):
                (fname,) = [k for k in f.kids if isinstance(k, Node) and k.classes == ["from_name"]]
                assert STAMP.fullmatch(next(fname.all("span")).attrs["title"])
        assert times == sorted(times) and times[-1] <= "20:45"
        links = [a.attrs["href"] for a in tree.root.all("a")]
        assert all(W.url(m) in links for m in d.mentions)
        texts = [_flat(t.text()) for t in history.all("div", "text")]
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert set(authors) == {d.instance} | ({facts.B1.instance} if d is facts.B3 else set())
            news = [t for t in texts if t.startswith("🆕")]
            assert all(t.startswith(f"🆕 {W.STATUS_HANT['new']} {n}｜{facts.work(m).name}")
                       for n, (m, t) in enumerate(zip(new, news, strict=True), 1))  # fmt: skip
            assert sum(t.startswith("⚠️ 待核實") for t in texts) == sum(not e.resolved for e in d.entries)
            assert sum(t.startswith("✅ 已結案") for t in texts) == sum(e.resolved for e in d.entries)
            assert len(replies) == len(d.entries) + (d is facts.B3)
            (pre,) = list(history.all("pre"))
            assert _flat(pre.text()).startswith(f"淨增：{'、'.join(d.new_ids)}")
            forwarded = [_flat(f.text()) for f in history.all("div", "forwarded")]
            assert all(x.startswith("relaybot") and "已錨入" in x for x in forwarded)
            assert len(forwarded) == sum(m.status == "anchored" and m.anchored_on == d.baseline for m in carried)
        else:
            assert set(authors) == {"relaybot"}
            assert [t.split(" ")[0] + " " + t.split(" ")[1] for t in texts[1:]] == [
                W.section_hant(d, k) for k in d.sections
            ]


def _word(text: str) -> Tree:
    tree = Tree(text)
    (html,) = [k for k in tree.root.kids if isinstance(k, Node)]
    assert html.tag == "html" and html.attrs["xmlns:o"] == "urn:schemas-microsoft-com:office:office"
    assert html.attrs["xmlns:w"] == "urn:schemas-microsoft-com:office:word"
    assert html.attrs["xmlns"] == "http://www.w3.org/TR/REC-html40"
    return tree


def test_word_web_pages_are_word_html_pandoc_reads():
    mod = LAYOUTS["wordhtml_en"]
    for d in facts.DOCS:
        text = mod.render(d)
        tree = _word(text)
        metas = {m.attrs.get("name") or m.attrs.get("http-equiv"): m.attrs["content"] for m in tree.root.all("meta")}
        assert metas["ProgId"] == "Word.Document" and metas["Content-Type"] == "text/html; charset=utf-8"
        assert metas["Generator"].startswith("Microsoft Word")
        props = [c for c in tree.comments if c.startswith("[if gte mso 9]><xml>")]
        assert len(props) == 2 and f"<o:Author>{d.instance or 'relay'}</o:Author>" in props[0]
        assert "<w:WordDocument>" in props[1] and all(c.endswith("<![endif]") for c in props)
        assert any("table.MsoTableGrid" in c for c in tree.comments if c.startswith("[if gte mso 10]>"))
        assert "@list l0:level1" in text and "p.MsoListParagraphCxSpFirst" in text
        source = text.split("\n<body")[1].split("\n")
        keep = re.compile(r'"(Courier|Times) New( Roman)?"')  # a font name is not broken
        assert all(len(x) <= 82 or " " not in keep.sub("", x).strip() for x in source)  # wrapped at spaces
        (section,) = tree.root.all("div", "WordSection1")
        paras = list(section.all("p"))
        assert all(p.classes and p.classes[0].startswith(("MsoNormal", "MsoListParagraph")) for p in paras)
        assert all(isinstance(p.kids[-1], Node) and p.kids[-1].tag == "o:p" for p in paras)
        listed = [p for p in paras if p.classes[0].startswith("MsoListParagraph")]
        assert all("mso-list:Ignore" in next(p.all("span")).kids[0].attrs["style"] for p in listed)
        assert tree.decls.count("if !supportLists") == tree.decls.count("endif") == len(listed)
        runs = re.findall(r"MsoListParagraph(CxSp\w+|\b)", " ".join(p.classes[0] for p in listed))
        assert re.fullmatch(r"((First )(Middle )*(Last )|( ))*", "".join(f"{r or ''} ".replace("CxSp", "")
                                                                           for r in runs)), runs  # fmt: skip
        tables = list(section.all("table"))
        assert all(t.classes == ["MsoTableGrid"] for t in tables)
        heads1, heads2 = list(section.all("h1")), list(section.all("h2"))
        assert len(heads1) == 1 and facts.TOPIC in _flat(heads1[0].text())
        assert all(next(h.all("a")).attrs["name"].startswith("_Toc") for h in heads1 + heads2)
        ast = json.loads(pypandoc.convert_text(text, "json", format="html"))
        links = _links(ast)
        assert all(W.url(m) in links for m in d.mentions)
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            names = ["Sources checked", "New this brief", "Carried forward and anchored"]
            names += ["Adjacent and candidates"] * bool(side) + [
                "Contradictions and claims to verify",
                "Citable arXiv IDs",
            ]
            assert [_flat(h.text()) for h in heads2] == names
            assert [len(list(t.all("tr"))) for t in tables] == [1 + len(new), 1 + len(carried_ids(d))]
            assert [_rows(t) for t in _walk(ast["blocks"], "Table")] == [1 + len(new), 1 + len(carried_ids(d))]
            numbered = [p for p in listed if "mso-list:l1" in p.attrs["style"]]
            assert len(numbered) == len(d.entries)
            assert [_flat(p.text()).split(" (")[0][3:] for p in numbered] == [
                "Resolved" if e.resolved else "To verify" for e in d.entries
            ]
            first_row = [_flat(c.text()) for c in list(tables[0].all("tr"))[1].all("td")]
            assert first_row[0] == "1." and first_row[1].startswith(facts.work(new[0]).name)
        else:
            assert [_flat(h.text()) for h in heads2] == [W.section_en(d, k) for k in d.sections] and not tables


def carried_ids(d):
    return [m for m in facts.groups(d)[1] if facts.work(m).arxiv]


@pytest.mark.parametrize("layout", NAMES)
def test_the_key_parses_and_names_the_written_documents(layout: str, tmp_path):
    key_path = write_zoo(tmp_path, layout)
    assert zoo4_make.rendered.__module__ == "tests.zoo4.make"  # the EPUB reading is put back
    key = tomllib.loads(key_path.read_text(encoding="utf-8"))
    ext = LAYOUTS[layout].EXT
    assert [d["path"] for d in key["documents"]] == [f"{d.stem}.{ext}" for d in facts.DOCS]
    for doc in key["documents"]:
        assert (key_path.parent / doc["path"]).is_file()
        if doc["kind"] == "brief":
            assert doc["baseline"] == facts.living_path(ext)
    works = sum(len(doc.get("works", [])) for doc in key["documents"])
    assert works == sum(len(d.mentions) for d in facts.DOCS)
    entries = {e["text"] for doc in key["documents"] for e in doc.get("entries", [])}
    assert entries == {"zh-hans": {"海军录音", "校准文件"}, "zh-hant": {"海軍錄音", "校正檔"}}.get(
        LAYOUTS[layout].LANG, {"naval recordings", "calibration file"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2
