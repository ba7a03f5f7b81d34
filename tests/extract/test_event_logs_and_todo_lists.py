"""Two plain-text lists a pipeline or a person keeps, read as the records they are.

A JSON Lines event log (`.jsonl`): each line one event, its timestamp, log level and message
left out when it has fields of its own; where the event's type changes its words head a part;
an event naming a work is that work's record, the next events naming the same work more of its
fields (a figure); a section's event over works' events heads them (a living document), alone it
names the section. A todo.txt list: each task a list item (`x` ticks its box), its priority,
dates, projects and `due:` left out, its `key:value` pairs said as fields, its first `@context`
grouping it. Also here: a status said after an item's kind, id and link (`GlacioSeis 5 software
release https://… carried over.`) is the item's, and a lowercase kind after a capitalised name is
no part of the name.
"""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys

import pytest

from kgraph.errors import DocumentError
from kgraph.extract import extract
from kgraph.extract.formats import detect


def _log(*events: dict) -> str:
    return "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in events)


def _at(n: int) -> dict:
    return {"ts": f"2027-11-03T21:{n:02d}:00Z", "level": "INFO"}


BRIEF_LOG = _log(
    {**_at(0), "event": "brief_opened", "topic": "tidal-energy", "date": "2027-11-03", "author": "tern"},
    {**_at(1), "event": "source_read", "path": "inbox/petrel/2027-11-03-notes.md", "result": "read"},
    {
        **_at(2),
        "event": "work_logged",
        "name": "WakeNet",
        "arxiv": "2711.02291",
        "status": "NET-new",
        "section": "1.2",
        "sources": ["inbox/petrel/2027-11-03-notes.md"],
        "msg": "WakeNet logged as NET-new",
    },
    {**_at(3), "event": "figure_logged", "name": "WakeNet", "metric": "wake deficit error", "value": 18, "unit": "%"},
    {
        **_at(4),
        "event": "work_logged",
        "name": "FlowTrace",
        "arxiv": "2710.09876",
        "status": "anchored",
        "section": "1.1",
    },
    {
        **_at(5),
        "event": "concern_raised",
        "risk": "high",
        "text": "The 18% WakeNet reports was measured on a single flume and never at sea, so it may not hold.",
    },
)
LOG_PATH = "inbox/tern/2027-11-03-tidal-energy-brief.jsonl"


def _line(text: str, needle: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if needle in line)


