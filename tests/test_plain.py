"""`--plain`: every view as linear text for screen readers and braille displays.

No box, rule, bar or shade character (U+2500–U+259F), no escape code, no line
rewritten; every 6-decimal number on the line of its name. All in-process.
"""

from __future__ import annotations

import re

import pytest
from conftest import NUMBER, invoke, sampled
from rich.cells import cell_len

from r45cli.numfmt import fixed

DRAWN = re.compile("[\u2500-\u259f]")
# A name, then `=` or a colon: `z1 =`, `mean =`, `W1 row u1:`, `row i=1:`, `均值 =`, `max |J − I|（不是 0）：`.
# Every 6-decimal number must come after one on its own line: a bare row of numbers never passes.
NAMED = re.compile(r"[^\W\d_][^=:：]*[=:：]")
PAIR = re.compile(r"(?<![\w(])([a-z]\w*) = (−?\d+\.\d{6})\b")  # `z1 = 1.233154`, as a reader of one line finds it
MINUS = str.maketrans("-", "\u2212")  # plain text writes a minus as U+2212, which speech says; numfmt writes "-"
STEP_KEYS = "\n".join(["n", "?", "w z1", "e 1,2,3,4", "n", "r", "zz", "\x0c", "0", "n", "n", "n", "n", "n", "n",
                       "q"]) + "\n"


def commands(lesson) -> list[tuple[str, list[str], str | None]]:
    """Every command, and every state where a command takes one: (id, arguments, stdin)."""
    runs = [(f"show {s}", ["show", s], None) for s in lesson.order]
    runs += [
        ("list", ["list"], None),
        ("verify", ["verify"], None),
        ("why z4", ["why", "z4"], None),
        ("why h5", ["why", "h5"], None),
        ("why u3", ["why", "u3"], None),  # a subtraction of printed numbers: (u + f)3 − f3
        ("lab", ["lab"], None),
        ("lab --u", ["lab", "--u", "1,2,3,4", "--no-relu"], None),
        ("progress", ["progress"], None),
        ("step", ["step", "--from", lesson.order[0]], STEP_KEYS),
        # after the walk above every state is seen: predict asks each state's last step (wrong, to hear the slips named)
        ("step --predict", ["step", "--predict", "--from", lesson.order[0]],
         "h1\nn\n0\nn\n1.067943\nn\nn\n1\nn\np\nq\n"),
        ("quiz --fresh", ["quiz", lesson.order[2], "--fresh", "--seed", "4"], "0\n0.26\n1\n-1.397225\n"),
        ("review", ["review", "--seed", "5"], "s\n0\n0.5\nq\n"),
        ("lab --ask", ["lab", "--no-relu", "--ask"], "only f3 and f4 change\n"),
    ]
    return runs + [(f"quiz {s}", ["quiz", s], "1\nh1\n0.5\ns\n2\nnone\ns\n" * 3) for s in lesson.order]


def unnamed(text: str) -> list[str]:
    """The lines with a 6-decimal number that no name stands before on the same line; but a line that starts "= " goes
    on with the name that ends the line before it (one too long to share a line with its number: "attention of x" /
    "+attention of y = 0.538544" had put a row's name on the wrong thing, "y = 0.538544")."""
    lines = text.splitlines()
    return [line for k, line in enumerate(lines) for m in NUMBER.finditer(line) if not NAMED.search(line[: m.start()])
            and not (line.startswith("= ") and m.start() <= 3 and k and lines[k - 1].strip())]


@pytest.mark.parametrize(("lang", "width"),  # each language once, narrow and in a pipe; -m long: all 6
                         sampled([(lang, width) for lang in ("en", "zh") for width in (None, 40, 80)],
                                 (("zh", 40), ("en", None))))
def test_every_command_in_plain_text_draws_nothing_and_names_every_number(lesson, lang, width, tmp_path) -> None:
    """In a pipe (a paragraph a line) and on a terminal 40 and 80 columns wide (wrapped between words): every
    6-decimal number on the line of its name, no line longer than the terminal, none starting with 。，）、."""
    checked = 0
    terminal = {} if width is None else {"TTY_COMPATIBLE": "1", "COLUMNS": str(width)}
    for name, args, stdin in [*commands(lesson), ("test", ["test"], "0\n1\n2\n" + "s\n" * 10)]:
        result = invoke(None, "--plain", "--lang", lang, *args, input=stdin, env=terminal)
        assert result.exit_code == 0, (name, result.stderr)
        said = result.stdout + result.stderr
        assert not DRAWN.findall(said), (name, sorted(set(DRAWN.findall(said))))
        assert "\x1b" not in said and "\r" not in said, name
        assert not unnamed(said), (name, unnamed(said)[:3])
        assert not [line for line in said.splitlines() if line and line[0] in "。，）、"], name
        if width is not None:
            # only a word longer than the line (a URL) stands alone on a longer one
            assert not [line for line in result.stdout.splitlines()
                        if cell_len(line) > width and " " in line.strip()], name
        checked += sum(len(NUMBER.findall(line)) for line in said.splitlines())
    exported = invoke(None, "--plain", "--lang", lang, "export", lesson.order[0], "-o", str(tmp_path / "b.md"))
    assert exported.exit_code == 0 and str(tmp_path / "b.md") in exported.stderr and not DRAWN.search(exported.stderr)
    assert checked > 1000  # 6-decimal numbers read, each with its name (1375 in each language when written)


def test_a_screen_reader_hears_each_printed_value_with_its_name_in_show_b2(lesson, worked) -> None:
    """Read `--plain show b2` one line at a time, knowing nothing of layout: each printed value it shows is
    `name = value`.

    b2 shows u, f, s and z; the course also prints h, which b2 has no panel for: it is read the same way from the
    first state that shows it. Together the lesson's 18 printed values, each heard with its name.
    """

    def heard(state: str) -> dict[str, set[str]]:
        out = invoke(None, "--plain", "show", state).stdout
        found: dict[str, set[str]] = {}
        for line in out.splitlines():  # a line at a time, as a screen reader or a braille display gives it
            for name, value in PAIR.findall(line):
                found.setdefault(name, set()).add(value)
        return found

    b2 = "b2"
    shown = {name for spec in lesson.state(b2).shows for name in spec.of}
    in_b2 = heard(b2)
    wanted = {(name, j, fixed(x).translate(MINUS))
              for name, values in lesson.printed.items() for j, x in enumerate(values)}
    assert len(wanted) == 18
    missing = {(name, j, v) for name, j, v in wanted if v not in in_b2.get(f"{name}{j + 1}", set())}
    # everything b2 shows is heard there
    assert {name for name, _, _ in missing} == set(lesson.printed) - shown == {"h"}
    elsewhere = next(s for s in lesson.order if any("h" in spec.of for spec in lesson.state(s).shows))
    in_other = heard(elsewhere)
    assert all(v in in_other.get(f"{name}{j + 1}", set()) for name, j, v in missing)
    for name, j, value in wanted - missing:  # and the value is the computation's, not only the course's
        assert fixed(worked.vector(name)[j]).translate(MINUS) == value


