"""`step --predict`: fading from the learner's record to u → z on new numbers, each step graded at once, the reveal.

A simulated learner (tests/learners.py) reads the givens off the screen, in line mode and in the full screen,
and works the steps by hand; the record lives in the test's own progress folder.
"""

from __future__ import annotations

import json
import os
import re
import shlex
from pathlib import Path

import numpy as np
import pytest
from conftest import invoke
from learners import Learner, typed
from tuidrive import drive, flat, press, squeezed, window_text

from r45cli import derive, grading, predict, quiz
from r45cli.numfmt import fixed
from r45cli.view.model import Num

COURSE_U = "u = (1.170705, 0.649589, -0.385419, -1.434875)"


def progress_file() -> dict:
    return json.loads((Path(os.environ["R45_STATE_DIR"]) / "progress.json").read_text())


def record(**fields) -> None:
    """A progress file as an earlier session left it."""
    folder = Path(os.environ["R45_STATE_DIR"])
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "progress.json").write_text(json.dumps({"format": 2, **fields}))


def givens(text: str) -> dict[str, list[float]]:
    """The vectors the screen gives, read off it as a learner reads them: `u = (1.170705, …)`."""
    return {name: [float(x) for x in values.split(", ")]
            for name, values in re.findall(r"^(\w) = \(([-\d., ]+)\)$", text, re.MULTILINE)}


def course_example(lesson) -> dict:
    ex = lesson.example
    return {"W1": [list(r) for r in ex.W1], "b1": list(ex.b1), "W2": [list(r) for r in ex.W2], "b2": list(ex.b2),
            "eps": ex.eps, "gamma": list(ex.gamma), "beta": list(ex.beta)}


def answers(lesson, text: str, asked: list[str], learner: Learner | None = None) -> str:
    """The lines a learner types: each asked name (a vector's every component on one line), worked by hand."""
    worked = (learner or Learner()).work(course_example(lesson), givens(text))
    lines = []
    for name in asked:
        if name in "ahfsz":
            width = 6 if name in "ah" else 4
            lines.append(" ".join(typed(worked[f"{name}{j + 1}"]) for j in range(width)))  # type: ignore[arg-type]
        elif name == "relu_zeroed":
            lines.append(" ".join(f"h{j + 1}" for j in sorted(worked[name])) or "none")  # type: ignore[arg-type]
        else:
            lines.append(typed(worked[name]))  # type: ignore[arg-type]
    return "\n".join(lines) + "\n"


def run(runner, state: str, lines: str = "", lang: str = "en") -> str:
    return invoke(runner, "--lang", lang, "step", "--predict", "--from", state, input=lines + "q\n").stdout


def look(runner, state: str, lang: str = "en") -> str:
    """The next run's first screen, as the learner reads it before typing; its record put back, for leaving the
    run would spend its draw (the state after it shows every answer)."""
    path = Path(os.environ["R45_STATE_DIR"]) / "progress.json"
    before = path.read_bytes() if path.exists() else None
    out = run(runner, state, lang=lang)
    if before is None:
        path.unlink()
    else:
        path.write_bytes(before)
    return out


# --------------------------------------------------------------------------- fading


def test_the_levels_fade_to_the_whole_chain(lesson) -> None:
    def plan(state, level, unaided=()):
        return predict.plan(lesson, state, predict.Record({state: level}, (), set(unaided), {}))

    asked = lambda p: [str(q.answer) for q in p.asked]  # noqa: E731
    assert plan("b2", 0) is None  # shown worked, on the lesson's numbers
    assert asked(plan("b2", 1)) == ["z1"] and len(plan("b2", 1).worked) == 3 and plan("b2", 1).fresh
    assert asked(plan("b2", 4)) == ["s1", "mean", "var", "z1"]
    whole = plan("b2", 5)
    assert asked(whole) == ["s", "mean", "var", "z"] and [q.kind for q in whole.asked][0] == predict.VECTOR
    assert not whole.hidden and plan("b2", 6).hidden  # then the formulas go behind f
    assert plan("b2", 6).then == 6 and plan("b2", 6).waiting == ("b0", "b1")  # the chain waits for b0 and b1
    assert plan("b2", 6, unaided=("b0", "b1")).then == 7
    # b2 done unaided while it waited, then b0 and b1: its next run is the chain (it asked b2 whole once more, and
    # said again that the stretch waits for b0, already done)
    assert plan("b2", 6, unaided=("b0", "b1", "b2")).level == 7
    chain = plan("b2", 7)
    assert asked(chain) == ["a", "relu_zeroed", "f", "s", "mean", "var", "z"] and chain.key == "b0+b1+b2"
    assert chain.given == ("u", "W1", "W2") and chain.hidden and chain.top == 7
    assert asked(plan("b0", 9)) == ["a", "relu_zeroed"] and plan("b0", 9).top == 4  # b0 has no chain of its own
    claims = plan("b4", 5)
    assert claims is not None and claims.top == 1 and not claims.fresh  # a claim is asked on nothing drawn
    assert predict.plan(lesson, "b3", predict.Record({}, ("b3",), set(), {})) is None  # nothing to predict there


def test_each_run_draws_new_numbers_from_its_record(lesson) -> None:
    """Reproducible from the record: the same run number draws the same u; the next run another."""
    def u(runs):
        p = predict.plan(lesson, "b2", predict.Record({"b2": 1}, (), set(), {"b2": runs}))
        return tuple(predict.draw(lesson, p).vector("u"))

    assert u(0) == u(0) and u(0) != u(1) and list(u(0)) != list(lesson.example.u)


# --------------------------------------------------------------------------- line mode, run after run


def test_a_state_of_claims_promises_a_question_not_a_step(runner) -> None:
    """b4's first visit said "next time you will be asked for its last step first"; b4 then asked a question with
    nothing to compute."""
    claims = run(runner, "b4")
    assert "This time the state is shown worked; next run (on coming back here, a now, or step --predict again) " \
        "you will be asked a question first." in flat(claims)
    # a set named as the run asks it: "h (zeroed by ReLU)" was read as a step about h
    assert "you will be asked for its last step first: which h ReLU sets to 0." in flat(run(runner, "b0"))
    record()  # b0 shown worked once more, in Chinese
    assert "会先请你算这个状态的最后一步：ReLU置零的h。" in "".join(run(runner, "b0", lang="zh").split())


def test_line_mode_goes_from_worked_to_new_numbers(runner, lesson) -> None:
    first = run(runner, "b2")
    # which step: "its last step" had been read as vague (a learner's report)
    assert "This time the state is shown worked; next run (on coming back here, a now, or step --predict again) " \
        "you will be asked for its last step first: z1." in flat(first)
    assert progress_file()["fade"] == {"b2": 1} and not progress_file()["runs"]

    shown = run(runner, "b2")  # left before typing anything: the state after it shows every answer
    assert "New for this run, not the lesson's: u, f. Every run has others." in flat(shown)  # f is not drawn
    assert COURSE_U not in shown and "Steps already worked:" in shown and "this run's drawn numbers" in shown
    assert progress_file()["runs"] == {"b2": 1} and progress_file()["fade"] == {"b2": 1}  # spent; no level moved
    again = look(runner, "b2")
    assert givens(again)["u"] != givens(shown)["u"]  # the answers just seen belong to another draw
    out = run(runner, "b2", answers(lesson, again, ["z1"]))  # worked by hand from what the screen showed
    assert givens(out) == givens(again)
    assert "Every step right. Next run (a, or step --predict again): one earlier step is asked too." in flat(out)
    assert progress_file()["fade"] == {"b2": 2} and progress_file()["runs"] == {"b2": 2, "right:b2": 1}
    assert "this run's drawn numbers" in out  # the state after the reveal shows the run's numbers, and says so
    assert givens(run(runner, "b2"))["u"] != givens(again)["u"]  # the next run: new numbers


def test_a_run_left_early_spends_its_draw_and_moves_nothing(runner, lesson) -> None:
    """q, or the end of input, at a step: the worked state follows with every answer, so the next run draws anew;
    nothing typed (or not every step) is no success and moves no level."""
    record(fade={"b2": 2}, runs={"b2": 3})
    seen = invoke(runner, "--lang", "en", "step", "--predict", "--from", "b2", input="").stdout  # the end of input
    assert "this run's drawn numbers" in seen and progress_file()["runs"] == {"b2": 4}
    p = predict.plan(lesson, "b2", predict.Record({"b2": 2}, ("b2",), set(), {"b2": 3}))
    worked = predict.draw(lesson, p)  # the run just left: its var and z1 were on the screen after it
    var, z1 = (fixed(derive.value(worked, name)) for name in ("var", "z1"))
    assert var in seen and z1 in seen
    out = run(runner, "b2", f"{var}\n{z1}\n")  # the answers just seen, typed
    assert givens(out)["u"] != givens(seen)["u"] and "Every step right" not in out
    assert progress_file()["fade"] == {"b2": 2} and progress_file()["runs"] == {"b2": 5}
    right = answers(lesson, look(runner, "b2"), ["var"])
    partway = run(runner, "b2", right)  # var right, then q before z1
    assert "You left before the last step" in flat(partway) and "The steps you answered are recorded" in flat(partway)
    assert re.search(r"^z1 +not given +-?\d\.\d{6} +not answered", partway, re.MULTILINE)
    assert progress_file()["fade"] == {"b2": 2} and progress_file()["runs"] == {"b2": 6}


def test_a_slip_is_named_and_the_next_step_follows_from_it(runner, lesson) -> None:
    record(fade={"b2": 2})
    shown = look(runner, "b2")
    out = run(runner, "b2", answers(lesson, shown, ["var", "z1"], Learner("unbiased_variance")))
    assert "That matches what the slip 'n − 1 in the variance' gives." in flat(out)
    # one sentence, not "Not right: it is …" before "right from your numbers", which called right work wrong
    assert "yours follows from your own earlier numbers: this step's method is right, and what is off comes from " \
        "an earlier step." in flat(out) and "Not right: it is z1" not in flat(out)
    assert "The earliest step that went wrong: var." in out and "follows your earlier step" in out
    assert progress_file()["fade"] == {"b2": 2}  # not all right: the same steps again next time
    # z1 right from the learner's own var speaks for none of z1's skills: var's own is where the slip was
    tried = progress_file()["tried"]
    assert tried["variance"][:2] == [0, 1] and "eps" not in tried and "normalise" not in tried, tried
    said = " ".join(invoke(runner, "progress").stdout.split())  # and progress says so under its skill table
    assert "nor does a step in predict mode that follows correctly from your own earlier wrong number: that " \
        "earlier step is counted." in said


def test_the_answer_is_shown_as_typed_and_p_is_shown_not_wrong(runner) -> None:
    record(fade={"b2": 2})
    out = run(runner, "b2", "s\n1.2332\n")
    assert "The answer is var = " in out and "(shown: the step counts as not answered)" in out
    assert re.search(r"^var +not given +[\d.]+ +shown *$", out, re.MULTILINE)  # words: "-" read as a minus
    assert re.search(r"^z1 +1\.2332 ", out, re.MULTILINE)  # as typed, not 1.233200
    assert "Steps whose answer you looked at (s): 1; this run is not all right." in flat(out)
    assert "went wrong: var" not in out and "The earliest step that went wrong: z1." in out  # p is not wrong; z1 is


def test_an_answer_no_slip_explains_gets_the_steps_hint(runner) -> None:
    """Said after the answer, where no second try follows: "How it goes", not "Hint:", which promised one."""
    record(fade={"b2": 1})
    out = run(runner, "b2", "7\n")
    assert "How it goes: z1 = (s1 − mean) / √(var + eps)." in flat(out) and "Hint:" not in out


def test_a_slip_in_z1_says_its_number_is_z1s_not_the_variances(runner, lesson) -> None:
    """'n − 1 in the variance: var = Σ(s − mean)²/(n − 1); gives 0.935037' read as the variance; 0.935037 was z1."""
    record(fade={"b2": 1})
    shown = look(runner, "b2")
    out = run(runner, "b2", answers(lesson, shown, ["z1"], Learner("unbiased_variance")))
    # the number stands in a column named z1, apart from the formula
    assert re.search(r"^ +z1 *\n─+\nn − 1 in the variance +var = .*/ \(n − 1\) +-?\d\.\d{6} *$", out, re.M), out


def test_a_step_is_given_the_lessons_numbers_its_formula_uses(runner) -> None:
    """b0 and b1 asked a_j = Σ u_i·W1[i,j] + b1_j and f_j = … + b2_j without saying b1 or b2; b2 said eps."""
    record(fade={"b0": 2, "b1": 1, "b2": 1})  # b0's a asked from level 2
    assert "b1 = (0, 0, 0, 0, 0, 0)" in look(runner, "b0")
    assert "b2 = (0, 0, 0, 0)" in look(runner, "b1")
    assert "eps = 10⁻⁵, gamma = (1, 1, 1, 1), beta = (0, 0, 0, 0)" in look(runner, "b2")
    # joined as Chinese joins clauses: "eps = 0.00001, gamma = …" was heard in a Chinese sentence (a listener's report)
    assert "eps = 10⁻⁵，gamma = (1, 1, 1, 1)，beta = (0, 0, 0, 0)" in look(runner, "b2", "zh")


def test_a_wrong_claim_gets_its_reason_and_the_panel_that_shows_it(runner) -> None:
    record(fade={"b4": 1})
    out = run(runner, "b4", "f\n1\n")
    assert "This question asks for no computing: no formula is used." in flat(out)  # not an empty heading
    assert "Not right: it is 2.\n" in out  # the option's reason follows once, not twice
    assert "attn(x + y) and attn(x) + attn(y) differ: the softmax weights change with x itself." in flat(out)
    assert "The panel 'Attention is not linear: check it' below works it out." in flat(out)
    assert "The option you chose is not the right one." not in flat(out)  # the verdict and the table said it
    # a question of options is thought through, not worked out: no formulas to ask for, no "level 1 of 1"
    assert "Think it through first: b4\n" in out and "Work it out first" not in out


def test_a_question_of_options_is_asked_without_formulas_in_the_window(lesson) -> None:
    """The window said "Work it out first: b4 · level 1 of 1", "step 1 of 1", and "f formulas" under the field, for
    a question answered by an option's number; the question stood in the log and above the field, its options
    below the fold at 40×16."""
    record(fade={"b4": 1})
    _, screens = drive(lesson, [], start="b4", size=(40, 16), predicting=True)
    shown = " ".join(line.strip("█ ") for line in screens[0].splitlines())
    assert "Think it through first: b4" in shown and "level" not in shown and "step 1" not in shown.lower()
    assert "1. Yes" in shown and "2. No" in shown and "formulas" not in shown
    assert shown.count("is attention a linear map") == 1
    # at 80×24 the question stood above the field, a dozen blank rows under its options: now it leads them
    _, screens = drive(lesson, ["1", "enter"], start="b4", size=(80, 24), predicting=True)
    rows = [line.strip("█ ") for line in screens[0].splitlines()]
    ask = next(i for i, row in enumerate(rows) if "is attention a linear map" in row)
    option = next(i for i, row in enumerate(rows) if row.startswith("1. Yes"))
    assert ask < option <= ask + 2 and sum("is attention a linear map" in row for row in rows) == 1
    assert any(row == "> 1" for row in screens[-1].splitlines() for row in [row.strip("█ ")])  # not asked again


