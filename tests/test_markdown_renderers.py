"""Markdown read the way its readers read it: a lesson whose texts hold Markdown's own syntax, rendered as GitHub does.

Every text of the lesson file (titles, explanations, notes, scope texts, the
reference, the lab's points) is given the constructs that once broke out of
the export: a fence at the start of a text, a pipe inside a table cell and
inside a URL, `~~` and `~`, `$…$`, raw HTML, a URL beside punctuation. Each
Markdown export of that lesson (every state, `all`, to stdout and to a file
named with `<`, `>` and spaces, with the learner's lab notes) is parsed by
markdown-it-py set up as GitHub's flavour (tables, strikethrough, bare links,
dollar math, footnotes and task lists). The tokens are compared with those of
the course's own lesson: the same blocks in the same order, the same code
spans, emphasis and HTML (the export's own), and no strike or math at all.
Each table row splits, by markdown-it's own splitter, into as many cells as
its header has.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yamlio
from conftest import invoke, sampled
from mdread import commonmark, differences, github, kinds

# Each construct starts some text (where a block would begin) and sits inside every other.
CONSTRUCTS = [
    "```js",
    "~~~",
    "~~struck~~",
    "~one~",
    "$x_1$ and $$y$$",
    "a | b",
    "(https://example.org/a|b),",
    "https://example.org/b.",
    "<https://example.org/c>.",
    "https://example.org/$d$",
    "<b>raw</b> <!-- c -->",
    "# heading",
    "    four spaces",
    "1. one",
    "> quote",
    "* item",
    "- [ ] task",
    "[^1]",
    "&copy; &#36;",
    "*em* _em_ **bold**",
    "`code`",
    "[link](https://example.org)",
    "\\",
    "---",
    "===",
    "| --- |",
]


def hostile_text(k: int, original: str) -> str:
    """The k-th rotation of the constructs, the first of them at the start, and a fence on a line of its own."""
    turned = CONSTRUCTS[k % len(CONSTRUCTS) :] + CONSTRUCTS[: k % len(CONSTRUCTS)]
    return f"{' '.join(turned)} {original}\n~~~\n```\n$$\nend"


def poison(node, counter: list[int]):  # type: ignore[no-untyped-def]
    """Every text with a zh and an en, in place, each with its own rotation of the constructs."""
    if isinstance(node, dict):
        if set(node) >= {"zh", "en"} and all(isinstance(node[k], str) for k in ("zh", "en")):
            for lang in ("zh", "en"):
                counter[0] += 1
                node[lang] = hostile_text(counter[0], node[lang])
            return
        for value in node.values():
            poison(value, counter)
    elif isinstance(node, list):
        for value in node:
            poison(value, counter)


def exports(runner, states: Path | None, folder: Path, lang: str, lesson_order: tuple[str, ...]) -> dict[str, str]:
    """Every Markdown export: each state and `all` to stdout, `all` to a file (pictures linked), `all` with notes."""
    given = ["--states", str(states)] if states is not None else []
    out: dict[str, str] = {}
    for what in (*lesson_order, "all"):
        result = invoke(runner, *given, "--lang", lang, "export", what, "-f", "md")
        assert result.exit_code == 0, result.stderr
        out[what] = result.stdout
    folder.mkdir()
    for name, extra in (("my <notes> 1.md", []), ("with notes.md", ["--notes"])):
        target = folder / name
        result = invoke(runner, *given, "--lang", lang, "export", "all", "-o", str(target), *extra)
        assert result.exit_code == 0, result.stderr
        out[name] = target.read_text(encoding="utf-8")
    return out


def notes_written(lesson, text: str) -> None:
    """The learner's lab notes, as `lab --ask` keeps them: their own words, hostile too."""
    from r45cli import progress

    seen, warning = progress.load(None, lesson)
    assert warning is None
    for k, key in enumerate(lesson.lab):
        seen.keep_note(f"lab.{key}", hostile_text(k, text).replace("\n", " "))
    assert progress.save(seen) is None


@pytest.mark.parametrize("lang", sampled(["en", "zh"], ("zh",)))  # the same hostile texts in both; -m long: en
def test_no_lesson_text_becomes_markdown_in_any_export(runner, raw, write_states, tmp_path, lesson, lang) -> None:
    from r45cli import lesson as lesson_mod

    counter = [0]
    poison(raw, counter)
    raw["reference"]["title"] = hostile_text(0, raw["reference"]["title"])
    path = write_states(raw, "hostile.yaml")
    hostile = lesson_mod.load(path)
    assert counter[0] > 100  # every text of the lesson file
    # the course's own texts from a lesson file too: each handout then names its file alike (a code span)
    course_file = write_states(yamlio.shipped(), "course.yaml")
    notes_written(lesson_mod.load(course_file), "my guess")
    notes_written(hostile, "my guess")
    course = exports(runner, course_file, tmp_path / "course", lang, lesson.order)
    theirs = exports(runner, path, tmp_path / "hostile", lang, hostile.order)
    assert set(course) == set(theirs)
    for md in (github(), commonmark()):
        for name, text in theirs.items():
            assert differences(text, course[name], md) == [], name
            assert len(text) > len(course[name]) + 1000, name  # the hostile texts are there


