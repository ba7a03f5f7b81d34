"""Four held-out brief layouts written from tests/zoo4/facts.py (zoo9).

checklist  Markdown review checklist: GitHub task items, nested notes, emoji status markers
cards      HTML page of <article>/<section> cards with <time datetime> and <data value>
outline    plain-text indented outline (tabs, no bullets), a terminal note
faq_hant   traditional-Chinese Markdown brief written as a Q&A (問/答)
"""

from __future__ import annotations

from datetime import date
from html import escape

from tests.zoo4 import facts
from tests.zoo4.facts import ADJACENT, CARRIED, Doc, Figure, Mention

MONTHS = "January February March April May June July August September October November December".split()


def fig_en(f: Figure) -> str:
    u = f.unit
    if u == "×":
        return f"{f.text}×"
    if u == "%":
        return f"{f.text} %"
    return f"{f.text} {u}"


def long_date(d: date) -> str:
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def short_date(d: date) -> str:
    return f"{d.day} {MONTHS[d.month - 1][:3]} {d.year}"


def groups(d: Doc):
    new = [m for m in d.mentions if m.status == facts.NEW]
    earlier = [m for m in d.mentions if m.status in CARRIED]
    adj = [m for m in d.mentions if m.status in ADJACENT]
    return new, earlier, adj


def label(m: Mention) -> str:
    w = facts.work(m)
    return f"{w.name} ({w.arxiv})" if w.arxiv else w.name


def sec_en(d: Doc, s: str) -> str:
    return f"§{s} {d.sections.get(s, facts.SECTIONS[s])}"


CONF_EN = {"high": "high", "medium-high": "medium-high", "medium": "medium"}
COUNT_EN = {
    "increments": "main increments",
    "adjacent": "adjacent item",
    "new-arxiv": "new arXiv ids",
    "carried-over": "carried over from earlier briefs",
}


def count_en(k: str, v: int) -> str:
    word = COUNT_EN[k]
    if k == "adjacent" and v != 1:
        word = "adjacent items"
    return f"{v} {word}"


def status_en(d: Doc, m: Mention) -> str:
    """The status in words, with section and anchoring date where the brief gives them."""
    if m.status == "new":
        s = "new in this brief"
        if m.section:
            s += f", suggested section {sec_en(d, m.section)}"
        return s
    if m.status == "anchored":
        return f"already anchored in {sec_en(d, m.section)} on {m.anchored_on.isoformat()}"
    if m.status == "carried-over":
        s = "carried over from an earlier brief"
        if m.anchored_on:
            s += f" (anchored in {sec_en(d, m.section)} on {m.anchored_on.isoformat()})"
        elif m.section:
            s += f", section {sec_en(d, m.section)}"
        return s
    if m.status == "not-anchored":
        return f"not yet anchored (meant for {sec_en(d, m.section)})"
    if m.status == "adjacent":
        return "adjacent, not a main increment"
    if m.status == "candidate":
        return "candidate, not a main increment"
    raise ValueError(m.status)


def id_lists_en(d: Doc) -> tuple[list[str], list[str]]:
    new = list(d.new_ids)
    old = []
    for m in facts.carried_ids(d):
        w = facts.work(m)
        if m.status == "anchored":
            old.append(f"{w.arxiv} {w.name}: anchored {m.anchored_on.isoformat()} in §{m.section}")
        elif m.status == "not-anchored":
            old.append(f"{w.arxiv} {w.name}: not yet anchored (§{m.section})")
        else:
            t = f"{w.arxiv} {w.name}: carried over"
            if m.anchored_on:
                t += f", anchored {m.anchored_on.isoformat()} in §{m.section}"
            old.append(t)
    return new, old


# ---------------------------------------------------------------- (a) checklist

EMOJI = {
    "new": "🆕",
    "anchored": "⚓",
    "carried-over": "♻️",
    "not-anchored": "⏸️",
    "adjacent": "🔗",
    "candidate": "🧪",
}
RISK_EMOJI = {"high": "🔴", "medium": "🟡", "low": "🟢"}


