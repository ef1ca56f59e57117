"""Numbers as a learner computes them by hand, from what the screen shows.

The screen shows u, the weights and whatever a question gives (f, s...),
each to 6 decimals. A learner works on from there in computing order and may
keep each number computed on the way whole, or round it to 6 decimals as the
screen does. `Paper` is where one learner starts: the numbers on screen and
their own earlier answers. `run` is the chain from there (with some stages
done a wrong way, for mistakes.py); `reach` is every value a careful
learner can get, one for each choice of rounding the values carried on the
way, so that grading accepts each of them and only them.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping
from itertools import combinations
from types import MappingProxyType
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from . import nn
from .lesson.vocabulary import QUIZ_SET_SOURCES, QUIZ_SETS, STATS
from .numfmt import rounded as to_shown
from .typed import split_name

if TYPE_CHECKING:
    from .worked import WorkedExample

STAGES = ("a", "h", "f", "s", "mean", "var", "std", "z")  # nn.ffn_sublayer's order: what a learner computes
VECTORS = ("u", "a", "h", "f", "s", "z")
MAX_CHOICES = 6  # carried stages whose rounding is tried both ways (64 runs); past this, all or none
NO_VALUES: Mapping[str, float] = MappingProxyType({})

Numbers = dict[str, object]  # name -> float, or set name -> frozenset of 0-based indices
Wrong = Mapping[str, Callable[[np.ndarray, dict], np.ndarray]]  # stage -> (as computed, stages before) -> used


class Paper(NamedTuple):
    """A learner's starting point: the shown numbers (u, the weights and the right chain) and what they know."""

    worked: WorkedExample
    known: Mapping[str, float] = NO_VALUES  # shown givens and earlier answers, by name: f1, mean

    @classmethod
    def given(cls, worked: WorkedExample, names: Iterable[str], known: Mapping[str, float] = NO_VALUES) -> Paper:
        """The paper of a question that shows the vectors `names` (u, f, s...), plus numbers already known."""
        shown = {f"{stage}{j + 1}": float(x) for stage in names if stage in VECTORS
                 for j, x in enumerate(worked.vector(stage))}
        return cls(worked, {**shown, **known})


def stage_of(name: str) -> str:
    """The stage a name belongs to: h5 -> h, mean -> mean, negative_z -> z (the vector that decides a set)."""
    if name in STATS:
        return name
    if name in QUIZ_SETS:
        return QUIZ_SET_SOURCES.get(name, QUIZ_SETS[name])
    parts = split_name(name)
    return parts[0] if parts is not None else name


def named(sub: nn.FFNSublayer, relu: bool = True) -> Numbers:
    """Every number of a run by the names `why` uses, and the sets a quiz asks for."""
    out: Numbers = {}
    for stage in VECTORS:
        out.update({f"{stage}{j + 1}": float(x) for j, x in enumerate(getattr(sub, stage)[0])})
    out.update({name: float(getattr(sub.norm, name)[0, 0]) for name in STATS})
    out["relu_zeroed"] = frozenset(int(j) for j in np.flatnonzero(sub.a[0] < 0)) if relu else frozenset()
    out["negative_z"] = frozenset(int(j) for j in np.flatnonzero(sub.z[0] < 0))
    out["negative_u"] = frozenset(int(j) for j in np.flatnonzero(sub.u[0] < 0))
    return out


def _with_known(known: Mapping[str, float], stage: str, value: np.ndarray) -> np.ndarray:
    if stage in known:
        return np.full_like(value, known[stage])
    names = [f"{stage}{j + 1}" for j in range(value.shape[-1])]
    if not any(n in known for n in names):
        return value
    out = value.astype(float).copy()
    for j, n in enumerate(names):
        out[..., j] = known.get(n, out[..., j])
    return out


def run(paper: Paper, *, wrong: Wrong = MappingProxyType({}), rounding: Collection[str] = (),
        relu: bool | None = None) -> Numbers:
    """The chain from the paper: each stage computed (the wrong way where `wrong` says), a known number put in its
    place, and rounded to 6 decimals where `rounding` names the stage."""
    w = paper.worked

    def stage(name: str, value: np.ndarray, done: dict) -> np.ndarray:
        if name in wrong:
            value = wrong[name](value, done)
        value = _with_known(paper.known, name, value)
        return to_shown(value) if name in rounding else value

    relu = w.relu if relu is None else relu
    # A typed std of 0, or a wrong step dividing by zero, gives NaN or inf: a number no answer matches, never a warning
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        sub = nn.ffn_sublayer(w.sublayer.u, w.ffn, w.ln, nn.relu if relu else nn.identity, stage)
    return named(sub, relu)


def carried(paper: Paper, name: str) -> tuple[str, ...]:
    """The stages a learner computes on the way to `name`: those before its stage, not known in full."""
    before = STAGES[: STAGES.index(stage_of(name))] if stage_of(name) in STAGES else ()
    w = paper.worked
    widths = {s: (1 if s in STATS else len(w.vector(s))) for s in before}
    known = lambda s: s in paper.known or all(f"{s}{j + 1}" in paper.known for j in range(widths[s]))  # noqa: E731
    return tuple(s for s in before if not known(s))


def _changes_when_rounded(numbers: Numbers, stage: str) -> bool:
    values = [v for k, v in numbers.items() if isinstance(v, float) and stage_of(k) == stage and k not in QUIZ_SETS]
    return bool(values) and not np.array_equal(to_shown(np.array(values)), np.array(values))


def choices(paper: Paper, name: str, whole: Numbers) -> list[tuple[str, ...]]:
    """Each way of rounding the carried stages that changes anything (from `whole`, the run that rounds none)."""
    stages = [s for s in carried(paper, name) if _changes_when_rounded(whole, s)]
    if len(stages) > MAX_CHOICES:
        return [(), tuple(stages)]
    return [c for k in range(len(stages) + 1) for c in combinations(stages, k)]


def reach(paper: Paper, name: str, numbers: Callable[[tuple[str, ...]], Numbers]) -> list[object]:
    """Every value of `name` a learner can get, one for each choice of rounding: `numbers(rounding)` is the run."""
    whole = numbers(())
    out = [whole.get(name)]
    out += [numbers(c).get(name) for c in choices(paper, name, whole)[1:]]
    return [v for v in out if v is not None]


Span = tuple[float, float]


def spans(values: list[object]) -> list[Span]:
    """The least and greatest of each number among `values`, one value a rounding choice; a tuple holds a wrong
    method's alternatives (the mean taken as any one s_j), each spanned on its own. Not finite: left out."""
    runs = [v if isinstance(v, tuple) else (v,) for v in values if isinstance(v, (float, tuple))]
    out = []
    for alternative in zip(*runs):
        finite = [float(x) for x in alternative if np.isfinite(x)]
        if finite:
            out.append((min(finite), max(finite)))
    return out


def within(x: float, span: Span, tolerance: float) -> bool:
    return span[0] - tolerance <= x <= span[1] + tolerance


def apart(a: Span, b: Span, tolerance: float) -> bool:
    """No answer can be within `tolerance` of both spans: the two can be told apart."""
    return a[1] + 2 * tolerance < b[0] or b[1] + 2 * tolerance < a[0]