def test_plain_step_and_quiz_over_a_pipe_never_rewrite_a_line(lesson) -> None:
    """Append-only: no carriage return, no cursor movement or clearing, and each prompt a whole line: the first names
    every key, the others where the keys are (a listener heard three lines of keys after every key)."""
    step = invoke(None, "step", "--plain", input=STEP_KEYS)
    quiz = invoke(None, "--plain", "quiz", input="x\n" + "s\n" * 20)
    for result in (step, quiz):
        assert result.exit_code == 0 and "\r" not in result.stdout and "\x1b" not in result.stdout
    prompts = [line for line in step.stdout.splitlines() if line.startswith("r45 ")]
    assert len(prompts) == STEP_KEYS.count("\n") and prompts[0].endswith("q: quit; type one, then Enter")
    assert all(p.endswith("> type a key and press Enter (h for the keys)") for p in prompts[1:])
    asks = [line for line in quiz.stdout.splitlines() if line.startswith("answer> ")]
    assert asks and all(line.endswith("then Enter") and "type s to skip, q to end the quiz" in line for line in asks)
    assert "'x' is not a number" in quiz.stdout or "not one of" in quiz.stdout or "option number" in quiz.stdout


def test_plain_is_global_like_lang_and_the_environment_asks_for_it_too(lesson) -> None:
    before = invoke(None, "--plain", "show", "b2").stdout
    assert invoke(None, "show", "b2", "--plain").stdout == before
    # the same page; a command it names repeats --plain where it was typed, not where the environment asks for it
    assert invoke(None, "show", "b2", env={"R45_PLAIN": "1"}).stdout == before.replace("r45 --plain ", "r45 ")
    assert "╭" in invoke(None, "show", "b2", env={"R45_PLAIN": "0"}).stdout
    assert invoke(None, "--plain", "show", "b2", "--json").stdout == invoke(None, "show", "b2", "--json").stdout
    assert "State b2. Add u back, then LayerNorm gives z\n" in before and "\nmean = 0.260107\n" in before
    assert "\nu4 = −1.434875, f4 = 0.000000, s4 = −1.434875, z4 = −1.397220\n" in before


def test_bars_matrices_highlights_and_weights_are_said_in_words(lesson) -> None:
    b0, b3 = invoke(None, "--plain", "show", "b0").stdout, invoke(None, "--plain", "show", "b3").stdout
    # the bars in one sentence: each name by its sign, and the largest; their values are said in the tables above
    assert ("\npositive: a1, h1, a2, h2, a5, h5; negative: a3, a4, a6; zero: h3, h4, h6;"
            " the largest magnitude: a4\n") in b0
    # each weight by name, not "a1 = 1": a1 is a number of its own, and a screen reader heard a wrong value; the
    # zeros once, after the rest (a listener heard "weight to" 48 times before a question needing the few not 0)
    assert "\nW1 row u1: weight to a1 = 1, weight to a5 = 1, weight to a6 = −1, the rest 0\n" in b0
    assert "\nW1 row u3: weight to a3 = 1, the rest 0\n" in b0
    assert "a6 = −u1 + u2 = −0.521116, h6 = 0.000000, zeroed by ReLU (a6 was negative)" in b0
    numbers = [line for line in b0.splitlines() if re.match(r"[a-zW]\w* (=|row)", line)]
    # every minus sign is U+2212, which speech says
    assert len(numbers) > 14 and not [line for line in numbers if "-" in line]
    assert "this state: u, W1, ReLU" in b0
    assert re.search(r"^row i=1: j=1: 0\.\d{6}, j=2: 0\.\d{6}, j=3: 0\.\d{6}$", b3, re.M)  # a pause after j=1
    assert "position 1: u1 = 1.045174" in b3
    # the demonstration's inputs, a row a line, the row said once (it was "1 x1 = 0.8, 1 x2 = −0.2, …")
    assert "\nposition 1: x1 = 0.8, x2 = \u22120.2, x3 = 0.5, x4 = \u22121\n" in b3
    assert "\nx1: weight to q1 = 1.2, weight to k1 = 1, weight to k2 = 0.4, weight to v1 = 1, " in b3
    # a weight was said "q1 = 1.2", as if it were q1; the zeros of a row once (h352)
    assert "\nb: bias added to q1 = 0.1, bias added to k2 = 0.1, the rest 0\n" in b3
    yours = invoke(None, "step", "--plain", "--from", "b2", input="e 1,-2,3,4\nq\n").stdout
    assert "Vectors, component by component, your numbers" in yours and "(changed from the lesson's)" in yours
    assert "What if u1 = 1.000000, u2 = \u22122.000000, u3 = 3.000000, u4 = 4.000000: your numbers below." in yours
    zh = invoke(None, "--lang", "zh", "step", "--plain", "--from", "b2", input="e 1,-2,3,4\nq\n").stdout
    assert re.search(r"均值 = \S+（名为 mean；与本课不同）", zh) and "(与课程" not in zh  # full width
    # a table whose every number is the learner's says so once: a listener heard the mark 16 times in four lines
    assert "Every number below differs from the lesson's.\nu1 = 1.000000, f1 = " in yours
    assert "下面每个数都与本课的不同。\nu1 = 1.000000，f1 = " in zh


def test_the_end_of_input_says_where_step_was_left_as_q_does(lesson) -> None:
    """q said "Left r45 step at b4."; Ctrl-D (the end of input) ended in silence, and a listener could not tell."""
    ended = invoke(None, "--plain", "step", "--from", lesson.order[1], input="\n").stdout
    assert ended.rstrip().endswith(f"Left r45 step at {lesson.order[2]}; r45 --plain step resumes here."), ended[-200:]


