"""A document typed in macOS TextEdit on a Mac set to traditional Chinese (Taiwan) and saved as
RTF (traditional Chinese): Cocoa's RTF writer, `\\ansicpg950` and a `\\cocoartf` version, a font
table in which Helvetica (`\\fcharset0`) sets the Latin text and PingFang TC (`\\fcharset136`,
Big5) the Chinese, the Chinese written as Big5 byte pairs (`\\'a4\\'a4`) in the PingFang runs and
what Big5 lacks as `\\uc0\\uN` escapes, an emoji in Apple Color Emoji; the colour tables with their
`\\expandedcolortbl`, the list table and its overrides for TextEdit's numbered and bulleted lists
(each list paragraph with its `{\\listtext ...}` label), bold headings set in the bold faces,
hyperlinks as `HYPERLINK` fields, tables as Cocoa writes them (`\\itap1\\trowd` rows with their
cell borders and `\\cellx` positions, `\\intbl` paragraphs, `\\cell`, `\\row`, `\\lastrow`), a
paragraph ended by a backslash at the end of the line, and a new line before every change of
font or style. The dates are typed as Taiwan writes them (`2034/2/21`).
"""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "rtf"
LANG = "zh-hant"

FONTS = {  # (regular, bold) font numbers for Latin and Chinese text
    "latin": (0, 2),
    "cjk": (1, 3),
    "emoji": (4, 4),
}
EMOJI = {0x26A0, 0xFE0F, 0x2705}
HEAD = (
    "{\\rtf1\\ansi\\ansicpg950\\cocoartf2822\n"
    "\\cocoatextscaling0\\cocoaplatform0{\\fonttbl\\f0\\fswiss\\fcharset0 Helvetica;"
    "\\f1\\fnil\\fcharset136 PingFangTC-Regular;\\f2\\fswiss\\fcharset0 Helvetica-Bold;\n"
    "\\f3\\fnil\\fcharset136 PingFangTC-Semibold;\\f4\\fnil\\fcharset0 AppleColorEmoji;}\n"
    "{\\colortbl;\\red255\\green255\\blue255;\\red0\\green0\\blue0;\\red0\\green0\\blue233;\\red191\\green191\\blue191;}\n"
    "{\\*\\expandedcolortbl;;\\cssrgb\\c0\\c0\\c0;\\cssrgb\\c0\\c0\\c93333;\\cssrgb\\c79608\\c79608\\c79608;}\n"
)
_LEVEL = "\\levelnfc{n}\\levelnfcn{n}\\leveljc0\\leveljcn0\\levelfollow0\\levelstartat1\\levelspace360\\levelindent0"
DECIMAL = (
    "{\\listlevel"
    + _LEVEL.format(n=0)
    + "{\\*\\levelmarker \\{decimal\\}.}{\\leveltext\\leveltemplateid{t}\\'02\\'00.;}"
    "{\\levelnumbers\\'01;}\\fi-360\\li{li}\\lin{li} }"
)
BULLET = (
    "{\\listlevel"
    + _LEVEL.format(n=23)
    + "{\\*\\levelmarker \\{{name}\\}}{\\leveltext\\leveltemplateid{t}\\'01\\uc0\\u{u} ;}"
    "{\\levelnumbers;}\\fi-360\\li{li}\\lin{li} }"
)
TABS = "\\tx720\\tx1440\\tx2160\\tx2880\\tx3600\\tx4320\\tx5040\\tx5760\\tx6480\\tx7200\\tx7920\\tx8640"
PLAIN = f"\\pard{TABS}\\pardirnatural\\partightenfactor0"
SPACED = "\\pard\\pardeftab720\\sa120\\partightenfactor0"
RIGHT = "\\pard\\pardeftab720\\qr\\partightenfactor0"
LIST0 = "\\pard\\tx220\\tx720\\pardeftab720\\li720\\fi-720\\sa60\\partightenfactor0"
LIST1 = "\\pard\\tx940\\tx1440\\pardeftab720\\li1440\\fi-1440\\sa60\\partightenfactor0"
CELL = "\\pard\\intbl\\itap1\\pardeftab720\\partightenfactor0"
BORDER = "\\clbrdrt\\brdrs\\brdrw20\\brdrcf4 \\clbrdrl\\brdrs\\brdrw20\\brdrcf4 \\clbrdrb\\brdrs\\brdrw20\\brdrcf4 " \
         "\\clbrdrr\\brdrs\\brdrw20\\brdrcf4 "  # fmt: skip


