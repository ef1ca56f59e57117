"""`r45 show`: one state, its explanation, the block diagram and its panels."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.segment import Segment
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


def diagram(v: View, state: State) -> RenderableType:
    ids = [p.id for p in v.lesson.diagram]
    boxes = [Box(p.shown(v.lang), p.id in state.highlight, ids.index(p.adds) if p.adds is not None else None) for p in v.lesson.diagram]
    caption = Text(v.say(M.highlighted), style=STYLES["meta"])
    return titled(Group(BlockDiagram(boxes), caption), v.say(M.diagram))


def header(v: View, state: State) -> RenderableType:
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

    def _at_half(self, console: Console, options: ConsoleOptions, item: RenderableType, half: int) -> list[list[Segment]] | None:
        """The panel laid out in `half` columns, or None if a table had to give way there (prose may wrap)."""
        token = GAVE_WAY.set([])
        try:
            lines = console.render_lines(item, options.update_width(half), pad=True)
            return None if GAVE_WAY.get() else lines
        finally:
            GAVE_WAY.reset(token)

    def _pair(self, run: list[tuple[RenderableType, list[list[Segment]]]], half: int, width: int) -> RenderResult:
        """A run of panels that fit half: one alone keeps the whole width; more are split into two columns of about equal height."""
        if len(run) < 2:
            yield run[0][0]
            return
        heights = [len(lines) for _, lines in run]
        split = min(range(1, len(run)), key=lambda k: abs(sum(heights[:k]) - sum(heights[k:])))
        left = [line for _, lines in run[:split] for line in lines]
        right = [line for _, lines in run[split:] for line in lines]
        blank, gap = [Segment(" " * half)], Segment(" " * (width - 2 * half))
        for k in range(max(len(left), len(right))):
            yield from left[k] if k < len(left) else blank
            yield Segment(" " * COLUMN_GAP)
            yield from right[k] if k < len(right) else blank
            yield gap
            yield Segment.line()

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if options.max_width < self.from_width:
            yield Group(*self.items)
            return
        width = options.max_width - COLUMN_GAP  # the gap between the columns, and the same again at the right
        half = (options.max_width - 2 * COLUMN_GAP) // 2
        run: list[tuple[RenderableType, list[list[Segment]]]] = []
        for item in self.items:
            lines = self._at_half(console, options, item, half)  # each panel is laid out once, and kept
            if lines is not None:
                run.append((item, lines))
                continue
            if run:
                yield from self._pair(run, half, width)
                run = []
            yield item
        if run:
            yield from self._pair(run, half, width)


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
