"""Each panel kind a state may show, built once as data from the computed example.

A builder takes the View (lesson, numbers, language, row limit, whose numbers they are) and the state's
PanelSpec, and returns Panels. Long vectors and matrices keep their first `limit` rows or columns and say how
many more there are; `limit` None keeps everything.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple, TypeVar

from ..derive import flat_note
from ..lesson.model import Lesson, PanelSpec
from ..lesson.vocabulary import DEMO_MATRICES, EXAMPLE_PANELS, SCOPES
from ..messages import M, Message, colon, comma, enumeration, say, semicolon, sentences
from ..numfmt import coefficient, fixed, power, significant
from ..sums import expression, operand
from ..typed import split_name
from ..vocab import (
    FFN_FORMULAS,
    H_WITHOUT_A,
    KEPT,
    MATRIX_AXES,
    NBSP,
    NO_RELU_LABELS,
    SEEN,
    UNSEEN,
    VECTOR_LABELS,
    VISIBILITY_POSITIONS,
    ZEROED,
    said_name,
    weight_step,
)
from .model import Bars, Beside, Block, Chain, Eq, Equations, Formula, Items, Mark, Num, Panel, Para, Row, Table, Whose
from .parts import part_label, switched_off

if TYPE_CHECKING:
    import numpy as np

    from ..worked import WorkedExample

T = TypeVar("T")
ROW_LIMIT = 8  # rows (or columns) of a long vector or matrix shown before "… N more"
WHOSE = {Whose.YOURS: M.whose_yours, Whose.COURSE: M.whose_course, Whose.DRAWN: M.whose_drawn}
SCOPE_NAMES = {"across": M.scope_across, "within": M.scope_within}
assert set(SCOPE_NAMES) == set(SCOPES), "every scope a lesson file may use needs a name"


def first(items: Sequence[T], limit: int | None) -> tuple[Sequence[T], int]:
    """The first `limit` items and how many are left out; all of them when `limit` is None."""
    if limit is None or len(items) <= limit:
        return items, 0
    return items[:limit], len(items) - limit


class View(NamedTuple):
    lesson: Lesson
    worked: WorkedExample  # the numbers drawn
    lang: str
    limit: int | None = ROW_LIMIT
    whose: Whose | None = None  # while the what-if is open
    course: WorkedExample | None = None  # the course's numbers, to mark what the learner's change moved

    def say(self, key: Message, /, **values: object) -> str:
        return say(key, self.lang, **values)

    def more(self, left_out: int, key: Message = M.more_rows) -> tuple[Para, ...]:
        return (Para(self.say(key, n=left_out), "meta"),) if left_out else ()

    def title(self, key: Message, /, *, whose: Whose | None | bool = True, **values: object) -> str:
        """A panel's title, saying whose numbers it holds while the what-if is open."""
        text = self.say(key, **values)
        shown = self.whose if whose is True else whose or None
        return f"{text} · {self.say(WHOSE[shown])}" if shown in WHOSE else text

    def num(self, value: float, name: str = "", course: float | None = None) -> Num:
        """A number as printed, marked when it is the learner's and differs from the course's at the digits shown."""
        shown = fixed(value)
        changed = self.whose is Whose.YOURS and course is not None and fixed(course) != shown
        return Num(shown, float(value), name, changed)

    def vector_num(self, stage: str, j: int) -> Num:
        theirs = self.course.vector(stage) if self.course is not None else None
        course = float(theirs[j]) if theirs is not None and j < len(theirs) else None
        return self.num(float(self.worked.vector(stage)[j]), f"{stage}{j + 1}", course)

    def stat_num(self, name: str, label: str = "") -> Num:
        course = getattr(self.course, name) if self.course is not None else None
        return self.num(getattr(self.worked, name), label or name, course)

    def changed_legend(self, *blocks: object, key: Message = M.changed_mark) -> tuple[Para, ...]:  # what * means,
        return (Para(self.say(key), "legend"),) if self.whose is Whose.YOURS and marked(blocks) else ()  # if shown

    def demo_title(self, key: Message, *, ffn: bool = False) -> str:
        """A demonstration panel's title; a what-if's switches (no ReLU, W2 = 0) hold in the demonstration's FFN too."""
        w, off = self.worked, (M.demo_no_relu, M.tui_zero_w2)
        said = "".join(f" · {self.say(m)}" for m, on in zip(off, (not w.relu, w.zero_w2)) if on and ffn)
        return f"{self.say(key)} · {self.lesson.demo.label(self.lang)}{said}"


