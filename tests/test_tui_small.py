"""The full screen on a small terminal is lesson: the question and the what-if's banner fold to a line, the list of
states shows whole titles or ids, a key stays with its word, predict mode asks before it shows, the end of the path
is said once, the scrollbar is one bar. Driven through Textual's pilot (tests/tuidrive.py), read off the screen."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from conftest import sampled
from tuidrive import drive, noting, quiet, record

from r45cli.keys import KEYS, written
from r45cli.messages import M, say
from r45cli.tui.app import StepApp
from r45cli.tui.widgets import footer_keys


def region(app, selector: str):
    return app.query_one(selector).region


def lesson_rows(app) -> int:
    """Rows of the screen the state's pane has: the lesson itself."""
    return region(app, "#pane").height


@pytest.mark.parametrize("lang", sampled(["en", "zh"], ("zh",)))  # -m long: en too
def test_at_40_by_16_with_the_what_if_open_half_the_rows_are_lesson(lesson, lang) -> None:
    rows: list[int] = []
    _, screens = drive(lesson, [record(lesson_rows, rows), "e", record(lesson_rows, rows), "escape", "right", "e",
                                record(lesson_rows, rows)], size=(40, 16), lang=lang)
    assert all(n >= 8 for n in rows), rows  # 3 rows of 16 when the question and the banner stood whole
    opened = screens[2].splitlines()
    assert opened[0].strip().startswith(lesson.title(lang)[:10])  # the question, one line
    assert opened[1].strip() == say(M.tui_whatif_short, lang)  # the banner, one line
    assert lesson.title(lang)[:10] not in screens[-1] and rows[-1] > rows[1]  # folded away after the first move


def test_t_shows_the_question_whole_then_folds_it(lesson) -> None:
    rows: list[int] = []
    _, screens = drive(lesson, [record(lesson_rows, rows), "t", record(lesson_rows, rows), "t",
                                record(lesson_rows, rows)], size=(40, 16))
    one_line, whole, folded = rows
    assert whole < one_line < folded
    question = lesson.title("en")
    assert question not in screens[0] and question in " ".join(line.strip() for line in screens[2].splitlines())
    assert question[:10] not in screens[4]


def list_lines(app) -> list[str]:
    from tuidrive import screen_text

    r = region(app, "#states")
    return [line[r.x : r.right] for line in screen_text(app).splitlines()[r.y : r.bottom]]


@pytest.mark.parametrize(("size", "lang"), sampled([((80, 24), "en"), ((80, 24), "zh"), ((40, 16), "zh"),
                                                    ((120, 30), "zh"), ((160, 40), "zh"), ((200, 40), "en"),
                                                    ((250, 40), "zh")],
                                                   (((80, 24), "zh"), ((40, 16), "zh"), ((160, 40), "zh"),
                                                    ((200, 40), "en"))))
def test_the_list_shows_whole_titles_or_ids_alone(lesson, size, lang) -> None:
    """Beside the pane, titles whole or ids alone; where the list is shown only on `l` (below 100 columns), each
    title whole or cut with "…" to fit its one line: ids alone told a learner at 40×16 and 80×24 nothing of b2."""
    shown: list[list[str]] = []
    keys = ["l"] if size[0] < 100 else []
    drive(lesson, [*keys, record(list_lines, shown)], size=size, lang=lang, shots=False)
    text = "\n".join(shown[0])
    titles = [lesson.state(sid).title(lang) for sid in lesson.order]
    if keys:
        listed = [line.split("▕", 1)[0] for line in shown[0]]  # the list's side of its edge
        for sid, title in zip(lesson.order, titles):
            line = next(line for line in listed if re.search(rf"(?<!\w){sid}(?!\w)", line))
            said = line.split(sid, 1)[1].lstrip("✓★ ").rstrip()
            assert said == title or said.endswith("…") and title.startswith(said[:-1].rstrip()) and len(said) > 4, line
        return
    whole = [t for t in titles if t in text]
    assert len(whole) in (0, len(titles)), (size, text)  # every title whole on its line, or none at all
    if not whole:  # no piece of a title either: ids and marks only
        assert not [t for t in titles if t[:4] in text], (size, text)
    for sid in lesson.order:
        assert sid in text


@pytest.mark.parametrize(("width", "lang"), sampled([(w, lang) for w in (40, 60, 80, 120) for lang in ("en", "zh")],
                                                    ((40, "zh"), (120, "en"))))
