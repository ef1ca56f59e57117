"""What each export holds, read the way its reader reads it: Markdown through markdown-it-py, SVG as XML, zh word by
word."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest
from conftest import invoke
from markdown_it import MarkdownIt

from r45cli.lesson.model import Bilingual, Note
from r45cli.palette import contrast
from r45cli.view.model import Bars, Beside, Diagram, Equations, Table
from r45cli.view.state import state_view

SVG = "{http://www.w3.org/2000/svg}"
# Names and formulas a zh export may write in Latin letters: the lesson's own symbols, not English words.
FORMULA_NAMES = {"LN", "attn", "concat", "hW", "uW", "std", "ReLU", "LayerNorm", "FFN", "softmax", "QKᵀ", "d_head",
                 "W_O", "b_O", "W_Q", "W_K", "W_V", "b_Q", "b_K", "b_V"}
WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_ᵀ]*")


def export(runner, *args: str) -> str:
    result = invoke(runner, "export", *args)
    assert result.exit_code == 0, result.stderr
    return result.stdout


class Visible(HTMLParser):
    """The text a reader sees or hears: element text and the labels of elements, not styles."""

    def __init__(self) -> None:
        super().__init__()
        self.out: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag, attrs) -> None:
        self.hidden += tag in ("style", "script")
        self.out += [v for k, v in attrs if k in ("aria-label", "alt", "title") and v]

    def handle_endtag(self, tag) -> None:
        self.hidden -= tag in ("style", "script")

    def handle_data(self, data) -> None:
        if not self.hidden:
            self.out.append(data)


def visible(markup: str) -> str:
    parser = Visible()
    parser.feed(markup)
    return " ".join(parser.out)


def tables_md() -> MarkdownIt:
    return MarkdownIt("commonmark").enable("table")


@pytest.fixture(scope="module")
def notes(tmp_path_factory) -> dict:
    """`export all -o notes.md` in each language: the text, its folder, its rendered tokens."""
    from typer.testing import CliRunner

    out = {}
    for lang in ("zh", "en"):
        folder = tmp_path_factory.mktemp(f"notes-{lang}")
        folders = {"R45_CACHE_DIR": str(folder / "cache"), "R45_STATE_DIR": str(folder / "state")}
        with CliRunner().isolation(env=folders):
            from r45cli.run import main

            assert main(["--lang", lang, "export", "all", "-o", str(folder / "notes.md")]) == 0
        text = (folder / "notes.md").read_text(encoding="utf-8")
        out[lang] = {"text": text, "folder": folder, "tokens": tables_md().parse(text)}
    return out


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_markdown_table_parses_as_a_table(notes, lesson, worked, lang) -> None:
    from r45cli.view.state import inputs_once

    views = [state_view(lesson, worked, sid, lang, limit=None) for sid in lesson.order]
    assert sum(v.inputs is not None for v in views) == 2  # b3 and b4 show the demonstration's results, and its inputs
    views = inputs_once(views, lang)  # a document of several states prints the same inputs once
    blocks = [b for v in views for p in (*v.panels, *([v.inputs] if v.inputs else [])) for b in p.blocks]
    expected = sum(len(b.tables) if isinstance(b, Beside) else isinstance(b, (Table, Equations, Bars)) for b in blocks)
    tokens = notes[lang]["tokens"]
    # no box-drawing character: nothing is the terminal's text
    assert not re.search("[\u2500-\u257f]", notes[lang]["text"])
    assert sum(t.type == "table_open" for t in tokens) == expected
    assert sum(t.type == "thead_open" for t in tokens) == expected  # each with its header row


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_picture_link_resolves_to_a_picture_with_its_own_background(notes, lang) -> None:
    images = [child for t in notes[lang]["tokens"] if t.type == "inline"
              for child in t.children or [] if child.type == "image"]
    assert len(images) >= 12
    for image in images:
        path = notes[lang]["folder"] / image.attrs["src"]
        root = ET.parse(path).getroot()
        assert root.find(f"{SVG}title").text and root.find(f"{SVG}desc").text
        style = root.find(f"{SVG}style").text
        assert "prefers-color-scheme" not in style  # it does not turn dark under a light page
        assert root.find(f"{SVG}rect").get("class") == "bg"  # its own background, first


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_no_caption_is_said_twice(notes, lesson, worked, lang) -> None:
    """A figure's caption is one bold line; the picture's alt text says what it shows instead."""
    views = [state_view(lesson, worked, sid, lang, limit=None) for sid in lesson.order]
    captions = {p.title for v in views for p in v.panels} | {v.diagram.caption for v in views}
    tokens = notes[lang]["tokens"]
    alts = [c.content for t in tokens if t.type == "inline" for c in t.children or [] if c.type == "image"]
    assert not captions & set(alts)
    for section in notes[lang]["text"].split("\n## ")[1:]:
        bold = re.findall(r"^\*\*(.+)\*\*$", section, re.M)
        assert len(bold) == len(set(bold)), section[:40]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_pictures_numbers_are_read_once_in_markdown_and_kept_in_the_picture(notes, lang) -> None:
    """Markdown sets a picture's numbers in the pipe table under it: its alt text had read all 16 bar values (or
    24 weights) first, then the table read them again. The picture itself, opened alone, still says them."""
    images = [child for t in notes[lang]["tokens"] if t.type == "inline"
              for child in t.children or [] if child.type == "image"]
    for image in images:
        desc = ET.parse(notes[lang]["folder"] / image.attrs["src"]).getroot().find(f"{SVG}desc").text
        if re.search("bars|heatmap|条形图|热力图", desc):  # its values are in the table under it
            alt = image.content.replace("\\", "")  # as written: |w| escaped
            said = desc.removeprefix(alt)
            assert said != desc and re.match(r" ?(The values: |By row: |数值：|各行：)", said), (alt, said)
            assert not re.search(r"\d\.\d{6}.*\d\.\d{6}", alt)  # a scale, at most: no values


def test_markdown_links_are_autolinks_plain_commonmark_follows(notes, lesson) -> None:
    text = notes["en"]["text"]
    for match in re.finditer(r"https?://", text):
        assert text[match.start() - 1] == "<", text[match.start() - 20 : match.start() + 30]
    html = MarkdownIt("commonmark").render(text)
    assert f'<a href="{lesson.reference.url}">' in html and 'href="https://deepnote.com/' in html


def zh_words(lesson) -> set[str]:
    """Every word the lesson's own zh texts use: those are the course's words, whatever their script."""
    found: set[str] = set()

    def walk(obj) -> None:  # type: ignore[no-untyped-def]
        if isinstance(obj, (Bilingual, Note)):
            found.update(WORD.findall(obj.zh))
        elif hasattr(obj, "_fields"):
            for field in obj._fields:
                walk(getattr(obj, field))
        elif isinstance(obj, (tuple, list)):
            for x in obj:
                walk(x)
        elif isinstance(obj, dict):
            for x in obj.values():
                walk(x)

    walk(lesson)
    return found


def test_zh_exports_have_no_english_word_outside_formulas_names_and_the_reference(runner, lesson, tmp_path) -> None:
    """Interface words (headings, diagram labels, legends) come from the zh texts; what is Latin is a symbol or the
    course's own term."""
    allowed = zh_words(lesson) | FORMULA_NAMES | {"lang", "zh"}  # a zh handout's commands: r45 --lang zh why z3
    page = export(runner, "all", "-f", "html", "--lang", "zh")
    markdown = tables_md().render(export(runner, "all", "-f", "md", "--lang", "zh"))
    svg_page = export(runner, "all", "-f", "svg", "--page", "--lang", "zh")
    assert invoke(runner, "export", "all", "-f", "svg", "--lang", "zh", "-o", f"{tmp_path}/").exit_code == 0
    slides = [p.read_text(encoding="utf-8") for p in sorted(tmp_path.glob("*.svg"))]
    for name, text in (("html", visible(page)), ("md", visible(markdown)), ("svg", visible(svg_page)),
                       *(("slide", visible(s)) for s in slides)):
        # the reference and further study are the paper's and the links' words
        body = text.split("参考")[0] if name != "slide" else text
        english = sorted({w for w in WORD.findall(body)
                          if re.sub(r"\d+$", "", w) not in allowed and not re.fullmatch(r"[A-Za-z]\d*(_[a-z])?", w)})
        assert not english, (name, english)


