"""The wrong ways of working the FFN sublayer, as computations: each runs from the learner's paper (handwork.py)
and gives every number it changes, by name.

A OneStep changes one stage of the chain (s = f, var over n − 1), every later stage following from it; the others
give their numbers directly (a sign read from u, the mean of one s_j). mistakes.py names them, with their words.
"""

from collections.abc import Callable, Mapping

import numpy as np

from . import handwork
from .handwork import Chain, Numbers, Paper, Rounding, Values
from .lesson.vocabulary import QUIZ_SETS
from .numfmt import coefficient
from .numfmt import rounded as to_shown
from .typed import split_name

Make = Callable[[Paper, Rounding], Numbers]

How = Callable[[np.ndarray, dict], np.ndarray]  # a stage as computed, the stages before -> the wrong value


class OneStep:
    """A wrong method that changes one stage of the chain, every later stage following from it: what a learner
    computing with the slip writes down, and what spot-the-slip plants in a worked solution."""

    def __init__(self, wrong: Mapping[str, Callable[[Paper], How]], changes: tuple[str, ...], *,
                 relu: bool = True, carries: tuple[str, ...] = ()) -> None:
        self.wrong = wrong  # stage -> (paper -> how it is computed wrongly)
        self.changes = changes  # the stages (and sets) whose numbers it changes: where it can be named
        self.relu, self.carries = relu, (*carries, *changes)  # carries: also carried past when shown (var)

    @property
    def stages(self) -> tuple[str, ...]:
        """The stages it computes wrongly: its own ways, and h where it leaves ReLU out."""
        return (*self.wrong, *(() if self.relu else ("h",)))

    def run(self, p: Paper, r: Rounding) -> Chain:
        return handwork.run(p, wrong={k: make(p) for k, make in self.wrong.items()}, rounding=r, relu=self.relu)

    def __call__(self, p: Paper, r: Rounding) -> Numbers:
        return handwork.Later(lambda: self._numbers(p, r), self.changes)  # run when a name it changes is asked for

    def _numbers(self, p: Paper, r: Rounding) -> Numbers:
        """Its numbers from the paper; where steps it changes were shown worked or typed right, also those of a
        learner who carries the slip on past them (s = f, then the mean and var of f), kept whole or written down."""
        chain = self.run(p, r).restricted(*self.changes)
        loose = p.loose(self.carries)
        if not loose:
            return chain
        again = tuple({handwork.stage_of(n) for n in loose})
        rows = Rounding([x for c in r.choices for x in (c, (*c, *again))], np.repeat(r.down, 2).tolist())
        return Either(chain, self.run(p.without(loose), rows).restricted(*self.changes))


class Either:
    """The numbers of two or more ways of going wrong that are one slip: each way's values an alternative."""

    def __init__(self, *ways: Numbers) -> None:
        self.ways = ways

    def get(self, name: str) -> Values | None:
        found = [v for v in (w.get(name) for w in self.ways) if v is not None]
        if not found:
            return None
        if isinstance(found[0], list):
            return [s for v in found if isinstance(v, list) for s in v]
        return tuple(a for v in found if not isinstance(v, list) for a in (v if isinstance(v, tuple) else (v,)))


NORM = ("mean", "var", "std", "z", "negative_z")
NUMBERS = ("a", "h", "f", "s", "mean", "var", "std", "z")


def _transposed(p: Paper) -> How:
    ffn, d = p.worked.ffn, p.worked.sublayer.u.shape[1]
    return lambda f, done: done["h"][:, :d] @ ffn.W2[:d, :].T + ffn.b2  # f_j = Σ_k W2[j, k] h_k: row j, not column j


def _reversed(p: Paper) -> np.ndarray:
    """The hidden channels' order with each pair of exact negatives (a5 = u1 − u2, a6 = u2 − u1) swapped."""
    order = np.arange(p.worked.ffn.W1.shape[1])
    for i, j in p.worked.negated:
        order[[i, j]] = order[[j, i]]
    return order


def _swapped(p: Paper) -> How:
    """h5 = ReLU(u1 − u2) and h6 = ReLU(u2 − u1), exact negatives in a, used in each other's place by W2: the slip is
    in reading h for the product, so it shows even with h given."""
    ffn, order = p.worked.ffn, _reversed(p)
    return lambda f, done: done["h"][:, order] @ ffn.W2 + ffn.b2


