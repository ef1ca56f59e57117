"""`r45 quiz`: questions from states.yaml, checked against the live computation.

A question names a quantity (h5, z4, mean) or a set (relu_zeroed), computed from the course's numbers or a fresh
draw (`fresh`). `run` drives one quiz through `read() -> str | None` and `show(event)`, so the terminal, a pipe,
`review` and the tests all use it. A right first answer earns 1, a right second one 1/2; missed questions come
first next time, and a seeded generator shuffles the options, so a seed repeats a quiz exactly.
"""

import re
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from . import derive
from .draws import Numbers as Numbers
from .draws import fresh as fresh
from .draws import signs_apart as signs_apart
from .givens import Given, givens
from .grading import Verdict, grade
from .lesson.model import Lesson, Question
from .lesson.vocabulary import QUIZ_SET_SOURCES, QUIZ_SETS
from .messages import M, Message
from .numfmt import fixed
from .typed import Unreadable, decimals, is_number_text, normalise, read_number, shorten, split_name, unfit
from .vocab import QUIT_WORDS, SKIP_WORDS
from .worked import WorkedExample, negative_indices

if TYPE_CHECKING:
    import numpy as np

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
    if (problem := unfit(text)) is not None:
        return Parsed(error=problem.message, values=problem.values)
    if q.kind == "number":
        try:
            return Parsed(read_number(text, answer=True))
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
    if not text:  # Enter alone was told which numbers the options have, as if a wrong one had been typed
        return Parsed(error=M.typed_empty)
    letter = text.casefold()
    if len(letter) == 1 and "a" <= letter <= chr(ord("a") + n - 1):
        return Parsed(ord(letter) - ord("a") + 1)
    if is_number_text(text) and 1 <= int(text) <= n:
        return Parsed(int(text))
    return Parsed(error=M.quiz_bad_option_two if n == 2 else M.quiz_bad_option, values={"n": n})


def judge(q: Question, answer: object, worked: WorkedExample, text: str = "") -> Verdict:
    return grade(q, answer, worked, text=text)


def is_right(q: Question, answer: object, worked: WorkedExample) -> bool:
    return judge(q, answer, worked).right


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


# ------------------------------------------------------------------- which questions, in which order, on which numbers


class Item(NamedTuple):
    """One question of a run: where it lives (`qid`, stable across runs), its state, the question as asked."""

    qid: str
    state: str
    question: Question


def question_id(state: str, index: int, where: str = "quiz") -> str:
    return f"{state}.{where}.{index + 1}"


def items(lesson: Lesson, state_ids: Iterable[str], missed: Sequence[str] = (),
          left_out: Collection[tuple[str, str, int]] = ()) -> list[Item]:
    """The quiz questions of these states, but those `left_out` (`checks.unsound`'s); those missed last time first,
    in the order they were missed."""
    found = [Item(question_id(sid, i), sid, q) for sid in state_ids for i, q in enumerate(lesson.state(sid).quiz)
             if (sid, "quiz", i) not in left_out]
    rank = {qid: k for k, qid in enumerate(missed)}
    # sorted is stable: the rest keep the lesson's order
    return sorted(found, key=lambda item: (item.qid not in rank, rank.get(item.qid, 0)))


def shuffled(q: Question, rng: "np.random.Generator", at: int | None = None) -> Question:
    """A choice question with its options in a drawn order, its answer following the right one; `at` (1-based) puts
    the right one there, and the others in a drawn order around it."""
    if q.kind != "choice":
        return q
    order = [int(k) for k in rng.permutation(len(q.options))]  # order[shown] = the option's place in the file
    if at is not None:
        right = int(q.answer) - 1
        order.remove(right)
        order.insert(at - 1, right)
    return q._replace(options=tuple(q.options[k] for k in order), answer=order.index(int(q.answer) - 1) + 1)




# --------------------------------------------------------------------------- events


