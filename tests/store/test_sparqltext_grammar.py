"""kgraph's lexer sees what Oxigraph sees.

Property: take a query, put random whitespace (space, tab, CR, LF), comments (ending at CR, LF
or CRLF, holding keywords, quotes, braces and escapes) and escapes (UCHAR in strings and IRIs,
ECHAR in strings, PN_LOCAL_ESC in names) into it; then the query as written and kgraph's tokens
joined by single spaces must mean the same to Oxigraph (both refused, or both the same answer).
A lexer that drops text Oxigraph reads (a comment that it ends too late), or that splits or
merges a token differently, changes the meaning of the joined text.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pyoxigraph import Literal, NamedNode, Quad, Store

from kgraph.errors import QueryError
from kgraph.store import sparqltext as T

EX = "http://example.org/"
BASE_QUERIES = [
    f'PREFIX ex: <{EX}> SELECT ?s ?o WHERE {{ ?s ex:p ?o . FILTER(?o != "b\\"c") }} ORDER BY ?s ?o',
    f'ASK {{ <{EX}a> <{EX}p> "x y"@en }}',
    f"PREFIX ex: <{EX}> SELECT (COUNT(*) AS ?n) WHERE {{ ?s ?p ?o MINUS {{ ?s ex:p 'b' }} }}",
    "SELECT ?s WHERE { ?s ?p ?o FILTER(REGEX(STR(?o), '''^x.*''')) } ORDER BY ?s",
    f"PREFIX ex: <{EX}> SELECT ?o WHERE {{ ex:a\\#x ex:p ?o }}",
    f"PREFIX ex: <{EX}> SELECT $o (1.5e0 + .5 AS ?n) WHERE {{ ?s a ex:C ; ex:p $o FILTER(?o < 'c') }} ORDER BY $o",
    f'SELECT ?s WHERE {{ ?s ?p ?o FILTER(?o IN (\'a\', """b""", \'x y\'@en)) FILTER(?s != <{EX}z>) }} ORDER BY ?s',
    "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o FILTER(!BOUND(?x) && 2<3 && 4>3) }",
]
COMMENT_TEXT = st.lists(
    st.sampled_from(list("abc {}()<>\"'\\#.;,?$:@*\t") + ["FILTER(false)", "LIMIT 0", "\\u000a", "\\"]), max_size=8
).map("".join)


def fixture_store() -> Store:
    store = Store()
    p = NamedNode(EX + "p")
    for s, o in [("a", "a"), ("a", "b"), ("b", 'b"c'), ("c", "xyz"), ("a#x", "hash")]:
        store.add(Quad(NamedNode(EX + s), p, Literal(o)))
    store.add(Quad(NamedNode(EX + "a"), p, Literal("x y", language="en")))
    store.add(
        Quad(NamedNode(EX + "a"), NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type"), NamedNode(EX + "C"))
    )
    return store


STORE = fixture_store()


def meaning(text: str) -> object:
    """What Oxigraph makes of a query: its answer, or 'refused'."""
    try:
        found = STORE.query(text, base_iri=EX)
    except SyntaxError:
        return "refused"
    if isinstance(found, bool) or not hasattr(found, "__iter__"):
        return bool(found)
    return [tuple(str(v) for v in row) for row in found]


def separator() -> st.SearchStrategy[str]:
    whitespace = st.text(alphabet=st.sampled_from(" \t\r\n"), min_size=1, max_size=3)
    comment = st.tuples(whitespace, COMMENT_TEXT, st.sampled_from(["\r", "\n", "\r\n"])).map(
        lambda t: t[0] + "#" + t[1] + t[2]
    )
    return st.lists(st.one_of(whitespace, comment), min_size=1, max_size=3).map("".join)


def escaped(token: T.Token, choices: list[int]) -> str:
    """The token with some characters written as escapes the grammar allows there."""
    text = token.text
    if token.kind in ("string", "iri") and len(text) > 2:
        quote = 3 if text[:3] in ('"""', "'''") else 1
        inner = text[quote:-quote]
        out, i = [], 0
        while i < len(inner):
            ch = inner[i]
            if ch == "\\":  # an escape already: keep it whole
                out.append(inner[i : i + 2])
                i += 2
                continue
            pick = choices[i % len(choices)] if choices else 0
            if pick == 1:
                out.append(f"\\u{ord(ch):04X}")
            elif pick == 2 and ord(ch) <= 0xFFFF:
                out.append(f"\\U{ord(ch):08X}")
            elif pick == 3 and token.kind == "string" and ch in "\"'":
                out.append("\\" + ch)
            else:
                out.append(ch)
            i += 1
        return text[:quote] + "".join(out) + text[-quote:]
    return text


