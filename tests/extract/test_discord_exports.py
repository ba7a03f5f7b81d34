"""A Discord channel exported as text by DiscordChatExporter is read as what its writer posted:
the export's header and footer, each message's header, link previews and reactions, and other
members' messages are left out (`inspect` says so, line by line); a message of several lines
opens with its title. Also read here: `本次新增 1｜Name` opens an item as `增量 1：` does; a name
ends where its section begins (`SoilKit 3 §1.3 …`); in a living document a bold name with its
id over a list (`**MycoNet**（arXiv …）` then `- 4/6 已錨入`) is an entry and the list its fields."""

from __future__ import annotations

import datetime as dt
import subprocess
import sys

from kgraph.extract import extract
from kgraph.extract.formats import detect

EXPORT = """\
==============================================================
Guild: Geodesy reading group
Channel: daily-briefs / geodesy
Topic: geodesy briefs, one per night
After: 2027/4/14 下午 09:00
==============================================================

[2027/4/14 下午 09:05] heron
is plover on tonight? I saw 2704.09999 (QuakeNet) somewhere, maybe worth a look


[2027/4/14 下午 09:30] plover (pinned)
# geodesy 每日簡報｜2027/4/14
**執筆**：plover
**本棒申報**：本次新增 2 條

[2027/4/14 下午 09:31] plover
🆕 **本次新增 1｜TideFit**（arXiv 2704.03311）
建議歸入：§1.2 地殼形變
數字：負載殘差降低 14%

{Embed}
https://arxiv.org/abs/2704.03311
[2704.03311] TideFit
Fits ocean loading from tide gauges, 30% faster than before.

{Reactions}
👀 (2)

[2027/4/14 下午 09:32] plover
🆕 **本次新增 2｜GravGrid**（arXiv 2704.05520）
建議歸入：§1.1 重力模型

[2027/4/14 下午 09:33] plover
♻️ **續用**
- SoilKit 3 §1.3 養分循環 — 續用 <https://github.com/example/soilkit/releases/tag/v3.0>

[2027/4/14 下午 09:40] heron
thanks!

==============================================================
Exported 6 message(s)
==============================================================
"""
PATH = "inbox/plover/2027-04-14-geodesy-brief.txt"


def _line_of(text: str) -> int:
    return next(n for n, line in enumerate(EXPORT.splitlines(), 1) if text in line)


def test_an_export_is_found_by_its_header():
    assert detect(EXPORT.encode(), PATH) == "discord"


def test_the_brief_is_what_its_writer_posted():
    doc = extract(EXPORT.encode(), PATH)
    assert (doc.kind, doc.instance, doc.date) == ("brief", "plover", dt.date(2027, 4, 14))
    items = {m.key: (m.name, m.status, m.section, m.line) for m in doc.mentions if m.role == "increment"}
    assert items == {
        "2704.03311": ("TideFit", "new", "1.2", _line_of("本次新增 1｜")),
        "2704.05520": ("GravGrid", "new", "1.1", _line_of("本次新增 2｜")),
        "soilkit 3": ("SoilKit 3", "carried-over", "1.3", _line_of("- SoilKit 3")),
    }
    assert "2704.09999" not in {m.key for m in doc.mentions}  # (heron's message)
    figures = [f.value for m in doc.mentions for c in m.claims for f in c.figures]
    assert figures == [14.0]  # (not the link preview's 30%)
    assert [(c.what, c.value) for c in doc.counts] == [("increments", 2)]


def test_inspect_says_why_each_line_it_left_out_was_left_out(tmp_path):
    path = tmp_path / PATH
    path.parent.mkdir(parents=True)
    path.write_text(EXPORT, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "kgraph", "inspect", str(path)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    said = {int(line.split()[0]): line for line in done.stdout.splitlines()[1:] if line.split()[:1] != ["0"]}
    assert "left out: a message by heron, not the writer (plover)" in said[_line_of("is plover on tonight")]
    assert "left out: a message's attachments, link preview or reactions" in said[_line_of("[2704.03311] TideFit")]
    assert "UNATTACHED" not in done.stdout


LIVING = """\
# geodesy 活文件（2027/4/13 版）

## §1.3 養分循環
**MycoNet**（arXiv 2604.10385）
- 4/6 已錨入
- 真菌網絡繪製加速 2.1 倍
- 論文卡片：`paper_cards/7188-2604-10385.md`
"""


def test_a_bold_name_with_its_id_over_a_list_is_a_living_entry():
    doc = extract(LIVING.encode(), "organized/knowledge/geodesy.md")
    (entry,) = [m for m in doc.mentions if m.role == "living"]
    assert (entry.key, entry.name, entry.section, entry.status_date) == (
        "2604.10385",
        "MycoNet",
        "1.3",
        dt.date(2027, 4, 6),
    )
    assert [s.path for s in entry.sources] == ["paper_cards/7188-2604-10385.md"]
    assert [f.value for c in entry.claims for f in c.figures] == [2.1]
