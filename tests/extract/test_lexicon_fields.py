"""The lexicon is the one source of field labels: segment rewrites every label phrase of
lexicon.toml (or of a user's lexicon) to its canonical label and assemble names fields by those
only, so a label added to the lexicon is read as its field, and no English (or other) label
phrase is repeated in the code."""

from __future__ import annotations

import re
from pathlib import Path

from kgraph.extract import assemble
from kgraph.extract.lexicon import Lexicon, default
from kgraph.extract.segment import canonical_lines

EXTRACT = Path(assemble.__file__).parent
# every reader (not formats/, which names the syntax of formats, pandoc's `Link`, nor lexicon.py,
# which names the keys of the config file, `instance`: neither is a label phrase)
SOURCE = "\n".join(
    f.read_text(encoding="utf-8")
    for f in sorted(EXTRACT.rglob("*.py"))
    if "formats" not in f.parts and f.name != "lexicon.py"
)


def test_no_label_phrase_of_the_lexicon_is_repeated_in_assemble():
    lex = default()
    # the code's own names (fields, parts, columns) are not label phrases, even when spelt alike
    own = {v.lower() for v in assemble.FIELD_OF_LABEL.values()}
    own |= {k.lower() for t in ("parts", "columns", "counts") for k in lex.tables.get(t, {})}
    own |= {"baseline", "card", "caveat", "note", "figure"}  # a mention's role, a claim's kind, a cell's kind
    repeated = []
    for canonical, phrases in lex.tables["fields"].items():
        for phrase in phrases:
            if phrase == canonical or not re.search(r"[A-Za-z]{3}", phrase) or phrase.lower() in own:
                continue
            if re.search(rf"[\"']{re.escape(phrase.lower())}[\"']", SOURCE.lower()):
                repeated.append(phrase)
    assert repeated == []


def field_read(line: str, lex: Lexicon) -> str | None:
    """The field a field line is read as: its label as segment canonicalises it, named by assemble."""
    text = canonical_lines(line, "brief", lex)[0].text
    fm = assemble.FIELD.match(text)
    return assemble.field_of(fm.group(1)) if fm else None


def test_every_label_phrase_names_its_field():
    lex = default()
    for canonical, field in assemble.FIELD_OF_LABEL.items():
        for phrase in lex.tables["fields"][canonical]:
            for line in (f"{phrase}: x", f"**{phrase}:** x", f"- {phrase} — x"):
                assert field_read(line, lex) == field, line


def test_a_label_added_to_the_lexicon_is_read_as_its_field(tmp_path):
    user = tmp_path / "lexicon.toml"
    user.write_text('[fields]\n"来源" = ["Herkunft"]\n"要点" = ["Kernpunkte"]\n', encoding="utf-8")
    lex = Lexicon.load(user)
    assert field_read("Herkunft: inbox/ana/x.md", lex) == "sources"
    assert field_read("Kernpunkte: 1.3×", lex) == "points"
    assert field_read("Herkunft: inbox/ana/x.md", default()) is None


def test_a_column_word_is_found_as_a_whole_word_or_its_plural():
    lex = default()
    assert lex.column("Note") is None  # `No` (a number column) is in `Note` but names nothing there
    assert lex.column("No.") == "number"
    assert lex.column("works") == "name" and lex.column("Anchored on") == "date"
    assert lex.column("建议归入章节") == "section"  # a Chinese phrase is found inside a longer header
