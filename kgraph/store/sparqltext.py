"""SPARQL text as the engine reads it: a lexer, and the checks every query passes before any
parser sees it (size, depth, operators, refused keywords, the dataset an update names).

Kept in the store floor because every store (the embedded one and remote ones) applies them;
`kgraph.query.sparql` runs queries within limits on top of them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from pyoxigraph import NamedNode

from kgraph import vocab as V
from kgraph.errors import QueryError

MAX_QUERY_CHARS = 256 * 1024  # characters of a query
MAX_UPDATE_CHARS = 64 << 20  # characters of an update (only with allow_update)
MAX_DEPTH = 100  # brackets ( [ { nested, unary operators included
MAX_OPERATORS = 4000  # operators in one query (Oxigraph recurses on operator chains)
MAX_SEQUENCE = 1000  # MINUS, FILTER, BIND, ..., triples in one query (see `check_sequences`)
KGRAPH_IRI = "https://w3id.org/kgraph/"
BASE_IRI = V.ID  # relative IRIs in a query resolve against this
QUERY_FORMS = ("SELECT", "ASK", "CONSTRUCT", "DESCRIBE")
UPDATE_KEYWORDS = {"insert", "delete", "drop", "clear", "create", "add", "move", "copy", "load", "with"}


class QueryRefused(QueryError):
    """A query kgraph will not run (an update on a read-only store, SERVICE, LOAD, ...)."""


class QueryTooComplex(QueryRefused):
    """A query over the size, depth or operator bound."""


# ---------------------------------------------------------------- lexing
# The terminals of the SPARQL 1.1 grammar (section 19.8) as Oxigraph reads them: WS is exactly
# space, tab, CR and LF; a comment runs from `#` to the first CR or LF; IRIs and strings may hold
# UCHAR escapes (\u0041), strings ECHAR ones (\t), local names PN_LOCAL_ESC ones (\#).

_WS = " \t\r\n"
_UCHAR = r"\\u[0-9A-Fa-f]{4}|\\U[0-9A-Fa-f]{8}"
_ECHAR = r"\\[tbnrf\\\"']"
_IRI = re.compile(r'<(?:[^<>"{}|^`\\\x00-\x20]|' + _UCHAR + r")*>")
_STRINGS = {
    "'''": re.compile(r"'''(?:(?:'|'')?(?:[^'\\]|" + _ECHAR + "|" + _UCHAR + r"))*'''"),
    '"""': re.compile(r'"""(?:(?:"|"")?(?:[^"\\]|' + _ECHAR + "|" + _UCHAR + r'))*"""'),
    "'": re.compile(r"'(?:[^'\\\n\r]|" + _ECHAR + "|" + _UCHAR + r")*'"),
    '"': re.compile(r'"(?:[^"\\\n\r]|' + _ECHAR + "|" + _UCHAR + r')*"'),
}
_PN_CHARS_BASE = (
    "A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02ff\u0370-\u037d\u037f-\u1fff\u200c-\u200d"
    "\u2070-\u218f\u2c00-\u2fef\u3001-\ud7ff\uf900-\ufdcf\ufdf0-\ufffd\U00010000-\U000effff"
)
_PN_CHARS_U = _PN_CHARS_BASE + "_"
_PN_CHARS = _PN_CHARS_U + r"\-0-9\u00b7\u0300-\u036f\u203f-\u2040"
_VAR = re.compile(f"[?$][{_PN_CHARS_U}0-9][{_PN_CHARS_U}0-9\u00b7\u0300-\u036f\u203f-\u2040]*")
_LANG = re.compile(r"@[a-zA-Z]+(?:-[a-zA-Z0-9]+)*")
_PLX = r"%[0-9A-Fa-f]{2}|\\[_~.\-!$&'()*+,;=/?#@%]"
_PN_PREFIX = f"[{_PN_CHARS_BASE}](?:[{_PN_CHARS}.]*[{_PN_CHARS}])?"
_PN_LOCAL = f"(?:[{_PN_CHARS_U}:0-9]|{_PLX})(?:(?:[{_PN_CHARS}.:]|{_PLX})*(?:[{_PN_CHARS}:]|{_PLX}))?"
_NAME = re.compile(f"(?:{_PN_PREFIX})?:(?:{_PN_LOCAL})?|_:[{_PN_CHARS_U}0-9](?:[{_PN_CHARS}.]*[{_PN_CHARS}])?")
_NUMBER = re.compile(r"[0-9]+\.[0-9]*[eE][+-]?[0-9]+|\.?[0-9]+[eE][+-]?[0-9]+|[0-9]*\.[0-9]+|[0-9]+")
_KEYWORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")  # keywords, `a`, true/false, function names
_UESCAPE = re.compile(r"\\u([0-9A-Fa-f]{4})|\\U([0-9A-Fa-f]{8})")
_PUNCT2 = ("!=", "<=", ">=", "&&", "||", "^^")


