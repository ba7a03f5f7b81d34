"""The zoo32 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (the Jira description cut into its
blocks and its inline markup taken off, the DokuWiki page likewise, the YAML loaded with PyYAML's
safe loader, the WebVTT transcript cut into its cues; see readers.py), and the keys parse."""

from __future__ import annotations

import re
import tomllib
from datetime import date, timedelta
from pathlib import Path

import pytest

from tests.zoo4 import make as zoo4_make
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo
from .readers import dokuwiki, flatten, jira, webvtt, yaml_doc

CARD = r"paper_cards/\d{4}-3303-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (Jira's and
# DokuWiki's marks, YAML's indicators, WebVTT's tag and reference marks, and the layouts' own joins)
MARKUP = set("|[]<>&*\"{}~\\^_#`@$=+%\t\n；、'·▪｜【】「」／◆▶•!Ø?")
SEQUENCES = ("::", ";;", "''", "//", "..", " - ", "> ", "--", ",,", "((", "))", "=>", "```", "://", "——", ": ")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("3303.86074", "injection height shift")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["3303.82639"],
        "new-but-anchored": [(facts.B2.stem, "3303.81528")],
        "duplicate-in-list": [(facts.B2.stem, "3303.83741")],
        "repeated-to-verify": {"3303.85963"},
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
            assert m.point and m.hans and m.hant and all(f.unit in W.UNIT_EN for f in m.figures)
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
            assert d.window == (f"{d.date - timedelta(days=1)} {facts.HANDOVER}", f"{d.date} {facts.HANDOVER}")
    days = [b.date for b in facts.BRIEFS]
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1] and facts.HANDOVER == "15:05"
    assert [b.instance for b in facts.BRIEFS] == ["potoroo", "tarsier", "axolotl"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2033 and d.date.month == 3 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "km", "g/m³", "kt", "hPa"} == set(W.UNIT_EN)
    assert set(W.UNIT_EN) == set(W.UNIT_HANS) == set(W.UNIT_HANT) == set(W.UNIT_SPOKEN) == set(W.UNIT_YAML)
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    ids = [w.arxiv for w in facts.WORKS.values() if w.arxiv]
    assert all(re.fullmatch(r"3303\.8\d{4}", i) for i in ids) and len(set(ids)) == len(ids) == 9
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem
    adjacent = [(d.stem, m.work) for d in facts.BRIEFS for m in d.mentions if m.status == "adjacent"]
    assert (facts.B3.stem, "3303.88296") in adjacent and all(m.work != "3303.88296" for m in facts.B1.mentions
                                                             + facts.B2.mentions + facts.LIVING.mentions)  # fmt: skip


def test_the_zoo_is_new():
    """Its topic, id prefix, instances, handover, month and works are no other zoo's."""
    others = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].glob("zoo*/facts.py")
                       if int(p.parent.name[3:] or 1) < 32)  # fmt: skip
    assert f'"{facts.TOPIC}"' not in others and '"3303.' not in others and "date(2033, 3" not in others
    assert f'HANDOVER = "{facts.HANDOVER}"' not in others and f'{facts.HANDOVER}")' not in others
    assert not any(f'"{b.instance}"' in others for b in facts.BRIEFS)
    assert not any(w.name in others for w in facts.WORKS.values())
    units = re.findall(r'Figure\([^()]*?"([^"]+)"', others)
    assert not {"km", "g/m³", "kt", "hPa"} & set(units)


# --- reading each format back (without kgraph: see readers.py) ------------------------------------


def seen(layout: str, d) -> str:
    out = LAYOUTS[layout].render(d)
    if layout == "jira_en":
        doc = jira(out)
        return doc.text + "\n" + "\n".join(u for u, _ in doc.links)
    if layout == "dokuwiki_hant":
        doc = dokuwiki(out)
        return doc.text + "\n" + "\n".join(u for u, _ in doc.links)
    if layout == "yaml_hans":
        return "\n".join(flatten(yaml_doc(out)))
    return webvtt(out).text


def _yaml_fig(f) -> list[str]:
    return [f"指标: {facts.METRIC_HANS[f.metric]}, 数值: {f.text}, 单位: {W.UNIT_YAML[f.unit]}"]


FIG = {"jira_en": lambda f: [W.fig_en(f)], "dokuwiki_hant": lambda f: [W.fig_hant(f)], "yaml_hans": _yaml_fig,
       "webvtt_en": lambda f: [W.fig_spoken(f)]}  # fmt: skip
