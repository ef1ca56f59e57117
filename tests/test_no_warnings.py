"""No Python warning reaches a learner: degenerate numbers are expected where they arise, and never warned about.

Each test turns warnings into errors: a constant s (what-if u = 1, 1, 1, 1)
under every wrong answer and every slip the grader tries, and a lesson of
model width 1 through every command (n − 1 divides by zero there).
"""

from __future__ import annotations

import numpy as np
import pytest
from conftest import invoke

from r45cli import derive, grading, quiz
from r45cli import lesson as lesson_mod
from r45cli.worked import compute

pytestmark = pytest.mark.filterwarnings("error")

MINE = ({}, {"mean": 1.0, "var": 0.0, "s1": 1.0}, {"std": 0.0}, {"var": -5.0}, {"std": -1.0, "h1": 1e6})


CONSTANT = [(1.0, 1.0, 1.0, 1.0), (0.0, 0.0, 0.0, 0.0), (-1.0, -1.0, -1.0, -1.0), (1e6, -1e6, 1e6, 0.0)]


@pytest.mark.parametrize("u", CONSTANT)
def test_a_constant_s_grades_every_wrong_answer_quietly(lesson, u) -> None:
    worked = compute(lesson, u=np.array(u))
    graded = 0
    for state in lesson.states.values():
        for q in (*state.quiz, *state.predict):
            if q.kind == "number":
                for typed in (123.0, 0.0, -1.0):
                    for mine in MINE:
                        verdict = grading.grade(q, typed, worked, text=str(typed), mine=mine, slipped=set(mine))
                        graded += not verdict.right
                derive.explain(worked, str(q.answer), q.given)
            elif q.kind == "set":
                for chosen in (frozenset(), frozenset({0}), frozenset({0, 1, 2, 3})):
                    quiz.judge(q, chosen, worked)
    assert graded > 100


def _width_one(raw) -> dict:
    """The course's lesson with a model width of 1: every vector and matrix cut to its first channel."""
    ex = raw["example"]
    ex["u"], ex["b2"] = ex["u"][:1], ex["b2"][:1]
    ex["W1"], ex["W2"] = ex["W1"][:1], [row[:1] for row in ex["W2"]]
    ex["layer_norm"].update(gamma=[1.0], beta=[0.0])
    raw["printed"].update({name: raw["printed"][name][:1] for name in ("f", "s", "z")})
    demo = raw["demo"]
    demo["x"] = [row[:1] for row in demo["x"]]
    for head in demo["heads"]:
        head.update({w: head[w][:1] for w in ("Wq", "Wk", "Wv")})
    demo["W_O"], demo["b_O"] = [row[:1] for row in demo["W_O"]], demo["b_O"][:1]
    for state in raw["states"].values():
        for q in (*state.get("quiz", []), *state.get("predict", [])):
            if q["kind"] == "number" and q["answer"][0] in "fsz":
                q["answer"] = q["answer"][0] + "1"
    return raw


COMMANDS = [["verify"], ["show", "b2", "--all"], ["why", "z1"], ["lab"], ["export", "all", "-f", "html"], ["quiz"]]


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_a_lesson_of_width_one_runs_every_command_quietly(runner, raw, write_states, command) -> None:
    path = write_states(_width_one(raw))
    lesson_mod.load(path)  # the lesson is accepted: width 1 is within the bounds
    result = invoke(runner, "--states", str(path), *command, input="0\n" * 40)
    assert result.exit_code in (0, 1) and result.stderr == "", result.stderr  # verify may fail a check; no warning
