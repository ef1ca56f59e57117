"""`r45 show`: one state, its explanation, the block diagram and its panels."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..lesson.model import Lesson, State
from ..messages import M, colon
from .diagram import BlockDiagram, Box
from .layout import GAVE_WAY, bullets, titled
from .panels import PANELS, View
from .style import DEFAULT_MARK, STYLES
from .view import ROW_LIMIT
from .wrap import Prose

if TYPE_CHECKING:
    from ..worked import WorkedExample

TWO_COLUMNS = 100  # from this many columns of pane (a terminal of about 120), `flow` lays the panels out in two columns
COLUMN_GAP = 1


def diagram(v: View, state: State) -> Panel:
    ids = [p.id for p in v.lesson.diagram]
    boxes = [Box(p.shown(v.lang), p.id in state.highlight, ids.index(p.adds) if p.adds is not None else None) for p in v.lesson.diagram]
    caption = Text(v.say(M.highlighted), style=STYLES["meta"])
    return titled(Group(BlockDiagram(boxes), caption), v.say(M.diagram))


def header(v: View, state: State) -> Panel:
    """The state's title, place, explanation and notes; a note about the course's numbers is held back while they are the learner's."""
    lesson = v.lesson
    i, n = lesson.place(state.id)
    meta = Text(style=STYLES["meta"])
    meta.append(f"{lesson.group_of(state.id).title(v.lang)} · {v.say(M.place, i=i, n=n)}")
    if state.id == lesson.default:
        meta.append(" · ")
        meta.append(f"{DEFAULT_MARK} {v.say(M.default_mark)}", style=STYLES["default"])
    title = Prose(f"{state.id} · {state.title(v.lang)}", STYLES["title"])
    shown = [note for note in state.notes if not (v.yours and note.about == "course")]
    held = len(state.notes) - len(shown)
    body = [meta, Text(""), Prose(state.explain(v.lang)), bullets((note(v.lang) for note in shown), STYLES["note"])]
    if held:
        body.append(Prose(v.say(M.notes_held_back, n=held), STYLES["meta"]))
    return titled(Group(*body), title)


def reference_line(v: View) -> RenderableType:
    """The paper, where to look in it, and its URL whole on a line of its own."""
    ref = v.lesson.reference
    return Group(Prose(f"{v.say(M.reference)}{colon(v.lang)}{ref.title}, {ref.where(v.lang)}", style=STYLES["meta"]), Prose(ref.url, style=STYLES["meta"]))


def lesson_heading(lesson: Lesson, lang: str) -> RenderableType:
    """The lesson's own title and opening sentences."""
    parts: list[RenderableType] = [Prose(lesson.title(lang), STYLES["title"])]
    if lesson.opening is not None:
        parts.append(Prose(lesson.opening(lang), STYLES["meta"]))
    return Group(*parts)


def state_heading(lesson: Lesson, state_id: str, lang: str) -> RenderableType:
    """The state's title, explanation and diagram: what the full-screen step draws before its numbers are computed."""
    v = View(lesson, None, lang)  # type: ignore[arg-type]  # no panel is drawn, so no worked example is needed
    state = lesson.state(state_id)
    return Group(header(v, state), diagram(v, state))


class TwoColumns:
    """Panels in reading order; where the pane is wide, neighbours that each fit half of it stand side by side.

    A panel fits half when its content's natural width does: a table that
    would have to turn into one record a row, or prose that would wrap
    twice as often, keeps the whole width. A run of panels that fit is split
    into a left and a right column of about equal height, the left read first.
    """

    def __init__(self, items: list[RenderableType], from_width: int = TWO_COLUMNS):
        self.items, self.from_width = items, from_width

    def _fits(self, console: Console, options: ConsoleOptions, item: RenderableType, half: int) -> bool:
        """Whether a panel can be laid out in `half` columns with no table giving way (prose may wrap): it is tried there."""
        token = GAVE_WAY.set([])
        try:
            console.render_lines(item, options.update_width(half), pad=False)
            return not GAVE_WAY.get()
        finally:
            GAVE_WAY.reset(token)

    def _pair(self, console: Console, options: ConsoleOptions, run: list[RenderableType], half: int) -> RenderableType:
        if len(run) < 2:
            return Group(*run)
        heights = [len(console.render_lines(item, options.update_width(half), pad=False)) for item in run]
        split = min(range(1, len(run)), key=lambda k: abs(sum(heights[:k]) - sum(heights[k:])))
        grid = Table.grid(padding=(0, COLUMN_GAP, 0, 0), expand=True)
        grid.add_column(ratio=1)
        grid.add_column(ratio=1)
        grid.add_row(Group(*run[:split]), Group(*run[split:]))
        return grid

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if options.max_width < self.from_width:
            yield Group(*self.items)
            return
        half = (options.max_width - 2 * COLUMN_GAP) // 2  # each cell of the grid is padded by the gap
        run: list[RenderableType] = []
        for item in self.items:
            if self._fits(console, options, item, half):
                run.append(item)
                continue
            if run:
                yield self._pair(console, options, run, half)
                run = []
            yield item
        if run:
            yield self._pair(console, options, run, half)


def state_view(
    lesson: Lesson,
    worked: WorkedExample,
    state_id: str,
    lang: str,
    *,
    limit: int | None = ROW_LIMIT,
    heading: bool = True,
    whose: str | None = None,
    course: WorkedExample | None = None,
    flow: bool = False,
    explain_last: bool = False,
) -> RenderableType:
    """The whole state, the lesson's heading first unless told not; `limit` rows of each long vector or matrix (None: all).

    `whose` says whose numbers these are while a what-if is open ("yours" or
    "course"), with the course's in `course` to mark what changed; `flow`
    lays the panels out in two columns on a wide screen; `explain_last` puts
    the title and explanation at the end, where a terminal that scrolls
    keeps them in sight above the prompt.
    """
    v = View(lesson, worked, lang, limit, whose, course)
    state = lesson.state(state_id)
    panels = [PANELS[spec.kind](v, spec) for spec in state.shows]
    body = [diagram(v, state), *([TwoColumns(panels)] if flow else panels), reference_line(v)]
    about = header(v, state)
    return Group(*([lesson_heading(lesson, lang)] if heading else []), *([*body, about] if explain_last else [about, *body]))
