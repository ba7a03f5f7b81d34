"""The zoo33 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (the JSON loaded with Python's json
module, the TOML with tomllib, the SubRip transcript cut into its cues, the copied Mastodon thread
cut into its posts; see readers.py), and the keys parse."""

from __future__ import annotations

import json
import re
import tomllib
from datetime import date, datetime, time, timedelta
from pathlib import Path

import pytest

from tests.zoo4 import make as zoo4_make
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo
from .readers import HASHTAG, MENTION, flatten, json_doc, mastodon, srt, toml_doc, toot_length

CARD = r"paper_cards/\d{4}-3304-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (JSON's and TOML's
# string quotes and escapes, SubRip's speaker colon and tags, Mastodon's mention and hashtag
# marks, and the layouts' own joins and marks)
MARKUP = set('"\\<>@#|[]{}*_`~\t\n、：；·→§%×')
SEQUENCES = ("-->", "://", "CW:", "..", "  ", ": ", ",,", "''")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("3304.56872", "subsidence rate")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["3304.52438"],
        "new-but-anchored": [(facts.B2.stem, "3304.51327")],
        "duplicate-in-list": [(facts.B2.stem, "3304.53549")],
        "repeated-to-verify": {"3304.55761"},
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
            assert m.point and m.hans and m.hant and all(f.unit in W.UNIT_JSON for f in m.figures)
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
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1] and facts.HANDOVER == "19:40"
    assert [b.instance for b in facts.BRIEFS] == ["kakapo", "quetzal", "kinkajou"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2033 and d.date.month == 4 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "cm", "mm/yr", "ppm", "W/m"} == set(W.UNIT_JSON)
    assert set(W.UNIT_JSON) == set(W.UNIT_TOML) == set(W.UNIT_TOOT) == set(W.UNIT_SPOKEN)
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    ids = [w.arxiv for w in facts.WORKS.values() if w.arxiv]
    assert all(re.fullmatch(r"3304\.\d{5}", i) for i in ids) and len(set(ids)) == len(ids) == 9
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem
    adjacent = [(d.stem, m.work) for d in facts.BRIEFS for m in d.mentions if m.status == "adjacent"]
    assert (facts.B3.stem, "3304.58094") in adjacent and all(m.work != "3304.58094" for m in facts.B1.mentions
                                                             + facts.B2.mentions + facts.LIVING.mentions)  # fmt: skip


def test_the_zoo_is_new():
    """Its topic, id prefix, instances, handover, month and works are no other zoo's."""
    others = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].glob("zoo*/facts.py")
                       if int(p.parent.name[3:] or 1) < 33)  # fmt: skip
    assert f'"{facts.TOPIC}"' not in others and '"3304.' not in others and "date(2033, 4" not in others
    assert f'HANDOVER = "{facts.HANDOVER}"' not in others and f'{facts.HANDOVER}")' not in others
    assert not any(f'"{b.instance}"' in others for b in facts.BRIEFS)
    assert not any(w.name in others for w in facts.WORKS.values())
    units = re.findall(r'Figure\([^()]*?"([^"]+)"', others)
    assert not {"cm", "mm/yr", "ppm", "W/m"} & set(units)


# --- reading each format back (without kgraph: see readers.py) ------------------------------------


def seen(layout: str, d) -> str:
    out = LAYOUTS[layout].render(d)
    if layout == "json_en":
        return "\n".join(flatten(json_doc(out), ", "))
    if layout == "toml_hant":
        return "\n".join(flatten(toml_doc(out), "、"))
    if layout == "srt_hans":
        return "\n".join(c.text for c in srt(out))
    return "\n".join(p.text for p in mastodon(out))


