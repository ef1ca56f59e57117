"""Signals from outside a run: which ones end it, and holding them off while a file is being written.

A signal whose default action ends the process (see signal(7)) and that
someone sends (`kill`, a closed terminal window, a timer) is one the
full-screen step catches, to end as `q` does and give the terminal back.
Faults the process raises against itself (SIGSEGV, SIGBUS, SIGILL, SIGFPE,
SIGTRAP, SIGSYS, SIGABRT) are left to Python; SIGPIPE and SIGXFSZ Python
ignores already; a signal the parent left ignored (`nohup` ignores SIGHUP)
stays ignored.

`held` blocks those signals and SIGTSTP while a file is written: one that
arrives meanwhile is taken the moment the write is done, so a save is never
cut short, what it wrote is known to have been written, and a process is
never stopped while it holds the progress file's lock.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager

# every signal that ends a process by default and comes from outside it, by name (those this system has)
ENDING_NAMES = ("SIGTERM", "SIGHUP", "SIGINT", "SIGQUIT", "SIGUSR1", "SIGUSR2", "SIGALRM", "SIGVTALRM", "SIGPROF",
                "SIGIO", "SIGPOLL", "SIGPWR", "SIGXCPU", "SIGSTKFLT", "SIGLOST", "SIGEMT")


def ending() -> tuple[int, ...]:
    """The signals that end a run from outside, real-time ones included, less those inherited as ignored."""
    named = [getattr(signal, name) for name in ENDING_NAMES if hasattr(signal, name)]
    realtime = list(range(signal.SIGRTMIN, signal.SIGRTMAX + 1)) if hasattr(signal, "SIGRTMIN") else []
    valid = signal.valid_signals()
    return tuple(s for s in dict.fromkeys([*named, *realtime]) if s in valid and signal.getsignal(s) != signal.SIG_IGN)


@contextmanager
def held() -> Iterator[None]:
    """Ending signals and SIGTSTP wait until the block is done (where threads can block signals; else nothing)."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    wanted = {*ending(), *([signal.SIGTSTP] if hasattr(signal, "SIGTSTP") else [])}
    before = signal.pthread_sigmask(signal.SIG_BLOCK, wanted)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)
