"""The full-screen `r45 step`, driven with Textual's pilot: keys pressed, what the screen shows asserted.

Most tests run one app and look at several moments of it: starting a
Textual app costs more than a key.
"""

from __future__ import annotations

import io
import json
import os
import re
from pathlib import Path

import pytest
from conftest import sampled
from ptyrun import Terminal
from tuidrive import drive, flat, noting, pane_text, press, quiet, record, resize, shoot, squeezed, svg_text

from r45cli import progress
from r45cli.keys import KEYS
from r45cli.messages import say
from r45cli.tui.app import StepApp

SNAPSHOTS = Path(__file__).parent / "snapshots"


# --------------------------------------------------------------------------- the first screens


@pytest.mark.parametrize("lang", sampled(["en", "zh"], ("zh",)))  # zh's lines are the longer; -m long: en
def test_title_and_explanation_are_on_the_first_screen_of_every_state(lesson, lang) -> None:
    """80×24: each state's title and whole explanation fit its first screen, the lesson's question on the very first."""
    app, screens = drive(lesson, [str(k) for k in range(len(lesson.order))], lang=lang, start=lesson.order[0])
    assert "".join(lesson.title(lang).split()) in squeezed(screens[0])
    for sid, screen in zip(lesson.order, screens[1:]):
        state = lesson.state(sid)
        assert "".join(state.title(lang).split()) in squeezed(screen), sid
        assert "".join(state.explain(lang).split()) in squeezed(screen), sid


def test_a_first_run_shows_both_routes_from_the_default(lesson) -> None:
    _, (screen,) = drive(lesson, [], size=(120, 30))
    assert f"next: {lesson.following(lesson.default)}" in screen
    assert f"or press 0 to start at {lesson.order[0]}" in screen
    assert "▶ b4✓★" in screen  # current, seen, default


# --------------------------------------------------------------------------- keys


def test_keys_walk_the_path_and_history(lesson) -> None:
    arrived: list[str] = []
    app, _ = drive(lesson, ["right", "left", "p", "backspace", "backspace", "0", "n", "space", "d", "5", "left"],
                   arrived=arrived, shots=False)
    assert arrived == ["b4", "b5", "b4", "b3", "b4", "b5", "b0", "b1", "b2", "b4", "b5", "b4"]
    assert app.stepper.current == "b4"


class Reading(StepApp):
    """The app, with a learner who never pauses long enough for the next state to be laid out unasked."""

    reading_for = 3600


@pytest.mark.parametrize("read_first", [True, False])
def test_the_next_state_is_laid_out_while_this_one_is_read(lesson, monkeypatch, read_first) -> None:
    """After a pause on a state, → copies the next state's laid-out lines: no panel of it is laid out anew."""
    from r45cli.render import draw, layout

    made: list[str] = []
    boxed = draw.boxed
    monkeypatch.setattr(draw, "boxed", lambda p, lang: made.append(p.title) or boxed(p, lang))
    marks: list[int] = []

    async def read(pilot) -> None:
        layout.Kept.forget()  # nothing laid out by earlier tests
        if read_first:
            pilot.app.lay_out_next()  # what the pause on b1 sets off
        marks.append(len(made))

    app, screens = drive(lesson, [read, "right"], start="b1", app_class=Reading)
    assert app.stepper.current == "b2" and "b2 · " in screens[-1]
    laid_out_on_the_key = made[marks[0]:]
    if read_first:
        assert marks[0] > 0 and laid_out_on_the_key == []
    else:
        assert any(title.startswith("b2 · ") for title in laid_out_on_the_key)


def test_keys_end_as_they_do_through_pilot_press(lesson) -> None:
    """The tests send keys as Pilot.press does, without its waits for an idle CPU: the same keys through Pilot.press
    arrive at the same states and leave the same screens and panes."""
    keys = ["right", "p", "backspace", "question_mark", "escape", "2", "e", *"-0.5", "tab"]  # "." is full_stop
    arrived: list[list[str]] = [[], []]
    ours, our_screens = drive(lesson, keys, arrived=arrived[0])
    piloted, pilot_screens = drive(lesson, keys, arrived=arrived[1], keys=lambda pilot, key: pilot.press(key))
    assert arrived[0] == arrived[1] == ["b4", "b5", "b4", "b5", "b2"]
    assert list(our_screens) == list(pilot_screens) and list(ours.panes) == list(piloted.panes)


