"""The pieces of the full-screen step: the list of states, the what-if pane, and the state's scrolling pane."""

from __future__ import annotations

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.geometry import Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widgets import Checkbox, Input, Label, OptionList
from textual.widgets.option_list import Option

from .. import typed
from ..controls import clean
from ..lesson.model import Lesson
from ..messages import M, say
from ..render.layout import Clean
from ..render.style import DEFAULT_MARK, KEPT_MARK, STYLES

CURRENT_MARK = "▶"
NUDGE = 0.1  # what ↑ and ↓ add to a component of u


def shown(x: float) -> str:
    """A component as the field shows it: every digit the lesson gave (":g" would round to 6 significant)."""
    return f"{x:.12g}"


class StateList(OptionList, can_focus=False):
    """The states in their groups; marks the current one, the default (★) and those already seen (✓)."""

    def __init__(self, lesson: Lesson, lang: str, **kwargs) -> None:
        super().__init__(**kwargs)
        self.lesson, self.lang = lesson, lang

    def show(self, current: str, seen: set[str]) -> None:
        """One line a state: ▶ for the current one, its id, ✓ if seen, ★ for the default, then its title cut to fit."""
        width = max(self.content_size.width, 12)
        options: list[Option | None] = []
        for group in self.lesson.groups:
            if options:
                options.append(None)  # a separator between groups
            options.append(Option(Text(clean(group.title(self.lang)), style="bold", no_wrap=True, overflow="ellipsis"), disabled=True))
            for sid in group.states:
                line = Text(no_wrap=True, overflow="ellipsis")
                line.append(f"{CURRENT_MARK} " if sid == current else "  ", style=STYLES["title"])
                line.append(clean(sid), style="bold" if sid == current else "")
                line.append(KEPT_MARK if sid in seen else " ", style=STYLES["kept"])
                line.append(DEFAULT_MARK if sid == self.lesson.default else " ", style=STYLES["default"])
                line.append(f" {clean(self.lesson.state(sid).title(self.lang))}", style=STYLES["meta"])
                line.truncate(width, overflow="ellipsis")
                options.append(Option(line, id=sid))
        highlighted = self.highlighted
        self.set_options(options)
        self.highlighted = highlighted


def read_number(text: str) -> float | None:
    """A component as typed (full-width digits too), or None when it is not a usable number."""
    try:
        return typed.read_number(text)
    except typed.Unreadable:
        return None


class NudgeInput(Input):
    """One component of u: type it, or nudge it with ↑ and ↓; Esc goes back to the state."""

    BINDINGS = [
        Binding("up", "nudge(1)", f"+{NUDGE:g}"),
        Binding("down", "nudge(-1)", f"−{NUDGE:g}"),
        Binding("escape", "leave", "⏎"),
    ]

    @classmethod
    def for_language(cls, lang: str) -> type["NudgeInput"]:
        """With Esc described in `lang` in the footer (a field hides every one-letter key there)."""
        keys = [*cls.BINDINGS[:2], Binding("escape", "leave", say(M.tui_key_leave, lang))]
        return type("NudgeInput", (cls,), {"BINDINGS": keys})

    def action_nudge(self, direction: int) -> None:
        value = read_number(self.value)
        if value is not None:
            self.value = shown(round(value + direction * NUDGE, 10))

    def action_leave(self) -> None:
        self.screen.focus_next("#pane")


class WhatIf(Vertical):
    """Your own u, and two switches: every number of the state is recomputed from them."""

    class Changed(Message):
        """The learner's u or a switch changed; `u` is None while a component is not a number."""

        def __init__(self, u: list[float] | None, relu: bool, without_w2: bool) -> None:
            super().__init__()
            self.u, self.relu, self.without_w2 = u, relu, without_w2

    def __init__(self, lesson: Lesson, lang: str, **kwargs) -> None:
        super().__init__(**kwargs)
        self.lesson, self.lang = lesson, lang

    def compose(self) -> ComposeResult:
        yield Label(Text(say(M.tui_whatif_label, self.lang)), id="whatif-label")
        field = NudgeInput.for_language(self.lang)
        with Horizontal(id="whatif-values"):
            for j, x in enumerate(self.lesson.example.u):
                yield Label(f"u{j + 1}", classes="component")
                yield field(shown(x), id=f"u{j + 1}", restrict=r"[-+0-9.eE−０-９．－]*", compact=True)
        with Horizontal(id="whatif-switches"):
            yield Checkbox(Text(say(M.tui_no_relu, self.lang)), id="no-relu", compact=True)
            yield Checkbox(Text(say(M.tui_zero_w2, self.lang)), id="zero-w2", compact=True)

    def restore(self) -> None:
        for j, x in enumerate(self.lesson.example.u):
            self.query_one(f"#u{j + 1}", NudgeInput).value = shown(x)
        self.query_one("#no-relu", Checkbox).value = False
        self.query_one("#zero-w2", Checkbox).value = False

    def _changed(self) -> None:
        values = [read_number(box.value) for box in self.query(NudgeInput)]
        for box, value in zip(self.query(NudgeInput), values):
            box.set_class(value is None, "-invalid")
        u = None if None in values else [float(v) for v in values]  # type: ignore[arg-type]
        self.post_message(self.Changed(u, not self.query_one("#no-relu", Checkbox).value, self.query_one("#zero-w2", Checkbox).value))

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        self._changed()

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        event.stop()
        self._changed()


class RenderedPane(ScrollView, can_focus=True):
    """A rich renderable laid out once per width and scrolled line by line.

    A state is tall; drawn as one Static it would be rendered again for every
    measurement and every frame. Here it is rendered once into lines (Strips)
    for the pane's width, and each frame only copies the visible ones.
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._renderable: RenderableType = Text("")
        self._lines: list[Strip] = []
        self._width = 0

    def show(self, renderable: RenderableType, *, keep_scroll: bool = False) -> None:
        self._renderable = renderable
        self._width = 0  # lay out again at the next frame
        self._layout(self.scrollable_content_region.width)
        if not keep_scroll:
            self.scroll_home(animate=False)
        self.refresh()

    def _layout(self, width: int) -> None:
        if width <= 0 or width == self._width:
            return
        console = self.app.console
        options = console.options.update_width(width)
        self._lines = [Strip(line, width) for line in console.render_lines(Clean(self._renderable), options, pad=True)]
        self._width = width
        self.virtual_size = Size(width, len(self._lines))

    def on_resize(self) -> None:
        self._layout(self.scrollable_content_region.width)

    def render_line(self, y: int) -> Strip:
        self._layout(self.scrollable_content_region.width)
        index = y + self.scroll_offset.y
        if 0 <= index < len(self._lines):
            return self._lines[index].apply_style(self.rich_style)
        return Strip.blank(self.scrollable_content_region.width, self.rich_style)
