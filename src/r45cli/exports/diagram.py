"""The block diagram as SVG: two rows for a page or a slide, one column for a phone.

Both drawings show the same facts (content.Diagram): arrowheads on the
flow; each sublayer in a dashed frame with its name; a ⊕ where each skip
joins, its arc labelled with what it adds back; the hidden layer drawn
wider than the model (4 → 6 → 4); the position-wise network drawn as a
stack of copies, one per position; the state's parts in a heavy outline
and bold text (never a sign colour).
"""

from __future__ import annotations

from typing import NamedTuple

from ..render.wrap import Prose
from ..view.model import Diagram, Node
from .svg import FONT, PHONE, arrowhead, line, lines, painted, paragraph, rect, text, width

PAD = 10.0  # around a label inside its box
BOX = 34.0  # a box's depth across the flow, at the model's width
GAP = 34.0  # between two boxes: the arrow (and, near the FFN, the width it carries)
R = 12.0  # a ⊕'s radius
FRAME = 8.0  # a frame's padding
TITLE = 22.0  # a frame's title line
SMALL = 12.0  # the per-position note
CARDS = 2  # copies drawn behind the position-wise network
STEP = 5.0  # their offset


class Box(NamedTuple):
    along: float  # length along the flow
    depth_in: float  # across the flow, where the input enters
    depth_out: float  # where the output leaves


def _depths(d: Diagram, n: Node, base: float) -> tuple[float, float]:
    hidden = base * min(max(d.hidden / d.model, 1.25), 2.2)
    return (hidden if n.wide_in and n.kind == "op" else base), (hidden if n.wide_out else base)


def _along(n: Node) -> float:
    """A node's length along the flow: its label and padding, at least a tensor's or an op's least."""
    return max(width(n.label) + 2 * PAD, 30.0 if n.kind == "tensor" else 44.0)


def _shape(n: Node, x: float, y: float, b: Box, vertical: bool) -> str:
    """A node centred at (x, y): a pill for a tensor, a ⊕, a box or (widening, narrowing) a trapezoid for an op."""
    cls = "lit" if n.lit else "box"
    if n.kind == "add":
        plus = f'<path d="M {x - 7:.1f} {y:.1f} H {x + 7:.1f} M {x:.1f} {y - 7:.1f} V {y + 7:.1f}"{painted("flow")}/>'
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{R}"{painted(cls)} data-part="{n.kind}"/>{plus}'
    if n.kind == "tensor":
        w, h = (b.depth_in, b.along) if vertical else (b.along, b.depth_in)
        shape = rect(x - w / 2, y - h / 2, w, h, cls, min(w, h) / 2, data_part=n.kind)
    else:
        a, i, o = b.along / 2, b.depth_in / 2, b.depth_out / 2
        corners = [(-i, -a), (i, -a), (o, a), (-o, a)] if vertical else [(-a, -i), (a, -o), (a, o), (-a, i)]
        outline = " L ".join(f"{x + cx:.1f} {y + cy:.1f}" for cx, cy in corners)
        shape = f'<path d="M {outline} Z"{painted(cls)} stroke-linejoin="round" data-part="{n.kind}"/>'
    return shape + text(x, y + FONT * 0.35, n.label, "t b" if n.lit else "t", "middle")


def _carried(d: Diagram, k: int) -> str:
    """How wide the flow from node k to the next is where it enters, crosses or leaves the position-wise network."""
    inside = {j for s in d.spans if s.per_position for j in range(s.first, s.last + 1)}
    if k in inside or k + 1 in inside:
        return str(d.hidden if d.nodes[k].wide_out else d.model)
    return ""


def _free(a: float, b: float, edges: list[float], size: float) -> float | None:
    """The middle of the longest stretch of [a, b] that no edge crosses, if `size` fits in it (with 2 px either side);
    where a width written beside an arrow runs into no frame's side and no arrowhead."""
    cuts = sorted([a, *(e for e in edges if a < e < b), b])
    best = max(zip(cuts, cuts[1:]), key=lambda ab: ab[1] - ab[0])
    return (best[0] + best[1]) / 2 if best[1] - best[0] >= size + 4 else None


