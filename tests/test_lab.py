"""`r45 lab`: each experiment's numbers, directly and through the CLI."""

from __future__ import annotations

import re

import numpy as np
import pytest
from conftest import invoke

from r45cli import encoder, lab, nn
from r45cli.messages import M
from r45cli.numfmt import fixed


def plain_layer_norm(row, eps: float) -> list[float]:
    """(x - mean) / sqrt(var + eps) over plain floats: a reference that shares no code with nn."""
    values = [float(v) for v in row]
    mean = sum(values) / len(values)
    var = sum((v - mean) ** 2 for v in values) / len(values)
    return [(v - mean) / (var + eps) ** 0.5 for v in values]


def by_name(e: lab.Experiment, name: str) -> lab.Comparison:
    return next(c for c in e.comparisons if c.name == name)


def test_zero_wo(worked) -> None:
    e = lab.zero_wo(worked)
    x = worked.demo.x
    assert not by_name(e, "attention").after.any()  # attention contributes nothing
    for got, row in zip(by_name(e, "u").after, x):  # u = LayerNorm(x): gamma 1 and beta 0 in this lesson
        assert got.tolist() == pytest.approx(plain_layer_norm(row, worked.ln.eps), abs=1e-12)
    J = e.matrix
    assert np.abs(J - np.eye(len(J))).max() > 0.1  # not the identity
    np.testing.assert_allclose(J @ np.ones(len(J)), 0.0, atol=1e-12)  # LayerNorm removes the mean direction
    facts = {f.key: f.value for f in e.facts}
    assert facts[M.lab_jacobian_numeric] < 1e-6 and facts[M.lab_u_is_ln_x] < 1e-12


def test_zero_ffn_gives_layer_norm_of_u(worked) -> None:
    e = lab.zero_ffn(worked)
    assert not by_name(e, "f").after.any()
    assert by_name(e, "z").after[0].tolist() == pytest.approx(plain_layer_norm(worked.vector("u"), worked.ln.eps),
                                                              abs=1e-12)


def test_no_relu(worked) -> None:
    e = lab.no_relu(worked)
    f = by_name(e, "f")
    a = worked.vector("a")
    assert f.changed[0].tolist() == [False, False, True, True]
    # without ReLU, as the lesson's W2 writes it: f3 = 0.5·a3 + 0.25·a5, f4 = 0.5·a4 + 0.25·a6
    assert f.after[0].tolist() == pytest.approx(
        [0.5 * a[0], 0.5 * a[1], 0.5 * a[2] + 0.25 * a[4], 0.5 * a[3] + 0.25 * a[5]], abs=1e-15)
    facts = [(x.key, x.value, x.values) for x in e.facts]
    assert (M.lab_relu_had_zeroed, ("h3", "h4", "h6"), {}) in facts
    assert (M.lab_changed_through, ("h3",), {"name": "f3"}) in facts
    assert (M.lab_changed_through, ("h4", "h6"), {"name": "f4"}) in facts
    assert (M.lab_unchanged, ("f1", "f2"), {}) in facts


def test_causal(worked) -> None:
    e = lab.causal(worked)
    n = len(worked.demo.x)
    for c in e.comparisons[:-1]:
        np.testing.assert_array_equal(c.after[~encoder.causal_mask(n)], 0.0)
        assert c.after[0, 0] == 1.0


def test_pre_norm(worked) -> None:
    e = lab.pre_norm(worked)
    z = by_name(e, "z")
    np.testing.assert_array_equal(z.before, worked.demo_whole.z)
    assert np.abs(z.after.mean(axis=1)).max() > 0.01  # pre-norm output is not centred
    assert np.abs(z.before.mean(axis=1)).max() < 1e-12


def test_own_u_with_the_course_u_changes_nothing(worked) -> None:
    e = lab.own_u(worked, worked.vector("u"))
    assert not any(c.changed.any() for c in e.comparisons)


# --------------------------------------------------------------------------- CLI


def test_lab_runs_every_experiment_by_default(runner, lesson) -> None:
    result = invoke(runner, "lab")
    assert result.exit_code == 0, result.stderr
    for key, text in lesson.lab.items():
        assert (text.title.en in result.stdout) == (key != "own_u")


