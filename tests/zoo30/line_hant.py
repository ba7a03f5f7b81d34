"""A LINE group chat saved as text (`.txt`, the chat menu's 傳送聊天記錄 / 儲存聊天), traditional
Chinese. The file opens with `[LINE] 「group」的聊天記錄`, a `儲存日期：YYYY/MM/DD HH:MM` line and a
blank line; then each day is a line `2033/01/18（週二）` followed by its messages, one per line as
`HH:MM<TAB>sender<TAB>text`, and the days are set apart by a blank line. A message of several lines
is wrapped in double quotes, its later lines written as they are; what is not text shows as LINE
shows it (`[貼圖]`, `[照片]`, `[檔案]`, a call `☎ 通話時間 m:ss`), and a system line has no sender
(`HH:MM<TAB><TAB>XXX已收回訊息`).

The brief is posted by its writer (the instance, under its own LINE name) as a run of messages:
the header facts, the sources, one message per 淨增 item (`▶ 淨增 n｜name`, then its fields on
lines of their own), the carried items as `◆` entries of two lines, the adjacent ones, the
register, the id list with the handover. The evening before, a lab member posts a sticker and the
coordinator asks who writes; on the day a member recalls a photo, the coordinator calls, and a
file is dropped in that is not part of the brief. The living document is the relay bot's messages
in the same group the night before, one message a section."""

from __future__ import annotations

from datetime import date, datetime, timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "zh-hant"

S = W.STATUS_HANT
GROUP = "都市熱島製圖接力群"
BOSS = "林雅婷"
LAB = "阿凱＠量測組"
BOT = "熱島接力小幫手"


def at(d: date, hhmm: str) -> datetime:
    return datetime.combine(d, datetime.strptime(hhmm, "%H:%M").time())


def message(t: datetime, who: str, lines: list[str]) -> list[str]:
    """One message: a single line as it is, several lines wrapped in double quotes."""
    assert all('"' not in x and "\t" not in x for x in lines)
    if len(lines) == 1:
        return [f"{t:%H:%M}\t{who}\t{lines[0]}"]
    return [f'{t:%H:%M}\t{who}\t"{lines[0]}', *lines[1:-1], f'{lines[-1]}"']


def system(t: datetime, text: str) -> list[str]:
    return [f"{t:%H:%M}\t\t{text}"]


def export(saved: datetime, days: dict[date, list[list[str]]]) -> str:
    L = [f"[LINE] 「{GROUP}」的聊天記錄", f"儲存日期：{saved:%Y/%m/%d %H:%M}", ""]
    for n, (day, msgs) in enumerate(sorted(days.items())):
        if n:
            L.append("")
        L.append(W.line_day(day))
        L += [x for m in msgs for x in m]
    return "\n".join(L) + "\n"


def header(d: Doc) -> list[str]:
    return [f"【{F.TOPIC} 每日簡報】{W.zh_date(d.date)}", f"撰寫：{d.instance}",
            f"時間窗：{d.window[0]} → {d.window[1]}",
            f"基線活文件：{F.living_path(EXT)}（{W.slash(d.baseline)} 版）",
            f"增量：{W.counts_hant(d.counts)}"]  # fmt: skip


def sources(d: Doc) -> list[str]:
    L = ["今日讀過的來源："]
    for n, s in enumerate(d.sources, 1):
        L.append(f"{n}) {s}（空白，今日無本主題內容）" if W.empty(d, s) else f"{n}) {s}")
    return L


def item(d: Doc, n: int, m: Mention) -> list[str]:
    L = [f"▶ {S['new']} {n}｜{F.work(m).name}", f"{W.label_hant(m)}　{W.url(m)}",
         f"建議歸入 {W.section_hant(d, m.section)}／可信度 {W.CONFIDENCE_ZH[m.confidence]}",
         f"重點：{m.hant}。"]  # fmt: skip
    L += [f"數據：{W.fig_hant(f)}" for f in m.figures]
    return L + ["來源：" + "、".join(m.sources)]


def old_items(d: Doc, old: list[Mention]) -> list[str]:
    L = [f"{S['carried-over']}／{S['anchored']}："]
    for m in old:
        said = "".join(f"另報 {W.fig_hant(f)}。" for f in m.figures)
        L += [f"◆ {F.work(m).name}（{W.label_hant(m)}）{W.section_hant(d, m.section)}，{W.carried_zh(m, S)}",
              f"　{m.hant}。{said}{W.url(m)}"]  # fmt: skip
    return L


