"""zoo8's Markdown layouts: a standup note in prose, a bilingual brief with status icons."""

from __future__ import annotations

from tests.zoo4 import facts

from .common import (
    CONF_ZH,
    COUNT_WORDS_EN,
    COUNT_ZH,
    RISK_ZH,
    STATUS_ZH,
    WEEKDAYS,
    W,
    and_join,
    by_status,
    fig,
    item_label,
    living,
    long,
    secname,
    short,
)


class Standup:
    EXT = "md"
    LANG = "en"

    def _figs(self, m: facts.Mention) -> str:
        if not m.figures:
            return ""
        parts = [f"{f.metric} of {fig(f)}" for f in m.figures]
        if len(parts) == 1:
            return f" The number to remember is a {parts[0]}."
        return f" Two numbers stand out: a {and_join(parts)}."

    def _srcs(self, m: facts.Mention) -> str:
        if not m.sources:
            return ""
        return " I picked it up from " + and_join([f"`{s}`" for s in m.sources]) + "."

    def _who(self, m: facts.Mention) -> str:
        w = W(m)
        if w.arxiv:
            return f"**{w.name}** (arXiv {w.arxiv})"
        return f"**{w.name}**, a {w.kind} ({w.url}),"

    def _para(self, d: facts.Doc, m: facts.Mention) -> str:
        w = W(m)
        who = self._who(m)
        sec = f"§{m.section} {secname(d, m.section)}" if m.section else None
        point = m.point[0].upper() + m.point[1:]
        conf = f" My confidence: {m.confidence}." if m.confidence else ""
        if m.status == "new":
            s = f"{who} is new today; it belongs in {sec}. {point}."
        elif m.status == "anchored":
            s = f"{who} was already filed under §{m.section} on {short(m.anchored_on)}, so nothing to add ({m.point})."
        elif m.status == "carried-over":
            s = f"{who} carries over from an earlier brief and stays in {sec}"
            if m.anchored_on:
                s += f", where it was anchored on {short(m.anchored_on)}"
            s += f". Note: {m.point}."
        elif m.status == "not-anchored":
            s = f"{who} is still not anchored in the living document; it would go to {sec}, but it is {m.point}."
        elif m.status == "adjacent":
            s = f"{who} is adjacent to today's topic, not a main increment: it {m.point}."
            if sec:
                s = s[:-1] + f" (it would sit in {sec})."
        elif m.status == "candidate":
            s = f"{who} is a candidate we may pick up later: {m.point}."
            if sec:
                s = s[:-1] + f" (§{m.section})."
        else:  # pragma: no cover
            raise ValueError(m.status)
        s += self._figs(m) + conf + self._srcs(m)
        if not w.arxiv and m.status != "new":
            s += f" Link: {w.url}."
        return s

    def brief(self, d: facts.Doc) -> str:
        L = [f"# Multimodal standup — {WEEKDAYS[d.date.weekday()]} {d.date.isoformat()}", ""]
        a, b = d.window
        L.append(
            f"{d.instance} writing. This covers the {facts.TOPIC} window from {a} to {b}. "
            f"I worked from the living document `{living(self.EXT)}` in its {long(d.baseline)} version."
        )
        L.append("")
        L.append("Sections touched today: " + "; ".join(f"§{k} {v}" for k, v in d.sections.items()) + ".")
        L.append("")
        counts = []
        for k, v in d.counts.items():
            one, many = COUNT_WORDS_EN[k]
            counts.append(f"{v} {one if v == 1 else many}")
        L.append("The tally I'm declaring: " + and_join(counts) + ".")
        L.append("")
        groups = [
            ("What's new", {"new"}),
            ("Already on file", {"anchored", "carried-over", "not-anchored"}),
            ("On the edges", {"adjacent", "candidate"}),
        ]
        for title, sts in groups:
            ms = by_status(d, sts)
            if not ms:
                continue
            L += [f"## {title}", ""]
            for m in ms:
                L += [self._para(d, m), ""]
        L += ["## Ids for the record", ""]
        L.append("New arXiv ids in this brief: " + ", ".join(d.new_ids) + ".")
        L.append("")
        carried = []
        for m in facts.carried_ids(d):
            c = W(m).arxiv
            extra = []
            if m.anchored_on:
                extra.append(f"anchored {short(m.anchored_on)}")
            if m.section:
                extra.append(f"§{m.section}")
            carried.append(c + (f" ({', '.join(extra)})" if extra else ""))
        L.append("Older ids still in play: " + ", ".join(carried) + ".")
        L.append("")
        L.append("What I read today: " + and_join([f"`{s}`" for s in d.sources]) + ".")
        L.append("")
        L += ["## Questions to check", ""]
        for i, e in enumerate(d.entries, 1):
            names = []
            for k in e.items:
                n, x = item_label(k)
                names.append(f"{n}, {x}" if x else n)
            state = "resolved, closed today" if e.resolved else "still open"
            L.append(f"{i}. {e.sentence}. ({'; '.join(names)} — {e.risk} risk, {state})")
        L.append("")
        return "\n".join(L)

    def living_doc(self, d: facts.Doc) -> str:
        L = [f"# {facts.TOPIC.capitalize()}: what we know", ""]
        L.append(
            f"This is the living knowledge document for {facts.TOPIC}. "
            f"This version is from {long(d.date)}, after the nightly relay."
        )
        L.append("")
        for num, name in d.sections.items():
            L += [f"## §{num} {name}", ""]
            ms = [m for m in d.mentions if m.section == num]
            if not ms:
                L += ["Nothing anchored here yet.", ""]
                continue
            for m in ms:
                w = W(m)
                s = (
                    f"**{w.name}** (arXiv {w.arxiv}) has been anchored in this section since "
                    f"{long(m.anchored_on)}. {m.point[0].upper() + m.point[1:]}."
                )
                s += self._figs(m)
                if m.sources:
                    s += " Source: " + and_join([f"`{x}`" for x in m.sources]) + "."
                L += [s, ""]
        return "\n".join(L)

    def render(self, d: facts.Doc) -> str:
        return self.brief(d) if d.kind == "brief" else self.living_doc(d)


