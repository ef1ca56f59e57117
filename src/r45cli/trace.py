"""The lesson's example run through the math, as a trace of named stages.

`run(lesson)` turns the example's plain numbers into arrays, runs the FFN
sublayer once and gathers every fact a view needs (which channels ReLU
zeroed, how each channel is built from the previous layer, the LayerNorm
statistics), so that rendering only has to lay out what it is given.
"""

from functools import cached_property
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from . import nn
from .lesson import Demo, Example, Lesson

if TYPE_CHECKING:
    from . import encoder

# Weights closer to zero than this are treated as absent in a composition.
WEIGHT_TOLERANCE = 1e-12


class Term(NamedTuple):
    """coef · input[index] in a channel's weighted sum (index is 0-based)."""

    index: int
    coef: float


class Channel(NamedTuple):
    """One output channel as a weighted sum of the previous layer, plus a bias."""

    terms: tuple[Term, ...]
    bias: float


def compositions(W: np.ndarray, b: np.ndarray) -> tuple[Channel, ...]:
    """For each column j of W: the nonzero W[i, j] that make up x W + b."""
    return tuple(
        Channel(
            tuple(Term(i, float(W[i, j])) for i in range(W.shape[0]) if abs(W[i, j]) > WEIGHT_TOLERANCE),
            float(b[j]),
        )
        for j in range(W.shape[1])
    )


def negated_pairs(W: np.ndarray, b: np.ndarray) -> tuple[tuple[int, int], ...]:
    """Pairs (i, j), i < j, of output channels with x W_j + b_j = -(x W_i + b_i) for every x."""
    Wb = np.vstack([W, b])  # (d_in + 1, d_out)
    return tuple(
        (i, j)
        for i in range(Wb.shape[1])
        for j in range(i + 1, Wb.shape[1])
        if np.any(Wb[:, i]) and np.allclose(Wb[:, j], -Wb[:, i], rtol=0, atol=WEIGHT_TOLERANCE)
    )


def negative_indices(row: np.ndarray) -> tuple[int, ...]:
    """0-based indices of the components below 0: the channels ReLU zeroes, when `row` is a."""
    return tuple(int(j) for j in np.flatnonzero(row < 0))


def ffn_params(example: Example) -> nn.FFNParams:
    return nn.FFNParams(
        W1=np.array(example.W1, dtype=float),
        b1=np.array(example.b1, dtype=float),
        W2=np.array(example.W2, dtype=float),
        b2=np.array(example.b2, dtype=float),
    )


def layer_norm_params(example: Example) -> nn.LayerNormParams:
    return nn.LayerNormParams(
        gamma=np.array(example.gamma, dtype=float),
        beta=np.array(example.beta, dtype=float),
        eps=example.eps,
    )


def demo_params(lesson: Lesson) -> "tuple[encoder.EncoderParams, np.ndarray]":
    """The demo sequence's encoder weights (its attention, the example's FFN and LayerNorm) and x."""
    from . import encoder

    demo: Demo = lesson.demo
    heads = tuple(
        encoder.Head(*(np.array(getattr(h, name), dtype=float) for name in ("Wq", "bq", "Wk", "bk", "Wv", "bv")))
        for h in demo.heads
    )
    attention = encoder.AttentionParams(heads, np.array(demo.W_O, dtype=float), np.array(demo.b_O, dtype=float))
    ln = layer_norm_params(lesson.example)
    params = encoder.EncoderParams(attention=attention, ln1=ln, ffn=ffn_params(lesson.example), ln2=ln)
    return params, np.array(demo.x, dtype=float)  # x: (positions, d_model)


class Trace:
    """Every stage of the lesson's example, for one position, and the demo sequence when asked for.

    The demo (a whole encoder layer) is run on first use: most views never
    need it, and the states that do are the ones that show it.
    """

    def __init__(
        self,
        lesson: Lesson,
        ffn: nn.FFNParams,
        ln: nn.LayerNormParams,
        run: nn.FFNSublayer,
        a_channels: tuple[Channel, ...],
        f_channels: tuple[Channel, ...],
        negated: tuple[tuple[int, int], ...],
        zeroed: tuple[int, ...],
        negative_inputs: tuple[int, ...],
    ):
        self.lesson = lesson
        self.ffn = ffn
        self.ln = ln
        self.run = run  # arrays with one row: the example's single position
        self.a_channels = a_channels  # a_j in terms of u
        self.f_channels = f_channels  # f_j in terms of h
        self.negated = negated  # hidden channels that are exact negatives
        self.zeroed = zeroed  # hidden channels ReLU set to 0 (their a was negative)
        self.negative_inputs = negative_inputs  # components of u below 0

    @cached_property
    def _demo(self) -> "tuple[encoder.EncoderParams, encoder.EncoderTrace]":
        from . import encoder

        params, x = demo_params(self.lesson)
        return params, encoder.encoder_layer(x, params)

    @property
    def demo_params(self) -> "encoder.EncoderParams":
        return self._demo[0]

    @property
    def demo(self) -> "encoder.EncoderTrace":
        """The demonstration sequence through the whole layer."""
        return self._demo[1]

    def vector(self, name: str) -> np.ndarray:
        """Stage `name` (u, a, h, f, s, z) of the example's position."""
        return getattr(self.run, name)[0]  # (d,)

    def matrix(self, name: str) -> np.ndarray:
        """W1 or W2 of the example, or the demo's W_O."""
        return self.demo_params.attention.Wo if name == "W_O" else getattr(self.ffn, name)

    def sequence(self, name: str) -> np.ndarray:
        """Stage `name` of the demo sequence, one row a position."""
        return getattr(self.demo, name)  # (positions, width)

    @property
    def mean(self) -> float:
        return float(self.run.norm.mean[0, 0])

    @property
    def var(self) -> float:
        return float(self.run.norm.var[0, 0])

    @property
    def std(self) -> float:
        return float(self.run.norm.std[0, 0])

    @property
    def zero_biases(self) -> bool:
        return not (np.any(self.ffn.b1) or np.any(self.ffn.b2))


def run(lesson: Lesson) -> Trace:
    ex = lesson.example
    ffn_p, ln_p = ffn_params(ex), layer_norm_params(ex)
    u = np.array([ex.u], dtype=float)  # (1, d_model): the example has one position
    out = nn.ffn_sublayer(u, ffn_p, ln_p)
    return Trace(
        lesson=lesson,
        ffn=ffn_p,
        ln=ln_p,
        run=out,
        a_channels=compositions(ffn_p.W1, ffn_p.b1),
        f_channels=compositions(ffn_p.W2, ffn_p.b2),
        negated=negated_pairs(ffn_p.W1, ffn_p.b1),
        zeroed=negative_indices(out.a[0]),
        negative_inputs=negative_indices(out.u[0]),
    )
