"""Facts model for the thirteenth held-out layout zoo (topic: protein-design).

The same shape as tests/zoo4/facts.py (so tests/zoo4/make.py writes its keys), a new topic,
new works, new instances (lynx, marten, tern) and May 2027 dates. Everything the layouts write
and everything the key states comes from here. Points are given in English and traditional
Chinese (the layouts of this zoo are English or traditional Chinese).

Planted faults (see FAULTS):
  new-but-anchored        SeqCanvas (2705.03176): anchored 2027-05-12 (living doc, brief 1), called new by brief 2
  anchoring-conflict      BindGuard (2705.04409): anchored 2027-05-13 per brief 2, anchored 2027-05-14 per brief 3
  count-mismatch          brief 3 declares 3 new arXiv ids, lists 2 (it counted the blog post)
  duplicate-in-list       brief 2's list of new arXiv ids gives LoopGraft (2705.05832) twice
  divergent-figures       FoldForge (2705.01287): backbone RMSD reduction 34 % (brief 1) vs 26 % (brief 2)
  section-name-drift      §1.2 "Sequence Design" (living doc, briefs 1 and 3) vs "Inverse Folding" (brief 2)
  repeated-to-verify      CatalyTune's unreleased wet-lab assay data, raised in all 3 briefs, never resolved
  malformed-reference     brief 1 cites CatalyTune's card as paper_cards/8317-2705-0771.md (a digit lost)
  source-status-conflict  brief 2 cites inbox/tern/2027-05-14-notes.md for ProtoFold 4 and lists it as empty
A second register entry (ProtoFold 4's unpublished benchmark script) is raised by brief 2 and
resolved by brief 3: it is not a fault.
"""

from __future__ import annotations

from datetime import date

# the facts' shape is zoo4's, so that tests/zoo4/make.py writes this zoo's keys too
from tests.zoo4.facts import Doc, Entry, Figure, Mention, Work
from tests.zoo4.shape import ADJACENT, CARRIED, NEW, card_of, groups  # noqa: F401 - the zoo's own API
from tests.zoo4.shape import listed as _listed

TOPIC = "protein-design"
LIVING_STEM = f"organized/knowledge/{TOPIC}"

WORKS: dict[str, Work] = {
    w.key: w
    for w in [
        Work("2705.01287", "FoldForge", arxiv="2705.01287"),
        Work("2705.02514", "MotifScaffold", arxiv="2705.02514"),
        Work("2705.03176", "SeqCanvas", arxiv="2705.03176"),
        Work("2705.04409", "BindGuard", arxiv="2705.04409"),
        Work("2705.05832", "LoopGraft", arxiv="2705.05832"),
        Work("2705.06650", "StabBench", arxiv="2705.06650"),
        Work("2705.07718", "CatalyTune", arxiv="2705.07718"),
        Work("2705.08943", "ComplexDock", arxiv="2705.08943"),
        Work(
            "ProtoFold 4",
            "ProtoFold 4",
            url="https://github.com/example-bio/protofold/releases/tag/v4.0",
            kind="release",
        ),  # fmt: skip
        Work(
            "Designed to Express",
            "Designed to Express",
            url="https://blog.example.org/2027/05/designed-to-express",
            kind="blog post",
        ),  # fmt: skip
    ]
}

SECTIONS = {
    "1.1": "Structure Prediction",
    "1.2": "Sequence Design",
    "1.3": "Binder Design",
    "2.1": "Design Benchmarks",
    "2.2": "Wet-Lab Validation",
}
DRIFTED = {"1.2": "Inverse Folding"}

SECTIONS_HANT = {
    "Structure Prediction": "結構預測",
    "Sequence Design": "序列設計",
    "Inverse Folding": "逆向摺疊",
    "Binder Design": "結合蛋白設計",
    "Design Benchmarks": "設計評測基準",
    "Wet-Lab Validation": "濕實驗驗證",
}

# the malformed card name brief 1 writes for CatalyTune (a digit of 2705.07718 lost)
BAD_CARD = "paper_cards/8317-2705-0771.md"
# the note brief 2 cites for ProtoFold 4 and lists as empty
EMPTY_NOTE = "inbox/tern/2027-05-14-notes.md"


