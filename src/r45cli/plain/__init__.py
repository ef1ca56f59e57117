"""The linear text of `--plain`: every view as lines to be read top to bottom, for screen readers and braille displays.

A view here returns a list of lines: a heading on a line of its own (after
a blank line), prose as one line a paragraph (the terminal or the braille
display wraps it), list items as `- ` lines, and every number on the same
line as its name (`z1 = …`, `W1 row u1: a1 1, a2 0, …`). Nothing
is drawn: no box, rule, bar or shade mark (nothing from U+2500–U+259F), no
colour; what a picture or a mark says is said in words. The facts are the
ones the rich views get; nothing here computes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from rich.cells import cell_len

from ..messages import M
from ..numfmt import fixed
from ..render.wrap import Prose
from ..vocab import NBSP, minus_signs

NUMBERED = re.compile(r"\d{1,2}\. ")  # a listed option's number, as `draw` writes it
BOX_AND_BLOCKS = range(0x2500, 0x25A0)  # box drawing, block elements, shades: never in the linear text
ITEM = "- "


class Verbatim(str):
    """A line to copy into a file as it must be typed there (a lesson's `printed:` values): never put into words."""


def said(x: float) -> str:
    """A number as the course prints it (numfmt), its sign written to be heard."""
    return minus_signs(fixed(x))


def heading(text: str) -> list[str]:
    """A heading: a blank line, then the heading on a line of its own."""
    return ["", text]


def items(texts: Iterable[str]) -> list[str]:
    return [f"{ITEM}{t}" for t in texts]


def named(pairs: Iterable[tuple[str, str]]) -> str:
    """`name = value` pairs on one line: `u1 = …, f1 = …`; a terminal may break it between pairs, never inside one."""
    return ", ".join(f"{name}{NBSP}={NBSP}{value}" for name, value in pairs)


def cells(pairs: Iterable[tuple[str, str]]) -> str:
    """A matrix row's cells, each after its column's name: `a1 1, a2 0`."""
    return ", ".join(f"{name}{NBSP}{value}" for name, value in pairs)


def listed(values: Sequence[float]) -> str:
    return ", ".join(said(x) for x in values)


def text(lines: Iterable[str], *, first: bool = True) -> str:
    """The lines as one text: never two blank lines in a row, none at the start of the `first` text a command prints."""
    out: list[str] = []
    for line in lines:
        if line == "" and (out[-1] == "" if out else first):
            continue
        out.append(line)
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out)


# `name = number` inside a sentence ("The answer is mean = 0.260107"), and a component before its number
# ("z1 0.000000"): held together like the drawers' own pairs
_NAMED_NUMBER = re.compile(r"(?<![\w.])([^\W\d]\w*(?: \d+)?) = (?=[−-]?\d)")  # `z1 = `, `position 3 = `
_COMPONENT = re.compile(r"(?<![\w.])([^\W\d_]+\d+) (?=[−-]?\d+\.\d)")


_LABEL_NUMBER = re.compile(r"(?<=\S): (?=[−-]?\d+\.\d)")  # `… (not the identity): 0.790123`: the label's last word


_OR = "|".join(re.escape(text.format(right="", others="").strip()) for text in (M.right_or.zh, M.right_or.en))
_ALTERNATIVE = re.compile(rf"(\d) ({_OR}) (?=[−-]?\d+\.\d)")  # `1.686791 or 1.686790`: one value, right both ways


# a term of a sum, its coefficient with what it multiplies: "0.5 times" / "h3" had read as a row of its own
_TERM = re.compile(rf"(?<![\w.])(\d+(?:\.\d+)?) ({M.spoken_times.en}|{M.spoken_times.zh}) (?=[A-Za-z])")


# Chinese says what is done to a group after it ("(var + eps) 整体的平方根"): a row ending at the group had read as an
# equation it is not ("std = 1.213110 = (var + eps)"), so the group keeps the word after it
_GROUP_THEN = re.compile(rf"\) (?={re.escape(M.spoken_whole.zh.format(x='').strip())})")


def bound(line: str) -> str:
    """A line with every `name = number` held together, so a terminal never breaks a value from its name (nor from
    the other way it may be written), every term `0.5 times h3`, and a Chinese group with what is done to it."""
    line = _GROUP_THEN.sub(f"){NBSP}", _TERM.sub(f"\\1{NBSP}\\2{NBSP}", line))
    line = _ALTERNATIVE.sub(f"\\1{NBSP}\\2{NBSP}", line)
    line = _LABEL_NUMBER.sub(f":{NBSP}", line)
    line = _NAMED_NUMBER.sub(lambda m: f"{m.group(1).replace(' ', NBSP)}{NBSP}={NBSP}", line)
    return _COMPONENT.sub(f"\\1{NBSP}", line)


