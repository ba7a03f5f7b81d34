"""A shared store behind any SPARQL 1.1 endpoint: `--store sparql+http://host:port/path`.

`RemoteStore` implements `kgraph.store.base.BaseStore`, the interface kgraph uses (query, update,
replace_documents, remove_document, document_hashes, quads, quads_for_pattern, len, close).

- Metadata. kgraph keeps each document's metadata in the default graph; Virtuoso has no
  writable plain default graph (and answers a query without FROM from the union of all
  graphs, so metadata would match twice). A remote store keeps it in the named graph
  `META_GRAPH` instead, and every query asks for that graph as its default graph with the
  SPARQL Protocol's `default-graph-uri`. `GRAPH ?g` still ranges over every graph (tested on
  Virtuoso), the metadata graph included: queries that range `GRAPH ?g` over metadata
  predicates (rdfs:label of instances, rdf:type of documents) must filter it out. With
  default-graph-uri set, Virtuoso 7.2 answers `GRAPH <constant> {...}` wrongly (1 row of
  152): write `GRAPH ?g {...} FILTER (?g = <constant>)` or bind ?g instead.
- Virtuoso keeps a whole xsd:decimal ("29") as an xsd:integer: kgraph's numbers are compared
  as numbers, never by datatype.
- Bindings are appended as a trailing `VALUES` clause written with pyoxigraph's own
  N-Triples serialisation of each term (which escapes everything), so user input never
  becomes query text: the same join on the projected variables as pyoxigraph's substitutions.
- Writes. A document is replaced by one SPARQL Update request (`store.replace_update`,
  the same text the embedded store runs). There is no cross-process lock: each document's
  replacement is atomic on the server, and two writers of the same document leave one of
  the two versions.
- Credentials come from KGRAPH_STORE_USER / KGRAPH_STORE_PASSWORD or ~/.netrc, never
  from the URL. Digest or Basic is chosen by the server's challenge (Virtuoso wants Digest on
  `/sparql-auth`, which is where updates go when the server says it is Virtuoso; set
  KGRAPH_STORE_UPDATE_URL for another update endpoint). Errors name the endpoint, never the
  credentials.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Iterator
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from pyoxigraph import (
    DefaultGraph,
    NamedNode,
    Quad,
    QueryResultsFormat,
    RdfFormat,
    Triple,
    parse,
    parse_query_results,
)

from kgraph import vocab as V
from kgraph.errors import QueryError, StoreError
from kgraph.store.base import BaseStore, first_line, replace_update

META_GRAPH = V.ID + "meta"
KGRAPH_GRAPHS = V.ID  # graphs kgraph owns on a shared server (its system graphs are skipped)
CONNECT_TIMEOUT = 10.0
XSD_BOOLEAN = V.XSD + "boolean"


def endpoint_url(location: str) -> str:
    """`sparql+http://h:p/path` -> `http://h:p/path`; refuses credentials in the URL."""
    if not location.startswith(("sparql+http://", "sparql+https://")):
        raise StoreError(f"{location}: not a SPARQL store (use sparql+http://host:port/path)")
    url = location[len("sparql+") :]
    parts = urlsplit(url)
    if parts.username or parts.password:
        raise StoreError(
            "put store credentials in KGRAPH_STORE_USER / KGRAPH_STORE_PASSWORD or ~/.netrc, not in the URL"
        )
    if not parts.hostname:
        raise StoreError(f"{location}: no host in the store URL")
    return urlunsplit(parts)


def credentials(url: str) -> tuple[str, str] | None:
    user = os.environ.get("KGRAPH_STORE_USER")
    password = os.environ.get("KGRAPH_STORE_PASSWORD")
    if user and password is not None:
        return user, password
    try:
        import netrc

        found = netrc.netrc().authenticators(urlsplit(url).hostname or "")
    except (OSError, netrc.NetrcParseError):
        return None
    if found and found[0] and found[2] is not None:
        return found[0], found[2]
    return None


class _Auth:
    """requests auth that answers the server's challenge: Digest or Basic (never sent unasked)."""

    def __init__(self, user: str, password: str):
        from requests.auth import HTTPBasicAuth, HTTPDigestAuth

        self._digest = HTTPDigestAuth(user, password)
        self._basic = HTTPBasicAuth(user, password)

    def __repr__(self) -> str:
        return "<credentials hidden>"

    def __call__(self, request: Any) -> Any:
        request = self._digest(request)
        request.register_hook("response", self._basic_if_asked)
        return request

    def _basic_if_asked(self, response: Any, **kwargs: Any) -> Any:
        challenge = response.headers.get("www-authenticate", "").lower()
        if response.status_code != 401 or not challenge.startswith("basic") or "digest" in challenge:
            return response
        if getattr(response.request, "_kgraph_basic_tried", False):
            return response
        response.content  # noqa: B018 - release the connection
        retry = response.request.copy()
        self._basic(retry)
        retry._kgraph_basic_tried = True
        sent = response.connection.send(retry, **kwargs)
        sent.history.append(response)
        return sent