def _split(d: Diagram) -> int:
    """Where the second row starts: the tensor nearest the middle that no sublayer or skip crosses; 0: one row."""
    n = len(d.nodes)
    fits = [
        k
        for k, node in enumerate(d.nodes)
        if node.kind == "tensor" and 0 < k < n - 1
        and not any(s.first < k <= s.last for s in d.spans) and not any(a < k <= b for a, b, _ in d.skips)
    ]
    return min(fits, key=lambda k: abs(k - n / 2), default=0)


def rows(d: Diagram) -> tuple[str, float, float]:
    """The block in two rows (the attention half, then the position-wise half), or one when it cannot be cut."""
    cut = _split(d)
    bands = [range(0, cut), range(cut, len(d.nodes))] if cut else [range(len(d.nodes))]
    body: list[str] = []
    y, right, ends = 8.0, 0.0, []
    for band in bands:
        drawn, band_right, entry, exit_, bottom = _row(d, band, 28.0, y)
        body.append(drawn)
        ends.append((entry, exit_))
        right = max(right, band_right)
        y = bottom + 18
    if cut:  # the first row's end turns down and back to the second row's start
        (x1, y1), (x2, y2, turn) = ends[0][1], ends[1][0]
        turned = f"M {x1:.1f} {y1:.1f} H {x1 + 16:.1f} V {turn:.1f} H 8 V {y2:.1f} H {x2 - 2:.1f}"
        body.append(f'<path d="{turned}"{painted("flow")}/>')
        body.append(arrowhead(x2, y2, 1, 0))
    key, bottom = paragraph(10, y - 8, d.key, max(right - 20, 300), "m", 13)
    body.append(key)
    return "".join(body), max(right, 320) + 10, bottom + 8


Point = tuple[float, float]


Entry = tuple[float, float, float]  # x, y, and a y above the row


