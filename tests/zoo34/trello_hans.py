"""zoo34 layout `trello_hans`: the brief kept on a Trello board in simplified Chinese and exported
with the board menu's "Export as JSON" (`.json`): the board object as Trello's REST API gives it,
compact (no whitespace), UTF-8 as it is: `name`, `desc` (Markdown), `prefs`, `labelNames`, then
`actions` (newest first), `cards`, `labels`, `lists`, `members`, `checklists`, `customFields`,
`memberships`, `pluginData`. Ids are 24-hex-digit object ids whose first eight digits are the
creation time; dates are UTC with milliseconds (`2033-05-22T13:15:00.000Z`; the team works in
UTC+8).

A brief: the board's description holds the header (topic, date, author, window, baseline, counts,
sections, handover); its lists are the brief's parts (本次新增, 沿用与已锚入, 邻接, 待核实, 来源),
each item a card whose description gives its fields in Markdown, its link attached; a template
card and an archived list are what boards carry besides. The living document: a board whose
lists are the sections."""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime, timedelta

from tests.zoo4.facts import Doc, Entry, Mention

from . import facts as F
from . import wording as W

EXT = "json"
LANG = "zh-hans"

B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
LISTS = ("本次新增", "沿用与已锚入", "邻接", "待核实", "来源")
COLORS = {"论文": "blue", "软件发布": "purple", "博客文章": "sky", "可信度 高": "green", "可信度 中高": "lime",
          "可信度 中": "yellow", "风险 高": "red", "风险 中": "orange", "风险 低": "pink", "已解决": "black"}  # fmt: skip
ADMIN = "mangrovedesk"
EMPTY = "（空，今天没有本主题的内容）"


def _h(key: str) -> str:
    return hashlib.sha1(key.encode()).hexdigest()


def _short(key: str) -> str:
    n = int(_h(key), 16)
    return "".join(B62[(n >> (6 * k)) % 62] for k in range(8))


