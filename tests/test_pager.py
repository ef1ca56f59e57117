"""A page longer than the terminal is shown through a pager, as git shows a long log; never in a pipe, in --plain or
where the learner set the pager to nothing."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest
from rich.console import Console

from r45cli import terminal


def terminal_console(*, dumb: bool = False) -> Console:
    return Console(file=io.StringIO(), force_terminal=True, width=80, height=24,
                   _environ={"TERM": "dumb" if dumb else "xterm-256color"})


@pytest.fixture
def keyboard(monkeypatch: pytest.MonkeyPatch) -> None:
    """stdin a terminal, and less and most found."""
    monkeypatch.setattr(sys, "stdin", type("Keys", (), {"isatty": staticmethod(lambda: True)})())
    monkeypatch.setattr("shutil.which", lambda name: f"/usr/bin/{name}" if name in ("less", "most") else None)


def test_less_by_default_with_a_prompt_that_names_the_keys_and_says_the_end(keyboard) -> None:
    """At 40 columns less cut "Space: …" from the prompt's left; a $LESS without -R (LESS=-i) showed the colours'
    codes as text; the last page had still offered "Space: next page" (a learner's report)."""
    command = terminal.pager(terminal_console(), {})
    assert command is not None and command[:2] == ["less", "-R"]
    # ":" and "." are special in a prompt; ?e…:….: at the end, else
    assert command[2] == r"-Ps?e(END) b\: back, q\: quit:Space\: next page, b\: back, q\: quit."
    assert len(terminal.PROMPT) <= 36 and len(terminal.PROMPT_AT_END) <= 36  # a 40-column terminal's line, less 4


def test_a_chinese_page_says_its_keys_in_chinese_above_an_ascii_prompt(keyboard, monkeypatch) -> None:
    """less 590 draws a Chinese prompt as bytes, so the English one had stood under every long Chinese page (a
    learner's report): in Chinese the prompt names the keys alone, and the page's first line says them in words."""
    command = terminal.pager(terminal_console(), {}, lang="zh")
    assert command is not None and command[2] == r"-Ps?e(END) b / q:Space / b / q." and command[2].isascii()
    given: list[bytes] = []

    class Less:
        def __init__(self, args, stdin, env) -> None:  # type: ignore[no-untyped-def]
            self.stdin = self

        def write(self, data: bytes) -> None:
            given.append(data)

        def __enter__(self):  # type: ignore[no-untyped-def]
            return self

        def __exit__(self, *exc) -> None:  # type: ignore[no-untyped-def]
            pass

        def wait(self) -> int:
            return 0

    monkeypatch.setattr("subprocess.Popen", Less)
    for lang in ("zh", "en"):
        terminal.page_through(Console(file=io.StringIO(), height=2, width=40), "一\n二\n三\n", command, lang)
    assert given[0].decode().splitlines()[0] == "空格 下一页 · b 上一页 · q 退出"
    assert given[1].decode() == "一\n二\n三\n"  # in English the prompt says it


@pytest.mark.parametrize(("env", "wanted"), [
    ({"PAGER": "most -s"}, ["most", "-s"]),
    ({"R45_PAGER": "less -S", "PAGER": "most"}, ["less", "-S", "-R"]),  # r45's own first, as GIT_PAGER before PAGER
    # less named by the learner still draws colour: PAGER=less with LESS=-i had shown the codes as text
    ({"PAGER": "less"}, ["less", "-R"]),
    ({"PAGER": "less -iR"}, ["less", "-iR"]),
    ({"PAGER": ""}, None),
    ({"PAGER": "cat"}, None),
    ({"R45_PAGER": "", "PAGER": "most"}, None),
    ({"PAGER": "pg"}, None),  # not found
    ({"PAGER": "less '-S"}, None),  # no closing quote
])
def test_the_pager_the_environment_names(keyboard, env, wanted) -> None:
    assert terminal.pager(terminal_console(), env) == wanted


def test_no_pager_in_a_pipe_with_no_keyboard_or_on_a_dumb_terminal(keyboard, monkeypatch) -> None:
    assert terminal.pager(Console(file=io.StringIO(), width=80), {}) is None  # a pipe
    assert terminal.pager(terminal_console(dumb=True), {}) is None
    monkeypatch.setattr(sys, "stdin", io.StringIO())
    assert terminal.pager(terminal_console(), {}) is None  # r45 show b3 < file: no key could turn a page


def pager_script(tmp_path: Path) -> tuple[str, Path]:
    """A pager that keeps what it is given, and the file it keeps it in."""
    kept = tmp_path / "paged.txt"
    script = tmp_path / "pager"
    script.write_text(f"#!/bin/sh\ncat > '{kept}'\n", encoding="utf-8")
    script.chmod(0o755)
    return str(script), kept


@pytest.mark.process
@pytest.mark.parametrize(("rows", "paged"), [(24, True), (400, False)])
def test_a_page_taller_than_the_terminal_goes_to_the_pager_whole_and_in_colour(tmp_path, rows, paged) -> None:
    from ptyrun import Terminal

    command, kept = pager_script(tmp_path)
    term = Terminal(tmp_path, "show", "b3", rows=rows, env={"R45_PAGER": command})
    try:
        code = term.wait()
    finally:
        term.close()
    assert code == 0
    if paged:
        page = kept.read_text(encoding="utf-8")
        assert "\x1b[" in page and "b3 · The whole encoder block in one row" in page
        assert "https://arxiv.org/abs/1706.03762" in page.rsplit("╯", 1)[1]  # the whole page, to its last line
        assert b"-1.397220" not in term.seen  # z4, in b3's table: shown by the pager, not before it
    else:
        assert not kept.exists()
        assert b"-1.397220" in term.seen


@pytest.mark.process
def test_the_pager_hears_ctrl_c_as_a_terminal_sends_it(tmp_path) -> None:
    """r45 ignores Ctrl-C while the pager runs, and had started the pager after: an ignored signal stays ignored
    across exec, so more (R45_PAGER=more) no longer quit on Ctrl-C. The pager now starts first."""
    import signal

    heard = tmp_path / "sigint.txt"
    script = f"import signal, sys; sys.stdin.read(); open({str(heard)!r}, 'w').write(str(signal.getsignal(2)))"
    before = signal.signal(signal.SIGINT, signal.default_int_handler)  # put back below, whatever the runner had
    try:
        terminal.page_through(Console(file=io.StringIO(), height=1, width=40), "a\nb\nc\n",
                              [sys.executable, "-c", script])
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # r45's own handler back
    finally:
        signal.signal(signal.SIGINT, before)
    assert heard.read_text(encoding="utf-8") == str(signal.default_int_handler)  # not SIG_IGN


@pytest.mark.process
def test_lab_ask_pages_the_experiment_and_its_model_answer(tmp_path) -> None:
    """lab --ask printed about 140 lines straight out: on 40×16 the title and the learner's own line scrolled off
    before the model answer that compares with them (a learner's report); lab without --ask was already paged."""
    from ptyrun import Terminal

    command, kept = pager_script(tmp_path)
    term = Terminal(tmp_path, "lab", "--zero-wo", "--ask", rows=16, cols=40, env={"R45_PAGER": command})
    try:
        term.read_until(b"> ")
        term.wait_until_reading()
        term.type(b"z stays the same\n")
        code = term.wait()
    finally:
        term.close()
    assert code == 0
    page = kept.read_text(encoding="utf-8")
    assert "W_O = 0" in page and "z stays the same" in page.rsplit("W_O = 0", 1)[1]  # the title, then their line
