"""Numbers as a learner computes them by hand, from what the screen shows.

The screen shows u, the weights and whatever a question gives (f, s...),
each to 6 decimals. A learner works on from there in computing order and may
keep each number computed on the way whole, or round it to 6 decimals as the
screen does. `Paper` is where one learner starts: the numbers on screen and
their own earlier answers. `run` is the chain from there, once for each way
of rounding the values carried on the way (one row each: nn works row by
row), with some stages done a wrong way for mistakes.py; `reach` is every
value of one name over those rows, so that grading accepts each of them and
only them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache
from itertools import combinations
from types import MappingProxyType
from typing import TYPE_CHECKING, Protocol, Union

import numpy as np

from . import nn
from .lesson.vocabulary import QUIZ_SET_SOURCES, QUIZ_SETS, STATS
from .numfmt import DECIMALS
from .numfmt import rounded as to_shown
from .typed import split_name

if TYPE_CHECKING:
    from .worked import WorkedExample

STAGES = ("a", "h", "f", "s", "mean", "var", "std", "z")  # nn.ffn_sublayer's order: what a learner computes
VECTORS = ("u", "a", "h", "f", "s", "z")
MAX_CHOICES = 10  # carried values whose rounding is tried both ways (1,024 rows); past this, all or none
TERMS = ":terms"  # a sum's terms rounded one by one: "f:terms"


def _product_terms(x: np.ndarray, W: np.ndarray, b: np.ndarray, down: bool) -> np.ndarray:
    """x W + b with each product x_i W[i, j] rounded to 6 decimals before the sum, as a learner may write them
    (`down`: an exact tie toward zero)."""
    terms = to_shown(x[:, :, None] * W[None, :, :], ties_down=down)  # (rows, d_in, d_out)
    return terms.sum(axis=1) + b  # (rows, d_out)


# The sums a learner may round term by term: stage -> (the example, the stages before, ties toward zero) -> the stage
SUMS: dict[str, Callable[["WorkedExample", dict, bool], np.ndarray]] = {
    "a": lambda w, done, down: _product_terms(done["u"], w.ffn.W1, w.ffn.b1, down),
    "f": lambda w, done, down: _product_terms(done["h"], w.ffn.W2, w.ffn.b2, down),
    "var": lambda w, done, down: to_shown((done["s"] - done["mean"]) ** 2, ties_down=down).mean(axis=-1,
                                                                                                keepdims=True),
}
NO_VALUES: Mapping[str, float] = MappingProxyType({})

# A name's values over the rounding rows: numbers, alternatives (the mean taken as any one s_j), or sets
Values = Union[np.ndarray, tuple[np.ndarray, ...], list[frozenset[int]]]
Wrong = Mapping[str, Callable[[np.ndarray, dict], np.ndarray]]  # stage -> (as computed, stages before) -> used
Span = tuple[float, float]


class Numbers(Protocol):
    def get(self, name: str) -> Values | None: ...


class Paper:
    """A learner's starting point: the shown numbers (u, the weights and the right chain) and what they know."""

    def __init__(self, worked: WorkedExample, known: Mapping[str, float] = NO_VALUES,
                 fixed: Iterable[str] = ()) -> None:
        self.worked, self.known = worked, dict(known)
        self.right: dict[int, tuple[Rounding, Chain]] = {}  # id(rounding) -> the right chain from here, rounded so
        self.fixed = frozenset(fixed)  # the known numbers the question gives (its vectors), not shown steps or typed
        self.by_stage: dict[str, list[tuple[int, float]]] = {}  # stage -> [(0-based component, value)]
        for name, value in self.known.items():
            if name in STATS:
                self.by_stage[name] = [(0, value)]
            elif (parts := split_name(name)) is not None:
                self.by_stage.setdefault(parts[0], []).append((parts[1] - 1, value))

    @classmethod
    def given(cls, worked: WorkedExample, names: Iterable[str], known: Mapping[str, float] = NO_VALUES) -> Paper:
        """The paper of a question that gives the vectors `names` (u, f, s...), plus numbers already known; a known
        number of a stage in `names` (a statistic too) is given as well, not a step shown worked that a slip can
        be carried past (spot's lines above the first wrong one, which the learner has called right)."""
        names = tuple(names)
        shown = {f"{stage}{j + 1}": float(x) for stage in names if stage in VECTORS
                 for j, x in enumerate(worked.vector(stage))}
        return cls(worked, {**shown, **known}, [*shown, *(n for n in known if stage_of(n) in names)])

    def loose(self, stages: Iterable[str]) -> frozenset[str]:
        """The known numbers of `stages` that the question does not give: steps shown worked or typed."""
        wanted = set(stages)
        return frozenset(n for n in self.known if n not in self.fixed and stage_of(n) in wanted)

    def without(self, names: Iterable[str]) -> Paper:
        """The paper with `names` set aside, as a learner who computes them again (a slip carried on) has it."""
        dropped = set(names)
        return Paper(self.worked, {k: v for k, v in self.known.items() if k not in dropped}, self.fixed)

    def width(self, stage: str) -> int:
        return 1 if stage in STATS else len(self.worked.vector(stage))

    def knows_all(self, stage: str) -> bool:
        return len({j for j, _ in self.by_stage.get(stage, ())}) == self.width(stage)