def _stamp(t: datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


class Board:
    def __init__(self, d: Doc):
        self.d = d
        # the board's clock: from the window's start (21:15 local, 13:15 UTC) on
        start = d.date - timedelta(days=1) if d.kind == "brief" else d.date
        self.t0 = datetime(start.year, start.month, start.day, 13, 15, tzinfo=UTC)
        self.ticks = 0
        self.id = self.oid("board")
        self.short = _short(d.stem)
        self.author = d.instance or ADMIN
        self.members = {u: self.oid(f"member/{u}", at=datetime(2032, 11, 3, 2, 40, tzinfo=UTC))
                        for u in [ADMIN] + [b.instance for b in F.BRIEFS]}  # fmt: skip
        self.labels = {n: self.oid(f"label/{n}") for n in COLORS}
        self.lists: list[dict] = []
        self.cards: list[dict] = []
        self.checklists: list[dict] = []
        self.actions: list[dict] = []

    def now(self) -> datetime:
        self.ticks += 1
        return self.t0 + timedelta(minutes=17 * self.ticks, seconds=self.ticks * 7 % 60, milliseconds=self.ticks * 131)

    def oid(self, key: str, at: datetime | None = None) -> str:
        t = at or self.now()
        return f"{int(t.timestamp()):08x}" + _h(f"{self.d.stem}/{key}")[:16]

    def created(self, oid: str) -> datetime:
        return datetime.fromtimestamp(int(oid[:8], 16), UTC)

    def member(self, u: str) -> dict:
        return {"id": self.members[u], "activityBlocked": False, "avatarHash": None, "avatarUrl": None,
                "fullName": u.capitalize(), "idMemberReferrer": None, "initials": u[:2].upper(), "nonPublic": {},
                "nonPublicAvailable": True, "username": u}  # fmt: skip

    def action(self, kind: str, data: dict, at: datetime, who: str | None = None) -> None:
        who = who or self.author
        data = {**data, "board": {"id": self.id, "name": self.name, "shortLink": self.short}}
        self.actions.append({"id": self.oid(f"action/{len(self.actions)}", at), "idMemberCreator": self.members[who],
                             "data": data, "appCreator": None, "type": kind, "date": _stamp(at), "limits": None,
                             "memberCreator": self.member(who)})  # fmt: skip

    def add_list(self, name: str, closed: bool = False) -> str:
        lid = self.oid(f"list/{name}")
        self.lists.append({"id": lid, "name": name, "closed": closed, "color": None, "idBoard": self.id,
                           "pos": 16384 * (len(self.lists) + 1), "subscribed": False, "softLimit": None,
                           "type": None, "datasource": {"filter": False}})  # fmt: skip
        return lid

    def add_card(self, lid: str, name: str, desc: str, labels=(), links=(), checklist=None, due=None, done=False,
                 template=False) -> dict:  # fmt: skip
        at = self.now()
        cid = self.oid(f"card/{name}", at)
        short = _short(f"{self.d.stem}/{name}")
        n = len(self.cards) + 1
        slug = "-".join("".join(ch if ch.isascii() and ch.isalnum() else " " for ch in name.lower()).split())
        atts = [{"id": self.oid(f"att/{name}/{u}", at), "bytes": None, "date": _stamp(at), "edgeColor": None,
                 "idMember": self.members[self.author], "isUpload": False, "mimeType": "", "name": u, "previews": [],
                 "url": u, "pos": 16384 * (k + 1), "fileName": None} for k, u in enumerate(links)]  # fmt: skip
        checks = []
        if checklist:
            title, items = checklist
            kid = self.oid(f"checklist/{name}", at)
            checks = [kid]
            self.checklists.append({"id": kid, "name": title, "idBoard": self.id, "idCard": cid, "pos": 16384,
                                    "checkItems": [{"id": self.oid(f"item/{name}/{k}", at), "name": x,
                                                    "nameData": {"emoji": {}}, "pos": 16384 * (k + 1),
                                                    "state": "complete", "due": None, "dueReminder": None,
                                                    "idMember": None, "idChecklist": kid}
                                                   for k, x in enumerate(items)]})  # fmt: skip
        card = {
            "id": cid,
            "badges": {
                "attachmentsByType": {"trello": {"board": 0, "card": 0}},
                "location": False,
                "votes": 0,
                "viewingMemberVoted": False,
                "subscribed": False,
                "fogbugz": "",
                "checkItems": len(checklist[1]) if checklist else 0,
                "checkItemsChecked": len(checklist[1]) if checklist else 0,
                "checkItemsEarliestDue": None,
                "comments": 0,
                "attachments": len(atts),
                "description": bool(desc),
                "due": due,
                "dueComplete": done,
                "start": None,
            },  # fmt: skip
            "checkItemStates": [],
            "closed": False,
            "dueComplete": done,
            "dateLastActivity": _stamp(at),
            "desc": desc,
            "descData": {"emoji": {}},
            "due": due,
            "dueReminder": None,
            "email": None,
            "idBoard": self.id,
            "idChecklists": checks,
            "idList": lid,
            "idMembers": [] if template else [self.members[self.author]],
            "idMembersVoted": [],
            "idShort": n,
            "idAttachmentCover": None,
            "labels": [
                {"id": self.labels[x], "idBoard": self.id, "name": x, "color": COLORS[x], "uses": 1} for x in labels
            ],  # fmt: skip
            "idLabels": [self.labels[x] for x in labels],
            "manualCoverAttachment": False,
            "name": name,
            "pos": 16384 * (sum(c["idList"] == lid for c in self.cards) + 1),
            "shortLink": short,
            "isTemplate": template,
            "cardRole": None,
            "shortUrl": f"https://trello.com/c/{short}",
            "start": None,
            "subscribed": False,
            "url": f"https://trello.com/c/{short}/{n}-{slug}".rstrip("-"),
            "cover": {
                "idAttachment": None,
                "color": None,
                "idUploadedBackground": None,
                "size": "normal",
                "brightness": "dark",
                "idPlugin": None,
            },  # fmt: skip
            "attachments": atts,
            "pluginData": [],
            "customFieldItems": [],
        }
        self.cards.append(card)
        list_name = next(x["name"] for x in self.lists if x["id"] == lid)
        self.action("createCard", {"card": {"id": cid, "name": name, "idShort": n, "shortLink": short},
                                   "list": {"id": lid, "name": list_name}}, at)  # fmt: skip
        return card

    def dumps(self, desc: str) -> str:
        used = {lab["name"] for c in self.cards for lab in c["labels"]}
        last = max(datetime.strptime(a["date"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC) for a in self.actions)
        board = {
            "id": self.id,
            "name": self.name,
            "desc": desc,
            "descData": {"emoji": {}},
            "closed": False,
            "dateClosed": None,
            "idOrganization": "6d2a1f9c" + _h("org/mangrove")[:16],
            "idEnterprise": None,
            "pinned": False,
            "url": f"https://trello.com/b/{self.short}/{self.slug}",
            "shortUrl": f"https://trello.com/b/{self.short}",
            "prefs": {
                "permissionLevel": "org",
                "hideVotes": False,
                "voting": "disabled",
                "comments": "members",
                "invitations": "members",
                "selfJoin": True,
                "cardCovers": True,
                "isTemplate": False,
                "cardAging": "regular",
                "calendarFeedEnabled": False,
                "background": "green",
                "backgroundImage": None,
                "backgroundTile": False,
                "backgroundBrightness": "dark",
                "backgroundColor": "#519839",
                "canBePublic": True,
                "canBeEnterprise": True,
                "canBeOrg": True,
                "canBePrivate": True,
                "canInvite": True,
            },  # fmt: skip
            "labelNames": {COLORS[n]: n for n in COLORS if n in used or COLORS[n] in {"green", "yellow", "red"}},
            "shortLink": self.short,
            "dateLastActivity": _stamp(last),
            "dateLastView": _stamp(last + timedelta(minutes=3)),
            "idMemberCreator": self.members[ADMIN],
            "actions": sorted(self.actions, key=lambda a: a["date"], reverse=True),
            "cards": self.cards,
            "labels": [
                {
                    "id": self.labels[n],
                    "idBoard": self.id,
                    "name": n,
                    "color": c,
                    "uses": sum(n == lab["name"] for x in self.cards for lab in x["labels"]),
                }
                for n, c in COLORS.items()
            ],  # fmt: skip
            "lists": self.lists,
            "members": [self.member(u) for u in self.members],
            "checklists": self.checklists,
            "customFields": [],
            "memberships": [
                {
                    "id": self.oid(f"ms/{u}", at=self.created(self.members[u])),
                    "idMember": self.members[u],
                    "memberType": "admin" if u == ADMIN else "normal",
                    "unconfirmed": False,
                    "deactivated": False,
                }
                for u in self.members
            ],  # fmt: skip
            "pluginData": [],
        }
        return json.dumps(board, ensure_ascii=False, separators=(",", ":"))


# --- card descriptions ------------------------------------------------------------------------


def _figures(m: Mention) -> list[str]:
    return ["", "**数据：**"] + [f"- {W.fig_hans(f)}" for f in m.figures] if m.figures else []


def _labels(m: Mention) -> list[str]:
    w = F.work(m)
    out = [W.KIND_HANS[w.kind]]
    if m.confidence:
        out.append(f"可信度 {W.CONFIDENCE_HANS[m.confidence]}")
    return out


def _type_line(m: Mention) -> str:
    w = F.work(m)
    return f"**类型：** 论文 · arXiv {w.arxiv}" if w.arxiv else f"**类型：** {W.KIND_HANS[w.kind]}"


def _new_desc(d: Doc, m: Mention) -> str:
    L = [_type_line(m), f"**状态：** {W.STATUS_HANS['new']}", f"**建议归入章节：** {W.section_hans(d, m.section)}"]
    L += [f"**可信度：** {W.CONFIDENCE_HANS[m.confidence]}", "", f"**要点：** {m.hans}"]
    L += _figures(m) + ["", "**来源：**"] + [f"- {s}" for s in m.sources]
    return "\n".join(L)


def _old_desc(d: Doc, m: Mention) -> str:
    L = [_type_line(m), f"**状态：** {W.carried_hans(m)}"]
    if m.section:
        L.append(f"**章节：** {W.section_hans(d, m.section)}")
    L += ["", m.hans] + _figures(m)
    if m.sources:
        L += ["", "**卡片：**"] + [f"- {s}" for s in m.sources]
    return "\n".join(L)


def _entry_desc(e: Entry) -> str:
    about = "、".join(f"{F.WORKS[i].name}（{F.WORKS[i].arxiv}）" if F.WORKS[i].arxiv else F.WORKS[i].name
                     for i in e.items)  # fmt: skip
    L = [
        f"**风险：** {W.RISK_HANS[e.risk]}",
        f"**状态：** {'已解决' if e.resolved else '未解决'}",
        f"**涉及：** {about}",
    ]
    return "\n".join(L + ["", f"{e.hans}。"])


def _header(d: Doc) -> str:
    L = [f"**主题：** {F.TOPIC}", f"**日期：** {W.iso(d.date)}", f"**撰写：** {d.instance}"]
    L.append(f"**时间窗：** {d.window[0]} → {d.window[1]}")
    L.append(f"**基线活文档：** {F.living_path(EXT)}（{W.iso(d.baseline)} 版）")
    L.append(f"**计数：** {W.counts_hans(d.counts)}")
    L.append(f"**章节：** {'、'.join(W.section_hans(d, k) for k in d.sections)}")
    L += [f"**交接：** {d.instance}，{F.HANDOVER}", "", "每张卡片一条；链接在附件里，来源写在卡片描述最后。"]
    return "\n".join(L)


# --- the two documents ------------------------------------------------------------------------


def _brief(d: Doc) -> str:
    b = Board(d)
    b.name = f"{F.TOPIC} 简报 {W.iso(d.date)}"
    b.slug = f"{F.TOPIC}-{W.iso(d.date)}"
    new, old, side = F.groups(d)
    ids = {name: b.add_list(name) for name in LISTS}
    b.add_list(f"草稿（{W.iso(d.date - timedelta(days=7))} 之前）", closed=True)
    blank = "\n".join(["**类型：** ", "**状态：** ", "**建议归入章节：** ", "**可信度：** ", "", "**要点：** ", "",
                       "**来源：**", "- "])  # fmt: skip
    b.add_card(ids["本次新增"], "条目模板", blank, template=True)
    for m in new:
        b.add_card(ids["本次新增"], F.work(m).name, _new_desc(d, m), _labels(m), [W.url(m)])
    for m in old:
        b.add_card(ids["沿用与已锚入"], F.work(m).name, _old_desc(d, m), _labels(m), [W.url(m)])
    for m in side:
        b.add_card(ids["邻接"], F.work(m).name, _old_desc(d, m), _labels(m), [W.url(m)])
    due = W.trello_stamp(d.date, F.HANDOVER)
    for e in d.entries:
        names = "、".join(F.WORKS[i].name for i in e.items)
        labels = [f"风险 {W.RISK_HANS[e.risk]}"] + (["已解决"] if e.resolved else [])
        b.add_card(ids["待核实"], f"{e.hans_text}（{names}）", _entry_desc(e), labels, due=due, done=e.resolved)
    checked = [f"{s}{EMPTY}" if W.empty(d, s) else s for s in d.sources]
    b.add_card(ids["来源"], "已检查的来源", "\n".join(f"- {s}" for s in checked), checklist=("来源清单", checked))
    keep = [F.work(m).arxiv + (f"（{W.iso(m.anchored_on)} 已锚入）" if m.anchored_on else "")
            for m in old if F.work(m).arxiv]  # fmt: skip
    b.add_card(ids["来源"], "arXiv 编号", f"**本次新增：** {'、'.join(d.new_ids)}\n**沿用：** {'、'.join(keep)}")
    b.add_card(ids["来源"], f"交接：{d.instance} {F.HANDOVER}", f"{d.instance} 于 {W.iso(d.date)} {F.HANDOVER} 交接。")
    # what a board's history holds besides: a card moved between lists, a comment, a checklist
    moved = next((c for c in b.cards if c["name"] in {F.work(m).name for m in new} and c["idList"] == ids["本次新增"]
                  and any(F.work(m).name == c["name"] for x in F.BRIEFS if x.date < d.date for m in x.mentions
                          if m.status in F.ADJACENT)), None)  # fmt: skip
    if moved:
        b.action("updateCard", {"card": {"id": moved["id"], "name": moved["name"], "idList": ids["本次新增"],
                                         "shortLink": moved["shortLink"]}, "old": {"idList": ids["邻接"]},
                                "listBefore": {"id": ids["邻接"], "name": "邻接"},
                                "listAfter": {"id": ids["本次新增"], "name": "本次新增"}}, b.now())  # fmt: skip
    reg = next(c for c in b.cards if c["idList"] == ids["待核实"])
    b.action("commentCard", {"text": "已经发邮件问作者了，先挂着。", "card": {"id": reg["id"], "name": reg["name"],
                                                                          "shortLink": reg["shortLink"]}},
             b.now(), who=ADMIN)  # fmt: skip
    reg["badges"]["comments"] = 1
    return b.dumps(_header(d))


def _living(d: Doc) -> str:
    b = Board(d)
    b.name = f"{F.TOPIC} 活文档"
    b.slug = f"{F.TOPIC}"
    b.author = ADMIN
    for k in d.sections:
        lid = b.add_list(W.section_hans(d, k))
        for m in (m for m in d.mentions if m.section == k):
            b.add_card(lid, F.work(m).name, _old_desc(d, m), _labels(m), [W.url(m)])
    desc = "\n".join([f"**版本：** {W.iso(d.date)}", f"**路径：** {F.living_path(EXT)}", "",
                      "每晚接力后由值班的人更新。每个列表是活文档的一节。"])  # fmt: skip
    return b.dumps(desc)


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