def test_lab_no_relu_shows_changed_values(runner) -> None:
    out = invoke(runner, "lab", "--no-relu").stdout
    assert re.search(r"f3\s+0\.130279\s+-0\.062431\s+-0\.192710\s+\*", out)
    assert re.search(r"f1\s+0\.585353\s+0\.585353\s+0\.000000\s+│", out)  # no change mark
    assert "f4 changes because it uses: h4, h6" in out


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_legend_of_the_change_mark_stands_only_where_a_table_draws_one(runner, lang) -> None:
    """At 40 columns every table is set one record a line, saying "changed" in words, and the lab still ended
    "* marks a value the change moved", over no * at all."""
    legend = f"* {M.changed_legend(lang, decimals=6)}"[:12]
    for columns, drawn in (("40", False), ("44", True), ("80", True)):
        out = invoke(runner, "--lang", lang, "lab", env={"COLUMNS": columns}).stdout
        lines = out.splitlines()
        marks = sum(line.count("*") for line in lines if not line.startswith(legend))
        assert (marks > 0) == drawn and any(line.startswith(legend) for line in lines) == drawn, (columns, out)


def test_lab_own_u(runner, worked) -> None:
    out = invoke(runner, "lab", "--u=-1,2,3,4").stdout
    mine = nn.ffn_sublayer(np.array([[-1.0, 2, 3, 4]]), worked.ffn, worked.ln)
    said = ", ".join(f"z{k + 1} = {fixed(v)}" for k, v in enumerate(mine.z[0]))
    assert "your z: " + said in " ".join(line.strip("│ ") for line in out.splitlines())  # each component by its name
    assert "Your own u" in out


@pytest.mark.parametrize(("lang", "lines"), [
    ("en", ["channels ReLU zeroed for your u: none",
            "channels already 0 before ReLU (a_j = 0, not zeroed by it): h5, h6"]),
    ("zh", ["你的 u 中被 ReLU 置零的通道：无", "ReLU 之前就是 0 的通道（a_j = 0，不是被它置零）：h5、h6"]),
])
def test_a_u_that_relu_leaves_whole_says_no_channel_is_zeroed(runner, lang, lines) -> None:
    """u = (1, 1, 1, 1) leaves every a at 0 or above: the line said "…zeroed for your u: -", read as a gap and
    heard as nothing (a learner's report). Its a5 = a6 = 0: "none" beside h5 = h6 = 0 in the table had read as
    a wrong line, so the channels at 0 before ReLU are named apart."""
    out = invoke(runner, "--lang", lang, "--plain", "lab", "--u", "1,1,1,1").stdout
    assert all(line in out.splitlines() for line in lines)
    assert "already 0" not in invoke(runner, "--plain", "lab", "--u", "1,2,-3,4").stdout  # no a at 0: no line


def test_lab_u_applies_to_course_experiments(runner) -> None:
    # a = (u1, u2, u3, u4, u1 - u2, u2 - u1) = (1, 2, -3, 4, -1, 1)
    out = invoke(runner, "lab", "--no-relu", "--u", "1,2,-3,4").stdout
    assert "channels ReLU had zeroed: h3, h5" in out
    assert "f3 changes because it uses: h3, h5" in out


@pytest.mark.parametrize("value", ["1,2,3", "a,b,c,d", "1,2,3,1e999", "", "1:2:3:4"])
def test_lab_bad_u_is_one_line_exit_2(runner, value) -> None:
    result = invoke(runner, "lab", "--u", value)
    assert result.exit_code == 2 and result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1 and result.stderr.startswith("r45: error: --u: ")


def test_lab_causal_shows_the_mask(runner) -> None:
    out = invoke(runner, "lab", "--causal").stdout
    assert re.search(r"1\s+●\s+·\s+·", out) and re.search(r"2\s+●\s+●\s+·", out) and re.search(r"3\s+●\s+●\s+●", out)
    assert "largest weight given to a later position: 0.000000" in out  # a weight, as every other is shown


def test_lab_zh(runner, lesson) -> None:
    out = invoke(runner, "lab", "--zero-wo", "--lang", "zh").stdout
    assert lesson.lab["zero_wo"].title.zh in out and "改动前" in out


def test_verify_has_the_layer_checks(runner) -> None:
    out = invoke(runner, "verify", env={"COLUMNS": "200"}).stdout
    for label in ("every softmax row sums to 1", "under the causal mask", "attention is still not additive",
                  "permutation-equivariant", "FFN adds no visibility"):
        line = next(line for line in out.splitlines() if label in line)
        assert line.rstrip(" │").endswith("pass"), line


