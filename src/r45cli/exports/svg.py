"""Pictures as SVG shapes: weight heatmaps, signed bars, and the frame every picture is drawn in.

Names, numbers and formulas are set in a monospace stack, so their width
is known before they are drawn: 0.6 em a character, 1 em for a CJK one;
prose (class `p`: captions, keys, legends, notes) in the sans-serif stack,
measured the same way, which is wider than most sans-serif text is drawn.
Text keeps its natural spacing (no textLength); columns are placed cell by
cell, each number anchored at its column's right edge.

Every colour is said twice: as a class (see `css`), which a page's style
sheet turns dark, and as presentation attributes in the light palette
(`painted`), which any renderer draws even where it ignores <style>. A
heatmap cell's fill and ink are its own attributes, chosen together. The
block diagram is in `diagram.py`.
"""

from __future__ import annotations

import unicodedata
from xml.sax.saxutils import escape

from ..controls import clean
from ..numfmt import coefficient
from ..palette import FONTS, LIGHT, SANS, STEPS, ink_on, weight_fill
from ..render.wrap import Prose
from ..urls import url_parts
from ..view.model import Bars, Num, Table
from ..vocab import MINUS, minus_signs, weight_step
from .grid import web

FONT = 14  # px
ADVANCE = 0.602  # em: one character of DejaVu Sans Mono and most monospace fonts
LINE = 20  # px between lines of text
SLIDE = (1280, 720)  # a 16:9 slide, legible at 1280 px


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
            f" .r45 .b {{ font-weight: bold; }} .r45 .p {{ font-family: {SANS}; }}"
            " .r45 a text { text-decoration: underline; }")  # a link looks like one


def _paints(p: dict[str, str]) -> dict[str, dict[str, str]]:
    """What each class of `css` paints, as presentation attributes."""
    return {
        "t": {"fill": p["text"]}, "m": {"fill": p["meta"]}, "bg": {"fill": p["bg"]},
        "box": {"fill": p["bg"], "stroke": p["box"], "stroke-width": "1"},
        "lit": {"fill": p["bg"], "stroke": p["text"], "stroke-width": "3"},
        "frame": {"fill": "none", "stroke": p["frame"], "stroke-dasharray": "5 4"},
        "card": {"fill": p["card"], "stroke": p["frame"]},
        "flow": {"fill": "none", "stroke": p["text"], "stroke-width": "1.5"},
        "head": {"fill": p["text"]},
        "skip": {"fill": "none", "stroke": p["meta"], "stroke-width": "1.5"},
        "skiphead": {"fill": p["meta"]}, "axis": {"stroke": p["box"]},
        "pos": {"fill": p["positive"]}, "neg": {"fill": p["negative"]},
        "b": {"font-weight": "bold"}, "p": {"font-family": SANS},
    }


PAINTS = _paints(LIGHT)


def painted(cls: str, own: str = "") -> str:
    """` class="…"` and the light palette's presentation attributes for those classes (a style sheet overrides them);
    `own`: an attribute the element gives itself (a shaded cell's ink), left out here (twice, the SVG was refused)."""
    attrs: dict[str, str] = {}
    for name in cls.split():
        attrs.update(PAINTS.get(name, {}))
    return f' class="{cls}"' + "".join(f' {k}="{v}"' for k, v in attrs.items() if k != own)
# a picture on its own carries its own light background: it reads on any page
STANDALONE_CSS = f"{BASE_CSS} {css(LIGHT)}"


def wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in "WF"


def width(content: str, size: float = FONT) -> float:
    """How wide `content` is drawn, in px: ADVANCE em a character, 1 em a CJK one."""
    return sum(1.0 if wide(ch) else ADVANCE for ch in content) * size


