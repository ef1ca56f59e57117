"""Exports: real Markdown, one self-contained HTML page, SVG pictures drawn as shapes; readable and self-contained."""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest
from conftest import invoke

from r45cli.exports import svg
from r45cli.exports.grid import LANG_TAGS
from r45cli.palette import SCHEMES, cell_classes, contrast
from r45cli.view.model import Bars, Num

SVG_NS = "{http://www.w3.org/2000/svg}"
EXTERNAL = re.compile(r"""(?:src|href)\s*=\s*["'](?!#|https?://(?:arxiv|codingai|deepnote))"""
                      r"""|@import|url\(|<script|<link""", re.I)

MAKE_IT = ": make it first (mkdir -p), or name one that exists"  # what an instructor is to do about it


def export(runner, *args: str) -> str:
    result = invoke(runner, "export", *args)
    assert result.exit_code == 0, result.stderr
    return result.stdout


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_svg_parses_has_a_language_and_loads_nothing(runner, lang) -> None:
    root = ET.fromstring(export(runner, "all", "-f", "svg", "--page", "--lang", lang))
    assert root.tag == f"{SVG_NS}svg" and root.get("{http://www.w3.org/XML/1998/namespace}lang") == LANG_TAGS[lang]
    assert not EXTERNAL.search(ET.tostring(root, encoding="unicode"))


@pytest.mark.parametrize(("lang", "legend"), [("en", "shading: orange negative"), ("zh", "底色：负为橙色")])
def test_a_heatmap_legend_is_said_once_on_every_export(runner, lang, legend) -> None:
    """The tall SVG page said W1's, W2's and W_O's legend twice: in the picture and again after the bias under it."""
    for fmt in (["-f", "svg", "--page"], ["-f", "html"]):
        text = export(runner, "all", *fmt, "--lang", lang)
        # three heatmaps; html says the light page's words and the dark one's
        assert text.count(legend) == 3 * (2 if fmt[1] == "html" else 1), (fmt, text.count(legend))


def test_svg_text_keeps_its_natural_spacing_and_headers_sit_over_their_columns(runner) -> None:
    """No run is stretched (librsvg ignores textLength, so it would look different there); a zh header ends where its
    numbers end."""
    text = export(runner, "b2", "-f", "svg", "--page", "--lang", "zh")
    assert "textLength" not in text and "letter-spacing" not in text
    root = ET.fromstring(text)
    runs = [t for t in root.iter(f"{SVG_NS}text") if t.text]
    header = next(t for t in runs if t.text == "z = LN(s)")  # the vectors table's last column
    column = [t for t in runs if t.get("text-anchor") == "end" and t.get("x") == header.get("x")]
    assert header.get("text-anchor") == "end" and len(column) == 5  # the header and the four components of z
    assert {t.text for t in column} >= {"1.233154", "−1.397220"}


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
    assert ("html", {"lang": LANG_TAGS[lang]}) in page.tags
    assert f"<title>{lesson.title(lang)}</title>" in text
    # one state's page names it in its title (b2's and the whole lesson's had read the same, a TA's report)
    one = export(runner, "b2", "-f", "html", "--lang", lang)
    assert f"<title>b2 · {lesson.state('b2').title(lang)} — {lesson.title(lang)}</title>" in one
    assert lesson.reference.url in page.links and any("deepnote.com" in link for link in page.links)
    assert sum(tag == "svg" for tag, _ in page.tags) >= len(lesson.order)  # every state's diagram, inline
    assert "prefers-color-scheme: dark" in text
    assert not EXTERNAL.search(text)
    # a further-study item's command is one unbreakable piece, as in the terminal (at 390 px the zh page broke
    # "r45 lab --" / "zero-wo"); and every command a text names runs as written ("r45 step from b0" did not)
    zh = "--lang zh " if lang == "zh" else ""  # as read
    assert f'<span class="nb"><code>r45 {zh}lab --zero-wo</code></span>' in text
    assert "r45 step from b0" not in text and "r45 step 从 b0" not in text


def test_every_palette_pair_and_every_cell_class_reads_at_4_5_to_1() -> None:
    """What the code chooses; tests/test_browser.py measures what Chromium draws."""
    for palette in SCHEMES.values():
        for role in ("text", "meta", "positive", "negative", "box"):
            assert contrast(palette[role], palette["bg"]) >= 4.5, (role, palette[role])
    for scheme, cells in cell_classes().items():
        for name, (fill, ink) in cells.items():
            assert contrast(fill, ink) >= 4.5, (scheme, name)
    assert cell_classes()["dark"]["w-z"][0] != "#ffffff"  # no white zero cell on a dark page


