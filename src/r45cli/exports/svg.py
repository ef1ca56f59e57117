"""Pictures as SVG shapes: weight heatmaps, signed bars, and the frame every picture is drawn in.

Text is set in a monospace stack, so its width is known before it is
drawn: 0.6 em a character, 1 em for a CJK one. Text keeps its natural
spacing (no textLength); columns are placed cell by cell, each number
anchored at its column's right edge. Colours come from classes (see
`css`); a heatmap cell's fill and ink are its own `style`, chosen together.
The block diagram is in `diagram.py`.
"""

from __future__ import annotations

import unicodedata
from xml.sax.saxutils import escape

from ..controls import clean
from ..numfmt import coefficient
from ..palette import FONTS, LIGHT, STEPS, ink_on, weight_fill
from ..render.wrap import Prose
from ..view.model import Bars, Num, Table
from ..vocab import weight_step

FONT = 14  # px
ADVANCE = 0.602  # em: one character of DejaVu Sans Mono and most monospace fonts
LINE = 20  # px between lines of text
SLIDE = (1280, 720)  # a 16:9 slide, legible at 1280 px
MINUS = "\u2212"


def css(palette: dict[str, str], scope: str = ".r45") -> str:
    """The picture classes for one palette."""
    p = palette
    return (
        f"{scope} .t {{ fill: {p['text']}; }} {scope} .m {{ fill: {p['meta']}; }} {scope} .bg {{ fill: {p['bg']}; }}"
        f" {scope} .box {{ fill: {p['bg']}; stroke: {p['box']}; stroke-width: 1; }}"
        f" {scope} .lit {{ fill: {p['bg']}; stroke: {p['text']}; stroke-width: 3; }}"
        f" {scope} .frame {{ fill: none; stroke: {p['frame']}; stroke-dasharray: 5 4; }}"
        f" {scope} .card {{ fill: {p['card']}; stroke: {p['frame']}; }}"
        f" {scope} .flow {{ fill: none; stroke: {p['text']}; stroke-width: 1.5; }}"
        f" {scope} .head {{ fill: {p['text']}; }}"
        f" {scope} .skip {{ fill: none; stroke: {p['meta']}; stroke-width: 1.5; }}"
        f" {scope} .skiphead {{ fill: {p['meta']}; }} {scope} .axis {{ stroke: {p['box']}; }}"
        f" {scope} .pos {{ fill: {p['positive']}; }} {scope} .neg {{ fill: {p['negative']}; }}"
    )


BASE_CSS = (f"svg.r45 {{ font-family: {FONTS}; font-size: {FONT}px; }} .r45 text {{ white-space: pre; }}"
            " .r45 .b { font-weight: bold; }")
# a picture on its own carries its own light background: it reads on any page
STANDALONE_CSS = f"{BASE_CSS} {css(LIGHT)}"


def wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in "WF"


def width(content: str, size: float = FONT) -> float:
    """How wide `content` is drawn, in px: ADVANCE em a character, 1 em a CJK one."""
    return sum(1.0 if wide(ch) else ADVANCE for ch in content) * size


def lines(content: str, px: float, size: float = FONT) -> list[str]:
    """`content` broken into lines no wider than `px` (by the Chinese and English rules of render.wrap).

    A URL longer than a line (which a picture cannot make a link of anyway) is cut where the line ends.
    """
    cells = max(8, int(px / (ADVANCE * size)))  # a CJK character counts two cells (1.2 em) here: it fits
    out = []
    for line in (line for paragraph in content.splitlines() or [""] for line in Prose(paragraph).lines(cells)):
        # Too wide still (a long word or URL): cut where the next character would pass px, in one pass along the
        # line; each prefix was measured again from its start before, cubic in its length (2,000 characters: 7 s).
        start, ems = 0, 0.0  # where the piece being measured starts, and its width in em, summed as width() sums
        for k, ch in enumerate(line):
            em = 1.0 if wide(ch) else ADVANCE
            if (ems + em) * size > px and k > start:
                out.append(line[start:k])
                start, ems = k, 0.0
            ems += em
        out.append(line[start:])
    return out


