"""A channel of a layer written as the sum it is: 'u1 − u2', or with values filled in: '0.5·(-0.250000)'.

A sum of names takes the minus sign, as the lesson's formulas print it ('−u1 + u2'); a sum of numbers keeps the
hyphen-minus the course prints its numbers with, so a line copied into a calculator or Python still runs.

`why`, the panels and the wrong methods' sentences write a weighted sum the same way; numpy is never imported
here, so a view that writes one keeps the first frame free of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .numfmt import coefficient, fixed
from .vocab import MINUS

if TYPE_CHECKING:
    import numpy as np

    from .worked import Channel


def expression(channel: Channel, source: str, values: Sequence[float] | np.ndarray | None = None, *,
               limit: int | None = None) -> str:
    """A channel as a sum: 'u1 − u2', or with `values` filled in: '0.5·(-0.250000)'.

    With `limit`, a sum of more terms shows the first `limit` and '+ … (N terms)'.
    """
    parts: list[str] = []
    minus = "-" if values is not None else MINUS
    terms = channel.terms if limit is None else channel.terms[:limit]
    for term in terms:
        magnitude = coefficient(abs(term.coef))
        if values is None:
            shown = f"{source}{term.at + 1}"
        elif magnitude == "1" and not parts and term.coef > 0:
            shown = fixed(values[term.at])  # a lone leading value needs no brackets
        else:
            shown = operand(values[term.at])
        body = shown if magnitude == "1" else f"{magnitude}·{shown}"
        if parts:
            parts.append(f"{minus if term.coef < 0 else '+'} {body}")
        elif term.coef < 0 and body == fixed(0.0):
            parts.append(body)  # −h1 with h1 = 0 is 0, written so: never "-0.000000"
        else:
            parts.append(f"{minus}{body}" if term.coef < 0 else body)
    if len(terms) < len(channel.terms):
        parts.append(f"+ … ({len(channel.terms)} terms)")
    if channel.bias or not parts:
        if parts:
            parts.append(f"{minus if channel.bias < 0 else '+'} {coefficient(abs(channel.bias))}")
        else:
            parts.append(coefficient(channel.bias))
    return " ".join(parts)


def operand(x: float) -> str:
    return bracketed(fixed(x))


def bracketed(text: str) -> str:
    """A negative number in brackets where it follows an operator: (-0.5), never "+ -" or "- -"."""
    return f"({text})" if text.startswith("-") else text