def test_markdown_is_real_markdown(runner, lesson) -> None:
    text = export(runner, "all", "-f", "md")
    assert text.startswith(f"# {lesson.title.en}")
    assert "| i | u | f = hW2+b2 | s = u+f | z = LN(s) |" in text
    assert "| 4 | −1.434875 | 0.000000 | −1.434875 | −1.397220 |" in text  # U+2212, as the HTML page has it
    assert "| f2 | 0.324795 |" in text  # the bars table, in the course's rounding (an f-string gave 0.324794)
    # the LayerNorm statistics are a table, eps as the lesson writes it
    assert "| mean | 0.260107 |" in text and "| eps | 10⁻⁵ |" in text
    assert "```" not in text  # no panel is the terminal's text in a code block
    assert "## Reference" in text and "## Further study" in text and "2017-06-12" in text
    for sid in lesson.order:
        assert f"## {sid} · {lesson.state(sid).title.en}" in text
        assert f'<a id="{sid}-1"></a>\n\n### Encoder block' in text  # each panel's heading has an anchor to link to
    assert not re.search(r"^\*[^*]", text, re.M)  # nothing is set in italics (Chinese has no italic)
    # "i" heads only rows that are positions or components by number: the rows attn1, concat1 and b_O had it too,
    # and a reader took them for positions
    tables = re.findall(r"^\| (\S+) \|.*\n\|[-:| ]+\|\n((?:\|.*\n)+)", text, re.M)
    assert {head for head, _ in tables} >= {"i", "row"}
    for head, body in tables:
        labels = [line.split("|")[1].strip() for line in body.splitlines()]
        assert head != "i" or all(label.isdigit() for label in labels), labels

def test_markdown_written_to_a_file_links_its_pictures_beside_it(runner, tmp_path) -> None:
    target = tmp_path / "notes.md"
    assert invoke(runner, "export", "b2", "-f", "md", "-o", str(target)).exit_code == 0
    text = target.read_text(encoding="utf-8")
    linked = re.findall(r"!\[[^\]]*\]\(<([^>]+)>\)", text)
    assert linked and all((tmp_path / name).exists() for name in linked)
    for name in linked:
        ET.parse(tmp_path / name)


def test_a_weight_tables_shading_legend_is_the_pictures_alone(runner, tmp_path) -> None:
    """The Markdown said "shading: orange negative, blue positive …" under W1's pipe table, which has no shading; then
    between the picture and the table, where it read as the table's too. The picture draws it and its alt text says
    it: the Markdown's own lines do not."""
    target = tmp_path / "notes.md"
    assert invoke(runner, "export", "b0", "-f", "md", "-o", str(target)).exit_code == 0
    text = target.read_text(encoding="utf-8")
    pictures = [line for line in text.splitlines() if line.startswith("![A heatmap of W1")]
    assert len(pictures) == 1 and "orange negative and blue positive" in pictures[0]
    assert not [line for line in text.splitlines() if line.startswith("shading:")]
    assert "shading:" not in export(runner, "b0", "-f", "md")


def test_bars_of_zeros_mark_0_alone_under_the_axis() -> None:
    """u = 0: the scale read "−0.000000 0 +0.000000" (h349); 0 alone, at the axis, and no rectangle."""
    body, _, _ = svg.bars(Bars((Num("0.000000", 0.0, "u1"), Num("0.000000", 0.0, "u2")), 0.0, "0.000000", ""), "en")
    root = ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{body}</svg>')
    marks = [t.text for t in root.iter(f"{SVG_NS}text") if t.text not in ("u1", "u2", "0.000000")]
    assert marks == ["0"] and not list(root.iter(f"{SVG_NS}rect"))


def test_bars_are_rectangles_on_the_right_side_of_one_axis() -> None:
    rows = (Num("1.000000", 1.0, "u1"), Num("-0.500000", -0.5, "u2"), None, Num("0.250000", 0.25, "u3"))
    body, _, _ = svg.bars(Bars(rows, 1.0, "1.000000", ""), "en")
    root = ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{body}</svg>')
    axis = float(next(root.iter(f"{SVG_NS}line")).get("x1"))
    rects = {r.get("class"): r for r in root.iter(f"{SVG_NS}rect")}
    neg = [r for r in root.iter(f"{SVG_NS}rect") if r.get("class") == "neg"]
    pos = [r for r in root.iter(f"{SVG_NS}rect") if r.get("class") == "pos"]
    assert rects and len(neg) == 1 and len(pos) == 2
    assert float(neg[0].get("x")) + float(neg[0].get("width")) == pytest.approx(axis)
    assert all(float(r.get("x")) == pytest.approx(axis) for r in pos)
    assert float(pos[0].get("width")) == pytest.approx(2 * float(neg[0].get("width")))


