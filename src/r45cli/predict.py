"""`step --predict`: before a state shows its result, the learner works it out.

A state's `predict:` questions are its steps in computing order (b2: s4,
mean, var, z1). Fading decides how many are asked: the first time through a
state is shown worked; after that the last step is asked, and each run the
learner gets every asked step right, one more earlier step is asked too.
The earlier steps not asked are shown worked, as givens. The learner's
record (`Progress.fade`) decides; a state already seen in `step` counts as
shown worked once.

`run` asks one state's steps through two callables, as `quiz.run` does:
each answer is graded at once (right, close, a wrong method by name, or an
error carried from the learner's own earlier step), `p` shows a step's
answer without grading, and the Reveal names the first step that went wrong.
"""

from collections.abc import Callable, Iterable, Mapping
from typing import NamedTuple

from . import quiz
from .grading import Verdict, grade
from .lesson.model import Lesson, Question
from .numfmt import coefficient
from .typed import normalise
from .worked import WorkedExample

# The formula of each stage, general in i and j: what predict mode gives to work from (`why` fills one in).
FORMULAS = {
    "a": "a_j = Σ_i u_i·W1[i,j] + b1_j",
    "h": "h_j = max(0, a_j)",
    "f": "f_j = Σ_k h_k·W2[k,j] + b2_j",
    "s": "s_i = u_i + f_i",
    "mean": "mean = Σ_i s_i / n",
    "var": "var = Σ_i (s_i − mean)² / n",
    "std": "std = √(var + eps)",
    "z": "z_i = gamma_i·(s_i − mean) / std + beta_i",
}
SHOW_WORDS = ("p",)  # show this step's answer, ungraded
QUIT_WORDS = ("q", "quit", "exit")


class Plan(NamedTuple):
    state: str
    worked: tuple[Question, ...]  # earlier steps, shown with their answers
    asked: tuple[Question, ...]  # the steps the learner works out, in computing order
    fade: int  # how many were asked: len(asked)


def asked_count(lesson: Lesson, state: str, fade: Mapping[str, int], visited: Iterable[str]) -> int:
    """How many of the state's last steps to ask: its record, else 1 when seen before, else 0 (shown worked)."""
    steps = len(lesson.state(state).predict)
    recorded = fade.get(state)
    count = recorded if recorded is not None else (1 if state in set(visited) else 0)
    return max(0, min(count, steps))


def plan(lesson: Lesson, state: str, fade: Mapping[str, int], visited: Iterable[str]) -> Plan | None:
    """What to ask at `state`; None when the state has nothing to predict or is shown worked this time."""
    steps = lesson.state(state).predict
    k = asked_count(lesson, state, fade, visited)
    if k == 0:
        return None
    return Plan(state, steps[: len(steps) - k], steps[len(steps) - k :], k)


def next_fade(lesson: Lesson, done: "Plan | None", state: str, all_right: bool) -> int:
    """The record after a visit: shown worked gives 1; every step right asks one more next time."""
    steps = len(lesson.state(state).predict)
    if done is None:
        return min(1, steps)
    return min(done.fade + 1, steps) if all_right else done.fade


# --------------------------------------------------------------------------- events


class Setup(NamedTuple):
    """What the learner works from: the givens, the steps already worked, each asked step's formula."""

    plan: Plan
    givens: tuple[quiz.Given, ...]
    worked: tuple[tuple[Question, object], ...]  # an earlier step and its answer
    formulas: tuple[str, ...]  # the formula of each asked number, in computing order


class AskStep(NamedTuple):
    question: Question
    number: int  # 1-based among the asked steps
    total: int


class Graded(NamedTuple):
    question: Question
    verdict: Verdict | None  # None: shown with p, not graded
    right_answer: object


class Reveal(NamedTuple):
    state: str
    results: tuple[Graded, ...]
    first_wrong: Question | None  # the first step, in computing order, not right
    earlier: int = 0  # steps before the asked ones, shown worked: one more is asked after an all-right run

    @property
    def all_right(self) -> bool:
        return bool(self.results) and all(g.verdict is not None and g.verdict.right for g in self.results)


Event = Setup | AskStep | quiz.Invalid | Graded | Reveal


def setup(p: Plan, worked: WorkedExample) -> Setup:
    names: list[str] = []
    for q in p.asked:
        names += [n for n in q.given if n not in names]
    givens = quiz.givens(names, worked)
    shown = tuple((q, quiz.expected(q, worked)) for q in p.worked)
    stages = [_stage(str(q.answer)) for q in p.asked if q.kind == "number"]
    if "z" in stages and "std" not in stages:
        stages.append("std")  # z divides by std
    formulas = [FORMULAS[s] for s in dict.fromkeys(stages) if s in FORMULAS]
    if "z" in stages:
        gamma, beta = (", ".join(map(coefficient, v)) for v in (worked.ln.gamma, worked.ln.beta))
        formulas.append(f"eps = {worked.ln.eps:g}, gamma = ({gamma}), beta = ({beta})")
    return Setup(p, givens, shown, tuple(formulas))


class Asking:
    """One state's steps, asked one at a time: `opening()`, then `answer(text)` for each line typed.

    The terminal's line mode and the full screen both drive it; each call
    returns the events to show. `reveal` is set once every step is answered.
    """

    def __init__(self, p: Plan, worked: WorkedExample) -> None:
        self.plan, self.worked = p, worked
        self.setup = setup(p, worked)
        self.mine: dict[str, float] = {str(q.answer): float(a) for q, a in self.setup.worked if q.kind == "number"}  # type: ignore[arg-type]
        self.results: list[Graded] = []
        self.reveal: Reveal | None = None

    @property
    def current(self) -> Question:
        return self.plan.asked[len(self.results)]

    def opening(self) -> list[Event]:
        return [self.setup, AskStep(self.current, 1, len(self.plan.asked))]

    def answer(self, text: str) -> list[Event]:
        """Grade one line (or show the answer for `p`); the next step's question, or the reveal after the last."""
        q = self.current
        want = quiz.expected(q, self.worked)
        if normalise(text).casefold() in SHOW_WORDS:
            graded = Graded(q, None, want)
        else:
            parsed = quiz.parse(q, text, self.worked)
            if parsed.error:
                return [quiz.Invalid(q, parsed)]
            set_name = str(q.answer) if q.kind == "set" else ""
            verdict = grade(q, parsed.value, want, self.worked, text=text, set_name=set_name, mine=self.mine)
            if q.kind == "number":
                self.mine[str(q.answer)] = float(parsed.value)  # type: ignore[arg-type]
            graded = Graded(q, verdict, want)
        self.results.append(graded)
        if len(self.results) < len(self.plan.asked):
            return [graded, AskStep(self.current, len(self.results) + 1, len(self.plan.asked))]
        first = next((g.question for g in self.results if g.verdict is None or not g.verdict.right), None)
        self.reveal = Reveal(self.plan.state, tuple(self.results), first, len(self.plan.worked))
        return [graded, self.reveal]


def quits(text: str) -> bool:
    return normalise(text).casefold() in QUIT_WORDS


def _stage(name: str) -> str:
    """h5 -> h; mean -> mean."""
    return name.rstrip("0123456789")


def run(p: Plan, worked: WorkedExample, read: Callable[[], str | None], show: Callable[[Event], None]) -> Reveal | None:
    """Ask each step once; None when input ends or the learner quits before the reveal."""
    asking = Asking(p, worked)
    for event in asking.opening():
        show(event)
    while asking.reveal is None:
        text = read()
        if text is None or quits(text):
            return None
        for event in asking.answer(text):
            show(event)
    return asking.reveal
