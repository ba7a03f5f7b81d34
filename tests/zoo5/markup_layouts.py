"""zoo5's markup layouts: a Keep a Changelog Markdown file and an HTML report of captioned tables."""

from __future__ import annotations

import html

from tests.zoo4 import facts

from .common import by_status, carried_list

F = facts


# ================================================================ 2. md_changelog
class Changelog:
    EXT = "md"
    LANG = "en"
    COUNT = {
        "increments": "{} increments",
        "adjacent": "{} adjacent",
        "new-arxiv": "{} new arXiv IDs",
        "carried-over": "{} carried over",
    }
    UNIT = {"×": "×", "%": "%", "points": " points", "ms": " ms"}

    def fig(self, f: F.Figure) -> str:
        return f"**{f.text}{self.UNIT[f.unit]}** {f.metric}"

    def wname(self, w: F.Work) -> str:
        if w.arxiv:
            return f"**{w.name}** ([{w.arxiv}](https://arxiv.org/abs/{w.arxiv}))"
        return f"**[{w.name}]({w.url})** ({w.kind})"

    def srcs(self, m: F.Mention) -> str:
        if not m.sources:
            return ""
        lab = "Source" if len(m.sources) == 1 else "Sources"
        return f" {lab}: " + ", ".join(f"`{s}`" for s in m.sources) + "."

    def sec(self, d: F.Doc, m: F.Mention) -> str:
        return f"§{m.section} {d.sections[m.section]}"

    def render(self, d: F.Doc) -> str:
        return self.living(d) if d.kind == "living" else self.brief(d)

    def brief(self, d: F.Doc) -> str:
        living = F.living_path(self.EXT)
        L = [
            f"# Changelog: {F.TOPIC}",
            "",
            f"Proposed changes to `{living}`, one release per daily brief.",
            "The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/).",
            "",
            f"## [{d.date}] - {d.instance}",
            "",
            f"- Window: {d.window[0]} → {d.window[1]}",
            f"- Baseline: `{living}` @ {d.baseline}",
            "- Sections: " + " · ".join(f"§{k} {v}" for k, v in d.sections.items()),
            "- Declared: " + ", ".join(self.COUNT[k].format(v) for k, v in d.counts.items()),
            "",
            "### Added",
            "",
        ]
        for m in by_status(d, "new"):
            w = F.work(m)
            figs = "; " + ", ".join(self.fig(f) for f in m.figures) if m.figures else ""
            L.append(
                f"- {self.wname(w)} in {self.sec(d, m)}: {m.point}{figs}. Confidence: {m.confidence}.{self.srcs(m)}"
            )
        groups = [
            ("Unchanged", "anchored"),
            ("Carried", "carried-over"),
            ("Deferred", "not-anchored"),
        ]
        for title, st in groups:
            ms = by_status(d, st)
            if not ms:
                continue
            L += ["", f"### {title}", ""]
            for m in ms:
                w = F.work(m)
                if st == "anchored":
                    lead = f"anchored in {self.sec(d, m)} on {m.anchored_on}"
                elif st == "not-anchored":
                    lead = f"not anchored yet ({self.sec(d, m)})"
                elif m.anchored_on:
                    lead = f"carried over, {self.sec(d, m)}, anchored {m.anchored_on}"
                else:
                    lead = f"carried over, {self.sec(d, m)}"
                figs = "; " + ", ".join(self.fig(f) for f in m.figures) if m.figures else ""
                L.append(f"- {self.wname(w)}: {lead}. {m.point[0].upper() + m.point[1:]}{figs}.")
        adj = by_status(d, *F.ADJACENT)
        if adj:
            L += ["", "### Adjacent", ""]
            for m in adj:
                L.append(f"- {self.wname(F.work(m))} ({m.status}): {m.point}.")
        opened = [e for e in d.entries if not e.resolved]
        closed = [e for e in d.entries if e.resolved]
        label = {"high": "HIGH", "medium": "MEDIUM", "low": "LOW"}
        if opened:
            L += ["", "### To check", ""]
            for e in opened:
                who = ", ".join(self.ref(i) for i in e.items)
                L.append(f"- [ ] `{label[e.risk]}` {e.sentence} ({who})")
        if closed:
            L += ["", "### Fixed", ""]
            for e in closed:
                who = ", ".join(self.ref(i) for i in e.items)
                L.append(f"- [x] `{label[e.risk]}` {e.sentence} ({who})")
        L += ["", "### Sources", ""]
        L += [f"- `{s}`" for s in d.sources]
        L += ["", "### IDs", ""]
        L.append("- New: " + " · ".join(d.new_ids))
        car = carried_list(d)
        if car:
            parts = []
            for m in car:
                if m.status == "not-anchored":
                    parts.append(f"{F.work(m).arxiv} (§{m.section}, not anchored)")
                elif m.anchored_on:
                    parts.append(f"{F.work(m).arxiv} (§{m.section}, anchored {m.anchored_on})")
                else:
                    parts.append(f"{F.work(m).arxiv} (§{m.section})")
            L.append("- Carried: " + " · ".join(parts))
        L += ["", f"[{d.date}]: {d.stem}.{self.EXT}", ""]
        return "\n".join(L)

    def ref(self, key: str) -> str:
        w = F.WORKS[key]
        return f"{w.name}, {w.arxiv}" if w.arxiv else w.name

    def living(self, d: F.Doc) -> str:
        L = [
            f"# Changelog: {F.LIVING_STEM}.{self.EXT}",
            "",
            "What the nightly relay anchored in the living document, newest first.",
            "The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/).",
            "",
            f"Current version: **{d.date}**",
            "",
            "Sections of the document:",
            "",
        ]
        L += [f"- §{k} {v}" for k, v in d.sections.items()]
        for m in sorted(d.mentions, key=lambda m: m.anchored_on, reverse=True):
            w = F.work(m)
            figs = "; " + ", ".join(self.fig(f) for f in m.figures) if m.figures else ""
            L += [
                "",
                f"## [{m.anchored_on}]",
                "",
                "### Added",
                "",
                f"- {self.wname(w)} anchored in {self.sec(d, m)}: {m.point}{figs}.{self.srcs(m)}",
            ]
        L.append("")
        return "\n".join(L)


