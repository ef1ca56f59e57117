"""The full-screen `r45 step`: the lesson's question, the states in their groups, one state at a time.

The state's title and explanation come first in its pane, the panels below
them in the same scrollable pane; the footer shows the keys. Moving, the
what-if and the overlays are actions bound to single keys (see
screens.HELP_KEYS). Only `step` moves the resume point in the progress
file; nothing from the what-if ever reaches it.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.events import Resize
from textual.widgets import Footer, Input, OptionList, Static

from ..controls import clean
from ..lesson.model import Lesson
from ..messages import M, Message, say
from ..navigate import Walk
from ..render.layout import Clean
from ..render.state import lesson_heading, state_heading, state_view
from ..render.step import afterwards, routes
from ..render.style import STYLES
from .screens import HelpScreen, WhyScreen
from .widgets import RenderedPane, StateList, WhatIf

if TYPE_CHECKING:
    from ..worked import WorkedExample

TERMINATING_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGQUIT", "SIGINT") if hasattr(signal, name))
RECOMPUTE_AFTER = 0.12  # seconds of no typing before the what-if numbers are recomputed: typing is never made to wait
NARROW = 60  # below this many columns the list of states folds away
NAVIGATION = {"next", "previous", "back", "default", "place"}  # off while typing in a field

CSS = """
#question { height: auto; padding: 0 1; background: $primary-background; text-style: bold; }
#body { height: 1fr; }
#states { width: 30; height: 100%; border: none; border-right: vkey $primary; }
#main { width: 1fr; }
.narrow #states { display: none; }
.narrow.list-open #states { display: block; width: 100%; border-right: none; }
.narrow.list-open #main { display: none; }
#whatif { height: auto; display: none; padding: 0 1; background: $boost; }
#whatif.open { display: block; }
#whatif-label { color: $warning; text-style: bold; width: 100%; }
#whatif-values { grid-size: 4; grid-gutter: 0 1; height: auto; max-height: 8; overflow-y: auto; }
#whatif-values .component-cell { height: 1; width: 100%; }
#whatif-values Input { width: 1fr; min-width: 10; }
#whatif-values .component { width: 4; color: $text-muted; }
#whatif-problem { color: $error; width: 100%; display: none; }
#whatif-problem.shown { display: block; }
#whatif-switches Checkbox { margin-right: 2; }
#whatif-switches { height: auto; }
Input.-invalid { background: $error 30%; }
#pane { height: 1fr; padding: 0 1; }
HelpScreen, WhyScreen { align: center middle; }
#dialog { width: 90%; max-width: 100; height: auto; max-height: 90%; border: thick $primary; background: $surface; padding: 0 1; }
#why-body { height: auto; max-height: 20; }
"""


def bindings(lang: str) -> list[Binding]:
    """The keys, with the footer's words in the learner's language."""
    return [
        Binding("right,n,space", "next", say(M.tui_key_next, lang), priority=True),
        Binding("left,p", "previous", say(M.tui_key_previous, lang), priority=True),
        Binding("backspace", "back", say(M.tui_key_back, lang), show=False),
        Binding("d", "default", say(M.tui_key_default, lang)),
        *(Binding(str(i), f"place({i})", show=False) for i in range(10)),
        Binding("w", "why", say(M.tui_key_why, lang)),
        Binding("e", "what_if", say(M.tui_key_whatif, lang)),
        Binding("r", "restore", say(M.tui_key_restore, lang)),
        Binding("l", "toggle_list", say(M.tui_key_list, lang), show=False),
        Binding("question_mark", "help", say(M.tui_key_help, lang)),
        Binding("q,escape", "quit", say(M.tui_key_quit, lang)),
        Binding("ctrl+c", "interrupt", show=False, priority=True),
    ]


class StepApp(App[None]):
    CSS = CSS
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, lesson: Lesson, lang: str, start: str, *, resumed: bool, seen: set[str], on_arrive: Callable[[str], None]) -> None:
        super().__init__()
        self.lesson, self.lang = lesson, lang
        self.walk = Walk(lesson, start)
        self.resumed = resumed
        self.seen = set(seen)
        self.on_arrive = on_arrive
        # Computed just after the first frame: importing numpy is most of what it
        # costs, and the first screen (question, list, title, explanation) needs none.
        self.course: WorkedExample | None = None
        self.example: WorkedExample | None = None  # the learner's what-if replaces it while the pane is open
        self.stale: tuple[str, object] | None = None  # a field that cannot be read: the numbers shown are the last ones that could
        self._recompute = None  # the timer of the pending recomputation, restarted by each change
        self._wanted: tuple[list[float], bool, bool] | None = None  # what it will recompute
        self.recompute_after = RECOMPUTE_AFTER
        self.title = clean(lesson.title(lang))

    def compose(self) -> ComposeResult:
        yield Static(Clean(lesson_heading(self.lesson, self.lang)), id="question")
        with Horizontal(id="body"):
            yield StateList(self.lesson, self.lang, id="states")
            with Vertical(id="main"):
                yield WhatIf(self.lesson, self.lang, id="whatif")
                yield RenderedPane(id="pane")
        yield Footer()

    def on_mount(self) -> None:
        self.exit_on_signals()
        self.show_state()
        self.query_one("#pane").focus()
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

        self.course = self.example = worked.compute(self.lesson)
        self.show_state(moved=False)

    def on_resize(self, event: Resize) -> None:
        self.screen.set_class(event.size.width < NARROW, "narrow")
        self.call_after_refresh(lambda: self.query_one(StateList).show(self.walk.current, self.seen))

    # ------------------------------------------------------------------- drawing

    @property
    def what_if_open(self) -> bool:
        return self.query_one("#whatif").has_class("open")

    def pane(self) -> RenderableType:
        current = self.walk.current
        parts: list[RenderableType] = []
        if self.resumed:
            parts.append(Text(say(M.resuming, self.lang, state=current), style=STYLES["meta"]))
        route = routes(self.lesson, current, self.lang)
        if route is not None:
            parts.append(route)
        if self.example is None:
            parts.append(state_heading(self.lesson, current, self.lang))
        else:
            parts.append(state_view(self.lesson, self.example, current, self.lang, heading=False))  # the heading is on top
        if self.walk.at_end:
            parts.append(afterwards(self.lang))
        return Group(*parts)

    def show_state(self, *, moved: bool = True) -> None:
        self.query_one(RenderedPane).show(self.pane(), keep_scroll=not moved)
        if moved:
            self.query_one(StateList).show(self.walk.current, self.seen | {self.walk.current})
            self.seen.add(self.walk.current)
            self.on_arrive(self.walk.current)

    # ------------------------------------------------------------------- actions

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in NAVIGATION and isinstance(self.focused, Input):
            return False  # the arrows and digits belong to the field being typed in
        if action == "restore":
            return self.what_if_open
        return True

    def _moved(self, moved: bool, otherwise: Message | None = None) -> None:
        if moved:
            self.resumed = False
            self.show_state()
        elif otherwise is not None:
            self.notify(clean(say(otherwise, self.lang, state=self.walk.current)), timeout=3, markup=False)  # an id is text, never markup

    def action_next(self) -> None:
        self._moved(self.walk.next(), M.step_done)

    def action_previous(self) -> None:
        self._moved(self.walk.previous(), M.step_at_start)

    def action_back(self) -> None:
        self._moved(self.walk.back())

    def action_default(self) -> None:
        self._moved(self.walk.default())

    def action_place(self, index: int) -> None:
        self._moved(self.walk.place(index))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self._moved(self.walk.go(event.option.id))

    def action_why(self) -> None:
        if self.example is not None:
            self.push_screen(WhyScreen(self.example, self.lang, own=self.example is not self.course))

    def action_help(self) -> None:
        self.push_screen(HelpScreen(self.lang))

    def action_toggle_list(self) -> None:
        self.screen.toggle_class("list-open")
        self.call_after_refresh(lambda: self.query_one(StateList).show(self.walk.current, self.seen))  # its new width

    def action_what_if(self) -> None:
        pane = self.query_one(WhatIf)
        pane.toggle_class("open")
        if self.what_if_open:
            self.query_one("#u1", Input).focus()
        else:
            pane.restore()  # closing the pane returns to the course's numbers
            self.example = self.course
            self.query_one("#pane").focus()
        self.show_state(moved=False)

    def action_restore(self) -> None:
        self.query_one(WhatIf).restore()

    def on_what_if_changed(self, event: WhatIf.Changed) -> None:
        """A field or a switch changed: say at once if it cannot be read; recompute once typing pauses."""
        if not self.what_if_open:
            return  # the fields were only being filled in
        self.stale = event.problem
        self.show_problem()
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
        self.example = worked.compute(self.lesson, u=np.array(u), relu=relu, without_w2=without_w2) if own else self.course
        self.show_state(moved=False)

    def show_problem(self) -> None:
        """Under the fields: which one cannot be read and why, and that the numbers below are still the last good ones."""
        line = self.query_one("#whatif-problem", Static)
        line.set_class(self.stale is not None, "shown")
        if self.stale is not None:
            field, problem = self.stale
            line.update(Text(say(M.tui_stale, self.lang, field=field, problem=problem)))

    def action_quit(self) -> None:
        self.exit(return_code=0)

    def action_interrupt(self) -> None:
        self.exit(return_code=130)


def for_language(lang: str) -> type[StepApp]:
    """StepApp with its keys described in `lang` (Textual reads a class's BINDINGS)."""
    return type("StepApp", (StepApp,), {"BINDINGS": bindings(lang)})


def run(session, start: str | None) -> int:
    """Open the app; the exit status is 0, or 130 after Ctrl-C."""
    from .. import navigate

    seen = session.progress()
    resumed = False
    if start is None:
        start, resumed = navigate.first_state(session.lesson, seen.last)

    def arrive(state: str) -> None:
        session.remember(seen, state)

    for name in ("LINES", "COLUMNS"):
        os.environ.pop(name, None)  # the terminal says how big it is, and says it again at each resize
    app = for_language(session.lang)(session.lesson, session.lang, start, resumed=resumed, seen=set(seen.visited), on_arrive=arrive)
    app.run()
    return app.return_code or 0
