"""Write the layout zoo: every document of the facts model in one renderer's layout, plus key.toml.

    python -m tests.zoo.make OUTDIR [RENDERER ...]

writes OUTDIR/<renderer>/... and OUTDIR/<renderer>/key.toml for each renderer (all by default).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from .facts import Brief, Facts, Living, facts
from .renderers import REQUIRES, available, load, usable


def _s(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)  # a JSON string is a valid TOML basic string


def _num(value: float) -> str:
    return repr(float(value))


def _list(values) -> str:
    return "[" + ", ".join(_s(v) for v in values) + "]"


def rendered(renderer_name: str, f: Facts | None = None) -> dict[str, tuple[Brief | Living, bytes]]:
    """path -> (document, bytes) for one renderer."""
    f = f or facts()
    mod = load(renderer_name)
    out: dict[str, tuple[Brief | Living, bytes]] = {}
    for doc in f.documents():
        name, data = mod.render(doc, f)
        assert name not in out, name
        out[name] = (doc, data)
    return out


def baseline_named(data: bytes, living: set[str]) -> str | None:
    """The living document a rendered brief names as its baseline, as the key states it: the
    first `organized/knowledge/...` path in its text (a docx's text is its XML); a wikilink's
    target without an extension is the note it links (`.md`)."""
    import io
    import re
    import zipfile

    if data[:2] == b"PK":
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            data = z.read("word/document.xml")
    m = re.search(r"organized/knowledge/[\w\-]+(?:\.\w{1,5})?", data.decode("utf-8", "replace"))
    if not m:
        return None
    path = m.group(0)
    if "." not in path.rsplit("/", 1)[-1] and f"{path}.md" in living:
        path += ".md"
    return path


def key_toml(renderer_name: str, files: dict[str, tuple[Brief | Living, bytes]], f: Facts) -> str:
    lang = load(renderer_name).LANG
    lines = [
        f"# layout zoo answer key: renderer {renderer_name} (language {lang})",
        "# paths are relative to this file's folder",
        "",
    ]
    path_of = {id(doc): path for path, (doc, _) in files.items()}
    living = {path for path, (doc, _) in files.items() if doc.kind == "living"}
    for path, (doc, data) in files.items():
        lines += ["[[documents]]", f"path = {_s(path)}", f"kind = {_s(doc.kind)}", f"date = {doc.date.isoformat()}"]
        if doc.instance:
            lines.append(f"instance = {_s(doc.instance)}")
        lines.append(f"topic = {_s(doc.topic)}")
        if doc.kind == "brief" and (baseline := baseline_named(data, living)):
            lines.append(f"baseline = {_s(baseline)}")
        lines.append("")
        for w in doc.works:
            lines.append("  [[documents.works]]")
            if w.id:
                lines.append(f"  id = {_s(w.id)}")
            lines += [f"  name = {_s(w.name)}", f"  status = {_s(w.status)}", f"  section = {_s(w.section)}"]
            if w.anchored_on:
                lines.append(f"  anchored_on = {w.anchored_on.isoformat()}")
            if w.sources:
                lines.append(f"  sources = {_list(w.sources)}")
            if w.figures:
                figs = ", ".join(
                    f"{{ value = {_num(x.value)}, unit = {_s(x.unit)}, metric = {_s(x.metric)} }}" for x in w.figures
                )
                lines.append(f"  figures = [{figs}]")
            lines.append("")
        if isinstance(doc, Brief):
            for e in doc.entries:
                lines += [
                    "  [[documents.entries]]",
                    f"  text = {_s(e.key[lang])}",
                    f"  items = {_list(e.items)}",
                    f"  risk = {_s(e.risk)}",
                    f"  resolved = {'true' if e.resolved else 'false'}",
                    "",
                ]
            for c in doc.counts:
                lines += ["  [[documents.counts]]", f"  what = {_s(c.what)}", f"  value = {c.value}", ""]
            for s in doc.sources:
                lines += ["  [[documents.sources]]", f"  path = {_s(s)}", ""]
    stems = {doc.stem: path_of[id(doc)] for doc in f.documents()}
    for fault in f.faults:
        item = stems[fault.item] if fault.kind == "count-mismatch" else fault.item
        lines += ["[[faults]]", f"kind = {_s(fault.kind)}", f"item = {_s(item)}", ""]
    return "\n".join(lines)


def write_zoo(folder: str | Path, renderer_name: str) -> Path:
    """Write one renderer's documents and key into folder/<renderer>/; return the key's path."""
    f = facts()
    root = Path(folder) / renderer_name
    files = rendered(renderer_name, f)
    for path, (_, data) in files.items():
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    key = root / "key.toml"
    key.write_text(key_toml(renderer_name, files, f), encoding="utf-8")
    return key


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    names = args[1:] or available()
    for name in names:
        if not usable(name):
            print(f"skipped {name}: needs the module {REQUIRES[name]!r}", file=sys.stderr)
            continue
        print(write_zoo(args[0], name))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
