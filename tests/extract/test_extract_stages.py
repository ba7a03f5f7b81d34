"""Each extraction stage on its own: segment, lexicon, recognise, assemble's names and limits."""

from __future__ import annotations

import datetime as dt

import pytest

from kgraph.errors import DocumentError
from kgraph.extract import extract
from kgraph.extract import recognise as R
from kgraph.extract.assemble import MAX_CLAIMS_PER_LINE, MAX_FIGURES, MAX_FIGURES_PER_LINE, figures_in, name_near
from kgraph.extract.lexicon import Lexicon, default
from kgraph.extract.segment import canonical_lines, segment

HEAD = "inference · E1 预消化简报（2026-09-05）\n"

# ---------------------------------------------------------------- segment


@pytest.mark.parametrize("glyph", ["-", "*", "•", "·", "◦", "+", "1.", "1)", "(1)", "①"][:9])
def test_list_glyphs_become_one_bullet(glyph):
    [line] = canonical_lines(f"  {glyph} 要点内容", "brief")
    assert line.text == "  - 要点内容" and line.raw == f"  {glyph} 要点内容"


def test_numbers_keep_their_meaning_in_notes():
    [line] = canonical_lines("2) TokenWeave", "inbox_note")
    assert line.text == "2. TokenWeave"


@pytest.mark.parametrize(
    "written",
    [
        "Source: a",
        "Source：a",
        "**Source:** a",
        "**Source**: a",
        "- Source — a",
        "来源: a",
        "**来源：** a",
        "SOURCES: a",
    ],
)
def test_field_labels_in_any_form_become_the_canonical_label(written):
    [line] = canonical_lines(written, "brief")
    assert line.text.lstrip("- ") == "来源: a"


def test_an_unknown_label_and_a_bold_title_are_left_alone():
    lines = canonical_lines("Hardware: 8×H100\n**ChunkPilot** (arXiv:2609.01877)", "brief")
    assert [line.text for line in lines] == ["Hardware: 8×H100", "**ChunkPilot** (arXiv:2609.01877)"]


@pytest.mark.parametrize("heading", ["【增量】", "**增量**", "Part 2: 增量", "Part II — 增量"])
def test_heading_styles_become_part_headings(heading):
    [line] = canonical_lines(heading, "brief")
    assert line.text == "一、增量" and line.kind == "heading"


def test_whitespace_and_tab_tables_become_pipe_rows_and_columns_are_put_in_order():
    text = "名称        状态      建议节\nFA-4        本次新增  §1.1\nMoonCache   候选      §1.3"
    lines = canonical_lines(text, "brief")
    assert [line.text for line in lines] == [
        "| 名称 | 建议节 | 状态 |",
        "| FA-4 | §1.1 | 本次新增 |",
        "| MoonCache | §1.3 | 候选 |",
    ]
    tabs = canonical_lines("名称\t状态\nFA-4\t本次新增", "brief")
    assert [line.text for line in tabs] == ["| 名称 | 状态 |", "| FA-4 | 本次新增 |"]


def test_prose_with_double_spaces_is_not_a_table():
    text = "这是一段  说明文字  没有表头\n第二行  也是  说明"
    assert [line.text for line in canonical_lines(text, "brief")] == text.split("\n")


def test_pipe_table_columns_in_any_order_read_the_same():
    a = "| arXiv 号 | 论文 | 状态 |\n|---|---|---|\n| 2609.01234 | ShardKV | 9-01 已锚入 |"
    b = "| 状态 | 论文 | arXiv 号 |\n|---|---|---|\n| 9-01 已锚入 | ShardKV | 2609.01234 |"
    assert [x.text for x in canonical_lines(a, "brief")] == [x.text for x in canonical_lines(b, "brief")]


def test_block_tree_holds_items_under_headings():
    text = "# T\n## Sources\n- inbox/a/2026-09-01-x.md\n## New items\n增量 1：X（arXiv:2609.00001）\n来源: y\n"
    _, roots = segment(text, "brief")
    [title] = roots
    assert [c.title for c in title.children] == ["Sources", "New items"]
    item = title.children[1].children[0]
    assert item.kind == "item" and item.lines == [6]


# ---------------------------------------------------------------- recognise


@pytest.mark.parametrize(
    "written",
    [
        "2026-09-05",
        "2026/9/5",
        "2026年9月5日",
        "5 Sep 2026",
        "Sep 5, 2026",
        "September 5 2026",
        "9月5日",
        "9-5",
        "09-05",
        "9/5",
        "Sep 5",
        "5-Sep-2026",
        "九月五日",
    ],
)
def test_dates_in_every_form(written):
    assert R.first_date(f"已锚入 {written}", dt.date(2026, 9, 19)) == dt.date(2026, 9, 5)


