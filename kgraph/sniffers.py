"""Which document formats a file's first bytes show, for formats whose name says too little
(`.mm` is a mind map or Objective-C++, `.1` a man page or anything, `.json` a Skype export or
data): read by files.py (what a folder holds) and formats/ (how to read it)."""

from __future__ import annotations

import re


def is_freemind(head: bytes) -> bool:
    """A mind map FreeMind or Freeplane saved: a `<map version=…>` root holding `<node>`s (not
    the Objective-C++ source `.mm` also names)."""
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    opening = re.match(
        rb"(?:<\?xml[^>]{0,200}>\s*)?(?:<!DOCTYPE[^>\[]{0,200}(?:\[[^\]]{0,2000}\])?\s*>\s*)?<map\s+version=", start
    )
    return opening is not None and b"<node" in start


def is_flat_odt(head: bytes) -> bool:
    """A flat ODF text (`.fodt`): an `office:document` root whose mimetype is OpenDocument text."""
    return b"<office:document" in head and b"opendocument.text" in head


def is_man_page(head: bytes) -> bool:
    """A man page (`.1` … `.9`, `.man`): roff whose first requests include its `.TH` title line."""
    return re.search(rb"^\.TH\s", head[:8192], re.M) is not None


def is_skype_export(head: bytes) -> bool:
    """Skype's data export (`messages.json`): an object with its `exportDate` and `conversations`."""
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")[:4096]
    return start[:1] == b"{" and b'"conversations"' in start and b'"exportDate"' in start


def is_siyuan(head: bytes) -> bool:
    """A SiYuan note (`.sy`): a JSON object whose root is a `NodeDocument`."""
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    return start[:1] == b"{" and re.search(rb'"Type"\s*:\s*"NodeDocument"', start[:2000]) is not None


def is_wordml(head: bytes) -> bool:
    """A Word 2003 XML document: the `w:wordDocument` root in WordprocessingML's namespace."""
    return b"<w:wordDocument" in head and b"schemas.microsoft.com/office/word/2003/wordml" in head
