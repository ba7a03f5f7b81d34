"""E-mail messages (`.eml`), English, as a mail client (Thunderbird-like) sends them to the relay's
list: RFC 5322 headers (Message-ID, Date, From, To, Subject, MIME-Version, User-Agent, and
In-Reply-To/References when a brief answers the day before's), a `multipart/alternative` body with
a `text/plain` part the client derives from the composed HTML and the `text/html` part itself,
each `Content-Transfer-Encoding: quoted-printable` (lines soft-wrapped with `=` at 76 columns,
non-ASCII as `=E2=86=92`-style escapes), the boundary lines `--boundary` and `--boundary--`.
One brief (grouper's, sent from a webmail) is HTML only: a single `text/html` part. The living
document is the relay bot's nightly digest mail, multipart as well."""

from __future__ import annotations

import html
from datetime import UTC, datetime, time
from email.quoprimime import body_encode
from email.utils import format_datetime

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "eml"
LANG = "en"

LIST = "reef-relay@lists.example.net"
DOMAIN = "relay.example.net"
HTML_ONLY = {"grouper"}
CLIENT = {"wrasse": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Thunderbird/128.9.0",
          "parrotfish": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:128.0) Gecko/20100101 Thunderbird/128.9.0",
          "relay-bot": "relay-digest/2.3"}  # fmt: skip


def e(s: str) -> str:
    return html.escape(s, quote=False)


def qp(text: str) -> str:
    """The body quoted-printable encoded, soft line breaks at 76 columns."""
    return body_encode(text.encode("utf-8").decode("latin-1"), maxlinelen=76, eol="\n")


def subject(d: Doc) -> str:
    if d.kind == "living":
        return f"[reef-relay] {F.TOPIC} living document, version of {W.iso(d.date)}"
    return f"[reef-relay] {F.TOPIC} brief {W.iso(d.date)} ({d.instance})"


def msgid(d: Doc) -> str:
    who = d.instance or "relay-bot"
    return f"<{d.date:%Y%m%d}.{who}.{F.TOPIC}@{DOMAIN}>"


def sent(d: Doc) -> datetime:
    at = time(20, 4, 11) if d.kind == "brief" else time(23, 45, 2)
    return datetime.combine(d.date, at, tzinfo=UTC)


def boundary(d: Doc) -> str:
    return f"------------{d.date:%d}Qm7ZtR{(d.instance or 'relay')[:3]}8sLx2Vn"


def _link(m: Mention) -> str:
    return f'<a href="{W.url(m)}">{e(W.label(m))}</a>'


def _code(paths) -> str:
    return ", ".join(f"<code>{e(s)}</code>" for s in paths)


# --- the brief --------------------------------------------------------------------------------