def test_a_cramped_window_says_its_keys_in_one_row(lesson) -> None:
    """At 40×16 the keys under the field took three of the window's rows ("(not right)", "(not kept)"): there they
    are one row, and the log has the rows; at 80×24 the whole line stands, with what p and Esc cost."""
    record(fade={"b2": 5})
    _, screens = drive(lesson, [], start="b2", size=(40, 16), predicting=True)
    rows = [line.strip("█ ") for line in screens[0].splitlines()]
    # "p↵ answer" was read as "press p to answer"; p goes back a state elsewhere: s (skip) shows it
    assert rows[-2] == "s↵ show it  f↵ formulas  Esc state" and "(not kept)" not in screens[0]  # typed, then Enter
    assert "u = (" in screens[0] and "f = (" in screens[0]  # both givens on the first screen
    # the field is what the prompt leaves: at 100% of the line its last character (and the cursor) were cut off
    _, screens = drive(lesson, list("1.129236 -1.610689 0.155400 0.326053 0.555552"), start="b2", size=(40, 16),
                       predicting=True)
    assert "0.326053 0.555552" in screens[-1]
    _, screens = drive(lesson, [], start="b2", size=(80, 24), predicting=True)
    rows = [line.strip("█ ") for line in screens[0].splitlines()]
    at = rows.index("Enter answers · s↵ shows it (no credit) · f↵ formulas")
    # "state (level stays)" and "（级别不变）" had stood alone on a row of their own, about nothing
    assert rows[at + 1] == "Esc to the state (level stays)" and rows[at + 2].strip("▄") == ""
    assert "s↵ show it  f↵" not in screens[0]
    _, screens = drive(lesson, [], start="b2", lang="zh", size=(80, 24), predicting=True)
    rows = [line.strip("█ ") for line in screens[0].splitlines()]
    at = rows.index("Enter 提交 · s↵ 看答案（不算对）· f↵ 公式 · Esc 跳到状态，级别不变")
    assert rows[at + 1].strip("▄") == ""


def test_enter_alone_in_a_cramped_window_scrolls_to_what_it_says(lesson) -> None:
    """At 40×16, Enter with nothing typed changed nothing on screen: "Nothing was typed" had gone under the log's
    last row, and was scrolled to only with a second Enter (a widget not yet laid out is not scrolled to). At a
    vector step it had said "Needs exactly 4 numbers …, got 0"."""
    record(fade={"b2": 5})
    _, screens = drive(lesson, ["enter"], start="b2", size=(40, 16), predicting=True)
    assert "Nothing was typed" not in screens[0] and "Nothing was typed. Type it again." in flat(screens[-1])
    assert "got 0" not in screens[-1]  # a vector's empty line was "Needs exactly 4 numbers …, got 0"


def test_steps_that_follow_an_earlier_slip_bring_back_no_card_and_blame_no_skill(runner, lesson) -> None:
    """n − 1 in the mean, carried through var and z: the mean's card comes back and its skill is blamed; var and z,
    said to follow that step, brought back cards of their own (a blind learner found them due the next day), and
    z, a vector, was traced as wrong for its skill."""
    record(fade={"b2": 5})
    text = look(runner, "b2")
    out = run(runner, "b2", answers(lesson, text, ["s", "mean", "var", "z"], Learner("mean_minus_1")))
    assert "follows your earlier step" in out
    # z, every component following the wrong mean, had read "Not right: all 4 components." and nothing more on top
    # "wrong" and then "right" in one breath had been hard to follow by ear: a "But" between them
    assert ("Not right: all 4 components are wrong. But each follows from your own earlier numbers: this step is "
            "worked the right way, and what is off comes from an earlier step." in flat(out))
    # a missed run said what went wrong and nothing of what comes next: the same level, next session
    assert "Next run (a, or step --predict again): this level once more; if a step is wrong again, some help comes " \
        "back." in flat(out)
    progress = progress_file()
    steps = {q.answer: f"b2.predict.{i + 1}" for i, q in enumerate(lesson.state("b2").predict)}
    mean_card = next(card for name, card in steps.items() if name == "mean")
    assert set(progress["cards"]) == {mean_card}, progress["cards"]
    owners = {s.id for s in lesson.skills if "mean_minus_1" in s.slips}
    assert set(progress["skills"]) & owners and all(p < 0.5 for k, p in progress["skills"].items() if k in owners)
    others = {s.id for s in lesson.skills if s.id not in owners and s.id in progress["skills"]}
    assert all(progress["skills"][k] > 0.3 for k in others), progress["skills"]  # none blamed


def test_line_mode_says_how_to_type_a_vector(runner) -> None:
    """A blind learner in --plain was asked "s = what (all 4 components)" and never told how to type four numbers:
    the typing help was drawn as keys, which plain text leaves to the prompt."""
    record(fade={"b2": 5})
    out = invoke(runner, "--plain", "step", "--predict", "--from", "b2", input="q\n").stdout
    asked = out.index("s = what (all 4 components)")
    assert out[asked:].split("\n")[1] == "type 4 numbers separated by spaces or commas, each to 6 decimals"


def test_the_table_of_answers_says_why_a_value_has_two_ways(lesson) -> None:
    """z3 = 0.445758 or 0.445759 in the table of answers, with no reason given (a learner asked why)."""
    from r45cli.view.predicting import reveal

    p = predict.plan(lesson, "b2", predict.Record({"b2": 5}, ("b2",), set(), {"b2": 0}))
    assert p is not None
    worked = predict.draw(lesson, p)
    given = {name: [float(x) for x in worked.vector(name)] for name in ("u", "f")}
    asking = predict.Asking(p, worked)
    s = [round(u + f, 6) for u, f in zip(given["u"], given["f"])]
    for line in (" ".join(f"{x:.6f}" for x in s), "0", "0", "0 0 0 0"):
        asking.answer(line)
    assert asking.reveal is not None
    said = [b.text for b in reveal(asking.reveal, "en") if hasattr(b, "text")]
    assert any(" or " in r.cells[1] for b in reveal(asking.reveal, "en") if hasattr(b, "rows") for r in b.rows)
    assert any(line.startswith("Where a value is written 'x or y', each value listed is right: ") for line in said)


def test_whole_state_hidden_formulas_and_done_unaided(runner, lesson) -> None:
    record(fade={"b2": 6}, unaided={"b0": "2026-11-30"})
    shown = look(runner, "b2")
    assert "The formulas are hidden: the letter f alone, then Enter, shows them (counted as a hint)." in flat(shown)
    assert "s_i = u_i + f_i" not in shown and "s = ? (all 4 components)" in flat(shown)
    looked = run(runner, "b2", "f\n" + answers(lesson, shown, ["s", "mean", "var", "z"]))
    assert "Formulas (counted as a hint):" in looked and "mean = Σ_i s_i / n" in looked
    assert "Every step right, but the formulas were shown: not recorded as done unaided. Next run (a, or step " \
        "--predict again): this level once more." in flat(looked)  # it had said nothing of the next run
    assert progress_file()["hints"] == {"b2": 1} and "b2" not in progress_file()["unaided"]

    shown = look(runner, "b2")
    out = run(runner, "b2", answers(lesson, shown, ["s", "mean", "var", "z"]))
    assert "Every step right on new numbers with the formulas hidden: recorded as done unaided." in flat(out)
    assert "The whole stretch waits for these to be done unaided too: b1 (key 1)." in flat(out)
    assert progress_file()["unaided"] == {"b0": "2026-11-30", "b2": "2026-12-02"}
    assert progress_file()["fade"]["b2"] == 6  # b1 is not done: the chain waits


def test_the_chain_from_u_to_z(runner, lesson) -> None:
    record(fade={"b2": 7}, unaided={"b0": "2026-11-30", "b1": "2026-11-30", "b2": "2026-12-01"})
    shown = look(runner, "b2")
    assert "Work it out first: From u to z: the whole stretch at once" in flat(shown)
    out = run(runner, "b2", answers(lesson, shown, ["a", "relu_zeroed", "f", "s", "mean", "var", "z"]))
    assert "recorded as done unaided" in flat(out) and progress_file()["unaided"]["b0+b1+b2"] == "2026-12-02"
    skills = progress_file()["skills"]  # each heard once: var, worked from the s typed, had counted s = u + f again
    assert skills["residual"] == skills["mean"] == skills["variance"] < 0.95, skills
    # the top said so (after a right u → z run the learner had been told no more than after any state's)
    assert "'From u to z: the whole stretch at once': every step right on new numbers with the formulas hidden. " \
        "This time you worked u → z alone, the whole stretch" in flat(out)
    said = invoke(runner, "progress").stdout
    assert "Done unaided" in said and "b0, b1, b2" in said and "u → z" in said


def b2_run(runner, lesson, learner: Learner, names: list[str]) -> str:
    """One run at b2, worked by `learner` from what its first screen shows."""
    return flat(run(runner, "b2", answers(lesson, look(runner, "b2"), names, learner)))


def test_a_close_run_between_two_wrong_ones_is_not_called_a_run_in_a_row(runner, lesson) -> None:
    """A listener's runs: a step wrong, then one only close (said "no step's method went wrong"), then a step wrong,
    told "two runs in a row had a step wrong". A close run counts neither way, and the words say what is counted."""
    record(fade={"b2": 3}, visited=["b2"])
    n_minus_1 = Learner("unbiased_variance")
    b2_run(runner, lesson, n_minus_1, ["mean", "var", "z1"])
    mean, var, z1 = answers(lesson, look(runner, "b2"), ["mean", "var", "z1"], Learner()).splitlines()
    out = flat(run(runner, "b2", "\n".join([mean, f"{float(var) + 0.000004:.6f}", z1, ""])))  # var a digit astray
    assert "No step was off by enough to tell a method gone wrong" in out and progress_file()["wrong_runs"] == {"b2": 1}
    out = b2_run(runner, lesson, n_minus_1, ["mean", "var", "z1"])
    assert "in a row" not in out and "Two runs at this level had a step wrong, with none between right without help" \
        in out


def test_help_comes_back_after_two_runs_in_a_row_with_a_step_wrong(runner, lesson) -> None:
    """Fading only went one way: a learner who kept missing the variance at level 3 was asked at level 3 for ever."""
    record(fade={"b2": 3}, visited=["b2"])
    n_minus_1, right = Learner("unbiased_variance"), Learner()
    out = b2_run(runner, lesson, n_minus_1, ["mean", "var", "z1"])
    assert "Next run (a, or step --predict again): this level once more; if a step is wrong again, some help " \
        "comes back." in out
    assert progress_file()["fade"] == {"b2": 3} and progress_file()["wrong_runs"] == {"b2": 1}
    out = b2_run(runner, lesson, n_minus_1, ["mean", "var", "z1"])
    assert "Two runs at this level had a step wrong, with none between right without help, so some help comes " \
        "back. Next run (a, or step --predict again): the steps up to var shown worked, those after it asked." in out
    assert progress_file()["fade"] == {"b2": 1} and progress_file()["wrong_runs"] == {}
    opening = look(runner, "b2")
    worked = opening.split("Steps already worked:")[1]  # var, where it went wrong, as a worked example
    assert "mean = " in worked and "var = " in worked
    # the run said why it stood lower ("level 1 of 7" alone, a learner's report), this run only
    assert "Two runs at a higher level had a step wrong, with none between right without help, so this one gives " \
        "more help." in flat(opening)
    assert progress_file()["came_back"] == {"b2": 1}
    b2_run(runner, lesson, right, ["z1"])
    assert progress_file()["came_back"] == {} and "more help" not in flat(look(runner, "b2"))
    b2_run(runner, lesson, right, ["var", "z1"])
    assert progress_file()["fade"] == {"b2": 3}  # and right runs move on as before
    b2_run(runner, lesson, n_minus_1, ["mean", "var", "z1"])
    b2_run(runner, lesson, right, ["mean", "var", "z1"])  # a right run between two wrong ones starts the count again
    assert progress_file()["fade"] == {"b2": 4} and progress_file()["wrong_runs"] == {}
    out = b2_run(runner, lesson, n_minus_1, ["s1", "mean", "var", "z1"])
    assert "if a step is wrong again" in out and progress_file()["fade"] == {"b2": 4}


def test_hidden_formulas_come_back_and_the_chain_goes_back_to_its_last_state(runner, lesson) -> None:
    record(fade={"b2": 6}, visited=["b2"], wrong_runs={"b2": 1})
    out = b2_run(runner, lesson, Learner("residual_forgotten"), ["s", "mean", "var", "z"])
    assert "some help comes back. Next run (a, or step --predict again): the formulas shown again." in out
    assert progress_file()["fade"] == {"b2": 5} and "formulas are hidden" not in flat(look(runner, "b2"))
    done = {"b0": "2026-11-30", "b1": "2026-11-30", "b2": "2026-12-01"}
    record(fade={"b2": 7}, visited=["b2"], unaided=done, wrong_runs={"b2": 1})
    out = b2_run(runner, lesson, Learner("relu_forgotten"), ["a", "relu_zeroed", "f", "s", "mean", "var", "z"])
    assert "(a, or step --predict again): this state alone, every component, its formulas shown." in out
    shown = flat(look(runner, "b2"))
    assert progress_file()["fade"] == {"b2": 5} and "s = ? (all 4 components)" in shown
    assert "formulas are hidden" not in shown and "From u to z" not in shown
    out = b2_run(runner, lesson, Learner(), ["s", "mean", "var", "z"])  # b2 whole, right: the chain comes straight
    # back, and the run says so (it said "Next run: the formulas hidden", then the chain was asked)
    assert "Next run (a, or step --predict again): “From u to z: the whole stretch at once”." in out, out
    assert "From u to z" in flat(look(runner, "b2")) and progress_file()["fade"] == {"b2": 7}


def test_level_one_has_no_help_to_give_back_and_promises_none(runner, lesson) -> None:
    record(fade={"b2": 1}, visited=["b2"])
    for _ in range(2):
        out = b2_run(runner, lesson, Learner("eps_omitted"), ["z1"])
        assert "Next run (a, or step --predict again): this level once more." in out and "help comes back" not in out
    assert progress_file()["fade"] == {"b2": 1} and progress_file()["wrong_runs"] == {}
    zh = flat(run(runner, "b2", answers(lesson, look(runner, "b2", "zh"), ["z1"], Learner("eps_omitted")), "zh"))
    assert "下一轮预测（按 a，或再开 step --predict）：还是这一级，再算一遍。" in zh


def test_r_after_a_run_says_the_runs_numbers_are_back(runner, lesson) -> None:
    """After a run the state shows the run's drawn numbers; `r` after a what-if said "Back to the lesson's numbers."
    above the drawn ones (a listener found u1 = 1.129236 under it, not the course's 1.170705)."""
    record(fade={"b2": 1}, visited=["b2"])
    shown = look(runner, "b2")
    out = flat(run(runner, "b2", answers(lesson, shown, ["z1"]) + "e 1,2,3,4\nr\n"))
    back = out.split("Back to this run's drawn numbers.")[1]
    assert fixed(givens(shown)["u"][0]) in back and "this run's drawn numbers" in back and "1.170705" not in back
    assert "Back to the lesson's numbers." not in out
    course = flat(invoke(runner, "step", "--from", "b2", input="e 1,2,3,4\nr\nq\n").stdout)
    assert "Back to the lesson's numbers." in course and "1.170705" in course.split("Back to the lesson's")[1]


