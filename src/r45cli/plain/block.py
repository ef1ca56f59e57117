"""The whole block's panels as linear text: scopes, who reads whom, the demonstration's attention and sequence,
attention shown nonlinear. Their numbers are the demonstration's; each weight and value is on the line of its row."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..lesson.model import PanelSpec
from ..messages import M, colon
from ..numfmt import difference
from ..render.block_panels import SCOPE_NAMES, SEQUENCE_COLUMNS, SEQUENCE_LABELS, VISIBILITY_POSITIONS, demo_title
from ..render.layout import first
from ..render.view import View
from . import cells, heading, items, minus, named, said
from .panels import Lines, more

if TYPE_CHECKING:
    import numpy as np


def scopes(v: View, spec: PanelSpec) -> Lines:
    lines = heading(v.say(M.scopes))
    for scope, text in v.lesson.scopes.items():
        parts = ", ".join(p.shown(v.lang) for p in v.lesson.diagram if p.scope == scope)
        bracketed = f"（{parts}）" if v.lang == "zh" else f" ({parts})"
        lines += items([f"{v.say(SCOPE_NAMES[scope])}{bracketed}{colon(v.lang)}{text(v.lang)}"])
    return lines


def visibility(v: View, spec: PanelSpec) -> Lines:
    n = VISIBILITY_POSITIONS
    lines = heading(v.say(M.visibility, n=n))
    for who, reads in zip((M.attention, M.ffn), v.worked.visibility(n)):
        for i in range(n):
            js = ", ".join(str(j + 1) for j in range(n) if reads[i, j])
            lines.append(v.say(M.plain_reads, who=v.say(who), i=i + 1, js=js))
    lines += items(f"{v.say(SCOPE_NAMES[s])}{colon(v.lang)}{text(v.lang)}" for s, text in v.lesson.scopes.items())
    return lines + [v.say(M.visibility_note), v.say(M.stacks, d=len(v.worked.vector("z")))]


def positions(v: View, values: np.ndarray, column: str) -> Lines:
    """One line a position: `position 1: u1 = …, u2 = …`; the first `limit` of each."""
    rows, rows_out = first(range(values.shape[0]), v.limit)
    cols, cols_out = first(range(values.shape[1]), v.limit)
    lines = [v.say(M.plain_position, i=i + 1, cells=named((f"{column}{j + 1}", said(values[i, j])) for j in cols)) for i in rows]
    return lines + more(v, rows_out) + more(v, cols_out, M.more_columns)


def weights(v: View, w: np.ndarray) -> Lines:
    """Attention weights, a line for each row i: the weight it gives each column j, as numbers."""
    rows, rows_out = first(range(w.shape[0]), v.limit)
    cols, cols_out = first(range(w.shape[1]), v.limit)
    lines = [v.say(M.plain_weights_row, i=i + 1, cells=cells((f"j={j + 1}", said(w[i, j])) for j in cols)) for i in rows]
    return lines + more(v, rows_out) + more(v, cols_out, M.more_columns)


def attention(v: View, spec: PanelSpec) -> Lines:
    demo = v.worked.demo
    lines = [*heading(demo_title(v, M.attention_title)), v.say(M.plain_attention_note)]
    heads, heads_out = first(range(len(demo.weights)), v.limit)
    for k in heads:
        lines += [v.say(M.head_weights, k=k + 1), *weights(v, demo.weights[k])]
        lines += [v.say(M.head_output, k=k + 1), *positions(v, demo.head_outputs[k], "o")]
    return lines + more(v, heads_out, M.more_heads)


def sequence(v: View, spec: PanelSpec) -> Lines:
    heads = ", ".join(v.say(M.head, k=k + 1) for k in range(len(v.lesson.demo.heads)))
    lines = heading(demo_title(v, M.sequence_title))
    for name in spec.of:
        lines += [SEQUENCE_LABELS[name].format(heads=heads), *positions(v, v.worked.sequence(name), SEQUENCE_COLUMNS.get(name, name))]
    return lines


def nonlinearity(v: View, spec: PanelSpec) -> Lines:
    """Position 1's output for a sum and for a double, against what a linear map would give; head 1's weights for x and 2x."""
    probe = v.worked.linearity
    cols, cols_out = first(range(probe.x.shape[1]), v.limit)

    def pair(headers: tuple[str, str], left: np.ndarray, right: np.ndarray, gaps: np.ndarray) -> Lines:
        values = [(said(left[0, j]), said(right[0, j]), minus(difference(left[0, j], right[0, j]))) for j in cols]
        lines = [f"attn{j + 1}{colon(v.lang)}" + named(zip((*headers, "Δ"), row)) for j, row in zip(cols, values)]
        return lines + more(v, cols_out, M.more_components)

    lines = [*heading(demo_title(v, M.nonlinear_title)), v.say(M.nonlinear_setup)]
    lines += [v.say(M.nonlinear_sum), *pair(("attn(x+y)", "attn(x)+attn(y)"), probe.of_sum, probe.sum_of, probe.sum_gaps)]
    lines += [v.say(M.nonlinear_double), *pair(("attn(2x)", "2·attn(x)"), probe.of_double, probe.double_of, probe.double_gaps)]
    lines += [v.say(M.nonlinear_weights), "x", *weights(v, probe.weights[0]), "2x", *weights(v, probe.weights_double[0])]
    return lines + [v.say(M.nonlinear_verdict, n=len(probe.x), sum_gap=said(probe.additivity_gap), double_gap=said(probe.homogeneity_gap))]


PANELS: dict[str, Callable[[View, PanelSpec], Lines]] = {
    "scopes": scopes,
    "visibility": visibility,
    "attention": attention,
    "sequence": sequence,
    "nonlinearity": nonlinearity,
}
