"""`r45 lab`: the lesson's further-study experiments, as before/after numbers.

Each experiment changes one thing (a weight set to zero, ReLU removed, a mask,
the arrangement of the norms, the learner's own u), runs the same math, and
returns what changed. Nothing is printed here: views.lab_view lays it out.
"""

import math
from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

import numpy as np

from . import encoder, nn
from .lesson import MAX_MAGNITUDE
from .trace import Trace, negative_indices

CHANGE_TOL = 5e-7  # a change smaller than this cannot show at 6 decimals
JACOBIAN_POSITION = 0  # the position whose ∂z_i/∂x_i the zero-W_O experiment shows
JACOBIAN_STEP = 1e-6  # central-difference step that cross-checks the analytic Jacobian


class LabInputError(ValueError):
    """A learner's input the lab cannot use; `key` and `values` fill a message."""

    def __init__(self, key: str, **values: object):
        super().__init__(key)
        self.key = key
        self.values = values


class Comparison(NamedTuple):
    """One stage before and after the change, one row a position."""

    name: str  # a label such as "z" or "weights, head 1"
    before: np.ndarray  # (positions, width)
    after: np.ndarray  # (positions, width)
    column: str = ""  # prefix for component labels; defaults to the name
    labels: tuple[str, str] = ("before", "after")  # messages keys of the two columns

    @property
    def delta(self) -> np.ndarray:
        return self.after - self.before  # (positions, width)

    @property
    def changed(self) -> np.ndarray:
        return np.abs(self.delta) > CHANGE_TOL  # (positions, width)


class Fact(NamedTuple):
    """A labelled result: `key` is a messages key, `kind` says how to write `value`."""

    key: str
    value: object
    kind: str = "value"  # "value" (6 decimals), "gap" (a small difference), "vector", "names", "bool"
    values: Mapping[str, object] = MappingProxyType({})  # read-only, so one shared default is safe


class Experiment(NamedTuple):
    key: str  # one of lesson.LAB_EXPERIMENTS
    comparisons: tuple[Comparison, ...]
    facts: tuple[Fact, ...] = ()
    matrix: np.ndarray | None = None  # a Jacobian to show beside the identity
    matrix_key: str = ""  # messages key of the matrix's title
    mask: np.ndarray | None = None  # (positions, positions) which positions each row may read


def _names(prefix: str, indices) -> str:
    return ", ".join(f"{prefix}{i + 1}" for i in indices) or "-"


# --------------------------------------------------------------------------- experiments


def zero_wo(trace: Trace) -> Experiment:
    """W_O = 0, b_O = 0 on the demo sequence: u = LN(x), and ∂z_i/∂x_i is not the identity."""
    p, x = trace.demo_params, trace.demo.x
    before = trace.demo
    silenced = encoder.without_output_projection(p)
    after = encoder.encoder_layer(x, silenced)
    ln_x = nn.layer_norm(x, p.ln1)  # (positions, d_model)

    i = JACOBIAN_POSITION
    u_i, s_i = after.u[i], after.s[i]
    J = encoder.layer_norm_jacobian(s_i, p.ln2) @ (np.eye(len(u_i)) + encoder.ffn_jacobian(u_i, p.ffn)) @ encoder.layer_norm_jacobian(x[i], p.ln1)

    def block_at_position(row: np.ndarray) -> np.ndarray:
        return encoder.encoder_layer(np.vstack([x[:i], row, x[i + 1 :]]), silenced).z[i]

    numeric = encoder.numeric_jacobian(block_at_position, x[i], JACOBIAN_STEP)
    return Experiment(
        "zero_wo",
        (
            Comparison("attention", before.attention, after.attention, "attn"),
            Comparison("u", before.u, after.u),
            Comparison("z", before.z, after.z),
        ),
        (
            Fact("lab.u_is_ln_x", float(np.abs(after.u - ln_x).max()), "gap"),
            Fact("lab.jacobian_numeric", float(np.abs(J - numeric).max()), "gap"),
            Fact("lab.identity_gap", float(np.abs(J - np.eye(len(J))).max()), "value"),
            Fact("lab.mean_direction", J @ np.ones(len(J)), "vector"),
        ),
        matrix=J,
        matrix_key="lab.jacobian",
    )


def _course_u(trace: Trace, own_u: np.ndarray | None) -> np.ndarray:
    return trace.run.u if own_u is None else own_u[None, :]  # (1, d_model)


def zero_ffn(trace: Trace, own_u: np.ndarray | None = None) -> Experiment:
    """W2 = 0 and b2 = 0: f = 0 and z = LayerNorm(u)."""
    u = _course_u(trace, own_u)
    before = nn.ffn_sublayer(u, trace.ffn, trace.ln)
    no_ffn = trace.ffn._replace(W2=np.zeros_like(trace.ffn.W2), b2=np.zeros_like(trace.ffn.b2))
    after = nn.ffn_sublayer(u, no_ffn, trace.ln)
    return Experiment(
        "zero_ffn",
        (Comparison("f", before.f, after.f), Comparison("z", before.z, after.z)),
        (Fact("lab.z_is_ln_u", float(np.abs(after.z - nn.layer_norm(u, trace.ln)).max()), "gap"),),
    )


