"""Fixtures and helpers shared by the map, report and browser tests."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from kgraph.api import KGraph

ROOT = Path(__file__).resolve().parent.parent
HOSTILE = ROOT / "tests" / "data" / "hostile"
CLEAN = ROOT / "tests" / "data" / "clean"
HOSTILE_ITEM = "2610.06666"
HOSTILE_DOC = "inbox/tom/2026-10-02-inference-e1prep.md"
PAYLOADS = ("<script>window.__pwned=1</script>", '<img src=x onerror="window.__pwned=1">')


@pytest.fixture(scope="session")
def hostile_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store with a brief whose names, quotes, title and register entry carry HTML and JS."""
    location = tmp_path_factory.mktemp("hostile") / "store"
    report = KGraph(location).ingest([HOSTILE, CLEAN])
    assert report.ok, report.failed
    return location


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


def start_tags(page: str) -> list[tuple[str, dict[str, str | None]]]:
    """Every element a browser's parser would create from the page, with its attributes."""
    parser = _Tags()
    parser.feed(page)
    parser.close()
    return parser.tags


def inline_scripts(page: str) -> list[str]:
    """The bodies of the executable <script> elements of a page (not JSON data blocks)."""
    return [
        m.group(2)
        for m in re.finditer(r"<script(\s[^>]*)?>(.*?)</script>", page, re.S)
        if "application/json" not in (m.group(1) or "")
    ]


def sample_new(hostile: bool = False) -> dict:
    bad = PAYLOADS[0] + PAYLOADS[1] if hostile else ""
    return {
        "document": "inbox/tom/2026-09-02-inference-e1prep.md",
        "date": "2026-09-02",
        "instance": "tom" + bad,
        "items": [
            {
                "item": "2608.14376",
                "name": "CoRun" + bad,
                "verdict": "anchored-before",
                "line": 48,
                "evidence": {
                    "document": "organized/knowledge/inference.md",
                    "date": "2026-08-31",
                    "line": 14,
                    "section": "1.3",
                    "quote": "CoRun (arXiv:2608.14376) · 8-20 锚入" + bad,
                },
            },
            {
                "item": "2609.01877",
                "name": "ChunkPilot",
                "verdict": "confirmed-new",
                "line": 49,
                "evidence": None,
            },
            {
                "item": "2609.00768",
                "name": "TokenWeave",
                "verdict": "seen-before",
                "line": 50,
                "evidence": {
                    "document": "inbox/jay/2026-08-31-engineering-e1prep.md",
                    "date": "2026-08-31",
                    "line": 25,
                    "section": None,
                    "quote": "[x](javascript:window.__pwned=1)",
                },
            },
            {"item": "2608.17702", "name": "LayerSkip-KV", "verdict": "unflagged-new", "line": 8, "evidence": None},
            {
                "item": "2609.04420",
                "name": "FlexDecode",
                "verdict": "duplicate",
                "line": 7,
                "also": "seen-before",
                "evidence": {"document": "inbox/tom/x.md", "date": "2026-09-02", "line": 57, "quote": "listed again"},
            },
        ],
        "counts": [
            {"what": "new-arxiv", "declared": 3, "listed": 2, "approximate": False, "line": 11, "ok": False},
            {"what": "increments", "declared": 2, "listed": 2, "approximate": True, "line": 6, "ok": True},
        ],
    }


def sample_entries(hostile: bool = False) -> list[dict]:
    bad = PAYLOADS[0] + PAYLOADS[1] if hostile else ""
    return [
        {
            "id": "C-low001",
            "kind": "to-verify",
            "severity": "low",
            "status": "resolved",
            "items": ["2609.00768"],
            "summary": "checked, fine",
            "first_seen": "2026-09-01",
            "last_seen": "2026-09-02",
            "days_open": None,
            "resolved_on": "2026-09-02",
            "evidence": [{"document": "inbox/tom/a.md", "date": "2026-09-01", "line": 3, "quote": "q"}],
        },
        {
            "id": "C-3f9a1c",
            "kind": "anchoring-conflict",
            "severity": "high",
            "status": "open",
            "items": ["2606.01927", "FlashAttention-4"],
            "summary": "anchored 8-19 and 8-28 in §1.1" + bad,
            "first_seen": "2026-09-01",
            "last_seen": "2026-09-03",
            "days_open": 2,
            "evidence": [
                {
                    "document": "inbox/tom/2026-09-01-inference-e1prep.md",
                    "date": "2026-09-01",
                    "line": 76,
                    "quote": "8-19 已锚入" + bad,
                },
                {
                    "document": "inbox/tom/2026-09-03-inference-e1prep.md",
                    "date": "2026-09-03",
                    "line": 66,
                    "quote": "8-28 已锚入",
                },
            ],
        },
        {
            "id": "C-med002",
            "kind": "count-mismatch",
            "severity": "medium",
            "status": "open",
            "items": [],
            "summary": "declares 3, lists 2",
            "first_seen": "2026-09-02",
            "last_seen": "2026-09-02",
            "days_open": 1,
            "evidence": [{"document": "inbox/tom/b.md", "date": None, "line": 11, "quote": None}],
        },
        {
            "id": "C-low002",
            "kind": "duplicate-in-list",
            "severity": "low",
            "status": "open",
            "items": ["2609.04420"],
            "summary": "listed twice",
            "first_seen": "2026-09-05",
            "last_seen": "2026-09-05",
            "days_open": 0,
            "evidence": [],
        },
    ]
