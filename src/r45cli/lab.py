"""`r45 lab`: the lesson's further-study experiments, as before/after numbers.

Each experiment changes one thing (a weight set to zero, ReLU removed, a mask,
the arrangement of the norms, the learner's own u), runs the same math, and
returns what changed. Nothing is printed here: views.lab_view lays it out.
"""

from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

import numpy as np

from . import encoder, nn
from .derive import flat_note
from .messages import M, Message
from .numfmt import fixed
from .worked import WorkedExample, negative_indices

CHANGE_TOL = 5e-7  # a change smaller than this cannot show at 6 decimals
JACOBIAN_POSITION = 0  # the position whose ∂z_i/∂x_i the zero-W_O experiment shows


class Comparison(NamedTuple):
    """One stage before and after the change, one row a position."""

    name: str  # the stage compared, such as "z"
    before: np.ndarray  # (positions, width)
    after: np.ndarray  # (positions, width)
    column: str = ""  # prefix for component labels; defaults to the name
    labels: tuple[Message, Message] = (M.before, M.after)  # the two columns
    title: Message | None = None  # a title in words, where the stage's name is not enough
    values: Mapping[str, object] = MappingProxyType({})  # the title's blanks

    @property
    def delta(self) -> np.ndarray:
        return self.after - self.before  # (positions, width)

    @property
    def changed(self) -> np.ndarray:
        return np.abs(self.delta) > CHANGE_TOL  # (positions, width)


class Fact(NamedTuple):
    """A labelled result: `key` says what it is, `kind` how to write `value`."""

    key: Message
    value: object
    kind: str = "value"  # "value" (6 decimals), "gap" (a small difference), "vector", "names", "bool", "said" (words)
    values: Mapping[str, object] = MappingProxyType({})  # read-only, so one shared default is safe
    of: str = ""  # a vector's components are named after this (z: z1, z2, …), each said with its number


class Experiment(NamedTuple):
    key: str  # one of lesson.LAB_EXPERIMENTS
    comparisons: tuple[Comparison, ...]
    facts: tuple[Fact, ...] = ()
    matrix: np.ndarray | None = None  # a Jacobian to show beside the identity
    matrix_title: Message | None = None
    matrix_values: Mapping[str, object] = MappingProxyType({})  # its blanks
    mask: np.ndarray | None = None  # (positions, positions) which positions each row may read


def _names(prefix: str, indices) -> tuple[str, ...]:  # type: ignore[no-untyped-def]
    return tuple(f"{prefix}{i + 1}" for i in indices)


# --------------------------------------------------------------------------- experiments


def zero_wo(worked: WorkedExample) -> Experiment:
    """W_O = 0, b_O = 0 on the demo sequence: u = LN(x), and ∂z_i/∂x_i is not the identity."""
    p, x = worked.demo_params, worked.demo.x
    before = worked.demo_whole  # every digit kept, as the changed layer's
    silenced = encoder.without_output_projection(p)
    after = encoder.encoder_layer(x, silenced)
    ln_x = nn.layer_norm(x, p.ln1)  # (positions, d_model)

    i = JACOBIAN_POSITION
    u_i, s_i = after.u[i], after.s[i]
    sublayer = np.eye(len(u_i)) + nn.ffn_jacobian(u_i, p.ffn)  # u + FFN(u)
    J = nn.layer_norm_jacobian(s_i, p.ln2) @ sublayer @ nn.layer_norm_jacobian(x[i], p.ln1)

    def block_at_position(row: np.ndarray) -> np.ndarray:
        return encoder.encoder_layer(np.vstack([x[:i], row, x[i + 1 :]]), silenced).z[i]

    numeric = nn.numeric_jacobian(block_at_position, x[i])
    return Experiment(
        "zero_wo",
        (
            Comparison("attention", before.attention, after.attention, "attn", title=M.attention),
            Comparison("u", before.u, after.u),
            Comparison("z", before.z, after.z),
        ),
        (
            Fact(M.lab_u_is_ln_x, float(np.abs(after.u - ln_x).max()), "gap"),
            Fact(M.lab_jacobian_numeric, float(np.abs(J - numeric).max()), "gap"),
            Fact(M.lab_identity_gap, float(np.abs(J - np.eye(len(J))).max()), "value"),
            Fact(M.lab_mean_direction, J @ np.ones(len(J)), "vector", of="Δz"),  # the change in z: J·1
        ),
        matrix=J,
        matrix_title=M.lab_jacobian,
        matrix_values={"i": i + 1},
    )


def _course_u(worked: WorkedExample, own_u: np.ndarray | None) -> np.ndarray:
    return worked.sublayer.u if own_u is None else own_u[None, :]  # (1, d_model)


def zero_ffn(worked: WorkedExample, own_u: np.ndarray | None = None) -> Experiment:
    """W2 = 0 and b2 = 0: f = 0 and z = LayerNorm(u)."""
    u = _course_u(worked, own_u)
    before = nn.ffn_sublayer(u, worked.ffn, worked.ln)
    no_ffn = worked.ffn._replace(W2=np.zeros_like(worked.ffn.W2), b2=np.zeros_like(worked.ffn.b2))
    after = nn.ffn_sublayer(u, no_ffn, worked.ln)
    return Experiment(
        "zero_ffn",
        (Comparison("f", before.f, after.f), Comparison("z", before.z, after.z)),
        (Fact(M.lab_z_is_ln_u, float(np.abs(after.z - nn.layer_norm(u, worked.ln)).max()), "gap"),),
    )


