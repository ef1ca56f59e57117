"""The colours of every view: one palette for light pages, one for dark, the ramps of weights and attention shades.

One colour language, for the terminal and the exports alike: blue and
orange mean sign, and only sign (bars and weight ramps); everything else is
neutral (text, outlines, the diagram, the shade of an attention weight). A
cell's text colour is chosen per cell against the fill drawn behind it, in
each scheme. The steps themselves are vocab.weight_step and vocab.heat_step.
"""

from __future__ import annotations

from typing import Any

from .vocab import HEAT_MARKS, WEIGHT_STEPS

LIGHT = {
    "bg": "#ffffff",
    "text": "#1a1a1a",
    "meta": "#4d4d4d",
    "box": "#6b6b6b",  # outlines, axes, grid lines
    "frame": "#8a8a8a",  # a sublayer's dashed frame
    "card": "#f2f2f2",  # the copies behind a per-position sublayer
    "positive": "#2166ac",
    "negative": "#b35806",
}
DARK = {
    "bg": "#121212",
    "text": "#e6e6e6",
    "meta": "#b3b3b3",
    "box": "#9a9a9a",
    "frame": "#7a7a7a",
    "card": "#242424",
    "positive": "#6ea8fe",
    "negative": "#f1a340",
}
# Weights on a diverging ramp, palest near 0: orange for negative, blue for positive (never red and green).
RAMPS = {
    "light": {"neg": ("#fee0b6", "#fdb863", "#e08214", "#b35806"), "pos": ("#d1e5f0", "#92c5de", "#4393c3", "#2166ac"),
              "zero": "#ffffff"},
    # on a dark page the ramp starts dark and grows brighter with |w|: no white cell for a zero
    "dark": {"neg": ("#3d2a12", "#6b4216", "#b35806", "#f1a340"), "pos": ("#17304d", "#1f4f80", "#2f74c0", "#7fb2e5"),
             "zero": "#1c1c1c"},
    # a terminal: the same steps, in hues that a 16-colour terminal (rich takes the nearest of its 16) keeps warm or
    # blue and in order of depth (bright yellow, bright red, red; bright cyan, bright blue, blue)
    "terminal": {"neg": ("#fdb863", "#f08a24", "#b82804", "#8c1d04"),
                 "pos": ("#90d0ff", "#60a5fa", "#1e40af", "#17307a"),
                 "zero": ""},
}
# Attention weights (0 to 1): a neutral shade, further from the page's colour for more weight.
SHADES = {  # one a step of HEAT_MARKS
    "light": ("#ffffff", "#e8e8e8", "#c6c6c6", "#8f8f8f", "#5a5a5a"),
    "dark": ("#1c1c1c", "#383838", "#5c5c5c", "#8f8f8f", "#c8c8c8"),
}
assert all(len(shades) == len(HEAT_MARKS) for shades in SHADES.values()), "a shade a mark"
# The terminal's background is unknown: sign hues that read on black and on white alike.
TERMINAL = {"positive": "#3b7dd8", "negative": "#e66100"}
STEPS = tuple(range(-WEIGHT_STEPS, WEIGHT_STEPS + 1))  # the ramp's steps, most negative to most positive
assert all(len(r[s]) == WEIGHT_STEPS for r in RAMPS.values() for s in ("neg", "pos")), "a ramp has WEIGHT_STEPS a side"
SCHEMES = {"light": LIGHT, "dark": DARK}
INKS = ("#000000", "#ffffff")
CJK = "'Noto Sans CJK SC', 'Source Han Sans SC', 'Microsoft YaHei'"
SANS = f"system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', {CJK}, 'PingFang SC', sans-serif"
MONO = f"'DejaVu Sans Mono', Menlo, Consolas, 'Noto Sans Mono CJK SC', {CJK}, monospace"
FONTS = MONO  # pictures: one advance per character (a CJK one is 1 em), so text is measured before it is drawn


def luminance(colour: str) -> float:
    """Relative luminance of a #rrggbb colour (WCAG 2)."""
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ink_on(fill: str) -> str:
    """Black or white text, whichever reads better on `fill`."""
    return max(INKS, key=lambda ink: contrast(ink, fill))


def step_name(step: int) -> str:
    """A weight step as a class name: z for zero, n1…n4 below, p1…p4 above."""
    return "z" if step == 0 else f"{'n' if step < 0 else 'p'}{abs(step)}"


def weight_fill(step: int, scheme: str = "light") -> str:
    ramp: dict[str, Any] = RAMPS[scheme]
    return ramp["zero"] if step == 0 else ramp["neg" if step < 0 else "pos"][abs(step) - 1]


def terminal_cell(fill: str) -> str:
    """A terminal style for a shaded cell: the light scheme's fill with its own ink, readable on any background."""
    return f"{ink_on(fill)} on {fill}"


def cell_classes() -> dict[str, dict[str, tuple[str, str]]]:
    """Per scheme, each cell class -> (fill, ink): the weight steps (w-…) and the attention shades (q-…)."""
    out: dict[str, dict[str, tuple[str, str]]] = {}
    for scheme in SCHEMES:
        cells = {f"w-{step_name(s)}": weight_fill(s, scheme) for s in STEPS}
        cells.update({f"q-{k}": fill for k, fill in enumerate(SHADES[scheme])})
        out[scheme] = {name: (fill, ink_on(fill)) for name, fill in cells.items()}
    return out


def cell_css(scheme: str, scope: str = "") -> str:
    """The cell classes' rules for one scheme: background and text colour together, never one without the other."""
    cells = cell_classes()[scheme].items()
    return " ".join(f"{scope}.{name} {{ background: {fill}; color: {ink}; }}" for name, (fill, ink) in cells)
