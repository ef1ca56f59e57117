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

from collections.abc import Iterable, Sequence

from ..numfmt import fixed

BOX_AND_BLOCKS = range(0x2500, 0x25A0)  # box drawing, block elements, shades: never in the linear text
ITEM = "- "


def heading(text: str) -> list[str]:
    """A heading: a blank line, then the heading on a line of its own."""
    return ["", text]


def items(texts: Iterable[str]) -> list[str]:
    return [f"{ITEM}{t}" for t in texts]


def named(pairs: Iterable[tuple[str, str]]) -> str:
    """`name = value` pairs on one line: `u1 = …, f1 = …`."""
    return ", ".join(f"{name} = {value}" for name, value in pairs)


def cells(pairs: Iterable[tuple[str, str]]) -> str:
    """A matrix row's cells, each after its column's name: `a1 1, a2 0`."""
    return ", ".join(f"{name} {value}" for name, value in pairs)


def listed(values: Sequence[float]) -> str:
    return ", ".join(fixed(x) for x in values)


def text(lines: Iterable[str], *, first: bool = True) -> str:
    """The lines as one text: never two blank lines in a row, and none at the start of the `first` text a command prints."""
    out: list[str] = []
    for line in lines:
        if line == "" and (out[-1] == "" if out else first):
            continue
        out.append(line)
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out)


def drawn(line: str) -> bool:
    """A line with a character that draws (a box, a rule, a bar, a shade)."""
    return any(ord(ch) in BOX_AND_BLOCKS for ch in line)
