"""The zoo28 facts model and layouts themselves (no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, the facts are consistent, every layout writes
what its key states in a well-formed document of its format (the WordPress page parsed with
`html.parser`, its block comments opened and closed in order; the e-mail parsed with the `email`
package and unfolded as RFC 3676 says; the AsciiDoc file through a structure checker; the iMessage
export cut into its messages), and the keys parse."""

from __future__ import annotations

import email
import email.policy
import json
import re
import tomllib
from datetime import date, datetime, timedelta
from email.utils import parsedate_to_datetime
from pathlib import Path

import pytest

from tests.zoo4 import make as zoo4_make
from tests.zoo4.soundness import PLANTED_KINDS, assert_planted, faults_in

from . import facts
from . import wording as W
from .layouts import LAYOUTS
from .make import NAMES, main, write_zoo
from .readers import STAMP, adoc, blocks, messages, page, unflow

CARD = r"paper_cards/\d{4}-3111-\d{5}\.md"
# characters none of the four formats should meet inside a point or an entry (HTML's, AsciiDoc's
# inline marks and list markers, a flowed e-mail's quote mark, and the layouts' own joins)
MARKUP = set("|[]<>&*\"{}~\\^_#`@$=+\t\n；、'")
SEQUENCES = ("::", ";;", "''", "//", "..", " - ", "> ", "--", ",,", "((", "))", "From ")


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