# --------------------------------------------------------------------------- one door for every file written


def files_in(folder) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


@pytest.mark.parametrize("fmt", ["md", "svg", "html"])
def test_export_one_state(runner, tmp_path, fmt) -> None:
    target = tmp_path / f"b1.{fmt}"
    result = invoke(runner, "export", "b1", "--format", fmt, "-o", str(target), *(["--page"] if fmt == "svg" else []))
    assert result.exit_code == 0 and result.stdout == ""
    assert f"wrote {target}" in result.stderr
    text = target.read_text(encoding="utf-8")
    assert "0.324795" in text.replace("&#160;", " ")
    umask = os.umask(0)
    os.umask(umask)
    assert target.stat().st_mode & 0o777 == 0o666 & ~umask  # an ordinary file, not mkstemp's private one
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    if fmt == "md":
        assert text.startswith("# R45") and "## b1 · " in text and "| f3 | 0.5·h3 + 0.25·h5 |" in text
    if fmt == "svg":
        assert text.lstrip().startswith("<svg")


def test_export_all_to_stdout(runner, lesson) -> None:
    result = invoke(runner, "export", "all")
    assert result.exit_code == 0
    assert result.stderr == ("r45: note: pictures are written only beside a file:"
                             " use -o NAME.md and they go next to it\n")
    out = result.stdout
    headings = [line[3:] for line in out.splitlines() if line.startswith("## ")]
    assert [h[:2] for h in headings[: len(lesson.order)]] == list(lesson.order)
    assert headings[len(lesson.order) :] == ["Reference", "Further study"]  # export all ends with both
    assert lesson.reference.url in out and "2017-06-12" in out and "LAB 03" in out
    assert "![" not in out  # no picture is linked that was not written


def test_a_document_of_several_states_prints_the_demonstrations_inputs_once(runner, lesson) -> None:
    """`export all` printed x and every weight of the demonstration in b3 and again in b4 (four pages on paper);
    b4 now points back and keeps its own note, and b4 exported alone still has them all."""
    row = "| 1 | 0.8 | −0.2 | 0.5 | −1 |"  # x's first row, as the inputs' table prints it
    for fmt, said in (("md", "x and every parameter are as in b3's inputs above."), ("html", "b3&#x27;s inputs above")):
        out = invoke(runner, "export", "all", "-f", fmt).stdout
        assert out.count(said) == 1 and "attention is not linear uses the same x" in out
    assert invoke(runner, "export", "all").stdout.count(row) == 1
    alone = invoke(runner, "export", "b4").stdout
    assert row in alone and "inputs above" not in alone


@pytest.mark.parametrize("name", ["-", "/dev/stdout"])
def test_dash_and_dev_stdout_mean_standard_output(runner, tmp_path, monkeypatch, name) -> None:
    monkeypatch.chdir(tmp_path)
    result = invoke(runner, "export", "b2", "-f", "html", "-o", name)
    assert result.exit_code == 0 and result.stdout.startswith("<!DOCTYPE html>") and result.stderr == ""
    assert list(tmp_path.iterdir()) == []  # no file named '-', nothing beside /dev/stdout


def test_a_folder_with_a_slash_gets_a_named_file(runner, tmp_path) -> None:
    result = invoke(runner, "export", "b2", "-f", "html", "-o", f"{tmp_path}/")
    assert result.exit_code == 0 and (tmp_path / "r45-en-b2.html").read_text().startswith("<!DOCTYPE html>")
    zh = invoke(runner, "--lang", "zh", "export", "b2", "-f", "html", "-o", f"{tmp_path}/")  # beside it, not refused
    assert zh.exit_code == 0 and 'lang="zh-Hans"' in (tmp_path / "r45-zh-b2.html").read_text()
    every = invoke(runner, "export", "all", "-o", f"{tmp_path}/")
    assert every.exit_code == 0 and (tmp_path / "r45-en-all.md").exists()
    assert (tmp_path / "r45-en-all-b0-1.svg").exists()
    one = invoke(runner, "export", "b2", "-o", f"{tmp_path}/")  # the name says b2 once (it was r45-b2-b2-1.svg)
    assert one.stderr.splitlines()[1:] == [f"wrote {tmp_path}/r45-en-b2-{k}.svg" for k in (1, 2)]
    assert "](<r45-en-b2-1.svg>)" in (tmp_path / "r45-en-b2.md").read_text()
    missing = invoke(runner, "export", "b2", "-o", f"{tmp_path}/nowhere/")
    assert missing.exit_code == 2 and missing.stderr == f"r45: error: there is no folder {tmp_path}/nowhere{MAKE_IT}\n"
    assert not (tmp_path / "nowhere").exists()


