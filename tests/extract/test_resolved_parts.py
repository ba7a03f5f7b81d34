"""A register part that lists what was settled (`### Fixed` in a Keep a Changelog brief,
`## Verified` on a board) holds entries, resolved when their box is ticked; a bold label over
them (`**Complete**`) stays inside the register, not a part of its own."""

from __future__ import annotations

from kgraph.extract import extract

BRIEF = """\
# Geodesy brief, 2027-04-14

Author: plover

## NET-new

- TideFit (arXiv 2704.03311), NET-new, §1.2

## To verify

- [ ] TideFit's residual is measured on one coast only #risk-high
  concerns: TideFit

## {heading}

{label}
- [x] GravKit 2 benchmark script (raised 04-13): now published #risk-low
  concerns: GravKit 2
"""


def _entries(heading: str, label: str = "") -> list[tuple[bool, str]]:
    doc = extract(BRIEF.format(heading=heading, label=label).encode(), "inbox/plover/2027-04-14-geodesy-brief.md")
    return sorted((e.resolved, e.text[:24]) for e in doc.entries)


def test_a_fixed_or_verified_part_holds_the_resolved_entries():
    for heading in ("Fixed", "Verified"):
        assert [resolved for resolved, _ in _entries(heading)] == [False, True], heading


def test_a_bold_label_in_the_register_is_no_part_of_its_own():
    assert [resolved for resolved, _ in _entries("Verified", "**Complete**")] == [False, True]