def test_resumed_at_a_state_that_asks_nothing_says_where_the_questions_wait(runner) -> None:
    """A learner's second run opened at b3, where they had stopped, which asks nothing; nothing said the questions
    were at b0 to b2, and they found them only by going back."""
    record(last="b3", visited=["b0", "b1", "b2", "b3"], fade={"b0": 1, "b1": 1, "b2": 1})
    out = flat(invoke(runner, "step", "--predict", input="q\n").stdout)
    assert "Nothing to work out here this time; questions wait at b0, b1, b2: type 0, 1 or 2 to go there." in out
    record(last="b2", visited=["b0", "b1", "b2", "b3"], fade={"b0": 1, "b1": 1, "b2": 1})
    assert "questions wait" not in flat(invoke(runner, "step", "--predict", input="q\n").stdout)  # b2 asks itself
    record(last="b3", visited=["b0", "b1", "b2", "b3"], fade={"b0": 1, "b1": 1, "b2": 1})
    assert "questions wait" not in flat(invoke(runner, "step", input="q\n").stdout)  # not predicting: none wait


def test_zh_predict(runner) -> None:
    record(fade={"b1": 1})
    out = run(runner, "b1", "0\n", lang="zh")
    assert "先算一算：b1" in out and "最早答错的一步：f3。" in out
    assert "还不对" not in out and "NAME" not in out


@pytest.fixture(autouse=True)
def today(monkeypatch) -> None:
    monkeypatch.setenv("R45_TODAY", "2026-12-02")


# --------------------------------------------------------------------------- full screen


def test_full_screen_asks_before_it_shows_then_reveals(lesson) -> None:
    record(fade={"b1": 1}, runs={"b1": 3})
    seen: list[str] = []
    answered: list[str] = []

    async def answer(pilot) -> None:
        log = window_text_of(pilot)
        seen.append(log)
        h = [float(x) for x in re.search(r"h=\(([-\d.,]+)\)", log).group(1).split(",")]  # type: ignore[union-attr]
        W2 = drawn_w2(pilot)
        answered.append(typed(sum(h[k] * W2[k][2] for k in range(6))))
        pilot.app.screen.query_one("#predict-answer").value = answered[-1]
        await press(pilot, "enter")

    app, screens = drive(lesson, [answer, "enter"], start="b1", predicting=True)
    opened, revealed, shown = screens
    assert "Newforthisrun,notthelesson's:h,W2." in window_text(opened)
    assert "right" in window_text(revealed) and "Everystepright." in window_text(revealed)
    assert f">{answered[0]}" in window_text(revealed)  # what was typed stays above its verdict
    # above the lesson's numbers, the table says whose it is (a learner back at b2 read two right z1)
    assert "Your answers beside the right ones, on the run's drawn numbers, not the lesson's" in flat(shown)
    assert "b1 · W2 projects back" in shown
    assert app.stepper.seen.fade == {"b1": 2} and app.hidden is None
    assert progress_file()["runs"] == {"b1": 4, "right:b1": 1}  # spot opens for b1


def window_text_of(pilot) -> str:
    from tuidrive import screen_text

    return window_text(screen_text(pilot.app))


def drawn_w2(pilot) -> list[list[float]]:
    """The W2 the predict window shows (drawn for this run), read from the screen it asked on."""
    asking = pilot.app.screen.asking
    return asking.worked.ffn.W2.tolist()


def test_full_screen_first_visit_is_shown_worked(lesson) -> None:
    app, (screen,) = drive(lesson, [], start="b2", predicting=True)
    assert "b2 · Add u back" in screen and progress_file()["fade"] == {"b2": 1}
    assert progress_file()["visited"] == ["b2"]  # the state the app opens on is seen (it once never was)
    assert "1.233154" in app.panes[-1] and "drawn" not in app.panes[-1]  # the lesson's numbers, shown worked
    said = "This time the state is shown worked; next run (on coming back here, a now, or step --predict again) " \
        "you will be asked for its last step first: z1."
    assert said in flat(app.panes[-1])  # in the page, where it covers nothing (a toast once hid the panel for 6 s)
    assert not list(app.query("Toast"))


def test_a_run_left_with_esc_is_not_said_to_be_a_first_showing(lesson) -> None:
    """Esc on the question shows the state; it was asked, so the page does not say it is shown worked this time
    and asked next time (it once did, after any run left early)."""
    record(fade={"b1": 1}, runs={"b1": 3})
    app, screens = drive(lesson, ["escape"], start="b1", predicting=True)
    assert "b1 · W2 projects back" in screens[-1] and app.hidden is None
    assert "shown worked" not in flat(app.panes[-1]) and app.stepper.seen.fade == {"b1": 1}
    # every step's answer stands in the reveal above the state, and the page says so
    pane = flat(app.panes[-1])
    assert "You left before submitting an answer: every step's answer is in the table of your answers" in pane
    assert re.search(r"f3 +not given +1\.899280 +not answered", app.panes[-1])
    assert pane.index("Your answers beside the right ones") < pane.index("You left before submitting an answer")


def test_a_claim_left_unanswered_is_answered_in_words(runner, lesson) -> None:
    """Esc (or q) on a claim: its right option and the reason stand above the state, which has no number that
    answers it (the page once said "the numbers below are the answers" over a claim)."""
    record(visited=["b4"])
    answer = "The answer is 2 (No: the softmax weights change with x itself)"
    why = "attn(x + y) and attn(x) + attn(y) differ: the softmax weights change with x itself."
    app, _ = drive(lesson, ["escape"], start="b4", predicting=True, shots=False)
    assert answer in flat(app.panes[-1]) and why in flat(app.panes[-1])
    assert "You left before submitting an answer: every step's answer is in the table" in flat(app.panes[-1])
    assert "Nothing of this run is recorded." in flat(app.panes[-1]) and "you answered" not in flat(app.panes[-1])
    assert re.search(r"the question +not given +2 +not answered", app.panes[-1])
    out = invoke(runner, "--plain", "--lang", "en", "step", "--predict", "--from", "b4", input="q\nq\n").stdout
    assert "the question: not answered; the answer: 2" in out  # not "2. No: …; not answered", heard as the choice
    said = "attention of the whole of (x + y) and attention of x + attention of y differ"  # a word, not "at-n"
    assert answer in out and said in out
    assert "verdict: not answered" not in out
    assert progress_file()["skills"] == {} and progress_file()["cards"] == {}  # nothing answered, nothing recorded


def test_squeezed_zh_window(lesson) -> None:
    record(fade={"b2": 5})
    app, screens = drive(lesson, [], start="b2", lang="zh", predicting=True)
    assert "s=?（全部4个分量）" in squeezed(screens[0])


# --------------------------------------------------------------------------- what the learner model hears


def keep(**fields) -> None:
    """The progress file with these fields replaced, the rest (skills, runs) as the runs left it."""
    record(**{**progress_file(), **fields})


def test_the_n_minus_1_learner_never_masters_the_variance_and_a_right_learner_does(runner, lesson, tmp_path,
                                                                                   monkeypatch) -> None:
    """Eight predict runs of b2's four steps, worked by hand from the screen: the learner always right masters
    the variance; the one who divides by n − 1 every time is told so each run and never gets near it."""
    from r45cli import bkt

    chances = {}
    for name, learner in (("right", Learner()), ("n-1", Learner("unbiased_variance"))):
        monkeypatch.setenv("R45_STATE_DIR", str(tmp_path / name))
        record(fade={"b2": 4})
        for _ in range(8):
            shown = look(runner, "b2")  # read before typing: leaving would spend the draw
            run(runner, "b2", answers(lesson, shown, ["s1", "mean", "var", "z1"], learner))
            keep(fade={"b2": 4})  # the same four steps each run
        chances[name] = progress_file()["skills"]
    assert bkt.mastered(chances["right"]["variance"]) and chances["n-1"]["variance"] < 0.2  # the floor P(T) leaves
    assert bkt.mastered(chances["n-1"]["mean"])  # the steps before the slip were right
    assert "eps" not in chances["n-1"]  # z1 followed from its own var each time: neither credited nor blamed


def test_a_failed_run_from_u_to_z_counts_against_the_whole_block(runner, lesson) -> None:
    """The learner's two u → z runs failed, yet the whole block stood at 1.00: a finished chain run that is not
    done unaided is a wrong attempt at the block."""
    record(fade={"b2": 7}, unaided={"b0": "2026-11-30", "b1": "2026-11-30", "b2": "2026-12-01"})
    shown = look(runner, "b2")  # read before typing: leaving would spend the draw
    run(runner, "b2", answers(lesson, shown, ["a", "relu_zeroed", "f", "s", "mean", "var", "z"],
                              Learner("unbiased_variance")))
    from r45cli import bkt, learner

    skills = progress_file()["skills"]
    wrong = bkt.update(bkt.Params().prior, False, bkt.Params(guess=learner.BLOCK_GUESS))
    assert skills["block"] == wrong and skills["variance"] < 0.2 and skills["mean"] > 0.4
    shown = look(runner, "b2")  # read before typing: leaving would spend the draw
    run(runner, "b2", answers(lesson, shown, ["a", "relu_zeroed", "f", "s", "mean", "var", "z"]))
    assert progress_file()["skills"]["block"] > skills["block"]  # done unaided: credited


def test_relu_forgotten_at_f_in_the_chain_counts_against_relu_not_projecting(runner, lesson) -> None:
    """From u to z, the channels ReLU zeroes named right, then f worked without ReLU: f was told "ReLU forgotten",
    and the record charged the miss to projecting by W2, keeping ReLU's run of right answers (a learner's report).
    A vector's slips are named at its components, and those are what the record hears."""
    record(fade={"b2": 7}, unaided={"b0": "2026-11-30", "b1": "2026-11-30", "b2": "2026-12-01"})
    shown = look(runner, "b2")
    slipped = answers(lesson, shown, ["a", "f", "s", "mean", "var", "z"], Learner("relu_forgotten")).splitlines()
    zeroed = answers(lesson, shown, ["relu_zeroed"]).strip()
    out = flat(run(runner, "b2", "\n".join([slipped[0], zeroed, *slipped[1:]]) + "\n"))
    assert "ReLU forgotten" in out
    relu, project = (next(s.id for s in lesson.skills if slip in s.slips)
                     for slip in ("relu_forgotten", "w2_transposed"))
    tried = progress_file()["tried"]
    assert tried[relu] == [1, 2, 0] and tried[project] == [1, 1, 1], tried  # W2's projection was done right


def test_one_channel_kept_at_f_in_the_chain_is_named_after_the_channels_said_right(lesson) -> None:
    """From u to z, a typed right and the channels ReLU zeroes named right, then f worked with one of them kept as its
    a (f1 = 0.5·a1): "Not right" and W2's hint alone, and the miss charged to projecting by W2 (h350). The slip is
    named, with its channel, and charged to ReLU."""
    import numpy as np

    from r45cli.view.predicting import graded

    p = predict.plan(lesson, "b2", predict.Record({"b2": 7}, ("b0", "b1", "b2"), {"b0", "b1", "b2"}, {}))
    worked = predict.draw(lesson, p)
    a, h = worked.vector("a"), worked.vector("h")
    kept = next(j for j in range(len(a)) if a[j] < 0 and worked.ffn.W2[j].any())
    asking = predict.Asking(p, worked)
    list(asking.opening())
    asking.answer(" ".join(fixed(x) for x in a))
    asking.answer(" ".join(f"h{j + 1}" for j in range(len(a)) if a[j] < 0))
    slipped = np.array([float(fixed(x)) for x in h])
    slipped[kept] = float(fixed(a[kept]))
    [event] = [e for e in asking.answer(" ".join(fixed(x) for x in slipped @ worked.ffn.W2 + worked.ffn.b2))
               if isinstance(e, predict.Graded)]
    said = " ".join(b.text for b in graded(event, "en") if hasattr(b, "text"))
    assert f"A negative channel before it (h{kept + 1}) was not zeroed by ReLU." in said, said
    assert {k for v in event.parts for k in v.slips} == {"relu_one_kept"}


def test_the_predict_window_keeps_a_gap_before_its_scrollbar(lesson) -> None:
    """A learner read 'LayerNorm 的方差除以通道数 n，不是██': text laid out to the window's full width ran into the
    scrollbar; then, with the gap put after the scrollbar, '输入 p 直接看这一步的答案██'. Every page of the window
    ends a column before the scrollbar, as in the help and why windows."""
    from tuidrive import record as probe

    record(fade={"b2": 5})
    gaps: list[int] = []

    def gap(app) -> int:
        body = app.screen.query_one("#predict-body")
        return body.vertical_scrollbar.region.x - max(page.region.right for page in body.children)

    drive(lesson, [probe(gap, gaps)], start="b2", lang="zh", predicting=True, size=(64, 20),  # a page to scroll
          shots=False)
    assert gaps == [1]


def test_on_a_short_terminal_the_window_shows_the_first_new_line_first(lesson) -> None:
    """At 40×16 the window opened scrolled to its end: the question's title and the drawn u and f were off screen.
    It opens at its first line, and after an answer the line typed shows with its verdict below."""
    record(fade={"b2": 1}, runs={"b2": 3})
    app, screens = drive(lesson, ["1", "enter"], start="b2", lang="zh", size=(40, 16), predicting=True)
    def rows(screen: str) -> list[str]:  # the window's lines, inside its frame, from its top
        lines = screen.splitlines()
        top = next(i for i, line in enumerate(lines) if "█▀" in line)
        return [line[line.find("█") + 1 : line.rfind("█")].strip(" █") for line in lines[top + 1 :]]

    assert rows(screens[0])[0].startswith("先算一算：b2")  # at the very top: no blank line above it
    after = rows(screens[-1])
    typed = after.index("z1 = ? > 1")  # the line typed, under the step it answers, its verdict below
    assert after[typed + 1].startswith("不对") and any(row.startswith("最早答错的一步：z1") for row in after)
    # one step answered: no table of one row under its verdict in the window (the state's pane keeps it)
    assert "你的答案与正确答案" not in screens[-1]


def test_the_step_asked_is_above_the_field_whatever_the_log_shows(lesson) -> None:
    """At 80×24 and 40×16 the window opened at its given numbers, and the question ("z1 = ?") was three PgDn below:
    a learner saw a field and no question. The step asked is said above the field, each step's own; gone with the
    reveal."""
    record(fade={"b2": 1}, runs={"b2": 3})
    app, screens = drive(lesson, [], start="b2", lang="zh", size=(40, 16), predicting=True)
    lines = screens[0].splitlines()
    field = next(i for i, line in enumerate(lines) if "> " in line)
    # the only step asked: no "第 1/1 步" (the log leaves it to this line, which said it a second time)
    assert " ".join(lines[field - 2 : field]).count("z1 = ?") == 1 and "第 1/1 步" not in screens[0], screens[0]
    record(fade={"b0": 2}, runs={"b0": 3})
    _, screens = drive(lesson, ["s", "enter", "s", "enter"], start="b0", size=(80, 24), predicting=True)
    # joined by ·, not ：, as the lesson's ask may hold a colon of its own ("Step 1 of 2 · Predict first: a5 = ?")
    asked = [[line.strip(" █") for line in screen.splitlines() if "Step " in line] for screen in screens]
    assert asked[0] == ["Step 1 of 2 · a5 = ? (uW1 + b1, entry 5)"]  # once: above the field
    assert asked[2][-1].startswith("Step 2 of 2 · Which h")
    assert asked[2][0] == "Step 1 of 2 · a5 = ? (uW1 + b1, entry 5) > s"  # the log: its answer
    assert all(" > " in line for line in asked[-1])  # revealed: nothing is asked, the log's answers stay