def test_a_key_never_leaves_its_word_in_the_footer_or_the_banner(lesson, width, lang) -> None:
    footers: list[str] = []
    probe = lambda app: app.query_one("#footer").render().plain  # noqa: E731
    _, screens = drive(lesson, [record(probe, footers), "e", record(probe, footers)], size=(width, 40), lang=lang)
    for footer, what_if in zip(footers, (False, True)):
        assert "\n" not in footer
        for key in footer_keys(what_if=what_if, in_field=what_if):
            if key.footer is None:
                continue
            word = say(key.footer, lang)
            named = re.search(rf"(\S+) {re.escape(word)}", footer)  # whole, after its key's name, or not there
            shown = set(written(key, len(lesson.order)))
            assert word not in footer or (named and set(named.group(1)) <= shown), (width, footer)
    banner = screens[-1]
    for unit in say(M.tui_whatif_keys, lang).split(" · "):
        assert any(unit in line for line in banner.splitlines()), (width, unit, banner)


def progress_record(**fields) -> None:
    folder = Path(os.environ["R45_STATE_DIR"])
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "progress.json").write_text(json.dumps({"format": 2, **fields}))


@pytest.mark.parametrize("size", [(80, 24), (40, 16)])
def test_no_state_is_drawn_before_its_predict_question(lesson, size) -> None:
    """Each time the pane is given a page, and each screen pushed, in order: the state asked is never the page."""
    asked = lesson.order[1]
    progress_record(fade={asked: 1}, runs={asked: 3})
    log: list[str] = []

    class Watched(StepApp):
        def drawn(self):  # type: ignore[no-untyped-def]
            log.append("hidden" if self.hidden == self.stepper.current else f"state {self.stepper.current}")
            return super().drawn()

        def push_screen(self, screen, *args, **kwargs):  # type: ignore[no-untyped-def]
            log.append(f"pushed {type(screen).__name__}")
            return super().push_screen(screen, *args, **kwargs)

    app, _ = drive(lesson, [], start=asked, predicting=True, app_class=Watched, size=size, shots=False)
    assert "pushed PredictScreen" in log, log
    before = log[: log.index("pushed PredictScreen")]
    assert f"state {asked}" not in before, log
    assert app.hidden == asked


def test_the_end_of_the_path_is_said_once(lesson) -> None:
    """Past the last state, → scrolls the pane to what its end says, in no notification; pressed again with that end
    on show, it says in a notification that the path ends here (it once did nothing a learner could see)."""
    app, screens = drive(lesson, ["right", "right", "right"], size=(80, 24), start=lesson.order[-2],
                         app_class=noting(), seen=lesson.order)
    done = say(M.step_done, "en", state=lesson.order[-1])[:30]
    assert [" ".join(n.message.split()) for n in app.notified] == [
        f"This is the end of the path ({lesson.order[-1]}): p or the left arrow goes back, 0 to the start, "
        "q quits."]
    assert sum(done in " ".join(screen.split()) for screen in screens[2:]) == 2  # on show after each →, once each
    assert all(" ".join(screen.split()).count(done) <= 1 for screen in screens)


def scrollbar_cells(app) -> list[str]:
    from tuidrive import screen_text

    r = app.query_one("#pane").vertical_scrollbar.region
    lines = screen_text(app).splitlines()[r.y : r.bottom]
    return [line[r.x : r.right] for line in lines]


@pytest.mark.parametrize("size", sampled([(80, 24), (40, 16), (120, 40)], ((40, 16),), whole=True))  # -m long: all 3
def test_the_scrollbar_is_one_solid_bar(lesson, size) -> None:
    bars: list[list[str]] = []
    def scrolled(how: str):
        async def scroll(pilot) -> None:
            getattr(pilot.app.query_one("#pane"), f"scroll_{how}")(animate=False)
            await quiet(pilot)

        return scroll

    drive(lesson, [record(scrollbar_cells, bars), scrolled("page_down"), record(scrollbar_cells, bars), scrolled("end"),
                   record(scrollbar_cells, bars)], size=size, shots=False)
    for cells in bars:
        column = "".join(c if c.strip() else " " for c in cells)  # a cell of the bar a row, its width alike
        runs = column.split()
        assert len(runs) == 1 and set(runs[0]) == {"█"}, (size, cells)  # one thumb, whole cells, no second bar
    assert bars[0] != bars[1] and bars[-1][-1].strip()  # it moves, and reaches the bottom


def test_every_footer_word_is_a_key_of_the_table() -> None:
    words = {say(k.footer, "en") for k in KEYS if k.footer is not None}
    assert say(M.tui_key_whatif, "en") in words


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_at_40_by_16_predict_mode_window_takes_the_screen_and_opens_at_its_title(lesson, lang) -> None:
    """The window took 36 of 40 columns and 14 of 16 rows, opened on a blank line, and said the keys twice (above, in
    the intro, and below the field): the givens began below what a learner could see."""
    from r45cli.tui.predict import PredictScreen

    asked = lesson.order[1]
    progress_record(fade={asked: 1}, runs={asked: 3})
    sizes: list[object] = []
    _, screens = drive(lesson, [record(lambda app: (type(app.screen), app.screen.query_one("#dialog").region.size),
                                       sizes)], start=asked, predicting=True, size=(40, 16), lang=lang)
    assert sizes == [(PredictScreen, (40, 16))]
    lines = screens[-1].splitlines()
    assert lines[1].strip("█ ").startswith(say(M.predict_title, lang, state=asked))  # the top line of the log
    shown = " ".join(line.strip("█ ") for line in lines)
    keys = say(M.predict_intro_keys, lang)
    assert say(M.predict_intro_one, lang)[:8] in shown and keys[keys.rindex("q"):] not in shown  # "q ends.": said below


