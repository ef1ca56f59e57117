"""Answers survive the end of a line-mode session: each quiz and review answer and each `lab --ask` line is in the
progress file as soon as it is given, so a closed terminal (SIGHUP), `kill` (SIGTERM) or Ctrl-C at a prompt loses
nothing already answered; a line over 4,096 characters is refused with a sentence, and the session goes on.

They once were saved only when the session ended: SIGHUP or SIGTERM lost every answer, Ctrl-C every lab line,
and one long piped line ended the session with exit 2 and nothing saved.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import threading
from pathlib import Path

import pytest
from conftest import installed_r45, invoke, sampled

from r45cli import progress
from r45cli.numfmt import fixed

TODAY = "2026-12-01"
SIGNALS = ["SIGHUP", "SIGTERM", "SIGINT"]


def saved(state_dir: Path) -> dict:
    return json.loads((state_dir / progress.FILE_NAME).read_text(encoding="utf-8"))


def ended_by(code: int, sig: int) -> bool:
    """Ctrl-C ends the session through Python (130); HUP and TERM end the process as their default does."""
    return code == 130 if sig == signal.SIGINT else code == -sig


# where a worked solution waits, at a terminal: its last word alone, for the prompt follows the answer's sentence
# and a longer sentence wraps it ("Enter: go on, q:" / "stop here> " had never come whole)
WAIT = b"here> "


def signalled_at(tmp_path: Path, args: list[str], answers: list[bytes | tuple[bytes, bytes]], last: bytes, sig: int,
                 prompt: bytes = b"answer> ", env: dict[str, str] | None = None) -> int:
    """`r45 ARGS` on a terminal: each answer typed at its prompt (`prompt`, or the one given with it), then `sig`
    once the program waits at the first `prompt` shown after `last`; the exit status."""
    from ptyrun import Terminal

    def past(marker: bytes, after: int) -> int:
        term.read_until(marker, after=after)
        return term.seen.index(marker, after) + len(marker)

    term = Terminal(tmp_path, *args, env={"R45_TODAY": TODAY, **(env or {})})
    try:
        at = 0
        for item in answers:
            asked, answer = item if isinstance(item, tuple) else (prompt, item)
            at = past(asked, at)
            term.wait_until_reading()
            term.type(answer)
        past(prompt, past(last, at))
        term.wait_until_reading()
        os.kill(term.proc.pid, sig)
        code = term.wait()
    finally:
        term.close()
    assert b"Traceback" not in term.seen
    return code


@pytest.mark.process
@pytest.mark.parametrize("name", sampled(SIGNALS, ("SIGHUP",)))  # each signal once by default; -m long: all
def test_quiz_answers_are_kept_whatever_ends_the_session(tmp_path, worked, name) -> None:
    """b2: the mean right at once, z4 wrong twice; at the third question the session ends."""
    sig = getattr(signal, name)
    answers = [f"{fixed(worked.mean)}\n".encode(), b"9\n", b"9\n", (WAIT, b"\n")]
    code = signalled_at(tmp_path, ["quiz", "b2", "--seed", "1"], answers, b"question 3 of 4", sig)
    kept = saved(tmp_path / "state")
    assert ended_by(code, sig), code
    assert kept["quiz"] == {"b2": [1, 4]}  # the score so far, out of the state's four questions
    assert kept["missed"] == ["b2.quiz.2"]


@pytest.mark.process
@pytest.mark.parametrize("name", sampled(SIGNALS, ("SIGTERM",)))  # each signal once by default; -m long: all
def test_review_cards_are_kept_whatever_ends_the_session(tmp_path, name) -> None:
    """Two new cards skipped (each due again tomorrow); at the third the session ends."""
    sig = getattr(signal, name)
    code = signalled_at(tmp_path, ["review", "--seed", "1"], [b"s\n", (WAIT, b"\n"), b"s\n", (WAIT, b"\n")],
                        b"question 3 of", sig)
    kept = saved(tmp_path / "state")
    assert ended_by(code, sig), code
    assert len(kept["cards"]) == 2  # the two asked (review interleaves states and skills, so which two may vary)
    assert all(card["due"].startswith("2026-12-02") for card in kept["cards"].values())
    assert sorted(kept["missed"]) == sorted(kept["cards"])


@pytest.mark.process
@pytest.mark.parametrize("name", sampled(SIGNALS, ("SIGINT",)))  # each signal once by default; -m long: all
def test_lab_lines_are_kept_whatever_ends_the_session(tmp_path, name) -> None:
    """A line for the first experiment; the session ends at the second's question."""
    sig = getattr(signal, name)
    line = b'u stays LayerNorm(x) [guess: "z"\n'
    # no pager: each experiment is paged now, and a pager's keys are tests/test_pager.py's
    code = signalled_at(tmp_path, ["lab", "--ask"], [line], b"W2 at zero", sig, prompt=b"\n> ", env={"R45_PAGER": ""})
    kept = saved(tmp_path / "state")
    assert ended_by(code, sig), code
    assert kept["notes"] == {"lab.zero_wo": 'u stays LayerNorm(x) [guess: "z"'}


LONG = "x" * 5000


