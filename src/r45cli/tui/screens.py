"""Overlays of the full-screen step: the keys, and where a number comes from.

Each scrolls with ↑ ↓ PgUp PgDn at once; Esc closes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from ..keys import SCREEN_KEYS, SCROLL_SHOWN, written
from ..messages import M, enumeration, say
from ..render.draw import page
from ..render.layout import Clean
from ..render.style import STYLES
from ..render.wrap import Prose
from ..view.model import Whose
from .scrolling import SCROLL_KEYS, scroll
from .widgets import TypedInput

if TYPE_CHECKING:
    from ..stepper import Stepper

ResultType = TypeVar("ResultType")


class Window(ModalScreen[ResultType]):
    """A window over the step whose body scrolls: the arrows scroll it whatever has the focus, and its lower border
    says "more below" while the body goes on below what is shown, its upper one "more above" once it is scrolled
    down (on 16 rows a window opened on its first lines, and what came last, predict mode's steps already worked,
    was out of sight with no word of it; a border takes no row from the body). Textual calls these handlers beside
    a subclass's own."""

    lang: str

    async def on_mount(self) -> None:  # async, as a subclass's own may be (predict mode's mounts its log)
        body = self.query_one(VerticalScroll)
        for reactive in ("scroll_y", "virtual_size"):  # scrolled, or the body grew
            self.watch(body, reactive, self._say_more, init=False)
        self.call_after_refresh(self._say_more)

    def on_resize(self) -> None:
        self.call_after_refresh(self._say_more)

    def _say_more(self) -> None:
        body, dialog = self.query_one(VerticalScroll), self.query_one("#dialog")
        dialog.border_subtitle = say(M.tui_more_below, self.lang) if body.scroll_y < body.max_scroll_y else ""
        dialog.border_title = say(M.tui_more_above, self.lang) if body.scroll_y > 0 else ""

    def action_scroll(self, how: str) -> None:
        scroll(self.query_one(VerticalScroll), how)


class Overlay(Window[None]):
    """A window over the step that Esc closes."""

    BINDINGS = [Binding("escape", "dismiss", show=False), *SCROLL_KEYS]

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang


class HelpScreen(Overlay):
    """Every key, from the key table, in the learner's language."""

    BINDINGS = [Binding("escape,q,question_mark", "dismiss", show=False), *SCROLL_KEYS]

    def __init__(self, lang: str, states: int) -> None:
        super().__init__(lang)
        self.states = states  # the digit keys reach 0 to states − 1

    def compose(self) -> ComposeResult:
        table = Table.grid(padding=(0, 2))
        table.add_column(style=STYLES["heading"], max_width=12)  # a long key list wraps between its keys
        table.add_column(ratio=1)
        for key in SCREEN_KEYS:  # Chinese wraps between characters, never cut
            table.add_row(written(key, self.states), Prose(say(key.help, self.lang)))
        for pair, said in SCROLL_SHOWN:
            table.add_row(Prose(pair, STYLES["heading"]), Prose(say(said, self.lang)))
        for letter, said in (("s↵", M.tui_help_predict_p), ("f↵", M.tui_help_predict_f),  # typed, then Enter
                             ("i↵", M.tui_help_predict_i)):
            table.add_row(letter, Prose(say(said, self.lang)))
        with Vertical(id="dialog", classes="tall"):
            yield Static(Text(say(M.tui_help_title, self.lang), style=STYLES["title"]))
            with VerticalScroll(id="help-body", can_focus=False):
                yield Static(table)
            yield Static(Text(say(M.tui_close, self.lang), style=STYLES["meta"]))


class WhyScreen(Overlay):
    """Ask for a name (z1, h5, mean…) and show its derivation, as `r45 why` does, with the numbers on screen."""

    # Home and End scroll, as the help says, before the field's own (a name of a few characters needs no jump)
    BINDINGS = [*Overlay.BINDINGS, *(Binding(key, f"scroll('{key}')", show=False, priority=True)
                                     for key in ("home", "end"))]

    def __init__(self, stepper: Stepper, lang: str) -> None:
        super().__init__(lang)
        self.stepper = stepper
        self.early = ""  # characters typed after `w` but delivered to the step below, before this window was up

    def typed_early(self, character: str) -> None:
        """A character typed fast after `w` (`w h 5` lost "h5"): into the field, once there is one."""
        if self.is_mounted:
            self.query_one("#why-name", Input).insert_text_at_cursor(character)
        else:
            self.early += character

    async def on_mount(self) -> None:  # Window's own runs too: Textual calls each class's handler
        if self.early:
            self.query_one("#why-name", Input).insert_text_at_cursor(self.early)

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="tall"):  # a fixed height the body scrolls within: the answer can be reached
            yield Static(Prose(say(M.tui_why_ask, self.lang), style=STYLES["title"]))  # "（Esc 关闭）" kept whole
            if self.stepper.numbers()[1] is Whose.YOURS:
                yield Static(Text(say(M.tui_whatif_short, self.lang), style=STYLES["changed"]))
            yield TypedInput(placeholder=enumeration(self.lang).join(("z1", "h5", "f3", "mean…")), id="why-name")
            with VerticalScroll(id="why-body", can_focus=False):
                yield Static(id="why-result")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.query_one("#why-result", Static).update(Clean(page(self.stepper.why(event.value), self.lang)))
        self.query_one("#why-body", VerticalScroll).scroll_home(animate=False)  # a new answer from its heading on
