"""zoo7's two layouts: a Markdown lab notebook (`### id — Name` headings, `- status :: new`
fields, figures in inline code, `- ?` doubts) and a fixed-width plain-text ledger (one work per
line under a dashed rule, a TOTALS block, `!! ` register lines)."""

from __future__ import annotations

from tests.zoo4 import facts


def fig(f: facts.Figure) -> str:
    return f"{f.text} {f.unit}"


def label(m: facts.Mention) -> str:
    w = facts.work(m)
    return f"{w.arxiv} — {w.name}" if w.arxiv else w.name


class MdNotebook:
    EXT = "md"
    LANG = "en"

    def render(self, d: facts.Doc) -> str:
        L: list[str] = []
        if d.kind == "living":
            L += [f"# {d.date.isoformat()} — multimodal living document", ""]
            L += [
                "This is the standing record for the multimodal topic; the version below is the one "
                f"dated {d.date.isoformat()}. Works land here once they are anchored.",
                "",
            ]
        else:
            L += [f"# {d.date.isoformat()} — multimodal brief, notebook of {d.instance}", ""]
            L += [
                f"Kept by {d.instance}. Reading window ran from {d.window[0]} to {d.window[1]}. "
                f"I started from the living document `{facts.living_path(self.EXT)}` "
                f"as it stood on {d.baseline.isoformat()}.",
                "",
            ]
            L += ["Topic today, as every day here: multimodal.", ""]
        L += ["## Sections in use", ""]
        for num, name in d.sections.items():
            L.append(f"- §{num} :: {name}")
        L.append("")
        L += ["## Works", ""]
        for m in d.mentions:
            w = facts.work(m)
            L += [f"### {label(m)}", ""]
            if m.point:
                L += [f"Note to self: {m.point}.", ""]
            if not w.arxiv:
                L.append(f"- kind :: {w.kind}")
                L.append(f"- link :: <{w.url}>")
            L.append(f"- status :: {m.status}")
            if m.section:
                L.append(f"- section :: §{m.section} {d.sections.get(m.section, facts.SECTIONS[m.section])}")
            if m.anchored_on:
                L.append(f"- anchored :: {m.anchored_on.isoformat()}")
            for f in m.figures:
                L.append(f"- figure :: {f.metric} `{fig(f)}`")
            if m.confidence:
                L.append(f"- confidence :: {m.confidence}")
            if m.sources:
                L.append("- sources ::")
                for s in m.sources:
                    tag = "notes" if s.startswith("inbox/") else "card"
                    L.append(f"  - [{tag}]({s})")
            L.append("")
        if d.kind == "brief":
            L += ["## Doubts", ""]
            for e in d.entries:
                state = "resolved" if e.resolved else "open"
                L.append(f"- ? {e.sentence} (concerns {', '.join(e.items)}; risk {e.risk}; {state})")
            L.append("")
            L += ["## Tally", "", "What I declare for today, counted by hand:", ""]
            for k, v in d.counts.items():
                L.append(f"- {k} :: {v}")
            L.append(f"- new arXiv ids :: {', '.join(d.new_ids)}")
            L.append("")
            L += ["## Read today", ""]
            for s in d.sources:
                tag = s.rsplit("/", 1)[-1]
                L.append(f"- [{tag}]({s})")
            L.append("")
        return "\n".join(L)


class TxtLedger:
    EXT = "txt"
    LANG = "en"
    COLS = [("ID", 11), ("NAME", 17), ("STATUS", 13), ("SECTION", 8), ("ANCHORED", 11), ("FIGURE", 60), ("SOURCES", 0)]

    def row(self, cells: list[str]) -> str:
        out = []
        for (_, wd), c in zip(self.COLS, cells):
            out.append(c.ljust(wd) if wd else c)
        return " ".join(out).rstrip()

    def render(self, d: facts.Doc) -> str:
        L: list[str] = []
        if d.kind == "living":
            L += ["MULTIMODAL LIVING DOCUMENT LEDGER", f"version: {d.date.isoformat()}", "topic: multimodal", ""]
        else:
            L += [
                "MULTIMODAL BRIEF LEDGER",
                f"date: {d.date.isoformat()}",
                f"instance: {d.instance}",
                "topic: multimodal",
                f"window: {d.window[0]} to {d.window[1]}",
                f"baseline: {facts.living_path(self.EXT)} (version {d.baseline.isoformat()})",
                "",
            ]
        L.append("SECTIONS")
        for num, name in d.sections.items():
            L.append(f"  §{num}  {name}")
        L.append("")
        L.append(self.row([c for c, _ in self.COLS]))
        L.append(self.row(["-" * (wd or 20) for _, wd in self.COLS]))
        for m in d.mentions:
            w = facts.work(m)
            L.append(
                self.row(
                    [
                        w.arxiv or "-",
                        w.name,
                        m.status,
                        f"§{m.section}" if m.section else "-",
                        m.anchored_on.isoformat() if m.anchored_on else "-",
                        "; ".join(f"{fig(f)} {f.metric}" for f in m.figures) or "-",
                        ", ".join(m.sources) or "-",
                    ]
                )
            )
        L.append("")
        L.append("NOTES")
        for m in d.mentions:
            w = facts.work(m)
            extra = f" [{w.kind}, {w.url}]" if not w.arxiv else ""
            conf = f" (confidence {m.confidence})" if m.confidence else ""
            L.append(f"  {w.arxiv or w.name}{extra}: {m.point}{conf}")
        L.append("")
        if d.kind == "brief":
            L.append("REGISTER")
            for e in d.entries:
                st = "RESOLVED" if e.resolved else "OPEN"
                L.append(f"!! [{e.risk}] [{st}] {e.sentence} -- items: {', '.join(e.items)}")
            L.append("")
            L.append("READ")
            for s in d.sources:
                L.append(f"  {s}")
            L.append("")
            L.append("TOTALS")
            for k, v in d.counts.items():
                L.append(f"  {k:<14}{v}")
            L.append(f"  new arXiv ids listed: {', '.join(d.new_ids)}")
            L.append("")
        return "\n".join(L)
