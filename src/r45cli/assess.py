"""`r45 test`: a short test before practice and after it, in two parallel forms, and the learning it measures.

A form is one item per group of the lesson's computing skills (a number or
set question of that group, on fresh numbers), one whole-block item (z from
u, W1 and W2, every component) and one question per claim. Both forms ask
the same kinds of computing item from the same generators, each item on
numbers of its own, and each claim by a question of its own: form A is the
pre-test, form B the post-test, and they share no item. No feedback is given while the
test runs; the solutions come after. The score is the share of items right;
the gain is Hake's normalised gain, ⟨g⟩ = (post − pre) / (100 − pre).
"""

from __future__ import annotations

import zlib
from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, NamedTuple

from . import quiz
from .givens import components, cut_short
from .grading import Verdict, consistent, grade, of_parts
from .lesson.model import Bilingual, Lesson, Question
from .lesson.states import LEAST_TOLERANCE
from .vocab import VECTOR

if TYPE_CHECKING:
    import numpy as np

    from . import learner
    from .mistakes import Match
    from .progress import Progress
    from .worked import WorkedExample

FORMS = ("A", "B")  # the pre-test's, then the post-test's
EMPTY = Bilingual("", "")


class Item(NamedTuple):
    key: str  # stable across forms: group:norm, block, claim:stacks
    question: Question
    skills: tuple[str, ...]


def items(lesson: Lesson, form: str = FORMS[0]) -> list[Item]:
    """One item per group of computing skills, the whole block, one per claim.

    A computing item asks the same kind of question in both forms, each form and each item on numbers of its own
    (`Testing`); a claim is asked by a different question in each form where the lesson has one (`claim_questions`),
    so the two forms share no item.
    """
    asked = _asked(lesson)
    chain = lesson.chain
    block = set(chain.skills) if chain else set()
    out: list[Item] = []
    for group in dict.fromkeys(s.group for s in lesson.skills if not s.claim and s.id not in block):
        skills = {s.id for s in lesson.skills if s.group == group and not s.claim}
        found = [q for q in asked if q.kind in ("number", "set") and set(q.skills) & skills]
        if found:
            # the item that covers most of the group, and of those the one that asks least besides: the mean of
            # s = u + f covers the residual, but u's mean is 0, so leaving u out gives the same number
            best = max(found, key=lambda q: (len(set(q.skills) & skills), -len(set(q.skills) - skills)))
            out.append(Item(f"group:{group}", best, best.skills))
    if chain is not None:
        z = Question(VECTOR, EMPTY, EMPTY, "z", LEAST_TOLERANCE, given=chain.given, draw=chain.draw,
                     skills=lesson.stretch_skills())
        out.append(Item("block", z, z.skills))
    k = FORMS.index(form) if form in FORMS else 0
    for skill, questions in claim_questions(lesson).items():
        if questions:
            out.append(Item(f"claim:{skill}", questions[k % len(questions)], (skill,)))
    return out


def _asked(lesson: Lesson) -> list[Question]:
    return [q for sid in lesson.order for q in (*lesson.state(sid).quiz, *lesson.state(sid).predict)]


def claim_questions(lesson: Lesson) -> dict[str, list[Question]]:
    """Each claim's choice questions, one a form: those that ask it alone first, none given to two claims while an
    unused one is left. A claim with a single question (a lesson short of them) asks it in both forms."""
    asked = [q for q in _asked(lesson) if q.kind == "choice"]
    used: set[int] = set()
    out: dict[str, list[Question]] = {}
    for skill in (s.id for s in lesson.skills if s.claim):
        mine = [q for q in asked if skill in q.skills]
        free = sorted((q for q in mine if id(q) not in used), key=lambda q: len(q.skills))[:len(FORMS)]
        out[skill] = free or mine[:1]
        used |= {id(q) for q in out[skill]}
    return out


def balanced(questions: Sequence[Question], rng: "np.random.Generator") -> list[Question]:
    """The choice questions shuffled, each right option at the place used least so far (a drawn one among equals):
    drawn freely, form A once had its right options at 1 four items in a row, an order a guesser gains from."""
    used: Counter[int] = Counter()
    out = []
    for q in questions:
        if q.kind == "choice":
            places = range(1, len(q.options) + 1)
            least = min(used[k] for k in places)
            at = int(rng.choice([k for k in places if used[k] == least]))
            used[at] += 1
            q = quiz.shuffled(q, rng, at)
        out.append(q)
    return out


