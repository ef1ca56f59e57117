"""The HTML export: one self-contained page that holds on a phone, in dark mode and on paper.

Prose is set in the system's sans-serif fonts (with a CJK stack), numbers
and formulas in monospace with tabular figures and U+2212 for minus. Every
tabular panel is a <table> named by its caption, with a <thead> and scoped
headers, in a box that scrolls on its own (and says so, with a cue that
takes the focus) only when the table is wider than the screen; the caption
stands outside the box. On a phone cells are narrower, headers short, a
table of numbers too wide for it swapped, equations lines. A weight matrix
is such a table, its cells shaded (fill and ink per scheme). Marks the eye
alone needs are kept from a screen reader, their words said instead.
Pictures are inline SVG named by what they show; the diagram and the bars
are drawn again for a phone, at their own size there. Print rules keep
tables, figures, comparisons and headings whole and light, print a cited
link's URL and the demonstration's inputs; forced colours keep the colours
that are data. No script: all of it is CSS.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import escape

from ..controls import clean
from ..lesson.model import Lesson
from ..messages import M, colon, comma, say
from ..numfmt import coefficient
from ..palette import DARK, LIGHT, MONO, SANS, STEPS, cell_css, step_name
from ..render.chars import breakable, is_cjk
from ..render.wrap import Prose
from ..urls import url_parts
from ..view.model import Bars, Beside, Block, Chain, Diagram, Equations, Items, Num, Panel, Para, Table
from ..view.state import StateView
from ..vocab import minus_signs, quoted_command
from . import diagram as drawing
from . import svg
from .grid import LANG_TAGS, SKIPPED, Grid, LabNote, bars_grid, grids, titled, unrepeated, web

NARROW = "40rem"  # below this the diagram is drawn in one column


def _style() -> str:
    light, dark = LIGHT, DARK
    return f"""
:root {{ color-scheme: light dark; }}
body {{ margin: 0; background: {light["bg"]}; color: {light["text"]}; font: 16px/1.65 {SANS};
  -webkit-text-size-adjust: 100%; }}
main {{ max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }}
main:lang(zh) :is(p, li, h1, h2, h3, td, th) {{ word-break: keep-all; overflow-wrap: anywhere; }}
main:lang(zh) th {{ overflow-wrap: break-word; }}  /* a row's name whole (attn|1 at 375 px): the table scrolls */
h1, h2, h3 {{ text-wrap: balance; overflow-wrap: break-word; }}  /* never a last line of one letter: "z" */
h1 {{ font-size: 1.55rem; line-height: 1.3; margin: 0 0 .6rem; }}
h2 {{ font-size: 1.3rem; line-height: 1.35; margin: 2.4rem 0 .3rem; padding-top: 1rem;
  border-top: 1px solid {light["box"]}; }}
