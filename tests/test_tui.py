"""The full-screen `r45 step`, driven with Textual's pilot: keys pressed, what the screen shows asserted."""

from __future__ import annotations

import asyncio
import io
import json
import os
import re
from pathlib import Path

import numpy as np
import pytest
from ptyrun import Terminal
from rich.console import Console

from r45cli import progress
from r45cli.tui.app import for_language

SNAPSHOTS = Path(__file__).parent / "snapshots"


def as_text(renderable, width: int, height: int | None = None) -> str:
    console = Console(width=width, height=height, file=io.StringIO(), record=True, color_system=None, legacy_windows=False)
    console.print(renderable)
    return console.export_text()


def screen_text(app) -> str:
    """What the terminal shows, as plain text, one line a row."""
    return as_text(app.screen._compositor.render_update(full=True), app.size.width, app.size.height)


def pane_text(app) -> str:
    """Everything in the state's pane, scrolled out of view or not, as the app draws it."""
    return as_text(app.pane(), 100)


class Captured(list):
    """What was on show after each step, kept as it was drawn and made text only when a test reads it."""

    def __init__(self, width: int, height: int | None = None) -> None:
        super().__init__()
        self.width, self.height = width, height
        self.texts: dict[int, str] = {}

    def __getitem__(self, index):  # type: ignore[no-untyped-def, override]
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        index = index % len(self)
        if index not in self.texts:
            self.texts[index] = as_text(super().__getitem__(index), self.width, self.height)
        return self.texts[index]

    def __iter__(self):  # type: ignore[no-untyped-def, override]
        return (self[i] for i in range(len(self)))


def drive(lesson, steps, *, lang="en", size=(80, 24), start=None, arrived=None, seen=()):
    """Run the app, press `steps` (keys, or callables taking the pilot), and return (app, screens after each step)."""
    arrivals = arrived if arrived is not None else []
    app = for_language(lang)(lesson, lang, start or lesson.default, resumed=False, seen=set(seen), on_arrive=arrivals.append)
    screens = Captured(*size)
    panes = app.panes = Captured(100)  # the pane's whole content after each step, for numbers scrolled out of view

    async def main():
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            while app.course is None:  # the numbers come just after the first frame
                await pilot.pause(0.01)
            await pilot.pause()
            screens.append(app.screen._compositor.render_update(full=True))
            panes.append(app.pane())
            for step in steps:
                if callable(step):
                    await step(pilot)
                else:
                    await pilot.press(step)
                await pilot.pause()
                if app._recompute is not None:  # a what-if change waits for a pause in typing: this is the pause
                    app.recompute()
                    await pilot.pause()
                screens.append(app.screen._compositor.render_update(full=True))
                panes.append(app.pane())

    asyncio.run(main())
    return app, screens


def flat(text: str) -> str:
    """The state's pane (right of the list) with box edges and line breaks taken out, to find a sentence that wrapped."""
    pane = (line.split("▕", 1)[-1] for line in text.splitlines())
    return " ".join(part.strip(" │▕╭╮╰╯─▁▂▃▄▅▆▇█") for part in pane)


# --------------------------------------------------------------------------- the first screen


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_title_and_explanation_are_on_the_first_screen_of_every_state(lesson, lang) -> None:
    for sid in lesson.order:
        _, (screen,) = drive(lesson, [], lang=lang, start=sid)
        state = lesson.state(sid)
        assert lesson.title(lang) in screen
        text = "".join(flat(screen).split())
        assert "".join(state.title(lang).split()) in text, sid
        assert "".join(state.explain(lang).split()) in text, sid


def test_a_first_run_shows_both_routes_from_the_default(lesson) -> None:
    _, (screen,) = drive(lesson, [])
    assert f"carry on: {lesson.following(lesson.default)}" in screen and f"or recompute from {lesson.order[0]}" in screen
    assert "▶ b4✓★" in screen  # current, seen, default


# --------------------------------------------------------------------------- keys


def test_keys_walk_the_path_and_history(lesson) -> None:
    arrived: list[str] = []
    app, _ = drive(lesson, ["right", "left", "p", "backspace", "backspace", "0", "n", "space", "d", "5", "left"], arrived=arrived)
    assert arrived == ["b4", "b5", "b4", "b3", "b4", "b5", "b0", "b1", "b2", "b4", "b5", "b4"]
    assert app.walk.current == "b4"


def test_clicking_a_state_in_the_list_goes_there(lesson) -> None:
    async def click_b1(pilot):
        option_list = pilot.app.query_one("#states")
        row = next(i for i, option in enumerate(option_list.options) if option.id == "b1")
        await pilot.click("#states", offset=(4, row))

    app, screens = drive(lesson, [click_b1])
    assert app.walk.current == "b1" and "b1 · W2 projects back" in screens[-1]


