"""What a slip's words may name at one step (the step, its component, a negated pair), whether a line of them can be
said there (every blank filled), and the line a slip is said with at a step."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Protocol

from .handwork import stage_of
from .lesson.vocabulary import QUIZ_SETS
from .messages import Message
from .typed import split_name

if TYPE_CHECKING:
    from .worked import WorkedExample

NO_BLANKS: Mapping[str, str] = MappingProxyType({})
Lines = Message | tuple[Message, ...]  # a stage's line, or lines tried in turn: the first whose blanks are known


class Worded(Protocol):
    """A slip's words (mistakes.Mistake): its general line, and a stage's own line or lines."""

    @property
    def why(self) -> Message: ...
    @property
    def at(self) -> Mapping[str, Lines]: ...


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


def said_at(mistake: Worded, worked: "WorkedExample", name: str,
            which: Mapping[str, str] = NO_BLANKS) -> tuple[Message, dict[str, str]]:
    """The line a slip is explained with at `name`'s step (its stage's own where it has one, of one number: at the
    set of negative z, z's line had said "negative_z is negative … set to 0" of a learner's 无), and the blanks;
    `which`: the term or channel the number tells, where it tells one."""
    values = {**blanks(worked, name), **which}
    lines = None if name in QUIZ_SETS else mistake.at.get(stage_of(name))
    tried = () if lines is None else lines if isinstance(lines, tuple) else (lines,)
    return next((line for line in tried if fits(line, values)), mistake.why), values

