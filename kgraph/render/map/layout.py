"""The time layout: documents left to right by date, the works they speak of beside them."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from kgraph.render.map.graph import _Builder
from kgraph.render.map.model import DOCUMENT_KINDS, MapEdge
from kgraph.render.map.page import MapData

# ---------------------------------------------------------------- the time layout

LAYOUTS = ("time", "force")
COLUMN = 260  # px between two dates on the time axis
ROW = 34  # px between two stacked nodes


def time_layout(
    b: _Builder, kept: list[str], edges: list[MapEdge], start: str | None
) -> tuple[dict[str, tuple[float, float]], list[dict[str, Any]]]:
    """Positions that read in time: documents left to right by date (one column per date,
    undated ones first), each document's claims and register entries beside it, the sources
    a document read upstream (half a column before its first reader), instances above them,
    the works it cites and the sections they are anchored in below, at the date they were
    first cited or anchored; the mapped item itself at the right, after the last date.
    Returns ({IRI: (x, y)}, the axis as [{"x", "label"}])."""
    kept_set = set(kept)
    docs = [n for n in kept if n in b.docs]
    dates = sorted({b.docs[d].get("date") or "" for d in docs})
    column = {d: i for i, d in enumerate(dates)}
    col_of_path = {b.docs[d]["path"]: column[b.docs[d].get("date") or ""] for d in docs}

    def col_of(occ: dict[str, Any]) -> int | None:
        where = str(occ.get("document") or "")  # a path, or path:line
        return col_of_path.get(where, col_of_path.get(where.rsplit(":", 1)[0]))

    # satellites: claims and register entries beside their documents
    beside: dict[str, list[str]] = defaultdict(list)
    for n in kept:
        node = b.nodes[n]
        if node.kind in ("claim", "register") and node.info.get("doc") in kept_set:
            beside[node.info["doc"]].append(n)
    pos: dict[str, tuple[float, float]] = {}
    # documents: stacked in their date's column, each with room for its satellites
    by_column: dict[int, list[str]] = defaultdict(list)
    for d in sorted(docs, key=lambda d: (b.nodes[d].kind != "living", b.docs[d]["path"])):
        by_column[column[b.docs[d].get("date") or ""]].append(d)
    # a document another document of the same date read sits a little before it
    read_same_day = {
        e.target
        for e in edges
        if e.relation == "references"
        and e.source in b.docs
        and e.target in b.docs
        and (b.docs[e.source].get("date") or "") == (b.docs[e.target].get("date") or "")
    }
    bottom = 0.0
    for col, members in by_column.items():
        y = (col % 2) * ROW * 1.3  # zig-zag: wide document boxes of neighbouring dates never meet
        for d in members:
            pos[d] = (col * COLUMN - (COLUMN * 0.3 if d in read_same_day else 0), y)
            satellites = sorted(beside[d], key=lambda n: (b.nodes[n].kind, b.nodes[n].info.get("line") or 0))
            for i, sat in enumerate(satellites):
                pos[sat] = (pos[d][0] + COLUMN * 0.42, y + (i - (len(satellites) - 1) / 2) * ROW)
            y += max(2.5, len(beside[d]) + 1.2) * ROW
        bottom = max(bottom, y)
    # every other node: the earliest column it is tied to by an edge with a dated occurrence
    first_col: dict[str, int] = {}
    for e in edges:
        for end in (e.source, e.target):
            for occ in e.occurrences:
                c = col_of(occ)
                if c is not None and (end not in first_col or c < first_col[end]):
                    first_col[end] = c
    for d in docs:  # a document's neighbours without dated occurrences follow the document
        for m in b.adj.get(d, ()):
            if m in kept_set:
                first_col[m] = min(
                    first_col.get(m, column[b.docs[d].get("date") or ""]), column[b.docs[d].get("date") or ""]
                )
    last = len(dates)
    slots: dict[tuple[str, float], int] = defaultdict(int)

    def place(n: str, x: float, band: str, y0: float, step: float, across: int = 1) -> None:
        """The next free place of a band at x: `across` places side by side, then a row down."""
        k = slots[(band, x)]
        slots[(band, x)] += 1
        pos[n] = (x + (k % across) * COLUMN * 0.42, y0 + step * (k // across))

    top = -2.5 * ROW
    for n in kept:
        if n in pos:
            continue
        kind = b.nodes[n].kind
        c = first_col.get(n, 0)
        if n == start:
            pos[n] = (last * COLUMN, bottom / 2 if bottom else 0.0)
        elif kind == "source" or kind in DOCUMENT_KINDS:  # a source, or a document out of scope
            place(n, c * COLUMN - COLUMN / 2, "source", top, -ROW * 1.6)
        elif kind == "instance":
            place(n, c * COLUMN, "instance", top - 6 * ROW, -ROW * 1.6)
        elif kind == "section":
            place(n, c * COLUMN - COLUMN * 0.25, "section", bottom + 2 * ROW, ROW * 2.2)
        else:  # papers, works, claims or entries of documents not drawn
            place(n, c * COLUMN, "work", bottom + ROW, ROW * 2.4, across=2)
    axis = [{"x": column[d] * COLUMN, "label": d or "undated"} for d in dates]
    return pos, axis


def apply_time_layout(data: MapData, pos: dict[str, tuple[float, float]], axis: list[dict[str, Any]]) -> None:
    """Put the positions on the drawn nodes and turn the force layout off."""
    iri_of = {n: i for i, n in data.node_ids.items()}
    for node in data.nodes:
        iri = iri_of.get(node["id"])
        if iri in pos:
            node["x"], node["y"] = round(pos[iri][0], 1), round(pos[iri][1], 1)
    # the colours say what an edge is (legend, tooltip): its word shows only on a highlighted lineage
    data.options["edges"]["font"] = {**data.options["edges"]["font"], "color": "rgba(0,0,0,0)", "strokeWidth": 0}
    data.layout = "time"
    data.axis = axis
    data.options["physics"] = {"enabled": False}
    data.options["layout"] = {"improvedLayout": False, "randomSeed": 7}
    data.options["edges"]["smooth"] = {"enabled": True, "type": "curvedCW", "roundness": 0.12}
