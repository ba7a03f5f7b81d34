"""The zoo22 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (Quarto's YAML front matter read with
PyYAML and its body with pandoc's markdown reader once the executable chunk is made a plain code
block, as Quarto does; the MDX page's front matter with PyYAML, its imports, JSX and admonitions
checked and its Markdown with markdown-it; the Element export line by line; the lynx dump's
layout, link numbers and References list), and the keys parse."""

from __future__ import annotations

import json
import re
import tomllib
from datetime import date, datetime, timedelta

import pypandoc
import pytest
import yaml
from markdown_it import MarkdownIt

from tests.zoo4 import make as zoo4_make
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo

CARD = r"paper_cards/\d{4}-2803-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (Markdown's, MDX's and
# Quarto's markup, JSX braces and tags, the chat's quote marks, the layouts' own joins)
MARKUP = set('|[]<>&*"{}~\\^_#`@$\t\n｜／')
SEQUENCES = ("::", "''", "..", " - ")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("2803.47951", "dune loss reduction")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["2803.43428"],
        "new-but-anchored": [(facts.B2.stem, "2803.42317")],
        "duplicate-in-list": [(facts.B2.stem, "2803.44539")],
        "repeated-to-verify": {"2803.46739"},
        "stale-anchor": [],
        "malformed-reference": [facts.BAD_CARD],
        "empty-sources": [facts.EMPTY_NOTE],
    }


def _clean(text: str) -> bool:
    return not set(text) & MARKUP and not any(s in text for s in SEQUENCES)


