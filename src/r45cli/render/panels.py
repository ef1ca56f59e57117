"""One function per panel kind a state may show, and the registry that maps kinds to them.

A panel function takes the View (lesson, numbers, language, row limit, and
whose numbers they are) and the state's PanelSpec, and returns a
renderable. This module holds the panels of the worked example (one
position through the FFN, the residual and LayerNorm); block_panels the
ones about the whole block. Long vectors and matrices show their first
`limit` rows or columns and say how many more there are; `limit` None shows
everything.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..derive import expression
from ..lesson.model import PanelSpec
from ..lesson.vocabulary import DEMO_MATRICES, PANEL_KINDS
from ..messages import M
from ..numfmt import coefficient
from .block_panels import attention_panel, nonlinearity_panel, scopes_panel, sequence_panel, visibility_panel
from .layout import Fit, Flow, SignedBars, coefficients_text, data_table, first, number_table, titled
from .style import KEPT_MARK, STYLES, ZEROED_MARK, weight_shade
from .view import ROW_LIMIT, View
from .wrap import NBSP, Prose

__all__ = ["MATRIX_AXES", "PANELS", "ROW_LIMIT", "VECTOR_LABELS", "View"]

NARROW_TABLE = 56  # a table with a wrapping text column needs this many columns; below, one block a row

VECTOR_LABELS = {
    "u": "u",
    "a": "a = uW1+b1",
    "h": "h = ReLU(a)",
    "f": "f = hW2+b2",
    "s": "s = u+f",
    "z": "z = LN(s)",
}
NO_RELU_LABELS = {"h": "h = a"}  # what a label says while the learner has switched ReLU off
MATRIX_AXES = {"W1": ("u", "a"), "W2": ("h", "f"), "W_O": ("concat", "attn")}  # (rows, columns) name the vectors


def vector_label(v: View, name: str) -> str:
    return NO_RELU_LABELS.get(name, VECTOR_LABELS[name]) if not v.worked.relu else VECTOR_LABELS[name]


def vectors_panel(v: View, spec: PanelSpec) -> RenderableType:
    columns = [v.worked.vector(name) for name in spec.of]
    headers = [v.say(M.component), *(vector_label(v, name) for name in spec.of)]
    longest = max(len(c) for c in columns)
    shown, left_out = first(range(longest), v.limit)
    rows = [[str(j + 1), *(v.vector_num(name, j) if j < len(c) else Text("") for name, c in zip(spec.of, columns))] for j in shown]
    return titled(Group(data_table(headers, rows, short=["", *spec.of]), *v.more(left_out), *changed_legend(v)), v.title(M.vectors))


def changed_legend(v: View) -> list[Text]:
    """While the numbers are the learner's: what the mark on a number means."""
    return [Text(v.say(M.changed_mark), style=STYLES["meta"])] if v.yours else []


def matrix_panel(v: View, spec: PanelSpec) -> RenderableType:
    panels = []
    for name in spec.of:
        W = v.worked.matrix(name)
        rows_of, cols_of = MATRIX_AXES[name]
        shown_rows, rows_out = first(range(W.shape[0]), v.limit)
        shown_cols, cols_out = first(range(W.shape[1]), v.limit)
        headers = ["", *(f"{cols_of}{j + 1}" for j in shown_cols)]
        rows = [[f"{rows_of}{i + 1}", *(Text(coefficient(W[i, j]), style=weight_shade(W[i, j])) for j in shown_cols)] for i in shown_rows]
        if name in DEMO_MATRICES:
            title = f"{v.say(M.matrix, name=name, rows=W.shape[0], cols=W.shape[1], inp=rows_of, out=cols_of)} · {v.lesson.demo.label(v.lang)}"
        else:
            title = v.weights_title(name, M.matrix, name=name, rows=W.shape[0], cols=W.shape[1], inp=rows_of, out=cols_of)
        legend = Prose(v.say(M.weight_legend), STYLES["meta"])
        panels.append(titled(Group(data_table(headers, rows), *v.more(rows_out), *v.more(cols_out, M.more_columns), legend), title))
    return Group(*panels)


def hidden_panel(v: View, spec: PanelSpec) -> RenderableType:
    w = v.worked

    zeroed = set(w.zeroed)
    table = number_table(["j"])
    table.add_column(v.say(M.built_from), min_width=4)  # may wrap between terms at narrow widths
    table.add_column("a", justify="right", no_wrap=True)
    table.add_column("h" if w.relu else "h = a", justify="right", no_wrap=True)
    table.add_column("", no_wrap=True)
    channels, left_out = first(w.a_channels, v.limit)
    narrow: list[RenderableType] = []
    for j, channel in enumerate(channels):
        mark = Text(ZEROED_MARK, style=STYLES["zeroed"]) if j in zeroed else Text(KEPT_MARK, style=STYLES["kept"])
        built = expression(channel, "u", limit=v.limit)
        a_j, h_j = v.vector_num("a", j), v.vector_num("h", j)
        table.add_row(str(j + 1), built, a_j, h_j, mark)
        narrow.append(Prose(f"a{j + 1} = {built}: a{NBSP}{a_j.plain} · h{NBSP}{h_j.plain}{NBSP}{mark.plain}"))
    shown = Fit(table, Group(*narrow), NARROW_TABLE)
    kept = v.say(M.relu_kept if w.relu else M.relu_off_kept)
    legend = Prose(f"{ZEROED_MARK}{NBSP}{v.say(M.relu_zeroed)} · {KEPT_MARK}{NBSP}{kept}", STYLES["meta"])  # a mark stays with its words
    pairs, pairs_out = first(w.negated, v.limit)
    lines = [Prose(v.say(M.negated, a=f"a{i + 1}", b=f"a{j + 1}")) for i, j in pairs]
    lines += v.more(pairs_out, M.more_pairs)
    names, names_out = first(w.zeroed, v.limit)
    listed = ", ".join(f"h{j + 1}" for j in names) + (f", … ({len(w.zeroed)})" if names_out else "")
    if not w.relu:
        lines.append(Prose(v.say(M.relu_off)))
    else:
        lines.append(Prose(v.say(M.zeroed_summary, names=listed) if w.zeroed else v.say(M.none_zeroed)))
    return titled(Group(shown, *v.more(left_out), legend, *lines, *changed_legend(v)), v.title(M.hidden if w.relu else M.hidden_no_relu))


