"""Panels about the whole block: what reads across positions, what each position can see, the demonstration sequence,
and attention shown to be nonlinear. Their numbers are the demonstration's, never the learner's what-if."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..lesson.model import PanelSpec
from ..lesson.vocabulary import SCOPES
from ..messages import M, colon
from ..numfmt import difference, fixed
from .layout import Fit, bullets, data_table, first, num, reads_grid, titled
from .style import STYLES, TABLE_BOX, heat, heat_mark
from .view import View
from .wrap import Prose

if TYPE_CHECKING:  # the views draw arrays; importing them needs no numpy
    import numpy as np

NARROW_TABLE = 56  # a table with a wrapping text column needs this many columns; below, one block a row
SCOPE_NAMES = {"across": M.scope_across, "within": M.scope_within}
assert set(SCOPE_NAMES) == set(SCOPES), "every scope a lesson file may use needs a name"
VISIBILITY_POSITIONS = 3  # size of the "who reads whom" grids
GRID_GAP = 4  # between the two grids when they stand side by side
SEQUENCE_LABELS = {
    "x": "x",
    "concat": "concat({heads})",
    "attention": "attention = concat W_O + b_O",
    "u": "u = LN(x + attention)",
    "a": "a = uW1+b1",
    "h": "h = ReLU(a)",
    "f": "f = hW2+b2",
    "s": "s = u+f",
    "z": "z = LN(s)",
}
SEQUENCE_COLUMNS = {"concat": "c", "attention": "attn"}  # column prefixes; others use the name


def demo_title(v: View, key) -> str:  # type: ignore[no-untyped-def]
    return f"{v.say(key)} · {v.lesson.demo.label(v.lang)}"


def scopes_panel(v: View, spec: PanelSpec) -> RenderableType:
    table = Table(box=TABLE_BOX, pad_edge=False, show_edge=False)
    table.add_column(v.say(M.scope), no_wrap=True, style=STYLES["heading"])
    table.add_column(v.say(M.parts), ratio=1)
    table.add_column("", ratio=2)
    blocks: list[RenderableType] = []
    for scope, text in v.lesson.scopes.items():
        parts = ", ".join(p.shown(v.lang) for p in v.lesson.diagram if p.scope == scope)
        table.add_row(v.say(SCOPE_NAMES[scope]), Prose(parts), Prose(text(v.lang), STYLES["meta"]))
        blocks += [Prose(v.say(SCOPE_NAMES[scope]), STYLES["heading"]), Prose(parts), Prose(text(v.lang), STYLES["meta"])]
    return titled(Fit(table, Group(*blocks), NARROW_TABLE), v.say(M.scopes))


def visibility_panel(v: View, spec: PanelSpec) -> RenderableType:
    n = VISIBILITY_POSITIONS
    attention_reads, ffn_reads = v.worked.visibility(n)
    attention = reads_grid(v.say(M.attention), n, lambda i, j: bool(attention_reads[i, j]))
    ffn = reads_grid(v.say(M.ffn), n, lambda i, j: bool(ffn_reads[i, j]))
    side_by_side = Table.grid(padding=(0, GRID_GAP))  # collapsed: GRID_GAP between the two, none at the edges
    side_by_side.add_row(attention.table, ffn.table)
    grids = Fit(side_by_side, Group(attention.table, Text(""), ffn.table), attention.width + GRID_GAP + ffn.width)
    scopes = bullets(f"{v.say(SCOPE_NAMES[s])}{colon(v.lang)}{text(v.lang)}" for s, text in v.lesson.scopes.items())
    notes = [Prose(v.say(M.visibility_note), STYLES["note"]), Prose(v.say(M.stacks, d=len(v.worked.vector("z"))))]
    return titled(Group(grids, scopes, *notes), v.say(M.visibility, n=n))


def position_table(v: View, values: np.ndarray, column: str) -> RenderableType:
    """One row per position, one column per component; the first `limit` of each."""
    rows, rows_out = first(range(values.shape[0]), v.limit)
    cols, cols_out = first(range(values.shape[1]), v.limit)
    headers = [v.say(M.position), *(f"{column}{j + 1}" for j in cols)]
    table = data_table(headers, [[str(i + 1), *(num(values[i, j]) for j in cols)] for i in rows])
    return Group(table, *v.more(rows_out), *v.more(cols_out, M.more_columns))


def weights_table(v: View, weights: np.ndarray) -> RenderableType:
    """Attention weights, row i reading column j: each a number with a shade mark, so size survives 16 colours or none."""
    rows, rows_out = first(range(weights.shape[0]), v.limit)
    cols, cols_out = first(range(weights.shape[1]), v.limit)
    headers = ["i", *(f"j={j + 1}" for j in cols)]
    cells = [[str(i + 1), *(Text(f"{fixed(weights[i, j])} {heat_mark(weights[i, j])}", style=heat(weights[i, j])) for j in cols)] for i in rows]
    return Group(data_table(headers, cells), *v.more(rows_out), *v.more(cols_out, M.more_columns))


def attention_panel(v: View, spec: PanelSpec) -> RenderableType:
    demo = v.worked.demo
    blocks: list[RenderableType] = [Prose(v.say(M.attention_note), STYLES["meta"])]
    heads, heads_out = first(range(len(demo.weights)), v.limit)
    for k in heads:
        blocks.append(Prose(v.say(M.head_weights, k=k + 1), STYLES["heading"]))
        blocks.append(weights_table(v, demo.weights[k]))
        blocks.append(Prose(v.say(M.head_output, k=k + 1), STYLES["heading"]))
        blocks.append(position_table(v, demo.head_outputs[k], "o"))
    blocks += v.more(heads_out, M.more_heads)
    return titled(Group(*blocks), demo_title(v, M.attention_title))


def sequence_panel(v: View, spec: PanelSpec) -> RenderableType:
    heads = ", ".join(v.say(M.head, k=k + 1) for k in range(len(v.lesson.demo.heads)))
    blocks: list[RenderableType] = []
    for name in spec.of:
        blocks.append(Text(SEQUENCE_LABELS[name].format(heads=heads), style=STYLES["heading"]))
        blocks.append(position_table(v, v.worked.sequence(name), SEQUENCE_COLUMNS.get(name, name)))
    return titled(Group(*blocks), demo_title(v, M.sequence_title))


def nonlinearity_panel(v: View, spec: PanelSpec) -> RenderableType:
    """Attention with every bias at zero, held to what a linear map must do: f(x + y) = f(x) + f(y), f(2x) = 2 f(x).

    Position 1's output, component by component, then head 1's weights for x and for 2x: they move, so
    the map is not linear. The numbers are verify's own (worked.linearity).
    """
    probe = v.worked.linearity
    cols, cols_out = first(range(probe.x.shape[1]), v.limit)

    def pair(headers: tuple[str, str], left: np.ndarray, right: np.ndarray, gaps: np.ndarray) -> RenderableType:
        rows = [[f"attn{j + 1}", num(left[0, j]), num(right[0, j]), Text(difference(left[0, j], right[0, j]), style=STYLES["number"])] for j in cols]
        return Group(data_table(["", *headers, "Δ"], rows), *v.more(cols_out, M.more_components))

    blocks: list[RenderableType] = [
        Prose(v.say(M.nonlinear_setup), STYLES["meta"]),
        Text(v.say(M.nonlinear_sum), style=STYLES["heading"]),
        pair(("attn(x+y)", "attn(x)+attn(y)"), probe.of_sum, probe.sum_of, probe.sum_gaps),
        Text(v.say(M.nonlinear_double), style=STYLES["heading"]),
        pair(("attn(2x)", "2·attn(x)"), probe.of_double, probe.double_of, probe.double_gaps),
        Text(v.say(M.nonlinear_weights), style=STYLES["heading"]),
        Text("x", style=STYLES["meta"]),
        weights_table(v, probe.weights[0]),
        Text("2x", style=STYLES["meta"]),
        weights_table(v, probe.weights_double[0]),
        Prose(v.say(M.nonlinear_verdict, n=len(probe.x), sum_gap=fixed(probe.additivity_gap), double_gap=fixed(probe.homogeneity_gap))),
    ]
    return titled(Group(*blocks), demo_title(v, M.nonlinear_title))
