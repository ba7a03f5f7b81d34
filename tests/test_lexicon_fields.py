"""The lexicon is the one source of field labels: assemble names fields by the lexicon's
canonical labels only, so a label added to lexicon.toml (or a user's lexicon) is read as its
field everywhere, and no English (or other) label phrase is repeated in the code."""

from __future__ import annotations

import re
from pathlib import Path

from kgraph.extract import assemble
from kgraph.extract.lexicon import Lexicon, default

SOURCE = Path(assemble.__file__).read_text(encoding="utf-8")


def test_no_label_phrase_of_the_lexicon_is_repeated_in_assemble():
    lex = default()
    # the code's own names (fields, parts, columns) are not label phrases, even when spelt alike
    own = {v.lower() for v in assemble.FIELD_OF_LABEL.values()}
    own |= {k.lower() for t in ("parts", "columns", "counts") for k in lex.tables.get(t, {})}
    own |= {"baseline", "caveat"}  # a mention's role, a claim's kind
    repeated = []
    for canonical, phrases in lex.tables["fields"].items():
        for phrase in phrases:
            if phrase == canonical or not re.search(r"[A-Za-z]{3}", phrase) or phrase.lower() in own:
                continue
            if re.search(rf"[\"']{re.escape(phrase.lower())}[\"']", SOURCE.lower()):
                repeated.append(phrase)
    assert repeated == []


def test_every_label_phrase_names_its_field():
    lex = default()
    for canonical in assemble.FIELD_OF_LABEL:
        for phrase in lex.tables["fields"][canonical]:
            assert assemble.field_of(phrase, lex) == assemble.FIELD_OF_LABEL[canonical], phrase


def test_a_label_added_to_the_lexicon_is_read_as_its_field(tmp_path):
    user = tmp_path / "lexicon.toml"
    user.write_text('[fields]\n"来源" = ["Herkunft"]\n"要点" = ["Kernpunkte"]\n', encoding="utf-8")
    lex = Lexicon.load(user)
    assert assemble.field_of("Herkunft", lex) == "sources"
    assert assemble.field_of("Kernpunkte", lex) == "points"
    assert assemble.field_of("Herkunft", default()) is None
