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
own timeout) runs the query in a thread that is abandoned at the deadline. Updates run in the
caller, through the write-locked store, one at a time.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
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
from kgraph.store.workers import DEFAULT_MEMORY_MB, QueryBusy, QueryResources, QueryTimeout, Request

DEFAULT_TIMEOUT = 30.0
MAX_QUERY_CHARS = 256 * 1024  # characters of a query
MAX_UPDATE_CHARS = 64 << 20  # characters of an update (only with allow_update)
MAX_DEPTH = 100  # brackets ( [ { nested, unary operators included
MAX_OPERATORS = 4000  # operator characters in one query (Oxigraph recurses on operator chains)
KGRAPH_IRI = "https://w3id.org/kgraph/"
BASE_IRI = V.ID  # relative IRIs in a query resolve against this
QUERY_FORMS = ("SELECT", "ASK", "CONSTRUCT", "DESCRIBE")
UPDATE_KEYWORDS = {"insert", "delete", "drop", "clear", "create", "add", "move", "copy", "load", "with"}

__all__ = ["QueryBusy", "QueryResources", "QueryTimeout", "DEFAULT_MEMORY_MB"]


class QueryRefused(QueryError):
    """A query kgraph will not run (an update on a read-only store, SERVICE, LOAD, ...)."""


class QueryTooComplex(QueryRefused):
    """A query over the size, depth or operator bound."""


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


def check_query(text: str, allow_update: bool = False, restrict_dataset: bool = False) -> QueryInfo:
    """What kind of query `text` is; raises `QueryRefused` for what kgraph will not run.

    `restrict_dataset` limits FROM/FROM NAMED/USING to kgraph's own graphs (for a remote store,
    which might dereference other IRIs)."""
    if not text.strip():
        raise QueryError("malformed query: the query is empty")
    bound = MAX_UPDATE_CHARS if allow_update else MAX_QUERY_CHARS
    if len(text) > bound:
        raise QueryTooComplex(f"query refused: {len(text)} characters, over the limit of {bound}")
    info = _check(text, allow_update, restrict_dataset)
    decoded = _UESCAPE.sub(lambda m: chr(int(m.group(1) or m.group(2), 16)), text)
    if decoded != text:
        try:
            _check(decoded, allow_update, restrict_dataset)
        except QueryRefused:
            raise
        except QueryError:
            pass  # decoding can unbalance quotes; the text as written was lexed above
    return info


_OPENERS = {"(": ")", "[": "]", "{": "}"}
_CLOSERS = set(_OPENERS.values())
_OPERATORS = set("!&|=<>+-*/^")
_UNARY = set("!-+")


def check_shape(toks: list[Token]) -> None:
    """Refuse nesting deeper than `MAX_DEPTH` or more than `MAX_OPERATORS` operators."""
    depth = unary = operators = 0
    for tok in toks:
        if tok.kind != "punct":
            unary = 0
            continue
        ch = tok.text
        if ch in _OPENERS:
            depth += 1
        elif ch in _CLOSERS:
            depth = max(0, depth - 1)
        if ch in _OPERATORS:
            operators += 1
            if operators > MAX_OPERATORS:
                raise QueryTooComplex(f"query refused: more than {MAX_OPERATORS} operators")
        unary = unary + 1 if ch in _UNARY else 0
        if depth + unary > MAX_DEPTH:
            raise QueryTooComplex(f"query refused: nested deeper than {MAX_DEPTH} levels (at offset {tok.pos})")