DATE = {"jira_en": W.us_en, "dokuwiki_hant": W.zh_date, "yaml_hans": W.iso, "webvtt_en": W.us_en}
BASE = DATE
ANCHOR = {"jira_en": W.us_short, "dokuwiki_hant": W.zh_md, "yaml_hans": W.iso, "webvtt_en": W.month_day}
COUNTS = {"jira_en": W.counts_en, "dokuwiki_hant": W.counts_hant, "webvtt_en": W.counts_spoken,
          "yaml_hans": lambda c: ", ".join(f"{k}: {v}" for k, v in W.counts_yaml(c).items())}  # fmt: skip
IDS = {"jira_en": ", ", "dokuwiki_hant": "、", "yaml_hans": "、", "webvtt_en": ", "}
WINDOW = {
    "jira_en": lambda d: " → ".join(d.window),
    "dokuwiki_hant": lambda d: " 至 ".join(d.window),
    "yaml_hans": lambda d: "、".join(d.window),
    "webvtt_en": lambda d: f"from {facts.HANDOVER} on {W.month_day(d.baseline)} to {facts.HANDOVER} today",
}
EMPTY = {"jira_en": " (empty, nothing on this topic today)", "dokuwiki_hant": "（空白，今日無本主題內容）",
         "yaml_hans": ", 状态: 空（今日无本主题内容）", "webvtt_en": ", which was empty, nothing on this topic today"}  # fmt: skip
STATUS = {"jira_en": W.STATUS_EN, "dokuwiki_hant": W.STATUS_HANT, "yaml_hans": W.STATUS_HANS,
          "webvtt_en": W.STATUS_SPOKEN}  # fmt: skip
SECTION = {"jira_en": "§{}", "dokuwiki_hant": "§{}", "yaml_hans": "§{}", "webvtt_en": "section {}"}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"txt", "yaml", "vtt"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
    lang = mod.LANG
    for d in facts.DOCS:
        text = seen(layout, d)
        for m in d.mentions:
            w = facts.work(m)
            assert w.name in text, (layout, d.stem, m.work)
            assert layout == "webvtt_en" or W.url(m) in text  # a spoken link is only `in the chat`
            assert not w.arxiv or w.arxiv in text
            assert not m.section or SECTION[layout].format(m.section) in text, (layout, d.stem, m.work)
            assert all(any(x in text for x in FIG[layout](f)) for f in m.figures), (layout, d.stem, m.work)
            assert all(s in text for s in m.sources), (layout, d.stem, m.work)
            assert not m.anchored_on or ANCHOR[layout](m.anchored_on) in text, (layout, d.stem, m.work)
            point = {"zh-hans": m.hans, "zh-hant": m.hant}.get(lang, W.sentence(m.point))
            assert point in text, (layout, d.stem, m.work)
            if d.kind == "brief":
                assert STATUS[layout][m.status] in text, (layout, d.stem, m.status)
        assert all(s in text for s in d.sources), (layout, d.stem)
        for e in d.entries:
            words = {"zh-hans": (e.hans_text, e.hans), "zh-hant": (e.hant_text, e.hant)}.get(lang, (e.text, e.sentence))
            assert words[0] in text and words[1] in text, (layout, d.stem, e.text)
        table = {"zh-hans": facts.SECTIONS_HANS, "zh-hant": facts.SECTIONS_HANT}.get(lang)
        assert all((table[n] if table else n) in text for n in d.sections.values())
        assert facts.TOPIC in text and DATE[layout](d.date) in text
        if d.kind == "brief":
            assert COUNTS[layout](d.counts) in text, (layout, d.stem)
            assert facts.living_path(mod.EXT) in text and d.instance in text
            assert BASE[layout](d.baseline) in text
            assert WINDOW[layout](d) in text
            assert IDS[layout].join(d.new_ids) in text, (layout, d.stem)  # as written, a repeated id included
            assert all(f"{s}{EMPTY[layout]}" in text for s in d.empty_sources)
            # the key's baseline: the path as written in the document zoo4's key writer reads
            assert facts.living_path(mod.EXT) in mod.render(d)


# --- Jira ---------------------------------------------------------------------------------------


