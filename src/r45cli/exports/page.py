"""The SVG exports: a figure per picture sized for a slide, a picture for Markdown, and the tall page (`--page`).

Every one is a standalone picture with its own light background, a
<title> and a <desc>. The page stacks the states' texts, tables and
pictures: prose keeps its spacing and wraps by the Chinese and English
rules, a note has one bullet however many lines it takes, and a table is
laid out cell by cell, each header over its column.
"""

from __future__ import annotations

from collections.abc import Sequence
from xml.sax.saxutils import escape

from ..controls import clean
from ..lesson.model import Lesson
from ..messages import M, comma, say
from ..palette import cell_classes
from ..view.model import Bars, Block, Chain, Diagram, Items, Para, Table
from ..view.state import StateView
from ..vocab import minus_signs
from . import diagram, svg
from .grid import LANG_TAGS, SKIPPED, Grid, Picture, grids, heatmap_desc, unrepeated
from .svg import FONT, LINE, addressed, lines, linked, paragraph, shown, text, width

PAGE = 900.0  # the page's width
LEFT = 16.0
CELL_TEXT = 300.0  # a table's text cell wraps beyond this
GAP = 18.0  # between two columns


def body(drawn: Diagram | Table | Bars, lang: str) -> tuple[str, float, float]:
    """A picture's drawing, its width and its height."""
    if isinstance(drawn, Diagram):
        return diagram.rows(drawn)
    return svg.heatmap(drawn, lang) if isinstance(drawn, Table) else svg.bars(drawn, lang)


def for_markdown(p: Picture, lang: str) -> str:
    """A picture to link from Markdown: no caption of its own (the Markdown has it), its own background."""
    return svg.frame(*body(p.drawn, lang), LANG_TAGS[lang], p.title, p.desc)


def slide(p: Picture, lang: str) -> str:
    """A picture for a slide, 1280×720: titled with its state, and a line under it saying what it shows."""
    title = f"{p.state} · {p.shows}" if p.state else p.title  # a colon had stood before the bars' own colon
    return svg.frame(*svg.slide(*body(p.drawn, lang), p.state or p.title, p.shows), LANG_TAGS[lang], title, p.desc)


def table(t: Grid, x: float, y: float) -> tuple[str, float, float]:
    """A table cell by cell: numbers end at their column's right edge, as do their headers; text wraps in its cell."""
    wraps = [kind in ("text", "formula") for kind in t.kinds]
    cells = [[lines(c, CELL_TEXT) if wraps[k] else [shown(c) if t.kinds[k] == "num" else c] for k, c in enumerate(row)]
             for row in t.rows]
    widths = [max([width(t.headers[k]), *(width(line) for row in cells for line in row[k])]) + GAP
              for k in range(len(t.headers))]
    lefts = [x + sum(widths[:k]) for k in range(len(widths))]

    def place(k: int, y: float, content: str, cls: str, ink: str = "") -> str:
        if t.kinds[k] == "num":
            return text(lefts[k] + widths[k] - GAP, y, content, cls, "end", fill=ink)
        if t.kinds[k] == "mark":
            return text(lefts[k] + (widths[k] - GAP) / 2, y, content, cls, "middle")
        return text(lefts[k], y, content, cls)

    out = []
    if t.caption:
        words, y = paragraph(x, y, t.caption, PAGE - x - LEFT, "t b")
        out.append(words)
    y += 4
    out += [place(k, y + 14, header, "m") for k, header in enumerate(t.headers)]
    right = lefts[-1] + widths[-1] - GAP
    out.append(svg.line(x, y + 20, right, y + 20))
    y += 24
    fills = cell_classes()["light"]
    for r, row in enumerate(cells):
        for k, column in enumerate(row):
            shade = t.shades[r][k] if t.shades else ""
            fill, ink = fills[shade] if shade.startswith("q-") else ("", "")  # attention's weights, shaded as the
            if fill:  # legend says ("a stronger shade and a fuller mark": the marks alone had been drawn)
                out.append(svg.rect(lefts[k] - 3, y + 1, widths[k] - GAP + 6, LINE * len(column), fill=fill))
            out += [place(k, y + 14 + i * LINE, line, "t", ink) for i, line in enumerate(column)]
        y += LINE * max(len(column) for column in row)
    return "".join(out), right, y


