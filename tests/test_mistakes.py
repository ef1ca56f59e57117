"""The wrong methods: each computed live, each different from the right method, each named when typed."""

from __future__ import annotations

import numpy as np
import pytest

from r45cli import derive, grading, mistakes, quiz
from r45cli.lesson import Bilingual, Question
from r45cli.worked import compute

T = Bilingual("x", "x")
NAMES = ("h5", "f3", "s4", "mean", "var", "std", "z1", "z3", "z4")
TOLERANCE = 6e-7


def differing(worked, mistake) -> list[str]:
    """The names where this wrong method gives another number than the right one."""
    wrong = mistake.numbers(worked)
    return [n for n in NAMES if isinstance(wrong.get(n), float) and abs(wrong[n] - derive.value(worked, n)) > 2 * TOLERANCE]


@pytest.fixture(scope="module")
def drawn(lesson):
    return quiz.fresh(lesson, 2026).worked


@pytest.mark.parametrize("mistake", [m for m in mistakes.MISTAKES if m.key != "sign_from_u"], ids=lambda m: m.key)
def test_each_wrong_method_differs_on_the_course_numbers(worked, mistake) -> None:
    assert differing(worked, mistake)


@pytest.mark.parametrize("mistake", mistakes.MISTAKES, ids=lambda m: m.key)
def test_each_wrong_method_differs_on_a_fresh_draw(drawn, mistake) -> None:
    assert differing(drawn, mistake) or mistake.numbers(drawn).get("negative_z") != quiz.members(drawn, "negative_z")


def test_reading_the_sign_from_u_agrees_with_the_course_but_not_in_general(lesson, worked) -> None:
    """On the course's numbers u and z are negative in the same places, which is why the old hint seemed to work; u3 = 0.1 shows the rule is s − mean."""
    sign = next(m for m in mistakes.MISTAKES if m.key == "sign_from_u")
    assert sign.numbers(worked)["negative_z"] == quiz.members(worked, "negative_z")
    mine = compute(lesson, u=np.array([1.170705, 0.649589, 0.1, -1.434875]))
    right = quiz.members(mine, "negative_z")
    assert mine.vector("z")[2] < 0 < mine.vector("u")[2]  # z3 negative with u3 positive
    found = mistakes.match_set(mine, "negative_z", sign.numbers(mine)["negative_z"], right)  # type: ignore[arg-type]
    assert found is not None and found.mistake is sign


@pytest.mark.parametrize("mistake", [m for m in mistakes.MISTAKES if m.key != "sign_from_u"], ids=lambda m: m.key)
def test_typing_a_wrong_method_gets_its_name(worked, mistake) -> None:
    for name in differing(worked, mistake):
        typed = round(float(mistake.numbers(worked)[name]), 6)  # as a learner would write it
        q = Question("number", T, T, name, tolerance=TOLERANCE)
        verdict = grading.grade(q, typed, derive.value(worked, name), worked, text=f"{typed:.6f}")
        assert not verdict.right and verdict.match is not None, name
        first = verdict.match.mistake
        assert first is mistake or abs(first.numbers(worked)[name] - mistake.numbers(worked)[name]) <= TOLERANCE  # two methods can meet on one number


def test_a_right_answer_is_never_a_mistake(worked) -> None:
    for name in NAMES:
        q = Question("number", T, T, name, tolerance=TOLERANCE)
        right = derive.value(worked, name)
        assert grading.grade(q, round(right, 6), right, worked).right


def test_close_and_too_few_decimals(worked) -> None:
    q = Question("number", T, T, "h5", tolerance=TOLERANCE)
    verdict = grading.grade(q, 0.5211, derive.value(worked, "h5"), worked, text="0.5211")
    assert verdict.close and verdict.short and verdict.match is None


def test_an_error_carried_from_an_earlier_answer_is_told_apart(worked) -> None:
    """A learner whose mean is off, and whose z1 follows from that mean, slipped once, not twice."""
    mean = 0.26  # off in the 4th decimal
    s = worked.vector("s")
    var = float(((s - mean) ** 2).mean())  # the learner's var follows their mean
    z1 = (s[0] - mean) / np.sqrt(var + worked.ln.eps)
    q = Question("number", T, T, "z1", tolerance=TOLERANCE)
    verdict = grading.grade(q, z1, derive.value(worked, "z1"), worked, mine={"mean": mean})
    assert not verdict.right and verdict.carried is not None and abs(verdict.carried - z1) < 1e-12
    assert grading.grade(q, z1 + 0.01, derive.value(worked, "z1"), worked, mine={"mean": mean}).carried is None


def test_verify_fails_a_tolerance_that_lets_eps_left_out_pass(runner, raw, write_states) -> None:
    from conftest import invoke

    for q in raw["states"]["b2"]["quiz"]:
        if q.get("answer") == "z4":
            q["tolerance"] = 5.0e-6  # wider than eps's effect on z4
    result = invoke(runner, "verify", "--json", "--states", str(write_states(raw)))
    import json

    failed = [c for c in json.loads(result.stdout)["checks"] if not c["passed"]]
    assert result.exit_code == 1 and [c["id"] for c in failed] == ["tolerance.b2.quiz.2"] and failed[0]["got"] == "2"  # eps left out, and outside the root
