"""`r45 why`: each number's formula with the lesson's operands, back towards u."""

from __future__ import annotations

import json
import re

import pytest
from conftest import invoke

from r45cli import derive
from r45cli.numfmt import fixed


def test_every_name_has_the_value_the_course_prints(lesson, worked) -> None:
    """Each step's value, to 6 decimals, is the course's printed number (or u from states.yaml)."""
    printed = {f"{stage}{j + 1}": fixed(x) for stage, values in lesson.printed.items() for j, x in enumerate(values)}
    printed.update({f"u{j + 1}": fixed(x) for j, x in enumerate(lesson.example.u)})
    printed.update({"mean": "0.260107", "var": "1.471626", "std": "1.213110"})  # by hand from the printed s
    names = derive.names(worked)
    assert set(printed) <= set(names)
    for name in names:
        step = derive.explain(worked, name)[-1]  # the asked number is computed last
        assert step.name == name
        if name in printed:
            assert fixed(step.value) == printed[name], name


def test_z1_goes_back_to_u_in_the_order_it_is_computed(worked) -> None:
    """u → a → h → f → s → mean → var → std → z, as a learner would work it out."""
    steps = derive.explain(worked, "z1")
    names = [s.name for s in steps]
    # s2… are shown inside the mean, not expanded
    assert names == ["u1", "a1", "h1", "f1", "s1", "mean", "var", "std", "z1"]
    z1 = steps[-1]
    assert z1.filled == "= 1·(1.756058 - 0.260107)/1.213110 + 0"
    assert fixed(z1.value) == "1.233154"


def test_f3_uses_the_composition(worked) -> None:
    f3 = derive.step(worked, "f3")
    assert f3.formula == "f3 = 0.5·h3 + 0.25·h5"
    assert f3.filled == "= 0.5·0.000000 + 0.25·0.521116"
    assert f3.expand == ("h3", "h5")


def test_a6_and_relu(worked) -> None:
    assert derive.step(worked, "a6").formula == "a6 = −u1 + u2"
    h6 = derive.step(worked, "h6")
    assert h6.filled == "= max(0, -0.521116)" and h6.value == 0.0


def test_with_relu_switched_off_h_is_said_to_be_a(lesson) -> None:
    """A what-if without ReLU: 'h3 = max(0, a3) = max(0, -0.385419) = -0.385419' would be false arithmetic."""
    from r45cli import worked as worked_mod

    off = worked_mod.compute(lesson, relu=False)
    h3 = derive.step(off, "h3")
    assert (h3.formula, h3.filled, fixed(h3.value)) == ("h3 = a3", "= -0.385419", "-0.385419")
    assert all("max(0" not in step.formula for step in derive.explain(off, "z3"))


@pytest.mark.parametrize("typed", ["Z1", " z1 ", "z 1", "z_1"])  # z_1: as the screen writes z_i (it was refused)
def test_resolve_is_forgiving(worked, typed) -> None:
    assert derive.resolve(worked, typed) == "z1"


def test_why_cli(runner) -> None:
    out = invoke(runner, "why", "z1").stdout
    assert "Where z1 comes from" in out
    assert "= 1·(1.756058 - 0.260107)/1.213110 + 0" in out
    assert re.search(r"=\s+1\.233154", out)
    assert "u1 = 1.170705" in out


def test_why_of_a_given_u_shows_the_subtraction_that_recovers_it(runner, lesson) -> None:
    """`why u3` said only "u3 = -0.385419" under the rule u_i = (u + f)_i − f_i; every other name shows its arithmetic.
    The numbers are the page's printed u + f and f; a what-if's u is the learner's own and has none."""
    s, f = lesson.printed["s"], lesson.printed["f"]
    out = " ".join(invoke(runner, "why", "u3").stdout.replace("│", " ").split())
    assert f"u3 = (u + f)3 − f3, so u3 = {fixed(s[2])} - {fixed(f[2])} = -0.385419." in out  # names: −; numbers: -
    # "the course's page prints" had been said of an instructor's own u too, as if it came from the course page
    assert "From the numbers this lesson prints: " in out and "course's page" not in out
    heard = invoke(runner, "--plain", "why", "u1").stdout.replace("\u00a0", " ")
    # a minus sign, for speech; "(u + f)1" was heard "u plus f, one minus f one": the component said in words
    assert f"u1 = component 1 of the whole of (u + f), − f1, so u1 = {fixed(s[0])} − {fixed(f[0])} = 1.170705." in heard
    # the numbers kept with the name they are worked to: "=" / "−0.385419." had begun a line at 40 columns
    narrow = invoke(runner, "--plain", "why", "u3", env={"TTY_COMPATIBLE": "1", "COLUMNS": "40"}).stdout
    assert f"\nu3 = {fixed(s[2]).replace('-', '−')} − {fixed(f[2])} = −0.385419.\n" in narrow
    assert "course's page prints" not in invoke(runner, "why", "z1").stdout  # u's own question only
    yours = invoke(runner, "step", "--plain", "--from", "b2", input="e 1,2,3,4\nw u3\nq\n").stdout
    assert "given: the what-if's u" in yours and "course's page prints" not in yours


