"""The HTML export: one self-contained page that holds on a phone, in dark mode and on paper.

Prose is set in the system's sans-serif fonts (with a CJK stack), numbers
and formulas in monospace with tabular figures and U+2212 for minus. Every
tabular panel is a <table> with a caption, a <thead> and scoped headers,
inside a box that scrolls on its own when it is wider than the screen; a
weight matrix is such a table, its cells shaded (fill and ink per scheme).
Pictures are inline SVG that scale to the column; the diagram is drawn in
two rows, and in one column on a narrow screen. Print rules keep tables,
figures and headings whole and light.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import escape

from ..controls import clean
from ..lesson.model import Lesson
from ..messages import M, say
from ..numfmt import coefficient
from ..palette import DARK, LIGHT, MONO, SANS, STEPS, cell_css, step_name
from ..render.wrap import Prose
from ..view.model import Bars, Block, Chain, Diagram, Items, Num, Para, Table
from ..view.state import StateView
from . import diagram as drawing
from . import svg
from .grid import LANG_TAGS, SKIPPED, Grid, LabNote, bars_grid, grids, web

NARROW = "40rem"  # below this the diagram is drawn in one column


def _style() -> str:
    light, dark = LIGHT, DARK
    return f"""
:root {{ color-scheme: light dark; }}
body {{ margin: 0; background: {light["bg"]}; color: {light["text"]}; font: 16px/1.65 {SANS};
  -webkit-text-size-adjust: 100%; }}
main {{ max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }}
h1 {{ font-size: 1.55rem; line-height: 1.3; margin: 0 0 .6rem; }}
h2 {{ font-size: 1.3rem; line-height: 1.35; margin: 2.4rem 0 .3rem; padding-top: 1rem;
  border-top: 1px solid {light["box"]}; }}
