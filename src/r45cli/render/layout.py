"""Layout building blocks with no lesson knowledge: flows, tables, records, bars.

Each is a rich renderable (or builds one) that takes what to show and lays
it out for the width it is given; none computes a value it shows.
"""

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable, Sequence
from contextvars import ContextVar
from typing import TypeVar

from rich.box import Box
from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.segment import Segment
from rich.text import Text

from ..messages import colon
from ..numfmt import fixed
from ..terminal import Clean  # noqa: F401 - the views' name for it
from ..vocab import ARROW, NBSP
from .style import AXIS, BAR_MAX, BOX_EDGES, BULLET, EIGHTHS, STATE_BOX, STYLES, TABLE_COLUMN_GAP, bar_cells
from .wrap import IN_BOX, Prose

T = TypeVar("T")
# While set (to a list), every Fit that falls back to its narrow layout notes itself there: how
# TwoColumns learns whether a panel would still be itself at half the width.
GAVE_WAY: ContextVar[list[object] | None] = ContextVar("gave_way", default=None)


class Flow:
    """Items joined by arrows, wrapped between items and never inside one."""

    def __init__(self, items: Sequence[Text], indent: int = 2):
        self.items = list(items)
        self.indent = indent

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        line = Text(no_wrap=True, overflow="fold")
        for i, item in enumerate(self.items):
            joint = Text(ARROW, style=STYLES["arrow"]) if i else Text()
            if i and line.cell_len + joint.cell_len + item.cell_len > width:
                yield line
                line = Text(" " * self.indent, no_wrap=True, overflow="fold")
                joint = Text(ARROW.lstrip(), style=STYLES["arrow"])
            line.append_text(joint)
            line.append_text(item)
        yield line

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widest = max((item.cell_len for item in self.items), default=0)
        return Measurement(min(widest + self.indent + len(ARROW), options.max_width), options.max_width)


class Rows:
    """A light table for many rows: one wrapping text column, then columns that never wrap.

    rich's Table measures and renders every cell as its own renderable, about
    0.2 ms a cell; `verify` has 140 cells. This lays the rows out directly.
    """

    GAP = 2
    MIN_LABEL = 20  # a narrower text column reads badly: each row becomes a record instead

    def __init__(self, headers: Sequence[str], rows: Sequence[Sequence[str | Text]], header_style: str = "",
                 lang: str = "en", justify: Sequence[str] = ()):
        self.justify = list(justify)  # each column after the label's: "left", or the right (a column of words set
        self.headers = [Text(h, style=header_style) for h in headers]  # on the right had stood out of line in zh)
        self.lang = lang  # a record's `header: value` takes the language's colon
        self.rows = [[cell if isinstance(cell, Text) else Text(cell) for cell in row] for row in rows]

    def _fixed_widths(self) -> list[int]:
        columns = zip(self.headers[1:], *(row[1:] for row in self.rows))
        return [max(cell.cell_len for cell in column) for column in columns]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        fixed_widths = self._fixed_widths()
        rest = sum(fixed_widths) + self.GAP * len(fixed_widths)
        label_width = options.max_width - rest
        if label_width < self.MIN_LABEL:
            yield from self._records(options.max_width)
            return
        gap = " " * self.GAP

        def line(label: Text, cells: Sequence[Text]) -> Text:
            out = Text.assemble(label, " " * (label_width - label.cell_len))
            for k, (cell, width) in enumerate(zip(cells, fixed_widths)):
                left = k < len(self.justify) and self.justify[k] == "left"
                out.append(gap + ("" if left else " " * (width - cell.cell_len)))
                out.append_text(cell)
                out.append(" " * (width - cell.cell_len) if left and k < len(cells) - 1 else "")
            return out

        yield line(self.headers[0], self.headers[1:])
        yield Text("─" * (label_width + rest), style=STYLES["meta"])
        for label, *cells in self.rows:
            wrapped = Prose(label.plain).lines(label_width)
            yield line(Text(wrapped[0], style=label.style), cells)
            for more in wrapped[1:]:
                yield Text(more, style=label.style)

    def _records(self, width: int) -> RenderResult:
        """Each row as its text, then `header: value` pairs on an indented line that wraps between pairs."""
        for label, *cells in self.rows:
            yield Prose(label.plain, str(label.style))
            joined = colon(self.lang).replace(" ", NBSP)  # "把握: 1.00" had an ASCII colon in Chinese
            pairs = [f"{head.plain}{joined}{cell.plain}" if head.plain else cell.plain  # no header: no colon before
                     for head, cell in zip(self.headers[1:], cells) if cell.plain]  # it ("：s1 = f1" opened a line)
            lines: list[str] = []
            for pair in pairs:  # whole pairs to a line: Chinese breaks after a colon (程度：| 快掌握了 was cut)
                if lines and cell_len(f"{lines[-1]}   {pair}") <= width - 2:
                    lines[-1] += f"   {pair}"
                else:
                    lines.append(pair)
            for line in (piece for text in lines for piece in Prose(text).lines(width - 2)):
                yield Text("  " + line.replace(NBSP, " "))

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        rest = sum(self._fixed_widths()) + self.GAP * len(self.headers[1:])
        widest = max((row[0].cell_len for row in self.rows), default=0)
        return Measurement(min(self.MIN_LABEL + rest, options.max_width), min(widest + rest, options.max_width))


