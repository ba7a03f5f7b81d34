"""`kgraph site DIR`: the provenance site written as static files with relative links, readable
from any file server or from file:// (no server, no script).

Incremental: `DIR/.kgraph-site.json` records, for every file written, a hash of what its page
is made from (kgraph's version, the content hashes of the documents it shows, the register
entries it lists); a rerun renders and writes only the pages whose inputs changed and removes
the files of pages that are gone (only files it wrote itself). Nothing is written outside DIR:
every file is written with `kgraph.files.write_atomic` (no symbolic link followed) into a
folder checked to resolve inside DIR.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kgraph import __version__
from kgraph import vocab as V
from kgraph.errors import KGraphError
from kgraph.files import printable, write_atomic
from kgraph.query.named import rows
from kgraph.render.site import lists, with_nav
from kgraph.render.site.layout import PAGE_SIZE
from kgraph.render.site.links import (
    Links,
    doc_file,
    impact_file,
    item_file,
    list_file,
    map_file,
    new_file,
    register_file,
)
from kgraph.render.site.register import STATIC_FILTERS, choices, filter_entries

MANIFEST = ".kgraph-site.json"


@dataclass
class SiteReport:
    folder: Path
    pages: int = 0
    written: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    bytes: int = 0  # size of every page of the site
    seconds: float = 0.0


def _digest(*parts: Any) -> str:
    return hashlib.sha256(json.dumps([__version__, *parts], sort_keys=True, default=str).encode()).hexdigest()[:20]


def _check_folder(folder: Path, follow_symlinks: bool) -> Path:
    shown = printable(str(folder))
    if folder.is_symlink() and not follow_symlinks:
        raise KGraphError(f"{shown}: is a symbolic link; not written (--follow-symlinks writes into its target)")
    if folder.exists() and not folder.is_dir():
        raise KGraphError(f"{shown}: is not a folder; not written")
    if folder.is_dir() and not (folder / MANIFEST).is_file() and any(folder.iterdir()):
        raise KGraphError(f"{shown}: is not empty and holds no kgraph site ({MANIFEST}); not written")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise KGraphError(f"{shown}: cannot create ({exc.strerror or exc})") from None
    return folder.resolve()


def _target(root: Path, rel: str) -> Path:
    """DIR/rel, its folders created, refused if any of them leads outside DIR."""
    target = root / rel
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise KGraphError(f"{printable(str(target))}: cannot create its folder ({exc.strerror or exc})") from None
    if not target.parent.resolve().is_relative_to(root):
        raise KGraphError(f"{printable(str(target))}: leads outside {printable(str(root))}; not written")
    return target


def plan(
    store: Any, entries: list[dict[str, Any]], instances: list[dict[str, Any]], *, maps: bool = False
) -> dict[str, tuple[str, Callable[[Links], str]]]:
    """Every file of the site: relative path -> (hash of its inputs, render(links))."""
    from kgraph.render.site.document import document_data, render_document
    from kgraph.render.site.register import render_register

    docs = lists.documents_data(store)
    hashes = {r["path"]: r["hash"] for r in rows(store, "site-hashes")}
    works = lists.works_data(store)
    everything = _digest(sorted(hashes.items()), entries, instances, maps)
    by_work: dict[str, set[str]] = {}
    claims: dict[str, str] = {}
    for r in rows(store, "site-work-documents"):
        work = V.work_key_from_iri(r["work"])
        by_work.setdefault(work, set()).add(r["path"])
        if r["claim"]:
            claims[r["claim"]] = work
    cited: dict[str, list[dict[str, Any]]] = {}
    about: dict[str, list[dict[str, Any]]] = {}
    for e in entries:
        for path in {ev.get("document") for ev in e.get("evidence") or []}:
            cited.setdefault(str(path), []).append(e)
        for item in e.get("items") or []:
            about.setdefault(str(item), []).append(e)
    pages: dict[str, tuple[str, Callable[[Links], str]]] = {}

    def add(file: str, key: str, render: Callable[[Links], str]) -> None:
        pages[file] = (key, render)

    add("index.html", everything, lambda L: lists.render_home(docs, entries, len(works), L))
    add(list_file("instances"), everything, lambda L: lists.render_instances(instances, L))
    doc_filters = [{}] + [{"kind": k} for k in sorted({d["kind"] for d in docs})]
    doc_filters += [{"instance": i} for i in sorted({d["instance"] for d in docs if d["instance"]})]
    for f in doc_filters:
        kept_docs = [d for d in docs if all(d.get(k) == v for k, v in f.items())]
        for n in range(1, _pages(kept_docs) + 1):
            add(list_file("documents", f, n), everything, lambda L, f=f, n=n: lists.render_documents(docs, L, f, n))
    for n in range(1, _pages(works) + 1):
        add(list_file("works", page=n), everything, lambda L, n=n: lists.render_works(works, L, n))
    options = choices(entries)
    filters = [{}] + [{name: v} for name in STATIC_FILTERS for v in options[name]]
    for f in filters:
        kept = filter_entries(entries, f)
        for n in range(1, _pages(kept) + 1):
            add(register_file(f, n), everything, lambda L, f=f, n=n: render_register(entries, L, f, n))
    for d in docs:
        path = d["path"]
        key = _digest(hashes.get(path), cited.get(path, []))
        add(doc_file(path), key, lambda L, p=path: render_document(document_data(store, p), L, entries))
        if d["kind"] == "brief":
            add(new_file(path), everything, lambda L, p=path: _new_page(store, p, L))
    for w in works:
        item = w["id"]
        key = _digest(sorted(hashes.get(p) for p in by_work.get(item, ())), about.get(item, []))
        add(item_file(item), key, lambda L, i=item: _item_page(store, i, L, entries))
        add(impact_file(item), everything, lambda L, i=item: _impact_page(store, i, L))
        if maps:
            add(map_file(item), everything, lambda L, i=item: _map_page(store, i, L))
    for claim, work in claims.items():
        key = _digest(sorted(hashes.get(p) for p in by_work.get(work, ())))
        add(item_file(claim), key, lambda L, c=claim: _item_page(store, c, L, entries))
    return pages


def _pages(items: list[Any]) -> int:
    return max(1, -(-len(items) // PAGE_SIZE))


def _item_page(store: Any, item: str, links: Links, entries: list[dict[str, Any]]) -> str:
    """An item's page; a page that says why when `why` cannot answer for it (the link stays whole)."""
    from kgraph.render.site.item import item_data, render_item

    try:
        return render_item(item_data(store, item), links, entries)
    except KGraphError as exc:
        return lists.render_not_found(links, f"{item}: {exc}", getattr(exc, "suggestions", []))


