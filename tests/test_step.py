"""`r45 step` driven through stdin, and the key handling on its own."""

from __future__ import annotations

import re

import pytest
from conftest import invoke, run_main

from r45cli.messages import M

HEAD = re.compile(r"^│ (b\d) · ", re.M)


def walk(runner, keys: str, *args: str):
    result = invoke(runner, "step", *args, input=keys)
    assert result.exit_code == 0, result.stderr
    return result.stdout, HEAD.findall(result.stdout)


def test_a_first_run_opens_at_the_default_with_both_routes(runner, lesson) -> None:
    out, seen = walk(runner, "")
    assert seen == [lesson.default] and "Resuming" not in out


def test_enter_n_and_the_arrow_walk_the_whole_path(runner, lesson) -> None:
    out, seen = walk(runner, "\nn\nnext\n\x1b[C\n\x1bOC\nn\nq\n", "--from", lesson.order[0])
    assert seen == list(lesson.order)
    assert out.count(f"Path done: {lesson.order[-1]} is the last state") == 1  # on arrival, once; every state was seen
    assert (f"This is the end of the path ({lesson.order[-1]}): p or the left arrow goes back, 0 to the start, "
            "q quits.") in " ".join(out.split())
    assert "r45 quiz: test yourself" in out and "r45 why NAME" in out and "r45 lab: the further-study" in out


def test_back_default_jump_and_quit(runner, lesson) -> None:
    out, seen = walk(runner, "p\nn\nback\nd\nB2\nq\nn\n", "--from", lesson.order[0])
    first, second = lesson.order[0], lesson.order[1]
    assert seen == [first, second, first, lesson.default, "b2"]  # nothing after q
    assert "Already at the first state." in out


def test_c_flips_between_the_learners_numbers_and_the_courses(runner) -> None:
    """The line saying that notes are held back points at c; in line mode c does what it says."""
    out, _ = walk(runner, "c\ne 1.5,0.649589,-0.385419,-1.434875\nc\nc\nq\n", "--from", "b2")
    assert out.count("No numbers of yours now: give your u first, e and four numbers (e 1,2,3,4).") == 1
    titles = re.findall(r"Vectors, component by component · (your numbers|the lesson's numbers)", out)
    assert titles == ["your numbers", "the lesson's numbers", "your numbers"]
    said = re.findall(r"^(The lesson's numbers below|Your numbers below again)", out, re.M)
    assert said == ["The lesson's numbers below", "Your numbers below again"]  # said before each flip is drawn
    assert "c shows them with the lesson's numbers" in out and "Unknown key 'c'" not in out


def test_line_mode_switches_relu_and_w2_as_the_full_screen_does(runner) -> None:
    """`e relu` and `e w2` flip the what-if's switches on the u last given; each line says all that is set, the
    numbers below follow it, and after `c` a new what-if shows the learner's own numbers again."""
    out, _ = walk(runner, "e\ne relu\ne 1,2,3,4\nc\ne W2\ne relu\ne w2\nq\n", "--from", "b0")
    flat = " ".join(out.split())
    assert ("After e, four numbers (e 1,2,3,4): what if u were these; e relu: ReLU off or on; e w2: W2 and b2 = 0 or "
            "back." in flat)
    said = re.findall(r"What if (.*?): your numbers below\.|(Back to the lesson's numbers)\.", flat)
    assert [a or b for a, b in said] == [
        "u1 = 1.170705, u2 = 0.649589, u3 = -0.385419, u4 = -1.434875, no ReLU",
        "u1 = 1.000000, u2 = 2.000000, u3 = 3.000000, u4 = 4.000000, no ReLU",
        "u1 = 1.000000, u2 = 2.000000, u3 = 3.000000, u4 = 4.000000, no ReLU, W2 = b2 = 0",
        "u1 = 1.000000, u2 = 2.000000, u3 = 3.000000, u4 = 4.000000, W2 = b2 = 0",
        "u1 = 1.000000, u2 = 2.000000, u3 = 3.000000, u4 = 4.000000",
    ]
    # each page's FFN table: ReLU off three times (the lesson's numbers once, after c), then on again
    tables = re.findall(r"(Widen and ReLU|Widen, no ReLU): [^·│]*· (your numbers|the lesson's numbers)", out)
    assert tables == [("Widen, no ReLU", "your numbers"), ("Widen, no ReLU", "your numbers"),
                      ("Widen and ReLU", "the lesson's numbers"), ("Widen, no ReLU", "your numbers"),
                      ("Widen and ReLU", "your numbers"), ("Widen and ReLU", "your numbers")]
    assert "│ 3 u3 -0.385419 -0.385419* ✓ │" in flat  # ReLU off on the lesson's u: h3 is a3
    assert "Unknown key" not in out


