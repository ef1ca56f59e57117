"""`r45 step`: the key legend, the two routes from the default state, the end of the path, and the state's pane.

The end of the path does not say "done" while states of the path are still
unseen: it names them first, and how to go there.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from rich.text import Text

from ..keys import KEYS
from ..lesson.model import Lesson
from ..messages import M, say
from .layout import bullets, titled
from .state import state_heading, state_view
from .style import STYLES
from .wrap import Prose

if TYPE_CHECKING:
    from ..worked import WorkedExample

AFTERWARDS = (M.after_quiz, M.after_why, M.after_lab)  # the commands the last state points to, one line on each


def legend(lesson: Lesson, lang: str) -> Prose:
    """Line mode's keys, from the one key table: what to type, and what it does."""
    places = f"0–{min(len(lesson.order), 10) - 1}"
    parts = []
    for k in KEYS:
        if not k.words:
            continue
        typed = "/".join("Enter" if w == "" else (places if w == "0–9" else w) for w in k.words[:3])
        parts.append(f"{typed} {say(k.footer or k.help, lang)}")
    return Prose(" · ".join(parts), STYLES["meta"])


def routes(lesson: Lesson, state: str, lang: str) -> Text | None:
    """At the default state: carry on along the path, or recompute from its start."""
    if state != lesson.default:
        return None
    onward = lesson.following(state)
    first = lesson.order[0]
    parts = []
    if onward is not None:
        parts.append(say(M.route_on, lang, state=onward))
    if first != state:
        parts.append(say(M.route_start, lang, state=first, group=lesson.group_of(first).title(lang)))
    return Text(" · ".join(parts), style=STYLES["default"]) if parts else None


def afterwards(lang: str) -> RenderableType:
    """The three commands to carry on with, one line on what each is for."""
    return titled(bullets(say(m, lang) for m in AFTERWARDS), say(M.after_title, lang))


def unseen_runs(lesson: Lesson, seen: Collection[str]) -> list[tuple[str, str]]:
    """The states of the path not seen yet, as runs of neighbours: [(first, last), …]."""
    runs: list[tuple[str, str]] = []
    for k, sid in enumerate(lesson.order):
        if sid in seen:
            continue
        if runs and k > 0 and lesson.order[k - 1] == runs[-1][1]:
            runs[-1] = (runs[-1][0], sid)
        else:
            runs.append((sid, sid))
    return runs


def path_end(lesson: Lesson, state: str, seen: Collection[str], lang: str) -> RenderableType:
    """At the last state: the states still unseen and how to go there, else done; then what to do next."""
    runs = unseen_runs(lesson, seen)
    if runs:
        names = ", ".join(first if first == last else f"{first}–{last}" for first, last in runs)
        place = lesson.order.index(runs[0][0])
        go = str(place) if place < 10 else runs[0][0]
        said = Text(say(M.path_unseen, lang, state=state, states=names, key=go), style=STYLES["default"])
    else:
        said = Text(say(M.step_done, lang, state=state), style=STYLES["meta"])
    return Group(said, afterwards(lang))


def step_pane(
    lesson: Lesson,
    state: str,
    lang: str,
    *,
    shown: WorkedExample | None,
    whose: str | None = None,
    course: WorkedExample | None = None,
    resumed: bool = False,
    seen: Collection[str] = (),
    flow: bool = True,
) -> RenderableType:
    """The full-screen step's pane: a resume note, the routes, the state (its heading alone until numbers come), the end."""
    parts: list[RenderableType] = []
    if resumed:
        parts.append(Text(say(M.resuming, lang, state=state), style=STYLES["meta"]))
    route = routes(lesson, state, lang)
    if route is not None:
        parts.append(route)
    if shown is None:
        parts.append(state_heading(lesson, state, lang))
    else:
        parts.append(state_view(lesson, shown, state, lang, heading=False, whose=whose, course=course, flow=flow))
    if lesson.following(state) is None:
        parts.append(path_end(lesson, state, seen, lang))
    return Group(*parts)
