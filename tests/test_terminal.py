"""The terminal matrix: NO_COLOR, TERM=dumb, a pipe, a real pty, LANG=C. (Every width from 40 to 250:
test_typesetting.py.)"""

from __future__ import annotations

import os
import pty
import re
import select
import subprocess

import pytest
from conftest import installed_r45, invoke

ANSI = re.compile(r"\x1b[\[\]]")


def in_pty(args: list[str], env: dict[str, str], tmp_path) -> str:
    """Run the installed r45 with stdout and stderr on a pseudo-terminal; return what it wrote."""
    main, child = pty.openpty()
    full = {k: v for k, v in os.environ.items()
            if not k.startswith(("R45_", "NO_COLOR", "FORCE_COLOR", "TERM", "COLUMNS", "LC_"))}
    full.update({"R45_STATE_DIR": str(tmp_path / "state"), "R45_CACHE_DIR": str(tmp_path / "cache"), "R45_LANG": "en",
                 "COLUMNS": "80", **env})
    proc = subprocess.Popen([installed_r45(), *args], stdin=subprocess.DEVNULL, stdout=child, stderr=child, env=full,
                            close_fds=True)
    os.close(child)
    chunks = []
    while True:
        ready, _, _ = select.select([main], [], [], 30)
        if not ready:
            proc.kill()
            raise TimeoutError("r45 wrote nothing for 30 s")
        try:
            data = os.read(main, 65536)
        except OSError:  # the child closed the pty
            break
        if not data:
            break
        chunks.append(data)
    proc.wait(timeout=30)
    os.close(main)
    return b"".join(chunks).decode("utf-8", "replace")


@pytest.fixture(scope="module")
def r45_installed():
    if installed_r45() is None:
        pytest.fail("the r45 console script is not installed next to this Python")


@pytest.mark.process
def test_a_terminal_gets_colour(r45_installed, tmp_path) -> None:
    """The control case: without NO_COLOR or TERM=dumb, a pty does get escape codes."""
    assert ANSI.search(in_pty(["show", "b0"], {"TERM": "xterm-256color"}, tmp_path))


@pytest.mark.process
@pytest.mark.parametrize("env", [{"TERM": "xterm-256color", "NO_COLOR": "1"}, {"TERM": "dumb"}],
                         ids=["NO_COLOR", "TERM=dumb"])
# a view, a refusal, click's help
@pytest.mark.parametrize("args", [["show", "b0"], ["show", "--lang", "xx"], ["--help"]])
def test_no_escape_codes_when_colour_is_off(r45_installed, tmp_path, env, args) -> None:
    out = in_pty(args, env, tmp_path)
    assert out.strip() and not ANSI.search(out), out[:300]


@pytest.mark.process
@pytest.mark.parametrize("args", [["show", "b2"], ["verify"], ["lab", "--causal"], ["show", "b9"]])
def test_no_escape_codes_in_a_pipe(r45_installed, tmp_path, args) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("NO_COLOR", "R45_"))}
    env.update({"TERM": "xterm-256color", "R45_STATE_DIR": str(tmp_path / "s"), "R45_CACHE_DIR": str(tmp_path / "c")})
    result = subprocess.run([installed_r45(), *args], capture_output=True, text=True, env=env, timeout=60)
    assert not ANSI.search(result.stdout + result.stderr)


@pytest.mark.process
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_lang_c_locale(r45_installed, tmp_path, lang) -> None:
    """LANG=C: Python runs in UTF-8 mode, so box drawing and Chinese still print."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("LC_", "LANG", "R45_", "PYTHONIOENCODING", "PYTHONUTF8"))}
    env.update({"LANG": "C", "LC_ALL": "C", "R45_LANG": lang, "R45_STATE_DIR": str(tmp_path / "s"),
                "R45_CACHE_DIR": str(tmp_path / "c")})
    result = subprocess.run([installed_r45(), "show", "b3"], capture_output=True, env=env, timeout=60)
    assert result.returncode == 0, result.stderr
    text = result.stdout.decode("utf-8")
    assert "╭" in text and "1.233154" in text


def test_language_from_lang_c_is_english(runner, lesson, monkeypatch) -> None:
    monkeypatch.delenv("R45_LANG")
    monkeypatch.setenv("LANG", "C")
    assert lesson.state(lesson.default).title.en in invoke(runner, "show").stdout


@pytest.mark.parametrize(("columns", "width"), [(None, 40), ("60", 60)])
def test_a_dumb_terminal_is_drawn_at_its_own_width(monkeypatch, columns, width) -> None:
    """rich takes every TERM=dumb terminal for 80×25, whatever its size: a 40-column one got 80-column boxes, each
    line folded in two. The console asks the terminal ($COLUMNS first, as rich does for any other)."""
    import fcntl
    import struct
    import sys
    import termios

    from r45cli.terminal import make_console

    main, child = pty.openpty()
    fcntl.ioctl(child, termios.TIOCSWINSZ, struct.pack("HHHH", 16, 40, 0, 0))
    with os.fdopen(child, "w") as tty:
        monkeypatch.setattr(sys, "stdout", tty)
        monkeypatch.setenv("TERM", "dumb")
        monkeypatch.delenv("LINES", raising=False)
        if columns is None:
            monkeypatch.delenv("COLUMNS", raising=False)
        else:
            monkeypatch.setenv("COLUMNS", columns)
        console = make_console()
        assert console.is_dumb_terminal and tuple(console.size) == (width, 16)
    os.close(main)


def test_a_prompt_stays_on_the_line_of_the_answer(monkeypatch) -> None:
    """`r45 quiz` on a terminal showed "answer>" on a line of its own and the typed answer under it: the console
    wrapped the prompt in a renderable, which ends its line. A prompt's control characters are still replaced."""
    import io

    from r45cli.terminal import make_console

    console = make_console()
    console.file = io.StringIO()
    monkeypatch.setattr("builtins.input", lambda: "0.26")
    assert console.input("answer> \x1b[31m") == "0.26"
    assert console.file.getvalue() == "answer> \ufffd[31m"