# ================================================================ B. HTML definition lists


class Bilingual:
    EXT = "md"
    LANG = "zh-hans"

    def _sec(self, d: facts.Doc, num: str) -> str:
        en = secname(d, num)
        return f"§{num} {facts.SECTIONS_HANS[en]}（{en}）"

    def _item(self, d: facts.Doc, m: facts.Mention, with_status: bool = True) -> list[str]:
        w = W(m)
        head = f"- {STATUS_ZH[m.status].split()[0]} **{w.name}**"
        head += f" · arXiv `{w.arxiv}`" if w.arxiv else f" · {w.kind} <{w.url}>"
        if m.section:
            head += f" · {self._sec(d, m.section)}"
        L = [head]
        if with_status:
            st = STATUS_ZH[m.status]
            if m.anchored_on:
                st += f" · {m.anchored_on.month}月{m.anchored_on.day}日锚入 ({m.anchored_on.isoformat()})"
            L.append(f"  - 状态 Status: {st}")
        L.append(f"  - 要点 Point: {m.hans} / {m.point}")
        for f in m.figures:
            L.append(f"  - 📊 {f.metric}: **{fig(f)}**")
        if m.confidence:
            L.append(f"  - 可信度 Confidence: {CONF_ZH[m.confidence]}")
        if m.sources:
            L.append("  - 📁 来源 Sources: " + " · ".join(f"`{s}`" for s in m.sources))
        return L

    def brief(self, d: facts.Doc) -> str:
        L = [f"# 多模态 Multimodal · 每日简报 Daily brief · {d.date.isoformat()}", ""]
        L.append(f"👤 作者 Author: {d.instance}  ")
        L.append(f"🕙 时间窗 Window: {d.window[0]} → {d.window[1]}  ")
        L.append(f"📘 基线活文档 Baseline: `{living(self.EXT)}`（{d.baseline.isoformat()} 版）")
        L.append("")
        L.append("**本棒涉及章节 Sections:** " + " · ".join(self._sec(d, k) for k in d.sections))
        L.append("")
        L.append("**本棒声明 Declared:** " + " · ".join(f"{COUNT_ZH[k]} {v}" for k, v in d.counts.items()))
        L.append("")
        groups = [
            ("🆕 本棒净增 NET-new", {"new"}),
            ("⚓ 已在活文档 / 沿用 Already in the living document", {"anchored", "carried-over", "not-anchored"}),
            ("🔗 邻接与候选 Adjacent & candidates", {"adjacent", "candidate"}),
        ]
        for title, sts in groups:
            ms = by_status(d, sts)
            if not ms:
                continue
            L += [f"## {title}", ""]
            for m in ms:
                L += self._item(d, m)
            L.append("")
        L += ["## 🔢 arXiv 号 IDs", ""]
        L.append("- 净增 New: " + " ".join(f"`{i}`" for i in d.new_ids))
        carried = []
        for m in facts.carried_ids(d):
            x = f"`{W(m).arxiv}`"
            bits = []
            if m.section:
                bits.append(f"§{m.section}")
            if m.anchored_on:
                bits.append(f"{m.anchored_on.month}-{m.anchored_on.day:02d} 已锚入")
            if bits:
                x += "（" + "，".join(bits) + "）"
            carried.append(x)
        L.append("- 既有 Earlier ids: " + " ".join(carried))
        L.append("")
        L += ["## 📚 检查过的来源 Sources read", ""]
        for s in d.sources:
            L.append(f"- `{s}`")
        L.append("")
        L += ["## ✅ 待核实 To verify", ""]
        for e in d.entries:
            box = "[x]" if e.resolved else "[ ]"
            names = []
            for k in e.items:
                n, x = item_label(k)
                names.append(f"{n} `{x}`" if x else n)
            state = "已解决 resolved" if e.resolved else "未解决 open"
            L.append(f"- {box} {RISK_ZH[e.risk]} — {e.hans}（涉及 {', '.join(names)}；{state}）")
        L.append("")
        return "\n".join(L)

    def living_doc(self, d: facts.Doc) -> str:
        L = ["# 多模态 Multimodal · 活文档 Living document", ""]
        L.append(f"🗓️ 版本 Version: {d.date.isoformat()}（接力更新后 after the nightly relay）")
        L.append("")
        for num, name in d.sections.items():
            L += [f"## §{num} {facts.SECTIONS_HANS[name]} {name}", ""]
            ms = [m for m in d.mentions if m.section == num]
            if not ms:
                L += ["_暂无条目 no entries yet_", ""]
                continue
            for m in ms:
                L += self._item(d, m)
            L.append("")
        return "\n".join(L)

    def render(self, d: facts.Doc) -> str:
        return self.brief(d) if d.kind == "brief" else self.living_doc(d)
