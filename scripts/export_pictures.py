"""Draw the exports in the system's Chromium (through Playwright) and write PNGs to look at.

    python scripts/export_pictures.py [OUT_DIR]      # default: docs/pictures

Writes: the HTML page of one state in zh, light and dark, 1280 and 390 px
wide; two more states as phones draw them (PHONES); one slide figure (SVG,
en); a page of `export all` printed to PDF (turned into a PNG by pdftoppm,
when it is there). Needs Debian's chromium
and fonts-noto-cjk (apt-get install chromium fonts-noto-cjk) and the
`playwright` package (the `test` extra); no browser is downloaded.
tests/test_browser.py launches Chromium through `launch` here.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STATE = "b3"  # the state the HTML pictures show: the diagram, a scopes table, shaded attention, W_O, the sequence
FIGURE = ("b0", "diagram")  # the slide figure
PHONES = (("b2", "en", 390), ("b3", "zh", 320))  # a phone's tables and bars; a screen so narrow some tables scroll


def chromium() -> str | None:
    """The system Chromium's path, or None."""
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


def missing() -> str | None:
    """Why the browser cannot run here, or None when it can."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright package is not installed (pip install '.[test]')"
    if chromium() is None:
        return "no chromium on the PATH (apt-get install chromium fonts-noto-cjk)"
    return None


def launch(playwright):  # type: ignore[no-untyped-def]
    """The system Chromium, headless, through Playwright: never a downloaded browser."""
    return playwright.chromium.launch(executable_path=chromium(),
                                      args=["--no-sandbox", "--disable-gpu", "--font-render-hinting=none"])


def export(*args: str) -> str:
    result = subprocess.run([sys.executable, "-m", "r45cli", "export", *args], capture_output=True, text=True,
                            check=True)
    return result.stdout


def main() -> int:
    why = missing()
    if why:
        print(why, file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "pictures"
    out.mkdir(parents=True, exist_ok=True)
    shots = []
    with tempfile.TemporaryDirectory() as scratch, sync_playwright() as p:
        work = Path(scratch)
        page_file = work / f"{STATE}-zh.html"
        page_file.write_text(export(STATE, "-f", "html", "--lang", "zh"), encoding="utf-8")
        every = work / "all-zh.html"
        every.write_text(export("all", "-f", "html", "--lang", "zh"), encoding="utf-8")
        figure = work / "figure.svg"
        figure.write_text(export(FIGURE[0], "-f", "svg", "--figure", FIGURE[1], "--lang", "en"), encoding="utf-8")
        browser = launch(p)
        for scheme in ("light", "dark"):
            for wide in (1280, 390):
                page = browser.new_page(viewport={"width": wide, "height": 900}, color_scheme=scheme,
                                        device_scale_factor=1)
                page.goto(page_file.as_uri())
                name = out / f"export-html-{STATE}-zh-{scheme}-{wide}.png"
                page.screenshot(path=str(name), full_page=True)
                shots.append(name)
                page.close()
        for state, lang, wide in PHONES:
            phone_file = work / f"{state}-{lang}.html"
            phone_file.write_text(export(state, "-f", "html", "--lang", lang), encoding="utf-8")
            page = browser.new_page(viewport={"width": wide, "height": 900}, device_scale_factor=1)
            page.goto(phone_file.as_uri())
            shots.append(out / f"export-html-{state}-{lang}-light-{wide}.png")
            page.screenshot(path=str(shots[-1]), full_page=True)
            page.close()
        page = browser.new_page(viewport={"width": 1280, "height": 720})
        page.goto(figure.as_uri())
        shots.append(out / f"export-slide-{FIGURE[0]}-{FIGURE[1]}-en.png")
        page.screenshot(path=str(shots[-1]))
        page.close()
        page = browser.new_page()
        page.goto(every.as_uri())
        pdf = work / "all-zh.pdf"
        page.pdf(path=str(pdf), format="A4", print_background=True)
        browser.close()
        if shutil.which("pdftoppm"):
            subprocess.run(["pdftoppm", "-png", "-r", "80", "-f", "2", "-l", "2", "-singlefile", str(pdf),
                            str(out / "export-print-all-zh-page2")], check=True)
            shots.append(out / "export-print-all-zh-page2.png")
        else:
            print("no pdftoppm (apt-get install poppler-utils): the printed page was not drawn", file=sys.stderr)
    for shot in shots:
        print(shot.relative_to(ROOT) if shot.is_relative_to(ROOT) else shot)
    return 0


if __name__ == "__main__":
    sys.exit(main())