@lru_cache(maxsize=4096)
def stage_of(name: str) -> str:
    """The stage a name belongs to: h5 -> h, mean -> mean, negative_z -> z (the vector that decides a set)."""
    if name in STATS:
        return name
    if name in QUIZ_SETS:
        return QUIZ_SET_SOURCES.get(name, QUIZ_SETS[name])
    parts = split_name(name)
    return parts[0] if parts is not None else name


class Chain:
    """One run of the chain, a row for each rounding choice; `get(name)` is that name over the rows, or None for a
    name outside `only` (the stages a wrong method changes)."""

    def __init__(self, sub: nn.FFNSublayer, relu: bool, only: frozenset[str] | None = None) -> None:
        self.sub, self.relu, self.only = sub, relu, only

    def restricted(self, *stages: str) -> Chain:
        return Chain(self.sub, self.relu, frozenset(stages))

    def stage(self, stage: str) -> np.ndarray:
        """(rows, width): a vector stage, or a statistic as one column."""
        return getattr(self.sub.norm, stage) if stage in STATS else getattr(self.sub, stage)

    def get(self, name: str) -> Values | None:
        stage = stage_of(name)
        if self.only is not None and stage not in self.only and name not in self.only:
            return None
        if name in QUIZ_SETS:
            if name == "relu_zeroed" and not self.relu:
                return [frozenset() for _ in range(len(self.sub.u))]
            return [frozenset(int(j) for j in np.flatnonzero(row < 0)) for row in self.stage(stage)]
        if name in STATS:
            return self.stage(name)[:, 0]
        parts = split_name(name)
        if parts is None or parts[0] not in VECTORS:
            return None
        values = self.stage(parts[0])
        return values[:, parts[1] - 1] if 1 <= parts[1] <= values.shape[1] else None


class Later:
    """Numbers of some stages or names (`only`), worked out when one of them is first asked for: a wrong method of a
    later step costs nothing where an earlier step is graded."""

    def __init__(self, make: Callable[[], Numbers], only: Iterable[str]) -> None:
        self.make, self.only = make, frozenset(only)
        self.made: Numbers | None = None

    def get(self, name: str) -> Values | None:
        if stage_of(name) not in self.only and name not in self.only:
            return None
        if self.made is None:
            self.made = self.make()
        return self.made.get(name)


def _with_known(paper: Paper, stage: str, value: np.ndarray) -> np.ndarray:
    found = paper.by_stage.get(stage)
    if not found:
        return value
    out = value.astype(float).copy()
    for j, x in found:
        if j < out.shape[-1]:
            out[:, j] = x
    return out


