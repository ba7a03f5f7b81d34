"""Reading the zoo33 formats back without kgraph (and without the layouts' own code), each checked
against its own format's rules: the JSON through Python's json module, no key repeated in an
object (which the loader itself would let pass); the TOML through tomllib (which refuses a
repeated key, an unquoted non-ASCII key and a key/value pair after a table of its own); the
SubRip transcript cut into its cues (numbered from 1, a `HH:MM:SS,mmm --> HH:MM:SS,mmm` timing,
one blank line between cues, text lines none blank, no tags) with the speaker's name taken off
each; the copied Mastodon thread cut into its posts (display name, `@user@server` handle, an
optional `CW:` line, the post's text and the web UI's date line), each post's length counted as
Mastodon counts it."""

from __future__ import annotations

import json
import re
import tomllib
from dataclasses import dataclass
from datetime import date, datetime, time
from typing import Any

# --- JSON and TOML -------------------------------------------------------------------------------


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [k for k, _ in pairs]
    assert len(keys) == len(set(keys)), keys
    return dict(pairs)


def json_doc(text: str) -> dict[str, Any]:
    """One JSON object (RFC 8259), UTF-8 text ending in a newline, no key repeated in an object."""
    assert text.endswith("\n") and "\r" not in text and not text.startswith("\ufeff")
    data = json.loads(text, object_pairs_hook=_no_repeats)
    assert isinstance(data, dict)
    return data


def toml_doc(text: str) -> dict[str, Any]:
    """One TOML v1.0.0 document, loaded with tomllib."""
    assert text.endswith("\n") and "\r" not in text and not text.startswith("\ufeff")
    return tomllib.loads(text)


def _scalar(x: Any) -> str:
    if isinstance(x, date | datetime | time):
        return x.isoformat()
    if x is None:
        return "null"
    if isinstance(x, bool):
        return "true" if x else "false"
    return str(x).rstrip("\n")


def flatten(x: Any, sep: str = ", ") -> list[str]:
    """Loaded JSON or TOML as lines of text: a mapping of scalars on one line (`k: v, k: v`), a
    list of scalars joined with `sep`, anything else key by key and item by item."""

    def flat(v: Any) -> bool:
        return not isinstance(v, dict | list)

    if isinstance(x, dict):
        if all(flat(v) for v in x.values()):
            return [", ".join(f"{k}: {_scalar(v)}" for k, v in x.items())]
        out = []
        for k, v in x.items():
            if flat(v):
                out.append(f"{k}: {_scalar(v)}")
            elif isinstance(v, list) and all(flat(i) for i in v):
                out.append(f"{k}: " + sep.join(_scalar(i) for i in v))
            elif isinstance(v, dict) and all(flat(i) for i in v.values()):
                out.append(f"{k}: " + flatten(v, sep)[0])
            else:
                out += [f"{k}:"] + flatten(v, sep)
        return out
    if isinstance(x, list):
        if all(flat(i) for i in x):
            return [sep.join(_scalar(i) for i in x)]
        return [line for i in x for line in flatten(i, sep)]
    return [_scalar(x)]


# --- SubRip --------------------------------------------------------------------------------------

SRT_STAMP = r"(\d{2}):([0-5]\d):([0-5]\d),(\d{3})"
SRT_TIMING = re.compile(rf"{SRT_STAMP} --> {SRT_STAMP}")
SPEAKER = re.compile(r"([^\s：:]{1,20})：(.+)")


@dataclass
class Cue:
    index: int
    start: float
    end: float
    speaker: str
    text: str  # the cue's lines (the speaker's name taken off the first), joined with newlines


def _srt_seconds(groups: tuple[str, ...]) -> float:
    h, m, s, ms = (int(g) for g in groups)
    return h * 3600 + m * 60 + s + ms / 1000


def srt(text: str) -> list[Cue]:
    """A SubRip file: cues separated by one blank line, each its number (1, 2, 3 …), its timing
    (end after start, no cue before the previous one ends) and at least one line of text, none
    blank, none with `-->` or a tag; the first line opens with the speaker's name and a
    full-width colon."""
    assert text.endswith("\n") and "\r" not in text and not text.startswith("\ufeff")
    cues: list[Cue] = []
    for n, block in enumerate(text[:-1].split("\n\n"), 1):
        lines = block.split("\n")
        assert lines[0] == str(n), (n, block)
        m = SRT_TIMING.fullmatch(lines[1])
        assert m, lines[1]
        start, end = _srt_seconds(m.groups()[:4]), _srt_seconds(m.groups()[4:])
        assert end > start and (not cues or start >= cues[-1].end), lines[1]
        body = lines[2:]
        assert body and all(x.strip() and "-->" not in x and "<" not in x for x in body), block
        who = SPEAKER.fullmatch(body[0])
        assert who, body[0]
        cues.append(Cue(n, start, end, who.group(1), "\n".join([who.group(2)] + body[1:])))
    return cues


# --- a Mastodon thread copied from the web UI -----------------------------------------------------

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
POST_DATE = re.compile(rf"({'|'.join(MONTHS)}) (\d{{2}}), (\d{{4}}), ([01]\d|2[0-3]):([0-5]\d)")
HANDLE = re.compile(r"@([A-Za-z0-9_]+)@([a-z0-9-]+(?:\.[a-z0-9-]+)+)")
LINK = re.compile(r"https?://[^\s]+")
MENTION = re.compile(r"(?<![\w@/])@([A-Za-z0-9_]+)@([a-z0-9-]+(?:\.[a-z0-9-]+)+)")
HASHTAG = re.compile(r"(?<![\w/#])#([^\W\d_][\w]*)")


@dataclass
class Post:
    name: str
    handle: str
    cw: str | None
    body: str
    posted: datetime

    @property
    def text(self) -> str:
        return "\n".join([self.name, self.handle] + ([self.cw] if self.cw else []) + [self.body])


def toot_length(cw: str | None, body: str) -> int:
    """A post's length as Mastodon counts it: each link as 23 characters, each mention of a remote
    account as `@user`, the content warning's characters added."""
    body = LINK.sub("x" * 23, body)
    body = MENTION.sub(lambda m: f"@{m.group(1)}", body)
    return len(body) + len(cw or "")


def mastodon(text: str) -> list[Post]:
    """Posts as the web UI copies them: the display name, the `@user@server` handle, `CW: …` if
    the post has a content warning, a blank line, the post's text, a blank line and the date line;
    a blank line between posts."""
    assert text.endswith("\n") and "\r" not in text and not text.startswith("\ufeff")
    posts: list[Post] = []
    chunk: list[str] = []
    for line in text[:-1].split("\n"):
        if not (m := POST_DATE.fullmatch(line)):
            chunk.append(line)
            continue
        while chunk and not chunk[0]:
            chunk.pop(0)
        name, handle, *rest = chunk
        assert name.strip() and not name.startswith("@") and HANDLE.fullmatch(handle), chunk[:2]
        cw = None
        if rest and rest[0].startswith("CW: "):
            cw = rest.pop(0)[4:]
            assert cw.strip()
        assert rest[0] == "" and rest[-1] == "" and rest[1].strip(), rest
        body = "\n".join(rest[1:-1])
        assert "\n\n\n" not in body
        month = MONTHS.index(m.group(1)) + 1
        posted = datetime(int(m.group(3)), month, int(m.group(2)), int(m.group(4)), int(m.group(5)))
        posts.append(Post(name, handle, cw, body, posted))
        chunk = []
    assert not any(x.strip() for x in chunk), chunk
    return posts
