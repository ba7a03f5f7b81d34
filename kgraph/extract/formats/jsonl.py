"""A pipeline's event log written as JSON Lines (`.jsonl`, `.ndjson`: one JSON object per line),
read as the records it holds, each view line citing the event's line.

A log's bookkeeping is not what the brief says: a field holding a timestamp (`"时间":
"2026-09-15T18:03:20+08:00"`), a log level (`INFO`) and the event's message when the event has
fields of its own (the message repeats them for a person reading the log; an event of a message
alone is read as that message). The event's type (`"event": "source_read"`) groups the events:
where it changes, its words head a part (`## source read`, `## verify raised`), as the keys of a
document written as YAML do (datadoc.py); the first event's fields are the header's. Within a
part an event is read as YAML's records are (frontmatter.py): one that names a work (`条目`,
`name`, `title`: any key the lexicon's columns call a name) a heading over its fields, the next
events naming the same work (`figure_reported`) more fields of it (`指标`/`数值`/`单位` one
figure); one that gives a section's number and one name (`{"章节": "1.1", "名称": "…"}`) names
that section; one whose longest value is a sentence (a concern) a list item with its other fields
in brackets; a short one (`{"路径": "…", "结果": "已读"}`) a list item of its values; any other
its fields, one line each. A line that is not a JSON object is refused in one line naming it.
"""

from __future__ import annotations

import json
import re
from typing import Any

from kgraph.errors import DocumentError
from kgraph.extract.formats import markdown
from kgraph.extract.tree import View

MAX_EVENTS = 100_000

_LEVELS = frozenset({"trace", "debug", "info", "notice", "warn", "warning", "error", "critical", "fatal"})
_TYPE_KEYS = frozenset({"event", "type", "kind", "action", "事件", "事件类型", "事件類型", "动作", "動作"})
_MESSAGE_KEYS = frozenset({"message", "msg", "消息", "訊息", "信息", "資訊"})
_TIMESTAMP = re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?")
_EVENT_TYPE = re.compile(r"[A-Za-z]+(?:[_.\-][A-Za-z]+)*")
_SECTION_NUMBER = re.compile(r"§?\s*\d{1,2}(?:\.\d{1,2}){1,3}")


def view(text: str, name: str) -> View:
    """The log's view (see the module's docstring), read as Markdown is."""
    lines: list[str] = []
    source: list[int] = []
    part: str | None = None
    work = ""  # the work the last record named
    read = _events(text, name)
    events = [_read(event) for _, event in read]
    for at, (n, _) in enumerate(read):
        kind, fields, message = events[at]
        named = _name(fields)
        section = _section(fields)
        if section and at + 1 < len(events) and _name(events[at + 1][1]) and not _section(events[at + 1][1]):
            # a section's event followed by a work's (a living document): a heading over its works
            lines += ["", f"## {section[0]} {section[1]}", ""]
            source += [n, n, n]
            part, work = "", ""
            continue
        if named and named == work:
            said = [_field(k, v) for k, v in fields.items() if _text(v) != named]
            said = [_measure(fields)] if _measure(fields) else said
        else:
            if part is None or part == "":
                part = kind  # (the first event: the header's fields; the first under a section)
            elif kind and kind != part:
                part = kind
                said_part = re.sub(r"[_.\-]+", " ", kind) + (" · works" if named else "")
                lines += ["", f"## {said_part}", ""]
                source += [n, n, n]
            said = _record(fields, named) if fields else ([f"- {message.strip()}"] if message.strip() else [])
            work = named
        for line in said:
            lines.append(line)
            source.append(n)
    if lines:
        lines.append("")
        source.append(source[-1])
    seen = markdown.view("\n".join(lines))
    seen.source = [source[v - 1] if 0 < v <= len(source) else v for v in seen.source]
    return seen


def _read(event: dict[str, Any]) -> tuple[str, dict[str, Any], str]:
    """(type, fields, message) of an event, its bookkeeping left out."""
    kind = next((v for k, v in event.items() if _is_type(k, v)), "")
    fields = {k: v for k, v in event.items() if not _bookkeeping(k, v) and not _is_type(k, v)}
    message = next((v for k, v in fields.items() if k.lower() in _MESSAGE_KEYS and isinstance(v, str)), "")
    return kind, {k: v for k, v in fields.items() if k.lower() not in _MESSAGE_KEYS and _text(v)}, message