def test_the_full_screen_key_v_goes_on_in_plain_text_from_the_same_state(lesson, monkeypatch) -> None:
    from tuidrive import drive

    app, _ = drive(lesson, ["right", "v"], shots=False)
    assert app.return_value == lesson.following(lesson.default) and app.return_code == 0

    from r45cli.tui import app as app_mod

    monkeypatch.setattr(app_mod.StepApp, "run", lambda self: lesson.order[1])  # as if v was pressed at the second state
    monkeypatch.setattr(app_mod.StepApp, "return_code", 0, raising=False)
    monkeypatch.setattr("r45cli.linemode.full_screen_possible", lambda: True)
    result = invoke(None, "step", input="q\n")
    assert result.exit_code == 0 and "\x1b" not in result.stdout and not DRAWN.search(result.stdout)
    assert f"\nState {lesson.order[1]}. {lesson.state(lesson.order[1]).title('en')}\n" in result.stdout
    assert re.search(r"q: quit; type one, then Enter\nyou typed: q\nLeft r45 step at b\d; r45 step resumes here\.$",
                     result.stdout.rstrip())


def test_the_tests_table_by_skill_says_each_skill_then_its_share(tmp_path) -> None:
    """`--plain test` said "eps inside the root: the square root of  = 0% (var + eps)": a skill's title read as a
    name with a closing aside, and a title holding "=" lost the share's separator ("s = u + f 0%")."""
    out = invoke(None, "--plain", "test", input="s\n" * 12).stdout
    table = out.split("By skill:\n", 1)[1].split("\n\n", 1)[0].splitlines()
    assert "eps inside the root: the square root of the whole of (var + eps): 0% (item 3)" in table
    # each with its items: "Which h ReLU sets to 0" among 15 skills under 10 items could not be told from the items
    assert "The second residual: s = u + f: 0% (item 2)" in table and "Which h ReLU sets to 0: 0% (item 1)" in table
    zh = invoke(None, "--plain", "--lang", "zh", "test", input="s\n" * 12, env={"R45_STATE_DIR": str(tmp_path)}).stdout
    assert "第二次残差：s = u + f：0%（第 2 题）" in zh.splitlines()


def test_a_what_if_in_plain_text_says_the_state_again_by_its_numbers_alone(lesson) -> None:
    """After `e 1,2,3,4` a listener heard b2's whole explanation and the reference again, about 18 lines, before the
    new numbers. The state is now said again by its title and its numbers."""
    out = invoke(None, "step", "--plain", "--from", "b2", input="e 1,2,3,4\nq\n").stdout
    after = out.split("your numbers below.", 1)[1]
    explanation = lesson.state("b2").explain("en")[:40]
    assert out.count(explanation) == 1 and explanation not in after and "Vaswani" not in after
    assert after.lstrip("\n").startswith("State b2. Add u back") and "u1 = 1.000000, f1 = 0.500000" in after


def test_a_what_if_names_the_panels_it_leaves_as_they_were_and_reads_those_it_changes(lesson) -> None:
    """After `e 1,2,3,4` at b3 a listener heard the whole demonstration again, about 100 lines no u changes, and its
    tables before their inputs. A panel shown again the same is named; one a switch changes is read, after the
    inputs it is worked from where they changed too."""
    out = invoke(None, "step", "--plain", "--from", "b3", input="i\ne 1,2,3,4\ne relu\nq\n").stdout
    first, second = out.split("your numbers below.")[1:]
    assert "Attention weights and head outputs" in out.split("your numbers below.")[0]
    assert "row i=1: j=1:" not in first + second and "position 1: attention 1 =" not in first
    assert first.count("\n") < 25, first  # the title, what is left out, and u and z
    assert "not said again: Across positions, within a position; Attention weights and head outputs" in first
    assert "The whole block stage by stage" in first.split("not said again:")[1].split("\n")[0]
    # the switch changed the block: its changed stages read, its attention, the same, left to the rest's note
    assert "position 1: z1 =" in second and "without ReLU" in second and "position 1: attention 1 =" not in second
    assert "(the rest of this panel as just said, not said again)" in second
    assert "ReLU off" in second  # and the across-or-within panel
    assert "The demonstration's inputs" in first.split("not said again:")[1].split("\n")[0]  # named, not unsaid


def test_a_panel_read_whole_after_a_what_if_names_nothing_left_out(lesson) -> None:
    """`e w2` after `e …` at b2 read LayerNorm(s) whole, then "(the rest as just read, not said again)": what it left
    out was the legend of *, which linear text never reads (a listener's report). The vectors' formula line is left
    out, and said so."""
    out = invoke(None, "step", "--plain", "--from", "b2", input="e 1.170705,0.649589,-0.385419,0\ne w2\nq\n").stdout
    second = out.split("your numbers below.")[2]
    vectors, layernorm = second.split("\nVectors, component by component")[1], second.split("\nLayerNorm(s)")[1]
    assert "not said again" in vectors.split("\n\n")[0] and "f = h times W2+b2" not in vectors.split("\n\n")[0]
    assert "variance of z" in layernorm.split("\n\n")[0] and "not said again" not in layernorm.split("\n\n")[0]


def test_a_panel_changed_since_it_was_last_read_is_read_again(lesson) -> None:
    """`c` to the lesson's numbers and `c` back said "Your numbers below again" and no number: the panels were the
    ones heard two keys before, named as unchanged though the course's had been heard since (a listener's report).
    `r` after `e relu` at b3 likewise named the whole block, last heard without ReLU."""
    out = invoke(None, "step", "--plain", "--from", "b2", input="e 1,2,3,4\nc\nc\nq\n").stdout
    back = out.split("Your numbers below again")[1]
    assert "u1 = 1.000000, f1 = 0.500000" in back and "mean = 3.812500" in back
    b3 = invoke(None, "step", "--plain", "--from", "b3", input="e 1,2,3,4\ne relu\nr\nq\n").stdout
    assert "position 1: z1 = 0.976615" in b3.split("Back to the lesson's numbers.")[1]
    again = invoke(None, "step", "--plain", "--from", "b2", input="e 1,2,3,4\ne 1,2,3,4\nq\n").stdout
    named = again.split("your numbers below.")[2].split("not said again:")[1].split("\n")[0]
    assert "signs and sizes" in named and "Signed bars" not in named  # named in linear text by its own words