def on_screen(said: str, width: int | None) -> str:
    """The text as printed: unwrapped (`width` None), or each line wrapped between words at `width`, an item's
    wrapped lines under its text. What NBSP holds together stays on one line (and every `name = number`, `bound`);
    it is printed as a space."""
    if width is None:
        return said.replace(NBSP, " ")
    out: list[str] = []
    for line in bound(said).split("\n"):
        # an item's further lines go under its text: a listed option's too ("1. No: …" / "nonlinear" had read as a
        # line of its own)
        mark = ITEM if line.startswith(ITEM) else m.group(0) if (m := NUMBERED.match(line)) else ""
        wrapped = _wrapped(line[len(mark) :], max(width - len(mark), 10)) if line else [""]
        out += [(mark if k == 0 else " " * len(mark)) + part for k, part in enumerate(wrapped)]
    return "\n".join(out).replace(NBSP, " ")


def drawn(line: str) -> bool:
    """A line with a character that draws (a box, a rule, a bar, a shade)."""
    return any(ord(ch) in BOX_AND_BLOCKS for ch in line)


# a clause's `= number` (held to its name by `bound`), with the mark that ends its clause
_VALUE = re.compile(rf"[ {NBSP}]=[ {NBSP}][−-]?\d[\d.]*[,;，；]?")
_CLAUSE_END = re.compile(r"[,;:] |[，；：]")  # where a clause ends (a label's colon too), and the next name starts
_LABEL = re.compile(r"[^=,;:，；：]{1,20}(?:: |：)")  # what a line of values is of, before its first name
_NEXT_LABEL = re.compile(r"(?:; |；)[^=,;:，；：]{1,20}(?:: |：)")  # a later clause labelled too


def _wrapped(line: str, width: int) -> list[str]:
    """`line` wrapped at `width`: a line of two values or more breaks between its clauses wherever each fits a line
    ("attention of" / "x+attention of y = 0.538544" had read as a sum of its own), prose between words. A name too
    long to share a line with its number ends its line, the number starting the next with its "=": read row by row,
    "y = 0.538544" and "(variance + eps) = 1.213110" had said what the numbers are not."""
    if cell_len(line) <= width:
        return [line]
    for m in _VALUE.finditer(line):
        start = max((n.end() for n in _CLAUSE_END.finditer(line, 0, m.start())), default=0)
        named = start < m.start() and "=" not in line[start : m.start()]  # a name, not a chain "u3 = a − b = c"
        if named and cell_len(line[start : m.end()]) > width:
            head, rest = line[: m.start()].rstrip(), line[m.start() :].lstrip(f" {NBSP}")
            return [*_wrapped(head, width), *_wrapped(rest, width)]
    if len(_VALUE.findall(line)) < 2:
        return Prose(line).lines(width)
    label = _LABEL.match(line)  # "位置 1：", "W2 row h1: ": said again on each row the line goes on to (a row of the
    # demonstration's u, read alone, was taken for the course's); not a label of one clause among several labelled
    # ("positive: …; negative: s3, …" had said "positive: s3 = −0.255140" on a row of its own)
    if label and cell_len(label.group(0)) <= width // 3 and not _NEXT_LABEL.search(line, label.end()):
        rows = _wrapped(line[label.end() :], width - cell_len(label.group(0)))  # where no name is parted from its
        if not any(row.startswith("=") for row in rows):  # number for the room it takes
            return [label.group(0) + row for row in rows]
    ends = [m.end() for m in _CLAUSE_END.finditer(line)]
    out, current = [], ""
    for start, end in zip([0, *ends], [*ends, len(line)]):
        clause = line[start:end]
        if current and cell_len((current + clause).rstrip()) > width:
            out.append(current.rstrip())
            current = ""
        if cell_len(clause.rstrip()) > width:  # longer than a line alone: between its words, the rest goes on after it
            *whole, current = Prose((current + clause).rstrip()).lines(width)
            out += whole
            current += clause[len(clause.rstrip()) :]
        else:
            current += clause
    return [*out, current.rstrip()] if current.strip() else out