def _new_page(store: Any, path: str, links: Links) -> str:
    from kgraph.query.netnew import net_new
    from kgraph.render.html import render_new_html

    return with_nav(render_new_html(net_new(store, path, None), map_link=links.item, doc_link=links.doc), links)


def _impact_page(store: Any, item: str, links: Links) -> str:
    from kgraph.query.impact import impact
    from kgraph.render.impact import impact_html

    return with_nav(impact_html(impact(store, item)), links)


def _map_page(store: Any, item: str, links: Links) -> str:
    from kgraph.render.map import render_map

    return with_nav(render_map(store, item), links)


def write_site(
    store: Any,
    folder: Path | str,
    entries: list[dict[str, Any]],
    instances: list[dict[str, Any]],
    *,
    maps: bool = False,
    follow_symlinks: bool = False,
) -> SiteReport:
    """Write (or bring up to date) the static site of `store` in `folder`."""
    start = time.perf_counter()
    root = _check_folder(Path(folder), follow_symlinks)
    manifest_file = root / MANIFEST
    try:
        old = json.loads(manifest_file.read_text(encoding="utf-8")).get("pages", {})
    except (OSError, ValueError, AttributeError):
        old = {}
    report = SiteReport(root)
    pages = plan(store, entries, instances, maps=maps)
    done: dict[str, str] = {}
    for rel, (key, render) in pages.items():
        target = _target(root, rel)
        if old.get(rel) == key and target.is_file() and not target.is_symlink():
            done[rel] = key
            report.bytes += target.stat().st_size
            continue
        data = render(Links(rel, maps=maps)).encode("utf-8")
        write_atomic(target, data)
        done[rel] = key
        report.written.append(rel)
        report.bytes += len(data)
        if len(report.written) % 50 == 0:  # keep the manifest current, so an interrupted run resumes
            write_atomic(manifest_file, json.dumps({"version": __version__, "pages": old | done}).encode())
    for rel in sorted(set(old) - set(pages)):
        stale = root / rel
        if stale.is_file() and not stale.is_symlink() and stale.resolve().is_relative_to(root):
            os.unlink(stale)
            report.removed.append(rel)
    write_atomic(manifest_file, json.dumps({"version": __version__, "pages": done}, indent=0).encode())
    report.pages = len(pages)
    report.seconds = time.perf_counter() - start
    return report
