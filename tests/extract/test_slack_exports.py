"""A Slack export's day file (a JSON list of messages) is read as what its writer posted: each
message's text (Slack's mrkdwn) at the file line of its `"text"` key, a short first line that is
no sentence a title over the rest, thread replies included; Slack's own messages and other
members' are left out (`inspect` says why, and their lines are never unattached). A folder's
other JSON (a workspace's `users.json`) is no document, and JSON named explicitly that is not a
day file is refused in one line. Also read here: a status after an icon (`: :anchor: anchored`)."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys

from kgraph.extract import extract
from kgraph.extract.formats import detect
from kgraph.files import iter_files

WRITER = {"display_name": "wren", "real_name": "wren", "name": "wren"}
OTHER = {"display_name": "ola", "real_name": "Ola N", "name": "ola"}


def _message(user: str, ts: str, text: str, profile: dict | None = None, **more: object) -> dict:
    block = {
        "type": "rich_text",
        "elements": [{"type": "rich_text_section", "elements": [{"type": "text", "text": text}]}],
    }
    return (
        {"user": user, "type": "message", "ts": ts, "text": text}
        | ({"user_profile": profile} if profile else {})
        | {"blocks": [block]}
        | more
    )


MESSAGES = [
    {"user": "U1", "type": "message", "subtype": "channel_join", "ts": "1.1", "text": "<@U1> has joined the channel"},
    _message("U2", "1.2", "anyone seen 2712.09999 yet?", OTHER),
    _message(
        "U1",
        "1.3",
        "*soil-carbon brief — Dec 4, 2027*\nDeclared: 1 NET-new · 1 carried over\nItems follow in the thread :thread:",
        WRITER,
        thread_ts="1.3",
    ),
    _message(
        "U1",
        "1.4",
        ":new: *NET-new 1 · RootTrace* (<https://arxiv.org/abs/2712.04417|arXiv 2712.04417>)\n"
        "Suggested section: §1.2 Root Exudates\n• carbon uptake gain *12%*",
        WRITER,
        thread_ts="1.3",
    ),
    _message("U2", "1.5", "thanks &amp; noted", OTHER, thread_ts="1.3"),
    _message(
        "U1",
        "1.6",
        ":recycle: *Carried over*\n• *HumusNet* (<https://arxiv.org/abs/2712.01290|arXiv 2712.01290>), "
        "§1.1 Stable Pools: :anchor: anchored Dec 2. In the living document.",
        WRITER,
        thread_ts="1.3",
    ),
]
TEXT = json.dumps(MESSAGES, indent=4, ensure_ascii=False)
PATH = "inbox/wren/2027-12-04-soil-carbon-brief.json"


def _text_line(fragment: str) -> int:
    return next(
        n for n, line in enumerate(TEXT.splitlines(), 1) if line.lstrip().startswith('"text"') and fragment in line
    )


def test_a_day_file_is_found_by_its_content():
    assert detect(TEXT.encode(), PATH) == "slack"
    assert detect(TEXT.encode(), "inbox/wren/brief.txt") == "slack"


def test_the_brief_is_what_its_writer_posted_at_the_lines_of_their_texts():
    doc = extract(TEXT.encode(), PATH)
    assert (doc.kind, doc.instance, doc.date) == ("brief", "wren", dt.date(2027, 12, 4))
    items = {m.key: (m.name, m.status, m.section, m.line) for m in doc.mentions if m.role == "increment"}
    assert items == {
        "2712.04417": ("RootTrace", "new", "1.2", _text_line("RootTrace")),
        "2712.01290": ("HumusNet", "anchored", "1.1", _text_line("HumusNet")),
    }
    assert "2712.09999" not in {m.key for m in doc.mentions}  # (ola's message)
    assert [f.value for m in doc.mentions for c in m.claims for f in c.figures] == [12.0]
    assert sorted((c.what, c.value) for c in doc.counts) == [("carried-over", 1), ("increments", 1)]


def test_inspect_says_why_it_left_lines_out_and_calls_none_unattached(tmp_path):
    path = tmp_path / PATH
    path.parent.mkdir(parents=True)
    path.write_text(TEXT, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "kgraph", "inspect", str(path)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    said = {int(line.split()[0]): line for line in done.stdout.splitlines()[1:] if line.split()[0].isdigit()}
    assert "left out: a message by ola, not the writer (wren)" in said[_text_line("2712.09999")]
    assert "left out: Slack's own message (channel_join)" in said[_text_line("has joined")]
    assert "UNATTACHED" not in done.stdout


def test_other_json_is_no_document_in_a_folder_and_refused_by_name(tmp_path):
    (tmp_path / "general").mkdir()
    (tmp_path / "general" / "2027-12-04.json").write_text(TEXT, encoding="utf-8")
    (tmp_path / "users.json").write_text('[{"id": "U1", "name": "wren"}]', encoding="utf-8")
    assert [p.name for p, _ in iter_files([tmp_path])] == ["2027-12-04.json"]
    done = subprocess.run(
        [sys.executable, "-m", "kgraph", "inspect", str(tmp_path / "users.json")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode != 0
    assert "users.json" in done.stderr and "not a Slack export" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


def test_a_broken_day_file_is_refused_in_one_line(tmp_path):
    path = tmp_path / "2027-12-04.json"
    path.write_text(TEXT[: len(TEXT) // 2], encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "kgraph", "inspect", str(path)], capture_output=True, text=True, check=False
    )
    assert done.returncode != 0
    assert "2027-12-04.json" in done.stderr and "not valid JSON" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
