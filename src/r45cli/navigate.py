"""Moving through the states: the walk itself, what a line of input does, and the line-mode loop.

`Walk` knows where the learner is, the path (`order`) and where they came
from (history); the full-screen app and the line mode both move with it.

In line mode one line is one key, as keys.KEYS spells them (Enter or n for
next, p for back, d, a digit for a place, ?, q…), a state id, Ctrl-L to
draw again, or one of the commands a full line can carry:

    w NAME          where a number comes from (z1, h5, mean…)
    e A,B,C,D       what if u were these numbers (every number recomputed)
    r               the course's numbers again

`walk` runs the lines through two callables, as `quiz.run` does, so a
terminal, a pipe and the tests all use it:

    read(state) -> str | None    the learner's next line; None at end of input
    show(event)                  an Arrive, Keys, Say, Why or WhatIf
"""

from collections.abc import Callable
from typing import NamedTuple

from .keys import line_words
from .lesson.model import Lesson
from .messages import M, Message
from .typed import normalise, shorten

RIGHT_ARROW = ("\x1b[C", "\x1bOC")  # as a terminal sends it, in its two modes
LEFT_ARROW = ("\x1b[D", "\x1bOD")
REDRAW = "\x0c"  # Ctrl-L
WORDS = line_words()  # a typed word -> the action of keys.KEYS it means


class Walk:
    """Where the learner is on the path, and the states they came from."""

    def __init__(self, lesson: Lesson, start: str):
        self.lesson = lesson
        self.current = start
        self.history: list[str] = []

    def go(self, state: str) -> bool:
        """Move to `state`, remembering where we were; False when already there."""
        if state == self.current:
            return False
        self.history.append(self.current)
        self.current = state
        return True

    def next(self) -> bool:
        following = self.lesson.following(self.current)
        return following is not None and self.go(following)

    def previous(self) -> bool:
        before = self.lesson.previous(self.current)
        return before is not None and self.go(before)

    def default(self) -> bool:
        return self.go(self.lesson.default)

    def place(self, index: int) -> bool:
        """The state at 0-based `index` of `order`; False when there is none."""
        return 0 <= index < len(self.lesson.order) and self.go(self.lesson.order[index])

    def back(self) -> bool:
        """Return to where the learner came from, whatever the path says."""
        if not self.history:
            return False
        self.current = self.history.pop()
        return True

    @property
    def at_end(self) -> bool:
        return at_end(self.lesson, self.current)


def first_state(lesson: Lesson, last_seen: str | None) -> tuple[str, bool]:
    """Where `step` opens, and whether that is a resume: where it last was, else the lesson's default."""
    if last_seen in lesson.states:
        return last_seen, True
    return lesson.default, False


class Move(NamedTuple):
    state: str  # where the walk is after the key
    moved: bool = False  # show the new state
    message: Message | None = None  # something to say, filled with state=
    show_keys: bool = False
    quit: bool = False
    redraw: bool = False  # show the same state again
    why: str | None = None  # `w NAME`: the name asked about
    what_if: str | None = None  # `e A,B,C,D`: the numbers as typed ("" for `r`: the course's again)


def at_end(lesson: Lesson, state: str) -> bool:
    return lesson.following(state) is None


def press(lesson: Lesson, state: str, key: str) -> Move:
    """What one line does."""
    if REDRAW in key:
        return Move(state, redraw=True)
    key = normalise(key)
    command, _, rest = key.partition(" ")
    if command.casefold() == "w" and rest.strip():
        return Move(state, why=rest.strip())
    if command.casefold() == "e" and rest.strip():
        return Move(state, what_if=rest.strip())
    action = "next" if key in RIGHT_ARROW else "previous" if key in LEFT_ARROW else WORDS.get(key.casefold())
    if action is None and key.isascii() and key.isdigit():
        index = int(key)
        return Move(lesson.order[index], moved=True) if index < len(lesson.order) else Move(state, message=M.step_no_place)
    if action == "quit":
        return Move(state, quit=True)
    if action == "help":
        return Move(state, show_keys=True)
    if action == "next":
        following = lesson.following(state)
        return Move(following, moved=True) if following else Move(state, message=M.step_past_end)
    if action == "previous":
        before = lesson.previous(state)
        return Move(before, moved=True) if before else Move(state, message=M.step_at_start)
    if action == "default":
        return Move(lesson.default, moved=True)
    if action == "restore":
        return Move(state, what_if="")
    target = lesson.resolve(key)
    if target is not None:
        return Move(target, moved=True)
    return Move(state, message=M.step_unknown)


class Arrive(NamedTuple):
    state: str
    at_end: bool  # the last state of the path


class Keys(NamedTuple):
    """The learner asked for the keys."""


class Say(NamedTuple):
    key: Message
    state: str
    typed: str  # what the learner typed, cut short, for "unknown key"


class Why(NamedTuple):
    """`w NAME`: where a number comes from."""

    name: str


class WhatIf(NamedTuple):
    """`e A,B,C,D` (or `r`, with `typed` empty): the learner's own u, or the course's again."""

    state: str
    typed: str


Event = Arrive | Keys | Say | Why | WhatIf


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
        if move.redraw:
            show(Arrive(current, at_end(lesson, current)))
        if move.show_keys:
            show(Keys())
        if move.message:
            show(Say(move.message, current, shorten(normalise(key))))
        if move.why is not None:
            show(Why(move.why))
        if move.what_if is not None:
            show(WhatIf(current, move.what_if))
        if move.moved:
            current = move.state
            show(Arrive(current, at_end(lesson, current)))
