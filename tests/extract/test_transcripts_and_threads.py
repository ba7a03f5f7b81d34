"""A hand-over said aloud or posted as a thread: WebVTT, SubRip and YouTube (SubViewer)
transcripts read as what their writer said (speakers, spoken paragraphs and titles, items
numbered aloud, Chinese said as spoken), and a Mastodon thread copied as text read as its
writer's posts."""

from __future__ import annotations

from kgraph.extract import extract
from kgraph.extract.common import figures_in
from kgraph.extract.formats import detect


def _works(doc):
    return {m.key: m for m in doc.mentions if m.role in ("increment", "adjacent")}


VTT = """\
WEBVTT ash-plumes hand-over

NOTE
Tidied by kea after the call.

1
00:00:01.000 --> 00:00:03.000
<v Ines Okafor>We're recording. kea, go ahead.</v>

2
00:00:04.000 --> 00:00:08.000
<v kea>This is kea with the ash-plumes brief for March 22, 2033.</v>

3
00:00:10.000 --> 00:00:13.000
<v kea>Net new number one: PlumeLift, arXiv 3303.91234.</v>

4
00:00:13.040 --> 00:00:16.000
<v kea>It goes in section 1.2, Plume Rise Modelling.</v>

5
00:00:16.040 --> 00:00:19.000
<v kea>The injection height shift is 2.4 kilometers.
Sources: inbox/kea/2033-03-22-notes.md.</v>

6
00:00:20.000 --> 00:00:22.000
<v Ines Okafor>Is that 3303.99999 too?</v>

7
00:00:23.000 --> 00:00:26.000
<v kea>No. That's the hand-over from kea.</v>
"""


def test_a_webvtt_transcript_is_what_its_writer_said():
    doc = extract(VTT.encode(), "inbox/kea/2033-03-22-ash-plumes-brief.vtt")
    assert doc.kind == "brief"
    assert "3303.99999" not in {m.key for m in doc.mentions}  # (asked by someone else)
    lift = _works(doc)["3303.91234"]
    assert (lift.name, lift.section) == ("PlumeLift", "1.2")
    assert [(f.value, f.unit) for c in lift.claims for f in c.figures] == [(2.4, "km")]
    assert [s.path for s in lift.sources] == ["inbox/kea/2033-03-22-notes.md"]
    assert doc.taken[8] == ["left out: said by Ines Okafor, not the writer (kea)"]
    assert doc.taken[25] == ["part of line 24"]  # (a cue's payload over two lines: one line said)
    assert detect(VTT.encode(), "call.txt") == "webvtt"


def test_spoken_units_and_section_numbers():
    said = "peak error 0.6 grams per cubic meter, 310 kilotons, 35 hectopascals, 22 percent, 3.8 times."
    assert [(f.value, f.unit) for f in figures_in(said)] == [
        (0.6, "g/m³"),
        (310.0, "kt"),
        (35.0, "hPa"),
        (22.0, "%"),
        (3.8, "×"),
    ]
    assert figures_in("we raised it 3 times in the meeting") == []
    doc = extract(
        "# ash-plumes brief 2033-03-22\n\n## NET-new\n\n- PlumeLift (arXiv 3303.91234), section 1.2 Plume Rise.\n"
        "- VentCam (arXiv 3303.95678), as in section 4.2 of the paper.\n",
        "inbox/kea/2033-03-22-ash-plumes-brief.md",
    )
    works = _works(doc)
    assert (works["3303.91234"].section, works["3303.95678"].section) == ("1.2", None)


def _cue(n: int, speaker: str, said: str) -> str:
    start = 10 * n
    return f"{n}\n00:00:{start:02d}.000 --> 00:00:{start + 9:02d}.960\n<v {speaker}>{said}</v>\n\n"


def _transcript(*paragraphs: list[str], speaker: str = "kea") -> str:
    """Cues said one after another, a pause (the gap between a paragraph's last and the next's first
    cue is 1 s; within one, 0.04 s) between paragraphs."""
    out, n = ["WEBVTT\n\n"], 0
    for said in paragraphs:
        for k, sentence in enumerate(said):
            n += 1
            start = 10 * n
            gap = 0.0 if k == 0 else -0.96  # (said right after the cue before)
            first = start + gap if k else start + 1
            out.append(
                f"{n}\n00:{int(first) // 60:02d}:{first % 60:06.3f} --> 00:{(start + 9) // 60:02d}:{(start + 9) % 60:02d}.960\n"
            )
            out.append(f"<v {speaker}>{sentence}</v>\n\n")
    return "".join(out)