def shown(number: str) -> str:
    """A number as a picture shows it: U+2212 for its minus."""
    return number.replace("-", MINUS, 1) if number.startswith("-") else number


def text(x: float, y: float, content: str, cls: str = "t", anchor: str = "start", size: float | None = None,
         style: str = "") -> str:
    """One run of text at its natural spacing."""
    sized = f' font-size="{size:g}"' if size else ""
    styled = f' style="{style}"' if style else ""
    said = escape(clean(content))
    return f'<text x="{x:.1f}" y="{y:.1f}" class="{cls}" text-anchor="{anchor}"{sized}{styled}>{said}</text>'


def rect(x: float, y: float, w: float, h: float, cls: str = "", rx: float | None = None, **attrs: str) -> str:
    """A rectangle; `attrs` are further attributes (style, data-part), their underscores written as hyphens."""
    more = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    corner = f' rx="{rx:.1f}"' if rx is not None else ""
    return f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}"{corner} class="{cls}"{more}/>'


def line(x1: float, y1: float, x2: float, y2: float, cls: str = "axis") -> str:
    return f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" class="{cls}"/>'


def paragraph(x: float, y: float, content: str, px: float, cls: str = "m", size: float = FONT) -> tuple[str, float]:
    """A wrapped paragraph; returns the text and the y below it."""
    out = []
    for line in lines(content, px, size):
        out.append(text(x, y + size, line, cls, size=size))
        y += size * 1.45
    return "".join(out), y


def arrowhead(x: float, y: float, dx: float, dy: float, cls: str = "head", size: float = 7.0) -> str:
    """A filled arrowhead with its tip at (x, y), pointing along (dx, dy) (a unit step)."""
    bx, by = x - dx * size, y - dy * size
    px, py = -dy * size * 0.55, dx * size * 0.55
    return f'<path d="M {x:.1f} {y:.1f} L {bx + px:.1f} {by + py:.1f} L {bx - px:.1f} {by - py:.1f} Z" class="{cls}"/>'


def heatmap(h: Table, lang: str) -> tuple[str, float, float]:
    """A weight matrix as shaded cells with their values, and a legend: the ramp from −max to +max."""
    values = [[c.value for c in r.cells if isinstance(c, Num)] for r in h.rows]
    row_labels, col_labels = [r.label for r in h.rows], h.headers[1:]
    top = max((abs(x) for row in values for x in row), default=0.0)
    label_w = max(width(label) for label in row_labels) + 12
    cell_w = max(6 * ADVANCE * FONT, max(width(c) for c in col_labels) + 12,
                 max(width(shown(coefficient(x))) for r in values for x in r) + 12)
    cell_h = 26.0
    x0, y0 = 10 + label_w, 26.0
    body = [text(x0 + j * cell_w + cell_w / 2, y0 - 8, label, "m", "middle") for j, label in enumerate(col_labels)]
    for i, (label, row) in enumerate(zip(row_labels, values)):
        y = y0 + i * cell_h
        body.append(text(10, y + 17, label, "m"))
        for j, value in enumerate(row):
            fill = weight_fill(weight_step(value, top))
            x = x0 + j * cell_w
            body.append(rect(x, y, cell_w - 2, cell_h - 2, style=f"fill:{fill};stroke:#d0d0d0"))
            ink = f"fill:{ink_on(fill)}"
            body.append(text(x + cell_w / 2 - 1, y + 17, shown(coefficient(value)), "v", "middle", style=ink))
    grid_w = x0 + len(col_labels) * cell_w
    legend, bottom = legend_ramp(10, y0 + len(row_labels) * cell_h + 12, top, h.legend, max(grid_w - 10, 330))
    body.append(legend)
    return "".join(body), max(grid_w, 340) + 10, bottom + 6


