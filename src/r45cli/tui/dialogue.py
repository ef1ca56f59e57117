"""Spot the slip and the test in the full screen: a log of pages above a line to type into, until the dialogue is
over; Enter after the last page (or Esc, or q) leaves, and the last page stays on the terminal. The pages are the
line mode's (view/exercises.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Input, Static

from ..controls import clean
from ..messages import M, say
from ..render.draw import page
from ..render.layout import Clean
from ..render.style import STYLES
from .css import CSS
from .scrolling import SCROLL_KEYS, scroll
from .widgets import TypedInput, solid_scrollbars

if TYPE_CHECKING:
    from ..session import Session
    from ..view.exercises import Dialogue
    from ..view.model import Page


class DialogueApp(App[bool]):
    """Returns True when the dialogue was seen through, False when left before.

    Each page is a widget of its own in the scrolling log, so every line of every page can be scrolled to: up,
    PgUp and Home (while the answer line is empty: with text in it, Home and End move its cursor) reach the very
    first line. Once the dialogue is over, its last page (the test's score, spot's summary) is scrolled to its
    top, not to its end, and `last` keeps it for the terminal after the app exits.
    """

    CSS = CSS
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "leave", show=False), *[b for b in SCROLL_KEYS if b.key not in ("home", "end")],
        Binding("home", "edge('home')", show=False, priority=True),
        Binding("end", "edge('end')", show=False, priority=True),
    ]

    def __init__(self, dialogue: Dialogue, draw: Callable[[object], Page], lang: str) -> None:
        super().__init__()
        solid_scrollbars()
        self.dialogue, self.draw, self.lang = dialogue, draw, lang
        self.last: list[Page] = []  # the pages of the last answer: what the terminal keeps once the dialogue is over
        self.place: tuple[int, float] | None = None  # the page at the top of the view, and how far into it
        self.keep: tuple[int, float] | None = None  # that place, kept through a resize until the reader scrolls

    def compose(self) -> ComposeResult:
        yield VerticalScroll(id="dialogue-body", can_focus=False)
        yield TypedInput(placeholder=say(M.dialogue_placeholder, self.lang), id="dialogue-answer")

    def on_mount(self) -> None:
        body = self.query_one(VerticalScroll)
        for reactive in ("scroll_y", "virtual_size"):  # scrolled, or a page came
            self.watch(body, reactive, self._say_more, init=False)
        self.watch(body, "virtual_size", self._relaid, init=False)
        self._show(self.dialogue.opening())
        self.query_one(Input).focus()

    def _say_more(self) -> None:
        """The answer line's upper border says "more below" while the log goes on below what is shown: at 40×16 the
        test's first item showed its u, and its W1, W2 and question lay out of sight with only a scrollbar to say so;
        "more above" once the log has lines above the window, and both where it has both. Where the reader is is
        noted, for a resize to keep."""
        body = self.query_one(VerticalScroll)
        below, above = body.scroll_y < body.max_scroll_y, body.scroll_y > 0  # both: in the middle of a long item
        more = M.tui_more_both if below and above else M.tui_more_below if below else M.tui_more_above if above \
            else None
        self.query_one(Input).border_title = say(more, self.lang) if more else ""
        if self.keep is None:  # at the end, the question over the field stays there (-1: the end)
            self.place = (-1, 0.0) if body.scroll_y >= body.max_scroll_y else next(
                ((k, (body.scroll_y - w.virtual_region.y) / max(w.virtual_region.height, 1))
                 for k, w in enumerate(body.children) if w.virtual_region.bottom > body.scroll_y), None)

    def on_resize(self) -> None:
        """Wider or narrower, every page wraps anew: the same line stays at the top (the score, read at 40×16, had
        given way to the middle of a solution at 80×40), until the reader scrolls; at the end, the question being
        answered stays just over the field (item 1's table had stood there, item 2's question two pages below)."""
        self.keep = self.keep or self.place
        self.call_after_refresh(self._say_more)

    def _relaid(self) -> None:
        body = self.query_one(VerticalScroll)
        if self.keep == (-1, 0.0):
            body.scroll_end(animate=False)
        elif self.keep is not None and self.keep[0] < len(body.children):
            region = body.children[self.keep[0]].virtual_region
            body.scroll_to(y=region.y + round(self.keep[1] * region.height), animate=False)
        self.call_after_refresh(self._say_more)  # "more below" as at the new size (it had kept the old one's)

    def action_leave(self) -> None:
        self.exit(self.dialogue.over)

    def action_scroll(self, how: str) -> None:
        self.keep = None
        scroll(self.query_one(VerticalScroll), how)

    def action_edge(self, which: str) -> None:
        """Home and End scroll to the first or last line; with text typed they move the answer's cursor."""
        field = self.query_one(Input)
        if field.value and not self.dialogue.over:
            field.cursor_position = 0 if which == "home" else len(field.value)
        else:
            self.action_scroll(which)

    def _show(self, events: list[object], typed: str | None = None) -> None:
        """The pages `events` say, after the line typed (if any) that brought them: it stays above its answer."""
        pages = [self.draw(event) for event in events]
        self.last, self.keep = pages, None
        body = self.query_one(VerticalScroll)
        above = bool(body.children) or typed is not None  # the first page opens the window: no blank row over it
        shown = ([Text(f"> {clean(typed)}", style=STYLES["meta"])] if typed is not None else []) + \
            [Clean(page(p, self.lang, lead=above or k > 0)) for k, p in enumerate(pages)]
        widgets = [Static(each, classes="dialogue-page") for each in shown]
        body.mount_all(widgets)
        over = self.dialogue.over

        def place() -> None:
            """The start of what is new at the top when it is taller than the window (a question with its weights,
            the score): read from its first line, not its last. What fits is shown at the bottom, under what it
            answers (a line that could not be read, under its question)."""
            fits = sum(w.outer_size.height for w in widgets) <= body.scrollable_content_region.height
            if widgets and (over or not fits):
                body.scroll_to_widget(widgets[0], animate=False, top=True)
            else:
                body.scroll_end(animate=False)
            self.call_after_refresh(self._say_more)

        self.call_after_refresh(place)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        field = self.query_one(TypedInput)
        value = field.meant(event.value)
        if self.dialogue.over or value.strip().casefold() == "q":
            self.exit(self.dialogue.over)
            return
        events = self.dialogue.answer(value)
        field.answered(value, events)
        self._show(events, value)
        if self.dialogue.over:
            field.placeholder = say(M.dialogue_done, self.lang)


def run(session: Session, dialogue: Dialogue, draw: Callable[[object], Page]) -> bool:
    """The dialogue in the full screen; True when it was seen through. The full screen takes its pages with it when
    it closes: the last one (the test's score and solutions, spot's summary) is printed to the terminal after."""
    app = DialogueApp(dialogue, draw, session.lang)
    done = bool(app.run())
    kept(session, app)
    return done


def kept(session: Session, app: DialogueApp) -> None:
    """After the app: the dialogue's last page on the terminal, when it was seen through."""
    if app.dialogue.over:
        for shown in app.last:
            session.show(shown, first=False)