class Checklist:
    EXT = "md"
    LANG = "en"

    def render(self, d: Doc) -> str:
        return self._living(d) if d.kind == "living" else self._brief(d)

    def _work_lines(self, d: Doc, m: Mention, checked: bool) -> list[str]:
        w = facts.work(m)
        box = "[x]" if checked else "[ ]"
        L = [f"- {box} {EMOJI[m.status]} **{w.name}**" + (f" — arXiv {w.arxiv}" if w.arxiv else f" — {w.kind}")]
        L.append(f"  - Status: {status_en(d, m)}")
        if w.url:
            L.append(f"  - Link: <{w.url}>")
        if m.point:
            L.append(f"  - Note: {m.point}")
        for f in m.figures:
            L.append(f"  - 📊 {f.metric}: {fig_en(f)}")
        if m.confidence:
            L.append(f"  - Confidence: {CONF_EN[m.confidence]}")
        if m.sources:
            L.append("  - Sources: " + ", ".join(f"`{s}`" for s in m.sources))
        return L

    def _brief(self, d: Doc) -> str:
        new, earlier, adj = groups(d)
        L = [
            f"# Review checklist: {facts.TOPIC} brief, {d.date.isoformat()}",
            "",
            f"Prepared by @{d.instance} for the nightly relay. Window: {d.window[0]} → {d.window[1]}.",
            f"Baseline: `{facts.living_path(self.EXT)}` (version of {d.baseline.isoformat()}).",
            "",
            "Legend: 🆕 new in this brief · ⚓ already anchored · ♻️ carried over · ⏸️ not yet anchored · "
            "🔗 adjacent · 🧪 candidate. Risk: 🔴 high · 🟡 medium · 🟢 low. "
            "A ticked box means the reviewer has signed the item off (for the register: resolved).",
            "",
            "## Declared counts",
            "",
        ]
        L += [f"- [ ] {count_en(k, v)}" for k, v in d.counts.items()]
        L += ["", "## Sources checked", ""]
        L += [f"- [x] `{s}`" for s in d.sources]
        L += ["", "## New in this brief — review before relay", ""]
        for m in new:
            L += self._work_lines(d, m, False)
        L += ["", "## Already in the living document / carried over", ""]
        for m in earlier:
            L += self._work_lines(d, m, True)
        if adj:
            L += ["", "## Adjacent and candidates", ""]
            for m in adj:
                L += self._work_lines(d, m, False)
        L += ["", "## To verify (contradictions register)", ""]
        for e in d.entries:
            box = "[x]" if e.resolved else "[ ]"
            state = "resolved" if e.resolved else "open"
            L.append(f"- {box} {RISK_EMOJI[e.risk]} {e.risk} risk, {state}: {e.sentence}")
        new_ids, old_ids = id_lists_en(d)
        L += ["", "## arXiv ids", ""]
        L.append("- [ ] New in this brief: " + ", ".join(new_ids))
        L.append("- [x] From earlier briefs:")
        L += [f"  - {t}" for t in old_ids]
        L += ["", f"_Checklist closed by @{d.instance}, {d.date.isoformat()} {d.window[1].split()[1]}._", ""]
        return "\n".join(L)

    def _living(self, d: Doc) -> str:
        L = [
            f"# {facts.TOPIC}: living knowledge document",
            "",
            f"Version of {d.date.isoformat()}. Each ticked item is anchored in its section; the date is the "
            "day it was anchored.",
            "",
        ]
        for num, name in d.sections.items():
            L += [f"## §{num} {name}", ""]
            ms = [m for m in d.mentions if m.section == num]
            if not ms:
                L += ["- [ ] _nothing anchored yet_", ""]
                continue
            for m in ms:
                w = facts.work(m)
                L.append(f"- [x] ⚓ **{w.name}** — arXiv {w.arxiv} — anchored {m.anchored_on.isoformat()}")
                L.append(f"  - Note: {m.point}")
                for f in m.figures:
                    L.append(f"  - 📊 {f.metric}: {fig_en(f)}")
                L.append("  - Sources: " + ", ".join(f"`{s}`" for s in m.sources))
            L.append("")
        return "\n".join(L)


# ---------------------------------------------------------------- (b) cards


def _t(d: date, text: str | None = None) -> str:
    return f'<time datetime="{d.isoformat()}">{escape(text or short_date(d))}</time>'


def _dt(s: str) -> str:
    """'2026-12-08 22:00' as a <time> element."""
    day, hm = s.split()
    return f'<time datetime="{day}T{hm}">{escape(s)}</time>'


