"""A lesson file from someone else: refused at the door, and harmless even when the door is bypassed.

First the loader: traversal and markup ids, escape sequences and controls in
texts, and a `javascript:` URL are each one line and exit 2, for every
command. Then the lesson model is built directly, with every text, label and
the last state's id made as hostile as can be, and every way out is read:
a pipe, a colour terminal, the Markdown, HTML and SVG exports, the
full-screen app.
"""

from __future__ import annotations

import asyncio
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest
import yamlio
from conftest import invoke

from r45cli import lesson as lesson_mod
from r45cli.lesson.model import Bilingual, Note

ESCAPES = "\x1b]52;c;ZXZpbA==\x07\x1b]0;pwned\x1b\\\x1b[2J\x9b31m"  # clipboard, window title, clear screen, a C1 CSI
MARKUP = ("<script>alert(1)</script><img src=x onerror=alert(1)>[/][@click=app.quit]q[link=javascript:alert(1)]x"
          " ``` [x](javascript:alert(1)) <javascript:alert(2)> &lt;")
EVIL = f" {ESCAPES}{MARKUP}\u202etxt"
EVIL_ID = 'b5"><script>[/]/../../ESCAPED'  # what a bypassed loader could let through as an id
BAD_SEQUENCES = ("\x1b]52", "\x1b]0;", "\x1b[2J", "\x9b", "\u202e", "\x07")

COMMANDS = [
    ["show", "b2"],
    ["show", "b3"],
    ["list"],
    ["verify"],
    ["why", "z1"],
    ["lab"],
    ["progress"],
    ["quiz", "b0"],
    ["step", "--plain"],
    ["export", "all", "-f", "md"],
    ["export", "all", "-f", "html"],
    ["export", "all", "-f", "svg"],
]


# --------------------------------------------------------------------------- refused at the door


def _rename_last(raw: dict, new: str) -> None:
    old = raw["order"][-1]
    raw["states"][new] = raw["states"].pop(old)
    raw["order"][-1] = new
    for group in raw["groups"]:
        group["states"] = [new if s == old else s for s in group["states"]]


HOSTILE_FILES = {
    "traversal id": (lambda raw: _rename_last(raw, "x/../../../ESCAPED"), "'x/../../../ESCAPED' is not an id"),
    "markup id": (lambda raw: _rename_last(raw, "[@click=app.quit]b5"), "'[@click=app.quit]b5' is not an id"),
    "html id": (lambda raw: _rename_last(raw, 'b2"><script>'), "is not an id"),
    "escape in a title": (lambda raw: raw["states"]["b2"]["title"].__setitem__("en", "hi\x1b]52;c;ZXZpbA==\x07"),
                          "control character U+001B at character 3 of the text"),
    "C1 in a note": (lambda raw: raw["states"]["b5"]["notes"][0].__setitem__("zh", "好\x9b2J"),
                     "control character U+009B at character 2 of the text"),
    "bidi override": (
        lambda raw: raw["title"].__setitem__("en", "R45 \u202eevil"),
        "invisible format character U+202E (RIGHT-TO-LEFT OVERRIDE) at character 5 of the text",
    ),
    "javascript url": (lambda raw: raw["reference"].__setitem__("url", "javascript:alert(1)"),
                       "'javascript:alert(1)' is not an http(s) address"),
    "data url": (lambda raw: raw["reference"].__setitem__("url", "data:text/html,<script>"),
                 "is not an http(s) address"),
}


@pytest.fixture(scope="module")
def hostile_files(tmp_path_factory) -> dict[str, object]:
    folder = tmp_path_factory.mktemp("hostile")
    out = {}
    for name, (spoil, _) in HOSTILE_FILES.items():
        raw = _shipped()
        spoil(raw)
        path = folder / f"{name.replace(' ', '-')}.yaml"
        path.write_text(yamlio.dump(raw, allow_unicode=True, sort_keys=False), encoding="utf-8")
        out[name] = path
    return out


def _shipped() -> dict:

    return yamlio.shipped()


