"""The pieces of the full-screen step: the list of states, the state's scrolling pane, the footer of keys, a banner
whose keys stay with their words, and a scrollbar that reads as one bar."""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterable, Sequence
from functools import cache
from math import ceil
from typing import ClassVar

from rich.cells import cell_len
from rich.color import Color
from rich.console import RenderableType
from rich.segment import Segment, Segments
from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.scrollbar import ScrollBar, ScrollBarRender
from textual.strip import Strip
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from ..controls import clean
from ..keys import SCREEN_KEYS, Key, written
from ..lesson.model import Lesson
from ..messages import say
from ..render.chars import is_cjk
from ..render.layout import Clean
from ..render.style import STYLES
from ..render.wrap import Prose, ends_phrase, tokens
from ..terminal import wants_plain
from ..vocab import CURRENT, DEFAULT, KEPT
from .scrolling import SCROLL_KEYS, scroll

FOOTER_GAP = "  "


@cache
def own_keys(widget: type[Input]) -> dict[str, str]:
    """Each key an Input class binds itself (Input's editing keys, and a subclass's own), and the action it runs;
    not the scrolling keys Input inherits (↑ ↓ PgUp…), which a window around the field uses to scroll itself."""
    own = widget.__mro__[: widget.__mro__.index(Input) + 1]
    return {key: b.action for klass in reversed(own) for b in vars(klass).get("BINDINGS", ())
            if isinstance(b, Binding) for key in b.key.split(",") if b.action != "submit"}  # Enter: see TypedInput


class TypedInput(Input):
    """A line to type into that acts on its own keys (Backspace, ←, Home, Enter…) in the order they come.

    Left to Textual's binding check, which such a key reaches only after bubbling up to the app, a Backspace in a
    burst (keys a terminal delivers in one read: a fast typist) ran after the characters typed behind it, and ate
    them; a learner lost digits about one time in three. Enter keeps Textual's own path: what it submits is
    handled where the line's owner expects it, after the keys before it.
    """

    async def on_key(self, event: events.Key) -> None:
        action = own_keys(type(self)).get(event.key)
        if action is not None:
            event.stop()
            event.prevent_default()
            await self.run_action(action)

    kept = ""  # a line left in the field, not read as an answer

    def answered(self, typed: str, events: list) -> None:  # type: ignore[type-arg]
        """Emptied for the next answer; or, where the line was not read as one (asked again), left in the field with
        the cursor at its end, to finish or to type anew after it (`meant`): a vector with one number missing had
        emptied it, all six to type again."""
        from ..view.exercises import unread

        mendable = any(ch.isdigit() for ch in typed)  # a number or a name with one: "n", a key, is nothing to mend
        self.kept = typed if unread(events) and mendable else ""
        self.value, self.cursor_position = self.kept, len(self.kept)

    def meant(self, value: str) -> str:
        """What a line sent after a kept one means: the kept line finished, where the whole reads as numbers ("0.5648"
        asked again, "09" typed after it: 0.564809); else what was typed after it, a line typed anew ("0.08312", then
        "0.083117" had read "0.083120.083117"; a selected line, replaced by the first key, lost "0.5648" to "09")."""
        from ..typed import Unreadable, pieces, read_number

        kept, self.kept = self.kept, ""
        if not kept or value == kept or not value.startswith(kept):
            return value  # mended (End, Backspace) or sent as it was
        try:
            for piece in pieces(value):
                read_number(piece)
        except Unreadable:
            return value[len(kept) :].strip()
        return value


