"""A whole Transformer encoder layer in numpy, returning every intermediate.

Post-norm, as in Vaswani et al. 2017 (§3.1–3.3) and PyTorch's
`TransformerEncoderLayer(norm_first=False, activation="relu")` with dropout off:

    u = LayerNorm1(x + MultiHead(x))          first Add & Norm
    z = LayerNorm2(u + FFN(u))                second Add & Norm (nn.ffn_sublayer)

    MultiHead(x) = concat(head_1, ..., head_H) W_O + b_O
    head_k       = softmax(Q_k K_kᵀ / sqrt(d_head) + mask) V_k,
                   Q_k = x Wq_k + bq_k,  K_k = x Wk_k + bk_k,  V_k = x Wv_k + bv_k

Rows are positions everywhere. The FFN and LayerNorm are the very functions
the lesson's six states use (`nn`), not copies. Also here: the pre-norm
arrangement of the same weights, and W_O set to zero for the lab.

Example (a notebook):

    >>> from r45cli import load_lesson, demo_params, encoder_layer
    >>> lesson = load_lesson()
    >>> params, x = demo_params(lesson)
    >>> out = encoder_layer(x, params)
    >>> out.weights.shape          # (heads, positions, positions)
    (2, 3, 3)
"""

from collections.abc import Callable
from typing import NamedTuple

import numpy as np

from . import nn


class Head(NamedTuple):
    """One attention head's projections."""

    Wq: np.ndarray  # (d_model, d_head)
    bq: np.ndarray  # (d_head,)
    Wk: np.ndarray  # (d_model, d_head)
    bk: np.ndarray  # (d_head,)
    Wv: np.ndarray  # (d_model, d_head)
    bv: np.ndarray  # (d_head,)


class AttentionParams(NamedTuple):
    heads: tuple[Head, ...]
    Wo: np.ndarray  # (heads * d_head, d_model)
    bo: np.ndarray  # (d_model,)


class EncoderParams(NamedTuple):
    attention: AttentionParams
    ln1: nn.LayerNormParams
    ffn: nn.FFNParams
    ln2: nn.LayerNormParams


class EncoderTrace(NamedTuple):
    """Every named intermediate of one encoder layer on a sequence x."""

    x: np.ndarray  # (positions, d_model)
    mask: np.ndarray  # (positions, positions)  True where row i may read column j
    scores: np.ndarray  # (heads, positions, positions)  Q Kᵀ / sqrt(d_head), masked
    weights: np.ndarray  # (heads, positions, positions)  softmax of scores, rows sum to 1
    head_outputs: np.ndarray  # (heads, positions, d_head)
    concat: np.ndarray  # (positions, heads * d_head)
    attention: np.ndarray  # (positions, d_model)  concat W_O + b_O
    u: np.ndarray  # (positions, d_model)  LayerNorm1(x + attention)
    a: np.ndarray  # (positions, d_hidden)
    h: np.ndarray  # (positions, d_hidden)
    f: np.ndarray  # (positions, d_model)
    s: np.ndarray  # (positions, d_model)  u + f
    z: np.ndarray  # (positions, d_model)  layer output


def full_mask(n: int) -> np.ndarray:
    """Every position may read every position."""
    return np.ones((n, n), dtype=bool)  # (positions, positions)


def causal_mask(n: int) -> np.ndarray:
    """Position i may read positions 0..i only."""
    return np.tril(np.ones((n, n), dtype=bool))  # (positions, positions)


def own_position_mask(n: int) -> np.ndarray:
    """What a position-wise sublayer (the FFN) lets row i read: position i alone."""
    return np.eye(n, dtype=bool)  # (positions, positions)


def mask_for(n: int, causal: bool) -> np.ndarray:
    return causal_mask(n) if causal else full_mask(n)


def softmax(scores: np.ndarray) -> np.ndarray:
    """Softmax over the last axis; entries of -inf get weight exactly 0."""
    shifted = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(shifted)
    return e / e.sum(axis=-1, keepdims=True)


def whole(value: np.ndarray) -> np.ndarray:
    """Every digit kept: the layer as the model computes it."""
    return value


