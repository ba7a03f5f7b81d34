"""Issue 16, item 5: the ontology is consistent with the data kgraph writes, and PROV and CiTO
tools read that data as PROV and CiTO. Each check runs over an export of the examples (and of
the sample briefs too, where ../shared/seeds is present)."""

from __future__ import annotations

import warnings

import pytest
import rdflib
from click.testing import CliRunner
from rdflib import OWL, RDF, RDFS, XSD, URIRef
from rdflib.collection import Collection

from kgraph.api import KGraph
from kgraph.cli import cli

from ..conftest import EXAMPLES, ROOT, SEED_003, SEEDS

KG = "https://w3id.org/kgraph/ns#"
PROV = rdflib.Namespace("http://www.w3.org/ns/prov#")
CITO = rdflib.Namespace("http://purl.org/spar/cito/")
DCT = rdflib.Namespace("http://purl.org/dc/terms/")
ONTOLOGY = ROOT / "ontology" / "kgraph.ttl"
SHAPES = ROOT / "ontology" / "shapes.ttl"


@pytest.fixture(scope="module")
def export(tmp_path_factory) -> rdflib.Dataset:
    """A TriG export of the examples (and the sample briefs, when they are here), read by rdflib."""
    tmp = tmp_path_factory.mktemp("ontology")
    paths = [EXAMPLES] + ([SEEDS] if SEED_003.exists() else [])
    report = KGraph(tmp / "store").ingest(paths)
    assert report.ok, report.failed
    out = tmp / "all.trig"
    result = CliRunner().invoke(cli, ["--store", str(tmp / "store"), "export", "--format", "trig", "-o", str(out)])
    assert result.exit_code == 0, result.output
    ds = rdflib.Dataset()
    ds.parse(out, format="trig")
    return ds


@pytest.fixture(scope="module")
def union(export) -> rdflib.Graph:
    g = rdflib.Graph()
    for s, p, o, _ in export.quads((None, None, None, None)):
        g.add((s, p, o))
    return g


@pytest.fixture(scope="module")
def ontology() -> rdflib.Graph:
    return rdflib.Graph().parse(ONTOLOGY)


def test_every_kg_term_used_is_declared(union, ontology):
    """`kg:venue` was used by build.py and declared nowhere."""
    used = {t for triple in union for t in triple if isinstance(t, URIRef) and str(t).startswith(KG)}
    assert len(used) > 50  # classes, properties and status values all occur
    kinds = {OWL.Class, OWL.ObjectProperty, OWL.DatatypeProperty, OWL.NamedIndividual, OWL.AnnotationProperty}
    undeclared = sorted(str(t) for t in used if not set(ontology.objects(t, RDF.type)) & kinds)
    assert undeclared == []
    # and each declaration is documented: a label and a comment
    assert all(ontology.value(t, RDFS.label) and ontology.value(t, RDFS.comment) for t in used)


def _superclasses(ontology: rdflib.Graph, cls: URIRef) -> set[URIRef]:
    found = {cls}
    todo = [cls]
    while todo:
        for sup in ontology.objects(todo.pop(), RDFS.subClassOf):
            if isinstance(sup, URIRef) and sup not in found:
                found.add(sup)
                todo.append(sup)
    return found


def _members(ontology: rdflib.Graph, cls) -> set:
    union_list = ontology.value(cls, OWL.unionOf)
    return set(Collection(ontology, union_list)) if union_list is not None else {cls}


def test_domains_and_ranges_are_true_of_the_data(union, ontology):
    """Every subject of a property with an rdfs:domain is asserted (in the data, or for status
    values in the ontology) a member of it, and so is every object of a property with a class
    as range: RDFS inference adds no class a node was not already in. `kg:locator` had the
    domain kg:SourceCheck but is written on claims and mentions."""
    both = union + ontology

    def classes(node) -> set:
        out = set()
        for t in both.objects(node, RDF.type):
            out |= _superclasses(ontology, t)
        return out

    wrong = []
    checked = 0
    for prop in set(union.predicates()):
        for domain in ontology.objects(prop, RDFS.domain):
            want = _members(ontology, domain)
            for subject in set(union.subjects(prop, None)):
                checked += 1
                if not classes(subject) & want:
                    wrong.append(("domain", str(prop), str(subject)))
        for rng in ontology.objects(prop, RDFS.range):
            if str(rng).startswith(str(XSD)) or rng == RDFS.Literal:
                for obj in set(union.objects(None, prop)):
                    if not isinstance(obj, rdflib.Literal):
                        wrong.append(("range", str(prop), str(obj)))
                continue
            want = _members(ontology, rng)
            for obj in set(union.objects(None, prop)):
                checked += 1
                if not classes(obj) & want:
                    wrong.append(("range", str(prop), str(obj)))
    assert checked > 1000
    assert wrong[:10] == []