def test_e_relu_twice_is_the_course_again(runner) -> None:
    out, _ = walk(runner, "e relu\ne relu\nq\n", "--from", "b0")
    assert out.count("Back to the lesson's numbers.") == 1
    assert " ".join(out.split()).count("│ 3 u3 -0.385419 0.000000 ✗ │") == 2  # before and after: ReLU at work


def test_unknown_key_and_help(runner) -> None:
    out, seen = walk(runner, "zz\n?\nhelp\n")
    assert "Unknown key 'zz'. Type h or help for the keys." in out  # h, as the prompt names it
    assert out.count("Enter, n or next: next · p, prev or back: back") == 3  # under the first state, for ? and help


@pytest.mark.parametrize("word", ["q", "quit", "exit", "QUIT", "ｑ"])
def test_words_that_quit(runner, word) -> None:
    _, seen = walk(runner, f"{word}\nn\n", "--from", "b0")
    assert seen == ["b0"]


def test_ctrl_l_redraws_and_does_not_move(runner) -> None:
    _, seen = walk(runner, "\x0c\n\x0c\nq\n", "--from", "b0")
    assert seen == ["b0", "b0", "b0"]


def test_the_left_arrow_goes_back(runner) -> None:
    _, seen = walk(runner, "\x1b[D\nq\n", "--from", "b1")
    assert seen == ["b1", "b0"]


def test_up_down_and_the_page_keys_move_and_another_key_is_said_to_do_nothing(runner) -> None:
    """A learner used to the full screen pressed PgUp in line mode and was told "Unknown key '\\x1b[5~'" (in
    --plain: "' x1b[5~'"). ↓ and PgDn go on, ↑ and PgUp go back; a key with no meaning here is said to be one."""
    out, seen = walk(runner, "\x1b[B\n\x1b[6~\n\x1b[5~\n\x1bOA\n\x1b[H\nq\n", "--from", "b0")
    assert seen == ["b0", "b1", "b2", "b1", "b0"]
    assert "That key does nothing here. Type h or help for the keys." in out and "x1b" not in out
    keys, _ = walk(runner, "h\nq\n")  # and the keys say so (a learner pressed PgUp to look back, and moved on)
    assert "arrow and page keys (on a line of their own): right, down or PgDn the next state" in " ".join(keys.split())


def test_from(runner) -> None:
    _, seen = walk(runner, "n\n", "--from", "b4")
    assert seen == ["b4", "b5"]


def test_bad_from(runner) -> None:
    result = invoke(runner, "step", "--from", "b8", input="")
    assert result.exit_code == 2 and "No state 'b8'" in result.stderr


def test_eof_ends_cleanly(runner, lesson) -> None:
    out, seen = walk(runner, "")
    assert seen == [lesson.default]
    assert "Traceback" not in out


def stepper(lesson, start):
    from tuidrive import stepper as make

    return make(lesson, "en", start)


def test_press(lesson) -> None:
    first, last = lesson.order[0], lesson.order[-1]
    walk = stepper(lesson, first)
    assert walk.press("").moved and walk.current == lesson.following(first)
    walk.go(last)
    assert walk.press("n").say is M.step_past_end and walk.current == last
    walk.go(first)
    assert walk.press("p").say is M.step_at_start
    assert walk.press("D").moved and walk.current == lesson.default
    assert walk.press("q").quit and walk.press("?").keys and walk.press("\x0c").redraw
    assert walk.press(last.upper()).moved and walk.current == last
    assert walk.press("xyz").say is M.step_unknown