def attention_head(x: np.ndarray, head: Head, mask: np.ndarray,
                   shown: Callable[[np.ndarray], np.ndarray] = whole) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Scaled dot-product attention of one head: (scores, weights, output); `shown` is what a printed stage
    becomes before the next is computed from it."""
    q = nn.linear(x, head.Wq, head.bq)  # (positions, d_head)
    k = nn.linear(x, head.Wk, head.bk)  # (positions, d_head)
    v = nn.linear(x, head.Wv, head.bv)  # (positions, d_head)
    scores = q @ k.T / np.sqrt(q.shape[-1])  # (positions, positions)
    scores = np.where(mask, scores, -np.inf)  # a masked pair gets no weight
    weights = shown(softmax(scores))  # (positions, positions)
    return scores, weights, shown(weights @ v)  # output: (positions, d_head)


class AttentionTrace(NamedTuple):
    scores: np.ndarray  # (heads, positions, positions)
    weights: np.ndarray  # (heads, positions, positions)
    head_outputs: np.ndarray  # (heads, positions, d_head)
    concat: np.ndarray  # (positions, heads * d_head)
    out: np.ndarray  # (positions, d_model)


def multi_head_attention(x: np.ndarray, p: AttentionParams, mask: np.ndarray,
                         shown: Callable[[np.ndarray], np.ndarray] = whole) -> AttentionTrace:
    per_head = [attention_head(x, head, mask, shown) for head in p.heads]
    scores, weights, outputs = (np.stack(parts) for parts in zip(*per_head))
    concat = np.concatenate(list(outputs), axis=-1)  # (positions, heads * d_head)
    out = shown(nn.linear(concat, p.Wo, p.bo))  # (positions, d_model)
    return AttentionTrace(scores, weights, outputs, concat, out)


def encoder_layer(x: np.ndarray, p: EncoderParams, *, causal: bool = False,
                  shown: Callable[[np.ndarray], np.ndarray] = whole,
                  activation: Callable[[np.ndarray], np.ndarray] = nn.relu) -> EncoderTrace:
    """Post-norm encoder layer on x (positions × d_model), keeping every stage; with `shown` (6 decimals), each
    printed stage is computed from the one before as printed, as a learner recomputes it. `activation` is the FFN's
    (nn.identity in a what-if without ReLU)."""
    mask = mask_for(len(x), causal)
    attn = multi_head_attention(x, p.attention, mask, shown)

    def printed(name: str, value: np.ndarray, *done: object) -> np.ndarray:  # each stage of either LayerNorm, the FFN
        return shown(value)

    stats = nn.layer_norm_stats(x + attn.out, p.ln1.eps, printed)  # mean, var, std
    u = shown(nn.scale_shift(stats.x_hat, p.ln1))  # first residual + Add & Norm   (positions, d_model)
    second = nn.ffn_sublayer(u, p.ffn, p.ln2, activation, stage=printed)  # FFN, second residual, LayerNorm
    return EncoderTrace(
        x=x,
        mask=mask,
        scores=attn.scores,
        weights=attn.weights,
        head_outputs=attn.head_outputs,
        concat=attn.concat,
        attention=attn.out,
        u=u,
        a=second.a,
        h=second.h,
        f=second.f,
        s=second.s,
        z=second.z,
    )


class PreNormTrace(NamedTuple):
    x: np.ndarray  # (positions, d_model)
    attention: np.ndarray  # (positions, d_model)  MultiHead(LayerNorm1(x))
    y: np.ndarray  # (positions, d_model)  x + attention
    f: np.ndarray  # (positions, d_model)  FFN(LayerNorm2(y))
    z: np.ndarray  # (positions, d_model)  y + f: no LayerNorm on the way out


def pre_norm_encoder_layer(x: np.ndarray, p: EncoderParams, *, causal: bool = False) -> PreNormTrace:
    """The same weights arranged pre-norm (as in GPT-2): x + F(LayerNorm(x)) for each sublayer."""
    mask = mask_for(len(x), causal)
    attention = multi_head_attention(nn.layer_norm(x, p.ln1), p.attention, mask).out
    y = x + attention  # residual stream             (positions, d_model)
    f = nn.ffn(nn.layer_norm(y, p.ln2), p.ffn)  # (positions, d_model)
    return PreNormTrace(x, attention, y, f, y + f)


def without_biases(p: AttentionParams) -> AttentionParams:
    """Every bias of attention at zero: an affine map would then be linear, so any gap left is attention's own."""
    heads = tuple(h._replace(bq=0 * h.bq, bk=0 * h.bk, bv=0 * h.bv) for h in p.heads)
    return p._replace(heads=heads, bo=0 * p.bo)


class Linearity(NamedTuple):
    """Attention (biases at zero) on x, on another sequence y, and on x + y and 2x: where a linear map would agree."""

    x: np.ndarray  # (positions, d_model)
    y: np.ndarray  # (positions, d_model)  another sequence of the same shape, unlike x
    of_sum: np.ndarray  # (positions, d_model)  attn(x + y)
    sum_of: np.ndarray  # (positions, d_model)  attn(x) + attn(y)
    of_double: np.ndarray  # (positions, d_model)  attn(2x)
    double_of: np.ndarray  # (positions, d_model)  2 · attn(x)
    weights: np.ndarray  # (heads, positions, positions)  softmax weights on x
    weights_double: np.ndarray  # (heads, positions, positions)  softmax weights on 2x

    @property
    def sum_gaps(self) -> np.ndarray:  # (positions, d_model)
        """attn(x + y) − (attn(x) + attn(y)), entry by entry."""
        return self.of_sum - self.sum_of

    @property
    def double_gaps(self) -> np.ndarray:  # (positions, d_model)
        """attn(2x) − 2·attn(x), entry by entry."""
        return self.of_double - self.double_of

    @property
    def additivity_gap(self) -> float:
        """max |attn(x + y) − attn(x) − attn(y)|: zero for every linear map."""
        return float(np.abs(self.sum_gaps).max())

    @property
    def homogeneity_gap(self) -> float:
        """max |attn(2x) − 2·attn(x)|: zero for every linear map."""
        return float(np.abs(self.double_gaps).max())


def linearity(x: np.ndarray, p: AttentionParams) -> Linearity:
    """Multi-head attention with every bias at zero, tried as a linear map would have to behave."""
    p0, mask = without_biases(p), full_mask(len(x))
    y = np.roll(x, 1, axis=0)[:, ::-1]  # the rows moved down one and each reversed: unlike x, same shape
    on = lambda seq: multi_head_attention(seq, p0, mask)  # noqa: E731
    at_x, at_y, at_sum, at_double = on(x), on(y), on(x + y), on(2 * x)
    return Linearity(x, y, at_sum.out, at_x.out + at_y.out, at_double.out, 2 * at_x.out, at_x.weights,
                     at_double.weights)


def without_output_projection(p: EncoderParams) -> EncoderParams:
    """W_O = 0 and b_O = 0: attention then adds nothing to the residual stream."""
    a = p.attention
    return p._replace(attention=a._replace(Wo=np.zeros_like(a.Wo), bo=np.zeros_like(a.bo)))