def test_a_file_named_without_an_extension_gets_the_formats(runner, tmp_path) -> None:
    """`-o out/zh` wrote an HTML page called zh, which Chromium showed as its source (a teacher's report)."""
    result = invoke(runner, "export", "b2", "-f", "html", "-o", str(tmp_path / "zh"))
    assert result.exit_code == 0 and result.stderr.strip().endswith(f"wrote {tmp_path}/zh.html")
    assert (tmp_path / "zh.html").read_text().startswith("<!DOCTYPE html>") and not (tmp_path / "zh").exists()
    assert invoke(runner, "export", "b2", "-f", "md", "-o", str(tmp_path / "notes.txt")).exit_code == 0
    assert (tmp_path / "notes.txt").exists()  # an extension of its own is kept


def test_an_existing_folder_without_a_slash_is_a_folder_too(runner, tmp_path) -> None:
    result = invoke(runner, "export", "b1", "-f", "svg", "--page", "-o", str(tmp_path))
    assert result.exit_code == 0 and (tmp_path / "r45-en-b1-page.svg").exists()
    figures = invoke(runner, "export", "b1", "-f", "svg", "-o", str(tmp_path))
    assert figures.exit_code == 0
    # the diagram and W2
    assert sorted(p.name for p in tmp_path.glob("r45-en-slides-b1-*.svg")) == ["r45-en-slides-b1-1.svg",
                                                                               "r45-en-slides-b1-2.svg"]


def test_no_two_exports_into_one_folder_share_a_name(runner, tmp_path) -> None:
    """An instructor's slides were refused beside the Markdown's pictures (both r45-en-b2-1.svg), a figure beside the
    page (both r45-en-b2.svg), and `export all`'s slides beside one state's: each now has its own name."""
    for args in (("-f", "md"), ("-f", "svg"), ("-f", "svg", "--page"), ("-f", "svg", "--figure", "bars"),
                 ("-f", "html")):
        for state in ("b2", "all"):
            result = invoke(runner, "export", state, *args, "-o", f"{tmp_path}/")
            assert result.exit_code == 0, (state, args, result.stderr)
    names = {p.name for p in tmp_path.iterdir()}
    assert {"r45-en-b2-1.svg", "r45-en-slides-b2-1.svg", "r45-en-slides-all-b2-1.svg", "r45-en-b2-page.svg",
            "r45-en-b2-figure-bars.svg", "r45-en-all-page.svg"} <= names


def test_a_file_in_a_folder_that_is_not_there(runner, tmp_path) -> None:
    result = invoke(runner, "export", "b1", "-o", str(tmp_path / "missing" / "x.md"))
    said = f"r45: error: there is no folder {tmp_path / 'missing'}{MAKE_IT}\n"
    assert result.exit_code == 2 and result.stderr == said


def test_a_file_named_as_a_folder_is_said_to_be_a_file(runner, tmp_path) -> None:
    """`-o notes.md/` was told "there is no folder notes.md: make it first (mkdir -p)", which mkdir refuses; and
    `-o notes.md/x.md` "cannot write … (Not a directory)"."""
    (tmp_path / "notes.md").write_text("keep")
    for output in (f"{tmp_path}/notes.md/", f"{tmp_path}/notes.md/x.md"):
        result = invoke(runner, "export", "b2", "-o", output)
        assert result.exit_code == 2 and result.stderr == \
            f"r45: error: {tmp_path}/notes.md is a file, not a folder (nothing was written)\n", output
    assert (tmp_path / "notes.md").read_text() == "keep"