def test_the_walk_keeps_history_apart_from_the_path(lesson) -> None:
    w = stepper(lesson, lesson.order[1])
    assert w.move("default") is None and w.current == lesson.default
    assert w.move("previous") is None and w.current == lesson.previous(lesson.default)  # p follows the path
    w.move("go_back")
    assert w.current == lesson.default  # Backspace follows history
    w.move("go_back")
    assert w.current == lesson.order[1]
    w.move("go_back")
    assert w.current == lesson.order[1]  # no history left: it stays
    assert w.move("place", 0) is None and w.current == lesson.order[0]
    assert w.move("place", len(lesson.order)) is M.step_no_place
    assert w.move("previous") is M.step_at_start and w.current == lesson.order[0]


@pytest.mark.parametrize("command", [["step"], ["quiz", "b1"]])
def test_ctrl_c_ends_quietly_with_130(monkeypatch, command) -> None:
    """Ctrl-C anywhere in a command: typer's own handling gives 130, main ends the line, no traceback."""
    from r45cli import linemode

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(linemode, "read_line", interrupted)
    result = run_main(*command, input="n\n")
    assert result.exit_code == 130
    assert result.stderr == "\n" and "Traceback" not in result.stdout


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_plain_prompt_names_each_key_by_what_can_be_typed(runner, lang) -> None:
    """Speech reads ? as "question mark", and a learner who typed that was told it is no key: the linear text's
    prompt names help by h, and each key it names, typed as a line, is taken."""
    result = invoke(runner, "--plain", "--lang", lang, "step", input="q\n")
    prompt = next(line for line in result.stdout.splitlines() if line.startswith("r45 b4>"))
    listed = prompt.split("> ", 1)[1].rsplit("；" if lang == "zh" else "; ", 1)[0]  # then: type one, then Enter
    keys = listed.split("，" if lang == "zh" else ", ")
    named = [re.split(r"[ :：]", part, maxsplit=1)[0] for part in keys]  # "w NAME: why", "a: another run"
    assert "h" in named and "?" not in named and named[-1] == "q"
    lines = {"Enter": "", "0–5": "0", "w": "w z1", "e": "e 1,2,3,4"}
    typed = "\n".join(lines.get(word, word) for word in named) + "\n"
    out = invoke(runner, "--plain", "--lang", lang, "step", input=typed).stdout
    assert "Unknown key" not in out and "不认识" not in out
    # and a key stays on one line with what it takes: "w 名字：来源，e" over "1,2,3,4：假如" (a listener's report)
    from r45cli.lesson import load
    from r45cli.view.step import prompt

    said = prompt(load(None), "b4", lang, plain=True)
    assert "e\u00a01,2,3,4" in said and re.search("w\u00a0(NAME|名字)", said), said


def test_a_digit_is_a_place_in_the_list_and_one_past_it_is_said_so(runner, lesson) -> None:
    """The help said a digit was a place "on the path"; on the default path (b4, b5) 0 went to b0. A digit is the
    state at that place in the list, and the help and the answer to one past the list say so."""
    from r45cli.keys import key
    from r45cli.messages import say

    out, seen = walk(runner, f"0\n{len(lesson.order)}\nq\n", "--from", lesson.default)
    assert seen == [lesson.default, lesson.order[0]]
    assert "No state has that place in the list: the places are 0 to 5." in out
    assert say(key("place").help, "en") == "the state at that place in the list, from 0 (not while the what-if is " \
        "open: its fields take digits)"


def test_the_keys_name_each_key_once(runner) -> None:
    """`h` listed `w NAME: why`, then said `w NAME: where a number comes from` again in a paragraph under the list (and
    so for e and r): a listener heard three keys twice."""
    keys, _ = walk(runner, "h\nq\n", "--plain")
    listed = [line[2:] for line in keys.splitlines() if line.startswith("- ")]
    assert "w NAME: where a number comes from" in listed and "r: the lesson's numbers again" in listed
    firsts = [line.split(":")[0].split(",")[0].split(" ")[0] for line in listed]
    assert firsts.count("w") == 1 and firsts.count("r") == 1 and firsts.count("c") == 1
    assert listed[-2].startswith("arrow and page keys") and "w NAME" not in keys.split(listed[-1])[1]
    # Ctrl-L, which reads again what was left out as heard, was said only in that note (a listener's report)
    assert listed[-1].startswith("Ctrl-L, then Enter: reads this state again whole")



