"""Streams and the environment: closed or full output, odd encodings, Ctrl-C at any moment, locale-style R45_LANG,
long input."""

from __future__ import annotations

import os
import signal
import subprocess
from pathlib import Path

import pytest
from conftest import installed_r45, invoke


def env(tmp_path, **extra: str) -> dict[str, str]:
    base = {k: v for k, v in os.environ.items()
            if not k.startswith(("R45_", "NO_COLOR", "FORCE_COLOR", "LC_", "PYTHONIOENCODING"))}
    base.update({"COLUMNS": "80", "LANG": "C.UTF-8", "R45_STATE_DIR": str(tmp_path / "state"),
                 "R45_CACHE_DIR": str(tmp_path / "cache"), **extra})
    return base


def r45(*args: str) -> list[str]:
    return [installed_r45() or "r45", *args]


@pytest.mark.process
def test_closed_stdout_is_one_line_and_exit_2(tmp_path) -> None:
    result = subprocess.run(r45("show", "b2"), stdout=subprocess.DEVNULL, capture_output=False, stderr=subprocess.PIPE,
                            text=True, env=env(tmp_path), close_fds=True,
                            preexec_fn=lambda: os.close(1), timeout=60)
    assert result.returncode == 2
    assert result.stderr == "r45: error: standard output is closed: there is nowhere to print\n"


@pytest.mark.process
def test_closed_stdin_ends_step_quietly(tmp_path) -> None:
    result = subprocess.run(r45("step"), stdin=subprocess.DEVNULL, capture_output=True, text=True, env=env(tmp_path),
                            preexec_fn=lambda: os.close(0), timeout=60)
    assert result.returncode == 0 and "Traceback" not in result.stderr and "│ b" in result.stdout


@pytest.mark.process
@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
def test_full_disk_is_one_line_and_exit_2(tmp_path) -> None:
    with open("/dev/full", "w") as full:
        result = subprocess.run(r45("show", "b2"), stdout=full, stderr=subprocess.PIPE, text=True, env=env(tmp_path),
                                timeout=60)
    assert result.returncode == 2
    assert result.stderr.startswith("r45: error: cannot write the output (no space left on the disk)")
    assert result.stderr.count("\n") == 1


@pytest.mark.process
def test_a_reader_that_goes_away_is_quiet(tmp_path) -> None:
    proc = subprocess.Popen(r45("verify"), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env(tmp_path, COLUMNS="250"))
    proc.stdout.read(10)
    proc.stdout.close()  # as `| head -c 10` does
    _, err = proc.communicate(timeout=60)
    assert proc.returncode in (0, 141) and err == b""


@pytest.mark.process
def test_a_reader_that_goes_away_mid_write_is_141(tmp_path) -> None:
    """`r45 show all --json | head -c 10` exited 0 under pipefail: the pipe took 64 KB, and Python's buffered write
    said all 253,095 bytes were written (a script-writer's report). Far more than a pipe holds: cut short, each time."""
    proc = subprocess.Popen(r45("show", "all", "--json"), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env(tmp_path))
    assert proc.stdout is not None and proc.stdout.read(10) == b'{\n  "forma'
    proc.stdout.close()
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 141 and err == b""


@pytest.mark.process
def test_an_ascii_terminal_gets_question_marks_not_an_error(tmp_path) -> None:
    result = subprocess.run(r45("show", "b2", "--lang", "zh"), capture_output=True,
                            env=env(tmp_path, PYTHONIOENCODING="ascii"), timeout=60)
    assert result.returncode == 0 and b"1.233154" in result.stdout and b"Traceback" not in result.stderr


@pytest.mark.parametrize(("value", "lang"),
                         [("zh_CN", "zh"), ("ZH", "zh"), ("zh-Hans", "zh"), ("en_US.UTF-8", "en"), ("EN", "en")])
def test_locale_style_r45_lang(runner, value, lang) -> None:
    result = invoke(runner, "list", env={"R45_LANG": value})
    assert result.exit_code == 0 and result.stderr == ""
    assert ("逐步复算" in result.stdout) == (lang == "zh")


def test_unknown_r45_lang_is_a_warning_and_an_option_still_wins(runner) -> None:
    result = invoke(runner, "list", env={"R45_LANG": "fr", "LANG": "C.UTF-8"})
    assert result.exit_code == 0 and result.stderr == "r45: warning: R45_LANG='fr' is neither zh nor en; using en\n"
    chosen = invoke(runner, "list", "--lang", "zh", env={"R45_LANG": "klingon"})
    assert chosen.exit_code == 0 and chosen.stderr == "" and "逐步复算" in chosen.stdout


def ctrl_c(tmp_path, mode: str, *args: str) -> object:
    """tests/ctrl_c_points.py, run with this interpreter and a fresh state folder."""
    import json
    import sys

    script = Path(__file__).with_name("ctrl_c_points.py")
    out = subprocess.run([sys.executable, str(script), mode, *args], capture_output=True, text=True, env=env(tmp_path),
                         timeout=600)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


@pytest.mark.process
def test_nothing_is_imported_before_the_entry_point_can_catch_ctrl_c(tmp_path) -> None:
    """The console script imports r45cli and r45cli.__main__; they import nothing more, so no Ctrl-C lands outside
    main's handler."""
    run = ctrl_c(tmp_path, "count", "step")
    assert run["code"] == 0 and run["before"] == ["r45cli", "r45cli.__main__"]
    assert len(run["inside"]) > 100  # typer, rich, numpy…: every one a place a Ctrl-C can land