def test_the_end_of_the_path_names_what_to_do_next(lesson) -> None:
    _, screens = drive(lesson, ["5", "end"])
    assert "r45 quiz: test yourself" in flat(screens[-1]) and "r45 lab:" in flat(screens[-1])


def test_help_and_why_overlays(lesson) -> None:
    async def ask_z1(pilot):
        await pilot.press("w")
        await pilot.pause()
        await pilot.press(*"z1", "enter")

    _, screens = drive(lesson, ["question_mark", "escape", ask_z1])
    assert "Backspace" in screens[1] and "back to where you came from" in screens[1]
    assert "Keys" not in screens[2]
    assert "Where z1 comes from" in screens[3] and "1.233154" in screens[3]


def test_q_quits_with_0_and_ctrl_c_with_130(lesson) -> None:
    assert drive(lesson, ["q"])[0].return_code == 0
    assert drive(lesson, ["ctrl+c"])[0].return_code == 130


# --------------------------------------------------------------------------- what if


def test_what_if_recomputes_every_number_live_and_restores(lesson, worked) -> None:
    async def set_u1(pilot):
        field = pilot.app.query_one("#u1")
        field.value = "2"
        await pilot.pause()

    arrived: list[str] = []
    app, screens = drive(lesson, ["2", "e", set_u1, "down", "escape", "r"], arrived=arrived)
    panes = app.panes
    course_z1 = "1.233154"
    assert course_z1 in panes[1] and "your u, not the course's numbers" not in screens[1]
    assert "your u, not the course's numbers" in screens[2]
    import numpy as np

    from r45cli import worked as worked_mod

    own = worked_mod.compute(lesson, u=np.array([2.0, *lesson.example.u[1:]]))
    nudged = worked_mod.compute(lesson, u=np.array([1.9, *lesson.example.u[1:]]))
    from r45cli.numfmt import fixed

    assert fixed(own.vector("z")[0]) in panes[3] and course_z1 not in panes[3]
    assert fixed(nudged.vector("z")[0]) in panes[4]  # ↓ took 0.1 off
    assert course_z1 in panes[-1]  # r: the course's u again
    assert arrived == ["b4", "b2"]  # the what-if moved nothing and saved nothing


def test_what_if_switches(lesson) -> None:
    from r45cli import worked as worked_mod
    from r45cli.numfmt import fixed

    no_w2 = worked_mod.compute(lesson, without_w2=True)
    app, _ = drive(lesson, ["2", "e", _toggle("#zero-w2")])
    assert fixed(no_w2.vector("z")[0]) in app.panes[-1] and "1.233154" not in app.panes[-1]
    no_relu = worked_mod.compute(lesson, relu=False)
    app, _ = drive(lesson, ["2", "e", _toggle("#no-relu")])
    assert fixed(no_relu.vector("z")[2]) in app.panes[-1]


def _toggle(selector):
    async def press(pilot):
        pilot.app.query_one(selector).value = True
        await pilot.pause()

    return press


def test_a_what_if_field_that_is_not_a_number_keeps_the_last_numbers(lesson) -> None:
    marked = []

    async def type_junk(pilot):
        pilot.app.query_one("#u1").value = "-"
        await pilot.pause()
        marked.append(pilot.app.query_one("#u1").has_class("-invalid"))

    app, _ = drive(lesson, ["2", "e", type_junk])
    assert "1.233154" in app.panes[-1] and marked == [True]


def test_typing_and_backspace_keep_their_order(lesson) -> None:
    """Keys typed fast, Backspace among them: the field holds exactly what was typed (it once read 00.1)."""
    async def select_all(pilot):
        field = pilot.app.query_one("#u1")
        field.value = ""
        await pilot.pause()

    keys = [*"0.123456", "backspace", "backspace", "backspace", "9"]
    values = []
    app, _ = drive(lesson, ["2", "e", select_all, lambda pilot: pilot.press(*keys), _value_of("#u1", values)])
    assert values == ["0.1239"]
    from r45cli import worked as worked_mod
    from r45cli.numfmt import fixed

    mine = worked_mod.compute(lesson, u=np.array([0.1239, *lesson.example.u[1:]]))
    assert fixed(mine.vector("z")[0]) in app.panes[-1]


def _value_of(selector, into):
    async def read(pilot):
        into.append(pilot.app.query_one(selector).value)

    return read


def _paste(text):
    async def paste(pilot):
        from textual.events import Paste

        field = pilot.app.query_one("#u1")
        field.focus()
        field.post_message(Paste(text))
        await pilot.pause()

    return paste