class Ask(NamedTuple):
    state: str
    question: Question
    number: int  # 1-based, over the whole quiz
    total: int
    givens: tuple[Given, ...] = ()  # what the question gives to work with, computed
    again: bool = False  # missed last time
    before: "Result | None" = None  # how the question before ended: said again here, for its verdict may scroll away
    review: bool = False  # a review's card: q ends the review, not a quiz


class Invalid(NamedTuple):
    question: Question
    parsed: Parsed


class Hint(NamedTuple):
    """A wrong first answer: what it fits (a wrong method, close, too few decimals), then the hint."""

    question: Question
    verdict: Verdict | None = None


class Right(NamedTuple):
    question: Question
    answer: object
    second: bool = False  # right on the second try: half credit
    verdict: Verdict | None = None  # what grading said: a wrong method that gives the same number here, too


class Solution(NamedTuple):
    """The worked solution: derive steps, set rows, or the right option and why."""

    question: Question
    answer: object  # the right answer
    steps: tuple[derive.Step, ...] = ()
    rows: tuple[SetRow, ...] = ()
    verdict: Verdict | None = None  # the learner's last answer, beside the right one


class Skipped(NamedTuple):  # the learner skipped: the answer is shown, the question counts as asked
    solution: "Solution"


class Result(NamedTuple):
    qid: str
    state: str
    credit: float  # 1 right at once, 0.5 right on the second try, 0 otherwise
    first: bool  # right at the first try
    question: Question | None = None  # as asked: its skills are what the first try speaks for
    slips: tuple[str, ...] = ()  # the wrong methods named at the first try
    skipped: bool = False  # the answer shown before any try: not known
    agreeing: tuple[str, ...] = ()  # right at the first try, and these wrong methods give that number too
    close: bool = False  # wrong but close at the first try, no slip near it: it speaks for no skill (learner.py)


class Done(NamedTuple):
    results: tuple[Result, ...]  # one per question answered (or skipped)
    total: int  # questions in the run
    finished: bool  # False when input ended, the learner quit, or Ctrl-C
    interrupted: bool = False  # Ctrl-C: the caller saves the score, then exits 130
    per_state: tuple[tuple[str, int], ...] = ()  # (state, its questions in the run)
    review: bool = False  # review's cards: one not reached stays due, no score is kept
    cut: int = 0  # 1 where the run ended at a question with a try to go: scored as not right, and not finished

    @property
    def right(self) -> float:
        return sum(r.credit for r in self.results)

    @property
    def asked(self) -> int:
        return len(self.results)

    @property
    def score(self) -> dict[str, tuple[float, int]]:
        """state -> (credit, its questions in the run) for each state reached; one not reached counts as not right."""
        reached = {r.state for r in self.results}
        credit = {sid: sum(r.credit for r in self.results if r.state == sid) for sid in reached}
        return {sid: (credit[sid], n) for sid, n in self.per_state if sid in reached}

    @property
    def missed(self) -> tuple[str, ...]:
        return tuple(r.qid for r in self.results if not r.first)


Event = Ask | Invalid | Hint | Right | Solution | Skipped | Done


def solution(q: Question, worked: WorkedExample, verdict: Verdict | None = None, *,
             names: Sequence[str] = ()) -> Solution:
    """The worked solution; `names`, for a vector asked whole (the test's z), the components worked out."""
    if names:
        return Solution(q, None, steps=tuple(derive.explain(worked, names, q.given)), verdict=verdict)
    want = expected(q, worked)
    if q.kind == "number":  # skipped, graded as its own answer: the other values that are right are said too
        said = verdict if verdict is not None else judge(q, want, worked, fixed(float(want)))  # type: ignore[arg-type]
        return Solution(q, want, steps=tuple(derive.explain(worked, str(q.answer), q.given)), verdict=said)
    if q.kind == "set":  # z's negatives: the mean and std each z_i is worked from too (z1 … z4 alone had been said)
        steps = tuple(derive.explain(worked, ("mean", "std"), q.given)) if QUIZ_SETS.get(str(q.answer)) == "z" else ()
        return Solution(q, want, steps=steps, rows=tuple(set_solution(q, worked)), verdict=verdict)
    return Solution(q, want, verdict=verdict)


