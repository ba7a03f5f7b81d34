"""A brief as a DocBook 5 article (.dbk): <info> with title, author, date, release info (the
baseline) and an abstract (the declared counts); one <section> per new item with a
<variablelist> of fields, an <informaltable> (CALS) of carried-over items, <orderedlist>s for the
register and the sources, <link xlink:href> for URLs and <olink> for a living-document section.
The living document is a DocBook article too, its sections numbered with the `label` attribute."""

from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "dbk"
LANG = "en"

HEAD = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<article xmlns="http://docbook.org/ns/docbook" xmlns:xlink="http://www.w3.org/1999/xlink"'
    ' version="5.0" xml:lang="en">'
)


def _x(s: str) -> str:
    return escape(s)


def _link(href: str, text: str | None = None) -> str:
    return f"<link xlink:href={quoteattr(href)}>{_x(text or href)}</link>"


def _arxiv(m: Mention) -> str:
    w = F.work(m)
    return _link(W.url(m), w.arxiv) if w.arxiv else _link(str(w.url))


def _file(path: str) -> str:
    return f"<filename>{_x(path)}</filename>"


def _olink(d: Doc, num: str) -> str:
    """A reference to a section of the living document, e.g. §1.2 Sequence Design."""
    return f'<olink targetdoc="{F.TOPIC}" targetptr="sec-{num}">§{num} {_x(d.sections[num])}</olink>'


def _var(term: str, body: str) -> list[str]:
    return ["        <varlistentry>", f"          <term>{term}</term>",
            f"          <listitem><para>{body}</para></listitem>", "        </varlistentry>"]  # fmt: skip


def _new(d: Doc, m: Mention) -> list[str]:
    w = F.work(m)
    sid = (w.arxiv or w.name).replace(".", "-").replace(" ", "-").lower()
    L = [f'    <section xml:id="item-{sid}" role="net-new">', f"      <title>{_x(w.name)}</title>"]
    L += ["      <variablelist>"]
    L += _var("arXiv" if w.arxiv else w.kind.capitalize(), _arxiv(m))
    L += _var("Section", _olink(d, m.section))
    L += _var("Status", "NET-new")
    L += _var("Confidence", m.confidence)
    if m.figures:
        L += _var("Figures", "; ".join(_x(W.fig_en(f)) for f in m.figures))
    L += _var("Sources", ", ".join(_file(s) for s in m.sources))
    L += ["      </variablelist>", f"      <para>{_x(m.point[0].upper() + m.point[1:])}.</para>", "    </section>"]
    return L


def _row(cells: list[str], tag: str = "entry") -> str:
    return "        <row>" + "".join(f"<{tag}>{c}</{tag}>" for c in cells) + "</row>"


def _carried(d: Doc, carried: list[Mention]) -> list[str]:
    L = ['  <section xml:id="carried">', "    <title>Carried over</title>", '    <informaltable frame="all">']
    L += ['      <tgroup cols="4">', "      <thead>", _row(["Item", "Section", "Status", "Note"]), "      </thead>"]
    L += ["      <tbody>"]
    for m in carried:
        w = F.work(m)
        item = f"{_x(w.name)} ({_arxiv(m)})" if w.arxiv else _link(str(w.url), w.name)
        note = "; ".join([_x(W.fig_en(f)) for f in m.figures] + [_x(m.point)])
        L.append(_row([item, _olink(d, m.section), _x(W.carried_en(m, lambda day: day.isoformat())), note]))
    return L + ["      </tbody>", "      </tgroup>", "    </informaltable>", "  </section>"]


def _state(m: Mention) -> str:
    return f"anchored {m.anchored_on.isoformat()}" if m.anchored_on else W.STATUS_EN[m.status]


