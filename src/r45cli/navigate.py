"""What one keystroke of `r45 step` does, as a pure function of the lesson.

    Enter or n   the current state's `next`      p   the state before it in `order`
    d            the lesson's default state      q   quit
    ?            list the keys                   any state id   jump there
"""

from typing import NamedTuple

from .lesson import Lesson

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
    return lesson.state(state).next is None


def press(lesson: Lesson, state: str, key: str) -> Move:
    key = key.strip()
    lowered = key.casefold()
    if lowered in QUIT_KEYS:
        return Move(state, quit=True)
    if lowered in HELP_KEYS:
        return Move(state, show_keys=True)
    if lowered in NEXT_KEYS:
        following = lesson.state(state).next
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
