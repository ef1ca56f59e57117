"""Text a user typed, a path, or an id from the lesson is data: printed as it is, never read as rich markup."""

from __future__ import annotations

import json
import os

import pytest
import yamlio
from conftest import invoke, line_at
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

SETTINGS = settings(max_examples=int(os.environ.get("R45_FUZZ_EXAMPLES", "12")), deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])
# Text heavy in what rich markup means: brackets, slashes, backslashes, style words.
PIECES = [*"[]\\/=#@: ", "bold", "red", "[/]", "[bold]", "[/bold]", "[link=x]", ":smile:", "\\[", "中"]
MARKUP = st.lists(st.sampled_from(PIECES), min_size=1, max_size=8).map("".join)


def no_traceback(result) -> None:
    assert "Traceback" not in result.stdout + result.stderr
    assert result.exit_code in (0, 2), (result.exit_code, result.stderr)


@SETTINGS
@given(typed=MARKUP)
def test_typed_step_keys_are_echoed_as_typed(runner, typed) -> None:
    line = typed.replace("\n", " ").strip()
    result = invoke(runner, "step", "--from", "b5", input=f"{line}\nq\n")
    no_traceback(result)
    if line and line.casefold() not in ("n", "p", "d", "q", "?", "h") and not line.casefold().startswith("b"):
        from r45cli.typed import normalise, shorten

        assert repr(shorten(normalise(line))) in result.stdout.replace("\n", "")  # echoed as typed, cut at 40


@SETTINGS
@given(typed=MARKUP)
def test_typed_quiz_answers_are_echoed_as_typed(runner, typed) -> None:
    result = invoke(runner, "quiz", "b0", input=f"{typed}\n")
    no_traceback(result)


@SETTINGS
@given(name=MARKUP)
def test_typed_names_in_errors(runner, name) -> None:
    for command in (["show", name], ["why", name], ["quiz", name], ["export", name]):
        result = invoke(runner, *command)
        no_traceback(result)
        if result.exit_code == 2 and "[" in name:
            assert "[" in result.stderr


@pytest.mark.parametrize("folder", ["notes [old]", "a[/]b", "[bold]x[/bold]", "back\\slash["])
def test_a_state_folder_with_brackets(runner, tmp_path, monkeypatch, folder) -> None:
    where = tmp_path / folder
    monkeypatch.setenv("R45_STATE_DIR", str(where))
    assert invoke(runner, "step", input="n\n").exit_code == 0
    bare = lambda text: "".join(text.split())  # noqa: E731  # a long path may wrap at its own space (pytest-1002)
    shown = invoke(runner, "progress")
    assert shown.exit_code == 0 and bare(str(where / "progress.json")) in bare(shown.stdout)
    reset = invoke(runner, "progress", "--reset", "--yes")
    assert reset.exit_code == 0 and bare(str(where)) in bare(reset.stdout)
    assert json.loads((where / "progress.json").read_text())["visited"] == []


@pytest.mark.parametrize("sid", ["[/]", "[bold]b9[/bold]", "x\\[y"])
def test_a_state_id_with_brackets_is_refused_at_load(runner, raw, write_states, sid) -> None:
    """Ids are names, checked at the door (tests/test_hostile.py shows such an id printed as text when the door is
    bypassed)."""
    raw["states"][sid] = raw["states"].pop("b1")
    raw["order"][1] = sid
    raw["groups"][0]["states"][1] = sid
    path = write_states(yamlio.dump(raw, allow_unicode=True, sort_keys=False))
    result = invoke(runner, "--states", str(path), "list")
    assert result.exit_code == 2 and result.stdout == ""
    at = line_at(path, "order:") + 2  # the entry's own line
    assert result.stderr == (f"r45: error: {path}:{at}: field 'order[1]' (list entries counted from 0): {sid!r} is "
                             "not an id (a letter, then up to 31 letters, digits, _ or -)\n")


@pytest.mark.process
def test_a_line_on_a_terminal_is_edited_with_the_arrows_and_pgdn_types_nothing(tmp_path) -> None:
    """`r45 review` read "h2 h4", ← ← ← and a fix as '\\x1b[D…', and PgDn as ^[[6~ typed into the answer ("'\\x1b[6~'
    is not one of h1…h6"): line mode now edits the line being typed (readline), as a shell prompt does."""
    from ptyrun import Terminal

    term = Terminal(tmp_path, "quiz", "b0")
    try:
        term.read_until(b"answer> ")
        term.wait_until_reading()
        term.type(b"x\x1b[Dy\x1b[6~\r")  # x, ←, y, PgDn, Enter: "yx"
        term.read_until(b"Type it again.")
        term.type(b"q\r")
        term.wait()
    finally:
        term.close()
    assert b"'yx' is not one of h1" in term.seen


@pytest.mark.parametrize("typed", ["\x1b[6~", "\x1b[D0.5", "h1 \x1bOA"])
def test_a_keys_code_in_a_piped_answer_is_said_to_be_a_key(runner, typed) -> None:
    """Where no line can be edited (a pipe; a Python without readline), a key's code is said to be a key, not said
    back as an answer ("'\\x1b[6~' is not one of h1…h6")."""
    out = invoke(runner, "quiz", "b0", input=f"{typed}\nq\n").stdout
    assert "Keys such as the arrows and PgDn do nothing here: type the answer. Type it again." in " ".join(out.split())
    assert "is not one of" not in out and "is not a number" not in out


def test_a_keys_code_in_a_number_is_said_to_be_a_key() -> None:
    from r45cli.messages import M
    from r45cli.typed import Unreadable, read_number

    with pytest.raises(Unreadable) as refused:
        read_number("0.5\x1b[C", answer=True)
    assert refused.value.message is M.typed_key


@pytest.mark.process
def test_an_arrow_on_a_line_of_its_own_still_moves_steps_line_mode(tmp_path) -> None:
    """The line editing of answers is not step's: ← and Enter go back a state, as the arrow's code on a line of its
    own always did (with the line edited, ← was a cursor move and Enter went on)."""
    from ptyrun import Terminal

    term = Terminal(tmp_path, "step", "--plain", "--from", "b2")
    try:
        at = len(term.read_until(b"r45 b2>"))
        term.wait_until_reading()
        term.type(b"\x1b[D\r")
        term.read_until(b"r45 b1>", after=at)
        term.type(b"q\r")
        term.wait()
    finally:
        term.close()