@pytest.mark.process
def test_ctrl_c_at_import_points_is_quiet(tmp_path) -> None:
    """A KeyboardInterrupt raised at an import point, as a Ctrl-C arriving there: exit 130 and no traceback.

    The suite tries the first points, every sixth import of r45's own
    modules and every 100th point; R45_CTRL_C_ALL=1 tries every one
    (scripts/sweep.py does, and docs/robustness.md has the count).
    """
    ctrl_c(tmp_path, "count", "step")  # the first run parses the lesson and fills the cache; later runs import less
    names = ctrl_c(tmp_path, "count", "step")["inside"]
    if os.environ.get("R45_CTRL_C_ALL"):
        chosen = range(1, len(names) + 1)
    else:
        own = [k for k, name in enumerate(names, 1) if name.startswith("r45cli")]
        chosen = sorted({1, 2, 3, *own[::6], *range(100, len(names) + 1, 100)})
    results = ctrl_c(tmp_path, "at", ",".join(map(str, chosen)), "step")
    assert len(results) == len(chosen)
    bad = [(r["at"], r["name"], r["code"], r["stderr"][-200:]) for r in results
           if r["code"] != 130 or "Traceback" in r["stderr"]]
    assert not bad


@pytest.mark.process
@pytest.mark.parametrize("command", [["step", "--plain"], ["quiz", "b0"]])
def test_ctrl_c_at_the_prompt_exits_130_quietly(tmp_path, command) -> None:
    """SIGINT sent once the prompt is on a terminal, never after a guessed delay: exit 130, one clean line."""
    from ptyrun import Terminal

    term = Terminal(tmp_path, *command)
    try:
        term.read_until(b"r45 b4> " if command[0] == "step" else b"answer> ")
        term.wait_until_reading()
        os.kill(term.proc.pid, signal.SIGINT)
        code = term.wait()
    finally:
        term.close()
    assert code == 130 and b"Traceback" not in term.seen


@pytest.mark.process
def test_ctrl_c_in_a_half_typed_answer_ends_its_line_first(tmp_path) -> None:
    """Ctrl-C after "0.2" had left "answer> 0.2Quiz ended early." on one line, the line ended only at exit, and then
    an empty line before the shell's prompt (h348)."""
    from ptyrun import Terminal

    term = Terminal(tmp_path, "quiz", "b0", env={"NO_COLOR": "1"})
    try:
        term.read_until(b"answer> ")
        term.type(b"0.2")
        term.read_until(b"0.2", after=term.seen.rindex(b"answer> "))
        term.wait_until_reading()
        os.kill(term.proc.pid, signal.SIGINT)
        code = term.wait()
    finally:
        term.close()
    shown = term.seen.decode().replace("\r\n", "\n")
    assert code == 130 and "answer> 0.2\nQuiz ended early." in shown and not shown.endswith("\n\n"), shown[-400:]


@pytest.mark.process
@pytest.mark.parametrize("command", [["step", "--from", "b5"], ["quiz", "b0"]])
def test_an_endless_line_is_refused_not_read(tmp_path, command) -> None:
    """/dev/zero on stdin, under a 1 GB address-space limit: one line and exit 2 (it once read 8.8 GB, then exit 70).
    A line over 4,096 characters is passed over and refused, and the session goes on (test_answers_kept.py); one
    that goes on past a million is no text at all."""
    import resource

    def one_gigabyte() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    with open("/dev/zero", "rb") as zero:
        result = subprocess.run(r45(*command), stdin=zero, capture_output=True, env=env(tmp_path),
                                preexec_fn=one_gigabyte, timeout=120)
    said = b"r45: error: a line of input goes on past 1,000,000 characters, so it is not text; r45 reads no further\n"
    assert result.returncode == 2 and result.stderr == said
    assert len(result.stdout) < 20_000  # one screen of the state or question, no echo of what was read


def test_a_long_value_is_cut_in_an_error(runner, raw, write_states) -> None:
    raw["states"]["b0"]["k" * 1_500_000] = 1  # an unknown key under the 2 MB file limit, far over a line
    result = invoke(runner, "show", "--states", str(write_states(raw)))
    assert result.exit_code == 2 and len(result.stderr) < 1000 and "more characters" in result.stderr
    raw["states"]["b0"].pop("k" * 1_500_000)
    raw["default"] = "b" * 1_500_000  # an id is cut to 40 where it is named
    named = invoke(runner, "show", "--states", str(write_states(raw)))
    assert named.exit_code == 2 and f"field 'default': {'b' * 40!r} is not an id" in named.stderr


def test_an_unexpected_error_is_exit_70_and_one_line(runner, monkeypatch) -> None:
    from r45cli import worked

    def broken(lesson):
        raise RuntimeError("something r45 never expected")

    monkeypatch.setattr(worked, "compute", broken)
    result = invoke(runner, "show", "b2")
    assert result.exit_code == 70
    assert result.stderr == ("r45: error: unexpected RuntimeError: something r45 never expected. This is a bug in r45;"
                             " please report it with the command you ran\n")


@pytest.mark.parametrize("value", ["", " ", "relative/dir"])
def test_blank_or_relative_state_dir_falls_back(runner, tmp_path, monkeypatch, value) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("R45_STATE_DIR", value)
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "xdg"))
    assert invoke(runner, "step", input="n\n").exit_code == 0
    assert (tmp_path / "xdg" / "r45" / "progress.json").exists()
    assert not [p for p in tmp_path.iterdir() if p.name not in ("xdg",)]


def test_empty_home_never_writes_to_the_root(runner, tmp_path, monkeypatch) -> None:
    for var in ("R45_STATE_DIR", "R45_CACHE_DIR", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("HOME", "")
    from r45cli.files import home

    found = home()
    assert found is None or (found.is_absolute() and str(found) != "/")  # the password database's home, if any
    result = invoke(runner, "show", "b1")
    assert result.exit_code == 0 and not os.path.exists("/.cache/r45")
