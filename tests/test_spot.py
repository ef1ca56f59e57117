"""Spot the slip: a planted solution has exactly one first wrong line, false on its own printed numbers; every line
before it holds; its fix is the right value. Over every slip that shows in every computing state, on fresh draws
(SEEDS here; `scripts/sweep.py --only spot` runs 1,000)."""

from __future__ import annotations

import os
import re
import zlib

import pytest
from conftest import invoke, sampled
from test_learners import holds
from test_predict import record
from tuidrive import flat

from r45cli import mistakes, quiz, slipwords, spot
from r45cli.handwork import stage_of

SEEDS = range(1, 1 + int(os.environ.get("R45_SPOT_SEEDS", "100")))
CHUNKS = 4


def check(lesson, seed: int) -> int:
    """Every planting on the draw of `seed`, checked; how many there were."""
    planted = 0
    numbers = quiz.fresh(lesson, seed)
    for state in spot.computing(lesson):
        worked = numbers.with_w2 if any("W2" in q.draw for q in lesson.state(state).predict) else numbers.worked
        for slip in mistakes.MISTAKES:
            ex = spot.planted(worked, state, slip)
            if ex is None:
                continue
            planted += 1
            true = [holds(line.filled, line.value) for line in ex.lines]
            assert true.index(False) == ex.wrong_at, (seed, state, slip.key, ex.lines)
            # every other line is true of its own printed numbers, but where the same slip recurs in the planted
            # line's stage (ReLU forgotten at each negative a_j); a one-line slip (a sign) is false there alone
            stage = stage_of(ex.first_wrong.name)
            false = [line.name for line, ok in zip(ex.lines, true) if not ok]
            assert all(stage_of(name) == stage for name in false), (seed, state, slip.key, false)
            if slip.key == "sign_flipped":
                assert false == [ex.first_wrong.name], (seed, state, false)
            fixed = ex.first_wrong
            assert holds(fixed.filled, ex.right_value), (seed, state, slip.key, fixed, ex.right_value)
            # the planted number is one no right answer is written as (spot b2 --seed 68: the mean of z, 0.000000,
            # beside a right 0.0000005, was called wrong, then taken as the fix)
            assert not spot.Spotting(ex).graded(fixed.value, f"{fixed.value:.6f}").right, (seed, state, slip.key)
    return planted


@pytest.mark.parametrize("chunk", sampled(range(CHUNKS), (0, 1)))  # 50 draws; -m long: all 100
def test_one_first_wrong_line_and_its_fix(lesson, chunk) -> None:
    planted = sum(check(lesson, seed) for seed in SEEDS[chunk::CHUNKS])
    assert planted > 10 * len(SEEDS[chunk::CHUNKS])  # ten or more slips show on every draw


def test_every_state_gets_a_short_list_with_its_slip(lesson) -> None:
    """Each choice is a slip that can be planted in the state shown, on its numbers: "W2 read by rows" was offered
    at b0, which shows no W2, to fill a list of three (b0 and b1 have two slips each), and ruled out unthought."""
    for state in spot.computing(lesson):
        for seed in range(1, 6):
            ex = spot.exercise(lesson, state, seed)
            showing = {m.key for m in mistakes.MISTAKES if spot.planted(ex.worked, state, m) is not None}
            assert ex.slip in ex.choices and {m.key for m in ex.choices} <= showing
            assert len(set(m.key for m in ex.choices)) == min(spot.CHOICES, len(showing)) >= 2
            again = spot.exercise(lesson, state, seed)  # a seed repeats an exercise
            assert (again.lines, again.slip, again.choices) == (ex.lines, ex.slip, ex.choices)


def test_the_parts_are_graded(lesson) -> None:
    ex = spot.exercise(lesson, "b2", 11)
    asking = spot.Spotting(ex)
    assert isinstance(asking.answer("not a line")[0], spot.Unread) and asking.part == "line"
    said = asking.answer(str(ex.wrong_at + 1))[0]  # its place on the page, or its name
    assert isinstance(said, spot.Said) and said.right
    wrong_choice = next(k for k, m in enumerate(ex.choices, 1) if m is not ex.slip)
    assert not asking.answer(str(wrong_choice))[0].right  # type: ignore[union-attr]
    said, done = asking.answer(f"{ex.right_value:.6f}")
    assert said.right and said.verdict.right and isinstance(done, spot.Done) and asking.done  # type: ignore[union-attr]
    assert done.parts.line and not done.parts.slip  # type: ignore[union-attr]


