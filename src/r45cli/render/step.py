"""`r45 step` in line mode: the key legend."""

from rich.text import Text

from ..lesson.model import Lesson
from ..messages import say
from .style import STYLES


def step_keys(lesson: Lesson, lang: str) -> Text:
    ids = "/".join(lesson.order)
    return Text(say("step_keys", lang, default=lesson.default, ids=ids), style=STYLES["meta"])
