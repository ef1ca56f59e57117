"""The learner model: the chance a learner knows each of the lesson's skills, fed by every first attempt anywhere.

Predict mode, the quiz, review, spot-the-slip and the test each turn a first
attempt into an `Attempt`: the question's skills, right or not, the slips
named, and whether help came first (a hint, a shown answer, a second try:
counted as not known). `outcomes` says which skills it speaks for: a right
answer for all of them but those a slip that gives the same number belongs
to (`agreeing`); a wrong one whose named slip belongs to one of
them (by the lesson's `slips:`) for that one alone; a close one, or one only
numbers rounded too early explain, for none (the method looks right); any
other wrong answer for all. `bkt.update` moves each skill's chance, in the progress file
(`moved`).

A named slip is stronger evidence than a wrong answer: bkt's P(S) = 0.1
covers any wrong answer of a learner who knows the skill (a typo, a misread
number), while typing exactly the n − 1 variance, or z without eps, is one
wrong method, far rarer from a learner who knows better (NAMED_SLIP). And
it is read against a chance of at most CEILING: after a run of right
6-decimal numbers the chance stands at 1 − 1e-8, a precision the model's
round parameters never had, and a slip read against that left "eps inside
the root" at 1.00, mastered, just after the learner left eps out. Any other
wrong answer is read against at most TYPO: one after a long run of right
ones leaves the skill mastered (a typo), two in a row do not (ReLU read
0.97, mastered, after two wrong answers in a row that named no slip).
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable, Mapping
from typing import TYPE_CHECKING, NamedTuple

from . import bkt
from .lesson.model import Lesson, Question, Skill
from .numfmt import DECIMALS, fixed

if TYPE_CHECKING:
    from .grading import Verdict
    from .quiz import Result

NAMED_SLIP = 0.02  # P(this very wrong method | the skill known): a fifth of bkt's slip, which covers any wrong answer
CEILING = 0.99  # the most a named slip is read against: one drops a skill below mastery, two to "learning" or below
TYPO = 0.995  # the most any other wrong answer is read against: one after a run of right ones may be a typo (still
# mastered); a second in a row is not (ReLU had read 0.97, mastered, after two wrong answers in a row)
# P(G) of a number or a set: the chance of a right answer without the skill, not of a lucky draw (one in millions at
# 6 decimals). The formulas stand beside the givens (the quiz, predict's first levels), so a learner who does not
# know why can plug numbers in; read as 0.02, each right number was near proof, and two right from the start, or the
# n − 1 variance alternating with right ones (4 of 8), read "mastered". bkt's 0.2: three right numbers in a row
COMPUTED_GUESS = bkt.Params().guess
PRIOR = bkt.Params().prior  # a skill no answer has been counted for
# the whole block's own skill, whatever asks it (`moved`): a run of predict mode's block, or the test's u → z, every
# step right with nothing shown: no formula to plug numbers into, so near no chance without the skill (at 0.2, the
# run done unaided read "0.20, not yet")
BLOCK_GUESS = 0.02


class Attempt(NamedTuple):
    skills: tuple[str, ...]
    right: bool
    slips: tuple[str, ...] = ()  # the wrong methods named for a wrong answer (mistakes keys)
    helped: bool = False  # a hint, a shown answer or a second try came first: not known
    guess: float = bkt.Params().guess  # the chance of being right without knowing, for this kind of question
    agreeing: tuple[str, ...] = ()  # right, but these wrong methods give the same number: no word on their skills
    taught: bool = True  # feedback came with it, a chance to learn; the test gives none while it runs, so a skill
    # it missed is not moved on by P(T) (ten skipped items had "chance" rise from 0.10 to 0.16)
    asked: str = ""  # the number asked (var, z1): a slip made at a step before it was carried in
    close: bool = False  # wrong but close, no slip near it (grading.Verdict.speaks_for_none): it speaks for no skill


def guess_for(q: Question) -> float:
    """How likely a right answer is without the skill: one option in n; a set or a number (COMPUTED_GUESS)."""
    return 1 / max(len(q.options), 2) if q.kind == "choice" else COMPUTED_GUESS


def attempt(q: Question, right: bool, slips: Iterable[str] = (), *, helped: bool = False,
            agreeing: Iterable[str] = (), taught: bool = True, close: bool = False) -> Attempt:
    return Attempt(q.skills, right and not helped, tuple(slips), helped, guess_for(q), tuple(agreeing), taught,
                   str(q.answer), close)


def judged(q: Question, v: "Verdict | None", *, helped: bool = False, taught: bool = True,
           parts: "tuple[Verdict, ...]" = ()) -> Attempt:
    """A graded answer (None: none given) as an attempt: the slips named for it (or for its components, `parts`),
    and, right, the slips that give its number too; `taught` False where no feedback follows it."""
    if v is None:
        return attempt(q, False, helped=helped, taught=taught)
    said = (v, *parts)  # f from u with ReLU forgotten, named at each component, had blamed projecting by W2
    return attempt(q, v.right, dict.fromkeys(k for w in said for k in w.slips),
                   helped=helped, agreeing=(m.mistake.key for m in v.same), taught=taught,  # a component's: not all
                   close=v.speaks_for_none)


def from_result(result: "Result") -> Attempt | None:
    """A quiz or review answer's first try as an attempt (None for a question asked without its record)."""
    if result.question is None:
        return None
    return attempt(result.question, result.first, result.slips, helped=result.skipped, agreeing=result.agreeing,
                   close=result.close)


