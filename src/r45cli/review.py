"""`r45 review`: a short daily queue of quiz questions, scheduled by FSRS.

Each quiz question is a card, scheduled by fsrs (the Free Spaced Repetition Scheduler, MIT, on the package index): a
right first answer is "Good", a right second one "Hard", a miss "Again". Two rules are r45's own: a card missed at
the first try (a right second try too) is due the next day, and a right first answer waits at least two days. Days
are whole days, noon UTC of the learner's date; `R45_TODAY=YYYY-MM-DD` sets the date (for tests, and an instructor
who wants to see tomorrow's queue). Cards live in the progress file; numeric ones are asked on a fresh u each session.
"""

from __future__ import annotations

import datetime as dt
import os
import zlib
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple

from .lesson.model import Lesson, Question
from .lesson.states import LEAST_TOLERANCE, WHOLE_BLOCK_ANSWER
from .progress_format import MAX_STABILITY
from .progress_format import day as usable_day
from .quiz import Item, Numbers, Result, fresh, items, question_id, signs_apart

if TYPE_CHECKING:
    from fsrs import Card, Scheduler

    from .predict import Asking, Plan
    from .progress import Progress

TODAY_ENV = "R45_TODAY"
DAILY = 10  # cards in one session's queue at most
NEW_PER_DAY = 4  # cards met for the first time in one day
INTRODUCED = "introduced"  # the date a card was first reviewed, kept beside fsrs's own fields


class BadDate(ValueError):
    """R45_TODAY is not a date, or one outside the days r45 schedules (progress_format.FIRST_DAY to LAST_DAY)."""


def today(env: Mapping[str, str] | None = None) -> dt.date:
    """The learner's date: $R45_TODAY when set, else the local date."""
    text = (os.environ if env is None else env).get(TODAY_ENV, "").strip()
    if not text:
        return dt.date.today()
    found = usable_day(text)
    if found is None:
        raise BadDate(text[:40])  # refused here, not as an OverflowError after the first answer
    return found


def moment(day: dt.date) -> dt.datetime:
    """A review on `day` happens at noon UTC: the schedule counts whole days."""
    return dt.datetime.combine(day, dt.time(12), tzinfo=dt.timezone.utc)


def scheduler() -> Scheduler:
    from fsrs import Scheduler

    # Whole days, the same for everyone: a new card goes straight to fsrs's schedule, a missed one comes back the next
    # day.
    return Scheduler(learning_steps=(), relearning_steps=(dt.timedelta(days=1),), enable_fuzzing=False)


def card(record: Mapping[str, object] | None, qid: str) -> Card:
    """The card's fsrs memory; a new one numbered from its question's id, not the clock: fsrs's own number is the
    time in milliseconds, and it sleeps 1 ms after each so that two differ (0.85 s of the test suite's)."""
    from fsrs import Card

    if record is None:
        return Card(card_id=zlib.crc32(qid.encode()))
    return Card.from_dict({k: v for k, v in record.items() if k != INTRODUCED})  # type: ignore[arg-type]


def due_on(record: Mapping[str, object]) -> dt.date:
    """The day a card is due; its record was checked when the progress file was read (progress_format.card_problem)."""
    return dt.datetime.fromisoformat(str(record["due"])).date()


class Queue(NamedTuple):
    due: tuple[Item, ...]  # cards due, oldest first
    new: tuple[Item, ...]  # cards met for the first time today
    waiting: int = 0  # cards due today beyond the DAILY a session asks: the next session asks them
    new_waiting: int = 0  # new cards today still has room for that a full session left to the next
    order: tuple[Item, ...] = ()  # due and new cards together, interleaved: the order a session asks them

    @property
    def items(self) -> tuple[Item, ...]:
        return self.order or self.due + self.new  # due, then new, had undone the interleaving where both came

    @property
    def due_today(self) -> int:
        """Every card due today, this session's and those waiting for the next."""
        return len(self.due) + self.waiting

    @property
    def new_today(self) -> int:
        """Every new card today has room for, this session's and those a full one leaves to the next."""
        return len(self.new) + self.new_waiting