def _partners_kept(order: np.ndarray) -> How:
    """Each h as its partner's, where that is above 0 (NaN, which no answer matches, where it is 0)."""
    return lambda h, done: np.where(h[:, order] > 0, h[:, order], np.nan)


def _mirrored(p: Paper) -> How:
    """a5 written as u2 − u1: the first of each pair of exactly negative hidden channels takes its partner's value;
    the partner (a6 = −u1 + u2), computed by its own formula, stays right."""
    order = np.arange(p.worked.ffn.W1.shape[1])
    for i, j in p.worked.negated:
        order[i] = j
    return lambda a, done: a[:, order]


def if_shaped(ok: Callable[[Paper], bool], step: OneStep) -> Make:
    """The step's numbers where the weights allow the slip (rows enough to read as columns, channels in pairs)."""
    return lambda p, r: step(p, r) if ok(p) else {}


RELU_FORGOTTEN = OneStep({}, ("h", "f", "s", *NORM, "relu_zeroed"), relu=False)
B1_LEFT_OUT = OneStep({"a": lambda p: lambda a, done: a - p.worked.ffn.b1}, ("a", "h", "f", "s", *NORM, "relu_zeroed"))
B2_LEFT_OUT = OneStep({"f": lambda p: lambda f, done: f - p.worked.ffn.b2}, ("f", "s", *NORM))
W2_TRANSPOSED = OneStep({"f": _transposed}, ("f", "s", *NORM))
PAIRS_SWAPPED = OneStep({"f": _swapped}, ("f", "s", *NORM))
RELU_ON_F = OneStep({"f": lambda p: lambda f, done: np.maximum(f, 0.0)}, ("f", "s", *NORM))  # a ReLU after W2 too
RELU_ON_Z = OneStep({"z": lambda p: lambda z, done: np.maximum(z, 0.0)}, ("z", "negative_z"))  # a ReLU ends the block
RESIDUAL_FORGOTTEN = OneStep({"s": lambda p: lambda s, done: done["f"]}, ("s", *NORM))  # s = f
FFN_FORGOTTEN = OneStep({"s": lambda p: lambda s, done: done["u"]}, ("s", *NORM))  # s = u: the FFN's branch left out
F_SUBTRACTED = OneStep({"s": lambda p: lambda s, done: done["u"] - done["f"]}, ("s", *NORM))  # s = u − f
# u + LN(f): its mean, var and std are those of f, as with the residual forgotten (both said); z tells them apart
RESIDUAL_AFTER_NORM = OneStep({"s": lambda p: lambda s, done: done["f"],
                               "z": lambda p: lambda z, done: done["u"] + z}, NORM)
MEAN_OF_Z = OneStep({"mean": lambda p: lambda mean, done: np.zeros_like(mean)}, ("mean",))  # the mean of LN's output
def _over_n_minus_1(p: Paper) -> How:
    """An average over n channels made one over n − 1 (a sample's correction): the sum divided by n − 1."""
    return lambda x, done: x * done["s"].shape[1] / (done["s"].shape[1] - 1)


def _squares_of_s(written: bool) -> Callable[[Paper], How]:
    """var = Σ_i s_i² / n: the squares of s itself averaged, the mean never taken off; each square `written` down."""
    return lambda p: lambda var, done: np.mean(to_shown(done["s"] ** 2) if written else done["s"] ** 2, -1,
                                               keepdims=True)


MEAN_MINUS_1 = OneStep({"mean": _over_n_minus_1}, NORM)  # var, std and z follow from the wrong mean
# the sum of s taken for its mean, never divided by n (two learners' Σs went unnamed)
MEAN_NOT_DIVIDED = OneStep({"mean": lambda p: lambda mean, done: mean * done["s"].shape[1]}, NORM)
UNBIASED = OneStep({"var": _over_n_minus_1}, NORM)
# n − 1 with eps left out too (numpy's std, ddof=1): its own words under the same key, never planted
UNBIASED_NO_EPS = OneStep({"var": _over_n_minus_1, "std": lambda p: lambda std, done: np.sqrt(done["var"])},
                          ("std", "z", "negative_z"), carries=("mean", "var"))
