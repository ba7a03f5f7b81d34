"""The zoo10 layouts: four ways of writing the zoo10 facts that are not ordinary Markdown briefs.

  psql_report  plain text as `psql -a -f brief.sql` prints it: the script's SQL comments and
               queries echoed, an expanded (\\x) header record, aligned result tables with
               `(N rows)` footers (items, the arXiv id list, the register, the sources)
  email        an HTML e-mail export whose body is laid out with nested layout <table>s, as
               mail clients write it: one row per item, links to https://arxiv.org/abs/ID
  kanban       a Markdown board of the Obsidian Kanban plugin: `## lane` headings, `- [ ] card`
               items with `@{2027-02-03}` dates, `#tags` and `<br>` line breaks inside cards
  chat_hans    a simplified-Chinese chat thread export: posts with author and time, replies
               quoting earlier posts, the items in running prose (`WalkLM（2702.01377）：…`)

Written from tests/zoo10/facts.py and each format's own conventions, without reading kgraph's
extractor. Every layout is an object with EXT, LANG and render(doc) (what tests/zoo4/make.py's
key writer needs).
"""

from __future__ import annotations

import html
import json
import unicodedata
from datetime import date, timedelta
from types import SimpleNamespace

from . import facts
from .facts import Doc, Figure, Mention

# --- wording shared by the layouts ------------------------------------------------------------------------

UNIT_EN = {"×": "×", "%": "%", "points": " points", "ms": " ms"}


def fig_en(f: Figure) -> str:
    return f"{f.metric} {f.text}{UNIT_EN[f.unit]}"


def figs_en(m: Mention) -> str:
    return "; ".join(fig_en(f) for f in m.figures)


def fig_hans(f: Figure) -> str:
    unit = {"×": "×", "%": "%", "points": " 个百分点", "ms": " 毫秒"}[f.unit]
    return f"{facts.METRIC_HANS[f.metric]} {f.text}{unit}"


def section_en(d: Doc, number: str | None) -> str:
    return f"§{number} {d.sections[number]}" if number else ""


def section_hans(d: Doc, number: str | None) -> str:
    return f"§{number} {facts.SECTIONS_HANS[d.sections[number]]}" if number else ""


def link(m: Mention) -> str:
    w = facts.work(m)
    return f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else (w.url or "")


def ref_en(m: Mention) -> str:
    """`WalkLM (2702.01377)`, or the name alone for a work without an id."""
    w = facts.work(m)
    return f"{w.name} ({w.arxiv})" if w.arxiv else w.name


def source_kind(path: str) -> str:
    if path.startswith("paper_cards/"):
        return "paper card"
    if path.startswith("inbox/"):
        return "inbox note"
    return "work queue"


def cn_day(d: date) -> str:
    return f"{d.month}月{d.day}日"


def order(d: Doc) -> list[Mention]:
    """New items first, then adjacent and candidates, then the carried-over ones (as briefs list them)."""
    rank = {"new": 0, "adjacent": 1, "candidate": 1}
    return sorted(d.mentions, key=lambda m: rank.get(m.status, 2))


# --- psql_report -----------------------------------------------------------------------------------------


