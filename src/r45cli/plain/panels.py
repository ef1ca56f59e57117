"""The worked example's panels as linear text: one position through the FFN, the residual and LayerNorm.

The same facts as render/panels.py, each number on the line of its name;
a matrix is read by row, the bars become signs and sizes in words.
"""

from __future__ import annotations

from collections.abc import Callable

from ..derive import expression
from ..lesson.model import PanelSpec
from ..lesson.vocabulary import DEMO_MATRICES
from ..messages import M, Message
from ..numfmt import coefficient, fixed
from ..render.layout import first
from ..render.panels import MATRIX_AXES, vector_label
from ..render.view import View
from . import NBSP, cells, heading, items, minus, named

Lines = list[str]


def more(v: View, left_out: int, key: Message = M.more_rows) -> Lines:
    return [v.say(key, n=left_out)] if left_out else []


def num(v: View, value: float, course_value: float | None = None) -> str:
    """A number as printed; while the numbers are the learner's, one that differs from the course's says so."""
    shown = fixed(value)
    if v.yours and course_value is not None and fixed(course_value) != shown:
        return f"{minus(shown)} ({v.say(M.plain_changed)})"
    return minus(shown)


def vector_num(v: View, name: str, j: int) -> str:
    theirs = v.course.vector(name) if v.course is not None else None
    return num(v, float(v.worked.vector(name)[j]), float(theirs[j]) if theirs is not None and j < len(theirs) else None)


def stat_num(v: View, name: str) -> str:
    return num(v, getattr(v.worked, name), getattr(v.course, name) if v.course is not None else None)


def labelled(label: str, value: str) -> str:
    """`label = value`, a label's closing aside said after the value: `variance = 1.471626 (biased)`, so the name comes first."""
    close = label[-1:]
    if close in (")", "）"):
        opening, depth = {")": "(", "）": "（"}[close], 0
        for k in range(len(label) - 1, 0, -1):
            depth += (label[k] == close) - (label[k] == opening)
            if depth == 0:
                name, aside = label[:k].rstrip(), label[k:]
                if name:
                    return f"{name}{NBSP}={NBSP}{value}{' ' if close == ')' else ''}{aside}"
                break
    return f"{label}{NBSP}={NBSP}{value}"


def vectors(v: View, spec: PanelSpec) -> Lines:
    columns = [v.worked.vector(name) for name in spec.of]
    lines = heading(v.title(M.vectors))
    formulas = [vector_label(v, name) for name in spec.of if vector_label(v, name) != name]
    if formulas:
        lines.append("; ".join(formulas))
    shown, left_out = first(range(max(len(c) for c in columns)), v.limit)
    for j in shown:
        lines.append(named((f"{name}{j + 1}", vector_num(v, name, j)) for name, c in zip(spec.of, columns) if j < len(c)))
    return lines + more(v, left_out)


def matrix(v: View, spec: PanelSpec) -> Lines:
    lines: Lines = []
    for name in spec.of:
        W = v.worked.matrix(name)
        rows_of, cols_of = MATRIX_AXES[name]
        said = dict(name=name, rows=W.shape[0], cols=W.shape[1], inp=rows_of, out=cols_of)
        lines += heading(f"{v.say(M.matrix, **said)} · {v.lesson.demo.label(v.lang)}" if name in DEMO_MATRICES else v.weights_title(name, M.matrix, **said))
        shown_rows, rows_out = first(range(W.shape[0]), v.limit)
        shown_cols, cols_out = first(range(W.shape[1]), v.limit)
        for i in shown_rows:
            row = cells((f"{cols_of}{j + 1}", minus(coefficient(W[i, j]))) for j in shown_cols)
            lines.append(v.say(M.plain_row, name=name, row=f"{rows_of}{i + 1}", cells=row))
        lines += more(v, rows_out) + more(v, cols_out, M.more_columns)
    return lines


def hidden(v: View, spec: PanelSpec) -> Lines:
    w = v.worked
    zeroed = set(w.zeroed)
    lines = heading(v.title(M.hidden if w.relu else M.hidden_no_relu))
    channels, left_out = first(w.a_channels, v.limit)
    for j, channel in enumerate(channels):
        did = M.relu_off_kept if not w.relu else M.relu_zeroed if j in zeroed else M.relu_kept
        built = minus(expression(channel, "u", limit=v.limit))
        lines.append(f"a{j + 1} = {built} = {vector_num(v, 'a', j)}, h{j + 1} = {vector_num(v, 'h', j)}, {v.say(did)}")
    lines += more(v, left_out)
    pairs, pairs_out = first(w.negated, v.limit)
    lines += [v.say(M.negated, a=f"a{i + 1}", b=f"a{j + 1}") for i, j in pairs]
    lines += more(v, pairs_out, M.more_pairs)
    names, names_out = first(w.zeroed, v.limit)
    listed = ", ".join(f"h{j + 1}" for j in names) + (f", … ({len(w.zeroed)})" if names_out else "")
    if not w.relu:
        lines.append(v.say(M.relu_off))
    else:
        lines.append(v.say(M.zeroed_summary, names=listed) if w.zeroed else v.say(M.none_zeroed))
    return lines


