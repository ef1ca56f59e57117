"""Signals from outside the full screen, taken between two of its messages."""

from __future__ import annotations

import asyncio
import os
import signal
from functools import partial
from typing import Any

from textual.app import App

from ..signals import ending


def take_signals(app: App[Any]) -> None:
    """Every signal that would end the process (TERM, HUP, QUIT, INT from `kill`, USR1, USR2, ALRM…; the keyboard's
    Ctrl-C is a key here) ends the app the usual way instead, so the terminal is given back (main screen, cooked
    mode, echo, cursor, no mouse), with 128 + the signal; SIGTSTP from `kill` suspends it as Ctrl-Z does.

    Each is taken by the event loop, between two messages. Textual's driver stopped the app for SIGTSTP from a
    signal handler, which runs wherever the main thread happens to be: in the middle of handing a frame to the
    writer thread, it waited for ever on a lock it held itself (1 run in 7 of the SIGTSTP test, two cores busy).
    """
    loop = asyncio.get_running_loop()
    for sig in ending():
        loop.add_signal_handler(sig, partial(app.exit, return_code=128 + sig))
    loop.add_signal_handler(signal.SIGTSTP, app.action_suspend_process)


def stop(app: App[Any]) -> None:
    """The terminal given back and the process stopped, as vim and less do; `fg` (SIGCONT) puts the app back, drawn
    whole. Through Textual's public `App.suspend`."""
    with app.suspend():
        os.kill(os.getpid(), signal.SIGSTOP)