def width(s: str) -> int:
    """Display width as psql counts it: East Asian wide and fullwidth characters take two columns."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)


def _pad(s: str, n: int, right: bool = False) -> str:
    gap = " " * (n - width(s))
    return gap + s if right else s + gap


def psql_table(header: list[str], rows: list[list[str]], numeric: frozenset[int] = frozenset()) -> str:
    """A result table in psql's default `aligned` format, border 1, linestyle ascii: headers
    centred (their padding kept, also after the last column), text cells left-aligned and
    numeric ones right-aligned, no padding after a left-aligned last cell, a `(N rows)` footer."""
    w = [max([width(h)] + [width(r[i]) for r in rows]) for i, h in enumerate(header)]
    last = len(header) - 1

    def head(i: int) -> str:
        left = (w[i] - width(header[i])) // 2
        return " " * left + header[i] + " " * (w[i] - width(header[i]) - left)

    lines = [" " + " | ".join(head(i) for i in range(len(header))) + " "]
    lines.append("+".join("-" * (n + 2) for n in w))
    for r in rows:
        cells = []
        for i, c in enumerate(r):
            if i in numeric:
                cells.append(_pad(c, w[i], right=True))
            elif i == last:
                cells.append(c)
            else:
                cells.append(_pad(c, w[i]))
        lines.append(" " + " | ".join(cells))
    lines.append(f"({len(rows)} row{'' if len(rows) == 1 else 's'})")
    return "\n".join(lines) + "\n\n"


def psql_record(fields: list[tuple[str, str]], n: int = 1) -> str:
    """One record in psql's expanded (`\\x`) display, border 1: `-[ RECORD 1 ]---…` then
    `field | value` lines (the field names padded to the widest)."""
    hw = max(width(k) for k, _ in fields)
    dw = max(width(v) for _, v in fields)
    label = f"[ RECORD {n} ]"
    line = "-" + label  # border 1: a rule character before the label
    reclen = len(label) + 1
    line += "-" * max(0, hw - reclen)
    rest = reclen - hw
    for ch in "-+-":  # the rule, the column junction, the rule, unless the label already covers them
        if rest <= 0:
            line += ch
        rest -= 1
    line += "-" * (dw - max(0, rest))
    lines = [line] + [f"{_pad(k, hw)} | {v}" for k, v in fields]
    return "\n".join(lines) + "\n\n"


def _echo(*lines: str) -> str:
    """Lines of the script as `psql -a` echoes them (comments, meta-commands, queries) and what
    the meta-commands print."""
    return "\n".join(lines) + "\n"


def render_psql(d: Doc) -> str:
    day = d.date.isoformat()
    out: list[str] = []
    if d.kind == "living":
        out.append(_echo(
            f"-- living.sql: the {facts.TOPIC} living document as of its {day} version",
            "\\x on",
            "Expanded display is on.",
            f"SELECT * FROM living_document WHERE topic = '{facts.TOPIC}';",
        ))  # fmt: skip
        out.append(psql_record([
            ("topic", facts.TOPIC),
            ("document", "living document"),
            ("version", day),
            ("file", facts.living_path("txt")),
        ]))  # fmt: skip
        out.append(_echo("\\x off", "Expanded display is off.", "-- sections of the living document",
                         "SELECT section, name FROM sections ORDER BY section;"))  # fmt: skip
        out.append(psql_table(["section", "name"], [[f"§{k}", v] for k, v in d.sections.items()]))
        out.append(_echo("-- items anchored in the living document",
                         "SELECT item, arxiv_id, section, anchored_on, figures, sources, note",
                         "  FROM anchored_items ORDER BY anchored_on;"))  # fmt: skip
        rows = [
            [facts.work(m).name, facts.work(m).arxiv or "", f"§{m.section}", m.anchored_on.isoformat(),
             figs_en(m), ", ".join(m.sources), m.point]
            for m in d.mentions
        ]  # fmt: skip
        out.append(psql_table(["item", "arxiv_id", "section", "anchored_on", "figures", "sources", "note"], rows))
        return "".join(out)

    c = d.counts
    out.append(_echo(
        f"-- brief.sql: {facts.TOPIC} daily brief for {day}, run by {d.instance}",
        "-- psql -a -f brief.sql (queries echoed; results as psql prints them)",
        "\\x on",
        "Expanded display is on.",
        f"SELECT * FROM brief_header WHERE brief_date = '{day}';",
    ))  # fmt: skip
    header = [
        ("topic", facts.TOPIC),
        ("brief_date", day),
        ("author", d.instance),
        ("window", f"{d.window[0]} → {d.window[1]}"),
        ("baseline", f"{facts.living_path('txt')} ({d.baseline.isoformat()} version)"),
        ("increments", str(c["increments"])),
    ]
    if "adjacent" in c:
        header.append(("adjacent", str(c["adjacent"])))
    if "new-arxiv" in c:
        header.append(("net_new_arxiv_ids", str(c["new-arxiv"])))
    header.append(("carried_over", str(c["carried-over"])))
    out.append(psql_record(header))

    out.append(_echo("\\x off", "Expanded display is off.",
                     "-- items of this brief: NET-new first, then adjacent, then carried over",
                     "SELECT item, arxiv_id, status, section, anchored_on, figures, confidence, sources, link, note",
                     f"  FROM brief_items WHERE brief_date = '{day}' ORDER BY rank;"))  # fmt: skip
    rows = []
    for m in order(d):
        w = facts.work(m)
        rows.append([
            w.name, w.arxiv or "", facts.STATUS_EN[m.status], section_en(d, m.section),
            m.anchored_on.isoformat() if m.anchored_on else "", figs_en(m), m.confidence or "",
            ", ".join(m.sources), link(m), m.point,
        ])  # fmt: skip
    out.append(psql_table(
        ["item", "arxiv_id", "status", "section", "anchored_on", "figures", "confidence", "sources", "link", "note"],
        rows,
    ))  # fmt: skip

    out.append(_echo("-- citable arXiv ids: the NET-new list as written, then the carried-over ones",
                     "SELECT arxiv_id, list, section, anchored_on FROM citable_ids",
                     f"  WHERE brief_date = '{day}' ORDER BY list DESC, position;"))  # fmt: skip
    by_id = {facts.work(m).arxiv: m for m in d.mentions if facts.work(m).arxiv}
    ids = [[i, "NET-new", f"§{by_id[i].section}", ""] for i in d.new_ids]
    ids += [
        [facts.work(m).arxiv, "carried over", f"§{m.section}", m.anchored_on.isoformat() if m.anchored_on else ""]
        for m in facts.carried_ids(d)
    ]
    out.append(psql_table(["arxiv_id", "list", "section", "anchored_on"], ids))

    out.append(_echo("-- register: claims still to verify",
                     "SELECT no, concern, items, risk, state FROM to_verify",
                     f"  WHERE brief_date = '{day}' ORDER BY no;"))  # fmt: skip
    reg = [
        [str(i), e.sentence, ", ".join(facts.WORKS[k].name for k in e.items), e.risk,
         "resolved" if e.resolved else "open"]
        for i, e in enumerate(d.entries, 1)
    ]  # fmt: skip
    out.append(psql_table(["no", "concern", "items", "risk", "state"], reg, numeric=frozenset({0})))

    out.append(_echo("-- sources checked for this brief",
                     "SELECT path, kind, state FROM sources_checked",
                     f"  WHERE brief_date = '{day}' ORDER BY position;"))  # fmt: skip
    src = [[p, source_kind(p), "empty file" if p in d.empty_sources else "read"] for p in d.sources]
    out.append(psql_table(["path", "kind", "state"], src))
    return "".join(out)


# --- email -----------------------------------------------------------------------------------------------

E = html.escape
FONT = "font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:20px;color:#222222"
BADGE = {"new": "#1a7f37", "adjacent": "#8250df", "candidate": "#8250df"}


def _mail_date(d: date, hour: int, minute: int) -> str:
    return f"{d.strftime('%a')}, {d.day:02d} {d.strftime('%b')} {d.year} {hour:02d}:{minute:02d}:00 +0000"


def _a(href: str, text: str) -> str:
    return f'<a href="{E(href)}" target="_blank" style="color:#0b57d0;text-decoration:underline">{E(text)}</a>'


def _row(*cells: str) -> str:
    return "<tr>" + "".join(cells) + "</tr>"


def _td(content: str, style: str = "", attrs: str = "") -> str:
    return f'<td{(" " + attrs) if attrs else ""} style="{FONT};{style}">{content}</td>'


def _layout(rows: list[str], attrs: str = 'width="100%"') -> str:
    return (f'<table role="presentation" {attrs} cellpadding="0" cellspacing="0" border="0">'
            + "".join(rows) + "</table>")  # fmt: skip


def _heading(text: str) -> str:
    return _row(_td(f"<b>{E(text)}</b>", "padding:18px 0 6px 0;font-size:16px;border-bottom:1px solid #dddddd"))


def _item_row(d: Doc, m: Mention) -> str:
    w = facts.work(m)
    status = facts.STATUS_EN[m.status]
    badge = _td(
        f'<span style="background:{BADGE.get(m.status, "#57606a")};color:#ffffff;padding:2px 6px;'
        f'border-radius:3px;font-size:12px">{E(status)}</span>',
        "width:110px;vertical-align:top;padding:8px 8px 8px 0",
        'width="110" valign="top"',
    )
    title = _a(link(m), w.name) + (f" &middot; arXiv {E(w.arxiv)}" if w.arxiv else f" &middot; {E(w.kind)}")
    lines = [_row(_td(f"<b>{title}</b>"))]
    meta = []
    if m.section:
        meta.append(f"Section: {E(section_en(d, m.section))}")
    if m.anchored_on:
        meta.append(f"anchored {m.anchored_on.isoformat()}")
    if m.confidence:
        meta.append(f"confidence {E(m.confidence)}")
    if meta:
        lines.append(_row(_td(" &nbsp;|&nbsp; ".join(meta), "color:#57606a;font-size:12px")))
    lines.append(_row(_td(E(m.point[0].upper() + m.point[1:]) + ".")))
    if m.figures:
        lines.append(_row(_td("Figures: " + E(figs_en(m)))))
    if m.sources:
        src = ", ".join(f'<span style="font-family:Consolas,monospace">{E(s)}</span>' for s in m.sources)
        lines.append(_row(_td("From: " + src, "font-size:12px;color:#57606a")))
    inner = _layout(lines)
    return _row(badge + _td(inner, "vertical-align:top;padding:8px 0", 'valign="top"'))


def render_email(d: Doc) -> str:
    day = d.date.isoformat()
    ext = "html"
    if d.kind == "living":
        sender = "relay <relay@digest.example.org>"
        subject = f"[{facts.TOPIC}] living document snapshot, {day} version"
        sent = _mail_date(d.date, 23, 30)
        to = f"{facts.TOPIC}-digest@digest.example.org"
    else:
        sender = f"{d.instance} <{d.instance}@digest.example.org>"
        subject = f"[{facts.TOPIC}] daily brief {day} ({d.instance})"
        sent = _mail_date(d.date, 22, 5)
        to = f"{facts.TOPIC}-digest@digest.example.org"
    head = _layout([
        _row(_td("<b>From:</b>", "width:70px", 'width="70"'), _td(E(sender))),
        _row(_td("<b>Sent:</b>"), _td(E(sent))),
        _row(_td("<b>To:</b>"), _td(E(to))),
        _row(_td("<b>Subject:</b>"), _td(E(subject))),
    ])  # fmt: skip
    body: list[str] = []
    if d.kind == "living":
        body.append(_row(_td(
            f"The {E(facts.TOPIC)} living document <span style=\"font-family:Consolas,monospace\">"
            f"{E(facts.living_path(ext))}</span>, version of {day}: its sections and the items anchored in it."
        )))  # fmt: skip
        body.append(_heading("Sections"))
        body.append(_row(_td(_layout([_row(_td(f"§{k}", "width:50px", 'width="50"'), _td(E(v)))
                                      for k, v in d.sections.items()]))))  # fmt: skip
        body.append(_heading("Anchored items"))
        body.append(_row(_td(_layout([_item_row(d, m) for m in d.mentions]))))
    else:
        c = d.counts
        counts = [f"{c['increments']} increments"]
        if "adjacent" in c:
            counts.append(f"{c['adjacent']} adjacent")
        if "new-arxiv" in c:
            counts.append(f"{c['new-arxiv']} NET-new arXiv ids")
        counts.append(f"{c['carried-over']} carried over")
        summary = _layout([
            _row(_td("Topic", "width:130px;color:#57606a", 'width="130"'), _td(E(facts.TOPIC))),
            _row(_td("Brief date", "color:#57606a"), _td(day)),
            _row(_td("Written by", "color:#57606a"), _td(E(d.instance))),
            _row(_td("Window", "color:#57606a"), _td(E(f"{d.window[0]} → {d.window[1]}"))),
            _row(_td("Baseline", "color:#57606a"), _td(
                f'<span style="font-family:Consolas,monospace">{E(facts.living_path(ext))}</span>'
                f" ({d.baseline.isoformat()} version)")),
            _row(_td("This brief", "color:#57606a"), _td(E(", ".join(counts)))),
        ], 'width="100%" bgcolor="#f6f8fa"')  # fmt: skip
        body.append(_row(_td(f"Hi all, here is today's {E(facts.TOPIC)} brief.", "padding-bottom:10px")))
        body.append(_row(_td(summary, "padding:10px;border:1px solid #dddddd")))
        for title, keep in (
            ("NET-new items", lambda m: m.status == "new"),
            ("Adjacent and candidates", lambda m: m.status in facts.ADJACENT),
            ("Carried over from earlier briefs", lambda m: m.status in facts.CARRIED),
        ):
            ms = [m for m in d.mentions if keep(m)]
            if ms:
                body.append(_heading(title))
                body.append(_row(_td(_layout([_item_row(d, m) for m in ms]))))
        body.append(_heading("arXiv ids"))
        new = ", ".join(_a(f"https://arxiv.org/abs/{i}", i) for i in d.new_ids)
        old = ", ".join(
            _a(link(m), facts.work(m).arxiv)
            + (f" (anchored {m.anchored_on.isoformat()}, §{m.section})" if m.anchored_on else f" (§{m.section})")
            for m in facts.carried_ids(d)
        )
        body.append(_row(_td(_layout([
            _row(_td("NET-new", "width:110px;vertical-align:top", 'width="110" valign="top"'), _td(new)),
            _row(_td("Carried over", "vertical-align:top", 'valign="top"'), _td(old)),
        ]))))  # fmt: skip
        body.append(_heading("To verify"))
        reg = []
        for i, e in enumerate(d.entries, 1):
            state = "resolved" if e.resolved else "open"
            items = ", ".join(facts.WORKS[k].name for k in e.items)
            reg.append(_row(
                _td(f"{i}.", "width:24px;vertical-align:top", 'width="24" valign="top"'),
                _td(E(e.sentence) + f'<br><span style="font-size:12px;color:#57606a">concerns {E(items)}'
                    f" &middot; risk {E(e.risk)} &middot; {state}</span>"),
            ))  # fmt: skip
        body.append(_row(_td(_layout(reg))))
        body.append(_heading("Sources checked"))
        src = [
            _row(
                _td(f'<span style="font-family:Consolas,monospace">{E(p)}</span>'),
                _td("empty file" if p in d.empty_sources else "read", "width:90px;color:#57606a", 'width="90"'),
            )
            for p in d.sources
        ]
        body.append(_row(_td(_layout(src))))
        body.append(_row(_td(f"&mdash; {E(d.instance)}", "padding-top:16px")))
    card = _layout(
        [_row(_td(_layout(body), "padding:20px;background:#ffffff;border:1px solid #e1e4e8", 'bgcolor="#ffffff"'))],
        'width="640" align="center" style="max-width:640px"',
    )
    outer = _layout([_row(_td(card, "padding:24px 0;background:#f0f2f5", 'align="center" bgcolor="#f0f2f5"'))])
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        '<html xmlns="http://www.w3.org/1999/xhtml">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1.0">\n'
        f"<title>{E(subject)}</title>\n"
        "<style>body{margin:0;padding:0} table{border-collapse:collapse} td{mso-line-height-rule:exactly}</style>\n"
        '</head>\n<body style="margin:0;padding:0">\n'
        f'<div class="mail-header" style="padding:12px 16px;border-bottom:1px solid #cccccc">{head}</div>\n'
        f'<div class="mail-body">{outer}</div>\n'
        "</body>\n</html>\n"
    )


# --- kanban ----------------------------------------------------------------------------------------------

KANBAN_FRONT = "---\n\nkanban-plugin: basic\n\n---\n\n"


def kanban_settings() -> str:
    s = {"kanban-plugin": "basic", "date-format": "YYYY-MM-DD", "time-format": "HH:mm", "lane-width": 320,
         "show-checkboxes": True, "tag-colors": []}  # fmt: skip
    return f"\n\n%% kanban:settings\n```\n{json.dumps(s, separators=(',', ':'))}\n```\n%%"


def tag(s: str) -> str:
    return "#" + "".join(ch if ch.isalnum() else "-" for ch in s.lower()).strip("-")


def card(text_lines: list[str], done: bool = False) -> str:
    return f"- [{'x' if done else ' '}] " + "<br>".join(text_lines)


def lane(title: str, cards: list[str], complete: bool = False) -> str:
    return f"## {title}\n\n" + ("**Complete**\n" if complete else "") + "\n".join(cards) + "\n\n\n"


def _item_card(d: Doc, m: Mention, day: date) -> str:
    w = facts.work(m)
    first = f"**{w.name}**" + (f" ({w.arxiv})" if w.arxiv else "") + f" @{{{day.isoformat()}}}"
    tags = [tag(facts.STATUS_EN[m.status])]
    if m.section:
        tags.append(f"#s{m.section.replace('.', '-')}")
    if m.confidence:
        tags.append(tag(f"confidence {m.confidence}"))
    lines = [f"{first} {' '.join(tags)}"]
    if m.section:
        lines.append(section_en(d, m.section))
    if m.anchored_on:
        lines.append(f"anchored @{{{m.anchored_on.isoformat()}}}")
    lines.append(m.point)
    for f in m.figures:
        lines.append(fig_en(f))
    if m.sources:
        lines.append("sources: " + ", ".join(f"`{s}`" for s in m.sources))
    lines.append(f"[{w.arxiv or w.kind}]({link(m)})")
    return card(lines, done=m.status in {"anchored", "carried-over"})


def render_kanban(d: Doc) -> str:
    day = d.date.isoformat()
    if d.kind == "living":
        head = card([f"**{facts.TOPIC} living document** @{{{day}}} #living",
                     f"`{facts.living_path('md')}`, version of {day}"])  # fmt: skip
        lanes = [lane("Living document", [head])]
        for k, v in d.sections.items():
            ms = [m for m in d.mentions if m.section == k]
            lanes.append(lane(f"§{k} {v}", [_item_card(d, m, m.anchored_on) for m in ms]))
        return KANBAN_FRONT + "".join(lanes).rstrip("\n") + kanban_settings()
    c = d.counts
    counts = [f"{c['increments']} increments"]
    if "adjacent" in c:
        counts.append(f"{c['adjacent']} adjacent")
    if "new-arxiv" in c:
        counts.append(f"{c['new-arxiv']} NET-new arXiv ids")
    counts.append(f"{c['carried-over']} carried over")
    brief = [
        card([f"**{facts.TOPIC} brief** by {d.instance} @{{{day}}} @@{{22:00}} #brief #{d.instance}",
              f"window {d.window[0]} → {d.window[1]}",
              f"baseline `{facts.living_path('md')}` ({d.baseline.isoformat()} version)"]),
        card(["**declared counts** #counts", *counts]),
    ]  # fmt: skip
    lanes = [lane("Brief", brief)]
    lanes.append(lane("NET-new", [_item_card(d, m, d.date) for m in d.mentions if m.status == "new"]))
    adj = [m for m in d.mentions if m.status in facts.ADJACENT]
    if adj:
        lanes.append(lane("Adjacent / candidates", [_item_card(d, m, d.date) for m in adj]))
    lanes.append(lane("Carried over", [_item_card(d, m, d.date) for m in d.mentions if m.status in facts.CARRIED]))
    ids = [card([f"{i} #net-new-id"]) for i in d.new_ids]
    ids += [
        card([f"{facts.work(m).arxiv} #carried-over-id"
              + (f" anchored @{{{m.anchored_on.isoformat()}}}" if m.anchored_on else "") + f" §{m.section}"])
        for m in facts.carried_ids(d)
    ]  # fmt: skip
    lanes.append(lane("arXiv ids", ids))

    def entry(e: facts.Entry) -> str:
        items = ", ".join(facts.WORKS[k].name for k in e.items)
        return card([f"{e.sentence} #to-verify #risk-{e.risk}", f"concerns: {items}"], done=e.resolved)

    lanes.append(lane("To verify", [entry(e) for e in d.entries if not e.resolved]))
    done = [entry(e) for e in d.entries if e.resolved]
    if done:
        lanes.append(lane("Verified", done, complete=True))
    src = [
        card([f"`{p}`" + (" (empty file)" if p in d.empty_sources else "") + f" #{source_kind(p).replace(' ', '-')}"],
             done=p not in d.empty_sources)
        for p in d.sources
    ]  # fmt: skip
    lanes.append(lane("Sources read", src))
    return KANBAN_FRONT + "".join(lanes).rstrip("\n") + kanban_settings()


# --- chat_hans -------------------------------------------------------------------------------------------


def _t(d: date, minutes: int) -> str:
    """A time of the brief's evening: minutes after 22:00 of its day."""
    at = timedelta(hours=22, minutes=minutes)
    h, m = divmod(at.seconds // 60, 60)
    return f"{d.isoformat()} {h:02d}:{m:02d}"


def post(author: str, at: str, text: str, quote: tuple[str, str] | None = None) -> str:
    lines = [f"{author}  {at}"]
    if quote:
        lines.append(f"> 回复 {quote[0]}：{quote[1]}")
    lines.append(text)
    return "\n".join(lines) + "\n"


def ref_hans(m: Mention) -> str:
    w = facts.work(m)
    return f"{w.name}（{w.arxiv}）" if w.arxiv else f"{w.name}（{w.url}）"


def _new_hans(d: Doc, m: Mention) -> str:
    figs = "，".join(fig_hans(f) for f in m.figures)
    parts = [f"{ref_hans(m)}：{m.hans}"]
    if figs:
        parts.append(figs)
    parts.append(f"可信度{facts.CONFIDENCE_HANS[m.confidence]}")
    parts.append(f"建议归入 {section_hans(d, m.section)}")
    parts.append("来源 " + "、".join(m.sources))
    return "，".join(parts) + "。"


def _old_hans(d: Doc, m: Mention) -> str:
    w = ref_hans(m)
    if m.status == "anchored":
        s = f"{w} {cn_day(m.anchored_on)}已锚入 {section_hans(d, m.section)}"
    elif m.status == "not-anchored":
        s = f"{w} 尚未锚入（{section_hans(d, m.section)}）"
    elif m.anchored_on:
        s = f"{w} 沿用，{cn_day(m.anchored_on)}锚入 {section_hans(d, m.section)}"
    else:
        s = f"{w} 沿用（{section_hans(d, m.section)}）"
    s += f"：{m.hans}"
    if m.figures:
        s += "，" + "，".join(fig_hans(f) for f in m.figures)
    return s + "。"


def render_chat(d: Doc) -> str:
    day = d.date
    if d.kind == "living":
        title = f"群聊「{facts.TOPIC} 简报组」置顶消息 · 导出于 {day.isoformat()} 23:40"
        secs = "；".join(f"§{k} {facts.SECTIONS_HANS[v]}" for k, v in d.sections.items())
        items = "".join(
            f"{ref_hans(m)} 于{cn_day(m.anchored_on)}锚入 {section_hans(d, m.section)}：{m.hans}，"
            + "，".join(fig_hans(f) for f in m.figures) + "，来源 " + "、".join(m.sources) + "。"
            for m in d.mentions
        )  # fmt: skip
        body = (
            f"【置顶】{facts.TOPIC} 活文档 {facts.living_path('txt')}（{day.isoformat()} 版）\n"
            f"章节：{secs}。\n"
            f"已锚入条目：{items}\n"
        )
        return f"{title}\n{'=' * 24}\n\n{body}"
    a = d.instance
    others = [i for i in ("heron", "mako", "quill") if i != a]
    c = d.counts
    new = [m for m in d.mentions if m.status == "new"]
    adj = [m for m in d.mentions if m.status in facts.ADJACENT]
    old = [m for m in d.mentions if m.status in facts.CARRIED]
    title = f"群聊「{facts.TOPIC} 简报组」聊天记录 · {day.isoformat()} · 执笔 {a}"
    posts = []
    counts = f"增量条数：{c['increments']} 条主增量"
    if "adjacent" in c:
        counts += f" + {c['adjacent']} 条邻接"
    counts += f"，沿用 {c['carried-over']} 条"
    if "new-arxiv" in c:
        counts += f"；涉及 arXiv 号：净增 {c['new-arxiv']} 件"
    opening = (
        f"{facts.TOPIC} · 预消化简报（{day.isoformat()}）开帖。窗口 {d.window[0]} → {d.window[1]}，"
        f"基线活文档 {facts.living_path('txt')}（{d.baseline.isoformat()} 版）。{counts}。"
    )
    posts.append(post(a, _t(day, 5), opening))
    first = new[0]
    posts.append(post(a, _t(day, 7), "本棒净增第一件，" + _new_hans(d, first)))
    q = f"{ref_hans(first)}：{first.hans}"
    posts.append(post(others[0], _t(day, 9), "这个数字是论文正文里的吗？", quote=(a, q)))
    posts.append(post(a, _t(day, 10), "是正文表格里的，我核过一遍。"))
    rest = "接着说另外几件本棒净增。" + "".join(_new_hans(d, m) for m in new[1:])
    posts.append(post(a, _t(day, 14), rest))
    if adj:
        words = {"adjacent": "邻接预备", "candidate": "候选"}
        posts.append(post(a, _t(day, 16), "".join(
            f"{words[m.status]}：{ref_hans(m)}，{m.hans}，本棒不算主增量。" for m in adj)))  # fmt: skip
    posts.append(post(a, _t(day, 18), "沿用件：" + "".join(_old_hans(d, m) for m in old)))
    ids = "、".join(d.new_ids)
    carried = "、".join(
        f"{facts.work(m).arxiv}（{cn_day(m.anchored_on)}锚定）" if m.anchored_on else f"{facts.work(m).arxiv}（沿用）"
        for m in facts.carried_ids(d)
    )
    posts.append(post(a, _t(day, 20), f"可引用 arXiv 号列表——本棒净增：{ids}；沿用：{carried}。"))
    marks = "①②③④"
    for i, e in enumerate(d.entries):
        items = "、".join(facts.WORKS[k].name for k in e.items)
        if e.resolved:
            text = f"待核实 {marks[i]} 已解决：{e.hans}（涉及 {items}，风险 {facts.RISK_HANS[e.risk]}）。"
        else:
            text = f"待核实 {marks[i]}：{e.hans}（涉及 {items}，风险 {facts.RISK_HANS[e.risk]}）。"
        posts.append(post(a, _t(day, 22 + i), text))
    posts.append(post(others[1], _t(day, 25), "收到，待核实那条我明天跟进。", quote=(a, f"待核实 {marks[0]}")))
    src = "、".join(p + ("（空文件）" if p in d.empty_sources else "") for p in d.sources)
    posts.append(post(a, _t(day, 27), f"本棒检查过的来源：{src}。以上，{a} 交棒。"))
    return f"{title}\n{'=' * 24}\n\n" + "\n".join(posts)


LAYOUTS = {
    "psql_report": SimpleNamespace(EXT="txt", LANG="en", render=render_psql),
    "email": SimpleNamespace(EXT="html", LANG="en", render=render_email),
    "kanban": SimpleNamespace(EXT="md", LANG="en", render=render_kanban),
    "chat_hans": SimpleNamespace(EXT="txt", LANG="zh-hans", render=render_chat),
}