def _assay(n: int, risk: str) -> Entry:
    en = {
        1: "CatalyTune's activity gain rests on wet-lab assay data that has not been released",
        2: "CatalyTune: the wet-lab assay data is still not public; the authors say a partner lab owns it",
        3: "CatalyTune wet-lab assay data, open for a third day; nobody outside the lab can check the activity gain",
    }[n]
    hant = {
        1: "CatalyTune 的活性提升建立在尚未公開的濕實驗量測資料上",
        2: "CatalyTune 的濕實驗量測資料仍未公開，作者表示資料屬於合作實驗室",
        3: "CatalyTune 濕實驗量測資料已連續第三天提出，外部仍無法檢驗活性提升",
    }[n]
    return Entry("wet-lab assay data", en, "", "", "量測資料", hant, ("2705.07718",), risk)


SCRIPT_OPEN = Entry(
    "benchmark script",
    "ProtoFold 4's structure inference speedup is only in the release notes; the benchmark script is not published",
    "",
    "",
    "基準測試腳本",
    "ProtoFold 4 的結構推論加速只寫在發行說明裡，基準測試腳本沒有公開",
    ("ProtoFold 4",),
    "low",
)
SCRIPT_CLOSED = Entry(
    "benchmark script",
    "ProtoFold 4 benchmark script (raised yesterday): now published in the repository, speedup reproduced",
    "",
    "",
    "基準測試腳本",
    "ProtoFold 4 基準測試腳本（昨天提出）：已在程式庫公開，加速已重現",
    ("ProtoFold 4",),
    "low",
    resolved=True,
)


def _m(work: str, status: str, section: str | None = None, anchored: date | None = None, **kw) -> Mention:
    return Mention(work, status, section, anchored, **kw)


LIVING = Doc(
    stem=LIVING_STEM,
    kind="living",
    date=date(2027, 5, 12),
    instance=None,
    sections=dict(SECTIONS),
    mentions=[
        _m("2705.02514", "anchored", "1.3", date(2027, 5, 10), sources=("paper_cards/8302-2705-02514.md",),
           figures=(Figure(2.2, "×", "scaffold sampling throughput"),),
           point="grafts a binding motif into backbones sampled around it",
           hant="把結合模體嫁接進圍繞它取樣出的主鏈"),
        _m("2705.03176", "anchored", "1.2", date(2027, 5, 12), sources=("paper_cards/8305-2705-03176.md",),
           figures=(Figure(7.8, "points", "native sequence recovery gain"),),
           point="a sequence model that paints residues onto a fixed backbone, region by region",
           hant="在固定主鏈上逐區塊填寫殘基的序列模型"),
    ],
)  # fmt: skip

B1 = Doc(
    stem="inbox/lynx/2027-05-13-protein-design-brief",
    kind="brief",
    date=date(2027, 5, 13),
    instance="lynx",
    window=("2027-05-12 22:00", "2027-05-13 22:00"),
    baseline=date(2027, 5, 12),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3")},
    mentions=[
        _m("2705.01287", "new", "1.1", sources=("inbox/marten/2027-05-13-notes.md", "paper_cards/8311-2705-01287.md"),
           figures=(Figure(34, "%", "backbone RMSD reduction"),),  # FAULT divergent-figures (a)
           confidence="high", point="a structure predictor trained only on designed, not natural, proteins",
           hant="只用設計蛋白、不用天然蛋白訓練的結構預測器"),
        _m("2705.04409", "new", "1.3", sources=("inbox/tern/2027-05-13-notes.md", "paper_cards/8314-2705-04409.md"),
           figures=(Figure(1.7, "×", "wet-lab hit-rate improvement"),), confidence="medium-high",
           point="screens binder designs for predicted off-target binding before synthesis",
           hant="合成前先篩掉預測會脫靶結合的結合蛋白設計"),
        _m("2705.07718", "new", "1.2", sources=("inbox/tern/2027-05-13-notes.md", BAD_CARD),  # FAULT malformed-ref
           figures=(Figure(4.6, "points", "catalytic activity gain"),), confidence="medium",
           point="fine-tunes a protein language model on enzyme families with measured turnover",
           hant="以有實測轉換率的酵素家族微調蛋白質語言模型"),
        _m("2705.02514", "anchored", "1.3", date(2027, 5, 10), point="already in the living document",
           hant="已在活文件中"),
        _m("2705.03176", "carried-over", "1.2", date(2027, 5, 12),
           point="the sequence model CatalyTune starts from", hant="CatalyTune 的起點序列模型"),
        _m("2705.05832", "adjacent", point="swaps loops between binders while keeping the interface",
           hant="在保留介面的前提下於結合蛋白之間互換環區"),
    ],
    entries=[_assay(1, "high")],
    counts={"increments": 3, "adjacent": 1, "new-arxiv": 3, "carried-over": 2},
    sources=[
        "inbox/marten/2027-05-13-notes.md",
        "inbox/tern/2027-05-13-notes.md",
        "paper_cards/8311-2705-01287.md",
        "paper_cards/8314-2705-04409.md",
        BAD_CARD,
        "work-queue.md",
    ],
    new_ids=("2705.01287", "2705.04409", "2705.07718"),
)  # fmt: skip

