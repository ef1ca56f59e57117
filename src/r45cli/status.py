"""How a run ends: the exit statuses, and the error that carries a one-line message to stderr."""

from enum import IntEnum


class ExitStatus(IntEnum):
    OK = 0
    CHECK_FAILED = 1  # `r45 verify` found a number that disagrees; nothing else uses 1
    BAD_INPUT = 2  # bad usage, a bad lesson file, a path that cannot be used
    INTERRUPTED = 130  # Ctrl-C (128 + SIGINT)


class BadInput(Exception):
    """Input the tool cannot use; the message is said on one line of stderr and the run exits 2."""
