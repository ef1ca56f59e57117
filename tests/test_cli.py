"""The commands, through typer's CliRunner: values in the rendered text, exit codes, streams."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import STATES, invoke

from r45cli.numfmt import fixed
from r45cli.vocab import COMMANDS

ANSI = re.compile(r"\x1b\[")


def show(runner, *args: str, **env: str):
    result = invoke(runner, "show", *args, env=env or None)
    assert result.exit_code == 0, result.stderr
    return result.stdout


def test_show_without_argument_is_the_default(runner, lesson) -> None:
    out = show(runner)
    assert out.lstrip("╭─\n│ ").startswith(f"{lesson.default} · ") or f"│ {lesson.default} · " in out
    assert "★ default" in out


@pytest.mark.parametrize("name", ["b2", "B2", " b2 "])
def test_show_accepts_any_case(runner, name) -> None:
    assert "│ b2 · Add u back" in show(runner, name)


def test_show_all_shows_every_state_in_order_once_with_one_heading_and_one_reference(runner, lesson) -> None:
    """A TA wanted every state as JSON and got "no state 'all'", where `export all` takes it."""
    import json

    out = invoke(runner, "show", "all").stdout
    titles = [out.index(f"{sid} · {lesson.state(sid).title('en')}") for sid in lesson.order]
    assert titles == sorted(titles) and out.count(lesson.title("en")) == 1 and out.count("Reference:") == 1
    assert out.rstrip().endswith(lesson.reference.url)
    doc = json.loads(invoke(runner, "show", "ALL", "--json").stdout)
    assert [d["state"] for d in doc["states"]] == list(lesson.order) and doc["command"] == "show"
    assert doc["states"][2]["vectors"]["z"][0] == pytest.approx(1.233154, abs=5e-7)
    # a look at every state marks none of them seen (one state's `show` marks it)
    assert json.loads(invoke(runner, "progress", "--json").stdout)["visited"] == []


def test_a_format_and_a_language_are_read_in_any_case_as_a_state_is(runner) -> None:
    """`export B2` was taken and `--format HTML` refused (a TA's report); `--lang ZH` too."""
    assert invoke(runner, "export", "b2", "--format", "HTML").stdout.startswith("<!DOCTYPE html>")
    shown = invoke(runner, "--lang", "ZH", "show", "b2")
    assert shown.exit_code == 0 and "b2 ·" in shown.stdout and "Add u back" not in shown.stdout  # in Chinese
    assert "读取之后" in invoke(runner, "list", "--lang", "ZH").stdout


def test_b0_hidden_layer(runner, worked) -> None:
    out = show(runner, "b0")
    # a beside h, for every channel, with the course's digits
    for a_j, h_j in zip(worked.vector("a"), worked.vector("h")):
        assert re.search(rf"{re.escape(fixed(a_j))}\s+{re.escape(fixed(h_j))}", out)
    assert re.search(r"3\s+u3\s+-0\.385419\s+0\.000000\s+✗", out) and out.count("✗") == 4  # three rows and the legend
    assert "−u1 + u2" in out and "u1 − u2" in out
    assert "a6 = −a5" in out
    assert "ReLU zeroed h3, h4, h6" in out


def test_a_bias_makes_the_widened_channels_affine_not_linear(runner, raw, write_states) -> None:
    """With b1 = (0, 0, 0.5, 0, 0, 0) the hidden panel still said every channel was linear in u (a3 = u3 + 0.5)."""
    assert "every channel is still linear in u." in " ".join(show(runner, "b0", R45_PLAIN="1").split())
    raw["example"]["b1"][2] = 0.5
    said = " ".join(invoke(runner, "--plain", "--states", str(write_states(raw)), "show", "b0").stdout.split())
    assert "a6 = −a5: after widening alone, every channel is still a weighted sum of u plus its bias (affine in " \
        "u)." in said and "linear in u." not in said


def test_b1_composition_with_values(runner) -> None:
    out = show(runner, "b1")
    assert "f3 = 0.5·h3 + 0.25·h5" in out
    assert "= 0.5·0.000000 + 0.25·0.521116" in out
    assert "f4 = 0.5·h4 + 0.25·h6" in out
    assert "= 0.5·0.649589" in out
    # the rounding case: 0.5 × 0.649589 is printed as the course prints it
    assert "0.324795" in out and "0.324794" not in out


def test_b2_residual_and_layer_norm(runner) -> None:
    out = show(runner, "b2")
    for printed in ["1.756058", "0.974384", "-0.255140", "-1.434875", "1.233154", "0.588798", "-0.424732", "-1.397220"]:
        assert printed in out
    assert re.search(r"mean\s+0\.260107", out)
    assert re.search(r"eps\s+10⁻⁵", out)
    assert "gamma" in out and "(1, 1, 1, 1)" in out and "(0, 0, 0, 0)" in out


def test_b3_whole_block(runner) -> None:
    out = show(runner, "b3")
    assert "[head 1 ‖ head 2]" in out and "[W_O]" in out
    assert re.search(r"across\s+head 1 ‖ head 2", out)
    assert "1.170705" in out and "1.233154" in out


def test_b4_formula(runner) -> None:
    out = show(runner, "b4")
    assert "f_i = ReLU(u_i W1 + b1) W2 + b2" in out
    assert "W1 (4×6)" in out and "W2 (6×4)" in out
    assert "b1 and b2 are all zero" in out


def test_b5_visibility_and_residual(runner) -> None:
    out = show(runner, "b5")
    assert "Path" not in out  # show never talks about the walk
    # u, f, s, mean(s), z
    assert re.search(r"3\s+-0\.385419\s+0\.130279\s+-0\.255140\s+0\.260107\s+-0\.424732\s+✓", out)
    assert re.search(r"4\s+-1\.434875\s+0\.000000\s+-1\.434875\s+0\.260107\s+-1\.397220\s+✓", out)
    assert "both 4 wide" in out


def test_every_state_shows_place_and_no_minus_zero(runner, lesson) -> None:
    for sid in lesson.order:
        out = show(runner, sid)
        i, n = lesson.place(sid)
        assert f"{i} of {n} in this group" in out
        assert "-0.000000" not in out


def test_zh(runner, lesson) -> None:
    out = show(runner, "b2", "--lang", "zh")
    assert lesson.state("b2").title.zh in out and "均值" in out
    env_out = show(runner, "b2", R45_LANG="zh")
    # the same page; a command it names repeats --lang zh where it was typed ("r45 why u3" alone opens in the
    # locale's language), not where the environment chose it
    flat = [" ".join(text.replace("│", " ").split()) for text in (out, env_out)]
    assert "r45 --lang zh why u3" in flat[0] and flat[0].replace("r45 --lang zh ", "r45 ") == flat[1]


def test_lang_from_locale(runner, lesson, monkeypatch) -> None:
    monkeypatch.delenv("R45_LANG")
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    assert lesson.state("b4").title.zh in show(runner)
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    assert lesson.state("b4").title.en in show(runner)


def test_lang_before_or_after_the_command(runner, lesson) -> None:
    before = invoke(runner, "--lang", "zh", "show", "b1").stdout
    after = invoke(runner, "show", "b1", "--lang", "zh").stdout
    assert before == after and lesson.state("b1").title.zh in before


def test_bad_lang_is_usage_error(runner) -> None:
    result = invoke(runner, "show", "--lang", "fr")
    assert result.exit_code == 2 and result.stdout == ""


def test_an_option_typed_without_its_dashes_is_named_with_them(runner) -> None:
    """Speech says `r45 step --predict` as "r45 step predict": a listener who typed what they heard was told only of
    an extra argument."""
    said = {args: invoke(runner, *args.split()) for args in ("step predict", "lab zero-wo", "--lang zh step predict",
                                                             "show b2 b3")}
    assert all(r.exit_code == 2 and r.stdout == "" for r in said.values())
    assert said["step predict"].stderr == ("r45: error: Got unexpected extra argument(s) (predict). Is predict an "
                                           "option? An option is typed with two dashes: --predict (see 'r45 step "
                                           "--help')\n")
    assert "Is zero-wo an option? An option is typed with two dashes: --zero-wo" in said["lab zero-wo"].stderr
    assert "predict 是选项吗？选项要写两个短横：--predict" in said["--lang zh step predict"].stderr
    assert "option" not in said["show b2 b3"].stderr  # b3 names no option


def test_a_usage_error_is_said_in_chinese_but_for_what_was_typed(runner) -> None:
    """A zh listener heard "r45：错误：No such command 'shwo'. Did you mean 'show'? (see 'r45 --help')": click's usage
    errors were English under a Chinese prefix. Each is said in zh; what was typed, and the options, stay as typed;
    the help it points to is in the language typed ("r45 test --help" had given English)."""
    said = {args: invoke(runner, "--lang", "zh", *args.split()).stderr.strip() for args in (
        "shwo", "step predict", "show --bogus", "export", "export b2 --format pdf", "quiz --seed x", "show --al",
        "lab --u", "show b2 --lang", "export b2 -f")}
    assert said["shwo"] == "r45：错误：没有命令“shwo”。是不是想写“show”？（见 r45 --lang zh --help）"
    assert said["export b2 --format pdf"] == ("r45：错误：“--format”/“-f”的值无效：“pdf”不是可选的值之一："
                                             "“md”、“svg”、“html”。（见 r45 --lang zh export --help）")
    # an option left without its value: "Option '--u' requires an argument." in English; and a --lang typed last, moved
    # before the command, had taken the command's name for its value ("“show”不是可选的值之一")
    assert said["lab --u"] == "r45：错误：选项“--u”后面要跟一个值。（见 r45 --lang zh lab --help）"
    assert said["show b2 --lang"] == (  # which
        "r45：错误：选项“--lang”后面要跟一个值。可选：zh、en。（见 r45 --lang zh --help）")
    assert said["export b2 -f"].endswith("可选：md、svg、html。（见 r45 --lang zh export --help）")
    english = invoke(runner, "export", "b2", "--format").stderr.strip()  # and where to read more, as other errors
    assert english == "r45: error: Option '--format' requires an argument. Choose one of: md, svg, html. (see 'r45 " \
        "export --help')"
    for args, line in said.items():  # no English word of three letters or more but what was typed, and options
        bare = re.sub(r"“[^”]*”|--?[\w-]+|r45|可选：[\w、]*|" + "|".join(map(re.escape, args.split())), "", line)
        assert not re.search(r"[A-Za-z]{3,}", bare), line


def test_a_mistyped_option_is_offered_only_a_close_one_and_a_seed_not_a_number_is_said_plainly(runner) -> None:
    """`lab --bogus` read "(Possible options: --u)", the dashes and a u in common; `quiz --seed abc` read "'abc' is
    not a valid int range" (a script-writer's report)."""
    said = {args: invoke(runner, *args.split()).stderr.strip() for args in (
        "lab --bogus", "test --pots", "quiz --seed abc", "lab --zero-wf")}
    assert said == {"lab --bogus": "r45: error: No such option: --bogus (see 'r45 lab --help')",
                    "test --pots": "r45: error: No such option: --pots (Possible options: --post) (see 'r45 test "
                                   "--help')",
                    "quiz --seed abc": "r45: error: Invalid value for '--seed': 'abc' is not a whole number. (see 'r45 "
                                       "quiz --help')",
                    "lab --zero-wf": "r45: error: No such option: --zero-wf (Possible options: --zero-wo) (see 'r45 "
                                     "lab --help')"}


def test_a_state_refused_lists_all_where_the_command_takes_it(runner, lesson) -> None:
    """`show b9` listed b0 to b5, where `show all` is one more choice; a command without it lists none; zh lists
    them as zh lists (b0、b1…). `quiz all` was refused where `show all` worked: it asks every state's questions."""
    said = {args: invoke(runner, *args.split()).stderr.strip() for args in (
        "show b9", "export b9", "quiz b9", "spot b9", "--lang zh show b9")}
    assert said["show b9"].endswith("Valid states: b0, b1, b2, b3, b4, b5, all")
    assert said["export b9"].endswith("b5, all") and said["quiz b9"].endswith("b5, all")
    assert said["spot b9"].endswith("Valid states: b0, b1, b2, b3, b4, b5")
    asked = invoke(runner, "quiz", "all", input="q\n").stdout
    assert asked.split("question 1 of ")[1].split()[0] == str(sum(len(lesson.state(s).quiz) for s in lesson.order))
    assert said["--lang zh show b9"].endswith("可用的状态：b0、b1、b2、b3、b4、b5、all")


@pytest.mark.parametrize(("name", "guess"), [("b22", "b2"), ("b 3", "b3"), ("bb4", "b4"), ("b7", None), ("xyz", None)])
def test_unknown_state(runner, name, guess) -> None:
    result = invoke(runner, "show", name)
    assert result.exit_code == 2 and result.stdout == ""
    line = result.stderr.strip()
    assert "\n" not in line
    assert f"No state {name!r}" in line and "b0, b1, b2, b3, b4, b5" in line
    if guess:
        assert line.endswith(f"Did you mean {guess}?")
    else:  # b7 is as close to b0 as to b5: no arbitrary guess
        assert "Did you mean" not in line


def test_no_ansi_with_no_color_or_in_a_pipe(runner) -> None:
    assert not ANSI.search(show(runner, "b0"))


def test_list(runner, lesson) -> None:
    result = invoke(runner, "list")
    assert result.exit_code == 0
    out = result.stdout
    # a learner who read "1 b0" here pressed 1 in step and landed on b1: each key is the one step takes to the state
    from tuidrive import stepper

    walk = stepper(lesson)
    for k, sid in enumerate(lesson.order):
        assert re.search(rf"^│ {k}\s+{sid}\b", out, re.M)
        assert walk.move("place", k) is None and walk.current == sid
    assert re.search(r"^│ key\s+state", out, re.M)
    assert f"{lesson.default} ★" in out
    assert "Vaswani et al. 2017" in out and "arxiv.org/abs/1706.03762" in out
    assert "Recompute step by step 2/4" in out


def test_verify_passes_and_checks_every_printed_value(runner, lesson) -> None:
    result = invoke(runner, "verify")
    assert result.exit_code == 0, result.stdout
    out = result.stdout
    for name, values in lesson.printed.items():
        for j, value in enumerate(values, start=1):
            assert re.search(rf"printed {name}{j}\s+{re.escape(fixed(value))}\s+{re.escape(fixed(value))}\s+pass", out)
    assert "FAIL" not in out and re.search(r"All \d+ checks pass", out) and out.startswith("╭")  # the table first
    # slips by their names, not the code's keys (a learner read "pairs_swapped + w2_transposed")
    flat = " ".join(out.replace("│", " ").split())
    # " + " between two slips was heard as a sum, "and" runs into "h5 and h6 swapped"
    assert "named together: a term of f left out as well as h5 and h6 swapped; a term of f left out as well as W2 " \
        "read by rows (transposed); h5 and h6 swapped as well as W2 read by rows (transposed)" in flat
    assert "_" not in flat.split("named together")[1][:60]


def test_verify_names_the_texts_about_the_course_where_the_example_is_another(runner, raw, write_states) -> None:
    """An instructor changed u and W1, fixed all verify said, and handed out pages that still called the new numbers
    "the course's own": a note marked about: course has no claim to check it. verify now names each such text."""
    raw["example"]["W1"][3][3] = 0.5
    doc = json.loads(invoke(runner, "verify", "--json", "--states", str(write_states(raw))).stdout)
    about = [f"{sid}\u00a0notes[{k}]" for sid in raw["order"] for k, n in enumerate(raw["states"][sid]["notes"])
             if isinstance(n, dict) and n.get("about") == "course"]
    assert doc["course_changed"] == ["W1"] and doc["course_notes"] == about and len(about) >= 3
    said = " ".join(invoke(runner, "verify", "--states", str(write_states(raw))).stdout.split())
    assert "This file's example is not that of the lesson file r45 comes with (W1), and " in said and \
        "b3 notes[0]" in said
    # the English rewritten, the Chinese left as packaged: it still tells a class of zh readers of the course's
    # numbers, so it is named (by its language), and held back in Chinese alone (an instructor's report)
    raw["states"]["b3"]["notes"][0]["en"] += " (checked again)"
    doc = json.loads(invoke(runner, "verify", "--json", "--states", str(write_states(raw))).stdout)
    b3 = about.index("b3\u00a0notes[0]")
    assert doc["course_notes"] == [*about[:b3], "b3\u00a0notes[0].zh", *about[b3 + 1 :]]
    shown = {lang: "".join(invoke(runner, "--lang", lang, "show", "b3", "--states", str(write_states(raw))).stdout
                           .replace("│", " ").split()) for lang in ("en", "zh")}
    assert "(checkedagain)" in shown["en"] and "略去1条说明" in shown["zh"]
    assert "".join(raw["states"]["b3"]["notes"][0]["zh"].split())[:12] not in shown["zh"]
    raw["states"]["b3"]["notes"][0]["zh"] += "（已核对）"  # both rewritten: seen to, no longer listed
    doc = json.loads(invoke(runner, "verify", "--json", "--states", str(write_states(raw))).stdout)
    assert doc["course_notes"] == [n for n in about if not n.startswith("b3")]
    raw["example"]["W1"][3][3] = 1  # the course's own numbers: nothing to read again
    assert json.loads(invoke(runner, "verify", "--json", "--states", str(write_states(raw))).stdout)[
        "course_notes"] == []


def test_verify_fails_on_a_slip_the_numbers_find_that_no_skill_lists(runner, raw, write_states) -> None:
    """With b2 = (0.1, 0, 0, 0) a learner left b2 out twice, was told so by name, and had both misses counted against
    widening by W1 and ReLU: 'b2 left out' was no skill's slip. verify now says so, and where it is found."""
    raw["example"]["b2"][0] = 0.1
    result = invoke(runner, "verify", "--json", "--states", str(write_states(raw)))
    owned = [c for c in json.loads(result.stdout)["checks"] if c["key"] == "chk_slip_owned"]
    assert result.exit_code == 1 and owned and not any(c["passed"] for c in owned)
    assert all(c["id"] == "slip_owned.b2_left_out" for c in owned) and "f1" in owned[0]["said"]
    said = " ".join(invoke(runner, "verify", "--states", str(write_states(raw))).stdout.split())
    assert "'b2 left out' gives a number of its own here, but no skill in skills: lists it" in said
    # what to write, and where it may go: "add it to the skill it belongs to" had named neither
    assert "Add b2_left_out to the slips: of the skill it belongs to (this question's skills: widen, relu, " \
        "project)." in said
    project = next(s for s in raw["skills"] if s["id"] == "project")
    project["slips"] = [*project.get("slips", []), "b2_left_out"]  # listed: no such row
    doc = json.loads(invoke(runner, "verify", "--json", "--states", str(write_states(raw))).stdout)
    assert not [c for c in doc["checks"] if c["key"] == "chk_slip_owned"]


def test_a_slip_added_since_a_lesson_was_written_is_said_with_the_skill_r45_gives_it(runner, raw, write_states) -> None:
    """A lesson file written before 'u not added back in one component' was told to add it to "the skill it belongs
    to (this question's skills: mean, norm_axis)", and an instructor put it under the mean's (a report): verify
    names the skill r45's own lesson lists it under."""
    residual = next(s for s in raw["skills"] if "residual_one_forgotten" in s.get("slips", []))
    residual["slips"].remove("residual_one_forgotten")
    out = invoke(runner, "verify", "--states", str(write_states(raw)))
    said = " ".join(out.stdout.split())
    assert out.exit_code == 1 and f"r45's own lesson file lists residual_one_forgotten under the skill " \
        f"{residual['id']}: add it to that skill's slips: if your file has it (this question's skills: " in said, said


def test_verify_finds_a_slip_only_a_fresh_w2_tells_apart(runner, raw, write_states) -> None:
    """b1 = 0.1 on channel 6 alone: the lesson's W2 sends h6 to f4 only, so at f1 leaving b1 out changed nothing
    there and verify passed; quiz --fresh draws W2 anew for that question, and a learner's f1 without b1 was named
    'b1 left out' and counted against the question's skills. verify now looks at the fresh draws too."""
    raw["example"]["b1"][5] = 0.1
    doc = json.loads(invoke(runner, "verify", "--json", "--states", str(write_states(raw))).stdout)
    owned = [c for c in doc["checks"] if c["key"] == "chk_slip_owned"]
    assert [c["id"] for c in owned] == ["slip_owned.b1_left_out"] and "f1" in owned[0]["said"]


def test_verify_fails_on_a_wrong_printed_value(runner, raw, write_states) -> None:
    raw["printed"]["f"][1] = 0.324794  # what an f-string would have printed
    result = invoke(runner, "verify", "--states", str(write_states(raw)))
    assert result.exit_code == 1
    assert re.search(r"printed f2\s+0\.324794\s+0\.324795\s+FAIL", result.stdout)
    # seen first on a terminal too: a pager's first page had shown passing rows alone
    assert result.stdout.splitlines()[0] == "1 of 126 checks failed: printed f2. What to do is said after the table."
    # heard first: which check failed, not the count alone, some 130 lines before the value and what to do
    heard = invoke(runner, "--plain", "verify", "--states", str(write_states(raw))).stdout.splitlines()[0]
    assert heard == "1 of 126 checks failed: printed f2. What to do is said after the table.", heard
    # an instructor who mistyped a printed value was told only "if u or a weight was changed on purpose"
    assert "put them in where a printed value was mistyped, or u or a weight was changed on purpose:" in \
        " ".join(result.stdout.split())


def test_verify_fails_when_u_disagrees_with_the_print(runner, raw, write_states) -> None:
    raw["example"]["u"][3] = -1.4  # u4 no longer equals printed (u+f)4 - f4
    result = invoke(runner, "verify", "--states", str(write_states(raw)))
    assert result.exit_code == 1
    assert re.search(r"u4 recovered.*-1\.434875\s+-1\.400000\s+FAIL", result.stdout)  # expected: what the print gives


def test_version(runner) -> None:
    from r45cli import __version__

    result = invoke(runner, "--version")
    said = re.fullmatch(rf"r45 {re.escape(__version__)} \(lesson file (.+)\)", result.stdout.strip())
    assert result.exit_code == 0 and said, result.stdout
    # the file r45 reads, in a checkout or as installed: the course's own
    assert Path(said.group(1)).read_bytes() == STATES.read_bytes()


def test_help_lists_the_commands(runner) -> None:
    out = invoke(runner, "--help").stdout
    for command in ("show", "step", "list", "verify"):
        assert command in out


def test_each_commands_help_names_the_options_every_command_takes(runner) -> None:
    """`r45 step --help` had listed its own options alone: no --plain, though the README's usage line shows it
    (h348)."""
    from r45cli.vocab import COMMANDS

    for name in COMMANDS:
        said = " ".join(invoke(runner, name, "--help").stdout.split())
        assert "--lang, --states and --plain work with every command too, before or after its name" in said, name


def test_the_commands_kept_whole_in_prose_are_the_commands_there_are(runner) -> None:
    from r45cli.vocab import COMMANDS

    listed = invoke(runner, "--help").stdout.split("Commands:", 1)[1]
    assert sorted(COMMANDS) == sorted(re.findall(r"^  (\w+)", listed, re.MULTILINE))


@pytest.mark.parametrize("width", [80, 40])
def test_the_chinese_help_fits_the_terminal(runner, width) -> None:
    """click measured a Chinese character as one column and broke only at spaces: `--lang zh --help` ran to 126
    columns at 80 ("，给出每项技能的得分…" started a line once the terminal wrapped it), never narrower than 50,
    and "[env var: R45_STATES]" broken over two lines stayed English."""
    from rich.cells import cell_len

    for args in ([], ["lab"], ["export"], ["test"]):
        out = invoke(runner, "--lang", "zh", *args, "--help", env={"COLUMNS": str(width)}).stdout
        lines = out.splitlines()
        starts = [line.strip()[0] for line in lines if line.strip()]
        assert max(map(cell_len, lines)) <= width and not set(starts) & set("。，）、")
        if args == ["export"]:  # a path is one word: it was `DIR/r45-` / `状态.` / `扩展名`
            assert any("DIR/r45-zh-STATE.EXT" in line for line in lines)
        if not args:
            joined = "".join(line.strip() for line in lines)  # the text, whole, wherever it broke
            assert "[环境变量：R45_STATES]" in joined and "env var" not in out and "给出每项技能的得分" in joined
            # the usage line's slots too: "用法：r45 spot [OPTIONS] [state]" had kept click's English
            assert lines[0] == "用法：r45 [选项] 命令 [参数]..." and "OPTIONS" not in out
        if args == ["lab"]:
            assert lines[0] == "用法：r45 lab [选项]"


def test_progress_explains_the_marks_its_table_shows_and_no_other(runner) -> None:
    """progress drew · for a state not seen with no word for it, and '◀ last seen' under a table with no ◀."""
    fresh = [line.strip("│ ") for line in invoke(runner, "progress").stdout.splitlines()]
    assert "· not seen" in fresh and not [line for line in fresh if "◀" in line]
    invoke(runner, "step", "--plain", input="q\n")
    walked = [line.strip("│ ") for line in invoke(runner, "progress").stdout.splitlines()]
    assert "✓ seen  · not seen  ◀ last seen" in walked and any("b4 ◀" in line for line in walked)


def test_progress_at_40_columns_says_its_marks_in_each_record_and_no_legend(runner) -> None:
    """At 40 columns the table is one record a row, its marks said there ("b4 ◀: seen"), and the legend under it
    still listed ✓, which no record showed; ◀ stood unsaid in its record."""
    invoke(runner, "step", "--plain", input="q\n")
    out = invoke(runner, "progress", env={"COLUMNS": "40"}).stdout
    narrow = " ".join(line.strip("│ ") for line in out.splitlines())
    assert "b4 ◀: seen, where you last stopped; title" in narrow
    assert "✓" not in narrow and "last seen" not in narrow


def test_progress_says_from_which_chance_each_word_is_said(runner) -> None:
    """progress called 0.73 'nearly' and 0.65 'learning' and gave only 0.95 (mastered) as a threshold (said above
    the table of skills, which a first answer, here a skip, starts)."""
    invoke(runner, "quiz", "b2", input="s\nq\n")
    out = " ".join(invoke(runner, "progress").stdout.split())
    assert "Skills: the chance that you know each (Bayesian knowledge tracing: learning from 0.4, nearly from 0.7, " \
        "mastered from 0.95)" in out


def test_verify_says_where_a_page_shows_another_last_digit(runner, raw, write_states) -> None:
    """An instructor set u1 = 1.2, copied z1 = 1.245630 from `show` into printed:, and verify failed it (every digit
    kept gives 1.245629) with no word why: verify now names each such component, both values, and which it wants."""
    import json

    raw["example"]["u"][0] = 1.2
    path = write_states(raw)
    said = " ".join(invoke(runner, "--states", str(path), "verify").stdout.split())
    assert "it shows z1 = 1.245630 (every digit kept: 1.245629), z3 = -0.424764 (every digit kept: -0.424765)" in said
    assert "Where printed: holds one of these, either value passes." in said
    doc = json.loads(invoke(runner, "--states", str(path), "verify", "--json").stdout)
    assert doc["paged_otherwise"][0] == {"name": "z1", "exact": "1.245629", "paged": "1.245630"}
    assert "Note:" not in invoke(runner, "verify").stdout  # the course's own numbers print the same both ways
    assert json.loads(invoke(runner, "verify", "--json").stdout)["paged_otherwise"] == []
    # a statistic too: with u = (0.9, 1.2, -0.5, -1.6) b2 shows std 1.352938, numpy 1.352937 (an instructor's check)
    raw["example"]["u"] = [0.9, 1.2, -0.5, -1.6]
    said = " ".join(invoke(runner, "--states", str(write_states(raw)), "verify").stdout.split())
    assert "std = 1.352938 (every digit kept: 1.352937)" in said


MEAN_U_CLAIMS = {"claim.b2[5]", "claim.b3[0]", "claim.b4[4]", "claim.claims[7]"}  # mean(u) = 0: b2, b3, b4, the file's


def test_verify_gives_the_printed_lines_a_changed_u_wants_and_takes_a_pages_values(runner, raw, write_states) -> None:
    """An instructor who set u1 = 1.2 had to copy 18 numbers from the table into printed:, and the values a page
    shows (z1 = 1.245630) failed, with every digit kept giving 1.245629: verify now prints the lines to paste,
    and a page's value passes as well as the value with every digit kept."""
    import json

    raw["example"]["u"][0] = 1.2
    out = invoke(runner, "--states", str(write_states(raw)), "verify")
    assert out.exit_code == 1
    lines = out.stdout.splitlines()
    h = lines.index("  h: [1.200000, 0.649589, 0.000000,")  # three a line: 40 columns wrapped them at column 0
    assert lines[h + 1] == "      0.000000, 0.550411, 0.000000]"
    z = lines.index("  z: [1.245630, 0.572178, -0.424764,")  # as b2's page shows them (every digit: 1.245629 …)
    assert lines[z + 1] == "      -1.393043]" and all(len(line) <= 40 for line in lines[h : z + 2])
    doc = json.loads(invoke(runner, "--states", str(write_states(raw)), "verify", "--json").stdout)
    assert doc["printed_wanted"]["f"] == [0.6, 0.324795, 0.137603, 0.0] and set(doc["printed_wanted"]) == set("hfsz")
    for name in "hfsz":
        raw["printed"][name] = [float(v) for v in doc["printed_wanted"][name]]
    fixed = invoke(runner, "--states", str(write_states(raw)), "verify")
    assert "on purpose" not in fixed.stdout, fixed.stdout
    assert "│ printed z1 1.245630 1.245630 pass │" in " ".join(fixed.stdout.split())
    # all that fails is the texts that call u the first Add & Norm's output: a u of mean 0.007324 and variance
    # 1.017291 is none
    doc = json.loads(invoke(runner, "--states", str(write_states(raw)), "verify", "--json").stdout)
    failing = {c["id"] for c in doc["checks"] if not c["passed"]}
    var_u = {"claim.b2[6]", "claim.b3[1]", "claim.b4[5]", "claim.claims[8]"}  # var(u) <= 1 where mean(u) = 0 is
    assert failing == MEAN_U_CLAIMS | var_u and fixed.exit_code == 1
    assert json.loads(invoke(runner, "verify", "--json").stdout)["printed_wanted"] == {}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_printed_lines_to_paste_stay_yaml_in_plain_text(runner, raw, write_states, lang) -> None:
    """`--plain verify` wrote the lines to paste with U+2212 minus signs, as it writes every number for speech: YAML
    reads `−0.424764` as text, and the lesson file pasted into was refused. They are printed as they must be typed."""
    import yaml

    raw["example"]["u"][0] = 1.2
    out = invoke(runner, "--plain", "--lang", lang, "--states", str(write_states(raw)), "verify").stdout.splitlines()
    at = next(k for k, line in enumerate(out) if line.startswith("  z: ["))
    pasted = yaml.safe_load("\n".join(line[2:] for line in out[at : at + 2]))
    assert pasted == {"z": [1.24563, 0.572178, -0.424764, -1.393043]}, out[at : at + 2]
    assert "z4 = −1.393043" in " ".join(out[:at])  # the table above reads it aloud, its minus said


def test_verify_checks_what_a_states_texts_say_of_the_numbers(runner, raw, write_states) -> None:
    """An instructor set u3 = 0.3 and verify passed, while b5 still said "ReLU turned h3 and h4 into 0, yet z3 and
    z4 are still negative": each state's `claims:` are checked, and a failing one says to change the texts."""
    import json

    assert " ".join(invoke(runner, "verify").stdout.split()).count("texts of b") >= 4
    raw["example"]["u"][2] = 0.3
    out = invoke(runner, "--states", str(write_states(raw)), "verify")
    said = " ".join(out.stdout.split())
    assert out.exit_code == 1 and "│ texts of b5: z3 < 0 < 0 0.094511 FAIL │" in said
    assert "│ texts of b5: h4 = 0 = 0 0.000000 pass │" in said
    assert "change that text (and its claims:)" in said
    doc = json.loads(invoke(runner, "--states", str(write_states(raw)), "verify", "--json").stdout)
    failing = {c["id"] for c in doc["checks"] if c["key"] == "chk_claim" and not c["passed"]}
    assert failing == {"claim.b2[0]", "claim.b5[0]", "claim.b5[5]", "claim.claims[0]",  # as the loader counts them
                       *MEAN_U_CLAIMS}  # u3 = 0.3 leaves mean(u) = 0.171355: no LayerNorm's output
    assert "│ texts of the rest of the file: h3 = 0 = 0 0.300000 FAIL │" in said  # the reference's "r45 why z3"


def test_a_claim_s_number_is_checked_at_the_decimals_written_as_a_text_s_is(runner, raw, write_states) -> None:
    """"f3 = 0.13" in claims: failed (compared at 6 decimals) where the same words in a text held (at the decimals
    written), and verify sent the instructor to ten texts naming f3 (an instructor's report). A whole number stays
    exact: "h3 = 0" is 0.000000."""
    import json

    raw["states"]["b1"]["claims"] = [*raw["states"]["b1"].get("claims", []), "f3 = 0.13", "f3 = 0.14", "f4 = 0",
                                      "s1 = 1.756057"]
    doc = json.loads(invoke(runner, "--states", str(write_states(raw)), "verify", "--json").stdout)
    ours = [c for c in doc["checks"] if c["id"].startswith("claim.b1[")][-4:]
    assert [c["passed"] for c in ours] == [True, False, True, False]  # 0.13 holds of f3 = 0.130279, 0.14 does not
    # each expected as written: "= 1.75606" had stood for 1.756057, failing beside a got of 1.756058 that it seemed
    # to be (an instructor's report)
    assert [c["expected_text"] for c in ours] == ["= 0.13", "= 0.14", "= 0", "= 1.756057"]


def test_a_u_that_makes_h5_zero_fails_the_texts_that_say_h5_is_u1_minus_u2(runner, raw, write_states) -> None:
    """An instructor set u = (0.359853, 1.439414, −0.599756, −1.199512): h5 = 0, and why's note on u still said
    "u1, u2 are h1, h2 (h5 = u1 − u2 agrees)", with verify passing every claim but those of the printed values."""
    raw["example"]["u"] = [0.359853, 1.439414, -0.599756, -1.199512]
    said = " ".join(invoke(runner, "--states", str(write_states(raw)), "verify").stdout.split())
    assert "│ texts of the rest of the file: h5 = a5 = -1.079561 0.000000 FAIL │" in said
    assert "h5 is named in these texts outside the states" in said and "example.given" in said


def test_a_claim_on_a_whole_vector_holds_entry_by_entry(runner, raw, write_states) -> None:
    """b1's hint says "(b2 is 0)" and b2's note that z has mean 0 and a variance under 1 (gamma 1, beta 0): an
    instructor who set b2[4] = 0.1 or gamma to 2 was told all checks pass. The first entry that fails is named."""
    import json

    raw["example"]["b2"][3] = 0.1
    raw["example"]["layer_norm"]["gamma"] = [2.0] * 4
    said = " ".join(invoke(runner, "--states", str(write_states(raw)), "--plain", "verify").stdout.split())
    assert "the texts of b1 say b2 = 0, but b2 entry 4 = 0.100000, which does not hold" in said  # b2[4], said
    assert "the texts of b2 say gamma = 1, but gamma entry 1 = 2.000000, which does not hold" in said
    # a whole vector that holds is said as all its entries (it read "b1[1] = 0.000000, which holds")
    assert "the texts of b0 say b1 = 0: b1 entries 1 to 6 = 0.000000, which holds" in said
    doc = json.loads(invoke(runner, "--states", str(write_states(raw)), "verify", "--json").stdout)
    failing = {c["id"] for c in doc["checks"] if c["key"] == "chk_claim" and not c["passed"]}
    assert failing == {"claim.b1[0]", "claim.b2[3]", "claim.b4[0]", "claim.b5[3]", "claim.b5[4]", "claim.b5[8]",
                       "claim.claims[4]", "claim.claims[5]", "claim.claims.b2 = 0 (hW2)"}  # the chain's "f = hW2"


def test_a_number_a_text_writes_is_checked_at_the_decimals_written(runner, raw, write_states) -> None:
    """An instructor wrote "here f3 = 0.130279" into b1's text, then set b2[3] = 0.1: verify passed that text (it had
    no claim), and the handout printed it beside f3 = 0.230279. A `NAME = NUMBER` in a text is checked as a claim, at
    the decimals it is written to; a formula's coefficient ("f1 = 0.5·h1") is no number of f1."""
    import json

    from r45cli.lesson.claims import written

    state = raw["states"]["b1"]
    state["explain"]["en"] += " Here f3 = 0.130279 (0.13 to two decimals: f3 = 0.13), and f1 = 0.5·h1."
    state["notes"].append({"zh": "这里 f3 = 0.130279。", "en": "Here f3 = 0.130279."})
    path = write_states(raw)
    from r45cli import lesson as lesson_module

    found = [(w.claim.said, w.places, w.terms) for w in written(lesson_module.load(path)) if w.sid == "b1"]
    assert found == [("f3 = 0.130279", 6, ()), ("f3 = 0.13", 2, ()),  # once each, zh or en; f1 no number: a sum
                     ("f1 = 0.5·h1", 6, ((0.5, "h1"),))]
    assert invoke(runner, "--states", str(path), "verify").exit_code == 0
    raw["example"]["b2"][2] = 0.1
    failed = invoke(runner, "--states", str(write_states(raw)), "verify", "--json")
    failing = {c["id"] for c in json.loads(failed.stdout)["checks"] if c["key"] == "chk_claim" and not c["passed"]}
    assert failed.exit_code == 1 and {"claim.b1.f3 = 0.130279", "claim.b1.f3 = 0.13"} <= failing
    said = " ".join(invoke(runner, "--states", str(write_states(raw)), "--plain", "verify").stdout.split())
    assert "the texts of b1 say f3 = 0.130279, but f3 = 0.230279, which does not hold" in said
    # where: the texts that write it, not every text that names f3 (b1's quiz hints had been listed beside them)
    assert "f3 = 0.130279 (state b1) does not hold; it is written in these texts of b1 (list entries counted from 0, " \
        f"as in the file's errors): explain.en, notes entry {len(state['notes']) - 1}.zh, notes entry " \
        f"{len(state['notes']) - 1}.en. Change the number there" in said
    # no list entry named, no word of how they are counted (it had stood before "explain" alone)
    # and in which language: a number written in the zh text alone had been said to be in "explain"
    assert "f3 = 0.13 (state b1) does not hold; it is written in these texts of b1: explain.en. Change" in said


def test_a_number_a_text_writes_may_be_either_the_pages_or_every_digits(raw, write_states) -> None:
    """On an instructor's u, b2's z1 is 1.372861 as the page works it (each stage to 6 decimals) and 1.372862 with
    every digit kept: verify failed a text's 1.372861, and `show` warned learners of a text's 1.372862 (h343). Either
    holds, in both; a third number in neither."""
    from r45cli import lesson as lesson_module
    from r45cli.checks import text_claims
    from r45cli.worked import compute

    raw["example"]["u"], raw["example"]["b2"] = [1.2, 0.4, -0.3, -1.3], [0.0, 0.0, 0.05, 0.0]
    held = {}
    for z1 in ("1.372861", "1.372862", "1.372863"):
        raw["states"]["b2"]["explain"]["en"] += f" Here z1 = {z1}."
        lesson = lesson_module.load(write_states(raw, f"z{z1}.yaml"))
        raw["states"]["b2"]["explain"]["en"] = raw["states"]["b2"]["explain"]["en"].removesuffix(f" Here z1 = {z1}.")
        page, whole = compute(lesson), compute(lesson, exact=True)
        assert (fixed(page.vector("z")[0]), fixed(whole.vector("z")[0])) == ("1.372861", "1.372862")
        held[z1] = [c.passed for worked in (whole, page) for c in text_claims(lesson, worked)
                    if c.values.get("claim") == f"z1 = {z1}"]
    assert held == {"1.372861": [True, True], "1.372862": [True, True], "1.372863": [False, False]}


def test_a_number_written_the_chinese_way_is_a_claim_too(raw, write_states) -> None:
    """"这里f3=0.25。" (no spaces, as Chinese is typed) and "f3＝0.25" (a full-width sign) passed verify, false, while
    the English "Here f3=0.25." was caught (an instructor's report)."""
    from r45cli import lesson as lesson_module
    from r45cli.lesson.claims import written

    notes = raw["states"]["b1"]["notes"]
    notes += [{"zh": "这里f3=0.25。", "en": "See the table."}, {"zh": "即h5＝0.52。", "en": "See above."}]
    found = {w.claim.said for w in written(lesson_module.load(write_states(raw))) if w.sid == "b1"}
    assert {"f3 = 0.25", "h5 = 0.52"} <= found


def test_a_whole_number_a_text_writes_is_an_exact_claim(runner, raw, write_states) -> None:
    """An instructor took "f4 = 0" off b5's claims: list and made u2 1.3 with b1[6] = 0.1 (h6 on): verify passed
    while b5's quiz still said "so f4 = 0" beside f4 = 0.057324. A whole number written is a claim, exact; one the
    state's claims: list says as well is one row, and "1.5" is still no claim of "1"."""
    from r45cli import lesson as lesson_module
    from r45cli.lesson.claims import written

    b5 = raw["states"]["b5"]
    b5["claims"] = [c for c in b5["claims"] if c != "f4 = 0"]
    raw["example"]["u"][1], raw["example"]["b1"][5] = 1.3, 0.1
    raw["states"]["b1"]["notes"].append({"zh": "若 f3 = 1.5，则……", "en": "If f3 = 1.5, then …"})
    found = {(w.sid, w.claim.said, w.places) for w in written(lesson_module.load(write_states(raw)))}
    assert ("b5", "f4 = 0", 6) in found and not any(said == "f3 = 1" for _, said, _ in found)
    failing = [c for c in json.loads(invoke(runner, "--states", str(write_states(raw)), "verify", "--json").stdout)[
        "checks"] if c["key"] == "chk_claim" and not c["passed"]]
    assert [c["got_text"] for c in failing if c["label"] == "texts of b5: f4 = 0"] == ["0.057324"]
    rows = invoke(runner, "verify", "--json").stdout
    assert sum(c["label"] == "texts of b5: f4 = 0" for c in json.loads(rows)["checks"]) == 1  # listed and written


def test_the_shipped_texts_that_rest_on_zero_biases_name_them(runner, raw, write_states) -> None:
    """With b1[6] = 0.1 the no-ReLU lab still said "linear here because the biases are zero", and b5's quiz "every
    bias in the example is 0": words verify cannot point to. They name b1 and b2, and verify lists them."""
    raw["example"]["b1"][5] = 0.1
    said = " ".join(invoke(runner, "--states", str(write_states(raw)), "verify").stdout.split())
    assert "b1 is named in these texts outside the states (list entries counted from 0, as in the file's errors): " \
        "lab.no_relu.explain.zh, lab.no_relu.explain.en," in said
    assert re.search(r"b1 = 0 \(state b5, claims\[7\]\) does not hold; b1 is named in these texts of b5 "
                     r"[^.]*quiz\[2\]\.explain\.zh", said), said


def test_a_term_of_a_sum_written_with_a_number_is_no_claim_of_its_own(raw, write_states) -> None:
    """An instructor's "a relation like a5 + a6 = 0.2 holds for every u" (true) failed verify as "a6 = 0.2": the
    name after an operator is a term of the sum, not what the number is of."""
    from r45cli import lesson as lesson_module
    from r45cli.lesson.claims import written

    raw["states"]["b0"]["notes"] = [{"zh": "a5 + a6 = 0.2 对任何 u 都成立。", "en": "a5 + a6 = 0.2 for every u."},
                                    {"zh": "这里 f3 = 0.25。", "en": "Here f3 = 0.25."}]
    found = {w.claim.said for w in written(lesson_module.load(write_states(raw))) if w.sid == "b0"}
    assert "a6 = 0.2" not in found and "f3 = 0.25" in found, found


def test_a_failing_claim_says_which_texts_name_what_it_is_about(runner, raw, write_states) -> None:
    """A failing claim said "the texts of b2 say h3 = 0" and the instructor searched the file for the text: verify
    names the fields of that state whose text names h3."""
    raw["example"]["u"][2] = 0.3
    said = " ".join(invoke(runner, "--states", str(write_states(raw)), "verify").stdout.split())
    # quiz[2] counts from 0, as the checks' own b2.quiz[2] does, and says so
    # each in its language, as the loader names a field (an instructor had looked in both for the zh one)
    assert "h3 = 0 (state b2, claims[0]) does not hold; h3 is named in these texts of b2 (list entries counted " \
        "from 0, as in the file's errors): quiz[2].ask.zh, quiz[2].ask.en, quiz[2].explain.zh, " \
        "quiz[2].explain.en" in said
    assert "h3 is named in these texts of b5 (list entries counted from 0, as in the file's errors): notes[0].zh, " \
        "notes[0].en. A text may rest on it" in said


def test_a_slip_that_gives_the_right_number_unsaid_is_named_with_what_to_do(runner, raw, write_states) -> None:
    """With u1 = 0.6 verify failed "b0.quiz.2 h5: slips that give the right number unsaid … 0 1" and said no more:
    which slip, and what to change, follow the table."""
    raw["example"]["u"][0] = 0.6
    said = " ".join(invoke(runner, "--states", str(write_states(raw)), "verify").stdout.split())
    # "nothing says so" left an instructor asking what could say so: nothing the lesson file holds
    assert ("b0.quiz[1] h5: 'sign flipped' gives the right number too on these numbers, and r45 has no words for "
            "that at this step: a learner who slips so is told right. Choose another u, or a question that tells them "
            "apart.") in said
    # and its row names it too: it had named only the slips named together, read as the failing ones
    doc = json.loads(invoke(runner, "--states", str(write_states(raw)), "verify", "--json").stdout)
    assert next(c["label"] for c in doc["checks"] if c["id"] == "slips.b0.quiz[1]") == \
        "b0.quiz[1] h5: slips that give the right number unsaid: sign flipped (named together: none)"


@pytest.mark.parametrize("width", [40, 80, 120, 160])
def test_verify_never_cuts_a_number_or_a_result_at_any_width(runner, raw, write_states, width) -> None:
    """With u1 = -0.5, b2's labels of 127 characters ran unwrapped and the ReLU row's "h1, h3, h4, … (4 in all)"
    made the other columns wrap: at 80 and 120 columns every result read "FA…" and expected and got were gone; at
    160 a number lost its last digit ("1.17070"). A label now wraps, and four channels are named, not three and "…"."""
    raw["example"]["u"][0] = -0.5
    out = invoke(runner, "--states", str(write_states(raw)), "verify", env={"COLUMNS": str(width)}).stdout
    said = " ".join(out.split())
    assert "…" not in out
    assert all(len(line) <= width for line in out.splitlines())
    assert re.search(r"printed h1 .*?1\.170705 .*?0\.000000 .*?FAIL", said)
    assert "h1, h3, h4, h5" in said and "in all" not in said


def test_plain_verify_says_its_outcome_first(runner, raw, write_states) -> None:
    """A listener heard "All 104 checks pass." as the last of 106 lines, 13.7 minutes in; the terminal's table keeps
    it at the end, under the rows it counts."""
    passed = invoke(runner, "--plain", "verify").stdout.splitlines()
    assert passed[0] == passed[-1] and re.fullmatch(r"All \d+ checks pass\.", passed[0])
    raw["example"]["u"][0] = -0.5
    failed = invoke(runner, "--plain", "--states", str(write_states(raw)), "verify").stdout.splitlines()
    assert failed[0].startswith(failed[-1].rstrip(".") + ": printed h1, ") and failed[-1].endswith("checks failed.")
    assert not invoke(runner, "verify").stdout.startswith("All")


def test_show_and_export_warn_where_the_texts_claims_no_longer_hold(runner, raw, write_states, tmp_path) -> None:
    """With u3 = 0.3, show and the exports printed b5's "ReLU turned h3 and h4 into 0, yet z3 and z4 are still
    negative" beside z3 = 0.094511, exit 0, no word; only verify caught it. Each now warns once, on stderr."""
    assert invoke(runner, "show", "b5").stderr == ""
    raw["example"]["u"][2] = 0.3
    path = str(write_states(raw))
    shown = invoke(runner, "--states", path, "show", "b5")
    printed, claims = shown.stderr.splitlines()  # its printed: values no longer hold either
    assert shown.exit_code == 0 and printed.startswith("r45: warning: the printed: values of the lesson file ")
    # "1 of the claims … do not hold" read badly: the count is said after what it counts
    assert claims.startswith("r45: warning: claims of the lesson file states.yaml that do not hold on its numbers: "
                             "8 (texts of b5: h3 = 0; texts of b5: z3 < 0; texts of b2: h3 = 0; …)")  # b5's own first
    # on the page too, as in a handout: a page taller than the terminal goes through less, above which stderr's line
    # scrolls away, and a learner read "z3 and z4 are still negative" beside z3 = 0.094511 unwarned
    page = " ".join(shown.stdout.replace("│", " ").split())
    assert "Note: the lesson file disagrees with what its u and weights give" in page
    assert "The texts say z3 < 0; the numbers give z3 = 0.094511." in page
    assert "disagree" not in invoke(runner, "show", "b5").stdout
    exported = invoke(runner, "--states", path, "export", "b5", "--format", "md", "-o", str(tmp_path / "b5.md"))
    assert exported.exit_code == 0 and f"r45 --states {path} verify says which texts to change" in exported.stderr
    # the handout says so too: on stderr alone, a class had been given "z3 and z4 are still negative" unmarked
    handout = (tmp_path / "b5.md").read_text(encoding="utf-8")
    assert "### Note: the lesson file disagrees with what its u and weights give" in handout
    assert "The texts say z3 \\< 0; the numbers give z3 = 0.094511." in handout  # each of the state's, in full
    assert "disagree" not in invoke(runner, "export", "b5", "--format", "md", "-o", "-").stdout
    # `export all`: each note under the state whose texts it is of (one after b0's diagram had named other states')
    whole = invoke(runner, "--states", path, "export", "all", "--format", "md", "-o", "-").stdout
    sections = {part.split(" ·", 1)[0]: part for part in whole.split("\n## ")[1:]}
    assert "z3 \\< 0; the numbers give" in sections["b5"] and "z3 \\< 0" not in sections["b0"] + sections["b2"]
    # b2's h3 = 0 is said by its quiz alone, which no page shows: not said under b2 (a teacher found "The texts say
    # h6 = 0" under a state whose handout had no such text); verify names the quiz
    assert "h3 = 0; the numbers give" not in sections["b2"]
    assert "h3 = 0 (state b2, claims[0]) does not hold; h3 is named in these texts of b2" in " ".join(
        invoke(runner, "--states", path, "verify").stdout.split())
    assert "Texts elsewhere in the file (outside the states) say h3 = 0;" in sections["b0"]  # the file's own claims:


@pytest.mark.parametrize("args", [("quiz", "b4"), ("review",), ("test",), ("lab",), ("why", "z1"), ("spot", "b2"),
                                  ("step", "--plain")], ids=lambda a: a[0])
def test_every_command_that_shows_the_texts_warns_where_a_claim_no_longer_holds(runner, raw, write_states,
                                                                               args) -> None:
    """With b2 = (0, 0, 0.1, 0), `quiz b4` gave the hint "b2 is 0", and step, lab and review their texts, unwarned:
    only show, export and verify said so. The learner's commands say it too, on stderr, before they start."""
    raw["example"]["b2"][2] = 0.1
    said = invoke(runner, "--states", str(write_states(raw)), *args, input="q\n")
    warnings = [line for line in said.stderr.splitlines() if line.startswith("r45: warning: claims of the lesson file")]
    assert len(warnings) == 1 and "b2 = 0" in warnings[0], said.stderr
    assert "claims of the lesson file" not in invoke(runner, *args, input="q\n").stderr


def test_show_and_export_warn_where_the_printed_values_are_not_the_computed_ones(runner, raw, write_states,
                                                                                 tmp_path) -> None:
    """A printed z2 of 0.588799 (the numbers give 0.588798): verify failed, while show and export printed 0.588798
    with no word, exit 0, beside a course page that prints 0.588799."""
    raw["printed"]["z"][1] = 0.588799
    path = str(write_states(raw))
    for args in (("show", "b2"), ("export", "b2", "--format", "md", "-o", str(tmp_path / "b2.md"))):
        said = invoke(runner, "--states", path, *args)
        assert said.exit_code == 0 and said.stderr.splitlines()[0] == (
            "r45: warning: the printed: values of the lesson file states.yaml are not what r45 computes from its "
            f"numbers (z2 printed 0.588799, computed 0.588798): r45 shows the computed ones; r45 --states {path} "
            "verify gives the printed: lines to paste")  # the command as this run was run: its lesson file
    assert "z2 印的是 0.588799，算出 0.588798" in invoke(runner, "--lang", "zh", "--states", path, "show", "b2").stderr
    assert invoke(runner, "show", "b2").stderr == ""


def test_show_is_silent_on_a_printed_value_verify_passes(runner, raw, write_states) -> None:
    """Where the page shows another last digit, verify takes either in printed:; show and export had warned of the
    value with every digit kept (z3 printed -0.276258, computed -0.276259) under verify's "All 120 checks pass"."""
    import json

    raw["example"]["u"][0] = 1.2
    wanted = json.loads(invoke(runner, "--states", str(write_states(raw)), "verify", "--json").stdout)["printed_wanted"]
    for name in "hfsz":
        raw["printed"][name] = [float(v) for v in wanted[name]]
    raw["printed"]["z"][0] = 1.245629  # every digit kept; the page shows 1.245630
    path = str(write_states(raw))
    assert "z1 1.245629 1.245629 pass" in " ".join(invoke(runner, "--states", path, "verify").stdout.split())
    for args in (("show", "b2"), ("export", "b2", "--format", "md", "-o", "-")):
        said = invoke(runner, "--states", path, *args)
        assert "claims of the lesson file" in said.stderr  # u1 = 1.2 is no LayerNorm's output: those still warn
        assert "not what r45 computes" not in said.stderr + said.stdout, said.stderr


def test_a_u_no_layer_norm_gives_fails_the_texts_that_call_it_the_first_add_and_norms_output(runner, raw,
                                                                                               write_states) -> None:
    """An instructor set u3 = 0.5: verify failed the printed: values and the claims h3 = 0 and z3 < 0, and said
    nothing of b2's and b4's note and example.given, which call u "the output of the first Add & Norm", as a u of
    mean 0.221355 cannot be. Those texts rest on mean(u) = 0 and var(u) ≤ 1 (1.170705 + 0.649589 + 0.5 − 1.434875
    = 0.885419, over 4)."""
    raw["example"]["u"][2] = 0.5
    path = str(write_states(raw))
    out = invoke(runner, "--states", path, "verify")
    said = " ".join(out.stdout.split())
    assert out.exit_code == 1
    for where in ("b2", "b4"):  # and why it is claimed, and what to do (it had been told as any unnamed claim)
        assert f"mean(u) = 0 ({where}) does not hold: a text that calls u a LayerNorm's output (the first Add & " \
            f"Norm's, say) rests on it, as such a u has mean 0 and a variance just under 1. Change those texts (r45 " \
            in said  # then --states and the file's path, as run, which the table's column may break
        assert f"show {where} shows them), or give a u of mean 0 and variance just under 1" in said
        assert f"texts of {where}: mean(u) = 0 = 0 0.221355 FAIL" in said
        assert f"texts of {where}: var(u) ≤ 1 ≤ 1 0.976348 pass" in said  # still under 1
    assert "mean(u) = 0 (the rest of the file) does not hold" in said
    assert invoke(runner, "verify").exit_code == 0  # the lesson's u: mean 0.000000, variance 0.999983
    # the linear text had said the file's u and the recovered one the other way round (a user's report)
    plain = invoke(runner, "--plain", "--states", path, "verify").stdout
    assert "u3 = 0.500000, but the printed u + f minus the printed f gives −0.385419" in plain


def test_a_failing_claim_no_text_names_is_still_said_with_where_to_look(runner, raw, write_states) -> None:
    """With b1 = (0, 0, 0.5, 0, 0, 0), seven claims failed and only two got a line after the table: a text that says
    "the biases are zero" names no b1. Each now gets one; in Chinese no space parts 其余部分 from 的. One of the
    file's own claims: advised "r45 show other parts", no command: it names the parts of the file to read."""
    raw["example"]["b1"][2] = 0.5
    path = str(write_states(raw))
    said = " ".join(invoke(runner, "--states", path, "verify").stdout.split())
    assert "a3 = u3 (state b0, claims[2]) does not hold; no text of b0 names a3, so a text resting on it says it in " \
        "words only" in said
    zh = invoke(runner, "--lang", "zh", "--states", path, "verify").stdout
    assert "文件其余部分的文字" in zh and "其余部分 的" not in zh
    # the lab's "linear, as here" rests on it and names b1 (an instructor's b2 had left "linear in this example" unsaid)
    assert "b1 = 0 (the file's own claims:) does not hold; b1 is named in these texts outside the states (list " \
        "entries counted from 0, as in the file's errors): lab.no_relu.explain.zh, lab.no_relu.explain.en, " \
        "lab.no_relu.points[2].zh, lab.no_relu.points[2].en. A " \
        "text may rest on it without naming it: read the other texts of opening, example.given, reference, chain, " \
        "lab too" in said
    assert "h3 = 0 (the file's own claims:) does not hold; no text outside the states names h3, so a text resting on " \
        "it says it in words only: read the texts of opening, example.given, reference, chain, lab and change" in said
    assert "show other" not in said


def test_a_changed_w2_and_b2_fail_only_the_claims_a_text_rests_on(runner, raw, write_states) -> None:
    """An instructor's W2[5,1] = 0.25 and b2 ≠ 0: b4's claims on W2's first column had failed, with no text of b4
    resting on them (its hint had said f1 = 0.5·h1 before its W2 was drawn), and b1's predict question, whose words
    left b2 out, was not named among the texts that rest on b2 = 0: a learner who followed it was told 'b2 left out'."""
    raw["example"]["W2"][4][0] = 0.25
    raw["example"]["b2"] = [0.1, 0.0, -0.05, 0.2]
    path = str(write_states(raw))
    doc = json.loads(invoke(runner, "--states", path, "verify", "--json").stdout)
    failing = [c["label"] for c in doc["checks"] if not c["passed"] and c["id"].startswith("claim.b4")]
    assert failing and all("b2" in label for label in failing), failing
    said = " ".join(invoke(runner, "--states", path, "verify").stdout.split())
    assert "b2 = 0 (state b1, claims[0]) does not hold; b2 is named in these texts of b1 (list entries counted " \
        "from 0, as in the file's errors): quiz[0].hint.zh, quiz[0].hint.en, predict[0].ask.zh, predict[0].ask.en, " \
        "predict[0].hint.zh, predict[0].hint.en." in said


def test_a_failing_claim_on_gamma_says_a_text_may_rest_on_it_unnamed(runner, raw, write_states) -> None:
    """With gamma = 2, verify named b2's explain and notes, which name gamma and still hold, and no word of the
    hints that write z without it (z4 = (s4 − mean) / √(var + eps)), now false."""
    raw["example"]["layer_norm"]["gamma"] = [2.0] * 4
    said = " ".join(invoke(runner, "--states", str(write_states(raw)), "verify").stdout.split())
    assert "gamma = 1 (state b2, claims[3]) does not hold; gamma is named in these texts of b2 (list entries counted " \
        "from 0, as in the file's errors): explain.zh, explain.en, notes[0].zh, notes[0].en, notes[2].zh, " \
        "notes[2].en. A text may rest on it without naming it (a formula written without it): read b2's other " \
        "texts too, their hints included" in said


def test_verify_fails_a_question_that_cannot_find_a_slip_of_a_skill_it_lists(runner, raw, write_states) -> None:
    """Quiz b2's mean of s = u + f listed the residual's skill, though u (a LayerNorm's output) has mean 0, so the
    residual forgotten gives the right mean: a learner with that slip was counted right at the residual, and
    `progress` sent one weak at it to a quiz that could not find it (a learner's report). verify now says so."""
    assert invoke(runner, "verify").exit_code == 0  # the shipped lesson: every question can find its skills' slips
    mean = next(q for q in raw["states"]["b2"]["quiz"] if q.get("answer") == "mean")
    mean["skills"] = ["residual", *mean["skills"]]
    result = invoke(runner, "--plain", "verify", "--states", str(write_states(raw)))
    assert result.exit_code == 1
    assert "b2.quiz item 0 (counted from 0) mean: slips of the skills it lists that it cannot find (residual " \
        "forgotten (u not added back), residual added after the norm): expected 0, got 2, FAIL" in result.stdout
    assert "Take residual off its skills:, or ask a question that finds them" in result.stdout  # what to do
    # a skill none of whose slips gives a number at the step (eps at var) is found as little (an instructor's report)
    var = next(q for q in raw["states"]["b2"]["predict"] if q.get("answer") == "var")
    mean["skills"], var["skills"] = mean["skills"][1:], [*var["skills"], "eps"]
    said = invoke(runner, "--plain", "verify", "--states", str(write_states(raw))).stdout
    assert "b2.predict item 2 (counted from 0) var: slips of the skills it lists that it cannot find (eps left out, " \
        "eps added outside the root): expected 0, got 2, FAIL" in said


def test_a_formula_written_without_its_bias_is_checked_as_a_claim_that_the_bias_is_0(runner, raw, write_states) -> None:
    """An instructor set b1 = (0, 0.1, 0, 0, 0.1, 0); the hints "a = uW1" and "h = max(0, uW1)" and the chain's
    "f = hW2" stood, verify passing them: only texts naming b1 were listed. A product written without its bias now
    claims the bias is 0, and verify names the texts that write it."""
    course = " ".join(invoke(runner, "verify").stdout.replace("│", " ").split())
    assert "texts of b0: b1 = 0 (uW1) = 0 0.000000 pass" in course
    # the claim first: wrapped at 80 columns, "uW1 (b1 = 0)" had read "uW1 … = 0 … pass" on its first line
    assert not re.search(r"uW1\s+= 0", invoke(runner, "verify").stdout)
    raw["example"]["b1"] = [0, 0.1, 0, 0, 0.1, 0]
    out = invoke(runner, "--states", str(write_states(raw)), "verify")
    said = " ".join(out.stdout.replace("│", " ").split())
    assert out.exit_code == 1 and "texts of b0: b1 = 0 (uW1) = 0 0.100000 FAIL" in said, said
    assert "uW1 is named in these texts of b0" in said and "quiz[0].hint" in said
    assert re.search(r"texts of the rest of the file: b2 = 0 (\(hW2\) )?= 0 0.000000 pass", said)  # b2 is 0


def test_a_sum_written_in_a_text_is_checked_on_the_numbers(runner, raw, write_states) -> None:
    """An instructor set b1[5] = −0.1; b0's hint "a5 = u1 − u2" and note "h5 = ReLU(u1 − u2)" stood, verify passing
    them, under a slip named "b1 left out" (an instructor's report). A sum a text writes is checked as a number written
    is, and verify says what it is now."""
    course = " ".join(invoke(runner, "verify").stdout.replace("│", " ").split())
    assert "texts of b0: a5 = u1 − u2 = 0.521116 0.521116 pass" in course
    assert "texts of b0: h5 = ReLU(u1 − u2) = 0.521116 0.521116 pass" in course
    raw["example"]["b1"] = [0, 0, 0, 0, -0.1, 0]
    out = invoke(runner, "--states", str(write_states(raw)), "verify")
    said = " ".join(out.stdout.replace("│", " ").split())
    assert out.exit_code == 1 and "texts of b0: a5 = u1 − u2 = 0.521116 0.421116 FAIL" in said, said
    assert "a5 = u1 − u2 (state b0) does not hold: here a5 = u1 − u2 − 0.1. It is written in these texts of b0 (list " \
        "entries counted from 0, as in the file's errors): quiz[1].hint.zh, quiz[1].hint.en" in said, said
    assert "h5 = ReLU(u1 − u2) (state b0) does not hold: here a5 = u1 − u2 − 0.1." in said


@pytest.mark.parametrize(("text", "said"), [
    ("hint: a5 = u1 − u2.", ["a5 = u1 − u2"]), ("这里f3=0.25·h5", ["f3 = 0.25·h5"]),
    ("(h5 = u1 - u2 agrees)", ["h5 = u1 − u2"]),
    ("s4 = u4 + f4 = u4", []), ("a5 = u1 − u2 − 0.1", []), ("h5 = max(0, a5)", []), ("f1 = u1", []), ("a7 = u1", []),
    ("h5 = max(0, u1 − u2 + b1[5])", []), ("a5 = u1 − u2.5", [])])
def test_only_a_sum_of_the_layer_is_read_as_one(lesson, text, said) -> None:
    """A sum is a and h of terms of u, f of terms of h, whole: no term of another sum, nor one cut short of its bias."""
    from r45cli.lesson.budget import stage_widths
    from r45cli.lesson.claims import _SUM, _sum

    widths = stage_widths(lesson.example)
    found = [m.group(0).replace("=", " = ").replace("  ", " ").replace("-", "−") for m in _SUM.finditer(text)
             if _sum(*m.groups(), widths) is not None]
    assert found == said


def test_a_claims_fields_are_named_in_the_language_that_names_it(raw, write_states) -> None:
    """A failing claim listed quiz[2].ask where only its zh text named h6: the instructor looked in both."""
    from r45cli import lesson as lesson_module
    from r45cli.lesson.claims import mentions

    raw["states"]["b2"]["explain"]["en"] += " (Here h6 is left aside.)"
    fields = mentions(lesson_module.load(write_states(raw)), "b2", "h6")
    assert "explain.en" in fields and "explain.zh" not in fields


def test_h_beside_no_column_a_writes_a_out(runner) -> None:
    """b4's table of u, h and f headed h "ReLU(a)", and no a stood anywhere on b4 (a listener heard of none): where
    a is not a column beside it, h's formula writes a out."""
    for lang, written in (("en", "h = ReLU of the whole of (u times W1+b1); f = h times W2+b2"),
                          ("zh", "h = (u 乘 W1+b1) 整体的 ReLU；f = h 乘 W2+b2")):  # said in words, as speech needs
        b4 = invoke(runner, "--plain", "--lang", lang, "show", "b4").stdout
        assert written in b4 and "ReLU(a)" not in b4


def test_verify_says_where_a_printed_value_rounds_a_tie_the_other_way(runner, raw, write_states) -> None:
    """With u1 = 1.2, f2 is 0.3247945: an instructor's numpy printed 0.324794, and verify's row "printed f2 0.324794
    0.324795 FAIL" read as if r45 wanted 0.324794. A failing value a tie rounded the other way is said so."""
    raw["example"]["u"][0] = 1.2
    raw["printed"]["f"][1] = 0.324794
    said = " ".join(invoke(runner, "--states", str(write_states(raw)), "verify").stdout.split())
    assert "f2 is 0.3247945 with every digit kept, exactly halfway between two 6-decimal values: r45 rounds it away " \
        "from zero, as the course prints, to 0.324795; Python's formatting and numpy's round may give 0.324794." in said
    raw["printed"]["f"][1] = 0.324796  # a digit off the other way is no tie rounded down
    assert "halfway" not in invoke(runner, "--states", str(write_states(raw)), "verify").stdout


def test_verify_says_a_u_of_more_digits_is_shown_and_worked_to_6(runner, raw, write_states) -> None:
    """An instructor's u of 12 decimals: the pages work from it rounded (f1 = 0.061729 there, 0.061728 from every
    digit), and only the numbers that differed were named, never why (an instructor's report). verify says so; the
    course's own u, of 6 decimals, gets no such line."""
    raw["example"]["u"] = [0.123456789012, -1.987654321098, 1.234567890123, 0.629629641963]
    out = invoke(runner, "--states", str(write_states(raw)), "verify").stdout
    assert "The file's u has more than 6 decimals; every page shows u, and works from it, to 6 (u1 = 0.123456789012 " \
        "is shown 0.123457)" in " ".join(out.split()), out
    assert "more than 6 decimals" not in invoke(runner, "verify").stdout


def test_the_sign_rule_names_gamma_and_beta_where_the_lesson_sets_them(runner, raw, write_states) -> None:
    """With beta3 = 1, b5 printed z3 = 0.575268 beside s3 below the mean, under "What decides the sign of z_i is
    s_i − mean(s)" (an instructor's report): the rule says gamma and beta where they are not 1 and 0."""
    raw["example"]["layer_norm"]["beta"] = [0.1, 0.1, 1.0, 0.1]
    said = " ".join(invoke(runner, "--states", str(write_states(raw)), "show", "b5").stdout.replace("│", "").split())
    assert "What decides the sign of z_i is gamma_i (s_i − mean(s)) / std + beta_i, not u_i" in said
    course = " ".join(invoke(runner, "show", "b5").stdout.replace("│", "").split())
    assert "What decides the sign of z_i is s_i − mean(s), not u_i" in course


def test_a_formula_without_its_bias_is_said_to_a_learner_as_the_claim_it_makes(runner, raw, write_states) -> None:
    """With b1[6] = 0.1, show b0 said "The texts say b1 = 0" and under it "The texts say b1 = 0 (uW1)": a label of
    verify's, read by a learner as r45's own, for the same fact. One line, in the claim's words."""
    raw["example"]["b1"][5] = 0.1
    said = invoke(runner, "--states", str(write_states(raw)), "--plain", "show", "b0").stdout
    assert "(uW1)" not in said
    assert said.count("The texts say b1 = 0; the numbers give b1 entry 6 = 0.100000.") == 1, said  # as said aloud


def test_a_variant_u_and_b1_point_verify_at_b0s_linearity_and_b3s_layernorm(runner, raw, write_states) -> None:
    """An instructor's u2 = 1.3 and b1[6] = 0.1 passed verify once its advice was followed, while b0 still said
    "the map is still linear" (affine with that b1) and b3 "the first residual and LayerNorm give u" (mean 0.162603):
    b0's texts name b1 where they rest on it, and b3 claims what its texts say of u."""
    raw["example"]["u"][1], raw["example"]["b1"][5] = 1.3, 0.1
    checks = json.loads(invoke(runner, "--states", str(write_states(raw)), "verify", "--json").stdout)["checks"]
    failed = {c["label"] for c in checks if not c["passed"]}
    assert {"texts of b3: mean(u) = 0", "texts of b3: var(u) ≤ 1", "texts of b0: b1 = 0"} <= failed
    said = " ".join(invoke(runner, "--states", str(write_states(raw)), "verify").stdout.split())
    assert re.search(r"b1 = 0 \(state b0, claims\[5\]\) does not hold; b1 is named in these texts of b0 "
                     r"[^.]*explain\.zh, explain\.en, notes\[0\]\.zh, notes\[0\]\.en", said), said


def test_where_a_formula_without_its_bias_is_written_leaves_out_one_that_adds_it(runner, raw, write_states) -> None:
    """verify sent an instructor to b0's predict[0].ask for 'b1 = 0 (uW1)', where the text reads "uW1 + b1"."""
    raw["example"]["b1"][5] = 0.1
    said = " ".join(invoke(runner, "--states", str(write_states(raw)), "verify").stdout.split())
    listed = re.search(r"b1 = 0 \(uW1\) \(state b0\) does not hold; uW1 is named in these texts of b0 "
                       r"[^:]*: (.*?)\. A ", said)
    assert listed and "quiz[0].hint.en" in listed.group(1) and "predict[0]" not in listed.group(1), said


def test_a_note_on_a_u_no_layernorm_gives_says_which_sentence(runner, raw, write_states) -> None:
    """With u2 = 1.3 the page said "The texts say mean(u) = 0", where no sentence writes it: they call u the first
    Add & Norm's output (a teacher's report). The note says that."""
    raw["example"]["u"][1] = 1.3
    page = " ".join(invoke(runner, "--states", str(write_states(raw)), "--plain", "show", "b2").stdout.split())
    assert "The texts call u a LayerNorm's output (mean 0, variance at most 1); the numbers give the mean of u = " \
        "0.162603." in page and "say mean(u) = 0" not in page and "say the mean of u = 0" not in page  # as heard


def test_a_lesson_with_other_numbers_leaves_out_the_notes_about_the_courses_own(runner, raw, write_states) -> None:
    """An instructor's u: b3 still said "The table of u and z holds the course's own numbers" above the instructor's
    numbers, b5 that "ReLU turned h3 and h4 into 0" where h3 was 0.2, and `why` that u "is recovered from the h, f
    and u + f this page prints" (an instructor's report; verify named the texts, the pages showed them unmarked).
    They are left out, and said to be; a note rewritten is the instructor's own, and shown."""
    raw["example"]["u"] = [0.3, 1.1, 0.2, -1.6]
    path = write_states(raw)
    b3 = invoke(runner, "--plain", "--states", str(path), "show", "b3").stdout
    assert "holds the course's own numbers" not in b3
    assert "(left out here: 1 of the notes, about the course's own numbers, which this lesson file's example does " \
        "not use)" in b3
    b5 = invoke(runner, "--plain", "--states", str(path), "--lang", "zh", "show", "b5").stdout
    assert "（这里略去 1 条说明：它说的事在这份课程文件的数上不成立，r45 " in b5  # a claim of it fails (h351)
    why = invoke(runner, "--plain", "--states", str(path), "why", "z1").stdout
    assert "recovered" not in why and "given: the u the lesson file gives" in why
    assert "(left out here: the lesson file's note on where u comes from, about the course's own numbers, which this " \
        "lesson file's example does not use)" in why  # said, as show says a note left out (an instructor's report)
    # a handout says so too (it had left them out with no word), and a what-if on these numbers promises no c that
    # shows them: they stay left out on the lesson's own numbers (an instructor's report)
    handout = invoke(runner, "--states", str(path), "export", "b3", "--format", "md", "-o", "-").stdout
    assert "(left out here: 1 of the notes, about the course's own numbers, which this lesson file's example does " \
        "not use)" in handout
    from r45cli.lesson import load
    from r45cli.view.model import Whose
    from r45cli.view.state import state_view
    from r45cli.worked import compute

    edited = load(path)
    held = state_view(edited, compute(edited, u=[0.5, 1.1, 0.2, -1.6]), "b3", "en", whose=Whose.YOURS).held
    assert held.splitlines()[0] == "(left out here: 1 of the notes, about the course's own numbers, which this " \
        "lesson file's example does not use)" and "c shows" not in held
    note = next(n for n in raw["states"]["b3"]["notes"] if isinstance(n, dict) and n.get("about") == "course")
    note["en"], note["zh"] = "These are our class's numbers.", "这是我们班的数。"
    b3 = invoke(runner, "--plain", "--states", str(write_states(raw)), "show", "b3").stdout
    assert "These are our class's numbers." in b3 and "left out here" not in b3
    assert "left out here" not in invoke(runner, "--plain", "show", "b3").stdout  # the course's own: all shown


def test_a_note_about_the_example_is_kept_where_the_claims_it_rests_on_hold(runner, raw, write_states) -> None:
    """b5's "ReLU turned h3 and h4 into 0, yet z3 and z4 are still negative" was left out of an instructor's pages
    where all four facts held, each one a claim of b5 (h343). Marked `about: example`, it is shown there; held back
    where a claim fails (h3 = 0.2, above), and on a learner's own u as before."""
    from r45cli.lesson import load
    from r45cli.view.model import Whose
    from r45cli.view.state import state_view
    from r45cli.worked import compute

    note = "ReLU 把 h3、h4 变成了 0，但 z3、z4 仍为负"
    raw["example"]["u"] = [1.2, 0.4, -0.3, -1.3]
    path = write_states(raw)
    b5 = invoke(runner, "--plain", "--states", str(path), "--lang", "zh", "show", "b5").stdout
    assert note in b5 and "略去" not in b5
    assert "b5\u00a0notes" not in invoke(runner, "--states", str(path), "verify").stdout  # no text to read again
    edited = load(path)
    yours = state_view(edited, compute(edited, u=[0.5, -1.1, 0.2, -1.6]), "b5", "zh", whose=Whose.YOURS)
    assert not any(note in shown for shown in yours.notes) and "略去 1 条说明" in yours.held


@pytest.mark.parametrize("command", ["", *COMMANDS])
def test_every_option_is_helped_in_chinese(runner, command) -> None:
    """`r45 --lang zh step --help` gave --predict's help in English: its parameter is `predicting`, and the table
    of helps named it `predict` (a zh learner's report)."""
    out = invoke(runner, "--lang", "zh", *([command] if command else []), "--help").stdout
    options = out.split("选项：", 1)[1]
    helped = [line for line in options.splitlines() if re.match(r"\s+-", line)]
    assert helped and all(re.search(r"[\u4e00-\u9fff]", line) for line in helped), helped


def test_a_command_copied_with_the_chinese_punctuation_after_it_runs(runner) -> None:
    """"r45 test --post。" copied from a zh sentence was refused as "没有选项 --post。（可用的选项：--post）" (a zh
    learner's report): the punctuation that closes the sentence is not part of the command."""
    copied = invoke(runner, "--lang", "zh", "show", "b2。")
    assert copied.exit_code == 0 and copied.stdout == invoke(runner, "--lang", "zh", "show", "b2").stdout
    assert invoke(runner, "--lang", "zh", "why", "u3）；").exit_code == 0
    from r45cli.run import unglued

    assert unglued("out（1）") == "out（1）" and unglued("out（1）。") == "out（1）"  # a bracket it opens is its own