B2 = Doc(
    stem="inbox/marten/2027-05-14-protein-design-brief",
    kind="brief",
    date=date(2027, 5, 14),
    instance="marten",
    window=("2027-05-13 22:00", "2027-05-14 22:00"),
    baseline=date(2027, 5, 13),
    sections={"1.1": SECTIONS["1.1"], "1.2": DRIFTED["1.2"], "1.3": SECTIONS["1.3"]},
    mentions=[
        _m("2705.03176", "new", "1.2",  # FAULT new-but-anchored
           sources=("inbox/lynx/2027-05-14-notes.md", "paper_cards/8321-2705-03176.md"),
           figures=(Figure(15, "%", "expression failure reduction"),), confidence="medium",
           point="version 2 adds a solubility head so designs express in bacteria more often",
           hant="第二版加上溶解度預測頭，設計在細菌中更常成功表現"),
        _m("2705.05832", "new", "1.3", sources=("inbox/lynx/2027-05-14-notes.md", "paper_cards/8324-2705-05832.md"),
           figures=(Figure(44, "ms", "per-design sampling latency"),), confidence="medium-high",
           point="swaps loops between binders while keeping the interface residues fixed",
           hant="固定介面殘基，在結合蛋白之間互換環區"),
        _m("ProtoFold 4", "new", "1.1", sources=(EMPTY_NOTE,),  # FAULT source-status-conflict (listed as empty)
           figures=(Figure(2.5, "×", "structure inference speedup"),), confidence="medium",
           point="the release folds complexes of up to eight chains on one GPU",
           hant="新版可在單張 GPU 上摺疊多達八條鏈的複合體"),
        _m("2705.01287", "carried-over", "1.1",
           figures=(Figure(26, "%", "backbone RMSD reduction"),),  # FAULT divergent-figures (b)
           point="the figure the authors gave in their seminar talk", hant="作者在研討會演講中給的數字"),
        _m("2705.04409", "anchored", "1.3", date(2027, 5, 13),  # FAULT anchoring-conflict (a)
           point="anchored in last night's relay", hant="昨晚接力已錨定"),
        _m("2705.07718", "carried-over", "1.2", point="carried over from the previous brief",
           hant="沿用上一棒條目"),
        _m("2705.06650", "candidate", point="a stability benchmark of designed versus natural proteins",
           hant="比較設計蛋白與天然蛋白穩定性的評測基準"),
    ],
    entries=[_assay(2, "medium"), SCRIPT_OPEN],
    counts={"increments": 3, "adjacent": 1, "carried-over": 3},
    sources=[
        "inbox/lynx/2027-05-14-notes.md",
        EMPTY_NOTE,
        "paper_cards/8321-2705-03176.md",
        "paper_cards/8324-2705-05832.md",
    ],
    new_ids=("2705.03176", "2705.05832", "2705.05832"),  # FAULT duplicate-in-list
    empty_sources=(EMPTY_NOTE,),
)  # fmt: skip