def test_an_event_log_is_read_as_its_records():
    assert detect(BRIEF_LOG.encode(), LOG_PATH) == "jsonl"
    doc = extract(BRIEF_LOG.encode(), LOG_PATH)
    assert (doc.kind, doc.instance, doc.date) == ("brief", "tern", dt.date(2027, 11, 3))
    works = {m.key: (m.name, m.status, m.section, m.line) for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert works == {
        "2711.02291": ("WakeNet", "new", "1.2", _line(BRIEF_LOG, '"WakeNet", "arxiv"')),
        "2710.09876": ("FlowTrace", "anchored", "1.1", _line(BRIEF_LOG, '"FlowTrace"')),
    }
    (wake,) = [m for m in doc.mentions if m.key == "2711.02291" and m.role == "increment"]
    figures = [(f.value, f.unit, c.line) for c in wake.claims for f in c.figures]
    assert figures == [(18.0, "%", _line(BRIEF_LOG, "wake deficit error"))], "a later event naming the work adds to it"
    assert [s.path for s in wake.sources] == ["inbox/petrel/2027-11-03-notes.md"]
    assert [(e.risk, e.line) for e in doc.entries] == [("high", _line(BRIEF_LOG, "concern_raised"))]


def test_a_logs_bookkeeping_is_not_read():
    doc = extract(BRIEF_LOG.encode(), LOG_PATH)
    assert not any("21:0" in c.text for m in doc.mentions for c in m.claims), "a timestamp is no claim"
    assert all(m.name != "WakeNet logged as NET-new" for m in doc.mentions)


LIVING_LOG = _log(
    {**_at(0), "event": "doc_loaded", "topic": "tidal-energy", "kind": "living document", "version": "2027-11-02"},
    {**_at(1), "event": "section", "section": "1.1", "title": "Resource Maps"},
    {**_at(2), "event": "entry", "name": "FlowTrace", "arxiv": "2710.09876", "status": "anchored", "section": "1.1"},
    {**_at(3), "event": "section", "section": "1.2", "title": "Turbine Wakes"},
    {**_at(4), "event": "entry", "name": "WakeNet", "arxiv": "2711.02291", "status": "anchored", "section": "1.2"},
)


def test_a_section_event_over_works_heads_them_in_a_living_log():
    doc = extract(LIVING_LOG.encode(), "organized/knowledge/tidal-energy.jsonl")
    assert doc.kind == "living"
    assert {(s.number, s.name) for s in doc.section_names} >= {("1.1", "Resource Maps"), ("1.2", "Turbine Wakes")}
    assert {m.key: m.section for m in doc.mentions if m.key} == {"2710.09876": "1.1", "2711.02291": "1.2"}


def test_a_line_that_is_not_a_json_object_is_refused_naming_it():
    bad = BRIEF_LOG + "not json at all\n"
    with pytest.raises(DocumentError, match=r"line 7 is not JSON"):
        extract(bad.encode(), LOG_PATH)
    with pytest.raises(DocumentError, match=r"line 1 is not a JSON object"):
        extract(b"[1, 2]\n", LOG_PATH)


def test_ingest_refuses_a_broken_log_in_one_line_and_keeps_the_store(tmp_path):
    inbox = tmp_path / "inbox" / "tern"
    inbox.mkdir(parents=True)
    (inbox / "2027-11-03-tidal-energy-brief.jsonl").write_text(BRIEF_LOG, encoding="utf-8")
    run = [sys.executable, "-m", "kgraph", "--store", str(tmp_path / "store")]
    first = subprocess.run([*run, "ingest", str(tmp_path)], capture_output=True, text=True, cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    (inbox / "2027-11-04-tidal-energy-brief.jsonl").write_text(
        '{"event": "x", "arxiv": "2711.02291"}\n{oops\n', encoding="utf-8"
    )
    second = subprocess.run([*run, "ingest", str(tmp_path)], capture_output=True, text=True, cwd=tmp_path)
    assert second.returncode != 0
    assert "Traceback" not in second.stderr
    errors = [line for line in second.stderr.splitlines() if "2027-11-04-tidal-energy-brief.jsonl" in line]
    assert errors and "line 2 is not JSON" in errors[0]
    why = subprocess.run([*run, "why", "2711.02291"], capture_output=True, text=True, cwd=tmp_path)
    assert why.returncode == 0 and "2027-11-03-tidal-energy-brief.jsonl" in why.stdout


TODO = """\
(A) 2027-11-03 Tidal energy brief 2027-11-03 by tern, baseline version 2027-11-02 +tidal-energy +brief @tern
2027-11-03 §1.2 Turbine Wakes +tidal-energy +brief @sections sec:1.2
(A) 2027-11-03 NET-new 1/2 WakeNet 2711.02291 https://arxiv.org/abs/2711.02291 Wake deficit error: 18%. +tidal-energy @net-new status:new sec:1.2 src:inbox/petrel/2027-11-03-notes.md due:2027-11-04
(A) 2027-11-03 NET-new 2/2 TideKit 2 software release https://example.org/tidekit/v2 Mooring loads solver. +tidal-energy @net-new status:new sec:1.2
x 2027-11-03 2027-11-01 FlowTrace 2710.09876 https://arxiv.org/abs/2710.09876 carried over. Nothing new this round. +tidal-energy @carried status:carried sec:1.1
(A) 2027-11-03 Verify, risk high. The WakeNet flume is a single tank and the 18% may not hold at sea. +tidal-energy @verify risk:high
x 2027-11-03 2027-11-02 Verify, risk low. TideKit 2 lacked its licence file; it ships now. +tidal-energy @verify risk:low
"""
TODO_PATH = "inbox/tern/2027-11-03-tidal-energy-brief.txt"


def test_a_todo_list_is_found_by_its_tasks():
    assert detect(TODO.encode(), TODO_PATH) == "todotxt"
    assert detect(b"Notes for today\n- read 2711.02291\n- write brief\n", TODO_PATH) == "text"


def test_a_todo_lists_tasks_are_its_items_and_concerns():
    doc = extract(TODO.encode(), TODO_PATH)
    assert (doc.kind, doc.date) == ("brief", dt.date(2027, 11, 3))
    works = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert works == {
        "2711.02291": ("WakeNet", "new", "1.2"),
        "tidekit 2": ("TideKit 2", "new", "1.2"),
        "2710.09876": ("FlowTrace", "carried-over", "1.1"),
    }
    (wake,) = [m for m in doc.mentions if m.key == "2711.02291" and m.role == "increment"]
    assert [s.path for s in wake.sources] == ["inbox/petrel/2027-11-03-notes.md"]
    assert [f.value for c in wake.claims for f in c.figures] == [18.0]
    assert [(e.risk, e.resolved) for e in doc.entries] == [("high", False), ("low", True)], "x settles a concern"
    assert not any(s.date == dt.date(2027, 11, 4) for s in doc.sources), "a due date is no fact of the brief"


def test_a_living_entrys_labelled_figure_is_named_by_its_label():
    living = """\
# tidal-energy living document

Version 2027-11-02

## §1.1 Resource Maps

### FlowTrace
arXiv: 2710.09876
Status: anchored 2027-11-01
Seismic false alarm rate: 1.5 false alarms/day
"""
    doc = extract(living.encode(), "organized/knowledge/tidal-energy.md")
    figures = [(f.value, f.unit, f.metric) for m in doc.mentions for c in m.claims for f in c.figures]
    assert figures == [(1.5, "false alarms/day", "seismic false alarm rate")]