def test_the_inputs_say_the_linearity_check_sets_attentions_biases_to_0(runner) -> None:
    """A listener heard "every bias of attention set to 0" and then, among the demonstration's inputs, b rows and
    b_O = 0.05: where a state checks that attention is not linear, its inputs say that check leaves the biases out."""
    said = "The check that attention is not linear uses the same x and parameters, with attention's biases (the b " \
        "rows and b_O) at 0,"
    b4, b3 = invoke(runner, "--plain", "show", "b4").stdout, invoke(runner, "--plain", "show", "b3").stdout
    assert said in b4 and said not in b3  # no such check at b3
    # the steps the sequence rounds are said where it is shown worked: b4's check keeps every digit, and showed no
    # LayerNorm of the demonstration that a note spoke of (a reader's report); the inputs come before no table
    rounding = "LayerNorm's mean, variance and std are rounded to 6 decimals"
    assert rounding in b3 and rounding not in b4 and "each table from the numbers printed before it" not in b3


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_line_modes_keys_fit_40_columns(lang) -> None:
    """`?` in line mode on 40 columns printed "- arrow and page keys (on a line of thei" / "r own)": that name of
    keys was glued whole like a typed command, and the terminal cut it."""
    result = invoke(None, "--plain", "--lang", lang, "step", "--from", "b2", input="?\nq\n",
                    env={"TTY_COMPATIBLE": "1", "COLUMNS": "40"})
    assert result.exit_code == 0
    assert [line for line in result.stdout.splitlines() if cell_len(line) > 40] == []


def test_an_options_dashes_stay_hyphens_in_linear_text() -> None:
    """`--plain verify` said "(-−all lists each)": the second hyphen of --all was made a minus sign, which speech reads
    as "minus" and a copy cannot be typed back."""
    from r45cli.vocab import minus_signs as minus

    assert minus("(--all lists each) u3 = -0.385419, -u1 + u2") == "(--all lists each) u3 = −0.385419, −u1 + u2"


def test_the_n_minus_1_slip_is_heard_as_a_divisor_of_n_minus_1() -> None:
    """zh "方差除以 n − 1" was heard "方差除以 n，− 1": the variance over n, then minus 1, the reverse of the slip."""
    from r45cli.messages import M, say
    from r45cli.plain.spoken import speakable

    heard = speakable(f"判断：{say(M.mis_unbiased_variance, 'zh')}", "zh")
    assert "n，" not in heard and "(n − 1)" in heard.replace(" 整体", ""), heard


def test_speech_hears_every_minus_sign_and_no_list_dash() -> None:
    """Speech turned a hyphen into a minus sign only before a digit: a lesson's "(-u1)" and "u1 - u2", written by
    hand, were heard with no minus at all; a list item's leading dash must stay silent."""
    from r45cli.plain.spoken import speakable

    spoken = speakable("- a6 = (-u1) + u2\n- u1 - u2 = -0.5, post-norm", "en")
    assert spoken.splitlines() == ["- a6 = (−u1) + u2", "- u1 − u2 = −0.5, post-norm"]


def test_a_labels_aside_and_the_changed_tag_are_one_aside(runner) -> None:
    """After a what-if a listener heard "variance = 3.105469 (changed from the lesson's) (biased)": two asides."""
    out = invoke(runner, "--plain", "step", "--from", "b2", input="e 1,2,3,4\nq\n").stdout.splitlines()
    # in full once a block (the mean's, above), then short: eight in four lines at b2 after `e relu`
    at = out.index("mean = 3.812500 (changed from the lesson's)")
    assert out[at + 1] == "variance = 3.105469 (biased: over n; named var; changed)"
    zh = invoke(runner, "--plain", "--lang", "zh", "step", "--from", "b2", input="e 1,2,3,4\nq\n").stdout
    assert "方差 = 3.105469（有偏：除以 n，名为 var；与本课不同）" in zh.splitlines()


def test_linear_text_gives_the_demonstrations_inputs_before_its_results(runner) -> None:
    """A listener heard b3's and b4's attention weights and tables before the x they come from, and had to try
    d_head = 2 and 4 to reproduce 0.243113; the terminal and the exports keep the inputs after the results."""
    for state, first_result in (("b3", "Attention weights and head outputs"), ("b4", "Attention is not linear")):
        plain = invoke(runner, "--plain", "show", state).stdout
        assert plain.index("The demonstration's inputs") < plain.index(first_result)
        drawn = " ".join(invoke(runner, "show", state).stdout.split())
        assert drawn.index("The demonstration's inputs") > drawn.index(first_result.split(":")[0])
    assert "head 1: softmax(Q times K transposed over the square root of d_head), d_head = 2" in \
        invoke(runner, "--plain", "show", "b3").stdout.splitlines()
    # b4's own weights too: a learner working b4 alone found the √ only in b3
    b4 = invoke(runner, "--plain", "show", "b4").stdout.splitlines()
    assert "The softmax weights of head 1 at input 2x, attention's biases at 0: softmax(Q times K transposed over " \
        "the square root of d_head), d_head = 2" in b4


def test_bars_give_the_values_no_line_before_them_said(runner) -> None:
    """b5's bars called s3 and s4 negative and gave the values of s1 and s2 alone: s3 and s4 came 15 lines later,
    in the residual table, and s is in no table before the bars."""
    out = invoke(runner, "--plain", "show", "b5").stdout
    bars = next(line for line in out.splitlines() if line.startswith("positive:"))
    assert bars.endswith("values: s1 = 1.756058, s2 = 0.974384, s3 = −0.255140, s4 = −1.434875")


