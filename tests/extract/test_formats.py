"""Formats and the stages before the readers: a format from its extension and content, one
document tree whatever the format, text folded before matching, the kind by content and by the
user's path rules, numbers and dates in words, and formats kgraph cannot parse refused in one
line (the CLI exits non-zero and writes nothing)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from kgraph.errors import DocumentError
from kgraph.extract import detect_kind, extract, extract_text, formats, read_file
from kgraph.extract.fold import fold
from kgraph.extract.inspect import coverage
from kgraph.extract.lexicon import Lexicon
from kgraph.extract.recognise import date_in_words, number_words

MARKDOWN = """# Inference brief — 2026-10-05

## What is new
- **RingSpec** (arXiv:2609.05118) — Status: NET-new. Key figures: 2.2× decode throughput
- **FlowKV** (arXiv:2609.05200) — already anchored on Aug 17

## To verify
1. RingSpec speedup measured on one GPU only (2609.05118), risk: high
"""

HTML = """<!DOCTYPE html>
<html><head><title>Inference brief 2026-10-05</title><meta name="author" content="ana"></head>
<body>
<h2>What is new</h2>
<table>
<tr><th>Name</th><th>arXiv</th><th>Status</th><th>Speedup</th></tr>
<tr><td>RingSpec</td><td><a href="https://arxiv.org/abs/2609.05118">2609.05118</a></td><td>NET-new</td><td>2.2×</td></tr>
</table>
<h2>To verify</h2>
<ol><li>RingSpec speedup on one GPU only (2609.05118), risk: high</li></ol>
</body></html>
"""

ORG = """#+TITLE: Inference brief 2026-10-05
#+AUTHOR: ana

* What is new
** RingSpec :new:
:PROPERTIES:
:ARXIV: 2609.05118
:END:
- 2.2× decode throughput
* To verify
- RingSpec speedup on one GPU only (2609.05118), risk: high
"""


def _items(doc):
    return {m.key: m for m in doc.mentions if m.role not in ("text", "card-ref")}


@pytest.mark.parametrize(
    ("name", "data", "fmt"),
    [("brief.md", MARKDOWN, "markdown"), ("brief.html", HTML, "html"), ("brief.org", ORG, "org")],
)
def test_one_brief_in_three_formats_reads_the_same(name, data, fmt):
    assert formats.detect(data.encode(), name) == fmt
    doc = extract(data, f"inbox/ana/2026-10-05-{name}")
    ring = _items(doc)["2609.05118"]
    assert (doc.kind, doc.date.isoformat(), ring.name, ring.status) == ("brief", "2026-10-05", "RingSpec", "new")
    assert any(f.value == 2.2 for c in ring.claims for f in c.figures)
    assert [(e.items, e.risk) for e in doc.entries] == [(["2609.05118"], "high")]


def test_every_line_cites_the_file_as_written():
    """Pandoc's tree has no line numbers: each node is found in the source, so file:line holds."""
    doc, lines = extract_text(HTML, "inbox/ana/2026-10-05-brief.html")
    source = HTML.split("\n")
    ring = _items(doc)["2609.05118"]
    assert "RingSpec" in source[ring.line - 1]
    assert "one GPU" in source[doc.entries[0].line - 1]
    assert [line.raw for line in lines] == source  # inspect shows the file's own lines


def test_a_docx_is_read_through_pandoc(tmp_path):
    import pypandoc

    out = tmp_path / "2026-10-05-brief.docx"
    pypandoc.convert_text(MARKDOWN, "docx", format="md", outputfile=str(out))
    doc = read_file(out, tmp_path)
    assert _items(doc)["2609.05118"].name == "RingSpec"


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        (b"%PDF-1.7 ...", "a PDF file"),
        (b"\x89PNG\r\n\x1a\n....", "a PNG image"),
        (b"PK\x03\x04not really a zip", "damaged zip"),
    ],
)
def test_a_format_kgraph_cannot_parse_is_refused_in_one_line(data, problem):
    with pytest.raises(DocumentError) as err:
        extract(data, "inbox/ana/x.bin")
    assert problem in str(err.value) and "\n" not in str(err.value)


