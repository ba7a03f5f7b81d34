"""What the caller and a query worker send each other: requests, the caps on answers, and the errors a query can end in."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kgraph.errors import QueryError

DEFAULT_MEMORY_MB = 2048  # address space per worker; the store itself maps ~450 MB


DEFAULT_WORKERS = 4  # queries evaluated at once, over all clients


BATCH = 500  # rows or triples per message


MAX_RESULT_BYTES = 16 << 20  # text of the terms of one answer; past it, the answer is cut


MAX_TERM_BYTES = 1 << 20  # text of one term (a GROUP_CONCAT can make one of any size); past it, cut


_BATCH_BYTES = 1 << 20  # a batch is sent once it holds about this much text


DEMOTE_AFTER = 1.0  # CPU seconds before a running query is niced


START_TIMEOUT = 30.0  # seconds a new worker may take to start


class QueryTimeout(QueryError):
    """A query ran longer than its timeout (or its CPU-time limit)."""


class QueryResources(QueryError):
    """A query exceeded its memory limit, or crashed the query engine."""


class QueryBusy(QueryError):
    """Every worker is busy for longer than the caller would wait."""


class QueryCancelled(QueryError):
    """The caller gave up on the query (its client disconnected): the worker was killed."""


CANCEL_POLL = 0.2  # seconds between two looks at a request's `cancel` event


QUEUE_WAIT = 5.0  # seconds a query waits for a worker before 503 (busy)


PREEMPT_AFTER = 1.0  # seconds a query must have run before a waiting one may take its worker


SPARE = 1  # idle workers kept beyond `max_workers`, so that a preempted one is replaced at once


@dataclass
class Request:
    """What a worker evaluates (everything picklable)."""

    text: str
    prefixes: dict[str, str]
    base_iri: str | None
    substitutions: dict[str, Any]
    default_graph: list[Any] | None
    named_graphs: list[Any] | None
    limit: int
    cpu_seconds: float | None
    stamp: Any = None
    max_bytes: int = MAX_RESULT_BYTES
    max_term_bytes: int = MAX_TERM_BYTES
    data: str | None = None  # the database folder to open (a checkpoint); None: LOCATION/oxigraph


@dataclass
class UpdateRequest:
    """An update a worker runs on the database it opens for writing."""

    text: str
    prefixes: dict[str, str]
    base_iri: str | None
    cpu_seconds: float | None