@pytest.mark.parametrize("name", HOSTILE_FILES)
def test_the_loader_refuses_with_one_line_for_every_command(runner, hostile_files, name) -> None:
    path = hostile_files[name]
    for command in COMMANDS:
        result = invoke(runner, "--states", str(path), *command, input="q\n")
        assert result.exit_code == 2, (name, command)
        assert result.stdout == "" and result.stderr.count("\n") == 1, (name, command, result.stderr)
        assert re.match(rf"r45: error: {re.escape(str(path))}(:\d+)?: ", result.stderr), (name, command)
        assert HOSTILE_FILES[name][1] in result.stderr, (name, command)
        assert not any(bad in result.stderr for bad in BAD_SEQUENCES)


# --------------------------------------------------------------------------- harmless behind a bypassed door


def poison(obj):
    """The same lesson with EVIL in every text and label, the reference URL a script, and the last state renamed
    EVIL_ID."""
    if isinstance(obj, (Bilingual, Note)):
        return obj._replace(zh=obj.zh + EVIL, en=obj.en + EVIL)
    if hasattr(obj, "_replace") and hasattr(obj, "_fields"):
        return obj._replace(**{f: poison(getattr(obj, f)) for f in obj._fields})
    if isinstance(obj, tuple):
        return tuple(poison(x) for x in obj)
    if isinstance(obj, dict):
        return {k: poison(v) for k, v in obj.items()}
    return obj


def hostile_lesson() -> lesson_mod.Lesson:
    from conftest import STATES

    lesson = poison(lesson_mod.load(STATES))
    last = lesson.order[-1]
    rename = lambda sid: EVIL_ID if sid == last else sid  # noqa: E731
    states = {rename(sid): st._replace(id=rename(sid)) for sid, st in lesson.states.items()}
    groups = tuple(g._replace(states=tuple(map(rename, g.states))) for g in lesson.groups)
    diagram = tuple(p._replace(label=p.label + EVIL) for p in lesson.diagram)
    reference = lesson.reference._replace(title=lesson.reference.title + EVIL, url="javascript:alert(1)")
    return lesson._replace(order=tuple(map(rename, lesson.order)), default=rename(lesson.default), states=states,
                           groups=groups, diagram=diagram, reference=reference)


@pytest.fixture
def bypassed(monkeypatch):
    lesson = hostile_lesson()
    monkeypatch.setattr(lesson_mod, "load", lambda *args, **kwargs: lesson)
    return lesson


def no_escapes(text: str, where) -> None:
    assert not any(bad in text for bad in BAD_SEQUENCES), where


@pytest.mark.parametrize("colour", [False, True], ids=["pipe", "colour-terminal"])
def test_no_escape_reaches_a_pipe_or_a_terminal(runner, bypassed, monkeypatch, colour) -> None:
    if colour:  # rich writing for a terminal: its own colour codes, and still none of the text's
        monkeypatch.delenv("NO_COLOR")
        monkeypatch.setenv("FORCE_COLOR", "1")
        monkeypatch.setenv("TERM", "xterm-256color")
    for command in COMMANDS[:9]:
        result = invoke(runner, *command, input="n\n0\nq\n")
        assert result.exit_code == 0, (command, result.stderr)
        no_escapes(result.stdout + result.stderr, command)
        if not colour:
            assert "\x1b" not in result.stdout, command  # in a pipe, not even colour
        else:
            # a colour terminal, but plain text has none
            assert "\x1b[" in result.stdout or command[0] in ("why",) or "--plain" in command, command
        if command[0] not in ("verify", "why"):  # the views that show lesson text
            assert "\ufffd" in result.stdout, command  # where the controls were, something visible and harmless


class Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs) -> None:
        self.tags.append((tag, dict(attrs)))


def unsafe_tags(html: str) -> list:
    """Script, images, handlers and javascript: links: anything a lesson's text could have smuggled in as markup."""
    page = Tags()
    page.feed(html)
    bad = []
    for tag, attrs in page.tags:
        if tag in ("script", "img", "iframe", "object", "embed"):
            bad.append(tag)
        bad += [f"{tag}[{k}]" for k, v in attrs.items()
                if k.startswith("on") or (v or "").strip().lower().startswith(("javascript:", "data:"))]
    return bad


def test_html_export_escapes_every_text_and_link(runner, bypassed) -> None:
    result = invoke(runner, "export", "all", "-f", "html")
    assert result.exit_code == 0
    no_escapes(result.stdout, "html")
    assert unsafe_tags(result.stdout) == []
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in result.stdout  # shown as the text it is
    assert 'href="#b5&quot;&gt;&lt;script&gt;' in result.stdout  # the id, escaped in the link it makes


