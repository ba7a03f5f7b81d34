"""The zoo21 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (Hugo's TOML front matter read with
tomllib and its body with pandoc's gfm reader (and attributes) once the shortcodes are checked; the rST with
docutils, Sphinx's roles and directives registered, and pandoc's rst reader; the Slack day files
with json; the Keep notes with an HTML parser and pandoc's html reader), and the keys parse."""

from __future__ import annotations

import json
import re
import tomllib
import uuid
from contextlib import contextmanager
from datetime import UTC, date, datetime, timedelta
from html import unescape
from html.parser import HTMLParser

import pypandoc
import pytest
from docutils import nodes
from docutils.core import publish_doctree
from docutils.parsers.rst import directives, roles
from docutils.parsers.rst.directives.admonitions import BaseAdmonition
from docutils.parsers.rst.directives.body import CodeBlock

from tests.zoo4 import make as zoo4_make
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo

CARD = r"paper_cards/\d{4}-2711-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (Markdown's and Hugo's
# markup and shortcode braces, rST's inline markup, Slack's mrkdwn and escapes, HTML's specials,
# the layouts' own joins and checkboxes)
MARKUP = set('|[]<>&*"{}~\\^_#`@$\t\n｜☐☑')
SEQUENCES = ("::", "''", "..")
EMOJI = re.compile(r":[a-z0-9_+-]+:")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("2711.37193", "capacity retention gain")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["2711.32648"],
        "new-but-anchored": [(facts.B2.stem, "2711.31537")],
        "duplicate-in-list": [(facts.B2.stem, "2711.33759")],
        "repeated-to-verify": {"2711.35971"},
        "stale-anchor": [],
        "malformed-reference": [facts.BAD_CARD],
        "empty-sources": [facts.EMPTY_NOTE],
    }