def numbers(lesson: Lesson, seed: int) -> Callable[[Item], Numbers]:
    """Each card's own numbers, from the session's seed and the card's id: no card shows another's answer (one u for
    all had printed s before another card asked s4); `review --seed N` repeats a session card for card."""
    from functools import cache

    @cache
    def drawn(qid: str, apart: bool) -> Numbers:
        return fresh(lesson, (seed, zlib.crc32(qid.encode())), apart=apart)

    return lambda item: drawn(item.qid, signs_apart(item.question))


def cardable(lesson: Lesson) -> list[Item]:
    """Every question a card can be: the quiz's, predict mode's steps (a miss there makes a card), and the whole
    block from u, W1 and W2 (the lesson's chain), when the lesson words it."""
    from .checks import unsound

    every = items(lesson, lesson.order, left_out=(false := unsound(lesson)))  # not those saying what numbers do not
    every += [Item(question_id(sid, i, "predict"), sid, alone(lesson.state(sid).predict, i)) for sid in lesson.order
              for i, q in enumerate(lesson.state(sid).predict) if (sid, "predict", i) not in false]
    return every + ([block] if (block := block_item(lesson)) is not None else [])


def alone(steps: Sequence[Question], i: int) -> Question:
    """A predict step asked on its own card: with the skills of the steps before it from the same givens, which a
    run asks apart and a card leaves to the learner (z1 from u and f, right, had credited eps alone, while a wrong
    one with n − 1 blamed the variance)."""
    q = steps[i]
    before = [s for p in steps[:i] if p.given == q.given and p.kind == "number" for s in p.skills]
    return q._replace(skills=tuple(dict.fromkeys([*before, *q.skills])))


def block_item(lesson: Lesson) -> Item | None:
    chain = lesson.chain
    if chain is None or chain.ask is None or chain.hint is None:
        return None
    q = Question("number", chain.ask, chain.hint, WHOLE_BLOCK_ANSWER, LEAST_TOLERANCE, given=chain.given,
                 draw=chain.draw, skills=lesson.stretch_skills())
    return Item(f"{chain.key}.chain.1", chain.states[-1], q)


def interleaved(items_: list[Item]) -> list[Item]:
    """The queue in an order that asks no skill, nor state, twice in a row where another order can avoid it (a
    session read b0, b0, b0, b1, b1, b2, b2, b2, b3, b4, which looked like blocks, not a mix)."""
    left = list(items_)
    out: list[Item] = []
    asked: dict[str, int] = {}  # state -> when it was last asked
    while left:
        skills, state = (set(out[-1].question.skills), out[-1].state) if out else (set(), None)
        other = [k for k, i in enumerate(left) if not set(i.question.skills) & skills] or [0]
        waiting = Counter(i.state for i in left)  # most cards left first, so that none waits to come twice at the end
        k = min(other, key=lambda k: (left[k].state == state, -waiting[left[k].state], asked.get(left[k].state, -1), k))
        asked[left[k].state] = len(out)
        out.append(left.pop(k))
    return out