FEW_COLOURS = ("standard", "windows")  # rich's colour systems of 16 colours or fewer (TERM=xterm): no orange


class Kept:
    """A renderable whose lines are kept under a key: plain data that says all it shows (a panel of the view model).

    A page is laid out again at each what-if change, at each visit and in each test; its panels that did not change
    copy their lines instead of laying them out anew. Lines are kept per key, width and whether colour is drawn, for
    the last KEEP layouts; whether a layout inside gave way (`Fit`) is kept with them and said again on a copy.
    """

    KEEP = 256
    _kept: "OrderedDict[Hashable, tuple[list[list[Segment]], bool]]" = OrderedDict()

    def __init__(self, key: Hashable, make: Callable[[], RenderableType]):
        self.key, self.make = key, make

    @classmethod
    def forget(cls) -> None:
        """No lines kept: each panel is laid out again when next drawn."""
        cls._kept.clear()

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        key = (self.key, options.max_width, options.ascii_only, console.safe_box,
               console.no_color or console.color_system is None, console.color_system in FEW_COLOURS)
        kept = self._kept.get(key)
        if kept is None:
            token = GAVE_WAY.set([])
            try:
                kept = console.render_lines(self.make(), options.update(height=None), pad=False), bool(GAVE_WAY.get())
            finally:
                GAVE_WAY.reset(token)
            self._kept[key] = kept
            if len(self._kept) > self.KEEP:
                self._kept.popitem(last=False)
        else:
            self._kept.move_to_end(key)
        lines, gave_way = kept
        asking = GAVE_WAY.get()
        if gave_way and asking is not None:
            asking.append(self)
        new_line = Segment.line()
        for line in lines:
            yield from line
            yield new_line