def test_arrows_in_one_burst_each_scroll_the_window_a_line(lesson) -> None:
    """A learner held ↓ in the window at 40×16: eight presses in one read moved it one line (each scroll was put off
    to the next frame, and each started from where the last had not yet gone)."""
    from tuidrive import burst
    from tuidrive import record as probe

    record(fade={"b2": 2})
    ys: list[float] = []

    def y(app) -> float:
        return app.screen.query_one("#predict-body").scroll_y

    drive(lesson, [burst(*["down"] * 8), probe(y, ys), burst(*["up"] * 3), probe(y, ys)], start="b2",
          size=(40, 16), predicting=True, shots=False)
    assert ys == [8, 5]


def test_naming_the_channels_relu_keeps_is_named_as_relu_the_wrong_way_round(runner, lesson) -> None:
    """A learner named h1 h5, the positive a, as the zeroed ones and was told only which members were wrong."""
    record(fade={"b0": 1})
    shown = look(runner, "b0")
    assert "a_j = Σ_i u_i·W1[i,j] + b1_j" in shown and "b1 = (0, 0, 0, 0, 0, 0)" in shown  # a from u: its formula
    out = flat(run(runner, "b0", answers(lesson, shown, ["relu_zeroed"], Learner("relu_inverted"))))
    assert "That matches what the slip 'ReLU the wrong way round' gives." in out


def test_a_vector_typed_with_full_width_commas_is_shown_a_component_apart(runner, lesson) -> None:
    """A learner typed s with full-width commas and no spaces; the table's "yours" column held it as one word and
    cut a number in two ("-1.04" / "6044"). Each component is shown as typed, a space apart."""
    record(fade={"b2": 6}, unaided={"b0": "2026-11-30"})
    shown = look(runner, "b2")
    lines = answers(lesson, shown, ["s", "mean", "var", "z"]).splitlines()
    typed_s = lines[0].split()
    out = run(runner, "b2", "\n".join(["，".join(typed_s), *lines[1:]]) + "\n")
    table = re.split(r"\n(?:Every step|The first step)", out.split("Your answers beside the right ones", 1)[1])[0]
    assert all(table.count(x) == 2 for x in typed_s), table  # each whole, in "yours" and in "right"


def test_the_formulas_cover_every_step_the_asked_one_needs(runner) -> None:
    """At b2's first level z1 is asked with s1, mean and var worked: z1 needs std too, from var. The formulas are
    those of every step down to the givens and the steps worked. (When s4 was the step worked, z1 needed s1, which
    neither the steps worked nor the formulas gave: the lesson's first step is now s1.)"""
    record(fade={"b2": 1})
    shown = look(runner, "b2")
    listed = shown.split("Formulas to use:", 1)[1].split("step 1 of", 1)[0]
    assert [line[2:] for line in listed.splitlines() if line.startswith("• ")] == [
        "std = √(var + eps)", "z_i = gamma_i·(s_i − mean) / std + beta_i"]
    worked = shown.split("Steps already worked:", 1)[1].split("Formulas to use:", 1)[0]
    assert [line.split(" = ")[0] for line in worked.splitlines() if line[:1].isalpha()] == \
        ["s1", "s2", "s3", "s4", "mean", "var"]
    # at the second level s2 … s4 are worked on the way to the mean: s's formula was listed as still to use
    record(fade={"b2": 2})
    listed = look(runner, "b2").split("Formulas to use:", 1)[1].split("step 1 of", 1)[0]
    assert [line[2:].split(" = ")[0] for line in listed.splitlines() if line.startswith("• ")] == ["var", "std", "z_i"]


def test_the_steps_shown_worked_are_worked_from_the_givens(runner, lesson) -> None:
    """After two runs wrong at var, the next one showed "var = 1.646345" alone, and s2 … s4 nowhere: the steps
    shown worked now come with their working, each line from the givens above it, as the quiz's solutions do."""
    record(fade={"b2": 1}, runs={"b2": 1})
    text = look(runner, "b2")
    by_hand = Learner().work(course_example(lesson), givens(text))  # from the u and f on screen
    worked = text.split("Steps already worked:", 1)[1].split("Formulas to use:", 1)[0].splitlines()
    for name in ("s1", "s2", "s3", "s4", "mean", "var"):  # each with its formula, its numbers and its value
        at = next(k for k, line in enumerate(worked) if line.startswith(f"{name} = "))
        assert f"= {typed(by_hand[name])}" in [line.strip() for line in worked[at + 1 : at + 5]], worked[at : at + 5]


def test_a_run_that_asks_only_channels_does_not_ask_for_decimals(runner) -> None:
    """b0's first level asks which h ReLU zeroes, and its opening said "to 6 decimals"."""
    record(fade={"b0": 1})
    shown = flat(look(runner, "b0"))
    assert "Answer this step. Asked: which h ReLU sets to 0. Keys: s skips" in shown
    assert "6 decimals" not in shown.split("step 1")[0]


def test_a_drawn_w2_is_said_to_be_drawn_once(runner) -> None:
    """b1 on fresh numbers said "Drawn anew for this run, not the lesson's: h, W2" and, under W2's table, "(W2 is
    drawn anew for this question, not the lesson's)" again."""
    record(fade={"b1": 2}, runs={"b1": 3})
    shown = flat(look(runner, "b1"))
    assert "New for this run, not the lesson's: h, W2." in shown and "W2 is drawn anew" not in shown


def test_the_window_says_how_to_type_a_vector_but_leaves_the_keys_to_the_line_under_the_field(lesson) -> None:
    """b1's f in the window: "type 4 numbers … ; p shows the answer, f the formulas, q ends" in the log, and the
    same keys again under the field."""
    record(fade={"b1": 2}, runs={"b1": 3})
    _, screens = drive(lesson, ["pagedown", "pagedown", "pagedown"], start="b1", size=(80, 24), predicting=True)
    shown = " ".join(" ".join(screen.split()) for screen in screens)
    assert "type 4 numbers" in shown and "f the formulas, q ends" not in shown


def test_a_close_component_is_said_close_once(runner, lesson) -> None:
    """"f1 = …, yours …: close" over "Close: the first 5 decimals agree, off by 0.000002": close twice a line."""
    record(fade={"b2": 6})  # the whole state: s asked first, all 4 components
    shown = look(runner, "b2")
    s = answers(lesson, shown, ["s"]).split()
    s[0] = f"{float(s[0]) + 2e-6:.6f}"
    out = flat(run(runner, "b2", " ".join(s) + "\n"))
    assert f"yours {s[0]}. Close: the first 5 decimals agree; it is off by 0.000002." in out
    assert "Not right in 1 of the 4 components (1 close)." in out  # the count, not every right value again


def test_the_count_of_wrong_components_says_which_are_close_or_cut_short(runner, lesson) -> None:
    """s typed with one component close and one the right value to 2 decimals: "all 4 components are wrong" had
    stood over "Close: …", and the 2-decimal one was "wrong" beside "That is the right value to 2 decimals"."""
    record(fade={"b2": 6})
    shown = look(runner, "b2")
    s = answers(lesson, shown, ["s"]).split()
    right = list(s)
    s[0] = f"{float(s[0]) + 2e-6:.6f}"  # close
    s[1] = f"{float(s[1]):.2f}"  # cut short
    s[2] = f"{float(s[2]) + 1:.6f}"  # wrong
    out = flat(run(runner, "b2", " ".join(s) + "\n"))
    assert "Not right in 3 of the 4 components (1 wrong, 1 close, 1 cut short)." in out, out
    assert f"s2 = {right[1]}, yours {s[1]}: cut short That is the right value to 2 decimals" in out.replace("−", "-")


def test_a_run_at_the_resumed_state_is_not_followed_by_the_resume_note(lesson) -> None:
    """Resumed at b2 in the full screen, a learner answered in the window, and under the table of answers read
    "Resuming from b2, where you stopped" as if arriving: the run had opened the session."""
    record(last="b2", fade={"b2": 1}, runs={"b2": 3})
    app, _ = drive(lesson, ["escape"], predicting=True, resume=True, shots=False)
    assert app.stepper.current == "b2" and "Resuming" not in flat(app.panes[-1])
    _, before = drive(lesson, [], resume=True)  # no run: the note stands over the state
    assert "Resuming" in flat(before[0])


@pytest.mark.parametrize("lang, fade, said", [
    ("en", 3, "Asked, in this order: mean, var, z1."),  # the keys: said by the prompt under it
    ("zh", 3, "依次要算：mean、var、z1。"),
    ("en", 1, "Asked: z1."),
])
def test_a_run_names_the_steps_it_asks_before_the_numbers(runner, lang, fade, said) -> None:
    """Read aloud, a run's title was followed by some 20 lines of givens and worked steps before "z1 = what": the
    steps it asks are named in its opening sentence (a listener's report)."""
    record(fade={"b2": fade})
    out = invoke(runner, "--lang", lang, "--plain", "step", "--predict", "--from", "b2", input="q\nq\n").stdout
    lines = out.splitlines()
    title = next(k for k, line in enumerate(lines) if line.startswith(("Work it out first: b2", "先算一算：b2")))
    assert said in lines[title + 1], lines[title + 1]


def test_plain_text_says_each_answer_once_in_its_line_of_the_table(runner, lesson) -> None:
    """Read aloud, the table of answers said the learner's number twice ("var = 1.365960; yours: 1.821280; verdict:
    n − 1 in the variance: yours = 1.821280"), and a step not answered "the answer: −1.669978: right = −1.669978",
    its right value heard as the verdict "right" (a listener's report)."""
    record(fade={"b2": 2})
    shown = look(runner, "b2")
    typed = answers(lesson, shown, ["var", "z1"], Learner("unbiased_variance"))
    out = invoke(runner, "--plain", "step", "--predict", "--from", "b2", input=typed + "q\n").stdout
    line = next(line for line in out.splitlines() if line.startswith("var = ") and "; verdict: " in line)
    assert line.endswith("; verdict: n − 1 in the variance") and line.count(typed.split()[0]) == 1, line
    record(fade={"b2": 6})  # every component of s asked: left at once, each said not answered
    left = invoke(runner, "--plain", "step", "--predict", "--from", "b2", input="q\nq\n").stdout
    unanswered = [line for line in left.splitlines() if re.match(r"s\d: not answered; the answer: ", line)]
    assert len(unanswered) == 4 and not [line for line in unanswered if "right =" in line], unanswered


def test_plain_text_names_each_component_of_a_vector_and_says_its_slip_before_them(runner, lesson) -> None:
    """Read aloud, "yours: −0.500552 −0.362161 …" ran into one subtraction; a slip's sentence stood between s1's line
    and s2's, as if about s1 alone; and four components with one slip heard it four times ("u1 is left out", …).
    The slip comes first: at 40×16 it had been six lines below the window's fold, under "Enter shows the state"."""
    record(fade={"b2": 6})  # the whole state: s asked first, all 4 components
    shown = look(runner, "b2")
    typed = answers(lesson, shown, ["s"], Learner("residual_forgotten"))  # s = f
    out = invoke(runner, "--plain", "step", "--predict", "--from", "b2", input=typed + "q\n").stdout
    f = givens(shown)["f"]
    for j, x in enumerate(f):  # a row a component in the table of answers, each named
        assert f"yours: s{j + 1} = {x:.6f}; verdict: ".replace("-", "−") in out
    lines = out.splitlines()
    parts = [i for i, line in enumerate(lines) if re.match(r"s\d = .*, yours ", line)]
    slips = [i for i, line in enumerate(lines) if line.startswith(
        "That matches what the slip 'residual forgotten (u not added back)'")]
    assert len(parts) == 4 and parts == list(range(parts[0], parts[0] + 4)) and slips == [parts[0] - 1]
    assert lines[slips[0]].endswith("f was used where s belongs; add u back first, s = u + f, then normalise.")
    # the components' lines give their right values, so the line over them counts; the slip is named once, first
    assert lines[slips[0] - 1] == "Not right: all 4 components are wrong."
    # each line ends as its row of the table of answers does: "not right" there had stood beside "eps left out" here
    assert all(lines[i].endswith(": residual forgotten (u not added back)") for i in parts)


def test_one_slip_over_a_whole_vector_is_said_of_the_vector(runner, lesson) -> None:
    """Every component of s typed with its sign flipped: the slip said once, of s ("minus s"), not of s1 alone."""
    record(fade={"b2": 6})
    shown = look(runner, "b2")
    s = [f"{-float(x) + 0.0:.6f}" for x in answers(lesson, shown, ["s"]).split()]
    out = flat(run(runner, "b2", " ".join(s) + "\n"))
    assert "This is minus s: check which term is subtracted." in out and "minus s1" not in out


def test_the_note_on_values_written_x_or_y_holds_for_three() -> None:
    """A reveal listed "1.327499 or 1.327498 or 1.327500" under a note that both ("两个都算对", "either way") are
    right: the note serves two values or three, so it counts neither."""
    from r45cli.messages import M, say

    said = say(M.test_two_ways, "zh", next="7") + say(M.test_two_ways, "en", next="7")
    said += say(M.test_two_ways_rounding, "zh") + say(M.test_two_ways_rounding, "en")
    assert not re.search(r"两个|either|both", said)  # a tie has two sides only: its note may say "either way"


def test_a_draw_is_spent_once_shown_however_the_run_ends(lesson) -> None:
    """A learner was shown the answers, the terminal closed before Enter, and the next run asked the same numbers
    (whose answers they had just read): the run is counted as its numbers are shown, not when it is left."""
    from tuidrive import stepper

    record(fade={"b2": 1}, runs={"b2": 3})
    shown = stepper(lesson, start="b2", predicting=True).ask_first()  # the window opens; nothing after it is saved
    assert progress_file()["runs"] == {"b2": 4}
    again = stepper(lesson, start="b2", predicting=True).ask_first()
    assert shown is not None and again is not None and shown.seed != again.seed


def test_the_window_says_more_below_only_while_there_is_more(lesson) -> None:
    """At 80×24, after b2's one step was answered, the lower border still said "▼ more below" and PgDn moved
    nothing: the line above the field had gone and the log had grown to hold it all, with no word redrawn."""
    record(fade={"b2": 1})
    for lang in ("zh", "en"):
        _, screens = drive(lesson, list("1") + ["enter"], start="b2", size=(80, 24), predicting=True, lang=lang)
        assert "z1" in screens[-1] and "more below" not in screens[-1] and "下面还有" not in screens[-1], screens[-1]


