"""Floors for `r45 step`: a minimal Textual app for the first frame, and one that only swaps a scrolling pane's text.

`Minimal`: a header, a list, a scroll area and a footer. `Swapping`: the
same layout, where → puts the other of two given texts into the pane (the
least any app can do to show another state of the same size) and x is a
key bound to nothing.
"""

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Footer, Header, OptionList, Static


class Minimal(App[None]):
    BINDINGS = [Binding("q", "quit", "quit")]

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal():
            yield OptionList(*(f"item {i}" for i in range(6)))
            with VerticalScroll():
                yield Static("MINIMAL-FIRST-FRAME\n" + "text\n" * 40)
        yield Footer()


class Swapping(App[None]):
    BINDINGS = [Binding("q", "quit", "quit"), Binding("right", "swap", "swap"), Binding("x", "nothing", "nothing")]

    def __init__(self, texts) -> None:  # type: ignore[no-untyped-def]
        super().__init__()
        self.texts, self.shown = texts, 0

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal():
            yield OptionList(*(f"item {i}" for i in range(6)))
            with VerticalScroll():
                yield Static(self.texts[0], id="pane")
        yield Footer()

    def action_swap(self) -> None:
        self.shown = 1 - self.shown
        self.query_one("#pane", Static).update(self.texts[self.shown])

    def action_nothing(self) -> None:
        pass


if __name__ == "__main__":
    Minimal().run()
