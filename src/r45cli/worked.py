"""The worked example, computed: the lesson's numbers run through the math.

`compute(lesson)` turns the example's plain numbers into arrays, runs the FFN
sublayer once and gathers every fact a view needs (which channels ReLU
zeroed, how each channel is built from the layer before it, which negative
components the residual carried to z, the LayerNorm statistics, one scale
for a state's bars), so that rendering only lays out what it is given.
Every fact is computed with whole-array numpy, so the cost grows with the
size of the weights and no faster.
"""

from collections.abc import Iterable
from functools import cached_property
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from . import nn
from .lesson.model import Example, Lesson
from .lesson.vocabulary import FFN_STAGES, STATS
from .numfmt import rounded

if TYPE_CHECKING:
    from collections.abc import Callable

    from . import encoder

# Weights closer to zero than this are treated as absent in a composition.
WEIGHT_TOLERANCE = 1e-12
NEGATION_DECIMALS = 9  # two channels are negatives of each other when equal to this many places


class Term(NamedTuple):
    """coef · input[at] in a channel's weighted sum (`at` is 0-based)."""

    at: int
    coef: float


class Channel(NamedTuple):
    """One output channel as a weighted sum of the previous layer, plus a bias."""

    terms: tuple[Term, ...]
    bias: float


class Carried(NamedTuple):
    """A negative component of u, and whether z kept its sign (the residual carried it)."""

    at: int  # 0-based
    kept: bool


def compositions(W: np.ndarray, b: np.ndarray) -> tuple[Channel, ...]:
    """For each column j of W: the nonzero W[i, j] that make up x W + b."""
    present = np.abs(W) > WEIGHT_TOLERANCE  # (d_in, d_out)
    return tuple(
        Channel(tuple(Term(int(i), float(W[i, j])) for i in np.flatnonzero(present[:, j])), float(b[j]))
        for j in range(W.shape[1])
    )


def negated_pairs(W: np.ndarray, b: np.ndarray) -> tuple[tuple[int, int], ...]:
    """Pairs (i, j), i < j, of output channels with x W_j + b_j = -(x W_i + b_i) for every x.

    Each column is looked up by value in a dictionary, so the cost is linear
    in the size of W rather than in the number of pairs of columns.
    """
    Wb = np.round(np.vstack([W, b]), NEGATION_DECIMALS) + 0.0  # (d_in + 1, d_out); + 0.0 makes -0.0 equal 0.0
    columns: dict[bytes, list[int]] = {}
    for j in range(Wb.shape[1]):
        columns.setdefault(Wb[:, j].tobytes(), []).append(j)
    pairs = set()
    for i in range(Wb.shape[1]):
        if not Wb[:, i].any():
            continue
        for j in columns.get((-Wb[:, i] + 0.0).tobytes(), ()):
            pairs.add((min(i, j), max(i, j)))
    return tuple(sorted(pairs))


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

    demo = lesson.demo
    heads = tuple(
        encoder.Head(*(np.array(getattr(h, name), dtype=float) for name in ("Wq", "bq", "Wk", "bk", "Wv", "bv")))
        for h in demo.heads
    )
    attention = encoder.AttentionParams(heads, np.array(demo.W_O, dtype=float), np.array(demo.b_O, dtype=float))
    ln = layer_norm_params(lesson.example)
    params = encoder.EncoderParams(attention=attention, ln1=ln, ffn=ffn_params(lesson.example), ln2=ln)
    return params, np.array(demo.x, dtype=float)  # x: (positions, d_model)