def _class(ch: str) -> str:
    o = ord(ch)
    if o in EMOJI:
        return "emoji"
    return "latin" if o <= 0xFF else "cjk"


def _u(code: str) -> str:
    units = code.encode("utf-16-le")
    return "".join(f"\\u{int.from_bytes(units[k : k + 2], 'little')} " for k in range(0, len(units), 2))


def _piece(ch: str) -> tuple[str, bool]:
    """The RTF for one character, and whether it is a `\\u` escape."""
    o = ord(ch)
    if o < 0x80:
        return ("\\" + ch if ch in "\\{}" else ch), False
    if o <= 0xFF:
        return f"\\'{ch.encode('cp1252')[0]:02x}", False
    if o not in EMOJI:
        try:
            return "".join(f"\\'{b:02x}" for b in ch.encode("cp950")), False
        except UnicodeEncodeError:
            pass
    return _u(ch), True


class _Rtf:
    def __init__(self, lists: str, overrides: str):
        self.out = [HEAD, lists, overrides, "\\paperw11900\\paperh16840\\margl1440\\margr1440\\vieww12240\\viewh15060"
                    "\\viewkind0\n"]  # fmt: skip
        self.font, self.bold, self.size = -1, False, 24
        self.fresh = True  # a \pard was just written: the next text sets its format on a new line

    def pard(self, style: str, list_: tuple[int, int] | None = None) -> None:
        self.out.append(style + "\n")
        if list_:
            self.out.append(f"\\ls{list_[0]}\\ilvl{list_[1]}")
            self.list_pending = True
        self.fresh = True

    def _state(self, font: int, bold: bool, size: int) -> None:
        ctl = ""
        if font != self.font:
            ctl += f"\\f{font}"
        if bold != self.bold:
            ctl += "\\b" if bold else "\\b0"
        if size != self.size or self.fresh:
            ctl += f"\\fs{size}"
        if self.fresh:
            ctl += " \\cf0"
        if ctl:
            tail = self.out[-1]
            self.out.append(("\n" if self.fresh and not tail.startswith("\\ls") else "" if tail.endswith("\n") else "\n")
                            + ctl + " ")  # fmt: skip
        self.font, self.bold, self.size, self.fresh = font, bold, size, False

    def text(self, s: str, *, bold: bool = False, size: int = 24) -> None:
        in_u = False
        for ch in s:
            cls = _class(ch)
            font = FONTS[cls][1 if bold else 0]
            if font != self.font or bold != self.bold or size != self.size or self.fresh:
                self._state(font, bold, size)
                in_u = False
            piece, is_u = _piece(ch)
            if is_u and not in_u:
                piece = "\\uc0" + piece
            in_u = is_u
            self.out.append(piece)

    def label(self, s: str) -> None:
        """A list paragraph's `{\\listtext ...}` group, in the font of what follows."""
        self.text("")  # the format line first
        if self.fresh:
            self._state(FONTS["latin"][0], False, 24)
        body = "".join(c if ord(c) < 0x80 else "\\uc0" + _u(c) for c in s)
        self.out.append("{\\listtext\t" + body + "\t}")

    def link(self, url: str) -> None:
        if self.font != 0 or self.bold or self.fresh:
            self._state(0, False, self.size)
        self.out.append(f'{{\\field{{\\*\\fldinst{{HYPERLINK "{url}"}}}}{{\\fldrslt \\cf3 \\ul \\ulc3 {url}}}}}')

    def end(self) -> None:
        self.out.append("\\\n")

    def para(self, style: str, *parts: tuple[str, bool] | str, size: int = 24) -> None:
        self.pard(style)
        self.runs(*parts, size=size)
        self.end()

    def runs(self, *parts: tuple[str, bool] | str, size: int = 24) -> None:
        for p in parts:
            if isinstance(p, tuple):
                self.text(p[0], bold=p[1], size=size)
            elif p.startswith("https://"):
                self.link(p)
            else:
                self.text(p, size=size)

    def table(self, widths: list[int], rows: list[list[str]]) -> None:
        xs = [sum(widths[: k + 1]) for k in range(len(widths))]
        for r, row in enumerate(rows):
            top = "\\trbrdrt\\brdrnil " if r == 0 else ""
            self.out.append(
                f"\n\\itap1\\trowd \\taflags1 \\trgaph108\\trleft-108 {top}\\trbrdrl\\brdrnil \\trbrdrr\\brdrnil \n"
            )
            for w, x in zip(widths, xs, strict=True):
                self.out.append(f"\\clvertalc \\clshdrawnil \\clwWidth{w * 14 // 10}\\clftsWidth3 {BORDER}"
                                f"\\clpadl100 \\clpadr100 \\gaph\\cellx{x}\n")  # fmt: skip
            for c, cell in enumerate(row):
                self.pard(CELL)
                self.text(cell, bold=r == 0)
                last = "\\lastrow\\row\n" if r == len(rows) - 1 else "\\row\n"
                self.out.append("\\cell " + (last if c == len(row) - 1 else "\n"))

    def done(self) -> str:
        self.out.append("}")
        return "".join(self.out)


