"""A flat OpenDocument text (`.fodt`, LibreOffice's "Flat XML ODF Text Document"): the parts of an
`.odt` in one XML file, `<office:document>` holding `office:meta`, the styles and `office:body`.

pandoc reads `.odt` (the zip) but not the flat file. The flat file's parts are the zip's parts
(ODF 1.3, part 3, §3.1.2: a single-XML document has the same content as a package's
`content.xml`, `styles.xml` and `meta.xml`), so they are written back into a package as the
zip holds them, with the root element's namespace declarations on each part, and read as an
`.odt` is. A DOCTYPE (and so any entity) is refused.
"""

from __future__ import annotations

import re
import zipfile
from io import BytesIO

from kgraph.errors import DocumentError

_ROOT = re.compile(rb"<office:document\b([^>]*)>")
_MIMETYPE = b"application/vnd.oasis.opendocument.text"
_MANIFEST = (
    b'<?xml version="1.0" encoding="UTF-8"?>\n'
    b'<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">'
    b'<manifest:file-entry manifest:full-path="/" manifest:media-type="' + _MIMETYPE + b'"/>'
    b'<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
    b'<manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/>'
    b'<manifest:file-entry manifest:full-path="meta.xml" manifest:media-type="text/xml"/>'
    b"</manifest:manifest>"
)


def as_package(data: bytes, name: str) -> bytes:
    """The `.odt` package the flat document stands for (DocumentError when it is none)."""
    if re.search(rb"<!(?:DOCTYPE|ENTITY)", data[:65536], re.I):
        raise DocumentError(name, "a flat ODF document that declares a DTD or entities (not read)")
    root = _ROOT.search(data[:65536])
    if root is None or b"<office:body" not in data:
        raise DocumentError(name, "XML that is no flat ODF text (no office:document with an office:body)")
    declared = b" ".join(re.findall(rb'xmlns:[\w.-]+="[^"]*"', root.group(1)))

    def parts(*tags: str) -> bytes:
        return b"".join(m.group(0) for tag in tags for m in _element(tag).finditer(data))

    def document(kind: bytes, body: bytes) -> bytes:
        head = b'<?xml version="1.0" encoding="UTF-8"?>\n<office:' + kind + b" " + declared
        return head + b' office:version="1.3">' + body + b"</office:" + kind + b">"

    out = BytesIO()
    with zipfile.ZipFile(out, "w") as package:
        package.writestr(zipfile.ZipInfo("mimetype"), _MIMETYPE)  # (first and stored, as ODF asks)
        package.writestr("META-INF/manifest.xml", _MANIFEST)
        package.writestr(
            "content.xml", document(b"document-content", parts("font-face-decls", "automatic-styles", "body"))
        )
        package.writestr(
            "styles.xml", document(b"document-styles", parts("font-face-decls", "styles", "master-styles"))
        )
        package.writestr("meta.xml", document(b"document-meta", parts("meta")))
    return out.getvalue()


def _element(tag: str) -> re.Pattern[bytes]:
    """The flat document's `office:<tag>` element, whole (an empty one too)."""
    name = tag.encode()
    return re.compile(rb"<office:" + name + rb"\b[^>]*/>|<office:" + name + rb"\b.*?</office:" + name + rb">", re.S)
