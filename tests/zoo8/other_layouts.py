"""zoo8's other layouts: an HTML page of definition lists, a plain-text log of key: value records."""

from __future__ import annotations

import html

from tests.zoo4 import facts

from .common import STATUS_EN, W, by_status, fig, item_label, living, secname


class DlHtml:
    EXT = "html"
    LANG = "en"

    def e(self, s: str) -> str:
        return html.escape(s, quote=False)

    def _work_dl(self, d: facts.Doc, ms: list[facts.Mention], ind: str = "    ") -> list[str]:
        L = [f'{ind}<dl class="works">']
        for m in ms:
            w = W(m)
            dt = f"{ind}  <dt>{self.e(w.name)}"
            if w.arxiv:
                dt += f' <span class="arxiv">arXiv:<a href="https://arxiv.org/abs/{w.arxiv}">{w.arxiv}</a></span>'
            else:
                dt += f' <span class="kind">({w.kind})</span>'
            L.append(dt + "</dt>")
            st = f"Status: <strong>{STATUS_EN[m.status]}</strong>"
            if m.anchored_on:
                st += f", anchored on <time>{m.anchored_on.isoformat()}</time>"
            L.append(f"{ind}  <dd>{st}</dd>")
            if m.section:
                L.append(f"{ind}  <dd>Section: §{m.section} {self.e(secname(d, m.section))}</dd>")
            if not w.arxiv:
                L.append(f'{ind}  <dd>Link: <a href="{w.url}">{w.url}</a></dd>')
            L.append(f"{ind}  <dd>{self.e(m.point[0].upper() + m.point[1:])}.</dd>")
            for f in m.figures:
                L.append(f"{ind}  <dd>Figure: {self.e(fig(f))} {self.e(f.metric)}</dd>")
            if m.confidence:
                L.append(f"{ind}  <dd>Confidence: {m.confidence}</dd>")
            if m.sources:
                L.append(f"{ind}  <dd>Sources:")
                L.append(f"{ind}    <ul>")
                for s in m.sources:
                    L.append(f"{ind}      <li><code>{self.e(s)}</code></li>")
                L.append(f"{ind}    </ul>")
                L.append(f"{ind}  </dd>")
        L.append(f"{ind}</dl>")
        return L

    def head(self, title: str) -> list[str]:
        return [
            "<!DOCTYPE html>",
            '<html lang="en">',
            "<head>",
            '  <meta charset="utf-8">',
            f"  <title>{self.e(title)}</title>",
            "</head>",
            "<body>",
        ]

    def brief(self, d: facts.Doc) -> str:
        title = f"Multimodal brief, {d.date.isoformat()}"
        L = self.head(title)
        L.append("  <header>")
        L.append(f"    <h1>{title}</h1>")
        L.append('    <dl class="meta">')
        L.append(f"      <dt>Topic</dt><dd>{facts.TOPIC}</dd>")
        L.append(f"      <dt>Author</dt><dd>{d.instance}</dd>")
        L.append(f"      <dt>Window</dt><dd>{d.window[0]} → {d.window[1]}</dd>")
        L.append(
            f"      <dt>Baseline</dt><dd><code>{living(self.EXT)}</code> (version of {d.baseline.isoformat()})</dd>"
        )
        L.append("    </dl>")
        L.append("  </header>")
        L.append('  <section id="summary">')
        L.append("    <h2>Summary</h2>")
        L.append('    <dl class="counts">')
        labels = {
            "increments": "Increments",
            "adjacent": "Adjacent",
            "new-arxiv": "New arXiv ids",
            "carried-over": "Carried over",
        }
        for k, v in d.counts.items():
            L.append(f"      <dt>{labels[k]}</dt><dd>{v}</dd>")
        L.append("    </dl>")
        L.append("    <p>Sections in scope:</p>")
        L.append("    <ul>")
        for k, v in d.sections.items():
            L.append(f"      <li>§{k} {self.e(v)}</li>")
        L.append("    </ul>")
        L.append("  </section>")
        groups = [
            ("new", "New today", {"new"}),
            ("carried", "Carried over and anchored", {"anchored", "carried-over", "not-anchored"}),
            ("adjacent", "Adjacent and candidates", {"adjacent", "candidate"}),
        ]
        for sid, title2, sts in groups:
            ms = by_status(d, sts)
            if not ms:
                continue
            L.append(f'  <section id="{sid}">')
            L.append(f"    <h2>{title2}</h2>")
            L += self._work_dl(d, ms)
            L.append("  </section>")
        L.append('  <section id="ids">')
        L.append("    <h2>arXiv ids</h2>")
        L.append("    <dl>")
        L.append("      <dt>New in this brief</dt>")
        L.append("      <dd>" + ", ".join(f"<code>{i}</code>" for i in d.new_ids) + "</dd>")
        L.append("      <dt>From earlier briefs</dt>")
        for m in facts.carried_ids(d):
            x = f"<code>{W(m).arxiv}</code>"
            if m.section:
                x += f" §{m.section}"
            if m.anchored_on:
                x += f", anchored {m.anchored_on.isoformat()}"
            L.append(f"      <dd>{x}</dd>")
        L.append("    </dl>")
        L.append("  </section>")
        L.append('  <section id="sources">')
        L.append("    <h2>Sources read</h2>")
        L.append("    <ul>")
        for s in d.sources:
            L.append(f"      <li><code>{self.e(s)}</code></li>")
        L.append("    </ul>")
        L.append("  </section>")
        L.append('  <section id="verify">')
        L.append("    <h2>To verify</h2>")
        L.append('    <dl class="register">')
        for i, en in enumerate(d.entries, 1):
            names = []
            for k in en.items:
                n, x = item_label(k)
                names.append(f"{self.e(n)} ({x})" if x else self.e(n))
            L.append(f"      <dt>{i}. {', '.join(names)}</dt>")
            L.append(f"      <dd>{self.e(en.sentence)}.</dd>")
            L.append(f"      <dd>Risk: {en.risk}</dd>")
            L.append(f"      <dd>State: {'resolved' if en.resolved else 'open'}</dd>")
        L.append("    </dl>")
        L.append("  </section>")
        L += ["</body>", "</html>", ""]
        return "\n".join(L)

    def living_doc(self, d: facts.Doc) -> str:
        title = f"{facts.TOPIC.capitalize()} — living knowledge document"
        L = self.head(title)
        L.append("  <header>")
        L.append(f"    <h1>{self.e(title)}</h1>")
        L.append(f"    <p>Version of <time>{d.date.isoformat()}</time>, updated by the nightly relay.</p>")
        L.append("  </header>")
        for num, name in d.sections.items():
            L.append(f'  <section id="s{num.replace(".", "-")}">')
            L.append(f"    <h2>§{num} {self.e(name)}</h2>")
            ms = [m for m in d.mentions if m.section == num]
            if ms:
                L += self._work_dl(d, ms)
            else:
                L.append("    <p>No entries yet.</p>")
            L.append("  </section>")
        L += ["</body>", "</html>", ""]
        return "\n".join(L)

    def render(self, d: facts.Doc) -> str:
        return self.brief(d) if d.kind == "brief" else self.living_doc(d)


