"""`r45 step` in line mode: what one keystroke does, and the walk that drives it.

    Enter or n   the next state in `order`       p   the state before it
    d            the lesson's default state      q   quit
    ?            list the keys                   any state id   jump there

`walk` runs the keys through two callables, as `quiz.run` does, so a
terminal, a pipe and the tests all use it:

    read(state) -> str | None    the learner's next line; None at end of input
    show(event)                  an Arrive, Keys or Say
"""

from collections.abc import Callable
from typing import NamedTuple

from .lesson.model import Lesson
from .typed import normalise, shorten

NEXT_KEYS = ("", "n")
BACK_KEYS = ("p",)
DEFAULT_KEYS = ("d",)
QUIT_KEYS = ("q",)
HELP_KEYS = ("?", "h")


class Move(NamedTuple):
    state: str  # where the walk is after the key
    moved: bool = False  # show the new state
    message: str | None = None  # a messages key to say, filled with state=
    show_keys: bool = False
    quit: bool = False


def at_end(lesson: Lesson, state: str) -> bool:
    return lesson.following(state) is None


def press(lesson: Lesson, state: str, key: str) -> Move:
    key = normalise(key)
    lowered = key.casefold()
    if lowered in QUIT_KEYS:
        return Move(state, quit=True)
    if lowered in HELP_KEYS:
        return Move(state, show_keys=True)
    if lowered in NEXT_KEYS:
        following = lesson.following(state)
        return Move(following, moved=True) if following else Move(state, message="step_done")
    if lowered in BACK_KEYS:
        before = lesson.previous(state)
        return Move(before, moved=True) if before else Move(state, message="step_at_start")
    if lowered in DEFAULT_KEYS:
        return Move(lesson.default, moved=True)
    target = lesson.resolve(key)
    if target is not None:
        return Move(target, moved=True)
    return Move(state, message="step_unknown")


class Arrive(NamedTuple):
    state: str
    at_end: bool  # the last state of the path


class Keys(NamedTuple):
    """The learner asked for the keys."""


class Say(NamedTuple):
    key: str  # messages key
    state: str
    typed: str  # what the learner typed, for "unknown key"


Event = Arrive | Keys | Say


def walk(lesson: Lesson, start: str, read: Callable[[str], str | None], show: Callable[[Event], None]) -> str:
    """Walk from `start` until quit or the end of input; returns the state the walk ended at."""
    current = start
    show(Arrive(current, at_end(lesson, current)))
    while True:
        key = read(current)
        if key is None:
            return current
        move = press(lesson, current, key)
        if move.quit:
            return current
        if move.show_keys:
            show(Keys())
        if move.message:
            show(Say(move.message, current, shorten(normalise(key))))
        if move.moved:
            current = move.state
            show(Arrive(current, at_end(lesson, current)))
