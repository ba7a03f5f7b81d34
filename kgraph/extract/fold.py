"""Stage 3, fold: text folded before matching, so one lexicon reads every script and width.

Full-width forms and other compatibility characters become their plain forms (Unicode NFKC),
traditional Chinese becomes simplified (OpenCC's t2s, pure Python; loaded only for a text
that holds traditional characters). Line breaks never move. Circled numbers (① ...), which
the briefs use as item labels, are kept. The document's own text stays what names, quotes
and display use (`Line.raw`).
"""

from __future__ import annotations

import functools
import re
import unicodedata

# Frequent characters written only in traditional Chinese (two distinct ones fold a text).
TRADITIONAL = frozenset(
    "簡報錨實與來節險風點產檢這個們為時輸處請電書問題義數據條號認證變應當對擬儀邏輯錄選歸準確標註驗總結"
    "關係長論見進測試體積壓縮記憶緩衝線執況務辦過還從並將發現讀寫級層構優圖開傳統計劃項覽權則術語價區塊"
    "鏈齊會議類團隊紀續鄰補釋單雙軟網絡環預種態華動熱銷費運營規範詳細參雜舊樣頁碼擊閱隨機組內顯"
)
# circled numbers, and the full-width punctuation Chinese text is written with (the rules read
# both widths of it, and quotes keep the document's own)
_KEEP = re.compile("[\u2460-\u24ff\u2776-\u2793\uff08\uff09\uff1a\uff1b\uff0c\uff01\uff1f\u3000]")
_COMPAT = re.compile(r"[\u00a0\u2000-\u200a\u3000\uff01-\uff5e\ufe30-\ufe6b\uff61-\uffef\u2024-\u2026\u2150-\u218f]")


def fold(text: str, simplify: bool | None = None) -> str:
    """NFKC (but for circled numbers), a chat's emoji shortcodes as their emoji and traditional →
    simplified Chinese, line for line; `simplify`: whether to simplify (default: when the text
    holds traditional characters; a line of a traditional document may hold one or none)."""
    if ":" in text and _SHORTCODE.search(text):
        text = _SHORTCODE.sub(_emoji, text)
    if _COMPAT.search(text):
        text = _COMPAT.sub(_nfkc, text)
    if needs_simplifying(text) if simplify is None else simplify:
        text = "\n".join(_t2s().convert(line) for line in text.split("\n"))
    return text


# `:new:`, `:white_check_mark:` (Slack, GitHub, Discord, Mattermost): the emoji they stand for,
# so the lexicon's 🆕 and 🔄 read them; a name of one letter (`:x:`) is too often a ratio
_SHORTCODE = re.compile(r"(?<![\w:]):([a-z0-9_+\-]{2,40}):(?![\w:])")


def _emoji(m: re.Match[str]) -> str:
    import emoji  # the alias table of every chat platform (39 ms to import, so only when asked)

    return emoji.emojize(m.group(0), language="alias")


def _nfkc(m: re.Match[str]) -> str:
    ch = m.group(0)
    if _KEEP.match(ch):
        return ch
    folded = unicodedata.normalize("NFKC", ch)
    return folded if "\n" not in folded else ch


def needs_simplifying(text: str) -> bool:
    """Two or more distinct traditional-only characters (one may be a quoted name)."""
    return len(TRADITIONAL.intersection(text)) >= 2


@functools.cache
def _t2s():  # noqa: ANN202 - opencc_purepy.OpenCC, imported lazily
    from opencc_purepy import OpenCC

    return OpenCC("t2s")
