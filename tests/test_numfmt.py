from decimal import Decimal

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from r45cli.numfmt import DECIMALS, coefficient, cut, fixed, rounded


@pytest.mark.parametrize(
    ("value", "printed"),
    [
        # The course rounds the decimal value half away from zero; the binary
        # float of each of these sits just below the half, so "%.6f" is off by one.
        (0.5 * 0.649589, "0.324795"),
        (0.5 * 1.170705, "0.585353"),
        (0.649589 + 0.5 * 0.649589, "0.974384"),
        (1.170705 + 0.5 * 1.170705, "1.756058"),
        (-0.25514, "-0.255140"),
        (-1.43487500000001, "-1.434875"),
        (-0.0000005, "-0.000001"),  # half away from zero on the negative side too
        (0.0, "0.000000"),
    ],
)
def test_fixed_rounds_half_away_from_zero(value: float, printed: str) -> None:
    assert fixed(value) == printed


@pytest.mark.parametrize(
    ("value", "printed"),
    [(0.0000015, "0.000002"), (-0.0000015, "-0.000002"), (2.5e-7, "0.000000"), (0.1234565, "0.123457"),
     (12.3456785, "12.345679")],
)
def test_halves_round_away_from_zero_on_the_decimal_value(value: float, printed: str) -> None:
    """Values that are halves in decimal, whatever their nearest binary float, round up in size."""
    assert fixed(value) == printed


@pytest.mark.parametrize(("value", "decimals", "printed"),
                         [(0.9999999995, 9, "1.000000000"), (1 / 3, 9, "0.333333333"), (-2 / 3, 3, "-0.667")])
def test_other_decimals(value: float, decimals: int, printed: str) -> None:
    assert fixed(value, decimals) == printed


@pytest.mark.parametrize("value", [-0.0, -1e-9, -4.9e-7, -1e-300])
def test_never_minus_zero(value: float) -> None:
    assert fixed(value) == "0.000000"


def test_special_values() -> None:
    assert fixed(float("nan")) == "nan"
    assert fixed(float("inf")) == "inf"
    assert fixed(-1e300).endswith("e+300")


@pytest.mark.parametrize(("value", "text"),
                         [(1.0, "1"), (-1.0, "-1"), (0.5, "0.5"), (0.25, "0.25"), (0.0, "0"), (-0.0, "0"),
                          (1e-5, "0.00001")])
def test_coefficient(value: float, text: str) -> None:
    assert coefficient(value) == text


@given(st.floats(min_value=-1e6, max_value=1e6, allow_nan=False))
def test_fixed_is_within_half_a_unit(x: float) -> None:
    text = fixed(x)
    assert text != "-0.000000"
    assert len(text.split(".")[1]) == DECIMALS
    assert abs(Decimal(text) - Decimal(repr(x))) <= Decimal("0.5e-6") + Decimal("1e-10")


def test_a_difference_is_taken_between_the_numbers_as_shown() -> None:
    """The lab showed Δ z1 -0.062444 beside 0.802776 and 0.865221: the unrounded difference, not what the column
    says."""
    from r45cli.numfmt import difference

    before, after = 0.8652214, 0.8027766  # shown 0.865221 and 0.802777
    assert fixed(after - before) == "-0.062445"  # the unrounded difference, −0.0624448
    assert difference(after, before) == "-0.062444"  # 0.802777 − 0.865221, digit for digit
    # never -0.000000
    assert difference(0.1234564, 0.1234556) == "0.000000" and difference(-0.0000004, 0.0000004) == "0.000000"
    assert difference(float("inf"), 1.0) == "inf"


def test_a_value_just_below_a_half_is_not_pulled_onto_it() -> None:
    """A learner's what-if (course u, W2 = 0) gave var 0.999983, so std = √0.999993 = 0.99999649999…: shown
    0.999997, because a snap to 10 decimals made it 0.9999965000 first. Both the printed and the carried value
    follow the decimal value itself."""
    import math

    from r45cli.numfmt import rounded

    std = math.sqrt(0.999983 + 1e-5)
    assert Decimal(std) < Decimal("0.9999965")
    assert fixed(std) == "0.999996" and rounded([std])[0] == 0.999996


@given(st.integers(-10**12, 10**12), st.integers(1, 10**5))
def test_a_product_of_two_printed_numbers_that_is_a_tie_rounds_up(a: int, b: int) -> None:
    """Every product of a 6-decimal number and a coefficient of up to 5 decimals is a decimal with at most 11 places:
    printed and carried, it rounds as its exact decimal value does, ties away from zero."""
    from decimal import ROUND_HALF_UP

    from r45cli.numfmt import rounded

    x, c = Decimal(a) / 10**6, Decimal(b) / 10**5
    if abs(x * c) >= 1000:
        return
    exact = (x * c).quantize(Decimal("0.000001"), rounding=ROUND_HALF_UP)
    assert fixed(float(x) * float(c)) == f"{(abs(exact) if exact == 0 else exact):f}"
    assert rounded([float(x) * float(c)])[0] == float(exact)


NUMBERS = st.one_of(st.floats(allow_nan=True, allow_infinity=True), st.integers(-10**9, 10**9).map(lambda k: k / 2e6),
                    st.integers(-10**12, 10**12).map(lambda k: k / 1e12))  # any float, exact ties, 12-decimal products


@given(st.lists(NUMBERS, min_size=1, max_size=8))
def test_an_array_is_rounded_as_each_of_its_numbers_is_printed(xs: list[float]) -> None:
    """`rounded` is the array form of `fixed`: the number read off the screen, NaN, infinities and huge values too."""
    assert [repr(v) for v in rounded(np.array(xs)).tolist()] == [repr(float(fixed(x))) for x in xs]


@given(st.integers(-10**9, 10**9))
def test_ties_down_rounds_an_exact_tie_toward_zero_and_nothing_else_differently(k: int) -> None:
    x = k / 2e6  # half of a unit of the 6th decimal, or a multiple: every other one a tie
    down = Decimal(repr(x)).quantize(Decimal("1e-6"), rounding="ROUND_HALF_DOWN")
    assert rounded(np.array([x]), ties_down=True)[0] == float(down)
    assert repr(float(rounded(float("nan")))) == "nan"  # one number alone, not a finite one


def test_a_number_cut_reads_the_decimal_value_as_fixed_does() -> None:
    """0.5 × 0.649589 = 0.3247945 sits a hair below its tie as a float: rounded it is 0.324795, cut 0.324794 (a float
    cut of the scaled value had said the two agree); a value a hair below a whole unit, as float noise leaves it, cuts
    to that unit, as it rounds; a negative number cuts toward zero, never to '-0.000000'."""
    assert (fixed(0.5 * 0.649589), cut(0.5 * 0.649589)) == ("0.324795", "0.324794")
    assert cut(0.260107 - 1e-16) == fixed(0.260107 - 1e-16) == "0.260107"
    assert cut(-1.44959806, 5) == "-1.44959" and cut(-0.0000004) == "0.000000"
    from r45cli.grading import cut_at

    assert cut_at(0.5 * 0.649589) == "0.324794" and cut_at(0.260107 - 1e-16) is None  # what grading names as cut