def test_no_unplanted_fault_of_the_same_kinds():
    assert faults_in(facts, CARD) == {
        "divergent-figures": [("3111.46783", "word error rate reduction")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["3111.42349"],
        "new-but-anchored": [(facts.B2.stem, "3111.41238")],
        "duplicate-in-list": [(facts.B2.stem, "3111.43450")],
        "repeated-to-verify": {"3111.45672"},
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
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1] and facts.HANDOVER == "14:15"
    assert [b.instance for b in facts.BRIEFS] == ["wombat", "ocelot", "caracal"]
    assert all(b.baseline < b.date for b in facts.BRIEFS) and facts.LIVING.date < days[0]
    assert all(d.date.year == 2031 and d.date.month == 11 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "pp", "ms", "tok/s", "GB"} == set(W.UNIT_EN)
    kinds = {w.kind for w in facts.WORKS.values() if w.arxiv is None}
    assert kinds == {"release", "blog post"} and all(w.url for w in facts.WORKS.values() if w.arxiv is None)
    assert all(re.fullmatch(r"3111\.4\d{4}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    names = set(facts.SECTIONS.values()) | set(facts.DRIFTED.values())
    assert names == set(facts.SECTIONS_HANS) == set(facts.SECTIONS_HANT)
    for b in facts.BRIEFS:  # every instance a source path names is one of the three, none its own
        owners = {s.split("/")[1] for s in b.sources if s.startswith("inbox/")}
        assert owners <= {x.instance for x in facts.BRIEFS} - {b.instance}, b.stem


def test_the_zoo_is_new():
    """Its topic, id prefix, instances and month are no other zoo's."""
    others = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].glob("zoo*/facts.py")
                       if int(p.parent.name[3:] or 1) < 28)  # fmt: skip
    assert f'"{facts.TOPIC}"' not in others and '"3111.' not in others and "date(2031, 11" not in others
    assert not any(f'"{b.instance}"' in others for b in facts.BRIEFS)
    assert not any(w.name in others for w in facts.WORKS.values())


# --- reading each format back (without kgraph: see readers.py) ------------------------------------


def mail(text: str) -> email.message.EmailMessage:
    return email.message_from_bytes(text.encode("utf-8"), policy=email.policy.default)


def seen(layout: str, d) -> str:
    text = LAYOUTS[layout].render(d)
    if layout == "wordpress_html_en":
        return text + "\n" + page(text).text
    if layout == "plaintext_email_reply_en":
        return text + "\n" + unflow(mail(text).get_content())
    return text


def _ids(sep: str):
    return lambda ids: sep.join(ids)


FIG = {
    "asciidoc_hans": lambda f: [f"数据:: {W.fig_hans(f)}", f"报告值：{W.fig_hans(f)}"],
    "wordpress_html_en": lambda f: [f"{f.metric}: {W.value_en(f)}"],
    "imessage_hant": lambda f: [W.fig_hant(f)],
    "plaintext_email_reply_en": lambda f: [f"{f.metric} of {W.value_mail(f)}", f"{f.metric.capitalize()}: "
                                           f"{W.value_mail(f)}"],
}  # fmt: skip
DATE = {"asciidoc_hans": W.zh_date, "wordpress_html_en": W.us_en, "imessage_hant": W.zh_date,
        "plaintext_email_reply_en": W.uk_en}  # fmt: skip
BASE = {"asciidoc_hans": W.zh_date, "wordpress_html_en": W.us_en, "imessage_hant": W.slash,
        "plaintext_email_reply_en": W.iso}  # fmt: skip
ANCHOR = {"asciidoc_hans": W.zh_md, "wordpress_html_en": W.us_short, "imessage_hant": lambda x: f"{W.slash_md(x)} ",
          "plaintext_email_reply_en": W.uk_short}  # fmt: skip
COUNTS = {"asciidoc_hans": W.counts_hans, "wordpress_html_en": W.counts_en, "imessage_hant": W.counts_hant,
          "plaintext_email_reply_en": W.counts_en}  # fmt: skip
IDS = {"asciidoc_hans": _ids("、"), "wordpress_html_en": _ids(", "), "imessage_hant": _ids("、"),
       "plaintext_email_reply_en": _ids(", ")}  # fmt: skip
WINDOW = {"plaintext_email_reply_en": " to "}
STATUS = {"en": W.STATUS_EN, "zh-hans": W.STATUS_HANS, "zh-hant": W.STATUS_HANT}
EMPTY = {"en": "(empty", "zh-hans": "（空，", "zh-hant": "（空白"}


@pytest.mark.parametrize("layout", NAMES)
def test_each_layout_writes_every_fact_the_key_states(layout: str):
    mod = LAYOUTS[layout]
    assert mod.EXT in {"adoc", "html", "txt", "eml"} and mod.LANG in {"en", "zh-hans", "zh-hant"}
    lang = mod.LANG
    for d in facts.DOCS:
        text = seen(layout, d)
        for m in d.mentions:
            w = facts.work(m)
            assert w.name in text and W.url(m) in text, (layout, d.stem, m.work)
            assert not w.arxiv or w.arxiv in text
            assert not m.section or f"§{m.section}" in text
            assert all(any(x in text for x in FIG[layout](f)) for f in m.figures), (layout, d.stem, m.work)
            assert all(s in text for s in m.sources), (layout, d.stem, m.work)
            assert not m.anchored_on or ANCHOR[layout](m.anchored_on) in text, (layout, d.stem, m.work)
            point = {"zh-hans": m.hans, "zh-hant": m.hant}.get(lang, W.sentence(m.point))
            assert point in text, (layout, d.stem, m.work)
            if d.kind == "brief":
                assert STATUS[lang][m.status] in text, (layout, d.stem, m.status)
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
            assert WINDOW.get(layout, " → ").join(d.window) in text
            assert IDS[layout](d.new_ids) in text, (layout, d.stem)  # as written, a repeated id included
            assert all(EMPTY[lang] in text for _ in d.empty_sources)
            # the key's baseline: the path as written in the raw document
            assert facts.living_path(mod.EXT) in mod.render(d)


# --- AsciiDoc -----------------------------------------------------------------------------------


def test_asciidoc_files_are_asciidoctor_documents():
    mod = LAYOUTS["asciidoc_hans"]
    for d in facts.DOCS:
        text = mod.render(d)
        doc = adoc(text)
        assert doc.attributes["lang"] == "zh-CN" and doc.attributes["toc"] == "macro" and "toc::[]" in text
        assert doc.revision.startswith("v1.0, " if d.kind == "brief" else "v2031.") and W.iso(d.date) in doc.revision
        assert all(u in re.findall(r"https://\S+?(?=\[|\s|$)", text) for u in [W.url(m) for m in d.mentions])
        top = [t for n, t in doc.sections if n == 1]
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert doc.author.startswith(f"{d.instance} <") and len(top) == (6 if side else 5)
            assert [t for n, t in doc.sections if n == 2] == [f"{mod.CIRCLED[i]} {facts.work(m).name}"
                                                             for i, m in enumerate(new)]  # fmt: skip
            (rows,) = doc.tables
            assert rows[0] == ["条目", "链接", "节", "状态", "说明"] and [r[0] for r in rows[1:]] == [
                facts.work(m).name for m in carried]  # fmt: skip
            assert [a for a, _ in doc.admonitions] == ["NOTE" if e.resolved else "WARNING" for e in d.entries]
            keep = [m for m in carried if facts.work(m).arxiv]
            assert doc.callouts == [(list(range(1, len(keep) + 1)),) * 2]
            assert [t for t, _ in doc.dlist][:4] == ["撰写", "时间窗", "基线活文档", "增量条数"]
            assert f"xref:{facts.living_path('adoc')}[" in text
        else:
            assert top == [W.section_hans(d, k) for k in d.sections] and not doc.tables and not doc.callouts


# --- WordPress ----------------------------------------------------------------------------------


def test_wordpress_pages_are_block_editor_posts_in_a_theme():
    mod = LAYOUTS["wordpress_html_en"]
    for d in facts.DOCS:
        text = mod.render(d)
        p = page(text)
        assert p.decls == ["DOCTYPE html"] and text.startswith('<!DOCTYPE html>\n<html lang="en-US">')
        found = blocks(p.comments)
        start, end = text.index('<div class="entry-content">'), text.index("</article>")
        assert text.count("<!-- wp:") == text[start:end].count("<!-- wp:") == len(found)
        for c in p.comments:  # each block's attributes, where it has some, are JSON
            if m := re.fullmatch(r" wp:[a-z-]+ (\{.*\}) ", c):
                json.loads(m.group(1))
        assert all("wp-block-heading" in a["class"] for t in ("h2", "h3") for anc, a in p.all(t) if "article" in anc
                   and "header" not in anc)  # fmt: skip
        assert all(a["class"] == "wp-block-list" for t in ("ul", "ol") for anc, a in p.all(t) if "main" in anc
                   and "entry-content" not in str(anc) and a.get("class") != "comment-list"
                   and a.get("class") != "children" and "nav" not in anc)  # fmt: skip
        assert [a["class"] for _, a in p.all("figure")] == ["wp-block-table"] * (d.kind == "brief")
        assert p.all("nav") and p.all("footer") and [x for _, x in p.all("h1")] == [{"class": "entry-title"}]
        names = [n for n, depth in found if depth == 0]
        h3 = re.findall(r'<h3 class="wp-block-heading">(.*?)</h3>', text)
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            assert h3 == [f"{i}. {facts.work(m).name}" for i, m in enumerate(new, 1)]
            assert names.count("quote") == len(d.entries) and names.count("details") == (1 if side else 0)
            assert {"paragraph", "heading", "list", "table", "separator"} <= set(names)
            assert ("list-item", 1) in found and ("paragraph", 1) in found  # inside lists and quotes
            assert len(re.findall(r"<tr>", text)) == 1 + len(carried)
            comments = [a for _, a in p.all("li") if a.get("class") == "comment"]
            assert len(comments) == 2 and p.all("ol")[-1][1]["class"] == "children"
        else:
            assert h3 == [facts.work(m).name for m in d.mentions] and "Comments are closed." in p.text


# --- iMessage -----------------------------------------------------------------------------------


def test_imessage_exports_are_imessage_exporter_txt():
    mod = LAYOUTS["imessage_hant"]
    for d in facts.DOCS:
        text = mod.render(d)
        got = messages(text)
        times = [datetime.strptime(re.sub(" +", " ", m.time), "%b %d, %Y %I:%M:%S %p") for m in got]
        assert times == sorted(times) and all(STAMP.fullmatch(x.split(" (Read")[0]) for x in
                                              text.split("\n") if re.match(r"[A-Z][a-z]{2} \d\d, ", x))  # fmt: skip
        assert all(re.fullmatch(r"Loved by .+", r) for m in got for r in m.reactions)
        assert all(m.read == "" for m in got if m.sender == "Me")  # a group chat: no receipts on one's own
        if d.kind == "brief":
            new, carried, side = facts.groups(d)
            mine = [m for m in got if m.sender == "Me"]
            assert {m.sender for m in got} == {"Me", mod.MATE, mod.PHONE}
            assert mine[1].lines[0] == f"【{facts.TOPIC} 每日簡報】{W.zh_date(d.date)}" and mine[1].reactions
            starts = [m.lines[0][:1] for m in mine[2 : 2 + len(new)]]
            assert starts == list(mod.CIRCLED[: len(new)])
            shots = [m for m in got if m.lines[0].startswith("~/Library/Messages/Attachments/")]
            assert len(shots) == 1 and shots[0].lines[0].endswith(".heic") and shots[0].sender == mod.PHONE
            balloons = [m for m in got if len(m.lines) == 3 and m.lines[0].startswith("https://")]
            assert len(balloons) == any(facts.work(m).kind == "blog post" for m in new)
        else:
            assert [m.sender for m in got] == [mod.RELAY] * (1 + len(d.sections)) + ["Me"]
            assert [m.lines[0] for m in got[1:-1]] == [W.section_hant(d, k) for k in d.sections]


# --- e-mail -------------------------------------------------------------------------------------


def test_emails_are_flowed_plain_text_messages():
    mod = LAYOUTS["plaintext_email_reply_en"]
    for d in facts.DOCS:
        text = mod.render(d)
        assert "\n" not in text.replace("\r\n", "") and text.endswith("\r\n")
        msg = mail(text)
        assert msg.get_content_type() == "text/plain" and msg.get_param("format") == "flowed"
        assert msg.get_content_charset() == "utf-8" and msg["Content-Transfer-Encoding"] == "8bit"
        assert parsedate_to_datetime(msg["Date"]).date() == d.date and msg["MIME-Version"] == "1.0"
        assert re.fullmatch(r"<[^<>@\s]+@[^<>@\s]+>", msg["Message-ID"]) and not msg.defects
        body = msg.get_content().replace("\r\n", "\n")  # the parser keeps the CRLFs of an 8bit body
        lines = body.split("\n")
        assert all(len(x) <= mod.WIDTH + 1 or " " not in x.strip() for x in lines) and lines.count("-- ") == 1
        sig = lines.index("-- ")
        assert all(not x.startswith((">", "From ")) for x in lines[:sig])  # stuffed where needed
        soft = [x for x in lines[:sig] if x.endswith(" ")]
        assert soft and all(len(x) + len(y.split(" ")[0]) > mod.WIDTH - 1 for x, y in
                            zip(lines, lines[1:], strict=False) if x in soft and y)  # fmt: skip
        if d.kind == "brief":
            assert msg["Subject"].startswith("Re: ") and msg["In-Reply-To"] == msg["References"]
            said = [k for k, x in enumerate(lines) if re.fullmatch(r"On \d\d/\d\d/\d{4} \d\d:\d\d, .+ wrote:", x)]
            assert len(said) == 1 and said[0] > sig
            quoted = lines[said[0] + 1 :]
            assert quoted and all(x.startswith(">") for x in quoted if x)
            theirs = set(re.findall(r"3111\.\d{5}", "\n".join(quoted)))
            assert theirs and not theirs & set(facts.WORKS)  # the quoted leads are not the brief's
        else:
            assert "In-Reply-To" not in msg and not any(x.startswith(">") for x in lines)


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
    assert entries == {"zh-hans": {"单一语对", "参考转写"}, "zh-hant": {"單一語對", "參考轉寫"}}.get(
        LAYOUTS[layout].LANG, {"single language pair", "reference transcripts"}
    )
    faults = [(f["kind"], f["item"]) for f in key["faults"]]
    assert [k for k, _ in faults] == PLANTED_KINDS
    assert ("count-mismatch", f"{facts.B3.stem}.{ext}") in faults
    assert key_path.read_text(encoding="utf-8").startswith(f"# zoo28 key for renderer {layout};")


def test_make_writes_every_layout(tmp_path, capsys):
    assert main([str(tmp_path)]) == 0
    keys = capsys.readouterr().out.split()
    assert keys == [str(tmp_path / n / "key.toml") for n in NAMES]
    assert main([]) == 2


def test_dates_are_the_zoos_own():
    assert W.us_en(date(2031, 11, 20)) == "November 20, 2031" and W.us_short(date(2031, 11, 9)) == "Nov 9"
    assert W.uk_en(date(2031, 11, 20)) == "20 November 2031" and W.uk_short(date(2031, 11, 9)) == "9 Nov"
    assert W.zh_date(date(2031, 11, 20)) == "2031年11月20日" and W.zh_md(date(2031, 11, 9)) == "11月9日"
    assert W.slash(date(2031, 11, 20)) == "2031/11/20" and W.slash_md(date(2031, 11, 9)) == "11/9"
    imessage = LAYOUTS["imessage_hant"]
    assert imessage.stamp(datetime(2031, 11, 20, 14, 16, 5)) == "Nov 20, 2031  2:16:05 PM"
    assert imessage.stamp(datetime(2031, 11, 20, 23, 40, 12)) == "Nov 20, 2031 11:40:12 PM"
