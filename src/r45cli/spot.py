"""`r45 spot`: a worked solution with one slip planted in it; the learner finds the line, names the slip, fixes it.

An erroneous example (McLaren, Adams & Mayer 2016): on fresh numbers, a
state's steps are written out line by line (`why`'s formulas with the
numbers filled in, every component), with one wrong method of the catalogue
(a `OneStep`) planted. Its first line is false on its own printed numbers;
every later line follows from it. The learner types the first wrong line's
name, picks the slip from a short shuffled list, then types the right value
there. Each part is graded, and each is an attempt at the slip's skill.

A state is offered once the learner has done it right (worked examples
first: erroneous ones help most after correct ones).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple

from . import derive, handwork, mistakes, quiz
from .grading import Verdict, grade
from .handwork import STAGES, Paper, Rounding, stage_of
from .lesson.model import Bilingual, Lesson, Question
from .lesson.states import LEAST_TOLERANCE
from .lesson.vocabulary import QUIZ_SETS, STATS
from .mistakes import Mistake
from .numfmt import DECIMALS
from .progress_format import right_key
from .typed import KEY_CODE, Unreadable, decimals, name_key, normalise, read_number
from .vocab import NAME_ALIASES

if TYPE_CHECKING:
    from .worked import WorkedExample

CHOICES = 3  # slips in the short list at most: the one planted and two others that show in the same state
TOLERANCE = LEAST_TOLERANCE  # the fixed value, as every number of the course's questions
LAST_DIGIT = 10.0**-DECIMALS  # a planted line no further than this from the right value may be a right one, written
WRITTEN = Rounding([STAGES])  # the worker writes every line to 6 decimals, as the screen does
EMPTY = Bilingual("", "")


def computing(lesson: Lesson) -> tuple[str, ...]:
    """The states whose predict steps compute (a number or a set): the ones a slip can be planted in."""
    return tuple(sid for sid in lesson.order if any(q.kind in ("number", "set") for q in lesson.state(sid).predict))


def offered(lesson: Lesson, fade: Mapping[str, int], unaided: Collection[str], runs: Mapping[str, int]) \
        -> tuple[str, ...]:
    """The computing states the learner has done right: a predict run all right (counted in `runs`; from before
    that count, a level moved past 1), or done unaided. Help coming back later does not close one again."""
    return tuple(sid for sid in computing(lesson)
                 if runs.get(right_key(sid), 0) or fade.get(sid, 0) >= 2 or sid in unaided)


def line_names(lesson: Lesson, state: str, worked: WorkedExample) -> tuple[str, ...]:
    """The lines of a state's solution: every component of each stage its steps reach (a set: the vector it names),
    in computing order, with the statistics z needs on the way (std, between var and z)."""
    stages = {QUIZ_SETS[str(q.answer)] if q.kind == "set" else stage_of(str(q.answer))
              for q in lesson.state(state).predict if q.kind != "choice"}
    if "z" in stages:
        stages |= {"mean", "var", "std"}
    out: list[str] = []
    for stage in (s for s in STAGES if s in stages):
        out += [stage] if stage in STATS else [f"{stage}{j + 1}" for j in range(len(worked.vector(stage)))]
    return tuple(out)


def givens(lesson: Lesson, state: str) -> tuple[str, ...]:
    names: list[str] = []
    for q in lesson.state(state).predict:
        names += [n for n in q.given if n not in names]
    return tuple(names)


class Line(NamedTuple):
    name: str
    formula: str  # with names: z1 = gamma1·(s1 - mean)/std + beta1
    filled: str  # with the printed numbers: = 1·(0.743003 - 0.250925)/1.320748 + 0
    value: float  # as written, the slip's


class Exercise(NamedTuple):
    state: str
    given: tuple[quiz.Given, ...]
    lines: tuple[Line, ...]
    wrong_at: int  # the first wrong line
    slip: Mistake
    choices: tuple[Mistake, ...]  # the short list, shuffled; the planted slip among them
    worked: WorkedExample  # the right numbers, from the same givens
    names: tuple[str, ...]  # the given vectors' names

    @property
    def first_wrong(self) -> Line:
        return self.lines[self.wrong_at]

    @property
    def right_value(self) -> float:
        return derive.value(self.worked, self.first_wrong.name)

    def wrong(self, name: str) -> bool:
        """The line `name` is wrong: the first wrong one, or one after it that goes on from it."""
        line = next(line for line in self.lines if line.name == name)
        return abs(line.value - derive.value(self.worked, name)) > TOLERANCE

    def gives(self, slip: Mistake) -> bool:
        """The slip planted, or one that gives the first wrong line's number from the lines above it too (an extra ReLU
        after W2 and W2 read by rows both gave one f1 = 0: the one not planted had been called wrong)."""
        if slip is self.slip:
            return True
        values = next((v for m, v in mistakes.catalogue(self.paper, self.first_wrong.name) if m is slip), None)
        return any(handwork.within(self.first_wrong.value, span, TOLERANCE) for span in handwork.spans(values))

    def would_give(self, slip: Mistake) -> tuple[float, ...]:
        """What `slip` gives at the first wrong line from the lines above it, each of its ways (one s_i taken as the
        mean: any of them; "mean = 0.923071" alone had been s4, arbitrarily), the nearest the line's number first;
        none where it leaves that line right (it changes another step; n − 1 in the variance had been said to "give"
        the right mean)."""
        name, paper = self.first_wrong.name, self.paper
        right = mistakes.right_spans(paper, name)
        # worked from the lines as written, every digit kept after them, as by hand: the nearest of its ways of
        # rounding on the way had said var = 2.638169 where the written lines give 2.63816969
        ways = handwork.spans(slip.numbers(paper, handwork.NONE).get(name))
        gives = [span[0] for span in ways if all(handwork.apart(span, ok, TOLERANCE) for ok in right)]
        return tuple(sorted(gives, key=lambda x: abs(x - self.first_wrong.value)))

    @property
    def paper(self) -> Paper:
        """The lines above the first wrong one as a question's paper: what a pick is worked from."""
        return Paper.given(self.worked, *self.above)

    @property
    def above(self) -> tuple[tuple[str, ...], dict[str, float]]:
        """The lines above the first wrong one, which the learner has called right, as a question's givens: the given
        vectors and the stages those lines write, and the lines' numbers."""
        shown = {line.name: line.value for line in self.lines[: self.wrong_at]}
        # the wrong line's own stage is not given whole, only its lines above: given, f2 under f1 was the right f2, and
        # an extra ReLU after W2, which gave its 0, was said to leave it right and called the wrong pick
        own = stage_of(self.first_wrong.name)
        return (*self.names, *(s for s in dict.fromkeys(map(stage_of, shown)) if s != own)), shown

    def carried(self, name: str) -> bool:
        """The line `name` is wrong only through the lines above it, worked rightly from them: a later stage than the
        first wrong line's (one of the same stage makes the same slip again: the residual forgotten at each s)."""
        return self.wrong(name) and stage_of(name) != stage_of(self.first_wrong.name)