def test_with_w2_zero_the_sums_say_why_they_are_zero(runner, raw, write_states) -> None:
    """After `e w2`, b1 said "f1 = 0 = 0.000000" four times and never why. The switch sets b2 to 0 too: with an
    instructor's b2 = (0, 0.1, 0, −0.05) it said "f = b2" and "leaving its bias b2_j" over b2 = (0, 0, 0, 0)."""
    lines = invoke(runner, "--plain", "step", "--from", "b1", input="e w2\nq\n").stdout.splitlines()
    at = lines.index("W2 and b2 are 0: every term of f_j is 0, and so is its bias.")
    assert lines[at + 1].startswith("f1 = 0.000000")  # its sum, "0", said once, as the number
    assert "W2 and b2 are 0" not in invoke(runner, "--plain", "show", "b1").stdout
    raw["example"]["b2"] = [0, 0.1, 0, -0.05]
    mine = invoke(runner, "--plain", "--states", str(write_states(raw)), "step", "--from", "b1",
                  input="e w2\nq\n").stdout.split("you typed: e w2", 1)[1]
    assert "f = b2" not in mine and "leaving its bias" not in mine and "b2 = (0, 0, 0, 0)" in mine, mine
    assert "(You set W2 and b2 to 0: this state's texts are written for the lesson's W2 and b2; in its tables, " \
           "f = 0.)" in mine
    zh = invoke(runner, "--plain", "--lang", "zh", "step", "--from", "b1", input="e w2\nq\n").stdout
    assert "（你令 W2 与 b2 为 0：本状态的文字是按本课的 W2 与 b2 写的；表中 f = 0。）" in zh
    assert "W2 与 b2 都是 0：f_j 的每一项都是 0，偏置也是 0。" in zh


def test_verify_says_none_where_no_slip_is_named(runner) -> None:
    """`it cannot find (-)`: speech said nothing for the dash, and a listener heard "it cannot find, expected 0"."""
    for lang, word in (("en", "(none)"), ("zh", "（无）")):
        out = invoke(runner, "--plain", "--lang", lang, "verify").stdout
        assert "(-)" not in out and "（-）" not in out and word in out


def test_linear_text_cites_the_paper_once_a_session(runner) -> None:
    """A listener heard the reference, its arXiv address read digit group by digit group, after every state."""
    plain = invoke(runner, "--plain", "step", "--from", "b0", input="\n\n\nq\n").stdout
    boxed = invoke(runner, "step", "--from", "b0", input="\n\n\nq\n").stdout
    assert plain.count("arxiv.org/abs/1706.03762") == 1 and boxed.count("arxiv.org/abs/1706.03762") == 4


def test_linear_text_names_a_panel_read_the_same_at_an_earlier_state(runner) -> None:
    """b5's signs and sizes are b2's, read again in full a few states later; the boxed page keeps its panels."""
    plain = invoke(runner, "--plain", "step", "--from", "b2", input="\n\n\nq\n").stdout
    b5 = plain.split("\nState b5. ")[1]
    assert "Said at b2, the same, and not said again: signs and sizes, on one scale. Ctrl-L, then Enter, " \
           "reads them again." in b5
    assert "positive: u1, f1" not in b5 and plain.count("positive: u1, f1") == 1
    assert invoke(runner, "step", "--from", "b2", input="\n\n\nq\n").stdout.count("read before") == 0


def test_inputs_read_with_a_note_more_are_named_at_a_state_that_has_them_without_it(runner) -> None:
    """b4's inputs are b3's tables with a note of their own: read at b4, then at b3, a listener heard their 40 lines
    a second time. b3 says its own note (which steps its sequence rounds), then names the rest."""
    plain = invoke(runner, "--plain", "step", "--from", "b4", input="i\n3\nq\n").stdout  # i: b4's inputs
    b3 = plain.split("\nState b3. ")[1]
    inputs = b3.split("\nThe demonstration's inputs")[1].split("\n\n")[0]
    assert "Of the steps not printed, Q, K, V" in inputs
    assert "(the rest of this panel as said at b4, not said again)" in inputs
    assert "Everything the demonstration" not in inputs and "each Δ" not in inputs
    assert "position 1: x1 = 0.8" not in b3 and plain.count("position 1: x1 = 0.8") == 1
    # b3's W_O table, every row of it among b4's inputs, is named too (10 lines had been heard twice)
    assert "W_O (4 by 4): rows concat, columns attention, demonstration sequence (not the course's numbers) (at b4, " \
        "said as 'W_O and b_O: attention = concat times W_O + b_O')" in b3 and "W_O row concat1" not in b3


def test_a_matrix_read_under_another_heading_is_named_by_the_heading_heard(runner) -> None:
    """From b4, `0` said W1 was "W1 (4 by 6): rows u, columns a (at b4)": no such heading had been read at b4, which
    read W1 among the demonstration's inputs as "W1 and b1: a = uW1+b1" (a zh listener's report)."""
    plain = invoke(runner, "--plain", "--lang", "zh", "step", "--from", "b4", input="i\n0\nq\n").stdout
    b0 = plain.split("\n状态 b0。")[1]
    assert "W1（4 乘 6）：行是 u，列是 a（在 b4 以“W1 与 b1：a = u 乘 W1+b1”为题读过）" in b0, b0[-600:]


def test_c_to_the_courses_numbers_brings_the_notes_held_back_from_yours(runner, lesson) -> None:
    """Under a what-if linear text said "(left out here: 1 of the notes, about the lesson's numbers …; c shows them
    with the lesson's numbers)", and `c` read the lesson's numbers without the note (a listener's report)."""
    note = next(n for n in lesson.state("b5").notes if n.about == "example")("en")[:40]
    out = invoke(runner, "--plain", "step", "--from", "b5", input="e 1,2,3,4\nc\nq\n").stdout
    yours, course = out.split("The lesson's numbers below")
    assert note not in yours.split("your numbers below.")[1] and note in course


def test_inputs_read_at_b3_are_not_read_again_at_b4_but_the_note_b4_adds(runner) -> None:
    """b4 read again the 40 lines of the demonstration's inputs b3 had just read, for one note it adds."""
    out = invoke(runner, "--plain", "step", "--from", "b3", input="i\n\nq\n").stdout  # b3's inputs heard
    b4 = out.split("\nState b4. ")[1]
    assert "The check that attention is not linear uses the same x" in b4
    assert "(the rest of this panel as said at b3, not said again)" in b4 and "position 1: x1 = 0.8" not in b4
    assert "position 1: x1 = 0.8" in out.split("\nState b4. ")[0]
    assert invoke(runner, "--plain", "show", "b4").stdout.count("The demonstration's inputs") == 1  # whole alone


