"""The full-screen `r45 step`: the lesson's question, the states in their groups, one state at a time.

A thin driver of the step controller (stepper.Stepper): each key of the one key table calls it, and the page it hands
back is drawn into the pane, in two columns where it is wide; the footer shows the keys that work where the focus is.
The list of states is hidden below LIST_IDS columns, titled from LIST_TITLES where each fits whole (css.py)."""

from __future__ import annotations

import os
from collections.abc import Callable, Hashable
from functools import partial
from typing import TYPE_CHECKING, ClassVar

from rich.console import RenderableType
from textual import events
from textual.app import App, ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical
from textual.geometry import Size
from textual.screen import ModalScreen, Screen
from textual.timer import Timer
from textual.widgets import Input, OptionList, Static

from ..controls import clean
from ..messages import M, Message, say
from ..render.draw import page
from ..render.layout import Clean
from ..render.wrap import Prose
from ..view.state import lesson_heading
from ..view.step import left_at
from ..vocab import CHANGED
from .bindings import bindings
from .css import CSS
from .outside import stop, take_signals
from .screens import HelpScreen, WhyScreen
from .scrolling import scroll
from .whatif import Switch, WhatIf
from .widgets import KeyFooter, OneLine, RenderedPane, StateList, ansi_colour, footer_keys, solid_scrollbars

if TYPE_CHECKING:
    from ..predict import Asking, Plan
    from ..session import Session
    from ..stepper import Stepper

RECOMPUTE_AFTER = 0.12  # seconds of no typing before the what-if numbers are recomputed: typing is never made to wait
READING = 0.3  # seconds on a state before the next one is laid out, so that → shows it at once
NARROW = 60  # below this, a list that is shown takes the whole width
LIST_IDS = 100  # from this many columns the list is shown, as ids and marks
LIST_TITLES = 160  # from this many, with the states' titles
CRAMPED_HEIGHT = 20  # rows: below this (or under NARROW columns) a window over the step takes the whole screen
SHORT = 30  # rows: below this the question and the what-if's banner are a line each, the question folds after a move
PANE_MIN = 80  # columns the pane keeps beside a list of whole titles
TOAST_WIDTH, TOAST_FRAME = 60, 4  # a notification's width (css.py: Toast), and its padding and edge


class StepScreen(Screen[None]):
    """The step's own screen, its layout classes set where it learns its size (on the app's resize: laid out twice)."""

    def on_resize(self, event: events.Resize) -> None:
        self.app.fit(event.size)  # type: ignore[attr-defined]

    def on_screen_resume(self) -> None:  # the screen, not the app, hears that an overlay has closed
        self.app.resumed()  # type: ignore[attr-defined]


