"""Extraction speed: for Markdown and text briefs, extraction time against the markdown-it parse
of the same files (the target is at most 3x: one pass over the tree); the pandoc path per format.

    python benchmarks/extract_speed.py [--repeat N] [FILES_OR_FOLDERS ...]

Without files it reads the bundled examples and the sample briefs (../shared/seeds), and
renders the Markdown brief of examples/ into HTML, org, rST, LaTeX and docx for the pandoc path.
Prints one line per group: files, characters, extraction ms, markdown-it ms, the ratio.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _files(args: list[str]) -> list[Path]:
    if not args:
        found = sorted(p for p in (ROOT / "examples").rglob("*.md") if not p.stem.isupper())
        found += sorted((ROOT.parent / "shared" / "seeds").glob("*.txt"))
        return found
    out: list[Path] = []
    for arg in args:
        path = Path(arg)
        out += sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir() else [path]
    return out


def _best(fn, repeat: int) -> float:  # noqa: ANN001 - a callable
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times) * 1000 if repeat < 5 else statistics.median(times) * 1000


def text_path(files: list[Path], repeat: int) -> None:
    from markdown_it import MarkdownIt

    from kgraph.extract import extract, logical_path

    parser = MarkdownIt("commonmark").enable("table")
    for label, group in (
        ("markdown", [f for f in files if f.suffix == ".md"]),
        ("text", [f for f in files if f.suffix == ".txt"]),
    ):
        if not group:
            continue
        docs = [(f.read_bytes(), logical_path(f)) for f in group]
        texts = [d.decode("utf-8") for d, _ in docs]
        for data, path in docs:  # warm the caches (regexes, lexicon, parser) once
            extract(data, path)
        ours = _best(lambda docs=docs: [extract(d, p) for d, p in docs], repeat)
        theirs = _best(lambda texts=texts: [parser.parse(t) for t in texts], repeat)
        chars = sum(len(t) for t in texts)
        print(
            f"{label:9} {len(group):3} files {chars:8,} chars  extract {ours:8.1f} ms  "
            f"markdown-it {theirs:7.1f} ms  ratio {ours / theirs:5.2f}x"
        )


def pandoc_path(repeat: int) -> None:
    import pypandoc

    from kgraph.extract import extract

    source = ROOT / "examples" / "inbox" / "stephen" / "2026-09-06-inference-brief.md"
    markdown = source.read_text(encoding="utf-8")
    base = _best(lambda: extract(markdown, "inbox/stephen/2026-09-06-inference-brief.md"), repeat)
    print(f"{'markdown':9}   1 file  {len(markdown):8,} chars  extract {base:8.1f} ms  (the same brief, for scale)")
    with tempfile.TemporaryDirectory() as tmp:
        for fmt, suffix in (("html", ".html"), ("org", ".org"), ("rst", ".rst"), ("latex", ".tex"), ("docx", ".docx")):
            out = Path(tmp) / f"brief{suffix}"
            pypandoc.convert_text(markdown, fmt, format="gfm", outputfile=str(out), extra_args=["--standalone"])
            data = out.read_bytes()
            path = f"inbox/stephen/2026-09-06-inference-brief{suffix}"
            extract(data, path)
            ms = _best(lambda data=data, path=path: extract(data, path), repeat)
            print(f"{fmt:9}   1 file  {len(data):8,} bytes  extract {ms:8.1f} ms  ratio to markdown {ms / base:5.1f}x")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*")
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    text_path(_files(args.files), args.repeat)
    if not args.files:
        pandoc_path(max(1, args.repeat // 2))


if __name__ == "__main__":
    main()