def test_line_mode_says_the_lessons_heading_first_and_the_routes_after_the_state(runner, lesson) -> None:
    """Read a line at a time, "next: b5, or start at b0" came before b4 was read, and in predict mode the lesson's
    heading came after the first question's verdict: the heading is first, the routes last, above the prompt."""
    import json
    import os
    from pathlib import Path

    out = invoke(runner, "--plain", "step", input="q\n").stdout
    title, route = out.index(f"State {lesson.default}. "), out.index("next: ")
    assert out.index("R45, ") < title < route and out.rindex(f"State {lesson.default}. ") == title
    folder = Path(os.environ["R45_STATE_DIR"])
    (folder / "progress.json").write_text(json.dumps({"format": 2, "fade": {"b2": 1}}))
    asked = invoke(runner, "--plain", "step", "--predict", "--from", "b2", input="1\n\nq\n").stdout
    assert asked.index("R45, ") < asked.index("Work out this step") < asked.index("\nState b2. ")
    assert asked.count("R45, ") == 1


def test_a_key_sent_as_a_code_is_said_back_as_a_key_not_its_code(runner) -> None:
    """`you typed: �[C` was said back for → and Home in a pipe (speech read the code's letters): a key sent as an
    escape code is said back as a key pressed, by its name ("you pressed a key" had not said which; Ctrl-L was "Enter
    alone"), and the full screen's line mode shows its prompt alone."""
    plain = invoke(runner, "--plain", "step", "--from", "b1", input="\x1b[C\n\x1b[H\n\x0c\n\x1b[2~\nq\n").stdout
    said = [line for line in plain.splitlines() if line.startswith("you pressed")]
    assert said == ["you pressed the right arrow", "you pressed Home", "you pressed Ctrl-L", "you pressed a key"]
    assert "[C" not in plain and "[H" not in plain
    assert "\ufffd" not in plain
    rich = invoke(runner, "step", "--from", "b1", input="\x1b[C\nq\n").stdout
    assert "\nr45 b1> \n" in rich and "[C" not in rich and "\ufffd" not in rich


def test_c_in_linear_text_says_the_state_again_by_its_numbers_alone(runner) -> None:
    """`c` read the whole explanation again (about 200 words), where docs/plain.md says a state shown again on other
    numbers is said by its title and numbers alone, as after `e`."""
    out = invoke(runner, "--plain", "step", "--from", "b2", input="e 1,2,3,4\nc\nc\nq\n").stdout
    assert out.count("- Why normalise again") == 1
    assert out.count("\nState b2. Add u back") == 4
    assert out.count("Vectors, component by component, the lesson's numbers") == 1


def test_a_table_whose_numbers_all_differ_but_one_says_so_once(runner) -> None:
    """After `e w2` f4 = 0 is the course's too, so each of the other 15 numbers was said with "(changed from the
    course's)"; the table now says once which number is the same."""
    out = invoke(runner, "--plain", "step", "--from", "b2", input="e 1,2,3,4\ne relu\ne w2\nq\n").stdout
    table = out[out.rindex("Every number below but f4 differs from the lesson's.\n"):]
    rows = table.splitlines()[1:5]
    assert rows[3] == "u4 = 4.000000, f4 = 0.000000, s4 = 4.000000, z4 = 1.341636"
    assert not any("changed" in r for r in rows)


def test_after_a_what_if_linear_text_leaves_out_what_no_what_if_changes(runner) -> None:
    """After `e 1,2,3,4` at b4 a listener heard the attention demonstration and its inputs again (about 75 lines),
    which no u changes; it is named once as not said again, and the vectors that did change follow."""
    out = invoke(runner, "--plain", "step", "--from", "b4", input="e 1,2,3,4\nq\n").stdout
    assert out.count("Sums: attention of the whole of (x + y) against attention of x + attention of y") == 1
    assert "What has not changed is not said again: Position-wise feed-forward network; " in out
    assert out.rindex("u4 = 4.000000, h4 = 4.000000, f4 = 2.250000") > out.rindex("not said again")


