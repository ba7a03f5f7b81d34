"""The `kgraph` command: parses arguments, calls the library (`kgraph.api`), prints.

`base` holds the group and what every command shares; `documents`, `queries`, `stores` and `provenance`
each register their commands on it.
"""

from kgraph.cli import documents, evaluate, provenance, queries, stores  # noqa: F401 - registers the commands
from kgraph.cli.base import EXIT_ERROR, EXIT_FOUND_PROBLEMS, cli, main

__all__ = ["EXIT_ERROR", "EXIT_FOUND_PROBLEMS", "cli", "main"]
