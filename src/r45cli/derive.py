"""Where a number comes from: `r45 why z1`, and the quiz's worked solutions.

`explain(worked, "z1")` returns Steps, from the asked number back towards the
input u, one formula a step: first with names, then with the current lesson's
values filled in, then the result. Each step lists the names worth explaining
next (the quantity's own line of descent); names that only contribute a value,
such as the other s_k inside the mean, are shown filled in but not expanded.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, NamedTuple

from .lesson.vocabulary import FFN_STAGES, STATS
from .messages import M, Message
from .numfmt import coefficient, fixed, power
from .sums import bracketed as _bracketed
from .sums import expression
from .sums import operand as _operand
from .typed import name_key, split_name
from .vocab import MINUS, NAME_ALIASES

if TYPE_CHECKING:  # numpy only when a number is computed, not when a view module is imported
    import numpy as np

    from .handwork import Paper
    from .worked import WorkedExample



class Used(NamedTuple):
    """A name a formula uses, with its value as the filled-in formula writes it: linear text says `s1 = 1.500000`."""

    name: str
    text: str
    value: float


class Step(NamedTuple):
    name: str  # "z1"
    formula: str  # "z1 = gamma1·(s1 − mean)/std + beta1": names take the minus sign, numbers the hyphen (sums.py)
    filled: str  # the formula with the current values: "= 1·(s1 - mean)/std + 0" filled in; "" for a given input
    value: float
    expand: tuple[str, ...] = ()  # names to explain next: the number's own line of descent
    given: bool = False  # an input of the lesson, not computed
    uses: tuple[str, ...] | None = None  # every name the formula uses, when more than `expand` (the mean uses each s_k)
    values: tuple[Used, ...] = ()  # each name the formula writes, with its value, in the formula's order
    left_out: tuple[str, ...] = ()  # inputs of its stage its sum leaves out, their weight 0 (f1 without h2)

    @property
    def inputs(self) -> tuple[str, ...]:
        return self.expand if self.uses is None else self.uses


def names(worked: WorkedExample) -> list[str]:
    """Every name `why` knows, in the order of the computation."""
    out: list[str] = []
    for stage in FFN_STAGES:
        if stage == FFN_STAGES[-1]:
            out += STATS  # z is computed from them
        out += [f"{stage}{j + 1}" for j in range(len(worked.vector(stage)))]
    return out


def resolve(worked: WorkedExample, name: str) -> str | None:
    """The canonical name for what a user typed (any case, spaces ignored), or None."""
    wanted = name_key(name)
    wanted = NAME_ALIASES.get(wanted, wanted)
    return wanted if wanted in names(worked) else None


def value(worked: WorkedExample, name: str) -> float:
    if name in STATS:
        return getattr(worked, name)
    stage, index = _split(name)
    return float(worked.vector(stage)[index])


def component_of(worked: WorkedExample, name: str, x: float) -> str:
    """Another component of `name`'s vector whose value, written to 6 decimals, is `x`: f4's typed for f3 (a learner
    who worked W2's column 4 for f3 was told "Not right" alone); "" for none, or for 0 (many ways give it)."""
    parts = split_name(name)
    if parts is None or not parts[1] or x == 0 or parts[0] in STATS:
        return ""
    stage, j = parts
    return next((f"{stage}{k}" for k, y in enumerate(worked.vector(stage), 1) if k != j and fixed(y) == fixed(x)), "")


def _split(name: str) -> tuple[str, int]:
    """'h5' as ('h', 4): the stage and a 0-based index."""
    parts = split_name(name)
    assert parts is not None and parts[1] >= 1, name
    return parts[0], parts[1] - 1


def step(worked: WorkedExample, name: str) -> Step:
    """The one formula that computes `name`, with the value of each name it writes."""
    found = _step(worked, name)
    return found._replace(values=tuple(_used(worked, n) for n in _written(worked, found)))


def inputs(worked: WorkedExample, name: str) -> tuple[str, ...]:
    """The names the formula of `name` uses (the mean: each s_k); none for an input of the lesson."""
    return _step(worked, name).inputs


def worked_from(paper: Paper, name: str) -> tuple[str, ...]:
    """The stages on the paper that `name` is worked out from, every digit kept after them, in computing order: s
    for the mean of an s given or typed; u and f for an s whose f was typed; u where nothing between is written."""
    from . import handwork  # numpy: a number is graded

    found: set[str] = set()
    todo, seen = list(inputs(paper.worked, name)), set()
    while todo:
        n = todo.pop()
        if n not in seen:
            seen.add(n)
            if handwork.stage_of(n) == "u" or n in paper.known:
                found.add(handwork.stage_of(n))
            else:
                todo += inputs(paper.worked, n)
    return tuple(s for s in ("u", *handwork.STAGES) if s in found) or ("u",)


def _written(worked: WorkedExample, st: Step) -> tuple[str, ...]:
    """The names a step's formula writes, in its order: the inputs, and LayerNorm's gamma, eps and beta."""
    if st.given:
        return ()
    if st.name == "std":
        return ("var", "eps")
    if st.name == "var":
        return (*(n for n in st.inputs if n != "mean"), "mean")
    if st.name not in STATS and _split(st.name)[0] == "z":
        j = _split(st.name)[1] + 1
        return (f"gamma{j}", *st.inputs, f"beta{j}")
    return st.inputs


def _used(worked: WorkedExample, name: str) -> Used:
    """A name with its value: a computed number to 6 decimals; a setting (eps, gamma_j, beta_j) as short as it is."""
    setting = name.rstrip("0123456789")
    if setting in ("gamma", "beta"):
        x = float(getattr(worked.ln, setting)[int(name[len(setting):]) - 1])
        return Used(name, coefficient(x), x)
    if name == "eps":
        return Used(name, coefficient(worked.ln.eps), float(worked.ln.eps))
    x = value(worked, name)
    return Used(name, fixed(x), x)


def _step(worked: WorkedExample, name: str) -> Step:
    v = lambda n: fixed(value(worked, n))  # noqa: E731
    d = len(worked.vector("s"))
    s_names = [f"s{k + 1}" for k in range(d)]
    if name == "mean":
        filled = f"= ({' + '.join(_operand(value(worked, n)) for n in s_names)})/{d}"
        return Step(name, f"mean = ({' + '.join(s_names)})/{d}", filled, worked.mean, uses=tuple(s_names))
    if name == "var":
        mean = _operand(value(worked, "mean"))  # a negative mean in brackets: (0.75 - (-0.014628))², never "- -"
        formula = f"var = ({' + '.join(f'({n} {MINUS} mean)²' for n in s_names)})/{d}"
        filled = f"= ({' + '.join(f'({v(n)} - {mean})²' for n in s_names)})/{d}"
        return Step(name, formula, filled, worked.var, ("mean",), uses=("mean", *s_names))
    if name == "std":
        return Step(name, "std = √(var + eps)", f"= √({v('var')} + {power(worked.ln.eps)})", worked.std, ("var",))

    stage, i = _split(name)
    j = i + 1
    x = value(worked, name)
    if stage == "u":
        return Step(name, f"{name} = {v(name)}", "", x, given=True)
    if stage == "a":
        channel = worked.a_channels[i]
        filled = f"= {expression(channel, 'u', worked.vector('u'))}"
        sources = tuple(f"u{t.at + 1}" for t in channel.terms)
        return Step(name, f"{name} = {expression(channel, 'u')}", filled, x, sources)
    if stage == "h":
        if not worked.relu:  # a what-if with ReLU switched off: h is a, unchanged
            return Step(name, f"{name} = a{j}", f"= {v(f'a{j}')}", x, (f"a{j}",))
        return Step(name, f"{name} = max(0, a{j})", f"= max(0, {v(f'a{j}')})", x, (f"a{j}",))
    if stage == "f":
        channel = worked.f_channels[i]  # no term at all where a what-if set W2 to 0: f is b2 alone, nothing to fill
        filled = f"= {expression(channel, 'h', worked.vector('h'))}" if channel.terms else ""
        sources = tuple(f"h{t.at + 1}" for t in channel.terms)
        zero = tuple(f"h{k + 1}" for k in range(worked.ffn.W2.shape[0]) if f"h{k + 1}" not in sources)
        return Step(name, f"{name} = {expression(channel, 'h')}", filled, x, sources, left_out=zero)
    if stage == "s":
        filled = f"= {v(f'u{j}')} + {_operand(value(worked, f'f{j}'))}"
        return Step(name, f"{name} = u{j} + f{j}", filled, x, (f"u{j}", f"f{j}"))
    # stage == "z"
    gamma, beta = coefficient(worked.ln.gamma[i]), coefficient(worked.ln.beta[i])
    return Step(
        name,
        f"{name} = gamma{j}·(s{j} {MINUS} mean)/std + beta{j}",
        f"= {gamma}·({v(f's{j}')} - {_operand(value(worked, 'mean'))})/{v('std')} + {_bracketed(beta)}",
        x,
        (f"s{j}", "mean", "std"),
    )


def flat_note(s: np.ndarray, beta: np.ndarray) -> tuple[Message, dict[str, object]] | None:
    """What LayerNorm makes of a row s whose components are all the same (a constant u, or a model one component
    wide), as a sentence and its blanks: its variance is 0, std is √eps alone, every s_j - mean is 0, so z is beta.
    None for any other s. (Exactly equal components: the mean of equal numbers may differ from them in the last
    bit, which leaves z within 1e-15 of beta, 0.000000 as printed.)"""
    if not bool((s == s[..., :1]).all()):
        return None
    return (M.ln_single if s.shape[-1] == 1 else M.ln_flat), {"here": "" if beta.any() else M.ln_here_zero}


def explain(worked: WorkedExample, name: str | Sequence[str], givens: Sequence[str] = (),
            known: Collection[str] = ()) -> list[Step]:
    """`name` and each name worth explaining behind it, once each, in computing order (u first, `name` last).
    `name` may be several (z1 … z4: a vector asked whole); a step they share is shown once. A name in `known` (a
    step shown worked) is given too, whatever its stage.

    With `givens` (a question's givens, such as u and f), everything a
    formula uses is worked out down to them, and they are shown as given:
    the solution stops there. Without, as `r45 why` does, only each number's
    own line of descent is followed (the other s_k inside the mean are shown
    filled in, not worked out), back to u.
    """
    found: dict[str, Step] = {}
    asked = [name] if isinstance(name, str) else list(name)
    queue = list(asked)
    while queue:
        current = queue.pop(0)
        if current in found:
            continue
        stage = current if current in STATS else _split(current)[0]
        found[current] = step(worked, current)
        if (stage in givens or current in known) and current not in asked:
            value_ = found[current].value
            found[current] = Step(current, f"{current} = {fixed(value_)}", "", value_, given=True)
            continue
        queue += [n for n in (found[current].inputs if givens else found[current].expand) if n not in found]
    order = names(worked)
    return sorted(found.values(), key=lambda s: order.index(s.name))