@dataclass
class Token:
    kind: str  # word, iri, var, string, lang, punct, number
    text: str
    pos: int = 0


def tokens(text: str) -> list[Token]:
    """The tokens of a SPARQL text by the grammar's terminals (whitespace and comments dropped;
    strings, IRIs and names kept whole). A string that is not closed is a QueryError; a
    character that starts no terminal is a one-character `punct` token."""
    out: list[Token] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch in _WS:
            i += 1
            continue
        if ch == "#":  # to the first CR or LF, as the grammar and Oxigraph end a comment
            while i < n and text[i] not in "\r\n":
                i += 1
            continue
        kind, end = _terminal(text, i, ch)
        out.append(Token(kind, text[i:end], i))
        i = end
    return out


def _terminal(text: str, i: int, ch: str) -> tuple[str, int]:
    """The kind and end of the longest terminal that starts at i."""
    if ch in "\"'":
        quote = ch * 3 if text.startswith(ch * 3, i) else ch
        found = _STRINGS[quote].match(text, i)
        if found is None:
            line = quote == ch and text.find("\n" if "\n" in text[i:] else "\r", i) >= 0
            raise QueryError("malformed query: a string is not closed" + (" on its line" if line else ""))
        return "string", found.end()
    if ch == "<" and (found := _IRI.match(text, i)):
        return "iri", found.end()
    if ch in "?$" and (found := _VAR.match(text, i)):
        return "var", found.end()
    if ch == "@" and (found := _LANG.match(text, i)):
        return "lang", found.end()
    if ch.isascii() and (ch.isdigit() or (ch == "." and text[i + 1 : i + 2].isdigit())):
        return "number", _NUMBER.match(text, i).end()  # type: ignore[union-attr]
    name, word = _NAME.match(text, i), _KEYWORD.match(text, i)
    if name or word:
        return "word", max(name.end() if name else 0, word.end() if word else 0)
    return "punct", i + (2 if text[i : i + 2] in _PUNCT2 else 1)


# ---------------------------------------------------------------- checking


@dataclass
class QueryInfo:
    form: str  # SELECT, ASK, CONSTRUCT, DESCRIBE or UPDATE
    prefixes: dict[str, str] = field(default_factory=dict)

    @property
    def is_update(self) -> bool:
        return self.form == "UPDATE"


def check_query(text: str, allow_update: bool = False, restrict_dataset: bool = False) -> QueryInfo:
    """What kind of query `text` is; raises `QueryRefused` for what kgraph will not run.

    `restrict_dataset` limits FROM/FROM NAMED/USING to kgraph's own graphs (for a remote store,
    which might dereference other IRIs)."""
    if not text.strip():
        raise QueryError("malformed query: the query is empty")
    bound = MAX_UPDATE_CHARS if allow_update else MAX_QUERY_CHARS
    if len(text) > bound:
        raise QueryTooComplex(f"query refused: {len(text)} characters, over the limit of {bound}")
    info = _check(text, allow_update, restrict_dataset)
    decoded = _UESCAPE.sub(lambda m: chr(int(m.group(1) or m.group(2), 16)), text)
    if decoded != text:
        try:
            _check(decoded, allow_update, restrict_dataset)
        except QueryRefused:
            raise
        except QueryError:
            pass  # decoding can unbalance quotes; the text as written was lexed above
    return info


_OPENERS = {"(": ")", "[": "]", "{": "}"}
_CLOSERS = set(_OPENERS.values())
_OPERATORS = set("!&|=<>+-*/^")
_UNARY = set("!-+")


def check_shape(toks: list[Token]) -> None:
    """Refuse nesting deeper than `MAX_DEPTH` or more than `MAX_OPERATORS` operators."""
    depth = unary = operators = 0
    for tok in toks:
        if tok.kind != "punct":
            unary = 0
            continue
        ch = tok.text
        if ch in _OPENERS:
            depth += 1
        elif ch in _CLOSERS:
            depth = max(0, depth - 1)
        if ch[0] in _OPERATORS:
            operators += 1
            if operators > MAX_OPERATORS:
                raise QueryTooComplex(f"query refused: more than {MAX_OPERATORS} operators")
        unary = unary + 1 if ch in _UNARY else 0
        if depth + unary > MAX_DEPTH:
            raise QueryTooComplex(f"query refused: nested deeper than {MAX_DEPTH} levels (at offset {tok.pos})")


