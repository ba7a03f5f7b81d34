"""`kgraph site DIR`: the provenance site as static files (`kgraph.render.site.static`)."""

from __future__ import annotations

from pathlib import Path

import click

from kgraph.cli.base import cli, handle_errors, open_graph, plural, report_written


@cli.command(short_help="Write the provenance site as static files.")
@click.argument("folder", type=click.Path(path_type=Path))
@click.option("--maps", is_flag=True, help="Also write a provenance map per work (about 0.6 MB and 0.5 s each).")
@click.option("--follow-symlinks", is_flag=True, help="Write into FOLDER even if it is a symbolic link.")
@click.pass_context
@handle_errors
def site(ctx: click.Context, folder: Path, maps: bool, follow_symlinks: bool) -> None:
    """Write every page of the provenance site into FOLDER: documents with a link per line, items,
    the register, lists. Relative links, no script: publish FOLDER on any file server or open
    FOLDER/index.html. A rerun rewrites only the pages whose inputs changed.

    Example: kgraph site public/ && xdg-open public/index.html
    """
    from kgraph.render.site.static import write_site

    with open_graph(ctx) as graph:
        report = write_site(
            graph.store,
            folder,
            graph.contradictions(),
            graph.instances(),
            maps=maps,
            follow_symlinks=follow_symlinks,
        )
    detail = (
        f"{plural(report.pages, 'page')}, {len(report.written)} written"
        f"{f', {len(report.removed)} removed' if report.removed else ''}, "
        f"{report.bytes / 1e6:.1f} MB, {report.seconds:.1f} s; open {report.folder / 'index.html'}"
    )
    report_written(folder, detail)