def test_clicking_a_state_in_the_list_goes_there(lesson) -> None:
    async def click_b1(pilot):
        option_list = pilot.app.query_one("#states")
        row = next(i for i, option in enumerate(option_list.options) if option.id == "b1")
        await pilot.click("#states", offset=(4, row))

    app, screens = drive(lesson, [click_b1], size=(120, 30))
    assert app.stepper.current == "b1" and "b1 · W2 projects back" in screens[-1]


def test_a_fresh_learner_at_the_end_is_told_what_is_unseen(lesson) -> None:
    """Default b4, → b5 is the end of the path: b0–b3 were never seen, so it says so, and how to go there, before
    done."""
    app, _ = drive(lesson, ["right"], size=(100, 40), shots=False)
    text = flat(app.panes[-1])
    assert "b5 is the last state on the path, but you have not seen b0–b3 yet: press 0 to start there." in text
    assert "Path done" not in text and "r45 quiz: test yourself" in text
    app, _ = drive(lesson, ["right"], size=(100, 40), seen=lesson.order, shots=False)
    assert "Path done: b5 is the last state, and every state has been seen." in flat(app.panes[-1])


def test_the_help_keeps_each_pair_of_scroll_keys_together(lesson) -> None:
    """The help's key column wrapped "↑ ↓ PgUp PgDn Home End" as "↑ ↓ PgUp" / "PgDn Home" / "End"."""
    _, screens = drive(lesson, ["question_mark"], size=(120, 40))
    cells = [line.strip("█ ").split("  ")[0].strip() for line in screens[-1].splitlines()]
    assert {"↑ ↓", "PgUp PgDn", "Home End"} <= set(cells) and "End" not in cells, cells
    # each pair with its own words: one sentence for the three had wrapped onto the rows of the other two at 40×16
    rows = {cell: line for cell, line in zip(cells, screens[-1].splitlines())}
    assert "a page at a time" in rows["PgUp PgDn"] and "to the top, to the bottom" in rows["Home End"], rows


def test_help_and_why_overlays_scroll_at_once_and_esc_closes_them(lesson) -> None:
    async def ask_z1(pilot):
        await press(pilot, "w")
        await quiet(pilot)
        await press(pilot, *"z1", "enter")

    scrolled: list[int] = []
    probe = lambda app: app.screen.query_one("VerticalScroll").scroll_offset.y  # noqa: E731
    keys = ["question_mark", "pagedown", record(probe, scrolled), "escape",
            ask_z1, "down", "down", record(probe, scrolled), "end", record(probe, scrolled), "home",
            record(probe, scrolled), "escape"]
    app, screens = drive(lesson, keys, size=(60, 16))
    assert "back to where you came from" in flat(screens[1])
    assert scrolled[0] > 0  # PgDn scrolled the help without Tab first
    # the arrows scroll the why window, its field keeps the focus; Home and End too (the field had taken them)
    assert "Where z1 comes from" in flat(screens[5]) and scrolled[1] == 2 and scrolled[2] > 2 and scrolled[3] == 0
    assert "Where z1 comes from" not in flat(screens[-1]) and app.return_code is None  # Esc closed it, and quit nothing


@pytest.mark.parametrize("size", sampled([(40, 16), (80, 24)], ((40, 16),), whole=True))  # -m long: 80 by 24 too
def test_the_why_window_scrolls_down_to_the_answer(lesson, size) -> None:
    """Its last line, z1's value, could not be reached: the body was taller than the window and the window cut it."""

    async def ask_z1(pilot):
        await press(pilot, "w")
        await press(pilot, *"z1", "enter")

    _, screens = drive(lesson, [ask_z1, *["pagedown"] * 20], lang="zh", size=size)
    assert "= 1.233154" in screens[-1] and "← 来自 s1, mean, std" in screens[-1]