# Oxigraph's parser and planner recurse once per element of these sequences, however flat:
# ~3,000 MINUS, BIND or VALUES in a row overflow an 8 MB thread stack (measured), ~20,000 the
# 64 MB of a query worker's.
SEQUENCE_ELEMENTS = {
    "minus": "MINUS",
    "filter": "FILTER",
    "bind": "BIND",
    "values": "VALUES",
    "optional": "OPTIONAL",
    "union": "UNION",
    "graph": "GRAPH",
    "service": "SERVICE",
    "{": "group { }",
    ",": "object list ,",
    ";": "predicate list ;",
    ".": "triple .",
}


def check_sequences(toks: list[Token]) -> None:
    """Refuse more than `MAX_SEQUENCE` of any one element of a sequence Oxigraph recurses on
    (MINUS, FILTER, BIND, VALUES, OPTIONAL, UNION, groups, objects, predicates, triples),
    counted over the whole text except the data blocks of INSERT DATA / DELETE DATA, which
    Oxigraph reads in a loop."""
    counts: dict[str, int] = {}
    data_depth = depth = 0
    for k, tok in enumerate(toks):
        if tok.kind == "punct" and tok.text in "{}":
            if tok.text == "{":
                depth += 1
                if not data_depth and k >= 1 and _is_word(toks[k - 1], "data"):
                    data_depth = depth
            else:
                if depth == data_depth:
                    data_depth = 0
                depth = max(0, depth - 1)
        if data_depth:
            continue
        key = tok.text.lower() if tok.kind == "word" else tok.text if tok.kind == "punct" else ""
        if key not in SEQUENCE_ELEMENTS:
            continue
        counts[key] = counts.get(key, 0) + 1
        if counts[key] > MAX_SEQUENCE:
            raise QueryTooComplex(
                f"query refused: more than {MAX_SEQUENCE} {SEQUENCE_ELEMENTS[key]} (at offset {tok.pos})"
            )


def _check(text: str, allow_update: bool, restrict_dataset: bool) -> QueryInfo:
    toks = tokens(text)
    check_shape(toks)
    check_sequences(toks)
    prefixes = dict(V.PREFIXES)
    form = None
    braces = 0
    operation_start = True  # where an update operation (LOAD, INSERT, ...) may begin
    for k, tok in enumerate(toks):
        if tok.kind == "punct":
            if tok.text == "{":
                braces += 1
            elif tok.text == "}":
                braces = max(0, braces - 1)
            elif tok.text == ";" and braces == 0:
                operation_start = True
                continue
            operation_start = False
            continue
        if tok.kind != "word":
            if tok.kind == "iri" and k >= 1 and (_is_word(toks[k - 1], "base") or _in_prologue_decl(toks, k - 1)):
                continue  # the end of a prologue declaration: an operation may still begin
            operation_start = False
            continue
        low = tok.text.lower()
        nxt = toks[k + 1] if k + 1 < len(toks) else None
        if low.startswith("service") and (":" not in low or (nxt is not None and nxt.text == "{")):
            raise QueryRefused("SERVICE is refused: kgraph never lets a query call another server")
        if low == "define":
            raise QueryRefused("DEFINE pragmas are refused (they are not SPARQL; a Virtuoso store would obey them)")
        if low == "prefix" and k + 2 < len(toks) and toks[k + 2].kind == "iri":
            prefixes[toks[k + 1].text.rstrip(":")] = toks[k + 2].text[1:-1]
        if restrict_dataset:
            if low in ("from", "using"):
                _check_dataset_iri(toks, k, prefixes)
            elif low.startswith(("from", "using")) and ":" in low and braces == 0:
                raise QueryRefused(f"{tok.text!r}: write FROM <iri> with a space (refused as ambiguous)")
        in_prologue = low in ("prefix", "base") or _in_prologue_decl(toks, k)
        if operation_start and not in_prologue and low.startswith("load"):
            raise QueryRefused("LOAD is refused: kgraph never lets a query read from the network")
        if form is None and not in_prologue:
            form = low.upper() if low.upper() in QUERY_FORMS else "UPDATE"
            if form == "UPDATE" and low not in UPDATE_KEYWORDS:
                raise QueryError(_unexpected(text, tok))
        if not in_prologue:
            operation_start = False
    if form is None:
        raise QueryError("malformed query: no SELECT, ASK, CONSTRUCT or DESCRIBE")
    if form == "UPDATE" and not allow_update:
        raise QueryRefused("updates are refused: the store is read-only here (SELECT, ASK, CONSTRUCT, DESCRIBE only)")
    return QueryInfo(form, prefixes)