def test_inspect_of_an_unreadable_format_says_so_and_exits_non_zero(tmp_path):
    pdf = tmp_path / "brief.pdf"
    pdf.write_bytes(b"%PDF-1.4 not text")
    done = subprocess.run(
        [sys.executable, "-m", "kgraph.cli", "inspect", str(pdf)], capture_output=True, text=True, check=False
    )
    assert done.returncode != 0
    assert done.stderr.strip().count("\n") == 0 and "cannot parse" in done.stderr
    assert not list(tmp_path.glob(".kgraph*"))


def test_a_utf16_fragment_in_a_utf8_file_is_refused_naming_its_line():
    data = b"# brief\nline two\n" + "pasted from elsewhere\n".encode("utf-16-le") + b"more\n"
    with pytest.raises(DocumentError, match="line 3: UTF-16 text inside a UTF-8 file"):
        extract(data, "inbox/ana/x.md")


def test_fold_reads_traditional_chinese_and_full_width_forms_but_keeps_the_text():
    assert fold("預消化簡報 待核實 錨入") == "预消化简报 待核实 锚入"
    assert fold("ＮＥＴ－ｎｅｗ ① 显著") == "NET-new ① 显著"  # circled numbers kept; simplified text untouched
    text = "inference · E1 預消化簡報（2026-09-02）\n增量 1：RingSpec（arXiv:2609.05118）\n"
    doc, lines = extract_text(text, "inbox/ana/2026-09-02-a.md")
    assert doc.kind == "brief" and _items(doc)["2609.05118"].name == "RingSpec"
    assert lines[0].raw.startswith("inference · E1 預消化簡報")  # the document's own text for display


def test_register_entries_of_a_traditional_brief_keep_the_script_they_were_written_in():
    text = (
        "# 多模態每日簡報（2026年12月11日）\n\n- 撰寫：ravi\n- 主題：multimodal\n\n本次：主增量 1 條。\n\n"
        "## 新增\n\n- ClipStream（2612.21458）：新增，首個 token 延遲 180 毫秒。\n\n"
        "## 待核實清單\n\n"
        "1. 【待核實】（已解決）風險：低｜相關：LumaVision 3｜LumaVision 3 基準腳本（12月10日提出）：已於倉庫公開，結果已重現。\n"
        "2. 【待核實】風險：高｜OmniTok 內部評測集仍未公開，\n   實驗室以外仍無人能重現其提升。\n"
        "3. 【待核實】風險：中｜AudioBridge 延遲數字未見原文。\n\n"
        "（ravi，2026年12月11日）\n"
    )
    doc = extract(text, "inbox/ravi/2026-12-11-brief.md")
    texts = [e.text for e in doc.entries]
    assert len(texts) == 3, texts
    assert "基準腳本" in texts[0] and "已於倉庫公開" in texts[0] and "已重現" in texts[0]  # not 脚本, 于, 重现
    assert "無人能重現" in texts[1]  # a wrapped entry: its second line as written too
    assert [e.resolved for e in doc.entries] == [True, False, False]  # （已解決） in a cell of its row
    assert not any("ravi" in t for t in texts)  # the signature after the last entry is no part of it


def test_kind_comes_from_content_not_the_title():
    titled_otherwise = (
        "# Speculative decoding notes\n\n## NET-new\n- RingSpec 2609.05118 NET-new\n\n## To verify\n- a\n"
    )
    assert detect_kind(titled_otherwise, "notes/x.md") == "brief"
    assert detect_kind("# 投机解码日报\n增量 1：RingSpec（2609.05118）\n", "x.md") == "brief"
    assert detect_kind("# Speculative decoding notes\n\nRingSpec 2609.05118\n", "notes/x.md") == "document"