def marked(item: object) -> bool:  # does a block (tuples all the way down) hold a number marked as changed?
    return item.changed if isinstance(item, Num) else isinstance(item, tuple) and any(map(marked, item))


def stage_label(v: View, stage: str, labels: dict[str, str] = VECTOR_LABELS) -> str:
    return NO_RELU_LABELS.get(stage, labels[stage]) if not v.worked.relu else labels[stage]


def vectors(v: View, spec: PanelSpec) -> tuple[Panel, ...]:
    columns = [v.worked.vector(name) for name in spec.of]
    shown, left_out = first(range(max(len(c) for c in columns)), v.limit)
    rows = tuple(Row(str(j + 1), tuple(v.vector_num(n, j) if j < len(c) else "" for n, c in zip(spec.of, columns)))
                 for j in shown)
    labels = [H_WITHOUT_A[v.worked.relu] if n == "h" and "a" not in spec.of else stage_label(v, n) for n in spec.of]
    table = Table((v.say(M.component), *labels), rows, short=("", *spec.of))
    formulas = Para(semicolon(v.lang).join(label for label, n in zip(labels, spec.of) if label != n), "said")
    return (Panel(v.title(M.vectors), (formulas, table, *v.more(left_out), *v.changed_legend(table)), "vectors"),)


def weight_table(name: str, W: np.ndarray, lang: str, limit: int | None, course: np.ndarray | None = None) -> Table:
    """A weight matrix: a row of the input a row, shaded by each weight's step (vocab.weight_step); a weight that
    differs from the `course`'s as written is marked (W2 = 0 in a what-if: its 0.5s and 0.25s had gone unmarked)."""
    rows_of, cols_of = MATRIX_AXES[name]
    moved = [[course is not None and coefficient(float(x)) != coefficient(float(course[i, j]))
              for j, x in enumerate(row)] for i, row in enumerate(W)]
    top = float(abs(W).max()) if W.size else 0.0
    shown_rows, _ = first(range(W.shape[0]), limit)
    shown_cols, _ = first(range(W.shape[1]), limit)
    rows = tuple(
        Row(
            f"{rows_of}{i + 1}",
            tuple(Num(coefficient(W[i, j]), float(W[i, j]), say(M.weight_to, lang, col=f"{cols_of}{j + 1}"),
                      moved[i][j], weight_step(W[i, j], top))  # said, not "f1 = 0.5": f1 is a value
                  for j in shown_cols),
            said=say(M.row_of, lang, name=name, row=f"{rows_of}{i + 1}"),
        )
        for i in shown_rows
    )
    headers = ("", *(f"{cols_of}{j + 1}" for j in shown_cols))
    return Table(headers, rows, shading="weight", name=name, legend=say(M.weight_legend, lang))


def matrix(v: View, spec: PanelSpec) -> tuple[Panel, ...]:
    from ..givens import bias  # it brings numpy, which the full screen's first frame does without

    panels = []
    for name in spec.of:
        W = v.worked.matrix(name)
        rows_of, cols_of = MATRIX_AXES[name]
        said = dict(name=name, rows=W.shape[0], cols=W.shape[1], inp=rows_of, out=cols_of)
        if name in DEMO_MATRICES:
            title = f"{v.say(M.matrix, **said)} · {v.lesson.demo.label(v.lang)}"
        else:  # while the what-if is open, a weight is the learner's only where the what-if replaced it
            theirs = Whose.DRAWN if v.whose is Whose.DRAWN else Whose.YOURS  # drawn for a run, or the learner's
            yours = theirs if name in v.worked.changed_weights else Whose.COURSE
            title = v.title(M.matrix, whose=v.whose and yours, **said)
        changed = v.whose is Whose.YOURS and name in v.worked.changed_weights  # the what-if's W2 = 0
        table = weight_table(name, W, v.lang, v.limit, v.course.matrix(name) if changed and v.course else None)
        left = (*v.more(W.shape[0] - len(table.rows)), *v.more(W.shape[1] - len(table.headers) + 1, M.more_columns))
        added = bias(name, v.worked, v.limit)  # b2 under W2: f = hW2 + b2 names it, and a learner found it nowhere
        panels.append(Panel(title, (table, *left, *((Para(added, "formula"),) if added else ()),
                                    Para(table.legend, "legend"),
                                    *v.changed_legend(table, key=M.changed_weight_mark)), "matrix"))
    return tuple(panels)