@st.composite
def written(draw: st.DrawFn) -> str:
    base = draw(st.sampled_from(BASE_QUERIES))
    toks = T.tokens(base)
    parts = [draw(separator()) if draw(st.booleans()) else ""]
    for k, tok in enumerate(toks):
        parts.append(escaped(tok, draw(st.lists(st.integers(0, 3), max_size=4))))
        if k + 1 < len(toks):
            parts.append(draw(separator()))
    parts.append(draw(separator()) if draw(st.booleans()) else "")
    return "".join(parts)


def joined(text: str) -> str:
    return " ".join(t.text for t in T.tokens(text))


def test_the_base_queries_mean_something():
    for query in BASE_QUERIES:
        assert meaning(query) not in ("refused", [], False), query
        assert meaning(joined(query)) == meaning(query), query


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(written())
def test_kgraph_tokens_mean_what_oxigraph_reads(text):
    try:
        view = joined(text)
    except QueryError:
        assert meaning(text) == "refused", repr(text)  # kgraph refuses only what Oxigraph refuses too
        return
    assert meaning(view) == meaning(text), repr(text)


@pytest.mark.parametrize(
    "hidden",
    [
        "DELETE {?s ?p ?o} WHERE { # c\r FILTER(" + "(" * 150 + "1" + ")" * 150 + ") }",
        "# c\rLOAD <http://127.0.0.1:9/x.ttl> ;",
        "DELETE {?s ?p ?o} WHERE { # c\r SERVICE <http://127.0.0.1:9/> { ?s ?p ?o } }",
        "SELECT * WHERE { # c\r SERVICE <http://127.0.0.1:9/> { ?s ?p ?o } }",
        "SELECT * WHERE { # c\r\n\tSERVICE <http://127.0.0.1:9/> { ?s ?p ?o } }",
        "SELECT * WHERE { ?s ?p <x\\u0041#> . SERVICE <http://127.0.0.1:9/> { ?s ?p ?o } }",
    ],
)
def test_a_comment_ended_by_cr_hides_nothing(hidden):
    """Before: kgraph ended a comment at LF only; after `# c\\r` every check saw nothing."""
    with pytest.raises(T.QueryRefused):
        T.check_query(hidden, allow_update=True)


def test_carriage_return_ends_a_comment_in_the_token_view():
    assert [t.text for t in T.tokens("ASK { # c\rFILTER(false) }")] == ["ASK", "{", "FILTER", "(", "false", ")", "}"]
    assert meaning("ASK { # c\rFILTER(false) }") is False


SEQUENCES = {
    "MINUS": ("SELECT * WHERE { ?a ?b ?c ", "MINUS { ?a ?b ?c } ", "}"),
    "FILTER": ("SELECT * WHERE { ?a ?b ?c ", "FILTER(?a) ", "}"),
    "BIND": ("SELECT * WHERE { ?a ?b ?c ", "BIND(1 AS ?x{i}) ", "}"),
    "VALUES": ("SELECT * WHERE { ?a ?b ?c ", "VALUES ?v{i} { 1 } ", "}"),
    "UNION": ("SELECT * WHERE { { ?a ?b ?c } ", "UNION { ?a ?b ?c } ", "}"),
    "object list ,": ("SELECT * WHERE { ?a ?b ?c ", ", ?o", " }"),
    "predicate list ;": ("SELECT * WHERE { ?a ?b ?c ", "; ?p{i} ?o", " }"),
    "triple .": ("SELECT * WHERE { ", "?a{i} ?b ?c . ", "}"),
}


def sequence(kind: str, n: int) -> str:
    head, element, tail = SEQUENCES[kind]
    return head + "".join(element.replace("{i}", str(i)) for i in range(n)) + tail


@pytest.mark.parametrize("kind", sorted(SEQUENCES))
def test_a_long_flat_sequence_is_refused_before_any_parser(kind):
    """Before: MINUS{?a ?b ?c} x 12,000 (228 KB, depth 2) passed every check and crashed."""
    T.check_query(sequence(kind, T.MAX_SEQUENCE - 2), allow_update=False)
    with pytest.raises(T.QueryTooComplex, match=f"more than {T.MAX_SEQUENCE} "):
        T.check_query(sequence(kind, 12_000), allow_update=False)
    update = sequence(kind, 12_000).replace("SELECT * WHERE", "DELETE { ?s ?p ?o } WHERE", 1)
    with pytest.raises(T.QueryTooComplex):
        T.check_query(update, allow_update=True)


def test_the_data_of_insert_data_is_not_a_sequence():
    T.check_query("INSERT DATA { " + "<a> <b> <c> . " * 20_000 + "}", allow_update=True)
    with pytest.raises(T.QueryTooComplex):
        T.check_query(
            "INSERT DATA { <a> <b> <c> } ; " * 1_200 + "INSERT { ?s ?p ?o } WHERE { ?s ?p ?o }", allow_update=True
        )
