"""Overlays of the full-screen step: the keys, and where a number comes from."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from .. import derive
from ..messages import M, say
from ..render.layout import Clean
from ..render.style import STYLES
from ..render.why import why_view
from ..typed import shorten

if TYPE_CHECKING:
    from ..worked import WorkedExample

HELP_KEYS = (
    ("→  n  Space", M.tui_next),
    ("←  p", M.tui_previous),
    ("Backspace", M.tui_back),
    ("d", M.tui_default),
    ("0–9", M.tui_place),
    ("↑ ↓ PgUp PgDn Home End", M.tui_scroll),
    ("w", M.tui_why),
    ("e", M.tui_whatif),
    ("r", M.tui_restore),
    ("l", M.tui_list),
    ("?", M.tui_help),
    ("q  Esc  Ctrl-C", M.tui_quit),
)


class HelpScreen(ModalScreen[None]):
    """Every key, in the learner's language."""

    BINDINGS = [Binding("escape,q,question_mark", "dismiss", show=False)]

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def compose(self) -> ComposeResult:
        table = Table.grid(padding=(0, 2))
        table.add_column(style=STYLES["heading"], no_wrap=True)
        table.add_column()
        for keys, what in HELP_KEYS:
            table.add_row(keys, say(what, self.lang))
        with Vertical(id="dialog"):
            yield Static(Text(say(M.tui_help_title, self.lang), style=STYLES["title"]))
            yield Static(table)
            yield Static(Text(say(M.tui_close, self.lang), style=STYLES["meta"]))


class WhyScreen(ModalScreen[None]):
    """Ask for a name (z1, h5, mean…) and show its derivation, as `r45 why` does."""

    BINDINGS = [Binding("escape", "dismiss", show=False)]

    def __init__(self, worked: WorkedExample, lang: str, own: bool) -> None:
        super().__init__()
        self.worked, self.lang, self.own = worked, lang, own

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(Text(say(M.tui_why_ask, self.lang), style=STYLES["title"]))
            if self.own:
                yield Static(Text(say(M.tui_whatif_label, self.lang), style=STYLES["changed"]))
            yield Input(placeholder="z1, h5, f3, mean…", id="why-name")
            with VerticalScroll(id="why-body"):
                yield Static(id="why-result")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        result = self.query_one("#why-result", Static)
        name = derive.resolve(self.worked, event.value)
        if name is None:
            names = ", ".join(derive.names(self.worked))
            result.update(Text(say(M.unknown_name, self.lang, name=shorten(event.value), names=names), style=STYLES["wrong"]))
            return
        result.update(Clean(why_view(derive.explain(self.worked, name), self.lang)))
