"""What GitHub CLI prints for an issue and its comments, English, as a team's archive job saves it:
the brief is filed as an issue in the relay repository, and the job runs `gh issue view N` and then
`gh issue view N --comments` with the output going to the archived file (not a terminal, so gh
writes its raw form: the metadata lines `title:`, `state:`, `author:`, `labels:`, `comments:`,
`assignees:`, `projects:`, `milestone:`, `number:` with a tab after the colon, a `--` line and the
issue body exactly as written; then, for every comment, `author:`, `association:` (lower case),
`edited:`, `status:` lines, `--`, the comment's Markdown and a closing `--`). The body is what the
writer typed into the issue: GitHub-flavoured Markdown with `###` headings, task lists, a pipe
table, a fenced block and backticked paths. A teammate and the relay's bot comment; the writer
comes back with a small correction. The living document is the relay's pinned knowledge issue,
whose body the bot rewrites every night, archived the same way."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "en"

REPO = "example-fire/relay-briefs"
NUMBER = {"living": 180, 14: 212, 15: 215, 16: 219}
BOT = "relay-bot"
MATE = "tamsin-okafor"


def number(d: Doc) -> int:
    return NUMBER["living"] if d.kind == "living" else NUMBER[d.date.day]


def title(d: Doc) -> str:
    if d.kind == "living":
        return f"{F.TOPIC}: living knowledge document"
    return f"{F.TOPIC} daily brief, {W.long_en(d.date)}"


def header(d: Doc, comments: int) -> list[str]:
    """`gh issue view N` piped: the metadata lines, then `--`."""
    if d.kind == "living":
        author, labels, state = BOT, f"knowledge, {F.TOPIC}, pinned", "OPEN"
    else:
        author, labels, state = d.instance, f"brief, {F.TOPIC}", "CLOSED"
    return [
        f"title:\t{title(d)}",
        f"state:\t{state}",
        f"author:\t{author}",
        f"labels:\t{labels}",
        f"comments:\t{comments}",
        "assignees:\t",
        "projects:\t",
        "milestone:\t",
        f"number:\t{number(d)}",
        "--",
    ]


def comment(author: str, association: str, body: str, edited: bool = False) -> list[str]:
    """One comment as `gh issue view N --comments` writes it when piped."""
    return [
        f"author:\t{author}",
        f"association:\t{association}",
        f"edited:\t{'true' if edited else 'false'}",
        "status:\tnone",
        "--",
        body,
        "--",
    ]


def _link(m: Mention) -> str:
    return f"[{W.label(m)}]({W.url(m)})"


def _code(paths) -> str:
    return ", ".join(f"`{s}`" for s in paths)


def _new(d: Doc, n: int, m: Mention) -> list[str]:
    w = F.work(m)
    L = [f"#### {n}. {w.name}", ""]
    L += [f"- Link: {_link(m)}", f"- Proposed section: {W.section_en(d, m.section)}",
          f"- Confidence: {W.CONFIDENCE_EN[m.confidence]}"]  # fmt: skip
    L += [f"- Figure: {W.fig_en(f)}" for f in m.figures]
    L += [f"- Read in: {_code(m.sources)}", "", W.sentence(m.point), ""]
    return L


def body(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = [
        f"**Relay:** @{d.instance}  ",
        f"**Window:** {d.window[0]} → {d.window[1]}  ",
        f"**Baseline:** `{F.living_path(EXT)}` (#{NUMBER['living']}), version of {W.long_en(d.baseline)}  ",
        f"**Declared:** {W.counts_en(d.counts)}",
        "",
        "### Sources read",
        "",
    ]
    L += [f"- [x] `{s}` (empty: nothing on this topic today)" if W.empty(d, s) else f"- [x] `{s}`" for s in d.sources]
    L += ["", f"### {W.STATUS_EN['new']}", ""]
    for n, m in enumerate(new, 1):
        L += _new(d, n, m)
    L += ["### Carried over and anchored", "", "| Item | Link | Section | Status | Note |", "|---|---|---|---|---|"]
    for m in carried:
        note = " ".join([W.sentence(m.point)] + [f"Reported: {W.fig_en(f)}." for f in m.figures])
        L.append(f"| {F.work(m).name} | {_link(m)} | {W.section_en(d, m.section)} | {W.carried_en(m)} | {note} |")
    L.append("")
    if side:
        L += ["### Adjacent and candidates", ""]
        L += [f"- **{F.work(m).name}** ({_link(m)}), {W.STATUS_EN[m.status]}. {W.sentence(m.point)}" for m in side]
        L.append("")
    L += ["### To verify", ""]
    for e in d.entries:
        box, head = (
            ("[x]", f"Resolved ({W.RISK_EN[e.risk]} risk)") if e.resolved else ("[ ]", f"{W.RISK_EN[e.risk]} risk")
        )
        L.append(f"- {box} **{head}:** {W.sentence(e.sentence)}")
    L += ["", "### Citable arXiv IDs", "", "```text", f"NET-new: {', '.join(d.new_ids)}"]
    L += [f"{F.work(m).arxiv}  {W.carried_en(m)}, {W.section_en(d, m.section)}" for m in carried if F.work(m).arxiv]
    L += ["```", "", f"_Handed over at {d.window[1][11:]} by @{d.instance}._"]
    return L


MATE_SAYS = {
    14: "Thanks! If SmokeScan only has the one season, let's keep it out of the living doc for now.",
    15: "Ping me if the FireKit maintainers answer about the weather files, I can re-run the ensemble.",
    16: "Nice catch on the blog post. Closing once the bot has merged this.",
}
FIX = {
    14: "Small fix: the link in the carried-over table pointed at the v1 abstract; edited the body, nothing else changed.",
    15: "Edited the body to fix the window line (I had typed yesterday's end time). No items changed.",
    16: "Edited: a missing backtick in the sources list. Contents unchanged.",
}


def _brief(d: Doc) -> list[str]:
    day = d.date.day
    comments = [
        comment(MATE, "member", MATE_SAYS[day]),
        comment(d.instance, "member", FIX[day]),
        comment(BOT, "none", f"Merged into #{NUMBER['living']} at 23:40. Closing this brief.\n\n"
                f"<sub>relay-bot · run {day}04</sub>"),
    ]  # fmt: skip
    L = header(d, len(comments)) + body(d)
    for c in comments:
        L += c
    return L


def _living(d: Doc) -> list[str]:
    L = header(d, 1)
    L += [f"Kept by the nightly relay from the daily briefs; this is the version of {W.long_en(d.date)}.", ""]
    for num in d.sections:
        L += [f"## {W.section_en(d, num)}", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += ["_Nothing anchored here yet._", ""]
        for m in here:
            w = F.work(m)
            L += [f"### {w.name}", ""]
            L += [f"- {_link(m)}", f"- {W.STATUS_EN['anchored']} {W.short_en(m.anchored_on)}",
                  f"- card: {_code(m.sources)}"]  # fmt: skip
            L += [f"- {W.fig_en(f)}" for f in m.figures]
            L += ["", W.sentence(m.point), ""]
    L += ["<!-- rewritten by relay-bot; edit the briefs, not this issue -->"]
    L += comment(BOT, "none", f"Rewrote the body from the relay of {W.long_en(d.date)} (2 items anchored).")
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
