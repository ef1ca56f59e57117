"""The panels of the demonstration sequence: each head's attention weights and outputs, the sequence through the
whole block, and the check that attention is not linear. Built as `panels` builds the example's own panels."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lesson.model import PanelSpec
from ..messages import M, comma
from ..numfmt import difference, fixed
from ..vocab import HEAT_MARKS, NBSP, SEQUENCE_COLUMNS, SEQUENCE_LABELS, heat_from, heat_step
from .model import Block, Num, Panel, Para, Row, Table
from .panels import View, first, stage_label

if TYPE_CHECKING:
    import numpy as np


def positions(v: View, values: np.ndarray, column: str, caption: str = "") -> tuple[Block, ...]:
    """One row a position, one column a component; the first `limit` of each."""
    rows, rows_out = first(range(values.shape[0]), v.limit)
    cols, cols_out = first(range(values.shape[1]), v.limit)
    table = Table(
        (v.say(M.position), *(f"{column}{j + 1}" for j in cols)),
        tuple(Row(str(i + 1), tuple(v.num(values[i, j], f"{column}{j + 1}") for j in cols),
                  v.say(M.plain_position, i=i + 1))
              for i in rows),
        caption,
        short=("i", *(f"{column}{j + 1}" for j in cols)),
    )
    return (table, *v.more(rows_out), *v.more(cols_out, M.more_columns))


def weights(v: View, w: np.ndarray, caption: str) -> tuple[Block, ...]:
    """Attention weights, row i reading column j, each shaded by its size."""
    rows, rows_out = first(range(w.shape[0]), v.limit)
    cols, cols_out = first(range(w.shape[1]), v.limit)
    table = Table(
        ("i", *(f"j={j + 1}" for j in cols)),
        tuple(Row(str(i + 1), tuple(Num(fixed(w[i, j]), float(w[i, j]), f"j={j + 1}", shade=heat_step(w[i, j]))
                                    for j in cols), v.say(M.plain_weights_row, i=i + 1)) for i in rows),
        caption,
        shading="attention",
    )
    return (table, *v.more(rows_out), *v.more(cols_out, M.more_columns))


def shades(v: View) -> Para:
    """What the marks and shades of attention weights mean, each mark with the weights it stands for."""
    marks = [v.say(M.heat_under, mark=HEAT_MARKS[0], weight=f"{heat_from(1):g}")]
    marks += [v.say(M.heat_from, mark=mark, weight=f"{heat_from(k):g}") for k, mark in enumerate(HEAT_MARKS) if k]
    kept = (mark.replace(" ", NBSP) for mark in marks)  # a mark never ends a line apart from its bound
    return Para(v.say(M.attention_shades, scale=comma(v.lang).join(kept)), "legend")


def attention(v: View, spec: PanelSpec) -> tuple[Panel, ...]:
    demo = v.worked.demo
    blocks: list[Block] = [Para(v.say(M.attention_note), "meta"), shades(v)]
    heads, heads_out = first(range(len(demo.weights)), v.limit)
    for k in heads:
        d_head = len(v.lesson.demo.heads[k].Wq[0])  # a listener had to try 2 and 4 to find the √ it takes
        blocks += weights(v, demo.weights[k], v.say(M.head_weights, k=k + 1, d=d_head))
        blocks += positions(v, demo.head_outputs[k], "o", v.say(M.head_output, k=k + 1))
    return (Panel(v.demo_title(M.attention_title), (*blocks, *v.more(heads_out, M.more_heads)), "attention"),)


def sequence(v: View, spec: PanelSpec) -> tuple[Panel, ...]:
    heads = ", ".join(v.say(M.export_head, k=k + 1) for k in range(len(v.lesson.demo.heads)))
    blocks: list[Block] = []
    for name in spec.of:
        label = stage_label(v, name, SEQUENCE_LABELS).format(heads=heads)
        blocks += positions(v, v.worked.sequence(name), SEQUENCE_COLUMNS.get(name, name), label)
    return (Panel(v.demo_title(M.sequence_title, ffn=True), tuple(blocks), "sequence"),)


def nonlinearity(v: View, spec: PanelSpec) -> tuple[Panel, ...]:
    """Attention with every bias at zero, held to what a linear map must do: f(x + y) = f(x) + f(y), f(2x) = 2 f(x).

    Position 1's output component by component, then head 1's weights for x and for 2x: they move.
    The numbers are verify's own (worked.linearity).
    """
    probe = v.worked.linearity
    cols, cols_out = first(range(probe.x.shape[1]), v.limit)
    d_head = len(v.lesson.demo.heads[0].Wq[0])

    def pair(caption: str, headers: tuple[str, str], left: np.ndarray, right: np.ndarray) -> tuple[Block, ...]:
        a, b = left[0], right[0]
        rows = tuple(Row(str(j + 1), (v.num(a[j]), v.num(b[j]), Num(difference(a[j], b[j]), float(a[j] - b[j]))),
                         f"attn{j + 1}") for j in cols)  # numbered as a vector's components: "row" had headed them
        return (Table((v.say(M.component), *headers, "Δ"), rows, caption), *v.more(cols_out, M.more_components))

    verdict = v.say(M.nonlinear_verdict, n=len(probe.x), sum_gap=fixed(probe.additivity_gap),
                    double_gap=fixed(probe.homogeneity_gap))
    blocks = (
        Para(v.say(M.nonlinear_setup), "meta"),
        *pair(v.say(M.nonlinear_sum), ("attn(x+y)", "attn(x)+attn(y)"), probe.of_sum, probe.sum_of),
        *pair(v.say(M.nonlinear_double), ("attn(2x)", "2·attn(x)"), probe.of_double, probe.double_of),
        shades(v),
        *weights(v, probe.weights[0], v.say(M.nonlinear_weights, x="x", d=d_head)),
        *weights(v, probe.weights_double[0], v.say(M.nonlinear_weights, x="2x", d=d_head)),
        Para(v.say(M.nonlinear_weights_moved), "meta"),
        Para(verdict),
    )
    return (Panel(v.demo_title(M.nonlinear_title), blocks, "nonlinearity"),)