def test_a_line_named_that_is_not_the_first_wrong_one_is_said_right_wrong_too_or_carried(lesson) -> None:
    """With the residual forgotten at every s, "s2" answered "Not that line." (不是这一行), read as s2 being right
    (a zh learner's report); then z2, worked rightly from a wrong mean, was said "wrong too", as if it held a slip
    of its own. A line of the first wrong one's stage is wrong too; a later one is off only through it; a line
    before it is right."""
    from r45cli.handwork import stage_of
    from r45cli.plain import draw
    from r45cli.view.exercises import said as said_view

    found: dict[str, tuple[spot.Exercise, str]] = {}
    for seed in range(1, 60):
        ex = spot.exercise(lesson, "b2", seed)
        first = ex.first_wrong.name
        for line in ex.lines:
            if line.name == first:
                continue
            kind = "before" if ex.lines.index(line) < ex.wrong_at else \
                ("same" if stage_of(line.name) == stage_of(first) else "later") if ex.wrong(line.name) else "right"
            found.setdefault(kind, (ex, line.name))
    assert {"before", "same", "later"} <= set(found), set(found)
    said = {"before": "Not that line: {} is right.", "same": "{} is wrong too, but it is not the first wrong line.",
            "later": "{} is worked rightly from the lines above it, and is off only through an earlier wrong line"}
    for kind, words in said.items():
        ex, name = found[kind]
        [event, _] = spot.Spotting(ex).answer(name)
        assert isinstance(event, spot.Said) and not event.right and event.line == name
        assert words.format(name) in " ".join(draw.blocks(said_view(event, "en"), "en")), (kind, name)


def test_a_close_fix_cut_short_is_asked_again_once(lesson) -> None:
    """A listener's fix "-1.56963", five decimals of the right value, ended the exercise with "fix ✗ wrong"; the
    quiz asks again for all six. Asked once: a second short value is marked."""
    from r45cli.view.exercises import spot_event

    ex = spot.exercise(lesson, "b2", 11)
    asking = spot.Spotting(ex)
    asking.answer(str(ex.wrong_at + 1))
    asking.answer("1")
    short = f"{ex.right_value:.5f}"
    again = asking.answer(short)
    assert isinstance(again[0], spot.Unread) and again[0].short == 5 and asking.part == "value"
    assert spot_event(again[0], "en")[0].text == "You gave 5 of 6 decimals; give all 6, worked out (zeros added " \
        "on may not be right)."  # type: ignore[union-attr]
    marked = asking.answer(short)
    assert isinstance(marked[0], spot.Said) and asking.done


def test_a_state_is_offered_once_done_right(lesson) -> None:
    assert spot.offered(lesson, {}, (), {}) == ()
    assert spot.offered(lesson, {"b2": 1, "b0": 2}, ("b1",), {}) == ("b0", "b1")
    assert spot.offered(lesson, {"b2": 1}, (), {"right:b2": 1}) == ("b2",)  # help came back after a right run



@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_wrong_slip_picked_is_said_so_by_name(runner, lesson, lang) -> None:
    """Picking another slip is "not that one", naming the pick, then the slip planted."""
    record(fade={"b2": 2})
    ex = spot.exercise(lesson, "b2", (zlib.crc32(b"spot:b2"), 5))  # as `r45 spot b2 --seed 5` draws it
    pick = next(k for k, m in enumerate(ex.choices, 1) if m is not ex.slip)
    blanks = slipwords.blanks(ex.worked, ex.first_wrong.name)
    chosen, planted = ex.choices[pick - 1].name(lang, **blanks), ex.slip.name(lang, **blanks)
    out = invoke(runner, "--lang", lang, "spot", "b2", "--seed", "5", input=f"{ex.first_wrong.name}\n{pick}\n0\n")
    said = flat(out.stdout)
    if lang == "zh":
        # a line may break before a name's "（…）" (flat joins lines with a space)
        assert f"不对：你选的是“{chosen}”，错误其实是：{planted}。" in said.replace(" （", "（"), said
    else:
        assert f"Not that one: you chose '{chosen}'; the slip was: {planted}." in said, said


