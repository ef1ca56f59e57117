"""Each state as a Section: its texts, the diagram, and every panel as tables, notes or pictures.

The same facts as the terminal's panels (render/panels.py), laid out as
data a format can write as a real table: a header row, one label column,
a kind per column (numbers, formulas, text, marks). Every number is written
by `numfmt`; nothing here computes.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ..derive import expression
from ..lesson.model import Lesson, PanelSpec
from ..lesson.vocabulary import DEMO_MATRICES, PANEL_KINDS
from ..messages import M, colon, say
from ..numfmt import coefficient, difference, fixed
from ..render.block_panels import SEQUENCE_COLUMNS, SEQUENCE_LABELS, VISIBILITY_POSITIONS
from ..render.panels import MATRIX_AXES, VECTOR_LABELS
from ..render.style import HEAT_MARKS, KEPT_MARK, SEEN, UNSEEN, ZEROED_MARK
from .content import ADD, Bars, Diagram, Figure, Heatmap, Notes, Section, Table, diagram
from .palette import shade_step

if TYPE_CHECKING:
    from ..worked import WorkedExample

# The sequence's stages as formulas with names only (attn, not the word "attention"), so a zh export has no English word.
STAGES = {**SEQUENCE_LABELS, "attention": "attn = concat W_O + b_O", "u": "u = LN(x + attn)"}
SUPERSCRIPT = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")


def power(x: float) -> str:
    """A number as the lesson writes it: 1e-05 as 10⁻⁵, anything else as it is."""
    if x > 0:
        exponent = round(math.log10(x))
        if 10.0**exponent == x and exponent not in (0, 1):
            return f"10{str(exponent).translate(SUPERSCRIPT)}"
    return f"{x:g}"


def _tuple(values) -> str:  # type: ignore[no-untyped-def]
    return "(" + ", ".join(coefficient(x) for x in values) + ")"


def vectors(lesson: Lesson, w: WorkedExample, spec: PanelSpec, lang: str) -> list[Figure]:
    columns = [w.vector(name) for name in spec.of]
    longest = max(len(c) for c in columns)
    rows = tuple((str(j + 1), *(fixed(c[j]) if j < len(c) else "" for c in columns)) for j in range(longest))
    headers = (say(M.component, lang), *(VECTOR_LABELS[n] for n in spec.of))
    return [Table(say(M.vectors, lang), headers, rows, ("label", *("num" for _ in spec.of)))]


def matrix(lesson: Lesson, w: WorkedExample, spec: PanelSpec, lang: str) -> list[Figure]:
    out: list[Figure] = []
    for name in spec.of:
        W = w.matrix(name)
        rows_of, cols_of = MATRIX_AXES[name]
        caption = say(M.matrix, lang, name=name, rows=W.shape[0], cols=W.shape[1], inp=rows_of, out=cols_of)
        if name in DEMO_MATRICES:
            caption += f" · {lesson.demo.label(lang)}"
        desc = say(M.export_heatmap_desc, lang, name=name, rows=W.shape[0], cols=W.shape[1])
        values = tuple(tuple(float(x) for x in row) for row in W)
        labels = tuple(f"{rows_of}{i + 1}" for i in range(W.shape[0])), tuple(f"{cols_of}{j + 1}" for j in range(W.shape[1]))
        out.append(Heatmap(caption, name, *labels, values, say(M.weight_legend, lang), desc))
    return out


def hidden(lesson: Lesson, w: WorkedExample, spec: PanelSpec, lang: str) -> list[Figure]:
    a, h, zeroed = w.vector("a"), w.vector("h"), set(w.zeroed)
    rows = tuple(
        (str(j + 1), expression(c, "u"), fixed(a[j]), fixed(h[j]), ZEROED_MARK if j in zeroed else KEPT_MARK) for j, c in enumerate(w.a_channels)
    )
    notes = [f"{ZEROED_MARK} {say(M.relu_zeroed, lang)} · {KEPT_MARK} {say(M.relu_kept, lang)}"]
    notes += [say(M.negated, lang, a=f"a{i + 1}", b=f"a{j + 1}") for i, j in w.negated]
    names = ", ".join(f"h{j + 1}" for j in w.zeroed)
    notes.append(say(M.zeroed_summary, lang, names=names) if w.zeroed else say(M.none_zeroed, lang))
    headers = ("j", say(M.built_from, lang), "a", "h", "ReLU")
    return [Table(say(M.hidden, lang), headers, rows, ("label", "formula", "num", "num", "mark"), tuple(notes))]


def composition(lesson: Lesson, w: WorkedExample, spec: PanelSpec, lang: str) -> list[Figure]:
    h, f = w.vector("h"), w.vector("f")
    rows = tuple((f"f{j + 1}", expression(c, "h"), expression(c, "h", h), fixed(f[j])) for j, c in enumerate(w.f_channels))
    headers = ("j", "f_j =", say(M.export_filled, lang), say(M.export_value, lang))
    return [Table(say(M.composition, lang), headers, rows, ("label", "formula", "formula", "num"), (say(M.same_network, lang),))]


def layernorm(lesson: Lesson, w: WorkedExample, spec: PanelSpec, lang: str) -> list[Figure]:
    rows = (
        (say(M.mean, lang), fixed(w.mean)),
        (say(M.variance, lang), fixed(w.var)),
        ("ε", power(w.ln.eps)),
        (say(M.export_std, lang), fixed(w.std)),
        ("γ", _tuple(w.ln.gamma)),
        ("β", _tuple(w.ln.beta)),
    )
    return [Table(say(M.layernorm, lang), (say(M.export_quantity, lang), say(M.export_value, lang)), rows, ("label", "num"))]


def scopes(lesson: Lesson, w: WorkedExample, spec: PanelSpec, lang: str) -> list[Figure]:
    rows = tuple(
        (say(SCOPE_NAMES[scope], lang), ", ".join(p.shown(lang) for p in lesson.diagram if p.scope == scope), text(lang)) for scope, text in lesson.scopes.items()
    )
    headers = (say(M.scope, lang), say(M.parts, lang), say(M.export_meaning, lang))
    return [Table(say(M.scopes, lang), headers, rows, ("label", "text", "text"))]


SCOPE_NAMES = {"across": M.scope_across, "within": M.scope_within}


def visibility(lesson: Lesson, w: WorkedExample, spec: PanelSpec, lang: str) -> list[Figure]:
    n = VISIBILITY_POSITIONS
    attention_reads, ffn_reads = w.visibility(n)
    headers = ("i", *(f"j={j + 1}" for j in range(n)))
    kinds = ("label", *("mark" for _ in range(n)))

    def grid(reads) -> tuple[tuple[str, ...], ...]:  # type: ignore[no-untyped-def]
        return tuple((str(i + 1), *(SEEN if reads[i, j] else UNSEEN for j in range(n))) for i in range(n))

    notes = [f"{say(SCOPE_NAMES[s], lang)}{colon(lang)}{text(lang)}" for s, text in lesson.scopes.items()]
    notes += [say(M.visibility_note, lang), say(M.stacks, lang, d=len(w.vector("z")))]
    return [
        Notes(say(M.visibility, lang, n=n), (), (say(M.export_reads, lang, seen=SEEN, unseen=UNSEEN),)),
        Table(say(M.attention, lang), headers, grid(attention_reads), kinds),
        Table(say(M.ffn, lang), headers, grid(ffn_reads), kinds, tuple(notes)),
    ]


def residual(lesson: Lesson, w: WorkedExample, spec: PanelSpec, lang: str) -> list[Figure]:
    if not w.carried:
        return [Notes(say(M.residual, lang), (), (say(M.no_negative, lang),))]
    u, f, z = w.vector("u"), w.vector("f"), w.vector("z")
    rows = tuple((str(c.index + 1), fixed(u[c.index]), fixed(f[c.index]), fixed(z[c.index]), KEPT_MARK if c.kept else ZEROED_MARK) for c in w.carried)
    headers = (say(M.component, lang), "u", "f", "z", say(M.sign_kept, lang))
    return [Table(say(M.residual, lang), headers, rows, ("label", "num", "num", "num", "mark"))]


def formula(lesson: Lesson, w: WorkedExample, spec: PanelSpec, lang: str) -> list[Figure]:
    d_in, d_hidden = w.ffn.W1.shape
    d_out = w.ffn.W2.shape[1]
    chain = f"u_i ({d_in}) → W1 ({d_in}×{d_hidden}), b1 ({d_hidden}) → ReLU → h_i ({d_hidden}) → W2 ({d_hidden}×{d_out}), b2 ({d_out}) → f_i ({d_out})"
    lines = [say(M.per_position, lang)] + ([say(M.zero_biases, lang)] if w.zero_biases else [])
    return [Notes(say(M.formula, lang), ("f_i = ReLU(u_i W1 + b1) W2 + b2", chain), tuple(lines))]


def _positions(values, column: str, caption: str, lang: str) -> Table:  # type: ignore[no-untyped-def]
    headers = (say(M.position, lang), *(f"{column}{j + 1}" for j in range(values.shape[1])))
    rows = tuple((str(i + 1), *(fixed(x) for x in row)) for i, row in enumerate(values))
    return Table(caption, headers, rows, ("label", *("num" for _ in range(values.shape[1]))))


def _weights(weights, caption: str, notes: tuple[str, ...] = ()) -> Table:  # type: ignore[no-untyped-def]
    """One head's softmax weights (positions × positions), each value with its shade mark."""
    headers = ("i", *(f"j={j + 1}" for j in range(weights.shape[1])))
    rows = tuple((str(i + 1), *(f"{fixed(x)} {HEAT_MARKS[shade_step(x)]}" for x in row)) for i, row in enumerate(weights))
    shades = tuple(("", *(f"q-{shade_step(x)}" for x in row)) for row in weights)
    return Table(caption, headers, rows, ("label", *("num" for _ in range(weights.shape[1]))), notes, shades)


