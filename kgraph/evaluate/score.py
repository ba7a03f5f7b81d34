"""Precision and recall per field, per document and overall; the key's faults against the
store's detected findings.

Each field compares what the key expects with what kgraph found as sets of facts (a work, a
(work, status) pair, a figure, ...). The key is the whole truth for the documents it lists: a
fact kgraph found that the key does not give is a false item.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kgraph.evaluate.corpus import Corpus, read_corpus
from kgraph.evaluate.key import ExpectedDocument, ExpectedFault, Key, load_key
from kgraph.models import Document, Mention
from kgraph.patterns import normalise_name

FIELDS = (
    "kind",
    "date",
    "instance",
    "topic",
    "works",
    "names",
    "statuses",
    "sections",
    "anchored",
    "work_sources",
    "baseline",
    "sources",
    "figures",
    "entries",
    "counts",
)
FIGURE_RELATIVE = 1e-6


@dataclass
class Tally:
    expected: int = 0
    found: int = 0
    correct: int = 0

    @property
    def precision(self) -> float | None:
        return self.correct / self.found if self.found else None

    @property
    def recall(self) -> float | None:
        return self.correct / self.expected if self.expected else None

    def add(self, other: Tally) -> None:
        self.expected += other.expected
        self.found += other.found
        self.correct += other.correct

    def to_dict(self) -> dict[str, Any]:
        return {"precision": self.precision, "recall": self.recall, "expected": self.expected, "found": self.found}


@dataclass
class Item:
    """One miss (expected, not found) or false item (found, not expected)."""

    field: str
    path: str
    what: str
    line: int | None = None

    def where(self) -> str:
        return f"{self.path}:{self.line}" if self.line else self.path

    def to_dict(self) -> dict[str, Any]:
        return {"field": self.field, "path": self.path, "line": self.line, "what": self.what}


@dataclass
class DocumentScore:
    path: str
    fields: dict[str, Tally] = field(default_factory=dict)
    error: str | None = None


@dataclass
class Evaluation:
    key: str
    fields: dict[str, Tally] = field(default_factory=dict)
    documents: list[DocumentScore] = field(default_factory=list)
    misses: list[Item] = field(default_factory=list)
    false: list[Item] = field(default_factory=list)
    metric_mismatches: list[Item] = field(default_factory=list)
    faults: Tally = field(default_factory=Tally)
    faults_missed: list[dict[str, Any]] = field(default_factory=list)
    faults_false: list[dict[str, Any]] = field(default_factory=list)

    def below(self, minimum: float) -> list[str]:
        """Why this evaluation fails `--min minimum`: each field under it, a document kgraph could
        not read, and the false findings."""
        out = []
        for name, tally in [*self.fields.items(), ("faults", self.faults)]:
            for what, value in (("precision", tally.precision), ("recall", tally.recall)):
                if value is not None and value < minimum:
                    out.append(f"{name} {what} {value:.3f} < {minimum:g}")
        unread = [d.path for d in self.documents if d.error]
        if unread:
            out.append(f"{len(unread)} document{'s' if len(unread) != 1 else ''} could not be read")
        if self.faults_false:
            out.append(f"{len(self.faults_false)} false finding{'s' if len(self.faults_false) != 1 else ''}")
        return out


def fold(text: str) -> str:
    """Text compared as the key gives it: NFKC, casefolded, blanks collapsed."""
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text).casefold()).strip()


def evaluate(key: Key | str | Path, lexicon: str | Path | None = None) -> Evaluation:
    """Read the key's documents as `kgraph ingest` would and score what kgraph found."""
    if not isinstance(key, Key):
        key = load_key(key)
    corpus = read_corpus(key, lexicon)
    result = Evaluation(key=str(key.file))
    for expected in key.documents:
        score = DocumentScore(expected.path, error=corpus.errors.get(expected.path))
        _score_document(expected, corpus.documents.get(expected.path), corpus, score, result)
        result.documents.append(score)
        for name, tally in score.fields.items():
            result.fields.setdefault(name, Tally()).add(tally)
    result.fields = {name: result.fields[name] for name in FIELDS if name in result.fields}
    _score_faults(key, corpus, result)
    return result


# ---------------------------------------------------------------- documents

Found = dict[Hashable, int | None]  # fact -> line it was found on
Expected = dict[Hashable, str]  # fact -> how to show it


