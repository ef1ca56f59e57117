"""The what-if: a field for each component of u, and two switches; every number is recomputed from them.

Each field is read by the one number reader (typed.read_number); a paste is
read whole by it too. The fields sit in a grid as wide as the pane allows,
each wide enough for a whole value, sign and digits. The switches say their
state in plain text, `[x] no ReLU` or `[ ] no ReLU`, readable without
colour; Space and Enter flip a focused one.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical
from textual.content import Content
from textual.events import DescendantBlur, Key, Paste
from textual.message import Message
from textual.widgets import Checkbox, Input, Label, Static

from .. import typed
from ..keys import KEYS
from ..lesson.model import Lesson
from ..messages import M, say, sentences
from ..render.wrap import Prose
from .widgets import Banner, TypedInput

Problem = tuple[str, typed.Unreadable] | None  # a field that cannot be read, and why
NUDGE = 0.1  # what ↑ and ↓ add to a component of u
FIELD_CELL = 17  # columns of one field: "u12 " and 13 for the value, so −1.434875 shows whole with room to type
NUMBER_CHARACTERS = r"[-+0-9.eE−０-９．－]*"  # what a field lets through as it is typed; the reader decides the rest
# typed in a field, these are the app's keys still: the table's keys that work from a field (c, r, ?), and Space
FIELD_PASSES = frozenset({" ", *("?" if key == "question_mark" else key for k in KEYS if k.field_safe for key in k.keys
                                 if len(key) == 1 or key == "question_mark")})


def shown(x: float) -> str:
    """A component as the field shows it: every digit the lesson gave (":g" would round to 6 significant)."""
    return f"{x:.12g}"


class NudgeInput(TypedInput):
    """One component of u: type it, paste it, or nudge it with ↑ and ↓."""

    BINDINGS = [Binding("up", "nudge(1)", f"+{NUDGE:g}"), Binding("down", "nudge(-1)", f"−{NUDGE:g}")]
    typed = ""  # the last text put in, to say which character was refused
    passed_on = False  # a comma typed here moved the focus on: keys still handed here are the next field's

    class Pasted(Message):
        """What was pasted into a field could not be read: the field keeps its value, and says why."""

        def __init__(self, field: NudgeInput, problem: typed.Unreadable, text: str) -> None:
            super().__init__()
            self.field, self.problem, self.text = field, problem, text

    class Refused(Message):
        """A character that cannot be part of a number was typed: the field keeps its value, and says so."""

        def __init__(self, field: NudgeInput, character: str) -> None:
            super().__init__()
            self.field, self.character = field, character

    class Edge(Message):
        """→ at a field's end, or ← at its start: the cursor goes no further, and the state does not change."""

        def __init__(self, field: NudgeInput) -> None:
            super().__init__()
            self.field = field

    def check_consume_key(self, key: str, character: str | None) -> bool:
        """Every character typed is the field's but FIELD_PASSES: a q typed in a number had quit r45 and lost the
        learner's u. One that no number has is refused, and said (`restricted`)."""
        return character is not None and character.isprintable() and character not in FIELD_PASSES

    def replace(self, text: str, start: int, end: int) -> None:  # where every keystroke goes in: kept to say it
        self.typed = text
        super().replace(text, start, end)

    def restricted(self) -> None:  # Input's own rings the bell and says nothing
        # "0.5, 0.2, …" typed as line mode's `e` takes it: on to the next field (each comma had been refused, and
        # the numbers ran together in u1)
        if len(sep := typed.normalise(self.typed)) == 1 and sep in typed.SEPARATORS and not self.last:
            self.passed_on = True
            self.screen.focus_next()
        # said either way: on to the next field (a decimal comma, "0,5", had made u1 0 and u2 5, unsaid), or after
        # the last, refused (it had gone on to a switch, and the digit after it was lost)
        self.post_message(self.Refused(self, self.typed))

    @property
    def last(self) -> bool:
        """Is this u's last field: does the focus go on from it to something else?"""
        chain = self.screen.focus_chain
        following = chain[(chain.index(self) + 1) % len(chain)] if self in chain else None
        return not isinstance(following, NudgeInput)

    def action_nudge(self, direction: int) -> None:
        try:
            value = typed.read_number(self.value)
        except typed.Unreadable:
            return
        self.value = shown(round(value + direction * NUDGE, 10))
        self.cursor_position = len(self.value)  # left where it was, "2" nudged read "2|.1", and a digit went inside

    def on_focus(self) -> None:
        self.passed_on = False

    async def _on_key(self, event: Key) -> None:
        """A key typed in one read after a comma ("0.5, 0.2" from a fast typist, or a terminal sending a line at
        once) was handed to this field before the comma moved the focus on: it goes to the field now. (Keys before a
        Tab are this field's: Tab moves the focus as the app reads it, ahead of them.)"""
        focused = self.screen.focused
        if event.key in ("right", "left") and self.cursor_position == (len(self.value) if event.key == "right" else 0):
            self.post_message(self.Edge(self))  # a learner pressed → here to follow their u, and nothing happened
        if self.passed_on and focused is not self and isinstance(focused, NudgeInput):
            event.stop()
            event.prevent_default()
            focused.post_message(Key(event.key, event.character))
            return
        await super()._on_key(event)

    def _on_paste(self, event: Paste) -> None:
        """A paste is text, read whole by the one number reader: it replaces the value, or is refused with a reason."""
        event.stop()
        event.prevent_default()  # not Input's own paste, which inserts the first line as it is
        try:
            typed.read_number(event.text)
        except typed.Unreadable as exc:
            self.post_message(self.Pasted(self, exc, event.text))
            return
        self.value = typed.normalise(event.text)
        self.cursor_position = len(self.value)


