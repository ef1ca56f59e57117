"""What a person typed: one reader for numbers, lists of numbers and names, with one set of rules.

Everything typed is first NFKC-normalised, so full-width input from a
Chinese IME means its ASCII self (`０．５２` → `0.52`, `ｈ５` → `h5`, `，` → `,`),
and U+2212 (−) is a minus sign. Then the rules are strict on purpose:

- a number is ASCII digits with an optional sign, point and exponent
  (`-1.5`, `.5`, `2e-3`); `_` grouping, `inf`, `nan` and digits of other
  scripts (`٣`) are refused, though Python's float() would take them; an
  answer to a question has no exponent (an e in it is a slip of the hand);
- a number beyond ±MAX_MAGNITUDE is refused, and the refusal echoes it as
  it was typed (`2e7`, not `20000000.0`);
- what is echoed back is cut to ECHO characters.

The quiz, `lab --u`, the what-if fields, `why`, the lesson file's numbers
given as text and the names in it all read through here.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

from .messages import M

if TYPE_CHECKING:
    from .messages import Message

MAX_ANSWER = 64  # characters: longer than any answer, key or name this tool asks for
ECHO = 40  # characters of typed text repeated in a message
MAX_MAGNITUDE = 1e6  # beyond this, LayerNorm's squares overflow meaning, and 6 decimals say nothing
KEY_CODE = re.compile(r"\x1b(\[[0-9;]*[~A-Za-z]|O[A-Za-z])")  # a key a terminal sends as a code, → as ESC [ C
_NUMBER = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
SEPARATORS = ",、;"  # between the numbers of a vector typed on one line (after NFKC: "，" is ",", "；" is ";")
_SEPARATOR = re.compile(rf"\s*[{SEPARATORS}]\s*|\s+")
_NAME = re.compile(r"([a-z]+)([0-9]*)")
_SUBSCRIPT = re.compile(r"(?<=[a-z])_(?=[0-9])")


class Unreadable(ValueError):
    """Typed text that is not what was asked for: `message` and `values` say why."""

    def __init__(self, message: Message, **values: object) -> None:
        super().__init__(message.name)
        self.message = message
        self.values = values


def normalise(text: str) -> str:
    """NFKC, U+2212 as '-', no surrounding space."""
    return unicodedata.normalize("NFKC", text).replace("−", "-").strip()


def shorten(text: str, limit: int = ECHO) -> str:
    """What was typed, cut to `limit` characters for echoing back: a 10 MB line is not repeated whole."""
    return text if len(text) <= limit else f"{text[:limit]}…"


def is_number_text(text: str) -> bool:
    """Plain ASCII digits only: '²' and '٣' are digits to str.isdigit, not to a learner."""
    return text.isascii() and text.isdigit()


def unfit(typed: str, *, answer: bool = True) -> Unreadable | None:
    """Why typed text cannot be read at all, whatever it answers: too long, or an answer with a key's code in it
    (PgDn at a prompt that cannot edit a line: '\x1b[6~' had been said back as not one of h1…h6)."""
    if len(typed) > MAX_ANSWER:
        return Unreadable(M.typed_too_long, n=MAX_ANSWER)
    return Unreadable(M.typed_key) if answer and KEY_CODE.search(typed) else None


def read_number(text: str, *, limit: float = MAX_MAGNITUDE, answer: bool = False) -> float:
    """A number as a person writes it, or Unreadable (not_number, too_long, out_of_range); an `answer` to a
    question is written out, never with an exponent (0.02479e1, an e typed by mistake, had been read as 0.2479)."""
    typed = normalise(text)
    if (problem := unfit(typed, answer=answer)) is not None:
        raise problem
    if not typed:
        raise Unreadable(M.typed_empty)
    if not _NUMBER.fullmatch(typed):
        raise Unreadable(M.typed_not_number, text=shorten(typed))
    if answer and typed.strip("+-0123456789."):
        raise Unreadable(M.typed_exponent, text=shorten(typed))
    value = float(typed)
    if not abs(value) <= limit:
        raise Unreadable(M.typed_out_of_range, text=shorten(typed), limit=f"{limit:,.0f}")
    return value + 0.0  # -0 is 0


def decimals(text: str) -> int:
    """How many digits follow the decimal point of a typed number: "0.5211" has 4, "2" and "1e-3" none."""
    typed = normalise(text)
    whole = _NUMBER.fullmatch(typed)
    if not whole or "." not in typed or "e" in typed.casefold():
        return 0
    return len(typed.split(".", 1)[1])


class Item(NamedTuple):
    """One number of a list that could not be read: its 1-based place, and why."""

    place: int
    problem: Unreadable


def read_numbers(text: str, count: int, *, answer: bool = False) -> list[float]:
    """`count` numbers separated by commas (`,` `，` `、` `;`) or spaces, or Unreadable.

    A wrong count is `typed_count`; a bad member is `typed_item`, naming its
    place and carrying the member's own problem in `values["problem"]`.
    """
    typed = normalise(text)
    if len(typed) > MAX_ANSWER * count:
        raise Unreadable(M.typed_too_long, n=MAX_ANSWER * count)
    parts = pieces(typed)
    if not parts:  # Enter alone: "got 0" read as if numbers had been typed and not counted
        raise Unreadable(M.typed_empty)
    values = []
    for place, part in enumerate(parts, start=1):  # a member that is no number is said first: `e one` had read
        try:  # "needs exactly 4 numbers, got 1"
            values.append(read_number(part, answer=answer))
        except Unreadable as exc:
            if len(parts) == 1:
                raise
            raise Unreadable(M.typed_item, i=place, problem=exc) from None
    if len(parts) != count:
        # "-1,000158 1.289377 …": a comma between digits where other numbers are parted by spaces, a decimal comma
        comma = len(parts) > count and re.search(r"\d,\d", typed) is not None and re.search(r"\s", typed) is not None
        raise Unreadable(M.typed_count_comma if comma else M.typed_count, want=count, got=len(parts))
    return values


def pieces(text: str) -> list[str]:
    """The members of a typed list, as typed (separated as `read_numbers` separates them)."""
    typed = normalise(text)
    return _SEPARATOR.split(typed) if typed else []


def name_key(text: str) -> str:
    """A typed name made comparable: NFKC, no spaces at all, any letter case ('Ｈ ５' → 'h5'), a component written as
    the screen writes z_i ('z_1' → 'z1': it had been refused)."""
    return _SUBSCRIPT.sub("", "".join(normalise(text).split()).casefold())


@lru_cache(maxsize=1024)  # pure, and asked for the same few names thousands of times a grading
def split_name(name: str) -> tuple[str, int] | None:
    """'h5' as ('h', 5): letters then ASCII digits; None for anything else ('mean' is ('mean', 0))."""
    m = _NAME.fullmatch(name)
    if m is None:
        return None
    return m.group(1), int(m.group(2)) if m.group(2) else 0
