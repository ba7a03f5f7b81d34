"""Where each page of the provenance site lives: one `Links` for the served site (absolute
paths under the server's root) and one per static page (paths relative to that page's file,
so the written folder works from any file server or from file:// with no server at all)."""

from __future__ import annotations

import hashlib
import posixpath
import re
from urllib.parse import quote, urlencode

from kgraph.render.map import item_slug

_UNSAFE = re.compile(r"[^A-Za-z0-9._~@+=-]")


def _segment(part: str) -> str:
    """A file-name-safe path segment; unchanged when already safe, else cleaned plus a digest
    (so that two different segments never share a file)."""
    clean = _UNSAFE.sub("_", part).lstrip(".")[:80]
    if clean == part and clean not in ("", ".", ".."):
        return clean
    return f"{clean or 'x'}-{hashlib.sha1(part.encode('utf-8')).hexdigest()[:8]}"


def doc_file(path: str) -> str:
    """The static file of a document page: `doc/<logical path>.html`, each segment made safe."""
    return "doc/" + "/".join(_segment(p) for p in path.split("/")) + ".html"


def item_file(item: str) -> str:
    return f"item/{item_slug(item)}.html"


def new_file(path: str) -> str:
    return "new/" + "/".join(_segment(p) for p in path.split("/")) + ".html"


def map_file(item: str) -> str:
    return f"map/{item_slug(item)}.html"


def impact_file(item: str) -> str:
    return f"impact/{item_slug(item)}.html"


def register_file(filters: dict[str, str], page: int = 1) -> str:
    """The static register: one file per single filter (kind, severity or status) and page."""
    name = "register" + "".join(f"-{k}-{_segment(v)}" for k, v in sorted(filters.items()) if v)
    return name + (f"-{page}" if page > 1 else "") + ".html"


def list_file(name: str, filters: dict[str, str] | None = None, page: int = 1) -> str:
    name += "".join(f"-{k}-{_segment(v)}" for k, v in sorted((filters or {}).items()) if v)
    return name + (f"-{page}" if page > 1 else "") + ".html"


class Links:
    """URLs of every page kind. `here` is the static file being written (None: served)."""

    def __init__(self, here: str | None = None, *, maps: bool = True, impacts: bool = True):
        self.static = here is not None
        self.here = here or ""
        self.maps, self.impacts = maps, impacts  # whether map and impact pages exist to link to

    def _to(self, file: str, served: str, anchor: str | None = None) -> str:
        if self.static:
            base = posixpath.dirname(self.here) or "."
            url = quote(posixpath.relpath(file, base), safe="/@~+=-._")
        else:
            url = served
        return url + (f"#{quote(anchor, safe='-_.')}" if anchor else "")

    def at(self, file: str) -> Links:
        """The same kind of links, for another static page."""
        return Links(file, maps=self.maps, impacts=self.impacts) if self.static else self

    def home(self) -> str:
        return self._to("index.html", "/")

    def doc(self, path: str, line: int | str | None = None) -> str:
        return self._to(doc_file(path), "/doc/" + quote(path, safe="/@~"), f"L{line}" if line else None)

    def item(self, item: str, anchor: str | None = None) -> str:
        return self._to(item_file(item), "/item/" + quote(item, safe="@~"), anchor)

    def new(self, path: str) -> str:
        return self._to(new_file(path), "/new/" + quote(path, safe="/@~"))

    def map(self, item: str) -> str | None:
        if not self.maps:
            return None
        return self._to(map_file(item), "/map/" + quote(item, safe="@~"))

    def impact(self, item: str) -> str | None:
        if not self.impacts:
            return None
        return self._to(impact_file(item), "/impact/" + quote(item, safe="@~"))

    def register(self, entry: str | None = None, page: int = 1, **filters: str) -> str:
        filters = {k: v for k, v in filters.items() if v}
        if self.static:
            return self._to(register_file(filters, page), "", entry)
        query = dict(sorted(filters.items())) | ({"page": str(page)} if page > 1 else {})
        return "/contradictions" + (f"?{urlencode(query)}" if query else "") + (f"#{quote(entry)}" if entry else "")

    def listing(self, name: str, page: int = 1, **filters: str) -> str:
        filters = {k: v for k, v in filters.items() if v}
        if self.static:
            return self._to(list_file(name, filters, page), "")
        query = dict(sorted(filters.items())) | ({"page": str(page)} if page > 1 else {})
        return f"/{name}" + (f"?{urlencode(query)}" if query else "")

    def search(self) -> str:
        """Where the search box sends its text: the server's finder, or the static works list."""
        return self._to(list_file("works"), "/search")