def test_at_40_by_16_the_why_window_keeps_its_bracket_whole(lesson) -> None:
    """Its question broke as "…按 Enter（Esc" over "关闭）": laid out as plain text, not as prose."""
    _, screens = drive(lesson, ["w"], size=(40, 16), lang="zh")
    assert any(line.strip("█ ") == "（Esc 关闭）" for line in screens[-1].splitlines()), screens[-1]


def test_at_40_by_16_the_why_fields_one_row_leaves_the_answer_room(lesson) -> None:
    """On 16 rows the field's border took two of the nine rows the answer had; the field is one row there now,
    right under the question, and the answer begins on the row after it."""
    _, screens = drive(lesson, ["w", "z", "3", "enter"], size=(40, 16), lang="zh")
    lines = [line.strip("█ ") for line in screens[-1].splitlines()]
    field = next(k for k, line in enumerate(lines) if line == "z3")
    assert lines[field - 1] == "（Esc 关闭）" and lines[field + 1].startswith("╭")
    assert sum("│" in line for line in lines) == 10  # the answer's rows: 8 under a bordered field


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_at_40_by_16_predict_mode_says_its_log_goes_on_below(lesson, lang) -> None:
    """The log opens at its title, and "Steps already worked:" stood on its last row with its steps out of sight:
    the window's lower border says there is more below (taking no row from the log), until the log is scrolled to
    its end."""
    asked = lesson.order[2]
    progress_record(fade={asked: 3}, runs={asked: 3})
    more = say(M.tui_more_below, lang)
    _, screens = drive(lesson, [], start=asked, predicting=True, size=(40, 16), lang=lang)
    _, ended = drive(lesson, ["pagedown"] * 4, start=asked, predicting=True, size=(40, 16), lang=lang)
    assert more in screens[-1] and more not in ended[-1]
    assert say(M.predict_title, lang, state=asked) in screens[-1]  # still opened at its title


def test_the_keys_and_the_why_window_say_more_below_too(lesson) -> None:
    """The same word in every window over the step: the keys' window on 16 rows goes on below its first page."""
    more = say(M.tui_more_below, "en")
    _, screens = drive(lesson, ["?"], size=(40, 16))
    _, ended = drive(lesson, ["?", "end"], size=(40, 16))
    _, why = drive(lesson, ["w", "z", "3", "enter"], size=(40, 16))
    assert more in screens[-1] and more not in ended[-1] and more in why[-1]
    above = say(M.tui_more_above, "en")  # and "more above" once scrolled down, until back at the top
    _, back = drive(lesson, ["?", "pagedown", "home"], size=(40, 16))
    assert above not in screens[-1] and above in ended[-1] and above in back[-2] and above not in back[-1]


def test_a_long_state_id_stands_whole_in_the_list(write_states) -> None:
    """An instructor's id "residual-recap-long" stood as "▶" / "residua" / "l-recap" / "-long✓" in a list 10 columns
    wide: the list is as wide as its longest id and marks."""
    from conftest import STATES

    from r45cli import lesson as lesson_mod

    text = STATES.read_text(encoding="utf-8")
    for old in ("order: [b0, b1, b2, b3,", "    states: [b0, b1, b2, b3]", "\n  b3:\n"):
        text = text.replace(old, old.replace("b3", "residual-recap-long"), 1)
    long = lesson_mod.load(write_states(text))
    _, screens = drive(long, [], start="residual-recap-long", size=(100, 30))  # the list shows from 100 columns
    assert any("▶ residual-recap-long" in line for line in screens[-1].splitlines()), screens[-1]


def test_no_line_of_the_state_runs_into_the_scrollbar(lesson) -> None:
    """At 40×16 a learner read "这一次按讲解展示；下一轮预测（按 a，██": the pane's padding lies outside its scrollbar.
    Every row the bar passes keeps a blank cell before it, page by page down a state."""
    _, screens = drive(lesson, ["pagedown"] * 8, size=(40, 16), lang="zh", predicting=True)
    rows = [row.rstrip() for screen in screens for row in screen.splitlines()]
    beside = [row[:-2] for row in rows if row.endswith("██")]
    assert len(beside) > 8 and not [text for text in beside if text.strip() and not text.endswith(" ")], beside
