"""Every colour, box and mark the views use, in one place.

Styles are rich style strings looked up by role; a mark stands in for
colour where colour may be missing (NO_COLOR, a pipe), so no meaning rests
on colour alone.
"""

from rich import box

STYLES = {
    "title": "bold cyan",
    "meta": "dim",
    "highlight": "bold reverse",
    "part": "",
    "arrow": "dim",
    "number": "",
    "zeroed": "red",
    "kept": "green",
    "pass": "bold green",
    "fail": "bold red",
    "heading": "bold",
    "note": "italic",
    "default": "yellow",
    "changed": "bold yellow",
    "bar.negative": "red",
    "bar.positive": "green",
    "right": "bold green",
    "wrong": "yellow",
}
# Weight matrices: background by sign and size (|w| up to 1 and beyond), text unchanged.
WEIGHT_SHADES = {
    "negative": ("on #3a1a1a", "on #5c2020", "on #8a2a2a"),
    "positive": ("on #1a3a1a", "on #205c20", "on #2a8a2a"),
}
# Attention-weight heatmap: background by weight, from none (near 0) to bright (near 1).
HEAT_STYLES = ("", "on grey23", "on grey37", "on grey50", "on grey70")

STATE_BOX = box.ROUNDED
TABLE_BOX = box.SIMPLE_HEAD
TABLE_COLUMN_GAP = 3  # between two columns of a TABLE_BOX table: cell padding 1 + 1, and the box's separator

BAR_WIDTH = 12  # cells on each side of the axis
BAR, AXIS = "█", "│"
CHANGED_MARK = "*"  # marks a changed value without colour
ZEROED_MARK, KEPT_MARK = "✗", "✓"  # what ReLU did to a channel; whether a check or a sign held
ARROW = " → "
HIGHLIGHT_MARKS = ("[", "]")  # keep the highlighted parts visible without colour
BULLET = "• "
SEEN, UNSEEN = "●", "·"  # a position row i may read, or may not
DEFAULT_MARK = "★"
LAST_MARK = "◀"
MORE = "…"


def weight_shade(w: float) -> str:
    """Background for a weight: red for negative, green for positive, deeper with size."""
    if w == 0:
        return ""
    shades = WEIGHT_SHADES["negative" if w < 0 else "positive"]
    return shades[min(len(shades) - 1, int(abs(w) * len(shades)))]


def heat(weight: float) -> str:
    """The background style for an attention weight in [0, 1]."""
    top = len(HEAT_STYLES) - 1
    return HEAT_STYLES[min(top, max(0, round(weight * top)))]
