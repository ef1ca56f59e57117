"""Entry point of `r45` and `python -m r45cli`.

`r45 --version` is answered here, before typer is imported and builds the
parameters of every command (about 15 ms on its own); the root option of
the same name in cli.py gives the same answer wherever else it appears.
Everything else goes to run.main, whose return value is the exit status.
Nothing is imported at module level but what is already loaded (sys), so a
Ctrl-C at any moment after the interpreter starts this file is caught here.
"""

import sys

from . import version_text


def main() -> None:
    try:
        if sys.argv[1:] == ["--version"]:
            sys.exit(_version())
        from .run import main as cli_main

        sys.exit(cli_main())
    except KeyboardInterrupt:  # Ctrl-C before typer took over (while importing): quiet, like everywhere else
        sys.exit(130)


def _version() -> int:
    """Print the version; a full or closed stdout is one line (or silence) and a status, as everywhere."""
    if sys.stdout is None:
        return 2
    try:
        sys.stdout.write(version_text() + "\n")
        sys.stdout.flush()
    except OSError as exc:
        from .run import output_failed

        return output_failed(exc)
    return 0


if __name__ == "__main__":
    main()
