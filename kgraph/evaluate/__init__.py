"""`kgraph eval KEY`: how well kgraph reads a set of documents, against a hand-written key.

- `key`    load and validate the key (TOML or YAML, the contract in KEY_FORMAT / docs/eval.md);
- `score`  extract and ingest the key's documents, compare per field (precision and recall),
           and match the store's detected findings against the key's faults;
- `report` the result as text or JSON.

A front end of `kgraph.api` (like `serve`): it imports the API and the stages below it.
"""

from __future__ import annotations

from kgraph.evaluate.key import Key, KeyFileError, load_key
from kgraph.evaluate.score import Evaluation, evaluate

__all__ = ["Evaluation", "Key", "KeyFileError", "evaluate", "load_key"]