VAR_MEAN_KEPT = OneStep({"var": _squares_of_s(False)}, ("var", "std", "z", "negative_z"))
VAR_MEAN_KEPT_TERMS = OneStep({"var": _squares_of_s(True)}, ("var", "std", "z", "negative_z"))
EPS_OMITTED = OneStep({"std": lambda p: lambda std, done: np.sqrt(done["var"])}, ("std", "z", "negative_z"))
EPS_OUTSIDE = OneStep({"std": lambda p: lambda std, done: np.sqrt(done["var"]) + p.worked.ln.eps},
                      ("std", "z", "negative_z"))
# z = gamma ⊙ s / std + beta: the mean never subtracted (the norm divides, but does not centre)
MEAN_KEPT = OneStep({"z": lambda p: lambda z, done: p.worked.ln.gamma * done["s"] / done["std"] + p.worked.ln.beta},
                    ("z", "negative_z"))
VAR_FOR_STD = OneStep({"std": lambda p: lambda std, done: done["var"]}, ("std", "z", "negative_z"))
VAR_EPS_FOR_STD = OneStep({"std": lambda p: lambda std, done: done["var"] + p.worked.ln.eps},
                          ("std", "z", "negative_z"))
# planted only (their numbers for matching allow more: any s_j, var kept or rounded first, a sign anywhere)
ONE_POSITION = OneStep({"mean": lambda p: lambda mean, done: done["s"][:, :1]}, ("mean",))
STD_FOR_VAR = OneStep({"var": lambda p: lambda var, done: np.sqrt(var + p.worked.ln.eps)}, ("var",))
MIRRORED = OneStep({"a": _mirrored}, ("a",))


def term_changed(stage: str, source: str, weights: str, bias: str, changes: tuple[str, ...], times: float) -> Make:
    """One term of one component's sum taken off `times` times: 2, given the wrong sign (a5 = u1 + u2 for u1 − u2; f3
    with −0.5·h6 for +0.5·h6); 1, left out (f3 without its 0.25·h5). Each term is an alternative: only in a sum of
    two terms or more (one term's flip is the whole sign's, named so), and no number where the term is 0 (its flip
    changes nothing)."""
    def make(p: Paper, r: Rounding) -> Numbers:
        if any(p.knows_all(later) for later in changes[: changes.index("s")]):
            return {}  # given from there on (f3 from h): no flip reaches the number asked
        W, b = getattr(p.worked.ffn, weights), getattr(p.worked.ffn, bias)  # (d_in, d_out), (d_out,)
        several = (W != 0).sum(axis=0) + (b != 0) >= 2  # (d_out,)

        def flip(k: int, j: int) -> Callable[[Paper], How]:
            def how(v: np.ndarray, done: dict) -> np.ndarray:
                term = done[source][:, k] * W[k, j]  # (rows,)
                others = done[source] @ W[:, j] - term + b[j]  # (rows,): 0 where the term alone is not 0
                out = v.copy()  # with the others all 0 a flip is the whole sign's, named as that; a term left out is
                # still one (f3 = 0 without its 0.25·h5 had been told only of W2 transposed and h5, h6 swapped)
                keep = (term != 0) & ((np.abs(others) > 1e-12) | (times == 1))
                out[:, j] = np.where(keep, v[:, j] - times * term, np.nan)
                return out
            return lambda p: how

        pairs = [(int(k), int(j)) for k, j in zip(*np.nonzero(W)) if several[j]]
        ways = [(j, OneStep({stage: flip(k, j)}, changes)(p, r)) for k, j in pairs]
        terms = [f"{'−' if W[k, j] < 0 else ''}{'' if abs(W[k, j]) == 1 else coefficient(abs(W[k, j])) + '·'}"
                 f"{source}{k + 1}" for k, j in pairs]  # the term as the sum writes it: 0.25·h5, −u2
        return Flips(handwork.run(p, rounding=r), ways, p.worked.ffn.W2 if stage == "a" else None, terms) \
            if ways else {}
    return make