def _row(d: Diagram, band: range, left: float, top: float) -> tuple[str, float, Entry, Point, float]:
    """One row of nodes from `left`: the drawing, its right edge, the first node's entry (x, y, and a y above the
    row), the last node's exit, its bottom."""
    boxes = {k: Box(_along(d.nodes[k]), *_depths(d, d.nodes[k], BOX)) for k in band}
    boxes.update({k: Box(2 * R, 2 * R, 2 * R) for k in band if d.nodes[k].kind == "add"})
    spans = [s for s in d.spans if s.first in band]
    deepest = max(max(b.depth_in, b.depth_out) for b in boxes.values())
    skips = [s for s in d.skips if s[0] in band]
    cy = top + (52.0 if skips else 6.0) + FRAME + deepest / 2
    xs: dict[int, float] = {}
    x = left
    for k in band:  # widen a sublayer whose title is longer than its boxes
        span = next((s for s in spans if s.first == k), None)
        if span is not None:
            extent = sum(boxes[j].along for j in range(span.first, span.last + 1)) + GAP * (span.last - span.first)
            x += max(0.0, (width(span.title) + 2 * FRAME - extent) / 2)
        xs[k] = x + boxes[k].along / 2
        x += boxes[k].along
        end = next((s for s in spans if s.last == k), None)
        if end is not None:
            extent = sum(boxes[j].along for j in range(end.first, end.last + 1)) + GAP * (end.last - end.first)
            x += max(0.0, (width(end.title) + 2 * FRAME - extent) / 2)
            x += CARDS * STEP + 6 if end.per_position else 0.0  # room beside the copies for the width it carries
        x += GAP
    out: list[str] = []
    edges: list[float] = []  # where a frame's or a copy's side runs across the flow
    frame_bottom = cy + deepest / 2 + FRAME + TITLE
    low = frame_bottom
    for s in spans:
        x0 = xs[s.first] - boxes[s.first].along / 2 - FRAME
        x1 = xs[s.last] + boxes[s.last].along / 2 + FRAME
        x0 = min(x0, (x0 + x1) / 2 - width(s.title) / 2 - FRAME)
        x1 = max(x1, (x0 + x1) / 2 + width(s.title) / 2 + FRAME)
        frame_top = cy - deepest / 2 - FRAME
        edges += [x0, x1]
        if s.per_position:
            edges += [e + c * STEP for e in (x0, x1) for c in range(1, CARDS + 1)]
            for c in range(CARDS, 0, -1):
                out.append(rect(x0 + c * STEP, frame_top + c * STEP, x1 - x0, frame_bottom - frame_top, "card", 6))
            out.append(rect(x0, frame_top, x1 - x0, frame_bottom - frame_top, "box", 6))
            note_svg, note_bottom = paragraph(x0, frame_bottom + CARDS * STEP + 2, d.per_position,
                                              max(x1 - x0 + 60, 200), "m", SMALL)
            out.append(note_svg)
            low = max(low, note_bottom)
        out.append(rect(x0, frame_top, x1 - x0, frame_bottom - frame_top, "frame", 6))
        out.append(text((x0 + x1) / 2, frame_bottom - 7, s.title, "m", "middle"))
    for k in band:
        out.append(_shape(d.nodes[k], xs[k], cy, boxes[k], False))
        if k + 1 in band:
            x1, x2 = xs[k] + boxes[k].along / 2, xs[k + 1] - boxes[k + 1].along / 2
            out.append(line(x1, cy, x2 - 2, cy, "flow") + arrowhead(x2, cy, 1, 0))
            carried = _carried(d, k)
            middle = _free(x1, x2 - 9, edges, width(carried, SMALL)) if carried else None
            if carried and middle is not None:
                out.append(text(middle, cy - 5, carried, "m", "middle", SMALL))
    arc = cy - deepest / 2 - FRAME - 30
    for a, b, label in skips:
        xa, xb = xs[a], xs[b]
        ya, yb = cy - boxes[a].depth_out / 2, cy - R
        curve = f"M {xa:.1f} {ya:.1f} C {xa:.1f} {arc:.1f}, {xb:.1f} {arc:.1f}, {xb:.1f} {yb - 2:.1f}"
        out.append(f'<path d="{curve}"{painted("skip")}/>' + arrowhead(xb, yb, 0, 1, "skiphead"))
        out.append(text((xa + xb) / 2, 0.25 * ya + 0.75 * arc - 6, label, "m", "middle"))
    first, last = band[0], band[-1]
    right = max(x, xs[last] + boxes[last].along / 2 + 24)
    entry, exit_ = (xs[first] - boxes[first].along / 2, cy, top + 4), (xs[last] + boxes[last].along / 2, cy)
    return "".join(out), right, entry, exit_, low + CARDS * STEP


NOTE = 13.0  # px: the column's small text (the widths, the per-position note), 12 px or more on a phone


def _longest_word(content: str) -> float:
    """How wide the widest piece of `content` a line cannot break inside is (a word; one CJK character)."""
    return max((width(piece.strip()) for piece in Prose(content).tokens), default=0.0)


