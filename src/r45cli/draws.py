"""Fresh numbers for practice: the example on a u drawn anew (and a W2, for the questions that draw one), each draw
kept only where it exercises what the questions ask. A quiz, a review card, a test item, predict mode and spot each
ask on such a draw, seeded so that a seed repeats it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from .lesson.model import Lesson, Question
from .lesson.vocabulary import QUIZ_SETS
from .messages import M, Message

if TYPE_CHECKING:
    from .worked import WorkedExample


class Numbers(NamedTuple):
    """What a run asks on: the course's numbers, or a fresh draw, with W2 drawn too for questions that allow it."""

    worked: WorkedExample  # u (the course's or drawn) with the course's weights
    with_w2: WorkedExample  # the same u with W2 drawn anew: for questions whose `draw:` lists W2

    @classmethod
    def course(cls, worked: WorkedExample) -> "Numbers":
        return cls(worked, worked)

    def of(self, q: Question) -> WorkedExample:
        return self.with_w2 if "W2" in q.draw else self.worked


W2_ENTRIES = (-1.0, -0.5, -0.25, 0.0, 0.25, 0.5, 1.0)  # a drawn W2 stays workable by hand


def signs_apart(q: Question) -> bool:
    """A set of z's negative components asked: its draw has a component whose sign differs from u's, else u's signs
    read as z's give the right set and the answer speaks for no skill (in 4 draws of 5, on the course's weights)."""
    return q.kind == "set" and QUIZ_SETS.get(str(q.answer)) == "z"


def fresh(lesson: Lesson, seed: "int | Sequence[int]", *, tries: int = 200, apart: bool = False) -> Numbers:
    """The example on a u drawn from `seed`, and on that u with a drawn W2.

    u is what the lesson says u is, a LayerNorm output: a standard normal
    draw put through the example's LayerNorm (mean 0, variance just under 1
    with gamma 1 and beta 0), then rounded to 6 decimals, as the screen shows
    it. A draw is kept only when it exercises what the questions ask about:
    ReLU zeroes some hidden channel but not all, and not the course's (where
    a draw gives another), and z has a negative component (`apart`: one
    whose sign differs from u's, where a draw gives one); a drawn W2
    (entries W2_ENTRIES) also differs from the course's and gives every f
    component a non-zero value. Drawing again from the same
    generator keeps it reproducible; W2 has a generator of its own, so a seed
    draws the same u whether or not a question draws W2. A lesson whose
    weights give no such draw in `tries` (the course's takes a few) is
    BadInput, one line, rather than minutes of drawing.
    """
    import numpy as np

    from . import nn
    from .messages import lang_from_env
    from .numfmt import rounded
    from .status import BadInput
    from .worked import compute, layer_norm_params

    def exercises(worked: WorkedExample) -> bool:
        return 0 < len(worked.zeroed) < len(worked.vector("a")) and bool((worked.vector("z") < 0).any())

    def signs_differ(worked: WorkedExample) -> bool:
        return bool((np.sign(worked.vector("z")) != np.sign(worked.vector("u"))).any())

    def give_up(key: Message) -> BadInput:  # the language of the environment: this layer is not told the session's
        return BadInput(key(lang_from_env()[0], n=tries))

    seeds = [seed] if isinstance(seed, int) else list(seed)
    rng = np.random.default_rng(seeds)
    d, ln = len(lesson.example.u), layer_norm_params(lesson.example)
    draws = (compute(lesson, u=rounded(nn.layer_norm(rng.standard_normal((1, d)), ln)[0])) for _ in range(tries))
    # a draw whose ReLU zeroes the channels the course's does gives a learner who recalls the course's set the right
    # one (a learner's report): another is kept where one comes
    worked = first = signed = None
    course_zeroed: tuple[int, ...] | None = None  # the channels the course's ReLU zeroes, worked out once a draw fits
    for w in (w for w in draws if exercises(w)):
        first = first or w
        if not apart or signs_differ(w):
            signed = signed or w
            if course_zeroed is None:
                course_zeroed = compute(lesson).zeroed
            if w.zeroed != course_zeroed:
                worked = w
                break
    worked = worked or signed or first  # `apart` where it can be: a lesson whose draws never differ keeps its first
    if worked is None:
        raise give_up(M.quiz_no_fresh_u)
    asked = [q.draw for state in lesson.states.values() for q in (*state.quiz, *state.predict)]
    if not any("W2" in draw for draw in (*asked, lesson.chain.draw if lesson.chain else ())):
        return Numbers(worked, worked)
    course_w2 = np.array(lesson.example.W2, dtype=float)  # (d_ff, d_model)
    rng_w2 = np.random.default_rng([*seeds, 2])
    for _ in range(tries):
        W2 = rng_w2.choice(W2_ENTRIES, size=course_w2.shape) + 0.0  # (d_ff, d_model)
        with_w2 = compute(lesson, u=worked.vector("u"), W2=W2)
        if exercises(with_w2) and not np.array_equal(W2, course_w2) and bool(np.all(with_w2.vector("f") != 0)):
            return Numbers(worked, with_w2)
    raise give_up(M.quiz_no_fresh_w2)
