"""An RTF file written in an East Asian code page (`\\ansicpg950`: Big5, as TextEdit writes it on a
Mac set to Taiwan; 936 GBK, 932 Shift-JIS, 949 Korean), its double-byte characters as Unicode.

Such a file writes each Chinese character as two bytes, `\\'a1\\'47` (or a hex escape then the
trail byte as a plain character, `\\'a1G`). pandoc reads no such code page ("Unsupported code
page 950"): every byte becomes a Latin-1 character. Here each pair is decoded with the code
page's codec and written as RTF's own Unicode escape, `{\\uc1\\u12289\\'3f}` (in a group of its
own, so a `\\uc0` in force around it does not print the fallback), which pandoc reads.
"""

from __future__ import annotations

import re

CODECS = {b"950": "cp950", b"936": "gbk", b"932": "cp932", b"949": "cp949"}
_CODE_PAGE = re.compile(rb"\\ansicpg(\d{3,5})")
# a lead byte as a hex escape, then its trail byte: a hex escape, an escaped `\`, `{`, `}`, or a
# plain character (Big5's trail bytes 0x40-0x7E are letters and signs)
_PAIR = re.compile(rb"\\'([89a-fA-F][0-9a-fA-F])(?:\\'([0-9a-fA-F]{2})|\\([\\{}])|([\x40-\x5b\x5d-\x7a\x7c\x7e]))")


def unicode_escaped(data: bytes) -> bytes:
    """The RTF with its code page's double-byte characters as Unicode escapes (as it is when its
    code page is a single-byte one)."""
    m = _CODE_PAGE.search(data[:2000])
    codec = CODECS.get(m.group(1)) if m else None
    if codec is None:
        return data

    def escaped(pair: re.Match[bytes]) -> bytes:
        lead = bytes.fromhex(pair.group(1).decode())
        trail = bytes.fromhex(pair.group(2).decode()) if pair.group(2) else (pair.group(3) or pair.group(4))
        try:
            char = (lead + trail).decode(codec)
        except UnicodeDecodeError:
            return pair.group(0)
        if len(char) != 1:
            return pair.group(0)
        code = ord(char)
        return b"{\\uc1\\u%d\\'3f}" % (code - 65536 if code > 32767 else code)

    return _PAIR.sub(escaped, data)