def test_a_paste_is_read_whole_by_the_number_reader(lesson) -> None:
    """A pasted number replaces the field; a paste with an escape sequence in it is refused, and says why."""
    values: list[str] = []
    app, screens = drive(lesson, ["2", "e", _paste("０．５"), _paste("0.5\x1b[31~"), _value_of("#u1", values)], size=(100, 30))
    assert values == ["0.5"]  # the first paste, read as 0.5; the second changed nothing
    assert "u1: '0.5\\x1b[31~' is not a number." in flat(screens[-1])
    from r45cli import worked as worked_mod
    from r45cli.numfmt import fixed

    mine = worked_mod.compute(lesson, u=np.array([0.5, *lesson.example.u[1:]]))
    assert fixed(mine.vector("z")[0]) in app.panes[-1]


def test_an_out_of_range_value_marks_the_numbers_as_stale(lesson) -> None:
    """2e7 in a field: the numbers stay those of the last readable u, and the screen says so, naming the field."""
    async def type_big(pilot):
        pilot.app.query_one("#u3").value = "2e7"
        await pilot.pause()

    app, screens = drive(lesson, ["2", "e", type_big], size=(100, 30))
    assert "u3: 2e7 is out of range (keep within ±1e+06). The numbers below are still those of the last u that could be read." in flat(screens[-1])
    assert "1.233154" in app.panes[-1]  # the course's z1: nothing was recomputed from 2e7


@pytest.mark.parametrize("width", [40, 80])
def test_every_what_if_field_shows_its_whole_value(lesson, width) -> None:
    """−1.434875 is 9 cells: at 40 columns the fields take two rows, and no sign or digit is cut."""
    _, screens = drive(lesson, ["2", "e"], size=(width, 24))
    text = screens[-1]
    for value in ("1.170705", "0.649589", "-0.385419", "-1.434875"):
        assert re.search(rf"(^|\s){re.escape(value)}(\s|$)", text, re.M), (width, value)


# --------------------------------------------------------------------------- sizes


def test_below_60_columns_the_list_folds_away_and_l_shows_it(lesson) -> None:
    app, screens = drive(lesson, ["l", "l"], size=(50, 20))
    assert "Default explanation" in screens[1] and "b4 · An FFN" not in screens[1]  # the list, full width
    assert "b4 · An FFN" in screens[2] and "▶ b4" not in screens[2]


def test_at_40_by_12_everything_still_works(lesson) -> None:
    app, screens = drive(lesson, ["right", "question_mark", "escape", "e", "escape", "e", "q"], size=(40, 12))
    assert app.walk.current == "b5" and app.return_code == 0
    assert all(len(line) <= 40 for screen in screens for line in screen.splitlines())


# --------------------------------------------------------------------------- progress


def test_the_app_resumes_and_saves_through_the_session(runner, tmp_path) -> None:
    """run() as `r45 step` calls it: the first run opens at the default, the next resumes where it stopped."""
    from r45cli.session import Session
    from r45cli.tui import app as app_mod

    opened = []

    def fake_run(self):
        opened.append(self.walk.current)
        self.on_arrive(self.walk.current)  # as on_mount does
        self.walk.next()
        self.on_arrive(self.walk.current)

    session = Session.open("en", None)
    original = app_mod.StepApp.run
    app_mod.StepApp.run = fake_run
    try:
        assert app_mod.run(session, None) == 0
        assert app_mod.run(Session.open("en", None), None) == 0
    finally:
        app_mod.StepApp.run = original
    assert opened == ["b4", "b5"]
    saved = json.loads((Path(os.environ["R45_STATE_DIR"]) / progress.FILE_NAME).read_text())
    assert saved["last"] == "b5" and saved["visited"] == ["b4", "b5"]


# --------------------------------------------------------------------------- snapshots

SHOTS = [(lang, size, sid) for lang in ("en", "zh") for size in ((80, 24), (40, 16)) for sid in ("b4", "b0", "b3")]


@pytest.mark.parametrize(("lang", "size", "sid"), SHOTS, ids=[f"{lang}-{w}x{h}-{sid}" for lang, (w, h), sid in SHOTS])
def test_snapshot(lesson, lang, size, sid) -> None:
    """The first screen, as text. R45_UPDATE_SNAPSHOTS=1 writes them; read the diff before committing. A missing one fails."""
    _, (screen,) = drive(lesson, [], lang=lang, size=size, start=sid)
    path = SNAPSHOTS / f"step-{lang}-{size[0]}x{size[1]}-{sid}.txt"
    if os.environ.get("R45_UPDATE_SNAPSHOTS"):
        SNAPSHOTS.mkdir(exist_ok=True)
        path.write_text(screen, encoding="utf-8")
    assert path.exists(), f"no snapshot {path.name}: write it with R45_UPDATE_SNAPSHOTS=1, then read it"
    assert screen == path.read_text(encoding="utf-8")