def hidden(v: View, spec: PanelSpec) -> tuple[Panel, ...]:
    w = v.worked
    zeroed = set(w.zeroed)
    kept = v.say(M.relu_kept if w.relu else M.relu_off_kept)
    channels, left_out = first(w.a_channels, v.limit)
    rows = tuple(
        Row(str(j + 1), (
            Formula(expression(channel, "u", limit=v.limit), f"a{j + 1}"),
            v.vector_num("a", j),
            v.vector_num("h", j),
            Mark(ZEROED, v.say(M.relu_zeroed, a=f"a{j + 1}"), False) if j in zeroed else Mark(KEPT, kept),
        ))
        for j, channel in enumerate(channels)
    )
    table = Table(("j", v.say(M.built_from), "a", "h" if w.relu else "h = a", "ReLU"), rows)
    blocks: list[Block] = [table, *v.more(left_out)]
    zeroed_said = f"{ZEROED}{NBSP}{v.say(M.relu_zeroed_legend)} · " if w.relu else ""  # none is zeroed without ReLU
    blocks.append(Para(f"{zeroed_said}{KEPT}{NBSP}{kept}", "legend"))
    pairs, pairs_out = first(w.negated, v.limit)
    biased = any(w.ffn.b1)  # with a bias the widened map is affine, not linear
    negated = M.negated_biased if biased else M.negated
    blocks += [Para(v.say(negated, a=f"a{i + 1}", b=f"a{j + 1}")) for i, j in pairs]
    blocks += v.more(pairs_out, M.more_pairs)
    names, names_out = first(w.zeroed, v.limit)
    joint = enumeration(v.lang)  # h3、h4、h6 in Chinese
    listed = joint.join(f"h{j + 1}" for j in names) + (f"{joint}… ({len(w.zeroed)})" if names_out else "")
    words = M.zeroed_summary_biased if biased else M.zeroed_summary  # with a bias the map was affine, not linear
    summary = v.say(words, names=listed) if w.zeroed else v.say(M.none_zeroed)
    blocks.append(Para(summary if w.relu else v.say(M.relu_off)))
    return (Panel(v.title(M.hidden if w.relu else M.hidden_no_relu), (*blocks, *v.changed_legend(*blocks)), "hidden"),)


def composition(v: View, spec: PanelSpec) -> tuple[Panel, ...]:
    h = v.worked.vector("h")
    channels, left_out = first(v.worked.f_channels, v.limit)
    filled = lambda c: (expression(c, "h", h, limit=v.limit),) if c.terms else ()  # noqa: E731  # none: W2 = 0
    eqs = tuple(
        Eq(f"f{j + 1}", (expression(c, "h", limit=v.limit), *filled(c)), v.vector_num("f", j),
           inputs=tuple(v.vector_num("h", t.at) for t in c.terms[: v.limit]))
        for j, c in enumerate(channels)
    )
    note = Para(v.say(M.same_network), "note")
    biased = any(v.worked.ffn.b2)  # a what-if's W2 = 0 sets b2 to 0 too: "leaving its bias" was said over b2 = 0
    why = (Para(v.say(M.no_terms if biased else M.no_terms_no_bias), "meta"),) \
        if channels and not any(c.terms for c in channels) else ()
    blocks: tuple[Block, ...] = (*why, Equations(eqs), *v.more(left_out), note, *v.changed_legend(eqs))
    return (Panel(v.title(M.composition), blocks, "composition"),)