def queue(lesson: Lesson, cards: Mapping[str, Mapping[str, object]], day: dt.date,
          skills: Mapping[str, float] | None = None, opened: Collection[str] = ()) -> Queue:
    """A session's cards, interleaved: those due (at most DAILY; the rest wait for the next session), then new quiz
    cards while today has met fewer than NEW_PER_DAY, those of the states `opened` (seen or quizzed) first, and the
    whole-block card once every skill its states' predict steps compute is mastered (`skills`, the learner model's
    chances). A learner who had seen b0 and b1 was asked of LayerNorm on day 2, b2 never opened."""
    every = cardable(lesson)
    known = [i for i in every if i.qid in cards]
    every_due = sorted((i for i in known if due_on(cards[i.qid]) <= day), key=lambda i: due_on(cards[i.qid]))
    asked_due = distinct(every_due)[:DAILY]  # one card of a question today; the other waits (11 due had asked 9)
    met_today = met_on({i.qid: cards[i.qid] for i in known}, day)
    room = max(0, min(NEW_PER_DAY - met_today, DAILY - len(asked_due)))
    fresh = sorted((i for i in items(lesson, lesson.order) if i.qid not in cards), key=lambda i: i.state not in opened)
    block = block_item(lesson)
    if block is not None and block.qid not in cards and _parts_mastered(lesson, skills or {}):
        fresh.insert(0, block)
    # a question a due card asks is not new: left out, and not promised for later (told 4 would come, a learner got 2)
    fresh = distinct([*asked_due, *fresh])[len(asked_due):]
    new = fresh[:room]
    ordered = interleaved([*asked_due, *new])
    later = max(0, min(NEW_PER_DAY - met_today, len(fresh)) - len(new))  # left out by DAILY alone
    return Queue(tuple(i for i in ordered if i in asked_due), tuple(i for i in ordered if i in new),
                 len(every_due) - len(asked_due), later, tuple(ordered))


def distinct(items_: list[Item]) -> list[Item]:
    """The cards with one of each question: a quiz's card and a predict step's can ask the same ("which h does ReLU
    zero?" at b0, asked twice in one session); the second waits for another session."""
    seen: set[tuple[str, ...]] = set()
    out = []
    for i in items_:
        q = i.question
        key = ("choice", q.ask.en) if q.kind == "choice" and q.ask else (q.kind, str(q.answer), *q.given)
        if key not in seen:
            seen.add(key)
            out.append(i)
    return out


def _parts_mastered(lesson: Lesson, skills: Mapping[str, float]) -> bool:
    from . import bkt, learner

    chain = lesson.chain
    if chain is None:
        return False
    parts = set(lesson.stretch_skills()) - set(chain.skills)
    return bool(parts) and all(bkt.mastered(learner.known(skills, s)) for s in parts)


def rating(result: Result) -> int:
    """fsrs's rating: Good at the first try, Hard at the second, Again otherwise."""
    from fsrs import Rating

    if result.first:
        return Rating.Good
    return Rating.Hard if result.credit > 0 else Rating.Again


MISSED_WAIT = dt.timedelta(days=1)  # a card missed at the first try comes back the next day
RIGHT_WAIT = dt.timedelta(days=2)  # a right first answer waits at least this long: longer than a miss


def reviewed(record: Mapping[str, object] | None, result: Result, day: dt.date) -> dict[str, object]:
    """A card's record after this answer: fsrs's memory of it, and its due day by r45's two rules.

    fsrs alone would let a miss wait longer than a right answer: "Hard" (right at the second try) on a card it is
    relearning waits 1.5 steps (two days), while "Good" on a card with little stability comes back the next day.
    """
    from fsrs import Rating

    after, _ = scheduler().review_card(card(record, result.qid), Rating(rating(result)), moment(day))
    after.due = moment(day) + MISSED_WAIT if not result.first else max(after.due, moment(day) + RIGHT_WAIT)
    if after.stability is not None:  # no more than a progress file may hold
        after.stability = min(after.stability, MAX_STABILITY)
    out: dict[str, object] = dict(after.to_dict())
    out[INTRODUCED] = (record or {}).get(INTRODUCED, day.isoformat())
    return out


def next_day(lesson: Lesson, cards: Mapping[str, Mapping[str, object]], day: dt.date) -> dt.date | None:
    """The next day with something to review: a card falls due, or, while cards are not met yet, new ones come
    tomorrow ("Next review: 2026-12-07" had left out the new cards of the 6th)."""
    later = [due_on(card) for card in cards.values() if due_on(card) > day]
    if unmet(lesson, cards):
        later.append(day + dt.timedelta(days=1))
    return min(later, default=None)


def new_only(cards: Mapping[str, Mapping[str, object]], later: dt.date | None) -> bool:
    """No card is due by `later` (one left due today is due then too): what comes that day is new cards alone."""
    return later is not None and not any(due_on(card) <= later for card in cards.values())


