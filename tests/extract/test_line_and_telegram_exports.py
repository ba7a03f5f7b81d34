"""Chats a team exports: a LINE chat saved as text and a Telegram Desktop export in JSON, each read
as what its writer posted; and what those briefs showed the readers missed elsewhere (kelvin and
area units, a register callout titled only with its number, a status in emphasis after a kind)."""

from __future__ import annotations

import json

import pytest

from kgraph.errors import DocumentError
from kgraph.extract import extract
from kgraph.extract.common import figures_in
from kgraph.extract.formats import detect
from kgraph.files import iter_files

LINE = """\
[LINE] 「熱島接力群」的聊天記錄
儲存日期：2033/01/18 21:30

2033/01/18（週二）
17:02\tdugong\t我來，17:50 交班後貼上來
17:20\t阿凱\t[照片]
17:21\t\t阿凱已收回訊息
17:22\t阿凱\t3301.69999 這篇也看看
17:50\tdugong\t"【熱島 每日簡報】2033年1月18日
撰寫：dugong
增量：淨增 1 則，鄰接 1 則"
17:52\tdugong\t"▶ 淨增 1｜NightMass
arXiv 3301.66870　https://arxiv.org/abs/3301.66870
建議歸入 §1.2 夜間熱滯留
數據：輸出網格間距 30 公尺"
17:56\tdugong\t"鄰接：
◆ AlbedoAtlas（arXiv 3301.63547，鄰接）依航拍影像繪製全市每個屋頂的反照率，供日後比對使用。https://arxiv.org/abs/3301.63547"
18:08\t林雅婷\t[貼圖]
"""