def test_a_slips_lines_speak_of_the_number_not_of_a_person() -> None:
    """Spot shows a slip's line about a line r45 planted: "you left out u1" was untrue of it (a learner check read
    "你漏了 u1" of a solution it had not written). The lines speak of the number, true of the learner's too."""
    person = re.compile(r"你|\byou\b|\byours?\b", re.I)
    for m in mistakes.MISTAKES:
        at = [line for lines in m.at.values() for line in (lines if isinstance(lines, tuple) else (lines,))]
        for line in (m.why, *at, *m.agrees.values()):
            for text in (line.zh, line.en):
                assert not person.search(text), (m.key, text)


def test_the_intro_says_nothing_a_one_line_slip_makes_untrue(lesson) -> None:
    """The intro said the wrong way was taken "in each of its components"; a sign flipped in a5 leaves a6 of the same
    step right (check() above holds a sign's slip false at one line alone)."""
    from r45cli.messages import M, say

    ex = next(ex for seed in range(1, 40) for state in spot.computing(lesson)
              if (ex := spot.exercise(lesson, state, seed)).slip.key == "sign_flipped")
    step = [line for line in ex.lines if stage_of(line.name) == stage_of(ex.first_wrong.name)]
    assert len(step) > 1 and sum(not holds(line.filled, line.value) for line in step) == 1
    for lang in ("en", "zh"):
        assert not re.search("each of its components|每个都这样错", say(M.spot_intro, lang))


def test_a_sign_flipped_in_spot_speaks_for_the_step_it_is_in(runner, lesson) -> None:
    """A sign flipped at a5, missed in spot, was traced against "the sign of z_i follows s_i − mean", which nothing
    asked, while widening by W1, whose number it was, stayed where it was (a learner's report)."""
    import json
    from pathlib import Path

    record(fade={"b0": 2})
    seed = next(n for n in range(1, 60)
                if spot.exercise(lesson, "b0", (zlib.crc32(b"spot:b0"), n)).slip.key == "sign_flipped")
    ex = spot.exercise(lesson, "b0", (zlib.crc32(b"spot:b0"), seed))
    wrong = next(name for name in (line.name for line in ex.lines) if name != ex.first_wrong.name)
    invoke(runner, "spot", "b0", "--seed", str(seed), input=f"{wrong}\n1\n0\n")
    tried = json.loads((Path(os.environ["R45_STATE_DIR"]) / "progress.json").read_text())["tried"]
    widen = next(q.skills for q in lesson.state("b0").predict if q.kind == "number")
    sign = next(s.id for s in lesson.skills if "sign_flipped" in s.slips)
    assert set(widen) <= set(tried) and sign not in tried, tried


def test_a_name_that_is_no_line_says_the_lines_there_are(runner) -> None:
    """'s5' is not an answer here; try again" read as a wrong guess, and named no line (a learner's report)."""
    record(fade={"b2": 2})
    out = " ".join(invoke(runner, "spot", "b2", "--seed", "1", input="s5\nq\n").stdout.split())
    assert "No line is called 's5': the lines are s1, s2, s3, s4, mean, var, std, z1, z2, z3, z4; or type a line's " \
        "number, 1 to 11." in out, out[-600:]


def test_a_statistic_named_in_chinese_is_its_line(lesson) -> None:
    """A zh learner typed 均值 for the line mean and was told no line has that name; `why` took it already."""
    for seed, line in ((1, "mean"), (7, "std"), (8, "var")):  # draws whose first wrong line is a statistic
        ex = spot.exercise(lesson, "b2", seed)
        assert ex.first_wrong.name == line
        for typed, meant in (("均值", "mean"), ("方差", "var"), ("标准差", "std"), ("Variance", "var")):
            said = spot.Spotting(ex).answer(typed)[0]
            assert isinstance(said, spot.Said) and said.right == (meant == line), (seed, typed, said)