def _score_document(
    exp: ExpectedDocument, doc: Document | None, corpus: Corpus, score: DocumentScore, out: Evaluation
) -> None:
    facts = expected_facts(exp, corpus)
    found = found_facts(doc, corpus, exp) if doc is not None else {}
    for name in FIELDS:
        if name in ("figures", "entries"):
            continue
        expected, got = facts.get(name, {}), found.get(name, {})
        _compare(name, exp.path, expected, got, score, out)
    _score_figures(exp, doc, corpus, score, out)
    _score_entries(exp, doc, corpus, score, out)


def _compare(name: str, path: str, expected: Expected, found: Found, score: DocumentScore, out: Evaluation) -> None:
    if not expected and not found:
        return
    correct = expected.keys() & found.keys()
    score.fields[name] = Tally(len(expected), len(found), len(correct))
    out.misses += [Item(name, path, shown) for fact, shown in expected.items() if fact not in correct]
    out.false += [Item(name, path, _show(fact), line) for fact, line in found.items() if fact not in correct]


def _show(fact: Hashable) -> str:
    if isinstance(fact, tuple):
        return " ".join(str(x) for x in fact)
    return str(fact)


def expected_facts(exp: ExpectedDocument, corpus: Corpus) -> dict[str, Expected]:
    """The key's facts for one document, field by field."""
    out: dict[str, Expected] = {name: {} for name in FIELDS}
    for name in ("kind", "date", "instance", "topic"):
        value = getattr(exp, name)
        if value is not None:
            out[name][_doc_value(name, value)] = _show(_doc_value(name, value))
    for work in exp.works:
        key = corpus.work_of(work.id or work.name or "")
        out["works"][key] = key
        if work.name:
            out["names"][(key, fold(work.name))] = f"{key} {work.name!r}"
        if work.status:
            out["statuses"][(key, work.status)] = f"{key} {work.status}"
        if work.section:
            out["sections"][(key, _section(work.section))] = f"{key} §{_section(work.section)}"
        if work.anchored_on:
            out["anchored"][(key, work.anchored_on.isoformat())] = f"{key} anchored {work.anchored_on}"
        for source in work.sources:
            out["work_sources"][(key, source)] = f"{key} {source}"
    if exp.baseline:
        out["baseline"][exp.baseline] = exp.baseline
    for source in exp.sources:
        if source.path != exp.baseline:  # a key may list the baseline with the sources too
            out["sources"][source.path] = source.path
    for count in exp.counts:
        out["counts"][(count.what, count.value)] = f"{count.what} {count.value}"
    return out


def _doc_value(name: str, value: Any) -> str:
    if name == "date":
        return value.isoformat()
    return fold(str(value)) if name in ("instance", "topic") else str(value)


def _dated_anchoring(m: Mention, expected: str | None) -> str:
    """`carried over (anchored 11-29)` in the item and `anchored 11-29` in the arXiv list are one
    assertion: a work carried over with its anchoring date is anchored on that date (as the
    detectors read it, `detect-anchor-mentions.rq`). So a dated anchored/carried-over status
    counts as the one of the pair the key expects; an undated one counts as written."""
    pair = ("anchored", "carried-over")
    if m.status in pair and expected in pair and m.status_date is not None:
        return expected
    return m.status


def _section(text: str) -> str:
    return text.strip().lstrip("§").strip()


def found_facts(doc: Document, corpus: Corpus, exp: ExpectedDocument) -> dict[str, Found]:
    """What kgraph extracted from one document, as the same facts."""
    out: dict[str, Found] = {name: {} for name in FIELDS}
    for name in ("kind", "date", "instance", "topic"):
        value = getattr(doc, name)
        if value is not None:
            out[name][_doc_value(name, value)] = None
    named = {corpus.work_of(w.id or w.name or "") for w in exp.works if w.name}
    says_mentioned = {corpus.work_of(w.id or w.name or "") for w in exp.works if w.status == "mentioned"}
    expected_status = {corpus.work_of(w.id or w.name or ""): w.status for w in exp.works}

    def put(name: str, fact: Hashable, line: int | None) -> None:
        out[name].setdefault(fact, line)

    for m in doc.mentions:
        key = corpus.canon(m.key)
        put("works", key, m.line)
        if m.name and key in named:
            put("names", (key, fold(m.name)), m.line)
        if m.status != "mentioned" or key in says_mentioned:
            put("statuses", (key, _dated_anchoring(m, expected_status.get(key))), m.line)
        if m.section:
            put("sections", (key, _section(m.section)), m.line)
        if m.status_date:
            put("anchored", (key, m.status_date.isoformat()), m.line)
        for source in m.sources:
            put("work_sources", (key, source.path), source.line)
    for source in doc.sources:
        put("baseline" if source.status == "baseline" else "sources", source.path, source.line)
    for count in doc.counts:
        put("counts", (count.what, count.value), count.line)
    return out


