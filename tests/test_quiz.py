"""`r45 quiz`: answers parsed and checked against the computation, driven through stdin."""

from __future__ import annotations

import re

import pytest
from conftest import invoke

from r45cli import quiz
from r45cli.lesson import Bilingual, Question

T = Bilingual("x", "x")


def number(name: str, tol: float = 5e-6) -> Question:
    return Question("number", T, T, name, tolerance=tol)


def test_every_state_has_two_or_three_questions(lesson) -> None:
    for sid in lesson.order:
        assert 2 <= len(lesson.state(sid).quiz) <= 3, sid
    kinds = {q.kind for sid in lesson.order for q in lesson.state(sid).quiz}
    assert kinds == {"number", "set", "choice"}


def test_expected_answers_come_from_the_trace(worked) -> None:
    assert quiz.expected(number("h5"), worked) == worked.vector("h")[4]
    assert quiz.expected(Question("set", T, T, "relu_zeroed"), worked) == frozenset({2, 3, 5})
    assert quiz.expected(Question("set", T, T, "negative_z"), worked) == frozenset({2, 3})


@pytest.mark.parametrize("text", ["abc", "", "1e999", "-inf", "nan", "0x1"])
def test_bad_numbers_are_asked_again(worked, text) -> None:
    assert quiz.parse(number("h5"), text, worked).error is not None


def test_number_tolerance(worked) -> None:
    q = number("z4")
    assert quiz.is_right(q, quiz.parse(q, "-1.39722", worked).value, worked)
    assert quiz.is_right(q, quiz.parse(q, "−1.397220", worked).value, worked)  # a typographic minus
    assert not quiz.is_right(q, quiz.parse(q, "-1.3972", worked).value, worked)


@pytest.mark.parametrize(("text", "value"), [("h3 h4 h6", {2, 3, 5}), ("3,4,6", {2, 3, 5}), ("H6;h3，h4", {2, 3, 5}), ("none", set())])
def test_set_answers(worked, text, value) -> None:
    assert quiz.parse(Question("set", T, T, "relu_zeroed"), text, worked).value == frozenset(value)


@pytest.mark.parametrize("text", ["z3", "h7", "h0", "hh", ",,"])
def test_bad_set_members(worked, text) -> None:
    assert quiz.parse(Question("set", T, T, "relu_zeroed"), text, worked).error is not None


def test_choice_answers(worked) -> None:
    q = Question("choice", T, T, 2, options=(T, T, T), explain=T)
    assert quiz.parse(q, "2", worked).value == 2 and quiz.parse(q, "B", worked).value == 2
    assert quiz.parse(q, "4", worked).error and quiz.parse(q, "d", worked).error


def test_run_hint_then_solution_and_score(worked) -> None:
    events = []
    answers = iter(["1", "abc", "2"])
    done = quiz.run([("b0", number("h5"))], worked, read=lambda: next(answers, None), show=events.append)
    kinds = [type(e).__name__ for e in events]
    assert kinds == ["Ask", "Hint", "Invalid", "Solution", "Done"]
    solution = events[3]
    assert [s.name for s in solution.steps] == ["u1", "u2", "a5", "h5"]  # in the order they are computed
    assert done.score == {"b0": (0, 1)} and done.finished


def test_run_stops_at_end_of_input(worked) -> None:
    events = []
    done = quiz.run([("b0", number("h5")), ("b1", number("f3"))], worked, read=lambda: None, show=events.append)
    assert not done.finished and done.score == {}


# --------------------------------------------------------------------------- CLI


def test_quiz_through_stdin(runner, lesson, worked) -> None:
    # b0: the set (right first time), h5 (wrong, then right), the choice (wrong twice)
    answers = "h3 h4 h6\n0.5\n0.521116\n2\n2\n"
    result = invoke(runner, "quiz", "b0", input=answers)
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert out.count("Right.") == 2
    assert "Not yet. Hint:" in out and "h5 = max(0, a5), and a5 = u1 − u2." in out
    assert "The answer is 1. Yes: widening alone" in out
    assert "Score: 2/3" in out


def test_quiz_worked_solution_has_real_operands(runner) -> None:
    out = invoke(runner, "quiz", "b2", input="0\n0\n").stdout
    assert "The answer is 0.260107. Worked solution:" in out
    assert "(1.756058 + 0.974384 + (-0.255140) + (-1.434875))/4" in out


def test_quiz_set_solution_lists_each_channel(runner) -> None:
    out = invoke(runner, "quiz", "b0", input="h1\nh2\n").stdout
    assert "The answer is h3 h4 h6. Worked solution:" in out
    assert re.search(r"a3 = -0\.385419\s+→ h3 in the set", out)
    assert re.search(r"a1 = 1\.170705\s+→ h1 not in the set", out)


