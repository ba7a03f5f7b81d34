"""Chats copied or logged as text, read as what their writer posted: posts under `[time] author`
lines (Microsoft Teams), IRC logs (WeeChat, irssi), Zulip topics copied with their recipient bar.
Each keeps every line at its place (the others' lines left blank).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

# a line that opens a Markdown block of its own (a heading, a list item, a quote, a table row)
OPENS_A_BLOCK = re.compile(r"\s*(?:#|[-*+]\s|>|\||\d{1,3}[.)]\s)")
_SENTENCE_END = re.compile(r"[。.!?！？]\s*$")
_FIELD = re.compile(r"\s*[^\d\s:：/][^\d:：/]{0,19}[:：]\s*\S")  # `Label: value`, a label without digits


def short_title(head: str, limit: int = 60) -> bool:
    """A message's first line that titles it: short, and no sentence (`*新增 1｜SeqDiff-P*`)."""
    return len(head) <= limit and not _SENTENCE_END.search(head)


# a chat copied with each message's time and author on a line of their own, its text indented
# under it (Microsoft Teams: `[2028/4/14 下午 9:00] condor`, `[4/14/2028 9:00 PM] condor`)
_POST = re.compile(
    r"^\[(?:\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4},?\s+)?(?:[上下]午\s*)?\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp]\.?[Mm]\.?)?\]\s+(\S[^:：\n]{0,40}?)\s*$"
)
_REACTION = re.compile(r"^\s*(?:[^\w\s]{1,3}\s*\d{1,4}\s*)+$")  # `👍 2`: how many reacted, not what was said


def posts(lines: list[str]) -> list[str]:
    """A chat copied as posts (at least three `[time] author` lines, each over its indented
    text): the writer's posts (the author of most), each opening with its title as a heading when
    its first line is short and no sentence, else a list item; other members' posts, reactions and
    the header lines are not the brief (left blank, so every line keeps its number)."""
    heads = [_POST.match(line) for line in lines]
    authors = Counter(m.group(1) for m in heads if m)
    if sum(authors.values()) < 3:
        return lines
    writer = authors.most_common(1)[0][0]
    out = [""] * len(lines)
    author, first = None, False
    for i, line in enumerate(lines):
        if m := heads[i]:
            author, first = m.group(1), True
            continue
        if author != writer or _REACTION.match(line) or not line.strip():
            continue
        body = line[4:] if line.startswith("    ") else line.lstrip()
        if first:
            first = False
            head = body.strip()
            if not _OPENS_LIST.match(head):
                body = ("## " if short_title(head) else "- ") + head
        out[i] = body
    return out


# an IRC log line: WeeChat's `2028-05-05 21:00:12<TAB>nick<TAB>text`, irssi's `21:00 <nick> text`
_IRC = re.compile(
    r"^(?:\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2})?\t([^\t]*)\t|\d{2}:\d{2}(?::\d{2})? <[@+%~& ]?([^>\s]{1,40})> )(.*)$"
)
_IRC_EVENT = re.compile(r"^(?:-->|<--|--|-!-|=!=|\*|\s*\*|)$")  # joins, parts, topic, actions: the network's


def irc_log(lines: list[str]) -> list[str]:
    """An IRC log (at least three message lines): what its writer (the nick of most lines) said,
    each line as they typed it; others' lines and the network's events blank."""
    said = [_IRC.match(line) for line in lines]
    nicks = Counter(
        m.group(1) or m.group(2) for m in said if m and not _IRC_EVENT.match((m.group(1) or m.group(2)).strip())
    )
    if sum(nicks.values()) < 3:
        return lines
    writer = nicks.most_common(1)[0][0]
    return [
        m.group(3) if m and (m.group(1) or m.group(2)) == writer else "" if m else line
        for m, line in zip(said, lines, strict=True)
    ]


_ZULIP_BAR = re.compile(r"^#[^\s>][^>\n]{0,80} > \S.{0,200}$")  # `#stream > topic`: Zulip's recipient bar
_ZULIP_SENDER = re.compile(r"^([^\s:：*#>|\-][^:：\n]{0,39}): (\S.*)$")


