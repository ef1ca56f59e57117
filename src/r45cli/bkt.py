"""Bayesian knowledge tracing: the chance a learner knows a skill, updated after each first attempt at it.

The model of Corbett & Anderson (1995): a skill is known or not; a learner
who knows it answers right unless they slip (P(S)), one who does not is
right only by guessing (P(G)); after each chance to practise, an unknown
skill becomes known with P(T). After an answer, Bayes' rule gives the chance
the skill was known, and learning moves it on:

    P(L | right) = P(L)(1 − S) / (P(L)(1 − S) + (1 − P(L)) G)
    P(L | wrong) = P(L) S / (P(L) S + (1 − P(L))(1 − G))
    P(L') = P(L | answer) + (1 − P(L | answer)) T

A skill is mastered at P(L) ≥ 0.95, Corbett & Anderson's threshold.
"""

from typing import NamedTuple

MASTERY = 0.95


class Params(NamedTuple):
    """One skill's four chances. The defaults follow the usual bounds of the literature: a guess below 0.3 and a
    slip below 0.1 keep the model from reading mastery into luck (Baker, Corbett & Aleven 2008); a new skill is
    not assumed known; the learning chance is one a typical first fit gives (docs/practice.md)."""

    prior: float = 0.1  # P(L0): known before any practice
    learn: float = 0.15  # P(T): learnt at one chance to practise
    guess: float = 0.2  # P(G): right without knowing (a number to 6 decimals is far harder to guess: see `guess_for`)
    slip: float = 0.1  # P(S): wrong though known


def posterior(known: float, right: bool, p: Params) -> float:
    """P(L | the answer): how likely the skill was known, given a right or a wrong answer."""
    if right:
        yes, no = known * (1 - p.slip), (1 - known) * p.guess
    else:
        yes, no = known * p.slip, (1 - known) * (1 - p.guess)
    return yes / (yes + no) if yes + no > 0 else known


def update(known: float, right: bool, p: Params) -> float:
    """P(L) after one first attempt: Bayes' rule on the answer, then the chance to learn from it."""
    after = posterior(known, right, p)
    return after + (1 - after) * p.learn


def mastered(known: float) -> bool:
    return known >= MASTERY