class RemoteStore(BaseStore):
    """A kgraph store on a SPARQL 1.1 Protocol endpoint (Virtuoso is the one tested)."""

    def __init__(self, location: str, *, write: bool = False, wait: float = 0.0, timeout: float | None = None):
        import requests

        self.location = location
        self.url = endpoint_url(location)
        self.write = write
        self.timeout = timeout or float(os.environ.get("KGRAPH_STORE_TIMEOUT") or 60)
        self._session = requests.Session()
        self._session.trust_env = False  # no proxies or netrc Basic behind our back
        creds = credentials(self.url)
        self._session.auth = _Auth(*creds) if creds else None
        self._has_credentials = creds is not None
        self._update_url: str | None = os.environ.get("KGRAPH_STORE_UPDATE_URL") or None
        self._server: str | None = None

    def __repr__(self) -> str:
        return f"RemoteStore({self.url!r})"

    def close(self) -> None:
        self._session.close()

    # ---------------------------------------------------------------- HTTP

    def _post(self, url: str, data: dict[str, Any], accept: str) -> Any:
        import requests

        try:
            response = self._session.post(
                url,
                data={k: v.encode("utf-8") if isinstance(v, str) else v for k, v in data.items()},
                headers={"Accept": accept},
                timeout=(CONNECT_TIMEOUT, self.timeout),
            )
        except requests.Timeout:
            raise StoreError(f"{url}: no answer within {self.timeout:g} s") from None
        except requests.RequestException as exc:
            raise StoreError(f"{url}: cannot reach the store ({type(exc).__name__})") from None
        self._server = self._server or response.headers.get("Server", "")
        if response.status_code >= 400:
            message = _server_message(response.text)
            if response.status_code in (401, 403):
                hint = "" if self._has_credentials else " (set KGRAPH_STORE_USER and KGRAPH_STORE_PASSWORD)"
                raise StoreError(f"{url}: access refused (HTTP {response.status_code}){hint}")
            if response.status_code == 400 or "syntax" in message.lower():
                raise QueryError(f"query failed: {url}: HTTP {response.status_code}: {message}")
            raise StoreError(f"{url}: HTTP {response.status_code}: {message}")
        if response.headers.get("X-SPARQL-MaxRows"):
            raise StoreError(
                f"{url}: the server cut the result at {response.headers['X-SPARQL-MaxRows']} rows "
                "(raise its ResultSetMaxRows)"
            )
        return response

    def _update_endpoint(self) -> str:
        if self._update_url:
            return self._update_url
        if self._server is None:
            try:
                self._post(self.url, {"query": "ASK {}"}, "application/sparql-results+json")
            except KGraphErrorTypes:
                pass
        if (self._server or "").lower().startswith("virtuoso") and self.url.rstrip("/").endswith("/sparql"):
            self._update_url = self.url.rstrip("/") + "-auth"  # Virtuoso's authenticated endpoint
        else:
            self._update_url = self.url
        return self._update_url

    # ---------------------------------------------------------------- reading

    def query(self, sparql: str, _dataset: tuple | None = None, **bindings: Any) -> Any:
        """SELECT/ASK results as pyoxigraph parses them; CONSTRUCT/DESCRIBE as a list of triples."""
        from kgraph.store.sparqltext import tokens

        if _dataset is not None:
            raise QueryError("default-graph-uri / named-graph-uri are not supported on a remote store")
        toks = tokens(sparql)
        if bindings:
            # Inside the WHERE group, where Virtuoso 7.2 accepts VALUES for every query form;
            # joined there it means what a trailing VALUES (and pyoxigraph's substitution) means.
            closing = [t.pos for t in toks if t.kind == "punct" and t.text == "}"]
            if not closing:
                raise QueryError("query failed: no WHERE group to bind values in")
            # On the line of that brace, so that line numbers in an error stay the user's.
            sparql = sparql[: closing[-1]] + " " + values_clause(bindings) + " " + sparql[closing[-1] :]
        text = V.SPARQL_PREFIXES + sparql
        words = [t.text.upper() for t in toks if t.kind == "word"]
        form = next((w for w in words if w in ("SELECT", "ASK", "CONSTRUCT", "DESCRIBE")), "SELECT")
        data = {"query": text, "default-graph-uri": META_GRAPH}
        if form in ("CONSTRUCT", "DESCRIBE"):
            response = self._post_user_text(self.url, data, "application/n-triples, text/plain;q=0.5")
            try:
                return [q if isinstance(q, Triple) else q.triple for q in parse(response.content, RdfFormat.N_TRIPLES)]
            except SyntaxError as exc:
                raise StoreError(f"{self.url}: unreadable N-Triples answer ({first_line(exc)})") from None
        response = self._post_user_text(self.url, data, "application/sparql-results+json")
        try:
            body = _normalise_json(response.content)
            return parse_query_results(body, QueryResultsFormat.JSON)
        except (SyntaxError, ValueError) as exc:
            raise StoreError(f"{self.url}: unreadable SPARQL results ({first_line(exc)})") from None

    def quads_for_pattern(
        self, subject: Any = None, predicate: Any = None, obj: Any = None, graph: Any = None
    ) -> Iterator[Quad]:
        """Quads of kgraph's graphs matching a pattern; the metadata graph comes back as the
        default graph, as in the embedded store."""
        s, p, o = (_pattern_term(t, v) for t, v in ((subject, "?s"), (predicate, "?p"), (obj, "?o")))
        triple = f"{s} {p} {o}"
        if isinstance(graph, DefaultGraph):
            where = f"{{ {triple} }} BIND (<{META_GRAPH}> AS ?g)"
        elif graph is not None:
            # Not `GRAPH <g> {...}`: Virtuoso 7.2 answers that wrongly once default-graph-uri is set.
            where = f"GRAPH ?g {{ {triple} }} FILTER (?g = {_pattern_term(graph, '?g')})"
        else:
            where = (
                f"{{ {triple} BIND (<{META_GRAPH}> AS ?g) }} UNION "
                f'{{ GRAPH ?g {{ {triple} }} FILTER (STRSTARTS(STR(?g), "{KGRAPH_GRAPHS}") && ?g != <{META_GRAPH}>) }}'
            )
        rows = self.query(f"SELECT ?g ?s ?p ?o WHERE {{ {where} }}")
        for row in rows:
            g = row["g"]
            terms = [
                row["s"] if subject is None else subject,
                row["p"] if predicate is None else predicate,
                row["o"] if obj is None else obj,
            ]
            name = DefaultGraph() if g is None or g.value == META_GRAPH else g
            yield Quad(terms[0], terms[1], terms[2], name)

    def __len__(self) -> int:
        rows = list(
            self.query(
                "SELECT (COUNT(*) AS ?n) WHERE { { ?s ?p ?o } UNION { GRAPH ?g { ?s ?p ?o } "
                f'FILTER (STRSTARTS(STR(?g), "{KGRAPH_GRAPHS}") && ?g != <{META_GRAPH}>) }} }}'
            )
        )
        return int(rows[0]["n"].value) if rows else 0

    # ---------------------------------------------------------------- writing

    def _require_write(self) -> None:
        if not self.write:
            raise StoreError(f"{self.url}: the store is open read-only")

    def update(self, sparql: str) -> None:
        self._require_write()
        data = {"update": V.SPARQL_PREFIXES + sparql}
        self._post_user_text(self._update_endpoint(), data, "application/sparql-results+json")

    def _post_user_text(self, url: str, data: dict[str, Any], accept: str) -> Any:
        """`_post` of a user's query or update behind kgraph's prefix lines: the line numbers of
        the server's error message are put back into the user's text."""
        try:
            return self._post(url, data, accept)
        except QueryError as exc:
            raise QueryError(user_positions(str(exc))) from None

    ONE_REQUEST_PER_DOCUMENT = True  # kgraph.query.register writes each document with its findings

    def replace_atomically(self, docs: Iterable[tuple[str, list[Quad]]]) -> None:
        """All of these graphs replaced by one update request (one transaction on the server)."""
        self._require_write()
        update = replace_update(list(docs), default_graph=META_GRAPH)
        if update is not None:
            self._post(self._update_endpoint(), {"update": update}, "application/sparql-results+json")

    def replace_documents(self, docs: Iterable[tuple[str, list[Quad]]]) -> None:
        """One update request per document (each atomic on the server), to stay within what
        servers accept in one request."""
        self._require_write()
        for doc in docs:
            update = replace_update([doc], default_graph=META_GRAPH)
            if update is not None:
                self._post(self._update_endpoint(), {"update": update}, "application/sparql-results+json")


