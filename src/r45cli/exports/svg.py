"""Pictures as SVG shapes: the block diagram with both residuals, signed bars, weight heatmaps.

Text is laid out by its display width in cells (a CJK character is two),
each run sized with textLength so a browser draws it as wide as it was
measured; colours come from CSS classes (see palette.py), so one picture
reads on a light page and on a dark one. Nothing is loaded from outside.
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from rich.cells import cell_len

from ..controls import clean
from ..numfmt import coefficient, fixed
from .content import Bars, Diagram, Heatmap
from .palette import DARK, FONTS, LIGHT, ink_on, weight_fill

FONT = 14  # px
CELL = 8.4  # px: one terminal cell of the monospace font
LINE = 20  # px between lines of text

STYLE = f"""
svg.r45 {{ font-family: {FONTS}; font-size: {FONT}px; }}
.r45 text {{ white-space: pre; }}
.r45 .t {{ fill: {LIGHT["text"]}; }} .r45 .m {{ fill: {LIGHT["meta"]}; }}
.r45 .box {{ fill: {LIGHT["bg"]}; stroke: {LIGHT["box"]}; }} .r45 .hl {{ fill: {LIGHT["accent_bg"]}; stroke: {LIGHT["negative"]}; stroke-width: 2; }}
.r45 .skip {{ fill: none; stroke: {LIGHT["positive"]}; stroke-width: 1.5; }} .r45 .axis {{ stroke: {LIGHT["box"]}; }}
.r45 .pos {{ fill: {LIGHT["positive"]}; }} .r45 .neg {{ fill: {LIGHT["negative"]}; }} .r45 .bg {{ fill: {LIGHT["bg"]}; }}
@media (prefers-color-scheme: dark) {{
  .r45 .t {{ fill: {DARK["text"]}; }} .r45 .m {{ fill: {DARK["meta"]}; }}
  .r45 .box {{ fill: {DARK["bg"]}; stroke: {DARK["box"]}; }} .r45 .hl {{ fill: {DARK["accent_bg"]}; stroke: {DARK["negative"]}; }}
  .r45 .skip {{ stroke: {DARK["positive"]}; }} .r45 .axis {{ stroke: {DARK["box"]}; }}
  .r45 .pos {{ fill: {DARK["positive"]}; }} .r45 .neg {{ fill: {DARK["negative"]}; }} .r45 .bg {{ fill: {DARK["bg"]}; }}
}}
"""


def has_cjk(text: str) -> bool:
    return cell_len(text) != len(text)


def text(x: float, y: float, content: str, cls: str = "t", anchor: str = "start", fill: str | None = None) -> str:
    """One run of text, as wide as its cells."""
    width = cell_len(content) * CELL
    sized = f' textLength="{width:.1f}" lengthAdjust="spacing"' if has_cjk(content) else ""
    colour = f' fill="{fill}"' if fill else ""
    return f'<text x="{x:.1f}" y="{y:.1f}" class="{cls}" text-anchor="{anchor}"{colour}{sized}>{escape(clean(content))}</text>'


def wrap(body: str, width: float, height: float, lang: str, title: str) -> str:
    return (
        f'<svg class="r45" xmlns="http://www.w3.org/2000/svg" xml:lang="{lang}" xml:space="preserve" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.0f} {height:.0f}" role="img"><title>{escape(clean(title))}</title><style>{STYLE}</style>{body}</svg>'
    )


def diagram(d: Diagram, lang: str) -> tuple[str, float, float]:
    """The block in one row: a box a part, arrows between, and each residual as an arc over what it skips."""
    pad, gap, top = 8.0, 22.0, 70.0
    xs, x = [], 10.0
    widths = [cell_len(label) * CELL + 2 * pad for label, _ in d.parts]
    for w in widths:
        xs.append(x)
        x += w + gap
    body = []
    for k, ((label, lit), x0, w) in enumerate(zip(d.parts, xs, widths)):
        body.append(f'<rect x="{x0:.1f}" y="{top}" width="{w:.1f}" height="28" rx="4" class="{"hl" if lit else "box"}"/>')
        body.append(text(x0 + pad, top + 19, label))
        if k:
            body.append(f'<line x1="{xs[k - 1] + widths[k - 1]:.1f}" y1="{top + 14}" x2="{x0:.1f}" y2="{top + 14}" class="axis"/>')
    for start, end, label in d.skips:
        x1, x2 = xs[start] + widths[start] / 2, xs[end] + widths[end] / 2
        body.append(f'<path d="M {x1:.1f} {top} C {x1:.1f} {top - 36}, {x2:.1f} {top - 36}, {x2:.1f} {top}" class="skip"/>')
        body.append(text((x1 + x2) / 2, top - 30, f"residual: {label}", "m", "middle"))
    body.append(text(10, 18, d.caption, "m"))
    return "".join(body), x, top + 44


def bars(b: Bars, lang: str) -> tuple[str, float, float]:
    """Each value a rectangle from one axis: left negative (orange), right positive (blue); the scale below."""
    label_w = max(cell_len(label) for row in b.rows if row for label in [row[0]]) * CELL
    num_w = 10 * CELL
    half, x_axis = 220.0, 10 + label_w + num_w + 10 + 220.0
    y, body = 30.0, [text(10, 18, b.caption, "m")]
    for row in b.rows:
        if row is None:
            y += LINE / 2
            continue
        label, value = row
        length = abs(value) / b.scale * half if b.scale else 0.0
        left = x_axis - length if value < 0 else x_axis
        body.append(text(10, y + 12, label, "m"))
        body.append(text(10 + label_w + num_w, y + 12, fixed(value), "t", "end"))
        if length:
            body.append(f'<rect x="{left:.2f}" y="{y + 2}" width="{length:.2f}" height="12" class="{"neg" if value < 0 else "pos"}"><title>{escape(clean(label))} = {fixed(value)}</title></rect>')
        y += LINE
    body.append(f'<line x1="{x_axis:.1f}" y1="24" x2="{x_axis:.1f}" y2="{y:.1f}" class="axis"/>')
    for x, mark, anchor in ((x_axis - half, f"−{fixed(b.scale)}", "start"), (x_axis, "0", "middle"), (x_axis + half, f"+{fixed(b.scale)}", "end")):
        body.append(text(x, y + 14, mark, "m", anchor))
    return "".join(body), x_axis + half + 20, y + 24


def heatmap(h: Heatmap, lang: str) -> tuple[str, float, float]:
    """A weight matrix as shaded cells with their values; orange negative, purple-blue positive."""
    top_value = max((abs(x) for row in h.values for x in row), default=0.0)
    label_w = max(cell_len(label) for label in h.row_labels) * CELL + 12
    cell_w, cell_h = max(6 * CELL, max(cell_len(c) for c in h.col_labels) * CELL + 8), 24.0
    body = [text(10, 18, h.caption, "m")]
    x0, y0 = 10 + label_w, 52.0
    for j, label in enumerate(h.col_labels):
        body.append(text(x0 + j * cell_w + cell_w / 2, y0 - 8, label, "m", "middle"))
    for i, (label, row) in enumerate(zip(h.row_labels, h.values)):
        y = y0 + i * cell_h
        body.append(text(10, y + 16, label, "m"))
        for j, value in enumerate(row):
            fill = weight_fill(value, top_value)
            body.append(f'<rect x="{x0 + j * cell_w:.1f}" y="{y:.1f}" width="{cell_w - 2:.1f}" height="{cell_h - 2:.1f}" fill="{fill}"/>')
            body.append(text(x0 + j * cell_w + cell_w / 2 - 1, y + 16, coefficient(value), "t", "middle", fill=ink_on(fill)))
    width = x0 + len(h.col_labels) * cell_w + 10
    return "".join(body), width, y0 + len(h.row_labels) * cell_h + 10


PICTURES = {Diagram: diagram, Bars: bars, Heatmap: heatmap}


def picture(figure, lang: str, title: str) -> str:  # type: ignore[no-untyped-def]
    """One figure as a standalone SVG."""
    body, width, height = PICTURES[type(figure)](figure, lang)
    return wrap(f'<rect width="100%" height="100%" class="bg"/>{body}', width, height, lang, title)
