"""How a run ends: the exit statuses, and the error that carries a one-line message to stderr."""

from enum import IntEnum


class ExitStatus(IntEnum):
    OK = 0
    CHECK_FAILED = 1  # `r45 verify` found a number that disagrees; nothing else uses 1
    BAD_INPUT = 2  # bad usage, a bad lesson file, a path that cannot be used, output that cannot be written
    SOFTWARE = 70  # an error r45 did not expect: a bug to report (EX_SOFTWARE)
    INTERRUPTED = 130  # Ctrl-C (128 + SIGINT)
    BROKEN_PIPE = 141  # the reader of stdout went away (128 + SIGPIPE), as `r45 verify | head -1`


class BadInput(Exception):
    """Input the tool cannot use; the message is said on one line of stderr and the run exits 2."""
