"""The brief as a Day One journal entry, exported as JSON (English, `.json`).

Day One's "Export > JSON" writes a `Journal.json` of the form `{"metadata": {"version": "1.0"},
"entries": [...]}`, pretty printed by Apple's JSON writer (two-space indent, `"key" : value`,
forward slashes escaped as `\\/`, non-ASCII characters written as they are). Each entry carries
a `uuid` (32 uppercase hex digits), `creationDate` and `modifiedDate` in UTC (`...Z`), the device
it was written on, its `timeZone`, `starred`/`isPinned`/`isAllDay`, `editingTime` in seconds,
`tags`, often a `location` and a `weather` block, the body as Markdown in `text` and the same
body as Day One's own rich text (a JSON document inside a string) in `richText`.

The Markdown is Day One's: the title a `#` heading, each editor line a line (blank lines kept as
empty ones), literal punctuation a Markdown mark could swallow escaped with a backslash (`\\.`,
`\\-`, `\\(`, `\\)`, `\\!`, `\\#`, `\\+`, `\\*`, `\\_`, `\\[`, `\\]`, `\\>`), but not inside
inline code or a link's target; bullets `- `, numbered lines `1. `, checklist lines `- [ ] ` and
`- [x] `. Here each document is one export holding one entry, written in a New Zealand team's
journal (Pacific/Auckland, NZST, UTC+12 in July).
"""

from __future__ import annotations

import hashlib
import json
import re
from datetime import datetime, timedelta

from tests.zoo4.facts import Doc

from . import facts as F
from . import wording as W

EXT = "json"
LANG = "en"

TZ = "Pacific/Auckland"
UTC_OFFSET = timedelta(hours=12)  # NZST

PLACES = {
    "avocet": ("Arthur's Pass", "Arthur's Pass Village", -42.9389, 171.5617),
    "shearwater": ("Aoraki / Mount Cook", "Mount Cook Village", -43.7340, 170.0962),
    "dunlin": ("Methven", "Mount Hutt Ski Area", -43.4735, 171.5744),
}
DEVICES = {
    "avocet": ("avocet field MacBook", "MacBook Pro", "MacBookPro18,3", "macOS", "14.5"),
    "shearwater": ("shearwater iPad", "iPad", "iPad13,4", "iPadOS", "17.5.1"),
    "dunlin": ("dunlin field MacBook", "MacBook Air", "Mac14,2", "macOS", "14.5"),
    None: ("Avalanche desk iMac", "iMac", "iMac21,1", "macOS", "14.5"),
}

# characters Day One escapes in a plain text run
_SPECIAL = re.compile(r"([\\`*_\[\]()#+\-.!>])")

# a run: (text, attrs) with attrs among bold, code, link (the URL)
Run = tuple[str, dict]


def _esc(s: str) -> str:
    return _SPECIAL.sub(r"\\\1", s)


def t(s: str) -> Run:
    return (s, {})


def b(s: str) -> Run:
    return (s, {"bold": True})


def code(s: str) -> Run:
    return (s, {"inlineCode": True})


def link(s: str, url: str) -> Run:
    return (s, {"linkURL": url})


class Entry:
    """One Day One entry's lines, each with its line style, rendered both as Markdown and as rich text."""

    def __init__(self) -> None:
        self.lines: list[tuple[dict, list[Run]]] = []

    def add(self, runs: list[Run], **line: object) -> None:
        self.lines.append((line, runs))

    def blank(self) -> None:
        self.lines.append(({}, []))

    def markdown(self) -> str:
        out = []
        for line, runs in self.lines:
            md = ""
            for s, a in runs:
                if a.get("inlineCode"):
                    md += f"`{s}`"
                elif "linkURL" in a:
                    md += f"[{_esc(s)}]({a['linkURL']})"
                elif a.get("bold"):
                    md += f"**{_esc(s)}**"
                else:
                    md += _esc(s)
            if "header" in line:
                md = "#" * int(line["header"]) + " " + md
            elif line.get("listStyle") == "bulleted":
                md = "- " + md
            elif line.get("listStyle") == "numbered":
                md = f"{line['listIndex']}. " + md
            elif line.get("listStyle") == "checkbox":
                md = ("- [x] " if line.get("checked") else "- [ ] ") + md
            out.append(md)
        return "\n".join(out)

    def rich(self) -> str:
        contents = []
        for line, runs in self.lines:
            attrs = {"line": {k: v for k, v in line.items() if k != "listIndex"}} if line else {}
            if line.get("listStyle"):
                attrs["line"]["indentLevel"] = 1
            if not runs:
                contents.append({"text": "\n"})
                continue
            for i, (s, a) in enumerate(runs):
                run: dict = {"text": s + ("\n" if i == len(runs) - 1 else "")}
                merged = {**a, **attrs} if i == 0 else dict(a)
                if merged:
                    run["attributes"] = merged
                contents.append(run)
        doc = {
            "meta": {"version": 1, "small-lines-removed": True,
                     "created": {"version": 1641, "platform": "com.bloombuilt.dayone-mac"}},
            "contents": contents,
        }  # fmt: skip
        return json.dumps(doc, ensure_ascii=False, separators=(",", ":")).replace("/", "\\/")


