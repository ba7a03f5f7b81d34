"""User SPARQL: check a query before it runs, run it with a timeout and a row cap, write results.

Checking. pyoxigraph has no parse-only call and it executes `SERVICE` in Rust (measured:
`SERVICE <http://127.0.0.1:N/>` sends a request, and so does `SERVICEex:a` with no space,
because its keywords need no word boundary). So `check_query` scans the text with a
SPARQL-aware lexer that skips strings, comments, IRIs, variables and language tags, and
refuses before anything is evaluated:

- updates (unless `allow_update`), `LOAD`, `SERVICE`, Virtuoso `DEFINE` pragmas (a remote
  store would obey them), and `FROM`/`FROM NAMED`/`USING` with an IRI outside kgraph's
  namespace. A word that merely *starts* with `service` or `load` outside a string is refused
  too (`SERVICEex:a` is a service call to Oxigraph). The scan runs twice, on the text as
  written and with `\\uXXXX` escapes decoded, and refuses if either pass finds something.
- Syntax errors are found by the engine when the query runs (after the check).

Timeout. pyoxigraph has no timeout either. A query runs in a daemon worker thread that
iterates its results lazily; the caller waits at most `timeout` seconds and then gives up
with `QueryTimeout`, abandoning the thread. pyoxigraph releases the GIL while it evaluates
(measured: the main thread kept running at 100 Hz beside a 2 s query), and the worker stops
between rows once it is abandoned, so the cost is one core until a blocking step (a sort,
an aggregate) finishes. A subprocess could be killed outright, but costs a Python start and a
store open per query, and cannot serve a `RemoteStore` any better than a thread (whose
HTTP request has its own timeout). The CLI exits right after a timeout, taking the thread
with it; the server counts abandoned threads and answers 503 while too many still run.
"""

from __future__ import annotations

import csv
import io
import json
import re
import threading
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from pyoxigraph import BlankNode, Literal, NamedNode, QueryBoolean, Triple, Variable

from kgraph import vocab as V
from kgraph.errors import QueryError

DEFAULT_LIMIT = 10_000
DEFAULT_TIMEOUT = 30.0
KGRAPH_IRI = "https://w3id.org/kgraph/"
QUERY_FORMS = ("SELECT", "ASK", "CONSTRUCT", "DESCRIBE")
UPDATE_KEYWORDS = {"insert", "delete", "drop", "clear", "create", "add", "move", "copy", "load", "with"}


class QueryRefused(QueryError):
    """A query kgraph will not run (an update on a read-only store, SERVICE, LOAD, ...)."""


class QueryTimeout(QueryError):
    """A query ran longer than its timeout."""


# ---------------------------------------------------------------- lexing

_WS = " \t\r\n"
_IRI = re.compile(r'<[^<>"{}|^`\\\x00-\x20]*>')
_NAME_CHARS = re.compile(r"[\w\-.:%]", re.UNICODE)
_UESCAPE = re.compile(r"\\u([0-9A-Fa-f]{4})|\\U([0-9A-Fa-f]{8})")


@dataclass
class Token:
    kind: str  # word, iri, var, string, lang, punct, number
    text: str
    pos: int = 0


