"""A brief and a living document as beamer slide decks in traditional Chinese: frame titles are
the slides' headings (pandoc reads them as text), `\\begin{description}[widest]` keeps its labels
(pandoc drops them when the width option is there), a frame titled `本棒淨增 1/2：HiveEar` is an
item of its part, a block's title is an entry's heading with its list its fields, and counts in
`筆` and `arXiv 新號 N 件`."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract

BRIEF = r"""\documentclass{beamer}
\usepackage{xeCJK}
\title{beekeeping 每日簡報}
\author{heron}
\date{2027年6月9日}
\begin{document}
\begin{frame}{本棒概要}
  \begin{description}[基線活文件]
    \item[基線活文件] \nolinkurl{organized/knowledge/beekeeping.tex}（2027年6月8日版）
    \item[申報數量] 本棒淨增 2 筆（其中 arXiv 新號 2 件），沿用 1 筆
  \end{description}
\end{frame}
\begin{frame}{本棒淨增 1/2：HiveEar}
  \begin{description}[可信度]
    \item[arXiv] \href{https://arxiv.org/abs/2706.01001}{arXiv:2706.01001}
    \item[狀態] 本棒淨增
    \item[章節] §1.1 蜂箱感知
    \item[數據] \alert{失王警報提前 18\%}
    \item[來源] \nolinkurl{inbox/kite/2027-06-09-notes.md}
  \end{description}
\end{frame}
\begin{frame}{本棒淨增 2/2：CombNet}
  \begin{description}[可信度]
    \item[arXiv] \href{https://arxiv.org/abs/2706.04004}{arXiv:2706.04004}
    \item[狀態] 本棒淨增
    \item[章節] §2.3 分蜂預測
  \end{description}
\end{frame}
\end{document}
"""

LIVING = r"""\documentclass{beamer}
\usepackage{xeCJK}
\title{beekeeping 活文件}
\date{2027年6月8日}
\begin{document}
\begin{frame}{§1.1 蜂箱感知}
  \begin{block}{WaxScan}
    \begin{itemize}
      \item \href{https://arxiv.org/abs/2706.03003}{arXiv:2706.03003}
      \item 6月2日錨入
      \item 從上方讀取巢脾影像
      \item 數據：\alert{巢脾計數提升 4.2 個百分點}
      \item 卡片：\nolinkurl{paper_cards/2001-2706-03003.md}
    \end{itemize}
  \end{block}
\end{frame}
\end{document}
"""


def test_a_beamer_brief_reads_each_slide_as_its_item_with_its_fields():
    doc = extract(BRIEF, "inbox/heron/2027-06-09-beekeeping-brief.tex")
    assert doc.kind == "brief"
    works = {m.key: m for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert {k: (m.name, m.status, m.section) for k, m in works.items()} == {
        "2706.01001": ("HiveEar", "new", "1.1"),
        "2706.04004": ("CombNet", "new", "2.3"),
    }
    assert [s.path for s in works["2706.01001"].sources] == ["inbox/kite/2027-06-09-notes.md"]
    assert [c.figures[0].value for c in works["2706.01001"].claims if c.figures] == [18.0]
    assert {c.what: c.value for c in doc.counts} == {"increments": 2, "new-arxiv": 2, "carried-over": 1}


def test_a_beamer_living_documents_block_is_one_entry_with_its_fields():
    doc = extract(LIVING, "organized/knowledge/beekeeping.tex")
    assert doc.kind == "living"
    (wax,) = [m for m in doc.mentions if m.role == "living"]
    assert (wax.key, wax.name, wax.section, wax.status_date) == ("2706.03003", "WaxScan", "1.1", dt.date(2027, 6, 2))
    assert [s.path for s in wax.sources] == ["paper_cards/2001-2706-03003.md"]
    assert [c.figures[0].value for c in wax.claims if c.figures] == [4.2]