def no_relu(worked: WorkedExample, own_u: np.ndarray | None = None) -> Experiment:
    """h = a instead of ReLU(a): which outputs change, and through which channels."""
    u = _course_u(worked, own_u)
    before = nn.ffn_sublayer(u, worked.ffn, worked.ln)
    after = nn.ffn_sublayer(u, worked.ffn, worked.ln, activation=nn.identity)
    zeroed = negative_indices(before.a[0])
    facts = [Fact(M.lab_relu_had_zeroed, _names("h", zeroed), "names")]
    W2 = worked.ffn.W2
    for k in range(W2.shape[1]):
        through = [j for j in zeroed if W2[j, k] != 0]
        if through:
            facts.append(Fact(M.lab_changed_through, _names("h", through), "names", {"name": f"f{k + 1}"}))
    untouched = [k for k in range(W2.shape[1]) if not any(W2[j, k] != 0 for j in zeroed)]
    facts.append(Fact(M.lab_unchanged, _names("f", untouched), "names"))
    return Experiment(
        "no_relu",
        (Comparison("h", before.h, after.h), Comparison("f", before.f, after.f), Comparison("z", before.z, after.z)),
        tuple(facts),
    )


def causal(worked: WorkedExample) -> Experiment:
    """The causal mask on the demo sequence: later positions get weight 0."""
    p, x = worked.demo_params, worked.demo.x
    before = worked.demo_whole  # every digit kept, as the changed layer's
    after = encoder.encoder_layer(x, p, causal=True)
    heads = tuple(
        Comparison("weights", before.weights[k], after.weights[k], "j=", title=M.lab_head_weights,
                   values={"head": k + 1})
        for k in range(len(before.weights))
    )
    upper = ~after.mask  # (positions, positions)  pairs the mask forbids
    return Experiment(
        "causal",
        (*heads, Comparison("z", before.z, after.z)),
        (
            Fact(M.lab_later_weight, float(np.abs(after.weights[:, upper]).max(initial=0.0)), "gap"),
            Fact(M.lab_first_reads_itself, float(after.weights[:, 0, 0].min()), "value"),
        ),
        mask=after.mask,
    )


def pre_norm(worked: WorkedExample) -> Experiment:
    """Post-norm beside pre-norm with the same weights, on the demo sequence."""
    p, x = worked.demo_params, worked.demo.x
    post = worked.demo_whole  # every digit kept, as pre-norm's
    pre = encoder.pre_norm_encoder_layer(x, p)
    return Experiment(
        "pre_norm",
        (Comparison("z", post.z, pre.z, labels=(M.post_norm, M.pre_norm)),),
        (
            Fact(M.lab_means, post.z.mean(axis=1), "vector", {"arrangement": "post-norm"}),
            Fact(M.lab_variances, post.z.var(axis=1), "vector", {"arrangement": "post-norm"}),
            Fact(M.lab_means, pre.z.mean(axis=1), "vector", {"arrangement": "pre-norm"}),
            Fact(M.lab_variances, pre.z.var(axis=1), "vector", {"arrangement": "pre-norm"}),
        ),
    )


def own_u(worked: WorkedExample, u: np.ndarray) -> Experiment:
    """The learner's u through the course's FFN, residual and LayerNorm."""
    course = nn.ffn_sublayer(worked.sublayer.u, worked.ffn, worked.ln)  # every digit, as the lab's own run keeps
    mine = nn.ffn_sublayer(u[None, :], worked.ffn, worked.ln)
    zeroed = negative_indices(mine.a[0])
    return Experiment(
        "own_u",
        tuple(
            Comparison(name, getattr(course, name), getattr(mine, name), labels=(M.course, M.yours))
            for name in ("u", "h", "f", "s", "z")
        ),
        (
            Fact(M.lab_relu_zeroed_yours, _names("h", zeroed), "names"),
            *([Fact(M.lab_zero_before_relu, _names("h", zero), "names")]  # u = (1, 1, 1, 1): h5 = h6 = 0, none zeroed
              if len(zero := np.flatnonzero(mine.a[0] == 0)) else []),
            Fact(M.lab_your_z, mine.z[0], "vector", of="z"),
            *([Fact(flat[0], True, "said", flat[1])] if (flat := flat_note(mine.s[0], worked.ln.beta)) else []),
            *([Fact(M.lab_u_not_normed, True, "said", {"mean": fixed(u.mean()), "var": fixed(u.var()),
                                                         "ln_mean": f"{worked.ln.beta.mean():g}",
                                                         "ln_var": f"{(worked.ln.gamma ** 2).mean():g}"})]
              if not _normed(u, worked) else []),
        ),
    )


def _normed(u: np.ndarray, worked: WorkedExample) -> bool:
    """Could u be a LayerNorm's output with the example's gamma and beta? Mean beta's, variance gamma²'s, nearly."""
    ln = worked.ln
    return bool(abs(u.mean() - ln.beta.mean()) < 0.01 and abs(u.var() - (ln.gamma**2).mean()) < 0.05)


def run(worked: WorkedExample, keys: list[str], u: np.ndarray | None = None) -> list[Experiment]:
    """The chosen experiments, in the order of `keys`."""
    builders = {
        "zero_wo": lambda: zero_wo(worked),
        "zero_ffn": lambda: zero_ffn(worked, u),
        "no_relu": lambda: no_relu(worked, u),
        "causal": lambda: causal(worked),
        "pre_norm": lambda: pre_norm(worked),
        "own_u": lambda: own_u(worked, u),  # type: ignore[arg-type]  # asked for only with a u
    }
    return [builders[key]() for key in keys]
