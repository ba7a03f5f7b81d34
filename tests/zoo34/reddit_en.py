"""zoo34 layout `reddit_en`: the analyst posts the brief to the team's subreddit and the post is
saved as its Markdown source (`.md`, English), the way old Reddit's Markdown is written: the post
title as a `# …` line with the `submitted by u/… to r/…` line under it, then the body in Reddit's
own Markdown: `**bold**`, `* ` lists (nested by four spaces), numbered lists, `|` tables with a
`:--` alignment row, `^(superscript)`, `>!spoiler!<`, `~~strike~~`, inline code, two trailing
spaces for a line break, `&nbsp;` as a spacer paragraph, `---` rules, a TL;DR line and an
`Edit:` line added after posting. The living document is the subreddit's wiki page, saved the
same way (its title, the revision line, the page's Markdown)."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "md"
LANG = "en"

SUB = "MangroveDesk"
WIKI_USER = "mangrovedesk"
SPACER = "&nbsp;"
BR = "  "  # a line break inside a paragraph


def _link(m: Mention) -> str:
    w = F.work(m)
    return f"[{w.arxiv}]({W.url(m)})" if w.arxiv else f"[{W.KIND_EN[w.kind]}]({W.url(m)})"


def _code(paths) -> str:
    return ", ".join(f"`{p}`" for p in paths)


def _new(d: Doc, k: int, m: Mention) -> list[str]:
    w = F.work(m)
    tag = f"arXiv {w.arxiv}" if w.arxiv else W.KIND_EN[w.kind]
    L = [f"### {k}. {w.name} ^({tag})", ""]
    L += [f"* Link: {W.url(m)}", f"* Section: {W.section_en(d, m.section)}", f"* Status: {W.STATUS_EN['new']}",
          f"* Confidence: {m.confidence}", f"* Sources: {_code(m.sources)}", "", W.sentence(m.point), ""]  # fmt: skip
    if m.figures:
        L += ["| Figure | Value |", "|:--|--:|"]
        L += [f"| {W.metric_en(f)} | {W.value_en(f)} |" for f in m.figures] + [""]
    return L


def _carried_row(d: Doc, m: Mention) -> str:
    note = " ".join([W.sentence(m.point)] + [f"{W.fig_en(f)}." for f in m.figures])
    section = f"§{m.section}" if m.section else ""
    return f"| {F.work(m).name} | {_link(m)} | {W.carried_en(m, W.us_short)} | {section} | {note} |"


def _side(m: Mention) -> str:
    aside = " (>!yes, crabs again!<)" if F.work(m).name == "BurrowCount" else ""
    return f"* **{F.work(m).name}** ({_link(m)}), {W.STATUS_EN[m.status]}{aside}. {W.sentence(m.point)}"


def _entry(k: int, e) -> str:
    state = "~~open~~ resolved" if e.resolved else "open"
    return f"{k}. **{e.risk.capitalize()} risk, {state}.** {e.sentence}."


def _brief(d: Doc) -> str:
    new, old, side = F.groups(d)
    L = [f"# [Brief] {F.TOPIC}, {W.us_en(d.date)}", "", f"submitted by u/{d.instance} to r/{SUB}", ""]
    things = {1: "One thing", 2: "Two things", 3: "Three things"}[len(d.entries)]
    L += [f"**TL;DR:** {W.counts_en(d.counts)}. {things} on the to-verify list, see the bottom.", "", SPACER, ""]
    L += [f"**Window:** {d.window[0]} → {d.window[1]}{BR}",
          f"**Baseline:** `{F.living_path(EXT)}` (version of {W.us_en(d.baseline)}){BR}",
          f"**Sections this round:** {', '.join(W.section_en(d, k) for k in d.sections)}", "", "---", ""]  # fmt: skip
    L += ["## NET-new", ""]
    for k, m in enumerate(new, 1):
        L += _new(d, k, m) + [SPACER, ""]
    L += ["---", "", "## Carried over / anchored", ""]
    L += ["| Item | ID / link | Status | Section | Notes |", "|:--|:--|:--|:--|:--|"]
    L += [_carried_row(d, m) for m in old] + [""]
    L += ["## Adjacent", ""] + [_side(m) for m in side] + [""]
    L += ["## To verify", ""] + [_entry(k, e) for k, e in enumerate(d.entries, 1)] + ["", "---", ""]
    keep = [F.work(m).arxiv + (f" (anchored {W.us_short(m.anchored_on)})" if m.anchored_on else "")
            for m in old if F.work(m).arxiv]  # fmt: skip
    L += ["## arXiv IDs", "", f"* NET-new: {', '.join(d.new_ids)}", f"* Carried over: {', '.join(keep)}", ""]
    L += ["## Sources checked", ""]
    L += [f"* `{s}`" + (" (empty, nothing on this topic today)" if W.empty(d, s) else "") for s in d.sources]
    L += ["", "---", "", f"^(Handed over by u/{d.instance} at {F.HANDOVER}. Questions go in the comments.)", ""]
    L += ["**Edit:** fixed the table, old reddit ate the first row."]
    return "\n".join(L) + "\n"


def _living(d: Doc) -> str:
    L = [f"# {F.TOPIC} (living document)", "",
         f"^(r/{SUB} wiki · revision of {W.us_en(d.date)} by u/{WIKI_USER})", "",
         f"**Path:** `{F.living_path(EXT)}`{BR}", f"**Version:** {W.us_en(d.date)}", "", "---", ""]  # fmt: skip
    for k in d.sections:
        L += [f"## {W.section_en(d, k)}", ""]
        ms = [m for m in d.mentions if m.section == k]
        if not ms:
            L += ["*Nothing anchored yet.*", ""]
        for m in ms:
            L.append(f"* **{F.work(m).name}** ({_link(m)}), {W.carried_en(m, W.us_short)}. {W.sentence(m.point)}")
            L += [f"    * {W.fig_en(f)}" for f in m.figures]
            L += [f"    * Card: `{s}`" for s in m.sources]
            L.append("")
    return "\n".join(L)


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