# ================================================================ 3. html_table_report
class HtmlTables:
    EXT = "html"
    LANG = "en"
    COUNT = {
        "increments": "Main increments",
        "adjacent": "Adjacent / candidate items",
        "new-arxiv": "New arXiv IDs",
        "carried-over": "Carried-over items",
    }
    UNIT = {"×": "×", "%": "%", "points": " pts", "ms": " ms"}
    RISK = {"high": "🔴 High risk", "medium": "🟡 Medium risk", "low": "🟢 Low risk"}
    CSS = (
        "body{font-family:system-ui,sans-serif;margin:2em auto;max-width:70em}"
        "table{border-collapse:collapse;margin:1.2em 0;width:100%}"
        "caption{text-align:left;font-weight:600;padding:.3em 0}"
        "th,td{border:1px solid #ccc;padding:.3em .5em;vertical-align:top}"
        "thead th{background:#f3f3f3}.num{font-variant-numeric:tabular-nums;font-weight:600}"
        "details{border:1px solid #ddd;margin:.5em 0;padding:.4em .8em}"
    )

    e = staticmethod(html.escape)

    def fig(self, f: F.Figure) -> str:
        return f'<span class="num">{f.text}{self.UNIT[f.unit]}</span> {self.e(f.metric)}'

    def figs(self, m: F.Mention) -> str:
        return "<br>".join(self.fig(f) for f in m.figures) or "—"

    def work_cell(self, w: F.Work) -> str:
        if w.url:
            return f'<a href="{self.e(w.url)}">{self.e(w.name)}</a> <small>({w.kind})</small>'
        return self.e(w.name)

    def id_cell(self, w: F.Work) -> str:
        return f'<a href="https://arxiv.org/abs/{w.arxiv}">{w.arxiv}</a>' if w.arxiv else "—"

    def src_cell(self, m: F.Mention) -> str:
        return "<br>".join(f"<code>{self.e(s)}</code>" for s in m.sources) or "—"

    def table(self, caption: str, head: list[str], rows: list[list[str]], cls: str = "") -> list[str]:
        L = [f'<table class="{cls}">' if cls else "<table>", f"  <caption>{caption}</caption>", "  <thead>"]
        L.append("    <tr>" + "".join(f"<th>{h}</th>" for h in head) + "</tr>")
        L += ["  </thead>", "  <tbody>"]
        for r in rows:
            cells = r if isinstance(r, str) else "".join(f"<td>{c}</td>" for c in r)
            L.append("    <tr>" + cells + "</tr>")
        L += ["  </tbody>", "</table>"]
        return L

    def page(self, title: str, body: list[str]) -> str:
        L = [
            "<!DOCTYPE html>",
            '<html lang="en">',
            "<head>",
            '  <meta charset="utf-8">',
            '  <meta name="generator" content="digest-report 0.4">',
            f"  <title>{self.e(title)}</title>",
            f"  <style>{self.CSS}</style>",
            "</head>",
            "<body>",
        ]
        return "\n".join(L + body + ["</body>", "</html>", ""])

    def render(self, d: F.Doc) -> str:
        return self.living(d) if d.kind == "living" else self.brief(d)

    def brief(self, d: F.Doc) -> str:
        living = F.living_path(self.EXT)
        B = [f"<h1>Daily brief · {F.TOPIC} · {d.date}</h1>"]
        B += self.table(
            "Brief",
            ["Field", "Value"],
            [
                ["Topic", F.TOPIC],
                ["Author instance", d.instance],
                ["Date", str(d.date)],
                ["Window", f"{d.window[0]} → {d.window[1]}"],
                ["Baseline", f'<a href="../../{living}">{living}</a> (version {d.baseline})'],
            ],
            "meta",
        )
        B += self.table(
            "Declared totals",
            ["Count", "Value"],
            [[self.COUNT[k], f'<span class="num">{v}</span>'] for k, v in d.counts.items()],
            "counts",
        )
        B += self.table(
            "Sections referenced",
            ["§", "Name"],
            [[f"§{k}", self.e(v)] for k, v in d.sections.items()],
            "sections",
        )
        rows = []
        for i, m in enumerate(by_status(d, "new"), 1):
            w = F.work(m)
            rows.append(
                [
                    str(i),
                    self.work_cell(w),
                    self.id_cell(w),
                    f"§{m.section}",
                    m.confidence,
                    self.e(m.point),
                    self.figs(m),
                    self.src_cell(m),
                ]
            )
        B += self.table(
            "Net-new items",
            ["#", "Work", "arXiv", "Section", "Confidence", "Key point", "Figures", "Sources"],
            rows,
            "new",
        )
        label = {"anchored": "anchored", "carried-over": "carried over", "not-anchored": "not anchored yet"}
        rows = []
        for m in by_status(d, *F.CARRIED):
            w = F.work(m)
            rows.append(
                [
                    self.work_cell(w),
                    self.id_cell(w),
                    label[m.status],
                    f"§{m.section}",
                    str(m.anchored_on) if m.anchored_on else "—",
                    self.e(m.point),
                    self.figs(m),
                ]
            )
        B += self.table(
            "Carried over / already in the living document",
            ["Work", "arXiv", "Status", "Section", "Anchored on", "Note", "Figures"],
            rows,
            "carried",
        )
        adj = by_status(d, *F.ADJACENT)
        if adj:
            rows = [[self.work_cell(F.work(m)), self.id_cell(F.work(m)), m.status, self.e(m.point)] for m in adj]
            B += self.table("Adjacent and candidate items", ["Work", "arXiv", "Status", "Note"], rows, "adjacent")
        B += self.table(
            "Sources read",
            ["#", "Path"],
            [[str(i), f"<code>{self.e(s)}</code>"] for i, s in enumerate(d.sources, 1)],
            "sources",
        )
        car = carried_list(d)
        B += self.table(
            "arXiv IDs",
            ["List", "IDs"],
            [["New", ", ".join(d.new_ids)]]
            + (
                [
                    [
                        "Carried",
                        ", ".join(
                            f"{F.work(m).arxiv} (§{m.section}"
                            + (
                                ", not anchored"
                                if m.status == "not-anchored"
                                else f", anchored {m.anchored_on}"
                                if m.anchored_on
                                else ""
                            )
                            + ")"
                            for m in car
                        ),
                    ]
                ]
                if car
                else []
            ),
            "ids",
        )
        B.append("<h2>To verify</h2>")
        for e in d.entries:
            who = ", ".join(
                f"{F.WORKS[i].name} ({F.WORKS[i].arxiv})" if F.WORKS[i].arxiv else F.WORKS[i].name for i in e.items
            )
            state = "resolved" if e.resolved else "open"
            B += [
                f'<details{"" if e.resolved else " open"} class="{state}">',
                f"  <summary>{self.RISK[e.risk]} · {self.e(who)} · {state}</summary>",
                f"  <p>{self.e(e.sentence)}.</p>",
                "</details>",
            ]
        B.append(f"<footer><p>Written by {d.instance} · {d.date}</p></footer>")
        return self.page(f"{F.TOPIC} brief {d.date} ({d.instance})", B)

    def living(self, d: F.Doc) -> str:
        B = [f"<h1>{F.TOPIC}: living document</h1>"]
        B += self.table("Document", ["Field", "Value"], [["Topic", F.TOPIC], ["Version", str(d.date)]], "meta")
        for num, name in d.sections.items():
            ms = [m for m in d.mentions if m.section == num]
            rows = [
                [
                    self.work_cell(F.work(m)),
                    self.id_cell(F.work(m)),
                    str(m.anchored_on),
                    self.e(m.point),
                    self.figs(m),
                    self.src_cell(m),
                ]
                for m in ms
            ] or ['<td colspan="6">No works anchored yet.</td>']
            tbl = self.table(
                f"§{num} {self.e(name)}",
                ["Work", "arXiv", "Anchored", "Key point", "Figures", "Source"],
                rows,
                "section",
            )
            B += [f'<section id="s{num}">'] + tbl + ["</section>"]
        return self.page(f"{F.TOPIC} living document ({d.date})", B)
