"""The standard view: the statements that restate others, produced where they are read
(`kgraph export`) instead of stored.

The store holds each fact once, in kgraph's terms; RDF tools need more to read it:

- the types the domains of kgraph's own properties give (`kg:Mention` for what has a
  `kg:status`, `kg:Claim` for what has a `kg:claimId`, `kg:Figure` for what a `kg:hasFigure`
  names), which no query needs;
- `kg:document` on every per-document node (mention, claim, source check, register entry,
  declared count, section naming, bad reference): the named graph the node is stated in;

- `prov:Entity` on both ends of every PROV relation, `prov:Agent` on what a thing is
  `prov:wasAttributedTo` (PROV tools recognise no entity typed only by a kg: subclass), each in
  the graph of the statement it serves (PROV tools read every named graph on its own);
- for every `prov:wasQuotedFrom` / `prov:hadPrimarySource` of a claim, its qualified form
  (`prov:qualifiedQuotation` / `prov:qualifiedPrimarySource` to a node `<claim>/quotation/N` /
  `<claim>/primary/N` typed `prov:Quotation` / `prov:PrimarySource` with `prov:entity`; N counts
  the targets in IRI order): the only form PROV-O readers know for these two;
- `cito:hasCitingEntity` (the document: the mention's graph) and `cito:hasCitedEntity` (its
  `kg:about`) on every `kg:Mention`, which is a `cito:Citation`.

`standard_quads` derives them from the stored quads; `is_standard` recognises them, so that an
import of an export stores what a fresh ingest stores.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from pyoxigraph import DefaultGraph, NamedNode, Quad

from kgraph import vocab as V

RDF_TYPE = NamedNode(V.RDF + "type")
PROV_ENTITY = NamedNode(V.PROV + "Entity")
PROV_AGENT = NamedNode(V.PROV + "Agent")
PROV_ENTITY_PROPERTY = NamedNode(V.PROV + "entity")
PROV_QUALIFIED_QUOTATION = NamedNode(V.PROV + "qualifiedQuotation")
PROV_QUOTATION = NamedNode(V.PROV + "Quotation")
PROV_QUALIFIED_PRIMARY = NamedNode(V.PROV + "qualifiedPrimarySource")
PROV_PRIMARY_SOURCE = NamedNode(V.PROV + "PrimarySource")
CITO_CITING = NamedNode(V.CITO + "hasCitingEntity")
CITO_CITED = NamedNode(V.CITO + "hasCitedEntity")

_ATTRIBUTED = V.PROV + "wasAttributedTo"
_DERIVED = V.PROV + "wasDerivedFrom"
_QUOTED = V.PROV + "wasQuotedFrom"
_PRIMARY = V.PROV + "hadPrimarySource"
_MENTION_CLASS = V.MENTION
_ABOUT = V.KG + "about"

KG_DOCUMENT = NamedNode(V.KG + "document")
PER_DOCUMENT = {
    V.KG + name
    for name in ("Mention", "Claim", "SourceCheck", "RegisterEntry", "DeclaredCount", "SectionNaming", "BadReference")
}

_DERIVED_PREDICATES = {
    KG_DOCUMENT.value,
    CITO_CITING.value,
    CITO_CITED.value,
    PROV_QUALIFIED_QUOTATION.value,
    PROV_QUALIFIED_PRIMARY.value,
    PROV_ENTITY_PROPERTY.value,
}
_BY_DOMAIN = {V.KG + "status": V.MENTION, V.KG + "claimId": V.CLAIM}  # subject's type
_BY_RANGE = {V.KG + "hasFigure": V.FIGURE}  # object's type
_INFERRED = {*_BY_DOMAIN.values(), *_BY_RANGE.values()}
_DERIVED_TYPES = {*_INFERRED, PROV_ENTITY.value, PROV_AGENT.value, PROV_QUOTATION.value, PROV_PRIMARY_SOURCE.value}


def is_standard(quad: Quad) -> bool:
    """Whether a quad is one the standard view derives (never stored)."""
    p = quad.predicate.value
    return p in _DERIVED_PREDICATES or (p == RDF_TYPE.value and quad.object.value in _DERIVED_TYPES)


def _types_and_documents(graph: NamedNode, quads: list[Quad]) -> list[Quad]:
    """The types the domains and ranges give, and `kg:document` on every per-document node."""
    types: dict[object, set[str]] = defaultdict(set)
    for q in quads:
        p = q.predicate.value
        if p == RDF_TYPE.value:
            types[q.subject].add(q.object.value)
        elif p in _BY_DOMAIN:
            types[q.subject].add(_BY_DOMAIN[p])
        elif p in _BY_RANGE:
            types[q.object].add(_BY_RANGE[p])
    out = []
    for node, classes in types.items():
        out += [Quad(node, RDF_TYPE, NamedNode(c), graph) for c in sorted(classes & _INFERRED)]  # type: ignore[arg-type]
        if classes & PER_DOCUMENT:
            out.append(Quad(node, KG_DOCUMENT, graph, graph))  # type: ignore[arg-type]
    return out


def standard_quads(quads: Iterable[Quad]) -> list[Quad]:
    """The PROV/CiTO statements the standard view adds to these stored quads (see the module)."""
    by_graph: dict[object, list[Quad]] = defaultdict(list)
    for q in quads:
        by_graph[q.graph_name].append(q)
    out: list[Quad] = []
    for graph, mine in by_graph.items():
        out.extend(_default(mine) if isinstance(graph, DefaultGraph) else _document(graph, mine))  # type: ignore[arg-type]
    held = {q for mine in by_graph.values() for q in mine if is_standard(q)}  # a store written before this view
    return [q for q in dict.fromkeys(out) if q not in held]


def _default(quads: list[Quad]) -> list[Quad]:
    out = []
    for q in quads:
        if q.predicate.value == _ATTRIBUTED:
            out.append(Quad(q.subject, RDF_TYPE, PROV_ENTITY, DefaultGraph()))
            out.append(Quad(q.object, RDF_TYPE, PROV_AGENT, DefaultGraph()))  # type: ignore[arg-type]
    return list(dict.fromkeys(out))


def _document(graph: NamedNode, quads: list[Quad]) -> list[Quad]:
    out = _types_and_documents(graph, quads)
    mentions = {q.subject for q in out if q.predicate == RDF_TYPE and q.object.value == _MENTION_CLASS}
    about: dict = {}
    derived: dict = defaultdict(list)
    quoted: dict = defaultdict(list)
    primary: dict = defaultdict(list)
    attributed: list[tuple] = []
    for q in quads:
        p = q.predicate.value
        if p == _ABOUT:
            about[q.subject] = q.object
        elif p == _DERIVED:
            derived[q.subject].append(q.object)
        elif p == _QUOTED:
            quoted[q.subject].append(q.object)
        elif p == _PRIMARY:
            primary[q.subject].append(q.object)
        elif p == _ATTRIBUTED:
            attributed.append((q.subject, q.object))
    entities: set = set()

    def entity(node: object, cls: NamedNode = PROV_ENTITY) -> None:
        if node not in entities:
            entities.add(node)
            out.append(Quad(node, RDF_TYPE, cls, graph))  # type: ignore[arg-type]

    for m in sorted(mentions, key=lambda n: n.value):
        out.append(Quad(m, CITO_CITING, graph, graph))
        if m in about:
            out.append(Quad(m, CITO_CITED, about[m], graph))
        if derived.get(m):
            entity(m)
            for src in sorted(derived[m], key=lambda n: n.value):
                entity(src)
    for c in sorted(set(quoted) | set(primary), key=lambda n: n.value):
        entity(c)
        for prop, cls, name, targets in (
            (PROV_QUALIFIED_QUOTATION, PROV_QUOTATION, "quotation", quoted.get(c, [])),
            (PROV_QUALIFIED_PRIMARY, PROV_PRIMARY_SOURCE, "primary", primary.get(c, [])),
        ):
            for i, target in enumerate(sorted(set(targets), key=lambda n: n.value)):
                entity(target)
                node = NamedNode(f"{c.value}/{name}/{i}")
                out += [Quad(c, prop, node, graph), Quad(node, RDF_TYPE, cls, graph)]
                out.append(Quad(node, PROV_ENTITY_PROPERTY, target, graph))
    for src, agent in attributed:
        entity(src)
        entity(agent, PROV_AGENT)
    return out
