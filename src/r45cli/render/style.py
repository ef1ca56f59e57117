"""The terminal's styles by role, its boxes and its bars; colours come from the one palette, marks from vocab.

No meaning rests on colour alone: where colour may be missing (NO_COLOR,
a pipe) a mark or a word says the same.
"""

from rich import box

from ..palette import TERMINAL

POSITIVE, NEGATIVE = TERMINAL["positive"], TERMINAL["negative"]  # blue and orange: apart under every colour deficiency
STYLES = {
    "title": "bold cyan",
    "meta": "dim",
    "highlight": "bold reverse",
    "part": "",
    "arrow": "dim",
    "number": "",
    "formula": "bold",
    "verbatim": "bold",  # text to copy into a file, as it must be typed there
    "zeroed": NEGATIVE,
    "kept": POSITIVE,
    "pass": f"bold {POSITIVE}",
    "fail": f"bold {NEGATIVE}",
    "heading": "bold",
    "note": "italic",
    "default": "yellow",
    "changed": "bold yellow",
    "bar.negative": NEGATIVE,
    "bar.positive": POSITIVE,
    "axis": "dim",
    "right": f"bold {POSITIVE}",
    "wrong": "yellow",
}

STATE_BOX = box.ROUNDED
BOX_EDGES = 4  # the columns a box takes: an edge and a space on each side
TABLE_BOX = box.SIMPLE_HEAD
TABLE_COLUMN_GAP = 3  # between two columns of a TABLE_BOX table: cell padding 1 + 1, and the box's separator

BAR_MAX = 30  # cells on each side of the axis, at most; fewer on a narrow terminal
EIGHTHS = " ▏▎▍▌▋▊▉█"  # a bar's end, to an eighth of a cell
AXIS = "│"
HIGHLIGHT_MARKS = ("[", "]")  # keep the highlighted parts visible without colour
BULLET = "• "


LEFTWARD_PARTS = {0.0: "", 0.125: "▕", 0.5: "▐", 1.0: "█"}  # unicode's right-aligned blocks: an eighth and a half


def bar_cells(fraction: float, width: int, *, leftward: bool = False) -> str:
    """A bar `fraction` (0..1) of `width` cells long, to an eighth of a cell; leftward, its end the nearest of the
    parts a font can draw growing left (4.36 cells had been drawn 4.125 and 23.87 drawn 23.5: the ends were cut)."""
    length = max(0.0, min(1.0, fraction)) * width
    if leftward:
        full = int(length)
        part = min(LEFTWARD_PARTS, key=lambda p: abs(length - full - p))
        return LEFTWARD_PARTS[part] + "█" * full
    full, part = divmod(round(length * 8), 8)
    return "█" * full + (EIGHTHS[part] if part else "")