def test_a_line_chat_is_what_its_writer_posted():
    doc = extract(LINE.encode(), "inbox/dugong/2033-01-18-heat-brief.txt")
    assert (doc.kind, doc.instance) == ("brief", "dugong")
    assert "3301.69999" not in {m.key for m in doc.mentions}
    items = {m.key: (m.name, m.status) for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert items == {"3301.66870": ("NightMass", "new"), "3301.63547": ("AlbedoAtlas", "adjacent")}
    [night] = [m for m in doc.mentions if m.key == "3301.66870" and m.role == "increment"]
    assert [(f.value, f.unit) for c in night.claims for f in c.figures] == [(30.0, "m")]
    said = {why for whys in doc.taken.values() for why in whys}
    assert "left out: a chat's header, reaction or another member's message, not the writer's" in said


def telegram(messages: list[dict]) -> bytes:
    export = {"name": "UHI relay", "type": "private_group", "id": 4417730921, "messages": messages}
    return json.dumps(export, ensure_ascii=False, indent=1).encode()


def message(n: int, sender: str, text: object, **more: object) -> dict:
    entities = text if isinstance(text, list) else [{"type": "plain", "text": text}]
    body = {"id": n, "type": "message", "date": f"2033-01-20T17:5{n % 10}:00", "from": sender}
    return body | {"from_id": f"user{sum(map(ord, sender))}", "text": text, "text_entities": entities} | more


TELEGRAM = [
    message(1, "Ines", "Who has the heat brief today? 3301.69999 looks good"),
    message(2, "fossa", "urban-heat-island-mapping daily brief, January 20, 2033\nWriter: fossa\nDeclared: 1 NET-new"),
    message(
        3,
        "fossa",
        [
            {"type": "bold", "text": "NET-new 1: HeatTwin (arXiv:3301.67981)"},
            {"type": "plain", "text": "\nSuggested section: §2.2 Heat Mapping Pipelines\n48-hour forecast error: "},
            {"type": "strikethrough", "text": "1.4 °C"},
            {"type": "plain", "text": " 1.1 °C\nRead in: "},
            {"type": "text_link", "text": "notes", "href": "https://example.org/inbox/margay/2033-01-20-notes.md"},
        ],
    ),
    message(
        4,
        "fossa",
        "Carried over\n• ThermoTiler 3 (software release), §1.3 Surface Energy Balance: *carried over*. Closed.",
    ),
    message(5, "fossa", "3301.68888 from the weekly digest", forwarded_from="Heat Maps Weekly"),
    {"id": 6, "type": "service", "date": "2033-01-20T18:00:00", "actor": "Ines", "action": "pin_message"},
]


def test_a_telegram_json_export_is_what_its_writer_posted():
    path = "inbox/fossa/2033-01-20-heat-brief.json"
    data = telegram(TELEGRAM)
    assert detect(data, path) == "telegram-json"
    doc = extract(data, path)
    assert (doc.kind, doc.instance) == ("brief", "fossa")
    keys = {m.key for m in doc.mentions}
    assert not keys & {"3301.69999", "3301.68888"}  # another member's message, a forwarded post
    [twin] = [m for m in doc.mentions if m.key == "3301.67981" and m.role == "increment"]
    assert (twin.name, twin.status, twin.section) == ("HeatTwin", "new", "2.2")
    assert [(f.value, f.unit) for c in twin.claims for f in c.figures] == [(1.1, "°C")]  # (1.4 struck through)
    [kit] = [m for m in doc.mentions if m.key == "thermotiler 3"]
    assert kit.status == "carried-over"  # (`*carried over*` after the kind in brackets)


def test_a_folder_holds_a_telegram_export_but_no_other_json(tmp_path):
    (tmp_path / "inbox").mkdir()
    (tmp_path / "inbox" / "2033-01-20-heat-brief.json").write_bytes(telegram(TELEGRAM))
    (tmp_path / "inbox" / "package.json").write_text('{"name": "x", "version": "1.0.0"}')
    assert [f.name for f, _ in iter_files([tmp_path])] == ["2033-01-20-heat-brief.json"]


def test_a_telegram_export_over_its_limit_is_refused_in_one_line(monkeypatch):
    from kgraph.extract.formats import chatjson

    monkeypatch.setattr(chatjson, "MAX_MESSAGES", 3)
    with pytest.raises(DocumentError, match="at most 3 messages"):
        extract(telegram(TELEGRAM), "inbox/fossa/2033-01-20-heat-brief.json")


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("land surface temperature RMSE 1.4 K", "K"),
        ("overnight temperature bias: 0.5 K.", "K"),
        ("sensible heat flux error 18 W/m²", "W/m²"),
        ("roof area mapped 410 km²", "km²"),
        ("已绘制屋顶面积 410 平方公里", "km²"),
        ("輸出網格間距 30 公尺", "m"),
    ],
)
def test_kelvin_and_area_units_are_figures(text, unit):
    assert [f.unit for f in figures_in(text)] == [unit]


@pytest.mark.parametrize("text", ["a 128K context window", "in 5 min", "4K screens"])
def test_thousands_are_no_such_units(text):
    assert figures_in(text) == []


def test_a_speed_is_its_own_unit_not_metres():
    assert [(f.value, f.unit) for f in figures_in("3 m/s wind")] == [(3.0, "m/s")]


def test_a_register_callout_titled_only_by_its_number_takes_the_paragraph_below():
    doc = extract(
        "# 热岛简报 2033-01-20\n\n撰写：fossa\n增量：本次新增 1 条\n\n## 二、本次新增\n\n"
        "- HeatTwin（arXiv 3301.67981）：建议归入 §2.2\n- ThermoTiler 3（软件发布）：沿用\n\n## 五、待核实\n\n"
        "> ✅ **待核实 2**｜风险低｜已解决\n>\n> ThermoTiler 3 发射率表（昨天提出）：现已随版本发布。\n",
        "inbox/fossa/2033-01-20-heat-brief.md",
    )
    [entry] = doc.entries
    assert "发射率表" in entry.text and entry.resolved and entry.risk == "low"
    assert entry.items == ["thermotiler 3"]