FIG = {
    "json_en": lambda f: [f"metric: {f.metric}, value: {f.text}, unit: {W.UNIT_JSON[f.unit]}"],
    "toml_hant": lambda f: [f"指標: {facts.METRIC_HANT[f.metric]}, 數值: {f.text}, 單位: {W.UNIT_TOML[f.unit]}"],
    "srt_hans": lambda f: [W.fig_spoken(f)],
    "mastodon_en": lambda f: [W.fig_toot(f)],
}
DATE = {"json_en": W.iso, "toml_hant": W.iso, "srt_hans": W.zh_spoken, "mastodon_en": W.us_en}
BASE = DATE
ANCHOR = {"json_en": W.iso, "toml_hant": W.iso, "srt_hans": W.zh_spoken_md, "mastodon_en": W.us_short}
COUNTS = {
    "json_en": lambda c: ", ".join(f"{k}: {v}" for k, v in W.counts_json(c).items()),
    "toml_hant": lambda c: ", ".join(f"{k}: {v}" for k, v in W.counts_toml(c).items()),
    "srt_hans": W.counts_spoken,
    "mastodon_en": W.counts_toot,
}
IDS = {"json_en": ", ", "toml_hant": "、", "srt_hans": "、", "mastodon_en": ", "}


def _start(d) -> date:
    return date.fromisoformat(d.window[0].split(" ")[0])


WINDOW = {
    "json_en": lambda d: f"start: {W.local_dt(d.window[0])}, end: {W.local_dt(d.window[1])}",
    "toml_hant": lambda d: "、".join(W.local_dt(x) for x in d.window),
    "srt_hans": lambda d: f"从{W.zh_spoken_md(_start(d))}{W.HANDOVER_SPOKEN}到今天{W.HANDOVER_SPOKEN}",
    "mastodon_en": lambda d: f"Window: {d.window[0]} → {d.window[1]}",
}
EMPTY = {"json_en": ", status: empty", "toml_hant": ", 狀態: 空（今日無本主題內容）",
         "srt_hans": "是空的，今天没有这个主题的内容", "mastodon_en": " (empty, nothing on this topic today)"}  # fmt: skip
STATUS = {"json_en": W.STATUS_JSON, "toml_hant": W.STATUS_TOML, "srt_hans": W.STATUS_SPOKEN,
          "mastodon_en": W.STATUS_TOOT}  # fmt: skip
SECTION = {"json_en": "id: {}", "toml_hant": "§{}", "srt_hans": "{}节", "mastodon_en": "§{}"}
POINT = {"json_en": lambda m: W.sentence(m.point), "toml_hant": lambda m: m.hant, "srt_hans": lambda m: m.hans,
         "mastodon_en": lambda m: W.sentence(m.point)}  # fmt: skip
ENTRY = {"json_en": lambda e: (e.text, e.sentence), "toml_hant": lambda e: (e.hant_text, e.hant),
         "srt_hans": lambda e: (e.hans_text, e.hans), "mastodon_en": lambda e: (e.text, e.sentence)}  # fmt: skip
SECTION_NAMES = {"toml_hant": facts.SECTIONS_HANT, "srt_hans": facts.SECTIONS_HANS}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"json", "toml", "srt", "txt"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
    for d in facts.DOCS:
        text = seen(layout, d)
        for m in d.mentions:
            w = facts.work(m)
            assert w.name in text, (layout, d.stem, m.work)
            # a spoken arXiv link is only its id, pasted in the chat
            assert (layout == "srt_hans" and w.arxiv) or W.url(m) in text, (layout, d.stem, m.work)
            assert not w.arxiv or w.arxiv in text
            assert not m.section or SECTION[layout].format(m.section) in text, (layout, d.stem, m.work)
            assert all(any(x in text for x in FIG[layout](f)) for f in m.figures), (layout, d.stem, m.work)
            assert all(s in text for s in m.sources), (layout, d.stem, m.work)
            assert not m.anchored_on or ANCHOR[layout](m.anchored_on) in text, (layout, d.stem, m.work)
            assert POINT[layout](m) in text, (layout, d.stem, m.work)
            if d.kind == "brief":
                assert STATUS[layout][m.status] in text, (layout, d.stem, m.status)
        assert all(s in text for s in d.sources), (layout, d.stem)
        for e in d.entries:
            words = ENTRY[layout](e)
            assert words[0] in text and words[1] in text, (layout, d.stem, e.text)
        table = SECTION_NAMES.get(layout)
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


# --- JSON ---------------------------------------------------------------------------------------