class Rounding:
    """Which carried stages each row rounds to 6 decimals; `down`, the rows that round an exact tie toward zero;
    `places`, where a row rounds to fewer decimals than 6 (numbers cut short before the step asked); `fine`, the
    stages such a row writes to 6 decimals all the same (the std after an s cut to 2 decimals), row by row."""

    def __init__(self, choices: list[tuple[str, ...]], down: Sequence[bool] = (), places: Sequence[int] = (),
                 fine: Mapping[str, np.ndarray] = MappingProxyType({})) -> None:
        self.choices, self.rows = choices, len(choices)
        self.down = np.array(down or [False] * len(choices), dtype=bool)  # (rows,)
        self.places = np.array(places or [DECIMALS] * len(choices), dtype=int)  # (rows,)
        stages = {s for c in choices for s in c}
        self.mask = {s: np.array([s in c for c in choices]) for s in stages}
        self.fine = fine  # stage -> (rows,)

    def shown(self, value: np.ndarray, down: bool) -> np.ndarray:
        """`value` (rows, width) as each row writes it down: to 6 decimals, or to its own fewer."""
        if (self.places == DECIMALS).all():
            return to_shown(value, ties_down=down)
        out = np.array(value, dtype=float)
        for places in np.unique(self.places):
            rows = self.places == places
            out[rows] = to_shown(value[rows], int(places), ties_down=down)
        return out


NONE = Rounding([()])


def run(paper: Paper, *, wrong: Wrong = MappingProxyType({}), rounding: Rounding = NONE,
        relu: bool | None = None) -> Chain:
    """The chain from the paper, a row per rounding choice: each stage computed (the wrong way where `wrong` says),
    a known number put in its place, and rounded to 6 decimals in the rows that round it. The stages before the
    first one a wrong method changes are the right chain's, worked out once for the paper and the rounding."""
    w = paper.worked
    relu = w.relu if relu is None else relu
    changed = [STAGES.index(s) for s in (*wrong, *(() if relu == w.relu else ("h",)))]
    if not changed and id(rounding) in paper.right:
        return paper.right[id(rounding)][1]
    before = run(paper, rounding=rounding) if changed else None
    shared = {s: before.stage(s) for s in STAGES[: min(changed)]} if before is not None else {}

    def each_way(written: Callable[[bool], np.ndarray]) -> np.ndarray:
        """Written as each row writes a tie: away from zero, or toward it in the rows that do."""
        away = written(False)
        return np.where(rounding.down[:, None], written(True), away) if rounding.down.any() else away

    def stage(name: str, value: np.ndarray, done: dict) -> np.ndarray:
        if name in shared:
            return shared[name]
        term_rows = rounding.mask.get(f"{name}{TERMS}")
        if term_rows is not None and term_rows.any() and name in SUMS:
            value = np.where(term_rows[:, None], each_way(lambda down: SUMS[name](w, done, down)), value)
        if name in wrong:
            value = wrong[name](value, done)
        value = _with_known(paper, name, value)
        rows = rounding.mask.get(name)
        if rows is not None and rows.any():
            value = np.where(rows[:, None], each_way(lambda down: rounding.shown(value, down)), value)
        fine = rounding.fine.get(name)
        if fine is not None and fine.any():
            value = np.where(fine[:, None], each_way(lambda down: to_shown(value, ties_down=down)), value)
        return value

    u = np.repeat(w.sublayer.u[:1], rounding.rows, axis=0)  # (rows, d_model): the one position, once a choice
    # A typed std of 0, or a wrong step dividing by zero, gives NaN or inf: a number no answer matches, never a warning
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        sub = nn.ffn_sublayer(u, w.ffn, w.ln, nn.relu if relu else nn.identity, stage)
    chain = Chain(sub, relu)
    if not changed:
        paper.right[id(rounding)] = (rounding, chain)  # the rounding kept, so that its id is not another's
    return chain


def carried(paper: Paper, name: str) -> tuple[str, ...]:
    """The values a learner may round on the way to `name`: each stage before its stage not known in full, and the
    terms of every sum computed on the way, its own included (the products u_i·W1[i,j], h_k·W2[k,j], the squared
    differences of var), where a term can have more than 6 decimals."""
    stage = stage_of(name)
    before = list(STAGES[: STAGES.index(stage)] if stage in STAGES else ())
    known = [k for k, s in enumerate(before) if paper.knows_all(s)]
    computed = [s for s in before[known[-1] + 1 if known else 0:] if not paper.knows_all(s)]  # after the last given
    sums = [s for s in (*computed, stage) if s in SUMS and not paper.knows_all(s) and not _exact(paper, s)]
    return (*computed, *(f"{s}{TERMS}" for s in sums))


def _exact(paper: Paper, stage: str) -> bool:
    """A sum whose every term has 6 decimals already: weights that are whole numbers times 6-decimal inputs."""
    weights = {"a": paper.worked.ffn.W1, "f": paper.worked.ffn.W2}.get(stage)
    return weights is not None and bool(np.all(weights == np.round(weights)))


