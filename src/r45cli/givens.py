"""What a question shows to work from: the named vectors and weights, computed, and the biases its way adds."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, NamedTuple

from .handwork import stage_of
from .vocab import FORMULAS

if TYPE_CHECKING:
    from .worked import WorkedExample


class Given(NamedTuple):
    name: str
    values: tuple  # a vector's numbers, or a matrix's rows
    drawn: bool = False  # a weight drawn anew for this question, not the course's


BIASES = {"W1": ("b1", "a"), "W2": ("b2", "f")}  # a weight given, its bias, and the stage that adds it


def givens(names: Iterable[str], worked: WorkedExample, answer: str | None = None) -> tuple[Given, ...]:
    """Each named vector or weight matrix, computed; a weight the numbers replaced is marked drawn. With the
    `answer` asked, a given weight's bias too where the way to the answer adds it (b1 at a, b2 at f), so that the
    question shows every number its formula uses (the lesson's biases are 0, which is a number to be shown)."""
    order = list(FORMULAS)
    reached = order.index(stage_of(answer)) if answer is not None and stage_of(answer) in order else -1
    out = []
    for name in names:
        if name in ("W1", "W2"):
            rows = tuple(tuple(float(x) for x in row) for row in worked.matrix(name))
            out.append(Given(name, rows, drawn=name in worked.changed_weights))
            bias, stage = BIASES[name]
            if reached >= order.index(stage):
                out.append(Given(bias, tuple(float(x) for x in getattr(worked.ffn, bias))))
        else:
            out.append(Given(name, tuple(float(x) for x in worked.vector(name))))
    return tuple(out)