def test_json_briefs_are_what_json_dumps_writes():
    for d in facts.DOCS:
        raw = LAYOUTS["json_en"].render(d)
        data = json_doc(raw)
        assert raw == json.dumps(data, indent=2, ensure_ascii=False) + "\n"  # a generator's output
        assert "\\u" not in raw and "\\/" not in raw and raw.startswith('{\n  "schema": "relay-')
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert list(data) == ["schema", "generator", "generated_at", "title", "topic", "date", "author",
                                  "window", "baseline", "sections", "counts", "sources_checked", "items",
                                  "to_verify", "arxiv_ids", "handover"]  # fmt: skip
            assert data["date"] == W.iso(d.date) and data["author"] == {"instance": d.instance}
            assert data["baseline"] == {"path": facts.living_path("json"), "version": W.iso(d.baseline)}
            assert data["handover"] == {"instance": d.instance, "at": "19:40"} and data["sections"] == d.sections
            assert data["counts"] == W.counts_json(d.counts) and data["arxiv_ids"]["net_new"] == list(d.new_ids)
            assert [(s["path"], s["status"]) for s in data["sources_checked"]] == [
                (s, "empty" if W.empty(d, s) else "read") for s in d.sources]  # fmt: skip
            items = data["items"]
            assert [i["name"] for i in items] == [facts.work(m).name for m in new + old + side]
            for i, m in zip(items, new + old + side, strict=True):
                assert i["status"] == W.STATUS_JSON[m.status] and i["arxiv"] == facts.work(m).arxiv
                assert i["anchored_on"] == (m.anchored_on and W.iso(m.anchored_on)) and i["confidence"] == m.confidence
                assert i["section"] == (m.section and {"id": m.section, "title": d.sections[m.section]})
                assert i["sources"] == list(m.sources) and i["summary"] == W.sentence(m.point)
                assert i["figures"] == [{"metric": f.metric, "value": f.value, "unit": W.UNIT_JSON[f.unit]}
                                        for f in m.figures]  # fmt: skip
            assert [(v["status"], v["items"]) for v in data["to_verify"]] == [
                ("resolved" if e.resolved else "open", list(e.items)) for e in d.entries]  # fmt: skip
            keep = [m for m in old if facts.work(m).arxiv]
            assert [(x["id"], x["anchored_on"]) for x in data["arxiv_ids"]["carried_over"]] == [
                (facts.work(m).arxiv, m.anchored_on and W.iso(m.anchored_on)) for m in keep]  # fmt: skip
        else:
            assert data["version"] == W.iso(d.date) and data["path"] == facts.living_path("json")
            assert [s["id"] for s in data["sections"]] == list(d.sections)
            assert [i["name"] for s in data["sections"] for i in s["items"]] == [facts.work(m).name for m in d.mentions]


# --- TOML ---------------------------------------------------------------------------------------


def test_toml_briefs_parse_with_tomllib():
    for d in facts.DOCS:
        raw = LAYOUTS["toml_hant"].render(d)
        data = toml_doc(raw)
        assert raw.startswith("# 由 relay-digest ") and "\t" not in raw
        # a key outside A-Za-z0-9_- is quoted, in a table header too (TOML has no bare Chinese keys)
        assert not re.search(r"^[^\x00-\x7f]", raw, re.M)
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert list(data) == ["標題", "主題", "日期", "撰寫", "時間窗", "交接時間", "基線", "章節", "計數",
                                  "來源", "條目", "待核實", "arXiv編號"]  # fmt: skip
            assert data["日期"] == d.date and data["交接時間"] == time(19, 40) and data["撰寫"] == d.instance
            assert data["時間窗"] == [datetime.fromisoformat(x) for x in d.window]
            assert data["基線"] == {"路徑": facts.living_path("toml"), "版本": d.baseline}
            assert data["章節"] == {f"§{k}": facts.SECTIONS_HANT[v] for k, v in d.sections.items()}
            assert data["計數"] == W.counts_toml(d.counts) and data["arXiv編號"]["本輪淨增"] == list(d.new_ids)
            assert raw.count('\n[["條目"]]\n') == len(d.mentions) and raw.count('\n[["來源"]]\n') == len(d.sources)
            items = data["條目"]
            assert [i["名稱"] for i in items] == [facts.work(m).name for m in new + old + side]
            for i, m in zip(items, new + old + side, strict=True):
                assert i["狀態"] == W.STATUS_TOML[m.status] and i.get("arXiv") == facts.work(m).arxiv
                assert i.get("錨入日期") == m.anchored_on and i.get("來源", []) == list(m.sources)
                assert i["要點"] == m.hant and i.get("數據", []) == [W.fig_toml(f) for f in m.figures]
            assert raw.count('"數據" = [{ ') == sum(bool(m.figures) for m in d.mentions)  # inline tables
            assert [e["說明"] for e in data["待核實"]] == [f"{e.hant}。\n" for e in d.entries]
            assert raw.count('"說明" = """\n') == len(d.entries)  # multi-line basic strings
            assert [e["狀態"] for e in data["待核實"]] == ["已解決" if e.resolved else "未解決" for e in d.entries]
        else:
            assert data["版本"] == d.date and data["文件"] == facts.living_path("toml")
            assert [s["編號"] for s in data["章節"]] == [f"§{k}" for k in d.sections]
            names = [i["名稱"] for s in data["章節"] for i in s.get("條目", [])]
            assert names == [facts.work(m).name for m in d.mentions]
            assert raw.count('\n[["章節"."條目"]]\n') == len(d.mentions)


