"""A brief as a pipeline in Taiwan writes it in TOML (v1.0.0), traditional Chinese keys and values:
a comment header, the top-level key/value pairs before any table (TOML's rule), then `["基線"]`,
`["章節"]` and `["計數"]` tables, arrays of tables for the sources, the items and the register
(`[["條目"]]`: a key outside A-Za-z0-9_- must be quoted, in a table header too), the figures as
an array of inline tables, dates as TOML local dates, the window as local date-times, the
hand-over as a local time, and each register entry as a multi-line basic string. The living
document is written by the same generator as TOML too, its items as an array of tables nested in
each section (`[["章節"."條目"]]`). Written by hand (no TOML writer is installed), strings as
basic strings with JSON's escapes, which TOML shares."""

from __future__ import annotations

import json
import re
from typing import Any

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "toml"
LANG = "zh-hant"
GENERATOR = "relay-digest 0.14.2"
READ = "已讀"
EMPTY = "空（今日無本主題內容）"


def _key(k: str) -> str:
    """A bare key where TOML allows one (ASCII letters, digits, `_`, `-`), else a quoted one."""
    return k if re.fullmatch(r"[A-Za-z0-9_-]+", k) else json.dumps(k, ensure_ascii=False)


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int | float):
        return repr(v)
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{_key(k)} = {_value(x)}" for k, x in v.items()) + " }"
    if isinstance(v, list | tuple):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    if isinstance(v, Raw):
        return v.text
    return json.dumps(v, ensure_ascii=False)


class Raw:
    """A value written as it is: a local date, date-time or time, a multi-line string."""

    def __init__(self, text: str) -> None:
        self.text = text


def _pairs(pairs: dict[str, Any]) -> list[str]:
    return [f"{_key(k)} = {_value(v)}" for k, v in pairs.items() if v is not None]


def _header(*path: str, array: bool = False) -> str:
    inner = ".".join(_key(p) for p in path)
    return f"[[{inner}]]" if array else f"[{inner}]"


def _item(d: Doc, m: Mention) -> dict[str, Any]:
    w = F.work(m)
    return {
        "名稱": w.name,
        "類型": W.KIND_HANT[w.kind],
        "arXiv": w.arxiv,
        "連結": W.url(m),
        "狀態": W.STATUS_TOML[m.status],
        "建議歸入": W.section_hant(d, m.section) if m.section else None,
        "錨入日期": Raw(W.iso(m.anchored_on)) if m.anchored_on else None,
        "可信度": W.CONFIDENCE_HANT[m.confidence] if m.confidence else None,
        "要點": m.hant,
        "數據": [W.fig_toml(f) for f in m.figures] or None,
        "來源": list(m.sources) or None,
    }


def _brief(d: Doc) -> list[str]:
    new, old, side = F.groups(d)
    L = [f"# 由 {GENERATOR} 產生，請勿手動修改", f"# {F.TOPIC} 每日簡報，{d.instance} 撰寫", ""]
    L += _pairs({
        "標題": f"{F.TOPIC} 每日簡報",
        "主題": F.TOPIC,
        "日期": Raw(W.iso(d.date)),
        "撰寫": d.instance,
        "時間窗": [Raw(W.local_dt(x)) for x in d.window],
        "交接時間": Raw(f"{F.HANDOVER}:00"),
    })  # fmt: skip
    L += ["", _header("基線")] + _pairs({"路徑": F.living_path(EXT), "版本": Raw(W.iso(d.baseline))})
    L += ["", _header("章節")] + _pairs({f"§{k}": F.SECTIONS_HANT[v] for k, v in d.sections.items()})
    L += ["", _header("計數")] + _pairs(W.counts_toml(d.counts))
    for s in d.sources:
        L += ["", _header("來源", array=True)] + _pairs({"路徑": s, "狀態": EMPTY if W.empty(d, s) else READ})
    for m in new + old + side:
        L += ["", _header("條目", array=True)] + _pairs(_item(d, m))
    for k, e in enumerate(d.entries, 1):
        L += ["", _header("待核實", array=True)]
        L += _pairs({"編號": k, "風險": W.RISK_HANT[e.risk], "狀態": "已解決" if e.resolved else "未解決",
                     "涉及": list(e.items), "說明": Raw(f'"""\n{e.hant}。\n"""')})  # fmt: skip
    carried = [{"編號": F.work(m).arxiv, "錨入日期": Raw(W.iso(m.anchored_on)) if m.anchored_on else None}
               for m in old if F.work(m).arxiv]  # fmt: skip
    carried = [{k: v for k, v in c.items() if v is not None} for c in carried]
    L += ["", _header("arXiv編號")] + _pairs({W.STATUS_TOML["new"]: list(d.new_ids), "沿用": carried})
    return L


def _living(d: Doc) -> list[str]:
    L = [f"# 由 {GENERATOR} 產生，請勿手動修改", f"# {F.TOPIC} 活文件", ""]
    L += _pairs({"主題": F.TOPIC, "文件": F.living_path(EXT), "版本": Raw(W.iso(d.date))})
    for k, name in d.sections.items():
        L += ["", _header("章節", array=True)] + _pairs({"編號": f"§{k}", "名稱": F.SECTIONS_HANT[name]})
        for m in d.mentions:
            if m.section == k:
                w = F.work(m)
                L += ["", _header("章節", "條目", array=True)]
                L += _pairs({"名稱": w.name, "arXiv": w.arxiv, "連結": W.url(m), "錨入日期": Raw(W.iso(m.anchored_on)),
                             "要點": m.hant, "數據": [W.fig_toml(f) for f in m.figures], "來源": list(m.sources)})  # fmt: skip
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