def test_a_switch_that_leaves_w2_as_it_was_does_not_read_it_again(runner) -> None:
    """`e relu` at b1 read the 7 lines of W2 just read, now titled "the lesson's numbers"; `e w2` changes them."""
    out = invoke(runner, "--plain", "step", "--from", "b1", input="e relu\ne w2\nq\n").stdout
    relu, w2 = out.split("\nyou typed: e relu\n")[1].split("\nyou typed: e w2\n")
    assert "W2 row h1" not in relu and "not said again: W2 (6 by 4)" in relu
    assert "W2 (6 by 4): rows h, columns f, your numbers\nAll 24 of its numbers are 0." in w2  # not 24 zeros


def test_a_what_if_reads_of_a_changed_panel_only_what_changed(runner) -> None:
    """`e w2` at b3 said "(what has not changed is not said again: …; W_O (4 by 4)…)", then read the demonstration's
    inputs whole, W_O and the heads' 50 lines included, because W2 in them had changed: only W2 and b2 are new."""
    out = invoke(runner, "--plain", "step", "--from", "b3", input="i\ne w2\nq\n").stdout  # the inputs heard first
    after = out.split("\nyou typed: e w2\n")[1]
    assert "W2 and b2: f = h times W2+b2\nAll 28 of its numbers are 0." in after  # W2 = 0, said in a line
    assert "concat1: weight to attention 1" not in after and "x1: weight to q1" not in after, after
    # at b3 itself: "as read at b3" puzzled a listener
    assert "(the rest of this panel as just said, not said again)" in after
    # and its title no longer says W2 is the lesson's example's, over a W2 of zeros
    assert "W1, W2 and the LayerNorms are those of the lesson's example" not in after
    assert "W2 and b2 those in use here, not the example's" in after


def test_the_end_of_the_path_names_the_practice_that_fades_first(runner) -> None:
    """The last state's "What next" named quiz, why and lab, and not step --predict, where help fades until the
    learner computes u → z alone (a learner's report)."""
    out = " ".join(invoke(runner, "step", "--from", "b5", input="q\n").stdout.replace("│", " ").split())
    after = out.split("What next", 1)[1]
    assert after.index("r45 step --predict") < after.index("r45 quiz") < after.index("r45 why")
    # inside predict mode it is not offered again (a listener was told to start what they were in)
    inside = " ".join(invoke(runner, "--plain", "step", "--predict", "--from", "b5", input="q\n").stdout.split())
    assert "r45 --plain quiz" in inside.split("What next", 1)[1] and "step --predict:" not in inside  # as run


def test_where_a_number_comes_from_on_a_runs_drawn_numbers_says_they_are_drawn(lesson) -> None:
    """`w z1` during a predict run said "the lesson's numbers in it" and "u1, u2 are h1, h2" (how the lesson's u was
    recovered) beside a drawn u1 = -1.337487 whose h1 was 0; and with W2 drawn too, that W2 was the lesson file's."""
    from tuidrive import stepper

    from r45cli import predict
    from r45cli.numfmt import fixed
    from r45cli.plain.draw import page

    def why(walk, name: str) -> str:
        return " ".join(" ".join(page(walk.why(name), "en")).split())

    walk = stepper(lesson, "en", "b2", predicting=True)
    plan = predict.plan(lesson, "b2", predict.Record({"b2": 2}, (), (), {}))
    assert plan is not None
    drawn = walk.numbers_for(plan._replace(seed=(7, 1), draw=("u", "W2")))
    said = why(walk, "f1")
    assert "this run's drawn numbers in it" in said and "given: this run's drawn u (not the lesson's)" in said
    assert "those in f are this run's drawn W2" in said and fixed(drawn.vector("u")[0]) in said
    assert "the course's" not in said.replace("not the course's", "") and "prints" not in said
    course = stepper(lesson, "en", "b2")
    assert "the lesson's numbers in it" in why(course, "u3") and "prints" in why(course, "u3")