def layernorm(v: View, spec: PanelSpec) -> tuple[Panel, ...]:
    w, course = v.worked, v.course

    def coefficients(values: np.ndarray) -> str:
        shown, left_out = first(list(values), v.limit)
        return "(" + ", ".join([*(coefficient(x) for x in shown), *(["…"] if left_out else [])]) + ")"

    rows = (
        Row(v.say(M.mean_named), (v.stat_num("mean"),)),
        Row(v.say(M.variance), (v.stat_num("var"),)),
        Row("eps", (Num(power(w.ln.eps), w.ln.eps, "eps"),)),
        Row(v.say(M.std), (v.stat_num("std"),)),
        Row("gamma", (coefficients(w.ln.gamma),)),
        Row("beta", (coefficients(w.ln.beta),)),
        Row(v.say(M.z_mean), (v.num(w.z_mean, "", course.z_mean if course else None),)),
        # "near 1 while gamma is 1" only where it is: not for an s (nearly) constant, whose z is (about) beta
        Row(v.say(M.z_variance if abs(w.z_var - 1) < 0.01 or (w.ln.gamma != 1).any() else M.z_variance_bare),
            (v.num(w.z_var, "", course.z_var if course else None),)),
    )
    said = flat_said(w.vector("s"), w.ln.beta, v.lang) or moved_z(w, v.lang)
    return (Panel(v.title(M.layernorm), (Table((), rows), *said, *v.changed_legend(rows)), "layernorm"),)


WELL_AWAY = 1e-4  # z from the rounded mean and std: within 13 last digits of LayerNorm's (2,000 u drawn), bar tiny var


def moved_z(w: WorkedExample, lang: str) -> tuple[Para, ...]:
    """Where var(s) is so small that rounding it to 6 decimals moves z visibly (at its 4th decimal), said with the z
    that moved most: a learner's u = (0.003, 0, 0, 0) gave var 0.000003 and z1 = 0.883805 where LayerNorm gives
    0.868156, under a note that z's variance is var(s) / (var(s) + eps), which the z shown are not near. The
    variance is said with every digit too: "only 0.000000" alone had read as a variance of 0. (LayerNorm's panel,
    and `why` of std or z.)"""
    j, gap = w.z_moved
    if w.exact or not gap > WELL_AWAY:
        return ()
    said = say(M.ln_rounding_moved_z, lang, var=fixed(w.var), var_exact=significant(w.var_unrounded), j=j + 1,
               shown=fixed(w.vector("z")[j]), exact=fixed(w.z_unrounded[j]))
    return (Para(said, "note"),)


def by_hand(v: View, shown: list[tuple[str, Panel]]) -> tuple[Panel, ...]:
    """The state's panels; one of the example's showing a number not yet said whose last digit (each stage worked
    from the one before as shown) is not numpy's names each such number it shows ("mean" alone had stood by a z3 that
    differed too). How the page works is said once: by the first note, or for a what-if's numbers by its own line."""
    all_off = frozenset(() if v.whose is Whose.DRAWN else v.worked.off_by_hand)
    off, out, said = set(all_off), [], M.off_by_hand_short if v.whose is Whose.YOURS else M.off_by_hand
    for kind, panel in shown:
        names = dict.fromkeys(n.name for n in numbers_in(panel.blocks) if n.name in all_off and kind in EXAMPLE_PANELS)
        if set(names) & off:
            off -= set(names)
            how = v.say(M.off_by_hand_gap, gap=fixed(gap)) if (gap := v.worked.off_most(names)) > 1.5e-6 else \
                v.say(M.off_by_hand_last)
            values = comma(v.lang).join(f"{n} = {fixed(v.worked.every_digit(n))}" for n in names)  # numpy's: check by
            named = enumeration(v.lang).join(said_name(n, v.lang) for n in names)
            text = v.say(said, names=named, how=how, values=values)
            panel, said = panel._replace(blocks=(*panel.blocks, Para(text, "note"))), M.off_by_hand_short
        out.append(panel)
    return tuple(out)


