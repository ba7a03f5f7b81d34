"""User SPARQL: check a query before it runs, run it within limits that hold, write results.

Checking (`check_query`), in Python on the text, before any parser sees it:

- size and depth: at most `MAX_QUERY_CHARS` characters (`MAX_UPDATE_CHARS` for an update),
  brackets nested at most `MAX_DEPTH` deep (a run of unary `!`/`-`/`+` counts as nesting) and at
  most `MAX_OPERATORS` operators in all: Oxigraph's parser recurses, and ~5,000 nested
  parentheses overflow its stack (a segmentation fault, measured).
- refusals, keyed on SPARQL tokens (a lexer that skips strings, comments, IRIs, variables and
  language tags): updates (unless `allow_update`), `SERVICE` (Oxigraph would call the other
  server from Rust; its keywords need no word boundary, so `SERVICEex:a {` is a service call
  too, while a prefixed name such as `serviceex:a` in a triple is not), `LOAD` at the start of
  an update operation, Virtuoso `DEFINE` pragmas. The scan runs twice, on the text as written
  and with `\\uXXXX` escapes decoded. `FROM`/`FROM NAMED`/`USING` name graphs of the store
  (Oxigraph never dereferences them); only over a remote store (`restrict_dataset`), which
  might, are they limited to kgraph's own graphs.
- syntax errors are the engine's, rewritten to one line whose position is in the user's text
  (kgraph's prefixes are passed to the parser, not pasted in front of the query).

Running (`run`): on a store folder every query runs in a worker process of
`kgraph.store.workers` (killed at the deadline, with CPU-time and address-space limits, rows
capped while they are read). An in-memory store or a remote one (whose HTTP request has its
own timeout) runs the query in a thread (with a worker's stack) that is abandoned at the
deadline. An update on a store folder runs in a worker process too (`GraphStore.user_update`:
killed at the deadline, the store then unchanged); in memory, on a thread with a worker's stack.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pyoxigraph import Literal, NamedNode

from kgraph import vocab as V
from kgraph.errors import QueryError
from kgraph.store.results import (  # noqa: F401 - the result formats, used as kgraph.query.sparql.to_json etc.
    DEFAULT_LIMIT,
    RDF_FORMATS,
    Result,
    plain,
    render_result,
    term_json,
    to_csv,
    to_json,
    to_rdf,
    to_rdf_with_count,
    to_table,
    to_tsv,
    to_xml,
    xml_replacements,
    xml_safe,
)
from kgraph.store.sparqltext import (  # noqa: F401 - the checks, used as kgraph.query.sparql.check_query etc.
    BASE_IRI,
    ERROR_POSITION,
    KGRAPH_IRI,
    MAX_DEPTH,
    MAX_OPERATORS,
    MAX_QUERY_CHARS,
    MAX_UPDATE_CHARS,
    QUERY_FORMS,
    UPDATE_KEYWORDS,
    QueryInfo,
    QueryRefused,
    QueryTooComplex,
    Token,
    check_query,
    check_shape,
    syntax_message,
    tokens,
    update_syntax_error,
    with_update_dataset,
)
from kgraph.store.workers import DEFAULT_MEMORY_MB, QueryBusy, QueryResources, QueryTimeout, Request

__all__ = ["QueryBusy", "QueryResources", "QueryTimeout", "DEFAULT_MEMORY_MB"]

DEFAULT_TIMEOUT = 30.0


# ---------------------------------------------------------------- binding values


def parse_binding(text: str) -> tuple[str, Any]:
    """`var=value` as (var, term): an IRI (or kgraph prefixed name) becomes a NamedNode,
    `2026-09-01` an xsd:date literal, `"..."` a literal of what is inside the quotes, anything
    else a plain literal (which `resolve_bindings` may turn into the IRI it names)."""
    if "=" not in text:
        raise QueryError(f"--bind {text!r}: write NAME=VALUE")
    name, value = text.split("=", 1)
    name = name.strip().lstrip("?$")
    if not re.fullmatch(r"\w+", name):
        raise QueryError(f"--bind {text!r}: {name!r} is not a variable name")
    try:
        return name, term_from_text(value)
    except ValueError as exc:
        raise QueryError(f"--bind {name}: {value!r} is not a valid IRI ({_first_line(exc)})") from None


def term_from_text(value: str) -> Any:
    """The term a --bind value stands for (ValueError for an IRI that is not one)."""
    if len(value) >= 2 and value[0] == value[-1] == '"':
        return Literal(value[1:-1])
    if value.startswith("<") and value.endswith(">"):
        return NamedNode(value[1:-1])
    prefix, _, local = value.partition(":")
    if local and prefix in V.PREFIXES and not local.startswith("//"):
        return NamedNode(V.PREFIXES[prefix] + local)
    if prefix.lower() == "arxiv":
        return Literal(value)  # `arXiv:2606.01927` names a paper, not an IRI of scheme arXiv
    if re.fullmatch(r"[A-Za-z][A-Za-z0-9+.\-]*:[^\s<>\"{}|^`\\]+", value):
        try:
            return NamedNode(value)
        except ValueError:
            pass
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
        return Literal(value, datatype=NamedNode(V.XSD + "date"))
    return Literal(value)


# Variables that stand for things of the store (not text): a plain value bound to one of them
# is resolved to the IRI it names (a claim id, a document path, an arXiv id or a name).
ENTITY_VARIABLES = {"work", "item", "paper", "w", "claim", "c", "doc", "document", "d", "brief", "g", "graph", "quoted"}
_IRI_POSITION = re.compile(r"(?:GRAPH|kg:about|prov:wasQuotedFrom|kg:claim|kg:mentions)\s+\?(\w+)", re.I)


def entity_variables(text: str) -> set[str]:
    """Variables of a query that hold IRIs: by name (`ENTITY_VARIABLES`) or by position
    (after GRAPH or kg:about)."""
    found = {t.text[1:] for t in tokens(text) if t.kind == "var"}
    return {v for v in found if v.lower() in ENTITY_VARIABLES} | set(_IRI_POSITION.findall(text))


def resolve_bindings(store: Any, text: str, pairs: Sequence[str]) -> dict[str, Any]:
    """`--bind` values as terms; a plain value for an entity variable becomes the IRI it names:
    a claim id, a document path, or (through `kgraph.query.named.resolve`) an arXiv id, paper-card
    name or name. Raises QueryError naming the value when it names nothing in the store."""
    bindings = dict(parse_binding(p) for p in pairs)
    entities = entity_variables(text)
    for name, term in list(bindings.items()):
        raw = next(p.split("=", 1)[1] for p in pairs if p.split("=", 1)[0].strip().lstrip("?$") == name)
        if name in entities and isinstance(term, Literal) and not raw.startswith('"'):
            bindings[name] = resolve_name(store, name, term.value)
    return bindings


def resolve_name(store: Any, name: str, value: str) -> NamedNode:
    """The IRI a user means by `value` for ?name: a claim, a document or a work."""
    from kgraph.errors import NotFound
    from kgraph.query.named import resolve

    literal = Literal(value)
    for query in (
        "SELECT ?x ?v WHERE { GRAPH ?g { ?x kg:claimId ?v } } LIMIT 1",
        "SELECT ?x ?v WHERE { ?x kg:path ?v } LIMIT 1",
    ):
        for row in store.query(query, v=literal):
            return row["x"]
    try:
        return NamedNode(resolve(store, value))
    except NotFound as exc:
        hint = f" (did you mean {', '.join(exc.suggestions[:3])}?)" if exc.suggestions else ""
        raise QueryError(
            f"--bind {name}={value}: no claim, document or work of that name in the store{hint}; "
            f"write --bind {name}='\"{value}\"' to bind it as text"
        ) from None


_BIND_HINT = re.compile(r"\b[Bb]ind ((?:\?\w+)(?:(?:, | and | or |, and )\?\w+)*)")


def query_parameters(text: str) -> list[str]:
    """The variables a shipped query's leading comment asks to bind ("Bind ?work", "bind ?m and ?doc")."""
    head = []
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        head.append(line.lstrip("# "))
    found: list[str] = []
    for match in _BIND_HINT.finditer(" ".join(head)):
        found += [v for v in re.findall(r"\?(\w+)", match.group(1)) if v not in found]
    return found


