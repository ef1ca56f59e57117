"""What a state's texts say of the example's numbers, written so that `verify` can check it: `claims:`.

A text such as "ReLU turned h3 and h4 into 0" or "f1 = 0.5·h1" is true of the
course's numbers; an instructor who edits u or a weight may make it false, and
verify said "All checks pass" over it. A state lists the facts its texts rest
on, one a line, in the form `NAME OP VALUE`:

    claims: ["h3 = 0", "z3 < 0", "W2[1,1] = 0.5", "a6 = -a5"]

NAME is a computed number (h5, z4, mean…) or a weight entry (W1[i,j], W2[i,j],
from 1); OP is one of = < > <= >= (≤ ≥ too); VALUE is a number or a NAME with
an optional minus. `=` compares the two written to 6 decimals.
"""

from __future__ import annotations

import math
import re

from ..typed import split_name
from .fields import FieldReader
from .model import Claim
from .vocabulary import STATS

OPS = {"=": "=", "<": "<", ">": ">", "<=": "≤", ">=": "≥", "≤": "≤", "≥": "≥"}  # as written -> as said
_CLAIM = re.compile(r"\s*(\S+?)\s*(<=|>=|≤|≥|=|<|>)\s*(\S+)\s*")
_WEIGHT = re.compile(r"(W1|W2)\[(\d+),\s*(\d+)\]")


def read_claims(c: FieldReader, sid: str, value: object, widths: dict[str, int]) -> tuple[Claim, ...]:
    """Each claim of a state, its names checked against the example's widths (W1 is u's width by the hidden one)."""
    listed = c.string_list(value, "claims", sid)
    return tuple(_claim(c, sid, text, f"claims[{i}]", widths) for i, text in enumerate(listed))


def _claim(c: FieldReader, sid: str, text: str, field: str, widths: dict[str, int]) -> Claim:
    m = _CLAIM.fullmatch(text.replace("−", "-"))
    text = text.replace("-", "−")  # said as written, with the minus speech reads ("= -a5" was heard "= a5")
    if m is None:
        raise c.fail(f"{text[:40]!r} is not a claim (NAME OP VALUE, as 'h3 = 0' or 'z3 < 0')", field, sid)
    name, op, right = m.groups()
    if not _known(name, widths):
        raise c.fail(f"{name!r} is not a number of the example (h5, z4, mean, W2[1,1]…)", field, sid)
    other = right.removeprefix("-")
    if _known(other, widths):
        return Claim(text, name, OPS[op], None, other, -1.0 if right.startswith("-") else 1.0)
    try:
        number = float(right)
    except ValueError:
        number = math.nan
    if not math.isfinite(number):
        raise c.fail(f"{right[:40]!r} is neither a number nor a number of the example", field, sid)
    return Claim(text, name, OPS[op], number)


def _known(name: str, widths: dict[str, int]) -> bool:
    weight = _WEIGHT.fullmatch(name)
    if weight is not None:
        rows, cols = (widths["u"], widths["a"]) if weight.group(1) == "W1" else (widths["h"], widths["f"])
        return 1 <= int(weight.group(2)) <= rows and 1 <= int(weight.group(3)) <= cols
    if name in STATS:
        return True
    parts = split_name(name)
    return parts is not None and parts[0] in widths and 1 <= parts[1] <= widths[parts[0]]


def weight_entry(name: str) -> tuple[str, int, int] | None:
    """W2[1,1] as ("W2", 0, 0), 0-based; None for a computed number."""
    m = _WEIGHT.fullmatch(name)
    return None if m is None else (m.group(1), int(m.group(2)) - 1, int(m.group(3)) - 1)
