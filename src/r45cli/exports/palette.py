"""The colours of the exports: one palette for light pages, one for dark, and the ramps of weights.

One colour language: blue and orange mean sign, and only sign (bars and
weight ramps); everything else is neutral (text, outlines, the diagram, the
shade of an attention weight). A cell's text colour is chosen per cell
against the fill drawn behind it, in each scheme, and written as its own
class or style so no other rule can override it.
"""

from __future__ import annotations

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
    "light": {"neg": ("#fee0b6", "#fdb863", "#e08214", "#b35806"), "pos": ("#d1e5f0", "#92c5de", "#4393c3", "#2166ac"), "zero": "#ffffff"},
    # on a dark page the ramp starts dark and grows brighter with |w|: no white cell for a zero
    "dark": {"neg": ("#3d2a12", "#6b4216", "#b35806", "#f1a340"), "pos": ("#17304d", "#1f4f80", "#2f74c0", "#7fb2e5"), "zero": "#1c1c1c"},
}
# Attention weights (0 to 1): a neutral shade, further from the page's colour for more weight.
SHADES = {
    "light": ("#ffffff", "#e8e8e8", "#c6c6c6", "#8f8f8f", "#5a5a5a"),
    "dark": ("#1c1c1c", "#383838", "#5c5c5c", "#8f8f8f", "#c8c8c8"),
}
STEPS = ("n4", "n3", "n2", "n1", "z", "p1", "p2", "p3", "p4")  # the ramp's steps, most negative to most positive
assert all(len(r[s]) == 4 for r in RAMPS.values() for s in ("neg", "pos")), "STEPS names four steps a side"
SCHEMES = {"light": LIGHT, "dark": DARK}
INKS = ("#000000", "#ffffff")
SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans CJK SC', 'Source Han Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif"
MONO = "'DejaVu Sans Mono', Menlo, Consolas, 'Noto Sans Mono CJK SC', 'Noto Sans CJK SC', 'Source Han Sans SC', 'Microsoft YaHei', monospace"
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


def weight_step(w: float, top: float) -> str:
    """A weight's step on the ramp, by |w| against the matrix's largest |w|: 'z' for 0, 'n1'…'n4', 'p1'…'p4'."""
    if w == 0 or top == 0:
        return "z"
    steps = len(RAMPS["light"]["pos"])
    return f"{'n' if w < 0 else 'p'}{min(steps, int(abs(w) / top * steps - 1e-9) + 1)}"


def weight_fill(step: str, scheme: str = "light") -> str:
    ramp = RAMPS[scheme]
    return ramp["zero"] if step == "z" else ramp["neg" if step[0] == "n" else "pos"][int(step[1:]) - 1]


def shade_step(weight: float) -> int:
    """An attention weight's shade, 0 to 4: the terminal's five steps (·░▒▓█)."""
    top = len(SHADES["light"]) - 1
    return min(top, max(0, round(weight * top)))


def cell_classes() -> dict[str, dict[str, tuple[str, str]]]:
    """Per scheme, each cell class -> (fill, ink): the weight steps (w-…) and the attention shades (q-…)."""
    out: dict[str, dict[str, tuple[str, str]]] = {}
    for scheme in RAMPS:
        cells = {f"w-{s}": weight_fill(s, scheme) for s in STEPS}
        cells.update({f"q-{k}": fill for k, fill in enumerate(SHADES[scheme])})
        out[scheme] = {name: (fill, ink_on(fill)) for name, fill in cells.items()}
    return out


def cell_css(scheme: str, scope: str = "") -> str:
    """The cell classes' rules for one scheme: background and text colour together, never one without the other."""
    return " ".join(f"{scope}.{name} {{ background: {fill}; color: {ink}; }}" for name, (fill, ink) in cell_classes()[scheme].items())
