"""Driving the full-screen `r45 step` with Textual's pilot: keys pressed, and what the screen showed after each.

Only Textual's public API: `App.run_test`, the pilot's `pause`, `click` and
`resize_terminal`, key events posted as the pilot posts them, the messages
each widget has waiting (`message_queue_size`), and `App.export_screenshot`
for what the screen shows (made to answer with text: `text_not_svg`).
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import io
import re
import unicodedata
from typing import NamedTuple

from rich.cells import cell_len
from rich.console import Console
from textual import events
from textual.keys import KEY_NAME_REPLACEMENTS, key_to_character

from r45cli.tui.app import StepApp


def as_text(renderable, width: int, height: int | None = None) -> str:
    console = Console(width=width, height=height, file=io.StringIO(), record=True, color_system=None)
    console.print(renderable)
    return console.export_text()


# rich's export_svg: one <text> a run of characters, at x = column × 12.2 (20 × 0.61), clipped to its line; spaces
# written as &#160;, runs of spaces left out (a no-break space of the text itself stays a character).
SVG_TEXT = re.compile(r'<text class="[^"]*" x="([\d.]+)" y="[^"]*" textLength="[^"]*"'
                      r' clip-path="url\(#[^)]*-line-(\d+)\)">(.*?)</text>')
SVG_CHAR_WIDTH = 20 * 0.61


def svg_text(svg: str, width: int, height: int) -> str:
    """The characters of an SVG screenshot: `height` lines of `width` cells (a wide character takes two), as the
    screen's lines are, with no line break after the last. A character of no width (a control character, a
    direction mark) stays after the one before it, as in the screen's own text."""
    rows = [[" "] * width for _ in range(height)]
    for x, line, run in SVG_TEXT.findall(svg):
        row, column = rows[int(line)], round(float(x) / SVG_CHAR_WIDTH)
        cells: list[str] = []
        for char in html.unescape(run.replace("&#160;", " ")):
            if cell_len(char) == 0 and cells:
                cells[-1] += char
            else:
                cells += [char, *[""] * (cell_len(char) - 1)]
        if cells and cell_len(cells[0][0]) == 0:  # the run starts with characters of no width
            zero_width, cells = cells[0], cells[1:]
            if column:
                row[column - 1] += zero_width
            elif cells:
                cells[0] = zero_width + cells[0]
            else:
                row[0] = zero_width + row[0]
        row[column : column + len(cells)] = cells
    return "\n".join("".join(row) for row in rows)


@contextlib.contextmanager
def text_not_svg():
    """App.export_screenshot prints the screen to a recording rich Console and returns its export_svg(); while this
    is open, export_svg returns the recorded text instead: the same characters for a third of the CPU (2 ms, not 5, at
    80×24). Should Textual stop calling export_svg, the SVG comes back and `shoot` reads it with `svg_text`."""
    svg = Console.export_svg
    Console.export_svg = lambda self, **_: TEXT_MARK + self.export_text()  # type: ignore[method-assign]
    try:
        yield
    finally:
        Console.export_svg = svg  # type: ignore[method-assign]


TEXT_MARK = "\x00text\n"  # what the screenshot starts with when it is text: no SVG does


def shoot(app) -> str:
    """What the screen shows now, as text: `height` lines of `width` cells, no line break after the last."""
    width, height = app.size
    with text_not_svg():
        shot = app.export_screenshot(simplify=True)
    if not shot.startswith(TEXT_MARK):
        return svg_text(shot, width, height)
    lines = shot[len(TEXT_MARK):].split("\n")[:height]
    return "\n".join(line + " " * (width - cell_len(line)) for line in lines)


def screen_text(app) -> str:
    """What the screen shows now, as text."""
    return shoot(app)


