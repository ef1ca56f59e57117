"""Predict mode in the full screen: a window that asks a state's steps before the state is shown.

The window drives `predict.Asking` one typed line at a time and shows each
event as `step --plain` does: the givens and formulas, each step's verdict at
once, then the reveal. Enter after the reveal (or Esc at any time) closes it
and shows the state, the reveal above it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Input, Static

from .. import predict
from ..messages import M, say
from ..render.layout import Clean
from ..render.predict import predict_event
from .screens import Overlay

if TYPE_CHECKING:
    from ..worked import WorkedExample
    from .app import StepApp


class PredictScreen(Overlay):
    """Work a state's steps out first; dismissed with the Reveal, or None when left before the last step."""

    def __init__(self, plan: predict.Plan, worked: WorkedExample, lang: str) -> None:
        super().__init__()
        self.asking = predict.Asking(plan, worked)
        self.lang = lang
        self.said: list[RenderableType] = []

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="predict"):
            with VerticalScroll(id="predict-body", can_focus=False):
                yield Static(id="predict-log")
            yield Input(placeholder=say(M.predict_placeholder, self.lang), id="predict-answer")

    def on_mount(self) -> None:
        self._show(self.asking.opening())
        self.query_one(Input).focus()

    def _show(self, events: list[predict.Event]) -> None:
        for event in events:
            self.said.append(predict_event(event, self.lang))
        self.query_one("#predict-log", Static).update(Clean(Group(*self.said)))
        self.call_after_refresh(lambda: self.query_one(VerticalScroll).scroll_end(animate=False))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        field = self.query_one(Input)
        if self.asking.reveal is not None:
            self.dismiss(self.asking.reveal)
            return
        if predict.quits(event.value):
            self.dismiss(None)
            return
        field.value = ""
        self._show(self.asking.answer(event.value))
        if self.asking.reveal is not None:
            field.placeholder = say(M.predict_see_state, self.lang)


def ask_first(app: StepApp) -> None:
    """In predict mode, a state with steps is asked for them in this window before it is shown, once a session.

    A state the record says to show worked is shown so, and the record moves on.
    """
    state = app.walk.current
    if not app.predicting or state in app.predicted or app.course is None or not app.lesson.state(state).predict:
        return
    app.predicted.add(state)
    plan = predict.plan(app.lesson, state, app.fade, app.seen_before)
    if plan is None:
        app.fade[state] = predict.next_fade(app.lesson, None, state, False)
        app.on_predicted(state, app.fade[state])
        app.toast(say(M.predict_first_time, app.lang), timeout=6)
        return

    def done(reveal: predict.Reveal | None) -> None:
        app.hidden = None
        if reveal is not None:
            app.reveals[state] = reveal
            app.fade[state] = predict.next_fade(app.lesson, plan, state, reveal.all_right)
            app.on_predicted(state, app.fade[state])
        app.show_state(moved=False)

    app.hidden = state
    numbers, _ = app.shown()
    app.push_screen(PredictScreen(plan, numbers or app.course, app.lang), callback=done)
