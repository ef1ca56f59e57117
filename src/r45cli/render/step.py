"""`r45 step`: the key legend, the two routes from the default state, and what to do after the last state."""

from rich.console import Group, RenderableType
from rich.text import Text

from ..lesson.model import Lesson
from ..messages import M, say
from .layout import bullets, titled
from .style import STYLES

AFTERWARDS = (M.after_quiz, M.after_why, M.after_lab)  # the commands the last state points to, one line on each


def step_keys(lesson: Lesson, lang: str) -> Text:
    ids = "/".join(lesson.order)
    return Text(say(M.step_keys, lang, default=lesson.default, ids=ids), style=STYLES["meta"])


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


def step_done(lesson: Lesson, state: str, lang: str) -> RenderableType:
    return Group(Text(say(M.step_done, lang, state=state), style=STYLES["meta"]), afterwards(lang))