h3 {{ font-size: 1.05rem; margin: 1.8rem 0 .3rem; }}
p, li {{ max-width: 44rem; overflow-wrap: break-word; text-wrap: pretty; }}  /* no last line of one word ("块。") */
a {{ color: inherit; text-decoration: underline; text-underline-offset: .15em; overflow-wrap: anywhere; }}
.meta, .lede, .note, .legend, .cue {{ color: {light["meta"]}; }}
.formula, .num, .mark, .legend .ends, code {{ font-family: {MONO}; font-variant-numeric: tabular-nums; }}
.formula {{ overflow-wrap: anywhere; }}
figure {{ margin: 1.4rem 0; }}
.caption {{ font-weight: 600; margin: 0; padding-bottom: .35rem; }}
.panel {{ margin: 1.4rem 0; }}
.beside {{ display: flex; flex-wrap: wrap; column-gap: 2rem; }}
.scroll {{ overflow-x: auto; max-width: 100%; container-type: scroll-state; }}
.scroll:focus-visible {{ outline: 2px solid currentColor; outline-offset: 2px; }}
.cuebar {{ position: sticky; left: 0; }}
.cue {{ display: none; width: fit-content; font-size: .875rem; }}
table.narrow {{ display: none; }}
@container scroll-state(scrollable: x) {{ .cue {{ display: block; }} }}
table {{ border-collapse: collapse; min-width: min(28rem, 100%); }}
th, td {{ border: 1px solid {light["box"]}; padding: .2rem .6rem; text-align: start; vertical-align: top; }}
thead th {{ border-bottom-width: 2px; white-space: nowrap; }}
.num, th.num {{ text-align: end; white-space: nowrap; }}
td.formula, .nb {{ white-space: nowrap; }}
.mark, th.mark {{ text-align: center; }}
.deco {{ margin-inline-start: .15em; }}
.sr {{ position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }}
ul.eqs {{ list-style: none; padding: 0; margin: .6rem 0; }}
ul.eqs li {{ padding-inline-start: 2em; text-indent: -2em; max-width: none; }}
ul.eqs .step {{ display: inline-block; max-width: 100%; text-indent: 0; }}
.legend .ramp {{ display: inline-flex; vertical-align: middle; margin: 0 .3rem; }}
.legend .sw {{ display: inline-block; width: 1.2rem; height: .8rem; border: 1px solid {light["box"]}; }}
.on-dark {{ display: none; }}
.shade, .sw, svg.r45 .pos, svg.r45 .neg {{ forced-color-adjust: none; }}  /* colour is data: keep it */
svg.r45 {{ display: block; max-width: 100%; height: auto; }}
svg.narrow {{ display: none; }}
figure.diagram svg.wide {{ width: min(100%, 46rem); }}
details.inputs > summary {{ cursor: pointer; }}
dl.note-qa dt {{ font-weight: 600; margin-top: .6rem; }} dl.note-qa dd {{ margin: .2rem 0 0 1.2rem; }}
dl.note-qa blockquote {{ margin: 0; padding-inline-start: .8rem; border-inline-start: 3px solid {light["box"]}; }}
@media (max-width: {NARROW}) {{
  main {{ padding-left: .75rem; padding-right: .75rem; }}
  svg.wide {{ display: none; }} svg.narrow {{ display: block; width: min(100%, 26rem); }}
  table {{ font-size: .875rem; }}
  th, td {{ padding: .15rem .2rem; }}
  table.wide {{ display: none; }} table.narrow {{ display: table; }}
}}
{cell_css("light")}
{svg.BASE_CSS} {svg.css(light)}
@media screen and (prefers-color-scheme: dark) {{
  body {{ background: {dark["bg"]}; color: {dark["text"]}; }}
  .meta, .lede, .note, .legend, .cue {{ color: {dark["meta"]}; }}
  h2, th, td, .legend .sw {{ border-color: {dark["box"]}; }}
  .on-light {{ display: none; }} .on-dark {{ display: inline; }}
  {cell_css("dark")}
  {svg.css(dark)}
}}
@page {{ margin: 16mm 14mm; }}
@media print {{
  :root {{ color-scheme: light; }}
  body {{ font-size: 10.5pt; }}
  main {{ max-width: none; padding: 0; }}
  nav, details:not(.inputs), details.inputs > summary, .cuebar {{ display: none; }}
  details.inputs::details-content {{ content-visibility: visible; display: contents; }}
  a.cite::after {{ content: " <" attr(href) ">"; }}
  h1, h2, h3, .caption, section > .meta {{ break-after: avoid; page-break-after: avoid; }}
  /* the lines leading from a heading into its first table (a legend, the inputs' note) stay with it */
  h2 + p, h3 + p, details.inputs > p:not(:last-child) {{
    break-inside: avoid; break-after: avoid; page-break-after: avoid;
  }}
  h2 {{ break-inside: avoid; }}
  .panel, .beside, figure, table, tr, svg, ul.eqs {{ break-inside: avoid; page-break-inside: avoid; }}
  thead {{ display: table-header-group; }}
  td, .sw {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
  .scroll {{ overflow: visible; }}
  svg.wide {{ display: block !important; }} table.wide {{ display: table !important; }}
  svg.narrow, table.narrow {{ display: none !important; }}
}}
"""


PHONE_COLUMN = 366  # px: the page's column on a 390 px phone
ADVANCE_PX = 0.602 * 14  # a monospace character of a table on a phone
CELL_PX = 0.4 * 16 + 1  # a cell's padding and border there


def _width(g: Grid) -> float:
    """About how wide a table is drawn on a phone: each column as wide as its widest text, a CJK character 14 px."""
    def px(text: str) -> float:
        return sum(14.0 if svg.wide(ch) else ADVANCE_PX for ch in text)

    return sum(max(px(row[k]) for row in (g.headers, *g.rows)) + CELL_PX for k in range(len(g.headers)))


def _too_wide(g: Grid) -> bool:
    """A table of numbers (and marks) with more columns than rows that a phone cannot hold: drawn swapped there."""
    data = g.kinds[1:]
    return len(g.rows) < len(data) and all(k in ("num", "mark") for k in data) and _width(g) > PHONE_COLUMN


def _swapped(g: Grid) -> Grid:
    """The table with its rows and columns swapped: the first column's labels become the headers."""
    columns = range(1, len(g.headers))
    headers = (g.headers[0], *(row[0] for row in g.rows))
    rows = tuple((g.headers[k], *(row[k] for row in g.rows)) for k in columns)
    parts = tuple(((g.headers[k], "", ""), *(row[k] for row in g.parts)) for k in columns) if g.parts else ()
    shades = tuple(("", *(row[k] for row in g.shades)) for k in columns) if g.shades else ()
    kind = "mark" if all(g.kinds[k] == "mark" for k in columns) else "num"  # each new column holds one old row
    kinds = ("label", *([kind] * len(g.rows)))
    return g._replace(headers=headers, rows=rows, parts=parts, shades=shades, kinds=kinds)


DATED = re.compile(r"\d-\d")  # a hyphen between digits (a date, a page range): the terminal keeps it whole
# signs a Chinese page takes for ideographs, and breaks beside ("softmax(QKᵀ/" | "√d_head)"): joined to their neighbours
JOINABLE = re.compile(r"(?<=\S)([√⊙·×²‖∂Σ])(?=\S)")


def h(text: str) -> str:
    """Text for HTML, in an element or an attribute: escaped, and no control character."""
    return escape(clean(text), quote=True)


def prose(text: str, *, links: bool = True) -> str:
    """Text that wraps as the terminal wraps it: each URL a real link (not `links` inside a link of its own: the
    contents' entries), and a piece the terminal never breaks (a quoted command, a short bracketed group, a name glued
    to its value) kept on one line by the browser too; a line break of the text's own (an instructor's `|-` block)
    kept (its lines had run together: "linesecond")."""
    return "<br>".join(_line(line, links) for line in text.split("\n"))


def _line(text: str, links: bool = True) -> str:
    out = []
    before = ""  # the last character of the token before
    for token in Prose(text).tokens:
        stripped = token.strip()
        if before and not breakable(before) and (is_cjk(before) or is_cjk(token[:1])):
            out.append("<wbr>")  # where the terminal may break Chinese, and keep-all would not
        before = token[-1:]
        after = h(token[len(token.rstrip()) :])
        opened, url, closed = url_parts(stripped) if links else ("", "", stripped)
        if url and web(url):  # the sentence's punctuation after it is not the address's
            out.append(f'{h(opened)}<a href="{h(url)}">{h(url)}</a>{h(closed)}{after}')
        elif (quoted := quoted_command(stripped)) is not None:  # in code, as Markdown's span: `--` no dash
            out.append(f'<span class="nb">{h(quoted[0])}<code>{h(quoted[1])}</code>{h(quoted[2])}</span>{after}')
        elif any(c.isspace() for c in stripped) or DATED.search(stripped):  # 2017-06-12 had broken after "06-"
            out.append(f'<span class="nb">{h(stripped)}</span>{after}')
        else:
            out.append(JOINABLE.sub("&#8288;\\1&#8288;", h(token)))  # by a word joiner
    return "".join(out)


class Page:
    """The page's parts in order, with ids for captions, pictures' descriptions and the scrolling boxes' cues."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.body: list[str] = []
        self.ids = 0

    def next_id(self) -> str:
        self.ids += 1
        return f"t{self.ids}"

    def _cell(self, g: Grid, i: int, k: int) -> str:
        """One body cell: its text (U+2212 for a number's or formula's minus), a mark the eye alone needs kept
        from a screen reader, and the words a mark stands for said to it instead."""
        said, mark, words = g.parts[i][k] if g.parts else (g.rows[i][k], "", "")
        if k == 0:
            return f'<th scope="row">{prose(said)}</th>'
        shade = g.shades[i][k] if g.shades else ""
        kind = g.kinds[k]
        shown = h(minus_signs(said)) if kind in ("num", "formula") else prose(said)
        if mark:
            shown += f'{" " if said else ""}<span class="deco" aria-hidden="true">{h(mark)}</span>'
        if words:
            shown += f'<span class="sr">{h(words)}</span>'
        classes = " ".join(x for x in (kind, shade, "shade" if shade else "") if x)
        return f'<td class="{classes}">{shown}</td>'

    def _table(self, g: Grid, named: str, css_class: str = "") -> str:
        head = "".join(f'<th scope="col" class="{g.kinds[k]}">{h(c)}</th>' for k, c in enumerate(g.headers))
        body = "".join("<tr>" + "".join(self._cell(g, i, k) for k in range(len(row))) + "</tr>"
                       for i, row in enumerate(g.rows))
        attrs = (f' class="{css_class}"' if css_class else "") + (f' aria-labelledby="{named}"' if named else "")
        return f"<table{attrs}><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"

    def table(self, g: Grid, after: str = "", label: str = "") -> str:
        """A table under its caption, in a box that scrolls sideways when the table is wider than the page.

        The caption stands outside the box, so it stays in sight while the box scrolls. The box says it scrolls
        only while it does (a CSS scroll-state query): then a cue shows at its left, and the cue is a tab stop,
        so a keyboard can reach the box and scroll it, and a screen reader hears that it scrolls; otherwise the
        box is no tab stop at all. A table too wide for a phone however it is set (more columns of numbers than
        a phone has room for) is drawn there with its rows and columns swapped. `label`: the id of what names
        the table, where it has no caption of its own.
        """
        ident = self.next_id()
        caption = f'<p class="caption" id="{ident}">{prose(g.caption)}</p>' if g.caption else ""
        named = ident if g.caption else label
        tables = self._table(g, named)
        if _too_wide(g):
            tables = self._table(g, named, "wide") + self._table(_swapped(g), named, "narrow")
        cue = f'<span class="cue" tabindex="0">{h(say(M.export_scrolls, self.lang))}</span>'
        box = f'<div class="scroll"><div class="cuebar">{cue}</div>{tables}</div>'
        return f'<div class="panel">{caption}{box}{after}</div>'

    def heatmap(self, t: Table, heading: str = "") -> str:
        """A weight matrix as a table whose cells are shaded, with the ramp as its legend, said for each scheme."""
        top = max((abs(c.value) for r in t.rows for c in r.cells if isinstance(c, Num)), default=0.0)
        ramp = "".join(f'<span class="sw w-{step_name(s)}"></span>' for s in STEPS)
        ends = (h(svg.shown(f"-{coefficient(top)}")), h(f"+{coefficient(top)}"))
        words = (f'<span class="on-light">{h(t.legend)}</span>'
                 f'<span class="on-dark">{h(say(M.export_weight_legend_dark, self.lang))}</span>')
        legend = (f'<p class="legend"><span class="ends">{ends[0]}</span>'
                  f'<span class="ramp" aria-hidden="true">{ramp}</span>'
                  f'<span class="ends">{ends[1]}</span> {words}</p>')
        return self.table(grids(t, self.lang)[0], after=legend, label=heading)

    def equations(self, e: Equations) -> str:
        """Each quantity as one chain, `f3 = formula = values = value`: on one line where it fits, each `= …` on
        a line of its own where it does not (a phone), never a table wider than the screen."""
        out = []
        for eq in e.eqs:
            value = [eq.value.text] if eq.value is not None and eq.value.text != eq.steps[-1] else []
            chain = [eq.steps[0]] if eq.given else [*eq.steps, *value]
            steps = "".join(f' <span class="step">= {h(minus_signs(step))}</span>' for step in chain)
            out.append(f'<li><span class="name">{h(eq.name)}</span>{steps}</li>')
        note = f'<p class="note">{h(e.given_note)}</p>' if e.given_note and any(eq.given for eq in e.eqs) else ""
        return f'<ul class="eqs formula">{"".join(out)}</ul>{note}'

    def figure(self, drawn: tuple[str, float, float], desc: str, css_class: str = "r45") -> str:
        """An inline picture, named by its description (the heading above it names it already)."""
        return svg.frame(*drawn, LANG_TAGS[self.lang], "", desc, style=None, css_class=css_class,
                         desc_id=self.next_id())

    def block(self, b: Block, title: str, heading: str = "") -> str:
        """One block of a panel titled `title` (what a picture is called); a table with no caption of its own is
        named by the panel's heading, whose id is `heading` (W1's table had been read as "table" alone)."""
        if isinstance(b, Table) and b.shading == "weight":
            return self.heatmap(b, heading)
        if isinstance(b, Para):
            if b.role in SKIPPED:
                return ""
            if b.role == "formula":
                return f'<p class="formula">{h(minus_signs(b.text))}</p>'
            return f"<p>{prose(b.text)}</p>"
        if isinstance(b, Items):
            return "<ul>" + "".join(f"<li>{prose(t)}</li>" for t in b.texts) + "</ul>"
        if isinstance(b, Chain):
            return f'<p class="formula">{h(minus_signs(" → ".join(b.items)))}</p>'
        if isinstance(b, Equations):
            return self.equations(b)
        if isinstance(b, Diagram):
            wide = self.figure(drawing.rows(b), b.desc, "r45 wide")
            narrow = self.figure(drawing.column(b), b.desc, "r45 narrow")
            return f'<figure class="diagram">{wide}{narrow}</figure>'
        if isinstance(b, Bars):
            # named without its numbers: the values table under it gives them (a listener heard them read twice)
            wide = self.figure(svg.bars(b, self.lang), b.shows or b.desc, "r45 wide")
            narrow = self.figure(svg.bars(b, self.lang, narrow=True), b.shows or b.desc, "r45 narrow")
            summary = self.next_id()
            values = self.table(bars_grid(b, self.lang)._replace(caption=""), label=summary)
            said = h(say(M.export_values, self.lang))
            return (f'<figure class="bars">{wide}{narrow}<details><summary id="{summary}">{said}</summary>{values}'
                    "</details></figure>")
        if isinstance(b, Beside):
            tables = "".join(self.table(g, label=heading) for g in grids(b, self.lang, short=True))
            return f'<div class="beside">{tables}</div>'
        return "".join(self.table(g, label=heading) for g in grids(b, self.lang, short=True))

    def panel(self, title: str, blocks: Sequence[Block]) -> str:
        """A panel's heading and blocks; a legend a heatmap draws already is not said again under it."""
        heading = self.next_id()
        return f'<h3 id="{heading}">{prose(title)}</h3>' + "".join(self.block(b, title, heading)
                                                                   for b in unrepeated(blocks))

    def inputs(self, p: Panel) -> str:
        """The demonstration's inputs under their heading, folded away on a screen and printed open."""
        said = h(say(M.export_show_inputs, self.lang))
        heading = self.next_id()
        return (f'<h3 id="{heading}">{prose(p.title)}</h3><details class="inputs"><summary>{said}</summary>'
                + "".join(self.block(b, p.title, heading) for b in unrepeated(p.blocks)) + "</details>")