def _unexpected(text: str, tok: Token) -> str:
    """A syntax error at a word that starts neither a query nor an update, with its position."""
    line = text.count("\n", 0, tok.pos) + 1
    column = tok.pos - (text.rfind("\n", 0, tok.pos) + 1) + 1
    return (
        f"query syntax error at line {line}, column {column}: unexpected {tok.text[:30]!r} "
        "(a query starts with SELECT, ASK, CONSTRUCT or DESCRIBE)"
    )


def _is_word(tok: Token, word: str) -> bool:
    return tok.kind == "word" and tok.text.lower() == word


def _in_prologue_decl(toks: list[Token], k: int) -> bool:
    """Whether word k is the prefix name of a `PREFIX p: <iri>` declaration."""
    return k >= 1 and _is_word(toks[k - 1], "prefix")


def _check_dataset_iri(toks: list[Token], k: int, prefixes: dict[str, str]) -> None:
    j = k + 1
    if j < len(toks) and toks[j].kind == "word" and toks[j].text.lower() == "named":
        j += 1
    target = toks[j] if j < len(toks) else None
    keyword = " ".join(t.text.upper() for t in toks[k:j])
    if target is None:
        raise QueryError(f"malformed query: {keyword} without a graph IRI")
    if target.kind == "iri":
        iri = target.text[1:-1]
    elif target.kind == "word" and ":" in target.text:
        prefix, local = target.text.split(":", 1)
        if prefix not in prefixes:
            raise QueryRefused(f"{keyword} {target.text}: unknown prefix {prefix!r}")
        iri = prefixes[prefix] + local
    else:
        raise QueryRefused(f"{keyword} needs a kgraph graph IRI")
    if not iri.startswith(KGRAPH_IRI):
        raise QueryRefused(f"{keyword} <{iri}> is refused: only kgraph's own graphs ({KGRAPH_IRI}...) may be named")


# ---------------------------------------------------------------- the dataset of an update


def with_update_dataset(text: str, using: Sequence[str], using_named: Sequence[str]) -> str:
    """An update with the Protocol's using-graph-uri / using-named-graph-uri written into it
    (SPARQL 1.1 Protocol 2.2.3): `USING <g>` / `USING NAMED <g>` before the WHERE of every
    DELETE/INSERT operation (keyed on tokens at brace depth 0), and `DELETE WHERE { P }` written
    out as `DELETE { P } USING ... WHERE { P }`, the form it is shorthand for. Operations
    without a WHERE (INSERT DATA, CLEAR, ...) read no dataset and are left as they are.

    QueryError when a parameter is not an absolute IRI, or when the update already has USING,
    USING NAMED or WITH (the Protocol calls that an error)."""
    if not using and not using_named:
        return text
    for iri in (*using, *using_named):
        if not re.fullmatch(r"[^<>\"{}|^`\\\x00-\x20\x7f]+", iri):
            raise QueryError(f"using-graph-uri / using-named-graph-uri {iri[:80]!r} is not an IRI")
        try:
            NamedNode(iri)
        except ValueError as exc:
            raise QueryError(f"using-graph-uri / using-named-graph-uri {iri[:80]!r} is not an IRI ({exc})") from None
    clause = " ".join([f"USING <{g}>" for g in using] + [f"USING NAMED <{g}>" for g in using_named])
    toks = tokens(text)
    decoded = _UESCAPE.sub(lambda m: chr(int(m.group(1) or m.group(2), 16)), text)
    if decoded != text:
        try:
            same = _dataset_keywords(tokens(decoded)) == _dataset_keywords(toks)
        except QueryError:
            same = False
        if not same:
            raise QueryError("with using-graph-uri, write WHERE, USING and WITH without \\u escapes")
    inserts: list[tuple[int, str]] = []
    depth = 0
    for k, tok in enumerate(toks):
        if tok.kind == "punct" and tok.text in "{}":
            depth = depth + 1 if tok.text == "{" else max(0, depth - 1)
            continue
        if depth or tok.kind != "word":
            continue
        low = tok.text.lower()
        if low in ("using", "with"):
            raise QueryError(
                f"the update has {tok.text.upper()} and using-graph-uri / using-named-graph-uri is given: "
                "name the dataset in one place only (SPARQL 1.1 Protocol 2.2.3)"
            )
        if low != "where":
            continue
        if k >= 1 and _is_word(toks[k - 1], "delete"):  # DELETE WHERE { P }: DELETE { P } USING ... WHERE { P }
            end = _closing_brace(toks, k + 1)
            if end is None:
                raise QueryError("malformed update: DELETE WHERE without a { ... } pattern")
            pattern = text[toks[k + 1].pos : toks[end].pos + 1]
            inserts.append((tok.pos, f"{pattern} {clause} "))
        else:
            inserts.append((tok.pos, f"{clause} "))
    for pos, added in reversed(inserts):
        text = text[:pos] + added + text[pos:]
    return text