def test_jira_descriptions_are_wiki_markup():
    for d in facts.DOCS:
        doc = jira(LAYOUTS["jira_en"].render(d))
        assert {W.url(m): W.label(m) for m in d.mentions}.items() <= set(doc.links)
        assert set(m_ for s in d.mentions for m_ in s.sources) <= set(doc.codes)
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            heads = [(2, f"Daily brief: {facts.TOPIC}, {W.us_en(d.date)}"), (3, "Sources checked"),
                     (3, f"{W.STATUS_EN['new']} ({len(new)})"), (3, "Carried over and anchored")]  # fmt: skip
            heads += [(3, "Adjacent, not for the living document yet")] if side else []
            assert doc.headings == heads + [(3, "To verify"), (3, "Citable arXiv IDs")]
            (panel, ids) = doc.blocks
            assert panel[0] == "panel" and panel[1].startswith("title=Relay hand-over|")
            assert panel[2][:3] == [f"Written by: {d.instance}", f"Window: {d.window[0]} → {d.window[1]}",
                                    f"Baseline: {facts.living_path('txt')}, version of {W.us_en(d.baseline)}"]  # fmt: skip
            assert ids[0] == "noformat" and ids[2][0] == f"NET-new: {', '.join(d.new_ids)}"
            assert doc.mentions == [d.instance, d.instance] and doc.rules == 1
            numbered = [t for marks, t in doc.items if marks == "#"]
            assert numbered == [f"{facts.work(m).name} ({W.label(m)})" for m in new]
            assert sum(marks == "#*" for marks, _ in doc.items) == sum(4 + len(m.figures) for m in new)
            carried, register = doc.tables
            assert carried[0] == (True, ["Item", "Link", "Section", "Status", "Note"])
            assert [r[1][0] for r in carried[1:]] == [facts.work(m).name for m in old]
            assert [r[1][3] for r in carried[1:]] == [W.carried_en(m) for m in old]
            assert [r[1][2] for r in register[1:]] == ["resolved" if e.resolved else "open" for e in d.entries]
            assert [r[1][3] for r in register[1:]] == [f"{e.sentence}." for e in d.entries]
        else:
            assert doc.headings == [(2, f"{facts.TOPIC} living document")] + [
                (3, W.section_en(d, k)) for k in d.sections]  # fmt: skip
            assert [b[0] for b in doc.blocks] == ["quote"] and not doc.tables and not doc.mentions
            tops = [t.split(" (")[0] for marks, t in doc.items if marks == "*"]
            assert tops == [facts.work(m).name for m in d.mentions]


# --- DokuWiki -----------------------------------------------------------------------------------


def test_dokuwiki_pages_are_wiki_text():
    for d in facts.DOCS:
        doc = dokuwiki(LAYOUTS["dokuwiki_hant"].render(d))
        assert doc.macros == ["NOTOC"] and len(doc.footnotes) == 1
        assert {W.url(m): W.label_hant(m) for m in d.mentions}.items() <= set(doc.links)
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert doc.headings[0] == (1, f"{facts.TOPIC} 每日簡報")
            level2 = [t.split("、", 1)[1] for n, t in doc.headings if n == 2]
            assert level2 == ["本輪讀過的來源", "淨增", "續用與已錨入", *(["鄰接（暫不進活文件）"] if side else []),
                              "待核實", "可引用 arXiv 編號"]  # fmt: skip
            assert [t for n, t in doc.headings if n == 3] == [
                f"{k}. {facts.work(m).name}" for k, m in enumerate(new, 1)
            ]
            assert doc.plugins == [("WRAP", "round box"), ("note", "")]
            assert doc.tags == [facts.TOPIC, "每日簡報", "接力"] and doc.rules == 1
            sources = [t for depth, mark, t in doc.items if depth == 1 and mark == "*"][: len(d.sources)]
            assert sources == [s + (LAYOUTS["dokuwiki_hant"].EMPTY if W.empty(d, s) else "") for s in d.sources]
            cards, (carried, register) = doc.tables[: len(new)], doc.tables[len(new) :]
            for table, m in zip(cards, new, strict=True):
                assert all(r[0][0] and not r[1][0] for r in table)  # vertical headers
                assert [r[0][1] for r in table] == [
                    "連結",
                    "建議歸入",
                    "可信度",
                    *(["數據"] if m.figures else []),
                    "來源",
                ]
                assert table[-1][1][1].split("\n") == list(m.sources)
            assert all(h for h, _ in carried[0]) and [r[0][1] for r in carried[1:]] == [facts.work(m).name for m in old]
            assert [r[3][1] for r in carried[1:]] == [W.carried_zh(m, W.STATUS_HANT) for m in old]
            assert [r[2][1] for r in register[1:]] == ["已解決" if e.resolved else "未解決" for e in d.entries]
        else:
            assert doc.headings == [(1, f"{facts.TOPIC} 活文件")] + [
                x for k in d.sections for x in [(2, W.section_hant(d, k))] + [
                    (3, facts.work(m).name) for m in d.mentions if m.section == k]]  # fmt: skip
            assert not doc.tables and not doc.plugins and doc.tags == [facts.TOPIC, "活文件"]


