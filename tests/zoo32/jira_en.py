"""A brief as the description of a Jira issue, in Jira's wiki markup (Atlassian's text formatting
notation, what the Jira Server/Data Center editor stores and what its text mode shows), in English,
copied out of the issue's text editor and saved as a `.txt` file: wiki markup has no extension of
its own, and a user who copies a description out keeps it as plain text.

Written from Atlassian's text formatting notation help: `h2.`/`h3.` headings at the start of a
line (the issue summary is the page's title, so a description starts at `h2.`), `*strong*` and
`_emphasis_`, `{{monospaced}}` paths, `[text|url]` links and `[~username]` mentions, `*` and `#`
lists nested by repeating the mark (`#*` a bullet under a numbered item), `||heading||` and
`|cell|` table rows, `{panel:title=...|borderStyle=...}` and `{quote}` blocks, `{noformat}` for
text not to be formatted, `{color:#hex}` text, `(/)` and `(!)` emoticons and `----` rules.
Nothing here is HTML or Markdown (Jira would show `**x**` and `## x` as typed).

The living document is the description of the topic's long-lived issue, one `h3.` per section.
"""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "en"

PANEL = "{panel:title=Relay hand-over|borderStyle=solid|borderColor=#c1c7d0|titleBGColor=#f4f5f7|bgColor=#ffffff}"
RED = "#de350b"
EMPTY = "_(empty, nothing on this topic today)_"


def mono(s: str) -> str:
    return "{{" + s + "}}"


def link(m: Mention) -> str:
    return f"[{W.label(m)}|{W.url(m)}]"


def _new_item(d: Doc, m: Mention) -> list[str]:
    w = F.work(m)
    out = [f"# *{w.name}* ({link(m)})"]
    out.append(f"#* Suggested section: {W.section_en(d, m.section)}")
    out.append(f"#* Confidence: {W.CONFIDENCE_EN[m.confidence]}")
    out.append(f"#* {W.sentence(m.point)}")
    out += [f"#* {W.fig_en(f)}" for f in m.figures]
    out.append("#* Sources: " + ", ".join(mono(s) for s in m.sources))
    return out


def _carried_row(d: Doc, m: Mention) -> str:
    note = " ".join([W.sentence(m.point)] + [f"{W.fig_en(f)}." for f in m.figures])
    cells = [F.work(m).name, link(m), W.section_en(d, m.section), W.carried_en(m), note]
    return "|" + "|".join(cells) + "|"


def _register(d: Doc) -> list[str]:
    out = ["||#||Risk||State||Entry||"]
    for n, e in enumerate(d.entries, 1):
        risk = W.RISK_EN[e.risk]
        risk = f"{{color:{RED}}}*{risk}*{{color}}" if risk == "high" and not e.resolved else risk
        state = "(/) resolved" if e.resolved else "(!) open"
        out.append(f"|{n}|{risk}|{state}|{e.sentence}.|")
    return out


def _ids(d: Doc, carried: list[Mention]) -> list[str]:
    out = ["{noformat}", f"{W.STATUS_EN['new']}: " + ", ".join(d.new_ids), "Carried over:"]
    for m in carried:
        if F.work(m).arxiv:
            out.append(f"  {F.work(m).arxiv}  §{m.section}  {W.carried_en(m)}")
    return out + ["{noformat}"]


def _brief(d: Doc) -> str:
    new, carried, side = F.groups(d)
    L = [f"h2. Daily brief: {F.TOPIC}, {W.us_en(d.date)}", ""]
    L += [
        PANEL,
        f"*Written by:* [~{d.instance}]",
        f"*Window:* {d.window[0]} → {d.window[1]}",
        f"*Baseline:* {mono(F.living_path(EXT))}, version of {W.us_en(d.baseline)}",
        f"*Declared:* {W.counts_en(d.counts)}",
        "{panel}",
        "",
        "h3. Sources checked",
    ]
    L += [f"* {mono(s)} {EMPTY}" if W.empty(d, s) else f"* {mono(s)}" for s in d.sources]
    L += ["", f"h3. {W.STATUS_EN['new']} ({len(new)})"]
    for m in new:
        L += _new_item(d, m)
    L += ["", "h3. Carried over and anchored", "||Item||Link||Section||Status||Note||"]
    L += [_carried_row(d, m) for m in carried]
    if side:
        L += ["", "h3. Adjacent, not for the living document yet"]
        for m in side:
            L.append(f"* *{F.work(m).name}* ({link(m)}), {W.STATUS_EN[m.status]}: {W.sentence(m.point)}")
    L += ["", "h3. To verify"] + _register(d)
    L += ["", "h3. Citable arXiv IDs"] + _ids(d, carried)
    L += ["", "----", f"Handover: [~{d.instance}], {F.HANDOVER}."]
    return "\n".join(L) + "\n"


def _living(d: Doc) -> str:
    L = [f"h2. {F.TOPIC} living document", "", f"_Version of {W.us_en(d.date)}._", ""]
    L += ["{quote}", "Kept up to date by the nightly relay from the daily briefs. "
          "Change it through a brief, not by editing this description.", "{quote}"]  # fmt: skip
    for k in d.sections:
        L += ["", f"h3. {W.section_en(d, k)}"]
        items = [m for m in d.mentions if m.section == k]
        if not items:
            L.append("_Nothing anchored here yet._")
        for m in items:
            L.append(f"* *{F.work(m).name}* ({link(m)}), anchored {W.us_short(m.anchored_on)}")
            L.append(f"** {W.sentence(m.point)}")
            L += [f"** {W.fig_en(f)}" for f in m.figures]
            L.append("** Card: " + ", ".join(mono(s) for s in m.sources))
    return "\n".join(L) + "\n"


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
