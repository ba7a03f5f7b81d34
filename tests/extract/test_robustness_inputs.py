"""Bad documents: each gets a correct partial extraction with warnings or a one-line error
naming the file, a non-zero exit code on errors (and on warnings with --strict), and never a
traceback; through CliRunner and through a real `kgraph` process. A folder with bad files
ingests the rest, and nothing already in the store changes for a bad file."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from pyoxigraph import DefaultGraph, NamedNode

from kgraph import vocab as V
from kgraph.cli import cli
from kgraph.extract import MAX_BYTES, extract, read_file
from kgraph.store.local import GraphStore

from ..conftest import EXAMPLES, N_EXAMPLES

BRIEF = EXAMPLES / "inbox/tom/2026-09-01-inference-e1prep.md"
TEXT = BRIEF.read_text(encoding="utf-8")
DATA = TEXT.encode("utf-8")
MISSING_CELL_ROW = "| 2608.13499 | OpScale | §1.2 | 8-17 已锚入 |"
assert "| 2608.13499 | OpScale | 算子级弹性扩缩容 · 成本 -36.3% | §1.2 | 8-17 已锚入 |" in TEXT


def _cut_in_table_row() -> bytes:
    end = DATA.index(b"| 2608.14333 | DASH")
    return DATA[: end + len(b"| 2608.14333 | DASH | HBM+Fl")]


def _cut_in_character() -> bytes:
    end = DATA.index("五、".encode())
    return DATA[: end + 1]  # the first byte of a three-byte character


def _bad_utf8() -> bytes:
    at = DATA.index("痛点".encode())
    return DATA[:at] + b"\xff\xfe\xc3" + DATA[at:]


# name -> (file name, bytes, "error"/"warning"/"clean", text the message must contain)
CASES = {
    "empty": ("2026-09-10-empty.md", b"", "error", "file is empty"),
    "blank": ("2026-09-10-blank.md", b"  \n\t\r\n  ", "error", "file is empty"),
    "bom-only": ("2026-09-10-bom.md", b"\xef\xbb\xbf\n", "error", "file is empty"),
    "binary": ("2026-09-10-binary.md", bytes(range(256)) * 64, "error", "binary file"),
    "one-nul": ("2026-09-10-nul.md", b"\x00", "error", "binary file (NUL bytes from line 1)"),
    "three-nuls": ("2026-09-10-nuls.md", b"\x00\x00\x00", "error", "binary file (NUL bytes from line 1)"),
    # a stray NUL among a few ASCII bytes is not UTF-16 (it would decode to CJK-looking noise)
    "stray-nul": ("2026-09-10-stray.md", b"bad\x00file", "error", "binary file (NUL bytes from line 1)"),
    "stray-nul-ff": ("2026-09-10-strayff.md", b"# brief\x00\xff x", "error", "binary file (NUL bytes from line 1)"),
    "binary-no-nul": ("2026-09-10-noise.md", bytes(range(1, 32)) * 300, "error", "binary file"),
    "binary-tail": ("2026-09-10-tail.md", DATA + bytes(range(1, 32)) * 2000, "error", "binary file"),
    "gbk": ("2026-09-10-gbk.md", TEXT.encode("gb18030"), "warning", "decoded as GB18030 (GBK), not UTF-8"),
    "utf16": ("2026-09-10-utf16.md", TEXT.encode("utf-16"), "warning", "decoded as UTF-16"),
    "utf16-no-bom": (
        "2026-09-10-utf16le.md",
        TEXT.encode("utf-16-le"),
        "warning",
        "UTF-16-LE without a byte-order mark",
    ),
    "utf16-cut": ("2026-09-10-utf16cut.md", TEXT.encode("utf-16")[:-1], "warning", "cut-off bytes replaced"),
    "utf32": ("2026-09-10-utf32.md", TEXT.encode("utf-32"), "warning", "decoded as UTF-32"),
    "bad-utf8": ("2026-09-10-badutf8.md", _bad_utf8(), "warning", "line 24: not valid UTF-8"),
    "cut-in-character": ("2026-09-10-cutchar.md", _cut_in_character(), "warning", "ends in the middle of a character"),
    "cut-in-table-row": ("2026-09-10-cutrow.md", _cut_in_table_row(), "warning", "the last table row is not closed"),
    "no-date": (
        "brief-undated.md",
        TEXT.replace("（2026-09-01）", "").replace("2026-", "").encode(),
        "warning",
        "line 1: no date found",
    ),
    "nonsense-date": (
        "brief-nonsense.md",
        TEXT.replace("（2026-09-01）", "（2026-13-45）").encode(),
        "warning",
        "line 1: nonsense date '2026-13-45'",
    ),
    "future-date": (
        "brief-future.md",
        TEXT.replace("（2026-09-01）", "（2099-01-01）").encode(),
        "warning",
        "in the future",
    ),
    "missing-cell": (
        "2026-09-10-cell.md",
        TEXT.replace(
            "| 2608.13499 | OpScale | 算子级弹性扩缩容 · 成本 -36.3% | §1.2 | 8-17 已锚入 |", MISSING_CELL_ROW
        ).encode(),
        "warning",
        "line 77: table row has 4 cells, its header 5",
    ),
    "long-line": (
        "2026-09-10-long.md",
        (TEXT + "\n- " + "x" * 100_000 + "\n").encode(),
        "warning",
        "100,002 characters long; only the first 20,000 are read",
    ),
    "bad-ids": (
        "2026-09-10-badids.md",
        TEXT.replace("2609.01234", "2608.1166").replace("2609.00412", "26O8.11668").encode(),
        "clean",
        "",
    ),
    "crlf": ("2026-09-10-crlf.md", TEXT.replace("\n", "\r\n").encode(), "clean", ""),
    "cr-only": ("2026-09-10-cr.md", TEXT.replace("\n", "\r").encode(), "clean", ""),
}


def run(mode: str, store: Path, *args: str, timeout: float = 120) -> tuple[int, str, str]:
    """(exit code, stdout, stderr) of `kgraph --store STORE ARGS`, in-process or in a real process."""
    if mode == "runner":
        result = CliRunner().invoke(cli, ["--store", str(store), *args], catch_exceptions=False)
        return result.exit_code, result.stdout, result.stderr
    proc = subprocess.run(
        [sys.executable, "-m", "kgraph.cli", "--store", str(store), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    return proc.returncode, proc.stdout, proc.stderr


def write_case(folder: Path, name: str) -> Path:
    file_name, data, _, _ = CASES[name]
    target = folder / "inbox" / "tom" / file_name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)
    return target


def document_quads(store: Path, logical: str) -> set[str]:
    node = NamedNode(V.doc_iri(logical))
    with GraphStore(store) as s:
        graph = {str(q) for q in s.quads_for_pattern(None, None, None, node)}
        meta = {str(q) for q in s.quads_for_pattern(node, None, None, DefaultGraph())}
    return graph | meta


def mention_facts(doc) -> list[tuple]:
    return [(m.key, m.status, m.status_date, m.section, m.role, m.line) for m in doc.mentions]


ORIGINAL = extract(DATA, "inbox/tom/2026-09-10-x.md")


# ---------------------------------------------------------------- one bad file at a time


@pytest.mark.parametrize("name", list(CASES))
def test_bad_document_through_the_cli(name, tmp_path):
    file = write_case(tmp_path / "docs", name)
    _, _, outcome, needle = CASES[name]
    code, out, err = run("runner", tmp_path / "store", "ingest", str(file))
    assert "Traceback" not in out + err
    lines = err.splitlines()
    if outcome == "error":
        assert code == 1
        assert lines == [f"error: {file}: {needle}" + lines[0].split(needle, 1)[1]], err
        assert "0 ingested" in out and "1 failed" in out
    elif outcome == "warning":
        assert code == 0, err
        assert any(line.startswith(f"warning: {file}: ") and needle in line for line in lines), err
        assert "1 ingested" in out
    else:
        assert code == 0 and err == "" and "1 ingested" in out
    assert all(line.count("\n") == 0 for line in lines)


@pytest.mark.parametrize("name", [n for n, case in CASES.items() if case[2] == "warning"])
def test_strict_turns_each_warning_into_a_one_line_error(name, tmp_path):
    file = write_case(tmp_path / "docs", name)
    needle = CASES[name][3]
    code, out, err = run("runner", tmp_path / "store", "ingest", "--strict", str(file))
    assert code == 1 and "Traceback" not in err
    errors = [line for line in err.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and errors[0].startswith(f"error: {file}: ") and errors[0].endswith("(--strict)")
    assert "0 ingested" in out and "1 failed" in out
    assert needle in err
    assert (
        not (tmp_path / "store" / "oxigraph").exists()
        or document_quads(tmp_path / "store", f"inbox/tom/{CASES[name][0]}") == set()
    )


def test_every_bad_file_in_one_real_process(tmp_path):
    """The same files in one folder, through a real `kgraph` process: each reported on its own
    line (errors and warnings name the file), the others ingested, exit code 1."""
    folder = tmp_path / "docs"
    files = {name: write_case(folder, name) for name in CASES}
    code, out, err = run("process", tmp_path / "store", "ingest", str(folder))
    assert code == 1 and "Traceback" not in err
    for name, file in files.items():
        _, _, outcome, needle = CASES[name]
        mine = [line for line in err.splitlines() if line.startswith((f"error: {file}:", f"warning: {file}:"))]
        if outcome == "error":
            assert len(mine) == 1 and mine[0].startswith("error:") and needle in mine[0], (name, err)
        elif outcome == "warning":
            assert mine and all(m.startswith("warning:") for m in mine) and any(needle in m for m in mine), name
        else:
            assert mine == [], (name, mine)
    failed = sum(1 for case in CASES.values() if case[2] == "error")
    assert f"{len(CASES) - failed} ingested" in out and f"{failed} failed" in out
    code, out, err = run("process", tmp_path / "store2", "ingest", "--strict", str(folder))
    assert code == 1 and "Traceback" not in err
    assert f"{sum(1 for c in CASES.values() if c[2] == 'clean')} ingested" in out


# ---------------------------------------------------------------- what the extraction makes of them


@pytest.mark.parametrize("name", ["gbk", "utf16", "utf16-no-bom", "utf32", "bad-utf8", "crlf", "cr-only"])
def test_decoded_documents_read_like_the_original(name, tmp_path):
    doc = read_file(write_case(tmp_path, name), tmp_path)
    assert mention_facts(doc) == mention_facts(ORIGINAL)
    assert [e.text for e in doc.entries] == [e.text for e in ORIGINAL.entries]


def test_windows_line_endings_give_the_same_extraction(tmp_path):
    for name in ("crlf", "cr-only"):
        doc = read_file(write_case(tmp_path, name), tmp_path)
        mine = doc.model_dump(exclude={"content_hash", "path"})
        assert mine == ORIGINAL.model_dump(exclude={"content_hash", "path"}), name
    mixed = TEXT.replace("\n", "\r\n", 20)
    assert extract(mixed, "a.md").model_dump(exclude={"content_hash"}) == extract(TEXT, "a.md").model_dump(
        exclude={"content_hash"}
    )


def test_truncated_brief_keeps_what_comes_before_the_cut(tmp_path):
    for name in ("cut-in-table-row", "cut-in-character"):
        doc = read_file(write_case(tmp_path, name), tmp_path)
        last = max(m.line for m in doc.mentions)
        kept = [f for f in mention_facts(ORIGINAL) if f[5] < last]
        assert kept and set(kept) <= set(mention_facts(doc)), name
    cut = read_file(write_case(tmp_path, "cut-in-table-row"), tmp_path)
    assert "2608.14333" in {m.key for m in cut.mentions if m.role == "arxiv-list"}
    assert "2608.13263" not in {m.key for m in cut.mentions if m.role == "arxiv-list"}


def test_missing_cell_row_is_still_read(tmp_path):
    doc = read_file(write_case(tmp_path, "missing-cell"), tmp_path)
    row = next(m for m in doc.mentions if m.key == "2608.13499" and m.role == "arxiv-list")
    assert (row.status, row.status_date.isoformat(), row.section, row.name) == (
        "anchored",
        "2026-08-17",
        "1.2",
        "OpScale",
    )


def test_dates_no_nonsense_and_future(tmp_path):
    undated = read_file(write_case(tmp_path, "no-date"), tmp_path)
    nonsense = read_file(write_case(tmp_path, "nonsense-date"), tmp_path)
    future = read_file(write_case(tmp_path, "future-date"), tmp_path)
    assert undated.date is None and nonsense.date is None
    assert future.date.isoformat() == "2099-01-01"
    # without a year the short anchoring dates cannot be resolved, and are not guessed
    assert all(m.status_date is None for m in undated.mentions if m.role == "arxiv-list")
    assert {m.key for m in undated.mentions} == {m.key for m in ORIGINAL.mentions}


def test_malformed_arxiv_ids_are_bad_references_never_papers(tmp_path):
    file = write_case(tmp_path / "docs", "bad-ids")
    doc = read_file(file, tmp_path / "docs")
    bad = {(b.text.split()[-1].split(":")[-1], b.problem) for b in doc.bad_references}
    assert ("2608.1166", "arXiv id needs 5 digits after the dot, has 4") in bad
    assert ("26O8.11668", "letter O in place of a zero in an arXiv id") in bad
    assert not {m.arxiv_id for m in doc.mentions} & {"2608.1166", "26O8.11668", "2608.11660"}
    store = tmp_path / "store"
    assert run("runner", store, "ingest", str(file))[0] == 0
    with GraphStore(store) as s:
        papers = {r["id"].value for r in s.query("SELECT ?id WHERE { GRAPH ?g { ?p a kg:Paper ; kg:arxivId ?id } }")}
        texts = {r["t"].value for r in s.query("SELECT ?t WHERE { GRAPH ?g { ?b a kg:BadReference ; kg:text ?t } }")}
    assert not {p for p in papers if "1166" in p or "O" in p}
    assert any("2608.1166" in t for t in texts) and any("26O8.11668" in t for t in texts)
    for token in ("2608.1166", "26O8.11668"):
        code, out, err = run("runner", store, "why", token)
        assert code == 1 and "not in the store" in err and "Traceback" not in err


def test_a_brief_that_mixes_layouts(tmp_path):
    """Header and sources as a pipe table (09-01), increments with glued bullets and a
    lost-pipe arXiv list (09-02), the register as a pipe table (09-01): each part is read as
    it is read in its own brief."""
    one = TEXT
    two = (EXAMPLES / "inbox/tom/2026-09-02-inference-e1prep.md").read_text(encoding="utf-8")

    def part(text: str, start: str, end: str) -> str:
        return text[text.index(start) : text.index(end)]

    mixed = (
        one[: one.index("二、增量条目")]
        + part(two, "一、最重要的增量", "二、值得警惕")
        + part(one, "三、值得警惕", "四、可引用")
        + part(two, "三、可引用 arXiv 号列表", "四、检查过的来源清单")
        + part(two, "四、检查过的来源清单", "五、本棒总结")
    )
    doc = extract(mixed, "inbox/tom/2026-09-01-mixed.md")
    d1 = extract(one, "inbox/tom/2026-09-01-inference-e1prep.md")
    d2 = extract(two, "inbox/tom/2026-09-02-inference-e1prep.md")
    assert doc.kind == "brief" and doc.warnings == []

    def facts(d, role):
        return sorted((m.key, m.status, m.section, m.name) for m in d.mentions if m.role == role)

    assert facts(doc, "increment") == facts(d2, "increment") and len(facts(doc, "increment")) == 2
    assert facts(doc, "adjacent") == facts(d2, "adjacent")
    lost_pipes = {(m.key, m.status, m.status_date) for m in doc.mentions if m.role == "arxiv-list"}
    # dates without a year resolve against the mixed brief's own date (09-01 instead of 09-02)
    assert lost_pipes == {(m.key, m.status, m.status_date) for m in d2.mentions if m.role == "arxiv-list"}
    assert [e.text for e in doc.entries] == [e.text for e in d1.entries]
    sources_start = two[: two.index("四、检查过的来源清单")].count("\n") + 1
    table_sources = {(s.path, s.status) for s in d1.sources if 9 < s.line <= 16}
    glued_sources = {(s.path, s.status) for s in d2.sources if s.line > sources_start}
    assert (
        table_sources and glued_sources and table_sources | glued_sources <= {(s.path, s.status) for s in doc.sources}
    )


# ---------------------------------------------------------------- size and line length


def test_fifty_megabyte_file_is_refused_unread(tmp_path):
    """Refused with the limit in the message, in well under a second, without reading it: a
    brief is tens of KB, and 50 MB would take half a minute and gigabytes in one transaction."""
    big = tmp_path / "inbox" / "tom" / "2026-09-10-big.md"
    big.parent.mkdir(parents=True)
    with open(big, "wb") as handle:
        for _ in range(50 * 1024 * 1024 // len(DATA) + 1):
            handle.write(DATA)
    assert big.stat().st_size > 50 * 1024 * 1024 > MAX_BYTES
    script = (
        "import resource, sys\n"
        "from kgraph.cli import cli\n"
        "try:\n"
        "    cli.main(sys.argv[1:], prog_name='kgraph')\n"
        "finally:\n"
        "    print('MAXRSS', resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr)\n"
    )

    def ingest(file: Path, store: Path) -> tuple[subprocess.CompletedProcess, float, int]:
        started = time.monotonic()
        proc = subprocess.run(
            [sys.executable, "-c", script, "--store", str(store), "ingest", str(file)],
            capture_output=True,
            text=True,
            timeout=120,
        )
        rss = int(proc.stderr.rsplit("MAXRSS", 1)[1])
        return proc, time.monotonic() - started, rss

    proc, seconds, rss = ingest(big, tmp_path / "store")
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert f"error: {big}: file is 50 MB, over the 8 MB limit for one document" in proc.stderr
    small, _, baseline = ingest(BRIEF, tmp_path / "store2")
    assert small.returncode == 0
    assert seconds < 5
    assert rss < baseline + 20 * 1024, (rss, baseline)  # kilobytes: the 50 MB were never read


def test_pathological_long_lines_take_linear_time(tmp_path):
    """Lines of 100,000 blanks, digits, pipes ... in every part of a brief: cut to 20,000
    characters and read in seconds (a blank run after `- ` used to make the field rule
    backtrack without end). Run in a child process so that a regression fails, not hangs."""
    head = "inference · E1 预消化简报（2026-09-01）\n涉及 arXiv 号：净增 1 件\n"
    parts = [
        "一、检查过的来源清单\n",
        "二、增量条目\n增量 1【§1.3 x】 X：y\n要点:\n- ",
        "四、可引用 arXiv 号列表\n",
        "三、值得警惕的矛盾或待核实说法\n1. ",
    ]
    fillers = [" ", "\u3000", "\t", "1", "|", "-", "§1.", "2608.", "增量 1 ", "净增 1", "1.5× ", "    a", " |", "** "]
    text = head + "".join(p + (f * (100_000 // len(f)))[:100_000] + "\n" for p in parts for f in fillers)
    file = tmp_path / "inbox" / "tom" / "2026-09-01-long.md"
    file.parent.mkdir(parents=True)
    file.write_text(text, encoding="utf-8")
    code = (
        "import sys, time, json; from pathlib import Path; from kgraph.extract import read_file\n"
        "t = time.monotonic(); doc = read_file(Path(sys.argv[1]), Path(sys.argv[2]))\n"
        "print(json.dumps([time.monotonic() - t, doc.warnings]))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code, str(file), str(tmp_path)], capture_output=True, text=True, timeout=90
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    seconds, warnings = json.loads(proc.stdout)
    assert seconds < 20
    assert any("characters long; only the first 20,000 are read" in w for w in warnings)


# ---------------------------------------------------------------- a folder with bad files


def test_folder_with_bad_files_loses_nothing(tmp_path, examples_copy):
    """The store holds the examples; then one brief becomes binary garbage, another empty, a
    third is changed for real, and bad files are added. The good ones are ingested, the bad
    ones reported, and the documents behind the bad files stay exactly as they were."""
    store = tmp_path / "store"
    assert run("runner", store, "ingest", str(examples_copy))[0] == 0
    garbage = examples_copy / "inbox/tom/2026-09-02-inference-e1prep.md"
    emptied = examples_copy / "inbox/tom/2026-09-04-inference-e1prep.md"
    changed = examples_copy / "inbox/tom/2026-09-03-inference-e1prep.md"
    logical = {f: f.relative_to(examples_copy).as_posix() for f in (garbage, emptied, changed)}
    before = {f: document_quads(store, p) for f, p in logical.items()}
    assert all(before.values())
    garbage.write_bytes(bytes(range(256)) * 10)
    emptied.write_bytes(b"")
    changed.write_text(changed.read_text(encoding="utf-8").replace("8-28锚定", "8-27锚定"), encoding="utf-8")
    write_case(examples_copy, "gbk")
    write_case(examples_copy, "utf16")
    for mode in ("process", "runner"):
        code, out, err = run(mode, store, "ingest", str(examples_copy))
        assert code == 1 and "Traceback" not in err
        assert f"error: {garbage}: binary file" in err and f"error: {emptied}: file is empty" in err
        assert "2 failed" in out
        assert document_quads(store, logical[garbage]) == before[garbage]
        assert document_quads(store, logical[emptied]) == before[emptied]
    assert document_quads(store, logical[changed]) != before[changed]
    data = json.loads(run("runner", store, "why", "2606.01927", "--format", "json")[1])
    assert "2026-08-27" in {a["date"] for a in data["anchored"]}
    assert document_quads(store, "inbox/tom/2026-09-10-gbk.md") and document_quads(
        store, "inbox/tom/2026-09-10-utf16.md"
    )


def test_unreadable_and_special_files(tmp_path):
    """A FIFO would block the reader and /dev/zero never ends: both are refused unread (in a
    real process with a timeout, so that a regression fails instead of hanging)."""
    fifo = tmp_path / "pipe.md"
    os.mkfifo(fifo)
    missing = tmp_path / "nothing-here.md"
    code, out, err = run("process", tmp_path / "store", "ingest", str(fifo), str(missing), "/dev/zero", timeout=30)
    assert code == 1 and "Traceback" not in err
    assert f"error: {fifo}: not a regular file" in err
    assert "error: /dev/zero: not a regular file" in err
    assert f"error: {missing}: no such file or folder" in err


def test_copy_of_folder_with_hidden_and_project_files_is_ignored(tmp_path):
    folder = tmp_path / "docs"
    shutil.copytree(EXAMPLES / "inbox", folder / "inbox")
    (folder / ".git").mkdir()
    (folder / ".git" / "HEAD.md").write_bytes(b"\x00\x01binary")
    (folder / "README.md").write_bytes(b"")
    code, out, err = run("runner", tmp_path / "store", "ingest", str(folder))
    assert code == 0 and err == "", err


def test_a_bug_in_one_document_does_not_stop_the_folder(tmp_path, examples_copy, monkeypatch):
    """Whatever goes wrong building one document's quads is that file's one-line error."""
    from kgraph.graph import build

    real = build.document_quads

    def broken(doc):
        if doc.path.endswith("2026-09-02-inference-e1prep.md"):
            raise ValueError("boom\nsecond line")
        return real(doc)

    monkeypatch.setattr(build, "document_quads", broken)
    code, out, err = run("runner", tmp_path / "store", "ingest", str(examples_copy))
    assert code == 1 and "Traceback" not in err
    file = examples_copy / "inbox/tom/2026-09-02-inference-e1prep.md"
    assert err == f"error: {file}: cannot extract (ValueError: boom second line; a bug in kgraph, please report it)\n"
    assert f"{N_EXAMPLES - 1} ingested" in out and "1 failed" in out


def test_a_failing_write_is_one_line_and_writes_nothing(tmp_path, monkeypatch):
    """The store refusing a batch (here: a bug simulated in the writer) is one error line,
    exit code 2, and the store holds none of the batch."""
    calls = []

    def refuse(self, docs):
        calls.append(len([iri for iri, _ in docs if iri.startswith(V.ID + "doc/")]))  # and their derived graphs
        raise SyntaxError("unexpected token\n at line 3")

    monkeypatch.setattr(GraphStore, "replace_documents", refuse)
    code, out, err = run("runner", tmp_path / "store", "ingest", str(EXAMPLES))
    assert code == 2 and calls == [N_EXAMPLES]
    assert err == f"Error: writing {N_EXAMPLES} documents failed (SyntaxError: unexpected token)\n"
    monkeypatch.undo()
    with GraphStore(tmp_path / "store") as s:
        assert len(s) == 0