def _fig_html(f: Figure) -> str:
    return f'{escape(f.metric)}: <data value="{f.text}">{escape(fig_en(f))}</data>'


class Cards:
    EXT = "html"
    LANG = "en"

    def render(self, d: Doc) -> str:
        body = self._living(d) if d.kind == "living" else self._brief(d)
        title = (
            f"{facts.TOPIC} brief {d.date.isoformat()}"
            if d.kind == "brief"
            else f"{facts.TOPIC} living knowledge document"
        )
        return (
            '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
            f"<title>{escape(title)}</title>\n"
            + (f'<meta name="author" content="{d.instance}">\n' if d.instance else "")
            + "<style>article.card{border:1px solid #ccc;border-radius:8px;padding:.5em 1em;margin:.5em 0}</style>\n"
            "</head>\n<body>\n" + body + "</body>\n</html>\n"
        )

    def _card(self, d: Doc, m: Mention) -> str:
        w = facts.work(m)
        L = [f'<article class="card work" data-status="{m.status}">', f"<h3>{escape(w.name)}</h3>"]
        meta = [f"Status: <strong>{escape(status_en(d, m))}</strong>"]
        if w.arxiv:
            meta.insert(0, f'arXiv <a href="https://arxiv.org/abs/{w.arxiv}">{w.arxiv}</a>')
        else:
            meta.insert(0, f'{escape(w.kind)}: <a href="{escape(w.url)}">{escape(w.url)}</a>')
        if m.confidence:
            meta.append(f"Confidence: {CONF_EN[m.confidence]}")
        L.append('<p class="meta">' + " · ".join(meta) + "</p>")
        if m.point:
            L.append(f"<p>{escape(m.point)}</p>")
        if m.figures:
            L.append('<ul class="figures">')
            L += [f"<li>{_fig_html(f)}</li>" for f in m.figures]
            L.append("</ul>")
        if m.sources:
            L.append("<footer>Sources: " + ", ".join(f"<code>{escape(s)}</code>" for s in m.sources) + "</footer>")
        L.append("</article>")
        return "\n".join(L)

    def _brief(self, d: Doc) -> str:
        new, earlier, adj = groups(d)
        base = facts.living_path(self.EXT)
        L = [
            "<header>",
            f"<h1>{facts.TOPIC.capitalize()} daily brief</h1>",
            f'<p class="byline">Written by <span class="author">{d.instance}</span> · {_t(d.date, long_date(d.date))}</p>',
            f"<p>Window: {_dt(d.window[0])} → {_dt(d.window[1])}</p>",
            f'<p>Baseline: <a href="../../{base}">{base}</a>, version of {_t(d.baseline)}</p>',
            "</header>",
            "<main>",
            '<section id="counts">',
            "<h2>At a glance</h2>",
            '<ul class="stats">',
        ]
        for k, v in d.counts.items():
            word = count_en(k, v).split(" ", 1)[1]
            L.append(f'<li><data value="{v}">{v}</data> {escape(word)}</li>')
        L += ["</ul>", "</section>", '<section id="new">', "<h2>New in this brief</h2>"]
        L += [self._card(d, m) for m in new]
        L += ["</section>", '<section id="earlier">', "<h2>Already anchored or carried over</h2>"]
        L += [self._card(d, m) for m in earlier]
        L.append("</section>")
        if adj:
            L += ['<section id="adjacent">', "<h2>Adjacent and candidates</h2>"]
            L += [self._card(d, m) for m in adj]
            L.append("</section>")
        L += ['<section id="register">', "<h2>To verify</h2>"]
        for e in d.entries:
            names = ", ".join(
                f"{facts.WORKS[i].name} ({i})" if facts.WORKS[i].arxiv else facts.WORKS[i].name for i in e.items
            )
            state = "resolved" if e.resolved else "open"
            L += [
                f'<article class="card entry risk-{e.risk}">',
                f"<h3>Risk: {e.risk} · {state}</h3>",
                f"<p>{escape(e.sentence)}</p>",
                f"<footer>Concerns: {escape(names)}</footer>",
                "</article>",
            ]
        new_ids, old_ids = id_lists_en(d)
        L += [
            "</section>",
            '<section id="arxiv">',
            "<h2>arXiv ids</h2>",
            "<p>New in this brief: " + ", ".join(new_ids) + "</p>",
            "<p>From earlier briefs:</p>",
            "<ul>",
        ]
        L += [f"<li>{escape(t)}</li>" for t in old_ids]
        L += ["</ul>", "</section>", '<section id="sources">', "<h2>Sources checked</h2>", "<ul>"]
        L += [f"<li><code>{escape(s)}</code></li>" for s in d.sources]
        L += ["</ul>", "</section>", "</main>", f"<footer><p>Brief by {d.instance}, {_t(d.date)}.</p></footer>", ""]
        return "\n".join(L)

    def _living(self, d: Doc) -> str:
        L = [
            "<header>",
            f"<h1>{facts.TOPIC.capitalize()}: living knowledge document</h1>",
            f"<p>Version of {_t(d.date, long_date(d.date))}</p>",
            "</header>",
            "<main>",
        ]
        for num, name in d.sections.items():
            L += [f'<section id="s{num.replace(".", "-")}">', f"<h2>§{num} {escape(name)}</h2>"]
            ms = [m for m in d.mentions if m.section == num]
            if not ms:
                L.append("<p>Nothing anchored yet.</p>")
            for m in ms:
                w = facts.work(m)
                L += [
                    '<article class="card work" data-status="anchored">',
                    f"<h3>{escape(w.name)}</h3>",
                    f'<p class="meta">arXiv <a href="https://arxiv.org/abs/{w.arxiv}">{w.arxiv}</a> · '
                    f"anchored on {_t(m.anchored_on)}</p>",
                    f"<p>{escape(m.point)}</p>",
                    '<ul class="figures">',
                ]
                L += [f"<li>{_fig_html(f)}</li>" for f in m.figures]
                L += [
                    "</ul>",
                    "<footer>Sources: " + ", ".join(f"<code>{escape(s)}</code>" for s in m.sources) + "</footer>",
                    "</article>",
                ]
            L.append("</section>")
        L += ["</main>", ""]
        return "\n".join(L)