def test_chinese_numeral_dates_need_a_month_and_a_day():
    assert R.first_date("十一月三十日錨入", dt.date(2026, 12, 3)) == dt.date(2026, 11, 30)
    assert R.canonical_dates("第十二月") == "第十二月" and R.canonical_dates("三十日") == "三十日"


def test_a_short_date_takes_the_year_of_the_document_and_december_is_last_year():
    assert R.first_date("12-30", dt.date(2027, 1, 3)) == dt.date(2026, 12, 30)


def test_fractions_and_paths_are_not_dates():
    assert (
        R.canonical_dates("3/4 的请求 · inbox/jay/2026-09-05-a.md · 1/2×")
        == "3/4 的请求 · inbox/jay/2026-09-05-a.md · 1/2×"
    )


@pytest.mark.parametrize(
    "written",
    [
        "2505.11329",
        "arXiv:2505.11329v2",
        "arXiv 2505.11329",
        "https://arxiv.org/abs/2505.11329v2",
        "https://arxiv.org/pdf/2505.11329v3.pdf",
        "https://arxiv.org/html/2505.11329",
    ],
)
def test_ids_in_every_form(written):
    assert [key for key, _, _ in R.arxiv_ids(f"见 {written}。")] == ["2505.11329"]


@pytest.mark.parametrize(
    ("before", "after", "low", "high"),
    [
        ("净增 ", " 件", 3, 3),
        ("约 ", " 件", 2, 4),
        ("about ", " papers", 2, 4),
        ("", "+ 件", 3, None),
        ("", " 余件", 3, None),
        ("至少 ", " 件", 3, None),
        ("at least ", " ids", 3, None),
        ("", " 个（A、B、C 等）", 3, None),
    ],
)
def test_counts_are_ranges_when_approximate(before, after, low, high):
    got = R.count_range(3, before, after)
    assert (got.low, got.high, got.approximate) == (low, high, (low, high) != (3, 3))


def test_a_clause_about_another_brief_is_not_this_briefs_count():
    own = dt.date(2026, 9, 7)
    assert R.speaks_of_other_document("承接 9-06 stephen 棒（3 条主增量）", own)
    assert R.speaks_of_other_document("the previous brief listed 4 increments", own)
    assert not R.speaks_of_other_document("增量条数: 1 条主增量 + 1 条邻接", own)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("卡时通信约占单步时长的 20%", "unknown"),
        ("与论文 1.28×", "unknown"),
        ("控制在 38 ms", "unknown"),
        ("P99 TTFT 降低 33%", "ttft"),
        ("1.28× 端到端延迟降低", "latency"),
        ("显存降低 30%", "memory"),
        ("精度 97%", "accuracy"),
        ("batch 2.1x", "batch"),
    ],
)
def test_a_figures_metric_is_a_short_noun_or_unknown(text, metric):
    [figure] = figures_in(text)
    assert figure.metric == metric


SENTENCE_WORDS = {"the", "a", "an", "of", "to", "in", "on", "by", "for", "with", "and", "or", "than", "vs", "is", "was"}


def test_no_metric_is_a_sentence_fragment_in_the_examples_and_samples(all_documents):
    for name, doc in all_documents:
        for m in doc.mentions:
            for c in m.claims:
                for f in c.figures:
                    labelled = c.text.lower().startswith(f.metric)  # `prefill graph 构建速度: … 3.8–5.2×`: its label
                    word = len(f.metric) <= 24 and " " not in f.metric.strip()
                    phrase = (  # `197.41 GB KV cache`: the noun phrase written after the figure
                        f.metric in c.text.lower()
                        and len(f.metric.split()) <= 4
                        and not SENTENCE_WORDS & set(f.metric.split())
                    )
                    assert f.metric == "unknown" or labelled or word or phrase, (name, f)


# ---------------------------------------------------------------- lexicon


