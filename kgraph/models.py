"""Typed boundary between extraction and graph building (pydantic, strict)."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

DocKind = Literal["brief", "living", "paper_card", "inbox_note", "document"]
Status = Literal["new", "anchored", "not-anchored", "carried-over", "adjacent", "candidate", "mentioned"]
Risk = Literal["high", "medium", "low"]
SourceStatus = Literal["relevant", "baseline", "no-increment", "empty-missing", "cited", "reference"]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=False)


class Figure(Strict):
    value: float
    value_high: float | None = None  # upper end of a range such as 15-324%
    unit: str = ""  # "×", "%", "ms", "tok/s", "GB", ...
    metric: str = ""  # words around the figure: "吞吐", "latency", ...
    text: str  # the figure as written


class Claim(Strict):
    text: str
    line: int
    figures: list[Figure] = Field(default_factory=list)
    kind: Literal["point", "caveat"] = "point"
    sources: list[str] = Field(default_factory=list)  # logical paths it names
    urls: list[str] = Field(default_factory=list)


class SourceRef(Strict):
    path: str  # logical path, e.g. inbox/jay/2026-08-20-engineering-e1prep.md
    line: int
    status: SourceStatus = "cited"
    note: str = ""  # what the document says about the source
    locator: str = ""  # part of the file it names: "增量2", "§一.2", "条目3"
    instance: str | None = None
    date: dt.date | None = None
    arxiv_id: str | None = None  # from a paper card's name


class Mention(Strict):
    """One place a document speaks of an item, with what it asserts there."""

    key: str  # arXiv id (no version) or normalised work name
    name: str = ""
    arxiv_id: str | None = None
    line: int
    status: Status = "mentioned"
    role: str = ""  # increment, adjacent, arxiv-list, header, baseline, living, card, related
    label: str = ""  # "增量 1", "邻接 A"
    section: str | None = None  # normalised "1.3"
    section_name: str | None = None
    status_date: dt.date | None = None  # anchored on this date
    confidence: str | None = None
    urls: list[str] = Field(default_factory=list)
    venue: str | None = None
    sources: list[SourceRef] = Field(default_factory=list)
    claims: list[Claim] = Field(default_factory=list)
    related: list[str] = Field(default_factory=list)  # keys of items named in its block
    quote: str = ""


class SectionName(Strict):
    number: str
    name: str
    line: int
    quote: str = ""


class RegisterEntry(Strict):
    text: str
    line: int
    risk: Risk | None = None
    items: list[str] = Field(default_factory=list)  # item keys it concerns
    kind: Literal["to-verify", "warning"] = "to-verify"
    resolved: bool = False  # the document says this concern is settled
    label: str = ""


class DeclaredCount(Strict):
    what: Literal["increments", "adjacent", "new-arxiv", "new-items", "carried-over"]
    value: int
    approximate: bool = False
    low: int | None = None  # the range an approximate count allows (None: unbounded that way)
    high: int | None = None
    line: int
    quote: str


class BadReference(Strict):
    text: str
    line: int
    problem: str


class Document(Strict):
    path: str  # logical path: the document's identity in the store
    kind: DocKind
    title: str = ""
    topic: str | None = None
    date: dt.date | None = None
    window_start: str | None = None
    window_end: str | None = None
    instance: str | None = None
    baseline_path: str | None = None
    baseline_date: dt.date | None = None
    content_hash: str
    mentions: list[Mention] = Field(default_factory=list)
    sources: list[SourceRef] = Field(default_factory=list)
    entries: list[RegisterEntry] = Field(default_factory=list)
    counts: list[DeclaredCount] = Field(default_factory=list)
    section_names: list[SectionName] = Field(default_factory=list)
    bad_references: list[BadReference] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)
    # line → what extraction took from it (`kgraph inspect`); not stored in the graph
    taken: dict[int, list[str]] = Field(default_factory=dict)
    # the decoded text as written (line numbers as cited); stored as one kg:sourceText literal
    text: str = ""
