"""The HTML export in a real browser: Playwright drives the system's Chromium (never a downloaded one).

Each test reads back what Chromium draws (computed colours, bounding boxes,
line boxes, the printed PDF's pages) through tests/browser_probe.js, on
`export all --format html` in zh and en, each page opened once. Skipped,
with the reason, where Chromium or the playwright package is missing
(apt-get install chromium fonts-noto-cjk; pip install '.[test]'). The
accessibility checks load axe-core, pinned in package.json (`npm ci` puts
it in node_modules/); they say they were skipped where it is missing.
"""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path

import pytest
from conftest import sampled

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import export_pictures  # noqa: E402

WHY = export_pictures.missing()
pytestmark = [pytest.mark.skipif(WHY is not None, reason=WHY or ""), pytest.mark.process]  # Chromium, for every test
PROBE = (Path(__file__).parent / "browser_probe.js").read_text(encoding="utf-8")
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
WIDE, PHONE = 1280, 390
# a page less the @page margins (2 × 14 mm), in CSS px: A4 is 210 mm wide, Letter (Chromium's own choice) 8.5 in
PRINT_WIDTH = {"A4": 688, "Letter": 710}
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


@pytest.mark.parametrize("lang", sampled(["zh", "en"], ("zh",)))  # the same colours in both: -m long tries en
def test_every_text_reads_at_4_5_to_1_against_what_is_drawn_behind_it(pages, lang) -> None:
    """Computed ink against the colour painted under each text (a cell's fill, a shape, the page), light and dark,
    wide and narrow."""
    from r45cli.palette import contrast

    page = pages[lang]
    worst = {}
    for scheme in ("light", "dark"):
        # all of it; then the diagram's drawing for a phone
        for width, scope in ((WIDE, "body"), (PHONE, "figure.diagram")):
            at(page, width, scheme)
            texts = page.evaluate(f"r45.texts('{scope}')")
            assert sum(t["where"] == "svg" for t in texts) > 100 and (
                scope != "body" or sum(t["where"] == "td" for t in texts) > 300)
            measured = sorted((contrast(colour(t["ink"]), colour(t["behind"])), t["text"], t["ink"], t["behind"])
                              for t in texts)
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
    words = ("内容", "方差", "汇合", "同一", "尺度", "归一化", "残差", "均值", "向量", "位置", "通道", "输出",
             "标准差", "参数", "百万分之几", "算一算", "一层层叠上去", "全可见")  # these cut at 390 or 1200 px once
    for b in breaks:
        assert b["first"] not in CLOSING and b["before"][-1:] not in OPENING, b
        assert not [w for w in words for k in range(1, len(w))  # words whole in prose and tables ("略大于标" / "准差")
                    if b["before"].endswith(w[:k]) and b["after"].startswith(w[k:])], b
        assert not (b["before"][-1:].isascii() and b["before"][-1:].isalnum()
                    and b["first"].isascii() and b["first"].isalnum()), b
        # a sign Chinese typesetting reads as an ideograph breaks nothing: "softmax(QKᵀ/" | "√d_head)" (an
        # instructor's report)
        assert not (b["first"] in "√ᵀ⊙·²" and b["before"][-1:].strip() or b["before"][-1:] in "√⊙·"), b
    # keep-all alone broke Chinese only at punctuation and spaces, leaving a quarter of the lines of prose and tables
    # under 70 % full ("单靠注意力给不出它：" / …); the page marks where the terminal may break (<wbr>) between words.
    # A formula held whole moves to the next line whole: 20 of 148 lines, 18 before softmax(QKᵀ/√d_head) was held
    texts = [b for b in breaks if b["where"] in ("p", "li", "td", "th")]
    assert len([b for b in texts if b["full"] < 0.7]) <= len(texts) / 7, sorted(texts, key=lambda b: b["full"])[:12]
    # a heading's last line is never one letter ("b2 · 加回 u，再由 LayerNorm 得到" / "z"), a paragraph's never one
    # character ("形成可继续层叠的完整" / "块。" opened every page)
    assert not [b for b in breaks if b["where"] in ("h1", "h2", "h3") and len(b["after"].strip()) <= 1]
    assert not [b for b in breaks if b["where"] in ("p", "li") and len(b["after"].strip().strip("".join(CLOSING))) <= 1]
    # a learner read "（见 r45" / "why u1）" at 390 px: what the terminal keeps on one line, the page does too
    kept = page.evaluate("r45.kept()")
    assert {"r45 why u3）；", "z = gamma ⊙ (s − 均值) /", "加倍 = 0.572198。"} <= {k["text"] for k in kept}
    assert all(k["lines"] == 1 for k in kept), [k for k in kept if k["lines"] != 1]
    at(page, 320)  # the title, one run under keep-all, broke where it overflowed: "…的内容" / "？"
    narrow = page.evaluate("r45.breaks()")
    at(page, PHONE)
    assert not [b for b in narrow if b["first"] in CLOSING], [b for b in narrow if b["first"] in CLOSING]


