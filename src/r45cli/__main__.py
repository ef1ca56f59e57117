"""Entry point of `r45` and `python -m r45cli`.

`r45 --version` is answered here, before typer is imported and builds the
parameters of every command (about 15 ms on its own); the root option of
the same name in cli.py gives the same answer wherever else it appears.
Everything else goes to run.main, whose return value is the exit status.
"""

import sys

from . import VERSION_TEXT


def main() -> None:
    try:
        if sys.argv[1:] == ["--version"]:
            print(VERSION_TEXT)
            return
        from .run import main as cli_main

        sys.exit(cli_main())
    except KeyboardInterrupt:  # Ctrl-C before typer took over (while importing): quiet, like everywhere else
        sys.exit(130)


if __name__ == "__main__":
    main()