# ---------------------------------------------------------------- running


_abandoned = 0
_abandoned_lock = threading.Lock()


def abandoned_queries() -> int:
    """Threads given up on by a timeout that are still evaluating (in-memory and remote stores)."""
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
    pool: Any = None,
    memory_mb: int | None = DEFAULT_MEMORY_MB,
    stamp: Any = None,
    cancel: threading.Event | None = None,
) -> Result:
    """Check and run a query (or, with `allow_update`, an update) on a GraphStore, a RemoteStore
    or a store folder (a Path, opened by the worker process only).

    At most `limit` rows or triples are kept (`Result.truncated` says when more existed). On a
    store folder the query runs in a worker process (`pool`, a `kgraph.store.workers.WorkerPool`,
    or a one-off worker) with `memory_mb` of address space, killed after `timeout` seconds
    (`QueryTimeout`). `dataset` is (default graphs, named graphs or None), as the SPARQL
    Protocol's default-graph-uri and named-graph-uri set them.
    """
    remote = _is_remote(store)
    info = info or check_query(text, allow_update=allow_update, restrict_dataset=remote)
    if info.is_update:
        if bindings:
            raise QueryError("--bind cannot be used with an update")
        return _run_update(store, text, timeout, memory_mb)
    if bindings:
        _check_bindings(text, info, bindings)
        if not remote:
            text, bindings = _bind_in_where(text, bindings)
    if remote:
        if dataset is not None:
            raise QueryError("default-graph-uri / named-graph-uri are not supported on a remote store")
        started = time.monotonic()
        answer = _in_thread(lambda stop: _evaluate_remote(store, text, info, limit, bindings or {}, stop), timeout)
        result = _result(info, answer, limit)
        result.seconds = time.monotonic() - started
        return result
    request = Request(
        text=text,
        prefixes=dict(V.PREFIXES),
        base_iri=BASE_IRI,
        substitutions=dict(bindings or {}),
        default_graph=None if dataset is None else list(dataset[0]),
        named_graphs=None if dataset is None else dataset[1],
        limit=limit,
        cpu_seconds=None if timeout is None else timeout + 1,
        stamp=stamp,
    )
    location = store if isinstance(store, Path) else getattr(store, "location", None)
    started = time.monotonic()
    try:
        if location is None:  # an in-memory store: no process can see it
            answer = _in_thread(lambda stop: _evaluate_here(store.store, request), timeout)
        elif pool is not None:
            answer = pool.run(request, timeout, cancel=cancel)
        else:
            from kgraph.store.workers import WorkerPool

            one_off = WorkerPool(location, warm=0, max_workers=1, memory_mb=memory_mb, fork=True)
            try:
                answer = one_off.run(request, timeout)
            finally:
                one_off.close(kill=True)
    except QueryTimeout as exc:
        raise QueryTimeout(f"{exc} (use --timeout to allow more)") from None
    except SyntaxError as exc:
        raise QueryError(syntax_message(str(exc), text)) from None
    except QueryError as exc:
        if "SELECT projection" in str(exc):
            found = re.search(r"\?(\w+)", str(exc))
            name = found.group(1) if found else "VAR"
            raise QueryError(f"--bind {name}: ?{name} must be in the SELECT list to be bound") from None
        raise
    result = _result(info, answer, limit)
    result.seconds = time.monotonic() - started
    return result