def seed(form: str, run: int = 0) -> tuple[int, int]:
    """Each form's numbers, and each retake's, from a seed of their own."""
    return zlib.crc32(f"test-{form}".encode()), run


class Answer(NamedTuple):
    item: Item
    question: Question  # as asked (a choice's options in the form's order)
    worked: WorkedExample
    typed: str
    verdict: Verdict | None  # None: not an answer (skipped, or the line could not be read)
    parts: tuple[Verdict, ...] = ()  # a vector's components, each graded

    @property
    def right(self) -> bool:
        return self.verdict is not None and self.verdict.right


class Graded(NamedTuple):
    verdict: Verdict | None  # None: the line is no answer, for the reason `unread` gives
    parts: tuple[Verdict, ...] = ()  # a vector's components, each graded
    unread: quiz.Parsed = quiz.Parsed()


def graded(q: Question, worked: WorkedExample, text: str) -> Graded:
    """The item graded quietly (right or not, nothing said until the end), and a vector's components each."""
    from .typed import Unreadable, pieces, read_numbers

    if q.kind == VECTOR:
        names = components(q, worked)
        try:
            values = read_numbers(text, len(names), answer=True)
        except Unreadable as exc:
            return Graded(None, unread=quiz.Parsed(error=exc.message, values=exc.values))
        each = tuple(grade(q._replace(kind="number", answer=name), x, worked, text=typed)  # each as typed
                     for name, x, typed in zip(names, values, pieces(text)))
        parts = consistent(q, each, worked, names)
        want = tuple(float(x) for x in worked.vector(str(q.answer)))
        return Graded(of_parts(parts, tuple(values), want, text, matches=shared(parts)), parts)
    parsed = quiz.parse(q, text, worked)
    if parsed.error:
        return Graded(None, unread=parsed)
    return Graded(grade(q, parsed.value, worked, text=text))


def shared(parts: tuple[Verdict, ...]) -> tuple[Match, ...]:
    """The slips that every wrong component of a vector fits: the one way of working the whole answer went wrong
    (n − 1 in the variance moves every z_i); none when the wrong components tell different stories."""
    wrong = [v for v in parts if not v.right]
    if not wrong:
        return ()
    keys = [{m.mistake.key for m in v.matches} for v in wrong]
    return tuple(m for m in wrong[0].matches if all(m.mistake.key in k for k in keys[1:]))


def untyped(q: Question, worked: WorkedExample) -> tuple[Verdict, ...]:
    """A skipped number or vector, each component graded against no answer: its right value and the other 6-decimal
    values that are right too (from the numbers shown, rounded or not on the way), for the solutions."""
    if q.kind not in ("number", VECTOR):
        return ()
    return tuple(grade(q._replace(kind="number", answer=name), float("inf"), worked) for name in components(q, worked))


class Score(NamedTuple):
    total: float  # percent of items right
    skills: dict[str, float]  # percent right of the items exercising each skill
    unskilled: tuple[int, ...] = ()  # items (from 1) counted for no skill: close, or numbers rounded too early
    early: tuple[int, ...] = ()  # those of them worked from numbers rounded too early
    swapped: tuple[int, ...] = ()  # those of them a right value with two neighbouring digits swapped
    items: dict[str, tuple[int, ...]] = {}  # the items (from 1) counted for each skill


def by_skill(lesson: Lesson, a: Answer) -> dict[str, bool]:
    """Each skill the item speaks for, done right or not, by the rule the learner model reads every answer with
    (learner.outcomes): right, all of them; a named slip, the slip's skill against and the rest for; close, or only
    numbers rounded too early, none; any other wrong answer, against the whole block's own skill on that item, else
    against all. The test's table had read its answers by a rule of its own, and drifted from it."""
    from .learner import outcomes

    return outcomes(lesson, attempt(a))