def _section(fields: dict[str, Any]) -> tuple[str, str] | None:
    """(`§1.1`, its name) of an event that is only a section's number and one name."""
    numbers = [k for k, v in fields.items() if isinstance(v, str | int | float) and _is_section(k, v)]
    if len(fields) != 2 or len(numbers) != 1:
        return None
    other = next(v for k, v in fields.items() if k != numbers[0])
    return "§" + _text(fields[numbers[0]]).lstrip("§ "), _text(other)


def _events(text: str, name: str) -> list[tuple[int, dict[str, Any]]]:
    events = []
    for n, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        try:
            event = json.loads(line)
        except (ValueError, RecursionError) as exc:
            raise DocumentError(name, f"line {n} is not JSON ({exc}): not a JSON Lines log") from None
        if not isinstance(event, dict):
            raise DocumentError(name, f"line {n} is not a JSON object: not a JSON Lines log of events")
        if len(events) >= MAX_EVENTS:
            raise DocumentError(name, f"more than {MAX_EVENTS:,} events: a log, not a document")
        events.append((n, {str(k): v for k, v in event.items()}))
    return events


def _record(fields: dict[str, Any], named: str) -> list[str]:
    if section := _section(fields):  # `{"章节": "1.1", "名称": "地震崩解信号"}`: a section's name
        return [f"- {section[0]}: {section[1]}"]
    if named:
        return [f"### {named}", *(_field(k, v) for k, v in fields.items() if _text(v) != named)]
    longest = max(fields, key=lambda k: len(fields[k]) if isinstance(fields[k], str) else 0)
    if isinstance(fields[longest], str) and _sentence(
        fields[longest]
    ):  # a concern: its sentence, its other fields in brackets
        rest = "; ".join(_field(k, v) for k, v in fields.items() if k != longest)
        return [f"- {_text(fields[longest])}" + (f" ({rest})" if rest else "")]
    if len(fields) <= 3 and all(not isinstance(v, dict) for v in fields.values()):
        return ["- " + " · ".join(_text(v) for v in fields.values())]
    return [_field(k, v) for k, v in fields.items()]


def _name(fields: dict[str, Any]) -> str:
    from kgraph.extract.formats.frontmatter import _role

    return next(
        (_text(v) for k, v in fields.items() if isinstance(v, str) and _role(k) == "name" and not _sentence(v)), ""
    )  # (`"text": "The 18% … may not hold."`: a concern's sentence, not a name)


def _field(key: str, value: Any) -> str:
    label, text = key.replace("_", " ").strip(), _text(value)
    if _is_section(key, value):
        text = "§" + text.lstrip("§ ")  # (`"章节": "1.2"`: the section, as a brief writes it)
    return f"{label}: {text}"


def _measure(fields: dict[str, Any]) -> str:
    """`{"指标": "崩解冰面积", "数值": 12.4, "单位": "平方公里"}` → `崩解冰面积: 12.4 平方公里`."""
    from kgraph.extract.formats.frontmatter import _role

    roles = {_role(k) or k.lower(): _text(v) for k, v in fields.items()}
    if not roles.get("value") or not roles.get("metric"):
        return ""
    unit = roles.get("unit", "")
    return f"{roles['metric']}: {roles['value']}{'' if unit in ('%', '×', 'x') or not unit else ' '}{unit}"


def _is_section(key: str, value: Any) -> bool:
    return bool(re.search(r"section|节|節|章", key, re.I)) and bool(_SECTION_NUMBER.fullmatch(_text(value)))


def _is_type(key: str, value: Any) -> bool:
    return key.strip().lower() in _TYPE_KEYS and isinstance(value, str) and bool(_EVENT_TYPE.fullmatch(value))


def _bookkeeping(key: str, value: Any) -> bool:
    return isinstance(value, str) and (bool(_TIMESTAMP.fullmatch(value.strip())) or value.strip().lower() in _LEVELS)


def _sentence(text: str) -> bool:
    """More words than a name has: over eight, or twenty Chinese characters."""
    return len(text.split()) > 8 or len(re.findall(r"[\u3400-\u9fff]", text)) >= 20


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, int | float):
        return f"{value:g}" if isinstance(value, float) else str(value)
    if isinstance(value, str):
        return " ".join(value.split())
    if isinstance(value, list):
        return "、".join(t for v in value if (t := _text(v)))
    if isinstance(value, dict):
        return " · ".join(f"{str(k).replace('_', ' ')} {t}" for k, v in value.items() if (t := _text(v)))
    return ""