class StepApp(App[str | None]):
    CSS = CSS
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = bindings()  # type: ignore[assignment]
    reading_for, recompute_after = READING, RECOMPUTE_AFTER

    def __init__(self, stepper: Stepper) -> None:
        super().__init__(ansi_color=ansi_colour())
        solid_scrollbars()
        self.stepper = stepper
        self.lesson, self.lang = stepper.lesson, stepper.session.lang
        self.ready = False  # numbers are computed just after the first frame: numpy is most of what they cost
        self.hidden: str | None = None  # the state being predicted: not shown until its reveal
        self._recompute: Timer | None = None  # the timer of the pending recomputation, restarted by each change
        self._wanted: tuple[list[float], bool, bool] | None = None
        self._reading: Timer | None = None  # laying out the next state while this one is read
        self.moved_once, self.title = False, clean(self.lesson.title(self.lang))

    def compose(self) -> ComposeResult:
        # The app's own widgets, kept: while an overlay is open, queries would look in the overlay.
        self.states = StateList(self.lesson, self.lang, id="states")
        self.whatif = WhatIf(self.lesson, self.lang, id="whatif")
        self.rendered = RenderedPane(id="pane")
        self.footer = KeyFooter(self.lang, len(self.lesson.order), id="footer")
        yield Static(Clean(page(lesson_heading(self.lesson, self.lang), self.lang)), id="question")
        yield OneLine(clean(self.lesson.title(self.lang)), id="question-line")  # a short terminal's one line
        with Horizontal(id="body"):
            yield self.states
            with Vertical(id="main"):
                yield self.whatif
                yield self.rendered
        yield self.footer

    def on_mount(self) -> None:
        take_signals(self)
        self.fit(self.size)  # before the first layout, which would otherwise be at the screen's default classes
        if self.stepper.predicting:
            # predict mode asks a state before showing it, and which states it asks needs the numbers: they come
            # before the first frame, so that frame is the question, never the state it asks about
            self.compute_numbers()
        else:
            self.show_state()
            self.call_after_refresh(self.compute_numbers)
        self.rendered.focus()

    def action_suspend_process(self) -> None:
        """Ctrl-Z, and SIGTSTP from `kill`: suspended to the shell until `fg`."""
        stop(self)

    def compute_numbers(self) -> None:
        course, _ = self.stepper.numbers()
        self.ready = True
        self.show_state(moved=self.stepper.predicting)  # predict mode's first showing is this: the learner arrives
        if self.stepper.session.texts_wrong(course):  # in a line (in full, as line mode says it, it hid 40×16)
            self.toast(say(M.lesson_disagrees, self.lang, file=os.path.basename(self.lesson.path)), timeout=8)

    def get_default_screen(self) -> Screen:
        self.main = StepScreen(id="_default")
        return self.main

    def fit(self, size: Size) -> None:
        """The layout's classes for a screen of `size` (set on the step's screen, even while an overlay is open)."""
        width = size.width
        self.main.set_class(width < NARROW, "narrow")
        self.main.set_class(width < LIST_IDS, "list-folds")
        self.main.set_class(size.height < SHORT, "short")
        self.set_class(size.height < CRAMPED_HEIGHT or width < NARROW, "cramped")  # on the app: its windows too
        self.whatif.fold(size.height < SHORT)
        # titles whole where each fits its line (covering a narrow screen, beside PANE_MIN columns); cut to fit
        # where the list is shown only when asked for (l: ids alone told nothing of b2); else ids and marks
        need = self.states.titled_width()
        titled = need <= width if width < NARROW else width >= LIST_TITLES and need <= width - PANE_MIN
        self.states.titles, self.states.cut = titled or width < LIST_IDS, not titled and width < LIST_IDS
        self.main.set_class(titled and width >= LIST_TITLES, "list-titles")
        ids = self.states.ids_width() if width >= NARROW else None  # narrow: the list, when shown, covers the screen
        shown = need if titled and width >= LIST_TITLES else self.states.cut_to(width, need, ids)
        self.states.styles.width, self.states.room = shown, (shown or width) - StateList.EDGE
        self.call_after_refresh(self.show_list)  # and the footer

    def show_list(self) -> None:
        self.states.show(self.stepper.current, self.stepper.seen_states)
        self.refresh_footer()

    def refresh_footer(self) -> None:
        field, switch = isinstance(self.focused, (Input, Switch)), isinstance(self.focused, Switch)
        asks = self.stepper.predicting and bool(self.lesson.state(self.stepper.current).predict)  # `a` where it asks
        self.footer.show(footer_keys(what_if=self.what_if_open, in_field=field, switch=switch, predicting=asks))

    on_descendant_focus = refresh_footer

    def resumed(self) -> None:
        if not isinstance(self.focused, (Input, Switch)):  # back in the what-if field it left (a digit went to 0–9)
            self.rendered.focus()  # after an overlay, the arrows scroll the state at once
        self.refresh_footer()  # the overlay's own field had the footer's last say
    @property
    def what_if_open(self) -> bool:
        return self.whatif.has_class("open")

    def pane(self) -> RenderableType:
        """What the pane shows: the state, or while it is being predicted, a line saying so."""
        return self.drawn()[0]()

    def drawn(self) -> tuple[Callable[[], RenderableType], Hashable]:
        """What draws the pane, and the page it draws (the key its lines are kept under), drawn only if none are."""
        if self.hidden == self.stepper.current:
            return partial(Prose, say(M.predict_hidden, self.lang)), None
        shown = self.stepper.page(numbers=self.ready, reveal=True)
        draw = partial(page, shown, self.lang, flow=True, lead=False)  # the pane's top needs no blank line
        try:
            hash(shown)
        except TypeError:  # a page holding something unhashable is drawn, never kept
            return draw, None
        return draw, (self.lang, shown)

    def show_state(self, *, moved: bool = True) -> None:
        if self.ready:
            self.ask_first()
        draw, key = self.drawn()
        self.rendered.show(draw, keep_scroll=not moved, key=key)
        if self.what_if_open:  # its changes in view: a u typed, yours again, or a state arrived at, had shown none
            self.rendered.bring_into_view(CHANGED)
        if moved:
            self.show_list()
            self.stepper.arrived()
        if self._reading is not None:
            self._reading.stop()
        self._reading = self.set_timer(self.reading_for, self.lay_out_next)

    def lay_out_next(self) -> None:
        """While a state is read, the next is laid out (its panels kept), so → copies it; not in predict mode."""
        self._reading = None
        following = self.lesson.following(self.stepper.current)
        if following is not None and self.ready and not self.stepper.predicting:
            self.rendered.lay_out(partial(page, self.stepper.page(reveal=True, state=following), self.lang, flow=True))

    def ask_first(self) -> None:
        """In predict mode, a state's steps are asked in a window before it is shown (once a session)."""
        plan = self.stepper.ask_first()
        if plan is None:
            return  # shown worked this time: the page says so
        from ..view.predicting import proof
        from .predict import PredictScreen
        self.hidden = plan.state
        screen = PredictScreen(plan, self.stepper.numbers_for(plan), self.lang, proof(self.lesson, plan, self.lang))
        self.clear_notifications()  # "the end of the path", said of the state before, had stood over the window
        self.push_screen(screen, callback=partial(self.predicted, plan))

    def predicted(self, plan: Plan, asking: Asking | None) -> None:
        self.hidden = None
        if asking is not None:
            self.stepper.predicted_done(plan, asking)
        self.show_state(moved=False)

    # ------------------------------------------------------------------- actions

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if isinstance(self.screen, ModalScreen) and action not in ("interrupt", "suspend_process"):
            return False  # an overlay is open: its keys are its own (Esc closes it, the arrows scroll it)
        if action in ("move", "place") and isinstance(self.focused, Input if action == "place" else (Input, Switch)):
            return False  # the field's or switch's own (a digit on a switch is said, in action_place: it was not)
        return True

    def _moved(self, before: str, said: Message | None) -> None:
        if self.stepper.current != before:
            if not self.moved_once and self.size.height < SHORT:
                self.main.add_class("question-folded")  # the question has been read: the state gets its rows
                self.main.remove_class("question-whole")
            self.moved_once = True
            self.clear_notifications()  # what was said of the state left ("the end of the path") is not of this one
            self.show_state()
        elif said is M.step_past_end and self.rendered.scroll_y < self.rendered.max_scroll_y:
            self.rendered.scroll_end(animate=False)  # the pane ends with what the end of the path says; read, a toast
        elif said is not None:
            said = M.step_past_end_fields if said is M.step_past_end and self.stepper.trying else said  # digits: fields
            self.toast(say(said, self.lang, state=self.stepper.current, last=len(self.lesson.order) - 1), timeout=3)

    def move(self, action: str, index: int = 0) -> None:
        self._moved(self.stepper.current, self.stepper.move(action, index))  # where it was, then the move

    def toast(self, text: str, timeout: float) -> None:
        """A notification, one at a time, as text (never markup) in lines broken as Prose breaks them."""
        width = min(TOAST_WIDTH, self.size.width * 9 // 10) - TOAST_FRAME
        self.clear_notifications()
        self.notify("\n".join(Prose(clean(text)).lines(max(width, 10))), timeout=timeout, markup=False)

    def action_move(self, action: str) -> None:  # → ← Backspace d: along the path, back in history, the default
        self.move(action)

    def action_again(self) -> None:
        said = self.stepper.again()
        if said is None:
            self.show_state(moved=False)  # its steps asked again, in the window, before it is shown
        else:
            self.toast(say(said, self.lang, state=self.stepper.current), timeout=3)

    def action_place(self, index: int) -> None:
        if self.what_if_open:  # keys.Key.shut: 0.3 typed on the state (Tab past the last switch) went to b0, then b3
            self.toast(say(M.tui_place_in_what_if, self.lang, key=index), timeout=5)
        else:
            self.move("place", index)

    def action_page(self, key: str) -> None:
        """PgUp/PgDn from a what-if field, Home/End from a switch (the pane's own are not there): scroll it."""
        scroll(self.rendered, {"pageup": "page_up", "pagedown": "page_down"}.get(key, key))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            before = self.stepper.current
            self.stepper.go(event.option.id)
            self._moved(before, None)
            if self.main.has_class("narrow"):
                self.main.remove_class("list-toggled")
                self.rendered.focus()

    def on_key(self, event: events.Key) -> None:
        """A character the step below let pass while the why window is up reached it too early: it is the name."""
        if isinstance(self.screen, WhyScreen) and event.is_printable and event.character:
            self.screen.typed_early(event.character)
            event.stop()

    def action_why(self) -> None:
        if self.ready:
            self.push_screen(WhyScreen(self.stepper, self.lang))

    def action_help(self) -> None:
        self.push_screen(HelpScreen(self.lang, len(self.lesson.order)))

    def action_toggle_list(self) -> None:
        self.main.toggle_class("list-toggled")
        self.call_after_refresh(self.show_list)
        if not isinstance(self.focused, (Input, Switch)):  # a what-if field keeps it: the next digit had moved states
            self.rendered.focus()

    def action_toggle_question(self) -> None:
        """Show or fold the question; on a short terminal (the question one line) `t` shows it whole, then folds it."""
        if not self.main.has_class("short"):
            self.main.toggle_class("question-folded")
        elif self.main.has_class("question-whole"):
            self.main.set_classes(self.main.classes - {"question-whole"} | {"question-folded"})
        else:
            self.main.set_classes(self.main.classes - {"question-folded"} | {"question-whole"})

    async def action_leave(self) -> None:
        """Esc: close the what-if, else a list that `l` opened (where the list starts hidden); never quit."""
        if self.what_if_open:
            await self.action_what_if()
        elif self.main.has_class("list-toggled") and self.main.has_class("list-folds"):
            self.action_toggle_list()

    async def action_what_if(self) -> None:
        pane, again = self.whatif, self.whatif.built
        await pane.build()
        self.main.set_class(pane.toggle_class("open").has_class("open"), "whatif-open")  # its Tab stops shown (css)
        if self.what_if_open:
            self.stepper.trying = True
            if again and (kept := pane.reopened()) is not None:  # the u and switches last set: yours again
                self.stepper.what_if(kept[0], relu=kept[1], without_w2=kept[2])
            self.screen.set_focus(self.whatif.query_one("#u1", Input))  # now, not later: "e 2" typed fast went to b2
        else:  # the course's numbers below; the fields keep what was typed, for the next time
            self.stepper.restore()
            pane.show_problem(None)
            pane.showing_course(False)
            self.rendered.focus()
        self.show_state(moved=False)
        self.refresh_footer()

    def action_restore(self) -> None:
        if self._open_or_said():  # said: r typed in a field had put the course's u back over a learner's, unsaid
            self.toast(say(M.tui_restored if self.whatif.restore() else M.tui_restored_none, self.lang), timeout=4)

    def action_flip(self) -> None:
        if self._open_or_said():
            self.stepper.flip()
            self.whatif.flipped(self.stepper.showing_course)
            self.show_state(moved=False)

    def _open_or_said(self) -> bool:
        """c and r work in the what-if; with it closed they say so (they had done nothing, unsaid)."""
        if not self.what_if_open:
            self.toast(say(M.tui_whatif_keys_closed, self.lang), timeout=3)
        return self.what_if_open

    def on_what_if_changed(self, event: WhatIf.Changed) -> None:
        """A field or a switch changed: say at once if it cannot be read; recompute once typing pauses."""
        if not self.what_if_open:
            return  # the fields were only being filled in
        self.whatif.show_problem(event.problem)
        if self._recompute is not None:
            self._recompute.stop()
        self._wanted = None if event.u is None else (event.u, event.relu, event.without_w2)
        self._recompute = None if self._wanted is None else self.set_timer(self.recompute_after, self.recompute)

    @property
    def recompute_pending(self) -> bool:
        """A what-if change waits for a pause in typing (a test or a benchmark may stand in for the pause)."""
        return self._recompute is not None

    def recompute(self) -> None:
        """The what-if's numbers for the last readable fields and switches (run once typing pauses)."""
        self._recompute = None
        if self._wanted is None:
            return
        (u, relu, without_w2), self._wanted = self._wanted, None
        self.stepper.what_if(u, relu=relu, without_w2=without_w2)
        self.whatif.showing_course(self.stepper.showing_course)
        self.show_state(moved=False)

    async def action_quit(self) -> None:
        self.exit(return_code=0)

    def action_plain(self) -> None:
        """v: leave the full screen; `run` goes on from this state in the linear text of `--plain`, a line at a time."""
        self.exit(result=self.stepper.current, return_code=0)

    def action_interrupt(self) -> None:
        self.exit(return_code=130)


def run(session: Session, start: str | None, *, predicting: bool = False) -> int:
    """Open the app; exit 0, 130 after Ctrl-C, 128 + n after a signal. After `v`, line mode in plain text."""
    from ..stepper import Stepper
    for name in ("LINES", "COLUMNS"):
        os.environ.pop(name, None)  # the terminal says how big it is, and says it again at each resize
    app = StepApp(stepper := Stepper(session, start, predicting=predicting))
    here = app.run()
    code = app.return_code or 0
    if here is not None and code == 0:  # `v`: the same state, and the rest of the walk, as linear text
        from ..linemode import step_lines
        session.go_plain()
        step_lines(session, here, predicting=predicting)
    elif code == 0:  # said on the terminal left behind, as line mode says it, and at the path's end what next
        session.show(left_at(session.lesson, stepper.current, session.lang, predicting=predicting,
                             opened=stepper.onward, resumes=stepper.resumes_at))
    return code
