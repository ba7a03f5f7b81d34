"""Records wherever a document writes them: definition lists, wrapped table rows, a paragraph
of prose about one work, a name after the sentence that introduces it, an item's bare lines."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract
from kgraph.extract.common import name_after_sentence


def _works(doc, roles=("increment", "adjacent", "header", "text")):
    return {m.key: m for m in doc.mentions if m.role in roles}


HEAD = "# retrieval · brief · 2026-11-02\n\nAuthor: ada\n\n"


def test_a_definition_list_gives_fields_a_part_and_section_names():
    text = HEAD + (
        "Baseline\n: `organized/knowledge/retrieval.md` (2026-11-01 version)\n\n"
        "Declared increments\n: 2\n\n"
        "§1.2\n: Rerankers\n\n"
        "To verify 1 (risk: high)\n: RerankLite: measured on a single GPU only\n: concerns 2611.02468; open\n\n"
        "Sources checked\n: `inbox/kim/2026-11-02T0930-rerank-notes.md`\n: `work-queue.md`\n"
    )
    doc = extract(text, "inbox/ada/2026-11-02-retrieval-brief.md")
    assert doc.baseline_path == "organized/knowledge/retrieval.md"
    assert [(c.what, c.value) for c in doc.counts] == [("increments", 2)]
    assert [(s.number, s.name) for s in doc.section_names] == [("1.2", "Rerankers")]
    assert [(e.risk, e.items) for e in doc.entries] == [("high", ["2611.02468"])]
    cited = {s.path for s in doc.sources if s.status != "baseline"}
    assert cited == {"inbox/kim/2026-11-02T0930-rerank-notes.md", "work-queue.md"}


def test_a_row_without_id_or_name_continues_the_row_above():
    text = HEAD + (
        "## Items\n\n"
        "| Work | Reference | Status | § | Anchored on | Figures | Sources |\n"
        "|---|---|---|---|---|---|---|\n"
        "| RerankLite | arXiv:2611.02468 | NET-new | 1.2 | | speedup: 2.3× | `inbox/kim/a.md` |\n"
        "| | | | | | nDCG@10: 1.8 points | `paper_cards/2041-2611-02468.md` |\n"
        "| PolarEmbed | arXiv:2611.01234 | carried over | 1.1 | 2026-10-28 | | |\n"
        "| QueryDistill | arXiv:2611.05791 | adjacent | | | | |\n"
    )
    works = _works(extract(text, "inbox/ada/2026-11-02-retrieval-brief.md"))
    rerank = works["2611.02468"]
    assert rerank.section == "1.2"
    assert {s.path for s in rerank.sources} == {"inbox/kim/a.md", "paper_cards/2041-2611-02468.md"}
    assert sorted((f.value, f.unit) for c in rerank.claims for f in c.figures) == [(1.8, "points"), (2.3, "×")]
    polar = works["2611.01234"]
    assert (polar.status, polar.status_date, polar.section) == ("carried-over", dt.date(2026, 10, 28), "1.1")
    assert (works["2611.05791"].status, works["2611.05791"].role) == ("adjacent", "adjacent")


def test_a_paragraph_about_one_work_is_its_record():
    text = (
        "# Inference brief, October 5, 2026\n\n"
        "tom wrote this brief on October 5, 2026. In all we count 1 NET-new arXiv id.\n\n"
        "The first NET-new item is FlashDecode-X (arXiv 2610.01234), a split-K decode kernel, which we\n"
        "suggest for §1.1 Inference kernels. It reports 2.2× throughput. Our notes on it are in\n"
        "inbox/jay/2026-10-05-notes.md.\n\n"
        "We also noticed TokenWeave (arXiv 2609.18842), already anchored in §1.1 on Oct 1. Our notes\n"
        "on it are in inbox/jay/2026-10-05-notes.md.\n"
    )
    works = _works(extract(text, "inbox/tom/2026-10-05-inference-brief.md"))
    flash = works["2610.01234"]
    assert (flash.name, flash.status, flash.section, flash.role) == ("FlashDecode-X", "new", "1.1", "increment")
    assert [(f.value, f.unit) for c in flash.claims for f in c.figures] == [(2.2, "×")]
    assert [s.path for s in flash.sources] == ["inbox/jay/2026-10-05-notes.md"]
    weave = works["2609.18842"]
    assert (weave.name, weave.status, weave.status_date) == ("TokenWeave", "anchored", dt.date(2026, 10, 1))


def test_a_paragraph_goes_on_after_a_line_that_ends_a_sentence():
    # the wrap joins `… kernel` onto the item's line; `… throughput.` ends a sentence, so the next
    # line is not joined, but it is still the item's paragraph and its file the item's source
    text = (
        "# Inference brief, October 6, 2026\n\n"
        "We carry over FlashDecode-X (arXiv 2610.01234) from an earlier brief; it is a split-K kernel\n"
        "for long contexts and belongs in §1.1 Inference kernels. It reports 2.8× throughput.\n"
        "Confidence is medium-high. Our notes on it are in inbox/jay/2026-10-06-notes.md.\n\n"
        "Files read: inbox/spark/2026-10-06-llm-infra.md\n"
    )
    doc = extract(text, "inbox/jay/2026-10-06-inference-brief.md")
    flash = _works(doc)["2610.01234"]
    assert (flash.status, flash.section) == ("carried-over", "1.1")
    assert [s.path for s in flash.sources] == ["inbox/jay/2026-10-06-notes.md"]
    assert "record of FlashDecode-X" in doc.taken[5]


def test_a_paragraph_naming_two_works_is_nobody_s_record():
    text = HEAD + (
        "We compared KVShard (arXiv 2610.02345) with PagedKV-Lite (arXiv 2609.20117) for §1.3 and\n"
        "found 38% less memory. Notes are in inbox/jay/2026-10-05-notes.md.\n"
    )
    works = _works(extract(text, "inbox/ada/2026-11-02-retrieval-brief.md"))
    assert not any(m.section or m.claims or m.sources for m in works.values())


def test_a_name_is_what_ends_the_sentence_that_introduces_it():
    assert name_after_sentence("The second NET-new item is KVShard") == "KVShard"
    assert name_after_sentence("we also noticed TokenWeave") == "TokenWeave"
    assert name_after_sentence("the net-new arxiv ids of this brief are") == ""
    assert name_after_sentence("vLLM v0.31.0 release") == "vLLM v0.31.0 release"  # a title, no sentence


def test_an_item_s_bare_lines_give_its_status_section_and_date():
    text = HEAD + (
        "## Items\n\n"
        "- ShardQ arXiv 2611.03579\n  anchored\n  Oct 30\n  §1.3 Index Compression\n"
        "- QueryDistill arXiv 2611.05791\n  adjacent\n"
    )
    works = _works(extract(text, "inbox/ada/2026-11-02-retrieval-brief.md"))
    shard = works["2611.03579"]
    assert (shard.status, shard.status_date, shard.section) == ("anchored", dt.date(2026, 10, 30), "1.3")
    assert (works["2611.05791"].status, works["2611.05791"].role) == ("adjacent", "adjacent")


def test_a_baseline_in_any_document_format_is_read():
    for line in (
        "本簡報的基線活文件：organized/knowledge/inference.txt（2026-10-05 版）",
        ":Baseline: ``organized/knowledge/retrieval.rst`` (2026-11-01)",
    ):
        body = "\n## NET-new items\n\n- RerankLite (arXiv:2611.02468): NET-new, §1.2\n"
        doc = extract(HEAD + line + "\n" + body, "inbox/ada/2026-11-02-retrieval-brief.md")
        assert doc.baseline_path and doc.baseline_path.startswith("organized/knowledge/"), line


def test_a_plain_text_outline_with_key_equals_value_fields():
    text = (
        "RETRIEVAL BRIEF\n================\ndate = 2026-11-02\nauthor = ada\n\n"
        "1) Declared counts\n   increments = 2\n   new_arxiv = 1\n\n"
        "2) Items\n"
        "   2.1) RerankLite\n      arxiv = 2611.02468\n      status = new\n      section = 1.2\n"
        "      figure = 2.3× (latency speedup)\n      from = inbox/kim/notes.md\n"
        "   2.2) ShardQ\n      arxiv = 2611.03579\n      status = not-anchored\n"
        "   2.3) QueryDistill\n      arxiv = 2611.05791\n      status = adjacent\n"
    )
    doc = extract(text, "inbox/ada/2026-11-02-retrieval-brief.txt")
    assert doc.instance == "ada" and {(c.what, c.value) for c in doc.counts} == {("increments", 2), ("new-arxiv", 1)}
    works = _works(doc)
    rerank = works["2611.02468"]
    assert (rerank.name, rerank.status, rerank.section, rerank.role) == ("RerankLite", "new", "1.2", "increment")
    assert [s.path for s in rerank.sources] == ["inbox/kim/notes.md"]
    assert [(f.value, f.unit) for c in rerank.claims for f in c.figures] == [(2.3, "×")]
    assert works["2611.03579"].status == "not-anchored"
    assert (works["2611.05791"].status, works["2611.05791"].role) == ("adjacent", "adjacent")
    assert len({m.label for m in doc.mentions if m.role in ("increment", "adjacent")}) == 3  # one label each


def test_tags_in_an_item_s_bracket_give_its_status_and_date():
    text = HEAD + (
        "二、增量\n"
        "【增量 1｜§1.2 Rerankers｜本棒净增】RerankLite（arXiv:2611.02468）\n  要点：distilled reranker。\n"
        "【沿用件｜§1.1 Dense Retrievers｜沿用（10-28 锚定）】PolarEmbed（arXiv:2611.01234）\n  要点：baseline。\n"
        "【沿用件｜§1.3 Index Compression｜10-30 已锚入】ShardQ（arXiv:2611.03579）\n  要点：compression。\n"
    )
    works = _works(extract(text, "inbox/ada/2026-11-02-retrieval-brief.md"))
    got = {k: (m.name, m.status, m.status_date, m.section) for k, m in works.items()}
    assert got == {
        "2611.02468": ("RerankLite", "new", None, "1.2"),
        "2611.01234": ("PolarEmbed", "carried-over", dt.date(2026, 10, 28), "1.1"),
        "2611.03579": ("ShardQ", "anchored", dt.date(2026, 10, 30), "1.3"),
    }


def test_an_outline_s_top_items_that_name_parts_are_its_parts():
    text = (
        "type:: brief\ntopic:: [[training]]\ndate:: [[Dec 3rd, 2026]]\ninstance:: [[mira]]\n\n"
        "- Increments\n"
        "\t- [[MuonLite]]\n\t  arxiv:: 2612.11834\n\t  status:: new\n\t  section:: §1.2 Optimizers\n"
        "\t  sources:: inbox/otto/2026-12-03-notes.md\n"
        "\t\t- Orthogonalised momentum\n\t\t- speedup vs AdamW: 1.35×\n"
        "- Anchored and carried over\n"
        "\t- [[FP6-Train]]\n\t  arxiv:: 2612.13375\n\t  status:: anchored\n\t  anchored:: [[Nov 30th, 2026]]\n"
        "- To verify\n\t- DONE FP6-Train throughput (abstract only): confirmed in the PDF\n"
    )
    doc = extract(text, "inbox/mira/2026-12-03-training-brief.md")
    assert (doc.topic, doc.instance, doc.date) == ("training", "mira", dt.date(2026, 12, 3))
    works = _works(doc)
    muon = works["2612.11834"]
    assert (muon.name, muon.status, muon.section) == ("MuonLite", "new", "1.2")
    assert [s.path for s in muon.sources] == ["inbox/otto/2026-12-03-notes.md"]
    assert [(f.value, f.unit) for c in muon.claims for f in c.figures] == [(1.35, "×")]
    fp6 = works["2612.13375"]
    assert (fp6.status, fp6.status_date) == ("anchored", dt.date(2026, 11, 30))
    assert [e.resolved for e in doc.entries] == [True]


def test_a_figure_written_in_table_cells_under_an_item():
    from kgraph.extract.readers.items import row_figure

    assert row_figure("| speedup vs AdamW | 1.35 | × |") == "speedup vs AdamW: 1.35×"
    assert row_figure("| MMLU gain | 2.7 | points |") == "MMLU gain: 2.7 points"
    assert row_figure("| Metric | Value | Unit |") is None
    assert row_figure("| 2612.11834 | MuonLite | new |") is None


def test_tex_math_in_a_latex_brief_is_the_sign_it_means():
    from kgraph.extract.formats.pandoc import _math

    assert _math(r"\times") == "×" and _math(r"\sim") == "~" and _math(r"52.3\,\%") == "52.3 %"


MAIL = (
    "From: mira <mira@briefs.example.org>\nTo: list@example.org\n"
    "Subject: [training] Daily brief for Thu 3 Dec 2026\nDate: Thu, 03 Dec 2026 21:12:40 +0000\n"
    "Content-Type: text/plain; charset=utf-8\n\n"
    "Hi all,\n\nCounts: 2 increments, 2 new arXiv IDs.\n\n"
    "1) MuonLite -- arXiv:2612.11834, NET-new, suggest §1.2 Optimizers\n   (confidence high).\n\n"
    "   otto wrote in inbox/otto/2026-12-03-notes.md:\n   > 1.35x speedup vs AdamW\n\n"
    "2) CurriculumDrop -- arXiv:2612.12096, NET-new, suggest §2.1 Data\n   Curation (confidence medium).\n\n"
    "Already anchored / carried over:\n"
    " - FP6-Train (arXiv:2612.13375): anchored Nov 30, §1.3 Low-Precision\n\n"
    "Adjacent: DataMixer-2 (arXiv:2612.14510) -- learned data-mixture weights.\n"
)


def test_a_mail_s_headers_and_its_list_of_works():
    doc = extract(MAIL, "inbox/mira/2026-12-03-training-brief.eml")
    assert (doc.kind, doc.instance, doc.date) == ("brief", "mira", dt.date(2026, 12, 3))
    works = {m.key: m for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert {k: (m.status, m.section) for k, m in works.items() if k != "2612.14510"} == {
        "2612.11834": ("new", "1.2"),
        "2612.12096": ("new", "2.1"),
        "2612.13375": ("anchored", "1.3"),
    }
    assert works["2612.13375"].status_date == dt.date(2026, 11, 30)  # not `adjacent`: the next line is another work's
    assert [(f.value, f.unit) for c in works["2612.11834"].claims for f in c.figures] == [(1.35, "×")]
    lines = MAIL.split("\n")
    assert lines[works["2612.11834"].line - 1].startswith("1) MuonLite")  # lineage cites the file as written


def test_chinese_labels_with_english_values():
    text = (
        "# training 简报 · 2026-12-03\n\n- 作者：mira\n"
        "- 声明条数：主增量 1 · 邻接 1 · 净增 arXiv 1 · 沿用 1\n\n## 一、增量\n\n"
        "### 增量 1 · MuonLite\n\n- 链接：arXiv:2612.11834\n- 状态：new (NET-new)\n- 建议章节：§1.2 Optimizers\n\n"
        "## 二、已锚入 / 沿用\n\n| 作品 | arXiv | 状态 | 锚入日期 | 章节 |\n|---|---|---|---|---|\n"
        "| FlowShard | 2612.10423 | carried over | Nov 28 | §1.1 Parallelism |\n"
    )
    doc = extract(text, "inbox/mira/2026-12-03-training-brief.md")
    assert {(c.what, c.value) for c in doc.counts} == {
        ("increments", 1),
        ("adjacent", 1),
        ("new-arxiv", 1),
        ("carried-over", 1),
    }
    works = _works(doc, roles=("increment", "adjacent"))
    assert (works["2612.11834"].name, works["2612.11834"].section) == ("MuonLite", "1.2")
    flow = works["2612.10423"]
    assert (flow.name, flow.status, flow.status_date) == ("FlowShard", "carried-over", dt.date(2026, 11, 28))


def test_a_figure_under_a_label_kgraph_has_no_name_for_is_the_item_s():
    brief = HEAD + (
        "## Increments\n\n### MuonLite\n\narXiv: 2612.11834\n\nStatus: NET-new\n\nConfidence: high\n\n"
        "Speedup vs AdamW: 1.35×\n\nSources: inbox/otto/2026-12-03-notes.md\n"
    )
    works = _works(extract(brief, "inbox/ada/2026-11-02-retrieval-brief.md"), roles=("increment",))
    assert [(f.value, f.unit) for c in works["2612.11834"].claims for f in c.figures] == [(1.35, "×")]
    living = (
        "Training — living knowledge document\n====\n\nVersion: 2026-12-02\n\n§1.1 Parallelism\n----\n\n"
        "### FlowShard\n\narXiv: 2612.10423  \nAnchored: 2026-11-28  \nMFU: 52.3%  \nCard: paper_cards/3102-2612-10423.md\n"
    )
    doc = extract(living, "organized/knowledge/training.md")
    flow = next(m for m in doc.mentions if m.key == "2612.10423" and m.role == "living")
    assert [(f.value, f.unit) for c in flow.claims for f in c.figures] == [(52.3, "%")]
    assert [s.path for s in flow.sources] == ["paper_cards/3102-2612-10423.md"]


ZH_PROSE = """# vision 每日简报（2026年12月9日）