def test_a_spoken_brief_s_titles_items_without_ids_register_and_id_list():
    said = _transcript(
        ["Hi all, this is kea with the ash-plumes brief for March 22, 2033."],
        ["Net new number one: PlumeLift, arXiv 3303.91234.", "It goes in section 1.2, Plume Rise Modelling."],
        ["Net new number two: AshFlow 4, the software release.", "It goes in section 1.2, Plume Rise Modelling.",
         "The solver speedup is 3.8 times.", "Source: inbox/kea/2033-03-22-notes.md."],
        ["Now the items carried over and anchored."],
        ["AshKit 2, the software release, section 1.1, Eruption Source Parameters, carried over."],
        ["To verify, one entry."],
        ["Number one, high risk, still open.", "PlumeLift was only checked on one winter eruption."],
        ["The new arXiv IDs, as I pasted them in the chat: 3303.91234, 3303.91234."],
    )  # fmt: skip
    doc = extract(said.encode(), "inbox/kea/2033-03-22-ash-plumes-brief.vtt")
    works = _works(doc)
    assert works["3303.91234"].section == "1.2"
    assert ("1.2", "Plume Rise Modelling") in {(s.number, s.name) for s in doc.section_names}
    flow = works["ashflow 4"]
    assert (flow.name, flow.status, flow.section) == ("AshFlow 4", "new", "1.2")
    assert [(f.value, f.unit) for c in flow.claims for f in c.figures] == [(3.8, "×")]
    assert [s.path for s in flow.sources] == ["inbox/kea/2033-03-22-notes.md"]
    kit = works["ashkit 2"]
    assert (kit.name, kit.status, kit.section) == ("AshKit 2", "carried-over", "1.1")
    (entry,) = doc.entries
    assert (entry.risk, entry.resolved, entry.items) == ("high", False, ["3303.91234"])
    listed = [m.key for m in doc.mentions if m.role == "arxiv-list"]
    assert listed == ["3303.91234", "3303.91234"]  # (said twice: a duplicate the store finds)


def test_a_spoken_walk_through_of_the_living_document_has_its_sections():
    said = _transcript(
        ["This is the walk-through of the ash-plumes living document, the version of March 20, 2033."],
        ["First, section 1.1, Eruption Source Parameters."],
        ["VentCam, arXiv 3303.95678, anchored March 17.", "The plume top height error is 0.4 kilometers."],
        ["Next, section 1.2, Plume Rise Modelling.", "Nothing anchored there yet."],
    )
    doc = extract(said.encode(), "organized/knowledge/ash-plumes.vtt")
    assert doc.kind == "living"
    (vent,) = [m for m in doc.mentions if m.key == "3303.95678"]
    assert (vent.name, vent.section, str(vent.status_date)) == ("VentCam", "1.1", "2033-03-17")
    assert {(s.number, s.name) for s in doc.section_names} >= {
        ("1.1", "Eruption Source Parameters"),
        ("1.2", "Plume Rise Modelling"),
    }


SRT = """\
1
00:00:01,000 --> 00:00:03,000
张伟：好，人到齐了，你开始吧。

2
00:00:04,000 --> 00:00:07,000
kea：大家好，我是kea，今天是2033年4月12号，我来交接ash-plumes这个主题的简报。

3
00:00:07,400 --> 00:00:10,000
kea：净增第一条，PlumeLift，arXiv号3304.91234。

4
00:00:10,450 --> 00:00:12,000
kea：沉降速率是每年8.5毫米。

5
00:00:12,300 --> 00:00:15,000
kea：建议归到1.2节，地表沉降监测，可信度中高。

6
00:00:15,500 --> 00:00:18,000
kea：来源是inbox/kea/2033-04-12-notes.md。

7
00:00:18,400 --> 00:00:21,000
kea：VentCam，arXiv号3304.95678，1.1节，活动层预报，4月8号已经锚定。

8
00:00:21,300 --> 00:00:24,000
kea：早前已锚定，此后没有新内容。
"""


