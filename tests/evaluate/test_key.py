"""The key file: TOML or YAML, strict, and its document paths kept inside its folder."""

from __future__ import annotations

import datetime as dt
import os
import tomllib

import pytest

from kgraph.evaluate import KeyFileError, evaluate, load_key

from .keys import SMALL, small_copy


def test_the_toml_key_loads_with_its_dates_and_works():
    key = load_key(SMALL / "key.toml")
    living, brief = key.documents
    assert living.kind == "living" and living.date == dt.date(2026, 10, 1)
    assert [w.id for w in brief.works] == ["2610.01111", "2610.02222"]
    assert brief.works[1].figures[0].value == 31 and key.faults[0].kind == "new-but-anchored"


def test_a_yaml_key_says_the_same_as_the_toml_key(tmp_path):
    yaml = pytest.importorskip("yaml")
    toml_key = small_copy(tmp_path)
    data = tomllib.loads(toml_key.read_text(encoding="utf-8"))
    yaml_key = toml_key.with_suffix(".yaml")
    yaml_key.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    assert load_key(yaml_key).documents == load_key(toml_key).documents
    a, b = evaluate(toml_key), evaluate(yaml_key)
    assert {n: t.to_dict() for n, t in a.fields.items()} == {n: t.to_dict() for n, t in b.fields.items()}


def problem(key) -> str:
    with pytest.raises(KeyFileError) as info:
        load_key(key)
    message = str(info.value)
    assert "\n" not in message and message.startswith(str(key) + ": "), message
    return message[len(str(key)) + 2 :]


def test_syntax_errors_are_one_line_naming_the_file(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('[[documents]]\npath = "a.md\n', encoding="utf-8")
    assert problem(bad).startswith("TOML syntax error: ")
    bad_yaml = tmp_path / "bad.yaml"
    bad_yaml.write_text("documents:\n  - path: [a.md\n", encoding="utf-8")
    assert problem(bad_yaml).startswith("line ") and "YAML syntax error" in problem(bad_yaml)
    listed = tmp_path / "list.yaml"
    listed.write_text("- a\n- b\n", encoding="utf-8")
    assert "mapping" in problem(listed)


def test_unknown_fields_and_bad_values_name_their_location(tmp_path):
    key = small_copy(tmp_path, ('  name = "PageMux"', '  name = "PageMux"\n  colour = "red"'))
    assert problem(key) == "documents.1.works.1.colour: unknown field"
    key = small_copy(tmp_path / "b", ('status = "anchored"', 'status = "anchord"'))
    assert problem(key).startswith("documents.0.works.0.status: Input should be ") and "'anchord'" in problem(key)
    key = small_copy(tmp_path / "c", ("date = 2026-10-01", 'date = "2026-10-01"'))
    assert problem(key).startswith("documents.0.date: ")  # strict: a date, not a string
    key = small_copy(
        tmp_path / "d", ('  id = "2610.01111"\n  name = "RingSpec"\n  status = "anchored"', '  status = "anchored"')
    )
    assert "a work needs an id or a name" in problem(key)
    empty = tmp_path / "empty.toml"
    empty.write_text("faults = []\n", encoding="utf-8")
    assert problem(empty) == "documents: Field required"


def test_document_paths_must_stay_inside_the_key_folder(tmp_path):
    outside = tmp_path / "outside.md"
    outside.write_text("# a note\n", encoding="utf-8")
    key = small_copy(tmp_path, ('path = "organized/knowledge/inference.md"', 'path = "../outside.md"'))
    assert "must not leave the key's folder" in problem(key)
    key.write_text(key.read_text(encoding="utf-8").replace('"../outside.md"', f'"{outside}"'), encoding="utf-8")
    assert "must be relative to the key's folder" in problem(key)
    os.symlink(outside, key.parent / "link.md")
    key.write_text(key.read_text(encoding="utf-8").replace(f'"{outside}"', '"link.md"'), encoding="utf-8")
    assert "symbolic link leads out" in problem(key)
    key.write_text(key.read_text(encoding="utf-8").replace('"link.md"', '"inbox/tom/nothing.md"'), encoding="utf-8")
    assert problem(key).endswith("'inbox/tom/nothing.md': no such file")


def test_a_link_inside_the_folder_is_allowed(tmp_path):
    key = small_copy(tmp_path)
    os.symlink(key.parent / "organized", key.parent / "living")
    key.write_text(
        key.read_text(encoding="utf-8").replace(
            '"organized/knowledge/inference.md"', '"living/knowledge/inference.md"'
        ),
        encoding="utf-8",
    )
    assert load_key(key).documents[0].path == "living/knowledge/inference.md"


def test_a_missing_key_file_and_a_document_listed_twice(tmp_path):
    assert problem(tmp_path / "nothing.toml") == "no such key file"
    key = small_copy(
        tmp_path, ('path = "organized/knowledge/inference.md"', 'path = "inbox/tom/2026-10-05-inference-brief.md"')
    )
    assert "listed twice" in problem(key)


def test_a_work_id_must_be_an_arxiv_id(tmp_path):
    key = small_copy(tmp_path, ('id = "2610.02222"', 'id = "2610.0222"'))
    assert "'2610.0222' is not an arXiv id" in problem(key)
    key = small_copy(tmp_path / "v", ('id = "2610.02222"', 'id = "arXiv:2610.02222v3"'))
    assert load_key(key).documents[1].works[1].id == "2610.02222"
