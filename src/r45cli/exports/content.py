"""What an export shows, as plain facts: the same content as the terminal, ready for any format.

Each state becomes a Section (built in `sections`): its texts, the block
diagram, then the figures of its panels. Every tabular panel is a Table
(a header row, a label column, a kind per column), weight matrices are
Heatmaps, the named vectors' bars are Bars, and a formula is Notes; no
format has to read the terminal's text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..controls import forbidden
from ..lesson.model import Lesson
from ..messages import M, say
from ..render.wrap import is_url

if TYPE_CHECKING:
    from ..worked import WorkedExample

ADD = "⊕"  # a residual's sum, in the diagram and in every text about it
LANG_TAGS = {"zh": "zh-Hans", "en": "en"}  # what `lang` and `xml:lang` say: the Chinese is simplified


def web(url: str) -> bool:
    """An http(s) URL that can be written as a link as it is: no space, quote, bracket or control character."""
    return is_url(url) and not any(ch.isspace() or ch in '<>"' or forbidden(ch) for ch in url)


class Table(NamedTuple):
    """Rows of cells under a header row; the first column labels each row."""

    caption: str
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    kinds: tuple[str, ...]  # per column: label (the row's name), num, formula, text, mark
    notes: tuple[str, ...] = ()  # sentences under the table: a legend, a summary
    shades: tuple[tuple[str, ...], ...] = ()  # per cell, a shade class (q-0 … q-4) or "": attention weights


class Heatmap(NamedTuple):
    """A weight matrix: values shaded by sign and size."""

    caption: str
    name: str
    row_labels: tuple[str, ...]
    col_labels: tuple[str, ...]
    values: tuple[tuple[float, ...], ...]
    legend: str
    desc: str


class Bars(NamedTuple):
    caption: str
    rows: tuple[tuple[str, float] | None, ...]  # None: a gap between groups
    scale: float
    headers: tuple[str, str]  # of the table of the same values
    desc: str
    name: str = "bars"


class Notes(NamedTuple):
    """A panel that is a formula and sentences: formulas in monospace, sentences as prose."""

    caption: str
    formulas: tuple[str, ...]
    lines: tuple[str, ...]


class Node(NamedTuple):
    """One part of the block diagram."""

    label: str
    kind: str  # tensor (x, u, z), op, or add (a residual's ⊕)
    lit: bool  # one of the state's parts
    wide_in: bool  # its input is the hidden layer
    wide_out: bool  # its output is the hidden layer


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
    model: int  # the model's width (4): what u, z and every part but the hidden layer carry
    hidden: int  # the hidden layer's width (6)
    per_position: str  # what the stacked copies mean
    key: str  # how to read the picture
    desc: str  # what it shows, in a sentence
    name: str = "diagram"


Figure = Table | Heatmap | Bars | Notes | Diagram


class LabNote(NamedTuple):
    """A line the learner wrote before a lab experiment, with the experiment's title and a model answer's points."""

    title: str
    yours: str
    points: tuple[str, ...]


class Section(NamedTuple):
    id: str
    title: str
    meta: str
    explain: str
    notes: tuple[str, ...]
    figures: tuple[Figure, ...]


def diagram(lesson: Lesson, worked: WorkedExample, lit: tuple[str, ...], lang: str) -> Diagram:
    """The block as facts: parts, sublayers, residuals, the hidden layer's widths, what is highlighted."""
    parts = lesson.diagram
    ids = [p.id for p in parts]
    nodes = tuple(
        Node(
            ADD if p.adds is not None else p.shown(lang),
            "add" if p.adds is not None else "tensor" if p.scope is None else "op",
            p.id in lit,
            k > 0 and parts[k - 1].width == "hidden",
            p.width == "hidden",
        )
        for k, p in enumerate(parts)
    )
    spans = []
    for sub in lesson.sublayers:
        first, last = ids.index(sub.parts[0]), ids.index(sub.parts[-1])
        spans.append(Span(sub.title(lang), first, last, any(nodes[k].wide_in or nodes[k].wide_out for k in range(first, last + 1))))
    skips = tuple((ids.index(p.adds), k, say(M.export_residual, lang, name=parts[ids.index(p.adds)].shown(lang))) for k, p in enumerate(parts) if p.adds is not None)
    d_model, d_hidden = worked.ffn.W1.shape
    flow = " → ".join(n.label for n in nodes)
    groups = "; ".join(f"{s.title}: {', '.join(n.label for n in nodes[s.first : s.last + 1])}" for s in spans)
    added = ", ".join(f"{parts[a].shown(lang)} → {ADD}" for a, _, _ in skips)
    shown = ", ".join(n.label for n in nodes if n.lit) or say(M.none, lang)
    desc = say(M.export_diagram_desc, lang, flow=flow, groups=groups, skips=added, lit=shown, widths=f"{d_model} → {d_hidden} → {d_model}")
    return Diagram(
        say(M.diagram, lang),
        nodes,
        tuple(spans),
        skips,
        int(d_model),
        int(d_hidden),
        say(M.export_per_position, lang),
        say(M.export_diagram_key, lang),
        desc,
    )


def pictures(s: Section) -> list[tuple[int, Figure]]:
    """A section's figures that are pictures (diagram, heatmaps, bars), with their place among all its figures."""
    return [(k, f) for k, f in enumerate(s.figures) if isinstance(f, (Diagram, Heatmap, Bars))]
