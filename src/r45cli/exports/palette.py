"""The colours of the exports: one palette for light pages, one for dark, each pair readable (≥ 4.5:1).

Blue and orange carry sign everywhere (they stay apart under common
colour-vision deficiencies); a heatmap cell's text is black or white,
whichever reads better on its fill.
"""

LIGHT = {
    "bg": "#ffffff",
    "text": "#1a1a1a",
    "meta": "#4d4d4d",
    "link": "#1a4f9c",
    "accent_bg": "#fff1d6",  # a highlighted diagram part
    "box": "#6b6b6b",
    "positive": "#2d6bb5",
    "negative": "#b35806",
}
DARK = {
    "bg": "#121212",
    "text": "#e6e6e6",
    "meta": "#b3b3b3",
    "link": "#8ab4f8",
    "accent_bg": "#4a3410",
    "box": "#9a9a9a",
    "positive": "#6ea8fe",
    "negative": "#ffa94d",
}
# A diverging ramp for weights (orange negative, purple-blue positive), palest near 0.
NEGATIVE_RAMP = ("#fee0b6", "#fdb863", "#e08214", "#b35806")
POSITIVE_RAMP = ("#d8daeb", "#b2abd2", "#8073ac", "#542788")
FONTS = "'DejaVu Sans Mono', 'Noto Sans Mono CJK SC', 'Noto Sans CJK SC', 'Source Han Sans SC', 'Microsoft YaHei', monospace"


def luminance(colour: str) -> float:
    """Relative luminance of a #rrggbb colour (WCAG 2)."""
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def weight_fill(w: float, top: float) -> str:
    """The fill of a weight on the diverging ramp, by |w| against the matrix's largest |w|; white for 0."""
    if w == 0 or top == 0:
        return "#ffffff"
    ramp = NEGATIVE_RAMP if w < 0 else POSITIVE_RAMP
    return ramp[min(len(ramp) - 1, int(abs(w) / top * len(ramp) - 1e-9))]


def ink_on(fill: str) -> str:
    """Black or white text, whichever reads better on `fill`."""
    return "#000000" if contrast("#000000", fill) >= contrast("#ffffff", fill) else "#ffffff"
