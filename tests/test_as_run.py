"""A command r45 names (in its own sentences and in the lesson's texts) is said as the run was run: "r45 test --post"
and "r45 why u3" had opened the packaged lesson for a class on its own file, and English for a learner who had
typed --lang zh."""

from conftest import invoke


def flat(text: str) -> str:
    return " ".join(text.replace("│", " ").split())


def test_a_command_said_repeats_the_lesson_file_and_the_language_typed(runner, raw, write_states, monkeypatch,
                                                                      tmp_path) -> None:
    monkeypatch.chdir(tmp_path)  # a path short enough for one line of a panel
    path = write_states(raw).name
    said = flat(invoke(runner, "--states", str(path), "--lang", "zh", "progress").stdout)
    assert f"r45 --lang zh --states {path} step --predict" in said  # an interface sentence
    page = flat(invoke(runner, "--states", str(path), "show", "b2").stdout)
    assert f"r45 --states {path} why u3" in page and "(see r45 why u3" not in page  # and a lesson text


def test_a_run_leaves_nothing_behind_for_the_next(runner, raw, write_states) -> None:
    """Commands run in one process (as tests and an editor's plugin do): one run's options are not the next's."""
    invoke(runner, "--states", str(write_states(raw)), "--lang", "zh", "progress")
    said = flat(invoke(runner, "progress").stdout)
    assert "r45 step --predict" in said and "--states" not in said and "--lang" not in said


def test_a_file_name_with_braces_is_said_as_typed(runner, raw, write_states, monkeypatch, tmp_path) -> None:
    """The options go into a sentence's template before its blanks are filled: braces are data, not blanks."""
    monkeypatch.chdir(tmp_path)
    path = write_states(raw, "a{state}.yaml").name
    out = invoke(runner, "--states", str(path), "progress")
    assert out.exit_code == 0 and f"r45 --states '{path}' step --predict" in flat(out.stdout), out.stderr


def test_a_handout_names_its_lesson_file_as_its_first_lines_do_not_the_path_typed(runner, raw, write_states,
                                                                                tmp_path) -> None:
    path = write_states(raw, "class.yaml")
    out = invoke(runner, "--states", str(path), "--lang", "zh", "export", "b0", "--format", "md",
                 "-o", str(tmp_path / "b0.md"))
    handout = (tmp_path / "b0.md").read_text(encoding="utf-8")
    assert out.exit_code == 0 and "r45 --lang zh --states class.yaml step" in handout  # its first lines
    # a zh handout's commands open r45 in Chinese whatever the student's locale; the file by name, not the path typed
    assert "`r45 --lang zh --states class.yaml why z3`" in handout and str(tmp_path) not in handout


def test_a_fresh_quiz_gives_the_command_that_repeats_it_with_its_lesson_file(runner, raw, write_states, monkeypatch,
                                                                           tmp_path) -> None:
    """"r45 quiz b1 --fresh --seed 3" repeated the numbers of the packaged lesson, not of the class's file."""
    monkeypatch.chdir(tmp_path)
    path = write_states(raw).name
    out = flat(invoke(runner, "--states", path, "--plain", "quiz", "b1", "--fresh", "--seed", "3", input="q\n").stdout)
    assert f"r45 --plain --states {path} quiz b1 --fresh --seed 3" in out