def test_an_english_word_in_a_zh_diagram_would_be_found(lesson, worked) -> None:
    """The check above can fail: the diagram's labels in zh are the lesson's zh labels, and the old 'head 1' is not
    among them."""
    allowed = zh_words(lesson) | FORMULA_NAMES
    diagram = state_view(lesson, worked, lesson.order[0], "zh").diagram
    assert isinstance(diagram, Diagram)
    labels = {w for n in diagram.nodes for w in WORD.findall(n.label)}
    assert "head" not in allowed and "residual" not in allowed and "value" not in allowed
    assert labels <= allowed | {"x", "u", "z", "W1", "W2"}


# --------------------------------------------------------------------------- SVG: figures for slides, the page


def test_svg_writes_one_slide_per_picture_named_after_the_file(runner, tmp_path) -> None:
    result = invoke(runner, "export", "b2", "-f", "svg", "-o", str(tmp_path / "slides.svg"))
    assert result.exit_code == 0, result.stderr
    written = sorted(p.name for p in tmp_path.iterdir())
    assert written == ["slides-b2-1.svg", "slides-b2-2.svg"]  # the diagram and the bars, numbered as pictures
    for name in written:
        root = ET.parse(tmp_path / name).getroot()
        assert (root.get("width"), root.get("height"), root.get("viewBox")) == ("1280", "720", "0 0 1280 720")  # 16:9
        assert root.find(f"{SVG}title").text and len(root.find(f"{SVG}desc").text) > 40


