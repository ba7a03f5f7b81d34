"""A brief's table row without a header whose last cell is a note holding a figure beside its
source file (`| X · arXiv:… | Carried over | §2.1 … | V2 reports more · data efficiency 2.4× ·
source: inbox/…md |`): the figure is the work's claim, the file its source."""

from __future__ import annotations

from kgraph.extract import extract

BRIEF = """\
# training brief — 5 December 2026

Author: zed. Declared: 0 NET-new, 1 carried over.

## Anchored and carried over

| DataMixer-2 · arXiv:2612.14510 | Carried over | §2.1 Data Curation | V2 of the paper reports a larger gain · data efficiency 2.4× · source: inbox/mira/2026-12-05-notes.md |
| MuonLite · arXiv:2612.11834 | Anchored 4 December 2026 | §1.2 Optimizers | In the living document |
"""


def test_a_note_cell_gives_its_figure_and_its_file():
    doc = extract(BRIEF.encode(), "inbox/zed/2026-12-05-training-brief.md")
    item = next(m for m in doc.mentions if m.key == "2612.14510" and m.role == "increment")
    assert item.status == "carried-over"
    assert [f.value for c in item.claims for f in c.figures] == [2.4]
    assert [s.path for s in item.sources] == ["inbox/mira/2026-12-05-notes.md"]