def printed(page, paper: str = "A4"):  # type: ignore[no-untyped-def]
    """The page printed as a reader prints it (details folded) to a PDF, with a link mark at each start and end
    of a table, figure, list of equations or comparison: (the marked pairs, the PDF, mark -> the sheets it landed on).
    """
    import pypdf

    opened = page.evaluate("[...document.querySelectorAll('details')].map((d) => { const was = d.open; d.open = false;"
                           " return was; })")
    at(page, PRINT_WIDTH[paper], media="print")
    assert page.evaluate("document.documentElement.scrollWidth") <= PRINT_WIDTH[paper]  # nothing to shrink
    pairs = page.evaluate("r45.mark()")
    pdf = pypdf.PdfReader(io.BytesIO(page.pdf(format=paper)))
    where: dict[str, set[int]] = {}
    for number, sheet in enumerate(pdf.pages):
        for annotation in sheet.get("/Annots") or []:
            uri = annotation.get_object().get("/A", {}).get("/URI", "")
            if "r45.invalid/" in uri:
                where.setdefault(uri.rsplit("/", 1)[1], set()).add(number)
    page.evaluate("r45.unmark()")
    page.evaluate("(opened) => document.querySelectorAll('details').forEach((d, k) => { d.open = opened[k]; })", opened)
    return pairs, pdf, where  # the page as it was: details open again for the tests after


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_printed_pages_keep_tables_figures_and_headings_whole(pages, lang) -> None:
    """page.pdf() on Letter: each table, figure and list of equations starts and ends on one page, each heading
    (with a state's place under it) on the page of the first table, figure or list under it; nothing is shrunk to
    fit. (On Letter b3's heading and place were left at a page's foot, and b1's f1 on one page with f2–f4 on the
    next, where A4 kept them; in English, "What each position i may read" and its legend ended a page whose next
    held the grids, and the inputs' heading and note one whose next held their tables.)"""

    page = pages[lang]
    pairs, pdf, where = printed(page, "Letter")
    assert len(pdf.pages) > 5 and len(pairs) > 40
    for pair in pairs:
        start, end = where.get(f"{pair['id']}A"), where.get(f"{pair['id']}Z")
        assert start and start == end and len(start) == 1, (pair, start, end)


def test_every_slide_and_the_tall_page_hold_their_text(browser, lesson, worked) -> None:
    """Drawn by Chromium, each text of each zh slide (captions are longest in zh) lies inside its 1280×720 frame, and
    the page's inside its width."""
    from r45cli import exports

    _, slides = exports.plan(lesson, worked, lesson.order, "svg", "zh", Path("s.svg"))
    tall, _ = exports.plan(lesson, worked, lesson.order, "svg", "zh", None, page=True)
    assert len(slides) >= 2 * len(lesson.order)
    page = browser.new_page(viewport={"width": WIDE, "height": 720})
    try:
        page.set_content("<!DOCTYPE html><body style='margin:0'>" + "".join(f"<div>{s.data}</div>" for s in slides)
                         + f"<div>{tall}</div></body>")
        pictures = page.evaluate(
            """[...document.querySelectorAll('body > div > svg')].map((svg) => {
                 const frame = svg.getBoundingClientRect();
                 const inside = [...svg.querySelectorAll('text')].map((t) => t.getBoundingClientRect())
                   .filter((r) => r.left < frame.left || r.right > frame.right
                                  || r.top < frame.top || r.bottom > frame.bottom);
                 return { size: [frame.width, frame.height], texts: svg.querySelectorAll('text').length,
                          outside: inside.length };
               })"""
        )
    finally:
        page.close()
    assert [p["size"] for p in pictures[:-1]] == [[1280, 720]] * len(slides)
    assert pictures[-1]["texts"] > 500
    assert all(p["texts"] and p["outside"] == 0 for p in pictures), pictures