def tokens(text: str) -> list[Token]:
    """Tokens of a SPARQL text, enough to find keywords; strings, comments and IRIs are opaque."""
    out: list[Token] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch in _WS:
            i += 1
        elif ch == "#":
            end = text.find("\n", i)
            i = n if end < 0 else end + 1
        elif ch in "\"'":
            long = text.startswith(ch * 3, i)
            quote = ch * 3 if long else ch
            j = i + len(quote)
            while True:
                if j >= n:
                    raise QueryError("malformed query: a string is not closed")
                if text[j] == "\\":
                    j += 2
                    continue
                if text.startswith(quote, j):
                    j += len(quote)
                    break
                if not long and text[j] in "\r\n":
                    raise QueryError("malformed query: a string is not closed on its line")
                j += 1
            out.append(Token("string", text[i:j], i))
            i = j
        elif ch == "<" and (m := _IRI.match(text, i)):
            out.append(Token("iri", m.group(), i))
            i = m.end()
        elif ch in "?$" or ch == "@":
            j = i + 1
            while j < n and (text[j].isalnum() or text[j] in "_-"):
                j += 1
            out.append(Token("var" if ch != "@" else "lang", text[i:j], i))
            i = max(j, i + 1)
        elif _NAME_CHARS.match(ch) or ch == "\\":
            j = i
            while j < n and (_NAME_CHARS.match(text[j]) or text[j] == "\\"):
                j += 2 if text[j] == "\\" else 1  # PN_LOCAL_ESC: `\'` or `\#` is part of a name
            word = text[i:j]
            out.append(Token("number" if word[0].isdigit() else "word", word, i))
            i = j
        else:
            out.append(Token("punct", ch, i))
            i += 1
    return out


# ---------------------------------------------------------------- checking


@dataclass
class QueryInfo:
    form: str  # SELECT, ASK, CONSTRUCT, DESCRIBE or UPDATE
    prefixes: dict[str, str] = field(default_factory=dict)

    @property
    def is_update(self) -> bool:
        return self.form == "UPDATE"


def check_query(text: str, allow_update: bool = False) -> QueryInfo:
    """What kind of query `text` is; raises `QueryRefused` for what kgraph will not run."""
    if not text.strip():
        raise QueryError("malformed query: the query is empty")
    info = _check(text, allow_update)
    decoded = _UESCAPE.sub(lambda m: chr(int(m.group(1) or m.group(2), 16)), text)
    if decoded != text:
        try:
            _check(decoded, allow_update)
        except QueryRefused:
            raise
        except QueryError:
            pass  # decoding can unbalance quotes; the text as written was lexed above
    return info


def _check(text: str, allow_update: bool) -> QueryInfo:
    toks = tokens(text)
    prefixes = dict(V.PREFIXES)
    form = None
    for k, tok in enumerate(toks):
        if tok.kind != "word":
            continue
        low = tok.text.lower()
        if low.startswith("service"):
            raise QueryRefused("SERVICE is refused: kgraph never lets a query call another server")
        if low.startswith("load"):
            raise QueryRefused("LOAD is refused: kgraph never lets a query read from the network")
        if low == "define":
            raise QueryRefused("DEFINE pragmas are refused (they are not SPARQL; a Virtuoso store would obey them)")
        if low == "prefix" and k + 2 < len(toks) and toks[k + 2].kind == "iri":
            prefixes[toks[k + 1].text.rstrip(":")] = toks[k + 2].text[1:-1]
        if low in ("from", "using"):
            _check_dataset_iri(toks, k, prefixes)
        elif low.startswith("from") and ":" in low:
            raise QueryRefused(f"{tok.text!r}: write FROM <iri> with a space (refused as ambiguous)")
        if form is None and low not in ("prefix", "base") and not _in_prologue_decl(toks, k):
            form = low.upper() if low.upper() in QUERY_FORMS else "UPDATE"
    if form is None:
        raise QueryError("malformed query: no SELECT, ASK, CONSTRUCT or DESCRIBE")
    if form == "UPDATE" and not allow_update:
        raise QueryRefused("updates are refused: the store is read-only here (SELECT, ASK, CONSTRUCT, DESCRIBE only)")
    return QueryInfo(form, prefixes)


def _in_prologue_decl(toks: list[Token], k: int) -> bool:
    """Whether word k is the prefix name of a `PREFIX p: <iri>` declaration."""
    return k >= 1 and toks[k - 1].kind == "word" and toks[k - 1].text.lower() == "prefix"


