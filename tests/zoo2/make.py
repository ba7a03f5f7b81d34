"""Write the zoo2 corpus: every document of one renderer plus its key.toml (KEY_FORMAT.md contract).

python -m tests.zoo2.make DIR      # writes DIR/<renderer>/... for all eight renderers
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from tests.zoo.make import baseline_named

from . import facts
from .renderers import NAMES, get


def _s(x: str) -> str:
    return json.dumps(x, ensure_ascii=False)  # a valid TOML basic string


def _f(v) -> str:
    return repr(float(v))


def key_toml(renderer: str) -> str:
    ext = get(renderer).EXT
    L = [f"# zoo2 key for renderer {renderer}; paths are relative to this file's folder", ""]
    for d in facts.DOCS:
        L += [
            "[[documents]]",
            f"path = {_s(f'{d.stem}.{ext}')}",
            f"kind = {_s(d.kind)}",
            f"date = {d.date.isoformat()}",
        ]
        if d.instance:
            L.append(f"instance = {_s(d.instance)}")
        L.append(f"topic = {_s(facts.TOPIC)}")
        living = {f"{x.stem}.{ext}" for x in facts.DOCS if x.kind == "living"}
        if d.kind == "brief" and (baseline := baseline_named(get(renderer).render(d).encode("utf-8"), living)):
            L.append(f"baseline = {_s(baseline)}")
        L.append("")
        for m in d.mentions:
            w = facts.work(m)
            L.append("  [[documents.works]]")
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
            L.append("")
        for e in d.entries:
            L += [
                "  [[documents.entries]]",
                f"  text = {_s(e.text)}",
                f"  items = [{', '.join(_s(i) for i in e.items)}]",
                f"  risk = {_s(e.risk)}",
                f"  resolved = {'true' if e.resolved else 'false'}",
                "",
            ]
        for k, v in d.counts.items():
            L += ["  [[documents.counts]]", f"  what = {_s(k)}", f"  value = {v}", ""]
        for s in d.sources:
            L += ["  [[documents.sources]]", f"  path = {_s(s)}", ""]
    for kind, item in facts.FAULTS:
        if kind == "count-mismatch":
            item = f"{item}.{ext}"
        L += ["[[faults]]", f"kind = {_s(kind)}", f"item = {_s(item)}", ""]
    return "\n".join(L)


def write_zoo(folder, renderer: str) -> Path:
    """Write all documents of `renderer` into folder/<renderer>/ and return the path of its key.toml."""
    mod = get(renderer)
    root = Path(folder) / renderer
    for d in facts.DOCS:
        p = root / f"{d.stem}.{mod.EXT}"
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(mod.render(d), encoding="utf-8")
    key = root / "key.toml"
    key.write_text(key_toml(renderer), encoding="utf-8")
    return key


def write_all(folder) -> list[Path]:
    return [write_zoo(folder, n) for n in NAMES]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m tests.zoo2.make DIR", file=sys.stderr)
        return 2
    for k in write_all(argv[0]):
        print(k)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
