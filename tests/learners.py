"""Simulated learners: each works a question by hand from the numbers on screen, in plain Python, with its slips.

A learner reads the givens as shown (6 decimals), computes each number of
the sublayer in order and writes it down to 6 decimals (half away from zero,
as the screen rounds) before going on, unless it keeps every digit
(`exact`). A slip changes one way of computing; a slip that is about the
answer itself (a sign flipped, the mean of z) changes only what is typed.
Nothing here calls r45's own math: the tests hold r45's grading against
these learners.
"""

from __future__ import annotations

import math
import random
from decimal import ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal
from functools import lru_cache

SLIPS = (
    "relu_forgotten", "relu_inverted", "difference_reversed", "w2_transposed", "pairs_swapped", "relu_on_f",
    "sign_flipped", "residual_forgotten", "f_subtracted",
    "ffn_forgotten", "residual_after_norm", "relu_on_z",
    "mean_of_z", "one_position", "mean_minus_1", "mean_not_divided", "unbiased_variance", "unbiased_no_eps",
    "var_mean_kept", "std_for_var", "var_for_std", "eps_omitted", "eps_outside_root", "mean_kept",
    "sign_from_u", "rounded_early",
)
ORDER = ("a", "h", "f", "s", "mean", "var", "std", "z")  # the steps a learner takes, in order
CUT = 2  # the decimals the learner who rounds too early keeps of every number before the step asked
# the slip r45 names for a learner's: n − 1 in the variance, with eps kept or left out too (a sample's std)
NAMED_AS = {"unbiased_no_eps": "unbiased_variance"}


def named_as(slip: str | None, name: str = "") -> str | None:
    """The slip r45 names for this learner's at `name`: one channel kept by ReLU is ReLU forgotten at that h, and one
    component of s without its u is the residual forgotten at that s."""
    if slip == "relu_one_kept" and name[:1] == "h":
        return "relu_forgotten"
    if slip == "residual_one_forgotten" and name[:1] == "s":
        return "residual_forgotten"
    return NAMED_AS.get(slip or "", slip)


@lru_cache(maxsize=1 << 16)
def written(x: float) -> float:
    """x as a learner writes it down: 6 decimals, half away from zero on its decimal value (float noise taken off
    at 12 decimals, where a product of two 6-decimal numbers ends: √0.999989 = 0.99999449998… is 0.999994)."""
    snapped = Decimal(repr(x)).quantize(Decimal("1e-12"), rounding=ROUND_HALF_EVEN)
    return float(snapped.quantize(Decimal("1e-6"), rounding=ROUND_HALF_UP))


def written_down(x: float) -> float:
    """x written as `written` writes it, but an exact tie toward zero (0.3725815 as 0.372581, as Python's round does
    with the float 0.3725815)."""
    snapped = Decimal(repr(x)).quantize(Decimal("1e-12"), rounding=ROUND_HALF_EVEN)
    return float(snapped.quantize(Decimal("1e-6"), rounding=ROUND_HALF_DOWN))


def typed(x: float) -> str:
    return f"{Decimal(repr(written(x))):.6f}".replace("-0.000000", "0.000000")


def swaps(text: str) -> list[str]:
    """`text` with each two neighbouring digits that differ swapped: a slip of the pen in copying it down."""
    return [text[:k] + text[k + 1] + text[k] + text[k + 2:] for k in range(len(text) - 1)
            if text[k].isdigit() and text[k + 1].isdigit() and text[k] != text[k + 1]]