def test_where_a_number_comes_from_with_w2_set_to_0_says_so(lesson) -> None:
    """With the what-if's W2 = 0, `w z4` showed f4 = 0 under "the coefficients … are the weights of W1 and W2, given
    by the lesson file", with nothing to say why f was 0."""
    from tuidrive import stepper

    from r45cli.plain.draw import page

    walk = stepper(lesson, "en", "b2")
    walk.trying = True
    walk.what_if(list(lesson.example.u), relu=True, without_w2=True)
    said = " ".join(" ".join(page(walk.why("z4"), "en")).split())
    assert "The what-if set W2 and b2 to 0, so each f_j is 0." in said and "W1 and W2" not in said
    assert "f4 = 0.000000 s4" in said  # what the sentence says, on the line it explains


def test_a_what_if_u_is_worked_from_the_6_decimals_shown(lesson) -> None:
    """u typed with more digits than are shown had been worked from as typed, under "each step from the 6 decimals
    shown": u1 − u2 showed 0.000000 where the u shown give 0.000001, and h6 was not zeroed (a learner's report)."""
    from tuidrive import stepper

    from r45cli.numfmt import fixed

    walk = stepper(lesson, "en", "b0")
    walk.trying = True
    walk.what_if([-0.0000004, -0.0000005, 0.0000005, 1.0000025])
    shown = [fixed(x) for x in walk.mine.vector("u")]
    assert shown == ["0.000000", "-0.000001", "0.000001", "1.000003"]
    assert [fixed(x) for x in walk.mine.vector("a")][4:] == ["0.000001", "-0.000001"]  # u1 − u2, u2 − u1
    assert fixed(walk.mine.vector("h")[5]) == "0.000000"


def test_the_default_offers_the_paths_start_only_while_a_state_before_it_is_unseen(runner, lesson) -> None:
    """A learner who had seen b0–b3 was still told "or start at b0" at b4, session after session."""
    out, _ = walk(runner, "q\n")  # a first run, at the default: nothing before it seen
    start = f"or press 0 to start at {lesson.order[0]}"  # which key goes there: a learner looked for it in ?
    assert start in out
    before = lesson.order.index(lesson.default)
    out, seen = walk(runner, "\n" * before + "q\n", "--from", lesson.order[0])
    assert seen[-1] == lesson.default and start not in out.split(f"{lesson.default} · ")[-1]


def test_a_state_shown_worked_is_asked_when_come_back_to(runner) -> None:
    """Back at b0 in predict mode, "This time the state is shown worked" stood over "(read before, the same, not said
    again: …)" for every panel: nothing was shown. Then back at a state shown worked, it was shown worked again, under
    "this time", at every visit of the session: it is asked now, its givens read whole."""
    out = invoke(runner, "--plain", "step", "--predict", "--from", "b0", input="\np\nq\n").stdout
    first, back = out.split("\nyou typed: p\n")
    assert "This time the state is shown worked" in first and "This time the state is shown worked" not in back
    assert "Work it out first: b0, level 1 of 4" in back and "W1 row u1: weight to a1 = 1" in back


def test_the_asides_of_a_what_if_stand_a_line_each(runner) -> None:
    """With W2 = 0 at b3, three asides ran together in one paragraph of brackets: "(You set W2 = 0 …) (left out
    here: …) (your numbers: …)"."""
    out = invoke(runner, "--plain", "step", "--from", "b3", input="e w2\nq\n").stdout.split("you typed: e w2", 1)[1]
    lines = out.splitlines()
    asides = ("(You set W2 and b2 to 0", "(left out here", "(your numb")
    starts = [k for k, line in enumerate(lines) if line.startswith(asides)]
    assert len(starts) == 3 and starts == list(range(starts[0], starts[0] + 3)), lines[:12]