def test_line_mode_takes_why_as_w(runner) -> None:
    """A learner typed `why z1` in `step --plain`, as the command is typed, and heard "Unknown key 'why z1'"."""
    out = invoke(runner, "step", "--plain", "--from", "b2", input="why z1\nq\n").stdout
    assert "Unknown key" not in out and re.search(r"z1 = .*1\.233154", out)
    assert out.count("Where z1 comes from") == 1
    # `w` alone was "Unknown 'w'", and a Chinese learner's `w 均值` (the name the zh tables print) no number
    zh = invoke(runner, "--lang", "zh", "step", "--plain", "--from", "b2", input="w\nw 均值\nq\n").stdout
    assert "w 后面写一个数的名字，例如 w z1、w mean：看它从哪里来。" in zh and "不认识" not in zh
    assert "mean 从哪里来" in zh and "mean = 0.260107" in zh


def test_why_unknown_lists_names(runner) -> None:
    result = invoke(runner, "why", "z9")
    assert result.exit_code == 2 and result.stdout == ""
    assert "No number named 'z9'" in result.stderr and "h5" in result.stderr and "mean" in result.stderr


def test_why_without_a_name_says_what_a_name_is(runner) -> None:
    """`r45 why` alone said "Missing argument 'name'", the names shown only after a wrong one (an en learner's
    report): it asks which number, with an example and every name."""
    result = invoke(runner, "why")
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.startswith("r45: error: Which number? Give its name (for example r45 why z1): u1, u2")
    assert "mean, var, std, z1" in result.stderr and "Missing argument" not in result.stderr
    zh = invoke(runner, "--lang", "zh", "why")
    assert zh.exit_code == 2 and "要解释哪个数？给出它的名字（例如 r45 --lang zh why z1）：u1、u2" in zh.stderr


def test_why_of_a_state_points_to_show(runner) -> None:
    """`why b5` said only "No number named 'b5'" and 31 names (two learners asked where b5 comes from)."""
    result = invoke(runner, "why", "b5")
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == "r45: error: 'b5' is a state, not a number: r45 show b5 shows it.\n"
    zh = invoke(runner, "--lang", "zh", "why", "b3").stderr
    assert "“b3”是一个状态，不是一个数：r45 --lang zh show b3 显示它。" in zh
    line = invoke(runner, "--plain", "step", "--from", "b0", input="w b2\nq\n").stdout
    assert "'b2' is a state, not a number: r45 --plain show b2 shows it." in " ".join(line.split())


def test_why_unknown_in_chinese_names_the_chinese_words_it_takes(runner) -> None:
    """均值, 方差 and 标准差 were taken, and the refusal listed mean, var and std alone, with ASCII commas. std is
    not glossed 标准差: r45's std is √(var + eps), which b2 says is slightly above the standard deviation."""
    line = invoke(runner, "--lang", "zh", "why", "x").stderr.strip()
    assert "可用的名字：u1、u2、" in line and "mean（均值）、var（方差）、std、z1" in line
    assert invoke(runner, "--lang", "zh", "why", "方差").exit_code == 0


def test_why_json(runner, worked) -> None:
    doc = json.loads(invoke(runner, "why", "h5", "--json").stdout)
    assert doc["command"] == "why" and doc["name"] == "h5"
    assert doc["value"] == worked.vector("h")[4]  # full precision, not rounded
    assert [s["name"] for s in doc["steps"]] == ["u1", "u2", "a5", "h5"]


def test_a_solution_stops_at_the_givens(worked) -> None:
    """Given u and f, the mean needs s and no more: no a, no h."""
    steps = derive.explain(worked, "mean", givens=("u", "f"))
    assert [s.name for s in steps] == ["u1", "u2", "u3", "u4", "f1", "f2", "f3", "f4", "s1", "s2", "s3", "s4", "mean"]
    assert all(s.given for s in steps if s.name[0] in "uf") and not steps[-1].given