def test_a_state_named_that_is_not_open_says_what_to_do_for_it_and_what_is_open(runner) -> None:
    """`r45 spot b1` with b0 and b2 open said "work one of b0, b1, b2 right first", untrue of the two open ones."""
    record(fade={"b2": 2, "b0": 2})
    said = " ".join(invoke(runner, "--plain", "spot", "b1").stdout.split())
    assert said == ("Spotting a slip in b1 opens once you have worked b1 right: work it right in r45 --plain step "
                    "--predict first. Open now: b0, b2 (r45 --plain spot b0).")
    zh = invoke(runner, "--plain", "--lang", "zh", "spot", "b1").stdout
    assert "现在开放的：b0、b2（r45 --plain --lang zh spot b0）。" in zh  # listed with 、, not ", "
    refused = invoke(runner, "--plain", "spot", "b4")  # a state with nothing to spot is bad input: 2, on stderr
    said = " ".join(refused.stderr.split())
    assert refused.exit_code == 2 and not refused.stdout
    assert said.startswith("r45: error: b4 has no worked solution to plant a slip in; spotting a slip works at b0, "
                           "b1, b2."), said
    record()
    zh = invoke(runner, "--plain", "--lang", "zh", "spot", "b1").stdout.strip()
    assert zh == "b1 的找错题在它做对之后才开放：先用 r45 --plain --lang zh step --predict 把 b1 做对。"


def test_linear_text_says_each_question_once(runner) -> None:
    """"Which line is the first wrong one? …" then "spot> Which line is the first wrong one? …": heard twice in a
    row; the prompt after it says how to answer."""
    record(fade={"b2": 2})
    out = invoke(runner, "--plain", "spot", "b2", "--seed", "1", input="3\n1\n").stdout
    asked = "Which slip gives that line's number?"
    assert out.count("Which line is the first wrong one?") == 1 and out.count(asked) == 1
    assert f"\n{asked}\n1. " in out and "\nspot> Type its number; q to end, then Enter\n" in out


def test_a_key_or_enter_alone_is_said_to_give_no_answer(lesson) -> None:
    """F1 at spot's prompt said "No line is called ''": the key's code was cleaned away and the empty name quoted."""
    from r45cli.view.exercises import spot_event

    for typed in ("\x1bOP", "", "  ", "\x1b[C"):
        asking = spot.Spotting(spot.exercise(lesson, "b2", 11))
        unread = asking.answer(typed)[0]
        assert isinstance(unread, spot.Unread) and asking.part == "line", typed
        assert spot_event(unread, "en")[0].text == "No answer was read: keys such as the arrows and F1 do nothing " \
            "here, nor does Enter alone."  # type: ignore[union-attr]


def test_an_f_from_a_drawn_w2_that_is_not_shown_is_said_to_be_one(lesson) -> None:
    """b2's sheet gave f = (1.652749, 0.361066, −0.836590, …) beside a u with u1 < 0: no f the lesson's W2 gives
    (its f is never negative), and nothing said that W2 was drawn, so a listener took f for the slip."""
    from r45cli.view.exercises import spot_event

    said = {sid: " ".join(getattr(b, "text", "") for b in spot_event(spot.Shown(spot.exercise(lesson, sid, 3)), "en"))
            for sid in ("b1", "b2")}
    assert "f here is worked from a W2 drawn for this exercise (not the lesson's, and not shown)" in said["b2"]
    assert "drawn for this exercise" not in said["b1"]  # its sheet shows the W2 it draws
    from r45cli.plain.draw import page

    heard = "\n".join(page(spot_event(spot.Shown(spot.exercise(lesson, "b2", 3)), "en"), "en"))
    assert "worked with a W2 drawn anew" not in heard, heard  # said once, above: the givens' own note had said it again


def test_a_spot_exercise_shows_the_biases_and_settings_its_lines_use(runner, raw, write_states) -> None:
    """spot b1 showed h and W2 but no b2 line, while quiz and predict show it: with an instructor's b2 = (0, 0.1, 0,
    −0.05) the bias appeared only as a bare "+ 0.1" inside the worked lines."""
    import json

    from r45cli import lesson as lesson_module
    from r45cli import progress

    raw["example"]["b2"] = [0, 0.1, 0, -0.05]
    record(fade={"b2": 2})
    mine = str(write_states(raw))
    own = progress.path(lesson_module.load(mine))  # a lesson of one's own keeps its own progress
    assert own is not None
    own.write_text(json.dumps({"format": 2, "fade": {"b1": 2}}))
    out = flat(invoke(runner, "--states", mine, "spot", "b1", "--seed", "1", input="q\n").stdout)
    assert "b2 = (0, 0.1, 0, -0.05)" in out, out
    course = flat(invoke(runner, "spot", "b2", "--seed", "1", input="q\n").stdout)
    assert "eps = 10⁻⁵" in course and "gamma = (1, 1, 1, 1)" in course, course  # z's settings, with its givens