class Captured(list):
    """What was on show after each step (screenshots, or renderables drawn at `width`), made text when read."""

    def __init__(self, width: int, height: int | None = None) -> None:
        super().__init__()
        self.width, self.height = width, height
        self.texts: dict[int, str] = {}

    def __getitem__(self, index):  # type: ignore[no-untyped-def, override]
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        index = index % len(self)
        if index not in self.texts:
            drawn = super().__getitem__(index)
            shown = drawn if isinstance(drawn, str) else as_text(drawn, self.width, self.height)
            self.texts[index] = shown
        return self.texts[index]

    def __iter__(self):  # type: ignore[no-untyped-def, override]
        return (self[i] for i in range(len(self)))


def busy(app) -> bool:
    """Has the app, its screen or a widget on it a message waiting?"""
    return any(pump.message_queue_size for pump in (app, *app.screen.walk_children(with_self=True)))


async def quiet(pilot) -> None:
    """Let the app run until no widget has a message waiting, then paint.

    Textual's pilot.pause() waits for the CPU to idle, 20 ms of wall clock at least; this waits for the work itself:
    pause(0) has every widget handle what was queued when it was called, and paints (which hands the screen's
    after-refresh calls to it as messages); the loop repeats while that work queued more (a key the app passes to the
    field in focus, a screen just pushed that lays itself out).
    """
    for _ in range(100):
        await pilot.pause(0)
        if not busy(pilot.app):
            await pilot.pause(0)  # a handler that was still running when looked at has ended here
            if not busy(pilot.app):
                return
    raise AssertionError("the app never went quiet")


def key_event(key: str) -> events.Key:
    """The event Pilot.press sends for `key`: a character that is not a letter or digit named as Textual names it
    ("." is full_stop), and the character a key types, if any."""
    if len(key) == 1 and not key.isalnum():  # the character itself, as Pilot.press sends it ("-": key_to_character
        name = unicodedata.name(key).lower().replace("-", "_").replace(" ", "_")  # gives none for "minus")
        return events.Key(KEY_NAME_REPLACEMENTS.get(name, name), key)
    return events.Key(key, key_to_character(key))


async def press(pilot, *keys: str) -> None:
    """Keys as Textual's pilot.press sends them, each followed by `quiet` instead of its two waits for an idle CPU
    (20 ms of wall clock at least, each): the key is handled, and all it queued, before the next is sent.

    A key is posted as a terminal's driver posts it, from its own thread: on a later turn of the event loop, so the
    app meets it idle (posted at once, it would be handled among the pilot's own calls, in an order no terminal
    gives). tests/test_tui.py checks that keys sent this way and through Pilot.press end the same.
    """
    app = pilot.app
    loop = asyncio.get_running_loop()

    async def post(event: events.Key) -> None:
        app.post_message(event)

    for key in keys:
        asyncio.run_coroutine_threadsafe(post(key_event(key).set_sender(app)), loop)
        await quiet(pilot)


def burst(*keys: str):
    """A step: keys as a terminal delivers several in one read (a fast typist, a paste of keys), all posted before
    the app handles any, then everything they set off handled."""

    async def send(pilot) -> None:
        app = pilot.app
        for key in keys:
            app.post_message(key_event(key).set_sender(app))
        await quiet(pilot)

    return send


class Note(NamedTuple):
    message: str
    markup: bool