h3 {{ font-size: 1.05rem; margin: 1.8rem 0 .3rem; }}
p, li {{ max-width: 44rem; }}
a {{ color: inherit; text-decoration: underline; text-underline-offset: .15em; overflow-wrap: anywhere; }}
.meta, .lede, .note, .legend {{ color: {light["meta"]}; }}
.formula, .num, .mark, .legend .ends {{ font-family: {MONO}; font-variant-numeric: tabular-nums; }}
.formula {{ overflow-wrap: anywhere; }}
figure {{ margin: 1.4rem 0; }}
figcaption, caption {{ font-weight: 600; text-align: start; padding-bottom: .35rem; }}
caption {{ caption-side: top; }}
.panel {{ margin: 1.4rem 0; }}
.scroll {{ overflow-x: auto; max-width: 100%; }}
table {{ border-collapse: collapse; min-width: min(28rem, 100%); }}
th, td {{ border: 1px solid {light["box"]}; padding: .2rem .6rem; text-align: start; vertical-align: top; }}
thead th {{ border-bottom-width: 2px; white-space: nowrap; }}
.num, th.num {{ text-align: end; white-space: nowrap; }}
td.formula {{ white-space: nowrap; }}
.mark, th.mark {{ text-align: center; }}
.legend .ramp {{ display: inline-flex; vertical-align: middle; margin: 0 .3rem; }}
.legend .sw {{ display: inline-block; width: 1.2rem; height: .8rem; border: 1px solid {light["box"]}; }}
svg.r45 {{ display: block; max-width: 100%; height: auto; }}
svg.narrow {{ display: none; }}
figure.diagram svg.wide {{ width: min(100%, 46rem); }}
@media (max-width: {NARROW}) {{ svg.wide {{ display: none; }} svg.narrow {{ display: block; }} }}
{cell_css("light")}
{svg.BASE_CSS} {svg.css(light)}
@media screen and (prefers-color-scheme: dark) {{
  body {{ background: {dark["bg"]}; color: {dark["text"]}; }}
  .meta, .lede, .note, .legend {{ color: {dark["meta"]}; }}
  h2, th, td, .legend .sw {{ border-color: {dark["box"]}; }}
  {cell_css("dark")}
  {svg.css(dark)}
}}
@page {{ margin: 16mm 14mm; }}
@media print {{
  :root {{ color-scheme: light; }}
  body {{ font-size: 10.5pt; }}
  main {{ max-width: none; padding: 0; }}
  nav, details {{ display: none; }}
  h1, h2, h3, figcaption, caption {{ break-after: avoid; page-break-after: avoid; }}
  h2 {{ break-inside: avoid; }}
  .panel, figure, table, tr, svg {{ break-inside: avoid; page-break-inside: avoid; }}
  thead {{ display: table-header-group; }}
  td, .sw {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
  .scroll {{ overflow: visible; }}
  svg.wide {{ display: block !important; }} svg.narrow {{ display: none !important; }}
}}
"""


_MINUS = re.compile(r"(?:^|(?<=[\s(·=,]))-(?=[\s\w(.])")


def h(text: str) -> str:
    """Text for HTML, in an element or an attribute: escaped, and no control character."""
    return escape(clean(text), quote=True)


def _minus(text: str) -> str:
    """A formula or number with U+2212 for each minus sign (a hyphen inside a word stays)."""
    return _MINUS.sub(svg.MINUS, text)


def _linked(text: str) -> str:
    """Text with each URL as a real link."""
    out = []
    for token in Prose(text).tokens:
        stripped = token.strip()
        after = h(token[len(token.rstrip()) :])
        out.append(f'<a href="{h(stripped)}">{h(stripped)}</a>{after}' if web(stripped) else h(token))
    return "".join(out)


class Page:
    """The page's parts in order, with ids for captions (a scrolling table is a region named by its caption)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.body: list[str] = []
        self.ids = 0

    def next_id(self) -> str:
        self.ids += 1
        return f"t{self.ids}"

    def table(self, g: Grid, after: str = "") -> str:
        ident = self.next_id()
        head = "".join(f'<th scope="col" class="{g.kinds[k]}">{h(c)}</th>' for k, c in enumerate(g.headers))
        body = []
        for i, row in enumerate(g.rows):
            cells = []
            for k, c in enumerate(row):
                shade = g.shades[i][k] if g.shades and g.shades[i][k] else ""
                if k == 0:
                    cells.append(f'<th scope="row">{h(c)}</th>')
                else:
                    shown = _minus(c) if g.kinds[k] in ("num", "formula") else c
                    cells.append(f'<td class="{" ".join(x for x in (g.kinds[k], shade) if x)}">{h(shown)}</td>')
            body.append("<tr>" + "".join(cells) + "</tr>")
        caption = f'<caption id="{ident}">{h(g.caption)}</caption>' if g.caption else ""
        table = f'<table>{caption}<thead><tr>{head}</tr></thead><tbody>{"".join(body)}</tbody></table>'
        named = f' aria-labelledby="{ident}"' if g.caption else ""
        return f'<div class="panel"><div class="scroll" role="region" tabindex="0"{named}>{table}</div>{after}</div>'

    def heatmap(self, t: Table) -> str:
        """A weight matrix as a table whose cells are shaded, with the ramp as its legend."""
        top = max((abs(c.value) for r in t.rows for c in r.cells if isinstance(c, Num)), default=0.0)
        ramp = "".join(f'<span class="sw w-{step_name(s)}"></span>' for s in STEPS)
        ends = (h(svg.shown(f"-{coefficient(top)}")), h(f"+{coefficient(top)}"))
        legend = (f'<p class="legend"><span class="ends">{ends[0]}</span>'
                  f'<span class="ramp" aria-hidden="true">{ramp}</span>'
                  f'<span class="ends">{ends[1]}</span> {h(t.legend)}</p>')
        return self.table(grids(t, self.lang)[0], after=legend)

    def block(self, b: Block, title: str) -> str:
        """One block of a panel titled `title` (what a picture is called)."""
        if isinstance(b, Table) and b.shading == "weight":
            return self.heatmap(b)
        if isinstance(b, Para):
            if b.role in SKIPPED:
                return ""
            return f'<p class="formula">{h(_minus(b.text))}</p>' if b.role == "formula" else f"<p>{h(b.text)}</p>"
        if isinstance(b, Items):
            return "<ul>" + "".join(f"<li>{h(t)}</li>" for t in b.texts) + "</ul>"
        if isinstance(b, Chain):
            return f'<p class="formula">{h(_minus(" → ".join(b.items)))}</p>'
        if isinstance(b, Diagram):
            tag = LANG_TAGS[self.lang]
            wide = svg.frame(*drawing.rows(b), tag, b.caption, b.desc, style=None, css_class="r45 wide")
            narrow = svg.frame(*drawing.column(b), tag, b.caption, b.desc, style=None, css_class="r45 narrow")
            return f'<figure class="diagram">{wide}{narrow}</figure>'
        if isinstance(b, Bars):
            picture = svg.frame(*svg.bars(b, self.lang), LANG_TAGS[self.lang], title, b.desc, style=None)
            values = self.table(bars_grid(b, self.lang))
            summary = h(say(M.export_values, self.lang))
            return f'<figure class="bars">{picture}<details><summary>{summary}</summary>{values}</details></figure>'
        return "".join(self.table(g) for g in grids(b, self.lang))


def html(lesson: Lesson, sections: Sequence[StateView], lang: str, notes: Sequence[LabNote] = ()) -> str:
    title = lesson.title(lang)
    page = Page(lang)
    body = [f"<h1>{h(title)}</h1>"]
    if lesson.opening is not None:
        body.append(f'<p class="lede">{h(lesson.opening(lang))}</p>')
    if len(sections) > 1:
        items = "".join(f'<li><a href="#{h(s.id)}">{h(s.id)} · {h(s.title)}</a></li>' for s in sections)
        body.append(f'<nav aria-label="{h(say(M.export_contents, lang))}"><ul>{items}</ul></nav>')
    for s in sections:
        body.append(f'<section id="{h(s.id)}"><h2>{h(s.id)} · {h(s.title)}</h2><p class="meta">{h(s.meta)}</p>'
                    f"<p>{h(s.explain)}</p>")
        if s.notes:
            body.append("<ul>" + "".join(f"<li>{h(n)}</li>" for n in s.notes) + "</ul>")
        for heading, blocks in ((s.diagram.caption, (s.diagram,)), *((p.title, p.blocks) for p in s.panels)):
            body.append(f"<h3>{h(heading)}</h3>" + "".join(page.block(b, heading) for b in blocks))
        body.append("</section>")
    if notes:
        body.append(f"<section><h2>{h(say(M.lab_notes_title, lang))}</h2>")
        for note in notes:
            points = "<ul>" + "".join(f"<li>{h(p)}</li>" for p in note.points) + "</ul>" if note.points else ""
            body.append(f"<h3>{h(note.title)}</h3><blockquote><p>{h(note.yours)}</p></blockquote>{points}")
        body.append("</section>")
    ref = lesson.reference
    cited = f'<a href="{h(ref.url)}">{h(ref.title)}</a>' if web(ref.url) else h(ref.title)
    body.append(f"<section><h2>{h(say(M.reference, lang))}</h2><p>{cited}, {h(ref.where(lang))}</p>")
    body.append("<ul>" + "".join(f"<li>{h(d(lang))}</li>" for d in ref.details) + "</ul>")
    further = "".join(f"<li>{_linked(item(lang))}</li>" for item in ref.further)
    body.append(f"<h2>{h(say(M.further, lang))}</h2><ul>{further}</ul></section>")
    return (
        f'<!DOCTYPE html>\n<html lang="{LANG_TAGS[lang]}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{h(title)}</title>\n<style>{_style()}</style>\n</head>\n<body>\n<main>\n"
        + "\n".join(body)
        + "\n</main>\n</body>\n</html>\n"
    )


__all__ = ["html"]