def _lists(spec: list[str]) -> tuple[str, str]:
    """The list table and override table for lists of the kinds given (`decimal+circle`, `disc`, `decimal`)."""
    lists, overrides = [], []
    for k, kind in enumerate(spec, 1):
        t = 100 * (k - 1) + 1
        if kind == "decimal+circle":
            levels = DECIMAL.replace("{t}", str(t)).replace("{li}", "720") + BULLET.replace("{name}", "circle").replace(
                "{t}", str(t + 1)).replace("{u}", "9702").replace("{li}", "1440")  # fmt: skip
        elif kind == "disc":
            levels = (
                BULLET.replace("{name}", "disc").replace("{t}", str(t)).replace("{u}", "8226").replace("{li}", "720")
            )
        else:
            levels = DECIMAL.replace("{t}", str(t)).replace("{li}", "720")
        lists.append(f"{{\\list\\listtemplateid{k}\\listhybrid{levels}{{\\listname ;}}\\listid{k}}}")
        overrides.append(f"{{\\listoverride\\listid{k}\\listoverridecount0\\ls{k}}}")
    return "{\\*\\listtable" + "\n".join(lists) + "}\n", "{\\*\\listoverridetable" + "".join(overrides) + "}\n"


def _ids(m: Mention) -> str:
    return f"{F.work(m).arxiv}：{W.carried_hant(m)}（§{m.section}）"


