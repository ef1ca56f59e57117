"""What an export shows, as plain facts: the same content as the terminal, ready for any format.

Each state becomes a Section: its texts, then one Figure per panel. Vectors
and matrices are tables of numbers, bars and the block diagram are pictures
(drawn by `svg`), and panels with no picture of their own (the hidden layer,
the composition, the LayerNorm statistics…) keep the terminal's text.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, NamedTuple

from rich.console import Console
from rich.panel import Panel

from ..lesson.model import Lesson, PanelSpec
from ..messages import M, say
from ..numfmt import fixed
from ..render.layout import Clean
from ..render.panels import MATRIX_AXES, PANELS, VECTOR_LABELS, View

if TYPE_CHECKING:
    from ..worked import WorkedExample

TEXT_WIDTH = 100  # columns of the text kept for panels with no picture


class Table(NamedTuple):
    caption: str
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


class Heatmap(NamedTuple):
    """A weight matrix: values shaded by sign and size."""

    caption: str
    row_labels: tuple[str, ...]
    col_labels: tuple[str, ...]
    values: tuple[tuple[float, ...], ...]


class Bars(NamedTuple):
    caption: str
    rows: tuple[tuple[str, float] | None, ...]  # None: a gap between groups
    scale: float


class Diagram(NamedTuple):
    caption: str
    parts: tuple[tuple[str, bool], ...]  # (label, highlighted), left to right
    skips: tuple[tuple[int, int, str], ...]  # residual connections: from part, to part, label


class Preformatted(NamedTuple):
    caption: str
    text: str


Figure = Table | Heatmap | Bars | Diagram | Preformatted


class Section(NamedTuple):
    id: str
    title: str
    meta: str
    explain: str
    notes: tuple[str, ...]
    figures: tuple[Figure, ...]


def _as_text(renderable) -> str:  # type: ignore[no-untyped-def]
    console = Console(width=TEXT_WIDTH, file=io.StringIO(), record=True, color_system=None, markup=False)
    console.print(Clean(renderable))
    return console.export_text().rstrip()


def _skips(lesson: Lesson) -> tuple[tuple[int, int, str], ...]:
    """The residuals: from the part whose value is added back to its ⊕, with that part's label."""
    ids = [p.id for p in lesson.diagram]
    return tuple((ids.index(p.adds), k, lesson.diagram[ids.index(p.adds)].label) for k, p in enumerate(lesson.diagram) if p.adds is not None)


def figure(v: View, spec: PanelSpec) -> tuple[Figure, ...]:
    w, lang = v.worked, v.lang
    if spec.kind == "vectors":
        columns = [w.vector(name) for name in spec.of]
        longest = max(len(c) for c in columns)
        rows = tuple((str(j + 1), *(fixed(c[j]) if j < len(c) else "" for c in columns)) for j in range(longest))
        return (Table(say(M.vectors, lang), (say(M.component, lang), *(VECTOR_LABELS[n] for n in spec.of)), rows),)
    if spec.kind == "matrix":
        out = []
        for name in spec.of:
            W = w.matrix(name)
            rows_of, cols_of = MATRIX_AXES[name]
            caption = say(M.matrix, lang, name=name, rows=W.shape[0], cols=W.shape[1], inp=rows_of, out=cols_of)
            out.append(Heatmap(caption, tuple(f"{rows_of}{i + 1}" for i in range(W.shape[0])), tuple(f"{cols_of}{j + 1}" for j in range(W.shape[1])), tuple(tuple(float(x) for x in row) for row in W)))
        return tuple(out)
    if spec.kind == "bars":
        vectors = [(name, w.vector(name)) for name in spec.of]
        rows: list[tuple[str, float] | None] = []
        if len({len(x) for _, x in vectors}) == 1 and len(vectors) > 1:
            for j in range(len(vectors[0][1])):
                rows += [(f"{name}{j + 1}", float(x[j])) for name, x in vectors]
                rows.append(None)
            rows.pop()
        else:
            rows = [(f"{name}{j + 1}", float(x)) for name, values in vectors for j, x in enumerate(values)]
        return (Bars(say(M.bars, lang), tuple(rows), w.scale(spec.of)),)
    drawn = PANELS[spec.kind](v, spec)
    inner = drawn.renderable if isinstance(drawn, Panel) else drawn  # no box: a browser's CJK is not two cells wide
    return (Preformatted("", _as_text(inner)),)


def section(lesson: Lesson, worked: WorkedExample, state_id: str, lang: str) -> Section:
    v = View(lesson, worked, lang, None)
    state = lesson.state(state_id)
    i, n = lesson.place(state_id)
    meta = f"{lesson.group_of(state_id).title(lang)} · {say(M.place, lang, i=i, n=n)}"
    if state_id == lesson.default:
        meta += f" · ★ {say(M.default_mark, lang)}"
    parts = tuple((p.label, p.id in state.highlight) for p in lesson.diagram)
    figures: list[Figure] = [Diagram(say(M.diagram, lang), parts, _skips(lesson))]
    for spec in state.shows:
        figures += figure(v, spec)
    return Section(state_id, state.title(lang), meta, state.explain(lang), tuple(n(lang) for n in state.notes), tuple(figures))
