"""`r45 step` driven through stdin, and the key handling on its own."""

from __future__ import annotations

import re

import pytest
from conftest import invoke, run_main

from r45cli import navigate

HEAD = re.compile(r"^│ (b\d) · ", re.M)


def walk(runner, keys: str, *args: str):
    result = invoke(runner, "step", *args, input=keys)
    assert result.exit_code == 0, result.stderr
    return result.stdout, HEAD.findall(result.stdout)


def test_enter_and_n_walk_the_whole_path(runner, lesson) -> None:
    out, seen = walk(runner, "\nn\n" + "n\n" * 3 + "n\nq\n")
    assert seen == list(lesson.order)
    assert out.count(f"Path done: {lesson.order[-1]} is the last state") == 2  # on arrival, and on n there


def test_back_default_jump_and_quit(runner, lesson) -> None:
    out, seen = walk(runner, "p\nn\np\nd\nB2\nq\nn\n")
    first, second = lesson.order[0], lesson.order[1]
    assert seen == [first, second, first, lesson.default, "b2"]  # nothing after q
    assert "Already at the first state." in out


def test_unknown_key_and_help(runner) -> None:
    out, seen = walk(runner, "zz\n?\n")
    assert "Unknown key 'zz'. Type ? for the keys." in out
    assert out.count("Enter/n next · p back") == 2


def test_from(runner) -> None:
    _, seen = walk(runner, "n\n", "--from", "b4")
    assert seen == ["b4", "b5"]


def test_bad_from(runner) -> None:
    result = invoke(runner, "step", "--from", "b8", input="")
    assert result.exit_code == 2 and "no state 'b8'" in result.stderr


def test_eof_ends_cleanly(runner, lesson) -> None:
    out, seen = walk(runner, "")
    assert seen == [lesson.order[0]]
    assert "Traceback" not in out


def test_press(lesson) -> None:
    first, last = lesson.order[0], lesson.order[-1]
    assert navigate.press(lesson, first, "").state == lesson.following(first)
    assert navigate.press(lesson, last, "n") == navigate.Move(last, message="step_done")
    assert navigate.press(lesson, first, "p").message == "step_at_start"
    assert navigate.press(lesson, first, "D").state == lesson.default
    assert navigate.press(lesson, first, "q").quit
    assert navigate.press(lesson, first, "?").show_keys
    assert navigate.press(lesson, first, last.upper()) == navigate.Move(last, moved=True)
    assert navigate.press(lesson, first, "xyz").message == "step_unknown"


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