def _written(worked: WorkedExample, chain: handwork.Chain) -> WorkedExample:
    """The worked example as the slipped worker wrote it: their one row of every stage, to 6 decimals, under the
    formulas they meant to follow (one who forgot ReLU still wrote h = max(0, a))."""
    from .worked import WorkedExample

    return WorkedExample(worked.lesson, worked.ffn, worked.ln, chain.sub, relu=worked.relu,
                         zero_w2=worked.zero_w2, changed_weights=worked.changed_weights)


def planted(worked: WorkedExample, state: str, slip: Mistake) -> Exercise | None:
    """The state's solution with `slip` planted, or None when the slip changes none of its lines on these numbers, or
    changes the first by no more than a last printed digit: a right answer may be written so (spot b2 --seed 68's
    mean of z, 0.000000, called wrong beside a right 0.0000005, was then taken as the fix)."""
    lesson = worked.lesson
    names = givens(lesson, state)
    if slip.step is None:
        return None
    paper = Paper.given(worked, names)
    wrote = _written(worked, slip.step.run(paper, WRITTEN))
    lines = tuple(Line(s.name, s.formula, s.filled, s.value) for s in (derive.step(wrote, n)
                                                                       for n in line_names(lesson, state, worked)))
    right = [derive.value(worked, line.name) for line in lines]
    wrong = [k for k, (line, value) in enumerate(zip(lines, right)) if abs(line.value - value) > TOLERANCE]
    if not wrong or abs(lines[wrong[0]].value - right[wrong[0]]) <= LAST_DIGIT:
        return None
    stages = dict.fromkeys(stage_of(n) for n in line_names(lesson, state, worked))  # b2, eps… as a question shows
    return Exercise(state, quiz.givens(names, worked, stages=stages), lines, wrong[0], slip, (), worked, names)


def exercise(lesson: Lesson, state: str, seed: int | Sequence[int]) -> Exercise:
    """A planted solution of `state` on numbers drawn from `seed`, its slip and the short list drawn from it too."""
    import numpy as np

    numbers = quiz.fresh(lesson, seed)
    worked = numbers.with_w2 if any("W2" in q.draw for q in lesson.state(state).predict) else numbers.worked
    rng = np.random.default_rng([*([seed] if isinstance(seed, int) else seed), 3])
    found = [e for e in (planted(worked, state, m) for m in mistakes.MISTAKES) if e is not None]
    if not found:
        raise ValueError(f"no slip shows in {state}")
    chosen = found[int(rng.integers(len(found)))]
    # the other slips that show in this state, and only those: b0 and b1 have one each, and the slip of another
    # stage drawn to fill the list ("W2 read by rows" at b0, which shows no W2) was ruled out without a thought
    # nor one whose own first wrong line feeds this one, shown right above it: "the mean of z for the mean" beside
    # z1 = s1 / std under a right mean was read as used at z1, and called wrong
    uses = set(derive.inputs(worked, chosen.first_wrong.name))
    others = [e.slip for e in found if e.slip is not chosen.slip and e.first_wrong.name not in uses]
    pool = [others[int(k)] for k in rng.permutation(len(others))]
    # those that give a number of their own at that line first: each is ruled out by working it, not by the line's
    # name (b2's std line had offered the FFN's branch left out and n − 1 in the mean, which leave std right)
    pool.sort(key=lambda m: not chosen.would_give(m))
    short = [chosen.slip, *pool[: CHOICES - 1]]
    order = rng.permutation(len(short))
    return chosen._replace(choices=tuple(short[int(k)] for k in order))


