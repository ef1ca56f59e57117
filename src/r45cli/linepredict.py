"""Predict mode on lines: a run at the current state, driven by `step_lines` (linemode.py) between two states.

The steps are asked one at a time through predict.run; each line read is an answer, or `s`, `f`, `i` or `q` as
predict mode takes them. The run's opening names a weight matrix heard at an earlier run, not read again; `i` reads
the opening again whole (at the top levels a listener had had no way back to it but the scrollback).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .messages import M
from .session import Session

if TYPE_CHECKING:
    from .stepper import Stepper


def predict_here(session: Session, stepper: Stepper, read_line: Callable[[str], str | None]) -> None:
    """Predict mode at the current state: its steps asked once a session, each graded at once, then the reveal;
    `read_line` reads a line after its prompt (linemode's, passed in: line mode drives this)."""
    from . import predict
    from .view.predicting import asked_name, computes, predict_event, proof

    if (plan := stepper.ask_first()) is None:
        return  # shown worked this time: the page says so
    panel, lang = proof(session.lesson, plan, session.lang), session.lang
    first = (M.plain_predict_prompt if computes(plan) else M.plain_predict_prompt_choice) if session.plain \
        else M.predict_prompt
    prompts, later = iter((first,)), M.plain_predict_prompt_short if session.plain else first  # keys: one h away
    asked = [""]  # the steps asked: the short prompt names the last (after long feedback a listener had lost it)
    opened: list[predict.Setup] = []  # the openings shown: the first names a matrix heard before; `i`'s is whole

    def show(event: predict.Event) -> None:
        asked.extend([asked_name(event.question, lang)] if isinstance(event, predict.AskStep) else [])
        if isinstance(event, predict.Setup):  # a matrix read at an earlier run: named at the opening, not read again
            if session.plain and not opened:
                event = stepper.read_once(event)
            opened.append(event)
        session.show(predict_event(event, lang, panel, linear=session.plain), first=False)  # its prompt says the keys

    read = lambda: read_line(session.say(next(prompts, later), name=asked[-1]))  # noqa: E731
    asking = predict.run(plan, stepper.numbers_for(plan), read=read, show=show)
    if asking.reveal is None:
        show(asking.unfinished())  # left before the last step: every step's answer, before the state
    stepper.predicted_done(plan, asking)