class Summary(NamedTuple):
    due: int  # cards due today
    new_today: int  # new cards today's review still brings in (a learner told "1 card left today" saw "0 due")
    unmet: int  # cards never met
    next: dt.date | None  # the next day with something to review, as review's own end says it
    next_new_only: bool  # on that day no card falls due: new cards come ("next review 12-07" with none due then)
    met_today: int = 0  # cards first met today (a miss anywhere makes one): what left today fewer new, or none
    per_day: int = NEW_PER_DAY
    per_review: int = DAILY  # one review's cards at most: a day of more is two reviews
    next_due: int = 0  # that day's cards, as its review counts them: "next review on 2026-12-11" said not how many
    next_new: int = 0  # next_split: more cards that day than one review takes ("12 due" promised, 10 came)

    @property
    def next_split(self) -> bool:
        return self.next_due + self.next_new > self.per_review

    @property
    def unmet_later(self) -> int:
        """The cards never met past today's new ones ("12 not met yet" beside "4 new" had counted them twice)."""
        return max(0, self.unmet - self.new_today)


def summary(lesson: Lesson, cards: Mapping[str, Mapping[str, object]], day: dt.date,
            skills: Mapping[str, float] | None = None, opened: Collection[str] = ()) -> Summary:
    """For `progress` and review's end: today's cards, due and new, those never met, and the next day with something
    to review (a card falls due, or new ones come: "next due on 2026-12-07" had left out new cards of the 6th)."""
    every = cardable(lesson)
    due = sum(1 for i in every if i.qid in cards and due_on(cards[i.qid]) <= day)
    later = next_day(lesson, cards, day)
    new_today = queue(lesson, cards, day, skills, opened).new_today
    then = queue(lesson, cards, later, skills, opened) if later is not None else None
    return Summary(due, new_today, unmet(lesson, cards), later, new_only(cards, later), met_on(cards, day),
                   next_due=then.due_today if then else 0, next_new=then.new_today if then else 0)


def met_on(cards: Mapping[str, Mapping[str, object]], day: dt.date) -> int:
    """The cards first met on `day`: new in review, or made by a miss anywhere."""
    return sum(1 for card in cards.values() if card.get(INTRODUCED) == day.isoformat())


def unmet(lesson: Lesson, cards: Mapping[str, Mapping[str, object]]) -> int:
    """The quiz cards never met."""
    return sum(1 for i in items(lesson, lesson.order) if i.qid not in cards)


def carded(seen: "Progress", qid: str | None, day: dt.date, right: bool = False) -> None:
    """A miss makes the question's card, or brings it back: due the next day (fsrs's Again). A quiz's right first
    answer (`right`) makes a card not met yet, at least two days off, no more than NEW_PER_DAY due on one day."""
    if qid is None or (right and qid in seen.cards):
        return
    record = reviewed(seen.cards.get(qid), Result(qid, "", float(right), right), day)
    taken = Counter(due_on(c) for c in seen.cards.values() if right and c.get(INTRODUCED) == day.isoformat())
    while taken[due_on(record)] >= NEW_PER_DAY:  # 16 right in one quiz had all come back on one day
        record["due"] = moment(due_on(record) + dt.timedelta(days=1)).isoformat()
    seen.record_card(qid, record)


def missed_today(lesson: Lesson, cards: Mapping[str, Mapping[str, object]], questions: Iterable[Question],
                 day: dt.date) -> bool:
    """Was a card of `questions` missed today (reviewed today, due the next day: a right first answer waits longer)?
    Its answer was shown then: a claim answered right after a restart had been recorded as answered without help."""
    for q in questions:
        record = cards.get(locate(lesson, q) or "")
        if record is not None and record.get("last_review") and due_on(record) == day + MISSED_WAIT \
                and dt.datetime.fromisoformat(str(record["last_review"])).date() == day:  # read as due_on reads due
            return True
    return False


def locate(lesson: Lesson, q: Question) -> str | None:
    """A question's card id (b2.quiz.1, b2.predict.3): where it lives in the lesson."""
    for sid in lesson.order:
        state = lesson.state(sid)
        for where, questions in (("quiz", state.quiz), ("predict", state.predict)):
            for i, other in enumerate(questions):
                if other is q:
                    return question_id(sid, i, where)
    return None