def _score_figures(
    exp: ExpectedDocument, doc: Document | None, corpus: Corpus, score: DocumentScore, out: Evaluation
) -> None:
    """(work, value, unit), the value within FIGURE_RELATIVE; a metric that differs is reported apart."""
    expected = [
        (corpus.work_of(w.id or w.name or ""), f.value, f.unit.strip(), f.metric) for w in exp.works for f in w.figures
    ]
    found: list[tuple[str, float, str, str, int]] = []
    seen: set[tuple[str, float, str]] = set()
    for m in doc.mentions if doc else []:
        for claim in m.claims:
            for fig in claim.figures:
                fact = (corpus.canon(m.key), fig.value, fig.unit.strip())
                if fact not in seen:
                    seen.add(fact)
                    found.append((*fact, fig.metric, claim.line))
    if not expected and not found:
        return

    def same(e: tuple, f: tuple) -> bool:
        return e[0] == f[0] and e[2] == f[2] and abs(e[1] - f[1]) <= FIGURE_RELATIVE * max(abs(e[1]), abs(f[1]), 1e-12)

    pairs = _pair(expected, found, same)
    score.fields["figures"] = Tally(len(expected), len(found), len(pairs))
    for i, j in pairs.items():
        e, f = expected[i], found[j]
        if e[3] and not _same_metric(e[3], f[3]):
            out.metric_mismatches.append(
                Item("figures", exp.path, f"{e[0]} {e[1]:g}{e[2]}: metric {e[3]!r} read as {f[3]!r}", f[4])
            )
    out.misses += [
        Item("figures", exp.path, f"{e[0]} {e[1]:g}{e[2]}") for i, e in enumerate(expected) if i not in pairs
    ]
    taken = set(pairs.values())
    out.false += [
        Item("figures", exp.path, f"{f[0]} {f[1]:g}{f[2]}", f[4]) for j, f in enumerate(found) if j not in taken
    ]


def _same_metric(expected: str, found: str) -> bool:
    """The key's metric words and the extracted metric name agree (kgraph names metrics in English:
    吞吐 is `throughput`)."""
    from kgraph.patterns import metric_of

    a, b = fold(expected), fold(found)
    return bool(b) and (metric_of(expected) == found or a in b or b in a)


def _score_entries(
    exp: ExpectedDocument, doc: Document | None, corpus: Corpus, score: DocumentScore, out: Evaluation
) -> None:
    """An entry matches one whose text contains the key's text and whose items include the key's
    (and whose risk, and resolved when the key says, are the key's)."""
    expected = exp.entries
    found = list(doc.entries) if doc else []
    if not expected and not found:
        return

    def same(e: Any, f: Any) -> bool:
        items = {corpus.canon(i) for i in f.items}
        return (
            fold(e.text) in fold(f.text)
            and all(corpus.work_of(i) in items for i in e.items)
            and (e.risk is None or e.risk == f.risk)
            and ("resolved" not in e.model_fields_set or e.resolved == f.resolved)
        )

    pairs = _pair(expected, found, same)
    score.fields["entries"] = Tally(len(expected), len(found), len(pairs))
    out.misses += [Item("entries", exp.path, f"{e.text!r} {e.items}") for i, e in enumerate(expected) if i not in pairs]
    taken = set(pairs.values())
    out.false += [
        Item("entries", exp.path, f"{f.text[:60]!r} {f.items}", f.line) for j, f in enumerate(found) if j not in taken
    ]


def _pair(expected: list, found: list, same: Callable[[Any, Any], bool]) -> dict[int, int]:
    """Expected index -> found index: as many pairs as can be made, each found one used once
    (a maximum matching, so that the order of the key never costs a match)."""
    fits = [[j for j, f in enumerate(found) if same(e, f)] for e in expected]
    owner: dict[int, int] = {}  # found index -> expected index

    def place(i: int, seen: set[int]) -> bool:
        for j in fits[i]:
            if j not in seen:
                seen.add(j)
                if j not in owner or place(owner[j], seen):
                    owner[j] = i
                    return True
        return False

    for i in range(len(expected)):
        place(i, set())
    return {i: j for j, i in owner.items()}


