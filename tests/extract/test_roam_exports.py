"""A Roam Research export read as its writer meant it: `{{[[TODO]]}}`/`{{[[DONE]]}}` are task
boxes, a `{{[[table]]}}` block (rows of cells, each the only child of the one before) a table,
the blocks under a heading block (`- ## NET-new`) that part's items (not a code block), a status
tag between a name and its id (`[[GlofBench]] #candidate [arXiv:…](…) A benchmark …`) the
item's status, not its name; `NET-new:: 3` counts the increments."""

from __future__ import annotations

from kgraph.extract import extract
from kgraph.extract.formats.roam import roam_marks

PAGE = """\
- author:: [[ibex]]
- date:: [[May 4th, 2029]]
- declared::
    - NET-new:: 1
    - carried over:: 2
- ## NET-new
    - [[DuneStep]]
        - link:: [arXiv:2905.20001](https://arxiv.org/abs/2905.20001)
        - section:: [[§1.1 Crest Tracking]]
- ## Carried over
    - {{[[table]]}}
        - **Item**
            - **Link**
                - **Status**
        - [[ErgMap]]
            - [arXiv:2905.10009](https://arxiv.org/abs/2905.10009)
                - carried over
        - [[SandPulse]]
            - [arXiv:2905.10010](https://arxiv.org/abs/2905.10010)
                - anchored [[May 2nd, 2029]]
- ## Adjacent
    - [[RippleNet]] #adjacent [arXiv:2905.20003](https://arxiv.org/abs/2905.20003) Reads ripple marks from drone photos of the dune field.
- ## To verify
    - {{[[TODO]]}} DuneStep: one dune field only. #[[high risk]]
    - {{[[DONE]]}} ErgMap's missing wind data is now in the release. #[[low risk]]
"""


def test_roam_tables_are_pipe_tables_line_for_line():
    lines = ["- {{[[table]]}}", "    - **A**", "        - **B**", "    - x", "        - y"]
    assert roam_marks(lines) == ["", "| A | B |", "| --- | --- |", "| x | y |", "| --- | --- |"]
    assert roam_marks(["- {{[[TODO]]}} a", "- {{DONE}} b"]) == ["- [ ] a", "- [x] b"]


def test_a_roam_page_is_read_as_its_writer_meant_it():
    doc = extract(PAGE.encode(), "inbox/ibex/2029-05-04-dune-migration-brief.md")
    assert doc.kind == "brief"
    works = {m.key: (m.name, m.status, m.role) for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert works == {
        "2905.20001": ("DuneStep", "new", "increment"),
        "2905.10009": ("ErgMap", "carried-over", "increment"),
        "2905.10010": ("SandPulse", "anchored", "increment"),
        "2905.20003": ("RippleNet", "adjacent", "adjacent"),
    }
    assert {(c.what, c.value) for c in doc.counts} == {("increments", 1), ("carried-over", 2)}
    entries = sorted((e.risk, e.resolved, "{{" in e.text or "#" in e.text) for e in doc.entries)
    assert entries == [("high", False, False), ("low", True, False)]