def test_path_rules_give_kind_instance_topic_and_date(tmp_path):
    config = tmp_path / "kgraph.toml"
    config.write_text(
        '[paths."team/ana/*.md"]\nkind = "brief"\ninstance = "ana"\ntopic = "serving"\ndate = 2026-10-05\n',
        encoding="utf-8",
    )
    lex = Lexicon.load(None, config=config)
    doc = extract("Some notes\n\n- RingSpec 2609.05118\n", "team/ana/notes.md", lexicon=lex)
    assert (doc.kind, doc.instance, doc.topic, doc.date.isoformat()) == ("brief", "ana", "serving", "2026-10-05")
    other = extract("Some notes\n", "team/ben/notes.md", lexicon=lex)
    assert other.kind == "document" and other.instance is None


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('[paths."a/*"]\nkind = "memo"\n', "kind must be one of"),
        ('[paths."a/*"]\ndate = "tomorrow"\n', "is not YYYY-MM-DD"),
        ('[paths."a/*"]\nwho = "x"\n', "give some of"),
    ],
)
def test_a_bad_path_rule_is_one_line_naming_the_file(tmp_path, text, problem):
    config = tmp_path / "kgraph.toml"
    config.write_text(text, encoding="utf-8")
    with pytest.raises(DocumentError, match=problem) as err:
        Lexicon.load(None, config=config)
    assert str(config) in str(err.value)


