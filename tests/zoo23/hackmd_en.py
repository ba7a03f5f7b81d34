"""A HackMD note (.md), English, as a team writes its briefs in HackMD: a YAML metadata block
between `---` lines (`title`, `tags` as a comma-separated list, `description`, `robots: noindex,
nofollow`, `lang`, `breaks: false`), a `# ` title, `[TOC]` where HackMD puts the table of contents,
`:::info` / `:::warning` / `:::success` containers (each closed by `:::`), `==marked==` text for the
confidence, task lists (`- [x]` for a source read, `- [ ]` for an open claim to verify, `- [x]` for
a resolved one), pipe tables, backticked paths and fenced blocks, and a last block quote holding
HackMD's comment tags (`> [name=…] [time=…] [color=…]`) for the handover and a colleague's reply.
The living document is a HackMD note too, one `## §n.n` heading per section, and it embeds the
team's glossary note with `{%hackmd @relay/wildfire-glossary %}`."""

from __future__ import annotations

from datetime import datetime, time, timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "md"
LANG = "en"

TEAM = "https://hackmd.io/@relay"
MATE = "Tamsin Okafor"


def title(d: Doc) -> str:
    if d.kind == "living":
        return f"{F.TOPIC}: living knowledge document"
    return f"{F.TOPIC} daily brief, {W.long_en(d.date)}"


def when(t: datetime) -> str:
    """HackMD's comment time: `Fri, Apr 14, 2028 9:00 PM`."""
    return f"{t:%a, %b} {t.day}, {t.year} {t.hour % 12 or 12}:{t:%M} {'AM' if t.hour < 12 else 'PM'}"


def metadata(d: Doc) -> list[str]:
    L = ["---", f'title: "{title(d)}"']
    if d.kind == "brief":
        L += [f"tags: brief, {F.TOPIC}, {d.instance}",
              f"description: {d.instance}'s increments for {F.TOPIC} over the last 24 hours"]  # fmt: skip
    else:
        L += [f"tags: knowledge, {F.TOPIC}", f"description: anchored items for {F.TOPIC}, kept by the nightly relay"]
    return L + ["robots: noindex, nofollow", "lang: en", "breaks: false", "---", ""]


def _link(m: Mention) -> str:
    return f"[{W.label(m)}]({W.url(m)})"


def _code(paths) -> str:
    return ", ".join(f"`{s}`" for s in paths)


def _section(d: Doc, num: str) -> str:
    return f"[{W.section_en(d, num)}]({TEAM}/{F.TOPIC}#{W.slug(F.SECTIONS[num])})"


def _new(d: Doc, n: int, m: Mention) -> list[str]:
    w = F.work(m)
    L = [f"### {n}. {w.name}", ""]
    L += [
        f"{_link(m)} · proposed section {_section(d, m.section)} · confidence =={W.CONFIDENCE_EN[m.confidence]}==",
        "",
    ]
    L += [W.sentence(m.point), ""]
    if m.figures:
        L += ["| Metric | Value |", "| --- | ---: |"] + [W.fig_row(f) for f in m.figures] + [""]
    return L + [f"Read in {_code(m.sources)}.", ""]


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = metadata(d) + [f"# {title(d)}", "", "[TOC]", ""]
    L += [
        ":::info",
        f"**Relay** {d.instance} · **window** {d.window[0]} → {d.window[1]}  ",
        f"**Baseline** `{F.living_path(EXT)}`, version of {W.long_en(d.baseline)}  ",
        f"**Declared** {W.counts_en(d.counts)}",
        ":::",
        "",
        "## Sources read",
        "",
    ]
    L += [f"- [x] `{s}` (empty: nothing on this topic today)" if W.empty(d, s) else f"- [x] `{s}`" for s in d.sources]
    L += ["", f"## {W.STATUS_EN['new']}", ""]
    for n, m in enumerate(new, 1):
        L += _new(d, n, m)
    L += ["## Carried over and anchored", "", "| Item | Link | Section | Status | Note |",
          "| --- | --- | --- | --- | --- |"]  # fmt: skip
    for m in carried:
        note = " ".join([W.sentence(m.point)] + [f"Reported: {W.fig_en(f)}." for f in m.figures])
        L.append(f"| {F.work(m).name} | {_link(m)} | {W.section_en(d, m.section)} | {W.carried_en(m)} | {note} |")
    L.append("")
    if side:
        L += ["## Adjacent and candidates", ""]
        L += [f"- **{F.work(m).name}** ({_link(m)}), {W.STATUS_EN[m.status]}. {W.sentence(m.point)}" for m in side]
        L.append("")
    L += ["## Claims to verify", ""]
    for e in d.entries:
        if e.resolved:
            L += [":::success", f"- [x] **Resolved ({W.RISK_EN[e.risk]} risk)** {W.sentence(e.sentence)}", ":::", ""]
        else:
            L += [":::warning", f"- [ ] **{W.RISK_EN[e.risk]} risk** {W.sentence(e.sentence)}", ":::", ""]
    L += ["## Citable arXiv IDs", "", "```", f"NET-new: {', '.join(d.new_ids)}"]
    L += [f"{F.work(m).arxiv}  {W.carried_en(m)}, {W.section_en(d, m.section)}" for m in carried if F.work(m).arxiv]
    L += ["```", ""]
    hh, mm = map(int, d.window[1][11:].split(":"))
    t = datetime.combine(d.date, time(hh, mm))
    L += [
        f"> Handing over at {d.window[1][11:]}, see you tomorrow.",
        f"> [name={d.instance}] [time={when(t)}] [color=#e8590c]",
        ">",
        "> > Read it, thanks. I'll take the open claim to the authors.",
        f"> > [name={MATE}] [time={when(t + timedelta(minutes=14))}] [color=#1971c2]",
    ]
    return L


def _living(d: Doc) -> list[str]:
    L = metadata(d) + [f"# {title(d)}", "", "[TOC]", ""]
    L += [":::info", f"Kept by the nightly relay from the daily briefs; this is the version of {W.long_en(d.date)}.",
          ":::", ""]  # fmt: skip
    for num in d.sections:
        L += [f"## {W.section_en(d, num)}", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += ["*Nothing anchored here yet.*", ""]
        for m in here:
            w = F.work(m)
            L += [f"### {w.name}", ""]
            L += [f"{_link(m)} · {W.STATUS_EN['anchored']} {W.short_en(m.anchored_on)} · card {_code(m.sources)}", ""]
            L += [W.sentence(m.point), ""]
            L += ["| Metric | Value |", "| --- | ---: |"] + [W.fig_row(f) for f in m.figures] + [""]
    L += ["---", "", "{%hackmd @relay/wildfire-glossary %}"]
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)).rstrip("\n") + "\n"