def _is_remote(store: Any) -> bool:
    return type(store).__name__ == "RemoteStore"


def _result(info: QueryInfo, answer: tuple[str, Any, list[Any], bool], limit: int) -> Result:
    kind, head, items, truncated = answer
    if kind == "ask":
        return Result("ASK", boolean=bool(head), limit=limit)
    if kind == "select":
        rows = [{n: t for n, t in zip(head, values, strict=True) if t is not None} for values in items]
        return Result("SELECT", variables=list(head), rows=rows, truncated=truncated, limit=limit)
    form = info.form if info.form in ("CONSTRUCT", "DESCRIBE") else "CONSTRUCT"
    return Result(form, triples=list(items), truncated=truncated, limit=limit)


class _Collector:
    """Stands for a worker's pipe when an in-memory store is queried in this process."""

    def __init__(self) -> None:
        self.messages: list[tuple] = []

    def send(self, message: tuple) -> None:
        self.messages.append(message)


def _evaluate_here(pyox_store: Any, request: Request) -> tuple[str, Any, list[Any], bool]:
    from kgraph.store.workers import _answer

    out = _Collector()
    _answer(out, pyox_store, request)
    kind, head, items, truncated = None, None, [], False
    for message in out.messages:
        if message[0] == "ask":
            return "ask", message[1], [], False
        if message[0] in ("select", "graph"):
            kind, head = message
        elif message[0] == "rows":
            items.extend(message[1])
        elif message[0] == "end":
            truncated = message[1]
    return kind, head, items, truncated


