"""Spot the slip and the test in the full screen: a log of pages above a line to type into, until the dialogue is
over; Enter after the last page (or Esc, or q) leaves. The pages are the line mode's (view/exercises.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from rich.console import Group, RenderableType
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Input, Static

from ..messages import M, say
from ..render.draw import page
from ..render.layout import Clean
from .css import CSS
from .screens import SCROLL_KEYS
from .widgets import solid_scrollbars

if TYPE_CHECKING:
    from ..exercising import Dialogue
    from ..session import Session
    from ..view.model import Page


class DialogueApp(App[bool]):
    """Returns True when the dialogue was seen through, False when left before."""

    CSS = CSS
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "leave", show=False), *SCROLL_KEYS]

    def __init__(self, dialogue: Dialogue, draw: Callable[[object], Page], lang: str) -> None:
        super().__init__()
        solid_scrollbars()
        self.dialogue, self.draw, self.lang = dialogue, draw, lang
        self.said: list[RenderableType] = []

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="dialogue-body", can_focus=False):
            yield Static(id="dialogue-log")
        yield Input(placeholder=say(M.dialogue_placeholder, self.lang), id="dialogue-answer")

    def on_mount(self) -> None:
        self._show(self.dialogue.opening())
        self.query_one(Input).focus()

    def action_leave(self) -> None:
        self.exit(self.dialogue.over)

    def action_scroll(self, how: str) -> None:
        getattr(self.query_one(VerticalScroll), f"scroll_{how}")(animate=False)

    def _show(self, events: list[object]) -> None:
        self.said += [page(self.draw(event), self.lang) for event in events]
        self.query_one("#dialogue-log", Static).update(Clean(Group(*self.said)))
        self.call_after_refresh(lambda: self.query_one(VerticalScroll).scroll_end(animate=False))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        field = self.query_one(Input)
        if self.dialogue.over or event.value.strip().casefold() == "q":
            self.exit(self.dialogue.over)
            return
        field.value = ""
        self._show(self.dialogue.answer(event.value))
        if self.dialogue.over:
            field.placeholder = say(M.dialogue_done, self.lang)


def run(session: Session, dialogue: Dialogue, draw: Callable[[object], Page]) -> bool:
    """The dialogue in the full screen; True when it was seen through."""
    return bool(DialogueApp(dialogue, draw, session.lang).run())