def test_why_zh(runner) -> None:
    assert "f3 从哪里来" in invoke(runner, "why", "f3", "--lang", "zh").stdout


def test_a_negative_mean_is_subtracted_in_brackets(lesson) -> None:
    """With u1 = 0.5 the mean is negative: the learner read "(0.750000 - -0.014628)²" in the why window."""
    import numpy as np

    from r45cli import derive
    from r45cli import worked as worked_mod

    mine = worked_mod.compute(lesson, u=np.array([0.5, *lesson.example.u[1:]]))
    assert mine.mean < 0
    filled = derive.step(mine, "var").filled + derive.step(mine, "z1").filled
    assert "- -" not in filled and "- (-0.014628)" in filled


def test_a_step_worked_from_numbers_worked_above_says_them_all(runner) -> None:
    """A solution's mean had no "←" line, where every other step has one; the mean uses every s_k, each worked
    above it. `why z1` works s1 alone: its mean says it uses every s_k too, and a line before the steps says that
    s2, s3 and s4 are worked as s1 is, only their values put in (a learner asked where they came from)."""
    out = invoke(runner, "quiz", "b2", input="0.3\n0.3\nq\n").stdout
    assert re.search(r"^mean = \(s1 \+ s2 \+ s3 \+ s4\)/4\n.*\n +=.*\n +← from s1, s2, s3, s4$", out, re.M)
    why = invoke(runner, "--plain", "why", "z1").stdout
    assert "with s1 = 1.756058, s2 = 0.974384, s3 = −0.255140, s4 = −1.434875" in why
    # "by the formula s1 is worked by": "worked as s1 is" had been followed into f3's own terms (a listener's report)
    said = "s2, s3, s4: worked by the same formula as s1, each from its own numbers (which may themselves be worked " \
        "differently from those above); only their values are put in here (ask where one comes from, such as s2, to " \
        "see its steps)."
    assert why.split("\n")[2] == said  # before the steps: a listener met s2 in the mean unexplained
    assert "s1、s2、s3、s4 这里只代入它们的值" in invoke(runner, "--lang", "zh", "--plain", "why", "mean").stdout


def test_why_says_where_the_weights_and_settings_come_from(runner) -> None:
    """A learner read f1 = 0.5·h1 and z1 = 1·(…)/std + 0 and asked where 0.5, 1, 0 and 10⁻⁵ came from: each kind is
    named once, where the steps hold it. It said "in the states' tables", and b2 and b5 show no W1, W2 or eps."""
    weights = "The coefficients in a and f are the weights of W1 and W2 (biases b1, b2 left out where 0), given by " \
        "the lesson file, not computed."
    settings = "eps, gamma and beta are LayerNorm's settings, given by the lesson file, not computed."
    said = {name: invoke(runner, "--plain", "why", name).stdout for name in ("z1", "f2", "std", "s1")}
    assert weights in said["z1"] and settings in said["z1"]
    assert weights in said["f2"] and settings not in said["f2"]
    # std uses eps alone: "eps, gamma and beta" had been said of it
    assert weights not in said["std"] and settings not in said["std"]
    assert "eps is LayerNorm's setting, given by the lesson file, not computed." in said["std"]
    assert weights in said["s1"] and settings not in said["s1"]
    # h5 holds no f: "a and f … W1 and W2" had been said of it
    h5 = invoke(runner, "--plain", "why", "h5").stdout
    assert weights not in h5 and "The coefficients in vector a are the weights of W1 (a bias of 0 is left out)" in h5
    # W2 set to 0 by the what-if: z4 holds no a, and "The coefficients in a …" had been said
    zero = invoke(runner, "--plain", "step", "--from", "b2", input="e w2\nw z4\nq\n").stdout
    asked = zero[zero.index("Where z4 comes from"):]
    assert "The what-if set W2 and b2 to 0, so each f_j is 0." in asked and "coefficients in a" not in asked


def test_the_given_line_says_it_is_u(runner) -> None:
    """"已知：第一次 Add & Norm 的输出…" never said that this is u, which the next line names u1."""
    from conftest import invoke

    assert "given, u: the first Add & Norm's output" in " ".join(invoke(runner, "why", "z1").stdout.split())
    assert "已知u：第一次Add&Norm的输出" in "".join(invoke(runner, "--lang", "zh", "why", "z1").stdout.split())
