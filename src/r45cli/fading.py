"""How far predict mode has let go at a state: the level the learner's record gives it, and where a run leads.

A state's `predict:` questions are its steps in computing order (b2: s1, mean, var, z1); n is their number:

    0          the state is shown worked, on the course's numbers
    1 … n      its last k steps are asked; the earlier ones are shown worked
    n + 1      the whole state: every step, a vector with all its components
    n + 2      the same with the formulas hidden (`f` shows them: a hint)
    n + 3      at the last state of the lesson's `chain:`, once each of its
               states is done unaided: their steps together, from its givens

A state of claims only has levels 0 … n. A run all right without help moves one level on. A run with a step
wrong stays, and the second such run in a row at one level brings help back (never below 1): up to n, the step
that went wrong is shown worked with those before it (a worked example of it), and the steps after it asked;
above n, one level (the formulas shown again, then one number a step). From the chain it goes back to n + 1, the
state alone with its formulas shown; at n + 2 the chain would come straight back, its states being done unaided.
"""

import zlib
from collections.abc import Collection, Mapping
from types import MappingProxyType
from typing import NamedTuple

from .lesson.model import Lesson

COMPUTED = ("number", "set")  # step kinds with arithmetic: drawn anew from level 1
MISSES_BEFORE_BACK = 2  # finished runs in a row with a step wrong, at one level, before help comes back


class Record(NamedTuple):
    """What the learner's record says about predict mode."""

    fade: Mapping[str, int]  # state -> level
    visited: Collection[str]  # states seen before this session: a state seen counts as shown worked once
    unaided: Collection[str]  # states (and chains) done unaided
    runs: Mapping[str, int]  # runs so far at each state or chain: the next run's seed
    wrong_runs: Mapping[str, int] = MappingProxyType({})  # state -> runs in a row with a step wrong, at its level
    came_back: Mapping[str, int] = MappingProxyType({})  # state -> the level help came back to
    generation: int = 0  # resets of the record so far

    def seed(self, key: str) -> tuple[int, ...]:
        return seed(key, self.runs.get(key, 0), self.generation)


def seed(key: str, run: int, generation: int = 0) -> tuple[int, ...]:
    """The numbers of a run at a state, chain or spot key: others each run, and others again after a reset (which
    forgets the runs), so the numbers a learner saw before it do not come back."""
    return zlib.crc32(key.encode()), run, *((generation,) if generation else ())


def computing(lesson: Lesson, state: str) -> bool:
    return any(q.kind in COMPUTED for q in lesson.state(state).predict)


def chain_here(lesson: Lesson, state: str) -> bool:
    return lesson.chain is not None and lesson.chain.states[-1] == state


def top_level(lesson: Lesson, state: str) -> int:
    n = len(lesson.state(state).predict)
    return n if not computing(lesson, state) else n + 3 if chain_here(lesson, state) else n + 2


def level(lesson: Lesson, state: str, record: Record) -> int:
    """The state's level: its record, else 1 when seen before (shown worked once), else 0."""
    recorded = record.fade.get(state)
    found = recorded if recorded is not None else (1 if state in record.visited else 0)
    chain = lesson.chain
    if chain is not None and chain_here(lesson, state) and found == len(lesson.state(state).predict) + 2 \
            and all(sid in record.unaided for sid in chain.states):
        found += 1  # it waited, done unaided, for the chain's other states: they are done now, in any order
    return max(0, min(found, top_level(lesson, state)))


def wrong_so_far(state: str, k: int, record: Record) -> int:
    """The runs in a row with a step wrong at level k (counted only while the record is at k: not at the chain
    reached through the other states' records)."""
    return record.wrong_runs.get(state, 0) if record.fade.get(state) == k else 0


def back(lesson: Lesson, state: str, k: int) -> int:
    """The level a learner who keeps missing at level k above the state's steps goes back to; up to them, one
    below k, which says whether help can come back at all (not at 1): where it comes back to is `worked_past`."""
    n = len(lesson.state(state).predict)
    return n + 1 if computing(lesson, state) and k == n + 3 else max(1, k - 1)


def worked_past(k: int, wrong: int) -> int:
    """Back from level k ≤ n, where the asked step at index `wrong` went wrong: the level that shows it worked with
    the steps before it, asking those after it (at least the last). One level back had shown worked a step before
    it, right already: the residual forgotten at var, the mean was given and var asked as before (a learner's
    report)."""
    return max(1, k - wrong - 1)


class Next(NamedTuple):
    level: int
    wrong_runs: int  # runs in a row with a step wrong, at that level


def after(k: int, then: int, behind: int, wrong_before: int, *, clean: bool, wrong_at: int | None,
          steps: int) -> Next:
    """Where a finished run at level k leads: on (`then`) when all right without help; back at the second run in a
    row with a step wrong (up to the `steps` of the state, to the level that shows worked the asked step at index
    `wrong_at`; above, to `behind`); else it stays, counting a run with a step wrong."""
    if clean:
        return Next(then, 0)
    if wrong_at is None:
        return Next(k, wrong_before)  # all right, with help: nothing lost, nothing gained
    behind = worked_past(k, wrong_at) if k <= steps else behind
    if behind >= k:
        return Next(k, 0)  # nowhere back to (level 1): nothing to count
    return Next(behind, 0) if wrong_before + 1 >= MISSES_BEFORE_BACK else Next(k, wrong_before + 1)