def test_a_user_phrase_is_one_line_in_a_toml_file(tmp_path):
    text = HEAD + "增量 1：X（arXiv:2609.00001）\nVertrauen: medium\n"
    assert not extract(text, "inbox/tom/2026-09-05-b.md").mentions[0].confidence
    user = tmp_path / "lexicon.toml"
    user.write_text('[fields]\n"可信度" = ["Vertrauen"]\n', encoding="utf-8")
    doc = extract(text, "inbox/tom/2026-09-05-b.md", lexicon=Lexicon.load(user))
    inc = next(m for m in doc.mentions if m.role == "increment")
    assert inc.confidence == "medium"
    assert "Vertrauen" not in default().tables["fields"]["可信度"]  # the package lexicon is untouched


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("[fields\n", "not a valid lexicon"),
        ("[colours]\nred = ['x']\n", "unknown lexicon table [colours]"),
        ("[fields]\n\"来源\" = 'x'\n", "must be a list of non-empty strings"),
    ],
)
def test_a_bad_user_lexicon_is_one_clear_error(tmp_path, content, problem):
    user = tmp_path / "lexicon.toml"
    user.write_text(content, encoding="utf-8")
    with pytest.raises(DocumentError) as exc:
        Lexicon.load(user)
    assert str(user) in str(exc.value) and problem in str(exc.value)


# ---------------------------------------------------------------- names


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("- TokenWeave arXiv:2609.00768", "TokenWeave"),
        ("- 2609.00768 — TokenWeave — NET-new", "TokenWeave"),
        ("- TokenWeave（张量并行 · arXiv:2609.00768）", "TokenWeave"),
        ("1. **TokenWeave** (https://arxiv.org/abs/2609.00768v2)", "TokenWeave"),
        ("邻接: Albireo（2606.01927）8-19 已锚入 §1.1", "Albireo"),
        ("净增 2 件（2609.00768 TokenWeave / 2609.01234 ShardKV）", "TokenWeave"),
        ("沿用 5 件（2609.00768 / 2609.01234）", ""),
        ("- 2609.00768", ""),
    ],
)
def test_a_name_is_the_title_next_to_the_id_never_digits(text, name):
    key, start, end = R.arxiv_ids(text)[0]
    assert name_near(text, start, end) == name


def test_every_stored_name_is_a_real_title(all_documents):
    for name, doc in all_documents:
        for m in doc.mentions:
            if not m.name:
                continue
            assert not m.name.replace(".", "").isdigit(), (name, m.line, m.name)
            assert not R.arxiv_ids(m.name), (name, m.line, m.name)
            assert len(m.name) <= 60 and not any(p in m.name for p in "。；;，"), (name, m.line, m.name)


def test_every_item_with_a_source_line_has_it_in_its_lineage_and_its_claims(all_documents):
    for name, doc in all_documents:
        for m in doc.mentions:
            if m.role not in ("increment", "adjacent"):
                continue
            for src in m.sources:
                for c in m.claims:
                    assert any(s.startswith(src.path) for s in c.sources), (name, m.key, c.line, src.path)


# ---------------------------------------------------------------- limits (issue 13)


def test_a_line_of_figures_is_cut_with_a_warning_naming_the_line():
    text = HEAD + "增量 1【§1.3】X（arXiv:2608.14376）：y\n要点: " + "5% " * 5000 + "\n"
    doc = extract(text, "inbox/x/2026-09-05-a.md")
    figures = [f for m in doc.mentions for c in m.claims for f in c.figures]
    assert len(figures) == MAX_FIGURES_PER_LINE
    assert any(w.startswith("line 3: more than 32 figures on one line") for w in doc.warnings), doc.warnings


