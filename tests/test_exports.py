"""Exports: real Markdown, one self-contained HTML page, SVG pictures drawn as shapes; readable and self-contained."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest
from conftest import invoke
from rich.cells import cell_len

from r45cli.exports import svg
from r45cli.exports.content import Bars
from r45cli.exports.palette import DARK, LIGHT, NEGATIVE_RAMP, POSITIVE_RAMP, contrast, ink_on

SVG_NS = "{http://www.w3.org/2000/svg}"
EXTERNAL = re.compile(r"""(?:src|href)\s*=\s*["'](?!#|https?://(?:arxiv|codingai|deepnote))|@import|url\(|<script|<link""", re.I)


def export(runner, *args: str) -> str:
    result = invoke(runner, "export", *args)
    assert result.exit_code == 0, result.stderr
    return result.stdout


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_svg_parses_has_a_language_and_loads_nothing(runner, lang) -> None:
    root = ET.fromstring(export(runner, "all", "-f", "svg", "--lang", lang))
    assert root.tag == f"{SVG_NS}svg" and root.get("{http://www.w3.org/XML/1998/namespace}lang") == lang
    assert not EXTERNAL.search(ET.tostring(root, encoding="unicode"))


def test_each_cjk_text_run_is_as_wide_as_its_cells(runner) -> None:
    root = ET.fromstring(export(runner, "b0", "-f", "svg", "--lang", "zh"))
    runs = [t for t in root.iter(f"{SVG_NS}text") if t.text and cell_len(t.text) != len(t.text)]
    assert runs
    for run in runs:
        assert float(run.get("textLength")) == pytest.approx(cell_len(run.text) * svg.CELL, abs=0.05), run.text


class Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict]] = []
        self.links: list[str] = []

    def handle_starttag(self, tag, attrs) -> None:
        self.tags.append((tag, dict(attrs)))
        if tag == "a":
            self.links.append(dict(attrs).get("href", ""))


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_html_is_one_page_with_lang_title_links_and_pictures(runner, lesson, lang) -> None:
    text = export(runner, "all", "-f", "html", "--lang", lang)
    page = Page()
    page.feed(text)
    assert ("html", {"lang": lang}) in page.tags
    assert f"<title>{lesson.title(lang)}</title>" in text
    assert lesson.reference.url in page.links and any("deepnote.com" in link for link in page.links)
    assert sum(tag == "svg" for tag, _ in page.tags) >= len(lesson.order)  # every state's diagram, inline
    assert "prefers-color-scheme: dark" in text
    assert not EXTERNAL.search(text)


def test_every_text_and_background_pair_reads_at_4_5_to_1(runner) -> None:
    """The palettes, and every heatmap cell actually exported: text against what is behind it."""
    for palette in (LIGHT, DARK):
        for role in ("text", "meta", "link"):
            assert contrast(palette[role], palette["bg"]) >= 4.5, (role, palette[role])
        assert contrast(palette["text"], palette["accent_bg"]) >= 4.5
    for fill in (*NEGATIVE_RAMP, *POSITIVE_RAMP, "#ffffff"):
        assert contrast(ink_on(fill), fill) >= 4.5, fill
    text = export(runner, "b0", "-f", "html")
    cells = re.findall(r'<rect [^>]*fill="(#[0-9a-f]{6})"/><text [^>]*fill="(#[0-9a-f]{6})"', text)
    assert len(cells) == 24  # W1: 4 x 6
    assert all(contrast(ink, fill) >= 4.5 for fill, ink in cells)


def test_markdown_is_real_markdown(runner, lesson) -> None:
    text = export(runner, "all", "-f", "md")
    assert text.startswith(f"# {lesson.title.en}")
    assert "| i | u | f = hW2+b2 | s = u+f | z = LN(s) |" in text and "| 4 | -1.434875 | 0.000000 | -1.434875 | -1.397220 |" in text
    assert "| f2 | 0.324795 |" in text  # the bars table, in the course's rounding (an f-string gave 0.324794)
    assert "```text" in text  # panels without a picture keep the terminal's text
    assert "## reference" in text and "## further study" in text and "2017-06-12" in text
    for sid in lesson.order:
        assert f"## {sid} · {lesson.state(sid).title.en}" in text


def test_markdown_written_to_a_file_links_its_pictures_beside_it(runner, tmp_path) -> None:
    target = tmp_path / "notes.md"
    assert invoke(runner, "export", "b2", "-f", "md", "-o", str(target)).exit_code == 0
    text = target.read_text(encoding="utf-8")
    linked = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", text)
    assert linked and all((tmp_path / name).exists() for name in linked)
    for name in linked:
        ET.parse(tmp_path / name)


def test_bars_are_rectangles_on_the_right_side_of_one_axis() -> None:
    body, _, _ = svg.bars(Bars("b", (("u1", 1.0), ("u2", -0.5), None, ("u3", 0.25)), 1.0), "en")
    root = ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{body}</svg>')
    axis = float(next(root.iter(f"{SVG_NS}line")).get("x1"))
    rects = {r.get("class"): r for r in root.iter(f"{SVG_NS}rect")}
    neg = [r for r in root.iter(f"{SVG_NS}rect") if r.get("class") == "neg"]
    pos = [r for r in root.iter(f"{SVG_NS}rect") if r.get("class") == "pos"]
    assert rects and len(neg) == 1 and len(pos) == 2
    assert float(neg[0].get("x")) + float(neg[0].get("width")) == pytest.approx(axis)
    assert all(float(r.get("x")) == pytest.approx(axis) for r in pos)
    assert float(pos[0].get("width")) == pytest.approx(2 * float(neg[0].get("width")))
