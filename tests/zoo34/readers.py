"""Reading the zoo34 formats back without kgraph (and without the layouts' own code), each checked
against its own format's rules: the Obsidian canvas through Python's json module, no key repeated
in an object, against the JSON Canvas 1.0 rules (node types and their fields, ids, edge ends and
sides) and Obsidian's serialisation; the Trello export through the json module, against the
shape of Trello's objects (24-hex-digit ids beginning with their creation time, cards in lists of
the board, labels and checklists of the board); the Reddit post's Markdown source by Reddit's
Markdown rules (title and byline, tables, lists, superscripts, spoilers, no raw HTML) and read
as plain text; the SubViewer captions cut into their cues, the speaker carried from one `>>`
mark to the next."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

# --- JSON ----------------------------------------------------------------------------------------


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [k for k, _ in pairs]
    assert len(keys) == len(set(keys)), keys
    return dict(pairs)


def _json(text: str) -> Any:
    assert "\r" not in text and not text.startswith("\ufeff")
    return json.loads(text, object_pairs_hook=_no_repeats)


# --- an Obsidian canvas --------------------------------------------------------------------------

HEX16 = re.compile(r"[0-9a-f]{16}")
SIDES = {"top", "right", "bottom", "left"}
FIELD = {"text": "text", "file": "file", "link": "url", "group": "label"}


def obsidian_dumps(data: dict) -> str:
    """How Obsidian writes a canvas: tab indentation, each node and edge compact on its own line."""

    def arr(name: str) -> str:
        xs = data[name]
        if not xs:
            return f'\t"{name}":[]'
        rows = ",\n".join("\t\t" + json.dumps(x, ensure_ascii=False, separators=(",", ":")) for x in xs)
        return f'\t"{name}":[\n{rows}\n\t]'

    return "{\n" + arr("nodes") + ",\n" + arr("edges") + "\n}"


def _inside(a: dict, b: dict) -> bool:
    return (b["x"] <= a["x"] and a["x"] + a["width"] <= b["x"] + b["width"]
            and b["y"] <= a["y"] and a["y"] + a["height"] <= b["y"] + b["height"])  # fmt: skip


def _overlap(a: dict, b: dict) -> bool:
    return (a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"]
            and a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"])  # fmt: skip


def canvas(text: str) -> dict[str, Any]:
    """A JSON Canvas 1.0 document as Obsidian saves it."""
    data = _json(text)
    assert isinstance(data, dict) and list(data) == ["nodes", "edges"]
    assert text == obsidian_dumps(data)
    ids = [n["id"] for n in data["nodes"]] + [e["id"] for e in data["edges"]]
    assert len(ids) == len(set(ids)) and all(HEX16.fullmatch(i) for i in ids)
    nodes = {n["id"]: n for n in data["nodes"]}
    for n in data["nodes"]:
        assert list(n)[:2] == ["id", "type"] and n["type"] in FIELD, n
        assert all(isinstance(n[k], int) for k in ("x", "y", "width", "height")) and n["width"] > 0 < n["height"]
        assert n["type"] == "group" or isinstance(n[FIELD[n["type"]]], str) and n[FIELD[n["type"]]]
        assert "color" not in n or re.fullmatch(r"[1-6]|#[0-9a-f]{6}", n["color"])
        assert set(n) <= {"id", "type", "x", "y", "width", "height", "color", FIELD[n["type"]]}
    for e in data["edges"]:
        assert e["fromNode"] in nodes and e["toNode"] in nodes and e["fromNode"] != e["toNode"]
        assert {e.get("fromSide", "top"), e.get("toSide", "top")} <= SIDES
        assert set(e) <= {"id", "fromNode", "fromSide", "fromEnd", "toNode", "toSide", "toEnd", "color", "label"}
    groups = [n for n in data["nodes"] if n["type"] == "group"]
    cards = [n for n in data["nodes"] if n["type"] != "group"]
    for k, a in enumerate(cards):  # cards lie apart, each in the group it is drawn in or in none
        assert not any(_overlap(a, b) for b in cards[k + 1 :]), a["id"]
        for g in groups:
            assert _inside(a, g) or not _overlap(a, g), (a["id"], g["label"])
    for k, g in enumerate(groups):
        assert not any(_overlap(g, h) for h in groups[k + 1 :]), g["label"]
    return data


def canvas_text(data: dict) -> list[str]:
    """What the canvas shows: each node's text, file path, link or label, in order, then the edges'
    labels."""
    out = [n[FIELD[n["type"]]] for n in data["nodes"] if FIELD[n["type"]] in n]
    return out + [e["label"] for e in data["edges"] if "label" in e]


# --- a Trello board exported as JSON --------------------------------------------------------------

OID = re.compile(r"[0-9a-f]{24}")
BOARD_KEYS = ["id", "name", "desc", "descData", "closed", "dateClosed", "idOrganization", "idEnterprise", "pinned",
              "url", "shortUrl", "prefs", "labelNames", "shortLink", "dateLastActivity", "dateLastView",
              "idMemberCreator", "actions", "cards", "labels", "lists", "members", "checklists", "customFields",
              "memberships", "pluginData"]  # fmt: skip
STAMP = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z")
COLORS = {"green", "yellow", "orange", "red", "purple", "blue", "sky", "lime", "pink", "black"}


def oid_time(oid: str) -> datetime:
    return datetime.fromtimestamp(int(oid[:8], 16), UTC)


def trello_time(stamp: str) -> datetime:
    assert STAMP.fullmatch(stamp), stamp
    return datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)


def trello(text: str) -> dict[str, Any]:
    """A board as Trello's "Export as JSON" gives it (compact JSON, UTF-8 as it is)."""
    data = _json(text)
    assert text == json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    assert list(data) == BOARD_KEYS and OID.fullmatch(data["id"])
    last = trello_time(data["dateLastActivity"])
    assert re.fullmatch(r"https://trello\.com/b/[0-9A-Za-z]{8}", data["shortUrl"])
    assert data["shortUrl"] == f"https://trello.com/b/{data['shortLink']}" and data["url"].startswith(data["shortUrl"])
    lists = {x["id"]: x for x in data["lists"]}
    labels = {x["id"]: x for x in data["labels"]}
    members = {x["id"] for x in data["members"]}
    assert all(x["color"] in COLORS for x in labels.values()) and set(data["labelNames"]) <= COLORS
    cards = {c["id"]: c for c in data["cards"]}
    for c in data["cards"]:
        assert OID.fullmatch(c["id"]) and oid_time(c["id"]) <= last and c["idBoard"] == data["id"]
        assert c["idList"] in lists and set(c["idLabels"]) <= set(labels) and set(c["idMembers"]) <= members
        assert [x["id"] for x in c["labels"]] == c["idLabels"]
        assert c["shortUrl"] == f"https://trello.com/c/{c['shortLink']}" and c["url"].startswith(c["shortUrl"] + "/")
        assert c["badges"]["attachments"] == len(c["attachments"]) and c["dueComplete"] == c["badges"]["dueComplete"]
        assert c["due"] is None or trello_time(c["due"])
        assert all(a["url"].startswith("https://") for a in c["attachments"])
    for k in data["checklists"]:
        assert k["idCard"] in cards and k["id"] in cards[k["idCard"]]["idChecklists"]
    stamps = [trello_time(a["date"]) for a in data["actions"]]
    assert stamps == sorted(stamps, reverse=True) and max(stamps) == last  # newest first
    for a in data["actions"]:
        assert a["idMemberCreator"] in members and a["data"]["board"]["id"] == data["id"]
        assert a["idMemberCreator"] == a["memberCreator"]["id"] and oid_time(a["id"]) <= trello_time(a["date"])
    return data


