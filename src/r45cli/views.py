"""Rich renderables for the lesson: states, the state list, the verify table.

Views lay out what they are given (a Lesson, a Trace, Check rows) and do no
arithmetic of their own. Every number goes through numfmt; every style and
layout constant is at the top of this file.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

import numpy as np
from rich import box
from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .derive import expression
from .lesson import PANEL_KINDS, QUIZ_SETS, Lesson, State
from .lesson import Panel as PanelSpec
from .messages import say
from .numfmt import DECIMALS, coefficient, fixed
from .trace import Trace

if TYPE_CHECKING:  # only for annotations: `show` should not load the quiz, lab or verify code
    from . import quiz
    from .checks import Check
    from .derive import Step
    from .lab import Comparison, Experiment, Fact
    from .lesson import Question
    from .progress import Progress

STYLES = {
    "title": "bold cyan",
    "meta": "dim",
    "highlight": "bold reverse",
    "part": "",
    "arrow": "dim",
    "number": "",
    "zeroed": "red",
    "kept": "green",
    "pass": "bold green",
    "fail": "bold red",
    "heading": "bold",
    "note": "italic",
    "default": "yellow",
    "changed": "bold yellow",
    "bar.negative": "red",
    "bar.positive": "green",
    "right": "bold green",
    "wrong": "yellow",
}
# Weight matrices: background by sign and size (|w| up to 1 and beyond), text unchanged.
WEIGHT_SHADES = {
    "negative": ("on #3a1a1a", "on #5c2020", "on #8a2a2a"),
    "positive": ("on #1a3a1a", "on #205c20", "on #2a8a2a"),
}
BAR_WIDTH = 12  # cells on each side of the axis
BAR, AXIS = "█", "│"
CHANGED_MARK = "*"  # marks a changed value without colour
ZEROED_MARK, KEPT_MARK = "✗", "✓"  # what ReLU did to a channel, readable without colour
STATE_BOX = box.ROUNDED
TABLE_BOX = box.SIMPLE_HEAD
TABLE_COLUMN_GAP = 3  # between two columns of a TABLE_BOX table: cell padding 1 + 1, and the box's separator
ARROW = " → "
HIGHLIGHT_MARKS = ("[", "]")  # keep the highlighted parts visible without colour
BULLET = "• "
VISIBILITY_POSITIONS = 3  # size of the "who reads whom" grids
SEEN, UNSEEN = "●", "·"

VECTOR_LABELS = {
    "u": "u",
    "a": "a = uW1+b1",
    "h": "h = ReLU(a)",
    "f": "f = hW2+b2",
    "s": "s = u+f",
    "z": "z = LN(s)",
}
MATRIX_AXES = {"W1": ("u", "a"), "W2": ("h", "f"), "W_O": ("concat", "attn")}  # (rows, columns) name the vectors
DEMO_MATRICES = ("W_O",)  # matrices of the demonstration sequence, labelled as such
SEQUENCE_LABELS = {
    "x": "x",
    "concat": "concat(head 1, head 2)",
    "attention": "attention = concat W_O + b_O",
    "u": "u = LN(x + attention)",
    "a": "a = uW1+b1",
    "h": "h = ReLU(a)",
    "f": "f = hW2+b2",
    "s": "s = u+f",
    "z": "z = LN(s)",
}
SEQUENCE_COLUMNS = {"concat": "c", "attention": "attn"}  # column prefixes; others use the name
# Attention-weight heatmap: background by weight, from none (near 0) to bright (near 1).
HEAT_STYLES = ("", "on grey23", "on grey37", "on grey50", "on grey70")


class View(NamedTuple):
    lesson: Lesson
    trace: Trace
    lang: str

    def say(self, key: str, /, **values: object) -> str:
        return say(key, self.lang, **values)


# --------------------------------------------------------------------------- building blocks


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


# A CJK character (with any closing punctuation after it) may end a line;
# other text breaks only at spaces. (Plain code, not a regex: a character
# class over these ranges takes about 5 ms to compile, at every start.)
CJK_RANGES = ((0x2E80, 0x9FFF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF), (0x3000, 0x303F))
CLOSING = set("，。、；：！？）」』】》”’")
NBSP = "\u00a0"


def is_cjk(ch: str) -> bool:
    if ch < "\u2e80":  # all of ASCII and Latin: the common case, decided at once
        return False
    code = ord(ch)
    return any(lo <= code <= hi for lo, hi in CJK_RANGES)


def breakable(ch: str) -> bool:
    """A space a line may break at; a no-break space (NBSP) keeps its neighbours together."""
    return ch.isspace() and ch != NBSP


def tokens(text: str) -> list[str]:
    """Pieces a line may break between: a CJK character, a word with its trailing spaces, or spaces."""
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        j = i + 1
        if is_cjk(text[i]):
            while j < n and text[j] in CLOSING:
                j += 1
        elif breakable(text[i]):
            while j < n and breakable(text[j]):
                j += 1
        else:
            while j < n and not breakable(text[j]) and not is_cjk(text[j]):
                j += 1
            while j < n and breakable(text[j]):
                j += 1
        out.append(text[i:j])
        i = j
    return out


class Prose:
    """A paragraph that wraps Chinese between characters and other text between words."""

    def __init__(self, text: str, style: str = ""):
        self.tokens = tokens(text)
        self.style = style

    def lines(self, width: int) -> list[str]:
        lines: list[str] = []
        line, used = "", 0  # the line so far, and its width without trailing spaces
        for token in self.tokens:
            body = token.rstrip()
            if line and used + (cell_len(line) - cell_len(line.rstrip())) + cell_len(body) > width:
                lines.append(line.rstrip())
                line = token.lstrip()
            else:
                line += token
            used = cell_len(line.rstrip())
        return [*lines, line.rstrip()]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for line in self.lines(options.max_width):
            yield Text(line.replace(NBSP, " "), style=self.style, overflow="fold")  # kept together, shown as a space

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widest = max((cell_len(t.strip()) for t in self.tokens), default=0)
        return Measurement(min(widest, options.max_width), min(cell_len("".join(self.tokens)), options.max_width))


class Rows:
    """A light table for many rows: one wrapping text column, then columns that never wrap.

    rich's Table measures and renders every cell as its own renderable, about
    0.2 ms a cell; `verify` has 140 cells. This lays the rows out directly.
    """

    GAP = 2

    def __init__(self, headers: Sequence[str], rows: Sequence[Sequence[str | Text]], header_style: str = ""):
        self.headers = [Text(h, style=header_style) for h in headers]
        self.rows = [[cell if isinstance(cell, Text) else Text(cell) for cell in row] for row in rows]

    def _fixed_widths(self) -> list[int]:
        columns = zip(self.headers[1:], *(row[1:] for row in self.rows))
        return [max(cell.cell_len for cell in column) for column in columns]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        fixed = self._fixed_widths()
        rest = sum(fixed) + self.GAP * len(fixed)
        label_width = max(options.max_width - rest, 8)
        gap = " " * self.GAP

        def line(label: Text, cells: Sequence[Text]) -> Text:
            out = Text.assemble(label, " " * (label_width - label.cell_len))
            for cell, width in zip(cells, fixed):
                out.append(gap + " " * (width - cell.cell_len))
                out.append_text(cell)
            return out

        yield line(self.headers[0], self.headers[1:])
        yield Text("─" * (label_width + rest), style=STYLES["meta"])
        for label, *cells in self.rows:
            wrapped = Prose(label.plain).lines(label_width)
            yield line(Text(wrapped[0], style=label.style), cells)
            for more in wrapped[1:]:
                yield Text(more, style=label.style)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        rest = sum(self._fixed_widths()) + self.GAP * len(self.headers[1:])
        widest = max((row[0].cell_len for row in self.rows), default=0)
        return Measurement(min(8 + rest, options.max_width), min(widest + rest, options.max_width))


def num(x: float) -> Text:
    return Text(fixed(x), style=STYLES["number"])


def coefficients_text(values: Iterable[float]) -> str:
    return "(" + ", ".join(coefficient(v) for v in values) + ")"


def titled(body: RenderableType, title: str | Text) -> Panel:
    """A boxed section. The title is the first line inside, so it wraps instead of being cut."""
    heading = title if isinstance(title, Text) else Text(title, style=STYLES["heading"])
    return Panel(Group(heading, body), box=STATE_BOX, padding=(0, 1))


def bullets(texts: Iterable[str], style: str = "") -> Table:
    """A bulleted list whose wrapped lines hang under the text, not the bullet."""
    grid = Table.grid()
    grid.add_column(no_wrap=True)
    grid.add_column()
    for text in texts:
        grid.add_row(BULLET, Prose(text, style))
    return grid


def number_table(headers: Sequence[str], labels: int = 1) -> Table:
    """A borderless table: `labels` label columns, then right-aligned columns that never wrap."""
    table = Table(box=TABLE_BOX, pad_edge=False, show_edge=False, expand=False)
    for header in headers[:labels]:
        table.add_column(header, no_wrap=True, style=STYLES["meta"])
    for header in headers[labels:]:
        table.add_column(header, justify="right", no_wrap=True)
    return table


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
        return self.wide if natural <= options.max_width else self.narrow

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.choose(console, options)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.choose(console, options))


def _plain(cell: str | Text) -> str:
    return cell.plain if isinstance(cell, Text) else cell


def records(headers: Sequence[str], rows: Sequence[Sequence[str | Text]], labels: int = 1) -> Group:
    """Each row as one wrapping line, `label: header value · header value`."""
    lines = []
    for row in rows:
        label = " ".join(_plain(c) for c in row[:labels])
        pairs = [f"{h}{NBSP}{_plain(c)}".strip(NBSP) for h, c in zip(headers[labels:], row[labels:]) if _plain(c)]
        lines.append(Prose(f"{label}: " + " · ".join(pairs)))
    return Group(*lines)


def data_table(
    headers: Sequence[str], rows: Sequence[Sequence[str | Text]], *, labels: int = 1, short: Sequence[str] | None = None
) -> Fit:
    """`labels` label columns, then right-aligned number columns; one line a row when too narrow.

    No column wraps; `short` names the columns in the one-line-a-row layout.
    """
    table = number_table(headers, labels)
    for row in rows:
        table.add_row(*row)
    widths = [max(cell_len(_plain(cell)) for cell in column) for column in zip(headers, *rows)]
    natural = sum(widths) + TABLE_COLUMN_GAP * (len(widths) - 1)
    return Fit(table, records(short or headers, rows, labels), natural)


# --------------------------------------------------------------------------- the diagram


def diagram(v: View, state: State) -> Panel:
    items = []
    for part in v.lesson.diagram:
        if part.id in state.highlight:
            left, right = HIGHLIGHT_MARKS
            items.append(Text(f"{left}{part.label}{right}", style=STYLES["highlight"]))
        else:
            items.append(Text(part.label, style=STYLES["part"]))
    caption = Text(v.say("highlighted"), style=STYLES["meta"])
    return titled(Group(Flow(items), caption), v.say("diagram"))


# --------------------------------------------------------------------------- panels


def vectors_panel(v: View, spec: PanelSpec) -> RenderableType:
    columns = [v.trace.vector(name) for name in spec.of]
    headers = [v.say("component"), *(VECTOR_LABELS[name] for name in spec.of)]
    rows = [[str(j + 1), *(num(c[j]) if j < len(c) else Text("") for c in columns)] for j in range(max(len(c) for c in columns))]
    return titled(data_table(headers, rows, short=["", *spec.of]), v.say("vectors"))


def matrix_panel(v: View, spec: PanelSpec) -> RenderableType:
    panels = []
    for name in spec.of:
        W = v.trace.matrix(name)
        rows_of, cols_of = MATRIX_AXES[name]
        headers = ["", *(f"{cols_of}{j + 1}" for j in range(W.shape[1]))]
        table = data_table(headers, [[f"{rows_of}{i + 1}", *(Text(coefficient(x), style=weight_shade(x)) for x in row)] for i, row in enumerate(W)])
        title = v.say("matrix", name=name, rows=W.shape[0], cols=W.shape[1], inp=rows_of, out=cols_of)
        if name in DEMO_MATRICES:
            title += f" · {v.lesson.demo.label(v.lang)}"
        panels.append(titled(table, title))
    return Group(*panels)


def hidden_panel(v: View, spec: PanelSpec) -> RenderableType:
    t = v.trace
    a, h = t.vector("a"), t.vector("h")
    table = number_table(["j"])
    table.add_column(v.say("built_from"), min_width=4)  # may wrap between terms at narrow widths
    table.add_column("a", justify="right", no_wrap=True)
    table.add_column("h", justify="right", no_wrap=True)
    table.add_column("", no_wrap=True)
    for j, channel in enumerate(t.a_channels):
        zeroed = j in t.zeroed
        mark = Text(ZEROED_MARK if zeroed else KEPT_MARK, style=STYLES["zeroed" if zeroed else "kept"])
        table.add_row(str(j + 1), expression(channel, "u"), num(a[j]), num(h[j]), mark)
    legend = Text(f"{ZEROED_MARK} {v.say('relu_zeroed')} · {KEPT_MARK} {v.say('relu_kept')}", style=STYLES["meta"])
    lines = [Text(v.say("negated", a=f"a{i + 1}", b=f"a{j + 1}")) for i, j in t.negated]
    names = ", ".join(f"h{j + 1}" for j in t.zeroed)
    lines.append(Text(v.say("zeroed_summary", names=names) if t.zeroed else v.say("none_zeroed")))
    return titled(Group(table, legend, *lines), v.say("hidden"))


def composition_panel(v: View, spec: PanelSpec) -> RenderableType:
    t = v.trace
    h, f = t.vector("h"), t.vector("f")
    lines = []
    for j, channel in enumerate(t.f_channels):
        name = f"f{j + 1}"
        pad = " " * len(name)
        lines.append(Text(f"{name} = {expression(channel, 'h')}"))
        lines.append(Text(f"{pad} = {expression(channel, 'h', h)}", style=STYLES["meta"]))
        lines.append(Text.assemble(f"{pad} = ", num(f[j])))
    lines.append(Text(v.say("same_network"), style=STYLES["note"]))
    return titled(Group(*lines), v.say("composition"))


def layernorm_panel(v: View, spec: PanelSpec) -> RenderableType:
    t = v.trace
    table = Table.grid(padding=(0, 2))
    table.add_column(style=STYLES["meta"])
    table.add_column(no_wrap=True)
    table.add_row(v.say("mean"), num(t.mean))
    table.add_row(v.say("variance"), num(t.var))
    table.add_row("eps", f"{t.ln.eps:g}")
    table.add_row(v.say("std"), num(t.std))
    table.add_row("gamma", coefficients_text(t.ln.gamma))
    table.add_row("beta", coefficients_text(t.ln.beta))
    return titled(table, v.say("layernorm"))


def scopes_panel(v: View, spec: PanelSpec) -> RenderableType:
    table = Table(box=TABLE_BOX, pad_edge=False, show_edge=False)
    table.add_column(v.say("scope"), no_wrap=True, style=STYLES["heading"])
    table.add_column(v.say("parts"), ratio=1)
    table.add_column("", ratio=2)
    for scope, text in v.lesson.scopes.items():
        parts = ", ".join(p.label for p in v.lesson.diagram if p.scope == scope)
        table.add_row(v.say(f"scope.{scope}"), Prose(parts), Prose(text(v.lang), STYLES["meta"]))
    return titled(table, v.say("scopes"))


def visibility_panel(v: View, spec: PanelSpec) -> RenderableType:
    n = VISIBILITY_POSITIONS
    attention = reads_grid(v.say("attention"), n, lambda i, j: True)
    ffn = reads_grid(v.say("ffn"), n, lambda i, j: i == j)
    side_by_side = Table.grid(padding=(0, 4))
    side_by_side.add_row(attention, ffn)
    grids = Fit(side_by_side, Group(attention, Text(""), ffn))
    scopes = bullets(f"{v.say(f'scope.{s}')}: {text(v.lang)}" for s, text in v.lesson.scopes.items())
    notes = [Text(v.say("visibility_note"), style=STYLES["note"]), Text(v.say("stacks", d=len(v.trace.vector("z"))))]
    return titled(Group(grids, scopes, *notes), v.say("visibility", n=n))


def reads_grid(title: str, n: int, sees: Callable[[int, int], bool]) -> Table:
    """Row i reads column j where marked."""
    grid = number_table([title, *(str(j + 1) for j in range(n))])
    for i in range(n):
        grid.add_row(str(i + 1), *(SEEN if sees(i, j) else UNSEEN for j in range(n)))
    return grid


def residual_panel(v: View, spec: PanelSpec) -> RenderableType:
    t = v.trace
    if not t.negative_inputs:
        return titled(Text(v.say("no_negative")), v.say("residual"))
    u, f, z = t.vector("u"), t.vector("f"), t.vector("z")
    headers = [v.say("component"), "u", "f", "z", v.say("sign_kept")]
    rows = []
    for j in t.negative_inputs:
        kept = bool(z[j] < 0)
        rows.append([str(j + 1), num(u[j]), num(f[j]), num(z[j]), Text("✓" if kept else "✗", style=STYLES["pass" if kept else "fail"])])
    return titled(data_table(headers, rows), v.say("residual"))


def formula_panel(v: View, spec: PanelSpec) -> RenderableType:
    p = v.trace.ffn
    d_in, d_hidden = p.W1.shape
    chain = [
        Text(f"u_i ({d_in})"),
        Text(f"W1 ({d_in}×{d_hidden}), b1 ({d_hidden})"),
        Text("ReLU"),
        Text(f"h_i ({d_hidden})"),
        Text(f"W2 ({d_hidden}×{p.W2.shape[1]}), b2 ({p.W2.shape[1]})"),
        Text(f"f_i ({p.W2.shape[1]})"),
    ]
    lines: list[RenderableType] = [
        Text("f_i = ReLU(u_i W1 + b1) W2 + b2", style=STYLES["heading"]),
        Flow(chain),
        Text(v.say("per_position")),
    ]
    if v.trace.zero_biases:
        lines.append(Text(v.say("zero_biases"), style=STYLES["meta"]))
    return titled(Group(*lines), v.say("formula"))


def weight_shade(w: float) -> str:
    """Background for a weight: red for negative, green for positive, deeper with size."""
    if w == 0:
        return ""
    shades = WEIGHT_SHADES["negative" if w < 0 else "positive"]
    return shades[min(len(shades) - 1, int(abs(w) * len(shades)))]


class SignedBars:
    """Labelled values as bars from a shared axis: left for negative, right for positive.

    The bars take what width is left after the labels and numbers, up to
    BAR_WIDTH cells a side, so the view fits any terminal from 40 columns up.
    """

    def __init__(self, rows: Sequence[tuple[str, float]], scale: float):
        self.rows, self.scale = rows, scale

    def _columns(self) -> tuple[int, int]:
        return max(cell_len(label) for label, _ in self.rows), max(cell_len(fixed(x)) for _, x in self.rows)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        label_w, num_w = self._columns()
        half = max(1, min(BAR_WIDTH, (options.max_width - label_w - num_w - 3) // 2))
        for label, x in self.rows:
            cells = round(abs(x) / self.scale * half) if self.scale else 0
            left = " " * (half - cells) + BAR * cells if x < 0 else " " * half
            right = BAR * cells if x > 0 else ""
            yield Text.assemble(
                (label.ljust(label_w), STYLES["meta"]), " ", fixed(x).rjust(num_w), " ",
                (left, STYLES["bar.negative"]), AXIS, (right, STYLES["bar.positive"]),
            )

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        label_w, num_w = self._columns()
        return Measurement(label_w + num_w + 5, min(label_w + num_w + 3 + 2 * BAR_WIDTH, options.max_width))


def bars_panel(v: View, spec: PanelSpec) -> RenderableType:
    vectors = {name: v.trace.vector(name) for name in spec.of}
    scale = max(float(abs(x).max()) for x in vectors.values())
    rows = [(f"{name}{j + 1}", float(x)) for name, values in vectors.items() for j, x in enumerate(values)]
    return titled(SignedBars(rows, scale), v.say("bars"))


def heat(weight: float) -> str:
    """The background style for an attention weight in [0, 1]."""
    top = len(HEAT_STYLES) - 1
    return HEAT_STYLES[min(top, max(0, round(weight * top)))]


def position_table(values: np.ndarray, column: str, first: str) -> Fit:
    """One row per position, one column per component."""
    headers = [first, *(f"{column}{j + 1}" for j in range(values.shape[1]))]
    return data_table(headers, [[str(i + 1), *(num(x) for x in row)] for i, row in enumerate(values)])


def attention_panel(v: View, spec: PanelSpec) -> RenderableType:
    demo = v.trace.demo
    blocks: list[RenderableType] = [Text(v.say("attention_note"), style=STYLES["meta"])]
    for k, weights in enumerate(demo.weights):
        n = weights.shape[1]
        headers = ["i", *(f"j={j + 1}" for j in range(n))]
        grid = data_table(headers, [[str(i + 1), *(Text(fixed(w), style=heat(w)) for w in row)] for i, row in enumerate(weights)])
        blocks.append(Text(v.say("head_weights", k=k + 1), style=STYLES["heading"]))
        blocks.append(grid)
        blocks.append(Text(v.say("head_output", k=k + 1), style=STYLES["heading"]))
        blocks.append(position_table(demo.head_outputs[k], "o", v.say("position")))
    return titled(Group(*blocks), f"{v.say('attention_title')} · {v.lesson.demo.label(v.lang)}")


def sequence_panel(v: View, spec: PanelSpec) -> RenderableType:
    blocks: list[RenderableType] = []
    for name in spec.of:
        blocks.append(Text(SEQUENCE_LABELS[name], style=STYLES["heading"]))
        blocks.append(position_table(v.trace.sequence(name), SEQUENCE_COLUMNS.get(name, name), v.say("position")))
    return titled(Group(*blocks), f"{v.say('sequence_title')} · {v.lesson.demo.label(v.lang)}")


PANELS: dict[str, Callable[[View, PanelSpec], RenderableType]] = {
    "vectors": vectors_panel,
    "matrix": matrix_panel,
    "hidden": hidden_panel,
    "composition": composition_panel,
    "layernorm": layernorm_panel,
    "scopes": scopes_panel,
    "formula": formula_panel,
    "visibility": visibility_panel,
    "residual": residual_panel,
    "attention": attention_panel,
    "sequence": sequence_panel,
    "bars": bars_panel,
}
assert set(PANELS) == set(PANEL_KINDS), "every panel the lesson file may name needs a view"


# --------------------------------------------------------------------------- whole views


def header(v: View, state: State) -> Panel:
    lesson = v.lesson
    i, n = lesson.place(state.id)
    meta = Text(style=STYLES["meta"])
    meta.append(f"{lesson.group_of(state.id).title(v.lang)} · {v.say('place', i=i, n=n)}")
    if state.id == lesson.default:
        meta.append(" · ")
        meta.append(f"★ {v.say('default_mark')}", style=STYLES["default"])
    title = Text(f"{state.id} · {state.title(v.lang)}", style=STYLES["title"])
    body = Group(meta, Text(""), Prose(state.explain(v.lang)), bullets((n(v.lang) for n in state.notes), STYLES["note"]))
    return titled(body, title)


def reference_line(v: View) -> Prose:
    ref = v.lesson.reference
    return Prose(f"{v.say('reference')}: {ref.title}, {ref.where(v.lang)} · {ref.url}", style=STYLES["meta"])


def state_view(lesson: Lesson, trace: Trace, state_id: str, lang: str) -> RenderableType:
    v = View(lesson, trace, lang)
    state = lesson.state(state_id)
    return Group(
        header(v, state),
        diagram(v, state),
        *(PANELS[spec.kind](v, spec) for spec in state.shows),
        reference_line(v),
    )


def further_study(lesson: Lesson, lang: str) -> RenderableType:
    ref = lesson.reference
    lines = [Text(f"{ref.title}, {ref.where(lang)}"), Text(ref.url, style=STYLES["meta"])]
    return titled(Group(*lines, bullets(item(lang) for item in ref.further)), f"{say('reference', lang)} · {say('further', lang)}")


def list_view(lesson: Lesson, lang: str) -> RenderableType:
    table = Table(box=TABLE_BOX, pad_edge=False, show_edge=False, title_justify="left")
    table.add_column(say("order", lang), justify="right", no_wrap=True, style=STYLES["meta"])
    table.add_column(say("state", lang), no_wrap=True, style=STYLES["heading"])
    table.add_column(say("group", lang), ratio=1)
    table.add_column(say("title", lang), ratio=2)
    table.add_column(say("next", lang), no_wrap=True, style=STYLES["meta"])
    for k, sid in enumerate(lesson.order, start=1):
        state = lesson.state(sid)
        i, n = lesson.place(sid)
        mark = Text(f"{sid} ★", style=STYLES["default"]) if sid == lesson.default else Text(sid)
        group = f"{lesson.group_of(sid).title(lang)} {i}/{n}"
        table.add_row(str(k), mark, Prose(group), Prose(state.title(lang)), state.next or say("end", lang))
    heading = Text(lesson.title(lang), style=STYLES["title"])
    legend = Text(f"★ {say('default_mark', lang)}", style=STYLES["default"])
    return Group(heading, titled(table, say("lesson_graph", lang)), legend, further_study(lesson, lang))


def verify_view(checks: Sequence["Check"], lesson: Lesson, lang: str) -> RenderableType:
    rows = []
    for c in checks:
        verdict = Text(say("pass", lang), style=STYLES["pass"]) if c.passed else Text(say("fail", lang), style=STYLES["fail"])
        rows.append([say(c.key, lang, **c.values), c.expected, c.got, verdict])
    headers = [say(k, lang) for k in ("check", "expected", "got", "result")]
    failed = sum(not c.passed for c in checks)
    summary = (
        Text(say("verify_ok", lang, n=len(checks)), style=STYLES["pass"])
        if not failed
        else Text(say("verify_bad", lang, failed=failed, n=len(checks)), style=STYLES["fail"])
    )
    title = say("verify_title", lang, path=Path(lesson.path).name, decimals=DECIMALS)
    return Group(titled(Rows(headers, rows, header_style=STYLES["heading"]), title), summary)


def comparison_table(c: "Comparison", lang: str) -> Fit:
    """Before, after and the change, one row a component; changed values are marked."""
    single = c.before.shape[0] == 1
    prefix = c.column or c.name
    headers = [*([] if single else [say("position", lang)]), "", say(c.labels[0], lang), say(c.labels[1], lang), "Δ", ""]
    rows = []
    for i in range(c.before.shape[0]):
        for j in range(c.before.shape[1]):
            changed = bool(c.changed[i, j])
            style = STYLES["changed"] if changed else ""
            cells = [Text(fixed(c.before[i, j])), Text(fixed(c.after[i, j]), style=style), Text(fixed(c.delta[i, j]), style=style)]
            rows.append([*([] if single else [str(i + 1)]), f"{prefix}{j + 1}", *cells, Text(CHANGED_MARK if changed else "", style=style)])
    return data_table(headers, rows, labels=1 if single else 2)


def fact_text(fact: Fact, lang: str) -> Text:
    value = fact.value
    if fact.kind == "gap":
        shown = f"{value:.1e}"
    elif fact.kind == "vector":
        shown = "(" + ", ".join(fixed(x) for x in value) + ")"
    elif fact.kind == "value":
        shown = fixed(value)
    else:
        shown = str(value)
    return Text.assemble((say(fact.key, lang, **fact.values) + ": ", STYLES["meta"]), shown)


def lab_view(experiments: Sequence[Experiment], lesson: Lesson, lang: str) -> RenderableType:
    from .lab import JACOBIAN_POSITION

    blocks: list[RenderableType] = []
    for e in experiments:
        text = lesson.lab[e.key]
        body: list[RenderableType] = [Prose(text.explain(lang)), Text("")]
        if e.mask is not None:
            body.append(Text(say("lab.mask", lang), style=STYLES["heading"]))
            body.append(reads_grid("i \\ j", len(e.mask), lambda i, j, mask=e.mask: bool(mask[i, j])))
        for c in e.comparisons:
            body.append(Text(c.name, style=STYLES["heading"]))
            body.append(comparison_table(c, lang))
        if e.matrix is not None:
            body.append(Text(say(e.matrix_key, lang, i=JACOBIAN_POSITION + 1), style=STYLES["heading"]))
            headers = ["", *(f"x{j + 1}" for j in range(e.matrix.shape[1]))]
            body.append(data_table(headers, [[f"z{i + 1}", *(num(x) for x in row)] for i, row in enumerate(e.matrix)]))
        body += [fact_text(f, lang) for f in e.facts]
        title = Text(f"{say('lab', lang)} · {text.title(lang)}", style=STYLES["title"])
        blocks.append(titled(Group(*body), title))
    legend = Text(f"{CHANGED_MARK} {say('changed_legend', lang)}", style=STYLES["meta"])
    return Group(*blocks, legend)


def derivation(steps: Sequence[Step], lang: str) -> Group:
    """Formula, values filled in, result; then what each step comes from."""
    blocks: list[RenderableType] = []
    for st in steps:
        if st.given:
            blocks.append(Text.assemble((st.formula, STYLES["heading"]), ("  " + say("why_given", lang), STYLES["meta"])))
            continue
        pad = " " * len(st.name)
        blocks.append(Text(st.formula, style=STYLES["heading"]))
        blocks.append(Prose(f"{pad} {st.filled}", STYLES["meta"]))
        if st.filled != f"= {fixed(st.value)}":  # a lone copied value needs no second line
            blocks.append(Text.assemble(f"{pad} = ", num(st.value)))
        if st.expand:
            blocks.append(Text(f"{pad} ← {', '.join(st.expand)}", style=STYLES["meta"]))
    return Group(*blocks)


def why_view(steps: Sequence[Step], lang: str) -> RenderableType:
    body = Group(Prose(say("why_note", lang), STYLES["meta"]), Text(""), derivation(steps, lang))
    return titled(body, Text(say("why_title", lang, name=steps[0].name), style=STYLES["title"]))


def answer_text(q: Question, answer: object, lang: str) -> str:
    if q.kind == "number":
        return fixed(float(answer))  # type: ignore[arg-type]
    if q.kind == "set":
        prefix = QUIZ_SETS[str(q.answer)]
        return " ".join(f"{prefix}{j + 1}" for j in sorted(answer)) or say("none", lang)  # type: ignore[arg-type]
    return f"{answer}. {q.options[int(answer) - 1](lang)}"  # type: ignore[call-overload]


def quiz_event(event: "quiz.Event", lang: str) -> RenderableType:
    from . import quiz

    if isinstance(event, quiz.Ask):
        q = event.question
        lines: list[RenderableType] = [
            Text(say("quiz_question", lang, i=event.number, n=event.total, state=event.state), style=STYLES["meta"]),
            Prose(q.ask(lang), STYLES["heading"]),
        ]
        if q.kind == "choice":
            lines += [Text(f"  {k}. {option(lang)}") for k, option in enumerate(q.options, start=1)]
        help_key = {"number": "quiz.number_help", "set": "quiz.set_help", "choice": "quiz.choice_help"}[q.kind]
        lines.append(Text(say(help_key, lang, tol=f"{q.tolerance:g}", prefix=QUIZ_SETS.get(str(q.answer), ""), n=len(q.options)), style=STYLES["meta"]))
        return Group(Text(""), *lines)
    if isinstance(event, quiz.Invalid):
        return Text(say(event.parsed.error or "", lang, **(event.parsed.values or {})), style=STYLES["wrong"])
    if isinstance(event, quiz.Hint):
        return Group(Text(say("quiz_hint", lang), style=STYLES["wrong"]), Prose(event.question.hint(lang)))
    if isinstance(event, quiz.Right):
        extra = [Prose(event.question.explain(lang), STYLES["meta"])] if event.question.explain else []
        return Group(Text(say("quiz_right", lang), style=STYLES["right"]), *extra)
    if isinstance(event, quiz.Solution):
        q = event.question
        lines = [Text(say("quiz_solution", lang, answer=answer_text(q, event.answer, lang)), style=STYLES["wrong"])]
        if event.steps:
            lines.append(derivation(event.steps, lang))
        for row in event.rows:
            verdict = say("quiz_member" if row.member else "quiz_not_member", lang)
            lines.append(Text.assemble(f"{row.source} = ", num(row.value), f"  → {row.name} {verdict}"))
        if q.explain:
            lines.append(Prose(q.explain(lang), STYLES["meta"]))
        return Group(*lines)
    assert isinstance(event, quiz.Done)
    right = sum(r for r, _ in event.score.values())
    asked = sum(a for _, a in event.score.values())
    lines = [] if event.finished else [Text(say("quiz_stopped", lang), style=STYLES["meta"])]
    lines.append(Text(say("quiz_score", lang, right=right, asked=asked), style=STYLES["title"]))
    return Group(Text(""), *lines)


def progress_view(lesson: Lesson, seen: "Progress", where: str, lang: str) -> RenderableType:
    table = Table(box=TABLE_BOX, pad_edge=False, show_edge=False)
    table.add_column(say("state", lang), no_wrap=True, style=STYLES["heading"])
    table.add_column(say("seen", lang), no_wrap=True, justify="center")
    table.add_column(say("quiz_col", lang), no_wrap=True, justify="center")
    table.add_column(say("title", lang))  # last and the only one that wraps
    for sid in lesson.order:
        score = seen.quiz.get(sid)
        mark = Text(f"{sid} ◀", style=STYLES["default"]) if sid == seen.last else Text(sid)
        table.add_row(mark, "✓" if sid in seen.visited else "·", f"{score[0]}/{score[1]}" if score else "", Prose(lesson.state(sid).title(lang)))
    legend = Text(f"◀ {say('last_mark', lang)} · {say('progress_where', lang, path=where)}", style=STYLES["meta"])
    return Group(titled(table, say("progress_title", lang)), legend)


def step_keys(lesson: Lesson, lang: str) -> Text:
    ids = "/".join(lesson.order)
    return Text(say("step_keys", lang, default=lesson.default, ids=ids), style=STYLES["meta"])

