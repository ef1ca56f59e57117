"""`step --predict`: fading from the learner's record, each step graded at once, the reveal; in line mode and full screen."""

from __future__ import annotations

import json
import os
from pathlib import Path

from conftest import invoke
from tuidrive import drive, flat, press, squeezed, window_text

from r45cli import predict


def progress_file() -> dict:
    return json.loads((Path(os.environ["R45_STATE_DIR"]) / "progress.json").read_text())


# --------------------------------------------------------------------------- fading


def test_fading_follows_the_record(lesson) -> None:
    steps = len(lesson.state("b2").predict)
    assert predict.plan(lesson, "b2", {}, ()) is None  # never seen: shown worked
    first = predict.plan(lesson, "b2", {}, ("b2",))  # seen before in step: its last step
    assert first is not None and [str(q.answer) for q in first.asked] == ["z1"] and len(first.worked) == steps - 1
    assert predict.next_fade(lesson, None, "b2", False) == 1
    assert predict.next_fade(lesson, first, "b2", all_right=True) == 2  # one earlier step next time
    assert predict.next_fade(lesson, first, "b2", all_right=False) == 1
    whole = predict.plan(lesson, "b2", {"b2": 99}, ())
    assert whole is not None and len(whole.asked) == steps and not whole.worked
    assert predict.plan(lesson, "b3", {}, ("b3",)) is None  # nothing to predict there


# --------------------------------------------------------------------------- line mode


def test_line_mode_fades_across_runs(runner) -> None:
    first = invoke(runner, "step", "--predict", "--from", "b2", input="q\n").stdout
    assert "This time the state is shown worked; next time you will be asked for its last step first." in flat(first)
    assert progress_file()["fade"] == {"b2": 1}

    second = invoke(runner, "step", "--predict", "--from", "b2", input="1.233154\nq\n").stdout
    assert "Steps already worked:" in second and "• var = 1.471626" in second and "z1 = ?" in second
    assert "z1     1.233154   1.233154   right" in second and "Every step right. Next time one earlier step is asked too." in second
    assert progress_file()["fade"] == {"b2": 2}

    third = invoke(runner, "step", "--predict", "--from", "b2", input="1.962167\n1.067943\nq\n").stdout  # n − 1, then z1 from it
    assert "var = ?" in third and "That is what you get with the slip 'you used n − 1'." in flat(third)
    assert "This step follows correctly from your own earlier numbers; the slip is in an earlier step." in flat(third)
    assert "The first step that went wrong: var." in third
    assert "var    1.962167   1.471626   you used n − 1" in third and "z1     1.067943   1.233154   follows your earlier step" in third
    assert progress_file()["fade"] == {"b2": 2}  # not all right: the same steps again next time


def test_p_shows_the_answer_without_grading_and_the_state_follows(runner) -> None:
    invoke(runner, "step", "--from", "b0", input="q\n")  # seen once: predict asks its last step
    out = invoke(runner, "step", "--predict", "--from", "b0", input="p\nq\n").stdout
    assert "The answer is h3 h4 h6 (shown, not graded)." in out
    assert "The first step that went wrong: h." in out
    assert out.index("Your answers beside the right ones") < out.index("b0 · Widen to six channels")  # the reveal, then the state
    assert progress_file()["fade"] == {"b0": 1}


def test_a_step_that_cannot_be_read_is_asked_again(runner) -> None:
    invoke(runner, "step", "--from", "b1", input="q\n")
    out = invoke(runner, "step", "--predict", "--from", "b1", input="abc\n0.130279\nq\n").stdout
    assert "'abc' is not a number" in out and "f3     0.130279   0.130279   right" in out


def test_zh_predict(runner) -> None:
    invoke(runner, "step", "--from", "b1", input="q\n")
    out = invoke(runner, "--lang", "zh", "step", "--predict", "--from", "b1", input="0\nq\n").stdout
    assert "先算一算：b1" in out and squeezed("这正是“W2 按行读了（转置）”得到的数。") in squeezed(out)


# --------------------------------------------------------------------------- full screen


def test_full_screen_asks_before_it_shows_then_reveals(lesson) -> None:

    async def answer(pilot) -> None:
        field = pilot.app.screen.query_one("#predict-answer")
        field.value = "0.130279"
        await press(pilot, "enter")

    app, screens = drive(lesson, [answer, "enter"], start="b1", seen={"b1"}, predicting=True)
    opened, revealed, shown = screens
    assert "Workitoutfirst:b1" in window_text(opened) and "h5000.250" in window_text(opened)
    assert "0.130279" not in opened  # the answer is not on screen before it is given
    assert "f30.1302790.130279right" in window_text(revealed) and "Everystepright." in window_text(revealed)
    assert "Your answers beside the right ones" in shown and "b1 · W2 projects back" in shown
    assert app.stepper.seen.fade == {"b1": 1} and app.hidden is None  # b1 has one step: it stays at one
    assert progress_file()["fade"] == {"b1": 1}


def test_full_screen_first_visit_is_shown_worked(lesson) -> None:
    app, (screen,) = drive(lesson, [], start="b2", predicting=True)
    assert "b2 · Add u back" in screen and progress_file()["fade"] == {"b2": 1}