def trello_text(data: dict) -> list[str]:
    """What the board shows: its name and description, then each open list in order with its open
    cards (template cards left out): the name, the description, the labels, the attachments'
    links and the checklists' items."""
    out = [data["name"], data["desc"]]
    checks: dict[str, list[str]] = {}
    for k in data["checklists"]:
        checks.setdefault(k["idCard"], []).extend(i["name"] for i in sorted(k["checkItems"], key=lambda i: i["pos"]))
    for lst in sorted((x for x in data["lists"] if not x["closed"]), key=lambda x: x["pos"]):
        out.append(lst["name"])
        cards = [c for c in data["cards"] if c["idList"] == lst["id"] and not c["closed"] and not c["isTemplate"]]
        for c in sorted(cards, key=lambda c: c["pos"]):
            out += [c["name"], c["desc"], ", ".join(x["name"] for x in c["labels"])]
            out += [a["url"] for a in c["attachments"]] + checks.get(c["id"], [])
    return out


# --- a Reddit post's Markdown source -------------------------------------------------------------


@dataclass
class Post:
    title: str
    byline: str
    body: str


BYLINE = re.compile(r"submitted by u/([A-Za-z0-9_-]{3,20}) to r/([A-Za-z0-9_]{3,21})")
WIKI = re.compile(
    r"\^\(r/([A-Za-z0-9_]{3,21}) wiki · revision of ([A-Z][a-z]+ \d{1,2}, \d{4}) by u/([A-Za-z0-9_-]{3,20})\)"
)
TABLE_SEP = re.compile(r"\|(?::?-+:?\|)+")
LIST = re.compile(r"(?:    )*(?:\* |\d+\. )")