def no_relu(trace: Trace, own_u: np.ndarray | None = None) -> Experiment:
    """h = a instead of ReLU(a): which outputs change, and through which channels."""
    u = _course_u(trace, own_u)
    before = nn.ffn_sublayer(u, trace.ffn, trace.ln)
    after = nn.ffn_sublayer(u, trace.ffn, trace.ln, activation=nn.identity)
    zeroed = negative_indices(before.a[0])
    facts = [Fact("lab.relu_had_zeroed", _names("h", zeroed), "names")]
    W2 = trace.ffn.W2
    for k in range(W2.shape[1]):
        through = [j for j in zeroed if W2[j, k] != 0]
        if through:
            facts.append(Fact("lab.changed_through", _names("h", through), "names", {"name": f"f{k + 1}"}))
    untouched = [k for k in range(W2.shape[1]) if not any(W2[j, k] != 0 for j in zeroed)]
    facts.append(Fact("lab.unchanged", _names("f", untouched), "names"))
    return Experiment(
        "no_relu",
        (Comparison("h", before.h, after.h), Comparison("f", before.f, after.f), Comparison("z", before.z, after.z)),
        tuple(facts),
    )


def causal(trace: Trace) -> Experiment:
    """The causal mask on the demo sequence: later positions get weight 0."""
    p, x = trace.demo_params, trace.demo.x
    before = trace.demo
    after = encoder.encoder_layer(x, p, causal=True)
    heads = tuple(
        Comparison(f"weights, head {k + 1}", before.weights[k], after.weights[k], "j=") for k in range(len(before.weights))
    )
    upper = ~after.mask  # (positions, positions)  pairs the mask forbids
    return Experiment(
        "causal",
        (*heads, Comparison("z", before.z, after.z)),
        (
            Fact("lab.later_weight", float(np.abs(after.weights[:, upper]).max(initial=0.0)), "gap"),
            Fact("lab.first_reads_itself", float(after.weights[:, 0, 0].min()), "value"),
        ),
        mask=after.mask,
    )


def pre_norm(trace: Trace) -> Experiment:
    """Post-norm beside pre-norm with the same weights, on the demo sequence."""
    p, x = trace.demo_params, trace.demo.x
    post = trace.demo
    pre = encoder.pre_norm_encoder_layer(x, p)
    return Experiment(
        "pre_norm",
        (Comparison("z", post.z, pre.z, labels=("post_norm", "pre_norm")),),
        (
            Fact("lab.means", post.z.mean(axis=1), "vector", {"arrangement": "post-norm"}),
            Fact("lab.variances", post.z.var(axis=1), "vector", {"arrangement": "post-norm"}),
            Fact("lab.means", pre.z.mean(axis=1), "vector", {"arrangement": "pre-norm"}),
            Fact("lab.variances", pre.z.var(axis=1), "vector", {"arrangement": "pre-norm"}),
        ),
    )


def own_u(trace: Trace, u: np.ndarray) -> Experiment:
    """The learner's u through the course's FFN, residual and LayerNorm."""
    course = trace.run
    mine = nn.ffn_sublayer(u[None, :], trace.ffn, trace.ln)
    zeroed = negative_indices(mine.a[0])
    return Experiment(
        "own_u",
        tuple(
            Comparison(name, getattr(course, name), getattr(mine, name), labels=("course", "yours"))
            for name in ("u", "h", "f", "s", "z")
        ),
        (
            Fact("lab.relu_zeroed_yours", _names("h", zeroed), "names"),
            Fact("lab.your_z", mine.z[0], "vector"),
        ),
    )


# --------------------------------------------------------------------------- input


def parse_u(text: str, width: int) -> np.ndarray:
    """'a,b,c,d' as `width` finite numbers, or a LabInputError."""
    parts = [p.strip() for p in text.split(",")]
    if len(parts) != width:
        raise LabInputError("lab.u_count", width=width, got=len(parts) if text.strip() else 0)
    values = []
    for i, part in enumerate(parts, start=1):
        try:
            value = float(part)
        except ValueError:
            raise LabInputError("lab.u_not_number", i=i, text=part) from None
        if not math.isfinite(value):
            raise LabInputError("lab.u_not_finite", i=i, text=part)
        if abs(value) > MAX_MAGNITUDE:
            raise LabInputError("lab.u_too_large", i=i, text=part, limit=f"{MAX_MAGNITUDE:g}")
        values.append(value)
    return np.array(values)  # (d_model,)


def run(trace: Trace, keys: list[str], u: np.ndarray | None = None) -> list[Experiment]:
    """The chosen experiments, in the order of `keys`."""
    builders = {
        "zero_wo": lambda: zero_wo(trace),
        "zero_ffn": lambda: zero_ffn(trace, u),
        "no_relu": lambda: no_relu(trace, u),
        "causal": lambda: causal(trace),
        "pre_norm": lambda: pre_norm(trace),
        "own_u": lambda: own_u(trace, u),
    }
    return [builders[key]() for key in keys]