# --- YAML ---------------------------------------------------------------------------------------


def test_yaml_briefs_are_what_pyyaml_emits():
    mod = LAYOUTS["yaml_hans"]
    for d in facts.DOCS:
        raw = mod.render(d)
        data = yaml_doc(raw)
        assert raw.startswith(f"# 由 {mod.GENERATOR} 生成") and "\n---\n" in raw
        for w in {facts.work(m) for m in d.mentions if facts.work(m).arxiv}:
            assert f"'{w.arxiv}'" in raw  # quoted: plain, it would load as a float
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert list(data) == ["标题", "主题", "日期", "撰写", "时间窗", "基线", "涉及章节", "计数", "读过的来源",
                                  "条目", "待核实", "新增arXiv号", "沿用arXiv号", "交接"]  # fmt: skip
            assert data["日期"] == d.date and data["基线"] == {"路径": facts.living_path("yaml"), "版本": d.baseline}
            assert data["撰写"] == data["交接"] == {"实例": d.instance, "时间": facts.HANDOVER}
            assert re.search(r"^撰写: &(id\d+)$", raw, re.M).group(1) == re.search(
                r"^交接: \*(id\d+)$", raw, re.M
            ).group(1)
            assert "时间: '15:05'" in raw  # quoted: plain, YAML 1.1 reads 15:05 as 905
            assert data["计数"] == W.counts_yaml(d.counts) and data["新增arXiv号"] == list(d.new_ids)
            assert [(s["路径"], s["状态"]) for s in data["读过的来源"]] == [
                (s, mod.EMPTY if W.empty(d, s) else mod.READ) for s in d.sources]  # fmt: skip
            items = data["条目"]
            assert [i["名称"] for i in items] == [facts.work(m).name for m in new + old + side]
            assert [i["状态"] for i in items] == [W.STATUS_HANS[m.status] for m in new + old + side]
            for i, m in zip(items, new + old + side, strict=True):
                assert i.get("arXiv") == facts.work(m).arxiv and i.get("锚定日期") == m.anchored_on
                assert i.get("来源", []) == list(m.sources) and i["要点"] == m.hans
                assert i.get("数据", []) == [{"指标": facts.METRIC_HANS[f.metric], "数值": f.value,
                                              "单位": W.UNIT_YAML[f.unit]} for f in m.figures]  # fmt: skip
            assert [e["说明"] for e in data["待核实"]] == [f"{e.hans}。\n" for e in d.entries]
            assert raw.count("  说明: |\n") == len(d.entries)  # literal block scalars
            keep = [m for m in old if facts.work(m).arxiv]
            assert [(x["arXiv"], x.get("锚定日期")) for x in data["沿用arXiv号"]] == [
                (facts.work(m).arxiv, m.anchored_on) for m in keep]  # fmt: skip
        else:
            assert data["版本"] == d.date and data["说明"].endswith("\n")
            assert [s["编号"] for s in data["章节"]] == [f"§{k}" for k in d.sections]
            assert [i["名称"] for s in data["章节"] for i in s["条目"]] == [facts.work(m).name for m in d.mentions]


# --- WebVTT -------------------------------------------------------------------------------------