def one_component(p: Paper, r: Rounding, stage: str, value: Callable[[dict, int], np.ndarray],
                  changes: tuple[str, ...], W2: np.ndarray | None, label: Callable[[int], str],
                  carries: tuple[str, ...] = ()) -> Numbers:
    """A slip in one component j of `stage`, `value(done, j)` in its place and the rest right, carried on through
    `changes` (and past `carries` where the learner wrote them right): each component an alternative (Flips), said
    as `label(j)`."""
    def way(j: int) -> Numbers:
        def how(v: np.ndarray, done: dict) -> np.ndarray:
            out = v.copy()
            out[:, j] = value(done, j)  # (rows,)
            return out
        return OneStep({stage: lambda p: how}, changes, carries=carries)(p, r)

    ways = [(j, way(j)) for j in range(p.width(stage))]
    return Flips(handwork.run(p, rounding=r), ways, W2, [label(j) for j, _ in ways])


def relu_one_kept(p: Paper, r: Rounding) -> Numbers:
    """ReLU left one negative channel as it was (h1 = a1 with a1 < 0), the rest right: f1 from it had been told "Not
    right" alone, and W1's and W2's skills blamed (a listener's report). Each channel speaks only for the numbers it
    changes (each f_i W2 takes it to, and on); none where its a is not negative, nor at h itself, where one channel
    kept is ReLU forgotten there (both had been named at every h_j). h known with a (u → z: a typed, h from the
    channels said zeroed) still leaves a_j to be used for h_j at f (it had gone unnamed there, h350)."""
    if (p.knows_all("h") and not p.knows_all("a")) or p.knows_all("f"):
        return {}  # given from there on: no channel kept reaches the number asked
    return one_component(p, r, "h", lambda done, j: np.where(done["a"][:, j] < 0, done["a"][:, j], np.nan),
                         ("f", "s", *NORM), p.worked.ffn.W2, lambda j: f"h{j + 1}", carries=("h",))


def residual_one_forgotten(p: Paper, r: Rounding) -> Numbers:
    """u not added back in one component of s (s2 = f2, the rest right), carried into the mean, var and z: a mean
    worked from such an s had been told only "Not right" and blamed on the mean (a zh learner's report). At s itself
    the residual forgotten names the component (its `alone`)."""
    if p.knows_all("s"):
        return {}  # given: no component of it is the learner's
    return one_component(p, r, "s", lambda done, j: done["f"][:, j], NORM, None, lambda j: f"s{j + 1} = f{j + 1}")


class Flips:
    """Term flips, each speaking only for the numbers it changes (a flip in a6 leaves a5 right, and is no way to the
    number typed for a5), and never for an h of 0, which a learner may type for any channel they take ReLU to zero.
    A flip in component j is run only for a name it can reach: j's own, or (a flip in a) an f_i with W2[j, i] not 0
    (running every flip for every name had doubled a grading's time)."""

    def __init__(self, right: Chain, ways: list[tuple[int, Numbers]], W2: np.ndarray | None,
                 labels: list[str]) -> None:
        self.right, self.placed, self.W2 = right, ways, W2  # each way with the component it flips a term of
        self.labels = labels  # each way as said: the term (0.25·h5), the channel kept (h1)

    def which(self, name: str, typed: float, tolerance: float) -> list[str]:
        """The ways whose values at `name` give `typed`, as said: the term left out, the channel kept ("a term of f
        left out" had not said which, where the number told it: 0.168798 = 0.25·h5, a listener's report)."""
        return [label for (j, way), label in zip(self.placed, self.labels) if self._reaches(j, name)
                and any(handwork.within(typed, span, tolerance) for span in handwork.spans(way.get(name)))]

    def _reaches(self, j: int, name: str) -> bool:
        parts = split_name(name)
        if parts is None or not parts[1]:
            return True
        stage, i = parts[0], parts[1] - 1
        if stage not in ("a", "h", "f", "s"):
            return True  # the norm: every z_i from every s_j
        return i == j if self.W2 is None or stage in ("a", "h") else bool(self.W2[j, i])

    def get(self, name: str) -> Values | None:
        if name in QUIZ_SETS:
            return None  # a set ReLU zeroes holds a flipped a5 or a6 among guesses of every kind
        reached = [w for j, w in self.placed if self._reaches(j, name)]
        right = self.right.get(name)

        def changes(v: Values | None) -> bool:
            if v is None or not isinstance(v, np.ndarray) or not isinstance(right, np.ndarray):
                return v is not None
            zero = handwork.stage_of(name) == "h" and not np.any(v)
            return not zero and not np.array_equal(v, right, equal_nan=True)
        return Either(*(w for w in reached if changes(w.get(name)))).get(name)


