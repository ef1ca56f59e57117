"""Signals from outside a run: which ones end it.

A signal whose default action ends the process (see signal(7)) and that
someone sends (`kill`, a closed terminal window, a timer) is one the
full-screen step catches, to end as `q` does and give the terminal back.
Faults the process raises against itself (SIGSEGV, SIGBUS, SIGILL, SIGFPE,
SIGTRAP, SIGSYS, SIGABRT) are left to Python; SIGPIPE and SIGXFSZ Python
ignores already; a signal the parent left ignored (`nohup` ignores SIGHUP)
stays ignored.
"""

from __future__ import annotations

import signal

# every signal that ends a process by default and comes from outside it, by name (those this system has)
ENDING_NAMES = ("SIGTERM", "SIGHUP", "SIGINT", "SIGQUIT", "SIGUSR1", "SIGUSR2", "SIGALRM", "SIGVTALRM", "SIGPROF",
                "SIGIO", "SIGPOLL", "SIGPWR", "SIGXCPU", "SIGSTKFLT", "SIGLOST", "SIGEMT")


def ending() -> tuple[int, ...]:
    """The signals that end a run from outside, real-time ones included, less those inherited as ignored."""
    named = [getattr(signal, name) for name in ENDING_NAMES if hasattr(signal, name)]
    realtime = list(range(signal.SIGRTMIN, signal.SIGRTMAX + 1)) if hasattr(signal, "SIGRTMIN") else []
    valid = signal.valid_signals()
    return tuple(s for s in dict.fromkeys([*named, *realtime]) if s in valid and signal.getsignal(s) != signal.SIG_IGN)