def test_no_page_reads_one_row_of_numbers_twice(runner, lesson) -> None:
    """b3 read W_O's 16 weights with the demonstration's inputs and again, row by row, under its shaded picture;
    the second time is now one line that says where they were read."""
    number = re.compile(r"=\s(−?\d+(?:\.\d+)?)")  # a value after its name
    for lang in ("en", "zh"):
        for state in lesson.order:
            lines = invoke(runner, "--lang", lang, "--plain", "show", state).stdout.splitlines()
            rows = [tuple(number.findall(line)) for line in lines]
            said = [r for r in rows if len(r) >= 4]
            assert len(said) == len(set(said)), (lang, state, [r for r in said if said.count(r) > 1])
    out = invoke(runner, "--plain", "show", "b3").stdout.splitlines()
    at = next(k for k, line in enumerate(out) if line.startswith("W_O (4 by 4)"))
    assert out[at + 1] == "These numbers were read above, in “W_O and b_O: attention = concat times W_O + b_O”."
    assert out[at + 2] == "" and "b_O = (0, 0, 0.05, 0)" not in out  # b_O, read with W_O above, not a third time


def test_a_state_heard_before_is_named_not_read_again_until_asked(runner) -> None:
    """In linear text a listener back at b4 heard its 148 lines a second and a third time in one session. A panel
    heard before, the same, is named; Ctrl-L then Enter reads the state whole again."""
    out = invoke(runner, "--plain", "step", "--from", "b3", input="i\n4\n3\n\x0c\nq\n").stdout  # i: inputs heard
    visits = out.split("\nState b3. The whole encoder block in one row")
    assert len(visits) == 4  # before, the first visit, back from b4, and Ctrl-L
    first, back, anew = (v.split("\nr45 b")[0] for v in visits[1:])
    assert "Said here on an earlier visit, the same, and not said again: " in back
    assert "Ctrl-L, then Enter, reads them again." in back
    assert len(back.splitlines()) * 5 < len(first.splitlines())  # named in a few lines, not read in a hundred
    named = " ".join(back.split())  # in the order they were read: the demonstration's inputs before what uses them
    assert named.index("The demonstration's inputs") < named.index("Attention weights and head outputs")
    assert "read before" not in anew and len(anew.splitlines()) >= len(first.splitlines()) - 5


def test_equations_whose_numbers_all_changed_say_so_once(runner) -> None:
    """`e 1,2,3,4` at b1: "f1 = 0.500000 (changed from the lesson's) = 0.5 times h1, with h1 = 1.000000 (changed from
    the course's)", ten asides inside the equations; said once above them, as a table says it."""
    out = invoke(runner, "--plain", "step", "--from", "b1", input="e 1,2,3,4\nq\n").stdout
    after = out.split("you typed: e 1,2,3,4", 1)[1]
    block = after[after.index("Every number below differs from the lesson's.\nf1 = "):]
    lines = block.splitlines()[1:5]
    assert [line[:3] for line in lines] == ["f1 ", "f2 ", "f3 ", "f4 "] and not any("changed" in x for x in lines)


def test_an_equation_never_says_its_number_twice(runner) -> None:
    """`e w2` at b1 said "f1 = 0 = 0.000000", heard as "f1 equals zero equals zero point zero …"."""
    out = invoke(runner, "--plain", "step", "--from", "b1", input="e w2\nq\n").stdout.split("you typed: e w2", 1)[1]
    assert "\nf1 = 0.000000 (changed from the lesson's)\n" in out and "= 0 = 0.000000" not in out


def test_a_state_come_back_to_reads_its_numbers_again_and_names_its_explanation(runner) -> None:
    """Back at b2, a listener heard its four long notes again (five times in a session) and no number: its vectors
    and LayerNorm were "read before". Come back to, a state names its explanation and notes as read, and reads its
    short panels of numbers again; a long one (b3's demonstration) is still named."""
    out = invoke(runner, "--plain", "step", "--from", "b2", input="3\n2\nq\n").stdout
    first, back = out.split("\nState b2. ")[1:3]
    note = "The worked example is the one of R43 to R44"
    assert note in " ".join(first.split()) and note not in " ".join(back.split())
    assert "Said here on an earlier visit, the same, and not said again: its explanation and its notes" in \
        " ".join(back.split())  # the place said once, not after each (a listener's report)
    for line in ("u1 = 1.170705, f1 = 0.585353, s1 = 1.756058, z1 = 1.233154", "mean = 0.260107"):
        assert line in first and line in back, line
    b3 = invoke(runner, "--plain", "step", "--from", "b3", input="4\n3\nq\n").stdout.split("\nState b3. ")[2]
    assert "Attention weights and head outputs" in b3.split("not said again: ")[1].split(". Ctrl-L")[0]
    # under a what-if a note about the lesson's numbers is held back: the others are named, none read as left out
    whatif = invoke(runner, "--plain", "step", "--from", "b2", input="e 1,2,3,4\nn\np\nq\n").stdout
    again = " ".join(whatif.split("\nState b2. ")[-1].split())
    assert "not said again: its explanation and its notes" in again and "Why normalise again" not in again
    # come back to, a state reads its numbers again wherever they were heard the same (b2's signs, heard at b5)
    signs = invoke(runner, "--plain", "step", "--from", "b5", input="2\n5\n2\nq\n").stdout.split("\nState b2. ")[2]
    assert "signs and sizes, on one scale\n" in signs
    # Ctrl-L reads the state whole: the diagram's parts and the reference too
    whole = invoke(runner, "--plain", "step", "--from", "b2", input="3\n2\n\x0c\nq\n").stdout.split("\nState b2. ")[3]
    assert "parts in order:" in whole and "Reference:" in whole


def test_a_predict_run_names_a_weight_matrix_read_at_an_earlier_run(runner) -> None:
    """Each predict round at b0 read W1's four constant rows again to a listener: read once a session, then named."""
    invoke(runner, "--plain", "step", "--predict", "--from", "b0", input="a\n\nq\n")  # shown worked, then asked
    out = invoke(runner, "--plain", "step", "--predict", "--from", "b0", input="s\ns\ns\na\n\ns\nq\nq\n").stdout
    assert out.count("W1 row u1: weight to a1 = 1") == 2  # the first run's givens, and the state after it
    # runs go unnumbered; and `i` reads it again, whole (at the top levels a listener had only the scrollback)
    assert "(W1 is the same as at an earlier run this session, not said again; i, then Enter, reads it again)" in out
    again = invoke(runner, "--plain", "step", "--predict", "--from", "b0", input="a\ni\nq\nq\n").stdout
    assert again.count("W1 row u1: weight to a1 = 1") == 3  # the opening, i, and the state after the run