def test_a_right_mean_that_leaving_out_u_gives_too_is_said_so_with_s1_shown(lesson) -> None:
    """With s1 worked on screen, the mean of f alone (u is a LayerNorm output: mean 0) was graded "Right." with no
    word, where the quiz says leaving out u gives the same mean: only the slip's way that keeps the shown s1 was
    compared, and that one gives another number."""
    from r45cli.view.predicting import graded

    p = predict.plan(lesson, "b2", predict.Record({"b2": 3}, (), set(), {}))
    assert p is not None and [str(q.answer) for q in p.asked][0] == "mean" and p.worked  # s1 shown worked
    worked = predict.draw(lesson, p)
    asking = predict.Asking(p, worked)
    list(asking.opening())
    mean_f = fixed(sum(float(fixed(x)) for x in worked.vector("f")) / 4)
    [event] = [e for e in asking.answer(mean_f) if isinstance(e, predict.Graded)]
    said = " ".join(b.text for b in graded(event, "en") if hasattr(b, "text"))
    assert said.startswith("Right.") and "Leaving out u would give this mean too here" in said


def test_leaving_out_u_is_said_to_give_a_mean_only_where_it_gives_that_mean_as_written(lesson) -> None:
    """mean(u) = 2.5e-7: the mean of s is 0.2169575, a tie (0.216958 or 0.216957), and the mean of f alone 0.21695725
    (0.216957). With s typed right, "Leaving out u would give this mean too" was said under 0.216958 as well: the
    slip's way kept the typed s. It is said of 0.216957 alone, typed s or not (a learner's report)."""
    from r45cli.lesson.model import Bilingual, Question
    from r45cli.worked import compute

    worked = compute(lesson, u=np.array([0.345584, 0.821618, 0.330437, -1.497638]))
    q = Question("number", Bilingual("", ""), Bilingual("", ""), "mean", 5e-7, given=("u", "f"))
    typed_s = {f"s{j}": float(fixed(x)) for j, x in enumerate(worked.vector("s"), 1)}
    for mine in ({}, typed_s):
        said = {typed: [m.mistake.key for m in grading.grade(q, float(typed), worked, text=typed, mine=mine).same]
                for typed in ("0.216958", "0.216957")}
        assert said == {"0.216958": [], "0.216957": ["residual_forgotten"]}, (mine, said)


def test_a_run_of_one_question_right_is_not_told_every_step_right(runner) -> None:
    """b4's one question answered right said "Right." and then "Every step right." (每一步都对), of one step."""
    record(fade={"b4": 1})
    out = run(runner, "b4", "2\n")
    assert "Right." in out and "Every step right." not in out


def test_a_vector_steps_field_says_how_to_type_it(lesson) -> None:
    """At 80×24, "f = ? (all 4 components)" stood above the field and how to type four numbers only below the fold;
    at 40×16 the whole line was cut to "> type 4": short enough for both."""
    record(fade={"b1": 2})
    _, screens = drive(lesson, [], start="b1", size=(80, 24), predicting=True)
    field = next(line for line in screens[0].splitlines() if "> " in line and "f = ?" not in line)
    assert "> 4 numbers, commas or spaces" in field
    _, screens = drive(lesson, [], start="b1", size=(40, 16), predicting=True)
    assert "> 4 numbers, commas or spaces" in screens[0]  # whole in a cramped window too
    record(fade={"b2": 1})
    _, screens = drive(lesson, [], start="b2", size=(80, 24), predicting=True)
    assert "> your answer" in screens[0]  # a number's field, as before


def test_a_set_steps_field_says_how_to_type_it(lesson) -> None:
    """"Which h does ReLU zero?" stood above the field, and how to name them ("h1 h3", or 无) at the foot of the
    log, below the fold at 80×24 (a learner's report): the empty field says it, in either language, at 40×16 too."""
    record(fade={"b0": 1})
    for lang, hint in (("en", "> e.g. h1 h3, or none"), ("zh", "> 如 h1 h3；都不是就输入“无”")):
        _, screens = drive(lesson, [], start="b0", lang=lang, size=(40, 16), predicting=True)
        assert hint in screens[0]


def test_an_answer_not_read_stays_in_the_field_to_mend(lesson) -> None:
    """At 40×16 a vector answer with a number missing (three of four) was refused and the field emptied: all four had
    to be typed again. It is left there to mend; an answer that was read, right or wrong, still empties it, as does a
    line with no digit to mend (n, a key of the states, had stayed: the next digit made "n1")."""
    from tuidrive import record as probe

    record(fade={"b1": 2})
    kept: list[str] = []
    field = probe(lambda app: app.screen.query_one("Input").value, kept)
    steps = [*"1.5 2 3", "enter", field, "ctrl+u", *"1.5 2 x 4", "enter", field, "ctrl+u", "x", "enter", field,
             *"0 0 0 0", "enter", field]
    drive(lesson, steps, start="b1", size=(40, 16), predicting=True, shots=False)
    assert kept == ["1.5 2 3", "1.5 2 x 4", "", ""], kept


def test_a_right_answer_cut_short_is_asked_for_all_its_decimals_once_and_costs_nothing(lesson) -> None:
    """As the quiz asks: the mean to 5 decimals, then a whole s with one component to 5, then each in full. A 5-decimal
    answer had been graded wrong, the step spent, and the run kept from moving on."""
    p = predict.plan(lesson, "b2", predict.Record({"b2": 5}, ("b2",), set(), {"b2": 0}))
    assert p is not None and [str(q.answer) for q in p.asked][:2] == ["s", "mean"]
    worked = predict.draw(lesson, p)
    asking = predict.Asking(p, worked)
    list(asking.opening())
    s = [fixed(x) for x in worked.vector("s")]
    cut = " ".join([s[0][:-1], *s[1:]])  # s1 with 5 decimals
    [again] = asking.answer(cut)
    assert isinstance(again, quiz.Invalid) and not asking.results
    from r45cli.messages import say

    assert say(again.parsed.error, "en", **again.parsed.values) == "Fewer than 6 decimals at s1; every number of " \
        "the vector needs all 6, worked out (zeros added on may not be right)."
    assert asking.answer(cut)[0].verdict.right is False  # once only: typed short again, it is graded
    asking = predict.Asking(p, worked)
    list(asking.opening())
    asking.answer(cut)
    [step, _] = asking.answer(" ".join(s))
    assert step.verdict.right and [g.verdict.right for g in asking.results] == [True]


def test_a_short_answer_that_rounds_right_is_never_called_a_slip(lesson) -> None:
    """z1 on b2's first draw is 1.079687 and without eps 1.079690: 1.07969 is both to 5 decimals, and r45 said "That
    matches what the slip 'eps left out' gives" of it. It is asked for all 6 decimals instead."""
    from r45cli.grading import grade

    p = predict.plan(lesson, "b2", predict.Record({"b2": 1}, ("b2",), set(), {}))
    assert p is not None and [str(q.answer) for q in p.asked] == ["z1"]
    worked = predict.draw(lesson, p)
    z1 = float(worked.vector("z")[0])
    s = worked.vector("s")
    no_eps = (s[0] - s.mean()) / np.sqrt(((s - s.mean()) ** 2).mean())
    typed = f"{z1:.5f}"
    assert typed == f"{no_eps:.5f}" and fixed(z1) != fixed(no_eps)  # the premise: both, to 5 decimals
    verdict = grade(p.asked[0], float(typed), worked, text=typed)
    assert not verdict.matches and verdict.cut_short
    [again] = predict.Asking(p, worked).answer(typed)
    assert isinstance(again, quiz.Invalid)


def test_a_right_value_to_two_decimals_is_asked_for_in_full_however_far_it_is_off(runner) -> None:
    """a5 = u1 − u2 = −1.217110 − 1.515448 = −2.732558 on b0's second draw: −2.73 was "Not right", while 1.80 for
    1.800497 on the first was asked for all 6 decimals (it lay within 5e-4 of the right one by chance)."""
    record(fade={"b0": 2}, visited=["b0"], runs={"b0": 1})
    out = run(runner, "b0", "-2.73\n-2.732558\n")
    assert givens(out)["u"][:2] == [-1.21711, 1.515448]
    assert "You gave 2 of 6 decimals; give all 6, worked out (zeros added on may not be right). Type it again." \
        in flat(out) and "Not right: it is a5" not in out
    assert re.search(r"^a5 +-2.732558 +-2.732558 +right", out, re.MULTILINE)
    record(fade={"b0": 2}, visited=["b0"], runs={"b0": 1})
    for wrong in ("-3", "-2.7", "-2.74"):  # not the right value to its decimals, or too few of them to tell
        assert "give all 6" not in flat(run(runner, "b0", f"{wrong}\n")), wrong


def test_one_slip_over_some_components_names_those_components_not_the_vector(lesson) -> None:
    """a typed with only a5 and a6 negated read "This is minus a: check which term is subtracted" (a learner's report):
    a1 to a4 were right."""
    from r45cli.view.predicting import graded

    n = len(lesson.state("b0").predict)
    p = predict.plan(lesson, "b0", predict.Record({"b0": n + 1}, ("b0",), set(), {}))
    assert p is not None and str(p.asked[0].answer) == "a" and p.asked[0].kind == predict.VECTOR
    worked = predict.draw(lesson, p)
    a = [float(fixed(x)) for x in worked.vector("a")]
    typed = " ".join(fixed(-x if j >= 4 else x) for j, x in enumerate(a))
    asking = predict.Asking(p, worked)
    list(asking.opening())
    [event] = [e for e in asking.answer(typed) if isinstance(e, predict.Graded)]
    said = " ".join(b.text for b in graded(event, "en") if hasattr(b, "text"))
    assert "Not right in 2 of the 6 components." in said and "minus a:" not in said
    assert "This is minus a5 and a6: check which term is subtracted." in said
    zh = "".join(b.text for b in graded(event, "zh") if hasattr(b, "text"))
    assert "这是 a5、a6 的相反数" in zh  # not 这个数 ("this number") of two numbers


def test_the_table_of_answers_sets_each_component_of_a_vector_beside_its_right_value(lesson) -> None:
    """At 80 columns "0.617354 2.561071 / -2.561071" stood beside "0.617354 / -2.561071 / 2.561071": a wrong a5 sat
    beside the right one and looked right (a learner's report). A vector is a row a component."""
    from r45cli.view.predicting import reveal

    n = len(lesson.state("b0").predict)
    p = predict.plan(lesson, "b0", predict.Record({"b0": n + 1}, ("b0",), set(), {}))
    assert p is not None
    worked = predict.draw(lesson, p)
    a = [fixed(x) for x in worked.vector("a")]
    asking = predict.Asking(p, worked)
    list(asking.opening())
    asking.answer(" ".join(a[:4] + a[4:][::-1]))  # a5 and a6 swapped
    while asking.reveal is None:
        asking.answer("s")
    [table] = [b for b in reveal(asking.reveal, "en") if hasattr(b, "rows")]
    rows = {r.label: tuple(getattr(c, "text", c) for c in r.cells) for r in table.rows}
    assert rows["a5"][:2] == (a[5], a[4]) and rows["a1"] == (a[0], a[0], "right")
    # the right values are numbers, set on the point: 1.201068 over −0.071132 had stood flush left, a digit out
    assert all(isinstance(r.cells[1], Num) for r in table.rows if r.label.startswith("a"))
    # and so are the numbers typed: "a3     -0.339921" beside "a4     1.709334" stood a digit out
    assert all(isinstance(r.cells[0], Num) for r in table.rows if r.label.startswith("a"))
    # and read once in linear text: "a5 = …; yours: …; verdict: …: right = …" said the right value twice
    from r45cli.plain.draw import page

    heard = "\n".join(page((table,), "en")).replace("\xa0", " ").replace("−", "-")
    assert f"a5 = {a[4]}; yours: a5 = {a[5]}; verdict: " in heard and ": right = " not in heard


def test_a_run_with_a_step_looked_at_still_names_the_first_step_that_went_wrong(lesson) -> None:
    """p for the mean, then a wrong z1: the run said only "Steps whose answer you looked at (p): 1" (a learner's
    report), and not that z1 had gone wrong."""
    from r45cli.view.predicting import summary

    p = predict.plan(lesson, "b2", predict.Record({"b2": 3}, ("b2",), set(), {}))
    assert p is not None and [str(q.answer) for q in p.asked] == ["mean", "var", "z1"]
    asking = predict.Asking(p, predict.draw(lesson, p))
    list(asking.opening())
    for line in ("s", "s", "0.1"):
        asking.answer(line)
    assert asking.reveal is not None
    said = [b.text for b in summary(asking.reveal, "en")]
    assert said[:2] == ["Steps whose answer you looked at (s): 2; this run is not all right.",
                        "The earliest step that went wrong: z1."]


def test_a_wrong_set_says_why_each_channel_put_wrongly_is_in_or_out(lesson) -> None:
    """"Not right: it is h2, h3, h4, h6. Left out: h6." said not why (a listener's report): a6 < 0, which the run's
    last step leaves the learner to find. Each channel left out or put in wrongly comes with its deciding value."""
    from r45cli.view.predicting import graded

    p = predict.plan(lesson, "b0", predict.Record({"b0": 2}, ("b0",), set(), {"b0": 1}))
    assert p is not None and [q.kind for q in p.asked] == ["number", "set"]
    worked = predict.draw(lesson, p)
    a = [fixed(x) for x in worked.vector("a")]
    asking = predict.Asking(p, worked)
    list(asking.opening())
    asking.answer(a[4])
    zeroed = sorted(j for j in range(6) if float(a[j]) <= 0)
    typed = [*zeroed[1:], next(j for j in range(6) if float(a[j]) > 0)]  # one left out, one put in
    [g] = [e for e in asking.answer(" ".join(f"h{j + 1}" for j in typed)) if isinstance(e, predict.Graded)]
    said = [b.text for b in graded(g, "en") if hasattr(b, "text")]
    left, put = zeroed[0], typed[-1]
    assert said[-2:] == [f"a{left + 1} = {a[left]}: h{left + 1} zeroed by ReLU",
                         f"a{put + 1} = {a[put]}: h{put + 1} passed by ReLU as it is"][:: 1 if left < put else -1]
    assert len([line for line in said if line.startswith("a")]) == 2  # the channels typed right are not gone over