def test_a_second_why_answer_opens_at_its_heading(lesson) -> None:
    """After z1's answer was scrolled to its end, h3's opened scrolled down as far: its heading and first lines were
    above the window, with only "more above" to say so."""

    async def ask(pilot):
        await press(pilot, "w", *"z1", "enter", *["pagedown"] * 20, "backspace", "backspace", *"h3", "enter")

    _, screens = drive(lesson, [ask], lang="zh", size=(40, 16))
    assert "h3 从哪里来" in screens[-1] and "上面还有" not in screens[-1], screens[-1]


def test_what_is_said_at_one_state_goes_when_another_is_shown(lesson) -> None:
    """"已经到了路径的尽头（b5）。" stayed over b0 for seconds after 0 was pressed at the path's end."""
    last = str(len(lesson.order) - 1)
    _, screens = drive(lesson, [last, "right", "right", "right", "0"], lang="zh", size=(40, 16), notifications=True)
    assert "尽头" in screens[-2] and "尽头" not in screens[-1], screens[-1]


def test_a_notification_breaks_its_lines_as_prose_does(lesson) -> None:
    """At 40 columns Textual put the 。 of "已经是第一个状态。" on a line of its own; a toast is now broken
    beforehand."""
    from rich.cells import cell_len

    from r45cli.render.chars import CLOSING

    long = "已经是第一个状态。" * 5

    async def say_long(pilot):
        pilot.app.toast(long, timeout=3)

    app, _ = drive(lesson, ["0", "p", say_long], lang="zh", size=(40, 16), app_class=noting(), shots=False)
    first, said = (n.message for n in app.notified)
    assert first == "已经是第一个状态。"
    lines = said.split("\n")
    assert "".join(lines) == long and len(lines) > 1
    assert all(cell_len(line) <= 32 and line[0] not in CLOSING for line in lines)


def test_a_lesson_whose_texts_no_longer_hold_says_so_on_the_full_screen(raw, write_states) -> None:
    """Line mode says on stderr that the file's claims fail; the full screen, which covers stderr, said nothing while
    b4 read "b2 is 0" beside b2 = (0, 0, 0.1, 0). It says so in a notification once its numbers are in."""
    from r45cli import lesson as lesson_module

    raw["example"]["b2"][2] = 0.1
    app, _ = drive(lesson_module.load(write_states(raw)), [], app_class=noting(), shots=False)
    said = [" ".join(n.message.split()) for n in app.notified]  # in a line: the whole of it had hidden 40×16
    assert said == ["The lesson file states.yaml disagrees with what its u and weights give; r45 verify says "
                    "where."], said


def test_esc_never_quits(lesson) -> None:
    """Esc closes or leaves; with nothing open it does nothing. q quits with 0, Ctrl-C with 130."""
    states: list[bool] = []
    app, _ = drive(lesson, ["escape", "escape", "question_mark", "escape", "escape", "e", "escape", "escape",
                            record(lambda a: a.is_running, states)], shots=False)
    assert states == [True] and app.stepper.current == lesson.default
    assert drive(lesson, ["q"])[0].return_code == 0
    assert drive(lesson, ["ctrl+c"])[0].return_code == 130