def test_chinese_linear_text_joins_its_lists_with_chinese_punctuation(runner, lesson) -> None:
    """"各数：s1 = 1.756058, s2 = …", "h3 = 0.000000, h5 = …", "读取 1, 2, 3" and "f = hW2+b2; z = …" in Chinese
    sentences (a learner's report): lists take ，、 and ； as the sentences around them do."""
    for sid in lesson.order:
        out = invoke(runner, "--plain", "--lang", "zh", "show", sid).stdout
        han = [line for line in out.splitlines() if re.search(r"[\u4e00-\u9fff]", line)]
        listed = r"\d, [A-Za-z_]\w* = |读取 \d, |; "  # not (1, 1, 1, 1): a vector is written so in both
        assert not [line for line in han if re.search(listed, line)], sid


def test_w_says_how_its_steps_are_written_once_a_session(runner) -> None:
    """Each `w` in linear text began with the same four lines (how steps are written, and where the lesson's u comes
    from), before the answer a listener asked for."""
    out = invoke(runner, "--plain", "step", "--from", "b0", input="w h6\nw z1\nq\n").stdout
    first, second = out.split("you typed: w ")[1:]
    how = "Each step: the formula, then the lesson's numbers in it"
    assert how in first and how not in second
    assert "the first Add & Norm's output" in first and "given: the u the lesson file gives" in second
    assert "z1 = 1.233154 = " in second
    boxed = invoke(runner, "step", "--from", "b0", input="w h6\nw z1\nq\n").stdout  # a screen keeps it with each
    assert boxed.count(how) == 2


def test_predict_says_its_keys_once_before_the_first_answer(runner) -> None:
    """The run's opening said s, f and q, and the prompt just under it said them again (a listener's report)."""
    out = invoke(runner, "--plain", "step", "--predict", "--from", "b1", input="a\n\nq\nq\n").stdout
    before = out.split("you typed: a", 1)[1].split("predict> ")[0]
    assert "f3" in before and "s skips" not in before and "alone skips" not in before
    # the letter alone: "s = what", then "type s to skip it", had sounded like the vector asked
    assert "predict> this step's answer; the letter s alone skips it (its answer shown, no credit), f alone shows " \
        "the formulas" in " ".join(out.split())


def test_a_run_of_one_question_says_its_verdict_once(runner) -> None:
    """b4's question answered 1: "Not right: it is 2.", then a table of one row said it again (a listener's report);
    the full screen's window had left that table out already."""
    out = invoke(runner, "--plain", "step", "--predict", "--from", "b4", input="a\n1\nq\n").stdout
    after = out.split("you typed: 1", 1)[1].split("\nState b4.")[0]
    assert "Not right: it is 2." in after and "yours" not in after and after.count("2") == 1, after


def test_a_table_mostly_changed_names_the_few_that_are_not_once(runner) -> None:
    """`e w2` after a u with three of the course's components: eleven "(changed from the lesson's)" in four lines
    (a listener's report). Up to five numbers the same are named once above the table, joined by 、 in Chinese."""
    out = invoke(runner, "--lang", "zh", "--plain", "step", "--from", "b2",
                 input="e 1.170705,0.649589,-0.385419,0\ne w2\nq\n").stdout
    table = out.split("W2 = b2 = 0：下面是你的数。")[1].split("向量（逐分量），你的数\n")[1].split("\n\n")[0]
    assert table.startswith("下面除了 u1、u2、u3、f4，每个数都与本课的不同。\n") and "与本课不同）" not in table, table


def test_a_panel_read_as_its_changes_is_not_read_again_by_the_next_what_if(runner) -> None:
    """At b0, `e 1,2,3,4`, then a second u, read as what changed, then `e w2` (nothing at b0 depends on W2): the
    tables were read again word for word, the second u's changes kept as never heard (a listener's report)."""
    out = invoke(runner, "--plain", "step", "--from", "b0",
                 input="e 1,2,3,4\ne 1.170705,0.649589,-0.385419,0\ne w2\nq\n").stdout
    last = out.split("W2 = b2 = 0: your numbers below.")[1].split("r45 b0>")[0]
    assert "What has not changed is not said again: Vectors, component by component" in " ".join(last.split())
    assert "u1 = 1.170705" not in last and "a1 = " not in last, last


def test_line_mode_folds_the_demonstrations_inputs_into_a_line_that_i_reads(runner, lesson, worked) -> None:
    """Bare `r45 --plain` read 98 lines at b4 before its first prompt, 40 of them the demonstration's inputs (x, each
    head's weights, W_O, W1, W2): about 19 minutes of speech before a key could be typed. Line mode names them in a
    line that says how many numbers they are (lines depend on the terminal's width: "40 lines" were 64 at 80 columns)
    and that `i` reads them; `i` reads them whole, a weight row's zeros said once ("the rest 0", h352)."""
    from r45cli.view.model import Num, Table
    from r45cli.view.state import state_view

    out = invoke(runner, "--plain", input="i\nq\n").stdout
    before, after = out.split("\nyou typed: i\n")
    assert "position 1: x1 = 0.8" not in before and len(before.splitlines()) < 65
    said = re.search(r"Not read out here: (\d+) numbers\. To read them, type i, then Enter\.", before)
    read = after.split("\nr45 b4>")[0].strip("\n").splitlines()
    numbers = [n for line in read[4:] for n in re.findall(r"= (−?\d+(?:\.\d+)?)\b|[(,] ?(−?\d+)(?=[,)])", line)]
    shown = [c for b in state_view(lesson, worked, "b4", "en").inputs.blocks if isinstance(b, Table)
             for r in b.rows for c in r.cells if isinstance(c, Num) and (c.value or not b.weights)]  # zeros said once
    assert said is not None and int(said.group(1)) > len(numbers) >= len(shown) and "position 1: x1 = 0.8" in read[4]
    assert "the rest 0" in "\n".join(read)
    assert "i: the demonstration's inputs" in before.splitlines()[-1]  # the first prompt names the key
    assert "attention of the whole of (x+y)" in before  # what the inputs are for is read
    # and how its tables were worked, before them: a listener heard what a Δ is only under `i`, after the Δs
    assert before.index("each Δ is the difference of the two numbers") < before.index("Not read out here")


