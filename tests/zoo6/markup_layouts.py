"""zoo6's markup layouts: an AsciiDoc team-wiki report and a chat digest pasted as Markdown."""

from __future__ import annotations

from tests.zoo4 import facts as F

from .common import (  # noqa: F401
    COUNT_EN,
    MONTHS,
    PROSE,
    WEEKDAYS,
    ZH_FIG,
    W,
    _anchor,
    _wid,
    _xref,
    cap,
    entry_en,
    entry_zh,
    fig_plain,
    groups,
    item_label,
    long_date,
    md,
    zh_date,
)


def adoc_living(d: F.Doc) -> str:
    L = [
        "= Multimodal: living knowledge document",
        ":revdate: " + d.date.isoformat(),
        ":topic: " + F.TOPIC,
        ":toc:",
        ":sectanchors:",
        "",
        f"This page is the living document of the *{F.TOPIC}* topic "
        f"(`{F.living_path('adoc')}`), version of {d.date.isoformat()}.",
        "The nightly relay updates it from the daily briefs; each work below says when it was anchored.",
        "",
    ]
    by_sec = {}
    for m in d.mentions:
        by_sec.setdefault(m.section, []).append(m)
    for num, name in d.sections.items():
        L += [f"[[{_anchor(num)}]]", f"== §{num} {name}", ""]
        ms = by_sec.get(num, [])
        if not ms:
            L += ["_Nothing anchored in this section yet._", ""]
            continue
        L += ['[cols="2,1,1,1,2,3",options="header"]', "|===", "|Work |arXiv |Status |Anchored on |Figures |Source"]
        for m in ms:
            w = W(m)
            figs = "; ".join(f"{f.metric}: {fig_plain(f)}" for f in m.figures) or "—"
            L.append(
                f"|[[{_wid(w)}]]{w.name} |{w.arxiv or '—'} |anchored |{m.anchored_on.isoformat()} "
                f"|{figs} |{', '.join(m.sources) or '—'}"
            )
        L += ["|===", ""]
        for m in ms:
            L += [f"<<{_wid(W(m))},{W(m).name}>>: {cap(m.point)}", ""]
    return "\n".join(L)


def _adoc_sources_cell(m: F.Mention) -> str:
    if not m.sources:
        return "—"
    return "a|\n" + "\n".join(f"* {s}" for s in m.sources)


def adoc_brief(d: F.Doc) -> str:
    new, carried, adj = groups(d)
    a, b = d.window
    L = [
        f"= Multimodal daily brief, {d.date.isoformat()}",
        f":author: {d.instance}",
        f":revdate: {d.date.isoformat()}",
        f":topic: {F.TOPIC}",
        f":window: {a} to {b}",
        f":baseline: {F.living_path('adoc')}",
        f":baseline-version: {d.baseline.isoformat()}",
        ":toc: macro",
        "",
        f"Brief written by {d.instance} for the {F.TOPIC} topic, covering {a} to {b}.",
        f"It starts from the living document `{F.living_path('adoc')}` in its version of {d.baseline.isoformat()}.",
        "",
        "toc::[]",
        "",
        "== Counts",
        "",
        '[cols="3,1",options="header"]',
        "|===",
        "|What |Declared",
    ]
    for k, v in d.counts.items():
        L.append(f"|{cap(COUNT_EN[k])[:-1]} |{v}")
    L += ["|===", "", "== Sources read", ""]
    L += [f"* `{s}`" for s in d.sources]
    L += ["", "== Sections of the living document used here", ""]
    for num, name in d.sections.items():
        L.append(f"[[{_anchor(num)}]]§{num}:: {name}")
    L += ["", "== Increments", ""]
    for i, m in enumerate(new, 1):
        w = W(m)
        L += [f"[[{_wid(w)}]]", f"=== Increment {i}: {w.name}", "", '[cols="1h,4"]', "|==="]
        if w.arxiv:
            L.append(f"|arXiv |{w.arxiv}")
        else:
            L.append(f"|Kind |{w.kind}")
            L.append(f"|Link |{w.url}[{w.name}]")
        L.append("|Status |new")
        L.append(f"|Section |{_xref(m.section)} {d.sections[m.section]}")
        L.append(f"|Confidence |{m.confidence}")
        if m.figures:
            L.append("|Figures |" + "; ".join(f"{f.metric}: {fig_plain(f)}" for f in m.figures))
        L.append(f"|Sources {_adoc_sources_cell(m)}")
        L += ["|===", "", cap(m.point), ""]
    if carried:
        L += [
            "== Already in the living document",
            "",
            '[cols="2,1,2,1,2,3",options="header"]',
            "|===",
            "|Work |arXiv |Status |Section |Figures |Note",
        ]
        for m in carried:
            w = W(m)
            if m.status == "anchored":
                st = f"anchored on {m.anchored_on.isoformat()}"
            elif m.status == "carried-over":
                st = "carried over" + (f" (anchored on {m.anchored_on.isoformat()})" if m.anchored_on else "")
            else:
                st = "not anchored yet"
            figs = "; ".join(f"{f.metric}: {fig_plain(f)}" for f in m.figures) or "—"
            L.append(f"|{w.name} |{w.arxiv or '—'} |{st} |{_xref(m.section)} |{figs} |{cap(m.point)}")
        L += ["|===", ""]
    if adj:
        L += [
            "== Adjacent and candidate items",
            "",
            '[cols="2,1,1,4",options="header"]',
            "|===",
            "|Work |arXiv |Status |Note",
        ]
        for m in adj:
            w = W(m)
            L.append(f"|{w.name} |{w.arxiv or '—'} |{m.status} |{cap(m.point)}")
        L += ["|===", ""]
    L += ["== New arXiv ids in this brief", ""]
    L += [f". {i}" for i in d.new_ids]
    L += ["", "== Register: to verify", ""]
    for e in d.entries:
        items = ", ".join(item_label(i) for i in e.items)
        text = cap(entry_en(e))
        if e.resolved:
            L += ["[NOTE]", f".Resolved (risk was {e.risk}): {items}", "====", text, "===="]
        elif e.risk == "high":
            L += ["[CAUTION]", f".High risk: {items}", "====", text, "===="]
        else:
            L += [f"WARNING: {e.risk.capitalize()} risk, {items}. {text}"]
        L.append("")
    return "\n".join(L)


