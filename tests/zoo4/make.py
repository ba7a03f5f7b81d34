"""Write the zoo4 corpus: every document of one renderer plus its key.toml (KEY_FORMAT.md contract).

python -m tests.zoo4.make DIR      # writes DIR/<renderer>/... for every renderer

The key writer takes the facts model as an optional `facts` module (default: zoo4's own), so
that another zoo with a facts model of the same shape (tests/zoo10) writes its keys with it.
"""

from __future__ import annotations

import io
import json
import sys
import zipfile
from pathlib import Path
from types import ModuleType
from typing import Any

from . import facts
from .renderers import NAMES, get


def _s(x: str) -> str:
    return json.dumps(x, ensure_ascii=False)  # a valid TOML basic string


def _f(v: float) -> str:
    return repr(float(v))


def rendered(renderer: str, doc: Any) -> str:
    """The document's text; for a zipped OpenDocument file, its content.xml."""
    out = get(renderer).render(doc)
    if isinstance(out, bytes):
        with zipfile.ZipFile(io.BytesIO(out)) as z:
            return z.read("content.xml").decode("utf-8")
    return out


def baseline_written(renderer: str, doc: Any, facts: ModuleType = facts) -> str | None:
    """The living document's path as the brief writes it, if it writes it."""
    path = facts.living_path(get(renderer).EXT)
    return path if doc.kind == "brief" and path in rendered(renderer, doc) else None


def _work(m: Any, facts: ModuleType = facts) -> list[str]:
    w = facts.work(m)
    L = ["  [[documents.works]]"]
    if w.arxiv:
        L.append(f"  id = {_s(w.arxiv)}")
    L += [f"  name = {_s(w.name)}", f"  status = {_s(m.status)}"]
    if m.section:
        L.append(f"  section = {_s(m.section)}")
    if m.anchored_on:
        L.append(f"  anchored_on = {m.anchored_on.isoformat()}")
    if m.sources:
        L.append(f"  sources = [{', '.join(_s(s) for s in m.sources)}]")
    if m.figures:
        figs = ", ".join(
            f"{{ value = {_f(f.value)}, unit = {_s(f.unit)}, metric = {_s(f.metric)} }}" for f in m.figures
        )
        L.append(f"  figures = [{figs}]")
    return L + [""]


def _entry(e: Any, lang: str) -> list[str]:
    text = {"zh-hans": e.hans_text, "zh-hant": e.hant_text}.get(lang, e.text)
    L = ["  [[documents.entries]]", f"  text = {_s(text)}"]
    L.append(f"  items = [{', '.join(_s(i) for i in e.items)}]")
    L.append(f"  risk = {_s(e.risk)}")
    return L + [f"  resolved = {'true' if e.resolved else 'false'}", ""]


def key_toml(renderer: str, facts: ModuleType = facts, zoo: str = "zoo4") -> str:
    mod = get(renderer)
    lang = getattr(mod, "LANG", "en")
    L = [f"# {zoo} key for renderer {renderer}; paths are relative to this file's folder", ""]
    for d in facts.DOCS:
        L += ["[[documents]]", f"path = {_s(f'{d.stem}.{mod.EXT}')}", f"kind = {_s(d.kind)}"]
        L.append(f"date = {d.date.isoformat()}")
        if d.instance:
            L.append(f"instance = {_s(d.instance)}")
        L.append(f"topic = {_s(facts.TOPIC)}")
        if baseline := baseline_written(renderer, d, facts):
            L.append(f"baseline = {_s(baseline)}")
        L.append("")
        for m in d.mentions:
            L += _work(m, facts)
        for e in d.entries:
            L += _entry(e, lang)
        for k, v in d.counts.items():
            L += ["  [[documents.counts]]", f"  what = {_s(k)}", f"  value = {v}", ""]
        for s in d.sources:
            L += ["  [[documents.sources]]", f"  path = {_s(s)}", ""]
    for kind, item in facts.FAULTS:
        if kind == "count-mismatch":
            item = f"{item}.{mod.EXT}"
        L += ["[[faults]]", f"kind = {_s(kind)}", f"item = {_s(item)}", ""]
    return "\n".join(L)


def write_zoo(folder: str | Path, renderer: str, facts: ModuleType = facts, zoo: str = "zoo4") -> Path:
    """Write all documents of `renderer` into folder/<renderer>/ and return the path of its key.toml."""
    mod = get(renderer)
    root = Path(folder) / renderer
    for d in facts.DOCS:
        p = root / f"{d.stem}.{mod.EXT}"
        p.parent.mkdir(parents=True, exist_ok=True)
        out = mod.render(d)
        if isinstance(out, bytes):
            p.write_bytes(out)
        else:
            p.write_text(out, encoding="utf-8")
    key = root / "key.toml"
    key.write_text(key_toml(renderer, facts, zoo), encoding="utf-8")
    return key


def write_layout(layouts: dict, folder: str | Path, layout: str, facts: ModuleType = facts, zoo: str = "zoo4") -> Path:
    """`write_zoo` for a layout of another zoo written from these facts, or from another facts
    model of the same shape (`layouts`: name -> an object with EXT, LANG and render), the
    renderer lookup set back afterwards."""
    global get
    lookup = get
    get = layouts.__getitem__
    try:
        return write_zoo(folder, layout, facts, zoo)
    finally:
        get = lookup


def run(layouts: dict, zoo: str, argv: list[str], facts: ModuleType | None = None) -> int:
    """`python -m tests.<zoo>.make DIR` for such a zoo (its own facts model, if it has one)."""
    if len(argv) != 1:
        print(f"usage: python -m tests.{zoo}.make DIR", file=sys.stderr)
        return 2
    for name in layouts:
        if facts is None:
            print(write_layout(layouts, argv[0], name))
        else:
            print(write_layout(layouts, argv[0], name, facts, zoo))
    return 0


def write_all(folder: str | Path) -> list[Path]:
    return [write_zoo(folder, n) for n in NAMES]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m tests.zoo4.make DIR", file=sys.stderr)
        return 2
    for k in write_all(argv[0]):
        print(k)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
