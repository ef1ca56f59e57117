"""`r45 quiz`: questions from states.yaml, checked against the live computation.

The answers are never typed into the lesson file as numbers: a numeric
question names a quantity (h5, z4, mean) and a set question names a set
(relu_zeroed, ...), both computed from the example. `run` drives one quiz
through two callables, so the terminal, a pipe and the tests all use it:

    read() -> str | None       the learner's next line; None at end of input
    show(event)                 an Ask, Invalid, Hint, Right, Solution or Done
"""

import re
from collections.abc import Callable, Sequence
from typing import NamedTuple

from . import derive
from .lesson.model import Question
from .lesson.vocabulary import QUIZ_SET_SOURCES, QUIZ_SETS
from .messages import M, Message
from .typed import MAX_ANSWER, Unreadable, is_number_text, normalise, read_number, shorten, split_name
from .worked import WorkedExample, negative_indices

TRIES = 2  # a wrong first answer gets the hint, a wrong second one the worked solution
NONE_WORDS = ("none", "-", "无", "没有")  # an empty set


# --------------------------------------------------------------------------- answers


def source(set_name: str) -> str:
    """The vector whose negative components make up a set: a decides what ReLU zeroed in h."""
    return QUIZ_SET_SOURCES.get(set_name, QUIZ_SETS[set_name])


def members(worked: WorkedExample, set_name: str) -> frozenset[int]:
    """The 0-based components a set question asks for."""
    return frozenset(negative_indices(worked.vector(source(set_name))))


def expected(q: Question, worked: WorkedExample) -> object:
    if q.kind == "number":
        return derive.value(worked, str(q.answer))
    if q.kind == "set":
        return members(worked, str(q.answer))
    return q.answer


class Parsed(NamedTuple):
    value: object = None
    error: Message | None = None  # why the text is not an answer at all
    values: dict[str, object] | None = None


def parse(q: Question, text: str, worked: WorkedExample) -> Parsed:
    """Read an answer; an unreadable one gets an error and is asked again."""
    text = normalise(text)
    if len(text) > MAX_ANSWER:
        return Parsed(error=M.typed_too_long, values={"n": MAX_ANSWER})
    if q.kind == "number":
        try:
            return Parsed(read_number(text))
        except Unreadable as exc:
            return Parsed(error=exc.message, values=exc.values)
    if q.kind == "set":
        prefix = QUIZ_SETS[str(q.answer)]
        width = len(worked.vector(prefix))
        if text.casefold() in NONE_WORDS:
            return Parsed(frozenset())
        tokens = [t for t in re.split(r"[\s,;，、]+", text.casefold()) if t]
        if not tokens:
            return Parsed(error=M.quiz_empty_set)
        chosen = set()
        for token in tokens:
            named = split_name(token) if not is_number_text(token) else (prefix, int(token))  # "3" means h3
            if named is None or named[0] != prefix or not 1 <= named[1] <= width:
                return Parsed(error=M.quiz_bad_member, values={"token": shorten(token), "prefix": prefix, "n": width})
            chosen.add(named[1] - 1)
        return Parsed(frozenset(chosen))
    n = len(q.options)
    letter = text.casefold()
    if len(letter) == 1 and "a" <= letter <= chr(ord("a") + n - 1):
        return Parsed(ord(letter) - ord("a") + 1)
    if is_number_text(text) and 1 <= int(text) <= n:
        return Parsed(int(text))
    return Parsed(error=M.quiz_bad_option, values={"n": n})


def is_right(q: Question, answer: object, worked: WorkedExample) -> bool:
    want = expected(q, worked)
    if q.kind == "number":
        return abs(float(answer) - float(want)) <= q.tolerance  # type: ignore[arg-type]
    return answer == want


class SetRow(NamedTuple):
    """One component in a set question's worked solution."""

    name: str  # the component asked about: h3, z4
    source: str  # the number that decides it: a3, z4
    value: float
    member: bool