def test_no_slip_is_named_of_a_line_the_learner_called_right(lesson) -> None:
    """The mean typed with its sign turned, under s lines printed right, was said to fit "sign flipped" and "f
    subtracted": the learner had named the mean as the first wrong line, so s was theirs as printed, and a slip
    at s is no reading of their number (a learner's report)."""
    fixes = 0
    for seed in range(40):
        ex = spot.exercise(lesson, "b2", seed)
        if stage_of(ex.first_wrong.name) not in ("mean", "var", "z"):
            continue
        before = {stage_of(line.name) for line in ex.lines[: ex.wrong_at]}
        for typed in (-ex.right_value, 2 * ex.right_value):
            verdict = spot.Spotting(ex).graded(typed, f"{typed:.6f}")
            fixes += 1
            steps = [m.mistake for m in verdict.matches if m.mistake.step is not None]
            assert not [m.key for m in steps if set(m.step.stages) <= before], seed
    assert fixes >= 10


def test_no_choice_is_ruled_out_by_a_right_line_that_feeds_the_wrong_one_and_a_slip_that_gives_it_is_right(
        lesson) -> None:
    """z1 = s1 / std under a right mean was offered with "the mean of z given for the mean of s", whose own line, the
    mean, stood right above: a listener read it as used at z1, picked it, and was told it was wrong. No choice's own
    first wrong line feeds the first wrong one; and a choice that gives that line's number from the lines above it
    (b1, seed 37: W2 read by rows gives f1 as h5 and h6 swapped does) is right."""
    from r45cli import derive

    for seed in range(12):
        for state in ("b0", "b1", "b2"):
            ex = spot.exercise(lesson, state, seed)
            feeding = set(derive.inputs(ex.worked, ex.first_wrong.name))
            planted = {m.key: spot.planted(ex.worked, state, m) for m in ex.choices}
            assert not [k for k, e in planted.items() if e is not None and k != ex.slip.key
                        and e.first_wrong.name in feeding], (state, seed)
    ex = spot.exercise(lesson, "b1", 37)
    assert [m.key for m in ex.choices if ex.gives(m)] == sorted((ex.slip.key, "w2_transposed"),
                                                                key=[m.key for m in ex.choices].index)
    other = next(k for k, m in enumerate(ex.choices, 1) if m.key == "w2_transposed" and m is not ex.slip)
    asking = spot.Spotting(ex)
    asking.answer(ex.first_wrong.name)
    said = asking.answer(str(other))[0]
    assert isinstance(said, spot.Said) and said.right


def test_a_wrong_slip_picked_is_told_what_it_would_give_at_that_line(runner, lesson) -> None:
    """"The slip was: std given for var" beside a chosen var given for std left the learner to work out why their pick
    was wrong (a learner's report): what the pick gives at that line is said, or that it leaves the line right."""
    from r45cli.grading import grade
    from r45cli.lesson import Bilingual, Question
    from r45cli.numfmt import fixed

    record(fade={"b0": 2, "b1": 2, "b2": 2})
    seen = {"gives": 0, "leaves": 0}
    for state, seed in ((s, n) for s in ("b0", "b1", "b2") for n in range(1, 9)):
        ex = spot.exercise(lesson, state, (zlib.crc32(f"spot:{state}".encode()), seed))
        for pick, m in enumerate(ex.choices, 1):
            if ex.gives(m):
                continue
            would, line = ex.would_give(m), ex.first_wrong
            out = flat(invoke(runner, "spot", state, "--seed", str(seed), input=f"{line.name}\n{pick}\n0\n").stdout)
            if not would:
                assert f"The one you chose leaves {line.name} right here" in out, out
                seen["leaves"] += 1
                continue
            values = list(dict.fromkeys(fixed(x) for x in would))
            assert f"The one you chose would give {line.name} = {' or '.join(values)} here; the line shows " \
                f"{fixed(line.value)}." in out, out
            given, shown = ex.above  # each value, typed at that line from the lines above, is the pick's by grading
            q = Question("number", Bilingual("x", "x"), Bilingual("x", "x"), line.name, 6e-7, given=given)
            for value in values:
                assert m.key in {x.mistake.key for x in grade(q, float(value), ex.worked, shown=shown).matches}
            seen["gives"] += 1
            break
    assert seen["gives"] >= 3 and seen["leaves"] >= 3, seen