def test_markdown_export_renders_to_no_markup_of_the_lesson(runner, bypassed) -> None:
    """Rendered as CommonMark with raw HTML allowed (as many viewers do): nothing from the lesson becomes a tag or a
    link."""
    from markdown_it import MarkdownIt

    result = invoke(runner, "export", "all", "-f", "md")
    assert result.exit_code == 0
    no_escapes(result.stdout, "md")
    html = MarkdownIt("commonmark").render(result.stdout)
    assert unsafe_tags(html) == []
    assert "<script>alert(1)</script>" not in html and "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    links = [attrs["href"] for tag, attrs in _tags(html) if tag == "a" and "href" in attrs]
    assert links and all(href.startswith(("https://", "#")) for href in links), links


def _tags(html: str) -> list:
    page = Tags()
    page.feed(html)
    return page.tags


def _inert_svg(text: str, where) -> None:
    no_escapes(text, where)
    root = ET.fromstring(text)  # a control character once made it invalid XML
    names = {el.tag.split("}")[-1] for el in root.iter()}
    assert "script" not in names and not [k for el in root.iter() for k in el.attrib if k.startswith("on")], where


def test_svg_export_is_well_formed_and_inert(runner, bypassed, tmp_path) -> None:
    """The tall page, and every slide figure (diagram labels, captions, titles and descriptions hold lesson text)."""
    result = invoke(runner, "export", "all", "-f", "svg", "--page")
    assert result.exit_code == 0
    _inert_svg(result.stdout, "page")
    for sid in bypassed.order[:-1]:  # the last id is hostile: its figures' names are refused (below)
        figures = invoke(runner, "export", sid, "-f", "svg", "-o", f"{tmp_path}/")
        assert figures.exit_code == 0, figures.stderr
    written = sorted(tmp_path.glob("r45-*.svg"))
    assert len(written) >= len(bypassed.order) - 1
    for path in written:
        _inert_svg(path.read_text(encoding="utf-8"), path.name)
    refused = invoke(runner, "export", "all", "-f", "svg", "-o", str(tmp_path / "slides.svg"))
    assert refused.exit_code == 2 and "cannot be a file name" in refused.stderr and not list(tmp_path.glob("slides*"))


def test_markdown_pictures_stay_in_the_folder_even_for_a_bad_id(runner, bypassed, tmp_path) -> None:
    """With the id check bypassed, an id with ../ is refused as a file name, and nothing is written at all."""
    work = tmp_path / "work"
    work.mkdir()
    result = invoke(runner, "export", "all", "-o", str(work / "notes.md"))
    assert result.exit_code == 2 and "cannot be a file name" in result.stderr and result.stderr.count("\n") == 1
    assert list(work.iterdir()) == [] and not list(tmp_path.rglob("*ESCAPED*"))


def test_the_full_screen_app_shows_lesson_text_as_text(bypassed) -> None:
    """The last id holds [/] and [@click=app.quit]: at the end of the path the note is text, nothing crashes, nothing
    quits."""
    from tuidrive import noting, press, quiet, screen_text, stepper

    lesson = bypassed
    app = noting()(stepper(lesson, "en", lesson.order[-2]))
    shown: list[str] = []
    said: list = []

    async def main() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await quiet(pilot)
            for key in ("right", "right", "question_mark", "escape"):
                await press(pilot, key)
                await quiet(pilot)
            shown.append(screen_text(app))
            said.extend(app.notified)
            assert app.is_running  # [@click=app.quit] was not an action
            await press(pilot, "q")

    asyncio.run(main())
    assert app.return_code == 0 and app.stepper.current == EVIL_ID
    no_escapes(shown[0], "screen")
    assert "[/]" in shown[0]  # the id's brackets, as they are
    assert all(_as_the_toast_shows(n) == n.message for n in said)  # "Path done: b5…[/]…" once crashed the app
    assert f"{EVIL_ID} is the last state on the path" in shown[0]  # the end, said once: in the pane, as text


def _as_the_toast_shows(notification) -> str:
    """The text a notification puts on screen: its message read as Textual markup unless it says it is not markup."""
    from textual.content import Content

    try:
        return Content.from_markup(notification.message).plain if notification.markup else notification.message
    except Exception as exc:  # noqa: BLE001 - a message that is not valid markup is a crash waiting to be drawn
        return f"<{type(exc).__name__}>"