class WorkedExample:
    """Every stage of the lesson's example, for its one position, and the demo sequence when asked for.

    The demo (a whole encoder layer) is run on first use: most views never
    need it, and the states that do are the ones that show it.
    """

    def __init__(
        self, lesson: Lesson, ffn: nn.FFNParams, ln: nn.LayerNormParams, sublayer: nn.FFNSublayer, *,
        relu: bool = True, zero_w2: bool = False, changed_weights: tuple[str, ...] = (), exact: bool = False,
    ):
        self.lesson = lesson
        self.exact = exact  # every digit kept (verify, JSON); else each stage as shown, 6 decimals
        self.relu = relu  # False in a what-if without ReLU: h = a
        self.zero_w2 = zero_w2  # True in a what-if with W2 (and b2) set to 0: f = 0
        # the matrices a what-if replaced (W2 when switched off); the rest are the course's
        self.changed_weights = changed_weights
        self.ffn = ffn
        self.ln = ln
        self.sublayer = sublayer  # arrays with one row: the example's single position
        self.a_channels = compositions(ffn.W1, ffn.b1)  # a_j in terms of u
        self.f_channels = compositions(ffn.W2, ffn.b2)  # f_j in terms of h
        self.negated = negated_pairs(ffn.W1, ffn.b1)  # hidden channels that are exact negatives
        # hidden channels ReLU set to 0 (their a was negative)
        self.zeroed = negative_indices(sublayer.a[0]) if relu else ()
        self.negative_inputs = negative_indices(sublayer.u[0])  # components of u below 0

    @cached_property
    def _demo(self) -> "tuple[encoder.EncoderParams, encoder.EncoderTrace]":
        from . import encoder

        params, x = demo_params(self.lesson)
        params = params._replace(ffn=self.ffn)  # the FFN as this example has it: a what-if's W2 = 0 too
        return params, encoder.encoder_layer(x, params, shown=encoder.whole if self.exact else rounded,
                                             activation=self.activation)

    @cached_property
    def demo_whole(self) -> "encoder.EncoderTrace":
        """The demonstration sequence with every digit kept: what the lab's experiments compare their changes with."""
        from . import encoder

        return self.demo if self.exact else encoder.encoder_layer(self.demo.x, self.demo_params,
                                                                  activation=self.activation)

    @cached_property
    def twin(self) -> "WorkedExample":
        """These numbers worked the other way: every digit kept where this shows each stage to 6 decimals, each stage
        as shown where this keeps every digit. A text's z1 may be either, as a `printed:` value may (verify had failed
        a text's 1.372861, the page's, and `show` then warned of its 1.372862)."""
        return worked_through(self.lesson, self.ffn, self.ln, self.sublayer.u, relu=self.relu, exact=not self.exact,
                              zero_w2=self.zero_w2, changed=self.changed_weights)

    @property
    def activation(self) -> "Callable[[np.ndarray], np.ndarray]":
        """The FFN's activation: ReLU, or the identity in a what-if that switches ReLU off."""
        return nn.relu if self.relu else nn.identity

    @cached_property
    def linearity(self) -> "encoder.Linearity":
        """The demo sequence through attention, every bias at zero, tried as a linear map: verify and b4 share it."""
        from . import encoder

        return encoder.linearity(self.demo.x, self.demo_params.attention)

    @property
    def demo_params(self) -> "encoder.EncoderParams":
        return self._demo[0]

    @property
    def demo(self) -> "encoder.EncoderTrace":
        """The demonstration sequence through the whole layer."""
        return self._demo[1]

    def vector(self, name: str) -> np.ndarray:
        """Stage `name` (u, a, h, f, s, z) of the example's position."""
        return getattr(self.sublayer, name)[0]  # (d,)

    def matrix(self, name: str) -> np.ndarray:
        """W1 or W2 of the example, or the demo's W_O."""
        return self.demo_params.attention.Wo if name == "W_O" else getattr(self.ffn, name)

    def sequence(self, name: str) -> np.ndarray:
        """Stage `name` of the demo sequence, one row a position."""
        return getattr(self.demo, name)  # (positions, width)

    def scale(self, names: tuple[str, ...]) -> float:
        """The largest |value| among the named vectors: one scale for all of a state's bars."""
        return max((float(np.abs(self.vector(name)).max()) for name in names), default=0.0)

    @property
    def carried(self) -> tuple[Carried, ...]:
        """Each negative component of u, and whether z is still negative there."""
        z = self.vector("z")
        return tuple(Carried(j, bool(z[j] < 0)) for j in self.negative_inputs)

    def visibility(self, positions: int) -> "tuple[np.ndarray, np.ndarray]":
        """Which positions each row reads: through (unmasked) attention, and through the FFN."""
        from . import encoder

        return encoder.full_mask(positions), encoder.own_position_mask(positions)

    @property
    def mean(self) -> float:
        return float(self.sublayer.norm.mean[0, 0])

    @property
    def var(self) -> float:
        return float(self.sublayer.norm.var[0, 0])

    @property
    def std(self) -> float:
        return float(self.sublayer.norm.std[0, 0])

    @property
    def z_unrounded(self) -> np.ndarray:
        """z as LayerNorm makes it of the s shown, every digit kept: what the z shown, worked from the mean, var and
        std rounded to 6 decimals, stand for."""
        return nn.layer_norm(self.vector("s"), self.ln)  # (d,)

    @property
    def var_unrounded(self) -> float:
        """The (biased) variance of the s shown, every digit kept: what var, rounded to 6 decimals, stands for."""
        return float(np.var(self.vector("s")))

    @property
    def z_moved(self) -> tuple[int, float]:
        """The component of the z shown furthest from LayerNorm's unrounded z, and how far: a few units of the last
        decimal, unless var(s) is so small that rounding it to 6 decimals moves std (var 0.000003: 0.015649)."""
        gaps = np.abs(self.vector("z") - self.z_unrounded)  # (d,)
        j = int(np.argmax(gaps))
        return j, float(gaps[j])

    @property
    def z_mean(self) -> float:
        """The mean of z as LayerNorm makes it of the s shown, every digit kept (0 with gamma 1 and beta 0): from the
        mean rounded to 6 decimals it had read −0.000001 where that mean was 0.0752125, beside "z has mean 0"."""
        return float(self.z_unrounded.mean())

    @property
    def z_var(self) -> float:
        """The (biased) variance of z as shown, to 6 decimals: about 1 whenever var(s) is well above eps (with gamma 1
        and beta 0). Of the digits, not of z before rounding: a learner checks it on the z printed beside it (with
        the rounded std, z before rounding gave 0.999994 where the z shown give 0.999993)."""
        return float(self.vector("z").var())

    @cached_property
    def off_by_hand(self) -> tuple[str, ...]:
        """The numbers (z4, mean) whose digits shown differ from their value worked with every digit kept, then
        rounded: each stage is worked from the one before as shown, so a last digit can move (an instructor's u gave
        a mean of 0.253087 from the s shown, where numpy gives 0.25308625). None on the course's numbers."""
        return tuple(name for name, _, _ in self._off)

    def off_most(self, names: Iterable[str]) -> float:
        """The most these of `off_by_hand` differ by, as shown: a unit of the last digit, or more where a stage near 0
        keeps few digits (a variance of 7.5e-9 shown as 0.000000 moved z by 0.000022: "in the last digit" was false)."""
        wanted = set(names)
        return max((gap for name, gap, _ in self._off if name in wanted), default=0.0)

    def every_digit(self, name: str) -> float:
        """One of `off_by_hand` worked with every digit kept, then rounded: the value numpy gives, to check with."""
        return next(whole for n, _, whole in self._off if n == name)

    @cached_property
    def _off(self) -> tuple[tuple[str, float, float], ...]:
        if self.exact:
            return ()
        shown, whole = self.sublayer, nn.ffn_sublayer(self.sublayer.u, self.ffn, self.ln, self.activation)
        stages = [(name, getattr(shown, name), getattr(whole, name)) for name in FFN_STAGES[1:-1]]  # a, h, f, s
        stages += [(name, getattr(shown.norm, name), getattr(whole.norm, name)) for name in STATS]
        stages += [("z", shown.z, whole.z)]
        off: list[tuple[str, float, float]] = []
        for name, digits, every in stages:  # each number by name: "z would differ" had been said where z4 alone did
            written = rounded(every)[0]
            off += [(name if name in STATS else f"{name}{j + 1}", float(abs(digits[0][j] - written[j])),
                     float(written[j])) for j in np.flatnonzero(digits[0] != written)]
        return tuple(off)

    @property
    def zero_biases(self) -> bool:
        return not (np.any(self.ffn.b1) or np.any(self.ffn.b2))


