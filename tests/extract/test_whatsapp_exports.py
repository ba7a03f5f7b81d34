"""A WhatsApp chat exported as text is read as what its writer posted: the time and author are cut
from each message's first line (the text keeps its line), the app's own lines and other members'
messages are left out (`inspect` says why), a short message that is no sentence is a title over
what follows, a message that opens with a sentence is one item, and ```` ``` ```` monospace marks
are dropped. Also read here: a kind in brackets before a status (`GeoKit 2（釋出版本）沿用`)."""

from __future__ import annotations

import datetime as dt
import subprocess
import sys

from kgraph.extract import extract
from kgraph.extract.formats import detect

EXPORT = """\
2027/04/14 下午9:00 - 訊息和通話已進行端對端加密。對話以外的任何人都無法讀取或收聽這些內容。
2027/04/14 下午9:01 - plover 建立了群組「geodesy 接力」
2027/04/14 下午9:02 - 阿德: 今晚的簡報呢？2704.09999 看過了嗎
2027/04/14 下午9:05 - plover: *geodesy 每日簡報（2027年4月14日）*
撰寫：plover
本棒申報：新增 1 條、沿用 2 條
2027/04/14 下午9:06 - plover: *新增 1｜TideFit*
TideFit（arXiv 2704.03311）是本棒新增的第 1 條，建議歸入 §1.2 地殼形變。數據：負載殘差降低 14%。
https://arxiv.org/abs/2704.03311
2027/04/14 下午9:07 - 阿德: <已略去媒體>
2027/04/14 下午9:08 - plover: *沿用*
2027/04/14 下午9:09 - plover: GeoKit 2（釋出版本）沿用，在 §1.3 重力模型。
https://github.com/example/geokit/releases/tag/v2.0
2027/04/14 下午9:10 - plover: GravGrid（arXiv 2704.05520）4/12 已錨入，在 §1.1 重力模型。
https://arxiv.org/abs/2704.05520
2027/04/14 下午9:11 - plover: 可引用 arXiv 號：
```新增：2704.03311
2704.05520 4/12 已錨入```
2027/04/14 下午9:12 - 阿德: 👍
"""
PATH = "inbox/plover/2027-04-14-geodesy-brief.txt"


def _line_of(text: str) -> int:
    return next(n for n, line in enumerate(EXPORT.splitlines(), 1) if text in line)


def test_an_export_is_found_by_its_messages_and_a_log_is_not():
    assert detect(EXPORT.encode(), PATH) == "whatsapp"
    log = "2027-04-14 21:00 - started the relay\n2027-04-14 21:05 - read the notes\n2027-04-14 21:09 - done\n"
    assert detect(log.encode(), "inbox/plover/log.txt") == "text"


def test_the_brief_is_what_its_writer_posted():
    doc = extract(EXPORT.encode(), PATH)
    assert (doc.kind, doc.instance, doc.date) == ("brief", "plover", dt.date(2027, 4, 14))
    items: dict[str, tuple] = {}
    for m in doc.mentions:  # (each work as its first item: TideFit's link line is read as its record too)
        if m.role == "increment":
            items.setdefault(m.key, (m.name, m.status, m.section, m.line))
    assert items == {
        "2704.03311": ("TideFit", "new", "1.2", _line_of("新增 1｜")),
        "geokit 2": ("GeoKit 2", "carried-over", "1.3", _line_of("GeoKit 2")),
        "2704.05520": ("GravGrid", "anchored", "1.1", _line_of("GravGrid（")),
    }
    assert "2704.09999" not in {m.key for m in doc.mentions}  # (阿德's message)
    assert [f.value for m in doc.mentions for c in m.claims for f in c.figures] == [14.0]
    assert sorted((c.what, c.value) for c in doc.counts) == [("carried-over", 2), ("increments", 1)]


def test_inspect_says_why_each_line_it_left_out_was_left_out(tmp_path):
    path = tmp_path / PATH
    path.parent.mkdir(parents=True)
    path.write_text(EXPORT, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "kgraph", "inspect", str(path)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    said = {int(line.split()[0]): line for line in done.stdout.splitlines()[1:] if line.split()[:1] != ["0"]}
    assert "left out: a message by 阿德, not the writer (plover)" in said[_line_of("今晚的簡報呢")]
    assert "left out: the app's own line" in said[_line_of("建立了群組")]
    assert "UNATTACHED" not in done.stdout