def composition_panel(v: View, spec: PanelSpec) -> RenderableType:
    w = v.worked
    h = w.vector("h")
    lines: list[RenderableType] = []
    channels, left_out = first(w.f_channels, v.limit)
    for j, channel in enumerate(channels):
        name = f"f{j + 1}"
        pad = " " * len(name)
        lines.append(Prose(f"{name} = {expression(channel, 'h', limit=v.limit)}"))
        lines.append(Prose(f"{pad} = {expression(channel, 'h', h, limit=v.limit)}", STYLES["meta"]))
        lines.append(Text.assemble(f"{pad} = ", v.vector_num("f", j)))
    lines += v.more(left_out)
    lines.append(Prose(v.say(M.same_network), STYLES["note"]))
    return titled(Group(*lines, *changed_legend(v)), v.title(M.composition))


def layernorm_panel(v: View, spec: PanelSpec) -> RenderableType:
    w = v.worked
    table = Table.grid(padding=(0, 2))
    table.add_column()
    table.add_column(no_wrap=True, justify="right")  # decimal points under each other, a minus sign to their left
    label = lambda text: Prose(text, STYLES["meta"])  # noqa: E731  a long label wraps, Chinese between characters, never cut to …
    table.add_row(label(v.say(M.mean)), v.stat_num("mean"))
    table.add_row(label(v.say(M.variance)), v.stat_num("var"))
    table.add_row(label("eps"), f"{w.ln.eps:g}")
    table.add_row(label(v.say(M.std)), v.stat_num("std"))
    for name, values in (("gamma", w.ln.gamma), ("beta", w.ln.beta)):
        shown, left_out = first(values, v.limit)
        table.add_row(label(name), coefficients_text(shown, left_out))
    table.add_row(label(v.say(M.z_mean)), v.num(w.z_mean, v.course.z_mean if v.course is not None else None))
    table.add_row(label(v.say(M.z_variance)), v.num(w.z_var, v.course.z_var if v.course is not None else None))
    return titled(Group(table, *changed_legend(v)), v.title(M.layernorm))


def residual_panel(v: View, spec: PanelSpec) -> RenderableType:
    w = v.worked
    if not w.carried:
        return titled(Prose(v.say(M.no_negative)), v.title(M.residual))
    headers = [v.say(M.component), "u", "f", "s", "mean", "z", v.say(M.sign_kept)]
    carried, left_out = first(w.carried, v.limit)
    rows = [
        [
            str(c.index + 1),
            *(v.vector_num(name, c.index) for name in ("u", "f", "s")),
            v.stat_num("mean"),
            v.vector_num("z", c.index),
            Text(KEPT_MARK if c.kept else ZEROED_MARK, style=STYLES["pass" if c.kept else "fail"]),
        ]
        for c in carried
    ]
    sign = Prose(v.say(M.sign_rule), STYLES["note"])
    return titled(Group(data_table(headers, rows), *v.more(left_out), sign, *changed_legend(v)), v.title(M.residual))


def formula_panel(v: View, spec: PanelSpec) -> RenderableType:
    p = v.worked.ffn
    d_in, d_hidden = p.W1.shape
    d_out = p.W2.shape[1]
    chain = [
        Text(f"u_i ({d_in})"),
        Text(f"W1 ({d_in}×{d_hidden}), b1 ({d_hidden})"),
        Text("ReLU"),
        Text(f"h_i ({d_hidden})"),
        Text(f"W2 ({d_hidden}×{d_out}), b2 ({d_out})"),
        Text(f"f_i ({d_out})"),
    ]
    lines: list[RenderableType] = [
        Text("f_i = ReLU(u_i W1 + b1) W2 + b2", style=STYLES["heading"]),
        Flow(chain),
        Prose(v.say(M.per_position)),
    ]
    if v.worked.zero_biases:
        lines.append(Prose(v.say(M.zero_biases), STYLES["meta"]))
    return titled(Group(*lines), v.say(M.formula))


def bars_panel(v: View, spec: PanelSpec) -> RenderableType:
    """The named vectors on one scale; vectors of one width are grouped by component (u1 f1 s1 z1, then u2 …)."""
    vectors = [(name, v.worked.vector(name)) for name in spec.of]
    widths = {len(values) for _, values in vectors}
    rows: list[tuple[str, float] | None] = []
    left_out = 0
    if len(widths) == 1 and len(vectors) > 1:
        components, left_out = first(range(widths.pop()), v.limit)
        for j in components:
            rows += [(f"{name}{j + 1}", float(values[j])) for name, values in vectors]
            rows.append(None)
        rows.pop()
    else:
        for name, values in vectors:
            shown, out = first(values, v.limit)
            rows += [(f"{name}{j + 1}", float(x)) for j, x in enumerate(shown)]
            left_out += out
    return titled(Group(SignedBars(rows, v.worked.scale(spec.of)), *v.more(left_out)), v.title(M.bars))


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
    "nonlinearity": nonlinearity_panel,
}
assert set(PANELS) == set(PANEL_KINDS), "every panel the lesson file may name needs a view"