def attempt(a: Answer, *, tested: bool = True) -> "learner.Attempt":
    """An item's answer as the learner model hears it, with no feedback while the test runs: `tested`, of the skills
    the item was chosen for (the table's, which keeps the two forms alike); else of every skill its question names
    (progress: "attention is linear", chosen at "why an FFN", had not counted against judging whether it is)."""
    from .learner import judged

    heard = judged(a.question, a.verdict, taught=False)
    return heard._replace(skills=a.item.skills) if tested else heard


def speaks_for_none(a: Answer) -> str:
    """Why a wrong answer says nothing of its skills: "early" (worked from numbers rounded too early), "swapped"
    (two neighbouring digits of a right value), "close"; or "" where it speaks."""
    from .mistakes import only_cut_short

    if a.verdict is None or a.right:
        return ""
    if only_cut_short(a.verdict.slips):
        return "early"
    return "swapped" if a.verdict.swapped else "close" if a.verdict.speaks_for_none else ""


def score(answers: list[Answer], lesson: Lesson) -> Score:
    if not answers:
        return Score(0.0, {})
    per: dict[str, list[bool]] = {}
    items: dict[str, list[int]] = {}
    unskilled: list[int] = []
    why: dict[str, list[int]] = {"early": [], "swapped": []}
    for k, a in enumerate(answers, 1):
        counted = by_skill(lesson, a)
        unskilled += [] if counted else [k]
        why.get(speaks_for_none(a), []).append(k)
        for skill, right in counted.items():
            per.setdefault(skill, []).append(right)
            items.setdefault(skill, []).append(k)
    total = 100 * sum(a.right for a in answers) / len(answers)
    return Score(total, {s: 100 * sum(v) / len(v) for s, v in per.items()}, tuple(unskilled), tuple(why["early"]),
                 tuple(why["swapped"]), {s: tuple(v) for s, v in items.items()})


def gain(pre: float, post: float) -> float | None:
    """Hake's normalised gain: the share of what the pre-test left to learn that the post-test shows learnt; None
    when the pre-test left nothing."""
    return None if pre >= 100 else (post - pre) / (100 - pre)


def results(tests: Mapping[str, Mapping[str, object]]) -> dict[str, object]:
    """The kept tests, and the gain when both are in: for `test --json` and `progress --json`."""
    out: dict[str, object] = {k: dict(v) for k, v in tests.items()}
    pre, post = tests.get("pre"), tests.get("post")
    if pre and post:
        out["gain"] = gain(float(pre["score"]), float(post["score"]))  # type: ignore[arg-type]
    return out


def kept(answers: list[Answer], lesson: Lesson, form: str, day: str, *, practised: bool = False) -> dict[str, object]:
    """A run as the progress file keeps it: its form, day, score, each skill's, and whether practice was already
    recorded when it was taken (a first test taken then is no before-practice score)."""
    s = score(answers, lesson)
    return {"form": form, "day": day, "score": round(s.total, 1), "items": len(answers),
            "skills": {k: round(v, 1) for k, v in s.skills.items()}, "practised": practised}


def practice_done(lesson: Lesson, unaided: Collection[str]) -> bool:
    """Every state whose steps compute done unaided: the test after practice is open (the test says so, and the
    path's end)."""
    from .spot import computing

    return all(sid in unaided for sid in computing(lesson))


def opened_by(lesson: Lesson, seen: Progress, key: str) -> str | None:
    """The pre-test's score where `key` done unaided is what the test after practice still waits for: predict mode's
    run says so as it ends (a learner done unaided had not known the test was open)."""
    pre, unaided = seen.tests.get("pre"), seen.unaided
    if not pre or "post" in seen.tests or practice_done(lesson, unaided):
        return None
    return f"{pre['score']:g}" if practice_done(lesson, {*unaided, key}) else None


def practice_begun(seen: Progress) -> bool:
    """Any practice on record (a first attempt traced, a quiz score, a card, a state done unaided): a first test taken
    now is no before-practice test."""
    return bool(seen.skills or seen.quiz or seen.cards or seen.unaided)


def practised(run: Mapping[str, object] | None) -> bool:
    """A kept run taken with practice already recorded."""
    return bool(run and run.get("practised") is True)


# --------------------------------------------------------------------------- asking


