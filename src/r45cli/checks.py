"""`r45 verify`: recompute the lesson from states.yaml and check every claim.

Each check returns Check rows: a message key with its values (the view puts
them into words), what was expected, what came out, and whether they agree.
Printed values are compared as the text the course prints; float identities
are compared within named tolerances.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from . import nn
from .lesson import PRINTED_NAMES, Lesson
from .numfmt import DECIMALS, fixed
from .trace import Trace

# Two values printed to DECIMALS places are each at most half a unit off, so a
# difference of two of them is at most one unit of the last printed place.
PRINTED_UNIT = 10.0**-DECIMALS
EXACT_TOL = 1e-12  # identities that only float rounding can disturb
NORM_TOL = 1e-9  # LayerNorm's mean and variance identities
IDENTITY_DECIMALS = 9  # enough places to show agreement within NORM_TOL
PROBE_SEED = 0  # extra positions for the position-wise checks
PROBE_POSITIONS = 3  # how many, besides the example's own u
PERTURBED_ROW = 1  # the position changed in the locality check (0-based)


@dataclass(frozen=True)
class Check:
    key: str  # message key, see messages.MESSAGES["chk.*"]
    expected: str
    got: str
    passed: bool
    values: dict[str, object] = field(default_factory=dict)


def _tiny(x: float) -> str:
    return f"{x:.1e}"


def printed_values(lesson: Lesson, trace: Trace) -> list[Check]:
    """Every value the course prints, recomputed and compared as printed text."""
    rows = []
    for name in PRINTED_NAMES:
        for j, (want, have) in enumerate(zip(lesson.printed[name], trace.vector(name))):
            expected, got = fixed(want), fixed(have)
            rows.append(Check("chk.printed", expected, got, expected == got, {"name": f"{name}{j + 1}"}))
    return rows


def recovered_u(lesson: Lesson, trace: Trace) -> list[Check]:
    """u, which the course never prints, equals printed (u+f) minus printed f."""
    recovered = np.array(lesson.printed["s"]) - np.array(lesson.printed["f"])  # (d_model,)
    u = trace.vector("u")
    return [
        Check("chk.recovered", fixed(u[j]), fixed(recovered[j]), abs(recovered[j] - u[j]) <= PRINTED_UNIT + EXACT_TOL, {"name": f"u{j + 1}"})
        for j in range(len(u))
    ]


def layer_norm_moments(lesson: Lesson, trace: Trace) -> list[Check]:
    """z before gamma and beta has mean 0 and variance var(s) / (var(s) + eps)."""
    x_hat = trace.run.norm.x_hat[0]  # (d_model,)
    mean = float(x_hat.mean())
    var = float(x_hat.var())
    want_var = 1.0 / (1.0 + trace.ln.eps / trace.var)
    return [
        Check("chk.mean", _tiny(0.0), _tiny(mean), abs(mean) < NORM_TOL),
        Check("chk.var", fixed(want_var, IDENTITY_DECIMALS), fixed(var, IDENTITY_DECIMALS), abs(var - want_var) < NORM_TOL),
    ]


def _probe(trace: Trace) -> np.ndarray:
    """The example's u plus a few other positions, as one sequence."""
    u = trace.run.u  # (1, d_model)
    rng = np.random.default_rng(PROBE_SEED)
    scale = float(np.abs(u).max()) or 1.0
    return np.vstack([u, scale * rng.standard_normal((PROBE_POSITIONS, u.shape[1]))])  # (positions, d_model)


def position_wise(lesson: Lesson, trace: Trace) -> list[Check]:
    """Same weights at every position, and no exchange between positions."""
    U = _probe(trace)  # (positions, d_model)
    whole = nn.ffn_sublayer(U, trace.ffn, trace.ln)
    by_row = [nn.ffn_sublayer(U[i : i + 1], trace.ffn, trace.ln) for i in range(len(U))]
    row_diff = max(float(np.abs(whole.f[i] - r.f[0]).max()) for i, r in enumerate(by_row))

    perm = np.roll(np.arange(len(U)), 1)
    permuted = nn.ffn_sublayer(U[perm], trace.ffn, trace.ln)
    perm_diff = max(float(np.abs(permuted.f - whole.f[perm]).max()), float(np.abs(permuted.z - whole.z[perm]).max()))

    changed = U.copy()
    changed[PERTURBED_ROW] += 1.0
    after = nn.ffn_sublayer(changed, trace.ffn, trace.ln)
    others = np.arange(len(U)) != PERTURBED_ROW
    moved = max(float(np.abs(after.f[others] - whole.f[others]).max()), float(np.abs(after.z[others] - whole.z[others]).max()))
    return [
        Check("chk.rows", _tiny(0.0), _tiny(row_diff), row_diff <= EXACT_TOL),
        Check("chk.permute", _tiny(0.0), _tiny(perm_diff), perm_diff <= EXACT_TOL),
        Check("chk.local", _tiny(0.0), _tiny(moved), moved == 0.0, {"k": PERTURBED_ROW + 1}),
    ]


def relu_mask(lesson: Lesson, trace: Trace) -> list[Check]:
    """h differs from a exactly where a was negative, and there h is 0."""
    a, h = trace.vector("a"), trace.vector("h")
    negative = [j for j in range(len(a)) if a[j] < 0]
    changed = [j for j in range(len(a)) if h[j] != a[j]]
    zero_there = all(h[j] == 0 for j in negative)
    names = lambda js: ", ".join(f"h{j + 1}" for j in js) or "-"  # noqa: E731
    return [Check("chk.relu", names(negative), names(changed), negative == changed and zero_there)]


def residual_signs(lesson: Lesson, trace: Trace) -> list[Check]:
    """Negative components of u stay negative in z: the residual carries them."""
    z = trace.vector("z")
    return [
        Check("chk.sign", "< 0", fixed(z[j]), bool(z[j] < 0), {"name": f"z{j + 1}", "i": j + 1})
        for j in trace.negative_inputs
    ]


CHECKS = (printed_values, recovered_u, layer_norm_moments, position_wise, relu_mask, residual_signs)


def run_all(lesson: Lesson, trace: Trace) -> list[Check]:
    return [row for check in CHECKS for row in check(lesson, trace)]
