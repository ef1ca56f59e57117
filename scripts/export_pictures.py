"""Render each export in headless Chromium and write PNGs to look at.

    python scripts/export_pictures.py [OUT_DIR]      # default: docs/pictures

Writes, for b2 in zh and b0 in en: the HTML page (light, and dark through
prefers-color-scheme), the SVG picture, and the Markdown's first linked
picture. Needs chromium on the PATH (Debian: apt-get install chromium
fonts-noto-cjk). tests/test_browser.py uses `screenshot` from here.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--hide-scrollbars"]


def chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")


def screenshot(source: Path, png: Path, size: tuple[int, int] = (1200, 1600), dark: bool = False) -> Path:
    """A PNG of `source` (an .html or .svg file) as Chromium draws it."""
    with tempfile.TemporaryDirectory() as profile:
        flags = [*CHROMIUM_FLAGS, f"--user-data-dir={profile}", f"--screenshot={png}", f"--window-size={size[0]},{size[1]}"]
        if dark:
            flags.append("--force-dark-mode")
        subprocess.run([chromium(), *flags, source.resolve().as_uri()], check=True, capture_output=True, timeout=120)
    return png


def export(args: list[str]) -> str:
    result = subprocess.run([sys.executable, "-m", "r45cli", "export", *args], capture_output=True, text=True, check=True)
    return result.stdout


def main() -> int:
    if chromium() is None:
        print("no chromium on the PATH: apt-get install chromium fonts-noto-cjk", file=sys.stderr)
        return 1
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "pictures"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        (work / "b2-zh.html").write_text(export(["b2", "-f", "html", "--lang", "zh"]), encoding="utf-8")
        (work / "b0-en.svg").write_text(export(["b0", "-f", "svg", "--lang", "en"]), encoding="utf-8")
        subprocess.run([sys.executable, "-m", "r45cli", "export", "b5", "-f", "md", "-o", str(work / "b5.md")], check=True, capture_output=True)
        shots = [
            screenshot(work / "b2-zh.html", out / "export-html-b2-zh.png"),
            screenshot(work / "b2-zh.html", out / "export-html-b2-zh-dark.png", dark=True),
            screenshot(work / "b0-en.svg", out / "export-svg-b0-en.png", size=(900, 1500)),
            screenshot(sorted(work.glob("b5-b5-*.svg"))[-1], out / "export-md-b5-bars.png", size=(700, 560)),
        ]
    for shot in shots:
        print(shot.relative_to(ROOT) if shot.is_relative_to(ROOT) else shot)
    return 0


if __name__ == "__main__":
    sys.exit(main())
