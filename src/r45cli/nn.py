"""Neural-network math for the second half of a post-norm encoder block.

Pure numpy functions, no printing, no lesson file. Every function takes a
matrix with one row per position, so the same weights really are applied at
every position: `x @ W` multiplies each row by the same W.

    f = ReLU(u W1 + b1) W2 + b2      position-wise feed-forward network
    s = u + f                        second residual
    z = LayerNorm(s)                 block output

Each derivative sits beside the function it differentiates (row-vector
convention: J[i, j] = ∂y_i/∂x_j), and `numeric_jacobian` checks them.
"""

from collections.abc import Callable
from typing import Any, NamedTuple

import numpy as np

# A LayerNorm needs an epsilon; the lesson file gives it. This is only the
# usual default for callers that do not pass one (PyTorch's, too).
DEFAULT_LAYER_NORM_EPS = 1e-5
DIFF_STEP = 1e-6  # central-difference step that cross-checks an analytic derivative


def linear(x: np.ndarray, W: np.ndarray, b: np.ndarray) -> np.ndarray:
    """x W + b for every row of x."""
    return x @ W + b  # (positions, d_in) @ (d_in, d_out) -> (positions, d_out)


def relu(x: np.ndarray) -> np.ndarray:
    """max(x, 0) elementwise; the result never holds -0.0."""
    return np.maximum(x, 0.0) + 0.0  # + 0.0 turns -0.0 into 0.0


class FFNParams(NamedTuple):
    W1: np.ndarray  # (d_model, d_hidden)
    b1: np.ndarray  # (d_hidden,)
    W2: np.ndarray  # (d_hidden, d_model)
    b2: np.ndarray  # (d_model,)


class FFNStages(NamedTuple):
    a: np.ndarray  # (positions, d_hidden)  pre-activation  u W1 + b1
    h: np.ndarray  # (positions, d_hidden)  ReLU(a)
    f: np.ndarray  # (positions, d_model)   h W2 + b2


def identity(x: np.ndarray) -> np.ndarray:
    """No activation at all: what the FFN would be without ReLU."""
    return x


Then = Callable[[str, np.ndarray], np.ndarray]  # a stage as computed -> the value the computation goes on with


def unchanged(name: str, value: np.ndarray) -> np.ndarray:
    return value


def ffn_stages(
    u: np.ndarray, p: FFNParams, activation: Callable[[np.ndarray], np.ndarray] = relu, then: Then = unchanged
) -> FFNStages:
    """The position-wise FFN, keeping each stage."""
    a = then("a", linear(u, p.W1, p.b1))  # (positions, d_hidden)
    h = then("h", activation(a))  # (positions, d_hidden)
    f = then("f", linear(h, p.W2, p.b2))  # (positions, d_model)
    return FFNStages(a, h, f)


def ffn(u: np.ndarray, p: FFNParams) -> np.ndarray:
    """f = ReLU(u W1 + b1) W2 + b2, row by row."""
    return ffn_stages(u, p).f  # (positions, d_model)


def ffn_jacobian(u: np.ndarray, p: FFNParams) -> np.ndarray:
    """∂FFN(u)/∂u for one row u: W2ᵀ diag(ReLU'(a)) W1ᵀ (ReLU' taken as 0 at a = 0)."""
    a = linear(u[None, :], p.W1, p.b1)[0]  # (d_hidden,)
    return p.W2.T @ np.diag((a > 0).astype(float)) @ p.W1.T  # (d_model, d_model)


class LayerNormParams(NamedTuple):
    gamma: np.ndarray  # (d_model,)
    beta: np.ndarray  # (d_model,)
    eps: float = DEFAULT_LAYER_NORM_EPS


class LayerNormStats(NamedTuple):
    mean: np.ndarray  # (positions, 1)
    var: np.ndarray  # (positions, 1)  biased variance, as LayerNorm uses
    std: np.ndarray  # (positions, 1)  sqrt(var + eps)
    x_hat: np.ndarray  # (positions, d_model)  (s - mean) / std, before gamma and beta