def _brief(d: Doc) -> str:
    new, old, side = F.groups(d)
    r = _Rtf(*_lists(["decimal+circle", "disc", "decimal"]))
    r.para(PLAIN, (f"{F.TOPIC} 每日簡報", True), size=36)
    r.para(SPACED, f"作者：{d.instance}　　日期：{W.slash(d.date)}")
    r.para(SPACED, f"時間窗：{d.window[0]} 至 {d.window[1]}")
    r.para(SPACED, f"基準活文件：{F.living_path(EXT)}（{W.slash(d.baseline)} 版）")
    r.para(SPACED, f"本期統計：{W.counts_hant(d.counts)}")
    r.para(PLAIN, ("一、本期淨增", True), size=28)
    for k, m in enumerate(new, 1):
        w = F.work(m)
        r.pard(LIST0, (1, 0))
        r.label(f"{k}.")
        r.runs((w.name, True), W.label_hant(m)[len(w.name) :])
        r.end()
        details: list[list[str]] = [
            [f"章節：{W.section_hant(d, m.section)}"],
            ["連結：", W.url(m)],
            [f"要點：{m.hant}"],
            *([[f"數據：{'；'.join(W.fig_hant(f) for f in m.figures)}"]] if m.figures else []),
            [f"可信度：{W.LEVEL_HANT[m.confidence]}"],
            [f"來源：{'、'.join(m.sources)}"],
        ]
        for det in details:
            r.pard(LIST1, (1, 1))
            r.label("◦")
            r.runs(*det)
            r.end()
    r.para(PLAIN, ("二、沿用與已錨入", True), size=28)
    rows = [["項目", "章節", "狀態", "說明"]]
    for m in old:
        note = m.hant + "".join(f"（{W.fig_hant(f)}）" for f in m.figures)
        rows.append([W.label_hant(m), W.section_hant(d, m.section), W.carried_hant(m), note])
    r.table([2300, 2000, 1900, 2440], rows)
    r.para(PLAIN, ("三、鄰接與候選", True), size=28)
    for m in side:
        r.pard(LIST0, (2, 0))
        r.label("•")
        r.runs(f"{W.label_hant(m)}：{W.STATUS_HANT[m.status]}，{m.hant}")
        r.end()
    r.para(PLAIN, ("四、⚠️ 矛盾與待核實", True), size=28)
    for k, e in enumerate(d.entries, 1):
        r.pard(LIST0, (3, 0))
        r.label(f"{k}.")
        tag = f"【風險：{W.LEVEL_HANT[e.risk]}｜已解決】" if e.resolved else f"【風險：{W.LEVEL_HANT[e.risk]}】"
        r.runs((tag, True), e.hant)
        r.end()
    r.para(PLAIN, ("五、可引用 arXiv 編號", True), size=28)
    r.para(SPACED, f"本期淨增：{'、'.join(d.new_ids)}")
    r.para(SPACED, "沿用：" + "；".join(_ids(m) for m in old if F.work(m).arxiv))
    r.para(PLAIN, ("六、本期檢查過的來源", True), size=28)
    rows = [["序號", "檔案路徑", "狀態"]]
    rows += [[str(k), s, "空白，無內容" if s in d.empty_sources else "已讀"] for k, s in enumerate(d.sources, 1)]
    r.table([900, 5740, 2000], rows)
    r.para(RIGHT, f"{d.instance}　{W.slash(d.date)} {F.HANDOVER} 交棒")
    return r.done()


def _living(d: Doc) -> str:
    r = _Rtf(*_lists(["disc"]))
    r.para(PLAIN, (f"{F.TOPIC} 知識庫（活文件）", True), size=36)
    r.para(SPACED, f"版本：{W.slash(d.date)}（夜間接力後）　檔案：{F.living_path(EXT)}")
    for num in d.sections:
        r.para(PLAIN, (W.section_hant(d, num), True), size=28)
        here = [m for m in d.mentions if m.section == num]
        if not here:
            r.para(SPACED, "（尚無條目）")
        for m in here:
            lines: list[list[str | tuple[str, bool]]] = [
                [(W.label_hant(m), True)],
                ["連結：", W.url(m)],
                [f"要點：{m.hant}"],
                [f"數據：{'；'.join(W.fig_hant(f) for f in m.figures)}"],
                [f"錨入日期：{W.slash(m.anchored_on)}"],
                [f"卡片：{'、'.join(m.sources)}"],
            ]
            for line in lines:
                r.pard(LIST0, (1, 0))
                r.label("•")
                r.runs(*line)
                r.end()
    return r.done()


def render(d: Doc) -> str:
    return _living(d) if d.kind == "living" else _brief(d)