def test_a_term_left_out_is_said_as_the_formula_one_term_short_not_twice(lesson) -> None:
    """"f 的和里漏了一项：漏了一项；得 f3 = 1.941074" said the slip twice and no formula (a zh learner's report)."""
    from r45cli.numfmt import coefficient
    from r45cli.plain.draw import page
    from r45cli.view.predicting import graded

    for run in range(40):  # a draw where f3 has two terms or more: one of them left out is a slip of its own
        p = predict.plan(lesson, "b1", predict.Record({"b1": 1}, ("b1",), set(), {"b1": run}))
        assert p is not None and [str(q.answer) for q in p.asked] == ["f3"]
        worked = predict.draw(lesson, p)
        h, W2 = worked.vector("h"), worked.ffn.W2
        terms = [k for k in range(len(h)) if h[k] != 0 and W2[k, 2] != 0]
        if len(terms) >= 2:
            break
    asking = predict.Asking(p, worked)
    list(asking.opening())
    typed = fixed(float(fixed(worked.vector("f")[2])) - float(fixed(h[terms[-1]])) * W2[terms[-1], 2])
    [g] = [e for e in asking.answer(typed) if isinstance(e, predict.Graded)]
    said = {lang: "\n".join(page(graded(g, lang), lang)) for lang in ("en", "zh")}
    # and which term, where the number tells it (a listener's report: 0.168798 = 0.25·h5)
    term = f"{coefficient(abs(W2[terms[-1], 2]))}·h{terms[-1] + 1}" if W2[terms[-1], 2] > 0 else None
    assert term is not None  # the premise: a positive weight, written as the sum writes it
    assert f"a term of f left out: f_j = Σ_k h_k·W2[k,j] + b2_j, one term short ({term}), done this way, f3 comes " \
        f"to {typed}" in said["en"]
    assert f"f 的和里漏了一项：f_j = Σ_k h_k·W2[k,j] + b2_j 少算一项（{term}），这样算，f3 得 {typed}" in said["zh"]
    # a term's sign flipped is said with the term it was (a zh learner had read "(−0.5·h5)" as the term they wrote)
    asking = predict.Asking(p, worked)
    list(asking.opening())
    flipped = fixed(float(fixed(worked.vector("f")[2])) - 2 * float(fixed(h[terms[-1]])) * W2[terms[-1], 2])
    [g] = [e for e in asking.answer(flipped) if isinstance(e, predict.Graded)]
    said = {lang: "\n".join(page(graded(g, lang), lang)) for lang in ("en", "zh")}
    assert f"a term of f with its sign flipped: the term {term}, done this way" in said["en"]
    assert f"f 的一项符号反了：是 {term} 这一项，这样算" in said["zh"]


def test_a_vector_with_one_component_wrong_ends_by_naming_that_component(lesson) -> None:
    """f typed with only f3 wrong: the lines said f3, and the run ended "The earliest step that went wrong: f." (a
    learner's report, zh: 最早错在这一步：f)."""
    from r45cli.view.predicting import summary

    p = predict.plan(lesson, "b1", predict.Record({"b1": 2}, ("b1",), set(), {"b1": 2}))
    assert p is not None and p.asked[0].kind == predict.VECTOR and str(p.asked[0].answer) == "f"
    typed = [fixed(x) for x in predict.draw(lesson, p).vector("f")]
    typed[2] = fixed(float(typed[2]) + 0.5)
    asking = predict.Asking(p, predict.draw(lesson, p))
    list(asking.opening())
    asking.answer(" ".join(typed))
    while asking.reveal is None:
        asking.answer("s")
    said = {lang: [b.text for b in summary(asking.reveal, lang) if hasattr(b, "text")] for lang in ("en", "zh")}
    assert "The earliest step that went wrong: f3." in said["en"], said
    assert "最早答错的一步：f3。" in said["zh"], said


def test_a_slip_that_would_change_components_typed_right_is_not_said_of_the_one_typed_wrong(lesson) -> None:
    """f2 typed with the h5 term's sign flipped, f1, f3 and f4 right: "h5 and h6 swapped" was said, though the swap
    changes f1 and f4 too (a learner's report). The swap must fit the whole vector typed."""
    p = predict.plan(lesson, "b1", predict.Record({"b1": 2}, ("b1",), set(), {"b1": 2}))
    assert p is not None and p.asked[0].kind == predict.VECTOR
    worked = predict.draw(lesson, p)
    h, W2 = [float(fixed(x)) for x in worked.vector("h")], worked.ffn.W2
    typed = [fixed(x) for x in worked.vector("f")]
    typed[1] = fixed(float(typed[1]) - 2 * h[4] * W2[4, 1])
    asking = predict.Asking(p, worked)
    list(asking.opening())
    [g] = [e for e in asking.answer(" ".join(typed)) if isinstance(e, predict.Graded)]
    # the term's flip is named, a slip of one component's sum; the swap, which gives f2 too, is not said of it
    assert [v.right for v in g.parts] == [True, False, True, True]
    assert [m.mistake.key for m in g.parts[1].matches] == ["f_term_flipped"]


def test_a_slip_said_of_one_component_gives_every_other_component_as_typed(lesson) -> None:
    """f typed with W2 read by rows: its f3 was said to be "W2 read by rows (transposed), h5 and h6 swapped" (a
    learner's report), though the swap gives another f1 than the one typed. A slip is said only where it gives
    the whole answer."""
    import numpy as np

    from r45cli.view.predicting import graded

    n = len(lesson.state("b1").predict)
    for run in range(40):  # a draw where the swap gives some of the components typed, not all (the premise)
        p = predict.plan(lesson, "b1", predict.Record({"b1": n + 1}, ("b1",), set(), {"b1": run}))
        assert p is not None
        worked = predict.draw(lesson, p)
        h, W2, b2 = (np.array([float(fixed(x)) for x in worked.vector("h")]), worked.ffn.W2, worked.ffn.b2)
        by_rows = W2[: len(b2), : len(b2)] @ h[: len(b2)] + b2  # f_j = Σ_k W2[j,k]·h_k
        swapped = h.copy()
        swapped[[4, 5]] = swapped[[5, 4]]
        same = [fixed(x) == fixed(y) for x, y in zip(by_rows, swapped @ W2 + b2)]
        if any(same) and not all(same):
            break
    else:
        raise AssertionError("no draw gives the premise")
    asking = predict.Asking(p, worked)
    list(asking.opening())
    while str(asking.current.answer) != "f":
        asking.answer("s")
    [event] = [e for e in asking.answer(" ".join(fixed(x) for x in by_rows)) if isinstance(e, predict.Graded)]
    said = " ".join(b.text for b in graded(event, "en") if hasattr(b, "text"))
    assert "W2 read by rows (transposed)" in said and "swapped" not in said


def test_n_minus_1_and_no_eps_is_named_where_the_variance_was_shown_worked(lesson) -> None:
    """b2 at level 1 shows s1, mean and var worked and asks z1: 0.935039 for 1.079687, a sample's std from the s shown
    (n − 1, no eps), was said only "Not right" (a learner's report): that way of the slip carries past a var shown."""
    import numpy as np

    from r45cli.view.predicting import graded

    p = predict.plan(lesson, "b2", predict.Record({"b2": 1}, ("b2",), set(), {"b2": 0}))
    assert p is not None and [str(q.answer) for q in p.asked] == ["z1"] and "var" in [str(q.answer) for q in p.worked]
    worked = predict.draw(lesson, p)
    s = np.array([float(fixed(x)) for x in worked.vector("s")])
    mean = float(fixed(s.mean()))
    sample = (s[0] - mean) / np.sqrt(float(fixed(((s - mean) ** 2).sum() / (len(s) - 1))))
    asking = predict.Asking(p, worked)
    list(asking.opening())
    [event] = [e for e in asking.answer(fixed(sample)) if isinstance(e, predict.Graded)]
    said = " ".join(b.text for b in graded(event, "en") if hasattr(b, "text"))
    assert "That matches what the slip 'n − 1 in the variance, and eps left out' gives." in said


def test_a_second_slip_on_the_learners_own_first_is_named_as_that_slip_alone(lesson) -> None:
    """var typed with n − 1, then z1 from that var without eps: z1 was said to be "n − 1 in the variance, and eps
    left out", naming again the slip the var had been told (a learner's report). It is eps left out, on their var."""
    import numpy as np

    from r45cli.view.predicting import graded

    p = predict.plan(lesson, "b2", predict.Record({"b2": 2}, ("b2",), set(), {"b2": 0}))
    assert p is not None and [str(q.answer) for q in p.asked] == ["var", "z1"]
    worked = predict.draw(lesson, p)
    s = np.array([float(fixed(x)) for x in worked.vector("s")])
    mean = float(fixed(s.mean()))
    var = float(fixed(((s - mean) ** 2).sum() / (len(s) - 1)))
    asking = predict.Asking(p, worked)
    list(asking.opening())
    asking.answer(fixed(var))
    [event] = [e for e in asking.answer(fixed((s[0] - mean) / np.sqrt(var))) if isinstance(e, predict.Graded)]
    said = " ".join(b.text for b in graded(event, "en") if hasattr(b, "text"))
    assert "eps left out" in said and "n − 1" not in said, said


def test_a_slip_on_own_numbers_says_which_of_them_was_wrong_truly(runner, lesson) -> None:
    """s1 typed as f1 (the residual forgotten), the mean right, then var of f: the var was said to be the slip
    "made on your own earlier numbers, the earlier step's slip included", and the step just before, the mean, was
    right."""
    record(fade={"b2": 4})
    text = look(runner, "b2")
    right, slipped = (Learner().work(course_example(lesson), givens(text)),
                      Learner("residual_forgotten").work(course_example(lesson), givens(text)))
    lines = [typed(slipped["s1"]), typed(right["mean"]), typed(slipped["var"])]  # type: ignore[arg-type]
    out = flat(run(runner, "b2", "\n".join(lines) + "\n"))
    assert "the residual forgotten" in out.casefold() or "residual forgotten" in out, out
    # two slips give that var (the residual forgotten, or added after the norm): the one s1 showed is named, alone
    # ("2 ways give this number" had read as both made, a learner's report)
    assert "This slip, made here on your own earlier numbers (the wrong one included), gives it." in out
    assert "after LayerNorm" not in out and "the earlier step's slip" not in out


def test_a_run_left_after_looking_at_the_formulas_says_the_look_is_recorded(runner, lesson) -> None:
    """`f` at hidden formulas, then leaving: "Nothing of this run is recorded" stood above a record with the hint."""
    record(fade={"b2": 6})
    out = flat(run(runner, "b2", "f\n"))
    assert "Only your look at the formulas is recorded, as a hint." in out and "Nothing of this run" not in out
    assert progress_file()["hints"] == {"b2": 1}


def test_a_run_done_unaided_says_every_step_right_once(runner, lesson) -> None:
    """"Every step right on new numbers … recorded as done unaided." was followed by "Every step right. Next
    session …"."""
    record(fade={"b2": 6}, unaided={"b0": "2026-11-30", "b1": "2026-11-30"})  # the chain comes next
    text = look(runner, "b2")
    out = flat(run(runner, "b2", answers(lesson, text, ["s", "mean", "var", "z"])))
    assert "recorded as done unaided" in out and out.count("Every step right") == 1, out
    assert "Next run (a, or step --predict again):" in out


def test_the_run_that_opens_the_test_after_practice_says_so(runner, lesson) -> None:
    """A zh learner done unaided at the last computing state was told "recorded as done unaided" and nothing of the
    test after practice, now open: they did not know what came next. Said once, by the run that opens it."""
    pre = {"form": "A", "day": "2026-11-30", "score": 60, "items": 10, "skills": {}, "practised": False}
    record(fade={"b2": 6}, unaided={"b0": "2026-11-30", "b1": "2026-11-30"}, tests={"pre": pre})
    text = look(runner, "b2")
    out = flat(run(runner, "b2", answers(lesson, text, ["s", "mean", "var", "z"])))
    assert "recorded as done unaided. The test after practice is open now: r45 test --post (the one before " \
        "scored 60)." in out, out
    assert "b2" in progress_file()["unaided"]
    again = flat(run(runner, "b2", answers(lesson, look(runner, "b2"), ["s", "mean", "var", "z"])))
    assert "The test after practice is open now" not in again  # open before this run: not said again


def test_p_shows_how_the_step_is_worked_not_the_value_alone(runner, lesson) -> None:
    """`p` at var and z1 said "The answer is z1 = 0.024791" and nothing of how: the step's working follows, each
    line from what is on screen (std too, which z1 needs and no step gave)."""
    record(fade={"b2": 2})
    text = look(runner, "b2")
    by_hand = Learner().work(course_example(lesson), givens(text))
    out = run(runner, "b2", "s\ns\n").splitlines()
    for name in ("var", "std", "z1"):
        at = next(k for k, line in enumerate(out) if line.startswith(f"{name} = ") and not line.endswith("?"))
        assert f"= {typed(by_hand[name])}" in [line.strip() for line in out[at + 1 : at + 5]], out[at : at + 5]


def test_a_session_resumed_at_a_state_done_unaided_opens_where_questions_wait(runner, lesson) -> None:
    """A learner who finished b0 unaided was asked b0 again at every start, on the way to the b2 still to learn:
    the session now opens at the first state whose run is not done, and says why, on lines and in the full screen."""
    done = {"b0": "2026-12-01", "b1": "2026-12-01"}
    record(last="b0", visited=["b0", "b1", "b2"], fade={"b0": 4, "b1": 3, "b2": 3}, unaided=done)
    out = flat(invoke(runner, "step", "--predict", input="q\n").stdout)
    said = ("Resuming at b2: b0, the last state you saw, was done without help, and b2 is the first whose questions "
            "still wait")
    assert said in out and "Work it out first: b2" in out and "Work it out first: b0" not in out
    record(last="b0", visited=["b0", "b1", "b2"], fade={"b0": 4, "b1": 3, "b2": 3}, unaided=done)
    _, screens = drive(lesson, [], predicting=True, resume=True, size=(100, 30))
    assert said in flat(screens[0]) and "Work it out first: b2" in flat(screens[0])
    record(last="b0", visited=["b0", "b1", "b2"], fade={"b0": 4, "b1": 3, "b2": 3}, unaided={"b0": "2026-12-01"})
    assert "Work it out first: b1" in flat(invoke(runner, "step", "--predict", input="q\n").stdout)  # the first
    record(last="b0", visited=["b0"], fade={"b0": 4}, unaided={"b0": "2026-12-01"})  # b1 never shown: still to do
    assert "Resuming at b1: b0" in flat(invoke(runner, "step", "--predict", input="q\n").stdout)


def test_quitting_at_a_state_done_unaided_says_where_the_next_session_opens(runner) -> None:
    """Quit at b2 with b0–b2 done unaided, "Left r45 step at b2; r45 step --predict resumes here." stood before a
    next session that opened at b5 (a learner's report): quitting names the state the next session opens at."""
    done = {"b0": "2026-12-01", "b1": "2026-12-01"}
    record(last="b0", visited=["b0", "b1", "b2"], fade={"b0": 4, "b1": 3, "b2": 3}, unaided=done)
    out = flat(invoke(runner, "step", "--predict", "--from", "b0", input="q\n").stdout)
    assert out.endswith("Left r45 step at b0, done unaided; r45 step --predict resumes at b2, where questions still "
                        "wait."), out[-200:]
    record(last="b0", visited=["b0", "b1", "b2"], fade={"b0": 4, "b1": 3, "b2": 3}, unaided=done)
    assert flat(invoke(runner, "step", "--from", "b0", input="q\n").stdout).endswith(
        "Left r45 step at b0; r45 step resumes here.")  # not predicting: where it was left


