"""The numpy encoder layer against an independent plain-loop implementation, and its Jacobians."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from r45cli import encoder, nn
from r45cli.worked import demo_params

AGREE = 1e-9


# --------------------------------------------------------------------------- plain loops, no numpy


def loop_layer_norm(row, gamma, beta, eps):
    d = len(row)
    mean = sum(row) / d
    var = sum((r - mean) ** 2 for r in row) / d
    return [gamma[k] * (row[k] - mean) / math.sqrt(var + eps) + beta[k] for k in range(d)]


def loop_affine(row, W, b):
    return [sum(row[i] * W[i][k] for i in range(len(row))) + b[k] for k in range(len(b))]


def loop_encoder(x, p, causal=False, pre_norm=False):
    """Vaswani et al. §3.1–3.3, one number at a time."""
    x = x.tolist()
    n = len(x)
    ln1 = (p.ln1.gamma.tolist(), p.ln1.beta.tolist(), p.ln1.eps)
    ln2 = (p.ln2.gamma.tolist(), p.ln2.beta.tolist(), p.ln2.eps)
    attn_in = [loop_layer_norm(r, *ln1) for r in x] if pre_norm else x
    outputs = []
    weights = []
    for head in p.attention.heads:
        Wq, bq, Wk, bk, Wv, bv = (a.tolist() for a in (head.Wq, head.bq, head.Wk, head.bk, head.Wv, head.bv))
        q = [loop_affine(r, Wq, bq) for r in attn_in]
        k = [loop_affine(r, Wk, bk) for r in attn_in]
        v = [loop_affine(r, Wv, bv) for r in attn_in]
        d_head = len(bq)
        out, w_rows = [], []
        for i in range(n):
            allowed = [j for j in range(n) if not causal or j <= i]
            score = {j: sum(q[i][t] * k[j][t] for t in range(d_head)) / math.sqrt(d_head) for j in allowed}
            top = max(score.values())
            e = {j: math.exp(score[j] - top) for j in allowed}
            total = sum(e.values())
            w_rows.append([e.get(j, 0.0) / total for j in range(n)])
            out.append([sum(e[j] / total * v[j][t] for j in allowed) for t in range(d_head)])
        outputs.append(out)
        weights.append(w_rows)
    concat = [sum((outputs[h][i] for h in range(len(outputs))), []) for i in range(n)]
    attention = [loop_affine(r, p.attention.Wo.tolist(), p.attention.bo.tolist()) for r in concat]
    W1, b1, W2, b2 = (a.tolist() for a in (p.ffn.W1, p.ffn.b1, p.ffn.W2, p.ffn.b2))

    def ffn(row):
        return loop_affine([max(0.0, a) for a in loop_affine(row, W1, b1)], W2, b2)

    if pre_norm:
        y = [[x[i][c] + attention[i][c] for c in range(len(x[i]))] for i in range(n)]
        f = [ffn(loop_layer_norm(r, *ln2)) for r in y]
        z = [[y[i][c] + f[i][c] for c in range(len(y[i]))] for i in range(n)]
        return {"weights": weights, "attention": attention, "z": z}
    u = [loop_layer_norm([x[i][c] + attention[i][c] for c in range(len(x[i]))], *ln1) for i in range(n)]
    f = [ffn(r) for r in u]
    z = [loop_layer_norm([u[i][c] + f[i][c] for c in range(len(u[i]))], *ln2) for i in range(n)]
    return {"weights": weights, "concat": concat, "attention": attention, "u": u, "f": f, "z": z}


# --------------------------------------------------------------------------- random layers


def random_layer(seed: int, n: int, d_model: int, heads: int, d_head: int, d_hidden: int):
    rng = np.random.default_rng(seed)
    g = lambda *shape: rng.standard_normal(shape)  # noqa: E731
    hs = tuple(encoder.Head(g(d_model, d_head), g(d_head), g(d_model, d_head), g(d_head), g(d_model, d_head), g(d_head))
               for _ in range(heads))
    ln = lambda: nn.LayerNormParams(1 + 0.1 * g(d_model), 0.1 * g(d_model), 1e-5)  # noqa: E731
    p = encoder.EncoderParams(
        encoder.AttentionParams(hs, g(heads * d_head, d_model), g(d_model)),
        ln(),
        nn.FFNParams(g(d_model, d_hidden), g(d_hidden), g(d_hidden, d_model), g(d_model)),
        ln(),
    )
    return p, g(n, d_model)


layers = st.builds(
    random_layer,
    seed=st.integers(0, 2**32 - 1),
    n=st.integers(1, 4),
    d_model=st.sampled_from([2, 4, 6]),
    heads=st.integers(1, 3),
    d_head=st.integers(1, 3),
    d_hidden=st.integers(1, 6),
)


def test_demo_matches_plain_loops(lesson) -> None:
    p, x = demo_params(lesson)
    out = encoder.encoder_layer(x, p)
    ref = loop_encoder(x, p)
    for name in ("weights", "concat", "attention", "u", "f", "z"):
        np.testing.assert_allclose(getattr(out, name), ref[name], rtol=0, atol=AGREE, err_msg=name)


@settings(max_examples=60, deadline=None)
@given(layers, st.booleans())
def test_layer_matches_plain_loops(layer, causal) -> None:
    p, x = layer
    out = encoder.encoder_layer(x, p, causal=causal)
    ref = loop_encoder(x, p, causal=causal)
    for name in ("weights", "attention", "u", "z"):
        np.testing.assert_allclose(getattr(out, name), ref[name], rtol=0, atol=AGREE, err_msg=name)


@settings(max_examples=40, deadline=None)
@given(layers)
def test_pre_norm_matches_plain_loops(layer) -> None:
    p, x = layer
    np.testing.assert_allclose(encoder.pre_norm_encoder_layer(x, p).z, loop_encoder(x, p, pre_norm=True)["z"],
                               rtol=0, atol=AGREE)


@settings(max_examples=40, deadline=None)
@given(layers, st.randoms(use_true_random=False))
def test_permutation_equivariant_without_mask(layer, rnd) -> None:
    p, x = layer
    perm = list(range(len(x)))
    rnd.shuffle(perm)
    np.testing.assert_allclose(encoder.encoder_layer(x[perm], p).z, encoder.encoder_layer(x, p).z[perm],
                               rtol=0, atol=1e-10)


@settings(max_examples=40, deadline=None)
@given(layers)
def test_softmax_rows_and_causal_zeros(layer) -> None:
    p, x = layer
    out = encoder.encoder_layer(x, p, causal=True)
    np.testing.assert_allclose(out.weights.sum(axis=-1), 1.0, rtol=0, atol=1e-12)
    later = ~encoder.causal_mask(len(x))
    assert (out.weights[:, later] == 0).all()


def test_attention_is_not_linear(lesson) -> None:
    p, x = demo_params(lesson)
    mask = encoder.full_mask(len(x))
    one = encoder.multi_head_attention(x, p.attention, mask).out
    two = encoder.multi_head_attention(2 * x, p.attention, mask).out
    assert np.abs(two - 2 * one).max() > 0.1


def test_shapes(lesson) -> None:
    p, x = demo_params(lesson)
    out = encoder.encoder_layer(x, p)
    n, d = x.shape
    H, dh = len(p.attention.heads), p.attention.heads[0].Wq.shape[1]
    assert out.scores.shape == out.weights.shape == (H, n, n)
    assert out.head_outputs.shape == (H, n, dh) and out.concat.shape == (n, H * dh)
    assert out.u.shape == out.z.shape == (n, d)


def test_uses_the_lessons_ffn_functions(worked, monkeypatch) -> None:
    """The layer's second half is nn.ffn_sublayer itself, called once on the layer's u: a spy, not a recomputation."""
    calls = []
    real = nn.ffn_sublayer

    def spy(u, *args, **kwargs):
        calls.append(u.copy())
        return real(u, *args, **kwargs)

    monkeypatch.setattr(nn, "ffn_sublayer", spy)
    params, x = demo_params(worked.lesson)
    out = encoder.encoder_layer(x, params)
    assert len(calls) == 1 and calls[0].tolist() == out.u.tolist()


# --------------------------------------------------------------------------- Jacobians


@settings(max_examples=40, deadline=None)
@given(layers)
def test_layer_norm_jacobian(layer) -> None:
    p, x = layer
    row = x[0]
    numeric = nn.numeric_jacobian(lambda r: nn.layer_norm(r[None, :], p.ln1)[0], row, 1e-6)
    np.testing.assert_allclose(nn.layer_norm_jacobian(row, p.ln1), numeric,
                               rtol=0, atol=1e-5 * max(1, np.abs(numeric).max()))


def test_ffn_jacobian(worked) -> None:
    u = worked.vector("u")
    numeric = nn.numeric_jacobian(lambda r: nn.ffn(r[None, :], worked.ffn)[0], u, 1e-7)
    np.testing.assert_allclose(nn.ffn_jacobian(u, worked.ffn), numeric, rtol=0, atol=1e-7)


def test_against_pytorch(lesson) -> None:
    """The standard definition: torch.nn.TransformerEncoderLayer, post-norm, ReLU, dropout off."""
    torch = pytest.importorskip("torch")
    p, x = demo_params(lesson)
    d, H = x.shape[1], len(p.attention.heads)
    layer = torch.nn.TransformerEncoderLayer(d, H, dim_feedforward=p.ffn.W1.shape[1], dropout=0.0, activation="relu",
                                             batch_first=True, norm_first=False, layer_norm_eps=p.ln1.eps,
                                             dtype=torch.float64)
    with torch.no_grad():
        T = lambda a: torch.tensor(a, dtype=torch.float64)  # noqa: E731
        heads = p.attention.heads
        # PyTorch stores y = x Aᵀ + b; heads are consecutive blocks of the projection's outputs.
        layer.self_attn.in_proj_weight.copy_(
            T(np.vstack([np.hstack([getattr(h, W) for h in heads]).T for W in ("Wq", "Wk", "Wv")])))
        layer.self_attn.in_proj_bias.copy_(
            T(np.concatenate([np.concatenate([getattr(h, b) for h in heads]) for b in ("bq", "bk", "bv")])))
        layer.self_attn.out_proj.weight.copy_(T(p.attention.Wo.T))
        layer.self_attn.out_proj.bias.copy_(T(p.attention.bo))
        layer.linear1.weight.copy_(T(p.ffn.W1.T))
        layer.linear1.bias.copy_(T(p.ffn.b1))
        layer.linear2.weight.copy_(T(p.ffn.W2.T))
        layer.linear2.bias.copy_(T(p.ffn.b2))
        for norm, ln in ((layer.norm1, p.ln1), (layer.norm2, p.ln2)):
            norm.weight.copy_(T(ln.gamma))
            norm.bias.copy_(T(ln.beta))
        layer.eval()
        z = layer(T(x)[None])[0].numpy()
    np.testing.assert_allclose(encoder.encoder_layer(x, p).z, z, rtol=0, atol=1e-6)
    for causal in (False, True):  # and with a causal mask
        mask = torch.nn.Transformer.generate_square_subsequent_mask(len(x), dtype=torch.float64) if causal else None
        with torch.no_grad():
            zc = layer(T(x)[None], src_mask=mask)[0].numpy()
        np.testing.assert_allclose(encoder.encoder_layer(x, p, causal=causal).z, zc, rtol=0, atol=1e-6)


def test_the_demonstration_is_worked_as_its_inputs_note_says(worked) -> None:
    """The note under b3's inputs had said every step was rounded to 6 decimals before the next: a learner who
    rounded the scores QKᵀ/√d_head found 11 printed digits off by 0.000001. The scores keep every digit; the
    weights printed are theirs, from the x printed."""
    from r45cli.numfmt import fixed, rounded

    x, params, printed = worked.demo.x, worked.demo_params.attention, worked.demo.weights
    kept, cut = [], []
    for head in params.heads:
        q, k = x @ head.Wq + head.bq, x @ head.Wk + head.bk  # (positions, d_head)
        scores = q @ k.T / math.sqrt(q.shape[-1])
        kept.append(encoder.softmax(scores))
        cut.append(encoder.softmax(np.array(rounded(scores), dtype=float)))
    same = [fixed(a) == fixed(b) for h in range(len(kept)) for a, b in zip(np.ravel(kept[h]), np.ravel(printed[h]))]
    off = [fixed(a) == fixed(b) for h in range(len(cut)) for a, b in zip(np.ravel(cut[h]), np.ravel(printed[h]))]
    assert all(same) and not all(off)  # the second: the note's words matter on these numbers
    from r45cli.messages import M

    assert "the scores QKᵀ/√d_head keep every digit" in M.demo_inputs_rounding.en
    assert "分数 QKᵀ/√d_head，都保留全部位数" in M.demo_inputs_rounding.zh
