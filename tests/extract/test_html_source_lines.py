"""An HTML page's line breaks are spaces: a list item whose spans the source puts on lines of
their own (`<strong>`, `<span class="status">`, `<time>`) is one line of text, read whole, and
`inspect` shows the lines it runs over as part of the line it starts on. In a living document's
list outside sections, each item names its own section (not only the first)."""

from __future__ import annotations

import datetime as dt

from click.testing import CliRunner

from kgraph.cli import cli
from kgraph.extract import extract

LIVING = """\
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>apiary living 2027-03-08</title></head>
<body>
<h1>apiary living 2027-03-08</h1>
<h2>Items</h2>
<ul class="items">
<li class="item">
  <strong class="name">HumNet</strong> <a href="https://arxiv.org/abs/2703.00909">arXiv 2703.00909</a>
  <span class="status">anchored</span>
  <time datetime="2027-03-01">Mar 1</time>
  <span class="section">§1.1 Colony Acoustics</span>
</li>
<li class="item">
  <strong class="name">CombCam</strong> <a href="https://arxiv.org/abs/2703.00808">arXiv 2703.00808</a>
  <span class="status">anchored</span>
  <time datetime="2027-03-03">Mar 3</time>
  <span class="section">§1.2 Comb Imaging</span>
</li>
</ul>
</body></html>
"""


def test_a_list_item_over_several_source_lines_is_one_record():
    doc = extract(LIVING.encode(), "organized/knowledge/apiary.html")
    read = {m.key: (m.name, m.status, m.status_date, m.section) for m in doc.mentions if m.role == "living"}
    assert read == {
        "2703.00909": ("HumNet", "anchored", dt.date(2027, 3, 1), "1.1"),
        "2703.00808": ("CombCam", "anchored", dt.date(2027, 3, 3), "1.2"),
    }


def test_inspect_shows_the_lines_an_item_runs_over(tmp_path):
    path = tmp_path / "organized" / "knowledge" / "apiary.html"
    path.parent.mkdir(parents=True)
    path.write_text(LIVING, encoding="utf-8")
    result = CliRunner().invoke(cli, ["inspect", "--all", str(path)])
    assert result.exit_code == 0, result.output
    said = {line.split()[0]: line for line in result.output.splitlines()[1:] if line.strip()[:1].isdigit()}
    assert "item 2703.00909" in said["8"]
    assert all("part of line 8" in said[str(n)] for n in (9, 10, 11)), result.output
