"""Panels side by side where the pane is wide: the full screen's two columns."""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.segment import Segment

from .layout import GAVE_WAY

TWO_COLUMNS = 100  # from this many columns of pane (a terminal of about 120), panels may stand in two columns
COLUMN_GAP = 1


class TwoColumns:
    """Panels in reading order; where the pane is wide, neighbours that each fit half of it stand side by side.

    A panel fits half when its content's natural width does: a table that would have to turn into one record
    a row keeps the whole width. A run of panels that fit is split into a left and a right column of about
    equal height, the left read first.
    """

    def __init__(self, items: list[RenderableType], from_width: int = TWO_COLUMNS):
        self.items, self.from_width = items, from_width

    def _at_half(self, console: Console, options: ConsoleOptions, item: RenderableType, half: int) -> list | None:
        token = GAVE_WAY.set([])
        try:
            lines = console.render_lines(item, options.update_width(half), pad=True)
            return None if GAVE_WAY.get() else lines
        finally:
            GAVE_WAY.reset(token)

    def _pair(self, run: list, half: int, width: int) -> RenderResult:
        if len(run) < 2:
            yield run[0][0]
            return
        heights = [len(lines) for _, lines in run]
        split = min(range(1, len(run)), key=lambda k: abs(sum(heights[:k]) - sum(heights[k:])))
        left = [line for _, lines in run[:split] for line in lines]
        right = [line for _, lines in run[split:] for line in lines]
        blank, gap = [Segment(" " * half)], Segment(" " * (width - 2 * half))  # the right column ends where a
        for k in range(max(len(left), len(right))):  # whole-width panel does (it had ended a column short)
            yield from left[k] if k < len(left) else blank
            yield gap
            yield from right[k] if k < len(right) else blank
            yield Segment.line()

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if options.max_width < self.from_width:
            yield Group(*self.items)
            return
        width = options.max_width
        half = (width - COLUMN_GAP) // 2
        run: list = []
        for item in self.items:
            lines = self._at_half(console, options, item, half)  # each panel is laid out once, and kept
            if lines is not None:
                run.append((item, lines))
                continue
            if run:
                yield from self._pair(run, half, width)
                run = []
            yield item
        if run:
            yield from self._pair(run, half, width)