def test_one_figure_by_name_or_number_and_what_is_refused(runner, tmp_path) -> None:
    """A slide is titled with its state and what it shows: no two of a lesson's slides share a title."""
    bars = ET.fromstring(export(runner, "b2", "-f", "svg", "--figure", "bars"))
    # what it shows after " · ": a colon had stood before the bars' own ("…gives z: Signed bars: left of…")
    assert bars.find(f"{SVG}title").text.startswith("b2 · Add u back, then LayerNorm gives z · Signed bars: left")
    diagram = ET.fromstring(export(runner, "b2", "-f", "svg", "--figure", "1")).find(f"{SVG}title").text
    assert diagram == ("b2 · Add u back, then LayerNorm gives z · "
                       "The encoder block, this state's +u, LayerNorm, z outlined")
    w1 = ET.fromstring(export(runner, "b0", "-f", "svg", "--figure", "W1")).find(f"{SVG}title").text
    assert w1.startswith("b0 · Widen to six channels")
    # a weight's slide says its bias as the state does: W_O's left out b_O = (0, 0, 0.05, 0), the one not zero
    wo = ET.fromstring(export(runner, "b3", "-f", "svg", "--figure", "W_O"))
    assert "b_O = (0, 0, 0.05, 0)" in "".join(wo.itertext())
    assert invoke(runner, "export", "all", "-f", "svg", "-o", f"{tmp_path}/").exit_code == 0
    written = sorted(tmp_path.glob("*.svg"))
    titles = [ET.parse(p).getroot().find(f"{SVG}title").text for p in written]
    assert len(titles) >= 12 and len(set(titles)) == len(titles)
    numbers: dict[str, list[int]] = {}
    for p in written:  # r45-en-slides-all-b2-1.svg: numbered 1, 2, … within each state, no number skipped
        numbers.setdefault(p.stem.split("-")[4], []).append(int(p.stem.split("-")[5]))
    assert all(sorted(n) == list(range(1, len(n) + 1)) for n in numbers.values()) and len(numbers) == 6
    for p in tmp_path.iterdir():
        p.unlink()
    unknown = invoke(runner, "export", "b2", "-f", "svg", "--figure", "W9")
    assert unknown.exit_code == 2 and unknown.stderr == "r45: error: no figure named 'W9'. Figures: diagram, bars\n"
    several = invoke(runner, "export", "b2", "-f", "svg")
    assert several.exit_code == 2 and "this export has 2 figures" in several.stderr and several.stdout == ""
    wrong = invoke(runner, "export", "b2", "-f", "md", "--page")
    assert wrong.exit_code == 2 and "--format svg only" in wrong.stderr
    # a figure named on all states was told to pick one with --figure; with --page it was left out silently
    many = invoke(runner, "export", "all", "-f", "svg", "--figure", "diagram")
    assert many.exit_code == 2 and many.stderr == ("r45: error: --figure diagram picks 6 figures (one a state): "
                                                   "export one state, or write them all with -o FILE.svg\n")
    both = invoke(runner, "export", "all", "-f", "svg", "--figure", "diagram", "--page")
    assert both.exit_code == 2 and both.stdout == "" and "give one of the two" in both.stderr
    (tmp_path / "s-b2-2.svg").write_text("mine")  # one figure is there: the door refuses them all
    refused = invoke(runner, "export", "b2", "-f", "svg", "-o", str(tmp_path / "s.svg"))
    assert refused.exit_code == 2 and sorted(p.name for p in tmp_path.iterdir()) == ["s-b2-2.svg"]


