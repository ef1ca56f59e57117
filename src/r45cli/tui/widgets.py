"""The pieces of the full-screen step: the list of states, the what-if pane, and the state's scrolling pane."""

from __future__ import annotations

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical
from textual.events import Paste
from textual.geometry import Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widgets import Checkbox, Input, Label, OptionList, Static
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


FIELD_CELL = 17  # columns of one what-if field: "u12 " and 13 for the value, so −1.434875 shows whole with room to type


class NudgeInput(Input):
    """One component of u: type it, paste it, or nudge it with ↑ and ↓; Esc goes back to the state."""

    BINDINGS = [
        Binding("up", "nudge(1)", f"+{NUDGE:g}"),
        Binding("down", "nudge(-1)", f"−{NUDGE:g}"),
        Binding("escape", "leave", "⏎"),
    ]

    class Pasted(Message):
        """What was pasted into a field could not be read: the field keeps its value, and says why."""

        def __init__(self, field: "NudgeInput", problem: typed.Unreadable) -> None:
            super().__init__()
            self.field, self.problem = field, problem

    @classmethod
    def for_language(cls, lang: str) -> type["NudgeInput"]:
        """With Esc described in `lang` in the footer (a field hides every one-letter key there)."""
        keys = [*cls.BINDINGS[:2], Binding("escape", "leave", say(M.tui_key_leave, lang))]
        return type("NudgeInput", (cls,), {"BINDINGS": keys})

    def action_nudge(self, direction: int) -> None:
        try:
            value = typed.read_number(self.value)
        except typed.Unreadable:
            return
        self.value = shown(round(value + direction * NUDGE, 10))

    def action_leave(self) -> None:
        self.screen.focus_next("#pane")

    def _on_paste(self, event: Paste) -> None:
        """A paste is text, read whole by the one number reader: it replaces the value, or is refused with a reason."""
        event.stop()
        event.prevent_default()  # not Input's own paste, which inserts the first line as it is
        try:
            typed.read_number(event.text)
        except typed.Unreadable as exc:
            self.post_message(self.Pasted(self, exc))
            return
        self.value = typed.normalise(event.text)
        self.cursor_position = len(self.value)


class WhatIf(Vertical):
    """Your own u, and two switches: every number of the state is recomputed from them.

    The fields wrap onto as many rows as the width needs, each wide enough
    for a whole value (sign, digits and all).
    """

    class Changed(Message):
        """The learner's u or a switch changed; `u` is None while a component cannot be read, and `problem` says which and why."""

        def __init__(self, u: list[float] | None, relu: bool, without_w2: bool, problem: tuple[str, typed.Unreadable] | None = None) -> None:
            super().__init__()
            self.u, self.relu, self.without_w2, self.problem = u, relu, without_w2, problem

    def __init__(self, lesson: Lesson, lang: str, **kwargs) -> None:
        super().__init__(**kwargs)
        self.lesson, self.lang = lesson, lang

    def compose(self) -> ComposeResult:
        yield Label(Text(say(M.tui_whatif_label, self.lang)), id="whatif-label")
        field = NudgeInput.for_language(self.lang)
        with Grid(id="whatif-values"):
            for j, x in enumerate(self.lesson.example.u):
                with Horizontal(classes="component-cell"):
                    yield Label(f"u{j + 1}", classes="component")
                    yield field(shown(x), id=f"u{j + 1}", restrict=r"[-+0-9.eE−０-９．－]*", compact=True)
        yield Static(id="whatif-problem")
        with Horizontal(id="whatif-switches"):
            yield Checkbox(Text(say(M.tui_no_relu, self.lang)), id="no-relu", compact=True)
            yield Checkbox(Text(say(M.tui_zero_w2, self.lang)), id="zero-w2", compact=True)

    def on_resize(self) -> None:
        columns = max(1, min(len(self.lesson.example.u), (self.size.width - 2) // FIELD_CELL))
        self.query_one("#whatif-values", Grid).styles.grid_size_columns = columns

    def restore(self) -> None:
        for j, x in enumerate(self.lesson.example.u):
            self.query_one(f"#u{j + 1}", NudgeInput).value = shown(x)
        self.query_one("#no-relu", Checkbox).value = False
        self.query_one("#zero-w2", Checkbox).value = False

    def _changed(self, problem: tuple[str, typed.Unreadable] | None = None) -> None:
        values: list[float] = []
        for box in self.query(NudgeInput):
            try:
                values.append(typed.read_number(box.value))
                box.set_class(False, "-invalid")
            except typed.Unreadable as exc:
                box.set_class(True, "-invalid")
                problem = problem or (str(box.id), exc)
        relu, without_w2 = not self.query_one("#no-relu", Checkbox).value, self.query_one("#zero-w2", Checkbox).value
        self.post_message(self.Changed(None if problem else values, relu, without_w2, problem))

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        self._changed()

    def on_nudge_input_pasted(self, event: NudgeInput.Pasted) -> None:
        event.stop()
        self._changed((str(event.field.id), event.problem))

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