# --------------------------------------------------------------------------- asking


class Parts(NamedTuple):
    """What the learner said, part by part, each graded (None: not yet answered)."""

    line: bool | None = None
    slip: bool | None = None
    value: Verdict | None = None


class Shown(NamedTuple):
    """The exercise: the givens, the lines, and the first question (which line is the first wrong one)."""

    exercise: Exercise


class Ask(NamedTuple):
    part: str  # line, slip or value
    exercise: Exercise


class Said(NamedTuple):
    """One part graded: `right`, what was typed, and for the value its verdict."""

    part: str
    right: bool
    exercise: Exercise
    typed: str
    verdict: Verdict | None = None
    line: str = ""  # the line named, for the line's part


class Done(NamedTuple):
    exercise: Exercise
    parts: Parts


class Unread(NamedTuple):
    part: str
    typed: str
    short: int = 0  # a close value cut short: the decimals it has, asked again for all of them (once)
    lines: tuple[str, ...] = ()  # a line's name that is none: the names there are ("'s5' is not an answer here")


Event = Shown | Ask | Said | Done | Unread


class Spotting:
    """One exercise, asked a part at a time: the line, the slip, the value. `answer(text)` grades one line typed and
    returns the events to show; `done` once the three parts are in."""

    PARTS = ("line", "slip", "value")

    def __init__(self, ex: Exercise) -> None:
        self.ex = ex
        self.parts = Parts()
        self.asked_again = False  # a close value typed short is asked again once, as the quiz asks

    @property
    def part(self) -> str:
        return next((p for p in self.PARTS if getattr(self.parts, p) is None), "")

    @property
    def done(self) -> bool:
        return not self.part

    over = done
    def opening(self) -> list[Event]:
        return [Shown(self.ex), Ask("line", self.ex)]

    def answer(self, text: str) -> list[Event]:
        part, said = self.part, normalise(text)
        if not said.strip() or KEY_CODE.search(text):  # F1, an arrow, Enter alone: "no line is called ''" was said
            return [Unread(part, ""), Ask(part, self.ex)]
        right: bool | None
        verdict, named = None, ""
        if part == "line":
            name = self._line(said)
            right = None if name is None else name == self.ex.first_wrong.name
            named = name or ""
        elif part == "slip":
            ok = said.isascii() and said.isdigit() and 1 <= int(said) <= len(self.ex.choices)
            right = self.ex.gives(self.ex.choices[int(said) - 1]) if ok else None
        else:
            try:
                verdict = self.graded(read_number(said, answer=True), said)
            except Unreadable:
                verdict = None
            right = None if verdict is None else verdict.right
            if verdict is not None and verdict.cut_short and not self.asked_again:
                self.asked_again = True  # "-1.56963": five decimals of the right value, and the exercise ended
                return [Unread(part, said, decimals(said)), Ask(part, self.ex)]
        if right is None:
            lines = tuple(line.name for line in self.ex.lines) if part == "line" else ()
            return [Unread(part, said, lines=lines), Ask(part, self.ex)]
        self.parts = self.parts._replace(**{part: verdict if part == "value" else right})  # type: ignore[arg-type]
        events: list[Event] = [Said(part, right, self.ex, said, verdict, named)]
        return events + ([Done(self.ex, self.parts)] if self.done else [Ask(self.part, self.ex)])

    def _line(self, said: str) -> str | None:
        """The line a typed name or number means: `var`, `h3`, or its place (1-based); None for neither."""
        names = [line.name for line in self.ex.lines]
        if said.isascii() and said.isdigit() and 1 <= int(said) <= len(names):
            return names[int(said) - 1]
        key = name_key(said)
        key = NAME_ALIASES.get(key, key)  # 均值 is the line mean
        return next((n for n in names if n.casefold() == key), None)

    def graded(self, value: float, text: str) -> Verdict:
        """The fixed value at the first wrong line, graded from the lines before it (all right), as given: the learner
        has called them right, so no slip is carried past them ("f subtracted" was named for a mean of −mean(s)
        under the right s lines)."""
        ex = self.ex
        name = ex.first_wrong.name
        given, shown = ex.above
        q = Question("number", EMPTY, EMPTY, name, TOLERANCE, given=given)
        return grade(q, value, ex.worked, text=text, shown=shown)
