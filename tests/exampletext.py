"""Facts recomputed from the example files' text, independently of kgraph's extractor: which lines
name a source, the claim lines of the blocks that name it, and how many points those lines make."""

from __future__ import annotations

import re

from .conftest import EXAMPLES

SPARK = "inbox/spark/2026-09-02-llm-infra-e1prep.md"
JAY = "inbox/jay/2026-08-31-engineering-e1prep.md"
# where an increment's block of fields ends
BLOCK_END = re.compile(r"^(增量|邻接|建议归入节|[一二三四五六七八九十]、|#)")
SOURCE_PATH = re.compile(r"(?:inbox|paper_cards|organized)/[\w./-]+\.md")


def files() -> dict[str, list[str]]:
    return {
        str(p.relative_to(EXAMPLES)): p.read_text(encoding="utf-8").splitlines()
        for p in sorted(EXAMPLES.rglob("*.md"))
        if not (p.stem.isupper() and p.stem.isalpha())  # FAULTS.md and the like describe the examples
    }


def lines_naming(path: str) -> dict[str, set[int]]:
    """Per other file, the lines that name `path`."""
    out: dict[str, set[int]] = {}
    for name, lines in files().items():
        if name == path:
            continue
        hits = {n for n, line in enumerate(lines, 1) if path in line}
        if hits:
            out[name] = hits
    return out


def source_blocks(path: str) -> list[dict]:
    """Each `来源:` line naming `path`, with the other sources it names, its heading line (the
    line before) and the claim lines of its block (要点 / 警示 lines and `- ` bullets)."""
    blocks = []
    for name, lines in files().items():
        for n, line in enumerate(lines, 1):
            if not re.match(r"^来源\s*[:：]", line) or path not in line:
                continue
            claims = []
            for m in range(n + 1, len(lines) + 1):
                text = lines[m - 1]
                if not text.strip() or BLOCK_END.match(text):
                    break
                bare_url = re.fullmatch(r"-\s+https?://\S+", text.strip())
                if re.match(r"^(要点|警示)\s*[:：]\s*\S", text) or (text.startswith("- ") and not bare_url):
                    claims.append((m, points(text)))
            others = {p for p in SOURCE_PATH.findall(line) if p != path}
            blocks.append({"file": name, "line": n, "heading": n - 1, "others": others, "claims": claims})
    return blocks


def points(text: str) -> int:
    """How many points a claim line makes: `要点: - a - b` is two, `- a` one."""
    body = re.sub(r"^(要点|警示)\s*[:：]\s*", "", text)
    return len([p for p in re.split(r"(?:^|\s)-\s", body) if p.strip()])


def first_line_with(path: str, text: str) -> int:
    return next(n for n, line in enumerate(files()[path], 1) if text in line)


def files_with(text: str) -> set[str]:
    return {name for name, lines in files().items() if any(text in line for line in lines)}