@pytest.mark.slow
def test_no_node_falls_into_disjoint_classes_under_rdfs(union, ontology):
    """Data plus ontology under RDFS: no node in two classes the ontology declares disjoint
    (179 nodes were, through kg:locator's domain)."""
    import owlrl

    closure = rdflib.Graph()
    for triple in union:
        closure.add(triple)
    for triple in ontology:
        closure.add(triple)
    owlrl.DeductiveClosure(owlrl.RDFS_Semantics).expand(closure)
    groups = [
        set(Collection(ontology, ontology.value(node, OWL.members)))
        for node in ontology.subjects(RDF.type, OWL.AllDisjointClasses)
    ]
    assert len(groups) >= 2
    clashes = []
    for members in groups:
        for node in set(closure.subjects(RDF.type, None)):
            mine = set(closure.objects(node, RDF.type)) & members
            if len(mine) > 1:
                clashes.append((str(node), sorted(map(str, mine))))
    assert clashes[:10] == []


@pytest.mark.slow
def test_shacl_with_rdfs_inference_and_the_ontology_conforms(union, ontology):
    """`pyshacl.validate(..., ont_graph=ontology, inference="rdfs")` found 444 violations."""
    import pyshacl

    conforms, _, text = pyshacl.validate(
        union, shacl_graph=rdflib.Graph().parse(SHAPES), ont_graph=ontology, inference="rdfs"
    )
    assert conforms, text[:3000]


# ---------------------------------------------------------------- PROV


RELATIONS = {
    PROV.wasAttributedTo: "attribution",
    PROV.wasDerivedFrom: "derivation",
    PROV.wasQuotedFrom: "quotation",
    PROV.hadPrimarySource: "primary-source",
}


def test_the_prov_package_keeps_every_prov_statement(export):
    """The `prov` package (PyPI) reading the export kept 96 of 561 PROV statements: no
    quotation, no primary source, no entity or agent."""
    import prov.model as pm
    from prov.serializers.provrdf import ProvRDFSerializer

    written = set()
    for s, p, o, g in export.quads((None, None, None, None)):
        if p in RELATIONS:
            written.add((RELATIONS[p], str(s), str(o)))
    assert {kind for kind, _, _ in written} == set(RELATIONS.values())
    document = pm.ProvDocument()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ProvRDFSerializer(document).decode_document(export, document)
    read = set()
    entities, agents = set(), set()
    for bundle in [document, *document.bundles]:
        for record in bundle.get_records():
            attrs = dict(record.formal_attributes)
            if isinstance(record, pm.ProvAttribution):
                read.add(("attribution", attrs[pm.PROV_ATTR_ENTITY].uri, attrs[pm.PROV_ATTR_AGENT].uri))
            elif isinstance(record, pm.ProvDerivation):
                types = {str(t) for t in record.get_asserted_types()}
                kind = (
                    "quotation"
                    if "prov:Quotation" in types
                    else "primary-source"
                    if "prov:PrimarySource" in types
                    else "derivation"
                )
                read.add((kind, attrs[pm.PROV_ATTR_GENERATED_ENTITY].uri, attrs[pm.PROV_ATTR_USED_ENTITY].uri))
            elif isinstance(record, pm.ProvAgent):
                agents.add(record.identifier.uri)
            elif isinstance(record, pm.ProvEntity):
                entities.add(record.identifier.uri)
    assert written - read == set()
    # both ends of every relation are recognised: entities, and agents for attributions
    for kind, subject, obj in written:
        assert subject in entities
        assert obj in (agents if kind == "attribution" else entities)


def test_prov_targets_are_typed_in_their_own_graph(export):
    """Attribution targets were untyped instances and primary sources untyped IRIs; a PROV
    reader reads every named graph on its own, so the type must be in the same graph."""
    for graph in export.graphs():
        for s, p, o in graph:
            if p == PROV.wasAttributedTo:
                assert (o, RDF.type, PROV.Agent) in graph, (graph.identifier, o)
            if p in RELATIONS:
                assert (s, RDF.type, PROV.Entity) in graph
                if p != PROV.wasAttributedTo:
                    assert (o, RDF.type, PROV.Entity) in graph, (graph.identifier, p, o)