def test_a_slip_that_gives_a_later_components_line_from_the_lines_above_is_a_right_pick(lesson) -> None:
    """b1's first wrong line f2 = 0.000000 under a right f1: an extra ReLU after W2 gives that 0 (f2 is −0.552236),
    yet it was called the wrong pick and said to leave f2 right, for the whole of f had been taken as given (a
    learner's report, spot b1 --seed 30)."""
    ex = spot.exercise(lesson, "b1", (zlib.crc32(b"spot:b1"), 30))
    assert ex.first_wrong.name == "f2" and ex.lines[0].name == "f1" and ex.first_wrong.value == 0.0
    by_key = {m.key: m for m in ex.choices}
    assert ex.gives(by_key["relu_on_f"]) and ex.gives(by_key["pairs_swapped"])
    assert not ex.gives(by_key["w2_transposed"]) and {round(x, 6) for x in ex.would_give(by_key["w2_transposed"])} \
        == {1.728923}  # W2's row 2 times h1 … h4, as the learner worked it by hand


def test_a_planted_line_no_right_answer_is_written_as(lesson) -> None:
    """spot b2 --seed 68 planted the mean of z, 0.000000, beside a right mean of 0.0000005 (half a last digit): the
    line was called wrong, then 0.000000 was taken as its fix. A planting within a last digit of the right value is
    not offered."""
    ex = spot.exercise(lesson, "b2", (zlib.crc32(b"spot:b2"), 68))
    line = ex.first_wrong
    assert abs(line.value - ex.right_value) > 1e-6, (line, ex.right_value)
    assert not spot.Spotting(ex).graded(line.value, f"{line.value:.6f}").right


def test_what_a_pick_would_give_is_worked_from_the_lines_as_written(lesson) -> None:
    """spot b2 --seed 25 said n − 1 in the variance "would give var = 2.638169": from the lines as written, every
    digit kept after them, Σ(s − mean)²/3 is 2.63816969, written 2.638170 (a learner worked it by hand)."""
    ex = spot.exercise(lesson, "b2", (zlib.crc32(b"spot:b2"), 25))
    pick = next(m for m in ex.choices if m.key == "unbiased_variance")
    assert ex.first_wrong.name == "var" and [f"{x:.6f}" for x in ex.would_give(pick)] == ["2.638170"]


def test_the_other_slips_offered_give_a_number_of_their_own_there_where_any_can(lesson) -> None:
    """b2's std line had offered the FFN's branch left out and n − 1 in the mean, which leave std right: ruled out by
    the line's name, with no working (a learner's count: 256 of 330 wrong picks at b2). A slip that leaves the line
    right is offered only where too few of the state's slips give a number there."""
    for state, seed in ((s, n) for s in ("b1", "b2") for n in range(1, 21)):
        ex = spot.exercise(lesson, state, (zlib.crc32(f"spot:{state}".encode()), seed))
        shown = [m for m in mistakes.MISTAKES if spot.planted(ex.worked, state, m) is not None]
        telling = {m.key for m in shown if m is not ex.slip and ex.would_give(m)}
        offered = {m.key for m in ex.choices if m is not ex.slip}
        if any(not ex.would_give(m) for m in ex.choices if m is not ex.slip):
            assert telling <= offered, (state, seed, telling, offered)


@pytest.mark.parametrize(("lang", "link"), [("en", "; with the numbers: "), ("zh", "；代入数值：")])
def test_linear_text_says_where_the_numbers_go_into_a_formula(lesson, lang, link) -> None:
    """Heard, "z1 = gamma1 times … + beta1 = 1 times (…)" said beta1 = 1, of a beta1 that is 0 (a listener's report):
    the numbers put into a formula are said as that, and the chain's other links stay "=". A step with no numbers to
    put in (f1 = 0 with W2 = 0) keeps "f1 = 0.000000"."""
    from r45cli.plain.draw import equations
    from r45cli.plain.spoken import speakable
    from r45cli.view.exercises import lines

    ex = spot.exercise(lesson, "b2", (zlib.crc32(b"spot:b2"), 7))
    said = [speakable(line, lang) for line in equations(lines(ex), lang)]
    z1 = next(line for line in said if line.startswith("z1 = "))
    assert f"beta1{link}1 " in z1 and "beta1 = " not in z1 and z1.count(" = ") == 2, z1
    assert all(line.count(link) == 1 for line in said if line[:1] in "szm" or line.startswith(("var", "std"))), said