def _check_dataset_iri(toks: list[Token], k: int, prefixes: dict[str, str]) -> None:
    j = k + 1
    if j < len(toks) and toks[j].kind == "word" and toks[j].text.lower() == "named":
        j += 1
    target = toks[j] if j < len(toks) else None
    keyword = " ".join(t.text.upper() for t in toks[k:j])
    if target is None:
        raise QueryError(f"malformed query: {keyword} without a graph IRI")
    if target.kind == "iri":
        iri = target.text[1:-1]
    elif target.kind == "word" and ":" in target.text:
        prefix, local = target.text.split(":", 1)
        if prefix not in prefixes:
            raise QueryRefused(f"{keyword} {target.text}: unknown prefix {prefix!r}")
        iri = prefixes[prefix] + local
    else:
        raise QueryRefused(f"{keyword} needs a kgraph graph IRI")
    if not iri.startswith(KGRAPH_IRI):
        raise QueryRefused(f"{keyword} <{iri}> is refused: only kgraph's own graphs ({KGRAPH_IRI}...) may be named")


# ---------------------------------------------------------------- binding values


def parse_binding(text: str) -> tuple[str, Any]:
    """`var=value` as (var, term): an IRI (or kgraph prefixed name) becomes a NamedNode,
    `2026-09-01` an xsd:date literal, anything else a plain literal."""
    if "=" not in text:
        raise QueryError(f"--bind {text!r}: write NAME=VALUE")
    name, value = text.split("=", 1)
    name = name.strip().lstrip("?$")
    if not re.fullmatch(r"\w+", name):
        raise QueryError(f"--bind {text!r}: {name!r} is not a variable name")
    return name, term_from_text(value)


def term_from_text(value: str) -> Any:
    prefix, _, local = value.partition(":")
    if local and prefix in V.PREFIXES and not local.startswith("//"):
        return NamedNode(V.PREFIXES[prefix] + local)
    if re.fullmatch(r"[A-Za-z][A-Za-z0-9+.\-]*:[^\s<>\"{}|^`\\]+", value):
        try:
            return NamedNode(value)
        except ValueError:
            pass
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
        return Literal(value, datatype=NamedNode(V.XSD + "date"))
    return Literal(value)


# ---------------------------------------------------------------- running


@dataclass
class Result:
    form: str
    variables: list[str] = field(default_factory=list)
    rows: list[dict[str, Any]] = field(default_factory=list)  # variable -> pyoxigraph term (or absent)
    boolean: bool | None = None
    triples: list[Triple] = field(default_factory=list)
    truncated: bool = False
    seconds: float = 0.0


_abandoned = 0
_abandoned_lock = threading.Lock()


def abandoned_queries() -> int:
    """Worker threads given up on by a timeout that are still evaluating."""
    return _abandoned


def run(
    store: Any,
    text: str,
    *,
    limit: int = DEFAULT_LIMIT,
    timeout: float | None = DEFAULT_TIMEOUT,
    bindings: dict[str, Any] | None = None,
    allow_update: bool = False,
    info: QueryInfo | None = None,
    dataset: tuple[list[Any], list[Any] | None] | None = None,
) -> Result:
    """Check and run a query (or, with `allow_update`, an update) on a GraphStore or RemoteStore.

    At most `limit` rows or triples are kept (`Result.truncated` says when more existed);
    after `timeout` seconds `QueryTimeout` is raised and the worker thread is abandoned.
    """
    info = info or check_query(text, allow_update=allow_update)
    if info.is_update:
        if bindings:
            raise QueryError("--bind cannot be used with an update")
        return _in_thread(lambda stop: _update(store, text), timeout)
    if bindings:
        _check_bindings(text, info, bindings)
    return _in_thread(lambda stop: _evaluate(store, text, info, limit, bindings or {}, stop, dataset), timeout)


def _check_bindings(text: str, info: QueryInfo, bindings: dict[str, Any]) -> None:
    names = {t.text[1:] for t in tokens(text) if t.kind == "var"}
    for name in bindings:
        if name not in names:
            raise QueryError(f"--bind {name}: the query has no variable ?{name}")


def _update(store: Any, text: str) -> Result:
    store.update(text)
    return Result("UPDATE")