class Aligned:
    """A table whose cells never wrap, drawn as rich's Table(box=SIMPLE_HEAD, pad_edge=False, show_edge=False) draws
    it: the headers and a rule (where a column has a name), the rows, TABLE_COLUMN_GAP cells between columns, each
    column as wide as its widest cell. rich's Table measures and lays out every cell as a renderable of its own:
    half of a state's layout time.

    `justify` is "left", "right" or "center" for each column; a cell keeps its own style over its column's width.
    """

    def __init__(self, headers: Sequence[Text], rows: Sequence[Sequence[Text]], justify: Sequence[str]):
        self.headers, self.rows, self.justify = list(headers), [list(r) for r in rows], list(justify)
        columns = zip(self.headers, *self.rows)
        self.widths = [max(cell.cell_len for cell in column) for column in columns]
        self.width = sum(self.widths) + TABLE_COLUMN_GAP * (len(self.widths) - 1)

    @staticmethod
    def _set(cell: Text, width: int, justify: str) -> Text:
        out = cell.copy()
        room = width - out.cell_len
        if justify == "right":
            out.pad_left(room)
        elif justify == "center":
            out.pad_left(room // 2)
            out.pad_right(room - room // 2)
        else:
            out.pad_right(room)
        return out

    def _line(self, cells: Sequence[Text]) -> Text:
        gap = " " * TABLE_COLUMN_GAP
        return Text(gap).join(self._set(c, w, j) for c, w, j in zip(cells, self.widths, self.justify))

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if any(h.plain for h in self.headers):  # columns that need no names have no header row, nor its rule
            yield self._line(self.headers)
            yield Text("─" * self.width)
        for row in self.rows:
            yield self._line(row)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement(self.width, self.width)


class Boxed:
    """A box round a body, one column of space inside each side: what rich's Panel(padding=(0, 1)) draws, laid out in
    one pass (Panel lays its body out inside a Padding, which lays it out again: a pane of nested boxes paid twice)."""

    def __init__(self, body: RenderableType, box: Box = STATE_BOX):
        self.body, self.box = body, box

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        edges = self.box.substitute(options, safe=console.safe_box)
        in_box = IN_BOX.set(True)  # a URL too wide is cut, where a terminal would have wrapped it
        try:
            inside = options.update(width=max(width - BOX_EDGES, 1), height=None)
            lines = console.render_lines(self.body, inside, pad=True)
        finally:
            IN_BOX.reset(in_box)
        left, right, new_line = Segment(f"{edges.mid_left} "), Segment(f" {edges.mid_right}"), Segment.line()
        yield Segment(edges.get_top([width - 2]))
        yield new_line
        for line in lines:
            yield left
            yield from line
            yield right
            yield new_line
        yield Segment(edges.get_bottom([width - 2]))
        yield new_line

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        width = Measurement.get(console, options.update_width(max(options.max_width - 4, 1)), self.body).maximum + 4
        return Measurement(width, width)


def titled(body: RenderableType, title: str | RenderableType) -> Boxed:
    """A boxed section. The title is the first line inside, so it wraps (as prose) instead of being cut."""
    heading = Prose(title, STYLES["heading"]) if isinstance(title, str) else title
    return Boxed(Group(heading, body))


class Hung:
    """Prose after a marker (a bullet, `f1 = `, ` = `) whose wrapped lines hang under the text, not the marker; a
    URL keeps a line of its own."""

    def __init__(self, marker: str, text: str, style: str = "", marker_style: str | None = None):
        self.marker, self.prose = Text(marker, style if marker_style is None else marker_style), Prose(text, style)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        pad = self.marker.cell_len
        narrower = options.update_width(max(options.max_width - pad, 1))
        for k, line in enumerate(self.prose.__rich_console__(console, narrower)):
            assert isinstance(line, Text)
            out = Text.assemble(self.marker if k == 0 else " " * pad, line)
            out.no_wrap, out.overflow = line.no_wrap, line.overflow  # a URL line stays whole
            yield out

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        width = Measurement.get(console, options, self.prose)
        return Measurement(width.minimum + self.marker.cell_len, width.maximum + self.marker.cell_len)


class InColour:
    """A renderable drawn only where colour is: a legend of shades says nothing on a console without it (TERM=dumb,
    NO_COLOR, a pipe); `few`, in its place on a console of 16 colours or fewer, whose colours it names."""

    def __init__(self, renderable: RenderableType, few: RenderableType | None = None):
        self.renderable, self.few = renderable, few

    def _drawn(self, console: Console) -> RenderableType | None:
        if console.no_color or console.color_system is None:
            return None
        few = console.color_system in FEW_COLOURS and self.few is not None
        return self.few if few else self.renderable

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        drawn = self._drawn(console)
        if drawn is not None:
            yield drawn

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        drawn = self._drawn(console)
        return Measurement(0, 0) if drawn is None else Measurement.get(console, options, drawn)


def bullets(texts: Iterable[str], style: str = "") -> Group:
    """A bulleted list whose wrapped lines hang under the text, not the bullet."""
    return Group(*(Hung(BULLET, text, style, marker_style="") for text in texts))


class Fit:
    """A layout that never wraps, or a narrower fallback when it would not fit.

    `width` is the wide layout's natural width when the caller knows it (as
    data_table does, cheaply); otherwise it is measured, which costs about as
    much as rendering. Number tables fall back to one line per row (see
    `records`), so a number is never cut to fit a narrow terminal.
    """

    ROOMY = 10_000  # measured this wide, a layout that never wraps reports its natural width

    def __init__(self, wide: RenderableType, narrow: RenderableType, width: int | None = None):
        self.wide, self.narrow, self.width = wide, narrow, width

    def choose(self, console: Console, options: ConsoleOptions) -> RenderableType:
        natural = self.width
        if natural is None:
            natural = Measurement.get(console, options.update_width(self.ROOMY), self.wide).maximum
        if natural <= options.max_width:
            return self.wide
        gave_way = GAVE_WAY.get()
        if gave_way is not None:
            gave_way.append(self)  # someone is asking whether a layout had to give way at this width
        return self.narrow

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.choose(console, options)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.choose(console, options))


def natural_width(headers: Sequence[str], rows: Sequence[Sequence[str | Text]]) -> int:
    """A number table's width with no cell wrapped: the widest cell of each column, and the gaps between."""
    widths = [max(cell_len(c if isinstance(c, str) else c.plain) for c in column) for column in zip(headers, *rows)]
    return sum(widths) + TABLE_COLUMN_GAP * (len(widths) - 1)


class SignedBars:
    """Labelled values as bars from one shared axis: left for negative, right for positive.

    The bars take what width is left after the labels and numbers, up to
    BAR_MAX cells a side, drawn to an eighth of a cell; the last line marks
    the scale (−max, 0, +max). A row of None is a gap between groups. In
    colour, a leftward bar's partial cell is the mirrored glyph in reverse
    video; without colour (no reverse) it is rounded to what a font can draw.
    """

    def __init__(self, rows: Sequence[tuple[str, float] | None], scale: float):
        self.rows, self.scale = list(rows), scale

    def _columns(self) -> tuple[int, int]:
        shown = [r for r in self.rows if r is not None]
        return max(cell_len(label) for label, _ in shown), max(cell_len(fixed(x)) for _, x in shown)

    def _left(self, fraction: float, half: int, plain: bool) -> Text:
        if plain:
            cells = bar_cells(fraction, half, leftward=True)
            return Text.assemble(" " * (half - cell_len(cells)), (cells, STYLES["bar.negative"]))
        eighths = round(max(0.0, min(1.0, fraction)) * half * 8)
        full, part = divmod(eighths, 8)
        out = Text(" " * (half - full - (1 if part else 0)))
        if part:
            # the empty left of the cell, reversed
            out.append(EIGHTHS[8 - part], style=f"{STYLES['bar.negative']} reverse")
        out.append("█" * full, style=STYLES["bar.negative"])
        return out

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        label_w, num_w = self._columns()
        half = max(1, min(BAR_MAX, (options.max_width - label_w - num_w - 3) // 2))
        plain = console.no_color or console.color_system is None
        for row in self.rows:
            if row is None:
                yield Text("")
                continue
            label, x = row
            fraction = abs(x) / self.scale if self.scale else 0.0
            left = self._left(fraction, half, plain) if x < 0 else Text(" " * half)
            right = Text(bar_cells(fraction, half) if x > 0 else "", style=STYLES["bar.positive"])
            shown = fixed(x).rjust(num_w)
            yield Text.assemble((label.ljust(label_w), STYLES["meta"]), " ", shown, " ", left, (AXIS, STYLES["axis"]),
                                right)
        yield self._scale_line(label_w + num_w + 2, half)

    def _scale_line(self, indent: int, half: int) -> Text:
        if fixed(self.scale) == fixed(0.0):  # every value 0 (a what-if u of zeros): "−0.000000 0 +0.000000" (h349)
            return Text(" " * (indent + half) + "0", style=STYLES["axis"])
        low, high = f"−{fixed(self.scale)}", f"+{fixed(self.scale)}"
        if cell_len(low) + 1 > half or cell_len(high) > half:  # too narrow to mark both ends: the scale, and 0
            said = f"±{fixed(self.scale)} 0"  # under the bars' axis (seen 8 cells to its left, then as "0 │" 2 cells)
            return Text(" " * max(0, indent + half + 1 - cell_len(said)) + said, style=STYLES["axis"])
        line = " " * indent + low + " " * (half - cell_len(low)) + "0" + " " * (half - cell_len(high)) + high
        return Text(line, style=STYLES["axis"])

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        label_w, num_w = self._columns()
        return Measurement(label_w + num_w + 5, min(label_w + num_w + 3 + 2 * BAR_MAX, options.max_width))