def reddit(text: str) -> Post:
    """The saved post: `# title`, a blank line, the byline (or the wiki page's revision line), a
    blank line and the body in Reddit's Markdown."""
    assert text.endswith("\n") and not text.endswith("\n\n") and "\r" not in text and "\t" not in text
    lines = text[:-1].split("\n")
    assert lines[0].startswith("# ") and lines[1] == "" and lines[3] == "", lines[:4]
    assert BYLINE.fullmatch(lines[2]) or WIKI.fullmatch(lines[2]), lines[2]
    body = lines[4:]
    assert len("\n".join(body)) <= 40_000  # a self post's limit
    assert not re.search(r"</?[A-Za-z][^>]*>", text)  # no raw HTML: Reddit shows it as text
    for k, line in enumerate(body):
        assert not line.endswith(" ") or (line.endswith("  ") and not line.endswith("   ") and line.strip()), line
        assert not line.startswith("#") or re.match(r"#{1,6} \S", line), line
        assert not re.match(r"\s*- ", line), line  # this poster's lists are `* `
        assert line.count(">!") == line.count("!<") and line.count("~~") % 2 == 0, line
        assert line.count("^(") <= line.count(")"), line
        if LIST.match(line) is None:
            assert not line.startswith(" "), line
        if line.startswith("|"):  # a table: a header, its alignment row, rows of as many cells
            cells = line.count("|")
            head = k
            while head > 0 and body[head - 1].startswith("|"):
                head -= 1
            assert body[head - 1] == "" and TABLE_SEP.fullmatch(body[head + 1]), body[head : head + 2]
            assert body[head + 1].count("|") == cells, line
    return Post(lines[0][2:], lines[2], "\n".join(body))


def _plain_inline(s: str) -> str:
    s = re.sub(r"~~.*?~~ ?", "", s)  # struck out: no longer said
    s = re.sub(r">!(.*?)!<", r"\1", s)
    s = re.sub(r"\[([^\]]+)\]\(([^)\s]+)\)", r"\1 (\2)", s)
    s = re.sub(r"\^\(([^)]*)\)", r"\1", s)
    s = re.sub(r"\^(\S+)", r"\1", s)
    return s.replace("**", "").replace("`", "").replace("&nbsp;", "").rstrip()


def reddit_plain(body: str) -> list[str]:
    """The body as read: markup taken off, a link as `text (url)`, a table row as its cells joined
    by ` | `, alignment rows, rules and spacers dropped."""
    out = []
    for line in body.split("\n"):
        if TABLE_SEP.fullmatch(line) or line.strip() in {"---", "&nbsp;", ""}:
            continue
        if line.startswith("|"):
            line = " | ".join(c.strip() for c in line.strip("|").split(" | "))
        line = re.sub(r"^#{1,6} ", "", line)
        line = re.sub(r"^\s*\* ", "", line)
        out.append(_plain_inline(line))
    return out


# --- SubViewer captions -----------------------------------------------------------------------------

SBV_STAMP = r"(\d+):([0-5]\d):([0-5]\d)\.(\d{3})"
SBV_TIMING = re.compile(rf"{SBV_STAMP},{SBV_STAMP}")
MARK = re.compile(r">> ([^\s：:]{1,20})：(.+)")


@dataclass
class Cue:
    start: float
    end: float
    speaker: str
    marked: bool  # the cue opens with `>> NAME：`
    text: str  # the caption (the speaker mark taken off), lines joined with newlines


def _seconds(groups: tuple[str, ...]) -> float:
    h, m, s, ms = (int(g) for g in groups)
    return h * 3600 + m * 60 + s + ms / 1000


def sbv(text: str) -> list[Cue]:
    """A SubViewer file: cues separated by one blank line, each its timing (`H:MM:SS.mmm,H:MM:SS.mmm`,
    end after start, no cue before the previous one ends) and at least one line of text, none
    blank; a speaker change marked `>> NAME：`, the speaker carried to the unmarked cues after."""
    assert text.endswith("\n") and not text.endswith("\n\n") and "\r" not in text and not text.startswith("\ufeff")
    cues: list[Cue] = []
    speaker = None
    for block in text[:-1].split("\n\n"):
        timing, *body = block.split("\n")
        m = SBV_TIMING.fullmatch(timing)
        assert m, timing
        start, end = _seconds(m.groups()[:4]), _seconds(m.groups()[4:])
        assert end > start and (not cues or start >= cues[-1].end), timing
        assert body and all(x.strip() and x == x.strip() for x in body), block
        who = MARK.fullmatch(body[0])
        assert who or not body[0].startswith(">>"), body[0]
        if who:
            speaker, body = who.group(1), [who.group(2)] + body[1:]
        assert speaker, "the first cue names its speaker"
        cues.append(Cue(start, end, speaker, bool(who), "\n".join(body)))
    return cues