class Learner:
    def __init__(self, slip: str | None = None, *, exact: bool = False, pick: int = 0, terms: bool = False,
                 ties_down: bool = False) -> None:
        self.slip, self.exact, self.pick = slip, exact, pick  # pick: which s_j a one-position learner takes
        self.terms = terms  # writes each product (and each squared difference) down before adding them
        self.ties_down = ties_down  # writes an exact tie toward zero: 0.3725815 as 0.372581

        self.asked = ""  # the step asked (rounded_early: every number before it is cut to CUT decimals)
        self.name = ""  # the name asked (relu_zeroed: the set, worked from a)
        self.at = ""  # the step being worked

    def cut(self, stage: str) -> bool:
        """The rounded_early learner cuts this stage's numbers short: a stage before the one asked."""
        return self.slip == "rounded_early" and self.asked in ORDER and stage in ORDER[: ORDER.index(self.asked)]

    def note(self, x: float) -> float:
        if self.cut(self.at):
            return float(Decimal(repr(written(x))).quantize(Decimal(1).scaleb(-CUT), rounding=ROUND_HALF_UP))
        return x if self.exact else written_down(x) if self.ties_down else written(x)

    def add(self, terms) -> float:  # type: ignore[no-untyped-def]
        """A sum as this learner writes it: each term to 6 decimals first, or only the total."""
        write = written_down if self.ties_down else written
        return self.note(sum(write(t) for t in terms) if self.terms else sum(terms))

    def summed(self, stage: str, j: int, products: list[float], bias: float, weights: int = 2) -> float:
        """Component j of a or f as this learner adds it up; a term flipper gives term `pick` the wrong sign (a: term
        pick // 10 of component pick % 10 alone; f: term pick of each component), where another term or the bias
        is not 0 (else the flip is the whole sign's); a term left out is left out whatever the others are (f3 typed
        0 without its 0.25·h5, where 0.5·h3 is 0) in a sum of `weights` nonzero weights and bias, two or more."""
        terms = [*products, bias]
        if self.slip in (f"{stage}_term_flipped", f"{stage}_term_left_out"):  # left out: the term as 0
            k = self.pick // 10 if stage == "a" else self.pick
            mine = stage == "f" or j == self.pick % 10
            others = sum(t for i, t in enumerate(terms) if i != k) != 0 or (self.slip.endswith("out") and weights > 1)
            if mine and products[k] != 0 and others:
                terms[k] = -terms[k] if self.slip.endswith("flipped") else 0.0
        return self.add(terms)

    def given(self, given: dict[str, list[float]], stage: str) -> list[float] | None:
        """A shown vector as this learner uses it (None where not shown): cut short too, before the step asked."""
        self.at = stage
        return [self.note(x) for x in given[stage]] if stage in given and self.cut(stage) else given.get(stage)

    @staticmethod
    def pairs(W1, b1) -> list[tuple[int, int]]:  # type: ignore[no-untyped-def]
        """The hidden channels that are exact negatives of each other (a5 = u1 − u2, a6 = u2 − u1), by index."""
        d, dh = len(W1), len(b1)
        return [(i, k) for i in range(dh) for k in range(i + 1, dh)
                if any(W1[r][i] for r in range(d)) and all(W1[r][i] == -W1[r][k] for r in range(d)) and b1[i] == -b1[k]]

    def work(self, example, given: dict[str, list[float]]) -> dict[str, object]:
        """Every number and set, by name, from u and the weights of `example` and the shown vectors `given`."""
        W1, b1, W2, b2 = example["W1"], example["b1"], example["W2"], example["b2"]
        eps, gamma, beta = example["eps"], example["gamma"], example["beta"]
        slip, note = self.slip, self.note
        u = given["u"]
        d, dh = len(u), len(b1)
        a = self.given(given, "a") or [self.summed("a", j, [u[i] * W1[i][j] for i in range(d)], b1[j],
                                                   sum(W1[i][j] != 0 for i in range(d)) + (b1[j] != 0))
                                       for j in range(dh)]
        # each difference of a pair of opposite columns (u1 − u2, u2 − u1) taken the other way round: a slip of h
        # and of the set ReLU zeroes, where it is named (a typed, it is a sign flipped; carried to f, pairs swapped)
        if slip == "difference_reversed" and (self.asked == "h" or self.name == "relu_zeroed"):
            a = list(a)
            for i, k in self.pairs(W1, b1):
                a[i], a[k] = a[k], a[i]
        h = self.given(given, "h") or ([note(x) for x in a] if slip == "relu_forgotten" else  # one_kept: channel pick
                                       [note(x if slip == "relu_one_kept" and j == self.pick else max(0.0, x))
                                        for j, x in enumerate(a)])
        shown_f = self.given(given, "f")
        if shown_f:
            f = shown_f
        elif slip == "w2_transposed":
            f = [note(sum(W2[j][k] * h[k] for k in range(d)) + b2[j]) for j in range(d)]
        elif slip == "pairs_swapped":
            read = list(h)
            for i, k in self.pairs(W1, b1):
                read[i], read[k] = h[k], h[i]
            f = [self.add([*(read[k] * W2[k][j] for k in range(dh)), b2[j]]) for j in range(d)]
        else:
            f = [self.summed("f", j, [h[k] * W2[k][j] for k in range(dh)], b2[j], sum(W2[k][j] != 0 for k in range(dh))
                             + (b2[j] != 0)) for j in range(d)]
            f = [max(0.0, x) for x in f] if slip == "relu_on_f" else f  # a ReLU after W2 too
        shown_s = self.given(given, "s")
        if shown_s:
            s = shown_s
        elif slip in ("residual_forgotten", "ffn_forgotten"):
            s = [note(x) for x in (f if slip == "residual_forgotten" else u)]
        elif slip == "residual_one_forgotten":  # u left out of s_pick alone
            s = [note(f[i] if i == self.pick else u[i] + f[i]) for i in range(d)]
        else:
            s = [note(u[i] + (-f[i] if slip == "f_subtracted" else f[i])) for i in range(d)]
        normed = s if slip != "residual_after_norm" or "s" in given else [note(x) for x in f]  # what LayerNorm is given
        self.at = "mean"
        mean = note(sum(normed) / (d - 1 if slip == "mean_minus_1" else 1 if slip == "mean_not_divided" else d))
        self.at = "var"
        squares = [(x - (0.0 if slip == "var_mean_kept" else mean)) ** 2 for x in normed]  # kept: s_j² alone
        var = note((sum(written(t) for t in squares) if self.terms else sum(squares))
                   / (d - 1 if slip in ("unbiased_variance", "unbiased_no_eps") else d))
        std = {"eps_omitted": math.sqrt(var), "unbiased_no_eps": math.sqrt(var),
               "eps_outside_root": math.sqrt(var) + eps, "var_for_std": var}.get(slip or "", math.sqrt(var + eps))
        self.at = "std"
        std = note(std)
        self.at = "z"
        centre = 0.0 if slip == "mean_kept" else mean  # the mean never subtracted
        z = [note(gamma[i] * (normed[i] - centre) / std + beta[i]) for i in range(d)] if std else [math.nan] * d
        if slip == "residual_after_norm":
            z = [note(u[i] + z[i]) for i in range(d)]
        if slip == "sign_from_u":
            z = [(-1 if u[i] < 0 else 1) * abs(z[i]) for i in range(d)]
        z = [max(0.0, x) for x in z] if slip == "relu_on_z" else z  # the block taken to end with a ReLU
        out: dict[str, object] = {"mean": mean, "var": var, "std": std}
        for stage, values in (("u", u), ("a", a), ("h", h), ("f", f), ("s", s), ("z", z)):
            out.update({f"{stage}{j + 1}": v for j, v in enumerate(values)})
        zeroed = [] if slip == "relu_forgotten" else [j for j in range(dh) if (a[j] > 0 if slip == "relu_inverted"
                                                                                else a[j] < 0)]  # inverted: the kept
        zeroed = [j for j in zeroed if not (slip == "relu_one_kept" and j == self.pick)]
        out["relu_zeroed"] = frozenset(zeroed)
        out["negative_z"] = frozenset(i for i in range(d) if (u[i] if slip == "sign_from_u" else z[i]) < 0)
        return out

    def answer(self, example, given: dict[str, list[float]], name: str) -> object:
        """What this learner types for `name`."""
        self.name = name
        self.asked = next((stage for stage in ORDER if name == stage or name.startswith(stage) and name[len(stage):]
                           .isdigit()), "z" if name == "negative_z" else "a" if name == "relu_zeroed" else "")
        worked = self.work(example, given)
        if self.slip == "mean_of_z" and name == "mean":
            return 0.0
        if self.slip == "one_position" and name == "mean":
            return worked[f"s{self.pick + 1}"]
        if self.slip == "std_for_var" and name == "var":
            return worked["std"] if self.exact else written(math.sqrt(worked["var"] + example["eps"]))
        if self.slip == "sign_flipped" and isinstance(worked[name], float):
            return -worked[name]
        return worked[name]


class Guesser:
    """Types a number drawn from the range the lesson's numbers live in, whatever is asked."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def answer(self, example, given, name: str) -> float:
        return written(self.rng.uniform(-2.0, 2.0))


def example_of(worked) -> dict[str, object]:
    """The weights a question shows (or the course's, the learner has them from the lesson page), as plain lists."""
    p, ln = worked.ffn, worked.ln
    return {"W1": p.W1.tolist(), "b1": p.b1.tolist(), "W2": p.W2.tolist(), "b2": p.b2.tolist(), "eps": ln.eps,
            "gamma": ln.gamma.tolist(), "beta": ln.beta.tolist()}


def shown(worked, names) -> dict[str, list[float]]:
    """The vectors a question gives, as the screen shows them (u always: every question starts from it)."""
    return {name: [written(float(x)) for x in worked.vector(name)] for name in {"u", *names} if name in "uahfsz"}
