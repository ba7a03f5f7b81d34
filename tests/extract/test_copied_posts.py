"""A chat copied as posts, each `[time] author` line over its indented text (Microsoft Teams),
is read as what its writer posted: a post's short first line is its title (`【本輪新增 1/2】X`
an item), other members' posts and reaction counts (`👍 2`) are not the brief; `【待查證】` heads
the register. A living document's date is read where it says its version (`the version of 13
April 2028`), after a front matter or an issue's header lines too."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract

TEAMS = """\
[2028/4/14 下午 8:51] 林以晴
    今天的簡報好了嗎？2804.79999 要不要也看？

[2028/4/14 下午 9:00] condor
    pasture 每日簡報（2028年4月14日）
    撰寫：condor
    本輪申報：本輪新增 2 則（新 arXiv 編號 2 個）
👍 2

[2028/4/14 下午 9:02] condor
    【本輪新增 1/2】HerdNet
    arXiv 2804.70001  https://arxiv.org/abs/2804.70001
    建議章節：§1.2 放牧壓力　信心：中高

[2028/4/14 下午 9:03] condor
    【本輪新增 2/2】SwardScan
    arXiv 2804.70002  https://arxiv.org/abs/2804.70002
    建議章節：§1.1 草層高度　信心：高

[2028/4/14 下午 9:07] condor
    【待查證】
    • ⚠️ 風險高：SwardScan 只在一個牧場量過
"""

LIVING = """\
title:\tpasture: living knowledge document
state:\tOPEN
author:\trelay-bot
labels:\tknowledge, pasture, pinned
comments:\t1
assignees:\t
projects:\t
milestone:\t
number:\t180
--
Kept by the nightly relay from the daily briefs; this is the version of 13 April 2028.

## §1.1 Sward Height

- TuftNet (arXiv 2804.60111) anchored on 10 April 2028.
"""


def test_a_chat_copied_as_posts_reads_as_the_writer_s_brief():
    doc = extract(TEAMS.encode(), "inbox/condor/2028-04-14-pasture-brief.txt")
    assert (doc.kind, doc.instance, doc.date) == ("brief", "condor", dt.date(2028, 4, 14))
    items = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert items == {"2804.70001": ("HerdNet", "new", "1.2"), "2804.70002": ("SwardScan", "new", "1.1")}
    assert "2804.79999" not in {m.key for m in doc.mentions}
    assert [(e.risk, e.items) for e in doc.entries] == [("high", ["2804.70002"])]
    assert sorted((c.what, c.value) for c in doc.counts) == [("increments", 2), ("new-arxiv", 2)]


def test_a_living_document_says_its_version_in_words():
    doc = extract(LIVING.encode(), "organized/knowledge/pasture.txt")
    assert (doc.kind, doc.date) == ("living", dt.date(2028, 4, 13))
