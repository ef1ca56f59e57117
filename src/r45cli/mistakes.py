"""Wrong methods a learner may use, each computed live from the example's own numbers.

A Mistake is one way of computing the FFN sublayer wrongly (ReLU forgotten,
n − 1 in the variance...). `numbers(worked)` runs it on the same u and
weights as the right computation in `worked` and returns every number it
changes, by the names `why` uses (h5, mean, z4) and the set names of the
quiz (negative_z). `match` finds the mistake a typed answer fits: a method
is named only where its number differs from the right one by more than the
question's tolerance, so a right answer is never called a mistake.
"""

from collections.abc import Callable
from typing import NamedTuple

import numpy as np

from . import nn
from .messages import M, Message
from .worked import WorkedExample, negative_indices

Numbers = dict[str, object]  # name -> float, or set name -> frozenset of 0-based indices


class Mistake(NamedTuple):
    key: str
    name: Message  # what went wrong, in a few words
    why: Message  # one line: what was done, and what should have been
    wrong: str  # the wrong formula, beside
    right: str  # the right one
    numbers: Callable[[WorkedExample], Numbers]


def _named(prefix: str, values: np.ndarray) -> Numbers:
    return {f"{prefix}{j + 1}": float(x) for j, x in enumerate(values)}


def _numbers(w: WorkedExample, stages: dict[str, Callable[..., np.ndarray]], *, relu: bool = True) -> Numbers:
    """The example's chain (nn.ffn_sublayer) with some stages computed the wrong way, by the names `why` uses."""

    def stage(name: str, value: np.ndarray, done: dict[str, np.ndarray]) -> np.ndarray:
        return stages[name](value, done) if name in stages else value

    # A wrong step can divide by zero where the right one does not (n − 1 with one channel, a std without eps for a
    # constant s): its numbers are then NaN or infinite, which no typed answer matches, and never a warning.
    with np.errstate(divide="ignore", invalid="ignore"):
        run = nn.ffn_sublayer(w.sublayer.u, w.ffn, w.ln, nn.relu if relu else nn.identity, stage)
    z = run.z[0]
    stats = {name: float(getattr(run.norm, name)[0, 0]) for name in ("mean", "var", "std")}
    out = {**_named("h", run.h[0]), **_named("f", run.f[0]), **_named("s", run.s[0]), **stats, **_named("z", z)}
    return {**out, "relu_zeroed": frozenset(negative_indices(run.a[0])) if relu else frozenset(),
            "negative_z": frozenset(negative_indices(z))}


def _only(numbers: Numbers, *stages: str) -> Numbers:
    """The numbers of these stages alone: what a wrong method changes (h, f, s before the norm; the norm's after)."""
    return {k: v for k, v in numbers.items() if k.rstrip("0123456789") in stages or k in stages}


NORM = ("mean", "var", "std", "z", "negative_z")


def _relu_forgotten(w: WorkedExample) -> Numbers:
    return {**_only(_numbers(w, {}, relu=False), "h", "f", "s", *NORM), "relu_zeroed": frozenset()}


def _w2_transposed(w: WorkedExample) -> Numbers:
    d = w.sublayer.u.shape[1]
    if w.ffn.W2.shape[0] < d:
        return {}  # rows too few to be read as columns: a slip this shape does not allow
    # f_j = Σ_k W2[j, k] h_k: row j of W2, not column j
    by_rows = {"f": lambda f, done: done["h"][:, :d] @ w.ffn.W2[:d, :].T + w.ffn.b2}
    return _only(_numbers(w, by_rows), "f", "s", *NORM)


def _residual_forgotten(w: WorkedExample) -> Numbers:
    return _only(_numbers(w, {"s": lambda s, done: done["f"]}), "s", *NORM)  # s = f


def _residual_after_norm(w: WorkedExample) -> Numbers:
    after = {"s": lambda s, done: done["f"], "z": lambda z, done: done["u"] + z}  # u + LN(f)
    return _only(_numbers(w, after), *NORM)


