"""The brief as a Jupyter notebook (English, `.ipynb`): nbformat 4.5 JSON as Jupyter saves it
(one-space indentation, keys sorted, UTF-8 as it is, a final newline; every cell with an `id`,
its `source` a list of lines), the brief written in Markdown cells with two code cells between
them: one loads the day's figures from a CSV and shows the pandas DataFrame (its `text/plain`
repr and its `text/html` table in an `execute_result`), the other prints the new arXiv ids (a
`stream` output). A NET-new item's figures are only in that table; carried-over and living
document figures are written in the Markdown. The living document's one code cell shows its
anchored items as a DataFrame."""

from __future__ import annotations

import hashlib
import html
import json

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F
from . import wording as W

EXT = "ipynb"
LANG = "en"

EMPTY = f" — empty, nothing on {F.TOPIC} today"
METADATA = {
    "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
    "language_info": {
        "codemirror_mode": {"name": "ipython", "version": 3},
        "file_extension": ".py",
        "mimetype": "text/x-python",
        "name": "python",
        "nbconvert_exporter": "python",
        "pygments_lexer": "ipython3",
        "version": "3.12.4",
    },
}
STYLE = """<style scoped>
    .dataframe tbody tr th:only-of-type {
        vertical-align: middle;
    }

    .dataframe tbody tr th {
        vertical-align: top;
    }

    .dataframe thead th {
        text-align: right;
    }
</style>"""