def legend_ramp(x: float, y: float, top: float, words: str, px: float) -> tuple[str, float]:
    """The ramp's steps as swatches, −max, 0, +max under them, and the legend's words."""
    steps, sw = STEPS, 24.0
    out = [rect(x + k * sw, y, sw, 12, style=f"fill:{weight_fill(s)};stroke:#b0b0b0") for k, s in enumerate(steps)]
    end = x + len(steps) * sw
    out += [text(x, y + 28, shown(f"-{coefficient(top)}"), "m"), text((x + end) / 2, y + 28, "0", "m", "middle"),
            text(end, y + 28, f"+{coefficient(top)}", "m", "end")]
    words_svg, bottom = paragraph(x, y + 34, words, px, "m", 13)
    return "".join(out) + words_svg, bottom


def bars(b: Bars, lang: str) -> tuple[str, float, float]:
    """Each value a rectangle from one axis: left negative (orange), right positive (blue); the scale below."""
    label_w = max(width(row.name) for row in b.rows if row) + 10
    num_w = max(width(shown(row.text)) for row in b.rows if row) + 14
    half = 220.0
    x_axis = 10 + label_w + num_w + half
    y, body = 8.0, []
    for row in b.rows:
        if row is None:
            y += LINE / 2
            continue
        label, value = row.name, row.value
        length = abs(value) / b.scale * half if b.scale else 0.0
        left = x_axis - length if value < 0 else x_axis
        body.append(text(10, y + 13, label, "m"))
        body.append(text(10 + label_w + num_w - 14, y + 13, shown(row.text), "t", "end"))
        if length:
            sign = "neg" if value < 0 else "pos"  # to a hundredth: the bar meets the axis exactly
            body.append(f'<rect x="{left:.2f}" y="{y + 3}" width="{length:.2f}" height="13" class="{sign}"/>')
        y += LINE
    body.append(f'<line x1="{x_axis:.2f}" y1="4" x2="{x_axis:.2f}" y2="{y:.1f}" class="axis"/>')
    ends = ((x_axis - half, shown(f"-{b.scale_text}"), "start"), (x_axis, "0", "middle"),
            (x_axis + half, f"+{b.scale_text}", "end"))
    for x, mark, anchor in ends:
        body.append(f'<line x1="{x:.1f}" y1="{y:.1f}" x2="{x:.1f}" y2="{y + 4:.1f}" class="axis"/>')
        body.append(text(x, y + 18, mark, "m", anchor))
    return "".join(body), x_axis + half + 12, y + 26


def frame(body: str, w: float, h: float, lang: str, title: str, desc: str, *, style: str | None = STANDALONE_CSS,
          css_class: str = "r45") -> str:
    """An <svg> element: its size, viewBox, language, title and description; standalone, its style and background."""
    styled = f"<style>{style}</style>" if style is not None else ""
    background = '<rect width="100%" height="100%" class="bg"/>' if style is not None else ""
    return (
        f'<svg class="{css_class}" xmlns="http://www.w3.org/2000/svg" xml:lang="{lang}"'
        f' width="{w:.0f}" height="{h:.0f}" viewBox="0 0 {w:.0f} {h:.0f}" role="img">'
        f"<title>{escape(clean(title))}</title><desc>{escape(clean(desc))}</desc>{styled}{background}{body}</svg>"
    )


def captioned(body: str, w: float, h: float, caption: str, size: float = FONT) -> tuple[str, float, float]:
    """The body under its caption, wrapped to the picture's width."""
    w = max(w, 320.0)
    words, bottom = paragraph(10, 6, caption, w - 20, "t b", size)
    return f'{words}<g transform="translate(0 {bottom + 6:.1f})">{body}</g>', w, h + bottom + 6


def slide(body: str, w: float, h: float, caption: str) -> tuple[str, float, float]:
    """The body scaled into a 16:9 slide under its caption."""
    sw, sh = SLIDE
    words, bottom = paragraph(48, 24, caption, sw - 96, "t b", 28)
    room_w, room_h = sw - 96, sh - bottom - 40
    scale = min(room_w / w, room_h / h, 2.5)
    x, y = (sw - w * scale) / 2, bottom + 16 + (room_h - h * scale) / 2
    return f'{words}<g transform="translate({x:.1f} {y:.1f}) scale({scale:.3f})">{body}</g>', sw, sh