def heard_run(lesson: Lesson, seen: "Progress", plan: "Plan", asking: "Asking", day: dt.date) -> None:
    """What a predict run tells of the learner. Each step answered is a first attempt at its skills (shown with s,
    or after the hidden formulas: not known; one that follows correctly from the learner's own earlier error: none;
    none in a run asked again after one that showed its answers, `told`: the attempt was the first run's); a wrong one
    brings back its card, unless it follows from that earlier error (the earlier step's card comes back) or is close
    (the run said "no step went wrong", and the mean a digit astray came back the next day).
    Every finished run of the chain speaks for the chain's own skill too: right only when done unaided (a failed run
    from u to z once left the whole block to be credited by anything else)."""
    from . import learner
    from .handwork import stage_of

    shown = {stage_of(str(q.answer)) for q in plan.worked}  # a skill whose steps were all shown worked: not asked
    for k, g in enumerate(asking.results):
        v = g.verdict
        # so too a stage asked earlier in this run: var is worked from the learner's own s (one u → z run had counted
        # 's = u + f' twice, at s and at var, and called it mastered)
        before = shown | {stage_of(str(e.question.answer)) for e in asking.results[:k]}
        if v is not None and v.carried is not None:  # follows the learner's own earlier error: blames none,
            continue  # and brings back no card (the earlier step's does)
        if not plan.told:  # a claim missed, then answered right on `a`, had counted 1 of 2 first tries right
            q = g.question._replace(skills=tuple(s for s in g.question.skills if not learner.unseen(lesson, s, before)))
            seen.trace(lesson, learner.judged(q, v, helped=v is None or k in asking.helped, parts=g.parts))
        if v is None or not v.method_right:  # close, or rounded early: no step's method gone wrong, no card
            carded(seen, locate(lesson, g.question) or _card(lesson, plan, stage_of(str(g.question.answer))), day)
    reveal = asking.reveal
    if reveal is not None and plan.title is not None and lesson.chain is not None:
        # the chain's own skill hears every finished run from u to z: one not done unaided is not known
        seen.trace(lesson, learner.Attempt(lesson.chain.skills, reveal.unaided))  # read with BLOCK_GUESS (moved)


def _card(lesson: Lesson, plan: "Plan", stage: str) -> str | None:
    """The predict step a miss at `stage` brings back: the plan's state's (or a chain state's) step there."""
    from .handwork import stage_of

    states = lesson.chain.states if plan.title is not None and lesson.chain else (plan.state,)
    for sid in states:
        for i, q in enumerate(lesson.state(sid).predict):
            named = str(q.answer)
            if q.kind != "choice" and (stage_of(named) == stage or named == stage):
                return question_id(sid, i, "predict")
    return None


class Onward(NamedTuple):
    """What practice has opened, said at the path's end, and the root options its commands repeat."""
    post: bool  # the test after practice is open and not taken
    first: str | None  # the first test's score, where one was taken
    spot: tuple[str, ...]  # the states spot the slip is open for
    due: int  # review's cards due today
    pre: bool  # no test and no practice on record: the test before practice can still be one


def onward(lesson: Lesson, seen: "Progress") -> Onward:
    """What practice has opened, for the path's end; the cards due on R45_TODAY's day, else today's (none where it
    cannot be read: review itself says why)."""
    from .assess import practice_begun, practice_done
    from .spot import offered

    try:
        day = today()
    except BadDate:
        day = dt.date.min
    pre = seen.tests.get("pre")
    ready = "post" not in seen.tests and practice_done(lesson, seen.unaided)
    due = sum(1 for card in seen.cards.values() if due_on(card) <= day)
    fresh = not seen.tests and not practice_begun(seen)
    return Onward(ready, f"{pre['score']:g}" if pre else None, offered(lesson, seen.fade, seen.unaided, seen.runs), due,
                  fresh)
