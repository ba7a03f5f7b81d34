"""A sheet Microsoft Excel saved as a web page is read as the sheet it is: blocks of rows between
empty rows (a title, label/value fields, tables under a header row), a merged cell (`colspan`)
keeping the columns of the rows under it, a cell merged down (`rowspan`) leaving its columns
empty in the rows it spans (a second figure of the same item); `指標`/`數值` columns name a
figure's metric; `沿用: 2` and `新 arXiv 編號: 3` are counts; the page's own markup is no line
left unread."""

from __future__ import annotations

import subprocess
import sys

from kgraph.extract import extract
from kgraph.extract.formats import detect

HEAD = """<html xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:x="urn:schemas-microsoft-com:office:excel">
<head>
<meta http-equiv=Content-Type content="text/html; charset=utf-8">
<!--[if gte mso 9]><xml>
 <o:DocumentProperties>
  <o:Created>2030-03-14T22:50:00Z</o:Created>
 </o:DocumentProperties>
</xml><![endif]-->
<style>
.xl70 {mso-number-format:0%;}
</style>
</head>
<body>
<table x:str border=0 cellpadding=0 cellspacing=0>
"""
ROWS = [
    "<td colspan=6>dune-migration 每日簡報（2029/5/4）</td>",
    "<td colspan=6></td>",
    "<td>撰寫</td><td>ibex</td>",
    "<td>本輪新增</td><td x:num>2</td>",
    "<td>新 arXiv 編號</td><td x:num>2</td>",
    "<td>沿用</td><td x:num>1</td>",
    "<td colspan=6></td>",
    "<td colspan=3>已讀來源</td><td>備註</td>",
    "<td colspan=3>inbox/oryx/2029-05-04-notes.md</td><td></td>",
    "<td colspan=3>inbox/lynx/2029-05-04-notes.md</td><td>空白，今日無本主題內容</td>",
    "<td colspan=6></td>",
    "<td>本輪新增</td>",
    "<td>條目</td><td>連結</td><td>建議歸入</td><td>指標</td><td>數值</td><td>來源</td>",
    "<td>DuneStep</td><td>https://arxiv.org/abs/2905.20001</td><td>§1.1 沙脊追蹤</td><td>沙脊誤差減少</td>"
    "<td>18%</td><td rowspan=2>inbox/oryx/2029-05-04-notes.md</td>",
    "<td></td><td></td><td></td><td>單幀延遲</td><td>42 毫秒</td>",
    "<td>SaltWind</td><td>https://arxiv.org/abs/2905.20002</td><td>§1.2 風場</td><td>陣風擬合加速</td>"
    "<td>3.1倍</td><td>inbox/lynx/2029-05-04-notes.md</td>",
    "<td colspan=6></td>",
    "<td>沿用與已錨入</td>",
    "<td>條目</td><td>連結</td><td>節</td><td>狀態</td><td>錨入日期</td>",
    "<td>ErgMap</td><td>https://arxiv.org/abs/2905.10009</td><td>§1.1 沙脊追蹤</td><td>已錨入</td><td>5/2</td>",
]
PAGE = HEAD + "".join(f" <tr>\n  {row}\n </tr>\n" for row in ROWS) + "</table>\n</body>\n</html>\n"
PATH = "inbox/ibex/2029-05-04-dune-migration-brief.htm"


def test_an_excel_page_is_told_by_its_namespace():
    assert detect(PAGE.encode(), PATH) == "excel"
    assert detect(b"<html><body><table><tr><td>x</td></tr></table></body></html>", PATH) == "html"


def test_an_excel_page_is_read_as_its_sheet():
    doc = extract(PAGE.encode(), PATH)
    assert (doc.kind, doc.instance) == ("brief", "ibex")
    items = {m.key: m for m in doc.mentions if m.role == "increment"}
    assert {k: (m.name, m.status, m.section) for k, m in items.items()} == {
        "2905.20001": ("DuneStep", "new", "1.1"),
        "2905.20002": ("SaltWind", "new", "1.2"),
        "2905.10009": ("ErgMap", "anchored", "1.1"),
    }
    assert items["2905.10009"].status_date.isoformat() == "2029-05-02"
    figures = sorted((f.metric, f.value, f.unit) for c in items["2905.20001"].claims for f in c.figures)
    assert figures == [("latency", 42.0, "ms"), ("沙脊误差", 18.0, "%")]  # (`單幀延遲`: latency)
    assert {(c.what, c.value) for c in doc.counts} == {("increments", 2), ("new-arxiv", 2), ("carried-over", 1)}
    empty = [s for s in doc.sources if s.path == "inbox/lynx/2029-05-04-notes.md" and s.status != "cited"]
    assert empty, [(s.path, s.status) for s in doc.sources]


def test_inspect_leaves_no_line_of_an_excel_page_unattached(tmp_path):
    path = tmp_path / PATH
    path.parent.mkdir(parents=True)
    path.write_text(PAGE, encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "kgraph", "inspect", str(path)], capture_output=True, text=True, check=False
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.rstrip().endswith("0 unattached lines"), run.stdout


def test_a_row_of_merged_cells_is_read_to_its_limit():
    from kgraph.extract.formats.excel import MAX_COLUMNS, _Rows

    rows = _Rows()
    rows.feed("<table x:str><tr>" + "<td colspan=64>x</td>" * 100 + "</tr></table>")
    [(_, cells)] = rows.rows
    assert len(cells) == MAX_COLUMNS and cells[0] == "x" and cells[64] == "x"