def test_every_key_of_the_table_is_in_the_help_and_the_footer(lesson) -> None:
    """One table makes the bindings, the help and the footer: each key's help line is in the help, each footer word
    in a footer."""
    footers: list[str] = []
    probe = lambda app: str(app.query_one("#footer").render())  # noqa: E731
    app, screens = drive(lesson, [record(probe, footers), "e", record(probe, footers), *["tab"] * 4,
                                  record(probe, footers), "escape", "question_mark"], size=(250, 60))
    lines = screens[-1].splitlines()
    top = next(line for line in lines if "█▀▀" in line)  # the help window's top edge: its left and right columns
    left, right = top.index("█▀▀"), top.rindex("▀") + 1
    help_text = "".join(line[left + 1 : right] for line in lines if line[left : left + 1] == "█")
    help_text = "".join(help_text.split())  # the window's own text, its wrapped lines joined
    # predict mode's p and f are typed as an answer, then Enter: a learner pressed p alone and waited
    # "p Enter" read as "p or Enter": the letter, typed, then Enter
    assert "s↵(in--predict'swindow,typed,thenEnter)skip" in help_text
    assert "f↵(in--predict'swindow,typed,thenEnter)" in help_text
    assert "i↵(in--predict'swindow,typed,thenEnter)therun'sgivennumbersagain" in help_text  # it had been unlisted
    # the digits that reach a state, as many as the lesson has: "0–9" had promised 6 to 9 of a six-state lesson
    assert "0–5" in help_text and "0–9" not in help_text and any("0–5 a state by number" in f for f in footers)
    predicting: list[str] = []
    drive(lesson, ["escape", record(probe, predicting)], size=(250, 60), predicting=True, shots=False)
    for key in KEYS:
        if key.linear:  # line mode's alone: the full screen shows the demonstration's inputs whole, with no key
            assert "".join(say(key.help, "en").split()) not in help_text, key.action
            assert not any(say(key.footer or key.help, "en") in footer for footer in footers + predicting), key.action
            continue
        assert "".join(say(key.help, "en").split()) in help_text, key.action
        if key.footer is not None:  # predict mode's own (a: run again) in its footer, and only there
            shown = predicting if key.predicting else footers
            assert any(say(key.footer, "en") in footer for footer in shown), (key.action, shown)
            assert key.predicting is not any(say(key.footer, "en") in footer for footer in footers), key.action
    bound = {key for binding in StepApp.BINDINGS for key in binding.key.split(",")}
    assert all(k in bound for key in KEYS if not key.own and key.action != "focus_next" for k in key.keys)


# --------------------------------------------------------------------------- the screen is lesson


@pytest.mark.parametrize(("size", "lang"), [((40, 16), "en"), ((40, 16), "zh"), ((80, 24), "en")])
def test_the_footer_always_shows_help_and_the_way_out(lesson, size, lang) -> None:
    """q quits, and says so; in a what-if field, where q is refused as no part of a number, Esc is the way out."""
    _, screens = drive(lesson, ["e"], size=size, lang=lang)
    for screen, in_field in zip(screens, (False, True)):
        footer = screen.rstrip("\n").splitlines()[-1]
        assert "? " in footer and ("Esc " in footer and "q " not in footer if in_field else "q " in footer), footer
    # the pane's footer names w in both languages: at 40 columns the Chinese words left no room for it
    assert " w " in screens[0].rstrip("\n").splitlines()[-1]


def test_on_a_short_terminal_the_question_folds_after_the_first_move(lesson) -> None:
    _, screens = drive(lesson, ["right", "t", "t"], size=(80, 24))
    question = lesson.title("en")
    assert question in screens[0] and question not in screens[1]  # folded after the first move
    assert question in screens[2] and question not in screens[3]  # t shows it and folds it again
    _, tall = drive(lesson, ["right"], size=(80, 40))
    assert question in tall[1]  # a tall terminal keeps it


def test_l_shows_and_hides_the_list_at_any_width(lesson) -> None:
    _, at_80 = drive(lesson, ["l", "l"], size=(80, 24))
    assert "▶ b4" not in at_80[0] and "▶ b4" in at_80[1] and "▶ b4" not in at_80[2]
    _, closed = drive(lesson, ["l", "escape"], size=(80, 24))  # Esc closes what l opened, as the help says
    assert "▶ b4" in closed[1] and "▶ b4" not in closed[2]
    _, at_120 = drive(lesson, ["l", "escape"], size=(120, 30))
    assert "▶ b4" in at_120[0] and "▶ b4" not in at_120[1] and "▶ b4" not in at_120[2]  # a list l hid stays hidden
    _, at_200 = drive(lesson, [], size=(200, 40))
    assert ("An FFN after the read: another position-wise nonlinearity" in at_200[0].split("▕")[0]
            or "b4✓★ An FFN after the read" in at_200[0])