def run(questions: Sequence[Item], numbers: "Numbers | Callable[[Item], Numbers]",  # the run's, or each question's
        read: Callable[[], str | None], show: Callable[[Event], None], *, rng: "np.random.Generator | None" = None,
        again: Iterable[str] = (), answered: Callable[[Result], None] | None = None, review: bool = False) -> Done:
    """Ask each question; stop early, with what was answered, at the end of input, q/quit or Ctrl-C. s/skip shows
    the answer and moves on; the question counts as asked. On Ctrl-C the score so far is shown and
    returned, marked `interrupted`. `rng` shuffles the options; `again` names the questions missed last time;
    `answered` hears each result as soon as it is settled, before it is shown (the caller saves it there).
    """
    results: list[Result] = []
    missed: list[Result] = []  # a wrong first try: it stands if the quiz ends before the second (q and Ctrl-C lost it)

    def settled(result: Result) -> None:
        missed.clear()
        results.append(result)
        if answered is not None:
            answered(result)

    try:
        finished = _ask_all(questions, numbers, read, show, settled, rng, frozenset(again), results, review, missed)
        interrupted = False
    except KeyboardInterrupt:
        finished, interrupted = False, True
    cut = len(missed)
    if missed:
        settled(missed[0])
    done = Done(tuple(results), len(questions), finished, interrupted, (*Counter(q.state for q in questions).items(),),
                review, cut)
    show(done)
    return done


def _ask_all(questions, numbers, read, show, settled, rng, again, past, review,  # type: ignore[no-untyped-def]
             missed) -> bool:
    """True when every question was answered or skipped; `past` holds the results settled so far."""
    for number, item in enumerate(questions, start=1):
        q = shuffled(item.question, rng) if rng is not None else item.question
        worked = (numbers(item) if callable(numbers) else numbers).of(q)
        shown = givens(q.given, worked, q)
        show(Ask(item.state, q, number, len(questions), shown, item.qid in again, past[-1] if past else None, review))
        tries, cut, close = 0, False, False  # close: the first try's, wrong but close with no slip near it
        slips: tuple[str, ...] = ()  # the wrong methods named at the first try
        while tries < TRIES:
            text = read()
            word = normalise(text).casefold() if text is not None else ""
            if text is None or word in QUIT_WORDS:
                return False
            if word in SKIP_WORDS:
                settled(Result(item.qid, item.state, 0.0, False, q, slips, skipped=tries == 0, close=close))
                show(Skipped(solution(q, worked)))
                break
            parsed = parse(q, text, worked)
            if parsed.error:
                show(Invalid(q, parsed))
                continue
            verdict = judge(q, parsed.value, worked, text)
            if verdict.cut_short and not cut:  # 5 decimals of a right 6: all 6 asked for, and no try is spent
                cut = True
                said = M.grade_short if verdict.cut_from is None else M.grade_short_cut
                show(Invalid(q, Parsed(error=said, values={"n": decimals(text)})))
                continue
            tries += 1
            if tries == 1:
                slips = verdict.slips
                close = verdict.speaks_for_none
            if verdict.right:
                same = tuple(m.mistake.key for m in verdict.same) if tries == 1 else ()
                settled(Result(item.qid, item.state, 1.0 if tries == 1 else 0.5, tries == 1, q, slips, agreeing=same,
                               close=close))  # a close first try, then right: it had counted against every skill
                show(Right(q, parsed.value, second=tries > 1, verdict=verdict))
                break
            if tries < TRIES and not (q.kind == "choice" and len(q.options) < 3):  # a 2nd of two can't be wrong
                missed.append(Result(item.qid, item.state, 0.0, False, q, slips, close=close))
                show(Hint(q, verdict))
                continue
            settled(Result(item.qid, item.state, 0.0, False, q, slips, close=close))
            show(solution(q, worked, verdict))
            break
    return True