def test_a_subrip_transcript_in_chinese_is_what_its_writer_said():
    doc = extract(SRT.encode(), "inbox/kea/2033-04-12-ash-plumes-brief.srt")
    assert (doc.kind, str(doc.date)) == ("brief", "2033-04-12")
    assert doc.taken[3][0].startswith("left out: said by") and "not the writer (kea)" in doc.taken[3][0]
    works = _works(doc)
    lift = works["3304.91234"]
    assert (lift.name, lift.section) == ("PlumeLift", "1.2")
    assert [(f.value, f.unit) for c in lift.claims for f in c.figures] == [(8.5, "mm/yr")]
    assert [s.path for s in lift.sources] == ["inbox/kea/2033-04-12-notes.md"]
    vent = works["3304.95678"]
    assert (vent.name, vent.status, str(vent.status_date), vent.section) == ("VentCam", "anchored", "2033-04-08", "1.1")


THREAD = """\
Kea 🐦
@kea@tundra.social
CW: long thread

1/3 Daily brief for permafrost, April 12, 2033, from kea 🧵

Today: 1 NET-new (1 new arXiv ID).

#PermafrostThaw #DailyBrief

Apr 12, 2033, 19:40

Kea 🐦
@kea@tundra.social

2/3 NET-new 1 of 1: SubsideNet https://arxiv.org/abs/3304.56872
§1.2 Ground Subsidence Sensing · confidence medium-high

Subsidence rate: 8.5 mm/yr

Sources: inbox/kea/2033-04-12-notes.md

Apr 12, 2033, 19:40

Ruru 🦉
@ruru@birds.example
@kea@tundra.social is 3304.99999 related?

Apr 12, 2033, 19:41

Kea 🐦
@kea@tundra.social

3/3 NET-new arXiv IDs: 3304.56872

Apr 12, 2033, 19:42
"""


def test_a_mastodon_thread_copied_as_text_is_what_its_writer_posted():
    assert detect(THREAD.encode(), "thread.txt") == "mastodon"
    doc = extract(THREAD.encode(), "inbox/kea/2033-04-12-permafrost-brief.txt")
    assert (doc.kind, str(doc.date)) == ("brief", "2033-04-12")
    assert "3304.99999" not in {m.key for m in doc.mentions}  # (another account's reply)
    subside = _works(doc)["3304.56872"]
    assert (subside.name, subside.status, subside.section) == ("SubsideNet", "new", "1.2")
    assert [(f.value, f.unit) for c in subside.claims for f in c.figures] == [(8.5, "mm/yr")]
    assert doc.taken[2] == ["left out: a post's author"] and doc.taken[3] == ["left out: the post's content warning"]
    assert doc.taken[27] == ["left out: a post by @ruru@birds.example, not the writer (@kea@tundra.social)"]


def test_an_id_s_status_runs_to_the_next_id_and_spoken_register_entries():
    doc = extract(
        "# brief 2033-04-13\n\nCarried over: 3304.56872, 3304.52438 (anchored Apr 13), 3304.55761\n",
        "inbox/kea/2033-04-13-permafrost-brief.md",
    )
    said = {m.key: (m.status, str(m.status_date)) for m in doc.mentions if m.role == "text"}
    assert said["3304.52438"] == ("anchored", "2033-04-13") and said["3304.56872"][1] == "None"
    text = (
        "# 简报 2033-04-12\n\n净增第一条，PeatFlux，arXiv号3304.55761。\n\n## 待核实\n\n"
        "第一条，风险中，还没解决：PeatFlux 的甲烷校准只依据一个沼泽在单个观测季的箱式测量。\n\n"
        "第二条，风险低，已经解决了：FrostSolve 5 的土壤参数表已并入发布包。\n"
    )
    entries = extract(text, "inbox/kea/2033-04-12-x-brief.md").entries
    assert [(e.risk, e.resolved) for e in entries] == [("medium", False), ("low", True)]


