"""The same concern raised again in other words is one to-verify entry; two concerns about
one work are two, however their titles are numbered; both scripts of Chinese are one concern."""

from __future__ import annotations

import datetime as dt

from kgraph.api import KGraph

BRIEF = """# inference brief {date}

- Author: {who}
- Topic: inference

## NET-new

- **CurriculumDrop** (arXiv:2612.12096): NET-new, §1.2 Training.
- **FlashDecode-X** (arXiv:2610.01234): NET-new, §1.1 Kernels.

## To verify

{entries}
"""

ENTRY = """### To verify {n}

- **Claim:** {claim}
- **Concerns:** {work}
- **Risk:** {risk}
- **State:** open
"""


def _store(tmp_path, briefs: list[tuple[str, str, list[tuple[str, str, str]]]]) -> KGraph:
    for date, who, entries in briefs:
        text = "\n".join(
            ENTRY.format(n=n, claim=claim, work=work, risk=risk) for n, (claim, work, risk) in enumerate(entries, 1)
        )
        path = tmp_path / "briefs" / "inbox" / who / f"{date}-inference-brief.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(BRIEF.format(date=date, who=who, entries=text), encoding="utf-8")
    kg = KGraph(tmp_path / "store")
    assert kg.ingest([tmp_path / "briefs"]).ok
    return kg


def _concerns(kg: KGraph) -> dict[str, list[tuple[str, int]]]:
    out: dict[str, list[tuple[str, int]]] = {}
    for e in kg.contradictions(today=dt.date(2026, 10, 9), kind="to-verify"):
        out.setdefault(e["items"][0], []).append((e["summary"][:30], e["sightings"]))
    return out


SEED = ("CurriculumDrop's MMLU gain comes from a single seed; no variance reported.", "CurriculumDrop (2612.12096)")
AGAIN = ("CurriculumDrop still rests on a single seed; the authors promised more runs.", "CurriculumDrop (2612.12096)")
BENCH = ("The throughput figure comes from the authors' own benchmark; hardware details need a PDF check.",)
DIFFERS = ("The FlashDecode-X throughput differs from the earlier brief; which setup is right is unclear.",)


def test_a_concern_raised_again_in_other_words_is_one_entry_and_two_concerns_stay_two(tmp_path):
    fd = "FlashDecode-X (2610.01234)"
    kg = _store(
        tmp_path,
        [
            ("2026-10-05", "tom", [(*BENCH, fd, "medium"), (*SEED, "high")]),
            ("2026-10-06", "jay", [(*AGAIN, "medium"), (*DIFFERS, fd, "medium")]),
        ],
    )
    concerns = _concerns(kg)
    assert [n for _, n in concerns["2612.12096"]] == [2], concerns  # `a single seed`, said twice
    # both numbered `To verify 1/2`, both about throughput: still two concerns of one work
    assert sorted(n for _, n in concerns["2610.01234"]) == [1, 1], concerns
    assert all(not s.startswith("To verify") for v in concerns.values() for s, _ in v)  # the title is no text


def test_one_concern_written_in_traditional_and_in_simplified_chinese_is_one_entry(tmp_path):
    omni = "OmniTok (2612.25133)"
    kg = _store(
        tmp_path,
        [
            ("2026-10-05", "tom", [("OmniTok 的音訊描述提升是在尚未公開的內部評測集上量得的。", omni, "high")]),
            ("2026-10-06", "jay", [("OmniTok 的内部评测集至今仍未公开，作者说之后会发布。", omni, "medium")]),
        ],
    )
    [(summary, sightings)] = _concerns(kg)["2612.25133"]
    assert sightings == 2
    assert "內部評測集" in summary  # shown as its first document wrote it


def test_words_the_register_says_of_every_work_join_no_two_concerns(tmp_path):
    fd, cd = "FlashDecode-X (2610.01234)", "CurriculumDrop (2612.12096)"
    kg = _store(
        tmp_path,
        [
            (
                "2026-10-05",
                "tom",
                [
                    (
                        "The GitHub release is still unconfirmed two weeks on, so its value is unclear; authors never replied.",
                        fd,
                        "high",
                    )
                ],
            ),
            (
                "2026-10-06",
                "jay",
                [
                    ("Benchmark script missing; authors never replied.", fd, "low"),
                    ("CurriculumDrop variance unreported; authors never replied.", cd, "low"),
                ],
            ),
        ],
    )
    assert sorted(n for _, n in _concerns(kg)["2610.01234"]) == [1, 1]