def test_vtt_transcripts_are_webvtt():
    mod = LAYOUTS["webvtt_en"]
    arxiv = re.compile(r"3303\.\d{5}")
    for d in facts.DOCS:
        vtt = webvtt(mod.render(d))
        assert len(vtt.notes) == 1 and "Tidied by" in vtt.notes[0]
        assert all(re.fullmatch(r"[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/\d+-\d+", c.ident) for c in vtt.cues)
        assert len({c.ident.split("/")[0] for c in vtt.cues}) == 1
        assert all(len(c.voices) == 1 and not c.settings and c.end - c.start < 15 for c in vtt.cues)
        assert all(a.end <= b.start for a, b in zip(vtt.cues, vtt.cues[1:], strict=False))  # one speaker at a time
        voices = [c.voices[0] for c in vtt.cues]
        lead = "\n".join(c.text for c in vtt.cues if c.voices[0] == mod.LEAD)
        assert lead and not arxiv.search(lead) and not any(w.name in lead for w in facts.WORKS.values())
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert vtt.header == f"{facts.TOPIC} hand-over" and set(voices) == {d.instance, mod.LEAD}
            said = [c.text for c in vtt.cues if c.voices[0] == d.instance]
            assert (
                said[0] == f"Thanks. Hi all, this is {d.instance} with the {facts.TOPIC} brief for {W.us_en(d.date)}."
            )
            numbered = [t for t in said if t.startswith("Net new number ")]
            assert numbered == [f"Net new number {W.NUMBER_WORDS[n]}: {facts.work(m).name}, {W.label_spoken(m)}."
                                for n, m in enumerate(new, 1)]  # fmt: skip
            assert said[-1] == f"That's the hand-over from {d.instance}, {facts.HANDOVER}."
            assert [t for t in said if t.startswith("Number ")] == [
                f"Number {W.NUMBER_WORDS[n]}, {W.RISK_EN[e.risk]} risk, {'resolved' if e.resolved else 'still open'}."
                for n, e in enumerate(d.entries, 1)]  # fmt: skip
        else:
            assert vtt.header == f"{facts.TOPIC} living document" and set(voices) == {mod.EDITOR, mod.LEAD}
            heads = [c.text for c in vtt.cues if re.match(r"(First|Next), section ", c.text)]
            assert heads == [f"{'Next' if n else 'First'}, {W.section_spoken(d, k)}." for n, k in enumerate(d.sections)]


# --- keys ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("layout", NAMES)
def test_the_key_parses_and_names_the_written_documents(layout: str, tmp_path):
    key_path = write_zoo(tmp_path, layout)
    assert zoo4_make.get.__module__ == "tests.zoo4.renderers"  # the layout lookup is put back
    assert zoo4_make.rendered.__module__ == "tests.zoo4.make"  # and the document reader
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
    assert entries == {"zh-hans": {"单次喷发", "风场文件"}, "zh-hant": {"單次噴發", "風場檔案"}}.get(
        LAYOUTS[layout].LANG, {"single eruption", "wind fields"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo32 key for renderer {layout};")
    brief = (key_path.parent / f"{facts.B1.stem}.{ext}").read_bytes()
    assert brief.decode("utf-8") == LAYOUTS[layout].render(facts.B1)  # written as rendered, UTF-8
    assert b"\r" not in brief and not brief.startswith(b"\xef\xbb\xbf")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_and_units_are_the_zoos_own():
    assert W.us_en(date(2033, 3, 22)) == "March 22, 2033" and W.us_short(date(2033, 3, 9)) == "Mar 9"
    assert W.zh_date(date(2033, 3, 22)) == "2033年3月22日" and W.zh_md(date(2033, 3, 9)) == "3月9日"
    assert W.month_day(date(2033, 3, 17)) == "March 17" and W.iso(date(2033, 3, 9)) == "2033-03-09"
    shift = facts.B1.mentions[0].figures[0]
    assert W.value_en(shift) == "2.4 km" and W.fig_en(shift) == "Injection height shift: 2.4 km"
    assert W.fig_hans(shift) == "注入高度偏移 2.4 千米" and W.fig_hant(shift) == "注入高度偏移 2.4 公里"
    assert W.fig_spoken(shift) == "The injection height shift is 2.4 kilometers."
    ash = facts.B1.mentions[1].figures[0]
    assert W.value_en(ash) == "0.6 g/m³" and W.value_spoken(ash) == "0.6 grams per cubic meter"
    mass = facts.B1.mentions[2].figures[0]
    assert W.value_en(mass) == "310 kt" and W.value_hant(mass) == "310 千噸" and W.value_spoken(mass) == "310 kilotons"
    level = facts.B2.mentions[0].figures[0]
    assert W.value_en(level) == "35 hPa" and W.value_hans(level) == "35 百帕"
    speed = facts.B2.mentions[2].figures[0]
    assert W.value_en(speed) == "3.8×" and W.value_hans(speed) == "3.8倍" and W.value_spoken(speed) == "3.8 times"
    assert (
        W.counts_spoken(facts.B1.counts)
        == "three net new, three of them with new arXiv IDs, one adjacent and two carried over"
    )