def zulip(lines: list[str]) -> list[str]:
    """A Zulip topic copied as text (its recipient bar first, each message opening with `sender: `
    after a blank line): what its writer (the sender of most messages) posted, each message's
    first line a title when short and no sentence; others' messages blank."""
    if not lines or not _ZULIP_BAR.match(lines[0]):
        return lines
    starts = [n for n in range(1, len(lines)) if not lines[n - 1].strip() and _ZULIP_SENDER.match(lines[n])]
    senders = Counter(_ZULIP_SENDER.match(lines[n]).group(1) for n in starts)  # type: ignore[union-attr]
    if len(starts) < 3:
        return lines
    writer = senders.most_common(1)[0][0]
    out = [""] + lines[1:]
    for k, start in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(lines)
        sender, said = _ZULIP_SENDER.match(lines[start]).groups()  # type: ignore[union-attr]
        if sender != writer:
            out[start:end] = [""] * (end - start)
            continue
        head = said.strip()
        out[start] = ("## " if short_title(head) and not _OPENS_LIST.match(head) else "") + head
    return out


_OPENS_LIST = re.compile(r"\s*(?:#|[-*+•]\s|・|>|\||\d{1,3}[.)]\s|[①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳])")


# a Google Chat space copied from the browser: each run of messages under its sender's name, a
# line of its own (an app's name over `應用程式`/`App`), then the time (`下午9:31`, `9:31 PM`,
# `Yesterday 9:31 PM`); `已編輯`/`Edited` after a message; `今天`/`Today` dividing the days
_GCHAT_TIME = re.compile(
    r"^\s*(?:(?:今天|昨天|前天|星期.|週.|周.|Today|Yesterday|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\w*,?\s*)?"
    r"(?:[上下]午\s*)?\d{1,2}:\d{2}(?:\s*[AaPp]\.?[Mm]\.?)?\s*$"
)
_GCHAT_APP = re.compile(r"^\s*(?:應用程式|应用程序|应用|App|Bot|機器人|机器人)\s*$", re.I)
_GCHAT_NAME = re.compile(r"^\s*[^\s:：#>|\-*][^:：\n]{0,39}$")
_GCHAT_FURNITURE = re.compile(
    r"^\s*(?:今天|昨天|Today|Yesterday|已編輯|已编辑|Edited|[(（](?:edited|已编辑|已編輯)[)）]|(?:\d{4}年)?\d{1,2}月\d{1,2}日(?:\s*\S{1,4})?)\s*$",
    re.I,
)
# `@林佩君 對，…`, Mattermost's `评论了 周晓岚 的消息：…`: the writer's answer to a member, conversation
_TO_A_MEMBER = re.compile(r"^\s*(?:@\S|(?:评论了|評論了)\s*\S.{0,40}?的消息[:：]|Commented on \S.{0,40}?'s message:)")


def google_chat(lines: list[str]) -> list[str]:
    """A Google Chat space copied as text (at least three sender headers, see above): what its
    writer (the sender of most lines) posted, each run of messages opening with its title as a
    heading when its first line is short and no sentence; the headers, the day dividers, the
    `已編輯` marks, the writer's answers to a member and the others' messages blank."""
    heads: dict[int, tuple[str, int]] = {}  # a header's first line → (sender, its last line)
    for n in range(len(lines) - 1):
        if n and lines[n - 1].strip() and not _GCHAT_FURNITURE.match(lines[n - 1]):
            continue  # (a header opens after a blank line or a day's divider)
        if not _GCHAT_NAME.match(lines[n]) or _GCHAT_TIME.match(lines[n]):
            continue
        k = n + 1 if not _GCHAT_APP.match(lines[n + 1]) else n + 2
        if k < len(lines) and _GCHAT_TIME.match(lines[k]):
            heads[n] = (lines[n].strip(), k)
    if len(heads) < 3:
        return lines
    starts = sorted(heads)
    spans = [
        (heads[n][0], heads[n][1] + 1, starts[i + 1] if i + 1 < len(starts) else len(lines))
        for i, n in enumerate(starts)
    ]

    def opening(line: str) -> str | None:
        if _TO_A_MEMBER.match(line):
            return None  # (the writer's answer to a member: conversation)
        return line if _OPENS_LIST.match(line) else ("## " if short_title(line.strip()) else "- ") + line.strip()

    return _writers_messages(lines, spans, _GCHAT_FURNITURE, False, opening)