SBV = """\
0:00:01.480,0:00:04.172
>> 佩君：好，錄影開始了，交給你。

0:00:04.262,0:00:09.762
>> kea：好的。大家好，我是kea，今天是2033年5月21號，我來交接mangrove這個主題的簡報。

0:00:09.862,0:00:13.652
淨增第一條，CanopyDelta，是論文，編號在聊天室：3305.67860

0:00:13.802,0:00:17.982
建議歸入1.2節，冠層範圍製圖，可信度中高。

0:00:18.142,0:00:22.602
來源我貼在聊天室：inbox/kea/2033-05-21-notes.md

0:00:22.700,0:00:24.000
>> 佩君：3305.99999 也要看嗎？

0:00:24.100,0:00:27.000
>> kea：不用。我這邊就這些。
"""


def test_youtube_captions_mark_a_new_speaker_and_name_a_work_said_before_its_id():
    doc = extract(SBV.encode(), "inbox/kea/2033-05-21-mangrove-brief.sbv")
    assert (doc.kind, str(doc.date)) == ("brief", "2033-05-21")
    assert "3305.99999" not in {m.key for m in doc.mentions}  # (佩君's question)
    canopy = _works(doc)["3305.67860"]
    assert (canopy.name, canopy.section) == ("CanopyDelta", "1.2")
    assert [s.path for s in canopy.sources] == ["inbox/kea/2033-05-21-notes.md"]
    assert doc.taken[17][0] == "left out: said by 佩君, not the writer (kea)"


SBV_KNOWN = """\
0:00:01.000,0:00:04.000
>> 佩君：開始吧。

0:00:04.100,0:00:09.000
>> kea：大家好，我是kea，今天是2033年5月22號，我來交接mangrove這個主題的簡報。

0:00:09.100,0:00:12.000
先講數字，淨增一條，鄰接一條，沿用兩條。

0:00:14.000,0:00:18.000
淨增第一條，TideGauge，是論文，編號在聊天室：3305.65648

0:00:18.100,0:00:20.000
數據方面，碳儲量誤差是每公頃4.8噸碳。

0:00:20.100,0:00:22.000
復育冠層面積是265公頃。

0:00:22.100,0:00:23.000
接下來是沿用和已經錨定的。

0:00:23.100,0:00:27.000
CoreStock，是論文，編號在聊天室：3305.66759

0:00:27.100,0:00:29.000
還沒錨入，在1.3節，藍碳核算。

0:00:29.100,0:00:34.000
OrthoStitch 4，是軟體釋出，網址我貼在聊天室了：https://github.com/example/orthostitch/releases/tag/v4.0.0

0:00:34.100,0:00:36.000
沿用，在1.2節，冠層範圍製圖。

0:00:36.100,0:00:40.000
鄰接一條，BurrowCount，是論文，編號在聊天室：3305.69082

0:00:40.100,0:00:43.000
在泥灘照片中清點蟹洞。

0:00:43.100,0:00:44.000
待核實的有一條。

0:00:44.100,0:00:50.000
第一條，風險高，還沒解決：CoreStock 只依據單一河口。

0:00:50.100,0:00:54.000
本輪淨增的編號我貼在聊天室：3305.65648、3305.65648

0:00:54.100,0:00:56.000
這次檢查過的來源，我一個一個貼。

0:00:56.100,0:00:58.000
inbox/kea/2033-05-22-notes.md

0:00:58.100,0:01:00.000
work-queue.md
"""