def test_i_at_a_state_with_no_demonstration_says_why_and_is_offered_only_where_there_is_one(runner) -> None:
    out = invoke(runner, "--plain", "step", "--from", "b2", input="i\nh\nq\n").stdout
    assert "b2 runs no demonstration, so it has no demonstration inputs" in out
    assert "the lesson's weights" not in out  # false after `e w2`, and said of any numbers shown
    assert "the demonstration's inputs\n" not in out and "i: the demonstration's inputs" not in out
    legend = invoke(runner, "--plain", "step", "--from", "b3", input="h\nq\n").stdout.split("you typed: h")[1]
    assert "i: the demonstration's inputs" in legend


def test_a_what_if_keeps_inputs_not_yet_heard_folded_under_the_title_of_the_numbers_in_use(runner) -> None:
    """`e w2` at b3 before `i`: the inputs, changed (W2 and b2 now 0), stay one line, whose title says whose W2 they
    hold; `i` then reads them with W2's zeros."""
    out = invoke(runner, "--plain", "--lang", "zh", "step", "--from", "b3", input="e w2\ni\nq\n").stdout
    after, read = out.split("你输入的：e w2")[1].split("你输入的：i")
    assert "W2 与 b2 是此处所用的" in after and "这里不逐一读出" in after and "x1：" not in after, after
    assert "W2 与 b2：f = h 乘 W2+b2\n这 28 个数全是 0。" in read and "x1：" in read


def test_chinese_linear_text_joins_its_numbers_with_full_width_marks(runner) -> None:
    """A zh listener heard "u1 = 1.000000, u2 = …" after `e 1,2,3,4`, "W1 (4 乘 6), b1（宽 6）" and "j=1: 0.243113"
    in Chinese lines: speech pauses differently at ASCII and full-width marks, and the rows sounded uneven."""
    out = invoke(runner, "--plain", "--lang", "zh", "step", "--from", "b4", input="e 1,2,3,4\nq\n").stdout
    assert "假如 u1 = 1.000000，u2 = 2.000000，u3 = 3.000000，u4 = 4.000000：" in out
    assert "W1（4 乘 6），b1（宽 6）" in out and "j=1：0.243113，j=2：0.044708" in out
    assert not re.search(r"\d, [a-z]\d* = |j=\d: ", out), re.findall(r".{20}(?:\d, [a-z]\d* = |j=\d: ).{10}", out)


def test_a_switch_said_with_a_what_if_is_held_whole_at_40_columns(runner, monkeypatch) -> None:
    """At 40×16 `e w2` said "u3 = −0.385419，u4 = −1.434875，W2 =" / "b2 = 0：下面是你的数。": a name with no value."""
    from r45cli.plain import on_screen
    from r45cli.view.model import Whose
    from r45cli.view.step import what_if_said

    said = what_if_said([1.170705, 0.649589, -0.385419, -1.434875], True, True, "zh", whose=Whose.YOURS)[0].text
    assert not any(line.rstrip().endswith("=") for line in on_screen(said, 40).splitlines()), on_screen(said, 40)


def test_line_mode_says_how_its_prompt_works_before_the_first_state(runner) -> None:
    """Bare `r45 --plain` read some 60 lines of b4 before a listener heard the first word of its keys."""
    for lang, howto in (
            ("en", "Each state is read whole, then a prompt: type a key, then Enter (h: the keys, q: quit)."),
            ("zh", "每个状态整段读完后有一个提示符：输入一个键再按 Enter（h：所有的键，q：退出）。")):
        lines = invoke(runner, "--plain", "--lang", lang, input="q\n").stdout.splitlines()
        assert lines.index(howto) < next(k for k, line in enumerate(lines) if line.startswith(("State b4", "状态 b4")))


def test_a_quiz_question_that_names_a_matrix_heard_before_reads_it_again_on_i(runner) -> None:
    """At question 2 a listener heard "(W1 is the same as at question 1, not said again)" and typed h and i: "'i' is
    not a number". The line says how to hear it, and i, then Enter, reads the question again with W1's rows."""
    out = invoke(runner, "--plain", "quiz", "b0", input="s\ni\nq\n").stdout
    second = out[out.index("question 2 of 3"):]
    assert "(W1 is the same as at question 1, not said again; i, then Enter, reads this question again whole)" in second
    again = second[second.index("you typed: i"):]
    assert "W1 row u1: weight to a1 = 1, weight to a5 = 1, weight to a6 = −1, the rest 0" in again
    assert "not a number" not in again


def test_leaving_predict_mode_names_the_command_that_resumes_it(runner) -> None:
    """q in `step --predict` said "r45 step resumes here": run so, the questions would not be asked (and without
    --plain, a listener would be sent to the full screen)."""
    out = invoke(runner, "--plain", "step", "--predict", "--from", "b3", input="q\n").stdout
    assert out.rstrip().endswith("Left r45 step at b3; r45 --plain step --predict resumes here."), out[-200:]


@pytest.mark.parametrize(("lang", "stop"), [("en", "."), ("zh", "。")])
def test_each_option_of_a_choice_ends_as_a_sentence(worked, lang, stop) -> None:
    """A listener heard "…the negative value through two LayerNorm made a value of its own three…": an option with no
    full stop ran into the next option's number. Each option line ends as a sentence."""
    out = invoke(None, "--plain", "--lang", lang, "quiz", "b1", input=f"{fixed(worked.vector('f')[2])}\n").stdout
    options = [line for line in out.splitlines() if re.match(r"\d\. ", line)]
    assert len(options) == 2 and all(line.endswith(stop) for line in options), options


def test_the_demonstrations_weights_say_their_zeros_once(runner) -> None:
    """`--plain show b4` read every zero of the demonstration's W_O, W1, W2 and biases one by one, 66 of them (h352),
    where the heatmaps' rows say "the rest 0": the inputs' weight rows do too, and a bias of zeros is "all 0"."""
    out = invoke(runner, "--plain", "show", "b4").stdout
    assert "u3: weight to a3 = 1, the rest 0" in out and "\nb1: all 0\n" in out
    assert "weight to a2 = 0," not in out and "bias added to a1 = 0," not in out
    assert "position 1: x1 = 0.8" in out  # x is no weight: every number said


def test_verify_says_the_printed_values_are_the_lesson_files(runner) -> None:
    """An instructor's copy was told "f3 = 0.250000, as the course prints it" of their own printed: values (h351)."""
    out = invoke(runner, "--plain", "verify").stdout
    assert "h1 = 1.170705, as the lesson file prints it" in out and "as the course prints it" not in out