def test_a_refused_export_leaves_every_file_untouched_pictures_included(runner, tmp_path) -> None:
    """The case of the issue: notes.md exists, so nothing may be written, not even a picture beside it."""
    (tmp_path / "notes.md").write_text("keep")
    (tmp_path / "notes-b2-1.svg").write_text("mine")
    before = files_in(tmp_path)
    result = invoke(runner, "export", "b2", "--format", "md", "-o", str(tmp_path / "notes.md"))
    assert result.exit_code == 2 and "--force" in result.stderr and "nothing was written" in result.stderr
    assert files_in(tmp_path) == before


def test_a_picture_that_is_there_stops_the_whole_export(runner, tmp_path) -> None:
    (tmp_path / "notes-b2-1.svg").write_text("mine")
    before = files_in(tmp_path)
    result = invoke(runner, "export", "b2", "--format", "md", "-o", str(tmp_path / "notes.md"))
    assert result.exit_code == 2 and result.stderr.startswith(f"r45: error: {tmp_path / 'notes-b2-1.svg'} exists")
    assert files_in(tmp_path) == before  # notes.md was not written either


def test_force_replaces_the_document_and_its_pictures_keeping_modes(runner, tmp_path) -> None:
    target = tmp_path / "b1.md"
    target.write_text("my notes")
    target.chmod(0o600)
    refused = invoke(runner, "export", "b1", "-o", str(target))
    assert refused.exit_code == 2 and target.read_text() == "my notes"
    forced = invoke(runner, "export", "b1", "-o", str(target), "--force")
    assert forced.exit_code == 0 and "0.324795" in target.read_text()
    assert target.stat().st_mode & 0o777 == 0o600  # the file keeps its mode
    again = invoke(runner, "export", "b1", "-o", str(target), "--force")
    assert again.exit_code == 0


@pytest.mark.parametrize("kind", ["document", "picture"])
def test_a_symlink_is_refused_and_not_followed(runner, tmp_path, kind) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    victim = outside / "victim.txt"
    victim.write_text("precious")
    work = tmp_path / "work"
    work.mkdir()
    (work / ("notes.md" if kind == "document" else "notes-b2-1.svg")).symlink_to(victim)
    before = files_in(work)
    result = invoke(runner, "export", "b2", "-o", str(work / "notes.md"), "--force")
    assert result.exit_code == 2 and "symbolic link" in result.stderr
    assert victim.read_text() == "precious" and files_in(work) == before


def test_a_fifo_is_refused_at_once_and_left_a_fifo(runner, tmp_path) -> None:
    import stat

    fifo = tmp_path / "pipe.md"
    os.mkfifo(fifo)
    result = invoke(runner, "export", "b1", "-o", str(fifo), "--force")
    assert result.exit_code == 2 and "not a regular file" in result.stderr and "-o -" in result.stderr
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_a_device_is_refused(runner, tmp_path) -> None:
    result = invoke(runner, "export", "b1", "-f", "html", "-o", "/dev/null", "--force")
    assert result.exit_code == 2
    assert result.stderr == ("r45: error: /dev/null is not a regular file; r45 does not write to it"
                             " (use -o - for standard output)\n")


def test_a_file_that_appears_after_the_check_is_not_replaced(tmp_path) -> None:
    """The last write of the door is no-clobber: a file made between the check and the write survives."""
    from r45cli.files import Planned, RefusedPath, write_atomically

    target = tmp_path / "late.md"
    target.write_text("arrived late")
    with pytest.raises(RefusedPath):
        write_atomically(Planned(target, "new").path, "new", replace=False, follow=False)
    assert target.read_text() == "arrived late" and [p.name for p in tmp_path.iterdir()] == ["late.md"]


def test_picture_names_never_leave_the_folder() -> None:
    from r45cli.exports import picture_name
    from r45cli.files import RefusedPath

    assert picture_name("notes", "b2", 0) == "notes-b2-1.svg"
    assert picture_name("r45-b2", "b2", 1, alone=True) == "r45-b2-2.svg"  # not r45-b2-b2-2.svg
    assert picture_name("r45-all", "b2", 1) == picture_name("r45-all", "b2", 1, alone=True) == "r45-all-b2-2.svg"
    for stem, sid in (("notes", "x/../../ESCAPED"), ("notes", "a/b"), (".hidden", "b2")):
        with pytest.raises(RefusedPath):
            picture_name(stem, sid, 0)