def test_traditional_captions_titles_releases_named_with_their_kind_and_spoken_units():
    doc = extract(SBV_KNOWN.encode(), "inbox/kea/2033-05-22-mangrove-brief.sbv")
    works = _works(doc)
    tide = works["3305.65648"]
    assert [(f.value, f.unit) for c in tide.claims for f in c.figures] == [(4.8, "t C/ha"), (265.0, "ha")]
    assert [f.metric for c in tide.claims for f in c.figures][1] == "复育冠层面积"  # (`…是265公頃`)
    core = works["3305.66759"]
    assert (core.name, core.status, core.section) == ("CoreStock", "not-anchored", "1.3")  # (`還沒錨入`)
    release = works["orthostitch 4"]  # a cue that names a work with its kind is a paragraph of its own
    assert (release.name, release.status, release.section) == ("OrthoStitch 4", "carried-over", "1.2")
    assert release.urls == ["https://github.com/example/orthostitch/releases/tag/v4.0.0"]
    assert ("1.2", "冠層範圍製圖") in {(s.number, s.name) for s in doc.section_names}  # (`在1.2節，冠層…`)
    assert works["3305.69082"].name == "BurrowCount"  # (the name said before its id, not the words after)
    assert [(e.risk, e.items) for e in doc.entries] == [
        ("high", ["3305.66759"])
    ]  # (`待核實的有一條。`: a title in traditional script)
    assert [m.key for m in doc.mentions if m.role == "arxiv-list"] == ["3305.65648", "3305.65648"]
    assert {s.path for s in doc.sources} >= {"inbox/kea/2033-05-22-notes.md", "work-queue.md"}


SRT_RELEASE = """\
1
00:00:01,000 --> 00:00:03,000
张伟：开始吧。

2
00:00:04,000 --> 00:00:07,000
kea：大家好，我是kea，今天是2033年4月14号，我来交接ash-plumes这个主题的简报。

3
00:00:07,000 --> 00:00:09,000
kea：读过的来源我贴了：inbox/kea/2033-04-14-notes.md、inbox/owl/2033-04-14-notes.md。

4
00:00:09,400 --> 00:00:11,000
kea：其中inbox/owl/2033-04-14-notes.md是空的，今天没有这个主题的内容。

5
00:00:12,000 --> 00:00:15,000
kea：净增第一条，PlumeLift，arXiv号3304.91234。

6
00:00:15,450 --> 00:00:17,000
kea：热通量误差是每米4.5瓦。

7
00:00:17,300 --> 00:00:19,000
kea：建议归到1.2节，InSAR 形变反演，可信度中。

8
00:00:19,500 --> 00:00:20,000
kea：接下来是沿用和已经锚定的。

9
00:00:20,000 --> 00:00:23,000
kea：VentCam，arXiv号3304.95678，1.1节，活动层预报，4月8号已经锚定。

10
00:00:23,050 --> 00:00:23,250
kea：此后没有新内容。

11
00:00:23,300 --> 00:00:27,000
kea：AshKit 5，这是一个软件发布，链接贴在聊天里了：https://github.com/example/ashkit/releases/tag/v5.0.0，1.3节，羽流高度，沿用。
"""


def test_a_chinese_transcript_s_release_said_with_its_kind_units_per_metre_and_an_empty_file():
    doc = extract(SRT_RELEASE.encode(), "inbox/kea/2033-04-14-ash-plumes-brief.srt")
    works = _works(doc)
    lift = works["3304.91234"]
    assert [(f.value, f.unit) for c in lift.claims for f in c.figures] == [(4.5, "W/m")]  # (`每米4.5瓦`)
    assert ("1.2", "InSAR 形变反演") in {(s.number, s.name) for s in doc.section_names}
    kit = works["ashkit 5"]  # (`这是一个软件发布`: a cue of its own, an item)
    assert (kit.name, kit.status, kit.section) == ("AshKit 5", "carried-over", "1.3")
    assert works["3304.95678"].name == "VentCam"
    said = {(s.path, s.status) for s in doc.sources}
    assert ("inbox/owl/2033-04-14-notes.md", "empty-missing") in said  # (`其中…是空的`)


def test_a_living_entry_said_with_its_id_after_a_chinese_comma_is_named():
    from kgraph.extract.common import cut_name

    assert cut_name("ThawCast，arXiv号3304.51327，4月11号已经锚定。") == "ThawCast"
    assert cut_name("ThawCast，3304.51327，已锚入") == "ThawCast"


def test_one_cue_that_gives_a_work_s_id_section_and_status_is_its_record():
    alone = SRT_RELEASE.replace("10\n00:00:23,050 --> 00:00:23,250\nkea：此后没有新内容。\n\n", "")
    assert alone != SRT_RELEASE
    vent = _works(extract(alone.encode(), "inbox/kea/2033-04-14-ash-plumes-brief.srt"))["3304.95678"]
    assert (vent.status, vent.section, str(vent.status_date)) == ("anchored", "1.1", "2033-04-08")
