"""The zoo10 corpus itself (no kgraph reading involved): every layout writes every document,
well-formed in its format; every fact each key states occurs in its document; the keys load."""

from __future__ import annotations

import json
import re
import tomllib
import unicodedata
from datetime import date
from html.parser import HTMLParser
from pathlib import Path

import pytest

from kgraph.evaluate.key import load_key

from . import facts
from .layouts import LAYOUTS, cn_day, width
from .make import NAMES, write_all, write_zoo


@pytest.fixture(scope="module")
def zoo(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("zoo10")
    write_all(root)
    return root


def path_of(zoo: Path, layout: str, doc: facts.Doc) -> Path:
    return zoo / layout / f"{doc.stem}.{LAYOUTS[layout].EXT}"


def raw(zoo: Path, layout: str, doc: facts.Doc) -> str:
    return path_of(zoo, layout, doc).read_text(encoding="utf-8")


class _Text(HTMLParser):
    """The text a mail client shows, and the links' targets."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.hrefs: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        self.skip += tag in ("style", "title", "script")
        self.hrefs += [v for k, v in attrs if k == "href" and v]
        self.parts.append(" ")

    def handle_endtag(self, tag):
        self.skip -= tag in ("style", "title", "script")
        self.parts.append(" ")

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def plain(zoo: Path, layout: str, doc: facts.Doc) -> str:
    text = raw(zoo, layout, doc)
    if layout == "email":
        p = _Text()
        p.feed(text)
        text = "".join(p.parts)
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text))


def date_forms(d: date) -> set[str]:
    return {d.isoformat(), cn_day(d)}


def has_value(text: str, v: float) -> bool:
    s = str(int(v)) if float(v).is_integer() else repr(float(v))
    return re.search(rf"(?<![\d.]){re.escape(s)}(?![\d])", text) is not None


# --- every document, every fact --------------------------------------------------------------------------


def test_every_layout_writes_every_document(zoo):
    for n in NAMES:
        for d in facts.DOCS:
            p = path_of(zoo, n, d)
            assert p.is_file() and p.stat().st_size > 200, p
        assert (zoo / n / "key.toml").is_file()
    assert NAMES == ["psql_report", "email", "kanban", "chat_hans"]


@pytest.mark.parametrize("layout", NAMES)
def test_key_loads_and_points_at_files(zoo, layout):
    kp = zoo / layout / "key.toml"
    load_key(kp)
    key = tomllib.loads(kp.read_text(encoding="utf-8"))
    assert key_header(kp).startswith(f"# zoo10 key for renderer {layout}")
    assert [kd["path"] for kd in key["documents"]] == [f"{d.stem}.{LAYOUTS[layout].EXT}" for d in facts.DOCS]
    for kd, d in zip(key["documents"], facts.DOCS, strict=True):
        assert (kp.parent / kd["path"]).is_file() and kd["date"] == d.date and kd["kind"] == d.kind
        assert len(kd["works"]) == len(d.mentions)
        assert ("baseline" in kd) == (d.kind == "brief")
    assert sorted(f["kind"] for f in key["faults"]) == sorted(k for k, _ in facts.FAULTS) and len(key["faults"]) == 9
    cm = [f["item"] for f in key["faults"] if f["kind"] == "count-mismatch"]
    assert len(cm) == 1 and (kp.parent / cm[0]).is_file()


def key_header(kp: Path) -> str:
    return kp.read_text(encoding="utf-8").splitlines()[0]


@pytest.mark.parametrize("layout", NAMES)
def test_every_fact_the_key_states_is_in_its_document(zoo, layout):
    key = tomllib.loads((zoo / layout / "key.toml").read_text(encoding="utf-8"))
    zh = LAYOUTS[layout].LANG != "en"
    for kd, d in zip(key["documents"], facts.DOCS, strict=True):
        t = plain(zoo, layout, d)
        lower = t.casefold()
        assert kd["topic"] in lower and (kd.get("instance") or "") in t
        assert any(f in t for f in date_forms(kd["date"])), (d.stem, kd["date"])
        if "baseline" in kd:
            assert kd["baseline"] in t
        for w in kd["works"]:
            assert w["name"] in t and w.get("id", "") in t, (d.stem, w)
            if "section" in w:
                assert f"§{w['section']}" in t, (d.stem, w["section"])
            if "anchored_on" in w:
                assert any(f in t for f in date_forms(w["anchored_on"])), (d.stem, w["name"], w["anchored_on"])
            for s in w.get("sources", []):
                assert s in t, (d.stem, s)
            for f in w.get("figures", []):
                assert has_value(t, f["value"]), (d.stem, f)
                assert zh or f["metric"].casefold() in lower, (d.stem, f["metric"])
        for e in kd.get("entries", []):
            assert e["text"].casefold() in lower, (d.stem, e["text"])
            assert all(facts.WORKS[i].name in t for i in e["items"])
        for c in kd.get("counts", []):
            assert has_value(t, c["value"]), (d.stem, c)
        for s in kd.get("sources", []):
            assert s["path"] in t, (d.stem, s)
        named = [s["path"] for s in kd.get("sources", [])] + [s for w in kd["works"] for s in w.get("sources", [])]
        for s in set(named):  # each work's sources are written with that work, not only in the list of all
            assert t.count(s) >= named.count(s), (d.stem, s, t.count(s), named.count(s))


@pytest.mark.parametrize("layout", NAMES)
def test_section_names_urls_the_duplicate_and_the_empty_source_are_written(zoo, layout):
    zh = LAYOUTS[layout].LANG != "en"
    for d in facts.DOCS:
        t = plain(zoo, layout, d)
        for number, name in d.sections.items():
            assert f"§{number}" in t and (facts.SECTIONS_HANS[name] if zh else name) in t, (d.stem, number)
        for m in d.mentions:
            if facts.work(m).url:
                assert facts.work(m).url in raw(zoo, layout, d)
        for i in set(d.new_ids):  # the brief's own list of new ids, with its repetition
            assert t.count(i) >= d.new_ids.count(i) + 1, (d.stem, i)
        for p in d.empty_sources:
            said = "空文件" if zh else "empty file"
            assert re.search(re.escape(p) + r".{0,40}" + said, t), (d.stem, p)
        assert t.count(said_empty := ("空文件" if zh else "empty file")) == len(d.empty_sources), said_empty


# --- each format as its own conventions have it -----------------------------------------------------------


def psql_blocks(text: str) -> list[list[str]]:
    """The aligned result tables of a psql transcript: from a header line to its `(N rows)` footer."""
    lines = text.split("\n")
    blocks = []
    for i, ln in enumerate(lines):
        if i + 1 < len(lines) and re.fullmatch(r"-+(\+-+)*", lines[i + 1]) and ln.startswith(" "):
            end = next(j for j in range(i + 2, len(lines)) if re.fullmatch(r"\(\d+ rows?\)", lines[j]))
            blocks.append(lines[i : end + 1])
    return blocks


def check_psql_table(block: list[str]) -> None:
    """psql's `aligned` format, border 1, as its regression outputs show it (src/test/regress/
    expected/psql.out): ` a | b ` header with centred, padded names (also after the last one),
    a `---+---` rule of each width plus two, cells separated by ` | `, no padding after a
    left-aligned last cell, `(N rows)` / `(1 row)`."""
    head, rule, *rows, footer = block
    w = [len(seg) - 2 for seg in rule.split("+")]
    names = head[1:-1].split(" | ")
    assert len(names) == len(w) and head.endswith(" ")
    for n, name in zip(w, names, strict=True):
        assert width(name) == n and (len(name) - len(name.lstrip())) == (n - len(name.strip())) // 2, (name, n)
    n = int(re.match(r"\((\d+)", footer).group(1))
    assert len(rows) == n and footer == f"({n} row{'' if n == 1 else 's'})"
    for r in rows:
        cells = r[1:].split(" | ")
        assert len(cells) == len(w) and r.startswith(" "), r
        for c, cw in zip(cells[:-1], w, strict=False):
            assert width(c) == cw, (c, cw)
        assert width(cells[-1]) <= w[-1] and (cells[-1] == "" or not cells[-1].endswith(" "))


def check_psql_record(lines: list[str]) -> None:
    """An expanded record: `-[ RECORD 1 ]` then rule to the full width, a `+` over the column
    separator when the field names are wider than the label, `name | value` lines."""
    label, *fields = lines
    hw = max(len(f.split(" | ", 1)[0]) for f in fields)
    assert all(f[hw : hw + 3] == " | " for f in fields)
    full = hw + 3 + max(width(f.split(" | ", 1)[1]) for f in fields)
    assert label.startswith("-[ RECORD 1 ]") and (width(label) == full or hw + 1 < 13)
    if hw + 1 >= 13:
        assert label[hw + 1] == "+"


def check_psql(text: str, doc: facts.Doc) -> None:
    blocks = psql_blocks(text)
    assert len(blocks) == (2 if doc.kind == "living" else 4)
    for b in blocks:
        check_psql_table(b)
    lines = text.split("\n")
    start = next(i for i, ln in enumerate(lines) if ln.startswith("-[ RECORD 1 ]"))
    end = lines.index("", start)
    check_psql_record(lines[start:end])
    assert text.count("\\x on") == text.count("\\x off") == 1 and "Expanded display is on." in text
    for i, ln in enumerate(lines):  # every query echoed before its result, under an SQL comment title
        if ln.startswith("SELECT "):
            assert lines[i - 1].startswith(("-- ", "Expanded display is")), lines[i - 1]
    assert not re.search(r"^#|<\w+>|\*\*", text, re.M)


VOID = {"meta", "br", "hr", "img", "link", "input"}


class _Balance(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.depth = 0  # deepest nesting of <table>
        self.hrefs: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.hrefs += [v for k, v in attrs if k == "href"]
        if tag not in VOID:
            self.stack.append(tag)
        if tag == "table":
            self.depth = max(self.depth, self.stack.count("table"))
        if tag == "td":
            assert "tr" in self.stack and self.stack.index("tr") > self.stack.index("table")

    def handle_endtag(self, tag):
        if self.stack and self.stack[-1] == tag:
            self.stack.pop()
        else:
            self.errors.append(f"</{tag}> with {self.stack[-3:]} open")


def check_email(text: str, doc: facts.Doc) -> None:
    p = _Balance()
    p.feed(text)
    p.close()
    assert not p.errors and not p.stack, (p.errors, p.stack)
    assert text.startswith("<!DOCTYPE html PUBLIC") and "charset=utf-8" in text
    assert p.depth >= 4  # the outer wrapper, the 640-pixel card, the body, a row's own table
    assert not re.search(r"<(div|p|ul|ol|li|h\d)\b", text.split('class="mail-body"', 1)[1])  # tables only
    for m in doc.mentions:
        w = facts.work(m)
        assert (f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else w.url) in p.hrefs
    assert re.search(r"<b>Sent:</b>.*?\w{3}, \d\d \w{3} 2027 \d\d:\d\d:00 \+0000", text)


def check_kanban(text: str, doc: facts.Doc) -> None:
    assert text.startswith("---\n\nkanban-plugin: basic\n\n---\n\n## ")
    body, settings = text.split("\n%% kanban:settings\n```\n", 1)
    assert settings.endswith("\n```\n%%") and json.loads(settings[: -len("\n```\n%%")])["kanban-plugin"] == "basic"
    lanes = re.findall(r"^## (.+)$", body, re.M)
    assert lanes and len(lanes) == len(set(lanes))
    for ln in body.split("---\n", 2)[2].splitlines():
        assert ln == "" or ln.startswith(("## ", "- [ ] ", "- [x] ")) or ln == "**Complete**", ln
    for c in re.findall(r"^- \[[ x]\] (.*)$", body, re.M):
        assert "\n" not in c and not c.startswith(" ")
        assert all(re.fullmatch(r"\d{4}-\d\d-\d\d", x) for x in re.findall(r"(?<!@)@\{([^}]*)\}", c))
        assert all(re.fullmatch(r"\d\d:\d\d", x) for x in re.findall(r"@@\{([^}]*)\}", c))
        assert all(re.fullmatch(r"#[a-z0-9][a-z0-9/-]*", t) for t in re.findall(r"(?<!\S)#[^\s<]+", c)), c
    if doc.kind == "brief":
        assert lanes[:2] == ["Brief", "NET-new"] and "Sources read" in lanes and "To verify" in lanes
        assert ("**Complete**" in body) == any(e.resolved for e in doc.entries)
    else:
        assert lanes[1:] == [f"§{k} {v}" for k, v in doc.sections.items()]


HANT_ONLY = set("簡檔錨淨條來驗實險節態過遙據")


def check_chat(text: str, doc: facts.Doc) -> None:
    assert not HANT_ONLY & set(text)
    title, rule, *_ = text.split("\n")
    assert title.startswith(f"群聊「{facts.TOPIC} 简报组」") and set(rule) == {"="}
    heads = re.findall(r"^(\S+)  (\d{4}-\d\d-\d\d \d\d:\d\d)$", text, re.M)
    if doc.kind == "living":
        assert not heads and text.count("【置顶】") == 1
        return
    assert heads[0][0] == doc.instance and {a for a, _ in heads} >= {doc.instance} and len({a for a, _ in heads}) > 1
    assert [t for _, t in heads] == sorted(t for _, t in heads)
    quotes = re.findall(r"^> 回复 ([^\s：]+)：(.+)$", text, re.M)
    assert len(quotes) == 2
    posts = text.split("\n\n")
    for who, q in quotes:  # a reply quotes an earlier post of the author it answers
        i = next(k for k, p in enumerate(posts) if f"> 回复 {who}：{q}" in p)
        assert any(p.startswith(who + "  ") and q in p for p in posts[:i])
    assert re.search(r"\d 条主增量", text) and "可引用 arXiv 号列表" in text and "本棒检查过的来源" in text
    assert not re.search(r"^\s*([-*+|]|\d+\.) ", text, re.M)  # running prose, no list or table


CHECKS = {"psql_report": check_psql, "email": check_email, "kanban": check_kanban, "chat_hans": check_chat}


@pytest.mark.parametrize("layout", NAMES)
def test_well_formed_in_its_format(zoo, layout):
    for d in facts.DOCS:
        CHECKS[layout](raw(zoo, layout, d), d)


def test_every_layout_has_a_format_check():
    assert set(CHECKS) == set(NAMES)


def test_make_is_deterministic(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    write_all(a)
    write_all(b)
    fa = sorted(p.relative_to(a) for p in a.rglob("*") if p.is_file())
    fb = sorted(p.relative_to(b) for p in b.rglob("*") if p.is_file())
    assert fa == fb and len(fa) == len(NAMES) * (len(facts.DOCS) + 1)
    assert all((a / p).read_bytes() == (b / p).read_bytes() for p in fa)
    assert write_zoo(tmp_path / "c", NAMES[0]).read_text(encoding="utf-8") == (a / NAMES[0] / "key.toml").read_text(
        encoding="utf-8"
    )