def _mean_over_positions(w: WorkedExample) -> Numbers:
    # one position: the mean over positions of channel j is s_j itself, and s − mean is 0 everywhere
    numbers = _only(_numbers(w, {"mean": lambda mean, done: done["s"]}), "var", "std", "z")
    return numbers  # no sign to read from an all-zero z: not matched to a set


def _unbiased_variance(w: WorkedExample) -> Numbers:
    n = w.sublayer.s.shape[1]
    return _only(_numbers(w, {"var": lambda var, done: var * n / (n - 1)}), *NORM)


def _eps_omitted(w: WorkedExample) -> Numbers:
    return _only(_numbers(w, {"std": lambda std, done: np.sqrt(done["var"])}), "std", "z", "negative_z")


def _eps_outside_root(w: WorkedExample) -> Numbers:
    return _only(_numbers(w, {"std": lambda std, done: np.sqrt(done["var"]) + w.ln.eps}), "std", "z", "negative_z")


def _sign_from_u(w: WorkedExample) -> Numbers:
    u, z = w.vector("u"), w.vector("z")
    flipped = np.where(u < 0, -np.abs(z), np.abs(z))  # |z_j| with the sign of u_j   (d_model,)
    return {**_named("z", flipped), "negative_z": frozenset(negative_indices(u))}


# Tried in this order; the first that fits is named. A sign read from u comes first: when a wrong
# set of signs fits it and another method too, reading the sign from u is the likelier slip.
MISTAKES: tuple[Mistake, ...] = (
    Mistake("sign_from_u", M.mis_sign_from_u, M.mis_sign_from_u_why,
            "sign(z_i) = sign(u_i)", "sign(z_i) = sign(s_i − mean)", _sign_from_u),
    Mistake("relu_forgotten", M.mis_relu_forgotten, M.mis_relu_forgotten_why,
            "h = a", "h = max(0, a)", _relu_forgotten),
    Mistake("w2_transposed", M.mis_w2_transposed, M.mis_w2_transposed_why,
            "f_j = Σ_k W2[j,k]·h_k", "f_j = Σ_k h_k·W2[k,j]", _w2_transposed),
    Mistake("residual_forgotten", M.mis_residual_forgotten, M.mis_residual_forgotten_why,
            "z = LN(f)", "z = LN(u + f)", _residual_forgotten),
    Mistake("residual_after_norm", M.mis_residual_after_norm, M.mis_residual_after_norm_why,
            "z = u + LN(f)", "z = LN(u + f)", _residual_after_norm),
    Mistake("mean_over_positions", M.mis_mean_over_positions, M.mis_mean_over_positions_why,
            "mean_j = s_j", "mean = Σ_j s_j / n", _mean_over_positions),
    Mistake("unbiased_variance", M.mis_unbiased_variance, M.mis_unbiased_variance_why,
            "var = Σ(s − mean)² / (n − 1)", "var = Σ(s − mean)² / n", _unbiased_variance),
    Mistake("eps_omitted", M.mis_eps_omitted, M.mis_eps_omitted_why, "std = √var", "std = √(var + eps)", _eps_omitted),
    Mistake("eps_outside_root", M.mis_eps_outside_root, M.mis_eps_outside_root_why,
            "std = √var + eps", "std = √(var + eps)", _eps_outside_root),
)


class Match(NamedTuple):
    mistake: Mistake
    wrong: object  # the wrong method's number (or set)
    right: object


def match_number(worked: WorkedExample, name: str, typed: float, right: float, tolerance: float) -> Match | None:
    """The first wrong method whose `name` differs from the right value and equals what was typed (to `tolerance`)."""
    for mistake in MISTAKES:
        wrong = mistake.numbers(worked).get(name)
        if isinstance(wrong, float) and abs(wrong - right) > 2 * tolerance and abs(typed - wrong) <= tolerance:
            return Match(mistake, wrong, right)
    return None


def match_set(worked: WorkedExample, set_name: str, chosen: frozenset[int], right: frozenset[int]) -> Match | None:
    """The first wrong method that gives exactly the chosen set, where the right set is another."""
    for mistake in MISTAKES:
        wrong = mistake.numbers(worked).get(set_name)
        if wrong is not None and wrong != right and wrong == chosen:
            return Match(mistake, wrong, right)
    return None
