"""The rich Console each command writes to.

Colour and every other escape code are off in a pipe (rich's own check), with
NO_COLOR set to anything non-empty (no-color.org), or with TERM=dumb: in those
cases the console has no colour system at all, so not even bold is sent.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console


def wants_plain(env: Mapping[str, str] | None = None) -> bool:
    env = os.environ if env is None else env
    return bool(env.get("NO_COLOR")) or env.get("TERM", "").lower() == "dumb"


def make_console(*, stderr: bool = False) -> "Console":
    from rich.console import Console  # here, so `r45 --version` never loads rich

    return Console(
        stderr=stderr,
        color_system=None if wants_plain() else "auto",
        highlight=False,  # numbers are styled by the views, not guessed at
        emoji=False,
    )