def _uuid(d: Doc) -> str:
    return hashlib.md5(f"dayone:{d.stem}".encode()).hexdigest().upper()


def _utc(local: datetime) -> str:
    return (local - UTC_OFFSET).strftime("%Y-%m-%dT%H:%M:%SZ")


def _brief(d: Doc) -> Entry:
    new, carried, side = F.groups(d)
    e = Entry()
    e.add([t(f"Daily brief: {F.TOPIC}, {W.long_en(d.date)}")], header=1)
    e.blank()
    e.add([b("Topic:"), t(" " + F.TOPIC)])
    e.add([b("Instance:"), t(f" {d.instance}")])
    e.add([b("Window:"), t(f" {d.window[0]} → {d.window[1]} (NZST)")])
    e.add([b("Baseline:"), t(" "), code(F.living_path(EXT)), t(f" (version {W.iso(d.baseline)})")])
    e.add([b("Counts:"), t(" " + W.counts_en(d.counts))])
    e.add([b("New arXiv IDs:"), t(" " + ", ".join(d.new_ids))])
    e.blank()
    e.add([t("Sections in this brief")], header=2)
    for k in d.sections:
        e.add([t(W.section_en(d, k))], listStyle="bulleted")
    e.blank()
    e.add([t(W.STATUS_EN["new"])], header=2)
    for k, m in enumerate(new, 1):
        e.add([t(f"{k}. {W.label(m)}")], header=3)
        e.add([link(W.url(m), W.url(m))])
        e.add([b("Section:"), t(" " + W.section_en(d, m.section))], listStyle="bulleted")
        for f in m.figures:
            e.add([t(W.fig_en(f))], listStyle="bulleted")
        e.add([b("Confidence:"), t(f" {m.confidence}")], listStyle="bulleted")
        src: list[Run] = [b("Sources:"), t(" ")]
        for i, s in enumerate(m.sources):
            src += [t(", ")] if i else []
            src.append(code(s))
        e.add(src, listStyle="bulleted")
        e.add([t(W.sentence(m.point))])
        e.blank()
    e.add([t("Carried over")], header=2)
    for m in carried:
        runs = [b(W.label(m)), t(f", {W.carried_en(m)}, {W.section_en(d, m.section)}")]
        runs += [t(f", {W.fig_en(f)}") for f in m.figures]
        runs.append(t(f": {W.sentence(m.point)}"))
        e.add(runs, listStyle="bulleted")
    e.blank()
    e.add([t("Adjacent")], header=2)
    for m in side:
        e.add([b(W.label(m)), t(f", {W.STATUS_EN[m.status]}: {W.sentence(m.point)}")], listStyle="bulleted")
    e.blank()
    e.add([t("To verify")], header=2)
    for x in d.entries:
        state = "resolved" if x.resolved else "open"
        e.add([t(f"Risk {x.risk}, {state}: {x.sentence}.")], listStyle="checkbox", checked=x.resolved)
    e.blank()
    e.add([t("Sources read")], header=2)
    for k, s in enumerate(d.sources, 1):
        runs = [code(s)] + ([t(" (empty)")] if s in d.empty_sources else [])
        e.add(runs, listStyle="numbered", listIndex=k)
    e.blank()
    e.add([t(f"Hand-over from {d.instance}, {F.HANDOVER}")])
    return e


