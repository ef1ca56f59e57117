"""The full-screen `r45 step`: the lesson's question, the states in their groups, one state at a time.

The state's title and explanation come first in its pane, the panels below
them in the same scrollable pane, in two columns where the pane is wide;
the footer shows the keys that work where the focus is. Every key comes
from keys.KEYS. Only `step` moves the resume point in the progress file;
nothing from the what-if ever reaches it.

The screen is mostly lesson: below 100 columns the list of states starts
hidden (`l` shows it), from 100 it shows ids and marks, and from 160 the
titles too; on a short terminal the question folds away after the first
move (`t` brings it back).
"""

from __future__ import annotations

import os
import signal
from collections.abc import Callable
from typing import TYPE_CHECKING

from textual.app import App, ComposeResult
from textual.containers import Horizontal, Vertical
from textual.events import Resize, ScreenResume
from textual.screen import ModalScreen, Screen
from textual.widgets import Input, OptionList, Static

from ..controls import clean
from ..lesson.model import Lesson
from ..messages import M, Message, say
from ..navigate import Walk
from ..render.layout import Clean
from ..render.state import lesson_heading
from ..render.step import step_pane
from ..render.wrap import Prose
from .bindings import NAVIGATION, bindings
from .css import CSS
from .screens import HelpScreen, WhyScreen
from .whatif import Switch, WhatIf
from .widgets import KeyFooter, RenderedPane, StateList, footer_keys

if TYPE_CHECKING:
    from ..worked import WorkedExample

TERMINATING_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGQUIT", "SIGINT") if hasattr(signal, name))
RECOMPUTE_AFTER = 0.12  # seconds of no typing before the what-if numbers are recomputed: typing is never made to wait
NARROW = 60  # below this, a list that is shown takes the whole width
LIST_IDS = 100  # from this many columns the list is shown, as ids and marks
LIST_TITLES = 160  # from this many, with the states' titles
SHORT = 30  # rows: below this the question folds away after the first move
TOAST_WIDTH, TOAST_FRAME = 60, 4  # a notification's width (css.py: Toast), and its padding and edge
class StepScreen(Screen[None]):
    """The step's own screen. Its layout classes follow its width, and are set here, where the screen learns its new
    size: set when the app hears of a resize, they would be laid out once at the old size and again at the new."""

    def on_resize(self, event: Resize) -> None:
        self.app.fit(event.size.width)  # type: ignore[attr-defined]