class StateList(OptionList, can_focus=False):
    """The states in their groups; marks the current one (▶), those already seen (✓) and the default (★).

    With `titles`, each state's title follows its id, whole (wrapping onto more
    lines), or with `cut` on one line, cut with "…" to fit; without, ids and marks alone.
    """

    def __init__(self, lesson: Lesson, lang: str, **kwargs) -> None:
        super().__init__(**kwargs)
        self.lesson, self.lang = lesson, lang
        self.titles, self.cut, self.room = True, False, 0  # room: the columns a cut title's line may take

    def titled_width(self) -> int:
        """Columns the list needs to show every title whole on one line: marks, id, title, and its edge."""
        marks = len(f"{CURRENT} ") + 2  # the current mark before the id; seen and default after it
        widest = max(cell_len(clean(sid)) + 1 + cell_len(clean(self.lesson.state(sid).title(self.lang)))
                     for sid in self.lesson.order)
        groups = max(cell_len(clean(g.title(self.lang))) for g in self.lesson.groups)
        return max(marks + widest, groups) + self.EDGE

    EDGE = 3  # the list's border and the option list's own padding
    NARROWEST = 10  # the course's ids (b0) and their marks

    def ids_width(self) -> int:
        """Columns the list needs for ids and marks alone: a lesson's longer ids ("recap", up to 32 characters) were
        broken over lines under their mark."""
        widest = max(cell_len(clean(sid)) for sid in self.lesson.order)
        return max(self.NARROWEST, len(f"{CURRENT} ") + widest + 2 + self.EDGE)

    PANE_FIT = 44  # the pane's columns beside titles cut short: a view's 40, the pane's padding and scrollbar

    def cut_to(self, width: int, need: int, ids: int | None) -> int | None:
        """Columns for the list beside the pane where its titles are cut short: up to half the screen, leaving the
        pane room for a view of 40 columns (at 80, `l` had left it 36), never fewer than the ids alone take; else the
        ids' own (None: narrow, where a list shown covers the screen)."""
        return max(ids, min(need, width // 2, width - self.PANE_FIT)) if self.cut and ids else ids

    @staticmethod
    def _fitted(title: str, room: int) -> str:
        """`title` whole, or up to the last whole word that fits `room` with "…" ("可层…" was a word cut in two)."""
        if cell_len(title) <= room:
            return title
        pieces = list(tokens(title))
        while len(pieces) > 1 and cell_len("".join(pieces).rstrip()) > room - 1:
            pieces.pop()
        return "".join(pieces).rstrip() + "…"

    def show(self, current: str, seen: set[str]) -> None:
        options: list[Option | None] = []
        for group in self.lesson.groups:
            if options:
                options.append(None)  # a separator between groups
            if self.titles:
                options.append(Option(Text(clean(group.title(self.lang)), style="bold"), disabled=True))
            for sid in group.states:
                line = Text()
                line.append(f"{CURRENT} " if sid == current else "  ", style=STYLES["title"])
                line.append(clean(sid), style="bold" if sid == current else "")
                line.append(KEPT if sid in seen else " ", style=STYLES["kept"])
                line.append(DEFAULT if sid == self.lesson.default else " ", style=STYLES["default"])
                if self.titles:
                    title = clean(self.lesson.state(sid).title(self.lang))
                    line.append(f" {self._fitted(title, self.room - line.cell_len - 1) if self.cut else title}",
                                style=STYLES["meta"])
                options.append(Option(line, id=sid))
        highlighted = self.highlighted
        self.set_options(options)
        self.highlighted = highlighted


class KeyFooter(Static):
    """One line of keys, from the key table: as many as fit, most needed first, ? and q always."""

    def __init__(self, lang: str, states: int, **kwargs) -> None:
        super().__init__(**kwargs)
        self.lang, self.states = lang, states
        self.keys: list[Key] = []

    def show(self, keys: Iterable[Key]) -> None:
        self.keys = list(keys)
        self.refresh(layout=True)

    def entry(self, key: Key) -> Text:
        """A key by its first name (→ for `→ n Space`), or by its arrows where it has two (↑↓ ±0.1: ↑ alone read as
        if ↓ did nothing)."""
        assert key.footer is not None
        names = written(key, self.states).split()
        arrows = [n for n in names if len(n) == 1 and not n.isascii()]
        shown = "".join(arrows) if len(arrows) > 1 else names[0]
        return Text.assemble((shown, "bold"), " ", say(key.footer, self.lang))

    def render(self) -> Text:
        """The keys that fit whole, on one line that never wraps: those always shown (rank 0) have their room kept
        first, so no key is ever cut from its word at the edge."""
        width = max(self.size.width, 1)
        ranked = sorted((k for k in self.keys if k.footer is not None), key=lambda k: k.rank)
        chosen: set[str] = set()
        used = 0
        for key in [k for k in ranked if k.rank == 0] + [k for k in ranked if k.rank != 0]:
            need = self.entry(key).cell_len + (len(FOOTER_GAP) if chosen else 0)
            if used + need <= width or key.rank == 0:
                chosen.add(key.action)
                used += need
        line = Text(FOOTER_GAP).join(self.entry(k) for k in self.keys if k.action in chosen)
        line.no_wrap = True
        return line


def packed(lines: list[str], units: Sequence[str], width: int, sep: str = " · ") -> list[str]:
    """`lines`, then each unit (a key with its word) on the last line if it fits there whole, else on a new one."""
    out = list(lines) or [""]
    for k, unit in enumerate(units):
        joint = sep if k else ("" if out[-1] and cell_len(out[-1][-1]) > 1 else " ")  # none after a wide 。
        if out[-1] and cell_len(out[-1] + joint + unit) <= width:
            out[-1] += joint + unit
        else:
            out.append(unit)
    return out


class Banner(Static):
    """A sentence and its keys (`c course or yours`): the sentence wraps between words, a key never leaves its word.

    `short`: one line only (a short terminal), the sentence's short form, cut with … if it must be."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.said: tuple[str, tuple[str, ...], str] = ("", (), "")
        self.short = False

    def say(self, sentence: str, keys: str, short: str) -> None:
        self.said = (sentence, tuple(k for k in keys.split(" · ") if k), short)
        self.refresh(layout=True)

    def fold(self, short: bool) -> None:
        self.short = short
        self.refresh(layout=True)

    def render(self) -> Text:
        sentence, keys, short = self.said
        if self.short:
            return Text(short, no_wrap=True, overflow="ellipsis")
        width = max(self.size.width, 10)
        return Text("\n".join(packed(Prose(sentence).lines(width), keys, width)))


def first_line(text: str, width: int) -> str:
    """`text` on one line of `width`: whole if it fits, else cut after a word or a phrase (never inside one) and
    marked with …; a Chinese line that would stop inside a phrase stops at its last punctuation."""
    if cell_len(text) <= width:
        return text
    line = Prose(text).lines(max(width - 1, 1))[0].rstrip()
    if line and is_cjk(line[-1]) and not ends_phrase(line):
        ends = [k for k, ch in enumerate(line) if ends_phrase(ch) or ch == " "]
        line = line[: ends[-1] + 1].rstrip() if ends else line
    return f"{line}…"


class OneLine(Static):
    """A text on one line, cut where a word or a phrase ends when it is too long (the question on a short terminal)."""

    def __init__(self, text: str, **kwargs) -> None:
        super().__init__(**kwargs)
        self.text = text

    def render(self) -> Text:
        return Text(first_line(self.text, max(self.size.width, 1)), no_wrap=True, overflow="crop")


class SolidScrollBar(ScrollBarRender):
    """A vertical scrollbar whose thumb is one solid run of whole cells, in the thumb's colour: it reads as one bar
    in any colours and in a text screenshot (Textual's thumb is reversed blanks between two partial blocks, which
    on a dark theme show as two small bars)."""

    THUMB = "█"

    @classmethod
    def render_bar(cls, size: int = 25, virtual_size: float = 50, window_size: float = 20, position: float = 0,
                   thickness: int = 1, vertical: bool = True, back_color: Color = Color.parse("#555555"),
                   bar_color: Color = Color.parse("bright_magenta")) -> Segments:
        scrolls = bool(window_size and size and virtual_size and size != virtual_size)
        if not vertical or not scrolls:
            return super().render_bar(size, virtual_size, window_size, position, thickness, vertical, back_color,
                                      bar_color)
        thumb = min(size, max(1, ceil(window_size / virtual_size * size)))
        top = round(position / max(virtual_size - window_size, 1) * (size - thumb))
        top = min(max(top, 0), size - thumb)
        grab = Style(color=bar_color, bgcolor=back_color, meta={"@mouse.down": "grab"})
        up = Style(bgcolor=back_color, meta={"@mouse.down": "scroll_up"})
        down = Style(bgcolor=back_color, meta={"@mouse.down": "scroll_down"})
        cells = [Segment(cls.THUMB * thickness, grab) if top <= y < top + thumb else
                 Segment(" " * thickness, up if y < top else down) for y in range(int(size))]
        return Segments(cells, new_lines=True)


def solid_scrollbars() -> None:
    """Every scrollbar of the full screen (the state, the windows over it, spot and the test) drawn as one solid bar:
    Textual's documented way, the renderer of the ScrollBar class."""
    ScrollBar.renderer = SolidScrollBar


def ansi_colour() -> bool | None:
    """App's `ansi_color`: under NO_COLOR (terminal.wants_plain), the terminal's own colours, which Textual then
    strips, where its greys had painted a light terminal dark; else None, the theme's own."""
    return True if wants_plain() else None


def footer_keys(*, what_if: bool, in_field: bool, switch: bool = False, predicting: bool = False) -> list[Key]:
    """The keys that do something where the focus is: in a what-if field or on a switch (`in_field`), only those no
    number is typed with, and the focused widget's own (↑ ↓ nudge a field, Space flips a switch); predict mode's
    own only in predict mode; a key for the closed what-if alone (`shut`: the digits) not while it is open."""
    here = "switch" if switch else "field" if in_field else ""
    return [k for k in SCREEN_KEYS if (what_if or not k.whatif) and (k.field_safe or not in_field)
            and k.own in ("", here) and (predicting or not k.predicting) and not (what_if and k.shut)]


class RenderedPane(ScrollView, can_focus=True):
    """A rich renderable laid out once per width and scrolled line by line.

    A state is tall; drawn as one Static it would be rendered again for every
    measurement and every frame. Here it is rendered once into lines (Strips)
    for the pane's width, and each frame only copies the visible ones. Shown
    with a `key` (the page it draws: a state's view model, which is plain
    data), the lines are kept for the last few pages and widths, so going
    back to a state copies its lines rather than laying it out again.
    """

    # at once: Textual's own Home and End glide for most of a second, and keys pressed in it acted on a page on the way
    BINDINGS: ClassVar[list[BindingType]] = [*SCROLL_KEYS]
    KEPT = 16  # pages laid out and kept, at one width each
    GAP = 1  # a blank column before the scrollbar: text had run into it ("下一轮预测（按 a，██"); css.py gives the
    # pane no right padding, which Textual puts outside the bar, so the lines are as wide as before

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._draw: Callable[[], RenderableType] = Text
        self._lines: list[Strip] = []
        self._width = 0
        self._key: Hashable = None
        self._kept: dict[tuple[Hashable, int], list[Strip]] = {}

    def action_scroll(self, how: str) -> None:
        scroll(self, how)

    def on_mount(self) -> None:
        """Under NO_COLOR the screen draws greys: the pane is drawn without colour, so no legend names colours."""
        self.app.console.no_color = self.app.console.no_color or wants_plain()

    def show(self, draw: Callable[[], RenderableType], *, keep_scroll: bool = False, key: Hashable = None) -> None:
        """Show what `draw()` makes: called only when its lines are not kept already."""
        self._draw, self._key = draw, key
        self._width = 0  # lay out again at the next frame
        self._layout(self.scrollable_content_region.width)
        if not keep_scroll:
            self.scroll_home(animate=False)
        self.refresh()

    def _layout(self, width: int) -> None:
        if width <= 0 or width == self._width:
            return
        kept = self._kept.pop((self._key, width), None) if self._key is not None else None
        if kept is None:
            console, drawn = self.app.console, max(width - self.GAP, 1)
            options = console.options.update_width(drawn)
            kept = [Strip(line, drawn).extend_cell_length(width)
                    for line in console.render_lines(Clean(self._draw()), options, pad=True)]
        if self._key is not None:
            self._kept[(self._key, width)] = kept  # the most recent last
            while len(self._kept) > self.KEPT:
                self._kept.pop(next(iter(self._kept)))
        self._lines = kept
        self._width = width
        self.virtual_size = Size(width, len(self._lines))

    def bring_into_view(self, mark: str) -> None:
        """Where no line in view holds a number marked `mark` (changed by the what-if), scroll to the first panel
        that does: at 80×24 a u typed had changed nothing in view, the numbers two pages below b2's text."""
        top, tall = self.scroll_offset.y, self.scrollable_content_region.height
        hits = [i for i, line in enumerate(self._lines) if re.search(rf"\d{re.escape(mark)}", line.text)]
        if not hits or any(top <= i < top + tall for i in hits):
            return
        box = next((i for i in range(hits[0], max(hits[0] - tall // 2, -1), -1) if "╭" in self._lines[i].text), None)
        self.scroll_to(y=hits[0] - 2 if box is None else box, animate=False)

    def lay_out(self, draw: Callable[[], RenderableType]) -> None:
        """What `draw()` makes, laid out at the pane's width and not shown: its panels' lines are kept (Kept)."""
        console, width = self.app.console, self.scrollable_content_region.width - self.GAP
        if width > 0:
            console.render_lines(Clean(draw()), console.options.update_width(width))

    def on_resize(self) -> None:
        # A resize of the terminal reaches the pane more than once (the list beside it finds its width a
        # moment later): lay out once things have settled, at the width the pane has then.
        self.call_after_refresh(lambda: self._layout(self.scrollable_content_region.width))

    def render_line(self, y: int) -> Strip:
        self._layout(self.scrollable_content_region.width)
        index = y + self.scroll_offset.y
        if 0 <= index < len(self._lines):
            return self._lines[index].apply_style(self.rich_style)
        return Strip.blank(self.scrollable_content_region.width, self.rich_style)
