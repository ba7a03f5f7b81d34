"""Markdown dialects read as Markdown: Quarto (`.qmd`), R Markdown (`.rmd`) and MDX (`.mdx`).
A tag line that opens with an `arXiv:` label (`arXiv:… · proposed section [§1.2 X](…#sec-x) ·
confidence: high`) gives the item's section, and in a living document its card; an MDX
component that titles what it holds (`<TabItem label="1. DuneGuard">`) is a heading; a
Docusaurus admonition (`:::warning[To verify · medium risk]` … `:::`) is a callout, one register
entry under the register's heading; a `<summary>` that only counts what it folds is no item."""

from __future__ import annotations

from kgraph.extract import extract
from kgraph.extract.formats import detect

QUARTO = """\
---
title: "estuary brief, 2 May 2028"
author: ibis
date: 2028-05-02
---

Declared: 1 NET-new item, 0 carried over.

## NET-new {#sec-new}

### 1. SaltWedge {#sec-new-1}

[arXiv:2805.01234](https://arxiv.org/abs/2805.01234) · proposed section [§1.2 Salinity Intrusion](../../organized/knowledge/estuary.qmd#sec-salinity) · confidence: high

Tracks the salt wedge up an estuary from moored sensors.
"""

LIVING = """\
---
title: "estuary: living knowledge document"
date: 2028-05-01
---

## §1.1 Tidal Flow {#sec-tidal}

### TideNet

[arXiv:2804.04321](https://arxiv.org/abs/2804.04321) · anchored 28 Apr 2028 · card `paper_cards/8001-2804-04321.md`

Forecasts tidal currents in narrow channels.
"""

MDX = """\
---
title: estuary 每日简报（2028年5月2日）
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

本棒申报：本次净增 1 项 · 邻近 1 项 · 延续 0 项

## 本次净增

<Tabs>
  <TabItem value="2805-01234" label="1. SaltWedge" default>

**SaltWedge** · [arXiv 2805.01234](https://arxiv.org/abs/2805.01234) · 建议归入 §1.2 盐水入侵 · 置信度：高

  </TabItem>
</Tabs>

## 邻近与备选

<details>
<summary>展开 1 项邻近条目</summary>

- **PlumeCam**（[arXiv 2805.02345](https://arxiv.org/abs/2805.02345)）· 邻近：用岸边摄像头追踪河口羽流。

</details>

## 待核实

:::warning[待核实 · 中风险]

SaltWedge 的入侵距离只在一个潮周期里验证过。

:::
"""


def test_quarto_r_markdown_and_mdx_are_markdown():
    for name in ("a.qmd", "a.rmd", "a.Rmd", "a.mdx"):
        assert detect(b"# Title\n\nText.\n", f"inbox/ibis/{name}") == "markdown", name


def test_an_arxiv_labelled_tag_line_gives_the_section_and_the_card():
    doc = extract(QUARTO.encode(), "inbox/ibis/2028-05-02-estuary-brief.qmd")
    item = next(m for m in doc.mentions if m.role == "increment")
    assert (item.key, item.name, item.status, item.section) == ("2805.01234", "SaltWedge", "new", "1.2")
    living = extract(LIVING.encode(), "organized/knowledge/estuary.qmd")
    entry = next(m for m in living.mentions if m.role == "living")
    assert entry.key == "2804.04321"
    assert [s.path for s in entry.sources] == ["paper_cards/8001-2804-04321.md"]


def test_mdx_tabs_admonitions_and_folds():
    doc = extract(MDX.encode(), "inbox/ibis/2028-05-02-estuary-brief.mdx")
    items = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert items == {"2805.01234": ("SaltWedge", "new", "1.2"), "2805.02345": ("PlumeCam", "adjacent", None)}
    assert [(e.risk, e.resolved) for e in doc.entries] == [("medium", False)]
    assert sorted((c.what, c.value) for c in doc.counts) == [("adjacent", 1), ("carried-over", 0), ("increments", 1)]