def _lines(text: str) -> list[str]:
    """A cell's source or an output's text as Jupyter stores it: lines, each but the last ending in a newline."""
    parts = text.split("\n")
    return [p + "\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])


# --- a pandas DataFrame, as its repr and its HTML table show it ------------------------------------


def _column(values: list) -> list[str]:
    if all(isinstance(v, float) for v in values):
        places = max(1, *(len(repr(v).split(".")[1]) for v in values))
        return [f"{v:.{places}f}" for v in values]
    return [str(v) for v in values]


def frame_text(columns: list[str], rows: list[list]) -> str:
    """`DataFrame.__repr__`: the index left-aligned, each column right-aligned to its widest cell, two spaces apart."""
    cells = [_column([r[k] for r in rows]) for k in range(len(columns))]
    index = [str(k) for k in range(len(rows))]
    iw = max(len(x) for x in index)
    widths = [max(len(c), *(len(x) for x in col)) for c, col in zip(columns, cells, strict=True)]
    out = [" " * iw + "".join(f"  {c.rjust(w)}" for c, w in zip(columns, widths, strict=True))]
    for k, i in enumerate(index):
        out.append(i.ljust(iw) + "".join(f"  {col[k].rjust(w)}" for col, w in zip(cells, widths, strict=True)))
    return "\n".join(out)


def frame_html(columns: list[str], rows: list[list]) -> str:
    """`DataFrame._repr_html_`: the scoped style, then the table."""
    cells = [_column([r[k] for r in rows]) for k in range(len(columns))]
    out = ["<div>", STYLE, '<table border="1" class="dataframe">', "  <thead>", '    <tr style="text-align: right;">',
           "      <th></th>"]  # fmt: skip
    out += [f"      <th>{html.escape(c)}</th>" for c in columns]
    out += ["    </tr>", "  </thead>", "  <tbody>"]
    for k in range(len(rows)):
        out += ["    <tr>", f"      <th>{k}</th>"]
        out += [f"      <td>{html.escape(col[k])}</td>" for col in cells]
        out += ["    </tr>"]
    out += ["  </tbody>", "</table>", "</div>"]
    return "\n".join(out)


# --- cells -------------------------------------------------------------------------------------------


class _Book:
    def __init__(self, d: Doc) -> None:
        self.d = d
        self.cells: list[dict] = []
        self.count = 0

    def _id(self) -> str:
        return hashlib.sha1(f"{self.d.stem}#{len(self.cells)}".encode()).hexdigest()[:8]

    def md(self, text: str) -> None:
        self.cells.append({"cell_type": "markdown", "id": self._id(), "metadata": {}, "source": _lines(text)})

    def code(self, source: str, outputs: list[dict]) -> None:
        self.count += 1
        for o in outputs:
            if o["output_type"] == "execute_result":
                o["execution_count"] = self.count
        self.cells.append({"cell_type": "code", "execution_count": self.count, "id": self._id(), "metadata": {},
                           "outputs": outputs, "source": _lines(source)})  # fmt: skip

    def frame(self, source: str, columns: list[str], rows: list[list]) -> None:
        data = {"text/html": _lines(frame_html(columns, rows)), "text/plain": _lines(frame_text(columns, rows))}
        self.code(source, [{"data": data, "execution_count": None, "metadata": {}, "output_type": "execute_result"}])

    def printed(self, source: str, text: str) -> None:
        self.code(source, [{"name": "stdout", "output_type": "stream", "text": _lines(text + "\n")}])

    def dumps(self) -> str:
        nb = {"cells": self.cells, "metadata": METADATA, "nbformat": 4, "nbformat_minor": 5}
        return json.dumps(nb, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def _link(m: Mention) -> str:
    w = F.work(m)
    label = f"arXiv:{w.arxiv}" if w.arxiv else W.KIND_EN[w.kind]
    return f"[{label}]({W.url(m)})"


def _value(f: Figure) -> float:
    return float(f.value)


def _brief(d: Doc) -> str:
    nb = _Book(d)
    new, old, side = F.groups(d)
    touched = ", ".join(W.section_en(d, k) for k in d.sections)
    nb.md("\n".join([
        f"# Daily brief: {F.TOPIC}, {W.long_en(d.date)}",
        "",
        f"**Instance:** {d.instance} · **handover:** {F.HANDOVER}  ",
        f"**Window:** {d.window[0]} → {d.window[1]}  ",
        f"**Baseline:** `{F.living_path(EXT)}`, version of {W.long_en(d.baseline)}  ",
        f"**Declared counts:** {W.counts_en(d.counts)}  ",
        f"**Sections touched:** {touched}",
    ]))  # fmt: skip
    rows, where = [], {}
    for m in new:
        where[m.work] = [len(rows) + k for k in range(len(m.figures))]
        rows += [[F.work(m).name, f.metric, _value(f), f.unit] for f in m.figures]
    nb.frame('import pandas as pd\n\n# figures of today\'s NET-new items, from the paper cards\nfigures = pd.read_csv("figures.csv")\nfigures',
             ["item", "metric", "value", "unit"], rows)  # fmt: skip
    nb.md(f"## NET-new\n\n{len(new)} items since the last brief, in the order they came in.")
    for k, m in enumerate(new, 1):
        rows_of = where[m.work]
        figs = (
            ("row " + str(rows_of[0]) if len(rows_of) == 1 else "rows " + " and ".join(map(str, rows_of)))
            if rows_of
            else ""
        )
        nb.md("\n".join([
            f"### {k}. {F.work(m).name}",
            f"{_link(m)} · {W.section_en(d, m.section)} · **{W.STATUS_EN['new']}** · confidence: {m.confidence}",
            "",
            W.sentence(m.point),
            "",
            "- Sources: " + ", ".join(f"`{s}`" for s in m.sources),
            f"- Figures: {figs} of the table above" if figs else "- Figures: none given",
        ]))  # fmt: skip
    lines = ["## Carried over and anchored", ""]
    for m in old:
        figs = "".join(f" {W.fig_en(f)}." for f in m.figures)
        lines.append(f"- **{F.work(m).name}** ({_link(m)}), {W.section_en(d, m.section)}: {W.carried_en(m)}. "
                     f"{W.sentence(m.point)}{figs}")  # fmt: skip
    nb.md("\n".join(lines))
    lines = ["## Adjacent", ""]
    lines += [f"- **{F.work(m).name}** ({_link(m)}): {W.STATUS_EN[m.status]}. {W.sentence(m.point)}" for m in side]
    nb.md("\n".join(lines))
    lines = ["## To verify", ""]
    for k, e in enumerate(d.entries, 1):
        state = "~~open~~ resolved" if e.resolved else "open"
        lines.append(f"{k}. **Risk {e.risk} · {state}.** {e.sentence}.")
    nb.md("\n".join(lines))
    nb.md("## arXiv IDs\n\nThe new IDs, as the work queue gave them:")
    ids = ", ".join(f'"{i}"' for i in d.new_ids)
    nb.printed(f'new_ids = [{ids}]\nprint(", ".join(new_ids))', ", ".join(d.new_ids))
    lines = ["## Sources read", ""]
    lines += [f"- `{s}`{EMPTY if W.empty(d, s) else ''}" for s in d.sources]
    nb.md("\n".join(lines))
    nb.md(f"*Handed over by {d.instance} at {F.HANDOVER}.*")
    return nb.dumps()


def _living(d: Doc) -> str:
    nb = _Book(d)
    nb.md(f"# {F.TOPIC}: living document\n\nVersion of {W.long_en(d.date)}. One heading per section; every item "
          "gives the day it was anchored.")  # fmt: skip
    rows = [[F.work(m).name, m.section, W.iso(m.anchored_on)] for m in d.mentions]
    nb.frame('import pandas as pd\n\nanchored = pd.read_csv("anchored.csv", dtype={"section": str})\nanchored',
             ["item", "section", "anchored"], rows)  # fmt: skip
    for num in d.sections:
        lines = [f"## {W.section_en(d, num)}", ""]
        inside = [m for m in d.mentions if m.section == num]
        for m in inside:
            lines += [f"### {F.work(m).name}", f"{_link(m)} · anchored {W.iso(m.anchored_on)}", "",
                      W.sentence(m.point), ""]  # fmt: skip
            lines += [f"- {W.fig_en(f)}" for f in m.figures]
            lines += [f"- Card: `{s}`" for s in m.sources]
            lines.append("")
        if not inside:
            lines.append("*Nothing anchored here yet.*")
        nb.md("\n".join(lines).rstrip("\n"))
    return nb.dumps()


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
