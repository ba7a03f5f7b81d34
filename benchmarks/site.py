"""What `kgraph site DIR` costs on a folder of documents: pages, files, bytes and seconds for a
first run, a rerun with nothing changed, and a rerun after one document changed; and the store's
size with and without the documents' text (kg:sourceText).

    python benchmarks/site.py                      # the bundled examples
    python benchmarks/make_corpus.py --docs 200 --out /tmp/corpus-200
    python benchmarks/site.py /tmp/corpus-200
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
import time
from pathlib import Path

from kgraph.api import KGraph
from kgraph.render.site.static import write_site

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def run(store: Path, folder: Path) -> tuple[float, object]:
    start = time.perf_counter()
    with KGraph(store) as kg:
        report = write_site(kg.store, folder, kg.contradictions(), kg.instances())
    return time.perf_counter() - start, report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, nargs="?", default=EXAMPLES)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        docs = Path(tmp) / "docs"
        shutil.copytree(args.folder, docs)
        store, site = Path(tmp) / "store", Path(tmp) / "site"
        assert KGraph(store).ingest([docs]).ok
        with KGraph(store) as kg:
            n_docs = len(kg.sparql("SELECT ?d WHERE { ?d kg:documentKind ?k }").rows)
            text = kg.sparql("SELECT (SUM(STRLEN(?t)) AS ?n) WHERE { GRAPH ?g { ?g kg:sourceText ?t } }")
            chars = int(text.rows[0]["n"].value)
        first, report = run(store, site)
        files = sum(1 for p in site.rglob("*") if p.is_file())
        print(f"documents {n_docs}; stored text {chars:,} characters (one literal per document)")
        print(f"first run   {first:6.1f} s  {report.pages} pages, {files} files, {report.bytes / 1e6:.1f} MB")
        again, report = run(store, site)
        print(f"rerun       {again:6.1f} s  {len(report.written)} written")
        changed = sorted(docs.rglob("*.md"))[-1]
        changed.write_text(changed.read_text(encoding="utf-8") + "\nOne more line.\n", encoding="utf-8")
        assert KGraph(store).ingest([docs]).ok
        third, report = run(store, site)
        print(f"one changed {third:6.1f} s  {len(report.written)} of {report.pages} written ({changed.name})")
        print(f"ratio rerun/first {again / first:.2f}, one-changed/first {third / first:.2f}")


if __name__ == "__main__":
    main()