# ---------------------------------------------------------------- CiTO and the shortcuts


def test_every_mention_is_a_complete_citation(export, ontology):
    """kg:Mention is a cito:Citation: it names its citing document and its cited work."""
    assert (URIRef(KG + "Mention"), RDFS.subClassOf, CITO.Citation) in ontology
    mentions = 0
    for graph in export.graphs():
        for mention in graph.subjects(RDF.type, URIRef(KG + "Mention")):
            mentions += 1
            assert list(graph.objects(mention, CITO.hasCitingEntity)) == [graph.value(mention, URIRef(KG + "document"))]
            assert list(graph.objects(mention, CITO.hasCitedEntity)) == [graph.value(mention, URIRef(KG + "about"))]
    assert mentions > 100


def test_anchored_in_says_what_it_means(ontology):
    """`kg:anchoredIn ⊑ dcterms:isPartOf` said a work is part of a section."""
    anchored = URIRef(KG + "anchoredIn")
    supers = set(ontology.objects(anchored, RDFS.subPropertyOf))
    assert DCT.isPartOf not in supers
    assert supers == {DCT.isReferencedBy}


def test_the_ontology_readme_documents_every_declared_term(ontology):
    text = (ROOT / "ontology" / "README.md").read_text(encoding="utf-8")
    declared = {
        str(t)[len(KG) :]
        for t in ontology.subjects(RDF.type, None)
        if isinstance(t, URIRef) and str(t).startswith(KG) and "status-" not in str(t)
    }
    missing = sorted(name for name in declared if f"kg:{name}`" not in text and f"kg:{name} " not in text)
    assert missing == []


def test_the_cost_benchmark_runs(tmp_path):
    """benchmarks/standard_terms.py prints what the PROV/CiTO terms cost (outputs, not timings)."""
    import re
    import subprocess
    import sys

    proc = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "standard_terms.py"), str(EXAMPLES), "--rounds", "1"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    quads = [int(n) for n in re.findall(r"standard_terms: (\d+) quads", proc.stdout)]
    assert len(quads) == 2 and quads[1] > quads[0]
    assert re.search(r"ratios with/without: quads 1\.\d\dx, build \d+\.\d\dx, ingest \d+\.\d\dx", proc.stdout)


def test_the_shapes_check_the_citations_and_qualified_sources(union, ontology):
    """The shapes hold what the tests above check: a mention whose cito:hasCitingEntity is not
    its document, or a quotation without its entity, fails validation."""
    import pyshacl

    shapes = rdflib.Graph().parse(SHAPES)
    broken = rdflib.Graph()
    for triple in union:
        broken.add(triple)
    mention = next(broken.subjects(RDF.type, URIRef(KG + "Mention")))
    broken.set((mention, CITO.hasCitingEntity, URIRef("https://w3id.org/kgraph/id/doc/somewhere-else.md")))
    quotation = next(broken.subjects(RDF.type, PROV.Quotation))
    broken.remove((quotation, PROV.entity, None))
    conforms, report, _ = pyshacl.validate(broken, shacl_graph=shapes)
    assert not conforms
    SH = rdflib.Namespace("http://www.w3.org/ns/shacl#")
    results = list(report.objects(None, SH.result))
    assert {str(report.value(r, SH.resultPath)) for r in results} == {str(CITO.hasCitingEntity), str(PROV.entity)}
    assert {report.value(r, SH.focusNode) for r in results} == {mention, quotation}


def test_a_big_document_is_still_one_update_request_in_chunks():
    """With the PROV/CiTO terms a brief passes a thousand quads, more than Virtuoso compiles in
    one INSERT DATA: the update splits the data into operations of INSERT_CHUNK quads, still
    one request, and writes every quad."""
    from pyoxigraph import Literal, NamedNode, Quad, Store

    from kgraph.store.base import INSERT_CHUNK, replace_update

    doc = "https://w3id.org/kgraph/id/doc/big.md"
    quads = [
        Quad(NamedNode(f"{doc}#n{i}"), NamedNode("https://w3id.org/kgraph/ns#line"), Literal(str(i)), NamedNode(doc))
        for i in range(INSERT_CHUNK * 2 + 7)
    ]
    update = replace_update([(doc, quads)])
    assert update.count("INSERT DATA") == 3
    store = Store()
    store.update(update)
    assert len(store) == len(quads)
