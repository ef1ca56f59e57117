"""The HTML export in a real browser: Playwright drives the system's Chromium (never a downloaded one).

Each test reads back what Chromium draws (computed colours, bounding boxes,
line boxes, the printed PDF's pages) through tests/browser_probe.js, on
`export all --format html` in zh and en, each page opened once. Skipped,
with the reason, where Chromium or the playwright package is missing
(apt-get install chromium fonts-noto-cjk; pip install '.[test]').
"""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import export_pictures  # noqa: E402

WHY = export_pictures.missing()
pytestmark = [pytest.mark.skipif(WHY is not None, reason=WHY or ""), pytest.mark.process]  # Chromium, for every test
PROBE = (Path(__file__).parent / "browser_probe.js").read_text(encoding="utf-8")
WIDE, PHONE = 1280, 390
PRINT_WIDTH = 688  # an A4 page less the @page margins (210 − 2 × 14 mm), in CSS px
BOX_DRAWING = re.compile("[\u2500-\u257f]")
CLOSING = set("。，、；：？！）」』》】〉”’")  # never start a line in Chinese
OPENING = set("（「『《【〈“‘")  # never end one


def colour(css: str) -> str:
    r, g, b = (int(x) for x in re.match(r"rgba?\((\d+), (\d+), (\d+)", css).groups())
    return f"#{r:02x}{g:02x}{b:02x}"


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = export_pictures.launch(p)
        yield chromium
        chromium.close()


@pytest.fixture(scope="module")
def pages(browser, lesson, worked, tmp_path_factory):
    """`export all --format html` in each language, opened once, with the probe and every <details> open."""
    from r45cli import exports

    folder = tmp_path_factory.mktemp("browser")
    opened = {}
    for lang in ("zh", "en"):
        path = folder / f"all-{lang}.html"
        path.write_text(exports.plan(lesson, worked, lesson.order, "html", lang, None)[0], encoding="utf-8")
        page = browser.new_page(viewport={"width": WIDE, "height": 900})
        page.goto(path.as_uri())
        page.evaluate("window.r45 = " + PROBE)
        page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")
        opened[lang] = page
    yield opened
    for page in opened.values():
        page.close()


def at(page, width: int, scheme: str = "light", media: str = "screen") -> None:
    page.set_viewport_size({"width": width, "height": 900})
    page.emulate_media(media=media, color_scheme=scheme)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_text_reads_at_4_5_to_1_against_what_is_drawn_behind_it(pages, lang) -> None:
    """Computed ink against the colour painted under each text (a cell's fill, a shape, the page), light and dark, wide and narrow."""
    from r45cli.palette import contrast

    page = pages[lang]
    worst = {}
    for scheme in ("light", "dark"):
        for width, scope in ((WIDE, "body"), (PHONE, "figure.diagram")):  # all of it; then the diagram's drawing for a phone
            at(page, width, scheme)
            texts = page.evaluate(f"r45.texts('{scope}')")
            assert sum(t["where"] == "svg" for t in texts) > 100 and (scope != "body" or sum(t["where"] == "td" for t in texts) > 300)
            measured = sorted((contrast(colour(t["ink"]), colour(t["behind"])), t["text"], t["ink"], t["behind"]) for t in texts)
            worst[scheme, width] = measured[0]
            assert measured[0][0] >= 4.5, (scheme, width, measured[:5])
    assert worst[("dark", WIDE)][0] != worst[("light", WIDE)][0]  # the schemes were both drawn


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_at_390_px_nothing_scrolls_sideways_and_the_whole_diagram_shows(pages, lesson, lang) -> None:
    page = pages[lang]
    at(page, PHONE)
    seen = page.evaluate("r45.narrow()")
    assert seen["scrollWidth"] <= seen["innerWidth"] == PHONE
    parts = [b for b in seen["boxes"] if b["part"]]
    assert len(parts) == len(lesson.diagram) * len(lesson.order)  # every part of every state's diagram is drawn
    outside = [b for b in seen["boxes"] if b["left"] < 0 or b["right"] > PHONE]
    assert not outside
    heights = [b["height"] for b in seen["boxes"] if b["height"] is not None]
    assert min(heights) >= 12  # drawn for the phone, not a wide picture shrunk to fit (its 14 px text would be 8 px)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_table_headers_sit_over_their_columns(pages, lang) -> None:
    """A header's text lies within its column, and a number's header ends where the number ends."""
    page = pages[lang]
    at(page, WIDE)
    headers = [h for h in page.evaluate("r45.headers()") if not h["empty"]]
    assert len(headers) > 80
    for h in headers:
        assert h["column"][0] - 0.5 <= h["text"][0] and h["text"][1] <= h["column"][1] + 0.5, h
        if h["numeric"]:
            assert abs(h["text"][1] - h["cell"][1]) <= 1.0, h


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_no_box_drawing_reaches_the_page(pages, lang) -> None:
    page = pages[lang]
    assert not [p for p in page.evaluate("r45.pres()") if BOX_DRAWING.search(p)]
    assert not BOX_DRAWING.search(page.evaluate("document.body.innerText"))