B3 = Doc(
    stem="inbox/tern/2027-05-15-protein-design-brief",
    kind="brief",
    date=date(2027, 5, 15),
    instance="tern",
    window=("2027-05-14 22:00", "2027-05-15 22:00"),
    baseline=date(2027, 5, 14),
    sections={k: SECTIONS[k] for k in ("1.1", "1.2", "1.3", "2.1", "2.2")},
    mentions=[
        _m("2705.06650", "new", "2.1", sources=("inbox/marten/2027-05-15-notes.md", "paper_cards/8330-2705-06650.md"),
           figures=(Figure(17, "points", "designed-natural stability gap"),), confidence="high",
           point="melting-temperature tasks that score designed proteins against natural ones",
           hant="以熔解溫度比較設計蛋白與天然蛋白的評測任務"),
        _m("2705.08943", "new", "1.3", sources=("inbox/lynx/2027-05-15-notes.md", "paper_cards/8334-2705-08943.md"),
           figures=(Figure(11.5, "%", "interface RMSD reduction"), Figure(90, "ms", "end-to-end latency")),
           confidence="medium", point="docks a designed binder and its target in one diffusion pass",
           hant="一次擴散就把設計的結合蛋白與標的對接起來"),
        _m("Designed to Express", "new", "2.2", sources=("inbox/marten/2027-05-15-notes.md",), confidence="medium",
           point="blog post on why in-silico scores miss designs that never express",
           hant="討論電腦模擬分數為何漏判根本無法表現之設計的部落格文章"),
        _m("2705.04409", "anchored", "1.3", date(2027, 5, 14),  # FAULT anchoring-conflict (b)
           point="in the living document", hant="已在活文件中"),
        _m("ProtoFold 4", "carried-over", "1.1", point="benchmark check closed", hant="基準核對已結案"),
        _m("2705.07718", "not-anchored", "1.2", point="held back until the assay data is public",
           hant="量測資料公開前暫不錨定"),
        _m("2705.05832", "carried-over", "1.3", point="carried over from the previous brief",
           hant="沿用上一棒條目"),
    ],
    entries=[_assay(3, "high"), SCRIPT_CLOSED],
    counts={"increments": 3, "new-arxiv": 3, "carried-over": 4},  # FAULT count-mismatch (lists 2 arXiv ids)
    sources=[
        "inbox/marten/2027-05-15-notes.md",
        "inbox/lynx/2027-05-15-notes.md",
        "paper_cards/8330-2705-06650.md",
        "paper_cards/8334-2705-08943.md",
        "work-queue.md",
    ],
    new_ids=("2705.06650", "2705.08943"),
)  # fmt: skip

DOCS: list[Doc] = [LIVING, B1, B2, B3]
BRIEFS = [B1, B2, B3]

# (kind, item); for count-mismatch the item is the brief's stem (make.py adds the extension)
FAULTS: list[tuple[str, str]] = [
    ("new-but-anchored", "2705.03176"),
    ("anchoring-conflict", "2705.04409"),
    ("count-mismatch", B3.stem),
    ("duplicate-in-list", "2705.05832"),
    ("divergent-figures", "2705.01287"),
    ("section-name-drift", "1.2"),
    ("repeated-to-verify", "2705.07718"),
    ("malformed-reference", BAD_CARD),
    ("source-status-conflict", EMPTY_NOTE),
]


METRIC_HANT = {
    "scaffold sampling throughput": "骨架取樣吞吐量",
    "native sequence recovery gain": "天然序列回復率提升",
    "backbone RMSD reduction": "主鏈 RMSD 降低",
    "wet-lab hit-rate improvement": "濕實驗命中率提升",
    "catalytic activity gain": "催化活性提升",
    "expression failure reduction": "表現失敗率降低",
    "per-design sampling latency": "單一設計取樣延遲",
    "structure inference speedup": "結構推論加速",
    "designed-natural stability gap": "設計與天然蛋白穩定性差距",
    "interface RMSD reduction": "介面 RMSD 降低",
    "end-to-end latency": "端到端延遲",
}


def work(m: Mention) -> Work:
    return WORKS[m.work]


def listed(d: Doc) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return _listed(d, WORKS)


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"