# --------------------------------------------------------------------------- a real terminal


def test_the_installed_step_in_a_pseudo_terminal(tmp_path) -> None:
    """`r45 step` on a pty: n then q; exit 0, the alternate screen entered and left, progress saved."""
    term = Terminal(tmp_path, "step")
    try:
        term.read_until(b"b4")
        term.type(b"n")
        term.read_until(b"Residual")  # b5's title
        term.type(b"q")
        code = term.wait()
    finally:
        term.close()
    assert code == 0
    assert b"\x1b[?1049h" in term.seen and b"\x1b[?1049l" in term.seen  # the alternate screen, entered and left
    saved = json.loads((tmp_path / "state" / progress.FILE_NAME).read_text())
    assert saved["last"] == "b5" and saved["visited"] == ["b4", "b5"]


@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP", "SIGQUIT", "SIGINT"])
def test_a_signal_gives_the_terminal_back(tmp_path, name) -> None:
    """kill -TERM/-HUP/-QUIT/-INT during the full screen: 128 + n, and the terminal as it was (cooked, echo, main screen, cursor, no mouse)."""
    import signal

    sig = getattr(signal, name)
    term = Terminal(tmp_path, "step")
    try:
        term.read_until(b"quit")  # the footer: the app is up, its handlers in place
        os.kill(term.proc.pid, sig)
        code = term.wait()
        modes = term.modes()
    finally:
        term.close()
    after = term.seen[term.seen.rfind(b"\x1b[?1049h") :]
    assert code == 128 + sig
    assert modes == (True, True)  # canonical mode and echo, as before
    assert b"\x1b[?1049l" in after and b"\x1b[?25h" in after and b"\x1b[?1000l" in after  # main screen, cursor shown, mouse off


@pytest.mark.parametrize("lines", ["100000", "1"])
def test_lines_and_columns_never_pin_the_size(tmp_path, lines) -> None:
    """LINES=100000 once made the app lay out 100,000 rows (and ignore q); LINES=1 showed only the footer."""
    term = Terminal(tmp_path, "step", env={"LINES": lines, "COLUMNS": "500"})
    try:
        term.read_until(b"quit")
        term.read_until(b"R45")  # the lesson's title: more than the footer is drawn
        term.type(b"q")
        code = term.wait()
    finally:
        term.close()
    assert code == 0


def test_only_step_imports_textual() -> None:
    """show, list, verify, why, --help and --version start without loading Textual."""
    import subprocess
    import sys

    for args in (["show", "b2"], ["list"], ["verify"], ["why", "z1"], ["--help"], ["--version"], ["step", "--plain"]):
        out = subprocess.run([sys.executable, "-X", "importtime", "-m", "r45cli", *args], input="", capture_output=True, text=True, timeout=60)
        assert out.returncode == 0, (args, out.stderr[-500:])
        assert " textual" not in out.stderr, args


def test_full_screen_needs_a_terminal_on_every_end(monkeypatch) -> None:
    """Textual draws on stderr, so `r45 step 2>log` falls back to lines instead of drawing into the log."""
    import sys

    from r45cli import linemode

    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setattr(sys, "stdin", Tty())
    monkeypatch.setattr(sys, "stdout", Tty())
    monkeypatch.setattr(sys, "stderr", Tty())
    monkeypatch.setenv("TERM", "xterm")
    assert linemode.full_screen_possible()
    monkeypatch.setattr(sys, "stderr", io.StringIO())
    assert not linemode.full_screen_possible()
    monkeypatch.setattr(sys, "stderr", Tty())
    monkeypatch.setenv("TERM", "dumb")
    assert not linemode.full_screen_possible()


def test_numbers_come_just_after_the_first_frame(lesson) -> None:
    """The first frame is drawn before any number is computed (no numpy yet); the numbers replace it right after."""
    first_frames: list[tuple[bool, str]] = []
    app_class = for_language("en")

    class Watched(app_class):  # type: ignore[misc, valid-type]
        def compute_numbers(self) -> None:
            first_frames.append((self.course is None, pane_text(self)))  # what the first frame showed
            super().compute_numbers()

    app = Watched(lesson, "en", lesson.order[2], resumed=False, seen=set(), on_arrive=lambda sid: None)

    async def main() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            while app.course is None:
                await pilot.pause()

    asyncio.run(main())
    ((no_numbers_yet, first),) = first_frames
    assert no_numbers_yet and "1.233154" not in first and lesson.state(lesson.order[2]).title.en in first
    assert "1.233154" in pane_text(app)