# --------------------------------------------------------------------------- a phone, a screen reader, print, slides


@pytest.mark.parametrize(("lang", "scheme", "width"),  # each language, scheme and width once; -m long: all 8
                         sampled([(lang, scheme, width) for lang in ("zh", "en") for scheme in ("light", "dark")
                                  for width in (WIDE, PHONE)], (("zh", "light", WIDE), ("en", "dark", PHONE))))
def test_axe_core_finds_no_violation_light_or_dark_wide_or_on_a_phone(pages, lang, scheme, width) -> None:
    """axe-core's rules (pinned in package.json) over the whole page, every <details> open: none is broken."""
    if not AXE.exists():
        pytest.skip("axe-core is not installed (npm ci)")
    page = pages[lang]
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.evaluate(AXE.read_text(encoding="utf-8"))
    at(page, width, scheme)
    found = page.evaluate("axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map("
                          "(v) => [v.id, v.nodes.length, v.nodes[0].html.slice(0, 80)]))")
    assert found == [], (scheme, width, found)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_at_390_px_every_table_fits_or_says_it_scrolls(pages, lang) -> None:
    """Each table's cells inside the screen and each text inside its cell (no number cut), or its box scrolls with a cue
    on the screen that takes the focus; a box says so only while it scrolls (narrower than a phone, some do)."""
    page = pages[lang]
    for width in (WIDE, PHONE, 300):
        at(page, width)
        tables = page.evaluate("r45.tables()")
        assert len(tables) > 30
        for t in tables:
            assert not t["captionInside"], t  # the caption stays in sight while the box scrolls
            if t["scrolls"]:
                assert t["cue"] and t["focusable"], (width, t)
            else:
                assert not t["cut"] and not t["cue"] and not t["focusable"], (width, t)  # no tab stop that does nothing
        if width == PHONE:
            assert not [t for t in tables if t["scrolls"]]  # at 390 every table of the lesson fits
        if width == 300:
            assert [t for t in tables if t["scrolls"]]  # the cue is drawn where it is needed
    # a row's name stays whole, its table scrolling instead: zh read "attn" / "1" at 375 px
    at(page, 375)
    assert not page.evaluate("""[...document.querySelectorAll('th[scope=row]')].filter((t) => {
        const r = document.createRange(); r.selectNodeContents(t);
        return r.getClientRects().length > 1 && /^[A-Za-z_]+[0-9]*$/.test(t.textContent.trim()); }).length""")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_at_390_px_every_picture_text_is_12_px_or_more_as_drawn(pages, lang) -> None:
    page = pages[lang]
    at(page, PHONE)
    drawn = page.evaluate("r45.svgText()")
    assert len(drawn) > 200
    smallest = min(drawn, key=lambda t: t["px"])
    assert smallest["px"] >= 12, smallest


def test_a_figure_is_named_once_and_marks_are_said_as_words(pages) -> None:
    """Read as a screen reader reads it: the diagram's name is its heading's alone, no shade mark is read, a
    visibility cell says whether it reads, and the demonstration's inputs include b_O."""
    page = pages["en"]
    at(page, WIDE)
    tree = page.locator("main").aria_snapshot()
    images = re.findall(r'img "([^"]*)', tree)
    assert tree.count('heading "Encoder block"') == 6 and len(images) == 6 + 3  # a diagram a state, and three bars
    assert all(name.startswith(("The encoder block, in order", "Signed bars")) for name in images)  # what it shows
    assert not re.findall(r'cell "[^"]*[·░▒▓█●✓✗]', tree)  # a mark is said as its words, or not at all
    assert 'cell "reads"' in tree and 'cell "does not read"' in tree
    assert 'cell "zeroed by ReLU (a3 was negative)"' in tree
    assert re.search(r'row "b_O 0 0 0\.05 0"', tree)  # the demonstration's b_O, with its 0.05
    # every table has a name: its caption, or its panel's heading (W1's, W2's and 6 more were "table" alone)
    assert not re.findall(r"^\s*- table(?: \"\")?:", tree, re.M), re.findall(r"^\s*- table.*", tree, re.M)
    assert re.search(r'table "W1 \(4 × 6\)', tree) or re.search(r'table "W1', tree)


