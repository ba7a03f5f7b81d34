"""The brief as the transcript of a Microsoft Teams hand-over meeting, downloaded from Teams as
a Word document (.docx), traditional Chinese: the meeting's title, its date and start time and
its length, then `<name> 已開始轉錄`, then each utterance as Teams writes it, a paragraph with
the speaker's name and the offset from the start of the recording (`caribou   3:05`, three
spaces between) above a paragraph of what was said, an empty paragraph between utterances, and
`<name> 已停止轉錄` last. The instance reads its brief out to the team lead and a colleague;
the living document is read out by its editor. Written with python-docx (an OOXML package with
word/document.xml, styles and core properties), its zip entries and core dates fixed so that the
same facts give the same bytes."""

from __future__ import annotations

import io
import zipfile
from datetime import datetime, timedelta

from docx import Document

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "docx"
LANG = "zh-hant"

LEAD = "林詠晴"
PEER = "陳柏宇"
EDITOR = "黃士傑"


def _item(d: Doc, m: Mention) -> str:
    w = F.work(m)
    ident = f"arXiv {w.arxiv}" if w.arxiv else f"{W.KIND_HANT[w.kind]}，網址是 {w.url}"
    s = f"{w.name}，{ident}"
    if m.section:
        s += f"，歸在 {W.section_hant(d, m.section)}"
    s += f"。{m.hant}。"
    if m.figures:
        s += "數字是" + "，".join(W.fig_hant(f) for f in m.figures) + "。"
    if m.confidence:
        s += f"信心{W.LEVEL_HANT[m.confidence]}。"
    if m.sources:
        s += f"來源是 {'、'.join(m.sources)}。"
    return s


def _utterances(d: Doc) -> list[tuple[str, str]]:
    living = F.living_path(EXT)
    if d.kind == "living":
        out = [(LEAD, "好，我們開始，士傑你來念活文件。"),
               (EDITOR, f"好的。這是 {F.TOPIC} 的活文件，{W.zh_date(d.date)}的版本，檔案是 {living}。")]  # fmt: skip
        for k in d.sections:
            ms = [m for m in d.mentions if m.section == k]
            text = f"{W.section_hant(d, k)}。"
            text += "".join(f"{W.carried_hant(m)}：{_item(d, m)}" for m in ms) if ms else "這一節目前沒有錨定的項目。"
            out.append((EDITOR, text))
        out.append((LEAD, "謝謝，沒有問題。"))
        return out
    new, old, side = F.groups(d)
    me = d.instance
    out = [
        (LEAD, f"早安，{me}，可以開始了。"),
        (
            me,
            f"早安。這是 {F.TOPIC} 的每日簡報，{W.zh_date(d.date)}，由 {me} 交接。"
            f"時間窗口是 {d.window[0]} 到 {d.window[1]}。"
            f"基準是 {living}，{W.zh_date(d.baseline)}的版本。",
        ),  # fmt: skip
    ]
    for k, m in enumerate(new, 1):
        out.append((me, f"{W.STATUS_HANT['new']}第 {k} 項，共 {len(new)} 項：{_item(d, m)}"))
        if k == 1:
            out.append((PEER, "第一項的數字是作者自己量的嗎？"))
            out.append((me, "是，論文裡的數字，我們還沒有重跑。"))
    for m in old:
        out.append((me, f"{W.carried_hant(m)}：{_item(d, m)}"))
    for m in side:
        out.append((me, f"{W.STATUS_HANT[m.status]}：{_item(d, m)}"))
    out.append((LEAD, "待查核的呢？"))
    for k, e in enumerate(d.entries, 1):
        out.append(
            (me, f"待查核第 {k} 件，風險{W.LEVEL_HANT[e.risk]}，{'已解決' if e.resolved else '未解決'}：{e.hant}。")
        )
    out.append((me, f"數量：{W.counts_hant(d.counts)}。新的 arXiv 編號是 {'、'.join(d.new_ids)}。"))
    srcs = "、".join(s + ("（空的）" if s in d.empty_sources else "") for s in d.sources)
    out.append((me, f"讀過的來源：{srcs}。"))
    out.append((me, f"以上，{me} 交接完畢，{F.HANDOVER}。"))
    out.append((LEAD, "好，謝謝。"))
    return out


def _offset(s: int) -> str:
    h, rest = divmod(s, 3600)
    return f"{h}:{rest // 60:02d}:{rest % 60:02d}" if h else f"{rest // 60}:{rest % 60:02d}"


def _offsets(utter: list[tuple[str, str]]) -> tuple[list[int], int]:
    """Each utterance's offset in seconds from the start of the recording, and the recording's length."""
    offs, t = [], 3
    for _, said in utter:
        offs.append(t)
        t += 4 + len(said) // 5
    return offs, t


def _start(d: Doc) -> datetime:
    """A brief's call is timed so that the hand-over line is said at the hand-over minute."""
    if d.kind == "brief":
        utter = _utterances(d)
        offs, _ = _offsets(utter)
        said = next(o for (_, x), o in zip(utter, offs, strict=True) if "交接完畢" in x)
        return datetime.strptime(d.window[1], "%Y-%m-%d %H:%M") - timedelta(seconds=said)
    return datetime.combine(d.date, datetime.min.time()) + timedelta(hours=14, minutes=30)


def paragraphs(d: Doc) -> list[str]:
    """The transcript's paragraphs, as Teams writes them."""
    start = _start(d)
    utter = _utterances(d)
    owner = LEAD
    offs, t = _offsets(utter)
    noon = "上午" if start.hour < 12 else "下午"
    hour = start.hour if start.hour <= 12 else start.hour - 12
    title = f"{'每日交接' if d.kind == 'brief' else '每週同步'}-{start:%Y%m%d_%H%M%S}-會議錄製"
    P = [title, f"{start.year}年{start.month}月{start.day}日 {noon} {hour}:{start:%M:%S}",
         f"{t // 60}分鐘 {t % 60}秒", "", f"{owner} 已開始轉錄", ""]  # fmt: skip
    for (who, text), o in zip(utter, offs, strict=True):
        P += [f"{who}   {_offset(o)}", text, ""]
    P.append(f"{owner} 已停止轉錄")
    return P


def render(d: Doc) -> bytes:
    doc = Document()
    for p in paragraphs(d):
        doc.add_paragraph(p)
    cp = doc.core_properties
    fixed = _start(d)
    cp.author = cp.last_modified_by = "Microsoft Teams"
    cp.title = paragraphs(d)[0]
    cp.created = cp.modified = fixed
    cp.last_printed = fixed
    cp.revision = 1
    raw = io.BytesIO()
    doc.save(raw)
    # the same facts, the same bytes: every zip entry dated the meeting's start
    out = io.BytesIO()
    with zipfile.ZipFile(raw) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            z = zipfile.ZipInfo(info.filename, date_time=fixed.timetuple()[:6])
            z.compress_type = zipfile.ZIP_DEFLATED
            dst.writestr(z, src.read(info.filename))
    return out.getvalue()


def text(raw: bytes) -> str:
    """The document's text, a paragraph a line (what the key writer looks for the baseline in)."""
    return "\n".join(p.text for p in Document(io.BytesIO(raw)).paragraphs)
