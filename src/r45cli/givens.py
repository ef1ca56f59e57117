"""What a question shows to work from: the named vectors and weights, computed, and the lesson's other numbers
its formulas use on the way to the answer (the biases; eps, gamma and beta)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from .handwork import stage_of
from .lesson.vocabulary import QUIZ_SETS
from .numfmt import coefficient, fixed, power
from .vocab import FORMULAS, MATRIX_AXES, MORE, VECTOR

if TYPE_CHECKING:
    from .lesson.model import Question
    from .messages import Message
    from .worked import WorkedExample


class Given(NamedTuple):
    name: str
    values: tuple  # a vector's numbers, or a matrix's rows
    drawn: bool = False  # a weight drawn anew for this question, not the course's
    said: tuple[str, ...] = ()  # numbers as the lesson writes them, not computed: `b1 = (0, 0, 0, 0)`, `eps = 10⁻⁵`
    worked_with: str = ""  # a vector: the drawn weight, not among the givens, it was worked with (f after a drawn W2)
    heard_at: int = 0  # linear text: the question of this quiz where the same matrix was read, not read again

    @property
    def matrix(self) -> bool:
        """A weight given as rows (a vector is one line)."""
        return bool(self.values) and isinstance(self.values[0], tuple)


def components(q: Question, worked: WorkedExample) -> list[str]:
    """The names a question asks: its answer, or each component of a vector asked whole (z1 … z4)."""
    name = str(q.answer)
    return [f"{name}{j + 1}" for j in range(len(worked.vector(name)))] if q.kind == VECTOR else [name]


def cut_short(q: Question, worked: WorkedExample, short: Sequence[bool], n: int) -> tuple[Message, dict[str, object]]:
    """What an answer cut short is told: its decimals; a vector's, which of its components (the test's z, four
    numbers, had read "You gave 5 of 6 decimals" without saying which)."""
    from .messages import M, Message

    names = components(q, worked)
    if len(names) > 1 and len(names) == len(short):
        said = [name for name, cut in zip(names, short) if cut]
        return M.grade_short_at, {"names": Message("、".join(said), ", ".join(said))}
    return M.grade_short, {"n": n}


def as_shown(q: Question, answer: object, worked: WorkedExample) -> dict[str, float]:
    """A step's answer as the page writes it when `s` shows it, by name: later steps are worked from it, as from a
    step shown worked. A set of channels decides no number here."""
    if q.kind not in ("number", VECTOR):
        return {}
    values: Iterable[float] = answer if q.kind == VECTOR else (answer,)  # type: ignore[assignment]
    return {name: float(fixed(x)) for name, x in zip(components(q, worked), values)}


def written(name: str, values: Iterable[float], limit: int | None = None) -> str:
    """A vector of the lesson's as it writes it: `b2 = (0, 0, 0, 0)`; past `limit` entries, the first and `…` (as
    its matrix's columns are cut above it)."""
    said = list(map(coefficient, values))
    cut = limit is not None and len(said) > limit
    return f"{name} = ({', '.join(said[:limit] + [MORE] if cut else said)})"


def bias(matrix: str, worked: WorkedExample, limit: int | None = None) -> str:
    """The bias added after a weight matrix, as the lesson names it: b1 after W1, b2 after W2, b_O after W_O (the
    demonstration's, computed only where asked for)."""
    if matrix == "W_O":
        return written("b_O", worked.demo_params.attention.bo, limit)
    return written(f"b{matrix[1:]}", getattr(worked.ffn, f"b{matrix[1:]}"), limit) if matrix in ("W1", "W2") else ""


def settings(stages: Iterable[str], worked: WorkedExample) -> tuple[str, ...]:
    """The lesson's numbers the formulas of `stages` use besides the givens: numbers, not formulas, so shown even
    where the formulas are hidden (predict mode)."""
    ln = worked.ln
    n = f"n = {len(ln.gamma)}"  # the channels the mean and the variance average over: "over n" had left it unsaid
    used = {"a": [bias("W1", worked)], "f": [bias("W2", worked)], "mean": [n], "var": [n],
            "std": [f"eps = {power(ln.eps)}"], "z": [written("gamma", ln.gamma), written("beta", ln.beta)]}
    return tuple(dict.fromkeys(said for stage in stages for said in used.get(stage, ())))  # joined as each language
    # joins clauses


def way(names: Iterable[str], q: Question) -> list[str]:
    """The stages computed from the givens to the answer, in computing order (a set of h: a and h)."""
    order = list(FORMULAS)
    # a set's vector: h for ReLU's zeros, z for z's negatives (its way had stopped at h: no gamma or beta was shown)
    end = QUIZ_SETS.get(str(q.answer), "h") if q.kind == "set" else stage_of(str(q.answer))
    if end not in order:
        return []
    start = max((order.index(stage_of(n)) for n in names if stage_of(n) in order), default=-1) + 1
    return order[start : order.index(end) + 1]


def unseen_weight(name: str, names: Sequence[str], worked: WorkedExample) -> str:
    """The drawn weight that vector `name` was worked with when the question does not show it: f given beside u, with
    W2 drawn, has negative components the course's W2 cannot give."""
    order = list(FORMULAS)
    stage = stage_of(name)
    return next((w for w in worked.changed_weights if w not in names and stage in order and w in MATRIX_AXES
                 and order.index(stage) >= order.index(MATRIX_AXES[w][1])), "")


def givens(names: Iterable[str], worked: WorkedExample, q: Question | None = None, *,
           stages: Iterable[str] = ()) -> tuple[Given, ...]:
    """Each named vector or weight matrix, computed; a weight the numbers replaced is marked drawn. With the question
    `q` (or the `stages` worked, as spot's lines are), the lesson's numbers its way to the answer uses too (b1 at a,
    b2 at f, eps at std, gamma and beta at z), so that it shows every number its formulas use (the lesson's biases
    are 0, a number to be read, not assumed)."""
    names = tuple(names)
    out = []
    for name in names:
        if name in ("W1", "W2"):
            rows = tuple(tuple(float(x) for x in row) for row in worked.matrix(name))
            out.append(Given(name, rows, drawn=name in worked.changed_weights))
        else:
            out.append(Given(name, tuple(float(x) for x in worked.vector(name)), worked_with=unseen_weight(name, names,
                                                                                                        worked)))
    line = settings(way(names, q) if q is not None else stages, worked)
    return (*out, Given("", (), said=line)) if line else tuple(out)


READ_AGAIN = 5  # questions after which a matrix is read again: at question 14, W1 read at 1 was 300 lines back


def read_once(given: tuple[Given, ...], number: int, heard: dict[tuple[str, tuple], int]) -> tuple[Given, ...]:
    """Question `number`'s givens, a weight matrix read at one of the last READ_AGAIN questions (in `heard`, by its
    numbers) marked with where: a listener heard W1's 24 weights at questions 1, 2 and 14, and another, told at 14
    that it was read at 1, could not go back to it."""
    out = []
    for g in given:
        if g.matrix:
            last = heard.get((g.name, g.values))
            if last is None or number - last > READ_AGAIN:
                heard[(g.name, g.values)] = number
            else:
                g = g._replace(heard_at=last)
        out.append(g)
    return tuple(out)