def layer_norm_stats(s: np.ndarray, eps: float, then: Then = unchanged) -> LayerNormStats:
    """Per-row mean and (biased) variance of s, and s normalised with them."""
    mean = then("mean", s.mean(axis=-1, keepdims=True))  # (positions, 1)
    var = then("var", ((s - mean) ** 2).mean(axis=-1, keepdims=True))  # (positions, 1)
    std = then("std", np.sqrt(var + eps))  # (positions, 1)
    return LayerNormStats(mean, var, std, (s - mean) / std)


def scale_shift(x_hat: np.ndarray, p: LayerNormParams) -> np.ndarray:
    """LayerNorm's learned affine step: gamma * x_hat + beta."""
    return p.gamma * x_hat + p.beta  # (positions, d_model)


def layer_norm(s: np.ndarray, p: LayerNormParams) -> np.ndarray:
    """gamma * (s - mean) / sqrt(var + eps) + beta, row by row."""
    return scale_shift(layer_norm_stats(s, p.eps).x_hat, p)  # (positions, d_model)


def layer_norm_jacobian(s: np.ndarray, p: LayerNormParams) -> np.ndarray:
    """∂LayerNorm(s)/∂s for one row s: (gamma / std) (I - 11ᵀ/d - x̂ x̂ᵀ/d)."""
    d = s.shape[-1]
    stats = layer_norm_stats(s[None, :], p.eps)
    x_hat, std = stats.x_hat[0], float(stats.std[0, 0])  # (d,), scalar
    centre_and_scale = np.eye(d) - np.ones((d, d)) / d - np.outer(x_hat, x_hat) / d  # (d, d)
    return (p.gamma[:, None] / std) * centre_and_scale  # (d, d)


class FFNSublayer(NamedTuple):
    """Every named stage of  z = LayerNorm(u + FFN(u))."""

    u: np.ndarray  # (positions, d_model)  input: the first Add & Norm's output
    a: np.ndarray  # (positions, d_hidden)
    h: np.ndarray  # (positions, d_hidden)
    f: np.ndarray  # (positions, d_model)
    s: np.ndarray  # (positions, d_model)  u + f
    norm: LayerNormStats
    z: np.ndarray  # (positions, d_model)  block output


# (name, value, the stages before it) -> value to go on with
Stage = Callable[[str, np.ndarray, dict[str, Any]], np.ndarray]


def ffn_sublayer(
    u: np.ndarray,
    ffn_p: FFNParams,
    ln_p: LayerNormParams,
    activation: Callable[[np.ndarray], np.ndarray] = relu,
    stage: Stage | None = None,
) -> FFNSublayer:
    """Post-norm FFN sublayer: z = LayerNorm(u + FFN(u)), keeping every stage.

    `stage`, when given, sees each stage as it is computed (a, h, f, s, mean, var, std, z) with the stages
    before it, and returns the value the computation goes on with: a learner's own number in place of the
    right one, or a wrong method's (the variance over n − 1). The formulas are written here once.
    """
    done: dict[str, Any] = {"u": u}

    def then(name: str, value: np.ndarray) -> np.ndarray:
        done[name] = value if stage is None else stage(name, value, done)
        return done[name]

    stages = ffn_stages(u, ffn_p, activation, then)
    s = then("s", u + stages.f)  # second residual                    (positions, d_model)
    norm = layer_norm_stats(s, ln_p.eps, then)
    z = then("z", scale_shift(norm.x_hat, ln_p))  # (positions, d_model)
    return FFNSublayer(u, stages.a, stages.h, stages.f, s, norm, z)


def numeric_jacobian(fn: Callable[[np.ndarray], np.ndarray], x: np.ndarray, step: float = DIFF_STEP) -> np.ndarray:
    """Central differences of a function from a row to a row."""
    columns = []
    for j in range(x.shape[-1]):
        dx = np.zeros_like(x)
        dx[j] = step
        columns.append((fn(x + dx) - fn(x - dx)) / (2 * step))
    return np.stack(columns, axis=-1)  # (d_out, d_in)
