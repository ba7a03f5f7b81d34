"""LaTeX article: \\section per part, items as \\subsection with an itemize of `Label: value`,
figures in a booktabs tabular, carried-over items in a tabular, \\href for links, \\path and
\\texttt (with escaped underscores) for file names, `\\S1.2` for sections, `52.3\\,\\%` for figures."""

from __future__ import annotations

from .. import facts
from ._common import baseline, by_status, cap, long_date, num, short_date

EXT = "tex"

PREAMBLE = [
    r"\documentclass[11pt]{article}",
    r"\usepackage[T1]{fontenc}",
    r"\usepackage[utf8]{inputenc}",
    r"\usepackage{booktabs}",
    r"\usepackage{url}",
    r"\usepackage{hyperref}",
]


def esc(s: str) -> str:
    out = s
    for a, b in [("\\", r"\textbackslash{}"), ("_", r"\_"), ("%", r"\%"), ("&", r"\&"), ("#", r"\#")]:
        out = out.replace(a, b)
    return out.replace("×", r"$\times$")


def unit(u: str) -> str:
    return {"×": r"$\times$", "%": r"\%"}.get(u, u)


def link(w: facts.Work) -> str:
    if w.arxiv:
        return rf"\href{{https://arxiv.org/abs/{w.arxiv}}}{{arXiv:{w.arxiv}}}"
    return rf"\url{{{w.url}}}"


def status_words(m: facts.Mention) -> str:
    if m.status == "new":
        return "NET-new"
    if m.status == "anchored":
        return f"anchored {short_date(m.anchored_on)}"
    if m.status == "carried-over":
        return "carried over" + (f" (anchored {short_date(m.anchored_on)})" if m.anchored_on else "")
    return {"not-anchored": "not yet anchored", "adjacent": "adjacent", "candidate": "candidate"}[m.status]


def sec(doc: facts.Doc, m: facts.Mention) -> str:
    return rf"\S{m.section}~{esc(doc.sections[m.section])}"


def figure_table(m: facts.Mention) -> list[str]:
    rows = [rf"  {esc(f.metric)} & {num(f.value)} & {unit(f.unit)} \\" for f in m.figures]
    return [r"\begin{tabular}{lrl}", r"  \toprule", r"  Metric & Value & Unit \\", r"  \midrule", *rows,
            r"  \bottomrule", r"\end{tabular}", ""]  # fmt: skip


def increment(doc: facts.Doc, m: facts.Mention) -> list[str]:
    w = facts.work(m)
    L = [rf"\subsection{{{esc(w.name)}}}", r"\begin{itemize}"]
    L.append(rf"  \item {'arXiv' if w.arxiv else 'Link'}: {link(w)}")
    L.append(rf"  \item Status: {status_words(m)}")
    L.append(rf"  \item Suggested section: {sec(doc, m)}")
    if m.confidence:
        L.append(rf"  \item Confidence: {m.confidence}")
    if m.sources:
        L.append(r"  \item Sources: " + ", ".join(rf"\texttt{{{esc(s)}}}" for s in m.sources))
    L += [r"\end{itemize}", "", esc(cap(m.point)) + ".", ""]
    return L + (figure_table(m) if m.figures else [])


def carried(doc: facts.Doc, ms: list[facts.Mention]) -> list[str]:
    L = [r"\section{Carried over and anchored}", r"\begin{tabular}{llll}", r"  \toprule",
         r"  Work & arXiv & Section & Status \\", r"  \midrule"]  # fmt: skip
    for m in ms:
        w = facts.work(m)
        L.append(rf"  {esc(w.name)} & {w.arxiv or '--'} & {sec(doc, m)} & {status_words(m)} \\")
    L += [r"  \bottomrule", r"\end{tabular}", ""]
    for m in ms:
        if m.sources or m.figures:
            w = facts.work(m)
            figs = "; ".join(rf"{esc(f.metric)} now {num(f.value)}{unit(f.unit)}" for f in m.figures)
            srcs = ", ".join(rf"\texttt{{{esc(s)}}}" for s in m.sources)
            L += [rf"\noindent\textbf{{{esc(w.name)}}}: {esc(m.point)}; {figs} (source: {srcs}).", ""]
    return L


def brief(doc: facts.Doc) -> list[str]:
    L = [*PREAMBLE, "", rf"\title{{{facts.TOPIC.capitalize()} --- daily brief}}", rf"\author{{{doc.instance}}}",
         rf"\date{{{long_date(doc.date)}}}", "", r"\begin{document}", r"\maketitle", ""]  # fmt: skip
    L += [rf"\noindent Topic: {facts.TOPIC}\\", rf"Window: {doc.window[0]} -- {doc.window[1]}\\"]
    L += [rf"Baseline: \path{{{baseline(EXT)}}} (version of {long_date(doc.baseline)})", ""]
    labels = {"increments": "Increments", "adjacent": "Adjacent", "new-arxiv": "New arXiv ids",
              "carried-over": "Carried over"}  # fmt: skip
    L += [r"\section{Declared counts}", r"\begin{description}"]
    L += [rf"  \item[{labels[k]}] {v}" for k, v in doc.counts.items()]
    L += [r"\end{description}", "", r"\section{Sources checked}", r"\begin{itemize}"]
    L += [rf"  \item \path{{{s}}}" for s in doc.sources]
    L += [r"\end{itemize}", "", r"\section{Increments}", ""]
    for m in by_status(doc, "new"):
        L += increment(doc, m)
    if ms := by_status(doc, *facts.CARRIED):
        L += carried(doc, ms)
    if ms := by_status(doc, *facts.ADJACENT):
        L += [r"\section{Adjacent and candidates}", r"\begin{itemize}"]
        for m in ms:
            w = facts.work(m)
            L.append(rf"  \item {esc(w.name)} ({link(w)}), {status_words(m)}: {esc(m.point)}.")
        L += [r"\end{itemize}", ""]
    L += [r"\section{To verify}", r"\begin{enumerate}"]
    for e in doc.entries:
        state = "resolved" if e.resolved else "open"
        L.append(rf"  \item \textbf{{[{e.risk} risk]}} {esc(e.sentence)}. \emph{{({state})}}")
    return L + [r"\end{enumerate}", "", r"\end{document}", ""]


def living(doc: facts.Doc) -> list[str]:
    L = [*PREAMBLE, "", rf"\title{{{facts.TOPIC.capitalize()} --- living knowledge document}}",
         rf"\date{{Version of {long_date(doc.date)}}}", "", r"\begin{document}", r"\maketitle", ""]  # fmt: skip
    for number, name in doc.sections.items():
        L += [rf"\section*{{\S{number}~{esc(name)}}}", ""]
        ms = [m for m in doc.mentions if m.section == number]
        if not ms:
            L += [r"\emph{Nothing anchored here yet.}", ""]
        for m in ms:
            w = facts.work(m)
            figs = "; ".join(rf"{esc(f.metric)} {num(f.value)}\,{unit(f.unit)}" for f in m.figures)
            L += [rf"\paragraph{{{esc(w.name)}}} {link(w)}, anchored {long_date(m.anchored_on)}.",
                  f"{esc(cap(m.point))}; {figs}.",
                  "Source: " + ", ".join(rf"\path{{{s}}}" for s in m.sources) + ".", ""]  # fmt: skip
    return L + [r"\end{document}", ""]


def render(doc: facts.Doc) -> str:
    return "\n".join(living(doc) if doc.kind == "living" else brief(doc))
