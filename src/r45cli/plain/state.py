"""`show` as linear text: the lesson's heading, the state's title and explanation, the block in words, every panel."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lesson.model import Lesson, State
from ..lesson.vocabulary import PANEL_KINDS
from ..messages import M, colon
from ..render.view import ROW_LIMIT, View
from . import heading, items
from .block import PANELS as BLOCK_PANELS
from .panels import PANELS as EXAMPLE_PANELS
from .panels import Lines

if TYPE_CHECKING:
    from ..worked import WorkedExample

PANELS = {**EXAMPLE_PANELS, **BLOCK_PANELS}
assert set(PANELS) == set(PANEL_KINDS), "every panel the lesson file may name needs a linear text"


def lesson_heading(lesson: Lesson, lang: str) -> Lines:
    return [lesson.title(lang), *([lesson.opening(lang)] if lesson.opening is not None else [])]


def header(v: View, state: State) -> Lines:
    """The state's title on a line of its own, where it stands, its explanation, its notes as items."""
    lesson = v.lesson
    i, n = lesson.place(state.id)
    meta = f"{lesson.group_of(state.id).title(v.lang)} · {v.say(M.place, i=i, n=n)}"
    if state.id == lesson.default:
        meta += f" · {v.say(M.default_mark)}"
    shown = [note for note in state.notes if not (v.yours and note.about == "course")]
    lines = [*heading(f"{state.id} · {state.title(v.lang)}"), meta, state.explain(v.lang), *items(note(v.lang) for note in shown)]
    held = len(state.notes) - len(shown)
    return lines + ([v.say(M.notes_held_back, n=held)] if held else [])


def diagram(v: View, state: State) -> Lines:
    """The block diagram in words: its parts in order, its sublayers, where each residual is added back, what this state is about."""
    parts = v.lesson.diagram
    by_id = {p.id: p for p in parts}
    lines = [*heading(v.say(M.diagram)), v.say(M.plain_parts, flow=" → ".join(p.shown(v.lang) for p in parts))]
    lines += items(f"{sub.title(v.lang)}{colon(v.lang)}{', '.join(by_id[pid].shown(v.lang) for pid in sub.parts)}" for sub in v.lesson.sublayers)
    adds = [v.say(M.plain_adds, name=by_id[p.adds].shown(v.lang), at=p.shown(v.lang)) for p in parts if p.adds is not None]
    if adds:
        lines.append(v.say(M.plain_residuals, pairs=("；" if v.lang == "zh" else "; ").join(adds)))
    lit = [p.shown(v.lang) for p in parts if p.id in state.highlight]
    return lines + [v.say(M.plain_this_state, parts=", ".join(lit) or v.say(M.none))]


def reference(v: View) -> Lines:
    ref = v.lesson.reference
    return ["", f"{v.say(M.reference)}{colon(v.lang)}{ref.title}, {ref.where(v.lang)}", ref.url]


def state_lines(
    lesson: Lesson,
    worked: WorkedExample,
    state_id: str,
    lang: str,
    *,
    limit: int | None = ROW_LIMIT,
    heading: bool = True,
    whose: str | None = None,
    course: WorkedExample | None = None,
) -> Lines:
    """The whole state in reading order; `whose` and `course` as for render.state.state_view."""
    v = View(lesson, worked, lang, limit, whose, course)
    state = lesson.state(state_id)
    lines = lesson_heading(lesson, lang) if heading else []
    lines += header(v, state) + diagram(v, state)
    for spec in state.shows:
        lines += PANELS[spec.kind](v, spec)
    return lines + reference(v)