def test_ingest_reads_the_path_rules_beside_the_store(tmp_path, runner):
    from kgraph.cli import cli

    (tmp_path / "team").mkdir()
    (tmp_path / "team" / "notes.md").write_text(
        "Notes\n\n## NET-new\n- RingSpec 2609.05118 NET-new\n", encoding="utf-8"
    )
    (tmp_path / "kgraph.toml").write_text('[paths."team/*"]\nkind = "brief"\ndate = 2026-10-05\n', encoding="utf-8")
    store = tmp_path / ".kgraph"
    result = runner.invoke(cli, ["--store", str(store), "ingest", str(tmp_path / "team")], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    result = runner.invoke(cli, ["--store", str(store), "new", "--format", "json"], catch_exceptions=False)
    assert "2609.05118" in result.output


def test_numbers_and_dates_in_words():
    assert number_words("本棒净增两件，邻接六条") == "本棒净增2件，邻接6条"
    assert number_words("Four new papers") == "4 new papers"
    assert number_words("§1.3 KV Cache") == "§1.3 KV Cache"
    assert date_in_words("Inference brief, October 5th, 2026").isoformat() == "2026-10-05"
    assert date_in_words("二〇二六年十月五日 简报").isoformat() == "2026-10-05"
    assert date_in_words("增量 1 日 2609.01234") is None  # no year written: no date guessed
    doc = extract("# Brief\n\nWe list four new papers today.\n\n## NET-new\n- A 2609.00001\n", "inbox/a/2026-10-05.md")
    assert [(c.what, c.value) for c in doc.counts] == [("new-arxiv", 4)]


def test_markdown_dialects_read_as_their_meaning():
    text = (
        "---\ntitle: Inference brief\ndate: 2026-10-05\nauthor: ana\n---\n\n## New\n"
        "- [[2609.05118|RingSpec]] #new — 2.2× decode\n- [[2609.05200|FlowKV]] #anchored/2026-08-17\n\n"
        "> [!warning] RingSpec speedup measured on one GPU only\n> Concerns 2609.05118.\n"
    )
    doc, lines = extract_text(text, "inbox/ana/2026-10-05-a.md")
    items = _items(doc)
    assert (doc.title, doc.date.isoformat()) == ("Inference brief", "2026-10-05")
    assert (items["2609.05118"].name, items["2609.05118"].status) == ("RingSpec", "new")
    assert (items["2609.05200"].status, str(items["2609.05200"].status_date)) == ("anchored", "2026-08-17")
    (entry,) = doc.entries
    assert entry.line == 11 and entry.items == ["2609.05118"] and "one GPU" in entry.text
    assert coverage(doc, lines).unattached == []


def test_import_stays_cheap():
    code = "import sys, kgraph.extract; print(sorted(m for m in ('markdown_it','opencc_purepy','dateparser','cn2an','pypandoc') if m in sys.modules))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_formats_are_found_by_content_when_the_name_says_nothing():
    assert formats.detect(HTML.encode(), "export") == "html"
    assert formats.detect(ORG.encode(), "brief.txt") == "org"
    assert formats.detect(b"\\documentclass{article}\n", "x") == "latex"
    assert formats.detect(MARKDOWN.encode(), "brief") == "text"


def test_paths_of_every_format_are_walked(tmp_path):
    from kgraph.files import iter_files

    for name in ("a.md", "b.html", "c.org", "d.rst", "e.docx", "f.png"):
        Path(tmp_path / name).write_text("x", encoding="utf-8")
    assert sorted(p.name for p, _ in iter_files([tmp_path])) == ["a.md", "b.html", "c.org", "d.rst", "e.docx"]


def test_every_format_the_reader_knows_is_found_in_a_folder_and_has_a_reader():
    from kgraph.extract import formats
    from kgraph.extract.formats.pandoc import READERS
    from kgraph.files import DOCUMENT_SUFFIXES

    known = {suffix for suffix in formats.EXTENSIONS if suffix}
    assert known == set(DOCUMENT_SUFFIXES)
    own = formats.TEXT_FORMATS | {
        "csv",
        "tsv",
        "email",
        "slack",
        "mbox",
        "feed",
        "tiddlywiki",
        "bbcode",
        "gemtext",
        "ms",
        "freemind",
        "texinfo",
        "siyuan",
        "xmind",
        "fodt",
        "xlsx",
        "yaml",
        "toml",
        "webvtt",
        "canvas",
        "taskpaper",
        "ass",
        "discord-html",
        "jsonl",
        "element",
        "bibtex",
        "keep",
        "ical",
        "ods",
    }  # read by kgraph itself, not pandoc
    assert {f for f in formats.EXTENSIONS.values() if f not in own} <= set(READERS)


def test_a_path_to_a_document_in_any_format_kgraph_reads_is_a_path():
    """`Baseline: organized/knowledge/retrieval.rtf` names the baseline as `….md` would."""
    from kgraph import patterns as P

    for suffix in (s for s in formats.EXTENSIONS if s):
        path = f"organized/knowledge/retrieval{suffix}"
        assert [m.group(0) for m in P.PATH.finditer(f"Baseline: {path} (version 03-09)")] == [path], suffix


def test_a_notebook_and_a_sheet_are_read(tmp_path):
    import json as _json

    notebook = {
        "nbformat": 4,
        "nbformat_minor": 5,
        "metadata": {},
        "cells": [
            {
                "cell_type": "markdown",
                "metadata": {},
                "source": ["# inference · brief · 2026-10-05\n", "\n", "Author: tom\n"],
            },
            {
                "cell_type": "markdown",
                "metadata": {},
                "source": [
                    "## NET-new items\n",
                    "\n",
                    "- **RingSpec** (arXiv:2610.01111): NET-new, §1.1, 1.5× throughput\n",
                ],
            },
        ],
    }
    doc = extract(_json.dumps(notebook, indent=1), "inbox/tom/2026-10-05-inference-brief.ipynb")
    assert doc.instance == "tom" and "2610.01111" in {m.key for m in doc.mentions if m.role == "increment"}
    table = "Work,arXiv,Status,Section\nRingSpec,2610.01111,NET-new,§1.1\nPageMux,2610.02222,anchored 2026-10-01,§1.3\n"
    doc = extract(table, "inbox/tom/2026-10-05-items.csv")
    got = {m.key: m.status for m in doc.mentions if m.role not in ("text", "card-ref")}
    assert got.get("2610.01111") == "new" and got.get("2610.02222") == "anchored", got


def test_a_word_processor_table_keeps_its_cells_paragraphs_apart():
    html = (
        "<html><body><h1>Increments</h1><table>"
        "<tr><td><p>Work</p></td><td><p>Status / section</p></td></tr>"
        "<tr><td><p>MuonLite</p><p>arXiv:2612.11834</p><p>Orthogonalised momentum at a\ntenth of the cost</p></td>"
        "<td><p>NET-new</p><p>§1.2 Optimizers</p></td></tr></table></body></html>"
    )
    from kgraph.extract.formats.pandoc import view as pandoc_view

    view = pandoc_view(html.encode(), html, "html", "brief.html")
    row = next(line for line in view.lines if "MuonLite" in line)
    assert "MuonLite · arXiv:2612.11834 · Orthogonalised momentum at a tenth of the cost" in row


JIRA = """h1. Vision brief — 2026-12-09

h2. What is new

||Work||Link||Section||Status||
|PatchMerge-V|[arXiv:2612.20317|https://arxiv.org/abs/2612.20317]|§1.1 Vision Encoders|NET-new|

h2. To verify

* PatchMerge-V token reduction measured on one benchmark only (2612.20317), risk: high
"""

DOKUWIKI = """====== Vision brief — 2026-12-09 ======

===== What is new =====

^ Work ^ arXiv ^ Section ^ Status ^
| PatchMerge-V | [[https://arxiv.org/abs/2612.20317|2612.20317]] | §1.1 Vision Encoders | NET-new |

===== To verify =====

  * PatchMerge-V token reduction measured on one benchmark only (2612.20317), risk: high
"""


@pytest.mark.parametrize(("text", "suffix", "fmt"), [(JIRA, ".jira", "jira"), (DOKUWIKI, ".dokuwiki", "dokuwiki")])
def test_wiki_markup_is_read_through_pandoc_by_suffix_or_by_content(text, suffix, fmt):
    assert formats.detect(text.encode(), f"brief{suffix}") == fmt
    assert formats.detect(text.encode(), "brief.txt") == fmt  # a wiki page saved as text
    doc = extract(text, f"inbox/ana/2026-12-09-vision-brief{suffix}")
    items = _items(doc)
    assert list(items) == ["2612.20317"]  # a link's text and target name one work once
    assert items["2612.20317"].name == "PatchMerge-V"
    assert items["2612.20317"].status == "new"
    assert items["2612.20317"].section == "1.1"
    assert [e.items for e in doc.entries] == [["2612.20317"]]


def test_markdown_with_a_setext_underline_is_not_taken_for_a_wiki_page():
    text = "Brief\n=====\n\n== not a heading ==\n\nh1. once\n"
    assert formats.detect(text.encode(), "brief.txt") == "text"


def test_reference_style_links_are_one_mention_each_and_their_definitions_go():
    text = """# Vision brief — 2026-12-09

## What is new
- **PatchMerge-V** ([arXiv:2612.20317][pm]) — NET-new, §1.1

## arXiv ids
**New:** [2612.20317][2612.20317], [2612.22690]

[pm]: https://arxiv.org/abs/2612.20317
[2612.20317]: https://arxiv.org/abs/2612.20317
[2612.22690]: https://arxiv.org/abs/2612.22690
"""
    doc, lines = extract_text(text, "inbox/ana/2026-12-09-vision-brief.md")
    listed = [m.key for m in doc.mentions if m.role == "arxiv-list"]
    assert sorted(listed) == ["2612.20317", "2612.22690"]  # not the id twice: link text and target
    item = next(m for m in doc.mentions if m.role == "increment")
    assert (item.key, item.name, item.line) == ("2612.20317", "PatchMerge-V", 4)
    assert not [m for m in doc.mentions if m.line >= 10]  # the definitions are the links' targets


def test_a_link_whose_text_and_target_name_one_id_is_one_mention():
    from kgraph.extract.tree import link

    assert link("arXiv:2612.20317", "https://arxiv.org/abs/2612.20317") == "arXiv:2612.20317"
    assert link("PatchMerge-V", "https://arxiv.org/abs/2612.20317") == "PatchMerge-V (https://arxiv.org/abs/2612.20317)"


def test_a_details_block_is_a_part_headed_by_its_summary():
    text = """# Vision brief 2026-12-09

### Increments

#### 1. PatchMerge-V ([arXiv:2612.20317](https://arxiv.org/abs/2612.20317)) · NET-new

- Section: §1.1 Vision Encoders

<details>
<summary>Carried over / anchored (1)</summary>

| Work | Link | Section | Status |
|---|---|---|---|
| ClipStream | [arXiv:2612.21458](https://arxiv.org/abs/2612.21458) | §1.2 Video | anchored 2026-12-01 |

</details>

<details>
<summary>Adjacent / candidates (1)</summary>

- **FrameSkip-LM** ([arXiv:2612.24581](https://arxiv.org/abs/2612.24581)), adjacent: skips redundant frames

</details>
"""
    doc = extract(text, "inbox/kestrel/2026-12-09-vision-brief.md")
    got = sorted((m.key, m.role, m.status, m.name) for m in doc.mentions if m.role in ("increment", "adjacent"))
    assert got == [
        ("2612.20317", "increment", "new", "PatchMerge-V"),
        ("2612.21458", "increment", "anchored", "ClipStream"),
        ("2612.24581", "adjacent", "adjacent", "FrameSkip-LM"),
    ]
    assert not [m for m in doc.mentions if m.name and "Carried over" in m.name]  # the summary is no item


ORG_REGISTER = """#+TITLE: inference brief 2026-10-07
#+AUTHOR: spark

* NET-new
- PrefixFlow (arXiv:2610.04567): NET-new, §1.3 KV cache.
- KVShard (arXiv:2610.02345): NET-new, §1.3 KV cache.

* To verify
** TODO [#A] Check 1
:PROPERTIES:
:RISK:  high
:ITEMS: 2610.02345
:END:
The GitHub release of KVShard is still unconfirmed.

** DONE [#C] Check 2
:PROPERTIES:
:RISK:  low
:ITEMS: 2610.04567
:END:
PrefixFlow artifact check: the code is public, closed.
"""

CALLOUT_REGISTER = """# inference brief 2026-10-05

## NET-new

- **FlashDecode-X** [[2610.01234]]: NET-new, §1.1 Kernels.

## Open questions

> [!warning] To verify · risk medium
> The throughput figure comes from the authors' own benchmark; hardware details need a PDF check.
> Concerns: [[2610.01234]]
"""


def test_a_register_entry_titled_only_by_its_number_or_state_says_what_its_body_says():
    org = extract(ORG_REGISTER, "inbox/spark/2026-10-07-inference-brief.org")
    got = [(e.label, e.text, e.items, e.risk, e.resolved) for e in org.entries]
    assert got == [
        ("Check 1", "The GitHub release of KVShard is still unconfirmed.", ["2610.02345"], "high", False),
        # org's DONE keyword settles it; the body is its text though it reads like a `Label: value`
        ("Check 2", "PrefixFlow artifact check: the code is public, closed.", ["2610.04567"], "low", True),
    ]
    [entry] = extract(CALLOUT_REGISTER, "inbox/tom/2026-10-05-inference-brief.md").entries
    assert entry.text.startswith("The throughput figure comes from") and entry.risk == "medium"
    assert entry.items == ["2610.01234"] and entry.text.count("throughput figure") == 1


def test_a_date_field_in_the_header_is_the_documents_date():
    """AsciiDoc's header renders `Baseline: … as of 2026-10-04` above `Date: 2026-10-05`: the
    field that says it is the date wins over the first date in the header."""
    text = (
        "= warehouse daily brief\nann <ann@example.org>\nv20270309, 2027-03-09: daily\n"
        ":baseline: organized/knowledge/warehouse.md as of 2027-03-08\n\n== NET-new\n\n"
        "* BinPacker (arXiv:2703.01111): NET-new, §1.2\n"
    )
    doc = extract(text.encode(), "inbox/ann/warehouse-brief.adoc")
    assert str(doc.date) == "2027-03-09"


def test_a_panel_titled_with_its_risk_under_the_register_is_an_entry():
    """Jira's `{panel:title=Risk medium — (!) open}`: the title states the risk, the body what
    is to be checked (even when it opens `Name: …`); each panel is an entry of its own."""
    text = (
        "h1. warehouse brief 2027-03-09\n\nh2. NET-new\n\n* *BinPacker* (arXiv:2703.01111) — NET-new, §1.2\n\n"
        "h2. To verify\n\n{panel:title=Risk medium — (!) open}\nBinPacker: the code is not public yet\n{panel}\n\n"
        "{panel:title=Risk low — (!) open}\nThe load factor comes from one warehouse only\n{panel}\n"
    )
    doc = extract(text.encode(), "inbox/ann/2027-03-09-warehouse-brief.jira")
    assert [(e.risk, "code is not public" in e.text) for e in doc.entries] == [("medium", True), ("low", False)]