def set_solution(q: Question, worked: WorkedExample) -> list[SetRow]:
    prefix = QUIZ_SETS[str(q.answer)]
    decider = source(str(q.answer))
    values = worked.vector(decider)
    inside = members(worked, str(q.answer))
    return [SetRow(f"{prefix}{j + 1}", f"{decider}{j + 1}", float(values[j]), j in inside) for j in range(len(values))]


# --------------------------------------------------------------------------- events


class Ask(NamedTuple):
    state: str
    question: Question
    number: int  # 1-based, over the whole quiz
    total: int
    givens: tuple[tuple[str, tuple[float, ...]], ...] = ()  # (vector name, its values): what the question gives to work with


class Invalid(NamedTuple):
    question: Question
    parsed: Parsed


class Hint(NamedTuple):
    question: Question


class Right(NamedTuple):
    question: Question
    answer: object


class Solution(NamedTuple):
    """The worked solution: derive steps, set rows, or the right option and why."""

    question: Question
    answer: object  # the right answer
    steps: tuple[derive.Step, ...] = ()
    rows: tuple[SetRow, ...] = ()


class Skipped(NamedTuple):
    """The learner skipped: the answer is shown, the question counts as asked."""

    solution: "Solution"


class Done(NamedTuple):
    score: dict[str, tuple[int, int]]  # state -> (right, asked)
    finished: bool  # False when input ended, the learner quit, or Ctrl-C
    interrupted: bool = False  # Ctrl-C: the caller saves the score, then exits 130

    @property
    def right(self) -> int:
        return sum(r for r, _ in self.score.values())

    @property
    def asked(self) -> int:
        return sum(a for _, a in self.score.values())


Event = Ask | Invalid | Hint | Right | Solution | Skipped | Done
QUIT_WORDS = ("q", "quit", "exit")
SKIP_WORDS = ("s", "skip")


def solution(q: Question, worked: WorkedExample) -> Solution:
    want = expected(q, worked)
    if q.kind == "number":
        return Solution(q, want, steps=tuple(derive.explain(worked, str(q.answer))))
    if q.kind == "set":
        return Solution(q, want, rows=tuple(set_solution(q, worked)))
    return Solution(q, want)


def run(
    questions: Sequence[tuple[str, Question]],
    worked: WorkedExample,
    read: Callable[[], str | None],
    show: Callable[[Event], None],
) -> Done:
    """Ask each question; stop early, with the score so far, at the end of input, q/quit or Ctrl-C.

    s/skip shows the answer and moves on; the question counts as asked. On
    Ctrl-C the score so far is shown and returned, marked `interrupted`.
    """
    score: dict[str, tuple[int, int]] = {}
    try:
        return _ask_all(questions, worked, read, show, score)
    except KeyboardInterrupt:
        done = Done(score, finished=False, interrupted=True)
        show(done)
        return done


def givens(q: Question, worked: WorkedExample) -> tuple[tuple[str, tuple[float, ...]], ...]:
    return tuple((name, tuple(float(x) for x in worked.vector(name))) for name in q.given)


def _ask_all(questions, worked, read, show, score) -> Done:  # type: ignore[no-untyped-def]
    for number, (state, q) in enumerate(questions, start=1):
        show(Ask(state, q, number, len(questions), givens(q, worked)))
        tries = 0
        while tries < TRIES:
            text = read()
            word = normalise(text).casefold() if text is not None else ""
            if text is None or word in QUIT_WORDS:
                done = Done(score, finished=False)
                show(done)
                return done
            if word in SKIP_WORDS:
                right, asked = score.get(state, (0, 0))
                score[state] = (right, asked + 1)
                show(Skipped(solution(q, worked)))
                break
            parsed = parse(q, text, worked)
            if parsed.error:
                show(Invalid(q, parsed))
                continue
            tries += 1
            right, asked = score.get(state, (0, 0))
            if is_right(q, parsed.value, worked):
                score[state] = (right + 1, asked + 1)
                show(Right(q, parsed.value))
                break
            if tries < TRIES:
                show(Hint(q))
            else:
                score[state] = (right, asked + 1)
                show(solution(q, worked))
    done = Done(score, finished=True)
    show(done)
    return done
