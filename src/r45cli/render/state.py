"""`r45 show`: one state, its explanation, the block diagram and its panels."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.text import Text

from ..lesson.model import Lesson, State
from ..messages import M, colon
from .layout import Flow, bullets, titled
from .panels import PANELS, ROW_LIMIT, View
from .style import DEFAULT_MARK, HIGHLIGHT_MARKS, STYLES
from .wrap import Prose

if TYPE_CHECKING:
    from ..worked import WorkedExample


def diagram(v: View, state: State) -> Panel:
    items = []
    for part in v.lesson.diagram:
        if part.id in state.highlight:
            left, right = HIGHLIGHT_MARKS
            items.append(Text(f"{left}{part.label}{right}", style=STYLES["highlight"]))
        else:
            items.append(Text(part.label, style=STYLES["part"]))
    caption = Text(v.say(M.highlighted), style=STYLES["meta"])
    return titled(Group(Flow(items), caption), v.say(M.diagram))


def header(v: View, state: State) -> Panel:
    lesson = v.lesson
    i, n = lesson.place(state.id)
    meta = Text(style=STYLES["meta"])
    meta.append(f"{lesson.group_of(state.id).title(v.lang)} · {v.say(M.place, i=i, n=n)}")
    if state.id == lesson.default:
        meta.append(" · ")
        meta.append(f"{DEFAULT_MARK} {v.say(M.default_mark)}", style=STYLES["default"])
    title = Prose(f"{state.id} · {state.title(v.lang)}", STYLES["title"])
    body = Group(meta, Text(""), Prose(state.explain(v.lang)), bullets((n(v.lang) for n in state.notes), STYLES["note"]))
    return titled(body, title)


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


def state_view(lesson: Lesson, worked: WorkedExample, state_id: str, lang: str, *, limit: int | None = ROW_LIMIT, heading: bool = True) -> RenderableType:
    """The whole state; `limit` rows of each long vector or matrix (None: all of them); the lesson's heading first unless told not."""
    v = View(lesson, worked, lang, limit)
    state = lesson.state(state_id)
    return Group(
        *([lesson_heading(lesson, lang)] if heading else []),
        header(v, state),
        diagram(v, state),
        *(PANELS[spec.kind](v, spec) for spec in state.shows),
        reference_line(v),
    )