class Opened(NamedTuple):
    form: str
    post: bool  # the post-test (else the pre-test)
    total: int
    practised: bool = False  # a first test taken with practice already recorded: not "before practice"
    post_asked: bool = False  # `--post` asked for, with no first test: this is the first, and says why


class Ask(NamedTuple):
    number: int  # 1-based
    total: int
    question: Question
    givens: tuple[quiz.Given, ...]
    width: int = 0  # a vector item's components


SHORT = ("number", VECTOR)  # the kinds answered with numbers, to 6 decimals


class Unread(NamedTuple):
    question: Question
    text: str
    parsed: quiz.Parsed  # why it is not an answer, as the quiz says it ("'4' is not an option: type 1 to 3")


class Finished(NamedTuple):
    answers: tuple[Answer, ...]
    form: str
    post: bool
    pre: float | None = None  # the pre-test's score, when this is the post-test
    pre_practised: bool = False  # the first test was taken with practice already recorded
    pre_skills: Mapping[str, float] = MappingProxyType({})  # the pre-test's share by skill, beside the post-test's


Event = Opened | Ask | Unread | Finished


class Testing:
    """One form, an item at a time, nothing said about an answer until the end: `opening()`, then `answer(text)`
    for each line; `finished` once every item is answered (`s` skips one: not right)."""

    def __init__(self, lesson: Lesson, form: str, *, post: bool, run: int = 0, pre: float | None = None,
                 practised: bool = False, pre_practised: bool = False, post_asked: bool = False,
                 pre_skills: Mapping[str, float] = MappingProxyType({})) -> None:
        import numpy as np

        self.form, self.post, self.pre, self.post_asked, self.pre_skills = form, post, pre, post_asked, pre_skills
        self.practised, self.pre_practised = practised, pre_practised
        rng = np.random.default_rng([*seed(form, run), 1])
        # each item on numbers of its own: one u for all had item 2 print the f whose f1 item 1 asks
        asked = items(lesson, form)
        self.asked = [(item, q, quiz.fresh(lesson, (*seed(form, run), zlib.crc32(item.key.encode())),
                                           apart=quiz.signs_apart(q)))
                      for item, q in zip(asked, balanced([item.question for item in asked], rng))]
        self.answers: list[Answer] = []
        self.finished: Finished | None = None
        self.cut: set[int] = set()  # items asked once for all their decimals (whatever the answer: it tells nothing)

    @property
    def over(self) -> bool:
        return self.finished is not None

    def _ask(self) -> Ask:
        item, q, numbers = self.asked[len(self.answers)]
        worked = numbers.of(q)
        width = len(worked.vector(str(q.answer))) if q.kind == VECTOR else 0
        return Ask(len(self.answers) + 1, len(self.asked), q, quiz.givens(q.given, worked, q), width)

    def opening(self) -> list[Event]:
        return [Opened(self.form, self.post, len(self.asked), self.practised and not self.post, self.post_asked),
                self._ask()]

    def answer(self, text: str) -> list[Event]:
        from .numfmt import DECIMALS
        from .typed import decimals, normalise, pieces
        from .vocab import SKIP_WORDS

        item, q, numbers = self.asked[len(self.answers)]
        worked = numbers.of(q)
        skipped = normalise(text).casefold() in SKIP_WORDS
        g = Graded(None, untyped(q, worked)) if skipped else graded(q, worked, text)
        if g.verdict is None and not skipped:  # asked again at the prompt; the question is on screen above
            return [Unread(q, normalise(text), g.unread)]
        typed = [decimals(piece) for piece in pieces(text)] if q.kind in SHORT else []
        short = min((n for n in typed if 0 < n < DECIMALS), default=0)
        if short and len(self.answers) not in self.cut:  # 0.45386 had cost the item with no word, where the quiz asks
            self.cut.add(len(self.answers))
            error, values = cut_short(q, worked, [0 < n < DECIMALS for n in typed], short)
            return [Unread(q, normalise(text), quiz.Parsed(error=error, values=values))]
        self.answers.append(Answer(item, q, worked, "" if skipped else normalise(text), g.verdict, g.parts))
        if len(self.answers) < len(self.asked):
            return [self._ask()]
        self.finished = Finished(tuple(self.answers), self.form, self.post, self.pre, self.pre_practised,
                                 self.pre_skills)
        return [self.finished]