def _brief(d: Doc) -> str:
    new, carried, side = F.groups(d)
    L = [HEAD, "  <info>", f"    <title>{F.TOPIC} daily brief</title>"]
    L.append(f"    <subtitle>Window {d.window[0]} – {d.window[1]}</subtitle>")
    L.append(f"    <author><personname>{d.instance}</personname></author>")
    L += [f"    <date>{d.date.isoformat()}</date>", f"    <keywordset><keyword>{F.TOPIC}</keyword></keywordset>"]
    L.append(f"    <releaseinfo>Baseline: {F.living_path(EXT)}, version of {d.baseline.isoformat()}</releaseinfo>")
    L += ["    <abstract>", f"      <para>Declared: {W.counts_en(d.counts)}.</para>"]
    L += ["    </abstract>", "  </info>"]
    L += ['  <section xml:id="sources">', "    <title>Sources checked</title>", "    <itemizedlist>"]
    for s in d.sources:
        empty = " — <emphasis>empty, nothing filed in the window</emphasis>" if s in d.empty_sources else ""
        L.append(f"      <listitem><para>{_file(s)}{empty}</para></listitem>")
    L += ["    </itemizedlist>", "  </section>"]
    L += ['  <section xml:id="increments">', "    <title>NET-new items</title>"]
    for m in new:
        L += _new(d, m)
    L.append("  </section>")
    L += _carried(d, carried)
    if side:
        L += ['  <section xml:id="adjacent">', "    <title>Adjacent and candidates</title>", "    <itemizedlist>"]
        for m in side:
            w = F.work(m)
            L.append(f"      <listitem><para><emphasis role=\"strong\">{_x(w.name)}</emphasis> ({_arxiv(m)}),"
                     f" {W.STATUS_EN[m.status]}: {_x(m.point)}</para></listitem>")  # fmt: skip
        L += ["    </itemizedlist>", "  </section>"]
    L += ['  <section xml:id="register">', "    <title>To verify</title>", "    <orderedlist>"]
    for e in d.entries:
        state = "resolved" if e.resolved else "open"
        L.append(f'      <listitem role="risk-{e.risk}"><para><emphasis>{e.risk} risk, {state}</emphasis>: '
                 f"{_x(e.sentence)}</para></listitem>")  # fmt: skip
    L += ["    </orderedlist>", "  </section>"]
    L += ['  <section xml:id="arxiv">', "    <title>arXiv IDs</title>", "    <variablelist>"]
    L += _var("NET-new", ", ".join(d.new_ids))
    old = [f"{F.work(m).arxiv} (§{m.section}, {_state(m)})" for m in carried if F.work(m).arxiv]
    L += _var("Carried over", "; ".join(old))
    L += ["    </variablelist>", f'    <para role="signature">{d.instance}, {W.closing(d)}</para>', "  </section>"]
    return "\n".join(L + ["</article>", ""])


def _living(d: Doc) -> str:
    L = [HEAD, "  <info>", f"    <title>{F.TOPIC}: living knowledge document</title>"]
    L += [f"    <date>{d.date.isoformat()}</date>", "    <releaseinfo>Updated nightly by the relay</releaseinfo>"]
    L.append("  </info>")
    for num, name in d.sections.items():
        L += [f'  <section xml:id="sec-{num}" label="{num}">', f"    <title>{_x(name)}</title>"]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += ["    <para>Nothing anchored yet.</para>", "  </section>"]
            continue
        L.append("    <itemizedlist>")
        for m in here:
            w = F.work(m)
            figs = "; ".join(_x(W.fig_en(f)) for f in m.figures)
            L.append(f"      <listitem><para><emphasis role=\"strong\">{_x(w.name)}</emphasis> ({_arxiv(m)}),"
                     f" anchored {m.anchored_on.isoformat()}: {_x(m.point)}; {figs}."
                     f" Card: {', '.join(_file(s) for s in m.sources)}</para></listitem>")  # fmt: skip
        L += ["    </itemizedlist>", "  </section>"]
    return "\n".join(L + ["</article>", ""])


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
