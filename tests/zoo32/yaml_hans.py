"""A brief written by the relay pipeline as YAML, in simplified Chinese (keys and values where
natural), saved as `.yaml`, dumped with PyYAML the way a generator does it.

Written from the YAML 1.1 specification PyYAML implements and PyYAML's own documentation: one
document opened with `---` (`explicit_start`), block mappings and sequences in the order the
generator built them (`sort_keys=False`), a few flow collections (a figure as `{指标: …, 数值: …,
单位: …}`, source lists as `[…]`) where the generator asks for them, literal block scalars (`|`)
for the register's texts, the emitter's own quoting (an arXiv id such as `'3303.81528'` and the
handover time `'15:05'` are quoted because, plain, they would load as a float and as a YAML 1.1
sexagesimal integer; `'%'` because `%` starts a directive), dates written as YAML timestamps,
the non-ASCII text kept as it is (`allow_unicode`), long plain scalars folded at the emitter's
default width, and an anchor with its alias (`&id001` … `*id001`) where the same mapping object
is dumped twice (the author block, repeated as the hand-over). A leading comment names the
generator, as pipelines do (PyYAML itself writes no comments).

The living document is the pipeline's YAML of the whole topic: its sections in order, each with
the items anchored there.
"""

from __future__ import annotations

from typing import Any

import yaml

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F
from . import wording as W

EXT = "yaml"
LANG = "zh-hans"

S = W.STATUS_HANS
READ = "已读"
EMPTY = "空（今日无本主题内容）"
GENERATOR = "relay-digest 3.2"


class Flow(list):
    """A list the generator wants in flow style (`[a, b]`)."""


class FlowMap(dict):
    """A mapping the generator wants in flow style (`{k: v}`)."""


class Literal(str):
    """A text the generator wants as a literal block scalar (`|`)."""


class _Dumper(yaml.SafeDumper):
    pass


_Dumper.add_representer(Flow, lambda d, x: d.represent_sequence("tag:yaml.org,2002:seq", x, flow_style=True))
_Dumper.add_representer(FlowMap, lambda d, x: d.represent_mapping("tag:yaml.org,2002:map", x.items(), flow_style=True))
_Dumper.add_representer(Literal, lambda d, x: d.represent_scalar("tag:yaml.org,2002:str", str(x), style="|"))


def dump(data: Any) -> str:
    return yaml.dump(data, Dumper=_Dumper, allow_unicode=True, sort_keys=False, explicit_start=True)


def figure(f: Figure) -> FlowMap:
    return FlowMap({"指标": F.METRIC_HANS[f.metric], "数值": f.value, "单位": W.UNIT_YAML[f.unit]})


def _item(d: Doc, m: Mention) -> dict[str, Any]:
    w = F.work(m)
    out: dict[str, Any] = {"名称": w.name, "类型": W.KIND_HANS[w.kind]}
    if w.arxiv:
        out["arXiv"] = w.arxiv
    out["链接"] = W.url(m)
    out["状态"] = S[m.status]
    if m.section:
        out["建议归入" if m.status == "new" else "章节"] = W.section_hans(d, m.section)
    if m.anchored_on:
        out["锚定日期"] = m.anchored_on
    if m.confidence:
        out["可信度"] = W.CONFIDENCE_ZH[m.confidence]
    out["要点"] = m.hans
    if m.figures:
        out["数据"] = [figure(f) for f in m.figures]
    if m.sources:
        out["来源"] = Flow(m.sources)
    return out


def _brief(d: Doc) -> dict[str, Any]:
    new, carried, side = F.groups(d)
    author = {"实例": d.instance, "时间": F.HANDOVER}
    return {
        "标题": f"{F.TOPIC} 每日简报",
        "主题": F.TOPIC,
        "日期": d.date,
        "撰写": author,
        "时间窗": Flow(d.window),
        "基线": {"路径": F.living_path(EXT), "版本": d.baseline},
        "涉及章节": {f"§{k}": F.SECTIONS_HANS[v] for k, v in d.sections.items()},
        "计数": W.counts_yaml(d.counts),
        "读过的来源": [{"路径": s, "状态": EMPTY if W.empty(d, s) else READ} for s in d.sources],
        "条目": [_item(d, m) for m in new + carried + side],
        "待核实": [
            {
                "编号": n,
                "风险": W.RISK_ZH[e.risk],
                "状态": "已解决" if e.resolved else "未解决",
                "涉及": Flow(F.WORKS[i].name for i in e.items),
                "说明": Literal(f"{e.hans}。\n"),
            }
            for n, e in enumerate(d.entries, 1)
        ],  # fmt: skip
        "新增arXiv号": Flow(d.new_ids),
        "沿用arXiv号": [_carried_id(m) for m in carried if F.work(m).arxiv],
        "交接": author,  # the same object: dumped as an alias of the author block
    }


def _carried_id(m: Mention) -> FlowMap:
    out = FlowMap({"arXiv": F.work(m).arxiv, "章节": f"§{m.section}", "状态": S[m.status]})
    if m.anchored_on:
        out["锚定日期"] = m.anchored_on
    return out


def _living(d: Doc) -> dict[str, Any]:
    sections = []
    for k, name in d.sections.items():
        items = []
        for m in (m for m in d.mentions if m.section == k):
            w = F.work(m)
            item: dict[str, Any] = {"名称": w.name, "arXiv": w.arxiv, "链接": W.url(m), "状态": S[m.status],
                                    "锚定日期": m.anchored_on, "要点": m.hans}  # fmt: skip
            item["数据"] = [figure(f) for f in m.figures]
            item["卡片"] = Flow(m.sources)
            items.append(item)
        sections.append({"编号": f"§{k}", "名称": F.SECTIONS_HANS[name], "条目": items})
    return {
        "标题": f"{F.TOPIC} 活文档",
        "主题": F.TOPIC,
        "版本": d.date,
        "说明": Literal("由每晚接力根据每日简报更新，请勿手工修改。\n"),
        "章节": sections,
    }


def render(d: Doc) -> str:
    head = f"# 由 {GENERATOR} 生成（{F.TOPIC}，{d.date.isoformat()}），请勿手工修改\n"
    return head + dump(_brief(d) if d.kind == "brief" else _living(d))