def lines(content: str, px: float, size: float = FONT) -> list[str]:
    """`content` broken into lines no wider than `px` (by the Chinese and English rules of render.wrap).

    A URL longer than a line is cut after the last `/`, `-`, `.`, `_`, `?`, `&` or `=` that fits (where none does,
    where the line ends): the LAB 03 address had been cut every 100 characters, mid-word.
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
                cut = max(line.rfind(mark, start + 1, k) for mark in URL_BREAKS) + 1 or k  # after the mark
                out.append(line[start:cut])
                start, ems = cut, width(line[cut:k], 1.0)
            ems += em
        out.append(line[start:])
    return out


URL_BREAKS = "/-._?&="  # where a long address may go on to the next line


def addressed(piece: str, content: str) -> str:
    """The web address in `content` that the line `piece` shows part of, or "" (so the line is drawn as a link)."""
    for token in content.split():
        _, url, _ = url_parts(token)
        if not (url and web(url)):
            continue
        if any(part.lstrip("(<[") and url.startswith(part.lstrip("(<[")) for part in piece.split() if "://" in part):
            return url  # the address starts on this line
        if piece.strip() and " " not in piece.strip() and piece.strip() in url:
            return url  # a line of the address alone, after the first
    return ""


def linked(drawn: str, url: str) -> str:
    """`drawn` as a link to `url` (an SVG 2 `<a>`: it opens on a click where the picture is opened itself)."""
    return f'<a href="{escape(clean(url), {chr(34): "&quot;"})}">{drawn}</a>' if url else drawn


def shown(number: str) -> str:
    """A number as a picture shows it: U+2212 for its minus."""
    return number.replace("-", MINUS, 1) if number.startswith("-") else number


def text(x: float, y: float, content: str, cls: str = "t", anchor: str = "start", size: float | None = None,
         fill: str = "") -> str:
    """One run of text at its natural spacing; `fill`: its own ink (a heatmap cell's), which no class overrides."""
    sized = f' font-size="{size:g}"' if size else ""
    inked, paint = (f' fill="{fill}"', painted(cls, "fill")) if fill else ("", painted(cls))
    said = escape(clean(content))
    return f'<text x="{x:.1f}" y="{y:.1f}"{paint}{inked} text-anchor="{anchor}"{sized}>{said}</text>'


def rect(x: float, y: float, w: float, h: float, cls: str = "", rx: float | None = None, **attrs: str) -> str:
    """A rectangle; `attrs` are further attributes (fill, data-part), their underscores written as hyphens."""
    more = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    corner = f' rx="{rx:.1f}"' if rx is not None else ""
    paint = painted(cls) if cls else ""
    return f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}"{corner}{paint}{more}/>'


def line(x1: float, y1: float, x2: float, y2: float, cls: str = "axis") -> str:
    """A line, drawn for the eye alone: a reader of the text is not told of it."""
    return f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}"{painted(cls)} aria-hidden="true"/>'


def paragraph(x: float, y: float, content: str, px: float, cls: str = "m", size: float = FONT) -> tuple[str, float]:
    """A wrapped paragraph of prose, in the sans-serif stack; returns the text and the y below it."""
    out = []
    for line in lines(content, px, size):
        out.append(linked(text(x, y + size, line, f"{cls} p", size=size), addressed(line, content)))
        y += size * 1.45
    return "".join(out), y


def arrowhead(x: float, y: float, dx: float, dy: float, cls: str = "head", size: float = 7.0) -> str:
    """A filled arrowhead with its tip at (x, y), pointing along (dx, dy) (a unit step)."""
    bx, by = x - dx * size, y - dy * size
    px, py = -dy * size * 0.55, dx * size * 0.55
    corners = f"M {x:.1f} {y:.1f} L {bx + px:.1f} {by + py:.1f} L {bx - px:.1f} {by - py:.1f} Z"
    return f'<path d="{corners}"{painted(cls)} aria-hidden="true"/>'


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
            body.append(rect(x, y, cell_w - 2, cell_h - 2, fill=fill, stroke="#d0d0d0"))
            body.append(text(x + cell_w / 2 - 1, y + 17, shown(coefficient(value)), "v", "middle", fill=ink_on(fill)))
    grid_w = x0 + len(col_labels) * cell_w
    legend, bottom = legend_ramp(10, y0 + len(row_labels) * cell_h + 12, top, h.legend, max(grid_w - 10, 330))
    body.append(legend)
    return "".join(body), max(grid_w, 340) + 10, bottom + 6


