"""The installed `r45` on a pseudo-terminal, as a learner's terminal runs it: keys in, the screen's bytes out."""

from __future__ import annotations

import fcntl
import os
import platform
import select
import signal
import struct
import subprocess
import termios
import time
from pathlib import Path

from conftest import installed_r45

HANG_GUARD = 60.0  # seconds of silence after which a test fails instead of hanging the suite; never a measure of speed
MAX_SHOWN = 20_000_000  # bytes of screen output after which a test fails: a program that draws without end is broken


def _default_signals() -> None:
    """The child starts with SIGINT as a terminal gives it, not as inherited: a test runner's workers may ignore it."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


class Terminal:
    """`r45 ARGS` with stdin, stdout and stderr on a pty of `rows` × `cols`; the test keeps the pty's far end open."""

    def __init__(self, tmp_path, *args: str, rows: int = 24, cols: int = 80, env: dict[str, str] | None = None) -> None:
        self.main, self.child = os.openpty()
        fcntl.ioctl(self.child, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        base = {k: v for k, v in os.environ.items() if not k.startswith(("R45_", "NO_COLOR", "COLUMNS", "LINES"))}
        base.update({"TERM": "xterm-256color", "R45_STATE_DIR": str(tmp_path / "state"),
                     "R45_CACHE_DIR": str(tmp_path / "cache"), "R45_LANG": "en"})
        base.update(env or {})
        self.proc = subprocess.Popen(
            [installed_r45() or "r45", *args],
            stdin=self.child,
            stdout=self.child,
            stderr=self.child,
            env=base,
            close_fds=True,
            start_new_session=True,
            preexec_fn=_default_signals,
        )
        self.seen = b""

    def read_until(self, marker: bytes, after: int = 0) -> bytes:
        """Read until `marker` has been shown (past the first `after` bytes); what was shown so far. Fails the test
        after HANG_GUARD seconds of silence."""
        while marker not in self.seen[after:]:
            ready = select.select([self.main], [], [], HANG_GUARD)[0]
            if not ready:
                raise AssertionError(f"{marker!r} never came; the screen ended with {self.seen[-300:]!r}")
            try:
                chunk = os.read(self.main, 65536)
            except OSError:
                raise AssertionError(f"the terminal closed before {marker!r}") from None
            self.seen += chunk
            if len(self.seen) > MAX_SHOWN:
                raise AssertionError(f"{len(self.seen):,} bytes shown and still no {marker!r}")
        return self.seen

    def wait_until_reading(self) -> None:
        """Wait until the program is blocked reading its terminal (a prompt is on screen *and* it waits at it).

        A signal sent between a prompt being printed and the read starting can
        be taken before the read and leave it blocked (Python's input() has
        that window); the kernel's own record of the blocking call closes it.
        """
        reading = {"x86_64": {0, 7, 23, 232, 270, 271, 281}, "aarch64": {63, 22, 72, 73}}.get(platform.machine())
        if reading is None:
            return  # no syscall table for this machine: the prompt alone must do
        while True:
            try:
                call = Path(f"/proc/{self.proc.pid}/syscall").read_text().split()[0]  # a number, or "running"
            except (OSError, IndexError):
                return  # no such record here: the prompt alone must do
            if call.isdigit() and int(call) in reading:
                return
            if select.select([self.main], [], [], 0.01)[0]:
                self.seen += os.read(self.main, 65536)

    def _state(self) -> str:
        """What the kernel says the program is doing: its signal masks and its current system call."""
        try:
            status = Path(f"/proc/{self.proc.pid}/status").read_text().splitlines()
            syscall = Path(f"/proc/{self.proc.pid}/syscall").read_text().split()[:2]
        except OSError as exc:
            return str(exc)
        return " ".join([*(line.replace("\t", "") for line in status if line.startswith(("State", "Sig"))),
                         f"syscall {syscall}"])

    def wait_stopped(self) -> None:
        """Wait until the program has stopped itself (Ctrl-Z), reading what it shows meanwhile so it never blocks on a
        full pty. A program that neither stops nor shows anything for HANG_GUARD seconds fails the test."""
        quiet_since = time.monotonic()
        while True:
            pid, status = os.waitpid(self.proc.pid, os.WUNTRACED | os.WNOHANG)
            if pid:
                assert os.WIFSTOPPED(status), f"it ended (status {status}) instead of stopping"
                break
            if select.select([self.main], [], [], 0.05)[0]:
                self.seen += os.read(self.main, 65536)
                quiet_since = time.monotonic()
            elif time.monotonic() - quiet_since > HANG_GUARD:
                raise AssertionError(f"never stopped ({self._state()}); the screen ended with {self.seen[-300:]!r}")
        while select.select([self.main], [], [], 0)[0]:  # what it wrote before it stopped
            self.seen += os.read(self.main, 65536)

    def type(self, keys: bytes) -> None:
        os.write(self.main, keys)

    def modes(self) -> tuple[bool, bool]:
        """(canonical, echo) of the terminal as the program left it."""
        lflag = termios.tcgetattr(self.child)[3]
        return bool(lflag & termios.ICANON), bool(lflag & termios.ECHO)

    def wait(self) -> int:
        """The exit status, reading what is still shown so the program never blocks on a full pty.

        A program that neither ends nor shows anything for HANG_GUARD seconds fails the test.
        """
        quiet_since = time.monotonic()
        while self.proc.poll() is None:
            if select.select([self.main], [], [], 0.05)[0]:
                try:
                    self.seen += os.read(self.main, 65536)
                except OSError:
                    break
                quiet_since = time.monotonic()
            elif time.monotonic() - quiet_since > HANG_GUARD:
                raise AssertionError(f"still running and silent ({self._state()});"
                                     f" the screen ended with {self.seen[-300:]!r}")
        while select.select([self.main], [], [], 0)[0]:
            try:
                chunk = os.read(self.main, 65536)
            except OSError:
                break
            if not chunk:
                break
            self.seen += chunk
        return self.proc.wait(timeout=HANG_GUARD)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        os.close(self.main)
        os.close(self.child)