def test_facts_are_consistent():
    for d in facts.DOCS:
        used = {m.section for m in d.mentions if m.section}
        assert used <= set(d.sections) and (d.kind == "living" or used == set(d.sections)), d.stem
        assert set(d.empty_sources) <= set(d.sources)
        for m in d.mentions:
            assert (m.anchored_on is not None) == (m.status == "anchored") or m.status == "carried-over"
            assert set(m.sources) <= set(d.sources) or d.kind == "living" or m.status != "new", (d.stem, m.work)
            cards = [s for s in m.sources if s.startswith("paper_cards/") and s != facts.BAD_CARD]
            assert all(re.fullmatch(CARD, s) and facts.card_of(s) == facts.work(m).arxiv for s in cards)
            assert m.point and m.hans and m.hant and all(f.unit in {"×", "%", "points", "ms"} for f in m.figures)
            assert all(f.metric in facts.METRIC_HANS and f.metric in facts.METRIC_HANT for f in m.figures)
            assert (m.confidence is not None) == (m.status == "new" and d.kind == "brief")
            assert _clean(m.point + m.hans + m.hant), (d.stem, m.work)
        for e in d.entries:
            assert all(i in {m.work for m in d.mentions} for i in e.items)
            assert e.text in e.sentence and e.hans_text in e.hans and e.hant_text in e.hant
            names = [facts.WORKS[i].name for i in e.items]
            assert all(n in e.sentence and n in e.hans and n in e.hant for n in names)
            assert _clean(e.hans + e.hant) and e.sentence[0].isupper() and "|" not in e.sentence
        if d.kind == "brief":
            new = [facts.work(m).arxiv for m in d.mentions if m.status == "new" and facts.work(m).arxiv]
            assert sorted(set(d.new_ids)) == sorted(new)
            assert d.window[1] == f"{d.date} 19:30" and d.window[0] == f"{d.date - timedelta(days=1)} 19:30"
    days = [b.date for b in facts.BRIEFS]
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1]
    assert [b.instance for b in facts.BRIEFS] == ["gannet", "otter", "heron"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2028 and d.date.month == 3 for d in facts.DOCS)
    assert {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures} == {"×", "%", "points", "ms"}
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    assert all(re.fullmatch(r"2803\.4\d{4}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem


# --- what each layout writes ------------------------------------------------------------------------

LINK_MARK = re.compile(r"\[\d+\]")


def shown(layout: str, text: str) -> str:
    """What a reader of the format sees: a lynx dump's words with its wrapping undone and its link
    numbers taken out (the References list stays)."""
    if layout == "lynx_dump_en":
        return " ".join(LINK_MARK.sub("", text).split())
    return text


def _fig(layout: str):
    def hans(f):
        return [W.fig_hans(f), f"| {facts.METRIC_HANS[f.metric]} | {W.value_hans(f)} |"]

    return {"quarto_en": lambda f: [W.fig_row(f), W.fig_en(f)], "mdx_hans": hans,
            "matrix_hant": lambda f: [W.fig_hant(f)], "lynx_dump_en": lambda f: [W.fig_en(f)]}[layout]  # fmt: skip


DATE = {"quarto_en": W.iso, "mdx_hans": W.zh_date, "matrix_hant": W.zh_date, "lynx_dump_en": W.long_en}
BASE = {"quarto_en": W.long_en, "mdx_hans": W.zh_date, "matrix_hant": W.zh_date, "lynx_dump_en": W.long_en}
ANCHOR = {"quarto_en": W.short_en, "mdx_hans": W.zh_md, "matrix_hant": W.slash_md, "lynx_dump_en": W.short_en}
COUNTS = {"quarto_en": W.counts_en, "mdx_hans": W.counts_hans, "matrix_hant": W.counts_hant,
          "lynx_dump_en": W.counts_en}  # fmt: skip
IDS = {"quarto_en": lambda ids: ", ".join(f'"{i}"' for i in ids), "mdx_hans": "、".join, "matrix_hant": "、".join,
       "lynx_dump_en": ", ".join}  # fmt: skip
STATUS = {"en": W.STATUS_EN, "zh-hans": W.STATUS_HANS, "zh-hant": W.STATUS_HANT}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"qmd", "mdx", "txt"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
    lang = mod.LANG
    fig = _fig(layout)
    for d in facts.DOCS:
        seen = shown(layout, mod.render(d))
        for m in d.mentions:
            w = facts.work(m)
            assert w.name in seen and W.url(m) in seen, (layout, d.stem, m.work)
            assert not w.arxiv or w.arxiv in seen
            assert not m.section or f"§{m.section}" in seen
            assert all(any(x in seen for x in fig(f)) for f in m.figures), (layout, d.stem, m.work)
            assert all(s in seen for s in m.sources), (layout, d.stem, m.work)
            assert not m.anchored_on or ANCHOR[layout](m.anchored_on) in seen, (layout, d.stem, m.work)
            point = {"zh-hans": m.hans, "zh-hant": m.hant}.get(lang, W.sentence(m.point))
            assert point in seen, (layout, d.stem, m.work)
            if d.kind == "brief":
                assert STATUS[lang][m.status] in seen, (layout, d.stem, m.status)
        assert all(s in seen for s in d.sources), (layout, d.stem)
        for e in d.entries:
            words = {"zh-hans": (e.hans_text, e.hans), "zh-hant": (e.hant_text, e.hant)}.get(lang, (e.text, e.sentence))
            assert words[0] in seen and words[1] in seen, (layout, d.stem, e.text)
        if d.counts:
            assert COUNTS[layout](d.counts) in seen, (layout, d.stem)
        table = {"zh-hans": facts.SECTIONS_HANS, "zh-hant": facts.SECTIONS_HANT}.get(lang)
        assert all((table[n] if table else n) in seen for n in d.sections.values())
        assert facts.TOPIC in seen and DATE[layout](d.date) in seen
        if d.kind == "brief":
            assert facts.living_path(mod.EXT) in seen and d.instance in seen
            assert BASE[layout](d.baseline) in seen and f"{d.window[0]} → {d.window[1]}" in seen
            assert IDS[layout](d.new_ids) in seen, (layout, d.stem)  # as written, a repeated id included
            for s in d.empty_sources:
                assert {"en": "empty", "zh-hans": "空", "zh-hant": "空的"}[lang] in seen


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


def _front(text: str) -> tuple[dict, str]:
    assert text.startswith("---\n") and text.endswith("\n")
    fm, body = text[4:].split("\n---\n", 1)
    return yaml.safe_load(fm), body


# --- Quarto -----------------------------------------------------------------------------------------


def test_quarto_documents_are_quarto():
    mod = LAYOUTS["quarto_en"]
    for d in facts.DOCS:
        fm, body = _front(mod.render(d))
        assert fm["title"] == mod.title(d) and fm["date"] == d.date and fm["params"]["topic"] == facts.TOPIC
        assert "html" in fm["format"] and facts.TOPIC in fm["categories"]
        assert body.count("```{python}") == (d.kind == "brief")
        ast = json.loads(pypandoc.convert_text(body.replace("```{python}", "```python"), "json", format="markdown"))
        blocks = ast["blocks"]
        heads = [(h["c"][0], h["c"][1][0], _plain(h["c"][2])) for h in _walk(blocks, "Header")]
        ids = [i for _, i, _ in heads if i]
        assert len(ids) == len(set(ids))
        links = [lk["c"][2][0] for lk in _walk(blocks, "Link")]
        assert all(W.url(m) in links for m in d.mentions)
        tables = list(_walk(blocks, "Table"))
        labels = [t["c"][0][0] for t in tables]
        assert all(x.startswith("tbl-") for x in labels) and len(set(labels)) == len(labels)
        assert all(_plain(t["c"][1][1]) for t in tables)  # every table has a caption
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert fm["author"] == d.instance and fm["params"]["baseline"] == facts.living_path("qmd")
            assert fm["params"]["baseline-version"] == d.baseline
            assert fm["params"]["window-start"] == d.window[0] and fm["params"]["window-end"] == d.window[1]
            assert fm["declared"] == {W.QUARTO_COUNT_KEYS[k]: v for k, v in d.counts.items()}
            h2 = [t for lv, i, t in heads if lv == 2 and i.startswith("sec-")]
            assert h2 == ["Sources read", "NET-new", "Carried over and anchored"] + ["Adjacent and candidates"] * bool(
                side
            ) + ["Claims to verify", "Citable arXiv IDs"]
            assert [t for lv, _, t in heads if lv == 3] == [f"{n}. {facts.work(m).name}" for n, m in enumerate(new, 1)]
            callouts = [dv["c"][0][1][0] for dv in _walk(blocks, "Div")]
            assert callouts == ["callout-note"] + [
                "callout-tip" if e.resolved else "callout-warning" for e in d.entries
            ]
            assert "tbl-carried" in labels and len(tables) == 1 + sum(bool(m.figures) for m in new)
            cites = {c["c"][0][0]["citationId"] for c in _walk(blocks, "Cite")}
            assert cites <= set(ids) | set(labels) and cites == {"sec-ids", "tbl-carried"}
            section_links = [x.split("#")[1] for x in links if x.startswith("../../") and "#" in x]
            assert section_links == [mod.sec_id(d, m.section) for m in new]
            (code,) = list(_walk(blocks, "CodeBlock"))
            assert code["c"][0][1] == ["python"] and code["c"][1].split("\n")[:4] == [
                "#| label: citable-ids", "#| echo: true", "#| eval: false",
                "net_new = [" + ", ".join(f'"{i}"' for i in d.new_ids) + "]"]  # fmt: skip
        else:
            assert fm["params"]["version"] == d.date
            assert [(i, t) for lv, i, t in heads if lv == 2] == [
                (mod.sec_id(d, k), W.section_en(d, k)) for k in d.sections
            ]
            assert len(tables) == len(d.mentions)


# --- Docusaurus MDX ---------------------------------------------------------------------------------

ADMONITION = re.compile(r"^:::(note|tip|info|warning|danger)\[([^\]]+)\]$")
JSX = re.compile(r"^\s*<(/?)(Tabs|TabItem|details|summary)\b([^>]*)>(?:(.*)</summary>)?$")


def test_mdx_pages_are_docusaurus_mdx():
    mod = LAYOUTS["mdx_hans"]
    md = MarkdownIt("commonmark").enable("table")
    for d in facts.DOCS:
        text = mod.render(d)
        fm, body = _front(text)
        assert fm["title"] == mod.title(d) and fm["last_update"]["date"] == d.date and facts.TOPIC in fm["tags"]
        lines = body.split("\n")
        imports = [x for x in lines if x.startswith("import ")]
        if d.kind == "brief":
            assert lines[1:3] == imports == ["import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';"]
        else:
            assert not imports
        # admonitions: an opening line with a title, blank lines around the content, a closing line
        opened = None
        kinds = []
        for i, x in enumerate(lines):
            if x.startswith(":::"):
                if x == ":::":
                    assert opened is not None and lines[i - 1] == ""
                    opened = None
                else:
                    assert opened is None and ADMONITION.match(x) and lines[i + 1] == ""
                    opened = x
                    kinds.append(ADMONITION.match(x)[1])
        assert opened is None
        # JSX: balanced, Markdown inside a component set off by blank lines
        stack: list[str] = []
        for i, x in enumerate(lines):
            m = JSX.match(x)
            if not m:
                assert not re.search(r"</?[A-Za-z]", x), x
                continue
            if m[4] is not None:
                continue
            if m[1]:
                assert stack.pop() == m[2]
            else:
                stack.append(m[2])
                if m[2] == "TabItem":
                    assert lines[i + 1] == "" and re.search(r'value="[a-z0-9-]+" label="[^"]+"', m[3])
        assert not stack
        assert "{" not in body.replace("{#", "") and "}" not in re.sub(r"\{#s\d-\d\}", "", body)
        tokens = md.parse(body)
        tables = sum(t.type == "table_open" for t in tokens)
        heads = [tokens[i + 1].content for i, t in enumerate(tokens) if t.type == "heading_open" and t.tag == "h2"]
        hrefs = [a[1] for t in tokens if t.type == "inline" for c in t.children or [] for a in c.attrs.items()
                 if c.type == "link_open"]  # fmt: skip
        assert all(W.url(m) in hrefs for m in d.mentions)
        st = W.STATUS_HANS
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert fm["last_update"]["author"] == d.instance and fm["id"] == d.stem.rsplit("/", 1)[1]
            assert kinds == ["info"] + ["tip" if e.resolved else "warning" for e in d.entries]
            assert heads == ["已读来源", st["new"], f"{st['carried-over']}与{st['anchored']}"] + [
                f"{st['adjacent']}与{st['candidate']}"] * bool(side) + ["待核实", "可引用 arXiv 编号"]  # fmt: skip
            assert body.count("<TabItem ") == len(new) and body.count("<details>") == bool(side)
            assert tables == 1  # the carried table; a tab's figures are lines
            assert f"{facts.living_path('mdx')}" in body
            code = [t.content for t in tokens if t.type == "fence"]
            assert code[0].split("\n")[0] == f"{st['new']}：{'、'.join(d.new_ids)}"
        else:
            assert heads == [f"{W.section_hans(d, k)} {{#{W.anchor(k)}}}" for k in d.sections]
            assert tables == len(d.mentions) and not kinds


# --- Element plain-text export ----------------------------------------------------------------------

EVENT = re.compile(r"^(\d{4})/(\d{1,2})/(\d{1,2}) (上午|下午)(\d{1,2}):(\d\d):(\d\d) - (.*)$")


def _events(text: str) -> list[tuple[datetime, str]]:
    """The export's events: a line with a time starts one, other lines continue its body."""
    out: list[tuple[datetime, str]] = []
    for x in text.rstrip("\n").split("\n"):
        m = EVENT.match(x)
        if m:
            y, mo, dd, half, h, mi, s, rest = m.groups()
            hour = int(h) % 12 + (12 if half == "下午" else 0)
            out.append((datetime(int(y), int(mo), int(dd), hour, int(mi), int(s)), rest))
        else:
            assert out, x
            out[-1] = (out[-1][0], out[-1][1] + "\n" + x)
    return out


def test_element_exports_are_element_plain_text():
    mod = LAYOUTS["matrix_hant"]
    for d in facts.DOCS:
        events = _events(mod.render(d))
        times = [t for t, _ in events]
        assert times == sorted(times) and {t.date() for t in times} == {d.date}
        senders = []
        for _, rest in events:
            if rest.endswith(" 已加入聊天室"):
                continue
            who, body = rest.split(": ", 1)
            senders.append(who)
            if body.startswith("<@"):
                m = re.fullmatch(r'<(@[a-z]+:relay\.example\.org) "([^"\n]{1,35})"> ([^\n]+)', body)
                assert m, body
                assert len(m[2]) <= mod.REPLY_MAX or (m[2].endswith("...") and len(m[2]) == mod.REPLY_MAX + 3)
        if d.kind == "brief":
            mine = [rest.split(": ", 1)[1] for _, rest in events if rest.startswith(f"{d.instance}: ")]
            posted = [b for b in mine if not b.startswith("<@")]
            assert posted == mod.writer_messages(d)
            assert posted[0].split("\n")[0] == f"**{facts.TOPIC} 每日簡報（{W.zh_date(d.date)}）**"
            assert set(senders) == {d.instance, mod.HUMAN[0], mod.BOT}
            quoted = [b for _, r in events if (b := r.split(": ", 1)[-1]).startswith("<@")]
            assert len(quoted) == 2 and quoted[0].startswith(f'<{mod.mxid(d.instance)} "【待核實】">')
        else:
            assert set(senders) == {mod.BOT} and len(events) == 1 + len(d.sections)
            assert [b.split(": ", 1)[1].split("\n")[0] for _, b in events[1:]] == [
                f"**{W.section_hant(d, k)}**" for k in d.sections
            ]
    assert mod.quote("a" * 40 + "\nb") == "a" * 32 + "..." and mod.quote("\n  \nxy") == "xy"


# --- lynx -dump -------------------------------------------------------------------------------------


def test_lynx_dumps_are_lynx_dumps():
    mod = LAYOUTS["lynx_dump_en"]
    for d in facts.DOCS:
        text = mod.render(d)
        body, refs = text.split("\n\nReferences\n\n")
        assert "<" not in body.replace("→", "") and "**" not in body and "`" not in body
        marks = [int(n) for n in re.findall(r"\[(\d+)\]", body)]
        assert marks == list(range(1, len(marks) + 1))
        urls = refs.rstrip("\n").split("\n")
        assert [x[:6] for x in urls] == [f"{n:>4}. " for n in range(1, len(marks) + 1)]
        urls = [x[6:] for x in urls]
        assert all(u.startswith("https://") for u in urls) and all(W.url(m) in urls for m in d.mentions)
        lines = body.split("\n")
        title = next(x for x in lines if x.strip() == mod.title(d))
        assert abs(len(title) - len(title.lstrip()) - (mod.WIDTH - len(mod.title(d))) // 2) <= 1
        for x in lines:  # no line past the 79th column, no trailing blanks
            assert len(x) <= mod.WIDTH, x
            assert x == x.rstrip()
        bullets = [x for x in lines if x.startswith("     * ")]
        assert bullets and all(not x.startswith("    ") or x.startswith(("   ", "     * ")) for x in lines)
        flush = [x for x in lines if x and not x.startswith(" ")]
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            pre = [x for x in flush if re.match(r"28\d\d\.\d{5} ", x) or x.startswith("NET-new:")]
            heads = [x for x in flush if x not in pre]
            assert heads == ["Sources read", "NET-new"] + [f"{n}. {facts.work(m).name}" for n, m in
                             enumerate(new, 1)] + ["Carried over and anchored"] + ["Adjacent and candidates"] * bool(
                side) + ["Claims to verify", "Citable arXiv IDs"]  # fmt: skip
            assert pre[0] == f"NET-new: {', '.join(d.new_ids)}"
            assert f"[3]{facts.living_path('txt')}" in body and urls[2] == mod.KB
            row = next(i for i, x in enumerate(lines) if x.split() == ["Item", "Section", "Status"])
            assert [lines[row + 1 + i].split()[0] for i in range(len(carried))] == [
                facts.work(m).name.split()[0] for m in carried
            ]
        else:
            assert flush == [x for k in d.sections for x in [W.section_en(d, k)] +
                             [facts.work(m).name for m in d.mentions if m.section == k]]  # fmt: skip


# --- keys ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("layout", NAMES)
def test_the_key_parses_and_names_the_written_documents(layout: str, tmp_path):
    key_path = write_zoo(tmp_path, layout)
    assert zoo4_make.get.__module__ == "tests.zoo4.renderers"  # the layout lookup is put back
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
    assert entries == {"zh-hans": {"单次航测", "潮位站文件"}, "zh-hant": {"單次航測", "潮位站檔案"}}.get(
        LAYOUTS[layout].LANG, {"survey flight", "tide gauge files"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo22 key for renderer {layout};")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_are_the_zoos_own():
    assert W.long_en(date(2028, 3, 8)) == "8 March 2028" and W.short_en(date(2028, 3, 3)) == "3 Mar 2028"
    assert W.zh_date(date(2028, 3, 8)) == "2028年3月8日" and W.zh_md(date(2028, 3, 7)) == "3月7日"
    assert W.slash_md(date(2028, 3, 7)) == "3/7" and W.iso(date(2028, 3, 8)) == "2028-03-08"
    stamp = LAYOUTS["matrix_hant"].stamp
    assert stamp(datetime(2028, 3, 8, 19, 30, 2)) == "2028/3/8 下午7:30:02"
    assert stamp(datetime(2028, 3, 8, 0, 5, 9)) == "2028/3/8 上午12:05:09"
    assert stamp(datetime(2028, 3, 8, 12, 0, 0)) == "2028/3/8 下午12:00:00"