# the decimals a learner may cut the numbers before a step to: 4 or 5 leave an answer close, which is said as close;
# 1 leaves too little of the method to call it right (a z1 of 0 from s1 and the mean cut to 0.3 had been told so)
EARLY = (2, 3)


def early(paper: Paper, name: str) -> Rounding | None:
    """The numbers before `name`'s step cut short: each choice of them rounded, to each of EARLY's decimals (a row
    apiece); None where no number before it is a stage. Before the last vector given in full (s where s is shown),
    nothing changes the step: only it and the stages after it are cut."""
    stage = stage_of(name)
    before = STAGES[: STAGES.index(stage)] if stage in STAGES else ()
    vectors = [k for k, s in enumerate(before) if s in VECTORS and paper.knows_all(s)]
    return _cut_short(before[vectors[-1] if vectors else 0 :])


class CutShort:
    """The right method on the numbers before the step rounded to fewer than 6 decimals (`early`): each way of
    cutting them an alternative of its own, so that no answer between two of them is taken for either."""

    def __init__(self, paper: Paper) -> None:
        self.paper = paper

    def get(self, name: str) -> Values | None:
        rows = early(self.paper, name) if name not in QUIZ_SETS else None
        values = run(self.paper, rounding=rows).get(name) if rows is not None else None
        return tuple(values[k : k + 1] for k in range(len(values))) if isinstance(values, np.ndarray) else None


@lru_cache(maxsize=64)  # one Rounding a list of stages: a paper's runs are kept by its id
def _cut_short(stages: tuple[str, ...]) -> Rounding | None:
    if not stages:
        return None
    every = [c for k in range(1, len(stages) + 1) for c in combinations(stages, k)]
    # each choice twice: the other stages with every digit, or written to 6 decimals as a step is (1.237111 from s
    # cut to 2 decimals and std written 1.212502 had been no slip: the rows kept std's every digit)
    rows = [(d, c, fine) for d in EARLY for c in every for fine in (False, True)]
    fine = {s: np.array([on and s not in c for _, c, on in rows]) for s in stages}
    return Rounding([c for _, c, _ in rows], places=[d for d, _, _ in rows], fine=fine)


def rounding(paper: Paper, name: str) -> Rounding:
    """Each way of rounding the stages carried on the way to `name`. None is left out for being exact on the right
    chain already: a wrong method's chain may carry other numbers there (mean(f) where mean(u + f) is exact)."""
    return _every_way(carried(paper, name))


@lru_cache(maxsize=256)  # the same few lists of stages, graded over and over: their masks built once
def _every_way(stages: tuple[str, ...]) -> Rounding:
    """Every subset of `stages` rounded, each once more with exact ties rounded toward zero: a learner who wrote
    mean(s) = 0.3725815 as 0.372581 (Python's round) and went on had a right z1 called wrong."""
    if len(stages) > MAX_CHOICES:
        return Rounding([(), tuple(stages), tuple(stages)], [False, False, True])
    every = [c for k in range(len(stages) + 1) for c in combinations(stages, k)]
    return Rounding([*every, *every[1:]], [False] * len(every) + [True] * (len(every) - 1))


def spans(values: Values | None) -> list[Span]:
    """The least and greatest of each number among `values`, an alternative at a time; not finite: left out."""
    if values is None or isinstance(values, list):
        return []
    out = []
    for alternative in values if isinstance(values, tuple) else (values,):
        finite = np.asarray(alternative, dtype=float)
        finite = finite[np.isfinite(finite)]
        if finite.size:
            out.append((float(finite.min()), float(finite.max())))
    return out


NOISE = 1e-9  # float error in a chain of a few dozen operations on numbers near 1, far below a printed unit


def within(x: float, span: Span, tolerance: float) -> bool:
    """`x` is no further than `tolerance` from the span, float noise aside: a tie's two roundings are both within
    half a unit of it."""
    return span[0] - tolerance - NOISE <= x <= span[1] + tolerance + NOISE


def apart(a: Span, b: Span, tolerance: float) -> bool:
    """No answer can be within `tolerance` of both spans: the two can be told apart."""
    return a[1] + 2 * tolerance < b[0] or b[1] + 2 * tolerance < a[0]
