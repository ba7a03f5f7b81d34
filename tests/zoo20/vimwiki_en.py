"""A Vimwiki page (.wiki), English, in Vimwiki's default syntax as a Vimwiki user keeps it:
`%title` and `%date` placeholders on the first lines, `= Heading =` runs of `=` (symmetric, at the
start of the line), `:tag:` lines under a heading, `Term:: definition` lines for an item's fields,
`[[/page|description]]` wiki links, `[[diary:2026-11-02]]` links to diary days, `[[url|text]]`
external links, `[[file:...|...]]` links to local files, `*bold*`, `` `code` ``, `* [ ]` and
`* [X]` checkboxes, a `|table|` with its `|---|` separator row, a `{{{ }}}` preformatted block, a
`%%` comment and a `----` rule. Each new item is a heading with its fields under it."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "wiki"
LANG = "en"


def _link(m: Mention) -> str:
    """An item's link field: `arXiv:: [[https://arxiv.org/abs/…|2611.27105]]`."""
    w = F.work(m)
    if w.arxiv:
        return f"arXiv:: [[{W.url(m)}|{w.arxiv}]]"
    return f"{w.kind.capitalize()}:: [[{w.url}|{w.name}]]"


def _code(paths: tuple[str, ...] | list[str]) -> str:
    return ", ".join(f"`{s}`" for s in paths)


def _file(d: Doc, path: str) -> str:
    """A Vimwiki link to a local file, relative to the brief's own folder (`inbox/<instance>/`)."""
    up = "../" * d.stem.count("/")
    return f"[[file:{up}{path}|{path}]]"


def _new(d: Doc, n: int, m: Mention) -> list[str]:
    w = F.work(m)
    L = [f"=== {n}. {w.name} ===", f":{W.TAG_VIMWIKI['new']}:", ""]
    L += [_link(m), f"Section:: {W.section_en(d, m.section)}", f"Confidence:: {W.CONFIDENCE_EN[m.confidence]}",
          f"Read in:: {_code(m.sources)}", "", W.sentence(m.point), ""]  # fmt: skip
    if m.figures:
        L += [f"* {W.fig_vimwiki(f)}" for f in m.figures] + [""]
    return L


def _carried_table(d: Doc, carried: list[Mention]) -> list[str]:
    L = ["| Item | ID or link | Section | Status | Note |", "|------|------------|---------|--------|------|"]
    for m in carried:
        note = " ".join([W.sentence(m.point)] + [f"({W.fig_vimwiki(f)})" for f in m.figures])
        L.append(f"| {F.work(m).name} | {W.url(m)} | {W.section_en(d, m.section)} | {W.carried_vimwiki(m)} | {note} |")
    return L + [""]


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    author = f"[[/people/{d.instance}|{d.instance}]]"
    L = [f"%title {F.TOPIC} brief {W.iso(d.date)}", f"%date {W.iso(d.date)}", ""]
    L += [f"= {F.TOPIC} · daily brief · {W.iso(d.date)} =", f":brief:{F.TOPIC}:", ""]
    L += [
        f"Author:: {author}",
        f"Window:: {d.window[0]} → {d.window[1]}",
        f"Baseline:: [[/{F.LIVING_STEM}|{F.living_path(EXT)}]] as of [[diary:{W.iso(d.baseline)}]]",
        f"Declared:: {W.counts_vimwiki(d.counts)}",
        "",
        f"%% written for tonight's relay into the {F.TOPIC} knowledge base",
        "",
        "== Sources checked ==",
    ]
    for s in d.sources:
        L.append(f"* {_file(d, s)} — empty, nothing on topic" if W.empty(d, s) else f"* {_file(d, s)}")
    L += ["", "== NET-new ==", ""]
    for n, m in enumerate(new, 1):
        L += _new(d, n, m)
    L += ["== Carried over and anchored ==", ""]
    L += _carried_table(d, carried)
    if side:
        L += ["== Adjacent and candidates ==", ""]
        for m in side:
            w = F.work(m)
            label = f"arXiv {w.arxiv}" if w.arxiv else w.kind
            L.append(f"* *{w.name}* ([[{W.url(m)}|{label}]]): {W.sentence(m.point)} :{W.TAG_VIMWIKI[m.status]}:")
        L.append("")
    L += ["== Contradictions and claims to verify ==", ""]
    heading = {m.work: f"{n}. {F.work(m).name}" for n, m in enumerate(new, 1)}
    for e in d.entries:
        box = "[X]" if e.resolved else "[ ]"
        see = "".join(f" → [[#{heading[i]}]]" for i in e.items if i in heading)
        L.append(f"* {box} {W.sentence(e.sentence)} ({W.RISK_EN[e.risk]}){see}")
    L += ["", "== Citable arXiv IDs ==", "", "{{{", f"NET-new: {', '.join(d.new_ids)}"]
    for m in (m for m in carried if F.work(m).arxiv):
        how = W.carried_vimwiki(m).replace("[[diary:", "").replace("]]", "")
        L.append(f"{F.work(m).arxiv}  {how}  {W.section_en(d, m.section)}")
    L += ["}}}", "", "----", f"Handed over by {author} at {d.window[1][11:]} on [[diary:{W.iso(d.date)}]]."]
    return L


def _living(d: Doc) -> list[str]:
    L = [f"%title {F.TOPIC} knowledge base", f"%date {W.iso(d.date)}", ""]
    L += [f"= {F.TOPIC} — living knowledge document =", f":knowledge:{F.TOPIC}:", ""]
    L += [f"Version:: [[diary:{W.iso(d.date)}]]", "Maintained by:: the nightly relay", ""]
    for num in d.sections:
        L += [f"== {W.section_en(d, num)} ==", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += ["No items yet.", ""]
        for m in here:
            L += [f"=== {F.work(m).name} ===", f":{W.TAG_VIMWIKI['anchored']}:", ""]
            L += [_link(m), f"Anchored:: [[diary:{W.iso(m.anchored_on)}]]", f"Card:: {_code(m.sources)}", ""]
            L += [W.sentence(m.point), ""]
            L += [f"* {W.fig_vimwiki(f)}" for f in m.figures] + [""]
    return L[:-1]


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