def _check(text: str, allow_update: bool, restrict_dataset: bool) -> QueryInfo:
    toks = tokens(text)
    check_shape(toks)
    prefixes = dict(V.PREFIXES)
    form = None
    braces = 0
    operation_start = True  # where an update operation (LOAD, INSERT, ...) may begin
    for k, tok in enumerate(toks):
        if tok.kind == "punct":
            if tok.text == "{":
                braces += 1
            elif tok.text == "}":
                braces = max(0, braces - 1)
            elif tok.text == ";" and braces == 0:
                operation_start = True
                continue
            operation_start = False
            continue
        if tok.kind != "word":
            if tok.kind == "iri" and k >= 1 and (_is_word(toks[k - 1], "base") or _in_prologue_decl(toks, k - 1)):
                continue  # the end of a prologue declaration: an operation may still begin
            operation_start = False
            continue
        low = tok.text.lower()
        nxt = toks[k + 1] if k + 1 < len(toks) else None
        if low.startswith("service") and (":" not in low or (nxt is not None and nxt.text == "{")):
            raise QueryRefused("SERVICE is refused: kgraph never lets a query call another server")
        if low == "define":
            raise QueryRefused("DEFINE pragmas are refused (they are not SPARQL; a Virtuoso store would obey them)")
        if low == "prefix" and k + 2 < len(toks) and toks[k + 2].kind == "iri":
            prefixes[toks[k + 1].text.rstrip(":")] = toks[k + 2].text[1:-1]
        if restrict_dataset:
            if low in ("from", "using"):
                _check_dataset_iri(toks, k, prefixes)
            elif low.startswith(("from", "using")) and ":" in low and braces == 0:
                raise QueryRefused(f"{tok.text!r}: write FROM <iri> with a space (refused as ambiguous)")
        in_prologue = low in ("prefix", "base") or _in_prologue_decl(toks, k)
        if operation_start and not in_prologue and low.startswith("load"):
            raise QueryRefused("LOAD is refused: kgraph never lets a query read from the network")
        if form is None and not in_prologue:
            form = low.upper() if low.upper() in QUERY_FORMS else "UPDATE"
        if not in_prologue:
            operation_start = False
    if form is None:
        raise QueryError("malformed query: no SELECT, ASK, CONSTRUCT or DESCRIBE")
    if form == "UPDATE" and not allow_update:
        raise QueryRefused("updates are refused: the store is read-only here (SELECT, ASK, CONSTRUCT, DESCRIBE only)")
    return QueryInfo(form, prefixes)


def _is_word(tok: Token, word: str) -> bool:
    return tok.kind == "word" and tok.text.lower() == word


def _in_prologue_decl(toks: list[Token], k: int) -> bool:
    """Whether word k is the prefix name of a `PREFIX p: <iri>` declaration."""
    return k >= 1 and _is_word(toks[k - 1], "prefix")


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


# ---------------------------------------------------------------- the dataset of an update


def with_update_dataset(text: str, using: Sequence[str], using_named: Sequence[str]) -> str:
    """An update with the Protocol's using-graph-uri / using-named-graph-uri written into it
    (SPARQL 1.1 Protocol 2.2.3): `USING <g>` / `USING NAMED <g>` before the WHERE of every
    DELETE/INSERT operation (keyed on tokens at brace depth 0), and `DELETE WHERE { P }` written
    out as `DELETE { P } USING ... WHERE { P }`, the form it is shorthand for. Operations
    without a WHERE (INSERT DATA, CLEAR, ...) read no dataset and are left as they are.

    QueryError when a parameter is not an absolute IRI, or when the update already has USING,
    USING NAMED or WITH (the Protocol calls that an error)."""
    if not using and not using_named:
        return text
    for iri in (*using, *using_named):
        if not re.fullmatch(r"[^<>\"{}|^`\\\x00-\x20\x7f]+", iri):
            raise QueryError(f"using-graph-uri / using-named-graph-uri {iri[:80]!r} is not an IRI")
        try:
            NamedNode(iri)
        except ValueError as exc:
            raise QueryError(f"using-graph-uri / using-named-graph-uri {iri[:80]!r} is not an IRI ({exc})") from None
    clause = " ".join([f"USING <{g}>" for g in using] + [f"USING NAMED <{g}>" for g in using_named])
    toks = tokens(text)
    decoded = _UESCAPE.sub(lambda m: chr(int(m.group(1) or m.group(2), 16)), text)
    if decoded != text:
        try:
            same = _dataset_keywords(tokens(decoded)) == _dataset_keywords(toks)
        except QueryError:
            same = False
        if not same:
            raise QueryError("with using-graph-uri, write WHERE, USING and WITH without \\u escapes")
    inserts: list[tuple[int, str]] = []
    depth = 0
    for k, tok in enumerate(toks):
        if tok.kind == "punct" and tok.text in "{}":
            depth = depth + 1 if tok.text == "{" else max(0, depth - 1)
            continue
        if depth or tok.kind != "word":
            continue
        low = tok.text.lower()
        if low in ("using", "with"):
            raise QueryError(
                f"the update has {tok.text.upper()} and using-graph-uri / using-named-graph-uri is given: "
                "name the dataset in one place only (SPARQL 1.1 Protocol 2.2.3)"
            )
        if low != "where":
            continue
        if k >= 1 and _is_word(toks[k - 1], "delete"):  # DELETE WHERE { P }: DELETE { P } USING ... WHERE { P }
            end = _closing_brace(toks, k + 1)
            if end is None:
                raise QueryError("malformed update: DELETE WHERE without a { ... } pattern")
            pattern = text[toks[k + 1].pos : toks[end].pos + 1]
            inserts.append((tok.pos, f"{pattern} {clause} "))
        else:
            inserts.append((tok.pos, f"{clause} "))
    for pos, added in reversed(inserts):
        text = text[:pos] + added + text[pos:]
    return text


