"""The exports in a real browser: headless Chromium draws them, and the screenshot is read back.

Skipped where Chromium is absent (apt-get install chromium fonts-noto-cjk).
"""

from __future__ import annotations

import struct
import sys
import zlib
from pathlib import Path

import pytest
from conftest import invoke

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import export_pictures  # noqa: E402

pytestmark = pytest.mark.skipif(export_pictures.chromium() is None, reason="no chromium here")


def read_png(path: Path) -> tuple[int, int, list[list[tuple[int, int, int]]]]:
    """Width, height and RGB rows of an 8-bit, non-interlaced RGB or RGBA PNG (what Chromium writes)."""
    data = path.read_bytes()
    pos, chunks = 8, {}
    idat = b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        body = data[pos + 8 : pos + 8 + length]
        if kind == b"IDAT":
            idat += body
        else:
            chunks[kind] = body
        pos += 12 + length
    width, height, depth, colour = struct.unpack(">IIBB", chunks[b"IHDR"][:10])
    assert depth == 8 and colour in (2, 6)
    step = 3 if colour == 2 else 4
    raw, stride, rows, prev = zlib.decompress(idat), width * step, [], bytearray(width * step)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for x in range(stride):
            a = line[x - step] if x >= step else 0
            b, c = prev[x], prev[x - step] if x >= step else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x : x + 3]) for x in range(0, stride, step)])
        prev = line
    return width, height, rows


def near(pixel: tuple[int, int, int], colour: str, tolerance: int = 40) -> bool:
    target = tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return all(abs(p - t) <= tolerance for p, t in zip(pixel, target))


def test_bars_of_opposite_sign_fall_on_opposite_sides_of_the_axis(runner, tmp_path) -> None:
    from r45cli.exports.palette import LIGHT

    target = tmp_path / "b2.md"
    assert invoke(runner, "export", "b2", "-f", "md", "-o", str(target)).exit_code == 0
    bars = sorted(tmp_path.glob("b2-b2-*.svg"))[-1]  # the bars are the state's last picture
    png = export_pictures.screenshot(bars, tmp_path / "bars.png", size=(700, 560))
    _, _, rows = read_png(png)
    orange = [x for row in rows for x, px in enumerate(row) if near(px, LIGHT["negative"])]
    blue = [x for row in rows for x, px in enumerate(row) if near(px, LIGHT["positive"])]
    assert orange and blue
    assert max(orange) < min(blue)  # every negative bar left of every positive one: one axis between them


def test_the_html_page_draws_chinese_and_its_pictures(runner, tmp_path) -> None:
    page = tmp_path / "b2.html"
    page.write_text(invoke(runner, "export", "b2", "-f", "html", "--lang", "zh").stdout, encoding="utf-8")
    png = export_pictures.screenshot(page, tmp_path / "page.png", size=(1200, 1600))
    width, height, rows = read_png(png)
    from r45cli.exports.palette import LIGHT

    assert (width, height) == (1200, 1600)
    assert any(near(px, LIGHT["negative"]) for row in rows for px in row)  # the bars were drawn
    assert sum(px != (255, 255, 255) for row in rows for px in row) > 20_000  # and a page of text around them