# --- SubRip -------------------------------------------------------------------------------------


def test_srt_transcripts_are_subrip():
    mod = LAYOUTS["srt_hans"]
    arxiv = re.compile(r"3304\.\d{5}")
    for d in facts.DOCS:
        cues = srt(mod.render(d))
        assert cues[0].start == 1.48 and all(c.end - c.start < 15 for c in cues)
        lead = "\n".join(c.text for c in cues if c.speaker == mod.LEAD)
        assert lead and not arxiv.search(lead) and not any(w.name in lead for w in facts.WORKS.values())
        speakers = {c.speaker for c in cues}
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert speakers == {d.instance, mod.LEAD} and [c.speaker for c in cues].count(mod.LEAD) == 3
            said = [c.text for c in cues if c.speaker == d.instance]
            assert (
                said[0]
                == f"好的。大家好，我是{d.instance}，今天是{W.zh_spoken(d.date)}，我来交接{facts.TOPIC}这个主题的简报。"
            )
            numbered = [t for t in said if t.startswith("净增第")]
            assert numbered == [t for k, m in enumerate(new, 1) for t in said
                                if t.startswith(f"净增第{W.ZH_ORDINAL[k]}条，{facts.work(m).name}，")]  # fmt: skip
            assert len(numbered) == len(new)
            assert said[-1] == f"我这边就这些，{d.instance}交接完毕，{W.HANDOVER_SPOKEN}。"
            assert [t.split("：", 1)[0] for t in said if re.match(r"第[一二三]条，风险", t)] == [
                f"第{W.ZH_ORDINAL[k]}条，风险{W.RISK_HANS[e.risk]}，{'已经解决了' if e.resolved else '还没解决'}"
                for k, e in enumerate(d.entries, 1)]  # fmt: skip
        else:
            assert speakers == {mod.EDITOR, mod.LEAD}
            heads = [c.text for c in cues if re.match(r"(先看|接下来是)\d\.\d节", c.text)]
            assert heads == [
                f"{'接下来是' if k else '先看'}{W.section_spoken(d, n)}。" for k, n in enumerate(d.sections)
            ]


# --- Mastodon -----------------------------------------------------------------------------------