class Switch(Checkbox):
    """A checkbox that says whether it is on in plain text: [x] on, [ ] off."""

    @property
    def _button(self) -> Content:
        return Content(f"[{'x' if self.value else ' '}]")


class WhatIf(Vertical):
    """Your own u, and two switches: every number of the state is recomputed from them."""

    class Changed(Message):
        """The learner's u or a switch changed; `u` is None while a component cannot be read (`problem` says why)."""

        def __init__(self, u: list[float] | None, relu: bool, without_w2: bool, problem: Problem = None) -> None:
            super().__init__()
            self.u, self.relu, self.without_w2, self.problem = u, relu, without_w2, problem

    def __init__(self, lesson: Lesson, lang: str, **kwargs) -> None:
        super().__init__(**kwargs)
        self.lesson, self.lang = lesson, lang
        self.built = False
        self.short = False  # a short terminal: the banner is one line
        self._said: tuple | None = None  # the last change posted: a field that says what it said already posts nothing
        self.problem: tuple[str, object] | None = None  # the field that cannot be read, and why
        self.refusal = ""  # a character refused in the field in focus, said until the focus leaves it or is mended
        self.passing = False  # the refusal is a comma's going on: said while the next field is typed into
        self._values: dict[str, str] = {}  # each field's text as last changed: a deletion mends a refusal
        self._last: list[float] | None = None  # the last u every field could be read as: a switch flipped works on it
        self._switched = (True, False)  # ReLU on, W2 kept: the switches the numbers below were last worked with

    def compose(self) -> ComposeResult:
        return iter(())  # the fields are made when first wanted (build): a dozen widgets off the first frame's path

    async def build(self) -> None:
        """Make the fields and switches, filled with the course's u; their first values are not a change."""
        if self.built:
            return
        self.built = True
        cells = [
            Horizontal(Label(f"u{j + 1}", classes="component"),
                       NudgeInput(shown(x), id=f"u{j + 1}", restrict=NUMBER_CHARACTERS, compact=True),
                       classes="component-cell")
            for j, x in enumerate(self.lesson.example.u)
        ]
        switches = (Switch(Text(say(M.tui_no_relu, self.lang)), id="no-relu", compact=True),
                    Switch(Text(say(M.tui_zero_w2, self.lang)), id="zero-w2", compact=True))
        await self.mount_all([Banner(id="whatif-label"), Grid(*cells, id="whatif-values"), Static(id="whatif-problem"),
                              Horizontal(*switches, id="whatif-switches")])
        self.showing_course(False)
        self._last = [float(x) for x in self.lesson.example.u]
        self._said = self._key(self._last, True, False, None)
        self.on_resize()

    @staticmethod
    def _key(values: list[float] | None, relu: bool, without_w2: bool, problem: Problem) -> tuple:
        said = None if problem is None else (problem[0], str(problem[1]), repr(problem[1].values))  # "-" then "-."
        return (None if values is None else tuple(values), relu, without_w2, said)

    def on_resize(self) -> None:
        if not self.built:
            return
        columns = max(1, min(len(self.lesson.example.u), (self.size.width - 2) // FIELD_CELL))
        self.query_one("#whatif-values", Grid).styles.grid_size_columns = columns

    def showing_course(self, course: bool) -> None:
        """The banner says whose numbers the panels below hold: after `c` the course's, though the fields keep yours."""
        if not self.built:
            return
        said = ((M.tui_whatif_label_course, M.tui_whatif_keys_course, M.tui_whatif_short_course) if course else
                (M.tui_whatif_label, M.tui_whatif_keys, M.tui_whatif_short))
        self.set_class(course, "course")  # the fields kept for c, faded while the panels hold the course's numbers
        banner = self.query_one("#whatif-label", Banner)
        banner.say(*(say(m, self.lang) for m in said))
        banner.fold(self.short)
        self.show_problem(self.problem)  # the line under the fields says whose numbers show, as the banner does

    def flipped(self, course: bool) -> None:
        """`c`: a refusal said of the typing before it goes (it had stood on); the rest as `showing_course`."""
        self.refusal = ""
        self.showing_course(course)

    def fold(self, short: bool) -> None:
        """On a short terminal the banner is one line, and the lesson keeps the rows (the footer says the keys)."""
        self.short = short
        if self.built:
            self.query_one("#whatif-label", Banner).fold(short)

    def restore(self) -> bool:
        """The course's u and both switches off; a field in focus is selected whole, as when the what-if opens, so
        what is typed next replaces it (a 5 typed after `r` went in after the minus sign: -51.434875). Whether
        anything was other than the course's ("the u you typed is gone" had been said where none was typed)."""
        self.refusal = ""  # the typing it spoke of is gone
        fields = [self.query_one(f"#u{j + 1}", NudgeInput) for j in range(len(self.lesson.example.u))]
        switches = [self.query_one("#no-relu", Switch), self.query_one("#zero-w2", Switch)]
        changed = any(f.value != shown(x) for f, x in zip(fields, self.lesson.example.u)) or any(
            s.value for s in switches)
        for field, x in zip(fields, self.lesson.example.u):
            field.value = shown(x)
        for switch in switches:
            switch.value = False
        if isinstance(self.app.focused, NudgeInput):
            self.app.focused.select_all()
        return changed

    def reopened(self) -> tuple[list[float], bool, bool] | None:
        """Opened again: the u and switches last set, if the fields can be read (else they say why, as when typed).
        Closing had put the course's u back in the fields, under a banner that still said "your u"."""
        u, problem, relu, without_w2 = self._read()
        if u is None:
            self._said = None
            self._changed(problem)
            return None
        return u, relu, without_w2

    @property
    def stale(self) -> str:
        """Why the numbers below are the last readable u's (said again beside a refused character), of whichever
        numbers show: the learner's last, or the course's after `c`; "" while every field can be read."""
        if self.problem is None:
            return ""
        said = M.tui_stale_course if self.has_class("course") else M.tui_stale
        return say(said, self.lang, field=self.problem[0], problem=self.problem[1])

    def show_problem(self, problem: tuple[str, object] | None) -> None:
        """Under the fields: which one cannot be read and why, and that the numbers below are the last good ones."""
        line = self.query_one("#whatif-problem", Static)
        line.set_class(problem is not None or bool(self.refusal), "shown")
        self.problem = problem
        if problem is not None or self.refusal:
            line.update(Prose(sentences(filter(None, (self.refusal, self.stale)), self.lang)))  # 读|懂 was cut

    def _read(self) -> tuple[list[float] | None, tuple[str, typed.Unreadable] | None, bool, bool]:
        """The fields and switches as they stand: u (None while a field cannot be read, marked, the first such
        saying why), whether ReLU is on, whether W2 is 0."""
        values: list[float] = []
        problem = None
        for box in self.query(NudgeInput):
            try:
                values.append(typed.read_number(box.value))
                box.set_class(False, "-invalid")
            except typed.Unreadable as exc:
                box.set_class(True, "-invalid")
                problem = problem or (str(box.id), exc)
        relu, without_w2 = not self.query_one("#no-relu", Switch).value, self.query_one("#zero-w2", Switch).value
        return (None if problem else values), problem, relu, without_w2

    def _changed(self, problem: tuple[str, typed.Unreadable] | None = None) -> None:
        values, found, relu, without_w2 = self._read()
        problem = problem or found  # a paste refused is said before a field that cannot be read
        # a switch flipped while a field cannot be read works on the last u read, as the line under the fields says:
        # "ReLU off" ticked beside "1.2.3" had changed nothing below
        u = values if not problem else self._last if (relu, without_w2) != self._switched else None
        self._last, self._switched = self._last if problem else values, (relu, without_w2)
        said = self._key(u, relu, without_w2, problem)
        if said == self._said:
            return  # the same as last time: the fields being filled in, or a value typed over with itself
        self._said = said
        self.post_message(self.Changed(u, relu, without_w2, problem))

    def on_input_changed(self, event: Input.Changed) -> None:
        """A field changed; a deletion in it mends what a refusal spoke of, which then goes (it had stood on beside a
        u typed anew and read whole; a character typed after it keeps it: "2/3" reads 23, and says why)."""
        event.stop()
        field = str(event.input.id)
        if self.refusal and not self.passing and len(event.value) < len(self._values.get(field, "")):
            self.refusal = ""
            self.show_problem(self.problem)
        self._values[field] = event.value
        self._changed()

    def on_nudge_input_refused(self, event: NudgeInput.Refused) -> None:
        event.stop()
        field = str(event.field.id)
        if len(sep := typed.normalise(event.character)) == 1 and sep in typed.SEPARATORS:
            self.passing, now = event.field.passed_on, self.screen.focused  # the comma moved the focus on already
            said = M.tui_comma_passed if self.passing else M.tui_refused_separator
            self.refusal = say(said, self.lang, field=field, next=str(now.id if now is not None else ""))
        else:
            self.passing = False
            key = say(M.tui_refused_space, self.lang) if event.character == " " else \
                say(M.tui_refused_key, self.lang, key=event.character)
            self.refusal = say(M.tui_refused, self.lang, key=key, field=field)
        self.show_problem(self.problem)

    def on_nudge_input_edge(self, event: NudgeInput.Edge) -> None:
        event.stop()
        self.refusal, self.passing = say(M.tui_arrow_in_field, self.lang, field=str(event.field.id)), False
        self.show_problem(self.problem)

    def on_descendant_blur(self, event: DescendantBlur) -> None:
        """A refusal is said of the field in focus: gone when the focus leaves it (it had stood on after Tab, `w` and
        `c`, in place of the switches), the line then saying what it said before, if anything; not when a comma
        moved it on, which the line says (in whichever order the two are heard)."""
        if isinstance(event.widget, NudgeInput) and event.widget.passed_on:  # it is reset when the field is focused
            return
        self.refusal, self.passing = "", False
        self.show_problem(self.problem)

    def on_nudge_input_pasted(self, event: NudgeInput.Pasted) -> None:
        """A paste no field can hold: a whole u (`0.5, 0.2, -0.1, -0.6`, as line mode's `e` takes it) fills every
        field, each its own component; anything else is said of the field pasted into."""
        event.stop()
        try:
            u = typed.read_numbers(event.text, len(self.lesson.example.u))
        except typed.Unreadable:
            self._changed((str(event.field.id), event.problem))
            return
        for j, x in enumerate(u):
            self.query_one(f"#u{j + 1}", NudgeInput).value = shown(x)

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        event.stop()
        self._changed()