def outcomes(lesson: Lesson, a: Attempt) -> dict[str, bool]:
    """The skills this attempt speaks for, each right or wrong."""
    if a.helped or a.right:  # a right number a slip gives too (the mean of s without u) says nothing of its skill
        void = lesson.owning(a.agreeing) if a.right else set()
        return {s: a.right for s in a.skills if s not in void}
    from .mistakes import only_cut_short

    if a.close or only_cut_short(a.slips):  # every step right, on numbers rounded too early (or to 4 decimals, which
        return {}  # leaves it close): no skill's evidence either way
    # the chain's own skill (u to z at once) is wrong whatever slip the answer holds: the test's whole-block item
    # with ReLU forgotten had blamed ReLU alone, and progress kept the block at its chance while the test said 0 %
    whole = set(a.skills) & set(lesson.chain.skills if lesson.chain else ())
    named = blamed(lesson, a) or last_step(lesson, a)
    # a slip named alone explains the number: every other skill the answer needed was done right (z4 with n − 1 in
    # the variance has its mean, eps and normalising right), and had been left where it was; but not one whose every
    # step the slip replaced, and so never showed (std = var takes no root: where eps stands in it was not seen)
    credited = {s: True for s in a.skills if s not in named | whole and not bypassed(lesson, s, a.slips)} \
        if named else {}
    return {**credited, **{s: False for s in (named | whole) or a.skills}}


def bypassed(lesson: Lesson, skill: str, slips: Iterable[str]) -> bool:
    """Every slip of `skill` changes a stage the `slips` compute wrongly: the answer shows nothing of it (two z1 with
    'var given for std' had left 'eps inside the root' mastered, a learner's report)."""
    from .mistakes import BY_KEY

    return unseen(lesson, skill, {stage for k in slips if (step := BY_KEY[k].step if k in BY_KEY else None)
                                  for stage in step.stages})


def unseen(lesson: Lesson, skill: str, stages: Collection[str]) -> bool:
    """Every slip of `skill` changes one of `stages` (computed wrongly, or shown worked): an answer past them shows
    nothing of it (var, asked with s shown worked, had credited 's = u + f')."""
    from .mistakes import BY_KEY

    own = [step for s in lesson.skills if s.id == skill for k in s.slips if (step := BY_KEY[k].step if k in BY_KEY
                                                                                else None)]  # those of a stage
    return bool(stages) and bool(own) and all(set(step.stages) <= set(stages) for step in own)


def params(a: Attempt) -> bkt.Params:
    return bkt.Params(guess=a.guess) if a.taught else bkt.Params(guess=a.guess, learn=0.0)


def named_against(lesson: Lesson, a: Attempt) -> set[str]:
    """The skills a named slip of their own blames: the wrong method by name, not just a wrong number."""
    return set() if a.helped or a.right else blamed(lesson, a)


def blamed(lesson: Lesson, a: Attempt) -> set[str]:
    """The skills owning the slips named: the question's own; else, where every slip was made at a step before the
    one asked (var(f) for var(s): the residual forgotten), the slips' own (the biased variance had taken that miss).
    A slip of the number itself (a sign flipped at a5) is the question's: it blames the question's skills. A slip of
    one term, channel or component is made where its `made_at` says (a mean from s2 = f2 had blamed the mean's)."""
    owners = lesson.owning(a.slips)
    if owners & set(a.skills) or not owners:
        return owners & set(a.skills)
    from .handwork import STAGES, stage_of
    from .mistakes import BY_KEY

    made = [stage for m in (BY_KEY[k] for k in a.slips if k in BY_KEY) for stage in (
        m.step.stages if m.step is not None and not m.of_the_number else m.made_at or (None,))]
    asked = stage_of(a.asked) if a.asked else None
    before = asked in STAGES and all(s in STAGES and STAGES.index(s) < STAGES.index(asked) for s in made)
    return owners if made and before else set()


