"""A mail's `Date:` header is where its date is read, even when the subject names the day too:
`kgraph inspect` says so instead of listing the header as a line nothing took."""

from __future__ import annotations

import datetime as dt

from click.testing import CliRunner

from kgraph.cli import cli
from kgraph.extract import extract

MAIL = """\
From: heron <heron@briefs.example.org>
Subject: [beekeeping] Daily brief for 9 Jun 2027
Date: Wed, 09 Jun 2027 21:10:00 +0000

Beekeeping brief, written against organized/knowledge/beekeeping.md.

1. HiveEar, arXiv 2706.01001, NET-new, belongs in \u00a71.1.
"""


def test_the_date_header_is_read_and_inspect_says_so(tmp_path):
    doc = extract(MAIL.encode(), "inbox/heron/2027-06-09-beekeeping-brief.eml")
    assert doc.date == dt.date(2027, 6, 9)
    path = tmp_path / "inbox" / "heron" / "2027-06-09-beekeeping-brief.eml"
    path.parent.mkdir(parents=True)
    path.write_text(MAIL)
    result = CliRunner().invoke(cli, ["inspect", "--all", str(path)])
    assert result.exit_code == 0, result.output
    said = {line.split()[0]: line for line in result.output.splitlines()[1:] if line.strip()[:1].isdigit()}
    assert "date 2027-06-09" in said["3"] and "UNATTACHED" not in said["3"]
