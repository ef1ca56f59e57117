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


def _normalised(worked: WorkedExample, s: np.ndarray, *, ddof: int = 0, eps_inside: bool = True, eps: bool = True) -> Numbers:
    """mean, var, std and z from a row s, the way LayerNorm does it, or with one of its steps changed.

    A changed step can divide by zero where the right one does not: n − 1 with one channel, a std without eps
    for a constant s. Its numbers are then NaN or infinite, which no typed answer matches: never a warning.
    """
    d = s.shape[0]
    mean = s.mean()
    with np.errstate(divide="ignore", invalid="ignore"):  # the degenerate cases above, expected
        var = ((s - mean) ** 2).sum() / (d - ddof) if d > ddof else np.float64(np.nan)
        e = worked.ln.eps if eps else 0.0
        std = np.sqrt(var + e) if eps_inside else np.sqrt(var) + e
        z = worked.ln.gamma * (s - mean) / std + worked.ln.beta  # (d,)
    return {"mean": float(mean), "var": float(var), "std": float(std), **_named("s", s), **_named("z", z), "negative_z": frozenset(negative_indices(z))}


def _relu_forgotten(w: WorkedExample) -> Numbers:
    u, a = w.vector("u"), w.vector("a")
    f = a @ w.ffn.W2 + w.ffn.b2  # h = a                             (d_model,)
    return {**_named("h", a), "relu_zeroed": frozenset(), **_named("f", f), **_normalised(w, u + f)}


def _w2_transposed(w: WorkedExample) -> Numbers:
    u, h, W2 = w.vector("u"), w.vector("h"), w.ffn.W2  # W2: (d_hidden, d_model)
    d = u.shape[0]
    if W2.shape[0] < d:
        return {}  # rows too few to be read as columns: a slip this shape does not allow
    f = W2[:d, :] @ h[:d] + w.ffn.b2  # f_j = Σ_k W2[j, k] h_k: row j, not column j   (d_model,)
    return {**_named("f", f), **_normalised(w, u + f)}


def _residual_forgotten(w: WorkedExample) -> Numbers:
    return _normalised(w, w.vector("f"))  # s = f


def _residual_after_norm(w: WorkedExample) -> Numbers:
    u, f = w.vector("u"), w.vector("f")
    norm = _normalised(w, f)
    z = u + np.array([norm[f"z{j + 1}"] for j in range(u.shape[0])])  # u + LN(f)   (d_model,)
    return {k: v for k, v in norm.items() if k in ("mean", "var", "std")} | _named("z", z) | {"negative_z": frozenset(negative_indices(z))}


def _mean_over_positions(w: WorkedExample) -> Numbers:
    s = w.vector("s")  # one position: the mean over positions of channel j is s_j itself
    z = w.ln.gamma * (s - s) / np.sqrt(0.0 + w.ln.eps) + w.ln.beta  # (d_model,)
    return {"var": 0.0, "std": float(np.sqrt(w.ln.eps)), **_named("z", z)}  # no sign to read from an all-zero z: not matched to a set


def _unbiased_variance(w: WorkedExample) -> Numbers:
    return _without_s(_normalised(w, w.vector("s"), ddof=1))


def _eps_omitted(w: WorkedExample) -> Numbers:
    return _without_s(_normalised(w, w.vector("s"), eps=False))


def _eps_outside_root(w: WorkedExample) -> Numbers:
    return _without_s(_normalised(w, w.vector("s"), eps_inside=False))


def _sign_from_u(w: WorkedExample) -> Numbers:
    u, z = w.vector("u"), w.vector("z")
    flipped = np.where(u < 0, -np.abs(z), np.abs(z))  # |z_j| with the sign of u_j   (d_model,)
    return {**_named("z", flipped), "negative_z": frozenset(negative_indices(u))}


def _without_s(numbers: Numbers) -> Numbers:
    return {k: v for k, v in numbers.items() if not (k.startswith("s") and k[1:].isdigit())}


# Tried in this order; the first that fits is named. A sign read from u comes first: when a wrong
# set of signs fits it and another method too, reading the sign from u is the likelier slip.
MISTAKES: tuple[Mistake, ...] = (
    Mistake("sign_from_u", M.mis_sign_from_u, M.mis_sign_from_u_why, "sign(z_i) = sign(u_i)", "sign(z_i) = sign(s_i − mean)", _sign_from_u),
    Mistake("relu_forgotten", M.mis_relu_forgotten, M.mis_relu_forgotten_why, "h = a", "h = max(0, a)", _relu_forgotten),
    Mistake("w2_transposed", M.mis_w2_transposed, M.mis_w2_transposed_why, "f_j = Σ_k W2[j,k]·h_k", "f_j = Σ_k h_k·W2[k,j]", _w2_transposed),
    Mistake("residual_forgotten", M.mis_residual_forgotten, M.mis_residual_forgotten_why, "z = LN(f)", "z = LN(u + f)", _residual_forgotten),
    Mistake("residual_after_norm", M.mis_residual_after_norm, M.mis_residual_after_norm_why, "z = u + LN(f)", "z = LN(u + f)", _residual_after_norm),
    Mistake("mean_over_positions", M.mis_mean_over_positions, M.mis_mean_over_positions_why, "mean_j = s_j", "mean = Σ_j s_j / n", _mean_over_positions),
    Mistake("unbiased_variance", M.mis_unbiased_variance, M.mis_unbiased_variance_why, "var = Σ(s − mean)² / (n − 1)", "var = Σ(s − mean)² / n", _unbiased_variance),
    Mistake("eps_omitted", M.mis_eps_omitted, M.mis_eps_omitted_why, "std = √var", "std = √(var + eps)", _eps_omitted),
    Mistake("eps_outside_root", M.mis_eps_outside_root, M.mis_eps_outside_root_why, "std = √var + eps", "std = √(var + eps)", _eps_outside_root),
)
BY_KEY = {m.key: m for m in MISTAKES}


class Match(NamedTuple):
    mistake: Mistake
    wrong: object  # the wrong method's number (or set)
    right: object


def match_number(worked: WorkedExample, name: str, typed: float, right: float, tolerance: float) -> Match | None:
    """The first wrong method whose `name` differs from the right value and equals what was typed, within `tolerance`."""
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
