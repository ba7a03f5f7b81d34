"""`push` and `pull`: copy the documents whose content hash differs from one store to another,
the register kept current in the store written to."""

from __future__ import annotations

from typing import Any


def copy_changed(origin: Any, target: Any) -> dict[str, list[str]]:
    """Copy `origin`'s changed documents into `target` (a writer) with their findings; the
    report names documents and retraction records apart."""
    from kgraph.query.register import RegisterWriter
    from kgraph.store.remote import sync

    register = RegisterWriter(target)
    report = sync(origin, target, write=register.write)
    register.finish()
    return _documents_and_records(report)


def _documents_and_records(report: dict[str, list[str]]) -> dict[str, list[str]]:
    """A sync's report with the retraction records apart: `copied`/`unchanged` are documents."""
    from kgraph import vocab as V

    def records(iris: list[str]) -> list[str]:
        return [i for i in iris if i.startswith(V.RETRACTION_GRAPHS)]

    return {
        "copied": [i for i in report["copied"] if not i.startswith(V.RETRACTION_GRAPHS)],
        "unchanged": [i for i in report["unchanged"] if not i.startswith(V.RETRACTION_GRAPHS)],
        "records_copied": records(report["copied"]),
        "records_unchanged": records(report["unchanged"]),
    }
