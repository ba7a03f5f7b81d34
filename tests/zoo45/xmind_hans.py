"""A brief drawn as an XMind mind map (simplified Chinese), as XMind (2020 and later, the "Zen"
file format) saves a `.xmind` workbook: a zip archive with `content.json` (a list of sheets, each
with its `rootTopic`; every topic a `class: topic` object with an `id`, a `title`, its
`children.attached` topics, and where used a `href`, `labels`, `markers` such as `priority-1` or
`task-done`, and `notes` given both as `plain` text and as `realHTML`), `metadata.json` (the
creator "Vana" and the active sheet), `manifest.json` (the archive's file entries), the
`content.xml` placeholder XMind writes for older versions (a "Warning 警告" map telling them not
to save over the file) and a PNG thumbnail. The map's topics carry the brief: an overview branch,
one branch per part of the brief. Because the key writer would read the placeholder
`content.xml` of a zip, the layout gives a `text` hook: the workbook's `content.json`.
"""

from __future__ import annotations

import hashlib
import io
import json
import struct
import zipfile
import zlib
from typing import Any

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "xmind"
LANG = "zh-hans"

S = W.STATUS_HANS
RISK_MARKER = {"high": "priority-1", "medium": "priority-2", "low": "priority-3"}
WARNING_XML = (
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?><xmap-content xmlns="urn:xmind:xmap:xmlns:content:2.0" '
    'xmlns:fo="http://www.w3.org/1999/XSL/Format" xmlns:svg="http://www.w3.org/2000/svg" '
    'xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:xlink="http://www.w3.org/1999/xlink" modified-by="bruce" '
    'timestamp="1503058545540" version="2.0"><sheet id="7abtd0ssc7n4pi1nu6i7b6lsdh" modified-by="bruce" '
    'theme="0kdeemiijde6nuk97e4t0vpp54" timestamp="1503058545540"><topic id="1vr0lcte2og4t2sopiogvdmifc" '
    'modified-by="bruce" structure-class="org.xmind.ui.logic.right" timestamp="1503058545417"><title>Warning\n'
    '警告\nAttention\nWarnung\n경고</title><children><topics type="attached"><topic id="71h1aip2t1o8vvm0a41nausaar" '
    'modified-by="bruce" timestamp="1503058545423"><title svg:width="500">This file can not be opened normally, '
    "please do not modify and save, otherwise the contents will be permanently lost!</title></topic>"
    '<topic id="428akmkh9a0tog6c91qj995qdl" modified-by="bruce" timestamp="1503058545427"><title svg:width="500">'
    "该文件无法正常打开，请勿修改并保存，否则文件内容将会永久性丢失！</title></topic></topics></children></topic>"
    "<title>Sheet 1</title></sheet></xmap-content>"
)


class _Ids:
    """XMind's topic ids: 26 lower-case letters and digits, unique in the workbook."""

    def __init__(self, seed: str) -> None:
        self.seed, self.n = seed, 0

    def __call__(self) -> str:
        self.n += 1
        h = hashlib.sha256(f"{self.seed}/{self.n}".encode()).hexdigest()
        return "".join("0123456789abcdefghijklmnopqrstuv"[int(h[k : k + 2], 16) % 32] for k in range(0, 52, 2))


def _topic(ids: _Ids, title: str, kids: list[dict] = (), **extra: Any) -> dict:
    t: dict[str, Any] = {"id": ids(), "class": "topic", "title": title}
    t.update({k: v for k, v in extra.items() if v})
    if kids:
        t["children"] = {"attached": list(kids)}
    return t


def _notes(lines: list[str]) -> dict:
    html = "".join(f"<div>{x.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')}</div>" for x in lines)
    return {"plain": {"content": "\n".join(lines)}, "realHTML": {"content": html}}


def _figs(ids: _Ids, m: Mention) -> list[dict]:
    return [_topic(ids, W.fig_hans(f)) for f in m.figures]


def _living(d: Doc, ids: _Ids) -> dict:
    branches = []
    for num in d.sections:
        items = [
            _topic(ids, W.label_hans(m), [
                _topic(ids, m.hans), *_figs(ids, m),
                _topic(ids, f"{W.zh_date(m.anchored_on)}锚入", markers=[{"markerId": "task-done"}]),
                _topic(ids, "论文卡片", [_topic(ids, s) for s in m.sources]),
            ], href=W.url(m))
            for m in d.mentions if m.section == num
        ]  # fmt: skip
        branches.append(_topic(ids, W.section_hans(d, num), items))
    return _topic(ids, f"{F.TOPIC} 活文档", branches, structureClass="org.xmind.ui.map.clockwise",
                  notes=_notes([f"路径：{F.living_path(EXT)}", f"版本：{W.zh_date(d.date)}",
                                "由每晚的接力自动更新"]))  # fmt: skip