def as_shown(name: str, value: np.ndarray, done: dict) -> np.ndarray:
    """A stage as the screen shows it, to 6 decimals: the value a learner reads and computes on with."""
    return rounded(value)


def compute(
    lesson: Lesson, *, u: "np.ndarray | None" = None, relu: bool = True, without_w2: bool = False,
    W2: "np.ndarray | None" = None, exact: bool = False,
) -> WorkedExample:
    """The lesson's example through the FFN, the second residual and LayerNorm.

    Each stage is computed from the one before *as shown*, to 6 decimals, as a learner computes by hand, so
    every equation on screen holds on the numbers printed in it; `exact` keeps every digit instead (verify
    and the comparison with PyTorch). On the course's numbers the two print the same values.
    The other keywords are a learner's what-if or a fresh draw, never the course's
    numbers: another u, no ReLU (h = a), W2 and b2 set to zero, another W2.
    """
    ex = lesson.example
    ffn_p, ln_p = ffn_params(ex), layer_norm_params(ex)
    if W2 is not None:
        ffn_p = ffn_p._replace(W2=np.array(W2, dtype=float))  # (d_ff, d_model)
    if without_w2:
        ffn_p = ffn_p._replace(W2=np.zeros_like(ffn_p.W2), b2=np.zeros_like(ffn_p.b2))
    rows = np.array([ex.u if u is None else u], dtype=float)  # (1, d_model): the example has one position
    return worked_through(lesson, ffn_p, ln_p, rows, relu=relu, exact=exact, zero_w2=without_w2,
                          changed=("W2",) if without_w2 or W2 is not None else ())


def worked_through(lesson: Lesson, ffn: nn.FFNParams, ln: nn.LayerNormParams, rows: np.ndarray, *, relu: bool,
                   exact: bool, zero_w2: bool, changed: tuple[str, ...]) -> WorkedExample:
    """`rows` (1, d_model) through the FFN, the residual and LayerNorm, each stage as shown or (`exact`) whole."""
    if not exact:  # u is a stage shown too: a what-if u typed as −0.0000005, shown −0.000001, had been worked as typed
        rows = as_shown("u", rows, {})
    sublayer = nn.ffn_sublayer(rows, ffn, ln, nn.relu if relu else nn.identity, stage=None if exact else as_shown)
    return WorkedExample(lesson, ffn, ln, sublayer, relu=relu, zero_w2=zero_w2, changed_weights=changed, exact=exact)