def test_the_list_shown_at_80_columns_leaves_the_pane_a_view_of_40(lesson) -> None:
    """`l` at 80 columns cut the titles to half the screen, and the state's box stood 36 columns wide: below the 40
    every view fits."""
    _, screens = drive(lesson, ["l"], size=(80, 24))
    box = next(line for line in screens[-1].splitlines() if "╭" in line)
    assert box.rindex("╮") - box.index("╭") + 1 >= 40, box
    assert "▶ b4" in screens[-1]  # and the list beside it


def test_at_80_columns_the_u_f_s_z_table_is_a_table(lesson) -> None:
    app, _ = drive(lesson, ["2"], size=(80, 24), shots=False)
    assert re.search(r"│ 1\s+1\.170705\s+0\.585353\s+1\.756058\s+1\.233154\s", as_pane(app, 78))


def as_pane(app, width: int) -> str:
    from tuidrive import as_text

    return as_text(app.pane(), width)


def test_from_120_columns_the_panels_flow_in_two_columns(lesson) -> None:
    """At 120×40 two panels stand side by side (b2: the vector table beside the LayerNorm statistics, or the bars)."""
    _, screens = drive(lesson, ["2", "pagedown", "pagedown"], size=(120, 40))
    rows = [line for screen in screens[-2:] for line in screen.splitlines()
            if line.count("╭") >= 2 or line.count("│") >= 4]  # below b2's notes, however long
    assert rows, screens[-1]


def test_at_40_by_12_everything_still_works(lesson) -> None:
    app, screens = drive(lesson, ["right", "question_mark", "escape", "e", "escape", "e", "escape", "q"], size=(40, 12))
    assert app.stepper.current == "b5" and app.return_code == 0
    assert all(len(line) <= 40 for screen in screens for line in screen.splitlines())


# --------------------------------------------------------------------------- progress


def test_the_app_resumes_and_saves_through_the_session(runner, tmp_path) -> None:
    """run() as `r45 step` calls it: the first run opens at the default, the next resumes where it stopped."""
    from r45cli.session import Options, Session
    from r45cli.tui import app as app_mod

    opened = []

    def fake_run(self):
        opened.append(self.stepper.current)
        self.stepper.arrived()  # as on_mount does
        self.stepper.move("next")
        self.stepper.arrived()

    session = Session.open(Options("en"))
    original = app_mod.StepApp.run
    app_mod.StepApp.run = fake_run
    try:
        assert app_mod.run(session, None) == 0
        assert app_mod.run(Session.open(Options("en")), None) == 0
    finally:
        app_mod.StepApp.run = original
    assert opened == ["b4", "b5"]
    saved = json.loads((Path(os.environ["R45_STATE_DIR"]) / progress.FILE_NAME).read_text())
    assert saved["last"] == "b5" and saved["visited"] == ["b4", "b5"]


# --------------------------------------------------------------------------- snapshots

SHOT_SIZES = ((40, 16), (80, 24), (120, 40))
SHOT_STATES = ("b4", "b2", "b0")


def tour(lesson, lang: str) -> dict[str, str]:
    """One app run: at each size, b4, b2 and b0, then b2 with the what-if open; every screen by name."""
    steps, names = [], []
    for width, height in SHOT_SIZES:
        steps.append(resize(width, height))
        names.append(None)
        for sid in SHOT_STATES:
            steps.append(str(lesson.order.index(sid)))
            names.append(f"step-{lang}-{width}x{height}-{sid}")
        steps += [str(lesson.order.index("b2")), "e", "escape"]
        names += [None, f"step-{lang}-{width}x{height}-b2-whatif", None]
    _, screens = drive(lesson, steps, lang=lang, size=SHOT_SIZES[0], start=lesson.order[-1], seen=lesson.order)
    return {name: screens[k + 1] for k, name in enumerate(names) if name}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_snapshots(lesson, lang) -> None:
    """Each screen of the tour, as text. R45_UPDATE_SNAPSHOTS=1 writes them; read the diff before committing. A
    missing one fails."""
    shots = tour(lesson, lang)
    assert len(shots) == len(SHOT_SIZES) * (len(SHOT_STATES) + 1)
    for name, screen in shots.items():
        path = SNAPSHOTS / f"{name}.txt"
        if os.environ.get("R45_UPDATE_SNAPSHOTS"):
            SNAPSHOTS.mkdir(exist_ok=True)
            path.write_text(screen, encoding="utf-8")
        assert path.exists(), f"no snapshot {path.name}: write it with R45_UPDATE_SNAPSHOTS=1, then read it"
        assert screen == path.read_text(encoding="utf-8"), name