def noting(app_class=StepApp):
    """`app_class`, keeping each notification it is asked to show (App.notify) in `notified`."""

    class Noting(app_class):  # type: ignore[misc, valid-type]
        def __init__(self, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
            super().__init__(*args, **kwargs)
            self.notified: list[Note] = []

        def notify(  # type: ignore[no-untyped-def, override]
            self, message, *, title="", severity="information", timeout=None, markup=True
        ) -> None:
            self.notified.append(Note(message, markup))
            super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    return Noting


def pane_text(app) -> str:
    """Everything in the state's pane, scrolled out of view or not, as the app draws it."""
    return as_text(app.pane(), 96)  # one column: two start at 100


def stepper(lesson, lang="en", start=None, *, seen=(), predicting=False, resume=False):
    """A step controller on `lesson`, as `r45 step` makes one, its progress in the test's own folder; `resume`: at
    the state the progress file says, as `r45 step` without --from starts."""
    from r45cli.session import Session
    from r45cli.stepper import Stepper
    from r45cli.terminal import make_console

    session = Session(lang, lesson, make_console())
    walk = Stepper(session, None if resume else start or lesson.default, predicting=predicting)
    for sid in seen:
        walk.seen.mark_seen(sid)  # as if seen in an earlier session: saved with the first arrival
    walk.seen_before = frozenset(walk.seen.visited)
    return walk


def drive(lesson, steps, *, lang="en", size=(80, 24), start=None, arrived=None, seen=(), app_class=StepApp, keys=None,
          predicting=False, resume=False, notifications=False, shots=True):
    """Run the app, press `steps` (keys, or callables taking the pilot), and return (app, screens after each step).

    `app.panes` holds the pane's whole content after each step, for what is
    scrolled out of view; `arrived` receives each state the learner arrives
    at. `keys(pilot, key)`, if given, sends each key step instead of `press`
    (Pilot.press, to compare the two). `notifications`: toasts are drawn (run_test leaves them out by default).
    `shots=False`: no screenshot after each step, for a test that reads none (each costs about 2 ms of CPU).
    """
    walk = stepper(lesson, lang, start, seen=seen, predicting=predicting, resume=resume)
    if arrived is not None:
        walk.arrived = lambda: arrived.append(walk.current)
    app = app_class(walk)
    screens = Captured(*size)
    panes = app.panes = Captured(96)  # one column: two start at 100
    send = keys or press

    async def settle(pilot) -> None:
        await quiet(pilot)
        if app.recompute_pending:  # a what-if change waits for a pause in typing: this is the pause
            app.recompute()
            await quiet(pilot)
        if shots:
            screens.append(shoot(app))  # drawn at the size it had then
        panes.append(app.pane())

    async def main():
        async with app.run_test(size=size, notifications=notifications) as pilot:
            await quiet(pilot)
            while not app.ready and app.is_running:  # the numbers come just after the first frame
                await quiet(pilot)
            await settle(pilot)
            for step in steps:
                if callable(step):
                    await step(pilot)
                else:
                    await send(pilot, step)
                await settle(pilot)

    asyncio.run(main())
    return app, screens


def flat(text: str) -> str:
    """The screen with box edges, the list's border and line breaks taken out, to find a sentence that wrapped."""
    pane = (line.split("▕", 1)[-1] for line in text.splitlines())
    return " ".join(part.strip(" │▕╭╮╰╯─▁▂▃▄▅▆▇█") for part in pane)


def squeezed(text: str) -> str:
    """`flat`, and no spaces at all: to find a Chinese sentence that wrapped anywhere."""
    return "".join(flat(text).split())


def value_of(selector, into):
    async def read(pilot):
        into.append(pilot.app.query_one(selector).value)

    return read


def set_value(selector, value):
    async def write(pilot):
        pilot.app.query_one(selector).value = value
        await quiet(pilot)

    return write


def paste(text, selector="#u1"):
    async def send(pilot):
        from textual.events import Paste

        field = pilot.app.query_one(selector)
        field.focus()
        field.post_message(Paste(text))
        await quiet(pilot)

    return send


async def resize_now(pilot, width: int, height: int) -> None:
    """The terminal resized (Pilot.resize_terminal), and everything it set off handled: Textual hands a resize to the
    screen 1/120 s after it hears of it, within the pilot's one wait for an idle CPU (20 ms of wall clock at least)."""
    await pilot.resize_terminal(width, height)
    await quiet(pilot)


def resize(width, height):
    async def to(pilot):
        await resize_now(pilot, width, height)

    return to


def record(probe, into):
    """A step that keeps probe(app) for the test to look at."""

    async def keep(pilot):
        into.append(probe(pilot.app))

    return keep


def window_text(screen: str) -> str:
    """The text inside an overlay's thick frame (█), its wrapped lines joined without spaces."""
    inside = (line[line.find("█") + 1 : line.rfind("█")] for line in screen.splitlines() if line.count("█") >= 2)
    return "".join("".join(inside).translate({ord(c): None for c in "│╭╮╰╯─▀▄▁▂▃▄▅▆▇"}).split())
