"""Errors kgraph raises on purpose; the CLI prints them as one line."""

from __future__ import annotations


class KGraphError(Exception):
    """Base class: a problem the user can act on (exit code 2 in the CLI unless said otherwise)."""


class DocumentError(KGraphError):
    """A document cannot be read."""

    def __init__(self, path: str, problem: str, line: int | None = None):
        self.path, self.problem, self.line = path, problem, line
        where = f"{path}:{line}" if line else path
        super().__init__(f"{where}: {problem}")


class ReaderBug(DocumentError):
    """Something went wrong inside kgraph while reading a document: a bug, not the file's fault,
    reported as that file's one line like any other document error."""

    def __init__(self, path: str, exc: BaseException):
        message = " ".join(str(exc).split())[:200]
        super().__init__(path, f"cannot extract ({type(exc).__name__}: {message}; a bug in kgraph, please report it)")


class StoreError(KGraphError):
    """The store cannot be opened or written."""


class StoreBusy(StoreError):
    """Another process holds the store's write lock."""


class QueryError(KGraphError):
    """A SPARQL query is malformed or refused."""


class NotFound(KGraphError):
    """An item, claim or document is not in the store."""

    def __init__(self, message: str, suggestions: list[str] | None = None):
        self.suggestions = suggestions or []
        super().__init__(message)