# ---------------------------------------------------------------- (c) outline


class Outline:
    EXT = "txt"
    LANG = "en"

    def _work(self, d: Doc, m: Mention, depth: int = 1) -> list[str]:
        w = facts.work(m)
        t = "\t" * depth
        head = f"{w.name}  arXiv {w.arxiv}" if w.arxiv else f"{w.name}  ({w.kind}, {w.url})"
        L = [t + head, t + "\t" + status_en(d, m)]
        if m.point:
            L.append(t + "\t" + m.point)
        for f in m.figures:
            L.append(t + "\t" + f"{f.metric} {fig_en(f)}")
        if m.confidence:
            L.append(t + "\t" + f"confidence {CONF_EN[m.confidence]}")
        for s in m.sources:
            L.append(t + "\t" + f"source {s}")
        return L

    def render(self, d: Doc) -> str:
        if d.kind == "living":
            L = [f"{facts.TOPIC} living knowledge document, version of {d.date.isoformat()}", ""]
            for num, name in d.sections.items():
                L.append(f"§{num} {name}")
                ms = [m for m in d.mentions if m.section == num]
                if not ms:
                    L.append("\tnothing anchored yet")
                for m in ms:
                    w = facts.work(m)
                    L.append(f"\t{w.name}  arXiv {w.arxiv}")
                    L.append(f"\t\tanchored {m.anchored_on.isoformat()}")
                    L.append(f"\t\t{m.point}")
                    L += [f"\t\t{f.metric} {fig_en(f)}" for f in m.figures]
                    L += [f"\t\tsource {s}" for s in m.sources]
                L.append("")
            return "\n".join(L)
        new, earlier, adj = groups(d)
        L = [
            f"{facts.TOPIC} brief {d.date.isoformat()}",
            f"\tauthor {d.instance}",
            f"\twindow {d.window[0]} -> {d.window[1]}",
            f"\tbaseline {facts.living_path(self.EXT)} (version of {d.baseline.isoformat()})",
            "",
            "declared counts",
        ]
        L += [f"\t{count_en(k, v)}" for k, v in d.counts.items()]
        L += ["", "sources checked"]
        L += [f"\t{s}" for s in d.sources]
        L += ["", "new in this brief"]
        for m in new:
            L += self._work(d, m)
        L += ["", "from earlier briefs"]
        for m in earlier:
            L += self._work(d, m)
        if adj:
            L += ["", "adjacent and candidates"]
            for m in adj:
                L += self._work(d, m)
        L += ["", "to verify"]
        for e in d.entries:
            L.append(f"\t{e.sentence}")
            L.append(f"\t\trisk {e.risk}")
            L.append(f"\t\t{'resolved' if e.resolved else 'still open'}")
            L.append("\t\tabout " + ", ".join(e.items))
        new_ids, old_ids = id_lists_en(d)
        L += ["", "arXiv ids", "\tnew in this brief"]
        L += [f"\t\t{i}" for i in new_ids]
        L.append("\tfrom earlier briefs")
        L += [f"\t\t{t}" for t in old_ids]
        L += ["", f"-- {d.instance}, {d.date.isoformat()}", ""]
        return "\n".join(L)