def composition(v: View, spec: PanelSpec) -> Lines:
    w = v.worked
    h = w.vector("h")
    lines = heading(v.title(M.composition))
    channels, left_out = first(w.f_channels, v.limit)
    for j, channel in enumerate(channels):
        formula, filled = minus(expression(channel, "h", limit=v.limit)), minus(expression(channel, "h", h, limit=v.limit))
        lines.append(f"f{j + 1} = {formula} = {filled} = {vector_num(v, 'f', j)}")
    return lines + more(v, left_out) + [v.say(M.same_network)]


def layernorm(v: View, spec: PanelSpec) -> Lines:
    w = v.worked
    lines = heading(v.title(M.layernorm))
    lines += [labelled(v.say(M.mean), stat_num(v, "mean")), labelled(v.say(M.variance), stat_num(v, "var")), minus(f"eps = {w.ln.eps:g}")]
    lines.append(labelled(v.say(M.std), stat_num(v, "std")))
    for name, values in (("gamma", w.ln.gamma), ("beta", w.ln.beta)):
        shown, left_out = first(values, v.limit)
        lines.append(f"{name} = (" + ", ".join([*(minus(coefficient(x)) for x in shown), *(["…"] if left_out else [])]) + ")")
    lines.append(labelled(v.say(M.z_mean), num(v, w.z_mean, v.course.z_mean if v.course is not None else None)))
    lines.append(labelled(v.say(M.z_variance), num(v, w.z_var, v.course.z_var if v.course is not None else None)))
    return lines


def residual(v: View, spec: PanelSpec) -> Lines:
    w = v.worked
    lines = heading(v.title(M.residual))
    if not w.carried:
        return [*lines, v.say(M.no_negative)]
    carried, left_out = first(w.carried, v.limit)
    for c in carried:
        k = c.index
        pairs = [*((f"{name}{k + 1}", vector_num(v, name, k)) for name in ("u", "f", "s"))]
        pairs += [("mean", stat_num(v, "mean")), (f"z{k + 1}", vector_num(v, "z", k))]
        lines.append(f"{named(pairs)}, {v.say(M.sign_kept)}: {v.say(M.plain_yes if c.kept else M.plain_no)}")
    return lines + more(v, left_out) + [v.say(M.sign_rule)]


def formula(v: View, spec: PanelSpec) -> Lines:
    p = v.worked.ffn
    d_in, d_hidden = p.W1.shape
    d_out = p.W2.shape[1]
    chain = " → ".join(
        [f"u_i ({d_in})", f"W1 ({d_in}×{d_hidden}), b1 ({d_hidden})", "ReLU", f"h_i ({d_hidden})", f"W2 ({d_hidden}×{d_out}), b2 ({d_out})", f"f_i ({d_out})"]
    )
    lines = [*heading(v.say(M.formula)), "f_i = ReLU(u_i W1 + b1) W2 + b2", chain, v.say(M.per_position)]
    return lines + ([v.say(M.zero_biases)] if v.worked.zero_biases else [])


def bars(v: View, spec: PanelSpec) -> Lines:
    """Each value with its sign in words, and which is the largest: what the bars' lengths and sides showed."""
    vectors = [(name, v.worked.vector(name)) for name in spec.of]
    scale = fixed(v.worked.scale(spec.of))
    lines = [*heading(v.title(M.plain_bars)), v.say(M.plain_scale, scale=scale, names=", ".join(spec.of))]
    rows: list[tuple[str, float]] = []
    left_out = 0
    if len({len(values) for _, values in vectors}) == 1 and len(vectors) > 1:
        components, left_out = first(range(len(vectors[0][1])), v.limit)
        rows = [(f"{name}{j + 1}", float(values[j])) for j in components for name, values in vectors]
    else:
        for name, values in vectors:
            shown, out = first(values, v.limit)
            rows += [(f"{name}{j + 1}", float(x)) for j, x in enumerate(shown)]
            left_out += out
    for label, x in rows:
        said = fixed(x)
        words = [v.say(M.plain_negative if said.startswith("-") else M.plain_positive if said != fixed(0) else M.plain_zero)]
        if said != fixed(0) and said.lstrip("-") == scale:
            words.append(v.say(M.plain_largest))
        lines.append(f"{label} = {minus(said)}, {', '.join(words)}")
    return lines + more(v, left_out)


PANELS: dict[str, Callable[[View, PanelSpec], Lines]] = {
    "vectors": vectors,
    "matrix": matrix,
    "hidden": hidden,
    "composition": composition,
    "layernorm": layernorm,
    "residual": residual,
    "formula": formula,
    "bars": bars,
}
__all__ = ["PANELS", "items", "more", "num"]