def test_any_u_is_worked_from_its_6_decimals_shown_and_verify_keeps_every_digit(lesson) -> None:
    """A u with more digits than the page shows (a lesson file's, or a what-if's) is worked from as shown: 1.1707054
    and 0.6495886 show as 1.170705 and 0.649589, whose difference is 0.521116; worked as written, a5 had been
    0.5211168, shown 0.521117. The exact computation (verify, the PyTorch check) keeps every digit."""
    from r45cli import worked
    from r45cli.numfmt import fixed

    u = [1.1707054, 0.6495886, -0.385419, -1.434875]
    assert fixed(worked.compute(lesson, u=u).vector("a")[4]) == "0.521116"
    assert fixed(worked.compute(lesson, u=u, exact=True).vector("a")[4]) == "0.521117"


def test_a_tiny_variance_says_rounding_moved_z(lesson) -> None:
    """u = (0.003, 0, 0, 0) gave var(s) = 0.000003 and z1 = 0.883805 where LayerNorm gives 0.868156, under the note
    that z's variance is var(s) / (var(s) + eps), with nothing said (a learner's report); the lesson's numbers, and
    a u of ordinary size, say nothing of it."""
    from tuidrive import stepper

    from r45cli.plain.draw import page

    walk = stepper(lesson, "en", "b2")
    said = lambda: " ".join(" ".join(page(walk.page(), "en")).split())  # noqa: E731
    assert "var(s) is only" not in said()
    walk.trying = True
    walk.what_if([0.003, 0.0, 0.0, 0.0])
    moved = "var(s) is only 0.000003 here to 6 decimals (0.00000348 with every digit kept): with a std so small, " \
        "rounding on the way (the mean's, the variance's) moves z visibly: z1 = 0.883805 here, 0.868156 from the s " \
        "shown with every digit kept"
    assert moved in said()
    # where z or std comes from says it too: the why window showed z4 of a tiny var with no word (a learner's report)
    for name in ("z1", "std"):
        assert moved in " ".join(" ".join(page(walk.why(name), "en")).split()), name
    assert "var(s) is only" not in " ".join(" ".join(page(walk.why("f1"), "en")).split())
    walk.what_if([1.0, -0.5, 0.25, 2.0])
    assert "var(s) is only" not in said() + " ".join(" ".join(page(walk.why("z1"), "en")).split())


def test_a_lesson_whose_printed_values_are_off_says_so_on_each_state_in_linear_text(runner, raw, write_states) -> None:
    """`show` opens each state with what the file's printed: values deny; `step --plain` had said it on stderr
    alone, which a listener who set stderr aside never heard (an instructor's report). Said in full at the first
    state, named at the next, as a panel heard already is."""
    raw["printed"]["z"][0] = 1.233145  # computed: 1.233154
    path = str(write_states(raw))
    result = invoke(runner, "--states", path, "--plain", "step", "--from", "b0", input="n\nq\n")
    note = "Note: the lesson file disagrees with what its u and weights give"
    first, second = result.stdout.split("State b1.")
    assert f"{note}\nThe printed: values of the lesson file" in first and "(z1 printed 1.233145, computed 1.233154)" \
        in first
    assert f"not said again: {note}." in " ".join(second.split())


def test_a_note_heard_once_is_named_not_read_again_in_linear_text(runner, lesson) -> None:
    """A listener heard the six lines on the worked example at b4, again at b2, which shares the note, and again
    after each c and r at b2: read once, then named with where it was read."""
    shared = [(a, b, n.en) for a in lesson.order for b in lesson.order if a != b
              for n in lesson.state(a).notes if n.en in [m.en for m in lesson.state(b).notes]]
    first, then, note = shared[0]
    hops = f"{lesson.order.index(then)}\ne 1,2,3,4\nc\nc\nr\nq\n"
    out = invoke(runner, "--plain", "step", "--from", first, input=hops).stdout
    assert out.count(re.split(r"[–(]", note)[0]) == 1  # its opening, as linear text says it ("R43 to R44")
    assert f"Said at {first}, the same, and not said again: 1 of its notes." in out  # at the second state
    at_then = out.split(f"State {then}.")[1]  # said beside the heading, before the diagram (after it, it had read as
    assert at_then.index("Said at") < at_then.index("Encoder block")  # the diagram's)
    assert out.count("Said before, the same, and not said again: 1 of its notes.") == 2  # after c to the course's, r


