"""A Confluence page exported in its storage format: status lozenges, panels, an expand, page
properties, page links and date macros are read as what they say, not as their glued parameter
text (`GreenNET-new`)."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract
from kgraph.extract.formats.confluence import plain_html


def _status(title: str, colour: str = "Green") -> str:
    return (
        '<ac:structured-macro ac:name="status" ac:schema-version="1">'
        f'<ac:parameter ac:name="colour">{colour}</ac:parameter><ac:parameter ac:name="title">{title}</ac:parameter>'
        "</ac:structured-macro>"
    )


PAGE = f"""\
<html><head><title>apiary brief</title></head><body>
<h1>apiary daily brief, <time datetime="2027-03-09" /></h1>
<ac:structured-macro ac:name="details"><ac:rich-text-body><table><tbody>
<tr><th>Author</th><td>heron</td></tr>
<tr><th>Baseline</th><td><ac:link><ri:page ri:content-title="apiary living document" /><ac:plain-text-link-body><![CDATA[organized/knowledge/apiary.md]]></ac:plain-text-link-body></ac:link></td></tr>
<tr><th>Declared</th><td>1 increment, 1 adjacent, 1 carried over</td></tr>
</tbody></table></ac:rich-text-body></ac:structured-macro>
<h2>NET-new items (1)</h2>
<h3>HiveEar {_status("NET-new")}</h3>
<ul><li><strong>arXiv:</strong> <a href="https://arxiv.org/abs/2703.01001">2703.01001</a></li>
<li><strong>Section:</strong> §1.1 Colony Acoustics</li></ul>
<h2>Carried over</h2>
<table><tbody><tr><th>Item</th><th>Link</th><th>Status</th></tr>
<tr><td>WaxScan</td><td><a href="https://arxiv.org/abs/2703.03003">2703.03003</a></td><td>{_status("carried over", "Grey")} since <time datetime="2027-03-02" /></td></tr>
</tbody></table>
<ac:structured-macro ac:name="expand"><ac:parameter ac:name="title">Adjacent (1)</ac:parameter><ac:rich-text-body>
<ul><li><strong>BroodCam</strong> (<a href="https://arxiv.org/abs/2703.05005">2703.05005</a>) {_status("candidate", "Purple")}</li></ul>
</ac:rich-text-body></ac:structured-macro>
<h2>To verify</h2>
<ac:structured-macro ac:name="warning"><ac:parameter ac:name="title">High risk: HiveEar</ac:parameter><ac:rich-text-body>
<p>{_status("OPEN", "Yellow")} HiveEar (2703.01001): the hive recordings are not released yet</p>
</ac:rich-text-body></ac:structured-macro>
<h2>arXiv IDs</h2>
<ul><li>2703.03003: {_status("carried over", "Grey")} <time datetime="2027-03-02" /></li></ul>
</body></html>
"""


def test_a_confluence_page_reads_as_what_its_macros_say():
    doc = extract(PAGE.encode(), "inbox/heron/2027-03-09-apiary-brief.html")
    assert doc.kind == "brief" and doc.date == dt.date(2027, 3, 9)
    by_key = {m.key: m for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert by_key["2703.01001"].name == "HiveEar" and by_key["2703.01001"].status == "new"
    assert by_key["2703.03003"].status == "carried-over"
    assert by_key["2703.03003"].status_date == dt.date(2027, 3, 2)
    assert by_key["2703.05005"].name == "BroodCam" and by_key["2703.05005"].role == "adjacent"
    assert not any("Green" in m.name or "Grey" in m.name for m in doc.mentions)
    assert [(e.risk, e.items) for e in doc.entries] == [("high", ["2703.01001"])]
    # `carried over 2027-03-02` is a date, not a count of 2027
    assert sorted((c.what, c.value) for c in doc.counts) == [("adjacent", 1), ("carried-over", 1), ("increments", 1)]


def test_macros_keep_the_line_numbers_and_a_page_link_keeps_its_target():
    html = plain_html(PAGE.encode())
    assert html.count(b"\n") == PAGE.encode().count(b"\n")
    assert b'<a href="apiary living document">organized/knowledge/apiary.md</a>' in html
    assert b"ac:" not in html and b"ri:" not in html


def test_unclosed_and_deeply_nested_macros_are_read_in_one_pass():
    nested = (
        "<ac:structured-macro ac:name='info'><ac:rich-text-body>" * 5000
        + "deep"
        + ("</ac:rich-text-body></ac:structured-macro>" * 5000)
    )
    unclosed = "<ac:structured-macro ac:name='status'>" * 20000 + "<p>loose</p>"
    assert b"deep" in plain_html(nested.encode())
    assert plain_html(unclosed.encode()) == b"<p>loose</p>"
