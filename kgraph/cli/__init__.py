"""The `kgraph` command: parses arguments, calls the library (`kgraph.api`), prints.

`base` holds the group and what every command shares; `documents`, `queries`, `stores`,
`provenance`, `evaluate` and `site` each register their commands on it when imported, which
the group does on demand (`kgraph.cli.base.COMMAND_MODULES`): `kgraph why` imports `queries` only.
"""

from kgraph.cli.base import EXIT_ERROR, EXIT_FOUND_PROBLEMS, cli, main

__all__ = ["EXIT_ERROR", "EXIT_FOUND_PROBLEMS", "cli", "main"]
