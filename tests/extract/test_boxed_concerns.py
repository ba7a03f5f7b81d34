"""A concern written as a checklist line that opens with its box and its risk (`[!] high risk,
open: …`, `[x] low risk, resolved: …`, `[ ] medium risk: …`) is a register entry, whatever part it
stands in, with its risk, its state and the works it names."""

from __future__ import annotations

from kgraph.extract import extract

BRIEF = """\
inference brief, 7 October 2026

From spark. Declared: 1 NET-new.

Please check:
  [!] high risk, open: The GitHub release of KVShard is still unconfirmed for now. (KVShard (2610.02345))
  [x] low risk, resolved: PrefixFlow artifact check: the code is public, closed. (PrefixFlow (2610.04567))
  [ ] medium risk: the HiveKV throughput figure comes from a single run only. (HiveKV (2610.07713))

arXiv ids new in this brief: 2610.05678
"""


def test_boxed_concern_lines_are_entries_with_their_state():
    doc = extract(BRIEF.encode(), "inbox/spark/2026-10-07-inference-brief.txt")
    entries = {e.risk: (e.resolved, e.items) for e in doc.entries}
    assert entries == {
        "high": (False, ["2610.02345"]),
        "low": (True, ["2610.04567"]),
        "medium": (False, ["2610.07713"]),
    }