def _further(text: str, lang: str) -> str:
    """A further-study item: its link titled with the item's own words, the URL printed after it on paper."""
    link = titled(text)
    if link is None:
        return prose(text)
    cited = f'<a class="cite" href="{h(link.url)}">{h(link.title)}</a>'
    return f"{cited}{h(colon(lang))}{prose(link.rest)}" if link.rest else cited  # its command kept whole too


def _notes(notes: Sequence[LabNote], lang: str) -> list[str]:
    """The learner's lab notes: each experiment's question, what they wrote, and a model answer's points."""
    out = [f"<section><h2>{h(say(M.lab_notes_title, lang))}</h2>"]
    for note in notes:
        asked = f"<dt>{h(say(M.export_note_asked, lang))}</dt><dd>{h(note.asked)}</dd>" if note.asked else ""
        points = "<ul>" + "".join(f"<li>{prose(p)}</li>" for p in note.points) + "</ul>" if note.points else ""
        model = f"<dt>{h(say(M.export_note_model, lang))}</dt><dd>{points}</dd>" if points else ""
        out.append(f'<h3>{h(note.title)}</h3><dl class="note-qa">{asked}'
                   f"<dt>{h(say(M.export_note_yours, lang))}</dt><dd><blockquote><p>{h(note.yours)}</p></blockquote>"
                   f"</dd>{model}</dl>")
    out.append("</section>")
    return out