def test_mastodon_threads_are_posts_copied_from_the_web_ui():
    mod = LAYOUTS["mastodon_en"]
    for d in facts.DOCS:
        posts = mastodon(mod.render(d))
        n = len(posts)
        assert [p.body.split(" ", 1)[0] for p in posts] == [f"{k}/{n}" for k in range(1, n + 1)]
        assert all(toot_length(p.cw, p.body) <= 500 for p in posts)
        assert len({(p.name, p.handle) for p in posts}) == 1
        assert all(p.posted.date() == d.date for p in posts)
        assert all(a.posted <= b.posted for a, b in zip(posts, posts[1:], strict=False))
        tags = {t for p in posts for t in HASHTAG.findall(p.body)}
        assert "PermafrostThaw" in tags and not re.search(r"#\w+-", "\n".join(p.body for p in posts))
        if d.kind == "brief":
            new, old, side = facts.groups(d)
            assert posts[0].handle == f"@{d.instance}@tundra.social" and posts[0].posted.time() == time(19, 40)
            assert [p.cw for p in posts if p.cw] == ["long thread, work notes", "unverified claims"]
            mentioned = {u for p in posts for u, _ in MENTION.findall(p.body)}
            assert mentioned == {b.instance for b in facts.BRIEFS} - {d.instance}
            heads = [re.match(r"\d+/\d+ NET-new (\d) of (\d): ([^\n]+?) (?:\(|https)", p.body) for p in posts]
            assert [h.groups() for h in heads if h] == [
                (str(k), str(len(new)), facts.work(m).name) for k, m in enumerate(new, 1)]  # fmt: skip
            register = next(p for p in posts if p.cw == "unverified claims").body
            assert re.findall(r"^(\d)\. (\w+) risk, (\w+): ", register, re.M) == [
                (str(k), e.risk, "resolved" if e.resolved else "open") for k, e in enumerate(d.entries, 1)]  # fmt: skip
        else:
            assert posts[0].handle == "@permafrostdesk@tundra.social" and not any(p.cw for p in posts)
            heads = [p.body.split("\n", 1)[0].split(" ", 1)[1] for p in posts[1:-1]]
            assert heads == [W.section_toot(d, k) for k in d.sections if any(m.section == k for m in d.mentions)]


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
    assert entries == {"zh-hans": {"单个观测季", "土壤参数表"}, "zh-hant": {"單一觀測季", "土壤參數表"}}.get(
        LAYOUTS[layout].LANG, {"single field season", "soil property table"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo33 key for renderer {layout};")
    brief = (key_path.parent / f"{facts.B1.stem}.{ext}").read_bytes()
    assert brief.decode("utf-8") == LAYOUTS[layout].render(facts.B1)  # written as rendered, UTF-8
    assert b"\r" not in brief and not brief.startswith(b"\xef\xbb\xbf")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_and_units_are_the_zoos_own():
    assert W.us_en(date(2033, 4, 13)) == "April 13, 2033" and W.us_short(date(2033, 4, 8)) == "Apr 8"
    assert W.toot_stamp(date(2033, 4, 8), "19:40") == "Apr 08, 2033, 19:40"
    assert W.zh_spoken(date(2033, 4, 13)) == "2033年4月13号" and W.zh_spoken_md(date(2033, 4, 8)) == "4月8号"
    assert W.iso(date(2033, 4, 8)) == "2033-04-08" and W.local_dt("2033-04-12 19:40") == "2033-04-12T19:40:00"
    rate = facts.B1.mentions[0].figures[0]
    assert W.value_toot(rate) == "8.5 mm/yr" and W.fig_toot(rate) == "Subsidence rate: 8.5 mm/yr"
    assert W.fig_spoken(rate) == "沉降速率是每年8.5毫米"
    assert W.fig_toml(rate) == {"指標": "沉陷速率", "數值": 8.5, "單位": "mm/yr"}
    methane = facts.B1.mentions[2].figures[0]
    assert W.value_toot(methane) == "0.05 ppm" and W.value_spoken(methane) == "0.05ppm"
    thick = facts.B2.mentions[0].figures[0]
    assert W.value_toot(thick) == "3.5 cm" and W.value_spoken(thick) == "3.5厘米"
    speed = facts.B2.mentions[2].figures[0]
    assert W.value_toot(speed) == "4.6×" and W.value_spoken(speed) == "4.6倍" and W.fig_toml(speed)["單位"] == "倍"
    heat = facts.B3.mentions[1].figures[1]
    assert W.value_toot(heat) == "4.5 W/m" and W.value_spoken(heat) == "每米4.5瓦"
    assert W.counts_spoken(facts.B1.counts) == "净增三条，其中新的arXiv号三个，邻接一条，沿用两条"
    assert W.counts_toot(facts.B2.counts) == "3 NET-new, 1 adjacent, 3 carried over"