def attention(lesson: Lesson, w: WorkedExample, spec: PanelSpec, lang: str) -> list[Figure]:
    demo = w.demo
    out: list[Figure] = [Notes(f"{say(M.attention_title, lang)} · {lesson.demo.label(lang)}", (), (say(M.export_attention_note, lang, marks=HEAT_MARKS[1:]),))]
    for k, weights in enumerate(demo.weights):
        out.append(_weights(weights, say(M.head_weights, lang, k=k + 1)))
        out.append(_positions(demo.head_outputs[k], "o", say(M.head_output, lang, k=k + 1), lang))
    return out


def nonlinearity(lesson: Lesson, w: WorkedExample, spec: PanelSpec, lang: str) -> list[Figure]:
    """The terminal's nonlinearity panel as tables: position 1's output for the sum and the double, and head 1's weights."""
    probe = w.linearity

    def pair(caption: str, headers: tuple[str, str], left, right, gaps) -> Table:  # type: ignore[no-untyped-def]
        rows = tuple((f"attn{j + 1}", fixed(left[0, j]), fixed(right[0, j]), difference(left[0, j], right[0, j])) for j in range(left.shape[1]))
        return Table(caption, ("", *headers, "Δ"), rows, ("label", "num", "num", "num"))

    verdict = say(M.nonlinear_verdict, lang, n=len(probe.x), sum_gap=fixed(probe.additivity_gap), double_gap=fixed(probe.homogeneity_gap))
    return [
        Notes(f"{say(M.nonlinear_title, lang)} · {lesson.demo.label(lang)}", (), (say(M.nonlinear_setup, lang),)),
        pair(say(M.nonlinear_sum, lang), ("attn(x+y)", "attn(x)+attn(y)"), probe.of_sum, probe.sum_of, probe.sum_gaps),
        pair(say(M.nonlinear_double, lang), ("attn(2x)", "2·attn(x)"), probe.of_double, probe.double_of, probe.double_gaps),
        _weights(probe.weights[0], f"{say(M.nonlinear_weights, lang)} · x"),
        _weights(probe.weights_double[0], f"{say(M.nonlinear_weights, lang)} · 2x", (verdict,)),
    ]