def last_step(lesson: Lesson, a: Attempt) -> set[str]:
    """Where every slip named is of the number itself (its sign: −z4), the first of the question's skills, as it
    lists them, with a slip of the step that gives the number: the rest were done right, for its size is right (a z4
    of the wrong sign has its mean, variance and eps right, as progress says; all four of z4's skills had been counted
    against; a mean of the wrong sign was averaged over the right channels, and had counted against that skill)."""
    from .handwork import stage_of
    from .mistakes import BY_KEY

    ways = [BY_KEY[k] for k in a.slips if k in BY_KEY]
    if not a.asked or not ways or not all(m.of_the_number for m in ways):
        return set()
    at = {s.id for s in lesson.skills if any(k in BY_KEY and (step := BY_KEY[k].step) is not None
                                             and stage_of(a.asked) in step.stages for k in s.slips)}
    return next(({s} for s in a.skills if s in at), set())


def moved(lesson: Lesson, skills: Mapping[str, float], a: Attempt) -> dict[str, float]:
    """The chance of each skill this attempt speaks for, after it. The whole block's own skill is read as a run of
    the block is, whatever asked it (BLOCK_GUESS): the test's u → z right after a slip named had left it at 0.06."""
    named, block = named_against(lesson, a), set(lesson.chain.skills if lesson.chain else ())
    out: dict[str, float] = {}
    for skill, right in outcomes(lesson, a).items():
        chance = known(skills, skill) if right else min(known(skills, skill), CEILING if skill in named else TYPO)
        p = params(a)._replace(guess=min(a.guess, BLOCK_GUESS)) if skill in block else params(a)
        out[skill] = bkt.update(chance, right, p._replace(slip=NAMED_SLIP) if skill in named else p)
    return out


def known(skills: Mapping[str, float], skill: str) -> float:
    """The chance the skill is known: the record's, else the prior."""
    return skills.get(skill, PRIOR)


def traced(lesson: Lesson, skills: Mapping[str, float], attempts: Iterable[Attempt]) -> dict[str, float]:
    """The chances after these attempts, in order (what the progress file's news does one at a time)."""
    out = dict(skills)
    for a in attempts:
        out.update(moved(lesson, out, a))
    return out


def weakest(lesson: Lesson, skills: Mapping[str, float]) -> Skill | None:
    """The practised skill least likely known (the lesson's first among equals); None before any practice. A skill
    never practised sits at the prior, below any practised one: naming it would blame what was never asked."""
    practised = [s for s in lesson.skills if s.id in skills]
    return min(practised, key=lambda s: known(skills, s.id)) if practised else None


def asked_in(lesson: Lesson, skill: str) -> str | None:
    """The first state whose quiz asks a question of this skill: where `r45 quiz STATE` practises it."""
    return next((sid for sid in lesson.order if any(skill in q.skills for q in lesson.state(sid).quiz)), None)


# the chances from which a skill is said to be learnt, nearly mastered, mastered (bkt's threshold)
LEARNING, NEARLY, MASTERED = 0.4, 0.7, bkt.MASTERY


def said(p: float) -> str:
    """A chance as a view says it: to 2 decimals, half away from zero, as every number is (rounded down, 0.5961 had
    read 0.59 and a chance of 1 read 0.99); where that reaches a threshold the chance has not (0.9496 is not yet
    0.95, where "mastered" starts: it had read "0.95, nearly mastered"), with as many more as tell the two apart."""
    for places in range(2, DECIMALS + 1):
        shown = fixed(p, places)
        if not any(float(shown) >= t > p for t in (LEARNING, NEARLY, MASTERED)):
            return shown
    return f"{math.floor(p * 10**DECIMALS) / 10**DECIMALS:.{DECIMALS}f}"  # closer than 6 decimals tell: cut there


LEVEL_NAMES = ("not_yet", "learning", "nearly", "mastered")  # level's 0 to 3 as a script reads them (--json)


def level(p: float) -> int:
    """0 not yet, 1 learning, 2 nearly, 3 mastered: how a view says a chance in words."""
    return 3 if bkt.mastered(p) else 2 if p >= NEARLY else 1 if p >= LEARNING else 0
