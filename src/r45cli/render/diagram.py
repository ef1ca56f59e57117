"""The encoder block in the terminal: its parts in a row, each residual's ⊕, and the skip connection drawn to it.

    x → head 1 ‖ head 2 → W_O → ⊕ → LayerNorm → u → W1 → ReLU → W2 → ⊕ → LayerNorm → z
    ╰───────── x ──────────────╯                  ╰──────── u ───────╯

Where the whole row does not fit, it is cut where a residual begins (the
tensor there is drawn at the end of one row and the start of the next), and
a row that is still too wide carries its tail on to a line of its own after
the ⊕. Where not even a residual's own span fits, the parts flow on as
words and each ⊕ is written `+x`: nothing is ever cut.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text

from ..vocab import ADD, ARROW
from .layout import Flow
from .style import HIGHLIGHT_MARKS, STYLES

PLUS = ADD
ARC = ("╰", "─", "╯")


class Box(NamedTuple):
    """One part as the diagram draws it."""

    label: str  # a part's own label (for a ⊕, what it would say as words: +x)
    lit: bool  # part of this state
    adds: int | None = None  # for a residual's ⊕: the index of the part it adds back

    @property
    def shown(self) -> str:
        body = PLUS if self.adds is not None else self.label
        return f"{HIGHLIGHT_MARKS[0]}{body}{HIGHLIGHT_MARKS[1]}" if self.lit else body


class BlockDiagram:
    """A row (or rows) of boxes joined by arrows, with each skip connection drawn under its span."""

    def __init__(self, boxes: Sequence[Box]):
        self.boxes = list(boxes)

    def _item(self, box: Box) -> Text:
        return Text(box.shown, style=STYLES["highlight"] if box.lit else STYLES["part"])

    def _width(self, start: int, stop: int) -> int:
        return sum(cell_len(b.shown) for b in self.boxes[start:stop]) + cell_len(ARROW) * (stop - start - 1)

    def _rows(self, width: int) -> list[tuple[int, int]]:
        """[start, stop) ranges of parts, one a row: all in one, else cut where each later residual begins."""
        n = len(self.boxes)
        if self._width(0, n) <= width:
            return [(0, n)]
        cuts = sorted({b.adds for b in self.boxes if b.adds is not None} - {0})
        bounds = [0, *cuts, n - 1]
        return [(bounds[k], bounds[k + 1] + 1) for k in range(len(bounds) - 1)]

    def _row(self, start: int, stop: int, width: int) -> list[Text]:
        """One row: its line of parts, the arc under each residual whose span it holds, and any tail."""
        ends = [k for k in range(start, stop)
                if self.boxes[k].adds is not None and self.boxes[k].adds >= start]  # type: ignore[operator]
        head_stop = stop if self._width(start, stop) <= width or not ends else ends[-1] + 1
        if self._width(start, head_stop) > width:
            return []  # not even the span fits: the caller flows words instead
        line, centres = Text(no_wrap=True), {}
        for k in range(start, head_stop):
            if k > start:
                line.append(ARROW, style=STYLES["arrow"])
            centres[k] = line.cell_len + cell_len(self.boxes[k].shown) // 2
            line.append_text(self._item(self.boxes[k]))
        arcs = [" "] * (line.cell_len + 1)
        for k in ends:
            if k >= head_stop:
                continue
            left, right = centres[self.boxes[k].adds], centres[k]  # type: ignore[index]
            arcs[left], arcs[right] = ARC[0], ARC[2]
            for c in range(left + 1, right):
                arcs[c] = ARC[1]
            name = f" {self.boxes[self.boxes[k].adds].label} "  # type: ignore[index]
            middle = (left + right - cell_len(name)) // 2 + 1
            if right - left > cell_len(name) + 1:
                arcs[middle : middle + len(name)] = list(name)
        lines = [line, Text("".join(arcs).rstrip(), style=STYLES["arrow"], no_wrap=True)]
        if head_stop < stop:  # the tail, after the ⊕, on a line of its own
            tail = Text(ARROW.lstrip(), style=STYLES["arrow"], no_wrap=True)
            for k in range(head_stop, stop):
                if k > head_stop:
                    tail.append(ARROW, style=STYLES["arrow"])
                tail.append_text(self._item(self.boxes[k]))
            if tail.cell_len > width:
                return []
            lines.append(tail)
        return lines

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        rows = [self._row(start, stop, width) for start, stop in self._rows(width)]
        if all(rows):
            for row in rows:
                yield from row
            return
        words = [Text(b.label if b.adds is not None and not b.lit else b.shown.replace(PLUS, b.label),
                      style=STYLES["highlight"] if b.lit else STYLES["part"]) for b in self.boxes]
        yield from Flow(words).__rich_console__(console, options)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widest = max((cell_len(b.label) for b in self.boxes), default=0) + 4
        return Measurement(min(widest, options.max_width), min(self._width(0, len(self.boxes)), options.max_width))