# an iMessage conversation as `imessage-exporter` writes it as text: each message under its time
# (`Nov 20, 2031  2:16:05 PM`, a read receipt in brackets after it) and its sender (`Me`, a
# contact's name, a number), then its text, then `Reactions:` and who reacted
_IMESSAGE_TIME = re.compile(
    r"^[A-Z][a-z]{2} \d{1,2}, \d{4}\s+\d{1,2}:\d{2}(?::\d{2})?\s*[AP]M(?:\s*\([^()\n]{0,80}\))?\s*$"
)
_IMESSAGE_FURNITURE = re.compile(
    r"^\s*(?:Reactions:|(?:Loved|Liked|Disliked|Laughed at|Emphasized|Questioned) by \S.*|Edited .*|"
    r"~?/Library/Messages/Attachments/\S+)\s*$"
)
_AN_ID = re.compile(r"\d{4}\.\d{4,5}")


def imessage(lines: list[str]) -> list[str]:
    """An iMessage export (at least three messages, see above): what its writer (the sender of
    most lines: `Me` in a brief, the relay in a living document it sent) wrote, each message opening with its title as a heading when its first
    line is short, no sentence and holds no id; the times, senders, reactions, attachments and
    the others' messages blank."""
    starts = [n for n in range(len(lines) - 1) if _IMESSAGE_TIME.match(lines[n]) and lines[n + 1].strip()]
    if len(starts) < 3:
        return lines
    spans = [
        (lines[n + 1].strip(), n + 2, starts[k + 1] if k + 1 < len(starts) else len(lines))
        for k, n in enumerate(starts)
    ]

    return _writers_messages(lines, spans, _IMESSAGE_FURNITURE, True, _titled)


# a WeChat or DingTalk group chat exported as text (WeChatMsg/留痕 and tools like it): a header (`群聊：…`,
# `导出时间：…`), then each message under `2032-12-13 08:41:07 sender`; attachments and stickers
# in brackets (`[图片]`, `[文件] x.pdf`, `[OK]`), a quoted message `「sender：…」` over a rule of
# spaced dashes, the system's notices (`"X"撤回了一条消息`) from the sender `系统消息`
_WECHAT_HEAD = re.compile(
    r"^(?:\d{4}[-/]\d{1,2}[-/]\d{1,2}\s+\d{1,2}:\d{2}(?::\d{2})?\s+(\S.{0,40}?)"
    r"|([^\s\d@「].{0,40}?)\s+\d{4}[-/]\d{1,2}[-/]\d{1,2}\s+\d{1,2}:\d{2}(?::\d{2})?)\s*$"
)  # (DingTalk writes the sender first: `nudibranch 2026-07-14 07:37:02`)
_WECHAT_FURNITURE = re.compile(
    r"^\s*(?:\[(?:图片|圖片|表情|动画表情|動畫表情|语音|語音|视频|視頻|文件|檔案|位置|名片|[A-Za-z]{1,8}|[\u4e00-\u9fff]{1,4})\]"
    r"(?:\s+\S.*)?|「[^」\n]{0,200}」|-(?: -){4,})\s*$"
)
_WECHAT_LINK = re.compile(r"^\s*\[(?:链接|鏈接|連結)\]\s*")  # a shared link's title: the writer's words
_WECHAT_SYSTEM = frozenset({"系统消息", "系統消息", "系统", "system"})


def _sender(head: re.Match[str] | None) -> str:
    return (head.group(1) or head.group(2)) if head else ""


def wechat(lines: list[str]) -> list[str]:
    """A WeChat chat exported as text (at least three messages, see above): what its writer (the
    sender of most lines) posted, each message opening with its title as a heading as an iMessage
    export's does; the export's header, the message lines' times and senders, attachments,
    stickers, quoted messages, the system's notices and the others' messages blank."""
    starts = [n for n, line in enumerate(lines) if (not n or not lines[n - 1].strip()) and _WECHAT_HEAD.match(line)]
    if len(starts) < 3:
        return lines
    spans = [
        (sender if (sender := _sender(_WECHAT_HEAD.match(lines[n]))) not in _WECHAT_SYSTEM else "", n + 1, end)
        for n, end in zip(starts, [*starts[1:], len(lines)], strict=True)
    ]
    spans = [span for span in spans if span[0]]
    texts = [_WECHAT_LINK.sub("", line) for line in lines]

    return _writers_messages(texts, spans, _WECHAT_FURNITURE, False, _titled)


# a LINE chat saved as text (`[LINE] 「group」的聊天記錄`, `儲存日期：…`, days as `2033/01/18（週二）`):
# each message `HH:MM<TAB>sender<TAB>text`, a message of several lines in double quotes; a system
# line has no sender (`17:21<TAB><TAB>X已收回訊息`); stickers, photos, files and calls in words
_LINE_MESSAGE = re.compile(r"^(?:[上下]午)?\d{1,2}:\d{2}\t([^\t\n]*)\t(.*)$")
_LINE_FURNITURE = re.compile(
    r"^\s*(?:\[(?:貼圖|贴图|照片|圖片|图片|檔案|文件|影片|视频|語音訊息|语音消息|Sticker|Photo|File|Video)\]|☎.*)\s*$",
    re.I,
)