def adoc_render(d: F.Doc) -> str:
    return (adoc_living(d) if d.kind == "living" else adoc_brief(d)) + "\n"


# ---------------------------------------------------------------- 2. Slack digest pasted as Markdown


def _slack_figs(m: F.Mention) -> str:
    return " · ".join(f"{f.metric} {fig_plain(f)}" for f in m.figures)


QUESTIONS = {  # a colleague asks where the brief's files came from (thread under the digest)
    "kestrel": "ravi",
    "nadia": "kestrel",
    "ravi": "nadia",
}


def slack_living(d: F.Doc) -> str:
    L = [
        f"# :pushpin: #{F.TOPIC} · pinned: living doc",
        f"`{F.living_path('md')}` · version {d.date.isoformat()}",
        "_updated by the nightly relay_",
        "",
    ]
    by_sec = {}
    for m in d.mentions:
        by_sec.setdefault(m.section, []).append(m)
    for num, name in d.sections.items():
        L += [f"**§{num} {name}**"]
        ms = by_sec.get(num, [])
        if not ms:
            L += ["_(empty)_", ""]
            continue
        for m in ms:
            w = W(m)
            L.append(f":white_check_mark: {w.name} ({w.arxiv}) anchored {m.anchored_on.isoformat()}")
            L.append(f"> {m.point}")
            if m.figures:
                L.append(f"> {_slack_figs(m)}")
            for s in m.sources:
                L.append(f"> :paperclip: `{s}`")
        L.append("")
    return "\n".join(L)


def slack_brief(d: F.Doc) -> str:
    new, carried, adj = groups(d)
    me = "@" + d.instance
    a, b = d.window
    wd = WEEKDAYS[d.date.weekday()]
    L = [
        f"# :newspaper: #{F.TOPIC}-briefs · daily digest · {wd} {d.date.day} {MONTHS[d.date.month - 1][:3]} "
        f"{d.date.year}",
        "",
        f"**{me}** posted today's {F.TOPIC} brief",
        f"window {a[5:]} → {b[5:]}",
        f"baseline `{F.living_path('md')}` (version {md(d.baseline)})",
        "sections: " + " · ".join(f"§{k} {v}" for k, v in d.sections.items()),
        "",
    ]
    tally = []
    for k, v in d.counts.items():
        tally.append(f"{v} {COUNT_EN[k]}")
    L += ["**tally:** " + " · ".join(tally), ""]
    for m in new:
        w = W(m)
        ident = f"{w.name} ({w.arxiv})" if w.arxiv else f"{w.name} ({w.kind})"
        L.append(f":new: {me}: {ident} is new, goes in §{m.section} {d.sections[m.section]}.")
        L.append(f"> {m.point}")
        if not w.arxiv:
            L.append(f"> <{w.url}>")
        if m.figures:
            L.append(f"> {_slack_figs(m)}")
        L.append(f"> confidence: {m.confidence}")
        L.append("> :paperclip: " + " · ".join(f"`{s}`" for s in m.sources))
        L.append("")
    for m in carried:
        w = W(m)
        ident = f"{w.name} ({w.arxiv})" if w.arxiv else w.name
        sec = f"§{m.section} {d.sections[m.section]}"
        if m.status == "anchored":
            L.append(f":white_check_mark: {me}: {ident} was anchored {md(m.anchored_on)}, stays in {sec}.")
        elif m.status == "carried-over":
            extra = f", anchored {md(m.anchored_on)}" if m.anchored_on else ""
            L.append(f":repeat: {me}: {ident} carried over, {sec}{extra}.")
        else:
            L.append(f":hourglass: {me}: {ident} not anchored yet, {sec}.")
        L.append(f"> {m.point}")
        if m.figures:
            L.append(f"> {_slack_figs(m)}")
        L.append("")
    for m in adj:
        w = W(m)
        word = "adjacent only" if m.status == "adjacent" else "candidate for later"
        L.append(f":eyes: {me}: {w.name} ({w.arxiv}) is {word}.")
        L.append(f"> {m.point}")
        L.append("")
    L += ["**new arXiv ids:** " + ", ".join(d.new_ids), ""]
    for e in d.entries:
        items = ", ".join(item_label(i) for i in e.items)
        if e.resolved:
            L.append(f":white_check_mark: {me}: closed, was on the to-verify list (risk {e.risk}), {items}:")
        else:
            L.append(f":warning: {me}: to verify, risk {e.risk}, {items}:")
        L.append(f"> {entry_en(e)}")
        L.append("")
    asker = "@" + QUESTIONS[d.instance]
    L += [
        ":thread: 2 replies",
        f"> **{asker}:** which files did you read for this one?",
        f"> **{me}:** " + ", ".join(f"`{s}`" for s in d.sources),
        "",
    ]
    return "\n".join(L)


def slack_render(d: F.Doc) -> str:
    return (slack_living(d) if d.kind == "living" else slack_brief(d)) + "\n"
