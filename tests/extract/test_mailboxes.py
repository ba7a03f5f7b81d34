"""A Unix mailbox (`.mbox`) is read as its brief's message: the first message that is neither a
reply nor an automatic one, as an e-mail is; the others (a colleague's reply quoting it, an
out-of-office answer) are left out and `inspect` says why. A Chinese outline's part lines
(`二、本期新增`) head the numbered items under them (`  1. CanopyKit` over indented fields, `3.
FireKit 3` whose next line is its link), and `暂不锚入` says not yet anchored."""

from __future__ import annotations

import subprocess
import sys

from kgraph.extract import extract
from kgraph.extract.formats import detect
from kgraph.files import iter_files

MBOX = """\
From heron@relay.example.cn Fri Apr 14 13:02:11 2028
From: heron <heron@relay.example.cn>
Subject: [grassland] 每日简报 2028年4月14日
Date: Fri, 14 Apr 2028 21:02:11 +0800
Message-ID: <1@relay.example.cn>
Content-Type: text/plain; charset=utf-8

以下是 grassland 的每日简报（2028年4月14日）。

撰写：heron
申报：本期新增 2 项（其中新 arXiv 编号 1 个）；沿用 1 项

一、本期新增

  1. SodMap
     arXiv:2804.60001 <https://arxiv.org/abs/2804.60001>
     建议章节：§1.2 草地退化；把握：中

  2. GrazeKit 3
     软件发布 https://github.com/example/grazekit/releases/tag/v3.0
     建议章节：§1.3 放牧管理；把握：中

二、沿用与已锚入

  - RootNet（arXiv:2804.59999）暂不锚入，§1.1 土壤碳：等第二个样地。

From lin@relay.example.cn Fri Apr 14 14:00:00 2028
From: 林以晴 <lin@relay.example.cn>
Subject: Re: [grassland] 每日简报 2028年4月14日
In-Reply-To: <1@relay.example.cn>
Date: Fri, 14 Apr 2028 22:00:00 +0800

> 一、本期新增
> 2804.69999 也值得看看。

From auto@relay.example.cn Fri Apr 14 14:01:00 2028
From: 值班 <auto@relay.example.cn>
Subject: 自动回复：[grassland] 每日简报
Auto-Submitted: auto-replied
Date: Fri, 14 Apr 2028 22:01:00 +0800

我 4 月 13 日至 4 月 20 日休假。
"""
PATH = "inbox/heron/2028-04-14-grassland-brief.mbox"


def test_a_mailbox_is_found_by_extension_and_content():
    assert detect(MBOX.encode(), PATH) == "mbox"
    assert detect(MBOX.encode(), "inbox/heron/archive") == "mbox"


def test_the_brief_is_the_mailbox_s_original_message(tmp_path):
    doc = extract(MBOX.encode(), PATH)
    assert (doc.kind, doc.instance) == ("brief", "heron")
    items = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert items == {
        "2804.60001": ("SodMap", "new", "1.2"),
        "grazekit 3": ("GrazeKit 3", "new", "1.3"),
        "2804.59999": ("RootNet", "not-anchored", "1.1"),
    }
    assert "2804.69999" not in {m.key for m in doc.mentions}  # (the reply's)
    path = tmp_path / PATH
    path.parent.mkdir(parents=True)
    path.write_text(MBOX, encoding="utf-8")
    assert [p.name for p, _ in iter_files([tmp_path])] == [path.name]
    done = subprocess.run(
        [sys.executable, "-m", "kgraph", "inspect", str(path)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert "another message of the mailbox, by 林以晴" in done.stdout
    assert "an automatic reply from 值班" in done.stdout
    unattached = [line for line in done.stdout.splitlines() if "UNATTACHED" in line]
    assert not [line for line in unattached if "2804.69999" in line or "休假" in line]  # (left out, said why)