def _evaluate(
    store: Any,
    text: str,
    info: QueryInfo,
    limit: int,
    bindings: dict[str, Any],
    stop: threading.Event,
    dataset: tuple[list[Any], list[Any] | None] | None,
) -> Result:
    found = store.query(text, **bindings) if dataset is None else store.query(text, _dataset=dataset, **bindings)
    if isinstance(found, QueryBoolean | bool):
        return Result("ASK", boolean=bool(found))
    variables = getattr(found, "variables", None)
    if variables is not None:
        names = [v.value for v in variables]
        result = Result("SELECT", variables=names)
        for solution in found:
            if stop.is_set():
                break
            if len(result.rows) >= limit:
                result.truncated = True
                break
            result.rows.append({name: solution[name] for name in names if solution[name] is not None})
        return result
    result = Result(info.form if info.form in ("CONSTRUCT", "DESCRIBE") else "CONSTRUCT")
    for triple in found:
        if stop.is_set():
            break
        if len(result.triples) >= limit:
            result.truncated = True
            break
        result.triples.append(triple)
    return result


def _in_thread(work: Any, timeout: float | None) -> Result:
    global _abandoned
    holder: dict[str, Any] = {}
    stop = threading.Event()
    done = threading.Event()
    started = time.monotonic()

    def target() -> None:
        global _abandoned
        try:
            holder["result"] = work(stop)
        except BaseException as exc:  # noqa: BLE001 - handed to the caller
            holder["error"] = exc
        finally:
            done.set()
            if stop.is_set():
                with _abandoned_lock:
                    _abandoned -= 1

    thread = threading.Thread(target=target, name="kgraph-query", daemon=True)
    thread.start()
    if not done.wait(timeout):
        with _abandoned_lock:
            if not done.is_set():
                stop.set()
                _abandoned += 1
        if stop.is_set():
            raise QueryTimeout(f"query timed out after {timeout:g} s (use --timeout to allow more)")
    if "error" in holder:
        error = holder["error"]
        if isinstance(error, QueryError):
            if "SELECT projection" in str(error):
                found = re.search(r"\?(\w+)", str(error))
                name = found.group(1) if found else "VAR"
                raise QueryError(f"--bind {name}: ?{name} must be in the SELECT list to be bound") from None
            raise error
        if isinstance(error, SyntaxError | ValueError | RuntimeError):
            raise QueryError(f"query failed: {_first_line(error)}") from None
        raise error
    result: Result = holder["result"]
    result.seconds = time.monotonic() - started
    return result


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


# ---------------------------------------------------------------- writing results


def term_json(term: Any) -> dict[str, Any]:
    """One RDF term in the SPARQL 1.1 JSON results format."""
    if isinstance(term, NamedNode):
        return {"type": "uri", "value": term.value}
    if isinstance(term, BlankNode):
        return {"type": "bnode", "value": term.value}
    if isinstance(term, Literal):
        out: dict[str, Any] = {"type": "literal", "value": term.value}
        if term.language:
            out["xml:lang"] = term.language
        elif term.datatype.value != V.XSD + "string":
            out["datatype"] = term.datatype.value
        return out
    if isinstance(term, Triple):
        return {
            "type": "triple",
            "value": {
                "subject": term_json(term.subject),
                "predicate": term_json(term.predicate),
                "object": term_json(term.object),
            },
        }
    raise TypeError(type(term).__name__)


def plain(term: Any) -> str:
    """A term as the SPARQL CSV format writes it (and as the text table shows it)."""
    if term is None:
        return ""
    if isinstance(term, BlankNode):
        return "_:" + term.value
    if isinstance(term, Triple):
        return str(term)
    return term.value


def to_json(result: Result) -> str:
    if result.form == "ASK":
        return json.dumps({"head": {}, "boolean": bool(result.boolean)})
    bindings = [{k: term_json(v) for k, v in row.items()} for row in result.rows]
    return json.dumps({"head": {"vars": result.variables}, "results": {"bindings": bindings}}, ensure_ascii=False)