def _clean(text: str) -> bool:
    return not set(text) & MARKUP and not any(s in text for s in SEQUENCES) and not EMOJI.search(text)


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
            assert _clean(e.sentence + e.hans + e.hant) and e.sentence[0].isupper()
        if d.kind == "brief":
            new = [facts.work(m).arxiv for m in d.mentions if m.status == "new" and facts.work(m).arxiv]
            assert sorted(set(d.new_ids)) == sorted(new)
            assert d.window[1] == f"{d.date} 20:15" and d.window[0] == f"{d.date - timedelta(days=1)} 20:15"
    days = [b.date for b in facts.BRIEFS]
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1]
    assert [b.instance for b in facts.BRIEFS] == ["egret", "puffin", "dingo"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2027 and d.date.month == 11 for d in facts.DOCS)
    assert {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures} == {"×", "%", "points", "ms"}
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    assert all(re.fullmatch(r"2711\.3\d{4}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem


# --- what each layout writes ------------------------------------------------------------------------


def shown(layout: str, text: str) -> str:
    """What a reader of the format sees: a Slack day file's message texts, a Keep note's text."""
    if layout == "slack_json_en":
        return "\n".join(m["text"] for m in json.loads(text))
    if layout == "keep_hant":
        text = re.sub(r"<style.*?</style>", "", text, flags=re.S).replace("<br>", "\n")
        return unescape(re.sub(r"<[^>]+>", "", text))
    return text


DATE = {"hugo_en": W.iso, "sphinx_hans": W.zh_date, "slack_json_en": W.us_short, "keep_hant": W.zh_date}
ANCHOR = {"hugo_en": W.us_md, "sphinx_hans": W.zh_md, "slack_json_en": W.us_md, "keep_hant": W.dash_md}
FIGURE = {"hugo_en": W.fig_hugo, "sphinx_hans": W.fig_hans, "slack_json_en": W.fig_slack, "keep_hant": W.fig_hant}
COUNTS = {"hugo_en": W.counts_hugo, "sphinx_hans": W.counts_hans, "slack_json_en": W.counts_slack,
          "keep_hant": W.counts_hant}  # fmt: skip
ID_SEP = {"hugo_en": ", ", "sphinx_hans": "、", "slack_json_en": ", ", "keep_hant": "、"}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"md", "rst", "json", "html"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
    lang = mod.LANG
    for d in facts.DOCS:
        seen = shown(layout, mod.render(d))
        for m in d.mentions:
            w = facts.work(m)
            assert w.name in seen and W.url(m) in seen, (layout, d.stem, m.work)
            assert not m.section or f"§{m.section}" in seen
            assert all(FIGURE[layout](f) in seen for f in m.figures), (layout, d.stem, m.work)
            assert all(s in seen for s in m.sources), (layout, d.stem, m.work)
            assert not m.anchored_on or ANCHOR[layout](m.anchored_on) in seen, (layout, d.stem, m.work)
            point = {"zh-hans": m.hans, "zh-hant": m.hant}.get(lang, W.sentence(m.point))
            assert point in seen, (layout, d.stem, m.work)
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
            assert DATE[layout](d.baseline) in seen and f"{d.window[0]} → {d.window[1]}" in seen
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


def _links(ast) -> list[str]:
    return [lk["c"][2][0] for lk in _walk(ast, "Link")]


def _ast(text: str, fmt: str) -> dict:
    return json.loads(pypandoc.convert_text(text, "json", format=fmt))


def _heads(ast: dict, level: int) -> list[str]:
    return [_plain(h["c"][2]) for h in _walk(ast["blocks"], "Header") if h["c"][0] == level]


def _rows(table: dict) -> list[list[str]]:
    return [[_plain(cell[4]) for cell in row[1]] for body in table["c"][4] for row in body[3]]


def _parts(d) -> list[str]:
    new, carried, side = facts.groups(d)
    return ["Sources checked", "NET-new", "Carried over and anchored"] + ["Adjacent and candidates"] * bool(side) + [
        "Contradictions and claims to verify", "Citable arXiv IDs"]  # fmt: skip


# --- Hugo -------------------------------------------------------------------------------------------

# a shortcode call: {{< name args >}} or {{% name args %}}, closing ones with "/"
SHORTCODE = re.compile(r"\{\{([<%]) (/?)([a-z]+)((?: [^{}]*?)?) ([>%])\}\}")
REF = re.compile(r' "(/[^"#]+)(?:#([a-z0-9-]+))?"')


def _hugo(text: str) -> tuple[dict, str]:
    assert text.startswith("+++\n") and text.endswith("\n")
    fm, body = text[4:].split("\n+++\n", 1)
    return tomllib.loads(fm), body


def _shortcodes(body: str, paths: dict[str, set[str]]) -> str:
    """Check every shortcode call (known, balanced, refs resolving) and expand it as Hugo would."""
    assert body.count("{{") == len(SHORTCODE.findall(body)) == body.count("}}")
    opened: list[str] = []
    for m in SHORTCODE.finditer(body):
        assert {m[1], m[5]} in ({"<", ">"}, {"%"}), m[0]
        if m[2]:
            assert opened.pop() == m[3] and not m[4], m[0]
        elif m[3] == "ref":
            (path, anchor), *rest = REF.findall(m[4])
            assert not rest and REF.fullmatch(m[4]) and path[1:] in paths and (not anchor or anchor in paths[path[1:]])
        else:
            assert m[3] in {"notice", "details"} and not opened, m[0]  # paired, not nested
            opened.append(m[3])
    assert not opened
    body = SHORTCODE.sub(lambda m: REF.fullmatch(m[4])[1] + (f"#{a}" if (a := REF.fullmatch(m[4])[2]) else "")
                         if m[3] == "ref" else "", body)  # fmt: skip
    return body


def test_hugo_pages_are_hugo_content():
    mod = LAYOUTS["hugo_en"]
    ids = {facts.living_path("md"): {W.anchor(k) for k in facts.LIVING.sections}}
    paths = ids | {f"{d.stem}.md": set() for d in facts.BRIEFS}
    for d in facts.DOCS:
        fm, body = _hugo(mod.render(d))
        assert fm["title"] == mod.title(d) and fm["draft"] is False and fm["date"].date() == d.date
        assert isinstance(fm["date"], datetime) and fm["tags"][0] == facts.TOPIC
        p = fm["params"]
        assert p["topic"] == facts.TOPIC
        ast = _ast(_shortcodes(body, paths), "gfm+attributes")
        links = _links(ast["blocks"])
        assert all(W.url(m) in links for m in d.mentions)
        assert all(x.startswith(("https://", "/")) for x in links)
        assert not _heads(ast, 1)
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert fm["categories"] == ["briefs"] and fm["slug"] == d.stem.rsplit("/", 1)[1]
            assert p["instance"] == d.instance and p["window"] == list(d.window) and p["baseline_version"] == d.baseline
            assert p["baseline"] == facts.living_path("md")
            assert p["counts"] == {W.HUGO_COUNT_KEYS[k]: v for k, v in d.counts.items()}
            assert fm["date"] == datetime.fromisoformat(d.window[1])
            assert _heads(ast, 2) == _parts(d)
            assert _heads(ast, 3) == [f"{n}. {facts.work(m).name}" for n, m in enumerate(new, 1)]
            assert f"/{facts.living_path('md')}" in links
            sections = [x.split("#")[1] for x in links if "#" in x]
            assert sections == [W.anchor(m.section) for m in new]
            (table,) = list(_walk(ast["blocks"], "Table"))
            assert [(r[0], r[3]) for r in _rows(table)] == [(facts.work(m).name, W.carried_en(m)) for m in carried]
            boxes = [_plain(i[0])[:1] for bl in _walk(ast["blocks"], "BulletList") for i in bl["c"]
                     if _plain(i[0])[:1] in {"☐", "☒"}]  # fmt: skip
            assert boxes == ["☒" if e.resolved else "☐" for e in d.entries]
            (code,) = list(_walk(ast["blocks"], "CodeBlock"))
            assert code["c"][1].split("\n")[0] == f"NET-new: {', '.join(d.new_ids)}"
        else:
            assert p["version"] == d.date and fm["categories"] == ["knowledge"]
            heads = [h["c"][1][0] for h in _walk(ast["blocks"], "Header") if h["c"][0] == 2]
            assert heads == [W.anchor(k) for k in d.sections] and _heads(ast, 2) == [
                W.section_en(d, k) for k in d.sections
            ]
            assert _heads(ast, 3) == [facts.work(m).name for k in d.sections for m in d.mentions if m.section == k]


# --- Sphinx -----------------------------------------------------------------------------------------


class _Todo(BaseAdmonition):  # sphinx.ext.todo's directive: an admonition without a title
    node_class = nodes.note


@contextmanager
def _sphinx_markup():
    """Sphinx's roles and directives the pages use, registered with docutils for the test only."""
    added = [k for k in ("ref", "doc") if k not in roles._roles]
    for k in added:
        roles.register_generic_role(k, nodes.inline)
    new_dirs = {"todo": _Todo, "code-block": CodeBlock}
    added_dirs = [k for k in new_dirs if k not in directives._directives]
    for k in added_dirs:
        directives.register_directive(k, new_dirs[k])
    try:
        yield
    finally:
        for k in added:
            roles._roles.pop(k, None)
        for k in added_dirs:
            directives._directives.pop(k, None)


def test_sphinx_pages_are_restructuredtext():
    mod = LAYOUTS["sphinx_hans"]
    living = mod.render(facts.LIVING)
    labels = set(re.findall(r"^\.\. _([a-z0-9-]+):$", living, flags=re.M))
    assert labels == {f"{facts.TOPIC}-living"} | {mod.label(k) for k in facts.LIVING.sections}
    for d in facts.DOCS:
        text = mod.render(d)
        with _sphinx_markup():  # any warning (a short underline, a broken target, a bad directive) fails
            tree = publish_doctree(text, settings_overrides={"report_level": 2, "halt_level": 2})
        assert tree.next_node(nodes.title).astext().startswith(facts.TOPIC)
        ast = _ast(text, "rst")
        assert len(_heads(ast, 1)) == 1 and facts.TOPIC in _heads(ast, 1)[0]
        links = _links(ast["blocks"])
        assert all(W.url(m) in links for m in d.mentions)
        interpreted = [(c["c"][0][2][0][1], c["c"][1]) for c in _walk(ast["blocks"], "Code") if c["c"][0][2]]
        fields = [_plain(t) for t, _ in ast["blocks"][1]["c"]]
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert fields == ["撰写实例", "时间窗", "基线活文档", "申报条数"]
            assert _plain(ast["blocks"][1]["c"][3][1]) == W.counts_hans(d.counts)
            assert ("doc", mod.LIVING_DOC) in interpreted
            refs = [re.fullmatch(r"(.+) <([a-z0-9-]+)>", v).groups() for r, v in interpreted if r == "ref"]
            assert refs == [(W.section_hans(d, m.section), mod.label(m.section)) for m in new]
            assert {x for _, x in refs} <= labels
            h2 = ["本棒检查过的来源", W.STATUS_HANS["new"], "沿用与已锚入"] + ["邻接预备与候选"] * bool(side)
            h2 += ["值得警惕的矛盾或待核实说法", "可引用 arXiv 号列表"]
            assert _heads(ast, 2) == [f"{W.HANS_ORDINAL[n]}、{p}" for n, p in enumerate(h2, 1)]
            assert _heads(ast, 3) == [f"增量 {n}：{facts.work(m).name}" for n, m in enumerate(new, 1)]
            (table,) = list(_walk(ast["blocks"], "Table"))
            assert [(r[0], r[3]) for r in _rows(table)] == [(facts.work(m).name, W.carried_hans(m)) for m in carried]
            todos = [dv for dv in _walk(ast["blocks"], "Div") if "todo" in dv["c"][0][1]]
            assert len(todos) == sum(not e.resolved for e in d.entries)
            (code,) = list(_walk(ast["blocks"], "CodeBlock"))
            assert code["c"][1].split("\n")[0] == f"{W.STATUS_HANS['new']}：{'、'.join(d.new_ids)}"
        else:
            assert fields == ["版本", "维护"] and not interpreted
            assert _heads(ast, 2) == [W.section_hans(d, k) for k in d.sections]
            assert _heads(ast, 3) == [facts.work(m).name for k in d.sections for m in d.mentions if m.section == k]


# --- Slack ------------------------------------------------------------------------------------------

TS = re.compile(r"\d{10}\.\d{6}")
MRKDWN_LINK = re.compile(r"<(https://[^|>\s]+)\|([^>]+)>|<@(U[0-9A-Z]+)>")


def _element(e: dict) -> str:
    if e["type"] == "link":
        return f"<{e['url']}|{e['text']}>"
    if e["type"] == "emoji":
        return f":{e['name']}:"
    if e["type"] == "user":
        return f"<@{e['user_id']}>"
    style = e.get("style", {})
    return "*" * style.get("bold", False) + "`" * style.get("code", False) + e["text"] + "`" * style.get(
        "code", False) + "*" * style.get("bold", False)  # fmt: skip


def _from_blocks(blocks: list[dict]) -> str:
    """A message's `rich_text` block written back as mrkdwn (what its `text` must say)."""
    (rt,) = blocks
    assert rt["type"] == "rich_text" and rt["block_id"]
    out = []
    for i, b in enumerate(rt["elements"]):
        join = "".join
        if b["type"] == "rich_text_section":
            out.append(join(_element(e) for e in b["elements"]))
        elif b["type"] == "rich_text_list":
            assert (b["style"], b["indent"]) == ("bullet", 0)
            last = i == len(rt["elements"]) - 1
            out.append(
                "\n".join("• " + join(_element(e) for e in s["elements"]) for s in b["elements"]) + "\n" * (not last)
            )
        else:
            assert b["type"] == "rich_text_preformatted"
            out.append("```" + join(_element(e) for e in b["elements"]) + "```")
    return "".join(out)


def test_slack_day_files_are_slack_exports():
    mod = LAYOUTS["slack_json_en"]
    uids = {uid: who for who, (uid, _) in mod.USERS.items()}
    for d in facts.DOCS:
        text = mod.render(d)
        assert text.startswith("[\n    {\n")
        msgs = json.loads(text)
        stamps = [m["ts"] for m in msgs]
        assert all(TS.fullmatch(s) for s in stamps) and stamps == sorted(stamps) and len(set(stamps)) == len(stamps)
        assert {datetime.fromtimestamp(float(s), UTC).date() for s in stamps} == {d.date}
        by_ts = {m["ts"]: m for m in msgs}
        for m in msgs:
            assert m["type"] == "message" and "&" not in m["text"]
            assert m["text"].count("<") == len(MRKDWN_LINK.findall(m["text"])) == m["text"].count(">")
            if m.get("subtype") == "channel_join":
                assert m["text"] == f"<@{m['user']}> has joined the channel" and "blocks" not in m
            elif "bot_id" in m:
                assert m["user"] == mod.BOT["user"] and m["bot_profile"]["app_id"] == m["app_id"]
                head, sec = m["blocks"]
                assert (head["type"], sec["type"], sec["text"]["type"]) == ("header", "section", "mrkdwn")
                assert m["text"] == f"*{head['text']['text']}*\n{sec['text']['text']}"
            else:
                who = uids[m["user"]]
                assert m["user_profile"]["display_name"] == who and m["user_profile"]["real_name"]
                assert uuid.UUID(m["client_msg_id"]) and m["team"] == m["user_team"] == mod.TEAM
                assert _from_blocks(m["blocks"]) == m["text"], m["text"]
                outside = re.sub(r"```.*?```|`[^`\n]*`", "", m["text"], flags=re.S)
                assert all(x.count("*") % 2 == 0 for x in outside.split("\n")), m["text"]
            if "thread_ts" in m and m["thread_ts"] != m["ts"]:
                parent = by_ts[m["thread_ts"]]
                assert m["parent_user_id"] == parent["user"] and {"user": m["user"], "ts": m["ts"]} in parent["replies"]
            elif "thread_ts" in m:
                replies = [{"user": r["user"], "ts": r["ts"]} for r in msgs if r.get("thread_ts") == m["ts"] != r["ts"]]
                assert m["replies"] == replies and m["reply_count"] == len(replies)
                assert m["latest_reply"] == replies[-1]["ts"] and m["reply_users"] == list(
                    dict.fromkeys(r["user"] for r in replies)
                )
        links = [x for m in msgs for b in m.get("blocks", []) for x in re.findall(r'"url": "([^"]+)"', json.dumps(b))]
        links += [u for m in msgs if "bot_id" in m for u, _, _ in MRKDWN_LINK.findall(m["text"])]
        assert all(W.url(m) in links for m in d.mentions)
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            me = mod.USERS[d.instance][0]
            mine = [m for m in msgs if m["user"] == me and "subtype" not in m]
            head = next(m for m in mine if m["text"].startswith(":battery:"))
            assert head["text"].split("\n")[:4] == [
                f":battery: *{facts.TOPIC} brief — {W.us_short(d.date)}*", f"Window: {d.window[0]} → {d.window[1]}",
                f"Baseline: `{facts.living_path('json')}` (version of {W.us_short(d.baseline)})",
                f"Declared: {W.counts_slack(d.counts)}"]  # fmt: skip
            thread = [m for m in mine if m.get("thread_ts") == head["ts"] != m["ts"]]
            assert [m for m in mine if m["ts"] > head["ts"]] == thread
            items = [m["text"].split("\n")[0] for m in thread if m["text"].startswith(":new:")]
            assert items == [
                f":new: *NET-new {n} · {facts.work(m).name}* ({mod.link(m)})" for n, m in enumerate(new, 1)
            ]
            flags = [m["text"].split(" (")[0] for m in thread if m["text"].startswith((":warning:", ":white_check"))]
            assert flags == [
                ":white_check_mark: *Resolved*" if e.resolved else ":warning: *To verify*" for e in d.entries
            ]
            (ids,) = [m for m in thread if "```" in m["text"]]
            assert ids["text"].split("```")[1].split("\n")[0] == f"NET-new: {', '.join(d.new_ids)}"
            assert {uids.get(m["user"]) for m in msgs} == {b.instance for b in facts.BRIEFS} | {mod.HUMAN}
        else:
            heads = [m["blocks"][0]["text"]["text"] for m in msgs if "bot_id" in m]
            assert heads == [f"{facts.TOPIC} knowledge base"] + [W.section_en(d, k) for k in d.sections]


# --- Keep -------------------------------------------------------------------------------------------

VOID = {"meta", "br"}


class _Tree(HTMLParser):
    """Elements as [tag, class, the enclosing elements' classes, all text inside], nesting checked."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[list] = []
        self.found: list[list] = []

    def handle_starttag(self, tag, attrs):
        if tag not in VOID:
            el = [tag, dict(attrs).get("class", ""), [e[1] for e in self.stack], ""]
            self.found.append(el)
            self.stack.append(el)

    def handle_endtag(self, tag):
        assert self.stack.pop()[0] == tag, tag

    def handle_data(self, data):
        for el in self.stack:
            el[3] += data


def _keep(text: str) -> _Tree:
    t = _Tree()
    t.feed(text)
    t.close()
    assert not t.stack
    return t


def test_keep_notes_are_takeout_html():
    mod = LAYOUTS["keep_hant"]
    for d in facts.DOCS:
        text = mod.render(d)
        tree = _keep(text)
        by = {}
        for tag, cls, _, data in tree.found:
            by.setdefault(cls or tag, []).append(data)
        assert [c for t, c, p, _ in tree.found if p and p[-1].startswith("note ")] == [
            "heading", "title", "content", "chips"]  # fmt: skip
        assert by["title"] == [mod.note_title(d)] * 2  # <title> and the note's title
        when = by["heading"][0].strip()
        m = re.fullmatch(r"(\d{4})年(\d{1,2})月(\d{1,2})日 (上午|下午)(\d{1,2}):\d\d:\d\d", when)
        assert m and date(*map(int, m.groups()[:3])) == d.date
        assert by["label-name"] == mod.labels(d)
        content = text.split('<div class="content">', 1)[1].split("</div>", 1)[0]
        ast = _ast(text, "html")
        assert facts.TOPIC in _plain(ast["blocks"]) and not _heads(ast, 1)
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert re.fullmatch(r"[^<>]*(<br>[^<>]*)*", content)
            lines = [unescape(x) for x in content.split("<br>")]
            assert not any(x.startswith(("#", "- ", "* ", "> ")) for x in lines)  # no Markdown
            assert lines[:4] == [f"撰寫：{d.instance}", f"時間窗：{d.window[0]} → {d.window[1]}",
                                 f"基線活文件：{facts.living_path('html')}（{W.zh_date(d.baseline)}版）",
                                 f"本棒申報：{W.counts_hant(d.counts)}"]  # fmt: skip
            parts = [x for x in lines if x.startswith("【")]
            st = W.STATUS_HANT
            want = ["【檢查過的來源】", f"【{st['new']}】", f"【{st['carried-over']}與{st['anchored']}】"]
            want += [f"【{st['adjacent']}與{st['candidate']}】"] * bool(side) + ["【待核實】", "【可引用 arXiv 號】"]
            assert parts == want
            assert [x[:1] for x in lines if x[:1] in {"☐", "☑"}] == ["☑" if e.resolved else "☐" for e in d.entries]
            assert [x for x in lines if re.match(r"\d\. ", x)] == [
                f"{n}. {facts.work(m).name}（{mod._ref(m)}）" for n, m in enumerate(new, 1)
            ]
            assert f"{st['new']}：{'、'.join(d.new_ids)}" in lines
        else:
            items = [(data, cls == "listitem checked") for _, cls, _, data in tree.found if cls.startswith("listitem")]
            assert [(x.split("\n")[-2], c) for x, c in items] == mod.list_items(d)
            bullets = [data for _, cls, _, data in tree.found if cls == "bullet"]
            assert bullets == ["☑" if c else "☐" for _, c in items]
            assert content.startswith('<ul class="list">') and content.endswith("</ul>")


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
    assert entries == {"zh-hans": {"扣式电池", "参数集"}, "zh-hant": {"鈕扣電池", "參數集"}}.get(
        LAYOUTS[layout].LANG, {"coin cell", "parameter sets"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo21 key for renderer {layout};")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_are_the_zoos_own():
    assert W.us_short(date(2027, 11, 15)) == "Nov 15, 2027" and W.us_md(date(2027, 11, 10)) == "Nov 10"
    assert W.zh_date(date(2027, 11, 15)) == "2027年11月15日" and W.zh_md(date(2027, 11, 14)) == "11月14日"
    assert W.dash_md(date(2027, 11, 10)) == "11-10" and W.iso(date(2027, 11, 15)) == "2027-11-15"
    heading = LAYOUTS["keep_hant"].heading
    assert heading(datetime(2027, 11, 15, 20, 15)) == "2027年11月15日 下午8:15:00"
    assert heading(datetime(2027, 11, 15, 0, 5, 9)) == "2027年11月15日 上午12:05:09"
    assert heading(datetime(2027, 11, 15, 12, 30)) == "2027年11月15日 下午12:30:00"
    ts = LAYOUTS["slack_json_en"].ts
    assert ts(datetime(2027, 11, 15, 20, 15, tzinfo=UTC)) == "1826309700.000000"
    assert datetime.fromtimestamp(1826309700, UTC) == datetime(2027, 11, 15, 20, 15, tzinfo=UTC)
    assert LAYOUTS["sphinx_hans"].width("§1.2 电解质设计") == 15