def numbers_in(item: object) -> list[Num]:  # the numbers of a block, tuples all the way down
    return [item] if isinstance(item, Num) else [n for x in item for n in numbers_in(x)] if isinstance(item, tuple) \
        else []


def flat_said(s: np.ndarray, beta: np.ndarray, lang: str) -> tuple[Para, ...]:
    """A constant s, or one of a single component, said in words (derive.flat_note); nothing for any other s."""
    return (Para(say(note[0], lang, **note[1]), "note"),) if (note := flat_note(s, beta)) is not None else ()


def residual(v: View, spec: PanelSpec) -> tuple[Panel, ...]:
    w = v.worked
    if not w.carried:
        said = M.no_negative_yours if v.whose is Whose.YOURS else M.no_negative_drawn if v.whose is Whose.DRAWN \
            else M.no_negative
        return (Panel(v.title(M.residual), (Para(v.say(said)),), "residual"),)  # "this example's" of the learner's u
    carried, left_out = first(w.carried, v.limit)
    yes, no = (f"{v.say(M.sign_kept)}{colon(v.lang)}{v.say(k)}" for k in (M.plain_yes, M.plain_no))
    rows = tuple(
        Row(str(c.at + 1), (
            *(v.vector_num(stage, c.at) for stage in ("u", "f", "s")),
            v.stat_num("mean"),
            v.vector_num("z", c.at),
            Mark(KEPT, yes) if c.kept else Mark(ZEROED, no, False),
        ))
        for c in carried
    )
    table = Table((v.say(M.component), "u", "f", "s", v.say(M.mean), "z", v.say(M.sign_kept)), rows)
    rule = M.sign_rule if not w.ln.beta.any() and (w.ln.gamma > 0).all() else M.sign_rule_affine  # gamma's, beta's
    blocks: tuple[Block, ...] = (table, *v.more(left_out), Para(v.say(rule), "note"), *v.changed_legend(table))
    return (Panel(v.title(M.residual), blocks, "residual"),)


def formula(v: View, spec: PanelSpec) -> tuple[Panel, ...]:
    p, relu = v.worked.ffn, v.worked.relu
    (d_in, d_hidden), d_out = p.W1.shape, p.W2.shape[1]
    chain = Chain((
        f"u_i ({d_in})", f"W1 ({d_in}×{d_hidden}){comma(v.lang)}b1 ({d_hidden})", *(("ReLU",) if relu else ()),
        f"h_i ({d_hidden})", f"W2 ({d_hidden}×{d_out}){comma(v.lang)}b2 ({d_out})", f"f_i ({d_out})",
    ))
    blocks: list[Block] = [Para(FFN_FORMULAS[relu], "formula"), chain, Para(v.say(M.per_position))]
    if v.worked.zero_biases:
        blocks.append(Para(v.say(M.zero_biases), "meta"))
    return (Panel(v.say(M.formula), tuple(blocks), "formula"),)


def bars(v: View, spec: PanelSpec) -> tuple[Panel, ...]:
    """The named vectors on one scale; vectors of one width grouped by component (u1 f1 s1 z1, then u2 …)."""
    vectors = [(name, v.worked.vector(name)) for name in spec.of]
    rows: list[Num | None] = []
    left_out = 0
    if len({len(x) for _, x in vectors}) == 1 and len(vectors) > 1:
        components, left_out = first(range(len(vectors[0][1])), v.limit)
        for j in components:
            rows += [Num(fixed(x[j]), float(x[j]), f"{name}{j + 1}") for name, x in vectors] + [None]
        rows.pop()
    else:
        for name, x in vectors:
            shown, out = first(list(x), v.limit)
            rows += [Num(fixed(value), float(value), f"{name}{j + 1}") for j, value in enumerate(shown)]
            left_out += out
    scale = v.worked.scale(spec.of)
    names = enumeration(v.lang).join(spec.of)  # zh: 、
    said = comma(v.lang).join(f"{r.name} {r.text}" for r in rows if r is not None)
    shows = v.say(M.export_bars_desc, names=names, scale=fixed(scale))
    desc = sentences((shows, v.say(M.export_bars_values, values=said)), v.lang)
    scale_said = Para(v.say(M.plain_scale, scale=fixed(scale), names=names), "said")
    blocks = (scale_said, Bars(tuple(rows), scale, fixed(scale), desc, shows=shows))
    return (Panel(v.title(M.bars), (*blocks, *v.more(left_out)), "bars", said=v.title(M.plain_bars)),)