A_TERM_FLIPPED = term_changed("a", "u", "W1", "b1", ("a", "h", "f", "s", *NORM), times=2.0)
A_TERM_LEFT_OUT = term_changed("a", "u", "W1", "b1", ("a", "h", "f", "s", *NORM), times=1.0)
F_TERM_LEFT_OUT = term_changed("f", "h", "W2", "b2", ("f", "s", *NORM), times=1.0)  # f3 without its 0.25·h5
F_TERM_FLIPPED = term_changed("f", "h", "W2", "b2", ("f", "s", *NORM), times=2.0)  # carried on from f3 to z


def reversible(p: Paper) -> bool:
    """Could the learner have taken a pair's differences the other way round? Not where a5 or a6 is on the paper (a
    step shown worked, or typed): with a5 = 1.800497 shown, h2 h3 h4 for h2 h3 h4 h6 had been said to come from
    both differences reversed, where it is h6 left out."""
    return bool(p.worked.negated) and not any(f"a{k + 1}" in p.known for pair in p.worked.negated for k in pair)


# each difference the other way round, carried into ReLU: h5 takes h6's value, and is zeroed as h6 is. Named at h and
# in the zeroed set alone (at f it gives what reading h5 for h6 gives: pairs swapped), and never for a 0, which a
# learner may type for a channel ReLU zeroes for any reason
DIFFERENCE_REVERSED_H = OneStep({"h": lambda p: _partners_kept(_reversed(p))}, ("h",))
DIFFERENCE_REVERSED_SET = OneStep({"a": lambda p: lambda a, done: a[:, _reversed(p)]}, ("relu_zeroed",))


def one_position(p: Paper, r: Rounding) -> Numbers:
    # an average over the positions, of which there is one: each s_j is its own mean
    s = handwork.run(p, rounding=r).stage("s")
    return {"mean": tuple(s[:, j] for j in range(s.shape[1]))}


def std_for_var(p: Paper, r: Rounding, *, eps: bool = True) -> Numbers:
    """LayerNorm's divisor √(var + eps) for var; `eps` False: the true std √var, a row of its own, so that the formula
    said beside it gives its number (√(… + eps) had been said beside a √var typed, 1.283100 for 1.283104)."""
    var = handwork.run(p, rounding=r).stage("var")[:, 0]  # the learner's var, kept whole or written down first
    var = np.concatenate([var, to_shown(var)])
    return {"var": (np.sqrt(var + p.worked.ln.eps if eps else var),)}


def true_std_for_var(p: Paper, r: Rounding) -> Numbers:
    return std_for_var(p, r, eps=False)


class Negated:
    """The right numbers with the sign flipped, each alone (a slip in one step's sign, not carried on)."""

    def __init__(self, chain: Chain) -> None:
        self.chain = chain

    def get(self, name: str) -> Values | None:
        values = self.chain.get(name) if handwork.stage_of(name) in NUMBERS and name not in QUIZ_SETS else None
        return None if values is None else -values + 0.0  # type: ignore[operator]


def relu_inverted(p: Paper, r: Rounding) -> Numbers:
    a = handwork.run(p, rounding=r).stage("a")  # (rows, d_ff)
    return {"relu_zeroed": [frozenset(int(j) for j in np.flatnonzero(row > 0)) for row in a]}  # the positives


def sign_from_u(p: Paper, r: Rounding) -> Numbers:
    right = handwork.run(p, rounding=r)
    u, z = right.stage("u"), right.stage("z")  # (rows, d_model)
    flipped = np.where(u < 0, -np.abs(z), np.abs(z))  # |z_j| with the sign of u_j
    negative = [frozenset(int(j) for j in np.flatnonzero(row < 0)) for row in u]
    return {**{f"z{j + 1}": flipped[:, j] for j in range(u.shape[1])}, "negative_z": negative}