# ---------------------------------------------------------------- faults


def detected(corpus: Corpus) -> list[dict[str, Any]]:
    """The store's findings that are faults: every detector's, and the to-verify entries raised
    in two documents or more and not resolved (as `repeated-to-verify`)."""
    out = []
    for f in corpus.findings:
        if f["kind"] == "to-verify":
            documents = {e.get("document") for e in f.get("evidence", [])}
            if f.get("status") == "resolved" or len(documents) < 2:
                continue
            f = {**f, "kind": "repeated-to-verify"}
        out.append(f)
    return out


def _score_faults(key: Key, corpus: Corpus, out: Evaluation) -> None:
    documents = [d.path for d in key.documents]
    out.faults, out.faults_missed, out.faults_false = score_faults(key.faults, corpus, documents)


def score_faults(
    faults: list[ExpectedFault], corpus: Corpus, documents: list[str]
) -> tuple[Tally, list[dict[str, Any]], list[dict[str, Any]]]:
    """The expected faults against the store's findings (`detected`): the tally, the faults
    missed and the false findings. A fault matches a finding of its kind naming its item (a
    count-mismatch: its document, one of `documents` by key or logical path)."""
    findings = detected(corpus)
    pairs = match_faults(faults, findings, corpus, documents)
    missed = [{"kind": f.kind, "item": f.item} for i, f in enumerate(faults) if i not in pairs]
    taken = set(pairs.values())
    matches = fault_matcher(corpus, documents)
    # a second finding of a fault already found (two counts of one brief that disagree) is no false finding
    false = [
        _finding(f) for j, f in enumerate(findings) if j not in taken and not any(matches(fault, f) for fault in faults)
    ]
    return Tally(len(faults), len(pairs) + len(false), len(pairs)), missed, false


def match_faults(
    faults: list[ExpectedFault],
    findings: list[dict[str, Any]],
    corpus: Corpus,
    documents: list[str],
    also: Callable[[int, dict[str, Any]], bool] | None = None,
) -> dict[int, int]:
    """Fault index -> finding index, as many pairs as can be made (each finding used once);
    `also(fault index, finding)`, when given, must hold too (a caller that knows more about its
    faults, such as where each was planted)."""
    matches = fault_matcher(corpus, documents)
    if also is None:
        return _pair(faults, findings, matches)
    indexed = list(enumerate(faults))
    return _pair(indexed, findings, lambda f, finding: matches(f[1], finding) and also(f[0], finding))


def fault_matcher(corpus: Corpus, documents: list[str]) -> Callable[[ExpectedFault, dict[str, Any]], bool]:
    """Whether a finding is an expected fault: its kind, naming the fault's item."""
    logical = {corpus.logical.get(d, d) for d in documents} | set(documents)
    by_logical = {d: corpus.logical.get(d, d) for d in documents}

    def matches(fault: ExpectedFault, finding: dict[str, Any]) -> bool:
        if fault.kind != finding["kind"]:
            return False
        item = fault.item.strip()
        if fault.kind == "count-mismatch" and (item in logical or "/" in item):
            want = by_logical.get(item, item)
            return want in {e.get("document") for e in finding.get("evidence", [])}
        if fault.kind == "section-name-drift":
            return "§" + item.lstrip("§").strip() in finding["items"]
        if item in finding["items"]:
            return True
        items = {corpus.canon(i) for i in finding["items"]}
        names = set().union(*(corpus.names.get(i, set()) for i in items)) if items else set()
        if corpus.work_of(item) in items or normalise_name(item) in names:
            return True
        # a malformed id has no work; a repeated to-verify entry is also known by its words
        wordy = not finding["items"] or fault.kind == "repeated-to-verify"
        return wordy and len(fold(item)) >= 4 and fold(item) in fold(finding.get("summary", ""))

    return matches


def _finding(f: dict[str, Any]) -> dict[str, Any]:
    first = (f.get("evidence") or [{}])[0]
    return {
        "id": f.get("id"),
        "kind": f["kind"],
        "items": f.get("items", []),
        "summary": f.get("summary", ""),
        "path": first.get("document"),
        "line": first.get("line"),
    }