def html(lesson: Lesson, sections: Sequence[StateView], lang: str, notes: Sequence[LabNote] = ()) -> str:
    title = lesson.title(lang)
    # a page of one state names it in the tab and the bookmark (b2's page and the whole lesson's read the same)
    tab = f"{sections[0].id} · {sections[0].title} — {title}" if len(sections) == 1 else title
    page = Page(lang)
    body = [f"<h1>{prose(title, links=False)}</h1>"]  # its <wbr>: at 320 px keep-all had broken before ？
    if lesson.opening is not None:
        body.append(f'<p class="lede">{prose(lesson.opening(lang))}</p>')
    if len(sections) > 1:
        items = "".join(f'<li><a href="#{h(s.id)}">{prose(f"{s.id} · {s.title}", links=False)}</a></li>'
                        for s in sections)
        body.append(f'<nav aria-label="{h(say(M.export_contents, lang))}"><ul>{items}</ul></nav>')
    for s in sections:
        body.append(f'<section id="{h(s.id)}"><h2>{prose(f"{s.id} · {s.title}")}</h2><p class="meta">{h(s.meta)}</p>'
                    f"<p>{prose(s.explain)}</p>")
        if s.notes:
            body.append("<ul>" + "".join(f"<li>{prose(n)}</li>" for n in s.notes) + "</ul>")
        body += [f'<p class="meta">{prose(s.held)}</p>'] if s.held else []  # notes left out, and why
        for heading, blocks in ((s.diagram.caption, (s.diagram,)), *((p.title, p.blocks) for p in s.panels)):
            body.append(page.panel(heading, blocks))
        if s.inputs is not None:
            body.append(page.inputs(s.inputs))
        body.append("</section>")
    if notes:
        body += _notes(notes, lang)
    ref = lesson.reference
    cited = f'<a class="cite" href="{h(ref.url)}">{h(ref.title)}</a>' if web(ref.url) else h(ref.title)
    body.append(f"<section><h2>{h(say(M.reference, lang))}</h2><p>{cited}{h(comma(lang))}{h(ref.where(lang))}</p>")
    body.append("<ul>" + "".join(f"<li>{prose(d(lang))}</li>" for d in ref.details) + "</ul>")
    further = "".join(f"<li>{_further(item(lang), lang)}</li>" for item in ref.further)
    body.append(f"<h2>{h(say(M.further, lang))}</h2><ul>{further}</ul></section>")
    return (
        f'<!DOCTYPE html>\n<html lang="{LANG_TAGS[lang]}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{h(tab)}</title>\n<style>{_style()}</style>\n</head>\n<body>\n<main>\n"
        + "\n".join(body)
        + "\n</main>\n</body>\n</html>\n"
    )


__all__ = ["html"]