def test_heatmap_ink_is_chosen_against_its_own_cell_and_applied_where_nothing_overrides_it(runner) -> None:
    root = ET.fromstring(export(runner, "b0", "-f", "svg", "--figure", "W1"))
    shapes = list(root.iter())
    cells = 0
    for k, el in enumerate(shapes):
        if el.tag == f"{SVG}text" and el.get("class") == "v":  # a class no rule gives a fill
            fill = shapes[k - 1].get("fill")  # the rect drawn just before it
            assert contrast(el.get("fill"), fill) >= 4.5
            cells += 1
    assert cells == 24 + 9 - 9  # W1's 4 × 6 cells (the legend's swatches carry no text)


def test_the_diagram_teaches_the_block(lesson, worked) -> None:
    """Facts first: sublayers by name, a ⊕ where each skip joins, the hidden layer's widths; then the drawing has
    them."""
    from r45cli.exports import diagram as drawing

    d = state_view(lesson, worked, lesson.order[0], "en").diagram
    assert [s.title for s in d.spans] == [s.title.en for s in lesson.sublayers]
    assert [(a, b) for a, b, _ in d.skips] == [(i, k) for k, p in enumerate(lesson.diagram) if p.adds
                                               for i, q in enumerate(lesson.diagram) if q.id == p.adds]
    assert all(d.nodes[b].kind == "add" and d.nodes[b].label == "⊕" for _, b, _ in d.skips)
    # said in words where it is read, not seen: a listener heard nothing for ⊕ ("W_O → → LayerNorm")
    assert "⊕" not in d.desc and "W_O → +x → LayerNorm" in d.desc and "x → +x, u → +u" in d.desc
    assert (d.model, d.hidden) == worked.ffn.W1.shape and [s.per_position for s in d.spans].count(True) == 1
    for draw in (drawing.rows, drawing.column):
        body, _, _ = draw(d)
        root = ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{body}</svg>')
        lit = [e for e in root.iter() if e.get("class") == "lit"]
        assert len(lit) == sum(n.lit for n in d.nodes)  # a heavy outline, never a sign colour
        assert not [e for e in root.iter() if e.get("class") in ("pos", "neg")]
        heads = [e for e in root.iter() if e.get("class") in ("head", "skiphead")]
        assert len(heads) == len(d.nodes) - 1 + len(d.skips)  # one arrowhead a step, one a skip
        # the copies behind the position-wise network
        assert len([e for e in root.iter() if e.get("class") == "card"]) == 2
        texts = [e.text for e in root.iter(f"{SVG}text")]
        joined = "".join(texts).replace(" ", "")  # a title or the note may take more than one line
        assert all(s.title.replace(" ", "") in joined for s in d.spans) and str(d.hidden) in texts
        assert d.per_position.replace(" ", "") in joined


