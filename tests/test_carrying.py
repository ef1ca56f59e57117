"""A learner's right earlier answers are one way of carrying the numbers, not the only one.

In predict mode a learner types each step to 6 decimals and may go on from the screen's givens keeping every
digit. Graded at once, each step is right however the learner carried the numbers, and a guess is right no
more often than one 6-decimal value in each span the right methods give.
"""

from __future__ import annotations

import random

import pytest
from conftest import invoke, sampled
from learners import Learner, example_of, shown, typed
from test_predict import record

from r45cli import grading, predict
from r45cli.lesson import Question

RUNS = 30  # fresh draws a level, in chunks: the default run tries the first; -m long all of them
CHUNK = 10
LEVELS = (3, 4, 5, 7)  # b2: var and z1; s4 to z1; every component; the chain from u, W1 and W2


def plan(lesson, level: int, run: int) -> predict.Plan:
    record = predict.Record({"b2": level}, ("b2",), {"b0", "b1"}, {"b2": run, "b0+b1+b2": run})
    p = predict.plan(lesson, "b2", record)
    assert p is not None and p.level == level
    return p


def line(q: Question, worked: dict[str, object]) -> str:
    """What the learner types for one step, from its worked numbers."""
    if q.kind == predict.VECTOR:
        width = 6 if q.answer in ("a", "h") else 4
        return " ".join(typed(worked[f"{q.answer}{j + 1}"]) for j in range(width))  # type: ignore[arg-type]
    if q.kind == "set":
        return " ".join(f"h{j + 1}" for j in sorted(worked[str(q.answer)])) or "none"  # type: ignore[call-overload]
    return typed(worked[str(q.answer)])  # type: ignore[arg-type]


CASES = [(level, start) for level in LEVELS for start in range(0, RUNS, CHUNK)]


@pytest.mark.parametrize(("level", "start"), sampled(CASES, [(level, 0) for level in LEVELS]))
def test_right_earlier_steps_typed_then_every_digit_kept(lesson, level, start) -> None:
    """Earlier steps typed right to 6 decimals, a later step computed from the givens keeping every digit: right."""
    for run in range(start, start + CHUNK):
        p = plan(lesson, level, run)
        worked = predict.draw(lesson, p)
        example, given = example_of(worked), shown(worked, p.given)
        rounded = Learner().work(example, given)
        whole = Learner(exact=True).work(example, given)
        for split in range(1, len(p.asked)):
            asking = predict.Asking(p, worked)
            for k, q in enumerate(p.asked):
                asking.answer(line(q, rounded if k < split else whole))
            wrong = [(g.question.answer, g.verdict) for g in asking.results if not g.verdict.right]  # type: ignore
            assert not wrong, (level, run, split, wrong)


def test_the_reported_chain_run_is_right(lesson) -> None:
    """Level 7, mean and var typed right, z1 from u keeping every digit (−0.99781946 → −0.997819)."""
    for run in range(200):
        p = plan(lesson, 7, run)
        worked = predict.draw(lesson, p)
        if [round(float(x), 6) for x in worked.vector("u")] == [-1.078065, -0.569783, 1.583986, 0.063862]:
            break
    else:
        pytest.skip("the reported draw is not among the first 200 runs")
    example, given = example_of(worked), shown(worked, p.given)
    rounded, whole = Learner().work(example, given), Learner(exact=True).work(example, given)
    asking = predict.Asking(p, worked)
    for q in p.asked[:-1]:
        asking.answer(line(q, rounded))
    asking.answer(line(p.asked[-1], whole))
    assert all(g.verdict.right for g in asking.results)  # type: ignore[union-attr]


def guesses_right(lesson, tries: int, seed: int) -> int:
    """A guesser near the answer: right earlier steps typed, then the last step typed within 2e-5 of the printed
    answer, at random; how many of `tries` are right."""
    rng = random.Random(seed)
    right = 0
    for k in range(tries):
        p = plan(lesson, 4, k)
        worked = predict.draw(lesson, p)
        example, given = example_of(worked), shown(worked, p.given)
        rounded = Learner().work(example, given)
        mine = {str(q.answer): float(typed(rounded[str(q.answer)])) for q in p.asked[:-1]}  # type: ignore[arg-type]
        last = p.asked[-1]
        shown_steps = {str(q.answer): float(rounded[str(q.answer)]) for q in p.worked}  # type: ignore[arg-type]
        guess = round(grading.derive.value(worked, str(last.answer)) + rng.uniform(-2e-5, 2e-5), 6)
        right += grading.grade(last, guess, worked, shown=shown_steps, mine=mine).right
    return right


def test_a_near_guess_is_seldom_right(lesson) -> None:
    """Within 2e-5 of the answer there are 41 six-decimal values; about one or two of them are right."""
    assert guesses_right(lesson, 200, 1) <= 200 * 4 / 41


# --------------------------------------------------------------------------- more than one right value, said


REPORTED = {"fade": {"b2": 2}, "runs": {"b2": 3}}  # u = (−0.949628, −0.931143, 0.459500, 1.421271), var 1.646345


def test_every_right_value_is_said_and_a_right_one_is_shown_as_typed(runner) -> None:
    """z1 is −0.924227 with std written down first, −0.924228 with √(var + eps) kept whole: both are said where the
    answer is wrong, and the learner's own where it is right; in linear text with U+2212 minus signs."""
    record(**REPORTED)
    wrong = invoke(runner, "--plain", "--lang", "en", "step", "--predict", "--from", "b2",
                   input="1.646345\n0.5\nq\n").stdout  # 0 is a ReLU after the norm, named
    assert "Not right: it is z1 = −0.924227, or −0.924228, by how you round on the way." in wrong
    assert "z1 = −0.924227 or −0.924228; yours: 0.5; verdict: wrong" in wrong
    assert "-0.92422" not in wrong  # never an ASCII hyphen for a minus in linear text
    record(**REPORTED)
    right = invoke(runner, "--plain", "--lang", "zh", "step", "--predict", "--from", "b2",
                   input="1.646345\n-0.924228\nq\n").stdout
    assert "z1 = −0.924228 或 −0.924227；你的：−0.924228；判断：对" in right  # the state below prints −0.924227
    record(**REPORTED)
    said = invoke(runner, "--plain", "--lang", "zh", "step", "--predict", "--from", "b2",
                  input="1.646345\n0\nq\n").stdout
    assert "不对：应为 z1 = −0.924227，或 −0.924228（取决于中间各步怎样舍入）。" in said


def test_a_quiz_solution_is_said_with_a_minus_sign(runner) -> None:
    out = invoke(runner, "--plain", "--lang", "en", "quiz", "b2", "--fresh", "--seed", "5",
                 input="s\ns\ns\ns\n").stdout
    assert "The answer is z4 = −1.023311" in out and "= -1.023311" not in out