def legend_ramp(x: float, y: float, top: float, words: str, px: float) -> tuple[str, float]:
    """The ramp's steps as swatches, −max, 0, +max under them, and the legend's words."""
    steps, sw = STEPS, 24.0
    out = [rect(x + k * sw, y, sw, 12, fill=weight_fill(s), stroke="#b0b0b0", aria_hidden="true")
           for k, s in enumerate(steps)]
    end = x + len(steps) * sw
    out += [text(x, y + 28, shown(f"-{coefficient(top)}"), "m"), text((x + end) / 2, y + 28, "0", "m", "middle"),
            text(end, y + 28, f"+{coefficient(top)}", "m", "end")]
    words_svg, bottom = paragraph(x, y + 34, words, px, "m", 13)
    return "".join(out) + words_svg, bottom


PHONE = 340.0  # px: how wide a picture for a phone is drawn, so that it shows its text at about its own size


def bars(b: Bars, lang: str, *, narrow: bool = False) -> tuple[str, float, float]:
    """Each value a rectangle from one axis: left negative (orange), right positive (blue); the scale below.

    `narrow`: the bars shortened so the whole picture is PHONE wide, drawn on a phone at its own size.
    """
    label_w = max(width(row.name) for row in b.rows if row) + 10
    num_w = max(width(shown(row.text)) for row in b.rows if row) + 14
    half = max(60.0, (PHONE - 22 - label_w - num_w) / 2) if narrow else 220.0
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
            body.append(f'<rect x="{left:.2f}" y="{y + 3}" width="{length:.2f}" height="13"{painted(sign)}'
                        ' aria-hidden="true"/>')
        y += LINE
    body.append(f'<line x1="{x_axis:.2f}" y1="4" x2="{x_axis:.2f}" y2="{y:.1f}"{painted("axis")} aria-hidden="true"/>')
    marks = ((x_axis - half, shown(f"-{b.scale_text}"), "start"), (x_axis, "0", "middle"),
             (x_axis + half, f"+{b.scale_text}", "end"))
    ends = marks if float(b.scale_text) else marks[1:2]  # every value 0: the axis alone, never −0.000000 (h349)
    for x, mark, anchor in ends:
        body.append(line(x, y, x, y + 4))
        body.append(text(x, y + 18, mark, "m", anchor))
    return "".join(body), x_axis + half + 12, y + 26


def frame(body: str, w: float, h: float, lang: str, title: str, desc: str, *, style: str | None = STANDALONE_CSS,
          css_class: str = "r45", desc_id: str = "", role: str = "img") -> str:
    """An <svg> element: its size, viewBox, language, fonts, title and description; standalone, its style and
    background.

    `desc_id`: drawn inside a page, under a heading that names it already: no <title>, and the picture is named by
    its description alone. `role` "": a picture whose own texts are read (the tall page), not one image.
    """
    styled = f"<style>{style}</style>" if style is not None else ""
    background = f'<rect width="100%" height="100%"{painted("bg")}/>' if style is not None else ""
    named = f' aria-labelledby="{desc_id}"' if desc_id else ""
    titled = "" if desc_id else f"<title>{escape(clean(title))}</title>"
    said = escape(clean(minus_signs(desc)))
    described = f'<desc{f" id={chr(34)}{desc_id}{chr(34)}" if desc_id else ""}>{said}</desc>'
    fonts = f' font-family="{FONTS}" font-size="{FONT}"'
    return (
        f'<svg class="{css_class}" xmlns="http://www.w3.org/2000/svg" xml:lang="{lang}"'
        f' width="{w:.0f}" height="{h:.0f}" viewBox="0 0 {w:.0f} {h:.0f}"{fonts}'
        f'{f" role={chr(34)}{role}{chr(34)}" if role else ""}{named}>'
        f"{titled}{described}{styled}{background}{body}</svg>"
    )


def slide(body: str, w: float, h: float, caption: str, subtitle: str = "") -> tuple[str, float, float]:
    """The body scaled into a 16:9 slide under its caption (the state) and a line saying what it shows."""
    sw, sh = SLIDE
    words, bottom = paragraph(48, 24, caption, sw - 96, "t b", 28)
    if subtitle:
        more, bottom = paragraph(48, bottom + 2, subtitle, sw - 96, "m", 20)
        words += more
    room_w, room_h = sw - 96, sh - bottom - 40
    scale = min(room_w / w, room_h / h, 2.5)
    x, y = (sw - w * scale) / 2, bottom + 16 + (room_h - h * scale) / 2
    return f'{words}<g transform="translate({x:.1f} {y:.1f}) scale({scale:.3f})">{body}</g>', sw, sh