def update_syntax_error(text: str) -> str | None:
    """The syntax error of a (checked) update in its own text, found by parsing it over an empty
    in-memory store (nothing is read or written); None if it parses. For an update whose
    rewritten text (`with_update_dataset`) failed, so that the position is the user's."""
    from pyoxigraph import Store

    try:
        Store().update(text, prefixes=V.PREFIXES, base_iri=BASE_IRI)
    except SyntaxError as exc:
        return _syntax_message(str(exc), text).replace("query syntax", "update syntax")
    except (ValueError, RuntimeError, OSError):
        return None
    return None


def _dataset_keywords(toks: list[Token]) -> list[str]:
    """The WHERE, USING and WITH words at brace depth 0, in order."""
    found, depth = [], 0
    for tok in toks:
        if tok.kind == "punct" and tok.text in "{}":
            depth = depth + 1 if tok.text == "{" else max(0, depth - 1)
        elif not depth and tok.kind == "word" and tok.text.lower() in ("where", "using", "with"):
            found.append(tok.text.lower())
    return found


def _closing_brace(toks: list[Token], k: int) -> int | None:
    """The index of the `}` that closes the `{` at token k (None if k is not a `{` or it is not closed)."""
    if k >= len(toks) or toks[k].kind != "punct" or toks[k].text != "{":
        return None
    depth = 0
    for j in range(k, len(toks)):
        if toks[j].kind == "punct" and toks[j].text in "{}":
            depth += 1 if toks[j].text == "{" else -1
            if depth == 0:
                return j
    return None


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
        return _in_thread(lambda stop: _update(store, text), timeout)
    if bindings:
        _check_bindings(text, info, bindings)
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
            answer = pool.run(request, timeout)
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
        raise QueryError(_syntax_message(str(exc), text)) from None
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
            truncated = bool(message[1])
    return kind, head, items, truncated


def _check_bindings(text: str, info: QueryInfo, bindings: dict[str, Any]) -> None:
    names = {t.text[1:] for t in tokens(text) if t.kind == "var"}
    for name in bindings:
        if name not in names:
            raise QueryError(f"--bind {name}: the query has no variable ?{name}")


_POSITION = re.compile(r"error at (\d+):(\d+)")


def _syntax_message(message: str, text: str) -> str:
    """The engine's syntax error as one line whose position is in the user's own text."""
    found = _POSITION.search(message)
    if not found:
        return f"query syntax error: {message.strip().splitlines()[0] if message.strip() else 'unreadable query'}"
    line, column = int(found.group(1)), int(found.group(2))
    lines = text.splitlines() or [""]
    source = lines[line - 1] if 0 < line <= len(lines) else ""
    near = source[max(0, column - 1) :].strip()[:30]
    what = "unknown prefix" if "Prefix not found" in message else "unexpected " + (repr(near) if near else "end")
    return f"query syntax error at line {line}, column {column}: {what}"


def _update(store: Any, text: str) -> tuple[str, Any, list[Any], bool]:
    try:
        store.update(text)
    except QueryError as exc:
        if _POSITION.search(str(exc)):
            raise QueryError(_syntax_message(str(exc), text).replace("query syntax", "update syntax")) from None
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

    thread = threading.Thread(target=target, name="kgraph-query", daemon=True)
    thread.start()
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
