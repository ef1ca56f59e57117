"""What a slip's words may name at one step (the step, its component, a negated pair), and whether a line of them
can be said there (every blank filled)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from .messages import Message
from .typed import split_name

if TYPE_CHECKING:
    from .worked import WorkedExample


def blanks(worked: WorkedExample, name: str) -> dict[str, str]:
    """What a mistake's words may name at `name`: the step, its component, a negated pair and its sums."""
    from .sums import expression

    values = {"name": name, "row": str(worked.ffn.W2.shape[1])}  # a row of W2: as many weights as f has channels
    parts = split_name(name)
    if parts is not None:
        values["j"] = str(parts[1])
    if worked.negated:
        i, k = worked.negated[0]
        values.update(p=f"h{i + 1}", q=f"h{k + 1}", pj=str(i + 1), qj=str(k + 1))
    if parts is not None and parts[0] in ("a", "h"):  # a channel of a pair of exact negatives: its partner's index
        at = parts[1] - 1
        partner = next((b if a == at else a for a, b in worked.negated if at in (a, b)), None)
        if partner is not None:
            values["k"] = str(partner + 1)
        if partner is not None and parts[0] == "a":
            values.update(partner=f"a{partner + 1}", expr=expression(worked.a_channels[at], "u"),
                          partner_expr=expression(worked.a_channels[partner], "u"))
    return values


def fits(message: Message, values: Mapping[str, str]) -> bool:
    """Every blank of the message has a value (`{decimals}` always has one: the sentence fills it in itself)."""
    from string import Formatter

    return all(field in values or field == "decimals" for text in (message.zh, message.en)
               for _, field, _, _ in Formatter().parse(text) if field)