def update_syntax_error(text: str) -> str | None:
    """The syntax error of a (checked) update in its own text, found by parsing it over an empty
    in-memory store (nothing is read or written); None if it parses. For an update whose
    rewritten text (`with_update_dataset`) failed, so that the position is the user's."""
    from pyoxigraph import Store

    from kgraph.store.workers import on_big_stack

    try:  # checked text (no SERVICE, LOAD, nothing over the bounds), on a worker-sized stack
        on_big_stack(lambda: Store().update(text, prefixes=V.PREFIXES, base_iri=BASE_IRI))
    except SyntaxError as exc:
        return syntax_message(str(exc), text).replace("query syntax", "update syntax")
    except (ValueError, RuntimeError, OSError):
        return None
    return None


def _dataset_keywords(toks: list[Token]) -> list[str]:
    """The WHERE, USING and WITH words at brace depth 0, in order."""
    found, depth = [], 0
    for tok in toks:
        if tok.kind == "punct" and tok.text in "{}":
            depth = depth + 1 if tok.text == "{" else max(0, depth - 1)
        elif not depth and tok.kind == "word" and tok.text.lower() in ("where", "using", "with"):
            found.append(tok.text.lower())
    return found


def _closing_brace(toks: list[Token], k: int) -> int | None:
    """The index of the `}` that closes the `{` at token k (None if k is not a `{` or it is not closed)."""
    if k >= len(toks) or toks[k].kind != "punct" or toks[k].text != "{":
        return None
    depth = 0
    for j in range(k, len(toks)):
        if toks[j].kind == "punct" and toks[j].text in "{}":
            depth += 1 if toks[j].text == "{" else -1
            if depth == 0:
                return j
    return None


ERROR_POSITION = re.compile(r"error at (\d+):(\d+)")


def syntax_message(message: str, text: str) -> str:
    """The engine's syntax error as one line whose position is in the user's own text."""
    found = ERROR_POSITION.search(message)
    if not found:
        return f"query syntax error: {message.strip().splitlines()[0] if message.strip() else 'unreadable query'}"
    line, column = int(found.group(1)), int(found.group(2))
    lines = text.splitlines() or [""]
    source = lines[line - 1] if 0 < line <= len(lines) else ""
    near = source[max(0, column - 1) :].strip()[:30]
    what = "unknown prefix" if "Prefix not found" in message else "unexpected " + (repr(near) if near else "end")
    return f"query syntax error at line {line}, column {column}: {what}"


def where_group_end(text: str) -> int | None:
    """The offset of the `}` that closes a query's WHERE group (None when there is none): after
    the WHERE keyword at the top level, else the first top-level `{` (SELECT and ASK may omit
    WHERE; a CONSTRUCT's template comes before its WHERE)."""
    toks = tokens(text)
    depth = 0
    start = None
    for k, tok in enumerate(toks):
        if tok.kind == "punct" and tok.text in "{}":
            if tok.text == "{" and depth == 0 and start is None:
                start = k
            depth += 1 if tok.text == "{" else -1
        elif depth == 0 and _is_word(tok, "where"):
            after = next((j for j in range(k + 1, len(toks)) if toks[j].kind == "punct"), None)
            if after is not None and toks[after].text == "{":
                start = after
                break
        elif depth == 0 and _is_word(tok, "construct") and start is None:
            start = -1  # the first group is the template: wait for WHERE
    if start is None or start < 0:
        return None
    end = _closing_brace(toks, start)
    return None if end is None else toks[end].pos