def test_the_linearity_probe_tells_softmax_from_a_fixed_average(lesson, worked) -> None:
    """With Wq = Wk = 0 every weight is 1/n whatever x: attention is then a fixed average, linear, and the probe finds
    no gap. The real heads' weights move with x, and the probe (the one verify and b4 share) finds a clear one."""
    from r45cli import checks

    p = worked.demo_params.attention
    flat = p._replace(heads=tuple(h._replace(Wq=0 * h.Wq, Wk=0 * h.Wk) for h in p.heads))
    fixed_average = encoder.linearity(worked.demo.x, flat)
    assert fixed_average.additivity_gap < 1e-12 and fixed_average.homogeneity_gap < 1e-12
    real = worked.linearity
    assert real.additivity_gap > checks.NONLINEAR_MIN and real.homogeneity_gap > checks.NONLINEAR_MIN
    assert np.abs(real.weights - real.weights_double).max() > 0.01  # the softmax weights change with x
    nonlinear = next(c for c in checks.attention_facts(lesson, worked) if c.key is M.chk_nonlinear)
    assert nonlinear.passed and nonlinear.numbers[1] == real.additivity_gap


def test_b3_shows_the_demo_labelled(runner, lesson, worked) -> None:
    out = invoke(runner, "show", "b3", env={"COLUMNS": "100"}).stdout
    assert "demonstration sequence (not the course's numbers)" in out
    assert fixed(worked.demo.weights[0, 0, 0]) in out and fixed(worked.demo.z[2, 3]) in out
    assert "1.233154" in out  # the course's own z is still there


def test_every_experiment_of_the_vocabulary_has_a_flag(runner) -> None:
    """Each experiment the lesson file may describe is one option of `r45 lab`, and runs as that experiment."""
    import json

    from r45cli.lesson.vocabulary import LAB_EXPERIMENTS, OWN_U

    flags = [f"--{key.replace('_', '-')}" for key in LAB_EXPERIMENTS if key != OWN_U]
    result = invoke(runner, "lab", *flags, "--u", "1,2,3,4", "--json")
    assert result.exit_code == 0
    assert [e["key"] for e in json.loads(result.stdout)["experiments"]] == list(LAB_EXPERIMENTS)


def test_lab_asks_first_keeps_the_line_and_exports_it_as_notes(runner, lesson) -> None:
    """lab --ask: a prediction first, the experiment, a model answer; the line is the learner's note, escaped wherever
    it goes."""
    import json
    import os
    from pathlib import Path

    line = "<script>alert(1)</script> only *h3* [bold]changes"
    out = invoke(runner, "lab", "--no-relu", "--ask", input=f"{line}\n").stdout
    text = lesson.lab["no_relu"]
    assert out.index(text.ask("en")) < out.index("lab · No ReLU") < out.index("Key points of a model answer:")
    assert f"You wrote: {line}" in out and all(p("en") in " ".join(out.split()) for p in text.points)
    zh = "".join(invoke(runner, "--lang", "zh", "lab", "--no-relu", "--ask", input="\n").stdout.split("\n"))
    assert f"{text.ask('zh')}（写一行你的预测" in zh  # "会怎样？ （写一行": no space after a full-width mark
    kept = json.loads((Path(os.environ["R45_STATE_DIR"]) / "progress.json").read_text())["notes"]
    assert kept == {"lab.no_relu": line}
    md = invoke(runner, "export", "b0", "--notes").stdout
    assert "## My lab notes" in md and "<script>" not in md and r"only \*h3\*" in md
    # the note says what was asked, which line is the learner's and which points are a model answer's
    said = md.split("## My lab notes")[1]
    order = [text.ask("en"), "**What you wrote**", "only", "**A model answer's key points**"]
    assert [said.index(x) for x in order] == sorted(said.index(x) for x in order)
    page = invoke(runner, "export", "b0", "--format", "html", "--notes").stdout
    assert ("<h2>My lab notes</h2>" in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
            and "<script>" not in page)
    assert f"<dt>The question</dt><dd>{text.ask('en')}</dd><dt>What you wrote</dt>" in page
    assert "<dt>A model answer&#x27;s key points</dt>" in page
    assert "My lab notes" not in invoke(runner, "export", "b0").stdout  # only when asked for
    refused = invoke(runner, "export", "b0", "--format", "svg", "--notes")
    assert refused.exit_code == 2 and "--notes goes with md and html exports only." in refused.stderr


