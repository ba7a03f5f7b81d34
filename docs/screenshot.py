"""Make docs/map.png, the README's picture of a provenance map.

Ingests the bundled examples into a temporary store, maps one well-connected paper and
photographs the page in headless Chromium (Debian's `chromium`, driven by Playwright), with
the tooltip of the paper showing (the time layout: documents left to right by date). Labels are partly Chinese: install a CJK font
(`apt-get install fonts-wqy-microhei`) or they come out as boxes.

    python docs/screenshot.py                      # 2606.01927, depth 2 -> docs/map.png
    python docs/screenshot.py --item 2609.00768 --depth 1 --out /tmp/tw.png
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

from kgraph.api import KGraph

HERE = Path(__file__).resolve().parent
EXAMPLES = HERE.parent / "examples"
CHROMIUM = os.environ.get("KGRAPH_CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--item", default="2606.01927")
    parser.add_argument("--depth", type=int, default=2)
    parser.add_argument("--out", type=Path, default=HERE / "map.png")
    parser.add_argument("--width", type=int, default=1600)
    parser.add_argument("--height", type=int, default=900)
    parser.add_argument("--fold-legend", action="store_true", help="fold the legend to its title (open by default)")
    args = parser.parse_args()

    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="kgraph-shot-") as tmp:
        graph = KGraph(Path(tmp) / "store")
        report = graph.ingest([EXAMPLES])
        if not report.ok:
            raise SystemExit(f"ingest failed: {report.failed}")
        data = graph.map(args.item, depth=args.depth)
        graph.close()
        page_file = Path(tmp) / f"map-{data.slug}.html"
        page_file.write_text(data.html, encoding="utf-8")
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            page = browser.new_page(viewport={"width": args.width, "height": args.height})
            errors: list[str] = []
            page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.goto(page_file.as_uri())
            page.wait_for_function("() => window.kgraphMap !== undefined && window.kgraphMap.ready", timeout=60_000)
            if args.fold_legend:  # the legend sits below the map and hides nothing: open unless asked
                page.evaluate("() => { document.getElementById('kg-legend').open = false; }")
            x, y = page.evaluate(
                """(id) => { const p = network.canvasToDOM(network.getPositions([id])[id]);
                             const r = document.getElementById('kg-map').getBoundingClientRect();
                             return [r.left + p.x, r.top + p.y]; }""",
                data.start,
            )
            page.mouse.move(x - 30, y - 30)
            page.mouse.move(x, y, steps=5)
            page.wait_for_timeout(600)
            # the tooltip opens beside the paper, at the right end of the time axis, over the
            # latest documents: for the picture, move it to the bottom right corner
            page.evaluate(
                """() => { const t = document.querySelector('div.vis-tooltip');
                           const m = document.getElementById('kg-map').getBoundingClientRect();
                           if (t) { t.style.left = (m.width - t.offsetWidth - 12) + 'px';
                                    t.style.top = (m.height - t.offsetHeight - 12) + 'px'; } }"""
            )
            args.out.parent.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(args.out))
            browser.close()
        if errors:
            raise SystemExit(f"the page logged errors: {errors}")
    print(f"wrote {args.out} ({data.node_count} nodes, {data.edge_count} edges)")


if __name__ == "__main__":
    main()