def test_glued_bullets_are_cut_per_line_and_figures_per_document():
    lines = "\n".join("要点: " + "- 吞吐 5% 5% " * 100 for _ in range(MAX_FIGURES // (2 * MAX_CLAIMS_PER_LINE) + 20))
    doc = extract(HEAD + "增量 1【§1.3】X（arXiv:2608.14376）：y\n" + lines, "inbox/x/2026-09-05-a.md")
    claims = [c for m in doc.mentions for c in m.claims]
    per_line: dict[int, int] = {}
    for c in claims:
        per_line[c.line] = per_line.get(c.line, 0) + 1
    assert max(per_line.values()) == MAX_CLAIMS_PER_LINE
    assert sum(len(c.figures) for c in claims) <= MAX_FIGURES
    assert any(w.startswith("line 3: more than 32 claims on one line") for w in doc.warnings), doc.warnings
    assert any("figures in the document" in w for w in doc.warnings)


def test_the_readme_lexicon_example_is_a_valid_user_lexicon(tmp_path):
    import re

    from ..conftest import ROOT

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"```toml\n# lexicon.toml\n(.*?)```", readme, re.S).group(1)
    user = tmp_path / "lexicon.toml"
    user.write_text(block, encoding="utf-8")
    lex = Lexicon.load(user)
    assert lex.label("Quelle") == "来源" and lex.column("Arbeit") == "name"
    assert lex.regex("status", "anchored").search("bereits verankert")


def test_section_names_only_where_a_section_is_named():
    text = (
        HEAD + "一、最重要的增量\n增量 1【§1.3 KV Cache 管理】X（arXiv:2609.00001）\n状态: 见 §1.2 调度讨论\n"
        "建议归入节: §1.5 投机解码\n三、可引用 arXiv 号列表\n"
        "| arXiv 号 | 标题 | 与 inference.md 关系 |\n|---|---|---|\n"
        "| 2605.29979 | Fingerprinting | 9-18锚定；建议归入 §1.1 vLLM/SGLang 安全段落 |\n"
        "| 2605.29639 | RTP-LLM | 9-18锚定；建议归入 §1.3 分布式推理 |\n"
    )
    doc = extract(text, "inbox/tom/2026-09-05-a.md")
    assert sorted((n.number, n.name) for n in doc.section_names) == [
        ("1.3", "KV Cache 管理"),  # the item's section bracket
        ("1.3", "分布式推理"),  # `建议归入 §1.3 …`: a section named where an item is put
        ("1.5", "投机解码"),  # a section field
    ]  # not §1.2 (prose in a status field), not `安全段落` (a paragraph of §1.1)
    rows = {m.key: m.section for m in doc.mentions if m.role == "arxiv-list"}
    assert rows == {"2605.29979": "1.1", "2605.29639": "1.3"}  # the number is still read


def test_no_paragraph_title_is_a_section_name_in_the_examples_and_samples(all_documents):
    names = [(name, n.line, n.name) for name, doc in all_documents for n in doc.section_names]
    assert names and not [x for x in names if x[2].endswith(("段落", "子节", "小节", "脚注"))]


def test_a_line_crowded_with_ids_is_cut_with_one_warning():
    from kgraph.extract.assemble import MAX_IDS_PER_LINE

    line = " ".join(f"2605.{n:05d}" for n in range(200))
    doc = extract(HEAD + "前言\n" + "\n".join([line] * 3), "inbox/x/2026-09-05-a.md")
    per_line = {}
    for m in doc.mentions:
        per_line[m.line] = per_line.get(m.line, 0) + 1
    assert per_line == {3: MAX_IDS_PER_LINE, 4: MAX_IDS_PER_LINE, 5: MAX_IDS_PER_LINE}
    assert [w for w in doc.warnings if "arXiv ids on one line" in w] == [
        f"line 3: more than {MAX_IDS_PER_LINE} arXiv ids on one line (and 2 more lines); the rest are not read"
    ]


def test_quotes_are_as_written_not_in_the_canonical_layout():
    text = (
        HEAD
        + "四、可引用 arXiv 号列表\n| 状态 | 论文 | arXiv 号 |\n|---|---|---|\n| 2026年9月3日 已锚入 | ShardKV | 2609.01234 |\n"
    )
    [row] = [m for m in extract(text, "inbox/tom/2026-09-05-a.md").mentions if m.role == "arxiv-list"]
    assert (row.status_date, row.name) == (dt.date(2026, 9, 3), "ShardKV")
    assert row.quote == "2026年9月3日 已锚入 | ShardKV | 2609.01234"


def test_ids_a_header_introduces_as_extra_adjacent_material_are_not_new():
    text = HEAD + "- 涉及 arXiv 号: 净增 1 件（2609.00001 Alpha）；另附邻接预备 1 件（2609.00002 Beta，不计入净增）\n"
    doc = extract(text, "inbox/tom/2026-09-05-a.md")
    assert {m.key: m.status for m in doc.mentions if m.role == "header"} == {
        "2609.00001": "new",
        "2609.00002": "adjacent",
    }


def test_a_document_over_the_quad_limit_is_refused_with_one_line(tmp_path, monkeypatch):
    from kgraph.api import KGraph
    from kgraph.graph import build

    brief = tmp_path / "inbox/tom/2026-09-05-a-e1prep.md"
    brief.parent.mkdir(parents=True)
    brief.write_text(HEAD + "一、增量\n增量 1：X（arXiv:2609.00001）\n要点: - 吞吐 5% - 延迟 3 ms\n", encoding="utf-8")
    quads = len(build.document_quads(extract(brief.read_bytes(), "inbox/tom/2026-09-05-a-e1prep.md")))
    monkeypatch.setattr(build, "MAX_QUADS", quads - 1)
    graph = KGraph(tmp_path / "store")
    report = graph.ingest([brief])
    assert [error for _, error in report.failed] == [
        f"inbox/tom/2026-09-05-a-e1prep.md: would make {quads:,} quads, over the {quads - 1:,} limit for one document"
    ]
    assert not report.ingested
    assert not (tmp_path / "store" / "oxigraph").exists()  # nothing written: not even an empty store