def bullets(items: Sequence[str], x: float, y: float) -> tuple[str, float]:
    """A list with one bullet an item, in the prose's sans-serif (it was in the tables' monospace): its later lines
    are indented under the first one's text."""
    out = []
    indent = width("• ")
    for item in items:
        for i, line in enumerate(lines(item, PAGE - x - LEFT - indent)):
            drawn = text(x if i == 0 else x + indent, y + FONT, f"• {line}" if i == 0 else line, "t p")  # prose
            out.append(linked(drawn, addressed(line, item)))
            y += FONT * 1.45
    return "".join(out), y


def _block(b: Block, lang: str, y: float) -> tuple[str, float, float]:
    """One block of a panel drawn from `y`: the drawing, its right edge, and the y below it."""
    if isinstance(b, (Bars, Diagram)) or (isinstance(b, Table) and b.shading == "weight"):
        drawn, w, h = body(b, lang)
        desc = heatmap_desc(b, lang) if isinstance(b, Table) else b.desc
        named = f'role="img" aria-label="{escape(clean(minus_signs(desc)), {chr(34): "&quot;"})}"'
        return f'<g transform="translate({LEFT - 10:.1f} {y:.1f})" {named}>{drawn}</g>', w + LEFT, y + h
    if isinstance(b, Para):
        said, bottom = paragraph(LEFT, y, b.text, PAGE - 2 * LEFT, "m" if b.role in ("meta", "legend") else "t")
        return said, PAGE, bottom
    if isinstance(b, Items):
        said, bottom = bullets(b.texts, LEFT, y)
        return said, PAGE, bottom
    if isinstance(b, Chain):
        said, bottom = paragraph(LEFT, y, " → ".join(b.items), PAGE - 2 * LEFT, "t")
        return said, PAGE, bottom
    out, right = [], PAGE
    for g in grids(b, lang):
        drawn, w, y = table(g, LEFT, y + 4)
        out.append(drawn)
        right = max(right, w)
    return "".join(out), right, y


def svg_page(lesson: Lesson, sections: Sequence[StateView], lang: str) -> str:
    """The chosen states as one tall picture."""
    out, right = [], PAGE
    words, y = paragraph(LEFT, 10, lesson.title(lang), PAGE - 2 * LEFT, "t b", 18)
    out.append(words)
    if lesson.opening is not None:
        words, y = paragraph(LEFT, y, lesson.opening(lang), PAGE - 2 * LEFT, "m")
        out.append(words)
    for s in sections:
        out.append(svg.line(LEFT, y + 14, PAGE - LEFT, y + 14))
        for content, cls, size in ((f"{s.id} · {s.title}", "t b", 16), (s.meta, "m", FONT), (s.explain, "t", FONT)):
            words, y = paragraph(LEFT, y + (20 if cls == "t b" else 2), content, PAGE - 2 * LEFT, cls, size)
            out.append(words)
        said, y = bullets(s.notes, LEFT, y + 4)
        out.append(said)
        if s.held:  # notes left out, and why
            words, y = paragraph(LEFT, y + 2, s.held, PAGE - 2 * LEFT, "m")
            out.append(words)
        inputs = () if s.inputs is None else ((s.inputs.title, s.inputs.blocks),)
        for title, blocks in ((s.diagram.caption, (s.diagram,)), *((p.title, p.blocks) for p in s.panels), *inputs):
            words, y = paragraph(LEFT, y + 14, title, PAGE - 2 * LEFT, "t b")
            out.append(words)
            for b in unrepeated(blocks):
                if isinstance(b, Para) and b.role in SKIPPED:
                    continue
                drawn, w, y = _block(b, lang, y + 4)
                out.append(drawn)
                right = max(right, w)
    ref = lesson.reference
    cited = f"{ref.title}{comma(lang)}{ref.where(lang)}"
    for content, cls in ((say(M.reference, lang), "t b"), (cited, "t"), (ref.url, "m")):
        words, y = paragraph(LEFT, y + 8, content, PAGE - 2 * LEFT, cls)
        out.append(words)
    said, y = bullets([d(lang) for d in ref.details], LEFT, y + 2)
    out.append(said)
    words, y = paragraph(LEFT, y + 8, say(M.further, lang), PAGE - 2 * LEFT, "t b")
    out.append(words)
    said, y = bullets([item(lang) for item in ref.further], LEFT, y + 2)
    out.append(said)
    desc = lesson.opening(lang) if lesson.opening else lesson.title(lang)
    return svg.frame("".join(out), right + 10, y + 20, LANG_TAGS[lang], lesson.title(lang), desc, role="")


__all__ = ["for_markdown", "slide", "svg_page"]
