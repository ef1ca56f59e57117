"""The math, checked directly: shapes, the course's values, position-wise behaviour."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from r45cli import nn
from r45cli.lesson.vocabulary import PRINTED_STAGES as PRINTED_NAMES

PRINTED_TOL = 5e-7 + 1e-12  # a value printed to 6 decimals is at most half a unit off


@pytest.fixture(scope="module")
def worked(lesson):  # type: ignore[no-untyped-def]
    """The example with every digit kept: the math itself, not the chain a learner computes by hand."""
    from r45cli import worked as worked_mod

    return worked_mod.compute(lesson, exact=True)


def test_the_hand_chain_prints_the_course_values(lesson) -> None:
    """Each stage from the one before as printed (6 decimals) gives every value the course prints."""
    from r45cli import worked as worked_mod
    from r45cli.numfmt import fixed

    shown = worked_mod.compute(lesson)
    for name in PRINTED_NAMES:
        assert [fixed(x) for x in shown.vector(name)] == [fixed(x) for x in lesson.printed[name]]


def test_stage_shapes(worked) -> None:
    run = worked.sublayer
    d, dh = worked.ffn.W1.shape
    assert run.u.shape == (1, d) and run.a.shape == (1, dh) and run.h.shape == (1, dh)
    assert run.f.shape == (1, d) and run.s.shape == (1, d) and run.z.shape == (1, d)


@pytest.mark.parametrize("name", PRINTED_NAMES)
def test_matches_the_course_within_rounding(lesson, worked, name) -> None:
    np.testing.assert_allclose(worked.vector(name), lesson.printed[name], rtol=0, atol=PRINTED_TOL)


def test_relu_zeroes_only_negatives_and_never_gives_minus_zero() -> None:
    x = np.array([[-2.0, -0.0, 0.0, 3.0]])
    y = nn.relu(x)
    assert y.tolist() == [[0.0, 0.0, 0.0, 3.0]]
    assert not np.signbit(y).any()


def test_the_residual_carries_u_and_adds_f(worked) -> None:
    """With the FFN silenced (W2 = 0, b2 = 0) s is u itself; with u = 0 and a bias b2, s is that bias: each branch
    alone."""
    p = worked.ffn
    u = worked.sublayer.u
    silent = nn.ffn_sublayer(u, p._replace(W2=0 * p.W2, b2=0 * p.b2), worked.ln)
    assert silent.s.tolist() == u.tolist()
    bias = np.array([0.5, -1.0, 0.25, 2.0])
    from_bias = nn.ffn_sublayer(np.zeros_like(u), p._replace(b2=bias), worked.ln)
    assert from_bias.s[0].tolist() == bias.tolist()


def test_layer_norm_statistics(worked) -> None:
    s = worked.vector("s")
    assert worked.mean == pytest.approx(s.mean(), abs=1e-15)
    assert worked.var == pytest.approx(((s - s.mean()) ** 2).mean(), abs=1e-15)
    assert worked.std == pytest.approx(np.sqrt(worked.var + worked.ln.eps), abs=1e-15)
    x_hat = worked.sublayer.norm.x_hat[0]
    assert x_hat.mean() == pytest.approx(0.0, abs=1e-12)
    assert x_hat.var() == pytest.approx(worked.var / (worked.var + worked.ln.eps), abs=1e-12)


def test_layer_norm_applies_gamma_and_beta() -> None:
    s = np.array([[1.0, 2.0, 3.0, 6.0]])
    p = nn.LayerNormParams(gamma=np.array([2.0, 1.0, 1.0, 1.0]), beta=np.array([0.0, 0.0, 0.0, 5.0]), eps=1e-5)
    plain = nn.layer_norm(s, nn.LayerNormParams(np.ones(4), np.zeros(4), 1e-5))
    np.testing.assert_allclose(nn.layer_norm(s, p), plain * p.gamma + p.beta)


rows = arrays(np.float64, st.tuples(st.integers(1, 5), st.just(4)), elements=st.floats(-10, 10))


@settings(max_examples=60, deadline=None)
@given(rows)
def test_ffn_is_position_wise(worked, U) -> None:
    """A matrix of positions gives exactly what each row gives alone."""
    whole = nn.ffn_sublayer(U, worked.ffn, worked.ln)
    for i in range(len(U)):
        alone = nn.ffn_sublayer(U[i : i + 1], worked.ffn, worked.ln)
        np.testing.assert_allclose(whole.f[i], alone.f[0], rtol=0, atol=1e-12)
        np.testing.assert_allclose(whole.z[i], alone.z[0], rtol=0, atol=1e-12)


@settings(max_examples=40, deadline=None)
@given(rows, st.randoms(use_true_random=False))
def test_permuting_positions_permutes_outputs(worked, U, rnd) -> None:
    perm = list(range(len(U)))
    rnd.shuffle(perm)
    whole = nn.ffn_sublayer(U, worked.ffn, worked.ln)
    permuted = nn.ffn_sublayer(U[perm], worked.ffn, worked.ln)
    np.testing.assert_allclose(permuted.z, whole.z[perm], rtol=0, atol=1e-12)


def plain_ffn(u: list[float], W1, b1, W2, b2) -> list[float]:
    """f = ReLU(u W1 + b1) W2 + b2 with loops over plain floats: a reference that shares no code with nn."""
    hidden = [max(0.0, sum(u[i] * float(W1[i][j]) for i in range(len(u))) + float(b1[j])) for j in range(len(b1))]
    return [sum(hidden[j] * float(W2[j][k]) for j in range(len(hidden))) + float(b2[k]) for k in range(len(b2))]


def test_ffn_equals_a_plain_loop_reference(worked) -> None:
    p = worked.ffn
    rows = [worked.vector("u").tolist(), (-worked.vector("u")).tolist(), [0.3, -2.0, 1.5, 0.0]]
    got = nn.ffn(np.array(rows), p)
    for row, f in zip(rows, got):
        assert f.tolist() == pytest.approx(plain_ffn(row, p.W1, p.b1, p.W2, p.b2), abs=1e-15)


@settings(max_examples=60, deadline=None)
@given(arrays(float, 4, elements=st.floats(-3, 3)).map(lambda u: np.round(u, 6)))
def test_the_variance_of_z_is_that_of_the_z_shown(lesson, u) -> None:
    """A learner checked "variance of z 0.999994" on the z printed beside it and got 0.999993: it was the variance
    of z before rounding, made with the rounded std. It is the variance of the z shown, to 6 decimals."""
    from r45cli import worked as worked_mod
    from r45cli.numfmt import fixed

    shown = worked_mod.compute(lesson, u=u)
    z = [float(fixed(x)) for x in shown.vector("z")]  # the digits on screen
    assert fixed(shown.z_var) == fixed(float(np.var(z)))
