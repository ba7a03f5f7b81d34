"""Records written as runs of `key: value` lines (a log, a YAML-like dump, an INI section) in a
plain text: each run that names a work is that work's item with its fields, each run opened
by a register word (`verify: 1`) a register entry, in the canonical layout the readers read.

    record: 1                      ## Items
    work: PatchMerge-V             - PatchMerge-V (arXiv:2612.20317)
    arxiv: 2612.20317       →        - status: new
    status: new                      - section: 1.1 (Vision Encoders)
    section: 1.1 (Vision …)

Keys in snake_case are read as words (`anchored_on` is `anchored on`). Every line keeps the
file's line it came from; a line whose text moved into the item's line is joined to it.
"""

from __future__ import annotations

import re

from kgraph import patterns as P

_FIELD = re.compile(r"^([A-Za-z\u4e00-\u9fff][\w.\-/]{0,30}(?: [\w.\-/]{1,20}){0,2})\s*[:：]\s*(.*)$")
_RULE = re.compile(r"^\s*(?:-{3,}|={3,}|\*{3,}|~{3,})\s*$")
NAME_KEYS = frozenset({"work", "title", "name", "paper", "item", "名称", "工作", "论文", "条目", "标题"})
ID_KEYS = frozenset({"arxiv", "arxiv id", "id", "arxiv 编号", "编号"})
COUNTER_KEYS = frozenset({"record", "entry", "no", "number", "#", "序号"})
REGISTER_KEYS = frozenset({"verify", "to verify", "concern", "question", "check", "doubt", "待核实", "核实", "疑点"})
MIN_FIELDS = 3


def key_of(label: str) -> str:
    return " ".join(label.replace("_", " ").split()).lower()


def records(lines: list[str], source: list[int]) -> tuple[list[str], list[int], dict[int, int]]:
    """The lines with every record run rewritten (see the module), their source lines, and the
    view lines (1-based) whose text moved to another."""
    out: list[str] = []
    src: list[int] = []
    joined: dict[int, int] = {}
    part = "none"  # what the last heading opened: none, another part, works, register
    i = 0
    while i < len(lines):
        j = i
        while j < len(lines) and not lines[j][:1].isspace() and _FIELD.match(lines[j]):
            j += 1
        fields = [(k, _FIELD.match(lines[k])) for k in range(i, j)]
        # a run of its own, after a blank line or a rule (not the fields of the line above it)
        alone = i == 0 or not lines[i - 1].strip() or bool(_RULE.match(lines[i - 1]))
        pairs = [(key_of(m.group(1)), m.group(2).strip()) for _, m in fields]
        kind = _kind(pairs) if alone and j - i >= MIN_FIELDS else None
        if kind is None:
            line = lines[i]
            if line.startswith("##"):  # (a `#` title opens no part)
                part = "other"
            if (m := _FIELD.match(line)) and "_" in m.group(1) and not line[:1].isspace():
                line = f"{key_of(m.group(1))}: {m.group(2)}"  # `declared_increments: 3`
            # a rule under a field is a record's end, not the underline of a heading
            out.append("" if _RULE.match(line) and i and _FIELD.match(lines[i - 1]) else line)
            src.append(source[i])
            i += 1
            continue
        if kind == "register":
            key, value = key_of(fields[0][1].group(1)), fields[0][1].group(2).strip()
            out += ["## To verify", f"### {key.capitalize()} {value}" if value.isdigit() else f"### {key.capitalize()}"]
            src += [source[i], source[i]]
            if value and not value.isdigit():
                out.append(f"- claim: {value}")
                src.append(source[i])
            for k, m in fields[1:]:
                out.append(f"- {key_of(m.group(1))}: {m.group(2).strip()}")
                src.append(source[k])
            part = "register"
        else:
            if part in ("none", "register"):
                out.append("## Items")
                src.append(source[i])
                part = "works"
            values = {key_of(m.group(1)): (k, m.group(2).strip()) for k, m in reversed(fields)}
            name = next((values[k] for k in values if k in NAME_KEYS), None)
            arxiv = next((values[k] for k in values if k in ID_KEYS and P.find_arxiv(values[k][1])), None)
            head = " ".join(
                ([name[1]] if name else []) + ([f"(arXiv:{P.find_arxiv(arxiv[1])[0][0]})"] if arxiv else [])
            )
            out.append(f"- {head}")
            src.append(source[(name or arxiv)[0]])  # type: ignore[index]
            at = len(out)
            for k, m in fields:
                key = key_of(m.group(1))
                if (name and k == name[0]) or (arxiv and k == arxiv[0]) or key in COUNTER_KEYS:
                    joined[len(out) + 1] = at
                    out.append("")
                else:
                    out.append(f"  - {key}: {m.group(2).strip()}")
                src.append(source[k])
        i = j
    return out, src, joined


def _kind(fields: list[tuple[str, str]]) -> str | None:
    """`work` for a run that names one work, `register` for one a register word opens."""
    keys = [k for k, _ in fields]
    if P.find_arxiv(fields[0][1]) and keys[0] not in ID_KEYS:
        return None  # `增量 1：CoRun（arXiv:…）` and its fields: an item's line, already
    if keys[0] in REGISTER_KEYS:
        return "register"
    if any(k in NAME_KEYS and v for k, v in fields):
        return "work"
    ids = [v for k, v in fields if k in ID_KEYS]
    return "work" if len(ids) == 1 and len(P.find_arxiv(ids[0])) == 1 else None
