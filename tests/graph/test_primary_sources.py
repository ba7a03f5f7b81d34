"""A URL in a command line, a code span or at a localhost/private address is not a primary
source (issue 24: a benchmark's `--base-url http://localhost:30000` became prov:hadPrimarySource
of 13 claims, and the `prov` package's PROV-XML export of the store then failed). Ingested and
exported through the CLI, read by the `prov` package."""

from __future__ import annotations

import shutil
import warnings

import rdflib
from click.testing import CliRunner

from kgraph.cli import cli
from kgraph.graph.build import primary_source

from ..conftest import ROOT

BRIEF = ROOT / "tests/data/commandline/2026-09-20-inference-e1prep.md"
PROV = rdflib.Namespace("http://www.w3.org/ns/prov#")


def test_only_the_papers_page_is_a_primary_source_and_prov_xml_is_written(tmp_path):
    import prov.model as pm
    from prov.serializers.provrdf import ProvRDFSerializer

    (tmp_path / "inbox/tom").mkdir(parents=True)
    shutil.copy(BRIEF, tmp_path / "inbox/tom" / BRIEF.name)
    runner = CliRunner()
    store = str(tmp_path / "store")
    assert runner.invoke(cli, ["--store", store, "ingest", str(tmp_path / "inbox")]).exit_code == 0
    out = tmp_path / "all.trig"
    assert runner.invoke(cli, ["--store", store, "export", "-o", str(out)]).exit_code == 0
    ds = rdflib.Dataset()
    ds.parse(out, format="trig")
    primaries = {str(o) for _, _, o, _ in ds.quads((None, PROV.hadPrimarySource, None, None))}
    assert primaries == {"https://arxiv.org/abs/2609.05555"}
    pages = {str(o) for _, _, o, _ in ds.quads((None, rdflib.URIRef("https://w3id.org/kgraph/ns#url"), None, None))}
    assert pages == {"https://arxiv.org/abs/2609.05555"}
    document = pm.ProvDocument()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ProvRDFSerializer(document).decode_document(ds, document)
        xml = document.serialize(format="xml")
    import re

    sources = re.findall(r"<prov:hadPrimarySource[^>]*>([^<]*)<", xml)
    assert sources and all("localhost" not in x and "10.1.2.3" not in x for x in sources)
    assert all("localhost" not in x for x in re.findall(r"<prov:entity prov:id=\"([^\"]*)\"", xml))


def test_what_cannot_be_a_primary_source():
    assert primary_source("https://arxiv.org/abs/2609.00768") is not None
    assert primary_source("https://github.com/x/y", "code at https://github.com/x/y") is not None
    for url, context in [
        ("http://localhost:30000", None),
        ("http://127.0.0.1:8000/v1", None),
        ("http://[::1]:8080/", None),
        ("http://10.0.0.3/x", None),
        ("http://192.168.1.2/", None),
        ("http://build.internal/x", None),
        ("https://github.com/x/y", "python bench.py --base-url https://github.com/x/y"),
        ("https://example.org/api", "see `curl https://example.org/api`"),
    ]:
        assert primary_source(url, context) is None, url
