"""Bounds on the whole lesson, not per list (numbers, characters, questions); fresh draws that give up."""

from __future__ import annotations

import copy

import pytest
import yamlio
from conftest import invoke, line_at

from r45cli import draws, quiz
from r45cli import lesson as lesson_mod
from r45cli.lesson import budget, schema
from r45cli.lesson.fields import MAX_ITEMS
from r45cli.status import BadInput

LIMIT = schema.BUDGET


def _refused(write_states, raw) -> lesson_mod.LessonError:
    with pytest.raises(lesson_mod.LessonError) as caught:
        lesson_mod.load(write_states(raw))
    return caught.value


def test_the_course_spends_a_few_percent(raw) -> None:
    used = schema.spent(raw)
    assert used.cells < LIMIT.cells // 20 and used.characters < LIMIT.characters // 10
    assert used.questions < LIMIT.questions // 8  # 27: a claim has a question for each test form


def test_a_matrix_past_the_budget_is_refused_before_its_numbers_are_read(raw, write_states) -> None:
    raw["example"]["u"] = [0.5] * 64
    raw["example"]["b1"] = [0.0] * 1024  # each width within its own bound: 64 x 1024 together is not
    raw["example"]["W1"] = [["not a number"] * 1024] * 64  # never read: the shape is enough (one row, aliased)
    error = _refused(write_states, raw)
    assert error.field == "example.W1" and "past 30,000 numbers held and drawn in all" in error.message


def test_panels_that_multiply_are_refused_naming_the_state_and_panel(raw, write_states) -> None:
    """32 states could each show 32 panels: what they draw is counted, in the order of the path."""
    for state in raw["states"].values():
        state["shows"] = [{"panel": "composition"}, *({"panel": "matrix", "of": ["W1"]} for _ in range(31))]
        for q in state.get("predict", []):
            q.pop("panel", None)  # the panel a claim names is no longer shown
    raw["example"]["b1"] = [0.0] * 256
    raw["example"]["W1"] = [[0.25] * 256 for _ in range(4)]
    raw["example"]["W2"] = [[0.5] * 4 for _ in range(256)]  # W1 and composition: 1,024 numbers a panel
    raw["printed"]["h"] = [0.0] * 256
    error = _refused(write_states, raw)
    assert error.state == raw["order"][0] and error.field == "shows[26]"  # 2,681 numbers held, then 1,024 a panel


def test_channels_that_are_negatives_count_a_line_a_pair(raw, write_states, lesson) -> None:
    """Half the hidden channels the negative of the other half: the hidden panel lists (dh / 2)² pairs."""
    from r45cli.worked import compute

    raw["example"]["b1"] = [0.0] * 128
    raw["example"]["W1"] = [[1.0] * 64 + [-1.0] * 64 for _ in range(4)]
    raw["example"]["W2"] = [[0.5] * 4 for _ in range(128)]
    raw["printed"]["h"] = [0.0] * 128
    used = schema.spent(copy.deepcopy(raw))
    assert budget.negated_pairs(lesson_mod.parse(yamlio.shipped()).example) == len(compute(lesson).negated)
    raw["states"]["b1"]["shows"].append({"panel": "hidden"})
    assert schema.spent(copy.deepcopy(raw)).cells - used.cells == 6 * 128 + 2 * 64 * 64


def test_texts_past_the_budget_are_refused_naming_the_text(raw, write_states) -> None:
    note = {"zh": "残" * 2000, "en": "r" * 2000}
    for state in raw["states"].values():
        state["notes"] = [dict(note) for _ in range(MAX_ITEMS)]  # 6 states x 32 notes x 4,000 characters
    error = _refused(write_states, raw)
    assert error.state == "b2" and error.field.startswith("notes[")
    assert "past 300,000 characters in all" in error.message


def test_an_alias_counts_each_time_it_is_used(raw, write_states) -> None:
    text = "\n".join(["version: 1", "x: &long {zh: " + "长" * 2000 + ", en: " + "l" * 2000 + "}"])
    data = yamlio.load(text)
    raw["states"]["b0"]["notes"] = [data["x"]] * MAX_ITEMS  # one text, used 32 times
    assert schema.spent(raw).characters >= MAX_ITEMS * 4000