def test_a_screenshot_as_text_reads_as_its_svg(lesson) -> None:
    """The driver's screenshots are text (tuidrive.text_not_svg): the same characters as the SVG Textual exports, a
    CJK character two cells, here on zh at 40×16 and with the window that says where a number comes from at 80×24."""
    seen: list[tuple[str, str]] = []

    def both(app) -> tuple[str, str]:
        width, height = app.size
        return shoot(app), svg_text(app.export_screenshot(simplify=True), width, height)

    drive(lesson, [record(both, seen), resize(80, 24), "w", record(both, seen)], lang="zh", size=(40, 16))
    assert len(seen) == 2 and "ReLU" in seen[0][0] and "█" in seen[1][0]
    for text, svg in seen:
        assert text == svg


# --------------------------------------------------------------------------- a real terminal


@pytest.mark.process
def test_the_installed_step_in_a_pseudo_terminal(tmp_path) -> None:
    """`r45 step` on a pty: n then q; exit 0, the alternate screen entered and left, where it stopped said, and
    progress saved."""
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
    # where it stopped, on the terminal left behind, after the alternate screen (a quit had left nothing there)
    left = term.seen.rsplit(b"\x1b[?1049l", 1)[1]
    assert b"Left r45 step at b5; r45 step resumes here." in left
    assert b"What next" in left and b"r45 quiz" in left  # at the path's end: the full screen had taken the list away
    saved = json.loads((tmp_path / "state" / progress.FILE_NAME).read_text())
    assert saved["last"] == "b5" and saved["visited"] == ["b4", "b5"]


@pytest.mark.process
@pytest.mark.parametrize("name", sampled(["SIGTERM", "SIGHUP", "SIGINT", "SIGUSR1", "SIGUSR2", "SIGALRM"],
                                          ("SIGTERM", "SIGHUP", "SIGUSR1")))  # signals.ending
def test_a_signal_gives_the_terminal_back(tmp_path, name) -> None:
    """kill -TERM/-HUP/-INT/-USR1/-USR2/-ALRM during the full screen: 128 + n, and the terminal as it was (cooked, echo,
    main screen, cursor, no mouse). USR1, USR2 and ALRM once left it raw, in the alternate screen."""
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
    # main screen, cursor shown, mouse off
    assert b"\x1b[?1049l" in after and b"\x1b[?25h" in after and b"\x1b[?1000l" in after


def test_every_signal_that_ends_a_process_ends_the_app() -> None:
    """signal(7)'s signals whose default action ends the process, less the faults a process raises against itself and
    those Python ignores: each one ends the full screen through its handler."""
    import signal

    from r45cli.signals import ending

    terminating = {"SIGHUP", "SIGINT", "SIGQUIT", "SIGUSR1", "SIGUSR2", "SIGALRM", "SIGTERM", "SIGVTALRM", "SIGPROF",
                   "SIGIO", "SIGPWR", "SIGXCPU", "SIGSTKFLT"}
    expected = {getattr(signal, n) for n in terminating if hasattr(signal, n)}
    expected |= set(range(signal.SIGRTMIN, signal.SIGRTMAX + 1))
    ignored = {s for s in expected if signal.getsignal(s) == signal.SIG_IGN}  # a test worker may ignore SIGINT
    assert set(ending()) == expected - ignored
    assert not {signal.SIGSEGV, signal.SIGKILL, signal.SIGSTOP, signal.SIGTSTP, signal.SIGPIPE} & set(ending())
    before = signal.signal(signal.SIGUSR1, signal.SIG_IGN)  # as `nohup` leaves SIGHUP: an ignored signal stays so
    try:
        assert signal.SIGUSR1 not in ending()
    finally:
        signal.signal(signal.SIGUSR1, before)