def to_csv(result: Result) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    if result.form == "ASK":
        writer.writerow(["_askResult"])
        writer.writerow(["true" if result.boolean else "false"])
        return out.getvalue()
    writer.writerow(result.variables)
    for row in result.rows:
        writer.writerow([plain(row.get(v)) for v in result.variables])
    return out.getvalue()


def to_tsv(result: Result) -> str:
    if result.form == "ASK":
        return "?_askResult\n" + ("true" if result.boolean else "false") + "\n"
    lines = ["\t".join("?" + v for v in result.variables)]
    for row in result.rows:
        # pyoxigraph terms print as N-Triples/Turtle terms, which is what SPARQL TSV wants.
        lines.append("\t".join(str(row[v]) if v in row else "" for v in result.variables))
    return "\n".join(lines) + "\n"


def to_xml(result: Result) -> str:
    from xml.sax.saxutils import escape, quoteattr

    out = ['<?xml version="1.0"?>', '<sparql xmlns="http://www.w3.org/2005/sparql-results#">', "<head>"]
    for v in result.variables:
        out.append(f"<variable name={quoteattr(v)}/>")
    out.append("</head>")
    if result.form == "ASK":
        out.append(f"<boolean>{'true' if result.boolean else 'false'}</boolean>")
    else:
        out.append("<results>")
        for row in result.rows:
            out.append("<result>")
            for name, term in row.items():
                out.append(f"<binding name={quoteattr(name)}>{_xml_term(term, escape, quoteattr)}</binding>")
            out.append("</result>")
        out.append("</results>")
    out.append("</sparql>")
    return "\n".join(out) + "\n"


def _xml_term(term: Any, escape: Any, quoteattr: Any) -> str:
    if isinstance(term, NamedNode):
        return f"<uri>{escape(term.value)}</uri>"
    if isinstance(term, BlankNode):
        return f"<bnode>{escape(term.value)}</bnode>"
    if isinstance(term, Literal):
        if term.language:
            return f"<literal xml:lang={quoteattr(term.language)}>{escape(term.value)}</literal>"
        if term.datatype.value != V.XSD + "string":
            return f"<literal datatype={quoteattr(term.datatype.value)}>{escape(term.value)}</literal>"
        return f"<literal>{escape(term.value)}</literal>"
    return f"<literal>{escape(str(term))}</literal>"


def to_rdf(result: Result, fmt: str = "turtle") -> bytes:
    from pyoxigraph import RdfFormat, serialize

    formats = {"turtle": RdfFormat.TURTLE, "ntriples": RdfFormat.N_TRIPLES}
    prefixes = V.PREFIXES if fmt == "turtle" else None
    return serialize(result.triples, format=formats[fmt], prefixes=prefixes) or b""


def to_table(result: Result, fmt: str = "text") -> str:
    """SELECT rows through kgraph's one table renderer (text, csv, tsv, md)."""
    from kgraph import render

    rows = [{v: plain(row.get(v)) for v in result.variables} for row in result.rows]
    return render.table(rows, result.variables, fmt)


def render_result(result: Result, fmt: str) -> str | bytes:
    """What `kgraph sparql` prints: SELECT in `fmt`, ASK as true/false, graphs as Turtle."""
    if result.form == "ASK":
        return to_json(result) if fmt == "json" else ("true" if result.boolean else "false") + "\n"
    if result.form in ("CONSTRUCT", "DESCRIBE"):
        return to_rdf(result, "ntriples" if fmt in ("csv", "tsv") else "turtle")
    if result.form == "UPDATE":
        return "update done\n"
    return {"json": lambda: to_json(result) + "\n", "csv": lambda: to_csv(result), "tsv": lambda: to_tsv(result)}.get(
        fmt, lambda: to_table(result, "text")
    )()


def variable_names(variables: Iterable[Variable]) -> Sequence[str]:
    return [v.value for v in variables]