def test_a_long_address_on_the_page_picture_breaks_after_its_punctuation_and_is_a_link(runner, lesson) -> None:
    """The LAB 03 address was cut every 100 characters ("…/Fall-26-Le" | "cture-05-…") and could not be clicked:
    each of its lines ends after a /, - or the like, and each is a link to the whole address; no line of prose
    around it is one ("information" is a word of another address)."""
    root = ET.fromstring(export(runner, "b2", "-f", "svg", "--page"))
    ns = "{http://www.w3.org/2000/svg}"
    links = [(a.get("href"), "".join(t.itertext())) for a in root.iter(f"{ns}a") for t in a.iter(f"{ns}text")]
    lab = next(url for url, _ in links if "deepnote" in url)
    lines = [line for url, line in links if url == lab]
    assert len(lines) > 1 and "".join(lines) == lab, lines
    assert all(line[-1] in "/-._?&=" for line in lines[:-1]), lines
    assert all("://" in line or " " not in line for _, line in links), links


def test_a_date_in_a_lesson_text_is_never_broken_at_its_hyphens_on_the_web_page(runner) -> None:
    """At 375 px the reference's date broke as "2017-06-" | "12": a piece the terminal keeps whole, the browser does
    too."""
    page = export(runner, "b2", "-f", "html")
    assert re.search(r'<span class="nb">2017-06-12[;；]</span>', page), re.findall(r".{40}2017-06-12.{20}", page)


def test_the_html_vectors_table_heads_its_rows_as_the_terminal_does(runner) -> None:
    """The HTML's vectors table headed its rows "i" in Chinese too, where the terminal says 分量, on a page whose
    attention tables use i for a position: a component is headed by the terminal's word in every format."""
    page = export(runner, "b2", "-f", "html", "--lang", "zh").replace("<wbr>", "")
    table = page[page.index("（逐分量）"):]
    first = re.search(r"<th[^>]*>([^<]*)</th>", table)
    assert first is not None and first.group(1) == "分量", first


def test_notes_asked_for_with_none_kept_says_so(runner) -> None:
    """`export --notes` with no lab notes wrote the same file as without, and said nothing (a teacher's report)."""
    result = invoke(runner, "export", "b2", "--notes")
    assert result.exit_code == 0
    assert "r45: note: No lab notes yet, so --notes added nothing: r45 lab --ask keeps the prediction you write." \
        in result.stderr


@pytest.mark.parametrize("fmt", ["md", "html"])
def test_a_handout_of_a_lesson_file_says_which_and_how_r45_opens_it(runner, raw, write_states, tmp_path, fmt) -> None:
    """A class given an instructor's handout ran its commands and met the packaged lesson's numbers, and nothing said
    how to open the class's lesson file (an instructor's report). A handout made from a file not the packaged one
    names it, with the command that opens it; one of the packaged lesson says nothing of it."""
    import shutil

    named = tmp_path / "our class.yaml"
    shutil.copy(write_states(raw), named)
    out = invoke(runner, "--states", str(named), "export", "b0", "--format", fmt, "-o", "-").stdout
    said = " ".join(re.sub(r"<[^>]+>", "", out).replace("&#x27;", "'").replace("&#39;", "'").split())
    assert "This handout is made from the lesson file 'our class.yaml'; to work with these numbers in r45, run r45 " \
        "--states 'our class.yaml' step in the folder that holds it (or set R45_STATES to the file)." \
        in said.replace("`", ""), said[:600]  # where: a student in the handout's own out/ had been refused the file
    zh = invoke(runner, "--states", str(named), "--lang", "zh", "export", "b0", "--format", fmt, "-o", "-").stdout
    # and Chinese: a class with no Chinese locale had met English screens from a Chinese handout's commands
    zh = re.sub(r"<[^>]+>", "", zh).replace("&#x27;", "'").replace("&#39;", "'").replace("`", "")
    assert "r45 --lang zh --states 'our class.yaml' step" in zh
    assert "This handout is made" not in invoke(runner, "export", "b0", "--format", fmt, "-o", "-").stdout


def test_a_heatmaps_description_in_chinese_parts_its_weights_with_chinese_commas(lesson, worked) -> None:
    """A zh slide's description read "h1：f1 0.5, f2 0", an English comma among Chinese (h345)."""
    from r45cli.exports.grid import heatmap_desc
    from r45cli.view.model import Table
    from r45cli.view.state import state_view

    tables = [b for p in state_view(lesson, worked, "b1", "zh").panels for b in p.blocks
              if isinstance(b, Table) and b.name == "W2"]
    said = heatmap_desc(tables[0], "zh")
    assert "h1：f1 0.5，f2 0，" in said and ", " not in said