def sequence(lesson: Lesson, w: WorkedExample, spec: PanelSpec, lang: str) -> list[Figure]:
    heads = ", ".join(say(M.export_head, lang, k=k + 1) for k in range(len(lesson.demo.heads)))
    out: list[Figure] = [Notes(f"{say(M.sequence_title, lang)} · {lesson.demo.label(lang)}", (), ())]
    for name in spec.of:
        out.append(_positions(w.sequence(name), SEQUENCE_COLUMNS.get(name, name), STAGES[name].format(heads=heads), lang))
    return out


def bars(lesson: Lesson, w: WorkedExample, spec: PanelSpec, lang: str) -> list[Figure]:
    named = [(name, w.vector(name)) for name in spec.of]
    rows: list[tuple[str, float] | None] = []
    if len({len(x) for _, x in named}) == 1 and len(named) > 1:
        for j in range(len(named[0][1])):
            rows += [(f"{name}{j + 1}", float(x[j])) for name, x in named]
            rows.append(None)
        rows.pop()
    else:
        rows = [(f"{name}{j + 1}", float(x)) for name, values in named for j, x in enumerate(values)]
    scale = w.scale(spec.of)
    desc = say(M.export_bars_desc, lang, names=", ".join(spec.of), scale=fixed(scale))
    return [Bars(say(M.bars, lang), tuple(rows), scale, (say(M.export_component, lang), say(M.export_value, lang)), desc)]


FIGURES = {
    "vectors": vectors,
    "matrix": matrix,
    "hidden": hidden,
    "composition": composition,
    "layernorm": layernorm,
    "scopes": scopes,
    "formula": formula,
    "visibility": visibility,
    "residual": residual,
    "attention": attention,
    "nonlinearity": nonlinearity,
    "sequence": sequence,
    "bars": bars,
}
assert set(FIGURES) == set(PANEL_KINDS), "every panel the lesson file may name needs its figures"


def section(lesson: Lesson, worked: WorkedExample, state_id: str, lang: str) -> Section:
    state = lesson.state(state_id)
    i, n = lesson.place(state_id)
    meta = f"{lesson.group_of(state_id).title(lang)} · {say(M.place, lang, i=i, n=n)}"
    if state_id == lesson.default:
        meta += f" · ★ {say(M.default_mark, lang)}"
    shown: list[Figure] = [diagram(lesson, worked, state.highlight, lang)]
    for spec in state.shows:
        shown += FIGURES[spec.kind](lesson, worked, spec, lang)
    return Section(state_id, state.title(lang), meta, state.explain(lang), tuple(t(lang) for t in state.notes), tuple(shown))


__all__ = ["ADD", "Diagram", "section"]