def side_items(side: list[Mention]) -> list[str]:
    L = [f"{S['adjacent']}（先記下，不進活文件）："]
    return L + [f"◆ {F.work(m).name}（{W.label_hant(m)}，{S[m.status]}）{m.hant}。{W.url(m)}" for m in side]


def register(d: Doc) -> list[str]:
    L = ["待核實："]
    for n, e in enumerate(d.entries, 1):
        L.append(f"{n}. 風險{W.RISK_ZH[e.risk]}／{'已解決' if e.resolved else '未解決'}：{e.hant}。")
    return L


def ids(d: Doc, old: list[Mention]) -> list[str]:
    L = ["可引用 arXiv 編號", f"{S['new']}：{'、'.join(d.new_ids)}"]
    L += [f"{F.work(m).arxiv} {W.carried_zh(m, S)} {W.section_hant(d, m.section)}" for m in old if F.work(m).arxiv]
    return L + [f"交班：{d.instance} {d.window[1][11:]}，以上。"]


ASK = {18: f"明天的 {F.TOPIC} 誰接？", 19: "明天輪到 margay 嗎？", 20: "這週最後一輪，明天誰寫？"}
REPLY = {18: "先不錨入，等作者把第二座城市跑完", 19: "還沒，作者說新加坡那批還在算", 20: "維持未解決，下週再追"}


def brief(d: Doc) -> str:
    new, old, side = F.groups(d)
    eve, day = d.date - timedelta(days=1), d.date
    before = [message(at(eve, "22:05"), LAB, ["[貼圖]"]), message(at(eve, "22:07"), BOSS, [ASK[day.day]])]
    M = [message(at(day, "17:02"), d.instance, [f"我來，{F.HANDOVER} 交班後貼上來"]),
         message(at(day, "17:20"), LAB, ["[照片]"]), system(at(day, "17:21"), f"{LAB}已收回訊息"),
         message(at(day, "17:22"), LAB, ["傳錯群了，抱歉"]), message(at(day, "17:31"), BOSS, ["☎ 通話時間 4:12"])]  # fmt: skip
    posts = [header(d), sources(d)] + [item(d, n, m) for n, m in enumerate(new, 1)] + [old_items(d, old)]
    if side:
        posts.append(side_items(side))
    posts += [register(d), ids(d, old)]
    t = at(day, F.HANDOVER)
    for lines in posts:
        M.append(message(t, d.instance, lines))
        t += timedelta(minutes=1)
    blog = [m for m in new if F.work(m).kind == "blog post"]
    if blog:  # the writer also drops the blog post's address on its own
        M.append(message(t, d.instance, [W.url(blog[0])]))
    open_entry = next(e for e in d.entries if not e.resolved)
    M += [message(t + timedelta(minutes=3), LAB, ["[檔案]"]),
          message(t + timedelta(minutes=3), LAB, ["屋頂綠化的實測報告，有空的人幫忙看一下"]),
          message(t + timedelta(minutes=6), BOSS, [f"{open_entry.hant_text}那條今天要錨入嗎？"]),
          message(t + timedelta(minutes=8), d.instance, [REPLY[day.day]]),
          message(t + timedelta(minutes=9), BOSS, ["[貼圖]"])]  # fmt: skip
    return export(at(day, "21:30"), {eve: before, day: M})


def living(d: Doc) -> str:
    t = at(d.date, "23:40")
    M = [message(t, BOT, [f"【{F.TOPIC} 活文件】{W.zh_date(d.date)}版", f"路徑：{F.living_path(EXT)}",
                          "夜間接力依每日簡報更新，以下逐節貼出。"])]  # fmt: skip
    for num in d.sections:
        lines = [W.section_hant(d, num)]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            lines.append(f"本節尚無{S['anchored']}條目。")
        for m in here:
            lines += [f"◆ {F.work(m).name}（{W.label_hant(m)}）{W.url(m)}", f"狀態：{W.carried_zh(m, S)}",
                      f"重點：{m.hant}。"]  # fmt: skip
            lines += [f"數據：{W.fig_hant(f)}" for f in m.figures]
            lines.append("卡片：" + "、".join(m.sources))
        M.append(message(t, BOT, lines))
    morning = d.date + timedelta(days=1)
    after = [message(at(morning, "07:58"), BOSS, ["[貼圖]"]), message(at(morning, "08:03"), BOSS, ["收到，謝謝小幫手"])]
    return export(at(morning, "08:10"), {d.date: M, morning: after})


def render(d: Doc) -> str:
    return brief(d) if d.kind == "brief" else living(d)