def test_html_names_its_bars_without_the_numbers_its_values_table_gives(lesson, worked) -> None:
    """b2's 16 values were heard three times on the page: the vectors' table, the bars' description, the bars'
    values table. The bars say what they show; a bar chart opened alone (SVG) still says its values."""
    import re

    from r45cli.exports import html

    page = html(lesson, [state_view(lesson, worked, sid, "en", limit=None) for sid in lesson.order], "en")
    figures = re.findall(r'<figure class="bars">(.*?)</figure>', page, re.S)
    assert figures
    for figure in figures:
        said = " ".join(re.findall(r"<desc[^>]*>([^<]*)</desc>", figure))
        assert said and "The values:" not in said and "<table" in figure


def test_a_note_has_one_bullet_however_many_lines_it_takes(runner, lesson) -> None:
    root = ET.fromstring(export(runner, "b2", "-f", "svg", "--page", "--lang", "zh"))
    bullets = [t.text for t in root.iter(f"{SVG}text") if t.text and t.text.startswith("• ")]
    ref = lesson.reference
    assert len(bullets) == len(lesson.state("b2").notes) + len(ref.details) + len(ref.further)


def test_a_lesson_without_sublayers_or_a_hidden_layer_is_still_drawn(lesson, worked) -> None:
    from r45cli.exports import diagram as drawing
    from r45cli.view.state import diagram

    bare = lesson._replace(sublayers=(), diagram=tuple(p._replace(width="model") for p in lesson.diagram))
    d = diagram(bare, (), "en", worked.ffn.W1.shape)
    assert not d.spans and not any(n.wide_in or n.wide_out for n in d.nodes)
    for draw in (drawing.rows, drawing.column):
        body, w, h = draw(d)
        root = ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{body}</svg>')
        assert w > 0 and h > 0 and not [e for e in root.iter() if e.get("class") in ("card", "frame")]


def test_the_tall_pages_bullets_are_prose_as_its_paragraphs_are(runner) -> None:
    """A teacher saw the tall page's bullets in the tables' monospace under a sans-serif lede."""
    page = invoke(runner, "export", "b2", "-f", "svg", "--page").stdout
    bullets = re.findall(r'<text [^>]*class="([^"]*)"[^>]*>• ', page)
    assert bullets and all("p" in cls.split() for cls in bullets), bullets


@pytest.mark.parametrize("text, url", [
    ("See https://en.wikipedia.org/wiki/Transformer_(deep_learning_architecture), then b2.",
     "https://en.wikipedia.org/wiki/Transformer_(deep_learning_architecture)"),
    ("参见 https://jalammar.github.io/illustrated-transformer/。再回到 b2。", "https://jalammar.github.io/illustrated-transformer/"),
    ("(as in https://arxiv.org/abs/1706.03762).", "https://arxiv.org/abs/1706.03762"),
])
def test_a_url_in_a_sentence_links_to_the_address_alone_in_every_format(text, url) -> None:
    """An instructor's further-study line: the HTML href took the sentence's `,` and `。`, and the terminal's link
    lost the `)` the address itself closes."""
    from rich.console import Console

    from r45cli.exports.markdown import md
    from r45cli.exports.webpage import prose
    from r45cli.render.wrap import Prose

    assert re.findall(r'href="([^"]*)"', prose(text)) == [url]
    assert re.findall(r'href="([^"]*)"', MarkdownIt("commonmark").render(md(text))) == [url]
    console = Console(width=40)
    assert {s.style.link for s in console.render(Prose(text)) if s.style and s.style.link} == {url}