# ================================================================ C. key: value record dump


class Records:
    EXT = "txt"
    LANG = "en"

    def _work(self, d: facts.Doc, n: int, m: facts.Mention) -> list[str]:
        w = W(m)
        L = [f"record: {n}", f"work: {w.name}", f"type: {w.kind}"]
        if w.arxiv:
            L.append(f"arxiv: {w.arxiv}")
        else:
            L.append(f"url: {w.url}")
        L.append(f"status: {m.status}")
        if m.section:
            L.append(f"section: {m.section} ({secname(d, m.section)})")
        if m.anchored_on:
            L.append(f"anchored_on: {m.anchored_on.isoformat()}")
        for s in m.sources:
            L.append(f"source: {s}")
        for f in m.figures:
            L.append(f"figure: {fig(f)} | {f.metric}")
        if m.confidence:
            L.append(f"confidence: {m.confidence}")
        L.append(f"note: {m.point}")
        return L

    def brief(self, d: facts.Doc) -> str:
        L = [
            f"# digest log, {facts.TOPIC}",
            "kind: brief",
            f"topic: {facts.TOPIC}",
            f"date: {d.date.isoformat()}",
            f"instance: {d.instance}",
            f"window_start: {d.window[0]}",
            f"window_end: {d.window[1]}",
            f"baseline: {living(self.EXT)}",
            f"baseline_version: {d.baseline.isoformat()}",
        ]
        for k, v in d.sections.items():
            L.append(f"section_{k}: {v}")
        for k, v in d.counts.items():
            L.append(f"declared_{k.replace('-', '_')}: {v}")
        L.append("new_arxiv_list: " + ", ".join(d.new_ids))
        carried = []
        for m in facts.carried_ids(d):
            x = W(m).arxiv
            if m.anchored_on:
                x += f" (anchored {m.anchored_on.isoformat()})"
            carried.append(x)
        L.append("earlier_arxiv_list: " + ", ".join(carried))
        for s in d.sources:
            L.append(f"read: {s}")
        for n, m in enumerate(d.mentions, 1):
            L += ["---"] + self._work(d, n, m)
        for n, e in enumerate(d.entries, 1):
            L += ["---", f"verify: {n}"]
            for k in e.items:
                nm, x = item_label(k)
                L.append(f"concerns: {nm} ({x})" if x else f"concerns: {nm}")
            L += [f"risk: {e.risk}", f"state: {'resolved' if e.resolved else 'open'}", f"claim: {e.sentence}"]
        L += ["---", "end", ""]
        return "\n".join(L)

    def living_doc(self, d: facts.Doc) -> str:
        L = [
            f"# living document, {facts.TOPIC}",
            "kind: living",
            f"topic: {facts.TOPIC}",
            f"version: {d.date.isoformat()}",
        ]
        for k, v in d.sections.items():
            L.append(f"section_{k}: {v}")
        for n, m in enumerate(d.mentions, 1):
            L += ["---"] + self._work(d, n, m)
        L += ["---", "end", ""]
        return "\n".join(L)

    def render(self, d: facts.Doc) -> str:
        return self.brief(d) if d.kind == "brief" else self.living_doc(d)


# ================================================================ D. bilingual Markdown, emoji, task list
