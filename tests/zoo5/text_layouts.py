"""zoo5's plain-text layouts: an RFC-style memo and simplified-Chinese meeting minutes."""

from __future__ import annotations

import textwrap
from datetime import date

from tests.zoo4 import facts

from .common import by_status, carried_list, long_date, works_in_order

F = facts


# ================================================================ 1. txt_rfc
class Rfc:
    EXT = "txt"
    LANG = "en"
    WIDTH = 72
    PAGE = 50

    UNIT = {"×": "x", "%": "%", "points": " points", "ms": " ms"}
    COUNT = {
        "increments": "main increments",
        "adjacent": "adjacent or candidate items",
        "new-arxiv": "new arXiv identifiers",
        "carried-over": "items carried over from earlier briefs",
    }

    def fig(self, f: F.Figure) -> str:
        return f"{f.text}{self.UNIT[f.unit]} ({f.metric})"

    def para(self, text: str, indent: int = 3) -> list[str]:
        return textwrap.wrap(
            text,
            self.WIDTH,
            initial_indent=" " * indent,
            subsequent_indent=" " * indent,
            break_on_hyphens=False,
            break_long_words=False,
        )

    def field(self, label: str, values: list[str]) -> list[str]:
        pad = 6 + 13
        out = []
        for i, v in enumerate(values):
            head = f"      {label + ':':<13}" if i == 0 else " " * pad
            out.append(head + v + ("," if i < len(values) - 1 else ""))
        return out

    def two_col(self, left: list[str], right: list[str]) -> list[str]:
        n = max(len(left), len(right))
        left = left + [""] * (n - len(left))
        right = right + [""] * (n - len(right))
        return [(a + " " * (self.WIDTH - len(a) - len(b)) + b).rstrip() for a, b in zip(left, right, strict=False)]

    def paginate(self, lines: list[str], head: str, foot_left: str) -> str:
        pages = [lines[i : i + self.PAGE] for i in range(0, len(lines), self.PAGE)]
        out: list[str] = []
        for n, page in enumerate(pages, 1):
            if n > 1:
                out += [head, "", ""]
            out += page
            out += ["", ""]
            mid = "Informational"
            tag = f"[Page {n}]"
            gap = self.WIDTH - len(foot_left) - len(mid) - len(tag)
            out.append(foot_left + " " * (gap // 2) + mid + " " * (gap - gap // 2) + tag)
            if n < len(pages):
                out.append("\f")
        return "\n".join(out) + "\n"

    def render(self, d: F.Doc) -> str:
        return self.living(d) if d.kind == "living" else self.brief(d)

    def refs(self, d: F.Doc) -> dict[str, str]:
        return {k: f"[REF{i}]" for i, k in enumerate(works_in_order(d), 1)}

    def ref_lines(self, d: F.Doc, R: dict[str, str]) -> list[str]:
        L: list[str] = []
        for k, tag in R.items():
            w = F.WORKS[k]
            if w.arxiv:
                txt = f"{w.name}, arXiv:{w.arxiv}."
            else:
                txt = f"{w.name} ({w.kind}), <{w.url}>."
            first = f"   {tag:<9}"
            wrapped = textwrap.wrap(txt, self.WIDTH - len(first), break_on_hyphens=False, break_long_words=False)
            L.append(first + wrapped[0])
            L += [" " * len(first) + x for x in wrapped[1:]]
            L.append("")
        return L

    def brief(self, d: F.Doc) -> str:
        R = self.refs(d)
        living = F.living_path(self.EXT)
        L = self.two_col(
            [
                "Multimodal Research Digest",
                "Daily Brief",
                f"Updates: {living}",
                f"         (version of {d.baseline})",
                "Category: Informational",
            ],
            [d.instance, "analyst instance", long_date(d.date)],
        )
        title = f"Daily Research Brief on the multimodal Topic, {d.date}"
        L += ["", "", title.center(self.WIDTH).rstrip(), ""]
        L += ["Abstract", ""]
        L += self.para(
            f"This memo is the daily brief written by the analyst instance {d.instance} for the "
            f'topic "{F.TOPIC}". It covers the observation window from {d.window[0]} to '
            f"{d.window[1]} and proposes changes to the living document {living}, taking its "
            f"version of {d.baseline} as the baseline."
        )
        L += ["", "Status of This Memo", ""]
        L += self.para(
            "This memo is not a standard. It is one input to the nightly relay, which decides what "
            "enters the living document. Every statement in it is a claim of its author and is "
            "subject to the open questions listed in Section 7."
        )
        L += ["", "Table of Contents", ""]
        toc = [
            "1.  Conventions",
            "2.  Declared Totals",
            "3.  Sources Consulted",
            "4.  New Items",
            "5.  Items Already Known to the Living Document",
            "6.  Adjacent and Candidate Items",
            "7.  Open Questions",
            "8.  Identifier Summary",
            "9.  References",
        ]
        L += ["   " + t for t in toc]
        # 1
        L += ["", "1.  Conventions", ""]
        L += self.para(
            "Section numbers of the form N.M refer to numbered sections of the living document, "
            "not to sections of this memo. The living-document sections this brief touches, with "
            "the names used here, are:"
        )
        L.append("")
        for num, name in d.sections.items():
            L.append(f"      {num:<6}{name}")
        L += [""]
        L += self.para("Works are cited by reference tag; Section 9 maps each tag to its identifier.")
        # 2
        L += ["", "2.  Declared Totals", ""]
        L += self.para("The author declares the following totals for this brief:")
        L.append("")
        for k, v in d.counts.items():
            L.append(f"      o  {self.COUNT[k]}: {v}")
        # 3
        L += ["", "3.  Sources Consulted", ""]
        L += self.para("The following files were read while preparing this brief:")
        L.append("")
        for s in d.sources:
            L.append(f"      o  {s}")
        # 4
        L += ["", "4.  New Items", ""]
        L += self.para("Each item in this section is claimed to be new as of this brief.")
        for i, m in enumerate(by_status(d, "new"), 1):
            w = F.work(m)
            L += ["", f"4.{i}.  {w.name} {R[m.work]}", ""]
            L += self.field("Status", ["NEW"])
            L += self.field("Section", [f"{m.section} ({d.sections[m.section]})"])
            L += self.field("Confidence", [m.confidence])
            if m.figures:
                L += self.field("Figures" if len(m.figures) > 1 else "Figure", [self.fig(f) for f in m.figures])
            L += self.field("Evidence", list(m.sources))
            L.append("")
            L += self.para(f"Key point: {m.point}.")
        # 5
        L += ["", "5.  Items Already Known to the Living Document", ""]
        L += self.para(
            "The items below were covered by earlier briefs or are already anchored in the living "
            "document; they are restated here for the relay."
        )
        for i, m in enumerate(by_status(d, *F.CARRIED), 1):
            w = F.work(m)
            L += ["", f"5.{i}.  {w.name} {R[m.work]}", ""]
            if m.status == "anchored":
                st = f"anchored in {m.section} on {m.anchored_on}"
            elif m.status == "not-anchored":
                st = "not yet anchored"
            elif m.anchored_on:
                st = f"carried over; anchored in {m.section} on {m.anchored_on}"
            else:
                st = "carried over"
            L += self.field("Status", [st])
            L += self.field("Section", [f"{m.section} ({d.sections[m.section]})"])
            if m.figures:
                L += self.field("Figure", [self.fig(f) for f in m.figures])
            L.append("")
            L += self.para(f"Note: {m.point}.")
        # 6
        L += ["", "6.  Adjacent and Candidate Items", ""]
        adj = by_status(d, *F.ADJACENT)
        if adj:
            L += self.para("These items are mentioned but are not main increments of this brief.")
            for i, m in enumerate(adj, 1):
                w = F.work(m)
                L += ["", f"6.{i}.  {w.name} {R[m.work]}", ""]
                L += self.field("Status", [m.status])
                L.append("")
                L += self.para(f"Note: {m.point}.")
        else:
            L += self.para("This brief lists no adjacent or candidate items.")
        # 7
        L += ["", "7.  Open Questions", ""]
        L += self.para("Claims that still need checking, with the risk the author assigns them:")
        for i, e in enumerate(d.entries, 1):
            state = "RESOLVED" if e.resolved else "OPEN"
            L += ["", f"7.{i}.  Question {i}: {state}, risk {e.risk.upper()}", ""]
            L += self.para(e.sentence + ".")
            L.append("")
            L += self.field("Concerns", [R[x] for x in e.items])
        # 8
        L += ["", "8.  Identifier Summary", ""]
        L += self.para("New arXiv identifiers listed by this brief: " + ", ".join(d.new_ids) + ".")
        car = carried_list(d)
        if car:
            L.append("")
            L += self.para("Carried-over arXiv identifiers:")
            L.append("")
            for m in car:
                if m.status == "not-anchored":
                    extra = f"section {m.section}, not yet anchored"
                elif m.anchored_on:
                    extra = f"section {m.section}, anchored {m.anchored_on}"
                else:
                    extra = f"section {m.section}"
                L.append(f"      o  {F.work(m).arxiv} ({extra})")
        # 9
        L += ["", "9.  References", ""]
        L += self.ref_lines(d, R)
        L += ["Author's Address", ""]
        L += [f"   {d.instance}", "   Analyst instance, Multimodal Research Digest", f"   Brief of {d.date}"]
        mid = f"multimodal / {d.instance}"
        head = (f"Daily Brief {d.date}").ljust((self.WIDTH - len(mid)) // 2) + mid
        head = head + " " * (self.WIDTH - len(head) - len(d.date.strftime("%B %Y"))) + d.date.strftime("%B %Y")
        return self.paginate(L, head, d.instance)

    def living(self, d: F.Doc) -> str:
        R = self.refs(d)
        L = self.two_col(
            [
                "Multimodal Research Digest",
                "Living Document",
                f"File: {F.living_path(self.EXT)}",
                "Category: Informational",
            ],
            ["Nightly Relay", long_date(d.date)],
        )
        L += [
            "",
            "",
            "The multimodal Knowledge Base".center(self.WIDTH).rstrip(),
            f"Version of {d.date}".center(self.WIDTH).rstrip(),
            "",
        ]
        L += ["Abstract", ""]
        L += self.para(
            f'This document collects the works anchored for the topic "{F.TOPIC}". It is rebuilt '
            "every night by the relay from the daily briefs. Section numbers in this document are "
            "the numbers the briefs cite."
        )
        L += ["", "Table of Contents", ""]
        for num, name in d.sections.items():
            L.append(f"   {num}.  {name}")
        L.append("   References")
        for num, name in d.sections.items():
            L += ["", f"{num}.  {name}", ""]
            ms = [m for m in d.mentions if m.section == num]
            if not ms:
                L += self.para("No work is anchored in this section yet.")
                continue
            for m in ms:
                w = F.work(m)
                L += self.para(f"{w.name} {R[m.work]} was anchored in this section on {m.anchored_on}.")
                L.append("")
                L += self.field("Key point", [m.point])
                L += self.field("Figure", [self.fig(f) for f in m.figures])
                L += self.field("Source", list(m.sources))
                L.append("")
        L += ["", "References", ""]
        L += self.ref_lines(d, R)
        head = "Living Document".ljust(24) + "multimodal".ljust(33) + d.date.strftime("%B %Y")
        return self.paginate(L, head, "Relay")


# ================================================================ 4. zh_hans_minutes
class ZhMinutes:
    EXT = "txt"
    LANG = "zh-hans"
    NUM = "一二三四五六七八九十"
    SUB = ["（一）", "（二）", "（三）", "（四）", "（五）", "（六）", "（七）", "（八）"]
    METRIC = {
        "visual token reduction": "视觉 token 减少",
        "speedup over the cascaded pipeline": "相对级联流水线加速",
        "AudioCaps CIDEr gain": "AudioCaps CIDEr 提升",
        "first-token latency": "首 token 延迟",
        "per-frame latency": "每帧延迟",
        "decode speedup": "解码加速",
        "human-model gap": "人机差距",
        "word error rate reduction": "词错误率降低",
        "end-to-end latency": "端到端延迟",
        "encoder throughput": "编码器吞吐提升",
        "EgoSchema accuracy": "EgoSchema 准确率",
    }
    CONF = {"high": "高", "medium-high": "中高", "medium": "中"}
    RISK = {"high": "高", "medium": "中", "low": "低"}

    def fig(self, f: F.Figure) -> str:
        unit = {"×": " 倍", "%": "%", "points": " 个点", "ms": " ms"}[f.unit]
        return f"{self.METRIC[f.metric]} {f.text}{unit}"

    def md(self, d: date) -> str:
        return f"{d.month}月{d.day}日"

    def ymd(self, d: date) -> str:
        return f"{d.year}年{d.month}月{d.day}日"

    def sec(self, d: F.Doc, num: str) -> str:
        return f"§{num} {F.SECTIONS_HANS[d.sections[num]]}"

    def name(self, w: F.Work) -> str:
        if w.arxiv:
            return f"{w.name}（arXiv:{w.arxiv}）"
        kind = {"release": "版本发布", "blog post": "博客文章"}[w.kind]
        return f"{w.name}（{kind}，{w.url}）"

    def render(self, d: F.Doc) -> str:
        return self.living(d) if d.kind == "living" else self.brief(d)

    def brief(self, d: F.Doc) -> str:
        living = F.living_path(self.EXT)
        L = [
            f"多模态（{F.TOPIC}）方向日报评审会 会议纪要",
            "",
            f"会议时间：{self.ymd(d.date)}",
            f"记 录 人：{d.instance}",
            f"覆盖时段：{d.window[0]} 至 {d.window[1]}",
            f"对照基线：{living}（{self.md(d.baseline)}版）",
            "涉及章节：" + "；".join(self.sec(d, k) for k in d.sections),
            "",
        ]
        parts: list[tuple[str, list[str]]] = []
        word = {
            "increments": "主增量 {} 条",
            "adjacent": "邻接 {} 条",
            "new-arxiv": "净增 arXiv 号 {} 件",
            "carried-over": "沿用 {} 条",
        }
        parts.append(("总体情况", ["本次会议议定" + "，".join(word[k].format(v) for k, v in d.counts.items()) + "。"]))
        parts.append(("查阅材料", [f"{self.SUB[i]}{s}" for i, s in enumerate(d.sources)]))
        P = []
        for i, m in enumerate(by_status(d, "new")):
            w = F.work(m)
            P.append(f"{self.SUB[i]}{self.name(w)}")
            P.append(f"    议题：{m.hans}。")
            if m.figures:
                P.append("    数据：" + "；".join(self.fig(f) for f in m.figures) + "。")
            P.append("    依据：" + "；".join(m.sources))
            P.append(f"    结论：本次新增，建议归入 {self.sec(d, m.section)}，可信度{self.CONF[m.confidence]}。")
        parts.append(("议题：本次新增", P))
        P = []
        for i, m in enumerate(by_status(d, *F.CARRIED)):
            w = F.work(m)
            P.append(f"{self.SUB[i]}{self.name(w)}")
            P.append(f"    说明：{m.hans}。")
            if m.figures:
                P.append("    数据：" + "；".join(self.fig(f) for f in m.figures) + "。")
            if m.status == "anchored":
                concl = f"已锚入 {self.sec(d, m.section)}，{self.md(m.anchored_on)}锚入。"
            elif m.status == "not-anchored":
                concl = f"尚未锚入，归 {self.sec(d, m.section)}。"
            elif m.anchored_on:
                concl = f"沿用，{self.sec(d, m.section)}，{self.md(m.anchored_on)}已锚入。"
            else:
                concl = f"沿用，{self.sec(d, m.section)}。"
            P.append(f"    结论：{concl}")
        parts.append(("议题：沿用及已锚入事项", P))
        adj = by_status(d, *F.ADJACENT)
        if adj:
            P = []
            for i, m in enumerate(adj):
                st = "邻接" if m.status == "adjacent" else "候选"
                P.append(f"{self.SUB[i]}{self.name(F.work(m))}：{m.hans}。结论：列为{st}。")
            parts.append(("议题：邻接与候选", P))
        P = []
        for i, e in enumerate(d.entries):
            who = "、".join(self.name(F.WORKS[x]) for x in e.items)
            state = "已解决，结案" if e.resolved else "未解决，继续跟进"
            P.append(f"{self.SUB[i]}【风险：{self.RISK[e.risk]}】{e.hans}。")
            P.append(f"    涉及：{who}；状态：{state}。")
        parts.append(("待办（待核实事项）", P))
        P = ["净增：" + "、".join(d.new_ids)]
        car = carried_list(d)
        if car:
            bits = []
            for m in car:
                if m.status == "not-anchored":
                    bits.append(f"{F.work(m).arxiv}（§{m.section}，尚未锚入）")
                elif m.anchored_on:
                    bits.append(f"{F.work(m).arxiv}（§{m.section}，{self.md(m.anchored_on)}已锚入）")
                else:
                    bits.append(f"{F.work(m).arxiv}（§{m.section}）")
            P.append("沿用：" + "、".join(bits))
        parts.append(("arXiv 号清单", P))
        for n, (title, body) in enumerate(parts):
            L.append(f"{self.NUM[n]}、{title}")
            L += body
            L.append("")
        L += [f"记录：{d.instance}　　{self.ymd(d.date)}", ""]
        return "\n".join(L)

    def living(self, d: F.Doc) -> str:
        L = [
            f"多模态（{F.TOPIC}）活文档",
            "",
            f"文件：{F.living_path(self.EXT)}",
            f"版本：{self.ymd(d.date)}",
            "说明：本文档由每晚接力根据日报更新，以下章节号即日报引用的章节号。",
            "",
        ]
        for n, (num, name) in enumerate(d.sections.items()):
            L.append(f"{self.NUM[n]}、{F.SECTIONS_HANS[name]}（§{num}）")
            ms = [m for m in d.mentions if m.section == num]
            if not ms:
                L += ["暂无锚入条目。", ""]
                continue
            for i, m in enumerate(ms):
                L.append(f"{self.SUB[i]}{self.name(F.work(m))}")
                L.append(f"    要点：{m.hans}。")
                L.append("    数据：" + "；".join(self.fig(f) for f in m.figures) + "。")
                L.append(f"    锚入：{self.ymd(m.anchored_on)}")
                L.append("    出处：" + "；".join(m.sources))
            L.append("")
        return "\n".join(L)