def test_quitting_names_the_command_with_the_options_given(runner) -> None:
    """"再运行 r45 step --predict" after a session run with --lang zh, where the environment says English, opened the
    next one in English (a learner's report); a --plain session had been sent to the full screen."""
    env = {"LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "R45_LANG": "", "R45_PLAIN": ""}
    zh = flat(invoke(runner, "--lang", "zh", "step", "--predict", "--from", "b3", input="q\n", env=env).stdout)
    assert zh.endswith("再运行 r45 --lang zh step --predict 会从这里继续。"), zh[-120:]
    plain = flat(invoke(runner, "--plain", "step", "--from", "b3", input="q\n", env=env).stdout)
    assert plain.endswith("Left r45 step at b3; r45 --plain step resumes here."), plain[-120:]


def test_quitting_names_the_lesson_file_given(runner, raw, write_states) -> None:
    """An instructor's `r45 --lang zh --states states.yaml step` was told "再运行 r45 --lang zh step", which opened the
    shipped lesson at another state: the file given is named, quoted for a shell; $R45_STATES is not repeated."""
    path = write_states(raw)
    env = {"LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "R45_LANG": "", "R45_PLAIN": "", "R45_STATES": ""}
    out = "".join(invoke(runner, "--states", str(path), "step", "--from", "b3", input="q\n", env=env).stdout.split())
    said = f"Left r45 step at b3; r45 --states {shlex.quote(str(path))} step resumes here."  # a long path wraps
    assert out.endswith("".join(said.split())), out[-200:]
    env["R45_STATES"] = str(path)
    out = flat(invoke(runner, "step", "--from", "b3", input="q\n", env=env).stdout)
    assert out.endswith("Left r45 step at b3; r45 step resumes here."), out[-200:]


def test_a_state_whose_help_came_back_is_not_passed_over_nor_a_done_one_said_to_wait(runner) -> None:
    """Resumed with b0–b2 done unaided once and two whole-stretch runs at b2 gone wrong (help back at level 5), a
    learner was taken to b4 ("b2 … is done unaided, b4 is the first whose questions still wait") and told there
    "questions wait at b0, b1, b2". b2, whose help came back, is where the session opens; states done unaided at their
    level are never said to wait."""
    done = {"b0": "2026-12-01", "b1": "2026-12-01", "b2": "2026-12-01"}
    record(last="b2", visited=["b0", "b1", "b2", "b3", "b4"], fade={"b0": 4, "b1": 3, "b2": 5, "b4": 1},
           unaided=done, came_back={"b2": 5})
    out = flat(invoke(runner, "step", "--predict", input="q\n").stdout)
    assert "Resuming at b2, the last state you saw" in out and "Work it out first: b2 · level 5 of 7" in out
    record(last="b3", visited=["b0", "b1", "b2", "b3"], fade={"b0": 4, "b1": 3, "b2": 5}, unaided=done)
    out = flat(invoke(runner, "step", "--predict", input="q\n").stdout)
    assert "questions wait at" not in out, out[:400]


def test_a_runs_a_state_again_on_new_numbers(lesson, runner) -> None:
    """A state was asked once a session: after a run, going back to b2 only showed it, and a learner quit and started
    again for each of 14 runs. `a` asks it again, on numbers drawn anew; outside predict mode it says where it works."""
    from tuidrive import noting
    from tuidrive import record as probe

    record(fade={"b2": 1})
    seen: list[object] = []
    window = probe(lambda app: type(app.screen).__name__, seen)
    u = probe(lambda app: tuple(app.stepper.numbers()[0].vector("u")), seen)
    app, _ = drive(lesson, [window, u, "escape", window, "a", window, u], start="b2", predicting=True, shots=False)
    assert seen[0] == "PredictScreen" and seen[2] == "StepScreen" and seen[3] == "PredictScreen", seen
    assert seen[1] != seen[4]  # drawn anew
    record(fade={})  # b2 shown worked first, then asked with `a`: no longer said to be shown worked
    app, _ = drive(lesson, ["a", "escape"], start="b2", predicting=True, shots=False)
    assert "This time the state is shown worked" not in flat(app.panes[-1]) and "You left" in flat(app.panes[-1])
    app, _ = drive(lesson, ["a"], start="b2", app_class=noting(), shots=False)
    assert [n.message for n in app.notified] == ["Another run is for predict mode: r45 step --predict."]
    out = invoke(runner, "step", "--predict", "--from", "b2", input="q\na\nq\nq\n").stdout
    assert out.count("z1 = ?") == 2, out  # asked, left with q, asked again after `a`
    assert "· a: again" in invoke(runner, "step", "--predict", "--from", "b3", input="h\nq\n").stdout
    assert "a: again" not in invoke(runner, "step", "--from", "b3", input="h\nq\n").stdout


def test_a_question_answered_right_unaided_is_let_go_until_asked_for(lesson, runner) -> None:
    """b5 asked the same question on its sign at every visit of every session, after a right answer each time: recall,
    not work. Done unaided, it is review's; the state says so, and `a` asks it here."""
    from tuidrive import record as probe

    record(fade={"b5": 1}, visited=["b5"])  # asked at every visit, answered right: recorded, and let go
    first = flat(invoke(runner, "step", "--predict", "--from", "b5", input="2\nq\n").stdout)
    assert "Right without help: recorded (r45 progress lists it among the questions answered right without help). " \
        "Coming here no longer asks it" in first  # not "done unaided", which progress keeps for computed steps
    assert "b5, last on " in flat(invoke(runner, "progress").stdout).split("Questions answered right without help")[1]
    seen: list[str] = []
    window = probe(lambda app: type(app.screen).__name__, seen)
    app, _ = drive(lesson, [window, "a", window], start="b5", predicting=True, shots=False)
    assert seen == ["StepScreen", "PredictScreen"]
    said = "You have answered b5's question right unaided, so it is not asked here again: r45 review brings it back"
    assert said in flat(app.panes[0])
    out = invoke(runner, "step", "--predict", "--from", "b5", input="q\n").stdout
    assert said in flat(out) and "b5's question" in out
    # missed on `a`: "Next run (a, or step --predict again): this question once more", and the next session had let
    # it go again as done unaided: a miss takes it back, and it is asked
    missed = flat(invoke(runner, "step", "--predict", "--from", "b5", input="a\n\n1\nq\n").stdout)
    assert "this question once more" in missed and "b5" not in progress_file()["unaided"]
    assert "Think it through first: b5" in flat(invoke(runner, "step", "--predict", "--from", "b5", input="q\n").stdout)
    record(fade={"b2": 5}, unaided={"b2": "2026-12-01"}, visited=["b2"])  # a state of numbers is asked on new ones
    seen.clear()
    drive(lesson, [window], start="b2", predicting=True, shots=False)
    assert seen == ["PredictScreen"]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_key_for_another_run_is_in_a_40_column_footer(lesson, lang) -> None:
    """At 40×16 the footer had no room for "a 再来一轮": the key for another run was found only in a sentence."""
    from tuidrive import record as probe

    record(fade={"b2": 1})
    footers: list[str] = []
    footer = probe(lambda app: str(app.query_one("#footer").render()), footers)
    drive(lesson, ["escape", footer, "right", footer], start="b2", lang=lang, size=(40, 16), predicting=True,
          shots=False)
    again = "a 再来" if lang == "zh" else "a again"
    assert again in footers[0] and again not in footers[1], footers  # b3 asks nothing: its footer offers no `a`


def test_a_right_vector_says_which_component_has_a_neighbour_right_too(lesson) -> None:
    """f2 = 0.429152 + 1.1089565 = 1.5381085 exactly: 1.538109 was taken with no word, where a number asked alone
    says 1.538108 is right too; a whole vector now says it of the component, by name."""
    from decimal import Decimal

    from r45cli.view.predicting import graded

    n = len(lesson.state("b1").predict)
    p = predict.plan(lesson, "b1", predict.Record({"b1": n + 1}, ("b1",), set(), {}))
    assert p is not None and p.asked[-1].kind == predict.VECTOR
    for run in range(200):  # the first draw whose f has a component ending in 5 at the 7th decimal, worked by hand
        plan = p._replace(seed=(p.seed[0], run))  # type: ignore[index]
        worked = predict.draw(lesson, plan)
        h = [Decimal(fixed(x)) for x in worked.vector("h")]
        f = [sum(h[k] * Decimal(repr(float(worked.ffn.W2[k, j]))) for k in range(len(h))) + Decimal(repr(float(b)))
             for j, b in enumerate(worked.ffn.b2)]
        ties = [j for j, x in enumerate(f) if str(x.quantize(Decimal("1e-7")))[-1] == "5" and x == x.quantize(
            Decimal("1e-7"))]
        if ties:
            break
    asking = predict.Asking(plan, worked)
    list(asking.opening())
    events = []
    for q in plan.asked:
        answer = " ".join(fixed(x) for x in worked.vector(str(q.answer))) if q.kind == predict.VECTOR else \
            " ".join(f"{str(q.answer)[0]}{j + 1}" for j in sorted(quiz.members(worked, str(q.answer)))) or "none"
        events = asking.answer(answer if q.kind != "number" else fixed(float(quiz.expected(q, worked))))
    said = " ".join(b.text for b in graded(events[0], "en") if hasattr(b, "text"))
    j = ties[0]
    assert said.startswith("Right.") and f"f{j + 1}: " in said and "would be right too" in said, said


def test_the_pane_after_a_run_starts_at_its_first_row(lesson) -> None:
    """At 40×16, after a run, the pane's first row was blank (a section's blank line, with nothing above it)."""
    record(fade={"b2": 1})
    _, screens = drive(lesson, [*"1.0", "enter", "enter"], start="b2", size=(40, 16), predicting=True)
    assert screens[-1].splitlines()[1].strip(" █▐▌▕▁▂▃▄▅▆▇").startswith("Your answers beside the right ones")


def test_a_claim_missed_says_what_comes_next(runner) -> None:
    """b5's question missed ("Not right: it is 2.") was followed by nothing of the next run, where a step of numbers
    missed says it."""
    record(fade={"b5": 1}, visited=["b5"])
    out = flat(invoke(runner, "step", "--predict", "--from", "b5", input="1\nq\n").stdout)
    assert "Not right: it is 2." in out and "Next run (a, or step --predict again): this question once more." in out


def test_spot_stays_open_for_a_state_worked_right_after_help_comes_back(runner, lesson) -> None:
    """A learner had worked b2 right twice, then missed it twice: help came back (level 1), and `r45 spot b2` said
    to work b2 right first."""
    record(fade={"b2": 1}, visited=["b2"])
    n_minus_1, right = Learner("unbiased_variance"), Learner()
    b2_run(runner, lesson, right, ["z1"])
    b2_run(runner, lesson, right, ["var", "z1"])
    b2_run(runner, lesson, n_minus_1, ["mean", "var", "z1"])
    b2_run(runner, lesson, n_minus_1, ["mean", "var", "z1"])
    assert progress_file()["fade"] == {"b2": 1}
    out = invoke(runner, "spot", "b2", input="q\n")
    assert "opens for a state once you have worked it right" not in flat(out.stdout + out.stderr)
    assert "s1" in out.stdout  # the worked solution, its lines named


def test_a_question_answered_right_after_its_answer_was_shown_is_not_done_unaided(runner, monkeypatch) -> None:
    """A zh learner missed b4's claim (told "it is 2"), pressed a, got the same question in the same order, typed 2,
    and was told it was done unaided; progress listed it so. The same after quitting and starting again that day."""
    record(fade={"b5": 1}, visited=["b5"])
    out = flat(invoke(runner, "step", "--predict", "--from", "b5", input="1\na\n2\nq\n").stdout)
    assert "Not right: it is 2." in out and "recorded as done unaided" not in out.replace("not recorded as", "")
    assert "Right, but its answer was shown before: not recorded as done unaided" in out
    assert progress_file()["unaided"] == {}
    assert [n for _, n, _ in progress_file()["tried"].values()] == [1] * len(progress_file()["tried"])  # one try
    again = flat(invoke(runner, "step", "--predict", "--from", "b5", input="2\nq\n").stdout)  # a restart, that day
    assert "Right, but its answer was shown before" in again and progress_file()["unaided"] == {}
    monkeypatch.setenv("R45_TODAY", "2026-12-03")  # the next day: answered from memory of the idea, not of the answer
    right_at_once = flat(invoke(runner, "step", "--predict", "--from", "b5", input="2\nq\n").stdout)
    assert "Right without help: recorded (r45 progress lists it" in right_at_once and "b5" in progress_file()["unaided"]


def test_back_at_a_state_its_last_run_is_shown_on_that_runs_numbers(runner) -> None:
    """b2's run, then b1's, then back to b2: its answers table (on the run's drawn numbers) stood above panels of the
    course's numbers, and the drawn u was nowhere on screen."""
    record(fade={"b2": 1, "b1": 1}, visited=["b1", "b2"])
    out = run(runner, "b2", "0\n1\nq\n2\n")
    drawn_u1 = f"{givens(out)['u'][0]:.6f}"
    back = out.split("r45 b1> 2", 1)[1]
    vectors = back.split("Vectors, component by component", 1)[1]
    assert vectors.startswith(" · this run's drawn numbers") and f"1    {drawn_u1}" in vectors


def test_a_run_whose_f_comes_of_a_drawn_w2_says_so(runner, lesson) -> None:
    """"New for this run: u, f" above f4 = −3.019010, which the lesson's W2 can never give: a listener took it for a
    mistake. Where a step draws W2 and shows f, not W2, the line says where f comes from."""
    state = next(sid for sid in lesson.order for q in lesson.state(sid).predict
                 if "W2" in q.draw and "W2" not in q.given and "f" in q.given)
    record(fade={state: len(lesson.state(state).predict)}, visited=[state])
    shown = flat(look(runner, state))
    assert "New for this run, not the lesson's: u, f (f of a drawn W2)." in shown


def test_another_run_in_plain_text_reads_the_states_numbers_not_its_explanation_again(runner, lesson) -> None:
    """A listener pressed a for another run at b2 and heard its 15 lines of explanation each time, seven in all:
    after another run, linear text reads the state's title and its numbers alone, as after a what-if."""
    record(fade={"b2": 1}, visited=["b2"])
    explanation = lesson.state("b2").explain("en").split(".")[0]
    out = invoke(runner, "--plain", "step", "--predict", "--from", "b2", input="0\na\n0\na\n0\nq\n").stdout
    assert out.count("z1 = what") == 3 and " ".join(out.split()).count(explanation) == 1
    assert out.count("Vectors, component by component, this run's drawn numbers") == 3


def test_a_typed_after_the_reveal_runs_the_state_again(lesson) -> None:
    """The reveal says "Next run (a, or step --predict again)" above the open field: a learner typed a there, and
    Enter only showed the state."""
    from tuidrive import record as probe

    record(fade={"b2": 1}, visited=["b2"])
    seen: list[str] = []
    window = probe(lambda app: type(app.screen).__name__, seen)
    drive(lesson, ["0", "enter", window, "a", "enter", window], start="b2", predicting=True, shots=False)
    assert seen == ["PredictScreen", "PredictScreen"] and progress_file()["runs"]["b2"] == 2


def test_a_place_typed_after_the_reveal_goes_there(lesson) -> None:
    """The reveal names states with their keys ("b1 (key 1)") above the open field: 1 typed there had shown this
    state, not b1."""
    record(fade={"b2": 1}, visited=list(lesson.order))
    app, screens = drive(lesson, ["0", "enter", "1", "enter"], start="b2", predicting=True, size=(100, 30))
    assert app.stepper.current == lesson.order[1]
    # and the line under the field says so, as it said Enter alone
    assert f"Enter shows the state · a↵ again · 0–{len(lesson.order) - 1}↵ that state" in flat(screens[2])


def test_a_key_of_the_states_typed_at_a_step_costs_nothing_and_says_the_steps_keys(runner) -> None:
    """A listener typed p at predict> to go back a state: p had shown the answer and cost the step. p, h, n and a
    are keys of the states; at a step they are said to be, and s (skip, as in the quiz) shows the answer."""
    record(fade={"b2": 1})
    out = flat(run(runner, "b2", "p\nh\ns\n"))
    assert out.count("'p' is a key of the states, not of this question (no try is spent): it works once the asking "
                     "has stopped (q on lines, Esc in the window). Here, type this step's answer; s then Enter skips "
                     "it (its answer shown), f then Enter shows the formulas.") == 1
    assert "'h' is a key of the states" not in out and "At a step: type its answer" in out  # h: this prompt's keys
    assert "Steps whose answer you looked at (s): 1; this run is not all right." in out


def test_a_key_of_the_states_typed_in_the_window_leaves_the_field_empty(lesson) -> None:
    """`n` typed at z1 = ? was said to be a key of the states, and stayed in the field: the next digit made "n1"."""
    record(fade={"b2": 2})
    _, screens = drive(lesson, ["n", "enter", "1"], start="b2", size=(80, 24), predicting=True)
    assert "'n' is a key of the states" in flat(screens[-1])
    assert re.search(r"> 1\s", screens[-1]) and "> n1" not in screens[-1], screens[-1]


def test_h_at_a_step_lists_the_steps_keys_and_the_prompt_after_the_first_is_short(runner) -> None:
    """Line mode said its 20-word prompt of keys at every step, and h at a step was "not a number"."""
    record(fade={"b2": 3})
    out = invoke(runner, "--plain", "step", "--predict", "--from", "b2", input="h\n0.1\nq\nzz\n").stdout
    assert out.count("predict> this step's answer; the letter s alone skips it") == 1
    # after the feedback, the short prompt names the step asked (a listener had lost which it was)
    assert out.count("predict> your answer for mean, then Enter (h: the keys)") == 1
    assert out.count("predict> your answer for var, then Enter (h: the keys)") == 1
    assert "n = 4, eps = 0.00001, gamma = (1, 1, 1, 1)" in out  # the mean's and variance's "over n" says its n
    # and after the run, the state's prompt says what its opening had said some 40 lines above: a is another run
    assert "r45 b2> Enter: go on, a: another run here, h: the keys, q: quit; type one, then Enter" in out
    assert "At a step: type its answer, then Enter; s skips it (its answer shown, no credit); f shows the formulas; " \
        "i reads the run's given numbers again; q stops asking and shows the state (where the keys of the states " \
        "work)." in out
    assert "keys of the states work). Type it again." not in out


def test_a_run_shown_again_says_the_stretch_is_ready_once_its_other_states_are_done(lesson) -> None:
    """b2 done unaided said "The whole stretch waits for these to be done unaided too: b0, b1."; back at b2 after
    both were done, the same line stood over a stretch that `a` now started."""
    from r45cli.session import Options, Session
    from r45cli.stepper import Stepper

    assert lesson.chain is not None
    last = lesson.chain.states[-1]
    others = tuple(s for s in lesson.chain.states if s != last)
    record(fade={last: 6})
    stepper = Stepper(Session.open(Options("en")), last, predicting=True)
    plan = predict.plan(lesson, last, stepper.record())
    assert plan is not None and plan.waiting == others
    stepper.reveals[last] = predict.Reveal(last, (), None, plan=plan, next_level=plan.level, unaided=True)
    said = " ".join(getattr(b, "text", "") for b in stepper.page(reveal=True))
    keyed = ", ".join(f"{s} (key\u00a0{lesson.order.index(s)})" for s in others)  # how to get there
    assert f"The whole stretch waits for these to be done unaided too: {keyed}." in said
    stepper.seen.unaided.update(dict.fromkeys(others, "2026-12-05"))  # done since, this session
    said = " ".join(getattr(b, "text", "") for b in stepper.page(reveal=True))
    assert "waits for these" not in said
    assert f"The other states of the stretch are done unaided too; a: start '{lesson.chain.title('en')}'." in said
    # the stretch's own run, done unaided, had offered itself again: "a starts 'From u to z …'"
    record(fade={last: predict.top_level(lesson, last)}, unaided=dict.fromkeys(others, "2026-12-05"))
    stepper = Stepper(Session.open(Options("en")), last, predicting=True)
    whole = predict.plan(lesson, last, stepper.record())
    assert whole is not None and whole.title is not None and whole.key == lesson.chain.key
    stepper.reveals[last] = predict.Reveal(last, (), None, plan=whole, next_level=whole.level, unaided=True)
    said = " ".join(getattr(b, "text", "") for b in stepper.page(reveal=True))
    assert "recorded as done unaided" in said and "a starts" not in said, said


def test_a_vector_left_unanswered_is_a_row_a_component(lesson) -> None:
    """Left with Esc, the table gave z one row of four numbers, which wrapped its last one alone at 80×24, under
    the s1 … s4 rows of the step answered."""
    from r45cli.view.predicting import reveal

    p = predict.plan(lesson, "b2", predict.Record({"b2": 5}, ("b2",), set(), {"b2": 0}))
    assert p is not None
    asking = predict.Asking(p, predict.draw(lesson, p))
    table = next(b for b in reveal(asking.unfinished(), "en") if hasattr(b, "rows"))
    labels = [r.label for r in table.rows]  # type: ignore[attr-defined]
    assert labels[:4] == ["s1", "s2", "s3", "s4"] and labels[-4:] == ["z1", "z2", "z3", "z4"], labels
    assert all(" " not in r.cells[1] for r in table.rows if r.label[:1] in "sz")  # type: ignore[attr-defined]


def test_a_vector_skipped_says_its_values_once(runner) -> None:
    """`s` at a vector said "The answer is a1 = 1.015335, …, a6 = −1.564837" and then the working gave each again."""
    record(fade={"b0": 4})
    out = run(runner, "b0", "s\n")
    assert "Skipped: its working and answer are below (the step counts as not answered)." in flat(out)
    assert "The answer is a1 =" not in out


def test_a_set_step_skipped_shows_how_each_channel_goes(runner, lesson) -> None:
    """s at "Which h will ReLU set to 0?" gave the channels and nothing of why, where a number skipped shows its
    working: each a_j now follows, with the channel it zeroes or passes."""
    record(fade={"b0": 1})
    shown = look(runner, "b0")
    u = givens(shown)["u"]
    a = Learner().work(course_example(lesson), {"u": u})
    out = run(runner, "b0", "s\n")
    assert "Which h will ReLU set to 0?" in shown and "The answer is h" in out
    said = [line for line in out.splitlines() if re.match(r"a\d = [-\d]", line)]  # not a5's working shown above
    assert said == [f"a{j} = {typed(a[f'a{j}'])}: h{j} "  # type: ignore[arg-type]
                    f"{'zeroed by ReLU' if a[f'a{j}'] < 0 else 'passed by ReLU as it is'}" for j in range(1, 7)], said


def test_a_run_left_early_in_linear_text_says_what_is_recorded(runner) -> None:
    """A listener left a run with `q` after the state had been read once: the table said "not answered", and nothing
    said the run was left or what of it is recorded (the state read again, its changes alone, had dropped the
    line the full screen shows)."""
    out = flat(invoke(runner, "--plain", "step", "--predict", "--from", "b0", input="a\nq\nq\n").stdout)
    assert "What has not changed is not said again" in out  # b0 read again after the run, its changes alone
    assert "You left before submitting an answer: every step's answer is in the table of your answers beside the " \
        "right ones. Nothing of this run is recorded." in out, out[-1500:]


def test_a_run_of_one_step_says_this_step_not_each_step(lesson) -> None:
    """Level 1 asks z1 alone, under "Work out each step in computing order" (a zh learner's report)."""
    from r45cli.view.predicting import intro

    one = predict.plan(lesson, "b2", predict.Record({"b2": 1}, ("b2",), set(), {}))
    many = predict.plan(lesson, "b2", predict.Record({"b2": 5}, ("b2",), set(), {"b2": 0}))
    assert one is not None and many is not None and len(one.asked) == 1 < len(many.asked)
    assert intro(one)[0].en == "Work out this step, to {decimals} decimals."
    assert intro(many)[0].en == "Work out each step in computing order, to {decimals} decimals."


def test_a_toast_of_the_state_left_does_not_stand_over_the_predict_window(lesson) -> None:
    """→ at b5 said "This is the end of the path", then `a` opened the question's window under it, the toast drawn
    over the window's keys and border (a learner's report)."""
    from tuidrive import noting

    app, screens = drive(lesson, ["escape", "end", "right", "right", "a"], start="b5", seen=lesson.order,
                         predicting=True, notifications=True, app_class=noting())
    assert any("end of the path" in n.message for n in app.notified)
    assert "Think it through first: b5" in screens[-1] and "end of the path" not in screens[-1]


@pytest.mark.parametrize(("lang", "said"), [("en", "The earliest step that went wrong: h (zeroed by ReLU)."),
                                            ("zh", "最早答错的一步：被 ReLU 置零的 h。")])
def test_a_set_that_went_wrong_is_named_with_what_its_members_are(runner, lang, said) -> None:
    """A run that went wrong at the set of zeroed channels ended "The earliest step that went wrong: h." (a
    learner read the bare h as terse): the set is named by what it holds."""
    record(fade={"b0": 1})  # level 1: the set alone
    out = " ".join(run(runner, "b0", "h1 h2\n", lang=lang).split())
    assert " ".join(said.split()) in out


def test_back_from_the_whole_stretch_its_states_show_its_numbers(runner, lesson) -> None:
    """After u → z at b2, `p` to b1 showed an older run's drawn numbers and its answers (another u, another W2): a
    listener checking a step heard numbers that led nowhere near the b2 just worked. The reveal names its u too."""
    record(fade={"b1": 2, "b2": 7}, unaided={"b0": "2026-11-30", "b1": "2026-11-30", "b2": "2026-12-01"},
           visited=["b0", "b1", "b2"])
    older = flat(run(runner, "b1", "1\n1 1 1 1\n"))  # a run at b1 on its own numbers, this session
    assert "Your answers beside the right ones" in older
    shown = look(runner, "b2")
    u1 = fixed(givens(shown)["u"][0])
    lines = "1\n1 1 1 1\n2\n" + answers(lesson, shown, ["a", "relu_zeroed", "f", "s", "mean", "var", "z"]) + "p\n"
    out = flat(run(runner, "b1", lines))
    stretch, back = out.split("on the run's drawn numbers, not the lesson's")[-1].split("r45 b2> p", 1)
    assert stretch.lstrip().startswith(f"u = ({u1}, ") and "This time you worked u → z alone" in stretch, stretch[:300]
    h4 = fixed(max(0.0, givens(shown)["u"][3]))  # W1 copies u4 into h4: b1's f4 is worked from the stretch's u
    assert "this run's drawn numbers" in back and f"f4 = 0.5·h4 + 0.25·h6 = 0.5·{h4} + " in back, back[900:2400]
    assert "Your answers beside the right ones" not in back  # b1's own run was on other numbers
    # b1 not asked yet this session: the stretch covered it, so back there it is shown on the stretch's numbers
    shown = look(runner, "b2")
    h4 = fixed(max(0.0, givens(shown)["u"][3]))
    out = flat(run(runner, "b2", answers(lesson, shown, ["a", "relu_zeroed", "f", "s", "mean", "var", "z"]) + "p\n"))
    back = out.split("r45 b2> p", 1)[1]
    assert "Work it out first" not in back and f"f4 = 0.5·h4 + 0.25·h6 = 0.5·{h4} + " in back, back[:600]


def test_a_runs_answers_stand_above_its_own_numbers_not_above_a_what_if(runner) -> None:
    """After a run at b2, `e` with another u had kept the run's table ("on the run's drawn numbers", its u) above the
    what-if's panels ("your numbers"): two u on one page. The table stands above the run's numbers alone."""
    record(fade={"b2": 1}, visited=["b2"])
    out = invoke(runner, "--plain", "step", "--predict", "--from", "b2", input="q\ne 1,2,3,4\nq\n").stdout
    run, what_if = out.split("you typed: e 1,2,3,4", 1)
    assert "Your answers beside the right ones" in run and "Your answers beside the right ones" not in what_if
    assert "You left before submitting an answer" in run and "You left before" not in what_if
    assert "What if u1 = 1.000000, u2 = 2.000000, u3 = 3.000000, u4 = 4.000000" in what_if


def test_one_component_worked_with_w2_read_by_rows_is_named(lesson) -> None:
    """f2 typed as row 2 of W2 times h1…h4, the other components right: "Not right" alone, though the same reading
    of every component was named (a learner's report). Each f_j is a sum of its own: the slip is one component's."""
    p = predict.plan(lesson, "b1", predict.Record({"b1": 2}, ("b1",), set(), {"b1": 2}))
    assert p is not None and p.asked[0].kind == predict.VECTOR
    worked = predict.draw(lesson, p)
    h, W2 = [float(fixed(x)) for x in worked.vector("h")], worked.ffn.W2
    typed = [fixed(x) for x in worked.vector("f")]
    by_row = sum(h[k] * W2[1, k] for k in range(W2.shape[1]))  # f2 = Σ_k W2[2, k]·h_k
    assert fixed(by_row) != typed[1]
    typed[1] = fixed(by_row)
    asking = predict.Asking(p, worked)
    list(asking.opening())
    [g] = [e for e in asking.answer(" ".join(typed)) if isinstance(e, predict.Graded)]
    assert [v.right for v in g.parts] == [True, False, True, True]
    assert "w2_transposed" in {m.mistake.key for m in g.parts[1].matches}


def test_a_component_s_slip_is_named_in_its_row_and_explained_once(runner, lesson) -> None:
    """s2 typed as f2 (u2 left out): its row named the slip, and the line under it named it again ("这与“忘了残差…”得到
    的结果相符。漏了 u2…", a zh learner's report). The row names it; the line under it says what was left out."""
    record(fade={"b2": 5})
    for lang, row in (("en", ": residual forgotten (u not added back)\n"), ("zh", "：忘了残差（没把 u 加回来）\n")):
        shown = look(runner, "b2", lang)
        out = run(runner, "b2", answers(lesson, shown, ["s"], Learner("residual_one_forgotten", pick=1)), lang)
        said = out[out.index(row):].split("\n")
        assert said[1].startswith(("u2 is left out: s2 = u2 + f2", "漏了 u2：s2 = u2 + f2")), said[:3]
        assert "That matches" not in out and "相符" not in out, out


def test_progress_says_what_done_unaided_records_beside_the_chances(runner, lesson) -> None:
    """"u → z done unaided" above "the whole block 0.38, not yet" read as a contradiction (a zh learner's report):
    the record of runs says it is that, and what the chances below weigh."""
    chain = lesson.chain
    assert chain is not None
    record(unaided={**dict.fromkeys(chain.states, "2026-12-07"), chain.key: "2026-12-07"}, visited=list(chain.states))
    said = flat(invoke(runner, "progress").stdout)
    assert "This records those runs alone; the skills' chances below weigh every answer, the tests' included." in said
    zh = "".join(invoke(runner, "--lang", "zh", "progress").stdout.split())
    assert "这里只记下这些轮次；下面各项技能的可能性看的是所有答过的题，测试的也在内。" in zh