# ---------------------------------------------------------------- (d) faq_hant

METRIC_HANT = {
    "encoder throughput": "編碼器吞吐量",
    "EgoSchema accuracy": "EgoSchema 準確率",
    "visual token reduction": "視覺 token 減少",
    "speedup over the cascaded pipeline": "相對級聯管線的加速",
    "AudioCaps CIDEr gain": "AudioCaps CIDEr 提升",
    "first-token latency": "首 token 延遲",
    "per-frame latency": "每影格延遲",
    "decode speedup": "解碼加速",
    "human-model gap": "人與模型的差距",
    "word error rate reduction": "詞錯誤率降低",
    "end-to-end latency": "端到端延遲",
}
CONF_HANT = {"high": "高", "medium-high": "中高", "medium": "中"}
KIND_HANT = {"release": "版本發布", "blog post": "部落格文章", "paper": "論文"}
RISK_HANT = {"high": "🔴 高", "medium": "🟡 中", "low": "🟢 低"}


def fig_hant(f: Figure) -> str:
    u = {"×": "×", "%": "%", "points": " 分", "ms": " ms"}[f.unit]
    return f"{METRIC_HANT[f.metric]} {f.text}{u}"


def date_hant(d: date) -> str:
    return f"{d.year}年{d.month}月{d.day}日"


