"""What every export format shares: the view model's tables, equations and bars as rows of strings with a kind
per column, which pictures a state has, and the learner's lab notes.

Markdown, HTML and the SVG page each write a Grid as their own table; a
number keeps the text the view model gave it, an attention weight its shade
mark beside it, a mark its symbol.
"""

from __future__ import annotations

from typing import NamedTuple

from ..controls import forbidden
from ..lesson.model import Lesson
from ..lesson.vocabulary import LAB_EXPERIMENTS
from ..messages import M, say
from ..palette import step_name
from ..render.wrap import is_url
from ..view.model import Bars, Beside, Block, Diagram, Equations, Formula, Mark, Num, Table
from ..view.state import StateView
from ..vocab import HEAT_MARKS

LANG_TAGS = {"zh": "zh-Hans", "en": "en"}  # what `lang` and `xml:lang` say: the Chinese is simplified
SKIPPED = ("said", "keys")  # what only the linear text needs, or only a prompt says


class Grid(NamedTuple):
    caption: str
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]  # the first column labels each row
    kinds: tuple[str, ...]  # per column: label, num, formula, text, mark
    shades: tuple[tuple[str, ...], ...] = ()  # per cell, a shade class (q-0…q-4, w-n4…w-p4) or ""
    legend: str = ""


class LabNote(NamedTuple):
    """A line the learner wrote before a lab experiment, with the experiment's title and a model answer's points."""

    title: str
    yours: str
    points: tuple[str, ...]


def web(url: str) -> bool:
    """An http(s) URL that can be written as a link as it is: no space, quote, bracket or control character."""
    return is_url(url) and not any(ch.isspace() or ch in '<>"' or forbidden(ch) for ch in url)


def _cell(c: object, shading: str) -> tuple[str, str, str]:
    """(text, kind, shade) of one cell."""
    if isinstance(c, Num):
        if shading == "attention" and c.shade is not None:
            return f"{c.text} {HEAT_MARKS[c.shade]}", "num", f"q-{c.shade}"
        return c.text, "num", f"w-{step_name(c.shade or 0)}" if shading == "weight" else ""
    if isinstance(c, Mark):
        return c.symbol, "mark", ""
    if isinstance(c, Formula):
        return c.text, "formula", ""
    return str(c), "text", ""


def grid(t: Table, lang: str) -> Grid:
    """A table as rows of strings; one without headers (a label and a value a row) gets `quantity | value`."""
    cells = [[_cell(c, t.shading) for c in r.cells] for r in t.rows]
    width = max((len(row) for row in cells), default=0)
    kinds = tuple(next((k for row in cells if row[j][0] for k in [row[j][1]]), "text") for j in range(width))
    headers = t.headers or (say(M.export_quantity, lang), *([say(M.export_value, lang)] * width))
    rows = tuple((r.label, *(text for text, _, _ in row)) for r, row in zip(t.rows, cells))
    shades = tuple(("", *(shade for _, _, shade in row)) for row in cells) if t.shading else ()
    return Grid(t.caption, headers, rows, ("label", *kinds), shades, t.legend)


def equations_grid(e: Equations, lang: str) -> Grid:
    rows = tuple((eq.name, eq.steps[0], eq.steps[-1] if len(eq.steps) > 1 else "", eq.value.text if eq.value else "")
                 for eq in e.eqs)
    headers = ("", "=", say(M.export_filled, lang), say(M.export_value, lang))
    return Grid("", headers, rows, ("label", "formula", "formula", "num"))


def bars_grid(b: Bars, lang: str) -> Grid:
    rows = tuple((n.name, n.text) for n in b.rows if n is not None)
    headers = (say(M.export_component, lang), say(M.export_value, lang))
    return Grid(say(M.export_values, lang), headers, rows, ("label", "num"))


def grids(b: Block, lang: str) -> list[Grid]:
    """The tables a block is written as, in a format that has tables."""
    if isinstance(b, Table):
        return [grid(b, lang)]
    if isinstance(b, Beside):
        return [grid(t, lang) for t in b.tables]
    if isinstance(b, Equations):
        return [equations_grid(b, lang)]
    return []


class Picture(NamedTuple):
    """A drawing of a state: the diagram, a weight matrix's heatmap, or bars; with the title and words it goes with."""

    title: str
    drawn: Diagram | Table | Bars
    desc: str  # what it shows, for a reader who cannot see it

    @property
    def name(self) -> str:
        return self.drawn.name


def pictures(s: StateView, lang: str) -> list[Picture]:
    """A state's pictures, numbered from 1 in this order: the diagram, then each weight heatmap and set of bars."""
    found = [Picture(s.diagram.caption, s.diagram, s.diagram.desc)]
    for p in s.panels:
        for b in p.blocks:
            if isinstance(b, Bars):
                found.append(Picture(p.title, b, b.desc))
            elif isinstance(b, Table) and b.shading == "weight":
                desc = say(M.export_heatmap_desc, lang, name=b.name, rows=len(b.rows), cols=len(b.headers) - 1)
                found.append(Picture(p.title, b, desc))
    return found


def lab_notes(lesson: Lesson, kept: dict[str, str], lang: str) -> tuple[LabNote, ...]:
    """The learner's lines from `lab --ask`, in the lesson's order of experiments."""
    return tuple(
        LabNote(lesson.lab[key].title(lang), kept[f"lab.{key}"], tuple(p(lang) for p in lesson.lab[key].points))
        for key in LAB_EXPERIMENTS
        if f"lab.{key}" in kept
    )
