"""The floor for `r45 step`'s first frame: a minimal Textual app with a header, a list, a scroll area and a footer."""

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


if __name__ == "__main__":
    Minimal().run()
