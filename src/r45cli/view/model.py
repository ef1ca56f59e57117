"""The view model: what every view says, as data, before anything is drawn.

A page is a sequence of Panels and Blocks. A Block is one of a few kinds
(prose, a list, a table, equations, bars, a chain, the block diagram); a
table's cells are numbers with their names, formulas, marks with their
words, or text. The rich views, the linear text, the exports and JSON each
draw these, and none of them names a lesson fact of its own. Every number
arrives already written as it is shown (`Num.text`), with its value beside it.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple


class Whose(str, Enum):
    """Whose numbers a view holds while they are not the course's alone: a what-if, or predict mode's draw."""

    COURSE = "course"
    YOURS = "yours"
    DRAWN = "drawn"  # predict mode's numbers for this run


class Num(NamedTuple):
    text: str  # as printed: 6 decimals, a coefficient, a difference
    value: float
    name: str = ""  # what it is called (u1, mean): plain text says it before the number
    changed: bool = False  # the learner's, and not the course's at the digits shown
    shade: int | None = None  # the table's shading step: a weight's −4…4, an attention weight's 0…4


class Mark(NamedTuple):
    symbol: str  # ✗ ✓ ● ·
    words: str  # what it means, said in words where a mark cannot be seen
    good: bool = True  # drawn as a pass (kept, reads) or as a fail (zeroed, does not)


class Formula(NamedTuple):
    text: str
    name: str = ""  # the quantity it computes: plain text writes `name = formula = value`


Cell = str | Num | Mark | Formula


class Row(NamedTuple):
    label: str
    cells: tuple[Cell, ...]
    said: str = ""  # how plain text opens the row ("W1 row u1"); "" for the label, or nothing when each number is named


class Table(NamedTuple):
    headers: tuple[str, ...]  # the label column's first; () for a grid of labels and values without a header
    rows: tuple[Row, ...]
    caption: str = ""
    short: tuple[str, ...] = ()  # headers of the one-line-a-row layout, where shorter ones read better
    shading: str = ""  # "weight" or "attention": what the cells' shade steps mean
    name: str = ""  # a picture's name (W1, W2, W_O), for a table drawn as a heatmap too
    legend: str = ""  # what the shading means
    weights: bool = False  # a matrix of weights, shaded or not (the demonstration's inputs): zeros said once


class Para(NamedTuple):
    text: str
    role: str = ""  # "" prose; meta, note, heading, title, wrong, right, default, changed; verbatim: to copy as is


UNSPOKEN = ("legend", "keys")  # roles linear text leaves out: a legend of marks or shades; keys the prompt says itself


class Items(NamedTuple):
    texts: tuple[str, ...]
    role: str = ""
    numbered: bool = False  # a choice's options: 1. 2. 3.


class Eq(NamedTuple):
    """One quantity as a chain: name = formula = values filled in = value."""

    name: str
    steps: tuple[str, ...]  # the formula, then the same with values
    value: Num | None = None
    sources: tuple[str, ...] = ()  # the names it comes from (why)
    given: bool = False  # an input, not computed
    inputs: tuple[Num, ...] = ()  # each name the formula writes, with its value: linear text says them by name


class Equations(NamedTuple):
    eqs: tuple[Eq, ...]
    given_note: str = ""  # said once, after the first given


class Bars(NamedTuple):
    rows: tuple[Num | None, ...]  # None: a gap between groups
    scale: float
    scale_text: str
    desc: str  # what the picture shows, with its numbers
    name: str = "bars"
    shows: str = ""  # `desc` without the numbers: beside a table that gives them


class Chain(NamedTuple):
    """Items joined by arrows: the FFN's shapes."""

    items: tuple[str, ...]


class Node(NamedTuple):
    """One part of the block diagram."""

    label: str
    kind: str  # tensor (x, u, z), op, or add (a residual's ⊕)
    lit: bool  # one of the state's parts
    wide_in: bool  # its input is the hidden layer
    wide_out: bool  # its output is the hidden layer
    adds: int | None = None  # for an add: the node whose value it adds back
    words: str = ""  # an add said as words: +x


class Span(NamedTuple):
    """A sublayer: consecutive nodes with a title."""

    title: str
    first: int
    last: int
    per_position: bool  # the position-wise network: the sublayer that widens to the hidden layer


class Diagram(NamedTuple):
    caption: str
    nodes: tuple[Node, ...]
    spans: tuple[Span, ...]
    skips: tuple[tuple[int, int, str], ...]  # residuals: from node, to its ⊕, the label on the arc
    model: int  # the model's width (4)
    hidden: int  # the hidden layer's width (6)
    per_position: str  # what the stacked copies mean
    key: str  # how to read the picture
    desc: str  # what it shows, in a sentence
    said: tuple[Para | Items, ...] = ()  # the diagram in words, for linear text
    name: str = "diagram"


class Values(NamedTuple):
    """A vector given to work with: `u = (…)` on a screen, each component with its name in linear text."""

    name: str
    nums: tuple[Num, ...]
    note: str = ""  # where it comes from, when that needs saying (drawn anew for this question)


class Beside(NamedTuple):
    """Tables to stand side by side where they fit (the two visibility grids); one after the other elsewhere."""

    tables: tuple[Table, ...]


Block = Para | Items | Table | Equations | Bars | Chain | Diagram | Beside | Values


class Panel(NamedTuple):
    title: str
    blocks: tuple[Block, ...]
    kind: str = ""  # the lesson's panel kind; "state" for a state's header
    role: str = "heading"  # how the title is set: heading, or title for a state's own
    said: str = ""  # the title linear text uses, where the picture's title would not fit words (signed bars)


Page = tuple[Panel | Block, ...]


RowKey = tuple[str, tuple[tuple[str, str, bool], ...]]


def row_key(r: Row) -> RowKey | None:
    """A row of numbers as said: its label and each number with its name; None for a row of fewer than two."""
    nums = tuple((c.name, c.text, c.changed) for c in r.cells if isinstance(c, Num))
    return (r.label, nums) if len(nums) > 1 else None


def tables_of(b: Block) -> tuple[Table, ...]:
    return b.tables if isinstance(b, Beside) else (b,) if isinstance(b, Table) else ()


def pictures(blocks: tuple[Block, ...]) -> list[Block]:
    """The blocks an export can draw as a picture: the diagram, weight heatmaps, bars."""
    return [b for b in blocks if isinstance(b, (Diagram, Bars)) or (isinstance(b, Table) and b.shading == "weight")]
