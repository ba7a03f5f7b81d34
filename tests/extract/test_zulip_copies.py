"""A Zulip topic copied as text (its recipient bar `#stream > topic` first, each message opening
with `sender: ` after a blank line) is read as what its writer posted: others' messages are not the
brief, a message's short first line is its title; `Citable arXiv ids:` over a fenced block is the
id list's heading."""

from __future__ import annotations

from kgraph.extract import extract

COPY = """\
#reef-relay > reef brief 2028-06-10 Jun 10

manta: who writes tonight? 2806.79999 looked interesting

wrasse: on it.

wrasse: **reef daily brief 2028-06-10** (1/2)

- Written by: wrasse
- Declared: 2 NET-new

wrasse: **NET-new** (2/2)

1. **ThermoDrift** ([arXiv 2806.77941](https://arxiv.org/abs/2806.77941))
    - Section: §1.2 Bleaching Forecasts
2. **LarvaLink** ([arXiv 2806.73507](https://arxiv.org/abs/2806.73507))
    - Section: §1.1 Benthic Imaging

Citable arXiv ids:

```text
NET-new: 2806.77941 2806.73507 2806.73507
```
"""


def test_a_zulip_copy_is_what_its_writer_posted():
    doc = extract(COPY.encode(), "inbox/wrasse/2028-06-10-reef-brief.txt")
    assert (doc.kind, doc.instance) == ("brief", "wrasse")
    assert "2806.79999" not in {m.key for m in doc.mentions}
    items = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert items == {"2806.77941": ("ThermoDrift", "new", "1.2"), "2806.73507": ("LarvaLink", "new", "1.1")}
    listed = sorted(m.key for m in doc.mentions if m.role == "arxiv-list")
    assert listed == ["2806.73507", "2806.73507", "2806.77941"]
