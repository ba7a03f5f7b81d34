"""txt2tags (.t2t), English, as a txt2tags user writes a document meant for `txt2tags -t html`:
the three header lines (title, author, date), `%!` settings, `%` comment lines, `= Title =[label]`
headings, `-` bullet lists and `:` definition lists closed by two blank lines, `+` numbered lists,
`||` title rows of `|` tables, `[label url]` links, ``` ``mono`` ``` paths, a ``` verbatim area for
the id list and a 20-dash separator line. Items are second-level headings with a key-value bullet
list and a metric table; declared counts are written in words."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "t2t"
LANG = "en"

SEPARATOR = "-" * 20


def _link(m: Mention) -> str:
    w = F.work(m)
    return f"[{w.arxiv} https://arxiv.org/abs/{w.arxiv}]" if w.arxiv else w.url


def _mono(paths: tuple[str, ...] | list[str]) -> str:
    return ", ".join(f"``{s}``" for s in paths)


def _header(title: str, author: str, d: Doc) -> list[str]:
    """The three header lines, then the settings area."""
    return [title, author, W.iso(d.date), "", "%!target: html", "%!encoding: UTF-8",
            "%!options(html): --toc --toc-level 2 --css-sugar", "%!style(html): ../../brief.css", ""]  # fmt: skip


def _dl(*pairs: tuple[str, str]) -> list[str]:
    """A definition list (term line, indented definition), closed by two blank lines."""
    L = []
    for term, text in pairs:
        L += [f": {term}", f"  {text}"]
    return L + ["", ""]


def _new(d: Doc, n: int, m: Mention) -> list[str]:
    w = F.work(m)
    head = f"{w.name} ({w.arxiv})" if w.arxiv else f"{w.name} ({w.kind})"
    L = [f"== {n}. {head} ==[{W.slug(m)}]", ""]
    L += [f"- **Status:** {W.STATUS_T2T['new']}", f"- **Suggested section:** {W.section_en(d, m.section)}",
          f"- **Confidence:** {W.CONFIDENCE_EN[m.confidence]}", f"- **Link:** {_link(m)}",
          f"- **Read in:** {_mono(m.sources)}", "", ""]  # fmt: skip
    L += [W.sentence(m.point), ""]
    if m.figures:
        L += ["|| Metric | Value |"] + [f"| {f.metric} | {W.value_en(f)} |" for f in m.figures] + [""]
    return L


def _carried_row(d: Doc, m: Mention) -> str:
    w = F.work(m)
    note = "; ".join([m.point] + [f"{f.metric}: {W.value_en(f)}" for f in m.figures])
    ident = _link(m)
    return f"| {w.name} | {ident} | {W.section_en(d, m.section)} | {W.carried_en(m, W.us_md)} | {note} |"


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = _header(f"{F.TOPIC} daily brief, {W.iso(d.date)}", d.instance, d)
    L += [f"% brief by the {d.instance} instance; the nightly relay reads it into the living document", ""]
    L += ["= Header =[header]", ""]
    L += _dl(("Topic", F.TOPIC), ("Window", f"{d.window[0]} → {d.window[1]}"),
             ("Baseline", f"``{F.living_path(EXT)}`` (version of {W.iso(d.baseline)})"),
             ("Declared", W.counts_t2t(d.counts)))  # fmt: skip
    L += ["= Sources checked =[sources]", ""]
    for s in d.sources:
        L.append(f"- ``{s}`` (empty: nothing on topic)" if W.empty(d, s) else f"- ``{s}``")
    L += ["", "", "= NET-new increments =[new]", ""]
    for n, m in enumerate(new, 1):
        L += _new(d, n, m)
    L += ["= Carried over and anchored =[carried]", ""]
    L += ["|| Item | arXiv | Section | Status | Note |"] + [_carried_row(d, m) for m in carried] + [""]
    if side:
        L += ["= Adjacent and candidates =[adjacent]", ""]
        L += _dl(*((f"{F.work(m).name}, {_link(m)}", f"{W.STATUS_T2T[m.status]}: {W.sentence(m.point)}")
                   for m in side))  # fmt: skip
    L += ["= Contradictions and claims to verify =[register]", ""]
    for e in d.entries:
        word = "Resolved" if e.resolved else "To verify"
        L.append(f"+ **{word}** ({W.RISK_T2T[e.risk]}): {W.sentence(e.sentence)}")
    L += ["", "", "= Citable arXiv IDs =[ids]", "", "```", f"NET-new:  {', '.join(d.new_ids)}"]
    for m in (m for m in carried if F.work(m).arxiv):
        L.append(f"{F.work(m).arxiv}  {W.carried_en(m, W.us_md):<34}  {W.section_en(d, m.section)}")
    L += ["```", "", SEPARATOR, "", f"//Handed over by {d.instance}, {W.iso(d.date)} {d.window[1][11:]}.//", ""]
    return L


def _living(d: Doc) -> list[str]:
    L = _header(f"{F.TOPIC} living document", "nightly relay", d)
    L += [f"Knowledge base for {F.TOPIC}, version of {W.iso(d.date)}. One title per section; "
          "each anchored item under it with its paper card.", ""]  # fmt: skip
    for num in d.sections:
        L += [f"= {W.section_en(d, num)} =[sec-{num.replace('.', '-')}]", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += ["//No items yet.//", ""]
        for m in here:
            L += [f"== {F.work(m).name} ==[{W.slug(m)}]", ""]
            pairs = [("Status", W.carried_en(m, W.us_md)), ("arXiv", _link(m)), ("Summary", W.sentence(m.point))]
            pairs += [("Figure", f"{f.metric}: {W.value_en(f)}") for f in m.figures]
            L += _dl(*pairs, ("Paper card", _mono(m.sources)))
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