@pytest.mark.parametrize("where", ["quiz", "predict"])
def test_a_list_of_questions_holds_32(raw, write_states, where) -> None:
    question = raw["states"]["b2"]["quiz"][0]
    raw["states"]["b2"][where] = [copy.deepcopy(question) for _ in range(MAX_ITEMS + 1)]
    error = _refused(write_states, raw)
    assert (error.state, error.field, error.message) == ("b2", where, "has 33 questions; at most 32")


def test_questions_past_the_budget_are_refused(raw, write_states) -> None:
    question = raw["states"]["b2"]["quiz"][0]
    for state in raw["states"].values():
        state["quiz"] = state["predict"] = [question] * MAX_ITEMS  # 6 x 64 = 384, aliases of one
    error = _refused(write_states, raw)
    assert "past 256 questions in all" in error.message and (error.state, error.field) == (raw["order"][4], "quiz[0]")


def test_the_cli_says_it_in_one_line(runner, raw, write_states) -> None:
    raw["example"]["b1"] = [0.0] * 1024
    raw["example"]["W1"] = [[0.0] * 1024] * 64  # one row, written once and aliased: quick to parse
    raw["example"]["u"] = [0.0] * 64
    path = write_states(raw)
    for command in (["show", "--all"], ["export", "all", "--format", "html"], ["verify"], ["quiz", "--fresh"]):
        result = invoke(runner, "--states", str(path), *command, input="q\n")
        assert result.exit_code == 2 and result.stdout == "" and result.stderr.count("\n") == 1
        assert result.stderr.startswith(f"r45: error: {path}:{line_at(path, '  W1:')}: field 'example.W1': takes the "
                                        "lesson past 30,000")


# --------------------------------------------------------------------------- fresh draws


def _no_hidden_signal(raw) -> None:
    """W1 and b1 zero: a = 0 for every u, so ReLU zeroes no channel and no draw can exercise the questions."""
    raw["example"]["W1"] = [[0.0] * len(raw["example"]["b1"]) for _ in raw["example"]["u"]]
    raw["example"]["b1"] = [0.0] * len(raw["example"]["b1"])


def test_draws_that_never_fit_give_up_after_a_bounded_number(raw, write_states, monkeypatch) -> None:
    import r45cli.worked as worked_mod

    _no_hidden_signal(raw)
    lesson = lesson_mod.load(write_states(raw))
    calls = []
    real = worked_mod.compute
    monkeypatch.setattr(worked_mod, "compute", lambda *a, **k: calls.append(1) or real(*a, **k))
    with pytest.raises(BadInput, match="no u drawn in 200 tries has ReLU zero some hidden channels but not all"):
        quiz.fresh(lesson, 1)
    assert len(calls) == 200


@pytest.mark.parametrize("command", [["quiz", "--fresh", "--seed", "3"], ["review"]])
def test_the_commands_say_so_in_one_line(runner, raw, write_states, command) -> None:
    _no_hidden_signal(raw)
    path = write_states(raw)
    result = invoke(runner, "--states", str(path), *command, input="1\n")
    *warnings, error = result.stderr.splitlines()  # the file's texts no longer hold either: warned first
    assert result.exit_code == 2 and all(line.startswith("r45: warning: ") for line in warnings)
    assert error.startswith("r45: error: no u drawn in 200 tries")
    assert f"r45 --states {path} quiz without --fresh" in error


def test_a_w2_that_never_fits_gives_up_too(lesson, monkeypatch) -> None:
    monkeypatch.setattr(draws, "W2_ENTRIES", (0.0,))  # f = 0 whatever the draw
    with pytest.raises(BadInput, match=r"no W2 drawn in 5 tries .* draw: \[u, W2\]"):
        quiz.fresh(lesson, 1, tries=5)


def test_the_course_draws_as_before(lesson) -> None:
    numbers = quiz.fresh(lesson, 7)
    assert numbers.worked is not numbers.with_w2 and "W2" in numbers.with_w2.changed_weights


@pytest.mark.long
def test_the_benchmark_lessons_at_the_budget_still_load() -> None:
    """benchmarks/budget.py builds lessons at the budget from the course's file; when the course's file grew a chain
    and skills naming its own states, the sweep's budget group broke on them (the suite never built them)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
    import budget as bench

    made = bench.lessons()
    assert set(made) >= {"questions", "one state", "wide"}
    for name, data in made.items():
        assert lesson_mod.parse(data).order, name