@pytest.mark.process
@pytest.mark.parametrize("how", sampled(["ctrl-z", "SIGTSTP"], ("ctrl-z",)))
def test_ctrl_z_suspends_and_fg_draws_the_screen_again(tmp_path, how) -> None:
    """Ctrl-Z (or kill -TSTP): the terminal given back (cooked, echo, main screen, cursor, no mouse) and the process
    stopped, as vim and less do; SIGCONT (the shell's `fg`): the alternate screen again, the page drawn whole, and
    the app goes on (q ends it with 0). Ctrl-Z was once ignored."""
    import signal

    term = Terminal(tmp_path, "step")
    try:
        term.read_until(b"quit")  # the footer: the app is up
        drawn = len(term.seen)
        if how == "ctrl-z":
            term.type(b"\x1a")
        else:
            os.kill(term.proc.pid, signal.SIGTSTP)
        term.wait_stopped()
        stopped_modes = term.modes()
        suspended = term.seen[drawn:]
        back = len(term.seen)
        os.kill(term.proc.pid, signal.SIGCONT)
        term.read_until(b"\x1b[?1049h", after=back)
        term.read_until(b"quit", after=back)
        term.read_until(b"R45", after=back)  # the lesson's heading: the whole page, not only what changed
        raw_modes = term.modes()
        term.type(b"n")
        term.read_until(b"Residual", after=back)  # b5's title: keys work again
        term.type(b"q")
        code = term.wait()
        end_modes = term.modes()
    finally:
        term.close()
    assert stopped_modes == (True, True) and raw_modes == (False, False) and end_modes == (True, True)
    assert b"\x1b[?1049l" in suspended and b"\x1b[?25h" in suspended and b"\x1b[?1000l" in suspended
    assert code == 0


@pytest.mark.process
@pytest.mark.parametrize("lines", sampled(["100000", "1"], ("1",)))  # -m long: a huge size too
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


ONLY_STEP = """
import io, sys
from r45cli.run import main
for args in (["show", "b2"], ["list"], ["verify"], ["why", "z1"], ["--help"], ["--version"], ["step", "--plain"]):
    sys.argv, sys.stdin, sys.stdout = ["r45", *args], io.StringIO(""), io.StringIO()
    try:
        main()
    except SystemExit as done:
        assert done.code in (0, None), (args, done.code)
    assert not [m for m in sys.modules if m.split(".")[0] == "textual"], args
"""


@pytest.mark.process
def test_only_step_imports_textual() -> None:
    """show, list, verify, why, --help, --version and the line-mode step, one after another in one fresh process,
    never load Textual."""
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-c", ONLY_STEP], input="", capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr[-800:]


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


@pytest.mark.process
@pytest.mark.parametrize("resumed", [False, True])
def test_the_first_frame_imports_no_numpy(resumed, tmp_path) -> None:
    """In a fresh process, up to the first frame: every show of a state asked predict mode's modules, numpy among them,
    whether predicting or not (the first frame took 1.7 times a bare Textual app's, against 1.3 before). `resumed`:
    a learner's second session, at the state they left: what waits in predict mode was looked up, importing numpy,
    while not predicting (150 ms more to the first frame: benchmarks/tui.py saw 1.45 times the bare app's)."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "R45_STATE_DIR": str(tmp_path)}
    script = """
import asyncio, sys
from r45cli.session import Options, Session
from r45cli.stepper import Stepper
from r45cli.tui.app import StepApp
if RESUMED:
    Stepper(Session.open(Options("en")), "b2").arrived()  # an earlier session, left at b2
    assert "numpy" not in sys.modules
seen = []
class Watched(StepApp):
    def compute_numbers(self):
        seen.append("numpy" in sys.modules)
        self.exit()
app = Watched(Stepper(Session.open(Options("en")), None))
async def main():
    async with app.run_test():
        while not seen:
            await asyncio.sleep(0)