def brief_html(d: Doc) -> str:
    new, carried, side = F.groups(d)
    L = ['<!DOCTYPE html>', '<html>', '  <head>',
         '    <meta http-equiv="content-type" content="text/html; charset=UTF-8">', '  </head>', '  <body>',
         "    <p>Hi all,</p>", f"    <p>here is tonight's {F.TOPIC} brief.</p>",
         f"    <h1>{F.TOPIC} brief, {W.long_en(d.date)}</h1>", "    <ul>",
         f"      <li>Written by: {d.instance}</li>",
         f"      <li>Window: {d.window[0]} → {d.window[1]}</li>",
         f"      <li>Baseline: <code>{F.living_path(EXT)}</code>",
         f"        (version of {W.long_en(d.baseline)})</li>",
         f"      <li>Declared: {W.counts_en(d.counts)}</li>", "    </ul>",
         "    <h2>Sources read</h2>", "    <ul>"]  # fmt: skip
    for s in d.sources:
        tail = f" <i>(empty: nothing on {F.TOPIC} today)</i>" if W.empty(d, s) else ""
        L.append(f"      <li><code>{e(s)}</code>{tail}</li>")
    L += ["    </ul>", f"    <h2>{W.STATUS_EN['new']} items</h2>", "    <ol>"]
    for m in new:
        L += [f"      <li><b>{e(F.work(m).name)}</b> ({_link(m)})<br>",
              f"        Proposed section: {W.section_en(d, m.section)}; confidence: {W.CONFIDENCE_EN[m.confidence]}<br>",
              f"        {e(W.sentence(m.point))}<br>"]  # fmt: skip
        L += [f"        {e(W.fig_en(f))}<br>" for f in m.figures]
        L += [f"        Read in: {_code(m.sources)}</li>"]
    L += ["    </ol>", "    <h2>Carried over and anchored</h2>",
          '    <table border="1" cellpadding="2" cellspacing="0">', "      <tbody>",
          "        <tr><th>Item</th><th>Link</th><th>Section</th><th>Status</th><th>Note</th></tr>"]  # fmt: skip
    for m in carried:
        note = " ".join([W.sentence(m.point)] + [f"Reported {W.fig_en(f)}." for f in m.figures])
        L.append(f"        <tr><td>{e(F.work(m).name)}</td><td>{_link(m)}</td><td>{W.section_en(d, m.section)}</td>"
                 f"<td>{W.carried_en(m)}</td><td>{e(note)}</td></tr>")  # fmt: skip
    L += ["      </tbody>", "    </table>"]
    if side:
        L += ["    <h2>Adjacent and candidates</h2>", "    <ul>"]
        L += [f"      <li><b>{e(F.work(m).name)}</b> ({_link(m)}), {W.STATUS_EN[m.status]}. "
              f"{e(W.sentence(m.point))}</li>" for m in side]  # fmt: skip
        L.append("    </ul>")
    L += ["    <h2>To verify</h2>", "    <ul>"]
    for ent in d.entries:
        state = "resolved" if ent.resolved else "open"
        L.append(f"      <li>[{state}, {W.RISK_EN[ent.risk]} risk] {e(W.sentence(ent.sentence))}</li>")
    L += ["    </ul>", "    <h2>Citable arXiv IDs</h2>",
          f"    <pre>{W.STATUS_EN['new']}: {', '.join(d.new_ids)}"]  # fmt: skip
    L += [f"{F.work(m).arxiv}  {W.carried_en(m)}, {W.section_en(d, m.section)}" for m in carried if F.work(m).arxiv]
    L += ["</pre>", f"    <p>Handing over at {d.window[1][11:]}.</p>",
          f'    <div class="moz-signature">-- <br>{d.instance}, {F.TOPIC} relay</div>', "  </body>", "</html>"]  # fmt: skip
    return "\n".join(L) + "\n"


def brief_plain(d: Doc) -> str:
    """The text/plain alternative the client derives from the HTML."""
    new, carried, side = F.groups(d)
    L = ["Hi all,", "", f"here is tonight's {F.TOPIC} brief.", "", f"{F.TOPIC} brief, {W.long_en(d.date)}", "",
         f"  * Written by: {d.instance}", f"  * Window: {d.window[0]} → {d.window[1]}",
         f"  * Baseline: {F.living_path(EXT)}", f"    (version of {W.long_en(d.baseline)})",
         f"  * Declared: {W.counts_en(d.counts)}", "", "", "Sources read", ""]  # fmt: skip
    for s in d.sources:
        L.append(f"  * {s} /(empty: nothing on {F.TOPIC} today)/" if W.empty(d, s) else f"  * {s}")
    L += ["", "", f"{W.STATUS_EN['new']} items", ""]
    for n, m in enumerate(new, 1):
        L += [f" {n}. *{F.work(m).name}* ({W.label(m)} <{W.url(m)}>)",
              f"    Proposed section: {W.section_en(d, m.section)}; confidence: {W.CONFIDENCE_EN[m.confidence]}",
              f"    {W.sentence(m.point)}"]  # fmt: skip
        L += [f"    {W.fig_en(f)}" for f in m.figures]
        L += [f"    Read in: {', '.join(m.sources)}"]
    L += ["", "", "Carried over and anchored", "", "Item | Link | Section | Status | Note"]
    for m in carried:
        note = " ".join([W.sentence(m.point)] + [f"Reported {W.fig_en(f)}." for f in m.figures])
        L.append(f"{F.work(m).name} | {W.label(m)} <{W.url(m)}> | {W.section_en(d, m.section)} | "
                 f"{W.carried_en(m)} | {note}")  # fmt: skip
    if side:
        L += ["", "", "Adjacent and candidates", ""]
        L += [f"  * *{F.work(m).name}* ({W.label(m)} <{W.url(m)}>), {W.STATUS_EN[m.status]}. "
              f"{W.sentence(m.point)}" for m in side]  # fmt: skip
    L += ["", "", "To verify", ""]
    for ent in d.entries:
        state = "resolved" if ent.resolved else "open"
        L.append(f"  * [{state}, {W.RISK_EN[ent.risk]} risk] {W.sentence(ent.sentence)}")
    L += ["", "", "Citable arXiv IDs", "", f"{W.STATUS_EN['new']}: {', '.join(d.new_ids)}"]
    L += [f"{F.work(m).arxiv}  {W.carried_en(m)}, {W.section_en(d, m.section)}" for m in carried if F.work(m).arxiv]
    L += ["", f"Handing over at {d.window[1][11:]}.", "", "-- ", f"{d.instance}, {F.TOPIC} relay"]
    return "\n".join(L) + "\n"


