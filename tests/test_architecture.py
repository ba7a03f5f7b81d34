"""The package's modules form layers: no module imports another that imports it back.

The import graph is read with `ast` (imports at module level and inside functions alike), so
a lazy import inside a function counts: it is a dependency all the same.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "kgraph"


def module_names() -> dict[str, Path]:
    names = {}
    for file in PACKAGE.rglob("*.py"):
        parts = file.relative_to(PACKAGE.parent).with_suffix("").parts
        names[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = file
    return names


def import_graph() -> dict[str, set[str]]:
    modules = module_names()
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, file in modules.items():
        package = name if file.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                stem = node.module or ""
                if node.level:
                    parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                    stem = ".".join(parts + ([node.module] if node.module else []))
                targets = [stem] + [f"{stem}.{alias.name}" for alias in node.names]
            else:
                continue
            for target in targets:
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target not in (name, "kgraph"):
                    graph[name].add(target)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (iterative Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_circle_finder_finds_a_circle():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_the_import_graph_is_read():
    graph = import_graph()
    assert "kgraph.query.named" in graph["kgraph.query.lineage"]
    assert "kgraph.cli.base" in graph["kgraph.cli.queries"]


def test_no_import_circles_among_kgraph_modules():
    assert circles(import_graph()) == []


def test_query_modules_stand_side_by_side():
    """The shared query helpers live below the query modules, not in one of them."""
    graph = import_graph()
    assert (
        "kgraph.query.lineage"
        not in graph["kgraph.query.detectors"] | graph["kgraph.query.netnew"] | graph["kgraph.query.claims"]
    )
    assert not any(name.startswith("kgraph.cli") for name in graph["kgraph.store.base"])


# The stages, lowest first. A module imports only from its own stage and the ones below;
# extract and store stand side by side on the first floor and import neither each other.
FLOORS = {
    "": 0,  # the typed boundary: models, vocab, errors, files, patterns, text
    "extract": 1,
    "store": 1,
    "graph": 2,
    "query": 3,
    "render": 4,
    "api": 5,
    "serve": 6,
    "evaluate": 6,
    "cli": 7,
    "__main__": 8,
}


def stage(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in FLOORS else ""


def layering_violations(graph: dict[str, set[str]]) -> list[str]:
    found = []
    for module, targets in sorted(graph.items()):
        here = stage(module)
        for target in sorted(targets):
            there = stage(target)
            upward = FLOORS[there] > FLOORS[here]
            sideways = there != here and FLOORS[there] == FLOORS[here] and here != ""
            if upward or sideways:
                found.append(f"{module} ({here or 'boundary'}) imports {target} ({there or 'boundary'})")
    return found


def test_every_module_belongs_to_a_stage():
    for module in import_graph():
        parts = module.split(".")
        assert len(parts) <= 2 or parts[1] in FLOORS, module


def test_each_stage_imports_only_from_below():
    assert layering_violations(import_graph()) == []


def test_the_layering_check_fails_on_an_upward_import():
    graph = import_graph()
    graph["kgraph.store.base"] = graph["kgraph.store.base"] | {"kgraph.query.named"}
    graph["kgraph.extract.lexicon"] = graph["kgraph.extract.lexicon"] | {"kgraph.store.local"}
    graph["kgraph.models"] = graph["kgraph.models"] | {"kgraph.api"}
    assert layering_violations(graph) == [
        "kgraph.extract.lexicon (extract) imports kgraph.store.local (store)",
        "kgraph.models (boundary) imports kgraph.api (api)",
        "kgraph.store.base (store) imports kgraph.query.named (query)",
    ]
