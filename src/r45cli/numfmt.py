"""How numbers are written: the course's 6 decimals, rounded half away from zero.

A product like f2 = 0.5 · u2 can land exactly on a half in decimal (…5 in the
seventh place) while its binary float sits a hair below it, so an f-string
rounds it down where the course, rounding the decimal value, rounds it up
(tests/test_numfmt.py has the lesson's four cases). Here a value is first
snapped to its decimal meaning (SNAP_DECIMALS places, far below any digit that
is shown, far above float noise), then rounded half away from zero.
"""

from __future__ import annotations

import math
from decimal import ROUND_DOWN, ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal
from functools import lru_cache

DECIMALS = 6  # digits after the point, as the course prints them
# A product of two printed numbers has at most 12 decimals, so a true tie lies on this grid, and float noise (below
# 1e-13 for the values a lesson has) lies well inside one step of it. A coarser grid (10 once) pulled a value that
# is not a tie onto one: √0.999993 = 0.99999649999… became 0.9999965000 and was shown 0.999997, not 0.999996.
SNAP_DECIMALS = 12
LARGE = 1e15  # beyond this, fixed-point notation stops being readable


def fixed(x: float, decimals: int = DECIMALS) -> str:
    """x with `decimals` places, rounded half away from zero; never '-0.000000'."""
    return _fixed(float(x), decimals)


@lru_cache(maxsize=8192)  # a view writes the same few dozen numbers again at each width, front end and visit
def _fixed(x: float, decimals: int) -> str:
    if not math.isfinite(x):
        return "nan" if math.isnan(x) else ("inf" if x > 0 else "-inf")
    if abs(x) >= LARGE:
        return f"{x:.{decimals}e}"
    return _written(_snapped(x).quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_UP))


def cut(x: float, decimals: int = DECIMALS) -> str:
    """x with `decimals` places and the rest dropped (toward zero), on the decimal value `fixed` rounds: what a learner
    writes who cuts a number rather than rounding it. Finite values below LARGE only."""
    return _written(_snapped(float(x)).quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_DOWN))


def _snapped(x: float) -> Decimal:
    return Decimal(repr(x)).quantize(Decimal(1).scaleb(-SNAP_DECIMALS), rounding=ROUND_HALF_EVEN)


def _written(d: Decimal) -> str:
    return f"{abs(d) if d == 0 else d:f}"  # no '-0.000000'


def difference(a: float, b: float, decimals: int = DECIMALS) -> str:
    """a − b as the two are shown: the exact difference of their rounded values, so a Δ column adds up on screen
    (−0.062445 beside 0.802776 and 0.865221, where the unrounded difference would show −0.062444)."""
    shown_a, shown_b = fixed(a, decimals), fixed(b, decimals)
    if "e" in shown_a + shown_b or not math.isfinite(float(a) - float(b)):
        return fixed(float(a) - float(b), decimals)  # a huge or infinite value: no digit-exact column to keep
    d = Decimal(shown_a) - Decimal(shown_b)
    return f"{abs(d) if d == 0 else d:f}"


def coefficient(x: float) -> str:
    """A weight as short as it can be written: 1, -1, 0.5, 0.25, 0.333333."""
    text = fixed(x)
    if "e" in text or "n" in text:
        return text
    return text.rstrip("0").rstrip(".") if "." in text else text


SUPERSCRIPT = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")


def power(x: float) -> str:
    """A number as the lesson writes it: 1e-05 as 10⁻⁵ (a power of ten), anything else as :g writes it."""
    if x > 0:
        exponent = round(math.log10(x))
        if 10.0**exponent == x and exponent not in (0, 1):
            return f"10{str(exponent).translate(SUPERSCRIPT)}"
    return f"{x:g}"


def significant(x: float, digits: int = 3) -> str:
    """A small number to `digits` significant digits, in decimals (0.00000348), not as 3.48e-06."""
    from decimal import Decimal

    return format(Decimal(f"{x:.{digits}g}"), "f")


FAST_LIMIT = 1e3  # below this, x·10¹² is an exact enough float (< 2⁵³) for the snap to be done in integers


def rounded(values, decimals: int = DECIMALS, *, ties_down: bool = False):  # type: ignore[no-untyped-def]
    """An array rounded as `fixed` rounds it, as floats: the number a learner reads off the screen, to go on with;
    `ties_down`: an exact tie toward zero instead (0.3725815 to 0.372581, as Python's round and many calculators do).

    The snap to SNAP_DECIMALS places is done in integers where that is exact (|x| < FAST_LIMIT); a non-finite entry
    stays as it is, and a larger one goes through `fixed` itself.
    """
    import numpy as np

    x = np.asarray(values, dtype=float)
    if (np.abs(x) < FAST_LIMIT).all():  # NaN compares false
        return _snapped_and_rounded(x, decimals, ties_down)
    with np.errstate(over="ignore", invalid="ignore"):
        out, finite = np.array(_snapped_and_rounded(x, decimals, ties_down)), np.isfinite(x)  # an array, even of one
    out[~finite] = x[~finite]
    large = finite & (np.abs(x) >= FAST_LIMIT)
    out[large] = [float(fixed(v, decimals)) for v in x[large]]
    return out


def _snapped_and_rounded(x, decimals: int, ties_down: bool):  # type: ignore[no-untyped-def]
    import numpy as np

    scaled = np.abs(np.rint(x * 10.0**SNAP_DECIMALS)) / 10.0 ** (SNAP_DECIMALS - decimals)  # in units of the last
    kept = np.ceil(scaled - 0.5) if ties_down else np.floor(scaled + 0.5)  # half toward, or away from, zero
    return np.copysign(kept, x) / 10.0**decimals + 0.0  # + 0.0: no -0.0
