"""A number question's tolerance is at least half a unit of the printed decimals: the printed answer is always right."""

from __future__ import annotations

import pytest
from conftest import invoke, line_at

from r45cli import derive
from r45cli import lesson as lesson_mod
from r45cli.lesson.states import LEAST_TOLERANCE
from r45cli.numfmt import DECIMALS, fixed
from r45cli.quiz import judge


def _number_question(raw) -> tuple[str, int, dict]:
    for sid in raw["order"]:
        for i, q in enumerate(raw["states"][sid].get("quiz", [])):
            if q["kind"] == "number":
                return sid, i, q
    raise AssertionError("the course has number questions")


def test_the_least_is_half_a_unit_of_six_decimals() -> None:
    assert DECIMALS == 6 and LEAST_TOLERANCE == pytest.approx(5e-7)


@pytest.mark.parametrize("tolerance", [1e-9, 4.9e-7, 0, -1e-3])
def test_a_tighter_tolerance_is_refused(raw, write_states, tolerance) -> None:
    sid, i, q = _number_question(raw)
    q["tolerance"] = tolerance
    with pytest.raises(lesson_mod.LessonError) as caught:
        lesson_mod.load(write_states(raw))
    assert (caught.value.state, caught.value.field) == (sid, f"quiz[{i}].tolerance")
    assert caught.value.message == (
        f"{tolerance:g} is below half a unit of the 6th decimal (5e-07), to which answers are printed:"
        " the printed answer itself would be graded only close"
    )


def test_verify_says_it_in_one_line(runner, raw, write_states) -> None:
    sid, i, q = _number_question(raw)
    q["tolerance"] = 1e-9
    path = write_states(raw)
    result = invoke(runner, "--states", str(path), "verify")
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.startswith(f"r45: error: {path}:{line_at(path, '      tolerance:')}: state '{sid}': "
                                    f"field 'quiz[{i}].tolerance' "
                                    "(list entries counted from 0): 1e-09 is below")


def test_at_the_least_the_printed_answer_is_right(runner, raw, write_states, worked) -> None:
    """With the tolerance at 5e-7, typing exactly what `why` prints is right for every number question of the course."""
    for state in raw["states"].values():
        for q in state.get("quiz", []):
            if q["kind"] == "number":
                q["tolerance"] = LEAST_TOLERANCE
    lesson = lesson_mod.load(write_states(raw))
    for state in lesson.states.values():
        for q in state.quiz:
            if q.kind == "number":
                printed = fixed(derive.value(worked, str(q.answer)))
                assert judge(q, float(printed), worked, printed).right, (state.id, q.answer, printed)


def test_decimals_that_agree_are_not_counted_across_a_carry() -> None:
    """0.257600 for 0.257599 was "Close: the first 3 decimals agree; it is off by 0.000001": read as a large miss. A
    count a carry alone cuts short says nothing, and the message says how far off it is instead."""
    from r45cli.grading import agreeing_decimals

    assert agreeing_decimals(0.257600, 0.257599) == 0  # one in the last place, across a carry
    assert agreeing_decimals(0.257598, 0.257599) == 5
    assert agreeing_decimals(0.2571, 0.257599) == 3  # the 4th decimal itself is off