def _check_bindings(text: str, info: QueryInfo, bindings: dict[str, Any]) -> None:
    names = {t.text[1:] for t in tokens(text) if t.kind == "var"}
    for name in bindings:
        if name not in names:
            raise QueryError(f"--bind {name}: the query has no variable ?{name}")


def _bind_in_where(text: str, bindings: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """Bindings as a VALUES clause at the end of the WHERE group (as the remote store binds them), so
    that any variable of the pattern can be bound, projected or not; each term is written by
    pyoxigraph (escaped N-Triples), so no user text becomes query text. Without a WHERE group
    found, they stay substitutions (which need projected variables)."""
    from kgraph.store.remote import values_clause
    from kgraph.store.sparqltext import where_group_end

    end = where_group_end(text)
    if end is None:
        return text, bindings
    return text[:end] + " " + values_clause(bindings) + " " + text[end:], {}


def _run_update(store: Any, text: str, timeout: float | None, memory_mb: int | None) -> Result:
    """A checked update: in a worker process on a store folder, on a big stack in memory
    (`GraphStore.user_update`), through the remote store's own request otherwise."""
    if not hasattr(store, "user_update"):
        return _in_thread(lambda stop: _update(store, text), timeout)
    try:
        store.user_update(text, timeout=timeout, memory_mb=memory_mb)
    except QueryTimeout as exc:
        raise QueryTimeout(f"{exc} (use --timeout to allow more)") from None
    except QueryError as exc:
        if ERROR_POSITION.search(str(exc)):
            raise QueryError(syntax_message(str(exc), text).replace("query syntax", "update syntax")) from None
        raise
    return Result("UPDATE")


def _update(store: Any, text: str) -> tuple[str, Any, list[Any], bool]:
    try:
        store.update(text)
    except QueryError as exc:
        if ERROR_POSITION.search(str(exc)):
            raise QueryError(syntax_message(str(exc), text).replace("query syntax", "update syntax")) from None
        raise
    return "update", None, [], False


def _evaluate_remote(
    store: Any, text: str, info: QueryInfo, limit: int, bindings: dict[str, Any], stop: threading.Event
) -> tuple[str, Any, list[Any], bool]:
    found = store.query(text, **bindings)
    if isinstance(found, bool) or type(found).__name__ == "QueryBoolean":
        return "ask", bool(found), [], False
    variables = getattr(found, "variables", None)
    kind, head = ("select", [v.value for v in variables]) if variables is not None else ("graph", None)
    items: list[Any] = []
    for item in found:
        if stop.is_set():
            break
        if len(items) >= limit:
            return kind, head, items, True
        items.append(tuple(item[n] for n in head) if head is not None else item)
    return kind, head, items, False


def _in_thread(work: Any, timeout: float | None) -> Any:
    global _abandoned
    holder: dict[str, Any] = {}
    stop = threading.Event()
    done = threading.Event()

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

    from kgraph.store.workers import _STACK_LOCK, WORKER_STACK

    with _STACK_LOCK:  # a worker's stack: pyoxigraph recurses while it parses and plans
        previous = threading.stack_size(WORKER_STACK)
        try:
            thread = threading.Thread(target=target, name="kgraph-query", daemon=True)
            thread.start()
        finally:
            threading.stack_size(previous)
    if not done.wait(timeout):
        with _abandoned_lock:
            if not done.is_set():
                stop.set()
                _abandoned += 1
        if stop.is_set():
            raise QueryTimeout(f"query timed out after {timeout:g} s")
    if "error" in holder:
        error = holder["error"]
        if isinstance(error, QueryError | SyntaxError):
            raise error
        if isinstance(error, ValueError | RuntimeError | OSError):
            raise QueryError(f"query failed: {_first_line(error)}") from None
        raise error
    answer = holder["result"]
    if answer[0] == "update":
        return Result("UPDATE")
    return answer


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
