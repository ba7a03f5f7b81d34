"""All namespaces and IRIs kgraph uses, in one place.

Only the standard library is imported here: this module sits on the fast path of `why`.
"""

from __future__ import annotations

from urllib.parse import quote

KG = "https://w3id.org/kgraph/ns#"
ID = "https://w3id.org/kgraph/id/"
PROV = "http://www.w3.org/ns/prov#"
CITO = "http://purl.org/spar/cito/"
DCT = "http://purl.org/dc/terms/"
RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
RDFS = "http://www.w3.org/2000/01/rdf-schema#"
XSD = "http://www.w3.org/2001/XMLSchema#"

PREFIXES = {
    "kg": KG,
    "kgid": ID,
    "prov": PROV,
    "cito": CITO,
    "dcterms": DCT,
    "rdf": RDF,
    "rdfs": RDFS,
    "xsd": XSD,
}

SPARQL_PREFIXES = "".join(f"PREFIX {p}: <{iri}>\n" for p, iri in PREFIXES.items())

# Classes
DOCUMENT_CLASSES = {
    "brief": KG + "Brief",
    "living": KG + "LivingDocument",
    "paper_card": KG + "PaperCard",
    "inbox_note": KG + "InboxNote",
    "document": KG + "Document",
}
PAPER = KG + "Paper"
WORK = KG + "Work"
SECTION = KG + "Section"
CLAIM = KG + "Claim"
FIGURE = KG + "Figure"
MENTION = KG + "Mention"
SOURCE = KG + "Source"
SOURCE_CHECK = KG + "SourceCheck"
INSTANCE = KG + "Instance"
REGISTER_ENTRY = KG + "RegisterEntry"
DECLARED_COUNT = KG + "DeclaredCount"

# Status values of a mention (what the document asserts about the item)
STATUSES = ("new", "anchored", "not-anchored", "carried-over", "adjacent", "candidate", "mentioned")


def status_iri(status: str) -> str:
    return KG + "status-" + status


def iri_status(iri: str) -> str:
    return iri.rsplit("status-", 1)[-1]


def _q(text: str) -> str:
    return quote(text, safe="")


# Derived named graphs of the materialised register (kgraph.query.register): not exported, not imported.
INPUTS_GRAPHS = ID + "inputs/"
REGISTER_GRAPHS = ID + "register/"
REGISTER_STATE = ID + "register"
# 2: the identity of works (IDENTITY_GRAPH) is kept with the register; 3: one quad per input key;
# 4: section namings carry their topic, figures of every unit; 5: per-work digests (DIGEST_GRAPHS);
# 6: a work carried over with its anchoring date is an anchoring (detect-anchor-mentions);
# 7: count-mismatch counts a candidate as adjacent and a work listed with and without its label once;
# 8: divergent figures also in the metrics a document names (kg:namedMetric); section names that part
# ways after a shared start drift (`KV Cache 管理` / `KV Cache 压缩与卸载`); count-mismatch counts a work
# under two labels of one brief once
REGISTER_VERSION = "8"
# Per-work digests (kgraph.query.register.digest): each work's first mention and first anchoring.
DIGEST_GRAPHS = ID + "digest/"
# The identity of works (kgraph.query.identity): `<name-only work> kg:sameWorkAs <paper>`, derived.
IDENTITY_GRAPH = ID + "identity"
SAME_WORK_AS = KG + "sameWorkAs"


# What tells whether a graph changed: a document's kg:contentHash (of its text), a retraction
# record's kg:recordHash (of its quads; a retraction is a prov:Activity, not a kg:Document).
CONTENT_HASH = KG + "contentHash"
RECORD_HASH = KG + "recordHash"
RETRACTION_GRAPHS = ID + "retraction/"


def is_derived_graph(graph: str) -> bool:
    """Whether a named graph is one kgraph derives from the documents (their detector inputs,
    the findings, the register's state, the identity of works, the per-work digests)."""
    return (
        graph.startswith(INPUTS_GRAPHS)
        or graph.startswith(REGISTER_GRAPHS)
        or graph == REGISTER_STATE
        or graph == IDENTITY_GRAPH
        or graph.startswith(DIGEST_GRAPHS)
    )


def doc_iri(logical_path: str) -> str:
    """A document (and its named graph) is identified by its logical path."""
    return ID + "doc/" + quote(logical_path, safe="/")


def paper_iri(arxiv_id: str) -> str:
    return ID + "arxiv/" + arxiv_id


def work_iri(key: str) -> str:
    return ID + "work/" + _q(key)


def section_iri(number: str) -> str:
    return ID + "section/" + number


def instance_iri(name: str) -> str:
    return ID + "instance/" + _q(name.lower())


def claim_iri(claim_id: str) -> str:
    return ID + "claim/" + quote(claim_id, safe="/@~")


def node_iri(kind: str, doc_key: str, n: int | str) -> str:
    """Per-document nodes (mentions, register entries, figures, counts, source checks)."""
    return f"{ID}{kind}/{doc_key}/{n}"


def work_key_from_iri(iri: str) -> str:
    """`2608.14376` for a paper, the normalised name for another work."""
    from urllib.parse import unquote

    if iri.startswith(ID + "arxiv/"):
        return iri[len(ID + "arxiv/") :]
    if iri.startswith(ID + "work/"):
        return unquote(iri[len(ID + "work/") :])
    return iri