# --- the living document ----------------------------------------------------------------------


def living_html(d: Doc) -> str:
    L = ["<html>", "<body>", f"<h1>{F.TOPIC}: living knowledge document</h1>",
         f"<p>Version of {W.long_en(d.date)}, kept by the nightly relay from the daily briefs "
         f"(<code>{F.living_path(EXT)}</code>).</p>"]  # fmt: skip
    for num in d.sections:
        L.append(f'<h2 id="sec-{num.replace(".", "-")}">{W.section_en(d, num)}</h2>')
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L.append("<p><i>Nothing anchored here yet.</i></p>")
        for m in here:
            L += [f"<h3>{e(F.work(m).name)}</h3>", "<ul>", f"<li>{_link(m)}</li>",
                  f"<li>{W.STATUS_EN['anchored']} {W.long_en(m.anchored_on)}</li>",
                  f"<li>card: {_code(m.sources)}</li>"]  # fmt: skip
            L += [f"<li>{e(W.fig_en(f))}</li>" for f in m.figures]
            L += ["</ul>", f"<p>{e(W.sentence(m.point))}</p>"]
    L += ["<hr>", "<p>You receive this digest as a member of the reef-relay list.</p>", "</body>", "</html>"]
    return "\n".join(L) + "\n"


def living_plain(d: Doc) -> str:
    L = [f"{F.TOPIC}: living knowledge document", "",
         f"Version of {W.long_en(d.date)}, kept by the nightly relay from the daily briefs",
         f"({F.living_path(EXT)}).", ""]  # fmt: skip
    for num in d.sections:
        L += ["", W.section_en(d, num), ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L.append("/Nothing anchored here yet./")
        for m in here:
            L += [f"*{F.work(m).name}*", f"  * {W.label(m)} <{W.url(m)}>",
                  f"  * {W.STATUS_EN['anchored']} {W.long_en(m.anchored_on)}", f"  * card: {', '.join(m.sources)}"]  # fmt: skip
            L += [f"  * {W.fig_en(f)}" for f in m.figures]
            L += ["", W.sentence(m.point), ""]
    L += ["", "------------------------------------------------------------------------",
          "You receive this digest as a member of the reef-relay list."]  # fmt: skip
    return "\n".join(L) + "\n"


# --- the message ------------------------------------------------------------------------------


def headers(d: Doc) -> list[str]:
    who = d.instance or "relay-bot"
    L = [f"Message-ID: {msgid(d)}", f"Date: {format_datetime(sent(d))}", "MIME-Version: 1.0"]
    if who in CLIENT:
        L.append(f"User-Agent: {CLIENT[who]}")
    L += ["Content-Language: en-GB", f"To: {LIST}", f"From: {who} <{who}@{DOMAIN}>", f"Subject: {subject(d)}"]
    prev = [b for b in F.BRIEFS if d.kind == "brief" and b.date < d.date]
    if prev:
        L += [f"In-Reply-To: {msgid(prev[-1])}", "References: " + " ".join(msgid(b) for b in prev)]
    return L


def _part(subtype: str, body: str) -> list[str]:
    return [f"Content-Type: text/{subtype}; charset=UTF-8", "Content-Transfer-Encoding: quoted-printable", "",
            qp(body).rstrip("\n")]  # fmt: skip


def render(d: Doc) -> str:
    if d.kind == "brief":
        page, text = brief_html(d), brief_plain(d)
    else:
        page, text = living_html(d), living_plain(d)
    L = headers(d)
    if d.instance in HTML_ONLY:
        L += _part("html", page)
    else:
        b = boundary(d)
        L += [f'Content-Type: multipart/alternative;\n boundary="{b}"', "",
              "This is a multi-part message in MIME format.", f"--{b}"]  # fmt: skip
        L += _part("plain", text) + ["", f"--{b}"] + _part("html", page) + ["", f"--{b}--"]
    return "\n".join(L) + "\n"
