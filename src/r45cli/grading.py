"""One typed answer graded: right, close, a wrong method by name, or an error carried from the learner's own numbers.

`grade` is what the quiz, predict mode and review all use. A number is
right within its question's tolerance (the lesson file sets it below the
effect of every wrong method, eps included); "close" is right to CLOSE but
not to the tolerance; a wrong number is matched against `mistakes`; and
`from_mine` recomputes a number from the learner's own earlier answers, so
a later step that follows correctly from an earlier slip is told so.
"""

from typing import NamedTuple

import numpy as np

from . import derive, mistakes, nn
from .lesson.model import Question
from .lesson.vocabulary import STATS
from .typed import decimals, split_name
from .worked import WorkedExample

DECIMALS = 6  # the digits every answer is asked for, as the course prints them
CLOSE = 5e-4  # right to 3 decimals


class Verdict(NamedTuple):
    right: bool
    got: object
    want: object
    close: bool = False  # right to 3 decimals, not to the question's tolerance
    short: bool = False  # fewer than DECIMALS decimals were typed
    match: mistakes.Match | None = None  # the wrong method the answer fits
    carried: float | None = None  # what the learner's own earlier numbers give, when the answer equals it


def grade(q: Question, got: object, want: object, worked: WorkedExample, *, text: str = "", set_name: str = "",
          mine: dict[str, float] | None = None) -> Verdict:
    """How `got` compares with `want` for `q`; `text` is what was typed, `mine` the learner's earlier answers."""
    if q.kind == "number":
        x, y, tol = float(got), float(want), q.tolerance  # type: ignore[arg-type]
        if abs(x - y) <= tol:
            return Verdict(True, x, y)
        carried = from_mine(worked, str(q.answer), mine or {})
        follows = carried if carried is not None and abs(x - carried) <= tol else None
        return Verdict(
            False, x, y,
            close=abs(x - y) < CLOSE,
            short=bool(text) and decimals(text) < DECIMALS,
            match=mistakes.match_number(worked, str(q.answer), x, y, tol),
            carried=follows,
        )
    if q.kind == "set":
        if got == want:
            return Verdict(True, got, want)
        return Verdict(False, got, want, match=mistakes.match_set(worked, set_name, got, want))  # type: ignore[arg-type]
    return Verdict(got == want, got, want)


def from_mine(worked: WorkedExample, name: str, mine: dict[str, float]) -> float | None:
    """`name` computed from the learner's own earlier answers in place of the right ones; None if none feed it.

    The chain is nn.ffn_sublayer's, each stage as computed with the learner's numbers put in where they gave one.
    """
    given = {k: v for k, v in mine.items() if k != name}
    if not given:
        return None

    def theirs(stage: str, value: np.ndarray, done: dict[str, np.ndarray]) -> np.ndarray:
        if stage in given:
            return np.full_like(value, given[stage])
        out = value.astype(float).copy()
        for j in range(out.shape[-1]):
            out[..., j] = given.get(f"{stage}{j + 1}", out[..., j])
        return out

    with np.errstate(divide="ignore", invalid="ignore"):  # a typed std of 0 or var < 0: NaN or inf, matching nothing
        run = nn.ffn_sublayer(worked.sublayer.u, worked.ffn, worked.ln, nn.relu if worked.relu else nn.identity, theirs)
    if name in STATS:
        value = float(getattr(run.norm, name)[0, 0])
    else:
        parts = split_name(name)
        stages = {"a": run.a, "h": run.h, "f": run.f, "s": run.s, "z": run.z}
        if parts is None or parts[0] not in stages:
            return None
        value = float(stages[parts[0]][0, parts[1] - 1])
    return None if abs(value - derive.value(worked, name)) <= 1e-12 else value
