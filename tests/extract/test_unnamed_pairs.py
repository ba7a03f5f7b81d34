"""A work a brief names without its id, among works it gives ids, and an id it gives without a
name elsewhere: one work when both are placed in the same section with the same status, and only
then."""

from __future__ import annotations

from kgraph.extract import extract

PATH = "inbox/ravi/2026-12-11-multimodal-brief.md"
HEAD = (
    "# multimodal 每日简报（2026年12月11日）\n\n本期由 ravi 撰写，基线活文档为 organized/knowledge/multimodal.md。\n\n"
)


def _brief(prose: str, ids: str) -> str:
    return (
        HEAD
        + "沿用与已锚入的条目：AudioBridge（arXiv 2612.22690）已于12月10日锚入 §1.3 音频语言模型。"
        + prose
        + "FrameSkip-LM（arXiv 2612.24581）沿用，归 §1.2 视频理解。\n\n"
        + "待核实：OmniTok 内部评测集无法复现（风险高，尚未解决）。\n\n"
        + "可引用 arXiv 号列表："
        + ids
        + "；沿用 2612.24581（沿用，§1.2）。\n"
    )


def _works(doc):
    return {(m.key, m.name) for m in doc.mentions if m.name}


def test_a_name_said_alone_and_an_id_listed_alone_in_the_same_section_and_status_are_one_work():
    doc = extract(
        _brief("OmniTok 仍在 §1.3 音频语言模型 之下尚未锚入，评测集公开前暂缓。", "2612.25133（尚未锚入，§1.3）"), PATH
    )
    assert ("2612.25133", "OmniTok") in _works(doc)
    omnitok = [m for m in doc.mentions if m.name == "OmniTok"]
    assert [(m.status, m.section, m.line) for m in omnitok] == [("not-anchored", "1.3", 5)]
    assert [e.items for e in doc.entries if "OmniTok" in e.text] == [["2612.25133"]]


def test_a_name_and_an_id_in_different_sections_stay_apart():
    doc = extract(
        _brief("OmniTok 仍在 §1.3 音频语言模型 之下尚未锚入，评测集公开前暂缓。", "2612.25133（尚未锚入，§1.1）"), PATH
    )
    assert ("omnitok", "OmniTok") in _works(doc)
    assert not [m for m in doc.mentions if m.key == "2612.25133" and m.name]


def test_two_names_in_the_place_of_one_unnamed_id_name_none_of_them():
    doc = extract(
        _brief(
            "OmniTok 仍在 §1.3 音频语言模型 之下尚未锚入。EchoTok 也在 §1.3 音频语言模型 之下尚未锚入。",
            "2612.25133（尚未锚入，§1.3）",
        ),
        PATH,
    )
    assert {("omnitok", "OmniTok"), ("echotok", "EchoTok")} <= _works(doc)
    assert not [m for m in doc.mentions if m.key == "2612.25133" and m.name]


def test_an_english_sentence_with_its_subject_named_alone_is_paired_too():
    doc = extract(
        "# Multimodal brief · 2026-12-11\n\nBaseline: organized/knowledge/multimodal.md.\n\n"
        "Carried over: AudioBridge (arXiv 2612.22690) was anchored in §1.3 on 12-10. "
        "OmniTok remains under §1.3, not yet anchored until the test set is public. "
        "FrameSkip-LM (arXiv 2612.24581) is carried over in §1.2.\n\n"
        "Citable ids: 2612.25133 (not yet anchored, §1.3); 2612.24581 (carried over, §1.2).\n",
        "inbox/ravi/2026-12-11-multimodal-brief.md",
    )
    assert ("2612.25133", "OmniTok") in _works(doc)