def scopes(v: View, spec: PanelSpec) -> tuple[Panel, ...]:
    rows = []
    for scope, text in v.lesson.scopes.items():
        parts = enumeration(v.lang).join(part_label(p, v.lang, switched_off(v.worked))
                                         for p in v.lesson.diagram if p.scope == scope)
        name = v.say(SCOPE_NAMES[scope])
        bracketed = f"（{parts}）" if v.lang == "zh" else f" ({parts})"
        rows.append(Row(name, (parts, text(v.lang)), said=f"{name}{bracketed}{colon(v.lang)}{text(v.lang)}"))
    table = Table((v.say(M.scope), v.say(M.parts), v.say(M.export_meaning)), tuple(rows))
    return (Panel(v.say(M.scopes), (table,), "scopes"),)


def visibility(v: View, spec: PanelSpec) -> tuple[Panel, ...]:
    n = VISIBILITY_POSITIONS
    grids = []
    for who, reads in zip((M.attention, M.ffn), v.worked.visibility(n)):
        rows = tuple(
            Row(str(i + 1), tuple(Mark(SEEN, "", True) if reads[i, j] else Mark(UNSEEN, "", False) for j in range(n)),
                said=v.say(M.plain_reads, i=i + 1,
                           js=enumeration(v.lang).join(str(j + 1) for j in range(n) if reads[i, j])))
            for i in range(n)
        )
        grids.append(Table(("i", *(f"j={j + 1}" for j in range(n))), rows, caption=v.say(who)))
    said = tuple(f"{v.say(SCOPE_NAMES[k])}{colon(v.lang)}{t(v.lang)}" for k, t in v.lesson.scopes.items())
    blocks = (Para(v.say(M.export_reads, seen=SEEN, unseen=UNSEEN), "legend"), Beside(tuple(grids)), Items(said),
              Para(v.say(M.visibility_note), "note"), Para(v.say(M.stacks, d=len(v.worked.vector("z")))))
    return (Panel(v.say(M.visibility, n=n), blocks, "visibility"),)


def recovered(lesson: Lesson, name: str, lang: str) -> tuple[Para, ...]:
    """`why u3`: the subtraction that recovers a given u_j from the page's printed u + f and f, when the lesson prints
    both and they give u_j as the lesson file has it (every other name showed its arithmetic; u3 showed none)."""
    stage, j = split_name(name) or ("", 0)
    s, f = lesson.printed.get("s"), lesson.printed.get("f")
    if stage != "u" or s is None or f is None or not 0 < j <= min(len(s), len(f), len(lesson.example.u)):
        return ()
    u = fixed(s[j - 1] - f[j - 1])
    if u != fixed(lesson.example.u[j - 1]):
        return ()
    worked = NBSP.join((f"u{j}", "=", fixed(s[j - 1]), "-", operand(f[j - 1]), "=", u))  # one unit, kept whole
    said = say(M.why_recovered, lang, j=j, worked=worked)
    return (Para(said.replace(" + ", f"{NBSP}+{NBSP}"), "meta"),)


# Panels named in a sentence (a claim's proof): their titles that need no numbers filled in
TITLES = {"vectors": M.vectors, "hidden": M.hidden, "composition": M.composition, "layernorm": M.layernorm,
          "residual": M.residual, "formula": M.formula, "bars": M.bars, "scopes": M.scopes,
          "attention": M.attention_title, "sequence": M.sequence_title, "nonlinearity": M.nonlinear_title}


def panel_title(kind: str, lang: str) -> str:
    """A panel's title for a sentence that names it; the kind itself where the title needs numbers (matrix)."""
    return say(TITLES[kind], lang) if kind in TITLES else kind