KGraphErrorTypes = (StoreError, QueryError)
PREFIX_LINES = V.SPARQL_PREFIXES.count("\n")  # lines kgraph writes in front of a user's query
_LINE = re.compile(r"\b(line\s+)(\d+)", re.IGNORECASE)
_OFFSET = re.compile(r"\b(at offset\s+)(\d+)")


def user_positions(message: str) -> str:
    """A server's error message with its positions counted in the user's text: kgraph's
    PREFIX lines taken off ("line 11, column 3" from kgraph serve, "line 11:" from Virtuoso,
    "at offset N" from kgraph serve's size checks)."""

    def shift(by: int, first: int) -> Any:  # first: the user's first line (1) or offset (0)
        def replace(found: re.Match[str]) -> str:
            value = int(found.group(2)) - by
            return found.group(1) + str(value) if value >= first else found.group()

        return replace

    message = _LINE.sub(shift(PREFIX_LINES, 1), message)
    return _OFFSET.sub(shift(len(V.SPARQL_PREFIXES), 0), message)


def values_clause(bindings: dict[str, Any]) -> str:
    """`VALUES (?a ?b) { (<iri> "lit") }`; each term written by pyoxigraph (escaped N-Triples)."""
    names = list(bindings)
    for name in names:
        if not name.isidentifier():
            raise QueryError(f"{name!r} is not a variable name")
    terms = []
    for name in names:
        term = bindings[name]
        if not hasattr(term, "value") or type(term).__module__.split(".")[0] != "pyoxigraph":
            raise QueryError(f"binding ?{name}: expected an RDF term, got {type(term).__name__}")
        terms.append(str(term))
    return "VALUES (" + " ".join("?" + n for n in names) + ") { (" + " ".join(terms) + ") }"


