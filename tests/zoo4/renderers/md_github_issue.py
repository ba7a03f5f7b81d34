"""GitHub-flavoured Markdown as a team that files its brief as an issue writes it: a task list
for the register (- [ ] open, - [x] resolved), <details> blocks to fold the carried items,
footnotes [^n] carrying each work's sources and reference-style arXiv links."""

from __future__ import annotations

from .. import facts
from ..facts import Doc, Mention
from . import _common as c

EXT = "md"
RISK_EMOJI = {"high": "🔴", "medium": "🟡", "low": "🟢"}


def _ref(m: Mention) -> str:
    w = facts.work(m)
    return f"[arXiv:{w.arxiv}][{w.arxiv}]" if w.arxiv else f"[{w.kind}]({w.url})"


def _refs(d: Doc) -> list[str]:
    ids = sorted({facts.work(m).arxiv for m in d.mentions if facts.work(m).arxiv})
    return [f"[{i}]: {c.abs_url(i)}" for i in ids]


def _brief(d: Doc) -> list[str]:
    L = [f"# [{facts.TOPIC}] Daily brief {d.date.isoformat()} (@{d.instance})", ""]
    L += [
        f"> **Window** {d.window[0]} → {d.window[1]}  ",
        f"> **Baseline** `{facts.living_path(EXT)}` @ {d.baseline.isoformat()}  ",
    ]
    L += [f"> **Declared** {c.count_phrase(d)}", ""]
    L += ["### Sources checked", ""] + [f"- `{s}`" for s in d.sources] + [""]
    L += ["### Increments", ""]
    notes = []
    for i, m in enumerate(c.increments(d), 1):
        w = facts.work(m)
        notes.append(f"[^{i}]: Sources: " + ", ".join(f"`{s}`" for s in m.sources))
        L += [f"#### {i}. {w.name} ({_ref(m)}) · NET-new", ""]
        L += [f"- **Section:** §{m.section} {d.sections[m.section]}", f"- **Key point:** {m.point}[^{i}]"]
        L += [f"- **{c.cap(f.metric)}:** {c.fig(f)}" for f in m.figures]
        L += [f"- **Confidence:** {m.confidence}", ""]
    L += ["<details>", f"<summary>Carried over / anchored ({len(c.carried(d))})</summary>", ""]
    L += ["| Work | Link | Section | Status | Note |", "|---|---|---|---|---|"]
    for m in c.carried(d):
        figs = "; ".join(f"{f.metric} {c.fig(f)}" for f in m.figures)
        note = m.point + (f" ({figs})" if figs else "")
        L.append(
            f"| {facts.work(m).name} | {_ref(m)} | §{m.section} {d.sections[m.section]} | {c.status_en(m)} | {note} |"
        )
    L += ["", "</details>", ""]
    if c.adjacent(d):
        L += ["<details>", f"<summary>Adjacent / candidates ({len(c.adjacent(d))})</summary>", ""]
        L += [f"- **{facts.work(m).name}** ({_ref(m)}), {m.status}: {m.point}" for m in c.adjacent(d)]
        L += ["", "</details>", ""]
    L += ["### To verify", ""]
    for e in d.entries:
        box = "x" if e.resolved else " "
        L.append(f"- [{box}] {RISK_EMOJI[e.risk]} **{e.risk}** · {e.sentence} (re: {c.item_names(e)})")
    L += [
        "",
        "### arXiv ids",
        "",
        "**New:** " + ", ".join(f"[{i}][{i}]" for i in d.new_ids),
        "",
        "**Carried over:**",
        "",
    ]
    L += [f"- {c.carried_id_line(m, d)}" for m in facts.carried_ids(d)]
    L += ["", "---", f"_{d.instance}, {d.window[1]} · {c.count_phrase(d)}_", "", *notes, "", *_refs(d), ""]
    return L


def _living(d: Doc) -> list[str]:
    L = [f"# {facts.TOPIC}: living knowledge document", "", f"_Last relay: {d.date.isoformat()}_", ""]
    notes = []
    for number, name, ms in c.by_section(d):
        L += [f"## §{number} {name}", ""]
        if not ms:
            L += ["_Nothing anchored yet._", ""]
            continue
        for m in ms:
            n = len(notes) + 1
            notes.append(f"[^{n}]: Card: `{m.sources[0]}`")
            figs = "; ".join(f"{f.metric} **{c.fig(f)}**" for f in m.figures)
            L.append(
                f"- **{facts.work(m).name}** ({_ref(m)}): {m.point}; {figs}. Anchored {m.anchored_on.isoformat()}.[^{n}]"
            )
        L.append("")
    return L + notes + [""] + _refs(d) + [""]


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d))