def test_a_long_line_is_refused_and_the_quiz_goes_on(runner, worked) -> None:
    result = invoke(runner, "quiz", "b2", "--seed", "1", input=f"{LONG}\n{fixed(worked.mean)}\nq\n")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.count("that line is over 4,096 characters and was not read") == 1
    assert "Right." in result.stdout and "xxxxxxxx" not in result.stdout
    assert saved(Path(os.environ["R45_STATE_DIR"]))["quiz"] == {"b2": [1, 4]}


def test_a_long_line_is_refused_and_the_review_and_lab_go_on(runner) -> None:
    result = invoke(runner, "review", "--seed", "1", input=f"{LONG}\ns\nq\n", env={"R45_TODAY": TODAY})
    assert result.exit_code == 0, result.stderr
    assert "that line is over 4,096 characters" in result.stdout
    assert list(saved(Path(os.environ["R45_STATE_DIR"]))["cards"]) == ["b0.quiz.1"]
    result = invoke(runner, "lab", "--ask", input=f"{LONG}\nmy guess\n")
    assert result.exit_code == 0, result.stderr
    assert "that line is over 4,096 characters" in result.stdout
    assert saved(Path(os.environ["R45_STATE_DIR"]))["notes"] == {"lab.zero_wo": "my guess"}


def test_several_long_lines_and_one_at_the_end_of_input(runner) -> None:
    """Two long lines in a row, and a long last line with no newline: each refused once, then the end of input."""
    result = invoke(runner, "quiz", "b1", "--seed", "1", input=f"{LONG}\n{LONG * 3}\n0.130279\n{LONG}")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.count("that line is over 4,096 characters") == 3 and "Right." in result.stdout


@pytest.mark.process
def test_a_long_line_through_a_pipe_is_refused_then_the_answer_graded(tmp_path, worked) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("R45_")}
    env.update({"R45_STATE_DIR": str(tmp_path / "state"), "R45_CACHE_DIR": str(tmp_path / "cache"), "R45_LANG": "en"})
    typed = f"{LONG}\n{fixed(worked.mean)}\n"
    result = subprocess.run([installed_r45() or "r45", "quiz", "b2", "--seed", "1"], input=typed, capture_output=True,
                            text=True, env=env, timeout=120)
    assert result.returncode == 0 and result.stderr == ""
    assert "that line is over 4,096 characters and was not read" in result.stdout and "Right." in result.stdout
    assert saved(tmp_path / "state")["quiz"] == {"b2": [1, 4]}


class Signalled(Exception):
    pass


def test_a_signal_during_a_save_is_taken_once_the_file_is_written(monkeypatch) -> None:
    """SIGUSR1 (raising here, as SIGINT would) sent to this thread while the file is being written: the write ends,
    the session takes on what it wrote (so its news is never merged twice), and only then is the signal taken."""
    seen, _ = progress.load()
    seen.visit("b1")
    seen.count("runs", "b1")
    writing = progress.write_atomically

    def interrupted(where, text):  # type: ignore[no-untyped-def]
        signal.pthread_kill(threading.get_ident(), signal.SIGUSR1)
        writing(where, text)

    def handler(signum, frame):  # type: ignore[no-untyped-def]
        raise Signalled

    before = signal.signal(signal.SIGUSR1, handler)
    monkeypatch.setattr(progress, "write_atomically", interrupted)
    try:
        with pytest.raises(Signalled):
            progress.save(seen)
    finally:
        signal.signal(signal.SIGUSR1, before)
    kept = saved(Path(os.environ["R45_STATE_DIR"]))
    assert kept["last"] == "b1" and kept["runs"] == {"b1": 1} and seen.pending == []


def typed_at_prompt(tmp_path, args: tuple[str, ...], prompt: bytes, keys: bytes, *shown: bytes) -> bytes:
    """`r45 ARGS` on a pseudo-terminal: `keys` typed once `prompt` is shown, then each of `shown` waited for in turn;
    what the screen showed after the keys."""
    from ptyrun import Terminal

    term = Terminal(tmp_path, *args)
    try:
        term.read_until(prompt)
        term.wait_until_reading()
        at = len(term.seen)
        term.type(keys)
        for marker in shown:
            term.read_until(marker, after=at)
        os.kill(term.proc.pid, signal.SIGTERM)
        term.wait()
    finally:
        term.close()
    return term.seen[at:]


@pytest.mark.process
def test_ctrl_l_at_an_answer_keeps_the_question_on_the_screen(tmp_path) -> None:
    """Ctrl-L at the quiz's answer prompt cleared the screen (readline's default): a listener reviewing it found
    nothing, not even the question. It redraws the line being typed."""
    after = typed_at_prompt(tmp_path, ("--plain", "quiz", "b2"), b"answer>", b"0.2\x0c6\r", b"0.26", b"answer>")
    assert b"\x1b[2J" not in after and b"\x1b[H" not in after, after


@pytest.mark.process
def test_an_arrow_at_the_step_prompt_is_said_in_words_on_a_terminal(tmp_path) -> None:
    """On a terminal the step prompt echoed → as ^[[C, which a screen reader read as "caret bracket bracket C", and
    nothing said it was a move; from a pipe it was said ("you pressed the right arrow")."""
    typed_at_prompt(tmp_path, ("--plain", "step", "--from", "b1"), b"then Enter", b"\x1b[C\r",
                    b"you pressed the right arrow", b"\nState b2. ")