def line_chat(lines: list[str]) -> list[str]:
    """A LINE chat saved as text (at least three messages, see above): what its writer (the sender of
    most lines) posted, line for line, each message opening with its title as a heading as an
    iMessage export's does; the header, day lines, times, senders, quote marks, stickers, photos,
    files, calls, the system's lines and the others' messages blank."""
    heads = [n for n, line in enumerate(lines) if _LINE_MESSAGE.match(line)]
    if len(heads) < 3:
        return lines
    texts = list(lines)
    spans: list[tuple[str, int, int]] = []
    for k, n in enumerate(heads):
        m = _LINE_MESSAGE.match(lines[n])
        sender, text = m.group(1).strip(), m.group(2)  # type: ignore[union-attr]
        end = heads[k + 1] if k + 1 < len(heads) else len(lines)
        if text.startswith('"'):  # several lines, in quotes: up to the line that closes them
            text = text[1:]
            close = next((j for j in range(n, end) if (texts[j] if j > n else text).rstrip().endswith('"')), None)
            if close is not None:
                end = close + 1
                if close == n:
                    text = text.rstrip()[:-1]
                else:
                    texts[close] = texts[close].rstrip()[:-1]
        texts[n] = text.replace('""', '"')
        if sender:
            spans.append((sender, n, end))

    return _writers_messages(texts, spans, _LINE_FURNITURE, False, _titled)


def titled_message(out: list[str], bold: str = "") -> list[str]:
    """A chat message's Markdown lines with its first line a heading over the rest when it is a
    short title (as the chat shows it: a link by its label, `bold` marks around it dropped), or a
    list item when the message is one sentence."""
    head = out[0].strip() if out else ""
    if len(out) > 1 and _FIELD.match(head) and _FIELD.match(out[1]) and not _AN_ID.search(head):
        return out  # (`計數：淨新增 3 項，…` over `新的 arXiv 編號：…`: the first of a message's fields)
    label, _, value = head.replace("：", ":", 1).partition(":")
    if _FIELD.match(head) and _AN_ID.search(value):
        from kgraph.extract.lexicon import default

        if default().find_longest("parts", label) == "arxiv":  # `New arXiv IDs: 2602.01, …`: the list, under its label
            return ["## " + label.strip(), value.strip(), *out[1:]]
        return out  # (a field listing ids, no title)
    if head and not OPENS_A_BLOCK.match(head):
        shown = re.sub(r"\]\([^)\s]*\)", "]", head)
        if short_title(shown.strip(bold) if bold else shown, 80):
            out[0] = "## " + (head.strip(bold) if bold else head)  # (a title, over the rest of its message)
        elif len(out) == 1:
            out[0] = "- " + head  # (a message that is one sentence: one item of the chat)
    return out


def _titled(line: str) -> str:
    """A message's first line as a heading when it is short, no sentence, no list item and holds no
    id (`【本次新增 ①】ImpedanceFlow`, `續用／已錨入：`); else as it is."""
    titled = not _OPENS_LIST.match(line) and not _AN_ID.search(line) and short_title(line.strip())
    return "## " + line.strip() if titled else line


def _writers_messages(
    lines: list[str],
    spans: list[tuple[str, int, int]],
    furniture: re.Pattern[str],
    closes: bool,
    opening: Callable[[str], str | None],
) -> list[str]:
    """What the writer (the sender of most lines) posted, every other line blank: each of their
    messages (sender, first line, end) but its `furniture` lines (which end the message when
    `closes`), its first line as `opening` writes it (None: the message is left out)."""
    said: Counter[str] = Counter()
    for sender, start, end in spans:
        said[sender] += sum(1 for line in lines[start:end] if line.strip())
    writer = said.most_common(1)[0][0]
    out = [""] * len(lines)
    for sender, start, end in spans:
        if sender != writer:
            continue
        first = True
        for n in range(start, end):
            line = lines[n]
            if not line.strip():
                continue
            if furniture.match(line):
                if closes:
                    break  # (an iMessage's reactions close the message)
                continue
            if first and (line := opening(line)) is None:
                break
            first = False
            out[n] = line
    return out