def test_a_lab_note_is_kept_as_typed(runner) -> None:
    """Full-width marks and the minus sign stay as the learner wrote them (the number reader's folding is for numbers
    only)."""
    import json
    import os
    from pathlib import Path

    line = "u 变成 LN(x)，注意力不变；f3≈−0.062431：对吗？"
    out = invoke(runner, "lab", "--no-relu", "--ask", "--lang", "zh", input=f"  {line}\x1b[2J\n").stdout
    kept = json.loads((Path(os.environ["R45_STATE_DIR"]) / "progress.json").read_text())["notes"]["lab.no_relu"]
    # an escape is never kept as one
    assert kept == line + "\ufffd[2J" and f"{line}\ufffd[2J" in out and "\x1b" not in out


def test_lab_ask_at_the_end_of_input_runs_the_rest(runner) -> None:
    out = invoke(runner, "lab", "--zero-ffn", "--no-relu", "--ask", input="").stdout
    assert out.count("Think first:") == 1 and "lab · No ReLU" in out and "You wrote" not in out


def test_the_lab_says_why_a_last_digit_may_differ_from_a_states_page(runner) -> None:
    """A learner read b3's u1 as 1.045174 in step and 1.045175 in the lab, with nothing said: the lab keeps every
    digit, a state's page rounds each stage before the next."""
    out = " ".join(invoke(runner, "lab", "--zero-wo").stdout.split())
    assert "The experiments keep every digit; a state's page rounds each stage to 6 decimals" in out
    # before the first number, not 150 lines after it (a listener heard the two values first)
    plain = invoke(runner, "--plain", "lab").stdout
    assert plain.startswith("The experiments keep every digit")


def test_j_times_1_is_said_as_the_change_in_z_not_as_z(runner) -> None:
    """`lab --zero-wo` said "z1 = 0.000000, …" under a table whose z1 is 1.057182: the numbers are J·1, the change in
    z when every x component grows by 1."""
    out = " ".join(invoke(runner, "lab", "--zero-wo").stdout.replace("│", " ").split())
    assert "mean direction): Δz1 = 0.000000, Δz2 = 0.000000" in out


def test_a_comparison_named_in_words_is_said_in_the_readers_language(runner) -> None:
    """`--lang zh lab --zero-wo` headed attention's table with the English word."""
    out = invoke(runner, "--lang", "zh", "lab", "--zero-wo").stdout
    assert "注意力" in out and "\nattention\n" not in out.replace("│", "").replace(" ", "")


def test_the_words_for_y_say_how_it_is_made(worked) -> None:
    """"x's rows moved down one, each reversed": a learner rebuilt y from those words, got the first row wrong, and
    found it only by guessing that the last row wraps round to the top."""
    from r45cli.messages import M, say

    x, y = worked.linearity.x, worked.linearity.y
    said = say(M.nonlinear_setup, "en")
    assert "x's rows moved down one (the last row to the top), each reversed" in said
    rebuilt = [list(reversed(x[i - 1])) for i in range(len(x))]  # row 0 from row −1: the last, on top
    assert y.tolist() == rebuilt


def test_a_number_the_experiment_leaves_alone_is_said_unchanged(runner) -> None:
    """With W2 = 0, f4 (0 before) said "Δ = 0.000000" and no word, where f1–f3 ended "changed"."""
    from conftest import invoke

    lines = invoke(runner, "--plain", "lab", "--zero-ffn").stdout.splitlines()
    assert "f4: before = 0.000000, after = 0.000000, Δ = 0.000000, unchanged" in lines
    assert "f1: before = 0.585353, after = 0.000000, Δ = −0.585353, changed" in lines


def test_a_u_no_layernorm_gives_is_said_to_be_one(runner, lesson) -> None:
    """`lab --u 1,2,3,4` was worked without a word that no LayerNorm gives such a u (a learner took it for one the
    block could give); the course's own u, a LayerNorm output, says nothing of the kind."""
    out = " ".join(invoke(runner, "--plain", "lab", "--u", "1,2,3,4").stdout.split())
    assert "Your u is not what a LayerNorm gives: its mean = 2.500000 and its variance = 1.250000" in out
    course = ",".join(f"{x:.6f}" for x in lesson.example.u)
    assert "not what a LayerNorm gives" not in invoke(runner, "--plain", "lab", "--u", course).stdout
