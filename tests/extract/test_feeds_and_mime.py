"""E-mail as clients send it and web feeds: a `multipart/alternative` message is read from its
plain-text part, an HTML-only one from its HTML, both decoded from quoted-printable (soft breaks
joined, `=E2=86=92` escapes), each line citing the file line it starts on; a table typed with inner
bars (`Item | Link | Section`) is a table, and `arXiv:… <https://…>` names no work `https`. An
Atom feed (`.xml`) is read as its newest entry; other XML is no document in a folder and refused
in one line when named."""

from __future__ import annotations

import subprocess
import sys

from kgraph.extract import extract
from kgraph.files import iter_files

MAIL = """\
Message-ID: <1@relay.example.net>
Date: Sat, 10 Jun 2028 20:04:11 +0000
MIME-Version: 1.0
From: wrasse <wrasse@relay.example.net>
Subject: [reef-relay] reef brief 2028-06-10 (wrasse)
Content-Type: multipart/alternative; boundary="b1"

--b1
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

reef brief, 10 June 2028
Window: 2028-06-09 20:00 =E2=86=92 2028-06-10 20:00
Declared: 0 NET-new, 1 carried over

Carried over and anchored

Item | Link | Section | Status
ReefSpectra | arXiv:2806.71385 <https://arxiv.org/abs/2806.71385> | =C2=A71=
.1 Benthic Imaging | carried over

--b1
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<p>reef brief</p>
--b1--
"""

HTML_ONLY = """\
Date: Sun, 11 Jun 2028 20:04:11 +0000
MIME-Version: 1.0
From: grouper <grouper@relay.example.net>
Subject: [reef-relay] reef brief 2028-06-11 (grouper)
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<html><body>
<h1>reef brief, 11 June 2028</h1>
<p>Declared: 1 NET-new</p>
<h2>NET-new items</h2>
<ol><li><strong>BleachCast</strong> (<a href=3D"https://arxiv.org/abs/2806.72496">arXiv:2806.724=
96</a>) =C2=B7 suggested section =C2=A71.2 Bleaching Forecasts =C2=B7 NET-new</li></ol>
</body></html>
"""

FEED = """\
<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="zh-CN">
<title>珊瑚礁监测接力</title>
<entry>
<title type="html">reef 每日简报（2028年6月10日）</title>
<updated>2028-06-10T20:07:00+08:00</updated>
<author><name>wrasse</name></author>
<content type="html">&lt;p&gt;申报：本期新增 1 项&lt;/p&gt;
&lt;h2&gt;本期新增&lt;/h2&gt;
&lt;h3&gt;1. BleachCast&lt;/h3&gt;
&lt;p&gt;&lt;a href="https://arxiv.org/abs/2806.72496"&gt;arXiv:2806.72496&lt;/a&gt;，建议章节 §1.2 白化预报&lt;/p&gt;
</content>
</entry>
<entry>
<title type="html">潜水日志：五月底的海况</title>
<updated>2028-05-28T09:30:00+08:00</updated>
<content type="html">&lt;p&gt;2805.99999 不相关。&lt;/p&gt;</content>
</entry>
</feed>
"""


def test_a_multipart_mail_is_read_from_its_plain_text_part():
    doc = extract(MAIL.encode(), "inbox/wrasse/2028-06-10-reef-brief.eml")
    assert (doc.kind, doc.instance) == ("brief", "wrasse")
    items = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert items == {"2806.71385": ("ReefSpectra", "carried-over", "1.1")}
    row = next(n for n, line in enumerate(MAIL.splitlines(), 1) if line.startswith("ReefSpectra"))
    assert next(m.line for m in doc.mentions if m.role == "increment") == row


def test_an_html_only_mail_is_read_from_its_html():
    doc = extract(HTML_ONLY.encode(), "inbox/grouper/2028-06-11-reef-brief.eml")
    items = {m.key: (m.name, m.status) for m in doc.mentions if m.role == "increment"}
    assert items == {"2806.72496": ("BleachCast", "new")}  # (its id split by a soft break, joined)


def test_a_feed_is_its_newest_entry(tmp_path):
    doc = extract(FEED.encode(), "inbox/wrasse/2028-06-10-reef-brief.xml")
    assert (doc.kind, doc.instance) == ("brief", "wrasse")
    items = {m.key: (m.name, m.status) for m in doc.mentions if m.role == "increment"}
    assert items == {"2806.72496": ("BleachCast", "new")}
    assert "2805.99999" not in {m.key for m in doc.mentions}  # (the older entry's)
    (tmp_path / "feed.xml").write_text(FEED, encoding="utf-8")
    (tmp_path / "pom.xml").write_text("<project><modelVersion>4.0.0</modelVersion></project>", encoding="utf-8")
    assert [p.name for p, _ in iter_files([tmp_path])] == ["feed.xml"]
    done = subprocess.run(
        [sys.executable, "-m", "kgraph", "inspect", str(tmp_path / "pom.xml")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode != 0 and "pom.xml" in done.stderr and "not an Atom or RSS feed" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