class FaqHant:
    EXT = "md"
    LANG = "zh-hant"

    def _sec(self, d: Doc, s: str) -> str:
        name = d.sections.get(s, facts.SECTIONS[s])
        return f"§{s} {facts.SECTIONS_HANT[name]}"

    def _status(self, d: Doc, m: Mention) -> str:
        if m.status == "new":
            s = "本棒淨增"
            if m.section:
                s += f"，建議歸入 {self._sec(d, m.section)}"
            return s + "。"
        if m.status == "anchored":
            return f"不是新的：已於 {m.anchored_on.isoformat()} 錨入 {self._sec(d, m.section)}。"
        if m.status == "carried-over":
            s = "沿用前一棒的條目"
            if m.anchored_on:
                s += f"（{m.anchored_on.isoformat()} 已錨入 {self._sec(d, m.section)}）"
            elif m.section:
                s += f"，所在章節 {self._sec(d, m.section)}"
            return s + "。"
        if m.status == "not-anchored":
            return f"尚未錨入（預定歸入 {self._sec(d, m.section)}）。"
        if m.status == "adjacent":
            return "鄰接，不算主增量。"
        if m.status == "candidate":
            return "預備候選，不算主增量。"
        raise ValueError(m.status)

    def _qa(self, d: Doc, m: Mention) -> list[str]:
        w = facts.work(m)
        q = f"### 問：{w.name}（{w.arxiv}）是什麼？" if w.arxiv else f"### 問：{w.name}是什麼？"
        L = [q, ""]
        a = "答：" + self._status(d, m)
        if not w.arxiv:
            a += f"這是一則{KIND_HANT[w.kind]}，連結 {w.url} 。"
        if m.hant:
            a += f"要點：{m.hant}。"
        if m.figures:
            a += "數字：" + "；".join(fig_hant(f) for f in m.figures) + "。"
        if m.confidence:
            a += f"可信度：{CONF_HANT[m.confidence]}。"
        L.append(a)
        if m.sources:
            L += ["", "來源：" + "、".join(f"`{s}`" for s in m.sources)]
        return L + [""]

    def _brief(self, d: Doc) -> str:
        new, earlier, adj = groups(d)
        C = d.counts
        parts = []
        if "increments" in C:
            parts.append(f"主增量 {C['increments']} 條")
        if "adjacent" in C:
            parts.append(f"鄰接 {C['adjacent']} 條")
        if "new-arxiv" in C:
            parts.append(f"淨增 arXiv 號 {C['new-arxiv']} 件")
        if "carried-over" in C:
            parts.append(f"沿用 {C['carried-over']} 件")
        L = [
            f"# {facts.TOPIC} 每日簡報・問與答（{d.date.isoformat()}）",
            "",
            f"> 撰寫：{d.instance}　｜　時段：{d.window[0]} → {d.window[1]}",
            f"> 基線活文件：`{facts.living_path(self.EXT)}`（{d.baseline.isoformat()} 版）",
            "",
            "## 問：這一棒一共有多少條目？",
            "",
            "答：" + "，".join(parts) + "。",
            "",
            "## 問：這一棒檢查過哪些來源？",
            "",
            f"答：共 {len(d.sources)} 份：",
            "",
        ]
        L += [f"- `{s}`" for s in d.sources]
        L += ["", "## 問：本棒淨增了什麼？", ""]
        for m in new:
            L += self._qa(d, m)
        L += ["## 問：哪些是已錨入或沿用的？", ""]
        for m in earlier:
            L += self._qa(d, m)
        if adj:
            L += ["## 問：有沒有鄰接或候選條目？", ""]
            for m in adj:
                L += self._qa(d, m)
        L += ["## 問：還有哪些說法待核實？", ""]
        for i, e in enumerate(d.entries, 1):
            state = "已結案" if e.resolved else "未解決"
            L.append(f"{i}. 答：{e.hant}。（風險 {RISK_HANT[e.risk]}，{state}）")
        new_ids, old = self._ids(d)
        L += [
            "",
            "## 問：可引用的 arXiv 號有哪些？",
            "",
            "答：本棒淨增：" + "、".join(new_ids) + "。",
            "",
            "沿用與已錨入：",
            "",
        ]
        L += [f"- {t}" for t in old]
        L += ["", f"—— {d.instance}，{date_hant(d.date)}", ""]
        return "\n".join(L)

    def _ids(self, d: Doc):
        old = []
        for m in facts.carried_ids(d):
            w = facts.work(m)
            if m.status == "anchored":
                old.append(f"{w.arxiv}（{w.name}）：{m.anchored_on.isoformat()} 已錨入 §{m.section}")
            elif m.status == "not-anchored":
                old.append(f"{w.arxiv}（{w.name}）：尚未錨入（§{m.section}）")
            else:
                t = f"{w.arxiv}（{w.name}）：沿用"
                if m.anchored_on:
                    t += f"，{m.anchored_on.isoformat()} 已錨入 §{m.section}"
                old.append(t)
        return list(d.new_ids), old

    def _living(self, d: Doc) -> str:
        L = [
            f"# {facts.TOPIC} 活文件（{d.date.isoformat()} 版）",
            "",
            "> 本文件逐節列出已錨入的條目與錨入日期。",
            "",
        ]
        for num, name in d.sections.items():
            L += [f"## §{num} {facts.SECTIONS_HANT[name]}", ""]
            ms = [m for m in d.mentions if m.section == num]
            if not ms:
                L += ["（尚無錨入條目）", ""]
            for m in ms:
                w = facts.work(m)
                L += [
                    f"### 問：{w.name}（{w.arxiv}）何時錨入？",
                    "",
                    f"答：{m.anchored_on.isoformat()} 已錨入本節。要點：{m.hant}。數字："
                    + "；".join(fig_hant(f) for f in m.figures)
                    + "。",
                    "",
                    "來源：" + "、".join(f"`{s}`" for s in m.sources),
                    "",
                ]
        return "\n".join(L)

    def render(self, d: Doc) -> str:
        return self._living(d) if d.kind == "living" else self._brief(d)


LAYOUTS = {"checklist": Checklist(), "cards": Cards(), "outline": Outline(), "faq_hant": FaqHant()}