def column(d: Diagram) -> tuple[str, float, float]:
    """The block top to bottom for a phone, PHONE wide, so that it fills the column at about its own size.

    The flow runs down one line. Each sublayer's title stands in its frame's top left, above its parts and left of
    the flow; the per-position note stands under the stack of copies, left of the flow; the widths are written
    right of the flow where no frame's edge runs, clear of the arrowheads; the residuals run down a lane at the
    right, each label beside its lane. No line crosses a label.
    """
    ffn = [k for s in d.spans if s.per_position for k in range(s.first, s.last + 1)]
    base = max((width(d.nodes[k].label) + 2 * PAD for k in ffn if d.nodes[k].kind == "op"), default=44.0)
    boxes: dict[int, Box] = {}
    for k, n in enumerate(d.nodes):
        if n.kind == "add":
            boxes[k] = Box(2 * R, 2 * R, 2 * R)
        elif k in ffn:
            boxes[k] = Box(32.0, *_depths(d, n, base))
        else:
            w = _along(n)
            boxes[k] = Box(30.0, w, w)
    half = max(max(b.depth_in, b.depth_out) for b in boxes.values()) / 2
    cards = CARDS * STEP if any(s.per_position for s in d.spans) else 0.0
    labels = {k: lines(label, _longest_word(label)) for k, (_, _, label) in enumerate(d.skips)}  # a word a line
    label_w = max((width(line) for said in labels.values() for line in said), default=0.0)
    right = half + FRAME  # a frame's part right of the flow
    left = right + max(0.0, PHONE - (10 + 2 * right + cards + 16 + label_w + 8))  # what is left of the column
    left = max(left, max((_longest_word(s.title) for s in d.spans), default=0.0) + FRAME + 8)  # no word cut
    cx = 10 + left
    lane = cx + right + cards + 10
    room = left - FRAME - 8  # for a title or the note, left of the flow
    titles = {s.first: lines(s.title, room) for s in d.spans}
    note = lines(d.per_position, room, NOTE)
    ys: dict[int, float] = {}
    tops: dict[int, float] = {}
    y = 10.0
    for k in range(len(d.nodes)):
        if k in titles:
            tops[k] = y
            y += FRAME / 2 + len(titles[k]) * FONT * 1.3 + 6
        ys[k] = y + boxes[k].along / 2
        y += boxes[k].along
        end = next((s for s in d.spans if s.last == k), None)
        if end is not None:
            y += FRAME + (cards + len(note) * NOTE * 1.35 + 6 if end.per_position else 0)
        y += GAP * 0.8
    out: list[str] = []
    words: list[str] = []
    edges: list[float] = []  # where a frame's or a copy's edge runs right of the flow
    for s in d.spans:
        top = tops[s.first]
        bottom = ys[s.last] + boxes[s.last].along / 2 + FRAME
        x0, w = cx - left, left + right
        edges += [top, bottom]
        if s.per_position:
            for c in range(CARDS, 0, -1):
                out.append(rect(x0 + c * STEP, top + c * STEP, w, bottom - top, "card", 6, aria_hidden="true"))
                edges += [top + c * STEP, bottom + c * STEP]
            out.append(rect(x0, top, w, bottom - top, "box", 6, aria_hidden="true"))
            for i, said in enumerate(note):
                words.append(text(x0, bottom + cards + NOTE + 2 + i * NOTE * 1.35, said, "m p", size=NOTE))
        out.append(rect(x0, top, w, bottom - top, "frame", 6, aria_hidden="true"))
        for i, said in enumerate(titles[s.first]):
            words.append(text(x0 + FRAME, top + FRAME / 2 + FONT + i * FONT * 1.3, said, "m p"))
    for k, n in enumerate(d.nodes):
        out.append(_shape(n, cx, ys[k], boxes[k], True))
        if k + 1 < len(d.nodes):
            y1, y2 = ys[k] + boxes[k].along / 2, ys[k + 1] - boxes[k + 1].along / 2
            out.append(line(cx, y1, cx, y2 - 2, "flow") + arrowhead(cx, y2, 0, 1))
            carried = _carried(d, k)
            middle = _free(y1, y2 - 9, edges, NOTE) if carried else None
            if carried and middle is not None:
                words.append(text(cx + 7, middle + NOTE * 0.35, carried, "m", size=NOTE))
    for m, (a, b, _) in enumerate(d.skips):
        xa = cx + boxes[a].depth_out / 2
        route = f"M {xa:.1f} {ys[a]:.1f} H {lane:.1f} V {ys[b]:.1f} H {cx + R + 2:.1f}"
        out.append(f'<path d="{route}"{painted("skip")}/>' + arrowhead(cx + R, ys[b], -1, 0, "skiphead"))
        top = (ys[a] + ys[b]) / 2 - (len(labels[m]) - 1) * FONT * 0.65
        words += [text(lane + 6, top + i * FONT * 1.3 + FONT * 0.35, said, "m p") for i, said in enumerate(labels[m])]
    w = max(PHONE, lane + 6 + label_w + 8)
    key, bottom = paragraph(10, y, d.key, w - 20, "m", NOTE)
    return "".join(out + words) + key, w, bottom + 8


__all__ = ["column", "rows"]