def test_picture_links_survive_any_output_name(runner, tmp_path) -> None:
    """`-o` names with <, >, spaces, $ and |: each picture link resolves to the picture written beside the file, and
    the document reads as one named plainly does."""
    from urllib.parse import unquote

    md = github()
    parsed = {}
    names = ["notes.md", "my <notes>.md", "a b $x$ | c.md", "(x)).md", "中文 笔记.md", "<img src=x>.md"]
    for k, name in enumerate(names):
        folder = tmp_path / f"out-{k}"
        folder.mkdir()
        result = invoke(runner, "export", "b2", "-o", str(folder / name))
        assert result.exit_code == 0, result.stderr
        tokens = md.parse((folder / name).read_text(encoding="utf-8"))
        images = [c for t in tokens if t.type == "inline" for c in t.children or [] if c.type == "image"]
        assert len(images) == 2 and all((folder / unquote(str(i.attrs["src"]))).is_file() for i in images), name
        parsed[name] = kinds(tokens)
    assert all(found == parsed["notes.md"] for found in parsed.values())


def test_a_line_break_in_an_output_name_is_refused_naming_the_file(runner, tmp_path) -> None:
    for fmt in ("md", "html", "svg"):
        target = tmp_path / f"two\nlines.{fmt}"
        result = invoke(runner, "export", "b2", "-f", fmt, "-o", str(target))
        assert result.exit_code == 2 and result.stdout == "", result.stderr
        assert result.stderr.count("\n") == 1 and "two\\nlines" in result.stderr, result.stderr
    assert list(tmp_path.iterdir()) == []


def test_a_texts_own_line_breaks_stay_in_markdown(runner, raw, write_states) -> None:
    """An instructor's explanation written as a `|-` block of lines kept its breaks in `show` and ran into one
    paragraph in the Markdown: each line now ends in a hard break, and nothing in it becomes Markdown."""
    raw["states"]["b0"]["explain"]["en"] = "# Not a heading\n1. not a list\n```\nthe last line"
    out = invoke(runner, "--states", str(write_states(raw)), "export", "b0", "--format", "md", "-o", "-").stdout
    assert "<p># Not a heading<br />\n1. not a list<br />\n```<br />\nthe last line</p>" in commonmark().render(out)
    # the HTML page ran them together with no space at all: "heading1. not a list"
    page = invoke(runner, "--states", str(write_states(raw)), "export", "b0", "--format", "html", "-o", "-").stdout
    assert "<p># Not a heading<br>1. not a list<br>```<br>the last line</p>" in page


def test_a_notes_own_line_breaks_stay_in_its_list_item(runner, raw, write_states) -> None:
    """A state's note written as lines became one line in the Markdown (its breaks turned into spaces); each line
    now ends in a hard break inside the same list item, and the HTML page keeps them as <br>."""
    raw["states"]["b0"]["notes"][0]["en"] = "first line\n- not an item\nthe last line"
    states = str(write_states(raw))
    out = invoke(runner, "--states", states, "export", "b0", "--format", "md", "-o", "-").stdout
    assert "<li>first line<br />\n- not an item<br />\nthe last line</li>" in commonmark().render(out)
    page = invoke(runner, "--states", states, "export", "b0", "--format", "html", "-o", "-").stdout
    assert "<li>first line<br>- not an item<br>the last line</li>" in page


def test_a_command_in_the_text_is_a_code_span(runner) -> None:
    """`r45 step --from b0` in running text became "r45 step –from b0" under a renderer that sets dashes (a TA's
    report): each command is a code span, its own words only ("(r45 verify checks this)")."""
    text = invoke(runner, "export", "all", "-f", "md", "-o", "-").stdout
    assert "(`r45 step --from b0`, or `r45 why z3`)" in text and "(`r45 verify` checks this)" in text
    assert "`r45 lab --zero-wo` does the same" in text
    spans = [t.content for t in commonmark().parseInline(text) for t in (t.children or ()) if t.type == "code_inline"]
    assert "r45 step --from b0" in spans and "r45 lab --zero-wo" in spans



def test_a_command_in_the_webpage_is_code_as_in_markdown(runner) -> None:
    """The HTML handout set `r45 --lang zh step --from b0` in the prose's font, where Markdown makes it a code span
    (h345): each is code there too, and the same commands are."""
    import re

    page = invoke(runner, "--lang", "zh", "export", "all", "-f", "html", "-o", "-").stdout
    text = invoke(runner, "--lang", "zh", "export", "all", "-f", "md", "-o", "-").stdout
    in_html = re.findall(r'<span class="nb">[^<]*<code>([^<]*)</code>', page)
    assert "r45 --lang zh step --from b0" in in_html and "r45 --lang zh why u3" in in_html
    assert sorted(set(in_html)) == sorted(set(re.findall(r"`(r45 [^`]*)`", text)))
