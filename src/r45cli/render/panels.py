"""One function per panel kind a state may show, and the registry that maps kinds to them.

A panel function takes the View (lesson, worked example, language, row
limit) and the state's PanelSpec, and returns a renderable. Long vectors and
matrices show their first `limit` rows or columns and say how many more
there are; `limit` None shows everything.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..derive import expression
from ..lesson.model import Lesson, PanelSpec
from ..lesson.vocabulary import DEMO_MATRICES, PANEL_KINDS, SCOPES
from ..messages import M, Message, colon, say
from ..numfmt import coefficient, fixed
from .layout import Fit, Flow, SignedBars, bullets, coefficients_text, data_table, first, num, number_table, reads_grid, titled
from .style import KEPT_MARK, STYLES, TABLE_BOX, ZEROED_MARK, heat, heat_mark, weight_shade
from .wrap import NBSP, Prose

if TYPE_CHECKING:  # the views draw arrays; importing them needs no numpy
    import numpy as np

    from ..worked import WorkedExample

ROW_LIMIT = 8  # rows (or columns) of a long vector or matrix shown before "… N more"
NARROW_TABLE = 56  # a table with a wrapping text column needs this many columns; below, one block a row

VECTOR_LABELS = {
    "u": "u",
    "a": "a = uW1+b1",
    "h": "h = ReLU(a)",
    "f": "f = hW2+b2",
    "s": "s = u+f",
    "z": "z = LN(s)",
}
MATRIX_AXES = {"W1": ("u", "a"), "W2": ("h", "f"), "W_O": ("concat", "attn")}  # (rows, columns) name the vectors
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


class View(NamedTuple):
    lesson: Lesson
    worked: WorkedExample
    lang: str
    limit: int | None = ROW_LIMIT

    def say(self, key: Message, /, **values: object) -> str:
        return say(key, self.lang, **values)

    def more(self, left_out: int, key: Message = M.more_rows) -> list[Text]:
        """The line that says what a summary left out, or nothing."""
        return [Text(self.say(key, n=left_out), style=STYLES["meta"])] if left_out else []


def vectors_panel(v: View, spec: PanelSpec) -> RenderableType:
    columns = [v.worked.vector(name) for name in spec.of]
    headers = [v.say(M.component), *(VECTOR_LABELS[name] for name in spec.of)]
    longest = max(len(c) for c in columns)
    shown, left_out = first(range(longest), v.limit)
    rows = [[str(j + 1), *(num(c[j]) if j < len(c) else Text("") for c in columns)] for j in shown]
    return titled(Group(data_table(headers, rows, short=["", *spec.of]), *v.more(left_out)), v.say(M.vectors))


def matrix_panel(v: View, spec: PanelSpec) -> RenderableType:
    panels = []
    for name in spec.of:
        W = v.worked.matrix(name)
        rows_of, cols_of = MATRIX_AXES[name]
        shown_rows, rows_out = first(range(W.shape[0]), v.limit)
        shown_cols, cols_out = first(range(W.shape[1]), v.limit)
        headers = ["", *(f"{cols_of}{j + 1}" for j in shown_cols)]
        rows = [[f"{rows_of}{i + 1}", *(Text(coefficient(W[i, j]), style=weight_shade(W[i, j])) for j in shown_cols)] for i in shown_rows]
        title = v.say(M.matrix, name=name, rows=W.shape[0], cols=W.shape[1], inp=rows_of, out=cols_of)
        if name in DEMO_MATRICES:
            title += f" · {v.lesson.demo.label(v.lang)}"
        legend = Prose(v.say(M.weight_legend), STYLES["meta"])
        panels.append(titled(Group(data_table(headers, rows), *v.more(rows_out), *v.more(cols_out, M.more_columns), legend), title))
    return Group(*panels)


def hidden_panel(v: View, spec: PanelSpec) -> RenderableType:
    w = v.worked
    a, h = w.vector("a"), w.vector("h")
    zeroed = set(w.zeroed)
    table = number_table(["j"])
    table.add_column(v.say(M.built_from), min_width=4)  # may wrap between terms at narrow widths
    table.add_column("a", justify="right", no_wrap=True)
    table.add_column("h", justify="right", no_wrap=True)
    table.add_column("", no_wrap=True)
    channels, left_out = first(w.a_channels, v.limit)
    narrow: list[RenderableType] = []
    for j, channel in enumerate(channels):
        mark = Text(ZEROED_MARK, style=STYLES["zeroed"]) if j in zeroed else Text(KEPT_MARK, style=STYLES["kept"])
        built = expression(channel, "u", limit=v.limit)
        table.add_row(str(j + 1), built, num(a[j]), num(h[j]), mark)
        narrow.append(Prose(f"a{j + 1} = {built}: a{NBSP}{fixed(a[j])} · h{NBSP}{fixed(h[j])}{NBSP}{mark.plain}"))
    shown = Fit(table, Group(*narrow), NARROW_TABLE)
    legend = Text(f"{ZEROED_MARK} {v.say(M.relu_zeroed)} · {KEPT_MARK} {v.say(M.relu_kept)}", style=STYLES["meta"])
    pairs, pairs_out = first(w.negated, v.limit)
    lines = [Prose(v.say(M.negated, a=f"a{i + 1}", b=f"a{j + 1}")) for i, j in pairs]
    lines += v.more(pairs_out, M.more_pairs)
    names, names_out = first(w.zeroed, v.limit)
    listed = ", ".join(f"h{j + 1}" for j in names) + (f", … ({len(w.zeroed)})" if names_out else "")
    lines.append(Prose(v.say(M.zeroed_summary, names=listed) if w.zeroed else v.say(M.none_zeroed)))
    return titled(Group(shown, *v.more(left_out), legend, *lines), v.say(M.hidden))


def composition_panel(v: View, spec: PanelSpec) -> RenderableType:
    w = v.worked
    h, f = w.vector("h"), w.vector("f")
    lines: list[RenderableType] = []
    channels, left_out = first(w.f_channels, v.limit)
    for j, channel in enumerate(channels):
        name = f"f{j + 1}"
        pad = " " * len(name)
        lines.append(Prose(f"{name} = {expression(channel, 'h', limit=v.limit)}"))
        lines.append(Prose(f"{pad} = {expression(channel, 'h', h, limit=v.limit)}", STYLES["meta"]))
        lines.append(Text.assemble(f"{pad} = ", num(f[j])))
    lines += v.more(left_out)
    lines.append(Prose(v.say(M.same_network), STYLES["note"]))
    return titled(Group(*lines), v.say(M.composition))


def layernorm_panel(v: View, spec: PanelSpec) -> RenderableType:
    w = v.worked
    table = Table.grid(padding=(0, 2))
    table.add_column(style=STYLES["meta"])
    table.add_column(no_wrap=True)
    table.add_row(v.say(M.mean), num(w.mean))
    table.add_row(v.say(M.variance), num(w.var))
    table.add_row("eps", f"{w.ln.eps:g}")
    table.add_row(v.say(M.std), num(w.std))
    for name, values in (("gamma", w.ln.gamma), ("beta", w.ln.beta)):
        shown, left_out = first(values, v.limit)
        table.add_row(name, coefficients_text(shown, left_out))
    return titled(table, v.say(M.layernorm))


def scopes_panel(v: View, spec: PanelSpec) -> RenderableType:
    table = Table(box=TABLE_BOX, pad_edge=False, show_edge=False)
    table.add_column(v.say(M.scope), no_wrap=True, style=STYLES["heading"])
    table.add_column(v.say(M.parts), ratio=1)
    table.add_column("", ratio=2)
    blocks: list[RenderableType] = []
    for scope, text in v.lesson.scopes.items():
        parts = ", ".join(p.label for p in v.lesson.diagram if p.scope == scope)
        table.add_row(v.say(SCOPE_NAMES[scope]), Prose(parts), Prose(text(v.lang), STYLES["meta"]))
        blocks += [Prose(v.say(SCOPE_NAMES[scope]), STYLES["heading"]), Prose(parts), Prose(text(v.lang), STYLES["meta"])]
    return titled(Fit(table, Group(*blocks), NARROW_TABLE), v.say(M.scopes))


SCOPE_NAMES = {"across": M.scope_across, "within": M.scope_within}
assert set(SCOPE_NAMES) == set(SCOPES), "every scope a lesson file may use needs a name"

VISIBILITY_POSITIONS = 3  # size of the "who reads whom" grids


def visibility_panel(v: View, spec: PanelSpec) -> RenderableType:
    n = VISIBILITY_POSITIONS
    attention_reads, ffn_reads = v.worked.visibility(n)
    attention = reads_grid(v.say(M.attention), n, lambda i, j: bool(attention_reads[i, j]))
    ffn = reads_grid(v.say(M.ffn), n, lambda i, j: bool(ffn_reads[i, j]))
    side_by_side = Table.grid(padding=(0, 4))
    side_by_side.add_row(attention, ffn)
    grids = Fit(side_by_side, Group(attention, Text(""), ffn))
    scopes = bullets(f"{v.say(SCOPE_NAMES[s])}{colon(v.lang)}{text(v.lang)}" for s, text in v.lesson.scopes.items())
    notes = [Prose(v.say(M.visibility_note), STYLES["note"]), Prose(v.say(M.stacks, d=len(v.worked.vector("z"))))]
    return titled(Group(grids, scopes, *notes), v.say(M.visibility, n=n))


def residual_panel(v: View, spec: PanelSpec) -> RenderableType:
    w = v.worked
    if not w.carried:
        return titled(Prose(v.say(M.no_negative)), v.say(M.residual))
    u, f, z = w.vector("u"), w.vector("f"), w.vector("z")
    headers = [v.say(M.component), "u", "f", "z", v.say(M.sign_kept)]
    carried, left_out = first(w.carried, v.limit)
    rows = [
        [str(c.index + 1), num(u[c.index]), num(f[c.index]), num(z[c.index]), Text(KEPT_MARK if c.kept else ZEROED_MARK, style=STYLES["pass" if c.kept else "fail"])]
        for c in carried
    ]
    return titled(Group(data_table(headers, rows), *v.more(left_out)), v.say(M.residual))


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
    return titled(Group(SignedBars(rows, v.worked.scale(spec.of)), *v.more(left_out)), v.say(M.bars))


def position_table(v: View, values: np.ndarray, column: str) -> RenderableType:
    """One row per position, one column per component; the first `limit` of each."""
    rows, rows_out = first(range(values.shape[0]), v.limit)
    cols, cols_out = first(range(values.shape[1]), v.limit)
    headers = [v.say(M.position), *(f"{column}{j + 1}" for j in cols)]
    table = data_table(headers, [[str(i + 1), *(num(values[i, j]) for j in cols)] for i in rows])
    return Group(table, *v.more(rows_out), *v.more(cols_out, M.more_columns))


def attention_panel(v: View, spec: PanelSpec) -> RenderableType:
    demo = v.worked.demo
    blocks: list[RenderableType] = [Prose(v.say(M.attention_note), STYLES["meta"])]
    heads, heads_out = first(range(len(demo.weights)), v.limit)
    for k in heads:
        weights = demo.weights[k]  # (positions, positions)
        rows, rows_out = first(range(weights.shape[0]), v.limit)
        cols, cols_out = first(range(weights.shape[1]), v.limit)
        headers = ["i", *(f"j={j + 1}" for j in cols)]
        cells = [[str(i + 1), *(Text(f"{fixed(weights[i, j])} {heat_mark(weights[i, j])}", style=heat(weights[i, j])) for j in cols)] for i in rows]
        blocks.append(Prose(v.say(M.head_weights, k=k + 1), STYLES["heading"]))
        blocks += [data_table(headers, cells), *v.more(rows_out), *v.more(cols_out, M.more_columns)]
        blocks.append(Prose(v.say(M.head_output, k=k + 1), STYLES["heading"]))
        blocks.append(position_table(v, demo.head_outputs[k], "o"))
    blocks += v.more(heads_out, M.more_heads)
    return titled(Group(*blocks), f"{v.say(M.attention_title)} · {v.lesson.demo.label(v.lang)}")


def sequence_panel(v: View, spec: PanelSpec) -> RenderableType:
    heads = ", ".join(v.say(M.head, k=k + 1) for k in range(len(v.lesson.demo.heads)))
    blocks: list[RenderableType] = []
    for name in spec.of:
        blocks.append(Text(SEQUENCE_LABELS[name].format(heads=heads), style=STYLES["heading"]))
        blocks.append(position_table(v, v.worked.sequence(name), SEQUENCE_COLUMNS.get(name, name)))
    return titled(Group(*blocks), f"{v.say(M.sequence_title)} · {v.lesson.demo.label(v.lang)}")


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