class StepApp(App[str | None]):
    CSS = CSS
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = bindings()

    def __init__(
        self,
        lesson: Lesson,
        lang: str,
        start: str,
        *,
        resumed: bool,
        seen: set[str],
        on_arrive: Callable[[str], None],
        predicting: bool = False,
        fade: dict[str, int] | None = None,
        on_predicted: Callable[[str, int], None] | None = None,
    ) -> None:
        super().__init__()
        self.lesson, self.lang = lesson, lang
        self.walk = Walk(lesson, start)
        self.resumed = resumed
        self.seen = set(seen)
        self.on_arrive = on_arrive
        # Computed just after the first frame: importing numpy is most of what it
        # costs, and the first screen (question, list, title, explanation) needs none.
        self.course: WorkedExample | None = None
        self.example: WorkedExample | None = None  # the learner's what-if, while it is open and readable
        self.showing_course = False  # `c` during a what-if: the course's numbers, for comparison
        self.stale: tuple[str, object] | None = None  # a field that cannot be read: the numbers shown are the last ones that could
        self._recompute = None  # the timer of the pending recomputation, restarted by each change
        self._wanted: tuple[list[float], bool, bool] | None = None  # what it will recompute
        self.recompute_after = RECOMPUTE_AFTER
        self.moved_once = False
        self.title = clean(lesson.title(lang))
        # Predict mode: each state with steps is asked once a session, before it is shown; the reveal stays above it.
        self.predicting = predicting
        self.fade = dict(fade or {})
        self.on_predicted = on_predicted or (lambda state, fade: None)
        self.seen_before = frozenset(seen)  # what the record knew when the session began: it decides the fading
        self.predicted: set[str] = set()
        self.hidden: str | None = None  # the state being predicted: not shown until its reveal
        self.reveals: dict[str, object] = {}

    def compose(self) -> ComposeResult:
        # The app's own widgets, kept: while an overlay is open, queries would look in the overlay.
        self.states = StateList(self.lesson, self.lang, id="states")
        self.whatif = WhatIf(self.lesson, self.lang, id="whatif")
        self.rendered = RenderedPane(id="pane")
        self.footer = KeyFooter(self.lang, id="footer")
        yield Static(Clean(lesson_heading(self.lesson, self.lang)), id="question")
        with Horizontal(id="body"):
            yield self.states
            with Vertical(id="main"):
                yield self.whatif
                yield self.rendered
        yield self.footer

    def on_mount(self) -> None:
        self.exit_on_signals()
        self.fit(self.size.width)  # before the first layout, which would otherwise be at the screen's default classes
        self.show_state()
        self.rendered.focus()
        self.call_after_refresh(self.compute_numbers)

    def exit_on_signals(self) -> None:
        """TERM, HUP, QUIT and INT (from `kill`; the keyboard's Ctrl-C is a key here) end the app the usual way,
        so the terminal is given back (main screen, cooked mode, echo, cursor, no mouse), with 128 + the signal."""
        import asyncio

        loop = asyncio.get_running_loop()
        for sig in TERMINATING_SIGNALS:
            loop.add_signal_handler(sig, lambda code=128 + sig: self.exit(return_code=code))

    def compute_numbers(self) -> None:
        from .. import worked

        self.course = worked.compute(self.lesson)
        self.show_state(moved=False)

    # ------------------------------------------------------------------- layout

    def get_default_screen(self) -> Screen:
        self.main = StepScreen(id="_default")
        return self.main

    def fit(self, width: int) -> None:
        """The layout's classes for a screen `width` wide (set on the step's screen, even while an overlay is open)."""
        self.main.set_class(width < NARROW, "narrow")
        self.main.set_class(width < LIST_IDS, "list-folds")
        states = self.states
        titles = width >= LIST_TITLES or width < LIST_IDS  # where the list starts hidden, it opens with its titles
        states.titles = titles
        self.main.set_class(width >= LIST_TITLES, "list-titles")
        self.call_after_refresh(lambda: states.show(self.walk.current, self.seen))
        self.refresh_footer()

    def refresh_footer(self) -> None:
        in_field = isinstance(self.focused, (Input, Switch))
        self.footer.show(footer_keys(what_if=self.what_if_open, in_field=in_field))

    def on_descendant_focus(self) -> None:
        self.refresh_footer()

    def on_screen_resume(self, event: ScreenResume) -> None:
        self.rendered.focus()  # after an overlay, the arrows scroll the state at once

    # ------------------------------------------------------------------- drawing

    @property
    def what_if_open(self) -> bool:
        return self.whatif.has_class("open")

    def shown(self) -> tuple[WorkedExample | None, str | None]:
        """The numbers to draw, and whose they are: the course's, or the learner's while the what-if is open."""
        if not self.what_if_open:
            return self.course, None
        if self.showing_course or self.example is None:
            return self.course, "course"
        return self.example, "yours"

    def pane(self):  # type: ignore[no-untyped-def]
        from rich.console import Group
        from rich.text import Text

        if self.hidden == self.walk.current:
            return Text(say(M.predict_hidden, self.lang))
        numbers, whose = self.shown()
        state = step_pane(
            self.lesson,
            self.walk.current,
            self.lang,
            shown=numbers,
            whose=whose,
            course=self.course if whose == "yours" else None,
            resumed=self.resumed,
            seen=self.seen | {self.walk.current},
        )
        reveal = self.reveals.get(self.walk.current)
        if reveal is None:
            return state
        from ..render.predict import reveal_view  # predict mode only: it brings numpy, which the first frame does without

        return Group(reveal_view(reveal, self.lang), Text(""), state)

    def show_state(self, *, moved: bool = True) -> None:
        self.ask_first()
        self.rendered.show(self.pane(), keep_scroll=not moved)
        if moved:
            self.states.show(self.walk.current, self.seen | {self.walk.current})
            self.seen.add(self.walk.current)
            self.on_arrive(self.walk.current)

    def ask_first(self) -> None:
        """In predict mode, a state with steps is asked for them before it is shown (once a session)."""
        if not self.predicting:
            return  # and predict mode's modules, numpy among them, stay off the first frame's path
        from .predict import ask_first

        ask_first(self)

    # ------------------------------------------------------------------- actions

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if isinstance(self.screen, ModalScreen) and action != "interrupt":
            return False  # an overlay is open: its keys are its own (Esc closes it, the arrows scroll it)
        if action in NAVIGATION and isinstance(self.focused, (Input, Switch)):
            return False  # the arrows, digits and Space belong to the field or switch in focus
        if action in ("restore", "flip"):
            return self.what_if_open
        return True

    def _moved(self, moved: bool, otherwise: Message | None = None) -> None:
        if moved:
            self.resumed = False
            if not self.moved_once and self.size.height < SHORT:
                self.main.add_class("question-folded")  # the question has been read: the state gets its rows
            self.moved_once = True
            self.show_state()
        elif otherwise is not None:
            self.toast(say(otherwise, self.lang, state=self.walk.current), timeout=3)

    def toast(self, text: str, timeout: float) -> None:
        """A notification, as text (an id is never markup), broken into lines as Prose breaks them, so that no line
        starts with 。 (Textual would break it between any two characters)."""
        width = min(TOAST_WIDTH, self.size.width * 9 // 10) - TOAST_FRAME
        self.notify("\n".join(Prose(clean(text)).lines(max(width, 10))), timeout=timeout, markup=False)

    def action_next(self) -> None:
        self._moved(self.walk.next(), M.step_past_end)

    def action_previous(self) -> None:
        self._moved(self.walk.previous(), M.step_at_start)

    def action_back(self) -> None:
        self._moved(self.walk.back())

    def action_default(self) -> None:
        self._moved(self.walk.default())

    def action_page(self, key: str) -> None:
        """PgUp/PgDn from where the pane does not have them (a what-if field): the pane scrolls a page."""
        self.rendered.scroll_page_up(animate=False) if key == "pageup" else self.rendered.scroll_page_down(animate=False)

    def action_place(self, index: int) -> None:
        self._moved(self.walk.place(index))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self._moved(self.walk.go(event.option.id))
            if self.main.has_class("narrow"):
                self.main.remove_class("list-toggled")
                self.rendered.focus()

    def action_why(self) -> None:
        numbers, whose = self.shown()
        if numbers is not None:
            self.push_screen(WhyScreen(numbers, self.lang, whose))

    def action_help(self) -> None:
        self.push_screen(HelpScreen(self.lang))

    def action_toggle_list(self) -> None:
        self.main.toggle_class("list-toggled")
        self.call_after_refresh(lambda: self.states.show(self.walk.current, self.seen))
        self.rendered.focus()

    def action_toggle_question(self) -> None:
        self.main.toggle_class("question-folded")

    async def action_leave(self) -> None:
        """Esc: close the what-if, else a list that covers the state; never quit."""
        if self.what_if_open:
            await self.action_what_if()
        elif self.main.has_class("list-toggled") and self.main.has_class("narrow"):
            self.action_toggle_list()

    async def action_what_if(self) -> None:
        pane = self.whatif
        await pane.build()
        pane.toggle_class("open")
        if self.what_if_open:
            self.whatif.query_one("#u1", Input).focus()
        else:
            pane.restore()  # closing the pane returns to the course's numbers
            self.example, self.stale, self.showing_course = None, None, False
            pane.show_problem(None)
            pane.showing_course(False)
            self.rendered.focus()
        self.show_state(moved=False)
        self.refresh_footer()

    def action_restore(self) -> None:
        self.whatif.restore()

    def action_flip(self) -> None:
        self.showing_course = not self.showing_course
        self.whatif.showing_course(self.showing_course)
        self.show_state(moved=False)

    def on_what_if_changed(self, event: WhatIf.Changed) -> None:
        """A field or a switch changed: say at once if it cannot be read; recompute once typing pauses."""
        if not self.what_if_open:
            return  # the fields were only being filled in
        self.stale = event.problem
        self.whatif.show_problem(event.problem)
        if self._recompute is not None:
            self._recompute.stop()
            self._recompute = None
        self._wanted = None if event.u is None else (event.u, event.relu, event.without_w2)
        if self._wanted is not None:
            self._recompute = self.set_timer(self.recompute_after, self.recompute)

    def recompute(self) -> None:
        """The what-if's numbers for the last readable fields and switches (run once typing pauses)."""
        import numpy as np

        from .. import worked

        self._recompute = None
        if self._wanted is None:
            return
        (u, relu, without_w2), self._wanted = self._wanted, None
        own = u != list(self.lesson.example.u) or not relu or without_w2
        self.example = worked.compute(self.lesson, u=np.array(u), relu=relu, without_w2=without_w2) if own else None
        self.show_state(moved=False)

    def action_quit(self) -> None:
        self.exit(return_code=0)

    def action_plain(self) -> None:
        """v: leave the full screen; `run` goes on from this state in the linear text of `--plain`, one line at a time."""
        self.exit(result=self.walk.current, return_code=0)

    def action_interrupt(self) -> None:
        self.exit(return_code=130)


def run(session, start: str | None, *, predicting: bool = False) -> int:  # type: ignore[no-untyped-def]
    """Open the app; the exit status is 0, 130 after Ctrl-C, 128 + n after a signal. After `v`, line mode in plain text."""
    from .. import navigate

    seen = session.progress()
    resumed = False
    if start is None:
        start, resumed = navigate.first_state(session.lesson, seen.last)

    def arrive(state: str) -> None:
        session.remember(seen, state)

    def predicted(state: str, fade: int) -> None:
        seen.set_fade(state, fade)
        session.remember(seen)

    for name in ("LINES", "COLUMNS"):
        os.environ.pop(name, None)  # the terminal says how big it is, and says it again at each resize
    app = StepApp(
        session.lesson,
        session.lang,
        start,
        resumed=resumed,
        seen=set(seen.visited),
        on_arrive=arrive,
        predicting=predicting,
        fade=seen.fade,
        on_predicted=predicted,
    )
    here = app.run()
    code = app.return_code or 0
    if here is not None and code == 0:  # `v`: the same state, and the rest of the walk, as linear text
        from ..linemode import step_lines

        session.go_plain()
        step_lines(session, here, predicting=predicting)
    return code
