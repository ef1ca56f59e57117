"""No Python warning reaches a learner: degenerate numbers are expected where they arise, and never warned about.

Each test turns warnings into errors: a constant s (what-if u = 1, 1, 1, 1)
under every wrong answer and every slip the grader tries, and a lesson of
model width 1 through every command (n − 1 divides by zero there).
"""

from __future__ import annotations

import re

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
    raw.pop("claims", None)  # what the texts say of four channels: u2 is no number of this lesson
    for state in raw["states"].values():
        state.pop("claims", None)
        for q in (*state.get("quiz", []), *state.get("predict", [])):
            if q["kind"] == "number" and q["answer"][0] in "fsz":
                q["answer"] = q["answer"][0] + "1"
    return _printed_as_computed(raw)


def _printed_as_computed(raw) -> dict:
    """The lesson with the `printed:` lines verify gives for it: show and export warn of printed values that are not
    the computed ones, which is not what these tests are about."""
    from r45cli import checks, worked
    from r45cli.lesson.schema import parse

    lesson = parse(raw, "width-one.yaml")
    example = worked.compute(lesson, exact=True)
    wanted = checks.printed_wanted(checks.printed_values(lesson, example), worked.compute(lesson))
    raw["printed"].update({name: [float(x) for x in values] for name, values in wanted.items()})
    return raw


COMMANDS = [["verify"], ["show", "b2", "--all"], ["why", "z1"], ["lab"], ["export", "all", "-f", "html"], ["quiz"]]


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_a_lesson_of_width_one_runs_every_command_quietly(runner, raw, write_states, command) -> None:
    path = write_states(_width_one(raw))
    lesson_mod.load(path)  # the lesson is accepted: width 1 is within the bounds
    result = invoke(runner, "--states", str(path), *command, input="0\n" * 40)
    assert result.exit_code in (0, 1) and result.stderr == "", result.stderr  # verify may fail a check; no warning


# --------------------------------------------------------------------------- said in words

FLAT = {"en": "s has all its components equal, so its variance is 0 and std is", "zh": "s 的各个分量都相等"}
SINGLE = {"en": "s has a single component, which is its own mean: its variance is 0", "zh": "s 只有一个分量"}
HERE_ZERO = {"en": "so z is beta, here 0.", "zh": "于是 z 就是 beta（这里是 0）。"}


def said(text: str, lang: str, sentence: dict[str, str]) -> int:
    """How many times the sentence is there, its parts on one line (a box or a wrap may break it between lines)."""
    text = re.sub(r"<span[^>]*>|</span>|<wbr>", "", text)  # HTML keeps "is 0" on one line in a span of its own
    return " ".join(text.replace("│", " ").split()).count(" ".join(sentence[lang].split()))


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("plain", [False, True], ids=["rich", "plain"])
def test_a_constant_s_is_said_where_layernorm_is_shown(runner, lang, plain) -> None:
    """What-if u = 1,1,1,1 at b2: the LayerNorm panel, and `w z1`, `w var`, say in words why var(s) and z are 0;
    `w h1`, which never reaches LayerNorm, and the course's own numbers do not."""
    options = ["--lang", lang, *(["--plain"] if plain else [])]
    result = invoke(runner, *options, "step", "--from", "b2", input="w z1\ne 1,1,1,1\nw z1\nw var\nw h1\nq\n")
    assert result.exit_code == 0 and result.stderr == "", result.stderr
    before, after = re.split("u3 = 1.000000[,，] ?u4 = 1.000000", result.stdout, maxsplit=1)  # what if u = 1, 1, 1, 1
    assert said(before, lang, FLAT) == 0  # the course's s
    assert said(after, lang, FLAT) == 3 and said(after, lang, HERE_ZERO) == 3  # the panel, z1 and var; not h1
    lab = invoke(runner, *options, "lab", "--u", "1,1,1,1")
    assert lab.exit_code == 0 and lab.stderr == "" and said(lab.stdout, lang, FLAT) == 1
    other = invoke(runner, *options, "lab", "--u", "1,2,3,4")
    assert other.exit_code == 0 and said(other.stdout, lang, FLAT) == 0


def test_a_constant_s_is_said_in_the_json_view_too(runner) -> None:
    found = invoke(runner, "lab", "--u", "-2,-2,-2,-2", "--json")
    assert found.exit_code == 0 and found.stderr == ""
    labels = [f["label"] for e in __import__("json").loads(found.stdout)["experiments"] for f in e["facts"]]
    assert sum(label.startswith(FLAT["en"]) for label in labels) == 1


WIDTH_ONE_VIEWS = [["show", "b2", "--all"], ["--plain", "show", "b2"], ["show", "b2", "--json"], ["why", "z1"],
                   ["why", "std", "--json"], ["export", "b2", "-f", "md"], ["export", "b2", "-f", "html"]]


@pytest.mark.parametrize("command", WIDTH_ONE_VIEWS, ids=" ".join)
def test_a_lesson_of_width_one_says_why_z_is_beta(runner, raw, write_states, command) -> None:
    path = write_states(_width_one(raw))
    result = invoke(runner, "--states", str(path), *command)
    assert result.exit_code == 0 and result.stderr in ("", "r45: note: pictures are written only beside a file: use "
                                                       "-o NAME.md and they go next to it\n"), result.stderr
    text = result.stdout.replace("\\u221a", "√").replace("&#36;", "$")
    assert said(text, "en", SINGLE) == 1 and said(text, "en", FLAT) == 0, text[-2000:]