def test_chinese_lines_break_as_chinese_typesetting_asks(pages) -> None:
    """At 390 px: no line starts with 。，）、, none ends with （, and no word or number is cut."""
    page = pages["zh"]
    at(page, PHONE)
    breaks = page.evaluate("r45.breaks()")
    assert len(breaks) > 50  # a phone wraps a great deal
    for b in breaks:
        assert b["first"] not in CLOSING and b["before"][-1:] not in OPENING, b
        assert not (b["before"][-1:].isascii() and b["before"][-1:].isalnum() and b["first"].isascii() and b["first"].isalnum()), b


def test_printed_pages_keep_tables_figures_and_headings_whole(pages) -> None:
    """page.pdf(): each table and figure starts and ends on one page, each heading on the page of what follows; nothing is shrunk to fit."""
    import pypdf

    page = pages["zh"]
    page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = false; })")  # as a reader prints it
    at(page, PRINT_WIDTH, media="print")
    assert page.evaluate("document.documentElement.scrollWidth") <= PRINT_WIDTH  # so Chromium has nothing to shrink
    pairs = page.evaluate("r45.mark()")
    pdf = pypdf.PdfReader(io.BytesIO(page.pdf(format="A4")))
    where: dict[str, set[int]] = {}
    for number, sheet in enumerate(pdf.pages):
        for annotation in sheet.get("/Annots") or []:
            uri = annotation.get_object().get("/A", {}).get("/URI", "")
            if "r45.invalid/" in uri:
                where.setdefault(uri.rsplit("/", 1)[1], set()).add(number)
    assert len(pdf.pages) > 5 and len(pairs) > 40
    for pair in pairs:
        start, end = where.get(f"{pair['id']}A"), where.get(f"{pair['id']}Z")
        assert start and start == end and len(start) == 1, (pair, start, end)


def test_every_slide_and_the_tall_page_hold_their_text(browser, lesson, worked) -> None:
    """Drawn by Chromium, each text of each zh slide (captions are longest in zh) lies inside its 1280×720 frame, and the page's inside its width."""
    from r45cli import exports

    _, slides = exports.plan(lesson, worked, lesson.order, "svg", "zh", Path("s.svg"))
    tall, _ = exports.plan(lesson, worked, lesson.order, "svg", "zh", None, page=True)
    assert len(slides) >= 2 * len(lesson.order)
    page = browser.new_page(viewport={"width": WIDE, "height": 720})
    try:
        page.set_content("<!DOCTYPE html><body style='margin:0'>" + "".join(f"<div>{s.data}</div>" for s in slides) + f"<div>{tall}</div></body>")
        pictures = page.evaluate(
            """[...document.querySelectorAll('body > div > svg')].map((svg) => {
                 const frame = svg.getBoundingClientRect();
                 const inside = [...svg.querySelectorAll('text')].map((t) => t.getBoundingClientRect())
                   .filter((r) => r.left < frame.left || r.right > frame.right || r.top < frame.top || r.bottom > frame.bottom);
                 return { size: [frame.width, frame.height], texts: svg.querySelectorAll('text').length, outside: inside.length };
               })"""
        )
    finally:
        page.close()
    assert [p["size"] for p in pictures[:-1]] == [[1280, 720]] * len(slides)
    assert pictures[-1]["texts"] > 500
    assert all(p["texts"] and p["outside"] == 0 for p in pictures), pictures