def test_r_with_no_what_if_open_says_so_and_reads_nothing_again(runner) -> None:
    """r at the lesson's numbers read the whole state again (a listener's report); it says there is nothing to put
    back. After a what-if it still puts the lesson's numbers back."""
    out, seen = walk(runner, "r\ne 1,2,3,4\nr\nq\n", "--from", "b2")  # drawn: on arriving, after e, after r
    assert seen == ["b2"] * 3 and out.count("No what-if is open: these are the lesson's numbers.") == 1
    assert out.count("Back to the lesson's numbers.") == 1


def test_a_note_named_as_heard_names_where_it_was_first_heard(runner, lesson) -> None:
    """Back at b4 after b2 (which shares its note, read again there with Ctrl-L), the note was said heard "at b2":
    it was heard first at b4 itself."""
    shared = [(a, b) for a in lesson.order for b in lesson.order if a != b
              for n in lesson.state(a).notes if n.en in [m.en for m in lesson.state(b).notes]]
    first, then = shared[0]
    hops = f"{lesson.order.index(then)}\n\x0c\n{lesson.order.index(first)}\nq\n"
    out = " ".join(invoke(runner, "--plain", "step", "--from", first, input=hops).stdout.split())
    back = out.split(f"State {first}.")[-1]
    assert "Said here on an earlier visit, the same, and not said again: its explanation and its notes" in back


def test_a_what_if_u_with_no_negative_component_is_said_to_be_yours(runner) -> None:
    """b5 under `e 1,2,3,4` said "This example's u has no negative component." of the learner's own u."""
    out = invoke(runner, "--plain", "step", "--from", "b5", input="e 1,2,3,4\nq\n").stdout
    assert "Your u has no negative component." in out and "This example's u has no negative" not in out


def test_the_path_s_end_says_each_command_as_this_session_was_run(runner, raw, write_states) -> None:
    """A class on its instructor's lesson file read "r45 quiz" at the path's end, and ran the packaged lesson, whose
    numbers disagreed with their handout (an instructor's report): each command repeats --states (and --lang, --plain
    where given), as "r45 step resumes here" did."""
    path = write_states(raw)
    out = " ".join(invoke(runner, "--states", str(path), "--plain", "step", "--from", "b5", input="q\n").stdout.split())
    assert f"r45 --plain --states {path} quiz: test yourself" in out and f"r45 --plain --states {path} why z1" in out
    assert " r45 quiz" not in out and " r45 why" not in out


def test_why_under_a_what_if_without_relu_says_so(runner) -> None:
    """`e relu`, then `w h3`: "h3 = a3 = −0.385419" stood under "given: the what-if's u" alone, no word of ReLU
    switched off (a listener's report); with ReLU at work, nothing of the kind is said."""
    off = invoke(runner, "--plain", "step", "--from", "b0", input="e relu\nw h3\nq\n").stdout
    why = " ".join(off.split("Where h3 comes from")[1].split())
    assert "The what-if has ReLU switched off: h = vector a." in why and "h3 = a3 = −0.385419" in why
    on = invoke(runner, "--plain", "step", "--from", "b0", input="e 1,2,3,4\nw h3\nq\n").stdout
    assert "switched off" not in on.split("Where h3 comes from")[1]


def test_a_what_if_is_said_again_at_each_state_it_goes_on_at(runner) -> None:
    """`e relu` at b0, then `2`: b2 showed the numbers without ReLU and never said so in linear text, where the full
    screen keeps a banner and marks ReLU off in the diagram (h349); after `c` the lesson's numbers say nothing."""
    out = invoke(runner, "--plain", "step", "--from", "b0", input="e 1,2,3,4\ne relu\n2\nc\n3\nq\n").stdout
    said = "What if u1 = 1.000000, u2 = 2.000000, u3 = 3.000000, u4 = 4.000000, no ReLU: your numbers below."
    at_b2 = out.split("you typed: 2")[1].split("State b2.")[0]
    assert said in " ".join(at_b2.split())
    assert "What if" not in out.split("you typed: 3")[1].split("State b3.")[0]
