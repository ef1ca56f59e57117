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
    # Blue and orange, not red and green: they stay apart under every common colour-vision deficiency.
    "zeroed": "#e66100",
    "kept": "#3b7dd8",
    "pass": "bold #3b7dd8",
    "fail": "bold #e66100",
    "heading": "bold",
    "note": "italic",
    "default": "yellow",
    "changed": "bold yellow",
    "bar.negative": "#e66100",
    "bar.positive": "#3b7dd8",
    "axis": "dim",
    "right": "bold #3b7dd8",
    "wrong": "yellow",
}
# Weight matrices: a diverging ramp, warm (yellow-orange to red) for negative and blue for positive,
# deeper with |w| (three steps up to 1 and beyond); each step names the text colour that reads on it.
# Chosen so that a 16-colour terminal, where rich takes the nearest of its 16, still draws three
# warm steps (bright yellow, bright red, red) and three blue ones (bright cyan, bright blue, blue).
WEIGHT_SHADES = {
    "negative": ("#1a1a1a on #fdb863", "#1a1a1a on #f08a24", "#ffffff on #b82804"),
    "positive": ("#1a1a1a on #90d0ff", "#1a1a1a on #60a5fa", "#ffffff on #1e40af"),
}
# Attention weights: an ordered ramp from dark (0) to light (1), so brighter means more weight;
# dark text on the light steps, light text on the dark ones.
HEAT_STYLES = ("#e0e0e0 on #10243e", "#ffffff on #1f4e79", "#ffffff on #2e75b6", "#1a1a1a on #7fb2e5", "#1a1a1a on #cfe3f7")

STATE_BOX = box.ROUNDED
TABLE_BOX = box.SIMPLE_HEAD
TABLE_COLUMN_GAP = 3  # between two columns of a TABLE_BOX table: cell padding 1 + 1, and the box's separator

BAR_MAX = 30  # cells on each side of the axis, at most; fewer on a narrow terminal
EIGHTHS = " ▏▎▍▌▋▊▉█"  # a bar's end, to an eighth of a cell
AXIS = "│"
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
    """Background for a weight: warm for negative, blue for positive, deeper with size."""
    if w == 0:
        return ""
    shades = WEIGHT_SHADES["negative" if w < 0 else "positive"]
    return shades[min(len(shades) - 1, int(abs(w) * len(shades)))]


HEAT_MARKS = "·░▒▓█"  # the same five steps as marks: size survives 16 colours, or none


def heat_mark(weight: float) -> str:
    top = len(HEAT_MARKS) - 1
    return HEAT_MARKS[min(top, max(0, round(weight * top)))]


def heat(weight: float) -> str:
    """The style for an attention weight in [0, 1]: one of five ordered steps."""
    top = len(HEAT_STYLES) - 1
    return HEAT_STYLES[min(top, max(0, round(weight * top)))]


def bar_cells(fraction: float, width: int, *, leftward: bool = False) -> str:
    """A bar `fraction` (0..1) of `width` cells long, to an eighth of a cell."""
    eighths = round(max(0.0, min(1.0, fraction)) * width * 8)
    full, part = divmod(eighths, 8)
    if leftward:
        # unicode has left-growing eighths only as ▕ and ▐: round the part to nothing, a quarter (▕) or a half (▐)
        tail = "" if part < 2 else ("▕" if part < 4 else "▐") if part < 8 else "█"
        return tail + "█" * full
    return "█" * full + (EIGHTHS[part] if part else "")
