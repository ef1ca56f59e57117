"""The demonstration's tables on screen: each printed stage follows from the printed stage before it, to 6 decimals.

A learner who recomputes a row of b3 from the rows above it (f1 from u1, attn from the head outputs, u from
x + attn with LayerNorm's mean and std written down) must get the printed digits: f1 was once printed 0.522587
beside u1 = 1.045175 (0.5 × 1.045175 = 0.5225875), from an unrounded u1.
"""

from __future__ import annotations

import numpy as np

from r45cli import nn
from r45cli.numfmt import rounded
from r45cli.worked import as_shown


def test_each_printed_stage_follows_from_the_printed_one_before(worked) -> None:
    demo, p = worked.demo, worked.demo_params
    heads = p.attention.heads
    for k, head in enumerate(heads):
        v = nn.linear(demo.x, head.Wv, head.bv)
        np.testing.assert_array_equal(demo.head_outputs[k], rounded(demo.weights[k] @ v))
    concat = np.concatenate(list(demo.head_outputs), axis=-1)
    np.testing.assert_array_equal(demo.attention, rounded(concat @ p.attention.Wo + p.attention.bo))
    s = demo.x + demo.attention  # the first LayerNorm as the learner works it: mean, var and std written down
    mean = rounded(s.mean(axis=-1, keepdims=True))
    std = rounded(np.sqrt(rounded(((s - mean) ** 2).mean(axis=-1, keepdims=True)) + p.ln1.eps))
    np.testing.assert_array_equal(demo.u, rounded(p.ln1.gamma * (s - mean) / std + p.ln1.beta))
    after = nn.ffn_sublayer(demo.u, p.ffn, p.ln2, stage=as_shown)
    for name in ("a", "h", "f", "s", "z"):
        np.testing.assert_array_equal(getattr(demo, name), getattr(after, name))
    assert (demo.u[0, 0], demo.f[0, 0]) == (1.045174, 0.522587)  # f1 = 0.5 × the printed u1, to 6 decimals


def test_verify_and_json_keep_every_digit(lesson) -> None:
    from r45cli import encoder
    from r45cli.worked import compute

    exact = compute(lesson, exact=True)
    assert np.array_equal(exact.demo.z, encoder.encoder_layer(exact.demo.x, exact.demo_params).z)
    assert not np.array_equal(exact.demo.z, compute(lesson).demo.z)