def test_printed_comparisons_stay_together_and_links_print_their_address(pages, lesson) -> None:
    """The b5 visibility pair on one page (and every other table side by side); each cited link's URL after it."""

    page = pages["en"]
    every, pdf, where = printed(page)
    pairs = [p for p in every if p["id"].startswith("B")]
    assert pairs
    for pair in pairs:
        assert where[f"{pair['id']}A"] == where[f"{pair['id']}Z"], pair
    text = re.sub(r"\s+", "", "".join(sheet.extract_text() for sheet in pdf.pages))
    assert f"<{lesson.reference.url}>" in text and "<https://deepnote.com/" in text
    assert "b_O" in text  # the demonstration's inputs are printed, though folded on a screen
    page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")


def test_forced_colours_keep_the_legend_and_the_dark_legend_says_what_its_ramp_does(pages) -> None:
    """Colour is data in a weight legend: forced colours keep its nine swatches. On a dark page the ramp grows
    brighter with |w|, and the legend says so."""
    from r45cli.messages import M, say
    from r45cli.palette import luminance

    page = pages["en"]
    at(page, WIDE)
    swatches = "[...document.querySelector('.legend .ramp').children].map((s) => getComputedStyle(s).backgroundColor)"
    page.emulate_media(forced_colors="active")
    assert len(set(page.evaluate(swatches))) == 9
    page.emulate_media(forced_colors="none", color_scheme="dark")
    ramp = [luminance(colour(c)) for c in page.evaluate(swatches)]
    middle = len(ramp) // 2
    assert all(a < b for a, b in zip(ramp[middle:], ramp[middle + 1 :]))  # brighter towards +max
    assert all(a > b for a, b in zip(ramp, ramp[1 : middle + 1]))  # and towards −max
    said = page.evaluate("document.querySelector('.legend').innerText")
    assert say(M.export_weight_legend_dark, "en") in said and "deeper" not in said
    at(page, WIDE, "light")
    assert "deeper" in page.evaluate("document.querySelector('.legend').innerText")


def test_a_slide_without_its_style_sheet_keeps_its_colours(browser, lesson, worked) -> None:
    """An importer that ignores <style>: each slide drawn without it is the same picture, pixel for pixel."""
    from r45cli import exports

    _, slides = exports.plan(lesson, worked, ["b0", "b2", "b3"], "svg", "en", Path("s.svg"))
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    try:
        for slide in slides:
            shots = []
            for text in (slide.data, re.sub(r"<style>.*?</style>", "", slide.data, flags=re.S)):
                page.set_content(f"<body style='margin:0;background:#000'>{text}</body>")
                shots.append(page.locator("svg").screenshot())
            assert "<style>" in slide.data and shots[0] == shots[1], slide.path
        bare = re.sub(r"<style>.*?</style>", "", slides[1].data, flags=re.S)
        page.set_content(f"<body style='margin:0'>{bare}</body>")
        fills = page.evaluate("[...document.querySelectorAll('svg rect[fill]')].map((r) => getComputedStyle(r).fill)")
        assert len({f for f in fills}) > 5  # W1's cells keep their ramp
    finally:
        page.close()


def test_a_long_unbroken_word_of_a_lesson_wraps_on_a_phone(browser, raw, write_states) -> None:
    """An instructor's text with a 600-character word (a path, a hash) made the page scroll sideways at 390 px."""
    from r45cli import exports
    from r45cli import lesson as lesson_mod
    from r45cli import worked as worked_mod

    sid = raw["default"]
    raw["states"][sid]["explain"]["en"] += " " + "x" * 600
    edited = lesson_mod.load(write_states(raw))
    html = exports.plan(edited, worked_mod.compute(edited), (sid,), "html", "en", None)[0]
    page = browser.new_page(viewport={"width": PHONE, "height": 900})
    try:
        page.set_content(html)
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE
    finally:
        page.close()