@pytest.mark.parametrize("text", ["An address with no host: http://", "Another: https://@/x.", "Port alone https://:80/x",
                                  "See http:// and https:///x", "参见 https://course.example@evil.example/。"])
def test_an_address_with_a_flaw_stays_text_in_every_format(text) -> None:
    """An instructor's further-study line "http://" was exported as `<a href="http://">` and `[…](<https://@/x>)`:
    a link that goes nowhere, or elsewhere than it reads; the loader refuses the same in a reference's url."""
    from rich.console import Console

    from r45cli.exports.markdown import md
    from r45cli.exports.webpage import prose
    from r45cli.render.wrap import Prose

    assert "href" not in prose(text) and "href" not in MarkdownIt("commonmark").render(md(text))
    console = Console(width=30, record=True)
    segments = list(console.render(Prose(text)))
    assert not [s for s in segments if s.style and s.style.link]
    assert " ".join("".join(s.text for s in segments).split()) == " ".join(text.split())
    from r45cli.exports.grid import titled  # a further-study item, titled by its words: no link either

    assert titled(text) is None


def test_a_url_in_a_title_is_no_link_inside_the_contents_link(runner, raw, write_states) -> None:
    """An instructor's title with an address: the contents entry became a link inside a link, which the browser cut
    at the address, so the rest of the title led nowhere."""
    raw["states"]["b2"]["title"]["en"] = "The block, after https://example.org/ffn, ends here"
    path = str(write_states(raw))
    page = invoke(runner, "--states", path, "export", "all", "-f", "html").stdout
    entry = re.search(r'<li><a href="#b2">(.*?)</a></li>', page)
    assert entry and "<a" not in entry.group(1) and "ends here" in entry.group(1), entry
    text = invoke(runner, "--states", path, "export", "all", "-f", "md").stdout
    entry = next(line for line in text.splitlines() if line.endswith("(#b2)"))
    tokens = MarkdownIt("commonmark").parseInline(entry)[0].children or []
    assert [t.attrGet("href") for t in tokens if t.type == "link_open"] == ["#b2"], entry


def test_chinese_picture_descriptions_list_with_the_chinese_comma(runner, tmp_path) -> None:
    """The zh Markdown's pictures were described "本状态关注：u, W1, ReLU" and "a, h 各分量", where the SVG said 、."""
    invoke(runner, "--lang", "zh", "export", "b0", "-f", "md", "-o", f"{tmp_path}/")
    text = (tmp_path / "r45-zh-b0.md").read_text(encoding="utf-8")
    described = re.findall(r"!\[([^\]]*)\]", text)
    assert described and not [d for d in described if ", " in d], described
    assert any("本状态关注：u、W1、ReLU" in d for d in described) and any("a、h 各分量" in d for d in described)


def test_the_tall_pages_attention_weights_are_shaded_as_their_legend_says(runner) -> None:
    """The legend says "a stronger shade and a fuller mark mean more weight", and the tall page drew the marks alone.
    Each weight sits on its shade now, with an ink of its own (a second fill on one text had made the SVG refused)."""
    from r45cli.palette import cell_classes

    root = ET.fromstring(export(runner, "b3", "-f", "svg", "--page"))  # parses: no attribute given twice
    shades = {fill: k for k, (fill, _) in cell_classes()["light"].items() if k.startswith("q-")}
    drawn = [shades[r.get("fill")] for r in root.iter(f"{SVG}rect") if r.get("fill") in shades]
    assert len(drawn) >= 18 and len(set(drawn)) >= 3, drawn  # two heads' 3×3 weights, of several shades
