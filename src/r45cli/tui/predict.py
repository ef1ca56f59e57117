"""Predict mode's window in the full screen: a state's steps asked before it is shown, each graded at once.

Imported only when predict mode asks (it brings numpy, which the first frame does without).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import RenderableType
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Input, Static

from .. import predict
from ..controls import clean
from ..keys import line_words
from ..messages import M, say
from ..render.draw import page
from ..render.layout import Clean
from ..render.style import STYLES
from ..render.wrap import Prose
from ..view.practice import field_hint
from ..view.predicting import asked_line, predict_event, window_keys
from .screens import Window
from .scrolling import SCROLL_KEYS
from .widgets import TypedInput

if TYPE_CHECKING:
    from ..worked import WorkedExample


class PredictScreen(Window["predict.Asking"]):
    """Work a state's steps out first: each typed line graded at once, then the reveal; dismissed with the run (its
    `reveal` None when left before the last step). Enter after the reveal (or Esc at any time) shows the state."""

    BINDINGS = [Binding("escape", "leave", show=False), *SCROLL_KEYS]

    def __init__(self, plan: predict.Plan, worked: WorkedExample, lang: str, panel: str = "") -> None:
        super().__init__()
        self.asking = predict.Asking(plan, worked)
        self.lang = lang
        self.panel = panel  # the title of the panel that shows why a claim holds
        self.asked = ""  # the step asked now, as the line above the field says it
        self.options = False  # a question of options: asked in the log, over them, not above the field

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="predict"):
            yield VerticalScroll(id="predict-body", can_focus=False)
            yield Static(id="predict-asked")  # the step asked now, above the field, wherever the log is scrolled
            with Horizontal(id="predict-line"):  # one row, a prompt that reads without colour
                yield Static("> ", id="predict-prompt")
                yield TypedInput(placeholder=say(M.predict_placeholder, self.lang), id="predict-answer", compact=True)
            for short in (False, True):  # the short line in a cramped window: one row more for the log
                keys = say(window_keys(self.asking.plan, short), self.lang)
                yield Static(Prose(keys), id="predict-keys-short" if short else "predict-keys", classes="predict-keys")

    async def on_mount(self) -> None:
        await self._show(self.asking.opening())
        self.query_one(Input).focus()

    def action_leave(self) -> None:
        self.dismiss(self.asking)

    async def _show(self, events: list[predict.Event], typed: RenderableType | None = None) -> None:
        """Add what was typed and the pages `events` say, each a widget of the log, and scroll the first new line to
        the top: on a short terminal the question's given numbers come before its last line, and are read first."""
        body = self.query_one(VerticalScroll)
        pages = [predict_event(event, self.lang, self.panel, window=True) for event in events]
        said = [page(p, self.lang, lead=bool(body.children) or typed is not None or n > 0)
                for n, p in enumerate(pages) if p]  # a step asked is said above the field, not in the log
        pinned = self.query_one("#predict-asked", Static)
        for event in events:
            if isinstance(event, predict.AskStep):
                self.asked = asked_line(event, self.lang)
                pinned.update(Prose(self.asked, style=STYLES["heading"]))
                self.options = event.question.kind == "choice"  # asked in the log, over its options
                self.query_one(Input).placeholder = field_hint(event.question, event.width, self.lang)  # how to type
            pinned.display = self.asking.reveal is None and not self.options
        widgets = [Static(Clean(shown)) for shown in ([typed] if typed is not None else []) + said]
        await body.mount_all(widgets)
        if widgets:  # once laid out: a widget without a size yet is not scrolled to (Enter alone was never seen)
            self.call_after_refresh(lambda: widgets[0].scroll_visible(animate=False, top=True))
        self.call_after_refresh(self._say_more)  # the line above the field gone, the log is taller: nothing below

    async def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        field = self.query_one(TypedInput)
        value = field.meant(event.value)
        if self.asking.reveal is not None or predict.quits(value):
            word = value.strip().casefold() if self.asking.reveal is not None else ""
            self.dismiss(self.asking)
            if line_words().get(word) == "again":  # "Next run (a, …)" said above the field: a there only showed
                self.app.call_later(self.app.run_action, "again")  # the state
            elif word.isascii() and word.isdigit():  # "b1 (key 1)": 1 typed there had shown this state
                self.app.call_later(self.app.run_action, f"place({int(word)})")
            return
        # what was typed, under the step it answers (the line above the field moves on to the next)
        typed = Prose(f"{'' if self.options else self.asked + ' '}> {clean(value)}", style=STYLES["meta"])
        events = self.asking.answer(value)
        field.answered(value, events)
        await self._show(events, typed)
        if self.asking.reveal is not None:
            field.placeholder = ""  # the line under the field says it, once
            for keys in self.query(".predict-keys").results(Static):
                keys.update(Prose(say(M.predict_see_state, self.lang, places=f"0–{len(self.asking.plan.path) - 1}")))
