"""The installed `r45` on a pseudo-terminal, as a learner's terminal runs it: keys in, the screen's bytes out."""

from __future__ import annotations

import fcntl
import os
import select
import struct
import subprocess
import termios

from conftest import installed_r45

HANG_GUARD = 60.0  # seconds of silence after which a test fails instead of hanging the suite; never a measure of speed
MAX_SHOWN = 20_000_000  # bytes of screen output after which a test fails: a program that draws without end is broken


class Terminal:
    """`r45 ARGS` with stdin, stdout and stderr on a pty of `rows` × `cols`; the test keeps the pty's far end open."""

    def __init__(self, tmp_path, *args: str, rows: int = 24, cols: int = 80, env: dict[str, str] | None = None) -> None:
        self.main, self.child = os.openpty()
        fcntl.ioctl(self.child, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        base = {k: v for k, v in os.environ.items() if not k.startswith(("R45_", "NO_COLOR", "COLUMNS", "LINES"))}
        base.update({"TERM": "xterm-256color", "R45_STATE_DIR": str(tmp_path / "state"), "R45_CACHE_DIR": str(tmp_path / "cache"), "R45_LANG": "en"})
        base.update(env or {})
        self.proc = subprocess.Popen(
            [installed_r45() or "r45", *args], stdin=self.child, stdout=self.child, stderr=self.child, env=base, close_fds=True, start_new_session=True
        )
        self.seen = b""

    def read_until(self, marker: bytes) -> bytes:
        """Read until `marker` has been shown; what was shown so far. Fails the test after HANG_GUARD seconds of silence."""
        while marker not in self.seen:
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

    def type(self, keys: bytes) -> None:
        os.write(self.main, keys)

    def modes(self) -> tuple[bool, bool]:
        """(canonical, echo) of the terminal as the program left it."""
        lflag = termios.tcgetattr(self.child)[3]
        return bool(lflag & termios.ICANON), bool(lflag & termios.ECHO)

    def wait(self) -> int:
        """The exit status, reading what is still shown so the program never blocks on a full pty."""
        while self.proc.poll() is None:
            if select.select([self.main], [], [], 0.05)[0]:
                try:
                    self.seen += os.read(self.main, 65536)
                except OSError:
                    break
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