def _living(d: Doc) -> Entry:
    e = Entry()
    e.add([t(f"Living document: {F.TOPIC}")], header=1)
    e.add([t(f"Version {W.iso(d.date)}, kept by the avalanche desk")])
    for k in d.sections:
        e.blank()
        e.add([t(W.section_en(d, k))], header=2)
        here = [m for m in d.mentions if m.section == k]
        if not here:
            e.add([t("Nothing anchored here yet.")])
        for m in here:
            e.add([t(W.label(m))], header=3)
            e.add([link(W.url(m), W.url(m))])
            e.add([b("Anchored:"), t(" " + W.iso(m.anchored_on))], listStyle="bulleted")
            for f in m.figures:
                e.add([t(W.fig_en(f))], listStyle="bulleted")
            for s in m.sources:
                e.add([b("Card:"), t(" "), code(s)], listStyle="bulleted")
            e.add([t(W.sentence(m.point))])
    return e


def _times(d: Doc) -> tuple[datetime, datetime]:
    """Local creation and last edit: a brief is finished at the hand-over, the living doc in the morning."""
    if d.kind == "brief":
        end = datetime.strptime(d.window[1], "%Y-%m-%d %H:%M")
        return end - timedelta(minutes=34), end
    start = datetime(d.date.year, d.date.month, d.date.day, 8, 40)
    return start, start + timedelta(minutes=52)


def entry(d: Doc) -> dict:
    body = _brief(d) if d.kind == "brief" else _living(d)
    created, edited = _times(d)
    name, kind, model, os_name, os_version = DEVICES[d.instance]
    tags = [F.TOPIC, "daily-brief", d.instance] if d.kind == "brief" else [F.TOPIC, "living-doc"]
    out: dict = {
        "isAllDay": False,
        "richText": body.rich(),
        "duration": 0,
        "creationDeviceType": kind,
        "editingTime": round((edited - created).total_seconds() * 0.61, 3),
        "text": body.markdown(),
        "tags": tags,
    }
    if d.kind == "brief":
        locality, place, lat, lon = PLACES[d.instance]
        out["location"] = {
            "region": {"center": {"longitude": lon, "latitude": lat}, "radius": 75},
            "localityName": locality,
            "country": "New Zealand",
            "timeZoneName": TZ,
            "administrativeArea": "Canterbury",
            "longitude": lon,
            "placeName": place,
            "latitude": lat,
        }
        out["weather"] = {
            "sunsetDate": _utc(datetime(d.date.year, d.date.month, d.date.day, 17, 19)),
            "temperatureCelsius": -3.2,
            "weatherCode": "snow",
            "weatherServiceName": "Apple Weather",
            "windBearing": 292,
            "sunriseDate": _utc(datetime(d.date.year, d.date.month, d.date.day, 7, 58)),
            "conditionsDescription": "Light Snow",
            "pressureMB": 1004,
            "visibilityKM": 3.1,
            "relativeHumidity": 93,
            "windSpeedKPH": 27,
            "moonPhase": 0.21,
            "windChillCelsius": -9.4,
            "moonPhaseCode": "waxing-crescent",
        }
    out |= {
        "modifiedDate": _utc(edited),
        "creationDeviceModel": model,
        "creationOSName": os_name,
        "timeZone": TZ,
        "isPinned": d.kind == "living",
        "uuid": _uuid(d),
        "creationDevice": name,
        "creationOSVersion": os_version,
        "starred": d.kind == "brief" and bool(d.empty_sources),
        "creationDate": _utc(created),
    }
    return out


def render(d: Doc) -> str:
    export = {"metadata": {"version": "1.0"}, "entries": [entry(d)]}
    return json.dumps(export, indent=2, ensure_ascii=False, separators=(",", " : ")).replace("/", "\\/") + "\n"


_ESCAPED = re.compile(r"\\([\\`*_\[\]()#+\-.!>])")


def text(out: str) -> str:
    """The entry as Day One shows it: its Markdown with the backslash escapes taken out."""
    md = json.loads(out)["entries"][0]["text"]
    return _ESCAPED.sub(r"\1", md)