def _brief(d: Doc, ids: _Ids) -> dict:
    new, old, side = F.groups(d)
    overview = _topic(ids, "概况", [
        _topic(ids, f"作者 {d.instance}"),
        _topic(ids, f"时间窗口 {d.window[0]} → {d.window[1]}"),
        _topic(ids, f"基线活文档 {F.living_path(EXT)}（{W.month_day_hans(d.baseline)}版）"),
        _topic(ids, W.counts_hans(d.counts)),
    ])  # fmt: skip
    fresh = []
    for k, m in enumerate(new, 1):
        kids = [
            _topic(ids, f"建议归入 {W.section_hans(d, m.section)}"),
            _topic(ids, m.hans),
            *_figs(ids, m),
            _topic(ids, "来源", [_topic(ids, s) for s in m.sources]),
        ]
        fresh.append(_topic(ids, W.label_hans(m), kids, href=W.url(m),
                            labels=[S["new"], f"可信度 {W.LEVEL_HANS[m.confidence]}"],
                            markers=[{"markerId": f"priority-{k}"}]))  # fmt: skip
    carried = [
        _topic(ids, W.label_hans(m), [_topic(ids, W.section_hans(d, m.section)), _topic(ids, m.hans), *_figs(ids, m)],
               labels=[W.carried_hans(m)])
        for m in old
    ]  # fmt: skip
    adjacent = [_topic(ids, W.label_hans(m), labels=[S[m.status]], href=W.url(m), notes=_notes([m.hans]))
                for m in side]  # fmt: skip
    register = [
        _topic(ids, e.hans, labels=[f"风险 {W.LEVEL_HANS[e.risk]}"] + (["已解决"] if e.resolved else []),
               markers=[{"markerId": "task-done" if e.resolved else RISK_MARKER[e.risk]}])
        for e in d.entries
    ]  # fmt: skip
    ids_branch = _topic(ids, "五、可引用 arXiv 号", [
        _topic(ids, f"本棒净增：{'、'.join(d.new_ids)}"),
        _topic(ids, "沿用", [_topic(ids, f"{F.work(m).arxiv} {F.work(m).name} {W.carried_hans(m)}")
                             for m in old if F.work(m).arxiv]),
    ])  # fmt: skip
    read = [_topic(ids, s, labels=["空文件，没有内容"] if s in d.empty_sources else []) for s in d.sources]
    branches = [
        overview,
        _topic(ids, "一、本棒净增", fresh),
        _topic(ids, "二、沿用与已锚入", carried),
        _topic(ids, "三、邻接预备", adjacent),
        _topic(ids, "四、值得警惕的矛盾或待核实说法", register),
        ids_branch,
        _topic(ids, "六、本棒检查过的来源", read),
    ]
    return _topic(ids, f"{F.TOPIC} 日报 {W.iso(d.date)}", branches, structureClass="org.xmind.ui.logic.right",
                  notes=_notes([f"{d.instance} 于 {F.HANDOVER} 交接", "每个分支对应简报的一个部分"]))  # fmt: skip


def _png() -> bytes:
    """A 2×2 white thumbnail."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    raw = b"".join(b"\x00" + b"\xff\xff\xff" * 2 for _ in range(2))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 2, 2, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))  # fmt: skip


def workbook(d: Doc) -> list[dict]:
    ids = _Ids(d.stem)
    root = _living(d, ids) if d.kind == "living" else _brief(d, ids)
    sheet = {
        "id": ids(),
        "class": "sheet",
        "title": "画布 1",
        "rootTopic": root,
        "theme": {"id": ids(), "centralTopic": {"properties": {"fo:font-family": "NeverMind", "fo:font-size": "30pt"}},
                  "mainTopic": {"properties": {"fo:font-family": "NeverMind", "fo:font-size": "18pt"}}},
        "topicPositioning": "fixed",
    }  # fmt: skip
    return [sheet]


def render(d: Doc) -> bytes:
    content = workbook(d)
    files = {
        "content.json": json.dumps(content, ensure_ascii=False, separators=(",", ":")),
        "metadata.json": json.dumps({"dataStructureVersion": "2", "creator": {"name": "Vana", "version": "24.01.14362"},
                                     "layoutEngineVersion": "3", "activeSheetId": content[0]["id"]},
                                    separators=(",", ":")),
        "manifest.json": json.dumps({"file-entries": {"content.json": {}, "metadata.json": {},
                                                      "Thumbnails/thumbnail.png": {}}}, separators=(",", ":")),
        "content.xml": WARNING_XML,
    }  # fmt: skip
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        stamp = (d.date.year, d.date.month, d.date.day, 7, 9, 0)
        for name, data in [*files.items(), ("Thumbnails/thumbnail.png", _png())]:
            info = zipfile.ZipInfo(name, stamp)
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data.encode("utf-8") if isinstance(data, str) else data)
    return buf.getvalue()


def text(out: bytes) -> str:
    """The workbook's content.json (where the key writer finds the baseline path)."""
    with zipfile.ZipFile(io.BytesIO(out)) as z:
        return z.read("content.json").decode("utf-8")