def _pattern_term(term: Any, variable: str) -> str:
    return variable if term is None else str(term)


def _normalise_json(content: bytes) -> bytes:
    """Virtuoso writes booleans as "1"/"0": make them the xsd:boolean lexical forms pyoxigraph expects."""
    if XSD_BOOLEAN.encode() not in content:
        return content
    data = json.loads(content)
    for binding in data.get("results", {}).get("bindings", []):
        for value in binding.values():
            if value.get("datatype") == XSD_BOOLEAN and value.get("value") in ("1", "0"):
                value["value"] = "true" if value["value"] == "1" else "false"
    return json.dumps(data).encode("utf-8")


def _server_message(text: str) -> str:
    """The first informative line of a server's error page (no echo of the whole request)."""
    for line in text.splitlines():
        line = line.strip()
        if line and not line.lower().startswith(("<!doctype", "<html", "<head", "<title", "<body")):
            return line[:200]
    return "no message"


def sync(source: Any, target: Any, write: Any = None) -> dict[str, list[str]]:
    """Copy the documents whose content hash differs from `source` to `target` (both stores).

    Each document goes with its named graph and metadata in one replacement; default-graph
    statements about other subjects (the analyst instances) go along once. `write` replaces a
    document in the target (default: `target.replace_documents`; kgraph passes its register writer).
    """
    src = _document_index(source)
    dst = _document_index(target)
    changed = [iri for iri, digest in sorted(src.items()) if dst.get(iri) != digest]
    report: dict[str, list[str]] = {"copied": [], "unchanged": [iri for iri in src if iri not in changed]}
    if not changed:
        return report
    documents = set(src)
    shared = [q for q in source.quads_for_pattern(None, None, None, DefaultGraph()) if q.subject.value not in documents]
    target.replace_documents([("", shared)])
    for iri in changed:
        node = NamedNode(iri)
        quads = list(source.quads_for_pattern(node, None, None, DefaultGraph()))
        quads += list(source.quads_for_pattern(None, None, None, node))
        (write or target.replace_documents)([(iri, quads)])
        report["copied"].append(iri)
    return report


def _document_index(store: Any) -> dict[str, str]:
    rows = store.query("SELECT ?d ?hash WHERE { { ?d kg:contentHash ?hash } UNION { ?d kg:recordHash ?hash } }")
    return {r["d"].value: r["hash"].value for r in rows}