本期由 kestrel 撰写，基线活文档为 organized/knowledge/vision.md。本棒共有两条主增量。

第一条增量是 PatchMerge-V（arXiv 2612.20317），建议归入 §1.1 视觉编码器。视觉 token 削减 62%。来源为 inbox/nadia/2026-12-09-notes.md，属本次净增。第二条增量是 AudioBridge（arXiv 2612.22690），建议归入 §1.3 音频语言模型。相对级联流水线的加速 1.8 倍。来源为 inbox/ravi/2026-12-09-notes.md，属本次净增。

可引用 arXiv 号列表：本次净增 2612.20317、2612.22690。
"""


def test_a_paragraph_about_several_works_is_one_record_per_work():
    doc = extract(ZH_PROSE, "inbox/kestrel/2026-12-09-vision-brief.md")
    works = {m.key: m for m in doc.mentions if m.role == "increment"}
    assert sorted(works) == ["2612.20317", "2612.22690"]
    first, second = works["2612.20317"], works["2612.22690"]
    assert (first.status, first.section, second.status, second.section) == ("new", "1.1", "new", "1.3")
    assert [f.value for c in first.claims for f in c.figures] == [62.0]  # not the 1.8× of the next work
    assert [f.value for c in second.claims for f in c.figures] == [1.8]
    assert [s.path for s in first.sources] == ["inbox/nadia/2026-12-09-notes.md"]
    assert [s.path for s in second.sources] == ["inbox/ravi/2026-12-09-notes.md"]
    listed = [m.key for m in doc.mentions if m.line == 7]
    assert sorted(listed) == ["2612.20317", "2612.22690"]  # the list sentence names both: no record
    assert all(not m.claims and not m.section for m in doc.mentions if m.line == 7)


def test_a_sentence_that_names_a_work_only_at_its_end_is_not_its_record():
    filler = "与上一棒相比结构性差异在于调度层与缓存层的侧重不同而且两者互为补充" * 3
    text = ZH_PROSE.replace("第二条增量是 AudioBridge", filler + "，第二条增量是 AudioBridge", 1)
    doc = extract(text, "inbox/kestrel/2026-12-09-vision-brief.md")
    first = next(m for m in doc.mentions if m.key == "2612.20317" and m.line == 5)
    second = next(m for m in doc.mentions if m.key == "2612.22690" and m.line == 5)
    assert first.section == "1.1" and [f.value for c in first.claims for f in c.figures] == [62.0]
    assert second.section is None and not second.claims


def test_an_html_title_repeating_the_h1_does_not_turn_the_header_into_items():
    html = (
        "<!DOCTYPE html><html><head><title>vision brief, December 10, 2026 · Research Digest</title></head><body>"
        "<nav><a href='/'>Home</a></nav><h1>vision brief, December 10, 2026</h1>"
        "<ul><li>Window: 2026-12-09 22:00 → 2026-12-10 22:00</li><li>Declared: 1 increments</li></ul>"
        "<h2>Increments</h2><h3>ClipStream</h3><p>arXiv: 2612.21458</p><p>Status: NET-new</p></body></html>"
    )
    doc = extract(html, "inbox/nadia/2026-12-10-vision-brief.html")
    assert [(m.key, m.role, m.status) for m in doc.mentions if m.role == "increment"] == [
        ("2612.21458", "increment", "new")
    ]


def test_a_header_table_of_fields_gives_the_declared_counts_and_the_baseline():
    text = (
        "# multimodal 每日簡報（2026年12月9日）\n\n| 項目 | 內容 |\n| --- | --- |\n| 撰寫 | kestrel |\n"
        "| 基線活文件 | organized/knowledge/multimodal.md（12月8日版） |\n"
        "| 增量條數 | 3 條主增量＋1 條鄰接 |\n| 涉及 arXiv 號 | 淨增 3 件 |\n\n## 二、主增量\n\n"
        "| 作品 | arXiv | 狀態 |\n| --- | --- | --- |\n| PatchMerge-V | 2612.20317 | 本次淨增 |\n"
    )
    doc = extract(text, "inbox/kestrel/2026-12-09-multimodal-brief.md")
    assert sorted((c.what, c.value) for c in doc.counts) == [("adjacent", 1), ("increments", 3), ("new-arxiv", 3)]
    assert doc.baseline_path == "organized/knowledge/multimodal.md"


def test_a_count_of_the_items_carried_over_written_number_first():
    text = HEAD + (
        "Declared: 3 increments, 1 adjacent, 2 carried over\n\n## NET-new\n\n- 2611.02468 RerankLite — NET-new\n\n"
        "## Sources checked\n\n- inbox/kim/2026-11-02T0930-rerank-notes.md\n"
    )
    doc = extract(text, "inbox/ada/2026-11-02-retrieval-brief.md")
    assert ("carried-over", 2) in [(c.what, c.value) for c in doc.counts]


def test_a_register_entry_wrapped_onto_a_flush_left_line_is_one_entry():
    text = (
        "Vision brief 2026-12-09\n=======================\n\nIncrements\n==========\n\n"
        "* PatchMerge-V (arXiv:2612.20317)\n  Status:       NET-new\n\nTo verify\n=========\n\n"
        "* [OPEN] PatchMerge-V's gain is measured on an internal eval\nset that has not been released\n"
        "  Risk:         high\n"
    )
    doc = extract(text, "inbox/kestrel/2026-12-09-vision-brief.txt")
    assert [(e.text, e.risk) for e in doc.entries] == [
        ("[OPEN] PatchMerge-V's gain is measured on an internal eval set that has not been released", "high")
    ]


def test_a_prose_record_of_a_carried_over_work_is_an_item_not_a_second_entry_of_the_id_list():
    text = ZH_PROSE.replace(
        "\n可引用", "\n沿用的条目：GlimpseNet（arXiv 2612.19876）沿用，11月29日锚定，归 §1.1 视觉编码器。\n\n可引用"
    ).replace("2612.22690。", "2612.22690；沿用 2612.19876。")
    doc = extract(text, "inbox/kestrel/2026-12-09-vision-brief.md")
    glimpse = [(m.role, m.status, m.section) for m in doc.mentions if m.key == "2612.19876"]
    assert glimpse == [("increment", "carried-over", "1.1"), ("header", "carried-over", None)]


def test_a_name_keeps_none_of_the_icons_a_page_puts_around_it():
    from kgraph.patterns import normalise_name, without_icons

    assert without_icons("⚓ GlimpseNet") == "GlimpseNet"
    assert without_icons("↪️ OmniTok 🔗") == "OmniTok"
    assert without_icons("C++ Serving") == "C++ Serving"  # signs inside or of a name stay
    assert normalise_name("↪️ LumaVision 3") == normalise_name("LumaVision 3")  # one work, one key
    text = HEAD + "## NET-new\n\n- ⚓ **GlimpseNet** (arXiv:2612.19876) — NET-new, §1.1\n"
    assert [m.name for m in extract(text, "inbox/ada/2026-11-02-retrieval-brief.md").mentions] == ["GlimpseNet"]


def test_an_items_status_after_its_id_and_a_colon_is_read_with_its_date():
    text = (
        "推理预消化简报（2026-10-05）\n\n本次：主增量 1 条。\n\n二、本次增量\n"
        "增量 1【§1.3 KV Cache 管理】KVShard（arXiv:2610.02345）：跨张量并行分片 KV 缓存\n与活文档的关系：本次新增\n\n"
        "三、其余条目\n- TokenWeave（2609.18842）：10-01 已锚入 §1.1；通信与注意力内核融合；可信度：高\n"
    )
    doc = extract(text, "inbox/tom/2026-10-05-inference-brief.txt")
    [tw] = [m for m in doc.mentions if m.key == "2609.18842" and m.role == "increment"]
    assert (tw.status, tw.status_date) == ("anchored", dt.date(2026, 10, 1))  # not a new item: anchored on 10-01


def test_a_section_in_a_fixed_width_row_is_named_by_its_own_cell_only():
    from kgraph import patterns as P

    row = "2610.02345  KVShard        NEW     §1.3 KV cache     38% KV memory    medium-high"
    assert P.sections_with_names(row) == [("1.3", "KV cache", row.index("§"))]
    assert [n for _, n, _ in P.sections_with_names("-   vLLM v0.31.0 release  adjacent  §1.1     -      medium")] != [
        "-      medium"
    ]


def test_a_short_paragraph_a_status_labels_is_that_works_record():
    text = (
        "training brief 2026-12-03\n\nCounts: 1 increment, 1 adjacent.\n\nWhat is new:\n"
        " - MuonLite (arXiv:2612.11834): NET-new, §1.2 Optimisers\n\n"
        "Adjacent: DataMixer-2 (arXiv:2612.14510) -- learned data-mixture\nweights.\n"
    )
    doc = extract(text, "inbox/mira/2026-12-03-training-brief.txt")
    [dm] = [m for m in doc.mentions if m.key == "2612.14510" and m.role == "adjacent"]
    assert (dm.name, dm.status) == ("DataMixer-2", "adjacent")