@pytest.mark.parametrize("junk", ["abc\n", "\n", "1e999\n", "h9\n"])
def test_quiz_bad_input_is_asked_again(runner, junk) -> None:
    result = invoke(runner, "quiz", "b1", input=junk)
    assert result.exit_code == 0 and "Traceback" not in result.stdout
    assert "Quiz ended early." in result.stdout and "Score: 0/0" in result.stdout


def test_quiz_all_states_and_score_is_saved(runner, lesson) -> None:
    total = sum(len(lesson.state(s).quiz) for s in lesson.order)
    result = invoke(runner, "quiz", input="x\n" * 3)
    assert f"question 1 of {total}" in result.stdout
    invoke(runner, "quiz", "b1", input="0.130279\n2\n")
    out = invoke(runner, "progress").stdout
    assert re.search(r"b1 .*2/2", out)


def test_quiz_zh(runner, lesson) -> None:
    out = invoke(runner, "quiz", "b3", "--lang", "zh", input="1\n").stdout
    assert lesson.state("b3").quiz[0].ask.zh in out and "答对了。" in out


@pytest.mark.parametrize(
    ("typed", "verdict"),
    [("０．５２１１１６", "Right."), ("0.521116", "Right."), ("²", "Right."), ("٢", "Type an option"), ("1" * 1000, "too long"), ("−0.5", "Not yet")],
)
def test_typed_answers_are_normalised_and_bounded(runner, typed, verdict) -> None:
    """Full-width IME input works (NFKC, which also reads ² as 2); other scripts' digits are not options; a 1,000-digit answer is refused politely (a line over 4,096 characters ends the quiz: see test_streams)."""
    from conftest import invoke

    kind = "choice" if typed in ("²", "٢") else "number"
    state, text = ("b0", f"h3 h4 h6\n{typed}\n") if kind == "number" else ("b1", f"0.130279\n{typed}\n")
    result = invoke(runner, "quiz", state, input=text)
    assert result.exit_code == 0 and "Traceback" not in result.stderr
    assert verdict in result.stdout


def test_full_width_keys_and_names_work(runner) -> None:
    from conftest import invoke

    step = invoke(runner, "step", "--from", "b0", input="ｎ\nｑ\n")
    assert step.exit_code == 0 and "│ b1 · " in step.stdout
    why = invoke(runner, "why", "ｚ１")
    assert why.exit_code == 0 and "Where z1 comes from" in why.stdout
    show = invoke(runner, "show", "Ｂ２")
    assert show.exit_code == 0 and "│ b2 · " in show.stdout


def test_questions_show_their_givens(runner, worked) -> None:
    from conftest import invoke

    from r45cli.numfmt import fixed

    out = invoke(runner, "quiz", "b0", input="q\n").stdout
    u = worked.vector("u")
    assert f"u = ({', '.join(fixed(x) for x in u)})" in out  # relu_zeroed is asked with u, computed


@pytest.mark.parametrize("word", ["s", "skip", "ｓ"])
def test_skip_shows_the_answer_and_counts_the_question(runner, word) -> None:
    from conftest import invoke

    result = invoke(runner, "quiz", "b1", input=f"{word}\nq\n")
    assert result.exit_code == 0 and "Skipped." in result.stdout and "The answer is 0.130279" in result.stdout
    assert "Score: 0/1" in result.stdout


@pytest.mark.parametrize("word", ["q", "quit", "QUIT", "ｑ"])
def test_quit_ends_with_the_score(runner, word) -> None:
    from conftest import invoke

    result = invoke(runner, "quiz", "b1", input=f"0.130279\n{word}\n")
    assert result.exit_code == 0 and "Quiz ended early." in result.stdout and "Score: 1/1" in result.stdout


def test_ctrl_c_prints_the_score_keeps_it_and_exits_130(monkeypatch) -> None:
    import json
    import os
    from pathlib import Path

    from conftest import run_main

    from r45cli import linemode

    answers = iter(["0.130279\n"])

    def read(*args, **kwargs):
        try:
            return next(answers)
        except StopIteration:
            raise KeyboardInterrupt from None

    monkeypatch.setattr(linemode, "read_line", read)
    result = run_main("quiz", "b1")
    assert result.exit_code == 130 and "Score: 1/1" in result.stdout and "Traceback" not in result.stderr
    saved = json.loads((Path(os.environ["R45_STATE_DIR"]) / "progress.json").read_text())
    assert saved["quiz"]["b1"] == [1, 1]