asyncio.run(main())
print(seen)
"""
    out = subprocess.run([sys.executable, "-c", script.replace("RESUMED", str(resumed))], capture_output=True,
                         text=True, timeout=120, env=env)
    assert out.stdout.strip() == "[False]", out.stderr[-500:]


def test_numbers_come_just_after_the_first_frame(lesson) -> None:
    """The first frame is drawn before any number is computed (no numpy yet); the numbers replace it right after."""
    first_frames: list[tuple[bool, str]] = []

    class Watched(StepApp):
        def compute_numbers(self) -> None:
            first_frames.append((not self.ready, pane_text(self)))  # what the first frame showed
            super().compute_numbers()

    app, _ = drive(lesson, [], start=lesson.order[2], app_class=Watched, shots=False)
    ((no_numbers_yet, first),) = first_frames
    assert no_numbers_yet and "1.233154" not in first and lesson.state(lesson.order[2]).title.en in first
    assert "1.233154" in pane_text(app)



def test_a_name_typed_fast_after_w_reaches_the_why_window(lesson) -> None:
    """`w h 5` typed in one burst lost "h5": the two keys reached the step below before the window was up. They are
    the name asked for, and Enter explains h5."""
    from tuidrive import burst

    app, screens = drive(lesson, [burst("w", "h", "5"), "enter"], start="b2")
    assert "h5" in screens[1].split("Which number?", 1)[1].splitlines()[2] and app.stepper.current == "b2"
    assert "Where h5 comes from" in screens[2]


def test_one_toast_at_a_time_and_the_nudge_keys_both_in_the_footer(lesson) -> None:
    """→ pressed thrice at the path's end drew three alike over the state, and the what-if's footer read "↑ ±0.1" as
    if ↓ did nothing."""
    last = str(len(lesson.order) - 1)
    _, screens = drive(lesson, [last, *["right"] * 4], lang="zh", size=(40, 16), notifications=True)
    assert screens[-1].count("尽头") == 1, screens[-1]
    _, screens = drive(lesson, ["e"], size=(80, 24))
    assert "↑↓ ±0.1" in screens[-1].splitlines()[-1]


def test_a_place_past_the_list_says_the_places_there_are(lesson) -> None:
    """`7` said "No state has that place in the list (counted from 0)" without the places a learner could use."""
    app, _ = drive(lesson, ["7"], app_class=noting(), shots=False)
    said = [" ".join(n.message.split("\n")) for n in app.notified]
    assert said == ["No state has that place in the list: the places are 0\u00a0to\u00a05."]  # "0 to 5" kept whole


def test_no_color_draws_no_legend_that_names_colours(lesson, monkeypatch) -> None:
    """Under NO_COLOR the full screen draws greys, and W1's legend said "orange negative, blue positive"."""
    def seen() -> str:  # every screen of b0, paged through
        _, screens = drive(lesson, ["pagedown"] * 4, start="b0", size=(120, 40))
        return " ".join(" ".join(screen.split()) for screen in screens)

    shown = seen()  # every test runs with NO_COLOR
    assert "negative, blue" not in shown and "W1 (4×6)" in shown


@pytest.mark.process
def test_no_color_leaves_the_terminal_its_own_colours(tmp_path) -> None:
    """Under NO_COLOR the full screen painted greys (a dark background on a light terminal): it draws no colour, and
    a what-if field's selection and cursor, which colour had shown, are in reverse video."""
    import re

    term = Terminal(tmp_path, "step", env={"NO_COLOR": "1"})
    try:
        term.read_until(b"quit")
        opened = len(term.seen)
        term.type(b"e")
        term.read_until(b"m1.170705", opened)  # the what-if is open: u1 has the focus, its number selected whole
        term.type(b"\x03")  # Ctrl-C: q typed in a field is refused
        code = term.wait()
    finally:
        term.close()
    colours = re.findall(rb"\x1b\[[0-9;]*(?:[34]8;[25];|\b(?:3|4|9|10)[0-7]\b)[0-9;]*m", term.seen)
    assert code == 130 and b"b4" in term.seen and not colours, colours[:5]
    styles = [m.split(b";") for m in re.findall(rb"\x1b\[([0-9;]*)m1\.170705", term.seen[opened:])]  # u1's field
    assert any(b"7" in s for s in styles), styles
